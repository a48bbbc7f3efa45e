"""The public functions: every argument checked here, then the custom op (or, with out=, its implementation); on the
GPU in eager mode a launch kept per call signature (_core's launch caches) instead, and a call of a signature checked
before goes straight to it."""
import math

import torch

from . import _core as C
from . import ops
from ._core import fail

_tk = C.tkey


def _compiling():
    try:
        return torch.compiler.is_compiling()
    except AttributeError:  # pragma: no cover (older torch)
        return False


def _out_arg(out, like, name="out", dtype=None):
    """out= writes in place: eager mode only (under torch.compile, use the returned tensor). dtype: out's when not
    like's (FP8 attention)."""
    if out is None:
        return None
    if _compiling():
        fail(f"{name}= is not supported under torch.compile: use the returned tensor")
    if like.dtype == torch.float32:   # an LSE (merge_states' out_lse): written as a contiguous fp32 array
        C.tensor(out, name, like.dim())
        if not out.is_contiguous():
            fail(f"{name} must be contiguous")
    else:
        C.data(out, name, like.dim())
    dtype = like.dtype if dtype is None else dtype
    if tuple(out.shape) != tuple(like.shape) or out.dtype != dtype or out.device != like.device:
        fail(f"{name} must be {dtype} of shape {tuple(like.shape)} on {like.device}, got {out.dtype} "
             f"{tuple(out.shape)} on {out.device}")
    return out


def _fp8_dtypes(q, k, v, kname, vname):
    """FP8 attention: q, k and v all torch.float8_e4m3fn (e5m2 and FP8 beside 16-bit inputs refused by name)."""
    named = (("q", q), (kname, k), (vname, v))
    for name, t in named:
        C.tensor(t, name)
        if t.dtype in C.FP8 and t.dtype is not C.E4M3:
            fail(f"{name} is {t.dtype}: FP8 attention takes e4m3 codes (torch.float8_e4m3fn) for q, k and v; e5m2 "
                 f"is read only as a decode KV cache (sparseattn.decode)")
    fp8 = next(n for n, t in named if t.dtype is C.E4M3)
    for name, t in named:
        if t.dtype is not C.E4M3:
            fail(f"{name} is {t.dtype} but {fp8} is torch.float8_e4m3fn: FP8 attention takes q, k and v all "
                 f"torch.float8_e4m3fn (16-bit queries over an FP8 KV cache: sparseattn.decode, up to "
                 f"{C.MAX_DECODE_Q} queries per sequence)")


def _prefill_common(q, k, v, packed, packed_k=None, kname="k", vname="v", cache=False, fp8=False, fp8_qkv=False):
    """fp8: k/v may be an FP8 cache (decode), both of one FP8 dtype. fp8_qkv: q, k and v may be e4m3 codes, all
    three (FP8 attention)."""
    packed_k = packed if packed_k is None else packed_k
    if fp8_qkv and C.FP8.keys() & {getattr(t, "dtype", None) for t in (q, k, v)}:
        _fp8_dtypes(q, k, v, kname, vname)
        fp8 = True   # data() takes the codes; q's dtype is checked above
    C.data(q, "q", 3 if packed else 4, fp8 and fp8_qkv)
    C.data(k, kname, 3 if packed_k else 4, fp8)
    C.data(v, vname, 3 if packed_k else 4, fp8)
    if k.dtype in C.FP8 or v.dtype in C.FP8:
        if k.dtype != v.dtype:
            fail(f"{kname} is {k.dtype} but {vname} is {v.dtype}: an FP8 cache holds K and V as codes of one FP8 "
                 f"dtype")
    elif k.dtype != q.dtype or v.dtype != q.dtype:
        fail(f"q, {kname} and {vname} must have one dtype (got {q.dtype}, {k.dtype}, {v.dtype})")
    C.heads(q.shape[-2], k.shape[-2], q.shape[-1], k.shape[-1], v.shape[-1], kname, vname)
    if tuple(v.shape) != tuple(k.shape):
        fail(f"{vname} has shape {tuple(v.shape)} but {kname} has {tuple(k.shape)}")
    if not packed and not packed_k and not cache and k.shape[0] != q.shape[0]:
        fail(f"{kname} has batch {k.shape[0]} but q has {q.shape[0]}")


def _mods(q, window_size, softcap, sinks):
    mods = C.mods_of(window_size, softcap)
    C.sinks_arg(sinks, q.shape[-2], q.device)
    return mods


def attention(q, k, v, *, causal=False, softmax_scale=None, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None,
              max_seqlen_k=None, blasst_lambda=None, blasst_scale_factor=None, counters=None, return_lse=False,
              window_size=(-1, -1), softcap=0.0, sinks=None, seqlens_k=None, block_table=None, out=None,
              q_descale=None, k_descale=None, v_descale=None, out_dtype=None):
    """Dense or BLASST prefill attention. q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D] (any strides, head dim contiguous),
    or packed q [total_q, Hq, D], k/v [total_k, Hkv, D] with cu_seqlens_q/k int32 [B + 1] and max_seqlen_q/k.
    Over a KV cache (chunked prefill, prefix caching): seqlens_k int32 [B] (each sequence's KV length; its queries
    are its last rows), k/v the padded cache [B, capacity, Hkv, D] or, with block_table int32 [B, max_pages], pages
    [num_pages, page_size, Hkv, D]; q padded or packed by cu_seqlens_q (cu_seqlens_k None); max_seqlen_k a host int
    (read from seqlens_k with a synchronization when None). causal is bottom-right aligned. window_size (left, right)
    as FlashAttention's (-1 = unbounded), softcap (0 = off), sinks fp32 [Hq] (a logit per query head in the softmax
    denominator). BLASST when blasst_lambda or blasst_scale_factor is set (lambda = factor / Sk); counters: int64 [2]
    to which (KV tiles considered, skipped) are added. Returns out, or (out, lse) with lse fp32 [B, Hq, Sq] (packed:
    [Hq, total_q]).

    FP8 attention (FlashAttention-3's FP8 forward; Hopper): q, k and v all torch.float8_e4m3fn codes, a code's value
    code x its descale. q_descale / k_descale / v_descale: None (1), a float, or an fp32 tensor on q's device of
    FA3's shape [B, Hkv] (one per sequence and KV head; a query head uses its KV head's), [] or [1] (one per tensor)
    or [Hkv], any strides (expanded views too); tensors are read by the kernel (a CUDA graph replay sees their
    current values). out is out_dtype: torch.bfloat16 (the default, as FA3) or torch.float16 (an out tensor's dtype
    when given). Dense only, head dim 64 or 128, padded, packed or over a contiguous KV cache (no block_table); P is
    rounded to e4m3 per 128-key tile before P.V, as FA3 does: the CPU path (the reference) rounds it alike."""
    key = None
    if C.fast_ok():
        try:
            if seqlens_k is not None and max_seqlen_k is None:
                raise C.NoKey   # read from seqlens_k at each call
            fk = None if q_descale is None and k_descale is None and v_descale is None and out_dtype is None else \
                C.fp8_key(q_descale, k_descale, v_descale, out_dtype)
            key = ("attention", _tk(q), _tk(k), _tk(v), _tk(cu_seqlens_q),
                   _tk(cu_seqlens_k), _tk(counters),
                   _tk(sinks), _tk(seqlens_k),
                   _tk(block_table), _tk(out),
                   C.wkey(window_size), C.skeys(causal, softmax_scale, max_seqlen_q, max_seqlen_k, blasst_lambda,
                                                blasst_scale_factor, return_lse, softcap), fk)
            cache = C.launches()
            launch = cache.get(key)
        except C.NoKey:
            key = None
        else:
            if launch is not None:
                if fk is None:
                    o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_seqlens_q, None if seqlens_k is not None else
                                    cu_seqlens_k, seqlens_k, block_table, counters, sinks, out)
                else:   # FP8: the descales too
                    o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_seqlens_q, None if seqlens_k is not None else
                                    cu_seqlens_k, seqlens_k, block_table, counters, sinks, out,
                                    *C.fp8_scales(q_descale, k_descale, v_descale, q.device))
                return (o, lse) if return_lse else o
    o, lse, launch = _attention_checked(q, k, v, causal, softmax_scale, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                        max_seqlen_k, blasst_lambda, blasst_scale_factor, counters, return_lse,
                                        window_size, softcap, sinks, seqlens_k, block_table, out, key is not None,
                                        (q_descale, k_descale, v_descale), out_dtype)
    if launch is not None:
        C.remember(cache, key, launch)
    return (o, lse) if return_lse else o


