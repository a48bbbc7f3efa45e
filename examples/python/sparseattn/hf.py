"""Hugging Face transformers attention backend: ``attn_implementation="sparseattn"``.

Usage::

    import torch, transformers, sparseattn.hf as sh
    sh.register()
    model = transformers.AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.bfloat16,  # dtype= from 4.56
                                                              attn_implementation="sparseattn")
    sh.configure(model, sh.Config(default=sh.Blasst(lambda_=1e-3, decode_lambda=1e-3),
                                  layers={0: sh.Dense()}), timing=True)
    out = model.generate(ids, max_new_tokens=32)
    for row in sh.stats(model): print(row)

The attention function receives query ``[B, Hq, Sq, D]`` and key/value ``[B, Hkv, Sk, D]`` (the KV cache already
appended) and hands transposed views, without copies, to the core API, which takes FlashAttention's
``[B, S, H, D]`` layout with any strides.

Which call a layer makes:

* ``Sq == Sk`` (no cache): a causal prefill: ``sparseattn.attention`` (Dense, Blasst with the prefill threshold),
  ``sparseattn.momo`` (Momo), ``sparseattn.kascade_prefill`` (Kascade), ``sparseattn.block_sparse`` with empty block
  lists (Static).
* ``Sq <= 16`` new tokens against a longer cache: a decode: ``sparseattn.decode`` (Dense, Blasst with the decode
  threshold, Momo: MOMO is a prefill method, so its decode steps attend densely and its statistics count every
  visible key), ``sparseattn.kascade_decode`` (Kascade; an anchor decode needs ``Sq * group <= 16``, so longer chunks
  take the bottom-right causal prefill path with per-tile lists, for every Kascade layer alike), and
  ``sparseattn.block_sparse`` with ``Sq < Sk`` for Static (the block-sparse call is bottom-right causal, so each new
  token attends to the sinks plus its own window, exactly the prefill pattern).
* longer chunks against a cache: bottom-right causal ``sparseattn.attention`` (Dense, Blasst with the prefill
  threshold, Momo densely: MOMO's selection is defined on a whole causal prefill), ``kascade_prefill`` (Kascade),
  ``block_sparse`` (Static).

Model features: the attention function takes ``sliding_window`` (per layer, as Gemma 2/3, Mistral, Qwen2/3 and gpt-oss
configure it: a query sees itself and the ``sliding_window - 1`` keys before it), ``softcap`` (Gemma 2) and learned
sinks (gpt-oss's ``s_aux``, or ``sinks``: one logit per query head in every row's softmax denominator) as transformers'
models pass them to FlashAttention, and hands them to the kernels: Dense and Blasst run them in prefill, decode and
chunks (a window that covers every key of a call is left out). MOMO's prefill, Kascade and Static have no such kernels:
``configure`` refuses them, naming the layer and the feature, on the layers that have one (``layer_features(model)``
lists them), so Gemma 3 or a Qwen2 with sliding layers can run them on the full-attention layers with Dense or Blasst on
the sliding ones, while Gemma 2 (soft-cap everywhere) and gpt-oss (sinks everywhere) run Dense and Blasst only.
Sliding-window caches (transformers keeps the last ``sliding_window - 1`` keys of a sliding layer) are taken as they
come: the keys are the last positions, the queries the last of them.

Padding: with transformers versions that have ``AttentionMaskInterface`` the model hands this backend no mask when
there is no padding (one host read of the 2D mask per forward decides it). With padding (batched prompts of
different lengths, left or right padded) every sequence is computed on its own over its non-padded tokens (views
when they are contiguous, gathered copies otherwise), so each token attends exactly the causal set of its own
sequence's real tokens and the sparse methods choose their keys per sequence; this path reads the mask on the host
(one synchronization per forward) and makes one call per sequence, except a Dense or Blasst prefill, which makes
one call in the packed (varlen) layout. A 4D mask (transformers 4.48 - 4.52 build one for every
forward, or one passed by the caller) is checked on its device, once per forward (two synchronizations), and
accepted only when it is exactly key padding AND bottom-right causal by position, with or without a sliding window
(keys no query sees at the end, a static cache's future slots, are unused slots): the mask defines the pattern, as it
does for eager attention (its window is read off it and applied); any other pattern (packed sequences, custom
overlays) is refused with ``SparseAttnError``, never ignored. A sliding window with padding between real tokens
(holes) is refused too: the window counts positions, padded ones included.

Statistics (``stats``): per layer the method, BLASST tiles considered / skipped (device counters, read once by
``stats``), keys attended and keys visible summed over (sequence, query head, query row) (attended: the keys in the
row's sparse set, each once; Dense and densely-decoding Momo count every visible key; Blasst's saving is in its
tiles, so its keys_attended is None), the number of prefill and decode calls and, with ``configure(...,
timing=True)``, the attention time per layer: on CUDA from CUDA events (summed when ``stats`` is called; nothing
synchronizes inside the forward), on CPU the host's wall time of each call (the references run synchronously).
For MOMO the attended keys are those of its block-sparse pass (sinks, window and kept blocks); its query-sparse pass
(one dense row in ``gamma``) is not counted.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Union

import torch

import sparseattn as _sa
from sparseattn import SparseAttnError

__all__ = [
    "Dense", "Blasst", "Momo", "Kascade", "Static", "Config",
    "register", "configure", "stats", "reset_stats", "attention_forward", "layer_features", "IMPLEMENTATION",
]

IMPLEMENTATION = "sparseattn"
DECODE_MAX_QUERIES = 16  # new tokens handled by the decode kernels; longer chunks go to the prefill kernels


# ---------------------------------------------------------------------------------------------------------------
# configuration


@dataclass
class Dense:
    """Dense causal attention (FlashAttention's semantics)."""


@dataclass
class Blasst:
    """BLASST: skip KV tiles whose max is below the running max by ln(lambda). Prefill and decode thresholds are
    separate; each is an absolute lambda or a scale factor (lambda = factor / Sk). A phase without a threshold runs
    densely."""
    lambda_: Optional[float] = None
    scale_factor: Optional[float] = None
    decode_lambda: Optional[float] = None
    decode_scale_factor: Optional[float] = None


@dataclass
class Momo:
    """MOMO delta-refined block-sparse prefill (decode steps attend densely). k: key blocks each strided row keeps;
    k_trim: blocks kept per query block after the union (None: k); k_exact: the estimated top-k's exact slots
    (None: min(8, k))."""
    k: int = 64
    k_trim: Optional[int] = None
    gamma: int = 16
    key_block: int = 64
    query_block: int = 128
    topk: str = "exact"
    k_exact: Optional[int] = None
    sink_tokens: int = 64
    window_tokens: int = 1024


@dataclass
class Kascade:
    """Kascade: one plan for the model. Layer 0 is the dense anchor, the listed anchors recompute their top-k, every
    other layer reuses the lists of the nearest anchor at or before it, KV head g reading the anchor's head
    head_maps[layer][g] (identity when the layer has no map)."""
    anchors: Sequence[int] = (0,)
    head_maps: Dict[int, Sequence[int]] = field(default_factory=dict)
    topk_fraction: float = 0.1
    k_min: int = 128
    tile: int = 128


@dataclass
class Static:
    """StreamingLLM's static pattern: sink tokens plus a local window of each query."""
    sink_tokens: int = 64
    window_tokens: int = 1024


Method = Union[Dense, Blasst, Momo, Kascade, Static]
_METHOD_TYPES = (Dense, Blasst, Momo, Kascade, Static)


@dataclass
class Config:
    """A default method and per-layer overrides (layer index -> method)."""
    default: Any = field(default_factory=Dense)
    layers: Dict[int, Any] = field(default_factory=dict)


def _method_name(m) -> str:
    return type(m).__name__.lower()


def _is_num(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _check_method(m, where: str) -> None:
    if not isinstance(m, _METHOD_TYPES):
        raise SparseAttnError(f"{where}: unknown method {m!r}; use sparseattn.hf.Dense, Blasst, Momo, Kascade or Static")
    if isinstance(m, Blasst):
        vals = {"lambda_": m.lambda_, "scale_factor": m.scale_factor, "decode_lambda": m.decode_lambda,
                "decode_scale_factor": m.decode_scale_factor}
        if all(v is None for v in vals.values()):
            raise SparseAttnError(f"{where}: Blasst needs a threshold: lambda_ or scale_factor (prefill), "
                                  "decode_lambda or decode_scale_factor (decode)")
        for name, v in vals.items():
            if v is not None and (not _is_num(v) or not v >= 0 or math.isinf(v)):
                raise SparseAttnError(f"{where}: Blasst.{name} is {v!r}; it must be a finite number >= 0")
        if m.lambda_ is not None and m.scale_factor is not None:
            raise SparseAttnError(f"{where}: Blasst takes lambda_ or scale_factor for prefill, not both")
        if m.decode_lambda is not None and m.decode_scale_factor is not None:
            raise SparseAttnError(f"{where}: Blasst takes decode_lambda or decode_scale_factor, not both")
    elif isinstance(m, Momo):
        for name in ("k", "gamma", "key_block", "query_block", "k_exact"):
            v = getattr(m, name)
            if name == "k_exact" and v is None:
                continue
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise SparseAttnError(f"{where}: Momo.{name} is {v!r}; it must be an int >= 1")
        for name in ("sink_tokens", "window_tokens"):
            v = getattr(m, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise SparseAttnError(f"{where}: Momo.{name} is {v!r}; it must be an int >= 0")
        if m.k_trim is not None and (not isinstance(m.k_trim, int) or m.k_trim < 1):
            raise SparseAttnError(f"{where}: Momo.k_trim is {m.k_trim!r}; it must be None or an int >= 1")
        if m.topk not in ("exact", "tree", "estimated"):
            raise SparseAttnError(f"{where}: Momo.topk is {m.topk!r}; it must be 'exact', 'tree' or 'estimated'")
        if m.k_exact is not None and m.k_exact > m.k:
            raise SparseAttnError(f"{where}: Momo.k_exact ({m.k_exact}) must be <= k ({m.k})")
        if m.query_block % m.gamma:
            raise SparseAttnError(f"{where}: Momo.query_block ({m.query_block}) must be a multiple of gamma ({m.gamma})")
    elif isinstance(m, Static):
        for name in ("sink_tokens", "window_tokens"):
            v = getattr(m, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise SparseAttnError(f"{where}: Static.{name} is {v!r}; it must be an int >= 0")
        if m.sink_tokens + m.window_tokens == 0:
            raise SparseAttnError(f"{where}: Static with sink_tokens = window_tokens = 0 attends to no key")
    elif isinstance(m, Kascade):
        if not _is_num(m.topk_fraction) or not 0 < m.topk_fraction <= 1:
            raise SparseAttnError(f"{where}: Kascade.topk_fraction is {m.topk_fraction!r}; it must be in (0, 1]")
        if not isinstance(m.k_min, int) or m.k_min < 1:
            raise SparseAttnError(f"{where}: Kascade.k_min is {m.k_min!r}; it must be an int >= 1")
        if m.tile not in (32, 64, 128):
            raise SparseAttnError(f"{where}: Kascade.tile is {m.tile!r}; it must be 32, 64 or 128")


def _model_dims(model):
    cfg = model.config
    if hasattr(cfg, "get_text_config"):
        cfg = cfg.get_text_config()
    n_layers = getattr(cfg, "num_hidden_layers", None)
    hq = getattr(cfg, "num_attention_heads", None)
    if n_layers is None or hq is None:
        raise SparseAttnError("configure: the model's config has no num_hidden_layers / num_attention_heads")
    hkv = getattr(cfg, "num_key_value_heads", None) or hq
    return int(n_layers), int(hq), int(hkv)


def _layer_index(li, n_layers: int, where: str) -> None:
    if not isinstance(li, int) or isinstance(li, bool) or not 0 <= li < n_layers:
        raise SparseAttnError(f"{where}: layer index {li!r} is out of range; the model has {n_layers} layers "
                              f"(0 .. {n_layers - 1})")


def _resolve_plan(config: Config, n_layers: int, hkv: int):
    """Per-layer methods and, for Kascade layers, (role, anchor layer, head map)."""
    if not isinstance(config, Config):
        raise SparseAttnError(f"configure: config must be a sparseattn.hf.Config, got {type(config).__name__}")
    _check_method(config.default, "Config.default")
    if not isinstance(config.layers, dict):
        raise SparseAttnError("Config.layers must be a dict {layer index: method}")
    for li, m in config.layers.items():
        _layer_index(li, n_layers, "Config.layers")
        _check_method(m, f"Config.layers[{li}]")
    plan = [config.layers.get(i, config.default) for i in range(n_layers)]

    kas = [(i, m) for i, m in enumerate(plan) if isinstance(m, Kascade)]
    roles: List[Optional[tuple]] = [None] * n_layers
    if kas:
        k0 = kas[0][1]
        for i, m in kas:
            if m != k0:
                raise SparseAttnError(f"Kascade: layers {kas[0][0]} and {i} carry different Kascade plans; one plan "
                                      "(anchors, head maps, top-k) covers the whole model")
        anchors = list(k0.anchors)
        for a in anchors:
            _layer_index(a, n_layers, "Kascade.anchors")
        if len(set(anchors)) != len(anchors):
            raise SparseAttnError(f"Kascade.anchors {anchors} lists a layer twice")
        if 0 not in anchors:
            raise SparseAttnError(f"Kascade.anchors {anchors} must include layer 0 (the dense anchor that every plan "
                                  "starts from)")
        anchors = sorted(anchors)
        for a in anchors:
            if not isinstance(plan[a], Kascade):
                raise SparseAttnError(f"Kascade: anchor layer {a} runs {type(plan[a]).__name__}, not the Kascade plan; "
                                      "its reuse layers would have no lists to read")
        if not isinstance(k0.head_maps, dict):
            raise SparseAttnError("Kascade.head_maps must be a dict {layer: [Hkv ints]}")
        for li, hm in k0.head_maps.items():
            _layer_index(li, n_layers, "Kascade.head_maps")
            if li in anchors:
                raise SparseAttnError(f"Kascade.head_maps[{li}]: layer {li} is an anchor; head maps belong to reuse "
                                      "layers")
            if not isinstance(plan[li], Kascade):
                raise SparseAttnError(f"Kascade.head_maps[{li}]: layer {li} runs {type(plan[li]).__name__}, not Kascade")
            hm = list(hm)
            if len(hm) != hkv:
                raise SparseAttnError(f"Kascade.head_maps[{li}] has {len(hm)} entries; the model has {hkv} KV heads")
            for g, x in enumerate(hm):
                if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x < hkv:
                    raise SparseAttnError(f"Kascade.head_maps[{li}][{g}] is {x!r}; KV heads are 0 .. {hkv - 1}")
        for i, m in kas:
            if i == 0:
                roles[i] = ("dense", 0, None)
            elif i in anchors:
                roles[i] = ("anchor", i, None)
            else:
                src = max(a for a in anchors if a <= i)  # exists: 0 is an anchor and runs the plan
                hm = k0.head_maps.get(i)
                roles[i] = ("reuse", src, None if hm is None else [int(x) for x in hm])
        for i in range(n_layers):
            if isinstance(plan[i], Kascade) and roles[i] is None:
                raise SparseAttnError(f"Kascade: layer {i} has no anchor")
    return plan, roles


class _LayerStats:
    def __init__(self):
        self.tiles = None       # int64 [2] device: considered, skipped
        self.keys = None        # int64 [1] device: keys attended (sparse methods)
        self.keys_host = 0      # keys attended known on the host (Dense, Static, dense decodes)
        self.visible = 0        # keys visible (host)
        self.prefill_calls = 0
        self.decode_calls = 0
        self.events: List[tuple] = []


class _State:
    def __init__(self, plan, roles, n_layers, hq, hkv, timing, key_stats):
        self.plan = plan
        self.roles = roles
        self.n_layers = n_layers
        self.hq, self.hkv = hq, hkv
        self.timing = timing
        self.key_stats = key_stats
        self.layers = [_LayerStats() for _ in range(n_layers)]
        self.head_maps: Dict[tuple, torch.Tensor] = {}
        self.fwd: Dict[Any, Any] = {}   # per-forward state: Kascade lists, the mask's reading


_DEFAULT_STATE_KEY = "_sparseattn"


def _text_model_modules(model):
    for mod in model.modules():
        li = getattr(mod, "layer_idx", None)
        if isinstance(li, int) and not isinstance(li, bool):
            yield mod


def _set_impl(model):
    cfg = model.config
    if getattr(cfg, "_attn_implementation", None) == IMPLEMENTATION:
        return
    if hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(IMPLEMENTATION)
    else:
        cfg._attn_implementation = IMPLEMENTATION
        tc = cfg.get_text_config() if hasattr(cfg, "get_text_config") else cfg
        if tc is not cfg:
            tc._attn_implementation = IMPLEMENTATION


_MISSING = object()


def _attention_modules(model) -> Dict[int, Any]:
    """layer index -> the attention module (the module with that layer_idx that the attention function receives)."""
    found: Dict[int, Any] = {}
    for mod in _text_model_modules(model):
        li = mod.layer_idx
        prev = found.get(li)
        # prefer the attention module (it holds the projections) over a decoder layer with the same layer_idx
        if prev is None or (not hasattr(prev, "q_proj") and hasattr(mod, "q_proj")) or \
                (not type(prev).__name__.endswith("Attention") and type(mod).__name__.endswith("Attention")):
            found[li] = mod
    return found


def layer_features(model) -> List[Dict[str, Any]]:
    """Per layer, the engine features its attention hands the attention function, as the model's modules and
    config declare them: sliding_window (int or None), softcap (float or None), sinks (bool: learned sinks, gpt-oss).
    Dense and Blasst run every one; Momo, Kascade and Static run only on layers without any (configure refuses them
    elsewhere)."""
    n_layers, _, _ = _model_dims(model)
    cfg = model.config
    tc = cfg.get_text_config() if hasattr(cfg, "get_text_config") else cfg
    types = getattr(tc, "layer_types", None)
    mods = _attention_modules(model)
    rows = []
    for i in range(n_layers):
        mod = mods.get(i)
        sw = getattr(mod, "sliding_window", _MISSING) if mod is not None else _MISSING
        if sw is _MISSING:   # a module that reads the window from the config in its forward
            sw = getattr(tc, "sliding_window", None)
            mwl = getattr(tc, "max_window_layers", None)
            if types is not None and i < len(types) and types[i] != "sliding_attention":
                sw = None
            elif getattr(tc, "use_sliding_window", True) is False:
                sw = None   # Qwen2 before layer_types
            elif types is None and isinstance(mwl, int) and hasattr(tc, "use_sliding_window") and i < mwl:
                sw = None   # Qwen2 before layer_types: the layers from max_window_layers on slide
        cap = getattr(mod, "attn_logit_softcapping", _MISSING) if mod is not None else _MISSING
        if cap is _MISSING:
            cap = getattr(tc, "attn_logit_softcapping", None)
        sinks = mod is not None and isinstance(getattr(mod, "sinks", None), torch.Tensor)
        rows.append({"layer": i, "sliding_window": sw if isinstance(sw, int) and not isinstance(sw, bool) else None,
                     "softcap": float(cap) if _is_num(cap) and cap else None, "sinks": bool(sinks)})
    return rows


def _check_features(plan, feats) -> None:
    for i, m in enumerate(plan):
        if not isinstance(m, (Momo, Kascade, Static)):
            continue
        f = feats[i]
        has = [n if n == "sinks" else f"{n}={f[n]}" for n in ("sliding_window", "softcap", "sinks") if f[n]]
        if has:
            what = {Momo: "MOMO's prefill", Kascade: "Kascade's kernels", Static: "the static pattern's block-sparse "
                    "kernel"}[type(m)]
            raise SparseAttnError(f"configure: layer {i} runs {type(m).__name__}, but the model's attention there has "
                                  f"{', '.join(has)}, which {what} does not take; run sparseattn.hf.Dense or Blasst on "
                                  f"the layers with these features (Config.layers; sparseattn.hf.layer_features(model) "
                                  f"lists them)")


def configure(model, config: Optional[Config] = None, *, timing: bool = False, key_stats: bool = True):
    """Select the attention method of every layer of `model` (registers the backend and switches the model to
    attn_implementation="sparseattn"). timing: per-layer attention time (CUDA events; on CPU the wall time of each
    call). key_stats: count keys attended / visible (a few small device ops per sparse call). Returns the model."""
    if config is None:
        config = Config()
    n_layers, hq, hkv = _model_dims(model)
    dtype = getattr(model, "dtype", None)
    if dtype is None:
        dtype = next(model.parameters()).dtype
    if dtype not in (torch.bfloat16, torch.float16):
        raise SparseAttnError(f"configure: the model is in {dtype}; the sparseattn kernels take bf16/fp16 tensors: load "
                              "the model with torch_dtype=torch.bfloat16 (dtype= from transformers 4.56 on) or float16, "
                              "or call model.to(torch.bfloat16)")
    plan, roles = _resolve_plan(config, n_layers, hkv)
    _check_features(plan, layer_features(model))
    if hq % hkv:
        raise SparseAttnError(f"configure: {hq} query heads are not a multiple of {hkv} KV heads")
    register()
    state = _State(plan, roles, n_layers, hq, hkv, bool(timing), bool(key_stats))
    mods = list(_text_model_modules(model))
    if not mods:
        raise SparseAttnError("configure: found no attention module (a module with an int layer_idx) in the model")
    for mod in mods:
        if not 0 <= mod.layer_idx < n_layers:
            raise SparseAttnError(f"configure: module {type(mod).__name__} has layer_idx {mod.layer_idx}, outside the "
                                  f"model's {n_layers} layers")
        object.__setattr__(mod, _DEFAULT_STATE_KEY, state)
    object.__setattr__(model, _DEFAULT_STATE_KEY, state)
    _set_impl(model)
    return model


def _state_of(model) -> _State:
    st = getattr(model, _DEFAULT_STATE_KEY, None)
    if st is None:
        raise SparseAttnError("the model is not configured: call sparseattn.hf.configure(model, config) first")
    return st


def stats(model) -> List[Dict[str, Any]]:
    """Per-layer statistics since configure / reset_stats (reads the device counters once)."""
    st = _state_of(model)
    dev_vals = []
    for ls in st.layers:
        if ls.tiles is not None:
            dev_vals.append(ls.tiles)
        if ls.keys is not None:
            dev_vals.append(ls.keys)
    host = {}
    if dev_vals:
        # one transfer per device
        by_dev: Dict[torch.device, List[torch.Tensor]] = {}
        for t in dev_vals:
            by_dev.setdefault(t.device, []).append(t)
        for dev, ts in by_dev.items():
            vals = torch.cat([t.reshape(-1) for t in ts]).cpu().tolist()
            o = 0
            for t in ts:
                n = t.numel()
                host[id(t)] = vals[o:o + n]
                o += n
    rows = []
    for i, ls in enumerate(st.layers):
        m = st.plan[i]
        row: Dict[str, Any] = {"layer": i, "method": _method_name(m)}
        if isinstance(m, Kascade):
            role, src, _ = st.roles[i]
            row["role"] = role
            row["anchor"] = src
        if isinstance(m, Blasst):
            c, s = host[id(ls.tiles)] if ls.tiles is not None else (0, 0)
            row["tiles_considered"] = int(c)
            row["tiles_skipped"] = int(s)
            row["tile_sparsity"] = (s / c) if c else None
            row["keys_attended"] = None
        else:
            att = ls.keys_host + (int(host[id(ls.keys)][0]) if ls.keys is not None else 0)
            row["keys_attended"] = att if st.key_stats else None
        row["keys_visible"] = ls.visible
        if row["keys_attended"] is not None:
            row["key_fraction"] = row["keys_attended"] / ls.visible if ls.visible else None
        row["prefill_calls"] = ls.prefill_calls
        row["decode_calls"] = ls.decode_calls
        if st.timing and ls.events:
            total = 0.0
            for a, b in ls.events:
                if isinstance(a, float):  # a CPU call's perf_counter readings
                    total += (b - a) * 1e3
                    continue
                b.synchronize()  # waits only for work not yet done (stats is read after the forward)
                total += a.elapsed_time(b)
            row["time_ms"] = total
        else:
            row["time_ms"] = None
        rows.append(row)
    return rows


def reset_stats(model) -> None:
    st = _state_of(model)
    for ls in st.layers:
        if ls.tiles is not None:
            ls.tiles.zero_()
        if ls.keys is not None:
            ls.keys.zero_()
        ls.keys_host = 0
        ls.visible = 0
        ls.prefill_calls = ls.decode_calls = 0
        ls.events = []


# ---------------------------------------------------------------------------------------------------------------
# mask interface


def _causal_fn():
    try:
        from transformers.masking_utils import causal_mask_function
        return causal_mask_function
    except Exception:  # pragma: no cover
        return None


def _mask_parts(fn):
    """The functions an and_masks(...) combination intersects (recursively); [fn] for anything else."""
    if getattr(fn, "__qualname__", "").startswith("and_masks.") and fn.__closure__:
        cells = dict(zip(fn.__code__.co_freevars, fn.__closure__))
        if "mask_functions" in cells:
            return [p for f in cells["mask_functions"].cell_contents for p in _mask_parts(f)]
    return [fn]


def _packed_sequences(fn):
    """The packed-sequence index tensor of a packed_sequence_mask_function(...) closure, else None."""
    if getattr(fn, "__qualname__", "").startswith("packed_sequence_mask_function.") and fn.__closure__:
        cells = dict(zip(fn.__code__.co_freevars, fn.__closure__))
        t = cells.get("packed_sequence_mask")
        if t is not None and isinstance(t.cell_contents, torch.Tensor):
            return t.cell_contents
    return None


def _sliding_overlay(fn) -> Optional[int]:
    """The window of a sliding_window_overlay(w) closure (transformers' sliding-window layers), else None."""
    if getattr(fn, "__qualname__", "").startswith("sliding_window_overlay.") and fn.__closure__:
        cells = dict(zip(fn.__code__.co_freevars, fn.__closure__))
        w = cells.get("sliding_window")
        if w is not None and isinstance(w.cell_contents, int):
            return w.cell_contents
    return None


def mask_function(batch_size=None, q_length=None, kv_length=None, q_offset=None, kv_offset=0,
                  mask_function=None, attention_mask=None, **kwargs):
    """The backend's AttentionMaskInterface entry: None when every key is a real token (the attention function then
    runs the plain causal path), else a 2D bool key mask [B, keys in use]. Causal masks and sliding-window causal
    masks are accepted (the window itself reaches the attention function as its sliding_window argument, as it does
    FlashAttention's); other mask patterns are refused. kv_offset (a sliding-window cache that keeps only the last
    keys) selects the mask's columns of the keys the layer holds."""
    causal = _causal_fn()
    if mask_function is not None and causal is not None and mask_function is not causal:
        for part in _mask_parts(mask_function):
            if part is causal or _sliding_overlay(part) is not None:
                continue
            psm = _packed_sequences(part)
            # transformers 4.53 - 4.5x add a packed-sequence mask whenever position_ids come without a mask or a
            # cache; one sequence per row (no position restarts) is plain causal attention
            if psm is not None and bool((psm[:, -1] == 0).all()):
                continue
            what = "packed sequences" if psm is not None else getattr(part, "__qualname__", repr(part))
            raise SparseAttnError(
                f"sparseattn attention supports causal attention (with a sliding window) and a padding mask only; the "
                f"model asked for another mask pattern ({what}: e.g. chunked attention, packed sequences or a custom "
                "overlay)")
    if isinstance(kv_offset, torch.Tensor):
        kv_offset = int(kv_offset)
    kv_offset = int(kv_offset or 0)
    if q_length is None:
        cp = kwargs.get("cache_position")
        q_length = int(cp.shape[0]) if cp is not None else None
    if q_offset is None:
        cp = kwargs.get("cache_position")
        q_offset = int(cp[0]) if cp is not None else None
    if isinstance(q_offset, torch.Tensor):
        q_offset = int(q_offset)
    seen = None if (q_offset is None or q_length is None) else q_offset + q_length
    # The layer's keys are positions [start, start + kv_length): a sliding-window cache keeps the last ones
    # (kv_offset), a static cache has unused slots past the tokens seen so far. A mask with fewer columns than the
    # keys marks the keys past it as unused slots: the attention function then attends to the first `columns` keys,
    # the queries being the last ones.
    if attention_mask is not None and attention_mask.dim() != 2:
        raise SparseAttnError(f"sparseattn attention: a {attention_mask.dim()}D attention_mask reached the mask builder; "
                              "pass a 2D padding mask [batch, length]")
    last = seen if seen is not None else (attention_mask.shape[1] if attention_mask is not None else kv_length)
    start = kv_offset if kv_offset else max(0, last - kv_length)
    end = min(start + kv_length, last)
    if attention_mask is not None:
        am = attention_mask.to(torch.bool)[:, start:end]
        if am.shape[1] == kv_length and bool(am.all()):
            return None
        return am
    if end - start < kv_length:  # a static cache's future slots
        return torch.ones(batch_size, end - start, dtype=torch.bool, device=kwargs.get("device", "cpu"))
    return None


_REGISTERED = False


def register() -> None:
    """Add attn_implementation="sparseattn" to transformers (idempotent)."""
    global _REGISTERED
    if _REGISTERED:
        return
    try:
        import transformers  # noqa: F401
    except ImportError as e:
        raise SparseAttnError("sparseattn.hf needs the transformers package (pip install transformers)") from e
    try:
        from transformers import AttentionInterface
        AttentionInterface.register(IMPLEMENTATION, attention_forward)
    except ImportError:
        from transformers.modeling_utils import ALL_ATTENTION_FUNCTIONS  # transformers < 4.50: a dict
        ALL_ATTENTION_FUNCTIONS[IMPLEMENTATION] = attention_forward
    try:
        from transformers.masking_utils import AttentionMaskInterface
    except ImportError:
        AttentionMaskInterface = None  # older versions build a 4D mask: checked in attention_forward
    if AttentionMaskInterface is not None:
        AttentionMaskInterface.register(IMPLEMENTATION, mask_function)
    _REGISTERED = True


# ---------------------------------------------------------------------------------------------------------------
# the attention function


def _counter(ls: _LayerStats, attr: str, n: int, device) -> torch.Tensor:
    t = getattr(ls, attr)
    if t is None or t.device != device:
        t = torch.zeros(n, dtype=torch.int64, device=device)
        setattr(ls, attr, t)
    return t


def _visible_sum(sq: int, sk: int, left: int = -1) -> int:
    """Keys visible to the last sq of sk positions, bottom-right causal, each row at most left + 1 keys (a sliding
    window; -1 = none)."""
    if sq <= 0:
        return 0
    a, b = sk - sq + 1, sk   # row i sees min(i + sk - sq + 1, left + 1) keys
    if left < 0 or left + 1 >= b:
        return sum_range(a, b)
    w = left + 1
    if w < a:
        return w * (b - a + 1)
    return sum_range(a, w) + w * (b - w)


def sum_range(a: int, b: int) -> int:
    """a + (a+1) + ... + b."""
    if b < a:
        return 0
    return (a + b) * (b - a + 1) // 2


def _static_attended(sq: int, sk: int, sink: int, window: int) -> int:
    """Keys in sinks [0, sink) U (p - window, p] for the rows p = sk - sq .. sk - 1 (exact, host)."""
    p = torch.arange(sk - sq, sk, dtype=torch.int64)
    s = torch.clamp(p + 1, max=sink)
    lo = torch.clamp(p - window + 1, min=sink)  # window part outside the sinks
    w = torch.clamp(p - lo + 1, min=0)
    return int((s + w).sum())


def _momo_block_keys(block_index, block_count, sq, sk, kb, qbk, sink, window):
    """Device: keys the listed blocks add beyond the sinks and window, summed over rows, heads and sequences."""
    dev = block_index.device
    B, H, nqb, mb = block_index.shape
    if mb == 0:
        return torch.zeros((), dtype=torch.int64, device=dev)
    diag = sk - sq
    qb = torch.arange(nqb, device=dev, dtype=torch.int64)
    r0 = qb * qbk + diag                                          # first row's causal limit
    r1 = torch.clamp((qb + 1) * qbk, max=sq) - 1 + diag           # last row's
    n = (r1 - r0 + 1).clamp(min=0)
    j = block_index.to(torch.int64)
    valid = (torch.arange(mb, device=dev) < block_count.to(torch.int64).unsqueeze(-1)) & (j >= 0)
    lo = torch.clamp(j * kb, min=sink)
    hi = (j + 1) * kb - 1
    ln = (hi - lo + 1).clamp(min=0)                               # block part outside the sinks
    # row p adds clamp(p - window - lo + 1, 0, ln) (the part before its window and at most its causal limit)
    a = r0.view(1, 1, nqb, 1) - window - lo + 1
    e = a + n.view(1, 1, nqb, 1) - 1

    def G(x):  # sum_{y <= x} clamp(y, 0, ln)
        x = x.clamp(min=0)
        inside = x * (x + 1) // 2
        over = ln * (ln + 1) // 2 + (x - ln) * ln
        return torch.where(x <= ln, inside, over)

    tot = G(e) - G(a - 1)
    tot = torch.where(valid & (n.view(1, 1, nqb, 1) > 0), tot, torch.zeros_like(tot))
    return tot.sum()


class _Mods:
    """The engine features a model passes to the attention function: a sliding window (transformers' sliding_window
    w: a query sees itself and the w - 1 keys before it, FlashAttention's window_size (w - 1, w - 1) under a causal
    mask), a soft-cap on the scaled scores (Gemma 2) and learned sinks (gpt-oss's s_aux / sinks: one logit per query
    head in the softmax denominator). Dense and BLASST take them in prefill and decode; MOMO's prefill, Kascade and
    the static pattern do not, and a layer that asks them for one is refused by name."""
    __slots__ = ("left", "softcap", "sinks")

    def __init__(self, left: int = -1, softcap: float = 0.0, sinks: Optional[torch.Tensor] = None):
        self.left, self.softcap, self.sinks = left, softcap, sinks

    def window(self, sk: int) -> bool:
        """The window drops keys for some row of a call with sk keys (a window covering them all is a no-op)."""
        return self.left >= 0 and sk - 1 > self.left

    def active(self, sk: int) -> List[str]:
        names = []
        if self.window(sk):
            names.append(f"sliding_window={self.left + 1}")
        if self.softcap:
            names.append(f"softcap={self.softcap:g}")
        if self.sinks is not None:
            names.append("sinks (s_aux)")
        return names

    def with_left(self, left: int) -> "_Mods":
        if left == self.left:
            return self
        if left < 0 and not self.softcap and self.sinks is None:
            return _NO_MODS
        return _Mods(left, self.softcap, self.sinks)

    def kw(self, sk: int) -> Dict[str, Any]:
        """sparseattn.attention / decode keyword arguments (a window that drops nothing is left out)."""
        kw: Dict[str, Any] = {}
        if self.window(sk):
            kw["window_size"] = (self.left, -1)
        if self.softcap:
            kw["softcap"] = self.softcap
        if self.sinks is not None:
            kw["sinks"] = self.sinks
        return kw


_NO_MODS = _Mods()


def _mods_of(where: str, query, sliding_window, softcap, s_aux, sinks) -> _Mods:
    """The attention function's sliding_window / softcap / s_aux / sinks keyword arguments, as transformers' models
    pass them (None = off), checked."""
    if sliding_window is None:
        left = -1
    elif isinstance(sliding_window, bool) or not isinstance(sliding_window, int) or sliding_window < 1:
        raise SparseAttnError(f"{where}: sliding_window is {sliding_window!r}; it must be None or an int >= 1 (the "
                              "keys a query sees, itself included)")
    else:
        left = sliding_window - 1
    cap = 0.0
    if softcap is not None:
        if not _is_num(softcap) or not (softcap >= 0 and math.isfinite(softcap)):
            raise SparseAttnError(f"{where}: softcap is {softcap!r}; it must be None or a finite number >= 0")
        cap = float(softcap)
    if s_aux is not None and sinks is not None and s_aux is not sinks:
        raise SparseAttnError(f"{where}: both s_aux and sinks are given; they name the same learned sinks, pass one")
    sk_t = s_aux if s_aux is not None else sinks
    if sk_t is not None:
        hq = query.shape[1]
        if not isinstance(sk_t, torch.Tensor) or sk_t.numel() != hq or not sk_t.is_floating_point():
            raise SparseAttnError(f"{where}: the sinks (s_aux) must be a floating-point tensor of {hq} logits, one per "
                                  f"query head; got {type(sk_t).__name__} "
                                  f"{tuple(sk_t.shape) if isinstance(sk_t, torch.Tensor) else ''}")
        if sk_t.device != query.device:
            raise SparseAttnError(f"{where}: the sinks are on {sk_t.device} but the query is on {query.device}")
        # the kernels take fp32 [Hq]; a bf16 parameter (gpt-oss) is widened, exactly
        sk_t = sk_t.detach().reshape(hq).to(torch.float32).contiguous()
    if left < 0 and not cap and sk_t is None:
        return _NO_MODS
    return _Mods(left, cap, sk_t)


def _refuse_mods(layer, mods: _Mods, sk: int, what: str) -> None:
    active = mods.active(sk)
    if active:
        raise SparseAttnError(f"sparseattn attention (layer {layer}): {what} takes no sliding window, soft-cap or "
                              f"sinks, and this layer's attention has {', '.join(active)}; run sparseattn.hf.Dense or "
                              f"Blasst on it (Config.layers), see sparseattn.hf.layer_features(model)")


def _head_map(st: _State, layer: int, hm, device) -> Optional[torch.Tensor]:
    if hm is None:
        return None
    key = (layer, device)
    t = st.head_maps.get(key)
    if t is None:
        t = torch.tensor(hm, dtype=torch.int32, device=device)
        st.head_maps[key] = t
    return t


def _seqlens(st: _State, b: int, sk: int, device) -> torch.Tensor:
    key = ("seqlens", b, sk, device)
    t = st.fwd.get(key)
    if t is None:
        t = torch.full((b,), sk, dtype=torch.int32, device=device)
        st.fwd[key] = t
    return t


def _run(st: _State, layer: int, method, q, k, v, scaling, seq_key, mods: _Mods = _NO_MODS):
    """One batch without padding: q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D] (views). Returns [B, Sq, Hq, D]."""
    ls = st.layers[layer]
    B, sq, hq, d = q.shape
    sk = k.shape[1]
    dev = q.device
    if sq > sk:
        raise SparseAttnError(f"sparseattn attention (layer {layer}): {sq} queries against {sk} keys; causal attention "
                              "needs Sq <= Sk")
    prefill = sq == sk
    decode = not prefill and sq <= DECODE_MAX_QUERIES
    mkw = mods.kw(sk)
    if isinstance(method, Momo) and prefill:
        _refuse_mods(layer, mods, sk, "MOMO's prefill")
    elif isinstance(method, Static):
        _refuse_mods(layer, mods, sk, "the static sinks + window pattern (block-sparse attention)")
    elif isinstance(method, Kascade):
        _refuse_mods(layer, mods, sk, "Kascade")
    if prefill or not decode:
        ls.prefill_calls += 1
    else:
        ls.decode_calls += 1
    vis = B * hq * _visible_sum(sq, sk, mods.left if "window_size" in mkw else -1)
    ls.visible += vis

    if isinstance(method, Blasst):
        lam, fac = (method.decode_lambda, method.decode_scale_factor) if decode else (method.lambda_, method.scale_factor)
        if lam is None and fac is None:
            lam = 0.0  # this phase runs densely: lambda 0 is the dense path, and the counters still see the tiles
        ctr = _counter(ls, "tiles", 2, dev)
        if decode:
            return _sa.decode(q, k, v, _seqlens(st, B, sk, dev), max_seqlen_k=sk, causal=True, softmax_scale=scaling,
                              blasst_lambda=lam, blasst_scale_factor=fac, counters=ctr, **mkw)
        return _sa.attention(q, k, v, causal=True, softmax_scale=scaling, blasst_lambda=lam, blasst_scale_factor=fac,
                             counters=ctr, **mkw)

    if isinstance(method, Dense) or (isinstance(method, Momo) and not prefill):
        ls.keys_host += vis
        if decode:
            return _sa.decode(q, k, v, _seqlens(st, B, sk, dev), max_seqlen_k=sk, causal=True, softmax_scale=scaling,
                              **mkw)
        return _sa.attention(q, k, v, causal=True, softmax_scale=scaling, **mkw)

    if isinstance(method, Momo):
        out, block_index, block_count = _sa.momo(
            q, k, v, gamma=method.gamma, key_block=method.key_block, query_block=method.query_block, k_blocks=method.k,
            k_exact=min(8, method.k) if method.k_exact is None else method.k_exact, topk=method.topk, k_trim=method.k_trim, sink_tokens=method.sink_tokens,
            window_tokens=method.window_tokens, softmax_scale=scaling, return_blocks=True)
        if st.key_stats:
            ls.keys_host += B * hq * _static_attended(sq, sk, method.sink_tokens, method.window_tokens)
            extra = _momo_block_keys(block_index, block_count, sq, sk, method.key_block,
                                     method.query_block, method.sink_tokens, method.window_tokens)
            _counter(ls, "keys", 1, dev).add_(extra)
        return out

    if isinstance(method, Static):
        if st.key_stats:
            ls.keys_host += B * hq * _static_attended(sq, sk, method.sink_tokens, method.window_tokens)
        qbk = 128
        nqb = (sq + qbk - 1) // qbk
        key = ("static_lists", B, hq, nqb, dev)
        lists = st.fwd.get(key)
        if lists is None:
            lists = (torch.zeros(B, hq, nqb, 1, dtype=torch.int32, device=dev),
                     torch.zeros(B, hq, nqb, dtype=torch.int32, device=dev))
            st.fwd[key] = lists
        return _sa.block_sparse(q, k, v, lists[0], lists[1], sink_tokens=method.sink_tokens,
                                window_tokens=method.window_tokens, causal=True, softmax_scale=scaling)

    if isinstance(method, Kascade):
        return _run_kascade(st, layer, method, q, k, v, scaling, seq_key, prefill)

    raise SparseAttnError(f"layer {layer}: unknown method {method!r}")


def _run_kascade(st, layer, method, q, k, v, scaling, seq_key, prefill):
    ls = st.layers[layer]
    role, src, hm = st.roles[layer]
    B, sq, hq, d = q.shape
    sk = k.shape[1]
    hkv = k.shape[2]
    group = hq // hkv
    dev = q.device
    # one decision for every Kascade layer of the forward (it depends on the shapes only)
    use_decode = (not prefill) and sq * group <= DECODE_MAX_QUERIES
    lkey = ("kascade", src, seq_key, use_decode)
    if role in ("dense", "anchor"):
        if use_decode:
            max_k = _sa.kascade_max_k(sk - sq, method.topk_fraction, method.k_min)
            indices = torch.empty(B, hkv, max_k, dtype=torch.int32, device=dev)
            counts = torch.empty(B, hkv, dtype=torch.int32, device=dev)
        else:
            indices, counts = _sa.kascade_lists(q, k, method.topk_fraction, method.k_min, tile=method.tile)
        st.fwd[lkey] = (indices, counts, sq, sk)
        head_map = None
    else:
        got = st.fwd.get(lkey)
        if got is None:
            raise SparseAttnError(f"Kascade: reuse layer {layer} found no lists of anchor layer {src} in this forward "
                                  "pass (the anchor did not run before it)")
        indices, counts, asq, ask = got
        if (asq, ask) != (sq, sk):
            raise SparseAttnError(f"Kascade: reuse layer {layer} has {sq} queries / {sk} keys but anchor {src} had "
                                  f"{asq} / {ask}")
        head_map = _head_map(st, layer, hm, dev)
    if use_decode:
        out = _sa.kascade_decode(q, k, v, _seqlens(st, B, sk, dev), indices, counts, role=role, head_map=head_map,
                                 topk_fraction=method.topk_fraction, k_min=method.k_min, max_seqlen_k=sk, causal=True,
                                 softmax_scale=scaling)
    else:
        out = _sa.kascade_prefill(q, k, v, indices, counts, role=role, head_map=head_map,
                                  topk_fraction=method.topk_fraction, k_min=method.k_min, tile=method.tile,
                                  softmax_scale=scaling)
    if st.key_stats:
        if role == "dense":
            ls.keys_host += B * hq * _visible_sum(sq, sk)
        else:
            _counter(ls, "keys", 1, dev).add_(_kascade_keys(counts, head_map, group, sq, sk, method.tile, use_decode,
                                                            indices.shape[-1]))
    return out


def _kascade_keys(counts, head_map, group, sq, sk, tile, decode, max_k):
    """Device: keys attended by Kascade's sparse rows, summed over sequences, query heads and rows."""
    dev = counts.device
    c = counts.to(torch.int64).clamp(min=0, max=max_k)
    if head_map is not None:
        c = c.index_select(1, head_map.to(torch.int64))
    if decode:
        # row i (new token i) attends the listed positions before the new keys plus new keys 0 .. i
        L = sk - sq
        per = c.clamp(max=L) * sq + sum_range(1, sq)
        return per.sum() * group
    diag = sk - sq
    tiles = c.shape[-1]
    t = torch.arange(tiles, device=dev, dtype=torch.int64)
    rows = (torch.clamp((t + 1) * tile, max=sq) - t * tile).clamp(min=0)
    own_lo = t * tile + diag
    lt = own_lo.clamp(min=0)                                # keys before the tile (the lists' range)
    cc = torch.minimum(c, lt.view(1, 1, -1))
    own = rows * (rows + 1) // 2                            # row r of the tile sees its own tile's keys 0 .. r
    per = cc * rows.view(1, 1, -1) + own.view(1, 1, -1)
    return per.sum() * group


# ---- masks


def _mask_info(st: Optional[_State], attention_mask, B, sq, sk, device):
    """None when every key is a real token and the call is plain causal; else a dict: "n" the keys in use (keys past
    them are unused slots), "seqs" the per-sequence plan (None: no padding), and for a 4D mask "left", the sliding
    window it carries (-1: none). Cached per forward (the layers of one kind see the same mask object)."""
    if attention_mask is None:
        return None
    cache = st.fwd if st is not None else {}
    key = (B, sq, sk)
    got = cache.get(("mask", id(attention_mask)))
    if got is not None and got[0] is attention_mask and got[1] == key:
        return got[2]
    info = _read_mask(attention_mask, B, sq, sk)
    cache[("mask", id(attention_mask))] = (attention_mask, key, info)
    return info


def _read_mask(m, B, sq, sk):
    if m.dim() == 2:
        if m.shape[0] != B:
            raise SparseAttnError(f"sparseattn attention: attention_mask has batch {m.shape[0]}, the query {B}")
        kv = m.to(torch.bool)
        if kv.shape[1] > sk:
            kv = kv[:, -sk:]
        kv = kv.cpu()
        n = kv.shape[1]
        if n < sq:
            raise SparseAttnError(f"sparseattn attention: attention_mask covers {n} keys, fewer than the {sq} queries")
        if bool(kv.all()):
            return None if n == sk else {"n": n, "seqs": None}
        return _plan_padding(kv, sq, n)
    if m.dim() == 4:
        if m.shape[0] != B or m.shape[2] != sq or m.shape[-1] < sk:
            raise SparseAttnError(f"sparseattn attention: 4D attention_mask of shape {tuple(m.shape)} does not match "
                                  f"batch {B}, {sq} queries, {sk} keys")
        if m.shape[1] != 1:
            raise SparseAttnError("sparseattn attention: a per-head 4D attention_mask is not supported")
        mm = m[:, 0, :, :sk]

        def allowed_rows(r0, r1):
            x = mm[:, r0:r1]
            return x if x.dtype == torch.bool else (x == 0)

        # The mask must be key padding AND bottom-right causal by position AND, optionally, a sliding window: query i
        # (at position p = i + n - sq) sees key j iff key j is a real token and p - left <= j <= p. Keys no query sees
        # at the end (a static cache's future slots) are unused slots: the queries are the last sq of the first n
        # keys, n = the last key seen + 1 (at least sq: right-padded queries see no key of their own). The mask
        # defines the pattern, as it does for eager attention: its window is read off it (the farthest any row
        # reaches back), then every entry is checked. The real keys are those some query sees (a key no query's
        # window reaches changes nothing). On the mask's device, a block of query rows at a time; one host read of
        # the window and n, one of the verdict and the keys.
        step = max(1, (1 << 24) // max(1, B * sk))
        kv = torch.zeros(B, sk, dtype=torch.bool, device=m.device)
        far = torch.full((), -1, dtype=torch.int64, device=m.device)
        for r0 in range(0, sq, step):
            a = allowed_rows(r0, min(sq, r0 + step))
            kv |= a.any(1)
            p = torch.arange(r0, min(sq, r0 + step), device=m.device) + (sk - sq)
            first = a.to(torch.int8).argmax(-1)          # the first key each row sees
            far = torch.maximum(far, torch.where(a.any(-1), p.view(1, -1) - first, -1).max())
        last = torch.where(kv.any(0), torch.arange(sk, device=m.device), -1).max()
        far, last = torch.stack([far, last]).tolist()
        n, sk0 = max(last + 1, sq), sk
        if n < sk:
            far -= sk - n
            sk, mm, kv = n, mm[..., :n], kv[:, :n]
        j = torch.arange(sk, device=m.device)
        left = far
        if left >= sk - 1:
            left = -1
        bad = torch.zeros((), dtype=torch.bool, device=m.device)
        for r0 in range(0, sq, step):
            r1 = min(sq, r0 + step)
            p = torch.arange(r0, r1, device=m.device) + (sk - sq)
            see = j.view(1, -1) <= p.view(-1, 1)
            if left >= 0:
                see &= j.view(1, -1) >= (p - left).view(-1, 1)
            expect = kv.unsqueeze(1) & see.unsqueeze(0)
            bad |= (expect != allowed_rows(r0, r1)).any()
        if bool(bad):
            raise SparseAttnError("sparseattn attention: the 4D attention_mask is not a causal mask over the non-padded "
                                  "tokens, with or without a sliding window (packed sequences or a custom pattern); "
                                  "sparseattn supports causal attention with padding and a sliding window only")
        kv = kv.cpu()
        if left >= 0:
            # the window drops a real key for some row only if the last row's window starts after a real key
            firsts = [int(torch.nonzero(kv[b])[0]) for b in range(B) if bool(kv[b].any())]
            if not any(sk - 1 - left > f for f in firsts):
                left = -1
        if bool(kv.all()):
            return None if left < 0 and sk == sk0 else {"n": sk, "seqs": None, "left": left}
        info = _plan_padding(kv, sq, sk)
        info["left"] = left
        return info
    raise SparseAttnError(f"sparseattn attention: attention_mask of {m.dim()} dims is not supported")


def _plan_padding(kv, sq, n):
    """kv: host bool [B, n] real keys (n <= sk: keys past n are unused slots). Returns a per-sequence plan."""
    B = kv.shape[0]
    seqs = []
    for b in range(B):
        kpos = torch.nonzero(kv[b]).flatten()
        qmask = kv[b, n - sq:]
        qpos = torch.nonzero(qmask).flatten()
        seqs.append((_as_range_or_index(kpos), _as_range_or_index(qpos), int(kpos.numel()), int(qpos.numel())))
    return {"n": n, "seqs": seqs}


def _as_range_or_index(pos):
    if pos.numel() == 0:
        return (0, 0)
    a, b = int(pos[0]), int(pos[-1]) + 1
    if b - a == pos.numel():
        return (a, b)
    return pos


def _select(x, sel, dim):
    if isinstance(sel, tuple):
        return x.narrow(dim, sel[0], sel[1] - sel[0])
    return x.index_select(dim, sel.to(x.device))


def _uniform(seqs) -> bool:
    first = seqs[0]
    return first[3] > 0 and isinstance(first[0], tuple) and isinstance(first[1], tuple) and \
        all(isinstance(x[0], tuple) and isinstance(x[1], tuple) and x[:2] == first[:2] for x in seqs)


def _packable(method, seqs) -> bool:
    """Dense and Blasst prefill of a padded batch: one call in the packed (varlen) layout when every sequence's
    queries take the prefill path (decode steps and the sparse methods run per sequence)."""
    if not isinstance(method, (Dense, Blasst)):
        return False
    live = [(nk, nq) for (_, _, nk, nq) in seqs if nq > 0]
    return len(live) > 1 and all(nq == nk or nq > DECODE_MAX_QUERIES for nk, nq in live)


def _run_packed(st, layer, method, q, k, v, seqs, scaling, mods: _Mods = _NO_MODS):
    """The real tokens of every sequence gathered into the packed layout, one bottom-right causal prefill call,
    scattered back ([B, Sq, Hq, D], zeros at padded queries)."""
    ls = st.layers[layer]
    B, sq, hq, d = q.shape
    qs, ks, vs, cq, ck, rows = [], [], [], [0], [0], []
    vis = 0
    for b, (ksel, qsel, nk, nq) in enumerate(seqs):
        if nq == 0:
            continue
        qs.append(_select(q[b], qsel, 0))
        ks.append(_select(k[b], ksel, 0))
        vs.append(_select(v[b], ksel, 0))
        cq.append(cq[-1] + nq)
        ck.append(ck[-1] + nk)
        rows.append((b, qsel))
        vis += hq * _visible_sum(nq, nk, mods.left)
    dev = q.device
    cu_q = torch.tensor(cq, dtype=torch.int32, device=dev)
    cu_k = torch.tensor(ck, dtype=torch.int32, device=dev)
    max_q = max(cq[i + 1] - cq[i] for i in range(len(rows)))
    max_k = max(ck[i + 1] - ck[i] for i in range(len(rows)))
    ls.prefill_calls += 1
    ls.visible += vis
    kw = {}
    if isinstance(method, Blasst):
        lam, fac = method.lambda_, method.scale_factor
        kw = dict(blasst_lambda=0.0 if lam is None and fac is None else lam, blasst_scale_factor=fac,
                  counters=_counter(ls, "tiles", 2, dev))
    else:
        ls.keys_host += vis
    kw.update(mods.kw(max_k))
    o = _sa.attention(torch.cat(qs), torch.cat(ks), torch.cat(vs), causal=True, softmax_scale=scaling,
                      cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, max_seqlen_q=max_q, max_seqlen_k=max_k, **kw)
    out = torch.zeros(B, sq, hq, d, dtype=q.dtype, device=dev)
    for i, (b, qsel) in enumerate(rows):
        ob = o[cq[i]:cq[i + 1]]
        if isinstance(qsel, tuple):
            out[b, qsel[0]:qsel[1]] = ob
        else:
            out[b].index_copy_(0, qsel.to(dev), ob)
    return out


def attention_forward(module, query, key, value, attention_mask, scaling=None, dropout=0.0, sliding_window=None,
                      softcap=None, s_aux=None, sinks=None, **kwargs):
    """transformers attention function: query [B, Hq, Sq, D], key/value [B, Hkv, Sk, D] -> ([B, Sq, Hq, D], None).
    sliding_window (a query sees itself and the sliding_window - 1 keys before it), softcap and the learned sinks
    (s_aux or sinks: [Hq] logits) as transformers' models pass them to FlashAttention."""
    layer = getattr(module, "layer_idx", None)
    st: Optional[_State] = getattr(module, _DEFAULT_STATE_KEY, None)
    where = f"sparseattn attention (layer {layer})"
    if dropout:
        raise SparseAttnError(f"{where}: attention dropout {dropout} is not supported (call model.eval())")
    if not getattr(module, "is_causal", True) or kwargs.get("is_causal") is False:
        raise SparseAttnError(f"{where}: the module is not causal; sparseattn implements causal attention")
    for name in ("cu_seq_lens_q", "cu_seq_lens_k"):
        if kwargs.get(name) is not None:
            raise SparseAttnError(f"{where}: {name} (packed sequences without a mask) is not supported by the "
                                  "sparseattn backend")
    if query.dtype not in (torch.bfloat16, torch.float16):
        raise SparseAttnError(f"{where}: query is {query.dtype}; the sparseattn kernels take bf16/fp16 tensors: load the "
                              "model with torch_dtype=torch.bfloat16 (dtype= from transformers 4.56 on) or float16")
    mods = _mods_of(where, query, sliding_window, softcap, s_aux, sinks)
    if st is None:
        method, state_layer = Dense(), None
    else:
        if not isinstance(layer, int) or not 0 <= layer < st.n_layers:
            raise SparseAttnError(f"{where}: layer index out of range (the model has {st.n_layers} layers)")
        method, state_layer = st.plan[layer], layer
        if layer == 0:
            st.fwd.clear()  # a new forward pass: Kascade lists and the mask's reading start over
    q = query.transpose(1, 2)
    k = key.transpose(1, 2)
    v = value.transpose(1, 2)
    B, sq, hq, d = q.shape
    sk = k.shape[1]

    ev = None
    if st is not None and st.timing:
        if q.is_cuda:
            ev = (torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
            ev[0].record()
        else:
            ev = time.perf_counter()

    if st is None:
        st_run = _State([Dense()], [None], 1, hq, k.shape[2], False, False)
        state_layer = 0
    else:
        st_run = st

    info = _mask_info(st, attention_mask, B, sq, sk, q.device)
    if attention_mask is not None and attention_mask.dim() == 4:
        # a 4D mask (transformers 4.48 - 4.52) defines the pattern, as it does for eager attention: its window
        mods = mods.with_left(-1 if info is None else info.get("left", -1))
    if info is None:
        out = _run(st_run, state_layer, method, q, k, v, scaling, None, mods)
    else:
        n = info["n"]
        k_n, v_n = k[:, :n], v[:, :n]  # the queries are the last sq of the n keys in use
        if n < sq:
            raise SparseAttnError(f"{where}: the mask covers {n} keys, fewer than the {sq} queries")
        if info["seqs"] is not None and mods.window(n) and \
                any(not isinstance(ksel, tuple) for (ksel, _, _, _) in info["seqs"]):
            # the window counts positions, padded ones included: gathering the real keys would move it
            raise SparseAttnError(f"{where}: a sliding window with a padding mask that has holes (padding between real "
                                  "tokens) is not supported; pad on the left or the right only")
    if info is not None and info["seqs"] is None:  # no padding; unused slots past the first n keys
        out = _run(st_run, state_layer, method, q, k_n, v_n, scaling, None, mods)
    elif info is not None and _uniform(info["seqs"]):
        # every sequence has the same keys and queries in use (keys no window reaches, unused slots): one call
        (ka, kb_), (qa, qb_), _, _ = info["seqs"][0]
        ob = _run(st_run, state_layer, method, q[:, qa:qb_], k_n[:, ka:kb_], v_n[:, ka:kb_], scaling, None, mods)
        if (qa, qb_) == (0, sq):
            out = ob
        else:
            out = torch.zeros(B, sq, hq, d, dtype=q.dtype, device=q.device)
            out[:, qa:qb_] = ob
    elif info is not None and _packable(method, info["seqs"]):
        out = _run_packed(st_run, state_layer, method, q, k_n, v_n, info["seqs"], scaling, mods)
    elif info is not None:
        out = torch.zeros(B, sq, hq, d, dtype=q.dtype, device=q.device)
        for b, (ksel, qsel, nk, nq) in enumerate(info["seqs"]):
            if nq == 0:
                continue
            qb = _select(q[b:b + 1], qsel, 1)
            kb = _select(k_n[b:b + 1], ksel, 1)
            vb = _select(v_n[b:b + 1], ksel, 1)
            # bottom-right alignment holds: the real queries are the last nq real keys
            ob = _run(st_run, state_layer, method, qb, kb, vb, scaling, b, mods)
            if isinstance(qsel, tuple):
                out[b:b + 1, qsel[0]:qsel[1]] = ob
            else:
                out[b].index_copy_(0, qsel.to(q.device), ob[0])
    if isinstance(ev, float):
        st.layers[layer].events.append((ev, time.perf_counter()))
    elif ev is not None:
        ev[1].record()
        st.layers[layer].events.append(ev)
    return out, None
