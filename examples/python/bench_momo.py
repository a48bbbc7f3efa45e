#!/usr/bin/env python3
"""MOMO benchmarks ("Measure Once, Mask Once: Delta Refined Block Sparse Attention"): sparseattn's MOMO prefill
next to our dense kernel and torch SDPA (cuDNN), same tensors, same process; the query-sparse pass's latency against
k for each online top-k and against the key block beta; and the attention mass MOMO's blocks capture against the
oracle's on synthetic LLM-like inputs.

    make lib && python3 examples/python/bench_momo.py [--lengths 32768,131072,...] [--json out.json] [--quick]
        [--parts quality,k,beta,lengths]

Timing: bf16, d=128, 32 query / 8 KV heads, batch 1, causal, gamma 16, beta 64, chi 128, k = k_trim = 64 (exact),
sinks 64, window 1024; random normal inputs (the kernels' time does not depend on the values except through the
top-k's replacements). Times are medians of CUDA-event-timed calls after warm-up.
"""
import argparse
import json
import os
import sys

import torch
from torch.nn.attention import SDPBackend

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import sparseattn  # noqa: E402

HQ, HKV, D = 32, 8, 128


def reps_for(n):
    return (2, 5) if n <= 131072 else (1, 3) if n <= 524288 else (1, 2)


def random_qkv(n, seed):
    """Random normal Q, K, V of one n-token sequence (bf16, HQ / HKV heads of D) on the GPU."""
    torch.manual_seed(seed)
    return tuple(torch.randn(1, n, h, D, dtype=torch.bfloat16, device="cuda") for h in (HQ, HKV, HKV))


def bench_lengths(sa, lengths, out):
    rows = []
    for n in lengths:
        q, k, v = random_qkv(n, 0)
        wu, reps = reps_for(n)
        o = torch.empty_like(q)
        t_dense = bench.time_ms(lambda: sa.attention(q, k, v, out=o, causal=True), wu, reps)[0]
        run, how, _ = bench.sdpa_runner(SDPBackend.CUDNN_ATTENTION, q, k, v, True)
        t_cudnn = bench.time_ms(run, wu, reps)[0] if run else None
        run = None
        torch.cuda.empty_cache()
        m = sa.momo(q, k, v, gamma=16, key_block=64, query_block=128, k=64, topk="exact", k_trim=64)
        t_qsa = bench.time_ms(m.qsa, 1, 3)[0]
        t_trim = bench.time_ms(m.union_trim, 1, 3)[0]
        t_bs = bench.time_ms(m.block_sparse, 1, 3)[0]
        t_total = bench.time_ms(m.run, 1, 3)[0]
        r = {"n": n, "dense_ms": t_dense, "cudnn_ms": t_cudnn, "cudnn_how": how, "qsa_ms": t_qsa, "trim_ms": t_trim,
             "block_sparse_ms": t_bs, "momo_ms": t_total, "qsa_vs_floor": t_qsa / (t_dense / 16)}
        rows.append(r)
        print(f"  {n:>8}: dense {t_dense:9.2f} ms  cuDNN {t_cudnn or float('nan'):9.2f} ms  |  MOMO qsa {t_qsa:8.2f}  "
              f"trim {t_trim:6.2f}  sparse+delta {t_bs:8.2f}  total {t_total:8.2f} ms  -> "
              f"{t_dense / t_total:5.2f}x dense, {(t_cudnn or float('nan')) / t_total:5.2f}x cuDNN; "
              f"QSA at {r['qsa_vs_floor']:4.2f}x its 1/16 floor", flush=True)
        del m, q, k, v, o
        torch.cuda.empty_cache()
    out["lengths"] = rows


def bench_k(sa, n, ks, out):
    q, k_, v = random_qkv(n, 1)
    rows = []
    for var in ("exact", "tree", "estimated"):
        for kk in ks:
            extra = {"k_exact": 8} if var == "estimated" else {}
            try:
                m = sa.momo(q, k_, v, k=kk, topk=var, **extra)
                t = bench.time_ms(m.qsa, 1, 3)[0]
            except sparseattn.SparseAttnError as e:
                t = None
                print(f"  {var:9} k={kk:5}: {str(e)[:100]}")
            rows.append({"variant": var, "k": kk, "qsa_ms": t})
            if t is not None:
                print(f"  {var:9} k={kk:5}: QSA {t:8.2f} ms", flush=True)
            torch.cuda.empty_cache()
    out["qsa_vs_k"] = {"n": n, "rows": rows}


def bench_beta(sa, n, betas, out):
    """The query-sparse pass and the whole prefill against beta (exact top-k, k = k_trim = 64)."""
    q, k_, v = random_qkv(n, 1)
    rows = []
    for beta in betas:
        m = sa.momo(q, k_, v, key_block=beta, k=64, topk="exact", k_trim=64)
        t = bench.time_ms(m.qsa, 1, 3)[0]
        t_all = bench.time_ms(m.run, 1, 3)[0]
        rows.append({"key_block": beta, "qsa_ms": t, "momo_ms": t_all})
        print(f"  beta={beta:4}: QSA {t:8.2f} ms  MOMO {t_all:8.2f} ms", flush=True)
        del m
        torch.cuda.empty_cache()
    out["qsa_vs_beta"] = {"n": n, "rows": rows}