def _attention_checked(q, k, v, causal, softmax_scale, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                       blasst_lambda, blasst_scale_factor, counters, return_lse, window_size, softcap, sinks, seqlens_k,
                       block_table, out, direct, descales=C.NO_SCALES, out_dtype=None):
    """attention's checks, then the call: (out, lse or None, the launch to cache or None). direct: on the GPU, launch
    through a C.AttentionLaunch (returned) instead of the custom op. descales: (q, k, v)'s, FP8 attention."""
    cache, packed, max_q, max_k = _layout(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k,
                                          block_table, fp8_qkv=True)
    C.same_device([("q", q), ("k", k), ("v", v), ("cu_seqlens_q", cu_seqlens_q), ("cu_seqlens_k", cu_seqlens_k),
                   ("seqlens_k", seqlens_k), ("block_table", block_table)])
    C.counters_arg(counters, q.device)
    mods = _mods(q, window_size, softcap, sinks)
    scale = C.scale_of(softmax_scale, q.shape[-1])
    blasst, lam, sf = C.blasst_of(blasst_lambda, blasst_scale_factor)
    fp8 = q.dtype is C.E4M3
    if fp8:
        batch = cu_seqlens_q.shape[0] - 1 if packed else q.shape[0]
        descales, out_dtype = _fp8_args(q, k, blasst, block_table, descales, out_dtype, out, batch)
    else:
        _no_fp8_args(q, descales, out_dtype)
        out_dtype = None
    out = _out_arg(out, q, dtype=out_dtype)
    args = (q, k, v, cu_seqlens_q, cu_seqlens_k if not cache else None, max_q, max_k, bool(causal), scale, blasst, lam,
            sf, counters, bool(return_lse), seqlens_k, block_table)
    if direct and C.on_gpu(q):
        if fp8:
            launch = C.FP8AttentionLaunch(*args, mods, sinks, out, scales=descales, out_dtype=out_dtype)
        else:
            launch = C.AttentionLaunch(*args, mods, sinks, out)
        o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_seqlens_q, args[4], seqlens_k, block_table, counters, sinks,
                        out, *(descales if fp8 else ()))
        return o, lse, launch
    if out is not None:
        o, lse = C.attention_impl(*args, mods, sinks, out=out, scales=descales, out_dtype=out_dtype)
    elif fp8:
        o, lse = ops.attention(*args, *mods, sinks, *descales, out_dtype)
    else:
        o, lse = ops.attention(*args, *mods, sinks)
    return o, (lse if return_lse else None), None


_DESCALES = ("q_descale", "k_descale", "v_descale")


def _fp8_args(q, k, blasst, block_table, descales, out_dtype, out, batch):
    """FP8 attention's limits, refused by name, and its arguments: (the descales as tensors, out's dtype)."""
    if blasst:
        fail("blasst_lambda / blasst_scale_factor is given with FP8 q, k and v (torch.float8_e4m3fn): FP8 attention is "
             "dense; pass None, or 16-bit inputs for BLASST")
    if block_table is not None:
        fail("block_table is given with FP8 q, k and v: FP8 attention reads padded or packed K/V or a contiguous KV "
             "cache (seqlens_k), not pages, for now")
    if q.shape[-1] not in (64, 128):
        fail(f"q has head dim {q.shape[-1]} with FP8 q, k and v: FP8 attention carries head dims 64 and 128")
    if out_dtype is None:
        out_dtype = out.dtype if isinstance(out, torch.Tensor) and out.dtype in C.DTYPES else torch.bfloat16
    elif out_dtype not in C.DTYPES:
        fail(f"out_dtype is {out_dtype!r}; FP8 attention writes torch.bfloat16 or torch.float16")
    scales = tuple(C.kv_scale_arg(s, n, batch, k.shape[-2], q.device) for n, s in zip(_DESCALES, descales))
    return scales, out_dtype


def _no_fp8_args(q, descales, out_dtype):
    """16-bit inputs take no descales, and write q's dtype."""
    for name, s in zip(_DESCALES, descales):
        if s is not None:
            fail(f"{name} is given but q is {q.dtype}: descales are for FP8 attention (q, k and v "
                 f"torch.float8_e4m3fn); pass None")
    if out_dtype is not None and out_dtype != q.dtype:
        fail(f"out_dtype is {out_dtype!r} but q is {q.dtype}: 16-bit attention writes q's dtype (out_dtype is for FP8 "
             f"q, k and v)")


