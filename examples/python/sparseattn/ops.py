"""torch custom ops (torch.ops.sparseattn.*): what torch.compile traces and CUDA graphs capture.

Each op allocates its outputs through torch's allocator, runs the library's kernels on CUDA tensors (on the current
stream, without synchronizing) and its CPU references on CPU tensors, and has a fake implementation for tracing.
Arguments are checked by the public functions (sparseattn.attention, ...) before the op is called; the ops check
what only real tensors have (alignment) and the library checks the rest. In eager mode on the GPU the public functions
launch without the op (the same implementation, _core.DecodeLaunch / AttentionLaunch, kept per call signature);
torch.compile, torch dispatch modes and inputs that need autograd get the op.
"""
from typing import List, Optional, Tuple

import torch
from torch import Tensor

from . import _core as C

_MUT_COUNTERS = ("counters",)


def _lse_or_empty(q, shape, want):
    return q.new_empty(shape if want else (0,), dtype=torch.float32)


@torch.library.custom_op("sparseattn::attention", mutates_args=_MUT_COUNTERS)
def attention(q: Tensor, k: Tensor, v: Tensor, cu_seqlens_q: Optional[Tensor], cu_seqlens_k: Optional[Tensor],
              max_seqlen_q: int, max_seqlen_k: int, causal: bool, softmax_scale: float, blasst: bool,
              blasst_lambda: float, blasst_scale_factor: float, counters: Optional[Tensor], return_lse: bool,
              seqlens_k: Optional[Tensor], block_table: Optional[Tensor], use_window: int, window_left: int,
              window_right: int, softcap: float, sinks: Optional[Tensor], q_descale: Optional[Tensor] = None,
              k_descale: Optional[Tensor] = None, v_descale: Optional[Tensor] = None,
              out_dtype: Optional[torch.dtype] = None) -> Tuple[Tensor, Tensor]:
    # FP8 attention (e4m3 q, k, v): the descales (strides read from the tensors) and out's dtype (bf16 / fp16)
    return C.attention_impl(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale,
                            blasst, blasst_lambda, blasst_scale_factor, counters, return_lse, seqlens_k, block_table,
                            (use_window, window_left, window_right, softcap), sinks,
                            scales=(q_descale, k_descale, v_descale), out_dtype=out_dtype)


@attention.register_fake
def _(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, blasst, blasst_lambda,
      blasst_scale_factor, counters, return_lse, seqlens_k, block_table, use_window, window_left, window_right, softcap,
      sinks, q_descale=None, k_descale=None, v_descale=None, out_dtype=None):
    return torch.empty_like(q, dtype=out_dtype), _lse_or_empty(q, C.lse_shape(q, cu_seqlens_q is not None), return_lse)


@torch.library.custom_op("sparseattn::decode", mutates_args=("counters", "workspace"))
def decode(q: Tensor, k_cache: Tensor, v_cache: Tensor, seqlens_k: Tensor, block_table: Optional[Tensor],
           max_seqlen_k: int, causal: bool, softmax_scale: float, blasst: bool, blasst_lambda: float,
           blasst_scale_factor: float, counters: Optional[Tensor], num_splits: int, workspace: Optional[Tensor],
           return_lse: bool, use_window: int, window_left: int, window_right: int, softcap: float,
           sinks: Optional[Tensor], k_scale: Optional[Tensor] = None,
           v_scale: Optional[Tensor] = None) -> Tuple[Tensor, Tensor]:
    # k_scale / v_scale: an FP8 cache's fp32 scales (its format is k_cache's dtype), strides read from the tensors
    return C.decode_impl(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k, causal, softmax_scale, blasst,
                         blasst_lambda, blasst_scale_factor, counters, num_splits, workspace, return_lse,
                         (use_window, window_left, window_right, softcap), sinks, k_scale=k_scale, v_scale=v_scale)


@decode.register_fake
def _(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k, causal, softmax_scale, blasst, blasst_lambda,
      blasst_scale_factor, counters, num_splits, workspace, return_lse, use_window, window_left, window_right, softcap,
      sinks, k_scale=None, v_scale=None):
    return torch.empty_like(q), _lse_or_empty(q, (q.shape[0], q.shape[2], q.shape[1]), return_lse)


@torch.library.custom_op("sparseattn::merge_states", mutates_args=())
def merge_states(outs: List[Tensor], lses: List[Tensor]) -> Tuple[Tensor, Tensor]:
    return C.merge_impl(outs, lses)


@merge_states.register_fake
def _(outs, lses):
    return torch.empty_like(outs[0]), torch.empty_like(lses[0])


# block_sparse, momo and kascade_prefill take the padded layout, or packed q/k/v with cu_seqlens_q/k and the longest
# lengths max_seqlen_q/k (a KV cache reaches them gathered into packed K/V by the public functions).

