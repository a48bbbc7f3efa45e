"""sparseattn.flashinfer: FlashInfer-shaped plan/run wrappers over paged KV caches. A batch through the wrappers
(FlashInfer's CSR page table over shuffled pages, NHD and HND, a (k, v) tuple or one [num_pages, 2, ...] tensor)
equals per-request calls of sparseattn.decode / sparseattn.attention over each sequence's contiguous keys; page
sizes 1, 16 and 64 with several last_page_len; GQA 4; windows, soft-caps, sinks, scales and BLASST; FP8 decode;
mixed prefill/decode batches; every refusal by name; on a GPU, run never synchronizes and a captured decode stays
right after a new plan and a replay."""
import inspect
import math

import pytest
import torch

import sparseattn as sa
from sparseattn.flashinfer import BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper
from conftest import gpu
from test_core import close, rand, ref_engine

DEVICES = ["cpu", pytest.param("cuda", marks=gpu)]
HQ, HKV, D = 8, 2, 64            # GQA group 4
LN2 = math.log(2.0)
E4M3 = torch.float8_e4m3fn


def lens_for(page):
    """KV lengths whose last pages hold 1, a full page and partial pages (and one empty sequence)."""
    return [1, page, 2 * page + 5 if page > 1 else 7, 37, 0, 3 * page + 1, 70]