def _layout(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k, block_table,
            fp8_qkv=False):
    """A prefill call's layout, checked: q/k/v padded, packed (cu_seqlens_q/k int32 [B + 1], max_seqlen_q/k host
    ints) or over a KV cache (seqlens_k; block_table for pages) with padded or packed queries (fp8_qkv: e4m3 q, k and
    v, dense attention). Returns (cache, packed, max_seqlen_q, max_seqlen_k); a cache's max_seqlen_k is read from
    seqlens_k with a synchronization when None."""
    cache = seqlens_k is not None
    packed = cu_seqlens_q is not None or (cu_seqlens_k is not None and not cache)
    if block_table is not None and not cache:
        fail("block_table needs seqlens_k (each sequence's KV length)")
    if cache and cu_seqlens_k is not None:
        fail("cu_seqlens_k (packed K/V) and seqlens_k (a KV cache) exclude each other")
    _prefill_common(q, k, v, packed, packed and not cache, cache=cache, fp8_qkv=fp8_qkv)
    if packed:
        C.index(cu_seqlens_q, "cu_seqlens_q")
        if cu_seqlens_q.dim() != 1 or cu_seqlens_q.shape[0] < 1:
            fail(f"cu_seqlens_q must be 1-D of batch + 1 entries, got shape {tuple(cu_seqlens_q.shape)}")
        if not cache:
            if cu_seqlens_k is None:
                fail("cu_seqlens_q and cu_seqlens_k must both be given (packed layout) or both be None")
            C.index(cu_seqlens_k, "cu_seqlens_k", shape=tuple(cu_seqlens_q.shape))
        if max_seqlen_q is None or (max_seqlen_k is None and not cache):
            fail("the packed layout needs max_seqlen_q and max_seqlen_k (host ints)")
        max_q = int(max_seqlen_q)
        if max_q < 0:
            fail(f"max_seqlen_q is {max_q}; it must be >= 0")
    else:
        max_q = q.shape[1]
        if max_seqlen_q is not None and int(max_seqlen_q) != max_q:
            fail(f"max_seqlen_q is {max_seqlen_q} but q has {max_q} rows per sequence (padded layout)")
    if cache:
        batch = cu_seqlens_q.shape[0] - 1 if packed else q.shape[0]
        max_k = _cache_lengths(q, k, seqlens_k, block_table, max_seqlen_k, batch, "k")
    elif packed:
        max_k = int(max_seqlen_k)
        if max_k < 0:
            fail(f"max_seqlen_k is {max_k}; it must be >= 0")
        if k.shape[0] == 0:   # no key rows: every sequence is empty (the library would refuse k's NULL data)
            max_k = 0
    else:
        max_k = k.shape[1]
    return cache, packed, max_q, max_k


def _cache_lengths(q, k_cache, seqlens_k, block_table, max_seqlen_k, batch, kname):
    """A KV cache's lengths and layout: seqlens_k int32 [batch]; k_cache padded [batch, capacity, Hkv, D] or pages
    [num_pages, page_size, Hkv, D] with block_table int32 [batch, max_pages]. Returns max_seqlen_k (host int)."""
    C.index(seqlens_k, "seqlens_k", shape=(batch,))
    if block_table is not None:
        C.index(block_table, "block_table")
        if block_table.dim() != 2 or block_table.shape[0] != batch:
            fail(f"block_table must be [batch = {batch}, max_pages], got shape {tuple(block_table.shape)}")
        ps = k_cache.shape[1]
        if ps < 1 or ps & (ps - 1):
            fail(f"the page size ({kname}.shape[1]) is {ps}; it must be a power of two")
    elif k_cache.shape[0] != batch:
        fail(f"{kname} has batch {k_cache.shape[0]} but q has {batch} (contiguous cache; pass block_table for a paged "
             f"one)")
    if max_seqlen_k is None:
        if _compiling() or (q.is_cuda and torch.cuda.is_current_stream_capturing()):
            fail("max_seqlen_k is required under torch.compile and CUDA-graph capture (it is read from seqlens_k with "
                 "a synchronization otherwise)")
        max_seqlen_k = int(seqlens_k.max().item()) if seqlens_k.numel() else 0
    max_seqlen_k = int(max_seqlen_k)
    if max_seqlen_k < 0:
        fail(f"max_seqlen_k is {max_seqlen_k}; it must be >= 0")
    if block_table is not None and max_seqlen_k > block_table.shape[1] * k_cache.shape[1]:
        fail(f"block_table has {block_table.shape[1]} pages of {k_cache.shape[1]} per sequence: too few for "
             f"max_seqlen_k = {max_seqlen_k}")
    if block_table is None and max_seqlen_k > k_cache.shape[1]:
        fail(f"max_seqlen_k is {max_seqlen_k} but the cache holds {k_cache.shape[1]} positions per sequence")
    return max_seqlen_k


def _cache_common(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k, fp8=False):
    _prefill_common(q, k_cache, v_cache, False, False, "k_cache", "v_cache", cache=True, fp8=fp8)
    max_seqlen_k = _cache_lengths(q, k_cache, seqlens_k, block_table, max_seqlen_k, q.shape[0], "k_cache")
    C.same_device([("q", q), ("k_cache", k_cache), ("v_cache", v_cache), ("seqlens_k", seqlens_k),
                   ("block_table", block_table)])
    return max_seqlen_k


def _kv_scales(q, k_cache, k_scale, v_scale, names=("k_scale", "v_scale")):
    """An FP8 cache's limits (q_len, head dim) and its scales as tensors (C.kv_scale_arg); a 16-bit cache takes none."""
    if k_cache.dtype not in C.FP8:
        for name, s in zip(names, (k_scale, v_scale)):
            if s is not None:
                fail(f"{name} is given but k_cache is {k_cache.dtype}: scales are for an FP8 cache "
                     f"(torch.float8_e4m3fn / torch.float8_e5m2)")
        return None, None
    if q.shape[1] > C.MAX_DECODE_Q:
        fail(f"q has q_len {q.shape[1]} over an FP8 cache ({k_cache.dtype}): FP8 caches are read by the decode "
             f"kernels, 1 to {C.MAX_DECODE_Q} queries per sequence (prefill over an FP8 cache is not supported yet)")
    if q.shape[-1] % 32:
        fail(f"q has head dim {q.shape[-1]} over an FP8 cache; it must be a multiple of 32")
    B, Hkv = q.shape[0], k_cache.shape[2]
    return (C.kv_scale_arg(k_scale, names[0], B, Hkv, q.device), C.kv_scale_arg(v_scale, names[1], B, Hkv, q.device))


