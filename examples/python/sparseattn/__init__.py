"""sparseattn: dense and training-free sparse attention (BLASST, MOMO, Kascade) for PyTorch.

    import torch, sparseattn
    out = sparseattn.attention(q, k, v, causal=True)                      # q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D]
    out = sparseattn.attention(q, k, v, causal=True, blasst_lambda=1e-3)  # BLASST
    out = sparseattn.decode(q, k_cache, v_cache, seqlens_k, max_seqlen_k=n)   # q [B, q_len, Hq, D]
    from sparseattn import flash_attn_func                                # flash_attn's signatures
    from sparseattn.flashinfer import BatchDecodeWithPagedKVCacheWrapper  # FlashInfer's plan/run wrappers

CUDA tensors run the kernels (on torch's current stream; no synchronization, graph-capturable); CPU tensors run
the library's CPU references (float32 accumulation; slow, for small shapes and tests). The calls are torch custom
ops (torch.ops.sparseattn.*), so torch.compile traces them. Every argument is checked: a wrong one raises
SparseAttnError naming it. sparseattn.hf holds the Hugging Face transformers backend; sparseattn.distributed context
parallelism (ring attention, decode over a sharded cache) on torch.distributed.
"""
import contextlib
import ctypes

import torch

from . import _core, _lib, ops  # noqa: F401  (ops registers torch.ops.sparseattn.*)
from ._api import (attention, block_sparse, blasst_skip_mask, decode, kascade_decode, kascade_lists, kascade_max_k,  # noqa: F401
                   kascade_plan, kascade_prefill, merge_states, momo)
from ._lib import SparseAttnError, __version__, lib_path  # noqa: F401
from .flash import flash_attn_func, flash_attn_varlen_func, flash_attn_with_kvcache  # noqa: F401
from . import flashinfer  # noqa: F401  (FlashInfer-shaped wrappers over paged caches)
from .flashinfer import BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper  # noqa: F401
from . import distributed  # noqa: F401,E402  (context parallelism: sparseattn.distributed)

library_version = _lib.lib.sa_version_string().decode()


