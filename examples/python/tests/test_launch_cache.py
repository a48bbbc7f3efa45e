"""The launch caches of the GPU path (sparseattn._core.launches): a call whose signature (shapes, strides, dtypes,
devices, host values) was checked before skips the checks and the custom op, and only patches its pointers into the
argument struct it filled then. Run on the CPU through sparseattn._stubgpu (CPU tensors take the GPU path, the
library's GPU entry points are stubs that record the struct they get):

* every launched struct equals the one the checked path builds for that call's tensors (new tensors each call, so a
  stale pointer shows);
* a call that differs from a cached one in one property the checks read is refused with the message a fresh cache
  gives, and a call of a new shape is checked again; a misaligned pointer under a cached signature is refused too;
* a cached call really skips the checks (else the refusal tests would prove nothing);
* torch dispatch modes and autograd still see the custom op; a wrapper's new plan or workspace is not served from
  runs cached under the old one.
"""
import ctypes

import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

import sparseattn as sa
from sparseattn import _api, _core as C, _stubgpu
from sparseattn.flashinfer import BatchDecodeWithPagedKVCacheWrapper, BatchPrefillWithPagedKVCacheWrapper

BF = torch.bfloat16
B, S, HQ, HKV, D = 2, 64, 4, 2, 64
E4M3 = torch.float8_e4m3fn


@pytest.fixture
def gpu_path():
    with _stubgpu.stub_gpu() as calls:
        yield calls


def flat(s, prefix=""):
    """A ctypes struct's fields by name, nested structs flattened."""
    out = {}
    for name, _ in s._fields_:
        x = getattr(s, name)
        if isinstance(x, ctypes.Structure):
            out.update(flat(x, prefix + name + "."))
        elif isinstance(x, ctypes.Array):
            out[prefix + name] = list(x)
        else:
            out[prefix + name] = x
    return out


def launched(calls, name):
    got = [s for n, s in calls if n == name]
    assert got, f"no {name} call recorded"
    return flat(got[-1])


def same(got, want, skip=()):
    diff = {k: (got[k], want[k]) for k in want if k not in skip and got[k] != want[k]}
    assert not diff, f"launched struct differs from the checked path's (got, want): {diff}"


def fresh(shape, dtype=BF, offset=0):
    """A new tensor (new address) of a contiguous shape; offset elements into its storage (misaligned when odd)."""
    n = 1
    for x in shape:
        n *= x
    t = torch.empty(n + 64, dtype=dtype if dtype not in (E4M3,) else torch.uint8)
    if dtype == E4M3:
        t = t.view(E4M3)
    if dtype.is_floating_point and dtype != E4M3:
        t.normal_()
    return t[offset:offset + n].view(shape)


def lens_of(n=S):
    return torch.full((B,), n, dtype=torch.int32)


@pytest.fixture
def no_checks(monkeypatch):
    """Within, the checked paths raise: a call that gets through was served by a launch cache."""
    def installed():
        def boom(*a, **k):
            raise AssertionError("the checked path ran for a cached signature")
        for mod, name in ((_api, "_decode_checked"), (_api, "_attention_checked"), (C, "decode_impl"),
                          (C, "attention_impl"), (C, "DecodeLaunch"), (C, "AttentionLaunch")):
            monkeypatch.setattr(mod, name, boom)
    return installed


# ---------------------------------------------------------------------------------------------------------------
# the launched structs
# ---------------------------------------------------------------------------------------------------------------

DECODE_OPTIONS = [
    dict(),
    dict(return_lse=True),
    dict(causal=True, softmax_scale=0.3, window_size=(5, 0), softcap=20.0, num_splits=2),
    dict(blasst_lambda=0.01, counters="counters"),
    dict(sinks="sinks", out="out"),
    dict(paged=True),
    dict(q3=True, return_lse=True),
    dict(q3=True, out="out"),
    dict(fp8=True, k_scale="kv", v_scale="kv"),
    dict(fp8=True, k_scale=0.5, v_scale=2.0),
    dict(fp8=True, k_scale="per-head", v_scale="per-sequence"),      # two layouts: copied into one
    dict(workspace=False),
]


