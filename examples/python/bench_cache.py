#!/usr/bin/env python3
"""Prefill and decode over a KV cache, timed on one GPU: paged prefill (pages of 16, 64 and 256 rows, shuffled) against
our contiguous prefill and cuDNN's (torch SDPA) at 32K causal; a 32K prompt prefilled in 4 chunks against the
growing paged cache, against its one-shot time; decode of 1, 4 and 32 queries per sequence (32 runs on the prefill
kernels) per query token; decode over pages of 1 row against pages of 64. Same tensors, interleaved rounds, medians.

    make lib && python3 examples/python/bench_cache.py [--seqlen 32768] [--json out.json]
"""
import argparse
import ctypes
import json
import os
import statistics
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sparseattn  # noqa: E402
from sparseattn import _core as C, _lib  # noqa: E402


def gpu_ms(fn, reps):
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record()
    for _ in range(reps):
        fn()
    b.record()
    b.synchronize()
    return a.elapsed_time(b) / reps


def paged(k, v, page):
    """[B, L, H, D] K/V as pages [B*L/page (+1 spare), page, H, D] in a shuffled order, and the block table."""
    B, L, H, D = k.shape
    per = (L + page - 1) // page
    n = B * per + 1
    perm = torch.randperm(n, device=k.device, dtype=torch.int32)[: B * per].view(B, per)
    kp = torch.zeros(n, page, H, D, device=k.device, dtype=k.dtype)
    vp = torch.zeros_like(kp)
    pad = per * page - L
    kp[perm.flatten().long()] = torch.nn.functional.pad(k, (0, 0, 0, 0, 0, pad)).view(B * per, page, H, D)
    vp[perm.flatten().long()] = torch.nn.functional.pad(v, (0, 0, 0, 0, 0, pad)).view(B * per, page, H, D)
    return kp, vp, perm.contiguous()


def prefill_args(q, k, v, out, lens=None, cache=None, q_rows=None):
    """sa_attention_args for padded q [B, S, H, D] (q_rows: its first row and count) over k/v: contiguous, or a padded
    or paged cache with per-sequence lengths (lens, a device int32 tensor; cache = (block_table, page_size))."""
    a = _lib.sa_attention_args()
    B, S, hq, d = q.shape
    r0, n = q_rows if q_rows else (0, S)
    a.dtype, a.batch, a.seqlen_q, a.heads_q, a.head_dim, a.heads_kv = 0, B, n, hq, d, k.shape[2]
    a.q, a.o = q.data_ptr() + r0 * hq * d * 2, out.data_ptr() + r0 * hq * d * 2
    a.q_strides = a.o_strides = _lib.sa_strides(S * hq * d, hq * d, d)
    a.k, a.v = k.data_ptr(), v.data_ptr()
    a.causal = 1
    if cache is None:
        a.seqlen_k = k.shape[1]
        a.k_strides = a.v_strides = _lib.sa_strides(*[x for x in k.stride()[:3]])
    else:
        bt, page = cache
        a.block_table, a.page_size, a.max_pages, a.num_pages = bt.data_ptr(), page, bt.shape[1], k.shape[0]
        a.k_strides = a.v_strides = _lib.sa_strides(*[x for x in k.stride()[:3]])
    if lens is not None:
        a.seqlens_k = lens.data_ptr()
        a.seqlen_k = int(lens.max().item())
    return a


def run_prefill(q, a):
    c = C.ctx_of(q)
    c.check(C.lib.sa_attention(c.ptr, ctypes.byref(a), C.stream_of(q)), "sa_attention")


