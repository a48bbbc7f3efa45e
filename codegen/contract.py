#!/usr/bin/env python3
"""The hook contract of the policy modules, checked by generate.py.

The kernels are loops composed from policy modules: Jinja templates of macros, the hooks, passed in as kv, rule,
epi and measure. The code a hook emits runs inside the kernel and sees its locals (p, b, h, kvh, m0, len_q, len_k,
diag, win_l, win_r, tid, warp, lane, g, tq, smem, the tile s[MI][NT][4], m, l, o; decode's in common/decode.j2).
HOOKS below is the contract: per kind of policy, each hook with its arguments, the loops that call it, whether it
is optional (a loop then tests `x.hook is defined` and leaves it out where it is absent) and what it does.
HELPERS lists the macros a module shares with its sibling modules, which no loop calls. Any other macro of a policy
module is private to it: its name starts with an underscore (Jinja does not export it).

generate.py (generate and --check) fails with a message naming the module and the hook when
  - a policy module defines a public macro that is neither a hook of its kind nor a helper the table lists for it,
    or a hook without the table's arguments (a module may add trailing ones with defaults for its siblings' calls);
  - a template asks a policy module for a name that is not a hook of its kind (a misspelt hook), or probes with
    `is defined` a hook the table does not call optional, or a loop calls a hook the table does not list for it;
  - the table lists a hook that no template calls;
  - while a variant renders, a loop calls a hook its module lacks (a required one: an optional one is absent).

  python3 codegen/contract.py              check templates/ (as generate.py does before rendering)
  python3 codegen/contract.py --self-test  show on a scratch copy of templates/ that broken modules are rejected
"""
import collections
import fnmatch
import os
import re
import shutil
import sys
import tempfile

import jinja2
from jinja2 import nodes

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TEMPLATES = os.path.join(ROOT, "templates")

# The callers of hooks: the loops, and the kernel templates that compose them with the policies.
SM80, SM90, TMA, DEC, KERNEL = "sm80", "sm90", "tma", "decode", "kernel"
LOOPS = {
    SM80: "the sm80 loop (common/mainloop.j2, whose seq_bounds serves the sm90 loop too)",
    SM90: "the sm90 loop (common/mainloop_sm90.j2)",
    TMA: "the sm90 loop with tensor maps (cfg.tma)",
    DEC: "the decode loop (common/decode.j2)",
    KERNEL: "the kernel template (templates/*.cu.j2)",
}
# which loops a template holds: a hook one of them calls must name one of these
LOOP_FILES = {"common/mainloop.j2": (SM80,), "common/mainloop_sm90.j2": (SM90, TMA), "common/decode.j2": (DEC,)}

# Each kind's modules, by file name.
KINDS = collections.OrderedDict([
    ("kv", "common/kv_*.j2"),
    ("rule", "common/rule_*.j2"),
    ("epi", "common/epi_*.j2"),
    ("measure", "common/topk.j2"),
])

