"""One behaviour on CPU and GPU: seeded random cases over every entry point (prefill padded, packed and over a KV
cache, contiguous and paged; decode, over 16-bit and FP8 caches; BLASST prefill and decode at small lambda;
merge_states; block_sparse; Kascade decode reusing given lists), dtype, head dim, GQA group, causal or not, windows,
soft-caps, sinks, LSEs, lengths off the tiles (empty key sets and 1-token sequences included), strided and interleaved
layouts and a few NaN / Inf inputs. Each case runs on CUDA tensors (the kernels) and on CPU tensors (the library's
references) from the same inputs, into NaN-poisoned out= buffers, and the two must agree: the same NaN and +-inf
positions, finite values within the dtype's tolerance of the output's scale. Every few cases (every case without a
GPU) both also meet an independent float64 oracle written here from DESIGN.md section 4's semantics.

Environment: SA_DIFF_CASES (cases; 3000 with CUDA, 100 without), SA_DIFF_SEED (the first case's seed, 1),
SA_DIFF_ONLY (seeds to run, "12,345": rerun failures), SA_DIFF_ORACLE_EVERY (with CUDA: every n-th case also
against the oracle, 3), SA_DIFF_WORK (the largest case's B Hq Sq Sk D; 6e7 with CUDA, 4e6 without), SA_DIFF_SECONDS
(start no case after this many seconds; the summary says how many ran), SA_DIFF_JSON (write the summary there as
JSON). Run with -s to see the summary."""
import json
import math
import os
import random
import time

import pytest
import torch

import sparseattn as sa

HAVE_CUDA = torch.cuda.is_available()
NAN, INF = float("nan"), float("inf")
BF16, FP16 = torch.bfloat16, torch.float16
E4M3, E5M2 = torch.float8_e4m3fn, torch.float8_e5m2
# tolerance on |x - ref| relative to the output's scale (max |ref|), plus ATOL: test_core's (DESIGN.md section 6)
TOL = {BF16: 2e-2, FP16: 4e-3}
ATOL = 1e-3
LSE_ATOL, LSE_RTOL = 1e-2, 1e-3
HEAD_DIMS = (64, 96, 128, 256)                    # every head dim the kernels carry (docs/support-matrix.md)
HEADS = {1: [(1, 1), (2, 2), (4, 4), (8, 8)], 3: [(3, 1), (6, 2)], 4: [(4, 1), (8, 2)], 5: [(5, 1)], 8: [(8, 1)]}
KINDS = [("attention_padded", 3), ("attention_varlen", 2), ("attention_cache", 3), ("attention_blasst", 2),
         ("decode", 4), ("decode_fp8", 3), ("decode_blasst", 2), ("merge_states", 1), ("block_sparse", 2),
         ("kascade_decode", 2)]
# The largest case, in B * Hq * Sq * Sk * D multiply-adds of one product: the CPU reference (one core, float32)
# dominates the run, at about 1e9 of these per second.
WORK_GPU, WORK_CPU = 6e7, 4e6
MAX_SK = 600


# ---------------------------------------------------------------------------------------------------------------
# random choices and tensors
# ---------------------------------------------------------------------------------------------------------------

class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.g = torch.Generator().manual_seed(seed)

    def p(self, prob):
        return self.r.random() < prob

    def pick(self, xs):
        return self.r.choice(xs)

    def int(self, lo, hi):
        return self.r.randint(lo, hi) if hi >= lo else lo

    def length(self, hi, zero=0.04, one=0.06):
        """0, 1, short or up to hi: lengths off every tile size."""
        u = self.r.random()
        if u < zero:
            return 0
        if u < zero + one:
            return min(1, hi)
        if u < 0.5:
            return self.int(2, min(hi, 70))
        return self.int(2, hi)

    def randn(self, *shape, scale=1.0):
        return torch.randn(*shape, generator=self.g) * scale

    def perm(self, n):
        return torch.randperm(n, generator=self.g)


def common(G):
    dtype = G.pick([BF16, FP16])
    D = G.pick(HEAD_DIMS)
    group = G.pick(sorted(HEADS))
    Hq, Hkv = G.pick(HEADS[group])
    return dtype, D, Hq, Hkv


