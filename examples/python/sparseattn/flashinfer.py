"""FlashInfer-shaped wrappers over paged KV caches: code written for FlashInfer's batch wrappers (SGLang, vLLM's
FlashInfer backend) swaps one import.

    from sparseattn.flashinfer import BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper

    w = BatchDecodeWithPagedKVCacheWrapper(workspace_buffer, "NHD")
    w.plan(kv_indptr, kv_indices, kv_last_page_len, num_qo_heads, num_kv_heads, head_dim, page_size,
           q_data_type=torch.bfloat16)                       # once per batch
    o = w.run(q, (k_cache, v_cache))                         # per layer: q [B, Hq, D]

The signatures are FlashInfer's (flashinfer/decode.py and flashinfer/prefill.py), with their meanings:

* The page table is FlashInfer's CSR: ``indptr`` [B + 1], ``indices`` [indptr[-1]] (page numbers), ``last_page_len``
  [B] (1 to page_size rows used in each sequence's last page; a sequence without pages has no keys). ``plan``
  turns it into what the library takes, with torch ops on the wrapper's device, into buffers the wrapper owns: a
  block table int32 [B, max_pages] padded with -1 and seqlens_k int32 [B] = (pages - 1) * page_size +
  last_page_len; the prefill wrapper also keeps ``qo_indptr`` as cu_seqlens_q. ``plan`` takes host copies of
  ``indptr``, ``last_page_len`` (and ``qo_indptr``), as FlashInfer's plan does: a synchronization when they live on
  the GPU (pass CPU tensors to avoid it); it checks them there and derives the longest lengths. ``run`` never reads
  the GPU back and allocates nothing but ``out`` (and ``lse``) when not given. On the GPU (eager mode) a run of a
  signature (q, the caches, the options) that ran before under the same plan only checks its addresses, patches them
  into the launch it kept and launches (sparseattn._core's launch caches).
* ``paged_kv_cache``: a tuple (k_cache, v_cache) of [num_pages, page_size, Hkv, D] (``kv_layout="NHD"``) or
  [num_pages, Hkv, page_size, D] (``"HND"``), or one tensor [num_pages, 2, ...] (K at index 0, V at 1). HND is read
  through its strides (the library takes element strides of page, row in page and head): nothing is copied.
  Page sizes: powers of two from 1 to 65536 (the kernels' page addressing); others are refused by name.
* ``run`` returns out [rows, Hq, D]; with ``return_lse`` (out, lse) with lse fp32 [rows, Hq] in base 2, as FlashInfer
  returns it (``lse_base="ln"``, an extra keyword: the natural logarithm, as sparseattn and FlashAttention return
  it). ``lse=`` is written in place.
* Supported: GQA, ``window_left`` (keys at positions >= the query's - window_left; -1 = none; at plan, and at run
  for one call), ``logits_soft_cap``, ``sm_scale``, ``sinks`` (fp32 [Hq]), ``causal`` (prefill; bottom-right: a
  sequence's queries are its last keys), bf16/fp16 q and caches; ``q_scale`` / ``k_scale`` (host floats) multiply the
  softmax scale and ``v_scale`` the output, as in FlashInfer. The decode wrapper reads FP8 caches
  (torch.float8_e4m3fn / float8_e5m2; kv_data_type at plan): ``k_scale`` / ``v_scale`` then go to the kernels as
  sparseattn.decode's k_scale / v_scale (a float, or an fp32 device tensor [], [1], [Hkv] or [B, Hkv]: a code's
  value is code x scale); the prefill wrapper refuses FP8 caches by name (prefill over an FP8 cache is not supported
  yet). Mixed batches (prefill chunks and decode rows) run in one prefill-wrapper call: packed q with its own length
  per sequence.
* Sparse attention: BLASST through ``blasst_lambda`` or ``blasst_scale_factor`` (lambda = factor / the sequence's
  KV length) at plan (every run) or at run (that call); FlashInfer's ``skip_softmax_threshold_scale_factor``
  (BLASST, arXiv 2512.12087) is the scale factor. ``blasst_counters`` (int64 [2]) at run adds (KV tiles considered,
  skipped). Kascade is not exposed here: it needs per-layer roles, top-k lists written by anchor layers and head
  maps (sparseattn.kascade_decode takes a block_table and seqlens_k for that).
* Hints without effect: ``use_tensor_cores``, ``backend``, ``enable_pdl``, ``non_blocking``, ``rope_scale`` /
  ``rope_theta`` (with ``pos_encoding_mode="NONE"``), ``use_fp16_qk_reduction`` (the kernels accumulate in fp32),
  ``disable_split_kv`` (decode: one split), ``max_token_per_sequence`` / ``max_sequence_kv`` (cuDNN's bounds).
  Refused by name: ``pos_encoding_mode`` other than "NONE" (apply RoPE before the call; no ALiBi), custom masks,
  ``prefix_len_ptr`` / ``token_pos_in_items_*`` / ``max_item_len_ptr`` (multi-item scoring), ``head_dim_vo`` other
  than ``head_dim_qk``, ``seq_lens`` / ``seq_lens_q`` / ``block_tables`` (trtllm-gen's inputs: pass the CSR table),
  ``fixed_split_size``, ``q_len_per_req`` > 1 (use the prefill wrapper), ``window_right`` != 0, ``kv_cache_sf``
  (NVFP4), tensor ``q_scale`` (FP8 queries), ``jit_args`` and extra positional run arguments (custom kernels).

CUDA graphs (``use_cuda_graph=True``): as FlashInfer, the constructor takes ``paged_kv_indptr_buffer`` [B + 1],
``paged_kv_indices_buffer`` and ``paged_kv_last_page_len_buffer`` [B] (prefill: ``qo_indptr_buf`` too), which fix the
batch size; the wrapper allocates its block table [B, max_pages_per_seq] (an extra keyword; default the indices
buffer's length, the worst case of one sequence holding every page) and its lengths there, once, and every ``plan``
refills them in place, so a captured ``run`` stays valid across replays after a new ``plan`` of the same batch size.
The longest KV length a captured call is planned for is the table's capacity (max_pages_per_seq x page_size); the
prefill wrapper's longest query length is the first plan's qo_indptr[-1], which later plans must not exceed.
"""
import itertools
import math
import numbers

