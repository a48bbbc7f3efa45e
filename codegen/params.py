#!/usr/bin/env python3
"""The kernels' parameter structs, one spec each, written twice:

  - templates/common/params.j2: the device structs (one macro per struct, used by the templates), each followed by
    a static_assert of its size and alignment (NVRTC has no offsetof: the kernels include no header);
  - sparseattn.h's generated declarations (host_section(), which generate.py writes there): the host structs
    (sa__<name>_params) the launchers fill, each followed by a C99 check of its size and of every field's offset
    (a negative array size when it fails).

The sizes and offsets are computed here from the spec (LP64 natural alignment), so the compiler that builds the
host and NVRTC, which builds the kernels, each confirm the layout the spec gives; with the same fields in the same
order on both sides, equal sizes and alignments make the layouts equal. A field added to a spec moves both structs
and both checks together.

  python3 codegen/params.py            regenerate templates/common/params.j2
  python3 codegen/params.py --check    exit 1 if it is out of date
(generate.py runs it first and writes the header's part, so `make generate` and `make check-generated` cover both.)
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TEMPLATE = os.path.join(ROOT, "templates", "common", "params.j2")

# type: (device spelling, host spelling, size = alignment)
TYPES = {
    "in16*": ("const sa_u16 *", "const void *", 8),
    "out16*": ("sa_u16 *", "void *", 8),
    "const float*": ("const float *", "const float *", 8),
    "float*": ("float *", "float *", 8),
    "const int*": ("const int *", "const int32_t *", 8),
    "int*": ("int *", "int32_t *", 8),
    "u32*": ("unsigned *", "uint32_t *", 8),
    "u64*": ("unsigned long long *", "unsigned long long *", 8),
    "u8*": ("unsigned char *", "unsigned char *", 8),
    "i64": ("sa_i64 ", "int64_t ", 8),
    "int": ("int ", "int32_t ", 4),
    "float": ("float ", "float ", 4),
    "mods": ("sa_mods ", "sa__mods ", 8),
}

# Each struct: its name (device sa_<name>, host sa__<name>), what it is for, and its fields as lines of
# "type name[, name...] [dim]  # comment". A dim is (device symbol, host symbol) from DIMS.
DIMS = {"PARTS": ("MAX_PARTS", "SA_MERGE_MAX_PARTS", 16)}
SPECS = [
    ("mods", "sliding window, soft-cap and sinks of dense and BLASST (common/mods.j2)", """
const float* sinks                   # [heads_q] sink logits in scaled-score units; NULL = none
float softcap_raw, softcap_inv       # the soft-cap on raw scores: c * tanh(s / c), c = cap / scale; 0 = off
int win_left, win_right              # sliding window: keys a row sees before / after its own position; SA_FAR = unbounded
"""),
    ("fwd_params", "prefill attention, both families (common/mainloop.j2, common/mainloop_sm90.j2)", """