Hook = collections.namedtuple("Hook", "args loops optional doc")
RULE_DECIDE = "cfg, t, mt, m, on_skip='', blind='', release_k='', mask=none, prefetch=''"
HOOKS = {
    "kv": {   # the KV source: kv_contiguous, kv_paged, kv_blocks, kv_tokens, kv_strided; decode: kv_gather
        "rows": Hook("cfg", (SM80, SM90), False, "remaps query rows before the bounds are used (kv_strided: every "
                     "gamma-th row)"),
        "setup": Hook("cfg", (SM80, SM90), False, "declares n_tiles, the tiles this block visits, and what mask() "
                      "needs"),
        "load": Hook("cfg, t, stage", (SM80,), False, "issues tile t's K and V copies into ring slot stage "
                     "(cp.async, all threads)"),
        "mask": Hook("cfg, s, t", (SM80, SM90), False, "sets to -inf the scores of s that a row may not see"),
        "load_w": Hook("cfg, which, t, stage", (SM90,), False, "the producer warpgroup's copy of tile t's K or V "
                       "(which): a thread issues its tiles' K in order from t = 0 (kv_tokens keeps the next tile's "
                       "list entries across calls), and tile t's V after its K and before tile t + STAGES's K"),
        "wg_setup": Hook("cfg", (SM90,), False, "what wg_blind needs, once per consumer warpgroup"),
        "wg_blind": Hook("cfg, t", (SM90,), False, "an expression: whether no row of the warpgroup sees a key of "
                         "tile t"),
        "ws_keys": Hook("", (SM90,), True, "present: K's full barrier also counts the producers' key arrivals, and "
                        "the consumers release K after the mask (which reads the keys' slot)"),
        "v_behind": Hook("", (SM90,), True, "present: the producers issue tile t's K before tile t - 1's V "
                         "(not with tensor maps)"),
        "tma_setup": Hook("cfg", (TMA,), False, "the producers' state for tma_row (after the register split)"),
        "tma_full": Hook("cfg, t", (TMA,), False, "an expression, in the producers: whether tile t goes through the "
                         "tensor maps (else load_w)"),
        "tma_seen": Hook("cfg, t", (TMA,), True, "the same test in the consumers, which then skip the proxy fence "
                         "before the wgmma; absent: always fenced"),
        "tma_box": Hook("cfg", (TMA,), False, "an expression: the map rows one box copies"),
        "tma_row": Hook("cfg, t, r", (TMA,), False, "an expression: the map row of tile t's row r (a box's first)"),
        "dec_setup": Hook("cfg", (DEC,), False, "the (sequence, KV head) base pointers kg, vg and the block table bt"),
        "dec_keys": Hook("cfg", (DEC,), False, "kv_len, the positions to visit, and the gather list (or none)"),
        "dec_functions": Hook("cfg", (DEC,), False, "device functions the other decode hooks call"),
        "tile_setup": Hook("j0, len", (DEC,), False, "in a tile's copy: what row_offset needs for keys j0 .."),
        "row_offset": Hook("j, rs, ps", (DEC,), False, "an expression: the element offset of position j's row "
                           "(-1: none, where row_ok says so)"),
        "row_ok": Hook("off", (DEC,), False, "an expression: whether a row at offset off exists"),
        "dec_row_lookup": Hook("", (DEC,), True, "present: an expression, whether this tile's rows look up their "
                               "pages one by one (pages below BN / 2 keys); the copies then take row_offset_row's "
                               "offsets instead of row_offset's, the test made once a tile"),
        "row_offset_row": Hook("j, rs, ps", (DEC,), True, "row_offset where dec_row_lookup holds"),
        "dec_tile_keys": Hook("t", (DEC,), False, "in the mask: what dec_key needs for tile t"),
        "dec_need_mask": Hook("t", (DEC,), False, "an expression: whether tile t has keys some row may not see"),
        "dec_key": Hook("j", (DEC,), False, "an expression: the key position of position j, for the mask"),
    },
    "rule": {   # what a tile does once its row maxima are known: rule_none, rule_blasst, rule_lse, rule_pool; decode:
                # rule_none, rule_blasst, rule_lse, rule_scores
        "setup": Hook("cfg", (SM80, SM90), False, "per-block state"),
        "decide": Hook(RULE_DECIDE, (SM80, SM90), False,
                       "code after the tile maxima mt that may `continue` to leave the tile: BLASST skips it, the "
                       "LSE-only pass folds it into m and l, the pooled pass adds its probabilities to the pool; else "
                       "the tile goes on to the softmax update and P.V. The sm90 loop also passes on_skip (its code "
                       "before leaving a tile), blind (wg_blind's expression), release_k (its release of K's stage, "
                       "when holds_k), mask (the KV policy's mask macro) and prefetch (its issue of the next tile's "
                       "QK^T, when prefetches)"),
        "finish": Hook("cfg", (SM80, SM90), False, "after the last tile (BLASST's counters)"),
        "holds_k": Hook("cfg", (SM90,), True, "non-empty: the rule reads K's stage after the loop's QK^T and "
                        "releases it itself (release_k)"),
        "prefetches": Hook("cfg", (SM90,), True, "non-empty: the rule issues the next tile's QK^T (prefetch), so the "
                           "loop keeps S outside its body"),
        "dec_setup": Hook("cfg", (DEC,), False, "per-warp state"),
        "dec_decide": Hook("cfg, u, mt, m", (DEC,), False, "declares `skip`: whether the tile is left"),
        "dec_finish": Hook("cfg", (DEC,), False, "after the warp's last tile"),
        "dec_seed": Hook("", (DEC,), False, "a condition, or nothing: when a chunk after the first starts its running "
                         "max from the sequence's first tile"),
    },
    "epi": {   # the epilogue: epi_out_lse, epi_delta, epi_none
        "store": Hook("cfg", (SM80, SM90), False, "after the loop, with the shared-memory tiles free: the rows' "
                      "outputs (softmax.j2's finish_rows: 1 / l and the LSE)"),
    },
    "measure": {   # what the probabilities feed (MOMO's query-sparse pass: topk.j2); a loop's measure may be none
        "device_functions": Hook("cfg", (KERNEL,), False, "device functions, before the loop's kernel"),
        "setup": Hook("cfg", (SM80, SM90), False, "per-block state"),
        "acc": Hook("cfg, mi, hf, ni, val", (SM80, SM90), False, "each pair of probabilities of row (mi, hf) as "
                    "it is made (val: their sum)"),
        "tile_max": Hook("s, mt", (SM80, SM90), False, "in place of the tile's row maxima (it keeps the maxima of "
                         "its key blocks too)"),
        "tile": Hook("cfg, t, ms", (SM80, SM90), False, "after the tile's exps"),
        "finish": Hook("cfg", (SM80, SM90), False, "after the last tile"),
    },
}

