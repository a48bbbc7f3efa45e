"""sparseattn.flash against FlashAttention-2's and -3's documented interfaces: every parameter accepted with its
meaning (supported, a hint without effect, or refused by name), results against the float64 reference, and
flash_attn_with_kvcache's promise of no host read-back (meta tensors on the CPU; on a GPU, torch's sync debug mode and
CUDA-graph capture)."""
import inspect

import pytest
import torch

import sparseattn as sa
from conftest import gpu
from test_core import close, rand, ref_engine

DEVICES = ["cpu", pytest.param("cuda", marks=gpu)]

# The documented signatures, parameter names in order. FlashAttention-2: flash_attn/flash_attn_interface.py of
# flash-attn 2.8.3; FlashAttention-3: hopper/flash_attn_interface.py of flash-attn 3.0.0b2 ("flash_attn_interface").
FA2 = {
    "flash_attn_func": ["q", "k", "v", "dropout_p", "softmax_scale", "causal", "window_size", "softcap",
                        "alibi_slopes", "deterministic", "return_attn_probs"],
    "flash_attn_varlen_func": ["q", "k", "v", "cu_seqlens_q", "cu_seqlens_k", "max_seqlen_q", "max_seqlen_k",
                               "dropout_p", "softmax_scale", "causal", "window_size", "softcap", "alibi_slopes",
                               "deterministic", "return_attn_probs", "block_table"],
    "flash_attn_with_kvcache": ["q", "k_cache", "v_cache", "k", "v", "rotary_cos", "rotary_sin", "cache_seqlens",
                                "cache_batch_idx", "cache_leftpad", "block_table", "softmax_scale", "causal",
                                "window_size", "softcap", "rotary_interleaved", "alibi_slopes", "num_splits",
                                "return_softmax_lse"],
}
FA3 = {
    "flash_attn_func": ["q", "k", "v", "softmax_scale", "causal", "qv", "q_descale", "k_descale", "v_descale",
                        "window_size", "attention_chunk", "softcap", "num_splits", "pack_gqa", "deterministic",
                        "sm_margin", "return_attn_probs"],
    "flash_attn_varlen_func": ["q", "k", "v", "cu_seqlens_q", "cu_seqlens_k", "max_seqlen_q", "max_seqlen_k",
                               "seqused_q", "seqused_k", "softmax_scale", "causal", "qv", "q_descale", "k_descale",
                               "v_descale", "window_size", "attention_chunk", "softcap", "num_splits", "pack_gqa",
                               "deterministic", "sm_margin", "return_attn_probs"],
    "flash_attn_with_kvcache": ["q", "k_cache", "v_cache", "k", "v", "qv", "rotary_cos", "rotary_sin",
                                "cache_seqlens", "cache_batch_idx", "cache_leftpad", "page_table", "cu_seqlens_q",
                                "cu_seqlens_k_new", "max_seqlen_q", "rotary_seqlens", "q_descale", "k_descale",
                                "v_descale", "softmax_scale", "causal", "window_size", "attention_chunk", "softcap",
                                "rotary_interleaved", "scheduler_metadata", "num_splits", "pack_gqa", "sm_margin",
                                "return_softmax_lse"],
}
# what vLLM's fork (vllm_flash_attn) passes beyond these
VLLM = {"flash_attn_varlen_func": ["seqused_k", "out", "s_aux", "return_softmax_lse", "scheduler_metadata",
                                   "q_descale", "k_descale", "v_descale", "num_splits", "fa_version", "q_v"],
        "flash_attn_with_kvcache": ["out", "s_aux"]}


@pytest.mark.parametrize("name", sorted(FA2))
def test_signature_parity(name):
    params = inspect.signature(getattr(sa, name)).parameters
    positional = [p for p, x in params.items() if x.kind in (x.POSITIONAL_ONLY, x.POSITIONAL_OR_KEYWORD)]
    # flash_attn 2 code calls positionally: its parameters first, in its order
    assert positional[:len(FA2[name])] == FA2[name]
    for src in (FA2, FA3, VLLM):
        missing = [p for p in src.get(name, []) if p not in params]
        assert not missing, (name, missing)
    # the data is not vacuous: FA3 adds parameters FA2 lacks
    assert set(FA3[name]) - set(FA2[name])


