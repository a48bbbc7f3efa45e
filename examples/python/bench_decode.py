#!/usr/bin/env python3
"""Decode at the HBM limit: sparseattn's decode over bf16 and FP8 (e4m3) KV caches, contiguous and paged, next to
cuDNN (torch SDPA) on the same bf16 tensors.
    make lib && python3 examples/python/bench_decode.py [--shapes 64x32768,8x131072,1x262144,128x4096] [--json out.json]
bf16 queries, d128, 32/8 heads, q_len 1, every sequence the full length. A sample is one CUDA graph of --calls calls
(an engine's captured decode step); the kernels compared alternate in --rounds rounds; medians. GB/s counts the cache
bytes a call must read (K and V of every sequence, 2 bytes an element for bf16, 1 for FP8). The FP8 cache holds the
e4m3 codes of the bf16 cache with one scale per tensor (vLLM's k_scale / v_scale); its error is reported against
float64 attention over the dequantized cache and against the bf16 cache's float64 attention.
"""
import argparse
import json
import os
import statistics
import sys

import torch
from torch.nn.attention import SDPBackend

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (SDPA helper)
from bench_cache import decode_case  # noqa: E402  (sa_decode's arguments through ctypes)


def graphed(fn, calls):
    """fn called `calls` times in one CUDA graph: a replay is one sample."""
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(2):
            fn()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(calls):
            fn()
    torch.cuda.synchronize()
    return g


def time_graphs(graphs, calls, rounds, reps=3):
    """Per-call median ms of each graph, in rounds that alternate between them."""
    samples = {n: [] for n in graphs}
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(2)]
    for _ in range(rounds):
        for n, g in graphs.items():
            g.replay()
            for _ in range(reps):
                ev[0].record()
                g.replay()
                ev[1].record()
                ev[1].synchronize()
                samples[n].append(ev[0].elapsed_time(ev[1]) / calls)
    return {n: statistics.median(v) for n, v in samples.items()}


def paged(k, v, page, gen):
    """The same rows as pages of `page` rows, in a shuffled page order: (k_pages, v_pages, block_table)."""
    B, L = k.shape[:2]
    mp = L // page
    perm = torch.randperm(B * mp, generator=gen).to(k.device)
    kp = torch.empty((B * mp, page) + tuple(k.shape[2:]), dtype=k.dtype, device=k.device)
    vp = torch.empty_like(kp)
    kp[perm] = k.reshape((B * mp, page) + tuple(k.shape[2:]))
    vp[perm] = v.reshape((B * mp, page) + tuple(v.shape[2:]))
    return kp, vp, perm.view(B, mp).to(torch.int32).contiguous()


