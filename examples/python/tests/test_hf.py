"""The Hugging Face transformers backend (sparseattn.hf) on a tiny randomly initialised Llama-style model.

CPU: the library's references (scalar C), so sequences stay at a few hundred tokens. GPU tests run when CUDA is
available."""
import copy

import pytest
import torch

transformers = pytest.importorskip("transformers")

import sparseattn  # noqa: E402
import sparseattn.hf as sh  # noqa: E402
from sparseattn import SparseAttnError  # noqa: E402

N_LAYERS = 4
HQ, HKV, HEAD_DIM = 6, 2, 64
HIDDEN = HQ * HEAD_DIM
VOCAB = 256
BOS = 1
SCALE = HEAD_DIM ** -0.5


def _config(n_layers=N_LAYERS):
    return transformers.LlamaConfig(
        vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=128, num_hidden_layers=n_layers,
        num_attention_heads=HQ, num_key_value_heads=HKV, head_dim=HEAD_DIM, max_position_embeddings=4096,
        rope_theta=10000.0, initializer_range=0.08, tie_word_embeddings=False, bos_token_id=BOS, eos_token_id=2,
        pad_token_id=0, attention_bias=True)


def _build(n_layers=N_LAYERS):
    """A random Llama with an attention sink, as trained models have: the BOS token's hidden state is a large
    vector along coordinate 0, which every layer's keys carry in the slowest RoPE dimension (31), where every query
    has a constant bias. Random attention is flat and leaves a sparse method nothing to skip."""
    torch.manual_seed(0)
    cfg = _config(n_layers)
    cfg._attn_implementation = "eager"
    m = transformers.LlamaForCausalLM(cfg).eval()
    with torch.no_grad():
        for name, p in m.named_parameters():
            if name.endswith("bias"):
                p.zero_()
        emb = m.model.embed_tokens.weight
        emb[BOS] = 0
        emb[BOS, 0] = 100.0
        for layer in m.model.layers:
            layer.self_attn.q_proj.bias.view(HQ, HEAD_DIM)[:, 31] = 8.0
            kw = layer.self_attn.k_proj.weight.view(HKV, HEAD_DIM, HIDDEN)
            kw[:, 31, :] = 0
            kw[:, 31, 0] = 1.0
    return m


@pytest.fixture(scope="module")
def truth_model():
    """float32, eager: the reference the bf16 implementations are measured against."""
    return _build()


@pytest.fixture(scope="module")
def base_model(truth_model):
    return copy.deepcopy(truth_model).to(torch.bfloat16)


def _copy(model, impl):
    m = copy.deepcopy(model)
    if impl == "sparseattn":
        sh.register()
    if hasattr(m, "set_attn_implementation"):
        m.set_attn_implementation(impl)
    else:  # transformers < 4.53
        m.config._attn_implementation = impl
    return m


def _has_masking_utils():
    try:
        import transformers.masking_utils  # noqa: F401
        return True
    except ImportError:
        return False


def _ids(b, s, seed=1):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(3, VOCAB, (b, s), generator=g)
    ids[:, 0] = BOS
    return ids


def _rel(a, b):
    a, b = a.float(), b.float()
    return float((a - b).norm() / b.norm())


def _logits(model, ids, **kw):
    with torch.no_grad():
        return model(input_ids=ids, use_cache=False, **kw).logits


def _bf16_close(got, truth, eager, slack=1.5):
    """got is as close to the float32 truth as transformers' own bf16 eager attention is (bf16 tolerance)."""
    e_ref = _rel(eager, truth)
    e_got = _rel(got, truth)
    assert e_got <= slack * max(e_ref, 5e-3), (e_got, e_ref)


def _configured(base, config, **kw):
    m = _copy(base, "eager")
    sh.configure(m, config, **kw)
    assert m.config._attn_implementation == "sparseattn"
    return m


def _generate(model, ids, n=4, **kw):
    with torch.no_grad():
        return model.generate(input_ids=ids, max_new_tokens=n, min_new_tokens=n, do_sample=False, **kw)


def _greedy_consistent(ref_model, seqs, prompt_len, tol=0.05):
    """Each generated token is the reference model's argmax up to a near-tie (teacher forcing)."""
    lg = _logits(ref_model, seqs).float()
    for b in range(seqs.shape[0]):
        for t in range(prompt_len, seqs.shape[1]):
            row = lg[b, t - 1]
            chosen = row[seqs[b, t]]
            assert float(row.max() - chosen) <= tol * float(row.abs().max()), (b, t)


