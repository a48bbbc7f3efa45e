"""FP8 KV caches in decode (torch.float8_e4m3fn / float8_e5m2 codes, fp32 scales; q and out bf16/fp16): results
against float64 attention over the dequantized cache (code.to(float64) x scale) on the CPU (the library's references)
and against torch SDPA on a GPU, every scale layout (per tensor, per KV head, [B, Hkv], expanded views) and its
strides, every refusal by name, flash_attn_with_kvcache's k_descale / v_descale, the custom op and CUDA graphs."""

import pytest
import torch

import sparseattn as sa
from sparseattn import _core, _lib
from conftest import gpu
from test_core import close, rand, ref_attention

E4M3, E5M2 = torch.float8_e4m3fn, torch.float8_e5m2
FORMATS = [E4M3, E5M2]
DEVICES = ["cpu", pytest.param("cuda", marks=gpu)]
B, CAP, HQ, HKV, D = 3, 96, 8, 2, 64          # GQA group 4
LENS = [96, 5, 61]


def quantize(x, dtype, scale):
    """FP8 codes of x [B, L, Hkv, D] for scales [B, Hkv] (x / scale, rounded by torch)."""
    return (x.float() / scale.float()[:, None, :, None]).to(dtype)


def dequant(codes, scale):
    """code.to(float64) x scale, scale [B, Hkv]."""
    return codes.to(torch.float64) * scale.double().to(codes.device)[:, None, :, None]


def full(s, b=B, hkv=HKV):
    """A scale argument as [B, Hkv] float64 on the CPU (None: 1)."""
    if s is None:
        return torch.ones(b, hkv, dtype=torch.float64)
    if not isinstance(s, torch.Tensor):
        return torch.full((b, hkv), float(s), dtype=torch.float64)
    return s.double().cpu().expand(b, hkv).clone()


def scale_kinds(device, b=B, hkv=HKV, seed=0):
    """Every scale layout decode takes: name -> (k_scale, v_scale)."""
    g = torch.Generator().manual_seed(seed)

    def r(*shape):
        return (torch.rand(*shape, generator=g) * 1.5 + 0.25).to(device)
    per_head = r(2 * hkv)[::2]                              # [Hkv], stride 2
    return {
        "none": (None, None),
        "float": (0.75, 1.5),
        "scalar": (r(()), r(())),                          # []
        "one": (r(1), r(1)),                               # [1]: vLLM's layer._k_scale
        "per_head": (r(hkv), per_head),
        "batch_head": (r(b, hkv), r(b, hkv)),             # FlashAttention-3's k_descale
        "expanded_one": (r(1).expand(b, hkv), r(1).expand(b, hkv)),   # vLLM: _k_scale.expand(B, Hkv)
        "expanded_head": (r(hkv).expand(b, hkv), r(b, 1).expand(b, hkv)),
        "transposed": (r(hkv, b).t(), r(hkv, b).t()),
        "mixed": (r(1), r(b, hkv)),                        # two layouts: copied into one
    }


def make_cache(dtype, device, seed=0, b=B, cap=CAP, hkv=HKV, d=D, ks=None, vs=None):
    """FP8 codes of random K/V (about N(0, 4)) quantized at scales ks, vs ([B, Hkv] on the CPU; None: 1)."""
    torch.manual_seed(seed)
    ks = full(None, b, hkv) if ks is None else ks
    vs = full(None, b, hkv) if vs is None else vs
    kc = quantize(torch.randn(b, cap, hkv, d) * 2, dtype, ks).to(device)
    vc = quantize(torch.randn(b, cap, hkv, d) * 2, dtype, vs).to(device)
    return kc, vc


