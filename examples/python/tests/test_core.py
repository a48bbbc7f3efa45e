"""The package's functions against a float64 torch reference (CPU: the library's references; GPU: its kernels),
every refusal of the binding, the ABI check, the custom ops (opcheck, torch.compile, CUDA graphs), installation."""
import math
import os
import random
import subprocess
import sys

import pytest
import torch

import sparseattn as sa
from conftest import ROOT, gpu

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
TOL = {torch.bfloat16: 2e-2, torch.float16: 4e-3}


def ref_attention(q, k, v, causal, scale=None, mask=None):
    """float64 softmax(q k^T) v for [B, Sq, Hq, D] / [B, Sk, Hkv, D]; causal bottom-right; mask [Sq, Sk] optional."""
    B, Sq, Hq, D = q.shape
    Sk, Hkv = k.shape[1], k.shape[2]
    g = Hq // Hkv
    qf = q.double().transpose(1, 2)
    kf = k.double().transpose(1, 2).repeat_interleave(g, 1)
    vf = v.double().transpose(1, 2).repeat_interleave(g, 1)
    s = qf @ kf.transpose(-1, -2) * (scale or 1 / math.sqrt(D))
    allowed = torch.ones(Sq, Sk, dtype=torch.bool, device=q.device)
    if causal:
        i = torch.arange(Sq, device=q.device)[:, None]
        j = torch.arange(Sk, device=q.device)[None, :]
        allowed &= j <= i + Sk - Sq
    if mask is not None:
        allowed &= mask
    s = s.masked_fill(~allowed, -math.inf)
    lse = torch.logsumexp(s, -1)
    p = torch.where(allowed.any(-1)[:, None], torch.softmax(s, -1), torch.zeros_like(s)).nan_to_num(0.0)
    return (p @ vf).transpose(1, 2), lse


def close(out, ref, dtype, what=""):
    assert not torch.isnan(out).any(), f"{what}: NaN in the output"
    err = (out.double().cpu() - ref.cpu()).abs().max().item()
    scale = max(ref.abs().max().item(), 1e-3)
    assert err <= TOL[dtype] * scale + 1e-3, f"{what}: max error {err} (scale {scale})"


def rand(*shape, dtype=torch.bfloat16, device="cpu", scale=1.0):
    return (torch.randn(*shape, device=device) * scale).to(dtype)


GROUPS = [(1, 1), (3, 1), (6, 2), (5, 1), (8, 1)]   # (Hq, Hkv): GQA groups 1, 3, 3, 5, 8
GROUPS_ALL = [(2, 2), (3, 1), (8, 2), (5, 1), (8, 1)]  # groups 1, 3, 4, 5, 8


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
@pytest.mark.parametrize("heads", GROUPS_ALL)
@pytest.mark.parametrize("causal", [False, True])
def test_attention_random_shapes(device, dtype, heads, causal):
    rng = random.Random(hash((str(dtype), heads, causal)) & 0xffff)
    Hq, Hkv = heads
    B, D = rng.choice([1, 2]), 64
    Sk = rng.randint(1, 300)
    Sq = rng.randint(1, Sk) if causal else rng.randint(1, 300)
    q, k, v = rand(B, Sq, Hq, D, dtype=dtype, device=device), rand(B, Sk, Hkv, D, dtype=dtype, device=device), \
        rand(B, Sk, Hkv, D, dtype=dtype, device=device)
    out = torch.full_like(q, float("nan"))   # poisoned: every element must be written
    o, lse = sa.attention(q, k, v, causal=causal, return_lse=True, out=out)
    assert o.data_ptr() == out.data_ptr()
    r, rlse = ref_attention(q, k, v, causal)
    close(o, r, dtype, f"attention {device} {dtype} {heads} causal={causal} Sq={Sq} Sk={Sk}")
    fin = torch.isfinite(rlse)
    assert torch.equal(torch.isfinite(lse.cpu()), fin.cpu().float().bool())
    assert (lse.double().cpu()[fin.cpu()] - rlse.cpu()[fin.cpu()]).abs().max() < 1e-2
    # functional form, strided views (a transposed [B, H, S, D] tensor), custom scale
    qt = q.transpose(1, 2).contiguous().transpose(1, 2)
    o2 = sa.attention(qt, k, v, causal=causal, softmax_scale=0.05)
    close(o2, ref_attention(q, k, v, causal, scale=0.05)[0], dtype, "strided q, scale 0.05")


