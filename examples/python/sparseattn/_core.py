"""The functional API: argument checks, the GPU path (the library's kernels) and the CPU path (its references).

Every public function checks its arguments in Python and raises SparseAttnError naming the argument before anything
reaches C, then calls a torch custom op (ops.py), whose implementation runs the kernels for CUDA tensors and the CPU
references for CPU tensors. On the GPU and in eager mode (no torch.compile tracing, no torch dispatch mode) the public
functions launch without the op, and keep the launch (DecodeLaunch, AttentionLaunch: the checked call's argument
struct) in a launch cache under the call's signature: every property the checks read but the data and the
addresses. A later call of that signature checks only what can differ between such calls (the addresses'
alignment), patches its pointers into a struct the launch keeps and launches: a few us of host time instead of ~0.1 ms.
"""
import contextvars
import ctypes
import re
import math
import numbers
import weakref

import torch

from . import _lib
from ._lib import SparseAttnError, lib

DTYPES = {torch.bfloat16: 0, torch.float16: 1}
# FP8 codes' dtype -> sa_kv_format: decode's KV caches (e4m3, e5m2) and FP8 attention's q, k, v (e4m3 only).
# float8_e4m3fnuz (AMD's) and others are refused.
FP8 = {getattr(torch, n): f for n, f in (("float8_e4m3fn", 1), ("float8_e5m2", 2)) if hasattr(torch, n)}
E4M3 = getattr(torch, "float8_e4m3fn", None)
TOPK = {"exact": 0, "tree": 1, "estimated": 2}
KASCADE_ROLES = {"reuse": 0, "anchor": 1, "dense": 2}
REF_FLOAT = 0
# The CPU references decide BLASST as the Hopper kernels do (d64/d128: 64-row query tiles in 128-row thread blocks,
# 128-key tiles); decode as the mma.sync decode kernels (32-key tiles, 4 chunks per sequence).
CPU_PREFILL_TILES = (64, 128, 128)   # query_tile, kv_tile, block_rows
CPU_DECODE_TILES = (32, 4)           # kv_tile, chunks
MAX_DECODE_Q = 16   # more queries per sequence run on the prefill kernels (Kascade decode takes at most this)
MAX_MERGE_PARTS = 16   # SA_MERGE_MAX_PARTS


def fail(msg):
    raise SparseAttnError(msg)


# ---------------------------------------------------------------------------------------------------------------
# checks that need only shapes, dtypes and devices (they also run on torch.compile's fake tensors)
# ---------------------------------------------------------------------------------------------------------------

def tensor(t, name, ndim=None, dtype=None, optional=False):
    if t is None:
        if optional:
            return
        fail(f"{name} is required")
    if not isinstance(t, torch.Tensor):
        fail(f"{name} must be a torch.Tensor, not {type(t).__name__}")
    if ndim is not None and t.dim() != ndim:
        fail(f"{name} must have {ndim} dimensions, got shape {tuple(t.shape)}")
    if dtype is not None and t.dtype != dtype:
        fail(f"{name} must be {dtype}, got {t.dtype}")


def data(t, name, ndim, fp8=False):
    """q/k/v/caches: bf16 or fp16 (fp8: or FP8 codes, a decode cache), the head dim contiguous, no zero stride on a
    dimension of more than one element."""
    tensor(t, name, ndim)
    if fp8 and t.dtype not in DTYPES and t.dtype not in FP8:
        fail(f"{name} is {t.dtype}; a KV cache is torch.bfloat16 / torch.float16 (q's dtype) or FP8 codes "
             f"torch.float8_e4m3fn / torch.float8_e5m2")
    if not fp8 and t.dtype in FP8:
        fail(f"{name} is {t.dtype}: FP8 is read only as the KV cache of decode (sparseattn.decode's k_cache/v_cache, "
             f"up to {MAX_DECODE_Q} queries per sequence) and as q, k and v of dense attention (sparseattn.attention, "
             f"all torch.float8_e4m3fn); {name} must be torch.bfloat16 or torch.float16")
    if t.dtype not in DTYPES and t.dtype not in FP8:
        fail(f"{name} is {t.dtype}; sparseattn takes torch.bfloat16 or torch.float16 (load the model in bf16/fp16)")
    if t.shape[-1] > 1 and t.stride(-1) != 1:
        fail(f"{name} has stride {t.stride(-1)} on its last dimension; the head dim must be contiguous (stride 1): "
             f"use {name}.contiguous()")
    for i, (n, s) in enumerate(zip(t.shape, t.stride())):
        if n > 1 and s == 0 and t.numel():   # an empty tensor may have zero strides (torch gives k * 0.5 of one)
            fail(f"{name} is expanded (stride 0) on dimension {i}: materialise it with .contiguous()")


def index(t, name, shape=None, optional=False):
    """int32 index/length tensors: contiguous, of the given leading shape."""
    tensor(t, name, optional=optional)
    if t is None:
        return
    if t.dtype != torch.int32:
        fail(f"{name} must be torch.int32, got {t.dtype}")
    if not t.is_contiguous():
        fail(f"{name} must be contiguous")
    if shape is not None and tuple(t.shape) != tuple(shape):
        fail(f"{name} has shape {tuple(t.shape)}; expected {tuple(shape)}")


def same_device(named):
    """All tensors on one device: the first one's."""
    ref_name, ref = None, None
    for name, t in named:
        if t is None:
            continue
        if ref is None:
            ref_name, ref = name, t.device
        elif t.device != ref:
            fail(f"{name} is on {t.device} but {ref_name} is on {ref}: all tensors of a call must be on one device")
    if ref is not None and ref.type not in ("cuda", "cpu", "meta"):
        fail(f"{ref_name} is on {ref}; sparseattn runs on CUDA devices (kernels) and the CPU (references)")


def heads(q_heads, kv_heads, head_dim, k_head_dim, v_head_dim, kname="k", vname="v"):
    if q_heads % kv_heads:
        fail(f"q has {q_heads} heads, not a multiple of {kname}'s {kv_heads}")
    if k_head_dim != head_dim:
        fail(f"{kname} has head dim {k_head_dim} but q has {head_dim}")
    if v_head_dim != head_dim:
        fail(f"{vname} has head dim {v_head_dim} but q has {head_dim} (sparseattn needs equal head dims)")


def scale_of(softmax_scale, head_dim):
    if softmax_scale is None:
        return 0.0
    s = float(softmax_scale)
    if not (s > 0 and math.isfinite(s)):
        fail(f"softmax_scale is {softmax_scale}; it must be finite and > 0 (None = 1/sqrt(head_dim))")
    return s


def blasst_of(lam, factor, name="blasst_lambda"):
    """(enabled, lambda, scale_factor) with the values checked."""
    if lam is None and factor is None:
        return False, 0.0, 0.0
    if lam is not None and factor is not None:
        fail(f"give {name} or the scale factor, not both")
    for n, x in ((name, lam), ("blasst_scale_factor", factor)):
        if x is not None and not (float(x) >= 0 and math.isfinite(float(x))):
            fail(f"{n} is {x}; it must be finite and >= 0")
    return True, float(lam or 0.0), float(factor or 0.0)


def mods_of(window_size, softcap):
    """(use_window, window_left, window_right, softcap) of FlashAttention's window_size (-1 = unbounded on that side;
    (-1, -1) = no window) and a soft-cap (0 = off), checked."""
    try:
        left, right = (int(x) for x in window_size)
    except (TypeError, ValueError):
        fail(f"window_size is {window_size!r}; it must be a pair of ints (left, right), -1 = unbounded")
    if left < -1 or right < -1:
        fail(f"window_size is ({left}, {right}); each side must be >= 0 or -1 (unbounded)")
    cap = float(softcap)
    if not (cap >= 0 and math.isfinite(cap)):
        fail(f"softcap is {softcap}; it must be finite and >= 0 (0 = off)")
    use = int((left, right) != (-1, -1))
    return use, left, right, cap