import torch

from . import _api
from . import _core as C
from ._core import FP8, fail
from .flash import _sinks

_LOG2E = 1.0 / math.log(2.0)
_MAX_PAGE = 65536
_MAX_CACHED_SCALES = 64
# a wrapper's state for run: a new number at every plan and workspace change, unique across wrappers (run's launch
# keys hold it)
_generation = itertools.count(1)


def _dtype(x, name):
    """A dtype as FlashInfer takes it: a torch.dtype or its name ("float16", "bfloat16", "float8_e4m3fn", ...)."""
    if isinstance(x, torch.dtype):
        return x
    if isinstance(x, str) and isinstance(getattr(torch, x, None), torch.dtype):
        return getattr(torch, x)
    fail(f"{name} is {x!r}; give a torch dtype or its name (torch.bfloat16, 'float16', ...)")


def _int(x, name, lo):
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or int(x) < lo:
        fail(f"{name} is {x!r}; it must be an int >= {lo}")
    return int(x)


def _positive(x, name):
    if isinstance(x, torch.Tensor):
        fail(f"{name} must be a host float here (it multiplies the softmax scale or the output); a tensor is taken "
             f"only as an FP8 cache's k_scale / v_scale in the decode wrapper")
    try:
        f = float(x)
    except (TypeError, ValueError):
        fail(f"{name} is {x!r}; it must be a float")
    if not (f > 0 and math.isfinite(f)):
        fail(f"{name} is {x}; it must be finite and > 0")
    return f


def _refuse(why, **named):
    """FlashInfer options sparseattn does not carry: refused by name unless at their 'off' value."""
    for name, (x, off) in named.items():
        if x is None or (off is not None and not isinstance(x, torch.Tensor) and x == off):
            continue
        shown = f"a tensor {tuple(x.shape)}" if isinstance(x, torch.Tensor) else repr(x)
        fail(f"{name} is {shown}: {why[name]}")


_WHY = {
    "pos_encoding_mode": "RoPE and ALiBi inside the call are not carried; apply RoPE to q and k before the call "
                         "(pos_encoding_mode='NONE')",
    "window_right": "a right window bound is not carried by these wrappers (FlashInfer's own backends but cute-dsl "
                    "refuse it too); pass 0",
    "seq_lens": "trtllm-gen's per-sequence lengths are not taken: pass the CSR table (indptr, indices, "
                "last_page_len)",
    "seq_lens_q": "trtllm-gen's per-sequence query lengths are not taken: pass qo_indptr",
    "block_tables": "trtllm-gen's block tables are not taken: pass the CSR table (the wrapper builds its block table)",
    "fixed_split_size": "a fixed split size is not carried (the library chooses the decode splits; "
                        "disable_split_kv=True runs one split)",
    "q_len_per_req": "several queries per request are not carried by the decode wrapper: use "
                     "BatchPrefillWithPagedKVCacheWrapper (packed queries, causal)",
    "custom_mask": "custom masks are not carried (causal, window_left and logits_soft_cap are)",
    "packed_custom_mask": "custom masks are not carried (causal, window_left and logits_soft_cap are)",
    "prefix_len_ptr": "multi-item scoring is not carried",
    "token_pos_in_items_ptr": "multi-item scoring is not carried",
    "token_pos_in_items_len": "multi-item scoring is not carried",
    "max_item_len_ptr": "multi-item scoring is not carried",
    "jit_args": "custom JIT attention variants are not carried",
    "jit_kwargs": "custom JIT attention variants are not carried",
    "custom_mask_buf": "custom masks are not carried",
    "mask_indptr_buf": "custom masks are not carried",
    "kv_cache_sf": "NVFP4 KV caches are not carried (FP8 caches are, in the decode wrapper)",
    "use_fp16_softmax": "trtllm-gen's fp16 softmax is not carried",
    "uses_spcompress": "trtllm-gen's sparse compression is not carried",
}


def _cache_key(paged_kv_cache):
    """paged_kv_cache's part of a run's launch key."""
    c = paged_kv_cache.__class__
    if (c is tuple or c is list) and len(paged_kv_cache) == 2:
        return c, C.tkey(paged_kv_cache[0]), C.tkey(paged_kv_cache[1])
    return C.tkey(paged_kv_cache)


def _kv_ptrs(paged_kv_cache):
    """The K and V caches' addresses, of a paged_kv_cache a cached run has checked (HND's transposed views start
    where the tensors do)."""
    c = paged_kv_cache.__class__
    if c is tuple or c is list:
        return paged_kv_cache[0].data_ptr(), paged_kv_cache[1].data_ptr()
    p = paged_kv_cache.data_ptr()
    return p, p + paged_kv_cache.stride(1) * paged_kv_cache.element_size()


def _check_index(t, name, n=None):
    C.tensor(t, name, ndim=1)
    if t.dtype not in (torch.int32, torch.int64):
        fail(f"{name} must be torch.int32 (or int64), got {t.dtype}")
    if n is not None and t.shape[0] != n:
        fail(f"{name} has {t.shape[0]} entries; expected {n}")


