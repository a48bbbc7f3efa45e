"""Pictures of sparseattn.eval's results (matplotlib, PNG).

    python3 -m sparseattn.plots eval.json [--out accuracy_vs_sparsity.png] [--speedup speedup_vs_sparsity.png]
    python3 -m sparseattn.plots masks --capture DIR --layer L [--head H] [--tokens N] [--out masks.png]
    python3 -m sparseattn.plots scaling cp.jsonl [--out cp_scaling.png]

plot_accuracy: delta NLL (with its standard error) and passkey accuracy against the sparsity each setting reached,
every method family and the static baseline on one chart (two panels sharing the sparsity axis); a dotted line joins
each sparse setting to the static baseline run at its key budget.
plot_speedup: each setting's attention time per layer (the backend's CUDA events) against the sparsity it reached,
as a speedup over dense in the same run.
plot_masks: a real layer's dense attention (pooled into blocks) next to what MOMO and Kascade select for one head
(from the library's own momo / kascade_prefill calls on captured Q/K/V).
plot_scaling: context parallelism's speedup over one GPU against the number of GPUs (cp_example.py --json lines),
one line per shape, prefill and decode side by side, the ideal (linear) as a dotted line.
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
    "static-time": ("tab:brown", "+"),
}


def _save(fig, path, dpi):
    import matplotlib.pyplot as plt
    fig.tight_layout()
    fig.savefig(path, dpi=dpi)
    plt.close(fig)
    return path


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
        if r.get("sparsity") is None:  # a setting that failed everywhere
            continue
        fam = r["family"]
        color, marker = STYLE.get(fam, ("tab:purple", "P"))
        label = fam if fam not in seen else None
        seen.add(fam)
        x = 100.0 * r.get("sparsity", 0.0)
        if r.get("delta_nll") is not None:
            ax_nll.errorbar([x], [r["delta_nll"]], yerr=[r.get("delta_nll_se", 0.0)], color=color, marker=marker,
                            linestyle="none", markersize=7, capsize=2, label=label)
            if fam not in ("dense", "static", "static-time"):
                ax_nll.annotate(r["name"].replace(fam + "-", ""), (x, r["delta_nll"]), fontsize=7,
                                xytext=(3, 3), textcoords="offset points", color=color)
        if ax_pk is not None and r.get("passkey_accuracy") is not None:
            xp = 100.0 * r.get("passkey_sparsity", r.get("sparsity", 0.0))
            ax_pk.plot([xp], [100.0 * r["passkey_accuracy"]], color=color, marker=marker, linestyle="none",
                       markersize=7, label=label)
        if fam == "static":
            src = by_name.get(r["params"].get("matched_to"))
            if src is not None and src.get("sparsity") is not None:
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
    return _save(fig, path, 120)


def plot_speedup(result, path):
    """Speedup of the attention calls over dense against sparsity (sparseattn.eval's timing, GPU runs only)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = [s for s in result["settings"] if s.get("speedup_vs_dense")]
    if not rows:
        raise ValueError("the results hold no attention timing (a CPU run, or timing off)")
    fig, ax = plt.subplots(figsize=(7.5, 5))
    seen = set()
    for s in rows:
        fam = s["family"]
        color, marker = STYLE.get(fam, ("tab:purple", "P"))
        ax.scatter(100 * s["sparsity"], s["speedup_vs_dense"], color=color, marker=marker, s=45,
                   label=None if fam in seen else fam)
        seen.add(fam)
    ax.axhline(1.0, color="black", lw=0.8)
    m = result["model"]
    ax.set_xlabel("sparsity reached (%)")
    ax.set_ylabel("attention time per layer: dense / setting")
    ax.set_title("%s, %d tokens, %s: attention speedup against sparsity\n(%d/%d heads, d%d: launch-bound at this size)"
                 % (str(m.get("model", "")).rstrip("/").split("/")[-1], result["max_tokens"], m.get("device", ""),
                    m.get("heads_q", 0), m.get("heads_kv", 0), m.get("head_dim", 0)), fontsize=9)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    return _save(fig, path, 110)


def attention_mass(q, k, head, query_block=128, key_block=64, scale=None):
    """Dense attention of one query head pooled into [query blocks, key blocks]: each query block's rows' softmax
    weights summed over the key block, divided by the rows (so each row of the result sums to 1). q [S, Hq, D],
    k [S, Hkv, D] (any float dtype); computed in float32 on q's device."""
    import torch
    S, hq, d = q.shape
    g = head // (hq // k.shape[1])
    scale = scale or d ** -0.5
    qh, kh = q[:, head].float(), k[:, g].float()
    nqb, nkb = -(-S // query_block), -(-S // key_block)
    out = torch.zeros(nqb, nkb, device=q.device)
    cols = torch.arange(S, device=q.device)
    for b in range(nqb):
        r0, r1 = b * query_block, min(S, (b + 1) * query_block)
        s = (qh[r0:r1] @ kh.T) * scale
        rows = torch.arange(r0, r1, device=q.device).view(-1, 1)
        s = s.masked_fill(cols.view(1, -1) > rows, float("-inf"))
        p = torch.softmax(s, -1).sum(0)
        pad = nkb * key_block - S
        out[b] = torch.nn.functional.pad(p, (0, pad)).view(nkb, key_block).sum(-1) / (r1 - r0)
    return out.cpu()


def method_masks(q, k, v, head, momo_k=16, momo_sinks=64, momo_window=1024, kascade_fraction=0.1, kascade_k_min=128,
                 key_block=64):
    """What MOMO and Kascade select for one query head of one layer, from the library's own calls on q/k/v
    [S, H, D] (bf16; CPU tensors run the references). Masks of [query blocks of 128 rows, key blocks of 64]:
    momo_kept (1 = a kept block), momo_fixed (1 = the block meets the sinks or some row's window), kascade_frac (the
    fraction of the block's keys in the tile's top-k), kascade_own (1 = the tile's own keys, always attended)."""
    import torch
    import sparseattn as sa
    S, hq, d = q.shape
    hkv = k.shape[1]
    g = head // (hq // hkv)
    Q, K, V = (t.to(torch.bfloat16).unsqueeze(0).contiguous() for t in (q, k, v))
    nqb, nkb = -(-S // 128), -(-S // key_block)
    _, bi, bc = sa.momo(Q, K, V, key_block=key_block, k_blocks=momo_k, k_exact=min(8, momo_k), k_trim=momo_k,
                        sink_tokens=momo_sinks, window_tokens=momo_window, return_blocks=True)
    bi, bc = bi[0, head].cpu(), bc[0, head].cpu()
    kept, fixed = torch.zeros(nqb, nkb), torch.zeros(nqb, nkb)
    for b in range(nqb):
        r0, r1 = b * 128, min(S, (b + 1) * 128)
        lo = max(0, r0 - momo_window + 1)  # the first row's window starts here; later rows' windows end later
        for j in range(nkb):
            k0, k1 = j * key_block, min(S, (j + 1) * key_block)
            if k0 >= r1:
                break
            if k0 < momo_sinks or k1 > lo:
                fixed[b, j] = 1.0
        for j in bi[b, :int(bc[b])].tolist():
            if 0 <= j < nkb:
                kept[b, j] = 1.0
    idx, cnt = sa.kascade_lists(Q, K, kascade_fraction, kascade_k_min, tile=128)
    sa.kascade_prefill(Q, K, V, idx, cnt, role="anchor", topk_fraction=kascade_fraction, k_min=kascade_k_min, tile=128)
    idx, cnt = idx[0, g].cpu(), cnt[0, g].cpu()
    frac, own = torch.zeros(nqb, nkb), torch.zeros(nqb, nkb)
    for t in range(nqb):
        r0, r1 = t * 128, min(S, (t + 1) * 128)
        sel = torch.zeros(nkb * key_block)
        keys = idx[t, :int(cnt[t])]
        keys = keys[(keys >= 0) & (keys < r0)].long()
        sel[keys] = 1.0
        frac[t] = sel.view(nkb, key_block).mean(-1)
        own[t, r0 // key_block:(r1 + key_block - 1) // key_block] = 1.0
    return {"momo_kept": kept, "momo_fixed": fixed, "kascade_frac": frac, "kascade_own": own,
            "momo_params": {"k": momo_k, "sinks": momo_sinks, "window": momo_window},
            "kascade_params": {"topk_fraction": kascade_fraction, "k_min": kascade_k_min}}


def plot_masks(q, k, v, head, path, title="", blasst_lambda=None, **kw):
    """PNG: one layer's dense attention (pooled, log scale) next to BLASST's skipped tiles (when blasst_lambda is
    given), MOMO's kept blocks and Kascade's selected keys for one head."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    import torch
    dense = attention_mass(q, k, head)
    m = method_masks(q, k, v, head, **kw)
    panels = 3 if blasst_lambda is None else 4
    fig, axes = plt.subplots(1, panels, figsize=(5.7 * panels, 5.6))
    S = q.shape[0]
    nqb, nkb = dense.shape
    ext = [0, nkb * 64, nqb * 128, 0]

    def overlay(ax, mask, color):
        a = np.ma.masked_where(mask.numpy() == 0, mask.numpy())
        ax.imshow(a, aspect="auto", cmap=matplotlib.colors.ListedColormap([color]), alpha=0.35, extent=ext,
                  interpolation="nearest")

    im = axes[0].imshow(torch.log10(dense.clamp(min=1e-6)).numpy(), aspect="auto", cmap="magma", extent=ext,
                        interpolation="nearest")
    fig.colorbar(im, ax=axes[0], label="log10 attention mass per key block (row mean)")
    axes[0].set_title("dense attention, query head %d\n(query blocks of 128 rows, key blocks of 64)" % head, fontsize=9)
    mp, kp = m["momo_params"], m["kascade_params"]
    axes[1].imshow(m["momo_kept"].numpy(), aspect="auto", cmap="Greens", vmin=0, vmax=1, extent=ext,
                   interpolation="nearest")
    overlay(axes[1], m["momo_fixed"], "tab:blue")
    axes[1].set_title("MOMO k = k_trim = %d: kept blocks (green),\nsinks %d + window %d (blue)"
                      % (mp["k"], mp["sinks"], mp["window"]), fontsize=9)
    axes[2].imshow(m["kascade_frac"].numpy(), aspect="auto", cmap="Reds", vmin=0, vmax=1, extent=ext,
                   interpolation="nearest")
    overlay(axes[2], m["kascade_own"], "tab:blue")
    if blasst_lambda is not None:
        import sparseattn as sa
        Q, K, V = (t.to(torch.bfloat16).unsqueeze(0).contiguous() for t in (q, k, v))
        mask, tl = sa.blasst_skip_mask(Q, K, V, blasst_lambda=blasst_lambda, causal=True)
        sk = mask[0, head].cpu().float()
        i = torch.arange(sk.shape[0])[:, None]
        j = torch.arange(sk.shape[1])[None, :]
        # 0: visited, 1: skipped; tiles past a query tile's causal limit are never visited (grey)
        seen = (j * tl["kv_tile"]) <= ((i // (tl["block_rows"] // tl["query_tile"])) + 1) * tl["block_rows"] - 1
        img = np.where(seen.numpy(), sk.numpy(), np.nan)
        axes[3].imshow(img, aspect="auto", cmap=matplotlib.colors.ListedColormap(["tab:green", "lightgrey"]),
                       vmin=0, vmax=1, interpolation="nearest",
                       extent=[0, sk.shape[1] * tl["kv_tile"], sk.shape[0] * tl["query_tile"], 0])
        axes[3].set_title("BLASST lambda = %.3g: KV tiles of %d keys visited (green) or skipped (grey)\nper query tile of "
                          "%d rows: %.1f%% of the visited tiles skipped" % (
                              blasst_lambda, tl["kv_tile"], tl["query_tile"], 100 * float(sk[seen].mean())), fontsize=9)
    axes[2].set_title("Kascade anchor top-%.0f%% (k_min %d): fraction of each key block\nin the tile's top-k (red), "
                      "the tile's own keys (blue)" % (100 * kp["topk_fraction"], kp["k_min"]), fontsize=9)
    for ax in axes:
        ax.set_xlabel("key position")
        ax.set_ylabel("query position")
        ax.set_xlim(0, S)
        ax.set_ylim(S, 0)
    if title:
        fig.suptitle(title, fontsize=10)
    return _save(fig, path, 110)


def _masks_main(argv):
    import numpy as np
    import torch
    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.plots masks")
    ap.add_argument("--capture", required=True, help="a sparseattn.capture folder")
    ap.add_argument("--layer", type=int, required=True)
    ap.add_argument("--head", type=int, default=0)
    ap.add_argument("--prompt", type=int, default=0)
    ap.add_argument("--tokens", type=int, default=None, help="first N tokens (default all)")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--out", default="masks.png")
    a = ap.parse_args(argv)
    t = {n: torch.from_numpy(np.load("%s/p%d_%s%d.npy" % (a.capture, a.prompt, n, a.layer)).astype(np.float32))
         for n in ("q", "k", "v")}
    n = a.tokens or t["q"].shape[0]
    q, k, v = (t[x][:n].to(a.device) for x in ("q", "k", "v"))
    print(plot_masks(q, k, v, a.head, a.out, title="%s layer %d head %d, %d tokens" % (a.capture, a.layer, a.head, n)))
    return 0


def _tokens(n):
    return f"{n >> 20}M" if n and n % (1 << 20) == 0 else f"{n >> 10}K" if n and n % 1024 == 0 else str(n)


def scaling_rows(lines):
    """cp_example.py's JSON lines as {(mode, label): {gpus: speedup}}, one GPU at 1.0; a repeated run keeps the last."""
    series = {}
    for r in lines:
        if r["mode"] == "decode":
            label = f"B{r['batch']} x {_tokens(r['seqlen'])}{' (graph)' if r.get('graph') else ''}"
        else:
            label = f"B{r['batch']} x {_tokens(r['seqlen'])}{'' if r.get('causal', True) else ' non-causal'}" + \
                (f" BLASST {r['blasst_lambda']:g}" if r.get("blasst_lambda") is not None else "")
        s = series.setdefault((r["mode"], label), {1: 1.0})
        s[int(r["world"])] = float(r["speedup"])
    return series


def plot_scaling(lines, path):
    """Writes the PNG and returns its path. lines: cp_example.py's JSON rows (dicts)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    series = scaling_rows(lines)
    modes = [m for m in ("prefill", "decode") if any(k[0] == m for k in series)]
    if not modes:
        raise ValueError("no prefill or decode rows")
    fig, axes = plt.subplots(1, len(modes), figsize=(6 * len(modes), 4.5), squeeze=False)
    for ax, mode in zip(axes[0], modes):
        top = 1
        for (m, label), pts in sorted(series.items()):
            if m != mode:
                continue
            xs = sorted(pts)
            ax.plot(xs, [pts[x] for x in xs], marker="o", label=label)
            top = max(top, xs[-1])
        ax.plot([1, top], [1, top], ":", color="gray", label="linear")
        ax.set_xticks(range(1, top + 1))
        ax.set_xlabel("GPUs")
        ax.set_ylabel("speedup over one GPU")
        ax.set_title("ring attention (prefill)" if mode == "prefill" else "sharded decode (one step)")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    return _save(fig, path, 120)


def _scaling_main(argv):
    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.plots scaling",
                                 description="context parallelism's scaling from cp_example.py --json lines")
    ap.add_argument("jsonl")
    ap.add_argument("--out", default="cp_scaling.png")
    a = ap.parse_args(argv)
    with open(a.jsonl) as f:
        lines = [json.loads(x) for x in f if x.strip()]
    print(plot_scaling(lines, a.out))
    return 0


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "masks":
        return _masks_main(argv[1:])
    if argv and argv[0] == "scaling":
        return _scaling_main(argv[1:])
    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.plots", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json", help="sparseattn.eval's JSON")
    ap.add_argument("--out", default="accuracy_vs_sparsity.png")
    ap.add_argument("--speedup", default=None, help="also the speedup-against-sparsity PNG (GPU results)")
    a = ap.parse_args(argv)
    with open(a.json) as f:
        result = json.load(f)
    print(plot_accuracy(result, a.out))
    if a.speedup:
        print(plot_speedup(result, a.speedup))
    return 0


if __name__ == "__main__":
    sys.exit(main())
