"""ctypes binding of sparseattn for PyTorch tensors (build the library first: make lib).

    import torch, sparseattn
    sa = sparseattn.SparseAttn()                        # on torch's current CUDA device
    out = sa.attention(q, k, v, causal=True)            # q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D]
    out, lse = sa.attention(q, k, v, causal=True, return_lse=True)
    out = sa.attention(q, k, v, cu_seqlens_q=cq, cu_seqlens_k=ck,
                       max_seqlen_q=mq, max_seqlen_k=mk)  # packed: q [total_q, Hq, D]

Tensors are passed by data pointer and element strides (any strides with a contiguous head dim), on
torch's current stream; nothing is copied or synchronised.
"""
import ctypes
import os

import torch

_HERE = os.path.dirname(os.path.abspath(__file__))

SA_DTYPE = {torch.bfloat16: 0, torch.float16: 1}
STATUS = ["ok", "invalid argument", "unsupported", "no CUDA driver", "no CUDA device", "no NVRTC",
          "kernel compilation failed", "CUDA error", "out of host memory", "I/O error", "internal error"]


class Strides(ctypes.Structure):
    _fields_ = [("batch", ctypes.c_int64), ("seq", ctypes.c_int64), ("head", ctypes.c_int64)]


class BlasstParams(ctypes.Structure):
    _fields_ = [("lambda_", ctypes.c_float), ("scale_factor", ctypes.c_float),
                ("counters", ctypes.c_void_p), ("skip_mask", ctypes.c_void_p)]


class AttentionArgs(ctypes.Structure):
    _fields_ = [("dtype", ctypes.c_int), ("method", ctypes.c_int), ("batch", ctypes.c_int),
                ("seqlen_q", ctypes.c_int), ("seqlen_k", ctypes.c_int),
                ("heads_q", ctypes.c_int), ("heads_kv", ctypes.c_int), ("head_dim", ctypes.c_int),
                ("q", ctypes.c_void_p), ("k", ctypes.c_void_p), ("v", ctypes.c_void_p), ("o", ctypes.c_void_p),
                ("q_strides", Strides), ("k_strides", Strides), ("v_strides", Strides), ("o_strides", Strides),
                ("cu_seqlens_q", ctypes.c_void_p), ("cu_seqlens_k", ctypes.c_void_p),
                ("total_q", ctypes.c_int), ("total_k", ctypes.c_int),
                ("lse", ctypes.c_void_p), ("softmax_scale", ctypes.c_float), ("causal", ctypes.c_int),
                ("blasst", BlasstParams)]


class KascadeDecodeParams(ctypes.Structure):
    _fields_ = [("indices", ctypes.c_void_p), ("counts", ctypes.c_void_p), ("max_k", ctypes.c_int),
                ("head_map", ctypes.c_void_p), ("anchor", ctypes.c_int), ("topk_fraction", ctypes.c_float),
                ("k_min", ctypes.c_int)]


class DecodeArgs(ctypes.Structure):
    _fields_ = [("dtype", ctypes.c_int), ("method", ctypes.c_int), ("batch", ctypes.c_int), ("q_len", ctypes.c_int),
                ("heads_q", ctypes.c_int), ("heads_kv", ctypes.c_int), ("head_dim", ctypes.c_int),
                ("q", ctypes.c_void_p), ("o", ctypes.c_void_p), ("q_strides", Strides), ("o_strides", Strides),
                ("lse", ctypes.c_void_p), ("k", ctypes.c_void_p), ("v", ctypes.c_void_p),
                ("k_strides", Strides), ("v_strides", Strides), ("seqlens_k", ctypes.c_void_p),
                ("max_seqlen_k", ctypes.c_int), ("capacity", ctypes.c_int), ("block_table", ctypes.c_void_p),
                ("page_size", ctypes.c_int), ("max_pages", ctypes.c_int), ("num_pages", ctypes.c_int),
                ("softmax_scale", ctypes.c_float), ("causal", ctypes.c_int), ("num_splits", ctypes.c_int),
                ("workspace", ctypes.c_void_p), ("workspace_bytes", ctypes.c_size_t), ("blasst", BlasstParams),
                ("kascade", KascadeDecodeParams)]


