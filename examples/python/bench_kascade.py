#!/usr/bin/env python3
"""Kascade benchmarks (the Table 3 settings of "Kascade: A Practical Sparse Attention Method for Long-Context LLM
Inference"): every role of a layer against our dense kernels and torch SDPA (cuDNN), same tensors, same process.

Prefill (batch 1): reuse (each 128-row query tile attends to a top-k of 10% of the keys before it, k_min 128, plus
its own tile; random lists: the pass's time does not depend on which keys they are), anchor (dense LSE pass, pooled
post-softmax scores, top-k, sparse attention) and layer 0 (dense attention and its top-k). Decode (q_len 1,
contiguous cache): reuse (gathering the top-k keys), anchor and layer 0. Weighted: 1 layer 0 + 4 anchors + 27 reuse
layers of 32 (5 anchors of 32 layers).

    make lib && python3 examples/python/bench_kascade.py [--lengths 8192,...] [--decode 32768:64,...] [--queued N]
                                                       [--graph N] [--json out.json]

bf16, d=128, 32 query / 8 KV heads, causal; medians of CUDA-event-timed calls (--queued: N calls queued a sample;
--graph: the decode rows as N calls captured in one CUDA graph a sample, as an engine replays its decode step).
"""
import argparse
import json
import math
import os
import sys

import torch
from torch.nn.attention import SDPBackend

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import sparseattn  # noqa: E402

HQ, HKV, D, TILE = 32, 8, 128, 128


