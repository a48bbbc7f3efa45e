"""sparseattn.eval and sparseattn.capture end to end on CPU, on a tiny randomly initialised Llama-style model built
from a config (no download): the command's table and JSON, and the capture's .npy layouts.

Runs with pytest (examples/python/tests) or as a script: python3 examples/python/tests/test_eval.py"""
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PKG_ROOT = os.path.abspath(os.path.join(HERE, ".."))
ROOT = os.path.abspath(os.path.join(PKG_ROOT, "..", ".."))
if PKG_ROOT not in sys.path:
    sys.path.insert(0, PKG_ROOT)

TOOL = os.path.join(ROOT, "build", "kascade_plan")
# Kascade's DP anchors need build/kascade_plan; evenly spaced anchors need nothing
KASCADE = "kascade" if os.path.exists(TOOL) else "kascade-even"
TOKENS = 256
DECODE = 12
EVAL_ARGS = ["--model", "tiny-random", "--device", "cpu", "--threads", "2", "--max-tokens", str(TOKENS), "--docs", "2",
             "--methods", "dense,blasst,momo,%s,static" % KASCADE, "--blasst-targets", "0.5", "--blasst-steps", "1",
             "--momo-k", "2", "--momo-sinks", "16", "--momo-window", "64", "--kascade-topk", "0.1",
             "--kascade-k-min", "16", "--kascade-anchors", "1", "--passkey-lengths", "320", "--passkey-depths", "0.5",
             "--passkey-trials", "2", "--decode-tokens", str(DECODE), "--masks",
             "--static-time-fractions", "0.05,0.3,1.0"]


