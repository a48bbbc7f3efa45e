"""FlashAttention-shaped entry points: code written for flash_attn swaps one import.

    from sparseattn import flash_attn_func, flash_attn_varlen_func, flash_attn_with_kvcache

Same argument names and layouts as flash_attn 2.x; the sparse methods are extra keyword arguments
(blasst_lambda, blasst_scale_factor, blasst_counters) and learned sinks (sinks, fp32 [Hq], gpt-oss's s_aux).
Features sparseattn does not carry (dropout, ALiBi, rotary inside the call, a batch-index remap) are refused with a
SparseAttnError rather than ignored.
"""
import torch

from . import _api
from ._core import fail, index


def _common(dropout_p, window_size, alibi_slopes):
    if dropout_p:
        fail(f"dropout_p is {dropout_p}: sparseattn is for inference (dropout_p must be 0)")
    if alibi_slopes is not None:
        fail("alibi_slopes: ALiBi is not carried")
    return (-1, -1) if window_size is None else window_size


def flash_attn_func(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1), softcap=0.0,
                    alibi_slopes=None, deterministic=False, return_attn_probs=False, *, sinks=None, blasst_lambda=None,
                    blasst_scale_factor=None, blasst_counters=None):
    """q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D]. return_attn_probs: (out, softmax_lse, None) as flash_attn returns
    (the probabilities themselves are never materialised)."""
    window_size = _common(dropout_p, window_size, alibi_slopes)
    r = _api.attention(q, k, v, causal=causal, softmax_scale=softmax_scale, window_size=window_size, softcap=softcap,
                       sinks=sinks, blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor,
                       counters=blasst_counters, return_lse=bool(return_attn_probs))
    return (r[0], r[1], None) if return_attn_probs else r


def flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p=0.0,
                           softmax_scale=None, causal=False, window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                           deterministic=False, return_attn_probs=False, block_table=None, *, sinks=None,
                           blasst_lambda=None, blasst_scale_factor=None, blasst_counters=None):
    """Packed q [total_q, Hq, D], k/v [total_k, Hkv, D] with cu_seqlens_q/k int32 [B + 1]. With block_table int32
    [B, max_pages], k/v are a paged cache [num_pages, page_size, Hkv, D] and cu_seqlens_k counts each sequence's
    cached keys (its queries are its last ones): prefill over the cache."""
    window_size = _common(dropout_p, window_size, alibi_slopes)
    kw = dict(causal=causal, softmax_scale=softmax_scale, window_size=window_size, softcap=softcap, sinks=sinks,
              cu_seqlens_q=cu_seqlens_q, max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k,
              blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor, counters=blasst_counters,
              return_lse=bool(return_attn_probs))
    if block_table is not None:
        index(cu_seqlens_k, "cu_seqlens_k")
        seqlens_k = (cu_seqlens_k[1:] - cu_seqlens_k[:-1]).to(torch.int32)
        r = _api.attention(q, k, v, seqlens_k=seqlens_k, block_table=block_table, **kw)
    else:
        r = _api.attention(q, k, v, cu_seqlens_k=cu_seqlens_k, **kw)
    return (r[0], r[1], None) if return_attn_probs else r