def _qkv(b=2, sq=20, sk=48, hq=4, hkv=2, d=64, device="cpu", seed=0):
    torch.manual_seed(seed)
    return rand(b, sq, hq, d, device=device), rand(b, sk, hkv, d, device=device), rand(b, sk, hkv, d, device=device)


@pytest.mark.parametrize("device", DEVICES)
def test_every_documented_parameter_at_its_default(device):
    """Each FA2 / FA3 parameter passed by keyword at its documented 'off' value: the result of the plain call."""
    q, k, v = _qkv(device=device)
    base = sa.flash_attn_func(q, k, v, causal=True)
    fa3_off = dict(qv=None, q_descale=None, k_descale=None, v_descale=None, attention_chunk=0, num_splits=1,
                   pack_gqa=None, deterministic=False, sm_margin=0)
    assert torch.equal(sa.flash_attn_func(q, k, v, 0.0, None, True, (-1, -1), 0.0, None, False, False), base)
    assert torch.equal(sa.flash_attn_func(q, k, v, softmax_scale=None, causal=True, window_size=(-1, -1), softcap=0.0,
                                          return_attn_probs=False, **fa3_off), base)
    lq = torch.tensor([0, 20, 40], dtype=torch.int32, device=device)
    lk = torch.tensor([0, 48, 96], dtype=torch.int32, device=device)
    packed = sa.flash_attn_varlen_func(q.flatten(0, 1), k.flatten(0, 1), v.flatten(0, 1), lq, lk, 20, 48, causal=True)
    assert torch.equal(packed.view_as(base), base)
    got = sa.flash_attn_varlen_func(q.flatten(0, 1), k.flatten(0, 1), v.flatten(0, 1), lq, lk, 20, 48, 0.0, None,
                                    True, (-1, -1), 0.0, None, False, False, None, seqused_q=None, seqused_k=None,
                                    **{n: x for n, x in fa3_off.items() if n != "deterministic"})
    assert torch.equal(got, packed)
    lens = torch.tensor([48, 48], dtype=torch.int32, device=device)
    dec = sa.flash_attn_with_kvcache(q[:, -1:], k, v, cache_seqlens=lens, causal=True)
    got = sa.flash_attn_with_kvcache(q[:, -1:], k, v, None, None, None, None, lens, None, None, None, None, True,
                                     (-1, -1), 0.0, True, None, 0, False, qv=None, page_table=None, cu_seqlens_q=None,
                                     cu_seqlens_k_new=None, max_seqlen_q=None, rotary_seqlens=None, q_descale=None,
                                     k_descale=None, v_descale=None, attention_chunk=0, scheduler_metadata=None,
                                     pack_gqa=None, sm_margin=0)
    assert torch.equal(got, dec)
    close(dec, ref_engine(q[:, -1:], k, v, True)[0], torch.bfloat16, "decode")


