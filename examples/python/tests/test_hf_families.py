"""Every decoder family transformers ships, through the sparseattn backend, against transformers' own eager attention.

Tiny random models built in code with a fixed seed (no downloads): Llama, Qwen2 (a sliding layer), Qwen3, Mistral (a
sliding window shorter than the prompt), Gemma 2 (sliding layers and soft-capping), Gemma 3 (sliding layers) and
gpt-oss (learned sinks and sliding layers), each where the installed transformers has it. The models are bf16 (the
kernels' dtypes); the reference is the same model's weights in float32 with eager attention, and the bf16 eager model
shows how far bf16 alone moves the logits. CPU tensors run the library's C references; with a GPU the same tests
run the kernels (the cuda parameter).
"""
import copy
import math

import pytest
import torch

transformers = pytest.importorskip("transformers")

import sparseattn.hf as sh  # noqa: E402
from sparseattn import SparseAttnError  # noqa: E402

from conftest import gpu  # noqa: E402

VOCAB, HIDDEN, HQ, HKV, HEAD_DIM = 128, 128, 4, 2, 64
WINDOW = 16          # sliding window (keys a query sees, itself included), shorter than every prompt below
SOFTCAP = 5.0        # small enough that the cap bends the scores of these weights
PROMPT = 40
DEVICES = ["cpu", pytest.param("cuda", marks=gpu)]
NEAR_ZERO = sh.Blasst(lambda_=1e-9, decode_lambda=1e-9)   # BLASST's kernels, a threshold that skips nothing here
METHODS = [pytest.param(sh.Dense(), id="dense"), pytest.param(NEAR_ZERO, id="blasst")]


def _common(**kw):
    d = dict(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=128, num_hidden_layers=2, num_attention_heads=HQ,
             num_key_value_heads=HKV, head_dim=HEAD_DIM, max_position_embeddings=512, initializer_range=0.2,
             tie_word_embeddings=False, bos_token_id=1, eos_token_id=None, pad_token_id=0)
    d.update(kw)
    return d


def _cfg(family):
    """(config, the features each layer has: (sliding window, soft-cap, sinks))."""
    t = transformers
    none = (None, None, False)
    if family == "llama":
        return t.LlamaConfig(**_common()), [none, none]
    if family == "qwen2":
        # layers from max_window_layers on slide
        return (t.Qwen2Config(**_common(use_sliding_window=True, sliding_window=WINDOW, max_window_layers=1)),
                [none, (WINDOW, None, False)])
    if family == "qwen3":
        return t.Qwen3Config(**_common()), [none, none]
    if family == "mistral":
        return t.MistralConfig(**_common(sliding_window=WINDOW)), [(WINDOW, None, False)] * 2
    if family == "gemma2":
        c = t.Gemma2Config(**_common(sliding_window=WINDOW, attn_logit_softcapping=SOFTCAP, query_pre_attn_scalar=64,
                                     final_logit_softcapping=None, layer_types=["sliding_attention",
                                                                                "full_attention"]))
        return c, [(WINDOW, SOFTCAP, False), (None, SOFTCAP, False)]
    if family == "gemma3":
        c = t.Gemma3TextConfig(**_common(sliding_window=WINDOW, query_pre_attn_scalar=64,
                                         layer_types=["sliding_attention", "full_attention"]))
        return c, [(WINDOW, None, False), none]
    if family == "gpt_oss":
        c = t.GptOssConfig(**_common(sliding_window=WINDOW, num_local_experts=2, num_experts_per_tok=2,
                                     rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
                                     layer_types=["sliding_attention", "full_attention"]))
        return c, [(WINDOW, None, True), (None, None, True)]
    raise ValueError(family)


_CLASSES = {"llama": "LlamaConfig", "qwen2": "Qwen2Config", "qwen3": "Qwen3Config", "mistral": "MistralConfig",
            "gemma2": "Gemma2Config", "gemma3": "Gemma3TextConfig", "gpt_oss": "GptOssConfig"}