def _append(cache, new, positions, block_table, name):
    """Write new [B, s, Hkv, D] at positions [B, s] of a contiguous or paged cache (flash_attn's k=/v=)."""
    if new.dtype != cache.dtype or tuple(new.shape[2:]) != tuple(cache.shape[2:]):
        fail(f"{name} must be {cache.dtype} [B, s, {cache.shape[2]}, {cache.shape[3]}], got {new.dtype} "
             f"{tuple(new.shape)}")
    if block_table is None:
        b = torch.arange(new.shape[0], device=new.device)[:, None].expand_as(positions)
        cache[b, positions] = new
    else:
        ps = cache.shape[1]
        pages = torch.gather(block_table, 1, (positions // ps).to(torch.int64))
        cache[pages.to(torch.int64), positions % ps] = new


def flash_attn_with_kvcache(q, k_cache, v_cache, k=None, v=None, rotary_cos=None, rotary_sin=None, cache_seqlens=None,
                            cache_batch_idx=None, cache_leftpad=None, block_table=None, softmax_scale=None,
                            causal=False, window_size=(-1, -1), softcap=0.0, rotary_interleaved=True,
                            alibi_slopes=None, num_splits=0, return_softmax_lse=False, *, max_seqlen_k=None,
                            workspace=None, sinks=None, blasst_lambda=None, blasst_scale_factor=None,
                            blasst_counters=None):
    """q [B, q_len, Hq, D] (more than 16 run on the prefill kernels) against k_cache/v_cache [B, capacity, Hkv, D] or paged
    [num_pages, page_size, Hkv, D] with block_table int32 [B, max_pages]; cache_seqlens (int or int32 [B]) counts
    the cached tokens before k/v. k/v (optional, [B, s, Hkv, D]) are written into the cache at cache_seqlens first,
    as flash_attn does. max_seqlen_k (a host int, extra; at least every cache_seqlens + s) avoids reading the
    lengths back from the GPU; it is checked against the cache's capacity before anything is written."""
    window_size = _common(0.0, window_size, alibi_slopes)
    if rotary_cos is not None or rotary_sin is not None:
        fail("rotary_cos/rotary_sin: rotary embedding inside the call is not carried; apply RoPE before the call")
    if cache_batch_idx is not None:
        fail("cache_batch_idx is not carried")
    if cache_leftpad is not None:
        fail("cache_leftpad is not carried")
    if (k is None) != (v is None):
        fail("k and v must both be given (appended to the cache) or both be None")
    if q is None or not isinstance(q, torch.Tensor) or q.dim() != 4:
        fail("q must be a 4-D tensor [B, q_len, Hq, D]")
    B = q.shape[0]
    if cache_seqlens is None:
        if block_table is not None:
            fail("cache_seqlens is required with a paged cache")
        cache_seqlens = k_cache.shape[1] - (k.shape[1] if k is not None else 0)
    if isinstance(cache_seqlens, int):
        cache_seqlens = torch.full((B,), cache_seqlens, dtype=torch.int32, device=q.device)
    elif not isinstance(cache_seqlens, torch.Tensor) or cache_seqlens.dtype != torch.int32 \
            or tuple(cache_seqlens.shape) != (B,):
        fail(f"cache_seqlens must be an int or an int32 tensor of shape ({B},)")
    s_new = 0
    if k is not None:
        if not isinstance(k, torch.Tensor) or not isinstance(v, torch.Tensor) or k.dim() != 4 or k.shape[0] != B \
                or tuple(v.shape) != tuple(k.shape):
            fail(f"k and v must be tensors [B = {B}, s, Hkv, D] of one shape")
        if k.device != k_cache.device or v.device != v_cache.device:
            fail("k/v must be on the cache's device")
        s_new = k.shape[1]
    seqlens_k = (cache_seqlens + s_new).to(torch.int32) if s_new else cache_seqlens
    # every check before the cache is written: a refused call leaves it as it was (max_seqlen_k counts the new keys)
    max_seqlen_k = _api._cache_common(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k)
    _api._mods(q, window_size, softcap, sinks)
    if s_new:
        positions = cache_seqlens.to(torch.int64)[:, None] + torch.arange(s_new, device=q.device)[None, :]
        _append(k_cache, k, positions, block_table, "k")
        _append(v_cache, v, positions, block_table, "v")
    r = _api.decode(q, k_cache, v_cache, seqlens_k, max_seqlen_k=max_seqlen_k, block_table=block_table, causal=causal,
                    softmax_scale=softmax_scale, window_size=window_size, softcap=softcap, sinks=sinks,
                    blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor, counters=blasst_counters,
                    num_splits=num_splits, workspace=workspace, return_lse=bool(return_softmax_lse))
    return r