def decode(q, k_cache, v_cache, seqlens_k, *, max_seqlen_k=None, block_table=None, causal=False, softmax_scale=None,
           blasst_lambda=None, blasst_scale_factor=None, counters=None, num_splits=0, workspace=None,
           return_lse=False, window_size=(-1, -1), softcap=0.0, sinks=None, out=None, k_scale=None, v_scale=None):
    """Decode: q [B, q_len, Hq, D] against a KV cache (q_len > 16 runs on the prefill kernels over the same cache),
    or q [B, Hq, D], one new token per sequence (FlashInfer's decode layout; out and lse then [B, Hq, D] and
    [B, Hq]); the cache contiguous [B, capacity, Hkv, D] or paged [num_pages, page_size, Hkv, D] with block_table
    int32 [B, max_pages]; seqlens_k int32 [B] (the new tokens included). max_seqlen_k: a host int (needed under CUDA
    graphs and torch.compile). window_size, softcap, sinks as attention's. workspace: uint8, allocated through
    torch's allocator when None. Returns out, or (out, lse) with lse fp32 [B, Hq, q_len].

    FP8 cache: k_cache and v_cache torch.float8_e4m3fn or torch.float8_e5m2 (both one dtype; q and out stay
    bf16/fp16; q_len at most 16; head dim a multiple of 32), a code's value code x scale. k_scale / v_scale: None
    (1), a float (checked on the host, then a 1-element device tensor each call: pass a tensor to avoid that) or an
    fp32 tensor on q's device, [] or [1] (per tensor, vLLM's layer._k_scale), [Hkv] (per KV head) or [B, Hkv]
    (FlashAttention-3's k_descale), any strides (expanded views too). Tensors are read by the kernel: a CUDA graph
    replay sees their current values."""
    key = None
    if C.fast_ok():
        try:
            if max_seqlen_k is None:
                raise C.NoKey   # read from seqlens_k at each call
            key = ("decode", _tk(q), _tk(k_cache), _tk(v_cache), _tk(seqlens_k),
                   _tk(block_table), _tk(counters),
                   _tk(workspace), _tk(sinks),
                   _tk(out), None if k_scale is None else C.vkey(k_scale),
                   None if v_scale is None else C.vkey(v_scale), C.wkey(window_size),
                   C.skeys(max_seqlen_k, causal, softmax_scale, blasst_lambda, blasst_scale_factor, num_splits,
                           return_lse, softcap))
            cache = C.launches()
            launch = cache.get(key)
        except C.NoKey:
            key = None
        else:
            if launch is not None:
                o, lse = launch(q, k_cache.data_ptr(), v_cache.data_ptr(), seqlens_k, block_table, counters, workspace,
                                sinks, out, None if k_scale is None else C.scale_tensor(k_scale, q.device),
                                None if v_scale is None else C.scale_tensor(v_scale, q.device))
                return (o, lse) if return_lse else o
    o, lse, launch = _decode_checked(q, k_cache, v_cache, seqlens_k, max_seqlen_k, block_table, causal, softmax_scale,
                                     blasst_lambda, blasst_scale_factor, counters, num_splits, workspace, return_lse,
                                     window_size, softcap, sinks, out, k_scale, v_scale, key is not None)
    if launch is not None:
        C.remember(cache, key, launch)
    return (o, lse) if return_lse else o


def _decode_checked(q, k_cache, v_cache, seqlens_k, max_seqlen_k, block_table, causal, softmax_scale, blasst_lambda,
                    blasst_scale_factor, counters, num_splits, workspace, return_lse, window_size, softcap, sinks, out,
                    k_scale, v_scale, direct):
    """decode's checks, then the call: (out, lse or None, the launch to cache or None). direct: on the GPU, launch
    through a C.DecodeLaunch (returned) instead of the custom op."""
    if isinstance(q, torch.Tensor) and q.dim() == 3:   # [B, Hq, D]: one token per sequence, as a [B, 1, Hq, D] view
        if out is not None:
            C.data(out, "out", 3)
        o4, lse4, launch = _decode_checked(q.unsqueeze(1), k_cache, v_cache, seqlens_k, max_seqlen_k, block_table,
                                           causal, softmax_scale, blasst_lambda, blasst_scale_factor, counters,
                                           num_splits, workspace, return_lse, window_size, softcap, sinks,
                                           None if out is None else out.unsqueeze(1), k_scale, v_scale, direct)
        o = out if out is not None else o4.squeeze(1)
        return (o, lse4.squeeze(-1) if return_lse else None,
                launch.squeezed(q, out) if launch is not None else None)
    max_seqlen_k = _cache_common(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k, fp8=True)
    k_scale, v_scale = _kv_scales(q, k_cache, k_scale, v_scale)
    C.counters_arg(counters, q.device)
    C.tensor(workspace, "workspace", optional=True)
    if workspace is not None and (workspace.dtype != torch.uint8 or workspace.device != q.device):
        fail(f"workspace must be torch.uint8 on {q.device}")
    if int(num_splits) < 0:
        fail(f"num_splits is {num_splits}; it must be >= 0 (0 = chosen by the library)")
    mods = _mods(q, window_size, softcap, sinks)
    scale = C.scale_of(softmax_scale, q.shape[-1])
    blasst, lam, sf = C.blasst_of(blasst_lambda, blasst_scale_factor)
    out = _out_arg(out, q)
    args = (q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k, bool(causal), scale, blasst, lam, sf, counters,
            int(num_splits), workspace, bool(return_lse))
    if direct and C.on_gpu(q):
        launch = C.DecodeLaunch(*args, mods, sinks, out, k_scale, v_scale)
        o, lse = launch(q, k_cache.data_ptr(), v_cache.data_ptr(), seqlens_k, block_table, counters, workspace, sinks,
                        out, k_scale, v_scale)
        return o, lse, launch
    if out is not None:
        o, lse = C.decode_impl(*args, mods, sinks, out=out, k_scale=k_scale, v_scale=v_scale)
    else:
        o, lse = ops.decode(*args, *mods, sinks, k_scale, v_scale)
    return o, (lse if return_lse else None), None


def merge_states(outs, lses, *, out=None, out_lse=None):
    """Merge partial results of the same queries by their LSE (cascade attention over a shared prefix, context
    parallelism): outs 1 to 16 tensors [B, S, H, D] (packed [T, H, D]) of one dtype, lses fp32 [B, H, S] ([H, T]),
    as attention/decode return them. Returns (out, lse): O = sum_i exp(LSE_i - LSE) O_i, LSE = log sum_i exp(LSE_i);
    a row no part saw gets O = 0, LSE = -inf. out may be one of the parts."""
    if not isinstance(outs, (list, tuple)) or not 1 <= len(outs) <= C.MAX_MERGE_PARTS:
        fail(f"outs must be a list of 1 to {C.MAX_MERGE_PARTS} tensors")
    if not isinstance(lses, (list, tuple)) or len(lses) != len(outs):
        fail(f"lses must be a list of {len(outs)} tensors, one per part")
    o0 = outs[0]
    C.tensor(o0, "outs[0]")
    if o0.dim() not in (3, 4):
        fail(f"outs[0] must be [B, S, H, D] or packed [T, H, D], got shape {tuple(o0.shape)}")
    packed = o0.dim() == 3
    lse_shape = C.lse_shape(o0, packed)
    for i, (o, l) in enumerate(zip(outs, lses)):
        C.data(o, f"outs[{i}]", o0.dim())
        if o.dtype != o0.dtype or tuple(o.shape) != tuple(o0.shape) or o.stride() != o0.stride():
            fail(f"outs[{i}] is {o.dtype} {tuple(o.shape)} with strides {o.stride()}; every part must match outs[0] "
                 f"({o0.dtype} {tuple(o0.shape)}, strides {o0.stride()})")
        C.tensor(l, f"lses[{i}]", dtype=torch.float32)
        if tuple(l.shape) != lse_shape or not l.is_contiguous():
            fail(f"lses[{i}] must be a contiguous fp32 tensor of shape {lse_shape}, got {tuple(l.shape)}")
    C.same_device([(f"outs[{i}]", o) for i, o in enumerate(outs)] + [(f"lses[{i}]", l) for i, l in enumerate(lses)])
    if out is not None:
        out = _out_arg(out, o0)
    if out_lse is not None:
        out_lse = _out_arg(out_lse, lses[0], "out_lse")
    if out is not None or out_lse is not None:
        return C.merge_impl(list(outs), list(lses), out, out_lse)
    return ops.merge_states(list(outs), list(lses))