def sinks_arg(sinks, heads_q, device):
    """Learned sinks: fp32 [heads_q], contiguous, on q's device."""
    tensor(sinks, "sinks", ndim=1, dtype=torch.float32, optional=True)
    if sinks is None:
        return
    if tuple(sinks.shape) != (heads_q,) or not sinks.is_contiguous():
        fail(f"sinks must be a contiguous fp32 tensor of shape ({heads_q},) (one logit per query head), got "
             f"{tuple(sinks.shape)}")
    if sinks.device != device:
        fail(f"sinks is on {sinks.device} but q is on {device}")


def kv_scale_arg(s, name, batch, heads_kv, device):
    """An FP8 cache's scale or FP8 attention's descale (a code's value is code x scale): None (1), a host float
    (checked, then a 1-element fp32 tensor on the device) or an fp32 tensor on the device of shape [] or [1] (one per
    tensor), [heads_kv] (one per KV head) or [batch, heads_kv] (one per sequence and KV head), any strides. Returns
    None or a tensor."""
    if s is None:
        return None
    if isinstance(s, numbers.Real) and not isinstance(s, bool):
        x = float(s)
        if not (x > 0 and math.isfinite(x)):
            fail(f"{name} is {s}; a scale must be finite and > 0")
        return torch.full((1,), x, dtype=torch.float32, device=device)
    if not isinstance(s, torch.Tensor):
        fail(f"{name} must be None, a float or a torch.float32 tensor, not {type(s).__name__}")
    if s.dtype != torch.float32:
        fail(f"{name} is {s.dtype}; scales are torch.float32")
    if s.device != device:
        fail(f"{name} is on {s.device} but q is on {device}")
    if tuple(s.shape) not in ((), (1,), (heads_kv,), (batch, heads_kv)):
        fail(f"{name} has shape {tuple(s.shape)}; it must be [] or [1] (one per tensor), [{heads_kv}] (one per KV "
             f"head) or [{batch}, {heads_kv}] (one per sequence and KV head)")
    return s


def scale_strides(s):
    """(scale_batch_stride, scale_head_stride) of a scale tensor as kv_scale_arg takes it; dimensions of one element
    read index 0 (stride 0)."""
    if s is None or s.dim() == 0:
        return 0, 0
    st = [x if n > 1 else 0 for n, x in zip(s.shape, s.stride())]
    return (0, st[0]) if s.dim() == 1 else (st[0], st[1])


def two_layouts(*scales):
    """Whether the given scales (None: not given) have more than one layout (scale_strides)."""
    return len({scale_strides(s) for s in scales if s is not None}) > 1


def one_layout(*scales):
    """The scales in one layout: the C API has one pair of scale strides for all of them, so scales of two layouts
    are copied into one (contiguous, their broadcast shape); None stays None."""
    if not two_layouts(*scales):
        return scales
    copies = iter([t.contiguous() for t in torch.broadcast_tensors(*[s for s in scales if s is not None])])
    return tuple(None if s is None else next(copies) for s in scales)


def set_kv(a, kc, k_scale, v_scale):
    """sa_decode_args.kv: the format of the cache's dtype and the scales (one_layout). Returns the scales (keep them
    alive until the call is launched)."""
    k_scale, v_scale = one_layout(k_scale, v_scale)
    a.kv.format = FP8.get(kc.dtype, 0)
    a.kv.k_scale, a.kv.v_scale = ptr(k_scale), ptr(v_scale)
    a.kv.scale_batch_stride, a.kv.scale_head_stride = scale_strides(k_scale if k_scale is not None else v_scale)
    return k_scale, v_scale


def set_fp8(a, q_scale, k_scale, v_scale):
    """FP8 attention's formats (e4m3 q, k, v) and descales (one_layout) in sa_attention_args. Returns the descales
    (keep them alive until the call is launched)."""
    q_scale, k_scale, v_scale = one_layout(q_scale, k_scale, v_scale)
    a.q_format = a.kv.format = FP8[E4M3]
    a.q_scale, a.kv.k_scale, a.kv.v_scale = ptr(q_scale), ptr(k_scale), ptr(v_scale)
    given = [s for s in (q_scale, k_scale, v_scale) if s is not None]
    a.kv.scale_batch_stride, a.kv.scale_head_stride = scale_strides(given[0] if given else None)
    return q_scale, k_scale, v_scale


NO_SCALES = (None, None, None)


def host_scales(named):
    """The CPU references read the scales on the host: every one finite and > 0 (the kernels': validation mode)."""
    for name, s in named:
        if s is not None:
            bad = s[~((s > 0) & torch.isfinite(s))]
            if bad.numel():
                fail(f"{name} holds {bad[0].item()}; every scale must be finite and > 0")


NO_MODS = (0, -1, -1, 0.0)


def set_mods(a, mods, sinks):
    a.use_window, a.window_left, a.window_right, a.softcap = mods
    a.sinks = ptr(sinks)


def counters_arg(counters, device):
    tensor(counters, "counters", optional=True)
    if counters is None:
        return
    if counters.dtype != torch.int64 or tuple(counters.shape) != (2,) or not counters.is_contiguous():
        fail(f"counters must be a contiguous torch.int64 tensor of shape (2,), got {counters.dtype} {tuple(counters.shape)}")
    if counters.device != device:
        fail(f"counters is on {counters.device} but q is on {device}")


# ---------------------------------------------------------------------------------------------------------------
# checks and conversions on real tensors (inside the ops: pointers exist there)
# ---------------------------------------------------------------------------------------------------------------

def misaligned(name, address):
    fail(f"{name}'s data is not 16-byte aligned (address {address:#x}): use {name}.contiguous() or a fresh tensor")


def aligned(named):
    for name, t in named:
        if t is None or t.numel() == 0:
            continue
        es = t.element_size()
        if t.data_ptr() % 16:
            misaligned(name, t.data_ptr())
        if t.dtype in DTYPES or t.dtype in FP8:
            for i, (n, s) in enumerate(zip(t.shape[:-1], t.stride()[:-1])):
                if n > 1 and (s * es) % 16:
                    fail(f"{name}'s stride on dimension {i} is {s} elements, not a multiple of 16 bytes: every "
                         f"row must start 16-byte aligned")


def strides(t, packed=False):
    """sa_strides of a [B, S, H, D] tensor (packed: [total, H, D]); a dimension of one element gets a nonzero
    stride, since all three zero would mean 'contiguous' to the library."""
    s = list(t.stride()[:-1])
    shape = t.shape[:-1]
    for i in range(len(s)):
        if shape[i] <= 1:
            s[i] = max(1, math.prod(shape[i + 1:])) * t.shape[-1]
    st = _lib.sa_strides()
    if packed:
        st.batch, st.seq, st.head = 0, s[0], s[1]
    else:
        st.batch, st.seq, st.head = s[0], s[1], s[2]
    return st


def ptr(t):
    return t.data_ptr() if t is not None else None


def on_gpu(t):
    """Whether a call on t runs the library's kernels (CUDA tensors) or its CPU references. The one place the
    implementations decide it: sparseattn._stubgpu replaces it (with the library's GPU entry points) to run CPU tensors
    through the GPU path, for the host-time measurement and the tests of that path on machines without a GPU."""
    return t.is_cuda


_carried = {}


def carried(head_dim, prefixes, fn):
    """The CPU path refuses a head dim the GPU would: one no kernel of the call's kinds (variant names starting with
    prefixes) carries in this build, with the GPU's message (the references themselves take any head dim)."""
    key = tuple(prefixes)
    dims = _carried.get(key)
    if dims is None:
        names = [lib.sa_kernel_name(i).decode() for i in range(lib.sa_kernel_count())]
        dims = _carried[key] = sorted({int(m.group(1)) for n in names if n.startswith(key)
                                       for m in [re.search(r"_d(\d+)_", n)] if m})
    if head_dim not in dims:
        have = " ".join(str(d) for d in dims)
        raise _lib.SparseAttnError(f"{fn}: unsupported: {fn}: head_dim {head_dim} is not carried by this header (carried: "
                                   f"{have}); regenerate it with make generate HEAD_DIMS=\"{have} {head_dim}\"")