class DecodePlan(ctypes.Structure):
    _fields_ = [("num_splits", ctypes.c_int), ("warps", ctypes.c_int), ("kv_tile", ctypes.c_int),
                ("rows_per_block", ctypes.c_int), ("row_blocks", ctypes.c_int), ("kv_tiles", ctypes.c_int),
                ("workspace_bytes", ctypes.c_size_t), ("mask_bytes", ctypes.c_size_t)]


class SynthOptions(ctypes.Structure):
    _fields_ = [("seed", ctypes.c_uint64), ("seqlen", ctypes.c_int), ("heads_q", ctypes.c_int),
                ("heads_kv", ctypes.c_int), ("head_dim", ctypes.c_int), ("dtype", ctypes.c_int),
                ("rho", ctypes.c_float), ("noise", ctypes.c_float), ("sinks", ctypes.c_int),
                ("sink_strength", ctypes.c_float), ("window", ctypes.c_int), ("window_strength", ctypes.c_float),
                ("stripes", ctypes.c_int), ("stripe_strength", ctypes.c_float), ("slashes", ctypes.c_int),
                ("slash_strength", ctypes.c_float), ("needles", ctypes.c_int), ("needle_strength", ctypes.c_float),
                ("span", ctypes.c_float), ("length_growth", ctypes.c_float)]


class BlockSparseArgs(ctypes.Structure):
    _fields_ = [("attn", AttentionArgs), ("query_block", ctypes.c_int), ("key_block", ctypes.c_int),
                ("block_index", ctypes.c_void_p), ("block_count", ctypes.c_void_p), ("query_blocks", ctypes.c_int),
                ("max_blocks", ctypes.c_int), ("sink_tokens", ctypes.c_int), ("window_tokens", ctypes.c_int),
                ("delta_o", ctypes.c_void_p), ("delta_strides", Strides), ("gamma", ctypes.c_int)]


class MomoParams(ctypes.Structure):
    _fields_ = [("gamma", ctypes.c_int), ("key_block", ctypes.c_int), ("query_block", ctypes.c_int), ("k", ctypes.c_int),
                ("k_exact", ctypes.c_int), ("topk", ctypes.c_int), ("k_trim", ctypes.c_int),
                ("sink_tokens", ctypes.c_int), ("window_tokens", ctypes.c_int)]


class MomoArgs(ctypes.Structure):
    _fields_ = [("attn", AttentionArgs), ("params", MomoParams), ("workspace", ctypes.c_void_p),
                ("workspace_bytes", ctypes.c_size_t)]


class MomoBuffers(ctypes.Structure):
    _fields_ = [("o_gamma", ctypes.c_void_p), ("lse_gamma", ctypes.c_void_p), ("topk_index", ctypes.c_void_p),
                ("topk_score", ctypes.c_void_p), ("tree", ctypes.c_void_p), ("block_index", ctypes.c_void_p),
                ("block_count", ctypes.c_void_p)]


TOPK = {"exact": 0, "tree": 1, "estimated": 2}


class KascadeSparseArgs(ctypes.Structure):
    _fields_ = [("attn", AttentionArgs), ("tile", ctypes.c_int), ("indices", ctypes.c_void_p),
                ("counts", ctypes.c_void_p), ("tiles", ctypes.c_int), ("max_k", ctypes.c_int),
                ("head_map", ctypes.c_void_p)]


class KascadePrefillArgs(ctypes.Structure):
    _fields_ = [("sparse", KascadeSparseArgs), ("role", ctypes.c_int), ("topk_fraction", ctypes.c_float),
                ("k_min", ctypes.c_int), ("chunk_tiles", ctypes.c_int), ("workspace", ctypes.c_void_p),
                ("workspace_bytes", ctypes.c_size_t)]


