"""FlashAttention-shaped entry points: code written for flash_attn swaps one import.

    from sparseattn import flash_attn_func, flash_attn_varlen_func, flash_attn_with_kvcache

The positional parameters are FlashAttention-2's (flash_attn 2.8), in its order; FlashAttention-3's parameters
(hopper/flash_attn_interface.py, 3.0.0b2) and those vLLM's fork passes are keyword arguments with their meanings:

* ``seqused_k`` (keys used per sequence: of a packed, padded or paged K), ``out`` (written in place and returned),
  ``s_aux`` / ``sinks`` (learned sinks, one logit per query head, any float dtype), ``return_softmax_lse`` ((out,
  lse)), ``cache_leftpad`` (where each sequence's cache starts; contiguous caches), ``num_splits`` (the decode split
  count, 0 or less: chosen by the library; the prefill kernels do not split), ``softcap``, ``window_size``,
  ``page_table`` (FA3's name for ``block_table``), ``cu_seqlens_q`` / ``max_seqlen_q`` in ``flash_attn_with_kvcache``
  (packed queries against the cache, FA3);
* scheduling hints that do not change the result are accepted and have no effect: ``deterministic`` (the forward is
  deterministic), ``pack_gqa``, ``sm_margin``, ``scheduler_metadata``, ``fa_version``;
* what sparseattn does not carry is refused by name, never ignored: dropout, ``alibi_slopes``, rotary embedding inside
  the call (``rotary_cos`` / ``rotary_sin`` / ``rotary_seqlens``), ``cache_batch_idx``, ``qv``, ``attention_chunk``,
  ``seqused_q``, ``cu_seqlens_k_new``, descales with 16-bit inputs, and ``q_descale`` in ``flash_attn_with_kvcache``.

FP8 attention (FlashAttention-3's FP8 forward): ``flash_attn_func`` and ``flash_attn_varlen_func`` take q, k and v all
torch.float8_e4m3fn with ``q_descale`` / ``k_descale`` / ``v_descale`` (fp32 (batch, num_heads_k), or [] / [1] and
expanded views of one descale; None = 1) and return bf16, as FA3 does (fp16 into an fp16 ``out``); Hopper, dense,
head dim 64 or 128, no paged K/V (sparseattn.attention's FP8 section).

FP8 KV caches: ``flash_attn_with_kvcache`` reads k_cache/v_cache of torch.float8_e4m3fn or torch.float8_e5m2 (q stays
bf16/fp16, up to 16 queries per sequence) with FlashAttention-3's ``k_descale`` / ``v_descale`` (fp32 [B, Hkv], or
expanded views of one scale as vLLM passes them; [], [1] and [Hkv] too; None = 1): a code's value is code x descale.
FP8 queries over a cache (prefill over an FP8 cache with FP8 q) are not taken there yet.

``return_attn_probs`` returns (out, softmax_lse, None) as flash_attn 2 does (the probabilities are never formed).
The sparse methods are extra keyword arguments (blasst_lambda, blasst_scale_factor, blasst_counters).

``flash_attn_with_kvcache`` never reads the GPU back: the longest KV length is ``max_seqlen_k`` when given (an extra
keyword; the tighter it is the better the split plan), else the cache's capacity, as flash_attn sizes it; so a call
with ``cache_seqlens`` is capturable in a CUDA graph. Appending ``k``/``v`` needs ``cache_seqlens``, as in
flash_attn.
"""
import torch

from . import _api
from . import _core as C
from ._core import FP8, fail, index