def paged(codes, page, seed=0):
    """[B, L, H, D] codes as shuffled pages [B * per + 2, page, H, D] (bytes copied) with the block table."""
    b, L, h, d = codes.shape
    per = -(-L // page)
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(b * per + 2, generator=g)[:b * per].view(b, per).to(torch.int32)
    u = codes.cpu().view(torch.uint8)
    pages = torch.zeros(b * per + 2, page, h, d, dtype=torch.uint8)
    pages[perm.flatten().long()] = torch.nn.functional.pad(u, (0, 0, 0, 0, 0, per * page - L)).view(b * per, page, h, d)
    return pages.view(codes.dtype).to(codes.device), perm.to(codes.device)


def ref_decode(q, kd, vd, lens, causal=True):
    """float64 attention of q [B, q_len, Hq, D] over the dequantized caches [B, L, Hkv, D], sequence b's first
    lens[b] keys."""
    outs = []
    for b in range(q.shape[0]):
        L = int(lens[b])
        outs.append(ref_attention(q[b:b + 1], kd[b:b + 1, :L], vd[b:b + 1, :L], causal)[0])
    return torch.cat(outs)


# ---------------------------------------------------------------------------------------------------------------
# the scales' layouts: shapes -> (scale_batch_stride, scale_head_stride)
# ---------------------------------------------------------------------------------------------------------------

def test_scale_strides_of_every_layout():
    one = torch.ones(1)
    cases = [
        (torch.tensor(2.0), (0, 0)),
        (one, (0, 0)),
        (torch.ones(HKV), (0, 1)),
        (torch.ones(2 * HKV)[::2], (0, 2)),
        (torch.ones(B, HKV), (HKV, 1)),
        (torch.ones(HKV, B).t(), (1, B)),
        (torch.tensor(2.0).expand(B, HKV), (0, 0)),
        (one.expand(B, HKV), (0, 0)),
        (torch.ones(HKV).expand(B, HKV), (0, 1)),
        (torch.ones(B, 1).expand(B, HKV), (1, 0)),
        (torch.ones(1, HKV), (0, 1)),
        (torch.ones(B, 1), (1, 0)),
        (None, (0, 0)),
    ]
    for s, want in cases:
        assert _core.scale_strides(s) == want, (None if s is None else (tuple(s.shape), s.stride()), want)


@pytest.mark.parametrize("dtype,fmt", [(E4M3, 1), (E5M2, 2), (torch.bfloat16, 0)])
def test_decode_args_carry_the_format_and_scales(dtype, fmt):
    q = rand(B, 1, HQ, D)
    kc = torch.zeros(B, CAP, HKV, D).to(dtype)
    lens = torch.tensor(LENS, dtype=torch.int32)
    fp8 = dtype in FORMATS
    ks = torch.rand(HKV) + 0.5 if fp8 else None
    vs = (torch.rand(1) + 0.5).expand(B, HKV) if fp8 else None
    a = _core.decode_args(q, kc, kc, lens, None, CAP, True, 0.0, False, 0.0, 0.0, None, 0, q, None, k_scale=ks,
                          v_scale=vs)
    assert a.kv.format == fmt
    if not fp8:
        assert not a.kv.k_scale and not a.kv.v_scale and (a.kv.scale_batch_stride, a.kv.scale_head_stride) == (0, 0)
        return
    # [Hkv] (0, 1) and an expanded [1] (0, 0): two layouts, copied into one contiguous [B, Hkv]
    k2, v2 = a._scales
    assert (a.kv.scale_batch_stride, a.kv.scale_head_stride) == (HKV, 1)
    assert a.kv.k_scale == k2.data_ptr() and a.kv.v_scale == v2.data_ptr()
    assert torch.equal(k2, ks.expand(B, HKV)) and torch.equal(v2, vs)
    # one layout: the caller's tensors, no copy
    a = _core.decode_args(q, kc, kc, lens, None, CAP, True, 0.0, False, 0.0, 0.0, None, 0, q, None, k_scale=ks,
                          v_scale=ks * 2)
    assert (a.kv.scale_batch_stride, a.kv.scale_head_stride) == (0, 1) and a.kv.k_scale == ks.data_ptr()
    a = _core.decode_args(q, kc, kc, lens, None, CAP, True, 0.0, False, 0.0, 0.0, None, 0, q, None, v_scale=vs)
    assert not a.kv.k_scale and a.kv.v_scale == vs.data_ptr()
    assert (a.kv.scale_batch_stride, a.kv.scale_head_stride) == (0, 0)


# ---------------------------------------------------------------------------------------------------------------
# results (CPU: the references; GPU: the kernels) against float64 over the dequantized cache
# ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("fmt", FORMATS, ids=["e4m3", "e5m2"])
@pytest.mark.parametrize("kind", list(scale_kinds("cpu")))
@pytest.mark.parametrize("page", [None, 16])
def test_decode_fp8(device, fmt, kind, page):
    ks, vs = scale_kinds(device)[kind]
    kc, vc = make_cache(fmt, device, ks=full(ks), vs=full(vs))
    kd, vd = dequant(kc.cpu(), full(ks)), dequant(vc.cpu(), full(vs))
    lens = torch.tensor(LENS, dtype=torch.int32, device=device)
    for q_len, qdt in ((1, torch.bfloat16), (4, torch.float16)):
        q = rand(B, q_len, HQ, D, dtype=qdt, device=device)
        ref = ref_decode(q.cpu(), kd, vd, lens.cpu())
        if page is None:
            o = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, causal=True, k_scale=ks, v_scale=vs)
        else:
            kp, bt = paged(kc, page)
            vp, _ = paged(vc, page)
            o = sa.decode(q, kp, vp, lens, max_seqlen_k=CAP, causal=True, block_table=bt, k_scale=ks, v_scale=vs)
        assert o.dtype == qdt and o.shape == q.shape
        close(o, ref, torch.bfloat16, f"{kind} {fmt} page={page} q_len={q_len}")