def stream_of(t):
    return ctypes.c_void_p(torch.cuda.current_stream(t.device).cuda_stream)


# A SparseAttn object runs its calls on its own context (its options: cache folder, kernel family); the functional
# API uses the device's shared one.
context_override = contextvars.ContextVar("sparseattn_context", default=None)


def ctx_of(t):
    idx = t.device.index if t.device.index is not None else torch.cuda.current_device()
    c = context_override.get()
    if c is not None:
        if c.device != idx:
            fail(f"the tensors are on cuda:{idx} but this SparseAttn object's context is on cuda:{c.device}")
        return c
    return _lib.context_for(idx)


def set_blasst(b, lam, sf, counters, q):
    """sa_blasst_params: the threshold, and the device counters on the GPU (the CPU path adds the references' own)."""
    setattr(b, "lambda", lam)
    b.scale_factor = sf
    b.counters = ptr(counters) if counters is not None and on_gpu(q) else None


def attention_args(q, k, v, out, lse, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam, sf, counters,
                   seqlens_k=None, block_table=None, mods=NO_MODS, sinks=None, scales=NO_SCALES):
    """sa_attention_args. K/V packed (cu_k), a KV cache (seqlens_k: padded [B, capacity, Hkv, D], or pages
    [num_pages, page_size, Hkv, D] with block_table) or padded; queries packed (cu_q) or padded. FP8 attention (e4m3
    q, k, v): dtype is out's, the descales (q, k, v) in a._scales, kept alive with a."""
    a = _lib.sa_attention_args()
    packed, packed_k = cu_q is not None, cu_k is not None
    a.dtype = DTYPES[out.dtype]
    if q.dtype is E4M3:
        a._scales = set_fp8(a, *scales)
    a.method = 1 if blasst else 0
    if packed:
        a.batch = cu_q.numel() - 1
        a.seqlen_q = int(max_q)
        a.heads_q, a.head_dim, a.total_q = q.shape[1], q.shape[2], q.shape[0]
        a.cu_seqlens_q = ptr(cu_q)
    else:
        a.batch, a.seqlen_q, a.heads_q, a.head_dim = q.shape
    a.seqlen_k = int(max_k) if packed_k or seqlens_k is not None else k.shape[1]
    a.heads_kv = k.shape[-2]
    if packed_k:
        a.total_k, a.cu_seqlens_k = k.shape[0], ptr(cu_k)
    a.seqlens_k = ptr(seqlens_k)
    if block_table is not None:
        a.block_table = ptr(block_table)
        a.page_size, a.max_pages, a.num_pages = k.shape[1], block_table.shape[1], k.shape[0]
    a.q, a.k, a.v, a.o = ptr(q), ptr(k), ptr(v), ptr(out)
    a.q_strides, a.k_strides, a.v_strides = strides(q, packed), strides(k, packed_k), strides(v, packed_k)
    a.o_strides = strides(out, packed)
    set_mods(a, mods, sinks)
    a.lse = ptr(lse)
    a.softmax_scale = scale
    a.causal = int(causal)
    if blasst:
        set_blasst(a.blasst, lam, sf, counters, q)
    return a


def lse_shape(q, packed):
    return (q.shape[1], q.shape[0]) if packed else (q.shape[0], q.shape[2], q.shape[1])


def cpu_ref_attention(a, out, lse, blasst, counters):
    """sa_ref_attention_ex into a float32 copy of out, then cast. FP8 attention rounds P to e4m3 per 128-key tile as
    the kernel does, so the CPU and the GPU agree to the kernel's accumulation order."""
    o32 = torch.empty(out.shape, dtype=torch.float32)
    a.o, a.o_strides = ptr(o32), strides(o32, a.cu_seqlens_q is not None)
    opt = _lib.sa_ref_options()
    opt.precision = REF_FLOAT
    opt.fp8_round_p = int(a.q_format != 0)
    if blasst:
        opt.query_tile, opt.kv_tile, opt.block_rows = CPU_PREFILL_TILES
    st = lib.sa_ref_attention_ex(ctypes.byref(a), ctypes.byref(opt), ptr(o32), ptr(lse))
    _lib.check(st, "sa_ref_attention_ex")
    out.copy_(o32)
    if counters is not None:
        counters += torch.tensor([opt.counters[0], opt.counters[1]], dtype=torch.int64)


# ---------------------------------------------------------------------------------------------------------------
# implementations (called by the ops with real tensors)
# ---------------------------------------------------------------------------------------------------------------

def attention_impl(q, k, v, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam, sf, counters, return_lse,
                   seqlens_k=None, block_table=None, mods=NO_MODS, sinks=None, out=None, scales=NO_SCALES,
                   out_dtype=None):
    """FP8 attention (e4m3 q, k, v): scales the descales (q, k, v; None = 1), out_dtype out's (bf16 or fp16)."""
    packed = cu_q is not None
    if on_gpu(q):
        if q.dtype is E4M3:
            launch = FP8AttentionLaunch(q, k, v, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam, sf, counters,
                                        return_lse, seqlens_k, block_table, mods, sinks, out, scales=scales,
                                        out_dtype=out_dtype)
            o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_q, cu_k, seqlens_k, block_table, counters, sinks, out,
                            *scales)
        else:
            launch = AttentionLaunch(q, k, v, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam, sf, counters,
                                     return_lse, seqlens_k, block_table, mods, sinks, out)
            o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_q, cu_k, seqlens_k, block_table, counters, sinks, out)
        return o, (lse if lse is not None else torch.empty((0,), dtype=torch.float32, device=q.device))
    carried(q.shape[-1], ("fwd_prefill__",), "sa_attention")
    out = torch.empty_like(q, dtype=out_dtype) if out is None else out
    lse = torch.empty(lse_shape(q, packed) if return_lse else (0,), dtype=torch.float32, device=q.device)
    aligned([("q", q), ("k", k), ("v", v), ("out", out)])
    a = attention_args(q, k, v, out, lse if return_lse else None, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam,
                       sf, counters, seqlens_k, block_table, mods, sinks, scales)
    host_scales(zip(("q_descale", "k_descale", "v_descale"), scales))
    if packed:
        host_cu_seqlens(cu_q, "cu_seqlens_q", q.shape[0], max_q)
    if cu_k is not None:
        host_cu_seqlens(cu_k, "cu_seqlens_k", k.shape[0], max_k)
    host_values(seqlens_k, max_k, block_table, k.shape[0], page_size=k.shape[1])
    cpu_ref_attention(a, out, lse if return_lse else None, blasst, counters)
    return out, lse


def decode_args(q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, blasst, lam, sf, counters, num_splits,
                out, lse, mods=NO_MODS, sinks=None, k_scale=None, v_scale=None):
    """sa_decode_args; an FP8 cache's format and scales in a.kv (the scales used: a._scales, kept alive with a)."""
    a = _lib.sa_decode_args()
    a.dtype = DTYPES[q.dtype]
    a.method = 1 if blasst else 0
    a.batch, a.q_len, a.heads_q, a.head_dim = q.shape
    a.heads_kv = kc.shape[2]
    a.q, a.o = ptr(q), ptr(out)
    a.q_strides, a.o_strides = strides(q), strides(out)
    a.lse = ptr(lse)
    a.k, a.v = ptr(kc), ptr(vc)
    a.k_strides, a.v_strides = strides(kc), strides(vc)
    a.seqlens_k = ptr(seqlens_k)
    a.max_seqlen_k = int(max_seqlen_k)
    if block_table is not None:
        a.block_table = ptr(block_table)
        a.page_size, a.max_pages, a.num_pages = kc.shape[1], block_table.shape[1], kc.shape[0]
    else:
        a.capacity = kc.shape[1]
    a.softmax_scale = scale
    a.causal = int(causal)
    a.num_splits = int(num_splits)
    set_mods(a, mods, sinks)
    a._scales = set_kv(a, kc, k_scale, v_scale)
    if blasst:
        set_blasst(a.blasst, lam, sf, counters, q)
    return a


