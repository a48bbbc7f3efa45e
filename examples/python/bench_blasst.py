#!/usr/bin/env python3
"""BLASST and decode benchmarks: sparseattn next to torch SDPA (cuDNN, flash), same tensors, same process.

    make lib && python3 examples/python/bench_blasst.py [--json out.json] [--quick]

Prefill: Sq = Sk = 32768 causal, bf16, d=128, 32/8 heads, synthetic LLM-like inputs (sa_synth_generate):
our dense kernel, cuDNN's dense, and BLASST at thresholds found by bisection for ~0, 25, 50, 75, 90% tile
sparsity (measured with the kernel's counters). Decode: batch 64, Sk = 32768, q_len 1: dense bandwidth (K+V
bytes read / time) next to cuDNN and flash decode, BLASST at ~70% sparsity, and a paged cache (page 64) against
the contiguous one. Times are medians of CUDA-event-timed calls, taken in rounds that alternate between the
kernels compared.
"""
import argparse
import json
import math
import statistics
import os
import sys
import time

import torch
from torch.nn.attention import SDPBackend

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (timing and SDPA helpers)
import sparseattn  # noqa: E402


def time_ms(fn, warmup=3, reps=10):
    return bench.time_ms(fn, warmup, reps)[0]


def sdpa(backend, q, k, v, causal):
    """SDPA on [B, S, H, D] tensors; returns (callable, note) or (None, why)."""
    run, how, _ = bench.sdpa_runner(backend, q, k, v, causal)
    return run, how


def interleaved(fns, rounds):
    """Each callable's median time (ms) over `rounds` rounds of 5 calls that alternate between the callables: the
    ratios are the figures that matter, and the GPU's clock drifts over a run."""
    samples = {name: [] for name, _ in fns}
    for _ in range(rounds):
        for name, fn in fns:
            samples[name] += bench.time_ms(fn, 1, 5)[1]
    return {name: statistics.median(v) for name, v in samples.items()}


def sparsity_of(sa, fn, device="cuda"):
    """The tile sparsity fn(counters) reports in BLASST's counters (tolist() waits for them)."""
    cnt = torch.zeros(2, dtype=torch.int64, device=device)
    fn(cnt)
    c = cnt.tolist()
    return c[1] / max(c[0], 1)


def find_lambda(sa, fn, target, lo=1e-12, hi=0.9, iters=22, device="cuda"):
    """Bisection on log(lambda) for the measured tile sparsity closest to target: (lambda, sparsity)."""
    best = (None, None)
    for _ in range(iters):
        mid = math.sqrt(lo * hi)
        s = sparsity_of(sa, lambda c: fn(mid, c), device)
        if best[0] is None or abs(s - target) < abs(best[1] - target):
            best = (mid, s)
        if s < target:
            lo = mid
        else:
            hi = mid
    return best


def bench_prefill(sa, args, out):
    B, S, Hq, Hkv, D = 1, args.seqlen, 32, 8, 128
    t0 = time.perf_counter()
    qh, kh, vh = sa.synth(S, Hq, Hkv, D, seed=11)
    gen_s = time.perf_counter() - t0
    q, k, v = qh.cuda()[None], kh.cuda()[None], vh.cuda()[None]
    o = torch.empty_like(q)
    flops = sparseattn.attention_flops(B, Hq, S, S, D, True)
    sa.attention(q, k, v, out=o, causal=True)   # the reference output; dense and cuDNN are timed in the rounds below
    ref = o.clone()
    res = {"shape": f"B{B} Sq=Sk={S} H{Hq}/{Hkv} d{D} causal bf16 (synthetic, generated in {gen_s:.1f} s)", "rows": []}
    cudnn_run, how = sdpa(SDPBackend.CUDNN_ATTENTION, q, k, v, True)
    if not cudnn_run:
        res["cudnn_note"] = how
    run, how = sdpa(SDPBackend.FLASH_ATTENTION, q, k, v, True)
    if run:
        res["flash_ms"] = time_ms(run)
        res["flash_tflops"] = flops / res["flash_ms"] / 1e9

    def call(lam, cnt):
        return sa.attention(q, k, v, out=o, causal=True, blasst_lambda=lam, blasst_counters=cnt)
    targets = [0.0, 0.25, 0.5, 0.75, 0.9]
    rows = []
    for tgt in targets:
        if tgt == 0.0:
            lam, s = 1e-30, sparsity_of(sa, lambda c: call(1e-30, c))   # the BLASST path, nothing skipped
        else:
            lam, s = find_lambda(sa, call, tgt)
        call(lam, None)
        err = ((o.float() - ref.float()).norm() / ref.float().norm()).item()
        rows.append({"target": tgt, "lambda": lam, "sparsity": s, "rel_err": err})
    # our dense kernel, the BLASST kernel at lambda = 0 (its decisions switched off: what the skip path alone
    # costs), cuDNN and each row, in interleaved rounds
    fns = [("dense", lambda: sa.attention(q, k, v, out=o, causal=True)), ("lambda0", lambda: call(0.0, None))]
    if cudnn_run:
        fns.append(("cudnn", cudnn_run))
    fns += [(f"row{i}", (lambda lam: lambda: call(lam, None))(r["lambda"])) for i, r in enumerate(rows)]
    med = interleaved(fns, args.rounds)
    dense_ms = med["dense"]
    res["dense_ms"], res["dense_tflops"] = dense_ms, flops / dense_ms / 1e9
    res["lambda0_ms"], res["lambda0_vs_dense"] = med["lambda0"], dense_ms / med["lambda0"]
    if cudnn_run:
        res["cudnn_ms"] = med["cudnn"]
        res["cudnn_tflops"] = flops / res["cudnn_ms"] / 1e9
    for i, r in enumerate(rows):
        r["ms"] = med[f"row{i}"]
        r["speedup"] = dense_ms / r["ms"]
    res["rows"] = rows
    res["rounds"] = args.rounds
    out["prefill"] = res
    del q, k, v, o, ref
    torch.cuda.empty_cache()


