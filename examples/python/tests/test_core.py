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
def test_decode_3d_query(device):
    """q [B, Hq, D] (FlashInfer's decode layout): one token per sequence, out [B, Hq, D] and lse [B, Hq], equal to the
    [B, 1, Hq, D] call; out= is written and returned."""
    B, Hq, Hkv, D = 3, 8, 2, 64
    q = rand(B, Hq, D, device=device)
    kc, vc = rand(B, 96, Hkv, D, device=device), rand(B, 96, Hkv, D, device=device)
    lens = torch.tensor([96, 1, 40], dtype=torch.int32, device=device)
    o4, l4 = sa.decode(q[:, None], kc, vc, lens, max_seqlen_k=96, return_lse=True, window_size=(20, 0), softcap=5.0)
    out = torch.full_like(q, float("nan"))
    o3, l3 = sa.decode(q, kc, vc, lens, max_seqlen_k=96, return_lse=True, window_size=(20, 0), softcap=5.0, out=out)
    assert o3 is out and o3.shape == (B, Hq, D) and l3.shape == (B, Hq)
    assert torch.equal(o3, o4[:, 0]) and torch.equal(l3, l4[..., 0])
    assert torch.equal(sa.decode(q, kc, vc, lens, max_seqlen_k=96, window_size=(20, 0), softcap=5.0), o3)
    for b in range(B):
        L = int(lens[b])
        r, _ = ref_engine(q[b:b + 1, None], kc[b:b + 1, :L], vc[b:b + 1, :L], True, (20, 0), 5.0)
        close(o3[b:b + 1, None], r, torch.bfloat16, f"3-D decode b={b}")
    with pytest.raises(sa.SparseAttnError, match="out must have 3 dimensions"):
        sa.decode(q, kc, vc, lens, max_seqlen_k=96, out=torch.empty_like(q[:, None]))


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
    ("flash window", lambda: sa.flash_attn_func(q4, k4, v4, window_size=(-3, 0)), "window_size"),
    ("flash softcap", lambda: sa.flash_attn_func(q4, k4, v4, softcap=-30.0), "softcap"),
    ("window below -1", lambda: sa.attention(q4, k4, v4, window_size=(-2, 0)), "window_size"),
    ("window not a pair", lambda: sa.attention(q4, k4, v4, window_size=5), "window_size"),
    ("softcap nan", lambda: sa.decode(q4[:, :1], k4, v4, lens1, softcap=float("nan")), "softcap"),
    ("sinks shape", lambda: sa.attention(q4, k4, v4, sinks=torch.zeros(2)), "sinks"),
    ("sinks dtype", lambda: sa.decode(q4[:, :1], k4, v4, lens1, sinks=torch.zeros(4, dtype=torch.float16)), "sinks"),
    ("block table without lengths", lambda: sa.attention(q4, k4, v4, block_table=torch.zeros(1, 1, dtype=torch.int32)),
     "block_table needs seqlens_k"),
    ("cache with packed K", lambda: sa.attention(_t(8, 4, 64), k4, v4, cu_seqlens_q=torch.tensor([0, 8], dtype=torch.int32),
                                                 cu_seqlens_k=torch.tensor([0, 8], dtype=torch.int32), max_seqlen_q=8,
                                                 seqlens_k=lens1), "exclude"),
    ("prefill page size", lambda: sa.attention(q4, _t(4, 12, 2, 64), _t(4, 12, 2, 64), seqlens_k=lens1,
                                               block_table=torch.zeros(1, 2, dtype=torch.int32)), "power of two"),
    ("prefill block table short", lambda: sa.attention(q4, _t(4, 4, 2, 64), _t(4, 4, 2, 64), seqlens_k=lens1,
                                                       block_table=torch.zeros(1, 1, dtype=torch.int32)),
     "block_table has 1"),
    ("prefill cache batch", lambda: sa.attention(q4, _t(2, 8, 2, 64), _t(2, 8, 2, 64), seqlens_k=lens1), "k has batch 2"),
    ("merge no parts", lambda: sa.merge_states([], []), "outs"),
    ("merge 17 parts", lambda: sa.merge_states([q4] * 17, [torch.zeros(1, 4, 8)] * 17), "outs"),
    ("merge shapes", lambda: sa.merge_states([q4, _t(1, 7, 4, 64)], [torch.zeros(1, 4, 8)] * 2), "outs[1]"),
    ("merge lse shape", lambda: sa.merge_states([q4, q4], [torch.zeros(1, 8, 4)] * 2), "lses[0]"),
    ("merge lse count", lambda: sa.merge_states([q4, q4], [torch.zeros(1, 4, 8)]), "lses"),
    ("flash rotary", lambda: sa.flash_attn_with_kvcache(q4[:, :1], k4, v4, rotary_cos=torch.zeros(1)), "rotary"),
]