in16* q, k, v
out16* o
float* lse
const int* cu_seqlens_q, cu_seqlens_k
i64 q_b, q_s, q_h
i64 k_b, k_s, k_h
i64 v_b, v_s, v_h
i64 o_b, o_s, o_h
i64 lse_b, lse_h
int seqlen_q, seqlen_k
int heads_q, group
float scale_log2
float blasst_lambda, blasst_scale_factor   # BLASST variants only (common/rule_blasst.j2)
int mask_tiles                             # KV tiles per query tile in blasst_mask
u64* blasst_counters                       # [2]: tiles considered, tiles skipped
u8* blasst_mask                            # per (b, h, query tile, KV tile): 1 = skipped
const int* block_index, block_count        # block-sparse (common/kv_blocks.j2): [b][h][query block][max_blocks], [b][h][query block]
int query_blocks, max_blocks
int key_shift                              # log2(keys per block)
int sink, window                           # always-attended keys: [0, sink) and the window before the diagonal
int gamma                                  # query stride of the query-sparse pass / of delta_o
in16* delta_o                              # O of the strided queries: the delta correction's source (common/epi_delta.j2)
i64 d_b, d_s, d_h
int* topk_index                            # query-sparse pass with an online top-k (common/topk.j2): [b][h][nq][topk_k]
float* topk_score
u8* topk_tree                              # tree variant: internal nodes per row
int topk_k, k_exact, nq
const int* head_map                        # Kascade (common/kv_tokens.j2): [Hkv], the list a KV head reads; NULL = its own
const float* pool_lse                      # Kascade's pooled scores (common/rule_pool.j2): the dense pass's LSE
float* pool_out                            # [B][Hkv][pool_tiles][pool_stride]
i64 pool_stride
int pool_tiles, m_block0                   # over query tiles [m_block0, m_block0 + gridDim.x)
mods mods                                  # dense and BLASST: window, soft-cap, sinks
const int* seqlens_k, block_table          # over a KV cache: per-sequence KV lengths; pages (common/kv_paged.j2)
int max_pages, page_shift
"""),
    ("fp8_params", "FP8 attention's descales (sm90 prefill over e4m3 Q, K and V: its third kernel argument)", """
const float* q_scale, k_scale, v_scale     # a code's value is code x scale[b * s_b + kvh * s_h]; NULL = 1
i64 s_b, s_h
"""),
    ("trim_params", "MOMO's union and trim of the strided rows' top-k into query-block lists (union_trim.cu.j2)", """
const int* topk_index                      # [B][Hq][nq][k]
const float* topk_score
int* block_index                           # [B][Hq][nqb][k_trim]
int* block_count                           # [B][Hq][nqb]
const int* cu_seqlens_q                    # optional: packed batch
int seqlen_q, heads_q, nq, nqb, k, k_trim, rows_per_block, gamma, chi, np2
"""),
    ("dec_params", "decode, few queries per sequence (common/decode.j2)", """
in16* q
out16* o
float* lse
in16* k, v
const int* seqlens_k
const int* block_table
float* part_o, part_lse
u64* blasst_counters
u8* blasst_mask
i64 q_b, q_s, q_h, o_b, o_s, o_h
i64 k_b, k_s, k_h, v_b, v_s, v_h           # paged: page, row in page, head
int q_len, group, heads_kv, rows_per_block
int row_blocks, num_splits, batch, page_shift
int max_pages, causal, mask_tiles, heads_q
float scale_log2, blasst_lambda, blasst_scale_factor
int kc_max_k                               # Kascade gather (common/kv_gather.j2): list capacity
const int* kc_indices, kc_counts           # [B][Hkv][kc_max_k], [B][Hkv]
const int* head_map                        # [Hkv] or NULL
float* pool_out                            # Kascade anchor's first pass (common/rule_pool.j2): raw scores [B][Hkv][RB][pool_stride]
i64 pool_stride
mods mods                                  # window, soft-cap, sinks
const float* k_scale, v_scale              # FP8 cache (kv8 variants): a code's value is code x scale[b * kvs_b + kvh * kvs_h]; NULL = 1
i64 kvs_b, kvs_h
int kv_fmt, kv_reserved                    # FP8 cache: 1 = e4m3, 2 = e5m2
"""),
    ("comb_params", "decode's combine of split partial results (decode_combine.cu.j2)", """
const float* part_o, part_lse              # [splits][B][q_len][Hq][D], [splits][B][q_len][Hq]
out16* o
float* lse                                 # optional [B][Hq][q_len]
i64 o_b, o_s, o_h
int num_splits, batch, q_len, heads_q
"""),
    ("mass_params", "the attention mass a block-sparse key set captures (block_mass.cu.j2)", """
const float* lse_set, lse_full             # the LSE layout of the attention call
float* mass                                # [B][Hq][query_blocks]
const int* cu_seqlens_q
i64 lse_b, lse_h
int seqlen_q, query_blocks, chi, reserved
"""),
    ("pscore_params", "Kascade decode anchor: pooled post-softmax scores from the kept raw scores (pool_scores.cu.j2)", """