# Macros a module shares with its sibling modules (no loop calls them): kind -> {macro: (module, arguments)}.
HELPERS = {
    "kv": {"wg_rows": ("common/kv_contiguous.j2", "")},
    "rule": {"group_heads": ("common/rule_pool.j2", "cfg"),
             "lse_dec_setup": ("common/rule_pool.j2", "cfg"),
             "lse_dec_decide": ("common/rule_pool.j2", "cfg, u, mt, m"),
             "store_raw": ("common/rule_pool.j2", "cfg")},
    "epi": {},
    "measure": {},
}

# the names the loops give the policies they take
PARAMS = {"kv": "kv", "rule": "rule", "epi": "epi", "measure": "measure"}


class ContractError(Exception):
    pass


def kind_of(path):
    """the policy kind of a template path (None: not a policy module)"""
    for kind, pat in KINDS.items():
        if fnmatch.fnmatch(path, pat):
            return kind
    return None


def _sig(args):
    """'cfg, t, x=1' -> [('cfg', False), ('t', False), ('x', True)]"""
    return [(a.split("=")[0].strip(), "=" in a) for a in args.split(",") if a.strip()]


def _fmt(name, args):
    return f"{name}({args})"


def _where(kind, name):
    return " and ".join(LOOPS[lp] for lp in HOOKS[kind][name].loops)


# ---------------------------------------------------------------------------------------------------------------
# While rendering: every `module.name` a template evaluates goes through Environment.getattr.

class Environment(jinja2.Environment):
    """Jinja's environment, with every attribute a template asks of a policy module checked against the table."""

    def getattr(self, obj, attribute):
        if isinstance(obj, jinja2.environment.TemplateModule):
            check_access(obj.__name__, attribute, attribute in vars(obj))
        return super().getattr(obj, attribute)


def check_access(module, name, present):
    kind = kind_of(module)
    if kind is None:
        return
    hook = HOOKS[kind].get(name)
    if hook is not None:
        if not present and not hook.optional:
            raise ContractError(f"{module} lacks the {kind} hook {_fmt(name, hook.args)}, which {_where(kind, name)} "
                                f"calls (codegen/contract.py)")
        return
    helper = HELPERS[kind].get(name)
    if helper is not None and helper[0] == module and present:
        return
    raise ContractError(f"a template asks {module} for {name}, which is not among the {kind} hooks "
                        f"(codegen/contract.py: HOOKS['{kind}']){' nor a helper it shares' if present else ''}")


# ---------------------------------------------------------------------------------------------------------------
# Before rendering: the modules' macros and the templates' uses of them, from Jinja's syntax tree.

def _templates(tdir):
    out = []
    for dp, _, fs in os.walk(tdir):
        for f in fs:
            if f.endswith(".j2"):
                out.append(os.path.relpath(os.path.join(dp, f), tdir).replace(os.sep, "/"))
    return sorted(out)


def _import_kind(expr):
    """the kind and, when it is a constant, the path of an imported template"""
    if isinstance(expr, nodes.Const) and isinstance(expr.value, str):
        return kind_of(expr.value), expr.value
    if isinstance(expr, nodes.Concat) and expr.nodes and isinstance(expr.nodes[0], nodes.Const):
        prefix = expr.nodes[0].value
        for kind, pat in KINDS.items():
            if "*" in pat and prefix == pat.split("*")[0]:
                return kind, None
    return None, None