def workspace_for(need, workspace, device, what):
    if need == 0:
        return None
    if workspace is None:
        return torch.empty(need, dtype=torch.uint8, device=device)
    if workspace.dtype != torch.uint8 or workspace.device != device or not workspace.is_contiguous():
        fail(f"workspace must be a contiguous torch.uint8 tensor on {device}")
    if workspace.numel() < need:
        fail(f"workspace has {workspace.numel()} bytes; {what} needs {need}")
    return workspace


# ---------------------------------------------------------------------------------------------------------------
# launches and their caches: a checked call's argument struct, filled once; a later call of the same signature
# checks what can differ between such calls (the pointers), patches the pointers and launches
# ---------------------------------------------------------------------------------------------------------------

# the current CUDA stream of a device as an address, without building a torch.cuda.Stream (inductor's get_raw_stream)
raw_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None)
_is_compiling = getattr(torch.compiler, "is_compiling", lambda: False)
_dispatch_modes = torch._C._len_torch_dispatch_stack


class NoKey(Exception):
    """A call the launch caches take no key of: it takes the checked path, through the custom op."""


_PLAIN = frozenset((torch.Tensor, torch.nn.Parameter))
_SCALARS = frozenset((int, float, bool, str, type(None)))


def fast_ok():
    """Whether a call may use the launch caches and skip the custom op: not while torch.compile traces (it needs the
    op) nor under a torch dispatch mode (fake tensors, FLOP counters), which must see the op."""
    return not _is_compiling() and not _dispatch_modes()


def tkey(t):
    """A tensor's part of a launch key: everything the checks read of it but its data and address (shape, strides,
    dtype, device); None for None. Tensor subclasses, and tensors that would take autograd through the op, have none
    (NoKey)."""
    if t is None:
        return None
    if t.__class__ not in _PLAIN or (t.requires_grad and torch.is_grad_enabled()):
        raise NoKey
    return (t.shape, t.stride(), t.dtype, t.device)


def skeys(*xs):
    """Host values' part: the values and their types (1, 1.0 and True compare equal, but not every check takes them
    alike). Only None, bool, int, float and str have one: a tensor, numpy or other number is read at each call."""
    t = tuple(map(type, xs))
    if not _SCALARS.issuperset(t):
        raise NoKey
    return xs, t


def vkey(x):
    """A tensor or a host value (an FP8 cache's scale)."""
    return tkey(x) if x.__class__ in _PLAIN else skeys(x)


def wkey(window_size):
    """window_size's part: a pair by its type and its items' types and values."""
    c = window_size.__class__
    if (c is tuple or c is list) and len(window_size) == 2:
        a, b = window_size
        return (c, a, b) if a.__class__ is int and b.__class__ is int else (c,) + skeys(a, b)
    raise NoKey


def scale_tensor(s, device):
    """A host scale of a cached call (checked when the key was made) as the 1-element device tensor kv_scale_arg
    makes of it, at each call as the checked path does; tensors and None as they are."""
    if s is None or s.__class__ in _PLAIN:
        return s
    return torch.full((1,), float(s), dtype=torch.float32, device=device)


MAX_LAUNCHES = 1024
_launches = {}


def launches():
    """The launch cache of the context this call runs on: the devices' shared contexts share one (the keys hold the
    device), a SparseAttn object's context has its own. The library's plans depend on the context only through what
    it fixes at creation (device, kernel family, tuning file)."""
    c = context_override.get()
    return _launches if c is None else c.launches


def remember(cache, key, launch):
    if len(cache) >= MAX_LAUNCHES:   # many signatures (dynamic shapes without CUDA graphs): start over
        cache.clear()
    cache[key] = launch


def clear_launch_caches():
    """Forget every cached launch of the shared contexts (tests; nothing else needs it)."""
    _launches.clear()


def _meta_like(q, dtype=None):
    """What torch.empty_like(q, dtype=dtype) makes, as a meta tensor: its layout without allocating it."""
    return torch.empty_like(q, dtype=dtype, device="meta")


# A cached launch allocates through inductor's empty_strided_cuda / _cpu where torch has them: no dispatcher, half
# torch.empty_like's host time and a quarter of torch.empty(..., dtype=, device=)'s (bench_host.py). The CUDA one
# allocates on the current device: taken only when that is the launch's device.
_guards = getattr(getattr(torch._C, "_dynamo", None), "guards", None)
_EMPTY = {"cuda": getattr(_guards, "_empty_strided_cuda", None), "cpu": getattr(_guards, "_empty_strided_cpu", None)}
_current_device = getattr(torch._C, "_cuda_getDevice", None)


def empty_on(device):
    """f(shape, stride, dtype): an uninitialized tensor of that layout on device (torch.empty_strided)."""
    fast = _EMPTY.get(device.type)
    if fast is not None and device.type == "cpu":
        return fast
    if fast is None or _current_device is None:
        return lambda shape, stride, dtype: torch.empty_strided(shape, stride, dtype=dtype, device=device)
    index = device.index

    def empty(shape, stride, dtype):
        if _current_device() == index:
            return fast(shape, stride, dtype)
        return torch.empty_strided(shape, stride, dtype=dtype, device=device)
    return empty


def layout(t):
    """(shape, stride, dtype) of a tensor, as empty_on's functions take it."""
    return tuple(t.shape), t.stride(), t.dtype


def contiguous_layout(shape, dtype):
    """(shape, stride, dtype) of a contiguous tensor, as torch.empty(shape) lays it out."""
    st, n = [], 1
    for x in reversed(shape):
        st.append(n)
        n *= max(x, 1)
    return tuple(shape), tuple(reversed(st)), dtype


DECODE_NAMES = ("q", "k_cache", "v_cache")
ATTENTION_NAMES = ("q", "k", "v")


def layout_ptrs(a, cu_q, cu_k, seqlens_k, block_table):
    """A prefill's layout tensors' addresses into its struct: packed lengths, a cache's lengths and pages."""
    if cu_q is not None:
        a.cu_seqlens_q = cu_q.data_ptr()
    if cu_k is not None:
        a.cu_seqlens_k = cu_k.data_ptr()
    if seqlens_k is not None:
        a.seqlens_k = seqlens_k.data_ptr()
    if block_table is not None:
        a.block_table = block_table.data_ptr()


class Launch:
    """What DecodeLaunch and AttentionLaunch share: the filled struct (a), the allocations a call makes (out as
    torch.empty_like(q) would, the LSE), the pointers to check (align: which of q, k, v and out are non-empty). A
    call checks the addresses' alignment as the first call's checks did, allocates out where the caller gave none
    and the LSE where the launch returns it, and patches the addresses in (_begin), then makes the C call (_run).

    A call refills a struct of the launch's instead of copying the filled one: the library reads the struct only
    during the call (sa_decode / sa_attention plan their launches' parameters by value), and every call of a launch
    writes the same fields (the key fixes which tensors are given). The structs wait in a list (free): a call pops
    one and puts it back after the C call, so two threads in one launch at once (ctypes releases the GIL during the
    call) never share one; a call that finds the list empty copies the filled struct, and one that raises drops
    its struct."""

    __slots__ = ("a", "free", "fn", "ctx", "dev", "empty", "o_layout", "lse_layout", "align", "blasst_counters")

    def _setup(self, a, fn, c, q, lse_shape, align, blasst_counters, out_dtype=None):
        # the context weakly: a SparseAttn object's context holds its own launch cache
        self.a, self.fn, self.ctx, self.dev = a, fn, weakref.ref(c), c.device
        self.free = []
        self.empty = empty_on(q.device)
        self.o_layout = layout(_meta_like(q, out_dtype))
        self.lse_layout = None if lse_shape is None else contiguous_layout(lse_shape, torch.float32)
        self.align = align
        self.blasst_counters = blasst_counters

    def _misaligned(self, names, *ptrs):
        for name, p, on in zip(names, ptrs, self.align):
            if on and p % 16:
                misaligned(name, p)

    def _begin(self, names, q, kp, vp, out, sinks, counters):
        """A call's prologue: q's, k's and v's alignment (names: how the checks name them), out allocated where not
        given (else its alignment), a struct of the launch's with the addresses of q, k, v, out, the LSE (allocated
        when the launch returns it), the sinks and BLASST's counters. Returns (struct, its byref, out, lse)."""
        qp = q.data_ptr()
        if (qp | kp | vp) % 16:
            self._misaligned(names, qp, kp, vp)
        if out is None:
            out = self.empty(*self.o_layout)
            op = out.data_ptr()
        else:
            op = out.data_ptr()
            if self.align[3] and op % 16:
                misaligned("out", op)
        try:
            a, ap = self.free.pop()
        except IndexError:
            a = self.a.__class__.from_buffer_copy(self.a)
            ap = ctypes.byref(a)
        a.q, a.k, a.v, a.o = qp, kp, vp, op
        lse = None
        if self.lse_layout is not None:
            lse = self.empty(*self.lse_layout)
            a.lse = lse.data_ptr()
        if sinks is not None:
            a.sinks = sinks.data_ptr()
        if self.blasst_counters:
            a.blasst.counters = counters.data_ptr()
        return a, ap, out, lse

    def _run(self, a, ap, what):
        """The C call on the current stream; the struct back in the free list (a call that raises drops it)."""
        c = self.ctx()
        st = self.fn(c.ptr, ap, raw_stream(self.dev))
        if st:
            c.check(st, what)
        self.free.append((a, ap))

    def _copy(self):
        cls = self.__class__
        s = cls.__new__(cls)
        for n in Launch.__slots__ + cls.__slots__:
            setattr(s, n, getattr(self, n))
        s.a = type(self.a).from_buffer_copy(self.a)
        s.free = []
        return s