const float* raw                           # [B][Hkv][rows_max][stride]: scores in scale * log2 e units
const float* lse                           # [B][Hq][q_len], natural log
float* out                                 # [B][Hkv][stride]
const int* seqlens_k
i64 stride
int rows_max, group, q_len, heads_q, heads_kv, reserved
"""),
    ("select_params", "top-k selection of score rows (topk_select.cu.j2)", """
const float* scores                        # row r at scores + r * row_stride
const int* lengths                         # [rows] or NULL: every row has `length`
int* indices                               # [rows][max_k]
int* counts                                # [rows]
i64 row_stride
int length, max_k, k_min, len_div          # with lengths: row r has lengths[r / len_div] + len_off keys
float fraction
int len_off
int rows_inner, out_outer, t0, len_step, len_max   # query-tile rows (rows_inner > 0): the kernel's comment
int cache                                  # keys a row keeps in dynamic shared memory; a longer row rereads global
const float* raw                           # or NULL; else scores pooled from raw rows [row][pool_rows][row_stride]
const float* lse                           # and the LSEs [B][Hq][q_len] (pool_scores.cu.j2), rows cut to cache keys
int pool_rows, group, q_len, heads_q, heads_kv
int cand_cap                               # candidates the dynamic shared memory holds after the cached keys
"""),
    ("tsplit_params", "top-k of long rows over several blocks (topk_split.cu.j2)", """
const float* scores                        # row r at scores + r * row_stride
const int* lengths                         # a row has lengths[r / len_div] + len_off keys
int* indices                               # [rows][max_k]
int* counts                                # [rows]
u32* work                                  # [rows][work_stride] words, zeroed before phase 0
i64 row_stride, work_stride
int max_k, k_min, len_div, len_off
float fraction
int chunks, chunk_len, phase               # chunk blockIdx.x of row blockIdx.y; the step (the kernel's comment)
int len_max                                # the keys a row holds: a longer length is cut to it
"""),
    ("ksim_params", "Kascade's layer similarity on the GPU (kascade_sim.cu.j2)", """
const float* pool                          # [heads_kv][c][stride]: layer b's pooled scores of tiles t0 .. t0 + c
const int* indices                         # [layers][heads_kv][tiles][max_k], ascending
const int* counts                          # [layers][heads_kv][tiles]
u32* sim                                   # [layers][layers][heads_kv][heads_kv]: float bits of ratios in [0, 1], min-combined
i64 stride
int layers, heads_kv, tiles, max_k, layer_b, t0, c, reserved
"""),
    ("merge_params", "sa_merge_states (merge_states.cu.j2)", """