def check_templates(tdir=TEMPLATES):
    """the contract's violations in the templates of tdir, as messages (none: it holds)"""
    env = jinja2.Environment()
    errors, called = [], set()
    for path in _templates(tdir):
        with open(os.path.join(tdir, path), encoding="utf-8") as f:
            tree = env.parse(f.read())
        kind = kind_of(path)
        # a policy module's macros
        if kind is not None:
            for mac in tree.body:
                if not isinstance(mac, nodes.Macro) or mac.name.startswith("_"):
                    continue
                names = [a.name for a in mac.args]
                with_default = [False] * (len(names) - len(mac.defaults)) + [True] * len(mac.defaults)
                have = list(zip(names, with_default))
                if mac.name in HOOKS[kind]:
                    want = _sig(HOOKS[kind][mac.name].args)
                    what = f"the {kind} hook"
                elif mac.name in HELPERS[kind] and HELPERS[kind][mac.name][0] == path:
                    want = _sig(HELPERS[kind][mac.name][1])
                    what = "the helper"
                else:
                    errors.append(f"{path} defines {mac.name}({', '.join(names)}), which is not among the {kind} hooks "
                                  f"(codegen/contract.py: HOOKS['{kind}']) nor a helper the table lists for it: "
                                  f"add it to the table, or make it private (_{mac.name})")
                    continue
                ok = [n for n, _ in have[:len(want)]] == [n for n, _ in want] and \
                    all(hd or not wd for (_, hd), (_, wd) in zip(have, want)) and all(hd for _, hd in have[len(want):])
                if not ok:
                    errors.append(f"{path}: {mac.name}({', '.join(names)}) does not take the arguments of {what} "
                                  f"{_fmt(mac.name, ', '.join(n + ('=...' if d else '') for n, d in want))}")
        # the names this template gives policy modules: imports, and the loops' parameters
        alias = {}
        for imp in tree.find_all(nodes.Import):
            k, mod = _import_kind(imp.template)
            if k is not None:
                alias[imp.target] = (k, mod)
        for mac in tree.find_all(nodes.Macro):
            for a in mac.args:
                for k, pname in PARAMS.items():
                    if a.name == pname:
                        alias.setdefault(a.name, (k, None))
        probed = {id(t.node) for t in tree.find_all(nodes.Test) if t.name == "defined"}
        loops = LOOP_FILES.get(path, (KERNEL,) if path.endswith(".cu.j2") else None)
        for ga in tree.find_all(nodes.Getattr):
            if not isinstance(ga.node, nodes.Name) or ga.node.name not in alias:
                continue
            k, mod = alias[ga.node.name]
            name, at = ga.attr, f"{path}:{ga.lineno}"
            hook = HOOKS[k].get(name)
            if hook is None:
                if mod is not None and HELPERS[k].get(name, ("",))[0] == mod:
                    continue
                errors.append(f"{at}: {ga.node.name}.{name} is not among the {k} hooks "
                              f"(codegen/contract.py: HOOKS['{k}'])")
                continue
            called.add((k, name))
            if id(ga) in probed and not hook.optional:
                errors.append(f"{at}: `{ga.node.name}.{name} is defined` probes a hook the table does not make "
                              f"optional: a required hook is called, an optional one is declared so in the table")
            if loops is not None and not set(loops) & set(hook.loops):
                errors.append(f"{at}: {path} calls {ga.node.name}.{name}, which the table lists for "
                              f"{_where(k, name)} only")
    for k, hooks in HOOKS.items():
        for name, hook in hooks.items():
            if (k, name) not in called:
                errors.append(f"codegen/contract.py: the {k} hook {name} is called by no template")
    for k, helpers in HELPERS.items():
        for name, (mod, _) in helpers.items():
            if not os.path.exists(os.path.join(tdir, mod)):
                errors.append(f"codegen/contract.py: the helper {name} names {mod}, which does not exist")
    return errors


# ---------------------------------------------------------------------------------------------------------------
# The self-test: broken copies of the templates are rejected, with the message that names what broke.

def _break(tdir, path, pattern, repl, count=1):
    p = os.path.join(tdir, path)
    with open(p, encoding="utf-8") as f:
        s = f.read()
    t, n = re.subn(pattern, repl, s, count=count, flags=re.S)
    if n == 0:
        raise SystemExit(f"contract self-test: {path} no longer holds {pattern!r}; update the self-test")
    with open(p, "w", encoding="utf-8") as f:
        f.write(t)