@pytest.mark.parametrize("device", DEVICES)
def test_scales_change_the_result(device):
    """The scales are applied: v_scale x 2 doubles O exactly (a power of two), k_scale changes the softmax."""
    kc, vc = make_cache(E4M3, device)
    q = rand(B, 1, HQ, D, device=device)
    lens = torch.tensor(LENS, dtype=torch.int32, device=device)
    vs = torch.rand(B, HKV, device=device) + 0.5
    o1 = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, v_scale=vs)
    o2 = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, v_scale=vs * 2)
    if device == "cpu":   # the reference multiplies in float64: exact (the kernels may round P differently)
        assert torch.equal(o2.float(), o1.float() * 2)
    assert torch.allclose(o2.float(), o1.float() * 2, rtol=1e-2, atol=1e-3)
    o3 = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=2.0, v_scale=vs)
    assert (o3.float() - o1.float()).abs().max() > 0.05
    close(o3, ref_decode(q.cpu(), dequant(kc.cpu(), full(2.0)), dequant(vc.cpu(), full(vs)), lens.cpu(), False),
          torch.bfloat16, "k_scale 2")


@pytest.mark.parametrize("device", DEVICES)
def test_fp8_3d_query_out_and_lse(device):
    """q [B, Hq, D] passes the scales through; out= (the direct path) and the op agree; the LSE is the reference's."""
    kc, vc = make_cache(E5M2, device, seed=1)
    ks, vs = torch.rand(HKV, device=device) + 0.5, torch.rand(B, HKV, device=device) + 0.5
    q = rand(B, HQ, D, device=device)
    lens = torch.tensor(LENS, dtype=torch.int32, device=device)
    o4, l4 = sa.decode(q[:, None], kc, vc, lens, max_seqlen_k=CAP, k_scale=ks, v_scale=vs, return_lse=True)
    out = torch.full_like(q, float("nan"))
    o3, l3 = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=ks, v_scale=vs, return_lse=True, out=out)
    assert o3 is out and torch.equal(o3, o4[:, 0]) and torch.equal(l3, l4[..., 0])
    assert torch.equal(sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=ks, v_scale=vs), o3)
    kd, vd = dequant(kc.cpu(), full(ks)), dequant(vc.cpu(), full(vs))
    close(o4, ref_decode(q[:, None].cpu(), kd, vd, lens.cpu()), torch.bfloat16, "3-D query")
    for b in range(B):
        L = int(lens[b])
        _, rl = ref_attention(q[b:b + 1, None].cpu(), kd[b:b + 1, :L], vd[b:b + 1, :L], False)
        assert (l4[b].double().cpu() - rl[0]).abs().max() < 1e-2