@pytest.mark.parametrize("name,call,needle", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals(name, call, needle):
    with pytest.raises(sa.SparseAttnError) as e:
        call()
    assert needle in str(e.value), f"{name}: message {str(e.value)!r} does not say {needle!r}"


def test_refused_by_the_library_names_the_argument():
    # a head dim the header does not carry passes the binding's checks and is refused by the library, on the GPU and
    # (as the GPU would) on the CPU; one that is no multiple of 8 by the binding
    q, k, v = _t(1, 8, 4, 24), _t(1, 8, 2, 24), _t(1, 8, 2, 24)
    with pytest.raises(sa.SparseAttnError, match="head_dim 24 is not carried by this header"):
        sa.attention(q, k, v)
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
    # torch may sit in a site the venv does not see (the user site): point the venv at the torch this test runs with,
    # so pip finds the dependency installed and needs no index for it
    site = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], capture_output=True,
                          text=True, check=True).stdout.strip()
    with open(os.path.join(site, "host_torch.pth"), "w") as f:
        f.write(os.path.dirname(os.path.dirname(torch.__file__)) + "\n")
    cmd = [py, "-m", "pip", "install", "-q", os.path.join(ROOT, "examples", "python")]
    # the venv's own setuptools builds the package when it can build wheels (70.1+, or with wheel): no network then
    can = subprocess.run([py, "-c", "import setuptools as s, importlib.util as u; v = tuple(map(int, s.__version__.split"
                          "('.')[:2])); print(int(v >= (70, 1) or (v >= (64, 0) and u.find_spec('wheel') is not None)))"],
                         capture_output=True, text=True)
    if can.stdout.strip() == "1":
        cmd.append("--no-build-isolation")
    r = subprocess.run(cmd, capture_output=True, text=True)
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

def ref_engine(q, k, v, causal, window=(-1, -1), softcap=0.0, sinks=None):
    """float64 reference of the engine features for [B, Sq, Hq, D] / [B, Sk, Hkv, D]: query i sits at key position
    i + Sk - Sq; window (left, right), -1 unbounded; soft-cap cap * tanh(s / cap); sinks [Hq] join the denominator."""
    B, Sq, Hq, D = q.shape
    Sk, g = k.shape[1], Hq // k.shape[2]
    s = q.double().transpose(1, 2) @ k.double().transpose(1, 2).repeat_interleave(g, 1).transpose(-1, -2) / math.sqrt(D)
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    pos = torch.arange(Sq, device=q.device)[:, None] + Sk - Sq
    j = torch.arange(Sk, device=q.device)[None, :]
    allowed = torch.ones(Sq, Sk, dtype=torch.bool, device=q.device)
    if causal:
        allowed &= j <= pos
    if window[0] >= 0:
        allowed &= j >= pos - window[0]
    if window[1] >= 0:
        allowed &= j <= pos + window[1]
    s = s.masked_fill(~allowed, -math.inf)
    if sinks is not None:
        s = torch.cat([s, sinks.double()[None, :, None, None].expand(B, Hq, Sq, 1)], -1)
    lse = torch.logsumexp(s, -1)
    p = torch.exp(s - lse[..., None]).nan_to_num(0.0)[..., :Sk]
    o = (p @ v.double().transpose(1, 2).repeat_interleave(g, 1)).transpose(1, 2)
    return o, lse