FAMILIES = [pytest.param(f, marks=pytest.mark.skipif(not hasattr(transformers, c), reason=f"transformers has no {c}"))
            for f, c in _CLASSES.items()]
WITH_FEATURES = [p for p in FAMILIES if p.values[0] not in ("llama", "qwen3")]

_BUILT = {}


def _has_masking_utils():
    try:
        import transformers.masking_utils  # noqa: F401
        return True
    except ImportError:
        return False


def _cached(family):
    """Skip where transformers itself cannot run the model with a cache past its window."""
    if family == "gemma2" and not _has_masking_utils():
        pytest.skip("transformers < 4.53: Gemma 2's HybridCache fails a prompt longer than the sliding window "
                    "(IndexError in its sliding update), with eager attention too")


def _build(family):
    """(float32 eager truth, bf16 eager, features): one fixed-seed model per family, built once."""
    if family not in _BUILT:
        torch.manual_seed(0)
        cfg, feats = _cfg(family)
        cfg._attn_implementation = "eager"
        truth = transformers.AutoModelForCausalLM.from_config(cfg).eval()
        with torch.no_grad():
            for mod in truth.modules():
                if isinstance(getattr(mod, "sinks", None), torch.Tensor):
                    mod.sinks.normal_(0.0, 2.0)  # sinks that take a real share of every row
        _BUILT[family] = (truth, copy.deepcopy(truth).to(torch.bfloat16), feats)
    return _BUILT[family]


def _on(model, device, impl=None):
    m = copy.deepcopy(model).to(device)
    if impl is not None:
        if hasattr(m, "set_attn_implementation"):
            m.set_attn_implementation(impl)
        else:
            m.config._attn_implementation = impl
    return m


def _configured(bf16, device, config):
    m = _on(bf16, device, "eager")
    sh.configure(m, config)
    assert m.config._attn_implementation == "sparseattn"
    return m


def _ids(b, s, seed=1, device="cpu"):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(3, VOCAB, (b, s), generator=g)
    ids[:, 0] = 1
    return ids.to(device)


def _rel(a, b):
    a, b = a.float().cpu(), b.float().cpu()
    return float((a - b).norm() / b.norm())


def _logits(model, ids, **kw):
    with torch.no_grad():
        return model(input_ids=ids, use_cache=False, **kw).logits


def _bf16_close(got, truth, eager, slack=1.5):
    """got is as close to the float32 truth as transformers' own bf16 eager attention is (bf16 tolerance)."""
    assert not torch.isnan(got).any()
    e_ref, e_got = _rel(eager, truth), _rel(got, truth)
    assert e_got <= slack * max(e_ref, 5e-3), (e_got, e_ref)


def _generate(model, ids, n=6, **kw):
    with torch.no_grad():
        return model.generate(input_ids=ids, max_new_tokens=n, min_new_tokens=n, do_sample=False, **kw)


def _greedy_consistent(ref_model, seqs, prompt_len, tol=0.05, **kw):
    """Each generated token is the reference model's argmax up to a near-tie (teacher forcing)."""
    lg = _logits(ref_model, seqs, **kw).float()
    for b in range(seqs.shape[0]):
        for t in range(prompt_len, seqs.shape[1]):
            row = lg[b, t - 1]
            assert float(row.max() - row[seqs[b, t]]) <= tol * float(row.abs().max()), (b, t)