class Batch:
    """Sequences of contiguous K/V [L, Hkv, D] scattered over shuffled pages of one cache (unused pages and rows hold
    large garbage), with FlashInfer's CSR table."""

    def __init__(self, lens, page, device, layout="NHD", single=False, dtype=torch.bfloat16, seed=0, spare=3):
        g = torch.Generator().manual_seed(seed)
        self.lens, self.page, self.layout = lens, page, layout
        counts = [-(-L // page) for L in lens]
        n = sum(counts) + spare
        perm = torch.randperm(n, generator=g)[:sum(counts)].to(torch.int32)
        pages = (torch.rand(n, 2, page, HKV, D, generator=g) * 200 - 100)      # garbage where no key lives
        self.k, self.v = [], []
        at = 0
        for L, c in zip(lens, counts):
            k = torch.randn(L, HKV, D, generator=g).to(dtype)
            v = torch.randn(L, HKV, D, generator=g).to(dtype)
            for i in range(c):
                rows = slice(i * page, min((i + 1) * page, L))
                pages[int(perm[at + i]), 0, :rows.stop - rows.start] = k[rows].float()
                pages[int(perm[at + i]), 1, :rows.stop - rows.start] = v[rows].float()
            at += c
            self.k.append(k.to(device))
            self.v.append(v.to(device))
        pages = pages.to(dtype)
        if layout == "HND":
            pages = pages.transpose(2, 3).contiguous()                       # [n, 2, Hkv, page, D]
        pages = pages.to(device)
        self.cache = pages if single else (pages[:, 0], pages[:, 1])
        self.indptr = torch.tensor([0] + torch.tensor(counts).cumsum(0).tolist(), dtype=torch.int32, device=device)
        self.indices = perm.to(device)
        self.last = torch.tensor([L - (c - 1) * page if c else 0 for L, c in zip(lens, counts)], dtype=torch.int32,
                                 device=device)

    def seq(self, b):
        """Sequence b's contiguous cache [1, L, Hkv, D] and its length."""
        L = self.lens[b]
        return self.k[b][None], self.v[b][None], torch.tensor([L], dtype=torch.int32, device=self.k[b].device)


def workspace(device, mb=32):
    return torch.empty(mb << 20, dtype=torch.uint8, device=device)


def decode_wrapper(batch, device, plan_kw=None, **ctor):
    w = BatchDecodeWithPagedKVCacheWrapper(workspace(device), batch.layout, **ctor)
    w.plan(batch.indptr, batch.indices, batch.last, HQ, HKV, D, batch.page, q_data_type=torch.bfloat16,
           **(plan_kw or {}))
    return w


def qo_indptr(qlens, device):
    return torch.tensor([0] + torch.tensor(qlens).cumsum(0).tolist(), dtype=torch.int32, device=device)


def prefill_wrapper(batch, qlens, device, causal=True, plan_kw=None, **ctor):
    w = BatchPrefillWithPagedKVCacheWrapper(workspace(device), batch.layout, **ctor)
    w.plan(qo_indptr(qlens, device), batch.indptr, batch.indices, batch.last, HQ, HKV, D, batch.page, causal=causal,
           q_data_type=torch.bfloat16, **(plan_kw or {}))
    return w


def same(a, b, what, atol=0.0, gpu_rel=2e-2):
    """a equals b within atol on the CPU (the references of one batch and of one request run the same arithmetic);
    on a GPU the batch and a single request get other split plans and kernels: within gpu_rel of b's largest value
    (bf16's rounding; pass 1e-3 for fp32 LSEs). -inf (empty rows) must agree."""
    assert not torch.isnan(a).any(), f"{what}: NaN"
    fin = torch.isfinite(b.double())
    err = (a.double() - b.double()).abs()[fin]
    if a.is_cuda and fin.any():
        atol = max(atol, gpu_rel * b.double()[fin].abs().max().item() + 1e-3)
    worst = err.max().item() if err.numel() else 0.0
    assert worst <= atol, f"{what}: max difference {worst} (allowed {atol})"
    assert torch.equal(torch.isinf(a).cpu(), torch.isinf(b).cpu()), f"{what}: -inf rows differ"


def check_decode(w, batch, q, device, run_kw=None, req_kw=None, atol=0.0):
    """The wrapper's batch against per-request sparseattn.decode over contiguous caches (out and base-2 LSE)."""
    o, lse = w.run(q, batch.cache, return_lse=True, **(run_kw or {}))
    assert o.shape == q.shape and lse.shape == (q.shape[0], HQ) and lse.dtype == torch.float32
    for b in range(len(batch.lens)):
        k, v, L = batch.seq(b)
        ro, rl = sa.decode(q[b:b + 1], k, v, L, max_seqlen_k=batch.lens[b], return_lse=True, **(req_kw or {}))
        same(o[b:b + 1], ro, f"decode out b={b}", atol)
        same(lse[b:b + 1] * LN2, rl, f"decode LSE b={b}", 1e-5 + atol, 1e-3)
    return o, lse


def check_prefill(w, batch, q, qlens, causal, device, run_kw=None, req_kw=None, atol=0.0):
    o, lse = w.run(q, batch.cache, return_lse=True, **(run_kw or {}))
    assert o.shape == q.shape and lse.shape == (q.shape[0], HQ)
    r = 0
    for b, n in enumerate(qlens):
        if n:
            k, v, _ = batch.seq(b)
            ro, rl = sa.attention(q[None, r:r + n], k, v, causal=causal, return_lse=True, **(req_kw or {}))
            same(o[r:r + n], ro[0], f"prefill out b={b}", atol)
            same(lse[r:r + n] * LN2, rl[0].t(), f"prefill LSE b={b}", 1e-5 + atol, 1e-3)
        r += n
    return o, lse


# ---------------------------------------------------------------------------------------------------------------
# decode
# ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("layout", ["NHD", "HND"])
@pytest.mark.parametrize("page", [1, 16, 64])
def test_decode_matches_per_request(device, layout, page):
    batch = Batch(lens_for(page), page, device, layout, single=(page == 16), seed=page)
    assert len(set(batch.last.tolist())) >= 2 or page == 1
    w = decode_wrapper(batch, device)
    q = rand(len(batch.lens), HQ, D, device=device)
    check_decode(w, batch, q, device)
    # the empty sequence: no keys, output 0, LSE -inf
    assert torch.all(w.run(q, batch.cache)[4] == 0)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("layout", ["NHD", "HND"])
@pytest.mark.parametrize("mods", [dict(window_left=20), dict(logits_soft_cap=5.0), dict(sm_scale=0.05),
                                  dict(window_left=9, logits_soft_cap=3.0, sinks=True)], ids=str)
def test_decode_engine_features(device, layout, mods):
    """window_left, logits_soft_cap, sm_scale (plan) and sinks (run) as sparseattn.decode's window_size=(left, -1),
    softcap, softmax_scale and sinks; also against the float64 reference."""
    batch = Batch(lens_for(16), 16, device, layout, seed=2)
    plan_kw = {k: v for k, v in mods.items() if k != "sinks"}
    sinks = torch.randn(HQ, device=device) if mods.get("sinks") else None
    w = decode_wrapper(batch, device, plan_kw)
    q = rand(len(batch.lens), HQ, D, device=device)
    req = dict(window_size=(mods.get("window_left", -1), -1), softcap=mods.get("logits_soft_cap", 0.0),
               softmax_scale=mods.get("sm_scale"), sinks=sinks)
    o, _ = check_decode(w, batch, q, device, dict(sinks=sinks), req)
    if "sm_scale" not in mods:
        for b in (2, 3, 6):
            k, v, _ = batch.seq(b)
            ro, _ = ref_engine(q[b:b + 1, None], k, v, True, (mods.get("window_left", -1), -1),
                               mods.get("logits_soft_cap", 0.0), sinks)
            close(o[b:b + 1, None], ro, torch.bfloat16, f"decode {mods} b={b} vs float64")
    # run's window_left overrides the plan's for one call
    o2 = w.run(q, batch.cache, window_left=4, sinks=sinks)
    for b in (3, 6):
        k, v, L = batch.seq(b)
        same(o2[b:b + 1], sa.decode(q[b:b + 1], k, v, L, **dict(req, window_size=(4, -1))), f"window override b={b}")


@pytest.mark.parametrize("device", DEVICES)
def test_decode_out_lse_and_scales(device):
    """out= and lse= written in place; lse_base='ln'; FlashInfer's host q_scale / k_scale multiply the softmax scale
    and v_scale the output over a 16-bit cache."""
    batch = Batch(lens_for(16), 16, device, "HND", seed=4)
    w = decode_wrapper(batch, device)
    q = rand(len(batch.lens), HQ, D, device=device)
    o_ref, lse2 = w.run(q, batch.cache, return_lse=True)
    out = torch.empty_like(q)
    lse = torch.empty(len(batch.lens), HQ, device=device)
    r = w.run(q, batch.cache, out=out, lse=lse)
    assert r is out and torch.equal(out, o_ref) and torch.equal(lse, lse2)
    o_ln, lse_ln = w.run(q, batch.cache, return_lse=True, lse_base="ln")
    same(lse_ln, lse2 * LN2, "lse_base='ln'", 1e-5, 1e-3)
    o, _ = w.run(q, batch.cache, return_lse=True, q_scale=0.5, k_scale=3.0, v_scale=0.25)
    for b in (1, 3, 6):
        k, v, L = batch.seq(b)
        ro = sa.decode(q[b:b + 1], k, v, L, softmax_scale=1.5 / math.sqrt(D))
        same(o[b:b + 1], ro * 0.25, f"scales b={b}", 1e-2)


@pytest.mark.parametrize("device", DEVICES)
def test_decode_blasst(device):
    """BLASST at plan and at run (blasst_lambda, FlashInfer's skip_softmax_threshold_scale_factor) as
    sparseattn.decode's, with the tile counters."""
    batch = Batch([700, 300, 517], 64, device, seed=5)
    # seeded: whether a lambda finds tiles to skip below depends on q (the global generator's state varies with the
    # tests run before); at 0.9 this q skips 20 of the 98 tiles on the CPU
    q = torch.randn(3, HQ, D, generator=torch.Generator().manual_seed(7)).to(torch.bfloat16).to(device)
    c_plan, c_run = torch.zeros(2, dtype=torch.int64, device=device), torch.zeros(2, dtype=torch.int64, device=device)
    w = decode_wrapper(batch, device, dict(blasst_lambda=0.05))
    o_plan = w.run(q, batch.cache, blasst_counters=c_plan)
    w_dense = decode_wrapper(batch, device)
    o_run = w_dense.run(q, batch.cache, blasst_lambda=0.05, blasst_counters=c_run)
    assert torch.equal(o_plan, o_run) and torch.equal(c_plan, c_run) and int(c_plan[0]) > 0
    # per request only on the CPU: on a GPU a batch's decode chunks (where BLASST never skips the first tile) follow
    # its own split plan
    for b in range(3 if device == "cpu" else 0):
        k, v, L = batch.seq(b)
        same(o_plan[b:b + 1], sa.decode(q[b:b + 1], k, v, L, blasst_lambda=0.05), f"BLASST b={b}")
    o_sf = w_dense.run(q, batch.cache, skip_softmax_threshold_scale_factor=20.0)
    o_sf2 = w_dense.run(q, batch.cache, blasst_scale_factor=20.0)
    assert torch.equal(o_sf, o_sf2)
    c_half = torch.zeros(2, dtype=torch.int64, device=device)
    o_half = w_dense.run(q, batch.cache, blasst_lambda=0.9, blasst_counters=c_half)
    assert int(c_half[1]) > 0 and not torch.equal(w_dense.run(q, batch.cache), o_half)


def quantize(batch, scale_k, scale_v, fmt):
    """Batch's cache and sequences as FP8 codes (value = code x scale, per tensor)."""
    kc, vc = batch.cache
    kq = (kc.float() / scale_k).to(fmt)
    vq = (vc.float() / scale_v).to(fmt)
    seqs = [((k.float() / scale_k).to(fmt), (v.float() / scale_v).to(fmt)) for k, v in zip(batch.k, batch.v)]
    return (kq, vq), seqs


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("fmt", [torch.float8_e4m3fn, torch.float8_e5m2])
@pytest.mark.parametrize("layout", ["NHD", "HND"])
def test_decode_fp8(device, fmt, layout):
    """An FP8 cache through the decode wrapper (kv_data_type at plan; k_scale / v_scale floats or tensors at run)
    equals sparseattn.decode over the contiguous codes with the same scales."""
    batch = Batch([40, 16, 1, 77], 16, device, layout, seed=6)
    for k, v in zip(batch.k, batch.v):     # values a scale of 0.5 / 0.25 keeps in range
        k.clamp_(-6, 6)
        v.clamp_(-6, 6)
    kc, vc = batch.cache
    batch.cache = (kc.clamp(-6, 6), vc.clamp(-6, 6))
    cache, seqs = quantize(batch, 0.5, 0.25, fmt)
    w = BatchDecodeWithPagedKVCacheWrapper(workspace(device), layout)
    w.plan(batch.indptr, batch.indices, batch.last, HQ, HKV, D, 16, q_data_type="bfloat16", kv_data_type=fmt)
    q = rand(4, HQ, D, device=device)
    ks_t = torch.tensor([0.5], device=device)
    vs_t = torch.full((HKV,), 0.25, device=device)
    o_f = w.run(q, cache, k_scale=0.5, v_scale=0.25)
    o_t, lse = w.run(q, cache, k_scale=ks_t, v_scale=vs_t, return_lse=True)
    same(o_f, o_t, "float scales against tensor scales")
    for b in range(4):
        kq, vq = seqs[b]
        L = torch.tensor([batch.lens[b]], dtype=torch.int32, device=device)
        ro, rl = sa.decode(q[b:b + 1], kq[None], vq[None], L, k_scale=0.5, v_scale=0.25, return_lse=True)
        same(o_t[b:b + 1], ro, f"FP8 {fmt} b={b}")
        same(lse[b:b + 1] * LN2, rl, f"FP8 LSE b={b}", 1e-5, 1e-3)
        ref, _ = ref_engine(q[b:b + 1, None], kq[None].double() * 0.5, vq[None].double() * 0.25, True)
        close(o_t[b:b + 1, None], ref, torch.bfloat16, f"FP8 {fmt} b={b} vs float64")
    # the float scales are made into device tensors once, not per call
    assert len(w._scale_cache) == 2
    w.run(q, cache, k_scale=0.5, v_scale=0.25)
    assert len(w._scale_cache) == 2


# ---------------------------------------------------------------------------------------------------------------
# prefill, mixed batches
# ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("layout", ["NHD", "HND"])
@pytest.mark.parametrize("page", [1, 16, 64])
@pytest.mark.parametrize("causal", [True, False])
def test_prefill_mixed_batch_matches_per_request(device, layout, page, causal):
    """Prefill chunks, whole prompts and decode rows in one call: packed q with each sequence's own length."""
    lens = lens_for(page)
    qlens = [1, min(page, 9), 5, 37, 0, 1, 12]       # a whole prompt (37), chunks, decode rows, an empty sequence
    batch = Batch(lens, page, device, layout, single=(page == 64), seed=10 + page)
    w = prefill_wrapper(batch, qlens, device, causal)
    q = rand(sum(qlens), HQ, D, device=device)
    check_prefill(w, batch, q, qlens, causal, device)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("causal", [True, False])
@pytest.mark.parametrize("mods", [dict(window_left=10), dict(window_left=0), dict(logits_soft_cap=4.0),
                                  dict(window_left=6, logits_soft_cap=2.5, sinks=True)], ids=str)
def test_prefill_engine_features(device, causal, mods):
    """FlashInfer's window_left bounds the left side only (causal or not): window_size=(left, -1)."""
    lens, qlens = [50, 16, 3, 90], [20, 1, 3, 7]
    batch = Batch(lens, 16, device, "HND", seed=12)
    plan_kw = {k: v for k, v in mods.items() if k != "sinks"}
    sinks = torch.randn(HQ, device=device) if mods.get("sinks") else None
    w = prefill_wrapper(batch, qlens, device, causal, plan_kw)
    q = rand(sum(qlens), HQ, D, device=device)
    req = dict(window_size=(mods.get("window_left", -1), -1), softcap=mods.get("logits_soft_cap", 0.0), sinks=sinks)
    o, _ = check_prefill(w, batch, q, qlens, causal, device, dict(sinks=sinks), req)
    r = 0
    for b, n in enumerate(qlens):
        k, v, _ = batch.seq(b)
        ro, _ = ref_engine(q[None, r:r + n], k, v, causal, req["window_size"], req["softcap"], sinks)
        close(o[None, r:r + n], ro, torch.bfloat16, f"prefill {mods} b={b} vs float64")
        r += n


@pytest.mark.parametrize("device", DEVICES)
def test_prefill_out_lse_scales_blasst(device):
    lens, qlens = [300, 200, 17], [40, 1, 17]
    batch = Batch(lens, 16, device, seed=13)
    w = prefill_wrapper(batch, qlens, device)
    q = rand(sum(qlens), HQ, D, device=device)
    o_ref, lse_ref = w.run(q, batch.cache, return_lse=True)
    assert lse_ref.is_contiguous()
    out, lse = torch.empty_like(q), torch.empty(sum(qlens), HQ, device=device)
    assert w.run(q, batch.cache, out=out, lse=lse) is out
    assert torch.equal(out, o_ref) and torch.equal(lse, lse_ref)
    _, lse_ln = w.run(q, batch.cache, return_lse=True, lse_base="ln")
    same(lse_ln, lse_ref * LN2, "lse_base='ln'", 1e-5, 1e-3)
    o = w.run(q, batch.cache, k_scale=2.0, v_scale=0.5)
    r = 0
    for b, n in enumerate(qlens):
        k, v, _ = batch.seq(b)
        same(o[r:r + n], sa.attention(q[None, r:r + n], k, v, causal=True, softmax_scale=2 / math.sqrt(D))[0] * 0.5,
             f"scales b={b}", 1e-2)
        r += n
    counters = torch.zeros(2, dtype=torch.int64, device=device)
    ob = w.run(q, batch.cache, skip_softmax_threshold_scale_factor=5.0, blasst_counters=counters)
    assert torch.equal(ob, w.run(q, batch.cache, blasst_scale_factor=5.0)) and int(counters[0]) > 0
    r = 0
    for b, n in enumerate(qlens if device == "cpu" else []):     # per request: the CPU's (as test_decode_blasst)
        k, v, _ = batch.seq(b)
        same(w.run(q, batch.cache, blasst_lambda=0.02)[r:r + n],
             sa.attention(q[None, r:r + n], k, v, causal=True, blasst_lambda=0.02)[0], f"BLASST b={b}")
        r += n


@pytest.mark.parametrize("device", DEVICES)
def test_replan_reuses_buffers(device):
    """A second plan of another batch (larger, then smaller) refills the wrapper's buffers; results follow it."""
    w = BatchDecodeWithPagedKVCacheWrapper(workspace(device), "NHD")
    for i, lens in enumerate(([5, 40], [100, 1, 33, 64, 17], [9])):
        batch = Batch(lens, 16, device, seed=20 + i)
        w.plan(batch.indptr, batch.indices, batch.last, HQ, HKV, D, 16, q_data_type=torch.bfloat16)
        check_decode(w, batch, rand(len(lens), HQ, D, device=device), device)


# ---------------------------------------------------------------------------------------------------------------
# signatures and refusals
# ---------------------------------------------------------------------------------------------------------------

# FlashInfer's documented parameters (flashinfer/decode.py and prefill.py), in order where positional
FI = {
    (BatchDecodeWithPagedKVCacheWrapper, "__init__"): ["float_workspace_buffer", "kv_layout", "use_cuda_graph",
                                                       "use_tensor_cores", "paged_kv_indptr_buffer",
                                                       "paged_kv_indices_buffer", "paged_kv_last_page_len_buffer",
                                                       "backend", "jit_args"],
    (BatchDecodeWithPagedKVCacheWrapper, "plan"): ["indptr", "indices", "last_page_len", "num_qo_heads",
                                                   "num_kv_heads", "head_dim", "page_size", "pos_encoding_mode",
                                                   "window_left", "logits_soft_cap", "q_data_type", "kv_data_type",
                                                   "o_data_type", "data_type", "sm_scale", "rope_scale", "rope_theta",
                                                   "non_blocking", "block_tables", "seq_lens", "fixed_split_size",
                                                   "disable_split_kv", "q_len_per_req"],
    (BatchPrefillWithPagedKVCacheWrapper, "__init__"): ["float_workspace_buffer", "kv_layout", "use_cuda_graph",
                                                        "qo_indptr_buf", "paged_kv_indptr_buf", "paged_kv_indices_buf",
                                                        "paged_kv_last_page_len_buf", "custom_mask_buf",
                                                        "mask_indptr_buf", "backend", "jit_args", "jit_kwargs"],
    (BatchPrefillWithPagedKVCacheWrapper, "plan"): ["qo_indptr", "paged_kv_indptr", "paged_kv_indices",
                                                    "paged_kv_last_page_len", "num_qo_heads", "num_kv_heads",
                                                    "head_dim_qk", "page_size", "head_dim_vo", "custom_mask",
                                                    "packed_custom_mask", "causal", "pos_encoding_mode",
                                                    "use_fp16_qk_reduction", "sm_scale", "window_left",
                                                    "logits_soft_cap", "rope_scale", "rope_theta", "q_data_type",
                                                    "kv_data_type", "o_data_type", "non_blocking", "prefix_len_ptr",
                                                    "token_pos_in_items_ptr", "token_pos_in_items_len",
                                                    "max_item_len_ptr", "seq_lens", "seq_lens_q", "block_tables",
                                                    "max_token_per_sequence", "max_sequence_kv", "fixed_split_size",
                                                    "disable_split_kv"],
}
RUN_KW = ["q_scale", "k_scale", "v_scale", "out", "lse", "return_lse", "enable_pdl", "window_left", "sinks",
          "skip_softmax_threshold_scale_factor", "kv_cache_sf"]


@pytest.mark.parametrize("cls,method", sorted(FI, key=str), ids=lambda x: getattr(x, "__name__", str(x)))
def test_signature_parity(cls, method):
    params = [p for p in inspect.signature(getattr(cls, method)).parameters if p != "self"]
    assert params[:len(FI[(cls, method)])] == FI[(cls, method)]


@pytest.mark.parametrize("cls", [BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper])
def test_run_signature(cls):
    params = inspect.signature(cls.run).parameters
    assert list(params)[:3] == ["self", "q", "paged_kv_cache"]
    assert not [p for p in RUN_KW if p not in params]
    assert sa.flashinfer.BatchDecodeWithPagedKVCacheWrapper is sa.BatchDecodeWithPagedKVCacheWrapper


def _setup(device="cpu", page=16, layout="NHD"):
    batch = Batch([20, 5], page, device, layout, seed=30)
    return batch, decode_wrapper(batch, device), rand(2, HQ, D, device=device)


def _plan(**kw):
    batch = Batch([20, 5], 16, "cpu", seed=31)
    args = dict(indptr=batch.indptr, indices=batch.indices, last_page_len=batch.last, num_qo_heads=HQ,
                num_kv_heads=HKV, head_dim=D, page_size=16, q_data_type=torch.bfloat16)
    args.update(kw)
    return lambda: BatchDecodeWithPagedKVCacheWrapper(workspace("cpu", 1)).plan(**args)


def _pplan(**kw):
    batch = Batch([20, 5], 16, "cpu", seed=32)
    args = dict(qo_indptr=qo_indptr([3, 1], "cpu"), paged_kv_indptr=batch.indptr, paged_kv_indices=batch.indices,
                paged_kv_last_page_len=batch.last, num_qo_heads=HQ, num_kv_heads=HKV, head_dim_qk=D, page_size=16,
                q_data_type=torch.bfloat16)
    args.update(kw)
    return lambda: BatchPrefillWithPagedKVCacheWrapper(workspace("cpu", 1)).plan(**args)


def _run(**kw):
    batch, w, q = _setup()
    args = dict(q=q, paged_kv_cache=batch.cache)
    args.update(kw)
    return lambda: w.run(**args)


def _fp8_prefill_run():
    batch = Batch([20, 5], 16, "cpu", seed=33)
    w = prefill_wrapper(batch, [3, 1], "cpu")
    kc, vc = batch.cache
    return lambda: w.run(rand(4, HQ, D), (kc.to(E4M3), vc.to(E4M3)))


REFUSALS = [
    ("page size 3", _plan(page_size=3), "page_size is 3; the kernels take a power of two from 1 to 65536"),
    ("page size 131072", _plan(page_size=131072), "page_size is 131072"),
    ("page size 0", _plan(page_size=0), "page_size is 0"),
    ("rope", _plan(pos_encoding_mode="ROPE_LLAMA"), "pos_encoding_mode is 'ROPE_LLAMA': RoPE and ALiBi"),
    ("alibi", _pplan(pos_encoding_mode="ALIBI"), "pos_encoding_mode is 'ALIBI'"),
    ("custom mask", _pplan(custom_mask=torch.ones(10, dtype=torch.bool)), "custom_mask is a tensor"),
    ("packed mask", _pplan(packed_custom_mask=torch.ones(2, dtype=torch.uint8)), "packed_custom_mask"),
    ("multi-item", _pplan(prefix_len_ptr=torch.zeros(2, dtype=torch.int32)), "prefix_len_ptr is a tensor"),
    ("head_dim_vo", _pplan(head_dim_vo=128), "head_dim_vo is 128"),
    ("fp8 prefill plan", _pplan(kv_data_type=E4M3), "prefill over an FP8 cache is not supported yet"),
    ("fp8 prefill run", _fp8_prefill_run(), "paged_kv_cache is an FP8 cache: prefill over an FP8 cache"),
    ("q_len_per_req", _plan(q_len_per_req=2), "q_len_per_req is 2"),
    ("seq_lens", _plan(seq_lens=torch.ones(2, dtype=torch.int32)), "seq_lens is a tensor"),
    ("block_tables", _plan(block_tables=torch.zeros(2, 2, dtype=torch.int32)), "block_tables is a tensor"),
    ("fixed split", _plan(fixed_split_size=4), "fixed_split_size is 4"),
    ("window_right", _plan(window_right=5), "window_right is 5"),
    ("fp32 q", _plan(q_data_type=torch.float32), "q_data_type is torch.float32"),
    ("kv dtype", _plan(kv_data_type=torch.float16), "kv_data_type is torch.float16 but q_data_type"),
    ("o dtype", _plan(o_data_type=torch.float16), "o_data_type is torch.float16"),
    ("fp8 head dim", _plan(kv_data_type=E4M3, head_dim=48, num_qo_heads=2, num_kv_heads=2),
     "head_dim is 48 with an FP8 cache"),
    ("heads", _plan(num_qo_heads=6, num_kv_heads=4), "num_qo_heads (6) must be a multiple of num_kv_heads (4)"),
    ("soft cap", _plan(logits_soft_cap=-1.0), "logits_soft_cap is -1.0"),
    ("window", _plan(window_left=-2), "window_left is -2"),
    ("indptr length", _plan(indptr=torch.tensor([0, 2], dtype=torch.int32)), "indptr has 2 entries; expected 3"),
    ("indptr order", _plan(indptr=torch.tensor([0, 2, 1], dtype=torch.int32)), "indptr must start at >= 0, never "
                                                                               "decrease"),
    ("indptr past indices", _plan(indptr=torch.tensor([0, 2, 9], dtype=torch.int32)), "end within indices"),
    ("last page 0", _plan(last_page_len=torch.tensor([4, 0], dtype=torch.int32)), "last_page_len must be in [1, "
                                                                                  "page_size = 16]"),
    ("last page 17", _plan(last_page_len=torch.tensor([17, 5], dtype=torch.int32)), "last_page_len must be in"),
    ("indices dtype", _plan(indices=torch.zeros(3)), "indices must be torch.int32"),
    ("qo_indptr", _pplan(qo_indptr=torch.tensor([0, 3, 1], dtype=torch.int32)), "qo_indptr must hold batch + 1"),
    ("layout", lambda: BatchDecodeWithPagedKVCacheWrapper(workspace("cpu", 1), "NDH"), "kv_layout is 'NDH'"),
    ("workspace", lambda: BatchDecodeWithPagedKVCacheWrapper(torch.empty(8)), "float_workspace_buffer must be a "
                                                                              "contiguous torch.uint8"),
    ("jit", lambda: BatchPrefillWithPagedKVCacheWrapper(workspace("cpu", 1), jit_args=[1]), "jit_args is [1]"),
    ("graph buffers", lambda: BatchDecodeWithPagedKVCacheWrapper(workspace("cpu", 1), use_cuda_graph=True),
     "use_cuda_graph=True needs float_workspace_buffer on a CUDA device"),
    ("run before plan", lambda: BatchDecodeWithPagedKVCacheWrapper(workspace("cpu", 1)).run(rand(2, HQ, D), None),
     "run before plan"),
    ("q batch", _run(q=rand(3, HQ, D)), "q must be [batch = 2, num_qo_heads = 8, head_dim = 64]"),
    ("q dtype", _run(q=rand(2, HQ, D, dtype=torch.float16)), "q is torch.float16 but plan's q_data_type"),
    ("q 4-D", _run(q=rand(2, 1, HQ, D)), "q must have 3 dimensions"),
    ("cache page", _run(paged_kv_cache=(torch.zeros(9, 8, HKV, D, dtype=torch.bfloat16),) * 2),
     "paged_kv_cache's k_cache is (9, 8, 2, 64) (NHD); the plan says [num_pages, 16, 2, 64]"),
    ("cache 5-D", _run(paged_kv_cache=torch.zeros(9, 3, 16, HKV, D, dtype=torch.bfloat16)),
     "paged_kv_cache as one tensor must be [num_pages, 2, ...]"),
    ("cache type", _run(paged_kv_cache=[1, 2, 3]), "paged_kv_cache must be (k_cache, v_cache)"),
    ("cache dtype", _run(paged_kv_cache=(torch.zeros(9, 16, HKV, D, dtype=torch.float16),) * 2),
     "paged_kv_cache's k_cache is torch.float16 but plan's kv_data_type is torch.bfloat16"),
    ("k_scale tensor 16-bit", _run(k_scale=torch.ones(1)), "k_scale must be a host float here"),
    ("q_scale tensor", _run(q_scale=torch.ones(1)), "q_scale must be a host float here"),
    ("v_scale 0", _run(v_scale=0.0), "v_scale is 0.0; it must be finite and > 0"),
    ("nvfp4", _run(kv_cache_sf=torch.ones(1)), "kv_cache_sf is a tensor (1,): NVFP4"),
    ("extra args", lambda: _setup()[1].run(_setup()[2], _setup()[0].cache, 1), "no extra positional arguments"),
    ("lse shape", _run(lse=torch.empty(2, 3)), "lse must be torch.float32 of shape (2, 8)"),
    ("lse base", _run(lse_base="e"), "lse_base is 'e'"),
    ("blasst both", _run(skip_softmax_threshold_scale_factor=1.0, blasst_scale_factor=2.0),
     "give it or blasst_scale_factor, not both"),
    ("blasst lambda+factor", _plan(blasst_lambda=0.1, blasst_scale_factor=1.0), "give blasst_lambda or the scale "
                                                                                "factor, not both"),
    ("run q_len_per_req", _run(q_len_per_req=4), "q_len_per_req is 4"),
]


@pytest.mark.parametrize("name,call,needle", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals(name, call, needle):
    with pytest.raises(sa.SparseAttnError, match=None) as e:
        call()
    assert needle in str(e.value), str(e.value)


def test_hints_accepted():
    """FlashInfer's scheduling hints are accepted and change nothing."""
    batch, w, q = _setup()
    o = w.run(q, batch.cache)
    w2 = BatchDecodeWithPagedKVCacheWrapper(workspace("cpu"), "NHD", use_tensor_cores=True, backend="fa2")
    w2.plan(batch.indptr, batch.indices, batch.last, HQ, HKV, D, 16, q_data_type="bfloat16", rope_theta=1e4,
            rope_scale=1.0, non_blocking=False, disable_split_kv=True)
    assert torch.equal(w2.run(q, batch.cache, enable_pdl=True), o)
    assert torch.equal(w2.run_return_lse(q, batch.cache)[0], o)


# ---------------------------------------------------------------------------------------------------------------
# GPU: no synchronization in run, CUDA graphs, FP8
# ---------------------------------------------------------------------------------------------------------------

@gpu
def test_gpu_run_does_not_synchronize():
    batch = Batch(lens_for(16), 16, "cuda", "HND", seed=40)
    w = decode_wrapper(batch, "cuda")
    qlens = [1, 3, 2, 9, 0, 1, 5]
    pw = prefill_wrapper(batch, qlens, "cuda")
    q, qp = rand(len(batch.lens), HQ, D, device="cuda"), rand(sum(qlens), HQ, D, device="cuda")
    w.run(q, batch.cache)
    pw.run(qp, batch.cache)       # kernels loaded
    torch.cuda.synchronize()
    torch.cuda.set_sync_debug_mode("error")
    try:
        w.run(q, batch.cache, return_lse=True)
        pw.run(qp, batch.cache, return_lse=True)
    finally:
        torch.cuda.set_sync_debug_mode("default")


def _graph_decode_batch(lens, page, seed):
    return Batch(lens, page, "cuda", "NHD", seed=seed, spare=40)


@gpu
@pytest.mark.parametrize("fp8", [False, True])
def test_gpu_cuda_graph_decode_replan_and_replay(fp8):
    """use_cuda_graph=True: a run captured after one plan, replayed after plans of other batches of the same size
    (other lengths, pages and page counts), gives each new batch's per-request result."""
    B, page = 4, 16
    ipb = torch.zeros(B + 1, dtype=torch.int32, device="cuda")
    ixb = torch.zeros(256, dtype=torch.int32, device="cuda")
    lpb = torch.zeros(B, dtype=torch.int32, device="cuda")
    w = BatchDecodeWithPagedKVCacheWrapper(workspace("cuda"), "NHD", use_cuda_graph=True, paged_kv_indptr_buffer=ipb,
                                           paged_kv_indices_buffer=ixb, paged_kv_last_page_len_buffer=lpb,
                                           max_pages_per_seq=32)
    batches = [_graph_decode_batch([100, 7, 300, 64], page, 50), _graph_decode_batch([500, 1, 16, 230], page, 51),
               _graph_decode_batch([3, 511, 90, 45], page, 52)]
    # one cache tensor for every batch (a graph reads fixed addresses): each batch's pages copied in before its run
    n_pages = max(b.cache[0].shape[0] for b in batches)
    kc = torch.zeros(n_pages, page, HKV, D, dtype=E4M3 if fp8 else torch.bfloat16, device="cuda")
    vc = torch.zeros_like(kc)
    ks = torch.tensor([0.5], device="cuda")

    def load(b):
        w.plan(b.indptr, b.indices, b.last, HQ, HKV, D, page, q_data_type=torch.bfloat16,
               kv_data_type=E4M3 if fp8 else None)
        for dst, src in ((kc, b.cache[0]), (vc, b.cache[1])):
            dst.zero_()
            dst[:src.shape[0]] = (src.float() / 0.5).to(E4M3) if fp8 else src

    def expect(b, q):
        outs = []
        for i in range(B):
            k, v, L = b.seq(i)
            if fp8:
                k, v = (k.float() / 0.5).to(E4M3), (v.float() / 0.5).to(E4M3)
            outs.append(sa.decode(q[i:i + 1], k, v, L, **(dict(k_scale=ks, v_scale=ks) if fp8 else {})))
        return torch.cat(outs)
    q = rand(B, HQ, D, device="cuda")
    load(batches[0])
    kw = dict(k_scale=ks, v_scale=ks) if fp8 else {}
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        w.run(q, (kc, vc), **kw)          # warm-up: loads the kernels
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        out = w.run(q, (kc, vc), **kw)
    for i, b in enumerate(batches):
        load(b)
        q.copy_(rand(B, HQ, D, device="cuda"))
        g.replay()
        torch.cuda.synchronize()
        ref = expect(b, q)
        same(out, ref, f"replay {i}")
        same(w.run(q, (kc, vc), **kw), ref, f"eager after plan {i}")


@gpu
def test_gpu_cuda_graph_prefill_replan_and_replay():
    B, page = 3, 16
    bufs = dict(qo_indptr_buf=torch.zeros(B + 1, dtype=torch.int32, device="cuda"),
                paged_kv_indptr_buf=torch.zeros(B + 1, dtype=torch.int32, device="cuda"),
                paged_kv_indices_buf=torch.zeros(128, dtype=torch.int32, device="cuda"),
                paged_kv_last_page_len_buf=torch.zeros(B, dtype=torch.int32, device="cuda"))
    w = BatchPrefillWithPagedKVCacheWrapper(workspace("cuda"), "HND", use_cuda_graph=True, max_pages_per_seq=40,
                                            **bufs)
    plans = [([200, 33, 64], [10, 1, 5]), ([17, 600, 5], [4, 8, 4])]   # 16 query rows each
    batches = [Batch(lens, page, "cuda", "HND", seed=60 + i, spare=50) for i, (lens, _) in enumerate(plans)]
    n = max(b.cache[0].shape[0] for b in batches)
    kc = torch.zeros(n, HKV, page, D, dtype=torch.bfloat16, device="cuda")
    vc = torch.zeros_like(kc)
    q = rand(16, HQ, D, device="cuda")

    def load(i):
        b, qlens = batches[i], plans[i][1]
        w.plan(qo_indptr(qlens, "cuda"), b.indptr, b.indices, b.last, HQ, HKV, D, page, causal=True,
               q_data_type=torch.bfloat16)
        for dst, src in ((kc, b.cache[0]), (vc, b.cache[1])):
            dst.zero_()
            dst[:src.shape[0]] = src
    load(0)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        w.run(q, (kc, vc))
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        out = w.run(q, (kc, vc))
    for i in range(2):
        load(i)
        q.copy_(rand(16, HQ, D, device="cuda"))
        g.replay()
        torch.cuda.synchronize()
        r = 0
        for b, nq in enumerate(plans[i][1]):
            k, v, _ = batches[i].seq(b)
            same(out[r:r + nq], sa.attention(q[None, r:r + nq], k, v, causal=True)[0], f"replay {i} b={b}")
            r += nq
