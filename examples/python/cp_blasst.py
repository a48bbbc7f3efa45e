"""BLASST under context parallelism: the tiles it skips and the error it makes when the sequence or the cache is split
across ranks, against one GPU at the same lambda, on LLM-like synthetic inputs (sparseattn.synth):

    torchrun --nproc-per-node 2 examples/python/cp_blasst.py [--seqlen 32768] [--decode-seqlen 131072]
    torchrun --nproc-per-node 2 examples/python/cp_blasst.py --cpu --seqlen 512 --decode-seqlen 2048   (gloo, CPU)

A rank decides on the keys its own call sees: in ring_attention each ring step's call starts its running maximum
afresh on the visiting chunk, and in sharded_decode each rank's call sees its shard, never the sequence. Prefill:
one causal sequence, zigzag shards. Decode: --batch queries (the last positions' of the sequence) over the whole
cache, split by tokens. For each lambda: the fraction of KV tiles skipped (the ranks' counters summed; tiles are
counted per call, so the totals differ from one device's) and the relative error ||O - O_dense|| / ||O_dense||
against one device's dense result, sharded and on one device (lambda 0: dense, the rounding of the sharded merge
alone), and the largest difference between the two BLASST results. Every rank builds the same inputs; rank 0 prints
a line per measurement and, with --json FILE, appends it there.
"""
import argparse
import json
import os

import torch
import torch.distributed as dist

import sparseattn
import sparseattn.distributed as sd


def rel(a, b):
    return ((a.float() - b.float()).norm() / b.float().norm()).item()


def frac(c):
    return c[1].item() / max(c[0].item(), 1)


def counters(dev):
    return torch.zeros(2, dtype=torch.int64, device=dev)


def report(args, rank, row):
    if rank:
        return
    print(f"{row['mode']:7s} lambda {row['lambda']:<8g} one device: {100 * row['one_skipped']:5.1f}% of "
          f"{row['one_tiles']} tiles skipped, rel err {row['one_rel_err']:.2e} | {row['world']} ranks: "
          f"{100 * row['sharded_skipped']:5.1f}% of {row['sharded_tiles']} skipped, rel err "
          f"{row['sharded_rel_err']:.2e} | max |sharded - one| {row['max_diff']:.3g}", flush=True)
    if args.json:
        with open(args.json, "a") as f:
            f.write(json.dumps(dict(row, heads=args.heads, heads_kv=args.heads_kv, dim=args.dim, seed=args.seed))
                    + "\n")


def prefill(args, dev, rank, world):
    S = args.seqlen
    q, k, v = (x.to(dev)[None] for x in sparseattn.synth(S, args.heads, args.heads_kv, args.dim, seed=args.seed))
    dense = sparseattn.attention(q, k, v, causal=True)
    ql, kl, vl = (sd.shard_zigzag(x, 1, rank, world) for x in (q, k, v))
    for lam in args.lambdas:
        c1, cs = counters(dev), counters(dev)
        b = dict(blasst_lambda=lam, counters=c1) if lam else {}
        one = sparseattn.attention(q, k, v, causal=True, **b)
        part = sd.ring_attention(ql, kl, vl, causal=True, **dict(b, counters=cs) if lam else {})
        parts = [torch.empty_like(part) for _ in range(world)]   # zigzag shards of one length (S % 2 world == 0)
        dist.all_gather(parts, part.contiguous())
        got = sd.unshard_zigzag(parts, 1)
        dist.all_reduce(cs)
        report(args, rank, dict(mode="prefill", seqlen=S, batch=1, world=world, **{"lambda": lam},
                                one_tiles=c1[0].item(), one_skipped=frac(c1), one_rel_err=rel(one, dense),
                                sharded_tiles=cs[0].item(), sharded_skipped=frac(cs), sharded_rel_err=rel(got, dense),
                                max_diff=(got.float() - one.float()).abs().max().item()))


def decode(args, dev, rank, world):
    S, B = args.decode_seqlen, args.batch
    qs, k, v = sparseattn.synth(S, args.heads, args.heads_kv, args.dim, seed=args.seed + 1)
    q = torch.stack([qs[S - 1 - b] for b in range(B)]).to(dev)[:, None]        # [B, 1, Hq, D]
    kf = k.to(dev)[None].expand(B, S, -1, -1).contiguous()
    vf = v.to(dev)[None].expand(B, S, -1, -1).contiguous()
    lens = torch.full((B,), S, dtype=torch.int32, device=dev)
    cut = [S * r // world for r in range(world + 1)]
    kl, vl = (x[:, cut[rank]:cut[rank + 1]].contiguous() for x in (kf, vf))
    lens_l = torch.full((B,), cut[rank + 1] - cut[rank], dtype=torch.int32, device=dev)
    dense = sparseattn.decode(q, kf, vf, lens, max_seqlen_k=S)
    for lam in args.lambdas:
        c1, cs = counters(dev), counters(dev)
        b = dict(blasst_lambda=lam, counters=c1) if lam else {}
        one = sparseattn.decode(q, kf, vf, lens, max_seqlen_k=S, **b)
        got = sd.sharded_decode(q, kl, vl, lens_l, max_seqlen_k=cut[rank + 1] - cut[rank],
                                **dict(b, counters=cs) if lam else {})
        dist.all_reduce(cs)
        report(args, rank, dict(mode="decode", seqlen=S, batch=B, world=world, **{"lambda": lam},
                                one_tiles=c1[0].item(), one_skipped=frac(c1), one_rel_err=rel(one, dense),
                                sharded_tiles=cs[0].item(), sharded_skipped=frac(cs), sharded_rel_err=rel(got, dense),
                                max_diff=(got.float() - one.float()).abs().max().item()))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seqlen", type=int, default=32768, help="prefill: one causal sequence (0: no prefill)")
    ap.add_argument("--decode-seqlen", type=int, default=131072, help="decode: cached tokens (0: no decode)")
    ap.add_argument("--batch", type=int, default=4, help="decode: queries, the sequence's last positions'")
    ap.add_argument("--heads", type=int, default=32)
    ap.add_argument("--heads-kv", type=int, default=8)
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--lambdas", type=float, nargs="+", default=[0, 1e-4, 1e-3, 1e-2],
                    help="0: dense (the rounding of the sharded merge alone)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--cpu", action="store_true", help="gloo and the CPU references (small shapes)")
    ap.add_argument("--json", help="append each measurement as a JSON line here")
    args = ap.parse_args()
    if args.cpu:
        dist.init_process_group("gloo")
        dev = torch.device("cpu")
    else:
        local = int(os.environ.get("LOCAL_RANK", 0))
        torch.cuda.set_device(local)
        dev = torch.device("cuda", local)
        dist.init_process_group("nccl", device_id=dev)
    rank, world = dist.get_rank(), dist.get_world_size()
    if args.seqlen:
        if args.seqlen % (2 * world):
            raise SystemExit(f"--seqlen {args.seqlen}: a multiple of 2 x world ({2 * world}) keeps the shards equal")
        prefill(args, dev, rank, world)
    if args.decode_seqlen:
        decode(args, dev, rank, world)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
