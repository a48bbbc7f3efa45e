#!/usr/bin/env python3
"""The configs a smaller GPU gets, timed on this one: dense prefill and decode through contexts whose shared memory is
capped (sa_context_options.max_smem_per_block) as an A100's (166912 bytes) and as a 99 KiB GPU's (L4, L40S, A10,
RTX 30/40/50: 101376), beside the uncapped context, on the same tensors, in interleaved rounds; cuDNN (torch SDPA) on the
prefill shapes as the peer.

    make lib && python3 examples/python/bench_caps.py [--json out.json]

An H100 under a cap is not that GPU: its bandwidth, SM count and clocks stay an H100's. The figures say what the
configs cost on this GPU, and that they run; they are not an L40S's speed.
"""
import argparse
import json
import os
import statistics
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sparseattn  # noqa: E402

CAPS = (("uncapped", 0), ("163 KiB (A100)", 166912), ("99 KiB (L40S)", 101376))


def gpu_ms(fn, reps):
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record()
    for _ in range(reps):
        fn()
    b.record()
    b.synchronize()
    return a.elapsed_time(b) / reps


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seqlen", type=int, default=32768, help="prefill length (causal)")
    ap.add_argument("--batch", type=int, default=64, help="decode batch")
    ap.add_argument("--cache", type=int, default=32768, help="decode KV length")
    ap.add_argument("--dims", default="128,64")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json")
    args = ap.parse_args()
    torch.manual_seed(0)
    objs = [(name, sparseattn.SparseAttn(max_smem_per_block=cap)) for name, cap in CAPS]
    for name, o in objs:
        info = o.device_info()
        print(f"{name}: {info['name']}, {info['smem_per_block']} bytes of shared memory per block", flush=True)
    rows = []
    for d in (int(x) for x in args.dims.split(",")):
        hq, hkv = 32, 8
        q = torch.randn(1, args.seqlen, hq, d, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(1, args.seqlen, hkv, d, device="cuda", dtype=torch.bfloat16)
        v = torch.randn_like(k)
        out = torch.empty_like(q)
        qt, kt, vt = (x.transpose(1, 2) for x in (q, k, v))

        def cudnn():
            with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                F.scaled_dot_product_attention(qt, kt, vt, is_causal=True, enable_gqa=True)
        ref = None
        fns = {}
        for name, o in objs:
            fns[name] = (lambda o=o: o.attention(q, k, v, out=out, causal=True))
            fns[name]()
            torch.cuda.synchronize()
            if ref is None:
                ref = out.clone()
            err = (out.float() - ref.float()).abs().max().item()
            assert err < 2e-2, f"prefill d{d} {name}: differs from the uncapped output by {err}"
        fns["cuDNN"] = cudnn
        ts = {n: [] for n in fns}
        for _ in range(args.rounds):
            for n, f in fns.items():
                ts[n].append(gpu_ms(f, 3))
        flop = 4 * args.seqlen * args.seqlen * hq * d / 2
        for n in fns:
            ms = statistics.median(ts[n])
            rows.append({"what": f"prefill {args.seqlen} causal d{d}", "context": n, "ms": ms,
                         "tflops": flop / ms / 1e9, "vs_uncapped": statistics.median(ts["uncapped"]) / ms})
        del q, k, v, out, qt, kt, vt
        # decode: one query a sequence, contiguous cache
        qd = torch.randn(args.batch, 1, hq, d, device="cuda", dtype=torch.bfloat16)
        kc = torch.randn(args.batch, args.cache, hkv, d, device="cuda", dtype=torch.bfloat16)
        vc = torch.randn_like(kc)
        lens = torch.full((args.batch,), args.cache, dtype=torch.int32, device="cuda")
        od = torch.empty_like(qd)
        fns = {}
        ref = None
        for name, o in objs:
            plan = o.decode_plan(qd, kc, vc, lens, args.cache)
            ws = torch.empty(max(1, plan["workspace_bytes"]), dtype=torch.uint8, device="cuda")
            fns[name] = (lambda o=o, ws=ws: o.decode(qd, kc, vc, lens, args.cache, out=od, workspace=ws))
            fns[name]()
            torch.cuda.synchronize()
            if ref is None:
                ref = od.clone()
            err = (od.float() - ref.float()).abs().max().item()
            assert err < 2e-2, f"decode d{d} {name}: differs from the uncapped output by {err}"
        ts = {n: [] for n in fns}
        for _ in range(args.rounds):
            for n, f in fns.items():
                ts[n].append(gpu_ms(f, 10))
        gb = 2 * kc.numel() * 2 / 1e9
        for n in fns:
            ms = statistics.median(ts[n])
            rows.append({"what": f"decode B{args.batch} x {args.cache} d{d}", "context": n, "ms": ms,
                         "gbps": gb / ms * 1e3, "vs_uncapped": statistics.median(ts["uncapped"]) / ms})
        del qd, kc, vc, od
        torch.cuda.empty_cache()
    for name, o in objs:
        print(f"{name}: kernels run: " + ", ".join(k["name"] for k in o.kernel_infos()))
    print(f"\n{'shape':28} {'context':16} {'ms':>9} {'TFLOP/s|GB/s':>13} {'x uncapped':>10}")
    for r in rows:
        rate = r.get("tflops", r.get("gbps"))
        print(f"{r['what']:28} {r['context']:16} {r['ms']:9.3f} {rate:13.0f} {r['vs_uncapped']:10.3f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"gpu": torch.cuda.get_device_name(), "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