class _PagedWrapper:
    """What both wrappers share: the workspace, the owned buffers, the CSR conversion, the cache and scale checks."""

    _name = ""

    def _init(self, workspace, kv_layout, use_cuda_graph, batch_buffers, indices_buffer, max_pages_per_seq):
        C.tensor(workspace, "float_workspace_buffer")
        if workspace.dtype != torch.uint8 or not workspace.is_contiguous():
            fail(f"float_workspace_buffer must be a contiguous torch.uint8 tensor, got {workspace.dtype}")
        if kv_layout not in ("NHD", "HND"):
            fail(f"kv_layout is {kv_layout!r}; use 'NHD' ([num_pages, page_size, Hkv, D]) or 'HND' ([num_pages, "
                 f"Hkv, page_size, D])")
        self._workspace = workspace
        self._gen = next(_generation)
        self.device = workspace.device
        self._kv_layout = kv_layout
        self._use_cuda_graph = bool(use_cuda_graph)
        self._planned = False
        self._scale_cache = {}
        self._fixed_batch = None
        if self._use_cuda_graph:
            if self.device.type != "cuda":
                fail(f"use_cuda_graph=True needs float_workspace_buffer on a CUDA device, got {self.device}")
            sizes = {}
            for name, (t, extra) in batch_buffers.items():
                if not isinstance(t, torch.Tensor) or t.dim() != 1:
                    fail(f"{name} must be a 1-D torch.Tensor in CUDA-graph mode (it fixes the batch size)")
                sizes[name] = t.shape[0] - extra
            if len(set(sizes.values())) != 1:
                fail("the CUDA-graph buffers disagree on the batch size: " +
                     ", ".join(f"{n} has {sizes[n] + e} entries" for n, (_, e) in batch_buffers.items()) +
                     " (indptr buffers hold batch + 1)")
            if not isinstance(indices_buffer, torch.Tensor) or indices_buffer.dim() != 1:
                fail("paged_kv_indices_buffer must be a 1-D torch.Tensor in CUDA-graph mode")
            B = next(iter(sizes.values()))
            W = indices_buffer.shape[0] if max_pages_per_seq is None else _int(max_pages_per_seq,
                                                                                "max_pages_per_seq", 1)
            W = max(W, 1)
            self._fixed_batch = B
            self._table = torch.full((B, W), -1, dtype=torch.int32, device=self.device)
            self._seqlens = torch.zeros((B,), dtype=torch.int32, device=self.device)
            self._cu_q = torch.zeros((B + 1,), dtype=torch.int32, device=self.device)
        else:
            if max_pages_per_seq is not None:
                _int(max_pages_per_seq, "max_pages_per_seq", 1)
            # grown as batches need, never shrunk: plan refills views of them
            self._flat = {n: torch.empty((0,), dtype=torch.int32, device=self.device) for n in ("table", "lens", "cu")}

    @property
    def is_cuda_graph_enabled(self):
        return self._use_cuda_graph

    def reset_workspace_buffer(self, float_workspace_buffer, int_workspace_buffer=None):
        """A new workspace (FlashInfer's int workspace is not needed and is ignored). Captured graphs keep the old."""
        C.tensor(float_workspace_buffer, "float_workspace_buffer")
        if float_workspace_buffer.dtype != torch.uint8 or not float_workspace_buffer.is_contiguous() or \
                float_workspace_buffer.device != self.device:
            fail(f"float_workspace_buffer must be a contiguous torch.uint8 tensor on {self.device}")
        self._workspace = float_workspace_buffer
        self._gen = next(_generation)

    def _buffer(self, name, n):
        if self._flat[name].numel() < n:
            self._flat[name] = torch.empty((max(n, 2 * self._flat[name].numel()),), dtype=torch.int32,
                                           device=self.device)
        return self._flat[name][:n]

    def _plan_common(self, num_qo_heads, num_kv_heads, head_dim, page_size, window_left, logits_soft_cap, sm_scale,
                     q_data_type, kv_data_type, o_data_type, pos_encoding_mode, blasst_lambda, blasst_scale_factor):
        _refuse(_WHY, pos_encoding_mode=(pos_encoding_mode, "NONE"))
        self._gen = next(_generation)   # the plan changes from here: runs cached for the last one are not reused
        hq = _int(num_qo_heads, "num_qo_heads", 1)
        hkv = _int(num_kv_heads, "num_kv_heads", 1)
        d = _int(head_dim, "head_dim", 1)
        if hq % hkv:
            fail(f"num_qo_heads ({hq}) must be a multiple of num_kv_heads ({hkv})")
        ps = _int(page_size, "page_size", 1)
        if ps & (ps - 1) or ps > _MAX_PAGE:
            fail(f"page_size is {ps}; the kernels take a power of two from 1 to {_MAX_PAGE}")
        wl = _int(window_left, "window_left", -1)
        cap = 0.0 if logits_soft_cap is None else float(logits_soft_cap)
        if not (cap >= 0 and math.isfinite(cap)):
            fail(f"logits_soft_cap is {logits_soft_cap}; it must be finite and >= 0 (None or 0 = off)")
        if sm_scale is not None:
            sm_scale = _positive(sm_scale, "sm_scale")
        qdt = _dtype(q_data_type, "q_data_type")
        if qdt not in C.DTYPES:
            fail(f"q_data_type is {qdt}; q is torch.bfloat16 or torch.float16 (FP8 queries are not carried)")
        kvdt = qdt if kv_data_type is None else _dtype(kv_data_type, "kv_data_type")
        if kvdt not in C.FP8 and kvdt != qdt:
            fail(f"kv_data_type is {kvdt} but q_data_type is {qdt}: a 16-bit cache has q's dtype")
        if o_data_type is not None and _dtype(o_data_type, "o_data_type") != qdt:
            fail(f"o_data_type is {o_data_type}; the output has q's dtype ({qdt})")
        self._blasst = C.blasst_of(blasst_lambda, blasst_scale_factor)
        self._hq, self._hkv, self._d, self._ps = hq, hkv, d, ps
        self._window, self._cap, self._sm_scale = wl, cap, sm_scale
        self._q_dtype, self._kv_dtype = qdt, kvdt

    def _plan_pages(self, indptr, indices, last_page_len, names, non_blocking):
        """The CSR table -> the block table [B, W] (-1 padded) and seqlens_k [B], on the device, in the owned
        buffers. Returns the host int32 lengths (checked)."""
        n_ip, n_ix, n_lp = names
        _check_index(last_page_len, n_lp)
        B = last_page_len.shape[0]
        _check_index(indptr, n_ip, B + 1)
        _check_index(indices, n_ix)
        if self._fixed_batch is not None and B != self._fixed_batch:
            fail(f"the batch is {B} but this CUDA-graph wrapper's buffers fix it at {self._fixed_batch}")
        ip_h = indptr.to("cpu", torch.int64)        # host copies, as FlashInfer's plan takes them
        lp_h = last_page_len.to("cpu", torch.int64)
        ps = self._ps
        counts = ip_h[1:] - ip_h[:-1]
        if B and (int(ip_h[0]) < 0 or int(counts.min()) < 0 or int(ip_h[-1]) > indices.shape[0]):
            fail(f"{n_ip} must start at >= 0, never decrease and end within {n_ix} ({indices.shape[0]} entries); got "
                 f"{ip_h.tolist()[:8]}{'...' if B > 7 else ''}")
        used = counts > 0
        if B and used.any() and (int(lp_h[used].min()) < 1 or int(lp_h[used].max()) > ps):
            fail(f"{n_lp} must be in [1, page_size = {ps}] for every sequence with pages")
        lens_h = torch.where(used, (counts - 1) * ps + lp_h, 0)
        max_pages = int(counts.max()) if B else 0
        if self._use_cuda_graph:
            table, lens = self._table, self._seqlens
            if max_pages > table.shape[1]:
                fail(f"a sequence has {max_pages} pages but this CUDA-graph wrapper's table holds {table.shape[1]} "
                     f"per sequence (max_pages_per_seq)")
            self._max_k = table.shape[1] * ps    # fixed: what a captured call was planned for
        else:
            W = max(max_pages, 1)
            table = self._buffer("table", B * W).view(B, W)
            lens = self._buffer("lens", B)
            self._max_k = int(lens_h.max()) if B else 0
        dev = self.device
        if B:
            ip = indptr.to(dev, torch.int64, non_blocking=non_blocking)
            lp = last_page_len.to(dev, torch.int64, non_blocking=non_blocking)
            cnt = ip[1:] - ip[:-1]
            j = torch.arange(table.shape[1], device=dev, dtype=torch.int64)
            valid = j[None, :] < cnt[:, None]
            if indices.shape[0]:
                ix = indices.to(dev, torch.int32, non_blocking=non_blocking)
                pages = ix[(ip[:-1, None] + j[None, :]).clamp_(0, indices.shape[0] - 1)]
                table.copy_(torch.where(valid, pages, -1))
            else:
                table.fill_(-1)
            lens.copy_(torch.where(cnt > 0, (cnt - 1) * ps + lp, 0))
        self._table, self._seqlens, self._batch = table, lens, B
        return lens_h

    def _cache(self, paged_kv_cache):
        """(k, v) as [num_pages, page_size, Hkv, D] views (HND through its strides), checked against the plan."""
        lay = "[num_pages, page_size, Hkv, D]" if self._kv_layout == "NHD" else "[num_pages, Hkv, page_size, D]"
        if isinstance(paged_kv_cache, (tuple, list)):
            if len(paged_kv_cache) != 2:
                fail(f"paged_kv_cache must be (k_cache, v_cache) or one tensor [num_pages, 2, ...], got a sequence of "
                     f"{len(paged_kv_cache)}")
            k, v = paged_kv_cache
            for name, t in (("paged_kv_cache[0] (k_cache)", k), ("paged_kv_cache[1] (v_cache)", v)):
                if not isinstance(t, torch.Tensor) or t.dim() != 4:
                    fail(f"{name} must be a 4-D tensor {lay} ({self._kv_layout}), got "
                         f"{tuple(t.shape) if isinstance(t, torch.Tensor) else type(t).__name__}")
        elif isinstance(paged_kv_cache, torch.Tensor):
            if paged_kv_cache.dim() != 5 or paged_kv_cache.shape[1] != 2:
                fail(f"paged_kv_cache as one tensor must be [num_pages, 2, ...] ({self._kv_layout}: K at index 0, V at "
                     f"1), got shape {tuple(paged_kv_cache.shape)}")
            k, v = paged_kv_cache[:, 0], paged_kv_cache[:, 1]
        else:
            fail(f"paged_kv_cache must be a tuple (k_cache, v_cache) or a tensor, not {type(paged_kv_cache).__name__}")
        if self._kv_layout == "HND":
            k, v = k.transpose(1, 2), v.transpose(1, 2)
        want = (self._ps, self._hkv, self._d)
        for name, t in (("k_cache", k), ("v_cache", v)):
            if tuple(t.shape[1:]) != want:
                got = tuple(t.shape) if self._kv_layout == "NHD" else (t.shape[0], t.shape[2], t.shape[1], t.shape[3])
                exp = want if self._kv_layout == "NHD" else (self._hkv, self._ps, self._d)
                fail(f"paged_kv_cache's {name} is {got} ({self._kv_layout}); the plan says [num_pages, "
                     f"{', '.join(map(str, exp))}] (page_size, num_kv_heads, head_dim)")
            if t.dtype != self._kv_dtype:
                fail(f"paged_kv_cache's {name} is {t.dtype} but plan's kv_data_type is {self._kv_dtype}")
        return k, v

    def _check_q(self, q, rows, what):
        C.tensor(q, "q", ndim=3)
        if tuple(q.shape) != (rows, self._hq, self._d):
            fail(f"q must be [{what} = {rows}, num_qo_heads = {self._hq}, head_dim = {self._d}], got {tuple(q.shape)}")
        if q.dtype != self._q_dtype:
            fail(f"q is {q.dtype} but plan's q_data_type is {self._q_dtype}")
        if q.device != self.device:
            fail(f"q is on {q.device} but the wrapper's buffers are on {self.device} (float_workspace_buffer's device)")

    def _run_options(self, window_left, blasst_lambda, blasst_scale_factor, skip_softmax_threshold_scale_factor):
        wl = self._window if window_left is None else _int(window_left, "window_left", -1)
        if skip_softmax_threshold_scale_factor is not None:
            if blasst_scale_factor is not None:
                fail("skip_softmax_threshold_scale_factor is BLASST's scale factor: give it or blasst_scale_factor, "
                     "not both")
            blasst_scale_factor = skip_softmax_threshold_scale_factor
        if blasst_lambda is None and blasst_scale_factor is None:
            on, lam, sf = self._blasst
        else:
            on, lam, sf = C.blasst_of(blasst_lambda, blasst_scale_factor)
        blasst = {} if not on else dict(blasst_scale_factor=sf) if sf else dict(blasst_lambda=lam)
        return ((wl, -1) if wl >= 0 else (-1, -1)), blasst

    def _softmax_scale(self, q_scale, k_scale):
        """FlashInfer's q_scale / k_scale multiply the softmax scale (host floats)."""
        if q_scale is None and k_scale is None:
            return self._sm_scale
        s = self._sm_scale if self._sm_scale is not None else 1.0 / math.sqrt(self._d)
        for name, x in (("q_scale", q_scale), ("k_scale", k_scale)):
            if x is not None:
                s *= _positive(x, name)
        return s

    def _device_scale(self, x):
        """An FP8 cache's float scale as a 1-element device tensor, made once per value outside graph capture (inside
        a capture the decode makes its own, captured)."""
        if x is None or isinstance(x, torch.Tensor) or not isinstance(x, numbers.Real) or isinstance(x, bool):
            return x
        f = float(x)
        if not (f > 0 and math.isfinite(f)):
            return x                        # sparseattn.decode names it
        t = self._scale_cache.get(f)
        if t is None:
            if (self.device.type == "cuda" and torch.cuda.is_current_stream_capturing()) or \
                    len(self._scale_cache) >= _MAX_CACHED_SCALES:
                return x
            t = self._scale_cache[f] = torch.full((1,), f, dtype=torch.float32, device=self.device)
        return t

    @staticmethod
    def _lse_arg(lse, rows, hq, device):
        if lse is None:
            return None
        C.tensor(lse, "lse", dtype=torch.float32)
        if tuple(lse.shape) != (rows, hq) or lse.device != device:
            fail(f"lse must be torch.float32 of shape ({rows}, {hq}) on {device}, got {tuple(lse.shape)} on "
                 f"{lse.device}")
        return lse

    @staticmethod
    def _finish(o, l, lse, lse_base, return_lse, v_post):
        """FlashInfer's LSE: base 2 (lse_base='log2') or natural ('ln'), [rows, Hq]; l is [rows, Hq] (a view)."""
        if v_post is not None:
            o.mul_(v_post)
        if l is None:
            return o
        f = _LOG2E if lse_base == "log2" else 1.0
        if lse is not None:
            torch.mul(l, f, out=lse)
        elif l.is_contiguous():
            lse = l.mul_(f) if f != 1.0 else l     # the call's own tensor
        else:
            lse = torch.mul(l, f, out=torch.empty(l.shape, dtype=torch.float32, device=l.device))
        return (o, lse) if return_lse else o

    @staticmethod
    def _lse_base(lse_base):
        if lse_base not in ("log2", "ln"):
            fail(f"lse_base is {lse_base!r}; use 'log2' (FlashInfer's) or 'ln' (natural, as FlashAttention's)")

    def _ensure_planned(self):
        if not self._planned:
            fail(f"{self._name}.run before plan: call plan(...) for the batch first")

    def end_forward(self):
        """FlashInfer's old API; nothing to release."""


