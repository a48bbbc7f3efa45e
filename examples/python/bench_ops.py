"""The Python layer's cost: a call through sparseattn's checked functions and torch custom ops against the raw C call
(the same prepared arguments handed to sa_decode / sa_attention through ctypes), on the same tensors.

    python3 examples/python/bench_ops.py [--json out.json]

Two figures per path, medians of interleaved rounds: the GPU time of `reps` calls issued back to back (what a model
pays when the GPU is the bottleneck), and the host time to issue one call (what it pays when the CPU is).
"""
import argparse
import ctypes
import json
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sparseattn  # noqa: E402
from sparseattn import _core, _lib  # noqa: E402


def timed(fn, reps):
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    t0 = time.perf_counter()
    s.record()
    for _ in range(reps):
        fn()
    e.record()
    host = (time.perf_counter() - t0) / reps
    e.synchronize()
    return s.elapsed_time(e) / reps, host * 1e3


def compare(name, fns, reps, rounds):
    for f in fns.values():   # warm-up: kernels loaded, allocator filled
        f()
    torch.cuda.synchronize()
    gpu = {k: [] for k in fns}
    host = {k: [] for k in fns}
    for _ in range(rounds):
        for k, f in fns.items():
            g, h = timed(f, reps)
            gpu[k].append(g)
            host[k].append(h)
    row = {"case": name}
    for k in fns:
        row[k + "_gpu_ms"] = statistics.median(gpu[k])
        row[k + "_host_ms"] = statistics.median(host[k])
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    dev = torch.device("cuda")
    rows = []

    # decode B64 x 32K, d128, 32/8 heads
    B, S, Hq, Hkv, D = 64, 32768, 32, 8, 128
    q = torch.randn(B, 1, Hq, D, device=dev, dtype=torch.bfloat16)
    kc = torch.randn(B, S, Hkv, D, device=dev, dtype=torch.bfloat16)
    vc = torch.randn(B, S, Hkv, D, device=dev, dtype=torch.bfloat16)
    lens = torch.full((B,), S, dtype=torch.int32, device=dev)
    out = torch.empty_like(q)
    a = _core.decode_args(q, kc, vc, lens, None, S, False, 0.0, False, 0.0, 0.0, None, 0, out, None)
    ctx = _lib.context_for(dev.index or 0)
    plan = _lib.sa_decode_plan()
    ctx.check(_lib.lib.sa_decode_plan_get(ctx.ptr, ctypes.byref(a), ctypes.byref(plan)), "plan")
    ws = torch.empty(max(plan.workspace_bytes, 1), dtype=torch.uint8, device=dev)
    a.workspace, a.workspace_bytes = ws.data_ptr(), ws.numel()
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    ap_ = ctypes.byref(a)

    def raw_decode():
        _lib.lib.sa_decode(ctx.ptr, ap_, stream)

    rows.append(compare(f"decode B{B} x {S // 1024}K d{D}", {
        "raw_c": raw_decode,
        "op": lambda: sparseattn.decode(q, kc, vc, lens, max_seqlen_k=S, workspace=ws),
        "op_alloc": lambda: sparseattn.decode(q, kc, vc, lens, max_seqlen_k=S),
    }, reps=20, rounds=args.rounds))
    del kc, vc

    # prefill 16K causal, d128, 32/8 heads
    S = 16384
    q = torch.randn(1, S, Hq, D, device=dev, dtype=torch.bfloat16)
    k = torch.randn(1, S, Hkv, D, device=dev, dtype=torch.bfloat16)
    v = torch.randn(1, S, Hkv, D, device=dev, dtype=torch.bfloat16)
    o = torch.empty_like(q)
    pa = _core.attention_args(q, k, v, o, None, None, None, 0, 0, True, 0.0, False, 0.0, 0.0, None)
    pap = ctypes.byref(pa)
    rows.append(compare(f"prefill 1 x {S // 1024}K causal d{D}", {
        "raw_c": lambda: _lib.lib.sa_attention(ctx.ptr, pap, stream),
        "op": lambda: sparseattn.attention(q, k, v, causal=True),
    }, reps=5, rounds=args.rounds))

    print(f"{'case':28s} {'path':10s} {'GPU ms/call':>12s} {'host ms/call':>13s} {'GPU vs raw':>11s}")
    for r in rows:
        for p in ("raw_c", "op", "op_alloc"):
            if p + "_gpu_ms" in r:
                print(f"{r['case']:28s} {p:10s} {r[p + '_gpu_ms']:12.4f} {r[p + '_host_ms']:13.4f} "
                      f"{r[p + '_gpu_ms'] / r['raw_c_gpu_ms']:11.4f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