def decode_case(q, k, v, out, lens, cache=None, fp8=None):
    """sa_decode over a contiguous [B, L, H, D] cache or pages; the split plan's workspace allocated once. fp8 =
    (k_scale, v_scale), device fp32 [1] tensors: k and v hold e4m3 codes."""
    a = _lib.sa_decode_args()
    B, ql, hq, d = q.shape
    a.dtype, a.batch, a.q_len, a.heads_q, a.heads_kv, a.head_dim = 0, B, ql, hq, k.shape[2], d
    a.q, a.o, a.k, a.v = q.data_ptr(), out.data_ptr(), k.data_ptr(), v.data_ptr()
    a.k_strides = a.v_strides = _lib.sa_strides(*[x for x in k.stride()[:3]])
    a.seqlens_k, a.max_seqlen_k = lens.data_ptr(), int(lens.max().item())
    a.causal = 1
    if cache is not None:
        bt, page = cache
        a.block_table, a.page_size, a.max_pages, a.num_pages = bt.data_ptr(), page, bt.shape[1], k.shape[0]
    else:
        a.capacity = k.shape[1]
    if fp8 is not None:
        a.kv.format = 1
        a.kv.k_scale, a.kv.v_scale = fp8[0].data_ptr(), fp8[1].data_ptr()
    c = C.ctx_of(q)
    plan = _lib.sa_decode_plan()
    c.check(C.lib.sa_decode_plan_get(c.ptr, ctypes.byref(a), ctypes.byref(plan)), "sa_decode_plan_get")
    ws = torch.empty(max(plan.workspace_bytes, 16), device=q.device, dtype=torch.uint8)
    a.workspace, a.workspace_bytes = ws.data_ptr(), plan.workspace_bytes

    def fn():
        c.check(C.lib.sa_decode(c.ptr, ctypes.byref(a), C.stream_of(q)), "sa_decode")
    return fn, ws, plan


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seqlen", type=int, default=32768)
    ap.add_argument("--decode-batch", type=int, default=8)
    ap.add_argument("--decode-len", type=int, default=32768)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json")
    args = ap.parse_args()
    torch.manual_seed(0)
    S, d, hq, hkv = args.seqlen, 128, 32, 8
    sparseattn.SparseAttn()  # the default context, created before timing
    dev = "cuda"
    q = torch.randn(1, S, hq, d, device=dev, dtype=torch.bfloat16)
    k = torch.randn(1, S, hkv, d, device=dev, dtype=torch.bfloat16)
    v = torch.randn_like(k)
    out, out_p = torch.empty_like(q), torch.empty_like(q)
    lens = torch.tensor([S], device=dev, dtype=torch.int32)
    keep = []
    cases = {"ours contiguous prefill": (lambda a=prefill_args(q, k, v, out): run_prefill(q, a))}
    for page in (16, 64, 256):
        kp, vp, bt = paged(k, v, page)
        keep += [kp, vp, bt]
        a = prefill_args(q, kp, vp, out_p, lens, (bt, page))
        cases[f"ours paged prefill, page {page}"] = (lambda a=a: run_prefill(q, a))
    # 4 chunks against the growing page-64 cache: chunk i's rows see the first (i + 1) S / 4 keys
    kp, vp, bt = keep[3], keep[4], keep[5]
    chunk_args = []
    for i in range(4):
        li = torch.tensor([(i + 1) * S // 4], device=dev, dtype=torch.int32)
        keep.append(li)
        chunk_args.append(prefill_args(q, kp, vp, out_p, li, (bt, 64), (i * S // 4, S // 4)))
    cases["ours chunked prefill, 4 chunks (page 64)"] = lambda: [run_prefill(q, a) for a in chunk_args]
    qt, kt, vt = (x.transpose(1, 2) for x in (q, k, v))

    def cudnn():
        with sdpa_kernel([SDPBackend.CUDNN_ATTENTION]):
            F.scaled_dot_product_attention(qt, kt, vt, is_causal=True, enable_gqa=True)
    cases["cuDNN contiguous prefill"] = cudnn
    # decode: B sequences of L keys, q_len new queries each (speculative verification), and page size 1 vs 64
    B, L = args.decode_batch, args.decode_len
    kd = torch.randn(B, L, hkv, d, device=dev, dtype=torch.bfloat16)
    vd = torch.randn_like(kd)
    dl = torch.full((B,), L, device=dev, dtype=torch.int32)
    tokens = {}
    for ql in (1, 4, 32):
        qd = torch.randn(B, ql, hq, d, device=dev, dtype=torch.bfloat16)
        od = torch.empty_like(qd)
        fn, ws, plan = decode_case(qd, kd, vd, od, dl)
        keep += [qd, od, ws]
        name = f"decode q_len {ql}" + (" (prefill kernels)" if plan.block_rows else "")
        cases[name] = fn
        tokens[name] = B * ql
    q1 = torch.randn(B, 1, hq, d, device=dev, dtype=torch.bfloat16)
    o1 = torch.empty_like(q1)
    for page in (64, 1):
        kp, vp, bt = paged(kd, vd, page)
        fn, ws, _ = decode_case(q1, kp, vp, o1, dl, (bt, page))
        keep += [kp, vp, bt, ws]
        cases[f"decode q_len 1, page {page}"] = fn
        tokens[f"decode q_len 1, page {page}"] = B
    for fn in cases.values():
        fn()
    torch.cuda.synchronize()
    ref = out.clone()
    cases["ours paged prefill, page 64"]()
    torch.cuda.synchronize()
    same_paged = bool(torch.equal(ref, out_p))
    cases["ours chunked prefill, 4 chunks (page 64)"]()
    torch.cuda.synchronize()
    chunk_err = ((out_p.float() - ref.float()).norm() / ref.float().norm()).item()
    times = {name: [] for name in cases}
    for _ in range(args.rounds):
        for name, fn in cases.items():
            times[name].append(gpu_ms(fn, 3))
    med = {name: statistics.median(t) for name, t in times.items()}
    print(f"{torch.cuda.get_device_name()}, bf16, d{d}, {hq}/{hkv} heads; prefill S {S} causal; decode batch {B}, "
          f"{L} keys; medians of {args.rounds} rounds")
    print(f"{'case':44s} {'ms':>9s} {'us/token':>9s}")
    for name in cases:
        per = f"{1000 * med[name] / tokens[name]:9.2f}" if name in tokens else ""
        print(f"{name:44s} {med[name]:9.3f} {per}")
    base = med["ours contiguous prefill"]
    for page in (16, 64, 256):
        print(f"paged prefill, page {page}: {100 * (med[f'ours paged prefill, page {page}'] / base - 1):+.1f}% vs contiguous")
    print(f"chunked (4) vs one shot (page 64): "
          f"{100 * (med['ours chunked prefill, 4 chunks (page 64)'] / med['ours paged prefill, page 64'] - 1):+.1f}%; "
          f"page-64 output equals contiguous bit for bit: {same_paged}; chunked vs one shot rel err {chunk_err:.1e}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"medians_ms": med, "tokens": tokens, "paged_bitwise": same_paged, "chunked_rel_err": chunk_err},
                      f, indent=1)


if __name__ == "__main__":
    main()