def ref_error(q, k, v, o, ks=1.0, vs=1.0, seqs=2):
    """Relative error of o against float64 attention over (k * ks, v * vs), on the first `seqs` sequences."""
    qd = q[:seqs].double().transpose(1, 2)
    kd = (k[:seqs].double() * ks).transpose(1, 2)
    vd = (v[:seqs].double() * vs).transpose(1, 2)
    rep = q.shape[2] // k.shape[2]
    kd, vd = kd.repeat_interleave(rep, 1), vd.repeat_interleave(rep, 1)
    p = torch.softmax(qd @ kd.transpose(-1, -2) / q.shape[-1] ** 0.5, -1)
    r = (p @ vd).transpose(1, 2)
    return ((o[:seqs].double() - r).norm() / r.norm()).item()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shapes", default="64x32768,8x131072,1x262144,128x4096", help="BxL, comma separated")
    ap.add_argument("--pages", default="16,64")
    ap.add_argument("--calls", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json")
    args = ap.parse_args()
    hq, hkv, d = 32, 8, 128
    gen = torch.Generator().manual_seed(7)
    dev = torch.device("cuda")
    print(f"{torch.cuda.get_device_name()}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}; "
          f"bf16 q, d{d}, {hq}/{hkv} heads, q_len 1; {args.calls} calls a CUDA graph, {args.rounds} rounds, medians",
          flush=True)
    results = []
    for shape in args.shapes.split(","):
        B, L = (int(x) for x in shape.split("x"))
        q = torch.randn((B, 1, hq, d), generator=gen).to(dev, torch.bfloat16)
        k = torch.randn((B, L, hkv, d), generator=gen).to(dev, torch.bfloat16)
        v = torch.randn((B, L, hkv, d), generator=gen).to(dev, torch.bfloat16)
        lens = torch.full((B,), L, dtype=torch.int32, device=dev)
        ksc = (k.abs().amax().float() / 448).reshape(1)
        vsc = (v.abs().amax().float() / 448).reshape(1)
        k8 = (k.float() / ksc).to(torch.float8_e4m3fn)
        v8 = (v.float() / vsc).to(torch.float8_e4m3fn)
        outs, graphs = {}, {}

        def add(name, fn):
            outs[name] = fn.out
            graphs[name] = graphed(fn, args.calls)

        keep = []   # every tensor a graph reads stays alive until the graphs are gone

        def ours(name, kk, vv, cache=None, fp8=None):
            o = torch.empty_like(q)
            fn, ws, plan = decode_case(q, kk, vv, o, lens, cache, fp8)
            fn.out = o
            keep.append((kk, vv, cache, o, fn, ws))
            add(name, fn)
        ours("bf16", k, v)
        ours("fp8", k8, v8, fp8=(ksc, vsc))
        for page in (int(p) for p in args.pages.split(",") if p):
            kp, vp, bt = paged(k, v, page, gen)
            ours(f"bf16 page {page}", kp, vp, cache=(bt, page))
            kp8, vp8, bt8 = paged(k8, v8, page, gen)
            ours(f"fp8 page {page}", kp8, vp8, cache=(bt8, page), fp8=(ksc, vsc))
        run, how, ref_out = bench.sdpa_runner(SDPBackend.CUDNN_ATTENTION, q, k, v, False)
        if run is not None:
            outs["cudnn"] = run().transpose(1, 2)
            graphs["cudnn"] = graphed(run, args.calls)
        med = time_graphs(graphs, args.calls, args.rounds)
        bytes16 = 2 * B * L * hkv * d * 2
        row = {"shape": f"B{B} x {L}", "ms": med, "cudnn_note": how if run is None else ""}
        row["gbs"] = {n: (bytes16 / 2 if n.startswith("fp8") else bytes16) / t / 1e6 for n, t in med.items()}
        if run is not None:
            row["err_cudnn_vs_bf16"] = ((outs["cudnn"].float() - outs["bf16"].float()).norm() /
                                        outs["bf16"].float().norm()).item()
        row["err_bf16"] = ref_error(q, k, v, outs["bf16"])
        row["err_fp8_vs_dequant"] = ref_error(q, k8, v8, outs["fp8"], ksc.item(), vsc.item())
        row["err_fp8_vs_bf16_cache"] = ref_error(q, k, v, outs["fp8"])
        for n in outs:
            if n.startswith("bf16 page"):
                row.setdefault("paged_equal", {})[n] = bool(torch.equal(outs[n], outs["bf16"]))
            if n.startswith("fp8 page"):
                row.setdefault("paged_equal", {})[n] = bool(torch.equal(outs[n], outs["fp8"]))
        results.append(row)
        print(json.dumps(row), flush=True)
        del q, k, v, k8, v8, outs, graphs, keep
        torch.cuda.empty_cache()
    print()
    names = ["cudnn", "bf16", "bf16 page 16", "bf16 page 64", "fp8", "fp8 page 16", "fp8 page 64"]
    print("| shape | " + " | ".join(names) + " | bf16/cuDNN | fp8/bf16 time | fp8 err (dequant / bf16 cache) |")
    print("|" + " --- |" * (len(names) + 4))
    for r in results:
        m, g = r["ms"], r["gbs"]
        cells = [f"{m[n]:.3f} ms {g[n]:.0f} GB/s" if n in m else "-" for n in names]
        ratio = m["cudnn"] / m["bf16"] if "cudnn" in m else float("nan")
        print(f"| {r['shape']} | " + " | ".join(cells) + f" | {ratio:.3f}x | {m['fp8'] / m['bf16']:.3f} | "
              f"{r['err_fp8_vs_dequant']:.1e} / {r['err_fp8_vs_bf16_cache']:.1e} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