@torch.library.custom_op("sparseattn::block_sparse", mutates_args=())
def block_sparse(q: Tensor, k: Tensor, v: Tensor, block_index: Tensor, block_count: Tensor, key_block: int,
                 sink_tokens: int, window_tokens: int, causal: bool, softmax_scale: float, return_lse: bool,
                 cu_seqlens_q: Optional[Tensor] = None, cu_seqlens_k: Optional[Tensor] = None, max_seqlen_q: int = 0,
                 max_seqlen_k: int = 0) -> Tuple[Tensor, Tensor]:
    return C.block_sparse_impl(q, k, v, block_index, block_count, key_block, sink_tokens, window_tokens, causal,
                               softmax_scale, return_lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)


@block_sparse.register_fake
def _(q, k, v, block_index, block_count, key_block, sink_tokens, window_tokens, causal, softmax_scale, return_lse,
      cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=0, max_seqlen_k=0):
    return torch.empty_like(q), _lse_or_empty(q, C.lse_shape(q, cu_seqlens_q is not None), return_lse)


@torch.library.custom_op("sparseattn::momo", mutates_args=())
def momo(q: Tensor, k: Tensor, v: Tensor, softmax_scale: float, gamma: int, key_block: int, query_block: int, k_: int,
         k_exact: int, topk: int, k_trim: int, sink_tokens: int, window_tokens: int,
         cu_seqlens_q: Optional[Tensor] = None, cu_seqlens_k: Optional[Tensor] = None, max_seqlen_q: int = 0,
         max_seqlen_k: int = 0) -> Tuple[Tensor, Tensor, Tensor]:
    p = dict(gamma=gamma, key_block=key_block, query_block=query_block, k=k_, k_exact=k_exact, topk=topk, k_trim=k_trim,
             sink_tokens=sink_tokens, window_tokens=window_tokens)
    return C.momo_impl(q, k, v, softmax_scale, p, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)


@momo.register_fake
def _(q, k, v, softmax_scale, gamma, key_block, query_block, k_, k_exact, topk, k_trim, sink_tokens, window_tokens,
      cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=0, max_seqlen_k=0):
    B, Sq = C.batch_rows(q, cu_seqlens_q, max_seqlen_q)
    nqb = -(-Sq // query_block)
    return (torch.empty_like(q), q.new_empty((B, q.shape[-2], nqb, k_trim), dtype=torch.int32),
            q.new_empty((B, q.shape[-2], nqb), dtype=torch.int32))


@torch.library.custom_op("sparseattn::kascade_prefill", mutates_args=("indices", "counts"))
def kascade_prefill(q: Tensor, k: Tensor, v: Tensor, indices: Tensor, counts: Tensor, role: int,
                    head_map: Optional[Tensor], topk_fraction: float, k_min: int, tile: int, softmax_scale: float,
                    cu_seqlens_q: Optional[Tensor] = None, cu_seqlens_k: Optional[Tensor] = None, max_seqlen_q: int = 0,
                    max_seqlen_k: int = 0) -> Tensor:
    return C.kascade_prefill_impl(q, k, v, indices, counts, role, head_map, topk_fraction, k_min, tile, softmax_scale,
                                  cu_q=cu_seqlens_q, cu_k=cu_seqlens_k, max_q=max_seqlen_q, max_k=max_seqlen_k)


@kascade_prefill.register_fake
def _(q, k, v, indices, counts, role, head_map, topk_fraction, k_min, tile, softmax_scale, cu_seqlens_q=None,
      cu_seqlens_k=None, max_seqlen_q=0, max_seqlen_k=0):
    return torch.empty_like(q)


@torch.library.custom_op("sparseattn::kascade_decode", mutates_args=("indices", "counts", "workspace"))
def kascade_decode(q: Tensor, k_cache: Tensor, v_cache: Tensor, seqlens_k: Tensor, indices: Tensor, counts: Tensor,
                   block_table: Optional[Tensor], role: int, head_map: Optional[Tensor], topk_fraction: float,
                   k_min: int, max_seqlen_k: int, causal: bool, softmax_scale: float,
                   workspace: Optional[Tensor]) -> Tensor:
    return C.kascade_decode_impl(q, k_cache, v_cache, seqlens_k, indices, counts, block_table, role, head_map,
                                 topk_fraction, k_min, max_seqlen_k, causal, softmax_scale, workspace)


@kascade_decode.register_fake
def _(q, k_cache, v_cache, seqlens_k, indices, counts, block_table, role, head_map, topk_fraction, k_min, max_seqlen_k,
      causal, softmax_scale, workspace):
    return torch.empty_like(q)