# ------------------------------------------------------------------------------------------------ the families


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("family", FAMILIES)
def test_layer_features(family, device):
    _, bf16, feats = _build(family)
    got = sh.layer_features(bf16)
    assert [(r["sliding_window"], r["softcap"], r["sinks"]) for r in got] == feats


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("family", FAMILIES)
def test_logits_match_eager(family, method, device):
    """A prefill, then 1 and 3 new tokens (decode kernels) and a 20-token chunk through the model's own cache (a
    sliding-window cache on sliding layers): each as close to the float32 eager logits as bf16 eager attention is."""
    _cached(family)
    truth, bf16, feats = _build(family)
    truth, eager = _on(truth, device), _on(bf16, device)
    ids = _ids(2, PROMPT + 24, device=device)
    t_full, e_full = _logits(truth, ids), _logits(eager, ids)
    m = _configured(bf16, device, sh.Config(default=method))
    _bf16_close(_logits(m, ids), t_full, e_full)
    with torch.no_grad():
        cache = m(input_ids=ids[:, :PROMPT], use_cache=True).past_key_values
        step1 = m(input_ids=ids[:, PROMPT:PROMPT + 1], past_key_values=cache, use_cache=True).logits
        step3 = m(input_ids=ids[:, PROMPT + 1:PROMPT + 4], past_key_values=cache, use_cache=True).logits
        chunk = m(input_ids=ids[:, PROMPT + 4:], past_key_values=cache, use_cache=True).logits
    _bf16_close(step1[:, 0], t_full[:, PROMPT], e_full[:, PROMPT], slack=2.0)
    _bf16_close(step3, t_full[:, PROMPT + 1:PROMPT + 4], e_full[:, PROMPT + 1:PROMPT + 4], slack=2.0)
    _bf16_close(chunk, t_full[:, PROMPT + 4:], e_full[:, PROMPT + 4:], slack=2.0)
    st = sh.stats(m)
    assert all(r["prefill_calls"] == 3 and r["decode_calls"] == 2 for r in st)
    if isinstance(method, sh.Blasst):
        assert all(r["tiles_considered"] > 0 for r in st)
    # keys visible (the full forward and the cached pass see the same rows): a sliding layer counts its window only
    # (transformers < 4.53 hand a 4D mask, whose window is what eager attention and this backend run: Qwen2's has
    # none there)
    full = 2 * HQ * (PROMPT + 24) * (PROMPT + 25) // 2
    for r, (w, _, _) in zip(st, feats):
        if w and (_has_masking_utils() or family != "qwen2"):
            assert r["keys_visible"] < 2 * full, (r, w)
        elif not w:
            assert r["keys_visible"] == 2 * full, (r, w)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("family", FAMILIES)
def test_generate_matches_eager(family, method, device):
    """Greedy generate(): the tokens transformers' eager attention generates (a near-tie may flip a choice; then
    every generated token must be the eager model's argmax up to that tie)."""
    _cached(family)
    truth, bf16, _ = _build(family)
    eager = _on(bf16, device)
    ids = _ids(2, PROMPT, seed=2, device=device)
    m = _configured(bf16, device, sh.Config(default=method))
    got = _generate(m, ids)
    ref = _generate(eager, ids)
    assert got.shape == (2, PROMPT + 6)
    if not torch.equal(got, ref):
        _greedy_consistent(_on(truth, device), got, PROMPT)
    st = sh.stats(m)
    assert all(r["prefill_calls"] == 1 and r["decode_calls"] == 5 for r in st)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("family", WITH_FEATURES)
def test_padded_generate(family, device):
    """Left-padded batch: the padded prompt continues as it does alone, its window counted over its own tokens."""
    _cached(family)
    _, bf16, _ = _build(family)
    m = _configured(bf16, device, sh.Config())
    a, b = _ids(1, PROMPT + 10, seed=5, device=device), _ids(1, PROMPT, seed=6, device=device)
    ids = torch.cat([a, torch.cat([torch.zeros(1, 10, dtype=torch.long, device=device), b], 1)])
    mask = torch.ones_like(ids)
    mask[1, :10] = 0
    seqs = _generate(m, ids, n=4, attention_mask=mask, pad_token_id=0)
    alone = _generate(m, b, n=4)
    alone_a = _generate(m, a, n=4)
    for got, want in ((seqs[1:, 10:], alone), (seqs[:1], alone_a)):
        if not torch.equal(got, want):  # a near-tie may flip; then the logits must agree
            assert _rel(_logits(m, got), _logits(m, want)) < 2e-2
    # the padded prompt's logits equal the prompt's alone
    pos = (mask.cumsum(1) - 1).clamp(min=0)
    lg = _logits(m, ids, attention_mask=mask, position_ids=pos)
    assert _rel(lg[1, 10:], _logits(m, b)[0]) < 1e-2
    assert _rel(lg[0], _logits(m, a)[0]) < 1e-2


