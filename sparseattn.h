/* sparseattn.h - v0.1.0 - attention for long-context LLM inference on NVIDIA GPUs, in one header.

   Dense FlashAttention and training-free sparse attention (BLASST, MOMO, Kascade), compiled at run time
   by NVRTC for the GPU it finds, cached on disk, and callable from C99 or C++.

   USE
     In exactly one C or C++ file, before any other #include (the implementation needs POSIX):
         #define SPARSEATTN_IMPLEMENTATION
         #include "sparseattn.h"
     Everywhere else just #include "sparseattn.h". Link with -ldl -lpthread -lm. Nothing from CUDA is needed
     to build: the driver (libcuda.so.1) and NVRTC are found and loaded at sa_context_create.

   EXAMPLE
         sa_context *ctx;
         if (sa_context_create(NULL, &ctx) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); ... }
         sa_attention_args a = {0};            // zero = defaults: bf16, dense, contiguous strides, 1/sqrt(D)
         a.batch = 1; a.seqlen_q = a.seqlen_k = 16384;
         a.heads_q = 32; a.heads_kv = 8; a.head_dim = 128;
         a.q = dq; a.k = dk; a.v = dv; a.o = dout;   // device pointers, [B, S, H, D]
         a.causal = 1;
         if (sa_attention(ctx, &a, stream) != SA_OK) fprintf(stderr, "%s\n", sa_last_error(ctx));
         sa_context_destroy(ctx);

   CONFIGURATION MACROS
     SPARSEATTN_IMPLEMENTATION   compile the implementation in this file
     SPARSEATTN_STATIC           give every function internal linkage
     SA_MALLOC(n), SA_FREE(p), SA_ASSERT(x)   override the allocator and assertions

   ENVIRONMENT
     SPARSEATTN_CACHE_DIR   kernel cache folder (else $XDG_CACHE_HOME/sparseattn, else $HOME/.cache/sparseattn)
     SPARSEATTN_NVRTC       full path of the NVRTC library to use (nothing else is tried when set)
     SPARSEATTN_LIBCUDA     full path of the CUDA driver library (default: libcuda.so.1 on the loader path)
     SPARSEATTN_LOG         stderr log level without a callback: error, warn (default), info, debug, none
     SPARSEATTN_VALIDATE    1: every context checks the device-resident arguments (sa_context_options.validate)

   CONVENTIONS (FlashAttention's)
     Q [B, Sq, Hq, D], K/V [B, Sk, Hkv, D], O like Q, element strides for batch, sequence and head, the head
     dim contiguous and 16-byte aligned. Packed variable-length: Q [total_q, Hq, D] with cu_seqlens_q[B+1].
     GQA: query head h reads KV head h / (Hq / Hkv). Causal masks are bottom-right aligned: query i sees key
     j iff j <= i + Sk - Sq. LSE is fp32, natural log, [B, Hq, Sq] (or [Hq, total_q] when packed). A row that
     sees no key gets O = 0 and LSE = -inf. Calls take a CUDA stream, never synchronize, never allocate, and
     can be captured in a CUDA graph once their kernel is loaded (any earlier call, or sa_precompile).

   Every call returns sa_status; sa_last_error(ctx) says which argument was wrong and why, which libraries
   were searched, or the NVRTC log of a failed compile. This file is C99 and C++ (extern "C").
*/
#ifndef SPARSEATTN_H
#define SPARSEATTN_H

#if defined(SPARSEATTN_IMPLEMENTATION) && !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stddef.h>
#include <stdint.h>

#define SPARSEATTN_VERSION_MAJOR 0
#define SPARSEATTN_VERSION_MINOR 1
#define SPARSEATTN_VERSION_PATCH 0
#define SPARSEATTN_VERSION_STRING "0.1.0"

#ifndef SADEF
#ifdef SPARSEATTN_STATIC
#if defined(__GNUC__)
#define SADEF static __attribute__((unused))
#else
#define SADEF static
#endif
#else
#define SADEF extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sa_status {
  SA_OK = 0,
  SA_ERROR_INVALID_ARGUMENT = 1, /* an argument is wrong; the message names it */
  SA_ERROR_UNSUPPORTED = 2,      /* valid but not carried: head dim, GPU too old, too little shared memory */
  SA_ERROR_NO_DRIVER = 3,        /* libcuda.so.1 not found or not usable */
  SA_ERROR_NO_DEVICE = 4,        /* the driver loaded but there is no such GPU */
  SA_ERROR_NO_NVRTC = 5,         /* NVRTC (or its builtins library) not found */
  SA_ERROR_COMPILE = 6,          /* NVRTC rejected a kernel; the message holds its log */
  SA_ERROR_CUDA = 7,             /* a CUDA driver call failed; the message names it */
  SA_ERROR_OUT_OF_MEMORY = 8,    /* host allocation failed */
  SA_ERROR_IO = 9,               /* a file could not be read or written */
  SA_ERROR_INTERNAL = 10
} sa_status;

typedef enum sa_dtype { SA_DTYPE_BF16 = 0, SA_DTYPE_FP16 = 1 } sa_dtype;

typedef enum sa_method {
  SA_METHOD_DENSE = 0,
  SA_METHOD_BLASST = 1,  /* skip KV tiles whose max is far below the running max (sa_blasst_params) */
  SA_METHOD_KASCADE = 2  /* decode: attend to a top-k list of keys plus the new ones (sa_kascade_decode_params) */
} sa_method;

typedef enum sa_log_level { SA_LOG_DEBUG = 0, SA_LOG_INFO = 1, SA_LOG_WARN = 2, SA_LOG_ERROR = 3, SA_LOG_NONE = 4 } sa_log_level;

typedef void (*sa_log_fn)(void *user, sa_log_level level, const char *message);

typedef struct sa_context sa_context;

/* Zero-initialised = defaults. */
typedef struct sa_context_options {
  int device;              /* CUDA device ordinal */
  const char *cache_dir;   /* NULL: $SPARSEATTN_CACHE_DIR, $XDG_CACHE_HOME/sparseattn, $HOME/.cache/sparseattn */
  int no_disk_cache;       /* 1: keep compiled kernels in memory only */
  sa_log_fn log;           /* NULL: warnings go to stderr (see SPARSEATTN_LOG) */
  void *log_user;
  int max_family;          /* 0: the best kernel family the GPU runs (sm90 = wgmma on Hopper); 80: sm80 only */
  int validate;            /* 1: also check the arguments that live on the device (cu_seqlens, seqlens_k, block_table,
                              head maps, top-k lengths) before each call. It synchronizes the call's stream and copies
                              them to the host, so it is for debugging and cannot run inside a graph capture. Also
                              turned on for every context by SPARSEATTN_VALIDATE=1. */
} sa_context_options;

/* Element strides of a [batch, seq, head, dim] tensor (dim contiguous). All zero = contiguous. */
typedef struct sa_strides {
  int64_t batch, seq, head;
} sa_strides;

/* BLASST threshold (seed 002): a KV tile is skipped when, for every row, its max score is more than ln(lambda)
   below the running max; never the first tile of a query tile (or of a decode chunk). A threshold is a kernel
   argument: a new value never recompiles. */
typedef struct sa_blasst_params {
  float lambda;                  /* absolute threshold, used when scale_factor is 0; <= 0 or >= 1: no skipping */
  float scale_factor;            /* > 0: lambda = scale_factor / Sk, Sk the sequence's KV length (TensorRT-LLM's
                                    threshold_scale_factor) */
  unsigned long long *counters;  /* optional, device [2]: KV tiles considered and skipped are ADDED here */
  unsigned char *skip_mask;      /* optional, device: one byte per (query tile, KV tile), 1 = skipped; layout in
                                    sa_attention_tiles / sa_decode_plan_get. For tests and analysis. */
} sa_blasst_params;

/* Prefill attention. Zero-initialised = bf16, dense, contiguous, scale 1/sqrt(head_dim), no LSE. */
typedef struct sa_attention_args {
  sa_dtype dtype;
  sa_method method;
  int batch;
  int seqlen_q, seqlen_k;  /* padded layout: the lengths; packed layout: the longest sequence in the batch */
  int heads_q, heads_kv, head_dim;
  const void *q, *k, *v;   /* device pointers */
  void *o;
  sa_strides q_strides, k_strides, v_strides, o_strides;
  const int32_t *cu_seqlens_q, *cu_seqlens_k; /* device, [batch + 1]: both set = packed variable-length layout */
  int total_q, total_k;    /* packed layout: rows of Q and K (required when lse is set) */
  float *lse;              /* optional fp32 output: [batch, heads_q, seqlen_q], packed: [heads_q, total_q] */
  float softmax_scale;     /* 0: 1/sqrt(head_dim) */
  int causal;              /* bottom-right aligned */
  sa_blasst_params blasst; /* method SA_METHOD_BLASST: the prefill threshold */
} sa_attention_args;

/* The tiling a prefill call uses. BLASST decides per (query tile, KV tile): a query tile is one warp's rows; the
   warps of a thread block (block_rows rows) visit the same KV tiles, and a tile in which a warp's rows see no key
   is neither counted nor marked. skip_mask is [batch][heads_q][query_tiles][kv_tiles] with query_tiles =
   ceil(seqlen_q / block_rows) * (block_rows / query_tile) and kv_tiles = ceil(seqlen_k / kv_tile) (packed
   layout: the longest sequence). */
typedef struct sa_tiles {
  int query_tile, kv_tile;  /* BLASST decides per (query tile of query_tile rows, KV tile of kv_tile keys) */
  int block_rows;           /* the query tiles of one thread block visit the same KV tiles (block_rows rows) */
  int query_tiles, kv_tiles;
  size_t mask_bytes;
} sa_tiles;

/* Kascade decode (seed 004 Section 3.6): the rows of KV head g attend to the cache positions
   indices[b][m][0 .. counts[b][m]) with m = head_map[g] (the identity when NULL), plus the q_len new keys (causal
   among themselves when causal is set). Listed positions at or past the first new key, negative ones and repeats of
   the previous entry are ignored, so each key counts once; lists are ascending, as an anchor's top-k writes them.
   Contiguous and paged caches alike: the positions are the sequence's, the layout resolves them. */
typedef struct sa_kascade_decode_params {
  int32_t *indices;         /* device [batch][heads_kv][max_k]: read (reuse layer) or written (anchor) */
  int32_t *counts;          /* device [batch][heads_kv]; clamped to max_k */
  int max_k;
  const int32_t *head_map;  /* reuse: device [heads_kv] or NULL; ignored by an anchor */
  int anchor;               /* 1: first choose this layer's own list: a dense pass for the rows' LSE, the pooled
                               post-softmax scores of the positions before the new keys (summed over the group's query
                               heads and tokens), their top k = min(max(ceil(f L), k_min), L, max_k); then attend with
                               it. Needs q_len x group <= 16 and the plan's workspace. (One pass over K gives the
                               rows' LSE and raw scores; the pooling reads the scores.) */
  float topk_fraction;      /* anchor: f (0 = 0.1) */
  int k_min;                /* anchor: (0 = 128) */
} sa_kascade_decode_params;

/* Decode: 1 to 16 new queries per sequence against a KV cache, contiguous or paged.
   The queries of one sequence are the last q_len positions of it (causal: bottom-right). */
typedef struct sa_decode_args {
  sa_dtype dtype;
  sa_method method;
  int batch, q_len, heads_q, heads_kv, head_dim;
  const void *q;                  /* [batch, q_len, heads_q, head_dim] */
  void *o;                        /* like q */
  sa_strides q_strides, o_strides;
  float *lse;                     /* optional fp32 [batch, heads_q, q_len] */
  const void *k, *v;              /* contiguous: [batch, capacity, heads_kv, D]; paged: [num_pages, page_size, heads_kv, D] */
  sa_strides k_strides, v_strides;/* contiguous: (batch, seq, head); paged: (page, row in page, head). 0 = packed */
  const int32_t *seqlens_k;       /* device [batch]: KV length of each sequence (its new tokens included) */
  int max_seqlen_k;               /* >= every seqlens_k (sizes the split-KV plan and the skip mask) */
  int capacity;                   /* contiguous cache: rows per sequence; 0 = max_seqlen_k */
  const int32_t *block_table;     /* paged: device [batch, max_pages]; NULL = contiguous cache */
  int page_size;                  /* paged: a power of two, at least 16 */
  int max_pages, num_pages;       /* paged: block_table columns; pages in the cache */
  float softmax_scale;            /* 0: 1/sqrt(head_dim) */
  int causal;                     /* for q_len > 1 (speculative decoding): query i sees keys <= Sk - q_len + i */
  int num_splits;                 /* split-KV thread blocks per sequence; 0 = chosen from batch, heads, length, SMs */
  void *workspace;                /* device, sa_decode_plan.workspace_bytes (needed when num_splits > 1) */
  size_t workspace_bytes;
  sa_blasst_params blasst;        /* method SA_METHOD_BLASST: the decode threshold */
  sa_kascade_decode_params kascade; /* method SA_METHOD_KASCADE: the key lists */
} sa_decode_args;

/* How a decode call is run. Each thread block serves one (sequence, KV head, row block, split); its warps each
   stream one contiguous chunk of the split's KV tiles, so a sequence's KV is cut into num_splits * warps chunks
   (BLASST never skips a chunk's first tile). skip_mask: [batch][heads_kv][row_blocks][kv_tiles]. */
typedef struct sa_decode_plan {
  int num_splits, warps, kv_tile;
  int rows_per_block, row_blocks;  /* GQA rows (token, head of the group) decided together */
  int kv_tiles;                    /* ceil(max_seqlen_k / kv_tile) */
  size_t workspace_bytes;          /* 0 when num_splits == 1 */
  size_t mask_bytes;
} sa_decode_plan;

/* CPU reference options. BLASST needs the kernel's tiling to reproduce its decisions exactly. */
typedef struct sa_ref_options {
  int precision;                   /* sa_ref_precision */
  int query_tile, kv_tile;         /* BLASST prefill: sa_tiles; decode: kv_tile from the plan */
  int block_rows;                  /* BLASST prefill: sa_tiles.block_rows (0 = query_tile) */
  int chunks, rows_per_block;      /* BLASST decode: plan.num_splits * plan.warps, plan.rows_per_block */
  unsigned char *skip;             /* optional out: decisions, the kernel's skip_mask layout */
  double *margin;                  /* optional out, same layout: distance of the deciding row from ln(lambda) in
                                      score units (0 for tiles never decided); decisions closer than rounding may
                                      legitimately differ from the GPU's */
  unsigned long long counters[2];  /* out: KV tiles considered, skipped */
} sa_ref_options;

/* BLASST calibration (seed 003): from observed sparsity S at trial lambda and length L, fit
   lambda * L = a * exp(b * S) by least squares on log(lambda L) = log a + b S over points with 0.1 <= S <= 0.9. */
typedef struct sa_blasst_point {
  double lambda, length, sparsity;
} sa_blasst_point;
typedef struct sa_blasst_fit {
  double a, b;
  int points;                      /* points used */
  double r2;                       /* of the fit in log(lambda L) */
  double rmse_sparsity;            /* sparsity the fit predicts at each point's (lambda, L) vs observed */
} sa_blasst_fit;

/* Synthetic attention inputs with LLM-like structure (DESIGN.md section 6), generated on the host.
   Zero-initialised knobs take the defaults shown. Score contributions are in softmax-scaled units. */
typedef struct sa_synth_options {
  uint64_t seed;
  int seqlen, heads_q, heads_kv, head_dim;
  sa_dtype dtype;
  float rho;             /* AR(1) correlation from one token to the next of each query's own process (0.95) */
  float noise;           /* std of a score far from any structure (1.0; at least window_strength / sqrt(dims)) */
  int sinks;             /* attention-sink tokens at the start (4) */
  float sink_strength;   /* score of a sink (12.0) */
  int window;            /* local band: its score falls by e^-2 per `window` tokens of distance (64) */
  float window_strength; /* score of the band at distance 0 (9.0) */
  int stripes;           /* vertical stripes: single keys attended by a span of later queries (8, at most D/8) */
  float stripe_strength; /* (8.0) */
  int slashes;           /* diagonals at random offsets, each over a span of queries (2) */
  float slash_strength;  /* (7.0) */
  int needles;           /* single keys attended strongly by a later span of queries (2, at most D/16) */
  float needle_strength; /* (12.0) */
  float span;            /* fraction of the sequence a stripe / slash / needle holds over (0.25) */
  float length_growth;   /* structured scores grow by this * ln(seqlen / 4096) beyond 4096 tokens, as long-context
                            models sharpen their attention: the inverse lambda-length law of seed 002 (1.0;
                            a negative value turns it off) */
} sa_synth_options;

/* ---- MOMO (seed 000), delta-refined block-sparse attention; DESIGN.md section 5 ---- */

/* Online top-k of key blocks in the query-sparse pass. Generation-time variants of the QSA kernel. */
typedef enum sa_topk_variant {
  SA_TOPK_EXACT = 0,     /* score/index buffers of k per row in shared memory, O(k) argmin after a replacement */
  SA_TOPK_TREE = 1,      /* a tournament (min) tree per row in global memory, O(log k) per replacement */
  SA_TOPK_ESTIMATED = 2  /* k_exact exact slots + greedy acceptance above the erfinv threshold (Eq. 7), O(1) */
} sa_topk_variant;

/* Block-sparse attention (MOMO step 3, optionally fused with step 4), also for masks of the caller's own
   (FlashInfer BSR, FlexAttention BlockMask): the rows of query block qb of (sequence b, query head h) attend to
     the sink keys [0, sink_tokens),
     their local window: the window_tokens keys ending at the row's causal limit (non-causal: at the last key),
     the keys of the key blocks block_index[b][h][qb][0 .. block_count[b][h][qb]),
   each key once (a key in several of these counts once), and never past the causal limit. Block lists may be in
   any order and hold duplicates; entries < 0 or past the last key block are ignored.
   With delta_o set, the output is O[i] = O_*[i] + (delta_o[i / gamma] - O_*[(i / gamma) * gamma]) (Eq. 3);
   lse (optional) is always LSE_* of the sparse key set. */
typedef struct sa_block_sparse_args {
  sa_attention_args attn;          /* shapes, layout, q k v o lse, causal, scale; attn.method must be DENSE */
  int query_block;                 /* rows per query block (chi); 0 = 128, the one the kernels carry */
  int key_block;                   /* keys per block (beta), a power of two >= 16; 0 = 64 */
  const int32_t *block_index;      /* device [batch][heads_q][query_blocks][max_blocks] */
  const int32_t *block_count;      /* device [batch][heads_q][query_blocks]: entries used, clamped to max_blocks */
  int query_blocks;                /* >= ceil(seqlen_q / query_block) (packed layout: of the longest sequence) */
  int max_blocks;
  int sink_tokens, window_tokens;  /* >= 0 */
  const void *delta_o;             /* optional O_gamma [batch][ceil(seqlen_q / gamma)][heads_q][D] (padded layout,
                                      packed inputs too; sa_momo_buffers.o_gamma) */
  sa_strides delta_strides;        /* of delta_o; all zero = contiguous */
  int gamma;                       /* query stride of delta_o; a divisor of query_block */
} sa_block_sparse_args;

/* MOMO parameters; zero = the default shown. */
typedef struct sa_momo_params {
  int gamma;            /* query stride of the query-sparse pass (16) */
  int key_block;        /* beta, keys per block (64; the QSA kernels carry 64) */
  int query_block;      /* chi, rows per block-sparse query block, a multiple of gamma (128) */
  int k;                /* blocks per sparse row's top-k (64) */
  int k_exact;          /* SA_TOPK_ESTIMATED: exact slots, <= k (8); other variants: ignored (= k) */
  sa_topk_variant topk; /* (SA_TOPK_EXACT) */
  int k_trim;           /* blocks kept per query block after union and trim (k) */
  int sink_tokens;      /* (64); -1 = none */
  int window_tokens;    /* (1024); -1 = none */
} sa_momo_params;

/* Causal prefill with MOMO. Q/K/V/O as sa_attention (attn.causal must be 1, attn.method DENSE). */
typedef struct sa_momo_args {
  sa_attention_args attn;
  sa_momo_params params;
  void *workspace;            /* device, sa_momo_workspace_size bytes: carved into sa_momo_buffers */
  size_t workspace_bytes;
} sa_momo_args;

/* The intermediate tensors of MOMO's steps (device). nq = ceil(seqlen_q / gamma), nqb = ceil(seqlen_q / chi),
   seqlen_q the (longest) query length; sequences of a packed batch use the first rows of their slice. */
typedef struct sa_momo_buffers {
  void *o_gamma;              /* [batch][nq][heads_q][D], dtype: O of the strided queries (step 1) */
  float *lse_gamma;           /* [batch][heads_q][nq] */
  int32_t *topk_index;        /* [batch][heads_q][nq][k]: key blocks (-1 = empty slot), in no particular order */
  float *topk_score;          /* [batch][heads_q][nq][k]: their block scores S(j) (natural log) */
  void *tree;                 /* SA_TOPK_TREE: internal nodes, [batch][heads_q][nq][pow2 >= k] x 12 bytes */
  int32_t *block_index;       /* [batch][heads_q][nqb][k_trim]: kept blocks per query block, ascending (step 2) */
  int32_t *block_count;       /* [batch][heads_q][nqb] */
} sa_momo_buffers;

/* ---- Kascade (seed 004) host algorithms: similarity, importance, anchor selection, head mapping, plans ----

   Matrices are float, row-major; layers are numbered from 0. sim(a, b) is Eq. 3 with a the anchor (the layer
   whose top-k is reused) and b the reuse layer: the fraction of b's own top-k attention mass that a's top-k
   keys recover; in [0, 1], 1 on the diagonal. */

#define SA_KASCADE_MAX_LAYERS 256
#define SA_KASCADE_MAX_HEADS_KV 256

/* One prompt of the development set, captured on the host: per layer, the Q and K the attention saw (after
   RoPE), contiguous float. Causal self-attention: query i sees keys 0..i. */
typedef struct sa_kascade_prompt {
  const float *q;       /* [layers][tokens][heads_q][head_dim] */
  const float *k;       /* [layers][tokens][heads_kv][head_dim] */
  int tokens;
} sa_kascade_prompt;

typedef enum sa_kascade_sim_mode {
  SA_KASCADE_SIM_REMAPPED = 0, /* layer_sim[a][b] = mean over reuse KV heads gb of max over anchor KV heads ga of
                                  head_sim[a][b][ga][gb]: the similarity reuse with head remapping achieves (3.5) */
  SA_KASCADE_SIM_SHARED = 1    /* Eq. 3 on the layer distribution pooled over all query heads: one top-k per layer
                                  (3.2 as written; the paper's "All Heads Pooled" variant) */
} sa_kascade_sim_mode;

/* Parameters of sa_kascade_similarity; zero = the default shown. */
typedef struct sa_kascade_sim_params {
  int layers, heads_q, heads_kv, head_dim; /* layers <= SA_KASCADE_MAX_LAYERS; heads_q a multiple of heads_kv */
  float softmax_scale;  /* (1/sqrt(head_dim)) */
  int k;                /* keys in a top-k set (64, the paper's k for similarity); with topk_fraction, k_min */
  float topk_fraction;  /* 0: k_T = min(k, L_T); in (0, 1]: k_T = min(max(ceil(f L_T), k), L_T) as the kernels */
  int tile;             /* queries pooled into one top-k (1: per token, Eq. 3; 128: the prefill tile) */
  sa_kascade_sim_mode mode; /* what layer_sim holds (SA_KASCADE_SIM_REMAPPED) */
} sa_kascade_sim_params;

/* A Kascade plan: which layers are anchors, each layer's anchor, and each layer's head map. */
typedef struct sa_kascade_plan {
  int layers, heads_kv;
  int n_anchors;                                   /* the budget M, layer 0 included */
  int anchors[SA_KASCADE_MAX_LAYERS];              /* ascending, anchors[0] = 0 */
  int anchor_of[SA_KASCADE_MAX_LAYERS];            /* the last anchor <= l (an anchor: itself) */
  uint8_t head_map[SA_KASCADE_MAX_LAYERS][SA_KASCADE_MAX_HEADS_KV]; /* [l][g]: the KV head of anchor_of[l] whose
                                                      top-k KV head g of layer l reads; the identity on anchors */
} sa_kascade_plan;

/* ---- Kascade host algorithms (seed 004 Sections 3.2-3.5; host pointers, nothing on the GPU) ---- */
/* Similarity of top-k key sets between layers over a development set (Eq. 3 with 3.3-3.5's changes). For each
   prompt, layer l, KV head g and unit T (the queries [T*tile, (T+1)*tile)), the pooled post-softmax distribution
   P[j] = sum over the unit's queries q and the query heads h of group g of softmax_{q,h}[j], over the L_T = T*tile
   keys before the unit (the unit's own keys are always attended, never selected); I = its top k_T keys (ties: the
   smaller index). sim = sum P_b[I_a] / sum P_b[I_b] (1 when the denominator is 0); the minimum over the prompt's
   units with L_T > 0, then the mean over prompts that have one. Outputs (either may be NULL, not both):
   head_sim [layers][layers][heads_kv][heads_kv] as [a][b][ga][gb]; layer_sim [layers][layers] per params->mode.
   Cost O(layers^2 heads_kv^2 k) per unit: a reference, meant for short prompts. */
SADEF sa_status sa_kascade_similarity(const sa_kascade_sim_params *params, const sa_kascade_prompt *prompts,
                                      int n_prompts, float *layer_sim, float *head_sim);
/* Layer importance: weights[l] = mean over tokens t of 1 - cos(x[l][t], y[l][t]), x [layers][tokens][hidden] the
   hidden state entering layer l's attention block, y the one leaving it (residual included: y = x + attn(x)).
   Tokens where x or y is zero are left out; a layer with none gets 0. */
SADEF sa_status sa_kascade_importance(const float *x, const float *y, int layers, int tokens, int hidden,
                                      float *weights);
/* Algorithm 1: the `budget` anchors (layer 0 always one; 1 <= budget <= layers) maximising
   sum over layers l of w[l] * sim[anchor_of[l]][l] (anchor_of[l] = the last anchor <= l; only sim[a][b], a <= b,
   is read). weights NULL = all 1. anchors [budget] ascending, anchor_of [layers] (may be NULL), objective (may be
   NULL). Ties: compare anchor sets from the last anchor backwards; the earlier anchor wins. */
SADEF sa_status sa_kascade_select_anchors(const float *sim, const float *weights, int layers, int budget, int *anchors,
                                          int *anchor_of, double *objective);
/* Head mapping (3.5): head_map[gb] = argmax over ga of head_sim[anchor][layer][ga][gb] (ties: the smaller ga);
   the identity when layer == anchor. head_sim as sa_kascade_similarity writes it; anchor <= layer. */
SADEF sa_status sa_kascade_head_map(const float *head_sim, int layers, int heads_kv, int anchor, int layer,
                                    int *head_map);
/* Both steps into a plan: anchors by sa_kascade_select_anchors, then every layer's head map (head_sim NULL: the
   identity, no remapping). */
SADEF sa_status sa_kascade_plan_build(const float *layer_sim, const float *weights, const float *head_sim, int layers,
                                      int heads_kv, int budget, sa_kascade_plan *plan, double *objective);
/* A plan as text ("sparseattn-kascade-plan 1", layers, heads_kv, anchors, one line per layer with its anchor and
   map, "end"; '#' starts a comment). Load refuses (SA_ERROR_IO, the message says where) a missing, foreign,
   truncated or inconsistent file and leaves *plan zeroed; save refuses an inconsistent plan
   (SA_ERROR_INVALID_ARGUMENT). */
SADEF sa_status sa_kascade_plan_save(const sa_kascade_plan *plan, const char *path);
SADEF sa_status sa_kascade_plan_load(const char *path, sa_kascade_plan *plan);

/* Kascade's sparse attention (seed 004 Section 3.6), prefill, causal: query tile T (`tile` rows) of sequence b and
   query head h attends to the keys indices[b][m][T][0 .. counts[b][m][T]) with m = head_map[h / (Hq / Hkv)]
   (the identity when head_map is NULL), plus the tile's own keys (its diagonal, causal inside). The lists hold keys
   before the tile in ascending order (what an anchor's top-k writes); entries < 0, at or past the tile's first
   key, or equal to the previous entry are ignored, so each key counts once. An anchor layer runs it with its own
   indices, a reuse layer with its anchor's. */
typedef struct sa_kascade_sparse_args {
  sa_attention_args attn;     /* shapes, layout, q k v o lse, scale; attn.causal must be 1, method DENSE */
  int tile;                   /* query tile t; 0 = 128, the one the kernels carry */
  int32_t *indices;           /* device [batch][heads_kv][tiles][max_k] (written by sa_kascade_prefill's anchors) */
  int32_t *counts;            /* device [batch][heads_kv][tiles]; clamped to max_k */
  int tiles, max_k;           /* tiles >= ceil(seqlen_q / tile) */
  const int32_t *head_map;    /* device [heads_kv] or NULL */
} sa_kascade_sparse_args;

typedef struct sa_device_info {
  char name[256];
  int cc_major, cc_minor;
  int sm_count;
  int smem_per_block;      /* opt-in maximum, bytes */
  char arch[16];           /* what kernels are compiled for, e.g. "sm_90a" */
  int driver_version;      /* e.g. 13000 */
  int nvrtc_major, nvrtc_minor;
  char cache_dir[1024];    /* empty when caching in memory only */
} sa_device_info;

typedef struct sa_kernel_info {
  const char *name;        /* variant name, e.g. fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal */
  int loaded;              /* in this context */
  int from_disk;           /* 1: cubin read from the disk cache, 0: compiled by NVRTC in this context */
  double compile_ms;       /* NVRTC time (0 when loaded from disk) */
  double load_ms;          /* cache lookup + module load (+ disk write after a compile) */
  int registers, local_bytes;
} sa_kernel_info;

typedef enum sa_ref_precision { SA_REF_FLOAT = 0, SA_REF_DOUBLE = 1 } sa_ref_precision;

/* ---- context ---- */
SADEF sa_status sa_context_create(const sa_context_options *options, sa_context **out);
SADEF void sa_context_destroy(sa_context *ctx);
SADEF const char *sa_last_error(const sa_context *ctx); /* NULL ctx: this thread's last context-less failure */
SADEF const char *sa_status_string(sa_status status);
SADEF const char *sa_version_string(void);
SADEF sa_status sa_device_info_get(sa_context *ctx, sa_device_info *out);
SADEF int sa_kernel_count(void);                          /* variants this header carries */
SADEF sa_status sa_kernel_info_get(sa_context *ctx, int index, sa_kernel_info *out);

/* ---- attention ---- */
SADEF sa_status sa_attention(sa_context *ctx, const sa_attention_args *args, void *stream);
SADEF sa_status sa_attention_tiles(sa_context *ctx, const sa_attention_args *args, sa_tiles *out);
SADEF sa_status sa_decode(sa_context *ctx, const sa_decode_args *args, void *stream);
SADEF sa_status sa_decode_plan_get(sa_context *ctx, const sa_decode_args *args, sa_decode_plan *out);

/* ---- MOMO (all calls take device pointers and a stream; none allocates or synchronizes) ---- */
SADEF sa_status sa_block_sparse_attention(sa_context *ctx, const sa_block_sparse_args *args, void *stream);
SADEF sa_status sa_momo_workspace_size(const sa_momo_args *args, size_t *bytes);
/* Carve args->workspace into the step buffers (what sa_momo_prefill uses). */
SADEF sa_status sa_momo_buffers_get(const sa_momo_args *args, sa_momo_buffers *out);
/* Step 1: query-sparse attention with the fused online top-k: o_gamma, lse_gamma, topk_index, topk_score. */
SADEF sa_status sa_momo_qsa(sa_context *ctx, const sa_momo_args *args, const sa_momo_buffers *bufs, void *stream);
/* Step 2: union of the chi/gamma sparse rows of each query block, duplicates merged by the mean of their scores,
   the k_trim best kept (ties: the smaller block), sorted by block: block_index, block_count. */
SADEF sa_status sa_momo_union_trim(sa_context *ctx, const sa_momo_args *args, const sa_momo_buffers *bufs, void *stream);
/* Steps 1-4: attn.o = MOMO's output. */
SADEF sa_status sa_momo_prefill(sa_context *ctx, const sa_momo_args *args, void *stream);
/* The attention mass a block-sparse key set captures (MOMO's quality measure) on the GPU: runs
   sa_block_sparse_attention(args) (writing args->attn.o; delta_o is ignored) and sums, per (sequence, query head,
   query block), exp(LSE_set - lse_full) over the block's rows: mass [batch][heads_q][query_blocks]. lse_full: the
   full attention's LSE in the LSE layout (e.g. sa_attention's, same causal flag). workspace: the LSE of the set,
   sa_block_mass_workspace_size bytes. */
SADEF sa_status sa_block_mass_workspace_size(const sa_block_sparse_args *args, size_t *bytes);
SADEF sa_status sa_block_mass(sa_context *ctx, const sa_block_sparse_args *args, const float *lse_full, float *mass,
                              void *workspace, size_t workspace_bytes, void *stream);

/* ---- Kascade on the GPU ---- */
SADEF sa_status sa_kascade_sparse_attention(sa_context *ctx, const sa_kascade_sparse_args *args, void *stream);
/* Kascade prefill for a layer of any role (seed 004 Section 3.6): role SA_KASCADE_REUSE runs
   sa_kascade_sparse_attention(sparse); SA_KASCADE_ANCHOR first writes the layer's own lists into sparse.indices /
   counts (a dense pass for every row's LSE; per (KV head, query tile T) the pooled post-softmax score
   P_T[j] = sum over the tile's rows and the group's query heads of exp(s - LSE) over the L_T keys before the tile,
   chunk_tiles tiles at a time; their top k_T = min(max(ceil(f L_T), k_min), L_T, max_k)), then attends with them
   (head_map ignored); SA_KASCADE_DENSE (layer 0) writes the lists the same way and outputs dense attention.
   Padded layout only for the anchor roles; the workspace: sa_kascade_prefill_workspace_size. */
typedef enum sa_kascade_role { SA_KASCADE_REUSE = 0, SA_KASCADE_ANCHOR = 1, SA_KASCADE_DENSE = 2 } sa_kascade_role;
typedef struct sa_kascade_prefill_args {
  sa_kascade_sparse_args sparse; /* the attention and the lists (written by the anchor roles) */
  sa_kascade_role role;
  float topk_fraction;           /* f (0 = 0.1) */
  int k_min;                     /* (0 = 128) */
  int chunk_tiles;               /* query tiles pooled at once (0: as many as 256 MiB of scores hold) */
  void *workspace;
  size_t workspace_bytes;
} sa_kascade_prefill_args;
SADEF sa_status sa_kascade_prefill_workspace_size(const sa_kascade_prefill_args *args, size_t *bytes);
SADEF sa_status sa_kascade_prefill(sa_context *ctx, const sa_kascade_prefill_args *args, void *stream);
/* Kascade's top-k (Section 3.6) over score rows: row r (scores + r * row_stride, length lengths[r], or `length`
   for every row when lengths is NULL) keeps its k = min(max(ceil(fraction * L), k_min), L, max_k) largest scores
   (ties: the smaller index; fraction * L in fp32), written ascending to indices[r][0 .. k), -1 after; counts[r] = k.
   Device pointers; one thread block per row. */
SADEF sa_status sa_kascade_topk(sa_context *ctx, const float *scores, int64_t row_stride, int rows, const int32_t *lengths,
                                int length, float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k,
                                void *stream);

/* ---- BLASST calibration (host) ---- */
SADEF sa_status sa_blasst_calibrate(const sa_blasst_point *points, int n, sa_blasst_fit *fit);
/* The paper's single-target fit lambda = a / L: per length the trial lambda whose sparsity is closest to target
   (kept when within tol), then least squares through the origin on (1/L, lambda). */
SADEF sa_status sa_blasst_calibrate_target(const sa_blasst_point *points, int n, double target, double tol, double *a);
SADEF double sa_blasst_lambda(double a, double b, double target_sparsity, double length);

/* ---- synthetic inputs (host buffers: q [seqlen, heads_q, D], k/v [seqlen, heads_kv, D]) ---- */
SADEF sa_status sa_synth_generate(const sa_synth_options *options, void *q, void *k, void *v);

/* ---- CPU reference (host pointers; same arguments and semantics) ----
   out: the layout and element strides of args->o, elements float or double per prec.
   lse: optional, the LSE layout, float or double. */
SADEF sa_status sa_ref_attention(const sa_attention_args *args, sa_ref_precision prec, void *out, void *lse);
SADEF sa_status sa_ref_attention_ex(const sa_attention_args *args, sa_ref_options *opt, void *out, void *lse);
/* Decode on the host: seqlens_k and block_table are host arrays here; out and lse as in sa_decode's layout. */
SADEF sa_status sa_ref_decode(const sa_decode_args *args, sa_ref_options *opt, void *out, void *lse);

/* MOMO on the host (host pointers in args and bufs). sa_ref_momo_qsa: o_gamma (float/double per prec, the
   o_gamma layout), lse_gamma (same precision), topk_index/topk_score as sa_momo_buffers (each row's k entries sorted
   by score descending, ties by block ascending; the estimated variant: the k_exact exact slots first, then the
   greedy slots in acceptance order). */
SADEF sa_status sa_ref_momo_qsa(const sa_momo_args *args, sa_ref_precision prec, void *o_gamma, void *lse_gamma,
                                int32_t *topk_index, float *topk_score);
SADEF sa_status sa_ref_momo_union_trim(const sa_momo_args *args, const int32_t *topk_index, const float *topk_score,
                                       int32_t *block_index, int32_t *block_count);
/* out/lse as sa_ref_attention (layout of attn.o / the LSE layout), float or double per prec. */
SADEF sa_status sa_ref_block_sparse(const sa_block_sparse_args *args, sa_ref_precision prec, void *out, void *lse);
SADEF sa_status sa_ref_momo_prefill(const sa_momo_args *args, sa_ref_precision prec, void *out);
/* Attention mass (quality measure): for each (b, h, query block), the sum over its rows of the softmax probability
   (of full causal attention) that the block-sparse key set of args captures: mass[b][h][qb]. With oracle set, also
   the mass of the oracle's set: the same sinks and window plus the k = args->max_blocks blocks of largest mass
   outside them, oracle_index [b][h][qb][max_blocks] (optional, ascending, -1 padded). */
SADEF sa_status sa_ref_block_mass(const sa_block_sparse_args *args, double *mass, double *oracle_mass,
                                  int32_t *oracle_index);

/* An anchor decode's pooled scores on the host: scores[b][g][j] for the positions j < seqlens_k[b] - q_len before the
   new keys, the sum over KV head g's query heads and the new tokens of exp(s - LSE_row), LSE over every key the row
   sees (the dense decode's); host pointers as sa_ref_decode. */
SADEF sa_status sa_ref_kascade_decode_scores(const sa_decode_args *args, double *scores);
/* An anchor prefill's pooled scores on the host: scores[b][g][T][j] (j < Sk; 0 past L_T) as sa_kascade_prefill
   defines them; host tensors; padded layout. */
SADEF sa_status sa_ref_kascade_prefill_scores(const sa_kascade_sparse_args *args, double *scores);
/* sa_kascade_topk on the host (host pointers). */
SADEF sa_status sa_ref_kascade_topk(const float *scores, int64_t row_stride, int rows, const int32_t *lengths, int length,
                                    float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k);
/* Kascade's sparse attention on the host (indices, counts, head_map and the tensors are host arrays). */
SADEF sa_status sa_ref_kascade_sparse_attention(const sa_kascade_sparse_args *args, sa_ref_precision prec, void *out,
                                                void *lse);

/* ---- 16-bit conversions (round to nearest even) ---- */
SADEF uint16_t sa_f32_to_bf16(float x);
SADEF float sa_bf16_to_f32(uint16_t x);
SADEF uint16_t sa_f32_to_fp16(float x);
SADEF float sa_fp16_to_f32(uint16_t x);

/* ---- device utilities, for programs without the CUDA runtime (tests, examples, C engines) ---- */
SADEF sa_status sa_device_alloc(sa_context *ctx, size_t bytes, void **ptr);
SADEF sa_status sa_device_free(sa_context *ctx, void *ptr);
SADEF sa_status sa_memcpy_htod(sa_context *ctx, void *dst, const void *src, size_t bytes);
SADEF sa_status sa_memcpy_dtoh(sa_context *ctx, void *dst, const void *src, size_t bytes);
SADEF sa_status sa_memset_device(sa_context *ctx, void *dst, unsigned char value, size_t bytes);
SADEF sa_status sa_stream_synchronize(sa_context *ctx, void *stream);
SADEF sa_status sa_stream_create(sa_context *ctx, void **stream); /* non-blocking stream */
SADEF sa_status sa_stream_destroy(sa_context *ctx, void *stream);
SADEF sa_status sa_event_create(sa_context *ctx, void **event);
SADEF sa_status sa_event_record(sa_context *ctx, void *event, void *stream);
SADEF sa_status sa_event_elapsed_ms(sa_context *ctx, void *start, void *end, float *ms); /* waits for end */
SADEF sa_status sa_event_destroy(sa_context *ctx, void *event);

#ifdef __cplusplus
}
#endif
#endif /* SPARSEATTN_H */

/* ====================================================================================================== */
/*                                             IMPLEMENTATION                                             */
/* ====================================================================================================== */
#ifdef SPARSEATTN_IMPLEMENTATION
#ifndef SPARSEATTN_IMPLEMENTATION_DONE
#define SPARSEATTN_IMPLEMENTATION_DONE

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#ifndef SA_MALLOC
#define SA_MALLOC(n) malloc(n)
#define SA_FREE(p) free(p)
#endif
#ifndef SA_ASSERT
#include <assert.h>
#define SA_ASSERT(x) assert(x)
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define SA__ERR_CAP 16384
#define SA__PATH_CAP 1024
#define SA__MAGIC 0x5a5a11a7u
#define SA__CACHE_FORMAT 1u
#define SA__CACHE_HEADER_BYTES 88

/* Kinds of kernel; the generated variant table uses these. */
enum {
  SA__KIND_FWD_PREFILL = 1, SA__KIND_FWD_DECODE = 2, SA__KIND_DECODE_COMBINE = 3,
  SA__KIND_BLOCK_SPARSE = 4, SA__KIND_QSA = 5, SA__KIND_UNION_TRIM = 6, SA__KIND_BLOCK_MASS = 7,
  SA__KIND_KASCADE_SPARSE = 8, SA__KIND_TOPK_SELECT = 9, SA__KIND_KASCADE_POOL = 10, SA__KIND_POOL_SCORES = 11
};

/* One generated kernel (see codegen/variants.py). Its source is lines of the generated line pool.
   bm: query rows per block (decode: 16 * mi); blasst: the BLASST skip policy; paged: paged KV cache. */
typedef struct sa__variant {
  const char *name;
  int kind, family, dtype, head_dim, bm, bn, warps, stages, causal, blasst, paged;
  int sub; /* qsa: the top-k variant (sa_topk_variant); block_sparse: 1 = delta-correction epilogue */
  int mi, preference;
  int threads, smem_bytes, min_blocks;
  const unsigned short *lines;
  int n_lines;
} sa__variant;

static const sa__variant *sa__variant_table(int *count);
static const char *sa__gen_line(int i);

/* ------------------------------------------------------------------------------------------------------ */
/* platform: time, strings, errors, logging                                                               */
/* ------------------------------------------------------------------------------------------------------ */

static double sa__now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static void sa__strlcpy(char *dst, const char *src, size_t cap) {
  size_t n = strlen(src);
  if (cap == 0) return;
  if (n >= cap) n = cap - 1;
  memcpy(dst, src, n);
  dst[n] = 0;
}

/* Append printf-style text to a bounded buffer. */
static void sa__appendf(char *buf, size_t cap, const char *fmt, ...) {
  size_t n = strlen(buf);
  va_list ap;
  if (n + 1 >= cap) return;
  va_start(ap, fmt);
  vsnprintf(buf + n, cap - n, fmt, ap);
  va_end(ap);
}

static pthread_key_t sa__tls_key;
static pthread_once_t sa__tls_once = PTHREAD_ONCE_INIT;
static void sa__tls_free(void *p) { free(p); }
static void sa__tls_init(void) { pthread_key_create(&sa__tls_key, sa__tls_free); }
static char *sa__tls_error(void) {
  char *b;
  pthread_once(&sa__tls_once, sa__tls_init);
  b = (char *)pthread_getspecific(sa__tls_key);
  if (!b) {
    b = (char *)calloc(1, SA__ERR_CAP); /* freed by the key's destructor: plain calloc, not SA_MALLOC */
    if (b) pthread_setspecific(sa__tls_key, b);
  }
  return b;
}

struct sa__jit; /* below */

typedef struct sa__kernel {
  void *module, *function; /* CUmodule, CUfunction */
  int loaded, from_disk;
  double compile_ms, load_ms;
  int registers, local_bytes;
} sa__kernel;

typedef struct sa__jit {
  char dir[SA__PATH_CAP]; /* cache folder; empty = memory only */
  int disk;               /* disk cache in use */
  int warned;             /* the "not writable" warning was given */
  sa_log_fn log;
  void *log_user;
  int log_level;
  pthread_mutex_t mu;
} sa__jit;

struct sa_context {
  unsigned magic;
  struct sa_context *next_live; /* the registry of live contexts (sa__live) */
  int validate;         /* check device-resident arguments (synchronizes; sa_context_options.validate) */
  int nodevice;         /* a context without a GPU (sa__context_nodevice: tests and fuzzing): argument checks run,
                           "device" pointers are host memory, and every driver call fails */
  int ordinal;
  int dev;              /* CUdevice */
  void *cuctx;          /* the device's primary context, retained */
  int cc_major, cc_minor, sm_count, smem_optin, smem_per_sm;
  int max_family;       /* highest kernel family used: min(compute capability, options->max_family) */
  int driver_version;
  char name[256];
  char arch[16];
  sa__jit jit;
  pthread_mutex_t mu;   /* guards kernels[] */
  int n_kernels;
  sa__kernel *kernels;
  pthread_mutex_t err_mu;
  char err[SA__ERR_CAP];
};

static void sa__emit_log(sa_log_fn fn, void *user, int threshold, sa_log_level lvl, const char *msg) {
  static const char *names[] = {"debug", "info", "warning", "error"};
  if (fn) {
    fn(user, lvl, msg);
  } else if ((int)lvl >= threshold && lvl <= SA_LOG_ERROR) {
    fprintf(stderr, "sparseattn %s: %s\n", names[lvl], msg);
  }
}

static int sa__env_validate(void) {
  const char *e = getenv("SPARSEATTN_VALIDATE");
  return e && *e && strcmp(e, "0") != 0;
}

static int sa__env_log_level(void) {
  const char *e = getenv("SPARSEATTN_LOG");
  if (!e || !*e) return SA_LOG_WARN;
  if (!strcmp(e, "debug")) return SA_LOG_DEBUG;
  if (!strcmp(e, "info")) return SA_LOG_INFO;
  if (!strcmp(e, "error")) return SA_LOG_ERROR;
  if (!strcmp(e, "none") || !strcmp(e, "0")) return SA_LOG_NONE;
  return SA_LOG_WARN;
}

static void sa__jit_log(sa__jit *j, sa_log_level lvl, const char *fmt, ...) {
  char msg[2048];
  va_list ap;
  if (!j->log && (int)lvl < j->log_level) return;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  sa__emit_log(j->log, j->log_user, j->log_level, lvl, msg);
}

/* Record a failure: in the context, or for context-less failures in this thread's buffer. */
static sa_status sa__fail(sa_context *ctx, sa_status st, const char *fmt, ...) {
  char *buf;
  va_list ap;
  if (ctx) {
    pthread_mutex_lock(&ctx->err_mu);
    buf = ctx->err;
  } else {
    buf = sa__tls_error();
    if (!buf) return st;
  }
  va_start(ap, fmt);
  vsnprintf(buf, SA__ERR_CAP, fmt, ap);
  va_end(ap);
  if (ctx) {
    sa__jit_log(&ctx->jit, SA_LOG_DEBUG, "%s", buf);
    pthread_mutex_unlock(&ctx->err_mu);
  }
  return st;
}

/* The live contexts. sa__live compares the caller's pointer with theirs and never reads through it, so a context used
   after sa_context_destroy is refused instead of read from freed memory (unless a new context has since been
   allocated at the same address, which a pointer cannot tell apart). */
static pthread_mutex_t sa__live_mu = PTHREAD_MUTEX_INITIALIZER;
static sa_context *sa__live_list;

static int sa__live(const sa_context *ctx) {
  const sa_context *c;
  int found = 0;
  if (!ctx) return 0;
  pthread_mutex_lock(&sa__live_mu);
  for (c = sa__live_list; c && !found; c = c->next_live) found = c == ctx;
  pthread_mutex_unlock(&sa__live_mu);
  return found && ctx->magic == SA__MAGIC;
}
static void sa__live_add(sa_context *ctx) {
  pthread_mutex_lock(&sa__live_mu);
  ctx->next_live = sa__live_list;
  sa__live_list = ctx;
  pthread_mutex_unlock(&sa__live_mu);
}
/* 1 when ctx was live (and is now removed). */
static int sa__live_remove(sa_context *ctx) {
  sa_context **pp;
  int found = 0;
  pthread_mutex_lock(&sa__live_mu);
  for (pp = &sa__live_list; *pp; pp = &(*pp)->next_live)
    if (*pp == ctx) { *pp = ctx->next_live; found = 1; break; }
  pthread_mutex_unlock(&sa__live_mu);
  return found;
}

SADEF const char *sa_status_string(sa_status s) {
  switch (s) {
    case SA_OK: return "ok";
    case SA_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case SA_ERROR_UNSUPPORTED: return "unsupported";
    case SA_ERROR_NO_DRIVER: return "no CUDA driver";
    case SA_ERROR_NO_DEVICE: return "no CUDA device";
    case SA_ERROR_NO_NVRTC: return "no NVRTC";
    case SA_ERROR_COMPILE: return "kernel compilation failed";
    case SA_ERROR_CUDA: return "CUDA error";
    case SA_ERROR_OUT_OF_MEMORY: return "out of host memory";
    case SA_ERROR_IO: return "I/O error";
    case SA_ERROR_INTERNAL: return "internal error";
  }
  return "unknown status";
}

SADEF const char *sa_version_string(void) { return SPARSEATTN_VERSION_STRING; }

SADEF const char *sa_last_error(const sa_context *ctx) {
  const char *b;
  if (ctx) return sa__live(ctx) ? ctx->err : "sa_last_error: ctx is not a live context (NULL, destroyed or never created)";
  b = sa__tls_error();
  return b ? b : "";
}

/* ------------------------------------------------------------------------------------------------------ */
/* SHA-256 (cache keys and payload checksums)                                                             */
/* ------------------------------------------------------------------------------------------------------ */

typedef struct sa__sha256 {
  uint32_t h[8];
  uint64_t len;
  unsigned char buf[64];
  size_t fill;
} sa__sha256;

static const uint32_t sa__sha_k[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
    0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
    0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
    0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
    0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u};

#define SA__ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void sa__sha256_block(sa__sha256 *s, const unsigned char *p) {
  uint32_t w[64], a, b, c, d, e, f, g, h;
  int i;
  for (i = 0; i < 16; ++i)
    w[i] = ((uint32_t)p[4 * i] << 24) | ((uint32_t)p[4 * i + 1] << 16) | ((uint32_t)p[4 * i + 2] << 8) | p[4 * i + 3];
  for (i = 16; i < 64; ++i) {
    uint32_t s0 = SA__ROR(w[i - 15], 7) ^ SA__ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
    uint32_t s1 = SA__ROR(w[i - 2], 17) ^ SA__ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  a = s->h[0]; b = s->h[1]; c = s->h[2]; d = s->h[3]; e = s->h[4]; f = s->h[5]; g = s->h[6]; h = s->h[7];
  for (i = 0; i < 64; ++i) {
    uint32_t t1 = h + (SA__ROR(e, 6) ^ SA__ROR(e, 11) ^ SA__ROR(e, 25)) + ((e & f) ^ (~e & g)) + sa__sha_k[i] + w[i];
    uint32_t t2 = (SA__ROR(a, 2) ^ SA__ROR(a, 13) ^ SA__ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  s->h[0] += a; s->h[1] += b; s->h[2] += c; s->h[3] += d; s->h[4] += e; s->h[5] += f; s->h[6] += g; s->h[7] += h;
}

static void sa__sha256_init(sa__sha256 *s) {
  static const uint32_t h0[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                                 0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
  memcpy(s->h, h0, sizeof h0);
  s->len = 0;
  s->fill = 0;
}

static void sa__sha256_update(sa__sha256 *s, const void *data, size_t n) {
  const unsigned char *p = (const unsigned char *)data;
  s->len += n;
  while (n) {
    size_t take = 64 - s->fill;
    if (take > n) take = n;
    memcpy(s->buf + s->fill, p, take);
    s->fill += take; p += take; n -= take;
    if (s->fill == 64) { sa__sha256_block(s, s->buf); s->fill = 0; }
  }
}

static void sa__sha256_final(sa__sha256 *s, unsigned char out[32]) {
  uint64_t bits = s->len * 8;
  unsigned char pad = 0x80, zero = 0, lenb[8];
  int i;
  sa__sha256_update(s, &pad, 1);
  while (s->fill != 56) sa__sha256_update(s, &zero, 1);
  for (i = 0; i < 8; ++i) lenb[i] = (unsigned char)(bits >> (56 - 8 * i));
  sa__sha256_update(s, lenb, 8);
  for (i = 0; i < 8; ++i) {
    out[4 * i] = (unsigned char)(s->h[i] >> 24); out[4 * i + 1] = (unsigned char)(s->h[i] >> 16);
    out[4 * i + 2] = (unsigned char)(s->h[i] >> 8); out[4 * i + 3] = (unsigned char)s->h[i];
  }
}

static void sa__sha256_buf(const void *data, size_t n, unsigned char out[32]) {
  sa__sha256 s;
  sa__sha256_init(&s);
  sa__sha256_update(&s, data, n);
  sa__sha256_final(&s, out);
}

static void sa__hex(const unsigned char *b, size_t n, char *out) {
  static const char d[] = "0123456789abcdef";
  size_t i;
  for (i = 0; i < n; ++i) { out[2 * i] = d[b[i] >> 4]; out[2 * i + 1] = d[b[i] & 15]; }
  out[2 * n] = 0;
}

/* ------------------------------------------------------------------------------------------------------ */
/* the CUDA driver and NVRTC, loaded at run time through our own declarations                             */
/* ------------------------------------------------------------------------------------------------------ */

typedef int sa__CUresult;
typedef void *sa__CUptr; /* CUcontext, CUmodule, CUfunction, CUstream, CUevent */
typedef unsigned long long sa__CUdeviceptr;

enum {
  SA__CU_DEV_ATTR_SM_COUNT = 16,
  SA__CU_DEV_ATTR_CC_MAJOR = 75,
  SA__CU_DEV_ATTR_CC_MINOR = 76,
  SA__CU_DEV_ATTR_SMEM_OPTIN = 97,
  SA__CU_DEV_ATTR_SMEM_PER_SM = 81,
  SA__CU_FUNC_ATTR_SHARED_BYTES = 1,
  SA__CU_FUNC_ATTR_LOCAL_BYTES = 3,
  SA__CU_FUNC_ATTR_NUM_REGS = 4,
  SA__CU_FUNC_ATTR_MAX_DYN_SMEM = 8,
  SA__CUDA_ERROR_NO_DEVICE = 100,
  SA__CUDA_ERROR_INVALID_DEVICE = 101
};

typedef struct sa__cuda_api {
  sa__CUresult (*Init)(unsigned);
  sa__CUresult (*DriverGetVersion)(int *);
  sa__CUresult (*DeviceGetCount)(int *);
  sa__CUresult (*DeviceGet)(int *, int);
  sa__CUresult (*DeviceGetAttribute)(int *, int, int);
  sa__CUresult (*DeviceGetName)(char *, int, int);
  sa__CUresult (*DevicePrimaryCtxRetain)(sa__CUptr *, int);
  sa__CUresult (*DevicePrimaryCtxRelease)(int);
  sa__CUresult (*CtxPushCurrent)(sa__CUptr);
  sa__CUresult (*CtxPopCurrent)(sa__CUptr *);
  sa__CUresult (*ModuleLoadData)(sa__CUptr *, const void *);
  sa__CUresult (*ModuleUnload)(sa__CUptr);
  sa__CUresult (*ModuleGetFunction)(sa__CUptr *, sa__CUptr, const char *);
  sa__CUresult (*FuncSetAttribute)(sa__CUptr, int, int);
  sa__CUresult (*FuncGetAttribute)(int *, int, sa__CUptr);
  sa__CUresult (*LaunchKernel)(sa__CUptr, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                               sa__CUptr, void **, void **);
  sa__CUresult (*MemAlloc)(sa__CUdeviceptr *, size_t);
  sa__CUresult (*MemFree)(sa__CUdeviceptr);
  sa__CUresult (*MemcpyHtoD)(sa__CUdeviceptr, const void *, size_t);
  sa__CUresult (*MemcpyDtoH)(void *, sa__CUdeviceptr, size_t);
  sa__CUresult (*MemsetD8)(sa__CUdeviceptr, unsigned char, size_t);
  sa__CUresult (*MemsetD8Async)(sa__CUdeviceptr, unsigned char, size_t, sa__CUptr);
  sa__CUresult (*StreamSynchronize)(sa__CUptr);
  sa__CUresult (*StreamCreate)(sa__CUptr *, unsigned);
  sa__CUresult (*StreamDestroy)(sa__CUptr);
  sa__CUresult (*EventCreate)(sa__CUptr *, unsigned);
  sa__CUresult (*EventRecord)(sa__CUptr, sa__CUptr);
  sa__CUresult (*EventElapsedTime)(float *, sa__CUptr, sa__CUptr);
  sa__CUresult (*EventDestroy)(sa__CUptr);
  sa__CUresult (*GetErrorName)(sa__CUresult, const char **);
  sa__CUresult (*StreamGetCtx)(sa__CUptr, sa__CUptr *);
  sa__CUresult (*CtxGetDevice)(int *);
  sa__CUresult (*MemcpyDtoHAsync)(void *, sa__CUdeviceptr, size_t, sa__CUptr);
} sa__cuda_api;

typedef int sa__nvrtcResult;
typedef void *sa__nvrtcProgram;

typedef struct sa__nvrtc_api {
  const char *(*GetErrorString)(sa__nvrtcResult);
  sa__nvrtcResult (*Version)(int *, int *);
  sa__nvrtcResult (*GetNumSupportedArchs)(int *);
  sa__nvrtcResult (*GetSupportedArchs)(int *);
  sa__nvrtcResult (*CreateProgram)(sa__nvrtcProgram *, const char *, const char *, int, const char *const *,
                                   const char *const *);
  sa__nvrtcResult (*DestroyProgram)(sa__nvrtcProgram *);
  sa__nvrtcResult (*CompileProgram)(sa__nvrtcProgram, int, const char *const *);
  sa__nvrtcResult (*GetProgramLogSize)(sa__nvrtcProgram, size_t *);
  sa__nvrtcResult (*GetProgramLog)(sa__nvrtcProgram, char *);
  sa__nvrtcResult (*GetCUBINSize)(sa__nvrtcProgram, size_t *);
  sa__nvrtcResult (*GetCUBIN)(sa__nvrtcProgram, char *);
} sa__nvrtc_api;

typedef struct sa__sym {
  size_t offset;
  const char *names[3]; /* tried in order (versioned names first) */
} sa__sym;

#define SA__CU(f) offsetof(sa__cuda_api, f)
static const sa__sym sa__cuda_syms[] = {
    {SA__CU(Init), {"cuInit", 0, 0}},
    {SA__CU(DriverGetVersion), {"cuDriverGetVersion", 0, 0}},
    {SA__CU(DeviceGetCount), {"cuDeviceGetCount", 0, 0}},
    {SA__CU(DeviceGet), {"cuDeviceGet", 0, 0}},
    {SA__CU(DeviceGetAttribute), {"cuDeviceGetAttribute", 0, 0}},
    {SA__CU(DeviceGetName), {"cuDeviceGetName", 0, 0}},
    {SA__CU(DevicePrimaryCtxRetain), {"cuDevicePrimaryCtxRetain", 0, 0}},
    {SA__CU(DevicePrimaryCtxRelease), {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease", 0}},
    {SA__CU(CtxPushCurrent), {"cuCtxPushCurrent_v2", 0, 0}},
    {SA__CU(CtxPopCurrent), {"cuCtxPopCurrent_v2", 0, 0}},
    {SA__CU(ModuleLoadData), {"cuModuleLoadData", 0, 0}},
    {SA__CU(ModuleUnload), {"cuModuleUnload", 0, 0}},
    {SA__CU(ModuleGetFunction), {"cuModuleGetFunction", 0, 0}},
    {SA__CU(FuncSetAttribute), {"cuFuncSetAttribute", 0, 0}},
    {SA__CU(FuncGetAttribute), {"cuFuncGetAttribute", 0, 0}},
    {SA__CU(LaunchKernel), {"cuLaunchKernel", 0, 0}},
    {SA__CU(MemAlloc), {"cuMemAlloc_v2", 0, 0}},
    {SA__CU(MemFree), {"cuMemFree_v2", 0, 0}},
    {SA__CU(MemcpyHtoD), {"cuMemcpyHtoD_v2", 0, 0}},
    {SA__CU(MemcpyDtoH), {"cuMemcpyDtoH_v2", 0, 0}},
    {SA__CU(MemsetD8), {"cuMemsetD8_v2", 0, 0}},
    {SA__CU(MemsetD8Async), {"cuMemsetD8Async", 0, 0}},
    {SA__CU(StreamSynchronize), {"cuStreamSynchronize", 0, 0}},
    {SA__CU(StreamCreate), {"cuStreamCreate", 0, 0}},
    {SA__CU(StreamDestroy), {"cuStreamDestroy_v2", 0, 0}},
    {SA__CU(EventCreate), {"cuEventCreate", 0, 0}},
    {SA__CU(EventRecord), {"cuEventRecord", 0, 0}},
    {SA__CU(EventElapsedTime), {"cuEventElapsedTime_v2", "cuEventElapsedTime", 0}},
    {SA__CU(EventDestroy), {"cuEventDestroy_v2", 0, 0}},
    {SA__CU(GetErrorName), {"cuGetErrorName", 0, 0}},
    {SA__CU(StreamGetCtx), {"cuStreamGetCtx", 0, 0}},
    {SA__CU(CtxGetDevice), {"cuCtxGetDevice", 0, 0}},
    {SA__CU(MemcpyDtoHAsync), {"cuMemcpyDtoHAsync_v2", 0, 0}},
};
#undef SA__CU

#define SA__NV(f) offsetof(sa__nvrtc_api, f)
static const sa__sym sa__nvrtc_syms[] = {
    {SA__NV(GetErrorString), {"nvrtcGetErrorString", 0, 0}},
    {SA__NV(Version), {"nvrtcVersion", 0, 0}},
    {SA__NV(GetNumSupportedArchs), {"nvrtcGetNumSupportedArchs", 0, 0}},
    {SA__NV(GetSupportedArchs), {"nvrtcGetSupportedArchs", 0, 0}},
    {SA__NV(CreateProgram), {"nvrtcCreateProgram", 0, 0}},
    {SA__NV(DestroyProgram), {"nvrtcDestroyProgram", 0, 0}},
    {SA__NV(CompileProgram), {"nvrtcCompileProgram", 0, 0}},
    {SA__NV(GetProgramLogSize), {"nvrtcGetProgramLogSize", 0, 0}},
    {SA__NV(GetProgramLog), {"nvrtcGetProgramLog", 0, 0}},
    {SA__NV(GetCUBINSize), {"nvrtcGetCUBINSize", 0, 0}},
    {SA__NV(GetCUBIN), {"nvrtcGetCUBIN", 0, 0}},
};
#undef SA__NV

/* Resolve a symbol table; returns the first missing name or NULL. memcpy keeps the object-to-function
   pointer conversion out of ISO C's sight. */
static const char *sa__resolve(void *lib, const sa__sym *syms, size_t n, void *table) {
  size_t i;
  int k;
  for (i = 0; i < n; ++i) {
    void *p = NULL;
    for (k = 0; k < 3 && syms[i].names[k] && !p; ++k) p = dlsym(lib, syms[i].names[k]);
    if (!p) return syms[i].names[0];
    memcpy((char *)table + syms[i].offset, &p, sizeof p);
  }
  return NULL;
}

static pthread_mutex_t sa__lib_mu = PTHREAD_MUTEX_INITIALIZER;
static sa__cuda_api sa__cu;
static int sa__cu_ok;
static sa__nvrtc_api sa__nv;
static int sa__nv_ok, sa__nv_major, sa__nv_minor;
static char sa__nv_path[SA__PATH_CAP];

/* Load libcuda once per process. On failure msg says what was tried. */
static sa_status sa__load_driver(char *msg, size_t cap) {
  sa_status st = SA_OK;
  pthread_mutex_lock(&sa__lib_mu);
  if (!sa__cu_ok) {
    const char *env = getenv("SPARSEATTN_LIBCUDA");
    const char *name = env && *env ? env : "libcuda.so.1";
    void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      const char *e = dlerror();
      snprintf(msg, cap, "the CUDA driver library was not found: tried %s%s (%s); install the NVIDIA driver%s",
               name, env && *env ? " from $SPARSEATTN_LIBCUDA" : " on the loader path", e ? e : "no detail",
               env && *env ? " or fix SPARSEATTN_LIBCUDA" : "");
      st = SA_ERROR_NO_DRIVER;
    } else {
      const char *missing = sa__resolve(lib, sa__cuda_syms, sizeof sa__cuda_syms / sizeof sa__cuda_syms[0], &sa__cu);
      if (missing) {
        snprintf(msg, cap, "%s has no %s: the driver is too old for this library", name, missing);
        dlclose(lib);
        st = SA_ERROR_NO_DRIVER;
      } else {
        sa__cu_ok = 1;
      }
    }
  }
  pthread_mutex_unlock(&sa__lib_mu);
  return st;
}

static void *sa__try_dlopen(const char *path, int flags, char *tried, size_t cap) {
  void *h = dlopen(path, flags);
  sa__appendf(tried, cap, "%s%s", tried[0] ? ", " : "", path);
  return h;
}

/* Load NVRTC once per process ($SPARSEATTN_NVRTC, else the search order of DESIGN.md section 2) and
   preload its builtins library from the same folder, so NVRTC finds it even off the loader path. */
static sa_status sa__load_nvrtc(char *msg, size_t cap) {
  sa_status st = SA_OK;
  pthread_mutex_lock(&sa__lib_mu);
  if (!sa__nv_ok) {
    static const char *names[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
    char tried[4096] = "", path[SA__PATH_CAP], dir[SA__PATH_CAP] = "";
    const char *env = getenv("SPARSEATTN_NVRTC");
    const char *cuda_home = getenv("CUDA_HOME");
    void *lib = NULL;
    size_t i;
    if (env && *env) {
      lib = sa__try_dlopen(env, RTLD_NOW | RTLD_LOCAL, tried, sizeof tried);
      if (lib) {
        const char *slash = strrchr(env, '/');
        sa__strlcpy(path, env, sizeof path);
        if (slash) { memcpy(dir, env, (size_t)(slash - env)); dir[slash - env] = 0; }
      }
    } else {
      for (i = 0; i < 3 && !lib; ++i) {
        lib = sa__try_dlopen(names[i], RTLD_NOW | RTLD_LOCAL, tried, sizeof tried);
        if (lib) { sa__strlcpy(path, names[i], sizeof path); break; }
        if (cuda_home && *cuda_home) {
          snprintf(path, sizeof path, "%s/lib64/%s", cuda_home, names[i]);
          lib = sa__try_dlopen(path, RTLD_NOW | RTLD_LOCAL, tried, sizeof tried);
          if (lib) { snprintf(dir, sizeof dir, "%s/lib64", cuda_home); break; }
        }
        snprintf(path, sizeof path, "/usr/local/cuda/lib64/%s", names[i]);
        lib = sa__try_dlopen(path, RTLD_NOW | RTLD_LOCAL, tried, sizeof tried);
        if (lib) { sa__strlcpy(dir, "/usr/local/cuda/lib64", sizeof dir); break; }
      }
    }
    if (!lib) {
      snprintf(msg, cap, "NVRTC was not found: tried %s. Install the CUDA toolkit's NVRTC (e.g. the "
               "nvidia-cuda-nvrtc wheel or cuda-nvrtc package) or set SPARSEATTN_NVRTC to its full path", tried);
      st = SA_ERROR_NO_NVRTC;
    } else {
      const char *missing = sa__resolve(lib, sa__nvrtc_syms, sizeof sa__nvrtc_syms / sizeof sa__nvrtc_syms[0], &sa__nv);
      if (missing) {
        snprintf(msg, cap, "%s has no %s: NVRTC 11.2 or newer is needed", path, missing);
        dlclose(lib);
        st = SA_ERROR_NO_NVRTC;
      } else {
        char bpath[SA__PATH_CAP + 64], btried[2048] = "";
        void *b;
        sa__nv.Version(&sa__nv_major, &sa__nv_minor);
        if (dir[0]) snprintf(bpath, sizeof bpath, "%s/libnvrtc-builtins.so.%d.%d", dir, sa__nv_major, sa__nv_minor);
        else snprintf(bpath, sizeof bpath, "libnvrtc-builtins.so.%d.%d", sa__nv_major, sa__nv_minor);
        b = sa__try_dlopen(bpath, RTLD_NOW | RTLD_GLOBAL, btried, sizeof btried);
        if (!b) {
          snprintf(msg, cap, "NVRTC %d.%d was found at %s but its builtins library was not: tried %s (%s)",
                   sa__nv_major, sa__nv_minor, path, btried, dlerror());
          dlclose(lib);
          st = SA_ERROR_NO_NVRTC;
        } else {
          sa__strlcpy(sa__nv_path, path, sizeof sa__nv_path);
          sa__nv_ok = 1;
        }
      }
    }
  }
  pthread_mutex_unlock(&sa__lib_mu);
  return st;
}

#define SA__CU_NODEVICE 0x5a0de7 /* what a driver call "returns" in a context without a GPU */

static const char *sa__cu_err(sa__CUresult r) {
  const char *s = NULL;
  if (r == SA__CU_NODEVICE) return "this context has no GPU (a test context)";
  if (sa__cu_ok && sa__cu.GetErrorName) sa__cu.GetErrorName(r, &s);
  return s ? s : "unknown CUDA error";
}

/* ------------------------------------------------------------------------------------------------------ */
/* files and the disk cache                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

static int sa__mkdirs(const char *path) {
  char tmp[SA__PATH_CAP];
  size_t i, n = strlen(path);
  if (n == 0 || n >= sizeof tmp) return -1;
  memcpy(tmp, path, n + 1);
  for (i = 1; i <= n; ++i) {
    if (tmp[i] == '/' || tmp[i] == 0) {
      char c = tmp[i];
      tmp[i] = 0;
      if (mkdir(tmp, 0755) != 0 && errno != EEXIST) return -1;
      tmp[i] = c;
    }
  }
  return 0;
}

/* Read a whole file (at most 256 MiB). Returns 0 and a malloc'd buffer, or -1. */
static int sa__read_file(const char *path, unsigned char **data, size_t *len) {
  FILE *f = fopen(path, "rb");
  unsigned char *buf = NULL;
  size_t cap = 0, n = 0;
  if (!f) return -1;
  for (;;) {
    size_t got;
    if (n == cap) {
      unsigned char *nb;
      cap = cap ? cap * 2 : 1 << 16;
      if (cap > ((size_t)256 << 20)) { SA_FREE(buf); fclose(f); return -1; }
      nb = (unsigned char *)SA_MALLOC(cap);
      if (!nb) { SA_FREE(buf); fclose(f); return -1; }
      if (n) memcpy(nb, buf, n);
      SA_FREE(buf);
      buf = nb;
    }
    got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  fclose(f);
  *data = buf;
  *len = n;
  return 0;
}

/* Write to a unique temporary name in the same folder, then rename over the target: readers never see a
   partial file, and concurrent writers of the same key each install a complete one. */
static int sa__write_file_atomic(const char *path, const void *a, size_t na, const void *b, size_t nb) {
  static unsigned counter;
  char tmp[SA__PATH_CAP + 320];
  int fd, ok;
  unsigned c;
  pthread_mutex_lock(&sa__lib_mu);
  c = ++counter;
  pthread_mutex_unlock(&sa__lib_mu);
  snprintf(tmp, sizeof tmp, "%s.tmp.%ld.%u", path, (long)getpid(), c);
  fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (fd < 0) return -1;
  ok = write(fd, a, na) == (ssize_t)na && (nb == 0 || write(fd, b, nb) == (ssize_t)nb);
  ok = (close(fd) == 0) && ok;
  if (!ok || rename(tmp, path) != 0) {
    unlink(tmp);
    return -1;
  }
  return 0;
}

static void sa__put_u32(unsigned char *p, uint32_t v) { int i; for (i = 0; i < 4; ++i) p[i] = (unsigned char)(v >> (8 * i)); }
static void sa__put_u64(unsigned char *p, uint64_t v) { int i; for (i = 0; i < 8; ++i) p[i] = (unsigned char)(v >> (8 * i)); }
static uint32_t sa__get_u32(const unsigned char *p) { uint32_t v = 0; int i; for (i = 3; i >= 0; --i) v = (v << 8) | p[i]; return v; }
static uint64_t sa__get_u64(const unsigned char *p) { uint64_t v = 0; int i; for (i = 7; i >= 0; --i) v = (v << 8) | p[i]; return v; }

/* Cache file: "SACUBIN\0", format u32, header bytes u32, key[32], payload bytes u64, sha256(payload)[32],
   then the cubin. Little-endian. */
static void sa__cache_header(unsigned char h[SA__CACHE_HEADER_BYTES], const unsigned char key[32],
                             const void *payload, size_t n) {
  memcpy(h, "SACUBIN", 8);
  sa__put_u32(h + 8, SA__CACHE_FORMAT);
  sa__put_u32(h + 12, SA__CACHE_HEADER_BYTES);
  memcpy(h + 16, key, 32);
  sa__put_u64(h + 48, (uint64_t)n);
  sa__sha256_buf(payload, n, h + 56);
}

/* Check a cache file's bytes; returns NULL when valid, else why not. */
static const char *sa__cache_check(const unsigned char *d, size_t n, const unsigned char key[32]) {
  unsigned char sum[32];
  if (n < SA__CACHE_HEADER_BYTES) return "shorter than its header";
  if (memcmp(d, "SACUBIN", 8) != 0) return "not a sparseattn cache file";
  if (sa__get_u32(d + 8) != SA__CACHE_FORMAT || sa__get_u32(d + 12) != SA__CACHE_HEADER_BYTES) return "another cache format";
  if (memcmp(d + 16, key, 32) != 0) return "its key does not match";
  if (sa__get_u64(d + 48) != (uint64_t)(n - SA__CACHE_HEADER_BYTES)) return "truncated or padded";
  sa__sha256_buf(d + SA__CACHE_HEADER_BYTES, n - SA__CACHE_HEADER_BYTES, sum);
  if (memcmp(sum, d + 56, 32) != 0) return "its checksum does not match";
  return NULL;
}

static void sa__cache_path(const sa__jit *j, const char *variant, const char *arch, const unsigned char key[32],
                           char *out, size_t cap) {
  char hex[65];
  sa__hex(key, 8, hex);
  snprintf(out, cap, "%s/%s.%s.%s.cubin", j->dir, variant, arch, hex);
}

/* Look a key up. Returns 1 with a malloc'd cubin, or 0 (absent or rejected: a rejected file is logged and
   will be replaced by the next store). */
static int sa__cache_load(sa__jit *j, const char *variant, const char *arch, const unsigned char key[32],
                          unsigned char **cubin, size_t *len) {
  char path[SA__PATH_CAP + 256];
  unsigned char *d;
  size_t n;
  const char *why;
  if (!j->disk) return 0;
  sa__cache_path(j, variant, arch, key, path, sizeof path);
  if (sa__read_file(path, &d, &n) != 0) return 0;
  why = sa__cache_check(d, n, key);
  if (why) {
    sa__jit_log(j, SA_LOG_INFO, "cache file %s ignored (%s); recompiling", path, why);
    SA_FREE(d);
    return 0;
  }
  memmove(d, d + SA__CACHE_HEADER_BYTES, n - SA__CACHE_HEADER_BYTES);
  *cubin = d;
  *len = n - SA__CACHE_HEADER_BYTES;
  return 1;
}

/* Store a cubin. A folder that cannot be written turns the disk cache off, with one warning. */
static void sa__cache_store(sa__jit *j, const char *variant, const char *arch, const unsigned char key[32],
                            const unsigned char *cubin, size_t len) {
  char path[SA__PATH_CAP + 256];
  unsigned char h[SA__CACHE_HEADER_BYTES];
  int bad;
  if (!j->disk) return;
  sa__cache_path(j, variant, arch, key, path, sizeof path);
  sa__cache_header(h, key, cubin, len);
  bad = sa__mkdirs(j->dir) != 0 || sa__write_file_atomic(path, h, sizeof h, cubin, len) != 0;
  if (bad) {
    int e = errno;
    pthread_mutex_lock(&j->mu);
    if (!j->warned) {
      j->warned = 1;
      j->disk = 0;
      pthread_mutex_unlock(&j->mu);
      sa__jit_log(j, SA_LOG_WARN, "kernel cache folder %s is not writable (%s): compiled kernels stay in memory "
                  "only; set SPARSEATTN_CACHE_DIR to a writable folder", j->dir, strerror(e));
    } else {
      pthread_mutex_unlock(&j->mu);
    }
  }
}

static void sa__default_cache_dir(char *out, size_t cap) {
  const char *e = getenv("SPARSEATTN_CACHE_DIR");
  if (e && *e) { sa__strlcpy(out, e, cap); return; }
  e = getenv("XDG_CACHE_HOME");
  if (e && *e) { snprintf(out, cap, "%s/sparseattn", e); return; }
  e = getenv("HOME");
  if (e && *e) { snprintf(out, cap, "%s/.cache/sparseattn", e); return; }
  out[0] = 0;
}

static void sa__jit_init(sa__jit *j, const char *dir, int no_disk, sa_log_fn log, void *user) {
  memset(j, 0, sizeof *j);
  if (dir && *dir) sa__strlcpy(j->dir, dir, sizeof j->dir);
  else sa__default_cache_dir(j->dir, sizeof j->dir);
  j->disk = !no_disk && j->dir[0] != 0;
  j->log = log;
  j->log_user = user;
  j->log_level = sa__env_log_level();
  if (j->disk && strlen(j->dir) > SA__PATH_CAP - 300) { /* leave room for the file names */
    j->disk = 0;
    sa__jit_log(j, SA_LOG_WARN, "kernel cache folder path is too long (%zu bytes): caching in memory only", strlen(j->dir));
  }
  if (!j->disk) j->dir[0] = 0;
  pthread_mutex_init(&j->mu, NULL);
}

/* ------------------------------------------------------------------------------------------------------ */
/* JIT: variant source, NVRTC compile, cache                                                              */
/* ------------------------------------------------------------------------------------------------------ */

static char *sa__variant_source(const sa__variant *v) {
  size_t n = 1, off = 0;
  int i;
  char *s;
  for (i = 0; i < v->n_lines; ++i) n += strlen(sa__gen_line(v->lines[i]));
  s = (char *)SA_MALLOC(n);
  if (!s) return NULL;
  for (i = 0; i < v->n_lines; ++i) {
    const char *ln = sa__gen_line(v->lines[i]);
    size_t k = strlen(ln);
    memcpy(s + off, ln, k);
    off += k;
  }
  s[off] = 0;
  return s;
}

/* NVRTC options for an arch ("sm_90a"); extra options (tests: -Xptxas -v) are appended. */
#define SA__MAX_OPTS 12
static int sa__nvrtc_options(const char *arch, const char *const *extra, int n_extra, const char **opts,
                             char *archopt, size_t cap) {
  int n = 0, i;
  snprintf(archopt, cap, "--gpu-architecture=%s", arch);
  opts[n++] = archopt;
  opts[n++] = "-std=c++17";
  opts[n++] = "--fmad=true";
  opts[n++] = "-default-device";
  for (i = 0; i < n_extra && n < SA__MAX_OPTS; ++i) opts[n++] = extra[i];
  return n;
}

static void sa__cache_key(const char *src, const char *const *opts, int n_opts, const char *arch,
                          unsigned char key[32]) {
  sa__sha256 s;
  char line[128];
  int i;
  sa__sha256_init(&s);
  snprintf(line, sizeof line, "sparseattn %s\ncache format %u\nnvrtc %d.%d\narch %s\n", SPARSEATTN_VERSION_STRING,
           SA__CACHE_FORMAT, sa__nv_major, sa__nv_minor, arch);
  sa__sha256_update(&s, line, strlen(line));
  for (i = 0; i < n_opts; ++i) { sa__sha256_update(&s, opts[i], strlen(opts[i])); sa__sha256_update(&s, "\n", 1); }
  sa__sha256_update(&s, src, strlen(src));
  sa__sha256_final(&s, key);
}

/* Compile one variant to CUBIN with NVRTC. On failure msg holds the NVRTC log. log_out (optional) gets
   the log on success too (malloc'd). */
static sa_status sa__nvrtc_compile(const sa__variant *v, const char *src, const char *const *opts, int n_opts,
                                   unsigned char **cubin, size_t *len, char **log_out, char *msg, size_t cap) {
  sa__nvrtcProgram prog = NULL;
  sa__nvrtcResult r;
  size_t log_n = 0;
  char *log = NULL;
  sa_status st = SA_OK;
  r = sa__nv.CreateProgram(&prog, src, v->name, 0, NULL, NULL);
  if (r != 0) {
    snprintf(msg, cap, "nvrtcCreateProgram(%s): %s", v->name, sa__nv.GetErrorString(r));
    return SA_ERROR_COMPILE;
  }
  r = sa__nv.CompileProgram(prog, n_opts, opts);
  if (sa__nv.GetProgramLogSize(prog, &log_n) == 0 && log_n > 1) {
    log = (char *)SA_MALLOC(log_n + 1);
    if (log && sa__nv.GetProgramLog(prog, log) != 0) log[0] = 0;
    if (log) log[log_n] = 0;
  }
  if (r != 0) {
    snprintf(msg, cap, "NVRTC %d.%d failed to compile %s for %s (%s):\n%s", sa__nv_major, sa__nv_minor, v->name,
             strchr(opts[0], '=') + 1, sa__nv.GetErrorString(r), log ? log : "(no log)");
    st = SA_ERROR_COMPILE;
  } else if (sa__nv.GetCUBINSize(prog, len) != 0 || *len == 0 || !(*cubin = (unsigned char *)SA_MALLOC(*len)) ||
             sa__nv.GetCUBIN(prog, (char *)*cubin) != 0) {
    snprintf(msg, cap, "NVRTC produced no CUBIN for %s (%s)", v->name, opts[0]);
    st = SA_ERROR_COMPILE;
  }
  sa__nv.DestroyProgram(&prog);
  if (log_out && st == SA_OK) *log_out = log;
  else SA_FREE(log);
  return st;
}

/* The cubin of a variant for an arch: from the disk cache, else compiled and stored. No GPU needed. */
static sa_status sa__jit_cubin(sa__jit *j, const sa__variant *v, const char *arch, unsigned char **cubin,
                               size_t *len, int *from_disk, double *compile_ms, char *msg, size_t cap) {
  const char *opts[SA__MAX_OPTS];
  char archopt[64];
  unsigned char key[32];
  int n_opts;
  sa_status st;
  char *src = sa__variant_source(v);
  if (!src) { snprintf(msg, cap, "out of host memory"); return SA_ERROR_OUT_OF_MEMORY; }
  n_opts = sa__nvrtc_options(arch, NULL, 0, opts, archopt, sizeof archopt);
  sa__cache_key(src, opts, n_opts, arch, key);
  *compile_ms = 0;
  if (sa__cache_load(j, v->name, arch, key, cubin, len)) {
    *from_disk = 1;
    SA_FREE(src);
    return SA_OK;
  }
  *from_disk = 0;
  {
    double t0 = sa__now_ms();
    st = sa__nvrtc_compile(v, src, opts, n_opts, cubin, len, NULL, msg, cap);
    *compile_ms = sa__now_ms() - t0;
  }
  SA_FREE(src);
  if (st == SA_OK) sa__cache_store(j, v->name, arch, key, *cubin, *len);
  return st;
}

/* ------------------------------------------------------------------------------------------------------ */
/* context                                                                                                */
/* ------------------------------------------------------------------------------------------------------ */

/* Make the context's primary context current for the duration of a driver call sequence. A context without a GPU
   fails here, so no driver call is ever made for it. */
static int sa__push(sa_context *ctx) { return ctx->nodevice ? SA__CU_NODEVICE : sa__cu.CtxPushCurrent(ctx->cuctx); }
static void sa__pop(void) { sa__CUptr c; sa__cu.CtxPopCurrent(&c); }

static int sa__nvrtc_knows(int cc) {
  int n = 0, i, found = 0, *list;
  if (sa__nv.GetNumSupportedArchs(&n) != 0 || n <= 0) return 1; /* cannot tell: let the compile say */
  list = (int *)SA_MALLOC(sizeof(int) * (size_t)n);
  if (!list) return 1;
  if (sa__nv.GetSupportedArchs(list) == 0)
    for (i = 0; i < n; ++i) found |= list[i] == cc;
  else found = 1;
  SA_FREE(list);
  return found;
}

SADEF sa_status sa_context_create(const sa_context_options *options, sa_context **out) {
  sa_context_options defaults;
  sa_context *ctx;
  char msg[4096];
  sa_status st;
  sa__CUresult r;
  int count = 0, cc;
  if (!out) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_context_create: out is NULL");
  *out = NULL;
  if (!options) { memset(&defaults, 0, sizeof defaults); options = &defaults; }
  if (options->device < 0)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_context_create: options->device is %d; must be >= 0", options->device);
  msg[0] = 0;
  if ((st = sa__load_driver(msg, sizeof msg)) != SA_OK) return sa__fail(NULL, st, "sa_context_create: %s", msg);
  r = sa__cu.Init(0);
  if (r == SA__CUDA_ERROR_NO_DEVICE)
    return sa__fail(NULL, SA_ERROR_NO_DEVICE, "sa_context_create: the CUDA driver found no GPU (cuInit: %s)", sa__cu_err(r));
  if (r != 0) return sa__fail(NULL, SA_ERROR_NO_DRIVER, "sa_context_create: cuInit failed: %s", sa__cu_err(r));
  r = sa__cu.DeviceGetCount(&count);
  if (r != 0 || count == 0)
    return sa__fail(NULL, SA_ERROR_NO_DEVICE, "sa_context_create: the CUDA driver found no GPU (%s)", r ? sa__cu_err(r) : "0 devices");
  if (options->device >= count)
    return sa__fail(NULL, SA_ERROR_NO_DEVICE, "sa_context_create: options->device is %d but there %s %d GPU%s",
                    options->device, count == 1 ? "is" : "are", count, count == 1 ? "" : "s");
  if ((st = sa__load_nvrtc(msg, sizeof msg)) != SA_OK) return sa__fail(NULL, st, "sa_context_create: %s", msg);

  {
    int dev, ccmaj, ccmin, sms, smem, smem_sm, drv;
    char name[256], arch[16];
    sa__CUptr cuctx;
    int nk;
    if ((r = sa__cu.DeviceGet(&dev, options->device)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&ccmaj, SA__CU_DEV_ATTR_CC_MAJOR, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&ccmin, SA__CU_DEV_ATTR_CC_MINOR, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&sms, SA__CU_DEV_ATTR_SM_COUNT, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&smem, SA__CU_DEV_ATTR_SMEM_OPTIN, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&smem_sm, SA__CU_DEV_ATTR_SMEM_PER_SM, dev)) != 0 ||
        (r = sa__cu.DeviceGetName(name, (int)sizeof name, dev)) != 0 || (r = sa__cu.DriverGetVersion(&drv)) != 0)
      return sa__fail(NULL, SA_ERROR_CUDA, "sa_context_create: querying GPU %d failed: %s", options->device, sa__cu_err(r));
    cc = ccmaj * 10 + ccmin;
    if (cc < 80)
      return sa__fail(NULL, SA_ERROR_UNSUPPORTED, "sa_context_create: %s has compute capability %d.%d; sparseattn needs "
                      "8.0 or newer (mma.sync bf16, cp.async)", name, ccmaj, ccmin);
    /* Hopper gets its arch-specific target (sm_90a); others their plain one. */
    snprintf(arch, sizeof arch, "sm_%d%s", cc, cc == 90 ? "a" : "");
    if (!sa__nvrtc_knows(cc))
      return sa__fail(NULL, SA_ERROR_UNSUPPORTED, "sa_context_create: NVRTC %d.%d (%s) cannot compile for %s; use a newer "
                      "NVRTC through SPARSEATTN_NVRTC", sa__nv_major, sa__nv_minor, sa__nv_path, arch);
    if ((r = sa__cu.DevicePrimaryCtxRetain(&cuctx, dev)) != 0)
      return sa__fail(NULL, SA_ERROR_CUDA, "sa_context_create: cuDevicePrimaryCtxRetain(GPU %d): %s", options->device,
                      sa__cu_err(r));
    sa__variant_table(&nk);
    ctx = (sa_context *)SA_MALLOC(sizeof *ctx);
    if (ctx) {
      memset(ctx, 0, sizeof *ctx);
      ctx->kernels = (sa__kernel *)SA_MALLOC(sizeof(sa__kernel) * (size_t)(nk ? nk : 1));
    }
    if (!ctx || !ctx->kernels) {
      if (ctx) SA_FREE(ctx);
      sa__cu.DevicePrimaryCtxRelease(dev);
      return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "sa_context_create: out of host memory");
    }
    memset(ctx->kernels, 0, sizeof(sa__kernel) * (size_t)(nk ? nk : 1));
    ctx->n_kernels = nk;
    ctx->ordinal = options->device;
    ctx->dev = dev; ctx->cuctx = cuctx;
    ctx->cc_major = ccmaj; ctx->cc_minor = ccmin; ctx->sm_count = sms; ctx->smem_optin = smem;
    ctx->smem_per_sm = smem_sm;
    ctx->driver_version = drv;
    /* sm90 kernels use wgmma, which only sm_90a (Hopper) has */
    ctx->max_family = cc == 90 ? 90 : 80;
    if (options->max_family > 0 && options->max_family < ctx->max_family) ctx->max_family = options->max_family;
    memcpy(ctx->name, name, sizeof name);
    memcpy(ctx->arch, arch, sizeof arch);
  }
  sa__jit_init(&ctx->jit, options->cache_dir, options->no_disk_cache, options->log, options->log_user);
  pthread_mutex_init(&ctx->mu, NULL);
  pthread_mutex_init(&ctx->err_mu, NULL);
  ctx->validate = options->validate || sa__env_validate();
  ctx->magic = SA__MAGIC;
  sa__live_add(ctx);
  sa__jit_log(&ctx->jit, SA_LOG_INFO, "GPU %d: %s, compute capability %d.%d, %d SMs; kernels for %s by NVRTC %d.%d (%s); "
              "cache %s", options->device, ctx->name, ctx->cc_major, ctx->cc_minor, ctx->sm_count, ctx->arch,
              sa__nv_major, sa__nv_minor, sa__nv_path, ctx->jit.disk ? ctx->jit.dir : "in memory only");
  *out = ctx;
  return SA_OK;
}

SADEF void sa_context_destroy(sa_context *ctx) {
  int i;
  if (!sa__live_remove(ctx)) return; /* NULL, already destroyed, or not a context */
  ctx->magic = 0;
  if (sa__push(ctx) == 0) {
    for (i = 0; i < ctx->n_kernels; ++i)
      if (ctx->kernels[i].loaded) sa__cu.ModuleUnload(ctx->kernels[i].module);
    sa__pop();
  }
  if (!ctx->nodevice) sa__cu.DevicePrimaryCtxRelease(ctx->dev);
  pthread_mutex_destroy(&ctx->mu);
  pthread_mutex_destroy(&ctx->err_mu);
  pthread_mutex_destroy(&ctx->jit.mu);
  SA_FREE(ctx->kernels);
  SA_FREE(ctx);
}


/* A context without a GPU, for tests and fuzzing on machines without one: the device properties of an H100 (sm_90a,
   132 SMs, 227 KiB of shared memory per block), a memory-only kernel cache, validation as asked. Every argument
   check runs as on a GPU; device-resident arguments are read as host memory; anything that needs the driver fails
   with SA_ERROR_CUDA (sa__push). Streams are host pointers to the owning context's cuctx (sa__stream_owner). */
#if defined(__GNUC__)
__attribute__((unused))
#endif
static sa_status sa__context_nodevice(int validate, sa_context **out) {
  sa_context *ctx;
  int nk;
  *out = NULL;
  sa__variant_table(&nk);
  ctx = (sa_context *)SA_MALLOC(sizeof *ctx);
  if (!ctx) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "sa__context_nodevice: out of host memory");
  memset(ctx, 0, sizeof *ctx);
  ctx->kernels = (sa__kernel *)SA_MALLOC(sizeof(sa__kernel) * (size_t)(nk ? nk : 1));
  if (!ctx->kernels) { SA_FREE(ctx); return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "sa__context_nodevice: out of host memory"); }
  memset(ctx->kernels, 0, sizeof(sa__kernel) * (size_t)(nk ? nk : 1));
  ctx->n_kernels = nk;
  ctx->nodevice = 1;
  ctx->cuctx = ctx; /* a stand-in owner for the streams of this context */
  ctx->cc_major = 9; ctx->cc_minor = 0; ctx->sm_count = 132; ctx->smem_optin = 232448; ctx->smem_per_sm = 233472;
  ctx->max_family = 90;
  ctx->validate = validate;
  sa__strlcpy(ctx->name, "H100 (no device: test context)", sizeof ctx->name);
  sa__strlcpy(ctx->arch, "sm_90a", sizeof ctx->arch);
  sa__jit_init(&ctx->jit, NULL, 1, NULL, NULL);
  pthread_mutex_init(&ctx->mu, NULL);
  pthread_mutex_init(&ctx->err_mu, NULL);
  ctx->magic = SA__MAGIC;
  sa__live_add(ctx);
  *out = ctx;
  return SA_OK;
}

SADEF sa_status sa_device_info_get(sa_context *ctx, sa_device_info *o) {
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_device_info_get: ctx is NULL or destroyed");
  if (!o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_device_info_get: out is NULL");
  memset(o, 0, sizeof *o);
  sa__strlcpy(o->name, ctx->name, sizeof o->name);
  o->cc_major = ctx->cc_major; o->cc_minor = ctx->cc_minor;
  o->sm_count = ctx->sm_count; o->smem_per_block = ctx->smem_optin;
  sa__strlcpy(o->arch, ctx->arch, sizeof o->arch);
  o->driver_version = ctx->driver_version;
  o->nvrtc_major = sa__nv_major; o->nvrtc_minor = sa__nv_minor;
  if (ctx->jit.disk) sa__strlcpy(o->cache_dir, ctx->jit.dir, sizeof o->cache_dir);
  return SA_OK;
}

SADEF int sa_kernel_count(void) {
  int n;
  sa__variant_table(&n);
  return n;
}

SADEF sa_status sa_kernel_info_get(sa_context *ctx, int index, sa_kernel_info *o) {
  int n;
  const sa__variant *v = sa__variant_table(&n);
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_kernel_info_get: ctx is NULL or destroyed");
  if (!o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_kernel_info_get: out is NULL");
  if (index < 0 || index >= n)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_kernel_info_get: index %d is outside [0, %d)", index, n);
  pthread_mutex_lock(&ctx->mu);
  o->name = v[index].name;
  o->loaded = ctx->kernels[index].loaded;
  o->from_disk = ctx->kernels[index].from_disk;
  o->compile_ms = ctx->kernels[index].compile_ms;
  o->load_ms = ctx->kernels[index].load_ms;
  o->registers = ctx->kernels[index].registers;
  o->local_bytes = ctx->kernels[index].local_bytes;
  pthread_mutex_unlock(&ctx->mu);
  return SA_OK;
}

/* The loaded function of variant vi, compiling or reading the disk cache on first use. Two threads may
   both compile a missing kernel; the first to finish installs it. Call with the context current. */
/* The dynamic shared memory a kernel may be launched with: its own, or (run-time sized buffers) all there is
   beside its static shared memory. */
static int sa__dyn_smem_cap(const sa_context *ctx, const sa__variant *v, sa__CUptr f) {
  int stat = 0;
  if (v->kind != SA__KIND_QSA && v->kind != SA__KIND_UNION_TRIM) return v->smem_bytes;
  sa__cu.FuncGetAttribute(&stat, SA__CU_FUNC_ATTR_SHARED_BYTES, f);
  return ctx->smem_optin - stat;
}

/* The cubin of variant v for the context's GPU, from the disk cache or NVRTC (no driver call); a failure, with the NVRTC
   log, becomes the context's message. */
static sa_status sa__kernel_cubin(sa_context *ctx, const sa__variant *v, unsigned char **cubin, size_t *len, sa__kernel *k) {
  char msg[SA__ERR_CAP];
  sa_status st;
  msg[0] = 0;
  st = sa__jit_cubin(&ctx->jit, v, ctx->arch, cubin, len, &k->from_disk, &k->compile_ms, msg, sizeof msg);
  return st == SA_OK ? SA_OK : sa__fail(ctx, st, "%s", msg);
}

static sa_status sa__kernel_get(sa_context *ctx, int vi, sa__CUptr *fn) {
  int n;
  const sa__variant *v = sa__variant_table(&n);
  sa__kernel k;
  unsigned char *cubin = NULL;
  size_t len = 0;
  sa_status st;
  sa__CUresult r;
  double t0;
  pthread_mutex_lock(&ctx->mu);
  if (ctx->kernels[vi].loaded) {
    *fn = ctx->kernels[vi].function;
    pthread_mutex_unlock(&ctx->mu);
    return SA_OK;
  }
  pthread_mutex_unlock(&ctx->mu);

  memset(&k, 0, sizeof k);
  t0 = sa__now_ms();
  if ((st = sa__kernel_cubin(ctx, &v[vi], &cubin, &len, &k)) != SA_OK) return st;
  r = sa__cu.ModuleLoadData(&k.module, cubin);
  SA_FREE(cubin);
  if (r != 0) return sa__fail(ctx, SA_ERROR_CUDA, "cuModuleLoadData(%s): %s", v[vi].name, sa__cu_err(r));
  if ((r = sa__cu.ModuleGetFunction(&k.function, k.module, v[vi].name)) != 0 ||
      (r = sa__cu.FuncSetAttribute(k.function, SA__CU_FUNC_ATTR_MAX_DYN_SMEM, sa__dyn_smem_cap(ctx, &v[vi], k.function))) != 0) {
    sa__cu.ModuleUnload(k.module);
    return sa__fail(ctx, SA_ERROR_CUDA, "loading %s (%d bytes of shared memory): %s", v[vi].name, v[vi].smem_bytes,
                    sa__cu_err(r));
  }
  sa__cu.FuncGetAttribute(&k.registers, SA__CU_FUNC_ATTR_NUM_REGS, k.function);
  sa__cu.FuncGetAttribute(&k.local_bytes, SA__CU_FUNC_ATTR_LOCAL_BYTES, k.function);
  k.load_ms = sa__now_ms() - t0 - k.compile_ms;
  k.loaded = 1;
  sa__jit_log(&ctx->jit, SA_LOG_INFO, "%s: %s in %.1f ms (+%.1f ms load), %d registers", v[vi].name,
              k.from_disk ? "read from the disk cache" : "compiled", k.compile_ms, k.load_ms, k.registers);

  pthread_mutex_lock(&ctx->mu);
  if (ctx->kernels[vi].loaded) { /* another thread won */
    *fn = ctx->kernels[vi].function;
    pthread_mutex_unlock(&ctx->mu);
    sa__cu.ModuleUnload(k.module);
    return SA_OK;
  }
  ctx->kernels[vi] = k;
  *fn = k.function;
  pthread_mutex_unlock(&ctx->mu);
  return SA_OK;
}

/* ------------------------------------------------------------------------------------------------------ */
/* argument checks shared by the GPU path and the CPU reference                                           */
/* ------------------------------------------------------------------------------------------------------ */

typedef struct sa__attn {
  sa_strides q, k, v, o;  /* resolved element strides */
  int64_t lse_b, lse_h;
  int group, packed;
  double scale; /* exact: the reference uses it as is, the kernels round scale*log2(e) to float */
} sa__attn;

static sa_strides sa__default_strides(sa_strides s, int seqlen, int heads, int d) {
  if (s.batch == 0 && s.seq == 0 && s.head == 0) {
    s.head = d;
    s.seq = (int64_t)heads * d;
    s.batch = (int64_t)seqlen * heads * d;
  }
  return s;
}

static const char *sa__carried_head_dims(int kind, char *buf, size_t cap) {
  int n, i, j, seen;
  const sa__variant *v = sa__variant_table(&n);
  buf[0] = 0;
  for (i = 0; i < n; ++i) {
    if (v[i].kind != kind) continue;
    for (seen = 0, j = 0; j < i; ++j) seen |= v[j].kind == kind && v[j].head_dim == v[i].head_dim;
    if (!seen) sa__appendf(buf, cap, "%s%d", buf[0] ? " " : "", v[i].head_dim);
  }
  return buf;
}

static sa_status sa__check_blasst(sa_context *ctx, const char *fn, const sa_blasst_params *b) {
  if (!(b->lambda >= 0.f && b->lambda < 3.0e38f) || !(b->scale_factor >= 0.f && b->scale_factor < 3.0e38f))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: blasst.lambda (%g) and blasst.scale_factor (%g) must be finite and "
                    ">= 0", fn, (double)b->lambda, (double)b->scale_factor);
  if (((uintptr_t)b->counters & 7) != 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: blasst.counters must be 8-byte aligned", fn);
  return SA_OK;
}

/* Sizes beyond any GPU: refused up front, so that no size computation below can overflow. */
#define SA__MAX_TOKENS (1 << 30)
#define SA__MAX_HEADS (1 << 20)
#define SA__MAX_HEAD_DIM 1024
#define SA__MAX_ELEMS 281474976710656.0 /* 2^48 */

/* Validate the shape-level arguments (no device checks) and resolve defaults. fn names the caller. */
static sa_status sa__check_attention(sa_context *ctx, const char *fn, const sa_attention_args *a, sa__attn *r) {
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (a->dtype != SA_DTYPE_BF16 && a->dtype != SA_DTYPE_FP16)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->dtype is %d; use SA_DTYPE_BF16 or SA_DTYPE_FP16", fn, (int)a->dtype);
  if (a->method != SA_METHOD_DENSE && a->method != SA_METHOD_BLASST)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->method is %d; use SA_METHOD_DENSE or SA_METHOD_BLASST", fn,
                    (int)a->method);
  if (a->method == SA_METHOD_BLASST && sa__check_blasst(ctx, fn, &a->blasst) != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (a->batch < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->batch is %d; must be >= 0", fn, a->batch);
  if (a->seqlen_q < 0 || a->seqlen_k < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->seqlen_q/seqlen_k are %d/%d; must be >= 0", fn, a->seqlen_q, a->seqlen_k);
  if (a->heads_q <= 0 || a->heads_kv <= 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->heads_q/heads_kv are %d/%d; must be > 0", fn, a->heads_q, a->heads_kv);
  if (a->heads_q % a->heads_kv)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->heads_q (%d) is not a multiple of args->heads_kv (%d)", fn,
                    a->heads_q, a->heads_kv);
  if (a->head_dim <= 0 || a->head_dim % 8)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->head_dim is %d; must be a positive multiple of 8", fn, a->head_dim);
  if (a->seqlen_q > SA__MAX_TOKENS || a->seqlen_k > SA__MAX_TOKENS || a->heads_q > SA__MAX_HEADS || a->head_dim > SA__MAX_HEAD_DIM ||
      (double)a->batch * a->seqlen_q * a->heads_q * a->head_dim > SA__MAX_ELEMS ||
      (double)a->batch * a->seqlen_k * a->heads_kv * a->head_dim > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args describe tensors too large for any GPU (batch %d, seqlen_q/seqlen_k "
                    "%d/%d, heads_q %d, head_dim %d; limits 2^30 tokens, %d heads, head_dim %d, 2^48 elements)", fn, a->batch,
                    a->seqlen_q, a->seqlen_k, a->heads_q, a->head_dim, SA__MAX_HEADS, SA__MAX_HEAD_DIM);
  if (a->softmax_scale < 0 || a->softmax_scale != a->softmax_scale || a->softmax_scale > 3.0e38f)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->softmax_scale is %g; must be finite and > 0 (0 = 1/sqrt(head_dim))",
                    fn, (double)a->softmax_scale);
  if ((a->cu_seqlens_q == NULL) != (a->cu_seqlens_k == NULL))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->cu_seqlens_q and args->cu_seqlens_k must both be set (packed "
                    "layout) or both be NULL (padded layout)", fn);
  r->packed = a->cu_seqlens_q != NULL;
  if (r->packed && a->lse && a->total_q <= 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->total_q is %d; the packed layout needs the number of Q rows to "
                    "lay out the LSE", fn, a->total_q);
  if (a->batch > 0 && a->seqlen_q > 0 && (!a->q || !a->k || !a->v))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is NULL", fn, !a->q ? "q" : !a->k ? "k" : "v");
  r->q = sa__default_strides(a->q_strides, a->seqlen_q, a->heads_q, a->head_dim);
  r->k = sa__default_strides(a->k_strides, a->seqlen_k, a->heads_kv, a->head_dim);
  r->v = sa__default_strides(a->v_strides, a->seqlen_k, a->heads_kv, a->head_dim);
  r->o = sa__default_strides(a->o_strides, a->seqlen_q, a->heads_q, a->head_dim);
  r->group = a->heads_q / a->heads_kv;
  r->scale = a->softmax_scale > 0 ? (double)a->softmax_scale : 1.0 / sqrt((double)a->head_dim);
  if (r->packed) { r->lse_b = 0; r->lse_h = a->total_q; }
  else { r->lse_h = a->seqlen_q; r->lse_b = (int64_t)a->heads_q * a->seqlen_q; }
  return SA_OK;
}

/* ------------------------------------------------------------------------------------------------------ */
/* launchers                                                                                              */
/* ------------------------------------------------------------------------------------------------------ */

/* Mirrors struct sa_fwd_params in templates/common/mainloop.j2. */
typedef struct sa__fwd_params {
  const void *q, *k, *v;
  void *o;
  float *lse;
  const int32_t *cu_seqlens_q, *cu_seqlens_k;
  int64_t q_b, q_s, q_h, k_b, k_s, k_h, v_b, v_s, v_h, o_b, o_s, o_h, lse_b, lse_h;
  int32_t seqlen_q, seqlen_k, heads_q, group;
  float scale_log2;
  float blasst_lambda, blasst_scale_factor;
  int32_t mask_tiles;
  unsigned long long *blasst_counters;
  unsigned char *blasst_mask;
  const int32_t *block_index, *block_count;
  int32_t query_blocks, max_blocks, key_shift, sink, window, gamma;
  const void *delta_o;
  int64_t d_b, d_s, d_h;
  int32_t *topk_index;
  float *topk_score;
  unsigned char *topk_tree;
  int32_t topk_k, k_exact, nq;
  const int32_t *head_map;
  const float *pool_lse;
  float *pool_out;
  int64_t pool_stride;
  int32_t pool_tiles, m_block0;
} sa__fwd_params;

/* Mirrors struct sa_trim_params in templates/union_trim.cu.j2. */
typedef struct sa__trim_params {
  const int32_t *topk_index;
  const float *topk_score;
  int32_t *block_index, *block_count;
  const int32_t *cu_seqlens_q;
  int32_t seqlen_q, heads_q, nq, nqb, k, k_trim, rows_per_block, gamma, chi, np2;
} sa__trim_params;

/* Mirrors struct sa_dec_params in templates/common/decode.j2. */
typedef struct sa__dec_params {
  const void *q;
  void *o;
  float *lse;
  const void *k, *v;
  const int32_t *seqlens_k, *block_table;
  float *part_o, *part_lse;
  unsigned long long *blasst_counters;
  unsigned char *blasst_mask;
  int64_t q_b, q_s, q_h, o_b, o_s, o_h;
  int64_t k_b, k_s, k_h, v_b, v_s, v_h;
  int32_t q_len, group, heads_kv, rows_per_block;
  int32_t row_blocks, num_splits, batch, page_shift;
  int32_t max_pages, causal, mask_tiles, heads_q;
  float scale_log2, blasst_lambda, blasst_scale_factor;
  int32_t kc_max_k;
  const int32_t *kc_indices, *kc_counts, *head_map;
  const float *pool_lse;
  float *pool_out;
  int64_t pool_stride;
} sa__dec_params;

/* Mirrors struct sa_comb_params in templates/decode_combine.cu.j2. */
typedef struct sa__comb_params {
  const float *part_o, *part_lse;
  void *o;
  float *lse;
  int64_t o_b, o_s, o_h;
  int32_t num_splits, batch, q_len, heads_q;
} sa__comb_params;

/* Most preferred variant of a kind that this device can run; -1 with a message otherwise. */
typedef struct sa__want {
  int kind, causal, blasst, paged, sub, mi; /* mi: 0 = any */
} sa__want;

static int sa__pick_variant(sa_context *ctx, const char *fn, sa__want w, sa_dtype dt, int d, sa_status *st) {
  int n, i, best = -1, carried = 0, need = 0, kind = w.kind;
  const sa__variant *v = sa__variant_table(&n);
  char dims[256];
  for (i = 0; i < n; ++i) {
    if (v[i].kind != kind || v[i].head_dim != d || v[i].dtype != (int)dt || v[i].causal != w.causal ||
        v[i].blasst != w.blasst || v[i].paged != w.paged || v[i].sub != w.sub || (w.mi && v[i].mi != w.mi))
      continue;
    carried = 1;
    if (v[i].family > ctx->max_family) continue;
    if (v[i].smem_bytes > ctx->smem_optin) { if (!need || v[i].smem_bytes < need) need = v[i].smem_bytes; continue; }
    /* the newest family the context allows, then the family's own preference order */
    if (best < 0 || v[i].family > v[best].family || (v[i].family == v[best].family && v[i].preference < v[best].preference))
      best = i;
  }
  if (best >= 0) return best;
  if (!carried) {
    *st = sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: head_dim %d is not carried by this header (carried: %s); regenerate it "
                   "with make generate HEAD_DIMS=\"%s %d\"", fn, d, sa__carried_head_dims(kind, dims, sizeof dims),
                   sa__carried_head_dims(kind, dims, sizeof dims), d);
  } else {
    *st = sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: every head_dim %d kernel needs %d bytes of shared memory per block; %s "
                   "allows %d", fn, d, need, ctx->name, ctx->smem_optin);
  }
  return -1;
}

static int sa__misaligned(const void *p) { return ((uintptr_t)p & 15) != 0; }

/* Tensors the kernels read 16 bytes at a time: pointer and strides must keep every row 16-byte aligned. */
static sa_status sa__check_aligned(sa_context *ctx, const char *fn, const char *name, const void *ptr, sa_strides s) {
  if (sa__misaligned(ptr)) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is not 16-byte aligned", fn, name);
  if ((s.batch % 8) || (s.seq % 8) || (s.head % 8))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s_strides (%lld, %lld, %lld) must be multiples of 8 "
                    "elements (16 bytes)", fn, name, (long long)s.batch, (long long)s.seq, (long long)s.head);
  return SA_OK;
}

/* Small device-resident arrays (int32): pointer alignment only; their contents are checked in validation mode. */
static sa_status sa__check_aligned4(sa_context *ctx, const char *fn, const char *name, const void *ptr) {
  if ((uintptr_t)ptr & 3) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is not 4-byte aligned", fn, name);
  return SA_OK;
}

/* A stream of another context (another GPU, or a context other than this GPU's primary one) cannot run our kernels:
   refuse it with a message instead of a launch error. One host-side driver query, no synchronization. The NULL,
   legacy and per-thread handles (0, 1, 2) are the current context's, which a call makes ours. */
static sa_status sa__check_stream(sa_context *ctx, const char *fn, void *stream) {
  sa__CUptr owner = NULL;
  sa__CUresult r;
  int dev = -1;
  if ((uintptr_t)stream <= 2) return SA_OK;
  if (ctx->nodevice) { memcpy(&owner, stream, sizeof owner); r = 0; } /* a test stream holds its owner */
  else r = sa__cu.StreamGetCtx((sa__CUptr)stream, &owner);
  if (r != 0 || owner == ctx->cuctx) return SA_OK; /* a query the driver cannot answer is left to the launch */
  if (!ctx->nodevice && sa__cu.CtxPushCurrent(owner) == 0) {
    if (sa__cu.CtxGetDevice(&dev) != 0) dev = -1;
    sa__pop();
  }
  if (dev >= 0 && dev != ctx->ordinal)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: stream belongs to GPU %d but this context runs on GPU %d; use a "
                    "stream of GPU %d or a context created with options.device = %d", fn, dev, ctx->ordinal, ctx->ordinal, dev);
  return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: stream belongs to another CUDA context than this context's (the primary "
                  "context of GPU %d, which the CUDA runtime and PyTorch use); create the stream in that context", fn,
                  ctx->ordinal);
}

/* Validation mode: copy a device-resident int32 array to the host (after the stream's earlier work). malloc'd. */
static sa_status sa__read_i32(sa_context *ctx, const char *fn, const char *name, const int32_t *src, size_t n, void *stream,
                              int32_t **out) {
  int32_t *h = (int32_t *)SA_MALLOC(n ? n * sizeof(int32_t) : 1);
  sa__CUresult r;
  *out = NULL;
  if (!h) return sa__fail(ctx, SA_ERROR_OUT_OF_MEMORY, "%s: validating %s: out of host memory", fn, name);
  if (ctx->nodevice) {
    if (n) memcpy(h, src, n * sizeof(int32_t));
  } else {
    if ((r = sa__push(ctx)) == 0) {
      r = sa__cu.MemcpyDtoHAsync(h, (sa__CUdeviceptr)(uintptr_t)src, n * sizeof(int32_t), (sa__CUptr)stream);
      if (r == 0) r = sa__cu.StreamSynchronize((sa__CUptr)stream);
      sa__pop();
    }
    if (r != 0) {
      SA_FREE(h);
      return sa__fail(ctx, SA_ERROR_CUDA, "%s: validating %s: reading it from the device failed: %s", fn, name, sa__cu_err(r));
    }
  }
  *out = h;
  return SA_OK;
}

/* Validation mode, packed layout: cu_seqlens start at >= 0, never decrease, give lengths within seqlen_q/seqlen_k, and
   end within total_q/total_k when those are set. pre: how the caller names the attention arguments ("args->"). */
static sa_status sa__validate_packed(sa_context *ctx, const char *fn, const char *pre, const sa_attention_args *a, void *stream) {
  int32_t *cu[2] = {NULL, NULL};
  sa_status st = SA_OK;
  int s, b;
  if (!ctx->validate || !a->cu_seqlens_q || a->batch <= 0) return SA_OK;
  for (s = 0; s < 2 && st == SA_OK; ++s) {
    const char *side = s ? "k" : "q";
    const int limit = s ? a->seqlen_k : a->seqlen_q, total = s ? a->total_k : a->total_q;
    char name[64];
    snprintf(name, sizeof name, "%scu_seqlens_%s", pre, side);
    if ((st = sa__read_i32(ctx, fn, name, s ? a->cu_seqlens_k : a->cu_seqlens_q, (size_t)a->batch + 1, stream, &cu[s])) != SA_OK)
      break;
    if (cu[s][0] < 0)
      st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s[0] is %d; must be >= 0", fn, name, cu[s][0]);
    for (b = 0; b < a->batch && st == SA_OK; ++b) {
      const int64_t len = (int64_t)cu[s][b + 1] - cu[s][b];
      if (len < 0 || len > limit)
        st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s gives sequence %d the length %lld (%d to %d); lengths must be in "
                      "[0, %sseqlen_%s = %d] (cu_seqlens never decrease)", fn, name, b, (long long)len, cu[s][b], cu[s][b + 1],
                      pre, side, limit);
    }
    if (st == SA_OK && total > 0 && cu[s][a->batch] > total)
      st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s[batch] is %d, past %stotal_%s = %d", fn, name, cu[s][a->batch], pre,
                    side, total);
  }
  SA_FREE(cu[0]);
  SA_FREE(cu[1]);
  return st;
}

/* Validation mode: a device [n] head map holds KV heads in [0, heads_kv). */
static sa_status sa__validate_head_map(sa_context *ctx, const char *fn, const char *name, const int32_t *map, int heads_kv,
                                       void *stream) {
  int32_t *h;
  sa_status st;
  int g;
  if (!ctx->validate || !map || heads_kv <= 0) return SA_OK;
  if ((st = sa__read_i32(ctx, fn, name, map, (size_t)heads_kv, stream, &h)) != SA_OK) return st;
  for (g = 0; g < heads_kv && st == SA_OK; ++g)
    if (h[g] < 0 || h[g] >= heads_kv)
      st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s[%d] is %d; must be a KV head in [0, %d)", fn, name, g, h[g], heads_kv);
  SA_FREE(h);
  return st;
}

/* smem: dynamic shared memory bytes, 0 = the variant's own (kernels with run-time sized buffers ask for more) */
static sa_status sa__launch_smem(sa_context *ctx, const char *fn, int vi, unsigned gx, unsigned gy, unsigned gz, void *params,
                                 int smem, void *stream) {
  int n;
  const sa__variant *v = sa__variant_table(&n) + vi;
  sa__CUptr f;
  void *argv[1];
  sa__CUresult cr;
  sa_status st = sa__kernel_get(ctx, vi, &f);
  if (st != SA_OK) return st;
  argv[0] = params;
  cr = sa__cu.LaunchKernel(f, gx, gy, gz, (unsigned)v->threads, 1, 1, (unsigned)(smem ? smem : v->smem_bytes), (sa__CUptr)stream,
                           argv, NULL);
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: launching %s: %s", fn, v->name, sa__cu_err(cr));
  return SA_OK;
}
static sa_status sa__launch(sa_context *ctx, const char *fn, int vi, unsigned gx, unsigned gy, unsigned gz, void *params,
                            void *stream) {
  return sa__launch_smem(ctx, fn, vi, gx, gy, gz, params, 0, stream);
}

static int sa__prefill_variant(sa_context *ctx, const char *fn, const sa_attention_args *a, sa_status *st) {
  sa__want w;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_PREFILL;
  w.causal = a->causal != 0;
  w.blasst = a->method == SA_METHOD_BLASST;
  return sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, st);
}

SADEF sa_status sa_attention_tiles(sa_context *ctx, const sa_attention_args *a, sa_tiles *out) {
  static const char *fn = "sa_attention_tiles";
  sa__attn r;
  sa_status st = SA_OK;
  int n, vi;
  const sa__variant *v = sa__variant_table(&n);
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if (!out) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if (a) { /* a tiling query needs no data: check the shape only */
    sa_attention_args shape = *a;
    static const int dummy = 0;
    shape.q = shape.k = shape.v = &dummy;
    if ((st = sa__check_attention(ctx, fn, &shape, &r)) != SA_OK) return st;
  } else if ((st = sa__check_attention(ctx, fn, a, &r)) != SA_OK) {
    return st;
  }
  if ((vi = sa__prefill_variant(ctx, fn, a, &st)) < 0) return st;
  out->block_rows = v[vi].bm;
  /* BLASST decides per warp (sm80 family) or per warpgroup of 64 rows (sm90: wgmma is warpgroup-collective) */
  out->query_tile = !v[vi].blasst ? v[vi].bm : v[vi].family >= 90 ? 64 : v[vi].bm / v[vi].warps;
  out->kv_tile = v[vi].bn;
  out->query_tiles = (a->seqlen_q + v[vi].bm - 1) / v[vi].bm * (v[vi].bm / out->query_tile);
  out->kv_tiles = (a->seqlen_k + v[vi].bn - 1) / v[vi].bn;
  out->mask_bytes = (size_t)a->batch * a->heads_q * out->query_tiles * out->kv_tiles;
  return SA_OK;
}

static void sa__fwd_params_of(const sa_attention_args *a, const sa__attn *r, sa__fwd_params *p) {
  memset(p, 0, sizeof *p);
  p->q = a->q; p->k = a->k; p->v = a->v; p->o = a->o; p->lse = a->lse;
  p->cu_seqlens_q = a->cu_seqlens_q; p->cu_seqlens_k = a->cu_seqlens_k;
  p->q_b = r->q.batch; p->q_s = r->q.seq; p->q_h = r->q.head;
  p->k_b = r->k.batch; p->k_s = r->k.seq; p->k_h = r->k.head;
  p->v_b = r->v.batch; p->v_s = r->v.seq; p->v_h = r->v.head;
  p->o_b = r->o.batch; p->o_s = r->o.seq; p->o_h = r->o.head;
  p->lse_b = r->lse_b; p->lse_h = r->lse_h;
  p->seqlen_q = a->seqlen_q; p->seqlen_k = a->seqlen_k;
  p->heads_q = a->heads_q; p->group = r->group;
  p->scale_log2 = (float)(r->scale * 1.4426950408889634);
}

/* The device-side checks of a prefill call: data pointers, alignment, grid limits. */
static sa_status sa__check_prefill_data(sa_context *ctx, const char *fn, const sa_attention_args *a, const sa__attn *r) {
  sa_status st;
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if ((st = sa__check_aligned(ctx, fn, "q", a->q, r->q)) != SA_OK || (st = sa__check_aligned(ctx, fn, "k", a->k, r->k)) != SA_OK ||
      (st = sa__check_aligned(ctx, fn, "v", a->v, r->v)) != SA_OK || (st = sa__check_aligned(ctx, fn, "o", a->o, r->o)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->lse", a->lse)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->cu_seqlens_q", a->cu_seqlens_q)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->cu_seqlens_k", a->cu_seqlens_k)) != SA_OK)
    return st;
  if (a->heads_q > 65535 || a->batch > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: heads_q (%d) and batch (%d) must be at most 65535", fn, a->heads_q, a->batch);
  return SA_OK;
}

/* Checks of a call's stream and (validation mode) of its packed layout, after the argument checks. */
static sa_status sa__check_call(sa_context *ctx, const char *fn, const char *pre, const sa_attention_args *a, void *stream) {
  sa_status st;
  if ((st = sa__check_stream(ctx, fn, stream)) != SA_OK) return st;
  return sa__validate_packed(ctx, fn, pre, a, stream);
}

SADEF sa_status sa_attention(sa_context *ctx, const sa_attention_args *a, void *stream) {
  static const char *fn = "sa_attention";
  sa__attn r;
  sa__fwd_params p;
  sa_status st = SA_OK;
  sa__CUresult cr;
  int vi, n;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_attention(ctx, fn, a, &r)) != SA_OK) return st;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if ((st = sa__check_prefill_data(ctx, fn, a, &r)) != SA_OK) return st;
  if ((vi = sa__prefill_variant(ctx, fn, a, &st)) < 0) return st;
  if ((st = sa__check_call(ctx, fn, "args->", a, stream)) != SA_OK) return st;
  v = sa__variant_table(&n) + vi;

  sa__fwd_params_of(a, &r, &p);
  if (a->method == SA_METHOD_BLASST) {
    p.blasst_lambda = a->blasst.lambda;
    p.blasst_scale_factor = a->blasst.scale_factor;
    p.blasst_counters = a->blasst.counters;
    p.blasst_mask = a->blasst.skip_mask;
    p.mask_tiles = (a->seqlen_k + v->bn - 1) / v->bn;
  }
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch(ctx, fn, vi, (unsigned)((a->seqlen_q + v->bm - 1) / v->bm), (unsigned)a->heads_q, (unsigned)a->batch, &p,
                  stream);
  sa__pop();
  return st;
}

/* ---- MOMO: block-sparse attention, the query-sparse pass, union and trim ---- */

/* Argument checks and defaults shared with the CPU reference (defined with it, below). */
static void sa__momo_defaults(const sa_momo_params *in, sa_momo_params *out);
static sa_status sa__check_momo(sa_context *ctx, const char *fn, const sa_momo_args *a, sa__attn *r, sa_momo_params *p);
static sa_status sa__check_block_sparse(sa_context *ctx, const char *fn, const sa_block_sparse_args *a, sa__attn *r);

#define SA__LIST_MAX 2048 /* codegen/variants.py LIST_MAX: key blocks a block-sparse query block may visit */
#define SA__QSA_BETA 64   /* codegen/variants.py BETA_SHIFT: the query-sparse pass scores blocks of 64 keys */

static int sa__log2i(int x) { int s = 0; while ((1 << s) < x) ++s; return s; }
static int sa__cdiv(int a, int b) { return (int)(((int64_t)a + b - 1) / b); } /* a >= 0, b > 0; no overflow near INT_MAX */

SADEF sa_status sa_block_sparse_attention(sa_context *ctx, const sa_block_sparse_args *bs, void *stream) {
  static const char *fn = "sa_block_sparse_attention";
  const sa_attention_args *a;
  sa__attn r;
  sa__fwd_params p;
  sa__want w;
  sa_status st = SA_OK;
  sa__CUresult cr;
  int vi, n, qblk, kblk, need, n_words;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if (!bs) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_block_sparse(ctx, fn, bs, &r)) != SA_OK) return st;
  a = &bs->attn;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if ((st = sa__check_prefill_data(ctx, fn, a, &r)) != SA_OK) return st;
  qblk = bs->query_block ? bs->query_block : 128;
  kblk = bs->key_block ? bs->key_block : 64;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_BLOCK_SPARSE;
  w.causal = a->causal != 0;
  w.sub = bs->delta_o != NULL;
  if (w.sub && !w.causal)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: the delta correction (delta_o) is carried for causal attention only", fn);
  if ((vi = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st)) < 0) return st;
  v = sa__variant_table(&n) + vi;
  if (qblk != v->bm)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->query_block is %d; the kernels carry %d-row query blocks", fn, qblk, v->bm);
  if (kblk > 4096) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->key_block is %d; at most 4096 is carried", fn, kblk);
  {
    const int64_t blocks = (int64_t)(bs->max_blocks < 0 ? 0 : bs->max_blocks) + sa__cdiv(bs->sink_tokens, kblk) +
                           ((int64_t)bs->window_tokens + qblk + kblk - 1) / kblk + 2;
    need = blocks > SA__LIST_MAX ? SA__LIST_MAX + 1 : (int)blocks;
  }
  if (need > SA__LIST_MAX)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: max_blocks (%d) + sink and window blocks (%d) exceed the %d key blocks a query "
                    "block may visit", fn, bs->max_blocks, need - bs->max_blocks, SA__LIST_MAX);
  n_words = sa__cdiv(sa__cdiv(a->seqlen_k, kblk), 32);
  if (2 * n_words * 4 > v->smem_bytes)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: seqlen_k (%d) has too many key blocks of %d for one query block's map", fn,
                    a->seqlen_k, kblk);
  if (bs->max_blocks > 0 && (!bs->block_index || !bs->block_count))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->block_index and block_count must be set when max_blocks > 0", fn);
  if ((st = sa__check_aligned4(ctx, fn, "args->block_index", bs->block_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->block_count", bs->block_count)) != SA_OK)
    return st;
  sa__fwd_params_of(a, &r, &p);
  p.block_index = bs->block_index;
  p.block_count = bs->block_count;
  p.query_blocks = bs->query_blocks;
  p.max_blocks = bs->max_blocks;
  p.key_shift = sa__log2i(kblk);
  p.sink = bs->sink_tokens;
  p.window = bs->window_tokens;
  if (bs->delta_o) {
    sa_strides ds = sa__default_strides(bs->delta_strides, sa__cdiv(a->seqlen_q, bs->gamma), a->heads_q, a->head_dim);
    if ((st = sa__check_aligned(ctx, fn, "delta_o", bs->delta_o, ds)) != SA_OK) return st;
    if (v->bm % bs->gamma)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->gamma (%d) must divide the query block (%d)", fn, bs->gamma, v->bm);
    p.delta_o = bs->delta_o;
    p.d_b = ds.batch; p.d_s = ds.seq; p.d_h = ds.head;
    p.gamma = bs->gamma;
  }
  if ((st = sa__check_call(ctx, fn, "args->attn.", a, stream)) != SA_OK) return st;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch(ctx, fn, vi, (unsigned)sa__cdiv(a->seqlen_q, v->bm), (unsigned)a->heads_q, (unsigned)a->batch, &p, stream);
  sa__pop();
  return st;
}

/* Mirrors struct sa_mass_params in templates/block_mass.cu.j2. */
typedef struct sa__mass_params {
  const float *lse_set, *lse_full;
  float *mass;
  const int32_t *cu_seqlens_q;
  int64_t lse_b, lse_h;
  int32_t seqlen_q, query_blocks, chi, reserved;
} sa__mass_params;

static size_t sa__lse_elems(const sa_attention_args *a) {
  return a->cu_seqlens_q ? (size_t)a->heads_q * (size_t)a->total_q : (size_t)a->batch * a->heads_q * (size_t)a->seqlen_q;
}

SADEF sa_status sa_block_mass_workspace_size(const sa_block_sparse_args *bs, size_t *bytes) {
  static const char *fn = "sa_block_mass_workspace_size";
  sa__attn r;
  sa_status st;
  if (!bytes) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: bytes is NULL", fn);
  if ((st = sa__check_block_sparse(NULL, fn, bs, &r)) != SA_OK) return st;
  if (bs->attn.cu_seqlens_q && bs->attn.total_q <= 0)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: args->attn.total_q must be set for the packed layout", fn);
  *bytes = sa__lse_elems(&bs->attn) * 4;
  return SA_OK;
}

SADEF sa_status sa_block_mass(sa_context *ctx, const sa_block_sparse_args *args, const float *lse_full, float *mass,
                              void *workspace, size_t workspace_bytes, void *stream) {
  static const char *fn = "sa_block_mass";
  sa_block_sparse_args bs;
  sa__mass_params p;
  sa__attn r;
  size_t need = 0;
  sa_status st;
  sa__CUresult cr;
  int vi, n;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa_block_mass_workspace_size(args, &need)) != SA_OK) return sa__fail(ctx, st, "%s", sa_last_error(NULL));
  if (!lse_full || !mass) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", fn, !lse_full ? "lse_full" : "mass");
  if (!workspace || workspace_bytes < need)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: workspace is %s (%zu bytes); %zu needed", fn,
                    workspace ? "too small" : "NULL", workspace_bytes, need);
  if ((st = sa__check_aligned4(ctx, fn, "lse_full", lse_full)) != SA_OK || (st = sa__check_aligned4(ctx, fn, "mass", mass)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "workspace", workspace)) != SA_OK)
    return st;
  if (args->attn.batch == 0 || args->attn.seqlen_q == 0) return SA_OK;
  bs = *args;
  bs.delta_o = NULL;
  bs.attn.lse = (float *)workspace;
  if ((st = sa_block_sparse_attention(ctx, &bs, stream)) != SA_OK) return st;
  (void)sa__check_block_sparse(ctx, fn, &bs, &r);
  v = sa__variant_table(&n);
  for (vi = 0; vi < n && v[vi].kind != SA__KIND_BLOCK_MASS; ++vi) {}
  if (vi == n) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no block-mass kernel; regenerate it", fn);
  memset(&p, 0, sizeof p);
  p.lse_set = (const float *)workspace; p.lse_full = lse_full; p.mass = mass;
  p.cu_seqlens_q = bs.attn.cu_seqlens_q;
  p.lse_b = r.lse_b; p.lse_h = r.lse_h;
  p.seqlen_q = bs.attn.seqlen_q; p.query_blocks = bs.query_blocks;
  p.chi = bs.query_block ? bs.query_block : 128;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch(ctx, fn, vi, (unsigned)bs.query_blocks, (unsigned)bs.attn.heads_q, (unsigned)bs.attn.batch, &p, stream);
  sa__pop();
  return st;
}

/* Kascade's sparse attention: shape checks shared with the reference. */
static sa_status sa__check_kascade_sparse(sa_context *ctx, const char *fn, const sa_kascade_sparse_args *k, sa__attn *r) {
  sa_status st;
  if (!k) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_attention(ctx, fn, &k->attn, r)) != SA_OK) return st;
  if (!k->attn.causal || k->attn.method != SA_METHOD_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->attn.causal must be 1 and attn.method SA_METHOD_DENSE", fn);
  if (k->tile < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->tile is %d; must be > 0 (0 = 128)", fn, k->tile);
  if (k->max_k < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->max_k is %d; must be >= 0", fn, k->max_k);
  if (k->tiles < sa__cdiv(k->attn.seqlen_q, k->tile ? k->tile : 128))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->tiles (%d) is less than ceil(seqlen_q / tile) (%d)", fn, k->tiles,
                    sa__cdiv(k->attn.seqlen_q, k->tile ? k->tile : 128));
  if (k->max_k > 0 && (!k->indices || !k->counts))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->indices and args->counts must be set when max_k > 0", fn);
  if ((st = sa__check_aligned4(ctx, fn, "args->indices", k->indices)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->counts", k->counts)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->head_map", k->head_map)) != SA_OK)
    return st;
  return SA_OK;
}

SADEF sa_status sa_kascade_sparse_attention(sa_context *ctx, const sa_kascade_sparse_args *k, void *stream) {
  static const char *fn = "sa_kascade_sparse_attention";
  sa__attn r;
  sa__fwd_params p;
  sa__want w;
  sa_status st = SA_OK;
  sa__CUresult cr;
  int vi, n;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_kascade_sparse(ctx, fn, k, &r)) != SA_OK) return st;
  if (k->attn.batch == 0 || k->attn.seqlen_q == 0) return SA_OK;
  if ((st = sa__check_prefill_data(ctx, fn, &k->attn, &r)) != SA_OK) return st;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_KASCADE_SPARSE;
  w.causal = 1;
  if ((vi = sa__pick_variant(ctx, fn, w, k->attn.dtype, k->attn.head_dim, &st)) < 0) return st;
  v = sa__variant_table(&n) + vi;
  if ((k->tile ? k->tile : 128) != v->bm)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->tile is %d; the kernels carry %d-row query tiles", fn, k->tile, v->bm);
  sa__fwd_params_of(&k->attn, &r, &p);
  p.block_index = k->indices;
  p.block_count = k->counts;
  p.query_blocks = k->tiles;
  p.max_blocks = k->max_k;
  p.head_map = k->head_map;
  if ((st = sa__check_call(ctx, fn, "args->attn.", &k->attn, stream)) != SA_OK ||
      (st = sa__validate_head_map(ctx, fn, "args->head_map", k->head_map, k->attn.heads_kv, stream)) != SA_OK)
    return st;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch(ctx, fn, vi, (unsigned)sa__cdiv(k->attn.seqlen_q, v->bm), (unsigned)k->attn.heads_q,
                  (unsigned)k->attn.batch, &p, stream);
  sa__pop();
  return st;
}

/* Mirrors struct sa_pscore_params in templates/pool_scores.cu.j2. */
typedef struct sa__pscore_params {
  const float *raw, *lse;
  float *out;
  const int32_t *seqlens_k;
  int64_t stride;
  int32_t rows_max, group, q_len, heads_q, heads_kv, reserved;
} sa__pscore_params;

/* Mirrors struct sa_select_params in templates/topk_select.cu.j2. */
typedef struct sa__select_params {
  const float *scores;
  const int32_t *lengths;
  int32_t *indices, *counts;
  int64_t row_stride;
  int32_t length, max_k, k_min, len_div;
  float fraction;
  int32_t len_off, rows_inner, out_outer, t0, len_step, len_max;
} sa__select_params;

static sa_status sa__check_topk(sa_context *ctx, const char *fn, const float *scores, int64_t row_stride, int rows,
                                const int32_t *lengths, int length, float fraction, int k_min, const int32_t *indices,
                                const int32_t *counts, int max_k) {
  if (rows < 0 || max_k < 0 || k_min < 0 || (!lengths && length < 0))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: rows (%d), max_k (%d), k_min (%d) and length (%d) must be >= 0", fn,
                    rows, max_k, k_min, length);
  if (!(fraction >= 0.f && fraction <= 1.f))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: fraction is %g; must be in [0, 1]", fn, (double)fraction);
  if (rows > 0 && (!scores || !indices || !counts))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", fn, !scores ? "scores" : !indices ? "indices" : "counts");
  if (rows > 1 && row_stride < (lengths ? 1 : length))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: row_stride (%lld) is below the row length", fn, (long long)row_stride);
  if (sa__check_aligned4(ctx, fn, "scores", scores) != SA_OK || sa__check_aligned4(ctx, fn, "lengths", lengths) != SA_OK ||
      sa__check_aligned4(ctx, fn, "indices", indices) != SA_OK || sa__check_aligned4(ctx, fn, "counts", counts) != SA_OK)
    return SA_ERROR_INVALID_ARGUMENT;
  return SA_OK;
}

/* Validation mode: every row length is >= 0 and, with several rows, within row_stride. */
static sa_status sa__validate_lengths(sa_context *ctx, const char *fn, const int32_t *lengths, int rows, int64_t row_stride,
                                      void *stream) {
  int32_t *h;
  sa_status st;
  int i;
  if (!ctx->validate || !lengths || rows <= 0) return SA_OK;
  if ((st = sa__read_i32(ctx, fn, "lengths", lengths, (size_t)rows, stream, &h)) != SA_OK) return st;
  for (i = 0; i < rows && st == SA_OK; ++i)
    if (h[i] < 0 || (rows > 1 && h[i] > row_stride))
      st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: lengths[%d] is %d; must be in [0, row_stride = %lld]", fn, i, h[i],
                    (long long)row_stride);
  SA_FREE(h);
  return st;
}

SADEF sa_status sa_kascade_topk(sa_context *ctx, const float *scores, int64_t row_stride, int rows, const int32_t *lengths,
                                int length, float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k,
                                void *stream) {
  static const char *fn = "sa_kascade_topk";
  sa__select_params p;
  sa_status st;
  sa__CUresult cr;
  int vi, n;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_topk(ctx, fn, scores, row_stride, rows, lengths, length, fraction, k_min, indices, counts, max_k)) != SA_OK)
    return st;
  if (rows == 0) return SA_OK;
  if ((st = sa__check_stream(ctx, fn, stream)) != SA_OK ||
      (st = sa__validate_lengths(ctx, fn, lengths, rows, row_stride, stream)) != SA_OK)
    return st;
  v = sa__variant_table(&n);
  for (vi = 0; vi < n && v[vi].kind != SA__KIND_TOPK_SELECT; ++vi) {}
  if (vi == n) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no top-k kernel; regenerate it", fn);
  memset(&p, 0, sizeof p);
  p.scores = scores; p.lengths = lengths; p.indices = indices; p.counts = counts;
  p.row_stride = row_stride; p.length = length; p.max_k = max_k; p.k_min = k_min; p.fraction = fraction;
  p.len_div = 1;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch(ctx, fn, vi, (unsigned)rows, 1, 1, &p, stream);
  sa__pop();
  return st;
}

static int sa__kascade_chunk(const sa_kascade_prefill_args *k, int tiles) {
  const size_t row = (size_t)k->sparse.attn.batch * k->sparse.attn.heads_kv * (size_t)(k->sparse.attn.seqlen_k > 0 ? k->sparse.attn.seqlen_k : 1) * 4;
  int c = k->chunk_tiles > 0 ? k->chunk_tiles : row ? (int)((256u << 20) / row) : tiles; /* batch 0: no rows */
  return c < 1 ? 1 : c > tiles ? tiles : c;
}

SADEF sa_status sa_kascade_prefill_workspace_size(const sa_kascade_prefill_args *k, size_t *bytes) {
  static const char *fn = "sa_kascade_prefill_workspace_size";
  sa__attn r;
  sa_status st;
  int tiles;
  if (!k || !bytes) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", fn, !k ? "args" : "bytes");
  if ((st = sa__check_kascade_sparse(NULL, fn, &k->sparse, &r)) != SA_OK) return st;
  *bytes = 0;
  if (k->role == SA_KASCADE_REUSE) return SA_OK;
  tiles = sa__cdiv(k->sparse.attn.seqlen_q, k->sparse.tile ? k->sparse.tile : 128);
  *bytes = (((size_t)k->sparse.attn.batch * k->sparse.attn.heads_q * (size_t)k->sparse.attn.seqlen_q * 4 + 255) & ~(size_t)255) +
           (size_t)k->sparse.attn.batch * k->sparse.attn.heads_kv * (size_t)sa__kascade_chunk(k, tiles) *
               (size_t)(k->sparse.attn.seqlen_k > 0 ? k->sparse.attn.seqlen_k : 1) * 4;
  return SA_OK;
}

SADEF sa_status sa_kascade_prefill(sa_context *ctx, const sa_kascade_prefill_args *k, void *stream) {
  static const char *fn = "sa_kascade_prefill";
  const sa_attention_args *a;
  sa__attn r;
  sa_attention_args d;
  sa__fwd_params p;
  sa__select_params sp;
  sa__want w;
  size_t need = 0, lse_bytes;
  sa_status st;
  sa__CUresult cr;
  int n, vi, si, tiles, chunk, t0, tile;
  const sa__variant *v;
  unsigned char *ws;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if (!k) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (k->role != SA_KASCADE_REUSE && k->role != SA_KASCADE_ANCHOR && k->role != SA_KASCADE_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->role is %d", fn, (int)k->role);
  if (k->role == SA_KASCADE_REUSE) return sa_kascade_sparse_attention(ctx, &k->sparse, stream);
  if ((st = sa_kascade_prefill_workspace_size(k, &need)) != SA_OK) return sa__fail(ctx, st, "%s", sa_last_error(NULL));
  (void)sa__check_kascade_sparse(ctx, fn, &k->sparse, &r);
  a = &k->sparse.attn;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (a->cu_seqlens_q) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: the anchor roles take the padded layout only", fn);
  if (k->sparse.max_k <= 0 || !k->sparse.indices || !k->sparse.counts)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: an anchor writes sparse.indices and sparse.counts (max_k > 0)", fn);
  if (!(k->topk_fraction >= 0.f && k->topk_fraction <= 1.f) || k->k_min < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: topk_fraction (%g) must be in [0, 1] and k_min (%d) >= 0", fn,
                    (double)k->topk_fraction, k->k_min);
  ws = (unsigned char *)k->workspace;
  if (!ws || k->workspace_bytes < need || sa__misaligned(ws))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->workspace must be 16-byte aligned with %zu bytes "
                    "(sa_kascade_prefill_workspace_size)", fn, need);
  if ((st = sa__check_prefill_data(ctx, fn, a, &r)) != SA_OK) return st;
  tile = k->sparse.tile ? k->sparse.tile : 128;
  tiles = sa__cdiv(a->seqlen_q, tile);
  chunk = sa__kascade_chunk(k, tiles);
  lse_bytes = ((size_t)a->batch * a->heads_q * (size_t)a->seqlen_q * 4 + 255) & ~(size_t)255;
  /* 1. dense attention with every row's LSE (layer 0's output) */
  d = *a;
  d.method = SA_METHOD_DENSE;
  d.causal = 1;
  d.lse = (float *)ws;
  if ((st = sa_attention(ctx, &d, stream)) != SA_OK) return st;
  /* 2-3. pooled scores and their top-k, a chunk of query tiles at a time */
  v = sa__variant_table(&n);
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_KASCADE_POOL;
  w.causal = 1;
  if ((vi = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st)) < 0) return st;
  if (v[vi].bm != tile)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: sparse.tile is %d; the kernels carry %d-row query tiles", fn, tile, v[vi].bm);
  for (si = 0; si < n && v[si].kind != SA__KIND_TOPK_SELECT; ++si) {}
  if (si == n) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no top-k kernel; regenerate it", fn);
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  for (t0 = 0; t0 < tiles && st == SA_OK; t0 += chunk) {
    const int c = tiles - t0 < chunk ? tiles - t0 : chunk;
    const size_t pool_bytes = (size_t)a->batch * a->heads_kv * (size_t)c * (size_t)a->seqlen_k * 4;
    if ((cr = sa__cu.MemsetD8Async((sa__CUdeviceptr)(uintptr_t)(ws + lse_bytes), 0, pool_bytes, (sa__CUptr)stream)) != 0) {
      st = sa__fail(ctx, SA_ERROR_CUDA, "%s: cuMemsetD8Async: %s", fn, sa__cu_err(cr));
      break;
    }
    sa__fwd_params_of(a, &r, &p);
    p.lse = NULL;   /* the pass writes no O or LSE (epi_none) */
    p.pool_lse = (const float *)ws;
    p.pool_out = (float *)(ws + lse_bytes);
    p.pool_stride = a->seqlen_k;
    p.pool_tiles = c;
    p.m_block0 = t0;
    if ((st = sa__launch(ctx, fn, vi, (unsigned)c, (unsigned)a->heads_q, (unsigned)a->batch, &p, stream)) != SA_OK) break;
    memset(&sp, 0, sizeof sp);
    sp.scores = (const float *)(ws + lse_bytes); sp.row_stride = a->seqlen_k;
    sp.indices = k->sparse.indices; sp.counts = k->sparse.counts; sp.max_k = k->sparse.max_k;
    sp.fraction = k->topk_fraction > 0.f ? k->topk_fraction : 0.1f;
    sp.k_min = k->k_min > 0 ? k->k_min : 128;
    sp.rows_inner = c; sp.out_outer = k->sparse.tiles; sp.t0 = t0;
    sp.len_step = tile; sp.len_off = a->seqlen_k - a->seqlen_q; sp.len_max = a->seqlen_k;
    st = sa__launch(ctx, fn, si, (unsigned)(a->batch * a->heads_kv * c), 1, 1, &sp, stream);
  }
  sa__pop();
  if (st != SA_OK || k->role == SA_KASCADE_DENSE) return st;
  /* 4. the anchor's own sparse attention */
  {
    sa_kascade_sparse_args sa_ = k->sparse;
    sa_.head_map = NULL;
    return sa_kascade_sparse_attention(ctx, &sa_, stream);
  }
}

/* The workspace: the step buffers one after another, each 256-byte aligned. */
typedef struct sa__momo_plan {
  sa_momo_params prm;
  int nq, nqb, kt; /* strided rows, query blocks, tree width (power of two >= k) */
  size_t off[7], bytes;
} sa__momo_plan;

static void sa__momo_layout(const sa_momo_args *a, const sa_momo_params *prm, sa__momo_plan *pl) {
  const size_t rows = (size_t)a->attn.batch * (size_t)a->attn.heads_q;
  size_t sz[7], at = 0;
  int i;
  pl->prm = *prm;
  pl->nq = sa__cdiv(a->attn.seqlen_q, prm->gamma);
  pl->nqb = sa__cdiv(a->attn.seqlen_q, prm->query_block);
  for (pl->kt = 1; pl->kt < prm->k; pl->kt <<= 1) {}
  sz[0] = rows * (size_t)pl->nq * (size_t)a->attn.head_dim * 2;          /* o_gamma */
  sz[1] = rows * (size_t)pl->nq * 4;                                      /* lse_gamma */
  sz[2] = sz[3] = rows * (size_t)pl->nq * (size_t)prm->k * 4;             /* topk_index, topk_score */
  sz[4] = prm->topk == SA_TOPK_TREE ? rows * (size_t)pl->nq * (size_t)pl->kt * 12 : 0;
  sz[5] = rows * (size_t)pl->nqb * (size_t)prm->k_trim * 4;               /* block_index */
  sz[6] = rows * (size_t)pl->nqb * 4;                                     /* block_count */
  for (i = 0; i < 7; ++i) { pl->off[i] = at; at += (sz[i] + 255) & ~(size_t)255; }
  pl->bytes = at;
}

SADEF sa_status sa_momo_workspace_size(const sa_momo_args *a, size_t *bytes) {
  static const char *fn = "sa_momo_workspace_size";
  sa__attn r;
  sa_momo_params prm;
  sa__momo_plan pl;
  sa_status st;
  if (!bytes) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: bytes is NULL", fn);
  if ((st = sa__check_momo(NULL, fn, a, &r, &prm)) != SA_OK) return st;
  sa__momo_layout(a, &prm, &pl);
  *bytes = pl.bytes;
  return SA_OK;
}

SADEF sa_status sa_momo_buffers_get(const sa_momo_args *a, sa_momo_buffers *out) {
  static const char *fn = "sa_momo_buffers_get";
  sa__attn r;
  sa_momo_params prm;
  sa__momo_plan pl;
  sa_status st;
  unsigned char *w;
  if (!out) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if ((st = sa__check_momo(NULL, fn, a, &r, &prm)) != SA_OK) return st;
  sa__momo_layout(a, &prm, &pl);
  if (!a->workspace || a->workspace_bytes < pl.bytes)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: args->workspace is %s (%zu bytes); sa_momo_workspace_size says %zu",
                    fn, a->workspace ? "too small" : "NULL", a->workspace_bytes, pl.bytes);
  if (sa__misaligned(a->workspace)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: args->workspace is not 16-byte aligned", fn);
  w = (unsigned char *)a->workspace;
  out->o_gamma = w + pl.off[0];
  out->lse_gamma = (float *)(w + pl.off[1]);
  out->topk_index = (int32_t *)(w + pl.off[2]);
  out->topk_score = (float *)(w + pl.off[3]);
  out->tree = prm.topk == SA_TOPK_TREE ? (void *)(w + pl.off[4]) : NULL;
  out->block_index = (int32_t *)(w + pl.off[5]);
  out->block_count = (int32_t *)(w + pl.off[6]);
  return SA_OK;
}

SADEF sa_status sa_momo_qsa(sa_context *ctx, const sa_momo_args *m, const sa_momo_buffers *bufs, void *stream) {
  static const char *fn = "sa_momo_qsa";
  const sa_attention_args *a;
  sa__attn r;
  sa_momo_params prm;
  sa__momo_plan pl;
  sa__fwd_params p;
  sa__want w;
  sa_status st = SA_OK;
  sa__CUresult cr;
  int vi, n, smem, ke;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_momo(ctx, fn, m, &r, &prm)) != SA_OK) return st;
  if (!bufs || !bufs->o_gamma || !bufs->lse_gamma || !bufs->topk_index || !bufs->topk_score)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: bufs (o_gamma, lse_gamma, topk_index, topk_score) must be set", fn);
  if (prm.topk == SA_TOPK_TREE && !bufs->tree) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: bufs->tree is NULL", fn);
  if ((st = sa__check_aligned4(ctx, fn, "bufs->lse_gamma", bufs->lse_gamma)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->topk_index", bufs->topk_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->topk_score", bufs->topk_score)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->tree", bufs->tree)) != SA_OK)
    return st;
  a = &m->attn;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (prm.key_block != SA__QSA_BETA)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: params.key_block is %d; the query-sparse kernels carry %d", fn, prm.key_block,
                    SA__QSA_BETA);
  {
    sa_attention_args chk = *a; /* o is written by the last step only */
    chk.o = bufs->o_gamma;
    chk.o_strides.batch = chk.o_strides.seq = chk.o_strides.head = 0;
    if ((st = sa__check_prefill_data(ctx, fn, &chk, &r)) != SA_OK) return st;
  }
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_QSA;
  w.causal = 1;
  w.sub = (int)prm.topk;
  if ((vi = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st)) < 0) return st;
  v = sa__variant_table(&n) + vi;
  sa__momo_layout(m, &prm, &pl);
  ke = prm.topk == SA_TOPK_ESTIMATED ? prm.k_exact : prm.k;
  smem = v->smem_bytes + (prm.topk == SA_TOPK_TREE ? 0 : v->bm * (ke | 1) * 8);
  if (smem > ctx->smem_optin - 1024) /* beside a little static shared memory */
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: %d exact top-k slots need %d bytes of shared memory; %s allows %d (at most %d "
                    "slots): use SA_TOPK_TREE or SA_TOPK_ESTIMATED", fn, ke, smem, ctx->name, ctx->smem_optin,
                    ((ctx->smem_optin - v->smem_bytes) / (v->bm * 8) - 1) | 1);
  sa__fwd_params_of(a, &r, &p);
  p.o = bufs->o_gamma;
  p.o_b = (int64_t)pl.nq * a->heads_q * a->head_dim; p.o_s = (int64_t)a->heads_q * a->head_dim; p.o_h = a->head_dim;
  p.lse = bufs->lse_gamma;
  p.lse_b = (int64_t)a->heads_q * pl.nq; p.lse_h = pl.nq;
  p.gamma = prm.gamma;
  p.key_shift = sa__log2i(prm.key_block);
  p.sink = prm.sink_tokens;
  p.window = prm.window_tokens;
  p.topk_index = bufs->topk_index;
  p.topk_score = bufs->topk_score;
  p.topk_tree = (unsigned char *)bufs->tree;
  p.topk_k = prm.k;
  p.k_exact = ke;
  p.nq = pl.nq;
  if ((st = sa__check_call(ctx, fn, "args->attn.", a, stream)) != SA_OK) return st;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch_smem(ctx, fn, vi, (unsigned)sa__cdiv(pl.nq, v->bm), (unsigned)a->heads_q, (unsigned)a->batch, &p, smem, stream);
  sa__pop();
  return st;
}

SADEF sa_status sa_momo_union_trim(sa_context *ctx, const sa_momo_args *m, const sa_momo_buffers *bufs, void *stream) {
  static const char *fn = "sa_momo_union_trim";
  const sa_attention_args *a;
  sa__attn r;
  sa_momo_params prm;
  sa__momo_plan pl;
  sa__trim_params p;
  sa_status st = SA_OK;
  sa__CUresult cr;
  int vi, n, np2, smem;
  const sa__variant *v;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_momo(ctx, fn, m, &r, &prm)) != SA_OK) return st;
  if (!bufs || !bufs->topk_index || !bufs->topk_score || !bufs->block_index || !bufs->block_count)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: bufs (topk_index, topk_score, block_index, block_count) must be set", fn);
  if ((st = sa__check_aligned4(ctx, fn, "bufs->topk_index", bufs->topk_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->topk_score", bufs->topk_score)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->block_index", bufs->block_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->block_count", bufs->block_count)) != SA_OK)
    return st;
  a = &m->attn;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  sa__momo_layout(m, &prm, &pl);
  v = sa__variant_table(&n);
  for (vi = 0; vi < n && v[vi].kind != SA__KIND_UNION_TRIM; ++vi) {}
  if (vi == n) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no union/trim kernel; regenerate it", fn);
  for (np2 = 1; np2 < prm.query_block / prm.gamma * prm.k; np2 <<= 1) {}
  smem = 2 * np2 * 8;
  if (smem > ctx->smem_optin - 1024) /* beside a little static shared memory */
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: query_block / gamma * k = %d entries per query block need %d bytes of shared "
                    "memory; %s allows %d", fn, prm.query_block / prm.gamma * prm.k, smem, ctx->name, ctx->smem_optin);
  memset(&p, 0, sizeof p);
  p.topk_index = bufs->topk_index; p.topk_score = bufs->topk_score;
  p.block_index = bufs->block_index; p.block_count = bufs->block_count;
  p.cu_seqlens_q = a->cu_seqlens_q;
  p.seqlen_q = a->seqlen_q; p.heads_q = a->heads_q; p.nq = pl.nq; p.nqb = pl.nqb;
  p.k = prm.k; p.k_trim = prm.k_trim; p.rows_per_block = prm.query_block / prm.gamma;
  p.gamma = prm.gamma; p.chi = prm.query_block; p.np2 = np2;
  if ((st = sa__check_call(ctx, fn, "args->attn.", a, stream)) != SA_OK) return st;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch_smem(ctx, fn, vi, (unsigned)pl.nqb, (unsigned)a->heads_q, (unsigned)a->batch, &p, smem, stream);
  sa__pop();
  return st;
}

SADEF sa_status sa_momo_prefill(sa_context *ctx, const sa_momo_args *m, void *stream) {
  static const char *fn = "sa_momo_prefill";
  sa__attn r;
  sa_momo_params prm;
  sa_momo_buffers bufs;
  sa_block_sparse_args bs;
  sa_status st;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_momo(ctx, fn, m, &r, &prm)) != SA_OK) return st;
  if (m->attn.batch == 0 || m->attn.seqlen_q == 0) return SA_OK;
  if ((st = sa_momo_buffers_get(m, &bufs)) != SA_OK) return sa__fail(ctx, st, "%s", sa_last_error(NULL));
  if ((st = sa_momo_qsa(ctx, m, &bufs, stream)) != SA_OK || (st = sa_momo_union_trim(ctx, m, &bufs, stream)) != SA_OK) return st;
  memset(&bs, 0, sizeof bs);
  bs.attn = m->attn;
  bs.query_block = prm.query_block;
  bs.key_block = prm.key_block;
  bs.block_index = bufs.block_index;
  bs.block_count = bufs.block_count;
  bs.query_blocks = sa__cdiv(m->attn.seqlen_q, prm.query_block);
  bs.max_blocks = prm.k_trim;
  bs.sink_tokens = prm.sink_tokens;
  bs.window_tokens = prm.window_tokens;
  bs.delta_o = bufs.o_gamma;
  bs.gamma = prm.gamma;
  return sa_block_sparse_attention(ctx, &bs, stream);
}

/* ---- decode ---- */

typedef struct sa__dec {
  sa_strides q, o, k, v;
  int group, paged, page_shift, capacity;
  double scale;
} sa__dec;

static int sa__log2_exact(int x) {
  int s = 0;
  if (x <= 0 || (x & (x - 1))) return -1;
  while ((1 << s) < x) ++s;
  return s;
}

static sa_status sa__check_decode(sa_context *ctx, const char *fn, const sa_decode_args *a, sa__dec *r) {
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (a->dtype != SA_DTYPE_BF16 && a->dtype != SA_DTYPE_FP16)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->dtype is %d; use SA_DTYPE_BF16 or SA_DTYPE_FP16", fn, (int)a->dtype);
  if (a->method != SA_METHOD_DENSE && a->method != SA_METHOD_BLASST && a->method != SA_METHOD_KASCADE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->method is %d; decode takes SA_METHOD_DENSE, SA_METHOD_BLASST or "
                    "SA_METHOD_KASCADE", fn, (int)a->method);
  if (a->method == SA_METHOD_KASCADE && (a->kascade.max_k < 0 || (a->kascade.max_k > 0 && (!a->kascade.indices ||
                                                                                           !a->kascade.counts))))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kascade.max_k is %d; it must be >= 0, with kascade.indices and "
                    "kascade.counts set when > 0", fn, a->kascade.max_k);
  if (a->method == SA_METHOD_BLASST && sa__check_blasst(ctx, fn, &a->blasst) != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (a->batch < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->batch is %d; must be >= 0", fn, a->batch);
  if (a->q_len < 1 || a->q_len > 16)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->q_len is %d; decode takes 1 to 16 queries per sequence (use "
                    "sa_attention for more)", fn, a->q_len);
  if (a->heads_q <= 0 || a->heads_kv <= 0 || a->heads_q % a->heads_kv)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->heads_q (%d) must be a positive multiple of args->heads_kv (%d)",
                    fn, a->heads_q, a->heads_kv);
  if (a->head_dim <= 0 || a->head_dim % 8)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->head_dim is %d; must be a positive multiple of 8", fn, a->head_dim);
  if (a->max_seqlen_k < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->max_seqlen_k is %d; must be >= 0", fn, a->max_seqlen_k);
  if (a->max_seqlen_k > SA__MAX_TOKENS || a->capacity > SA__MAX_TOKENS || a->heads_q > SA__MAX_HEADS ||
      a->head_dim > SA__MAX_HEAD_DIM || (double)a->batch * a->q_len * a->heads_q * a->head_dim > SA__MAX_ELEMS ||
      (double)a->batch * a->max_seqlen_k * a->heads_kv * a->head_dim > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args describe tensors too large for any GPU (batch %d, max_seqlen_k %d, "
                    "capacity %d, heads_q %d, head_dim %d; limits 2^30 tokens, %d heads, head_dim %d, 2^48 elements)", fn,
                    a->batch, a->max_seqlen_k, a->capacity, a->heads_q, a->head_dim, SA__MAX_HEADS, SA__MAX_HEAD_DIM);
  if (!(a->softmax_scale >= 0 && a->softmax_scale < 3.0e38f))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->softmax_scale is %g; must be finite and > 0 (0 = 1/sqrt(head_dim))",
                    fn, (double)a->softmax_scale);
  if (a->num_splits < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->num_splits is %d; must be >= 0", fn, a->num_splits);
  if (a->batch > 0 && (!a->q || !a->k || !a->v || !a->seqlens_k))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is NULL", fn,
                    !a->q ? "q" : !a->k ? "k" : !a->v ? "v" : "seqlens_k");
  r->paged = a->block_table != NULL;
  r->capacity = a->capacity > 0 ? a->capacity : a->max_seqlen_k;
  if (r->paged) {
    r->page_shift = sa__log2_exact(a->page_size);
    if (r->page_shift < 4 || a->page_size > 65536)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->page_size is %d; a paged cache needs a power of two from 16 "
                      "to 65536 (a 32-key tile then spans at most two pages)", fn, a->page_size);
    if (a->max_pages <= 0 || (int64_t)a->max_pages * a->page_size < a->max_seqlen_k)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->max_pages (%d) pages of %d rows cannot hold max_seqlen_k (%d)",
                      fn, a->max_pages, a->page_size, a->max_seqlen_k);
    if (a->num_pages <= 0)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->num_pages is %d; must be > 0 for a paged cache", fn, a->num_pages);
  } else {
    r->page_shift = 0;
    if (a->capacity < 0 || (a->capacity > 0 && a->capacity < a->max_seqlen_k))
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->capacity (%d) is below args->max_seqlen_k (%d)", fn, a->capacity,
                      a->max_seqlen_k);
  }
  r->q = sa__default_strides(a->q_strides, a->q_len, a->heads_q, a->head_dim);
  r->o = sa__default_strides(a->o_strides, a->q_len, a->heads_q, a->head_dim);
  r->k = sa__default_strides(a->k_strides, r->paged ? a->page_size : r->capacity, a->heads_kv, a->head_dim);
  r->v = sa__default_strides(a->v_strides, r->paged ? a->page_size : r->capacity, a->heads_kv, a->head_dim);
  r->group = a->heads_q / a->heads_kv;
  r->scale = a->softmax_scale > 0 ? (double)a->softmax_scale : 1.0 / sqrt((double)a->head_dim);
  return SA_OK;
}

/* Rows per block: whole query tokens (all heads of the group) when the group fits the block's m16 tiles. */
static void sa__decode_rows(int q_len, int group, int mi, int *rows_per_block, int *row_blocks) {
  int cap = 16 * mi, rb = group <= cap ? (cap / group) * group : cap;
  int total = q_len * group;
  if (rb > total) rb = total;
  *rows_per_block = rb;
  *row_blocks = (total + rb - 1) / rb;
}

/* Choose the variant (smallest m16 count that holds a whole GQA group per block) and the split count. */
/* pass: 0 = the method's kernel, 1 = dense, 3 = an anchor's first pass (LSE and raw scores, K only) */
static sa_status sa__decode_plan_pass(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, int pass,
                                      int *vi_out, sa_decode_plan *pl) {
  sa__want w;
  sa_status st = SA_OK;
  int n, vi, mi, units, per_sm, slots, tiles, max_splits, s, best_s = 1;
  double best_eff = 0;
  const sa__variant *v = sa__variant_table(&n);
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_DECODE;
  w.blasst = pass == 0 && a->method == SA_METHOD_BLASST;
  w.sub = pass == 3 ? 3 : pass == 0 && a->method == SA_METHOD_KASCADE;
  w.paged = r->paged;
  mi = a->q_len * r->group <= 16 ? 1 : 2;
  w.mi = mi;
  vi = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st);
  if (vi < 0 && mi == 2) { /* head dims whose O accumulators do not fit 32 rows: blocks of 16 rows */
    w.mi = mi = 1;
    vi = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st);
  }
  if (vi < 0) return st;
  memset(pl, 0, sizeof *pl);
  pl->warps = v[vi].warps;
  pl->kv_tile = v[vi].bn;
  sa__decode_rows(a->q_len, r->group, mi, &pl->rows_per_block, &pl->row_blocks);
  /* Kascade visits its list and the new keys, not the whole cache */
  pl->kv_tiles = ((pass == 0 && a->method == SA_METHOD_KASCADE ? a->kascade.max_k + a->q_len : a->max_seqlen_k) +
                  pl->kv_tile - 1) / pl->kv_tile;
  /* Splits: enough blocks to fill the GPU, without chunks so short that their first tiles dominate. */
  units = a->batch * a->heads_kv * pl->row_blocks;
  per_sm = ctx->smem_per_sm / (v[vi].smem_bytes + 1024);
  if (per_sm < 1) per_sm = 1;
  slots = ctx->sm_count * per_sm;
  tiles = pl->kv_tiles;
  max_splits = tiles / (pl->warps * 8);
  if (max_splits > 128) max_splits = 128;
  if (max_splits < 1) max_splits = 1;
  if (a->num_splits > 0) {
    best_s = a->num_splits;
  } else if (units > 0 && units < slots) {
    for (s = 1; s <= max_splits; ++s) {
      int waves = (units * s + slots - 1) / slots;
      double eff = (double)units * s / ((double)waves * slots);
      if (eff > best_eff * 1.05) { best_eff = eff; best_s = s; } /* the smallest count within 5% of the best */
    }
  }
  pl->num_splits = best_s;
  pl->workspace_bytes = best_s > 1 ? (size_t)best_s * a->batch * a->q_len * a->heads_q * (a->head_dim + 1) * sizeof(float) : 0;
  pl->mask_bytes = (size_t)a->batch * a->heads_kv * pl->row_blocks * pl->kv_tiles;
  *vi_out = vi;
  return SA_OK;
}

/* An anchor's workspace: the split partials of its passes (one region, reused in stream order), the rows' LSE, their
   raw scores [batch][heads_kv][rows][max_seqlen_k], the pooled scores [batch][heads_kv][max_seqlen_k]. */
typedef struct sa__anchor_ws {
  sa_decode_plan first, gather;
  size_t part, lse_off, raw_off, pool_off, total;
} sa__anchor_ws;

static sa_status sa__anchor_plan(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, int vi[3],
                                 sa__anchor_ws *w) {
  sa_status st;
  if ((st = sa__decode_plan_pass(ctx, fn, a, r, 3, &vi[0], &w->first)) != SA_OK ||
      (st = sa__decode_plan_pass(ctx, fn, a, r, 0, &vi[2], &w->gather)) != SA_OK)
    return st;
  vi[1] = -1;
  w->part = w->first.workspace_bytes > w->gather.workspace_bytes ? w->first.workspace_bytes : w->gather.workspace_bytes;
  w->lse_off = (w->part + 255) & ~(size_t)255;
  w->raw_off = w->lse_off + (((size_t)a->batch * a->heads_q * a->q_len * 4 + 255) & ~(size_t)255);
  w->pool_off = w->raw_off + (((size_t)a->batch * a->heads_kv * (size_t)w->first.rows_per_block * (size_t)a->max_seqlen_k * 4 +
                                255) & ~(size_t)255);
  w->total = w->pool_off + (size_t)a->batch * a->heads_kv * (size_t)a->max_seqlen_k * 4;
  return SA_OK;
}

static sa_status sa__decode_plan(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, int *vi_out,
                                 sa_decode_plan *pl) {
  if (a->method == SA_METHOD_KASCADE && a->kascade.anchor) {
    int vi[3];
    sa__anchor_ws w;
    sa_status st = sa__anchor_plan(ctx, fn, a, r, vi, &w);
    if (st != SA_OK) return st;
    *pl = w.gather;
    pl->workspace_bytes = w.total;
    *vi_out = vi[2];
    return SA_OK;
  }
  return sa__decode_plan_pass(ctx, fn, a, r, 0, vi_out, pl);
}

SADEF sa_status sa_decode_plan_get(sa_context *ctx, const sa_decode_args *a, sa_decode_plan *out) {
  static const char *fn = "sa_decode_plan_get";
  sa__dec r;
  sa_status st;
  int vi;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if (!out) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if ((st = sa__check_decode(ctx, fn, a, &r)) != SA_OK) return st;
  return sa__decode_plan(ctx, fn, a, &r, &vi, out);
}

/* One decode kernel (pass as sa__decode_plan_pass), and the split combine unless it is a pooled score pass. */
static sa_status sa__decode_launch(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *rr, int pass,
                                   const float *pool_lse, float *pool_out, void *stream) {
  sa__dec r = *rr;
  sa__dec_params p;
  sa_decode_plan pl;
  sa_status st;
  sa__CUresult cr;
  int vi;
  if ((st = sa__decode_plan_pass(ctx, fn, a, &r, pass, &vi, &pl)) != SA_OK) return st;
  if (pl.num_splits > 1 && (!a->workspace || a->workspace_bytes < pl.workspace_bytes))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->workspace %s: %d splits need %zu bytes (sa_decode_plan_get; or "
                    "set num_splits = 1)", fn, a->workspace ? "is too small" : "is NULL", pl.num_splits, pl.workspace_bytes);
  if (sa__misaligned(a->workspace)) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->workspace is not 16-byte aligned", fn);

  memset(&p, 0, sizeof p);
  p.q = a->q; p.o = a->o; p.lse = a->lse; p.k = a->k; p.v = a->v;
  p.seqlens_k = a->seqlens_k; p.block_table = a->block_table;
  if (pl.num_splits > 1) {
    p.part_o = (float *)a->workspace;
    p.part_lse = p.part_o + (size_t)pl.num_splits * a->batch * a->q_len * a->heads_q * a->head_dim;
  }
  p.q_b = r.q.batch; p.q_s = r.q.seq; p.q_h = r.q.head;
  p.o_b = r.o.batch; p.o_s = r.o.seq; p.o_h = r.o.head;
  p.k_b = r.k.batch; p.k_s = r.k.seq; p.k_h = r.k.head;
  p.v_b = r.v.batch; p.v_s = r.v.seq; p.v_h = r.v.head;
  p.q_len = a->q_len; p.group = r.group; p.heads_kv = a->heads_kv; p.heads_q = a->heads_q;
  p.rows_per_block = pl.rows_per_block; p.row_blocks = pl.row_blocks;
  p.num_splits = pl.num_splits; p.batch = a->batch; p.page_shift = r.page_shift;
  p.max_pages = a->max_pages; p.causal = a->causal != 0; p.mask_tiles = pl.kv_tiles;
  p.scale_log2 = (float)(r.scale * 1.4426950408889634);
  if (a->method == SA_METHOD_BLASST) {
    p.blasst_lambda = a->blasst.lambda;
    p.blasst_scale_factor = a->blasst.scale_factor;
    p.blasst_counters = a->blasst.counters;
    p.blasst_mask = a->blasst.skip_mask;
  }
  if (a->method == SA_METHOD_KASCADE) {
    p.kc_indices = a->kascade.indices; p.kc_counts = a->kascade.counts;
    p.kc_max_k = a->kascade.max_k; p.head_map = a->kascade.head_map;
  }
  if (pass == 3) { /* the raw scores of the rows go to pool_out */
    p.pool_out = pool_out; p.pool_stride = a->max_seqlen_k;
  }
  (void)pool_lse;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__launch(ctx, fn, vi, (unsigned)pl.num_splits, (unsigned)(a->heads_kv * pl.row_blocks), (unsigned)a->batch, &p, stream);
  if (st == SA_OK && pl.num_splits > 1) {
    sa__comb_params c;
    sa__want w;
    int ci;
    memset(&w, 0, sizeof w);
    w.kind = SA__KIND_DECODE_COMBINE;
    ci = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st);
    if (ci >= 0) {
      int64_t rows = (int64_t)a->batch * a->q_len * a->heads_q;
      memset(&c, 0, sizeof c);
      c.part_o = p.part_o; c.part_lse = p.part_lse; c.o = a->o; c.lse = a->lse;
      c.o_b = r.o.batch; c.o_s = r.o.seq; c.o_h = r.o.head;
      c.num_splits = pl.num_splits; c.batch = a->batch; c.q_len = a->q_len; c.heads_q = a->heads_q;
      st = sa__launch(ctx, fn, ci, (unsigned)((rows + 3) / 4), 1, 1, &c, stream);
    }
  }
  sa__pop();
  return st;
}

/* Validation mode, decode: every seqlens_k[b] in [0, max_seqlen_k] (Kascade: >= q_len, the new keys are in the cache),
   every block_table entry a sequence uses in [0, num_pages), the head map's KV heads in [0, heads_kv). */
static sa_status sa__validate_decode(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, void *stream) {
  int32_t *lens = NULL, *bt = NULL;
  sa_status st;
  int b, j;
  if (!ctx->validate || a->batch <= 0) return SA_OK;
  if ((st = sa__read_i32(ctx, fn, "args->seqlens_k", a->seqlens_k, (size_t)a->batch, stream, &lens)) != SA_OK) return st;
  for (b = 0; b < a->batch && st == SA_OK; ++b) {
    const int lo = a->method == SA_METHOD_KASCADE ? a->q_len : 0;
    if (lens[b] < lo || lens[b] > a->max_seqlen_k)
      st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->seqlens_k[%d] is %d; must be in [%d, args->max_seqlen_k = %d]%s", fn,
                    b, lens[b], lo, a->max_seqlen_k, lo ? " (Kascade: the cache holds the q_len new keys)" : "");
  }
  if (st == SA_OK && r->paged)
    st = sa__read_i32(ctx, fn, "args->block_table", a->block_table, (size_t)a->batch * (size_t)a->max_pages, stream, &bt);
  for (b = 0; bt && b < a->batch && st == SA_OK; ++b)
    for (j = 0; j < (int)(((int64_t)lens[b] + a->page_size - 1) / a->page_size) && st == SA_OK; ++j) {
      const int32_t pg = bt[(size_t)b * a->max_pages + j];
      if (pg < 0 || pg >= a->num_pages)
        st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->block_table[%d][%d] is %d; must be a page in [0, args->num_pages = "
                      "%d)", fn, b, j, pg, a->num_pages);
    }
  SA_FREE(lens);
  SA_FREE(bt);
  if (st == SA_OK && a->method == SA_METHOD_KASCADE && !a->kascade.anchor)
    st = sa__validate_head_map(ctx, fn, "args->kascade.head_map", a->kascade.head_map, a->heads_kv, stream);
  return st;
}

SADEF sa_status sa_decode(sa_context *ctx, const sa_decode_args *a, void *stream) {
  static const char *fn = "sa_decode";
  sa__dec r;
  sa_status st;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_decode(ctx, fn, a, &r)) != SA_OK) return st;
  if (a->batch == 0) return SA_OK;
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if ((st = sa__check_aligned(ctx, fn, "q", a->q, r.q)) != SA_OK || (st = sa__check_aligned(ctx, fn, "o", a->o, r.o)) != SA_OK ||
      (st = sa__check_aligned(ctx, fn, "k", a->k, r.k)) != SA_OK || (st = sa__check_aligned(ctx, fn, "v", a->v, r.v)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->lse", a->lse)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->seqlens_k", a->seqlens_k)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->block_table", a->block_table)) != SA_OK)
    return st;
  if (a->method == SA_METHOD_KASCADE &&
      ((st = sa__check_aligned4(ctx, fn, "args->kascade.indices", a->kascade.indices)) != SA_OK ||
       (st = sa__check_aligned4(ctx, fn, "args->kascade.counts", a->kascade.counts)) != SA_OK ||
       (st = sa__check_aligned4(ctx, fn, "args->kascade.head_map", a->kascade.head_map)) != SA_OK))
    return st;
  if (a->batch > 65535 || (int64_t)a->heads_kv * 16 * a->q_len > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: batch (%d) or heads_kv x q_len too large for one launch", fn, a->batch);
  if ((st = sa__check_stream(ctx, fn, stream)) != SA_OK || (st = sa__validate_decode(ctx, fn, a, &r, stream)) != SA_OK) return st;
  if (a->method == SA_METHOD_KASCADE && a->kascade.anchor) {
    /* An anchor: the rows' LSE (a pass that reads K only), the pooled scores, the top-k, then the attention with it. */
    sa__anchor_ws w;
    sa_decode_args d;
    sa__select_params sp;
    unsigned char *ws = (unsigned char *)a->workspace;
    int vi[3], n, si;
    const sa__variant *v = sa__variant_table(&n);
    sa__CUresult cr;
    if (a->q_len * r.group > 16)
      return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: an anchor pools one row block: q_len x group (%d) must be at most 16", fn,
                      a->q_len * r.group);
    if (a->kascade.max_k <= 0 || !a->kascade.indices || !a->kascade.counts)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: an anchor writes kascade.indices and kascade.counts (max_k > 0)", fn);
    if (!(a->kascade.topk_fraction >= 0.f && a->kascade.topk_fraction <= 1.f) || a->kascade.k_min < 0)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: kascade.topk_fraction (%g) must be in [0, 1] and kascade.k_min (%d) "
                      ">= 0", fn, (double)a->kascade.topk_fraction, a->kascade.k_min);
    if ((st = sa__anchor_plan(ctx, fn, a, &r, vi, &w)) != SA_OK) return st;
    if (!ws || a->workspace_bytes < w.total || sa__misaligned(ws))
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: an anchor needs a 16-byte aligned workspace of %zu bytes "
                      "(sa_decode_plan_get); args->workspace is %s", fn, w.total, !ws ? "NULL" : sa__misaligned(ws) ?
                      "misaligned" : "too small");
    for (si = 0; si < n && v[si].kind != SA__KIND_TOPK_SELECT; ++si) {}
    if (si == n) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no top-k kernel; regenerate it", fn);
    d = *a;
    d.method = SA_METHOD_DENSE;
    d.lse = (float *)(ws + w.lse_off);
    d.workspace_bytes = w.part;
    if (w.first.row_blocks != 1)
      return sa__fail(ctx, SA_ERROR_INTERNAL, "%s: an anchor's rows need one row block (got %d)", fn, w.first.row_blocks);
    if ((st = sa__decode_launch(ctx, fn, &d, &r, 3, NULL, (float *)(ws + w.raw_off), stream)) != SA_OK) return st;
    {
      sa__pscore_params pp;
      int pi;
      for (pi = 0; pi < n && v[pi].kind != SA__KIND_POOL_SCORES; ++pi) {}
      if (pi == n) return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no pooling kernel; regenerate it", fn);
      memset(&pp, 0, sizeof pp);
      pp.raw = (const float *)(ws + w.raw_off); pp.lse = (const float *)(ws + w.lse_off); pp.out = (float *)(ws + w.pool_off);
      pp.seqlens_k = a->seqlens_k; pp.stride = a->max_seqlen_k; pp.rows_max = w.first.rows_per_block;
      pp.group = r.group; pp.q_len = a->q_len; pp.heads_q = a->heads_q; pp.heads_kv = a->heads_kv;
      if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
      st = sa__launch(ctx, fn, pi, (unsigned)((a->max_seqlen_k + v[pi].threads - 1) / v[pi].threads),
                      (unsigned)(a->batch * a->heads_kv), 1, &pp, stream);
      sa__pop();
      if (st != SA_OK) return st;
    }
    memset(&sp, 0, sizeof sp);
    sp.scores = (const float *)(ws + w.pool_off); sp.row_stride = a->max_seqlen_k;
    sp.lengths = a->seqlens_k; sp.len_div = a->heads_kv; sp.len_off = -a->q_len;
    sp.indices = a->kascade.indices; sp.counts = a->kascade.counts; sp.max_k = a->kascade.max_k;
    sp.fraction = a->kascade.topk_fraction > 0.f ? a->kascade.topk_fraction : 0.1f;
    sp.k_min = a->kascade.k_min > 0 ? a->kascade.k_min : 128;
    if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
    st = sa__launch(ctx, fn, si, (unsigned)(a->batch * a->heads_kv), 1, 1, &sp, stream);
    sa__pop();
    if (st != SA_OK) return st;
    d = *a;
    d.kascade.anchor = 0;
    d.kascade.head_map = NULL;
    d.workspace_bytes = w.part;
    return sa__decode_launch(ctx, fn, &d, &r, 0, NULL, NULL, stream);
  }
  return sa__decode_launch(ctx, fn, a, &r, 0, NULL, NULL, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* device utilities                                                                                       */
/* ------------------------------------------------------------------------------------------------------ */

#define SA__DRV_CALL(fn_name, call)                                                                 \
  do {                                                                                             \
    sa__CUresult cr_;                                                                              \
    if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn_name); \
    if ((cr_ = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn_name, sa__cu_err(cr_)); \
    cr_ = (call);                                                                                  \
    sa__pop();                                                                                     \
    if (cr_ != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: %s", fn_name, sa__cu_err(cr_));           \
    return SA_OK;                                                                                  \
  } while (0)

SADEF sa_status sa_device_alloc(sa_context *ctx, size_t bytes, void **ptr) {
  sa__CUdeviceptr d = 0;
  sa__CUresult cr;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_device_alloc: ctx is NULL or destroyed");
  if (!ptr) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_device_alloc: ptr is NULL");
  *ptr = NULL;
  if (bytes == 0) return SA_OK;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_device_alloc: %s", sa__cu_err(cr));
  cr = sa__cu.MemAlloc(&d, bytes);
  sa__pop();
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_device_alloc(%zu bytes): %s", bytes, sa__cu_err(cr));
  *ptr = (void *)(uintptr_t)d;
  return SA_OK;
}
SADEF sa_status sa_device_free(sa_context *ctx, void *ptr) {
  if (!ptr) return SA_OK;
  SA__DRV_CALL("sa_device_free", sa__cu.MemFree((sa__CUdeviceptr)(uintptr_t)ptr));
}
SADEF sa_status sa_memcpy_htod(sa_context *ctx, void *dst, const void *src, size_t n) {
  SA__DRV_CALL("sa_memcpy_htod", sa__cu.MemcpyHtoD((sa__CUdeviceptr)(uintptr_t)dst, src, n));
}
SADEF sa_status sa_memcpy_dtoh(sa_context *ctx, void *dst, const void *src, size_t n) {
  SA__DRV_CALL("sa_memcpy_dtoh", sa__cu.MemcpyDtoH(dst, (sa__CUdeviceptr)(uintptr_t)src, n));
}
SADEF sa_status sa_memset_device(sa_context *ctx, void *dst, unsigned char value, size_t n) {
  SA__DRV_CALL("sa_memset_device", sa__cu.MemsetD8((sa__CUdeviceptr)(uintptr_t)dst, value, n));
}
SADEF sa_status sa_stream_synchronize(sa_context *ctx, void *stream) {
  SA__DRV_CALL("sa_stream_synchronize", sa__cu.StreamSynchronize((sa__CUptr)stream));
}
SADEF sa_status sa_stream_create(sa_context *ctx, void **stream) {
  if (!stream) return sa__fail(sa__live(ctx) ? ctx : NULL, SA_ERROR_INVALID_ARGUMENT, "sa_stream_create: stream is NULL");
  SA__DRV_CALL("sa_stream_create", sa__cu.StreamCreate((sa__CUptr *)stream, 1u /* CU_STREAM_NON_BLOCKING */));
}
SADEF sa_status sa_stream_destroy(sa_context *ctx, void *stream) {
  SA__DRV_CALL("sa_stream_destroy", sa__cu.StreamDestroy((sa__CUptr)stream));
}
SADEF sa_status sa_event_create(sa_context *ctx, void **event) {
  if (!event) return sa__fail(sa__live(ctx) ? ctx : NULL, SA_ERROR_INVALID_ARGUMENT, "sa_event_create: event is NULL");
  SA__DRV_CALL("sa_event_create", sa__cu.EventCreate((sa__CUptr *)event, 0));
}
SADEF sa_status sa_event_record(sa_context *ctx, void *event, void *stream) {
  SA__DRV_CALL("sa_event_record", sa__cu.EventRecord((sa__CUptr)event, (sa__CUptr)stream));
}
SADEF sa_status sa_event_elapsed_ms(sa_context *ctx, void *start, void *end, float *ms) {
  sa__CUresult cr;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_event_elapsed_ms: ctx is NULL or destroyed");
  if (!ms) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_event_elapsed_ms: ms is NULL");
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_event_elapsed_ms: %s", sa__cu_err(cr));
  cr = sa__cu.StreamSynchronize(NULL);
  if (cr == 0) cr = sa__cu.EventElapsedTime(ms, (sa__CUptr)start, (sa__CUptr)end);
  sa__pop();
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_event_elapsed_ms: %s", sa__cu_err(cr));
  return SA_OK;
}
SADEF sa_status sa_event_destroy(sa_context *ctx, void *event) {
  SA__DRV_CALL("sa_event_destroy", sa__cu.EventDestroy((sa__CUptr)event));
}
#undef SA__DRV_CALL

/* ------------------------------------------------------------------------------------------------------ */
/* 16-bit floats and the CPU reference                                                                    */
/* ------------------------------------------------------------------------------------------------------ */

SADEF uint16_t sa_f32_to_bf16(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x40); /* NaN stays NaN */
  u += 0x7fffu + ((u >> 16) & 1);
  return (uint16_t)(u >> 16);
}
SADEF float sa_bf16_to_f32(uint16_t x) {
  uint32_t u = (uint32_t)x << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
SADEF uint16_t sa_f32_to_fp16(float x) {
  uint32_t u, sign, mant;
  int exp;
  memcpy(&u, &x, 4);
  sign = (u >> 16) & 0x8000u;
  exp = (int)((u >> 23) & 0xff) - 127 + 15;
  mant = u & 0x7fffffu;
  if (((u >> 23) & 0xff) == 0xff) return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u : 0));
  if (exp >= 31) return (uint16_t)(sign | 0x7c00u);
  if (exp <= 0) { /* subnormal or zero: round to nearest even at the right shift */
    uint32_t m, shift, r, half;
    if (exp < -10) return (uint16_t)sign;
    m = mant | 0x800000u;
    shift = (uint32_t)(14 - exp);
    r = m >> shift;
    half = 1u << (shift - 1);
    if ((m & ((half << 1) - 1)) > half || ((m & ((half << 1) - 1)) == half && (r & 1))) ++r;
    return (uint16_t)(sign | r);
  }
  {
    uint32_t h = sign | ((uint32_t)exp << 10) | (mant >> 13);
    uint32_t rest = mant & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1))) ++h; /* may carry into the exponent: correct */
    return (uint16_t)h;
  }
}
SADEF float sa_fp16_to_f32(uint16_t x) {
  uint32_t sign = (uint32_t)(x & 0x8000u) << 16, exp = (x >> 10) & 0x1f, mant = x & 0x3ffu, u;
  float f;
  if (exp == 0) {
    f = (float)mant * (1.0f / 16777216.0f); /* 2^-24 */
    return sign ? -f : f;
  }
  if (exp == 31) u = sign | 0x7f800000u | (mant << 13);
  else u = sign | ((exp + 112) << 23) | (mant << 13);
  memcpy(&f, &u, 4);
  return f;
}

static double sa__ld16(const void *base, int64_t idx, sa_dtype dt) {
  uint16_t x = ((const uint16_t *)base)[idx];
  return dt == SA_DTYPE_BF16 ? sa_bf16_to_f32(x) : sa_fp16_to_f32(x);
}

/* The reference core: one block of query rows against one sequence's keys, processed in KV tiles grouped in
   chunks, exactly as the kernels do (DESIGN.md section 5): within a chunk the running max starts at -inf and
   the first tile is never skipped; BLASST skips a tile when every row that sees a key of it has
   (tile max - running max) * scale < ln(lambda). Rows then take the softmax over the keys of the kept tiles. */
typedef struct sa__ref_block {
  const void *q, *k, *v;      /* the tensors (host), element type dtype */
  sa_dtype dtype;
  int d, n_rows, n_keys;
  const int64_t *q_off, *k_off, *v_off, *o_off, *lse_off; /* per row / per key element offsets; lse_off < 0: none */
  const int *lim;             /* per row: last key it sees (-1: none) */
  double scale, log_lambda;   /* log_lambda = -inf: dense */
  int kv_tile, n_tiles;       /* tiles [0, n_tiles) are visited */
  int chunks;                 /* the tiles split evenly into this many chunks */
  unsigned char *skip;        /* optional out: per tile */
  double *margin;             /* optional out: per tile */
  int count_seen_only;        /* count only tiles some row sees a key of (prefill BLASST decides per warp) */
  unsigned long long considered, skipped;
} sa__ref_block;

#define SA__REF_CORE(T, NAME, EXP, LOG)                                                                          \
  static int NAME(sa__ref_block *B, T *out, T *lse) {                                                          \
    int r, j, t, c, d, per;                                                                                    \
    const int nr = B->n_rows, nk = B->n_keys, D = B->d;                                                        \
    T *s = (T *)SA_MALLOC(sizeof(T) * ((size_t)nr * (nk > 0 ? nk : 1)));                                       \
    T *acc = (T *)SA_MALLOC(sizeof(T) * (size_t)D);                                                            \
    double *mp = (double *)SA_MALLOC(sizeof(double) * (size_t)(nr > 0 ? nr : 1));                              \
    unsigned char *kept = (unsigned char *)SA_MALLOC((size_t)(B->n_tiles > 0 ? B->n_tiles : 1));               \
    if (!s || !acc || !mp || !kept) { SA_FREE(s); SA_FREE(acc); SA_FREE(mp); SA_FREE(kept); return -1; }        \
    for (r = 0; r < nr; ++r)                                                                                   \
      for (j = 0; j <= B->lim[r] && j < nk; ++j) {                                                             \
        T dot = 0;                                                                                             \
        for (d = 0; d < D; ++d)                                                                                \
          dot += (T)sa__ld16(B->q, B->q_off[r] + d, B->dtype) * (T)sa__ld16(B->k, B->k_off[j] + d, B->dtype);  \
        s[(size_t)r * nk + j] = dot * (T)B->scale;                                                             \
      }                                                                                                        \
    per = B->chunks > 0 ? (B->n_tiles + B->chunks - 1) / B->chunks : B->n_tiles;                               \
    if (per < 1) per = 1;                                                                                      \
    for (t = 0; t < B->n_tiles; ++t) kept[t] = 1;                                                              \
    for (c = 0; c * per < B->n_tiles; ++c) {                                                                   \
      const int t0 = c * per, t1 = t0 + per < B->n_tiles ? t0 + per : B->n_tiles;                            \
      for (r = 0; r < nr; ++r) mp[r] = -INFINITY;                                                              \
      for (t = t0; t < t1; ++t) {                                                                              \
        const int j0 = t * B->kv_tile, j1 = j0 + B->kv_tile < nk ? j0 + B->kv_tile : nk;                      \
        double agree_margin = INFINITY, block_margin = -INFINITY;                                              \
        int all = 1, seen = 0;                                                                                 \
        for (r = 0; r < nr; ++r) {                                                                             \
          double mt = -INFINITY;                                                                               \
          for (j = j0; j < j1 && j <= B->lim[r]; ++j) if ((double)s[(size_t)r * nk + j] > mt) mt = s[(size_t)r * nk + j]; \
          seen |= mt > -INFINITY;                                                                              \
          if (t > t0 && B->log_lambda > -INFINITY && mt > -INFINITY) {                                         \
            double dlt = mt - mp[r]; /* scaled scores: d(ln) units */                                          \
            if (dlt < B->log_lambda) { if (B->log_lambda - dlt < agree_margin) agree_margin = B->log_lambda - dlt; } \
            else { all = 0; if (dlt - B->log_lambda > block_margin) block_margin = dlt - B->log_lambda; }       \
          }                                                                                                    \
          if (mt > mp[r]) mp[r] = mt;                                                                          \
        }                                                                                                      \
        /* a tile in which no row sees a key decides nothing: it is neither counted nor marked */               \
        if (t > t0 && B->log_lambda > -INFINITY && all && seen) kept[t] = 0;                                    \
        if (B->skip) B->skip[t] = (unsigned char)!kept[t];                                                     \
        if (B->margin)                                                                                         \
          B->margin[t] = !(t > t0 && B->log_lambda > -INFINITY && seen) ? 0 : all ? agree_margin : block_margin; \
        B->considered += seen || !B->count_seen_only;                                                          \
        B->skipped += !kept[t];                                                                                \
      }                                                                                                        \
    }                                                                                                          \
    for (r = 0; r < nr; ++r) {                                                                                 \
      T m = -(T)INFINITY, l = 0;                                                                               \
      for (j = 0; j <= B->lim[r] && j < nk; ++j)                                                               \
        if (kept[j / B->kv_tile] && s[(size_t)r * nk + j] > m) m = s[(size_t)r * nk + j];                     \
      for (d = 0; d < D; ++d) acc[d] = 0;                                                                      \
      for (j = 0; j <= B->lim[r] && j < nk; ++j) {                                                             \
        T pj;                                                                                                  \
        if (!kept[j / B->kv_tile]) continue;                                                                   \
        pj = EXP(s[(size_t)r * nk + j] - m);                                                                   \
        l += pj;                                                                                               \
        for (d = 0; d < D; ++d) acc[d] += pj * (T)sa__ld16(B->v, B->v_off[j] + d, B->dtype);                    \
      }                                                                                                        \
      for (d = 0; d < D; ++d) out[B->o_off[r] + d] = l > 0 ? acc[d] / l : (T)0;                               \
      if (lse && B->lse_off[r] >= 0) lse[B->lse_off[r]] = l > 0 ? m + LOG(l) : -(T)INFINITY;                   \
    }                                                                                                          \
    SA_FREE(s); SA_FREE(acc); SA_FREE(mp); SA_FREE(kept);                                                      \
    return 0;                                                                                                  \
  }
SA__REF_CORE(float, sa__ref_core_f, expf, logf)
SA__REF_CORE(double, sa__ref_core_d, exp, log)
#undef SA__REF_CORE

static int sa__ref_run(sa__ref_block *B, int prec, void *out, void *lse) {
  return prec == SA_REF_DOUBLE ? sa__ref_core_d(B, (double *)out, (double *)lse) : sa__ref_core_f(B, (float *)out, (float *)lse);
}

/* ln(lambda) as the kernels derive it for a sequence of KV length len; -inf = no skipping. */
static double sa__ref_log_lambda(int method, const sa_blasst_params *b, int len) {
  double lam;
  if (method != SA_METHOD_BLASST) return -INFINITY;
  lam = b->scale_factor > 0 ? (double)(b->scale_factor / (float)len) : (double)b->lambda;
  return lam > 0 && lam < 1 ? log(lam) : -INFINITY;
}

typedef struct sa__ref_bufs {
  int64_t *q_off, *o_off, *lse_off, *k_off, *v_off;
  int *lim;
} sa__ref_bufs;
static void sa__ref_bufs_free(sa__ref_bufs *b) {
  SA_FREE(b->q_off); SA_FREE(b->o_off); SA_FREE(b->lse_off); SA_FREE(b->k_off); SA_FREE(b->v_off); SA_FREE(b->lim);
}
static int sa__ref_bufs_alloc(sa__ref_bufs *b, int rows, int keys) {
  size_t nr = (size_t)(rows > 0 ? rows : 1), nk = (size_t)(keys > 0 ? keys : 1);
  b->q_off = (int64_t *)SA_MALLOC(nr * 8); b->o_off = (int64_t *)SA_MALLOC(nr * 8); b->lse_off = (int64_t *)SA_MALLOC(nr * 8);
  b->lim = (int *)SA_MALLOC(nr * sizeof(int)); b->k_off = (int64_t *)SA_MALLOC(nk * 8); b->v_off = (int64_t *)SA_MALLOC(nk * 8);
  if (!b->q_off || !b->o_off || !b->lse_off || !b->lim || !b->k_off || !b->v_off) { sa__ref_bufs_free(b); return -1; }
  return 0;
}

/* Run a reference block whose rows and keys are in bufs: wire the offsets and the decision outputs (at mask_at
   of the caller's mask layout), run it, and add its counts to opt's. */
static int sa__ref_go(sa__ref_block *B, const sa__ref_bufs *bufs, sa_ref_options *opt, int blasst, size_t mask_at,
                      void *out, void *lse) {
  B->q_off = bufs->q_off; B->k_off = bufs->k_off; B->v_off = bufs->v_off;
  B->o_off = bufs->o_off; B->lse_off = bufs->lse_off; B->lim = bufs->lim;
  B->skip = blasst && opt->skip ? opt->skip + mask_at : NULL;
  B->margin = blasst && opt->margin ? opt->margin + mask_at : NULL;
  if (sa__ref_run(B, opt->precision, out, lse) != 0) return -1;
  opt->counters[0] += B->considered;
  opt->counters[1] += B->skipped;
  return 0;
}

SADEF sa_status sa_ref_attention_ex(const sa_attention_args *a, sa_ref_options *opt, void *out, void *lse) {
  static const char *fn = "sa_ref_attention_ex";
  sa__attn r;
  sa_status st;
  sa__ref_bufs bufs;
  int b, h, bm, bn, brows;
  int blasst;
  if (!opt) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: opt is NULL", fn);
  if ((st = sa__check_attention(NULL, fn, a, &r)) != SA_OK) return st;
  if (!out && a->batch > 0 && a->seqlen_q > 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  blasst = a->method == SA_METHOD_BLASST;
  bm = blasst ? opt->query_tile : 64;
  bn = blasst ? opt->kv_tile : (a->seqlen_k > 0 ? a->seqlen_k : 1);
  if (blasst && (bm <= 0 || bn <= 0 || opt->block_rows < 0 || (opt->block_rows && opt->block_rows % bm)))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: BLASST needs the kernel's opt->query_tile, opt->kv_tile and "
                    "opt->block_rows (sa_attention_tiles)", fn);
  brows = blasst && opt->block_rows ? opt->block_rows : bm;
  if (r.packed) {
    for (b = 0; b < a->batch; ++b) {
      int lq = a->cu_seqlens_q[b + 1] - a->cu_seqlens_q[b], lk = a->cu_seqlens_k[b + 1] - a->cu_seqlens_k[b];
      if (lq < 0 || lk < 0 || lq > a->seqlen_q || lk > a->seqlen_k)
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: cu_seqlens of sequence %d give lengths %d/%d; they must be "
                        "increasing and at most seqlen_q/seqlen_k (%d/%d)", fn, b, lq, lk, a->seqlen_q, a->seqlen_k);
    }
  }
  if (sa__ref_bufs_alloc(&bufs, bm, a->seqlen_k) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  opt->counters[0] = opt->counters[1] = 0;
  for (b = 0; b < a->batch; ++b) {
    int lq = a->seqlen_q, lk = a->seqlen_k, q0 = 0, k0 = 0, m0, j;
    int mq_tiles = (a->seqlen_q + brows - 1) / brows * (brows / bm), nk_tiles = blasst ? (a->seqlen_k + bn - 1) / bn : 1;
    if (r.packed) {
      q0 = a->cu_seqlens_q[b]; k0 = a->cu_seqlens_k[b];
      lq = a->cu_seqlens_q[b + 1] - q0; lk = a->cu_seqlens_k[b + 1] - k0;
    }
    for (h = 0; h < a->heads_q; ++h) {
      const int kh = h / r.group;
      for (j = 0; j < lk; ++j) {
        bufs.k_off[j] = r.packed ? (int64_t)(k0 + j) * r.k.seq + (int64_t)kh * r.k.head
                                 : (int64_t)b * r.k.batch + (int64_t)j * r.k.seq + (int64_t)kh * r.k.head;
        bufs.v_off[j] = r.packed ? (int64_t)(k0 + j) * r.v.seq + (int64_t)kh * r.v.head
                                 : (int64_t)b * r.v.batch + (int64_t)j * r.v.seq + (int64_t)kh * r.v.head;
      }
      for (m0 = 0; m0 < lq; m0 += bm) {
        sa__ref_block B;
        int i, rows = lq - m0 < bm ? lq - m0 : bm, n_end;
        size_t mask_at = (((size_t)b * a->heads_q + h) * mq_tiles + m0 / bm) * nk_tiles;
        memset(&B, 0, sizeof B);
        for (i = 0; i < rows; ++i) {
          const int qi = m0 + i;
          const int64_t qrow = r.packed ? (int64_t)(q0 + qi) : qi;
          bufs.q_off[i] = r.packed ? qrow * r.q.seq + (int64_t)h * r.q.head : (int64_t)b * r.q.batch + qrow * r.q.seq + (int64_t)h * r.q.head;
          bufs.o_off[i] = r.packed ? qrow * r.o.seq + (int64_t)h * r.o.head : (int64_t)b * r.o.batch + qrow * r.o.seq + (int64_t)h * r.o.head;
          bufs.lse_off[i] = r.packed ? (int64_t)h * r.lse_h + q0 + qi : (int64_t)b * r.lse_b + (int64_t)h * r.lse_h + qi;
          bufs.lim[i] = a->causal ? (qi + lk - lq < lk - 1 ? qi + lk - lq : lk - 1) : lk - 1;
        }
        {   /* the tiles visited: those of the enclosing thread block of brows rows */
          const int blk0 = m0 / brows * brows;
          n_end = a->causal ? (blk0 + brows + lk - lq < lk ? blk0 + brows + lk - lq : lk) : lk;
        }
        B.q = a->q; B.k = a->k; B.v = a->v; B.dtype = a->dtype; B.d = a->head_dim;
        B.n_rows = rows; B.n_keys = lk; B.scale = r.scale;
        B.log_lambda = sa__ref_log_lambda(a->method, &a->blasst, lk);
        B.kv_tile = bn;
        B.n_tiles = n_end > 0 ? (n_end + bn - 1) / bn : 0;
        B.chunks = 1;
        B.count_seen_only = 1;
        if (sa__ref_go(&B, &bufs, opt, blasst, mask_at, out, lse) != 0) {
          sa__ref_bufs_free(&bufs);
          return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
        }
      }
    }
  }
  sa__ref_bufs_free(&bufs);
  return SA_OK;
}

SADEF sa_status sa_ref_attention(const sa_attention_args *a, sa_ref_precision prec, void *out, void *lse) {
  sa_ref_options o;
  if (a && a->method == SA_METHOD_BLASST)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_ref_attention: BLASST needs the kernel's tiling: use "
                    "sa_ref_attention_ex with sa_attention_tiles");
  memset(&o, 0, sizeof o);
  o.precision = prec;
  return sa_ref_attention_ex(a, &o, out, lse);
}

SADEF sa_status sa_ref_decode(const sa_decode_args *a, sa_ref_options *opt, void *out, void *lse) {
  static const char *fn = "sa_ref_decode";
  sa__dec r;
  sa_status st;
  sa__ref_bufs bufs;
  int b, kvh, rb, rows_pb, blocks, bn, chunks, kv_tiles, blasst;
  if (!opt) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: opt is NULL", fn);
  if ((st = sa__check_decode(NULL, fn, a, &r)) != SA_OK) return st;
  if (!out && a->batch > 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  blasst = a->method == SA_METHOD_BLASST;
  bn = opt->kv_tile > 0 ? opt->kv_tile : 32;
  chunks = opt->chunks > 0 ? opt->chunks : 1;
  rows_pb = opt->rows_per_block > 0 ? opt->rows_per_block : a->q_len * r.group;
  if (blasst && (opt->kv_tile <= 0 || opt->chunks <= 0 || opt->rows_per_block <= 0))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: BLASST needs the plan's kv_tile, chunks (num_splits * warps) and "
                    "rows_per_block (sa_decode_plan_get)", fn);
  blocks = (a->q_len * r.group + rows_pb - 1) / rows_pb;
  kv_tiles = (a->max_seqlen_k + bn - 1) / bn;
  for (b = 0; b < a->batch; ++b)
    if (a->seqlens_k[b] < 0 || a->seqlens_k[b] > a->max_seqlen_k)
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: seqlens_k[%d] = %d is outside [0, max_seqlen_k = %d]", fn, b,
                      a->seqlens_k[b], a->max_seqlen_k);
  if (a->method == SA_METHOD_KASCADE)
    for (b = 0; b < a->batch; ++b)
      if (a->seqlens_k[b] < a->q_len)
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: seqlens_k[%d] = %d is below q_len (%d): the cache must hold the new "
                        "keys", fn, b, a->seqlens_k[b], a->q_len);
  if (sa__ref_bufs_alloc(&bufs, rows_pb, a->max_seqlen_k + (a->method == SA_METHOD_KASCADE ? a->kascade.max_k : 0)) != 0)
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  opt->counters[0] = opt->counters[1] = 0;
  for (b = 0; b < a->batch; ++b) {
    const int L = a->seqlens_k[b];
    for (kvh = 0; kvh < a->heads_kv; ++kvh) {
      int j, nk = L, n_listed = 0;
      /* Kascade: the keys are the list's (valid entries, in list order) and then the new ones */
      int *keys = NULL;
      if (a->method == SA_METHOD_KASCADE) {
        const int src = a->kascade.head_map ? a->kascade.head_map[kvh] : kvh, own = L - a->q_len;
        const int64_t li = (int64_t)b * a->heads_kv + src;
        const int cnt = a->kascade.max_k > 0 ? (a->kascade.counts[li] < a->kascade.max_k ? a->kascade.counts[li] : a->kascade.max_k) : 0;
        keys = (int *)SA_MALLOC(sizeof(int) * (size_t)(cnt + a->q_len + 1));
        if (!keys) { sa__ref_bufs_free(&bufs); return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn); }
        for (j = 0; j < cnt; ++j) {
          const int t = a->kascade.indices[li * a->kascade.max_k + j];
          if (t >= 0 && t < own && (j == 0 || a->kascade.indices[li * a->kascade.max_k + j - 1] != t)) keys[n_listed++] = t;
        }
        for (nk = n_listed, j = own; j < L; ++j) keys[nk++] = j;
      }
      for (j = 0; j < nk; ++j) {
        const int pos = keys ? keys[j] : j;
        int64_t row = r.paged ? (int64_t)a->block_table[(size_t)b * a->max_pages + (pos >> r.page_shift)] * r.k.batch +
                                    (int64_t)(pos & (a->page_size - 1)) * r.k.seq
                              : (int64_t)b * r.k.batch + (int64_t)pos * r.k.seq;
        int64_t vrow = r.paged ? (int64_t)a->block_table[(size_t)b * a->max_pages + (pos >> r.page_shift)] * r.v.batch +
                                     (int64_t)(pos & (a->page_size - 1)) * r.v.seq
                               : (int64_t)b * r.v.batch + (int64_t)pos * r.v.seq;
        bufs.k_off[j] = row + (int64_t)kvh * r.k.head;
        bufs.v_off[j] = vrow + (int64_t)kvh * r.v.head;
      }
      for (rb = 0; rb < blocks; ++rb) {
        sa__ref_block B;
        int i, rows = 0;
        size_t mask_at = (((size_t)b * a->heads_kv + kvh) * blocks + rb) * kv_tiles;
        memset(&B, 0, sizeof B);
        for (i = 0; i < rows_pb; ++i) {
          const int gr = rb * rows_pb + i, qi = gr / r.group, h = kvh * r.group + gr % r.group;
          if (qi >= a->q_len) break;
          bufs.q_off[rows] = (int64_t)b * r.q.batch + (int64_t)qi * r.q.seq + (int64_t)h * r.q.head;
          bufs.o_off[rows] = (int64_t)b * r.o.batch + (int64_t)qi * r.o.seq + (int64_t)h * r.o.head;
          bufs.lse_off[rows] = ((int64_t)b * a->heads_q + h) * a->q_len + qi;
          /* the listed keys precede every new one: a row's keys are still a prefix of the list */
          bufs.lim[rows] = a->causal ? (nk - a->q_len + qi < nk - 1 ? nk - a->q_len + qi : nk - 1) : nk - 1;
          ++rows;
        }
        B.q = a->q; B.k = a->k; B.v = a->v; B.dtype = a->dtype; B.d = a->head_dim;
        B.n_rows = rows; B.n_keys = nk; B.scale = r.scale;
        B.log_lambda = sa__ref_log_lambda(a->method, &a->blasst, L);
        B.kv_tile = bn;
        B.n_tiles = (nk + bn - 1) / bn;
        B.chunks = chunks;
        if (sa__ref_go(&B, &bufs, opt, blasst, mask_at, out, lse) != 0) {
          sa__ref_bufs_free(&bufs);
          SA_FREE(keys);
          return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
        }
      }
      SA_FREE(keys);
    }
  }
  sa__ref_bufs_free(&bufs);
  return SA_OK;
}

/* >>> MOMO references >>> */
/* ------------------------------------------------------------------------------------------------------ */
/* MOMO on the host (seed 000; DESIGN.md section 5): block-sparse attention, the query-sparse pass with its  */
/* online top-k, union and trim, the whole prefill, and the attention-mass quality measure.                 */
/* Everything is computed in double and stored as float or double per sa_ref_precision.                   */
/* ------------------------------------------------------------------------------------------------------ */

/* Zero fields take the defaults. sink/window: 0 = default, -1 = none (0 tokens); other negatives are left for
   sa__check_momo to reject. */
static void sa__momo_defaults(const sa_momo_params *in, sa_momo_params *out) {
  *out = *in;
  if (!out->gamma) out->gamma = 16;
  if (!out->key_block) out->key_block = 64;
  if (!out->query_block) out->query_block = 128;
  if (!out->k) out->k = 64;
  if (out->topk != SA_TOPK_ESTIMATED) out->k_exact = out->k;
  else if (!out->k_exact) out->k_exact = out->k < 8 ? out->k : 8; /* 8, but never more than k */
  if (!out->k_trim) out->k_trim = out->k;
  out->sink_tokens = !out->sink_tokens ? 64 : out->sink_tokens == -1 ? 0 : out->sink_tokens;
  out->window_tokens = !out->window_tokens ? 1024 : out->window_tokens == -1 ? 0 : out->window_tokens;
}

#define SA__MOMO_K_MAX (1 << 20) /* blocks per top-k: more than any sequence has (a 64M-token one of 64-key blocks) */

static int sa__pow2_ge16(int x) { return x >= 16 && (x & (x - 1)) == 0; }

static sa_status sa__check_momo(sa_context *ctx, const char *fn, const sa_momo_args *a, sa__attn *r, sa_momo_params *p) {
  sa_status st;
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_attention(ctx, fn, &a->attn, r)) != SA_OK) return st;
  if (a->attn.causal != 1)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: attn.causal is %d; MOMO is causal prefill (set it to 1)", fn, a->attn.causal);
  if (a->attn.method != SA_METHOD_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: attn.method is %d; MOMO needs SA_METHOD_DENSE", fn, (int)a->attn.method);
  sa__momo_defaults(&a->params, p);
  if (p->topk != SA_TOPK_EXACT && p->topk != SA_TOPK_TREE && p->topk != SA_TOPK_ESTIMATED)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.topk is %d; use SA_TOPK_EXACT, SA_TOPK_TREE or SA_TOPK_ESTIMATED",
                    fn, (int)p->topk);
  if (p->gamma < 1) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.gamma (%d) must be >= 1", fn, p->gamma);
  if (!sa__pow2_ge16(p->key_block))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.key_block (%d) must be a power of two >= 16", fn, p->key_block);
  if (p->query_block < 1 || p->query_block % p->gamma)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.query_block (%d) must be a multiple of params.gamma (%d)", fn,
                    p->query_block, p->gamma);
  if (p->k < 1 || p->k > SA__MOMO_K_MAX)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.k (%d) must be in [1, %d]", fn, p->k, SA__MOMO_K_MAX);
  if (p->k_exact < 1 || p->k_exact > p->k)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.k_exact (%d) must be in [1, params.k = %d]", fn, p->k_exact, p->k);
  if (p->k_trim < 1 || p->k_trim > SA__MOMO_K_MAX)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.k_trim (%d) must be in [1, %d]", fn, p->k_trim, SA__MOMO_K_MAX);
  if (p->sink_tokens < 0 || p->window_tokens < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.sink_tokens/window_tokens are %d/%d; use >= 0 (0 = default "
                    "64/1024, -1 = none)", fn, a->params.sink_tokens, a->params.window_tokens);
  return SA_OK;
}

static int sa__bs_query_block(const sa_block_sparse_args *a) { return a->query_block ? a->query_block : 128; }
static int sa__bs_key_block(const sa_block_sparse_args *a) { return a->key_block ? a->key_block : 64; }

static sa_status sa__check_block_sparse(sa_context *ctx, const char *fn, const sa_block_sparse_args *a, sa__attn *r) {
  sa_status st;
  int qb, kb;
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_attention(ctx, fn, &a->attn, r)) != SA_OK) return st;
  if (a->attn.method != SA_METHOD_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: attn.method is %d; block-sparse attention needs SA_METHOD_DENSE", fn,
                    (int)a->attn.method);
  qb = sa__bs_query_block(a);
  kb = sa__bs_key_block(a);
  if (qb < 1) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: query_block (%d) must be >= 1 (0 = 128)", fn, a->query_block);
  if (!sa__pow2_ge16(kb))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: key_block (%d) must be a power of two >= 16 (0 = 64)", fn, a->key_block);
  if (a->max_blocks < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: max_blocks (%d) must be >= 0", fn, a->max_blocks);
  if (a->query_blocks < sa__cdiv(a->attn.seqlen_q, qb))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: query_blocks (%d) must be >= ceil(attn.seqlen_q / query_block) = %d", fn,
                    a->query_blocks, sa__cdiv(a->attn.seqlen_q, qb));
  if (a->sink_tokens < 0 || a->window_tokens < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: sink_tokens/window_tokens are %d/%d; must be >= 0", fn, a->sink_tokens,
                    a->window_tokens);
  if (a->delta_o && (a->gamma < 1 || qb % a->gamma))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: with delta_o, gamma (%d) must be >= 1 and divide query_block (%d)", fn,
                    a->gamma, qb);
  if (a->max_blocks > 0 && (!a->block_index || !a->block_count))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is NULL but max_blocks is %d", fn,
                    !a->block_index ? "block_index" : "block_count", a->max_blocks);
  return SA_OK;
}

/* Host cu_seqlens must give lengths within seqlen_q/seqlen_k (the references index with them). */
static sa_status sa__check_host_lens(const char *fn, const sa_attention_args *a, const sa__attn *r, const void *lse) {
  int b;
  if (!r->packed) return SA_OK;
  if (lse && a->total_q <= 0)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: attn.total_q is %d; the packed layout needs it to lay out the LSE", fn,
                    a->total_q);
  for (b = 0; b < a->batch; ++b) {
    int lq = a->cu_seqlens_q[b + 1] - a->cu_seqlens_q[b], lk = a->cu_seqlens_k[b + 1] - a->cu_seqlens_k[b];
    if (lq < 0 || lk < 0 || lq > a->seqlen_q || lk > a->seqlen_k)
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: cu_seqlens of sequence %d give lengths %d/%d; they must be "
                      "increasing and at most seqlen_q/seqlen_k (%d/%d)", fn, b, lq, lk, a->seqlen_q, a->seqlen_k);
  }
  return SA_OK;
}

/* One (sequence, query head) of a problem, with scratch for one row: the shared row routine of every MOMO
   reference (scores in double against the visible keys, then a softmax over a subset of them). */
typedef struct sa__mseq {
  const sa_attention_args *a;
  const sa__attn *r;
  int b, h, kh, lq, lk, q0, k0; /* q0/k0: the sequence's first global row (packed), else 0 */
  double *s, *o;                /* one row's scores [seqlen_k], one output row [head_dim] */
  unsigned char *keep;          /* [seqlen_k]: keys of the row's set */
} sa__mseq;

static void sa__mseq_free(sa__mseq *m) { SA_FREE(m->s); SA_FREE(m->o); SA_FREE(m->keep); }
static int sa__mseq_alloc(sa__mseq *m, const sa_attention_args *a, const sa__attn *r) {
  size_t nk = (size_t)(a->seqlen_k > 0 ? a->seqlen_k : 1);
  memset(m, 0, sizeof *m);
  m->a = a; m->r = r;
  m->s = (double *)SA_MALLOC(nk * sizeof(double));
  m->o = (double *)SA_MALLOC((size_t)a->head_dim * sizeof(double));
  m->keep = (unsigned char *)SA_MALLOC(nk);
  if (!m->s || !m->o || !m->keep) { sa__mseq_free(m); return -1; }
  return 0;
}
static void sa__mseq_at(sa__mseq *m, int b, int h) {
  const sa_attention_args *a = m->a;
  m->b = b; m->h = h; m->kh = h / m->r->group;
  m->lq = a->seqlen_q; m->lk = a->seqlen_k; m->q0 = m->k0 = 0;
  if (m->r->packed) {
    m->q0 = a->cu_seqlens_q[b]; m->k0 = a->cu_seqlens_k[b];
    m->lq = a->cu_seqlens_q[b + 1] - m->q0; m->lk = a->cu_seqlens_k[b + 1] - m->k0;
  }
}
/* Element offset of row i (of this sequence) of a tensor with strides st; row0 its first global row if packed. */
static int64_t sa__moff(const sa__mseq *m, sa_strides st, int row0, int i, int head) {
  return m->r->packed ? (int64_t)(row0 + i) * st.seq + (int64_t)head * st.head
                      : (int64_t)m->b * st.batch + (int64_t)i * st.seq + (int64_t)head * st.head;
}
static int64_t sa__mlse_off(const sa__mseq *m, int i) {
  return m->r->packed ? (int64_t)m->h * m->r->lse_h + m->q0 + i : (int64_t)m->b * m->r->lse_b + (int64_t)m->h * m->r->lse_h + i;
}
/* Last key row i may see (-1: none) and the number of visible keys. */
static int sa__mlim(const sa__mseq *m, int i) { return m->a->causal ? i + m->lk - m->lq : m->lk - 1; }
static int sa__mvis(const sa__mseq *m, int lim) { return lim < 0 ? 0 : lim + 1 < m->lk ? lim + 1 : m->lk; }

/* m->s[j] = scale * q_i . k_j for the n visible keys. */
static void sa__mscores(sa__mseq *m, int i, int n) {
  const sa_attention_args *a = m->a;
  const int64_t qo = sa__moff(m, m->r->q, m->q0, i, m->h);
  int j, d;
  for (j = 0; j < n; ++j) {
    const int64_t ko = sa__moff(m, m->r->k, m->k0, j, m->kh);
    double dot = 0;
    for (d = 0; d < a->head_dim; ++d) dot += sa__ld16(a->q, qo + d, a->dtype) * sa__ld16(a->k, ko + d, a->dtype);
    m->s[j] = dot * m->r->scale;
  }
}

/* Softmax over the keys j < n with keep[j] (keep NULL: all): returns the LSE (-inf for an empty set); with o set,
   o = the normalised P.V row (0 for an empty set). */
static double sa__msoftmax(sa__mseq *m, int n, const unsigned char *keep, double *o) {
  const sa_attention_args *a = m->a;
  double mx = -INFINITY, l = 0;
  int j, d;
  for (j = 0; j < n; ++j) if ((!keep || keep[j]) && m->s[j] > mx) mx = m->s[j];
  if (o) for (d = 0; d < a->head_dim; ++d) o[d] = 0;
  if (mx == -INFINITY) return -INFINITY;
  for (j = 0; j < n; ++j) {
    double p;
    if (keep && !keep[j]) continue;
    p = exp(m->s[j] - mx);
    l += p;
    if (o) {
      const int64_t vo = sa__moff(m, m->r->v, m->k0, j, m->kh);
      for (d = 0; d < a->head_dim; ++d) o[d] += p * sa__ld16(a->v, vo + d, a->dtype);
    }
  }
  if (o) for (d = 0; d < a->head_dim; ++d) o[d] /= l;
  return mx + log(l);
}

static void sa__mstore(void *out, int prec, int64_t idx, double x) {
  if (prec == SA_REF_DOUBLE) ((double *)out)[idx] = x;
  else ((float *)out)[idx] = (float)x;
}

/* Mark the listed key blocks of (b, h, qb) that exist for a sequence of nkb key blocks. */
static void sa__bs_listed(const sa_block_sparse_args *a, int b, int h, int qb, int nkb, unsigned char *in) {
  int64_t row = ((int64_t)b * a->attn.heads_q + h) * a->query_blocks + qb;
  int e, n = a->max_blocks > 0 ? a->block_count[row] : 0;
  memset(in, 0, (size_t)(nkb > 0 ? nkb : 1));
  if (n > a->max_blocks) n = a->max_blocks;
  for (e = 0; e < n; ++e) {
    int j = a->block_index[row * a->max_blocks + e];
    if (j >= 0 && j < nkb) in[j] = 1;
  }
}

/* keep[j] for the n visible keys of a row with causal limit lim: sinks, window, listed blocks (listed may be NULL). */
static void sa__bs_keep(unsigned char *keep, int n, int lim, int sink, int window, int kb, const unsigned char *listed) {
  int j;
  const int64_t w0 = (int64_t)lim - window; /* the window is (lim - window, lim]; 64-bit: window may be huge */
  for (j = 0; j < n; ++j) keep[j] = (unsigned char)(j < sink || j > w0 || (listed && listed[j / kb]));
}

SADEF sa_status sa_ref_block_sparse(const sa_block_sparse_args *args, sa_ref_precision prec, void *out, void *lse) {
  static const char *fn = "sa_ref_block_sparse";
  const sa_attention_args *a;
  sa__attn r;
  sa__mseq m;
  sa_status st;
  sa_strides ds;
  unsigned char *listed;
  double *anchor;
  int b, h, i, d, qbk, kb, nq;
  if ((st = sa__check_block_sparse(NULL, fn, args, &r)) != SA_OK) return st;
  a = &args->attn;
  if ((st = sa__check_host_lens(fn, a, &r, lse)) != SA_OK) return st;
  if (!out && a->batch > 0 && a->seqlen_q > 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  qbk = sa__bs_query_block(args);
  kb = sa__bs_key_block(args);
  nq = args->delta_o ? (a->seqlen_q + args->gamma - 1) / args->gamma : 0;
  ds = sa__default_strides(args->delta_strides, nq, a->heads_q, a->head_dim);
  listed = (unsigned char *)SA_MALLOC((size_t)(a->seqlen_k / kb + 1));
  anchor = (double *)SA_MALLOC((size_t)a->head_dim * sizeof(double));
  if (!listed || !anchor || sa__mseq_alloc(&m, a, &r) != 0) {
    SA_FREE(listed); SA_FREE(anchor);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__mseq_at(&m, b, h);
      for (i = 0; i < m.lq; ++i) {
        const int lim = sa__mlim(&m, i), n = sa__mvis(&m, lim);
        const int64_t oo = sa__moff(&m, r.o, m.q0, i, h);
        double l;
        if (i % qbk == 0) sa__bs_listed(args, b, h, i / qbk, (m.lk + kb - 1) / kb, listed);
        sa__mscores(&m, i, n);
        sa__bs_keep(m.keep, n, lim, args->sink_tokens, args->window_tokens, kb, listed);
        l = sa__msoftmax(&m, n, m.keep, m.o);
        if (args->delta_o) {
          /* Eq. 3: rows rise in order, so the window's anchor row w * gamma has just been computed */
          const int w = i / args->gamma;
          const int64_t dof = (int64_t)b * ds.batch + (int64_t)w * ds.seq + (int64_t)h * ds.head;
          if (i % args->gamma == 0) memcpy(anchor, m.o, (size_t)a->head_dim * sizeof(double));
          for (d = 0; d < a->head_dim; ++d) m.o[d] += sa__ld16(args->delta_o, dof + d, a->dtype) - anchor[d];
        }
        for (d = 0; d < a->head_dim; ++d) sa__mstore(out, prec, oo + d, m.o[d]);
        if (lse) sa__mstore(lse, prec, sa__mlse_off(&m, i), l);
      }
    }
  sa__mseq_free(&m);
  SA_FREE(listed); SA_FREE(anchor);
  return SA_OK;
}

/* Inverse error function: Giles' single-precision approximation, refined by two Newton steps on erf. */
static double sa__erfinv(double y) {
  double w, p, x;
  int it;
  if (y != y) return y;
  if (y <= -1) return -INFINITY;
  if (y >= 1) return INFINITY;
  w = -log((1 - y) * (1 + y));
  if (w < 5) {
    w -= 2.5;
    p = 2.81022636e-08; p = 3.43273939e-07 + p * w; p = -3.5233877e-06 + p * w; p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w; p = -0.00125372503 + p * w; p = -0.00417768164 + p * w; p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    w = sqrt(w) - 3;
    p = -0.000200214257; p = 0.000100950558 + p * w; p = 0.00134934322 + p * w; p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w; p = -0.0076224613 + p * w; p = 0.00943887047 + p * w; p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  x = p * y;
  for (it = 0; it < 2; ++it) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
  return x;
}

/* A key block and its score. Order: score descending, then block ascending (the smaller block wins ties). */
typedef struct sa__mblk { double s; int j; } sa__mblk;
static int sa__mblk_cmp(const void *x, const void *y) {
  const sa__mblk *p = (const sa__mblk *)x, *q = (const sa__mblk *)y;
  if (p->s != q->s) return p->s > q->s ? -1 : 1;
  return (p->j > q->j) - (p->j < q->j);
}
static int sa__mblk_cmp_j(const void *x, const void *y) {
  const sa__mblk *p = (const sa__mblk *)x, *q = (const sa__mblk *)y;
  return (p->j > q->j) - (p->j < q->j);
}

/* Online top-k of the estimated variant (Eq. 7) over the row's n candidates in ascending block order: k_exact
   exact slots, then greedy slots accepted above s_th = mean + sqrt(2) sigma erfinv(2p - 1), with the running
   (Welford, population) mean and deviation of the scores seen before the block. ex/gr: scratch of k_exact and
   k - k_exact entries; writes the k output slots. */
static void sa__topk_estimated(const sa__mblk *c, int n, int k, int ke, sa__mblk *ex, sa__mblk *gr, int32_t *idx, float *sc) {
  double mean = 0, m2 = 0;
  int t, e, ne = 0, ng = 0;
  for (t = 0; t < n; ++t) {
    const int rem_slots = (k - ke) - ng, rem_blocks = n - t;
    const double p = 1 - (double)rem_slots / rem_blocks, sigma = t >= 2 ? sqrt(m2 / t) : 0, delta0 = c[t].s - mean;
    const double s_th = (t == 0 || p <= 0) ? -INFINITY : rem_slots > 0 ? mean + 1.4142135623730951 * sigma * sa__erfinv(2 * p - 1)
                                                                        : INFINITY;
    sa__mblk cand = c[t];
    int has = 1;
    if (ne < ke) { ex[ne++] = c[t]; has = 0; }
    else {
      int mu = 0; /* the weakest exact entry: smallest score, ties the larger block */
      for (e = 1; e < ne; ++e)
        if (ex[e].s < ex[mu].s || (ex[e].s == ex[mu].s && ex[e].j > ex[mu].j)) mu = e;
      if (c[t].s > ex[mu].s) { cand = ex[mu]; ex[mu] = c[t]; } /* else c[t] itself is the greedy candidate */
    }
    if (has && rem_slots > 0 && cand.s > s_th) gr[ng++] = cand;
    mean += delta0 / (t + 1);
    m2 += delta0 * (c[t].s - mean);
  }
  qsort(ex, (size_t)ne, sizeof *ex, sa__mblk_cmp);
  for (e = 0; e < k; ++e) {
    const sa__mblk *x = e < ke ? (e < ne ? &ex[e] : NULL) : (e - ke < ng ? &gr[e - ke] : NULL);
    idx[e] = x ? x->j : -1;
    sc[e] = x ? (float)x->s : -INFINITY;
  }
}

SADEF sa_status sa_ref_momo_qsa(const sa_momo_args *args, sa_ref_precision prec, void *o_gamma, void *lse_gamma,
                                int32_t *topk_index, float *topk_score) {
  static const char *fn = "sa_ref_momo_qsa";
  const sa_attention_args *a;
  sa_momo_params p;
  sa__attn r;
  sa__mseq m;
  sa_status st;
  sa__mblk *cand, *ex, *gr;
  int b, h, w, d, e, nq, beta;
  if ((st = sa__check_momo(NULL, fn, args, &r, &p)) != SA_OK) return st;
  a = &args->attn;
  if ((st = sa__check_host_lens(fn, a, &r, NULL)) != SA_OK) return st;
  if ((!topk_index) != (!topk_score))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: topk_index and topk_score must both be set or both be NULL", fn);
  beta = p.key_block;
  nq = (a->seqlen_q + p.gamma - 1) / p.gamma;
  cand = (sa__mblk *)SA_MALLOC(sizeof(sa__mblk) * (size_t)(a->seqlen_k / beta + 1));
  ex = (sa__mblk *)SA_MALLOC(sizeof(sa__mblk) * (size_t)p.k);
  gr = (sa__mblk *)SA_MALLOC(sizeof(sa__mblk) * (size_t)p.k);
  if (!cand || !ex || !gr || sa__mseq_alloc(&m, a, &r) != 0) {
    SA_FREE(cand); SA_FREE(ex); SA_FREE(gr);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__mseq_at(&m, b, h);
      for (w = 0; w < (m.lq + p.gamma - 1) / p.gamma; ++w) {
        const int i = w * p.gamma, lim = sa__mlim(&m, i), n = sa__mvis(&m, lim);
        const int64_t row = ((int64_t)b * a->heads_q + h) * nq + w;
        const int64_t lw = (int64_t)lim - p.window_tokens; /* last key outside the window */
        int j, j_lo = p.sink_tokens / beta, j_hi = lw >= 0 ? (int)(lw / beta) : -1, nc = 0;
        double l;
        sa__mscores(&m, i, n);
        l = sa__msoftmax(&m, n, NULL, m.o);
        if (o_gamma)
          for (d = 0; d < a->head_dim; ++d) sa__mstore(o_gamma, prec, (((int64_t)b * nq + w) * a->heads_q + h) * a->head_dim + d, m.o[d]);
        if (lse_gamma) sa__mstore(lse_gamma, prec, row, l);
        if (!topk_index) continue;
        /* candidates: blocks not wholly in the sink and with a visible key outside the window */
        if (n > 0 && j_hi > (n - 1) / beta) j_hi = (n - 1) / beta;
        for (j = j_lo; j <= j_hi; ++j) {
          const int l0 = j * beta, l1 = l0 + beta < n ? l0 + beta : n;
          double mx = -INFINITY, sum = 0;
          int t;
          for (t = l0; t < l1; ++t) if (m.s[t] > mx) mx = m.s[t];
          for (t = l0; t < l1; ++t) sum += exp(m.s[t] - mx);
          cand[nc].s = mx + log(sum); /* Eq. 4 */
          cand[nc++].j = j;
        }
        if (p.topk == SA_TOPK_ESTIMATED) {
          sa__topk_estimated(cand, nc, p.k, p.k_exact, ex, gr, topk_index + row * p.k, topk_score + row * p.k);
          continue;
        }
        /* exact and tree keep the same set: the k largest, ties to the smaller block */
        qsort(cand, (size_t)nc, sizeof *cand, sa__mblk_cmp);
        for (e = 0; e < p.k; ++e) {
          topk_index[row * p.k + e] = e < nc ? cand[e].j : -1;
          topk_score[row * p.k + e] = e < nc ? (float)cand[e].s : -INFINITY;
        }
      }
    }
  sa__mseq_free(&m);
  SA_FREE(cand); SA_FREE(ex); SA_FREE(gr);
  return SA_OK;
}

SADEF sa_status sa_ref_momo_union_trim(const sa_momo_args *args, const int32_t *topk_index, const float *topk_score,
                                       int32_t *block_index, int32_t *block_count) {
  static const char *fn = "sa_ref_momo_union_trim";
  const sa_attention_args *a;
  sa_momo_params p;
  sa__attn r;
  sa_status st;
  sa__mblk *u;
  int b, h, qb, nq, nqb, U;
  if ((st = sa__check_momo(NULL, fn, args, &r, &p)) != SA_OK) return st;
  a = &args->attn;
  if ((st = sa__check_host_lens(fn, a, &r, NULL)) != SA_OK) return st;
  if (a->batch > 0 && a->seqlen_q > 0 && (!topk_index || !topk_score || !block_index || !block_count))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: topk_index, topk_score, block_index and block_count must be set", fn);
  U = p.query_block / p.gamma;
  nq = (a->seqlen_q + p.gamma - 1) / p.gamma;
  nqb = (a->seqlen_q + p.query_block - 1) / p.query_block;
  u = (sa__mblk *)SA_MALLOC(sizeof(sa__mblk) * (size_t)U * (size_t)p.k);
  if (!u) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  for (b = 0; b < a->batch; ++b) {
    const int lq = r.packed ? a->cu_seqlens_q[b + 1] - a->cu_seqlens_q[b] : a->seqlen_q, rows = (lq + p.gamma - 1) / p.gamma;
    for (h = 0; h < a->heads_q; ++h)
      for (qb = 0; qb < nqb; ++qb) {
        const int64_t at = ((int64_t)b * a->heads_q + h) * nqb + qb;
        int w, e, n = 0, nu = 0, kept;
        for (w = qb * U; w < qb * U + U && w < rows; ++w)
          for (e = 0; e < p.k; ++e) {
            const int64_t s = (((int64_t)b * a->heads_q + h) * nq + w) * p.k + e;
            if (topk_index[s] < 0) continue;
            u[n].j = topk_index[s];
            u[n++].s = topk_score[s];
          }
        /* duplicates of a block merge into the mean of their scores (Algorithm 2) */
        qsort(u, (size_t)n, sizeof *u, sa__mblk_cmp_j);
        for (e = 0; e < n;) {
          int f = e;
          double sum = 0;
          for (; f < n && u[f].j == u[e].j; ++f) sum += u[f].s;
          u[nu].j = u[e].j;
          u[nu++].s = sum / (f - e);
          e = f;
        }
        qsort(u, (size_t)nu, sizeof *u, sa__mblk_cmp);
        kept = nu < p.k_trim ? nu : p.k_trim;
        qsort(u, (size_t)kept, sizeof *u, sa__mblk_cmp_j);
        for (e = 0; e < p.k_trim; ++e) block_index[at * p.k_trim + e] = e < kept ? u[e].j : -1;
        block_count[at] = kept;
      }
  }
  SA_FREE(u);
  return SA_OK;
}

SADEF sa_status sa_ref_momo_prefill(const sa_momo_args *args, sa_ref_precision prec, void *out) {
  static const char *fn = "sa_ref_momo_prefill";
  const sa_attention_args *a;
  sa_momo_params p;
  sa__attn r;
  sa_status st;
  sa_block_sparse_args bs;
  double *og = NULL;
  uint16_t *og16 = NULL;
  int32_t *ti = NULL, *bi = NULL, *bc = NULL;
  float *ts = NULL;
  size_t nog, nt, nb, e;
  int nq, nqb;
  if ((st = sa__check_momo(NULL, fn, args, &r, &p)) != SA_OK) return st;
  a = &args->attn;
  if ((st = sa__check_host_lens(fn, a, &r, NULL)) != SA_OK) return st;
  if (!out && a->batch > 0 && a->seqlen_q > 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  nq = (a->seqlen_q + p.gamma - 1) / p.gamma;
  nqb = (a->seqlen_q + p.query_block - 1) / p.query_block;
  nog = (size_t)a->batch * nq * a->heads_q * a->head_dim;
  nt = (size_t)a->batch * a->heads_q * nq * p.k;
  nb = (size_t)a->batch * a->heads_q * nqb;
  og = (double *)SA_MALLOC((nog + 1) * sizeof(double));
  og16 = (uint16_t *)SA_MALLOC((nog + 1) * sizeof(uint16_t));
  ti = (int32_t *)SA_MALLOC((nt + 1) * sizeof(int32_t));
  ts = (float *)SA_MALLOC((nt + 1) * sizeof(float));
  bi = (int32_t *)SA_MALLOC((nb * p.k_trim + 1) * sizeof(int32_t));
  bc = (int32_t *)SA_MALLOC((nb + 1) * sizeof(int32_t));
  if (!og || !og16 || !ti || !ts || !bi || !bc) { st = sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn); goto done; }
  for (e = 0; e < nog; ++e) og[e] = 0; /* rows past a short sequence's end are never read, but keep them defined */
  for (e = 0; e < nt; ++e) { ti[e] = -1; ts[e] = -INFINITY; }
  if ((st = sa_ref_momo_qsa(args, SA_REF_DOUBLE, og, NULL, ti, ts)) != SA_OK) goto done;
  /* O_gamma is stored in the dtype between the steps, as on the GPU */
  for (e = 0; e < nog; ++e) og16[e] = a->dtype == SA_DTYPE_BF16 ? sa_f32_to_bf16((float)og[e]) : sa_f32_to_fp16((float)og[e]);
  if ((st = sa_ref_momo_union_trim(args, ti, ts, bi, bc)) != SA_OK) goto done;
  memset(&bs, 0, sizeof bs);
  bs.attn = *a;
  bs.attn.lse = NULL;
  bs.query_block = p.query_block;
  bs.key_block = p.key_block;
  bs.block_index = bi;
  bs.block_count = bc;
  bs.query_blocks = nqb;
  bs.max_blocks = p.k_trim;
  bs.sink_tokens = p.sink_tokens;
  bs.window_tokens = p.window_tokens;
  bs.delta_o = og16;
  bs.gamma = p.gamma;
  st = sa_ref_block_sparse(&bs, prec, out, NULL);
done:
  SA_FREE(og); SA_FREE(og16); SA_FREE(ti); SA_FREE(ts); SA_FREE(bi); SA_FREE(bc);
  return st;
}

SADEF sa_status sa_ref_block_mass(const sa_block_sparse_args *args, double *mass, double *oracle_mass, int32_t *oracle_index) {
  static const char *fn = "sa_ref_block_mass";
  const sa_attention_args *a;
  sa__attn r;
  sa__mseq m;
  sa_status st;
  unsigned char *listed;
  sa__mblk *mb;
  int b, h, qb, i, j, e, qbk, kb, nkb_max;
  const int want_oracle = oracle_mass || oracle_index;
  if ((st = sa__check_block_sparse(NULL, fn, args, &r)) != SA_OK) return st;
  a = &args->attn;
  if ((st = sa__check_host_lens(fn, a, &r, NULL)) != SA_OK) return st;
  if (!mass) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: mass is NULL", fn);
  qbk = sa__bs_query_block(args);
  kb = sa__bs_key_block(args);
  nkb_max = a->seqlen_k / kb + 1;
  listed = (unsigned char *)SA_MALLOC((size_t)nkb_max);
  mb = (sa__mblk *)SA_MALLOC(sizeof(sa__mblk) * (size_t)nkb_max);
  if (!listed || !mb || sa__mseq_alloc(&m, a, &r) != 0) {
    SA_FREE(listed); SA_FREE(mb);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__mseq_at(&m, b, h);
      for (qb = 0; qb < args->query_blocks; ++qb) {
        const int64_t at = ((int64_t)b * a->heads_q + h) * args->query_blocks + qb;
        const int nkb = (m.lk + kb - 1) / kb;
        double ms = 0, base = 0; /* mass of the set; mass in sinks and windows (the oracle keeps those too) */
        int no = 0;
        for (j = 0; j < nkb; ++j) { mb[j].s = 0; mb[j].j = j; }
        if (qb * qbk < m.lq) sa__bs_listed(args, b, h, qb, nkb, listed);
        for (i = qb * qbk; i < qb * qbk + qbk && i < m.lq; ++i) {
          const int lim = sa__mlim(&m, i), n = sa__mvis(&m, lim);
          double lse;
          sa__mscores(&m, i, n);
          lse = sa__msoftmax(&m, n, NULL, NULL); /* LSE of every key the row may see */
          sa__bs_keep(m.keep, n, lim, args->sink_tokens, args->window_tokens, kb, NULL);
          for (j = 0; j < n; ++j) {
            const double pj = exp(m.s[j] - lse);
            if (m.keep[j]) base += pj;
            else mb[j / kb].s += pj;
            if (m.keep[j] || listed[j / kb]) ms += pj;
          }
        }
        mass[at] = ms;
        if (!want_oracle) continue;
        /* the oracle: the max_blocks blocks of largest mass outside the sinks and windows (ties: smaller block) */
        qsort(mb, (size_t)nkb, sizeof *mb, sa__mblk_cmp);
        while (no < args->max_blocks && no < nkb && mb[no].s > 0) base += mb[no++].s;
        if (oracle_mass) oracle_mass[at] = base;
        if (oracle_index) {
          qsort(mb, (size_t)no, sizeof *mb, sa__mblk_cmp_j);
          for (e = 0; e < args->max_blocks; ++e) oracle_index[at * args->max_blocks + e] = e < no ? mb[e].j : -1;
        }
      }
    }
  sa__mseq_free(&m);
  SA_FREE(listed); SA_FREE(mb);
  return SA_OK;
}

/* Kascade's sparse attention on the host: the key set of each row as the kernels define it, then a float64 softmax. */
SADEF sa_status sa_ref_kascade_sparse_attention(const sa_kascade_sparse_args *k, sa_ref_precision prec, void *out,
                                                void *lse) {
  static const char *fn = "sa_ref_kascade_sparse_attention";
  const sa_attention_args *a;
  sa__attn r;
  sa__mseq m;
  sa_status st;
  int b, h, i, d, e, t;
  if ((st = sa__check_kascade_sparse(NULL, fn, k, &r)) != SA_OK) return st;
  a = &k->attn;
  if (!out) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if ((st = sa__check_host_lens(fn, a, &r, lse)) != SA_OK) return st;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (sa__mseq_alloc(&m, a, &r) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory", fn);
  t = k->tile ? k->tile : 128;
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__mseq_at(&m, b, h);
      for (i = 0; i < m.lq; ++i) {
        const int diag = m.lk - m.lq, tt = i / t, own_lo = tt * t + diag > 0 ? tt * t + diag : 0;
        const int lim = i + diag < m.lk - 1 ? i + diag : m.lk - 1, n = lim + 1 > 0 ? lim + 1 : 0;
        const int src = k->head_map ? k->head_map[m.kh] : m.kh;
        const int64_t li = ((int64_t)b * a->heads_kv + src) * k->tiles + tt;
        const int cnt = k->max_k > 0 ? (k->counts[li] < k->max_k ? k->counts[li] : k->max_k) : 0;
        double l;
        memset(m.keep, 0, (size_t)(n > 0 ? n : 1));
        for (e = 0; e < cnt; ++e) {
          const int j = k->indices[li * k->max_k + e];
          if (j >= 0 && j < own_lo && j < n && (e == 0 || k->indices[li * k->max_k + e - 1] != j)) m.keep[j] = 1;
        }
        for (e = own_lo; e < n; ++e) m.keep[e] = 1;
        sa__mscores(&m, i, n);
        l = sa__msoftmax(&m, n, m.keep, m.o);
        for (d = 0; d < a->head_dim; ++d) sa__mstore(out, prec, sa__moff(&m, r.o, m.q0, i, h) + d, l == -INFINITY ? 0 : m.o[d]);
        if (lse) sa__mstore(lse, prec, sa__mlse_off(&m, i), l);
      }
    }
  sa__mseq_free(&m);
  return SA_OK;
}

SADEF sa_status sa_ref_kascade_decode_scores(const sa_decode_args *a, double *scores) {
  static const char *fn = "sa_ref_kascade_decode_scores";
  sa__dec r;
  sa_status st;
  int b, h, qi, j, d;
  double *sc;
  if ((st = sa__check_decode(NULL, fn, a, &r)) != SA_OK) return st;
  if (!scores) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: scores is NULL", fn);
  sc = (double *)SA_MALLOC(sizeof(double) * (size_t)(a->max_seqlen_k > 0 ? a->max_seqlen_k : 1));
  if (!sc) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  for (j = 0; j < a->batch * a->heads_kv * a->max_seqlen_k; ++j) scores[j] = 0;
  for (b = 0; b < a->batch; ++b) {
    const int L = a->seqlens_k[b];
    for (h = 0; h < a->heads_q; ++h)
      for (qi = 0; qi < a->q_len; ++qi) {
        const int g = h / r.group, lim = a->causal ? L - a->q_len + qi : L - 1;
        double mx = -INFINITY, l = 0;
        const int64_t qo = (int64_t)b * r.q.batch + (int64_t)qi * r.q.seq + (int64_t)h * r.q.head;
        for (j = 0; j <= lim && j < L; ++j) {
          const int64_t ko = (r.paged ? (int64_t)a->block_table[(size_t)b * a->max_pages + (j >> r.page_shift)] * r.k.batch +
                                            (int64_t)(j & (a->page_size - 1)) * r.k.seq
                                      : (int64_t)b * r.k.batch + (int64_t)j * r.k.seq) + (int64_t)g * r.k.head;
          double dot = 0;
          for (d = 0; d < a->head_dim; ++d) dot += sa__ld16(a->q, qo + d, a->dtype) * sa__ld16(a->k, ko + d, a->dtype);
          sc[j] = dot * r.scale;
          if (sc[j] > mx) mx = sc[j];
        }
        if (mx == -INFINITY) continue;
        for (j = 0; j <= lim && j < L; ++j) l += exp(sc[j] - mx);
        for (j = 0; j < L - a->q_len && j <= lim; ++j)
          scores[((int64_t)b * a->heads_kv + g) * a->max_seqlen_k + j] += exp(sc[j] - mx) / l;
      }
  }
  SA_FREE(sc);
  return SA_OK;
}

SADEF sa_status sa_ref_kascade_prefill_scores(const sa_kascade_sparse_args *k, double *scores) {
  static const char *fn = "sa_ref_kascade_prefill_scores";
  const sa_attention_args *a;
  sa__attn r;
  sa__mseq m;
  sa_status st;
  int b, h, i, j, t, tiles;
  size_t total;
  if ((st = sa__check_kascade_sparse(NULL, fn, k, &r)) != SA_OK) return st;
  a = &k->attn;
  if (!scores) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: scores is NULL", fn);
  if (r.packed) return sa__fail(NULL, SA_ERROR_UNSUPPORTED, "%s: padded layout only", fn);
  t = k->tile ? k->tile : 128;
  tiles = (a->seqlen_q + t - 1) / t;
  total = (size_t)a->batch * a->heads_kv * tiles * (size_t)a->seqlen_k;
  for (j = 0; (size_t)j < total; ++j) scores[j] = 0;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (sa__mseq_alloc(&m, a, &r) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory", fn);
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__mseq_at(&m, b, h);
      for (i = 0; i < m.lq; ++i) {
        const int diag = m.lk - m.lq, tt = i / t, own = tt * t + diag > 0 ? tt * t + diag : 0;
        const int lim = i + diag < m.lk - 1 ? i + diag : m.lk - 1, nn = lim + 1 > 0 ? lim + 1 : 0;
        double lse, *dst = scores + (((size_t)b * a->heads_kv + m.kh) * tiles + tt) * (size_t)a->seqlen_k;
        sa__mscores(&m, i, nn);
        lse = sa__msoftmax(&m, nn, NULL, NULL);
        if (lse == -INFINITY) continue;
        for (j = 0; j < own && j < nn; ++j) dst[j] += exp(m.s[j] - lse);
      }
    }
  sa__mseq_free(&m);
  return SA_OK;
}

/* The top-k on the host: the same k rule (fraction * L in fp32) and order (score descending, index ascending). */
typedef struct sa__kv_idx { float s; int i; } sa__kv_idx;
static int sa__kv_idx_cmp(const void *x, const void *y) {
  const sa__kv_idx *a = (const sa__kv_idx *)x, *b = (const sa__kv_idx *)y;
  const int an = a->s != a->s, bn = b->s != b->s; /* NaN above everything, as the kernel's key order */
  if (an != bn) return an ? -1 : 1;
  if (!an && a->s != b->s) return a->s > b->s ? -1 : 1;
  return (a->i > b->i) - (a->i < b->i);
}
static int sa__int_cmp(const void *x, const void *y) { return (*(const int *)x > *(const int *)y) - (*(const int *)x < *(const int *)y); }

SADEF sa_status sa_ref_kascade_topk(const float *scores, int64_t row_stride, int rows, const int32_t *lengths, int length,
                                    float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k) {
  static const char *fn = "sa_ref_kascade_topk";
  sa_status st;
  int r, i;
  if ((st = sa__check_topk(NULL, fn, scores, row_stride, rows, lengths, length, fraction, k_min, indices, counts, max_k)) != SA_OK)
    return st;
  for (r = 0; r < rows; ++r) {
    const int L = lengths ? lengths[r] : length;
    int k = L > 0 ? (int)ceilf(fraction * (float)L) : 0, *sel;
    sa__kv_idx *all;
    k = k < k_min ? k_min : k;
    k = k > L ? L : k;
    k = k > max_k ? max_k : k;
    if (k < 0) k = 0;
    all = (sa__kv_idx *)SA_MALLOC(sizeof(sa__kv_idx) * (size_t)(L > 0 ? L : 1));
    sel = (int *)SA_MALLOC(sizeof(int) * (size_t)(k > 0 ? k : 1));
    if (!all || !sel) { SA_FREE(all); SA_FREE(sel); return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn); }
    for (i = 0; i < L; ++i) { all[i].s = scores[(int64_t)r * row_stride + i]; all[i].i = i; }
    qsort(all, (size_t)L, sizeof *all, sa__kv_idx_cmp);
    for (i = 0; i < k; ++i) sel[i] = all[i].i;
    qsort(sel, (size_t)k, sizeof *sel, sa__int_cmp);
    for (i = 0; i < max_k; ++i) indices[(int64_t)r * max_k + i] = i < k ? sel[i] : -1;
    counts[r] = k;
    SA_FREE(all); SA_FREE(sel);
  }
  return SA_OK;
}
/* <<< MOMO references <<< */
/* >>> Kascade host algorithms >>> */
/* Kascade (seed 004; DESIGN.md section 5) on the host: the similarity of Eq. 3 between layers and heads over a
   development set, the layer importance weights, the anchor-selection dynamic program of Algorithm 1, head
   mapping, and the plan file. Choices where the paper leaves room (each also said at its place below):
   - Eq. 3 says "a > b" but the text says a < b and 3.3 reuses an anchor's top-k in the layers after it:
     sim(a, b) has a the anchor, b the reuse layer. The DP reads only a <= b.
   - 3.3 takes the minimum over a prompt's tokens, 3.2 the mean: the minimum (3.3 is what feeds Algorithm 1).
   - "The similarity matrix also incorporates 3.4 and 3.5": a unit of `tile` queries pools its post-softmax rows
     over the GQA group (3.4) and a top-k set is per KV head (3.5); the layer matrix is then the mean over reuse
     heads of the best anchor head's similarity (SA_KASCADE_SIM_REMAPPED), or Eq. 3 on the all-heads
     distribution of 3.2 (SA_KASCADE_SIM_SHARED). Candidates are the keys before the unit, as the kernels
     select them (the unit's own keys are always attended).
   - Importance: x, y are the hidden states around the attention block, residual included (He et al. 2024,
     which the paper cites), the mean over all tokens of the development set; sim[i][j] = w_j sim[i][j].
   - Algorithm 1 initialises dp[1][1] = S[1][1], which counts layer 0's own term twice; that is a constant and
     changes no argmax: here dp starts at 0 and the objective is sum_l w_l sim[anchor_of(l)][l].
   - The DP places exactly `budget` anchors (it backtracks from dp[M+1][L+1]), layer 0 included. */

#define SA__KAS_DEFAULT_K 64

static int sa__kas_isfinite(double x) { return x == x && x - x == 0; }

typedef struct sa__kas_pair { double v; int i; } sa__kas_pair;

/* score descending, index ascending */
static int sa__kas_pair_cmp(const void *pa, const void *pb) {
  const sa__kas_pair *a = (const sa__kas_pair *)pa, *b = (const sa__kas_pair *)pb;
  if (a->v > b->v) return -1;
  if (a->v < b->v) return 1;
  return (a->i > b->i) - (a->i < b->i);
}
static int sa__kas_int_cmp(const void *pa, const void *pb) {
  int a = *(const int *)pa, b = *(const int *)pb;
  return (a > b) - (a < b);
}

/* The k largest of p[0..n) (ties: the smaller index), written ascending by index. */
static void sa__kas_topk(const double *p, int n, int k, sa__kas_pair *scratch, int *out) {
  int j;
  for (j = 0; j < n; ++j) { scratch[j].v = p[j]; scratch[j].i = j; }
  qsort(scratch, (size_t)n, sizeof *scratch, sa__kas_pair_cmp);
  for (j = 0; j < k; ++j) out[j] = scratch[j].i;
  qsort(out, (size_t)k, sizeof *out, sa__kas_int_cmp);
}

SADEF sa_status sa_kascade_similarity(const sa_kascade_sim_params *params, const sa_kascade_prompt *prompts,
                                      int n_prompts, float *layer_sim, float *head_sim) {
  static const char *fn = "sa_kascade_similarity";
  int L, Hq, G, D, grp, kk, tile, need_head, need_shared, maxn = 0, maxk, counted = 0, pi;
  double scale, frac;
  size_t nhh, i;
  double *P = NULL, *Ps = NULL, *row = NULL, *hmin = NULL, *hsum = NULL, *smin = NULL, *ssum = NULL, *den = NULL;
  int *sel = NULL, *ssel = NULL;
  sa__kas_pair *scr = NULL;
  sa_status st = SA_OK;
  if (!params || !prompts || n_prompts < 1 || (!layer_sim && !head_sim))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: params and prompts must be set, n_prompts >= 1 (is %d), and "
                    "layer_sim or head_sim set", fn, n_prompts);
  L = params->layers; Hq = params->heads_q; G = params->heads_kv; D = params->head_dim;
  if (L < 1 || L > SA_KASCADE_MAX_LAYERS || G < 1 || G > SA_KASCADE_MAX_HEADS_KV || Hq < G || Hq % G != 0 || D < 1)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: layers %d (1..%d), heads_kv %d (1..%d), heads_q %d (a multiple "
                    "of heads_kv), head_dim %d (>= 1)", fn, L, SA_KASCADE_MAX_LAYERS, G, SA_KASCADE_MAX_HEADS_KV, Hq, D);
  if (!sa__kas_isfinite(params->softmax_scale) || params->softmax_scale < 0 || params->k < 0 || params->tile < 0 ||
      !(params->topk_fraction >= 0 && params->topk_fraction <= 1))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: softmax_scale %g (>= 0), k %d (>= 0), tile %d (>= 0), "
                    "topk_fraction %g (0..1)", fn, (double)params->softmax_scale, params->k, params->tile,
                    (double)params->topk_fraction);
  if (params->mode != SA_KASCADE_SIM_REMAPPED && params->mode != SA_KASCADE_SIM_SHARED)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: mode is %d; SA_KASCADE_SIM_REMAPPED or _SHARED", fn,
                    (int)params->mode);
  grp = Hq / G;
  scale = params->softmax_scale > 0 ? params->softmax_scale : 1.0 / sqrt((double)D);
  kk = params->k > 0 ? params->k : SA__KAS_DEFAULT_K;
  tile = params->tile > 0 ? params->tile : 1;
  frac = params->topk_fraction;
  for (pi = 0; pi < n_prompts; ++pi) {
    const sa_kascade_prompt *pr = &prompts[pi];
    size_t nq, nk;
    if (pr->tokens < 0 || (pr->tokens > 0 && (!pr->q || !pr->k)))
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: prompt %d: tokens is %d, q %p, k %p; tokens >= 0 and q, k "
                      "set", fn, pi, pr->tokens, (const void *)pr->q, (const void *)pr->k);
    nq = (size_t)L * (size_t)pr->tokens * (size_t)Hq * (size_t)D;
    nk = (size_t)L * (size_t)pr->tokens * (size_t)G * (size_t)D;
    for (i = 0; i < nq; ++i)
      if (!sa__kas_isfinite(pr->q[i]))
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: prompt %d: q[%zu] is not finite", fn, pi, i);
    for (i = 0; i < nk; ++i)
      if (!sa__kas_isfinite(pr->k[i]))
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: prompt %d: k[%zu] is not finite", fn, pi, i);
    if (pr->tokens > maxn) maxn = pr->tokens;
  }
  need_head = head_sim != NULL || params->mode == SA_KASCADE_SIM_REMAPPED;
  need_shared = layer_sim != NULL && params->mode == SA_KASCADE_SIM_SHARED;
  maxk = maxn > 0 ? maxn : 1; /* k_T <= L_T < tokens */
  nhh = (size_t)L * L * G * G;
  row = (double *)SA_MALLOC(sizeof(double) * (size_t)(maxn + 1));
  scr = (sa__kas_pair *)SA_MALLOC(sizeof(sa__kas_pair) * (size_t)(maxn + 1));
  if (need_head) {
    P = (double *)SA_MALLOC(sizeof(double) * (size_t)L * G * (size_t)(maxn + 1));
    sel = (int *)SA_MALLOC(sizeof(int) * (size_t)L * G * (size_t)maxk);
    den = (double *)SA_MALLOC(sizeof(double) * (size_t)L * G);
    hmin = (double *)SA_MALLOC(sizeof(double) * nhh);
    hsum = (double *)SA_MALLOC(sizeof(double) * nhh);
  }
  if (need_shared) {
    Ps = (double *)SA_MALLOC(sizeof(double) * (size_t)L * (size_t)(maxn + 1));
    ssel = (int *)SA_MALLOC(sizeof(int) * (size_t)L * (size_t)maxk);
    smin = (double *)SA_MALLOC(sizeof(double) * (size_t)L * L);
    ssum = (double *)SA_MALLOC(sizeof(double) * (size_t)L * L);
  }
  if (!row || !scr || (need_head && (!P || !sel || !den || !hmin || !hsum)) ||
      (need_shared && (!Ps || !ssel || !smin || !ssum))) {
    st = sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory (%d layers, %d KV heads, %d tokens)", fn, L, G,
                  maxn);
    goto done;
  }
  if (need_head) for (i = 0; i < nhh; ++i) hsum[i] = 0;
  if (need_shared) for (i = 0; i < (size_t)L * L; ++i) ssum[i] = 0;
  for (pi = 0; pi < n_prompts; ++pi) {
    const sa_kascade_prompt *pr = &prompts[pi];
    int N = pr->tokens, t0, units = 0;
    if (need_head) for (i = 0; i < nhh; ++i) hmin[i] = 1;
    if (need_shared) for (i = 0; i < (size_t)L * L; ++i) smin[i] = 1;
    for (t0 = tile; t0 < N; t0 += tile) { /* the first unit has no key before it */
      int LT = t0, t1 = t0 + tile < N ? t0 + tile : N, kT, l, q, h, j, a, b, ga, gb;
      kT = kk;
      if (frac > 0) {
        int fk = (int)ceil(frac * (double)LT);
        if (fk > kT) kT = fk;
      }
      if (kT > LT) kT = LT;
      ++units;
      if (need_head) for (i = 0; i < (size_t)L * G * (size_t)LT; ++i) P[i] = 0;
      if (need_shared) for (i = 0; i < (size_t)L * (size_t)LT; ++i) Ps[i] = 0;
      /* pooled post-softmax rows: each row normalised by its own sum over keys 0..q */
      for (l = 0; l < L; ++l)
        for (q = t0; q < t1; ++q)
          for (h = 0; h < Hq; ++h) {
            const float *qv = pr->q + (((size_t)l * N + q) * Hq + h) * D;
            double m = -HUGE_VAL, s = 0;
            int g = h / grp, d;
            for (j = 0; j <= q; ++j) {
              const float *kv = pr->k + (((size_t)l * N + j) * G + g) * D;
              double dot = 0;
              for (d = 0; d < D; ++d) dot += (double)qv[d] * (double)kv[d];
              row[j] = dot * scale;
              if (row[j] > m) m = row[j];
            }
            for (j = 0; j <= q; ++j) { row[j] = exp(row[j] - m); s += row[j]; }
            for (j = 0; j < LT; ++j) {
              double p = row[j] / s;
              if (need_head) P[((size_t)l * G + g) * LT + j] += p;
              if (need_shared) Ps[(size_t)l * LT + j] += p;
            }
          }
      if (need_head) {
        for (l = 0; l < L * G; ++l) {
          const double *pl = P + (size_t)l * LT;
          int *sl = sel + (size_t)l * maxk;
          double sum = 0;
          sa__kas_topk(pl, LT, kT, scr, sl);
          for (j = 0; j < kT; ++j) sum += pl[sl[j]];
          den[l] = sum;
        }
        for (a = 0; a < L; ++a)
          for (b = 0; b < L; ++b)
            for (ga = 0; ga < G; ++ga) {
              const int *sa_ = sel + ((size_t)a * G + ga) * maxk;
              for (gb = 0; gb < G; ++gb) {
                const double *pb = P + ((size_t)b * G + gb) * LT;
                double num = 0, dn = den[b * G + gb], v;
                size_t o = (((size_t)a * L + b) * G + ga) * G + gb;
                for (j = 0; j < kT; ++j) num += pb[sa_[j]];
                v = dn > 0 ? num / dn : 1;
                if (v > 1) v = 1;
                if (v < hmin[o]) hmin[o] = v;
              }
            }
      }
      if (need_shared) {
        for (l = 0; l < L; ++l) {
          const double *pl = Ps + (size_t)l * LT;
          int *sl = ssel + (size_t)l * maxk;
          sa__kas_topk(pl, LT, kT, scr, sl);
        }
        for (a = 0; a < L; ++a)
          for (b = 0; b < L; ++b) {
            const double *pb = Ps + (size_t)b * LT;
            const int *sa_ = ssel + (size_t)a * maxk, *sb = ssel + (size_t)b * maxk;
            double num = 0, dn = 0, v;
            for (j = 0; j < kT; ++j) { num += pb[sa_[j]]; dn += pb[sb[j]]; }
            v = dn > 0 ? num / dn : 1;
            if (v > 1) v = 1;
            if (v < smin[(size_t)a * L + b]) smin[(size_t)a * L + b] = v;
          }
      }
    }
    if (!units) continue; /* a prompt of <= tile tokens says nothing */
    ++counted;
    if (need_head) for (i = 0; i < nhh; ++i) hsum[i] += hmin[i];
    if (need_shared) for (i = 0; i < (size_t)L * L; ++i) ssum[i] += smin[i];
  }
  if (!counted) {
    st = sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: no prompt has more than tile = %d tokens, so no query has a key "
                  "to select", fn, tile);
    goto done;
  }
  if (head_sim) for (i = 0; i < nhh; ++i) head_sim[i] = (float)(hsum[i] / counted);
  if (layer_sim) {
    int a, b, ga, gb;
    for (a = 0; a < L; ++a)
      for (b = 0; b < L; ++b) {
        double v = 0;
        if (params->mode == SA_KASCADE_SIM_SHARED) {
          v = ssum[(size_t)a * L + b] / counted;
        } else {
          for (gb = 0; gb < G; ++gb) {
            double best = -HUGE_VAL;
            for (ga = 0; ga < G; ++ga) {
              double x = hsum[(((size_t)a * L + b) * G + ga) * G + gb];
              if (x > best) best = x;
            }
            v += best / counted;
          }
          v /= G;
        }
        layer_sim[(size_t)a * L + b] = (float)v;
      }
  }
done:
  SA_FREE(P); SA_FREE(Ps); SA_FREE(row); SA_FREE(hmin); SA_FREE(hsum); SA_FREE(smin); SA_FREE(ssum); SA_FREE(den);
  SA_FREE(sel); SA_FREE(ssel); SA_FREE(scr);
  return st;
}

SADEF sa_status sa_kascade_importance(const float *x, const float *y, int layers, int tokens, int hidden,
                                      float *weights) {
  static const char *fn = "sa_kascade_importance";
  int l, t, d;
  if (!x || !y || !weights || layers < 1 || tokens < 0 || hidden < 1)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: x, y and weights must be set, layers %d (>= 1), tokens %d "
                    "(>= 0), hidden %d (>= 1)", fn, layers, tokens, hidden);
  for (l = 0; l < layers; ++l) {
    double sum = 0;
    int n = 0;
    for (t = 0; t < tokens; ++t) {
      const float *xv = x + ((size_t)l * tokens + t) * hidden, *yv = y + ((size_t)l * tokens + t) * hidden;
      double xy = 0, xx = 0, yy = 0, c;
      for (d = 0; d < hidden; ++d) {
        xy += (double)xv[d] * yv[d];
        xx += (double)xv[d] * xv[d];
        yy += (double)yv[d] * yv[d];
      }
      if (!sa__kas_isfinite(xy) || !sa__kas_isfinite(xx) || !sa__kas_isfinite(yy))
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: layer %d token %d holds a value that is not finite (or "
                        "overflows)", fn, l, t);
      if (xx == 0 || yy == 0) continue;
      c = xy / (sqrt(xx) * sqrt(yy));
      if (c > 1) c = 1;
      if (c < -1) c = -1;
      sum += 1 - c;
      ++n;
    }
    weights[l] = n ? (float)(sum / n) : 0.0f;
  }
  return SA_OK;
}

SADEF sa_status sa_kascade_select_anchors(const float *sim, const float *weights, int layers, int budget, int *anchors,
                                          int *anchor_of, double *objective) {
  static const char *fn = "sa_kascade_select_anchors";
  int L = layers, M = budget, m, i, j, l;
  size_t W = (size_t)L + 1;
  double *seg, *dp;
  int *path;
  if (!sim || !anchors || L < 1 || L > SA_KASCADE_MAX_LAYERS || M < 1 || M > L)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: sim and anchors must be set, layers %d (1..%d), budget %d "
                    "(1..layers)", fn, L, SA_KASCADE_MAX_LAYERS, M);
  for (i = 0; i < L; ++i) {
    if (weights && !sa__kas_isfinite(weights[i]))
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: weights[%d] is not finite", fn, i);
    for (j = i; j < L; ++j)
      if (!sa__kas_isfinite(sim[(size_t)i * L + j]))
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: sim[%d][%d] is not finite", fn, i, j);
  }
  seg = (double *)SA_MALLOC(sizeof(double) * (size_t)L * W);
  dp = (double *)SA_MALLOC(sizeof(double) * (size_t)(M + 2) * W);
  path = (int *)SA_MALLOC(sizeof(int) * (size_t)(M + 2) * W);
  if (!seg || !dp || !path) {
    SA_FREE(seg); SA_FREE(dp); SA_FREE(path);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory", fn);
  }
  /* seg[i][j] = sum_{l=i}^{j-1} w_l S[i][l]: layers i..j-1 reuse anchor i (summed in layer order) */
  for (i = 0; i < L; ++i) {
    seg[(size_t)i * W + i] = 0;
    for (j = i + 1; j <= L; ++j)
      seg[(size_t)i * W + j] = seg[(size_t)i * W + j - 1] + (weights ? (double)weights[j - 1] : 1.0) *
                               (double)sim[(size_t)i * L + j - 1];
  }
  /* Algorithm 1, 0-based: dp[m][j] = best score of layers 0..j-1 with m anchors, the m-th at position j (j = L: the
     sentinel after the last layer). The paper's dp[1][1] = S[1][1] is a constant offset: 0 here. */
  for (i = 0; i < (M + 2) * (int)W; ++i) { dp[i] = -HUGE_VAL; path[i] = 0; }
  dp[1 * W + 0] = 0;
  for (m = 2; m <= M + 1; ++m) {
    int jlo = m - 1, jhi = m == M + 1 ? L : L - 1;
    if (m == M + 1) jlo = L;
    for (j = jlo; j <= jhi; ++j) {
      double best = -HUGE_VAL;
      int arg = -1;
      for (i = m - 2; i <= j - 1; ++i) {
        double prev = dp[(size_t)(m - 1) * W + i], c;
        if (prev == -HUGE_VAL) continue;
        c = prev + seg[(size_t)i * W + j];
        if (c > best) { best = c; arg = i; } /* ties: the smaller i */
      }
      dp[(size_t)m * W + j] = best;
      path[(size_t)m * W + j] = arg;
    }
  }
  j = L;
  for (m = M + 1; m >= 2; --m) {
    j = path[(size_t)m * W + j];
    anchors[m - 2] = j;
  }
  SA_ASSERT(anchors[0] == 0);
  if (anchor_of)
    for (l = 0, m = 0; l < L; ++l) {
      while (m + 1 < M && anchors[m + 1] <= l) ++m;
      anchor_of[l] = anchors[m];
    }
  if (objective) *objective = dp[(size_t)(M + 1) * W + L];
  SA_FREE(seg); SA_FREE(dp); SA_FREE(path);
  return SA_OK;
}

SADEF sa_status sa_kascade_head_map(const float *head_sim, int layers, int heads_kv, int anchor, int layer,
                                    int *head_map) {
  static const char *fn = "sa_kascade_head_map";
  int G = heads_kv, ga, gb;
  const float *s;
  if (!head_sim || !head_map || layers < 1 || layers > SA_KASCADE_MAX_LAYERS || G < 1 || G > SA_KASCADE_MAX_HEADS_KV ||
      anchor < 0 || layer < anchor || layer >= layers)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: head_sim and head_map must be set, layers %d (1..%d), heads_kv "
                    "%d (1..%d), 0 <= anchor (%d) <= layer (%d) < layers", fn, layers, SA_KASCADE_MAX_LAYERS, G,
                    SA_KASCADE_MAX_HEADS_KV, anchor, layer);
  s = head_sim + ((size_t)anchor * layers + layer) * G * G;
  for (gb = 0; gb < G; ++gb) {
    int arg = 0;
    for (ga = 0; ga < G; ++ga) {
      if (!sa__kas_isfinite(s[(size_t)ga * G + gb]))
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: head_sim[%d][%d][%d][%d] is not finite", fn, anchor, layer,
                        ga, gb);
      if (s[(size_t)ga * G + gb] > s[(size_t)arg * G + gb]) arg = ga; /* ties: the smaller ga */
    }
    head_map[gb] = layer == anchor ? gb : arg; /* an anchor reads its own top-k */
  }
  return SA_OK;
}

/* 1 if plan is self-consistent; else 0 and why. */
static int sa__kas_plan_ok(const sa_kascade_plan *p, char *why, size_t cap) {
  int l, m, g;
  why[0] = 0;
  if (p->layers < 1 || p->layers > SA_KASCADE_MAX_LAYERS || p->heads_kv < 1 || p->heads_kv > SA_KASCADE_MAX_HEADS_KV) {
    snprintf(why, cap, "layers %d (1..%d), heads_kv %d (1..%d)", p->layers, SA_KASCADE_MAX_LAYERS, p->heads_kv,
             SA_KASCADE_MAX_HEADS_KV);
    return 0;
  }
  if (p->n_anchors < 1 || p->n_anchors > p->layers) {
    snprintf(why, cap, "n_anchors %d is not in 1..layers (%d)", p->n_anchors, p->layers);
    return 0;
  }
  if (p->anchors[0] != 0) { snprintf(why, cap, "the first anchor is %d; it must be layer 0", p->anchors[0]); return 0; }
  for (m = 1; m < p->n_anchors; ++m)
    if (p->anchors[m] <= p->anchors[m - 1] || p->anchors[m] >= p->layers) {
      snprintf(why, cap, "anchors[%d] = %d: anchors must ascend and be < layers (%d)", m, p->anchors[m], p->layers);
      return 0;
    }
  for (l = 0, m = 0; l < p->layers; ++l) {
    while (m + 1 < p->n_anchors && p->anchors[m + 1] <= l) ++m;
    if (p->anchor_of[l] != p->anchors[m]) {
      snprintf(why, cap, "layer %d has anchor %d; its anchor is the last anchor <= %d, %d", l, p->anchor_of[l], l,
               p->anchors[m]);
      return 0;
    }
    for (g = 0; g < p->heads_kv; ++g) {
      int h = p->head_map[l][g];
      if (h >= p->heads_kv || (p->anchor_of[l] == l && h != g)) {
        snprintf(why, cap, "layer %d maps KV head %d to %d; %s", l, g, h,
                 h >= p->heads_kv ? "past heads_kv" : "an anchor layer's map is the identity");
        return 0;
      }
    }
  }
  return 1;
}

SADEF sa_status sa_kascade_plan_build(const float *layer_sim, const float *weights, const float *head_sim, int layers,
                                      int heads_kv, int budget, sa_kascade_plan *plan, double *objective) {
  static const char *fn = "sa_kascade_plan_build";
  int l, g, map[SA_KASCADE_MAX_HEADS_KV];
  char msg[1024];
  sa_status st;
  if (!plan || heads_kv < 1 || heads_kv > SA_KASCADE_MAX_HEADS_KV)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: plan must be set, heads_kv %d (1..%d)", fn, heads_kv,
                    SA_KASCADE_MAX_HEADS_KV);
  memset(plan, 0, sizeof *plan);
  if ((st = sa_kascade_select_anchors(layer_sim, weights, layers, budget, plan->anchors, plan->anchor_of, objective)) !=
      SA_OK) {
    sa__strlcpy(msg, sa_last_error(NULL), sizeof msg); /* not formatted from the buffer it is written to */
    return sa__fail(NULL, st, "%s: %s", fn, msg);
  }
  plan->layers = layers;
  plan->heads_kv = heads_kv;
  plan->n_anchors = budget;
  for (l = 0; l < layers; ++l) {
    if (head_sim) {
      if ((st = sa_kascade_head_map(head_sim, layers, heads_kv, plan->anchor_of[l], l, map)) != SA_OK) {
        memset(plan, 0, sizeof *plan);
        sa__strlcpy(msg, sa_last_error(NULL), sizeof msg);
        return sa__fail(NULL, st, "%s: %s", fn, msg);
      }
    } else {
      for (g = 0; g < heads_kv; ++g) map[g] = g;
    }
    for (g = 0; g < heads_kv; ++g) plan->head_map[l][g] = (uint8_t)map[g];
  }
  return SA_OK;
}

#define SA__KAS_PLAN_MAGIC "sparseattn-kascade-plan"
#define SA__KAS_PLAN_VERSION 1
#define SA__KAS_PLAN_MAX_BYTES ((size_t)4 << 20) /* the largest plan is ~270 KB */

SADEF sa_status sa_kascade_plan_save(const sa_kascade_plan *plan, const char *path) {
  static const char *fn = "sa_kascade_plan_save";
  char why[256];
  FILE *f;
  int l, g, m, bad;
  if (!plan || !path || !path[0])
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: plan and path must be set", fn);
  if (!sa__kas_plan_ok(plan, why, sizeof why))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: the plan is inconsistent: %s", fn, why);
  f = fopen(path, "w");
  if (!f) return sa__fail(NULL, SA_ERROR_IO, "%s: cannot write %s: %s", fn, path, strerror(errno));
  fprintf(f, "%s %d\n# Kascade plan: anchor layers (layer 0 first), then per layer its anchor and head map\n"
          "# (map[g] = the anchor's KV head whose top-k KV head g reads)\nlayers %d\nheads_kv %d\nanchors %d",
          SA__KAS_PLAN_MAGIC, SA__KAS_PLAN_VERSION, plan->layers, plan->heads_kv, plan->n_anchors);
  for (m = 0; m < plan->n_anchors; ++m) fprintf(f, " %d", plan->anchors[m]);
  fputc('\n', f);
  for (l = 0; l < plan->layers; ++l) {
    fprintf(f, "layer %d anchor %d map", l, plan->anchor_of[l]);
    for (g = 0; g < plan->heads_kv; ++g) fprintf(f, " %d", (int)plan->head_map[l][g]);
    fputc('\n', f);
  }
  fputs("end\n", f);
  bad = ferror(f);
  if (fclose(f) != 0 || bad) return sa__fail(NULL, SA_ERROR_IO, "%s: writing %s failed: %s", fn, path, strerror(errno));
  return SA_OK;
}

typedef struct sa__kas_lex {
  const char *s;
  size_t n, pos;
  int line;
  char tok[64];
} sa__kas_lex;

/* Next whitespace-separated word into lx->tok ('#' to the end of the line is a comment). 0 at the end of the
   file, -1 for a word too long, 1 otherwise. */
static int sa__kas_word(sa__kas_lex *lx) {
  size_t k = 0;
  for (;;) {
    while (lx->pos < lx->n && (lx->s[lx->pos] == ' ' || lx->s[lx->pos] == '\t' || lx->s[lx->pos] == '\r' ||
                               lx->s[lx->pos] == '\n'))
      if (lx->s[lx->pos++] == '\n') ++lx->line;
    if (lx->pos < lx->n && lx->s[lx->pos] == '#') {
      while (lx->pos < lx->n && lx->s[lx->pos] != '\n') ++lx->pos;
      continue;
    }
    break;
  }
  if (lx->pos >= lx->n) { lx->tok[0] = 0; return 0; }
  while (lx->pos < lx->n && lx->s[lx->pos] != ' ' && lx->s[lx->pos] != '\t' && lx->s[lx->pos] != '\r' &&
         lx->s[lx->pos] != '\n' && lx->s[lx->pos] != '#') {
    if (k + 1 >= sizeof lx->tok) { lx->tok[k] = 0; return -1; }
    lx->tok[k++] = lx->s[lx->pos++];
  }
  lx->tok[k] = 0;
  return 1;
}

/* Expect the keyword kw; else a message in why. */
static int sa__kas_expect(sa__kas_lex *lx, const char *kw, char *why, size_t cap) {
  int r = sa__kas_word(lx);
  if (r == 1 && !strcmp(lx->tok, kw)) return 1;
  if (r == 0) snprintf(why, cap, "line %d: expected '%s', found the end of the file (truncated?)", lx->line, kw);
  else snprintf(why, cap, "line %d: expected '%s', found '%.40s'", lx->line, kw, lx->tok);
  return 0;
}

/* A decimal integer in [lo, hi] (digits only, no sign). */
static int sa__kas_int(sa__kas_lex *lx, const char *what, int lo, int hi, int *out, char *why, size_t cap) {
  int r = sa__kas_word(lx);
  long v = 0;
  size_t k;
  if (r == 0) { snprintf(why, cap, "line %d: expected %s, found the end of the file (truncated?)", lx->line, what); return 0; }
  for (k = 0; r == 1 && lx->tok[k]; ++k) {
    if (lx->tok[k] < '0' || lx->tok[k] > '9' || k >= 9) { r = -1; break; }
    v = v * 10 + (lx->tok[k] - '0');
  }
  if (r != 1 || k == 0) { snprintf(why, cap, "line %d: expected %s, found '%.40s'", lx->line, what, lx->tok); return 0; }
  if (v < lo || v > hi) {
    snprintf(why, cap, "line %d: %s is %ld; must be in %d..%d", lx->line, what, v, lo, hi);
    return 0;
  }
  *out = (int)v;
  return 1;
}

static int sa__kas_parse(const char *s, size_t n, sa_kascade_plan *p, char *why, size_t cap) {
  sa__kas_lex lx;
  int v, l, g, m, r;
  char what[64], reason[256];
  memset(&lx, 0, sizeof lx);
  lx.s = s; lx.n = n; lx.line = 1;
  r = sa__kas_word(&lx);
  if (r != 1 || strcmp(lx.tok, SA__KAS_PLAN_MAGIC) != 0) {
    snprintf(why, cap, "not a Kascade plan (it does not begin with '%s')", SA__KAS_PLAN_MAGIC);
    return 0;
  }
  if (!sa__kas_int(&lx, "the format version", 0, 1000000, &v, why, cap)) return 0;
  if (v != SA__KAS_PLAN_VERSION) {
    snprintf(why, cap, "format version %d; this library reads version %d", v, SA__KAS_PLAN_VERSION);
    return 0;
  }
  if (!sa__kas_expect(&lx, "layers", why, cap) ||
      !sa__kas_int(&lx, "the layer count", 1, SA_KASCADE_MAX_LAYERS, &p->layers, why, cap) ||
      !sa__kas_expect(&lx, "heads_kv", why, cap) ||
      !sa__kas_int(&lx, "the KV head count", 1, SA_KASCADE_MAX_HEADS_KV, &p->heads_kv, why, cap) ||
      !sa__kas_expect(&lx, "anchors", why, cap) ||
      !sa__kas_int(&lx, "the anchor count", 1, p->layers, &p->n_anchors, why, cap))
    return 0;
  for (m = 0; m < p->n_anchors; ++m) {
    snprintf(what, sizeof what, "anchor %d", m);
    if (!sa__kas_int(&lx, what, 0, p->layers - 1, &p->anchors[m], why, cap)) return 0;
  }
  for (l = 0; l < p->layers; ++l) {
    snprintf(what, sizeof what, "layer number %d", l);
    if (!sa__kas_expect(&lx, "layer", why, cap) || !sa__kas_int(&lx, what, l, l, &v, why, cap) ||
        !sa__kas_expect(&lx, "anchor", why, cap) ||
        !sa__kas_int(&lx, "an anchor layer", 0, p->layers - 1, &p->anchor_of[l], why, cap) ||
        !sa__kas_expect(&lx, "map", why, cap))
      return 0;
    for (g = 0; g < p->heads_kv; ++g) {
      snprintf(what, sizeof what, "layer %d's map[%d]", l, g);
      if (!sa__kas_int(&lx, what, 0, p->heads_kv - 1, &v, why, cap)) return 0;
      p->head_map[l][g] = (uint8_t)v;
    }
  }
  if (!sa__kas_expect(&lx, "end", why, cap)) return 0;
  if ((r = sa__kas_word(&lx)) != 0) {
    snprintf(why, cap, "line %d: '%.40s' after 'end'", lx.line, lx.tok);
    return 0;
  }
  if (!sa__kas_plan_ok(p, reason, sizeof reason)) {
    snprintf(why, cap, "inconsistent plan: %s", reason);
    return 0;
  }
  return 1;
}

/* A plan from the bytes of a file (what sa_kascade_plan_load reads; the fuzz harness calls it directly): 1 and *p, or 0
   and why. s need not be terminated. */
static int sa__kas_plan_from_text(const char *s, size_t n, sa_kascade_plan *p, char *why, size_t cap) {
  size_t i;
  memset(p, 0, sizeof *p);
  if (n > SA__KAS_PLAN_MAX_BYTES) {
    snprintf(why, cap, "larger than %u bytes: not a Kascade plan", (unsigned)SA__KAS_PLAN_MAX_BYTES);
    return 0;
  }
  for (i = 0; i < n; ++i) {
    unsigned char c = (unsigned char)s[i];
    if ((c < 32 && c != '\n' && c != '\r' && c != '\t') || c >= 127) {
      snprintf(why, cap, "byte 0x%02x at offset %zu: not a Kascade plan (a text file)", (unsigned)c, i);
      return 0;
    }
  }
  if (sa__kas_parse(s, n, p, why, cap)) return 1;
  memset(p, 0, sizeof *p);
  return 0;
}

SADEF sa_status sa_kascade_plan_load(const char *path, sa_kascade_plan *plan) {
  static const char *fn = "sa_kascade_plan_load";
  FILE *f;
  char *buf, why[512];
  size_t n = 0, cap = 4096;
  sa_kascade_plan *tmp;
  int ok;
  if (!path || !plan) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: path and plan must be set", fn);
  memset(plan, 0, sizeof *plan);
  f = fopen(path, "rb");
  if (!f) return sa__fail(NULL, SA_ERROR_IO, "%s: cannot open %s: %s", fn, path, strerror(errno));
  tmp = (sa_kascade_plan *)SA_MALLOC(sizeof *tmp);
  buf = (char *)SA_MALLOC(cap + 1);
  for (ok = tmp && buf; ok;) { /* read it all, growing the buffer up to the cap */
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (n < cap || cap > SA__KAS_PLAN_MAX_BYTES) break;
    {
      char *nb = (char *)SA_MALLOC(cap * 2 + 1);
      if (!nb) { ok = 0; break; }
      memcpy(nb, buf, n);
      SA_FREE(buf);
      buf = nb;
      cap *= 2;
    }
  }
  if (!ok) {
    fclose(f); SA_FREE(buf); SA_FREE(tmp);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory", fn);
  }
  ok = !ferror(f);
  fclose(f);
  if (!ok) {
    SA_FREE(buf); SA_FREE(tmp);
    return sa__fail(NULL, SA_ERROR_IO, "%s: reading %s failed", fn, path);
  }
  buf[n] = 0;
  ok = sa__kas_plan_from_text(buf, n, tmp, why, sizeof why);
  if (ok) memcpy(plan, tmp, sizeof *plan);
  SA_FREE(buf); SA_FREE(tmp);
  if (!ok) return sa__fail(NULL, SA_ERROR_IO, "%s: %s: %s", fn, path, why);
  return SA_OK;
}
/* <<< Kascade host algorithms <<< */

/* ------------------------------------------------------------------------------------------------------ */
/* BLASST calibration                                                                                     */
/* ------------------------------------------------------------------------------------------------------ */

SADEF sa_status sa_blasst_calibrate(const sa_blasst_point *pts, int n, sa_blasst_fit *fit) {
  static const char *fn = "sa_blasst_calibrate";
  double sx = 0, sy = 0, sxx = 0, sxy = 0, ss_res = 0, ss_tot = 0, se = 0, my;
  int i, k = 0;
  if (!pts || !fit || n < 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: points and fit must be set, n >= 0", fn);
  memset(fit, 0, sizeof *fit);
  for (i = 0; i < n; ++i) {
    double x = pts[i].sparsity, y;
    if (!(pts[i].lambda > 0) || !(pts[i].length > 0))
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: point %d has lambda %g and length %g; both must be > 0", fn, i,
                      pts[i].lambda, pts[i].length);
    if (!(x >= 0.1 && x <= 0.9)) continue;
    y = log(pts[i].lambda * pts[i].length);
    sx += x; sy += y; sxx += x * x; sxy += x * y;
    ++k;
  }
  if (k < 2 || sxx * k - sx * sx <= 1e-12)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: %d point%s with 0.1 <= sparsity <= 0.9 and distinct sparsities; the "
                    "fit needs at least 2 (widen the lambda sweep)", fn, k, k == 1 ? "" : "s");
  fit->b = (k * sxy - sx * sy) / (k * sxx - sx * sx);
  fit->a = exp((sy - fit->b * sx) / k);
  fit->points = k;
  my = sy / k;
  for (i = 0; i < n; ++i) {
    double x = pts[i].sparsity, y, pred, s_pred;
    if (!(x >= 0.1 && x <= 0.9)) continue;
    y = log(pts[i].lambda * pts[i].length);
    pred = log(fit->a) + fit->b * x;
    ss_res += (y - pred) * (y - pred);
    ss_tot += (y - my) * (y - my);
    s_pred = (y - log(fit->a)) / fit->b;
    se += (s_pred - x) * (s_pred - x);
  }
  fit->r2 = ss_tot > 0 ? 1 - ss_res / ss_tot : 1;
  fit->rmse_sparsity = sqrt(se / k);
  return SA_OK;
}

SADEF sa_status sa_blasst_calibrate_target(const sa_blasst_point *pts, int n, double target, double tol, double *a) {
  static const char *fn = "sa_blasst_calibrate_target";
  double num = 0, den = 0;
  int i, j, used = 0;
  if (!pts || !a || n < 0 || !(target >= 0 && target <= 1) || !(tol >= 0))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: points and a must be set, 0 <= target <= 1, tol >= 0", fn);
  for (i = 0; i < n; ++i) {
    int best = i, seen = 0;
    for (j = 0; j < i; ++j) seen |= pts[j].length == pts[i].length;
    if (seen) continue; /* each length once: its best lambda over all its points */
    for (j = i + 1; j < n; ++j)
      if (pts[j].length == pts[i].length && fabs(pts[j].sparsity - target) < fabs(pts[best].sparsity - target)) best = j;
    if (fabs(pts[best].sparsity - target) <= tol && pts[best].length > 0) {
      double x = 1.0 / pts[best].length;
      num += x * pts[best].lambda;
      den += x * x;
      ++used;
    }
  }
  if (!used)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: no length has a trial lambda within %g of sparsity %g", fn, tol, target);
  *a = num / den;
  return SA_OK;
}

SADEF double sa_blasst_lambda(double a, double b, double target_sparsity, double length) {
  return a * exp(b * target_sparsity) / length;
}

/* ------------------------------------------------------------------------------------------------------ */
/* synthetic attention inputs                                                                             */
/* ------------------------------------------------------------------------------------------------------ */

typedef struct sa__rng { uint64_t s; } sa__rng;
static uint64_t sa__rng_next(sa__rng *r) {
  r->s ^= r->s >> 12; r->s ^= r->s << 25; r->s ^= r->s >> 27;
  return r->s * 0x2545F4914F6CDD1Dull;
}
static double sa__rng_unif(sa__rng *r) { return (double)(sa__rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }
static float sa__rng_normal(sa__rng *r) { /* Irwin-Hall(4): cheap, unit variance, close enough to normal */
  uint64_t x = sa__rng_next(r);
  float s = (float)(x & 0xffff) + (float)((x >> 16) & 0xffff) + (float)((x >> 32) & 0xffff) + (float)(x >> 48);
  return (s * (1.0f / 65536.0f) - 2.0f) * 1.7320508f;
}

/* Layout of the head dim: [sink | stripes | needles | shared]. Sinks, stripes and needles are exact: one dim
   each, set in q and k only where the structure is, so they add nothing elsewhere. The shared dims carry an
   AR(1) process x along the sequence (correlation exp(-2 / window) from one token to the next) that k takes as
   is and q mixes with its own AR(1) process y (correlation rho): q_i = beta x_i + gamma y_i gives scores
   beta sqrt(n) x_i.x_j / n around the diagonal (the local band, decaying with distance) and a far field of std
   sqrt(beta^2 + gamma^2) = noise. A slash adds beta_s x_{i - off} to q over its span of queries. */
SADEF sa_status sa_synth_generate(const sa_synth_options *opt, void *qv, void *kv, void *vv) {
  static const char *fn = "sa_synth_generate";
  sa_synth_options o;
  sa__rng rng;
  int S, Hq, Hkv, D, G, n_stripe, n_needle, n_slash, d_stripe, d_needle, d_shared, n, h, i, e, s, gq;
  float *xs, *yf, *kf, *qf, grow, rho, rho_w, sd;
  uint16_t *q = (uint16_t *)qv, *k = (uint16_t *)kv, *v = (uint16_t *)vv;
  if (!opt || !qv || !kv || !vv) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: options, q, k and v must be set", fn);
  o = *opt;
  S = o.seqlen; Hq = o.heads_q; Hkv = o.heads_kv; D = o.head_dim;
  if (S <= 0 || Hq <= 0 || Hkv <= 0 || Hq % Hkv || D < 32 || D > 256 || D % 8)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: seqlen (%d) > 0, heads_q (%d) a multiple of heads_kv (%d), head_dim "
                    "(%d) in [32, 256] and a multiple of 8 are required", fn, S, Hq, Hkv, D);
  if (o.dtype != SA_DTYPE_BF16 && o.dtype != SA_DTYPE_FP16)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: dtype is %d", fn, (int)o.dtype);
  if (!(o.rho > 0)) o.rho = 0.95f;
  if (!(o.noise > 0)) o.noise = 1.0f;
  if (!o.sinks) o.sinks = 4;
  if (!(o.sink_strength > 0)) o.sink_strength = 12.0f;
  if (!o.window) o.window = 64;
  if (!(o.window_strength > 0)) o.window_strength = 9.0f;
  if (!o.stripes) o.stripes = 8;
  if (!(o.stripe_strength > 0)) o.stripe_strength = 8.0f;
  if (!o.slashes) o.slashes = 2;
  if (!(o.slash_strength > 0)) o.slash_strength = 7.0f;
  if (!o.needles) o.needles = 2;
  if (!(o.needle_strength > 0)) o.needle_strength = 12.0f;
  if (!(o.span > 0 && o.span <= 1)) o.span = 0.25f;
  if (o.length_growth == 0) o.length_growth = 1.0f;
  if (!(o.length_growth > 0)) o.length_growth = 0; /* negative (or NaN): off */
  if (o.sinks < 0) o.sinks = 0;
  if (o.window < 1) o.window = 1;
  rho = o.rho > 0.999f ? 0.999f : o.rho;
  rho_w = (float)exp(-2.0 / o.window);
  grow = S > 4096 ? o.length_growth * (float)log((double)S / 4096.0) : 0.f;
  G = Hq / Hkv;
  n_stripe = o.stripes < 0 ? 0 : o.stripes < D / 8 ? o.stripes : D / 8;
  n_needle = o.needles < 0 ? 0 : o.needles < D / 16 ? o.needles : D / 16;
  n_slash = o.slashes < 0 ? 0 : o.slashes < 16 ? o.slashes : 16;
  d_stripe = 1;
  d_needle = d_stripe + n_stripe;
  d_shared = d_needle + n_needle;
  n = D - d_shared;
  sd = (float)sqrt((double)D);
  rng.s = o.seed * 0x9E3779B97F4A7C15ull + 0x1234567ull;
  if (!rng.s) rng.s = 1;
  xs = (float *)SA_MALLOC(sizeof(float) * (size_t)S * n);
  yf = (float *)SA_MALLOC(sizeof(float) * (size_t)n);
  kf = (float *)SA_MALLOC(sizeof(float) * (size_t)D);
  qf = (float *)SA_MALLOC(sizeof(float) * (size_t)D);
  if (!xs || !yf || !kf || !qf) {
    SA_FREE(xs); SA_FREE(yf); SA_FREE(kf); SA_FREE(qf);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (h = 0; h < Hkv; ++h) {
    int off[16], sl_q0[16], st_key[32], st_q0[32], nd_key[16], nd_q0[16], span = (int)(o.span * S) > 1 ? (int)(o.span * S) : 1;
    const float inn_w = (float)sqrt(1.0 - (double)rho_w * rho_w), inn = (float)sqrt(1.0 - (double)rho * rho);
    for (s = 0; s < n_slash; ++s) {
      off[s] = 1 + (int)(sa__rng_unif(&rng) * (S / 4 > 2 ? S / 4 : 2));
      sl_q0[s] = off[s] + (int)(sa__rng_unif(&rng) * (S - off[s]));
    }
    for (s = 0; s < n_stripe; ++s) {
      st_key[s] = (int)(sa__rng_unif(&rng) * S * 0.9);
      st_q0[s] = st_key[s] + (int)(sa__rng_unif(&rng) * (S - st_key[s]));
    }
    for (s = 0; s < n_needle; ++s) {
      nd_key[s] = (int)(sa__rng_unif(&rng) * S * 0.7);
      nd_q0[s] = nd_key[s] + (int)(sa__rng_unif(&rng) * (S - nd_key[s]));
    }
    /* keys (and values): exact features, then the shared process */
    for (e = 0; e < n; ++e) xs[e] = sa__rng_normal(&rng);
    for (i = 0; i < S; ++i) {
      if (i > 0)
        for (e = 0; e < n; ++e) xs[(size_t)i * n + e] = rho_w * xs[(size_t)(i - 1) * n + e] + inn_w * sa__rng_normal(&rng);
      for (e = 0; e < d_shared; ++e) kf[e] = 0;
      if (i < o.sinks) kf[0] = 1;
      for (s = 0; s < n_stripe; ++s) if (i == st_key[s]) kf[d_stripe + s] = 1;
      for (s = 0; s < n_needle; ++s) if (i == nd_key[s]) kf[d_needle + s] = 1;
      for (e = 0; e < n; ++e) kf[d_shared + e] = xs[(size_t)i * n + e];
      for (e = 0; e < D; ++e) {
        size_t at = ((size_t)i * Hkv + h) * D + e;
        k[at] = o.dtype == SA_DTYPE_BF16 ? sa_f32_to_bf16(kf[e]) : sa_f32_to_fp16(kf[e]);
        v[at] = o.dtype == SA_DTYPE_BF16 ? sa_f32_to_bf16(sa__rng_normal(&rng)) : sa_f32_to_fp16(sa__rng_normal(&rng));
      }
    }
    /* queries of the group's heads: each head its own strengths (log-normal gain) and own process y */
    for (gq = 0; gq < G; ++gq) {
      const float gain = (float)exp(0.3 * sa__rng_normal(&rng));
      const float beta = (o.window_strength + grow) * gain / (float)sqrt((double)n);
      const float beta_s = (o.slash_strength + grow) * gain / (float)sqrt((double)n);
      const float gamma = o.noise * o.noise > beta * beta ? (float)sqrt((double)o.noise * o.noise - (double)beta * beta) : 0.f;
      const float unit = sd / (float)sqrt((double)n); /* q.k * (1/sqrt(D)) = sum over the shared dims / sqrt(n) */
      for (e = 0; e < n; ++e) yf[e] = sa__rng_normal(&rng);
      for (i = 0; i < S; ++i) {
        for (e = 0; e < d_shared; ++e) qf[e] = 0;
        qf[0] = (o.sink_strength + grow) * gain * sd;
        for (s = 0; s < n_stripe; ++s) if (i >= st_q0[s] && i < st_q0[s] + span) qf[d_stripe + s] = (o.stripe_strength + grow) * gain * sd;
        for (s = 0; s < n_needle; ++s) if (i >= nd_q0[s] && i < nd_q0[s] + span) qf[d_needle + s] = (o.needle_strength + grow) * gain * sd;
        for (e = 0; e < n; ++e) {
          yf[e] = rho * yf[e] + inn * sa__rng_normal(&rng);
          qf[d_shared + e] = (beta * xs[(size_t)i * n + e] + gamma * yf[e]) * unit;
        }
        for (s = 0; s < n_slash; ++s) /* a diagonal at key i - off[s] over the slash's span of queries */
          if (i >= sl_q0[s] && i < sl_q0[s] + span)
            for (e = 0; e < n; ++e) qf[d_shared + e] += beta_s * xs[(size_t)(i - off[s]) * n + e] * unit;
        for (e = 0; e < D; ++e) {
          size_t at = ((size_t)i * Hq + h * G + gq) * D + e;
          q[at] = o.dtype == SA_DTYPE_BF16 ? sa_f32_to_bf16(qf[e]) : sa_f32_to_fp16(qf[e]);
        }
      }
    }
  }
  SA_FREE(xs); SA_FREE(yf); SA_FREE(kf); SA_FREE(qf);
  return SA_OK;
}

#ifdef __cplusplus
}
#endif

/* ------------------------------------------------------------------------------------------------------ */
/* embedded kernels                                                                                       */
/* ------------------------------------------------------------------------------------------------------ */
/* >>> generated kernels: written by codegen/generate.py, do not edit >>> */
#ifdef SPARSEATTN_IMPLEMENTATION
#define SA__GEN_HEAD_DIMS "64 96 128 256"
static const char *const sa__gen_lines[1862] = {
"/* fwd_prefill__bf16_d64_m128n128w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"typedef unsigned int sa_u32;\n",
"typedef unsigned short sa_u16;\n",
"typedef unsigned long long sa_u64;\n",
"typedef long long sa_i64;\n",
"\n",
"#define SA_DEV static __device__ __forceinline__\n",
"#define SA_NEG_INF __int_as_float(0xff800000)\n",
"SA_DEV sa_u32 sa_smem_u32(const void *p) {\n",
"  sa_u32 r;\n",
"  asm volatile(\"{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }\" : \"=r\"(r) : \"l\"(p));\n",
"  return r;\n",
"}\n",
"/* 16-byte global->shared copy; src_bytes = 0 writes zeros (rows past the end). */\n",
"SA_DEV void sa_cp_async16(sa_u32 dst, const void *src, int src_bytes) {\n",
"  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\" :: \"r\"(dst), \"l\"(src), \"r\"(src_bytes) : \"memory\");\n",
"SA_DEV void sa_cp_async_commit() { asm volatile(\"cp.async.commit_group;\" ::: \"memory\"); }\n",
"template <int N> SA_DEV void sa_cp_async_wait() { asm volatile(\"cp.async.wait_group %0;\" :: \"n\"(N) : \"memory\"); }\n",
"SA_DEV void sa_ldsm_x4(sa_u32 addr, sa_u32 &r0, sa_u32 &r1, sa_u32 &r2, sa_u32 &r3) {\n",
"  asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.shared.b16 { %0,%1,%2,%3}, [%4];\"\n",
"               : \"=r\"(r0), \"=r\"(r1), \"=r\"(r2), \"=r\"(r3) : \"r\"(addr));\n",
"SA_DEV void sa_ldsm_x4_t(sa_u32 addr, sa_u32 &r0, sa_u32 &r1, sa_u32 &r2, sa_u32 &r3) {\n",
"  asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 { %0,%1,%2,%3}, [%4];\"\n",
"/* D = A(16x16, row) * B(16x8, col) + D, fp32 accumulate. */\n",
"SA_DEV void sa_mma(float *d, const sa_u32 *a, sa_u32 b0, sa_u32 b1) {\n",
"  asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 \"\n",
"               \"{ %0,%1,%2,%3}, { %4,%5,%6,%7}, { %8,%9}, { %0,%1,%2,%3};\"\n",
"               : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3])\n",
"               : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1));\n",
"/* Two fp32 -> one register of two 16-bit values, lo in the low half (round to nearest). */\n",
"SA_DEV sa_u32 sa_pack2(float lo, float hi) {\n",
"  asm(\"cvt.rn.bf16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(hi), \"f\"(lo));\n",
"SA_DEV float sa_exp2(float x) {\n",
"  float y;\n",
"  asm(\"ex2.approx.ftz.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x));\n",
"  return y;\n",
"SA_DEV float sa_quad_max(float x) {\n",
"  x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 1));\n",
"  return fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 2));\n",
"SA_DEV float sa_quad_sum(float x) {\n",
"  x += __shfl_xor_sync(0xffffffffu, x, 1);\n",
"  return x + __shfl_xor_sync(0xffffffffu, x, 2);\n",
"/* Kernel arguments. The host mirrors this layout field for field (sa__fwd_params in sparseattn.h). */\n",
"struct sa_fwd_params {\n",
"  const sa_u16 *q, *k, *v;\n",
"  sa_u16 *o;\n",
"  float *lse;\n",
"  const int *cu_seqlens_q, *cu_seqlens_k;\n",
"  sa_i64 q_b, q_s, q_h;\n",
"  sa_i64 k_b, k_s, k_h;\n",
"  sa_i64 v_b, v_s, v_h;\n",
"  sa_i64 o_b, o_s, o_h;\n",
"  sa_i64 lse_b, lse_h;\n",
"  int seqlen_q, seqlen_k;\n",
"  int heads_q, group;\n",
"  float scale_log2;\n",
"  float blasst_lambda, blasst_scale_factor;   /* BLASST variants only (common/skip_blasst.j2) */\n",
"  int mask_tiles;                             /* KV tiles per query tile in blasst_mask */\n",
"  unsigned long long *blasst_counters;        /* [2]: tiles considered, tiles skipped */\n",
"  unsigned char *blasst_mask;                 /* per (b, h, query tile, KV tile): 1 = skipped */\n",
"  /* block-sparse variants (common/kv_blocks.j2, common/epi_delta.j2) */\n",
"  const int *block_index, *block_count;       /* [b][h][query block][max_blocks], [b][h][query block] */\n",
"  int query_blocks, max_blocks;\n",
"  int key_shift;                              /* log2(keys per block) */\n",
"  int sink, window;                           /* always-attended keys: [0, sink) and the window before the diagonal */\n",
"  int gamma;                                  /* query stride of the query-sparse pass / of delta_o */\n",
"  const sa_u16 *delta_o;                      /* O of the strided queries: the delta correction's source */\n",
"  sa_i64 d_b, d_s, d_h;\n",
"  /* query-sparse pass with an online top-k (common/kv_strided.j2, common/topk_*.j2) */\n",
"  int *topk_index;                            /* [b][h][nq][topk_k] */\n",
"  float *topk_score;\n",
"  unsigned char *topk_tree;                   /* tree variant: internal nodes per row */\n",
"  int topk_k, k_exact, nq;\n",
"  /* Kascade's sparse attention (common/kv_tokens.j2): token lists in block_index/block_count, per KV head */\n",
"  const int *head_map;                        /* [Hkv]: the list a KV head reads; NULL = its own */\n",
"  /* Kascade's pooled score pass (common/skip_pool.j2) over query tiles [m_block0, m_block0 + gridDim.x) */\n",
"  const float *pool_lse;                      /* the dense pass's LSE, the LSE layout */\n",
"  float *pool_out;                            /* [B][Hkv][pool_tiles][pool_stride] */\n",
"  sa_i64 pool_stride;\n",
"  int pool_tiles, m_block0;\n",
"};\n",
"constexpr int D = 64;\n",
"constexpr int BM = 128;\n",
"constexpr int BN = 128;\n",
"constexpr int WARPS = 4;\n",
"constexpr int STAGES = 2;\n",
"constexpr bool CAUSAL = false;\n",
"constexpr int THREADS = WARPS * 32;\n",
"constexpr int WM = BM / WARPS;      /* rows per warp */\n",
"constexpr int MI = WM / 16;         /* m16 tiles per warp */\n",
"constexpr int NT = BN / 8;          /* n8 tiles of S per warp */\n",
"constexpr int DT = D / 8;           /* n8 tiles of O per warp */\n",
"constexpr int RS = (D + 8) * 2;     /* smem row stride in bytes: the 16-byte pad makes ldmatrix conflict-free */\n",
"constexpr int Q_BYTES = BM * RS;\n",
"constexpr int KV_BYTES = BN * RS;\n",
"constexpr int SMEM_BYTES = Q_BYTES + 2 * STAGES * KV_BYTES;\n",
"static_assert(WM % 16 == 0 && BN % 16 == 0 && D % 16 == 0, \"tile shape\");\n",
"static_assert(SMEM_BYTES == 92160, \"host and kernel disagree on shared memory\");\n",
"/* Async copy of ROWS rows into a padded smem tile: tile row r comes from source row row_of(r), zeros when that is\n",
"   negative (past the end, or a gap of a gathered tile). Each thread copies one 16-byte column chunk of every RSTEP-th row, so its column offset is fixed and\n",
"   only one row address per copy is computed (no per-copy 64-bit bases kept live across the mainloop). */\n",
"template <int ROWS, class RowOf>\n",
"SA_DEV void sa_load_rows_at(sa_u32 dst, const sa_u16 *src, sa_i64 stride, RowOf row_of, int tid) {\n",
"  constexpr int CPR = D / 8;                 /* 16-byte chunks per row */\n",
"  if constexpr (THREADS % CPR == 0) {\n",
"    constexpr int RSTEP = THREADS / CPR;     /* rows covered by one pass of the block */\n",
"    const int row = tid / CPR, ch = tid % CPR;\n",
"    src += ch * 8;\n",
"    dst += row * RS + ch * 16;\n",
"#pragma unroll\n",
"    for (int i = 0; i < (ROWS + RSTEP - 1) / RSTEP; ++i) {\n",
"      const int r = row + i * RSTEP;\n",
"      if (ROWS % RSTEP == 0 || r < ROWS) {\n",
"        const int sr = row_of(r);\n",
"        sa_cp_async16(dst + i * RSTEP * RS, sr >= 0 \? src + (sa_i64)sr * stride : src, sr >= 0 \? 16 : 0);\n",
"      }\n",
"    }\n",
"  } else {                                   /* head dims whose rows do not tile the block evenly */\n",
"    for (unsigned c = tid; c < (unsigned)(ROWS * CPR); c += THREADS) {\n",
"      const int r = c / CPR, ch = c % CPR;\n",
"      const int sr = row_of(r);\n",
"      sa_cp_async16(dst + r * RS + ch * 16, sr >= 0 \? src + (sa_i64)sr * stride + ch * 8 : src, sr >= 0 \? 16 : 0);\n",
"  }\n",
"/* Rows [r0, r0 + ROWS) of a [len x D] matrix. */\n",
"template <int ROWS>\n",
"SA_DEV void sa_load_rows(sa_u32 dst, const sa_u16 *src, sa_i64 stride, int r0, int len, int tid) {\n",
"  sa_load_rows_at<ROWS>(dst, src, stride, [=](int r) { return r0 + r < len \? r0 + r : -1; }, tid);\n",
"/* S = Q K^T for one tile. q_lane/k_lane: this lane's ldmatrix addresses for the first fragments. */\n",
"SA_DEV void sa_qk(float (&s)[MI][NT][4], sa_u32 q_lane, sa_u32 k_lane) {\n",
"  for (int mi = 0; mi < MI; ++mi)\n",
"    for (int ni = 0; ni < NT; ++ni)\n",
"      s[mi][ni][0] = s[mi][ni][1] = s[mi][ni][2] = s[mi][ni][3] = 0.f;\n",
"  for (int kk = 0; kk < D / 16; ++kk) {\n",
"    sa_u32 a[MI][4];\n",
"    for (int mi = 0; mi < MI; ++mi)\n",
"      sa_ldsm_x4(q_lane + mi * 16 * RS + kk * 32, a[mi][0], a[mi][1], a[mi][2], a[mi][3]);\n",
"    for (int np = 0; np < NT / 2; ++np) {\n",
"      sa_u32 b0, b1, b2, b3;\n",
"      sa_ldsm_x4(k_lane + np * 16 * RS + kk * 32, b0, b1, b2, b3);\n",
"      for (int mi = 0; mi < MI; ++mi) {\n",
"        sa_mma(s[mi][2 * np], a[mi], b0, b1);\n",
"        sa_mma(s[mi][2 * np + 1], a[mi], b2, b3);\n",
"/* O += P V for one tile; P is already packed to 16-bit pairs in the A-fragment order. */\n",
"SA_DEV void sa_pv(float (&o)[MI][DT][4], const sa_u32 (&p)[MI][NT][2], sa_u32 v_lane) {\n",
"  for (int kk = 0; kk < BN / 16; ++kk) {\n",
"    for (int mi = 0; mi < MI; ++mi) {\n",
"      a[mi][0] = p[mi][2 * kk][0];\n",
"      a[mi][1] = p[mi][2 * kk][1];\n",
"      a[mi][2] = p[mi][2 * kk + 1][0];\n",
"      a[mi][3] = p[mi][2 * kk + 1][1];\n",
"    for (int dp = 0; dp < D / 16; ++dp) {\n",
"      sa_ldsm_x4_t(v_lane + kk * 16 * RS + dp * 32, b0, b1, b2, b3);\n",
"        sa_mma(o[mi][2 * dp], a[mi], b0, b1);\n",
"        sa_mma(o[mi][2 * dp + 1], a[mi], b2, b3);\n",
"extern \"C\" __global__ void __launch_bounds__(THREADS, 2)\n",
"fwd_prefill__bf16_d64_m128n128w4s2__sm80(const sa_fwd_params p) {\n",
"  extern __shared__ __align__(16) unsigned char smem[];\n",
"  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;\n",
"  const int g = lane >> 2, tq = lane & 3;\n",
"  const int b = blockIdx.z, h = blockIdx.y, kvh = h / p.group;\n",
"  /* Sequence bounds: packed (cu_seqlens) or padded layout. */\n",
"  int len_q = p.seqlen_q, len_k = p.seqlen_k;\n",
"  sa_i64 q_off = (sa_i64)b * p.q_b, k_off = (sa_i64)b * p.k_b, v_off = (sa_i64)b * p.v_b;\n",
"  sa_i64 o_off = (sa_i64)b * p.o_b, lse_off = (sa_i64)b * p.lse_b;\n",
"  if (p.cu_seqlens_q) {\n",
"    const int s0 = p.cu_seqlens_q[b];\n",
"    len_q = p.cu_seqlens_q[b + 1] - s0;\n",
"    q_off = (sa_i64)s0 * p.q_s; o_off = (sa_i64)s0 * p.o_s; lse_off = s0;\n",
"  if (p.cu_seqlens_k) {\n",
"    const int s0 = p.cu_seqlens_k[b];\n",
"    len_k = p.cu_seqlens_k[b + 1] - s0;\n",
"    k_off = (sa_i64)s0 * p.k_s; v_off = (sa_i64)s0 * p.v_s;\n",
"  const int diag = len_k - len_q;   /* bottom-right causal: row i sees key j iff j <= i + diag */\n",
"  sa_i64 q_rs = p.q_s;              /* Q row stride (the query-sparse pass reads every gamma-th row) */\n",
"  /* Causal grids run the longest query tiles first. */\n",
"  const int m_block = p.m_block0 + (CAUSAL \? (int)(gridDim.x - 1 - blockIdx.x) : (int)blockIdx.x);\n",
"  const int m0 = m_block * BM;\n",
"  if (m0 >= len_q) return;\n",
"  const sa_u16 *qg = p.q + q_off + (sa_i64)h * p.q_h;\n",
"  const sa_u16 *kg = p.k + k_off + (sa_i64)kvh * p.k_h;\n",
"  const sa_u16 *vg = p.v + v_off + (sa_i64)kvh * p.v_h;\n",
"  const sa_u32 s_q = sa_smem_u32(smem);\n",
"  const sa_u32 s_k = s_q + Q_BYTES;\n",
"  const sa_u32 s_v = s_k + STAGES * KV_BYTES;\n",
"  const sa_u32 q_lane = s_q + (warp * WM + (lane & 15)) * RS + (lane >> 4) * 16;\n",
"  const sa_u32 k_lane = s_k + ((lane & 7) + ((lane >> 4) << 3)) * RS + ((lane >> 3) & 1) * 16;\n",
"  const sa_u32 v_lane = s_v + ((lane & 7) + (((lane >> 3) & 1) << 3)) * RS + (lane >> 4) * 16;\n",
"  /* Keys any row of this block may see; tiles past key_lim0 hold keys some row may not see. */\n",
"  const int n_end = CAUSAL \? min(len_k, m0 + BM + diag) : len_k;\n",
"  const int n_tiles = n_end > 0 \? (n_end + BN - 1) / BN : 0;\n",
"  /* Rows past the end of the sequence see no key: in the last query tile every tile is masked. */\n",
"  const int key_lim0 = m0 + BM > len_q \? -1 : CAUSAL \? min(len_k - 1, m0 + diag) : len_k - 1;\n",
"  float o[MI][DT][4];\n",
"  float m[MI][2], l[MI][2];\n",
"  for (int mi = 0; mi < MI; ++mi) {\n",
"    for (int dt = 0; dt < DT; ++dt) o[mi][dt][0] = o[mi][dt][1] = o[mi][dt][2] = o[mi][dt][3] = 0.f;\n",
"    m[mi][0] = m[mi][1] = SA_NEG_INF;\n",
"    l[mi][0] = l[mi][1] = 0.f;\n",
"  /* Prologue: Q joins the first tile's copy group; STAGES-1 tiles in flight. */\n",
"  sa_load_rows<BM>(s_q, qg, q_rs, m0, len_q, tid);\n",
"  for (int st = 0; st < STAGES - 1; ++st) {\n",
"    if (st < n_tiles) { sa_load_rows<BN>(s_k + (st) * KV_BYTES, kg, p.k_s, (st) * BN, len_k, tid);\n",
"      sa_load_rows<BN>(s_v + (st) * KV_BYTES, vg, p.v_s, (st) * BN, len_k, tid); }\n",
"    sa_cp_async_commit();\n",
"  for (int t = 0; t < n_tiles; ++t) {\n",
"    sa_cp_async_wait<STAGES - 2>();\n",
"    __syncthreads();   /* tile t visible to all; every warp is done with tile t-1's stage */\n",
"    {\n",
"      const int tn = t + STAGES - 1;\n",
"      if (tn < n_tiles) { sa_load_rows<BN>(s_k + (tn % STAGES) * KV_BYTES, kg, p.k_s, (tn) * BN, len_k, tid);\n",
"      sa_load_rows<BN>(s_v + (tn % STAGES) * KV_BYTES, vg, p.v_s, (tn) * BN, len_k, tid); }\n",
"      sa_cp_async_commit();\n",
"    const int stage = t % STAGES;\n",
"    float s[MI][NT][4];\n",
"    sa_qk(s, q_lane, k_lane + stage * KV_BYTES);\n",
"    /* Mask keys past the end and, when causal, keys after each row's diagonal (row: the row's query position). */\n",
"    if ((t) * BN + BN - 1 > key_lim0) {\n",
"      for (int mi = 0; mi < MI; ++mi)\n",
"        for (int hf = 0; hf < 2; ++hf) {\n",
"          const int row = m0 + warp * WM + mi * 16 + g + 8 * hf;\n",
"          const int lim = row >= len_q \? -1 : CAUSAL \? min(len_k - 1, row + diag) : len_k - 1;\n",
"          for (int ni = 0; ni < NT; ++ni)\n",
"            for (int c = 0; c < 2; ++c)\n",
"              if ((t) * BN + ni * 8 + 2 * tq + c > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;\n",
"        }\n",
"    /* Row maxima of this tile. */\n",
"    float mt[MI][2];\n",
"      for (int hf = 0; hf < 2; ++hf) {\n",
"        float x = SA_NEG_INF;\n",
"        for (int ni = 0; ni < NT; ++ni) x = fmaxf(x, fmaxf(s[mi][ni][2 * hf], s[mi][ni][2 * hf + 1]));\n",
"        mt[mi][hf] = sa_quad_max(x);\n",
"    /* Online softmax: new max, rescale factor, probabilities and their row sums. */\n",
"    float alpha[MI][2], ms[MI][2];\n",
"    bool rescale = false;\n",
"        const float mn = fmaxf(m[mi][hf], mt[mi][hf]);\n",
"        ms[mi][hf] = mn == SA_NEG_INF \? 0.f : mn * p.scale_log2;   /* an all-masked row must not make -inf - -inf */\n",
"        alpha[mi][hf] = sa_exp2(m[mi][hf] * p.scale_log2 - ms[mi][hf]);\n",
"        rescale |= mn != m[mi][hf];\n",
"        m[mi][hf] = mn;\n",
"    sa_u32 pk[MI][NT][2];\n",
"        float rs = 0.f;\n",
"        for (int ni = 0; ni < NT; ++ni) {\n",
"          const float p0 = sa_exp2(s[mi][ni][2 * hf] * p.scale_log2 - ms[mi][hf]);\n",
"          const float p1 = sa_exp2(s[mi][ni][2 * hf + 1] * p.scale_log2 - ms[mi][hf]);\n",
"          rs += p0 + p1;\n",
"          pk[mi][ni][hf] = sa_pack2(p0, p1);\n",
"        l[mi][hf] = l[mi][hf] * alpha[mi][hf] + rs;\n",
"    /* alpha is exactly 1 where no row max moved: skip the O rescale when that holds for the whole warp. */\n",
"    if (__any_sync(0xffffffffu, rescale)) {\n",
"        for (int dt = 0; dt < DT; ++dt) {\n",
"          o[mi][dt][0] *= alpha[mi][0]; o[mi][dt][1] *= alpha[mi][0];\n",
"          o[mi][dt][2] *= alpha[mi][1]; o[mi][dt][3] *= alpha[mi][1];\n",
"    sa_pv(o, pk, v_lane + stage * KV_BYTES);\n",
"  sa_cp_async_wait<0>();\n",
"  __syncthreads();   /* all warps are done with the tiles: smem is free for the epilogue */\n",
"  /* O goes through smem (the Q tile) so that global stores are 16 bytes wide and coalesced. */\n",
"  struct __align__(16) sa_v4 { sa_u32 x, y, z, w; };\n",
"  sa_u16 *og = p.o + o_off + (sa_i64)h * p.o_h;\n",
"    for (int hf = 0; hf < 2; ++hf) {\n",
"      const float lf = sa_quad_sum(l[mi][hf]);\n",
"      const float inv = lf > 0.f \? 1.f / lf : 0.f;\n",
"      const int r = warp * WM + mi * 16 + g + 8 * hf;\n",
"      for (int dt = 0; dt < DT; ++dt)\n",
"        *(sa_u32 *)(smem + r * RS + (dt * 8 + 2 * tq) * 2) = sa_pack2(o[mi][dt][2 * hf] * inv, o[mi][dt][2 * hf + 1] * inv);\n",
"      if (p.lse && tq == 0 && m0 + r < len_q)\n",
"        p.lse[lse_off + (sa_i64)h * p.lse_h + m0 + r] = lf > 0.f \? (m[mi][hf] * p.scale_log2 + __log2f(lf)) * 0.69314718055994531f : SA_NEG_INF;\n",
"  __syncthreads();\n",
"  constexpr int CPR = D / 8;\n",
"  for (int c = tid; c < BM * CPR; c += THREADS) {\n",
"    const int row = c / CPR, ch = c % CPR;\n",
"    if (m0 + row < len_q)\n",
"      *(sa_v4 *)(og + (sa_i64)(m0 + row) * p.o_s + ch * 8) = *(const sa_v4 *)(smem + row * RS + ch * 16);\n",
"/* fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr bool CAUSAL = true;\n",
"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"  asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 \"\n",
"  asm(\"cvt.rn.f16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(hi), \"f\"(lo));\n",
"fwd_prefill__fp16_d64_m128n128w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d64_m128n128w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d64_m128n128w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"  __shared__ float sa_l2lam;\n",
"  __shared__ int sa_n_skipped, sa_n_counted;   /* counted: (warp, tile) decisions when decided per warp */\n",
"  if (tid == 0) {   /* ordered before any use by the loop's first barrier */\n",
"/* log2(lambda) for this sequence; -inf disables skipping */\n",
"  float l2lam = SA_NEG_INF;\n",
"  {\n",
"    const float lam = p.blasst_scale_factor > 0.f \? p.blasst_scale_factor / (float)(len_k) : p.blasst_lambda;\n",
"    if (lam > 0.f && lam < 1.f) l2lam = log2f(lam);\n",
"    sa_l2lam = l2lam;\n",
"    sa_n_skipped = 0;\n",
"    sa_n_counted = 0;\n",
"        /* BLASST, decided per warp (its WM rows): a warp vote, no block barrier. A tile in which the warp's rows\n",
"       see no key is skipped without being counted (nothing to decide). */\n",
"    if ((t) > 0 && sa_l2lam != SA_NEG_INF) {\n",
"      const float l2lam = sa_l2lam;\n",
"      bool agree = true, empty = true;\n",
"          if (mt[mi][hf] != SA_NEG_INF) empty = false;\n",
"          if (mt[mi][hf] != SA_NEG_INF && !((mt[mi][hf] - m[mi][hf]) * p.scale_log2 < l2lam)) agree = false;\n",
"      if (__all_sync(0xffffffffu, agree)) {\n",
"        const bool counted = !__all_sync(0xffffffffu, empty);\n",
"        if (lane == 0) {\n",
"          if (counted) { atomicAdd(&sa_n_counted, 1); atomicAdd(&sa_n_skipped, 1); }\n",
"          if (p.blasst_mask) p.blasst_mask[((((sa_i64)blockIdx.z * gridDim.y + blockIdx.y) * (gridDim.x * WARPS) + (CAUSAL \? gridDim.x - 1 - blockIdx.x : blockIdx.x) * WARPS + warp) * p.mask_tiles + (t))] = counted;\n",
"        continue;\n",
"    if (p.blasst_counters || p.blasst_mask) {   /* a processed tile: counted when the warp sees a key of it */\n",
"      bool any_key = false;\n",
"        for (int hf = 0; hf < 2; ++hf) any_key |= mt[mi][hf] != SA_NEG_INF;\n",
"      any_key = __any_sync(0xffffffffu, any_key);\n",
"      if (lane == 0) {\n",
"        if (any_key && p.blasst_counters) atomicAdd(&sa_n_counted, 1);\n",
"        if (p.blasst_mask) p.blasst_mask[((((sa_i64)blockIdx.z * gridDim.y + blockIdx.y) * (gridDim.x * WARPS) + (CAUSAL \? gridDim.x - 1 - blockIdx.x : blockIdx.x) * WARPS + warp) * p.mask_tiles + (t))] = 0;\n",
"    __syncthreads();   /* every warp's counts are in */\n",
"  if (p.blasst_counters && tid == 0 && n_tiles > 0) {\n",
"    atomicAdd(p.blasst_counters, (unsigned long long)sa_n_counted);\n",
"    atomicAdd(p.blasst_counters + 1, (unsigned long long)sa_n_skipped);\n",
"/* fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d64_m128n128w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"/* Kernel arguments. The host mirrors this layout field for field (sa__dec_params in sparseattn.h). */\n",
"struct sa_dec_params {\n",
"  const sa_u16 *q;\n",
"  const sa_u16 *k, *v;\n",
"  const int *seqlens_k;\n",
"  const int *block_table;\n",
"  float *part_o, *part_lse;\n",
"  unsigned long long *blasst_counters;\n",
"  unsigned char *blasst_mask;\n",
"  sa_i64 q_b, q_s, q_h, o_b, o_s, o_h;\n",
"  sa_i64 k_b, k_s, k_h, v_b, v_s, v_h;   /* paged: page, row in page, head */\n",
"  int q_len, group, heads_kv, rows_per_block;\n",
"  int row_blocks, num_splits, batch, page_shift;\n",
"  int max_pages, causal, mask_tiles, heads_q;\n",
"  float scale_log2, blasst_lambda, blasst_scale_factor;\n",
"  int kc_max_k;                          /* Kascade gather (common/kv_gather.j2): list capacity */\n",
"  const int *kc_indices, *kc_counts;     /* [B][Hkv][kc_max_k], [B][Hkv] */\n",
"  const int *head_map;                   /* [Hkv] or NULL */\n",
"  const float *pool_lse;                 /* Kascade anchor (common/skip_pool.j2): [B][Hq][q_len] LSE of the dense pass */\n",
"  float *pool_out;                       /* [B][Hkv][pool_stride] pooled post-softmax scores */\n",
"constexpr int BN = 32;            /* keys per tile (per warp) */\n",
"constexpr int KST = 4;        /* K tiles in flight per warp */\n",
"constexpr int MI = 1;             /* m16 tiles of rows */\n",
"constexpr bool V_AFTER_DECISION = false;\n",
"constexpr int VST = V_AFTER_DECISION \? 2 : KST;\n",
"constexpr int RB_MAX = 16 * MI;\n",
"constexpr int NT = BN / 8;\n",
"constexpr int DT = D / 8;\n",
"constexpr int CPR = D / 8;\n",
"constexpr int RS = (D + 8) * 2;\n",
"constexpr int TILE_BYTES = BN * RS;\n",
"constexpr int Q_BYTES = RB_MAX * RS;\n",
"constexpr int PRS = (BN + 8) * 2;           /* pending P: padded rows, conflict-free ldmatrix */\n",
"constexpr int P_BYTES = RB_MAX * PRS;\n",
"constexpr int WARP_BYTES = (KST + VST) * TILE_BYTES + P_BYTES;\n",
"constexpr int SMEM_BYTES = Q_BYTES + WARPS * WARP_BYTES;\n",
"static_assert(BN % 16 == 0 && D % 16 == 0 && (32 % CPR == 0 || CPR % 32 == 0 || (BN * CPR) % 32 == 0), \"tile shape\");\n",
"static_assert(SMEM_BYTES == 154880, \"host and kernel disagree on shared memory\");\n",
"static_assert(WARPS * (RB_MAX * D * 4 + RB_MAX * 8) <= SMEM_BYTES, \"merge area must fit in the tiles\");\n",
"/* O += P V for one tile, P read from smem (16-bit, A-operand layout via ldmatrix). */\n",
"SA_DEV void sa_pv_smem(float (&o)[MI][DT][4], sa_u32 p_lane, sa_u32 v_lane) {\n",
"    for (int mi = 0; mi < MI; ++mi) sa_ldsm_x4(p_lane + mi * 16 * PRS + kk * 32, a[mi][0], a[mi][1], a[mi][2], a[mi][3]);\n",
"/* Issue the async copies of keys [j0, j0 + BN) of one matrix (K or V) into a warp-private stage.\n",
"   rs: row stride; ps: page stride (paged caches); bt: this sequence's block table (paged caches). */\n",
"SA_DEV void sa_dec_load(sa_u32 dst, const sa_u16 *base, sa_i64 rs, sa_i64 ps, const int *bt, int page_shift,\n",
"                        const int *gl, int gn, int gown, int j0, int len, int lane) {\n",
"  asm volatile(\"mov.b64 %0, %0;\" : \"+l\"(rs));   /* recompute row addresses: see sa_load_rows */\n",
"  if (j0 >= len) return;\n",
"  for (int i = 0; i < (BN * CPR + 31) / 32; ++i) {\n",
"    const int c = lane + i * 32;\n",
"    if ((BN * CPR) % 32 == 0 || c < BN * CPR) {\n",
"      const int row = c / CPR, ch = c % CPR;\n",
"      const int j = j0 + row;\n",
"      const sa_i64 off = (sa_i64)(j) * rs;   /* every lane: the gather shuffles */\n",
"      const bool ok = j < len && true;\n",
"      sa_cp_async16(dst + row * RS + ch * 16, ok \? base + off + ch * 8 : base, ok \? 16 : 0);\n",
"  (void)ps; (void)bt; (void)page_shift; (void)gl; (void)gn; (void)gown;\n",
"extern \"C\" __global__ void __launch_bounds__(THREADS, 1)\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous(const sa_dec_params p) {\n",
"  const int split = blockIdx.x, kvh = blockIdx.y / p.row_blocks, rb = blockIdx.y % p.row_blocks, b = blockIdx.z;\n",
"  const int len_k = p.seqlens_k[b];\n",
"  const int RB = p.rows_per_block;\n",
"  const sa_u32 s_kw = s_q + Q_BYTES + warp * WARP_BYTES;\n",
"  const sa_u32 s_vw = s_kw + KST * TILE_BYTES;\n",
"  const sa_u32 s_pw = s_vw + VST * TILE_BYTES;\n",
"  /* Q rows of this block: row r is (token qi, head kvh * group + hoff) with rb * RB + r = qi * group + hoff. */\n",
"  for (int c = tid; c < RB_MAX * CPR; c += THREADS) {\n",
"    const int r = c / CPR, ch = c % CPR;\n",
"    const int gr = rb * RB + r, qi = gr / p.group, hoff = gr % p.group;\n",
"    const bool ok = r < RB && qi < p.q_len;\n",
"    const sa_u16 *src = ok \? p.q + (sa_i64)b * p.q_b + (sa_i64)qi * p.q_s + (sa_i64)(kvh * p.group + hoff) * p.q_h + ch * 8 : p.q;\n",
"    sa_cp_async16(s_q + r * RS + ch * 16, src, ok \? 16 : 0);\n",
"  sa_cp_async_commit();\n",
"  const sa_u16 *kg = p.k + (sa_i64)b * p.k_b + (sa_i64)kvh * p.k_h;\n",
"  const sa_u16 *vg = p.v + (sa_i64)b * p.v_b + (sa_i64)kvh * p.v_h;\n",
"  const int *bt = 0;\n",
"  const int kv_len = len_k;\n",
"  const int *gl = 0;\n",
"  const int gn = 0, gown = 0;\n",
"  /* This warp's chunk of tiles: the sequence's tiles split evenly over num_splits * WARPS chunks. */\n",
"  const int n_tiles = (kv_len + BN - 1) / BN;\n",
"  const int chunks = p.num_splits * WARPS;\n",
"  const int per_chunk = (n_tiles + chunks - 1) / chunks;\n",
"  const int t0 = min(n_tiles, (split * WARPS + warp) * per_chunk);\n",
"  const int t1 = min(n_tiles, t0 + per_chunk);\n",
"  const sa_i64 mask_base = (((sa_i64)b * p.heads_kv + kvh) * p.row_blocks + rb) * p.mask_tiles;\n",
"  (void)mask_base;\n",
"  /* This thread's rows (mi, hf) that exist, one bit each (registers are scarce: 255 with 32 rows of d128). */\n",
"  unsigned row_bits = 0;\n",
"      const int r = mi * 16 + g + 8 * hf, gr = rb * RB + r;\n",
"      if (r < RB && gr / p.group < p.q_len) row_bits |= 1u << (mi * 2 + hf);\n",
"  const int key_lim0 = p.causal \? len_k - p.q_len : len_k - 1;   /* every row sees keys <= this */\n",
"  bool pending = false;\n",
"  /* Prologue: K (and, dense, V) of the first KST-1 tiles; two groups per step, as in the loop. */\n",
"  for (int i = 0; i < KST - 1; ++i) {\n",
"    if (t0 + i < t1) sa_dec_load(s_kw + i * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, gl, gn, gown, (t0 + i) * BN, kv_len, lane);\n",
"    if (!V_AFTER_DECISION && t0 + i < t1) sa_dec_load(s_vw + i * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, gl, gn, gown, (t0 + i) * BN, kv_len, lane);\n",
"  sa_cp_async_wait<2 * (KST - 1)>();   /* Q has landed; the prologue's tiles stay in flight */\n",
"  const sa_u32 q_lane = s_q + (lane & 15) * RS + (lane >> 4) * 16;\n",
"  const sa_u32 k_lane = s_kw + ((lane & 7) + ((lane >> 4) << 3)) * RS + ((lane >> 3) & 1) * 16;\n",
"  const sa_u32 v_lane = s_vw + ((lane & 7) + (((lane >> 3) & 1) << 3)) * RS + (lane >> 4) * 16;\n",
"  const sa_u32 p_lane = s_pw + (lane & 15) * PRS + (lane >> 4) * 16;\n",
"  unsigned char *p_smem = smem + (s_pw - s_q);\n",
"  for (int u = 0; u < t1 - t0; ++u) {\n",
"    const int t = t0 + u;\n",
"    sa_cp_async_wait<2 * KST - 3>();   /* K(t) has landed (groups after it: see the prologue) */\n",
"    __syncwarp();\n",
"      const int un = u + KST - 1;\n",
"      if (t0 + un < t1) sa_dec_load(s_kw + (un % KST) * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, gl, gn, gown, (t0 + un) * BN, kv_len, lane);\n",
"    sa_qk(s, q_lane, k_lane + (u % KST) * TILE_BYTES);\n",
"    /* Mask keys past the end and, when causal, after each row's diagonal. */\n",
"    if ((t) * BN + BN - 1 > key_lim0) {   /* the row's limit: bottom-right causal, key j <= len_k - q_len + qi */\n",
"          const int qi = (rb * RB + mi * 16 + g + 8 * hf) / p.group;\n",
"          const int lim = p.causal \? min(len_k - 1, len_k - p.q_len + qi) : len_k - 1;\n",
"              if ((t * BN + ni * 8 + 2 * tq + c) > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;\n",
"    const bool skip = false;\n",
"    /* The previous kept tile's P.V (its V was issued one iteration ago). O and P share the frame m. */\n",
"    sa_cp_async_wait<1>();\n",
"    if (pending) sa_pv_smem(o, p_lane, v_lane + ((u - 1) % VST) * TILE_BYTES);\n",
"    pending = false;\n",
"    __syncwarp();   /* every lane has read the pending P before it is overwritten */\n",
"    if (!skip) {\n",
"      float alpha[MI][2], ms[MI][2];\n",
"      bool rescale = false;\n",
"          const float mn = fmaxf(m[mi][hf], mt[mi][hf]);\n",
"          ms[mi][hf] = mn == SA_NEG_INF \? 0.f : mn * p.scale_log2;\n",
"          alpha[mi][hf] = sa_exp2(m[mi][hf] * p.scale_log2 - ms[mi][hf]);\n",
"          rescale |= mn != m[mi][hf];\n",
"          m[mi][hf] = mn;\n",
"          float rs = 0.f;\n",
"          for (int ni = 0; ni < NT; ++ni) {\n",
"            const float p0 = sa_exp2(s[mi][ni][2 * hf] * p.scale_log2 - ms[mi][hf]);\n",
"            const float p1 = sa_exp2(s[mi][ni][2 * hf + 1] * p.scale_log2 - ms[mi][hf]);\n",
"            rs += p0 + p1;\n",
"            *(sa_u32 *)(p_smem + (mi * 16 + g + 8 * hf) * PRS + (ni * 8 + 2 * tq) * 2) = sa_pack2(p0, p1);\n",
"          }\n",
"          l[mi][hf] = l[mi][hf] * alpha[mi][hf] + rs;\n",
"      if (__any_sync(0xffffffffu, rescale)) {\n",
"        for (int mi = 0; mi < MI; ++mi)\n",
"          for (int dt = 0; dt < DT; ++dt) {\n",
"            o[mi][dt][0] *= alpha[mi][0]; o[mi][dt][1] *= alpha[mi][0];\n",
"            o[mi][dt][2] *= alpha[mi][1]; o[mi][dt][3] *= alpha[mi][1];\n",
"      pending = true;\n",
"      if (V_AFTER_DECISION) sa_dec_load(s_vw + (u % VST) * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, gl, gn, gown, t * BN, kv_len, lane);\n",
"    if (!V_AFTER_DECISION && t0 + u + KST - 1 < t1)\n",
"      sa_dec_load(s_vw + ((u + KST - 1) % VST) * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, gl, gn, gown, (t + KST - 1) * BN, kv_len, lane);\n",
"  __syncwarp();\n",
"  if (pending) sa_pv_smem(o, p_lane, v_lane + ((t1 - t0 - 1) % VST) * TILE_BYTES);\n",
"  /* Merge the warps' partial results by LSE, through the (now free) tile memory. */\n",
"  float *mo = (float *)(smem + Q_BYTES);                    /* [WARPS][RB_MAX][D] */\n",
"  float *mm = mo + WARPS * RB_MAX * D;                       /* [WARPS][RB_MAX]: max, log2 units */\n",
"  float *ml = mm + WARPS * RB_MAX;                           /* [WARPS][RB_MAX]: row sum */\n",
"      const int r = mi * 16 + g + 8 * hf;\n",
"      for (int dt = 0; dt < DT; ++dt) {\n",
"        mo[(warp * RB_MAX + r) * D + dt * 8 + 2 * tq] = o[mi][dt][2 * hf];\n",
"        mo[(warp * RB_MAX + r) * D + dt * 8 + 2 * tq + 1] = o[mi][dt][2 * hf + 1];\n",
"      if (tq == 0) {\n",
"        mm[warp * RB_MAX + r] = m[mi][hf] == SA_NEG_INF \? SA_NEG_INF : m[mi][hf] * p.scale_log2;\n",
"        ml[warp * RB_MAX + r] = lf;\n",
"  for (int c = tid; c < RB * D; c += THREADS) {\n",
"    const int r = c / D, d = c % D;\n",
"    const int gr = rb * RB + r, qi = gr / p.group, h = kvh * p.group + gr % p.group;\n",
"    if (qi >= p.q_len) continue;\n",
"    float mx = SA_NEG_INF;\n",
"    for (int w = 0; w < WARPS; ++w) mx = fmaxf(mx, mm[w * RB_MAX + r]);\n",
"    float sum = 0.f, acc = 0.f;\n",
"    if (mx != SA_NEG_INF) {\n",
"      for (int w = 0; w < WARPS; ++w) {\n",
"        const float e = sa_exp2(mm[w * RB_MAX + r] - mx);\n",
"        sum += ml[w * RB_MAX + r] * e;\n",
"        acc += mo[(w * RB_MAX + r) * D + d] * e;\n",
"    const float out = sum > 0.f \? acc / sum : 0.f;\n",
"    const float lse = sum > 0.f \? (mx + __log2f(sum)) * 0.69314718055994531f : SA_NEG_INF;\n",
"    if (p.num_splits == 1) {\n",
"      p.o[(sa_i64)b * p.o_b + (sa_i64)qi * p.o_s + (sa_i64)h * p.o_h + d] = (sa_u16)(sa_pack2(out, 0.f) & 0xffffu);\n",
"      if (d == 0 && p.lse) p.lse[((sa_i64)b * p.heads_q + h) * p.q_len + qi] = lse;\n",
"    } else {\n",
"      const sa_i64 row = (((sa_i64)split * p.batch + b) * p.q_len + qi) * p.heads_q + h;\n",
"      p.part_o[row * D + d] = out;\n",
"      if (d == 0) p.part_lse[row] = lse;\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"const int pg_first = (j0) >> page_shift;\n",
"  const sa_i64 pg0 = (sa_i64)__ldg(bt + pg_first) * ps;\n",
"  const sa_i64 pg1 = (sa_i64)__ldg(bt + (min((j0) + BN, len) - 1 >> page_shift)) * ps;\n",
"      const sa_i64 off = (((((j) >> page_shift) == pg_first) \? pg0 : pg1) + (sa_i64)((j) & ((1 << page_shift) - 1)) * rs);   /* every lane: the gather shuffles */\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged(const sa_dec_params p) {\n",
"  const sa_u16 *kg = p.k + (sa_i64)kvh * p.k_h;\n",
"  const sa_u16 *vg = p.v + (sa_i64)kvh * p.v_h;\n",
"  const int *bt = p.block_table + (sa_i64)b * p.max_pages;\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"/* The cache position of gather position j: a list entry or a new key; -1 for an ignored entry or past the end. */\n",
"SA_DEV int sa_gather_key(const int *gl, int gn, int gown, int j) {\n",
"  if (j >= gn) return gown + (j - gn);   /* past the last new key: compares above every limit, never loaded */\n",
"  const int k = __ldg(gl + j);\n",
"  return k >= 0 && k < gown && (j == 0 || __ldg(gl + j - 1) != k) \? k : -1;\n",
"static_assert(BN == 32, \"one key per lane\");\n",
"  const int tkey = sa_gather_key(gl, gn, gown, (j0) + lane);\n",
"      const sa_i64 off = ([&]() -> sa_i64 { const int k_ = __shfl_sync(0xffffffffu, tkey, (j) - j0); return k_ < 0 \? (sa_i64)-1 : (sa_i64)k_ * rs; }());   /* every lane: the gather shuffles */\n",
"      const bool ok = j < len && (off) >= 0;\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"  const int src_h = p.head_map \? __ldg(p.head_map + kvh) : kvh;\n",
"  const int *gl = p.kc_indices + ((sa_i64)b * p.heads_kv + src_h) * p.kc_max_k;\n",
"  const int gn = p.kc_max_k > 0 \? min(__ldg(p.kc_counts + (sa_i64)b * p.heads_kv + src_h), p.kc_max_k) : 0;\n",
"  const int gown = max(0, len_k - p.q_len);   /* the first new key */\n",
"  const int kv_len = gn + (len_k - gown);\n",
"    const int tkey = sa_gather_key(gl, gn, gown, (t) * BN + lane);\n",
"    if (true) {   /* the row's limit: bottom-right causal, key j <= len_k - q_len + qi */\n",
"              if (([&]() -> int { const int k_ = __shfl_sync(0xffffffffu, tkey, (t * BN + ni * 8 + 2 * tq + c) - t * BN); return k_ < 0 \? 0x7fffffff : k_; }()) > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"      const sa_i64 off = ([&]() -> sa_i64 { const int k_ = __shfl_sync(0xffffffffu, tkey, (j) - j0); return k_ < 0 \? (sa_i64)-1 : (sa_i64)__ldg(bt + (k_ >> page_shift)) * ps + (sa_i64)(k_ & ((1 << page_shift) - 1)) * rs; }());   /* every lane: the gather shuffles */\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"constexpr int MI = 2;             /* m16 tiles of rows */\n",
"static_assert(SMEM_BYTES == 162304, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d64_n32w4s4m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"constexpr bool V_AFTER_DECISION = true;\n",
"static_assert(SMEM_BYTES == 118016, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"  /* log2(lambda) for this sequence; -inf disables skipping */\n",
"  int n_skipped = 0;\n",
"bool skip = false;\n",
"    if (l2lam != SA_NEG_INF && (u) > 0) {\n",
"      bool agree = true;\n",
"        for (int hf = 0; hf < 2; ++hf)\n",
"          if (((row_bits >> (mi * 2 + hf)) & 1u) && mt[mi][hf] != SA_NEG_INF &&\n",
"              !((mt[mi][hf] - m[mi][hf]) * p.scale_log2 < l2lam))\n",
"            agree = false;\n",
"      skip = __all_sync(0xffffffffu, agree);\n",
"    n_skipped += skip;\n",
"    if (p.blasst_mask && lane == 0) p.blasst_mask[mask_base + t0 + (u)] = skip;\n",
"  if (p.blasst_counters && lane == 0 && t1 > t0) {\n",
"    atomicAdd(p.blasst_counters, (unsigned long long)(t1 - t0));\n",
"    atomicAdd(p.blasst_counters + 1, (unsigned long long)n_skipped);\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 125440, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d64_n32w4s4m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"  float *sraw = p.pool_out + ((sa_i64)b * p.heads_kv + kvh) * RB * p.pool_stride;\n",
"      for (int hf = 0; hf < 2; ++hf)\n",
"        if ((row_bits >> (mi * 2 + hf)) & 1u) {\n",
"          float *dst = sraw + (sa_i64)(mi * 16 + g + 8 * hf) * p.pool_stride + t * BN + 2 * tq;\n",
"              if (t * BN + ni * 8 + 2 * tq + c < len_k) dst[ni * 8 + c] = s[mi][ni][2 * hf + c] * p.scale_log2;\n",
"        const float msc = mn == SA_NEG_INF \? 0.f : mn * p.scale_log2;\n",
"        for (int ni = 0; ni < NT; ++ni)\n",
"          rs += sa_exp2(s[mi][ni][2 * hf] * p.scale_log2 - msc) + sa_exp2(s[mi][ni][2 * hf + 1] * p.scale_log2 - msc);\n",
"        l[mi][hf] = l[mi][hf] * sa_exp2(m[mi][hf] * p.scale_log2 - msc) + rs;\n",
"    const bool skip = true;\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* decode_combine__bf16_d64__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"/* The host mirrors this layout (sa__comb_params in sparseattn.h). */\n",
"struct sa_comb_params {\n",
"  const float *part_o, *part_lse;   /* [splits][B][q_len][Hq][D], [splits][B][q_len][Hq] */\n",
"  float *lse;                        /* optional [B][Hq][q_len] */\n",
"  int num_splits, batch, q_len, heads_q;\n",
"/* One warp per output row (b, qi, h). */\n",
"extern \"C\" __global__ void __launch_bounds__(128)\n",
"decode_combine__bf16_d64__sm80(const sa_comb_params p) {\n",
"  const int lane = threadIdx.x & 31;\n",
"  const sa_i64 rows = (sa_i64)p.batch * p.q_len * p.heads_q;\n",
"  const sa_i64 row = (sa_i64)blockIdx.x * 4 + (threadIdx.x >> 5);\n",
"  if (row >= rows) return;\n",
"  const int h = (int)(row % p.heads_q), qi = (int)((row / p.heads_q) % p.q_len), b = (int)(row / ((sa_i64)p.heads_q * p.q_len));\n",
"  float mx = SA_NEG_INF;\n",
"  for (int s = lane; s < p.num_splits; s += 32) mx = fmaxf(mx, p.part_lse[s * rows + row]);\n",
"  for (int k = 16; k > 0; k >>= 1) mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, k));\n",
"  float sum = 0.f;\n",
"  if (mx != SA_NEG_INF)\n",
"    for (int s = lane; s < p.num_splits; s += 32) sum += __expf(p.part_lse[s * rows + row] - mx);\n",
"  for (int k = 16; k > 0; k >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, k);\n",
"  const float inv = sum > 0.f \? 1.f / sum : 0.f;\n",
"  sa_u16 *o = p.o + (sa_i64)b * p.o_b + (sa_i64)qi * p.o_s + (sa_i64)h * p.o_h;\n",
"  for (int d = lane * 2; d < D; d += 64) {\n",
"    float a0 = 0.f, a1 = 0.f;\n",
"    if (mx != SA_NEG_INF)\n",
"      for (int s = 0; s < p.num_splits; ++s) {\n",
"        const float w = __expf(p.part_lse[s * rows + row] - mx) * inv;\n",
"        const float *po = p.part_o + (s * rows + row) * D + d;\n",
"        a0 += w * po[0];\n",
"        a1 += w * po[1];\n",
"    *(sa_u32 *)(o + d) = sa_pack2(a0, a1);\n",
"  if (lane == 0 && p.lse) p.lse[((sa_i64)b * p.heads_q + h) * p.q_len + qi] = sum > 0.f \? mx + __logf(sum) : SA_NEG_INF;\n",
"/* decode_combine__fp16_d64__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d64__sm80(const sa_comb_params p) {\n",
"/* fwd_block_sparse__bf16_d64_m128n64w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int BN = 64;\n",
"static_assert(SMEM_BYTES == 55296, \"host and kernel disagree on shared memory\");\n",
"fwd_block_sparse__bf16_d64_m128n64w4s2__sm80(const sa_fwd_params p) {\n",
"  __shared__ unsigned sa_blist[2048];\n",
"  __shared__ int sa_wsum[THREADS / 32];\n",
"  const int bshift = p.key_shift, beta = 1 << bshift;\n",
"  int n_ent = 0;\n",
"    const int last_row = min(m0 + BM, len_q) - 1;\n",
"    const int hi_key = CAUSAL \? min(len_k - 1, last_row + diag) : len_k - 1;   /* no row sees a key past it */\n",
"    if (hi_key >= 0) {\n",
"      /* Bitmaps of blocks [0, hb] in the tile buffers (not in use yet): present, and listed by the caller. */\n",
"      const int hb = hi_key >> bshift, n_words = (hb >> 5) + 1;\n",
"      unsigned *any = (unsigned *)smem, *listed = any + n_words;\n",
"      const int s_hi = min(hb, ((p.sink + beta - 1) >> bshift) - 1);\n",
"      const int w_lo = p.window > 0 \? max(0, (CAUSAL \? m0 + diag : len_k - 1) - p.window + 1) >> bshift : hb + 1;\n",
"      auto bits = [](int w, int lo, int hi) -> unsigned {   /* blocks [lo, hi] within word w */\n",
"        const int a = max(lo, w * 32), z = min(hi, w * 32 + 31);\n",
"        return a > z \? 0u : (z - a == 31 \? ~0u : ((1u << (z - a + 1)) - 1u)) << (a - w * 32);\n",
"      };\n",
"      for (int w = tid; w < n_words; w += THREADS) {\n",
"        any[w] = bits(w, 0, s_hi) | bits(w, w_lo, hb);\n",
"        listed[w] = 0u;\n",
"      __syncthreads();\n",
"      const sa_i64 li = ((sa_i64)b * p.heads_q + h) * p.query_blocks + m_block;\n",
"      const int cnt = p.max_blocks > 0 \? min(__ldg(p.block_count + li), p.max_blocks) : 0;\n",
"      const int *bi = p.block_index + li * p.max_blocks;\n",
"      for (int e = tid; e < cnt; e += THREADS) {\n",
"        const int j = __ldg(bi + e);\n",
"        if (j >= 0 && j <= hb) {\n",
"          atomicOr(any + (j >> 5), 1u << (j & 31));\n",
"          atomicOr(listed + (j >> 5), 1u << (j & 31));\n",
"      /* Compact in order: each thread takes a run of words; an exclusive scan of their counts places them. */\n",
"      const int per = (n_words + THREADS - 1) / THREADS, w0 = min(n_words, tid * per), w1 = min(n_words, w0 + per);\n",
"      int c = 0;\n",
"      for (int w = w0; w < w1; ++w) c += __popc(any[w]);\n",
"      int incl = c;\n",
"      for (int o = 1; o < 32; o <<= 1) {\n",
"        const int y = __shfl_up_sync(0xffffffffu, incl, o);\n",
"        if (lane >= o) incl += y;\n",
"      if (lane == 31) sa_wsum[warp] = incl;\n",
"      int off = incl - c;\n",
"      for (int w = 0; w < THREADS / 32; ++w) {\n",
"        if (w < warp) off += sa_wsum[w];\n",
"        n_ent += sa_wsum[w];\n",
"      for (int w = w0; w < w1; ++w)\n",
"        for (unsigned a = any[w], k = listed[w]; a; a &= a - 1u, ++off) {\n",
"          const int bit = __ffs(a) - 1;\n",
"          if (off < 2048) sa_blist[off] = (unsigned)(w * 32 + bit) | (((k >> bit) & 1u) << 31);\n",
"      n_ent = min(n_ent, 2048);   /* the host keeps lists within this */\n",
"  __syncthreads();   /* the list is complete; the tile buffers are free again */\n",
"  const int n_tiles = (int)(((sa_i64)n_ent * beta + BN - 1) / BN);\n",
"    if (st < n_tiles) { {\n",
"        const int v0 = (st) * BN;\n",
"        auto row_of = [v0, n_ent, bshift, beta, len_k](int r) -> int {   /* key of the tile's row r, -1 past the list or the sequence */\n",
"          const int v = v0 + r, e = v >> bshift;\n",
"          if (e >= n_ent) return -1;\n",
"          const int j = (int)((sa_blist[e] & 0x7fffffffu) << bshift) + (v & (beta - 1));\n",
"          return j < len_k \? j : -1;\n",
"        };\n",
"        sa_load_rows_at<BN>(s_k + (st) * KV_BYTES, kg, p.k_s, row_of, tid);\n",
"        sa_load_rows_at<BN>(s_v + (st) * KV_BYTES, vg, p.v_s, row_of, tid);\n",
"      } }\n",
"      if (tn < n_tiles) { {\n",
"        const int v0 = (tn) * BN;\n",
"        sa_load_rows_at<BN>(s_k + (tn % STAGES) * KV_BYTES, kg, p.k_s, row_of, tid);\n",
"        sa_load_rows_at<BN>(s_v + (tn % STAGES) * KV_BYTES, vg, p.v_s, row_of, tid);\n",
"    /* Row i keeps key j iff j is visible (causal, in the sequence) and a listed block's, a sink or in i's window. Keys\n",
"       of one n8 column group share a block (beta >= 16). Tiles of listed or sink blocks below every row's limit skip\n",
"       this; the list is re-read per column group rather than held in registers (the loop is at the register limit). */\n",
"      const int v0 = (t) * BN;\n",
"      const int lim0 = CAUSAL \? min(len_k - 1, m0 + diag) : len_k - 1;\n",
"      const int sink = p.sink;\n",
"      auto group = [v0, n_ent, bshift, beta, sink](int ni, int &jb) -> bool {   /* first key of column group ni (-1: none); unconditional\? */\n",
"        const int v = v0 + ni * 8, e = v >> bshift;\n",
"        const unsigned w = e < n_ent \? sa_blist[e] : 0u;\n",
"        jb = e < n_ent \? (int)((w & 0x7fffffffu) << bshift) + (v & (beta - 1)) : -1;\n",
"        return (w >> 31) != 0u || jb + 8 <= sink;\n",
"      bool need = false;\n",
"      for (int ni = 0; ni < NT; ++ni) {\n",
"        int jb;\n",
"        const bool uncond = group(ni, jb);\n",
"        need |= !(uncond && jb >= 0 && jb + 7 <= lim0);\n",
"      if (need) {\n",
"        int lim[MI][2];\n",
"          for (int hf = 0; hf < 2; ++hf) {\n",
"            const int row = m0 + warp * WM + mi * 16 + g + 8 * hf;\n",
"            lim[mi][hf] = row >= len_q \? -1 : CAUSAL \? min(len_k - 1, row + diag) : len_k - 1;\n",
"          int jb;\n",
"          const bool uncond = group(ni, jb);\n",
"          for (int mi = 0; mi < MI; ++mi)\n",
"            for (int hf = 0; hf < 2; ++hf)\n",
"              for (int c = 0; c < 2; ++c) {\n",
"                const int j = jb + 2 * tq + c;\n",
"                if (!(jb >= 0 && j <= lim[mi][hf] && (uncond || j < sink || j > lim[mi][hf] - p.window)))\n",
"                  s[mi][ni][2 * hf + c] = SA_NEG_INF;\n",
"              }\n",
"/* fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"  constexpr int FS = D + 4;   /* fp32 row stride: the pad spreads a column chunk of consecutive rows over the banks */\n",
"  static_assert(BM * FS * 4 <= Q_BYTES + 2 * STAGES * KV_BYTES, \"O_* must fit in the tile buffers\");\n",
"  float *os = (float *)smem;\n",
"        os[r * FS + dt * 8 + 2 * tq] = o[mi][dt][2 * hf] * inv;\n",
"        os[r * FS + dt * 8 + 2 * tq + 1] = o[mi][dt][2 * hf + 1] * inv;\n",
"  auto unpack2 = [](sa_u32 v, float &lo, float &hi) {   /* two 16-bit values -> fp32, lo from the low half */\n",
"    lo = __uint_as_float(v << 16);\n",
"    hi = __uint_as_float(v & 0xffff0000u);\n",
"  };\n",
"  const sa_u16 *dg = p.delta_o + (sa_i64)b * p.d_b + (sa_i64)h * p.d_h;\n",
"    const int row = c / CPR, ch = c % CPR, i = m0 + row;\n",
"    if (i >= len_q) continue;\n",
"    const int w = i / p.gamma;\n",
"    const sa_v4 dv = *(const sa_v4 *)(dg + (sa_i64)w * p.d_s + ch * 8);\n",
"    const float *a = os + row * FS + ch * 8, *z = os + (w * p.gamma - m0) * FS + ch * 8;\n",
"    const sa_u32 din[4] = {dv.x, dv.y, dv.z, dv.w};\n",
"    sa_u32 out[4];\n",
"    for (int u = 0; u < 4; ++u) {\n",
"      float d0, d1;\n",
"      unpack2(din[u], d0, d1);\n",
"      out[u] = sa_pack2(a[2 * u] + (d0 - z[2 * u]), a[2 * u + 1] + (d1 - z[2 * u + 1]));\n",
"    sa_v4 ov;\n",
"    ov.x = out[0]; ov.y = out[1]; ov.z = out[2]; ov.w = out[3];\n",
"    *(sa_v4 *)(og + (sa_i64)i * p.o_s + ch * 8) = ov;\n",
"/* fwd_block_sparse__fp16_d64_m128n64w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d64_m128n64w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"    asm(\"{ .reg .f16 a, b;\\n mov.b32 {a, b}, %2;\\n cvt.f32.f16 %0, a;\\n cvt.f32.f16 %1, b;\\n}\" : \"=f\"(lo), \"=f\"(hi) : \"r\"(v));\n",
"/* fwd_kascade__bf16_d64_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__bf16_d64_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"  const int own_lo = max(0, m0 + diag), own_hi = min(len_k, min(m0 + BM, len_q) + diag);   /* the tile's own keys */\n",
"  const sa_i64 li = ((sa_i64)b * (p.heads_q / p.group) + src_h) * p.query_blocks + m_block;\n",
"  const int *tl = p.block_index + li * p.max_blocks;\n",
"  const int cnt = p.max_blocks > 0 \? min(__ldg(p.block_count + li), p.max_blocks) : 0;\n",
"  const int nl = (cnt + BN - 1) / BN;\n",
"  const int n_tiles = nl + (own_hi > own_lo \? (own_hi - own_lo + BN - 1) / BN : 0);\n",
"  auto key_of = [tl, cnt, nl, own_lo, own_hi](int v) -> int {   /* key of virtual position v, -1 for none */\n",
"    if (v < nl * BN) {\n",
"      if (v >= cnt) return -1;\n",
"      const int j = __ldg(tl + v);\n",
"      return j >= 0 && j < own_lo && (v == 0 || __ldg(tl + v - 1) != j) \? j : -1;\n",
"    const int j = own_lo + v - nl * BN;\n",
"    return j < own_hi \? j : -1;\n",
"  static_assert(STAGES == 2, \"the key ring resolves one tile ahead of the copies\");\n",
"  __shared__ int sa_tkeys[3][BN];\n",
"  for (int r = tid; r < BN; r += THREADS) sa_tkeys[0][r] = key_of(r);\n",
"        const int *keys = sa_tkeys[(st) % 3];\n",
"        auto row_of = [keys](int r) -> int { return keys[r]; };\n",
"        for (int r = tid; r < BN; r += THREADS) sa_tkeys[((st) + 1) % 3][r] = key_of(((st) + 1) * BN + r);\n",
"        const int *keys = sa_tkeys[(tn) % 3];\n",
"        for (int r = tid; r < BN; r += THREADS) sa_tkeys[((tn) + 1) % 3][r] = key_of(((tn) + 1) * BN + r);\n",
"    /* List tiles: mask the empty and ignored entries (every listed key is before the tile: visible to all rows).\n",
"       Own tiles: causal. */\n",
"    if ((t) < nl) {\n",
"      for (int ni = 0; ni < NT; ++ni)\n",
"        for (int c = 0; c < 2; ++c)\n",
"          if (sa_tkeys[(t) % 3][ni * 8 + 2 * tq + c] < 0)\n",
"            for (int mi = 0; mi < MI; ++mi) s[mi][ni][c] = s[mi][ni][2 + c] = SA_NEG_INF;\n",
"      const int j0 = own_lo + ((t) - nl) * BN;\n",
"          const int lim = row >= len_q \? -1 : min(own_hi - 1, row + diag);\n",
"              if (j0 + ni * 8 + 2 * tq + c > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;\n",
"/* fwd_kascade__fp16_d64_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__fp16_d64_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__bf16_d64_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__bf16_d64_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"  __shared__ float sa_pool[THREADS / 32][BN];   /* per warp: its rows' column sums of the tile */\n",
"  float pl[MI][2];\n",
"      const int row = m0 + warp * WM + mi * 16 + g + 8 * hf;\n",
"      const float x = row < len_q \? p.pool_lse[lse_off + (sa_i64)h * p.lse_h + row] : SA_NEG_INF;\n",
"      pl[mi][hf] = x == SA_NEG_INF \? __int_as_float(0x7f800000) : x * 1.4426950408889634f;\n",
"  const int pool_lo = max(0, m0 + diag);   /* the tile's first own key */\n",
"  float *pout = p.pool_out + (((sa_i64)b * (p.heads_q / p.group) + kvh) * p.pool_tiles + (m_block - p.m_block0)) * p.pool_stride;\n",
"      if ((t) * BN < pool_lo) {\n",
"          for (int c = 0; c < 2; ++c) {\n",
"            float x = 0.f;\n",
"            for (int mi = 0; mi < MI; ++mi)\n",
"              for (int hf = 0; hf < 2; ++hf) x += sa_exp2(s[mi][ni][2 * hf + c] * p.scale_log2 - pl[mi][hf]);\n",
"            x += __shfl_xor_sync(0xffffffffu, x, 4);\n",
"            x += __shfl_xor_sync(0xffffffffu, x, 8);\n",
"            x += __shfl_xor_sync(0xffffffffu, x, 16);\n",
"            if (g == 0) sa_pool[warp][ni * 8 + 2 * tq + c] = x;\n",
"        __syncthreads();   /* the next writes come after the loop's barrier */\n",
"        for (int i = tid; i < BN; i += THREADS)\n",
"          if ((t) * BN + i < pool_lo) {\n",
"            for (int w = 0; w < THREADS / 32; ++w) x += sa_pool[w][i];\n",
"            atomicAdd(pout + (t) * BN + i, x);\n",
"      continue;\n",
"  (void)o; (void)m; (void)l; (void)o_off; (void)lse_off;\n",
"/* fwd_kascade_pool__fp16_d64_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__fp16_d64_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d64_m128n64w8s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"constexpr int WARPS = 8;\n",
"constexpr int BSHIFT = 6;\n",
"constexpr int NB = BN >> BSHIFT;    /* key blocks per tile */\n",
"static_assert(NB >= 1 && (NB << BSHIFT) == BN && MI == 1, \"the query-sparse pass: whole key blocks per tile, 16 rows a warp\");\n",
"fwd_qsa__bf16_d64_m128n64w8s2__sm80_exact(const sa_fwd_params p) {\n",
"  const int gamma = p.gamma;\n",
"  len_q = (len_q + gamma - 1) / gamma;   /* rows of the pass; diag keeps the real lengths */\n",
"  q_rs *= gamma;\n",
"  o_off = (sa_i64)b * p.o_b;\n",
"  lse_off = (sa_i64)b * p.lse_b;\n",
"  static_assert(CAUSAL, \"the query-sparse pass is causal\");\n",
"  const int n_end = min(len_k, (min(m0 + BM, len_q) - 1) * gamma + diag + 1);\n",
"  const int key_lim0 = m0 + BM > len_q \? -1 : min(len_k - 1, m0 * gamma + diag);\n",
"  /* this lane's row: local row my_row, query position (m0 + my_row) * gamma */\n",
"  const int my_row = warp * WM + g + 8 * (tq & 1);\n",
"  const bool my_own = tq < 2 && m0 + my_row < len_q;\n",
"  const int tk_k = p.topk_k;\n",
"  const sa_i64 tk_base = ((((sa_i64)b * p.heads_q + h) * p.nq) + m0 + my_row) * tk_k;\n",
"  int *tk_oi = p.topk_index + tk_base;\n",
"  float *tk_os = p.topk_score + tk_base;\n",
"  /* candidate blocks of each of this lane's rows: [tk_jlo, tk_jhi[hf]] */\n",
"  const int tk_jlo = p.sink >> BSHIFT;\n",
"  int tk_jhi[2];\n",
"  for (int hf = 0; hf < 2; ++hf) {\n",
"    const int row = m0 + warp * WM + g + 8 * hf;\n",
"    const int lim = row < len_q \? min(len_k - 1, row * gamma + diag) : -1;\n",
"    tk_jhi[hf] = lim - p.window >= 0 \? (lim - p.window) >> BSHIFT : -1;\n",
"  const int my_jhi = (tq & 1) \? tk_jhi[1] : tk_jhi[0];   /* selects: a dynamic index would go to local memory */\n",
"  const int tk_ncand = max(0, my_jhi - tk_jlo + 1);\n",
"  float bsum[2][NB];\n",
"  for (int hf = 0; hf < 2; ++hf)\n",
"    for (int nb = 0; nb < NB; ++nb) bsum[hf][nb] = 0.f;\n",
"  /* exact slots after the tile buffers: scores [BM][KP], then blocks [BM][KP]; KP odd spreads rows over banks */\n",
"  const int tk_ke = tk_k;\n",
"  const int KP = tk_ke | 1;\n",
"  float *tk_s0 = (float *)(smem + SMEM_BYTES), *tk_s = tk_s0 + my_row * KP;\n",
"  int *tk_i0 = (int *)(smem + SMEM_BYTES) + BM * KP, *tk_i = tk_i0 + my_row * KP;\n",
"  int tk_n = 0, tk_arg = 0;\n",
"  float tk_min = SA_NEG_INF;\n",
"    /* Mask keys past the end and, when causal, keys after each row's diagonal (row * gamma: the row's query position). */\n",
"          const int lim = row >= len_q \? -1 : CAUSAL \? min(len_k - 1, row * gamma + diag) : len_k - 1;\n",
"          bsum[hf][(ni) * 8 >> BSHIFT] += p0 + p1;\n",
"    /* This tile's block scores: sum of p = sum exp2(s * scale_log2 - ms), so S = (ms + log2(sum)) ln 2. */\n",
"    for (int nb = 0; nb < NB; ++nb) {\n",
"      const int j = ((t) * BN >> BSHIFT) + nb;\n",
"      float sc[2];\n",
"      bool under = false;\n",
"        const float tot = sa_quad_sum(bsum[hf][nb]);\n",
"        bsum[hf][nb] = 0.f;\n",
"        sc[hf] = tot > 0.f \? (ms[0][hf] + __log2f(tot)) * 0.69314718055994531f : SA_NEG_INF;\n",
"        under |= tot == 0.f && j >= tk_jlo && j <= tk_jhi[hf];\n",
"      if (__any_sync(0xffffffffu, under)) {\n",
"        /* every probability of a candidate underflowed (its keys are > 87 below the row max): its best score stands\n",
"           in, a lower bound within ln(beta) of the true one; such a block only matters when k exceeds the rest */\n",
"          float x = SA_NEG_INF;\n",
"          for (int ni = nb * (NT / NB); ni < (nb + 1) * (NT / NB); ++ni)\n",
"            x = fmaxf(x, fmaxf(s[0][ni][2 * hf], s[0][ni][2 * hf + 1]));\n",
"          x = sa_quad_max(x);\n",
"          if (sc[hf] == SA_NEG_INF && x != SA_NEG_INF) sc[hf] = x * p.scale_log2 * 0.69314718055994531f;\n",
"      const float x = (tq & 1) \? sc[1] : sc[0];\n",
"      bool tk_find = false;   /* this lane's row needs its new minimum */\n",
"      if (my_own && j >= tk_jlo && j <= my_jhi) {\n",
"        if (tk_n < tk_ke) {\n",
"          tk_s[tk_n] = x; tk_i[tk_n] = j;\n",
"          tk_find = ++tk_n == tk_ke;\n",
"        } else if (x > tk_min) {\n",
"          tk_s[tk_arg] = x; tk_i[tk_arg] = j;\n",
"          tk_find = true;\n",
"      /* O(k) argmin of each row that changed, by the whole warp (32 slots a step, then a shuffle reduction):\n",
"         the minimum is the smallest score, ties the larger block */\n",
"      for (unsigned need = __ballot_sync(0xffffffffu, tk_find); need; need &= need - 1u) {\n",
"        const int owner = __ffs(need) - 1;\n",
"        const int rr = __shfl_sync(0xffffffffu, my_row, owner);\n",
"        float mn = __int_as_float(0x7f800000);\n",
"        int mb = -1, slot = 0;\n",
"        for (int i = lane; i < tk_ke; i += 32) {\n",
"          const float y = tk_s0[rr * KP + i];\n",
"          const int yb = tk_i0[rr * KP + i];\n",
"          if (y < mn || (y == mn && yb > mb)) { mn = y; mb = yb; slot = i; }\n",
"        for (int o = 16; o > 0; o >>= 1) {\n",
"          const float y = __shfl_xor_sync(0xffffffffu, mn, o);\n",
"          const int yb = __shfl_xor_sync(0xffffffffu, mb, o), ys = __shfl_xor_sync(0xffffffffu, slot, o);\n",
"          if (y < mn || (y == mn && (yb > mb || (yb == mb && ys < slot)))) { mn = y; mb = yb; slot = ys; }\n",
"        if (lane == owner) { tk_min = mn; tk_arg = slot; }\n",
"  if (my_own) {\n",
"    for (int i = 0; i < tk_ke; ++i) {\n",
"      tk_oi[i] = i < tk_n \? tk_i[i] : -1;\n",
"      tk_os[i] = i < tk_n \? tk_s[i] : SA_NEG_INF;\n",
"/* fwd_qsa__bf16_d64_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"constexpr int BM = 64;\n",
"static_assert(SMEM_BYTES == 46080, \"host and kernel disagree on shared memory\");\n",
"fwd_qsa__bf16_d64_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"  /* leaves: the row's output slots (block INT_MAX = empty until finish); internal nodes 1 .. KT-1 in p.topk_tree:\n",
"     the minimum of each subtree as (score, block, leaf). Pad leaves past k are +inf, never the minimum. */\n",
"  int KT = 1;\n",
"  while (KT < tk_k) KT <<= 1;\n",
"    const sa_i64 rows0 = (((sa_i64)b * p.heads_q + h) * p.nq) + m0;\n",
"    const int nrows = min(BM, len_q - m0);\n",
"    for (int c = tid; c < nrows * KT; c += THREADS) {\n",
"      const int r = c / KT, n = c % KT;\n",
"      if (n < tk_k) {\n",
"        p.topk_index[(rows0 + r) * tk_k + n] = 0x7fffffff;\n",
"        p.topk_score[(rows0 + r) * tk_k + n] = SA_NEG_INF;\n",
"      if (n >= 1) {   /* a subtree's minimum at the start: its leftmost leaf */\n",
"        int lf = n;\n",
"        while (lf < KT) lf <<= 1;\n",
"        lf -= KT;\n",
"        unsigned char *nd = p.topk_tree + (rows0 + r) * (sa_i64)KT * 12;\n",
"        ((float *)nd)[n] = lf < tk_k \? SA_NEG_INF : __int_as_float(0x7f800000);\n",
"        ((int *)(nd + 4 * KT))[n] = lf < tk_k \? 0x7fffffff : -1;\n",
"        ((int *)(nd + 8 * KT))[n] = lf;\n",
"    __syncthreads();   /* the owners read what other threads wrote (also when the row sees no tile) */\n",
"  unsigned char *tk_nd = p.topk_tree + (tk_base / tk_k) * (sa_i64)KT * 12;\n",
"  float *nd_s = (float *)tk_nd;\n",
"  int *nd_i = (int *)(tk_nd + 4 * KT), *nd_l = (int *)(tk_nd + 8 * KT);\n",
"  float rt_s = SA_NEG_INF;            /* the root: the worst kept score and its leaf */\n",
"  int rt_l = 0;\n",
"        if (x > rt_s) {   /* better than the worst kept (an equal score loses: its block is larger) */\n",
"          int c = KT + rt_l;\n",
"          float cs = x;\n",
"          int ci = j, cl = rt_l;\n",
"          tk_os[rt_l] = x;\n",
"          tk_oi[rt_l] = j;\n",
"          for (int n = c >> 1; n >= 1; c = n, n >>= 1) {\n",
"            const int sib = c ^ 1;\n",
"            float ss;\n",
"            int si, sl;\n",
"            if (sib >= KT) {\n",
"              sl = sib - KT;\n",
"              ss = sl < tk_k \? tk_os[sl] : __int_as_float(0x7f800000);\n",
"              si = sl < tk_k \? tk_oi[sl] : -1;\n",
"            } else {\n",
"              ss = nd_s[sib]; si = nd_i[sib]; sl = nd_l[sib];\n",
"            }\n",
"            if (ss < cs || (ss == cs && (si > ci || (si == ci && sib < c)))) { cs = ss; ci = si; cl = sl; }\n",
"            nd_s[n] = cs; nd_i[n] = ci; nd_l[n] = cl;\n",
"          rt_s = cs; rt_l = cl;\n",
"    for (int i = 0; i < tk_k; ++i)\n",
"      if (tk_oi[i] == 0x7fffffff) tk_oi[i] = -1;\n",
"/* fwd_qsa__bf16_d64_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d64_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"  const int tk_ke = p.k_exact;\n",
"  int tk_ng = 0, tk_wn = 0;          /* greedy slots used; scores seen */\n",
"  float tk_mean = 0.f, tk_m2 = 0.f;  /* Welford */\n",
"        float th = SA_NEG_INF;\n",
"        const int left = (tk_k - tk_ke) - tk_ng;\n",
"        if (left > 0 && tk_wn > 0) {\n",
"          const float pp = 1.f - (float)left / (float)(tk_ncand - tk_wn);\n",
"          if (pp > 0.f) {\n",
"            const float sigma = tk_wn >= 2 \? sqrtf(tk_m2 / (float)tk_wn) : 0.f;\n",
"            th = tk_mean + 1.41421356237f * sigma * erfinvf(2.f * pp - 1.f);\n",
"        float cx = x;\n",
"        int cj = j;\n",
"        bool cand = true;\n",
"          cand = false;\n",
"        } else if (x > tk_min) {   /* the evicted block gets the greedy test instead */\n",
"          cx = tk_min; cj = tk_i[tk_arg];\n",
"        if (cand && left > 0 && cx > th) {\n",
"          tk_os[tk_ke + tk_ng] = cx;\n",
"          tk_oi[tk_ke + tk_ng] = cj;\n",
"          ++tk_ng;\n",
"        ++tk_wn;\n",
"        const float dl = x - tk_mean;\n",
"        tk_mean += dl / (float)tk_wn;\n",
"        tk_m2 += dl * (x - tk_mean);\n",
"    for (int i = tk_ke + tk_ng; i < tk_k; ++i) { tk_oi[i] = -1; tk_os[i] = SA_NEG_INF; }\n",
"/* fwd_qsa__fp16_d64_m128n64w8s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d64_m128n64w8s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d64_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d64_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d64_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d64_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d64_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"constexpr int WM = 16;              /* rows per warp (a warpgroup's 64 rows over its 4 warps) */\n",
"constexpr int MI = 1;\n",
"constexpr int HALF = 64;            /* elements per 128-byte swizzled column half */\n",
"constexpr int NH = D / HALF;        /* column halves */\n",
"constexpr int Q_BYTES = BM * D * 2;\n",
"constexpr int KV_BYTES = BN * D * 2;\n",
"constexpr int RS = (D + 8) * 2;     /* the epilogue's padded O rows */\n",
"constexpr int SMEM_BYTES = Q_BYTES + 2 * STAGES * KV_BYTES + 1024;   /* + alignment slack */\n",
"static_assert(D % HALF == 0 && BM == 64 * (WARPS / 4) && BN % 16 == 0 && BN <= 256, \"tile shape\");\n",
"static_assert(BM * RS <= SMEM_BYTES - 1024, \"the epilogue's O tile must fit\");\n",
"static_assert(SMEM_BYTES == 82944, \"host and kernel disagree on shared memory\");\n",
"/* Async copy of ROWS rows into a swizzled tile (see the header comment): tile row r comes from source row\n",
"   row_of(r), zeros when that is negative. Each thread copies one 16-byte column chunk of every RSTEP-th row. */\n",
"  static_assert(THREADS % CPR == 0, \"a thread's column chunk must not change between its rows\");\n",
"  constexpr int RSTEP = THREADS / CPR;\n",
"  const int row = tid / CPR, ch = tid % CPR;\n",
"  src += ch * 8;\n",
"  dst += (ch / 8) * ROWS * 128;\n",
"  for (int i = 0; i < (ROWS + RSTEP - 1) / RSTEP; ++i) {\n",
"    const int r = row + i * RSTEP;\n",
"    if (ROWS % RSTEP == 0 || r < ROWS) {\n",
"      sa_cp_async16(dst + r * 128 + (((ch & 7) ^ (r & 7)) << 4), sr >= 0 \? src + (sa_i64)sr * stride : src, sr >= 0 \? 16 : 0);\n",
"/* wgmma shared-memory descriptor, 128-byte swizzle: start address, leading and stride byte offsets. */\n",
"SA_DEV sa_u64 sa_desc(sa_u32 addr, sa_u32 lbo, sa_u32 sbo) {\n",
"  return (sa_u64)((addr & 0x3FFFF) >> 4) | ((sa_u64)(lbo >> 4) << 16) | ((sa_u64)(sbo >> 4) << 32) | (1ull << 62);\n",
"SA_DEV void sa_wg_fence() { asm volatile(\"wgmma.fence.sync.aligned;\" ::: \"memory\"); }\n",
"SA_DEV void sa_wg_commit() { asm volatile(\"wgmma.commit_group.sync.aligned;\" ::: \"memory\"); }\n",
"template <int N> SA_DEV void sa_wg_wait() { asm volatile(\"wgmma.wait_group.sync.aligned %0;\" :: \"n\"(N) : \"memory\"); }\n",
"SA_DEV void sa_fence_proxy_async() { asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); }\n",
"/* AND of a predicate over the 128 threads of warpgroup wg (named barrier 1 + wg; 0 is __syncthreads'). */\n",
"SA_DEV bool sa_wg_all(bool pred, int wg) {\n",
"  asm volatile(\"{\\n.reg .pred p, q;\\nsetp.ne.u32 p, %1, 0;\\nbar.red.and.pred q, %2, 128, p;\\nselp.u32 %0, 1, 0, q;\\n}\\n\"\n",
"               : \"=r\"(r) : \"r\"((sa_u32)pred), \"r\"(wg + 1) : \"memory\");\n",
"  return r != 0;\n",
"/* s (+)= A B for one k16 step: A (64 x 16) and B (16 x BN) in shared memory, both K-major. */\n",
"SA_DEV void sa_wgmma_ss(float (&s)[1][NT][4], sa_u64 da, sa_u64 db, int accumulate) {\n",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %66, 0;\\n\"\n",
"               \"wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 \"\n",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63 }, %64, %65, p, 1, 1, 0, 0;\\n}\\n\"\n",
"               : \"+f\"(s[0][0][0]), \"+f\"(s[0][0][1]), \"+f\"(s[0][0][2]), \"+f\"(s[0][0][3]),\n",
"\"+f\"(s[0][1][0]), \"+f\"(s[0][1][1]), \"+f\"(s[0][1][2]), \"+f\"(s[0][1][3]),\n",
"\"+f\"(s[0][2][0]), \"+f\"(s[0][2][1]), \"+f\"(s[0][2][2]), \"+f\"(s[0][2][3]),\n",
"\"+f\"(s[0][3][0]), \"+f\"(s[0][3][1]), \"+f\"(s[0][3][2]), \"+f\"(s[0][3][3]),\n",
"\"+f\"(s[0][4][0]), \"+f\"(s[0][4][1]), \"+f\"(s[0][4][2]), \"+f\"(s[0][4][3]),\n",
"\"+f\"(s[0][5][0]), \"+f\"(s[0][5][1]), \"+f\"(s[0][5][2]), \"+f\"(s[0][5][3]),\n",
"\"+f\"(s[0][6][0]), \"+f\"(s[0][6][1]), \"+f\"(s[0][6][2]), \"+f\"(s[0][6][3]),\n",
"\"+f\"(s[0][7][0]), \"+f\"(s[0][7][1]), \"+f\"(s[0][7][2]), \"+f\"(s[0][7][3]),\n",
"\"+f\"(s[0][8][0]), \"+f\"(s[0][8][1]), \"+f\"(s[0][8][2]), \"+f\"(s[0][8][3]),\n",
"\"+f\"(s[0][9][0]), \"+f\"(s[0][9][1]), \"+f\"(s[0][9][2]), \"+f\"(s[0][9][3]),\n",
"\"+f\"(s[0][10][0]), \"+f\"(s[0][10][1]), \"+f\"(s[0][10][2]), \"+f\"(s[0][10][3]),\n",
"\"+f\"(s[0][11][0]), \"+f\"(s[0][11][1]), \"+f\"(s[0][11][2]), \"+f\"(s[0][11][3]),\n",
"\"+f\"(s[0][12][0]), \"+f\"(s[0][12][1]), \"+f\"(s[0][12][2]), \"+f\"(s[0][12][3]),\n",
"\"+f\"(s[0][13][0]), \"+f\"(s[0][13][1]), \"+f\"(s[0][13][2]), \"+f\"(s[0][13][3]),\n",
"\"+f\"(s[0][14][0]), \"+f\"(s[0][14][1]), \"+f\"(s[0][14][2]), \"+f\"(s[0][14][3]),\n",
"\"+f\"(s[0][15][0]), \"+f\"(s[0][15][1]), \"+f\"(s[0][15][2]), \"+f\"(s[0][15][3])\n",
"               : \"l\"(da), \"l\"(db), \"r\"(accumulate));\n",
"/* o += A B for one k16 step: A (64 x 16) in registers, B (16 x D) in shared memory, MN-major (transposed). */\n",
"SA_DEV void sa_wgmma_rs(float (&o)[1][DT][4], const sa_u32 (&a)[4], sa_u64 db) {\n",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %37, 0;\\n\"\n",
"               \"wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 \"\n",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31 }, \"\n",
"               \"{ %32, %33, %34, %35 }, %36, p, 1, 1, 1;\\n}\\n\"\n",
"               : \"+f\"(o[0][0][0]), \"+f\"(o[0][0][1]), \"+f\"(o[0][0][2]), \"+f\"(o[0][0][3]),\n",
"\"+f\"(o[0][1][0]), \"+f\"(o[0][1][1]), \"+f\"(o[0][1][2]), \"+f\"(o[0][1][3]),\n",
"\"+f\"(o[0][2][0]), \"+f\"(o[0][2][1]), \"+f\"(o[0][2][2]), \"+f\"(o[0][2][3]),\n",
"\"+f\"(o[0][3][0]), \"+f\"(o[0][3][1]), \"+f\"(o[0][3][2]), \"+f\"(o[0][3][3]),\n",
"\"+f\"(o[0][4][0]), \"+f\"(o[0][4][1]), \"+f\"(o[0][4][2]), \"+f\"(o[0][4][3]),\n",
"\"+f\"(o[0][5][0]), \"+f\"(o[0][5][1]), \"+f\"(o[0][5][2]), \"+f\"(o[0][5][3]),\n",
"\"+f\"(o[0][6][0]), \"+f\"(o[0][6][1]), \"+f\"(o[0][6][2]), \"+f\"(o[0][6][3]),\n",
"\"+f\"(o[0][7][0]), \"+f\"(o[0][7][1]), \"+f\"(o[0][7][2]), \"+f\"(o[0][7][3])\n",
"               : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"l\"(db), \"r\"(1));\n",
"/* S = Q K^T for one tile: q0 is this warpgroup's first Q row in its column half, k0 the K stage. */\n",
"SA_DEV void sa_qk(float (&s)[1][NT][4], sa_u32 q0, sa_u32 k0) {\n",
"  sa_wg_fence();\n",
"    const sa_u32 off = (kk % 4) * 32;   /* a k16 step is 32 bytes into the 128-byte swizzled row */\n",
"    sa_wgmma_ss(s, sa_desc(q0 + (kk / 4) * (BM * 128) + off, 16, 1024),\n",
"                sa_desc(k0 + (kk / 4) * (BN * 128) + off, 16, 1024), kk > 0);\n",
"  sa_wg_commit();\n",
"  sa_wg_wait<0>();\n",
"/* O += P V for one tile; P is packed to 16-bit pairs in the A-fragment order (as for mma.sync). */\n",
"SA_DEV void sa_pv(float (&o)[1][DT][4], const sa_u32 (&p)[1][NT][2], sa_u32 v0) {\n",
"    const sa_u32 a[4] = {p[0][2 * kk][0], p[0][2 * kk][1], p[0][2 * kk + 1][0], p[0][2 * kk + 1][1]};\n",
"    /* B: 16 keys (two 8-key groups, SBO apart) x D (two 64-element halves, LBO apart) */\n",
"    sa_wgmma_rs(o, a, sa_desc(v0 + kk * 16 * 128, BN * 128, 1024));\n",
"fwd_prefill__bf16_d64_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"  extern __shared__ __align__(16) unsigned char smem_raw[];\n",
"  /* the swizzle pattern repeats every 1024 bytes: tiles start on such a boundary */\n",
"  unsigned char *smem = smem_raw + ((1024 - (sa_smem_u32(smem_raw) & 1023)) & 1023);\n",
"  const int diag = len_k - len_q;\n",
"  sa_i64 q_rs = p.q_s;\n",
"  const sa_u32 q_wg = s_q + (warp / 4) * 64 * 128;   /* this warpgroup's 64 rows, in column half 0 */\n",
"  for (int dt = 0; dt < DT; ++dt) o[0][dt][0] = o[0][dt][1] = o[0][dt][2] = o[0][dt][3] = 0.f;\n",
"  m[0][0] = m[0][1] = SA_NEG_INF;\n",
"  l[0][0] = l[0][1] = 0.f;\n",
"    sa_fence_proxy_async();   /* cp.async wrote through the generic proxy; wgmma reads through the async one */\n",
"    __syncthreads();\n",
"    sa_qk(s, q_wg, s_k + stage * KV_BYTES);\n",
"      float x = SA_NEG_INF;\n",
"      for (int ni = 0; ni < NT; ++ni) x = fmaxf(x, fmaxf(s[0][ni][2 * hf], s[0][ni][2 * hf + 1]));\n",
"      mt[0][hf] = sa_quad_max(x);\n",
"      const float mn = fmaxf(m[0][hf], mt[0][hf]);\n",
"      ms[0][hf] = mn == SA_NEG_INF \? 0.f : mn * p.scale_log2;\n",
"      alpha[0][hf] = sa_exp2(m[0][hf] * p.scale_log2 - ms[0][hf]);\n",
"      rescale |= mn != m[0][hf];\n",
"      m[0][hf] = mn;\n",
"      float rs = 0.f;\n",
"        const float p0 = sa_exp2(s[0][ni][2 * hf] * p.scale_log2 - ms[0][hf]);\n",
"        const float p1 = sa_exp2(s[0][ni][2 * hf + 1] * p.scale_log2 - ms[0][hf]);\n",
"        rs += p0 + p1;\n",
"        pk[0][ni][hf] = sa_pack2(p0, p1);\n",
"      l[0][hf] = l[0][hf] * alpha[0][hf] + rs;\n",
"        o[0][dt][0] *= alpha[0][0]; o[0][dt][1] *= alpha[0][0];\n",
"        o[0][dt][2] *= alpha[0][1]; o[0][dt][3] *= alpha[0][1];\n",
"    sa_pv(o, pk, s_v + stage * KV_BYTES);\n",
"  __syncthreads();   /* all warpgroups are done with the tiles: smem is free for the epilogue */\n",
"/* fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"               \"wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 \"\n",
"               \"wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 \"\n",
"fwd_prefill__fp16_d64_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d64_m128n128w8s2__sm90_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d64_m128n128w8s2__sm90_blasst(const sa_fwd_params p) {\n",
"        /* BLASST, decided per warpgroup (its 64 rows; wgmma is warpgroup-collective): an AND over the warpgroup on\n",
"       its own named barrier. A tile in which the warpgroup's rows see no key is skipped without being counted. */\n",
"      const bool decide = (t) > 0 && sa_l2lam != SA_NEG_INF;\n",
"        if (mt[0][hf] != SA_NEG_INF) empty = false;\n",
"        if (mt[0][hf] != SA_NEG_INF && !((mt[0][hf] - m[0][hf]) * p.scale_log2 < sa_l2lam)) agree = false;\n",
"      const bool count = p.blasst_counters || p.blasst_mask;\n",
"      if (count) empty = sa_wg_all(empty, warp / 4);\n",
"      if (decide && sa_wg_all(agree, warp / 4)) {\n",
"        if (tid % 128 == 0 && count) {\n",
"          if (!empty) { atomicAdd(&sa_n_counted, 1); atomicAdd(&sa_n_skipped, 1); }\n",
"          if (p.blasst_mask) p.blasst_mask[((((sa_i64)blockIdx.z * gridDim.y + blockIdx.y) * (gridDim.x * (WARPS / 4)) + (CAUSAL \? gridDim.x - 1 - blockIdx.x : blockIdx.x) * (WARPS / 4) + warp / 4) * p.mask_tiles + (t))] = !empty;\n",
"      if (tid % 128 == 0 && count) {\n",
"        if (!empty && p.blasst_counters) atomicAdd(&sa_n_counted, 1);\n",
"        if (p.blasst_mask) p.blasst_mask[((((sa_i64)blockIdx.z * gridDim.y + blockIdx.y) * (gridDim.x * (WARPS / 4)) + (CAUSAL \? gridDim.x - 1 - blockIdx.x : blockIdx.x) * (WARPS / 4) + warp / 4) * p.mask_tiles + (t))] = 0;\n",
"/* fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w8s2__sm90_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d64_m128n128w8s2__sm90_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d64_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d64_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal_delta: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d64_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d64_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal_delta: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_kascade__bf16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade__bf16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade__fp16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade__fp16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__bf16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade_pool__bf16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__fp16_d64_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade_pool__fp16_d64_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d96_m128n48w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int D = 96;\n",
"constexpr int BN = 48;\n",
"static_assert(SMEM_BYTES == 66560, \"host and kernel disagree on shared memory\");\n",
"fwd_prefill__bf16_d96_m128n48w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d96_m128n48w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d96_m128n48w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d96_m128n48w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d96_m128n48w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d96_m128n48w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d96_m128n48w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"constexpr int KST = 3;        /* K tiles in flight per warp */\n",
"static_assert(SMEM_BYTES == 168192, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 176640, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"constexpr int KST = 2;        /* K tiles in flight per warp */\n",
"static_assert(SMEM_BYTES == 114944, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s2m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s2m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s2m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s2m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s2m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 123392, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d96_n32w4s2m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s2m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s2m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s2m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s2m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s2m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s2m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s4m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s4m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s4m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s4m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s4m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s4m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s4m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s4m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s4m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s4m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s4m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s4m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s4m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s4m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s4m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s4m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 141568, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 150016, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* decode_combine__bf16_d96__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__bf16_d96__sm80(const sa_comb_params p) {\n",
"/* decode_combine__fp16_d96__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d96__sm80(const sa_comb_params p) {\n",
"/* fwd_block_sparse__bf16_d96_m128n32w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int BN = 32;\n",
"static_assert(SMEM_BYTES == 53248, \"host and kernel disagree on shared memory\");\n",
"fwd_block_sparse__bf16_d96_m128n32w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d96_m128n32w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d96_m128n32w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_kascade__bf16_d96_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__bf16_d96_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade__fp16_d96_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__fp16_d96_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__bf16_d96_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__bf16_d96_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__fp16_d96_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__fp16_d96_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d96_m128n64w8s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 79872, \"host and kernel disagree on shared memory\");\n",
"fwd_qsa__bf16_d96_m128n64w8s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d96_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d96_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d96_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d96_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d96_m128n64w8s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d96_m128n64w8s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d96_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d96_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d96_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d96_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n64w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int D = 128;\n",
"static_assert(SMEM_BYTES == 104448, \"host and kernel disagree on shared memory\");\n",
"fwd_prefill__bf16_d128_m128n64w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n64w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n64w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n64w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d128_m128n64w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n64w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n64w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 218368, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 227840, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d128_n32w4s3m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s3m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 148736, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 158208, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m2__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m2__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s4m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s4m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s4m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s4m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s4m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s4m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s4m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s4m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s4m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s4m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s4m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s4m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s4m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s4m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s4m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s4m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m2__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m2__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 183552, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* decode_combine__bf16_d128__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__bf16_d128__sm80(const sa_comb_params p) {\n",
"/* decode_combine__fp16_d128__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d128__sm80(const sa_comb_params p) {\n",
"/* fwd_block_sparse__bf16_d128_m128n32w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 69632, \"host and kernel disagree on shared memory\");\n",
"fwd_block_sparse__bf16_d128_m128n32w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d128_m128n32w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d128_m128n32w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_kascade__bf16_d128_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__bf16_d128_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade__fp16_d128_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__fp16_d128_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__bf16_d128_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__bf16_d128_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__fp16_d128_m128n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__fp16_d128_m128n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d128_m128n64w8s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d128_m128n64w8s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d128_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 87040, \"host and kernel disagree on shared memory\");\n",
"fwd_qsa__bf16_d128_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d128_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d128_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d128_m128n64w8s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d128_m128n64w8s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d128_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d128_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d128_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d128_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 164864, \"host and kernel disagree on shared memory\");\n",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %69, 0;\\n\"\n",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63 }, \"\n",
"               \"{ %64, %65, %66, %67 }, %68, p, 1, 1, 1;\\n}\\n\"\n",
"\"+f\"(o[0][7][0]), \"+f\"(o[0][7][1]), \"+f\"(o[0][7][2]), \"+f\"(o[0][7][3]),\n",
"\"+f\"(o[0][8][0]), \"+f\"(o[0][8][1]), \"+f\"(o[0][8][2]), \"+f\"(o[0][8][3]),\n",
"\"+f\"(o[0][9][0]), \"+f\"(o[0][9][1]), \"+f\"(o[0][9][2]), \"+f\"(o[0][9][3]),\n",
"\"+f\"(o[0][10][0]), \"+f\"(o[0][10][1]), \"+f\"(o[0][10][2]), \"+f\"(o[0][10][3]),\n",
"\"+f\"(o[0][11][0]), \"+f\"(o[0][11][1]), \"+f\"(o[0][11][2]), \"+f\"(o[0][11][3]),\n",
"\"+f\"(o[0][12][0]), \"+f\"(o[0][12][1]), \"+f\"(o[0][12][2]), \"+f\"(o[0][12][3]),\n",
"\"+f\"(o[0][13][0]), \"+f\"(o[0][13][1]), \"+f\"(o[0][13][2]), \"+f\"(o[0][13][3]),\n",
"\"+f\"(o[0][14][0]), \"+f\"(o[0][14][1]), \"+f\"(o[0][14][2]), \"+f\"(o[0][14][3]),\n",
"\"+f\"(o[0][15][0]), \"+f\"(o[0][15][1]), \"+f\"(o[0][15][2]), \"+f\"(o[0][15][3])\n",
"fwd_prefill__bf16_d128_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n128w8s2__sm90_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d128_m128n128w8s2__sm90_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n128w8s2__sm90_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n128w8s2__sm90_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d128_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d128_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal_delta: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d128_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d128_m128n128w8s2__sm90(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal_delta: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_kascade__bf16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade__bf16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade__fp16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade__fp16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__bf16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade_pool__bf16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__fp16_d128_m128n128w8s2__sm90_causal: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"fwd_kascade_pool__fp16_d128_m128n128w8s2__sm90_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m128n64w8s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int D = 256;\n",
"static_assert(SMEM_BYTES == 202752, \"host and kernel disagree on shared memory\");\n",
"fwd_prefill__bf16_d256_m128n64w8s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m128n64w8s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m128n64w8s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m128n64w8s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m128n64w8s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m128n64w8s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m128n64w8s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m64n32w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 101376, \"host and kernel disagree on shared memory\");\n",
"fwd_prefill__bf16_d256_m64n32w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m64n32w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m64n32w4s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m64n32w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m64n32w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m64n32w4s2__sm80_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m64n32w4s2__sm80_blasst(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_blasst: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_blasst(const sa_fwd_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"constexpr int WARPS = 2;\n",
"static_assert(SMEM_BYTES == 213760, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 146176, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_kascade: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_kascade(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 179968, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_blasst: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_blasst(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_lse(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_lse: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_lse(const sa_dec_params p) {\n",
"/* decode_combine__bf16_d256__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__bf16_d256__sm80(const sa_comb_params p) {\n",
"/* decode_combine__fp16_d256__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d256__sm80(const sa_comb_params p) {\n",
"/* fwd_block_sparse__bf16_d256_m128n64w8s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d256_m128n64w8s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d256_m128n64w8s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d256_m128n64w8s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal_delta: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal_delta(const sa_fwd_params p) {\n",
"/* fwd_kascade__bf16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__bf16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade__fp16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade__fp16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__bf16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__bf16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_kascade_pool__fp16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_kascade_pool__fp16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d256_m64n64w4s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 168960, \"host and kernel disagree on shared memory\");\n",
"fwd_qsa__bf16_d256_m64n64w4s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d256_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d256_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__bf16_d256_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__bf16_d256_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d256_m64n64w4s2__sm80_exact: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d256_m64n64w4s2__sm80_exact(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d256_m64n64w4s2__sm80_tree: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d256_m64n64w4s2__sm80_tree(const sa_fwd_params p) {\n",
"/* fwd_qsa__fp16_d256_m64n64w4s2__sm80_estimated: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */\n",
"fwd_qsa__fp16_d256_m64n64w4s2__sm80_estimated(const sa_fwd_params p) {\n",
"/* momo_union_trim__sm80: generated by codegen/generate.py from templates/union_trim.cu.j2; do not edit. */\n",
"/* The host mirrors this layout (sa__trim_params in sparseattn.h). */\n",
"struct sa_trim_params {\n",
"  const int *topk_index;     /* [B][Hq][nq][k] */\n",
"  const float *topk_score;\n",
"  int *block_index;          /* [B][Hq][nqb][k_trim] */\n",
"  int *block_count;          /* [B][Hq][nqb] */\n",
"  const int *cu_seqlens_q;   /* optional: packed batch */\n",
"  int seqlen_q, heads_q, nq, nqb, k, k_trim, rows_per_block, gamma, chi, np2;\n",
"constexpr int THREADS = 256;\n",
"/* Ascending bitonic sort of n (a power of two) keys in smem. */\n",
"SA_DEV void sa_bitonic(sa_u64 *a, int n, int tid) {\n",
"  for (int k = 2; k <= n; k <<= 1)\n",
"    for (int j = k >> 1; j > 0; j >>= 1) {\n",
"      for (int i = tid; i < n; i += THREADS) {\n",
"        const int o = i ^ j;\n",
"        if (o > i) {\n",
"          const sa_u64 x = a[i], y = a[o];\n",
"          if ((x > y) == ((i & k) == 0)) { a[i] = y; a[o] = x; }\n",
"/* fp32 -> an unsigned key of the same order */\n",
"SA_DEV sa_u32 sa_ordered(float f) {\n",
"  const sa_u32 u = __float_as_uint(f);\n",
"  return (u & 0x80000000u) \? ~u : u | 0x80000000u;\n",
"extern \"C\" __global__ void __launch_bounds__(THREADS)\n",
"momo_union_trim__sm80(const sa_trim_params p) {\n",
"  sa_u64 *a = (sa_u64 *)smem_raw, *t = a + p.np2;   /* np2 keys each */\n",
"  __shared__ int n_unique;\n",
"  const int tid = threadIdx.x, qb = blockIdx.x, h = blockIdx.y, b = blockIdx.z;\n",
"  const int len_q = p.cu_seqlens_q \? p.cu_seqlens_q[b + 1] - p.cu_seqlens_q[b] : p.seqlen_q;\n",
"  const int nq = (len_q + p.gamma - 1) / p.gamma;\n",
"  const sa_i64 ob = (((sa_i64)b * p.heads_q + h) * p.nqb + qb);\n",
"  int *out = p.block_index + ob * p.k_trim;\n",
"  if (qb * p.chi >= len_q) {   /* past this sequence: an empty list */\n",
"    for (int i = tid; i < p.k_trim; i += THREADS) out[i] = -1;\n",
"    if (tid == 0) p.block_count[ob] = 0;\n",
"    return;\n",
"  /* 1. the rows' entries keyed by block (score bits below), empty slots last */\n",
"  const int w0 = qb * p.rows_per_block, n = p.rows_per_block * p.k;\n",
"  const sa_i64 ib = (((sa_i64)b * p.heads_q + h) * p.nq + w0) * p.k;\n",
"  for (int i = tid; i < p.np2; i += THREADS) {\n",
"    sa_u64 key = ~0ull;\n",
"    if (i < n && w0 + i / p.k < nq) {\n",
"      const int j = p.topk_index[ib + i];\n",
"      if (j >= 0) key = ((sa_u64)(sa_u32)j << 32) | __float_as_uint(p.topk_score[ib + i]);\n",
"    a[i] = key;\n",
"  if (tid == 0) n_unique = 0;\n",
"  sa_bitonic(a, p.np2, tid);\n",
"  /* 2. the first entry of each block's run becomes (mean score descending, block ascending); the rest sort last */\n",
"    const sa_u64 x = a[i];\n",
"    if (x != ~0ull && (i == 0 || (a[i - 1] >> 32) != (x >> 32))) {\n",
"      float sum = 0.f;\n",
"      for (int e = i; e < p.np2 && (a[e] >> 32) == (x >> 32); ++e, ++c) sum += __uint_as_float((sa_u32)a[e]);\n",
"      key = ((sa_u64)~sa_ordered(sum / (float)c) << 32) | (x >> 32);\n",
"      atomicAdd(&n_unique, 1);\n",
"    t[i] = key;\n",
"  sa_bitonic(t, p.np2, tid);\n",
"  /* 3. the k_trim best, ascending by block */\n",
"  const int kept = min(p.k_trim, n_unique);\n",
"  for (int i = tid; i < p.np2; i += THREADS) a[i] = i < kept \? (t[i] & 0xffffffffull) : ~0ull;\n",
"  for (int i = tid; i < p.k_trim; i += THREADS) out[i] = i < kept \? (int)a[i] : -1;\n",
"  if (tid == 0) p.block_count[ob] = kept;\n",
"/* block_mass__sm80: generated by codegen/generate.py from templates/block_mass.cu.j2; do not edit. */\n",
"/* The host mirrors this layout (sa__mass_params in sparseattn.h). */\n",
"struct sa_mass_params {\n",
"  const float *lse_set, *lse_full;   /* the LSE layout of the attention call */\n",
"  float *mass;                       /* [B][Hq][query_blocks] */\n",
"  const int *cu_seqlens_q;\n",
"  int seqlen_q, query_blocks, chi, reserved;\n",
"constexpr int THREADS = 128;\n",
"block_mass__sm80(const sa_mass_params p) {\n",
"  __shared__ float part[THREADS / 32];\n",
"  int len_q = p.seqlen_q;\n",
"  sa_i64 off = (sa_i64)b * p.lse_b + (sa_i64)h * p.lse_h;\n",
"    len_q = p.cu_seqlens_q[b + 1] - p.cu_seqlens_q[b];\n",
"    off = (sa_i64)h * p.lse_h + p.cu_seqlens_q[b];\n",
"  float x = 0.f;\n",
"  for (int i = qb * p.chi + tid; i < min(len_q, (qb + 1) * p.chi); i += THREADS) {\n",
"    const float s = p.lse_set[off + i], f = p.lse_full[off + i];\n",
"    if (s != SA_NEG_INF && f != SA_NEG_INF) x += __expf(s - f);\n",
"  for (int o = 16; o > 0; o >>= 1) x += __shfl_xor_sync(0xffffffffu, x, o);\n",
"  if ((tid & 31) == 0) part[tid >> 5] = x;\n",
"  if (tid == 0) {\n",
"    float t = 0.f;\n",
"    for (int w = 0; w < THREADS / 32; ++w) t += part[w];\n",
"    p.mass[((sa_i64)b * gridDim.y + h) * p.query_blocks + qb] = t;\n",
"/* kascade_pool_scores__sm80: generated by codegen/generate.py from templates/pool_scores.cu.j2; do not edit. */\n",
"/* The host mirrors this layout (sa__pscore_params in sparseattn.h). */\n",
"struct sa_pscore_params {\n",
"  const float *raw;          /* [B][Hkv][rows_max][stride]: scores in scale * log2 e units */\n",
"  const float *lse;          /* [B][Hq][q_len], natural log */\n",
"  float *out;                /* [B][Hkv][stride] */\n",
"  sa_i64 stride;\n",
"  int rows_max, group, q_len, heads_q, heads_kv, reserved;\n",
"kascade_pool_scores__sm80(const sa_pscore_params p) {\n",
"  const int bg = blockIdx.y, b = bg / p.heads_kv, kvh = bg % p.heads_kv;\n",
"  const int j = blockIdx.x * THREADS + threadIdx.x;\n",
"  const int n = p.seqlens_k[b] - p.q_len;   /* the positions before the new keys */\n",
"  if (j >= n) return;\n",
"  const float *raw = p.raw + (sa_i64)bg * p.rows_max * p.stride + j;\n",
"  float acc = 0.f;\n",
"  for (int r = 0; r < p.q_len * p.group; ++r) {\n",
"    const int qi = r / p.group, h = kvh * p.group + r % p.group;\n",
"    const float l = p.lse[((sa_i64)b * p.heads_q + h) * p.q_len + qi];\n",
"    if (l != SA_NEG_INF) acc += sa_exp2(raw[(sa_i64)r * p.stride] - l * 1.4426950408889634f);\n",
"  p.out[(sa_i64)bg * p.stride + j] = acc;\n",
"/* kascade_topk__sm80: generated by codegen/generate.py from templates/topk_select.cu.j2; do not edit. */\n",
"/* The host mirrors this layout (sa__select_params in sparseattn.h). */\n",
"struct sa_select_params {\n",
"  const float *scores;       /* row r at scores + r * row_stride */\n",
"  const int *lengths;        /* [rows] or NULL: every row has `length` */\n",
"  int *indices;              /* [rows][max_k] */\n",
"  int *counts;               /* [rows] */\n",
"  sa_i64 row_stride;\n",
"  int length, max_k, k_min, len_div;    /* with lengths: row r has lengths[r / len_div] + len_off keys */\n",
"  float fraction;\n",
"  int len_off;\n",
"  /* query-tile rows (rows_inner > 0): row r is tile t0 + r % rows_inner of (sequence, KV head) r / rows_inner, with\n",
"     clamp((t0 + r % rows_inner) * len_step + len_off, 0, len_max) keys, written to output row\n",
"     (r / rows_inner) * out_outer + t0 + r % rows_inner */\n",
"  int rows_inner, out_outer, t0, len_step, len_max;\n",
"constexpr int THREADS = 512;\n",
"constexpr int WARPS = THREADS / 32;\n",
"/* fp32 -> an unsigned key of the same order (NaN above +inf) */\n",
"SA_DEV sa_u32 sa_okey(float f) {\n",
"/* Exclusive block scan of one int per thread; returns the total. */\n",
"SA_DEV int sa_block_scan(int x, int &excl, int *ws) {\n",
"  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;\n",
"  int incl = x;\n",
"  for (int o = 1; o < 32; o <<= 1) {\n",
"    const int y = __shfl_up_sync(0xffffffffu, incl, o);\n",
"    if (lane >= o) incl += y;\n",
"  if (lane == 31) ws[warp] = incl;\n",
"  int before = 0, total = 0;\n",
"  for (int w = 0; w < WARPS; ++w) {\n",
"    const int v = ws[w];\n",
"    if (w < warp) before += v;\n",
"    total += v;\n",
"  excl = before + incl - x;\n",
"  return total;\n",
"kascade_topk__sm80(const sa_select_params p) {\n",
"  __shared__ int hist[256];\n",
"  __shared__ int ws[WARPS];\n",
"  __shared__ sa_u32 s_prefix;\n",
"  __shared__ int s_left;\n",
"  const int tid = threadIdx.x, row = blockIdx.x;\n",
"  const int inner = p.rows_inner > 0 \? row % p.rows_inner : 0;\n",
"  const int L = p.rows_inner > 0 \? min(p.len_max, max(0, (p.t0 + inner) * p.len_step + p.len_off))\n",
"                                  : max(0, p.lengths \? p.lengths[row / p.len_div] + p.len_off : p.length);\n",
"  const sa_i64 orow = p.rows_inner > 0 \? (sa_i64)(row / p.rows_inner) * p.out_outer + p.t0 + inner : row;\n",
"  const float *sc = p.scores + (sa_i64)row * p.row_stride;\n",
"  int *out = p.indices + orow * p.max_k;\n",
"  int k = L > 0 \? (int)ceilf(p.fraction * (float)L) : 0;\n",
"  k = min(max(k, p.k_min), L);\n",
"  k = min(k, p.max_k);\n",
"  if (k <= 0) {\n",
"    for (int i = tid; i < p.max_k; i += THREADS) out[i] = -1;\n",
"    if (tid == 0) p.counts[orow] = 0;\n",
"  /* 1. the k-th largest key, digit by digit */\n",
"  sa_u32 prefix = 0, pmask = 0;\n",
"  int left = k;   /* how many of the keys matching the prefix are still to take */\n",
"  for (int shift = 24; shift >= 0; shift -= 8) {\n",
"    for (int i = tid; i < 256; i += THREADS) hist[i] = 0;\n",
"    for (int i = tid; i < L; i += THREADS) {\n",
"      const sa_u32 key = sa_okey(sc[i]);\n",
"      if ((key & pmask) == prefix) atomicAdd(&hist[(key >> shift) & 255], 1);\n",
"    if (tid == 0) {   /* from the top digit down, the one where the count reaches `left` */\n",
"      int acc = 0, d = 255;\n",
"      for (; d > 0 && acc + hist[d] < left; --d) acc += hist[d];\n",
"      s_prefix = prefix | ((sa_u32)d << shift);\n",
"      s_left = left - acc;\n",
"    prefix = s_prefix;\n",
"    left = s_left;\n",
"    pmask |= 255u << shift;\n",
"  /* prefix is the k-th largest key; take every larger key and the first `left` equal ones, in index order */\n",
"  int base = 0, eq_seen = 0;\n",
"  for (int i0 = 0; i0 < L; i0 += THREADS) {\n",
"    const int i = i0 + tid;\n",
"    const sa_u32 key = i < L \? sa_okey(sc[i]) : 0u;\n",
"    const bool gt = i < L && key > prefix, eq = i < L && key == prefix;\n",
"    int eq_before, sel_before;\n",
"    const int eq_total = sa_block_scan(eq \? 1 : 0, eq_before, ws);\n",
"    const bool take = gt || (eq && eq_seen + eq_before < left);\n",
"    const int sel_total = sa_block_scan(take \? 1 : 0, sel_before, ws);\n",
"    if (take) out[base + sel_before] = i;\n",
"    base += sel_total;\n",
"    eq_seen += eq_total;\n",
"  for (int i = base + tid; i < p.max_k; i += THREADS) out[i] = -1;\n",
"  if (tid == 0) p.counts[orow] = base;\n",
};
static const unsigned short sa__gen_v0[377] = {
0,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,155,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v1[377] = {
272,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,273,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,274,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v2[377] = {
275,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,278,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v3[377] = {
279,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,273,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,280,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v4[429] = {
281,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,282,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v5[429] = {
318,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,273,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,319,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v6[429] = {
320,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,321,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v7[429] = {
322,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,84,85,273,87,88,89,90,91,92,93,94,95,96,97,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,323,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v8[459] = {
324,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,383,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v9[459] = {
505,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,506,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v10[461] = {
507,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,512,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v11[461] = {
516,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,517,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v12[467] = {
518,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,528,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v13[467] = {
537,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,538,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v14[467] = {
539,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,541,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v15[467] = {
542,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,362,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,543,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v16[459] = {
544,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,546,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,547,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v17[459] = {
548,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,546,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,549,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v18[461] = {
550,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,546,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,551,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v19[461] = {
552,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,546,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,553,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v20[484] = {
554,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,557,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v21[484] = {
573,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,574,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v22[486] = {
575,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,576,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v23[486] = {
577,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,578,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v24[484] = {
579,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,580,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,581,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v25[484] = {
582,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,580,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,583,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v26[486] = {
584,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,580,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,585,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v27[486] = {
586,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,580,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,587,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v28[486] = {
588,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,589,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v29[486] = {
600,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,601,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v30[488] = {
602,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,603,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v31[488] = {
604,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,81,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,556,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,605,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v32[104] = {
606,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,81,5,
612,613,614,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v33[104] = {
639,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,81,5,
612,613,640,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v34[481] = {
641,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,86,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,644,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v35[481] = {
738,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,739,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v36[503] = {
740,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,741,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,748,
749,750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v37[481] = {
766,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,86,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,767,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v38[481] = {
768,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,769,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v39[502] = {
770,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,771,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,772,
750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v40[412] = {
773,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,774,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v41[412] = {
806,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,807,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v42[395] = {
808,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,809,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v43[395] = {
833,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,834,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v44[480] = {
835,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,840,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v45[496] = {
924,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,926,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,927,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v46[506] = {
975,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,926,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,976,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v47[480] = {
1002,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,643,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1003,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v48[496] = {
1004,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,926,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1005,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v49[506] = {
1006,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,926,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1007,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v50[388] = {
1008,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1093,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,
5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,
221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,
1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,
5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v51[388] = {
1124,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1125,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,
5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,
221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,
1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,
5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v52[388] = {
1126,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1129,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,
5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,
221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,
1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,
5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v53[388] = {
1130,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1131,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,
5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,
221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,
1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,
5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v54[431] = {
1132,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1133,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,
193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,
212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,
109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,1140,1141,1142,1143,1144,224,306,115,
1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,
1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,316,317,122,5,253,1123,5,255,
256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v55[431] = {
1148,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1149,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,
193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,
212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,
109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,1140,1141,1142,1143,1144,224,306,115,
1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,
1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,316,317,122,5,253,1123,5,255,
256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v56[431] = {
1150,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1151,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,
193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,
212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,
109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,1140,1141,1142,1143,1144,224,306,115,
1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,
1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,316,317,122,5,253,1123,5,255,
256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v57[431] = {
1152,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1153,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,
193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,
212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,
109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,1140,1141,1142,1143,1144,224,306,115,
1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,
1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,316,317,122,5,253,1123,5,255,
256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v58[492] = {
1154,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1155,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,
115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,
664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,1100,1101,1102,5,
199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,1103,1104,207,208,704,
705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,708,709,710,207,711,712,713,714,
715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,241,729,
730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v59[492] = {
1156,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1157,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,
115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,
664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,1100,1101,1102,5,
199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,1103,1104,207,208,704,
705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,708,709,710,207,711,712,713,714,
715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,241,729,
730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v60[514] = {
1158,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1159,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,
115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,
664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,1100,1101,1102,5,
199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,1103,1104,207,208,704,
705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,708,709,710,207,711,712,713,714,
715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,241,729,
730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,256,742,743,744,257,109,129,109,258,259,260,261,
109,478,745,746,115,264,265,116,266,747,748,749,750,751,267,268,752,753,754,755,756,757,758,109,
759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v61[492] = {
1160,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1161,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,
115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,
664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,1100,1101,1102,5,
199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,1103,1104,207,208,704,
705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,708,709,710,207,711,712,713,714,
715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,241,729,
730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v62[492] = {
1162,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1163,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,
115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,
664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,1100,1101,1102,5,
199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,1103,1104,207,208,704,
705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,708,709,710,207,711,712,713,714,
715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,241,729,
730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v63[513] = {
1164,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1165,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,
115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,
664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,1100,1101,1102,5,
199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,1103,1104,207,208,704,
705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,708,709,710,207,711,712,713,714,
715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,241,729,
730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,256,742,743,744,257,109,129,109,258,259,260,261,
109,478,745,746,115,264,265,116,266,747,772,750,751,267,268,752,753,754,755,756,757,758,109,759,
760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v64[423] = {
1166,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1167,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,
5,192,193,109,1100,1101,1102,5,199,109,200,693,791,792,701,702,793,703,203,122,5,204,205,1103,
1104,207,208,704,794,792,706,707,795,703,211,116,212,213,1105,5,796,797,798,109,799,109,800,801,
109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,226,109,258,1106,109,1107,
1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,
1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,
261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v65[423] = {
1168,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1169,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,
5,192,193,109,1100,1101,1102,5,199,109,200,693,791,792,701,702,793,703,203,122,5,204,205,1103,
1104,207,208,704,794,792,706,707,795,703,211,116,212,213,1105,5,796,797,798,109,799,109,800,801,
109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,226,109,258,1106,109,1107,
1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,
1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,
261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v66[406] = {
1170,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1068,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1171,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,
109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,212,
213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,109,
1107,1108,116,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,460,826,827,828,819,
109,829,830,460,115,831,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,832,12,
};
static const unsigned short sa__gen_v67[406] = {
1172,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,81,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1019,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1067,1128,
1069,1070,1071,1072,1073,1074,1075,1076,1077,1078,1079,12,5,1080,1081,1082,109,132,1083,1084,1085,122,1086,1087,
12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,1173,1094,157,158,159,1095,1096,5,
161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,175,176,177,178,179,180,5,181,
182,183,1099,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,
109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,212,
213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,109,
1107,1108,116,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,460,826,827,828,819,
109,829,830,460,115,831,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,832,12,
};
static const unsigned short sa__gen_v68[377] = {
1174,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,86,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1178,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v69[377] = {
1179,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1180,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v70[377] = {
1181,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,86,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1182,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v71[377] = {
1183,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1184,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v72[429] = {
1185,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,86,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1186,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v73[429] = {
1187,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1188,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v74[429] = {
1189,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,86,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1190,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v75[429] = {
1191,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1176,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1192,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v76[459] = {
1193,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1196,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v77[459] = {
1197,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1198,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v78[461] = {
1199,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1200,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v79[461] = {
1201,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1202,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v80[467] = {
1203,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1204,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v81[467] = {
1205,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1206,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v82[467] = {
1207,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1208,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v83[467] = {
1209,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1210,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v84[459] = {
1211,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1213,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v85[459] = {
1214,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1215,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v86[461] = {
1216,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1217,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v87[461] = {
1218,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1219,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v88[459] = {
1220,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1223,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v89[459] = {
1224,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1225,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v90[461] = {
1226,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1227,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v91[461] = {
1228,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1229,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v92[467] = {
1230,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1231,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v93[467] = {
1232,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1233,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v94[467] = {
1234,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1235,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v95[467] = {
1236,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1222,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1237,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v96[459] = {
1238,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1239,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1240,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v97[459] = {
1241,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1239,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1242,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v98[461] = {
1243,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1239,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1244,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v99[461] = {
1245,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1239,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1246,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v100[484] = {
1247,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1248,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v101[484] = {
1249,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1250,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v102[486] = {
1251,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1252,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v103[486] = {
1253,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1195,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1254,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v104[484] = {
1255,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1256,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v105[484] = {
1257,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1258,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v106[486] = {
1259,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1260,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v107[486] = {
1261,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1212,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1262,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v108[484] = {
1263,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1265,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v109[484] = {
1266,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1267,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v110[486] = {
1268,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1269,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v111[486] = {
1270,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1271,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v112[484] = {
1272,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1273,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1274,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v113[484] = {
1275,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1273,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1276,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v114[486] = {
1277,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1273,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1278,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v115[486] = {
1279,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1273,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1280,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v116[486] = {
1281,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1282,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v117[486] = {
1283,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1284,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v118[488] = {
1285,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1286,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v119[488] = {
1287,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1175,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1264,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1288,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v120[104] = {
1289,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,1175,5,
612,613,1290,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v121[104] = {
1291,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,1175,5,
612,613,1292,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v122[481] = {
1293,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1296,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v123[481] = {
1297,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1298,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v124[503] = {
1299,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1300,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,748,
749,750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v125[481] = {
1301,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1302,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v126[481] = {
1303,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1304,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v127[502] = {
1305,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1306,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,772,
750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v128[412] = {
1307,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1308,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v129[412] = {
1309,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1310,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v130[395] = {
1311,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1312,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v131[395] = {
1313,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1295,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1314,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v132[480] = {
1315,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1316,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1317,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v133[496] = {
1318,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1319,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v134[506] = {
1320,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1321,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v135[480] = {
1322,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1316,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1323,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v136[496] = {
1324,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1325,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v137[506] = {
1326,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1175,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1177,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1327,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v138[377] = {
1328,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,86,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1331,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v139[377] = {
1332,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1333,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v140[377] = {
1334,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,86,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1335,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v141[377] = {
1336,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1337,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v142[429] = {
1338,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,86,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1339,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v143[429] = {
1340,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1341,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v144[429] = {
1342,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,86,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1343,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v145[429] = {
1344,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1345,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v146[459] = {
1346,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1348,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v147[459] = {
1349,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1350,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v148[461] = {
1351,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1352,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v149[461] = {
1353,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1354,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v150[467] = {
1355,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1356,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v151[467] = {
1357,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1358,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v152[467] = {
1359,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1360,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v153[467] = {
1361,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1362,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v154[459] = {
1363,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1365,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v155[459] = {
1366,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1367,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v156[461] = {
1368,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1369,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v157[461] = {
1370,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1371,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v158[459] = {
1372,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1374,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v159[459] = {
1375,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1376,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v160[461] = {
1377,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1378,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v161[461] = {
1379,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1380,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v162[467] = {
1381,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1382,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v163[467] = {
1383,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1384,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v164[467] = {
1385,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1386,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v165[467] = {
1387,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1388,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v166[459] = {
1389,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1391,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v167[459] = {
1392,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1393,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v168[461] = {
1394,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1395,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v169[461] = {
1396,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1397,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v170[484] = {
1398,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1399,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v171[484] = {
1400,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1401,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v172[486] = {
1402,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1403,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v173[486] = {
1404,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1347,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1405,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v174[484] = {
1406,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1407,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v175[484] = {
1408,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1409,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v176[486] = {
1410,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1411,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v177[486] = {
1412,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,346,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1364,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1413,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v178[484] = {
1414,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1415,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v179[484] = {
1416,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1417,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v180[486] = {
1418,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1419,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v181[486] = {
1420,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1421,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v182[484] = {
1422,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1423,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v183[484] = {
1424,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1425,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v184[486] = {
1426,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1427,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v185[486] = {
1428,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,545,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1390,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1429,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v186[486] = {
1430,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1431,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1432,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v187[486] = {
1433,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1431,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1434,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v188[488] = {
1435,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1431,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1436,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v189[488] = {
1437,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1431,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1438,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v190[486] = {
1439,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1440,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v191[486] = {
1441,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1442,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v192[488] = {
1443,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1444,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v193[488] = {
1445,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1329,345,84,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1373,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1446,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v194[104] = {
1447,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,1329,5,
612,613,1448,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v195[104] = {
1449,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,1329,5,
612,613,1450,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v196[481] = {
1451,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1453,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v197[481] = {
1454,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1455,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v198[503] = {
1456,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1457,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,748,
749,750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v199[481] = {
1458,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1459,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v200[481] = {
1460,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1461,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v201[502] = {
1462,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1463,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,772,
750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v202[412] = {
1464,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1465,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v203[412] = {
1466,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1467,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v204[395] = {
1468,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1469,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v205[395] = {
1470,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1452,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1471,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v206[480] = {
1472,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1473,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v207[496] = {
1474,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1475,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1476,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v208[506] = {
1477,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1475,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1478,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v209[480] = {
1479,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1330,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1480,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v210[496] = {
1481,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1475,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1482,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v211[506] = {
1483,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1475,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1484,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v212[396] = {
1485,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1499,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,
5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,
216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v213[396] = {
1500,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1501,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,
5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,
216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v214[396] = {
1502,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1503,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,
5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,
216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v215[396] = {
1504,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1505,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,5,192,193,109,1100,1101,1102,
5,199,109,200,201,202,203,122,5,204,205,1103,1104,207,208,209,210,211,116,212,213,1105,5,215,
216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,226,109,258,1106,109,1107,1108,116,5,
232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,
109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,
263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v216[439] = {
1506,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1507,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,
290,122,291,292,293,122,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,
1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,
223,224,116,5,226,109,258,1106,109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,
1140,1141,1142,1143,1144,224,306,115,1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,
239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,
316,317,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,
267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v217[439] = {
1508,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1509,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,
290,122,291,292,293,122,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,
1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,
223,224,116,5,226,109,258,1106,109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,
1140,1141,1142,1143,1144,224,306,115,1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,
239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,
316,317,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,
267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v218[439] = {
1510,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1511,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,
290,122,291,292,293,122,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,
1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,
223,224,116,5,226,109,258,1106,109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,
1140,1141,1142,1143,1144,224,306,115,1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,
239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,
316,317,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,
267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v219[439] = {
1512,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1513,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,283,284,285,286,287,288,289,
290,122,291,292,293,122,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,
1103,1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,
223,224,116,5,226,109,258,1106,109,1107,1108,116,5,1134,1135,207,298,1136,109,227,1137,1138,115,1139,
1140,1141,1142,1143,1144,224,306,115,1145,1146,1147,115,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,
239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,314,315,
316,317,122,5,253,1123,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,
267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v220[500] = {
1514,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1515,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,
656,657,658,659,660,661,662,663,115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,
676,677,109,678,679,680,115,681,664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,
5,192,193,109,1100,1101,1102,5,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,
5,204,205,1103,1104,207,208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,
708,709,710,207,711,712,713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,
109,726,727,728,460,109,241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,
109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,
129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v221[500] = {
1516,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1517,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,
656,657,658,659,660,661,662,663,115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,
676,677,109,678,679,680,115,681,664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,
5,192,193,109,1100,1101,1102,5,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,
5,204,205,1103,1104,207,208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,
708,709,710,207,711,712,713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,
109,726,727,728,460,109,241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,
109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,
129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v222[522] = {
1518,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1519,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,
656,657,658,659,660,661,662,663,115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,
676,677,109,678,679,680,115,681,664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,
5,192,193,109,1100,1101,1102,5,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,
5,204,205,1103,1104,207,208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,
708,709,710,207,711,712,713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,
109,726,727,728,460,109,241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,
109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,256,742,743,744,
257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,748,749,750,751,267,268,
752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v223[500] = {
1520,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,86,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1521,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,
656,657,658,659,660,661,662,663,115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,
676,677,109,678,679,680,115,681,664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,
5,192,193,109,1100,1101,1102,5,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,
5,204,205,1103,1104,207,208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,
708,709,710,207,711,712,713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,
109,726,727,728,460,109,241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,
109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,
129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v224[500] = {
1522,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1523,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,
656,657,658,659,660,661,662,663,115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,
676,677,109,678,679,680,115,681,664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,
5,192,193,109,1100,1101,1102,5,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,
5,204,205,1103,1104,207,208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,
708,709,710,207,711,712,713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,
109,726,727,728,460,109,241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,
109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,256,257,109,
129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v225[521] = {
1524,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1525,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,645,646,647,648,288,649,650,651,652,653,654,655,
656,657,658,659,660,661,662,663,115,664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,
676,677,109,678,679,680,115,681,664,682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,
5,192,193,109,1100,1101,1102,5,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,
5,204,205,1103,1104,207,208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,1105,5,
708,709,710,207,711,712,713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,
109,726,727,728,460,109,241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,226,
109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,1114,109,720,
1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,256,742,743,744,
257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,772,750,751,267,268,752,
753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v226[431] = {
1526,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1527,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,775,529,776,777,778,779,780,781,782,783,784,785,
116,786,787,750,788,789,790,266,5,192,193,109,1100,1101,1102,5,199,109,200,693,791,792,701,702,
793,703,203,122,5,204,205,1103,1104,207,208,704,794,792,706,707,795,703,211,116,212,213,1105,5,
796,797,798,109,799,109,800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,
116,5,226,109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,
1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,
256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v227[431] = {
1528,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1529,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,775,529,776,777,778,779,780,781,782,783,784,785,
116,786,787,750,788,789,790,266,5,192,193,109,1100,1101,1102,5,199,109,200,693,791,792,701,702,
793,703,203,122,5,204,205,1103,1104,207,208,704,794,792,706,707,795,703,211,116,212,213,1105,5,
796,797,798,109,799,109,800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,
116,5,226,109,258,1106,109,1107,1108,116,5,232,233,109,258,1109,1110,1111,1112,1113,116,239,109,258,
1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,5,253,1123,5,255,
256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v228[414] = {
1530,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1046,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1046,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1531,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,810,811,109,129,109,258,812,
813,814,116,815,816,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,
1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,
224,116,5,226,109,258,1106,109,1107,1108,116,5,207,817,109,596,109,818,819,109,820,109,821,822,
823,824,825,460,826,827,828,819,109,829,830,460,115,831,116,5,232,233,109,258,1109,1110,1111,1112,
1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,
5,253,1123,5,832,12,
};
static const unsigned short sa__gen_v229[414] = {
1532,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1329,82,83,836,85,273,87,1009,1010,351,352,1011,1012,1013,1014,1015,1016,1017,1018,
1486,5,1020,1021,101,102,267,1022,1023,1024,1025,1026,109,1027,1028,1029,120,1030,116,122,12,124,125,126,
12,5,1031,1032,1033,12,5,1034,1035,1036,1037,5,1038,1039,9,1040,1041,1042,12,5,1043,1044,1045,1127,
1047,1048,1049,1050,1051,1052,1053,1054,1055,1056,1057,1058,1059,1060,1061,1062,1063,1064,12,5,1065,1066,1487,1127,
1488,1489,1071,1072,1073,1074,1075,1076,1077,1490,1491,1492,1493,1494,1495,1496,1497,1498,1079,12,5,1080,1081,1082,
109,132,1083,1084,1085,122,1086,1087,12,5,1088,1089,1082,109,144,1090,1091,1092,122,1086,1087,12,5,382,
1533,1094,157,158,159,1095,1096,5,161,162,163,164,165,166,167,122,168,169,170,171,122,1097,1098,5,
175,176,177,178,179,180,5,181,182,183,1099,5,187,188,189,190,191,810,811,109,129,109,258,812,
813,814,116,815,816,5,192,193,109,1100,1101,1102,5,199,109,200,201,202,203,122,5,204,205,1103,
1104,207,208,209,210,211,116,212,213,1105,5,215,216,109,217,109,218,219,220,109,221,109,222,223,
224,116,5,226,109,258,1106,109,1107,1108,116,5,207,817,109,596,109,818,819,109,820,109,821,822,
823,824,825,460,826,827,828,819,109,829,830,460,115,831,116,5,232,233,109,258,1109,1110,1111,1112,
1113,116,239,109,258,1114,109,720,1115,1116,1117,1118,115,1119,116,248,109,478,1120,1121,115,116,1122,122,
5,253,1123,5,832,12,
};
static const unsigned short sa__gen_v230[377] = {
1534,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,86,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1537,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v231[377] = {
1538,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1539,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v232[377] = {
1540,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,86,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1541,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v233[377] = {
1542,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1543,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v234[429] = {
1544,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,86,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1545,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v235[429] = {
1546,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1547,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v236[429] = {
1548,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,86,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1549,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v237[429] = {
1550,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1551,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v238[377] = {
1552,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1554,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v239[377] = {
1555,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1556,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v240[377] = {
1557,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1558,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v241[377] = {
1559,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1560,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,
202,203,122,5,204,205,206,207,208,209,210,211,116,212,213,214,5,215,216,109,217,109,218,219,
220,109,221,109,222,223,224,116,5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,
109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,
115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,5,255,256,257,109,129,109,258,
259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v242[429] = {
1561,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1562,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v243[429] = {
1563,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1564,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v244[429] = {
1565,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,86,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1566,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v245[429] = {
1567,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,1294,84,85,273,87,88,89,90,91,92,93,94,95,96,1553,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,154,1568,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,283,284,285,286,287,288,289,290,122,291,292,293,122,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,294,295,296,297,298,109,217,109,218,299,300,224,301,302,
303,304,305,224,306,115,116,307,308,109,217,109,309,310,311,312,313,115,116,5,231,232,233,109,
134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,
247,248,109,217,109,249,250,251,224,116,252,122,314,315,316,317,122,5,253,254,5,255,256,257,
109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v246[459] = {
1569,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1572,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v247[459] = {
1573,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1574,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v248[461] = {
1575,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1576,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v249[461] = {
1577,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1578,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v250[467] = {
1579,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1580,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v251[467] = {
1581,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1582,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v252[467] = {
1583,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1584,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v253[467] = {
1585,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1571,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1586,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v254[459] = {
1587,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1589,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v255[459] = {
1590,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1591,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,192,193,
109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,425,426,
427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,438,109,
221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,443,444,
445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,
458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,
5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,484,
485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,504,
116,122,12,
};
static const unsigned short sa__gen_v256[461] = {
1592,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1593,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v257[461] = {
1594,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1595,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,440,5,441,442,431,
443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,
456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,
471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,
266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,
503,504,116,122,12,
};
static const unsigned short sa__gen_v258[467] = {
1596,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1597,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v259[467] = {
1598,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,526,527,380,116,122,381,
12,5,382,1599,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,398,399,400,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v260[467] = {
1600,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1601,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v261[467] = {
1602,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,348,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
519,520,521,522,523,12,369,370,371,372,524,525,109,373,374,375,376,377,540,527,380,116,122,381,
12,5,382,1603,156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,
397,5,513,514,515,529,530,531,532,533,404,405,406,407,408,409,410,411,5,412,413,109,129,109,
258,414,415,116,416,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,534,
535,109,217,109,218,437,438,109,221,109,222,536,224,116,226,109,134,109,227,228,109,229,230,115,
5,440,5,441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,
217,109,218,454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,
116,469,470,203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,
115,481,482,483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,
497,498,499,500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v262[484] = {
1604,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1606,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v263[484] = {
1607,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1608,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v264[486] = {
1609,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1610,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v265[486] = {
1611,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1612,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v266[484] = {
1613,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1614,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v267[484] = {
1615,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1616,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,558,287,
288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,
122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,
436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,
5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,5,446,
447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,459,460,
461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,571,572,
122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,116,266,
484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,502,503,
504,116,122,12,
};
static const unsigned short sa__gen_v268[486] = {
1617,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1618,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v269[486] = {
1619,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1620,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
558,287,288,289,290,122,559,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,
421,203,122,422,266,5,423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,
435,5,436,109,217,109,218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,
230,115,5,560,561,562,109,217,109,563,564,565,566,567,116,568,569,5,441,442,431,443,444,445,
5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,455,456,457,458,
459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,253,471,472,570,
571,572,122,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v270[486] = {
1621,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1622,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v271[486] = {
1623,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1624,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v272[488] = {
1625,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1626,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v273[488] = {
1627,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1194,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1605,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1628,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v274[486] = {
1629,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1630,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v275[486] = {
1631,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,5,109,373,374,375,376,377,378,379,380,116,122,381,12,5,382,1632,156,157,
158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,398,399,400,401,
402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,590,5,
192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,423,424,
425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,218,437,
438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,591,592,
593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,441,442,
431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,454,109,
455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,203,122,
253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,483,115,
116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,500,501,
502,503,504,116,122,12,
};
static const unsigned short sa__gen_v276[488] = {
1633,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1634,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v277[488] = {
1635,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,325,326,327,45,46,328,329,330,331,332,333,
334,335,336,337,338,339,340,341,342,343,344,78,80,5,1535,345,1570,1221,347,555,349,87,350,351,
352,353,354,355,356,357,358,359,360,361,1588,363,5,98,99,100,101,102,103,104,105,106,107,108,
109,110,111,112,113,114,115,116,117,109,118,119,120,121,116,122,12,123,124,125,126,12,5,127,
128,109,129,109,130,131,109,132,133,109,134,135,109,136,137,138,109,139,140,141,115,116,122,12,
5,142,143,109,144,133,109,145,146,147,148,149,116,109,150,137,151,109,139,152,153,115,116,122,
12,5,364,365,109,144,133,109,366,109,150,137,151,109,139,152,153,115,116,122,12,5,367,368,
5,369,370,371,372,508,509,510,109,373,374,375,376,377,511,379,380,116,122,381,12,5,382,1636,
156,157,158,384,385,386,5,181,387,388,389,5,390,391,392,393,394,395,396,122,397,5,513,514,
515,401,402,403,404,405,406,407,408,409,410,411,5,412,413,109,129,109,258,414,415,116,416,5,
590,5,192,193,109,194,109,195,196,197,122,417,5,418,109,419,420,203,421,203,122,422,266,5,
423,424,425,426,427,5,428,429,430,431,207,432,433,211,116,213,434,5,435,5,436,109,217,109,
218,437,438,109,221,109,222,439,224,116,226,109,134,109,227,228,109,229,230,115,5,109,134,109,
591,592,593,109,221,109,222,594,224,109,134,109,227,234,595,240,109,596,597,598,238,115,599,5,
441,442,431,443,444,445,5,446,447,448,109,217,109,218,449,450,451,452,453,224,109,217,109,218,
454,109,455,456,457,458,459,460,461,224,462,109,463,109,464,465,466,460,115,467,468,116,469,470,
203,122,253,471,472,5,473,266,474,475,476,109,129,109,258,477,259,109,478,479,480,115,481,482,
483,115,116,266,484,485,486,487,488,109,489,490,491,109,492,493,494,495,115,116,496,497,498,499,
500,501,502,503,504,116,122,12,
};
static const unsigned short sa__gen_v278[104] = {
1637,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,1535,5,
612,613,1638,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v279[104] = {
1639,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,607,608,609,45,610,51,611,80,5,1535,5,
612,613,1640,615,616,617,618,619,620,621,109,622,623,624,625,109,626,627,628,629,630,631,632,633,
634,635,636,115,637,122,638,12,
};
static const unsigned short sa__gen_v280[481] = {
1641,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,86,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1642,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v281[481] = {
1643,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1644,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v282[503] = {
1645,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1646,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,748,
749,750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v283[481] = {
1647,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,86,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1648,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v284[481] = {
1649,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1650,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,
12,
};
static const unsigned short sa__gen_v285[502] = {
1651,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1652,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,645,646,647,648,288,649,650,651,652,653,654,655,656,657,658,659,660,661,662,663,115,
664,665,666,667,668,669,670,671,672,224,115,664,673,674,675,676,677,109,678,679,680,115,681,664,
682,683,684,685,115,686,687,688,689,224,690,116,122,691,692,5,192,193,109,194,109,195,196,197,
122,5,198,199,109,200,693,694,695,696,697,698,699,700,701,702,703,203,122,5,204,205,206,207,
208,704,705,695,696,697,698,699,700,706,707,703,211,116,212,213,214,5,708,709,710,207,711,712,
713,714,715,716,717,718,660,719,109,720,721,722,723,115,724,725,109,463,109,726,727,728,460,109,
241,729,730,109,731,109,732,109,733,734,735,736,737,224,115,116,5,225,226,109,134,109,227,228,
109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,109,227,240,
109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,5,253,254,
5,256,742,743,744,257,109,129,109,258,259,260,261,109,478,745,746,115,264,265,116,266,747,772,
750,751,267,268,752,753,754,755,756,757,758,109,759,760,761,762,116,763,764,765,122,12,
};
static const unsigned short sa__gen_v286[412] = {
1653,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1654,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v287[412] = {
1655,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1656,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,775,529,776,777,778,779,780,781,782,783,784,785,116,786,787,750,788,789,790,266,5,
192,193,109,194,109,195,196,197,122,5,198,199,109,200,693,791,792,701,702,793,703,203,122,5,
204,205,206,207,208,704,794,792,706,707,795,703,211,116,212,213,214,5,796,797,798,109,799,109,
800,801,109,802,501,803,109,217,109,218,219,804,109,221,109,222,805,224,116,5,225,226,109,134,
109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,109,134,
109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,251,224,116,252,122,
5,253,254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,
270,271,122,12,
};
static const unsigned short sa__gen_v288[395] = {
1657,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1658,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v289[395] = {
1659,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,82,642,836,85,273,87,88,89,90,91,92,93,94,95,96,1536,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,382,1660,156,157,158,159,5,160,161,162,163,164,
165,166,167,122,168,169,170,171,122,172,173,5,174,175,176,177,178,179,180,5,181,182,183,184,
185,186,5,187,188,189,190,191,810,811,109,129,109,258,812,813,814,116,815,816,5,192,193,109,
194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,211,
116,212,213,214,5,215,216,109,217,109,218,219,220,109,221,109,222,223,224,116,5,225,226,109,
134,109,227,228,109,229,230,115,5,207,817,109,596,109,818,819,109,820,109,821,822,823,824,825,
460,826,827,828,819,109,829,830,460,115,831,116,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,224,246,115,247,248,109,217,109,249,250,
251,224,116,252,122,5,253,254,5,832,12,
};
static const unsigned short sa__gen_v290[480] = {
1661,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1662,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1663,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v291[496] = {
1664,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1662,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1665,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v292[506] = {
1666,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1662,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1667,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v293[480] = {
1668,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1662,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1669,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,869,870,871,872,873,874,5,192,
193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,
210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,
226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,
239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,
883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,898,899,900,
901,902,903,224,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,919,
115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,122,253,254,5,
255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v294[496] = {
1670,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1662,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1671,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,928,929,930,931,288,932,933,934,935,
936,937,938,115,939,940,941,942,943,944,945,946,115,116,947,122,948,949,950,951,952,5,192,193,
109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,208,209,210,
211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,5,225,226,
109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,238,115,239,
109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,109,227,883,
884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,953,954,955,956,
957,958,959,960,961,962,963,964,965,966,967,968,969,970,971,460,972,224,115,116,247,248,109,217,
109,249,250,251,224,116,252,122,5,920,973,974,122,253,254,5,255,256,257,109,129,109,258,259,
260,261,109,262,263,264,265,116,266,267,268,269,270,271,122,12,
};
static const unsigned short sa__gen_v295[506] = {
1672,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,276,26,27,28,12,5,29,30,9,277,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,
77,78,79,80,5,1535,925,642,84,85,273,87,88,89,90,91,92,93,94,95,96,1662,5,98,
99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,109,118,119,120,121,
116,122,12,123,124,125,126,12,5,127,128,109,129,109,130,131,109,132,133,109,134,135,109,136,
137,138,109,139,140,141,115,116,122,12,5,142,143,109,144,133,109,145,146,147,148,149,116,109,
150,137,151,109,139,152,153,115,116,122,12,5,837,838,839,5,382,1673,156,157,158,159,5,160,
161,162,163,164,165,166,167,122,168,169,170,171,122,172,173,841,842,843,844,845,174,175,176,177,
178,179,180,5,181,182,183,184,185,186,5,846,847,189,848,5,849,850,851,852,853,854,855,856,
857,858,109,859,860,861,862,122,863,864,865,109,866,109,867,868,977,870,871,872,873,874,978,979,
5,192,193,109,194,109,195,196,197,122,5,198,199,109,200,201,202,203,122,5,204,205,206,207,
208,209,210,211,116,212,213,214,5,875,216,109,217,109,218,219,876,109,221,109,222,223,224,116,
5,225,226,109,134,109,227,228,109,229,230,115,5,231,232,233,109,134,109,227,234,235,236,237,
238,115,239,109,134,109,227,240,109,241,242,243,244,245,877,224,246,115,878,109,879,880,881,882,
109,227,883,884,885,886,115,887,888,889,109,218,890,109,891,892,893,894,224,115,895,896,897,980,
981,982,983,984,985,986,460,224,987,988,989,898,899,900,990,991,992,902,903,224,993,994,995,996,
224,997,998,999,1000,115,904,905,906,907,908,909,910,911,912,913,914,224,109,915,916,917,918,224,
919,115,116,247,248,109,217,109,249,250,251,224,116,252,122,5,920,921,922,923,116,1001,122,253,
254,5,255,256,257,109,129,109,258,259,260,261,109,262,263,264,265,116,266,267,268,269,270,271,
122,12,
};
static const unsigned short sa__gen_v296[146] = {
1674,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,1675,1676,1677,1678,1679,1680,1681,1682,80,5,1683,
5,1684,1685,1686,1687,1688,1689,1690,1691,1692,224,115,664,116,12,5,1693,1694,1695,1696,12,5,1697,1698,
1094,1699,1700,1701,1702,1703,1704,1705,1706,1707,1708,1709,122,1710,1711,1712,1713,1714,1715,1716,1717,116,1718,122,
1719,266,1720,1721,1713,1722,1714,1723,1724,675,1725,1726,1727,116,1728,122,266,1729,1730,1731,1732,266,1720,1733,
1734,12,
};
static const unsigned short sa__gen_v297[97] = {
1735,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,1736,1737,1738,1739,1740,52,1741,80,5,1742,5,
1697,1743,1744,1701,1745,1746,164,1747,1748,122,1749,1750,1751,1752,122,109,1753,1754,266,1755,1756,1757,1758,122,
12,
};
static const unsigned short sa__gen_v298[88] = {
1759,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,1760,1761,1762,1763,1764,329,1765,1766,80,5,1683,
5,1697,1767,1768,1769,1770,1771,1772,1773,1774,1775,1776,1777,122,1778,12,
};
static const unsigned short sa__gen_v299[168] = {
1779,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,1780,1781,1782,1783,1784,1785,1786,1787,1788,1789,1790,
1791,1792,1793,80,5,1794,1795,5,1796,1797,1695,1696,12,5,1798,1799,1800,1801,109,1802,1803,1804,122,1805,
266,1806,1807,1808,1809,1810,122,266,1811,1812,12,5,1697,1813,1814,1815,1816,1817,1818,1819,1820,1821,1822,1823,
1824,1825,1826,1827,1828,1829,1830,1709,122,1831,1832,1833,1834,1835,1104,1836,1837,1838,116,1104,1839,1840,1841,1842,
1843,116,1104,1844,1845,1846,122,1847,1848,1849,1850,1851,1852,1853,1854,1855,1856,1857,1858,1859,122,1860,1861,12,
};
static const sa__variant sa__gen_variants[] = {
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 0, 0, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v0, 377},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 1, 0, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v1, 377},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 0, 0, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v2, 377},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 1, 0, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v3, 377},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 0, 1, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v4, 429},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 1, 1, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v5, 429},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 0, 1, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v6, 429},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 1, 1, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v7, 429},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 0, 0, 1, 0, 128, 154880, 1, sa__gen_v8, 459},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 0, 0, 1, 0, 128, 154880, 1, sa__gen_v9, 459},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 1, 0, 1, 0, 128, 154880, 1, sa__gen_v10, 461},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 1, 0, 1, 0, 128, 154880, 1, sa__gen_v11, 461},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 0, 1, 1, 0, 128, 154880, 1, sa__gen_v12, 467},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 0, 1, 1, 0, 128, 154880, 1, sa__gen_v13, 467},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 1, 1, 1, 0, 128, 154880, 1, sa__gen_v14, 467},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 1, 1, 1, 0, 128, 154880, 1, sa__gen_v15, 467},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 0, 0, 0, 2, 0, 128, 162304, 1, sa__gen_v16, 459},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 0, 0, 0, 2, 0, 128, 162304, 1, sa__gen_v17, 459},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 0, 1, 0, 2, 0, 128, 162304, 1, sa__gen_v18, 461},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 0, 1, 0, 2, 0, 128, 162304, 1, sa__gen_v19, 461},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 1, 0, 0, 1, 0, 128, 118016, 1, sa__gen_v20, 484},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 1, 0, 0, 1, 0, 128, 118016, 1, sa__gen_v21, 484},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 1, 1, 0, 1, 0, 128, 118016, 1, sa__gen_v22, 486},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 1, 1, 0, 1, 0, 128, 118016, 1, sa__gen_v23, 486},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 1, 0, 0, 2, 0, 128, 125440, 1, sa__gen_v24, 484},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 1, 0, 0, 2, 0, 128, 125440, 1, sa__gen_v25, 484},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 1, 1, 0, 2, 0, 128, 125440, 1, sa__gen_v26, 486},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 1, 1, 0, 2, 0, 128, 125440, 1, sa__gen_v27, 486},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 0, 3, 1, 0, 128, 118016, 1, sa__gen_v28, 486},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 0, 3, 1, 0, 128, 118016, 1, sa__gen_v29, 486},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 1, 3, 1, 0, 128, 118016, 1, sa__gen_v30, 488},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 1, 3, 1, 0, 128, 118016, 1, sa__gen_v31, 488},
  {"decode_combine__bf16_d64__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 64, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v32, 104},
  {"decode_combine__fp16_d64__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 64, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v33, 104},
  {"fwd_block_sparse__bf16_d64_m128n64w4s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 64, 128, 64, 4, 2, 0, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v34, 481},
  {"fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 64, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v35, 481},
  {"fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 64, 128, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 55296, 2, sa__gen_v36, 503},
  {"fwd_block_sparse__fp16_d64_m128n64w4s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 64, 128, 64, 4, 2, 0, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v37, 481},
  {"fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 64, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v38, 481},
  {"fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 64, 128, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 55296, 2, sa__gen_v39, 502},
  {"fwd_kascade__bf16_d64_m128n64w4s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_BF16, 64, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v40, 412},
  {"fwd_kascade__fp16_d64_m128n64w4s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_FP16, 64, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v41, 412},
  {"fwd_kascade_pool__bf16_d64_m128n64w4s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_BF16, 64, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v42, 395},
  {"fwd_kascade_pool__fp16_d64_m128n64w4s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_FP16, 64, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 55296, 2, sa__gen_v43, 395},
  {"fwd_qsa__bf16_d64_m128n64w8s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_BF16, 64, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 55296, 1, sa__gen_v44, 480},
  {"fwd_qsa__bf16_d64_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_BF16, 64, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 46080, 1, sa__gen_v45, 496},
  {"fwd_qsa__bf16_d64_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_BF16, 64, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 46080, 1, sa__gen_v46, 506},
  {"fwd_qsa__fp16_d64_m128n64w8s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_FP16, 64, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 55296, 1, sa__gen_v47, 480},
  {"fwd_qsa__fp16_d64_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_FP16, 64, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 46080, 1, sa__gen_v48, 496},
  {"fwd_qsa__fp16_d64_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_FP16, 64, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 46080, 1, sa__gen_v49, 506},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v50, 388},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v51, 388},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v52, 388},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v53, 388},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 0, 1, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v54, 431},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 1, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v55, 431},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 0, 1, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v56, 431},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 1, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v57, 431},
  {"fwd_block_sparse__bf16_d64_m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v58, 492},
  {"fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v59, 492},
  {"fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal_delta", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 0, 0, 1, 0, 0, 256, 82944, 1, sa__gen_v60, 514},
  {"fwd_block_sparse__fp16_d64_m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v61, 492},
  {"fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v62, 492},
  {"fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal_delta", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 0, 0, 1, 0, 0, 256, 82944, 1, sa__gen_v63, 513},
  {"fwd_kascade__bf16_d64_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_SPARSE, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v64, 423},
  {"fwd_kascade__fp16_d64_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_SPARSE, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v65, 423},
  {"fwd_kascade_pool__bf16_d64_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_POOL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v66, 406},
  {"fwd_kascade_pool__fp16_d64_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_POOL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v67, 406},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 0, 0, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v68, 377},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 1, 0, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v69, 377},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 0, 0, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v70, 377},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 1, 0, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v71, 377},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 0, 1, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v72, 429},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 1, 1, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v73, 429},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 0, 1, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v74, 429},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 1, 1, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v75, 429},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 0, 0, 1, 0, 128, 168192, 1, sa__gen_v76, 459},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 0, 0, 1, 0, 128, 168192, 1, sa__gen_v77, 459},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 1, 0, 1, 0, 128, 168192, 1, sa__gen_v78, 461},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 1, 0, 1, 0, 128, 168192, 1, sa__gen_v79, 461},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 0, 1, 1, 0, 128, 168192, 1, sa__gen_v80, 467},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 0, 1, 1, 0, 128, 168192, 1, sa__gen_v81, 467},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 1, 1, 1, 0, 128, 168192, 1, sa__gen_v82, 467},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 1, 1, 1, 0, 128, 168192, 1, sa__gen_v83, 467},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 0, 0, 0, 2, 0, 128, 176640, 1, sa__gen_v84, 459},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 0, 0, 0, 2, 0, 128, 176640, 1, sa__gen_v85, 459},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 0, 1, 0, 2, 0, 128, 176640, 1, sa__gen_v86, 461},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 0, 1, 0, 2, 0, 128, 176640, 1, sa__gen_v87, 461},
  {"fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 2, 0, 0, 0, 0, 1, 1, 128, 114944, 1, sa__gen_v88, 459},
  {"fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 2, 0, 0, 0, 0, 1, 1, 128, 114944, 1, sa__gen_v89, 459},
  {"fwd_decode__bf16_d96_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 2, 0, 0, 1, 0, 1, 1, 128, 114944, 1, sa__gen_v90, 461},
  {"fwd_decode__fp16_d96_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 2, 0, 0, 1, 0, 1, 1, 128, 114944, 1, sa__gen_v91, 461},
  {"fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 2, 0, 0, 0, 1, 1, 1, 128, 114944, 1, sa__gen_v92, 467},
  {"fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 2, 0, 0, 0, 1, 1, 1, 128, 114944, 1, sa__gen_v93, 467},
  {"fwd_decode__bf16_d96_n32w4s2m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 2, 0, 0, 1, 1, 1, 1, 128, 114944, 1, sa__gen_v94, 467},
  {"fwd_decode__fp16_d96_n32w4s2m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 2, 0, 0, 1, 1, 1, 1, 128, 114944, 1, sa__gen_v95, 467},
  {"fwd_decode__bf16_d96_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 2, 0, 0, 0, 0, 2, 1, 128, 123392, 1, sa__gen_v96, 459},
  {"fwd_decode__fp16_d96_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 2, 0, 0, 0, 0, 2, 1, 128, 123392, 1, sa__gen_v97, 459},
  {"fwd_decode__bf16_d96_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 2, 0, 0, 1, 0, 2, 1, 128, 123392, 1, sa__gen_v98, 461},
  {"fwd_decode__fp16_d96_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 2, 0, 0, 1, 0, 2, 1, 128, 123392, 1, sa__gen_v99, 461},
  {"fwd_decode__bf16_d96_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 4, 0, 1, 0, 0, 1, 0, 128, 168192, 1, sa__gen_v100, 484},
  {"fwd_decode__fp16_d96_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 4, 0, 1, 0, 0, 1, 0, 128, 168192, 1, sa__gen_v101, 484},
  {"fwd_decode__bf16_d96_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 4, 0, 1, 1, 0, 1, 0, 128, 168192, 1, sa__gen_v102, 486},
  {"fwd_decode__fp16_d96_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 4, 0, 1, 1, 0, 1, 0, 128, 168192, 1, sa__gen_v103, 486},
  {"fwd_decode__bf16_d96_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 4, 0, 1, 0, 0, 2, 0, 128, 176640, 1, sa__gen_v104, 484},
  {"fwd_decode__fp16_d96_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 4, 0, 1, 0, 0, 2, 0, 128, 176640, 1, sa__gen_v105, 484},
  {"fwd_decode__bf16_d96_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 4, 0, 1, 1, 0, 2, 0, 128, 176640, 1, sa__gen_v106, 486},
  {"fwd_decode__fp16_d96_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 4, 0, 1, 1, 0, 2, 0, 128, 176640, 1, sa__gen_v107, 486},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 1, 0, 0, 1, 1, 128, 141568, 1, sa__gen_v108, 484},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 1, 0, 0, 1, 1, 128, 141568, 1, sa__gen_v109, 484},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 1, 1, 0, 1, 1, 128, 141568, 1, sa__gen_v110, 486},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 1, 1, 0, 1, 1, 128, 141568, 1, sa__gen_v111, 486},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 1, 0, 0, 2, 1, 128, 150016, 1, sa__gen_v112, 484},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 1, 0, 0, 2, 1, 128, 150016, 1, sa__gen_v113, 484},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 1, 1, 0, 2, 1, 128, 150016, 1, sa__gen_v114, 486},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 1, 1, 0, 2, 1, 128, 150016, 1, sa__gen_v115, 486},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 0, 3, 1, 0, 128, 141568, 1, sa__gen_v116, 486},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 0, 3, 1, 0, 128, 141568, 1, sa__gen_v117, 486},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 1, 3, 1, 0, 128, 141568, 1, sa__gen_v118, 488},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 1, 3, 1, 0, 128, 141568, 1, sa__gen_v119, 488},
  {"decode_combine__bf16_d96__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 96, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v120, 104},
  {"decode_combine__fp16_d96__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 96, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v121, 104},
  {"fwd_block_sparse__bf16_d96_m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 96, 128, 32, 4, 2, 0, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v122, 481},
  {"fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 96, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v123, 481},
  {"fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 96, 128, 32, 4, 2, 1, 0, 0, 1, 0, 0, 128, 53248, 2, sa__gen_v124, 503},
  {"fwd_block_sparse__fp16_d96_m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 96, 128, 32, 4, 2, 0, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v125, 481},
  {"fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 96, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v126, 481},
  {"fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 96, 128, 32, 4, 2, 1, 0, 0, 1, 0, 0, 128, 53248, 2, sa__gen_v127, 502},
  {"fwd_kascade__bf16_d96_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_BF16, 96, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v128, 412},
  {"fwd_kascade__fp16_d96_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_FP16, 96, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v129, 412},
  {"fwd_kascade_pool__bf16_d96_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_BF16, 96, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v130, 395},
  {"fwd_kascade_pool__fp16_d96_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_FP16, 96, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 53248, 2, sa__gen_v131, 395},
  {"fwd_qsa__bf16_d96_m128n64w8s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_BF16, 96, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 79872, 1, sa__gen_v132, 480},
  {"fwd_qsa__bf16_d96_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_BF16, 96, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 66560, 1, sa__gen_v133, 496},
  {"fwd_qsa__bf16_d96_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_BF16, 96, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 66560, 1, sa__gen_v134, 506},
  {"fwd_qsa__fp16_d96_m128n64w8s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_FP16, 96, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 79872, 1, sa__gen_v135, 480},
  {"fwd_qsa__fp16_d96_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_FP16, 96, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 66560, 1, sa__gen_v136, 496},
  {"fwd_qsa__fp16_d96_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_FP16, 96, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 66560, 1, sa__gen_v137, 506},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 0, 0, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v138, 377},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v139, 377},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 0, 0, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v140, 377},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v141, 377},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 0, 1, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v142, 429},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 1, 1, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v143, 429},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 0, 1, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v144, 429},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 1, 1, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v145, 429},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 0, 0, 1, 0, 128, 218368, 1, sa__gen_v146, 459},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 0, 0, 1, 0, 128, 218368, 1, sa__gen_v147, 459},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 1, 0, 1, 0, 128, 218368, 1, sa__gen_v148, 461},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 1, 0, 1, 0, 128, 218368, 1, sa__gen_v149, 461},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 0, 1, 1, 0, 128, 218368, 1, sa__gen_v150, 467},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 0, 1, 1, 0, 128, 218368, 1, sa__gen_v151, 467},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 1, 1, 1, 0, 128, 218368, 1, sa__gen_v152, 467},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 1, 1, 1, 0, 128, 218368, 1, sa__gen_v153, 467},
  {"fwd_decode__bf16_d128_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 3, 0, 0, 0, 0, 2, 0, 128, 227840, 1, sa__gen_v154, 459},
  {"fwd_decode__fp16_d128_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 3, 0, 0, 0, 0, 2, 0, 128, 227840, 1, sa__gen_v155, 459},
  {"fwd_decode__bf16_d128_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 3, 0, 0, 1, 0, 2, 0, 128, 227840, 1, sa__gen_v156, 461},
  {"fwd_decode__fp16_d128_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 3, 0, 0, 1, 0, 2, 0, 128, 227840, 1, sa__gen_v157, 461},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 0, 0, 1, 1, 128, 148736, 1, sa__gen_v158, 459},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 0, 0, 1, 1, 128, 148736, 1, sa__gen_v159, 459},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 1, 0, 1, 1, 128, 148736, 1, sa__gen_v160, 461},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 1, 0, 1, 1, 128, 148736, 1, sa__gen_v161, 461},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 0, 1, 1, 1, 128, 148736, 1, sa__gen_v162, 467},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 0, 1, 1, 1, 128, 148736, 1, sa__gen_v163, 467},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 1, 1, 1, 1, 128, 148736, 1, sa__gen_v164, 467},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 1, 1, 1, 1, 128, 148736, 1, sa__gen_v165, 467},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 0, 0, 0, 2, 1, 128, 158208, 1, sa__gen_v166, 459},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 0, 0, 0, 2, 1, 128, 158208, 1, sa__gen_v167, 459},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 0, 1, 0, 2, 1, 128, 158208, 1, sa__gen_v168, 461},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 0, 1, 0, 2, 1, 128, 158208, 1, sa__gen_v169, 461},
  {"fwd_decode__bf16_d128_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 4, 0, 1, 0, 0, 1, 0, 128, 218368, 1, sa__gen_v170, 484},
  {"fwd_decode__fp16_d128_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 4, 0, 1, 0, 0, 1, 0, 128, 218368, 1, sa__gen_v171, 484},
  {"fwd_decode__bf16_d128_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 4, 0, 1, 1, 0, 1, 0, 128, 218368, 1, sa__gen_v172, 486},
  {"fwd_decode__fp16_d128_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 4, 0, 1, 1, 0, 1, 0, 128, 218368, 1, sa__gen_v173, 486},
  {"fwd_decode__bf16_d128_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 4, 0, 1, 0, 0, 2, 0, 128, 227840, 1, sa__gen_v174, 484},
  {"fwd_decode__fp16_d128_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 4, 0, 1, 0, 0, 2, 0, 128, 227840, 1, sa__gen_v175, 484},
  {"fwd_decode__bf16_d128_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 4, 0, 1, 1, 0, 2, 0, 128, 227840, 1, sa__gen_v176, 486},
  {"fwd_decode__fp16_d128_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 4, 0, 1, 1, 0, 2, 0, 128, 227840, 1, sa__gen_v177, 486},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 1, 0, 0, 1, 1, 128, 148736, 1, sa__gen_v178, 484},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 1, 0, 0, 1, 1, 128, 148736, 1, sa__gen_v179, 484},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 1, 1, 0, 1, 1, 128, 148736, 1, sa__gen_v180, 486},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 1, 1, 0, 1, 1, 128, 148736, 1, sa__gen_v181, 486},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 1, 0, 0, 2, 1, 128, 158208, 1, sa__gen_v182, 484},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 1, 0, 0, 2, 1, 128, 158208, 1, sa__gen_v183, 484},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 1, 1, 0, 2, 1, 128, 158208, 1, sa__gen_v184, 486},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 1, 1, 0, 2, 1, 128, 158208, 1, sa__gen_v185, 486},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 0, 3, 1, 0, 128, 183552, 1, sa__gen_v186, 486},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 0, 3, 1, 0, 128, 183552, 1, sa__gen_v187, 486},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 1, 3, 1, 0, 128, 183552, 1, sa__gen_v188, 488},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 1, 3, 1, 0, 128, 183552, 1, sa__gen_v189, 488},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 0, 3, 1, 1, 128, 148736, 1, sa__gen_v190, 486},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 0, 3, 1, 1, 128, 148736, 1, sa__gen_v191, 486},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 1, 3, 1, 1, 128, 148736, 1, sa__gen_v192, 488},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 1, 3, 1, 1, 128, 148736, 1, sa__gen_v193, 488},
  {"decode_combine__bf16_d128__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 128, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v194, 104},
  {"decode_combine__fp16_d128__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 128, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v195, 104},
  {"fwd_block_sparse__bf16_d128_m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 128, 128, 32, 4, 2, 0, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v196, 481},
  {"fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 128, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v197, 481},
  {"fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 128, 128, 32, 4, 2, 1, 0, 0, 1, 0, 0, 128, 69632, 2, sa__gen_v198, 503},
  {"fwd_block_sparse__fp16_d128_m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 128, 128, 32, 4, 2, 0, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v199, 481},
  {"fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 128, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v200, 481},
  {"fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 128, 128, 32, 4, 2, 1, 0, 0, 1, 0, 0, 128, 69632, 2, sa__gen_v201, 502},
  {"fwd_kascade__bf16_d128_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_BF16, 128, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v202, 412},
  {"fwd_kascade__fp16_d128_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_FP16, 128, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v203, 412},
  {"fwd_kascade_pool__bf16_d128_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_BF16, 128, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v204, 395},
  {"fwd_kascade_pool__fp16_d128_m128n32w4s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_FP16, 128, 128, 32, 4, 2, 1, 0, 0, 0, 0, 0, 128, 69632, 2, sa__gen_v205, 395},
  {"fwd_qsa__bf16_d128_m128n64w8s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_BF16, 128, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 104448, 1, sa__gen_v206, 480},
  {"fwd_qsa__bf16_d128_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_BF16, 128, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 87040, 1, sa__gen_v207, 496},
  {"fwd_qsa__bf16_d128_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_BF16, 128, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 87040, 1, sa__gen_v208, 506},
  {"fwd_qsa__fp16_d128_m128n64w8s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_FP16, 128, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 104448, 1, sa__gen_v209, 480},
  {"fwd_qsa__fp16_d128_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_FP16, 128, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 87040, 1, sa__gen_v210, 496},
  {"fwd_qsa__fp16_d128_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_FP16, 128, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 87040, 1, sa__gen_v211, 506},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v212, 396},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v213, 396},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v214, 396},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v215, 396},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 0, 1, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v216, 439},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 1, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v217, 439},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 0, 1, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v218, 439},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 1, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v219, 439},
  {"fwd_block_sparse__bf16_d128_m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v220, 500},
  {"fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v221, 500},
  {"fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal_delta", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 0, 0, 1, 0, 0, 256, 164864, 1, sa__gen_v222, 522},
  {"fwd_block_sparse__fp16_d128_m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 0, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v223, 500},
  {"fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v224, 500},
  {"fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal_delta", SA__KIND_BLOCK_SPARSE, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 0, 0, 1, 0, 0, 256, 164864, 1, sa__gen_v225, 521},
  {"fwd_kascade__bf16_d128_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_SPARSE, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v226, 431},
  {"fwd_kascade__fp16_d128_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_SPARSE, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v227, 431},
  {"fwd_kascade_pool__bf16_d128_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_POOL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v228, 414},
  {"fwd_kascade_pool__fp16_d128_m128n128w8s2__sm90_causal", SA__KIND_KASCADE_POOL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v229, 414},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 0, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v230, 377},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v231, 377},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 0, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v232, 377},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v233, 377},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 0, 1, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v234, 429},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 1, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v235, 429},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 0, 1, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v236, 429},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 1, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v237, 429},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 0, 0, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v238, 377},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 1, 0, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v239, 377},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 0, 0, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v240, 377},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 1, 0, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v241, 377},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 0, 1, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v242, 429},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 1, 1, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v243, 429},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 0, 1, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v244, 429},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 1, 1, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v245, 429},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 0, 0, 1, 0, 64, 213760, 1, sa__gen_v246, 459},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 0, 0, 1, 0, 64, 213760, 1, sa__gen_v247, 459},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 1, 0, 1, 0, 64, 213760, 1, sa__gen_v248, 461},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 1, 0, 1, 0, 64, 213760, 1, sa__gen_v249, 461},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 0, 1, 1, 0, 64, 213760, 1, sa__gen_v250, 467},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 0, 1, 1, 0, 64, 213760, 1, sa__gen_v251, 467},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 1, 1, 1, 0, 64, 213760, 1, sa__gen_v252, 467},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 1, 1, 1, 0, 64, 213760, 1, sa__gen_v253, 467},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 0, 0, 1, 1, 64, 146176, 1, sa__gen_v254, 459},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 0, 0, 1, 1, 64, 146176, 1, sa__gen_v255, 459},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 1, 0, 1, 1, 64, 146176, 1, sa__gen_v256, 461},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 1, 0, 1, 1, 64, 146176, 1, sa__gen_v257, 461},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 0, 1, 1, 1, 64, 146176, 1, sa__gen_v258, 467},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 0, 1, 1, 1, 64, 146176, 1, sa__gen_v259, 467},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 1, 1, 1, 1, 64, 146176, 1, sa__gen_v260, 467},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_kascade", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 1, 1, 1, 1, 64, 146176, 1, sa__gen_v261, 467},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 1, 0, 0, 1, 0, 64, 179968, 1, sa__gen_v262, 484},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 1, 0, 0, 1, 0, 64, 179968, 1, sa__gen_v263, 484},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 1, 1, 0, 1, 0, 64, 179968, 1, sa__gen_v264, 486},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 1, 1, 0, 1, 0, 64, 179968, 1, sa__gen_v265, 486},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 1, 0, 0, 1, 1, 64, 146176, 1, sa__gen_v266, 484},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 1, 0, 0, 1, 1, 64, 146176, 1, sa__gen_v267, 484},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 1, 1, 0, 1, 1, 64, 146176, 1, sa__gen_v268, 486},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 1, 1, 0, 1, 1, 64, 146176, 1, sa__gen_v269, 486},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 0, 3, 1, 0, 64, 179968, 1, sa__gen_v270, 486},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 0, 3, 1, 0, 64, 179968, 1, sa__gen_v271, 486},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 1, 3, 1, 0, 64, 179968, 1, sa__gen_v272, 488},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 1, 3, 1, 0, 64, 179968, 1, sa__gen_v273, 488},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 0, 3, 1, 1, 64, 146176, 1, sa__gen_v274, 486},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 0, 3, 1, 1, 64, 146176, 1, sa__gen_v275, 486},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 1, 3, 1, 1, 64, 146176, 1, sa__gen_v276, 488},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_lse", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 1, 3, 1, 1, 64, 146176, 1, sa__gen_v277, 488},
  {"decode_combine__bf16_d256__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 256, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v278, 104},
  {"decode_combine__fp16_d256__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 256, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v279, 104},
  {"fwd_block_sparse__bf16_d256_m128n64w8s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 0, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v280, 481},
  {"fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v281, 481},
  {"fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 0, 1, 0, 0, 256, 202752, 1, sa__gen_v282, 503},
  {"fwd_block_sparse__fp16_d256_m128n64w8s2__sm80", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 0, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v283, 481},
  {"fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v284, 481},
  {"fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal_delta", SA__KIND_BLOCK_SPARSE, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 0, 1, 0, 0, 256, 202752, 1, sa__gen_v285, 502},
  {"fwd_kascade__bf16_d256_m128n64w8s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v286, 412},
  {"fwd_kascade__fp16_d256_m128n64w8s2__sm80_causal", SA__KIND_KASCADE_SPARSE, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v287, 412},
  {"fwd_kascade_pool__bf16_d256_m128n64w8s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v288, 395},
  {"fwd_kascade_pool__fp16_d256_m128n64w8s2__sm80_causal", SA__KIND_KASCADE_POOL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v289, 395},
  {"fwd_qsa__bf16_d256_m64n64w4s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_BF16, 256, 64, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 168960, 1, sa__gen_v290, 480},
  {"fwd_qsa__bf16_d256_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_BF16, 256, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 168960, 1, sa__gen_v291, 496},
  {"fwd_qsa__bf16_d256_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_BF16, 256, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 168960, 1, sa__gen_v292, 506},
  {"fwd_qsa__fp16_d256_m64n64w4s2__sm80_exact", SA__KIND_QSA, 80, SA_DTYPE_FP16, 256, 64, 64, 4, 2, 1, 0, 0, 0, 0, 0, 128, 168960, 1, sa__gen_v293, 480},
  {"fwd_qsa__fp16_d256_m64n64w4s2__sm80_tree", SA__KIND_QSA, 80, SA_DTYPE_FP16, 256, 64, 64, 4, 2, 1, 0, 0, 1, 0, 0, 128, 168960, 1, sa__gen_v294, 496},
  {"fwd_qsa__fp16_d256_m64n64w4s2__sm80_estimated", SA__KIND_QSA, 80, SA_DTYPE_FP16, 256, 64, 64, 4, 2, 1, 0, 0, 2, 0, 0, 128, 168960, 1, sa__gen_v295, 506},
  {"momo_union_trim__sm80", SA__KIND_UNION_TRIM, 80, SA_DTYPE_BF16, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 256, 0, 1, sa__gen_v296, 146},
  {"block_mass__sm80", SA__KIND_BLOCK_MASS, 80, SA_DTYPE_BF16, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v297, 97},
  {"kascade_pool_scores__sm80", SA__KIND_POOL_SCORES, 80, SA_DTYPE_BF16, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 256, 0, 1, sa__gen_v298, 88},
  {"kascade_topk__sm80", SA__KIND_TOPK_SELECT, 80, SA_DTYPE_BF16, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 512, 0, 1, sa__gen_v299, 168},
};
static const sa__variant *sa__variant_table(int *count) {
  *count = (int)(sizeof(sa__gen_variants) / sizeof(sa__gen_variants[0]));
  return sa__gen_variants;
}
static const char *sa__gen_line(int i) { return sa__gen_lines[i]; }
#endif /* SPARSEATTN_IMPLEMENTATION */
/* <<< generated kernels <<< */

#endif /* SPARSEATTN_IMPLEMENTATION_DONE */
#endif /* SPARSEATTN_IMPLEMENTATION */