@pytest.mark.parametrize("device", DEVICES)
def test_fp8_blasst_and_engine_features(device):
    """BLASST at lambda 0 is dense's result; a window, soft-cap and sinks apply over an FP8 cache as over bf16."""
    kc, vc = make_cache(E4M3, device, seed=2)
    q = rand(B, 2, HQ, D, device=device)
    lens = torch.tensor(LENS, dtype=torch.int32, device=device)
    ks, vs = torch.rand(HKV, device=device) + 0.5, 0.5
    dense = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, causal=True, k_scale=ks, v_scale=vs)
    c = torch.zeros(2, dtype=torch.int64, device=device)
    o0 = sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, causal=True, k_scale=ks, v_scale=vs, blasst_lambda=0.0,
                   counters=c)
    close(o0, dense.double(), torch.bfloat16, "BLASST at lambda 0")
    assert c[0].item() > 0 and c[1].item() == 0
    # the same codes dequantized into a bf16 cache: the engine features agree
    kb = dequant(kc.cpu(), full(ks)).to(torch.bfloat16).to(device)
    vb = dequant(vc.cpu(), full(vs)).to(torch.bfloat16).to(device)
    sinks = torch.randn(HQ, device=device)
    kw = dict(max_seqlen_k=CAP, causal=True, window_size=(20, 0), softcap=5.0, sinks=sinks)
    o = sa.decode(q, kc, vc, lens, k_scale=ks, v_scale=vs, **kw)
    ob = sa.decode(q, kb, vb, lens, **kw)
    close(o, ob.double(), torch.bfloat16, "engine features over FP8 against bf16")
    assert (o.float() - dense.float()).abs().max() > 0.05    # the features changed the result


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("page", [None, 8])
def test_flash_attn_with_kvcache_descales(device, page):
    """FlashAttention-3's k_descale / v_descale [B, Hkv] (and vLLM's expanded [1]) over an FP8 cache, contiguous and
    paged (page_table), with FP8 codes appended at cache_seqlens first."""
    ks = torch.rand(B, HKV, device=device) + 0.5
    vs = (torch.rand(1, device=device) + 0.5).expand(B, HKV)      # vLLM: layer._v_scale.expand(B, Hkv)
    kc, vc = make_cache(E4M3, device, seed=3, ks=ks.cpu(), vs=full(vs))
    q = rand(B, 2, HQ, D, device=device)
    seq0 = torch.tensor([60, 0, 30], dtype=torch.int32, device=device)
    kn = quantize(torch.randn(B, 2, HKV, D), E4M3, ks.cpu()).to(device)
    vn = quantize(torch.randn(B, 2, HKV, D), E4M3, full(vs)).to(device)
    kw = dict(cache_seqlens=seq0, causal=True, k_descale=ks, v_descale=vs)
    if page is None:
        kcache, vcache = kc.clone(), vc.clone()
        o = sa.flash_attn_with_kvcache(q, kcache, vcache, kn, vn, **kw)
        kview, vview = kcache, vcache
    else:
        kcache, bt = paged(kc, page)
        vcache, _ = paged(vc, page)
        o = sa.flash_attn_with_kvcache(q, kcache, vcache, kn, vn, page_table=bt, **kw)
        kview = torch.stack([kcache.view(torch.uint8)[bt[b].long()].flatten(0, 1)[:CAP] for b in range(B)]).view(E4M3)
        vview = torch.stack([vcache.view(torch.uint8)[bt[b].long()].flatten(0, 1)[:CAP] for b in range(B)]).view(E4M3)
    for b in range(B):
        L0 = int(seq0[b])
        assert torch.equal(kview[b, L0:L0 + 2].view(torch.uint8), kn[b].view(torch.uint8))
        assert torch.equal(vview[b, L0:L0 + 2].view(torch.uint8), vn[b].view(torch.uint8))
    kd, vd = dequant(kview.cpu(), ks.cpu()), dequant(vview.cpu(), full(vs))
    close(o, ref_decode(q.cpu(), kd, vd, (seq0 + 2).cpu()), torch.bfloat16, f"flash_attn_with_kvcache page={page}")
    # the same through sparseattn.decode's names
    o2 = sa.decode(q, kcache, vcache, seq0 + 2, max_seqlen_k=CAP, causal=True, k_scale=ks, v_scale=vs,
                   block_table=None if page is None else bt)
    assert torch.equal(o, o2)


@pytest.mark.parametrize("device", DEVICES)
def test_fp8_custom_op(device):
    """The op's schema carries the scales, read-only; opcheck's fake-tensor and autograd checks (its schema check
    compares the inputs with ops torch lacks for float8); torch.compile traces decode over FP8."""
    schema = str(torch.ops.sparseattn.decode.default._schema)
    assert "Tensor? k_scale=None, Tensor? v_scale=None) -> (Tensor, Tensor)" in schema, schema
    kc, vc = make_cache(E4M3, device, seed=4)
    q = rand(B, 1, HQ, D, device=device)
    lens = torch.tensor(LENS, dtype=torch.int32, device=device)
    ks, vs = torch.rand(HKV, device=device) + 0.5, torch.rand(B, HKV, device=device) + 0.5
    args = (q, kc, vc, lens, None, CAP, True, 0.0, False, 0.0, 0.0, None, 0, None, True, 0, -1, -1, 0.0, None, ks, vs)
    torch.library.opcheck(torch.ops.sparseattn.decode, args,
                          test_utils=("test_faketensor", "test_autograd_registration"))

    def step(q, kc, vc, lens, ks, vs):
        return sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=ks, v_scale=vs).float().sum(-1)
    torch._dynamo.reset()
    f = torch.compile(step, fullgraph=True, backend="inductor" if device == "cuda" else "aot_eager")
    assert torch.allclose(f(q, kc, vc, lens, ks, vs), step(q, kc, vc, lens, ks, vs), rtol=1e-2, atol=1e-2)


# ---------------------------------------------------------------------------------------------------------------
# refusals: each names the argument
# ---------------------------------------------------------------------------------------------------------------