def decode_inputs(opt):
    """Fresh tensors for one decode call of the option set opt: (args, kwargs)."""
    o = dict(opt)
    fp8 = o.pop("fp8", False)
    q = fresh((B, HQ, D) if o.pop("q3", False) else (B, 1, HQ, D))
    if o.pop("paged", False):
        kc, vc = fresh((9, 16, HKV, D), E4M3 if fp8 else BF), fresh((9, 16, HKV, D), E4M3 if fp8 else BF)
        o["block_table"] = torch.randperm(9)[:8].to(torch.int32).view(B, 4)
    else:
        kc, vc = fresh((B, S, HKV, D), E4M3 if fp8 else BF), fresh((B, S, HKV, D), E4M3 if fp8 else BF)
    if o.pop("workspace", True):
        o["workspace"] = torch.empty(1 << 20, dtype=torch.uint8)
    scales = {"kv": lambda: torch.rand(1) + 0.5, "per-head": lambda: torch.rand(HKV) + 0.5,
              "per-sequence": lambda: torch.rand(B, HKV) + 0.5}
    for n in ("k_scale", "v_scale"):
        if isinstance(o.get(n), str):
            o[n] = scales[o[n]]()
    if o.get("counters") == "counters":
        o["counters"] = torch.zeros(2, dtype=torch.int64)
    if o.get("sinks") == "sinks":
        o["sinks"] = torch.randn(HQ)
    if o.get("out") == "out":
        o["out"] = fresh(q.shape)
    return (q, kc, vc, lens_of()), dict(o, max_seqlen_k=S)


def expected_decode(args, kw, out, lse):
    """The sa_decode_args the checked path builds for these tensors (C.decode_args, as decode_impl did)."""
    q, kc, vc, lens = args
    q4 = q.unsqueeze(1) if q.dim() == 3 else q
    o4 = out.unsqueeze(1) if out.dim() == 3 else out
    blasst, lam, sf = C.blasst_of(kw.get("blasst_lambda"), kw.get("blasst_scale_factor"))
    mods = C.mods_of(kw.get("window_size", (-1, -1)), kw.get("softcap", 0.0))
    ks, vs = kw.get("k_scale"), kw.get("v_scale")
    a = C.decode_args(q4, kc, vc, lens, kw.get("block_table"), S, kw.get("causal", False),
                      C.scale_of(kw.get("softmax_scale"), D), blasst, lam, sf, kw.get("counters"),
                      kw.get("num_splits", 0), o4, lse, mods, kw.get("sinks"),
                      ks if isinstance(ks, torch.Tensor) else None, vs if isinstance(vs, torch.Tensor) else None)
    want = flat(a)
    ws = kw.get("workspace")
    if ws is not None:
        want["workspace"], want["workspace_bytes"] = ws.data_ptr(), ws.numel()
    return want


@pytest.mark.parametrize("opt", DECODE_OPTIONS, ids=[str(o) for o in DECODE_OPTIONS])
def test_decode_launch_matches_checked_path(gpu_path, opt):
    keys = len(C._launches)
    for i in range(3):                        # a miss, then hits, each with new tensors
        args, kw = decode_inputs(opt)
        r = sa.decode(*args, **kw)
        out, lse = r if kw.get("return_lse") else (r, None)
        assert out.shape == args[0].shape
        got = launched(gpu_path, "sa_decode")
        skip = set()
        if lse is not None:
            assert got["lse"] == lse.data_ptr() and tuple(lse.shape) == ((B, HQ) if args[0].dim() == 3 else (B, HQ, 1))
            skip.add("lse")
        if opt.get("workspace", True) is False:
            assert got["workspace"] is not None and got["workspace_bytes"] == 1 << 20   # allocated per call
            skip |= {"workspace", "workspace_bytes"}
        if opt.get("k_scale") == 0.5:         # host floats: a new device tensor each call, as the checked path makes
            assert got["kv.k_scale"] and got["kv.v_scale"] and got["kv.k_scale"] != got["kv.v_scale"]
            skip |= {"kv.k_scale", "kv.v_scale"}
        if opt.get("k_scale") == "per-head":  # copied into one layout each call
            assert got["kv.k_scale"] not in (kw["k_scale"].data_ptr(), None)
            skip |= {"kv.k_scale", "kv.v_scale"}
        same(got, expected_decode(args, kw, out, lse), skip)
    assert len(C._launches) == keys + 1, "one signature, one cached launch"


