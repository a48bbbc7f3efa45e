"""MOMO, Kascade prefill and block-sparse attention over packed batches and KV caches, as engines feed them.

A packed batch equals each sequence's own padded call row for row (its block lists and Kascade lists too); a paged or
padded KV cache equals the packed call over the same keys (the cache is gathered on the device); the layouts the
kernels cannot take are refused by name. CPU tensors run the library's references: exact equality. The CUDA twins
(skipped without a GPU) run the kernels: outputs within bf16 tolerance, lists equal up to near-ties.
"""
import pytest
import torch

import sparseattn as sa
from conftest import gpu

DEVICES = ["cpu", pytest.param("cuda", marks=gpu)]
LENS = [200, 77, 131]   # query rows per sequence: not multiples of 64 or 128; the first is the longest
EXTRA = [30, 0, 55]     # keys before a sequence's queries (prefix caching): Sq < Sk, causal bottom-right
Hq, Hkv, D = 4, 2, 64
DT = torch.bfloat16
MOMO = dict(gamma=16, key_block=16, k_blocks=4, sink_tokens=16, window_tokens=32)
KAS = dict(topk_fraction=0.25, k_min=8, tile=32)


def cu_of(lens, device):
    c = [0]
    for n in lens:
        c.append(c[-1] + n)
    return torch.tensor(c, dtype=torch.int32, device=device)


def randn(*shape, gen, device):
    return torch.randn(*shape, generator=gen).to(DT).to(device)


def packed(lens_q, lens_k, device, seed):
    """q [sum lens_q, Hq, D], k/v [sum lens_k, Hkv, D], cu_seqlens_q/k."""
    g = torch.Generator().manual_seed(seed)
    q = randn(sum(lens_q), Hq, D, gen=g, device=device)
    k, v = randn(sum(lens_k), Hkv, D, gen=g, device=device), randn(sum(lens_k), Hkv, D, gen=g, device=device)
    return q, k, v, cu_of(lens_q, device), cu_of(lens_k, device)


def rows(x, cu, b):
    """Sequence b's rows of a packed tensor as a padded batch of one."""
    return x[None, int(cu[b]):int(cu[b + 1])]


def same(got, want, device, what):
    """CPU: the references compute the same float64 sums: equal. CUDA: within the bf16 tolerance."""
    assert got.shape == want.shape, f"{what}: shape {tuple(got.shape)}, expected {tuple(want.shape)}"
    assert not torch.isnan(got).any(), f"{what}: NaN"
    if device == "cpu":
        assert torch.equal(got, want), f"{what}: differs (max {(got.float() - want.float()).abs().max().item()})"
    else:   # the same non-finite entries (an LSE's -inf rows), the finite ones within the tolerance
        g, w = got.float(), want.float()
        fin = torch.isfinite(w)
        assert torch.equal(fin, torch.isfinite(g)) and torch.equal(g[~fin], w[~fin]), f"{what}: non-finite entries differ"
        err = (g[fin] - w[fin]).abs().max().item() if fin.any() else 0.0
        scale = max(w[fin].abs().max().item() if fin.any() else 0.0, 1e-3)
        assert err <= 2e-2 * scale + 1e-3, f"{what}: max error {err} (scale {scale})"


def same_lists(idx, cnt, idx1, cnt1, device, what, counts_exact=True):
    """Lists [..., n, max_k] / counts [..., n]: the first cnt entries of each. CUDA: near-ties in a top-k may pick
    another key of (almost) equal score, so up to 1% of the entries (and, with counts_exact False, of the counts) may
    differ; on the CPU none."""
    idx, cnt, idx1, cnt1 = (t.cpu() for t in (idx, cnt, idx1, cnt1))
    assert cnt.shape == cnt1.shape, f"{what}: counts {tuple(cnt.shape)} vs {tuple(cnt1.shape)}"
    slack = 0.0 if device == "cpu" else 0.01
    if device == "cpu" or counts_exact:
        assert torch.equal(cnt, cnt1), f"{what}: counts differ"
    else:
        assert (cnt != cnt1).float().mean().item() <= slack, f"{what}: counts differ"
    n, bad = 0, 0
    for i in torch.nonzero(cnt == cnt1).tolist():
        c = int(cnt[tuple(i)])
        a, b = idx[tuple(i)][:c], idx1[tuple(i)][:c]
        n += c
        if device == "cpu":
            bad += 0 if torch.equal(a, b) else c
        else:
            bad += len(set(a.tolist()) ^ set(b.tolist())) // 2
    assert bad <= slack * max(n, 1), f"{what}: {bad} of {n} list entries differ"


