#!/usr/bin/env python3
"""Render templates/ into generated/ and into sparseattn.h's embedded section.

  python3 codegen/generate.py [--head-dims "64 128"]   regenerate
  python3 codegen/generate.py --check                  fail if templates, generated/ and the header disagree

Without --head-dims the head dims recorded in generated/manifest.json are kept
(or the defaults when there is no manifest), so a plain regeneration never
drops a head dim someone asked for.

  python3 codegen/generate.py --compact                renumber the embedded sources from nothing

The header carries the kernel sources as lines, fragments of lines and per
variant its fragments (codegen/embed.py): the variants share most of their
text, every literal stays under C99's 4095-character limit, and a template
edit rewrites only the header lines of what it changes, since numbers are
kept from the header being rewritten. After a merge conflict in the embedded
section, keep either side's section and run generate.py again.
"""
import argparse
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import embed  # noqa: E402
import variants  # noqa: E402
import abi  # noqa: E402

try:
    import jinja2
except ImportError:  # pragma: no cover
    sys.exit("generate.py needs Jinja2: python3 -m pip install jinja2")

GEN_DIR = os.path.join(ROOT, "generated")
HEADER = os.path.join(ROOT, "sparseattn.h")
BEGIN = "/* >>> generated kernels: written by codegen/generate.py, do not edit >>> */"
END = "/* <<< generated kernels <<< */"
GENERATOR_VERSION = 1


def render_all(head_dims):
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(os.path.join(ROOT, "templates")),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined)
    out = []
    for v in variants.build(head_dims):
        src = env.get_template(v["template"]).render(cfg=v)
        # normalise: no trailing spaces, at most one blank line in a row
        lines, blank = [], False
        for ln in src.splitlines():
            ln = ln.rstrip()
            if not ln:
                if blank or not lines:
                    continue
                blank = True
            else:
                blank = False
            lines.append(ln)
        out.append((v, "\n".join(lines) + "\n"))
    return out


def header_section(rendered, head_dims, old):
    """old: the embedded sources the header holds now (embed.State), whose numbering is kept; None renumbers."""
    names = [v["name"] for v, _ in rendered]
    st = embed.encode([(v["name"], src.splitlines()) for v, src in rendered], old)
    o = [BEGIN, "#ifdef SPARSEATTN_IMPLEMENTATION",
         f'#define SA__GEN_HEAD_DIMS "{" ".join(str(d) for d in head_dims)}"',
         "#define SA__GEN_N(a) ((int)(sizeof(a) / sizeof((a)[0])))"]
    o += embed.emit(st, names)
    o.append("static const sa__variant sa__gen_variants[] = {")
    for i, (v, src) in enumerate(rendered):
        o.append("  {\"%s\", SA__KIND_%s, %s, SA_DTYPE_%s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, "
                 "sa__gen_v%d, SA__GEN_N(sa__gen_v%d)}," % (
                     v["name"], v["kind"].upper(), v["family"][2:], v["dtype"].upper(), v["head_dim"], v["bm"],
                     v["bn"], v["warps"], v["stages"], int(v["causal"]), int(v["skip"] == "blasst"),
                     int(v.get("paged_flag", v["kv"] == "paged")), v["sub"], v["mi"], v["preference"], v["threads"], v["smem_bytes"],
                     v["static_smem"], v["min_blocks"], i, i))
    o.append("};")
    # the config space (codegen/variants.py): the tuner's candidates, the default of each family (preference 0)
    cfgs = variants.configs([v for v, _ in rendered])
    o.append("static const sa__config sa__gen_configs[] = {")
    for c in cfgs:
        o.append("  {\"%s\", SA__KIND_%s, %d, %d, %d, %s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}," % (
            c["name"], c["kind"].upper(), c["blasst"], c["sub"], c["head_dim"], c["family"][2:], c["bm"], c["bn"],
            c["warps"], c["stages"], c["preference"], c["smem_bytes"], c["static_smem"], c["threads"], c["min_blocks"],
            c["acc_regs"],
            c["reg_budget"]))
    o.append("};")
    o.append("static const sa__split_policy sa__gen_split_policies[] = {")
    for name, tiles, waves in variants.SPLIT_POLICIES:
        o.append("  {\"%s\", %d, %d}," % (name, tiles, waves))
    o.append("};")
    o.append("#define SA__GEN_REG_OVERHEAD %d" % variants.REG_OVERHEAD)
    o.append("#define SA__GEN_WS_PRODUCER_REGS %d" % variants.WS_PRODUCER_REGS)
    o.append("static const sa__arch_limit sa__gen_arch_limits[] = {")
    for fam_name, fam in sorted(variants.FAMILIES.items()):
        for a in fam["archs"]:
            o.append("  {%s, \"%s\", %d, %d}," % (fam_name[2:], a, variants.ARCHS[a]["smem_per_block"],
                                                 int(a in fam["fallback_archs"])))
    o.append("};")
    o.append("static const sa__config *sa__config_table(int *count) {")
    o.append("  *count = (int)(sizeof(sa__gen_configs) / sizeof(sa__gen_configs[0]));")
    o.append("  return sa__gen_configs;")
    o.append("}")
    o.append("static const sa__split_policy *sa__split_policy_table(int *count) {")
    o.append("  *count = (int)(sizeof(sa__gen_split_policies) / sizeof(sa__gen_split_policies[0]));")
    o.append("  return sa__gen_split_policies;")
    o.append("}")
    o.append("static int sa__split_default(int blasst) { return blasst ? %d : 0; }" % variants.SPLIT_DEFAULT_BLASST)
    o.append("static const sa__arch_limit *sa__arch_limit_table(int *count) {")
    o.append("  *count = (int)(sizeof(sa__gen_arch_limits) / sizeof(sa__gen_arch_limits[0]));")
    o.append("  return sa__gen_arch_limits;")
    o.append("}")
    o.append("static const sa__variant *sa__variant_table(int *count) {")
    o.append("  *count = (int)(sizeof(sa__gen_variants) / sizeof(sa__gen_variants[0]));")
    o.append("  return sa__gen_variants;")
    o.append("}")
    o.append("static const char *sa__gen_line(int i) { return sa__gen_lines[i]; }")
    o.append("static const unsigned short *sa__gen_fragments(int *count) {")
    o.append("  *count = (int)(sizeof(sa__gen_frags) / sizeof(sa__gen_frags[0]));")
    o.append("  return sa__gen_frags;")
    o.append("}")
    o.append("#endif /* SPARSEATTN_IMPLEMENTATION */")
    o.append(END)
    return "\n".join(o) + "\n"