class _Sparse:
    """What a sparse prefill's kernels read (_sparse_inputs): q/k/v padded or packed, cu_q/cu_k, max_q/max_k, the
    batch; out_of/lse_of give the results in q's own layout (padded queries over a KV cache ran packed)."""

    def __init__(self, q, k, v, cu_q, cu_k, max_q, max_k, batch, padded_rows=None):
        self.q, self.k, self.v, self.cu_q, self.cu_k, self.max_q, self.max_k, self.batch = \
            q, k, v, cu_q, cu_k, max_q, max_k, batch
        self.padded_rows = padded_rows   # (B, Sq): padded queries run packed

    def out_of(self, o):
        return o if self.padded_rows is None else o.view(*self.padded_rows, *o.shape[1:])

    def lse_of(self, lse):
        if self.padded_rows is None or lse.numel() == 0:
            return lse
        B, Sq = self.padded_rows
        return lse.view(lse.shape[0], B, Sq).permute(1, 0, 2).contiguous()


SPARSE_INPUTS_DOC = """
    Layouts (as sparseattn.attention takes them): padded q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D]; packed q
    [total_q, Hq, D], k/v [total_k, Hkv, D] with cu_seqlens_q/cu_seqlens_k int32 [B + 1] and max_seqlen_q /
    max_seqlen_k (host ints); or a KV cache (the engine wrote the new tokens' K/V into it first): seqlens_k int32 [B]
    (each sequence's KV length), k/v the padded cache [B, capacity, Hkv, D] or, with block_table int32 [B, max_pages],
    pages [num_pages, page_size, Hkv, D], q padded or packed by cu_seqlens_q (cu_seqlens_k None). These kernels read
    contiguous keys: a cache's first seqlens_k[b] positions are first gathered on the device into packed K/V (a copy of
    B x max_seqlen_k rows, no synchronization; max_seqlen_k None = the cache's capacity, max_pages x page_size).
    Causal is bottom-right: a sequence's queries are its last len_q key positions (prefix caching, chunked prefill).
    Lists (block lists, Kascade's indices/counts) are per sequence, [B][heads][query block or tile of the sequence's
    own rows], as in the padded layout, sized by the longest sequence (max_seqlen_q)."""


def _with_layouts(f):
    f.__doc__ = (f.__doc__ or "") + SPARSE_INPUTS_DOC
    return f


def _same_tensor(a, b):
    """a and b are one tensor (the host-side test of self-attention's packed layout: no device read)."""
    if a is b:
        return True
    if _compiling() or not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
        return False
    return (a.device == b.device and a.dtype == b.dtype and tuple(a.shape) == tuple(b.shape)
            and a.stride() == b.stride() and a.data_ptr() == b.data_ptr())


def _sparse_inputs(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k, block_table):
    """The layout of a MOMO / Kascade prefill / block-sparse call (SPARSE_INPUTS_DOC), checked as attention checks it;
    a KV cache gathered into packed K/V."""
    cache = seqlens_k is not None
    if cache and max_seqlen_k is None and isinstance(k, torch.Tensor) and k.dim() == 4:
        # no synchronization: the cache's capacity bounds every length
        pages = block_table.shape[1] if isinstance(block_table, torch.Tensor) and block_table.dim() == 2 else 1
        max_seqlen_k = pages * k.shape[1]
    cache, packed, max_q, max_k = _layout(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k,
                                          block_table)
    C.same_device([("q", q), ("k", k), ("v", v), ("cu_seqlens_q", cu_seqlens_q), ("cu_seqlens_k", cu_seqlens_k),
                   ("seqlens_k", seqlens_k), ("block_table", block_table)])
    batch = cu_seqlens_q.shape[0] - 1 if packed else q.shape[0]
    if not cache:
        return _Sparse(q, k, v, cu_seqlens_q if packed else None, cu_seqlens_k if packed else None, max_q, max_k, batch)
    if not C.on_gpu(q) and not _compiling():   # the CPU path reads the lengths and the table on the host
        C.host_values(seqlens_k, max_k, block_table, k.shape[0], page_size=k.shape[1])
    kp, vp, cu_k = C.gather_cache(k, v, seqlens_k, block_table, max_k)
    if packed:
        return _Sparse(q, kp, vp, cu_seqlens_q, cu_k, max_q, max_k, batch)
    B, Sq = q.shape[0], q.shape[1]   # padded queries: every sequence's Sq rows, run packed
    cu_q = torch.arange(0, (B + 1) * Sq, Sq, dtype=torch.int32, device=q.device) if Sq else \
        torch.zeros(B + 1, dtype=torch.int32, device=q.device)
    return _Sparse(q.reshape(B * Sq, *q.shape[2:]), kp, vp, cu_q, cu_k, max_q, max_k, batch, padded_rows=(B, Sq))