MOMO = sh.Momo(k=2, key_block=16, query_block=128, sink_tokens=8, window_tokens=16)
KASCADE = sh.Kascade(anchors=[0], topk_fraction=0.25, k_min=8, tile=32)
STATIC = sh.Static(sink_tokens=4, window_tokens=16)
SPARSE = [pytest.param(MOMO, id="momo"), pytest.param(KASCADE, id="kascade"), pytest.param(STATIC, id="static")]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("method", SPARSE)
@pytest.mark.parametrize("family", FAMILIES)
def test_sparse_methods_run_or_are_refused_by_name(family, method, device):
    """MOMO, Kascade and the static pattern on every layer: refused by configure, naming the layer and the feature,
    on a model whose layers have a window, soft-cap or sinks; elsewhere they generate, and where the sparse set holds
    every key they equal dense attention."""
    _, bf16, feats = _build(family)
    ids = _ids(1, 96, seed=3, device=device)
    if any(w or c or s for w, c, s in feats):
        m = _on(bf16, device, "eager")
        first = next(i for i, f in enumerate(feats) if any(f))
        w, c, s = feats[first]
        name = "sliding_window" if w else "softcap" if c else "sinks"
        with pytest.raises(SparseAttnError, match=rf"layer {first} runs {type(method).__name__}.*{name}.*Dense or Blasst"):
            sh.configure(m, sh.Config(default=method))
        assert m.config._attn_implementation == "eager"  # nothing changed
        return
    m = _configured(bf16, device, sh.Config(default=method))
    seqs = _generate(m, ids, n=3)
    assert seqs.shape == (1, 99)
    st = sh.stats(m)
    assert all(r["keys_attended"] < r["keys_visible"] for r in st[1 if isinstance(method, sh.Kascade) else 0:])
    # a sparse set that holds every key is dense attention
    wide = {sh.Momo: sh.Momo(k=2, key_block=16, query_block=128, sink_tokens=0, window_tokens=4096),
            sh.Kascade: sh.Kascade(anchors=[0], topk_fraction=1.0, k_min=4096, tile=32),
            sh.Static: sh.Static(sink_tokens=0, window_tokens=4096)}[type(method)]
    truth = _build(family)[0]
    _bf16_close(_logits(_configured(bf16, device, sh.Config(default=wide)), ids), _logits(_on(truth, device), ids),
                _logits(_on(bf16, device), ids), slack=2.0)


@pytest.mark.parametrize("device", DEVICES)
def test_sparse_methods_on_the_layers_without_features(device):
    """Qwen2 with layer 1 sliding: MOMO, Kascade or Static on layer 0 with Dense / Blasst on the sliding layer runs
    and equals dense where the sparse set holds every key; on layer 1 it is refused."""
    if not hasattr(transformers, "Qwen2Config"):
        pytest.skip("transformers has no Qwen2")
    truth, bf16, _ = _build("qwen2")
    ids = _ids(2, 96, seed=4, device=device)
    for sparse in (MOMO, STATIC, KASCADE):
        with pytest.raises(SparseAttnError, match=rf"layer 1 runs {type(sparse).__name__}.*sliding_window={WINDOW}"):
            sh.configure(_on(bf16, device, "eager"), sh.Config(default=sparse))
        m = _configured(bf16, device, sh.Config(default=sparse, layers={1: NEAR_ZERO}))
        assert _generate(m, ids, n=2).shape == (2, 98)
    wide = sh.Static(sink_tokens=0, window_tokens=4096)
    got = _logits(_configured(bf16, device, sh.Config(default=wide, layers={1: sh.Dense()})), ids)
    _bf16_close(got, _logits(_on(truth, device), ids), _logits(_on(bf16, device), ids))