@pytest.mark.parametrize("device", DEVICES)
def test_attention_packed(device):
    dtype, Hq, Hkv, D = torch.float16, 6, 2, 64
    lq, lk = [37, 1, 130], [50, 1, 130]
    q = rand(sum(lq), Hq, D, dtype=dtype, device=device)
    k, v = rand(sum(lk), Hkv, D, dtype=dtype, device=device), rand(sum(lk), Hkv, D, dtype=dtype, device=device)
    cq = torch.tensor([0] + list(torch.tensor(lq).cumsum(0)), dtype=torch.int32, device=device)
    ck = torch.tensor([0] + list(torch.tensor(lk).cumsum(0)), dtype=torch.int32, device=device)
    o, lse = sa.attention(q, k, v, causal=True, cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=max(lq),
                          max_seqlen_k=max(lk), return_lse=True)
    assert lse.shape == (Hq, sum(lq))
    for b in range(3):
        qs, ks = slice(int(cq[b]), int(cq[b + 1])), slice(int(ck[b]), int(ck[b + 1]))
        r, _ = ref_attention(q[None, qs], k[None, ks], v[None, ks], True)
        close(o[None, qs], r, dtype, f"packed sequence {b}")
    o2 = sa.flash_attn_varlen_func(q, k, v, cq, ck, max(lq), max(lk), causal=True)
    assert torch.equal(o, o2)


def structured(S, Hq, Hkv, D, dtype, device, seed=0):
    """Attention with a strong sink at key 0 (scores ~30 against ~N(0, 1) elsewhere): something for BLASST to
    skip."""
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(1, S, Hq, D, generator=g)
    k = torch.randn(1, S, Hkv, D, generator=g)
    q[..., 0] = 4.0
    k[:, 0, :, 0] = 60.0
    v = torch.randn(1, S, Hkv, D, generator=g)
    return q.to(dtype).to(device), k.to(dtype).to(device), v.to(dtype).to(device)


@pytest.mark.parametrize("device", DEVICES)
def test_blasst(device):
    dtype = torch.bfloat16
    q, k, v = structured(700, 4, 2, 64, dtype, device)
    dense = sa.attention(q, k, v, causal=True)
    c = torch.zeros(2, dtype=torch.int64, device=device)
    o0 = sa.attention(q, k, v, causal=True, blasst_lambda=0.0, counters=c)
    assert torch.equal(o0, dense), "lambda = 0 must give dense's bits"
    assert c[0].item() > 0 and c[1].item() == 0
    c.zero_()
    o = sa.attention(q, k, v, causal=True, blasst_lambda=1e-6, counters=c)
    assert c[0].item() > 0 and c[1].item() > 0, f"nothing skipped: counters {c.tolist()}"
    close(o, ref_attention(q, k, v, True)[0], dtype, "BLASST at 1e-6")
    c2 = torch.zeros(2, dtype=torch.int64, device=device)
    sa.attention(q, k, v, causal=True, blasst_scale_factor=1e-6 * 700, counters=c2)
    assert torch.equal(c2, c), "scale_factor / Sk must equal the same absolute lambda"


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("heads", GROUPS)
@pytest.mark.parametrize("q_len", [1, 3, 16, 40])
def test_decode(device, heads, q_len):
    dtype, D = torch.bfloat16, 64
    Hq, Hkv = heads
    B, cap = 3, 320
    lens = torch.tensor([320, q_len, 157], dtype=torch.int32)
    q = rand(B, q_len, Hq, D, dtype=dtype, device=device)
    kc, vc = rand(B, cap, Hkv, D, dtype=dtype, device=device), rand(B, cap, Hkv, D, dtype=dtype, device=device)
    out = torch.full_like(q, float("nan"))
    o, lse = sa.decode(q, kc, vc, lens.to(device), causal=True, return_lse=True, out=out, max_seqlen_k=320)
    for b in range(B):
        L = int(lens[b])
        r, rl = ref_attention(q[b:b + 1], kc[b:b + 1, :L], vc[b:b + 1, :L], True)
        close(o[b:b + 1], r, dtype, f"decode b={b}")
        assert (lse[b].double().cpu() - rl[0].cpu()).abs().max() < 1e-2
    # the same cache in pages of 16, pages permuted
    ps, npg = 16, cap // 16
    perm = torch.randperm(B * npg)
    kp = torch.empty(B * npg, ps, Hkv, D, dtype=dtype, device=device)
    vp = torch.empty_like(kp)
    bt = perm.view(B, npg).to(torch.int32)
    for b in range(B):
        for p in range(npg):
            kp[bt[b, p]] = kc[b, p * ps:(p + 1) * ps]
            vp[bt[b, p]] = vc[b, p * ps:(p + 1) * ps]
    op = sa.decode(q, kp, vp, lens.to(device), block_table=bt.to(device), causal=True, max_seqlen_k=320)
    close(op, o.double(), dtype, "paged decode")
    # flash_attn_with_kvcache: the new k/v appended at cache_seqlens, then attended
    kc2, vc2 = kc.clone(), vc.clone()
    kn, vn = kc[:, :q_len].clone(), vc[:, :q_len].clone()
    seq0 = torch.tensor([100, 0, 50], dtype=torch.int32, device=device)
    of = sa.flash_attn_with_kvcache(q, kc2, vc2, kn, vn, cache_seqlens=seq0, causal=True)
    for b in range(B):
        L0 = int(seq0[b])
        assert torch.equal(kc2[b, L0:L0 + q_len], kn[b])
        r, _ = ref_attention(q[b:b + 1], kc2[b:b + 1, :L0 + q_len], vc2[b:b + 1, :L0 + q_len], True)
        close(of[b:b + 1], r, dtype, "flash_attn_with_kvcache")