def manifest(rendered, head_dims):
    return json.dumps({
        "generator_version": GENERATOR_VERSION,
        "head_dims": list(head_dims),
        "configs": variants.configs([v for v, _ in rendered]),
        "split_policies": [list(p) for p in variants.SPLIT_POLICIES],
        "variants": [dict(v, file=v["name"] + ".cu", sha256=hashlib.sha256(src.encode()).hexdigest())
                     for v, src in rendered],
    }, indent=1, sort_keys=True) + "\n"


def splice_header(text, section):
    a, b = text.find(BEGIN), text.find(END)
    if a < 0 or b < 0 or b < a:
        raise SystemExit(f"{HEADER}: generated-section markers not found")
    return text[:a] + section + text[b + len(END) + 1:]


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        return None


def expected_files(head_dims):
    rendered = render_all(head_dims)
    files = {os.path.join(GEN_DIR, v["name"] + ".cu"): src for v, src in rendered}
    files[os.path.join(GEN_DIR, "manifest.json")] = manifest(rendered, head_dims)
    return rendered, files


def recorded_head_dims():
    m = read(os.path.join(GEN_DIR, "manifest.json"))
    if m is None:
        return list(variants.DEFAULT_HEAD_DIMS)
    return json.loads(m)["head_dims"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--head-dims", help='e.g. "64 96 128 256" (default: those in generated/manifest.json)')
    ap.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on any difference")
    ap.add_argument("--compact", action="store_true", help="renumber the embedded sources from nothing")
    args = ap.parse_args()
    if args.head_dims and args.head_dims.strip():
        head_dims = sorted({int(x) for x in args.head_dims.replace(",", " ").split()})
    else:
        head_dims = recorded_head_dims()
    try:
        rendered, files = expected_files(head_dims)
    except ValueError as e:
        sys.exit(f"generate.py: {e}")
    header = read(HEADER)
    if header is None:
        sys.exit(f"generate.py: {HEADER} not found")
    section = header[header.find(BEGIN):header.find(END)] if BEGIN in header else ""
    old = None if args.compact else embed.parse(section)
    if old is None and not args.compact and section and not args.check:
        print("generate.py: the embedded section is not in the expected form; renumbering from nothing", file=sys.stderr)
    new_header = splice_header(header, header_section(rendered, head_dims, old))
    stale = sorted(os.path.join(GEN_DIR, f) for f in (os.listdir(GEN_DIR) if os.path.isdir(GEN_DIR) else [])
                   if os.path.join(GEN_DIR, f) not in files)

    if args.check:
        bad = [p for p, s in files.items() if read(p) != s]
        bad += [p + " (not in the variant matrix)" for p in stale]
        if new_header != header:
            bad.append(HEADER + " (embedded section)")
        if abi.main(check=True) != 0:
            return 1
        if bad:
            print("check-generated: out of date (run `make generate`):", file=sys.stderr)
            for p in bad:
                print("  " + os.path.relpath(p.split(" ")[0], ROOT) + (" " + p.split(" ", 1)[1] if " " in p else ""),
                      file=sys.stderr)
            return 1
        print(f"check-generated: {len(rendered)} variants, generated/ and sparseattn.h match templates/")
        return 0

    os.makedirs(GEN_DIR, exist_ok=True)
    for p in stale:
        os.remove(p)
    for p, s in files.items():
        if read(p) != s:
            with open(p, "w", encoding="utf-8") as f:
                f.write(s)
    if new_header != header:
        with open(HEADER, "w", encoding="utf-8") as f:
            f.write(new_header)
    abi.main()
    print(f"generated {len(rendered)} variants for head dims {' '.join(map(str, head_dims))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
