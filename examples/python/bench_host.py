"""The Python layer's host time per call, measured without a GPU: CPU tensors through the GPU path with the
library's GPU entry points stubbed out (sparseattn._stubgpu), so what is timed is the package's own work (checks,
caches, struct fill, allocations, the ctypes conversion) and not the library's or the driver's. bench_ops.py times
the same paths on a GPU, where the raw C call's own host time (about 10 us) comes on top.

    python3 examples/python/bench_host.py [--rounds 7] [--calls 2000] [--profile CASE] [--json out.json]

The figure is the thread's CPU time per call (median of the rounds; the least in brackets), so that other
processes on a shared machine weigh little. Shapes are bench_ops.py's with shorter caches (host work does not depend
on the lengths). Allocations here are the CPU allocator's (a workspace of 1 MB when the call allocates one); a CUDA
caching-allocator allocation costs a few us more. --profile prints cProfile's top functions for the cases whose name
contains CASE.
"""
import argparse
import cProfile
import ctypes
import json
import os
import pstats
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sparseattn  # noqa: E402
from sparseattn import _core, _lib, _stubgpu  # noqa: E402
from sparseattn.flashinfer import BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper  # noqa: E402


def per_call_us(fn, calls, rounds):
    """The thread's CPU time per call (other processes' load does not count), median and least of the rounds."""
    for _ in range(20):
        fn()
    samples = []
    for _ in range(rounds):
        t0 = time.thread_time()
        for _ in range(calls):
            fn()
        samples.append((time.thread_time() - t0) / calls * 1e6)
    return statistics.median(samples), min(samples)


def cases():
    """(name, fn) pairs; the tensors stay alive in the closures."""
    bf = torch.bfloat16
    Hq, Hkv, D = 32, 8, 128
    out = []

    # decode B64 (bench_ops.py: x 32K; here x 1K)
    B, S = 64, 1024
    q = torch.empty(B, 1, Hq, D, dtype=bf)
    kc = torch.empty(B, S, Hkv, D, dtype=bf)
    vc = torch.empty(B, S, Hkv, D, dtype=bf)
    lens = torch.full((B,), S, dtype=torch.int32)
    ws = torch.empty(1 << 20, dtype=torch.uint8)
    a = _core.decode_args(q, kc, vc, lens, None, S, False, 0.0, False, 0.0, 0.0, None, 0, torch.empty_like(q), None)
    a.workspace, a.workspace_bytes = ws.data_ptr(), ws.numel()
    ctx = _core.ctx_of(q)
    ap = ctypes.byref(a)
    out += [
        ("decode B64 raw C call", lambda: _core.lib.sa_decode(ctx.ptr, ap, None)),
        ("decode B64 sparseattn.decode, workspace", lambda: sparseattn.decode(q, kc, vc, lens, max_seqlen_k=S,
                                                                               workspace=ws)),
        ("decode B64 sparseattn.decode, no workspace", lambda: sparseattn.decode(q, kc, vc, lens, max_seqlen_k=S)),
        ("decode B64 flash_attn_with_kvcache", lambda: sparseattn.flash_attn_with_kvcache(q, kc, vc,
                                                                                           cache_seqlens=lens)),
        ("decode B64 flash_attn_with_kvcache max_seqlen_k", lambda: sparseattn.flash_attn_with_kvcache(
            q, kc, vc, cache_seqlens=lens, max_seqlen_k=S)),
    ]
    q1 = torch.empty(1, 1, Hq, D, dtype=bf)
    kc1 = torch.empty(1, 4096, Hkv, D, dtype=bf)
    vc1 = torch.empty(1, 4096, Hkv, D, dtype=bf)
    lens1 = torch.full((1,), 4096, dtype=torch.int32)
    out.append(("decode B1 x 4K flash_attn_with_kvcache", lambda: sparseattn.flash_attn_with_kvcache(
        q1, kc1, vc1, cache_seqlens=lens1)))

    # prefill 1 x 1K causal (bench_ops.py: 16K), and packed: 4 sequences of 256
    Sp = 1024
    qp = torch.empty(1, Sp, Hq, D, dtype=bf)
    kp = torch.empty(1, Sp, Hkv, D, dtype=bf)
    vp = torch.empty(1, Sp, Hkv, D, dtype=bf)
    pa = _core.attention_args(qp, kp, vp, torch.empty_like(qp), None, None, None, 0, 0, True, 0.0, False, 0.0, 0.0,
                              None)
    pap = ctypes.byref(pa)
    cu = torch.tensor([0, 256, 512, 768, 1024], dtype=torch.int32)
    qv, kv_, vv = qp[0], kp[0], vp[0]
    out += [
        ("prefill raw C call", lambda: _core.lib.sa_attention(ctx.ptr, pap, None)),
        ("prefill sparseattn.attention", lambda: sparseattn.attention(qp, kp, vp, causal=True)),
        ("prefill flash_attn_func", lambda: sparseattn.flash_attn_func(qp, kp, vp, causal=True)),
        ("prefill flash_attn_varlen_func", lambda: sparseattn.flash_attn_varlen_func(
            qv, kv_, vv, cu, cu, 256, 256, causal=True)),
    ]

    # FlashInfer wrappers, page 16: decode B64 x 1K keys; prefill 4 sequences of 256 new rows over 1K keys
    ps, pages = 16, S // 16
    kpg = torch.empty(B * pages, ps, Hkv, D, dtype=bf)
    vpg = torch.empty(B * pages, ps, Hkv, D, dtype=bf)
    indptr = torch.arange(B + 1, dtype=torch.int32) * pages
    indices = torch.arange(B * pages, dtype=torch.int32)
    last = torch.full((B,), ps, dtype=torch.int32)
    wd = BatchDecodeWithPagedKVCacheWrapper(torch.empty(1 << 20, dtype=torch.uint8))
    wd.plan(indptr, indices, last, Hq, Hkv, D, ps, q_data_type=bf)
    qd = torch.empty(B, Hq, D, dtype=bf)
    wp = BatchPrefillWithPagedKVCacheWrapper(torch.empty(1 << 20, dtype=torch.uint8))
    nb = 4
    wp.plan(cu, indptr[:nb + 1], indices[:nb * pages], last[:nb], Hq, Hkv, D, ps, causal=True, q_data_type=bf)
    qpp = torch.empty(nb * 256, Hq, D, dtype=bf)
    out += [
        ("BatchDecode run (page 16)", lambda: wd.run(qd, (kpg, vpg))),
        ("BatchPrefill run (page 16)", lambda: wp.run(qpp, (kpg, vpg))),
    ]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--profile")
    ap.add_argument("--json")
    args = ap.parse_args()
    torch.set_num_threads(1)
    rows = []
    with _stubgpu.stub_gpu(record=False):
        for name, fn in cases():
            if args.profile:
                if args.profile in name:
                    for _ in range(20):
                        fn()
                    pr = cProfile.Profile()
                    pr.enable()
                    for _ in range(args.calls):
                        fn()
                    pr.disable()
                    print(f"== {name}: {args.calls} calls")
                    pstats.Stats(pr).sort_stats("tottime").print_stats(18)
                continue
            med, least = per_call_us(fn, args.calls, args.rounds)
            rows.append({"case": name, "host_us": med, "host_us_min": least})
            print(f"{name:50s} {med:8.2f} us/call (least {least:.2f})", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"torch": torch.__version__, "lib": _lib.lib_path, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