@pytest.mark.parametrize("device", DEVICES)
def test_decode_blasst_counts(device):
    q, k, v = structured(600, 4, 2, 64, torch.bfloat16, device)
    c = torch.zeros(2, dtype=torch.int64, device=device)
    lens = torch.tensor([600], dtype=torch.int32, device=device)
    o = sa.decode(q[:, -1:], k, v, lens, max_seqlen_k=600, blasst_lambda=1e-6, counters=c)
    assert c[0].item() > 0 and c[1].item() > 0
    close(o, ref_attention(q[:, -1:], k, v, False)[0], torch.bfloat16, "decode BLASST")


@pytest.mark.parametrize("device", DEVICES)
def test_block_sparse_static(device):
    dtype, S, Hq, Hkv, D = torch.bfloat16, 300, 6, 2, 64
    q, k, v = rand(1, S, Hq, D, dtype=dtype, device=device), rand(1, S, Hkv, D, dtype=dtype, device=device), \
        rand(1, S, Hkv, D, dtype=dtype, device=device)
    bi = torch.full((1, Hq, 3, 2), -1, dtype=torch.int32, device=device)
    bc = torch.zeros(1, Hq, 3, dtype=torch.int32, device=device)
    bi[:, :, 2, 0], bc[:, :, 2] = 1, 1          # query block 2 also attends to key block 1 (keys 64..127)
    o = sa.block_sparse(q, k, v, bi, bc, key_block=64, sink_tokens=4, window_tokens=32)
    i = torch.arange(S)[:, None]
    j = torch.arange(S)[None, :]
    mask = (j < 4) | ((j > i - 32) & (j <= i)) | ((i >= 256) & (j >= 64) & (j < 128))
    close(o, ref_attention(q, k, v, True, mask=mask.to(device))[0], dtype, "sinks + window + a block")


@pytest.mark.parametrize("device", DEVICES)
def test_momo_all_blocks_is_dense(device):
    dtype, S, Hq, Hkv, D = torch.bfloat16, 320, 4, 2, 64
    q, k, v = rand(1, S, Hq, D, dtype=dtype, device=device), rand(1, S, Hkv, D, dtype=dtype, device=device), \
        rand(1, S, Hkv, D, dtype=dtype, device=device)
    o, bi, bc = sa.momo(q, k, v, k_blocks=8, return_blocks=True)   # 5 key blocks of 64: all kept
    assert bi.shape == (1, Hq, 3, 8) and bc.shape == (1, Hq, 3)
    close(o, ref_attention(q, k, v, True)[0], dtype, "MOMO keeping every block")
    o2, _, bc2 = sa.momo(q, k, v, k_blocks=1, sink_tokens=0, window_tokens=64, return_blocks=True)
    assert int(bc2.max()) <= 1 and not torch.isnan(o2).any()


@pytest.mark.parametrize("device", DEVICES)
def test_kascade(device):
    dtype, S, Hq, Hkv, D = torch.bfloat16, 300, 6, 2, 64
    q, k, v = rand(1, S, Hq, D, dtype=dtype, device=device), rand(1, S, Hkv, D, dtype=dtype, device=device), \
        rand(1, S, Hkv, D, dtype=dtype, device=device)
    r = ref_attention(q, k, v, True)[0]
    idx, cnt = sa.kascade_lists(q, k, topk_fraction=1.0, k_min=16)
    od = sa.kascade_prefill(q, k, v, idx, cnt, role="dense", topk_fraction=1.0, k_min=16)
    close(od, r, dtype, "Kascade layer 0")
    assert cnt[0, 0, 1].item() == 128 and cnt[0, 0, 0].item() == 0   # tile 1 sees the 128 keys before it
    oa = sa.kascade_prefill(q, k, v, idx, cnt, role="anchor", topk_fraction=1.0, k_min=16)
    close(oa, r, dtype, "Kascade anchor keeping every key")
    orr = sa.kascade_prefill(q, k, v, idx, cnt, role="reuse",
                             head_map=torch.tensor([1, 0], dtype=torch.int32, device=device))
    close(orr, r, dtype, "Kascade reuse of full lists")
    lens = torch.tensor([S], dtype=torch.int32, device=device)
    di = torch.full((1, Hkv, S), -1, dtype=torch.int32, device=device)
    dc = torch.zeros(1, Hkv, dtype=torch.int32, device=device)
    o1 = sa.kascade_decode(q[:, -1:], k, v, lens, di, dc, role="anchor", topk_fraction=1.0, k_min=16, max_seqlen_k=S)
    close(o1, ref_attention(q[:, -1:], k, v, False)[0], dtype, "Kascade decode anchor keeping every key")
    assert dc[0, 0].item() == S - 1