class DecodeLaunch(Launch):
    """A decode on the GPU: its checks passed for this signature, its sa_decode_args filled but for the pointers, the
    plan's workspace size asked once. Calling it with tensors of the same signature checks their alignment,
    allocates out (lse, the workspace) where not given, patches the pointers into its struct and launches on the
    current stream, without synchronizing. Made by decode_impl for one call, or kept in a launch cache."""

    __slots__ = ("need", "ws_layout", "bcast")

    def __init__(self, q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, blasst, lam, sf, counters,
                 num_splits, workspace, return_lse, mods, sinks, out, k_scale, v_scale):
        o = out if out is not None else _meta_like(q)
        aligned([("q", q), ("k_cache", kc), ("v_cache", vc), ("out", o)])
        a = decode_args(q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, blasst, lam, sf, counters,
                        num_splits, o, None, mods, sinks, k_scale, v_scale)
        a._scales = None
        c = ctx_of(q)
        plan = _lib.sa_decode_plan()
        c.check(lib.sa_decode_plan_get(c.ptr, ctypes.byref(a), ctypes.byref(plan)), "sa_decode_plan_get")
        need = plan.workspace_bytes
        if need and workspace is not None:
            workspace_for(need, workspace, q.device, "this decode plan")
        # the pointers to check: q, k_cache, v_cache, out when given (empty tensors have none)
        self._setup(a, lib.sa_decode, c, q, (q.shape[0], q.shape[2], q.shape[1]) if return_lse else None,
                    (q.numel() > 0, kc.numel() > 0, vc.numel() > 0, out is not None and out.numel() > 0),
                    bool(blasst) and counters is not None)
        self.need = need
        self.ws_layout = ((need,), (1,), torch.uint8)
        self.bcast = k_scale is not None and v_scale is not None and scale_strides(k_scale) != scale_strides(v_scale)

    def squeezed(self, q, out):
        """This launch for q [B, Hq, D] (and out, when given, [B, Hq, D]) of which it was made for the [B, 1, Hq, D]
        views: out allocated as q's shape, lse [B, Hq]."""
        s = self._copy()
        if out is None:
            s.a.o_strides = strides(_meta_like(q).unsqueeze(1))
            s.o_layout = layout(_meta_like(q))
        if s.lse_layout is not None:
            s.lse_layout = contiguous_layout(s.lse_layout[0][:2], torch.float32)
        return s

    def __call__(self, q, kp, vp, seqlens_k, block_table, counters, workspace, sinks, out, k_scale, v_scale):
        """kp, vp: the caches' addresses. Returns (out, lse), lse None unless the launch returns it."""
        a, ap, out, lse = self._begin(DECODE_NAMES, q, kp, vp, out, sinks, counters)
        a.seqlens_k = seqlens_k.data_ptr()
        if block_table is not None:
            a.block_table = block_table.data_ptr()
        if k_scale is not None or v_scale is not None:
            if self.bcast:
                k_scale, v_scale = (t.contiguous() for t in torch.broadcast_tensors(k_scale, v_scale))
            kv = a.kv
            kv.k_scale, kv.v_scale = ptr(k_scale), ptr(v_scale)
        if self.need:
            if workspace is None:
                workspace = self.empty(*self.ws_layout)
            a.workspace, a.workspace_bytes = workspace.data_ptr(), workspace.numel()
        self._run(a, ap, "sa_decode")
        return out, lse


class AttentionLaunch(Launch):
    """A prefill (sa_attention) on the GPU, as DecodeLaunch is a decode: checked and filled once per signature."""

    __slots__ = ()

    def __init__(self, q, k, v, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam, sf, counters, return_lse,
                 seqlens_k, block_table, mods, sinks, out, scales=NO_SCALES, out_dtype=None):
        o = out if out is not None else _meta_like(q, out_dtype)
        aligned([("q", q), ("k", k), ("v", v), ("out", o)])
        a = attention_args(q, k, v, o, None, cu_q, cu_k, max_q, max_k, causal, scale, blasst, lam, sf, counters,
                           seqlens_k, block_table, mods, sinks, scales)
        a._scales = None
        self._setup(a, lib.sa_attention, ctx_of(q), q, lse_shape(q, cu_q is not None) if return_lse else None,
                    (q.numel() > 0, k.numel() > 0, v.numel() > 0, out is not None and out.numel() > 0),
                    bool(blasst) and counters is not None, out_dtype)

    def __call__(self, q, kp, vp, cu_q, cu_k, seqlens_k, block_table, counters, sinks, out):
        """kp, vp: k's and v's addresses. Returns (out, lse), lse None unless the launch returns it."""
        a, ap, out, lse = self._begin(ATTENTION_NAMES, q, kp, vp, out, sinks, counters)
        layout_ptrs(a, cu_q, cu_k, seqlens_k, block_table)
        self._run(a, ap, "sa_attention")
        return out, lse


class FP8AttentionLaunch(AttentionLaunch):
    """FP8 attention (e4m3 q, k, v): an AttentionLaunch that also patches the descales' addresses in (the key fixes
    which are given, their layouts and out's dtype; bcast: two layouts, copied into one at each call as the checked
    path does). Its own __call__, so that the 16-bit launches' stays as it was."""

    __slots__ = ("bcast",)

    def __init__(self, *args, scales=NO_SCALES, out_dtype=None):
        AttentionLaunch.__init__(self, *args, scales, out_dtype)
        self.bcast = two_layouts(*scales)

    def __call__(self, q, kp, vp, cu_q, cu_k, seqlens_k, block_table, counters, sinks, out, q_scale=None, k_scale=None,
                 v_scale=None):
        """As AttentionLaunch's, with the descales (tensors, or None where the key has none)."""
        a, ap, out, lse = self._begin(ATTENTION_NAMES, q, kp, vp, out, sinks, counters)
        layout_ptrs(a, cu_q, cu_k, seqlens_k, block_table)
        if self.bcast:
            q_scale, k_scale, v_scale = one_layout(q_scale, k_scale, v_scale)
        if q_scale is not None:
            a.q_scale = q_scale.data_ptr()
        if k_scale is not None:
            a.kv.k_scale = k_scale.data_ptr()
        if v_scale is not None:
            a.kv.v_scale = v_scale.data_ptr()
        self._run(a, ap, "sa_attention")
        return out, lse