in16* o_parts [PARTS]                      # [B][S][H][D] with the strides below
const float* lse_parts [PARTS]             # [B][H][S]
out16* o
float* lse                                 # optional [B][H][S]
i64 po_b, po_s, po_h, o_b, o_s, o_h
int parts, batch, seqlen, heads, head_dim
"""),
]


def parse(body):
    """[(type, [names], dim or None, comment)]"""
    out = []
    for line in body.strip("\n").split("\n"):
        code, _, comment = line.partition("#")
        code = code.strip()
        typ = next(t for t in sorted(TYPES, key=len, reverse=True) if code.startswith(t + " "))
        rest = code[len(typ):].strip()
        dim = None
        if "[" in rest:
            rest, d = rest.split("[")
            dim = d.strip(" ]")
        out.append((typ, [n.strip() for n in rest.split(",")], dim, comment.strip()))
    return out


def struct_size(name):
    fields = parse(dict((n, b) for n, _, b in SPECS)[name])
    off, align = 0, 1
    for typ, names, dim, _ in fields:
        size = 24 if typ == "mods" else TYPES[typ][2]
        al = 8 if typ == "mods" else size
        n = DIMS[dim][2] if dim else 1
        for _ in names:
            off = (off + al - 1) // al * al + size * n
            align = max(align, al)
    return (off + align - 1) // align * align


def offsets(name):
    fields = parse(dict((n, b) for n, _, b in SPECS)[name])
    off, offs = 0, []
    for typ, names, dim, _ in fields:
        size = struct_size("mods") if typ == "mods" else TYPES[typ][2]
        al = 8 if typ == "mods" else size
        n = DIMS[dim][2] if dim else 1
        for nm in names:
            off = (off + al - 1) // al * al
            offs.append((nm, off))
            off += size * n
    return offs


def decl(typ, names, dim, side):
    t = TYPES[typ][0 if side == "device" else 1]
    star = t.endswith("*")
    base = t[:-1].rstrip() + " " if star else t
    d = "[" + DIMS[dim][0 if side == "device" else 1] + "]" if dim else ""
    return base + ", ".join(("*" if star else "") + n + d for n in names) + ";"


def body_lines(name, side):
    fields = parse(dict((n, b) for n, _, b in SPECS)[name])
    decls = [("  " + decl(t, ns, d, side), c) for t, ns, d, c in fields]
    width = max(len(s) for s, c in decls if c) + 1
    return [s + (" " * (width - len(s)) + "/* " + c + " */" if c else "") for s, c in decls]


def check_expr(sname, name, offsetof):
    conds = [f"sizeof({sname}) == {struct_size(name)}"] + [f"{offsetof}({sname}, {f}) == {o}" for f, o in offsets(name)]
    lines, cur = [], "  "
    for i, c in enumerate(conds):
        piece = c + (" &&" if i < len(conds) - 1 else "")
        if len(cur) + len(piece) + 1 > 118:
            lines.append(cur.rstrip())
            cur = "  "
        cur += piece + " "
    lines.append(cur.rstrip())
    return lines


def device_template():
    out = ["{#- The kernels' parameter structs: written by codegen/params.py from its specs, do not edit. Each struct is",
           "    followed by a check of its size against the spec's, which the host struct is checked against too. -#}", ""]
    for name, what, _ in SPECS:
        sname = "sa_" + name
        out.append(f"{{% macro {name.replace('_params', '')}() -%}}")
        out.append(f"/* {what}; host: sa__{name} */")
        out.append(f"struct {sname} {{")
        out += body_lines(name, "device")
        out.append("};")
        out.append(f"static_assert(sizeof({sname}) == {struct_size(name)} && alignof({sname}) == 8,")
        out.append(f'              "{sname}: layout differs from codegen/params.py");')
        out.append("{%- endmacro %}")
        out.append("")
    return "\n".join(out)


def host_section():
    """The host structs, for the header's generated declarations."""
    out = ["/* The kernels' parameter structs (codegen/params.py): one per kernel family, as the kernels declare it",
           "   (templates/common/params.j2); each is checked at compile time against the spec's offsets and size (the",
           "   kernels check the size). */"]
    for name, what, _ in SPECS:
        sname = "sa__" + name
        out.append(f"/* {what} */")
        out.append(f"typedef struct {sname} {{")
        out += body_lines(name, "host")
        out.append(f"}} {sname};")
        out.append(f"typedef char {sname}_layout_ok[(")
        out += check_expr(sname, name, "offsetof")
        out.append("  ) ? 1 : -1];")
    return out


def main(check=False):
    tmpl = device_template() + "\n"
    old_tmpl = open(TEMPLATE, encoding="utf-8").read() if os.path.exists(TEMPLATE) else None
    if check:
        if tmpl != old_tmpl:
            print("check-generated: out of date (run `make generate`): " + os.path.relpath(TEMPLATE, ROOT), file=sys.stderr)
            return 1
        return 0
    if tmpl != old_tmpl:
        with open(TEMPLATE, "w", encoding="utf-8") as f:
            f.write(tmpl)
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    sys.exit(main(ap.parse_args().check))