# ---------------------------------------------------------------------------------------------------------------
# refusals: each names the argument
# ---------------------------------------------------------------------------------------------------------------

def _t(*shape, dtype=torch.bfloat16, device="cpu"):
    return torch.zeros(*shape, dtype=dtype, device=device)


q4, k4, v4 = _t(1, 8, 4, 64), _t(1, 8, 2, 64), _t(1, 8, 2, 64)
lens1 = torch.tensor([8], dtype=torch.int32)
REFUSALS = [
    ("float32", lambda: sa.attention(q4.float(), k4.float(), v4.float()), "q is torch.float32"),
    ("mixed dtypes", lambda: sa.attention(q4, k4.half(), v4), "one dtype"),
    ("mixed devices", lambda: sa.attention(q4, _t(1, 8, 2, 64, device="meta"), v4), "k is on meta"),
    ("strided head dim", lambda: sa.attention(_t(1, 8, 4, 128)[..., ::2], k4, v4), "q has stride 2"),
    ("k head dim", lambda: sa.attention(q4, _t(1, 8, 2, 32), v4), "k has head dim 32"),
    ("heads", lambda: sa.attention(q4, _t(1, 8, 3, 64), _t(1, 8, 3, 64)), "not a multiple"),
    ("v shape", lambda: sa.attention(q4, k4, _t(1, 9, 2, 64)), "v has shape"),
    ("batch", lambda: sa.attention(_t(2, 8, 4, 64), k4, v4), "k has batch"),
    ("out shape", lambda: sa.attention(q4, k4, v4, out=_t(1, 8, 4, 32)), "out must be"),
    ("scale", lambda: sa.attention(q4, k4, v4, softmax_scale=-1.0), "softmax_scale"),
    ("lambda", lambda: sa.attention(q4, k4, v4, blasst_lambda=float("nan")), "blasst_lambda"),
    ("both thresholds", lambda: sa.attention(q4, k4, v4, blasst_lambda=0.1, blasst_scale_factor=1.0), "not both"),
    ("counters dtype", lambda: sa.attention(q4, k4, v4, blasst_lambda=0.1, counters=torch.zeros(2)), "counters"),
    ("cu_seqlens dtype", lambda: sa.attention(_t(8, 4, 64), _t(8, 2, 64), _t(8, 2, 64),
                                              cu_seqlens_q=torch.tensor([0, 8]), cu_seqlens_k=torch.tensor([0, 8]),
                                              max_seqlen_q=8, max_seqlen_k=8), "cu_seqlens_q must be torch.int32"),
    ("cu_seqlens past the rows", lambda: sa.attention(_t(2, 4, 64), _t(2, 2, 64), _t(2, 2, 64),
                                                      cu_seqlens_q=torch.tensor([0, 64], dtype=torch.int32),
                                                      cu_seqlens_k=torch.tensor([0, 2], dtype=torch.int32),
                                                      max_seqlen_q=64, max_seqlen_k=2), "cu_seqlens_q runs from 0 to 64"),
    ("cu_seqlens decreasing", lambda: sa.attention(_t(8, 4, 64), _t(8, 2, 64), _t(8, 2, 64),
                                                   cu_seqlens_q=torch.tensor([0, 6, 4, 8], dtype=torch.int32),
                                                   cu_seqlens_k=torch.tensor([0, 2, 4, 8], dtype=torch.int32),
                                                   max_seqlen_q=8, max_seqlen_k=8), "cu_seqlens_q[1:3]"),
    ("kascade negative counts", lambda: sa.kascade_decode(_t(1, 16, 4, 64), _t(1, 32, 2, 64), _t(1, 32, 2, 64),
                                                          torch.tensor([32], dtype=torch.int32),
                                                          torch.zeros(1, 2, 8, dtype=torch.int32),
                                                          torch.full((1, 2), -17, dtype=torch.int32)), "counts"),
    ("kascade decode short cache", lambda: sa.kascade_decode(_t(1, 4, 4, 64), _t(1, 32, 2, 64), _t(1, 32, 2, 64),
                                                             torch.tensor([2], dtype=torch.int32),
                                                             torch.zeros(1, 2, 8, dtype=torch.int32),
                                                             torch.zeros(1, 2, dtype=torch.int32), max_seqlen_k=2),
     "must hold them"),
    ("one cu_seqlens", lambda: sa.attention(_t(8, 4, 64), _t(8, 2, 64), _t(8, 2, 64),
                                            cu_seqlens_q=torch.tensor([0, 8], dtype=torch.int32)), "cu_seqlens_k"),
    ("not a tensor", lambda: sa.attention([1, 2], k4, v4), "q must be a torch.Tensor"),
    ("seqlens dtype", lambda: sa.decode(q4[:, :1], k4, v4, torch.tensor([8])), "seqlens_k must be torch.int32"),
    ("seqlens shape", lambda: sa.decode(q4[:, :1], k4, v4, torch.tensor([8, 8], dtype=torch.int32)), "seqlens_k"),
    ("q_len", lambda: sa.kascade_decode(_t(1, 17, 4, 64), _t(1, 32, 2, 64), _t(1, 32, 2, 64),
                                        torch.tensor([32], dtype=torch.int32), torch.zeros(1, 2, 8, dtype=torch.int32),
                                        torch.zeros(1, 2, dtype=torch.int32)), "at most 16"),
    ("page size", lambda: sa.decode(q4[:, :1], _t(4, 12, 2, 64), _t(4, 12, 2, 64), lens1,
                                    block_table=torch.zeros(1, 2, dtype=torch.int32)), "power of two"),
    ("block table short", lambda: sa.decode(q4[:, :1], _t(4, 16, 2, 64), _t(4, 16, 2, 64), lens1, max_seqlen_k=40,
                                            block_table=torch.zeros(1, 2, dtype=torch.int32)), "block_table has 2"),
    ("block table pages", lambda: sa.decode(q4[:, :1], _t(4, 16, 2, 64), _t(4, 16, 2, 64), lens1, max_seqlen_k=8,
                                            block_table=torch.full((1, 2), 9, dtype=torch.int32)), "page numbers"),
    ("seqlens range", lambda: sa.decode(q4[:, :1], k4, v4, torch.tensor([9], dtype=torch.int32), max_seqlen_k=8),
     "seqlens_k has values"),
    ("capacity", lambda: sa.decode(q4[:, :1], k4, v4, lens1, max_seqlen_k=9), "holds 8 positions"),
    ("workspace dtype", lambda: sa.decode(q4[:, :1], k4, v4, lens1, workspace=torch.zeros(8)), "workspace"),
    ("block_index dtype", lambda: sa.block_sparse(q4, k4, v4, torch.zeros(1, 4, 1, 1, dtype=torch.int64),
                                                  torch.zeros(1, 4, 1, dtype=torch.int32)), "block_index must be"),
    ("block_count shape", lambda: sa.block_sparse(q4, k4, v4, torch.zeros(1, 4, 1, 1, dtype=torch.int32),
                                                  torch.zeros(1, 4, 2, dtype=torch.int32)), "block_count has shape"),
    ("key_block", lambda: sa.block_sparse(q4, k4, v4, torch.zeros(1, 4, 1, 1, dtype=torch.int32),
                                          torch.zeros(1, 4, 1, dtype=torch.int32), key_block=48), "key_block"),
    ("momo topk", lambda: sa.momo(q4, k4, v4, topk="best"), "topk"),
    ("momo k", lambda: sa.momo(q4, k4, v4, k_blocks=0), "k is 0"),
    ("kascade role", lambda: sa.kascade_prefill(q4, k4, v4, *sa.kascade_lists(q4, k4), role="leader"), "role"),
    ("kascade fraction", lambda: sa.kascade_prefill(q4, k4, v4, *sa.kascade_lists(q4, k4), topk_fraction=2.0),
     "topk_fraction"),
    ("kascade head map", lambda: sa.kascade_prefill(q4, k4, v4, *sa.kascade_lists(q4, k4),
                                                    head_map=torch.tensor([0, 5], dtype=torch.int32)), "head_map"),
    ("kascade indices", lambda: sa.kascade_prefill(q4, k4, v4, torch.zeros(1, 3, 1, 8, dtype=torch.int32),
                                                   torch.zeros(1, 3, 1, dtype=torch.int32)), "indices must be"),
    ("flash dropout", lambda: sa.flash_attn_func(q4, k4, v4, dropout_p=0.1), "dropout_p"),
    ("flash window", lambda: sa.flash_attn_func(q4, k4, v4, window_size=(16, 0)), "window_size"),
    ("flash softcap", lambda: sa.flash_attn_func(q4, k4, v4, softcap=30.0), "softcap"),
    ("flash paged varlen", lambda: sa.flash_attn_varlen_func(_t(8, 4, 64), _t(8, 2, 64), _t(8, 2, 64),
                                                             torch.tensor([0, 8], dtype=torch.int32),
                                                             torch.tensor([0, 8], dtype=torch.int32), 8, 8,
                                                             block_table=torch.zeros(1, 1, dtype=torch.int32)),
     "block_table"),
    ("flash rotary", lambda: sa.flash_attn_with_kvcache(q4[:, :1], k4, v4, rotary_cos=torch.zeros(1)), "rotary"),
]


