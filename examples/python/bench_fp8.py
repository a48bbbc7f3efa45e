#!/usr/bin/env python3
"""FP8 attention (e4m3 Q, K and V with descales, Hopper): its speed beside our bf16 kernel and cuDNN's bf16 through
torch SDPA, same process, and its error against float64 beside the bf16 kernel's on the same inputs.

    make lib && python3 examples/python/bench_fp8.py [--seqlen 32768] [--json out.json]

Speed: B1, 32 query / 8 KV heads, causal and not, d64 and d128 (and the --seqlen length); runners timed in
interleaved rounds (each round `reps` CUDA-event-timed calls per runner, its median; the figure is the median over
rounds); TFLOP/s = 4 B Hq Sq Sk D (halved when causal). Every runner's output is checked against torch's before it is
timed. Error: root mean square of O - O_ref, O_ref the float64 attention of the unquantized inputs, on N(0, 1)
inputs and on FlashAttention-3's outlier inputs (N(0, 1) + N(0, 100) x Bernoulli(0.001)); the FP8 inputs are
quantized per (sequence, KV head) with descale amax / 448, as FlashAttention-3's callers do.
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
from sparseattn import _abi, _core, _lib  # noqa: E402
from bench import time_ms  # noqa: E402  (CUDA-event timing)

E4M3 = 1  # SA_KV_FP8_E4M3


def quantize(x, hkv):
    """x [B, S, H, D] float -> (e4m3 codes, descales [B, Hkv] fp32): one descale per sequence and KV head (a query
    head's group shares its KV head's), amax / 448."""
    b, s, h, d = x.shape
    g = x.float().reshape(b, s, hkv, h // hkv, d)
    ds = g.abs().amax(dim=(1, 3, 4)).clamp_min(1e-12) / 448.0
    codes = (g / ds[:, None, :, None, None]).clamp(-448, 448).to(torch.float8_e4m3fn).reshape(b, s, h, d)
    return codes, ds.contiguous()


def dequantize(codes, ds, hkv):
    b, s, h, d = codes.shape
    return (codes.float().reshape(b, s, hkv, h // hkv, d) * ds[:, None, :, None, None]).reshape(b, s, h, d)


class FP8Attention:
    """sa_attention over FP8 q, k, v [B, S, H, D] (contiguous), out [B, S, Hq, D] bf16, built once: the struct filled
    here, each call one ctypes call on the current stream."""

    def __init__(self, q8, k8, v8, qs, ks, vs, causal, out):
        a = _abi.sa_attention_args()
        b, sq, hq, d = q8.shape
        a.dtype = 0
        a.batch, a.seqlen_q, a.seqlen_k = b, sq, k8.shape[1]
        a.heads_q, a.heads_kv, a.head_dim = hq, k8.shape[2], d
        a.q, a.k, a.v, a.o = q8.data_ptr(), k8.data_ptr(), v8.data_ptr(), out.data_ptr()
        a.causal = int(causal)
        a.q_format = E4M3
        a.kv.format = E4M3
        a.q_scale, a.kv.k_scale, a.kv.v_scale = qs.data_ptr(), ks.data_ptr(), vs.data_ptr()
        a.kv.scale_batch_stride, a.kv.scale_head_stride = k8.shape[2], 1
        self.a, self.ctx, self.dev, self.keep = a, _core.ctx_of(q8), q8.device.index or 0, (q8, k8, v8, qs, ks, vs)
        self.out = out

    def __call__(self):
        st = _lib.lib.sa_attention(self.ctx.ptr, ctypes.byref(self.a), _core.raw_stream(self.dev))
        if st:
            self.ctx.check(st, "sa_attention")
        return self.out


def time_rounds(runners, rounds, reps, warmup=3):
    """Each runner's median over `rounds` interleaved rounds of its median of `reps` CUDA-event-timed calls (ms)."""
    for fn in runners.values():
        for _ in range(warmup):
            fn()
    per = {k: [] for k in runners}
    for _ in range(rounds):
        for k, fn in runners.items():
            per[k].append(time_ms(fn, 0, reps)[0])
    return {k: statistics.median(v) for k, v in per.items()}