def random_block_lists(B, nqb, max_blocks, n_key_blocks, device, seed):
    g = torch.Generator().manual_seed(seed)
    bi = torch.randint(-1, n_key_blocks + 1, (B, Hq, nqb, max_blocks), generator=g, dtype=torch.int32)
    bc = torch.randint(0, max_blocks + 1, (B, Hq, nqb), generator=g, dtype=torch.int32)
    return bi.to(device), bc.to(device)


def random_kascade_lists(B, tiles, max_k, keys, device, seed):
    """Ascending keys (repeats allowed; keys at or past a tile's own are ignored by the kernels)."""
    g = torch.Generator().manual_seed(seed)
    idx = torch.randint(0, keys, (B, Hkv, tiles, max_k), generator=g).sort(-1).values.to(torch.int32)
    cnt = torch.randint(0, max_k + 1, (B, Hkv, tiles), generator=g, dtype=torch.int32)
    return idx.to(device), cnt.to(device)


# ---------------------------------------------------------------------------------------------------------------
# packed batches: each sequence as its own padded call
# ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("prefix", [False, True])
def test_block_sparse_packed(device, prefix):
    lens_k = [n + e for n, e in zip(LENS, EXTRA)] if prefix else LENS
    q, k, v, cq, ck = packed(LENS, lens_k, device, 1)
    bi, bc = random_block_lists(3, 2, 3, max(lens_k) // 16, device, 2)
    kw = dict(key_block=16, sink_tokens=8, window_tokens=24, return_lse=True)
    o, lse = sa.block_sparse(q, k, v, bi, bc, cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=max(LENS),
                             max_seqlen_k=max(lens_k), **kw)
    assert o.shape == q.shape and lse.shape == (Hq, q.shape[0])
    for b in range(3):
        o1, l1 = sa.block_sparse(rows(q, cq, b), rows(k, ck, b), rows(v, ck, b), bi[b:b + 1], bc[b:b + 1], **kw)
        same(rows(o, cq, b), o1, device, f"block-sparse, sequence {b}")
        same(lse[:, int(cq[b]):int(cq[b + 1])], l1[0], device, f"block-sparse LSE, sequence {b}")


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("prefix", [False, True])
def test_momo_packed(device, prefix):
    lens_k = [n + e for n, e in zip(LENS, EXTRA)] if prefix else LENS
    q, k, v, cq, ck = packed(LENS, lens_k, device, 3)
    o, bi, bc = sa.momo(q, k, v, cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=max(LENS), max_seqlen_k=max(lens_k),
                        return_blocks=True, **MOMO)
    assert o.shape == q.shape and bi.shape == (3, Hq, 2, 4) and bc.shape == (3, Hq, 2)
    for b in range(3):
        o1, bi1, bc1 = sa.momo(rows(q, cq, b), rows(k, ck, b), rows(v, ck, b), return_blocks=True, **MOMO)
        n = bc1.shape[2]
        same(rows(o, cq, b), o1, device, f"MOMO, sequence {b}")
        same_lists(bi[b, :, :n], bc[b, :, :n], bi1[0], bc1[0], device, f"MOMO's blocks, sequence {b}",
                   counts_exact=False)
        assert not bc[b, :, n:].any() and bool((bi[b, :, n:] == -1).all()), "query blocks past the sequence: empty"


@pytest.mark.parametrize("device", DEVICES)
def test_kascade_packed_self_attention(device):
    """The dense role (layer 0) and an anchor write each sequence's own lists and output; reuse reads them through
    a head map."""
    q, k, v, cu, _ = packed(LENS, LENS, device, 4)
    lay = dict(cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=max(LENS), max_seqlen_k=max(LENS))
    hm = torch.tensor([1, 0], dtype=torch.int32, device=device)
    for role in ("dense", "anchor"):
        idx, cnt = sa.kascade_lists(q, k, KAS["topk_fraction"], KAS["k_min"], KAS["tile"], cu_seqlens_q=cu,
                                    max_seqlen_q=max(LENS))
        assert idx.shape == (3, Hkv, 7, sa.kascade_max_k(max(LENS), 0.25, 8)) and cnt.shape == (3, Hkv, 7)
        o = sa.kascade_prefill(q, k, v, idx, cnt, role=role, **KAS, **lay)
        reuse = sa.kascade_prefill(q, k, v, idx, cnt, role="reuse", head_map=hm, tile=KAS["tile"], **lay)
        for b in range(3):
            qb, kb, vb = rows(q, cu, b), rows(k, cu, b), rows(v, cu, b)
            i1, c1 = sa.kascade_lists(qb, kb, KAS["topk_fraction"], KAS["k_min"], KAS["tile"])
            o1 = sa.kascade_prefill(qb, kb, vb, i1, c1, role=role, **KAS)
            t = c1.shape[2]
            same_lists(idx[b, :, :t], cnt[b, :, :t], i1[0], c1[0], device, f"{role}'s lists, sequence {b}")
            if device == "cpu" or role == "dense":   # an anchor attends with its lists: near-ties may differ
                same(rows(o, cu, b), o1, device, f"Kascade {role}, sequence {b}")
            mine = idx[b:b + 1, :, :t].contiguous(), cnt[b:b + 1, :, :t].contiguous()
            r1 = sa.kascade_prefill(qb, kb, vb, *mine, role="reuse", head_map=hm, tile=KAS["tile"])
            same(rows(reuse, cu, b), r1, device, f"Kascade reuse of the {role}'s lists, sequence {b}")


@pytest.mark.parametrize("device", DEVICES)
def test_kascade_reuse_packed_prefix(device):
    """Reuse over a packed batch whose sequences have more keys than queries (bottom-right)."""
    lens_k = [n + e for n, e in zip(LENS, EXTRA)]
    q, k, v, cq, ck = packed(LENS, lens_k, device, 5)
    idx, cnt = random_kascade_lists(3, 4, 40, max(lens_k), device, 6)
    o = sa.kascade_prefill(q, k, v, idx, cnt, role="reuse", tile=64, cu_seqlens_q=cq, cu_seqlens_k=ck,
                           max_seqlen_q=max(LENS), max_seqlen_k=max(lens_k))
    for b in range(3):
        t = -(-LENS[b] // 64)
        o1 = sa.kascade_prefill(rows(q, cq, b), rows(k, ck, b), rows(v, ck, b), idx[b:b + 1, :, :t].contiguous(),
                                cnt[b:b + 1, :, :t].contiguous(), role="reuse", tile=64)
        same(rows(o, cq, b), o1, device, f"Kascade reuse with a prefix, sequence {b}")


# ---------------------------------------------------------------------------------------------------------------
# KV caches: gathered into packed K/V, the same as the packed call over the same keys
# ---------------------------------------------------------------------------------------------------------------

def make_cache(k, v, ck, page, device, seed):
    """Sequences' keys (packed k/v by ck) as a cache: padded [B, capacity, Hkv, D] (page None) or pages
    [num_pages, page, Hkv, D] in a shuffled order with two spare pages; unused rows NaN (never to be read)."""
    g = torch.Generator().manual_seed(seed)
    lens = (ck[1:] - ck[:-1]).tolist()
    B, L = len(lens), max(lens)
    if page is None:
        kc = torch.full((B, L + 5, Hkv, D), float("nan"), dtype=DT, device=device)
        vc = kc.clone()
        for b, n in enumerate(lens):
            kc[b, :n], vc[b, :n] = rows(k, ck, b)[0], rows(v, ck, b)[0]
        return kc, vc, None
    per = -(-L // page)
    perm = torch.randperm(B * per + 2, generator=g)[:B * per].view(B, per).to(torch.int32)
    kc = torch.full((B * per + 2, page, Hkv, D), float("nan"), dtype=DT, device=device)
    vc = kc.clone()
    for b, n in enumerate(lens):
        for j in range(n):
            p = int(perm[b, j // page])
            kc[p, j % page], vc[p, j % page] = k[int(ck[b]) + j], v[int(ck[b]) + j]
    bt = perm.to(device)
    bt[1, -(-lens[1] // page):] = -1   # slots past a sequence's pages may hold anything
    return kc, vc, bt


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("page", [None, 1, 16, 64])
def test_over_kv_cache(device, page):
    """New tokens written into the cache first; the prefill over the cache (packed or padded queries: each sequence's
    last positions) equals the packed call over the sequences' keys, with or without max_seqlen_k."""
    lens_k = [n + e for n, e in zip(LENS, EXTRA)]
    q, k, v, cq, ck = packed(LENS, lens_k, device, 7)
    kc, vc, bt = make_cache(k, v, ck, page, device, 8)
    seqlens = (ck[1:] - ck[:-1]).to(torch.int32)
    bi, bc = random_block_lists(3, 2, 3, max(lens_k) // 16, device, 9)
    idx, cnt = random_kascade_lists(3, 4, 40, max(lens_k), device, 10)
    lay = dict(cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=max(LENS), max_seqlen_k=max(lens_k))
    want = {"momo": sa.momo(q, k, v, return_blocks=True, **MOMO, **lay),
            "reuse": sa.kascade_prefill(q, k, v, idx, cnt, role="reuse", tile=64, **lay),
            "block-sparse": sa.block_sparse(q, k, v, bi, bc, key_block=16, sink_tokens=8, window_tokens=24,
                                            return_lse=True, **lay)}
    for max_k in (max(lens_k), None):   # None: the table's capacity bounds the lengths (no synchronization)
        cache = dict(cu_seqlens_q=cq, max_seqlen_q=max(LENS), seqlens_k=seqlens, block_table=bt, max_seqlen_k=max_k)
        got = {"momo": sa.momo(q, kc, vc, return_blocks=True, **MOMO, **cache),
               "reuse": sa.kascade_prefill(q, kc, vc, idx, cnt, role="reuse", tile=64, **cache),
               "block-sparse": sa.block_sparse(q, kc, vc, bi, bc, key_block=16, sink_tokens=8, window_tokens=24,
                                               return_lse=True, **cache)}
        for name in want:
            for i, (a, b) in enumerate(zip(*(x if isinstance(x, tuple) else (x,) for x in (got[name], want[name])))):
                same(a, b, device, f"{name} over the cache (page {page}, max_seqlen_k {max_k}), result {i}")
    # padded queries: the last 60 positions of every sequence (a chunk of 60 new tokens each)
    S = 60
    idx, cnt, bi, bc = (t[:, :, :1].contiguous() for t in (idx, cnt, bi, bc))   # one tile / query block of 60 rows
    qp = torch.stack([q[int(cq[b + 1]) - S:int(cq[b + 1])] for b in range(3)])
    cs = torch.arange(0, 4 * S, S, dtype=torch.int32, device=device)
    flat = qp.reshape(3 * S, Hq, D)
    lay = dict(cu_seqlens_q=cs, cu_seqlens_k=ck, max_seqlen_q=S, max_seqlen_k=max(lens_k))
    cache = dict(seqlens_k=seqlens, block_table=bt, max_seqlen_k=max(lens_k))
    same(sa.momo(qp, kc, vc, **MOMO, **cache), sa.momo(flat, k, v, **MOMO, **lay).view(3, S, Hq, D), device,
         f"MOMO, padded queries over the cache (page {page})")
    ro = torch.empty_like(qp)
    r = sa.kascade_prefill(qp, kc, vc, idx, cnt, role="reuse", tile=64, out=ro, **cache)
    assert r is ro
    same(ro, sa.kascade_prefill(flat, k, v, idx, cnt, role="reuse", tile=64, **lay)
         .view(3, S, Hq, D), device, f"Kascade reuse, padded queries over the cache (page {page}), out=")
    o, lse = sa.block_sparse(qp, kc, vc, bi, bc, key_block=16, return_lse=True, **cache)
    o2, lse2 = sa.block_sparse(flat, k, v, bi, bc, key_block=16, return_lse=True, **lay)
    same(o, o2.view(3, S, Hq, D), device, f"block-sparse, padded queries over the cache (page {page})")
    assert lse.shape == (3, Hq, S)
    same(lse, lse2.view(Hq, 3, S).permute(1, 0, 2), device, f"block-sparse LSE, padded queries (page {page})")


# ---------------------------------------------------------------------------------------------------------------
# refusals, each by name
# ---------------------------------------------------------------------------------------------------------------

def _refusals():
    q, k, v, cu, _ = packed(LENS, LENS, "cpu", 11)
    kc, vc, bt = make_cache(k, v, cu, 16, "cpu", 12)
    lens = (cu[1:] - cu[:-1]).to(torch.int32)
    idx, cnt = sa.kascade_lists(q, k, 0.25, 8, 32, cu_seqlens_q=cu, max_seqlen_q=200)
    lay = dict(cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=200, max_seqlen_k=200)
    bi, bc = random_block_lists(3, 2, 3, 10, "cpu", 13)
    return [
        ("anchor, cu_seqlens_k another tensor", lambda: sa.kascade_prefill(
            q, k, v, idx, cnt, role="anchor", tile=32, cu_seqlens_q=cu, cu_seqlens_k=cu.clone(), max_seqlen_q=200,
            max_seqlen_k=200), "cu_seqlens_k=cu_seqlens_q"),
        ("dense, max_seqlen_k != max_seqlen_q", lambda: sa.kascade_prefill(
            q, k, v, idx, cnt, role="dense", tile=32, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=200,
            max_seqlen_k=201), "max_seqlen_k"),
        ("anchor over a cache", lambda: sa.kascade_prefill(
            q, kc, vc, idx, cnt, role="anchor", tile=32, cu_seqlens_q=cu, max_seqlen_q=200, seqlens_k=lens,
            block_table=bt), "KV cache"),
        ("block_table without seqlens_k", lambda: sa.momo(q, kc, vc, block_table=bt, **lay),
         "block_table needs seqlens_k"),
        ("cu_seqlens_k with seqlens_k", lambda: sa.momo(
            q, kc, vc, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=200, seqlens_k=lens, block_table=bt), "exclude"),
        ("packed without max_seqlen_q", lambda: sa.momo(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu), "max_seqlen_q"),
        ("packed q with padded k", lambda: sa.momo(q, k[None], v[None], cu_seqlens_q=cu, max_seqlen_q=200),
         "k must have 3 dimensions"),
        ("block lists of another batch", lambda: sa.block_sparse(q, k, v, bi[:2], bc[:2], **lay), "block_index"),
        ("block lists too short", lambda: sa.block_sparse(q, k, v, bi[:, :, :1].contiguous(),
                                                                    bc[:, :, :1].contiguous(), **lay), "query blocks"),
        ("Kascade lists too short", lambda: sa.kascade_prefill(q, k, v, idx[:, :, :3], cnt[:, :, :3], tile=32, **lay),
         "indices"),
        ("a sequence past max_seqlen_q", lambda: sa.momo(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=100,
                                                         max_seqlen_k=200), "cu_seqlens_q"),
        ("seqlens_k past max_seqlen_k", lambda: sa.momo(q, kc, vc, cu_seqlens_q=cu, max_seqlen_q=200, seqlens_k=lens,
                                                        block_table=bt, max_seqlen_k=150), "seqlens_k"),
        ("kascade_lists packed without max_seqlen_q", lambda: sa.kascade_lists(q, k, cu_seqlens_q=cu),
         "max_seqlen_q"),
    ]


@pytest.mark.parametrize("what,call,needle", _refusals(), ids=[r[0] for r in _refusals()])
def test_refusals(what, call, needle):
    with pytest.raises(sa.SparseAttnError, match=needle):
        call()


@pytest.mark.parametrize("device", DEVICES)
def test_opcheck_packed(device):
    """The custom ops with the packed layout: schema and fake implementations (torch.compile's view of them)."""
    q, k, v, cu, _ = packed([40, 23], [40, 23], device, 14)
    bi, bc = random_block_lists(2, 1, 2, 2, device, 15)
    idx, cnt = sa.kascade_lists(q, k, 0.5, 4, 32, cu_seqlens_q=cu, max_seqlen_q=40)
    lay = (cu, cu, 40, 40)
    for op, args in [(torch.ops.sparseattn.block_sparse, (q, k, v, bi, bc, 16, 4, 16, True, 0.0, True, *lay)),
                     (torch.ops.sparseattn.momo, (q, k, v, 0.0, 16, 16, 128, 2, 2, 0, 2, 4, 16, *lay)),
                     (torch.ops.sparseattn.kascade_prefill, (q, k, v, idx, cnt, 2, None, 0.5, 4, 32, 0.0, *lay))]:
        torch.library.opcheck(op, args, test_utils=("test_schema", "test_faketensor"))