def _refusals():
    q = rand(1, 1, 4, 64)
    kc8, vc8 = torch.zeros(1, 32, 2, 64).to(E4M3), torch.zeros(1, 32, 2, 64).to(E4M3)
    kb = torch.zeros(1, 32, 2, 64, dtype=torch.bfloat16)
    lens = torch.tensor([32], dtype=torch.int32)

    def dec(q=q, k=kc8, v=vc8, **kw):
        return lambda: sa.decode(q, k, v, lens, max_seqlen_k=32, **kw)
    strided = torch.zeros(1, 32, 2, 72).to(E4M3)[..., :64]          # head stride 72 codes: not a multiple of 16
    r = [
        ("fp8 k, bf16 v", dec(v=kb), "k_cache is torch.float8_e4m3fn but v_cache is torch.bfloat16"),
        ("bf16 k, fp8 v", dec(k=kb), "k_cache is torch.bfloat16 but v_cache is torch.float8_e4m3fn"),
        ("e4m3 k, e5m2 v", dec(v=vc8.to(torch.float32).to(E5M2)), "v_cache is torch.float8_e5m2"),
        ("float32 cache", dec(k=torch.zeros(1, 32, 2, 64), v=torch.zeros(1, 32, 2, 64)), "k_cache is torch.float32"),
        ("int8 cache", dec(k=torch.zeros(1, 32, 2, 64, dtype=torch.int8), v=torch.zeros(1, 32, 2, 64,
                                                                                     dtype=torch.int8)),
         "k_cache is torch.int8"),
        ("e4m3fnuz cache", dec(k=torch.zeros(1, 32, 2, 64).to(torch.float8_e4m3fnuz),
                               v=torch.zeros(1, 32, 2, 64).to(torch.float8_e4m3fnuz)),
         "k_cache is torch.float8_e4m3fnuz; a KV cache is"),
        ("int8 v_cache", dec(k=kb, v=torch.zeros(1, 32, 2, 64, dtype=torch.int8)), "v_cache is torch.int8"),
        ("k_scale on bf16", dec(k=kb, v=kb, k_scale=1.0), "k_scale is given but k_cache is torch.bfloat16"),
        ("v_scale on bf16", dec(k=kb, v=kb, v_scale=torch.ones(1)), "v_scale is given but k_cache is"),
        ("scale shape", dec(k_scale=torch.ones(3)), "k_scale has shape (3,)"),
        ("scale rank", dec(v_scale=torch.ones(1, 2, 1)), "v_scale has shape (1, 2, 1)"),
        ("scale [Hkv, B]", dec(k_scale=torch.ones(2, 1)), "k_scale has shape (2, 1)"),
        ("scale dtype", dec(k_scale=torch.ones(1, dtype=torch.float16)), "k_scale is torch.float16"),
        ("scale float64", dec(v_scale=torch.ones(2, dtype=torch.float64)), "v_scale is torch.float64"),
        ("scale device", dec(k_scale=torch.ones(1, device="meta")), "k_scale is on meta but q is on cpu"),
        ("scale type", dec(k_scale=[1.0]), "k_scale must be None, a float or a torch.float32 tensor"),
        ("scale bool", dec(k_scale=True), "k_scale must be None, a float"),
        ("scale zero", dec(k_scale=0.0), "k_scale is 0.0; a scale must be finite and > 0"),
        ("scale negative", dec(v_scale=-1), "v_scale is -1; a scale must be finite and > 0"),
        ("scale nan", dec(k_scale=float("nan")), "k_scale is nan"),
        ("scale inf", dec(v_scale=float("inf")), "v_scale is inf"),
        ("tensor scale nan (host)", dec(k_scale=torch.tensor([float("nan")])), "k_scale holds nan"),
        ("tensor scale zero (host)", dec(v_scale=torch.tensor([1.0, 0.0])), "v_scale holds 0.0"),
        ("tensor scale inf (host)", dec(v_scale=torch.full((1, 2), float("inf"))), "v_scale holds inf"),
        ("q_len 17", dec(q=rand(1, 17, 4, 64)), "q has q_len 17 over an FP8 cache"),
        ("head dim 48", dec(q=rand(1, 1, 4, 48), k=kc8[..., :48].contiguous(), v=vc8[..., :48].contiguous()),
         "head dim 48 over an FP8 cache"),
        ("fp8 q", dec(q=q.to(E4M3)), "q is torch.float8_e4m3fn: FP8 is read only as the KV cache"),
        ("fp8 strides", dec(k=strided, v=strided), "k_cache's stride on dimension 2 is 72"),
        ("prefill over fp8", lambda: sa.attention(rand(1, 32, 4, 64), kc8, vc8, seqlens_k=lens),
         "q is torch.bfloat16 but k is torch.float8_e4m3fn: FP8 attention takes q, k and v all"),
        ("fp8 prefill", lambda: sa.attention(rand(1, 32, 4, 64), kc8, vc8), "k is torch.float8_e4m3fn"),
        ("kascade over fp8", lambda: sa.kascade_decode(q, kc8, vc8, lens, torch.zeros(1, 2, 8, dtype=torch.int32),
                                                       torch.zeros(1, 2, dtype=torch.int32)),
         "k_cache is torch.float8_e4m3fn"),
        ("flash q_descale", lambda: sa.flash_attn_with_kvcache(q, kc8, vc8, cache_seqlens=lens,
                                                               q_descale=torch.ones(1, 2)), "q_descale: FP8 queries"),
        ("flash k_descale shape", lambda: sa.flash_attn_with_kvcache(q, kc8, vc8, cache_seqlens=lens,
                                                                     k_descale=torch.ones(2, 2)),
         "k_descale has shape (2, 2)"),
        ("flash v_descale on bf16", lambda: sa.flash_attn_with_kvcache(q, kb, kb, cache_seqlens=lens, v_descale=1.0),
         "v_descale is given but k_cache is torch.bfloat16"),
        ("flash packed q over fp8", lambda: sa.flash_attn_with_kvcache(
            q[0], kc8, vc8, cache_seqlens=lens, cu_seqlens_q=torch.tensor([0, 1], dtype=torch.int32), max_seqlen_q=1),
         "cu_seqlens_q (packed queries) over an FP8 cache"),
        ("flash packed q, k_descale on bf16", lambda: sa.flash_attn_with_kvcache(
            q[0], kb, kb, cache_seqlens=lens, cu_seqlens_q=torch.tensor([0, 1], dtype=torch.int32), max_seqlen_q=1,
            k_descale=torch.ones(1, 2)), "k_descale is given but k_cache is not an FP8 cache"),
        ("flash q_len 20", lambda: sa.flash_attn_with_kvcache(rand(1, 20, 4, 64), kc8, vc8, cache_seqlens=lens),
         "q has q_len 20 over an FP8 cache"),
        ("flash_attn_func k_descale", lambda: sa.flash_attn_func(rand(1, 8, 4, 64), kb, kb, k_descale=torch.ones(1, 2)),
         "k_descale is given but q is torch.bfloat16: descales are for FP8 attention"),
        ("flash_attn_varlen_func v_descale", lambda: sa.flash_attn_varlen_func(
            rand(8, 4, 64), kb[0], kb[0], torch.tensor([0, 8], dtype=torch.int32),
            torch.tensor([0, 32], dtype=torch.int32), 8, 32, v_descale=torch.ones(1, 2)),
         "v_descale is given but q is torch.bfloat16"),
    ]
    return r


