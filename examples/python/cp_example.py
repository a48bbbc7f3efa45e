"""Ring attention across the GPUs of one host against one GPU (sparseattn.distributed.ring_attention):

    torchrun --nproc-per-node 2 examples/python/cp_example.py --seqlen 131072
    torchrun --nproc-per-node 4 examples/python/cp_example.py --seqlen 262144 --heads 32 --heads-kv 8 --no-single
    torchrun --nproc-per-node 2 examples/python/cp_example.py --decode --batch 8 --seqlen 262144 --graph

Every rank builds the same full q, k, v (seeded, on its GPU), keeps its zigzag shard (sparseattn.distributed.
shard_zigzag) and runs ring_attention; the time of a call is the slowest rank's (CUDA events around each call,
the median of --iters after --warmup). Rank 0 then runs sparseattn.attention over the whole sequence on its GPU
(unless --no-single) and compares the gathered result with it. Prints one line per measurement; --json FILE also
appends one JSON line per run to FILE (python3 -m sparseattn.plots scaling FILE draws them).
Needs SPARSEATTN_LIB (or the installed package) and the NCCL backend; --cpu runs gloo and the CPU references
instead (a smoke test of small shapes: its times say nothing about GPUs).
"""
import argparse
import json
import os
import statistics
import time

import torch
import torch.distributed as dist

import sparseattn
import sparseattn.distributed as sd
from bench_decode import graphed   # the benchmarks' capture: a warm-up on a side stream, then the calls in one graph

DTYPES = {"bf16": torch.bfloat16, "fp16": torch.float16}


def timed(fn, iters, warmup, cuda, barrier=True):
    """Median milliseconds of fn over iters calls (after warmup), each after a barrier (CUDA events on a GPU)."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(iters):
        if cuda:
            torch.cuda.synchronize()
        if barrier:
            dist.barrier()
        if cuda:
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            fn()
            b.record()
            torch.cuda.synchronize()
            times.append(a.elapsed_time(b))
        else:
            t = time.perf_counter()
            fn()
            times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def gather(x, dim, world):
    """Every rank's shard of x (uneven lengths: padded to the longest for all_gather), in rank order."""
    n = torch.tensor([x.shape[dim]], device=x.device)
    ns = [torch.empty_like(n) for _ in range(world)]
    dist.all_gather(ns, n)
    ns = [int(t) for t in ns]
    pad = list(x.shape)
    pad[dim] = max(ns)
    buf = torch.zeros(pad, dtype=x.dtype, device=x.device)
    buf.narrow(dim, 0, x.shape[dim]).copy_(x)
    bufs = [torch.empty_like(buf) for _ in range(world)]
    dist.all_gather(bufs, buf)
    return [b.narrow(dim, 0, m) for b, m in zip(bufs, ns)]


def record(args, **row):
    """Rank 0's result as one JSON line appended to --json (nothing without it)."""
    if args.json:
        with open(args.json, "a") as f:
            f.write(json.dumps(dict(row, batch=args.batch, seqlen=args.seqlen, heads=args.heads, heads_kv=args.heads_kv,
                                    dim=args.dim, dtype=args.dtype)) + "\n")


def step_timer(fn, args, cuda, barrier=True):
    """Milliseconds of one call of fn: eager (timed), or a CUDA graph of args.calls calls replayed (timed / calls)."""
    if not (cuda and args.graph):
        return timed(fn, args.iters, args.warmup, cuda, barrier)
    return timed(graphed(fn, args.calls).replay, args.iters, args.warmup, cuda, barrier) / args.calls