def _packed(total_q=40, total_k=96):
    q = fresh((total_q, HQ, D))
    k, v = fresh((total_k, HKV, D)), fresh((total_k, HKV, D))
    cq = torch.tensor([0, 20, total_q], dtype=torch.int32)
    ck = torch.tensor([0, 48, total_k], dtype=torch.int32)
    return q, k, v, cq, ck


def test_prefill_launches_match_checked_path(gpu_path):
    for i in range(3):
        q, k, v, cq, ck = _packed()
        sinks = torch.randn(HQ)
        o, lse = sa.flash_attn_varlen_func(q, k, v, cq, ck, 20, 48, causal=True, window_size=(16, 0), s_aux=sinks,
                                           return_softmax_lse=True)
        a = C.attention_args(q, k, v, o, lse, cq, ck, 20, 48, True, 0.0, False, 0.0, 0.0, None,
                             mods=C.mods_of((16, 0), 0.0), sinks=sinks)
        same(launched(gpu_path, "sa_attention"), flat(a))
        q, k, v = fresh((B, 32, HQ, D)), fresh((B, 48, HKV, D)), fresh((B, 48, HKV, D))
        o = sa.flash_attn_func(q, k, v, causal=True, softmax_scale=0.2)
        same(launched(gpu_path, "sa_attention"),
             flat(C.attention_args(q, k, v, o, None, None, None, 0, 0, True, 0.2, False, 0.0, 0.0, None)))
        # paged prefill (vLLM: block_table + seqused_k)
        kc, vc = fresh((9, 16, HKV, D)), fresh((9, 16, HKV, D))
        table = torch.randperm(9)[:8].to(torch.int32).view(B, 4)
        used = torch.tensor([50, 64], dtype=torch.int32)
        o = sa.flash_attn_varlen_func(q.flatten(0, 1), kc, vc, torch.tensor([0, 32, 64], dtype=torch.int32), None,
                                      32, 64, causal=True, block_table=table, seqused_k=used)
        a = C.attention_args(q.flatten(0, 1), kc, vc, o, None, torch.tensor([0, 32, 64], dtype=torch.int32), None, 32,
                             64, True, 0.0, False, 0.0, 0.0, None, used, table)
        same(launched(gpu_path, "sa_attention"), flat(a), skip={"cu_seqlens_q"})
    assert len(C._launches) == 3


def test_kvcache_launch_matches_checked_path(gpu_path):
    for max_k in (None, 40):
        for i in range(3):
            q = fresh((B, 1, HQ, D))
            kc, vc = fresh((B, S, HKV, D)), fresh((B, S, HKV, D))
            lens = torch.tensor([40, 7], dtype=torch.int32)
            o = sa.flash_attn_with_kvcache(q, kc, vc, cache_seqlens=lens, causal=True, max_seqlen_k=max_k)
            a = C.decode_args(q, kc, vc, lens, None, max_k or S, True, 0.0, False, 0.0, 0.0, None, 0, o, None)
            same(launched(gpu_path, "sa_decode"), flat(a), skip={"workspace", "workspace_bytes"})
        # cache_seqlens as an int: a new lengths tensor each call, of that value (read while the call runs)
        seen, stub = [], C.lib.sa_decode

        def spy(ctx, args, stream):
            a = args._obj
            seen.append((ctypes.c_int32 * a.batch).from_address(a.seqlens_k)[:])
            return stub(ctx, args, stream)
        C.lib.sa_decode = spy
        for n in (33, 21, 64):
            sa.flash_attn_with_kvcache(q, kc, vc, cache_seqlens=n, max_seqlen_k=max_k)
        C.lib.sa_decode = stub
        assert seen == [[33, 33], [21, 21], [64, 64]]


# ---------------------------------------------------------------------------------------------------------------
# refusals under a cached signature
# ---------------------------------------------------------------------------------------------------------------

def refused(call):
    with pytest.raises(sa.SparseAttnError) as e:
        call()
    return str(e.value)


def check_refusal(good, bad, no_checks):
    """bad, refused on an empty cache, is refused with the same message after good's signature is cached (and good
    is then served by the cache)."""
    C.clear_launch_caches()
    want = refused(bad)
    good()
    good()
    assert refused(bad) == want
    no_checks()
    good()                                   # cached: it must not need the checks
    return want