def self_test():
    import generate  # noqa: E402 (generate imports this module)
    import variants  # noqa: E402
    vs = variants.build([128])
    # the variants that compose kv_tokens (both families' loops), a query-sparse pass (topk.j2), a decode and an sm90
    # block-sparse pass (tensor maps)
    sample = [v for v in vs if v["kv"] == "tokens"] + \
        [next(v for v in vs if v["template"] == t) for t in ("fwd_qsa.cu.j2", "fwd_decode.cu.j2")] + \
        [next(v for v in vs if v["family"] == "sm90" and v["kv"] == "blocks")]
    cases = [
        ("an unlisted macro in a module", "common/kv_tokens.j2",
         r"\{% macro v_behind\(\) %\}", "{% macro v_behnd() %}{% endmacro %}\n\\g<0>", "static",
         "common/kv_tokens.j2 defines v_behnd(), which is not among the kv hooks"),
        ("a required hook missing", "common/kv_tokens.j2",
         r"\{% macro wg_blind\(cfg, t\) %\}.*?\{% endmacro %\}", "", "render",
         "common/kv_tokens.j2 lacks the kv hook wg_blind(cfg, t), which the sm90 loop"),
        ("a required hook missing (the kernel template's)", "common/topk.j2",
         r"\{% macro device_functions\(cfg\) -%\}.*?\{%- endmacro %\}", "", "render",
         "common/topk.j2 lacks the measure hook device_functions(cfg), which the kernel template"),
        ("a hook with other arguments", "common/kv_tokens.j2",
         r"\{% macro mask\(cfg, s, t\) -%\}", "{% macro mask(cfg, t, s) -%}", "static",
         "common/kv_tokens.j2: mask(cfg, t, s) does not take the arguments of the kv hook mask(cfg, s, t)"),
        ("a misspelt optional hook in a loop", "common/mainloop_sm90.j2",
         r"kv\.v_behind is defined", "kv.v_behnd is defined", "static",
         "kv.v_behnd is not among the kv hooks"),
        ("a misspelt optional hook in a loop, rendered", "common/mainloop_sm90.j2",
         r"kv\.v_behind is defined", "kv.v_behnd is defined", "render",
         "a template asks common/kv_tokens.j2 for v_behnd, which is not among the kv hooks"),
        ("a hook of another loop", "common/decode.j2",
         r"kv\.dec_setup\(cfg\)", "kv.setup(cfg)", "static",
         "common/decode.j2 calls kv.setup, which the table lists for the sm80 loop"),
        ("a hook no template calls", "common/mainloop_sm90.j2",
         r"kv\.v_behind is defined", "false", "static",
         "the kv hook v_behind is called by no template"),
        ("a required hook probed", "common/mainloop_sm90.j2",
         r"\{% if kv\.v_behind is defined %\}", "{% if kv.v_behind is defined and kv.wg_setup is defined %}",
         "static", "`kv.wg_setup is defined` probes a hook the table does not make optional"),
    ]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        clean = os.path.join(tmp, "clean")
        shutil.copytree(TEMPLATES, clean)
        errs = check_templates(clean)
        try:
            generate.render_all(None, vs=sample, template_dir=clean)
        except Exception as e:
            errs.append(f"{type(e).__name__}: {e}")
        if errs:
            print("contract self-test: the unbroken templates fail:\n  " + "\n  ".join(errs))
            failures += 1
        for i, (what, path, pat, repl, when, expect) in enumerate(cases):
            d = os.path.join(tmp, f"case{i}")
            shutil.copytree(TEMPLATES, d)
            _break(d, path, pat, repl)
            if when == "static":
                got = check_templates(d)
            else:
                try:
                    generate.render_all(None, vs=sample, template_dir=d)
                    got = []
                except Exception as e:   # Jinja's own error (an undefined attribute) does not count
                    got = [f"{type(e).__name__}: {e}"]
            if not any(expect in g for g in got):
                print(f"contract self-test: {what} ({path}) was not rejected with \"{expect}\"; got:\n  " +
                      "\n  ".join(got or ["nothing"]))
                failures += 1
    if failures:
        return 1
    print(f"contract self-test: {len(cases)} broken template sets rejected, the unbroken one accepted "
          f"({len(sample)} variants rendered)")
    return 0


def main():
    if "--self-test" in sys.argv[1:]:
        return self_test()
    errors = check_templates()
    for e in errors:
        print("hook contract: " + e, file=sys.stderr)
    if not errors:
        print("hook contract: the policy modules and the loops agree with codegen/contract.py")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    import contract  # noqa: E402 (the module generate.py imports, whose ContractError it raises)
    sys.exit(contract.main())