KASCADE_ROLE = {"reuse": 0, "anchor": 1, "dense": 2}


class ContextOptions(ctypes.Structure):
    _fields_ = [("device", ctypes.c_int), ("cache_dir", ctypes.c_char_p), ("no_disk_cache", ctypes.c_int),
                ("log", ctypes.c_void_p), ("log_user", ctypes.c_void_p), ("max_family", ctypes.c_int),
                ("no_tuning", ctypes.c_int), ("tuning_file", ctypes.c_char_p), ("validate", ctypes.c_int)]


class DeviceInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * 256), ("cc_major", ctypes.c_int), ("cc_minor", ctypes.c_int),
                ("sm_count", ctypes.c_int), ("smem_per_block", ctypes.c_int), ("arch", ctypes.c_char * 16),
                ("driver_version", ctypes.c_int), ("nvrtc_major", ctypes.c_int), ("nvrtc_minor", ctypes.c_int),
                ("cache_dir", ctypes.c_char * 1024), ("tuning_file", ctypes.c_char * 1024), ("tuned_slots", ctypes.c_int)]


class KernelInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("loaded", ctypes.c_int), ("from_disk", ctypes.c_int),
                ("compile_ms", ctypes.c_double), ("load_ms", ctypes.c_double),
                ("registers", ctypes.c_int), ("local_bytes", ctypes.c_int)]


class SparseAttnError(RuntimeError):
    pass