def _run_eval(out):
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_ROOT + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    r = subprocess.run([sys.executable, "-m", "sparseattn.eval"] + EVAL_ARGS + ["--out", out], env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, "eval failed (%d):\n%s\n%s" % (r.returncode, r.stdout[-3000:], r.stderr[-5000:])
    return r.stdout, r.stderr


def test_eval_command_end_to_end():
    with tempfile.TemporaryDirectory() as out:
        stdout, stderr = _run_eval(out)
        with open(os.path.join(out, "eval.json")) as f:
            res = json.load(f)
        with open(os.path.join(out, "table.txt")) as f:
            table = f.read()
        try:
            import matplotlib  # noqa: F401
            assert os.path.getsize(os.path.join(out, "accuracy_vs_sparsity.png")) > 1000
            assert os.path.getsize(os.path.join(out, "masks_layer1_head0.png")) > 1000
        except ImportError:
            pass
    assert table.strip() in stdout
    lines = table.splitlines()
    assert lines[1].split()[:4] == ["setting", "sparsity", "NLL", "dNLL"], lines[1]
    rows = {r["name"]: r for r in res["settings"]}
    assert res["model"]["layers"] == 2 and res["model"]["heads_q"] == 6 and res["model"]["heads_kv"] == 2
    assert [d["tokens"] for d in res["documents"]] == [TOKENS, TOKENS]
    assert res["development"]["name"] not in [d["name"] for d in res["documents"]]
    # every setting is a row of the printed table, in the JSON's order
    body = [ln.split()[0] for ln in lines[3:3 + len(res["settings"])]]
    assert body == [r["name"] for r in res["settings"]], body
    fams = {r["family"] for r in res["settings"]}
    assert fams == {"dense", "blasst", "momo", KASCADE, "static", "static-time"}, fams
    dense = rows["dense"]
    assert dense["delta_nll"] == 0.0 and dense["kl"] == 0.0 and dense["top1_agreement"] == 1.0
    assert dense["sparsity"] == 0.0
    assert 0 < dense["nll"] < 20 and math.isfinite(dense["nll"])
    sparse = [r for r in res["settings"] if r["family"] not in ("dense", "static", "static-time")]
    for r in res["settings"]:
        assert r["kl"] >= 0.0, r["name"]
        assert 0.0 <= r["sparsity"] <= 1.0, r["name"]
        assert 0.0 <= r["top1_agreement"] <= 1.0, r["name"]
        if r["family"] == "static-time":  # matched on the documents only
            assert "passkey_accuracy" not in r and not r.get("passkey"), r["name"]
            continue
        assert 0.0 <= r["passkey_accuracy"] <= 1.0, r["name"]
        assert r["tokens_scored"] == 2 * (TOKENS - TOKENS // 2 - 1), r["name"]
        # the interval over the two documents holds their mean (equal lengths: the token mean)
        lo, hi = r["delta_nll_doc_ci"]
        assert r["delta_nll_docs"] == 2 and lo - 1e-6 <= r["delta_nll"] <= hi + 1e-6, r["name"]
        if r["family"] == "dense":
            assert lo == hi == 0.0
        assert abs(r["nll"] - dense["nll"] - r["delta_nll"]) < 1e-4, r["name"]
        assert len(r["passkey"]) == 2 and all(p["tokens"] <= 320 for p in r["passkey"])
        assert r["passkey"][0]["key"] != r["passkey"][1]["key"]
    # decode mode: every setting but the static baselines, the last DECODE tokens through its decode path
    assert res["decode_tokens"] == DECODE and "dec dNLL" in lines[1]
    dd = dense["decode"]
    assert dd["delta_nll"] == 0.0 and dd["kl"] == 0.0 and dd["sparsity"] == 0.0 and dd["tokens_scored"] == 2 * DECODE
    assert 0 < dd["nll"] < 20
    for r in res["settings"]:
        if r["family"] in ("static", "static-time"):
            assert "decode" not in r, r["name"]
            continue
        d = r["decode"]
        assert d["tokens_scored"] == 2 * DECODE and d["kl"] >= 0.0 and 0.0 <= d["top1_agreement"] <= 1.0, r["name"]
        assert abs(d["nll"] - dd["nll"] - d["delta_nll"]) < 1e-4 and 0.0 <= d["sparsity"] <= 1.0, r["name"]
    # MOMO is a prefill method: its decode steps attend to every key; Kascade's decode skips keys
    assert all(r["decode"]["sparsity"] == 0.0 for r in sparse if r["family"] == "momo")
    assert any(r["decode"]["sparsity"] > 0.05 for r in sparse if r["family"] == KASCADE)
    # the sparse methods skipped work here, and each static baseline ran at its setting's key budget
    for fam in ("momo", KASCADE):
        assert any(r["sparsity"] > 0.05 for r in sparse if r["family"] == fam), fam
    for r in sparse:
        st = rows["static@" + r["name"]]
        assert st["params"]["matched_to"] == r["name"]
        assert abs(st["sparsity"] - r["sparsity"]) < 0.05, (r["name"], r["sparsity"], st["sparsity"])
        if r["sparsity"] > 0.05:
            assert st["kl"] > 0.0
    # the paired comparison with the static baseline, per document
    for fam, c in res["static_comparison"].items():
        for e in c["better"] + c["worse"]:
            per = {d["doc"]: d["dnll"] for d in rows[e["setting"]]["documents"]}
            sper = {d["doc"]: d["dnll"] for d in rows["static@" + e["setting"]]["documents"]}
            diff = sum(per[k] - sper[k] for k in per) / len(per)
            assert e["paired_docs"] == 2 and abs(e["paired_diff"] - diff) < 1e-9
            assert e["paired_ci"][0] - 1e-9 <= e["paired_diff"] <= e["paired_ci"][1] + 1e-9
    # the static baseline matched on time: one per sparse setting, on every document, at the budget interpolated on
    # that document's static timings (CPU wall times here), paired with the setting by document
    curves = res["calibration"]["static_time"]
    assert [c["doc"] for c in curves] == [d["name"] for d in res["documents"]]
    for c in curves:
        assert [p[0] for p in c["curve"]] == sorted(p[0] for p in c["curve"]) and all(p[2] > 0 for p in c["curve"])
    for r in sparse:
        tm = rows["static-t@" + r["name"]]
        assert tm["params"] == {"matched_to": r["name"], "match": "time"} and len(tm["documents"]) == 2
        for d, src in zip(tm["documents"], r["documents"]):
            assert d["doc"] == src["doc"] and d["target_ms"] == src["attn_ms"] > 0
            assert d["clamp"] in (None, "below", "above") and 0 < d["fraction"] <= 1 and d["attn_ms"] > 0
        assert tm["attn_ms_per_layer"] > 0 and r["attn_ms_per_layer"] > 0
    for c in res["static_comparison"].values():
        for e in c["better"] + c["worse"]:
            t = e["time"]
            per = {d["doc"]: d["dnll"] for d in rows[e["setting"]]["documents"]}
            tper = {d["doc"]: d["dnll"] for d in rows["static-t@" + e["setting"]]["documents"]}
            assert t["paired_docs"] == 2 and abs(t["paired_diff"] - sum(per[k] - tper[k] for k in per) / 2) < 1e-9
    assert any("static-t@X" in ln for ln in lines)
    # BLASST: the search reports the lambda it found, or the highest sparsity it reached
    b = [r for r in sparse if r["family"] == "blasst"]
    assert len(b) == 1 and 0 < b[0]["params"]["lambda"] < 1
    assert b[0]["params"]["reached"] or any("unreachable" in n for n in res["notes"])
    assert res["calibration"]["blasst_search"]["points"]
    if "kascade" in fams:
        assert res["calibration"]["kascade_plan"]["anchors"][0] == 0


def test_time_matched_fraction():
    """The static budget for a time: interpolated, noise made monotone, the ends clamped and named."""
    from sparseattn import eval as sae
    curve = [[0.1, 0.1, 1.0], [0.5, 0.5, 3.0], [0.7, 0.7, 2.5], [1.0, 1.0, 4.0]]
    f, clamp = sae.time_matched_fraction(curve, 2.0)
    assert clamp is None and abs(f - 0.3) < 1e-12
    assert sae.time_matched_fraction(curve, 1.0) == (0.1, None)
    # 0.7's time below 0.5's is noise: 3.0 is first reached at 0.5
    assert sae.time_matched_fraction(curve, 3.0) == (0.5, None)
    f, clamp = sae.time_matched_fraction(curve, 3.5)
    assert clamp is None and abs(f - 0.85) < 1e-12
    assert sae.time_matched_fraction(curve, 0.5) == (0.1, "below")
    assert sae.time_matched_fraction(curve, 9.0) == (1.0, "above")


def test_time_matched_static_with_a_timer():
    """With the attention time given by a model of it (static: 0.2 + the fraction of keys attended, ms per layer;
    MOMO 0.6; Kascade 0.1, faster than the smallest static budget), the static baseline matched on time runs at the
    budget that takes the setting's time: 40% of the keys for MOMO, the smallest budget (clamped) for Kascade."""
    from sparseattn import eval as sae, hf as sahf

    def timer(method, t):
        if isinstance(method, sahf.Static):
            ms = 0.2 + t["keys_attended"] / t["keys_visible"]
        else:
            ms = {sahf.Dense: 1.2, sahf.Momo: 0.6, sahf.Kascade: 0.1}[type(method)]
        return [ms] * t["layers"]

    with tempfile.TemporaryDirectory() as out:
        path = os.path.join(out, "eval.json")
        sae.main(["--model", "tiny-random", "--device", "cpu", "--threads", "2", "--max-tokens", str(TOKENS),
                  "--docs", "2", "--methods", "dense,momo,kascade-even,static", "--momo-k", "2", "--momo-sinks", "16",
                  "--momo-window", "64", "--kascade-topk", "0.1", "--kascade-k-min", "16", "--kascade-anchors", "1",
                  "--passkey-lengths", "0", "--decode-tokens", "0", "--no-plot", "--json", path], timer=timer)
        with open(path) as f:
            res = json.load(f)
    rows = {r["name"]: r for r in res["settings"]}
    assert rows["dense"]["attn_ms_per_layer"] == 1.2 and rows["momo-k2"]["speedup_vs_dense"] == 2.0
    tm = rows["static-t@momo-k2"]
    # (the budgets' rounding to whole keys moves the fraction asked a little off the 40% attended)
    assert all(d["target_ms"] == 0.6 and d["clamp"] is None and abs(d["fraction"] - 0.4) < 0.01
               for d in tm["documents"])
    assert abs(tm["sparsity"] - 0.6) < 0.02 and abs(tm["attn_ms_per_layer"] - 0.6) < 0.02
    tk = rows["static-t@kascade-even-10"]
    assert all(d["clamp"] == "below" and d["fraction"] == 0.02 for d in tk["documents"])
    # the key-matched baseline is unchanged beside it
    assert abs(rows["static@momo-k2"]["sparsity"] - rows["momo-k2"]["sparsity"]) < 0.05
    e = res["static_comparison"]["momo"]["better"] + res["static_comparison"]["momo"]["worse"]
    assert len(e) == 1 and e[0]["time"]["static_attn_ms"] == tm["attn_ms_per_layer"]
    assert e[0]["time"]["static_delta_nll"] == tm["delta_nll"] and e[0]["time"]["clamped_docs"] == 0


def test_documents_and_intervals():
    """A document this machine lacks is left out and named; the bootstrap interval over documents."""
    from sparseattn import eval as sae
    codec = sae.Codec(sae.ByteTokenizer())
    saved = sae.EVAL_DOCUMENTS
    try:
        sae.EVAL_DOCUMENTS = [("present", ["stdlib:argparse.py"]), ("absent", ["/nonexistent/file.txt"]),
                              ("also-present", ["stdlib:typing.py"])]
        docs, dev, notes = sae.load_documents(codec, 300, 5)
    finally:
        sae.EVAL_DOCUMENTS = saved
    assert [d.name for d in docs] == ["present", "also-present"] and all(len(d.ids) == 300 for d in docs)
    assert len(notes) == 1 and "absent" in notes[0] and len(dev.ids) == 300
    assert sae.bootstrap_ci([1.0]) is None
    lo, hi = sae.bootstrap_ci([0.0, 1.0, 2.0, 3.0])
    assert 0.0 <= lo < 1.5 < hi <= 3.0
    assert sae.bootstrap_ci([2.0, 2.0, 2.0]) == [2.0, 2.0]


def test_capture_layouts():
    import numpy as np
    import torch
    from sparseattn import capture, eval as sae

    model, codec, info = sae.load_model("tiny-random", "cpu", attn="sdpa")
    ids = torch.tensor([codec.encode("def f(x):\n    return x + 1\n" * 8, bos=True)[:200]])
    with torch.no_grad():
        ref = model(input_ids=ids, use_cache=False).logits
    rec = capture.capture(model, ids)
    with torch.no_grad():
        again = model(input_ids=ids, use_cache=False).logits
    assert model.config._attn_implementation == "sdpa"
    assert torch.equal(ref, again)
    S = ids.shape[1]
    with tempfile.TemporaryDirectory() as d:
        n = capture.write_npy(rec, d)
        assert n == 2
        for l in range(2):
            q = np.load(os.path.join(d, "p0_q%d.npy" % l))
            k = np.load(os.path.join(d, "p0_k%d.npy" % l))
            v = np.load(os.path.join(d, "p0_v%d.npy" % l))
            x = np.load(os.path.join(d, "p0_x%d.npy" % l))
            y = np.load(os.path.join(d, "p0_y%d.npy" % l))
            assert q.shape == (S, 6, 64) and k.shape == (S, 2, 64) and v.shape == (S, 2, 64)
            assert x.shape == (S, 384) and y.shape == (S, 384)
            assert q.dtype in (np.float16, np.float32)
            assert not np.allclose(x, y)
            for name, a in (("q", q), ("k", k), ("v", v)):
                assert np.array_equal(np.load(os.path.join(d, "blasst", "p0", "layer%d" % l, name + ".npy")), a)
        allq = np.load(os.path.join(d, "blasst", "p0", "all", "q.npy"))
        allk = np.load(os.path.join(d, "blasst", "p0", "all", "k.npy"))
        assert allq.shape == (S, 12, 64) and allk.shape == (S, 4, 64)
        assert np.array_equal(allq[:, 6:], np.load(os.path.join(d, "p0_q1.npy")))
        assert np.array_equal(allk[:, :2], np.load(os.path.join(d, "p0_k0.npy")))
        # layer 1's input is layer 0's attention output plus its MLP: x1 != y0, but both are finite
        assert np.isfinite(np.load(os.path.join(d, "p0_x1.npy"))).all()
        if os.path.exists(TOOL):
            r = subprocess.run([TOOL, "--dir", d, "--layers", "2", "--anchors", "1", "--tile", "32",
                                "--out", os.path.join(d, "plan.txt")], capture_output=True, text=True)
            assert r.returncode == 0, r.stderr
            assert "importance weights from x/y" in r.stdout
            anchors, maps = sae.parse_plan(open(os.path.join(d, "plan.txt")).read())
            assert anchors == [0] and sorted(maps) == [0, 1]


if __name__ == "__main__":
    for name, fn in list(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            print(name, "passed")