def _qkv(s, b=1, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(b, HQ, s, HEAD_DIM, generator=g).to(torch.bfloat16)
    k = torch.randn(b, HKV, s, HEAD_DIM, generator=g).to(torch.bfloat16)
    v = torch.randn(b, HKV, s, HEAD_DIM, generator=g).to(torch.bfloat16)
    return q, k, v


def _attn(model, layer, q, k, v, mask=None):
    out, w = sh.attention_forward(model.model.layers[layer].self_attn, q, k, v, mask, scaling=SCALE)
    assert w is None and out.shape == (q.shape[0], q.shape[2], HQ, HEAD_DIM)
    return out


# ---------------------------------------------------------------------------------------------------- dense


def test_dense_matches_eager(base_model, truth_model):
    ids = _ids(2, 160)
    truth = _logits(truth_model, ids)
    eager = _logits(base_model, ids)
    m = _configured(base_model, sh.Config())
    got = _logits(m, ids)
    assert got.dtype == torch.bfloat16
    _bf16_close(got, truth, eager)
    assert _rel(got, eager) < 3e-2
    st = sh.stats(m)
    # the comparison can fail: another input's logits are far away
    assert _rel(_logits(m, _ids(2, 160, seed=7)), truth) > 0.05
    assert [r["method"] for r in st] == ["dense"] * N_LAYERS
    vis = 2 * HQ * 160 * 161 // 2
    assert all(r["keys_visible"] == vis and r["keys_attended"] == vis for r in st)
    assert all(r["prefill_calls"] == 1 and r["decode_calls"] == 0 for r in st)
    assert all(r["time_ms"] is None for r in st)  # timing not requested


def test_unconfigured_model_runs_dense(base_model, truth_model):
    ids = _ids(1, 64)
    m = _copy(base_model, "sparseattn")
    _bf16_close(_logits(m, ids), _logits(truth_model, ids), _logits(base_model, ids))
    with pytest.raises(SparseAttnError, match="configure"):
        sh.stats(m)


def test_dense_decode_and_chunk_through_the_cache(base_model, truth_model):
    """Prefill with the cache, then 1 and 3 new tokens (decode path) and a 40-token chunk (bottom-right causal
    prefill against the cache): as close to the float32 full forward as bf16 eager is."""
    ids = _ids(2, 140)
    truth = _logits(truth_model, ids)
    eager = _logits(base_model, ids)
    m = _configured(base_model, sh.Config())
    with torch.no_grad():
        cache = m(input_ids=ids[:, :96], use_cache=True).past_key_values
        step1 = m(input_ids=ids[:, 96:97], past_key_values=cache, use_cache=True).logits
        step3 = m(input_ids=ids[:, 97:100], past_key_values=cache, use_cache=True).logits
        chunk = m(input_ids=ids[:, 100:140], past_key_values=cache, use_cache=True).logits
    _bf16_close(step1[:, 0], truth[:, 96], eager[:, 96], slack=2.0)
    _bf16_close(step3, truth[:, 97:100], eager[:, 97:100], slack=2.0)
    _bf16_close(chunk, truth[:, 100:], eager[:, 100:], slack=2.0)
    st = sh.stats(m)
    assert all(r["decode_calls"] == 2 and r["prefill_calls"] == 2 for r in st)
    vis = 2 * HQ * (sum(range(1, 97)) + 97 + 98 + 99 + 100 + sum(range(101, 141)))
    assert all(r["keys_visible"] == vis for r in st)


@pytest.mark.skipif(not _has_masking_utils(), reason="transformers >= 4.53 (older ones hand a 4D mask)")
def test_static_cache_generate(base_model):
    """A static cache hands the full buffers: the keys past the tokens seen so far are unused slots."""
    ids = _ids(2, 40)
    m = _configured(base_model, sh.Config(default=sh.Static(sink_tokens=8, window_tokens=16)))
    dyn = _generate(m, ids, n=4)
    sh.reset_stats(m)
    stat = _generate(m, ids, n=4, cache_implementation="static")
    assert torch.equal(stat, dyn)
    assert all(r["keys_visible"] == 2 * HQ * (sum(range(1, 41)) + 41 + 42 + 43) for r in sh.stats(m))


def test_dense_generate_matches_eager_greedy(base_model):
    ids = _ids(2, 48)
    m = _configured(base_model, sh.Config())
    seqs = _generate(m, ids, n=5)
    assert seqs.shape == (2, 53)
    _greedy_consistent(base_model, seqs, 48)
    st = sh.stats(m)
    assert all(r["decode_calls"] == 4 and r["prefill_calls"] == 1 for r in st)


@pytest.mark.parametrize("method", [sh.Dense(), sh.Blasst(lambda_=0.0, decode_lambda=0.0),
                                    sh.Static(sink_tokens=16, window_tokens=40), "momo"])
def test_decode_rows_equal_prefill_rows(base_model, method):
    """Attention level: 1 and 3 new queries against the cache (decode) and a 40-query chunk give the rows of the
    full causal prefill (Momo decodes densely: the rows of a dense prefill)."""
    q, k, v = _qkv(150)
    m = _configured(base_model, sh.Config(default=sh.Momo() if method == "momo" else method))
    ref_model = _configured(base_model, sh.Config(default=sh.Dense() if method == "momo" else method))
    full = _attn(ref_model, 1, q, k, v)
    for n in (1, 3, 40):
        part = _attn(m, 1, q[:, :, -n:], k, v)
        assert _rel(part, full[:, -n:]) < 1e-2, n
    st = sh.stats(m)[1]
    assert st["decode_calls"] == 2 and st["prefill_calls"] == 1


def test_padding_left_right_and_holes(base_model, truth_model):
    """Batched prompts of different lengths: every real token's logits are those of its sequence alone."""
    m = _configured(base_model, sh.Config())
    a, b = _ids(1, 70, seed=3), _ids(1, 45, seed=4)
    alone_a, alone_b = _logits(m, a), _logits(m, b)
    pad = torch.zeros(1, 25, dtype=torch.long)
    # left padding
    ids = torch.cat([a, torch.cat([pad, b], 1)])
    mask = torch.ones_like(ids)
    mask[1, :25] = 0
    pos = (mask.cumsum(1) - 1).clamp(min=0)
    got = _logits(m, ids, attention_mask=mask, position_ids=pos)
    assert _rel(got[0], alone_a[0]) < 1e-2
    assert _rel(got[1, 25:], alone_b[0]) < 1e-2
    _bf16_close(got[1, 25:], _logits(truth_model, b)[0], _logits(base_model, b)[0])
    # right padding
    ids = torch.cat([a, torch.cat([b, pad], 1)])
    mask = torch.ones_like(ids)
    mask[1, 45:] = 0
    got = _logits(m, ids, attention_mask=mask)
    assert _rel(got[1, :45], alone_b[0]) < 1e-2
    # a mask with a hole in the middle (gathered copies): the semantics of eager attention with that mask
    mask = torch.ones(2, 70, dtype=torch.long)
    mask[0, 10:20] = 0
    ids = torch.cat([a, a])
    got = _logits(m, ids, attention_mask=mask)
    keep = mask[0].bool()
    _bf16_close(got[0, keep], _logits(truth_model, ids, attention_mask=mask)[0, keep],
                _logits(base_model, ids, attention_mask=mask)[0, keep])
    # equal to the sequence without the masked tokens (their positions kept)
    pos = torch.arange(70)[keep][None]
    with torch.no_grad():
        without = m(input_ids=a[:, keep], position_ids=pos, use_cache=True).logits
    assert _rel(got[0, keep], without[0]) < 1e-2
    # without a cache, transformers >= 4.53 reads restarting position_ids as packed sequences: refused
    if _has_masking_utils():
        with pytest.raises(SparseAttnError, match="packed sequences"):
            _logits(m, torch.cat([a[:, :30], a[:, :30]], 1), position_ids=torch.cat([torch.arange(30)] * 2)[None])
    assert _rel(got[1], alone_a[0]) < 1e-2


@pytest.mark.parametrize("method", [sh.Blasst(lambda_=1e-2), sh.Static(sink_tokens=16, window_tokens=32)])
def test_padded_prefill_calls(base_model, method):
    """A padded batch: Dense/Blasst prefill in one packed call, the sparse methods one call per sequence; either
    way each sequence's real tokens get what the sequence alone gets."""
    m = _configured(base_model, sh.Config(default=method))
    a, b = _ids(1, 200, seed=3), _ids(1, 130, seed=4)
    alone_a, alone_b = _logits(m, a), _logits(m, b)
    sh.reset_stats(m)
    ids = torch.cat([a, torch.cat([torch.zeros(1, 70, dtype=torch.long), b], 1)])
    mask = torch.ones_like(ids)
    mask[1, :70] = 0
    got = _logits(m, ids, attention_mask=mask, position_ids=(mask.cumsum(1) - 1).clamp(min=0))
    assert _rel(got[0], alone_a[0]) < 1e-2 and _rel(got[1, 70:], alone_b[0]) < 1e-2
    st = sh.stats(m)
    packed = isinstance(method, sh.Blasst)
    assert all(r["prefill_calls"] == (1 if packed else 2) for r in st)
    assert all(r["keys_visible"] == HQ * (200 * 201 // 2 + 130 * 131 // 2) for r in st)
    if packed:
        assert sum(r["tiles_skipped"] for r in st) > 0


@pytest.mark.parametrize("method", [sh.Dense(), sh.Static(sink_tokens=16, window_tokens=32),
                                    sh.Kascade(anchors=[0, 2], topk_fraction=0.2, k_min=8, tile=32)])
def test_padded_generate(base_model, method):
    """Left-padded batched generate: the padded sequence continues as it does alone."""
    m = _configured(base_model, sh.Config(default=method))
    a, b = _ids(1, 60, seed=5), _ids(1, 40, seed=6)
    ids = torch.cat([a, torch.cat([torch.zeros(1, 20, dtype=torch.long), b], 1)])
    mask = torch.ones_like(ids)
    mask[1, :20] = 0
    seqs = _generate(m, ids, n=3, attention_mask=mask, pad_token_id=0)
    alone = _generate(m, b, n=3)
    if not torch.equal(seqs[1, 20:], alone[0]):  # a near-tie may flip; then the logits must agree
        assert _rel(_logits(m, seqs[1:, 20:]), _logits(m, alone)) < 1e-2


def test_4d_mask_causal_with_padding_is_accepted_and_other_patterns_refused(base_model):
    m = _configured(base_model, sh.Config())
    layer = m.model.layers[1].self_attn
    torch.manual_seed(0)
    q = torch.randn(2, HQ, 20, HEAD_DIM, dtype=torch.bfloat16)
    k = torch.randn(2, HKV, 20, HEAD_DIM, dtype=torch.bfloat16)
    v = torch.randn(2, HKV, 20, HEAD_DIM, dtype=torch.bfloat16)
    neg = torch.finfo(torch.bfloat16).min
    causal = torch.ones(20, 20, dtype=torch.bool).tril()
    kv = torch.ones(2, 20, dtype=torch.bool)
    kv[1, :5] = False
    allowed = causal[None] & kv[:, None, :]
    mask4 = torch.where(allowed, 0.0, neg).to(torch.bfloat16)[:, None]
    out, w = sh.attention_forward(layer, q, k, v, mask4, scaling=HEAD_DIM ** -0.5)
    assert w is None and out.shape == (2, 20, HQ, HEAD_DIM)
    out2, _ = sh.attention_forward(layer, q, k, v, kv.long(), scaling=HEAD_DIM ** -0.5)
    assert torch.equal(out[1, 5:], out2[1, 5:]) and torch.equal(out[0], out2[0])
    ref = sparseattn.attention(q[1:, :, 5:].transpose(1, 2), k[1:, :, 5:].transpose(1, 2),
                               v[1:, :, 5:].transpose(1, 2), causal=True)
    assert torch.equal(out[1, 5:], ref[0])
    # a sliding-window pattern runs that window (the mask defines the pattern, as for eager attention)
    sw = allowed & ~torch.ones(20, 20, dtype=torch.bool).tril(-8)[None]
    got, _ = sh.attention_forward(layer, q, k, v, torch.where(sw, 0.0, neg)[:, None], scaling=HEAD_DIM ** -0.5)
    ref = sparseattn.attention(q[:1].transpose(1, 2), k[:1].transpose(1, 2), v[:1].transpose(1, 2), causal=True,
                               window_size=(7, -1))
    assert torch.equal(got[0], ref[0]) and not torch.equal(got[0], out[0])
    # a pattern that is neither is refused
    odd = allowed.clone()
    odd[0, 10, 15] = True
    with pytest.raises(SparseAttnError, match="not a causal mask"):
        sh.attention_forward(layer, q, k, v, torch.where(odd, 0.0, neg)[:, None], scaling=HEAD_DIM ** -0.5)


# ---------------------------------------------------------------------------------------------------- BLASST


def test_blasst_skips_and_lambda_zero_is_dense(base_model, truth_model):
    ids = _ids(2, 256)
    dense = _logits(_configured(base_model, sh.Config()), ids)
    m0 = _configured(base_model, sh.Config(default=sh.Blasst(lambda_=0.0)))
    assert torch.equal(_logits(m0, ids), dense)
    assert all(r["tiles_skipped"] == 0 and r["tiles_considered"] > 0 for r in sh.stats(m0))

    # a threshold that skips tiles of the sink model at no visible cost
    m = _configured(base_model, sh.Config(default=sh.Blasst(lambda_=1e-2), layers={0: sh.Dense()}))
    got = _logits(m, ids)
    _bf16_close(got, _logits(truth_model, ids), _logits(base_model, ids))
    st = sh.stats(m)
    assert st[0]["method"] == "dense" and "tiles_skipped" not in st[0]
    skipped = sum(r["tiles_skipped"] for r in st[1:])
    assert skipped > 0, st
    assert all(r["tiles_skipped"] < r["tiles_considered"] for r in st[1:])
    assert all(0 <= r["tile_sparsity"] < 1 for r in st[1:])
    assert torch.isfinite(got.float()).all()
    sh.reset_stats(m)
    assert all(r.get("tiles_considered", 0) == 0 and r["keys_visible"] == 0 for r in sh.stats(m))


def test_blasst_generate_decode_threshold(base_model):
    ids = _ids(2, 200)
    m = _configured(base_model, sh.Config(default=sh.Blasst(scale_factor=100.0, decode_lambda=0.5)))
    seqs = _generate(m, ids, n=4)
    assert seqs.shape == (2, 204)
    st = sh.stats(m)
    assert all(r["decode_calls"] == 3 and r["prefill_calls"] == 1 for r in st)
    assert sum(r["tiles_skipped"] for r in st) > 0
    # decode only: the prefill runs densely (its tiles are counted, none skipped)
    m2 = _configured(base_model, sh.Config(default=sh.Blasst(decode_lambda=0.5)))
    _logits(m2, ids)
    assert all(r["tiles_skipped"] == 0 and r["tiles_considered"] > 0 for r in sh.stats(m2))


# ---------------------------------------------------------------------------------------------------- MOMO

MOMO_SMALL = sh.Momo(k=2, k_trim=2, k_exact=1, gamma=16, key_block=16, query_block=32, sink_tokens=16,
                     window_tokens=32)


def test_momo_forward_and_generate(base_model):
    ids = _ids(2, 256)
    m = _configured(base_model, sh.Config(default=MOMO_SMALL))
    got = _logits(m, ids)
    assert torch.isfinite(got.float()).all()
    st = sh.stats(m)
    for r in st:
        assert r["method"] == "momo"
        assert r["keys_attended"] < 0.6 * r["keys_visible"], r  # actually sparse at this length
    # the count is exact: at least the sinks and windows, at most sinks + windows + k_trim blocks per row
    static = 2 * HQ * sh._static_attended(256, 256, 16, 32)
    assert all(static < r["keys_attended"] <= static + 2 * HQ * 256 * 2 * 16 for r in st)
    seqs = _generate(m, ids[:, :128], n=3)
    assert seqs.shape == (2, 131)
    st = sh.stats(m)
    assert all(r["decode_calls"] == 2 for r in st)


def test_momo_key_count_exact():
    torch.manual_seed(3)
    B, S = 1, 200
    q = torch.randn(B, S, HQ, HEAD_DIM, dtype=torch.bfloat16)
    k = torch.randn(B, S, HKV, HEAD_DIM, dtype=torch.bfloat16)
    v = torch.randn(B, S, HKV, HEAD_DIM, dtype=torch.bfloat16)
    p = MOMO_SMALL
    _, bi, bc = sparseattn.momo(q, k, v, gamma=p.gamma, key_block=p.key_block, query_block=p.query_block, k_blocks=p.k,
                                k_exact=p.k_exact, k_trim=p.k_trim, sink_tokens=p.sink_tokens,
                                window_tokens=p.window_tokens, return_blocks=True)
    got = HQ * sh._static_attended(S, S, p.sink_tokens, p.window_tokens) + int(
        sh._momo_block_keys(bi, bc, S, S, p.key_block, p.query_block, p.sink_tokens, p.window_tokens))
    brute = 0
    for h in range(HQ):
        for i in range(S):
            qb = i // p.query_block
            blocks = set(bi[0, h, qb, :bc[0, h, qb]].tolist())
            brute += sum(1 for j in range(i + 1)
                         if j < p.sink_tokens or j > i - p.window_tokens or j // p.key_block in blocks)
    assert got == brute


# ---------------------------------------------------------------------------------------------------- Kascade

KASCADE = sh.Kascade(anchors=[0, 2], head_maps={1: [1, 0], 3: [0, 0]}, topk_fraction=0.1, k_min=16, tile=32)


def test_kascade_forward_and_generate(base_model):
    ids = _ids(2, 256)
    m = _configured(base_model, sh.Config(default=KASCADE))
    got = _logits(m, ids)
    assert torch.isfinite(got.float()).all()
    st = sh.stats(m)
    assert [(r["role"], r["anchor"]) for r in st] == [("dense", 0), ("reuse", 0), ("anchor", 2), ("reuse", 2)]
    assert st[0]["keys_attended"] == st[0]["keys_visible"]
    for r in st[1:]:
        assert r["keys_attended"] < 0.5 * r["keys_visible"], r
    seqs = _generate(m, ids[:, :128], n=3)
    assert seqs.shape == (2, 131)
    assert all(r["decode_calls"] == 2 for r in sh.stats(m))


def test_kascade_full_fraction_is_dense(base_model):
    """top-k fraction 1 keeps every key: each layer's prefill and decode rows are dense attention's."""
    q, k, v = _qkv(160)
    full = sh.Kascade(anchors=[0, 2], head_maps={1: [1, 0], 3: [0, 0]}, topk_fraction=1.0, k_min=16, tile=32)
    mf = _configured(base_model, sh.Config(default=full))
    md = _configured(base_model, sh.Config())
    dense = _attn(md, 1, q, k, v)
    for n in (160, 1, 3, 6, 40):  # 6 new tokens x group 3 > 16: the anchors' decode takes the prefill path
        for layer in range(N_LAYERS):
            assert _rel(_attn(mf, layer, q[:, :, -n:], k, v), dense[:, -n:]) < 1e-2, (n, layer)
    assert all(r["keys_attended"] == r["keys_visible"] for r in sh.stats(mf))


def test_kascade_decode_reuse_reads_anchor_lists(base_model):
    """Decode: layer 0 (dense role) writes its lists and outputs dense attention; layer 1 attends to them through
    its head map, as sparseattn.kascade_decode does."""
    q, k, v = _qkv(300, b=2)
    m = _configured(base_model, sh.Config(default=KASCADE))
    md = _configured(base_model, sh.Config())
    q1 = q[:, :, -1:]
    out0 = _attn(m, 0, q1, k, v)
    assert _rel(out0, _attn(md, 0, q1, k, v)) < 1e-2
    st = m._sparseattn
    idx, cnt = [t.clone() for t in st.fwd[("kascade", 0, None, True)][:2]]
    assert int(cnt.min()) == 30  # ceil(0.1 * 299)
    out1 = _attn(m, 1, q1, k, v)
    kt, vt = k.transpose(1, 2), v.transpose(1, 2)
    seqlens = torch.full((2,), 300, dtype=torch.int32)
    ref = sparseattn.kascade_decode(q1.transpose(1, 2), kt, vt, seqlens, idx, cnt, role="reuse",
                                    head_map=torch.tensor([1, 0], dtype=torch.int32), max_seqlen_k=300, causal=True)
    assert torch.equal(out1, ref)
    assert _rel(out1, _attn(md, 1, q1, k, v)) > 1e-2  # sparse: not the dense result
    r1 = sh.stats(m)[1]
    assert r1["keys_attended"] == 2 * HQ * (30 + 1) and r1["keys_visible"] == 2 * HQ * 300


def test_kascade_reuse_reads_anchor_through_head_map(base_model):
    """A reuse layer's output equals kascade_prefill with the anchor's lists of the same forward."""
    ids = _ids(1, 128)
    m = _configured(base_model, sh.Config(default=KASCADE))
    captured = {}
    layer3 = m.model.layers[3].self_attn
    orig = sh._run_kascade

    def spy(st, layer, method, q, k, v, scaling, seq_key, prefill):
        out = orig(st, layer, method, q, k, v, scaling, seq_key, prefill)
        if layer == 2:
            captured["lists"] = [t.clone() for t in st.fwd[("kascade", 2, seq_key, False)][:2]]
        if layer == 3:
            captured["qkv"] = (q.clone(), k.clone(), v.clone(), out.clone())
        return out

    sh._run_kascade = spy
    try:
        _logits(m, ids)
    finally:
        sh._run_kascade = orig
    q, k, v, out = captured["qkv"]
    idx, cnt = captured["lists"]
    ref = sparseattn.kascade_prefill(q, k, v, idx, cnt, role="reuse", head_map=torch.tensor([0, 0], dtype=torch.int32),
                                     tile=32)
    assert torch.equal(out, ref)
    other = sparseattn.kascade_prefill(q, k, v, idx, cnt, role="reuse", head_map=torch.tensor([1, 1], dtype=torch.int32),
                                       tile=32)
    assert not torch.equal(out, other)
    assert layer3.layer_idx == 3


# ---------------------------------------------------------------------------------------------------- Static


def test_static_forward_and_generate(base_model, truth_model):
    ids = _ids(2, 200)
    m = _configured(base_model, sh.Config(default=sh.Static(sink_tokens=16, window_tokens=48)))
    got = _logits(m, ids)
    st = sh.stats(m)
    exp = 2 * HQ * sh._static_attended(200, 200, 16, 48)
    brute = 2 * HQ * sum(min(i + 1, 16) + max(0, i + 1 - max(16, i - 47)) for i in range(200))
    assert exp == brute
    assert all(r["keys_attended"] == exp and r["keys_attended"] < 0.7 * r["keys_visible"] for r in st)
    truth = _logits(truth_model, ids)
    assert _rel(got, truth) > 2 * _rel(_logits(base_model, ids), truth)  # the pattern changes the result
    seqs = _generate(m, ids[:, :100], n=3)
    assert seqs.shape == (2, 103)


def test_static_and_momo_with_wide_windows_are_dense(base_model):
    q, k, v = _qkv(200, b=2)
    dense = _attn(_configured(base_model, sh.Config()), 1, q, k, v)
    static = _attn(_configured(base_model, sh.Config(default=sh.Static(sink_tokens=4, window_tokens=512))), 1, q, k, v)
    assert _rel(static, dense) < 1e-2
    wide = sh.Momo(k=2, k_trim=2, k_exact=1, key_block=16, query_block=32, sink_tokens=16, window_tokens=1024)
    momo = _attn(_configured(base_model, sh.Config(default=wide)), 1, q, k, v)
    assert _rel(momo, dense) < 1e-2
    narrow = _attn(_configured(base_model, sh.Config(default=sh.Static(sink_tokens=4, window_tokens=32))), 1, q, k, v)
    assert _rel(narrow, dense) > 0.1


def test_mixed_methods_and_timing_flag(base_model):
    momo = sh.Momo(k=2, key_block=16, query_block=32, sink_tokens=8, window_tokens=32)  # k_exact: min(8, k)
    cfg = sh.Config(default=sh.Dense(), layers={1: sh.Blasst(lambda_=0.3), 2: momo,
                                                3: sh.Static(sink_tokens=8, window_tokens=32)})
    m = _configured(base_model, cfg, timing=True)
    _generate(m, _ids(1, 96), n=2)
    st = sh.stats(m)
    assert [r["method"] for r in st] == ["dense", "blasst", "momo", "static"]
    # CUDA events on a GPU, the host's wall time of each call on the CPU
    assert all(r["time_ms"] is not None and r["time_ms"] > 0 for r in st)


# ---------------------------------------------------------------------------------------------------- refusals


@pytest.mark.parametrize("config,match", [
    (sh.Config(default=sh.Kascade(anchors=[1, 2])), "must include layer 0"),
    (sh.Config(default=sh.Kascade(anchors=[0, 5])), "out of range"),
    (sh.Config(default=sh.Kascade(anchors=[0, 2], head_maps={3: [0, 1, 0]})), "3 entries; the model has 2 KV heads"),
    (sh.Config(default=sh.Kascade(anchors=[0, 2], head_maps={3: [0, 2]})), r"head_maps\[3\]\[1\] is 2"),
    (sh.Config(default=sh.Kascade(anchors=[0, 2], head_maps={2: [0, 1]})), "is an anchor"),
    (sh.Config(default=sh.Kascade(anchors=[0, 2], head_maps={7: [0, 1]})), "out of range"),
    (sh.Config(default=sh.Dense(), layers={2: sh.Kascade(anchors=[0])}), "anchor layer 0 runs Dense"),
    (sh.Config(default=sh.Kascade(anchors=[0, 2]), layers={2: sh.Dense()}), "anchor layer 2 runs Dense"),
    (sh.Config(default=sh.Kascade(anchors=[0]), layers={3: sh.Kascade(anchors=[0], k_min=8)}), "different Kascade"),
    (sh.Config(default="blasst"), "unknown method"),
    (sh.Config(default=sh.Dense(), layers={1: object()}), "unknown method"),
    (sh.Config(default=sh.Dense(), layers={4: sh.Dense()}), "layer index 4 is out of range"),
    (sh.Config(default=sh.Dense(), layers={-1: sh.Dense()}), "out of range"),
    (sh.Config(default=sh.Blasst()), "Blasst needs a threshold"),
    (sh.Config(default=sh.Blasst(lambda_=1e-3, scale_factor=2.0)), "not both"),
    (sh.Config(default=sh.Blasst(lambda_=-1.0)), ">= 0"),
    (sh.Config(default=sh.Momo(k=4, k_exact=8)), "k_exact"),
    (sh.Config(default=sh.Momo(topk="approx")), "topk"),
    (sh.Config(default=sh.Static(sink_tokens=0, window_tokens=0)), "no key"),
    ("dense", "sparseattn.hf.Config"),
])
def test_bad_configurations_refused(base_model, config, match):
    m = _copy(base_model, "eager")
    with pytest.raises(SparseAttnError, match=match):
        sh.configure(m, config)
    assert m.config._attn_implementation == "eager"  # nothing changed


def test_reuse_layer_before_anchor_refused(base_model):
    # a Kascade plan on layers 1..3 only: layer 1 would reuse anchor 0, which does not run the plan
    plan = sh.Kascade(anchors=[0, 2])
    cfg = sh.Config(default=plan, layers={0: sh.Blasst(lambda_=0.1)})
    with pytest.raises(SparseAttnError, match="anchor layer 0 runs Blasst"):
        sh.configure(_copy(base_model, "eager"), cfg)


def test_float32_model_refused(base_model):
    m = copy.deepcopy(base_model).float()
    with pytest.raises(SparseAttnError, match="bf16/fp16.*bfloat16"):
        sh.configure(m, sh.Config())
    # a model switched to fp32 after configure is refused in the forward
    m = _configured(base_model, sh.Config())
    m.float()
    with pytest.raises(SparseAttnError, match="bfloat16"):
        _logits(m, _ids(1, 16))


def test_training_dropout_refused(base_model):
    cfg = _config(2)
    cfg.attention_dropout = 0.1
    cfg._attn_implementation = "eager"
    m = transformers.LlamaForCausalLM(cfg).to(torch.bfloat16)
    sh.configure(m, sh.Config())
    m.train()
    with pytest.raises(SparseAttnError, match="dropout"):
        m(input_ids=_ids(1, 16))


def test_mask_function_patterns():
    mu = pytest.importorskip("transformers.masking_utils")  # transformers >= 4.53
    sh.register()
    causal = mu.causal_mask_function
    # a sliding window is the attention function's (its sliding_window argument); other overlays are refused
    assert sh.mask_function(batch_size=1, q_length=8, kv_length=8, q_offset=0,
                            mask_function=mu.sliding_window_causal_mask_function(4), attention_mask=None) is None
    with pytest.raises(SparseAttnError, match="padding mask only"):
        sh.mask_function(batch_size=1, q_length=8, kv_length=8, q_offset=0,
                         mask_function=mu.and_masks(causal, lambda b, h, q, kv: kv >= 0), attention_mask=None)
    assert sh.mask_function(batch_size=1, q_length=8, kv_length=8, q_offset=0, mask_function=causal,
                            attention_mask=torch.ones(1, 8, dtype=torch.bool)) is None
    m = sh.mask_function(batch_size=1, q_length=8, kv_length=8, q_offset=0, mask_function=causal,
                         attention_mask=torch.tensor([[0, 1, 1, 1, 1, 1, 1, 1]]))
    assert m.dtype == torch.bool and m.tolist() == [[False] + [True] * 7]
    # older versions' cache_position instead of q_offset / q_length; a static cache's future slots are cut off
    m = sh.mask_function(batch_size=1, kv_length=8, cache_position=torch.arange(3, 5), mask_function=causal,
                         attention_mask=None)
    assert m.tolist() == [[True] * 5]
    m = sh.mask_function(batch_size=1, kv_length=8, q_length=2, q_offset=3, mask_function=causal,
                         attention_mask=torch.tensor([[0, 1, 1, 1, 1]]))
    assert m.tolist() == [[False] + [True] * 4]
    # a packed-sequence mask (transformers 4.53 adds one whenever position_ids come without mask or cache): one
    # sequence per row is plain causal; real packing is refused
    one = mu.and_masks(causal, mu.packed_sequence_mask_function(torch.zeros(2, 8, dtype=torch.long)))
    assert sh.mask_function(batch_size=2, q_length=8, kv_length=8, q_offset=0, mask_function=one) is None
    two = mu.and_masks(causal, mu.packed_sequence_mask_function(torch.tensor([[0] * 4 + [1] * 4] * 2)))
    with pytest.raises(SparseAttnError, match="packed sequences"):
        sh.mask_function(batch_size=2, q_length=8, kv_length=8, q_offset=0, mask_function=two)


def test_4d_mask_of_a_static_cache(base_model):
    """Queries at positions 10..13 of a 20-slot buffer (a static cache): the slots past 13 are unused, and the
    result is that of the queries as the last 4 of 14 keys; queries that are not the last keys seen are refused."""
    m = _configured(base_model, sh.Config())
    q, k, v = _qkv(20)
    q = q[:, :, :4]
    neg = torch.finfo(torch.bfloat16).min
    pos = torch.arange(10, 14)
    allowed = torch.arange(20)[None, :] <= pos[:, None]
    mask = torch.where(allowed, 0.0, neg)[None, None]
    out = _attn(m, 1, q, k, v, mask)
    assert _rel(out, _attn(m, 1, q, k[:, :, :14], v[:, :, :14])) == 0
    assert _rel(out, _attn(m, 1, q, k, v)) > 0.05
    # a query that sees a later key than the last query does: not bottom-right causal
    odd = allowed.clone()
    odd[0, 12] = True
    with pytest.raises(SparseAttnError, match="not a causal mask"):
        _attn(m, 1, q, k, v, torch.where(odd, 0.0, neg)[None, None])


# ---------------------------------------------------------------------------------------------------- GPU

cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")


@cuda
def test_gpu_dense_matches_eager(base_model, truth_model):
    ids = _ids(2, 1024).cuda()
    truth = _logits(copy.deepcopy(truth_model).cuda(), ids)
    eager = _copy(base_model, "eager").cuda()
    m = _configured(base_model, sh.Config()).cuda()
    _bf16_close(_logits(m, ids), truth, _logits(eager, ids))
    # decode and chunk through the cache
    with torch.no_grad():
        cache = m(input_ids=ids[:, :1000], use_cache=True).past_key_values
        step = m(input_ids=ids[:, 1000:1001], past_key_values=cache, use_cache=True).logits
        chunk = m(input_ids=ids[:, 1001:], past_key_values=cache, use_cache=True).logits
    e = _logits(eager, ids)
    _bf16_close(step[:, 0], truth[:, 1000], e[:, 1000], slack=2.0)
    _bf16_close(chunk, truth[:, 1001:], e[:, 1001:], slack=2.0)


@cuda
def test_gpu_dense_generate_equals_eager_greedy(base_model):
    ids = _ids(2, 300).cuda()
    eager = _copy(base_model, "eager").cuda()
    m = _configured(base_model, sh.Config(), timing=True).cuda()
    got = _generate(m, ids, n=16)
    ref = _generate(eager, ids, n=16)
    if not torch.equal(got, ref):  # only a near-tie may flip a greedy choice
        _greedy_consistent(eager, got, 300, tol=0.02)
    st = sh.stats(m)
    assert all(r["time_ms"] is not None and r["time_ms"] > 0 for r in st)
    assert all(r["decode_calls"] == 15 for r in st)


@cuda
def test_gpu_padded_forward(base_model):
    m = _configured(base_model, sh.Config()).cuda()
    a, b = _ids(1, 700, seed=3).cuda(), _ids(1, 450, seed=4).cuda()
    ids = torch.cat([a, torch.cat([torch.zeros(1, 250, dtype=torch.long, device="cuda"), b], 1)])
    mask = torch.ones_like(ids)
    mask[1, :250] = 0
    pos = (mask.cumsum(1) - 1).clamp(min=0)
    got = _logits(m, ids, attention_mask=mask, position_ids=pos)
    assert _rel(got[1, 250:], _logits(m, b)[0]) < 1e-2


GPU_MOMO = sh.Momo(k=4, k_trim=2, k_exact=2, gamma=16, key_block=64, query_block=128, sink_tokens=64,
                   window_tokens=128)


@cuda
@pytest.mark.parametrize("method", [sh.Blasst(lambda_=1e-2, decode_lambda=1e-2), GPU_MOMO, KASCADE,
                                    sh.Static(sink_tokens=16, window_tokens=64)])
def test_gpu_methods_run(base_model, method):
    ids = _ids(2, 2048).cuda()
    m = _configured(base_model, sh.Config(default=method), timing=True).cuda()
    seqs = _generate(m, ids, n=4)
    assert seqs.shape == (2, 2052)
    st = sh.stats(m)
    assert all(r["decode_calls"] == 3 and r["prefill_calls"] == 1 for r in st)
    assert all(r["time_ms"] > 0 for r in st)
    if isinstance(method, sh.Blasst):
        assert sum(r["tiles_skipped"] for r in st) > 0
    else:
        assert all(r["keys_attended"] < 0.5 * r["keys_visible"] for r in st[1:]), \
            [(r["layer"], r["keys_attended"], r["keys_visible"]) for r in st]


def test_readme_snippet_runs(tmp_path):
    """The README's Hugging Face snippet, as written there, on a tiny model saved to disk (the installed
    transformers; the snippet's keywords are those of 4.48, the stated minimum, and later versions)."""
    import os
    import re
    from conftest import ROOT
    text = open(os.path.join(ROOT, "README.md")).read()
    blocks = [b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "import sparseattn.hf as sh" in b]
    assert len(blocks) == 1
    torch.manual_seed(0)
    _build(2).save_pretrained(tmp_path)
    scope = {"torch": torch, "transformers": transformers, "path": str(tmp_path), "ids": _ids(1, 24)}
    exec(compile(blocks[0].replace("print(", "(lambda *a: None)("), "README.md", "exec"), scope)
    model, out = scope["model"], scope["out"]
    assert out.shape == (1, 24 + 64) and model.config._attn_implementation == "sparseattn"
    st = sh.stats(model)
    assert st[0]["method"] == "dense" and st[1]["method"] == "blasst" and st[1]["decode_calls"] == 63