# ------------------------------------------------------------------------------------------------ attention level


def _ref(q, k, v, scale, window=None, softcap=None, sinks=None, key_valid=None):
    """float64 attention in the HF layout: q [B, Hq, Sq, D], k/v [B, Hkv, Sk, D] -> [B, Sq, Hq, D]; bottom-right
    causal; window: a query sees itself and window - 1 keys before; key_valid [B, Sk] bool (padding)."""
    q, k, v = q.double().cpu(), k.double().cpu(), v.double().cpu()
    g = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(g, 1), v.repeat_interleave(g, 1)
    sq, sk = q.shape[2], k.shape[2]
    s = (q @ k.transpose(-1, -2)) * scale
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    p = torch.arange(sq)[:, None] + sk - sq
    j = torch.arange(sk)[None, :]
    ok = j <= p
    if window:
        ok &= j > p - window
    ok = ok[None, None].expand(q.shape[0], 1, sq, sk)
    if key_valid is not None:
        ok = ok & key_valid.cpu()[:, None, None, :]
    s = s.masked_fill(~ok, -math.inf)
    if sinks is not None:
        z = sinks.double().cpu().view(1, -1, 1, 1).expand(s.shape[0], -1, sq, 1)
        s = torch.cat([s, z], -1)
    pr = torch.softmax(s, -1).nan_to_num(0.0)
    if sinks is not None:
        pr = pr[..., :-1]
    return (pr @ v).transpose(1, 2)