@pytest.mark.parametrize("device", DEVICES)
def test_refused_by_name(device):
    q, k, v = _qkv(device=device)
    lq = torch.tensor([0, 20, 40], dtype=torch.int32, device=device)
    lk = torch.tensor([0, 48, 96], dtype=torch.int32, device=device)
    qp, kp, vp = q.flatten(0, 1), k.flatten(0, 1), v.flatten(0, 1)
    lens = torch.tensor([40, 30], dtype=torch.int32, device=device)
    one = torch.ones(1, device=device)
    cases = [
        ("dropout_p", lambda: sa.flash_attn_func(q, k, v, dropout_p=0.1)),
        ("alibi_slopes", lambda: sa.flash_attn_func(q, k, v, alibi_slopes=torch.ones(4, device=device))),
        ("qv", lambda: sa.flash_attn_func(q, k, v, qv=q)),
        ("attention_chunk", lambda: sa.flash_attn_func(q, k, v, attention_chunk=16)),
        ("q_v", lambda: sa.flash_attn_varlen_func(qp, kp, vp, lq, lk, 20, 48, q_v=qp)),
        ("seqused_q", lambda: sa.flash_attn_varlen_func(qp, kp, vp, lq, lk, 20, 48, seqused_q=lens)),
        ("rotary_seqlens", lambda: sa.flash_attn_with_kvcache(q[:, :1], k, v, cache_seqlens=lens,
                                                              rotary_seqlens=lens)),
        ("rotary_cos", lambda: sa.flash_attn_with_kvcache(q[:, :1], k, v, cache_seqlens=lens, rotary_cos=one)),
        ("cache_batch_idx", lambda: sa.flash_attn_with_kvcache(q[:, :1], k, v, cache_seqlens=lens,
                                                               cache_batch_idx=lens)),
        ("cu_seqlens_k_new", lambda: sa.flash_attn_with_kvcache(q[:, :1], k, v, cache_seqlens=lens,
                                                                cu_seqlens_k_new=lq)),
        ("block_table and page_table", lambda: sa.flash_attn_with_kvcache(
            q[:, :1], k, v, cache_seqlens=lens, block_table=lens[:, None], page_table=lens[:, None].clone())),
        ("s_aux and sinks", lambda: sa.flash_attn_func(q, k, v, s_aux=torch.zeros(4, device=device),
                                                       sinks=torch.zeros(4, device=device))),
        ("s_aux must be a floating-point", lambda: sa.flash_attn_func(q, k, v, s_aux=torch.zeros(4, dtype=torch.int32,
                                                                                              device=device))),
    ]
    for fn in (sa.flash_attn_func, sa.flash_attn_varlen_func, sa.flash_attn_with_kvcache):
        for name in ("q_descale", "k_descale", "v_descale"):
            if fn is sa.flash_attn_func:
                call = (lambda n: lambda: sa.flash_attn_func(q, k, v, **{n: one}))(name)
            elif fn is sa.flash_attn_varlen_func:
                call = (lambda n: lambda: sa.flash_attn_varlen_func(qp, kp, vp, lq, lk, 20, 48, **{n: one}))(name)
            else:   # over a 16-bit cache (an FP8 cache takes k_descale / v_descale: test_fp8_cache.py)
                call = (lambda n: lambda: sa.flash_attn_with_kvcache(q[:, :1], k, v, cache_seqlens=lens,
                                                                     **{n: one}))(name)
                if name != "q_descale":
                    cases.append((f"{name} is given but k_cache is torch.bfloat16", call))
                    continue
                cases.append((f"{name}: FP8 queries are not taken by flash_attn_with_kvcache", call))
                continue
            # descales with 16-bit inputs (FP8 q, k and v take them: test_fp8_attention.py)
            cases.append((f"{name} is given but q is torch.bfloat16: descales are for FP8 attention", call))
    for needle, call in cases:
        with pytest.raises(sa.SparseAttnError, match=needle):
            call()


@pytest.mark.parametrize("device", DEVICES)
def test_append_without_cache_seqlens_raises_and_leaves_the_cache(device):
    q, k, v = _qkv(sk=32, device=device)
    kc, vc = k.clone(), v.clone()
    with pytest.raises(sa.SparseAttnError, match="cache_seqlens is required when k and v are appended"):
        sa.flash_attn_with_kvcache(q[:, :1], kc, vc, k[:, :1], v[:, :1])
    assert torch.equal(kc, k) and torch.equal(vc, v)


@pytest.mark.parametrize("device", DEVICES)
def test_out_sinks_lse_num_splits(device):
    """out= is written and returned; s_aux in bf16 (as transformers hands it) equals fp32 sinks; return_softmax_lse
    gives (out, lse) and return_attn_probs (out, lse, None); num_splits (0, 1, 3, and FA3's -1 = chosen) leaves the
    decode result within rounding."""
    q, k, v = _qkv(device=device)
    sinks = (torch.randn(4, generator=torch.Generator().manual_seed(3)) * 2).to(device)
    ref, ref_lse = ref_engine(q, k, v, True, (8, 0), 2.0, sinks.to(torch.bfloat16).float())
    out = torch.empty_like(q)
    r = sa.flash_attn_func(q, k, v, causal=True, window_size=(8, 0), softcap=2.0, s_aux=sinks.to(torch.bfloat16),
                           out=out, return_softmax_lse=True)
    assert isinstance(r, tuple) and len(r) == 2 and r[0] is out
    close(out, ref, torch.bfloat16, "flash_attn_func with out and s_aux")
    close(r[1], ref_lse, torch.float16, "softmax_lse")
    r3 = sa.flash_attn_func(q, k, v, causal=True, window_size=(8, 0), softcap=2.0,
                            sinks=sinks.to(torch.bfloat16).float(), return_attn_probs=True)
    assert len(r3) == 3 and r3[2] is None and torch.equal(r3[0], out) and torch.equal(r3[1], r[1])
    # the sinks change the result: the comparison can fail
    assert (sa.flash_attn_func(q, k, v, causal=True, window_size=(8, 0), softcap=2.0).double().cpu()
            - ref.cpu()).abs().max() > 0.05
    lens = torch.tensor([48, 30], dtype=torch.int32, device=device)
    outs = []
    for ns in (0, 1, 3, -1):
        o = torch.empty_like(q[:, -2:])
        got = sa.flash_attn_with_kvcache(q[:, -2:], k, v, cache_seqlens=lens, causal=True, num_splits=ns, out=o,
                                         s_aux=sinks)
        assert got is o
        outs.append(o)
    for b in range(2):
        L = int(lens[b])
        r, _ = ref_engine(q[b:b + 1, -2:], k[b:b + 1, :L], v[b:b + 1, :L], True, sinks=sinks)
        for o in outs:
            close(o[b:b + 1], r, torch.bfloat16, "decode with num_splits")