class SparseAttn:
    """A context of its own on one CUDA device (its own kernel cache folder or kernel family), for tools and
    benchmarks: the same calls as the module's functions, plus device and kernel information, decode plans,
    synthetic inputs and MOMO step by step. Creating one without a GPU or driver raises SparseAttnError with the
    library's own message."""

    def __init__(self, device=None, cache_dir=None, lib_path=None, max_family=0, max_smem_per_block=0):
        if lib_path is not None:
            raise SparseAttnError("lib_path: set SPARSEATTN_LIB before importing sparseattn instead")
        if device is None:
            device = torch.cuda.current_device() if torch.cuda.is_available() else 0
        self.context = _lib.Context(device, cache_dir=cache_dir, max_family=max_family,
                                    max_smem_per_block=max_smem_per_block)
        self.ctx = self.context.ptr
        self.device = self.context.device
        self.lib = _lib.lib

    def close(self):
        self.context.close()

    @contextlib.contextmanager
    def _use(self):
        tok = _core.context_override.set(self.context)
        try:
            yield
        finally:
            _core.context_override.reset(tok)

    def _check(self, st, what):
        self.context.check(st, what)

    def device_info(self):
        info = _lib.sa_device_info()
        self._check(_lib.lib.sa_device_info_get(self.ctx, ctypes.byref(info)), "sa_device_info_get")
        return {f: getattr(info, f).decode() if isinstance(getattr(info, f), bytes) else getattr(info, f)
                for f, _ in _lib.sa_device_info._fields_}

    def kernel_infos(self, loaded_only=True):
        out = []
        for i in range(_lib.lib.sa_kernel_count()):
            k = _lib.sa_kernel_info()
            self._check(_lib.lib.sa_kernel_info_get(self.ctx, i, ctypes.byref(k)), "sa_kernel_info_get")
            if k.loaded or not loaded_only:
                out.append({"name": k.name.decode(), "loaded": k.loaded, "from_disk": k.from_disk,
                            "compile_ms": k.compile_ms, "load_ms": k.load_ms, "registers": k.registers,
                            "local_bytes": k.local_bytes})
        return out

    def attention(self, q, k, v, out=None, causal=False, softmax_scale=None, return_lse=False, cu_seqlens_q=None,
                  cu_seqlens_k=None, max_seqlen_q=None, max_seqlen_k=None, blasst_lambda=None,
                  blasst_scale_factor=None, blasst_counters=None, **engine):
        """engine: window_size, softcap, sinks, seqlens_k, block_table as sparseattn.attention takes them."""
        with self._use():
            return attention(q, k, v, causal=causal, softmax_scale=softmax_scale, cu_seqlens_q=cu_seqlens_q,
                             cu_seqlens_k=cu_seqlens_k, max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k,
                             blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor,
                             counters=blasst_counters, return_lse=return_lse, out=out, **engine)

    def decode(self, q, k_cache, v_cache, seqlens_k, max_seqlen_k, out=None, block_table=None, causal=False,
               num_splits=0, workspace=None, blasst_lambda=None, blasst_scale_factor=None, blasst_counters=None,
               kascade_indices=None, kascade_counts=None, head_map=None, kascade_anchor=0, topk_fraction=0.1,
               k_min=128, **engine):
        """kascade_indices/counts: Kascade decode, kascade_anchor 0 (reuse), 1 (anchor) or 2 (layer 0). engine:
        window_size, softcap, sinks, k_scale, v_scale (an FP8 cache) as sparseattn.decode takes them (dense and
        BLASST)."""
        with self._use():
            if kascade_indices is not None:
                role = {0: "reuse", 1: "anchor", 2: "dense"}[int(kascade_anchor)]
                return kascade_decode(q, k_cache, v_cache, seqlens_k, kascade_indices, kascade_counts, role=role,
                                      head_map=head_map, topk_fraction=topk_fraction or 0.1, k_min=k_min or 128,
                                      max_seqlen_k=max_seqlen_k, block_table=block_table, causal=causal,
                                      workspace=workspace, out=out)
            return decode(q, k_cache, v_cache, seqlens_k, max_seqlen_k=max_seqlen_k, block_table=block_table,
                          causal=causal, blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor,
                          counters=blasst_counters, num_splits=num_splits, workspace=workspace, out=out, **engine)

    def decode_plan(self, q, k_cache, v_cache, seqlens_k, max_seqlen_k, block_table=None, causal=False, num_splits=0,
                    blasst_lambda=None, blasst_scale_factor=None):
        """The decode plan (splits, tiles, workspace bytes) of a call with these arguments (an FP8 cache's by its
        dtype)."""
        blasst, lam, sf = _core.blasst_of(blasst_lambda, blasst_scale_factor)
        a = _core.decode_args(q, k_cache, v_cache, seqlens_k, block_table, max_seqlen_k, causal, 0.0, blasst, lam, sf,
                              None, num_splits, q, None)
        plan = _lib.sa_decode_plan()
        self._check(_lib.lib.sa_decode_plan_get(self.ctx, ctypes.byref(a), ctypes.byref(plan)), "sa_decode_plan_get")
        return {f: getattr(plan, f) for f, _ in _lib.sa_decode_plan._fields_}

    def kascade_prefill(self, q, k, v, indices, counts, role="reuse", head_map=None, topk_fraction=0.1, k_min=128,
                        out=None, workspace=None):
        with self._use():
            return kascade_prefill(q, k, v, indices, counts, role=role, head_map=head_map,
                                   topk_fraction=topk_fraction or 0.1, k_min=k_min or 128, out=out)

    def kascade_sparse(self, q, k, v, indices, counts, head_map=None, out=None):
        """Kascade's sparse attention with given lists (a reuse layer)."""
        return self.kascade_prefill(q, k, v, indices, counts, role="reuse", head_map=head_map, out=out)

    def momo(self, query, key, value, out=None, workspace=None, **params):
        """MOMO step by step (GPU): .run() does the four steps, .qsa() / .union_trim() / .block_sparse() one each,
        .buffers() the intermediate tensors. params: gamma, key_block, query_block, k, k_exact, topk ('exact' |
        'tree' | 'estimated'), k_trim, sink_tokens, window_tokens (0 = the default, as the C API)."""
        return Momo(self, query, key, value, torch.empty_like(query) if out is None else out, workspace, params)

    def synth(self, seqlen, heads_q, heads_kv, head_dim, dtype=torch.bfloat16, seed=1, **knobs):
        """sparseattn.synth (host tensors; no device needed)."""
        return synth(seqlen, heads_q, heads_kv, head_dim, dtype=dtype, seed=seed, **knobs)