def _block_lists(batch, Sq, Hq, block_index, block_count, query_block=128):
    B = batch
    C.index(block_index, "block_index")
    if block_index.dim() != 4 or tuple(block_index.shape[:2]) != (B, Hq):
        fail(f"block_index must be [batch = {B}, heads_q = {Hq}, query_blocks, max_blocks], got "
             f"{tuple(block_index.shape)}")
    if block_index.shape[2] < -(-Sq // query_block):
        fail(f"block_index has {block_index.shape[2]} query blocks; {Sq} rows need {-(-Sq // query_block)} of "
             f"{query_block}")
    C.index(block_count, "block_count", shape=tuple(block_index.shape[:3]))


@_with_layouts
def block_sparse(q, k, v, block_index, block_count, *, key_block=64, sink_tokens=0, window_tokens=0, causal=True,
                 softmax_scale=None, return_lse=False, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None,
                 max_seqlen_k=None, seqlens_k=None, block_table=None):
    """Block-sparse attention: the rows of 128-row query block qb of (b, h) attend to the sinks [0, sink_tokens),
    their window (window_tokens keys ending at the causal limit) and the key blocks
    block_index[b][h][qb][:block_count[b][h][qb]] (int32 [B, Hq, query_blocks >= ceil(max_seqlen_q / 128),
    max_blocks]; qb counts the sequence's own rows), each key once. With empty lists this is the static sinks +
    window pattern (StreamingLLM). Returns out, or (out, lse) with lse fp32 [B, Hq, Sq] (packed: [Hq, total_q]).
    """
    x = _sparse_inputs(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k, block_table)
    _block_lists(x.batch, x.max_q, q.shape[-2], block_index, block_count)
    kb = int(key_block)
    if kb < 16 or kb & (kb - 1):
        fail(f"key_block is {key_block}; it must be a power of two >= 16")
    if int(sink_tokens) < 0 or int(window_tokens) < 0:
        fail(f"sink_tokens/window_tokens are {sink_tokens}/{window_tokens}; they must be >= 0")
    C.same_device([("q", q), ("k", k), ("v", v), ("block_index", block_index), ("block_count", block_count)])
    o, lse = ops.block_sparse(x.q, x.k, x.v, block_index, block_count, kb, int(sink_tokens), int(window_tokens),
                              bool(causal), C.scale_of(softmax_scale, q.shape[-1]), bool(return_lse), x.cu_q, x.cu_k,
                              x.max_q, x.max_k)
    return (x.out_of(o), x.lse_of(lse)) if return_lse else x.out_of(o)


@_with_layouts
def momo(q, k, v, *, gamma=16, key_block=64, query_block=128, k_blocks=64, k_exact=8, topk="exact", k_trim=None,
         sink_tokens=64, window_tokens=1024, softmax_scale=None, return_blocks=False, cu_seqlens_q=None,
         cu_seqlens_k=None, max_seqlen_q=None, max_seqlen_k=None, seqlens_k=None, block_table=None):
    """MOMO causal prefill (query-sparse pass with online top-k, union and trim, block-sparse attention, delta
    correction). k_blocks: the key blocks each strided row keeps (the paper's k); k_trim: kept per query block
    after the union (default k_blocks). sink_tokens / window_tokens 0 = none. return_blocks: also the kept key
    blocks per query block of the sequence's rows, block_index int32 [B, Hq, nqb, k_trim] and block_count
    [B, Hq, nqb], nqb = ceil(max_seqlen_q / query_block) (a shorter sequence's blocks past its rows: empty lists,
    count 0).
    """
    x = _sparse_inputs(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k, block_table)
    p = C.momo_params(gamma, key_block, query_block, k_blocks, k_exact, topk, k_trim, sink_tokens, window_tokens)
    o, bi, bc = ops.momo(x.q, x.k, x.v, C.scale_of(softmax_scale, q.shape[-1]), p["gamma"], p["key_block"],
                         p["query_block"], p["k"], p["k_exact"], p["topk"], p["k_trim"], p["sink_tokens"],
                         p["window_tokens"], x.cu_q, x.cu_k, x.max_q, x.max_k)
    return (x.out_of(o), bi, bc) if return_blocks else x.out_of(o)


KASCADE_REUSE = C.KASCADE_ROLES["reuse"]


def _role(role):
    if role not in C.KASCADE_ROLES:
        fail(f"role is {role!r}; use one of {sorted(C.KASCADE_ROLES)}")
    return C.KASCADE_ROLES[role]


def _kascade_params(topk_fraction, k_min):
    f = float(topk_fraction)
    if not (0 < f <= 1):
        fail(f"topk_fraction is {topk_fraction}; it must be in (0, 1]")
    if int(k_min) < 1:
        fail(f"k_min is {k_min}; it must be >= 1")
    return f, int(k_min)


def _head_map(head_map, heads_kv, device):
    if head_map is None:
        return None
    C.index(head_map, "head_map", shape=(heads_kv,))
    if head_map.device != device:
        fail(f"head_map is on {head_map.device} but q is on {device}")
    return head_map


def kascade_max_k(seqlen_k, topk_fraction=0.1, k_min=128):
    """The longest top-k list an anchor writes for seqlen_k keys."""
    return max(1, min(max(math.ceil(topk_fraction * seqlen_k), k_min), seqlen_k))


def kascade_lists(q, k, topk_fraction=0.1, k_min=128, tile=128, *, cu_seqlens_q=None, max_seqlen_q=None,
                  max_seqlen_k=None):
    """(indices, counts) sized for an anchor prefill of q [B, Sq, Hq, D] over k [B, Sk, Hkv, D], or of a packed batch
    q [total_q, Hq, D] with cu_seqlens_q [B + 1] and max_seqlen_q (max_seqlen_k: the longest KV length, default
    max_seqlen_q as self-attention's; k only gives Hkv, its dim -2): indices [B, Hkv, ceil(Sq / tile), max_k] of -1,
    counts zeros."""
    if cu_seqlens_q is not None:
        C.index(cu_seqlens_q, "cu_seqlens_q")
        if cu_seqlens_q.dim() != 1 or cu_seqlens_q.shape[0] < 1:
            fail(f"cu_seqlens_q must be 1-D of batch + 1 entries, got shape {tuple(cu_seqlens_q.shape)}")
        if max_seqlen_q is None:
            fail("the packed layout needs max_seqlen_q (a host int)")
        B, Sq = cu_seqlens_q.shape[0] - 1, int(max_seqlen_q)
        Sk = Sq if max_seqlen_k is None else int(max_seqlen_k)
    else:
        B, Sq = q.shape[0], q.shape[1]
        Sk = k.shape[1] if max_seqlen_k is None else int(max_seqlen_k)
    Hkv = k.shape[-2]
    tiles = -(-Sq // tile)
    mk = kascade_max_k(Sk, topk_fraction, k_min)
    return (torch.full((B, Hkv, tiles, mk), -1, dtype=torch.int32, device=q.device),
            torch.zeros((B, Hkv, tiles), dtype=torch.int32, device=q.device))


@_with_layouts
def kascade_prefill(q, k, v, indices, counts, *, role="reuse", head_map=None, topk_fraction=0.1, k_min=128, tile=128,
                    softmax_scale=None, out=None, cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None,
                    max_seqlen_k=None, seqlens_k=None, block_table=None):
    """Kascade causal prefill for a layer: role "dense" (layer 0: writes the lists, dense output), "anchor" (writes
    its lists, attends with them), "reuse" (attends with an anchor's lists through head_map int32 [Hkv]).
    indices int32 [B, Hkv, tiles, max_k], counts int32 [B, Hkv, tiles], tiles >= ceil(max_seqlen_q / tile), tile T
    of a sequence's own rows (kascade_lists sizes them).
    Reuse takes every layout below. The dense and anchor roles take padded q/k/v (any Sq and Sk) or a packed batch of
    self-attention: cu_seqlens_k must be the cu_seqlens_q tensor itself (checked on the host: each sequence's keys are
    its queries) and max_seqlen_k = max_seqlen_q; a sequence's lists are those of its own padded call, the lists of
    tiles past its rows are left unspecified. Over a KV cache they are refused (the pooled top-k gives one key count
    per tile for the whole batch): pass the new tokens' K/V packed, as an engine holds them before writing its cache.
    """
    r = _role(role)
    if r != KASCADE_REUSE:
        if seqlens_k is not None or block_table is not None:
            fail(f"kascade_prefill: role {role!r} over a KV cache (seqlens_k / block_table) is not supported: an "
                 f"anchor's lists are computed by self-attention prefill; pass the prompt's new K/V packed with "
                 f"cu_seqlens_k=cu_seqlens_q (what the engine writes into its cache), or run a reuse layer over the "
                 f"cache")
        if cu_seqlens_q is not None or cu_seqlens_k is not None:
            if not _same_tensor(cu_seqlens_q, cu_seqlens_k):
                fail(f"kascade_prefill: role {role!r} takes a packed batch of self-attention only: pass cu_seqlens_k="
                     f"cu_seqlens_q (the same tensor; each sequence's keys are its queries)")
            if max_seqlen_q is not None and max_seqlen_k is not None and int(max_seqlen_k) != int(max_seqlen_q):
                fail(f"kascade_prefill: role {role!r} over a packed batch: max_seqlen_k ({max_seqlen_k}) must equal "
                     f"max_seqlen_q ({max_seqlen_q}) (self-attention)")
    x = _sparse_inputs(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqlens_k, block_table)
    B, Sq, Hkv = x.batch, x.max_q, k.shape[-2]
    if int(tile) not in (32, 64, 128):
        fail(f"tile is {tile}; use 32, 64 or 128")
    C.index(indices, "indices")
    if indices.dim() != 4 or tuple(indices.shape[:2]) != (B, Hkv) or indices.shape[2] < -(-Sq // int(tile)):
        fail(f"indices must be [batch = {B}, heads_kv = {Hkv}, tiles >= {-(-Sq // int(tile))}, max_k], got "
             f"{tuple(indices.shape)}")
    C.index(counts, "counts", shape=tuple(indices.shape[:3]))
    f, kmin = _kascade_params(topk_fraction, k_min)
    hm = _head_map(head_map, Hkv, q.device)
    C.same_device([("q", q), ("k", k), ("v", v), ("indices", indices), ("counts", counts), ("head_map", hm)])
    args = (x.q, x.k, x.v, indices, counts, r, hm, f, kmin, int(tile), C.scale_of(softmax_scale, q.shape[-1]))
    lay = (x.cu_q, x.cu_k, x.max_q, x.max_k)
    out = _out_arg(out, q)
    if out is None:
        return x.out_of(ops.kascade_prefill(*args, *lay))
    if x.padded_rows is None:
        return C.kascade_prefill_impl(*args, out, *lay)
    out.copy_(x.out_of(C.kascade_prefill_impl(*args, None, *lay)))   # padded queries over a cache ran packed
    return out


def kascade_decode(q, k_cache, v_cache, seqlens_k, indices, counts, *, role="reuse", head_map=None,
                   topk_fraction=0.1, k_min=128, max_seqlen_k=None, block_table=None, causal=False,
                   softmax_scale=None, workspace=None, out=None):
    """Kascade decode for a layer (roles as kascade_prefill): indices int32 [B, Hkv, max_k], counts int32 [B, Hkv]."""
    max_seqlen_k = _cache_common(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k)
    r = _role(role)
    B, Hkv = q.shape[0], k_cache.shape[2]
    if q.shape[1] > C.MAX_DECODE_Q:
        fail(f"q has {q.shape[1]} queries per sequence; Kascade decode takes at most {C.MAX_DECODE_Q}")
    if max_seqlen_k < q.shape[1]:
        fail(f"max_seqlen_k is {max_seqlen_k} but q has {q.shape[1]} new tokens: the cache must hold them")
    C.index(indices, "indices")
    if indices.dim() != 3 or tuple(indices.shape[:2]) != (B, Hkv):
        fail(f"indices must be [batch = {B}, heads_kv = {Hkv}, max_k], got {tuple(indices.shape)}")
    C.index(counts, "counts", shape=(B, Hkv))
    f, kmin = _kascade_params(topk_fraction, k_min)
    hm = _head_map(head_map, Hkv, q.device)
    C.same_device([("q", q), ("indices", indices), ("counts", counts), ("head_map", hm)])
    if workspace is not None:
        C.tensor(workspace, "workspace", dtype=torch.uint8)
    args = (q, k_cache, v_cache, seqlens_k, indices, counts, block_table, r, hm, f, kmin, max_seqlen_k, bool(causal),
            C.scale_of(softmax_scale, q.shape[-1]), workspace)
    out = _out_arg(out, q)
    return C.kascade_decode_impl(*args, out=out) if out is not None else ops.kascade_decode(*args)


def kascade_plan(q, k, budget, *, x=None, y=None, k_top=64, topk_fraction=0.0, tile=None, softmax_scale=None):
    """Kascade's anchors and head maps from a development set (the paper's Sections 3.3-3.5): the similarity of Eq. 3
    between layers and KV heads, the layer importance weights, Algorithm 1's dynamic program for `budget` anchors
    (layer 0 included), the head maps.

    q: [layers, tokens, Hq, D] and k: [layers, tokens, Hkv, D] of one prompt (after RoPE), or lists of them for
    several prompts. CUDA tensors: the similarity on the GPU (bf16/fp16 copies, query tiles of `tile` rows, default
    128); CPU tensors: on the host (float32, units of `tile` queries, default 1 = per token as Eq. 3).
    x, y (optional): [layers, tokens, hidden] hidden states entering and leaving each attention block (residual
    included), for the importance weights (all 1 without them).
    Returns a dict: anchors, anchor_of, head_maps ([layers][Hkv]), layer_sim [layers, layers],
    head_sim [layers, layers, Hkv, Hkv], weights, objective."""
    import ctypes
    from . import _lib
    qs = list(q) if isinstance(q, (list, tuple)) else [q]
    ks = list(k) if isinstance(k, (list, tuple)) else [k]
    if not qs or len(qs) != len(ks):
        fail("q and k must be tensors of one prompt or lists of equal length")
    L, _, Hq, D = qs[0].shape
    G = ks[0].shape[2]
    for i, (qi, ki) in enumerate(zip(qs, ks)):
        C.tensor(qi, f"q[{i}]", 4)
        C.tensor(ki, f"k[{i}]", 4)
        if qi.shape[0] != L or qi.shape[2:] != (Hq, D) or ki.shape[0] != L or ki.shape[2:] != (G, D) \
                or ki.shape[1] != qi.shape[1]:
            fail(f"prompt {i}: q {tuple(qi.shape)} and k {tuple(ki.shape)} must be [layers={L}, tokens, {Hq}, {D}] "
                 f"and [layers={L}, tokens, {G}, {D}]")
        if qi.device != qs[0].device or ki.device != qs[0].device:
            fail(f"prompt {i}: every q and k must be on {qs[0].device}")
    if not (1 <= int(budget) <= L):
        fail(f"budget is {budget}; it must be in [1, layers = {L}]")
    sp = _lib.sa_kascade_sim_params()
    sp.layers, sp.heads_q, sp.heads_kv, sp.head_dim = L, Hq, G, D
    sp.softmax_scale = C.scale_of(softmax_scale, D)
    sp.k, sp.topk_fraction = int(k_top), float(topk_fraction)
    head_sim = torch.zeros(L, L, G, G, dtype=torch.float32)
    layer_sim = torch.zeros(L, L, dtype=torch.float32)
    if qs[0].is_cuda:
        sp.tile = 128 if tile is None else int(tile)
        acc = torch.zeros(L, L, G, G, dtype=torch.float32, device=qs[0].device)
        c = C.ctx_of(qs[0])
        for qi, ki in zip(qs, ks):
            dt = qi.dtype if qi.dtype in C.DTYPES else torch.bfloat16
            q16, k16 = qi.to(dt).contiguous(), ki.to(dt).contiguous()
            one = torch.empty(L, L, G, G, dtype=torch.float32, device=qi.device)
            ga = _lib.sa_kascade_sim_gpu_args()
            ga.params, ga.dtype, ga.tokens = sp, C.DTYPES[dt], qi.shape[1]
            ga.q, ga.k, ga.head_sim = q16.data_ptr(), k16.data_ptr(), one.data_ptr()
            size = ctypes.c_size_t()
            c.check(_lib.lib.sa_kascade_similarity_gpu_workspace_size(ctypes.byref(ga), ctypes.byref(size)),
                    "sa_kascade_similarity_gpu_workspace_size")
            ws = torch.empty(max(size.value, 1), dtype=torch.uint8, device=qi.device)
            ga.workspace, ga.workspace_bytes = ws.data_ptr(), size.value
            c.check(_lib.lib.sa_kascade_similarity_gpu(c.ptr, ctypes.byref(ga), C.stream_of(qi)),
                    "sa_kascade_similarity_gpu")
            acc += one / len(qs)
        head_sim = acc.cpu()
        _lib.check(_lib.lib.sa_kascade_layer_similarity(head_sim.data_ptr(), L, G, layer_sim.data_ptr()),
                   "sa_kascade_layer_similarity")
    else:
        sp.tile = 1 if tile is None else int(tile)
        keep = [(qi.float().contiguous(), ki.float().contiguous()) for qi, ki in zip(qs, ks)]
        prompts = (_lib.sa_kascade_prompt * len(keep))()
        for i, (qi, ki) in enumerate(keep):
            prompts[i].q, prompts[i].k, prompts[i].tokens = qi.data_ptr(), ki.data_ptr(), qi.shape[1]
        _lib.check(_lib.lib.sa_kascade_similarity(ctypes.byref(sp), prompts, len(keep), layer_sim.data_ptr(),
                                                  head_sim.data_ptr()), "sa_kascade_similarity")
    weights = None
    if x is not None or y is not None:
        if x is None or y is None or x.shape != y.shape or x.dim() != 3 or x.shape[0] != L:
            fail(f"x and y must both be [layers = {L}, tokens, hidden]")
        xf, yf = x.float().cpu().contiguous(), y.float().cpu().contiguous()
        weights = torch.empty(L, dtype=torch.float32)
        _lib.check(_lib.lib.sa_kascade_importance(xf.data_ptr(), yf.data_ptr(), L, x.shape[1], x.shape[2],
                                                  weights.data_ptr()), "sa_kascade_importance")
    plan = _lib.sa_kascade_plan()
    obj = ctypes.c_double()
    _lib.check(_lib.lib.sa_kascade_plan_build(layer_sim.data_ptr(), weights.data_ptr() if weights is not None else None,
                                              head_sim.data_ptr(), L, G, int(budget), ctypes.byref(plan),
                                              ctypes.byref(obj)), "sa_kascade_plan_build")
    return {"anchors": list(plan.anchors[:plan.n_anchors]), "anchor_of": list(plan.anchor_of[:L]),
            "head_maps": [list(plan.head_map[l][:G]) for l in range(L)], "layer_sim": layer_sim,
            "head_sim": head_sim, "weights": weights, "objective": obj.value}


def blasst_skip_mask(q, k, v, *, blasst_lambda=None, blasst_scale_factor=None, causal=True, softmax_scale=None):
    """BLASST's decisions for analysis (eager, not an op): runs the prefill and returns (mask, tiles) with mask uint8
    [B, Hq, query_tiles, kv_tiles] (1 = the KV tile was skipped for that query tile) and tiles a dict of query_tile,
    kv_tile, block_rows (the kernel's tiling: sa_attention_tiles; the CPU references use the Hopper kernels')."""
    import ctypes
    from . import _lib
    _prefill_common(q, k, v, False)
    C.same_device([("q", q), ("k", k), ("v", v)])
    blasst, lam, sf = C.blasst_of(blasst_lambda, blasst_scale_factor)
    if not blasst:
        fail("give blasst_lambda or blasst_scale_factor")
    out = torch.empty_like(q)
    C.aligned([("q", q), ("k", k), ("v", v)])
    a = C.attention_args(q, k, v, out, None, None, None, 0, 0, bool(causal), C.scale_of(softmax_scale, q.shape[-1]),
                         True, lam, sf, None)
    if q.is_cuda:
        c = C.ctx_of(q)
        t = _lib.sa_tiles()
        c.check(_lib.lib.sa_attention_tiles(c.ptr, ctypes.byref(a), ctypes.byref(t)), "sa_attention_tiles")
        qt, kt, br, nq, nk = t.query_tile, t.kv_tile, t.block_rows, t.query_tiles, t.kv_tiles
        mask = torch.zeros((q.shape[0], q.shape[2], nq, nk), dtype=torch.uint8, device=q.device)
        a.blasst.skip_mask = mask.data_ptr()
        c.check(_lib.lib.sa_attention(c.ptr, ctypes.byref(a), C.stream_of(q)), "sa_attention")
    else:
        qt, kt, br = C.CPU_PREFILL_TILES
        nq = -(-q.shape[1] // br) * (br // qt)
        nk = -(-k.shape[1] // kt)
        mask = torch.zeros((q.shape[0], q.shape[2], nq, nk), dtype=torch.uint8)
        o32 = torch.empty(q.shape, dtype=torch.float32)
        a.o, a.o_strides = o32.data_ptr(), C.strides(o32)
        opt = _lib.sa_ref_options()
        opt.precision = C.REF_FLOAT
        opt.query_tile, opt.kv_tile, opt.block_rows = qt, kt, br
        opt.skip = mask.data_ptr()
        _lib.check(_lib.lib.sa_ref_attention_ex(ctypes.byref(a), ctypes.byref(opt), o32.data_ptr(), None),
                   "sa_ref_attention_ex")
    return mask, {"query_tile": qt, "kv_tile": kt, "block_rows": br}