REFUSALS = _refusals()


@pytest.mark.parametrize("name,call,needle", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_fp8_refusals(name, call, needle):
    with pytest.raises(sa.SparseAttnError) as e:
        call()
    assert needle in str(e.value), f"{name}: message {str(e.value)!r} does not say {needle!r}"


def test_refused_append_leaves_the_fp8_cache():
    """bf16 keys appended to an FP8 cache are refused before anything is written (k and v both checked first)."""
    kc, vc = make_cache(E4M3, "cpu", seed=5)
    k0, v0 = kc.clone(), vc.clone()
    q = rand(B, 1, HQ, D)
    seq0 = torch.tensor([10, 10, 10], dtype=torch.int32)
    kn = quantize(torch.randn(B, 1, HKV, D), E4M3, full(None))
    with pytest.raises(sa.SparseAttnError, match="v must be torch.float8_e4m3fn .* quantize"):
        sa.flash_attn_with_kvcache(q, kc, vc, kn, rand(B, 1, HKV, D), cache_seqlens=seq0)
    assert torch.equal(kc.view(torch.uint8), k0.view(torch.uint8)) and torch.equal(vc.view(torch.uint8),
                                                                                   v0.view(torch.uint8))


# ---------------------------------------------------------------------------------------------------------------
# GPU: the kernels against torch SDPA, against the CPU references, validation mode, CUDA graphs
# ---------------------------------------------------------------------------------------------------------------

def sdpa_ref(q, kd, vd, lens, causal=True):
    """torch SDPA (fp32, on q's device) over dequantized caches [B, L, Hkv, D] (float), GQA by repetition."""
    outs = []
    g = q.shape[2] // kd.shape[2]
    for b in range(q.shape[0]):
        L, S = int(lens[b]), q.shape[1]
        qb = q[b].float().transpose(0, 1)                                   # [Hq, S, D]
        kb = kd[b, :L].float().transpose(0, 1).repeat_interleave(g, 0)      # [Hq, L, D]
        vb = vd[b, :L].float().transpose(0, 1).repeat_interleave(g, 0)
        mask = None
        if causal:
            mask = torch.arange(L, device=q.device)[None, :] <= torch.arange(S, device=q.device)[:, None] + L - S
        o = torch.nn.functional.scaled_dot_product_attention(qb, kb, vb, attn_mask=mask)
        outs.append(o.transpose(0, 1))
    return torch.stack(outs)


def gpu_close(o, ref, what, tol=2e-2):
    assert not torch.isnan(o).any(), f"{what}: NaN"
    err = (o.float() - ref.float()).abs().max().item()
    assert err <= tol * max(ref.abs().max().item(), 1e-3) + 1e-3, f"{what}: max error {err}"


@gpu
@pytest.mark.parametrize("fmt", FORMATS, ids=["e4m3", "e5m2"])
@pytest.mark.parametrize("kind", ["one", "per_head", "batch_head", "expanded_one", "mixed"])
@pytest.mark.parametrize("page", [None, 16])
@pytest.mark.parametrize("q_len", [1, 4])
@pytest.mark.parametrize("d", [64, 128])
def test_gpu_fp8_against_sdpa(fmt, kind, page, q_len, d):
    dev = "cuda"
    b, cap, hq, hkv = 4, 700, 16, 4                                  # GQA 4
    ks, vs = scale_kinds(dev, b, hkv, seed=d + q_len)[kind]
    kc, vc = make_cache(fmt, dev, seed=6, b=b, cap=cap, hkv=hkv, d=d, ks=full(ks, b, hkv), vs=full(vs, b, hkv))
    kd = dequant(kc, full(ks, b, hkv)).float()
    vd = dequant(vc, full(vs, b, hkv)).float()
    lens = torch.tensor([700, q_len, 333, 64], dtype=torch.int32, device=dev)
    for qdt in (torch.bfloat16, torch.float16):
        q = rand(b, q_len, hq, d, dtype=qdt, device=dev)
        if page is None:
            o = sa.decode(q, kc, vc, lens, max_seqlen_k=cap, causal=True, k_scale=ks, v_scale=vs)
        else:
            kp, bt = paged(kc, page)
            vp, _ = paged(vc, page)
            o = sa.decode(q, kp, vp, lens, max_seqlen_k=cap, causal=True, block_table=bt, k_scale=ks, v_scale=vs)
        assert o.dtype == qdt
        gpu_close(o, sdpa_ref(q, kd, vd, lens), f"{fmt} {kind} page={page} q_len={q_len} d={d} {qdt}")


@gpu
@pytest.mark.parametrize("fmt", FORMATS, ids=["e4m3", "e5m2"])
def test_gpu_fp8_matches_cpu_reference(fmt):
    """The kernels and the CPU reference on the same codes and scales ([B, Hkv] and per head), with the LSE."""
    b, cap, hq, hkv, d = 2, 300, 8, 2, 128
    ks, vs = torch.rand(b, hkv) + 0.5, torch.rand(hkv) + 0.5
    kc, vc = make_cache(fmt, "cpu", seed=7, b=b, cap=cap, hkv=hkv, d=d, ks=ks, vs=full(vs, b, hkv))
    q = rand(b, 3, hq, d)
    lens = torch.tensor([300, 117], dtype=torch.int32)
    oc, lc = sa.decode(q, kc, vc, lens, max_seqlen_k=cap, causal=True, k_scale=ks, v_scale=vs, return_lse=True)
    og, lg = sa.decode(q.cuda(), kc.cuda(), vc.cuda(), lens.cuda(), max_seqlen_k=cap, causal=True, k_scale=ks.cuda(),
                       v_scale=vs.cuda(), return_lse=True)
    gpu_close(og.cpu(), oc, f"{fmt} GPU against CPU")
    assert (lg.cpu() - lc).abs().max() < 1e-2


@gpu
def test_gpu_flash_attn_with_kvcache_descales_against_sdpa():
    dev = "cuda"
    b, cap, hq, hkv, d, page = 3, 512, 16, 4, 128, 64
    kd_scale = torch.rand(b, hkv, device=dev) + 0.5                 # FA3: [B, Hkv]
    v1 = torch.rand(1, device=dev) + 0.5
    vd_scale = v1.expand(b, hkv)                                     # vLLM: layer._v_scale.expand(B, Hkv)
    kc, vc = make_cache(E4M3, dev, seed=8, b=b, cap=cap, hkv=hkv, d=d, ks=kd_scale.cpu(), vs=full(v1, b, hkv))
    kp, bt = paged(kc, page)
    vp, _ = paged(vc, page)
    lens = torch.tensor([512, 200, 1], dtype=torch.int32, device=dev)
    q = rand(b, 1, hq, d, device=dev)
    o = sa.flash_attn_with_kvcache(q, kp, vp, cache_seqlens=lens, page_table=bt, causal=True, k_descale=kd_scale,
                                   v_descale=vd_scale)
    ref = sdpa_ref(q, dequant(kc, kd_scale).float(), dequant(vc, full(v1, b, hkv)).float(), lens)
    gpu_close(o, ref, "flash_attn_with_kvcache k_descale/v_descale")


@gpu
def test_gpu_validate_mode_refuses_bad_scales():
    """SPARSEATTN_VALIDATE's check: a device scale that is not finite and positive is refused by name."""
    kc, vc = make_cache(E4M3, "cuda", seed=9)
    q = rand(B, 1, HQ, D, device="cuda")
    lens = torch.tensor(LENS, dtype=torch.int32, device="cuda")
    ctx = _lib.Context(torch.cuda.current_device(), validate=True)
    tok = _core.context_override.set(ctx)
    try:
        sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=torch.ones(HKV, device="cuda"))
        for bad in (float("nan"), 0.0, -1.0, float("inf")):
            with pytest.raises(sa.SparseAttnError, match="k_scale"):
                sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=torch.full((B, HKV), bad, device="cuda"))
    finally:
        _core.context_override.reset(tok)
        ctx.close()