def _decode_case(**change):
    q = fresh((B, 1, HQ, D))
    kc, vc = fresh((B, S, HKV, D)), fresh((B, S, HKV, D))
    base = dict(q=q, k_cache=kc, v_cache=vc, seqlens_k=lens_of(), max_seqlen_k=S,
                workspace=torch.empty(1 << 20, dtype=torch.uint8))
    bad = dict(base, **{k: (v(base) if callable(v) else v) for k, v in change.items()})
    return (lambda: sa.decode(**base)), (lambda: sa.decode(**bad))


DECODE_REFUSALS = [
    ("k dtype", dict(k_cache=lambda b: b["k_cache"].half(), v_cache=lambda b: b["v_cache"].half()), "one dtype"),
    ("seqlens dtype", dict(seqlens_k=lambda b: b["seqlens_k"].long()), "seqlens_k must be torch.int32"),
    ("seqlens strided", dict(seqlens_k=lambda b: torch.zeros(2 * B, dtype=torch.int32)[::2]), "seqlens_k must be "
                                                                                               "contiguous"),
    ("head dim strided", dict(k_cache=lambda b: fresh((B, S, HKV, 2 * D))[..., ::2]), "stride 2 on its last"),
    ("row stride", dict(k_cache=lambda b: fresh((B, S, HKV, D + 4))[..., :D]), "not a multiple of 16 bytes"),
    ("expanded", dict(q=lambda b: fresh((1, 1, HQ, D)).expand(B, 1, HQ, D)), "expanded (stride 0)"),
    ("device", dict(seqlens_k=lambda b: torch.zeros(B, dtype=torch.int32, device="meta")), "on meta"),
    ("max_seqlen_k", dict(max_seqlen_k=S + 1), "the cache holds 64 positions"),
    ("max_seqlen_k type", dict(max_seqlen_k=-1), "max_seqlen_k is -1"),
    ("workspace size", dict(workspace=lambda b: torch.empty(1000, dtype=torch.uint8)), "workspace has 1000 bytes"),
    ("workspace dtype", dict(workspace=lambda b: torch.empty(1 << 20, dtype=torch.int8)), "workspace must be "
                                                                                           "torch.uint8"),
    ("workspace strided", dict(workspace=lambda b: torch.empty(2 << 20, dtype=torch.uint8)[::2]), "contiguous "
                                                                                                  "torch.uint8"),
    ("softmax_scale", dict(softmax_scale=-1.0), "softmax_scale is -1.0"),
    ("num_splits", dict(num_splits=-1), "num_splits is -1"),
    ("window", dict(window_size=(-2, 0)), "window_size is (-2, 0)"),
    ("window type", dict(window_size=[1.5]), "window_size is [1.5]"),
    ("softcap", dict(softcap=-1.0), "softcap is -1.0"),
    ("sinks shape", dict(sinks=torch.zeros(HQ + 1)), "sinks must be a contiguous fp32"),
    ("counters dtype", dict(blasst_lambda=0.1, counters=torch.zeros(2, dtype=torch.int32)), "counters must be"),
    ("blasst", dict(blasst_lambda=-0.1), "blasst_lambda is -0.1"),
    ("out dtype", dict(out=lambda b: fresh((B, 1, HQ, D), torch.float16)), "out must be torch.bfloat16"),
    ("k_scale on a 16-bit cache", dict(k_scale=1.0), "k_scale is given but k_cache is torch.bfloat16"),
    ("q heads", dict(q=lambda b: fresh((B, 1, 3, D))), "q has 3 heads, not a multiple"),
    ("batch", dict(q=lambda b: fresh((B + 1, 1, HQ, D))), "seqlens_k has shape (2,); expected (3,)"),
    ("q misaligned", dict(q=lambda b: fresh((B, 1, HQ, D), offset=1)), "q's data is not 16-byte aligned"),
    ("k misaligned", dict(k_cache=lambda b: fresh((B, S, HKV, D), offset=3)), "k_cache's data is not 16-byte"),
]


@pytest.mark.parametrize("name,change,needle", DECODE_REFUSALS, ids=[r[0] for r in DECODE_REFUSALS])
def test_decode_cached_signature_still_refuses(gpu_path, no_checks, name, change, needle):
    good, bad = _decode_case(**change)
    msg = check_refusal(good, bad, no_checks)
    assert needle in msg, msg


