"""The Python layer's cost: a call through sparseattn's checked functions (and its FlashAttention- and FlashInfer-shaped
wrappers) against the raw C call (the same prepared arguments handed to sa_decode / sa_attention through ctypes), on
the same tensors.

    python3 examples/python/bench_ops.py [--json out.json] [--rounds 7] [--reps N]

Figures per path, medians of interleaved rounds: the GPU time of `reps` calls issued back to back (what a model
pays when the GPU is the bottleneck), and the host time to issue a call (what it pays when the CPU is): the calls after
a round's first, one after another as a model issues them, and apart the first call, which follows the previous
round's synchronization (a woken thread, cold caches). The final table gives the host times in us per call and
whether the later calls' is within HOST_BUDGET_US (the Python layer's target; the raw C call's own host time is part
of every path's figure). bench_host.py times the Python layer alone, without a GPU.
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
from sparseattn.flashinfer import BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper  # noqa: E402

HOST_BUDGET_US = 30.0


def timed(fn, reps):
    """One round of reps calls issued back to back: (GPU ms per call, host ms of the first call, host ms per later
    call, the thread's CPU ms per later call). The first call follows the previous round's synchronization (a thread
    woken from a wait, its caches cold) and is given apart; the later calls are what an engine pays issuing calls one
    after another. The CPU time leaves out what the thread waited for (preempted by another process)."""
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    clock, cpu = time.perf_counter, time.thread_time
    s.record()
    t0 = clock()
    fn()
    t1 = clock()
    c1 = cpu()
    for _ in range(reps - 1):
        fn()
    c2 = cpu()
    t2 = clock()
    e.record()
    e.synchronize()
    n = max(reps - 1, 1)
    return s.elapsed_time(e) / reps, (t1 - t0) * 1e3, (t2 - t1) / n * 1e3, (c2 - c1) / n * 1e3


def compare(name, fns, reps, rounds):
    for f in fns.values():   # warm-up: kernels loaded, allocator filled, launch caches filled
        f()
        f()
    torch.cuda.synchronize()
    gpu = {k: [] for k in fns}
    first = {k: [] for k in fns}
    host = {k: [] for k in fns}
    cpu = {k: [] for k in fns}
    for _ in range(rounds):
        for k, f in fns.items():
            g, h1, h, c = timed(f, reps)
            gpu[k].append(g)
            first[k].append(h1)
            host[k].append(h)
            cpu[k].append(c)
    row = {"case": name, "paths": list(fns)}
    for k in fns:
        row[k + "_gpu_ms"] = statistics.median(gpu[k])
        row[k + "_first_host_ms"] = statistics.median(first[k])
        row[k + "_host_ms"] = statistics.median(host[k])
        row[k + "_cpu_ms"] = statistics.median(cpu[k])
        row[k + "_host_rounds_ms"] = host[k]
    print(f"  {name}: done", flush=True)
    return row


def decode_raw(ctx, stream, a):
    """The raw C call of a prepared sa_decode_args, its workspace from its plan (kept alive by the closure)."""
    plan = _lib.sa_decode_plan()
    ctx.check(_lib.lib.sa_decode_plan_get(ctx.ptr, ctypes.byref(a), ctypes.byref(plan)), "sa_decode_plan_get")
    ws = torch.empty(max(plan.workspace_bytes, 1), dtype=torch.uint8, device="cuda")
    a.workspace, a.workspace_bytes = ws.data_ptr(), ws.numel()
    ap = ctypes.byref(a)

    def raw():
        _lib.lib.sa_decode(ctx.ptr, ap, stream)
    raw.keep = (a, ws)
    return raw, ws


def attention_raw(ctx, stream, a):
    ap = ctypes.byref(a)

    def raw():
        _lib.lib.sa_attention(ctx.ptr, ap, stream)
    raw.keep = a
    return raw


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--reps", type=int, default=0, help="calls per round for every case (default: 10-50 by case)")
    args = ap.parse_args()
    dev = torch.device("cuda")
    bf = torch.bfloat16
    ctx = _lib.context_for(dev.index or 0)
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    rows = []
    Hq, Hkv, D = 32, 8, 128

    # decode B64 x 32K, d128, 32/8 heads: sparseattn.decode and flash_attn_with_kvcache (the raw call's max_seqlen_k
    # is the capacity, what flash_attn_with_kvcache plans for without max_seqlen_k)
    B, S = 64, 32768
    q = torch.randn(B, 1, Hq, D, device=dev, dtype=bf)
    kc = torch.randn(B, S, Hkv, D, device=dev, dtype=bf)
    vc = torch.randn(B, S, Hkv, D, device=dev, dtype=bf)
    lens = torch.full((B,), S, dtype=torch.int32, device=dev)
    out = torch.empty_like(q)
    raw, ws = decode_raw(ctx, stream, _core.decode_args(q, kc, vc, lens, None, S, False, 0.0, False, 0.0, 0.0, None, 0,
                                                        out, None))
    rows.append(compare(f"decode B{B} x {S // 1024}K d{D}", {
        "raw_c": raw,
        "decode": lambda: sparseattn.decode(q, kc, vc, lens, max_seqlen_k=S, workspace=ws),
        "decode_alloc": lambda: sparseattn.decode(q, kc, vc, lens, max_seqlen_k=S),
        "fa_kvcache": lambda: sparseattn.flash_attn_with_kvcache(q, kc, vc, cache_seqlens=lens),
        "fa_kvcache_maxk": lambda: sparseattn.flash_attn_with_kvcache(q, kc, vc, cache_seqlens=lens, max_seqlen_k=S),
    }, reps=args.reps or 20, rounds=args.rounds))
    del kc, vc, raw, ws

    # decode B1 x 4K: small, host-bound
    B1, S1 = 1, 4096
    q1 = torch.randn(B1, 1, Hq, D, device=dev, dtype=bf)
    kc1 = torch.randn(B1, S1, Hkv, D, device=dev, dtype=bf)
    vc1 = torch.randn(B1, S1, Hkv, D, device=dev, dtype=bf)
    lens1 = torch.full((B1,), S1, dtype=torch.int32, device=dev)
    raw1, ws1 = decode_raw(ctx, stream, _core.decode_args(q1, kc1, vc1, lens1, None, S1, False, 0.0, False, 0.0, 0.0,
                                                          None, 0, torch.empty_like(q1), None))
    rows.append(compare(f"decode B{B1} x {S1 // 1024}K d{D}", {
        "raw_c": raw1,
        "decode": lambda: sparseattn.decode(q1, kc1, vc1, lens1, max_seqlen_k=S1, workspace=ws1),
        "fa_kvcache": lambda: sparseattn.flash_attn_with_kvcache(q1, kc1, vc1, cache_seqlens=lens1),
        "fa_kvcache_maxk": lambda: sparseattn.flash_attn_with_kvcache(q1, kc1, vc1, cache_seqlens=lens1,
                                                                      max_seqlen_k=S1),
    }, reps=args.reps or 50, rounds=args.rounds))

    # prefill 16K causal, d128, 32/8 heads: sparseattn.attention and flash_attn_func
    Sp = 16384
    qp = torch.randn(1, Sp, Hq, D, device=dev, dtype=bf)
    kp = torch.randn(1, Sp, Hkv, D, device=dev, dtype=bf)
    vp = torch.randn(1, Sp, Hkv, D, device=dev, dtype=bf)
    rawp = attention_raw(ctx, stream, _core.attention_args(qp, kp, vp, torch.empty_like(qp), None, None, None, 0, 0,
                                                           True, 0.0, False, 0.0, 0.0, None))
    rows.append(compare(f"prefill 1 x {Sp // 1024}K causal d{D}", {
        "raw_c": rawp,
        "attention": lambda: sparseattn.attention(qp, kp, vp, causal=True),
        "fa_func": lambda: sparseattn.flash_attn_func(qp, kp, vp, causal=True),
    }, reps=args.reps or 10, rounds=args.rounds))

    # varlen prefill: 4 sequences of 4K packed, causal
    nv, Lv = 4, 4096
    qv, kv, vv = qp[0], kp[0], vp[0]                      # [16K, H, D], packed
    cu = torch.arange(nv + 1, dtype=torch.int32, device=dev) * Lv
    rawv = attention_raw(ctx, stream, _core.attention_args(qv, kv, vv, torch.empty_like(qv), None, cu, cu, Lv, Lv,
                                                           True, 0.0, False, 0.0, 0.0, None))
    rows.append(compare(f"varlen prefill {nv} x {Lv // 1024}K causal d{D}", {
        "raw_c": rawv,
        "fa_varlen": lambda: sparseattn.flash_attn_varlen_func(qv, kv, vv, cu, cu, Lv, Lv, causal=True),
    }, reps=args.reps or 10, rounds=args.rounds))
    del qp, kp, vp, qv, kv, vv, rawp, rawv

    # FlashInfer wrappers, page 16: decode B64 x 32K; prefill (append) of 8 sequences x 512 new rows over 4K keys
    ps = 16
    pages = S // ps
    kpg = torch.randn(B * pages, ps, Hkv, D, device=dev, dtype=bf)
    vpg = torch.randn(B * pages, ps, Hkv, D, device=dev, dtype=bf)
    indptr = torch.arange(B + 1, dtype=torch.int32) * pages                      # host tensors: plan reads them
    indices = torch.randperm(B * pages, dtype=torch.int32)
    last = torch.full((B,), ps, dtype=torch.int32)
    fws = torch.empty(256 << 20, dtype=torch.uint8, device=dev)
    wd = BatchDecodeWithPagedKVCacheWrapper(fws, "NHD")
    wd.plan(indptr, indices, last, Hq, Hkv, D, ps, q_data_type=bf)
    qd = torch.randn(B, Hq, D, device=dev, dtype=bf)
    od = torch.empty_like(qd)
    rawd, wsd = decode_raw(ctx, stream, _core.decode_args(qd.unsqueeze(1), kpg, vpg, wd._seqlens, wd._table, wd._max_k,
                                                          False, 0.0, False, 0.0, 0.0, None, 0, od.unsqueeze(1), None))
    rows.append(compare(f"FlashInfer decode B{B} x {S // 1024}K page {ps}", {
        "raw_c": rawd,
        "fi_decode_run": lambda: wd.run(qd, (kpg, vpg)),
        "decode_paged": lambda: sparseattn.decode(qd, kpg, vpg, wd._seqlens, max_seqlen_k=wd._max_k,
                                                  block_table=wd._table, workspace=wsd),
    }, reps=args.reps or 20, rounds=args.rounds))

    nb, Lq, Lk = 8, 512, 4096
    kp_pages = Lk // ps
    pindptr = torch.arange(nb + 1, dtype=torch.int32) * kp_pages
    pindices = torch.cat([indices[b * pages:b * pages + kp_pages] for b in range(nb)])
    qo = torch.arange(nb + 1, dtype=torch.int32) * Lq
    wp = BatchPrefillWithPagedKVCacheWrapper(fws, "NHD")
    wp.plan(qo, pindptr, pindices, last[:nb], Hq, Hkv, D, ps, causal=True, q_data_type=bf)
    qpp = torch.randn(nb * Lq, Hq, D, device=dev, dtype=bf)
    rawpp = attention_raw(ctx, stream, _core.attention_args(qpp, kpg, vpg, torch.empty_like(qpp), None, wp._cu_q, None,
                                                            wp._max_q, wp._max_k, True, 0.0, False, 0.0, 0.0, None,
                                                            wp._seqlens, wp._table))
    rows.append(compare(f"FlashInfer prefill {nb} x {Lq} over {Lk // 1024}K page {ps}", {
        "raw_c": rawpp,
        "fi_prefill_run": lambda: wp.run(qpp, (kpg, vpg)),
    }, reps=args.reps or 10, rounds=args.rounds))

    print(f"\n{'case':44s} {'path':16s} {'GPU ms/call':>12s} {'host us/call':>13s} {'first call us':>14s} "
          f"{'CPU us/call':>12s} {'GPU vs raw':>11s} {'host <= ' + str(int(HOST_BUDGET_US)) + ' us':>14s}")
    for r in rows:
        for p in r["paths"]:
            meets = "(raw call)" if p == "raw_c" else "yes" if r[p + "_host_ms"] * 1e3 <= HOST_BUDGET_US else "NO"
            print(f"{r['case']:44s} {p:16s} {r[p + '_gpu_ms']:12.4f} {r[p + '_host_ms'] * 1e3:13.1f} "
                  f"{r[p + '_first_host_ms'] * 1e3:14.1f} {r[p + '_cpu_ms'] * 1e3:12.1f} "
                  f"{r[p + '_gpu_ms'] / r['raw_c_gpu_ms']:11.4f} {meets:>14s}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
                       "host_budget_us": HOST_BUDGET_US, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