def synth(seqlen, heads_q, heads_kv, head_dim, dtype=torch.bfloat16, seed=1, **knobs):
    """Synthetic q [S, Hq, D], k, v [S, Hkv, D] with LLM-like structure (sinks, local windows, stripes, needles;
    host tensors, made on the CPU by sa_synth_generate); knobs as in sa_synth_options."""
    o = _lib.sa_synth_options()
    o.seed, o.seqlen, o.heads_q, o.heads_kv, o.head_dim = seed, seqlen, heads_q, heads_kv, head_dim
    o.dtype = _core.DTYPES[dtype]
    for name, val in knobs.items():
        if not hasattr(o, name):
            raise SparseAttnError(f"synth: unknown knob {name}")
        setattr(o, name, val)
    q = torch.empty(seqlen, heads_q, head_dim, dtype=dtype)
    k = torch.empty(seqlen, heads_kv, head_dim, dtype=dtype)
    v = torch.empty(seqlen, heads_kv, head_dim, dtype=dtype)
    _lib.check(_lib.lib.sa_synth_generate(ctypes.byref(o), q.data_ptr(), k.data_ptr(), v.data_ptr()),
               "sa_synth_generate")
    return q, k, v


class Momo:
    """MOMO's four steps on the GPU, one at a time (SparseAttn.momo)."""

    def __init__(self, sa, q, k, v, out, workspace, params):
        self.sa, self.q, self.k, self.v, self.out = sa, q, k, v, out
        _core.data(q, "q", 4)
        m = _lib.sa_momo_args()
        m.attn = _core.attention_args(q, k, v, out, None, None, None, 0, 0, True, 0.0, False, 0.0, 0.0, None)
        for name, val in params.items():
            if not hasattr(m.params, name):
                raise SparseAttnError(f"momo: unknown parameter {name}")
            setattr(m.params, name, _core.TOPK[val] if name == "topk" else int(val))
        size = ctypes.c_size_t()
        sa._check(_lib.lib.sa_momo_workspace_size(ctypes.byref(m), ctypes.byref(size)), "sa_momo_workspace_size")
        self.workspace = _core.workspace_for(size.value, workspace, q.device, "MOMO with these parameters")
        if self.workspace is None:
            self.workspace = torch.empty(0, dtype=torch.uint8, device=q.device)
        m.workspace, m.workspace_bytes = self.workspace.data_ptr(), self.workspace.numel()
        self.m = m
        self.bufs = _lib.sa_momo_buffers()
        sa._check(_lib.lib.sa_momo_buffers_get(ctypes.byref(m), ctypes.byref(self.bufs)), "sa_momo_buffers_get")

    def _s(self):
        return _core.stream_of(self.q)

    def run(self):
        self.sa._check(_lib.lib.sa_momo_prefill(self.sa.ctx, ctypes.byref(self.m), self._s()), "sa_momo_prefill")
        return self.out

    def qsa(self):
        self.sa._check(_lib.lib.sa_momo_qsa(self.sa.ctx, ctypes.byref(self.m), ctypes.byref(self.bufs), self._s()),
                       "sa_momo_qsa")

    def union_trim(self):
        self.sa._check(_lib.lib.sa_momo_union_trim(self.sa.ctx, ctypes.byref(self.m), ctypes.byref(self.bufs),
                                                   self._s()), "sa_momo_union_trim")

    def block_sparse(self):
        """Steps 3-4 from the buffers (what run() does last)."""
        b, p = self.buffers(), self.effective_params()
        bs = _core.block_sparse_args(self.q, self.k, self.v, self.out, None, b["block_index"], b["block_count"],
                                     p["key_block"], p["sink_tokens"], p["window_tokens"], True)
        bs.delta_o, bs.gamma = b["o_gamma"].data_ptr(), p["gamma"]
        self.sa._check(_lib.lib.sa_block_sparse_attention(self.sa.ctx, ctypes.byref(bs), self._s()),
                       "sa_block_sparse_attention")
        return self.out

    def buffers(self):
        """Views of the workspace: o_gamma [B, nq, Hq, D], lse_gamma, topk_index/score [B, Hq, nq, k],
        block_index [B, Hq, nqb, k_trim], block_count [B, Hq, nqb] (parameters after defaults)."""
        a, p = self.m.attn, self.effective_params()
        nq = -(-a.seqlen_q // p["gamma"])
        nqb = -(-a.seqlen_q // p["query_block"])
        base = self.workspace.data_ptr()

        def view(addr, shape, dtype):
            n = 1
            for x in shape:
                n *= x
            off = addr - base
            esz = torch.empty(0, dtype=dtype).element_size()
            return self.workspace[off:off + n * esz].view(dtype).view(*shape)
        return {"o_gamma": view(self.bufs.o_gamma, (a.batch, nq, a.heads_q, a.head_dim), self.q.dtype),
                "lse_gamma": view(self.bufs.lse_gamma, (a.batch, a.heads_q, nq), torch.float32),
                "topk_index": view(self.bufs.topk_index, (a.batch, a.heads_q, nq, p["k"]), torch.int32),
                "topk_score": view(self.bufs.topk_score, (a.batch, a.heads_q, nq, p["k"]), torch.float32),
                "block_index": view(self.bufs.block_index, (a.batch, a.heads_q, nqb, p["k_trim"]), torch.int32),
                "block_count": view(self.bufs.block_count, (a.batch, a.heads_q, nqb), torch.int32)}

    def effective_params(self):
        p = self.m.params
        k = p.k or 64
        sink = 64 if p.sink_tokens == 0 else max(p.sink_tokens, 0)
        window = 1024 if p.window_tokens == 0 else max(p.window_tokens, 0)
        return {"gamma": p.gamma or 16, "key_block": p.key_block or 64, "query_block": p.query_block or 128, "k": k,
                "k_trim": p.k_trim or k, "sink_tokens": sink, "window_tokens": window}


def attention_flops(batch, heads_q, seqlen_q, seqlen_k, head_dim, causal):
    """4 B Hq Sq Sk D, halved for causal (DESIGN.md section 6)."""
    f = 4.0 * batch * heads_q * seqlen_q * seqlen_k * head_dim
    return f / 2 if causal else f


__all__ = ["attention", "blasst_skip_mask", "decode", "merge_states", "block_sparse", "momo", "kascade_prefill", "kascade_decode", "kascade_lists",
           "kascade_max_k", "kascade_plan", "flash_attn_func", "flash_attn_varlen_func", "flash_attn_with_kvcache",
           "BatchDecodeWithPagedKVCacheWrapper", "BatchPrefillWithPagedKVCacheWrapper", "SparseAttn",
           "SparseAttnError", "Momo", "attention_flops", "synth", "__version__"]