def block_masses(q, k, p, lse=None):
    """Per (head, query block, key block): the causal softmax mass outside each row's sinks and window, and per
    (head, query block) the mass inside them. q [S, Hq, D], k [S, Hkv, D] (one sequence)."""
    s, hq, d = q.shape
    g = hq // k.shape[1]
    chi, beta, sink, win = p["query_block"], p["key_block"], p["sink_tokens"], p["window_tokens"]
    nkb, nqb = -(-s // beta), -(-s // chi)
    outside = torch.zeros(hq, nqb, nkb, dtype=torch.float64, device=q.device)
    inside = torch.zeros(hq, nqb, dtype=torch.float64, device=q.device)
    keys = torch.arange(s, device=q.device)
    scale = d ** -0.5
    for h in range(hq):
        kh = k[:, h // g].float()
        for r0 in range(0, s, 1024):
            r1 = min(s, r0 + 1024)
            rows = torch.arange(r0, r1, device=q.device)
            sc = (q[r0:r1, h].float() @ kh.T) * scale
            vis = keys[None, :] <= rows[:, None]
            sc = sc.masked_fill(~vis, float("-inf"))
            pr = torch.softmax(sc, dim=1).double()
            sw = (keys[None, :] < sink) | (keys[None, :] > rows[:, None] - win)
            ins = (pr * (sw & vis)).sum(1)
            outm = pr * (~sw & vis)
            pad = nkb * beta - s
            outm = torch.nn.functional.pad(outm, (0, pad)).view(r1 - r0, nkb, beta).sum(2)
            qb = rows // chi
            inside[h].index_add_(0, qb, ins)
            outside[h].index_add_(0, qb, outm)
    return outside, inside


def bench_quality(sa, n, out):
    q, k, v = sa.synth(n, 8, 2, D, dtype=torch.bfloat16, seed=7)
    q, k, v = q.cuda()[None], k.cuda()[None], v.cuda()[None]
    dense = sa.attention(q, k, v, causal=True)
    rows = []
    masses = None
    for name, params in (("64/64 exact", {"k": 64, "topk": "exact"}), ("64/64 tree", {"k": 64, "topk": "tree"}),
                         ("128/8 estimated", {"k": 128, "k_exact": 8, "topk": "estimated"})):
        m = sa.momo(q, k, v, **params)
        o = m.run()
        torch.cuda.synchronize()
        p = m.effective_params()
        if masses is None:
            masses = block_masses(q[0], k[0], p)
        outside, inside = masses
        b = m.buffers()
        idx, cnt = b["block_index"][0].long(), b["block_count"][0]
        valid = torch.arange(idx.shape[2], device=idx.device)[None, None, :] < cnt[:, :, None]
        got = (outside.gather(2, idx.clamp(min=0)) * valid).sum(2) + inside
        best = outside.topk(min(p["k_trim"], outside.shape[2]), dim=2).values.sum(2) + inside
        ratio = (got / best.clamp(min=1e-30))
        err = ((o.float() - dense.float()).norm() / dense.float().norm()).item()
        r = {"variant": name, "k_trim": p["k_trim"], "mass_ratio_total": (got.sum() / best.sum()).item(),
             "mass_ratio_mean": ratio.mean().item(), "mass_ratio_min": ratio.min().item(), "rel_err_vs_dense": err}
        rows.append(r)
        print(f"  {name:16}: mass vs oracle {r['mass_ratio_total'] * 100:6.2f}% (mean over query blocks "
              f"{r['mass_ratio_mean'] * 100:6.2f}%, worst {r['mass_ratio_min'] * 100:6.2f}%), output rel err vs dense "
              f"{err:.3e}", flush=True)
    out["quality"] = {"n": n, "heads": [8, 2], "rows": rows}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lengths", default="32768,131072,524288,1048576")
    ap.add_argument("--k-len", type=int, default=131072)
    ap.add_argument("--ks", default="64,128,256,512,1024")
    ap.add_argument("--betas", default="16,32,64,128,256")
    ap.add_argument("--quality-len", type=int, default=16384)
    ap.add_argument("--parts", default="quality,k,beta,lengths")
    ap.add_argument("--json")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    if a.quick:
        a.lengths, a.k_len, a.ks, a.quality_len = "8192,32768", 32768, "64,256", 4096
    sa = sparseattn.SparseAttn()
    info = sa.device_info()
    out = {"device": info["name"], "torch": torch.__version__, "cudnn": torch.backends.cudnn.version()}
    print(f"device: {info['name']}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}")
    parts = a.parts.split(",")
    if "quality" in parts:
        print("quality (synthetic, 8/2 heads):")
        bench_quality(sa, a.quality_len, out)
    if "k" in parts:
        print(f"QSA latency vs k at {a.k_len} tokens:")
        bench_k(sa, a.k_len, [int(x) for x in a.ks.split(",")], out)
    if "beta" in parts:
        print(f"QSA and MOMO latency vs beta at {a.k_len} tokens (exact, k = k_trim = 64):")
        bench_beta(sa, a.k_len, [int(x) for x in a.betas.split(",")], out)
    if "lengths" in parts:
        print("MOMO vs dense (bf16 d128 32/8 heads, causal):")
        bench_lengths(sa, [int(x) for x in a.lengths.split(",")], out)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