class BatchDecodeWithPagedKVCacheWrapper(_PagedWrapper):
    """Decode (one new token per sequence) over a paged KV cache, as FlashInfer's wrapper of that name: plan once per
    batch (the CSR page table), run per layer with q [B, Hq, D]. See the module's documentation for the options,
    the layouts, FP8 caches and CUDA graphs.

    float_workspace_buffer: uint8 on the device the calls run on (CPU tensors run the library's CPU references); the
    decode splits' partial results go there (FlashInfer recommends 128 MB; a too small one is refused by name with
    the bytes needed). max_pages_per_seq (extra, CUDA-graph mode): the block table's width."""

    _name = "BatchDecodeWithPagedKVCacheWrapper"

    def __init__(self, float_workspace_buffer, kv_layout="NHD", use_cuda_graph=False, use_tensor_cores=False,
                 paged_kv_indptr_buffer=None, paged_kv_indices_buffer=None, paged_kv_last_page_len_buffer=None,
                 backend="auto", jit_args=None, *, max_pages_per_seq=None):
        _refuse(_WHY, jit_args=(jit_args, None))
        self._init(float_workspace_buffer, kv_layout, use_cuda_graph,
                   {"paged_kv_indptr_buffer": (paged_kv_indptr_buffer, 1),
                    "paged_kv_last_page_len_buffer": (paged_kv_last_page_len_buffer, 0)},
                   paged_kv_indices_buffer, max_pages_per_seq)
        self._use_tensor_cores = bool(use_tensor_cores)

    @property
    def use_tensor_cores(self):
        return self._use_tensor_cores

    def plan(self, indptr, indices, last_page_len, num_qo_heads, num_kv_heads, head_dim, page_size,
             pos_encoding_mode="NONE", window_left=-1, logits_soft_cap=None, q_data_type="float16",
             kv_data_type=None, o_data_type=None, data_type=None, sm_scale=None, rope_scale=None, rope_theta=None,
             non_blocking=True, block_tables=None, seq_lens=None, fixed_split_size=None, disable_split_kv=False,
             q_len_per_req=1, *, window_right=0, blasst_lambda=None, blasst_scale_factor=None):
        """indptr int32 [B + 1], indices int32 [indptr[-1]], last_page_len int32 [B] (FlashInfer's CSR page table;
        host copies of indptr and last_page_len are taken: a synchronization when they are on the GPU). data_type
        (deprecated in FlashInfer) sets q_data_type and kv_data_type when they are not given. kv_data_type
        torch.float8_e4m3fn / float8_e5m2: an FP8 cache (head_dim a multiple of 32). blasst_lambda /
        blasst_scale_factor (extra): BLASST for every run of this plan."""
        _refuse(_WHY, window_right=(window_right, 0), block_tables=(block_tables, None), seq_lens=(seq_lens, None),
                fixed_split_size=(fixed_split_size, None), q_len_per_req=(q_len_per_req, 1))
        if data_type is not None:
            q_data_type = data_type if q_data_type in (None, "float16") else q_data_type
            kv_data_type = data_type if kv_data_type is None else kv_data_type
        self._plan_common(num_qo_heads, num_kv_heads, head_dim, page_size, window_left, logits_soft_cap, sm_scale,
                          q_data_type, kv_data_type, o_data_type, pos_encoding_mode, blasst_lambda,
                          blasst_scale_factor)
        if self._kv_dtype in FP8 and self._d % 32:
            fail(f"head_dim is {self._d} with an FP8 cache ({self._kv_dtype}); it must be a multiple of 32")
        self._num_splits = 1 if disable_split_kv else 0
        self._planned = False
        self._plan_pages(indptr, indices, last_page_len, ("indptr", "indices", "last_page_len"), non_blocking)
        self._planned = True

    begin_forward = plan

    def run(self, q, paged_kv_cache, *args, q_scale=None, k_scale=None, v_scale=None, out=None, lse=None,
            return_lse=False, enable_pdl=None, window_left=None, sinks=None, q_len_per_req=None,
            skip_softmax_threshold_scale_factor=None, kv_cache_sf=None, blasst_lambda=None,
            blasst_scale_factor=None, blasst_counters=None, lse_base="log2"):
        """q [B, Hq, D] -> out [B, Hq, D]; with return_lse (out, lse fp32 [B, Hq], base 2 unless lse_base='ln').
        paged_kv_cache (k_cache, v_cache) or [num_pages, 2, ...] in the wrapper's kv_layout. Over an FP8 cache
        k_scale / v_scale are its scales (floats or fp32 device tensors [], [1], [Hkv], [B, Hkv]); over a 16-bit
        cache host floats that multiply the softmax scale and the output. window_left: this call's window (None:
        the plan's). sinks fp32 [Hq]. blasst_*: this call's BLASST threshold (None: the plan's)."""
        key = None
        if not args and kv_cache_sf is None and C.fast_ok():
            try:
                key = ("decode run", self._gen, C.tkey(q), _cache_key(paged_kv_cache),
                       None if k_scale is None else C.vkey(k_scale), None if v_scale is None else C.vkey(v_scale),
                       C.tkey(out), C.tkey(lse), C.tkey(sinks), C.tkey(blasst_counters),
                       C.skeys(q_scale, return_lse, window_left, q_len_per_req, skip_softmax_threshold_scale_factor,
                               blasst_lambda, blasst_scale_factor, lse_base))
                cache = C.launches()
                hit = cache.get(key)
            except C.NoKey:
                key = None
            else:
                if hit is not None:
                    launch, v_post = hit
                    kp, vp = _kv_ptrs(paged_kv_cache)
                    ks = vs = None
                    if self._kv_dtype in FP8:
                        ks = C.scale_tensor(self._device_scale(k_scale), q.device)
                        vs = C.scale_tensor(self._device_scale(v_scale), q.device)
                    o, l = launch(q, kp, vp, self._seqlens, self._table, blasst_counters, self._workspace,
                                  _sinks(None, sinks), out, ks, vs)
                    return self._finish(o, l, lse, lse_base, return_lse, v_post)
        self._ensure_planned()
        if args:
            fail(f"run takes no extra positional arguments (custom kernels' arguments are not carried), got "
                 f"{len(args)}")
        _refuse(_WHY, kv_cache_sf=(kv_cache_sf, None), q_len_per_req=(q_len_per_req, 1))
        self._lse_base(lse_base)
        k, v = self._cache(paged_kv_cache)
        self._check_q(q, self._batch, "batch")
        window, blasst = self._run_options(window_left, blasst_lambda, blasst_scale_factor,
                                           skip_softmax_threshold_scale_factor)
        if self._kv_dtype in FP8:
            scale, v_post = self._softmax_scale(q_scale, None), None
            ks, vs = self._device_scale(k_scale), self._device_scale(v_scale)
        else:
            scale = self._softmax_scale(q_scale, k_scale)
            v_post = None if v_scale is None or _positive(v_scale, "v_scale") == 1.0 else float(v_scale)
            ks = vs = None
        want = bool(return_lse) or lse is not None
        lse = self._lse_arg(lse, self._batch, self._hq, q.device)
        if key is not None:
            o, l, launch = _api._decode_checked(q, k, v, self._seqlens, self._max_k, self._table, False, scale,
                                                blasst.get("blasst_lambda"), blasst.get("blasst_scale_factor"),
                                                blasst_counters, self._num_splits, self._workspace, want, window,
                                                self._cap, _sinks(None, sinks), out, ks, vs, True)
            if launch is not None:
                C.remember(cache, key, (launch, v_post))
            return self._finish(o, l, lse, lse_base, return_lse, v_post)
        r = _api.decode(q, k, v, self._seqlens, max_seqlen_k=self._max_k, block_table=self._table,
                        softmax_scale=scale, counters=blasst_counters, num_splits=self._num_splits,
                        workspace=self._workspace, return_lse=want, window_size=window, softcap=self._cap,
                        sinks=_sinks(None, sinks), out=out, k_scale=ks, v_scale=vs, **blasst)
        o, l = r if want else (r, None)
        return self._finish(o, l, lse, lse_base, return_lse, v_post)

    def run_return_lse(self, q, paged_kv_cache, *args, **kwargs):
        """FlashInfer's older name: run(..., return_lse=True)."""
        return self.run(q, paged_kv_cache, *args, return_lse=True, **kwargs)


