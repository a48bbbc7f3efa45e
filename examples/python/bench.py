#!/usr/bin/env python3
"""Dense prefill: sparseattn next to torch SDPA (flash and cuDNN backends), same tensors, same process.

    make lib && python3 examples/python/bench.py [--seqlen 16384] [--json out.json]

Each shape's runners (ours, ours on the sm80 family, flash, cuDNN) are timed in interleaved rounds: a round times
`reps` CUDA-event-timed calls of each runner in turn and keeps each one's median; the figure is the median over
`rounds` rounds, so a clock or thermal drift during the run moves every runner alike. TFLOP/s = 4 B Hq Sq Sk D
(halved when causal). Our output is checked against the flash backend's on every shape before it is timed.
"""
import argparse
import json
import os
import statistics
import sys
import time

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sparseattn  # noqa: E402


def time_ms(fn, warmup, reps):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b))
    return statistics.median(ts), ts


def time_ms_queued(fn, warmup, reps, calls=10):
    """time_ms with each sample timing `calls` calls queued back to back, divided by `calls`: the host's time to issue
    a call (Python, ctypes, the argument checks) overlaps the previous call's kernels, as in an engine that replays
    CUDA graphs or issues ahead of the GPU. For kernels of a few hundred microseconds that host time is a visible
    share of time_ms's figure, for every library timed. Returns (median, samples)."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(calls):
            fn()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b) / calls)
    return statistics.median(ts), ts


def time_ms_graph(fn, warmup, reps, calls=10):
    """time_ms with each sample replaying one CUDA graph of `calls` captured calls, divided by `calls`: no host time
    at all, as an engine that captures its decode step sees. The warm-up calls run on a side stream before the
    capture (as torch.cuda.graphs asks). Returns (median, samples)."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(max(warmup, 1)):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(calls):
            fn()
    g.replay()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        g.replay()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b) / calls)
    del g
    return statistics.median(ts), ts