def _pages(k, page, extra=3, seed=0):
    """[B, L, H, D] as shuffled pages [B * per + extra, page, H, D] with its block table."""
    B, L, H, D = k.shape
    per = -(-L // page)
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(B * per + extra, generator=g)[:B * per].view(B, per).to(torch.int32)
    kp = torch.zeros(B * per + extra, page, H, D, dtype=k.dtype)
    kp[perm.flatten().long()] = torch.nn.functional.pad(k.cpu(), (0, 0, 0, 0, 0, per * page - L)).view(B * per, page,
                                                                                                      H, D)
    return kp.to(k.device), perm.to(k.device)


@pytest.mark.parametrize("device", DEVICES)
def test_varlen_seqused_k(device):
    """seqused_k: the keys each sequence uses, of a paged cache (vLLM: cu_seqlens_k None), of a padded K (FA3) and of
    packed K (FA3: sequence b's keys from cu_seqlens_k[b], only the first seqused_k[b])."""
    q, k, v = _qkv(sq=6, sk=40, device=device)
    used = torch.tensor([40, 23], dtype=torch.int32, device=device)
    cu_q = torch.tensor([0, 6, 12], dtype=torch.int32, device=device)
    qp = q.flatten(0, 1)
    want = [ref_engine(q[b:b + 1], k[b:b + 1, :int(used[b])], v[b:b + 1, :int(used[b])], True, (5, 0))[0]
            for b in range(2)]

    def check(o, what):
        for b in range(2):
            close(o[6 * b:6 * b + 6][None], want[b], torch.bfloat16, f"{what} b={b}")

    kp, bt = _pages(k, 16)
    vp, _ = _pages(v, 16)   # the same seed: the same pages
    check(sa.flash_attn_varlen_func(qp, kp, vp, cu_q, None, 6, 40, causal=True, window_size=(5, 0), block_table=bt,
                                    seqused_k=used), "paged")
    check(sa.flash_attn_varlen_func(qp, k, v, cu_q, None, 6, 40, causal=True, window_size=(5, 0), seqused_k=used),
          "padded")
    # packed keys with slack after each sequence's used ones
    kk = torch.cat([k[0], rand(5, 2, 64, device=device), k[1], rand(3, 2, 64, device=device)])
    vv = torch.cat([v[0], rand(5, 2, 64, device=device), v[1], rand(3, 2, 64, device=device)])
    cu_k = torch.tensor([0, 45, 88], dtype=torch.int32, device=device)
    check(sa.flash_attn_varlen_func(qp, kk, vv, cu_q, cu_k, 6, 43, causal=True, window_size=(5, 0),
                                    seqused_k=used), "packed with seqused_k")
    # without seqused_k the packed keys are all used: a different result (the comparison can fail)
    o = sa.flash_attn_varlen_func(qp, kk, vv, cu_q, cu_k, 6, 45, causal=True, window_size=(5, 0))
    assert (o[6:].double().cpu() - want[1][0].cpu()).abs().max() > 0.05


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("append", [0, 2])
def test_cache_leftpad(device, append):
    """cache_leftpad[b]: sequence b's keys start there (left-padded caches); k/v appended at cache_seqlens."""
    q, k, v = _qkv(sq=2, sk=64, device=device)
    kc, vc = k.clone(), v.clone()
    pad = torch.tensor([0, 11], dtype=torch.int32, device=device)
    seqlens = torch.tensor([50, 37], dtype=torch.int32, device=device)
    kn, vn = rand(2, append, 2, 64, device=device), rand(2, append, 2, 64, device=device)
    o, lse = sa.flash_attn_with_kvcache(q, kc, vc, kn if append else None, vn if append else None,
                                        cache_seqlens=seqlens, cache_leftpad=pad, causal=True, softcap=3.0,
                                        return_softmax_lse=True)
    for b in range(2):
        lo, hi = int(pad[b]), int(seqlens[b])
        kb = torch.cat([k[b:b + 1, lo:hi], kn[b:b + 1]], 1)
        vb = torch.cat([v[b:b + 1, lo:hi], vn[b:b + 1]], 1)
        ro, rl = ref_engine(q[b:b + 1], kb, vb, True, softcap=3.0)
        close(o[b:b + 1], ro, torch.bfloat16, f"leftpad b={b}")
        close(lse[b:b + 1], rl, torch.float16, f"leftpad lse b={b}")
        if append:
            assert torch.equal(kc[b, hi:hi + append], kn[b]) and torch.equal(vc[b, hi:hi + append], vn[b])
    kp, bt = _pages(k, 16)
    with pytest.raises(sa.SparseAttnError, match="cache_leftpad with a paged cache"):
        sa.flash_attn_with_kvcache(q, kp, _pages(v, 16)[0], cache_seqlens=seqlens, cache_leftpad=pad, block_table=bt)


@pytest.mark.parametrize("device", DEVICES)
def test_kvcache_packed_queries_and_page_table(device):
    """FA3's cu_seqlens_q / max_seqlen_q (packed queries against the cache) and page_table (block_table's name)."""
    q, k, v = _qkv(sq=5, sk=40, device=device)
    lens = torch.tensor([40, 26], dtype=torch.int32, device=device)
    kp, bt = _pages(k, 8, seed=1)
    vp, _ = _pages(v, 8, seed=1)
    cu_q = torch.tensor([0, 5, 8], dtype=torch.int32, device=device)   # 5 and 3 new queries
    qp = torch.cat([q[0], q[1, :3]])
    o, lse = sa.flash_attn_with_kvcache(qp, kp, vp, cache_seqlens=lens, page_table=bt, cu_seqlens_q=cu_q,
                                        max_seqlen_q=5, causal=True, return_softmax_lse=True)
    assert o.shape == (8, 4, 64) and lse.shape == (4, 8)
    for b, (a, e) in enumerate(((0, 5), (5, 8))):
        L = int(lens[b])
        ro, _ = ref_engine(qp[a:e][None], k[b:b + 1, :L], v[b:b + 1, :L], True)
        close(o[a:e][None], ro, torch.bfloat16, f"packed queries b={b}")
    d = sa.flash_attn_with_kvcache(q[:, -1:], kp, vp, cache_seqlens=lens, page_table=bt, causal=True)
    assert torch.equal(d, sa.flash_attn_with_kvcache(q[:, -1:], kp, vp, cache_seqlens=lens, block_table=bt,
                                                     causal=True))


@pytest.mark.parametrize("paged", [False, True])
@pytest.mark.parametrize("leftpad", [False, True])
def test_kvcache_never_reads_the_device(paged, leftpad):
    """On meta tensors (shapes, no data) every host read raises: flash_attn_with_kvcache with cache_seqlens appends
    and attends without one, max_seqlen_k given or not; so do the other wrappers."""
    if paged and leftpad:
        pytest.skip("cache_leftpad takes contiguous caches")
    m = "meta"
    q = torch.empty(2, 1, 4, 64, dtype=torch.bfloat16, device=m)
    kn = torch.empty(2, 1, 2, 64, dtype=torch.bfloat16, device=m)
    lens = torch.empty(2, dtype=torch.int32, device=m)
    if paged:
        kc = torch.empty(9, 16, 2, 64, dtype=torch.bfloat16, device=m)
        kw = dict(block_table=torch.empty(2, 4, dtype=torch.int32, device=m))
    else:
        kc = torch.empty(2, 64, 2, 64, dtype=torch.bfloat16, device=m)
        kw = dict(cache_leftpad=torch.empty(2, dtype=torch.int32, device=m)) if leftpad else {}
    sinks = torch.empty(4, dtype=torch.bfloat16, device=m)
    for extra in ({}, dict(max_seqlen_k=40)):
        o, lse = sa.flash_attn_with_kvcache(q, kc, kc.clone(), kn, kn.clone(), cache_seqlens=lens, causal=True,
                                            window_size=(8, 0), s_aux=sinks, return_softmax_lse=True, **kw, **extra)
        assert o.shape == q.shape and lse.shape == (2, 4, 1)
    qp = torch.empty(6, 4, 64, dtype=torch.bfloat16, device=m)
    cu = torch.empty(3, dtype=torch.int32, device=m)
    kp = torch.empty(50, 2, 64, dtype=torch.bfloat16, device=m)
    assert sa.flash_attn_varlen_func(qp, kp, kp, cu, cu, 3, 25, causal=True, seqused_k=lens).shape == qp.shape
    assert sa.flash_attn_func(q, kn, kn, causal=True, s_aux=sinks).shape == q.shape


def _reads_nothing_back(fn):
    torch.cuda.synchronize()
    torch.cuda.set_sync_debug_mode("error")
    try:
        return fn()
    finally:
        torch.cuda.set_sync_debug_mode("default")


@gpu
@pytest.mark.parametrize("leftpad", [False, True])
def test_gpu_kvcache_no_sync_and_cuda_graph(leftpad):
    """flash_attn_with_kvcache with cache_seqlens (no max_seqlen_k): no synchronization (torch's sync debug mode
    raises on one), captured in a CUDA graph, replayed with new lengths and tokens, equal to eager calls."""
    dev = "cuda"
    torch.manual_seed(0)
    B, cap = 3, 256
    kc, vc = rand(B, cap, 2, 128, device=dev), rand(B, cap, 2, 128, device=dev)
    q, kn, vn = rand(B, 1, 8, 128, device=dev), rand(B, 1, 2, 128, device=dev), rand(B, 1, 2, 128, device=dev)
    lens = torch.tensor([100, 7, 200], dtype=torch.int32, device=dev)
    pad = torch.tensor([0, 3, 50], dtype=torch.int32, device=dev) if leftpad else None
    sinks = torch.randn(8, device=dev)

    def step():
        return sa.flash_attn_with_kvcache(q, kc, vc, kn, vn, cache_seqlens=lens, cache_leftpad=pad, causal=True,
                                          s_aux=sinks)

    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):   # loads the kernels, fills the allocator's pool
        step()
    torch.cuda.current_stream().wait_stream(s)
    _reads_nothing_back(step)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        out = step()
    for seed in range(3):
        torch.manual_seed(10 + seed)
        q.copy_(torch.randn_like(q))
        kn.copy_(torch.randn_like(kn))
        vn.copy_(torch.randn_like(vn))
        lens.copy_(torch.tensor([120 + seed, 30 * seed + 9, 201], dtype=torch.int32))
        k0, v0 = kc.clone(), vc.clone()
        g.replay()
        torch.cuda.synchronize()
        got = out.clone()
        k1, v1 = kc.clone(), vc.clone()
        kc.copy_(k0)
        vc.copy_(v0)
        want = step()
        assert torch.equal(got, want) and torch.equal(k1, kc) and torch.equal(v1, vc)
        for b in range(B):
            lo, hi = (int(pad[b]) if leftpad else 0), int(lens[b]) + 1
            ro, _ = ref_engine(q[b:b + 1], kc[b:b + 1, lo:hi], vc[b:b + 1, lo:hi], True, sinks=sinks)
            close(got[b:b + 1], ro, torch.bfloat16, f"replay {seed} b={b}")


@gpu
def test_gpu_varlen_and_func_no_sync():
    dev = "cuda"
    q, k, v = _qkv(sq=6, sk=40, device=dev)
    used = torch.tensor([40, 23], dtype=torch.int32, device=dev)
    cu_q = torch.tensor([0, 6, 12], dtype=torch.int32, device=dev)
    kp, bt = _pages(k, 16)
    fns = [lambda: sa.flash_attn_varlen_func(q.flatten(0, 1), kp, kp, cu_q, None, 6, 40, causal=True, block_table=bt,
                                             seqused_k=used, s_aux=torch.zeros(4, device=dev)),
           lambda: sa.flash_attn_func(q, k, v, causal=True, window_size=(4, 0), softcap=3.0)]
    for fn in fns:
        fn()
        _reads_nothing_back(fn)