def _qkv(b, sq, sk, device, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = (torch.randn(b, HQ, sq, HEAD_DIM, generator=g) * 1.5).to(torch.bfloat16).to(device)
    k = (torch.randn(b, HKV, sk, HEAD_DIM, generator=g) * 1.5).to(torch.bfloat16).to(device)
    v = torch.randn(b, HKV, sk, HEAD_DIM, generator=g).to(torch.bfloat16).to(device)
    return q, k, v


class _Module(torch.nn.Module):
    """What the attention function reads of a model's attention module."""

    def __init__(self, layer_idx=0):
        super().__init__()
        self.layer_idx, self.is_causal = layer_idx, True


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("feature", ["window", "softcap", "sinks", "all"])
@pytest.mark.parametrize("method", METHODS)
def test_attention_forward_takes_window_softcap_sinks(feature, method, device):
    """attention_forward's sliding_window / softcap / s_aux (and sinks) keywords, as transformers passes them, give
    float64 attention with the same features to bf16 rounding, in prefill, decode (1 and 3 queries), chunks and
    padded batches; without the feature the result is far (the comparison can fail)."""
    scale = HEAD_DIM ** -0.5
    # sinks comparable to the largest scores of 50 keys, so that they take a share of the decode rows too
    sinks = (5 + torch.randn(HQ, generator=torch.Generator().manual_seed(9)) * 1.5).to(torch.bfloat16).to(device)
    kw = {}
    if feature in ("window", "all"):
        kw["sliding_window"] = 12
    if feature in ("softcap", "all"):
        kw["softcap"] = 2.0
    if feature in ("sinks", "all"):
        kw["s_aux"] = sinks
    ref_kw = dict(window=kw.get("sliding_window"), softcap=kw.get("softcap"), sinks=kw.get("s_aux"))
    mod = _Module()
    if isinstance(method, sh.Blasst):  # as configure leaves a module (Dense: an unconfigured module)
        object.__setattr__(mod, sh._DEFAULT_STATE_KEY, sh._State([method], [None], 1, HQ, HKV, False, True))
    for sq, sk in ((50, 50), (1, 50), (3, 50), (20, 50)):
        q, k, v = _qkv(2, sq, sk, device, seed=sq)
        out, w = sh.attention_forward(mod, q, k, v, None, scaling=scale, **kw)
        assert w is None and out.shape == (2, sq, HQ, HEAD_DIM) and out.dtype == torch.bfloat16
        ref = _ref(q, k, v, scale, **ref_kw)
        assert _rel(out, ref) < 1e-2, (sq, sk)
        plain = sh.attention_forward(mod, q, k, v, None, scaling=scale)[0]
        assert _rel(plain, ref) > 0.05, (sq, sk)
    # a left-padded batch (per sequence) and the same with transformers' sinks keyword
    q, k, v = _qkv(2, 40, 40, device, seed=1)
    valid = torch.ones(2, 40, dtype=torch.bool, device=device)
    valid[1, :9] = False
    out = sh.attention_forward(mod, q, k, v, valid.long(), scaling=scale, **kw)[0]
    ref = _ref(q, k, v, scale, key_valid=valid, **ref_kw)
    assert _rel(out[0], ref[0]) < 1e-2 and _rel(out[1, 9:], ref[1, 9:]) < 1e-2
    if "s_aux" in kw:
        kw2 = dict(kw)
        kw2["sinks"] = kw2.pop("s_aux").float()
        out2 = sh.attention_forward(mod, q, k, v, valid.long(), scaling=scale, **kw2)[0]
        assert torch.equal(out2[0], out[0]) and torch.equal(out2[1, 9:], out[1, 9:])


@pytest.mark.parametrize("device", DEVICES)
def test_attention_forward_refusals(device):
    mod = _Module()
    q, k, v = _qkv(1, 20, 20, device)
    sinks = torch.zeros(HQ, device=device)
    bad = [
        (dict(sliding_window=0), "sliding_window is 0"),
        (dict(sliding_window=(4, 4)), "sliding_window is"),
        (dict(softcap=-1.0), "softcap is -1.0"),
        (dict(softcap=float("inf")), "softcap is inf"),
        (dict(s_aux=sinks, sinks=sinks.clone()), "both s_aux and sinks"),
        (dict(s_aux=torch.zeros(HQ + 1, device=device)), f"{HQ} logits"),
        (dict(s_aux=torch.zeros(HQ, dtype=torch.int32, device=device)), "floating-point"),
        (dict(cu_seq_lens_q=torch.zeros(2, dtype=torch.int32)), "cu_seq_lens_q"),
    ]
    for kw, match in bad:
        with pytest.raises(SparseAttnError, match=match):
            sh.attention_forward(mod, q, k, v, None, scaling=0.125, **kw)
    # the sparse methods refuse at call time too (a model whose modules did not declare the feature), naming it;
    # a window that covers every key drops nothing and is accepted
    for method, what in ((MOMO, "MOMO's prefill"), (STATIC, "static sinks"), (KASCADE, "Kascade")):
        st = sh._State([method], [("dense", 0, None)], 1, HQ, HKV, False, True)
        object.__setattr__(mod, sh._DEFAULT_STATE_KEY, st)
        for kw, name in ((dict(sliding_window=8), "sliding_window=8"), (dict(softcap=3.0), "softcap=3"),
                         (dict(s_aux=sinks), "sinks")):
            with pytest.raises(SparseAttnError, match=f"layer 0.*{what}.*{name}.*Dense or Blasst"):
                sh.attention_forward(mod, q, k, v, None, scaling=0.125, **kw)
        if not isinstance(method, sh.Kascade):
            a = sh.attention_forward(mod, q, k, v, None, scaling=0.125, sliding_window=20)[0]
            b = sh.attention_forward(mod, q, k, v, None, scaling=0.125)[0]
            assert torch.equal(a, b)


def test_mask_function_sliding_window_and_offsets():
    mu = pytest.importorskip("transformers.masking_utils")  # transformers >= 4.53
    sh.register()
    sliding = mu.sliding_window_causal_mask_function(WINDOW)
    assert sh.mask_function(batch_size=1, q_length=8, kv_length=8, q_offset=0, mask_function=sliding) is None
    # a sliding-window cache holds the last keys: the mask's columns from kv_offset on
    am = torch.ones(2, 30, dtype=torch.bool)
    am[1, :3] = False
    got = sh.mask_function(batch_size=2, q_length=1, kv_length=WINDOW, q_offset=29, kv_offset=30 - WINDOW,
                           mask_function=sliding, attention_mask=am)
    assert got is None  # the padding fell out of the window's keys
    am[1, :20] = False
    got = sh.mask_function(batch_size=2, q_length=1, kv_length=WINDOW, q_offset=29, kv_offset=30 - WINDOW,
                           mask_function=sliding, attention_mask=am)
    assert got.tolist() == [[True] * WINDOW, [False] * 6 + [True] * 10]
    # other overlays are refused by name
    if hasattr(mu, "chunked_causal_mask_function"):
        chunked = mu.chunked_causal_mask_function(8, torch.zeros(1, dtype=torch.long))
        with pytest.raises(SparseAttnError, match="chunked_overlay"):
            sh.mask_function(batch_size=1, q_length=8, kv_length=8, q_offset=0, mask_function=chunked)


@pytest.mark.parametrize("device", DEVICES)
def test_4d_mask_with_a_window(device):
    """transformers 4.48 - 4.52 hand a 4D mask: padding + causal + a sliding window is accepted and the mask's window
    is what runs (as in eager attention, whatever sliding_window says); another pattern is refused."""
    mod = _Module()
    q, k, v = _qkv(2, 30, 30, device)
    neg = torch.finfo(torch.bfloat16).min
    p = torch.arange(30)
    valid = torch.ones(2, 30, dtype=torch.bool)
    valid[1, :4] = False

    def mask(window, extra=None):
        allowed = (p[None, :] <= p[:, None]) & (p[None, :] > p[:, None] - window)
        allowed = allowed[None] & valid[:, None, :]
        if extra is not None:
            allowed = allowed | extra
        return torch.where(allowed, 0.0, neg).to(torch.bfloat16)[:, None].to(device)

    for window, kw in ((WINDOW, dict(sliding_window=WINDOW)), (WINDOW, {}), (WINDOW - 4, dict(sliding_window=WINDOW)),
                       (100, {})):
        out = sh.attention_forward(mod, q, k, v, mask(window), scaling=0.125, **kw)[0]
        ref = _ref(q, k, v, 0.125, window=window, key_valid=valid)
        assert _rel(out[0], ref[0]) < 1e-2 and _rel(out[1, 4:], ref[1, 4:]) < 1e-2, (window, kw)
    wrong = _ref(q, k, v, 0.125, window=WINDOW - 4, key_valid=valid)
    assert _rel(sh.attention_forward(mod, q, k, v, mask(WINDOW), scaling=0.125)[0][0], wrong[0]) > 0.05
    # a key beyond the window for one row only: not a window
    extra = torch.zeros(2, 30, 30, dtype=torch.bool)
    extra[0, 25, 2] = True
    with pytest.raises(SparseAttnError, match="not a causal mask"):
        sh.attention_forward(mod, q, k, v, mask(WINDOW, extra), scaling=0.125)
    # a window with holes in the padding is refused (gathering the real keys would move the window)
    holes = torch.ones(2, 30, dtype=torch.long, device=device)
    holes[0, 5:8] = 0
    with pytest.raises(SparseAttnError, match="holes"):
        sh.attention_forward(mod, q, k, v, holes, scaling=0.125, sliding_window=WINDOW)