def test_misaligned_under_a_cached_signature(gpu_path, no_checks):
    """Same shapes, strides and dtypes (so the same key), a misaligned address: the per-call check refuses."""
    q, kc, vc, lens = fresh((B, 1, HQ, D)), fresh((B, S, HKV, D)), fresh((B, S, HKV, D)), lens_of()
    out = fresh(q.shape)
    for o in (None, out):
        sa.decode(q, kc, vc, lens, max_seqlen_k=S, out=o)
        sa.decode(q, kc, vc, lens, max_seqlen_k=S, out=o)
    no_checks()
    for args, o, name in (((fresh(q.shape, offset=1), kc, vc), None, "q"),
                          ((q, fresh(kc.shape, offset=5), vc), None, "k_cache"),
                          ((q, kc, fresh(vc.shape, offset=7)), None, "v_cache"),
                          ((q, kc, vc), fresh(q.shape, offset=1), "out")):
        msg = refused(lambda: sa.decode(*args, lens, max_seqlen_k=S, out=o))
        assert msg.startswith(f"{name}'s data is not 16-byte aligned"), msg
        p = [a for a in args + (o,) if a is not None and a.data_ptr() % 16][0].data_ptr()
        assert f"{p:#x}" in msg


def test_launch_structs_kept_and_allocations(gpu_path):
    """A launch refills a struct it keeps (one per concurrent call): a call the library refuses drops its struct
    and the next call is served with a correct one; out is allocated with torch.empty_like(q)'s layout (here of a q with gaps
    between its heads), the LSE contiguous."""
    kc, vc, lens = fresh((B, S, HKV, D)), fresh((B, S, HKV, D)), lens_of()

    def q_gaps():
        return fresh((B, 1, 2 * HQ, D))[:, :, ::2]
    for i in range(3):
        q = q_gaps()
        out, lse = sa.decode(q, kc, vc, lens, max_seqlen_k=S, return_lse=True)
        want = torch.empty_like(q)
        assert (out.shape, out.stride(), out.dtype) == (want.shape, want.stride(), want.dtype)
        assert lse.shape == (B, HQ, 1) and lse.is_contiguous() and lse.dtype == torch.float32
        same(launched(gpu_path, "sa_decode"), flat(C.decode_args(q, kc, vc, lens, None, S, False, 0.0, False, 0.0,
                                                                 0.0, None, 0, out, lse)), skip={"workspace", "workspace_bytes"})
    launch = [x for x in C._launches.values() if isinstance(x, C.DecodeLaunch)][0]
    assert len(launch.free) == 1
    fn, launch.fn = launch.fn, lambda ctx, args, stream: 1      # the library refuses the call
    with pytest.raises(sa.SparseAttnError):
        sa.decode(q_gaps(), kc, vc, lens, max_seqlen_k=S, return_lse=True)
    launch.fn = fn
    assert len(launch.free) == 0
    q = q_gaps()
    out, lse = sa.decode(q, kc, vc, lens, max_seqlen_k=S, return_lse=True)
    same(launched(gpu_path, "sa_decode"), flat(C.decode_args(q, kc, vc, lens, None, S, False, 0.0, False, 0.0, 0.0,
                                                             None, 0, out, lse)), skip={"workspace", "workspace_bytes"})
    assert len(launch.free) == 1


def test_host_value_types_are_keyed(gpu_path, no_checks):
    """1, 1.0 and True are equal in Python but not to every check: a cached float scale does not serve a bool."""
    q, lens = fresh((B, 1, HQ, D)), lens_of()
    kc, vc = fresh((B, S, HKV, D), E4M3), fresh((B, S, HKV, D), E4M3)
    good = lambda: sa.decode(q, kc, vc, lens, max_seqlen_k=S, k_scale=1.0)   # noqa: E731
    bad = lambda: sa.decode(q, kc, vc, lens, max_seqlen_k=S, k_scale=True)   # noqa: E731
    assert "k_scale must be None, a float" in check_refusal(good, bad, no_checks)