def bench_decode(sa, args, out):
    B, S, Hq, Hkv, D, PS = args.batch, args.seqlen, 32, 8, 128, 64
    qh, kh, vh = sa.synth(S, Hq, Hkv, D, seed=21)
    # one synthetic sequence, materialised B times (each sequence reads its own copy: no L2 reuse across them);
    # sequence b's query is the one at position S-1-b (all late positions, so all see ~the whole cache)
    k = kh.cuda()[None].expand(B, S, Hkv, D).contiguous()
    v = vh.cuda()[None].expand(B, S, Hkv, D).contiguous()
    q = torch.stack([qh[S - 1 - b] for b in range(B)]).cuda()[:, None]          # [B, 1, Hq, D]
    lens = torch.full((B,), S, dtype=torch.int32, device="cuda")
    o = torch.empty_like(q)
    kv_bytes = 2 * B * S * Hkv * D * 2
    plan = sa.decode_plan(q, k, v, lens, S)
    plan_b = sa.decode_plan(q, k, v, lens, S, blasst_lambda=1e-4)   # BLASST's plan may split more
    ws = torch.empty(max(plan["workspace_bytes"], plan_b["workspace_bytes"], 16), dtype=torch.uint8, device="cuda")
    sa.decode(q, k, v, lens, S, out=o, workspace=ws)   # the reference output; timed in the rounds below
    ref = o.clone()
    res = {"shape": f"B{B} Sk={S} q_len 1 H{Hq}/{Hkv} d{D} bf16", "plan": plan, "plan_blasst": plan_b}
    fns = [("dense", lambda: sa.decode(q, k, v, lens, S, out=o, workspace=ws))]
    for name, backend in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash", SDPBackend.FLASH_ATTENTION)):
        run, how = sdpa(backend, q, k, v, False)
        if run:
            r = run().transpose(1, 2)
            res[name + "_rel_err_vs_ours"] = ((r.float() - ref.float()).norm() / r.float().norm()).item()
            if name == "cudnn":
                fns.append((name, run))
            else:
                res[name + "_ms"] = time_ms(run, reps=20)
                res[name + "_gbs"] = kv_bytes / res[name + "_ms"] / 1e6
        else:
            res[name + "_note"] = how

    def call(lam, cnt):
        return sa.decode(q, k, v, lens, S, out=o, workspace=ws, blasst_lambda=lam, blasst_counters=cnt)
    rows = []
    for tgt in ([0.0, 0.5, 0.7] if not args.quick else [0.7]):
        if tgt == 0.0:
            lam, s = 1e-30, sparsity_of(sa, lambda c: call(1e-30, c))
        else:
            lam, s = find_lambda(sa, call, tgt)
        call(lam, None)
        err = ((o.float() - ref.float()).norm() / ref.float().norm()).item()
        rows.append({"target": tgt, "lambda": lam, "sparsity": s, "rel_err": err})
        fns.append((f"row{len(rows) - 1}", (lambda lam: lambda: call(lam, None))(lam)))
    # paged: the same rows in pages of 64, in a shuffled page order
    npg = S // PS
    perm = torch.randperm(B * npg, device="cuda")
    kp = torch.empty(B * npg, PS, Hkv, D, dtype=k.dtype, device="cuda")
    vp = torch.empty_like(kp)
    kp[perm] = k.view(B * npg, PS, Hkv, D)
    vp[perm] = v.view(B * npg, PS, Hkv, D)
    bt = perm.view(B, npg).to(torch.int32)
    sa.decode(q, kp, vp, lens, S, out=o, block_table=bt, workspace=ws)
    res["paged_bitwise_equal"] = bool(torch.equal(o, ref))
    fns.append(("paged", lambda: sa.decode(q, kp, vp, lens, S, out=o, block_table=bt, workspace=ws)))
    # dense, cuDNN, each BLASST row and paged, in interleaved rounds (as the prefill rows)
    med = interleaved(fns, args.rounds)
    dense_ms = res["dense_ms"] = med["dense"]
    res["dense_gbs"] = kv_bytes / dense_ms / 1e6
    if "cudnn" in med:
        res["cudnn_ms"], res["cudnn_gbs"] = med["cudnn"], kv_bytes / med["cudnn"] / 1e6
    for i, r in enumerate(rows):
        r["ms"] = med[f"row{i}"]
        r["speedup"] = dense_ms / r["ms"]
    res["blasst"] = rows
    res["paged_ms"], res["paged_gbs"] = med["paged"], kv_bytes / med["paged"] / 1e6
    res["rounds"] = args.rounds
    out["decode"] = res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seqlen", type=int, default=32768)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--json")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--rounds", type=int, default=6, help="interleaved timing rounds (5 calls each)")
    ap.add_argument("--skip-prefill", action="store_true")
    ap.add_argument("--skip-decode", action="store_true")
    args = ap.parse_args()
    sa = sparseattn.SparseAttn()
    info = sa.device_info()
    out = {"device": info, "torch": torch.__version__, "cudnn": torch.backends.cudnn.version()}
    print(f"device: {info['name']}, torch {torch.__version__}, cuDNN {out['cudnn']}")
    if not args.skip_prefill:
        bench_prefill(sa, args, out)
    if not args.skip_decode:
        bench_decode(sa, args, out)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)
    if "prefill" in out:
        p = out["prefill"]
        print(f"\nPREFILL {p['shape']}")
        print(f"  ours dense {p['dense_ms']:.2f} ms ({p['dense_tflops']:.0f} TFLOP/s); cuDNN {p.get('cudnn_ms', float('nan')):.2f} ms "
              f"({p.get('cudnn_tflops', float('nan')):.0f}); flash {p.get('flash_ms', float('nan')):.2f} ms ({p.get('flash_tflops', float('nan')):.0f})")
        print(f"  BLASST kernel with lambda = 0 (no decisions): {p['lambda0_ms']:.2f} ms ({p['lambda0_vs_dense']:.3f} of dense speed)")
        print(f"  {'target':>6} {'lambda':>10} {'sparsity':>8} {'ms':>8} {'speedup':>8} {'err vs dense':>12}")
        for r in p["rows"]:
            print(f"  {r['target']:6.2f} {r['lambda']:10.3g} {r['sparsity']:8.3f} {r['ms']:8.2f} {r['speedup']:8.3f} {r['rel_err']:12.2e}")
    if "decode" not in out:
        return 0
    d = out["decode"]
    print(f"\nDECODE {d['shape']} plan {d['plan']['num_splits']} splits (BLASST {d['plan_blasst']['num_splits']})")
    print(f"  ours dense {d['dense_ms']:.3f} ms = {d['dense_gbs']:.0f} GB/s; cuDNN {d.get('cudnn_ms', float('nan')):.3f} ms = "
          f"{d.get('cudnn_gbs', float('nan')):.0f} GB/s ({d['dense_gbs'] / d['cudnn_gbs'] if 'cudnn_gbs' in d else float('nan'):.3f} of it); "
          f"flash {d.get('flash_ms', float('nan')):.3f} ms = {d.get('flash_gbs', float('nan')):.0f} GB/s")
    for name in ("cudnn", "flash"):
        if name + "_note" in d:
            print(f"  {name} did not run: {d[name + '_note']}")
    print(f"  paged (page 64) {d['paged_ms']:.3f} ms = {d['paged_gbs']:.0f} GB/s ({d['dense_ms'] / d['paged_ms']:.3f} of contiguous "
          f"speed; bitwise equal {d['paged_bitwise_equal']})")
    for r in d["blasst"]:
        print(f"  BLASST target {r['target']:.2f}: lambda {r['lambda']:.3g} sparsity {r['sparsity']:.3f} {r['ms']:.3f} ms "
              f"speedup {r['speedup']:.3f} err {r['rel_err']:.2e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