def _refuse(**named):
    """Arguments sparseattn does not carry: refused by name unless at their 'off' value (None, 0)."""
    why = {
        "alibi_slopes": "ALiBi is not carried",
        "qv": "a second query part (qv, MLA-style) is not carried",
        "q_v": "a second query part (q_v, MLA-style) is not carried",
        "attention_chunk": "chunked attention (attention_chunk) is not carried; use window_size or separate calls",
        "seqused_q": "seqused_q is not carried: pass cu_seqlens_q that count the used queries",
        "cu_seqlens_k_new": "appending packed new keys (cu_seqlens_k_new) is not carried: write them into the cache "
                            "first, then call without k/v",
        "rotary_cos": "rotary embedding inside the call is not carried; apply RoPE before the call",
        "rotary_sin": "rotary embedding inside the call is not carried; apply RoPE before the call",
        "rotary_seqlens": "rotary embedding inside the call is not carried; apply RoPE before the call",
        "cache_batch_idx": "cache_batch_idx (a batch-index remap of the cache) is not carried",
        "q_descale": "FP8 queries are not taken by flash_attn_with_kvcache (q stays bf16/fp16 over a 16-bit or an "
                     "FP8 cache, which takes k_descale/v_descale; prefill over an FP8 cache with FP8 queries is not "
                     "supported yet: FP8 q, k and v go to flash_attn_func / flash_attn_varlen_func); pass None",
    }
    for name, x in named.items():
        if x is None or (name == "attention_chunk" and isinstance(x, int) and x == 0):
            continue
        fail(f"{name}: {why[name]}")


def _window(dropout_p, window_size):
    if dropout_p:
        fail(f"dropout_p is {dropout_p}: sparseattn is for inference (dropout_p must be 0)")
    return (-1, -1) if window_size is None else window_size


def _sinks(s_aux, sinks):
    """Learned sinks as flash_attn forks pass them (s_aux; transformers casts them to q's dtype): fp32 for the
    kernels (an exact widening, a device op: no synchronization)."""
    if s_aux is not None and sinks is not None and s_aux is not sinks:
        fail("s_aux and sinks name the same learned sinks (one logit per query head); pass one")
    s = sinks if sinks is not None else s_aux
    if s is None:
        return None
    if not isinstance(s, torch.Tensor) or not s.is_floating_point():
        fail(f"{'sinks' if sinks is not None else 's_aux'} must be a floating-point tensor [heads_q] (one logit per "
             f"query head), got {type(s).__name__} {getattr(s, 'dtype', '')}")
    if s.dtype != torch.float32 or not s.is_contiguous():
        s = s.to(torch.float32).contiguous()
    return s


def _splits(num_splits):
    """FlashAttention's num_splits: 0 (and, in FA3, any value <= 0) lets the library choose."""
    try:
        n = int(num_splits)
    except (TypeError, ValueError):
        fail(f"num_splits is {num_splits!r}; it must be an int (0 = chosen by the library)")
    return max(n, 0)


def _result(r, return_attn_probs, return_softmax_lse):
    if return_attn_probs:
        return r[0], r[1], None
    return r


def _chunk_off(attention_chunk):
    """attention_chunk at the value the fast paths take as off (the checked path takes False too)."""
    return attention_chunk is None or (attention_chunk.__class__ is int and attention_chunk == 0)


def _wkey(window_size):
    return C.wkey((-1, -1) if window_size is None else window_size)


def _sinks_key(s_aux, sinks):
    if s_aux is None and sinks is None:
        return None
    return C.tkey(s_aux), C.tkey(sinks), s_aux is sinks


_tk = C.tkey


def _token_table(starts, width, n_rows):
    """A token-level page table (pages of one row) over n_rows rows: sequence b's key j is row starts[b] + j. Device
    ops only (no synchronization); entries past a sequence's keys are clamped into range and never read."""
    j = torch.arange(width, device=starts.device, dtype=torch.int32)
    return (starts.to(torch.int32)[:, None] + j[None, :]).clamp_(0, max(n_rows - 1, 0)).contiguous()


