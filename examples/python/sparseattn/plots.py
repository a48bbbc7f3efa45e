"""Pictures of sparseattn.eval's results (matplotlib, PNG).

    python3 -m sparseattn.plots eval.json [--out accuracy_vs_sparsity.png]

plot_accuracy: delta NLL (with its standard error) and passkey accuracy against the sparsity each setting reached,
every method family and the static baseline on one chart (two panels sharing the sparsity axis); a dotted line joins
each sparse setting to the static baseline run at its key budget.
"""
import argparse
import json
import sys

STYLE = {
    "dense": ("black", "*"),
    "blasst": ("tab:blue", "o"),
    "blasst-sf": ("tab:cyan", "D"),
    "momo": ("tab:green", "s"),
    "kascade": ("tab:red", "^"),
    "kascade-even": ("tab:orange", "v"),
    "static": ("tab:gray", "x"),
}


def plot_accuracy(result, path):
    """Writes the PNG and returns its path. result: sparseattn.eval's JSON (a dict)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = result["settings"]
    by_name = {r["name"]: r for r in rows}
    has_pk = any(r.get("passkey_accuracy") is not None for r in rows)
    fig, axes = plt.subplots(1, 2 if has_pk else 1, figsize=(13 if has_pk else 7, 5), squeeze=False)
    ax_nll = axes[0][0]
    ax_pk = axes[0][1] if has_pk else None
    seen = set()
    for r in rows:
        fam = r["family"]
        color, marker = STYLE.get(fam, ("tab:purple", "P"))
        label = fam if fam not in seen else None
        seen.add(fam)
        x = 100.0 * r.get("sparsity", 0.0)
        if r.get("delta_nll") is not None:
            ax_nll.errorbar([x], [r["delta_nll"]], yerr=[r.get("delta_nll_se", 0.0)], color=color, marker=marker,
                            linestyle="none", markersize=7, capsize=2, label=label)
            if fam not in ("dense", "static"):
                ax_nll.annotate(r["name"].replace(fam + "-", ""), (x, r["delta_nll"]), fontsize=7,
                                xytext=(3, 3), textcoords="offset points", color=color)
        if ax_pk is not None and r.get("passkey_accuracy") is not None:
            xp = 100.0 * r.get("passkey_sparsity", r.get("sparsity", 0.0))
            ax_pk.plot([xp], [100.0 * r["passkey_accuracy"]], color=color, marker=marker, linestyle="none",
                       markersize=7, label=label)
        if fam == "static":
            src = by_name.get(r["params"].get("matched_to"))
            if src is not None:
                if r.get("delta_nll") is not None and src.get("delta_nll") is not None:
                    ax_nll.plot([100.0 * src["sparsity"], x], [src["delta_nll"], r["delta_nll"]], color="tab:gray",
                                linestyle=":", linewidth=0.8)
                if ax_pk is not None and r.get("passkey_accuracy") is not None and src.get("passkey_accuracy") is not None:
                    ax_pk.plot([100.0 * src.get("passkey_sparsity", 0.0), 100.0 * r.get("passkey_sparsity", 0.0)],
                               [100.0 * src["passkey_accuracy"], 100.0 * r["passkey_accuracy"]], color="tab:gray",
                               linestyle=":", linewidth=0.8)
    m = result["model"]
    name = m["model"].rstrip("/").split("/")[-1]
    ax_nll.set_xlabel("sparsity reached (%): BLASST tiles skipped; others 1 - keys attended / visible")
    ax_nll.set_ylabel("delta NLL vs dense (nats/token, second half of each document)")
    ax_nll.set_title("%s, %d tokens, %s: accuracy against sparsity" % (name, result["max_tokens"], m["device"]),
                     fontsize=10)
    ax_nll.axhline(0.0, color="black", linewidth=0.5)
    ax_nll.grid(alpha=0.3)
    ax_nll.legend(fontsize=8)
    if ax_pk is not None:
        ax_pk.set_xlabel("sparsity reached on the passkey prompts (%)")
        ax_pk.set_ylabel("passkey accuracy (%)")
        lengths = sorted({p["length"] for r in rows for p in r.get("passkey", [])})
        ax_pk.set_title("passkey retrieval at %s tokens" % "/".join(str(n) for n in lengths), fontsize=10)
        ax_pk.set_ylim(-5, 105)
        ax_pk.grid(alpha=0.3)
        ax_pk.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.plots", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json", help="sparseattn.eval's JSON")
    ap.add_argument("--out", default="accuracy_vs_sparsity.png")
    a = ap.parse_args(argv)
    with open(a.json) as f:
        result = json.load(f)
    print(plot_accuracy(result, a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
