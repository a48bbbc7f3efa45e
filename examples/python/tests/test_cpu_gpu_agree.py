"""One behaviour on CPU and GPU: empty keys give O = 0 and LSE = -inf, NaN and Inf propagate to the rows that read
them (and only to those), and the -1 padding of unused block_table slots is accepted; on the CPU (the library's
references) and, where a GPU is present, on it with the same results."""
import pytest
import torch

import sparseattn as sa

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


@pytest.mark.parametrize("device", DEVICES)
def test_empty_keys(device):
    q = torch.randn(2, 5, 4, 64, dtype=torch.bfloat16, device=device)
    k = torch.empty(2, 0, 4, 64, dtype=torch.bfloat16, device=device)
    o, lse = sa.attention(q, k, k, causal=True, return_lse=True)
    assert torch.equal(o.float().cpu(), torch.zeros(2, 5, 4, 64))
    assert torch.equal(lse.cpu(), torch.full((2, 4, 5), float("-inf")))
    # torch gives an empty result of arithmetic zero strides (k * 0.5 of an empty k): still an empty K, not refused
    kz = k.as_strided(k.shape, (0, 256, 0, 1))
    o, lse = sa.attention(q, kz, kz, causal=True, return_lse=True)
    assert torch.equal(o.float().cpu(), torch.zeros(2, 5, 4, 64)) and torch.isneginf(lse).all()
    bi = torch.zeros(2, 4, 1, 1, dtype=torch.int32, device=device)
    o = sa.block_sparse(q, kz, kz, bi, torch.ones(2, 4, 1, dtype=torch.int32, device=device), sink_tokens=4)
    assert torch.equal(o.float().cpu(), torch.zeros(2, 5, 4, 64))
    # packed K of no rows, with a bound max_seqlen_k above 0: every sequence empty
    cu = torch.tensor([0, 2, 5], dtype=torch.int32, device=device)
    kp = torch.empty(0, 4, 64, dtype=torch.bfloat16, device=device)
    o, lse = sa.attention(q.view(10, 4, 64)[:5], kp, kp, cu_seqlens_q=cu, cu_seqlens_k=torch.zeros_like(cu),
                          max_seqlen_q=3, max_seqlen_k=7, causal=True, return_lse=True)
    assert torch.equal(o.float().cpu(), torch.zeros(5, 4, 64)) and torch.isneginf(lse).all()
    kc = torch.empty(2, 0, 1, 64, dtype=torch.bfloat16, device=device)
    lens = torch.zeros(2, dtype=torch.int32, device=device)
    o, lse = sa.decode(q[:, :1], kc, kc, lens, max_seqlen_k=0, return_lse=True)
    assert torch.equal(o.float().cpu(), torch.zeros(2, 1, 4, 64))
    assert torch.equal(lse.cpu(), torch.full((2, 4, 1), float("-inf")))


@pytest.mark.parametrize("device", DEVICES)
def test_nonfinite_rows(device):
    torch.manual_seed(0)
    q = torch.randn(1, 40, 2, 64, dtype=torch.bfloat16, device=device)
    k = torch.randn(1, 40, 2, 64, dtype=torch.bfloat16, device=device)
    v = torch.randn(1, 40, 2, 64, dtype=torch.bfloat16, device=device)
    o0, l0 = sa.attention(q, k, v, causal=True, return_lse=True)
    k[0, 20, 1, 5] = float("nan")
    o, lse = sa.attention(q, k, v, causal=True, return_lse=True)
    # head 1, rows 20 and on read the NaN: O and LSE NaN; every other row as without it
    assert torch.isnan(o[0, 20:, 1].float()).all() and torch.isnan(lse[0, 1, 20:]).all()
    assert torch.equal(o[0, :20, 1], o0[0, :20, 1]) and torch.equal(o[0, :, 0], o0[0, :, 0])
    assert torch.equal(lse[0, 1, :20], l0[0, 1, :20]) and torch.equal(lse[0, 0], l0[0, 0])


@pytest.mark.parametrize("device", DEVICES)
def test_block_table_padding(device):
    torch.manual_seed(1)
    B, L, ps, Hkv, D = 2, 20, 8, 2, 64
    q = torch.randn(B, 1, 4, D, dtype=torch.bfloat16, device=device)
    kc = torch.randn(B, L, Hkv, D, dtype=torch.bfloat16, device=device)
    vc = torch.randn(B, L, Hkv, D, dtype=torch.bfloat16, device=device)
    lens = torch.tensor([L, 9], dtype=torch.int32, device=device)
    ref = sa.decode(q, kc, vc, lens, max_seqlen_k=L)
    # pages of 8: sequence 0 uses 3, sequence 1 uses 2; 5 slots each, the unused ones -1
    kp = torch.zeros(6, ps, Hkv, D, dtype=torch.bfloat16, device=device)
    vp = torch.zeros_like(kp)
    bt = torch.full((B, 5), -1, dtype=torch.int32)
    pages = iter(range(6))
    for b in range(B):
        for j in range((int(lens[b]) + ps - 1) // ps):
            p = next(pages)
            bt[b, j] = p
            n = min(ps, int(lens[b]) - j * ps)
            kp[p, :n], vp[p, :n] = kc[b, j * ps:j * ps + n], vc[b, j * ps:j * ps + n]
    out = sa.decode(q, kp, vp, lens, max_seqlen_k=L, block_table=bt.to(device))
    assert torch.allclose(out.float(), ref.float(), atol=1e-2, rtol=1e-2)
    if device == "cpu":   # a used slot: refused (on the GPU, by its validate mode)
        bt[1, 0] = -1
        with pytest.raises(Exception, match="block_table"):
            sa.decode(q, kp, vp, lens, max_seqlen_k=L, block_table=bt)


@pytest.mark.parametrize("device", DEVICES)
def test_head_dim_not_carried(device):
    """A head dim no kernel of this build carries is refused on the CPU as on the GPU, with the same message, by every
    entry point (the references themselves take any head dim); a carried one runs."""
    q = torch.randn(1, 20, 2, 88, dtype=torch.bfloat16, device=device)
    lens = torch.full((1,), 20, dtype=torch.int32, device=device)
    bi = torch.zeros(1, 2, 1, 1, dtype=torch.int32, device=device)
    bc = torch.ones(1, 2, 1, dtype=torch.int32, device=device)
    idx, cnt = sa.kascade_lists(q, q)
    calls = {
        "sa_attention": lambda: sa.attention(q, q, q, causal=True),
        "sa_decode": lambda: sa.decode(q[:, :1], q, q, lens, max_seqlen_k=20),
        "sa_block_sparse_attention": lambda: sa.block_sparse(q, q, q, bi, bc),
        "sa_momo_prefill": lambda: sa.momo(q, q, q),
        "sa_kascade_prefill": lambda: sa.kascade_prefill(q, q, q, idx, cnt, role="dense"),
    }
    for fn, call in calls.items():   # on the GPU the message may name the call's planner (sa_decode_plan_get)
        with pytest.raises(sa.SparseAttnError, match=(fn if device == "cpu" else "") +
                           r".*head_dim 88 is not carried by this header \(carried: [0-9 ]*\); regenerate it with "
                           r"make generate HEAD_DIMS="):
            call()
    q64 = torch.randn(1, 20, 2, 64, dtype=torch.bfloat16, device=device)
    assert torch.isfinite(sa.attention(q64, q64, q64, causal=True).float()).all()