PREFILL_REFUSALS = [
    ("cu_q dtype", dict(cu_seqlens_q=lambda b: b["cu_seqlens_q"].long()), "cu_seqlens_q must be torch.int32"),
    ("cu_k shape", dict(cu_seqlens_k=lambda b: torch.tensor([0, 96], dtype=torch.int32)), "cu_seqlens_k has shape"),
    ("max_q", dict(max_seqlen_q=-1), "max_seqlen_q is -1"),
    ("max_k missing", dict(max_seqlen_k=None), "needs max_seqlen_q and max_seqlen_k"),
    ("k dtype", dict(k=lambda b: b["k"].half(), v=lambda b: b["v"].half()), "one dtype"),
    ("dropout", dict(dropout_p=0.1), "dropout_p is 0.1"),
    ("alibi", dict(alibi_slopes=torch.ones(HQ)), "alibi_slopes"),
    ("attention_chunk", dict(attention_chunk=8), "attention_chunk"),
    ("s_aux and sinks", dict(s_aux=torch.zeros(HQ), sinks=torch.zeros(HQ)), "s_aux and sinks"),
    ("s_aux int", dict(s_aux=torch.zeros(HQ, dtype=torch.int32)), "s_aux must be a floating-point"),
    ("s_aux shape", dict(s_aux=torch.zeros(HQ + 1)), "sinks must be a contiguous fp32"),
    ("num_splits", dict(num_splits="x"), "num_splits is 'x'"),
    ("kv heads", dict(k=lambda b: fresh((96, 3, D)), v=lambda b: fresh((96, 3, D))), "not a multiple of k's 3"),
    ("q misaligned", dict(q=lambda b: fresh((40, HQ, D), offset=1)), "q's data is not 16-byte aligned"),
]


@pytest.mark.parametrize("name,change,needle", PREFILL_REFUSALS, ids=[r[0] for r in PREFILL_REFUSALS])
def test_varlen_cached_signature_still_refuses(gpu_path, no_checks, name, change, needle):
    q, k, v, cq, ck = _packed()
    base = dict(q=q, k=k, v=v, cu_seqlens_q=cq, cu_seqlens_k=ck, max_seqlen_q=20, max_seqlen_k=48, causal=True)
    bad = dict(base, **{n: (x(base) if callable(x) else x) for n, x in change.items()})
    msg = check_refusal(lambda: sa.flash_attn_varlen_func(**base), lambda: sa.flash_attn_varlen_func(**bad),
                        no_checks)
    assert needle in msg, msg


KVCACHE_REFUSALS = [
    ("page_table and block_table", dict(page_table=lambda b: b["block_table"].clone()), "block_table and page_table"),
    ("k_descale on bf16", dict(k_descale=torch.ones(B, HKV)), "k_descale is given but k_cache is torch.bfloat16"),
    ("q_descale", dict(q_descale=torch.ones(B, HKV)), "q_descale: FP8 queries"),
    ("rotary", dict(rotary_cos=torch.ones(1)), "rotary_cos"),
    ("cache_seqlens int64", dict(cache_seqlens=lambda b: b["cache_seqlens"].long()), "cache_seqlens must be an int "
                                                                                    "or an int32 tensor"),
    ("cache_seqlens bool", dict(cache_seqlens=True), "cache_seqlens must be an int"),
    ("max_seqlen_k", dict(max_seqlen_k=65), "too few for max_seqlen_k = 65"),
    ("window", dict(window_size=(3, -3)), "window_size is (3, -3)"),
    ("table dtype", dict(block_table=lambda b: b["block_table"].long()), "block_table must be torch.int32"),
    ("page size", dict(k_cache=lambda b: fresh((12, 12, HKV, D)), v_cache=lambda b: fresh((12, 12, HKV, D))),
     "the page size (k_cache.shape[1]) is 12"),
]


@pytest.mark.parametrize("name,change,needle", KVCACHE_REFUSALS, ids=[r[0] for r in KVCACHE_REFUSALS])
def test_kvcache_cached_signature_still_refuses(gpu_path, no_checks, name, change, needle):
    base = dict(q=fresh((B, 1, HQ, D)), k_cache=fresh((9, 16, HKV, D)), v_cache=fresh((9, 16, HKV, D)),
                cache_seqlens=torch.tensor([40, 7], dtype=torch.int32),
                block_table=torch.randperm(9)[:8].to(torch.int32).view(B, 4), causal=True)
    bad = dict(base, **{n: (x(base) if callable(x) else x) for n, x in change.items()})
    msg = check_refusal(lambda: sa.flash_attn_with_kvcache(**base), lambda: sa.flash_attn_with_kvcache(**bad),
                        no_checks)
    assert needle in msg, msg