class BatchPrefillWithPagedKVCacheWrapper(_PagedWrapper):
    """Prefill / append / mixed batches over a paged KV cache, as FlashInfer's wrapper of that name: plan once per
    batch (qo_indptr and the CSR page table), run per layer with packed q [qo_indptr[-1], Hq, D]. Each sequence's
    queries are its last keys (append: the new tokens are already in the cache); sequences may have any query length
    (chunked prefill and decode rows in one call). Runs sparseattn.attention over the cache (packed q, cu_seqlens_q,
    seqlens_k, block_table). 16-bit caches only: an FP8 cache is refused by name (prefill over an FP8 cache is not
    supported yet; decode over one is, in BatchDecodeWithPagedKVCacheWrapper). See the module's documentation."""

    _name = "BatchPrefillWithPagedKVCacheWrapper"

    def __init__(self, float_workspace_buffer, kv_layout="NHD", use_cuda_graph=False, qo_indptr_buf=None,
                 paged_kv_indptr_buf=None, paged_kv_indices_buf=None, paged_kv_last_page_len_buf=None,
                 custom_mask_buf=None, mask_indptr_buf=None, backend="auto", jit_args=None, jit_kwargs=None, *,
                 max_pages_per_seq=None):
        _refuse(_WHY, jit_args=(jit_args, None), jit_kwargs=(jit_kwargs, None), custom_mask_buf=(custom_mask_buf, None),
                mask_indptr_buf=(mask_indptr_buf, None))
        self._init(float_workspace_buffer, kv_layout, use_cuda_graph,
                   {"qo_indptr_buf": (qo_indptr_buf, 1), "paged_kv_indptr_buf": (paged_kv_indptr_buf, 1),
                    "paged_kv_last_page_len_buf": (paged_kv_last_page_len_buf, 0)},
                   paged_kv_indices_buf, max_pages_per_seq)
        self._max_q_fixed = None

    def plan(self, qo_indptr, paged_kv_indptr, paged_kv_indices, paged_kv_last_page_len, num_qo_heads, num_kv_heads,
             head_dim_qk, page_size, head_dim_vo=None, custom_mask=None, packed_custom_mask=None, causal=False,
             pos_encoding_mode="NONE", use_fp16_qk_reduction=False, sm_scale=None, window_left=-1,
             logits_soft_cap=None, rope_scale=None, rope_theta=None, q_data_type="float16", kv_data_type=None,
             o_data_type=None, non_blocking=True, prefix_len_ptr=None, token_pos_in_items_ptr=None,
             token_pos_in_items_len=0, max_item_len_ptr=None, seq_lens=None, seq_lens_q=None, block_tables=None,
             max_token_per_sequence=None, max_sequence_kv=None, fixed_split_size=None, disable_split_kv=False, *,
             blasst_lambda=None, blasst_scale_factor=None):
        """qo_indptr int32 [B + 1] (sequence b's queries are rows qo_indptr[b] to qo_indptr[b + 1] of q), the CSR page
        table as the decode wrapper's (host copies of qo_indptr, paged_kv_indptr and paged_kv_last_page_len are
        taken). causal: bottom-right (query i of a sequence with n queries and L keys sits at key L - n + i)."""
        _refuse(_WHY, custom_mask=(custom_mask, None), packed_custom_mask=(packed_custom_mask, None),
                prefix_len_ptr=(prefix_len_ptr, None), token_pos_in_items_ptr=(token_pos_in_items_ptr, None),
                token_pos_in_items_len=(token_pos_in_items_len, 0), max_item_len_ptr=(max_item_len_ptr, None),
                seq_lens=(seq_lens, None), seq_lens_q=(seq_lens_q, None), block_tables=(block_tables, None),
                fixed_split_size=(fixed_split_size, None))
        if head_dim_vo is not None and int(head_dim_vo) != int(head_dim_qk):
            fail(f"head_dim_vo is {head_dim_vo} but head_dim_qk is {head_dim_qk}: sparseattn needs equal head dims")
        kvdt = None if kv_data_type is None else _dtype(kv_data_type, "kv_data_type")
        if kvdt in FP8:
            fail(f"kv_data_type is {kvdt}: prefill over an FP8 cache is not supported yet (decode over one is, in "
                 f"BatchDecodeWithPagedKVCacheWrapper)")
        self._plan_common(num_qo_heads, num_kv_heads, head_dim_qk, page_size, window_left, logits_soft_cap, sm_scale,
                          q_data_type, kvdt, o_data_type, pos_encoding_mode, blasst_lambda, blasst_scale_factor)
        self._planned = False
        _check_index(qo_indptr, "qo_indptr")
        if qo_indptr.shape[0] < 1:
            fail("qo_indptr must hold batch + 1 entries, got none")
        B = qo_indptr.shape[0] - 1
        _check_index(paged_kv_last_page_len, "paged_kv_last_page_len", B)
        qo_h = qo_indptr.to("cpu", torch.int64)
        qlens = qo_h[1:] - qo_h[:-1]
        if B and (int(qo_h[0]) < 0 or int(qlens.min()) < 0):
            fail(f"qo_indptr must hold batch + 1 entries from >= 0, never decreasing; got {qo_h.tolist()[:8]}")
        total = int(qo_h[-1])
        if self._use_cuda_graph:
            if self._max_q_fixed is None:
                self._max_q_fixed = max(total, 1)
            if total > self._max_q_fixed:
                fail(f"qo_indptr[-1] is {total}; this CUDA-graph wrapper was first planned for {self._max_q_fixed} "
                     f"query rows, the most a captured run is planned for")
            cu = self._cu_q
            self._max_q = self._max_q_fixed
        else:
            cu = self._buffer("cu", B + 1)
            self._max_q = int(qlens.max()) if B else 0
        self._plan_pages(paged_kv_indptr, paged_kv_indices, paged_kv_last_page_len,
                         ("paged_kv_indptr", "paged_kv_indices", "paged_kv_last_page_len"), non_blocking)
        cu.copy_(qo_indptr.to(self.device, non_blocking=non_blocking))
        self._cu_q, self._rows, self._causal = cu, total, bool(causal)
        self._planned = True

    begin_forward = plan

    def run(self, q, paged_kv_cache, *args, q_scale=None, k_scale=None, v_scale=None, out=None, lse=None,
            return_lse=False, enable_pdl=None, window_left=None, sinks=None, kv_cache_sf=None,
            skip_softmax_threshold_scale_factor=None, use_fp16_softmax=None, uses_spcompress=None,
            blasst_lambda=None, blasst_scale_factor=None, blasst_counters=None, lse_base="log2"):
        """q [qo_indptr[-1], Hq, D] -> out of q's shape; with return_lse (out, lse fp32 [qo_indptr[-1], Hq], base 2
        unless lse_base='ln'). q_scale / k_scale / v_scale: host floats (softmax scale, output), as FlashInfer."""
        key = None
        if not args and kv_cache_sf is None and C.fast_ok():
            try:
                key = ("prefill run", self._gen, C.tkey(q), _cache_key(paged_kv_cache), C.tkey(out), C.tkey(lse),
                       C.tkey(sinks), C.tkey(blasst_counters),
                       C.skeys(q_scale, k_scale, v_scale, return_lse, window_left,
                               skip_softmax_threshold_scale_factor, use_fp16_softmax, uses_spcompress, blasst_lambda,
                               blasst_scale_factor, lse_base))
                cache = C.launches()
                hit = cache.get(key)
            except C.NoKey:
                key = None
            else:
                if hit is not None:
                    launch, v_post = hit
                    kp, vp = _kv_ptrs(paged_kv_cache)
                    o, l = launch(q, kp, vp, self._cu_q, None, self._seqlens, self._table, blasst_counters,
                                  _sinks(None, sinks), out)
                    return self._finish(o, None if l is None else l.t(), lse, lse_base, return_lse, v_post)
        self._ensure_planned()
        if args:
            fail(f"run takes no extra positional arguments (custom kernels' arguments are not carried), got "
                 f"{len(args)}")
        _refuse(_WHY, kv_cache_sf=(kv_cache_sf, None), use_fp16_softmax=(use_fp16_softmax, False),
                uses_spcompress=(uses_spcompress, False))
        self._lse_base(lse_base)
        if isinstance(paged_kv_cache, torch.Tensor) and paged_kv_cache.dtype in FP8 or \
                isinstance(paged_kv_cache, (tuple, list)) and any(getattr(t, "dtype", None) in FP8
                                                                  for t in paged_kv_cache):
            fail("paged_kv_cache is an FP8 cache: prefill over an FP8 cache is not supported yet (decode over one is, "
                 "in BatchDecodeWithPagedKVCacheWrapper)")
        k, v = self._cache(paged_kv_cache)
        self._check_q(q, self._rows, "qo_indptr[-1]")
        window, blasst = self._run_options(window_left, blasst_lambda, blasst_scale_factor,
                                           skip_softmax_threshold_scale_factor)
        scale = self._softmax_scale(q_scale, k_scale)
        v_post = None if v_scale is None or _positive(v_scale, "v_scale") == 1.0 else float(v_scale)
        want = bool(return_lse) or lse is not None
        lse = self._lse_arg(lse, self._rows, self._hq, q.device)
        if key is not None:
            o, l, launch = _api._attention_checked(q, k, v, self._causal, scale, self._cu_q, None, self._max_q,
                                                   self._max_k, blasst.get("blasst_lambda"),
                                                   blasst.get("blasst_scale_factor"), blasst_counters, want, window,
                                                   self._cap, _sinks(None, sinks), self._seqlens, self._table, out,
                                                   True)
            if launch is not None:
                C.remember(cache, key, (launch, v_post))
            return self._finish(o, None if l is None else l.t(), lse, lse_base, return_lse, v_post)
        r = _api.attention(q, k, v, causal=self._causal, softmax_scale=scale, cu_seqlens_q=self._cu_q,
                           max_seqlen_q=self._max_q, max_seqlen_k=self._max_k, counters=blasst_counters,
                           return_lse=want, window_size=window, softcap=self._cap, sinks=_sinks(None, sinks),
                           seqlens_k=self._seqlens, block_table=self._table, out=out, **blasst)
        o, l = r if want else (r, None)
        return self._finish(o, None if l is None else l.t(), lse, lse_base, return_lse, v_post)

    def run_return_lse(self, q, paged_kv_cache, *args, **kwargs):
        """FlashInfer's older name: run(..., return_lse=True)."""
        return self.run(q, paged_kv_cache, *args, return_lse=True, **kwargs)


__all__ = ["BatchDecodeWithPagedKVCacheWrapper", "BatchPrefillWithPagedKVCacheWrapper"]
