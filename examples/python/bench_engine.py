#!/usr/bin/env python3
"""Engine features timed on one GPU: causal prefill with a sliding window, a soft-cap and sinks against dense causal
prefill (ours and cuDNN's through torch SDPA), and partial results merged by LSE; same tensors, interleaved rounds,
medians. The window's target is time in proportion to the KV tiles it visits.

    make lib && python3 examples/python/bench_engine.py [--seqlen 32768] [--window 4096] [--json out.json]

The window, soft-cap and sinks go through the C struct (sa_attention_args) of the ctypes binding.
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


def call(q, k, v, out, lse=None, window=None, softcap=0.0, sinks=None):
    a = C.attention_args(q, k, v, out, lse, None, None, 0, 0, True, C.scale_of(None, q.shape[-1]), False, 0.0, 0.0, None)
    if window is not None:
        a.use_window, a.window_left, a.window_right = 1, window[0], window[1]
    a.softcap = softcap
    if sinks is not None:
        a.sinks = sinks.data_ptr()
    c = C.ctx_of(q)
    c.check(C.lib.sa_attention(c.ptr, ctypes.byref(a), C.stream_of(q)), "sa_attention")


def tiles_visited(seqlen, left, bm=128, bn=128):
    """KV tiles a causal prefill visits per (batch, head): dense, and with a window of `left` keys before each row."""
    dense = win = 0
    for m0 in range(0, seqlen, bm):
        end = (min(seqlen, m0 + bm) + bn - 1) // bn
        start = max(0, m0 - left) // bn if left is not None else 0
        dense += end
        win += end - start
    return dense, win


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seqlen", type=int, default=32768)
    ap.add_argument("--window", type=int, default=4096, help="keys a row sees: itself and window - 1 before")
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json")
    args = ap.parse_args()
    torch.manual_seed(0)
    S, d, hq, hkv = args.seqlen, args.dim, 32, 8
    sparseattn.SparseAttn()  # the default context, created before timing
    q = torch.randn(1, S, hq, d, device="cuda", dtype=torch.bfloat16)
    k = torch.randn(1, S, hkv, d, device="cuda", dtype=torch.bfloat16)
    v = torch.randn_like(k)
    out = torch.empty_like(q)
    sinks = torch.randn(hq, device="cuda", dtype=torch.float32)
    qt, kt, vt = (x.transpose(1, 2) for x in (q, k, v))
    left = args.window - 1
    # merging: the prefix and the suffix of the keys, each with its LSE, merged into the whole
    half = S // 2
    o1, o2, om = torch.empty_like(q), torch.empty_like(q), torch.empty_like(q)
    l1, l2, lm = (torch.empty(1, hq, S, device="cuda", dtype=torch.float32) for _ in range(3))
    m = _lib.sa_merge_args()
    m.dtype, m.parts, m.batch, m.seqlen, m.heads, m.head_dim = 0, 2, 1, S, hq, d
    m.o_parts[0], m.o_parts[1] = o1.data_ptr(), o2.data_ptr()
    m.lse_parts[0], m.lse_parts[1] = l1.data_ptr(), l2.data_ptr()
    m.o = om.data_ptr()
    m.lse = lm.data_ptr()

    def merge():
        c = C.ctx_of(q)
        c.check(C.lib.sa_merge_states(c.ptr, ctypes.byref(m), C.stream_of(q)), "sa_merge_states")

    cases = {
        "ours dense causal": lambda: call(q, k, v, out),
        f"ours window ({left}, 0)": lambda: call(q, k, v, out, window=(left, 0)),
        "ours soft-cap 30": lambda: call(q, k, v, out, softcap=30.0),
        "ours sinks": lambda: call(q, k, v, out, sinks=sinks),
        "merge 2 parts": merge,
    }

    def cudnn():
        with sdpa_kernel([SDPBackend.CUDNN_ATTENTION]):
            F.scaled_dot_product_attention(qt, kt, vt, is_causal=True, enable_gqa=True)
    cases["cuDNN dense causal"] = cudnn
    for fn in cases.values():
        fn()
    torch.cuda.synchronize()
    times = {name: [] for name in cases}
    for _ in range(args.rounds):
        for name, fn in cases.items():
            times[name].append(gpu_ms(fn, 3))
    med = {name: statistics.median(t) for name, t in times.items()}
    dense_tiles, win_tiles = tiles_visited(S, left)
    expect = med["ours dense causal"] * win_tiles / dense_tiles
    got = med[f"ours window ({left}, 0)"]
    print(f"{torch.cuda.get_device_name()}, bf16, d{d}, {hq}/{hkv} heads, S {S}, causal, medians of {args.rounds} rounds")
    print(f"{'case':28s} {'ms':>9s}")
    for name in cases:
        print(f"{name:28s} {med[name]:9.3f}")
    print(f"window visits {win_tiles} of {dense_tiles} KV tiles: proportional time {expect:.3f} ms, measured {got:.3f} ms "
          f"({100 * (got / expect - 1):+.1f}%)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"medians_ms": med, "window_tiles": win_tiles, "dense_tiles": dense_tiles,
                       "proportional_ms": expect}, f, indent=1)


if __name__ == "__main__":
    main()