# ---------------------------------------------------------------------------------------------------------------
# the FlashInfer wrappers: runs cached per plan
# ---------------------------------------------------------------------------------------------------------------

def _csr(lens, page=16):
    counts = [-(-n // page) for n in lens]
    indptr = torch.tensor([0] + torch.tensor(counts).cumsum(0).tolist(), dtype=torch.int32)
    indices = torch.randperm(int(indptr[-1]) + 2)[:int(indptr[-1])].to(torch.int32)
    last = torch.tensor([n - (c - 1) * page for n, c in zip(lens, counts)], dtype=torch.int32)
    return indptr, indices, last


def test_decode_wrapper_runs_follow_the_plan(gpu_path, no_checks):
    w = BatchDecodeWithPagedKVCacheWrapper(torch.empty(1 << 20, dtype=torch.uint8))
    kc, vc = fresh((12, 16, HKV, D)), fresh((12, 16, HKV, D))
    for lens in ([20, 5], [33, 64]):
        w.plan(*_csr(lens), HQ, HKV, D, 16, q_data_type=BF)
        for i in range(3):
            q = fresh((B, HQ, D))
            o = w.run(q, (kc, vc))
            got = launched(gpu_path, "sa_decode")
            assert (got["q"], got["o"], got["k"], got["v"]) == (q.data_ptr(), o.data_ptr(), kc.data_ptr(),
                                                                vc.data_ptr())
            assert (got["seqlens_k"], got["block_table"]) == (w._seqlens.data_ptr(), w._table.data_ptr())
            assert got["max_seqlen_k"] == max(lens) and w._seqlens.tolist() == lens
            assert got["workspace"] == w._workspace.data_ptr()
    # one tensor [num_pages, 2, ...] in HND: V's address is one stride(1) on
    w2 = BatchDecodeWithPagedKVCacheWrapper(torch.empty(1 << 20, dtype=torch.uint8), "HND")
    w2.plan(*_csr([20, 5]), HQ, HKV, D, 16, q_data_type=BF)
    kv = fresh((12, 2, HKV, 16, D))
    for i in range(2):
        w2.run(fresh((B, HQ, D)), kv)
        got = launched(gpu_path, "sa_decode")
        assert (got["k"], got["v"]) == (kv[:, 0].data_ptr(), kv[:, 1].data_ptr())
        assert got["k_strides.seq"] == D and got["k_strides.head"] == 16 * D
    # a new workspace is used by the next run
    ws = torch.empty(2 << 20, dtype=torch.uint8)
    w.reset_workspace_buffer(ws)
    w.run(fresh((B, HQ, D)), (kc, vc))
    assert launched(gpu_path, "sa_decode")["workspace"] == ws.data_ptr()
    # a plan that fails leaves no run to serve from the old one
    with pytest.raises(sa.SparseAttnError):
        w.plan(*_csr([20, 5]), HQ, HKV, D, 3, q_data_type=BF)   # page size 3
    w.plan(*_csr([20, 5]), HQ, HKV, D, 16, q_data_type=BF)
    bad_last = torch.tensor([4, 0], dtype=torch.int32)
    with pytest.raises(sa.SparseAttnError, match="last_page_len must be in"):
        w.plan(_csr([20, 5])[0], _csr([20, 5])[1], bad_last, HQ, HKV, D, 16, q_data_type=BF)
    assert "run before plan" in refused(lambda: w.run(fresh((B, HQ, D)), (kc, vc)))


WRAPPER_REFUSALS = [
    ("q batch", dict(q=lambda: fresh((B + 1, HQ, D))), "q must be [batch = 2"),
    ("q dtype", dict(q=lambda: fresh((B, HQ, D), torch.float16)), "q is torch.float16 but plan's q_data_type"),
    ("cache dtype", dict(paged_kv_cache=lambda: (fresh((12, 16, HKV, D), torch.float16),) * 2), "kv_data_type"),
    ("cache page", dict(paged_kv_cache=lambda: (fresh((12, 8, HKV, D)),) * 2), "the plan says [num_pages, 16"),
    ("lse shape", dict(lse=lambda: torch.empty(B, HQ + 1)), "lse must be torch.float32 of shape (2, 4)"),
    ("lse base", dict(lse_base="e"), "lse_base is 'e'"),
    ("window", dict(window_left=-2), "window_left is -2"),
    ("window bool", dict(window_left=True), "window_left is True"),
    ("v_scale", dict(v_scale=0.0), "v_scale is 0.0"),
    ("q_scale tensor", dict(q_scale=lambda: torch.ones(1)), "q_scale must be a host float here"),
    ("q_len_per_req", dict(q_len_per_req=2), "q_len_per_req is 2"),
    ("extra args", dict(args=(1,)), "no extra positional arguments"),
    ("q misaligned", dict(q=lambda: fresh((B, HQ, D), offset=1)), "q's data is not 16-byte aligned"),
]


@pytest.mark.parametrize("name,change,needle", WRAPPER_REFUSALS, ids=[r[0] for r in WRAPPER_REFUSALS])
def test_decode_wrapper_cached_run_still_refuses(gpu_path, no_checks, name, change, needle):
    w = BatchDecodeWithPagedKVCacheWrapper(torch.empty(1 << 20, dtype=torch.uint8))
    w.plan(*_csr([20, 5]), HQ, HKV, D, 16, q_data_type=BF)
    base = dict(q=fresh((B, HQ, D)), paged_kv_cache=(fresh((12, 16, HKV, D)), fresh((12, 16, HKV, D))),
                return_lse=True)
    bad = dict(base, **{n: (x() if callable(x) else x) for n, x in change.items()})
    args, q, cache = bad.pop("args", ()), bad.pop("q"), bad.pop("paged_kv_cache")
    msg = check_refusal(lambda: w.run(**base), lambda: w.run(q, cache, *args, **bad), no_checks)
    assert needle in msg, msg


def test_prefill_wrapper_runs_follow_the_plan(gpu_path, no_checks):
    w = BatchPrefillWithPagedKVCacheWrapper(torch.empty(1 << 20, dtype=torch.uint8))
    kc, vc = fresh((12, 16, HKV, D)), fresh((12, 16, HKV, D))
    for lens, qlens in (([20, 5], [3, 1]), ([40, 64], [8, 16])):
        qo = torch.tensor([0, qlens[0], sum(qlens)], dtype=torch.int32)
        w.plan(qo, *_csr(lens), HQ, HKV, D, 16, causal=True, q_data_type=BF)
        for i in range(3):
            q = fresh((sum(qlens), HQ, D))
            o, lse = w.run(q, (kc, vc), return_lse=True)
            got = launched(gpu_path, "sa_attention")
            assert (got["q"], got["o"], got["k"], got["v"], got["cu_seqlens_q"], got["seqlens_k"],
                    got["block_table"]) == (q.data_ptr(), o.data_ptr(), kc.data_ptr(), vc.data_ptr(),
                                            w._cu_q.data_ptr(), w._seqlens.data_ptr(), w._table.data_ptr())
            assert (got["seqlen_q"], got["seqlen_k"], got["causal"]) == (max(qlens), max(lens), 1)
            assert lse.shape == (sum(qlens), HQ)
    no_checks()
    w.run(fresh((24, HQ, D)), (kc, vc), return_lse=True)


# ---------------------------------------------------------------------------------------------------------------
# what must still see the custom op
# ---------------------------------------------------------------------------------------------------------------

class _Ops(TorchDispatchMode):
    def __init__(self):
        super().__init__()
        self.seen = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.seen.append(str(func))
        return func(*args, **(kwargs or {}))


def test_dispatch_modes_and_autograd_see_the_op(gpu_path):
    q, kc, vc, lens = fresh((B, 1, HQ, D)), fresh((B, S, HKV, D)), fresh((B, S, HKV, D)), lens_of()
    sa.decode(q, kc, vc, lens, max_seqlen_k=S)
    sa.decode(q, kc, vc, lens, max_seqlen_k=S)          # cached
    with _Ops() as m:
        sa.decode(q, kc, vc, lens, max_seqlen_k=S)
    assert any("sparseattn.decode" in s for s in m.seen), m.seen
    qg = q.clone().requires_grad_()
    assert sa.decode(qg, kc, vc, lens, max_seqlen_k=S).grad_fn is not None      # through the op, as before
    with torch.no_grad():
        assert sa.decode(qg, kc, vc, lens, max_seqlen_k=S).grad_fn is None