def fp8_key(q_scale, k_scale, v_scale, out_dtype):
    """FP8 attention's part of a launch key: the descales (tensors or host floats) and out_dtype."""
    if out_dtype is not None and out_dtype.__class__ is not torch.dtype:
        raise NoKey
    return (None if q_scale is None else vkey(q_scale), None if k_scale is None else vkey(k_scale),
            None if v_scale is None else vkey(v_scale), out_dtype)


def fp8_scales(q_scale, k_scale, v_scale, device):
    """A cached FP8 call's descales as its launch takes them (scale_tensor): () when none is given."""
    if q_scale is None and k_scale is None and v_scale is None:
        return ()
    return scale_tensor(q_scale, device), scale_tensor(k_scale, device), scale_tensor(v_scale, device)


def host_values(seqlens_k=None, max_seqlen_k=0, block_table=None, num_pages=0, head_map=None, heads_kv=0,
                counts=None, page_size=1):
    """The CPU references read these arrays on the host: their values are checked first (the kernels' are checked
    by the library's validate mode). As on the GPU, only the block_table slots a sequence uses (its first
    ceil(seqlens_k / page_size)) must hold pages; the slots past them may hold anything (-1 padding)."""
    if seqlens_k is not None and seqlens_k.numel() and (int(seqlens_k.min()) < 0 or
                                                        int(seqlens_k.max()) > max_seqlen_k):
        fail(f"seqlens_k has values outside [0, max_seqlen_k = {max_seqlen_k}]")
    if block_table is not None and block_table.numel() and seqlens_k is not None:
        used = torch.arange(block_table.shape[1]) < ((seqlens_k.long() + page_size - 1) // page_size)[:, None]
        pages = block_table.cpu()[used.cpu()]
        if pages.numel() and (int(pages.min()) < 0 or int(pages.max()) >= num_pages):
            fail(f"block_table has page numbers outside [0, {num_pages}) in the slots the sequences use")
    if head_map is not None and head_map.numel() and (int(head_map.min()) < 0 or int(head_map.max()) >= heads_kv):
        fail(f"head_map has entries outside [0, {heads_kv})")
    if counts is not None and counts.numel() and int(counts.min()) < 0:
        fail("counts has negative entries")


def gather_cache(k_cache, v_cache, seqlens_k, block_table, max_k):
    """A KV cache's keys as packed K/V for the kernels that read contiguous rows (MOMO, Kascade prefill,
    block-sparse): sequence b's first seqlens_k[b] positions one after another, cu_seqlens_k their int32 prefix sum.
    All on the device, no synchronization: the copy has batch x max_k rows (the lengths' bound; the rows past the
    last sequence are never read). k_cache padded [B, capacity, Hkv, D], or pages [num_pages, page_size, Hkv, D] with
    block_table [B, max_pages]. Indices past the table or the cache (only for lengths beyond max_k, which validation
    mode and the CPU path refuse) are clamped, so the copy itself never reads out of bounds."""
    B, dev = seqlens_k.shape[0], k_cache.device
    if B == 0:   # no sequence: one row of zeros keeps the pointers valid
        return (k_cache.new_zeros((1,) + tuple(k_cache.shape[2:])), v_cache.new_zeros((1,) + tuple(v_cache.shape[2:])),
                torch.zeros(1, dtype=torch.int32, device=dev))
    cu = torch.zeros(B + 1, dtype=torch.int64, device=dev)
    cu[1:] = torch.cumsum(seqlens_k.to(torch.int64), 0)
    r = torch.arange(max(B * int(max_k), 1), device=dev)
    b = torch.searchsorted(cu[1:], r, right=True).clamp(max=B - 1)
    j = (r - cu[b]).clamp(min=0)
    if block_table is None:
        slot, row = b, j.clamp(max=k_cache.shape[1] - 1)
    else:
        ps = k_cache.shape[1]
        col = torch.div(j, ps, rounding_mode="floor").clamp(max=block_table.shape[1] - 1)
        slot, row = block_table.to(torch.int64)[b, col].clamp(0, k_cache.shape[0] - 1), j % ps
    return k_cache[slot, row], v_cache[slot, row], cu.to(torch.int32)


def host_cu_seqlens(cu, name, rows, longest):
    """Packed layout on the CPU: cu_seqlens start at 0 or more, never decrease, end within the tensor's rows, and no
    sequence is longer than max_seqlen."""
    c = cu.tolist()
    if c and (c[0] < 0 or c[-1] > rows):
        fail(f"{name} runs from {c[0]} to {c[-1]}; it must stay within [0, {rows}] (the packed tensor's rows)")
    for b in range(len(c) - 1):
        if c[b + 1] < c[b] or c[b + 1] - c[b] > longest:
            fail(f"{name}[{b}:{b + 2}] = {c[b:b + 2]}: lengths must be >= 0 and at most max_seqlen ({longest})")


def cpu_ref_decode(a, out, lse, blasst, counters):
    o32 = torch.empty(out.shape, dtype=torch.float32)
    a.o, a.o_strides = ptr(o32), strides(o32)
    opt = _lib.sa_ref_options()
    opt.precision = REF_FLOAT
    if blasst and a.q_len > MAX_DECODE_Q:  # the prefill kernels' tiling (the library routes these calls there)
        opt.rows_per_block, opt.kv_tile, opt.block_rows = CPU_PREFILL_TILES
    elif blasst:
        opt.kv_tile, opt.chunks = CPU_DECODE_TILES
        opt.rows_per_block = min(a.q_len * (a.heads_q // a.heads_kv), MAX_DECODE_Q)
    _lib.check(lib.sa_ref_decode(ctypes.byref(a), ctypes.byref(opt), ptr(o32), ptr(lse)), "sa_ref_decode")
    out.copy_(o32)
    if counters is not None:
        counters += torch.tensor([opt.counters[0], opt.counters[1]], dtype=torch.int64)


def decode_impl(q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, blasst, lam, sf, counters, num_splits,
                workspace, return_lse, mods=NO_MODS, sinks=None, out=None, k_scale=None, v_scale=None):
    if on_gpu(q):
        launch = DecodeLaunch(q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, blasst, lam, sf, counters,
                              num_splits, workspace, return_lse, mods, sinks, out, k_scale, v_scale)
        o, lse = launch(q, kc.data_ptr(), vc.data_ptr(), seqlens_k, block_table, counters, workspace, sinks, out,
                        k_scale, v_scale)
        return o, (lse if lse is not None else torch.empty((0,), dtype=torch.float32, device=q.device))
    carried(q.shape[-1], ("fwd_decode__",) if q.shape[1] <= MAX_DECODE_Q else ("fwd_prefill__",), "sa_decode")
    out = torch.empty_like(q) if out is None else out
    lse = torch.empty((q.shape[0], q.shape[2], q.shape[1]) if return_lse else (0,), dtype=torch.float32,
                      device=q.device)
    aligned([("q", q), ("k_cache", kc), ("v_cache", vc), ("out", out)])
    a = decode_args(q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, blasst, lam, sf, counters,
                    num_splits, out, lse if return_lse else None, mods, sinks, k_scale, v_scale)
    host_values(seqlens_k, max_seqlen_k, block_table, kc.shape[0], page_size=kc.shape[1])
    host_scales([("k_scale", k_scale), ("v_scale", v_scale)])
    cpu_ref_decode(a, out, lse if return_lse else None, blasst, counters)
    return out, lse


def merge_impl(outs, lses, out=None, out_lse=None):
    """sa_merge_states over parts [B, S, H, D] (packed [T, H, D]) with LSEs [B, H, S] ([H, T])."""
    o0 = outs[0]
    packed = o0.dim() == 3
    out = torch.empty_like(o0) if out is None else out
    lse = torch.empty(tuple(lses[0].shape), dtype=torch.float32, device=o0.device) if out_lse is None else out_lse
    aligned([(f"outs[{i}]", o) for i, o in enumerate(outs)] + [("out", out)])
    a = _lib.sa_merge_args()
    a.dtype, a.parts = DTYPES[o0.dtype], len(outs)
    a.batch, a.seqlen, a.heads, a.head_dim = (1,) + tuple(o0.shape) if packed else tuple(o0.shape)
    for i, (o, l) in enumerate(zip(outs, lses)):
        a.o_parts[i], a.lse_parts[i] = ptr(o), ptr(l)
    a.part_strides, a.lse = strides(o0, packed), ptr(lse)
    if on_gpu(o0):
        a.o, a.o_strides = ptr(out), strides(out, packed)
        c = ctx_of(o0)
        c.check(lib.sa_merge_states(c.ptr, ctypes.byref(a), stream_of(o0)), "sa_merge_states")
    else:
        o32 = torch.empty(out.shape, dtype=torch.float32)
        a.o, a.o_strides = ptr(o32), strides(o32, packed)
        _lib.check(lib.sa_ref_merge_states(ctypes.byref(a), REF_FLOAT, ptr(o32), ptr(lse)), "sa_ref_merge_states")
        out.copy_(o32)
    return out, lse


def block_sparse_args(q, k, v, out, lse, block_index, block_count, key_block, sink, window, causal, cu_q=None,
                      cu_k=None, max_q=0, max_k=0):
    bs = _lib.sa_block_sparse_args()
    bs.attn = attention_args(q, k, v, out, lse, cu_q, cu_k, max_q, max_k, causal, 0.0, False, 0.0, 0.0, None)
    bs.query_block, bs.key_block = 128, int(key_block)
    bs.block_index, bs.block_count = ptr(block_index), ptr(block_count)
    bs.query_blocks, bs.max_blocks = block_index.shape[2], block_index.shape[3]
    bs.sink_tokens, bs.window_tokens = int(sink), int(window)
    return bs


def host_packed(q, k, cu_q, cu_k, max_q, max_k):
    """The CPU references read cu_seqlens on the host: checked first (host_cu_seqlens)."""
    if cu_q is not None:
        host_cu_seqlens(cu_q, "cu_seqlens_q", q.shape[0], max_q)
        host_cu_seqlens(cu_k, "cu_seqlens_k", k.shape[0], max_k)


def block_sparse_impl(q, k, v, block_index, block_count, key_block, sink, window, causal, scale, return_lse, cu_q=None,
                      cu_k=None, max_q=0, max_k=0):
    packed = cu_q is not None
    out = torch.empty_like(q)
    lse = torch.empty(lse_shape(q, packed) if return_lse else (0,), dtype=torch.float32, device=q.device)
    aligned([("q", q), ("k", k), ("v", v)])
    bs = block_sparse_args(q, k, v, out, lse if return_lse else None, block_index, block_count, key_block, sink, window,
                           causal, cu_q, cu_k, max_q, max_k)
    bs.attn.softmax_scale = scale
    if on_gpu(q):
        c = ctx_of(q)
        c.check(lib.sa_block_sparse_attention(c.ptr, ctypes.byref(bs), stream_of(q)), "sa_block_sparse_attention")
    else:
        carried(q.shape[-1], ("fwd_block_sparse__",), "sa_block_sparse_attention")
        host_packed(q, k, cu_q, cu_k, max_q, max_k)
        o32 = torch.empty(q.shape, dtype=torch.float32)
        bs.attn.o, bs.attn.o_strides = ptr(o32), strides(o32, packed)
        _lib.check(lib.sa_ref_block_sparse(ctypes.byref(bs), REF_FLOAT, ptr(o32), ptr(lse) if return_lse else None),
                   "sa_ref_block_sparse")
        out.copy_(o32)
    return out, lse


def momo_args(q, k, v, out, scale, p, cu_q=None, cu_k=None, max_q=0, max_k=0):
    m = _lib.sa_momo_args()
    m.attn = attention_args(q, k, v, out, None, cu_q, cu_k, max_q, max_k, True, scale, False, 0.0, 0.0, None)
    for name, val in p.items():
        setattr(m.params, name, int(val))
    return m


def batch_rows(q, cu_q, max_q):
    """(batch, the longest query length) of q padded [B, Sq, H, D] or packed by cu_q with max_q."""
    return (cu_q.shape[0] - 1, int(max_q)) if cu_q is not None else (q.shape[0], q.shape[1])


def momo_sizes(seqlen_q, p):
    nq = -(-seqlen_q // p["gamma"])
    nqb = -(-seqlen_q // p["query_block"])
    return nq, nqb


def momo_impl(q, k, v, scale, p, cu_q=None, cu_k=None, max_q=0, max_k=0):
    """Returns (out, block_index [B, Hq, nqb, k_trim], block_count [B, Hq, nqb]); packed: B sequences, nqb of the
    longest."""
    if not on_gpu(q):
        carried(q.shape[-1], ("fwd_qsa__",), "sa_momo_prefill")
        carried(q.shape[-1], ("fwd_block_sparse__",), "sa_momo_prefill")
    packed = cu_q is not None
    out = torch.empty_like(q)
    aligned([("q", q), ("k", k), ("v", v)])
    m = momo_args(q, k, v, out, scale, p, cu_q, cu_k, max_q, max_k)
    (B, Sq), Hq = batch_rows(q, cu_q, max_q), q.shape[-2]
    nq, nqb = momo_sizes(Sq, p)
    if on_gpu(q):
        c = ctx_of(q)
        size = ctypes.c_size_t()
        c.check(lib.sa_momo_workspace_size(ctypes.byref(m), ctypes.byref(size)), "sa_momo_workspace_size")
        ws = torch.empty(size.value, dtype=torch.uint8, device=q.device)
        m.workspace, m.workspace_bytes = ptr(ws), size.value
        bufs = _lib.sa_momo_buffers()
        c.check(lib.sa_momo_buffers_get(ctypes.byref(m), ctypes.byref(bufs)), "sa_momo_buffers_get")
        c.check(lib.sa_momo_prefill(c.ptr, ctypes.byref(m), stream_of(q)), "sa_momo_prefill")
        base = ws.data_ptr()

        def view(addr, shape):
            n = math.prod(shape)
            return ws[addr - base:addr - base + 4 * n].view(torch.int32).view(*shape).clone()
        return out, view(bufs.block_index, (B, Hq, nqb, p["k_trim"])), view(bufs.block_count, (B, Hq, nqb))
    # CPU: the reference's output; steps 1-2 again for the block lists
    host_packed(q, k, cu_q, cu_k, max_q, max_k)
    D = q.shape[-1]
    o32 = torch.empty(q.shape, dtype=torch.float32)
    m.attn.o, m.attn.o_strides = ptr(o32), strides(o32, packed)
    _lib.check(lib.sa_ref_momo_prefill(ctypes.byref(m), REF_FLOAT, ptr(o32)), "sa_ref_momo_prefill")
    out.copy_(o32)
    o_g = torch.empty((B, nq, Hq, D), dtype=torch.float32)
    lse_g = torch.empty((B, Hq, nq), dtype=torch.float32)
    ti = torch.empty((B, Hq, nq, p["k"]), dtype=torch.int32)
    ts = torch.empty((B, Hq, nq, p["k"]), dtype=torch.float32)
    _lib.check(lib.sa_ref_momo_qsa(ctypes.byref(m), REF_FLOAT, ptr(o_g), ptr(lse_g), ptr(ti), ptr(ts)), "sa_ref_momo_qsa")
    bi = torch.empty((B, Hq, nqb, p["k_trim"]), dtype=torch.int32)
    bc = torch.empty((B, Hq, nqb), dtype=torch.int32)
    _lib.check(lib.sa_ref_momo_union_trim(ctypes.byref(m), ptr(ti), ptr(ts), ptr(bi), ptr(bc)), "sa_ref_momo_union_trim")
    return out, bi, bc


def momo_params(gamma, key_block, query_block, k, k_exact, topk, k_trim, sink_tokens, window_tokens):
    """The MOMO parameters after the defaults (sa_momo_params' zero meanings), checked."""
    if topk not in TOPK:
        fail(f"topk is {topk!r}; use one of {sorted(TOPK)}")
    p = {"gamma": gamma, "key_block": key_block, "query_block": query_block, "k": k, "k_exact": k_exact,
         "topk": TOPK[topk], "k_trim": k if k_trim is None else k_trim, "sink_tokens": sink_tokens,
         "window_tokens": window_tokens}
    for name in ("gamma", "key_block", "query_block", "k", "k_exact", "k_trim"):
        if int(p[name]) <= 0:
            fail(f"{name} is {p[name]}; it must be > 0")
    for name in ("sink_tokens", "window_tokens"):
        if int(p[name]) < 0:
            fail(f"{name} is {p[name]}; it must be >= 0")
    # the C API reads 0 as "default" and -1 as "none"
    p["sink_tokens"] = p["sink_tokens"] if p["sink_tokens"] > 0 else -1
    p["window_tokens"] = p["window_tokens"] if p["window_tokens"] > 0 else -1
    return {n: int(x) for n, x in p.items()}


def kascade_sparse_args(q, k, v, out, indices, counts, head_map, tile, scale, cu_q=None, cu_k=None, max_q=0, max_k=0):
    ka = _lib.sa_kascade_sparse_args()
    ka.attn = attention_args(q, k, v, out, None, cu_q, cu_k, max_q, max_k, True, scale, False, 0.0, 0.0, None)
    ka.tile, ka.indices, ka.counts = int(tile), ptr(indices), ptr(counts)
    ka.tiles, ka.max_k = indices.shape[2], indices.shape[3]
    ka.head_map = ptr(head_map)
    return ka


def kascade_prefill_impl(q, k, v, indices, counts, role, head_map, fraction, k_min, tile, scale, out=None, cu_q=None,
                         cu_k=None, max_q=0, max_k=0):
    if not on_gpu(q):
        carried(q.shape[-1], ("fwd_kascade__",), "sa_kascade_prefill")
    packed = cu_q is not None
    if packed and role != KASCADE_ROLES["reuse"]:
        cu_k = cu_q   # the anchor roles' packed batch is self-attention (kascade_prefill checks it): one array
    lay = (cu_q, cu_k, max_q, max_k)
    out = torch.empty_like(q) if out is None else out
    aligned([("q", q), ("k", k), ("v", v), ("out", out)])
    if on_gpu(q):
        ka = _lib.sa_kascade_prefill_args()
        ka.sparse = kascade_sparse_args(q, k, v, out, indices, counts, head_map, tile, scale, *lay)
        ka.role, ka.topk_fraction, ka.k_min = role, fraction, k_min
        c = ctx_of(q)
        size = ctypes.c_size_t()
        c.check(lib.sa_kascade_prefill_workspace_size(ctypes.byref(ka), ctypes.byref(size)),
                "sa_kascade_prefill_workspace_size")
        ws = workspace_for(size.value, None, q.device, "")
        if ws is not None:
            ka.workspace, ka.workspace_bytes = ptr(ws), ws.numel()
        c.check(lib.sa_kascade_prefill(c.ptr, ctypes.byref(ka), stream_of(q)), "sa_kascade_prefill")
        return out
    (B, Sq), Sk, Hkv = batch_rows(q, cu_q, max_q), (int(max_k) if packed else k.shape[1]), k.shape[-2]
    host_values(head_map=head_map, heads_kv=Hkv)
    host_packed(q, k, cu_q, cu_k, max_q, max_k)
    if role != KASCADE_ROLES["reuse"]:   # the anchor roles write the lists first
        tiles = -(-Sq // tile)             # the scores' layout; indices may hold more tiles (left empty)
        ka = kascade_sparse_args(q, k, v, out, indices, counts, None, tile, scale, *lay)
        sc = torch.empty((B, Hkv, tiles, Sk), dtype=torch.float64)
        _lib.check(lib.sa_ref_kascade_prefill_scores(ctypes.byref(ka), ptr(sc)), "sa_ref_kascade_prefill_scores")
        diag = Sk - Sq
        lengths = torch.tensor([min(max(t * tile + diag, 0), Sk) for t in range(tiles)], dtype=torch.int32)
        lengths = lengths.repeat(B * Hkv)
        sc32 = sc.float().contiguous()
        idx = torch.empty((B, Hkv, tiles, indices.shape[3]), dtype=torch.int32)
        cnt = torch.empty((B, Hkv, tiles), dtype=torch.int32)
        _lib.check(lib.sa_ref_kascade_topk(ptr(sc32), Sk, B * Hkv * tiles, ptr(lengths), 0, fraction, k_min,
                                           ptr(idx), ptr(cnt), indices.shape[3]), "sa_ref_kascade_topk")
        indices.fill_(-1)
        counts.zero_()
        indices[:, :, :tiles] = idx
        counts[:, :, :tiles] = cnt
    if role == KASCADE_ROLES["dense"]:
        o, _ = attention_impl(q, k, v, cu_q, cu_k, max_q, max_k, True, scale, False, 0.0, 0.0, None, False, out=out)
        return o
    ka = kascade_sparse_args(q, k, v, out, indices, counts, head_map if role == 0 else None, tile, scale, *lay)
    o32 = torch.empty(q.shape, dtype=torch.float32)
    ka.attn.o, ka.attn.o_strides = ptr(o32), strides(o32, packed)
    _lib.check(lib.sa_ref_kascade_sparse_attention(ctypes.byref(ka), REF_FLOAT, ptr(o32), None),
               "sa_ref_kascade_sparse_attention")
    out.copy_(o32)
    return out


def kascade_decode_impl(q, kc, vc, seqlens_k, indices, counts, block_table, role, head_map, fraction, k_min,
                        max_seqlen_k, causal, scale, workspace, out=None):
    if not on_gpu(q):
        carried(q.shape[-1], ("fwd_decode__",), "sa_kascade_decode")
    out = torch.empty_like(q) if out is None else out
    aligned([("q", q), ("k_cache", kc), ("v_cache", vc), ("out", out)])
    a = decode_args(q, kc, vc, seqlens_k, block_table, max_seqlen_k, causal, scale, False, 0.0, 0.0, None, 0, out, None)
    a.method = 2
    kp = a.kascade
    kp.indices, kp.counts, kp.max_k = ptr(indices), ptr(counts), indices.shape[2]
    kp.head_map = ptr(head_map) if role == 0 else None
    kp.anchor, kp.topk_fraction, kp.k_min = role, fraction, k_min
    if on_gpu(q):
        ka = _lib.sa_kascade_decode_args()
        ka.decode, ka.role = a, role
        c = ctx_of(q)
        plan = _lib.sa_decode_plan()
        c.check(lib.sa_kascade_decode_plan_get(c.ptr, ctypes.byref(ka), ctypes.byref(plan)), "sa_kascade_decode_plan_get")
        ws = workspace_for(plan.workspace_bytes, workspace, q.device, "this Kascade decode plan")
        if ws is not None:
            ka.decode.workspace, ka.decode.workspace_bytes = ptr(ws), ws.numel()
        c.check(lib.sa_kascade_decode(c.ptr, ctypes.byref(ka), stream_of(q)), "sa_kascade_decode")
        return out
    B, Hkv = q.shape[0], kc.shape[2]
    host_values(seqlens_k, max_seqlen_k, block_table, kc.shape[0], head_map, Hkv, counts if role == 0 else None,
                page_size=kc.shape[1])
    if role != 0:   # anchor roles: pooled scores, then the top-k lists
        sc = torch.empty((B, Hkv, max(int(max_seqlen_k), 1)), dtype=torch.float64)
        a.method = 0
        _lib.check(lib.sa_ref_kascade_decode_scores(ctypes.byref(a), ptr(sc)), "sa_ref_kascade_decode_scores")
        lengths = (seqlens_k - q.shape[1]).clamp(min=0).repeat_interleave(Hkv).to(torch.int32).contiguous()
        sc32 = sc.float().contiguous()
        _lib.check(lib.sa_ref_kascade_topk(ptr(sc32), sc.shape[2], B * Hkv, ptr(lengths), 0, fraction, k_min,
                                           ptr(indices), ptr(counts), indices.shape[2]), "sa_ref_kascade_topk")
        a.method = 0 if role == 2 else 2
    cpu_ref_decode(a, out, None, False, None)
    return out
