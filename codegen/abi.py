#!/usr/bin/env python3
"""The public structs' layout, read from sparseattn.h's API part, written twice:

  - into the header's generated declarations (c_section(), which generate.py writes there), as the field list
    behind sa_abi_layout() (offsetof/sizeof computed by the compiler that builds the library);
  - into examples/python/sparseattn/_abi.py, as the ctypes declarations of the Python binding.

At import the binding compares every field's offset and size with the library's sa_abi_layout(), so a library
built from another header fails with the struct and field named instead of shifting arguments silently.

  python3 codegen/abi.py            regenerate _abi.py
  python3 codegen/abi.py --check    exit 1 if it is out of date
(generate.py runs it too and writes the header's part, so `make generate` and `make check-generated` cover both.)
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
HEADER = os.path.join(ROOT, "sparseattn.h")
PY_OUT = os.path.join(ROOT, "examples", "python", "sparseattn", "_abi.py")

# C scalar types of the API and their ctypes spelling
SCALARS = {
    "int": "ctypes.c_int", "unsigned": "ctypes.c_uint", "float": "ctypes.c_float", "double": "ctypes.c_double",
    "size_t": "ctypes.c_size_t", "int64_t": "ctypes.c_int64", "uint64_t": "ctypes.c_uint64",
    "int32_t": "ctypes.c_int32", "uint16_t": "ctypes.c_uint16", "uint8_t": "ctypes.c_uint8", "unsigned long long": "ctypes.c_ulonglong",
    "unsigned char": "ctypes.c_ubyte", "char": "ctypes.c_char",
}


def api_part(header):
    end = header.index("#endif /* SPARSEATTN_H */")
    return header[:end]


def strip_comments(s):
    s = re.sub(r"/\*.*?\*/", " ", s, flags=re.S)
    return re.sub(r"//[^\n]*", " ", s)


def parse(header):
    """[(struct, [(field, ctype_expr)])] in declaration order, plus the enum and function-pointer type names."""
    src = strip_comments(api_part(header))
    enums = set(re.findall(r"typedef\s+enum\s+\w*\s*\{[^}]*\}\s*(\w+)\s*;", src))
    fnptrs = set(re.findall(r"typedef\s+[\w\s\*]+\(\s*\*\s*(\w+)\s*\)\s*\(", src))
    structs = []
    known = set()
    for m in re.finditer(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", src, flags=re.S):
        name, body, alias = m.group(1), m.group(2), m.group(3)
        if name != alias:
            raise SystemExit(f"abi.py: typedef struct {name} ... {alias}: the tag and the name must agree")
        fields = []
        for decl in (d.strip() for d in body.split(";")):
            if not decl:
                continue
            decl = " ".join(decl.split())
            fp = re.match(r"^.*\(\s*\*\s*(\w+)\s*\)\s*\(.*\)$", decl)
            if fp:  # a function pointer member
                fields.append((fp.group(1), "ctypes.c_void_p"))
                continue
            mm = re.match(r"^((?:const\s+)?(?:unsigned\s+long\s+long|unsigned\s+char|unsigned|\w+))\s+(.*)$", decl)
            if not mm:
                raise SystemExit(f"abi.py: cannot read the member '{decl}' of {name}")
            base, rest = mm.group(1).replace("const ", "").strip(), mm.group(2)
            for d in (x.strip() for x in rest.split(",")):
                dm = re.match(r"^(\**)\s*(?:const\s+)?(\w+)\s*((?:\[\w+\])*)$", d)
                if not dm:
                    raise SystemExit(f"abi.py: cannot read the declarator '{d}' of {name}")
                stars, fname, dims = dm.groups()
                if stars:
                    ct = "ctypes.c_char_p" if base == "char" and len(stars) == 1 else "ctypes.c_void_p"
                elif base in SCALARS:
                    ct = SCALARS[base]
                elif base in enums:
                    ct = "ctypes.c_int"
                elif base in fnptrs:
                    ct = "ctypes.c_void_p"
                elif base in known:
                    ct = base
                else:
                    raise SystemExit(f"abi.py: unknown type '{base}' of {name}.{fname}")
                for count in reversed(re.findall(r"\[(\w+)\]", dims)):  # a[2][3]: 2 arrays of 3
                    n = count if count.isdigit() else str(const_value(src, count))
                    ct = f"({ct} * {n})"
                fields.append((fname, ct))
        structs.append((name, fields))
        known.add(name)
    return structs


def const_value(src, macro):
    m = re.search(r"#define\s+" + macro + r"\s+(\d+)", src)
    if not m:
        raise SystemExit(f"abi.py: array size {macro} is not a #define of a number")
    return int(m.group(1))


def c_section(structs):
    """The member list, for the header's generated declarations."""
    out = ["/* X(struct, member) for every member of every public struct, read from the API by codegen/abi.py;",
           "   sa_abi_layout() lists their offsets and sizes */",
           "#define SA__ABI_MEMBERS(X) \\"]
    rows = [f"  X({s}, {f})" for s, fields in structs for f, _ in fields]
    out += [r + " \\" for r in rows[:-1]] + [rows[-1]]
    out.append("#define SA__ABI_STRUCTS(X) \\")
    rows = [f"  X({s})" for s, _ in structs]
    out += [r + " \\" for r in rows[:-1]] + [rows[-1]]
    return out


def py_module(structs):
    out = ['"""The public structs of sparseattn.h as ctypes declarations: written by codegen/abi.py, do not edit.',
           "",
           "sparseattn checks them against the library's sa_abi_layout() when it loads the library.",
           '"""',
           "import ctypes",
           ""]
    for s, fields in structs:
        out.append("")
        out.append(f"class {s}(ctypes.Structure):")
        out.append("    _fields_ = [")
        for f, ct in fields:
            out.append(f'        ("{f}", {ct}),')
        out.append("    ]")
        out.append("")
    out.append("")
    out.append("STRUCTS = [" + ", ".join(s for s, _ in structs) + "]")
    return "\n".join(out) + "\n"


def main(check=False):
    with open(HEADER, encoding="utf-8") as f:
        header = f.read()
    py = py_module(parse(header))
    old_py = open(PY_OUT, encoding="utf-8").read() if os.path.exists(PY_OUT) else None
    if check:
        if py != old_py:
            print("check-generated: out of date (run `make generate`): " + os.path.relpath(PY_OUT, ROOT), file=sys.stderr)
            return 1
        return 0
    if py != old_py:
        with open(PY_OUT, "w", encoding="utf-8") as f:
            f.write(py)
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    sys.exit(main(ap.parse_args().check))