def topk_lists(n, frac, k_min, seed=0):
    """indices [1, HKV, tiles, max_k]: per tile, k_T = min(max(ceil(f L_T), k_min), L_T) random keys of the L_T
    before it, ascending; counts [1, HKV, tiles]."""
    g = torch.Generator(device="cuda").manual_seed(seed)
    tiles = -(-n // TILE)
    max_k = min(max(math.ceil(frac * n), k_min), n)
    idx = torch.full((1, HKV, tiles, max_k), -1, dtype=torch.int32, device="cuda")
    cnt = torch.zeros(1, HKV, tiles, dtype=torch.int32, device="cuda")
    for t in range(tiles):
        lt = t * TILE
        kt = min(max(math.ceil(frac * lt), k_min), lt)
        if kt == 0:
            continue
        r = torch.rand(HKV, lt, generator=g, device="cuda").topk(kt, dim=1).indices.sort(dim=1).values
        idx[0, :, t, :kt] = r.int()
        cnt[0, :, t] = kt
    return idx, cnt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lengths", default="8192,16384,32768,65536,131072")
    ap.add_argument("--decode", default="8192:64,16384:64,32768:64,65536:16,131072:8,262144:4,524288:2",
                    help="cache length:batch pairs")
    ap.add_argument("--queued", type=int, default=0, metavar="N",
                    help="time N calls queued back to back per sample (bench.time_ms_queued), every library alike; "
                         "0: one call per sample, the host's issue time included")
    ap.add_argument("--graph", type=int, default=0, metavar="N",
                    help="decode rows: time N calls captured in one CUDA graph per sample (bench.time_ms_graph), every "
                         "library alike, as an engine that captures its decode step; 0: as --queued says")
    ap.add_argument("--json")
    a = ap.parse_args()
    time_ms = (lambda fn, w, r: bench.time_ms_queued(fn, w, r, a.queued)) if a.queued > 0 else bench.time_ms
    time_dec = (lambda fn, w, r: bench.time_ms_graph(fn, w, r, a.graph)) if a.graph > 0 else time_ms
    sa = sparseattn.SparseAttn()
    info = sa.device_info()
    out = {"device": info["name"], "torch": torch.__version__, "queued": a.queued, "graph": a.graph, "rows": []}
    print(f"device: {info['name']}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}")
    if a.queued > 0:
        print(f"timing: {a.queued} calls queued back to back per sample, cuDNN and ours alike")
    if a.graph > 0:
        print(f"decode timing: {a.graph} calls captured in one CUDA graph per sample, cuDNN and ours alike")
    print("Kascade sparse attention (top-k 10%, k_min 128, 128-row tiles) vs dense, bf16 d128 32/8 heads causal:")
    for n in [int(x) for x in a.lengths.split(",") if x]:
        torch.manual_seed(0)
        q = torch.randn(1, n, HQ, D, dtype=torch.bfloat16, device="cuda")
        k = torch.randn(1, n, HKV, D, dtype=torch.bfloat16, device="cuda")
        v = torch.randn(1, n, HKV, D, dtype=torch.bfloat16, device="cuda")
        o = torch.empty_like(q)
        idx, cnt = topk_lists(n, 0.1, 128)
        hm = torch.randperm(HKV, device="cuda").int()
        t_dense = time_ms(lambda: sa.attention(q, k, v, out=o, causal=True), 2, 5)[0]
        run, how, _ = bench.sdpa_runner(SDPBackend.CUDNN_ATTENTION, q, k, v, True)
        t_cudnn = time_ms(run, 2, 5)[0] if run else None
        t_sparse = time_ms(lambda: sa.kascade_sparse(q, k, v, idx, cnt, head_map=hm, out=o), 2, 5)[0]
        aidx, acnt = torch.empty_like(idx), torch.empty_like(cnt)
        ws = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
        t_anchor = time_ms(lambda: sa.kascade_prefill(q, k, v, aidx, acnt, role="anchor", topk_fraction=0.1,
                                                            k_min=128, out=o, workspace=ws), 1, 3)[0]
        t_layer0 = time_ms(lambda: sa.kascade_prefill(q, k, v, aidx, acnt, role="dense", topk_fraction=0.1,
                                                            k_min=128, out=o, workspace=ws), 1, 3)[0]
        del ws
        wt = (t_layer0 + 4 * t_anchor + 27 * t_sparse) / 32
        r = {"n": n, "dense_ms": t_dense, "cudnn_ms": t_cudnn, "sparse_ms": t_sparse, "anchor_ms": t_anchor,
             "layer0_ms": t_layer0, "weighted_ms": wt}
        out["rows"].append(r)
        print(f"  {n:>7}: dense {t_dense:8.2f} ms  cuDNN {t_cudnn or float('nan'):8.2f} ms  sparse (reuse) "
              f"{t_sparse:8.2f} ms -> {t_dense / t_sparse:5.2f}x dense, {(t_cudnn or float('nan')) / t_sparse:5.2f}x cuDNN; "
              f"anchor {t_anchor:8.2f} ms, layer 0 {t_layer0:8.2f} ms; weighted {wt:8.2f} ms "
              f"({t_dense / wt:5.2f}x dense, {(t_cudnn or float('nan')) / wt:5.2f}x cuDNN)", flush=True)
        del q, k, v, o, idx, cnt, aidx, acnt
        torch.cuda.empty_cache()
    print("Kascade decode (q_len 1, top-k 10% of the cache, k_min 128) vs dense decode, contiguous cache:")
    for n, B in [tuple(int(y) for y in x.split(":")) for x in a.decode.split(",") if x]:
        torch.manual_seed(0)
        q = torch.randn(B, 1, HQ, D, dtype=torch.bfloat16, device="cuda")
        kc = torch.randn(B, n, HKV, D, dtype=torch.bfloat16, device="cuda")
        vc = torch.randn(B, n, HKV, D, dtype=torch.bfloat16, device="cuda")
        lens = torch.full((B,), n, dtype=torch.int32, device="cuda")
        kk = min(max(math.ceil(0.1 * n), 128), n)
        idx = torch.rand(B, HKV, n - 1, device="cuda").topk(kk, dim=2).indices.sort(dim=2).values.int()
        cnt = torch.full((B, HKV), kk, dtype=torch.int32, device="cuda")
        hm = torch.randperm(HKV, device="cuda").int()
        o = torch.empty_like(q)
        ws = torch.empty(1 << 28, dtype=torch.uint8, device="cuda")
        t_dense = time_dec(lambda: sa.decode(q, kc, vc, lens, n, out=o, workspace=ws), 3, 10)[0]
        t_kc = time_dec(lambda: sa.decode(q, kc, vc, lens, n, out=o, workspace=ws, kascade_indices=idx,
                                               kascade_counts=cnt, head_map=hm), 3, 10)[0]
        aidx = torch.empty(B, HKV, n, dtype=torch.int32, device="cuda")
        acnt = torch.empty(B, HKV, dtype=torch.int32, device="cuda")
        # the anchor's workspace: split partials, LSE, the group's raw scores and the pooled scores
        ws_a = torch.empty((B * HKV * (HQ // HKV + 1) * n * 4 + (1 << 28)), dtype=torch.uint8, device="cuda")

        def role(r):
            return lambda: sa.decode(q, kc, vc, lens, n, out=o, workspace=ws_a, kascade_indices=aidx,
                                     kascade_counts=acnt, kascade_anchor=r, topk_fraction=0.1, k_min=128)
        t_anchor = time_dec(role(1), 3, 10)[0]
        t_layer0 = time_dec(role(2), 3, 10)[0]
        del ws_a
        run, how, _ = bench.sdpa_runner(SDPBackend.CUDNN_ATTENTION, q, kc, vc, False)
        t_cudnn = time_dec(run, 3, 10)[0] if run else None
        w = (t_layer0 + 4 * t_anchor + 27 * t_kc) / 32
        r = {"decode_n": n, "batch": B, "dense_ms": t_dense, "cudnn_ms": t_cudnn, "kascade_ms": t_kc, "anchor_ms": t_anchor,
             "layer0_ms": t_layer0, "weighted_ms": w, "k": kk}
        out["rows"].append(r)
        print(f"  {n:>7} x {B:>2}: dense {t_dense:7.3f} ms  cuDNN {t_cudnn or float('nan'):7.3f} ms  reuse "
              f"{t_kc:7.3f} ms ({t_dense / t_kc:5.2f}x dense, {(t_cudnn or float('nan')) / t_kc:5.2f}x cuDNN)  anchor "
              f"{t_anchor:7.3f} ms  layer 0 {t_layer0:7.3f} ms  weighted {w:7.3f} ms ({t_dense / w:5.2f}x dense, "
              f"{(t_cudnn or float('nan')) / w:5.2f}x cuDNN)", flush=True)
        del q, kc, vc, ws
        torch.cuda.empty_cache()
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