def sdpa_runner(backend, q, k, v, causal):
    """A callable for one SDPA backend on [B, S, H, D] tensors, or (None, why) if the backend refuses."""
    qt, kt, vt = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
    gqa = q.shape[2] != k.shape[2]
    variants = [("gqa", lambda: F.scaled_dot_product_attention(qt, kt, vt, is_causal=causal, enable_gqa=gqa))]
    if gqa:   # a backend without GQA support gets K/V expanded to Hq heads (outside the timed region)
        rep = q.shape[2] // k.shape[2]
        ke, ve = kt.repeat_interleave(rep, dim=1), vt.repeat_interleave(rep, dim=1)
        variants.append(("expanded KV", lambda: F.scaled_dot_product_attention(qt, ke, ve, is_causal=causal)))
    why = ""
    for how, fn in variants:
        try:
            with sdpa_kernel([backend]):
                out = fn()
            torch.cuda.synchronize()

            def run(fn=fn):
                with sdpa_kernel([backend]):
                    return fn()
            return run, how, out.transpose(1, 2)
        except Exception as e:  # noqa: BLE001 - report why a peer could not run
            why = f"{type(e).__name__}: {str(e).splitlines()[0][:120]}"
    return None, why, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seqlen", type=int, default=16384)
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--heads-q", type=int, default=32)
    ap.add_argument("--heads-kv", type=int, default=8)
    ap.add_argument("--dims", default="128,64")
    ap.add_argument("--dtype", default="bf16", choices=["bf16", "fp16"])
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=5, help="interleaved timing rounds (median over them)")
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args()

    dt = torch.bfloat16 if args.dtype == "bf16" else torch.float16
    t0 = time.perf_counter()
    sa = sparseattn.SparseAttn()
    ctx_ms = (time.perf_counter() - t0) * 1e3
    sa80 = sparseattn.SparseAttn(max_family=80)   # the sm80 family on the same GPU, for comparison
    info = sa.device_info()
    print(f"device: {info['name']} ({info['sm_count']} SMs, {info['arch']}), torch {torch.__version__}, "
          f"cuDNN {torch.backends.cudnn.version()}, NVRTC {info['nvrtc_major']}.{info['nvrtc_minor']}; "
          f"context in {ctx_ms:.1f} ms; cache {info['cache_dir'] or '(memory)'}")
    rows = []
    torch.manual_seed(0)
    for d in [int(x) for x in args.dims.split(",")]:
        for causal in (True, False):
            B, S, Hq, Hkv = args.batch, args.seqlen, args.heads_q, args.heads_kv
            q = torch.randn(B, S, Hq, d, device="cuda", dtype=dt)
            k = torch.randn(B, S, Hkv, d, device="cuda", dtype=dt)
            v = torch.randn(B, S, Hkv, d, device="cuda", dtype=dt)
            o = torch.empty_like(q)
            flops = sparseattn.attention_flops(B, Hq, S, S, d, causal)
            t1 = time.perf_counter()
            sa.attention(q, k, v, out=o, causal=causal)
            torch.cuda.synchronize()
            first_ms = (time.perf_counter() - t1) * 1e3
            row = {"head_dim": d, "causal": causal, "seqlen": S, "batch": B, "heads_q": Hq, "heads_kv": Hkv,
                   "dtype": args.dtype, "first_call_ms": first_ms}
            runners = {"ours": lambda: sa.attention(q, k, v, out=o, causal=causal)}
            row["ours_kernel"] = [k["name"] for k in sa.kernel_infos() if f"_d{d}_" in k["name"] and
                                  k["name"].endswith("_causal") == causal][-1:]
            o80 = torch.empty_like(q)
            runners["sm80"] = lambda: sa80.attention(q, k, v, out=o80, causal=causal)
            for name, backend in (("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)):
                run, how, ref = sdpa_runner(backend, q, k, v, causal)
                if run is None:
                    row[name + "_note"] = how
                    continue
                if name == "flash":   # our output against the flash backend's
                    diff = (o.float() - ref.float())
                    row["rel_err_vs_flash"] = (diff.norm() / ref.float().norm()).item()
                    row["max_abs_vs_flash"] = diff.abs().max().item()
                    if not torch.isfinite(o).all():
                        row["rel_err_vs_flash"] = float("inf")
                del ref
                runners[name] = run
                row[name + "_how"] = how
            for fn in runners.values():   # warm-up, then the interleaved rounds
                time_ms(fn, args.warmup, 1)
            per_round = {name: [] for name in runners}
            for _ in range(args.rounds):
                for name, fn in runners.items():
                    per_round[name].append(time_ms(fn, 0, args.reps)[0])
            for name, ts in per_round.items():
                ms = statistics.median(ts)
                row[name + "_ms"], row[name + "_tflops"] = ms, flops / ms / 1e9
            rows.append(row)
            del q, k, v, o
            torch.cuda.empty_cache()

    for kinfo in sa.kernel_infos():
        src = "disk cache" if kinfo["from_disk"] else f"compiled {kinfo['compile_ms']:.0f} ms"
        print(f"kernel {kinfo['name']}: {src}, load {kinfo['load_ms']:.2f} ms, {kinfo['registers']} registers")
    hdr = f"{'shape':<40} {'ours':>8} {'(sm80)':>8} {'flash':>8} {'cudnn':>8} {'ours/flash':>10} {'ours/cudnn':>10} {'err vs flash':>12}"
    print(f"\nTFLOP/s, median over {args.rounds} interleaved rounds of the median of {args.reps} calls")
    print(hdr)
    for r in rows:
        shape = f"B{r['batch']} S{r['seqlen']} H{r['heads_q']}/{r['heads_kv']} d{r['head_dim']} " + \
                ("causal" if r["causal"] else "full") + f" {r['dtype']}"
        fl, cu = r.get("flash_tflops"), r.get("cudnn_tflops")
        print(f"{shape:<40} {r['ours_tflops']:8.1f} {r['sm80_tflops']:8.1f} {fl or float('nan'):8.1f} {cu or float('nan'):8.1f} "
              f"{(r['ours_tflops'] / fl) if fl else float('nan'):10.3f} {(r['ours_tflops'] / cu) if cu else float('nan'):10.3f} "
              f"{r.get('rel_err_vs_flash', float('nan')):12.2e}")
        for name in ("flash", "cudnn"):
            if name + "_note" in r:
                print(f"    {name} did not run: {r[name + '_note']}")
            elif r.get(name + "_how") == "expanded KV":
                print(f"    {name}: no GQA support, ran with K/V expanded to {r['heads_q']} heads")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": info, "torch": torch.__version__, "rows": rows,
                       "kernels": sa.kernel_infos()}, f, indent=1)
    bad = [r for r in rows if not r.get("rel_err_vs_flash", 0) < 2e-2]
    if bad:
        print("ERROR: output differs from the flash backend:", bad)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