MODS = [dict(window=(16, 0)), dict(window=(5, 3)), dict(window=(500, -1)), dict(window=(-1, 2)), dict(softcap=3.0),
        dict(sinks=True), dict(window=(9, 0), softcap=4.0, sinks=True)]


def _mods_kw(m, Hq, device):
    sinks = torch.randn(Hq, device=device) * 2 if m.get("sinks") else None
    return dict(window_size=m.get("window", (-1, -1)), softcap=m.get("softcap", 0.0), sinks=sinks), \
        dict(window=m.get("window", (-1, -1)), softcap=m.get("softcap", 0.0), sinks=sinks)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
@pytest.mark.parametrize("mods", MODS, ids=[str(m) for m in MODS])
def test_engine_features(device, dtype, mods):
    """Windows, soft-caps and sinks in prefill (causal and not) and decode against the float64 reference."""
    torch.manual_seed(3)
    B, Sq, Sk, Hq, Hkv, D = 2, 37, 90, 6, 2, 64
    q, k, v = rand(B, Sq, Hq, D, dtype=dtype, device=device), rand(B, Sk, Hkv, D, dtype=dtype, device=device), \
        rand(B, Sk, Hkv, D, dtype=dtype, device=device)
    kw, rkw = _mods_kw(mods, Hq, device)
    for causal in (True, False):
        o, lse = sa.attention(q, k, v, causal=causal, return_lse=True, **kw)
        ro, rl = ref_engine(q, k, v, causal, **rkw)
        close(o, ro, dtype, f"prefill {mods} causal={causal}")
        close(lse, rl, torch.float16, f"prefill LSE {mods}")
    lens = torch.tensor([Sk, 60], dtype=torch.int32, device=device)
    o = sa.decode(q[:, :3], k, v, lens, max_seqlen_k=Sk, causal=True, **kw)
    for b in range(B):
        L = int(lens[b])
        ro, _ = ref_engine(q[b:b + 1, :3], k[b:b + 1, :L], v[b:b + 1, :L], True, **rkw)
        close(o[b:b + 1], ro, dtype, f"decode {mods} b={b}")