@pytest.mark.parametrize("name,call,needle", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals(name, call, needle):
    with pytest.raises(sa.SparseAttnError) as e:
        call()
    assert needle in str(e.value), f"{name}: message {str(e.value)!r} does not say {needle!r}"


def test_refused_by_the_library_names_the_argument():
    # a head dim the header does not carry passes the binding's checks and is refused by the library (GPU) or
    # computed by the reference (CPU, any multiple of 8)
    q, k, v = _t(1, 8, 4, 24), _t(1, 8, 2, 24), _t(1, 8, 2, 24)
    o = sa.attention(q, k, v)
    assert o.shape == q.shape
    with pytest.raises(sa.SparseAttnError, match="head_dim"):
        sa.attention(_t(1, 1, 1, 12), _t(1, 1, 1, 12), _t(1, 1, 1, 12))


def test_misaligned_pointer():
    base = torch.zeros(1 * 8 * 4 * 64 + 1, dtype=torch.bfloat16)
    q = base[1:].view(1, 8, 4, 64)
    with pytest.raises(sa.SparseAttnError, match="q's data is not 16-byte aligned"):
        sa.attention(q, k4, v4)


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the no-GPU message")
def test_no_gpu_message():
    with pytest.raises(sa.SparseAttnError) as e:
        sa.SparseAttn()
    assert "sa_context_create" in str(e.value) and ("driver" in str(e.value) or "device" in str(e.value))


# ---------------------------------------------------------------------------------------------------------------
# the library's layout check, the version, installation
# ---------------------------------------------------------------------------------------------------------------

def _build_lib(header_text, path):
    src = path.with_suffix(".h")
    src.write_text(header_text)
    subprocess.check_call(["cc", "-std=c99", "-O0", "-fPIC", "-shared", "-DSPARSEATTN_IMPLEMENTATION", "-x", "c",
                           str(src), "-o", str(path), "-ldl", "-lpthread", "-lm"])


def _import_with(lib):
    env = dict(os.environ, SPARSEATTN_LIB=str(lib), PYTHONPATH=os.path.join(ROOT, "examples", "python"))
    return subprocess.run([sys.executable, "-c", "import sparseattn"], env=env, capture_output=True, text=True)


def test_layout_mismatch_is_refused_at_import(tmp_path):
    header = open(os.path.join(ROOT, "sparseattn.h"), encoding="utf-8").read()
    anchor = "  sa_method method;\n  int batch;\n  int seqlen_q, seqlen_k;"
    assert header.count(anchor) == 1
    edited = header.replace(anchor, "  sa_method method;\n  int added_field;\n  int batch;\n  int seqlen_q, seqlen_k;")
    _build_lib(edited, tmp_path / "libedited.so")
    r = _import_with(tmp_path / "libedited.so")
    assert r.returncode != 0
    assert "SparseAttnError" in r.stderr and "sa_attention_args.batch" in r.stderr, r.stderr[-2000:]
    # a member added at the end shifts nothing, but is still a different layout
    anchor2 = "  int gamma;                       /* query stride of delta_o"
    edited2 = header.replace(anchor2, "  int trailing;\n" + anchor2)
    _build_lib(edited2, tmp_path / "libedited2.so")
    r2 = _import_with(tmp_path / "libedited2.so")
    assert r2.returncode != 0 and "sa_block_sparse_args" in r2.stderr, r2.stderr[-2000:]


def test_version_mismatch_is_refused_at_import(tmp_path):
    header = open(os.path.join(ROOT, "sparseattn.h"), encoding="utf-8").read()
    edited = header.replace(f'#define SPARSEATTN_VERSION_STRING "{sa.__version__}"',
                            '#define SPARSEATTN_VERSION_STRING "9.9.9"')
    _build_lib(edited, tmp_path / "libv.so")
    r = _import_with(tmp_path / "libv.so")
    assert r.returncode != 0 and "9.9.9" in r.stderr and sa.__version__ in r.stderr


def test_version_matches_library():
    assert sa.__version__ == sa.library_version


def test_pip_install_in_fresh_venv(tmp_path):
    venv = tmp_path / "venv"
    subprocess.check_call([sys.executable, "-m", "venv", "--system-site-packages", str(venv)])
    py = str(venv / "bin" / "python")
    r = subprocess.run([py, "-m", "pip", "install", "-q", os.path.join(ROOT, "examples", "python")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    env = {k: v for k, v in os.environ.items() if k not in ("SPARSEATTN_LIB", "PYTHONPATH")}
    r = subprocess.run([py, "-c", "import sparseattn, torch; print(sparseattn.__version__, sparseattn.lib_path); "
                        "q = torch.zeros(1, 4, 2, 64, dtype=torch.bfloat16); print(sparseattn.attention(q, q, q).shape)"],
                       capture_output=True, text=True, env=env, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr[-3000:]
    assert str(venv) in r.stdout and sa.__version__ in r.stdout


# ---------------------------------------------------------------------------------------------------------------
# custom ops: opcheck, torch.compile, CUDA graphs
# ---------------------------------------------------------------------------------------------------------------

def _op_samples(device):
    q, k, v = rand(1, 40, 4, 64, device=device), rand(1, 70, 2, 64, device=device), rand(1, 70, 2, 64, device=device)
    lens = torch.tensor([70], dtype=torch.int32, device=device)
    bi = torch.zeros(1, 4, 1, 1, dtype=torch.int32, device=device)
    bc = torch.ones(1, 4, 1, dtype=torch.int32, device=device)
    cnt = torch.zeros(2, dtype=torch.int64, device=device)
    idx, cn = sa.kascade_lists(q, k, topk_fraction=0.5, k_min=8)
    di = torch.zeros(1, 2, 35, dtype=torch.int32, device=device)
    dc = torch.zeros(1, 2, dtype=torch.int32, device=device)
    return [
        (torch.ops.sparseattn.attention, (q, k, v, None, None, 40, 70, True, 0.0, True, 0.01, 0.0, cnt, True)),
        (torch.ops.sparseattn.decode, (q[:, :2], k, v, lens, None, 70, True, 0.0, False, 0.0, 0.0, None, 0, None, True)),
        (torch.ops.sparseattn.block_sparse, (q, k, v, bi, bc, 64, 4, 16, True, 0.0, True)),
        (torch.ops.sparseattn.momo, (q, k, v, 0.0, 16, 64, 128, 2, 2, 0, 2, 4, 16)),
        (torch.ops.sparseattn.kascade_prefill, (q, k, v, idx, cn, 1, None, 0.5, 8, 128, 0.0)),
        (torch.ops.sparseattn.kascade_decode, (q[:, :1], k, v, lens, di, dc, None, 1, None, 0.5, 8, 70, False, 0.0,
                                               None)),
    ]


@pytest.mark.parametrize("device", DEVICES)
def test_opcheck(device):
    for op, args in _op_samples(device):
        torch.library.opcheck(op, args, test_utils=("test_schema", "test_faketensor", "test_autograd_registration"))


def _decode_step(q, kc, vc, lens):
    return sa.decode(q, kc, vc, lens, max_seqlen_k=kc.shape[1], causal=True)


def _layer(q, k, v, kc, vc, lens):
    o = sa.attention(q, k, v, causal=True, blasst_lambda=1e-3)
    d = sa.decode(q[:, -1:], kc, vc, lens, max_seqlen_k=kc.shape[1])
    return o.float().sum(-1) + d.float().sum()


@pytest.mark.parametrize("device", DEVICES)
def test_torch_compile_fullgraph(device):
    torch._dynamo.reset()
    q, k, v = rand(1, 40, 4, 64, device=device), rand(1, 40, 2, 64, device=device), rand(1, 40, 2, 64, device=device)
    lens = torch.tensor([40], dtype=torch.int32, device=device)
    backend = "inductor" if device == "cuda" else "aot_eager"
    f = torch.compile(_layer, fullgraph=True, backend=backend)
    assert torch.allclose(f(q, k, v, k, v, lens), _layer(q, k, v, k, v, lens), rtol=1e-2, atol=1e-2)


@gpu
def test_cuda_graph_replay():
    dev = "cuda"
    q, k, v = rand(2, 300, 8, 128, device=dev), rand(2, 300, 2, 128, device=dev), rand(2, 300, 2, 128, device=dev)
    qd = rand(2, 1, 8, 128, device=dev)
    lens = torch.tensor([300, 200], dtype=torch.int32, device=dev)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):     # warm-up: loads the kernels, fills the allocator's pool
        sa.attention(q, k, v, causal=True)
        _decode_step(qd, k, v, lens)
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        o = sa.attention(q, k, v, causal=True)
        od = _decode_step(qd, k, v, lens)
    for seed in range(3):
        torch.manual_seed(seed)
        q.copy_(torch.randn_like(q))
        k.copy_(torch.randn_like(k))
        qd.copy_(torch.randn_like(qd))
        lens.copy_(torch.tensor([300 - 50 * seed, 100 + seed], dtype=torch.int32))
        g.replay()
        torch.cuda.synchronize()
        assert torch.equal(o, sa.attention(q, k, v, causal=True))
        assert torch.equal(od, _decode_step(qd, k, v, lens))


@gpu
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_gpu_matches_cpu_reference(dtype):
    """Every op on the GPU against the same op on the CPU (the library's references)."""
    for op, args in _op_samples("cuda"):
        cargs = tuple(a.cpu().clone() if isinstance(a, torch.Tensor) else a for a in args)
        gargs = tuple(a.to(dtype) if isinstance(a, torch.Tensor) and a.is_floating_point() else a for a in args)
        cargs = tuple(a.to(dtype) if isinstance(a, torch.Tensor) and a.is_floating_point() else a for a in cargs)
        g = op(*gargs)
        c = op(*cargs)
        g = g if isinstance(g, tuple) else (g,)
        c = c if isinstance(c, tuple) else (c,)
        for x, y in zip(g, c):
            if x.is_floating_point() and x.numel():
                assert not torch.isnan(x).any()
                fin = torch.isfinite(y)
                assert (x.cpu().double()[fin] - y.double()[fin]).abs().max() < 3e-2, str(op)


@gpu
def test_mixed_devices_gpu():
    q = rand(1, 8, 4, 64, device="cuda")
    with pytest.raises(sa.SparseAttnError, match="k is on cpu but q is on cuda"):
        sa.attention(q, k4, v4)


@gpu
def test_sparseattn_object_and_device_info():
    s = sa.SparseAttn()
    info = s.device_info()
    assert info["sm_count"] > 0 and info["arch"].startswith("sm_")
    q = rand(1, 64, 4, 64, device="cuda")
    k = rand(1, 64, 2, 64, device="cuda")
    o = s.attention(q, k, k, causal=True)
    assert torch.equal(o, sa.attention(q, k, k, causal=True))
    s.close()


@pytest.mark.parametrize("device", DEVICES)
def test_kascade_plan(device):
    """Layers 0-2 share one attention pattern and 3-5 another: two anchors go to 0 and 3; a layer whose KV heads
    are its anchor's in swapped order gets the swapped head map."""
    torch.manual_seed(0)
    N, Hq, G, D = 300, 4, 2, 64
    qa, ka = torch.randn(N, Hq, D) * 2, torch.randn(N, G, D) * 2
    qb, kb = torch.randn(N, Hq, D) * 2, torch.randn(N, G, D) * 2
    q = torch.stack([qa, qa, qa, qb, qb, qb])
    k = torch.stack([ka, ka, ka, kb, kb, kb])
    q[5] = qb[:, [2, 3, 0, 1]]       # layer 5: query heads of group 1 first
    k[5] = kb[:, [1, 0]]             # and KV heads swapped
    p = sa.kascade_plan(q.to(device), k.to(device), 2, tile=32 if device == "cuda" else 16)
    assert p["anchors"] == [0, 3] and p["anchor_of"] == [0, 0, 0, 3, 3, 3]
    assert p["head_maps"][4] == [0, 1] and p["head_maps"][5] == [1, 0]
    assert p["layer_sim"].shape == (6, 6) and float(p["layer_sim"][3, 4]) > 0.99
    with pytest.raises(sa.SparseAttnError, match="budget"):
        sa.kascade_plan(q, k, 7)


@pytest.mark.parametrize("device", DEVICES)
def test_blasst_skip_mask(device):
    q, k, v = structured(700, 4, 2, 64, torch.bfloat16, device)
    mask, tiles = sa.blasst_skip_mask(q, k, v, blasst_lambda=1e-6)
    c = torch.zeros(2, dtype=torch.int64, device=device)
    sa.attention(q, k, v, causal=True, blasst_lambda=1e-6, counters=c)
    assert mask.dtype == torch.uint8 and mask.shape[:2] == (1, 4)
    assert mask.shape[3] == -(-700 // tiles["kv_tile"])
    assert int(mask.sum()) == int(c[1]) > 0, "the mask marks exactly the tiles the counters call skipped"
    assert int(mask[..., 0].sum()) == 0, "a query tile's first KV tile is never skipped"
    with pytest.raises(sa.SparseAttnError, match="blasst_lambda"):
        sa.blasst_skip_mask(q, k, v)


def test_kvcache_refused_call_leaves_the_cache():
    kc, vc = torch.zeros(1, 32, 2, 64, dtype=torch.bfloat16), torch.zeros(1, 32, 2, 64, dtype=torch.bfloat16)
    kn = torch.ones(1, 17, 2, 64, dtype=torch.bfloat16)
    with pytest.raises(sa.SparseAttnError, match="holds 32 positions"):
        sa.flash_attn_with_kvcache(_t(1, 17, 4, 64), kc, vc, kn, kn, cache_seqlens=16)
    with pytest.raises(sa.SparseAttnError, match="holds 32 positions"):
        sa.flash_attn_with_kvcache(_t(1, 1, 4, 64), kc, vc, kn[:, :1], kn[:, :1], cache_seqlens=32)
    assert not kc.any() and not vc.any()


@pytest.mark.parametrize("device", DEVICES)
def test_kascade_lists_with_spare_tiles(device):
    """indices may hold more tiles than the query needs: the real tiles' lists are the same, the rest empty."""
    q, k = rand(1, 64, 4, 64, device=device), rand(1, 64, 2, 64, device=device)
    i1, c1 = sa.kascade_lists(q, k, topk_fraction=0.25, k_min=4, tile=32)
    i2 = torch.full((1, 2, 3, i1.shape[3]), 7, dtype=torch.int32, device=device)
    c2 = torch.full((1, 2, 3), 7, dtype=torch.int32, device=device)
    o1 = sa.kascade_prefill(q, k, k, i1, c1, role="anchor", topk_fraction=0.25, k_min=4, tile=32)
    o2 = sa.kascade_prefill(q, k, k, i2, c2, role="anchor", topk_fraction=0.25, k_min=4, tile=32)
    assert torch.equal(i1, i2[:, :, :2]) and torch.equal(c1, c2[:, :, :2]) and torch.equal(o1, o2)


def test_smem_cap_refused_before_the_driver():
    """A bad max_smem_per_block is refused by name, with or without a GPU."""
    with pytest.raises(sa.SparseAttnError, match="max_smem_per_block"):
        sa.SparseAttn(max_smem_per_block=1000)