def to_dev(t, dev):
    """t on dev with its layout: the whole storage copied, then the same view (strides, offset; expanded views
    too), so a strided or interleaved tensor stays one on the GPU."""
    if t is None or not isinstance(t, torch.Tensor) or dev == "cpu":
        return t
    st = t.untyped_storage()
    flat = torch.empty(0, dtype=t.dtype).set_(st, 0, (st.nbytes() // t.element_size(),), (1,))
    return flat.to(dev).as_strided(t.shape, t.stride(), t.storage_offset())


def poison_like(t, dev):
    return torch.full(t.shape, NAN, dtype=t.dtype, device=dev)


def poison_allocator(dev):
    """Blocks of NaN freed to torch's CUDA caching allocator just before a call: the outputs the API allocates itself
    (LSEs, block_sparse's O) then likely start as NaN too, so an element a kernel leaves unwritten shows."""
    if dev != "cpu":
        for n in (1 << 16, 1 << 20):
            torch.full((n,), NAN, dtype=torch.float32, device=dev)


def junk(G, shape, dtype, nan):
    """What fills memory a call must not read: NaN, or large random values that would change any result."""
    x = torch.full(shape, NAN) if nan else G.randn(*shape, scale=50.0)
    return x.to(dtype)


def engine_opts(G, Hq, window=True, softcap=True, sinks=True):
    """causal, window_size, softcap, sinks (fp32 [Hq]), softmax_scale (None: 1/sqrt(D)), return_lse."""
    causal = G.p(0.55)
    win = (-1, -1)
    if window and G.p(0.35):
        left = G.pick([-1, 0, 1, G.int(2, 40), G.int(41, 700)])
        right = G.pick([-1, -1, 0, G.int(1, 24)])
        win = (left, right) if (left, right) != (-1, -1) else (G.int(0, 60), -1)
    cap = G.pick([1.5, 5.0, 20.0, 50.0]) if softcap and G.p(0.25) else 0.0
    sk = (G.randn(Hq, scale=2.0) + G.pick([0.0, 0.0, 4.0])).float() if sinks and G.p(0.3) else None
    scale = G.pick([0.04, 0.1, 0.2]) if G.p(0.15) else None
    return dict(causal=causal, window=win, softcap=cap, sinks=sk, scale=scale, lse=G.p(0.6))


def engine_tags(o):
    t = ["causal" if o["causal"] else "noncausal"]
    if o["window"] != (-1, -1):
        t.append("window")
    if o["softcap"]:
        t.append("softcap")
    if o["sinks"] is not None:
        t.append("sinks")
    if o["scale"] is not None:
        t.append("softmax_scale")
    if o["lse"]:
        t.append("lse")
    return t


def engine_desc(o):
    s = "causal" if o["causal"] else "noncausal"
    if o["window"] != (-1, -1):
        s += f" window{o['window']}"
    if o["softcap"]:
        s += f" softcap {o['softcap']}"
    if o["sinks"] is not None:
        s += " sinks"
    if o["scale"] is not None:
        s += f" scale {o['scale']}"
    return s + (" lse" if o["lse"] else "")


def engine_kw(o, dev):
    return dict(causal=o["causal"], window_size=o["window"], softcap=o["softcap"], sinks=to_dev(o["sinks"], dev),
                softmax_scale=o["scale"])


def plant_sinks(G, q, k_seqs):
    """BLASST needs structure to skip: key 0 of every sequence (and a few others, some near the threshold) far above
    the rest for every query (test_core.structured's). q: [..., D] (float32, in place), or a list of them."""
    for x in (q if isinstance(q, list) else [q]):
        x[..., 0] = 4.0
    for ks in k_seqs:
        if ks.shape[0]:
            ks[0, :, 0] = 60.0
        for _ in range(G.int(0, 3)):
            if ks.shape[0] > 1:
                ks[G.int(1, ks.shape[0] - 1), :, 0] = float(G.int(5, 50))


def blasst_kw(G):
    """A small threshold (the skipped mass stays far below the tolerance): absolute or as a scale factor."""
    lam = G.pick([1e-8, 1e-7, 1e-6])
    if G.p(0.3):   # lambda = factor / Sk of each sequence: at most 100 lam
        return dict(blasst_scale_factor=lam * 100), f"blasst factor {lam * 100:g}"
    return dict(blasst_lambda=lam), f"blasst lambda {lam:g}"


def inject(G, t, value):
    """value at a random element of t (in place; FP8 codes through float32)."""
    if t.numel() == 0:
        return False
    idx = tuple(G.int(0, s - 1) for s in t.shape)
    t[idx] = torch.tensor(value).to(t.dtype)
    return True


def nonfinite(G, q, k_seqs, v_seqs, v_ok, allow=True):
    """A NaN or Inf in a few cases: in Q, in K, or (v_ok: where every row of a group sees every key of its sequence,
    so no kernel tile masks it) in V. Returns the tag or None."""
    if not allow or not G.p(0.1):
        return None
    where = G.pick(["q", "k", "k"] + (["v"] if v_ok else []))
    value = NAN if G.p(0.75) or where == "v" else INF
    if where == "q":
        ok = inject(G, q, value)
    else:
        seqs = [s for s in (k_seqs if where == "k" else v_seqs) if s.numel()]
        ok = bool(seqs) and inject(G, G.pick(seqs), value)
    return f"{'nan' if value != value else 'inf'}_{where}" if ok else None


# ---------------------------------------------------------------------------------------------------------------
# the float64 oracle (DESIGN.md section 4; sparseattn.h "Sliding windows, soft-capping and sinks")
# ---------------------------------------------------------------------------------------------------------------

def attend(qr, kr, vr, vis, scale, softcap=0.0, sink=None):
    """qr [n, D], kr/vr [m, D] float64, vis [n, m]: O [n, D], LSE [n]. s = scale q.k, capped; the max skips NaN and
    starts at the sink; a -inf score is a masked key; a NaN or +inf score makes the row NaN; a NaN in V reaches the
    O of the rows that read its key; a row without keys gives O = 0 and LSE = the sink (-inf)."""
    n, m = qr.shape[0], kr.shape[0]
    s = (qr @ kr.T) * scale if m else torch.zeros(n, 0, dtype=torch.float64)
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    s = torch.where(vis, s, -INF)
    mx = torch.where(torch.isnan(s), -INF, s).amax(-1) if m else torch.full((n,), -INF, dtype=torch.float64)
    if sink is not None:
        mx = torch.maximum(mx, sink)
    read = s != -INF
    p = torch.where(read, torch.exp(s - mx[:, None]), 0.0)
    l = p.sum(-1)
    if sink is not None:
        l = l + torch.exp(sink - mx)
    vbad = torch.isnan(vr)
    if vbad.any():
        acc = p @ torch.where(vbad, 0.0, vr)
        acc = torch.where((read.double() @ vbad.double()) > 0, NAN, acc)
    else:
        acc = p @ vr
    o = torch.where(l[:, None] != 0, acc / l[:, None], 0.0)
    lse = torch.where(l != 0, mx + torch.log(l), -INF)
    return o, lse


def visible(nq, nk, causal, window, offset=None):
    """[nq, nk]: query i sits at key position i + offset (default nk - nq: bottom-right)."""
    pos = torch.arange(nq)[:, None] + (nk - nq if offset is None else offset)
    j = torch.arange(nk)[None, :]
    vis = torch.ones(nq, nk, dtype=torch.bool)
    if causal:
        vis &= j <= pos
    if tuple(window) != (-1, -1):
        if window[0] >= 0:
            vis &= j >= pos - window[0]
        if window[1] >= 0:
            vis &= j <= pos + window[1]
    return vis


def oracle_seq(q, k, v, vis, scale, softcap=0.0, sinks=None):
    """One sequence: q [Sq, Hq, D], k/v [Sk, Hkv, D] (float64), vis [Sq, Sk] or per query head [Hq, Sq, Sk].
    Returns O [Sq, Hq, D], LSE [Hq, Sq]."""
    Sq, Hq, D = q.shape
    Hkv = k.shape[1]
    g = Hq // Hkv
    O = torch.zeros(Sq, Hq, D, dtype=torch.float64)
    L = torch.zeros(Hq, Sq, dtype=torch.float64)
    for kh in range(Hkv):
        hs = slice(kh * g, (kh + 1) * g)
        qr = q[:, hs].transpose(0, 1).reshape(g * Sq, D)
        vv = (vis[hs] if vis.dim() == 3 else vis.expand(g, Sq, vis.shape[-1])).reshape(g * Sq, vis.shape[-1])
        sk = sinks[hs].double().repeat_interleave(Sq) if sinks is not None else None
        o, lse = attend(qr, k[:, kh], v[:, kh], vv, scale, softcap, sk)
        O[:, hs] = o.view(g, Sq, D).transpose(0, 1)
        L[hs] = lse.view(g, Sq)
    return O, L


def scale_of(o, D):
    return o["scale"] if o["scale"] is not None else 1.0 / math.sqrt(D)


# ---------------------------------------------------------------------------------------------------------------
# KV caches: contiguous [B, capacity, Hkv, D] or shuffled pages with -1 (or junk) in the unused block_table slots;
# every row a sequence does not use holds NaN or junk
# ---------------------------------------------------------------------------------------------------------------

def make_cache(G, k_seqs, v_seqs, dtype, max_len, tags):
    B, (Hkv, D) = len(k_seqs), k_seqs[0].shape[1:]
    nan = G.p(0.5)
    inter = G.p(0.25)   # K and V interleaved in one buffer (strided caches)
    if inter:
        tags.append("kv_interleaved")
    tags.append("unused_nan" if nan else "unused_junk")
    if G.p(0.4):   # contiguous
        cap = max(max_len + G.pick([0, 0, G.int(1, 40)]), 1)
        if inter:
            kv = junk(G, (B, cap, 2, Hkv, D), dtype, nan)
            kc, vc = kv[:, :, 0], kv[:, :, 1]
        else:
            kc, vc = junk(G, (B, cap, Hkv, D), dtype, nan), junk(G, (B, cap, Hkv, D), dtype, nan)
        for b in range(B):
            n = k_seqs[b].shape[0]
            kc[b, :n], vc[b, :n] = k_seqs[b], v_seqs[b]
        tags.append("contiguous")
        return kc, vc, None, f"contiguous cap {cap}"
    ps = G.pick([1, 2, 4, 8, 16, 32, 64, 128, 256])
    used = [-(-s.shape[0] // ps) for s in k_seqs]
    max_pages = max(-(-max_len // ps), 1) + G.pick([0, 0, 1, 3])
    num_pages = sum(used) + G.int(0, 3)
    num_pages = max(num_pages, 1)
    order = G.perm(num_pages).tolist()
    if inter:
        kv = junk(G, (num_pages, ps, 2, Hkv, D), dtype, nan)
        kp, vp = kv[:, :, 0], kv[:, :, 1]
    else:
        kp, vp = junk(G, (num_pages, ps, Hkv, D), dtype, nan), junk(G, (num_pages, ps, Hkv, D), dtype, nan)
    fill = -1 if G.p(0.7) else None
    bt = torch.full((B, max_pages), -1, dtype=torch.int32)
    if fill is None:   # the unused slots may hold anything
        bt = torch.randint(-5, num_pages + 100, (B, max_pages), generator=G.g, dtype=torch.int32)
    it = iter(order)
    for b in range(B):
        for j in range(used[b]):
            pg = next(it)
            bt[b, j] = pg
            n = min(ps, k_seqs[b].shape[0] - j * ps)
            kp[pg, :n], vp[pg, :n] = k_seqs[b][j * ps:j * ps + n], v_seqs[b][j * ps:j * ps + n]
    tags += ["paged", f"page{ps}"]
    return kp, vp, bt, f"paged ps {ps} pages {num_pages} slots {max_pages} ({'-1' if fill else 'junk'} padding)"


# ---------------------------------------------------------------------------------------------------------------
# the cases: each builds its inputs on the CPU; run(dev) calls the API on that device, oracle() the float64 result
# ---------------------------------------------------------------------------------------------------------------

class Case:
    def __init__(self, seed, kind, dtype, tol_dtype, tags, desc, run, oracle):
        self.seed, self.kind, self.dtype, self.tol_dtype = seed, kind, dtype, tol_dtype
        self.tags, self.desc, self.run, self.oracle = tags, desc, run, oracle


def shape_desc(dtype, D, Hq, Hkv):
    return f"{str(dtype)[6:]} d{D} Hq{Hq}/Hkv{Hkv}"


def base_tags(kind, dtype, D, Hq, Hkv):
    return [kind, str(dtype)[6:], f"d{D}", f"group{Hq // Hkv}"]


def fit_rows(work, per_row, lo=1):
    """How many query rows fit in the work budget at per_row multiply-adds each."""
    return max(lo, int(work // max(per_row, 1)))


def build_attention(G, seed, work, mode, blasst=False):
    """sa.attention: padded, packed (cu_seqlens) or over a KV cache (seqlens_k, contiguous or paged; queries padded
    or packed); dense or BLASST."""
    kind = "attention_blasst" if blasst else f"attention_{mode}"
    dtype, D, Hq, Hkv = common(G)
    tags = base_tags(kind, dtype, D, Hq, Hkv)
    if blasst:
        tags += ["blasst", f"blasst_{mode}"]
    o = engine_opts(G, Hq)
    tags += engine_tags(o)
    B = G.int(1, 3) if mode != "varlen" else G.int(1, 4)
    Sk = [G.length(MAX_SK) for _ in range(B)]
    if mode == "padded":
        Sk = [Sk[0]] * B
    if blasst and max(Sk) < 2:
        Sk = [max(s, G.int(130, MAX_SK)) for s in Sk]
        if mode == "padded":
            Sk = [Sk[0]] * B
    budget = fit_rows(work, B * Hq * max(max(Sk), 1) * D)
    packed_q = mode == "varlen" or (mode == "cache" and G.p(0.4))
    if packed_q:
        Sq = [min(G.length(300, zero=0.1), budget) for _ in range(B)]
        if sum(Sq) == 0:
            Sq[0] = 1
    else:
        n = Sk[0] if mode == "padded" and G.p(0.4) and Sk[0] else G.length(300, zero=0)
        Sq = [max(1, min(n, budget))] * B
    seqs_q = [G.randn(s, Hq, D) for s in Sq]
    k_seqs = [G.randn(s, Hkv, D) for s in Sk]
    v_seqs = [G.randn(s, Hkv, D) for s in Sk]
    if blasst:
        plant_sinks(G, seqs_q, k_seqs)
    v_all = not o["causal"] and o["window"] == (-1, -1)
    q_cat = torch.cat(seqs_q)   # packed rows of every sequence
    bad = nonfinite(G, q_cat, k_seqs, v_seqs, v_all, allow=not blasst)
    if bad:
        tags += ["nonfinite", bad]
    q_cat = q_cat.to(dtype)
    k_seqs = [s.to(dtype) for s in k_seqs]
    v_seqs = [s.to(dtype) for s in v_seqs]
    cu_q = torch.tensor([0] + torch.tensor(Sq).cumsum(0).tolist(), dtype=torch.int32)
    bkw, bdesc = blasst_kw(G) if blasst else ({}, "")
    desc = f"{kind} {shape_desc(dtype, D, Hq, Hkv)} B{B} Sq{Sq if packed_q else Sq[0]} Sk{Sk} {engine_desc(o)} {bdesc}"
    if mode == "padded":
        q = q_cat.view(B, Sq[0], Hq, D)
        k = torch.stack(k_seqs)
        v = torch.stack(v_seqs)
        lay = G.pick(["contiguous", "contiguous", "bhsd", "interleaved"])
        if lay == "bhsd":    # head-major storage: [B, H, S, D] viewed as [B, S, H, D]
            q = q.transpose(1, 2).contiguous().transpose(1, 2)
            k = k.transpose(1, 2).contiguous().transpose(1, 2)
            v = v.transpose(1, 2).contiguous().transpose(1, 2)
        elif lay == "interleaved":
            kv = torch.stack([k, v], 2).contiguous()
            k, v = kv[:, :, 0], kv[:, :, 1]
        tags.append(f"layout_{lay}")
        desc += f" {lay}"
        args = dict(q=q, k=k, v=v)
    elif mode == "varlen":
        lead = G.pick([0, 0, 0, G.int(1, 9)])   # cu_seqlens_k may start past 0; rows outside the sequences: NaN
        tail = G.pick([0, 0, G.int(1, 9)])
        Hk = (lead, Hkv, D)
        k = torch.cat([junk(G, Hk, dtype, True)] + k_seqs + [junk(G, (tail, Hkv, D), dtype, True)])
        v = torch.cat([junk(G, Hk, dtype, True)] + v_seqs + [junk(G, (tail, Hkv, D), dtype, True)])
        cu_k = torch.tensor([lead] + (lead + torch.tensor(Sk).cumsum(0)).tolist(), dtype=torch.int32)
        max_q = max(Sq) + G.pick([0, 0, G.int(1, 20)])
        max_k = max(Sk) + G.pick([0, 0, G.int(1, 20)])
        if lead or tail:
            tags.append("varlen_offset")
        desc += f" cu_k from {lead}, {tail} spare rows, max_q {max_q} max_k {max_k}"
        args = dict(q=q_cat, k=k, v=v, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=max_q, max_seqlen_k=max_k)
    else:
        kc, vc, bt, cdesc = make_cache(G, k_seqs, v_seqs, dtype, max(Sk), tags)
        lens = torch.tensor(Sk, dtype=torch.int32)
        cap = bt.shape[1] * kc.shape[1] if bt is not None else kc.shape[1]
        max_k = G.pick([None, max(Sk), max(Sk), G.int(max(Sk), cap)])
        desc += f" {cdesc} max_seqlen_k {max_k}"
        if packed_q:
            tags.append("packed_q")
            args = dict(q=q_cat, k=kc, v=vc, cu_seqlens_q=cu_q, max_seqlen_q=max(Sq) + G.pick([0, 0, 3]),
                        seqlens_k=lens, block_table=bt, max_seqlen_k=max_k)
        else:
            args = dict(q=q_cat.view(B, Sq[0], Hq, D), k=kc, v=vc, seqlens_k=lens, block_table=bt, max_seqlen_k=max_k)
    packed_out = "cu_seqlens_q" in args

    def run(dev):
        a = {n: to_dev(t, dev) for n, t in args.items()}
        out = poison_like(a["q"], dev)
        poison_allocator(dev)
        r = sa.attention(**a, **engine_kw(o, dev), **bkw, return_lse=o["lse"], out=out)
        ro, rl = r if o["lse"] else (r, None)
        assert ro.data_ptr() == out.data_ptr()
        return {"o": ro.cpu(), "lse": rl.cpu() if rl is not None else None}

    def oracle():
        qd = q_cat.double()
        outs, lses = [], []
        r0 = 0
        for b in range(B):
            qs = qd[r0:r0 + Sq[b]]
            r0 += Sq[b]
            ks, vs = k_seqs[b].double(), v_seqs[b].double()
            vis = visible(Sq[b], Sk[b], o["causal"], o["window"])
            ob, lb = oracle_seq(qs, ks, vs, vis, scale_of(o, D), o["softcap"], o["sinks"])
            outs.append(ob)
            lses.append(lb)
        O = torch.cat(outs)
        if packed_out:
            return {"o": O, "lse": torch.cat(lses, 1) if o["lse"] else None}
        return {"o": O.view(B, Sq[0], Hq, D), "lse": torch.stack(lses) if o["lse"] else None}

    return Case(seed, kind, dtype, dtype, tags, desc, run, oracle)


def fp8_scales(G, B, Hkv):
    """A scale argument of a random layout and its values as [B, Hkv] float64."""
    def r(*shape):
        return torch.rand(*shape, generator=G.g) * 1.5 + 0.25
    kind = G.pick(["none", "float", "scalar", "one", "per_head", "batch_head", "expanded", "transposed"])
    if kind == "none":
        return None, torch.ones(B, Hkv, dtype=torch.float64), kind
    if kind == "float":
        x = float(G.pick([0.5, 0.75, 1.5]))
        return x, torch.full((B, Hkv), x, dtype=torch.float64), kind
    s = {"scalar": lambda: r(()), "one": lambda: r(1), "per_head": lambda: r(2 * Hkv)[::2],
         "batch_head": lambda: r(B, Hkv), "expanded": lambda: r(Hkv).expand(B, Hkv),
         "transposed": lambda: r(Hkv, B).t()}[kind]()
    return s, s.double().expand(B, Hkv).clone(), kind


def build_decode(G, seed, work, fp8=False, blasst=False):
    """sa.decode over a contiguous or paged cache, 16-bit or FP8 codes; q_len 1..16 (the decode kernels) or more (the
    prefill kernels, 16-bit only); [B, Hq, D] queries too."""
    kind = "decode_fp8" if fp8 else "decode_blasst" if blasst else "decode"
    dtype, D, Hq, Hkv = common(G)
    tags = base_tags(kind, dtype, D, Hq, Hkv) + (["blasst"] if blasst else [])
    o = engine_opts(G, Hq)
    tags += engine_tags(o)
    fmt = G.pick([E4M3, E5M2]) if fp8 else None
    if fp8:
        tags.append("fp8_e4m3" if fmt == E4M3 else "fp8_e5m2")
    B = G.int(1, 4)
    q_len = G.int(1, 16) if fp8 or G.p(0.8) else G.int(17, 48)
    tags.append("qlen>16" if q_len > 16 else f"qlen{min(q_len, 4) if q_len < 4 else '4-16'}")
    top = max(min(MAX_SK, fit_rows(work, B * Hq * q_len * D)), 2 * q_len)
    Ls = []
    for _ in range(B):
        L = G.length(top, zero=0.05)
        if G.p(0.7):
            L = max(L, q_len)
        Ls.append(L)
    if blasst and max(Ls) < 2:
        Ls[0] = G.int(min(130, top), top)
    q = G.randn(B, q_len, Hq, D)
    k_seqs = [G.randn(L, Hkv, D, scale=2.0 if fp8 else 1.0) for L in Ls]
    v_seqs = [G.randn(L, Hkv, D, scale=2.0 if fp8 else 1.0) for L in Ls]
    if blasst:
        plant_sinks(G, q, k_seqs)
    v_all = not o["causal"] and o["window"] == (-1, -1)
    bad = nonfinite(G, q, k_seqs, v_seqs, v_all, allow=not blasst)
    if bad:
        tags += ["nonfinite", bad]
    q = q.to(dtype)
    ks_arg = vs_arg = None
    if fp8:
        ks_arg, ks_full, kk = fp8_scales(G, B, Hkv)
        vs_arg, vs_full, vk = fp8_scales(G, B, Hkv)
        tags += [f"kscale_{kk}", f"vscale_{vk}"]
        k_seqs = [(s / ks_full[b].float()[None, :, None]).to(fmt) for b, s in enumerate(k_seqs)]
        v_seqs = [(s / vs_full[b].float()[None, :, None]).to(fmt) for b, s in enumerate(v_seqs)]
        store = fmt
    else:
        k_seqs = [s.to(dtype) for s in k_seqs]
        v_seqs = [s.to(dtype) for s in v_seqs]
        store = dtype
    kc, vc, bt, cdesc = make_cache(G, k_seqs, v_seqs, store, max(Ls), tags)
    lens = torch.tensor(Ls, dtype=torch.int32)
    cap = bt.shape[1] * kc.shape[1] if bt is not None else kc.shape[1]
    max_k = G.pick([max(Ls), max(Ls), G.int(max(Ls), cap)])
    splits = G.pick([0, 0, 0, 1, 2, 3, 5, 16])
    if splits:
        tags.append("num_splits")
    q3 = q_len == 1 and G.p(0.3)
    if q3:
        tags.append("q3d")
    bkw, bdesc = blasst_kw(G) if blasst else ({}, "")
    desc = (f"{kind} {shape_desc(dtype, D, Hq, Hkv)}{' ' + str(fmt)[6:] if fp8 else ''} B{B} q_len {q_len}"
            f"{' (3-D q)' if q3 else ''} L{Ls} {cdesc} max_seqlen_k {max_k} num_splits {splits} {engine_desc(o)}"
            f" {bdesc}")
    if fp8:
        desc += f" k_scale {kk} v_scale {vk}"

    def run(dev):
        qd = to_dev(q[:, 0] if q3 else q, dev)
        out = poison_like(qd, dev)
        poison_allocator(dev)
        r = sa.decode(qd, to_dev(kc, dev), to_dev(vc, dev), to_dev(lens, dev), max_seqlen_k=max_k,
                      block_table=to_dev(bt, dev), num_splits=splits, return_lse=o["lse"], out=out,
                      k_scale=to_dev(ks_arg, dev), v_scale=to_dev(vs_arg, dev), **engine_kw(o, dev), **bkw)
        ro, rl = r if o["lse"] else (r, None)
        assert ro.data_ptr() == out.data_ptr()
        return {"o": ro.cpu(), "lse": rl.cpu() if rl is not None else None}

    def oracle():
        O = torch.zeros(B, q_len, Hq, D, dtype=torch.float64)
        L = torch.zeros(B, Hq, q_len, dtype=torch.float64)
        for b in range(B):
            ks, vs = k_seqs[b].double(), v_seqs[b].double()
            if fp8:
                ks = ks * ks_full[b][None, :, None]
                vs = vs * vs_full[b][None, :, None]
            vis = visible(q_len, Ls[b], o["causal"], o["window"])
            O[b], L[b] = oracle_seq(q[b].double(), ks, vs, vis, scale_of(o, D), o["softcap"], o["sinks"])
        if q3:
            return {"o": O[:, 0], "lse": L[..., 0] if o["lse"] else None}
        return {"o": O, "lse": L if o["lse"] else None}

    # an FP8 cache runs in fp16 inside the kernels (bf16 queries rescaled): bf16's tolerance, as test_fp8_cache
    return Case(seed, kind, dtype, BF16 if fp8 else dtype, tags, desc, run, oracle)


def build_merge(G, seed, work):
    """sa.merge_states of 1 to 16 parts, padded [B, S, H, D] or packed [T, H, D], parts empty in some rows (LSE
    -inf), every part empty in some rows, NaN in a part's O or LSE in a few cases; out= and out_lse= poisoned."""
    dtype, D = G.pick([BF16, FP16]), G.pick(HEAD_DIMS)
    H = G.int(1, 8)
    n = G.pick([1, 2, 2, 3, 4, 5, 8, G.int(9, 16)])
    packed = G.p(0.35)
    B = 1 if packed else G.int(1, 3)
    S = G.length(200, zero=0.0)
    tags = ["merge_states", str(dtype)[6:], f"d{D}", f"parts{n if n <= 4 else '5-16'}"]
    os_ = [G.randn(B, S, H, D).to(dtype) for _ in range(n)]
    ls = [(G.randn(B, H, S, scale=3.0) + 5.0).float() for _ in range(n)]
    for l in ls:
        l[torch.rand(l.shape, generator=G.g) < G.pick([0.0, 0.2, 0.6])] = -INF   # the part saw no key there
    dead = torch.rand(B, H, S, generator=G.g) < 0.05     # rows no part saw: O 0, LSE -inf
    for i in range(n):
        ls[i][dead] = -INF
        os_[i].transpose(1, 2)[dead] = 0
    bad = None
    if G.p(0.1):
        i = G.int(0, n - 1)
        if G.p(0.5):
            fin = torch.isfinite(ls[i]).nonzero()
            if len(fin):   # a NaN in O where that part's LSE is finite (an empty part's O is never read)
                b_, h_, s_ = fin[G.int(0, len(fin) - 1)].tolist()
                os_[i][b_, s_, h_, G.int(0, D - 1)] = NAN
                bad = "nan_o"
        else:
            if inject(G, ls[i], NAN):
                bad = "nan_lse"
    if bad:
        tags += ["nonfinite", bad]
    lay = G.pick(["contiguous", "contiguous", "bhsd"])
    if lay == "bhsd":   # every part head-major (one stride for all, as the API requires)
        os_ = [x.transpose(1, 2).contiguous().transpose(1, 2) for x in os_]
    tags.append(f"layout_{lay}")
    if packed:
        os_ = [x[0] for x in os_]
        ls = [x[0].contiguous() for x in ls]
        tags.append("packed")
    desc = f"merge_states {str(dtype)[6:]} d{D} H{H} parts {n} {'packed T' if packed else f'B{B} S'}{S} {lay}"

    def run(dev):
        od = [to_dev(x, dev) for x in os_]
        ld = [to_dev(x, dev) for x in ls]
        out = poison_like(od[0], dev)
        out_lse = poison_like(ld[0], dev)
        ro, rl = sa.merge_states(od, ld, out=out, out_lse=out_lse)
        assert ro.data_ptr() == out.data_ptr() and rl.data_ptr() == out_lse.data_ptr()
        return {"o": ro.cpu(), "lse": rl.cpu()}

    def oracle():
        O = torch.stack([x.double() for x in os_])        # [n, ..., S, H, D]
        L = torch.stack([x.double() for x in ls])         # [n, ..., H, S]
        L = L.transpose(-1, -2)                            # [n, ..., S, H]
        anynan = torch.isnan(L).any(0)
        mx = torch.where(torch.isnan(L), -INF, L).amax(0)
        w = torch.exp(L - mx)
        w = torch.where(torch.isnan(w) & ~anynan[None], 0.0, w)    # every part -inf: -inf - -inf
        ssum = w.sum(0)
        acc = (w[..., None] * O).sum(0)
        o = torch.where(ssum[..., None] != 0, acc / ssum[..., None], 0.0)
        lse = torch.where(ssum != 0, mx + torch.log(ssum), -INF)
        o = torch.where(anynan[..., None], NAN, o)
        lse = torch.where(anynan, NAN, lse)
        return {"o": o, "lse": lse.transpose(-1, -2)}

    return Case(seed, "merge_states", dtype, dtype, tags, desc, run, oracle)


def build_block_sparse(G, seed, work):
    """sa.block_sparse with random lists (any order, repeats, entries < 0 or past the last key block, counts past
    max_blocks), sinks and windows, causal or not."""
    dtype, D, Hq, Hkv = common(G)
    tags = base_tags("block_sparse", dtype, D, Hq, Hkv)
    B = G.int(1, 2)
    Sk = G.length(MAX_SK, zero=0.03)
    Sq = max(1, min(Sk if G.p(0.5) else G.length(max(Sk, 1), zero=0), fit_rows(work, B * Hq * max(Sk, 1) * D)))
    causal = G.p(0.8)
    kb = G.pick([16, 32, 64, 128, 256])
    sink = G.pick([0, 0, G.int(1, 8), G.int(9, 70)])
    window = G.pick([0, G.int(1, 16), G.int(17, 200), G.int(600, 4000)])   # the kernels visit <= 2048 key blocks
    nkb = -(-Sk // kb)
    nqb = -(-Sq // 128) + G.pick([0, 0, 1])
    mb = G.pick([0, 1, 2, G.int(3, 8)])
    lse = G.p(0.6)
    bi = torch.randint(-2, nkb + 2, (B, Hq, nqb, mb), generator=G.g, dtype=torch.int32)
    bc = torch.randint(0, mb + 3, (B, Hq, nqb), generator=G.g, dtype=torch.int32)
    q = G.randn(B, Sq, Hq, D)
    k = G.randn(B, Sk, Hkv, D)
    v = G.randn(B, Sk, Hkv, D)
    tags += ["causal" if causal else "noncausal", f"key_block{kb}"] + (["sink_tokens"] if sink else []) + \
        (["window_tokens"] if window else []) + (["lse"] if lse else [])
    # NaN only in a key of the sinks past the first (rows that keep it and other keys: test_block_sparse_nan_row
    # covers a row whose every kept score is NaN)
    if sink >= 2 and Sk >= 2 and G.p(0.1):
        k[G.int(0, B - 1), G.int(1, min(sink, Sk) - 1), G.int(0, Hkv - 1), G.int(0, D - 1)] = NAN
        tags += ["nonfinite", "nan_k"]
    q, k, v = q.to(dtype), k.to(dtype), v.to(dtype)
    desc = (f"block_sparse {shape_desc(dtype, D, Hq, Hkv)} B{B} Sq{Sq} Sk{Sk} {'causal' if causal else 'noncausal'} "
            f"key_block {kb} sink {sink} window {window} lists [{nqb} x {mb}]{' lse' if lse else ''}")

    def run(dev):
        poison_allocator(dev)
        r = sa.block_sparse(to_dev(q, dev), to_dev(k, dev), to_dev(v, dev), to_dev(bi, dev), to_dev(bc, dev),
                            key_block=kb, sink_tokens=sink, window_tokens=window, causal=causal, return_lse=lse)
        ro, rl = r if lse else (r, None)
        return {"o": ro.cpu(), "lse": rl.cpu() if rl is not None else None}

    def oracle():
        O = torch.zeros(B, Sq, Hq, D, dtype=torch.float64)
        L = torch.zeros(B, Hq, Sq, dtype=torch.float64)
        i = torch.arange(Sq)[:, None]
        j = torch.arange(Sk)[None, :]
        lim = i + Sk - Sq if causal else torch.full_like(i, Sk - 1)
        base = (j <= lim) & ((j < sink) | (j > lim - window))
        for b in range(B):
            vis = torch.zeros(Hq, Sq, Sk, dtype=torch.bool)
            for h in range(Hq):
                listed = torch.zeros(Sq, Sk, dtype=torch.bool)
                for qb in range(-(-Sq // 128)):
                    ent = bi[b, h, qb, :min(int(bc[b, h, qb]), mb)].tolist()
                    blocks = torch.zeros(max(nkb, 1), dtype=torch.bool)
                    for e in ent:
                        if 0 <= e < nkb:
                            blocks[e] = True
                    listed[qb * 128:(qb + 1) * 128] = blocks[torch.arange(Sk) // kb][None, :]
                vis[h] = base | (listed & (j <= lim))
            O[b], L[b] = oracle_seq(q[b].double(), k[b].double(), v[b].double(), vis, 1 / math.sqrt(D))
        return {"o": O, "lse": L if lse else None}

    return Case(seed, "block_sparse", dtype, dtype, tags, desc, run, oracle)


def build_kascade(G, seed, work):
    """sa.kascade_decode, role reuse: random ascending lists (leading -1s, repeats, positions at or past the new keys,
    junk past the count, counts past max_k), head maps, contiguous or paged caches."""
    dtype, D, Hq, Hkv = common(G)
    tags = base_tags("kascade_decode", dtype, D, Hq, Hkv)
    B = G.int(1, 3)
    q_len = G.int(1, 16)
    Ls = [max(q_len, G.length(max(min(MAX_SK, fit_rows(work, B * Hq * q_len * D)), q_len))) for _ in range(B)]
    causal = G.p(0.6)
    max_k = G.pick([1, G.int(2, 32), G.int(33, 160)])
    idx = torch.randint(-5, max(Ls) + 5, (B, Hkv, max_k), generator=G.g, dtype=torch.int32)   # junk
    cnt = torch.zeros(B, Hkv, dtype=torch.int32)
    for b in range(B):
        own = Ls[b] - q_len
        for m in range(Hkv):
            n = G.int(0, min(max_k, own + 2))
            pos = sorted(G.r.sample(range(own), min(n, own))) if own else []
            lst = [-1] * G.pick([0, 0, 1]) + pos
            if lst and G.p(0.3):   # a repeat of the previous entry
                at = G.int(0, len(lst) - 1)
                lst.insert(at, lst[at])
            lst += [G.int(own, Ls[b] + 3) for _ in range(G.pick([0, 0, 1, 2]))]   # at or past the new keys
            lst = lst[:max_k]
            idx[b, m, :len(lst)] = torch.tensor(lst, dtype=torch.int32)
            cnt[b, m] = G.pick([len(lst), len(lst), G.int(0, len(lst)), max_k + G.int(0, 3)])
            if cnt[b, m] > len(lst):   # a count past the list (clamped to max_k): the rest of the row -1
                idx[b, m, len(lst):] = -1
    hm = torch.randint(0, Hkv, (Hkv,), generator=G.g, dtype=torch.int32) if G.p(0.5) else None
    q = G.randn(B, q_len, Hq, D)
    k_seqs = [G.randn(L, Hkv, D) for L in Ls]
    v_seqs = [G.randn(L, Hkv, D) for L in Ls]
    bad = nonfinite(G, q, k_seqs, v_seqs, v_ok=False)
    if bad:
        tags += ["nonfinite", bad]
    q = q.to(dtype)
    k_seqs = [s.to(dtype) for s in k_seqs]
    v_seqs = [s.to(dtype) for s in v_seqs]
    kc, vc, bt, cdesc = make_cache(G, k_seqs, v_seqs, dtype, max(Ls), tags)
    lens = torch.tensor(Ls, dtype=torch.int32)
    scale = G.pick([None, None, 0.1])
    tags += ["causal" if causal else "noncausal"] + (["head_map"] if hm is not None else [])
    desc = (f"kascade_decode {shape_desc(dtype, D, Hq, Hkv)} B{B} q_len {q_len} L{Ls} {cdesc} max_k {max_k} "
            f"{'causal' if causal else 'noncausal'}{' head_map' if hm is not None else ''} scale {scale}")

    def run(dev):
        qd = to_dev(q, dev)
        out = poison_like(qd, dev)
        r = sa.kascade_decode(qd, to_dev(kc, dev), to_dev(vc, dev), to_dev(lens, dev), to_dev(idx, dev),
                              to_dev(cnt, dev), role="reuse", head_map=to_dev(hm, dev), max_seqlen_k=max(Ls),
                              block_table=to_dev(bt, dev), causal=causal, softmax_scale=scale, out=out)
        assert r.data_ptr() == out.data_ptr()
        return {"o": r.cpu(), "lse": None}

    def oracle():
        O = torch.zeros(B, q_len, Hq, D, dtype=torch.float64)
        g = Hq // Hkv
        for b in range(B):
            own = Ls[b] - q_len
            for kh in range(Hkv):
                m = int(hm[kh]) if hm is not None else kh
                lst = idx[b, m, :max(0, min(int(cnt[b, m]), max_k))].tolist()
                keys = [t for e, t in enumerate(lst) if 0 <= t < own and (e == 0 or lst[e - 1] != t)]
                nl = len(keys)
                keys += list(range(own, Ls[b]))
                kk = k_seqs[b][keys, kh].double()
                vv = v_seqs[b][keys, kh].double()
                vis = visible(q_len, len(keys), causal, (-1, -1), offset=nl)
                hs = slice(kh * g, (kh + 1) * g)
                o, _ = oracle_seq(q[b, :, hs].double(), kk[:, None], vv[:, None], vis,
                                  scale if scale is not None else 1 / math.sqrt(D))
                O[b, :, hs] = o
        return {"o": O, "lse": None}

    return Case(seed, "kascade_decode", dtype, dtype, tags, desc, run, oracle)


def make_case(seed, work):
    G = Gen(seed)
    kind = G.r.choices([k for k, _ in KINDS], weights=[w for _, w in KINDS])[0]
    if kind == "attention_padded":
        return build_attention(G, seed, work, "padded")
    if kind == "attention_varlen":
        return build_attention(G, seed, work, "varlen")
    if kind == "attention_cache":
        return build_attention(G, seed, work, "cache")
    if kind == "attention_blasst":
        return build_attention(G, seed, work, G.pick(["padded", "padded", "varlen", "cache"]), blasst=True)
    if kind == "decode":
        return build_decode(G, seed, work)
    if kind == "decode_fp8":
        return build_decode(G, seed, work, fp8=True, blasst=G.p(0.2))
    if kind == "decode_blasst":
        return build_decode(G, seed, work, blasst=True)
    if kind == "merge_states":
        return build_merge(G, seed, work)
    if kind == "block_sparse":
        return build_block_sparse(G, seed, work)
    return build_kascade(G, seed, work)


# ---------------------------------------------------------------------------------------------------------------
# comparison and the summary
# ---------------------------------------------------------------------------------------------------------------

def compare(x, ref, tol_dtype, name):
    """(error message or None, abs error, rel error, fraction of the tolerance used). NaN and +-inf positions must
    be equal; finite values within TOL * scale + ATOL (O) or LSE_ATOL + LSE_RTOL |ref| (LSE)."""
    if (x is None) != (ref is None):
        return f"{name}: one side has no result", 0.0, 0.0, 0.0
    if x is None:
        return None, 0.0, 0.0, 0.0
    x, ref = x.double(), ref.double()
    if x.shape != ref.shape:
        return f"{name}: shape {tuple(x.shape)} against {tuple(ref.shape)}", 0.0, 0.0, 0.0
    for what, f in (("NaN", torch.isnan), ("+inf", torch.isposinf), ("-inf", torch.isneginf)):
        a, b = f(x), f(ref)
        if not torch.equal(a, b):
            where = (a != b).nonzero()[:3].tolist()
            return (f"{name}: {what} at {int(a.sum())} elements against {int(b.sum())} (first differences at "
                    f"{where})"), 0.0, 0.0, INF
    fin = torch.isfinite(ref)
    if not fin.any():
        return None, 0.0, 0.0, 0.0
    d = (x[fin] - ref[fin]).abs()
    err = d.max().item()
    if name == "lse":
        allowed = LSE_ATOL + LSE_RTOL * ref[fin].abs()
        frac = (d / allowed).max().item()
        scale = max(ref[fin].abs().max().item(), 1.0)
    else:
        scale = ref[fin].abs().max().item()
        frac = err / (TOL[tol_dtype] * scale + ATOL)
    rel = err / max(scale, 1e-6)
    msg = None
    if frac > 1:
        at = (x - ref).abs().nan_to_num(0.0).argmax().item()
        msg = f"{name}: max error {err:.3g} ({rel:.3g} of scale {scale:.3g}; {frac:.2f} of the tolerance) at flat {at}"
    return msg, err, rel, frac


class Worst:
    """The worst O error (absolute, and relative to the output's scale), LSE error and fraction of the tolerance
    over some cases, each with its case's seed."""
    def __init__(self):
        self.n = 0
        self.w = {k: (0.0, None) for k in ("abs", "rel", "lse", "frac")}

    def add(self, seed, **vals):
        self.n += 1
        for k, x in vals.items():
            if math.isfinite(x) and (x > self.w[k][0] or self.w[k][1] is None):
                self.w[k] = (x, seed)

    def __getattr__(self, k):
        if k in ("abs", "rel", "lse", "frac"):
            return self.w[k][0]
        raise AttributeError(k)

    def seed(self, k):
        return self.w[k][1]

    def js(self):
        return {"cases": self.n, **{f"worst_{k}": {"value": v, "seed": sd} for k, (v, sd) in self.w.items()}}


def check_pair(a, b, case, pair, stats, failures):
    """Compares a with b (the reference) and records the errors under every tag of the case."""
    bad, vals = [], {}
    for name in ("o", "lse"):
        msg, err, rel, frac = compare(a.get(name), b.get(name), case.tol_dtype, name)
        if msg:
            bad.append(msg)
        if name == "o":
            vals.update(abs=err, rel=rel, frac=frac)
        else:
            vals.update(lse=err, frac=max(vals["frac"], frac))
    for tag in case.tags + ["all"]:
        stats.setdefault(pair, {}).setdefault(tag, Worst()).add(case.seed, **vals)
    if bad:
        failures.append(f"seed {case.seed} [{pair}] {case.desc}: " + "; ".join(bad))


def summary(stats, per_kind, n, failures, oracle_n, seconds, device, seeds):
    lines = [f"differential: {n} cases, seeds {seeds}, {device}; {oracle_n} also against the float64 oracle; "
             f"{len(failures)} failures; {seconds:.1f} s",
             "differential: cases per entry point: " + ", ".join(f"{k} {per_kind.get(k, 0)}" for k, _ in KINDS)]
    descs = stats.get("_desc", {})
    for pair in ("gpu-cpu", "cpu-f64", "gpu-f64"):
        if pair not in stats:
            continue
        w = stats[pair]["all"]
        lines.append(f"differential: worst {pair} ({w.n} cases): O abs {w.abs:.3g} (seed {w.seed('abs')}), rel "
                     f"{w.rel:.3g} of the output's scale (seed {w.seed('rel')}); LSE abs {w.lse:.3g} (seed "
                     f"{w.seed('lse')}); {w.frac:.3f} of the tolerance at seed {w.seed('frac')}: "
                     f"{descs.get(w.seed('frac'), '')}")
    main = "gpu-cpu" if "gpu-cpu" in stats else "cpu-f64"
    lines.append(f"differential: by feature ({main}): cases, worst O abs, worst O rel, worst LSE abs, worst fraction "
                 f"of the tolerance (its seed)")
    for tag in sorted(stats[main], key=lambda t: (t != "all", t)):
        w = stats[main][tag]
        lines.append(f"differential:   {tag:<22} {w.n:6d}  {w.abs:9.3g}  {w.rel:9.3g}  {w.lse:9.3g}  {w.frac:7.3f}  "
                     f"({w.seed('frac')})")
    return lines


def run_cases(seeds, work, oracle_every, deadline=None):
    """Every seed's case (until the deadline, a time.time(), if given); returns the stats, the cases per entry point,
    the failures, how many met the oracle and how many ran."""
    stats, per_kind, failures = {"_desc": {}}, {}, []
    oracle_n = ran = 0
    for i, seed in enumerate(seeds):
        if deadline is not None and time.time() > deadline:
            break
        ran += 1
        case = make_case(seed, work)
        per_kind[case.kind] = per_kind.get(case.kind, 0) + 1
        stats["_desc"][seed] = case.desc
        res = {}
        for dev in (["cpu", "cuda"] if HAVE_CUDA else ["cpu"]):
            try:
                res[dev] = case.run(dev)
            except Exception as e:   # noqa: BLE001  (a refusal or a crash of one side: reported with the seed)
                failures.append(f"seed {seed} [{dev}] {case.desc}: raised {type(e).__name__}: {str(e)[:300]}")
                if dev == "cpu":   # the host checks refused what the kernels would read: not run on the GPU
                    break
        if HAVE_CUDA and "cpu" in res and "cuda" in res:
            check_pair(res["cuda"], res["cpu"], case, "gpu-cpu", stats, failures)
        if not HAVE_CUDA or i % oracle_every == 0:
            try:
                ref = case.oracle()
            except Exception as e:   # noqa: BLE001
                failures.append(f"seed {seed} [oracle] {case.desc}: raised {type(e).__name__}: {str(e)[:300]}")
                continue
            oracle_n += 1
            if "cpu" in res:
                check_pair(res["cpu"], ref, case, "cpu-f64", stats, failures)
            if "cuda" in res:
                check_pair(res["cuda"], ref, case, "gpu-f64", stats, failures)
    return stats, per_kind, failures, oracle_n, ran


def test_differential():
    n = int(os.environ.get("SA_DIFF_CASES", 3000 if HAVE_CUDA else 100))
    first = int(os.environ.get("SA_DIFF_SEED", 1))
    only = os.environ.get("SA_DIFF_ONLY", "").strip()
    seeds = [int(s) for s in only.split(",") if s.strip()] if only else list(range(first, first + n))
    every = max(1, int(os.environ.get("SA_DIFF_ORACLE_EVERY", 3))) if HAVE_CUDA else 1
    work = float(os.environ.get("SA_DIFF_WORK", WORK_GPU if HAVE_CUDA else WORK_CPU))
    device = (f"GPU ({torch.cuda.get_device_name()}) against the CPU references" if HAVE_CUDA
              else "no GPU: the CPU references only")
    limit = float(os.environ.get("SA_DIFF_SECONDS", 0)) or None
    threads = torch.get_num_threads()
    torch.set_num_threads(1)   # the oracle's products are small: threads only contend (on a shared machine, badly)
    t0 = time.time()
    try:
        stats, per_kind, failures, oracle_n, ran = run_cases(seeds, work, every, t0 + limit if limit else None)
    finally:
        torch.set_num_threads(threads)
    seconds = time.time() - t0
    span = ",".join(map(str, seeds[:ran])) if only else f"{first}..{first + ran - 1}"
    if ran < len(seeds):
        span += f" (stopped after {limit:g} s: {ran} of {len(seeds)} cases)"
    lines = summary(stats, per_kind, ran, failures, oracle_n, seconds, device, span)
    print("\n" + "\n".join(lines))
    for f in failures[:200]:
        print("differential: FAIL " + f)
    path = os.environ.get("SA_DIFF_JSON")
    if path:
        js = {"cases": ran, "cases_asked": len(seeds), "seeds": span, "device": device, "seconds": seconds,
              "oracle_cases": oracle_n,
              "per_entry_point": per_kind, "failures": failures,
              "pairs": {p: {t: w.js() for t, w in d.items()} for p, d in stats.items() if p != "_desc"},
              "worst_case": {p: stats["_desc"].get(d["all"].seed("frac"), "") for p, d in stats.items()
                             if p != "_desc"}}
        with open(path, "w") as f:
            json.dump(js, f, indent=1)
    assert ran, "no case ran"
    assert not failures, f"{len(failures)} failures in {ran} cases (rerun with SA_DIFF_ONLY=" + \
        ",".join(sorted({f.split()[1] for f in failures}, key=int)[:50]) + "):\n" + "\n".join(failures[:40])


@pytest.mark.parametrize("device", ["cpu"] + (["cuda"] if HAVE_CUDA else []))
def test_block_sparse_nan_row(device):
    """A NaN in a row's Q makes every score it keeps NaN: DESIGN.md section 4 wants O and LSE NaN for that row (as
    sa.attention gives), and the other rows untouched."""
    torch.manual_seed(0)
    q = torch.randn(1, 40, 2, 64).bfloat16().to(device)
    k = torch.randn(1, 40, 2, 64).bfloat16().to(device)
    q[0, 10, 1, 3] = NAN
    bi = torch.zeros(1, 2, 1, 1, dtype=torch.int32, device=device)
    bc = torch.ones(1, 2, 1, dtype=torch.int32, device=device)
    o, lse = sa.block_sparse(q, k, k, bi, bc, key_block=16, window_tokens=4, return_lse=True)
    assert torch.isnan(o[0, 10, 1]).all() and torch.isnan(lse[0, 1, 10])
    o[0, 10, 1] = 0
    assert not torch.isnan(o).any()