def _paged_cache(k, page, device):
    """[B, L, H, D] as pages [B*per + 1, page, H, D] in a random order, with the block table."""
    B, L, H, D = k.shape
    per = -(-L // page)
    perm = torch.randperm(B * per + 1)[: B * per].view(B, per).to(torch.int32)
    kp = torch.zeros(B * per + 1, page, H, D, dtype=k.dtype)
    kp[perm.flatten().long()] = torch.nn.functional.pad(k.cpu(), (0, 0, 0, 0, 0, per * page - L)).view(B * per, page,
                                                                                                      H, D)
    return kp.to(device), perm.to(device)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("page", [None, 1, 4, 16])
def test_prefill_over_cache(device, page):
    """Chunks of new tokens over a padded or paged cache (queries the last rows of each sequence), padded and packed
    queries, with and without a window, against the float64 reference over each sequence's keys."""
    torch.manual_seed(5)
    dtype, B, L, Hq, Hkv, D = torch.bfloat16, 3, 75, 8, 2, 64
    k, v = rand(B, L, Hkv, D, dtype=dtype, device=device), rand(B, L, Hkv, D, dtype=dtype, device=device)
    lens = torch.tensor([75, 30, 53], dtype=torch.int32, device=device)
    kc, vc, bt = k, v, None
    if page:
        kc, bt = _paged_cache(k, page, device)
        vc = torch.zeros_like(kc)
        vc[bt.flatten().long()] = torch.nn.functional.pad(v, (0, 0, 0, 0, 0, bt.shape[1] * page - L)).view(-1, page,
                                                                                                           Hkv, D)
    for window in ((-1, -1), (20, 0)):
        q = rand(B, 7, Hq, D, dtype=dtype, device=device)
        o = sa.attention(q, kc, vc, causal=True, seqlens_k=lens, block_table=bt, max_seqlen_k=L, window_size=window)
        for b in range(B):
            n = int(lens[b])
            close(o[b:b + 1], ref_engine(q[b:b + 1], k[b:b + 1, :n], v[b:b + 1, :n], True, window)[0], dtype,
                  f"padded queries over the cache, page {page}, window {window}, b={b}")
        qlens = [5, 17, 1]
        cu = torch.tensor([0, 5, 22, 23], dtype=torch.int32, device=device)
        qp = rand(23, Hq, D, dtype=dtype, device=device)
        o, lse = sa.attention(qp, kc, vc, causal=True, cu_seqlens_q=cu, max_seqlen_q=17, seqlens_k=lens,
                              block_table=bt, window_size=window, return_lse=True)
        for b in range(B):
            n, r0, r1 = int(lens[b]), int(cu[b]), int(cu[b + 1])
            ro, rl = ref_engine(qp[None, r0:r1], k[b:b + 1, :n], v[b:b + 1, :n], True, window)
            close(o[None, r0:r1], ro, dtype, f"packed queries over the cache, page {page}, window {window}, b={b}")
            close(lse[:, r0:r1], rl[0], torch.float16, f"packed LSE, page {page}, b={b}")
        assert qlens == (cu[1:] - cu[:-1]).tolist()


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("parts", [1, 2, 3, 4])
def test_merge_states(device, parts):
    """Attention over parts of the keys, merged by LSE, equals attention over all of them (padded and packed)."""
    torch.manual_seed(parts)
    dtype, B, Sq, Sk, Hq, Hkv, D = torch.bfloat16, 2, 19, 70, 4, 2, 64
    q, k, v = rand(B, Sq, Hq, D, dtype=dtype, device=device), rand(B, Sk, Hkv, D, dtype=dtype, device=device), \
        rand(B, Sk, Hkv, D, dtype=dtype, device=device)
    cuts = [0] + sorted(torch.randperm(Sk - 1)[: parts - 1].add(1).tolist()) + [Sk]
    os_, ls_ = zip(*[sa.attention(q, k[:, a:b], v[:, a:b], return_lse=True) for a, b in zip(cuts, cuts[1:])])
    o, lse = sa.merge_states(list(os_), list(ls_))
    ro, rl = ref_engine(q, k, v, False)
    close(o, ro, dtype, f"{parts} parts merged")
    close(lse, rl, torch.float16, f"{parts} parts merged, LSE")
    out, out_lse = torch.full_like(o, float("nan")), torch.full_like(lse, float("nan"))   # written in place
    o3, l3 = sa.merge_states(list(os_), list(ls_), out=out, out_lse=out_lse)
    assert o3 is out and l3 is out_lse and torch.equal(o3, o) and torch.equal(l3, lse)
    with pytest.raises(sa.SparseAttnError, match="out_lse must be contiguous"):
        sa.merge_states(list(os_), list(ls_), out_lse=torch.empty(B, Sq, Hq, device=device).transpose(1, 2))
    dead = (torch.zeros_like(q), torch.full((B, Hq, Sq), -math.inf, device=device))   # a part that saw no key
    o2, lse2 = sa.merge_states(list(os_) + [dead[0]], list(ls_) + [dead[1]])
    close(o2, ro, dtype, "with a part of no keys")
    assert torch.equal(lse2, lse)
    po, pl = sa.merge_states([x[0] for x in os_], [x[0].contiguous() for x in ls_])   # packed: [T, H, D], [H, T]
    close(po[None], ro[:1], dtype, "packed parts merged")
    close(pl, rl[0], torch.float16, "packed parts merged, LSE")


@pytest.mark.parametrize("device", DEVICES)
def test_flash_wrappers_engine_features(device):
    """flash_attn_func passes window/softcap/sinks; flash_attn_varlen_func with block_table prefills over pages."""
    torch.manual_seed(7)
    dtype, Hq, Hkv, D = torch.bfloat16, 4, 2, 64
    q, k, v = rand(1, 30, Hq, D, dtype=dtype, device=device), rand(1, 30, Hkv, D, dtype=dtype, device=device), \
        rand(1, 30, Hkv, D, dtype=dtype, device=device)
    sinks = torch.randn(Hq, device=device)
    o = sa.flash_attn_func(q, k, v, causal=True, window_size=(8, 0), softcap=2.0, sinks=sinks)
    close(o, ref_engine(q, k, v, True, (8, 0), 2.0, sinks)[0], dtype, "flash_attn_func with the engine features")
    kc, bt = _paged_cache(k, 4, device)
    vc = torch.zeros_like(kc)
    vc[bt.flatten().long()] = torch.nn.functional.pad(v, (0, 0, 0, 0, 0, 2)).view(-1, 4, Hkv, D)
    cu_q = torch.tensor([0, 6], dtype=torch.int32, device=device)
    cu_k = torch.tensor([0, 30], dtype=torch.int32, device=device)
    o = sa.flash_attn_varlen_func(q[0, -6:], kc, vc, cu_q, cu_k, 6, 30, causal=True, block_table=bt)
    close(o[None], ref_engine(q[:, -6:], k, v, True)[0], dtype, "flash_attn_varlen_func over pages")


def _op_samples(device):
    q, k, v = rand(1, 40, 4, 64, device=device), rand(1, 70, 2, 64, device=device), rand(1, 70, 2, 64, device=device)
    lens = torch.tensor([70], dtype=torch.int32, device=device)
    bi = torch.zeros(1, 4, 1, 1, dtype=torch.int32, device=device)
    bc = torch.ones(1, 4, 1, dtype=torch.int32, device=device)
    cnt = torch.zeros(2, dtype=torch.int64, device=device)
    idx, cn = sa.kascade_lists(q, k, topk_fraction=0.5, k_min=8)
    di = torch.zeros(1, 2, 35, dtype=torch.int32, device=device)
    dc = torch.zeros(1, 2, dtype=torch.int32, device=device)
    sinks = torch.randn(4, device=device)
    lse = torch.randn(1, 4, 40, device=device)
    return [
        (torch.ops.sparseattn.attention, (q, k, v, None, None, 40, 70, True, 0.0, True, 0.01, 0.0, cnt, True, None, None,
                                          1, 16, 0, 5.0, sinks)),
        (torch.ops.sparseattn.decode, (q[:, :2], k, v, lens, None, 70, True, 0.0, False, 0.0, 0.0, None, 0, None, True,
                                       0, -1, -1, 0.0, None)),
        (torch.ops.sparseattn.merge_states, ([q, q], [lse, lse])),
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
    def conv(a, f):   # tensors, and the tensors of list arguments (merge_states)
        return [conv(x, f) for x in a] if isinstance(a, list) else f(a) if isinstance(a, torch.Tensor) else a

    half = (torch.bfloat16, torch.float16)   # q/k/v take the dtype; fp32 arguments (sinks, LSEs) stay fp32
    for op, args in _op_samples("cuda"):
        cargs = tuple(conv(a, lambda t: t.cpu().clone()) for a in args)
        gargs = tuple(conv(a, lambda t: t.to(dtype) if t.dtype in half else t) for a in args)
        cargs = tuple(conv(a, lambda t: t.to(dtype) if t.dtype in half else t) for a in cargs)
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
