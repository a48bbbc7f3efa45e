"""The variant matrix: which kernels the header carries.

A variant is one rendered kernel, named by its parameters.  Structural choices
(head dim, dtype, tile shape, causal, policies) are generation-time parameters;
everything that varies per call (lengths, strides, scale, thresholds) is a
kernel argument, so a new value never recompiles.
"""

DEFAULT_HEAD_DIMS = (64, 96, 128, 256)
DTYPES = ("bf16", "fp16")
# Kernel dtypes beyond the attention dtypes: bf16/fp16 queries and outputs over an FP8 KV cache (e4m3 or e5m2, a
# run-time argument). The kernels compute in fp16 (the FP8 codes widen to fp16 exactly; bf16 queries are converted
# per row with a power-of-two scale), so only the output's type differs.
KV8_DTYPES = ("bf16_kv8", "fp16_kv8")
# FP8 attention (Hopper's wgmma): Q, K and V in e4m3 with descales, the output bf16 or fp16 (the name's second part).
FP8_DTYPES = ("e4m3_bf16", "e4m3_fp16")
# Kinds of kernel, numbered from 1 in this order: the header's SA__KIND_* (written into its generated declarations).
# Append a new kind at the end; the numbers of the others stay.
KINDS = ("fwd_prefill", "fwd_decode", "decode_combine", "block_sparse", "qsa", "union_trim", "block_mass",
         "kascade_sparse", "topk_select", "kascade_pool", "pool_scores", "kascade_sim", "fwd_lse", "merge_states",
         "topk_split")
PTX_TYPE = {"bf16": "bf16", "fp16": "f16", "bf16_kv8": "f16", "fp16_kv8": "f16", "e4m3_bf16": "bf16", "e4m3_fp16": "f16"}
OUT_PTX_TYPE = {"bf16": "bf16", "fp16": "f16", "bf16_kv8": "bf16", "fp16_kv8": "f16", "e4m3_bf16": "bf16",
                "e4m3_fp16": "f16"}

# ---------------------------------------------------------------------------------------------------------
# THE CONFIG SPACE: per kernel kind and architecture family, the tile configs the templates render, with the
# limits every candidate is checked against at generation time (check_candidate). The header gets it as a
# table (sa__gen_configs) that the run-time tuner (sa_autotune) draws its candidates from; preference 0 of
# the newest family a GPU runs is the default, later ones are tuning candidates and shared-memory fallbacks.
# ---------------------------------------------------------------------------------------------------------

# Per-arch limits (bytes of shared memory a block may opt into, per SM; registers per SM and per thread).
ARCHS = {
    "sm_80": {"smem_per_block": 166912, "smem_per_sm": 167936},    # A100: 163 KiB a block
    "sm_86": {"smem_per_block": 101376, "smem_per_sm": 102400},    # RTX 30xx, A40: 99 KiB
    "sm_89": {"smem_per_block": 101376, "smem_per_sm": 102400},    # RTX 40xx, L40S: 99 KiB
    "sm_90a": {"smem_per_block": 232448, "smem_per_sm": 233472},   # H100/H200: 227 KiB
    "sm_100": {"smem_per_block": 232448, "smem_per_sm": 233472},   # B200/GB200: 227 KiB (runs the sm80 family)
    "sm_120": {"smem_per_block": 101376, "smem_per_sm": 102400},   # RTX 50xx, RTX PRO 6000 Blackwell: 99 KiB
}
REGS_PER_SM = 65536
MAX_REGS_PER_THREAD = 255
# Registers a thread needs beside its fp32 accumulators (addresses, softmax state, loop counters): the
# sm80 prefill mainloop at m128n64w4 holds 192 accumulators in 254 registers without spills.
REG_OVERHEAD = 55

# Architecture families. A variant of family F runs on every arch listed (the launcher checks the device's own
# shared-memory limit, static shared memory included, and takes the next config in preference order); its
# candidates must fit the largest of them, and every kernel slot needs one candidate that fits each smaller limit
# (fallback_archs: sm_80's 163 KiB and the 99 KiB of sm_86/sm_89/sm_120), so no GPU of the family is left without
# a kernel, except the slots EXEMPT lists with the reason.
FAMILIES = {
    "sm90": {   # wgmma: needs sm_90a (the NVRTC target of Hopper)
        "min_cc": 90,
        "archs": ("sm_90a",),
        "fallback_archs": ("sm_90a",),
    },
    "sm80": {
        "min_cc": 80,
        "archs": ("sm_80", "sm_86", "sm_89", "sm_90a", "sm_100", "sm_120"),
        "fallback_archs": ("sm_80", "sm_86"),
    },
}
for _f in FAMILIES.values():
    _f["max_smem_per_block"] = max(ARCHS[a]["smem_per_block"] for a in _f["archs"])
    _f["max_smem_per_sm"] = max(ARCHS[a]["smem_per_sm"] for a in _f["archs"])
    _f["regs_per_sm"] = REGS_PER_SM
    _f["max_regs_per_thread"] = MAX_REGS_PER_THREAD

# Split-KV policies of decode (a run-time choice: no extra kernels). A (sequence, KV head) row is split into
# chunks of at least min_tiles_per_warp x warps KV tiles, as many as fill `waves` waves of the GPU's block
# slots; the first is the default, the others are tuning candidates (more, shorter chunks; fewer, longer ones).
# BLASST decode defaults to SPLIT_DEFAULT_BLASST: how long a block runs depends on how many of its tiles are skipped,
# which differs between heads and sequences, so many short blocks (about 16 per block slot) let the SMs whose
# blocks skip much take more of them, and the call ends with less of a tail of the least sparse ones. H100,
# B64 x 32K, 70% sparsity (one block per SM, 512 blocks with one split): 1, 2, 4, 8 splits 1.431, 1.472, 1.484,
# 1.470x of dense. Chunks of at least 16 tiles per warp (B4 x 32K: 16 splits 0.176 ms, 32 splits of 8-tile chunks
# 0.202); the plan never takes fewer splits than dense's default would.
SPLIT_POLICIES = (("split8w1", 8, 1), ("split4w2", 4, 2), ("split16w1", 16, 1), ("split16w16", 16, 16))
SPLIT_DEFAULT_BLASST = 3