def speed(seqlen, d, causal, rounds, reps):
    torch.manual_seed(0)
    hq, hkv = 32, 8
    q = torch.randn(1, seqlen, hq, d, device="cuda", dtype=torch.bfloat16)
    k = torch.randn(1, seqlen, hkv, d, device="cuda", dtype=torch.bfloat16)
    v = torch.randn(1, seqlen, hkv, d, device="cuda", dtype=torch.bfloat16)
    q8, qs = quantize(q, hkv)
    k8, ks = quantize(k, hkv)
    v8, vs = quantize(v, hkv)
    out8 = torch.empty_like(q)
    fp8 = FP8Attention(q8, k8, v8, qs, ks, vs, causal, out8)
    qt, kt, vt = (x.transpose(1, 2) for x in (q, k, v))

    def cudnn():
        with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
            return F.scaled_dot_product_attention(qt, kt, vt, is_causal=causal, enable_gqa=True)

    def ours_bf16():
        return sparseattn.attention(q, k, v, causal=causal)

    # checks before timing: FP8 against torch on the dequantized inputs, bf16 against cuDNN
    ref8 = F.scaled_dot_product_attention(*(dequantize(x, s, hkv).to(torch.bfloat16).transpose(1, 2)
                                            for x, s in ((q8, qs), (k8, ks), (v8, vs))),
                                          is_causal=causal, enable_gqa=True).transpose(1, 2).float()
    e8 = ((fp8().float() - ref8).norm() / ref8.norm()).item()
    eb = ((ours_bf16().float() - cudnn().transpose(1, 2).float()).norm() / ref8.norm()).item()
    if not (e8 < 0.05 and eb < 0.01):
        raise SystemExit(f"d{d} S{seqlen} causal={causal}: FP8 relative error {e8:.3g}, bf16 {eb:.3g}: not timed")
    ms = time_rounds({"fp8": fp8, "bf16": ours_bf16, "cudnn": cudnn}, rounds, reps)
    flops = 4.0 * hq * seqlen * seqlen * d / (2 if causal else 1)
    return {"seqlen": seqlen, "d": d, "causal": causal, "ms": ms, "tflops": {k: flops / v / 1e9 for k, v in ms.items()},
            "check": {"fp8_rel_err": e8, "bf16_rel_err": eb}}


def error(d, outliers, seqlen=4096, hq=8, hkv=2):
    """RMSE of O against float64 for the bf16 kernel and the FP8 kernel on the same inputs."""
    g = torch.Generator(device="cuda").manual_seed(1)

    def x(h):
        t = torch.randn(1, seqlen, h, d, device="cuda", generator=g, dtype=torch.float64)
        if outliers:
            t += torch.randn(t.shape, device="cuda", generator=g, dtype=torch.float64) * 10.0 * (
                torch.rand(t.shape, device="cuda", generator=g, dtype=torch.float64) < 0.001)
        return t

    q, k, v = x(hq), x(hkv), x(hkv)
    rep = hq // hkv
    ref = F.scaled_dot_product_attention(q.transpose(1, 2), k.repeat_interleave(rep, 2).transpose(1, 2),
                                         v.repeat_interleave(rep, 2).transpose(1, 2)).transpose(1, 2)
    ob = sparseattn.attention(q.bfloat16(), k.bfloat16(), v.bfloat16()).double()
    q8, qs = quantize(q, hkv)
    k8, ks = quantize(k, hkv)
    v8, vs = quantize(v, hkv)
    o8 = torch.empty(q.shape, device="cuda", dtype=torch.bfloat16)
    FP8Attention(q8, k8, v8, qs, ks, vs, False, o8)()
    rmse = lambda o: ((o.double() - ref) ** 2).mean().sqrt().item()  # noqa: E731
    return {"d": d, "outliers": outliers, "seqlen": seqlen, "rmse_bf16": rmse(ob), "rmse_fp8": rmse(o8)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seqlen", type=int, default=32768)
    ap.add_argument("--dims", default="128,64")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--json")
    args = ap.parse_args()
    rows, errs = [], []
    for d in (int(x) for x in args.dims.split(",")):
        for causal in (True, False):
            rows.append(speed(args.seqlen, d, causal, args.rounds, args.reps))
        for outliers in (False, True):
            errs.append(error(d, outliers))
    print(f"{torch.cuda.get_device_name()}, B1, 32/8 heads, S={args.seqlen}; TFLOP/s (ms)")
    print("| d | causal | ours FP8 | ours bf16 | cuDNN bf16 | FP8 / our bf16 | FP8 / cuDNN bf16 |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        t, m = r["tflops"], r["ms"]
        print(f"| {r['d']} | {r['causal']} | {t['fp8']:.0f} ({m['fp8']:.3f}) | {t['bf16']:.0f} ({m['bf16']:.3f}) | "
              f"{t['cudnn']:.0f} ({m['cudnn']:.3f}) | {m['bf16'] / m['fp8']:.2f}x | {m['cudnn'] / m['fp8']:.2f}x |")
    print("\nRMSE of O against float64 (S=4096, 8/2 heads, non-causal)")
    print("| d | inputs | ours bf16 | ours FP8 |")
    print("| ---: | --- | ---: | ---: |")
    for e in errs:
        print(f"| {e['d']} | {'outliers' if e['outliers'] else 'N(0, 1)'} | {e['rmse_bf16']:.2e} | {e['rmse_fp8']:.2e} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(), "speed": rows, "error": errs}, f, indent=1)


if __name__ == "__main__":
    main()