def decode(args, dev, rank, world, g, dt, cuda):
    """One decode step over a cache split by tokens across the ranks, against the whole cache on one GPU."""
    B, S, hq, hkv, d = args.batch, args.seqlen, args.heads, args.heads_kv, args.dim
    cuts = [S * r // world for r in range(world + 1)]
    n_local = cuts[rank + 1] - cuts[rank]
    q = torch.randn(B, 1, hq, d, generator=g, device=dev, dtype=dt)
    # the rank's part, made from the same seeded full cache a piece at a time (a 1M-token cache is 4 GiB a tensor)
    kl = torch.empty(B, n_local, hkv, d, device=dev, dtype=dt)
    vl = torch.empty_like(kl)
    for name, part in (("k", kl), ("v", vl)):
        gen = torch.Generator(device=dev).manual_seed(1 if name == "k" else 2)
        for b in range(B):
            full = torch.randn(S, hkv, d, generator=gen, device=dev, dtype=dt)
            part[b].copy_(full[cuts[rank]:cuts[rank + 1]])
            del full
    lens = torch.full((B,), n_local, dtype=torch.int32, device=dev)
    out = torch.empty_like(q)

    def step():
        sd.sharded_decode(q, kl, vl, lens, max_seqlen_k=n_local, out=out)
    ms = torch.tensor([step_timer(step, args, cuda)], device=dev)
    dist.all_reduce(ms, op=dist.ReduceOp.MAX)
    nbytes = 2 * B * S * hkv * d * kl.element_size()
    what = (f"decode B={B} S={S} Hq={hq} Hkv={hkv} D={d} {args.dtype} q_len 1, "
            f"{'CUDA graph of ' + str(args.calls) + ' steps' if args.graph and cuda else 'eager steps'}")
    if rank == 0:
        print(f"sharded_decode on {world} {'processes (CPU)' if not cuda else 'GPUs'}: {what}: {ms.item():.4f} ms a "
              f"step, {nbytes / ms.item() / 1e6:.0f} GB/s of cache", flush=True)
    got = out.clone()
    del kl, vl
    if cuda:
        torch.cuda.empty_cache()
    if not args.no_single and rank == 0:
        kf = torch.empty(B, S, hkv, d, device=dev, dtype=dt)
        vf = torch.empty_like(kf)
        for name, whole in (("k", kf), ("v", vf)):
            gen = torch.Generator(device=dev).manual_seed(1 if name == "k" else 2)
            for b in range(B):
                whole[b].copy_(torch.randn(S, hkv, d, generator=gen, device=dev, dtype=dt))
        lf = torch.full((B,), S, dtype=torch.int32, device=dev)
        one_out = torch.empty_like(q)

        def single():
            sparseattn.decode(q, kf, vf, lf, max_seqlen_k=S, out=one_out)
        one = step_timer(single, args, cuda, barrier=False)
        single()
        err = (got.float() - one_out.float()).abs().max().item()
        print(f"one {'process' if not cuda else 'GPU'}: {what}: {one:.4f} ms a step, {nbytes / one / 1e6:.0f} GB/s; "
              f"sharded speedup {one / ms.item():.2f}x; max |sharded - one| = {err:.3g}", flush=True)
        record(args, mode="decode", world=world, graph=bool(args.graph and cuda), ms=ms.item(), one_ms=one,
               speedup=one / ms.item(), max_err=err)
    dist.barrier()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seqlen", type=int, default=65536)
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--heads", type=int, default=32)
    ap.add_argument("--heads-kv", type=int, default=8)
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--dtype", choices=sorted(DTYPES), default="bf16")
    ap.add_argument("--no-causal", action="store_true", help="non-causal attention (default: causal)")
    ap.add_argument("--layout", choices=list(sd.LAYOUTS), default="zigzag")
    ap.add_argument("--blasst-lambda", type=float, default=None, help="BLASST (each rank decides on its own keys)")
    ap.add_argument("--iters", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--no-single", action="store_true", help="skip the one-GPU run (and the comparison)")
    ap.add_argument("--cpu", action="store_true", help="gloo and the CPU references (a smoke test: small shapes)")
    ap.add_argument("--decode", action="store_true", help="decode (sharded_decode): --batch sequences of --seqlen "
                    "cached tokens, each rank holding a contiguous 1/world of every sequence's tokens, q_len 1")
    ap.add_argument("--graph", action="store_true", help="decode: time one step as a CUDA graph of --calls steps "
                    "(the collective captured with it), the engine's way; else eager steps")
    ap.add_argument("--calls", type=int, default=10)
    ap.add_argument("--json", help="append each run's figures (rank 0's, with the one-GPU run) as a JSON line here")
    args = ap.parse_args()

    local = int(os.environ.get("LOCAL_RANK", 0))
    if args.cpu:
        dist.init_process_group("gloo")
        dev = torch.device("cpu")
    else:
        torch.cuda.set_device(local)
        dev = torch.device("cuda", local)
        dist.init_process_group("nccl", device_id=dev)
    rank, world = dist.get_rank(), dist.get_world_size()
    dt, causal, cuda = DTYPES[args.dtype], not args.no_causal, not args.cpu

    g = torch.Generator(device=dev).manual_seed(0)
    B, S = args.batch, args.seqlen
    if args.decode:
        decode(args, dev, rank, world, g, dt, cuda)
        dist.destroy_process_group()
        return

    def full(h):
        return torch.randn(B, S, h, args.dim, generator=g, device=dev, dtype=dt)
    q, k, v = full(args.heads), full(args.heads_kv), full(args.heads_kv)
    if args.layout == "zigzag":
        ql, kl, vl = (sd.shard_zigzag(x, 1, rank, world) for x in (q, k, v))
    else:
        ql, kl, vl = (torch.tensor_split(x, world, 1)[rank].contiguous() for x in (q, k, v))
    if args.no_single:
        del q, k, v
    if cuda:
        torch.cuda.empty_cache()

    def ring():
        return sd.ring_attention(ql, kl, vl, causal=causal, layout=args.layout, blasst_lambda=args.blasst_lambda)
    ms = torch.tensor([timed(ring, args.iters, args.warmup, cuda)], device=dev)
    dist.all_reduce(ms, op=dist.ReduceOp.MAX)
    flops = sparseattn.attention_flops(B, args.heads, S, S, args.dim, causal)
    what = (f"B={B} S={S} Hq={args.heads} Hkv={args.heads_kv} D={args.dim} {args.dtype} "
            f"{'causal' if causal else 'non-causal'} layout={args.layout}"
            f"{'' if args.blasst_lambda is None else f' blasst_lambda={args.blasst_lambda:g}'}")
    if rank == 0:
        where = "processes (CPU)" if args.cpu else "GPUs"
        print(f"ring_attention on {world} {where}: {what}: {ms.item():.3f} ms, {flops / ms.item() / 1e9:.1f} TFLOP/s",
              flush=True)

    if not args.no_single:
        parts = gather(ring(), 1, world)
        got = sd.unshard_zigzag(parts, 1) if args.layout == "zigzag" else torch.cat(parts, 1)
        if rank == 0:
            def single():
                return sparseattn.attention(q, k, v, causal=causal, blasst_lambda=args.blasst_lambda)
            one = timed(single, args.iters, args.warmup, cuda, barrier=False)
            ref = single()
            err = (got.float() - ref.float()).abs().max().item()
            print(f"one {'process' if args.cpu else 'GPU'}: {what}: {one:.3f} ms, {flops / one / 1e9:.1f} TFLOP/s; "
                  f"ring speedup {one / ms.item():.2f}x; max |ring - one| = {err:.3g} "
                  f"(max |one| {ref.float().abs().max().item():.3g})", flush=True)
            record(args, mode="prefill", world=world, causal=causal, layout=args.layout,
                   blasst_lambda=args.blasst_lambda, ms=ms.item(), one_ms=one, speedup=one / ms.item(), max_err=err)
        dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
