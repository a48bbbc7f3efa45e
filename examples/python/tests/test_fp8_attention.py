"""FP8 attention (e4m3 q, k and v with FlashAttention-3's descales; bf16/fp16 out) through sparseattn.attention,
flash_attn_func and flash_attn_varlen_func: on the CPU (the library's reference, P rounded to e4m3 per 128-key tile
as the kernel does) against float64 attention over the dequantized inputs (code.to(float64) x descale), every
descale layout, fp16 out, the packed layout and a contiguous cache, the refusals by name, the launch cache's keys
(through sparseattn._stubgpu) and the custom op; on a GPU, the kernel against the CPU path."""
import ctypes

import pytest
import torch

import sparseattn as sa
from sparseattn import _core as C, _lib, _stubgpu
from conftest import gpu

E4M3, E5M2, BF, F16 = torch.float8_e4m3fn, torch.float8_e5m2, torch.bfloat16, torch.float16
B, SQ, SK, HQ, HKV = 2, 150, 300, 4, 2      # GQA group 2; more than two 128-key tiles
TOL = 3e-2   # P rounded to e4m3 (2^-4 relative) beside the inputs' rounding: measured ~1.4e-2 (norm-wise)


def quantize(x, hkv):
    """x [B, S, H, D] -> (e4m3 codes, descales fp32 [B, Hkv]): amax / 448 per sequence and KV head, as FA3's users
    quantize (a query head shares its KV head's descale)."""
    b, s, h, d = x.shape
    g = x.float().reshape(b, s, hkv, h // hkv, d)
    ds = g.abs().amax(dim=(1, 3, 4)).clamp_min(1e-12) / 448.0
    return (g / ds[:, None, :, None, None]).to(E4M3).reshape(b, s, h, d), ds.contiguous()


def inputs(d=64, seed=0, b=B, sq=SQ, sk=SK, hq=HQ, hkv=HKV):
    torch.manual_seed(seed)
    q8, qd = quantize(torch.randn(b, sq, hq, d) * 2, hkv)
    k8, kd = quantize(torch.randn(b, sk, hkv, d), hkv)
    v8, vd = quantize(torch.randn(b, sk, hkv, d), hkv)
    return q8, k8, v8, qd, kd, vd


def full(s, b=B, hkv=HKV):
    """A descale argument as [B, Hkv] float64 (None: 1)."""
    if s is None:
        return torch.ones(b, hkv, dtype=torch.float64)
    if not isinstance(s, torch.Tensor):
        return torch.full((b, hkv), float(s), dtype=torch.float64)
    return s.double().cpu().expand(b, hkv).clone()


def ref64(q8, k8, v8, qd=None, kd=None, vd=None, causal=False, window=(-1, -1), softcap=0.0, sinks=None):
    """float64 attention of the dequantized padded inputs: (out [B, Sq, Hq, D], lse [B, Hq, Sq])."""
    b, sq, hq, d = q8.shape
    sk, hkv = k8.shape[1], k8.shape[2]
    g = hq // hkv
    qd, kd, vd = full(qd, b, hkv), full(kd, b, hkv), full(vd, b, hkv)
    qf = q8.cpu().double() * qd.repeat_interleave(g, 1)[:, None, :, None]
    kf = (k8.cpu().double() * kd[:, None, :, None]).repeat_interleave(g, 2)
    vf = (v8.cpu().double() * vd[:, None, :, None]).repeat_interleave(g, 2)
    s = torch.einsum("bqhd,bkhd->bhqk", qf, kf) / d ** 0.5
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    pos = torch.arange(sq)[:, None] + sk - sq     # query i's key position (bottom-right)
    j = torch.arange(sk)[None, :]
    ok = torch.ones(sq, sk, dtype=torch.bool)
    if causal:
        ok &= j <= pos
    if window[0] >= 0:
        ok &= j >= pos - window[0]
    if window[1] >= 0:
        ok &= j <= pos + window[1]
    s = s.masked_fill(~ok, float("-inf"))
    both = s if sinks is None else torch.cat([s, sinks.double()[None, :, None, None].expand(b, hq, sq, 1)], -1)
    lse = both.logsumexp(-1)
    return torch.einsum("bhqk,bkhd->bqhd", (s - lse[..., None]).exp(), vf), lse


def rel(o, r):
    return ((o.double().cpu() - r).norm() / r.norm()).item()


def c_ref(q8, k8, v8, scales, causal, round_p):
    """The library's reference in fp32 with fp8_round_p as given (1: the kernel's P rounding, 0: exact softmax)."""
    o32 = torch.empty(q8.shape, dtype=torch.float32)
    a = C.attention_args(q8, k8, v8, torch.empty(q8.shape, dtype=BF), None, None, None, 0, 0, causal, 0.0, False, 0.0,
                         0.0, None, scales=scales)
    a.o, a.o_strides = o32.data_ptr(), C.strides(o32)
    opt = _lib.sa_ref_options()
    opt.precision = C.REF_FLOAT
    opt.fp8_round_p = round_p
    _lib.check(_lib.lib.sa_ref_attention_ex(ctypes.byref(a), ctypes.byref(opt), o32.data_ptr(), None),
               "sa_ref_attention_ex")
    return o32


# ---------------------------------------------------------------------------------------------------------------
# results on the CPU
# ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("d", [64, 128])
@pytest.mark.parametrize("causal", [False, True])
def test_fp8_attention_against_float64(d, causal):
    q8, k8, v8, qd, kd, vd = inputs(d, seed=d + causal)
    o, lse = sa.attention(q8, k8, v8, causal=causal, q_descale=qd, k_descale=kd, v_descale=vd, return_lse=True)
    assert o.dtype == BF and o.shape == q8.shape and lse.shape == (B, HQ, SQ)
    r, rl = ref64(q8, k8, v8, qd, kd, vd, causal)
    assert rel(o, r) < TOL
    assert (lse.double() - rl).abs().max() < 1e-4   # the scores are exact products: only P.V is rounded
    # the exact-softmax reference (fp8_round_p 0) is float64's to fp32 rounding, and the result is within P's
    # rounding of it, yet not equal to it: the CPU path rounds P as the GPU does
    exact = c_ref(q8, k8, v8, (qd, kd, vd), causal, 0)
    assert rel(exact, r) < 1e-5
    assert rel(o, exact.double()) < TOL
    rounded = c_ref(q8, k8, v8, (qd, kd, vd), causal, 1)
    assert torch.equal(o, rounded.to(BF))
    assert not torch.equal(o, exact.to(BF))


def descale_kinds(seed=0):
    """Every descale layout attention takes: name -> (q_descale, k_descale, v_descale)."""
    g = torch.Generator().manual_seed(seed)

    def r(*shape):
        return torch.rand(*shape, generator=g) * 1.5 + 0.25
    return {
        "none": (None, None, None),
        "floats": (0.5, 1.25, 2.0),
        "batch_head": (r(B, HKV), r(B, HKV), r(B, HKV)),                       # FA3's (batch, num_heads_k)
        "scalar": (r(()), r(()), r(())),                                       # []
        "one": (r(1), r(1), r(1)),                                             # [1]
        "per_head": (r(HKV), r(HKV), r(2 * HKV)[::2]),
        "expanded_one": (r(1).expand(B, HKV), r(1).expand(B, HKV), r(1).expand(B, HKV)),   # vLLM's
        "expanded_rows": (r(B, 1).expand(B, HKV), r(B, 1).expand(B, HKV), r(B, 1).expand(B, HKV)),
        "transposed": (r(HKV, B).t(), r(HKV, B).t(), r(HKV, B).t()),
        "mixed": (r(1), r(B, HKV), None),                                      # layouts copied into one
        "k_only": (None, r(B, HKV), None),
    }


@pytest.mark.parametrize("kind", list(descale_kinds()))
def test_descale_layouts(kind):
    """Each layout reads the values of its [B, Hkv] expansion: the result equals the contiguous [B, Hkv] call's
    exactly, and float64's within P's rounding."""
    q8, k8, v8, *_ = inputs(64, seed=3)
    ds = descale_kinds()[kind]
    o = sa.attention(q8, k8, v8, causal=True, q_descale=ds[0], k_descale=ds[1], v_descale=ds[2])
    dense = [full(s).float().contiguous() for s in ds]
    assert torch.equal(o, sa.attention(q8, k8, v8, causal=True, q_descale=dense[0], k_descale=dense[1],
                                       v_descale=dense[2]))
    assert rel(o, ref64(q8, k8, v8, *ds, causal=True)[0]) < TOL


def test_descales_change_the_result():
    q8, k8, v8, qd, kd, vd = inputs(64, seed=4)
    base = sa.attention(q8, k8, v8, q_descale=qd, k_descale=kd, v_descale=vd).double()
    assert torch.allclose(sa.attention(q8, k8, v8, q_descale=qd, k_descale=kd, v_descale=vd * 2).double(), 2 * base,
                          rtol=1e-2, atol=1e-6)       # V's descale scales the output
    other = sa.attention(q8, k8, v8, q_descale=qd * 4, k_descale=kd, v_descale=vd).double()
    assert rel(other, ref64(q8, k8, v8, qd * 4, kd, vd)[0]) < TOL and rel(other, base) > 0.1


def test_out_dtype_fp16_and_out():
    q8, k8, v8, qd, kd, vd = inputs(128, seed=5)
    kw = dict(causal=True, q_descale=qd, k_descale=kd, v_descale=vd)
    o16 = sa.attention(q8, k8, v8, out_dtype=F16, **kw)
    assert o16.dtype == F16 and o16.shape == q8.shape
    assert rel(o16, ref64(q8, k8, v8, qd, kd, vd, True)[0]) < TOL
    assert torch.equal(o16, c_ref(q8, k8, v8, (qd, kd, vd), True, 1).to(F16))
    out = torch.empty(q8.shape, dtype=F16)        # out's dtype is the output's
    assert sa.attention(q8, k8, v8, out=out, **kw) is out and torch.equal(out, o16)
    out = torch.empty(q8.shape, dtype=BF)
    sa.attention(q8, k8, v8, out=out, out_dtype=BF, **kw)
    assert torch.equal(out, sa.attention(q8, k8, v8, **kw))


def packed_inputs(d=64, seed=6, lq=(37, 0, 150), lk=(200, 5, 260)):
    torch.manual_seed(seed)
    n = len(lq)
    q8, qd = quantize(torch.randn(1, sum(lq), HQ, d) * 2, HKV)
    k8, kd = quantize(torch.randn(1, sum(lk), HKV, d), HKV)
    v8, vd = quantize(torch.randn(1, sum(lk), HKV, d), HKV)
    g = torch.Generator().manual_seed(seed)
    qd, kd, vd = (x.expand(n, HKV) * (torch.rand(n, HKV, generator=g) + 0.5) for x in (qd, kd, vd))
    cu = [torch.tensor([0] + torch.tensor(x).cumsum(0).tolist(), dtype=torch.int32) for x in (lq, lk)]
    return q8[0], k8[0], v8[0], qd.contiguous(), kd.contiguous(), vd.contiguous(), cu[0], cu[1], max(lq), max(lk)


def packed_ref(q8, k8, v8, qd, kd, vd, cq, ck, causal):
    out = torch.zeros(q8.shape, dtype=torch.float64)
    for b in range(cq.numel() - 1):
        q0, q1, k0, k1 = int(cq[b]), int(cq[b + 1]), int(ck[b]), int(ck[b + 1])
        if q1 > q0:
            out[q0:q1] = ref64(q8[None, q0:q1], k8[None, k0:k1], v8[None, k0:k1], qd[b:b + 1], kd[b:b + 1],
                               vd[b:b + 1], causal)[0][0]
    return out


@pytest.mark.parametrize("causal", [False, True])
def test_packed_layout(causal):
    """Packed (varlen) q/k/v, descales per sequence: sparseattn.attention and flash_attn_varlen_func."""
    q8, k8, v8, qd, kd, vd, cq, ck, mq, mk = packed_inputs(seed=6 + causal)
    r = packed_ref(q8, k8, v8, qd, kd, vd, cq, ck, causal)
    o = sa.attention(q8, k8, v8, cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=mq, max_seqlen_k=mk, causal=causal,
                     q_descale=qd, k_descale=kd, v_descale=vd)
    assert o.dtype == BF and rel(o, r) < TOL
    of, lse = sa.flash_attn_varlen_func(q8, k8, v8, cq, ck, mq, mk, causal=causal, q_descale=qd, k_descale=kd,
                                        v_descale=vd, return_softmax_lse=True)
    assert torch.equal(of, o) and lse.shape == (HQ, q8.shape[0])


def test_contiguous_cache():
    """A padded KV cache with seqlens_k (chunked prefill): the queries are each sequence's last keys."""
    q8, kc, vc, qd, kd, vd = inputs(64, seed=8, sq=40, sk=256)
    lens = torch.tensor([256, 97], dtype=torch.int32)
    o = sa.attention(q8, kc, vc, seqlens_k=lens, max_seqlen_k=256, causal=True, q_descale=qd, k_descale=kd,
                     v_descale=vd)
    for b in range(B):
        n = int(lens[b])
        r = ref64(q8[b:b + 1], kc[b:b + 1, :n], vc[b:b + 1, :n], qd[b:b + 1], kd[b:b + 1], vd[b:b + 1], True)[0]
        assert rel(o[b:b + 1], r) < TOL
    of = sa.flash_attn_varlen_func(q8.flatten(0, 1), kc, vc, torch.tensor([0, 40, 80], dtype=torch.int32), None, 40,
                                   256, seqused_k=lens, causal=True, q_descale=qd, k_descale=kd, v_descale=vd)
    assert torch.equal(of.view(o.shape), o)


def test_window_softcap_sinks():
    q8, k8, v8, qd, kd, vd = inputs(128, seed=9)
    sinks = torch.randn(HQ)
    o = sa.attention(q8, k8, v8, causal=True, window_size=(70, 0), softcap=15.0, sinks=sinks, q_descale=qd,
                     k_descale=kd, v_descale=vd)
    assert rel(o, ref64(q8, k8, v8, qd, kd, vd, True, (70, 0), 15.0, sinks)[0]) < TOL


def test_flash_attn_func_fp8():
    """FA3's FP8 call: e4m3 q/k/v, descales (batch, num_heads_k), bf16 out (fp16 into an fp16 out)."""
    q8, k8, v8, qd, kd, vd = inputs(64, seed=10)
    o, lse = sa.flash_attn_func(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd, v_descale=vd,
                                return_softmax_lse=True)
    r, rl = ref64(q8, k8, v8, qd, kd, vd, True)
    assert o.dtype == BF and rel(o, r) < TOL and (lse.double() - rl).abs().max() < 1e-4
    assert torch.equal(o, sa.attention(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd, v_descale=vd))
    o3 = sa.flash_attn_func(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd, v_descale=vd, return_attn_probs=True)
    assert o3[2] is None and torch.equal(o3[0], o)
    out = torch.empty(q8.shape, dtype=F16)
    assert sa.flash_attn_func(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd, v_descale=vd, out=out) is out
    assert rel(out, r) < TOL
    assert rel(sa.flash_attn_func(q8, k8, v8), ref64(q8, k8, v8)[0]) < TOL     # no descales: 1


def test_custom_op_and_compile():
    """The custom op carries the descales and out_dtype (torch.compile traces it; its fake gives out's dtype)."""
    q8, k8, v8, qd, kd, vd = inputs(64, seed=11, sq=64, sk=128)
    want = sa.attention(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd[:1].expand(B, HKV), v_descale=vd,
                        out_dtype=F16)

    def f(q, k, v, qs, ks, vs):
        return sa.attention(q, k, v, causal=True, q_descale=qs, k_descale=ks[:1].expand(B, HKV), v_descale=vs,
                            out_dtype=F16)
    got = torch.compile(f, fullgraph=True, backend="aot_eager")(q8, k8, v8, qd, kd, vd)
    assert got.dtype == F16 and torch.equal(got, want)


# ---------------------------------------------------------------------------------------------------------------
# refusals
# ---------------------------------------------------------------------------------------------------------------

def _refusals():
    q8, k8, v8, qd, kd, vd = inputs(64, seed=12, sq=16, sk=32)
    qb, kb = q8.to(BF), k8.to(BF)
    lens = torch.tensor([32, 20], dtype=torch.int32)

    def att(q=q8, k=k8, v=v8, **kw):
        return lambda: sa.attention(q, k, v, **kw)
    d96 = [torch.zeros(B, s, h, 96).to(E4M3) for s, h in ((16, HQ), (32, HKV), (32, HKV))]
    return [
        ("bf16 q, fp8 k/v", att(q=qb), "q is torch.bfloat16 but k is torch.float8_e4m3fn: FP8 attention takes q, k"),
        ("fp8 q, bf16 k/v", att(k=kb, v=kb), "k is torch.bfloat16 but q is torch.float8_e4m3fn"),
        ("fp8 q/k, bf16 v", att(v=kb), "v is torch.bfloat16 but q is torch.float8_e4m3fn"),
        ("e5m2", att(q=q8.float().to(E5M2), k=k8.float().to(E5M2), v=v8.float().to(E5M2)),
         "q is torch.float8_e5m2: FP8 attention takes e4m3 codes"),
        ("e5m2 v", att(v=v8.float().to(E5M2)), "v is torch.float8_e5m2: FP8 attention takes e4m3"),
        ("blasst", att(blasst_lambda=0.01), "blasst_lambda / blasst_scale_factor is given with FP8 q, k and v"),
        ("paged", att(k=k8.reshape(4, 16, HKV, 64), v=v8.reshape(4, 16, HKV, 64), seqlens_k=lens, max_seqlen_k=32,
                      block_table=torch.arange(4, dtype=torch.int32).view(B, 2)),
         "block_table is given with FP8 q, k and v"),
        ("head dim 96", att(*d96), "q has head dim 96 with FP8 q, k and v: FP8 attention carries head dims 64 and 128"),
        ("descale shape", att(q_descale=torch.ones(HKV + 1, B)), "q_descale has shape (3, 2); it must be"),
        ("descale [B]", att(k_descale=torch.ones(3)), "k_descale has shape (3,)"),
        ("descale rank", att(v_descale=torch.ones(1, B, HKV)), "v_descale has shape (1, 2, 2)"),
        ("descale dtype", att(k_descale=torch.ones(B, HKV, dtype=F16)), "k_descale is torch.float16; scales are "
                                                                        "torch.float32"),
        ("descale device", att(q_descale=torch.ones(1, device="meta")), "q_descale is on meta but q is on cpu"),
        ("descale type", att(v_descale=[1.0]), "v_descale must be None, a float or a torch.float32 tensor"),
        ("descale zero", att(q_descale=0.0), "q_descale is 0.0; a scale must be finite and > 0"),
        ("descale nan (host)", att(k_descale=torch.tensor([float("nan")])), "k_descale holds nan"),
        ("descale on bf16", att(q=qb, k=kb, v=kb, k_descale=kd), "k_descale is given but q is torch.bfloat16: "
                                                                 "descales are for FP8 attention"),
        ("out_dtype float32", att(out_dtype=torch.float32), "out_dtype is torch.float32; FP8 attention writes"),
        ("out_dtype on bf16", att(q=qb, k=kb, v=kb, out_dtype=F16), "out_dtype is torch.float16 but q is "
                                                                    "torch.bfloat16"),
        ("out and out_dtype", att(out=torch.empty(B, 16, HQ, 64, dtype=BF), out_dtype=F16),
         "out must be torch.float16 of shape"),
        ("fp8 out", att(out=torch.empty(B, 16, HQ, 64).to(E4M3)), "out is torch.float8_e4m3fn"),
        ("flash_attn_func descale on bf16", lambda: sa.flash_attn_func(qb, kb, kb, q_descale=qd),
         "q_descale is given but q is torch.bfloat16"),
        ("flash_attn_func descale shape", lambda: sa.flash_attn_func(q8, k8, v8, k_descale=torch.ones(B, HQ)),
         "k_descale has shape (2, 4)"),
        ("flash_attn_varlen_func mixed", lambda: sa.flash_attn_varlen_func(
            q8[0], kb[0], kb[0], torch.tensor([0, 16], dtype=torch.int32), torch.tensor([0, 32], dtype=torch.int32),
            16, 32), "k is torch.bfloat16 but q is torch.float8_e4m3fn"),
        ("flash_attn_varlen_func packed seqused_k", lambda: sa.flash_attn_varlen_func(
            q8[0], k8[0], v8[0], torch.tensor([0, 16], dtype=torch.int32), torch.tensor([0, 32], dtype=torch.int32),
            16, 32, seqused_k=torch.tensor([20], dtype=torch.int32)), "seqused_k with cu_seqlens_k"),
        ("flash_attn_with_kvcache fp8 q", lambda: sa.flash_attn_with_kvcache(q8[:, :1], k8, v8, cache_seqlens=lens),
         "q is torch.float8_e4m3fn: flash_attn_with_kvcache takes bf16/fp16 queries"),
        ("flash_attn_with_kvcache q_descale", lambda: sa.flash_attn_with_kvcache(
            qb[:, :1], k8, v8, cache_seqlens=lens, q_descale=qd),
         "q_descale: FP8 queries are not taken by flash_attn_with_kvcache"),
        ("decode fp8 q", lambda: sa.decode(q8[:, :1], k8, v8, lens, max_seqlen_k=32),
         "q is torch.float8_e4m3fn: FP8 is read only as the KV cache of decode"),
        ("momo fp8", lambda: sa.momo(q8, k8, v8), "q is torch.float8_e4m3fn: FP8 is read only as the KV cache"),
    ]


REFUSALS = _refusals()


@pytest.mark.parametrize("name,call,needle", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_fp8_refusals(name, call, needle):
    with pytest.raises(sa.SparseAttnError) as e:
        call()
    assert needle in str(e.value), f"{name}: message {str(e.value)!r} does not say {needle!r}"


# ---------------------------------------------------------------------------------------------------------------
# the launch cache (CPU tensors through the GPU path, the library's entry points stubbed)
# ---------------------------------------------------------------------------------------------------------------

def _fields(s):
    kv = s.kv
    return {"dtype": s.dtype, "q_format": s.q_format, "kv.format": kv.format, "q_scale": s.q_scale,
            "k_scale": kv.k_scale, "v_scale": kv.v_scale, "strides": (kv.scale_batch_stride, kv.scale_head_stride),
            "q": s.q, "o": s.o}


LAUNCH_KINDS = {
    "batch_head": lambda r: dict(q_descale=r(B, HKV), k_descale=r(B, HKV), v_descale=r(B, HKV)),
    "one": lambda r: dict(q_descale=r(1), k_descale=r(1), v_descale=r(1)),
    "expanded": lambda r: dict(q_descale=r(1).expand(B, HKV), k_descale=r(1).expand(B, HKV),
                               v_descale=r(1).expand(B, HKV)),
    "mixed": lambda r: dict(q_descale=r(1), k_descale=r(B, HKV)),
    "floats": lambda r: dict(q_descale=0.5, k_descale=2.0, v_descale=1.5),
    "none": lambda r: dict(),
    "fp16": lambda r: dict(k_descale=r(B, HKV), out_dtype=F16),
}


@pytest.mark.parametrize("kind", list(LAUNCH_KINDS))
def test_cached_launch_patches_the_descales(kind):
    """A cached FP8 launch gets each call's descales (new tensors each call), its formats, dtype and strides as the
    checked path sets them; one signature, one cached launch."""
    with _stubgpu.stub_gpu() as calls:
        for i in range(3):
            q8, k8, v8, *_ = inputs(64, seed=i, sq=32, sk=64)
            kw = LAUNCH_KINDS[kind](lambda *shape: torch.rand(*shape) + 0.5)
            o = sa.attention(q8, k8, v8, causal=True, **kw)
            assert o.dtype == kw.get("out_dtype", BF)
            got = _fields(calls[-1][1])
            scales = tuple(C.kv_scale_arg(kw.get(n), n, B, HKV, q8.device)
                           for n in ("q_descale", "k_descale", "v_descale"))
            want = _fields(C.attention_args(q8, k8, v8, o, None, None, None, 0, 0, True, 0.0, False, 0.0, 0.0, None,
                                            scales=scales))
            if kind in ("floats", "mixed"):   # new tensors each call (host floats; copies into one layout)
                assert all(got[n] for n in ("q_scale", "k_scale")) and got["strides"] == want["strides"]
                got = {n: x for n, x in got.items() if not n.endswith("_scale")}
                want = {n: x for n, x in want.items() if not n.endswith("_scale")}
            assert got == want and got["q_format"] == 1 and got["kv.format"] == 1
        assert len(C._launches) == 1


def test_descales_are_keyed():
    """Calls that differ only in their descales (given or not, layout, host float or tensor) or out_dtype never
    share a launch; a 16-bit call after them is not served by an FP8 launch."""
    q8, k8, v8, qd, kd, vd = inputs(64, seed=13, sq=32, sk=64)
    calls_kw = [dict(), dict(k_descale=kd), dict(q_descale=qd, k_descale=kd, v_descale=vd),
                dict(q_descale=qd[:1, :1].expand(B, HKV)), dict(q_descale=qd[0, 0].item()), dict(out_dtype=F16),
                dict(out_dtype=BF)]
    with _stubgpu.stub_gpu() as calls:
        for kw in calls_kw + calls_kw:
            sa.attention(q8, k8, v8, **kw)
            s = calls[-1][1]
            assert bool(s.q_scale) == ("q_descale" in kw) and bool(s.kv.k_scale) == ("k_descale" in kw)
            assert s.dtype == (1 if kw.get("out_dtype") == F16 else 0)
        assert len(C._launches) == len(calls_kw)
        sa.attention(q8.to(BF), k8.to(BF), v8.to(BF))
        assert calls[-1][1].q_format == 0 and calls[-1][1].kv.format == 0
        with pytest.raises(sa.SparseAttnError, match="k_descale is given but q is torch.bfloat16"):
            sa.attention(q8.to(BF), k8.to(BF), v8.to(BF), k_descale=kd)
        for f in (sa.flash_attn_func, sa.flash_attn_func):     # flash_attn_func's own keys, a miss then a hit
            f(q8, k8, v8, q_descale=qd, k_descale=kd, v_descale=vd)
            assert calls[-1][1].q_scale == qd.data_ptr() and calls[-1][1].kv.v_scale == vd.data_ptr()
        with pytest.raises(sa.SparseAttnError, match="q_descale is given but q is torch.bfloat16"):
            sa.flash_attn_func(q8.to(BF), k8.to(BF), v8.to(BF), q_descale=qd, k_descale=kd, v_descale=vd)


# ---------------------------------------------------------------------------------------------------------------
# GPU (Hopper): the kernel against the CPU path (the reference, P rounded as the kernel rounds it)
# ---------------------------------------------------------------------------------------------------------------

def _hopper():
    return torch.cuda.is_available() and torch.cuda.get_device_capability()[0] == 9


hopper = pytest.mark.skipif(not _hopper(), reason="FP8 attention runs on Hopper (sm_90)")


def gpu_close(og, oc, lg=None, lc=None, what=""):
    """The kernel sums in another order than the reference (fp32): ~6e-3 of the output's scale (the C test's worst
    6.4e-3), a P code flipping at a rounding boundary now and then; the LSE to 1e-2."""
    err = (og.double().cpu() - oc.double()).abs().max() / oc.double().abs().max()
    assert err < 2e-2, f"{what}: GPU vs CPU {err:.3g}"
    if lg is not None:
        assert (lg.double().cpu() - lc.double()).abs().max() < 1e-2, f"{what}: LSE"


GPU_CASES = [(64, False, 1, 128, 128), (64, True, 2, 200, 333), (128, True, 2, 77, 512), (128, False, 3, 1, 129)]


@gpu
@hopper
@pytest.mark.parametrize("d,causal,b,sq,sk", GPU_CASES)
@pytest.mark.parametrize("kind", ["batch_head", "one", "expanded_one", "none"])
def test_gpu_fp8_matches_cpu(d, causal, b, sq, sk, kind):
    q8, k8, v8, qd, kd, vd = inputs(d, seed=d + sq, b=b, sq=sq, sk=sk)
    g = torch.Generator().manual_seed(sk)
    ds = {"batch_head": (qd, kd, vd), "one": tuple(torch.rand(1, generator=g) * 0.01 + 1e-3 for _ in range(3)),
          "expanded_one": tuple(x[:1, :1].expand(b, HKV) for x in (qd, kd, vd)), "none": (None, None, None)}[kind]
    if kind == "one":
        q8, k8, v8 = inputs(d, seed=d + sq, b=b, sq=sq, sk=sk)[:3]
    if kind == "none":   # codes that are the values: scores of attention's size (codes of the whole e4m3 range with
        # descale 1 make logits of ~1e5, where the FP8 tensor cores' narrower sums, not the kernel, decide the max)
        torch.manual_seed(d + sq)
        q8, k8, v8 = ((torch.randn(b, n, h, d) * sc).to(torch.float8_e4m3fn)
                      for n, h, sc in ((sq, HQ, 1.0), (sk, HKV, 1.0), (sk, HKV, 1.0)))
    kw = dict(causal=causal, return_lse=True)
    oc, lc = sa.attention(q8, k8, v8, q_descale=ds[0], k_descale=ds[1], v_descale=ds[2], **kw)
    dev = [None if x is None else x.cuda() for x in ds]
    if kind == "expanded_one":    # the stride-0 view on the device (.cuda() of a view copies it contiguous)
        dev = [x[:1, :1].cuda().expand(b, HKV) for x in ds]
    og, lg = sa.attention(q8.cuda(), k8.cuda(), v8.cuda(), q_descale=dev[0], k_descale=dev[1], v_descale=dev[2], **kw)
    gpu_close(og, oc, lg, lc, f"d{d} causal={causal} {kind}")
    og2, _ = sa.attention(q8.cuda(), k8.cuda(), v8.cuda(), q_descale=dev[0], k_descale=dev[1], v_descale=dev[2], **kw)
    assert torch.equal(og, og2)       # the cached launch: the same result


@gpu
@hopper
def test_gpu_fp8_packed_cache_fp16_and_flash():
    q8, k8, v8, qd, kd, vd, cq, ck, mq, mk = packed_inputs(128, seed=14)
    lay = dict(cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=mq, max_seqlen_k=mk, causal=True)
    oc = sa.attention(q8, k8, v8, q_descale=qd, k_descale=kd, v_descale=vd, out_dtype=F16, **lay)
    og = sa.attention(q8.cuda(), k8.cuda(), v8.cuda(), q_descale=qd.cuda(), k_descale=kd.cuda(),
                      v_descale=vd.cuda(), out_dtype=F16, **{n: x.cuda() if isinstance(x, torch.Tensor) else x
                                                             for n, x in lay.items()})
    assert og.dtype == F16
    gpu_close(og, oc, what="packed fp16")
    of = sa.flash_attn_varlen_func(q8.cuda(), k8.cuda(), v8.cuda(), cq.cuda(), ck.cuda(), mq, mk, causal=True,
                                   q_descale=qd.cuda(), k_descale=kd.cuda(), v_descale=vd.cuda())
    gpu_close(of, oc, what="flash_attn_varlen_func")
    q8, kc, vc, qd, kd, vd = inputs(64, seed=15, sq=40, sk=256)
    lens = torch.tensor([256, 97], dtype=torch.int32)
    kw = dict(seqlens_k=lens, max_seqlen_k=256, causal=True, window_size=(100, 0), softcap=20.0)
    oc = sa.attention(q8, kc, vc, q_descale=qd, k_descale=kd, v_descale=vd, **kw)
    kw["seqlens_k"] = lens.cuda()
    og = sa.attention(q8.cuda(), kc.cuda(), vc.cuda(), q_descale=qd.cuda(), k_descale=kd.cuda(), v_descale=vd.cuda(),
                      **kw)
    gpu_close(og, oc, what="contiguous cache, window, softcap")
    q8, k8, v8, qd, kd, vd = inputs(128, seed=16)
    oc = sa.flash_attn_func(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd, v_descale=vd)
    og = sa.flash_attn_func(q8.cuda(), k8.cuda(), v8.cuda(), causal=True, q_descale=qd.cuda(), k_descale=kd.cuda(),
                            v_descale=vd.cuda())
    gpu_close(og, oc, what="flash_attn_func")


@gpu
@hopper
def test_gpu_cuda_graph_reads_new_descales():
    """The kernel reads the descales on the device: a graph replay sees their current values."""
    q8, k8, v8, qd, kd, vd = (x.cuda() for x in inputs(64, seed=17, sq=64, sk=128))
    f = lambda: sa.attention(q8, k8, v8, causal=True, q_descale=qd, k_descale=kd, v_descale=vd)   # noqa: E731
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        f()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        o = f()
    vd.mul_(2)
    g.replay()
    torch.cuda.synchronize()
    gpu_close(o, sa.attention(q8.cpu(), k8.cpu(), v8.cpu(), causal=True, q_descale=qd.cpu(), k_descale=kd.cpu(),
                              v_descale=vd.cpu()), what="graph replay")