def check_candidate(family, kind, head_dim, bm, bn, warps, stages, smem, min_blocks=1, mi=0, ws=False):
    """One tile config against its family's limits; returns (accumulator registers, register budget).

    Shared memory: at most the largest opt-in limit of the family's archs. Registers: min_blocks blocks of
    warps x 32 threads must fit an SM's register file, which gives a per-thread budget (at most 255); the
    fp32 accumulators a thread holds (its O rows and one S tile) plus REG_OVERHEAD must fit that budget, or
    ptxas spills. Raises ValueError naming the config otherwise."""
    lim = FAMILIES[family]
    tag = f"{kind} {family} d{head_dim} m{bm}n{bn}w{warps}s{stages}" + (f"m{mi}" if mi else "")
    if head_dim % 16 or not 16 <= head_dim <= 256:
        raise ValueError(f"{tag}: head_dim must be a multiple of 16 in [16, 256]")
    if bn % 16 or stages < 2:
        raise ValueError(f"{tag}: bn must be a multiple of 16 and stages >= 2")
    if smem > lim["max_smem_per_block"]:
        raise ValueError(f"{tag}: {smem} B of shared memory exceeds {family}'s limit of {lim['max_smem_per_block']}")
    threads = warps * 32
    budget = min(lim["max_regs_per_thread"], lim["regs_per_sm"] // (threads * min_blocks))
    if ws:   # the consumers' registers after setmaxnreg (the producer warpgroup keeps the rest, WS_REGS)
        budget = WS_REGS[warps // 4][0]
    if kind == "fwd_decode":
        acc = (16 * mi * (head_dim + bn)) // 32
    elif family == "sm90":
        # a warpgroup (4 warps) owns 64 rows; wgmma spreads them over its 128 threads
        acc = (64 * head_dim + 64 * bn) // 128
    else:
        if bm % (16 * warps):
            raise ValueError(f"{tag}: bm must give each of {warps} warps a multiple of 16 rows")
        wm = bm // warps
        acc = (wm * head_dim + wm * bn) // 32
    if acc + REG_OVERHEAD > budget:
        raise ValueError(f"{tag}: {acc} accumulator registers + {REG_OVERHEAD} exceed the budget of {budget} a thread "
                         f"({min_blocks} block(s) of {threads} threads per SM): it would spill")
    return acc, budget


def prefill_configs(head_dim):
    """Tile configs (bm, bn, warps, stages) for dense prefill, most preferred first.

    Each warp owns bm/warps rows (a multiple of 16) and keeps its O rows
    (bm/warps x head_dim fp32) and one S tile (bm/warps x bn fp32) in
    registers; the choices keep that under 255 registers a thread.
    """
    if head_dim <= 64:
        return [(128, 128, 4, 2)]
    if head_dim <= 96:
        return [(128, 48, 4, 2)]       # 64-key tiles spill at d96 (generic row loader)
    if head_dim <= 128:
        # 32-key tiles: a tuning candidate (short sequences, other GPUs) and the config that fits the 99 KiB of
        # sm_86/sm_89 (69632 B against 104448 B)
        return [(128, 64, 4, 2), (128, 32, 4, 2)]
    # d > 128: 8 warps of 16 rows on Hopper; a smaller tile that fits sm_80's 163 KiB and sm_86's 99 KiB (exactly:
    # 101376 B), and 32 rows that also leave room for BLASST's static shared memory on 99 KiB.
    return [(128, 64, 8, 2), (64, 32, 4, 2), (32, 32, 2, 2)]


def sm90_smem_bytes(head_dim, bm, bn, stages, k_only=False, heads=1):
    """The sm90 family's shared memory: unpadded swizzled Q (of `heads` query heads), K and V tiles (K only for the
    passes that never read V) in whole 64-element column halves (d96 takes d128's rows), plus 1 KiB to align them."""
    dp = -(-head_dim // 64) * 64
    return heads * bm * dp * 2 + (1 if k_only else 2) * stages * bn * dp * 2 + 1024


def sm90_fp8_smem_bytes(head_dim, bm, bn, stages):
    """FP8 attention on sm90: Q and K rows of head_dim bytes in whole 128-byte halves (d64's padded), V's tiles as
    copied (as K's) and transposed (head_dim rows of bn keys, FP8 wgmma's K-major B), plus 1 KiB to align them."""
    row = -(-head_dim // 128) * 128
    return bm * row + 2 * stages * bn * row + stages * head_dim * bn + 1024


def prefill_smem_bytes(head_dim, bm, bn, stages):
    row = (head_dim + 8) * 2            # padded smem row (bytes)
    return bm * row + 2 * stages * bn * row


def check_config(family, head_dim, bm, bn, warps, stages):
    """Reject configs the templates cannot render or the architecture cannot run."""
    lim = FAMILIES[family]
    if head_dim % 16 or not 16 <= head_dim <= 256:
        raise ValueError(f"head_dim {head_dim}: must be a multiple of 16 in [16, 256]")
    if bm % (16 * warps):
        raise ValueError(f"bm {bm} must give each of {warps} warps a multiple of 16 rows")
    if bn % 16 or stages < 2:
        raise ValueError(f"bn {bn} must be a multiple of 16 and stages >= 2")
    smem = prefill_smem_bytes(head_dim, bm, bn, stages)
    if smem > lim["max_smem_per_block"]:
        raise ValueError(f"d{head_dim} m{bm}n{bn}s{stages}: {smem} B of shared memory exceeds {family}'s limit")
    return smem   # registers: check_candidate, when the variant is added


def min_blocks_per_sm(family, smem, threads):
    lim = FAMILIES[family]
    by_smem = lim["max_smem_per_sm"] // (smem + 1024)          # 1 KiB reserved per block
    by_regs = lim["regs_per_sm"] // (threads * lim["max_regs_per_thread"] + threads)
    return max(1, min(2, by_smem, by_regs))


# BLASST prefill decides per warp on the sm80 family (a warp vote over its 32 rows, no barrier in the middle of a
# tile) and per warpgroup on sm90 (wgmma is warpgroup-collective). A per-block decision (warp vote + block-level
# AND, as DESIGN.md says) was measured and removed: on an H100 (32K causal, d128, NOTES.md) it cost 12% at 0%
# sparsity against the warp vote's 8%, at equal speed when skipping.
BLASST_SCOPE = "warp"

SM80_LIMITS = sorted({ARCHS[a]["smem_per_block"] for a in FAMILIES["sm80"]["fallback_archs"]}, reverse=True)
WS_STAGES = 3   # the warp-specialized ring: K and V of three tiles (224 KiB with Q at d128)
# Kascade's anchor passes that read K only (the LSE pass, the pooled scores) on the same pipeline: a ring of K tiles
# (160 KiB with Q at d128, beside the pooled pass's two buffers of column sums)
WS_K_ONLY_STAGES = 4
# Kascade's anchor passes (LSE, pooled scores) take up to ANCHOR_HEADS query heads of a GQA group a block: K read
# once for them, each head's QK^T issued before the previous head's exps; the pooled pass adds their column sums in
# registers, one reduction and one atomic per key and warpgroup (their Q tiles take the shared memory of the ring's
# other stages: two at d128)
ANCHOR_HEADS = 4
# Register split of a warp-specialized block by its consumer warpgroups (setmaxnreg; 65536 registers): two (256
# consumer + 128 producer threads) 232 / 40 a thread, three (d64's 192-row tiles) 160 / 32.
WS_REGS = {2: (232, 40), 3: (160, 32)}
# setmaxnreg.inc waits for registers the block itself released: a split past the block's launch allocation (168 a
# thread of 384, 64512; 128 of 512) never completes and the kernel hangs.
for _wgs, (_c, _p) in WS_REGS.items():
    _threads = (_wgs + 1) * 128
    assert _c * _wgs * 128 + _p * 128 <= min(255, 65536 // _threads) // 8 * 8 * _threads
# sm90 dense and BLASST prefill per head dim: (bm, bn, warps, stages) of the warp-specialized pipeline (a producer
# warpgroup beside warps / 4 consumer warpgroups of 64 rows). d256: 64-key tiles (O takes 128 registers a thread) in
# two stages (64 KiB of Q beside them). d64: three consumer warpgroups (192-row tiles): its exps cost as much tensor
# time as its products, and a third warpgroup keeps the tensor cores fed while two do exps (H100 16K causal: 363 ->
# 428 TFLOP/s); five stages (shared memory to spare: 4 and 5 against 3, 32K non-causal +1% and +7%).
SM90_PREFILL_TILES = {64: (192, 128, 12, 5), 96: (128, 128, 8, WS_STAGES), 128: (128, 128, 8, WS_STAGES),
                      256: (128, 64, 8, 2)}
# FP8 attention on sm90 per head dim, as SM90_PREFILL_TILES: 128-key tiles (a transposed V row is one 128-byte
# swizzled row of keys), four stages (the producers transpose a tile's V three trips after its copy is issued).
SM90_FP8_TILES = {64: (192, 128, 12, 4), 128: (128, 128, 8, 4)}
# head dims whose sparse passes (MOMO's, Kascade's) also run on wgmma; d256's do not (their tiles need the 128-key
# tiles' shared memory that d256's K and V take)
SM90_SPARSE_HEAD_DIMS = (64, 128)


def decode_configs(head_dim, rule):
    """Decode tile configs (bn, warps, kst), most preferred first. Each warp streams its own KV chunk
    through KST K tiles (and, dense, KST V tiles; BLASST: 2 V tiles loaded after the skip decision).
    The first is Hopper's; then, for each smaller limit of the family (sm_80's 163 KiB, the 99 KiB GPUs), the first
    candidate that fits it with both row-tile counts, when none before does. On 99 KiB an SM holds one such block:
    fewer warps, each with as many tiles in flight as fit (bytes in flight, not warps, keep HBM busy)."""
    if head_dim <= 64:
        prefs = [(32, 4, 4)]
        small = [(32, 4, 2)]
    elif head_dim <= 128:
        # BLASST loads V only after a tile's decision: more K in flight hides that latency (smem allows 4 on Hopper).
        # Dense: 8 warps of 16-key tiles, 3 stages each, the bytes in flight of 4 warps of 32-key tiles with twice the
        # warps to hide latencies, and a page of 16 rows is one tile (H200, bf16 d128, against cuDNN in one run:
        # contiguous 0.873-0.906x -> 0.890-0.916x, page 16 0.787-0.822x -> 0.847-0.895x). Kascade's gather ("gather")
        # takes one key a lane: 32-key tiles.
        prefs = ([(32, 4, 4), (32, 4, 3), (32, 4, 2)] if rule == "blasst" else
                 [(16, 8, 3), (32, 4, 3), (32, 4, 2)] if rule == "none" else [(32, 4, 3), (32, 4, 2)])
        small = [(32, 2, 4), (32, 2, 3), (32, 2, 2)]
    else:
        prefs = [(32, 2, 3), (32, 2, 2)]
        small = [(32, 1, 3), (32, 1, 2)]
    # the paged-KV policy looks up at most two pages per tile: it needs page_size >= bn / 2 (16, the smallest
    # page size sa_decode accepts) and tiles that start at multiples of bn
    assert all(bn <= 32 for bn, _, _ in prefs + small), "decode tiles of more than 32 keys need kv_paged.j2 reworked"
    mis = decode_mis(head_dim) if rule not in ("lse", "scores") else (1,)

    def fits(c, limit):
        return all(decode_smem_bytes(head_dim, *c, mi=mi, rule=rule) + static_smem_of(rule=rule) <= limit for mi in mis)
    out = prefs[:1]
    for limit in SM80_LIMITS:
        if not any(fits(c, limit) for c in out):
            out += [c for c in prefs[1:] + small if fits(c, limit)][:1]
    return out


def decode_configs_kv8(head_dim, rule):
    """Decode tile configs over an FP8 cache. A warp widens every code it reads to fp16 and runs the same MMAs per tile
    as over a 16-bit cache, for half the bytes: the warps are busy, not waiting on memory, and more of them per SM
    hide each other's latencies. H200, B64 x 32K d128: 8 warps of 2 stages 1.078 ms (3983 GB/s) against 4 warps of 5
    stages 1.379 ms (3114 GB/s). Then the 163 KiB and 99 KiB fallbacks as decode_configs chooses them."""
    if head_dim <= 128:
        prefs = [(32, 8, 2), (32, 4, 4), (32, 4, 3), (32, 4, 2)]
        small = [(32, 2, 4), (32, 2, 3), (32, 2, 2)]
    else:
        prefs = [(32, 4, 2), (32, 2, 4), (32, 2, 3), (32, 2, 2)]
        small = [(32, 1, 4), (32, 1, 3), (32, 1, 2)]
    mis = decode_mis(head_dim) if rule not in ("lse", "scores") else (1,)

    def fits(c, limit):
        return all(decode_smem_bytes(head_dim, *c, mi=mi, rule=rule, kv8=True) + static_smem_of(rule=rule) <= limit
                   for mi in mis)
    out = prefs[:1]
    for limit in SM80_LIMITS:
        if not any(fits(c, limit) for c in out):
            out += [c for c in prefs[1:] + small if fits(c, limit)][:1]
    return out


def decode_smem_bytes(head_dim, bn, warps, kst, mi, rule, kv8=False):
    row = (head_dim + 8) * 2
    kv_row = head_dim + 16 if kv8 else row   # an FP8 cache row: one byte an element, padded to 16 bytes
    vst = 2 if rule in ("blasst", "lse") else kst
    p_bytes = 16 * mi * (bn + 8) * 2      # the warp's pending P
    q_bytes = 16 * mi * row + (16 * mi * 4 if kv8 else 0)   # FP8: and each query row's power-of-two scale
    return q_bytes + warps * ((kst + vst) * bn * kv_row + p_bytes)


def decode_mis(head_dim):
    """m16 row tiles per block: 2 (32 rows) when the O accumulators still fit in registers."""
    return (1, 2) if head_dim <= 128 else (1,)


def _r16(n):
    return (n + 15) // 16 * 16


def static_smem_of(rule="none", kv="contiguous", kind="", threads=0, bn=0, stages=0, pipeline="sync", list_max=0,
                   warps=0, fp8=False):
    """Bytes of static shared memory (__shared__ arrays) a variant declares beside its dynamic buffer, each array
    rounded up to 16: what the templates declare (rule_blasst: its threshold and two counters; rule_pool: a row of
    BN sums per warp; kv_blocks: the block list and a word per warp; kv_tokens: three rows of BN keys; the
    warp-specialized ring: its mbarriers; the helpers' reduction scratch). A GPU's limit counts it: the selector
    takes dynamic + static. The NVRTC compile test checks it against ptxas's own count for every variant and arch."""
    n = 0
    if rule == "blasst":
        n += _r16(12)
    if rule == "pool":   # per consumer warp; two buffers on the warp-specialized pipeline
        n += _r16((2 if pipeline == "ws" else 1) * warps * bn * 4)
    if kv == "blocks":
        n += _r16(list_max * 4) + _r16(threads // 32 * 4)
    if kv == "tokens":   # the ring of tiles' keys: three rows, or one per stage of the warp-specialized ring
        n += _r16((stages if pipeline == "ws" else 3) * bn * 4)
    if pipeline == "ws":   # FP8: a barrier more a stage (V's copy landed, before its transpose)
        n += _r16(((4 if fp8 else 3) * stages + 2 * stages) * 8)
    n += {"block_mass": _r16(threads // 32 * 4), "kascade_sim": _r16(2 * warps * 4),
          "topk_select": _r16(2048 * 4) + 2 * _r16(2 * warps * 4) + _r16(16 * 4) + _r16(warps * 4) + 32,
          "union_trim": 16,
          "pool_scores": _r16(16 * 4), "topk_split": _r16(2048 * 4) + 2 * _r16(2 * warps * 4) + 16}.get(kind, 0)
    return n


# MOMO. Block-sparse attention runs the prefill configs whose query tile is chi = 128 rows; its list of
# key blocks lives in static smem (LIST_MAX entries: the caller's blocks + sink and window blocks). The query-sparse
# pass runs 64 strided rows a block (its exact top-k keeps bm x ((k+1)|1) x 8 bytes of smem beside the tiles); its key
# blocks (beta) are a run-time power of two >= 16: a tile holds whole blocks, or a block spans whole tiles.
BLOCK_SPARSE_CHI = 128
LIST_MAX = 2048
QSA_CONFIG = (64, 64, 4, 2)
# Smaller GPUs: 32 strided rows of 2 warps (the exact top-k's slots shrink with the rows; rows are independent, so
# the block's row count changes nothing in the result).
QSA_SMALL_CONFIG = (32, 64, 2, 2)
QSA_DEFAULT_K = 64     # sa_momo_params' default k: the slot bytes the fallback check assumes
# The exact top-k's slots (64 x 65 x 8 bytes at k = 64) would leave one 64-row block per SM: 128 rows of 8 warps
# keep the SM's 8 warps busy with the same slots per row (k <= 123; Hopper's wgmma pass takes k <= 65 and
# leaves a larger k to these); d256 has no room for that. The tree
# and estimated variants measured 3-6% slower with 128-row blocks at k = 64 (H100, 128K tokens): they keep 64.
QSA_EXACT_CONFIG = (128, 64, 8, 2)
TOPK_VARIANTS = ("exact", "tree", "estimated")
# The query-sparse pass sums each row's probabilities per group of keys and folds the groups into key blocks of
# any power of two at least the group (a block longer than a tile carries its sum across tiles). Two kernels a
# slot: 64-key groups for beta >= 64, and a fine one for shorter blocks (the fine ones alone made the pass at the
# default beta 64 15% slower on wgmma and 18% on mma.sync, H100, 128K tokens). The wgmma kernels hold 128-key tiles
# in registers: 16-key groups spill at d128 there (24 more registers than 64-key ones), so their fine kernel takes
# 32 and beta 16 runs the mma.sync family's. At d256 the mma.sync kernel spills with 16-key groups too (12-20 bytes):
# beta 16 is not carried at d256.
QSA_GROUPS = {"sm80": (64, 16), "sm90": (64, 32)}


def qsa_groups(family, head_dim):
    """The score groups of the query-sparse kernels of a slot: 64 keys, then the fine kernel's."""
    return (64, 32) if head_dim > 128 else QSA_GROUPS[family]


def block_sparse_configs(head_dim):
    """Block-sparse attention: the prefill configs of chi-row query tiles, with narrower KV tiles where gathering
    rows and masking by list would push the dense config's registers into spills; at d256, 32-key tiles for sm_80."""
    if head_dim <= 64:
        return [(128, 64, 4, 2)]
    if head_dim <= 128:
        return [(128, 32, 4, 2)]
    return [c for c in prefill_configs(head_dim) if c[0] == BLOCK_SPARSE_CHI] + [(128, 32, 8, 2)]


def qsa_configs(head_dim, topk):
    """The query-sparse pass's configs, most preferred first (the call takes the first whose tiles and top-k slots
    fit the GPU)."""
    first = QSA_EXACT_CONFIG if topk == "exact" and head_dim <= 128 else QSA_CONFIG
    if head_dim > 128:   # d256: 32 rows of 2 warps spill (112 bytes); the 64-row tile is Hopper's alone
        return [first]
    return [first] + [c for c in (QSA_CONFIG, QSA_SMALL_CONFIG) if c != first]


def qsa_suffix(group):
    """The name suffix of a query-sparse kernel with score groups of `group` keys (none for the default 64)."""
    return "" if group == 64 else f"_g{group}"


def qsa_slot_bytes(bm, topk, k=QSA_DEFAULT_K):
    """Dynamic shared memory the exact and estimated top-k keep beside the tiles (bm x ((k+1)|1) slots of 8 bytes)."""
    return 0 if topk == "tree" else bm * ((k + 1) | 1) * 8


# Kascade's prefill query tile t is the thread block's rows: its pooled scores and its key list are per block.
# t = 128 runs on both families; 64 and 32 (4 and 2 warps of 16 rows) on the mma.sync family, on every GPU.
KASCADE_TILES = (128, 64, 32)


def kascade_configs(head_dim):
    """Kascade prefill configs, one per tile size t (bm = t); the selection matches bm to the call's tile."""
    out = block_sparse_configs(head_dim)
    bn = 64 if head_dim <= 128 else 32
    out += [(t, bn, t // 16, 2) for t in KASCADE_TILES if t < BLOCK_SPARSE_CHI]
    return out


TILE_KINDS = ("fwd_prefill", "fwd_decode", "block_sparse", "kascade_sparse", "kascade_pool", "qsa")


MERGE_MAX_PARTS = 16   # sa_merge_states' parts per call (sparseattn.h SA_MERGE_MAX_PARTS)


# Dense and BLASST prefill over contiguous or packed K/V, and over a paged cache (the same configs and slot: a tuned
# config serves both).
PREFILL_POLICIES = (("none", "contiguous"), ("blasst", "contiguous"), ("none", "paged"), ("blasst", "paged"))


def build(head_dims):
    """All variants for the given head dims, in a stable order."""
    out = []
    family = "sm80"

    def add(**v):
        v.setdefault("causal", False)
        v.setdefault("rule", "none")
        v.setdefault("kv", "contiguous")
        v.setdefault("mi", 0)
        v.setdefault("bm", 0)
        v.setdefault("bn", 0)
        v.setdefault("warps", 4)
        v.setdefault("stages", 0)
        v.setdefault("preference", 0)
        v.setdefault("min_blocks", 1)
        v.setdefault("epi", "out_lse")
        v.setdefault("sub", 0)
        v.setdefault("pipeline", "sync")
        v.setdefault("k_only", False)
        v.setdefault("heads", 1)
        v.setdefault("tma", False)
        v.setdefault("family", family)
        if v["family"] == "sm90" and v["pipeline"] != "ws":
            raise ValueError(f"{v['name']}: the sm90 loop (common/mainloop_sm90.j2) has the warp-specialized pipeline only")
        v["ptx_type"] = PTX_TYPE[v["dtype"]]
        v["out_ptx_type"] = OUT_PTX_TYPE[v["dtype"]]
        v["kv8"] = v["dtype"] in KV8_DTYPES
        v["fp8"] = v["dtype"] in FP8_DTYPES
        v["ws_consumer_regs"], v["ws_producer_regs"] = WS_REGS[v["warps"] // 4 if v["pipeline"] == "ws" else 2]
        producer = 128 if v["pipeline"] == "ws" else 0   # the warp-specialized pipeline's producer warpgroup
        v["threads"] = v["warps"] * 32 + producer
        v["static_smem"] = static_smem_of(v["rule"], v["kv"], v["kind"], v["threads"], v["bn"], v["stages"],
                                          v["pipeline"], v.get("list_max", 0), v["warps"], v["fp8"])
        if v["kind"] == "fwd_prefill":
            # dense counts its BLASST twin's static arrays: both pick the same tile on every GPU, so BLASST that skips
            # nothing is dense bit for bit (on 99 KiB at d256 the 64-row tile fits dense with 0 bytes to spare)
            v["static_smem"] = max(v["static_smem"], static_smem_of("blasst"))
        if v["kind"] in TILE_KINDS:
            v["acc_regs"], v["reg_budget"] = check_candidate(
                v["family"], v["kind"], v["head_dim"], v["bm"], v["bn"], v["warps"], v["stages"], v["smem_bytes"],
                v["min_blocks"], v["mi"], producer > 0)
            v["config"] = config_name(v)
        out.append(v)

    for d in head_dims:
        for pref, (bm, bn, warps, stages) in enumerate(prefill_configs(d)):
            smem = check_config(family, d, bm, bn, warps, stages)
            for rule, kv in PREFILL_POLICIES:
                for dtype in DTYPES:
                    for causal in (False, True):
                        name = f"fwd_prefill__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__{family}"
                        name += "_causal" * causal + "_blasst" * (rule == "blasst") + "_paged" * (kv == "paged")
                        add(name=name, template="fwd_prefill.cu.j2", kind="fwd_prefill", dtype=dtype, head_dim=d,
                            bm=bm, bn=bn, warps=warps, stages=stages, causal=causal, rule=rule, kv=kv,
                            preference=pref, smem_bytes=smem, min_blocks=min_blocks_per_sm(family, smem, warps * 32),
                            blasst_scope=BLASST_SCOPE)
        # Kascade's prefill anchors, first pass: every row's LSE (tiles update the rows' max and sum; no P.V)
        for pref, (bm, bn, warps, stages) in enumerate(prefill_configs(d)):
            smem = check_config(family, d, bm, bn, warps, stages)
            for dtype in DTYPES:
                add(name=f"fwd_lse__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__{family}_causal",
                    template="fwd_prefill.cu.j2", kind="fwd_lse", dtype=dtype, head_dim=d, bm=bm, bn=bn, warps=warps,
                    stages=stages, causal=True, rule="lse", preference=pref, smem_bytes=smem,
                    min_blocks=min_blocks_per_sm(family, smem, warps * 32))
        # lse: the first pass of Kascade's anchor decode (the rows' LSE and raw scores, reading K only);
        # scores: Kascade's layer-0 decode, dense attention that keeps the raw scores too (one pass instead of two)
        for rule, kv8 in [(r, k) for k in (False, True) for r in ("none", "blasst", "lse", "scores", "gather")]:
            for pref, (bn, warps, kst) in enumerate((decode_configs_kv8 if kv8 else decode_configs)(d, rule)):
                # the gather: 16-row blocks only (the paged gather with 32 rows spills; more rows take more row blocks)
                for mi in (1,) if rule in ("lse", "scores", "gather") else decode_mis(d):
                    smem = decode_smem_bytes(d, bn, warps, kst, mi, rule, kv8)
                    if smem > FAMILIES[family]["max_smem_per_block"]:
                        raise ValueError(f"decode d{d} n{bn}w{warps}s{kst}m{mi}: {smem} B of shared memory")
                    # Kascade's gather (reuse and anchor decode): dense attention over listed keys, its own configs
                    for kv, layout in ((("gather", "contiguous"), ("gather", "paged")) if rule == "gather" else
                                       (("contiguous", "contiguous"), ("paged", "paged"))):
                        for dtype in KV8_DTYPES if kv8 else DTYPES:
                            name = f"fwd_decode__{dtype}_d{d}_n{bn}w{warps}s{kst}m{mi}__{family}_{layout}"
                            name += "_blasst" * (rule == "blasst") + "_kascade" * (kv == "gather")
                            name += "_lse" * (rule == "lse") + "_scores" * (rule == "scores")
                            sub = {"lse": 3, "scores": 4}.get(rule, int(kv == "gather"))
                            add(name=name, template="fwd_decode.cu.j2", kind="fwd_decode", dtype=dtype, head_dim=d,
                                bm=16 * mi, bn=bn, warps=warps, stages=kst, mi=mi,
                                rule="none" if rule == "gather" else rule, kv=kv, layout=layout,
                                paged_flag=layout == "paged", sub=sub, preference=pref, smem_bytes=smem,
                                v_after_decision="true" if rule in ("blasst", "lse") else "false")
        for dtype in DTYPES:
            add(name=f"decode_combine__{dtype}_d{d}__{family}", template="decode_combine.cu.j2",
                kind="decode_combine", dtype=dtype, head_dim=d, smem_bytes=0)
        # MOMO: block-sparse attention (optionally with the delta correction) on the chi-row prefill configs
        for pref, (bm, bn, warps, stages) in enumerate(block_sparse_configs(d)):
            smem = check_config(family, d, bm, bn, warps, stages)
            for dtype in DTYPES:
                for causal, epi in ((False, "out_lse"), (True, "out_lse"), (True, "delta")):
                    name = f"fwd_block_sparse__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__{family}"
                    name += "_causal" * causal + "_delta" * (epi == "delta")
                    add(name=name, template="fwd_prefill.cu.j2", kind="block_sparse", dtype=dtype, head_dim=d,
                        bm=bm, bn=bn, warps=warps, stages=stages, causal=causal, kv="blocks", epi=epi,
                        sub=int(epi == "delta"), preference=pref, smem_bytes=smem, list_max=LIST_MAX,
                        min_blocks=min_blocks_per_sm(family, smem + 4 * LIST_MAX, warps * 32))
        # Kascade: sparse attention over each query tile's top-k keys plus its own tile (t rows, one per block)
        for pref, (bm, bn, warps, stages) in enumerate(kascade_configs(d)):
            smem = check_config(family, d, bm, bn, warps, stages)
            for dtype in DTYPES:
                add(name=f"fwd_kascade__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__{family}_causal",
                    template="fwd_prefill.cu.j2", kind="kascade_sparse", dtype=dtype, head_dim=d, bm=bm, bn=bn,
                    warps=warps, stages=stages, causal=True, kv="tokens", preference=pref, smem_bytes=smem,
                    min_blocks=min_blocks_per_sm(family, smem, warps * 32))
        # Kascade anchors: the pooled score pass over query tiles (prefill mainloop, every tile scored and skipped)
        for pref, (bm, bn, warps, stages) in enumerate(kascade_configs(d)):
            smem = check_config(family, d, bm, bn, warps, stages)
            for dtype in DTYPES:
                add(name=f"fwd_kascade_pool__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__{family}_causal",
                    template="fwd_prefill.cu.j2", kind="kascade_pool", dtype=dtype, head_dim=d, bm=bm, bn=bn,
                    warps=warps, stages=stages, causal=True, rule="pool", epi="none", preference=pref,
                    smem_bytes=smem, min_blocks=min_blocks_per_sm(family, smem, warps * 32))
        # MOMO step 1: the query-sparse pass with each online top-k
        for dtype in DTYPES:
            for ti, topk in enumerate(TOPK_VARIANTS):
                for grp in qsa_groups(family, d):
                    for pref, (bm, bn, warps, stages) in enumerate(qsa_configs(d, topk)):
                        smem = check_config(family, d, bm, bn, warps, stages)
                        add(name=f"fwd_qsa__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__{family}_{topk}" + qsa_suffix(grp),
                            template="fwd_qsa.cu.j2", kind="qsa", dtype=dtype, head_dim=d, bm=bm, bn=bn, warps=warps,
                            stages=stages, causal=True, kv="strided", topk=topk, sub=ti, qsa_group=grp,
                            smem_bytes=smem, preference=pref, slot_bytes=qsa_slot_bytes(bm, topk))
        # sm90 (wgmma) dense and BLASST prefill: BLASST decides per warpgroup (wgmma is warpgroup-collective)
        if d in SM90_PREFILL_TILES:
            pbm, pbn, pwarps, pst = SM90_PREFILL_TILES[d]
            sm = sm90_smem_bytes(d, pbm, pbn, pst)
            for rule, kv in PREFILL_POLICIES:
                for dtype in DTYPES:
                    for causal in (False, True):
                        name = f"fwd_prefill__{dtype}_d{d}_m{pbm}n{pbn}w{pwarps}s{pst}__sm90"
                        name += "_causal" * causal + "_blasst" * (rule == "blasst") + "_paged" * (kv == "paged")
                        add(name=name, template="fwd_prefill_sm90.cu.j2", kind="fwd_prefill", family="sm90",
                            dtype=dtype, head_dim=d, bm=pbm, bn=pbn, warps=pwarps, stages=pst, causal=causal,
                            rule=rule, kv=kv, smem_bytes=sm, blasst_scope="warpgroup", pipeline="ws",
                            tma=kv == "contiguous")
        # sm90 FP8 attention: dense over contiguous or packed K/V
        if d in SM90_FP8_TILES:
            pbm, pbn, pwarps, pst = SM90_FP8_TILES[d]
            for dtype in FP8_DTYPES:
                for causal in (False, True):
                    add(name=f"fwd_prefill__{dtype}_d{d}_m{pbm}n{pbn}w{pwarps}s{pst}__sm90" + "_causal" * causal,
                        template="fwd_prefill_sm90.cu.j2", kind="fwd_prefill", family="sm90", dtype=dtype,
                        head_dim=d, bm=pbm, bn=pbn, warps=pwarps, stages=pst, causal=causal, rule="none",
                        kv="contiguous", smem_bytes=sm90_fp8_smem_bytes(d, pbm, pbn, pst), blasst_scope="warpgroup",
                        pipeline="ws", tma=True)
        if d not in SM90_SPARSE_HEAD_DIMS:
            continue
        # sm90 sparse passes: two consumer warpgroups of 64 rows, 128-key tiles
        bm, bn, warps, stages = 128, 128, 8, 2
        smem = sm90_smem_bytes(d, bm, bn, stages)
        # MOMO's block-sparse pass: the producers gather the listed blocks' rows; two stages beside the block list
        for dtype in DTYPES:
            for causal, epi in ((False, "out_lse"), (True, "out_lse"), (True, "delta")):
                name = f"fwd_block_sparse__{dtype}_d{d}_m{bm}n{bn}w{warps}s{stages}__sm90"
                name += "_causal" * causal + "_delta" * (epi == "delta")
                add(name=name, template="fwd_prefill_sm90.cu.j2", kind="block_sparse", family="sm90",
                    dtype=dtype, head_dim=d, bm=bm, bn=bn, warps=warps, stages=stages, causal=causal,
                    kv="blocks", epi=epi, sub=int(epi == "delta"), smem_bytes=smem, list_max=LIST_MAX,
                    pipeline="ws", tma=True)
        # MOMO's query-sparse pass: 128 strided rows (two warpgroups) on the warp-specialized pipeline; the exact
        # and estimated top-k's slots (at the default k) take a stage's room
        for dtype in DTYPES:
            for ti, topk in enumerate(TOPK_VARIANTS):
                st = WS_STAGES if topk == "tree" else 2
                for grp in qsa_groups("sm90", d):
                    add(name=f"fwd_qsa__{dtype}_d{d}_m{bm}n{bn}w{warps}s{st}__sm90_{topk}" + qsa_suffix(grp),
                        template="fwd_qsa.cu.j2", kind="qsa", family="sm90", dtype=dtype, head_dim=d, bm=bm, bn=bn,
                        warps=warps, stages=st, causal=True, kv="strided", topk=topk, sub=ti, qsa_group=grp,
                        smem_bytes=sm90_smem_bytes(d, bm, bn, st), slot_bytes=qsa_slot_bytes(bm, topk),
                        pipeline="ws", tma=True)
        # Kascade's sparse pass: the producers gather the listed keys' rows
        for dtype in DTYPES:
            add(name=f"fwd_kascade__{dtype}_d{d}_m{bm}n{bn}w{warps}s{WS_STAGES}__sm90_causal",
                template="fwd_prefill_sm90.cu.j2", kind="kascade_sparse", family="sm90", dtype=dtype,
                head_dim=d, bm=bm, bn=bn, warps=warps, stages=WS_STAGES, causal=True, kv="tokens",
                smem_bytes=sm90_smem_bytes(d, bm, bn, WS_STAGES), pipeline="ws")
        # Kascade's anchor passes, which never read V: the warp-specialized pipeline with a ring of K tiles, the
        # query heads of a GQA group ANCHOR_HEADS at a time, as many K stages as fit beside their Q tiles
        for kind, rule, epi in (("fwd_lse", "lse", "out_lse"), ("kascade_pool", "pool", "none")):
            st = WS_K_ONLY_STAGES
            stat = static_smem_of(rule, "contiguous", kind, 0, bn, st, "ws", 0, warps)
            while sm90_smem_bytes(d, bm, bn, st, True, ANCHOR_HEADS) + stat > FAMILIES["sm90"]["max_smem_per_block"]:
                st -= 1
            if st < 2:   # the rules issue the next tile's QK^T before releasing this tile's stage (prefetches)
                raise ValueError(f"{kind} d{d}: {st} K stage(s) fit beside {ANCHOR_HEADS} Q tiles; the pass needs 2")
            sm = sm90_smem_bytes(d, bm, bn, st, True, ANCHOR_HEADS)
            stem = "fwd_lse" if kind == "fwd_lse" else "fwd_kascade_pool"
            for dtype in DTYPES:
                add(name=f"{stem}__{dtype}_d{d}_m{bm}n{bn}w{warps}s{st}h{ANCHOR_HEADS}__sm90_causal",
                    template="fwd_prefill_sm90.cu.j2", kind=kind, family="sm90", dtype=dtype, head_dim=d, bm=bm,
                    bn=bn, warps=warps, stages=st, causal=True, rule=rule, epi=epi, smem_bytes=sm, pipeline="ws",
                    k_only=True, heads=ANCHOR_HEADS, tma=True)
    # MOMO step 2: one kernel for every dtype and head dim
    add(name="momo_union_trim__sm80", template="union_trim.cu.j2", kind="union_trim", dtype="bf16", head_dim=0,
        warps=8, smem_bytes=0)
    add(name="block_mass__sm80", template="block_mass.cu.j2", kind="block_mass", dtype="bf16", head_dim=0,
        warps=4, smem_bytes=0)
    # Kascade's anchor decode: pooling the raw scores of its first pass
    add(name="kascade_pool_scores__sm80", template="pool_scores.cu.j2", kind="pool_scores", dtype="bf16", head_dim=0,
        warps=8, smem_bytes=0)
    # Kascade's similarity helper: mass ratios of every layer's lists under one layer's pooled scores
    add(name="kascade_sim__sm80", template="kascade_sim.cu.j2", kind="kascade_sim", dtype="bf16", head_dim=0,
        warps=4, smem_bytes=0)
    # Kascade's top-k selection: one kernel for every dtype and head dim
    add(name="kascade_topk__sm80", template="topk_select.cu.j2", kind="topk_select", dtype="bf16", head_dim=0,
        warps=32, smem_bytes=0)
    # the top-k of rows too long for shared memory and too few to fill the GPU, each over several blocks
    add(name="kascade_topk_split__sm80", template="topk_split.cu.j2", kind="topk_split", dtype="bf16", head_dim=0,
        warps=32, smem_bytes=0)
    # sa_merge_states: partial results merged by LSE, one kernel per dtype for every head dim
    for dtype in DTYPES:
        add(name=f"merge_states__{dtype}__sm80", template="merge_states.cu.j2", kind="merge_states", dtype=dtype,
            head_dim=0, warps=8, smem_bytes=0, max_parts=MERGE_MAX_PARTS)
    check_fallbacks(out)
    for v in out:
        if v["kind"] not in KINDS:
            raise ValueError(f"{v['name']}: kind {v['kind']} is not in variants.KINDS")
    return out


def config_name(v):
    """A tile config's name, as tuning files and sa_autotune's report write it (decode: mi is the caller's)."""
    if v["kind"] == "fwd_decode":
        return f"n{v['bn']}w{v['warps']}s{v['stages']}__{v['family']}"
    return f"m{v['bm']}n{v['bn']}w{v['warps']}s{v['stages']}__{v['family']}"


def slot_key(v):
    """A kernel slot: what a call asks for beside the dtype, causality and KV layout (which every config of
    the slot carries): the kind, BLASST or not, the sub-variant (policy), the head dim."""
    return (v["kind"], int(v["rule"] == "blasst"), v["sub"], v["head_dim"], int(v.get("kv8", False)),
            int(v.get("fp8", False)))


# Slots with no config for a smaller limit, and why: the support matrix lists them, and the call refuses with the
# shared memory it would need. Keys: (kind, head dim, bm or 0 for every row count, limit in bytes).
EXEMPT = {
    ("qsa", 256, 0, 166912): "MOMO's query-sparse pass at d256 needs 64-key K and V stages beside 64 query rows "
                             "(165 KiB); with 32 rows it spills registers",
    ("qsa", 256, 0, 101376): "MOMO's query-sparse pass at d256 needs 64-key tiles: 132 KiB of K and V stages",
    ("block_sparse", 256, 0, 101376): "MOMO's block-sparse pass at d256 keeps 128 query rows (66 KiB) and two stages",
    ("kascade_sparse", 256, 128, 101376): "Kascade's 128-row tiles at d256 need 130 KiB; tile 32 runs on 99 KiB",
    ("kascade_sparse", 256, 64, 101376): "Kascade's 64-row tiles at d256 need 99 KiB + its key list; tile 32 runs",
    ("kascade_pool", 256, 128, 101376): "Kascade's 128-row tiles at d256 need 130 KiB; tile 32 runs on 99 KiB",
    ("kascade_pool", 256, 64, 101376): "Kascade's 64-row tiles at d256 need 99 KiB + its pooled sums; tile 32 runs",
}
KASCADE_KINDS = ("kascade_sparse", "kascade_pool")


def smem_need(v):
    """Shared memory a variant needs at the defaults: dynamic (with the default top-k slots) + static."""
    return v["smem_bytes"] + v.get("slot_bytes", 0) + v["static_smem"]


def exempt_reason(kind, head_dim, bm, limit):
    return EXEMPT.get((kind, head_dim, bm, limit)) or EXEMPT.get((kind, head_dim, 0, limit))


def check_fallbacks(variants):
    """Every slot (decode: and row-tile count; Kascade: and tile) has a config that fits each fallback limit of its
    family with its static shared memory (or an EXEMPT entry, which must still be needed), and every config of a
    slot is rendered for each dtype, causality and KV layout the slot's other configs have."""
    groups = {}
    for v in variants:
        if v["kind"] in TILE_KINDS:
            bm = v["bm"] if v["kind"] in KASCADE_KINDS else 0
            groups.setdefault(slot_key(v) + (v["family"], v["mi"], bm), []).append(v)
    used = set()
    for key, vs in groups.items():
        fam = FAMILIES[vs[0]["family"]]
        for arch in fam["fallback_archs"]:
            limit = ARCHS[arch]["smem_per_block"]
            if min(smem_need(v) for v in vs) <= limit:
                continue
            ex = (key[0], key[3], key[-1], limit)
            if exempt_reason(*ex):
                used.add(ex if ex in EXEMPT else (key[0], key[3], 0, limit))
                continue
            raise ValueError(f"{key}: no config fits {arch}'s {limit} B of shared memory (static included)")
        shapes = {}
        for v in vs:
            shapes.setdefault(v["config"], set()).add((v["dtype"], v["causal"], v["kv"], v["epi"]))
        ref = shapes[next(iter(shapes))]
        for c, sh in shapes.items():
            if sh != ref:
                raise ValueError(f"{key}: config {c} is not rendered for the same dtypes/causal/layouts as the others")
    heads = {v["head_dim"] for v in variants}
    stale = [k for k in EXEMPT if k[1] in heads and k not in used]
    if stale:
        raise ValueError(f"EXEMPT entries no longer needed: {stale}")


def configs(variants):
    """The config space as the header's table: one row per (slot, family, config), smallest shared memory of its
    row-tile counts, with the family's preference (0 = the default where it fits)."""
    rows = {}
    for v in variants:
        if v["kind"] not in TILE_KINDS or v["kv8"] or v["fp8"]:   # FP8 cache decode and FP8 attention: not tuned yet
            continue
        key = slot_key(v) + (v["config"],)
        r = rows.get(key)
        if r is None:
            rows[key] = r = {"kind": v["kind"], "blasst": int(v["rule"] == "blasst"), "sub": v["sub"],
                             "head_dim": v["head_dim"], "family": v["family"], "name": v["config"], "bm": v["bm"],
                             "bn": v["bn"], "warps": v["warps"], "stages": v["stages"], "preference": v["preference"],
                             "smem_bytes": v["smem_bytes"], "static_smem": v["static_smem"], "threads": v["threads"],
                             "acc_regs": v["acc_regs"],
                             "reg_budget": v["reg_budget"], "min_blocks": v["min_blocks"]}
        r["smem_bytes"] = min(r["smem_bytes"], v["smem_bytes"])
        r["static_smem"] = max(r["static_smem"], v["static_smem"])
        r["acc_regs"] = max(r["acc_regs"], v["acc_regs"])
    return list(rows.values())