def _load(path=None):
    path = path or os.environ.get("SPARSEATTN_LIB") or os.path.join(_HERE, "..", "..", "build", "libsparseattn.so")
    if not os.path.exists(path):
        raise SparseAttnError(f"{path} not found: run `make lib` first (or set SPARSEATTN_LIB)")
    lib = ctypes.CDLL(path)
    lib.sa_context_create.argtypes = [ctypes.POINTER(ContextOptions), ctypes.POINTER(ctypes.c_void_p)]
    lib.sa_context_destroy.argtypes = [ctypes.c_void_p]
    lib.sa_last_error.argtypes = [ctypes.c_void_p]
    lib.sa_last_error.restype = ctypes.c_char_p
    lib.sa_attention.argtypes = [ctypes.c_void_p, ctypes.POINTER(AttentionArgs), ctypes.c_void_p]
    lib.sa_device_info_get.argtypes = [ctypes.c_void_p, ctypes.POINTER(DeviceInfo)]
    lib.sa_kernel_count.restype = ctypes.c_int
    lib.sa_kernel_info_get.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(KernelInfo)]
    lib.sa_version_string.restype = ctypes.c_char_p
    lib.sa_decode.argtypes = [ctypes.c_void_p, ctypes.POINTER(DecodeArgs), ctypes.c_void_p]
    lib.sa_decode_plan_get.argtypes = [ctypes.c_void_p, ctypes.POINTER(DecodeArgs), ctypes.POINTER(DecodePlan)]
    lib.sa_block_sparse_attention.argtypes = [ctypes.c_void_p, ctypes.POINTER(BlockSparseArgs), ctypes.c_void_p]
    lib.sa_momo_workspace_size.argtypes = [ctypes.POINTER(MomoArgs), ctypes.POINTER(ctypes.c_size_t)]
    lib.sa_momo_buffers_get.argtypes = [ctypes.POINTER(MomoArgs), ctypes.POINTER(MomoBuffers)]
    for f in ("sa_momo_qsa", "sa_momo_union_trim"):
        getattr(lib, f).argtypes = [ctypes.c_void_p, ctypes.POINTER(MomoArgs), ctypes.POINTER(MomoBuffers), ctypes.c_void_p]
    lib.sa_kascade_sparse_attention.argtypes = [ctypes.c_void_p, ctypes.POINTER(KascadeSparseArgs), ctypes.c_void_p]
    lib.sa_kascade_prefill_workspace_size.argtypes = [ctypes.POINTER(KascadePrefillArgs), ctypes.POINTER(ctypes.c_size_t)]
    lib.sa_kascade_prefill.argtypes = [ctypes.c_void_p, ctypes.POINTER(KascadePrefillArgs), ctypes.c_void_p]
    lib.sa_momo_prefill.argtypes = [ctypes.c_void_p, ctypes.POINTER(MomoArgs), ctypes.c_void_p]
    lib.sa_synth_generate.argtypes = [ctypes.POINTER(SynthOptions), ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
    return lib


def _strides(t, packed):
    s = t.stride()
    if packed:                                   # [total, H, D]
        return Strides(0, s[0], s[1])
    return Strides(s[0], s[1], s[2])             # [B, S, H, D]


class SparseAttn:
    def __init__(self, device=None, cache_dir=None, lib_path=None, max_family=0):
        self.lib = _load(lib_path)
        torch.cuda.init()                        # the primary context exists before we retain it
        dev = torch.cuda.current_device() if device is None else device
        opts = ContextOptions(dev, cache_dir.encode() if cache_dir else None, 0, None, None, int(max_family))
        ctx = ctypes.c_void_p()
        st = self.lib.sa_context_create(ctypes.byref(opts), ctypes.byref(ctx))
        if st != 0:
            raise SparseAttnError(f"sa_context_create: {STATUS[st]}: {self.lib.sa_last_error(None).decode()}")
        self.ctx = ctx
        self.device = dev

    def close(self):
        if getattr(self, "ctx", None):
            self.lib.sa_context_destroy(self.ctx)
            self.ctx = None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def _check(self, st, what):
        if st != 0:
            raise SparseAttnError(f"{what}: {STATUS[st]}: {self.lib.sa_last_error(self.ctx).decode()}")

    def device_info(self):
        info = DeviceInfo()
        self._check(self.lib.sa_device_info_get(self.ctx, ctypes.byref(info)), "sa_device_info_get")
        return {f: getattr(info, f).decode() if isinstance(getattr(info, f), bytes) else getattr(info, f)
                for f, _ in DeviceInfo._fields_}

    def kernel_infos(self, loaded_only=True):
        out = []
        for i in range(self.lib.sa_kernel_count()):
            k = KernelInfo()
            self._check(self.lib.sa_kernel_info_get(self.ctx, i, ctypes.byref(k)), "sa_kernel_info_get")
            if k.loaded or not loaded_only:
                out.append({"name": k.name.decode(), "loaded": k.loaded, "from_disk": k.from_disk,
                            "compile_ms": k.compile_ms, "load_ms": k.load_ms, "registers": k.registers,
                            "local_bytes": k.local_bytes})
        return out

    def attention(self, q, k, v, out=None, causal=False, softmax_scale=None, return_lse=False,
                  cu_seqlens_q=None, cu_seqlens_k=None, max_seqlen_q=None, max_seqlen_k=None, stream=None,
                  blasst_lambda=None, blasst_scale_factor=None, blasst_counters=None):
        """blasst_lambda / blasst_scale_factor select BLASST (seed 002); blasst_counters: int64 CUDA tensor of 2
        that the kernel adds (tiles considered, tiles skipped) to."""
        packed = cu_seqlens_q is not None
        if q.dtype not in SA_DTYPE or k.dtype != q.dtype or v.dtype != q.dtype:
            raise SparseAttnError(f"q, k, v must all be bf16 or fp16 (got {q.dtype}, {k.dtype}, {v.dtype})")
        if out is None:
            out = torch.empty_like(q)
        a = AttentionArgs()
        a.dtype = SA_DTYPE[q.dtype]
        if packed:
            a.batch = cu_seqlens_q.numel() - 1
            a.seqlen_q, a.seqlen_k = int(max_seqlen_q), int(max_seqlen_k)
            a.heads_q, a.head_dim = q.shape[1], q.shape[2]
            a.heads_kv = k.shape[1]
            a.total_q, a.total_k = q.shape[0], k.shape[0]
            a.cu_seqlens_q, a.cu_seqlens_k = cu_seqlens_q.data_ptr(), cu_seqlens_k.data_ptr()
            lse_shape = (a.heads_q, a.total_q)
        else:
            a.batch, a.seqlen_q, a.heads_q, a.head_dim = q.shape
            a.seqlen_k, a.heads_kv = k.shape[1], k.shape[2]
            lse_shape = (a.batch, a.heads_q, a.seqlen_q)
        a.q, a.k, a.v, a.o = q.data_ptr(), k.data_ptr(), v.data_ptr(), out.data_ptr()
        a.q_strides, a.k_strides = _strides(q, packed), _strides(k, packed)
        a.v_strides, a.o_strides = _strides(v, packed), _strides(out, packed)
        lse = None
        if return_lse:
            lse = torch.empty(lse_shape, dtype=torch.float32, device=q.device)
            a.lse = lse.data_ptr()
        a.softmax_scale = 0.0 if softmax_scale is None else float(softmax_scale)
        a.causal = int(bool(causal))
        self._blasst(a, blasst_lambda, blasst_scale_factor, blasst_counters)
        s = stream if stream is not None else torch.cuda.current_stream(q.device).cuda_stream
        self._check(self.lib.sa_attention(self.ctx, ctypes.byref(a), ctypes.c_void_p(s)), "sa_attention")
        return (out, lse) if return_lse else out

    def _attn_args(self, q, k, v, out, causal, softmax_scale=None):
        """Padded [B, S, H, D] tensors -> AttentionArgs."""
        a = AttentionArgs()
        a.dtype = SA_DTYPE[q.dtype]
        a.batch, a.seqlen_q, a.heads_q, a.head_dim = q.shape
        a.seqlen_k, a.heads_kv = k.shape[1], k.shape[2]
        a.q, a.k, a.v, a.o = q.data_ptr(), k.data_ptr(), v.data_ptr(), out.data_ptr()
        a.q_strides, a.k_strides = _strides(q, False), _strides(k, False)
        a.v_strides, a.o_strides = _strides(v, False), _strides(out, False)
        a.softmax_scale = 0.0 if softmax_scale is None else float(softmax_scale)
        a.causal = int(bool(causal))
        return a

    def block_sparse(self, q, k, v, block_index, block_count, out=None, causal=True, key_block=64, sink=0, window=0,
                     delta_o=None, gamma=0, return_lse=False, stream=None):
        """Block-sparse attention: block_index [B, Hq, query_blocks, max_blocks] int32, block_count [B, Hq, qb]."""
        out = torch.empty_like(q) if out is None else out
        bs = BlockSparseArgs()
        bs.attn = self._attn_args(q, k, v, out, causal)
        lse = None
        if return_lse:
            lse = torch.empty(q.shape[0], q.shape[2], q.shape[1], dtype=torch.float32, device=q.device)
            bs.attn.lse = lse.data_ptr()
        bs.query_block, bs.key_block = 128, key_block
        bs.block_index, bs.block_count = block_index.data_ptr(), block_count.data_ptr()
        bs.query_blocks, bs.max_blocks = block_index.shape[2], block_index.shape[3]
        bs.sink_tokens, bs.window_tokens = sink, window
        if delta_o is not None:
            bs.delta_o, bs.gamma = delta_o.data_ptr(), gamma
        s = stream if stream is not None else torch.cuda.current_stream(q.device).cuda_stream
        self._check(self.lib.sa_block_sparse_attention(self.ctx, ctypes.byref(bs), ctypes.c_void_p(s)),
                    "sa_block_sparse_attention")
        return (out, lse) if return_lse else out

    def kascade_sparse(self, q, k, v, indices, counts, head_map=None, out=None, return_lse=False, stream=None):
        """Kascade's sparse attention (causal prefill): indices [B, Hkv, tiles, max_k] int32 (ascending keys before
        each 128-row query tile), counts [B, Hkv, tiles]; head_map [Hkv] int32 or None."""
        out = torch.empty_like(q) if out is None else out
        ka = KascadeSparseArgs()
        ka.attn = self._attn_args(q, k, v, out, True)
        lse = None
        if return_lse:
            lse = torch.empty(q.shape[0], q.shape[2], q.shape[1], dtype=torch.float32, device=q.device)
            ka.attn.lse = lse.data_ptr()
        ka.tile, ka.indices, ka.counts = 128, indices.data_ptr(), counts.data_ptr()
        ka.tiles, ka.max_k = indices.shape[2], indices.shape[3]
        ka.head_map = head_map.data_ptr() if head_map is not None else None
        s = stream if stream is not None else torch.cuda.current_stream(q.device).cuda_stream
        self._check(self.lib.sa_kascade_sparse_attention(self.ctx, ctypes.byref(ka), ctypes.c_void_p(s)),
                    "sa_kascade_sparse_attention")
        return (out, lse) if return_lse else out

    def kascade_prefill(self, q, k, v, indices, counts, role="reuse", head_map=None, topk_fraction=0.0, k_min=0,
                        out=None, workspace=None, stream=None):
        """Kascade prefill (causal): role 'reuse' attends with indices/counts [B, Hkv, tiles, max_k] through head_map;
        'anchor' writes its own lists there first and attends with them; 'dense' (layer 0) writes them and returns
        dense attention."""
        out = torch.empty_like(q) if out is None else out
        ka = KascadePrefillArgs()
        ka.sparse.attn = self._attn_args(q, k, v, out, True)
        ka.sparse.tile, ka.sparse.indices, ka.sparse.counts = 128, indices.data_ptr(), counts.data_ptr()
        ka.sparse.tiles, ka.sparse.max_k = indices.shape[2], indices.shape[3]
        ka.sparse.head_map = head_map.data_ptr() if head_map is not None else None
        ka.role, ka.topk_fraction, ka.k_min = KASCADE_ROLE[role], float(topk_fraction), int(k_min)
        size = ctypes.c_size_t()
        self._check(self.lib.sa_kascade_prefill_workspace_size(ctypes.byref(ka), ctypes.byref(size)),
                    "sa_kascade_prefill_workspace_size")
        if size.value:
            if workspace is None or workspace.numel() < size.value:
                workspace = torch.empty(size.value, dtype=torch.uint8, device=q.device)
            ka.workspace, ka.workspace_bytes = workspace.data_ptr(), workspace.numel()
        s = stream if stream is not None else torch.cuda.current_stream(q.device).cuda_stream
        self._check(self.lib.sa_kascade_prefill(self.ctx, ctypes.byref(ka), ctypes.c_void_p(s)), "sa_kascade_prefill")
        return out

    def momo(self, query, key, value, out=None, workspace=None, **params):
        """MOMO prefill (causal). params: gamma, key_block, query_block, k, k_exact, topk ('exact' | 'tree' |
        'estimated'), k_trim, sink_tokens, window_tokens. Returns a Momo object: .run() does the four steps,
        .qsa() / .union_trim() / .block_sparse() one each, .buffers() the intermediate tensors."""
        out = out if out is not None else torch.empty_like(query)
        return Momo(self, query, key, value, out, workspace, params)

    @staticmethod
    def _blasst(a, lam, factor, counters):
        if lam is None and factor is None:
            return
        a.method = 1
        a.blasst.lambda_ = float(lam or 0.0)
        a.blasst.scale_factor = float(factor or 0.0)
        a.blasst.counters = counters.data_ptr() if counters is not None else None

    def _decode_args(self, q, k_cache, v_cache, seqlens_k, max_seqlen_k, out, block_table, causal, num_splits,
                     blasst_lambda, blasst_scale_factor, blasst_counters):
        a = DecodeArgs()
        a.dtype = SA_DTYPE[q.dtype]
        a.batch, a.q_len, a.heads_q, a.head_dim = q.shape
        a.heads_kv = k_cache.shape[2]
        a.q, a.o = q.data_ptr(), out.data_ptr()
        a.q_strides, a.o_strides = _strides(q, False), _strides(out, False)
        a.k, a.v = k_cache.data_ptr(), v_cache.data_ptr()
        a.k_strides, a.v_strides = _strides(k_cache, False), _strides(v_cache, False)
        a.seqlens_k = seqlens_k.data_ptr()
        a.max_seqlen_k = int(max_seqlen_k)
        if block_table is not None:
            a.block_table = block_table.data_ptr()
            a.page_size = k_cache.shape[1]
            a.max_pages = block_table.shape[1]
            a.num_pages = k_cache.shape[0]
        else:
            a.capacity = k_cache.shape[1]
        a.causal = int(bool(causal))
        a.num_splits = int(num_splits)
        self._blasst(a, blasst_lambda, blasst_scale_factor, blasst_counters)
        return a

    def decode(self, q, k_cache, v_cache, seqlens_k, max_seqlen_k, out=None, block_table=None, causal=False,
               num_splits=0, workspace=None, stream=None, blasst_lambda=None, blasst_scale_factor=None,
               blasst_counters=None, kascade_indices=None, kascade_counts=None, head_map=None, kascade_anchor=False,
               topk_fraction=0.0, k_min=0):
        """q [B, q_len, Hq, D]; k/v cache [B, capacity, Hkv, D], or paged [pages, page_size, Hkv, D] with
        block_table [B, max_pages] (int32); seqlens_k [B] int32 (CUDA). workspace: a uint8 CUDA tensor of at
        least decode_plan(...)['workspace_bytes'] (allocated here when None; pass one to avoid that).
        Kascade: kascade_indices [B, Hkv, max_k], kascade_counts [B, Hkv] (int32); kascade_anchor 0 (reuse: read
        them through head_map), 1 (anchor: write them, then attend to them) or 2 (layer 0: write them, attend
        densely)."""
        if out is None:
            out = torch.empty_like(q)
        a = self._decode_args(q, k_cache, v_cache, seqlens_k, max_seqlen_k, out, block_table, causal, num_splits,
                              blasst_lambda, blasst_scale_factor, blasst_counters)
        if kascade_indices is not None:   # Kascade decode: indices [B, Hkv, max_k], counts [B, Hkv] (int32)
            a.method = 2
            a.kascade = KascadeDecodeParams(kascade_indices.data_ptr(), kascade_counts.data_ptr(),
                                            kascade_indices.shape[2], head_map.data_ptr() if head_map is not None else None,
                                            int(kascade_anchor), float(topk_fraction), int(k_min))
        plan = DecodePlan()
        self._check(self.lib.sa_decode_plan_get(self.ctx, ctypes.byref(a), ctypes.byref(plan)), "sa_decode_plan_get")
        if plan.workspace_bytes:
            if workspace is None:
                workspace = torch.empty(plan.workspace_bytes, dtype=torch.uint8, device=q.device)
            a.workspace, a.workspace_bytes = workspace.data_ptr(), workspace.numel()
        s = stream if stream is not None else torch.cuda.current_stream(q.device).cuda_stream
        self._check(self.lib.sa_decode(self.ctx, ctypes.byref(a), ctypes.c_void_p(s)), "sa_decode")
        return out

    def decode_plan(self, q, k_cache, v_cache, seqlens_k, max_seqlen_k, block_table=None, causal=False, num_splits=0,
                    blasst_lambda=None, blasst_scale_factor=None):
        a = self._decode_args(q, k_cache, v_cache, seqlens_k, max_seqlen_k, q, block_table, causal, num_splits,
                              blasst_lambda, blasst_scale_factor, None)
        plan = DecodePlan()
        self._check(self.lib.sa_decode_plan_get(self.ctx, ctypes.byref(a), ctypes.byref(plan)), "sa_decode_plan_get")
        return {f: getattr(plan, f) for f, _ in DecodePlan._fields_}

    def synth(self, seqlen, heads_q, heads_kv, head_dim, dtype=torch.bfloat16, seed=1, **knobs):
        """Synthetic q [S, Hq, D], k, v [S, Hkv, D] with LLM-like structure (host tensors); knobs as in
        sa_synth_options (sinks, sink_strength, window, ...)."""
        o = SynthOptions()
        o.seed, o.seqlen, o.heads_q, o.heads_kv, o.head_dim = seed, seqlen, heads_q, heads_kv, head_dim
        o.dtype = SA_DTYPE[dtype]
        for name, val in knobs.items():
            setattr(o, name, val)
        q = torch.empty(seqlen, heads_q, head_dim, dtype=dtype)
        k = torch.empty(seqlen, heads_kv, head_dim, dtype=dtype)
        v = torch.empty(seqlen, heads_kv, head_dim, dtype=dtype)
        st = self.lib.sa_synth_generate(ctypes.byref(o), q.data_ptr(), k.data_ptr(), v.data_ptr())
        if st != 0:
            raise SparseAttnError(f"sa_synth_generate: {STATUS[st]}: {self.lib.sa_last_error(None).decode()}")
        return q, k, v


class Momo:
    def __init__(self, sa, q, k, v, out, workspace, params):
        self.sa, self.q, self.k, self.v, self.out = sa, q, k, v, out
        m = MomoArgs()
        m.attn = sa._attn_args(q, k, v, out, True)
        for name, val in params.items():
            setattr(m.params, name, TOPK[val] if name == "topk" else int(val))
        size = ctypes.c_size_t()
        sa._check(sa.lib.sa_momo_workspace_size(ctypes.byref(m), ctypes.byref(size)), "sa_momo_workspace_size")
        self.workspace = workspace if workspace is not None else torch.empty(size.value, dtype=torch.uint8, device=q.device)
        m.workspace, m.workspace_bytes = self.workspace.data_ptr(), size.value
        self.m = m
        self.bufs = MomoBuffers()
        sa._check(sa.lib.sa_momo_buffers_get(ctypes.byref(m), ctypes.byref(self.bufs)), "sa_momo_buffers_get")

    def _s(self):
        return ctypes.c_void_p(torch.cuda.current_stream(self.q.device).cuda_stream)

    def run(self):
        self.sa._check(self.sa.lib.sa_momo_prefill(self.sa.ctx, ctypes.byref(self.m), self._s()), "sa_momo_prefill")
        return self.out

    def qsa(self):
        self.sa._check(self.sa.lib.sa_momo_qsa(self.sa.ctx, ctypes.byref(self.m), ctypes.byref(self.bufs), self._s()),
                       "sa_momo_qsa")

    def union_trim(self):
        self.sa._check(self.sa.lib.sa_momo_union_trim(self.sa.ctx, ctypes.byref(self.m), ctypes.byref(self.bufs),
                                                       self._s()), "sa_momo_union_trim")

    def block_sparse(self):
        """Steps 3-4 from the buffers (what run() does last)."""
        b, p = self.buffers(), self.effective_params()
        return self.sa.block_sparse(self.q, self.k, self.v, b["block_index"], b["block_count"], out=self.out,
                                    causal=True, key_block=p["key_block"], sink=p["sink_tokens"],
                                    window=p["window_tokens"], delta_o=b["o_gamma"], gamma=p["gamma"])

    def buffers(self):
        """Views of the workspace: o_gamma [B, nq, Hq, D], lse_gamma, topk_index/score [B, Hq, nq, k],
        block_index [B, Hq, nqb, k_trim], block_count [B, Hq, nqb] (parameters after defaults)."""
        a, p = self.m.attn, self.effective_params()
        nq = -(-a.seqlen_q // p["gamma"])
        nqb = -(-a.seqlen_q // p["query_block"])
        base = self.workspace.data_ptr()

        def view(ptr, shape, dtype):
            n = 1
            for x in shape:
                n *= x
            off = ptr - base
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


__all__ = ["SparseAttn", "SparseAttnError", "Momo", "attention_flops"]