def flash_attn_func(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1), softcap=0.0,
                    alibi_slopes=None, deterministic=False, return_attn_probs=False, *, qv=None, q_descale=None,
                    k_descale=None, v_descale=None, attention_chunk=0, num_splits=1, pack_gqa=None, sm_margin=0,
                    s_aux=None, sinks=None, out=None, return_softmax_lse=False, q_v=None, fa_version=None,
                    blasst_lambda=None, blasst_scale_factor=None, blasst_counters=None):
    """q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D]. return_attn_probs: (out, softmax_lse, None) as flash_attn 2 returns;
    return_softmax_lse: (out, softmax_lse) with softmax_lse fp32 [B, Hq, Sq]. FP8 (FA3): q, k, v
    torch.float8_e4m3fn with q_descale / k_descale / v_descale fp32 (batch, num_heads_k); out bf16 (or out's)."""
    want = bool(return_attn_probs or return_softmax_lse)
    key = None
    if C.fast_ok() and alibi_slopes is None and qv is None and q_v is None and _chunk_off(attention_chunk):
        try:
            fk = _descales_key(q_descale, k_descale, v_descale)
            key = ("flash_attn_func", _tk(q), _tk(k), _tk(v), _sinks_key(s_aux, sinks), _tk(out),
                   _tk(blasst_counters), _wkey(window_size), want,
                   C.skeys(dropout_p, softmax_scale, causal, softcap, num_splits, blasst_lambda, blasst_scale_factor),
                   fk)
            cache = C.launches()
            launch = cache.get(key)
        except C.NoKey:
            key = None
        else:
            if launch is not None:
                if fk is None:
                    o, lse = launch(q, k.data_ptr(), v.data_ptr(), None, None, None, None, blasst_counters,
                                    _sinks(s_aux, sinks), out)
                else:   # FP8: the descales too
                    o, lse = launch(q, k.data_ptr(), v.data_ptr(), None, None, None, None, blasst_counters,
                                    _sinks(s_aux, sinks), out, *C.fp8_scales(q_descale, k_descale, v_descale, q.device))
                return _result((o, lse) if want else o, return_attn_probs, return_softmax_lse)
    _refuse(alibi_slopes=alibi_slopes, qv=qv, q_v=q_v, attention_chunk=attention_chunk)
    window_size = _window(dropout_p, window_size)
    _splits(num_splits)
    kw = dict(causal=causal, softmax_scale=softmax_scale, window_size=window_size, softcap=softcap,
              sinks=_sinks(s_aux, sinks), blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor,
              counters=blasst_counters, return_lse=want, out=out, q_descale=q_descale, k_descale=k_descale,
              v_descale=v_descale)
    r = _attention(key, cache if key is not None else None, q, k, v, kw)
    return _result(r, return_attn_probs, return_softmax_lse)


def _descales_key(q_descale, k_descale, v_descale):
    """FP8 attention's descales' part of a key: None when none is given (the 16-bit calls')."""
    if q_descale is None and k_descale is None and v_descale is None:
        return None
    return C.fp8_key(q_descale, k_descale, v_descale, None)


def _attention(key, cache, q, k, v, kw):
    """_api.attention(q, k, v, **kw); with a key, its checks and call directly, the launch kept under the key."""
    if key is None:
        return _api.attention(q, k, v, **kw)
    g = kw.get
    o, lse, launch = _api._attention_checked(
        q, k, v, g("causal", False), g("softmax_scale"), g("cu_seqlens_q"), g("cu_seqlens_k"), g("max_seqlen_q"),
        g("max_seqlen_k"), g("blasst_lambda"), g("blasst_scale_factor"), g("counters"), g("return_lse", False),
        g("window_size", (-1, -1)), g("softcap", 0.0), g("sinks"), g("seqlens_k"), g("block_table"), g("out"), True,
        (g("q_descale"), g("k_descale"), g("v_descale")))
    if launch is not None:
        C.remember(cache, key, launch)
    return (o, lse) if kw.get("return_lse") else o


def flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k=None, max_seqlen_q=None, max_seqlen_k=None,
                           dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1), softcap=0.0,
                           alibi_slopes=None, deterministic=False, return_attn_probs=False, block_table=None, *,
                           seqused_q=None, seqused_k=None, qv=None, q_descale=None, k_descale=None, v_descale=None,
                           attention_chunk=0, num_splits=1, pack_gqa=None, sm_margin=0, s_aux=None, sinks=None,
                           out=None, return_softmax_lse=False, scheduler_metadata=None, q_v=None, fa_version=None,
                           blasst_lambda=None, blasst_scale_factor=None, blasst_counters=None):
    """Packed q [total_q, Hq, D] with cu_seqlens_q int32 [B + 1] and max_seqlen_q (a host int). The keys:

    * packed k/v [total_k, Hkv, D] with cu_seqlens_k int32 [B + 1] (sequence b's keys from cu_seqlens_k[b]; with
      seqused_k int32 [B], only its first seqused_k[b]);
    * with block_table int32 [B, max_pages], a paged cache [num_pages, page_size, Hkv, D], each sequence's length
      seqused_k[b] (vLLM) or, without it, the differences of cu_seqlens_k (flash_attn 2): prefill over the cache;
    * without cu_seqlens_k and block_table, a padded k/v [B, capacity, Hkv, D] with seqused_k.

    max_seqlen_k (a host int) bounds every sequence's keys. Causal is bottom-right (the queries of a sequence are its
    last keys). Returns out [total_q, Hq, D]; with return_softmax_lse (out, lse fp32 [Hq, total_q]). FP8 (FA3): q, k,
    v torch.float8_e4m3fn with q_descale / k_descale / v_descale fp32 (batch, num_heads_k), packed or padded keys (not
    paged); out bf16 (or out's)."""
    want = bool(return_attn_probs or return_softmax_lse)
    # the paths of one call each (packed keys; paged or padded keys with seqused_k) are cached; the others derive
    # tensors from cu_seqlens_k first and take the checked path
    path = "packed" if block_table is None and seqused_k is None else \
        "used" if seqused_k is not None and (block_table is not None or cu_seqlens_k is None) else None
    key = None
    if path and C.fast_ok() and alibi_slopes is None and qv is None and q_v is None and seqused_q is None and \
            _chunk_off(attention_chunk):
        try:
            fk = _descales_key(q_descale, k_descale, v_descale)
            key = ("flash_attn_varlen_func", path, _tk(q), _tk(k), _tk(v), _tk(cu_seqlens_q),
                   _tk(cu_seqlens_k) if path == "packed" else None, _tk(block_table), _tk(seqused_k),
                   _sinks_key(s_aux, sinks), _tk(out), _tk(blasst_counters), _wkey(window_size), want,
                   C.skeys(max_seqlen_q, max_seqlen_k, dropout_p, softmax_scale, causal, softcap, num_splits,
                           blasst_lambda, blasst_scale_factor), fk)
            cache = C.launches()
            launch = cache.get(key)
        except C.NoKey:
            key = None
        else:
            if launch is not None:
                if fk is None:
                    o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_seqlens_q,
                                    cu_seqlens_k if path == "packed" else None, seqused_k, block_table,
                                    blasst_counters, _sinks(s_aux, sinks), out)
                else:   # FP8: the descales too
                    o, lse = launch(q, k.data_ptr(), v.data_ptr(), cu_seqlens_q,
                                    cu_seqlens_k if path == "packed" else None, seqused_k, block_table,
                                    blasst_counters, _sinks(s_aux, sinks), out,
                                    *C.fp8_scales(q_descale, k_descale, v_descale, q.device))
                return _result((o, lse) if want else o, return_attn_probs, return_softmax_lse)
    cache = cache if key is not None else None
    _refuse(alibi_slopes=alibi_slopes, qv=qv, q_v=q_v, attention_chunk=attention_chunk, seqused_q=seqused_q)
    window_size = _window(dropout_p, window_size)
    _splits(num_splits)
    if max_seqlen_q is None or max_seqlen_k is None:
        fail("flash_attn_varlen_func needs max_seqlen_q and max_seqlen_k (host ints)")
    kw = dict(causal=causal, softmax_scale=softmax_scale, window_size=window_size, softcap=softcap,
              sinks=_sinks(s_aux, sinks), cu_seqlens_q=cu_seqlens_q, max_seqlen_q=max_seqlen_q,
              max_seqlen_k=max_seqlen_k, blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor,
              counters=blasst_counters, return_lse=want, out=out, q_descale=q_descale, k_descale=k_descale,
              v_descale=v_descale)
    if block_table is not None:
        if seqused_k is None:
            if cu_seqlens_k is None:
                fail("block_table needs each sequence's length: seqused_k (int32 [B]) or cu_seqlens_k (int32 [B + 1])")
            index(cu_seqlens_k, "cu_seqlens_k")
            seqused_k = (cu_seqlens_k[1:] - cu_seqlens_k[:-1]).to(torch.int32)
        r = _attention(key, cache, q, k, v, dict(kw, seqlens_k=seqused_k, block_table=block_table))
    elif seqused_k is not None and cu_seqlens_k is not None:
        # packed keys of which only the first seqused_k[b] count: pages of one row over the packed rows
        if getattr(q, "dtype", None) in FP8:
            fail("seqused_k with cu_seqlens_k (packed keys of which the first seqused_k[b] count) is not carried with "
                 "FP8 q, k and v (it reads the keys as pages): pass cu_seqlens_k that count the used keys")
        index(cu_seqlens_k, "cu_seqlens_k")
        if not isinstance(k, torch.Tensor) or not isinstance(v, torch.Tensor) or k.dim() != 3 or v.dim() != 3:
            fail("k and v must be packed [total_k, Hkv, D] with cu_seqlens_k")
        table = _token_table(cu_seqlens_k[:-1], max(int(max_seqlen_k), 1), k.shape[0])
        r = _api.attention(q, k.unsqueeze(1), v.unsqueeze(1), seqlens_k=seqused_k, block_table=table, **kw)
    elif seqused_k is not None:
        r = _attention(key, cache, q, k, v, dict(kw, seqlens_k=seqused_k))
    else:
        if cu_seqlens_k is None:
            fail("flash_attn_varlen_func needs cu_seqlens_k (packed keys), seqused_k (padded keys) or block_table "
                 "with seqused_k (paged keys)")
        r = _attention(key, cache, q, k, v, dict(kw, cu_seqlens_k=cu_seqlens_k))
    return _result(r, return_attn_probs, return_softmax_lse)