@gpu
def test_gpu_fp8_scale_device_refused():
    kc, vc = make_cache(E4M3, "cuda", seed=10)
    q = rand(B, 1, HQ, D, device="cuda")
    lens = torch.tensor(LENS, dtype=torch.int32, device="cuda")
    with pytest.raises(sa.SparseAttnError, match="k_scale is on cpu but q is on cuda"):
        sa.decode(q, kc, vc, lens, max_seqlen_k=CAP, k_scale=torch.ones(1))


@gpu
def test_gpu_cuda_graph_reads_new_scales():
    """Captured decodes over an FP8 cache with tensor scales: scales (and queries) changed after the capture are what
    the replays read, both when the kernel reads the caller's tensors (k and v scales of one layout) and when they
    are copied into one layout first (a per-head k_scale with a [B, Hkv] v_scale: the copy is captured too)."""
    dev = "cuda"
    b, cap, hq, hkv, d = 2, 400, 8, 2, 128
    kc, vc = make_cache(E4M3, dev, seed=11, b=b, cap=cap, hkv=hkv, d=d)
    q = rand(b, 1, hq, d, device=dev)
    lens = torch.tensor([400, 150], dtype=torch.int32, device=dev)
    ks_head = torch.ones(hkv, device=dev)                       # per KV head
    ks = torch.ones(b, hkv, device=dev)                         # [B, Hkv]
    vs = torch.ones(b, hkv, device=dev)

    def step():
        return (sa.decode(q, kc, vc, lens, max_seqlen_k=cap, causal=True, k_scale=ks, v_scale=vs),
                sa.decode(q, kc, vc, lens, max_seqlen_k=cap, causal=True, k_scale=ks_head, v_scale=vs))
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):    # warm-up: loads the kernel
        step()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        o_same, o_mixed = step()
    g.replay()
    torch.cuda.synchronize()
    before = o_same.clone()
    ref1 = sdpa_ref(q, kc.float(), vc.float(), lens)
    gpu_close(o_same, ref1, "captured, scales 1")
    gpu_close(o_mixed, ref1, "captured, scales 1 (two layouts)")
    for seed in range(3):
        torch.manual_seed(seed)
        ks.copy_(torch.rand(b, hkv, device=dev) + 0.5)
        ks_head.copy_(torch.rand(hkv, device=dev) + 0.5)
        vs.copy_(torch.rand(b, hkv, device=dev) + 0.5)
        q.copy_(torch.randn_like(q))
        g.replay()
        torch.cuda.synchronize()
        e_same, e_mixed = step()
        assert torch.equal(o_same, e_same) and torch.equal(o_mixed, e_mixed)
        vd = dequant(vc, vs).float()
        gpu_close(o_same, sdpa_ref(q, dequant(kc, ks).float(), vd, lens), f"replay {seed}")
        gpu_close(o_mixed, sdpa_ref(q, dequant(kc, full(ks_head, b, hkv)).float(), vd, lens), f"replay {seed} (mixed)")
    assert (o_same.float() - before.float()).abs().max() > 0.05