def _check_append(cache, new, name):
    if new.dtype != cache.dtype or tuple(new.shape[2:]) != tuple(cache.shape[2:]):
        fp8 = " (an FP8 cache takes codes: quantize the new keys/values first)" if cache.dtype in FP8 else ""
        fail(f"{name} must be {cache.dtype} [B, s, {cache.shape[2]}, {cache.shape[3]}], got {new.dtype} "
             f"{tuple(new.shape)}{fp8}")


def _append(cache, new, positions, block_table, name):
    """Write new [B, s, Hkv, D] at positions [B, s] of a contiguous or paged cache (flash_attn's k=/v=); FP8 codes
    are written as bytes."""
    _check_append(cache, new, name)
    if cache.dtype in FP8:
        cache, new = cache.view(torch.uint8), new.view(torch.uint8)
    if block_table is None:
        b = torch.arange(new.shape[0], device=new.device)[:, None].expand_as(positions)
        cache[b, positions] = new
    else:
        ps = cache.shape[1]
        pages = torch.gather(block_table, 1, (positions // ps).to(torch.int64))
        cache[pages.to(torch.int64), positions % ps] = new


def flash_attn_with_kvcache(q, k_cache, v_cache, k=None, v=None, rotary_cos=None, rotary_sin=None, cache_seqlens=None,
                            cache_batch_idx=None, cache_leftpad=None, block_table=None, softmax_scale=None,
                            causal=False, window_size=(-1, -1), softcap=0.0, rotary_interleaved=True,
                            alibi_slopes=None, num_splits=0, return_softmax_lse=False, *, qv=None, page_table=None,
                            cu_seqlens_q=None, cu_seqlens_k_new=None, max_seqlen_q=None, rotary_seqlens=None,
                            q_descale=None, k_descale=None, v_descale=None, attention_chunk=0,
                            scheduler_metadata=None, pack_gqa=None, sm_margin=0, s_aux=None, sinks=None, out=None,
                            max_seqlen_k=None, workspace=None, blasst_lambda=None, blasst_scale_factor=None,
                            blasst_counters=None):
    """q [B, q_len, Hq, D] (more than 16 run on the prefill kernels) against k_cache/v_cache [B, capacity, Hkv, D] or
    paged [num_pages, page_size, Hkv, D] with block_table (FA3: page_table) int32 [B, max_pages]; cache_seqlens (int
    or int32 [B]) counts the cached tokens before k/v. k/v (optional, [B, s, Hkv, D]) are written into the cache at
    cache_seqlens first, as flash_attn does (cache_seqlens is then required). cache_leftpad int32 [B] (contiguous
    caches): sequence b's keys start at cache_leftpad[b]. With cu_seqlens_q int32 [B + 1] and max_seqlen_q (FA3), q
    is packed [total_q, Hq, D] (no k/v to append). max_seqlen_k (a host int, extra; at least every cache_seqlens + s)
    sizes the split plan; without it the cache's capacity does, and nothing is read back from the GPU. Every check
    runs before the cache is written: a refused call leaves it as it was.

    An FP8 cache (torch.float8_e4m3fn / float8_e5m2; q_len at most 16, padded q): k_descale / v_descale as
    sparseattn.decode's k_scale / v_scale (FA3's fp32 [B, Hkv], expanded views included); appended k/v are codes of
    the cache's dtype."""
    key = None
    if k is None and v is None and cache_leftpad is None and cu_seqlens_q is None and C.fast_ok() and \
            rotary_cos is None and rotary_sin is None and rotary_seqlens is None and cache_batch_idx is None and \
            alibi_slopes is None and qv is None and cu_seqlens_k_new is None and q_descale is None and \
            _chunk_off(attention_chunk):
        try:
            key = ("flash_attn_with_kvcache", _tk(q), _tk(k_cache), _tk(v_cache),
                   "int" if cache_seqlens.__class__ is int else _tk(cache_seqlens),
                   _tk(block_table), _tk(page_table),
                   block_table is page_table, _sinks_key(s_aux, sinks), _tk(out),
                   _tk(workspace),
                   _tk(blasst_counters),
                   None if k_descale is None else C.vkey(k_descale),
                   None if v_descale is None else C.vkey(v_descale), _wkey(window_size),
                   C.skeys(softmax_scale, causal, softcap, num_splits, return_softmax_lse, max_seqlen_k, blasst_lambda,
                           blasst_scale_factor))
            cache = C.launches()
            launch = cache.get(key)
        except C.NoKey:
            key = None
        else:
            if launch is not None:
                if cache_seqlens.__class__ is not torch.Tensor and cache_seqlens.__class__ is not torch.nn.Parameter:
                    n = k_cache.shape[1] if cache_seqlens is None else cache_seqlens
                    cache_seqlens = torch.full((q.shape[0],), n, dtype=torch.int32, device=k_cache.device)
                o, lse = launch(q, k_cache.data_ptr(), v_cache.data_ptr(), cache_seqlens,
                                page_table if page_table is not None else block_table, blasst_counters, workspace,
                                None if s_aux is None and sinks is None else _sinks(s_aux, sinks), out,
                                None if k_descale is None else C.scale_tensor(k_descale, q.device),
                                None if v_descale is None else C.scale_tensor(v_descale, q.device))
                return (o, lse) if return_softmax_lse else o
    _refuse(rotary_cos=rotary_cos, rotary_sin=rotary_sin, rotary_seqlens=rotary_seqlens,
            cache_batch_idx=cache_batch_idx, alibi_slopes=alibi_slopes, qv=qv, attention_chunk=attention_chunk,
            cu_seqlens_k_new=cu_seqlens_k_new, q_descale=q_descale)
    if getattr(q, "dtype", None) in FP8:
        fail(f"q is {q.dtype}: flash_attn_with_kvcache takes bf16/fp16 queries (over a 16-bit or an FP8 cache); "
             "prefill over an FP8 cache with FP8 queries is not supported yet: FP8 q, k and v go to flash_attn_func / "
             "flash_attn_varlen_func")
    window_size = _window(0.0, window_size)
    if page_table is not None:
        if block_table is not None and block_table is not page_table:
            fail("block_table and page_table name the same paged-cache table (flash_attn 2's and 3's names); pass one")
        block_table = page_table
    if (k is None) != (v is None):
        fail("k and v must both be given (appended to the cache) or both be None")
    if k is not None and cache_seqlens is None:
        fail("cache_seqlens is required when k and v are appended (they are written at cache_seqlens; flash_attn "
             "raises too)")
    packed_q = cu_seqlens_q is not None
    if packed_q:
        if getattr(k_cache, "dtype", None) in FP8:
            fail("cu_seqlens_q (packed queries) over an FP8 cache is not supported yet: pass q padded [B, q_len <= "
                 "16, Hq, D] (the decode kernels read FP8 caches)")
        for name, x in (("k_descale", k_descale), ("v_descale", v_descale)):
            if x is not None:
                fail(f"{name} is given but k_cache is not an FP8 cache (torch.float8_e4m3fn / torch.float8_e5m2)")
        if k is not None:
            fail("cu_seqlens_q (packed queries) with k/v to append is not carried: write the new keys into the cache "
                 "first, then call without k/v")
        index(cu_seqlens_q, "cu_seqlens_q")
        if not isinstance(q, torch.Tensor) or q.dim() != 3:
            fail("with cu_seqlens_q, q must be packed [total_q, Hq, D]")
        if max_seqlen_q is None:
            fail("cu_seqlens_q needs max_seqlen_q (a host int)")
        B = cu_seqlens_q.shape[0] - 1
    else:
        if q is None or not isinstance(q, torch.Tensor) or q.dim() != 4:
            fail("q must be a 4-D tensor [B, q_len, Hq, D] (or packed [total_q, Hq, D] with cu_seqlens_q)")
        B = q.shape[0]
    if not isinstance(k_cache, torch.Tensor) or k_cache.dim() != 4:
        fail("k_cache must be a 4-D tensor [B, capacity, Hkv, D] or pages [num_pages, page_size, Hkv, D]")
    if cache_seqlens is None:
        if block_table is not None:
            fail("cache_seqlens is required with a paged cache")
        cache_seqlens = k_cache.shape[1]   # the whole cache, as flash_attn reads it
    if isinstance(cache_seqlens, int) and not isinstance(cache_seqlens, bool):
        cache_seqlens = torch.full((B,), cache_seqlens, dtype=torch.int32, device=k_cache.device)
    elif not isinstance(cache_seqlens, torch.Tensor) or cache_seqlens.dtype != torch.int32 \
            or tuple(cache_seqlens.shape) != (B,):
        fail(f"cache_seqlens must be an int or an int32 tensor of shape ({B},)")
    s_new = 0
    if k is not None:
        if not isinstance(k, torch.Tensor) or not isinstance(v, torch.Tensor) or k.dim() != 4 or k.shape[0] != B \
                or tuple(v.shape) != tuple(k.shape):
            fail(f"k and v must be tensors [B = {B}, s, Hkv, D] of one shape")
        if k.device != k_cache.device or v.device != v_cache.device:
            fail("k/v must be on the cache's device")
        s_new = k.shape[1]
    seqlens_k = (cache_seqlens + s_new).to(torch.int32) if s_new else cache_seqlens
    kc, vc, table = k_cache, v_cache, block_table
    if cache_leftpad is not None:
        if block_table is not None:
            fail("cache_leftpad with a paged cache (block_table) is not carried (flash_attn refuses it too)")
        index(cache_leftpad, "cache_leftpad", shape=(B,))
        if cache_leftpad.device != k_cache.device:
            fail(f"cache_leftpad is on {cache_leftpad.device} but k_cache is on {k_cache.device}")
        for name, c in (("k_cache", k_cache), ("v_cache", v_cache)):
            if not isinstance(c, torch.Tensor) or c.dim() != 4 or c.shape[0] != B or \
                    (c.shape[0] > 1 and c.stride(0) != c.shape[1] * c.stride(1)):
                fail(f"cache_leftpad needs {name} [B = {B}, capacity, Hkv, D] whose sequences follow each other "
                     "(stride(0) = capacity * stride(1))")
        # the keys of sequence b are positions cache_leftpad[b] .. seqlens_k[b] - 1: a token-level page table over
        # the cache's rows (a view, so k/v appended below land in it)
        cap = k_cache.shape[1]
        kc = k_cache.as_strided((B * cap, 1) + tuple(k_cache.shape[2:]),
                                (k_cache.stride(1), k_cache.stride(1)) + k_cache.stride()[2:])
        vc = v_cache.as_strided((B * cap, 1) + tuple(v_cache.shape[2:]),
                                (v_cache.stride(1), v_cache.stride(1)) + v_cache.stride()[2:])
        starts = torch.arange(B, device=k_cache.device, dtype=torch.int32) * cap + cache_leftpad
        table = _token_table(starts, cap, B * cap)
        seqlens_k = (seqlens_k - cache_leftpad).to(torch.int32)
    if max_seqlen_k is None:
        # an upper bound known on the host: the cache's capacity (flash_attn sizes its split plan by it too)
        max_seqlen_k = block_table.shape[1] * k_cache.shape[1] if block_table is not None else k_cache.shape[1]
    # every check before the cache is written: a refused call leaves it as it was (max_seqlen_k counts the new keys)
    if packed_q:
        kw = dict(causal=causal, softmax_scale=softmax_scale, window_size=window_size, softcap=softcap,
                  sinks=_sinks(s_aux, sinks), cu_seqlens_q=cu_seqlens_q, max_seqlen_q=max_seqlen_q,
                  max_seqlen_k=max_seqlen_k, seqlens_k=seqlens_k, block_table=table, blasst_lambda=blasst_lambda,
                  blasst_scale_factor=blasst_scale_factor, counters=blasst_counters,
                  return_lse=bool(return_softmax_lse), out=out)
        return _api.attention(q, kc, vc, **kw)
    max_seqlen_k = _api._cache_common(q, kc, vc, seqlens_k, table, max_seqlen_k, fp8=True)
    k_scale, v_scale = _api._kv_scales(q, kc, k_descale, v_descale, ("k_descale", "v_descale"))
    s = _sinks(s_aux, sinks)
    _api._mods(q, window_size, softcap, s)
    if s_new:
        _check_append(k_cache, k, "k")
        _check_append(v_cache, v, "v")
        # the caller keeps cache_seqlens + s within the cache (flash_attn's contract: checking it on the GPU would
        # read the lengths back); the CPU path reads them on the host anyway, and refuses an overflow
        end = int((cache_seqlens + s_new).max()) if q.device.type == "cpu" and B else 0
        if end > max_seqlen_k:
            cap = block_table.shape[1] * k_cache.shape[1] if block_table is not None else k_cache.shape[1]
            fail(f"cache_seqlens + {s_new} new keys reach {end} positions, past max_seqlen_k = {max_seqlen_k}: the cache "
                 f"holds {cap} positions per sequence")
        positions = cache_seqlens.to(torch.int64)[:, None] + torch.arange(s_new, device=q.device)[None, :]
        _append(k_cache, k, positions, block_table, "k")
        _append(v_cache, v, positions, block_table, "v")
    if key is not None:   # no k/v, no leftpad: the arguments as the key has them
        o, lse, launch = _api._decode_checked(q, kc, vc, seqlens_k, max_seqlen_k, table, causal, softmax_scale,
                                              blasst_lambda, blasst_scale_factor, blasst_counters, _splits(num_splits),
                                              workspace, bool(return_softmax_lse), window_size, softcap, s, out,
                                              k_scale, v_scale, True)
        if launch is not None:
            C.remember(cache, key, launch)
        return (o, lse) if return_softmax_lse else o
    return _api.decode(q, kc, vc, seqlens_k, max_seqlen_k=max_seqlen_k, block_table=table, causal=causal,
                       softmax_scale=softmax_scale, window_size=window_size, softcap=softcap, sinks=s,
                       blasst_lambda=blasst_lambda, blasst_scale_factor=blasst_scale_factor, counters=blasst_counters,
                       num_splits=_splits(num_splits), workspace=workspace, return_lse=bool(return_softmax_lse),
                       out=out, k_scale=k_scale, v_scale=v_scale)
