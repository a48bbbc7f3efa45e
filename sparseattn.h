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
         sa_attention_args a;
         if (sa_context_create(NULL, &ctx) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
         memset(&a, 0, sizeof a);              // zero = defaults: bf16, dense, contiguous strides, 1/sqrt(D)
         a.batch = 1; a.seqlen_q = a.seqlen_k = 16384;
         a.heads_q = 32; a.heads_kv = 8; a.head_dim = 128;
         a.q = dq; a.k = dk; a.v = dv; a.o = dout;   // device pointers, [B, S, H, D]
         a.causal = 1;
         if (sa_attention(ctx, &a, stream) != SA_OK) fprintf(stderr, "%s\n", sa_last_error(ctx));
         sa_context_destroy(ctx);

   CONFIGURATION MACROS
     SPARSEATTN_IMPLEMENTATION   compile the implementation in this file
     SPARSEATTN_STATIC           give every function internal linkage
     SPARSEATTN_NO_TOOLS         an engine build: leave out the CPU references, the host tools (BLASST calibration,
                                 synthetic inputs, Kascade's similarity and anchor selection) and sa_autotune, their
                                 declarations too; Kascade plan files still load (about 16% less code)
     SPARSEATTN_KERNELS_HEADER   "file.h": the implementation takes its kernels from file.h, written by
                                 codegen/generate.py --kernels-out (other head dims), not from this file's own
     SA_MALLOC(n), SA_FREE(p), SA_ASSERT(x)   override the allocator and assertions

   ENVIRONMENT
     SPARSEATTN_CACHE_DIR   kernel cache folder (else $XDG_CACHE_HOME/sparseattn, else $HOME/.cache/sparseattn). Folders
                            are made 0700, files 0600; a folder or file (cubin, tuning file) that is not this user's (or
                            root's) or that group or others can write is not read: kernels compile in memory (a warning)
     SPARSEATTN_NVRTC       full path of the NVRTC library to use (nothing else is tried when set); else the
                            nvidia-cuda-nvrtc wheel of $VIRTUAL_ENV or $CONDA_PREFIX, the loader path, $CUDA_HOME
     SPARSEATTN_LIBCUDA     full path of the CUDA driver library (default: libcuda.so.1 on the loader path)
     SPARSEATTN_LOG         stderr log level without a callback: error, warn (default), info, debug, none
     SPARSEATTN_NO_TUNING   1: ignore tuning files (sa_autotune's); every kernel choice is the default
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

   PAPERS
     BLASST   "BLASST: Dynamic Blocked Attention Sparsity via Softmax Thresholding" (Yuan, Shinn et al.,
              arXiv:2512.12087), and its authors' slides for the calibration law
     MOMO     "Measure Once, Mask Once: Delta Refined Block Sparse Attention" (under review)
     Kascade  "Kascade: A Practical Sparse Attention Method for Long-Context LLM Inference" (Deshmukh et al.,
              arXiv:2512.16391)

   CONTENTS
     The API, then the implementation in these sections, each under a banner: this title, a tag (>>checks, ...):
       generated declarations          (written by codegen/generate.py)
       platform: time, strings, errors, logging
       SHA-256 (cache keys and payload checksums)
       the CUDA driver and NVRTC, loaded at run time through our own declarations
       files and the disk cache
       tuning files
       JIT: variant source, NVRTC compile, cache
       context
       ahead-of-time compilation
       kernel loading
       argument checks of every entry point, and validation mode's reads of device data
       kernel selection and launch     (a call is check -> plan -> run: its plan's steps, launched by sa__run)
       prefill                         (dense and BLASST)
       block-sparse
       momo
       decode
       merge
       kascade                         (its sparse passes, top-k, anchors, similarity, and the decode calls)
       device utilities
       Kascade plan files
       sa_autotune                     (this one and the ones below but the 16-bit conversions: SPARSEATTN_NO_TOOLS
       16-bit floats and the CPU reference                                                 leaves them out)
       MOMO on the host
       Kascade on the host
       Kascade host algorithms
       BLASST calibration
       synthetic attention inputs
       embedded kernels                (generated by codegen/generate.py from templates/)

   LICENSE
     MIT; Copyright (c) 2026 the sparseattn authors (the full text: LICENSE, next to this file in its repository).
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
  int no_tuning;           /* 1: ignore tuning files (also $SPARSEATTN_NO_TUNING=1); every choice is the default */
  const char *tuning_file; /* NULL: the cache folder's file for this GPU (sa_tuning_file_path) */
  int validate;            /* 1: also check the arguments that live on the device (cu_seqlens, seqlens_k, block_table,
                              head maps, top-k lengths) before each call. It synchronizes the call's stream and copies
                              them to the host, so it is for debugging and cannot run inside a graph capture. Also
                              turned on for every context by SPARSEATTN_VALIDATE=1. */
  int max_smem_per_block;  /* 0: the GPU's own opt-in limit. Smaller: kernels are chosen as on a GPU with this many bytes
                              of shared memory per block (and, below Hopper's 232448, without Hopper's wgmma family),
                              so an H100 runs the configs of an A100 (166912) or an L40S (101376). For testing; also
                              $SPARSEATTN_MAX_SMEM_PER_BLOCK (bytes). */
} sa_context_options;

/* Element strides of a [batch, seq, head, dim] tensor (dim contiguous). All zero = contiguous. */
typedef struct sa_strides {
  int64_t batch, seq, head;
} sa_strides;

/* BLASST threshold (the BLASST paper): a KV tile is skipped when, for every row, its max score is more than ln(lambda)
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

/* Sliding windows, soft-capping and sinks (sa_attention and sa_decode, dense and BLASST), in FlashAttention's order:
   s = softmax_scale * q.k; with softcap c > 0, s = c * tanh(s / c); keys past the causal limit or outside the window
   are dropped; a sink logit z of the row's query head joins the denominator:
     O = sum_j e^(s_j - m) v_j / (e^(z - m) + sum_j e^(s_j - m)),   LSE = log(e^z + sum_j e^(s_j)).
   KV tiles wholly outside a window are not visited. BLASST compares capped scores, and its running max starts at the
   sink logit: a tile is skipped when each row's max there is ln(lambda) below max(z, the tiles before). A row that
   sees no key gets O = 0 and LSE = z (-inf without sinks). When partial results are merged (sa_merge_states), pass
   the sinks to one part only. */

/* Prefill over a KV cache (chunked prefill, prefix caching, speculative verification). With seqlens_k set, sequence
   b has seqlens_k[b] keys and its queries are the last ones (bottom-right causal): a chunk of new tokens attends to
   the cached prefix and to itself. Queries are padded [batch, seqlen_q, heads_q, D] (every sequence seqlen_q rows)
   or packed by cu_seqlens_q (cu_seqlens_k NULL) so a batch mixes sequences with different numbers of new tokens.
   K/V are the padded cache [batch, capacity, heads_kv, D] or, with block_table, pages [num_pages, page_size,
   heads_kv, D] (any power of two from a token-level table of 1 up). seqlen_k is the longest KV length (it sizes
   BLASST's mask). The new tokens' K/V are written to the cache before the call; a chunked prefill passes each chunk
   with the lengths of the prefix it has reached and gets, row for row, the one-shot prefill's result. */

/* An FP8 KV cache (decode; and FP8 attention, below): K and V hold one-byte codes, e4m3 (FlashAttention-3's and vLLM's "fp8" /
   torch.float8_e4m3fn; its codes 0x7f and 0xff are NaN) or e5m2 (torch.float8_e5m2), and the value of a code is
   code x scale. Q and O keep args->dtype. The scales are device fp32, read by the kernels (no synchronization, and a
   CUDA graph sees new values): the scale of KV head h of sequence b is scale[b * scale_batch_stride + h *
   scale_head_stride], so strides (0, 0) give one per tensor (vLLM's k_scale / v_scale), (0, 1) one per KV head, and
   (heads_kv, 1) FlashAttention-3's [batch, heads_kv] descales. K and V share the format. Validation mode checks
   every scale the call reads is finite and positive (FP8 attention's descales too; the CPU references check theirs). */
typedef enum sa_kv_format {
  SA_KV_NATIVE = 0,    /* K and V have args->dtype */
  SA_KV_FP8_E4M3 = 1,
  SA_KV_FP8_E5M2 = 2
} sa_kv_format;

typedef struct sa_kv_quant {
  sa_kv_format format;
  const float *k_scale, *v_scale;  /* device fp32; NULL = 1 */
  int64_t scale_batch_stride, scale_head_stride;
} sa_kv_quant;

/* FP8 attention (FlashAttention-3's FP8 forward): with q_format and kv.format SA_KV_FP8_E4M3, sa_attention's q, k and
   v hold e4m3 codes and o keeps args->dtype (bf16 or fp16; the LSE fp32). The value of a code is code x its descale,
   device fp32 read by the kernel (no synchronization; a CUDA graph sees new values): q_scale, kv.k_scale, kv.v_scale
   (NULL = 1), each at [b * kv.scale_batch_stride + h * kv.scale_head_stride] for KV head h of sequence b (strides
   (heads_kv, 1): FlashAttention-3's [batch, heads_kv] descales; (0, 0): one per tensor). Q.K^T and P.V run on FP8
   tensor cores: scores are the codes' exact products summed in fp32, and P is rounded to e4m3 (times 256, which the
   output divides out) before P.V, the probabilities' rounding (2^-4 relative) beside the inputs'. Strides count codes
   and must be multiples of 16. Hopper (sm_90) only; dense, head_dim 64 or 128, padded or packed, causal or not, with
   windows, soft-cap, sinks and a contiguous KV cache (seqlens_k); BLASST, pages, an FP8 K/V with 16-bit queries and
   other GPUs are refused by name. */

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
  /* Engine features (dense and BLASST; see "Sliding windows, soft-capping, sinks" below) */
  int use_window;          /* 1: sliding window (window_left, window_right); 0: none */
  int window_left, window_right; /* FlashAttention's window_size: query i (at key position i + Sk - Sq) sees keys
                              i + Sk - Sq - window_left .. i + Sk - Sq + window_right; -1 = unbounded on that side */
  float softcap;           /* > 0: a scaled score s becomes softcap * tanh(s / softcap) (Gemma 2); 0 = off */
  const float *sinks;      /* optional device fp32 [heads_q]: a learned logit per query head that joins every row's
                              softmax denominator and adds no value (gpt-oss), in scaled-score units; the LSE counts it */
  /* KV cache (dense and BLASST; see "Prefill over a KV cache" below) */
  const int32_t *seqlens_k;    /* device [batch]: each sequence's KV length, at most seqlen_k; K/V padded (k_strides
                                  batch = the cache's rows per sequence) or paged; queries are the last rows of each */
  const int32_t *block_table;  /* paged: device [batch, max_pages]; k/v are [num_pages, page_size, heads_kv, head_dim],
                                  strides (page, row in page, head); key j of sequence b is row j % page_size of page
                                  block_table[b][j / page_size]. NULL = contiguous K/V */
  int page_size;               /* paged: a power of two from 1 to 65536 */
  int max_pages, num_pages;    /* paged: block_table columns (max_pages x page_size >= seqlen_k); pages in the cache */
  /* FP8 attention (see "FP8 attention" above) */
  sa_kv_quant kv;              /* SA_KV_FP8_E4M3: k and v hold e4m3 codes, their descales kv.k_scale / kv.v_scale */
  sa_kv_format q_format;       /* SA_KV_FP8_E4M3: q holds e4m3 codes (with kv.format SA_KV_FP8_E4M3); 0: args->dtype */
  const float *q_scale;        /* q's descales, device fp32 at kv's strides; NULL = 1 */
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

/* Kascade decode (the Kascade paper, Section 3.6): the rows of KV head g attend to the cache positions
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
                               rows' LSE and raw scores; the pooling reads the scores.) 2: layer 0: the same lists,
                               and dense attention over the whole cache as the output (one pass: the dense attention
                               keeps the raw scores and gives the LSE; lse, when set, is the one pooled from).
                               0: reuse. sa_kascade_decode
                               sets it from its role. */
  float topk_fraction;      /* anchor: f (0 = 0.1) */
  int k_min;                /* anchor: (0 = 128) */
} sa_kascade_decode_params;


/* Decode: new queries per sequence against a KV cache, contiguous or paged. Up to 16 run on the decode kernels (split
   KV); more (speculative verification, chunks of a prompt) run on the prefill kernels over the same cache, with the
   same arguments (Kascade takes at most 16).
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
  int page_size;                  /* paged: a power of two from 1 (a token-level table) to 65536 */
  int max_pages, num_pages;       /* paged: block_table columns; pages in the cache */
  float softmax_scale;            /* 0: 1/sqrt(head_dim) */
  int causal;                     /* for q_len > 1 (speculative decoding): query i sees keys <= Sk - q_len + i */
  int num_splits;                 /* split-KV thread blocks per sequence; 0 = chosen from batch, heads, length, SMs */
  void *workspace;                /* device, sa_decode_plan.workspace_bytes (needed when num_splits > 1) */
  size_t workspace_bytes;
  sa_blasst_params blasst;        /* method SA_METHOD_BLASST: the decode threshold */
  sa_kascade_decode_params kascade; /* method SA_METHOD_KASCADE: the key lists */
  int use_window, window_left, window_right; /* as sa_attention_args: query i is at key position Sk - q_len + i
                                    (Kascade reuse: the window masks the listed positions; not with an anchor) */
  float softcap;                  /* as sa_attention_args (not with a Kascade anchor) */
  const float *sinks;             /* as sa_attention_args: device fp32 [heads_q] (not with a Kascade anchor) */
  sa_kv_quant kv;                 /* an FP8 cache (k and v hold codes; strides count codes); zero = args->dtype. Up to
                                     16 queries per sequence (the decode kernels) */
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
  int block_rows;                  /* 0: the decode kernels. q_len > 16 runs on the prefill kernels over the same cache
                                      (one split, no workspace): sa_attention_tiles' tiling, with rows_per_block its
                                      query_tile, row_blocks its query_tiles and skip_mask its layout */
} sa_decode_plan;

/* Merging partial results of the same queries by their LSE: O = sum_i e^(LSE_i - LSE) O_i, LSE = log sum_i e^LSE_i.
   Cascade attention computes a shared prefix once for many sequences and each sequence's own suffix separately;
   context parallelism splits a long KV over GPUs; both finish with this merge (give sinks to one part only). A
   part whose LSE is -inf (it saw no key) adds nothing; a row where every part is -inf gets O = 0, LSE = -inf. */
#define SA_MERGE_MAX_PARTS 16
typedef struct sa_merge_args {
  sa_dtype dtype;                            /* of every part's O and of o */
  int parts;                                 /* 1 .. SA_MERGE_MAX_PARTS */
  int batch, seqlen, heads, head_dim;        /* rows (b, s, h); a packed layout is batch 1 and seqlen its rows */
  const void *o_parts[SA_MERGE_MAX_PARTS];   /* device [batch, seqlen, heads, head_dim], strides part_strides */
  const float *lse_parts[SA_MERGE_MAX_PARTS];/* device fp32 [batch, heads, seqlen]: sa_attention's and sa_decode's LSE */
  sa_strides part_strides;                   /* of every o_parts[i]; 0 = contiguous */
  void *o;                                   /* device [batch, seqlen, heads, head_dim]; may be a part (same strides) */
  sa_strides o_strides;
  float *lse;                                /* optional device fp32 [batch, heads, seqlen]; may be a part's */
} sa_merge_args;

/* CPU reference options. BLASST needs the kernel's tiling to reproduce its decisions exactly. */
typedef struct sa_ref_options {
  int precision;                   /* sa_ref_precision */
  int query_tile, kv_tile;         /* BLASST prefill: sa_tiles; decode: kv_tile from the plan */
  int block_rows;                  /* BLASST prefill: sa_tiles.block_rows (0 = query_tile) */
  int chunks, rows_per_block;      /* BLASST decode: plan.num_splits * plan.warps, plan.rows_per_block (q_len > 16:
                                      plan.rows_per_block and plan.block_rows, the prefill kernels' tiling) */
  unsigned char *skip;             /* optional out: decisions, the kernel's skip_mask layout */
  double *margin;                  /* optional out, same layout: distance of the deciding row from ln(lambda) in
                                      score units (0 for tiles never decided); decisions closer than rounding may
                                      legitimately differ from the GPU's */
  unsigned long long counters[2];  /* out: KV tiles considered, skipped */
  int fp8_round_p;                 /* FP8 attention: 1 = P rounded to e4m3 tile by tile as the kernel does (compare a
                                      kernel's output), 0 = the exact softmax of the dequantized inputs */
} sa_ref_options;

/* BLASST calibration (the BLASST authors' slides): from observed sparsity S at trial lambda and length L, fit
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
                            models sharpen their attention: the inverse lambda-length law of the BLASST paper (1.0;
                            a negative value turns it off) */
} sa_synth_options;

/* ---- MOMO, delta-refined block-sparse attention (the MOMO paper; DESIGN.md section 5) ---- */

/* Online top-k of key blocks in the query-sparse pass. Generation-time variants of the QSA kernel. */
typedef enum sa_topk_variant {
  SA_TOPK_EXACT = 0,     /* k (score, block) slots per row in shared memory, a min-heap: O(log k) per replacement */
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
  int key_block;        /* beta, keys per block, a power of two >= 16 (64); >= 32 at d256, <= 4096 for the prefill */
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

/* ---- Kascade host algorithms (the Kascade paper): similarity, importance, anchor selection, head mapping, plans ----

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

#ifndef SPARSEATTN_NO_TOOLS
/* ---- Kascade host algorithms (the Kascade paper, Sections 3.2-3.5; host pointers, nothing on the GPU) ---- */
/* Similarity of top-k key sets between layers over a development set (Eq. 3 with 3.3-3.5's changes). For each
   prompt, layer l, KV head g and unit T (the queries [T*tile, (T+1)*tile)), the pooled post-softmax distribution
   P[j] = sum over the unit's queries q and the query heads h of group g of softmax_{q,h}[j], over the L_T = T*tile
   keys before the unit (the unit's own keys are always attended, never selected); I = its top k_T keys (ties: the
   smaller index). sim = sum P_b[I_a] / sum P_b[I_b] (1 when the denominator is 0); the minimum over the prompt's
   units with L_T > 0, then the mean over prompts that have one. Outputs (either may be NULL, not both):
   head_sim [layers][layers][heads_kv][heads_kv] as [a][b][ga][gb]; layer_sim [layers][layers] per params->mode.
   Runs on the online CPUs (threads; the results do not depend on their number): scores in float, softmax sums in
   double. Cost ~layers x heads_q x tokens^2 / 2 x head_dim for the scores, O(layers^2 heads_kv^2 k) per unit for
   the similarity; 30 layers of 9/3 heads, d64, at 8K tokens take about a minute of CPU (sa_kascade_similarity_gpu
   is the choice for long prompts). */
SADEF sa_status sa_kascade_similarity(const sa_kascade_sim_params *params, const sa_kascade_prompt *prompts,
                                      int n_prompts, float *layer_sim, float *head_sim);
#endif
/* The same similarity on the GPU, for one prompt whose captured per-layer Q and K are on the device (bf16 or fp16):
   the pooled distributions and top-k sets are the prefill anchor's (fp32 pooling, sa_kascade_prefill's kernels), of
   query tiles of params->tile rows (32, 64 or 128; 0 = 128); k_T as sa_kascade_similarity's. Writes this prompt's
   head_sim [layers][layers][heads_kv][heads_kv] (device, as [a][b][ga][gb]: the minimum over its tiles); average it
   over prompts, then sa_kascade_layer_similarity gives layer_sim (SA_KASCADE_SIM_REMAPPED; params->mode is
   ignored). Runs 2 x layers dense-sized passes, in stream order; the workspace holds every layer's lists. */
typedef struct sa_kascade_sim_gpu_args {
  sa_kascade_sim_params params;
  sa_dtype dtype;
  int tokens;                 /* > tile */
  const void *q;              /* device [layers][tokens][heads_q][head_dim] */
  const void *k;              /* device [layers][tokens][heads_kv][head_dim] */
  float *head_sim;            /* device out */
  int chunk_tiles;            /* query tiles pooled at once (0: as many as 256 MiB of scores hold) */
  void *workspace;            /* device, sa_kascade_similarity_gpu_workspace_size bytes */
  size_t workspace_bytes;
} sa_kascade_sim_gpu_args;
SADEF sa_status sa_kascade_similarity_gpu_workspace_size(const sa_kascade_sim_gpu_args *args, size_t *bytes);
SADEF sa_status sa_kascade_similarity_gpu(sa_context *ctx, const sa_kascade_sim_gpu_args *args, void *stream);
#ifndef SPARSEATTN_NO_TOOLS
/* layer_sim[a][b] = mean over reuse KV heads gb of max over anchor KV heads ga of head_sim[a][b][ga][gb] (host). */
SADEF sa_status sa_kascade_layer_similarity(const float *head_sim, int layers, int heads_kv, float *layer_sim);
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
#endif
/* A plan as text ("sparseattn-kascade-plan 1", layers, heads_kv, anchors, one line per layer with its anchor and
   map, "end"; '#' starts a comment). Load refuses (SA_ERROR_IO, the message says where) a missing, foreign,
   truncated or inconsistent file and leaves *plan zeroed; save refuses an inconsistent plan
   (SA_ERROR_INVALID_ARGUMENT). */
SADEF sa_status sa_kascade_plan_save(const sa_kascade_plan *plan, const char *path);
SADEF sa_status sa_kascade_plan_load(const char *path, sa_kascade_plan *plan);

/* Kascade's sparse attention (the Kascade paper, Section 3.6), prefill, causal: query tile T (`tile` rows) of sequence b and
   query head h attends to the keys indices[b][m][T][0 .. counts[b][m][T]) with m = head_map[h / (Hq / Hkv)]
   (the identity when head_map is NULL), plus the tile's own keys (its diagonal, causal inside). The lists hold keys
   before the tile in ascending order (what an anchor's top-k writes); entries < 0, at or past the tile's first
   key, or equal to the previous entry are ignored, so each key counts once. An anchor layer runs it with its own
   indices, a reuse layer with its anchor's. */
typedef struct sa_kascade_sparse_args {
  sa_attention_args attn;     /* shapes, layout, q k v o lse, scale; attn.causal must be 1, method DENSE */
  int tile;                   /* query tile t: 32, 64 or 128 (0 = 128; the reference takes any). 128 runs on the
                                 newest family; 64 and 32 on the mma.sync family (sm80) on every GPU */
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
  char tuning_file[1024];  /* the tuning file this context uses; empty when none was loaded */
  int tuned_slots;         /* (family, dtype, head dim) choices it holds */
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
SADEF const char *sa_kernel_name(int index);              /* variant index's name, with no context (NULL outside
                                                             [0, sa_kernel_count())): what a build carries, GPU or not */
SADEF sa_status sa_kernel_info_get(sa_context *ctx, int index, sa_kernel_info *out);

/* ---- tuning for this GPU, and ahead-of-time compilation ----
   Every kernel slot (family, dtype, head dim) has candidate tile configs, checked at generation time against the
   architecture's shared-memory and register limits (codegen/variants.py). Without tuning a context uses each
   slot's default. sa_autotune measures the candidates on this GPU and writes a tuning file into the cache folder,
   keyed by GPU name, SM count, compute capability, driver and library version; sa_context_create loads it (a file
   made elsewhere, or damaged, is ignored with a warning). */
#define SA_TUNE_PREFILL 1u        /* dense prefill (sa_attention) */
#define SA_TUNE_PREFILL_BLASST 2u /* BLASST prefill, timed with decisions on and nothing to skip */
#define SA_TUNE_DECODE 4u         /* dense decode: tile config and split-KV policy */
#define SA_TUNE_DECODE_BLASST 8u  /* BLASST decode, as BLASST prefill */
#define SA_TUNE_ALL 15u

typedef struct sa_tune_shape {
  const char *name;        /* shown in the report, e.g. "short" */
  int batch;
  int seqlen_q;            /* prefill: query length (0 = seqlen_k); decode: q_len (0 = 1) */
  int seqlen_k;
  int heads_q, heads_kv;   /* 0 = 32 and 8 */
  int causal;
} sa_tune_shape;

/* Zero-initialised = defaults. */
typedef struct sa_autotune_options {
  unsigned families;                 /* SA_TUNE_* bits; 0 = SA_TUNE_PREFILL | SA_TUNE_DECODE */
  const sa_dtype *dtypes;            /* NULL: bf16 and fp16 */
  int n_dtypes;
  const int *head_dims;              /* NULL: every head dim the header carries */
  int n_head_dims;
  const sa_tune_shape *prefill_shapes; /* NULL: short (4 x 1024) and long (1 x 16384), causal, 32/8 heads */
  int n_prefill_shapes;
  const sa_tune_shape *decode_shapes;  /* NULL: batch (64 x 8192), long (2 x 65536), short (8 x 2048); q_len 1 */
  int n_decode_shapes;
  int warmup;                        /* untimed calls per candidate and shape (0 = 3) */
  int reps;                          /* timed calls; their median counts (0 = 10) */
  float margin;                      /* a winner's summed time must beat the default's by this fraction (0 = 0.02) */
  const char *output_path;           /* NULL: sa_tuning_file_path's */
  void (*progress)(void *user, const char *line); /* optional: a line per slot tuned */
  void *progress_user;
} sa_autotune_options;

/* One (slot, shape) of a tuning run. The winner is chosen per slot over all its shapes: verified against the
   default's output on every shape, no slower than the default on any, and faster in sum by the margin; else the
   default stays (winner = default). */
typedef struct sa_autotune_row {
  const char *family;      /* "prefill", "prefill_blasst", "decode", "decode_blasst" */
  sa_dtype dtype;
  int head_dim;
  char shape[32];
  char default_config[64]; /* e.g. "m128n128w8s2__sm90"; decode adds the split policy: "n32w4s3__sm80 split8w1" */
  char winner_config[64];
  double default_ms, winner_ms; /* medians on this shape */
  int candidates;          /* configs timed on this shape, the default included */
  int rejected;            /* candidates whose output differed from the default's (never chosen) */
} sa_autotune_row;

typedef struct sa_autotune_report {
  sa_autotune_row *rows;   /* allocated by sa_autotune: free with sa_autotune_report_free */
  int n_rows;
  int slots;               /* slots timed (two or more candidates) */
  int changed;             /* slots whose winner is not the default */
  int rejected;            /* candidates that failed verification */
  double wall_ms;
  char path[1024];         /* the tuning file written */
} sa_autotune_report;

/* Tunes the slots asked for on this GPU, writes the tuning file (atomically; the slots of an existing file for this
   GPU that were not tuned now are kept) and makes this context use the winners from its next call on (plan decode
   workspaces again afterwards). Not a hot-path call: it allocates device memory for its shapes, synchronizes, and
   compiles any candidate not in the disk cache (sa_precompile first to separate the two). report may be NULL. */
#ifndef SPARSEATTN_NO_TOOLS
SADEF sa_status sa_autotune(sa_context *ctx, const sa_autotune_options *options, sa_autotune_report *report);
SADEF void sa_autotune_report_free(sa_autotune_report *report);
#endif
/* The tuning file of this GPU in the cache folder: <cache>/tuning-<GPU name>-<arch>.txt. */
SADEF sa_status sa_tuning_file_path(sa_context *ctx, char *path, size_t cap);

typedef struct sa_precompile_options {
  int threads;             /* compile threads; 0 = the online CPUs (at most 32) */
  const char *filter;      /* only variants whose name contains this; NULL = all */
  /* optional, called after each variant (serialized, from the compile threads); compile_ms: NVRTC's time (0 when
     it came from the cache) */
  void (*progress)(void *user, int done, int total, const char *variant, int from_cache, double compile_ms);
  void *progress_user;
} sa_precompile_options;

typedef struct sa_precompile_report {
  int total;               /* variants for this target (after the filter) */
  int compiled, cached, failed; /* compiled now; already in the disk cache; failed */
  double wall_ms;          /* the whole call */
  double compile_ms;       /* NVRTC time summed over the threads */
  char first_error[1024];
  int too_large;           /* variants (after the filter) that need more shared memory than the target allows: not
                              built, and never selected there */
  int missing;             /* of those, the ones with no smaller config of the same kernel: calls that need them are
                              refused on the target (the README's support matrix lists them) */
  char missing_names[1024]; /* the first of those, comma-separated */
} sa_precompile_report;

/* Compiles every variant this GPU can run (every family up to its own, within its shared memory) into the disk
   cache, in parallel threads, so that no call stalls on a first compile. Needs the disk cache. report may be NULL. */
SADEF sa_status sa_precompile(sa_context *ctx, const sa_precompile_options *options, sa_precompile_report *report);
/* The same without a GPU or driver (NVRTC only), for a named arch: "sm_80", "sm_86", "sm_89", "sm_90a" (Hopper:
   the sm90 family too), ... into cache_dir (NULL: the default folder), e.g. in a container build. */
SADEF sa_status sa_precompile_arch(const char *arch, const char *cache_dir, const sa_precompile_options *options,
                                   sa_precompile_report *report);

/* ---- attention ---- */
SADEF sa_status sa_attention(sa_context *ctx, const sa_attention_args *args, void *stream);
SADEF sa_status sa_attention_tiles(sa_context *ctx, const sa_attention_args *args, sa_tiles *out);
SADEF sa_status sa_decode(sa_context *ctx, const sa_decode_args *args, void *stream);
SADEF sa_status sa_decode_plan_get(sa_context *ctx, const sa_decode_args *args, sa_decode_plan *out);
/* Merge parts by LSE (sa_merge_args); no workspace, graph-capturable. */
SADEF sa_status sa_merge_states(sa_context *ctx, const sa_merge_args *args, void *stream);

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
/* Steps 1-4: attn.o = MOMO's output. At the defaults it is slower than dense attention below about 26K tokens
   (H100, d128: 0.95x our dense pass at 24K, 1.24x at 32K, 3.6x at 128K; PERFORMANCE.md): call dense there. */
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
/* Kascade prefill for a layer of any role (the Kascade paper, Section 3.6): role SA_KASCADE_REUSE runs
   sa_kascade_sparse_attention(sparse); SA_KASCADE_ANCHOR first writes the layer's own lists into sparse.indices /
   counts (a dense pass for every row's LSE; per (KV head, query tile T) the pooled post-softmax score
   P_T[j] = sum over the tile's rows and the group's query heads of exp(s - LSE) over the L_T keys before the tile,
   a chunk of tiles at a time; their top k_T = min(max(ceil(f L_T), k_min), L_T, max_k)), then attends with them
   (head_map ignored); SA_KASCADE_DENSE (layer 0) writes the lists the same way and outputs dense attention.
   The anchor roles take a packed batch of self-attention only (sparse.attn.cu_seqlens_k the same array as
   cu_seqlens_q, seqlen_k = seqlen_q, total_q set; a sequence's lists are those of its own padded call, and the
   lists of tiles past its own ceil(len / tile) are left unspecified); the workspace:
   sa_kascade_prefill_workspace_size. */
typedef enum sa_kascade_role { SA_KASCADE_REUSE = 0, SA_KASCADE_ANCHOR = 1, SA_KASCADE_DENSE = 2 } sa_kascade_role;
typedef struct sa_kascade_prefill_args {
  sa_kascade_sparse_args sparse; /* the attention and the lists (written by the anchor roles) */
  sa_kascade_role role;
  float topk_fraction;           /* f (0 = 0.1) */
  int k_min;                     /* (0 = 128) */
  int chunk_tiles;               /* room for the pooled scores of this many query tiles of seqlen_k keys (0: as many
                                    as 256 MiB hold); tiles of shorter rows go more to a chunk */
  void *workspace;
  size_t workspace_bytes;
} sa_kascade_prefill_args;
SADEF sa_status sa_kascade_prefill_workspace_size(const sa_kascade_prefill_args *args, size_t *bytes);
SADEF sa_status sa_kascade_prefill(sa_context *ctx, const sa_kascade_prefill_args *args, void *stream);
/* Kascade decode for a layer of any role: sa_decode with method SA_METHOD_KASCADE and decode.kascade.anchor set from
   the role (REUSE 0: attend to the lists through head_map; ANCHOR 1: write this layer's lists, then attend to them;
   DENSE 2, layer 0: write the lists, output dense attention). decode.method is ignored. The workspace:
   sa_kascade_decode_plan_get's workspace_bytes. */
typedef struct sa_kascade_decode_args {
  sa_decode_args decode;
  sa_kascade_role role;
} sa_kascade_decode_args;
SADEF sa_status sa_kascade_decode_plan_get(sa_context *ctx, const sa_kascade_decode_args *args, sa_decode_plan *out);
SADEF sa_status sa_kascade_decode(sa_context *ctx, const sa_kascade_decode_args *args, void *stream);
/* Kascade's top-k (Section 3.6) over score rows: row r (scores + r * row_stride, length lengths[r], or `length`
   for every row when lengths is NULL) keeps its k = min(max(ceil(fraction * L), k_min), L, max_k) largest scores
   (ties: the smaller index; fraction * L in fp32), written ascending to indices[r][0 .. k), -1 after; counts[r] = k.
   Device pointers; one thread block per row. */
SADEF sa_status sa_kascade_topk(sa_context *ctx, const float *scores, int64_t row_stride, int rows, const int32_t *lengths,
                                int length, float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k,
                                void *stream);

#ifndef SPARSEATTN_NO_TOOLS
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
/* sa_merge_states on the host (host pointers): out in o's layout, lse [batch, heads, seqlen], float or double per prec. */
SADEF sa_status sa_ref_merge_states(const sa_merge_args *args, sa_ref_precision prec, void *out, void *lse);

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
   defines them; host tensors; padded or packed (sequence b's tiles of its own rows, T < ceil(seqlen_q / tile) of the
   longest: 0 past its own). */
SADEF sa_status sa_ref_kascade_prefill_scores(const sa_kascade_sparse_args *args, double *scores);
/* sa_kascade_topk on the host (host pointers). */
SADEF sa_status sa_ref_kascade_topk(const float *scores, int64_t row_stride, int rows, const int32_t *lengths, int length,
                                    float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k);
/* Kascade's sparse attention on the host (indices, counts, head_map and the tensors are host arrays). */
SADEF sa_status sa_ref_kascade_sparse_attention(const sa_kascade_sparse_args *args, sa_ref_precision prec, void *out,
                                                void *lse);
#endif

/* ---- 16-bit conversions (round to nearest even) ---- */
SADEF uint16_t sa_f32_to_bf16(float x);
SADEF float sa_bf16_to_f32(uint16_t x);
SADEF uint16_t sa_f32_to_fp16(float x);
SADEF float sa_fp16_to_f32(uint16_t x);

/* ---- the public structs' layout, for bindings in other languages ----
   One entry per public struct (member "", its sizeof) and one per member (its offset and size), as the compiler that
   built this library laid them out. The Python package compares its ctypes declarations with it when it loads the
   library: a library built from another version of this header is refused, the struct and member named. */
typedef struct sa_abi_entry {
  const char *type;        /* the struct's name, e.g. "sa_attention_args" */
  const char *member;      /* "" for the struct itself */
  size_t offset, size;
} sa_abi_entry;
SADEF const sa_abi_entry *sa_abi_layout(int *count);

/* ---- device utilities, for programs without the CUDA runtime (tests, examples, C engines); synchronous: they
   return when the bytes are in place ---- */
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
#include <float.h>
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

/* One generated kernel (see codegen/variants.py). Its source is fragments of the embedded kernels: each fragment
   a run of line numbers into its line pool (codegen/embed.py says why three levels).
   bm: query rows per block (decode: 16 * mi); blasst: the BLASST skip policy; paged: paged KV cache. */
/* A variant's dtype (the generated table's SA__KDT_*): the attention dtype, the queries' dtype over an FP8 cache, or
   FP8 attention's (e4m3 Q, K and V) output dtype. */
#define SA__KDT_BF16 SA_DTYPE_BF16
#define SA__KDT_FP16 SA_DTYPE_FP16
#define SA__KDT_BF16_KV8 2
#define SA__KDT_FP16_KV8 3
#define SA__KDT_E4M3_BF16 4
#define SA__KDT_E4M3_FP16 5

typedef struct sa__variant {
  const char *name;
  int kind, family, dtype, head_dim, bm, bn, warps, stages, causal, blasst, paged;
  int sub; /* qsa: the top-k variant (sa_topk_variant); block_sparse: 1 = delta-correction epilogue */
  int mi, preference;
  int threads, smem_bytes, static_smem, min_blocks; /* dynamic and static shared memory: a GPU's limit counts both */
  int heads; /* query heads of a GQA group one block covers (Kascade's pooled pass on sm90); 1 elsewhere */
  int tma;   /* 1: the kernel takes K's and V's tensor maps (sa__tmaps) after its parameter struct */
  int key_group; /* qsa: keys per score group, the shortest key block (beta) it takes; 0 elsewhere */
  const char *frags; /* its fragment numbers, sa__gen_digits() digits each (sa__gen_num) */
  int n_frags;
} sa__variant;

static const sa__variant *sa__variant_table(int *count);
/* The shared memory variant v needs for a call: its dynamic buffer, what the call sizes at run time, and its static
   arrays. A GPU (or a context's max_smem_per_block) fits it when this is at most its opt-in limit. */
static int sa__smem_need(const sa__variant *v, int row_bytes) { return v->smem_bytes + v->bm * row_bytes + v->static_smem; }
static const char *sa__gen_line(int i);     /* without its newline; sa__gen_name_mark() stands for the name */
static const char *sa__gen_fragment(int i); /* its line numbers, sa__gen_digits() digits each */
static int sa__gen_digits(void);
static char sa__gen_name_mark(void);
/* A number of the embedded kernels: `digits` digits of base 88, most significant first, the digits being the
   characters from '#' to '~' but * / ? and backslash (codegen/embed.py ALPHABET). */
static int sa__gen_num(const char *s, int digits) {
  int v = 0, c;
  while (digits-- > 0) {
    c = (unsigned char)*s++;
    v = v * 88 + c - '#' - (c > '*') - (c > '/') - (c > '?') - (c > '\\');
  }
  return v;
}

/* The config space (codegen/variants.py): one tile config of a kernel slot (kind, BLASST, sub-variant, head dim)
   and architecture family, as every dtype, causality and KV layout of the slot carries it. preference 0 of the
   newest family a context runs (that fits its shared memory) is the default; the others are tuning candidates and
   shared-memory fallbacks. Checked at generation time: smem_bytes (the smallest of a decode config's row-tile
   counts) within the family's largest opt-in limit, acc_regs + SA__GEN_REG_OVERHEAD <= reg_budget, and
   threads x reg_budget x min_blocks within an SM's 65536 registers. A warp-specialized config (threads > warps x 32)
   has a producer warpgroup of SA__GEN_WS_PRODUCER_REGS(warps) registers a thread; reg_budget is its consumers' (setmaxnreg). */
typedef struct sa__config {
  const char *name; /* e.g. "m128n64w4s2__sm80", decode "n32w4s3__sm80" */
  int kind, blasst, sub, head_dim, family, bm, bn, warps, stages, preference;
  int smem_bytes, static_smem, threads, min_blocks, acc_regs, reg_budget;
} sa__config;
/* Decode's split-KV policies: chunks of at least min_tiles_per_warp x warps KV tiles, filling `waves` waves. */
typedef struct sa__split_policy {
  const char *name;
  int min_tiles_per_warp, waves;
} sa__split_policy;
/* The per-arch shared-memory limits the configs were checked against (fallback: every slot has a config that
   fits this arch). */
typedef struct sa__arch_limit {
  int family;
  const char *arch;
  int smem_per_block, fallback;
} sa__arch_limit;
static const sa__config *sa__config_table(int *count);
static const sa__split_policy *sa__split_policy_table(int *count);
/* decode's default split policy: the first, but another with BLASST (codegen/variants.py says why) */
static int sa__split_default(int blasst);
static const sa__arch_limit *sa__arch_limit_table(int *count);

/* ------------------------------------------------------------------------------------------------------ */
/* generated declarations: kinds of kernel, kernel parameters, public struct members            >>gendecl */
/* ------------------------------------------------------------------------------------------------------ */
/* >>> generated declarations: written by codegen/generate.py, do not edit >>> */
/* Kinds of kernel (codegen/variants.py KINDS); the variant table uses these. */
enum {
  SA__KIND_FWD_PREFILL = 1,
  SA__KIND_FWD_DECODE = 2,
  SA__KIND_DECODE_COMBINE = 3,
  SA__KIND_BLOCK_SPARSE = 4,
  SA__KIND_QSA = 5,
  SA__KIND_UNION_TRIM = 6,
  SA__KIND_BLOCK_MASS = 7,
  SA__KIND_KASCADE_SPARSE = 8,
  SA__KIND_TOPK_SELECT = 9,
  SA__KIND_KASCADE_POOL = 10,
  SA__KIND_POOL_SCORES = 11,
  SA__KIND_KASCADE_SIM = 12,
  SA__KIND_FWD_LSE = 13,
  SA__KIND_MERGE_STATES = 14,
  SA__KIND_TOPK_SPLIT = 15
};
/* a kernels file (generate.py --kernels-out) matches this header when it names this value */
#define SA__GEN_KERNELS_ID 0x318ef0b6u
/* The kernels' parameter structs (codegen/params.py): one per kernel family, as the kernels declare it
   (templates/common/params.j2); each is checked at compile time against the spec's offsets and size (the
   kernels check the size). */
/* sliding window, soft-cap and sinks of dense and BLASST (common/mods.j2) */
typedef struct sa__mods {
  const float *sinks;             /* [heads_q] sink logits in scaled-score units; NULL = none */
  float softcap_raw, softcap_inv; /* the soft-cap on raw scores: c * tanh(s / c), c = cap / scale; 0 = off */
  int32_t win_left, win_right;    /* sliding window: keys a row sees before / after its own position; SA_FAR = unbounded */
} sa__mods;
typedef char sa__mods_layout_ok[(
  sizeof(sa__mods) == 24 && offsetof(sa__mods, sinks) == 0 && offsetof(sa__mods, softcap_raw) == 8 &&
  offsetof(sa__mods, softcap_inv) == 12 && offsetof(sa__mods, win_left) == 16 && offsetof(sa__mods, win_right) == 20
  ) ? 1 : -1];
/* prefill attention, both families (common/mainloop.j2, common/mainloop_sm90.j2) */
typedef struct sa__fwd_params {
  const void *q, *k, *v;
  void *o;
  float *lse;
  const int32_t *cu_seqlens_q, *cu_seqlens_k;
  int64_t q_b, q_s, q_h;
  int64_t k_b, k_s, k_h;
  int64_t v_b, v_s, v_h;
  int64_t o_b, o_s, o_h;
  int64_t lse_b, lse_h;
  int32_t seqlen_q, seqlen_k;
  int32_t heads_q, group;
  float scale_log2;
  float blasst_lambda, blasst_scale_factor; /* BLASST variants only (common/rule_blasst.j2) */
  int32_t mask_tiles;                       /* KV tiles per query tile in blasst_mask */
  unsigned long long *blasst_counters;      /* [2]: tiles considered, tiles skipped */
  unsigned char *blasst_mask;               /* per (b, h, query tile, KV tile): 1 = skipped */
  const int32_t *block_index, *block_count; /* block-sparse (common/kv_blocks.j2): [b][h][query block][max_blocks], [b][h][query block] */
  int32_t query_blocks, max_blocks;
  int32_t key_shift;                        /* log2(keys per block) */
  int32_t sink, window;                     /* always-attended keys: [0, sink) and the window before the diagonal */
  int32_t gamma;                            /* query stride of the query-sparse pass / of delta_o */
  const void *delta_o;                      /* O of the strided queries: the delta correction's source (common/epi_delta.j2) */
  int64_t d_b, d_s, d_h;
  int32_t *topk_index;                      /* query-sparse pass with an online top-k (common/topk.j2): [b][h][nq][topk_k] */
  float *topk_score;
  unsigned char *topk_tree;                 /* tree variant: internal nodes per row */
  int32_t topk_k, k_exact, nq;
  const int32_t *head_map;                  /* Kascade (common/kv_tokens.j2): [Hkv], the list a KV head reads; NULL = its own */
  const float *pool_lse;                    /* Kascade's pooled scores (common/rule_pool.j2): the dense pass's LSE */
  float *pool_out;                          /* [B][Hkv][pool_tiles][pool_stride] */
  int64_t pool_stride;
  int32_t pool_tiles, m_block0;             /* over query tiles [m_block0, m_block0 + gridDim.x) */
  sa__mods mods;                            /* dense and BLASST: window, soft-cap, sinks */
  const int32_t *seqlens_k, *block_table;   /* over a KV cache: per-sequence KV lengths; pages (common/kv_paged.j2) */
  int32_t max_pages, page_shift;
} sa__fwd_params;
typedef char sa__fwd_params_layout_ok[(
  sizeof(sa__fwd_params) == 416 && offsetof(sa__fwd_params, q) == 0 && offsetof(sa__fwd_params, k) == 8 &&
  offsetof(sa__fwd_params, v) == 16 && offsetof(sa__fwd_params, o) == 24 && offsetof(sa__fwd_params, lse) == 32 &&
  offsetof(sa__fwd_params, cu_seqlens_q) == 40 && offsetof(sa__fwd_params, cu_seqlens_k) == 48 &&
  offsetof(sa__fwd_params, q_b) == 56 && offsetof(sa__fwd_params, q_s) == 64 &&
  offsetof(sa__fwd_params, q_h) == 72 && offsetof(sa__fwd_params, k_b) == 80 &&
  offsetof(sa__fwd_params, k_s) == 88 && offsetof(sa__fwd_params, k_h) == 96 &&
  offsetof(sa__fwd_params, v_b) == 104 && offsetof(sa__fwd_params, v_s) == 112 &&
  offsetof(sa__fwd_params, v_h) == 120 && offsetof(sa__fwd_params, o_b) == 128 &&
  offsetof(sa__fwd_params, o_s) == 136 && offsetof(sa__fwd_params, o_h) == 144 &&
  offsetof(sa__fwd_params, lse_b) == 152 && offsetof(sa__fwd_params, lse_h) == 160 &&
  offsetof(sa__fwd_params, seqlen_q) == 168 && offsetof(sa__fwd_params, seqlen_k) == 172 &&
  offsetof(sa__fwd_params, heads_q) == 176 && offsetof(sa__fwd_params, group) == 180 &&
  offsetof(sa__fwd_params, scale_log2) == 184 && offsetof(sa__fwd_params, blasst_lambda) == 188 &&
  offsetof(sa__fwd_params, blasst_scale_factor) == 192 && offsetof(sa__fwd_params, mask_tiles) == 196 &&
  offsetof(sa__fwd_params, blasst_counters) == 200 && offsetof(sa__fwd_params, blasst_mask) == 208 &&
  offsetof(sa__fwd_params, block_index) == 216 && offsetof(sa__fwd_params, block_count) == 224 &&
  offsetof(sa__fwd_params, query_blocks) == 232 && offsetof(sa__fwd_params, max_blocks) == 236 &&
  offsetof(sa__fwd_params, key_shift) == 240 && offsetof(sa__fwd_params, sink) == 244 &&
  offsetof(sa__fwd_params, window) == 248 && offsetof(sa__fwd_params, gamma) == 252 &&
  offsetof(sa__fwd_params, delta_o) == 256 && offsetof(sa__fwd_params, d_b) == 264 &&
  offsetof(sa__fwd_params, d_s) == 272 && offsetof(sa__fwd_params, d_h) == 280 &&
  offsetof(sa__fwd_params, topk_index) == 288 && offsetof(sa__fwd_params, topk_score) == 296 &&
  offsetof(sa__fwd_params, topk_tree) == 304 && offsetof(sa__fwd_params, topk_k) == 312 &&
  offsetof(sa__fwd_params, k_exact) == 316 && offsetof(sa__fwd_params, nq) == 320 &&
  offsetof(sa__fwd_params, head_map) == 328 && offsetof(sa__fwd_params, pool_lse) == 336 &&
  offsetof(sa__fwd_params, pool_out) == 344 && offsetof(sa__fwd_params, pool_stride) == 352 &&
  offsetof(sa__fwd_params, pool_tiles) == 360 && offsetof(sa__fwd_params, m_block0) == 364 &&
  offsetof(sa__fwd_params, mods) == 368 && offsetof(sa__fwd_params, seqlens_k) == 392 &&
  offsetof(sa__fwd_params, block_table) == 400 && offsetof(sa__fwd_params, max_pages) == 408 &&
  offsetof(sa__fwd_params, page_shift) == 412
  ) ? 1 : -1];
/* FP8 attention's descales (sm90 prefill over e4m3 Q, K and V: its third kernel argument) */
typedef struct sa__fp8_params {
  const float *q_scale, *k_scale, *v_scale; /* a code's value is code x scale[b * s_b + kvh * s_h]; NULL = 1 */
  int64_t s_b, s_h;
} sa__fp8_params;
typedef char sa__fp8_params_layout_ok[(
  sizeof(sa__fp8_params) == 40 && offsetof(sa__fp8_params, q_scale) == 0 && offsetof(sa__fp8_params, k_scale) == 8 &&
  offsetof(sa__fp8_params, v_scale) == 16 && offsetof(sa__fp8_params, s_b) == 24 &&
  offsetof(sa__fp8_params, s_h) == 32
  ) ? 1 : -1];
/* MOMO's union and trim of the strided rows' top-k into query-block lists (union_trim.cu.j2) */
typedef struct sa__trim_params {
  const int32_t *topk_index;   /* [B][Hq][nq][k] */
  const float *topk_score;
  int32_t *block_index;        /* [B][Hq][nqb][k_trim] */
  int32_t *block_count;        /* [B][Hq][nqb] */
  const int32_t *cu_seqlens_q; /* optional: packed batch */
  int32_t seqlen_q, heads_q, nq, nqb, k, k_trim, rows_per_block, gamma, chi, np2;
} sa__trim_params;
typedef char sa__trim_params_layout_ok[(
  sizeof(sa__trim_params) == 80 && offsetof(sa__trim_params, topk_index) == 0 &&
  offsetof(sa__trim_params, topk_score) == 8 && offsetof(sa__trim_params, block_index) == 16 &&
  offsetof(sa__trim_params, block_count) == 24 && offsetof(sa__trim_params, cu_seqlens_q) == 32 &&
  offsetof(sa__trim_params, seqlen_q) == 40 && offsetof(sa__trim_params, heads_q) == 44 &&
  offsetof(sa__trim_params, nq) == 48 && offsetof(sa__trim_params, nqb) == 52 &&
  offsetof(sa__trim_params, k) == 56 && offsetof(sa__trim_params, k_trim) == 60 &&
  offsetof(sa__trim_params, rows_per_block) == 64 && offsetof(sa__trim_params, gamma) == 68 &&
  offsetof(sa__trim_params, chi) == 72 && offsetof(sa__trim_params, np2) == 76
  ) ? 1 : -1];
/* decode, few queries per sequence (common/decode.j2) */
typedef struct sa__dec_params {
  const void *q;
  void *o;
  float *lse;
  const void *k, *v;
  const int32_t *seqlens_k;
  const int32_t *block_table;
  float *part_o, *part_lse;
  unsigned long long *blasst_counters;
  unsigned char *blasst_mask;
  int64_t q_b, q_s, q_h, o_b, o_s, o_h;
  int64_t k_b, k_s, k_h, v_b, v_s, v_h;  /* paged: page, row in page, head */
  int32_t q_len, group, heads_kv, rows_per_block;
  int32_t row_blocks, num_splits, batch, page_shift;
  int32_t max_pages, causal, mask_tiles, heads_q;
  float scale_log2, blasst_lambda, blasst_scale_factor;
  int32_t kc_max_k;                      /* Kascade gather (common/kv_gather.j2): list capacity */
  const int32_t *kc_indices, *kc_counts; /* [B][Hkv][kc_max_k], [B][Hkv] */
  const int32_t *head_map;               /* [Hkv] or NULL */
  float *pool_out;                       /* Kascade anchor's first pass (common/rule_pool.j2): raw scores [B][Hkv][RB][pool_stride] */
  int64_t pool_stride;
  sa__mods mods;                         /* window, soft-cap, sinks */
  const float *k_scale, *v_scale;        /* FP8 cache (kv8 variants): a code's value is code x scale[b * kvs_b + kvh * kvs_h]; NULL = 1 */
  int64_t kvs_b, kvs_h;
  int32_t kv_fmt, kv_reserved;           /* FP8 cache: 1 = e4m3, 2 = e5m2 */
} sa__dec_params;
typedef char sa__dec_params_layout_ok[(
  sizeof(sa__dec_params) == 352 && offsetof(sa__dec_params, q) == 0 && offsetof(sa__dec_params, o) == 8 &&
  offsetof(sa__dec_params, lse) == 16 && offsetof(sa__dec_params, k) == 24 && offsetof(sa__dec_params, v) == 32 &&
  offsetof(sa__dec_params, seqlens_k) == 40 && offsetof(sa__dec_params, block_table) == 48 &&
  offsetof(sa__dec_params, part_o) == 56 && offsetof(sa__dec_params, part_lse) == 64 &&
  offsetof(sa__dec_params, blasst_counters) == 72 && offsetof(sa__dec_params, blasst_mask) == 80 &&
  offsetof(sa__dec_params, q_b) == 88 && offsetof(sa__dec_params, q_s) == 96 &&
  offsetof(sa__dec_params, q_h) == 104 && offsetof(sa__dec_params, o_b) == 112 &&
  offsetof(sa__dec_params, o_s) == 120 && offsetof(sa__dec_params, o_h) == 128 &&
  offsetof(sa__dec_params, k_b) == 136 && offsetof(sa__dec_params, k_s) == 144 &&
  offsetof(sa__dec_params, k_h) == 152 && offsetof(sa__dec_params, v_b) == 160 &&
  offsetof(sa__dec_params, v_s) == 168 && offsetof(sa__dec_params, v_h) == 176 &&
  offsetof(sa__dec_params, q_len) == 184 && offsetof(sa__dec_params, group) == 188 &&
  offsetof(sa__dec_params, heads_kv) == 192 && offsetof(sa__dec_params, rows_per_block) == 196 &&
  offsetof(sa__dec_params, row_blocks) == 200 && offsetof(sa__dec_params, num_splits) == 204 &&
  offsetof(sa__dec_params, batch) == 208 && offsetof(sa__dec_params, page_shift) == 212 &&
  offsetof(sa__dec_params, max_pages) == 216 && offsetof(sa__dec_params, causal) == 220 &&
  offsetof(sa__dec_params, mask_tiles) == 224 && offsetof(sa__dec_params, heads_q) == 228 &&
  offsetof(sa__dec_params, scale_log2) == 232 && offsetof(sa__dec_params, blasst_lambda) == 236 &&
  offsetof(sa__dec_params, blasst_scale_factor) == 240 && offsetof(sa__dec_params, kc_max_k) == 244 &&
  offsetof(sa__dec_params, kc_indices) == 248 && offsetof(sa__dec_params, kc_counts) == 256 &&
  offsetof(sa__dec_params, head_map) == 264 && offsetof(sa__dec_params, pool_out) == 272 &&
  offsetof(sa__dec_params, pool_stride) == 280 && offsetof(sa__dec_params, mods) == 288 &&
  offsetof(sa__dec_params, k_scale) == 312 && offsetof(sa__dec_params, v_scale) == 320 &&
  offsetof(sa__dec_params, kvs_b) == 328 && offsetof(sa__dec_params, kvs_h) == 336 &&
  offsetof(sa__dec_params, kv_fmt) == 344 && offsetof(sa__dec_params, kv_reserved) == 348
  ) ? 1 : -1];
/* decode's combine of split partial results (decode_combine.cu.j2) */
typedef struct sa__comb_params {
  const float *part_o, *part_lse; /* [splits][B][q_len][Hq][D], [splits][B][q_len][Hq] */
  void *o;
  float *lse;                     /* optional [B][Hq][q_len] */
  int64_t o_b, o_s, o_h;
  int32_t num_splits, batch, q_len, heads_q;
} sa__comb_params;
typedef char sa__comb_params_layout_ok[(
  sizeof(sa__comb_params) == 72 && offsetof(sa__comb_params, part_o) == 0 &&
  offsetof(sa__comb_params, part_lse) == 8 && offsetof(sa__comb_params, o) == 16 &&
  offsetof(sa__comb_params, lse) == 24 && offsetof(sa__comb_params, o_b) == 32 &&
  offsetof(sa__comb_params, o_s) == 40 && offsetof(sa__comb_params, o_h) == 48 &&
  offsetof(sa__comb_params, num_splits) == 56 && offsetof(sa__comb_params, batch) == 60 &&
  offsetof(sa__comb_params, q_len) == 64 && offsetof(sa__comb_params, heads_q) == 68
  ) ? 1 : -1];
/* the attention mass a block-sparse key set captures (block_mass.cu.j2) */
typedef struct sa__mass_params {
  const float *lse_set, *lse_full; /* the LSE layout of the attention call */
  float *mass;                     /* [B][Hq][query_blocks] */
  const int32_t *cu_seqlens_q;
  int64_t lse_b, lse_h;
  int32_t seqlen_q, query_blocks, chi, reserved;
} sa__mass_params;
typedef char sa__mass_params_layout_ok[(
  sizeof(sa__mass_params) == 64 && offsetof(sa__mass_params, lse_set) == 0 &&
  offsetof(sa__mass_params, lse_full) == 8 && offsetof(sa__mass_params, mass) == 16 &&
  offsetof(sa__mass_params, cu_seqlens_q) == 24 && offsetof(sa__mass_params, lse_b) == 32 &&
  offsetof(sa__mass_params, lse_h) == 40 && offsetof(sa__mass_params, seqlen_q) == 48 &&
  offsetof(sa__mass_params, query_blocks) == 52 && offsetof(sa__mass_params, chi) == 56 &&
  offsetof(sa__mass_params, reserved) == 60
  ) ? 1 : -1];
/* Kascade decode anchor: pooled post-softmax scores from the kept raw scores (pool_scores.cu.j2) */
typedef struct sa__pscore_params {
  const float *raw; /* [B][Hkv][rows_max][stride]: scores in scale * log2 e units */
  const float *lse; /* [B][Hq][q_len], natural log */
  float *out;       /* [B][Hkv][stride] */
  const int32_t *seqlens_k;
  int64_t stride;
  int32_t rows_max, group, q_len, heads_q, heads_kv, reserved;
} sa__pscore_params;
typedef char sa__pscore_params_layout_ok[(
  sizeof(sa__pscore_params) == 64 && offsetof(sa__pscore_params, raw) == 0 &&
  offsetof(sa__pscore_params, lse) == 8 && offsetof(sa__pscore_params, out) == 16 &&
  offsetof(sa__pscore_params, seqlens_k) == 24 && offsetof(sa__pscore_params, stride) == 32 &&
  offsetof(sa__pscore_params, rows_max) == 40 && offsetof(sa__pscore_params, group) == 44 &&
  offsetof(sa__pscore_params, q_len) == 48 && offsetof(sa__pscore_params, heads_q) == 52 &&
  offsetof(sa__pscore_params, heads_kv) == 56 && offsetof(sa__pscore_params, reserved) == 60
  ) ? 1 : -1];
/* top-k selection of score rows (topk_select.cu.j2) */
typedef struct sa__select_params {
  const float *scores;                                  /* row r at scores + r * row_stride */
  const int32_t *lengths;                               /* [rows] or NULL: every row has `length` */
  int32_t *indices;                                     /* [rows][max_k] */
  int32_t *counts;                                      /* [rows] */
  int64_t row_stride;
  int32_t length, max_k, k_min, len_div;                /* with lengths: row r has lengths[r / len_div] + len_off keys */
  float fraction;
  int32_t len_off;
  int32_t rows_inner, out_outer, t0, len_step, len_max; /* query-tile rows (rows_inner > 0): the kernel's comment */
  int32_t cache;                                        /* keys a row keeps in dynamic shared memory; a longer row rereads global */
  const float *raw;                                     /* or NULL; else scores pooled from raw rows [row][pool_rows][row_stride] */
  const float *lse;                                     /* and the LSEs [B][Hq][q_len] (pool_scores.cu.j2), rows cut to cache keys */
  int32_t pool_rows, group, q_len, heads_q, heads_kv;
  int32_t cand_cap;                                     /* candidates the dynamic shared memory holds after the cached keys */
} sa__select_params;
typedef char sa__select_params_layout_ok[(
  sizeof(sa__select_params) == 128 && offsetof(sa__select_params, scores) == 0 &&
  offsetof(sa__select_params, lengths) == 8 && offsetof(sa__select_params, indices) == 16 &&
  offsetof(sa__select_params, counts) == 24 && offsetof(sa__select_params, row_stride) == 32 &&
  offsetof(sa__select_params, length) == 40 && offsetof(sa__select_params, max_k) == 44 &&
  offsetof(sa__select_params, k_min) == 48 && offsetof(sa__select_params, len_div) == 52 &&
  offsetof(sa__select_params, fraction) == 56 && offsetof(sa__select_params, len_off) == 60 &&
  offsetof(sa__select_params, rows_inner) == 64 && offsetof(sa__select_params, out_outer) == 68 &&
  offsetof(sa__select_params, t0) == 72 && offsetof(sa__select_params, len_step) == 76 &&
  offsetof(sa__select_params, len_max) == 80 && offsetof(sa__select_params, cache) == 84 &&
  offsetof(sa__select_params, raw) == 88 && offsetof(sa__select_params, lse) == 96 &&
  offsetof(sa__select_params, pool_rows) == 104 && offsetof(sa__select_params, group) == 108 &&
  offsetof(sa__select_params, q_len) == 112 && offsetof(sa__select_params, heads_q) == 116 &&
  offsetof(sa__select_params, heads_kv) == 120 && offsetof(sa__select_params, cand_cap) == 124
  ) ? 1 : -1];
/* top-k of long rows over several blocks (topk_split.cu.j2) */
typedef struct sa__tsplit_params {
  const float *scores;              /* row r at scores + r * row_stride */
  const int32_t *lengths;           /* a row has lengths[r / len_div] + len_off keys */
  int32_t *indices;                 /* [rows][max_k] */
  int32_t *counts;                  /* [rows] */
  uint32_t *work;                   /* [rows][work_stride] words, zeroed before phase 0 */
  int64_t row_stride, work_stride;
  int32_t max_k, k_min, len_div, len_off;
  float fraction;
  int32_t chunks, chunk_len, phase; /* chunk blockIdx.x of row blockIdx.y; the step (the kernel's comment) */
  int32_t len_max;                  /* the keys a row holds: a longer length is cut to it */
} sa__tsplit_params;
typedef char sa__tsplit_params_layout_ok[(
  sizeof(sa__tsplit_params) == 96 && offsetof(sa__tsplit_params, scores) == 0 &&
  offsetof(sa__tsplit_params, lengths) == 8 && offsetof(sa__tsplit_params, indices) == 16 &&
  offsetof(sa__tsplit_params, counts) == 24 && offsetof(sa__tsplit_params, work) == 32 &&
  offsetof(sa__tsplit_params, row_stride) == 40 && offsetof(sa__tsplit_params, work_stride) == 48 &&
  offsetof(sa__tsplit_params, max_k) == 56 && offsetof(sa__tsplit_params, k_min) == 60 &&
  offsetof(sa__tsplit_params, len_div) == 64 && offsetof(sa__tsplit_params, len_off) == 68 &&
  offsetof(sa__tsplit_params, fraction) == 72 && offsetof(sa__tsplit_params, chunks) == 76 &&
  offsetof(sa__tsplit_params, chunk_len) == 80 && offsetof(sa__tsplit_params, phase) == 84 &&
  offsetof(sa__tsplit_params, len_max) == 88
  ) ? 1 : -1];
/* Kascade's layer similarity on the GPU (kascade_sim.cu.j2) */
typedef struct sa__ksim_params {
  const float *pool;      /* [heads_kv][c][stride]: layer b's pooled scores of tiles t0 .. t0 + c */
  const int32_t *indices; /* [layers][heads_kv][tiles][max_k], ascending */
  const int32_t *counts;  /* [layers][heads_kv][tiles] */
  uint32_t *sim;          /* [layers][layers][heads_kv][heads_kv]: float bits of ratios in [0, 1], min-combined */
  int64_t stride;
  int32_t layers, heads_kv, tiles, max_k, layer_b, t0, c, reserved;
} sa__ksim_params;
typedef char sa__ksim_params_layout_ok[(
  sizeof(sa__ksim_params) == 72 && offsetof(sa__ksim_params, pool) == 0 && offsetof(sa__ksim_params, indices) == 8 &&
  offsetof(sa__ksim_params, counts) == 16 && offsetof(sa__ksim_params, sim) == 24 &&
  offsetof(sa__ksim_params, stride) == 32 && offsetof(sa__ksim_params, layers) == 40 &&
  offsetof(sa__ksim_params, heads_kv) == 44 && offsetof(sa__ksim_params, tiles) == 48 &&
  offsetof(sa__ksim_params, max_k) == 52 && offsetof(sa__ksim_params, layer_b) == 56 &&
  offsetof(sa__ksim_params, t0) == 60 && offsetof(sa__ksim_params, c) == 64 &&
  offsetof(sa__ksim_params, reserved) == 68
  ) ? 1 : -1];
/* sa_merge_states (merge_states.cu.j2) */
typedef struct sa__merge_params {
  const void *o_parts[SA_MERGE_MAX_PARTS];    /* [B][S][H][D] with the strides below */
  const float *lse_parts[SA_MERGE_MAX_PARTS]; /* [B][H][S] */
  void *o;
  float *lse;                                 /* optional [B][H][S] */
  int64_t po_b, po_s, po_h, o_b, o_s, o_h;
  int32_t parts, batch, seqlen, heads, head_dim;
} sa__merge_params;
typedef char sa__merge_params_layout_ok[(
  sizeof(sa__merge_params) == 344 && offsetof(sa__merge_params, o_parts) == 0 &&
  offsetof(sa__merge_params, lse_parts) == 128 && offsetof(sa__merge_params, o) == 256 &&
  offsetof(sa__merge_params, lse) == 264 && offsetof(sa__merge_params, po_b) == 272 &&
  offsetof(sa__merge_params, po_s) == 280 && offsetof(sa__merge_params, po_h) == 288 &&
  offsetof(sa__merge_params, o_b) == 296 && offsetof(sa__merge_params, o_s) == 304 &&
  offsetof(sa__merge_params, o_h) == 312 && offsetof(sa__merge_params, parts) == 320 &&
  offsetof(sa__merge_params, batch) == 324 && offsetof(sa__merge_params, seqlen) == 328 &&
  offsetof(sa__merge_params, heads) == 332 && offsetof(sa__merge_params, head_dim) == 336
  ) ? 1 : -1];
/* X(struct, member) for every member of every public struct, read from the API by codegen/abi.py;
   sa_abi_layout() lists their offsets and sizes */
#define SA__ABI_MEMBERS(X) \
  X(sa_context_options, device) \
  X(sa_context_options, cache_dir) \
  X(sa_context_options, no_disk_cache) \
  X(sa_context_options, log) \
  X(sa_context_options, log_user) \
  X(sa_context_options, max_family) \
  X(sa_context_options, no_tuning) \
  X(sa_context_options, tuning_file) \
  X(sa_context_options, validate) \
  X(sa_context_options, max_smem_per_block) \
  X(sa_strides, batch) \
  X(sa_strides, seq) \
  X(sa_strides, head) \
  X(sa_blasst_params, lambda) \
  X(sa_blasst_params, scale_factor) \
  X(sa_blasst_params, counters) \
  X(sa_blasst_params, skip_mask) \
  X(sa_kv_quant, format) \
  X(sa_kv_quant, k_scale) \
  X(sa_kv_quant, v_scale) \
  X(sa_kv_quant, scale_batch_stride) \
  X(sa_kv_quant, scale_head_stride) \
  X(sa_attention_args, dtype) \
  X(sa_attention_args, method) \
  X(sa_attention_args, batch) \
  X(sa_attention_args, seqlen_q) \
  X(sa_attention_args, seqlen_k) \
  X(sa_attention_args, heads_q) \
  X(sa_attention_args, heads_kv) \
  X(sa_attention_args, head_dim) \
  X(sa_attention_args, q) \
  X(sa_attention_args, k) \
  X(sa_attention_args, v) \
  X(sa_attention_args, o) \
  X(sa_attention_args, q_strides) \
  X(sa_attention_args, k_strides) \
  X(sa_attention_args, v_strides) \
  X(sa_attention_args, o_strides) \
  X(sa_attention_args, cu_seqlens_q) \
  X(sa_attention_args, cu_seqlens_k) \
  X(sa_attention_args, total_q) \
  X(sa_attention_args, total_k) \
  X(sa_attention_args, lse) \
  X(sa_attention_args, softmax_scale) \
  X(sa_attention_args, causal) \
  X(sa_attention_args, blasst) \
  X(sa_attention_args, use_window) \
  X(sa_attention_args, window_left) \
  X(sa_attention_args, window_right) \
  X(sa_attention_args, softcap) \
  X(sa_attention_args, sinks) \
  X(sa_attention_args, seqlens_k) \
  X(sa_attention_args, block_table) \
  X(sa_attention_args, page_size) \
  X(sa_attention_args, max_pages) \
  X(sa_attention_args, num_pages) \
  X(sa_attention_args, kv) \
  X(sa_attention_args, q_format) \
  X(sa_attention_args, q_scale) \
  X(sa_tiles, query_tile) \
  X(sa_tiles, kv_tile) \
  X(sa_tiles, block_rows) \
  X(sa_tiles, query_tiles) \
  X(sa_tiles, kv_tiles) \
  X(sa_tiles, mask_bytes) \
  X(sa_kascade_decode_params, indices) \
  X(sa_kascade_decode_params, counts) \
  X(sa_kascade_decode_params, max_k) \
  X(sa_kascade_decode_params, head_map) \
  X(sa_kascade_decode_params, anchor) \
  X(sa_kascade_decode_params, topk_fraction) \
  X(sa_kascade_decode_params, k_min) \
  X(sa_decode_args, dtype) \
  X(sa_decode_args, method) \
  X(sa_decode_args, batch) \
  X(sa_decode_args, q_len) \
  X(sa_decode_args, heads_q) \
  X(sa_decode_args, heads_kv) \
  X(sa_decode_args, head_dim) \
  X(sa_decode_args, q) \
  X(sa_decode_args, o) \
  X(sa_decode_args, q_strides) \
  X(sa_decode_args, o_strides) \
  X(sa_decode_args, lse) \
  X(sa_decode_args, k) \
  X(sa_decode_args, v) \
  X(sa_decode_args, k_strides) \
  X(sa_decode_args, v_strides) \
  X(sa_decode_args, seqlens_k) \
  X(sa_decode_args, max_seqlen_k) \
  X(sa_decode_args, capacity) \
  X(sa_decode_args, block_table) \
  X(sa_decode_args, page_size) \
  X(sa_decode_args, max_pages) \
  X(sa_decode_args, num_pages) \
  X(sa_decode_args, softmax_scale) \
  X(sa_decode_args, causal) \
  X(sa_decode_args, num_splits) \
  X(sa_decode_args, workspace) \
  X(sa_decode_args, workspace_bytes) \
  X(sa_decode_args, blasst) \
  X(sa_decode_args, kascade) \
  X(sa_decode_args, use_window) \
  X(sa_decode_args, window_left) \
  X(sa_decode_args, window_right) \
  X(sa_decode_args, softcap) \
  X(sa_decode_args, sinks) \
  X(sa_decode_args, kv) \
  X(sa_decode_plan, num_splits) \
  X(sa_decode_plan, warps) \
  X(sa_decode_plan, kv_tile) \
  X(sa_decode_plan, rows_per_block) \
  X(sa_decode_plan, row_blocks) \
  X(sa_decode_plan, kv_tiles) \
  X(sa_decode_plan, workspace_bytes) \
  X(sa_decode_plan, mask_bytes) \
  X(sa_decode_plan, block_rows) \
  X(sa_merge_args, dtype) \
  X(sa_merge_args, parts) \
  X(sa_merge_args, batch) \
  X(sa_merge_args, seqlen) \
  X(sa_merge_args, heads) \
  X(sa_merge_args, head_dim) \
  X(sa_merge_args, o_parts) \
  X(sa_merge_args, lse_parts) \
  X(sa_merge_args, part_strides) \
  X(sa_merge_args, o) \
  X(sa_merge_args, o_strides) \
  X(sa_merge_args, lse) \
  X(sa_ref_options, precision) \
  X(sa_ref_options, query_tile) \
  X(sa_ref_options, kv_tile) \
  X(sa_ref_options, block_rows) \
  X(sa_ref_options, chunks) \
  X(sa_ref_options, rows_per_block) \
  X(sa_ref_options, skip) \
  X(sa_ref_options, margin) \
  X(sa_ref_options, counters) \
  X(sa_ref_options, fp8_round_p) \
  X(sa_blasst_point, lambda) \
  X(sa_blasst_point, length) \
  X(sa_blasst_point, sparsity) \
  X(sa_blasst_fit, a) \
  X(sa_blasst_fit, b) \
  X(sa_blasst_fit, points) \
  X(sa_blasst_fit, r2) \
  X(sa_blasst_fit, rmse_sparsity) \
  X(sa_synth_options, seed) \
  X(sa_synth_options, seqlen) \
  X(sa_synth_options, heads_q) \
  X(sa_synth_options, heads_kv) \
  X(sa_synth_options, head_dim) \
  X(sa_synth_options, dtype) \
  X(sa_synth_options, rho) \
  X(sa_synth_options, noise) \
  X(sa_synth_options, sinks) \
  X(sa_synth_options, sink_strength) \
  X(sa_synth_options, window) \
  X(sa_synth_options, window_strength) \
  X(sa_synth_options, stripes) \
  X(sa_synth_options, stripe_strength) \
  X(sa_synth_options, slashes) \
  X(sa_synth_options, slash_strength) \
  X(sa_synth_options, needles) \
  X(sa_synth_options, needle_strength) \
  X(sa_synth_options, span) \
  X(sa_synth_options, length_growth) \
  X(sa_block_sparse_args, attn) \
  X(sa_block_sparse_args, query_block) \
  X(sa_block_sparse_args, key_block) \
  X(sa_block_sparse_args, block_index) \
  X(sa_block_sparse_args, block_count) \
  X(sa_block_sparse_args, query_blocks) \
  X(sa_block_sparse_args, max_blocks) \
  X(sa_block_sparse_args, sink_tokens) \
  X(sa_block_sparse_args, window_tokens) \
  X(sa_block_sparse_args, delta_o) \
  X(sa_block_sparse_args, delta_strides) \
  X(sa_block_sparse_args, gamma) \
  X(sa_momo_params, gamma) \
  X(sa_momo_params, key_block) \
  X(sa_momo_params, query_block) \
  X(sa_momo_params, k) \
  X(sa_momo_params, k_exact) \
  X(sa_momo_params, topk) \
  X(sa_momo_params, k_trim) \
  X(sa_momo_params, sink_tokens) \
  X(sa_momo_params, window_tokens) \
  X(sa_momo_args, attn) \
  X(sa_momo_args, params) \
  X(sa_momo_args, workspace) \
  X(sa_momo_args, workspace_bytes) \
  X(sa_momo_buffers, o_gamma) \
  X(sa_momo_buffers, lse_gamma) \
  X(sa_momo_buffers, topk_index) \
  X(sa_momo_buffers, topk_score) \
  X(sa_momo_buffers, tree) \
  X(sa_momo_buffers, block_index) \
  X(sa_momo_buffers, block_count) \
  X(sa_kascade_prompt, q) \
  X(sa_kascade_prompt, k) \
  X(sa_kascade_prompt, tokens) \
  X(sa_kascade_sim_params, layers) \
  X(sa_kascade_sim_params, heads_q) \
  X(sa_kascade_sim_params, heads_kv) \
  X(sa_kascade_sim_params, head_dim) \
  X(sa_kascade_sim_params, softmax_scale) \
  X(sa_kascade_sim_params, k) \
  X(sa_kascade_sim_params, topk_fraction) \
  X(sa_kascade_sim_params, tile) \
  X(sa_kascade_sim_params, mode) \
  X(sa_kascade_plan, layers) \
  X(sa_kascade_plan, heads_kv) \
  X(sa_kascade_plan, n_anchors) \
  X(sa_kascade_plan, anchors) \
  X(sa_kascade_plan, anchor_of) \
  X(sa_kascade_plan, head_map) \
  X(sa_kascade_sim_gpu_args, params) \
  X(sa_kascade_sim_gpu_args, dtype) \
  X(sa_kascade_sim_gpu_args, tokens) \
  X(sa_kascade_sim_gpu_args, q) \
  X(sa_kascade_sim_gpu_args, k) \
  X(sa_kascade_sim_gpu_args, head_sim) \
  X(sa_kascade_sim_gpu_args, chunk_tiles) \
  X(sa_kascade_sim_gpu_args, workspace) \
  X(sa_kascade_sim_gpu_args, workspace_bytes) \
  X(sa_kascade_sparse_args, attn) \
  X(sa_kascade_sparse_args, tile) \
  X(sa_kascade_sparse_args, indices) \
  X(sa_kascade_sparse_args, counts) \
  X(sa_kascade_sparse_args, tiles) \
  X(sa_kascade_sparse_args, max_k) \
  X(sa_kascade_sparse_args, head_map) \
  X(sa_device_info, name) \
  X(sa_device_info, cc_major) \
  X(sa_device_info, cc_minor) \
  X(sa_device_info, sm_count) \
  X(sa_device_info, smem_per_block) \
  X(sa_device_info, arch) \
  X(sa_device_info, driver_version) \
  X(sa_device_info, nvrtc_major) \
  X(sa_device_info, nvrtc_minor) \
  X(sa_device_info, cache_dir) \
  X(sa_device_info, tuning_file) \
  X(sa_device_info, tuned_slots) \
  X(sa_kernel_info, name) \
  X(sa_kernel_info, loaded) \
  X(sa_kernel_info, from_disk) \
  X(sa_kernel_info, compile_ms) \
  X(sa_kernel_info, load_ms) \
  X(sa_kernel_info, registers) \
  X(sa_kernel_info, local_bytes) \
  X(sa_tune_shape, name) \
  X(sa_tune_shape, batch) \
  X(sa_tune_shape, seqlen_q) \
  X(sa_tune_shape, seqlen_k) \
  X(sa_tune_shape, heads_q) \
  X(sa_tune_shape, heads_kv) \
  X(sa_tune_shape, causal) \
  X(sa_autotune_options, families) \
  X(sa_autotune_options, dtypes) \
  X(sa_autotune_options, n_dtypes) \
  X(sa_autotune_options, head_dims) \
  X(sa_autotune_options, n_head_dims) \
  X(sa_autotune_options, prefill_shapes) \
  X(sa_autotune_options, n_prefill_shapes) \
  X(sa_autotune_options, decode_shapes) \
  X(sa_autotune_options, n_decode_shapes) \
  X(sa_autotune_options, warmup) \
  X(sa_autotune_options, reps) \
  X(sa_autotune_options, margin) \
  X(sa_autotune_options, output_path) \
  X(sa_autotune_options, progress) \
  X(sa_autotune_options, progress_user) \
  X(sa_autotune_row, family) \
  X(sa_autotune_row, dtype) \
  X(sa_autotune_row, head_dim) \
  X(sa_autotune_row, shape) \
  X(sa_autotune_row, default_config) \
  X(sa_autotune_row, winner_config) \
  X(sa_autotune_row, default_ms) \
  X(sa_autotune_row, winner_ms) \
  X(sa_autotune_row, candidates) \
  X(sa_autotune_row, rejected) \
  X(sa_autotune_report, rows) \
  X(sa_autotune_report, n_rows) \
  X(sa_autotune_report, slots) \
  X(sa_autotune_report, changed) \
  X(sa_autotune_report, rejected) \
  X(sa_autotune_report, wall_ms) \
  X(sa_autotune_report, path) \
  X(sa_precompile_options, threads) \
  X(sa_precompile_options, filter) \
  X(sa_precompile_options, progress) \
  X(sa_precompile_options, progress_user) \
  X(sa_precompile_report, total) \
  X(sa_precompile_report, compiled) \
  X(sa_precompile_report, cached) \
  X(sa_precompile_report, failed) \
  X(sa_precompile_report, wall_ms) \
  X(sa_precompile_report, compile_ms) \
  X(sa_precompile_report, first_error) \
  X(sa_precompile_report, too_large) \
  X(sa_precompile_report, missing) \
  X(sa_precompile_report, missing_names) \
  X(sa_kascade_prefill_args, sparse) \
  X(sa_kascade_prefill_args, role) \
  X(sa_kascade_prefill_args, topk_fraction) \
  X(sa_kascade_prefill_args, k_min) \
  X(sa_kascade_prefill_args, chunk_tiles) \
  X(sa_kascade_prefill_args, workspace) \
  X(sa_kascade_prefill_args, workspace_bytes) \
  X(sa_kascade_decode_args, decode) \
  X(sa_kascade_decode_args, role) \
  X(sa_abi_entry, type) \
  X(sa_abi_entry, member) \
  X(sa_abi_entry, offset) \
  X(sa_abi_entry, size)
#define SA__ABI_STRUCTS(X) \
  X(sa_context_options) \
  X(sa_strides) \
  X(sa_blasst_params) \
  X(sa_kv_quant) \
  X(sa_attention_args) \
  X(sa_tiles) \
  X(sa_kascade_decode_params) \
  X(sa_decode_args) \
  X(sa_decode_plan) \
  X(sa_merge_args) \
  X(sa_ref_options) \
  X(sa_blasst_point) \
  X(sa_blasst_fit) \
  X(sa_synth_options) \
  X(sa_block_sparse_args) \
  X(sa_momo_params) \
  X(sa_momo_args) \
  X(sa_momo_buffers) \
  X(sa_kascade_prompt) \
  X(sa_kascade_sim_params) \
  X(sa_kascade_plan) \
  X(sa_kascade_sim_gpu_args) \
  X(sa_kascade_sparse_args) \
  X(sa_device_info) \
  X(sa_kernel_info) \
  X(sa_tune_shape) \
  X(sa_autotune_options) \
  X(sa_autotune_row) \
  X(sa_autotune_report) \
  X(sa_precompile_options) \
  X(sa_precompile_report) \
  X(sa_kascade_prefill_args) \
  X(sa_kascade_decode_args) \
  X(sa_abi_entry)
/* <<< generated declarations <<< */

/* ------------------------------------------------------------------------------------------------------ */
/* platform: time, strings, errors, logging                                                    >>platform */
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
  int warned;             /* the warning that turned the disk cache off was given */
  char off[SA__PATH_CAP + 256]; /* why the disk cache was turned off, naming the folder; "" if it never was */
  sa_log_fn log;
  void *log_user;
  int log_level;
  pthread_mutex_t mu;
} sa__jit;

/* Tunable kernel families: the slots sa_autotune measures and tuning files name. */
typedef struct sa__tune_family {
  const char *name;
  int kind, blasst, sub;
  unsigned flag;
} sa__tune_family;
static const sa__tune_family sa__tune_families[] = {
    {"prefill", SA__KIND_FWD_PREFILL, 0, 0, SA_TUNE_PREFILL},
    {"prefill_blasst", SA__KIND_FWD_PREFILL, 1, 0, SA_TUNE_PREFILL_BLASST},
    {"decode", SA__KIND_FWD_DECODE, 0, 0, SA_TUNE_DECODE},
    {"decode_blasst", SA__KIND_FWD_DECODE, 1, 0, SA_TUNE_DECODE_BLASST},
};
#define SA__N_TUNE_FAMILIES ((int)(sizeof sa__tune_families / sizeof sa__tune_families[0]))

/* A tuned choice: for slot (family, dtype, head dim) on a context of max_family, the config (an index into the
   config table) and, for decode, the split policy (an index into the split policy table). */
typedef struct sa__tune_entry {
  int fam, dtype, head_dim, max_family;
  int config, split;
} sa__tune_entry;
#define SA__TUNE_MAX 512
typedef struct sa__tune_table {
  int n;
  sa__tune_entry e[SA__TUNE_MAX];
} sa__tune_table;

/* What a tuning file is keyed by. */
typedef struct sa__tune_ident {
  char gpu[256];
  int sm_count, cc, driver;
  char version[32];
} sa__tune_ident;

/* A tensor map the driver encoded, with what it was encoded from (address, extents, strides, box rows): an encoding
   is a function of these alone, so a remembered map is the one the driver would encode again. */
#define SA__TMAP_MEMO 16
typedef struct sa__tmap_memo {
  int64_t in[9];
  unsigned char map[128];
} sa__tmap_memo;

struct sa_context {
  unsigned magic;
  struct sa_context *next_live; /* the registry of live contexts (sa__live) */
  int validate;         /* check device-resident arguments (synchronizes; sa_context_options.validate) */
  int nodevice;         /* a context without a GPU (sa__context_nodevice: tests and fuzzing): argument checks run,
                           "device" pointers are host memory, and every driver call fails */
  int dry_run;          /* a context without a GPU whose calls go through every step but launch nothing: each launch
                           is counted and its kernel checked against the context's shared-memory limit (tests) */
  int dry_launches;     /* dry run: launches so far */
  int smem_capped;      /* smem_optin was lowered by max_smem_per_block or SPARSEATTN_MAX_SMEM_PER_BLOCK */
  int ordinal;
  int dev;              /* CUdevice */
  void *cuctx;          /* the device's primary context, retained */
  int cc_major, cc_minor, sm_count, smem_optin, smem_per_sm;
  int max_family;       /* highest kernel family used: min(compute capability, options->max_family) */
  int driver_version;
  char name[256];
  char arch[16];
  sa__jit jit;
  pthread_mutex_t mu;   /* guards kernels[], tune and tmaps */
  int n_kernels;
  sa__kernel *kernels;
  sa__tune_table tune;  /* tuned choices (sa_autotune, a tuning file); empty = every slot's default */
  char tune_path[SA__PATH_CAP]; /* the tuning file loaded, if any */
  pthread_mutex_t err_mu;
  char err[SA__ERR_CAP];
  sa__tmap_memo tmaps[SA__TMAP_MEMO]; /* tensor maps encoded lately (sa__tmap_of); in[0] = 0: empty */
  int tmap_next;
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
/* A live context: the first check of every entry point that takes one. */
static sa_status sa__enter(sa_context *ctx, const char *fn) {
  return sa__live(ctx) ? SA_OK : sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
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

#define SA__ABI_MEMBER(S, M) {#S, #M, offsetof(S, M), sizeof(((S *)0)->M)},
#define SA__ABI_STRUCT(S) {#S, "", 0, sizeof(S)},
SADEF const sa_abi_entry *sa_abi_layout(int *count) {
  static const sa_abi_entry table[] = {SA__ABI_STRUCTS(SA__ABI_STRUCT) SA__ABI_MEMBERS(SA__ABI_MEMBER)};
  if (count) *count = (int)(sizeof table / sizeof table[0]);
  return table;
}
#undef SA__ABI_MEMBER
#undef SA__ABI_STRUCT

SADEF const char *sa_last_error(const sa_context *ctx) {
  const char *b;
  if (ctx) return sa__live(ctx) ? ctx->err : "sa_last_error: ctx is not a live context (NULL, destroyed or never created)";
  b = sa__tls_error();
  return b ? b : "";
}

/* ------------------------------------------------------------------------------------------------------ */
/* SHA-256 (cache keys and payload checksums)                                                    >>sha256 */
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
/* the CUDA driver and NVRTC, loaded at run time through our own declarations                    >>driver */
/* ------------------------------------------------------------------------------------------------------ */

#include <glob.h> /* POSIX: NVRTC's wheel folders (sa__nvrtc_wheel) */

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
  sa__CUresult (*MemsetD32Async)(sa__CUdeviceptr, unsigned, size_t, sa__CUptr);
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
    {SA__CU(MemsetD32Async), {"cuMemsetD32Async", 0, 0}},
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
/* cuTensorMapEncodeTiled (CUDA 12): map, data type, rank, base, dims, strides (bytes, rank - 1), box, element strides,
   interleave, swizzle, L2 promotion, out-of-bounds fill; NULL where the driver lacks it */
typedef sa__CUresult (*sa__tmap_encode_fn)(void *, int, unsigned, void *, const uint64_t *, const uint64_t *,
                                           const unsigned *, const unsigned *, int, int, int, int);
static sa__tmap_encode_fn sa__tmap_encode;
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
        /* optional: drivers before CUDA 12 have no tensor maps, and the kernels that take them copy without (sa__tmaps) */
        {
          void *enc = dlsym(lib, "cuTensorMapEncodeTiled");
          memcpy(&sa__tmap_encode, &enc, sizeof enc);
        }
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

/* NVRTC from pip's nvidia-cuda-nvrtc wheel in the active Python environment ($VIRTUAL_ENV, then $CONDA_PREFIX): the
   library Python's torch loads there, so C tools and Python share one NVRTC and so one kernel cache. Wheel folders:
   site-packages/nvidia/cu13/lib (CUDA 13 and later), nvidia/cuda_nvrtc/lib (CUDA 12); the newest match wins. Other
   Python installs (user site, pyenv, system): SPARSEATTN_NVRTC (README, Install). Sets path and dir on success. */
static void *sa__nvrtc_wheel(char *path, char *dir, char *tried, size_t tcap) {
  static const char *prefixes[] = {"VIRTUAL_ENV", "CONDA_PREFIX"};
  static const char *layouts[] = {"nvidia/cu1[3-9]/lib/libnvrtc.so.1[3-9]", "nvidia/cuda_nvrtc/lib/libnvrtc.so.1[0-9]"};
  char pat[SA__PATH_CAP + 128];
  size_t p, l, m;
  for (p = 0; p < 2; ++p) {
    const char *prefix = getenv(prefixes[p]);
    if (!prefix || !*prefix) continue;
    for (l = 0; l < 2; ++l) {
      glob_t g;
      snprintf(pat, sizeof pat, "%s/lib/python3*/site-packages/%s", prefix, layouts[l]);
      sa__appendf(tried, tcap, "%s%s", tried[0] ? ", " : "", pat);
      if (glob(pat, 0, NULL, &g) != 0) m = 0;
      else m = g.gl_pathc;
      while (m-- > 0) { /* sorted: the newest last */
        const char *slash = strrchr(g.gl_pathv[m], '/');
        void *lib = strlen(g.gl_pathv[m]) < SA__PATH_CAP ? dlopen(g.gl_pathv[m], RTLD_NOW | RTLD_LOCAL) : NULL;
        if (!lib) continue;
        sa__strlcpy(path, g.gl_pathv[m], SA__PATH_CAP);
        memcpy(dir, path, (size_t)(slash - g.gl_pathv[m]));
        dir[slash - g.gl_pathv[m]] = 0;
        globfree(&g);
        return lib;
      }
      globfree(&g);
    }
  }
  return NULL;
}

/* Load NVRTC once per process ($SPARSEATTN_NVRTC, else the search order of DESIGN.md section 2: the active Python
   environment's wheel, the loader path, $CUDA_HOME/lib64, /usr/local/cuda/lib64) and preload its builtins library
   from the same folder, so NVRTC finds it even off the loader path. */
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
      lib = sa__nvrtc_wheel(path, dir, tried, sizeof tried);
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
               "nvidia-cuda-nvrtc wheel or cuda-nvrtc package) or set SPARSEATTN_NVRTC to its full path (a wheel "
               "outside an active venv or conda environment: see the README, Install)", tried);
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
/* files and the disk cache                                                                       >>cache */
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
      if (mkdir(tmp, 0700) != 0 && errno != EEXIST) return -1; /* private: see sa__untrusted */
      tmp[i] = c;
    }
  }
  return 0;
}

/* Read the rest of an open file (at most 256 MiB) and close it. Returns 0 and a malloc'd buffer, or -1 with errno. */
static int sa__read_fd(int fd, unsigned char **data, size_t *len) {
  unsigned char *buf = NULL;
  size_t cap = 0, n = 0;
  int e = 0;
  for (;;) {
    ssize_t got;
    if (n == cap) {
      unsigned char *nb;
      cap = cap ? cap * 2 : 1 << 16;
      if (cap > ((size_t)256 << 20)) { e = EFBIG; break; }
      nb = (unsigned char *)SA_MALLOC(cap);
      if (!nb) { e = ENOMEM; break; }
      if (n) memcpy(nb, buf, n);
      SA_FREE(buf);
      buf = nb;
    }
    got = read(fd, buf + n, cap - n);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) { e = errno; break; }
    if (got == 0) break;
    n += (size_t)got;
  }
  close(fd);
  if (e) { SA_FREE(buf); errno = e; return -1; }
  *data = buf;
  *len = n;
  return 0;
}

/* Read a whole file (at most 256 MiB), with no trust check: for the tests (the cache reads through sa__open_trusted).
   Returns 0 and a malloc'd buffer, or -1 with errno. */
#if defined(__GNUC__)
__attribute__((unused))
#endif
static int sa__read_file(const char *path, unsigned char **data, size_t *len) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  return fd < 0 ? -1 : sa__read_fd(fd, data, len);
}

/* What the cache reads must be this user's: anyone who can write a cubin there chooses code this process runs on the
   GPU, and a tuning file chooses its kernels. A folder or file is trusted when it is owned by this user or by root (who
   can replace the library itself) and neither its group nor others can write it. Returns NULL, or why not as a clause
   that follows "it" (in buf). */
static const char *sa__untrusted(const struct stat *st, int folder, char *buf, size_t cap) {
  uid_t me = geteuid();
  mode_t w = st->st_mode & (S_IWGRP | S_IWOTH);
  if (folder ? !S_ISDIR(st->st_mode) : !S_ISREG(st->st_mode))
    snprintf(buf, cap, "is not a %s", folder ? "folder" : "regular file");
  else if (st->st_uid != me && st->st_uid != 0)
    snprintf(buf, cap, "is owned by uid %ld, not by this user (uid %ld) or root", (long)st->st_uid, (long)me);
  else if (w)
    snprintf(buf, cap, "is writable by %s (mode %04o)", w == (S_IWGRP | S_IWOTH) ? "its group and others" :
             w == S_IWGRP ? "its group" : "others", (unsigned)(st->st_mode & 07777));
  else
    return NULL;
  return buf;
}

/* Check a folder through the fd of the folder opened (symbolic links followed: what is checked is what was opened).
   1: trusted; 0: absent or cannot be opened (errno); -1: not trusted (why). */
static int sa__dir_trust(const char *dir, char *why, size_t cap) {
  struct stat st;
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC), e;
  if (fd < 0) return 0;
  if (fstat(fd, &st) != 0) { e = errno; close(fd); errno = e; return 0; }
  close(fd);
  return sa__untrusted(&st, 1, why, cap) ? -1 : 1;
}

/* Open a file to read, then check the file opened (fstat: no window between the check and the read); a symbolic link
   is not followed, nor a FIFO waited on. Returns the fd, -1 with errno (ENOENT: absent), or -2 if not trusted (why). */
static int sa__open_trusted(const char *path, char *why, size_t cap) {
  struct stat st;
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC), e;
  if (fd < 0) {
    if (errno != ELOOP) return -1;
    snprintf(why, cap, "is a symbolic link");
    return -2;
  }
  if (fstat(fd, &st) != 0) { e = errno; close(fd); errno = e; return -1; }
  if (sa__untrusted(&st, 0, why, cap)) { close(fd); return -2; }
  return fd;
}

/* A file at path that another user owns: never replaced (its folder is ours, so only we or root put it there). */
static int sa__foreign_file(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0 && st.st_uid != geteuid();
}

/* Write to a unique temporary name in the same folder, then rename over the target: readers never see a
   partial file, and concurrent writers of the same key each install a complete one. Created 0600 (no window in which
   others could open it); O_NOFOLLOW|O_EXCL: never through a planted link. */
static int sa__write_file_atomic(const char *path, const void *a, size_t na, const void *b, size_t nb) {
  static unsigned counter;
  char tmp[SA__PATH_CAP + 320];
  int fd, ok;
  unsigned c;
  pthread_mutex_lock(&sa__lib_mu);
  c = ++counter;
  pthread_mutex_unlock(&sa__lib_mu);
  snprintf(tmp, sizeof tmp, "%s.tmp.%ld.%u", path, (long)getpid(), c);
  fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  errno = 0; /* a short write sets none: EIO below */
  ok = write(fd, a, na) == (ssize_t)na && (nb == 0 || write(fd, b, nb) == (ssize_t)nb);
  ok = (close(fd) == 0) && ok;
  if (!ok || rename(tmp, path) != 0) {
    int e = errno ? errno : EIO;
    unlink(tmp);
    errno = e;
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

/* Turn the disk cache off, with one warning (off: why, naming the folder; tail: what follows in the warning). */
static void sa__jit_off(sa__jit *j, const char *off, const char *tail) {
  int first;
  pthread_mutex_lock(&j->mu);
  first = !j->warned;
  j->warned = 1;
  j->disk = 0;
  if (first) sa__strlcpy(j->off, off, sizeof j->off);
  pthread_mutex_unlock(&j->mu);
  if (first) sa__jit_log(j, SA_LOG_WARN, "%s%s", off, tail);
}

/* Check the cache folder before each use (a folder made writable to others later is refused from then on). 1: trusted;
   0: absent or cannot be opened (errno); -1: not trusted, and the disk cache is now off (one warning). */
static int sa__jit_dir_trusted(sa__jit *j) {
  char why[256], off[sizeof j->off];
  int r = sa__dir_trust(j->dir, why, sizeof why);
  if (r < 0) {
    snprintf(off, sizeof off, "kernel cache folder %.900s is not used: it %.200s, so others could plant kernels in it",
             j->dir, why);
    sa__jit_off(j, off, "; compiled kernels stay in memory only (use a folder that only you can write: chmod go-w it, "
                "or set SPARSEATTN_CACHE_DIR)");
  }
  return r;
}

/* Look a key up. Returns 1 with a malloc'd cubin, or 0 (absent or rejected: a damaged file is logged and will be
   replaced by the next store; an untrusted one is refused with a warning, and replaced only if it is this user's). */
static int sa__cache_load(sa__jit *j, const char *variant, const char *arch, const unsigned char key[32],
                          unsigned char **cubin, size_t *len) {
  char path[SA__PATH_CAP + 256], tw[256];
  unsigned char *d;
  size_t n;
  const char *why;
  int fd;
  if (!j->disk || sa__jit_dir_trusted(j) != 1) return 0;
  sa__cache_path(j, variant, arch, key, path, sizeof path);
  fd = sa__open_trusted(path, tw, sizeof tw);
  if (fd == -2)
    sa__jit_log(j, SA_LOG_WARN, "cache file %s not loaded: it %s (only files of this user that no one else can write "
                "are); recompiling", path, tw);
  if (fd < 0 || sa__read_fd(fd, &d, &n) != 0) return 0;
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

/* Store a cubin. A folder that cannot be written turns the disk cache off, with one warning; so does an untrusted one
   (sa__jit_dir_trusted). A file another user owns is left as it is. */
static void sa__cache_store(sa__jit *j, const char *variant, const char *arch, const unsigned char key[32],
                            const unsigned char *cubin, size_t len) {
  char path[SA__PATH_CAP + 256], off[sizeof j->off];
  unsigned char h[SA__CACHE_HEADER_BYTES];
  int bad = 0, t = 0;
  if (!j->disk) return;
  sa__cache_path(j, variant, arch, key, path, sizeof path);
  sa__cache_header(h, key, cubin, len);
  if (sa__mkdirs(j->dir) != 0 || (t = sa__jit_dir_trusted(j)) == 0) bad = 1;
  else if (t < 0) return;
  else if (sa__foreign_file(path)) {
    sa__jit_log(j, SA_LOG_DEBUG, "cache file %s belongs to another user: left as it is", path);
    return;
  } else bad = sa__write_file_atomic(path, h, sizeof h, cubin, len) != 0;
  if (bad) {
    snprintf(off, sizeof off, "kernel cache folder %s is not writable (%s)", j->dir, strerror(errno));
    sa__jit_off(j, off, ": compiled kernels stay in memory only; set SPARSEATTN_CACHE_DIR to a writable folder");
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

/* The folder is checked now when it exists (an untrusted one: memory only from the start, one warning), and again
   before each load and store. */
static void sa__jit_init(sa__jit *j, const char *dir, int no_disk, sa_log_fn log, void *user) {
  memset(j, 0, sizeof *j);
  pthread_mutex_init(&j->mu, NULL);
  if (dir && *dir) sa__strlcpy(j->dir, dir, sizeof j->dir);
  else sa__default_cache_dir(j->dir, sizeof j->dir);
  j->disk = !no_disk && j->dir[0] != 0;
  j->log = log;
  j->log_user = user;
  j->log_level = sa__env_log_level();
  if (j->disk && strlen(j->dir) > SA__PATH_CAP - 300) { /* leave room for the file names */
    j->disk = 0;
    snprintf(j->off, sizeof j->off, "the kernel cache folder path is too long (%zu bytes)", strlen(j->dir));
    sa__jit_log(j, SA_LOG_WARN, "kernel cache folder path is too long (%zu bytes): caching in memory only", strlen(j->dir));
  }
  if (j->disk) sa__jit_dir_trusted(j);
  if (!j->disk) j->dir[0] = 0;
}

/* ------------------------------------------------------------------------------------------------------ */
/* tuning files                                                                                  >>tuning */
/* ------------------------------------------------------------------------------------------------------ */

/* A tuning file is text, checksummed:
     sparseattn-tuning 1
     library 0.1.0
     gpu NVIDIA H100 80GB HBM3
     sm_count 132
     cc 90
     driver 13000
     slot <family> <dtype> <head dim> <max family> <config> <split policy, or - >
     # comments (measurements)
     end
     sha256 <hex of every byte before this line>
   A file of another GPU, driver or library version is ignored with a warning; a damaged one (checksum, truncation,
   an unknown family, config or split policy, a config of another family) is never trusted, nor one that is not
   this user's or is in a folder that is not (sa__untrusted). */
#define SA__TUNE_MAGIC "sparseattn-tuning"
#define SA__TUNE_FORMAT 1
#define SA__TUNE_FILE_MAX (1 << 20)

static int sa__tune_family_of(int kind, int blasst, int sub) {
  int f;
  for (f = 0; f < SA__N_TUNE_FAMILIES; ++f)
    if (sa__tune_families[f].kind == kind && sa__tune_families[f].blasst == blasst && sa__tune_families[f].sub == sub)
      return f;
  return -1;
}

/* The config of a slot by name; -1 if the config space has none of that name for it, or of a family above max. */
static int sa__config_find(int fam, int head_dim, int max_family, const char *name) {
  int n, i;
  const sa__config *c = sa__config_table(&n);
  const sa__tune_family *tf = &sa__tune_families[fam];
  for (i = 0; i < n; ++i)
    if (c[i].kind == tf->kind && c[i].blasst == tf->blasst && c[i].sub == tf->sub && c[i].head_dim == head_dim &&
        c[i].family <= max_family && !strcmp(c[i].name, name))
      return i;
  return -1;
}

static int sa__split_find(const char *name) {
  int n, i;
  const sa__split_policy *p = sa__split_policy_table(&n);
  for (i = 0; i < n; ++i)
    if (!strcmp(p[i].name, name)) return i;
  return -1;
}

static int sa__tune_find(const sa__tune_table *t, int fam, int dtype, int head_dim, int max_family) {
  int i;
  for (i = 0; i < t->n; ++i)
    if (t->e[i].fam == fam && t->e[i].dtype == dtype && t->e[i].head_dim == head_dim && t->e[i].max_family == max_family)
      return i;
  return -1;
}

/* Add or replace a slot's entry; 0 when the table is full. */
static int sa__tune_put(sa__tune_table *t, const sa__tune_entry *e) {
  int i = sa__tune_find(t, e->fam, e->dtype, e->head_dim, e->max_family);
  if (i < 0) {
    if (t->n >= SA__TUNE_MAX) return 0;
    i = t->n++;
  }
  t->e[i] = *e;
  return 1;
}

/* <folder>/tuning-<GPU name, [A-Za-z0-9._-] kept, others '_'>-<arch>.txt */
static void sa__tune_default_path(const char *dir, const char *gpu, const char *arch, char *out, size_t cap) {
  char name[128];
  size_t i, k = 0;
  for (i = 0; gpu[i] && k + 1 < sizeof name; ++i) {
    char c = gpu[i];
    int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
    name[k++] = ok ? c : '_';
  }
  name[k] = 0;
  snprintf(out, cap, "%s/tuning-%s-%s.txt", dir, name, arch);
}

#ifndef SPARSEATTN_NO_TOOLS /* sa_autotune writes tuning files; contexts only read them */
static const char *sa__dtype_name(int dt) {
  static const char *const names[] = {"bf16", "fp16", "bf16_kv8", "fp16_kv8", "e4m3_bf16", "e4m3_fp16"}; /* SA__KDT_* */
  return dt >= 0 && dt < 6 ? names[dt] : "?";
}

/* The file's text for a table (comments: optional lines, each without its '#'). Returns a malloc'd string. */
static char *sa__tune_format(const sa__tune_ident *id, const sa__tune_table *t, const char *comments) {
  size_t cap = 4096 + (size_t)t->n * 160 + (comments ? 2 * strlen(comments) : 0), n;
  char *s = (char *)SA_MALLOC(cap), hex[65];
  unsigned char sum[32];
  int i, nc, np;
  const sa__config *cfg = sa__config_table(&nc);
  const sa__split_policy *sp = sa__split_policy_table(&np);
  if (!s) return NULL;
  snprintf(s, cap, "%s %d\nlibrary %s\ngpu %s\nsm_count %d\ncc %d\ndriver %d\n", SA__TUNE_MAGIC, SA__TUNE_FORMAT,
           id->version, id->gpu, id->sm_count, id->cc, id->driver);
  sa__appendf(s, cap, "# slot <family> <dtype> <head dim> <max kernel family> <config> <decode split policy>\n");
  for (i = 0; i < t->n; ++i) {
    const sa__tune_entry *e = &t->e[i];
    sa__appendf(s, cap, "slot %s %s %d %d %s %s\n", sa__tune_families[e->fam].name, sa__dtype_name(e->dtype),
                e->head_dim, e->max_family, cfg[e->config].name,
                sa__tune_families[e->fam].kind == SA__KIND_FWD_DECODE ? sp[e->split].name : "-");
  }
  if (comments) {
    const char *p = comments;
    while (*p) {
      const char *nl = strchr(p, '\n');
      size_t len = nl ? (size_t)(nl - p) : strlen(p);
      sa__appendf(s, cap, "# %.*s\n", (int)len, p);
      p += len + (nl ? 1 : 0);
    }
  }
  sa__appendf(s, cap, "end\n");
  n = strlen(s);
  sa__sha256_buf(s, n, sum);
  sa__hex(sum, 32, hex);
  sa__appendf(s, cap, "sha256 %s\n", hex);
  return s;
}

/* Write a table atomically (the folder is created 0700, the file 0600). 0 or -1 with errno (EPERM: a file of another
   user is there, and is left as it is). */
static int sa__tune_write(const char *path, const sa__tune_ident *id, const sa__tune_table *t, const char *comments) {
  char dir[SA__PATH_CAP];
  const char *slash = strrchr(path, '/');
  char *s = sa__tune_format(id, t, comments);
  int r;
  if (!s) { errno = ENOMEM; return -1; }
  if (slash && slash != path && (size_t)(slash - path) < sizeof dir) {
    memcpy(dir, path, (size_t)(slash - path));
    dir[slash - path] = 0;
    if (sa__mkdirs(dir) != 0) { SA_FREE(s); return -1; }
  }
  if (sa__foreign_file(path)) { SA_FREE(s); errno = EPERM; return -1; }
  r = sa__write_file_atomic(path, s, strlen(s), NULL, 0);
  SA_FREE(s);
  return r;
}
#endif /* SPARSEATTN_NO_TOOLS */

/* The next line of [p, end): its bounds without the newline; 0 at the end. */
static int sa__next_line(const char **p, const char *end, const char **ls, size_t *ln) {
  const char *q = *p;
  if (q >= end) return 0;
  *ls = q;
  while (q < end && *q != '\n') ++q;
  *ln = (size_t)(q - *ls);
  *p = q < end ? q + 1 : q;
  return 1;
}

/* "key value" with value an integer; 1 on success. */
static int sa__tune_kv_int(const char *ls, size_t ln, const char *key, int *out) {
  size_t k = strlen(key), i;
  long v = 0;
  int neg = 0;
  if (ln <= k + 1 || memcmp(ls, key, k) != 0 || ls[k] != ' ') return 0;
  i = k + 1;
  if (ls[i] == '-') { neg = 1; ++i; }
  if (i >= ln) return 0;
  for (; i < ln; ++i) {
    if (ls[i] < '0' || ls[i] > '9' || v > 100000000L) return 0;
    v = v * 10 + (ls[i] - '0');
  }
  *out = (int)(neg ? -v : v);
  return 1;
}

/* Open a tuning file if it and its folder are trusted (sa__untrusted; the file itself, not a symbolic link to it).
   Returns the fd; -1 with errno (ENOENT: absent); -3 if not trusted (why). */
static int sa__tune_open(const char *path, char *why, size_t cap) {
  char dir[SA__PATH_CAP], tw[256];
  const char *slash = strrchr(path, '/');
  size_t n = !slash ? 1 : slash == path ? 1 : (size_t)(slash - path);
  int fd, r;
  if (n >= sizeof dir) { errno = ENAMETOOLONG; return -1; }
  memcpy(dir, slash ? path : ".", n);
  dir[n] = 0;
  r = sa__dir_trust(dir, tw, sizeof tw);
  if (r == 0) return -1; /* no such folder, or one that cannot be read: the file cannot be either */
  if (r < 0) {
    snprintf(why, cap, "is in the folder %.700s, which %.200s", dir, tw);
    return -3;
  }
  fd = sa__open_trusted(path, tw, sizeof tw);
  if (fd == -2) snprintf(why, cap, "%s%s", tw, strcmp(tw, "is a symbolic link") ? "" : " (name the file itself)");
  return fd == -2 ? -3 : fd;
}

/* Read and check a tuning file against this GPU. Returns 1 (loaded into *t), 0 (no such file), -1 (damaged),
   -2 (made for another GPU, driver or library version, or another format), -3 (not trusted: another user's, writable
   by others, or in such a folder); why says what. */
static int sa__tune_read(const char *path, const sa__tune_ident *id, sa__tune_table *t, char *why, size_t cap) {
  unsigned char *d = NULL, sum[32];
  size_t n = 0, ln;
  const char *p, *end, *ls, *body_end;
  char hex[65], line[512];
  int lineno = 0, v, got_end = 0, r = -1, fd;
  sa__tune_ident f;
  memset(t, 0, sizeof *t);
  why[0] = 0;
  fd = sa__tune_open(path, why, cap);
  if (fd == -3) return -3;
  if (fd < 0 || sa__read_fd(fd, &d, &n) != 0) {
    if (errno == ENOENT) return 0;
    snprintf(why, cap, "cannot be read (%s)", strerror(errno));
    return -1;
  }
  if (n == 0) { snprintf(why, cap, "is empty"); goto done; }
  if (n > SA__TUNE_FILE_MAX) { snprintf(why, cap, "is %zu bytes, too large for a tuning file", n); goto done; }
  if (memchr(d, 0, n)) { snprintf(why, cap, "is not text"); goto done; }
  /* the checksum line is the last line; it covers every byte before it */
  end = (const char *)d + n;
  if (end[-1] != '\n') { snprintf(why, cap, "does not end with a newline (truncated?)"); goto done; }
  body_end = end - 1;
  while (body_end > (const char *)d && body_end[-1] != '\n') --body_end;
  if ((size_t)(end - body_end) != 7 + 64 + 1 || memcmp(body_end, "sha256 ", 7) != 0) {
    snprintf(why, cap, "has no checksum line at its end (truncated?)");
    goto done;
  }
  sa__sha256_buf(d, (size_t)(body_end - (const char *)d), sum);
  sa__hex(sum, 32, hex);
  if (memcmp(hex, body_end + 7, 64) != 0) { snprintf(why, cap, "fails its checksum (damaged or edited)"); goto done; }
  /* header */
  p = (const char *)d;
  memset(&f, 0, sizeof f);
  if (!sa__next_line(&p, body_end, &ls, &ln) || !sa__tune_kv_int(ls, ln, SA__TUNE_MAGIC, &v)) {
    snprintf(why, cap, "is not a sparseattn tuning file");
    goto done;
  }
  if (v != SA__TUNE_FORMAT) {
    snprintf(why, cap, "has format %d; this library reads format %d", v, SA__TUNE_FORMAT);
    r = -2;
    goto done;
  }
  lineno = 1;
#define SA__TUNE_HDR(key, fmt_why)                                                                           \
  do {                                                                                                       \
    ++lineno;                                                                                                \
    if (!sa__next_line(&p, body_end, &ls, &ln) || ln <= strlen(key) + 1 || memcmp(ls, key " ", strlen(key) + 1)) { \
      snprintf(why, cap, "line %d: expected '%s' (%s)", lineno, key, fmt_why);                              \
      goto done;                                                                                             \
    }                                                                                                        \
  } while (0)
  SA__TUNE_HDR("library", "the library version");
  if (ln - 8 >= sizeof f.version) { snprintf(why, cap, "line %d: library version too long", lineno); goto done; }
  memcpy(f.version, ls + 8, ln - 8);
  SA__TUNE_HDR("gpu", "the GPU name");
  if (ln - 4 >= sizeof f.gpu) { snprintf(why, cap, "line %d: GPU name too long", lineno); goto done; }
  memcpy(f.gpu, ls + 4, ln - 4);
  SA__TUNE_HDR("sm_count", "the SM count");
  if (!sa__tune_kv_int(ls, ln, "sm_count", &f.sm_count)) { snprintf(why, cap, "line %d: bad SM count", lineno); goto done; }
  SA__TUNE_HDR("cc", "the compute capability");
  if (!sa__tune_kv_int(ls, ln, "cc", &f.cc)) { snprintf(why, cap, "line %d: bad compute capability", lineno); goto done; }
  SA__TUNE_HDR("driver", "the driver version");
  if (!sa__tune_kv_int(ls, ln, "driver", &f.driver)) { snprintf(why, cap, "line %d: bad driver version", lineno); goto done; }
#undef SA__TUNE_HDR
  if (strcmp(f.gpu, id->gpu) || f.sm_count != id->sm_count || f.cc != id->cc || f.driver != id->driver ||
      strcmp(f.version, id->version)) {
    snprintf(why, cap, "was made for %s (%d SMs, compute capability %d.%d, driver %d, sparseattn %s); this is %s (%d SMs, "
             "compute capability %d.%d, driver %d, sparseattn %s)", f.gpu, f.sm_count, f.cc / 10, f.cc % 10, f.driver,
             f.version, id->gpu, id->sm_count, id->cc / 10, id->cc % 10, id->driver, id->version);
    r = -2;
    goto done;
  }
  /* slots */
  while (sa__next_line(&p, body_end, &ls, &ln)) {
    char fam[32], dt[16], cfg[64], split[32], extra[8];
    int d, mf, k, fi, dti, ci, si;
    sa__tune_entry e;
    ++lineno;
    if (got_end) { snprintf(why, cap, "line %d: text after 'end'", lineno); goto done; }
    if (ln == 0 || ls[0] == '#') continue;
    if (ln == 3 && !memcmp(ls, "end", 3)) { got_end = 1; continue; }
    if (ln >= sizeof line) { snprintf(why, cap, "line %d: too long", lineno); goto done; }
    memcpy(line, ls, ln);
    line[ln] = 0;
    k = sscanf(line, "slot %31s %15s %d %d %63s %31s %7s", fam, dt, &d, &mf, cfg, split, extra);
    if (k != 6 || strncmp(line, "slot ", 5) != 0) {
      snprintf(why, cap, "line %d: expected 'slot <family> <dtype> <head dim> <max family> <config> <split>' or 'end', "
               "found '%.60s'", lineno, line);
      goto done;
    }
    for (fi = 0; fi < SA__N_TUNE_FAMILIES && strcmp(sa__tune_families[fi].name, fam); ++fi) {}
    if (fi == SA__N_TUNE_FAMILIES) { snprintf(why, cap, "line %d: unknown kernel family '%s'", lineno, fam); goto done; }
    dti = !strcmp(dt, "bf16") ? SA_DTYPE_BF16 : !strcmp(dt, "fp16") ? SA_DTYPE_FP16 : -1;
    if (dti < 0) { snprintf(why, cap, "line %d: unknown dtype '%s'", lineno, dt); goto done; }
    if (mf != 80 && mf != 90) { snprintf(why, cap, "line %d: max family %d; must be 80 or 90", lineno, mf); goto done; }
    if ((ci = sa__config_find(fi, d, mf, cfg)) < 0) {
      snprintf(why, cap, "line %d: %s d%d has no config '%s' up to family sm%d in this header", lineno, fam, d, cfg, mf);
      goto done;
    }
    if (sa__tune_families[fi].kind == SA__KIND_FWD_DECODE) si = sa__split_find(split);
    else si = strcmp(split, "-") ? -1 : 0;
    if (si < 0) { snprintf(why, cap, "line %d: unknown split policy '%s' for %s", lineno, split, fam); goto done; }
    if (sa__tune_find(t, fi, dti, d, mf) >= 0) {
      snprintf(why, cap, "line %d: %s %s d%d sm%d appears twice", lineno, fam, dt, d, mf);
      goto done;
    }
    e.fam = fi; e.dtype = dti; e.head_dim = d; e.max_family = mf; e.config = ci; e.split = si;
    if (!sa__tune_put(t, &e)) { snprintf(why, cap, "line %d: more than %d slots", lineno, SA__TUNE_MAX); goto done; }
  }
  if (!got_end) { snprintf(why, cap, "has no 'end' line"); goto done; }
  r = 1;
done:
  SA_FREE(d);
  if (r != 1) memset(t, 0, sizeof *t);
  return r;
}

/* Load a tuning file for the context's GPU; a damaged or foreign one is ignored with a warning. */
static int sa__tune_load(sa__jit *j, const char *path, const sa__tune_ident *id, sa__tune_table *t) {
  char why[1024];
  int r = sa__tune_read(path, id, t, why, sizeof why);
  if (r == 0) sa__jit_log(j, SA_LOG_DEBUG, "no tuning file %s: every kernel choice is the default", path);
  else if (r == -3)
    sa__jit_log(j, SA_LOG_WARN, "tuning file %s ignored: it %s (only files of this user, in folders no one else can "
                "write, are read); the defaults are used", path, why);
  else if (r < 0)
    sa__jit_log(j, SA_LOG_WARN, "tuning file %s ignored: it %s; the defaults are used (run sa_tune to tune this GPU)",
                path, why);
  else sa__jit_log(j, SA_LOG_INFO, "tuning file %s: %d tuned slots", path, t->n);
  return r;
}

/* ------------------------------------------------------------------------------------------------------ */
/* JIT: variant source, NVRTC compile, cache                                                        >>jit */
/* ------------------------------------------------------------------------------------------------------ */

/* A variant's source: the lines of its fragments, in order, each with its newline and the name where the line has
   the mark. Writes it to s when s is not NULL; returns its length. */
static size_t sa__variant_text(const sa__variant *v, char *s) {
  size_t n = 0, name_n = strlen(v->name);
  const int w = sa__gen_digits();
  const char mark = sa__gen_name_mark();
  int i;
  const char *f, *ln;
  for (i = 0; i < v->n_frags; ++i)
    for (f = sa__gen_fragment(sa__gen_num(v->frags + i * w, w)); *f; f += w) {
      for (ln = sa__gen_line(sa__gen_num(f, w)); *ln; ++ln) {
        if (*ln != mark) {
          if (s) s[n] = *ln;
          ++n;
        } else {
          if (s) memcpy(s + n, v->name, name_n);
          n += name_n;
        }
      }
      if (s) s[n] = '\n';
      ++n;
    }
  return n;
}

/* A variant's source, malloc'd and NUL-terminated; NULL when out of memory. */
static char *sa__variant_source(const sa__variant *v) {
  size_t n = sa__variant_text(v, NULL);
  char *s = (char *)SA_MALLOC(n + 1);
  if (s) s[sa__variant_text(v, s)] = 0;
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
/* context                                                                                      >>context */
/* ------------------------------------------------------------------------------------------------------ */

/* Make the context's primary context current for the duration of a driver call sequence. A context without a GPU
   fails here, so no driver call is ever made for it. */
static int sa__push(sa_context *ctx) {
  return ctx->nodevice ? (ctx->dry_run ? 0 : SA__CU_NODEVICE) : sa__cu.CtxPushCurrent(ctx->cuctx);
}
static void sa__pop(sa_context *ctx) {
  sa__CUptr c;
  if (!ctx->nodevice) sa__cu.CtxPopCurrent(&c);
}

/* An environment flag: set, non-empty and not "0". */
static int sa__env_flag(const char *name) {
  const char *e = getenv(name);
  return e && *e && strcmp(e, "0") != 0;
}

static void sa__tune_ident_of(const sa_context *ctx, sa__tune_ident *id) {
  memset(id, 0, sizeof *id);
  sa__strlcpy(id->gpu, ctx->name, sizeof id->gpu);
  id->sm_count = ctx->sm_count;
  id->cc = ctx->cc_major * 10 + ctx->cc_minor;
  id->driver = ctx->driver_version;
  sa__strlcpy(id->version, SPARSEATTN_VERSION_STRING, sizeof id->version);
}

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

/* The shared-memory cap of a new context: options->max_smem_per_block, else $SPARSEATTN_MAX_SMEM_PER_BLOCK (bytes); 0 =
   none. A cap below the smallest GPU the kernels were sized for (48 KiB) could only fail every call: refused. */
static sa_status sa__smem_cap(const sa_context_options *o, int *cap) {
  const char *e = getenv("SPARSEATTN_MAX_SMEM_PER_BLOCK"), *what = "options->max_smem_per_block";
  long v = o->max_smem_per_block;
  *cap = 0;
  if (!v && e && *e) {
    char *end = NULL;
    v = strtol(e, &end, 10);
    what = "SPARSEATTN_MAX_SMEM_PER_BLOCK";
    if (!end || *end || v < 0)
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_context_create: SPARSEATTN_MAX_SMEM_PER_BLOCK is '%s'; give a number "
                      "of bytes such as 101376 (an L40S's limit) or 166912 (an A100's), or 0 for the GPU's own", e);
  }
  if (v && (v < 49152 || v > (1L << 30)))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_context_create: %s is %ld; must be 0 (the GPU's own limit) or at least "
                    "49152 bytes", what, v);
  *cap = (int)v;
  return SA_OK;
}

/* Lower a context's shared-memory limit to cap as a GPU with that limit has it: per block, per SM (one block's worth and
   the 1 KiB the driver keeps), and without wgmma below Hopper's limit (no smaller GPU has it). */
static void sa__apply_smem_cap(sa_context *ctx, int cap) {
  int na, i, hopper = 0;
  const sa__arch_limit *al = sa__arch_limit_table(&na);
  if (cap <= 0 || cap >= ctx->smem_optin) return;
  for (i = 0; i < na; ++i)
    if (al[i].family == 90 && al[i].smem_per_block > hopper) hopper = al[i].smem_per_block;
  ctx->smem_optin = cap;
  if (ctx->smem_per_sm > cap + 1024) ctx->smem_per_sm = cap + 1024;
  if (cap < hopper && ctx->max_family > 80) ctx->max_family = 80;
  ctx->smem_capped = 1;
}

SADEF sa_status sa_context_create(const sa_context_options *options, sa_context **out) {
  sa_context_options defaults;
  sa_context *ctx;
  char msg[4096];
  sa_status st;
  sa__CUresult r;
  int count = 0, cc, cap;
  if (!out) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_context_create: out is NULL");
  *out = NULL;
  if (!options) { memset(&defaults, 0, sizeof defaults); options = &defaults; }
  if (options->device < 0)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_context_create: options->device is %d; must be >= 0", options->device);
  if ((st = sa__smem_cap(options, &cap)) != SA_OK) return st;
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
    sa__apply_smem_cap(ctx, cap);
    memcpy(ctx->name, name, sizeof name);
    memcpy(ctx->arch, arch, sizeof arch);
  }
  sa__jit_init(&ctx->jit, options->cache_dir, options->no_disk_cache, options->log, options->log_user);
  pthread_mutex_init(&ctx->mu, NULL);
  pthread_mutex_init(&ctx->err_mu, NULL);
  ctx->validate = options->validate || sa__env_validate();
  ctx->magic = SA__MAGIC;
  if (!options->no_tuning && !sa__env_flag("SPARSEATTN_NO_TUNING")) {
    char path[SA__PATH_CAP];
    sa__tune_ident id;
    path[0] = 0;
    if (options->tuning_file && *options->tuning_file) sa__strlcpy(path, options->tuning_file, sizeof path);
    else if (ctx->jit.disk) sa__tune_default_path(ctx->jit.dir, ctx->name, ctx->arch, path, sizeof path);
    sa__tune_ident_of(ctx, &id);
    if (path[0]) {
      int r = sa__tune_load(&ctx->jit, path, &id, &ctx->tune);
      if (r == 1) sa__strlcpy(ctx->tune_path, path, sizeof ctx->tune_path);
      else if (r == 0 && options->tuning_file && *options->tuning_file)
        sa__jit_log(&ctx->jit, SA_LOG_WARN, "options->tuning_file %s does not exist: the defaults are used", path);
    }
  }
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
    sa__pop(ctx);
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

/* A test context with the properties of a GPU of another arch (the generated per-arch limits), optionally capped
   like sa_context_options.max_smem_per_block; dry_run: calls launch nothing but count and check their kernels. */
#if defined(__GNUC__)
__attribute__((unused))
#endif
static sa_status sa__context_nodevice_arch(const char *arch, int cap, int dry_run, sa_context **out) {
  int na, i, cc = 0;
  const sa__arch_limit *al = sa__arch_limit_table(&na);
  sa_context *ctx;
  sa_status st;
  for (i = 0; i < na && strcmp(al[i].arch, arch); ++i) {}
  if (i == na) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa__context_nodevice_arch: no limits for arch %s", arch);
  if ((st = sa__context_nodevice(0, &ctx)) != SA_OK) return st;
  sscanf(arch, "sm_%d", &cc);
  ctx->cc_major = cc / 10; ctx->cc_minor = cc % 10;
  ctx->smem_optin = al[i].smem_per_block; ctx->smem_per_sm = al[i].smem_per_block + 1024;
  ctx->max_family = !strcmp(arch, "sm_90a") ? 90 : 80;
  ctx->sm_count = cc == 80 ? 108 : cc == 86 ? 84 : cc == 89 ? 142 : cc == 100 ? 148 : cc == 120 ? 170 : 132;
  snprintf(ctx->name, sizeof ctx->name, "%s (no device: test context)", arch);
  sa__strlcpy(ctx->arch, arch, sizeof ctx->arch);
  sa__apply_smem_cap(ctx, cap);
  ctx->dry_run = dry_run;
  *out = ctx;
  return SA_OK;
}

SADEF sa_status sa_device_info_get(sa_context *ctx, sa_device_info *o) {
  if (sa__enter(ctx, "sa_device_info_get") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (!o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_device_info_get: out is NULL");
  memset(o, 0, sizeof *o);
  sa__strlcpy(o->name, ctx->name, sizeof o->name);
  o->cc_major = ctx->cc_major; o->cc_minor = ctx->cc_minor;
  o->sm_count = ctx->sm_count; o->smem_per_block = ctx->smem_optin;
  sa__strlcpy(o->arch, ctx->arch, sizeof o->arch);
  o->driver_version = ctx->driver_version;
  o->nvrtc_major = sa__nv_major; o->nvrtc_minor = sa__nv_minor;
  if (ctx->jit.disk) sa__strlcpy(o->cache_dir, ctx->jit.dir, sizeof o->cache_dir);
  pthread_mutex_lock(&ctx->mu);
  sa__strlcpy(o->tuning_file, ctx->tune_path, sizeof o->tuning_file);
  o->tuned_slots = ctx->tune.n;
  pthread_mutex_unlock(&ctx->mu);
  return SA_OK;
}

SADEF sa_status sa_tuning_file_path(sa_context *ctx, char *path, size_t cap) {
  char p[SA__PATH_CAP];
  if (sa__enter(ctx, "sa_tuning_file_path") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (!path || cap == 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_tuning_file_path: path is NULL or cap is 0");
  if (!ctx->jit.disk)
    return sa__fail(ctx, SA_ERROR_IO, "sa_tuning_file_path: this context has no cache folder (%s); give a path of your "
                    "own", ctx->jit.off[0] ? ctx->jit.off : "no_disk_cache, or no HOME");
  sa__tune_default_path(ctx->jit.dir, ctx->name, ctx->arch, p, sizeof p);
  if (strlen(p) + 1 > cap) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_tuning_file_path: cap (%zu) < %zu", cap, strlen(p) + 1);
  sa__strlcpy(path, p, cap);
  return SA_OK;
}

/* ------------------------------------------------------------------------------------------------------ */
/* ahead-of-time compilation                                                                        >>aot */
/* ------------------------------------------------------------------------------------------------------ */

typedef struct sa__pc_run {
  sa__jit *jit;
  const char *arch;
  const sa_precompile_options *opt;
  int *list, n, next, done;
  sa_precompile_report rep;
  pthread_mutex_t mu;
} sa__pc_run;

/* Each thread takes the next variant; sa__jit_cubin looks the disk cache up and compiles and stores on a miss. */
static void *sa__pc_worker(void *arg) {
  sa__pc_run *r = (sa__pc_run *)arg;
  int nv;
  const sa__variant *v = sa__variant_table(&nv);
  for (;;) {
    int i, from_disk = 0;
    unsigned char *cubin = NULL;
    size_t len = 0;
    double ms = 0;
    char msg[2048];
    sa_status st;
    pthread_mutex_lock(&r->mu);
    i = r->next++;
    pthread_mutex_unlock(&r->mu);
    if (i >= r->n) return NULL;
    msg[0] = 0;
    st = sa__jit_cubin(r->jit, &v[r->list[i]], r->arch, &cubin, &len, &from_disk, &ms, msg, sizeof msg);
    SA_FREE(cubin);
    pthread_mutex_lock(&r->mu);
    if (st != SA_OK) {
      if (!r->rep.failed++) sa__strlcpy(r->rep.first_error, msg, sizeof r->rep.first_error);
    } else if (from_disk) {
      r->rep.cached++;
    } else {
      r->rep.compiled++;
    }
    r->rep.compile_ms += ms;
    ++r->done;
    if (r->opt->progress) r->opt->progress(r->opt->progress_user, r->done, r->n, v[r->list[i]].name, from_disk, ms);
    pthread_mutex_unlock(&r->mu);
  }
}

/* Compile the variants of families <= family (within smem bytes of shared memory; 0 = any) for arch into j's cache. */
static sa_status sa__precompile_run(sa__jit *j, const char *arch, int family, int smem, const sa_precompile_options *opt,
                                    sa_precompile_report *out, char *msg, size_t cap) {
  sa_precompile_options defaults;
  sa__pc_run r;
  int nv, i, nt;
  const sa__variant *v = sa__variant_table(&nv);
  pthread_t th[32];
  double t0 = sa__now_ms();
  if (!opt) { memset(&defaults, 0, sizeof defaults); opt = &defaults; }
  if (opt->threads < 0) { snprintf(msg, cap, "options->threads is %d; must be >= 0 (0 = the online CPUs)", opt->threads); return SA_ERROR_INVALID_ARGUMENT; }
  memset(&r, 0, sizeof r);
  r.jit = j; r.arch = arch; r.opt = opt;
  r.list = (int *)SA_MALLOC(sizeof(int) * (size_t)(nv ? nv : 1));
  if (!r.list) { snprintf(msg, cap, "out of host memory"); return SA_ERROR_OUT_OF_MEMORY; }
  for (i = 0; i < nv; ++i) {
    if (v[i].family > family || (opt->filter && !strstr(v[i].name, opt->filter))) continue;
    if (smem > 0 && sa__smem_need(&v[i], 0) > smem) {
      int k, smaller = 0;
      for (k = 0; k < nv && !smaller; ++k) /* another config of the same kernel that fits */
        smaller = k != i && v[k].kind == v[i].kind && v[k].head_dim == v[i].head_dim && v[k].dtype == v[i].dtype &&
                  v[k].causal == v[i].causal && v[k].blasst == v[i].blasst && v[k].paged == v[i].paged &&
                  v[k].sub == v[i].sub && v[k].mi == v[i].mi && v[k].family <= family &&
                  (v[i].kind != SA__KIND_KASCADE_SPARSE && v[i].kind != SA__KIND_KASCADE_POOL ? 1 : v[k].bm == v[i].bm) &&
                  sa__smem_need(&v[k], 0) <= smem;
      ++r.rep.too_large;
      if (!smaller) {
        size_t used = strlen(r.rep.missing_names);
        if (used + strlen(v[i].name) + 3 < sizeof r.rep.missing_names)
          snprintf(r.rep.missing_names + used, sizeof r.rep.missing_names - used, "%s%s", used ? ", " : "", v[i].name);
        ++r.rep.missing;
      }
      continue;
    }
    r.list[r.n++] = i;
  }
  r.rep.total = r.n;
  nt = opt->threads;
  if (nt == 0) { long c = sysconf(_SC_NPROCESSORS_ONLN); nt = c > 0 ? (int)c : 1; }
  if (nt > 32) nt = 32;
  if (nt > r.n) nt = r.n > 0 ? r.n : 1;
  pthread_mutex_init(&r.mu, NULL);
  for (i = 0; i < nt; ++i)
    if (pthread_create(&th[i], NULL, sa__pc_worker, &r) != 0) break;
  if (i == 0) sa__pc_worker(&r); /* no thread could start: compile here */
  nt = i;
  for (i = 0; i < nt; ++i) pthread_join(th[i], NULL);
  pthread_mutex_destroy(&r.mu);
  SA_FREE(r.list);
  r.rep.wall_ms = sa__now_ms() - t0;
  if (out) *out = r.rep;
  if (r.rep.failed) {
    snprintf(msg, cap, "%d of %d variants failed to compile for %s; the first: %.900s", r.rep.failed, r.rep.total, arch,
             r.rep.first_error);
    return SA_ERROR_COMPILE;
  }
  if (!j->disk) {
    snprintf(msg, cap, "%.1200s: nothing was kept (set SPARSEATTN_CACHE_DIR to a folder that only you can write)",
             j->off[0] ? j->off : "the cache folder cannot be written");
    return SA_ERROR_IO;
  }
  return SA_OK;
}

SADEF sa_status sa_precompile(sa_context *ctx, const sa_precompile_options *opt, sa_precompile_report *report) {
  char msg[2048];
  sa_status st;
  int family;
  if (report) memset(report, 0, sizeof *report);
  if (sa__enter(ctx, "sa_precompile") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (!ctx->jit.disk)
    return sa__fail(ctx, SA_ERROR_IO, "sa_precompile: this context has no disk cache (%s): there is nowhere to keep "
                    "compiled kernels", ctx->jit.off[0] ? ctx->jit.off : "no_disk_cache, or no HOME");
  /* the device's own family, not the context's max_family: later contexts may allow more */
  family = ctx->cc_major * 10 + ctx->cc_minor == 90 ? 90 : 80;
  msg[0] = 0;
  st = sa__precompile_run(&ctx->jit, ctx->arch, family, ctx->smem_optin, opt, report, msg, sizeof msg);
  if (st != SA_OK) return sa__fail(ctx, st, "sa_precompile: %s", msg);
  return SA_OK;
}

SADEF sa_status sa_precompile_arch(const char *arch, const char *cache_dir, const sa_precompile_options *opt,
                                   sa_precompile_report *report) {
  char msg[4096];
  sa_status st;
  sa__jit j;
  int cc = 0, k = 3, family, na, i, smem = 0;
  const sa__arch_limit *al = sa__arch_limit_table(&na);
  if (report) memset(report, 0, sizeof *report);
  if (!arch || strncmp(arch, "sm_", 3) != 0)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_precompile_arch: arch is %s%s%s; give an NVRTC target such as "
                    "sm_80, sm_89 or sm_90a", arch ? "'" : "", arch ? arch : "NULL", arch ? "'" : "");
  while (arch[k] >= '0' && arch[k] <= '9' && k < 6) cc = cc * 10 + (arch[k++] - '0');
  if (k == 3 || cc < 80 || (arch[k] && (arch[k] != 'a' || arch[k + 1])))
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_precompile_arch: arch '%s' is not sm_XY or sm_XYa with XY >= 80 "
                    "(the kernels need compute capability 8.0 or newer)", arch);
  /* wgmma (the sm90 family) needs exactly sm_90a, as a context on Hopper compiles for */
  family = !strcmp(arch, "sm_90a") ? 90 : 80;
  for (i = 0; i < na; ++i)
    if (!strcmp(al[i].arch, arch)) smem = al[i].smem_per_block;
  msg[0] = 0;
  if ((st = sa__load_nvrtc(msg, sizeof msg)) != SA_OK) return sa__fail(NULL, st, "sa_precompile_arch: %s", msg);
  if (!sa__nvrtc_knows(cc))
    return sa__fail(NULL, SA_ERROR_UNSUPPORTED, "sa_precompile_arch: NVRTC %d.%d (%s) cannot compile for %s", sa__nv_major,
                    sa__nv_minor, sa__nv_path, arch);
  sa__jit_init(&j, cache_dir, 0, NULL, NULL);
  if (!j.disk) {
    pthread_mutex_destroy(&j.mu);
    if (j.off[0]) return sa__fail(NULL, SA_ERROR_IO, "sa_precompile_arch: %s: nothing can be kept there", j.off);
    return sa__fail(NULL, SA_ERROR_IO, "sa_precompile_arch: no cache folder (cache_dir is NULL and neither "
                    "SPARSEATTN_CACHE_DIR, XDG_CACHE_HOME nor HOME is set)");
  }
  st = sa__precompile_run(&j, arch, family, smem, opt, report, msg, sizeof msg);
  pthread_mutex_destroy(&j.mu);
  if (st != SA_OK) return sa__fail(NULL, st, "sa_precompile_arch: %s", msg);
  return SA_OK;
}

SADEF int sa_kernel_count(void) {
  int n;
  sa__variant_table(&n);
  return n;
}

SADEF const char *sa_kernel_name(int index) {
  int n;
  const sa__variant *v = sa__variant_table(&n);
  return index >= 0 && index < n ? v[index].name : NULL;
}

SADEF sa_status sa_kernel_info_get(sa_context *ctx, int index, sa_kernel_info *o) {
  int n;
  const sa__variant *v = sa__variant_table(&n);
  if (sa__enter(ctx, "sa_kernel_info_get") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
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

/* ------------------------------------------------------------------------------------------------------ */
/* kernel loading: a variant's function for the context, from the disk cache or NVRTC           >>loading */
/* ------------------------------------------------------------------------------------------------------ */

/* The dynamic shared memory a kernel may be launched with: its own, or (run-time sized buffers) all there is
   beside its static shared memory. */
static int sa__dyn_smem_cap(const sa_context *ctx, const sa__variant *v, sa__CUptr f) {
  int stat = 0;
  if (v->kind != SA__KIND_QSA && v->kind != SA__KIND_UNION_TRIM && v->kind != SA__KIND_TOPK_SELECT) return v->smem_bytes;
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

/* The loaded function of variant vi, compiling or reading the disk cache on first use. Two threads may
   both compile a missing kernel; the first to finish installs it. Call with the context current. */
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
/* argument checks of every entry point, and validation mode's reads of device data              >>checks */
/* ------------------------------------------------------------------------------------------------------ */

typedef struct sa__attn {
  sa_strides q, k, v, o;  /* resolved element strides */
  int64_t lse_b, lse_h;
  int group, packed;      /* packed: Q (and the LSE) by cu_seqlens_q */
  int paged, page_shift;  /* K/V in pages (block_table) */
  int fp8;                /* FP8 attention: q, k and v hold e4m3 codes */
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

static int sa__log2_exact(int x) {
  int s = 0;
  if (x <= 0 || (x & (x - 1))) return -1;
  while ((1 << s) < x) ++s;
  return s;
}

/* A paged cache's shape (prefill and decode): *page_shift = log2(page_size). max_len: the longest KV length. */
static sa_status sa__check_pages(sa_context *ctx, const char *fn, int page_size, int max_pages, int num_pages, int max_len,
                                 const char *len_name, int *page_shift) {
  *page_shift = sa__log2_exact(page_size);
  if (*page_shift < 0 || page_size > 65536)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->page_size is %d; a paged cache needs a power of two from 1 to "
                    "65536", fn, page_size);
  if (max_pages <= 0 || (int64_t)max_pages * page_size < max_len)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->block_table is too short: args->max_pages (%d) pages of %d rows "
                    "cannot hold args->%s (%d)", fn, max_pages, page_size, len_name, max_len);
  if (num_pages <= 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->num_pages is %d; must be > 0 for a paged cache", fn, num_pages);
  return SA_OK;
}

/* The window, soft-cap and sink arguments (pre: "args->" or "args->attn."). */
static sa_status sa__check_mods(sa_context *ctx, const char *fn, const char *pre, int use_window, int left, int right,
                                float softcap, const float *sinks) {
  if (use_window != 0 && use_window != 1)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %suse_window is %d; use 0 (no window) or 1", fn, pre, use_window);
  if (use_window && (left < -1 || right < -1))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %swindow_left/window_right are %d/%d; each must be >= 0 or -1 "
                    "(unbounded)", fn, pre, left, right);
  if (!(softcap >= 0.f && softcap < 3.0e38f))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %ssoftcap is %g; must be finite and >= 0 (0 = off)", fn, pre,
                    (double)softcap);
  if (((uintptr_t)sinks & 3) != 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %ssinks must be 4-byte aligned (fp32)", fn, pre);
  return SA_OK;
}

/* The first engine feature set among window, soft-cap and sinks (NULL: none). */
static const char *sa__mods_set(int use_window, float softcap, const float *sinks) {
  return use_window ? "use_window" : softcap != 0.f ? "softcap" : sinks ? "sinks" : NULL;
}

/* Kernels without windows, soft-capping, sinks and KV caches refuse them by name. */
static sa_status sa__refuse_mods(sa_context *ctx, const char *fn, const char *pre, const sa_attention_args *a, const char *what) {
  const char *set = sa__mods_set(a->use_window, a->softcap, a->sinks);
  if (!set) set = a->seqlens_k ? "seqlens_k" : a->block_table ? "block_table" : NULL;
  if (!set && (a->q_format != SA_KV_NATIVE || a->kv.format != SA_KV_NATIVE))
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: %s%s is %d; %s takes no FP8 Q, K or V (dense sa_attention does, on Hopper)",
                    fn, pre, a->q_format != SA_KV_NATIVE ? "q_format" : "kv.format",
                    (int)(a->q_format != SA_KV_NATIVE ? a->q_format : a->kv.format), what);
  if (set)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: %s%s is set; %s takes no sliding window, soft-cap, sinks or KV cache "
                    "(seqlens_k, block_table)", fn, pre, set, what);
  return SA_OK;
}

/* The shape checks attention, decode and the merge share: the dtype, the head counts (heads_q a positive multiple of
   heads_kv; the merge passes its heads as both), the head dim and the softmax scale (the merge has none: 0). */
static sa_status sa__check_heads(sa_context *ctx, const char *fn, sa_dtype dt, int heads_q, int heads_kv, int head_dim,
                                 float scale) {
  if (dt != SA_DTYPE_BF16 && dt != SA_DTYPE_FP16)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->dtype is %d; use SA_DTYPE_BF16 or SA_DTYPE_FP16", fn, (int)dt);
  if (heads_q <= 0 || heads_kv <= 0 || heads_q % heads_kv || heads_q > SA__MAX_HEADS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->heads_q (%d) must be a positive multiple of args->heads_kv (%d), "
                    "at most %d", fn, heads_q, heads_kv, SA__MAX_HEADS);
  if (head_dim <= 0 || head_dim % 8 || head_dim > SA__MAX_HEAD_DIM)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->head_dim is %d; must be a positive multiple of 8 up to %d", fn,
                    head_dim, SA__MAX_HEAD_DIM);
  if (!(scale >= 0 && scale < 3.0e38f))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->softmax_scale is %g; must be finite and > 0 (0 = 1/sqrt(head_dim))",
                    fn, (double)scale);
  return SA_OK;
}

/* FP8 attention's formats, descales and what it takes (ctx NULL: the reference, which takes it on any machine). */
static sa_status sa__check_fp8_attention(sa_context *ctx, const char *fn, const sa_attention_args *a) {
  const sa_kv_quant *k = &a->kv;
  if ((a->q_format != SA_KV_NATIVE && a->q_format != SA_KV_FP8_E4M3 && a->q_format != SA_KV_FP8_E5M2) ||
      (k->format != SA_KV_NATIVE && k->format != SA_KV_FP8_E4M3 && k->format != SA_KV_FP8_E5M2))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is %d; SA_KV_NATIVE (args->dtype) or SA_KV_FP8_E4M3", fn,
                    a->q_format != SA_KV_NATIVE && a->q_format != SA_KV_FP8_E4M3 && a->q_format != SA_KV_FP8_E5M2 ? "q_format"
                                                                                                            : "kv.format",
                    (int)(a->q_format != SA_KV_NATIVE && a->q_format != SA_KV_FP8_E4M3 && a->q_format != SA_KV_FP8_E5M2
                              ? a->q_format : k->format));
  if (a->q_format == SA_KV_NATIVE && k->format == SA_KV_NATIVE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is set but q_format and kv.format are SA_KV_NATIVE: "
                    "descales are for FP8 attention", fn, a->q_scale ? "q_scale" : k->k_scale ? "kv.k_scale" : "kv.v_scale");
  if (a->q_format == SA_KV_FP8_E5M2 || k->format == SA_KV_FP8_E5M2)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->%s is SA_KV_FP8_E5M2; FP8 attention takes e4m3 (SA_KV_FP8_E4M3)",
                    fn, a->q_format == SA_KV_FP8_E5M2 ? "q_format" : "kv.format");
  if (a->q_format == SA_KV_NATIVE)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->kv.format is SA_KV_FP8_E4M3 with 16-bit queries (q_format "
                    "SA_KV_NATIVE); prefill over an FP8 K/V takes FP8 queries (q_format SA_KV_FP8_E4M3 and q_scale) for "
                    "now, and sa_decode reads FP8 caches with 16-bit queries", fn);
  if (k->format == SA_KV_NATIVE)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->q_format is SA_KV_FP8_E4M3 with 16-bit K and V (kv.format "
                    "SA_KV_NATIVE); FP8 attention takes Q, K and V in e4m3", fn);
  if (k->scale_batch_stride < 0 || k->scale_head_stride < 0 || k->scale_batch_stride > SA__MAX_ELEMS ||
      k->scale_head_stride > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kv.scale_batch_stride / scale_head_stride are %lld / %lld; "
                    "they must be >= 0 (heads_kv, 1: one descale per sequence and KV head; 0, 0: one per tensor)", fn,
                    (long long)k->scale_batch_stride, (long long)k->scale_head_stride);
  if (a->batch > 0 && a->heads_kv > 0 &&
      (double)(a->batch - 1) * (double)k->scale_batch_stride + (double)(a->heads_kv - 1) * (double)k->scale_head_stride >
          SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kv.scale_batch_stride / scale_head_stride (%lld / %lld) reach "
                    "past 2^48 descales over %d sequences and %d KV heads", fn, (long long)k->scale_batch_stride,
                    (long long)k->scale_head_stride, a->batch, a->heads_kv);
  if ((((uintptr_t)a->q_scale | (uintptr_t)k->k_scale | (uintptr_t)k->v_scale) & 3) != 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->q_scale / kv.k_scale / kv.v_scale must be 4-byte aligned (fp32)",
                    fn);
  if (a->method != SA_METHOD_DENSE)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->method is %d with FP8 Q, K and V; FP8 attention is dense "
                    "(SA_METHOD_DENSE) for now", fn, (int)a->method);
  if (a->block_table)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->block_table is set with FP8 Q, K and V; FP8 attention reads "
                    "contiguous or packed K/V (a padded cache with seqlens_k), not pages, for now", fn);
  if (a->head_dim != 64 && a->head_dim != 128)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->head_dim is %d with FP8 Q, K and V; FP8 attention carries head_dim "
                    "64 and 128", fn, a->head_dim);
  if (ctx && ctx->max_family < 90)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: FP8 attention (args->q_format SA_KV_FP8_E4M3) runs on Hopper's FP8 "
                    "tensor cores (sm_90); this context runs the sm%d kernel family (%s%s)", fn, ctx->max_family, ctx->name,
                    ctx->smem_capped ? ", capped by max_smem_per_block / SPARSEATTN_MAX_SMEM_PER_BLOCK" : "");
  return SA_OK;
}

/* The index of the FP8 scale of KV head kvh of sequence b at k's strides (decode's cache scales, FP8 attention's
   descales). */
static int64_t sa__scale_index(const sa_kv_quant *k, int b, int kvh) {
  return (int64_t)b * k->scale_batch_stride + (int64_t)kvh * k->scale_head_stride;
}
/* Every scale a call reads finite and positive: the n arrays sc (host copies; NULL: none; named args-><names[m]>) over
   batch sequences and heads_kv KV heads at k's strides. The CPU references check their host arrays so, validation
   mode the device's (sa__validate_scales). */
static sa_status sa__check_scales(sa_context *ctx, const char *fn, const sa_kv_quant *k, int batch, int heads_kv, int n,
                                  const char *const *names, const float *const *sc) {
  int b, kvh, m;
  for (b = 0; b < batch; ++b)
    for (kvh = 0; kvh < heads_kv; ++kvh)
      for (m = 0; m < n; ++m) {
        const int64_t i = sa__scale_index(k, b, kvh);
        if (sc[m] && !(sc[m][i] > 0.f && sc[m][i] <= FLT_MAX))
          return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s[%lld] (sequence %d, KV head %d) is %g; a scale "
                          "must be finite and positive", fn, names[m], (long long)i, b, kvh, (double)sc[m][i]);
      }
  return SA_OK;
}
/* FP8 attention's descales in the order sa__check_scales takes them, with their names */
static const char *const sa__fp8_scale_names[3] = {"q_scale", "kv.k_scale", "kv.v_scale"};
static void sa__fp8_scales(const sa_attention_args *a, const float *sc[3]) {
  sc[0] = a->q_scale; sc[1] = a->kv.k_scale; sc[2] = a->kv.v_scale;
}

/* Validate the shape-level arguments (no device checks) and resolve defaults. fn names the caller. */
static sa_status sa__check_attention(sa_context *ctx, const char *fn, const sa_attention_args *a, sa__attn *r) {
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (sa__check_heads(ctx, fn, a->dtype, a->heads_q, a->heads_kv, a->head_dim, a->softmax_scale) != SA_OK)
    return SA_ERROR_INVALID_ARGUMENT;
  if (a->method != SA_METHOD_DENSE && a->method != SA_METHOD_BLASST)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->method is %d; use SA_METHOD_DENSE or SA_METHOD_BLASST", fn,
                    (int)a->method);
  if (a->method == SA_METHOD_BLASST && sa__check_blasst(ctx, fn, &a->blasst) != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (sa__check_mods(ctx, fn, "args->", a->use_window, a->window_left, a->window_right, a->softcap, a->sinks) != SA_OK)
    return SA_ERROR_INVALID_ARGUMENT;
  r->fp8 = a->q_format != SA_KV_NATIVE || a->kv.format != SA_KV_NATIVE || a->q_scale || a->kv.k_scale || a->kv.v_scale;
  if (r->fp8) {
    const sa_status fst = sa__check_fp8_attention(ctx, fn, a);
    if (fst != SA_OK) return fst;
  }
  if (a->batch < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->batch is %d; must be >= 0", fn, a->batch);
  if (a->seqlen_q < 0 || a->seqlen_k < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->seqlen_q/seqlen_k are %d/%d; must be >= 0", fn, a->seqlen_q, a->seqlen_k);
  if (a->seqlen_q > SA__MAX_TOKENS || a->seqlen_k > SA__MAX_TOKENS || (double)a->batch * a->seqlen_q * a->heads_q * a->head_dim > SA__MAX_ELEMS ||
      (double)a->batch * a->seqlen_k * a->heads_kv * a->head_dim > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args describe tensors too large for any GPU (batch %d, seqlen_q/seqlen_k "
                    "%d/%d, heads_q %d, head_dim %d; limits 2^30 tokens, %d heads, head_dim %d, 2^48 elements)", fn, a->batch,
                    a->seqlen_q, a->seqlen_k, a->heads_q, a->head_dim, SA__MAX_HEADS, SA__MAX_HEAD_DIM);
  if (a->cu_seqlens_k && (!a->cu_seqlens_q || a->seqlens_k || a->block_table))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->cu_seqlens_k (packed K/V) needs args->cu_seqlens_q and excludes "
                    "args->seqlens_k and args->block_table (a KV cache)", fn);
  if (a->cu_seqlens_q && !a->cu_seqlens_k && !a->seqlens_k)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->cu_seqlens_q (packed queries) needs args->cu_seqlens_k (packed "
                    "K/V) or args->seqlens_k (a KV cache)", fn);
  if (a->block_table && !a->seqlens_k)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->block_table needs args->seqlens_k (each sequence's KV length)", fn);
  if (!a->block_table && (a->page_size || a->max_pages || a->num_pages))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->page_size/max_pages/num_pages are %d/%d/%d but args->block_table "
                    "is NULL", fn, a->page_size, a->max_pages, a->num_pages);
  r->packed = a->cu_seqlens_q != NULL;
  r->paged = a->block_table != NULL;
  r->page_shift = 0;
  if (r->paged && sa__check_pages(ctx, fn, a->page_size, a->max_pages, a->num_pages, a->seqlen_k, "seqlen_k", &r->page_shift) != SA_OK)
    return SA_ERROR_INVALID_ARGUMENT;
  if (r->paged && (double)a->num_pages * a->page_size * a->heads_kv * a->head_dim > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->num_pages (%d) x page_size (%d) describe a cache too large for any "
                    "GPU", fn, a->num_pages, a->page_size);
  if (r->packed && a->lse && a->total_q <= 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->total_q is %d; the packed layout needs the number of Q rows to "
                    "lay out the LSE", fn, a->total_q);
  /* seqlen_k bounds every sequence's KV length (packed and paged too): at 0 no key is read, k and v may be NULL and
     every row is O = 0, LSE = -inf (the kernels visit no KV tile: n_tiles is 0) */
  if (a->batch > 0 && a->seqlen_q > 0 && (!a->q || (a->seqlen_k > 0 && (!a->k || !a->v))))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is NULL", fn, !a->q ? "q" : !a->k ? "k" : "v");
  r->q = sa__default_strides(a->q_strides, a->seqlen_q, a->heads_q, a->head_dim);
  r->k = sa__default_strides(a->k_strides, r->paged ? a->page_size : a->seqlen_k, a->heads_kv, a->head_dim);
  r->v = sa__default_strides(a->v_strides, r->paged ? a->page_size : a->seqlen_k, a->heads_kv, a->head_dim);
  r->o = sa__default_strides(a->o_strides, a->seqlen_q, a->heads_q, a->head_dim);
  r->group = a->heads_q / a->heads_kv;
  r->scale = a->softmax_scale > 0 ? (double)a->softmax_scale : 1.0 / sqrt((double)a->head_dim);
  if (r->packed) { r->lse_b = 0; r->lse_h = a->total_q; }
  else { r->lse_h = a->seqlen_q; r->lse_b = (int64_t)a->heads_q * a->seqlen_q; }
  return SA_OK;
}

/* MOMO, Kascade's sparse pass and the block mass read K/V through lists and pooled blocks whose loops were not shown
   to stay empty at seqlen_k = 0 as the dense and block-sparse kernels' tile counts do: they keep needing k and v for
   any call with queries. */
static sa_status sa__check_kv_given(sa_context *ctx, const char *fn, const sa_attention_args *a) {
  if (a->batch > 0 && a->seqlen_q > 0 && (!a->k || !a->v))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->attn.%s is NULL", fn, !a->k ? "k" : "v");
  return SA_OK;
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

/* A cache tensor: 16-bit elements (sa__check_aligned), or FP8 codes, whose strides must be multiples of 16 codes. */
static sa_status sa__check_aligned_kv(sa_context *ctx, const char *fn, const char *name, const void *ptr, sa_strides s, int fp8) {
  if (!fp8) return sa__check_aligned(ctx, fn, name, ptr, s);
  if (sa__misaligned(ptr)) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is not 16-byte aligned", fn, name);
  if ((s.batch % 16) || (s.seq % 16) || (s.head % 16))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s_strides (%lld, %lld, %lld) must be multiples of 16 FP8 "
                    "codes (16 bytes)", fn, name, (long long)s.batch, (long long)s.seq, (long long)s.head);
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
    sa__pop(ctx);
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
      sa__pop(ctx);
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
/* Validation mode: every seqlens_k[b] in [lo, max_len], every block_table entry a sequence uses in [0, num_pages). */
static sa_status sa__validate_cache(sa_context *ctx, const char *fn, const int32_t *seqlens_k, const int32_t *block_table,
                                    int batch, int lo, int max_len, const char *max_name, int page_size, int max_pages,
                                    int num_pages, void *stream) {
  int32_t *lens = NULL, *bt = NULL;
  sa_status st;
  int b, j;
  if ((st = sa__read_i32(ctx, fn, "args->seqlens_k", seqlens_k, (size_t)batch, stream, &lens)) != SA_OK) return st;
  for (b = 0; b < batch && st == SA_OK; ++b)
    if (lens[b] < lo || lens[b] > max_len)
      st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->seqlens_k[%d] is %d; must be in [%d, args->%s = %d]%s", fn, b,
                    lens[b], lo, max_name, max_len, lo ? " (Kascade: the cache holds the q_len new keys)" : "");
  if (st == SA_OK && block_table)
    st = sa__read_i32(ctx, fn, "args->block_table", block_table, (size_t)batch * (size_t)max_pages, stream, &bt);
  for (b = 0; bt && b < batch && st == SA_OK; ++b)
    for (j = 0; j < (int)(((int64_t)lens[b] + page_size - 1) / page_size) && st == SA_OK; ++j) {
      const int32_t pg = bt[(size_t)b * max_pages + j];
      if (pg < 0 || pg >= num_pages)
        st = sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->block_table[%d][%d] is %d; must be a page in [0, args->num_pages = "
                      "%d)", fn, b, j, pg, num_pages);
    }
  SA_FREE(lens);
  SA_FREE(bt);
  return st;
}

/* Validation mode: sa__check_scales on host copies of the n device arrays dev (NULL: none). */
static sa_status sa__validate_scales(sa_context *ctx, const char *fn, const sa_kv_quant *k, int batch, int heads_kv, int n,
                                     const char *const *names, const float *const *dev, void *stream) {
  int32_t *h[3] = {NULL, NULL, NULL};
  const float *hf[3] = {NULL, NULL, NULL};
  sa_status st = SA_OK;
  int m;
  size_t count;
  if (batch <= 0 || heads_kv <= 0) return SA_OK;
  count = (size_t)sa__scale_index(k, batch - 1, heads_kv - 1) + 1;
  for (m = 0; m < n && m < 3 && st == SA_OK; ++m) {
    char name[32];
    snprintf(name, sizeof name, "args->%s", names[m]);
    if (dev[m]) st = sa__read_i32(ctx, fn, name, (const int32_t *)dev[m], count, stream, &h[m]);
    hf[m] = (const float *)h[m];
  }
  if (st == SA_OK) st = sa__check_scales(ctx, fn, k, batch, heads_kv, n, names, hf);
  for (m = 0; m < 3; ++m) SA_FREE(h[m]);
  return st;
}

static sa_status sa__validate_packed(sa_context *ctx, const char *fn, const char *pre, const sa_attention_args *a, void *stream) {
  int32_t *cu[2] = {NULL, NULL};
  sa_status st = SA_OK;
  int s, b;
  if (!ctx->validate || a->batch <= 0) return SA_OK;
  if (a->q_format != SA_KV_NATIVE) { /* FP8 attention's descales */
    const float *sc[3];
    sa__fp8_scales(a, sc);
    if ((st = sa__validate_scales(ctx, fn, &a->kv, a->batch, a->heads_kv, 3, sa__fp8_scale_names, sc, stream)) != SA_OK)
      return st;
  }
  if (a->seqlens_k && (st = sa__validate_cache(ctx, fn, a->seqlens_k, a->block_table, a->batch, 0, a->seqlen_k, "seqlen_k",
                                               a->page_size, a->max_pages, a->num_pages, stream)) != SA_OK)
    return st;
  for (s = 0; s < (a->cu_seqlens_k ? 2 : a->cu_seqlens_q ? 1 : 0) && st == SA_OK; ++s) {
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

/* The limits of a prefill launch's grid (heads and sequences in gridDim.y/z): the GPU and the CPU reference refuse the
   same calls (a non-empty one). */
static sa_status sa__check_prefill_grid(sa_context *ctx, const char *fn, const sa_attention_args *a) {
  if (a->heads_q > 65535 || a->batch > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: heads_q (%d) and batch (%d) must be at most 65535", fn, a->heads_q, a->batch);
  return SA_OK;
}

/* The device-side checks of a prefill call: data pointers, alignment, grid limits. */
static sa_status sa__check_prefill_data(sa_context *ctx, const char *fn, const sa_attention_args *a, const sa__attn *r) {
  sa_status st;
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if ((st = sa__check_aligned_kv(ctx, fn, "q", a->q, r->q, r->fp8)) != SA_OK ||
      (st = sa__check_aligned_kv(ctx, fn, "k", a->k, r->k, r->fp8)) != SA_OK ||
      (st = sa__check_aligned_kv(ctx, fn, "v", a->v, r->v, r->fp8)) != SA_OK || (st = sa__check_aligned(ctx, fn, "o", a->o, r->o)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->lse", a->lse)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->cu_seqlens_q", a->cu_seqlens_q)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->cu_seqlens_k", a->cu_seqlens_k)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->seqlens_k", a->seqlens_k)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->block_table", a->block_table)) != SA_OK)
    return st;
  return sa__check_prefill_grid(ctx, fn, a);
}

/* Checks of a call's stream and (validation mode) of its packed layout, after the argument checks. */
static sa_status sa__check_call(sa_context *ctx, const char *fn, const char *pre, const sa_attention_args *a, void *stream) {
  sa_status st;
  if ((st = sa__check_stream(ctx, fn, stream)) != SA_OK) return st;
  return sa__validate_packed(ctx, fn, pre, a, stream);
}

#define SA__LIST_MAX 2048 /* codegen/variants.py LIST_MAX: key blocks a block-sparse query block may visit */
#define SA__KEY_BLOCK_MAX 4096 /* the longest key block the block-sparse kernels take */

static int sa__log2i(int x) { int s = 0; while ((1 << s) < x) ++s; return s; }
static int sa__cdiv(int a, int b) { return (int)(((int64_t)a + b - 1) / b); } /* a >= 0, b > 0; no overflow near INT_MAX */
static size_t sa__align256(size_t x) { return (x + 255) & ~(size_t)255; }     /* workspace regions start 256-byte aligned */

/* MOMO's and block-sparse attention's argument checks and defaults (the CPU references take them too). */
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

#define SA__MOMO_K_MAX (1 << 20) /* blocks per top-k: more than any sequence has (a 16M-token one of 16-key blocks) */

static int sa__pow2_ge16(int x) { return x >= 16 && (x & (x - 1)) == 0; }

static sa_status sa__check_momo(sa_context *ctx, const char *fn, const sa_momo_args *a, sa__attn *r, sa_momo_params *p) {
  sa_status st;
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_attention(ctx, fn, &a->attn, r)) != SA_OK ||
      (st = sa__refuse_mods(ctx, fn, "args->attn.", &a->attn, "MOMO")) != SA_OK ||
      (st = sa__check_kv_given(ctx, fn, &a->attn)) != SA_OK)
    return st;
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
  if ((st = sa__check_attention(ctx, fn, &a->attn, r)) != SA_OK ||
      (st = sa__refuse_mods(ctx, fn, "args->attn.", &a->attn, "block-sparse attention")) != SA_OK)
    return st;
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

/* Kascade's sparse attention: shape checks shared with the reference. */
/* The GPU's query tiles (the reference takes any). */
static sa_status sa__kascade_tile_carried(sa_context *ctx, const char *fn, const char *name, int tile) {
  if (tile == 0 || tile == 32 || tile == 64 || tile == 128) return SA_OK;
  return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: %s is %d; the kernels carry query tiles of 32, 64 and 128 rows (0 = 128)", fn,
                  name, tile);
}

static sa_status sa__check_kascade_sparse(sa_context *ctx, const char *fn, const sa_kascade_sparse_args *k, sa__attn *r) {
  sa_status st;
  if (!k) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_attention(ctx, fn, &k->attn, r)) != SA_OK ||
      (st = sa__refuse_mods(ctx, fn, "args->attn.", &k->attn, "Kascade's sparse attention")) != SA_OK ||
      (st = sa__check_kv_given(ctx, fn, &k->attn)) != SA_OK)
    return st;
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

/* More queries per sequence than this run on the prefill kernels over the same cache (sa__decode_as_prefill). */
#define SA__DECODE_MAX_Q 16

typedef struct sa__dec {
  sa_strides q, o, k, v;
  int group, paged, page_shift, capacity;
  int kdt;                   /* the kernels' dtype: args->dtype, or its SA__KDT_*_KV8 over an FP8 cache */
  double scale;
  sa_attention_args prefill; /* past SA__DECODE_MAX_Q queries: the prefill call over the cache, and its resolution */
  sa__attn prefill_r;
} sa__dec;

/* A decode call of more than SA__DECODE_MAX_Q queries per sequence is the prefill over its cache, same tensors. */
static void sa__decode_as_prefill(const sa_decode_args *a, const sa__dec *r, sa_attention_args *p) {
  memset(p, 0, sizeof *p);
  p->dtype = a->dtype; p->method = a->method; p->batch = a->batch;
  p->seqlen_q = a->q_len; p->seqlen_k = a->max_seqlen_k;
  p->heads_q = a->heads_q; p->heads_kv = a->heads_kv; p->head_dim = a->head_dim;
  p->q = a->q; p->k = a->k; p->v = a->v; p->o = a->o; p->lse = a->lse;
  p->q_strides = r->q; p->k_strides = r->k; p->v_strides = r->v; p->o_strides = r->o;
  p->softmax_scale = a->softmax_scale; p->causal = a->causal; p->blasst = a->blasst;
  p->use_window = a->use_window; p->window_left = a->window_left; p->window_right = a->window_right;
  p->softcap = a->softcap; p->sinks = a->sinks;
  p->seqlens_k = a->seqlens_k; p->block_table = a->block_table;
  if (r->paged) { p->page_size = a->page_size; p->max_pages = a->max_pages; p->num_pages = a->num_pages; }
}


/* An FP8 cache's format and scale strides (args->kv); the scales' values are device data (validation mode). */
static sa_status sa__check_kv_quant(sa_context *ctx, const char *fn, const sa_decode_args *a) {
  const sa_kv_quant *k = &a->kv;
  if (k->format != SA_KV_NATIVE && k->format != SA_KV_FP8_E4M3 && k->format != SA_KV_FP8_E5M2)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kv.format is %d; SA_KV_NATIVE (K and V of args->dtype), "
                    "SA_KV_FP8_E4M3 or SA_KV_FP8_E5M2", fn, (int)k->format);
  if (k->format == SA_KV_NATIVE && (k->k_scale || k->v_scale))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kv.%s is set but args->kv.format is SA_KV_NATIVE: scales are "
                    "for an FP8 cache", fn, k->k_scale ? "k_scale" : "v_scale");
  if (k->scale_batch_stride < 0 || k->scale_head_stride < 0 || k->scale_batch_stride > SA__MAX_ELEMS ||
      k->scale_head_stride > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kv.scale_batch_stride / scale_head_stride are %lld / %lld; "
                    "they must be >= 0 (0, 0: one scale per tensor; 0, 1: one per KV head)", fn,
                    (long long)k->scale_batch_stride, (long long)k->scale_head_stride);
  if (k->format == SA_KV_NATIVE) return SA_OK;
  if (a->q_len > SA__DECODE_MAX_Q)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->q_len is %d with an FP8 cache (args->kv.format %d); the FP8 cache "
                    "is read by the decode kernels, which take 1 to %d queries per sequence (prefill over an FP8 cache "
                    "is not supported yet)", fn, a->q_len, (int)k->format, SA__DECODE_MAX_Q);
  if (a->head_dim % 32)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->head_dim is %d with an FP8 cache; it must be a multiple of 32", fn,
                    a->head_dim);
  return SA_OK;
}

/* An FP8 decode call's K and V scales (sa__check_scales, sa__validate_scales): none over a 16-bit cache. */
static const char *const sa__kv_scale_names[2] = {"kv.k_scale", "kv.v_scale"};
static int sa__kv_scales(const sa_decode_args *a, const float *sc[2]) {
  sc[0] = a->kv.k_scale; sc[1] = a->kv.v_scale;
  return a->kv.format == SA_KV_NATIVE ? 0 : 2;
}

static sa_status sa__check_decode(sa_context *ctx, const char *fn, const sa_decode_args *a, sa__dec *r) {
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (sa__check_heads(ctx, fn, a->dtype, a->heads_q, a->heads_kv, a->head_dim, a->softmax_scale) != SA_OK)
    return SA_ERROR_INVALID_ARGUMENT;
  if (a->method != SA_METHOD_DENSE && a->method != SA_METHOD_BLASST && a->method != SA_METHOD_KASCADE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->method is %d; decode takes SA_METHOD_DENSE, SA_METHOD_BLASST or "
                    "SA_METHOD_KASCADE", fn, (int)a->method);
  if (a->method == SA_METHOD_KASCADE && (a->kascade.max_k < 0 || (a->kascade.max_k > 0 && (!a->kascade.indices ||
                                                                                           !a->kascade.counts))))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kascade.max_k is %d; it must be >= 0, with kascade.indices and "
                    "kascade.counts set when > 0", fn, a->kascade.max_k);
  if (a->method == SA_METHOD_KASCADE && (a->kascade.anchor < 0 || a->kascade.anchor > 2))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->kascade.anchor is %d; 0 (reuse), 1 (anchor) or 2 (layer 0)", fn,
                    a->kascade.anchor);
  if (a->method == SA_METHOD_BLASST && sa__check_blasst(ctx, fn, &a->blasst) != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (sa__check_mods(ctx, fn, "args->", a->use_window, a->window_left, a->window_right, a->softcap, a->sinks) != SA_OK)
    return SA_ERROR_INVALID_ARGUMENT;
  {
    const sa_status kst = sa__check_kv_quant(ctx, fn, a);
    if (kst != SA_OK) return kst;
  }
  r->kdt = a->kv.format == SA_KV_NATIVE ? (int)a->dtype : a->dtype == SA_DTYPE_BF16 ? SA__KDT_BF16_KV8 : SA__KDT_FP16_KV8;
  if (a->method == SA_METHOD_KASCADE && a->kascade.anchor && sa__mods_set(a->use_window, a->softcap, a->sinks))
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->%s is set with a Kascade anchor (kascade.anchor = %d); an anchor's "
                    "pooled scores take no window, soft-cap or sinks (reuse layers do)", fn,
                    sa__mods_set(a->use_window, a->softcap, a->sinks), a->kascade.anchor);
  if (a->batch < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->batch is %d; must be >= 0", fn, a->batch);
  if (a->q_len < 1 || a->q_len > SA__MAX_TOKENS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->q_len is %d; must be at least 1", fn, a->q_len);
  if (a->q_len > SA__DECODE_MAX_Q && a->method == SA_METHOD_KASCADE)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->q_len is %d; Kascade decode takes 1 to %d queries per sequence", fn,
                    a->q_len, SA__DECODE_MAX_Q);
  if (a->max_seqlen_k < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->max_seqlen_k is %d; must be >= 0", fn, a->max_seqlen_k);
  if (a->max_seqlen_k > SA__MAX_TOKENS || a->capacity > SA__MAX_TOKENS ||
      (double)a->batch * a->q_len * a->heads_q * a->head_dim > SA__MAX_ELEMS ||
      (double)a->batch * a->max_seqlen_k * a->heads_kv * a->head_dim > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args describe tensors too large for any GPU (batch %d, max_seqlen_k %d, "
                    "capacity %d, heads_q %d, head_dim %d; limits 2^30 tokens, %d heads, head_dim %d, 2^48 elements)", fn,
                    a->batch, a->max_seqlen_k, a->capacity, a->heads_q, a->head_dim, SA__MAX_HEADS, SA__MAX_HEAD_DIM);
  if (a->num_splits < 0) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->num_splits is %d; must be >= 0", fn, a->num_splits);
  /* max_seqlen_k = 0: every cache is empty (seqlens_k[b] in [0, max_seqlen_k]), no key is read, k and v may be NULL */
  if (a->batch > 0 && (!a->q || (a->max_seqlen_k > 0 && (!a->k || !a->v)) || !a->seqlens_k))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is NULL", fn,
                    !a->q ? "q" : !a->seqlens_k ? "seqlens_k" : !a->k ? "k" : "v");
  r->paged = a->block_table != NULL;
  r->capacity = a->capacity > 0 ? a->capacity : a->max_seqlen_k;
  if (r->paged) {
    if (sa__check_pages(ctx, fn, a->page_size, a->max_pages, a->num_pages, a->max_seqlen_k, "max_seqlen_k", &r->page_shift) != SA_OK)
      return SA_ERROR_INVALID_ARGUMENT;
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
  if (a->q_len > SA__DECODE_MAX_Q) { /* the prefill kernels' call: its shape checked now, its data with the call's */
    sa__decode_as_prefill(a, r, &r->prefill);
    return sa__check_attention(ctx, fn, &r->prefill, &r->prefill_r);
  }
  return SA_OK;
}

/* Validation mode, decode: every seqlens_k[b] in [0, max_seqlen_k] (Kascade: >= q_len, the new keys are in the cache),
   every block_table entry a sequence uses in [0, num_pages), the head map's KV heads in [0, heads_kv). */
static sa_status sa__validate_decode(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, void *stream) {
  sa_status st;
  if (!ctx->validate || a->batch <= 0) return SA_OK;
  st = sa__validate_cache(ctx, fn, a->seqlens_k, r->paged ? a->block_table : NULL, a->batch,
                          a->method == SA_METHOD_KASCADE ? a->q_len : 0, a->max_seqlen_k, "max_seqlen_k", a->page_size,
                          a->max_pages, a->num_pages, stream);
  if (st == SA_OK && a->method == SA_METHOD_KASCADE && !a->kascade.anchor)
    st = sa__validate_head_map(ctx, fn, "args->kascade.head_map", a->kascade.head_map, a->heads_kv, stream);
  if (st == SA_OK) { /* an FP8 cache's scales */
    const float *sc[2];
    const int n = sa__kv_scales(a, sc);
    st = sa__validate_scales(ctx, fn, &a->kv, a->batch, a->heads_kv, n, sa__kv_scale_names, sc, stream);
  }
  return st;
}

/* Shape checks shared with the reference; ps/os: the resolved strides of the parts and of o. */
static sa_status sa__check_merge(sa_context *ctx, const char *fn, const sa_merge_args *a, sa_strides *ps, sa_strides *os) {
  int i;
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (a->parts < 1 || a->parts > SA_MERGE_MAX_PARTS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->parts is %d; merge 1 to %d parts per call (merge the merged "
                    "results for more)", fn, a->parts, SA_MERGE_MAX_PARTS);
  if (a->batch < 0 || a->seqlen < 0 || a->heads <= 0 || a->heads > SA__MAX_HEADS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->batch/seqlen/heads are %d/%d/%d; batch and seqlen must be >= 0, "
                    "heads in 1..%d", fn, a->batch, a->seqlen, a->heads, SA__MAX_HEADS);
  if (sa__check_heads(ctx, fn, a->dtype, a->heads, a->heads, a->head_dim, 0.f) != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (a->seqlen > SA__MAX_TOKENS || (double)a->batch * a->seqlen * a->heads * a->head_dim > SA__MAX_ELEMS)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args describe tensors too large for any GPU (batch %d, seqlen %d, heads "
                    "%d, head_dim %d)", fn, a->batch, a->seqlen, a->heads, a->head_dim);
  if (a->batch > 0 && a->seqlen > 0) {
    for (i = 0; i < a->parts; ++i)
      if (!a->o_parts[i] || !a->lse_parts[i])
        return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s[%d] is NULL (args->parts is %d)", fn,
                        !a->o_parts[i] ? "o_parts" : "lse_parts", i, a->parts);
  }
  *ps = sa__default_strides(a->part_strides, a->seqlen, a->heads, a->head_dim);
  *os = sa__default_strides(a->o_strides, a->seqlen, a->heads, a->head_dim);
  return SA_OK;
}

/* ---- every entry point's check: its arguments, data pointers, stream and (validation mode) device data, in one
   function the entry point calls once, before it plans. Workspace layouts are here too: the checks, the planners and
   the *_workspace_size queries share them. ---- */


/* A query's output pointer. */
static sa_status sa__check_out(sa_context *ctx, const char *fn, const char *name, const void *out) {
  return out ? SA_OK : sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", fn, name);
}

/* A caller's workspace of have bytes at ws for a call that needs need (16-byte aligned). what names it; query names the
   function that says how much. */
static sa_status sa__check_workspace(sa_context *ctx, const char *fn, const char *what, const void *ws, size_t have, size_t need,
                                     const char *query) {
  if (ws && sa__misaligned(ws)) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is not 16-byte aligned", fn, what);
  if (need > 0 && (!ws || have < need))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is %s (%zu bytes); the call needs %zu (%s)", fn, what,
                    ws ? "too small" : "NULL", have, need, query);
  return SA_OK;
}

/* A prefill call (sa_attention and the passes built on it): the shape, then for a call with work its data and stream
   (pre: how the messages name the arguments). */
static sa_status sa__check_attention_call(sa_context *ctx, const char *fn, const char *pre, const sa_attention_args *a,
                                          sa__attn *r, void *stream) {
  sa_status st;
  if ((st = sa__check_attention(ctx, fn, a, r)) != SA_OK || a->batch == 0 || a->seqlen_q == 0) return st;
  if ((st = sa__check_prefill_data(ctx, fn, a, r)) != SA_OK) return st;
  return sa__check_call(ctx, fn, pre, a, stream);
}
/* A tiling query needs no data: the shape only. */
static sa_status sa__check_attention_shape(sa_context *ctx, const char *fn, const sa_attention_args *a, const void *out,
                                           sa__attn *r) {
  sa_attention_args shape;
  static const int dummy = 0;
  if (!out) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if (!a) return sa__check_attention(ctx, fn, a, r);
  shape = *a;
  shape.q = shape.k = shape.v = &dummy;
  return sa__check_attention(ctx, fn, &shape, r);
}

/* The strides of a block-sparse call's delta_o. */
static sa_strides sa__bs_delta_strides(const sa_block_sparse_args *bs) {
  return sa__default_strides(bs->delta_strides, sa__cdiv(bs->attn.seqlen_q, bs->gamma), bs->attn.heads_q, bs->attn.head_dim);
}
static sa_status sa__check_block_sparse_call(sa_context *ctx, const char *fn, const sa_block_sparse_args *bs, sa__attn *r,
                                             void *stream) {
  sa_status st;
  if (!bs) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if ((st = sa__check_block_sparse(ctx, fn, bs, r)) != SA_OK || bs->attn.batch == 0 || bs->attn.seqlen_q == 0) return st;
  if ((st = sa__check_prefill_data(ctx, fn, &bs->attn, r)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->block_index", bs->block_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->block_count", bs->block_count)) != SA_OK ||
      (bs->delta_o && (st = sa__check_aligned(ctx, fn, "delta_o", bs->delta_o, sa__bs_delta_strides(bs))) != SA_OK))
    return st;
  return sa__check_call(ctx, fn, "args->attn.", &bs->attn, stream);
}

static size_t sa__lse_elems(const sa_attention_args *a) {
  return a->cu_seqlens_q ? (size_t)a->heads_q * (size_t)a->total_q : (size_t)a->batch * a->heads_q * (size_t)a->seqlen_q;
}
/* sa_block_mass's workspace: the set's LSE. */
static size_t sa__block_mass_workspace(const sa_block_sparse_args *bs) { return sa__lse_elems(&bs->attn) * 4; }
static sa_status sa__check_block_mass_shape(sa_context *ctx, const char *fn, const sa_block_sparse_args *bs, sa__attn *r) {
  sa_status st;
  if ((st = sa__check_block_sparse(ctx, fn, bs, r)) != SA_OK || (st = sa__check_kv_given(ctx, fn, &bs->attn)) != SA_OK) return st;
  if (bs->attn.cu_seqlens_q && bs->attn.total_q <= 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->attn.total_q must be set for the packed layout", fn);
  return SA_OK;
}
static sa_status sa__check_block_mass_call(sa_context *ctx, const char *fn, const sa_block_sparse_args *args,
                                           const float *lse_full, const float *mass, const void *workspace,
                                           size_t workspace_bytes, sa__attn *r, void *stream) {
  sa_block_sparse_args bs;
  sa_status st;
  if ((st = sa__check_block_mass_shape(ctx, fn, args, r)) != SA_OK) return st;
  if (!lse_full || !mass) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", fn, !lse_full ? "lse_full" : "mass");
  if ((st = sa__check_workspace(ctx, fn, "workspace", workspace, workspace_bytes, sa__block_mass_workspace(args),
                                "sa_block_mass_workspace_size")) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "lse_full", lse_full)) != SA_OK || (st = sa__check_aligned4(ctx, fn, "mass", mass)) != SA_OK)
    return st;
  if (args->attn.batch == 0 || args->attn.seqlen_q == 0) return SA_OK;
  bs = *args; /* the block-sparse pass writes the set's LSE into the workspace */
  bs.delta_o = NULL;
  bs.attn.lse = (float *)(uintptr_t)workspace;
  return sa__check_block_sparse_call(ctx, fn, &bs, r, stream);
}

/* MOMO's workspace: the step buffers one after another, each 256-byte aligned. */
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
  for (i = 0; i < 7; ++i) { pl->off[i] = at; at += sa__align256(sz[i]); }
  pl->bytes = at;
}
static sa_status sa__check_momo_workspace(sa_context *ctx, const char *fn, const sa_momo_args *a, const sa_momo_params *prm) {
  sa__momo_plan lay;
  sa__momo_layout(a, prm, &lay);
  return sa__check_workspace(ctx, fn, "args->workspace", a->workspace, a->workspace_bytes, lay.bytes, "sa_momo_workspace_size");
}
/* The step buffers in a checked workspace. */
static void sa__momo_buffers(const sa_momo_args *a, const sa_momo_params *prm, sa_momo_buffers *out) {
  sa__momo_plan lay;
  unsigned char *w = (unsigned char *)a->workspace;
  sa__momo_layout(a, prm, &lay);
  out->o_gamma = w + lay.off[0];
  out->lse_gamma = (float *)(w + lay.off[1]);
  out->topk_index = (int32_t *)(w + lay.off[2]);
  out->topk_score = (float *)(w + lay.off[3]);
  out->tree = prm->topk == SA_TOPK_TREE ? (void *)(w + lay.off[4]) : NULL;
  out->block_index = (int32_t *)(w + lay.off[5]);
  out->block_count = (int32_t *)(w + lay.off[6]);
}
/* The block-sparse step of sa_momo_prefill over the trimmed lists. */
static void sa__momo_block_sparse_args(const sa_momo_args *m, const sa_momo_params *prm, const sa_momo_buffers *bufs,
                                       sa_block_sparse_args *bs) {
  memset(bs, 0, sizeof *bs);
  bs->attn = m->attn;
  bs->query_block = prm->query_block;
  bs->key_block = prm->key_block;
  bs->block_index = bufs->block_index;
  bs->block_count = bufs->block_count;
  bs->query_blocks = sa__cdiv(m->attn.seqlen_q, prm->query_block);
  bs->max_blocks = prm->k_trim;
  bs->sink_tokens = prm->sink_tokens;
  bs->window_tokens = prm->window_tokens;
  bs->delta_o = bufs->o_gamma;
  bs->gamma = prm->gamma;
}
static sa_status sa__momo_qsa_bufs(sa_context *ctx, const char *fn, const sa_momo_params *prm, const sa_momo_buffers *bufs) {
  sa_status st;
  if (!bufs || !bufs->o_gamma || !bufs->lse_gamma || !bufs->topk_index || !bufs->topk_score)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: bufs (o_gamma, lse_gamma, topk_index, topk_score) must be set", fn);
  if (prm->topk == SA_TOPK_TREE && !bufs->tree) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: bufs->tree is NULL", fn);
  if ((st = sa__check_aligned4(ctx, fn, "bufs->lse_gamma", bufs->lse_gamma)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->topk_index", bufs->topk_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->topk_score", bufs->topk_score)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->tree", bufs->tree)) != SA_OK)
    return st;
  return SA_OK;
}
static sa_status sa__momo_trim_bufs(sa_context *ctx, const char *fn, const sa_momo_buffers *bufs) {
  sa_status st;
  if (!bufs || !bufs->topk_index || !bufs->topk_score || !bufs->block_index || !bufs->block_count)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: bufs (topk_index, topk_score, block_index, block_count) must be set", fn);
  if ((st = sa__check_aligned4(ctx, fn, "bufs->topk_index", bufs->topk_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->topk_score", bufs->topk_score)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->block_index", bufs->block_index)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "bufs->block_count", bufs->block_count)) != SA_OK)
    return st;
  return SA_OK;
}
/* MOMO's calls: step 1 (the query-sparse pass), 2 (union and trim) with the caller's buffers, or 3 (the whole prefill,
   its buffers in args->workspace). */
static sa_status sa__check_momo_call(sa_context *ctx, const char *fn, const sa_momo_args *m, const sa_momo_buffers *bufs,
                                     int step, sa__attn *r, sa_momo_params *prm, void *stream) {
  sa_momo_buffers own;
  sa_status st;
  if ((st = sa__check_momo(ctx, fn, m, r, prm)) != SA_OK) return st;
  if (step == 3) {
    if (prm->key_block > SA__KEY_BLOCK_MAX)
      return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: params.key_block is %d; the block-sparse step carries at most %d", fn,
                      prm->key_block, SA__KEY_BLOCK_MAX);
    if (m->attn.batch == 0 || m->attn.seqlen_q == 0) return SA_OK;
    if ((st = sa__check_momo_workspace(ctx, fn, m, prm)) != SA_OK) return st;
    sa__momo_buffers(m, prm, &own);
    bufs = &own;
  } else if ((st = step == 1 ? sa__momo_qsa_bufs(ctx, fn, prm, bufs) : sa__momo_trim_bufs(ctx, fn, bufs)) != SA_OK ||
             m->attn.batch == 0 || m->attn.seqlen_q == 0) {
    return st;
  }
  if (step != 2) {
    sa_attention_args chk = m->attn; /* the query-sparse pass writes O_gamma; o is written by the last step only */
    chk.o = bufs->o_gamma;
    chk.o_strides.batch = chk.o_strides.seq = chk.o_strides.head = 0;
    if ((st = sa__check_prefill_data(ctx, fn, &chk, r)) != SA_OK) return st;
  }
  if (step == 3) {
    sa_block_sparse_args bs;
    sa__momo_block_sparse_args(m, prm, bufs, &bs);
    if ((st = sa__check_prefill_data(ctx, fn, &bs.attn, r)) != SA_OK ||
        (st = sa__check_aligned(ctx, fn, "delta_o", bs.delta_o, sa__bs_delta_strides(&bs))) != SA_OK)
      return st;
  }
  return sa__check_call(ctx, fn, "args->attn.", &m->attn, stream);
}

static sa_status sa__check_kascade_sparse_call(sa_context *ctx, const char *fn, const sa_kascade_sparse_args *k, sa__attn *r,
                                               void *stream) {
  sa_status st;
  if ((st = sa__check_kascade_sparse(ctx, fn, k, r)) != SA_OK ||
      (st = sa__kascade_tile_carried(ctx, fn, "args->tile", k->tile)) != SA_OK || k->attn.batch == 0 || k->attn.seqlen_q == 0)
    return st;
  if ((st = sa__check_prefill_data(ctx, fn, &k->attn, r)) != SA_OK ||
      (st = sa__check_call(ctx, fn, "args->attn.", &k->attn, stream)) != SA_OK)
    return st;
  return sa__validate_head_map(ctx, fn, "args->head_map", k->head_map, k->attn.heads_kv, stream);
}

static sa_status sa__check_topk_call(sa_context *ctx, const char *fn, const float *scores, int64_t row_stride, int rows,
                                     const int32_t *lengths, int length, float fraction, int k_min, const int32_t *indices,
                                     const int32_t *counts, int max_k, void *stream) {
  sa_status st;
  if ((st = sa__check_topk(ctx, fn, scores, row_stride, rows, lengths, length, fraction, k_min, indices, counts, max_k)) !=
          SA_OK ||
      rows == 0)
    return st;
  if ((st = sa__check_stream(ctx, fn, stream)) != SA_OK) return st;
  return sa__validate_lengths(ctx, fn, lengths, rows, row_stride, stream);
}

/* A Kascade prefill anchor's workspace: the rows' LSE (the LSE layout: packed [heads_q][total_q]), then a chunk of
   pooled scores (query tiles of seqlen_k rows). */
static size_t sa__kascade_lse_bytes(const sa_attention_args *a) {
  return sa__align256((a->cu_seqlens_q ? (size_t)a->total_q : (size_t)a->batch * (size_t)a->seqlen_q) * a->heads_q * 4);
}
/* The anchor roles over a packed batch: self-attention only. The pooled-score pass and the top-k give every sequence's
   query tile T the key count L_T = T * tile + seqlen_k - seqlen_q (one value for the batch), right only when each
   sequence has as many keys as queries: one cu_seqlens array for both (a host-side check, no device read) and equal
   longest lengths. total_q lays out the rows' LSE in the workspace. */
static sa_status sa__check_kascade_anchor_layout(sa_context *ctx, const char *fn, const sa_attention_args *a) {
  if (!a->cu_seqlens_q) return SA_OK;
  if (a->cu_seqlens_k != a->cu_seqlens_q)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: the anchor roles take a packed batch of self-attention only: "
                    "args->sparse.attn.cu_seqlens_k must be cu_seqlens_q (the same array: each sequence's keys are its "
                    "queries)", fn);
  if (a->seqlen_k != a->seqlen_q)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: a packed anchor is self-attention: args->sparse.attn.seqlen_k (%d) must "
                    "equal seqlen_q (%d)", fn, a->seqlen_k, a->seqlen_q);
  if (a->total_q <= 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->sparse.attn.total_q is %d; a packed anchor lays out the rows' "
                    "LSE by it (the rows of Q)", fn, a->total_q);
  return SA_OK;
}
static int sa__kascade_chunk(const sa_kascade_prefill_args *k, int tiles) {
  const size_t row = (size_t)k->sparse.attn.batch * k->sparse.attn.heads_kv * (size_t)(k->sparse.attn.seqlen_k > 0 ? k->sparse.attn.seqlen_k : 1) * 4;
  int c = k->chunk_tiles > 0 ? k->chunk_tiles : row ? (int)((256u << 20) / row) : tiles; /* batch 0: no rows */
  return c < 1 ? 1 : c > tiles ? tiles : c;
}
static size_t sa__kascade_prefill_workspace(const sa_kascade_prefill_args *k) {
  const int tiles = sa__cdiv(k->sparse.attn.seqlen_q, k->sparse.tile ? k->sparse.tile : 128);
  if (k->role == SA_KASCADE_REUSE) return 0;
  return sa__kascade_lse_bytes(&k->sparse.attn) + (size_t)k->sparse.attn.batch * k->sparse.attn.heads_kv *
                                                      (size_t)sa__kascade_chunk(k, tiles) *
                                                      (size_t)(k->sparse.attn.seqlen_k > 0 ? k->sparse.attn.seqlen_k : 1) * 4;
}
static sa_status sa__check_kascade_prefill_call(sa_context *ctx, const char *fn, const sa_kascade_prefill_args *k, sa__attn *r,
                                                void *stream) {
  const sa_attention_args *a;
  sa_status st;
  if (!k) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (k->role != SA_KASCADE_REUSE && k->role != SA_KASCADE_ANCHOR && k->role != SA_KASCADE_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->role is %d", fn, (int)k->role);
  if (k->role == SA_KASCADE_REUSE) return sa__check_kascade_sparse_call(ctx, fn, &k->sparse, r, stream);
  a = &k->sparse.attn;
  if ((st = sa__check_kascade_sparse(ctx, fn, &k->sparse, r)) != SA_OK ||
      (st = sa__refuse_mods(ctx, fn, "args->sparse.attn.", a, "a Kascade anchor")) != SA_OK ||
      (st = sa__check_kascade_anchor_layout(ctx, fn, a)) != SA_OK ||
      (st = sa__kascade_tile_carried(ctx, fn, "args->sparse.tile", k->sparse.tile)) != SA_OK || a->batch == 0 || a->seqlen_q == 0)
    return st;
  if (k->sparse.max_k <= 0 || !k->sparse.indices || !k->sparse.counts)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: an anchor writes sparse.indices and sparse.counts (max_k > 0)", fn);
  if (!(k->topk_fraction >= 0.f && k->topk_fraction <= 1.f) || k->k_min < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: topk_fraction (%g) must be in [0, 1] and k_min (%d) >= 0", fn,
                    (double)k->topk_fraction, k->k_min);
  if ((st = sa__check_workspace(ctx, fn, "args->workspace", k->workspace, k->workspace_bytes, sa__kascade_prefill_workspace(k),
                                "sa_kascade_prefill_workspace_size")) != SA_OK ||
      (st = sa__check_prefill_data(ctx, fn, a, r)) != SA_OK)
    return st;
  return sa__check_call(ctx, fn, "args->sparse.attn.", a, stream);
}

/* The similarity helper's layout: one layer's call as a padded causal self-attention (V = K, O to scratch), the most
   keys a list holds, and the workspace: LSE of every layer, lists, counts, O scratch, a chunk of pooled scores. */
#define SA__KAS_DEFAULT_K 64 /* the paper's k for similarity */
typedef struct sa__ksim_layout {
  sa_attention_args attn;
  int tile, tiles, max_k, chunk, L, G, Hq, D;
  float fraction;
  int k_min;
  size_t lse_stride, idx_off, cnt_off, o_off, pool_off, total;   /* layer l's LSE at l * lse_stride */
} sa__ksim_layout;

static sa_status sa__ksim_layout_of(sa_context *ctx, const char *fn, const sa_kascade_sim_gpu_args *g, sa__ksim_layout *pl) {
  const sa_kascade_sim_params *sp;
  int kk;
  if (!g) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  sp = &g->params;
  if (sp->layers < 1 || sp->layers > SA_KASCADE_MAX_LAYERS || sp->heads_kv < 1 || sp->heads_kv > SA_KASCADE_MAX_HEADS_KV ||
      sp->heads_q < sp->heads_kv || sp->heads_q % sp->heads_kv || sp->head_dim < 1)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.layers %d (1..%d), heads_kv %d (1..%d), heads_q %d (a multiple "
                    "of heads_kv), head_dim %d", fn, sp->layers, SA_KASCADE_MAX_LAYERS, sp->heads_kv, SA_KASCADE_MAX_HEADS_KV,
                    sp->heads_q, sp->head_dim);
  if (!(sp->softmax_scale >= 0 && sp->softmax_scale < 3.0e38f) || sp->k < 0 ||
      !(sp->topk_fraction >= 0 && sp->topk_fraction <= 1))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: params.softmax_scale %g (>= 0), k %d (>= 0), topk_fraction %g (0..1)",
                    fn, (double)sp->softmax_scale, sp->k, (double)sp->topk_fraction);
  if (sp->tile != 0 && sp->tile != 32 && sp->tile != 64 && sp->tile != 128)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: params.tile is %d; the GPU pools query tiles of 32, 64 or 128 rows (0 = "
                    "128; sa_kascade_similarity takes any, 1 = per token)", fn, sp->tile);
  memset(pl, 0, sizeof *pl);
  pl->tile = sp->tile ? sp->tile : 128;
  if (g->tokens <= pl->tile || g->chunk_tiles < 0)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->tokens is %d, chunk_tiles %d; a prompt needs more than tile = %d "
                    "tokens (the first tile has no key to select), chunk_tiles >= 0", fn, g->tokens, g->chunk_tiles, pl->tile);
  pl->L = sp->layers; pl->G = sp->heads_kv; pl->Hq = sp->heads_q; pl->D = sp->head_dim;
  pl->tiles = sa__cdiv(g->tokens, pl->tile);
  pl->fraction = sp->topk_fraction;
  pl->k_min = kk = sp->k > 0 ? sp->k : SA__KAS_DEFAULT_K;
  /* k_T <= max(k, ceil(f L_T)) and L_T < tokens */
  pl->max_k = (int)ceil((double)sp->topk_fraction * g->tokens);
  if (pl->max_k < kk) pl->max_k = kk;
  if (pl->max_k > g->tokens) pl->max_k = g->tokens;
  pl->chunk = g->chunk_tiles > 0 ? g->chunk_tiles : (int)((256u << 20) / ((size_t)pl->G * g->tokens * 4));
  if (pl->chunk < 1) pl->chunk = 1;
  if (pl->chunk > pl->tiles) pl->chunk = pl->tiles;
  memset(&pl->attn, 0, sizeof pl->attn);
  pl->attn.dtype = g->dtype;
  pl->attn.batch = 1;
  pl->attn.seqlen_q = pl->attn.seqlen_k = g->tokens;
  pl->attn.heads_q = pl->Hq; pl->attn.heads_kv = pl->G; pl->attn.head_dim = pl->D;
  pl->attn.softmax_scale = sp->softmax_scale;
  pl->attn.causal = 1;
  pl->lse_stride = sa__align256((size_t)pl->Hq * g->tokens * 4);
  pl->idx_off = pl->lse_stride * pl->L;
  pl->cnt_off = pl->idx_off + sa__align256((size_t)pl->L * pl->G * pl->tiles * pl->max_k * 4);
  pl->o_off = pl->cnt_off + sa__align256((size_t)pl->L * pl->G * pl->tiles * 4);
  pl->pool_off = pl->o_off + sa__align256((size_t)g->tokens * pl->Hq * pl->D * 2);
  pl->total = pl->pool_off + (size_t)pl->G * pl->chunk * g->tokens * 4;
  return SA_OK;
}
static sa_status sa__check_similarity_call(sa_context *ctx, const char *fn, const sa_kascade_sim_gpu_args *g,
                                           sa__ksim_layout *lay, sa__attn *r, void *stream) {
  sa_status st;
  if ((st = sa__ksim_layout_of(ctx, fn, g, lay)) != SA_OK) return st;
  if (!g->q || !g->k || !g->head_sim)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is NULL", fn, !g->q ? "q" : !g->k ? "k" : "head_sim");
  if ((st = sa__check_workspace(ctx, fn, "args->workspace", g->workspace, g->workspace_bytes, lay->total,
                                "sa_kascade_similarity_gpu_workspace_size")) != SA_OK)
    return st;
  lay->attn.q = g->q; lay->attn.k = lay->attn.v = g->k; lay->attn.o = (unsigned char *)g->workspace + lay->o_off; /* layer 0's */
  if ((st = sa__check_attention(ctx, fn, &lay->attn, r)) != SA_OK) return st;
  return sa__check_stream(ctx, fn, stream);
}

/* The role's decode args: method KASCADE, anchor from the role. */
static sa_status sa__kascade_decode_args(sa_context *ctx, const char *fn, const sa_kascade_decode_args *k, sa_decode_args *d) {
  if (!k) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (k->role != SA_KASCADE_REUSE && k->role != SA_KASCADE_ANCHOR && k->role != SA_KASCADE_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->role is %d; use SA_KASCADE_REUSE, SA_KASCADE_ANCHOR or "
                    "SA_KASCADE_DENSE", fn, (int)k->role);
  *d = k->decode;
  d->method = SA_METHOD_KASCADE;
  d->kascade.anchor = k->role == SA_KASCADE_REUSE ? 0 : k->role == SA_KASCADE_ANCHOR ? 1 : 2;
  return SA_OK;
}

/* The limits of a decode launch's grid (sequences in gridDim.z, KV heads x row blocks in gridDim.y), for a call of at
   most SA__DECODE_MAX_Q queries: the GPU and the CPU reference refuse the same calls (a non-empty one). */
static sa_status sa__check_decode_grid(sa_context *ctx, const char *fn, const sa_decode_args *a) {
  if (a->batch > 65535 || (int64_t)a->heads_kv * 16 * a->q_len > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: batch (%d) or heads_kv x q_len too large for one launch", fn, a->batch);
  return SA_OK;
}

/* A decode call: the shape (sa__check_decode; past SA__DECODE_MAX_Q queries, the prefill call it becomes), then for a
   call with work the data, a Kascade anchor's arguments, the stream and the device data. */
static sa_status sa__check_decode_call(sa_context *ctx, const char *fn, const sa_decode_args *a, sa__dec *r, void *stream) {
  sa_status st;
  if ((st = sa__check_decode(ctx, fn, a, r)) != SA_OK || a->batch == 0) return st;
  if (a->q_len > SA__DECODE_MAX_Q) { /* its shape was checked with the decode call's */
    if ((st = sa__check_prefill_data(ctx, fn, &r->prefill, &r->prefill_r)) != SA_OK) return st;
    return sa__check_call(ctx, fn, "args->", &r->prefill, stream);
  }
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if ((st = sa__check_aligned(ctx, fn, "q", a->q, r->q)) != SA_OK || (st = sa__check_aligned(ctx, fn, "o", a->o, r->o)) != SA_OK ||
      (st = sa__check_aligned_kv(ctx, fn, "k", a->k, r->k, a->kv.format != SA_KV_NATIVE)) != SA_OK ||
      (st = sa__check_aligned_kv(ctx, fn, "v", a->v, r->v, a->kv.format != SA_KV_NATIVE)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->kv.k_scale", a->kv.k_scale)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->kv.v_scale", a->kv.v_scale)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->lse", a->lse)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->seqlens_k", a->seqlens_k)) != SA_OK ||
      (st = sa__check_aligned4(ctx, fn, "args->block_table", a->block_table)) != SA_OK)
    return st;
  if (a->method == SA_METHOD_KASCADE &&
      ((st = sa__check_aligned4(ctx, fn, "args->kascade.indices", a->kascade.indices)) != SA_OK ||
       (st = sa__check_aligned4(ctx, fn, "args->kascade.counts", a->kascade.counts)) != SA_OK ||
       (st = sa__check_aligned4(ctx, fn, "args->kascade.head_map", a->kascade.head_map)) != SA_OK))
    return st;
  if ((st = sa__check_decode_grid(ctx, fn, a)) != SA_OK) return st;
  if (a->method == SA_METHOD_KASCADE && a->kascade.anchor) {
    if (a->q_len * r->group > 16)
      return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: an anchor pools one row block: q_len x group (%d) must be at most 16", fn,
                      a->q_len * r->group);
    if (a->kascade.max_k <= 0 || !a->kascade.indices || !a->kascade.counts)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: an anchor writes kascade.indices and kascade.counts (max_k > 0)", fn);
    if (!(a->kascade.topk_fraction >= 0.f && a->kascade.topk_fraction <= 1.f) || a->kascade.k_min < 0)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: kascade.topk_fraction (%g) must be in [0, 1] and kascade.k_min (%d) "
                      ">= 0", fn, (double)a->kascade.topk_fraction, a->kascade.k_min);
  }
  if ((st = sa__check_stream(ctx, fn, stream)) != SA_OK) return st;
  return sa__validate_decode(ctx, fn, a, r, stream);
}
/* The workspace a planned decode call needs (info: its plan): the split partials, or a Kascade anchor's buffers. */
static sa_status sa__check_decode_workspace(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa_decode_plan *info) {
  return sa__check_workspace(ctx, fn, "args->workspace", a->workspace, a->workspace_bytes, info->workspace_bytes,
                             "sa_decode_plan_get; or set num_splits = 1 where no Kascade anchor runs");
}

static sa_status sa__check_merge_call(sa_context *ctx, const char *fn, const sa_merge_args *a, sa_strides *ps, sa_strides *os,
                                      void *stream) {
  sa_status st;
  int i;
  if ((st = sa__check_merge(ctx, fn, a, ps, os)) != SA_OK || a->batch == 0 || a->seqlen == 0) return st;
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  for (i = 0; i < a->parts; ++i) {
    char name[32];
    snprintf(name, sizeof name, "o_parts[%d]", i);
    if ((st = sa__check_aligned(ctx, fn, name, a->o_parts[i], *ps)) != SA_OK) return st;
    if (((uintptr_t)a->lse_parts[i] & 3) != 0)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->lse_parts[%d] must be 4-byte aligned (fp32)", fn, i);
  }
  if ((st = sa__check_aligned(ctx, fn, "o", a->o, *os)) != SA_OK || (st = sa__check_aligned4(ctx, fn, "args->lse", a->lse)) != SA_OK)
    return st;
  if (((int64_t)a->batch * a->seqlen * a->heads * (a->head_dim / 8) + 255) / 256 > 0x7fffffff)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: %lld rows are more than one launch covers", fn,
                    (long long)a->batch * a->seqlen * a->heads);
  return sa__check_stream(ctx, fn, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* kernel selection and launch: variants, tensor maps, the one launch, a call's plan of steps    >>launch */
/* ------------------------------------------------------------------------------------------------------ */

#define SA__FAR (1 << 30) /* the kernels' SA_FAR: an unbounded window side (lengths are at most 2^30) */

static void sa__mods_of(int use_window, int left, int right, float softcap, const float *sinks, double scale, sa__mods *m) {
  memset(m, 0, sizeof *m);
  m->sinks = sinks;
  if (softcap > 0.f) {
    m->softcap_raw = (float)(softcap / scale);
    m->softcap_inv = (float)(scale / softcap);
  }
  m->win_left = use_window && left >= 0 && left < SA__FAR ? left : SA__FAR;
  m->win_right = use_window && right >= 0 && right < SA__FAR ? right : SA__FAR;
}


/* Most preferred variant of a kind that this device can run; -1 with a message otherwise. */
typedef struct sa__want {
  int kind, causal, blasst, paged, sub, mi; /* mi: 0 = any */
  int bm;                                   /* query rows per block; 0 = any */
  int row_bytes;                            /* run-time sized dynamic shared memory per query row (top-k slots) */
  int key_block;                            /* qsa: beta, which the kernel's key groups must divide; 0 = any */
} sa__want;


static int sa__variant_has_config(const sa__variant *v, const sa__config *c) {
  return v->family == c->family && v->bn == c->bn && v->warps == c->warps && v->stages == c->stages &&
         (v->kind == SA__KIND_FWD_DECODE || v->bm == c->bm);
}

/* The tuned choice of a slot for this context, if any: 1 with *e filled. */
static int sa__tuned(sa_context *ctx, int kind, int blasst, int sub, sa_dtype dt, int d, sa__tune_entry *e) {
  int fam = sa__tune_family_of(kind, blasst, sub), i, found = 0;
  if (fam < 0) return 0;
  pthread_mutex_lock(&ctx->mu);
  if ((i = sa__tune_find(&ctx->tune, fam, (int)dt, d, ctx->max_family)) >= 0) { *e = ctx->tune.e[i]; found = 1; }
  pthread_mutex_unlock(&ctx->mu);
  return found;
}

/* The default is the newest family the context allows, then the family's preference order; a tuned slot takes its
   tuned config instead when this call's variant of it exists and fits (else the default: one code path). */
static int sa__pick_variant(sa_context *ctx, const char *fn, sa__want w, sa_dtype dt, int d, sa_status *st) {
  int n, i, best = -1, tuned = -1, carried = 0, need = 0, kind = w.kind;
  const sa__variant *v = sa__variant_table(&n);
  char dims[256];
  sa__tune_entry te;
  const sa__config *tc = NULL;
  if (sa__tuned(ctx, kind, w.blasst, w.sub, dt, d, &te)) {
    int nc;
    tc = sa__config_table(&nc) + te.config;
  }
  for (i = 0; i < n; ++i) {
    if (v[i].kind != kind || v[i].head_dim != d || v[i].dtype != (int)dt || v[i].causal != w.causal ||
        v[i].blasst != w.blasst || v[i].paged != w.paged || v[i].sub != w.sub || (w.mi && v[i].mi != w.mi) ||
        (w.bm && v[i].bm != w.bm) || (w.key_block && v[i].key_group > w.key_block))
      continue;
    carried = 1;
    if (v[i].family > ctx->max_family) continue;
    if (sa__smem_need(&v[i], w.row_bytes) > ctx->smem_optin) {
      if (!need || sa__smem_need(&v[i], w.row_bytes) < need) need = sa__smem_need(&v[i], w.row_bytes);
      continue;
    }
    if (tc && sa__variant_has_config(&v[i], tc)) tuned = i;
    /* the newest family; then (the query-sparse pass) the longest key groups beta takes; then the preferred config */
    if (best < 0 || v[i].family > v[best].family ||
        (v[i].family == v[best].family && (v[i].key_group > v[best].key_group ||
                                           (v[i].key_group == v[best].key_group && v[i].preference < v[best].preference))))
      best = i;
  }
  if (tuned >= 0) return tuned;
  if (best >= 0) return best;
  if (!carried) {
    *st = sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: head_dim %d is not carried by this header (carried: %s); regenerate it "
                   "with make generate HEAD_DIMS=\"%s %d\"", fn, d, sa__carried_head_dims(kind, dims, sizeof dims),
                   sa__carried_head_dims(kind, dims, sizeof dims), d);
  } else {
    *st = sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: every head_dim %d kernel for this call needs %d bytes of shared memory per "
                   "block (static included); %s allows %d%s", fn, d, need, ctx->name, ctx->smem_optin,
                   ctx->smem_capped ? " (capped by max_smem_per_block / SPARSEATTN_MAX_SMEM_PER_BLOCK)" : "");
  }
  return -1;
}

/* The variant of a helper kind: one kernel for every dtype and head dim (top-k, union/trim, pooling, ...; dtype -1)
   or one per dtype (the merge). */
static int sa__helper_kernel(sa_context *ctx, const char *fn, int kind, int dtype, const char *what, sa_status *st) {
  int n, i;
  const sa__variant *v = sa__variant_table(&n);
  for (i = 0; i < n; ++i)
    if (v[i].kind == kind && (dtype < 0 || v[i].dtype == dtype)) return i;
  *st = sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: this header carries no %s kernel; regenerate it (make generate)", fn, what);
  return -1;
}

/* The tensor maps of a kernel that takes them (sa__variant.tma: the sm90 passes over contiguous keys or key blocks), its
   second parameter, passed by value at each launch (so a captured graph keeps them), from its parameter struct; the
   context remembers the driver's latest encodings (sa__tmap_of). Layout as the kernel's sa_tmaps: K's map, V's map
   (128 bytes each, 128-byte aligned), then a flag; 0 (a layout a map cannot describe: a stride TMA cannot take, or a driver without tensor maps)
   has the kernel copy every tile with cp.async, as it does a sequence's last, partial tile. */

/* Blocks of variant v an SM holds by its shared memory (1 KiB reserved a block), at least 1 */
static int sa__blocks_per_sm(const sa_context *ctx, const sa__variant *v) {
  const int n = ctx->smem_per_sm / (v->smem_bytes + v->static_smem + 1024);
  return n > 1 ? n : 1;
}

/* The kernels' dtype (SA__KDT_*) of a prefill call: args->dtype, or FP8 attention's with that output dtype. */
static int sa__attention_kdt(const sa_attention_args *a) {
  if (a->q_format == SA_KV_NATIVE) return (int)a->dtype;
  return a->dtype == SA_DTYPE_BF16 ? SA__KDT_E4M3_BF16 : SA__KDT_E4M3_FP16;
}
static int sa__kdt_fp8(int kdt) { return kdt == SA__KDT_E4M3_BF16 || kdt == SA__KDT_E4M3_FP16; }

#define SA__TMAPS_BYTES 384
static int sa__tmap_of(sa_context *ctx, void *map, const void *base, int64_t rs, int64_t hs, int64_t bs, int d, int rows,
                       int heads, int batch, int bn, sa__CUresult *cr) {
  /* dims {D, rows, heads, batch}; a dimension of extent 1 takes the row stride, which is never read */
  const uint64_t dim[4] = {(uint64_t)d, (uint64_t)rows, (uint64_t)heads, (uint64_t)batch};
  const int64_t str[3] = {rs * 2, heads > 1 ? hs * 2 : rs * 2, batch > 1 ? bs * 2 : rs * 2};
  const int64_t in[9] = {(int64_t)(uintptr_t)base, d, rows, heads, batch, str[0], str[1], str[2], bn};
  const unsigned box[4] = {64, (unsigned)bn, 1, 1}, one[4] = {1, 1, 1, 1};
  uint64_t ustr[3];
  int i, hit = 0;
  for (i = 0; i < 3; ++i) {
    if (str[i] <= 0 || str[i] % 16 || str[i] >= ((int64_t)1 << 40)) return 0;
    ustr[i] = (uint64_t)str[i];
  }
  /* the driver's encoding costs about 0.9 us of host time; a launch of the same tensors (each layer of a model, each
     step of a decode) finds its maps here */
  pthread_mutex_lock(&ctx->mu);
  for (i = 0; i < SA__TMAP_MEMO && !hit; ++i)
    if (!memcmp(ctx->tmaps[i].in, in, sizeof in)) {
      memcpy(map, ctx->tmaps[i].map, 128);
      hit = 1;
    }
  pthread_mutex_unlock(&ctx->mu);
  if (hit) return 1;
  /* 16-bit elements, no interleave, the 128-byte swizzle, L2 promotion of 128 bytes, zeros out of bounds */
  *cr = sa__tmap_encode(map, 1, 4, (void *)(uintptr_t)base, dim, ustr, box, one, 0, 3, 2, 0);
  if (*cr != 0) return 0;
  pthread_mutex_lock(&ctx->mu);
  memcpy(ctx->tmaps[ctx->tmap_next].in, in, sizeof in);
  memcpy(ctx->tmaps[ctx->tmap_next].map, map, 128);
  ctx->tmap_next = (ctx->tmap_next + 1) % SA__TMAP_MEMO;
  pthread_mutex_unlock(&ctx->mu);
  return 1;
}
static sa_status sa__tmaps_of(sa_context *ctx, const char *fn, const sa__variant *v, const sa__fwd_params *p, unsigned batch,
                              unsigned char *out) {
  const int packed = p->cu_seqlens_k != NULL, heads = p->heads_q / p->group;
  const int rows = packed ? INT32_MAX : p->seqlen_k > 0 ? p->seqlen_k : 1, nb = packed ? 1 : (int)batch;
  const int words = sa__kdt_fp8(v->dtype) ? v->head_dim / 2 : v->head_dim; /* a row in 16-bit words: FP8 rows are D bytes */
  /* a box is a tile's rows; the block-sparse pass copies a tile's listed blocks (2^key_shift keys each) box by box */
  const int box = v->kind == SA__KIND_BLOCK_SPARSE && p->key_shift < 31 && (1 << p->key_shift) < v->bn ? 1 << p->key_shift
                                                                                                       : v->bn;
  sa__CUresult cr = 0;
  int on;
  memset(out, 0, SA__TMAPS_BYTES);
  /* no K/V (seqlen_k = 0, nothing read): no maps; the kernel then loads by cp.async, of which it issues none */
  on = sa__tmap_encode != NULL && p->k && p->v &&
       sa__tmap_of(ctx, out, p->k, p->k_s, p->k_h, p->k_b, words, rows, heads, nb, box, &cr) &&
       sa__tmap_of(ctx, out + 128, p->v, p->v_s, p->v_h, p->v_b, words, rows, heads, nb, box, &cr);
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuTensorMapEncodeTiled for %s: %s", fn, v->name, sa__cu_err(cr));
  if (!on) memset(out, 0, 256);
  memcpy(out + 256, &on, sizeof on);
  return SA_OK;
}

/* The one place a kernel is launched: enters the context, finds (or loads) the variant's kernel, launches it with
   one parameter struct on the caller's stream, leaves the context. A call of several kernels (MOMO, Kascade anchors,
   decode and its combine) makes one such launch per kernel: a context push and pop cost far less than a launch.
   smem: dynamic shared memory bytes, 0 = the variant's own (kernels with run-time sized buffers ask for more). */
static sa_status sa__launch_smem(sa_context *ctx, const char *fn, int vi, unsigned gx, unsigned gy, unsigned gz, void *params,
                                 void *f8, int smem, void *stream) {
  int n;
  const sa__variant *v = sa__variant_table(&n) + vi;
  sa__CUptr f = 0;
  void *argv[3];
  unsigned char tm_raw[SA__TMAPS_BYTES + 128];
  unsigned char *tm = tm_raw + ((128 - ((uintptr_t)tm_raw & 127)) & 127); /* the driver writes maps 128-byte aligned */
  sa__CUresult cr;
  sa_status st;
  if (ctx->dry_run) { /* a test context: the kernel this call chose must fit the context's limit, as on a GPU */
    const int need = (smem ? smem : v->smem_bytes) + v->static_smem;
    if (need > ctx->smem_optin || v->family > ctx->max_family)
      return sa__fail(ctx, SA_ERROR_INTERNAL, "%s: chose %s (%d bytes of shared memory, family %d) for a context with %d "
                      "bytes and family %d", fn, v->name, need, v->family, ctx->smem_optin, ctx->max_family);
    ++ctx->dry_launches;
    return SA_OK;
  }
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__kernel_get(ctx, vi, &f);
  if (st == SA_OK && v->tma) st = sa__tmaps_of(ctx, fn, v, (const sa__fwd_params *)params, gz, tm);
  if (st == SA_OK) {
    argv[0] = params;
    argv[1] = tm;
    argv[2] = f8; /* read by FP8 attention's kernels only (sa__kdt_fp8), which take it after the maps */
    cr = sa__cu.LaunchKernel(f, gx, gy, gz, (unsigned)v->threads, 1, 1, (unsigned)(smem ? smem : v->smem_bytes),
                             (sa__CUptr)stream, argv, NULL);
    if (cr != 0) st = sa__fail(ctx, SA_ERROR_CUDA, "%s: launching %s: %s", fn, v->name, sa__cu_err(cr));
  }
  sa__pop(ctx);
  return st;
}
/* Fills n 32-bit words (word_size 4) or bytes (word_size 1) of device memory with value on the stream, as the launches
   do: inside the context, nothing on a dry-run context. */
static sa_status sa__memset_async(sa_context *ctx, const char *fn, void *dst, unsigned value, int word_size, size_t n,
                                  void *stream) {
  sa__CUresult cr;
  if (ctx->dry_run || n == 0) return SA_OK;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  cr = word_size == 4 ? sa__cu.MemsetD32Async((sa__CUdeviceptr)(uintptr_t)dst, value, n, (sa__CUptr)stream)
                      : sa__cu.MemsetD8Async((sa__CUdeviceptr)(uintptr_t)dst, (unsigned char)value, n, (sa__CUptr)stream);
  sa__pop(ctx);
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuMemsetD%dAsync: %s", fn, word_size * 8, sa__cu_err(cr));
  return SA_OK;
}


/* A call's plan: its steps in launch order, each a kernel launch (the variant, its grid, dynamic shared memory and
   parameter struct) or a memset of device memory. Every entry point checks its arguments (one sa__check_<call>),
   plans every step, then runs them (sa__run): a step that cannot be planned launches nothing, and the query
   functions (sa_attention_tiles, sa_decode_plan_get, ...) read the planners' answers instead of planning again.
   Composite calls (MOMO, Kascade's anchors, the similarity, decode's combine) append steps to one plan. */
typedef struct sa__step {
  int vi;          /* the variant launched; -1: a memset of count words of `word` bytes (4 or 1) at dst */
  int smem;        /* dynamic shared memory bytes, 0 = the variant's own */
  unsigned grid[3];
  void *dst;
  size_t count;
  unsigned value;
  int word;
  union {
    sa__fwd_params fwd; sa__trim_params trim; sa__mass_params mass; sa__dec_params dec; sa__comb_params comb;
    sa__select_params select; sa__tsplit_params tsplit; sa__pscore_params pscore; sa__ksim_params ksim;
    sa__merge_params merge;
  } p;
  sa__fp8_params f8; /* FP8 attention's kernels: their third argument */
} sa__step;

#define SA__PLAN_STEPS 8 /* steps a plan holds itself; longer chains (Kascade's chunks, the similarity) allocate */
typedef struct sa__plan {
  int n, cap, oom;
  sa__step *s;
  sa__step own[SA__PLAN_STEPS], spill; /* spill: where a step goes when the host is out of memory (oom set) */
} sa__plan;

static void sa__plan_init(sa__plan *pl) { pl->n = pl->oom = 0; pl->cap = SA__PLAN_STEPS; pl->s = pl->own; }
static void sa__plan_free(sa__plan *pl) {
  if (pl->s != pl->own) SA_FREE(pl->s);
  sa__plan_init(pl);
}
/* The next step, zeroed, launching variant vi (-1: a memset) over grid (gx, gy, gz). */
static sa__step *sa__plan_add(sa__plan *pl, int vi, unsigned gx, unsigned gy, unsigned gz, int smem) {
  sa__step *s;
  if (pl->n == pl->cap) {
    sa__step *m = (sa__step *)SA_MALLOC(sizeof(sa__step) * (size_t)pl->cap * 2);
    if (!m) { pl->oom = 1; memset(&pl->spill, 0, sizeof pl->spill); return &pl->spill; }
    memcpy(m, pl->s, sizeof(sa__step) * (size_t)pl->n);
    if (pl->s != pl->own) SA_FREE(pl->s);
    pl->s = m;
    pl->cap *= 2;
  }
  s = &pl->s[pl->n++];
  memset(s, 0, sizeof *s);
  s->vi = vi;
  s->smem = smem;
  s->grid[0] = gx; s->grid[1] = gy; s->grid[2] = gz;
  return s;
}
static void sa__plan_memset(sa__plan *pl, void *dst, unsigned value, int word, size_t count) {
  sa__step *s;
  if (count == 0) return;
  s = sa__plan_add(pl, -1, 0, 0, 0, 0);
  s->dst = dst; s->value = value; s->word = word; s->count = count;
}

/* Runs a plan's steps on the stream, in order, when planning succeeded (st, the planners' status), and frees it. */
static sa_status sa__run(sa_context *ctx, const char *fn, sa__plan *pl, sa_status st, void *stream) {
  int i;
  if (st == SA_OK && pl->oom) st = sa__fail(ctx, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory for %d steps", fn, pl->cap * 2);
  if (st != SA_OK) pl->n = 0;
  for (i = 0; i < pl->n && st == SA_OK; ++i) {
    sa__step *s = &pl->s[i];
    st = s->vi < 0 ? sa__memset_async(ctx, fn, s->dst, s->value, s->word, s->count, stream)
                   : sa__launch_smem(ctx, fn, s->vi, s->grid[0], s->grid[1], s->grid[2], (void *)&s->p, (void *)&s->f8, s->smem,
                                     stream);
  }
  sa__plan_free(pl);
  return st;
}

/* A region of a workspace (NULL when the workspace is: a query plans without one). */
static void *sa__ws_at(void *ws, size_t off) { return ws ? (void *)((unsigned char *)ws + off) : NULL; }

/* ------------------------------------------------------------------------------------------------------ */
/* prefill: dense and BLASST attention (common/mainloop.j2, common/mainloop_sm90.j2)            >>prefill */
/* ------------------------------------------------------------------------------------------------------ */

/* kind: SA__KIND_FWD_PREFILL, or SA__KIND_FWD_LSE (causal, dense: every row's LSE; O is scratch: zeros, or on sm90,
   where a block takes several query heads, zeros for the first head of each block and the rest left) */
static int sa__prefill_variant(sa_context *ctx, const char *fn, const sa_attention_args *a, int kind, sa_status *st) {
  sa__want w;
  memset(&w, 0, sizeof w);
  w.kind = kind;
  w.causal = a->causal != 0;
  w.blasst = a->method == SA_METHOD_BLASST;
  w.paged = kind == SA__KIND_FWD_PREFILL && a->block_table != NULL;
  return sa__pick_variant(ctx, fn, w, (sa_dtype)sa__attention_kdt(a), a->head_dim, st);
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
  sa__mods_of(a->use_window, a->window_left, a->window_right, a->softcap, a->sinks, r->scale, &p->mods);
  p->seqlens_k = a->seqlens_k; p->block_table = a->block_table;
  p->max_pages = a->max_pages; p->page_shift = r->page_shift;
  if (r->fp8) { /* the kernels copy rows of FP8 codes as 16-bit words (strides multiples of 16 codes: sa__check_aligned_kv) */
    p->q_b /= 2; p->q_s /= 2; p->q_h /= 2;
    p->k_b /= 2; p->k_s /= 2; p->k_h /= 2;
    p->v_b /= 2; p->v_s /= 2; p->v_h /= 2;
  }
}

/* A prefill kernel's blocks over the heads (grid y): one a query head, or (v->heads > 1: Kascade's anchor passes on
   sm90) one a chunk of v->heads query heads of a KV head's group. */
static unsigned sa__head_blocks(const sa__variant *v, int heads_q, int group) {
  return (unsigned)(v->heads > 1 ? heads_q / group * ((group + v->heads - 1) / v->heads) : heads_q);
}

/* A checked prefill call (sa__check_attention_call): its kernel's step, appended when the call has work, and its
   tiling (tiles may be NULL; warps: the kernel's, may be NULL). */
static sa_status sa__prefill_plan(sa_context *ctx, const char *fn, const sa_attention_args *a, const sa__attn *r, int kind,
                                  sa__plan *pl, sa_tiles *tiles, int *warps) {
  sa_status st = SA_OK;
  int vi, n;
  const sa__variant *v;
  sa__step *s;
  if ((vi = sa__prefill_variant(ctx, fn, a, kind, &st)) < 0) return st;
  v = sa__variant_table(&n) + vi;
  if (warps) *warps = v->warps;
  if (tiles) {
    tiles->block_rows = v->bm;
    /* BLASST decides per warp (sm80 family) or per warpgroup of 64 rows (sm90: wgmma is warpgroup-collective) */
    tiles->query_tile = !v->blasst ? v->bm : v->family >= 90 ? 64 : v->bm / v->warps;
    tiles->kv_tile = v->bn;
    tiles->query_tiles = (a->seqlen_q + v->bm - 1) / v->bm * (v->bm / tiles->query_tile);
    tiles->kv_tiles = (a->seqlen_k + v->bn - 1) / v->bn;
    tiles->mask_bytes = (size_t)a->batch * a->heads_q * tiles->query_tiles * tiles->kv_tiles;
  }
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  s = sa__plan_add(pl, vi, (unsigned)((a->seqlen_q + v->bm - 1) / v->bm), sa__head_blocks(v, a->heads_q, r->group),
                   (unsigned)a->batch, 0);
  sa__fwd_params_of(a, r, &s->p.fwd);
  if (r->fp8) {
    s->f8.q_scale = a->q_scale; s->f8.k_scale = a->kv.k_scale; s->f8.v_scale = a->kv.v_scale;
    s->f8.s_b = a->kv.scale_batch_stride; s->f8.s_h = a->kv.scale_head_stride;
  }
  if (a->method == SA_METHOD_BLASST) {
    s->p.fwd.blasst_lambda = a->blasst.lambda;
    s->p.fwd.blasst_scale_factor = a->blasst.scale_factor;
    s->p.fwd.blasst_counters = a->blasst.counters;
    s->p.fwd.blasst_mask = a->blasst.skip_mask;
    s->p.fwd.mask_tiles = (a->seqlen_k + v->bn - 1) / v->bn;
  }
  return SA_OK;
}

SADEF sa_status sa_attention_tiles(sa_context *ctx, const sa_attention_args *a, sa_tiles *out) {
  static const char *fn = "sa_attention_tiles";
  sa__attn r;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_attention_shape(ctx, fn, a, out, &r)) != SA_OK) return st;
  sa__plan_init(&pl);
  st = sa__prefill_plan(ctx, fn, a, &r, SA__KIND_FWD_PREFILL, &pl, out, NULL);
  sa__plan_free(&pl);
  return st;
}

SADEF sa_status sa_attention(sa_context *ctx, const sa_attention_args *a, void *stream) {
  static const char *fn = "sa_attention";
  sa__attn r;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_attention_call(ctx, fn, "args->", a, &r, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  st = sa__prefill_plan(ctx, fn, a, &r, SA__KIND_FWD_PREFILL, &pl, NULL, NULL);
  return sa__run(ctx, fn, &pl, st, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* block-sparse: listed key blocks (MOMO's last step) and the attention mass a list captu  >>block-sparse */
/* ------------------------------------------------------------------------------------------------------ */

/* A checked block-sparse call (sa__check_block_sparse_call) with work to do: its kernel's step. */
static sa_status sa__block_sparse_plan(sa_context *ctx, const char *fn, const sa_block_sparse_args *bs, const sa__attn *r,
                                       sa__plan *pl) {
  const sa_attention_args *a = &bs->attn;
  sa__fwd_params *p;
  sa__want w;
  sa_status st = SA_OK;
  int vi, n, qblk, kblk, need, n_words;
  const sa__variant *v;
  qblk = sa__bs_query_block(bs);
  kblk = sa__bs_key_block(bs);
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
  if (kblk > SA__KEY_BLOCK_MAX)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: args->key_block is %d; at most %d is carried", fn, kblk, SA__KEY_BLOCK_MAX);
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
  p = &sa__plan_add(pl, vi, (unsigned)sa__cdiv(a->seqlen_q, v->bm), (unsigned)a->heads_q, (unsigned)a->batch, 0)->p.fwd;
  sa__fwd_params_of(a, r, p);
  p->block_index = bs->block_index;
  p->block_count = bs->block_count;
  p->query_blocks = bs->query_blocks;
  p->max_blocks = bs->max_blocks;
  p->key_shift = sa__log2i(kblk);
  p->sink = bs->sink_tokens;
  p->window = bs->window_tokens;
  if (bs->delta_o) {
    sa_strides ds = sa__bs_delta_strides(bs);
    p->delta_o = bs->delta_o;
    p->d_b = ds.batch; p->d_s = ds.seq; p->d_h = ds.head;
    p->gamma = bs->gamma;
  }
  return SA_OK;
}

SADEF sa_status sa_block_sparse_attention(sa_context *ctx, const sa_block_sparse_args *bs, void *stream) {
  static const char *fn = "sa_block_sparse_attention";
  sa__attn r;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_block_sparse_call(ctx, fn, bs, &r, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  if (bs->attn.batch > 0 && bs->attn.seqlen_q > 0) st = sa__block_sparse_plan(ctx, fn, bs, &r, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

SADEF sa_status sa_block_mass_workspace_size(const sa_block_sparse_args *bs, size_t *bytes) {
  static const char *fn = "sa_block_mass_workspace_size";
  sa__attn r;
  sa_status st;
  if ((st = sa__check_out(NULL, fn, "bytes", bytes)) != SA_OK) return st;
  if ((st = sa__check_block_mass_shape(NULL, fn, bs, &r)) != SA_OK) return st;
  *bytes = sa__block_mass_workspace(bs);
  return SA_OK;
}

/* The block-sparse pass writes the set's LSE into the workspace, then the mass kernel compares it with lse_full. */
SADEF sa_status sa_block_mass(sa_context *ctx, const sa_block_sparse_args *args, const float *lse_full, float *mass,
                              void *workspace, size_t workspace_bytes, void *stream) {
  static const char *fn = "sa_block_mass";
  sa_block_sparse_args bs;
  sa__mass_params *p;
  sa__attn r;
  sa__plan pl;
  sa_status st;
  int mi;
  if ((st = sa__enter(ctx, fn)) != SA_OK ||
      (st = sa__check_block_mass_call(ctx, fn, args, lse_full, mass, workspace, workspace_bytes, &r, stream)) != SA_OK)
    return st;
  sa__plan_init(&pl);
  if (args->attn.batch == 0 || args->attn.seqlen_q == 0) return sa__run(ctx, fn, &pl, st, stream);
  bs = *args;
  bs.delta_o = NULL;
  bs.attn.lse = (float *)workspace;
  if ((st = sa__block_sparse_plan(ctx, fn, &bs, &r, &pl)) == SA_OK &&
      (mi = sa__helper_kernel(ctx, fn, SA__KIND_BLOCK_MASS, -1, "block-mass", &st)) >= 0) {
    p = &sa__plan_add(&pl, mi, (unsigned)bs.query_blocks, (unsigned)bs.attn.heads_q, (unsigned)bs.attn.batch, 0)->p.mass;
    p->lse_set = (const float *)workspace; p->lse_full = lse_full; p->mass = mass;
    p->cu_seqlens_q = bs.attn.cu_seqlens_q;
    p->lse_b = r.lse_b; p->lse_h = r.lse_h;
    p->seqlen_q = bs.attn.seqlen_q; p->query_blocks = bs.query_blocks;
    p->chi = sa__bs_query_block(&bs);
  }
  return sa__run(ctx, fn, &pl, st, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* momo: the query-sparse pass, union and trim, and the whole prefill (the block-sparse step abov  >>momo */
/* ------------------------------------------------------------------------------------------------------ */

SADEF sa_status sa_momo_workspace_size(const sa_momo_args *a, size_t *bytes) {
  static const char *fn = "sa_momo_workspace_size";
  sa__attn r;
  sa_momo_params prm;
  sa__momo_plan lay;
  sa_status st;
  if ((st = sa__check_out(NULL, fn, "bytes", bytes)) != SA_OK) return st;
  if ((st = sa__check_momo(NULL, fn, a, &r, &prm)) != SA_OK) return st;
  sa__momo_layout(a, &prm, &lay);
  *bytes = lay.bytes;
  return SA_OK;
}

SADEF sa_status sa_momo_buffers_get(const sa_momo_args *a, sa_momo_buffers *out) {
  static const char *fn = "sa_momo_buffers_get";
  sa__attn r;
  sa_momo_params prm;
  sa_status st;
  if ((st = sa__check_out(NULL, fn, "out", out)) != SA_OK) return st;
  if ((st = sa__check_momo(NULL, fn, a, &r, &prm)) != SA_OK || (st = sa__check_momo_workspace(NULL, fn, a, &prm)) != SA_OK)
    return st;
  sa__momo_buffers(a, &prm, out);
  return SA_OK;
}

static sa_status sa__momo_qsa_plan(sa_context *ctx, const char *fn, const sa_momo_args *m, const sa__attn *r,
                                   const sa_momo_params *prm, const sa_momo_buffers *bufs, sa__plan *plan) {
  const sa_attention_args *a = &m->attn;
  sa__fwd_params *p;
  sa__momo_plan pl;
  sa__want w;
  sa_status st = SA_OK;
  int vi, n, ke, shortest = 0;
  const sa__variant *v;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_QSA;
  w.causal = 1;
  w.sub = (int)prm->topk;
  w.key_block = prm->key_block; /* beta 16 on Hopper: the mma.sync family's kernels (the wgmma ones' groups are 32+) */
  {
    int i;
    v = sa__variant_table(&n);
    for (i = 0; i < n; ++i)
      if (v[i].kind == SA__KIND_QSA && v[i].head_dim == a->head_dim && v[i].dtype == (int)a->dtype &&
          (!shortest || v[i].key_group < shortest))
        shortest = v[i].key_group;
    if (shortest > prm->key_block)
      return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: params.key_block is %d; the head_dim %d query-sparse kernels score blocks "
                      "of at least %d keys", fn, prm->key_block, a->head_dim, shortest);
  }
  ke = prm->topk == SA_TOPK_ESTIMATED ? prm->k_exact : prm->k;
  /* the exact slots (bm x ((k+1)|1) x 8 bytes) sit beside the tiles: the first config whose tiles and slots fit */
  w.row_bytes = prm->topk == SA_TOPK_TREE ? 0 : ((ke + 1) | 1) * 8;
  if ((vi = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st)) < 0) {
    if (!w.row_bytes || !shortest) return st; /* no slots, or no kernel of this head dim (the picker says which) */
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: %d exact top-k slots (params.%s) do not fit beside any head_dim %d tile on %s "
                    "(%d bytes of shared memory): use a smaller k, SA_TOPK_TREE or SA_TOPK_ESTIMATED", fn, ke,
                    prm->topk == SA_TOPK_ESTIMATED ? "k_exact" : "k", a->head_dim, ctx->name, ctx->smem_optin);
  }
  v = sa__variant_table(&n) + vi;
  sa__momo_layout(m, prm, &pl);
  p = &sa__plan_add(plan, vi, (unsigned)sa__cdiv(pl.nq, v->bm), (unsigned)a->heads_q, (unsigned)a->batch,
                    v->smem_bytes + v->bm * w.row_bytes)->p.fwd;
  sa__fwd_params_of(a, r, p);
  p->o = bufs->o_gamma;
  p->o_b = (int64_t)pl.nq * a->heads_q * a->head_dim; p->o_s = (int64_t)a->heads_q * a->head_dim; p->o_h = a->head_dim;
  p->lse = bufs->lse_gamma;
  p->lse_b = (int64_t)a->heads_q * pl.nq; p->lse_h = pl.nq;
  p->gamma = prm->gamma;
  p->key_shift = sa__log2i(prm->key_block);
  p->sink = prm->sink_tokens;
  p->window = prm->window_tokens;
  p->topk_index = bufs->topk_index;
  p->topk_score = bufs->topk_score;
  p->topk_tree = (unsigned char *)bufs->tree;
  p->topk_k = prm->k;
  p->k_exact = ke;
  p->nq = pl.nq;
  return SA_OK;
}

static sa_status sa__momo_trim_plan(sa_context *ctx, const char *fn, const sa_momo_args *m, const sa_momo_params *prm,
                                    const sa_momo_buffers *bufs, sa__plan *plan) {
  const sa_attention_args *a = &m->attn;
  sa__trim_params *p;
  sa__momo_plan pl;
  sa_status st = SA_OK;
  int vi;
  /* 64-bit: chi / gamma * k and its power of two can pass INT_MAX for arguments the shape checks accept */
  const int64_t entries = (int64_t)(prm->query_block / prm->gamma) * prm->k;
  int64_t np2 = 1;
  sa__momo_layout(m, prm, &pl);
  if ((vi = sa__helper_kernel(ctx, fn, SA__KIND_UNION_TRIM, -1, "union/trim", &st)) < 0) return st;
  while (np2 < entries) np2 <<= 1;
  if (2 * np2 * 8 > ctx->smem_optin - 1024) /* beside a little static shared memory */
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: query_block / gamma * k = %lld entries per query block need %lld bytes of "
                    "shared memory; %s allows %d", fn, (long long)entries, (long long)(2 * np2 * 8), ctx->name, ctx->smem_optin);
  p = &sa__plan_add(plan, vi, (unsigned)pl.nqb, (unsigned)a->heads_q, (unsigned)a->batch, (int)(2 * np2 * 8))->p.trim;
  p->topk_index = bufs->topk_index; p->topk_score = bufs->topk_score;
  p->block_index = bufs->block_index; p->block_count = bufs->block_count;
  p->cu_seqlens_q = a->cu_seqlens_q;
  p->seqlen_q = a->seqlen_q; p->heads_q = a->heads_q; p->nq = pl.nq; p->nqb = pl.nqb;
  p->k = prm->k; p->k_trim = prm->k_trim; p->rows_per_block = prm->query_block / prm->gamma;
  p->gamma = prm->gamma; p->chi = prm->query_block; p->np2 = (int32_t)np2;
  return SA_OK;
}

SADEF sa_status sa_momo_qsa(sa_context *ctx, const sa_momo_args *m, const sa_momo_buffers *bufs, void *stream) {
  static const char *fn = "sa_momo_qsa";
  sa__attn r;
  sa_momo_params prm;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_momo_call(ctx, fn, m, bufs, 1, &r, &prm, stream)) != SA_OK)
    return st;
  sa__plan_init(&pl);
  if (m->attn.batch > 0 && m->attn.seqlen_q > 0) st = sa__momo_qsa_plan(ctx, fn, m, &r, &prm, bufs, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

SADEF sa_status sa_momo_union_trim(sa_context *ctx, const sa_momo_args *m, const sa_momo_buffers *bufs, void *stream) {
  static const char *fn = "sa_momo_union_trim";
  sa__attn r;
  sa_momo_params prm;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_momo_call(ctx, fn, m, bufs, 2, &r, &prm, stream)) != SA_OK)
    return st;
  sa__plan_init(&pl);
  if (m->attn.batch > 0 && m->attn.seqlen_q > 0) st = sa__momo_trim_plan(ctx, fn, m, &prm, bufs, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

/* The whole prefill: the arguments checked once, the three steps planned before the first is launched. */
SADEF sa_status sa_momo_prefill(sa_context *ctx, const sa_momo_args *m, void *stream) {
  static const char *fn = "sa_momo_prefill";
  sa__attn r;
  sa_momo_params prm;
  sa_momo_buffers bufs;
  sa_block_sparse_args bs;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_momo_call(ctx, fn, m, NULL, 3, &r, &prm, stream)) != SA_OK)
    return st;
  sa__plan_init(&pl);
  if (m->attn.batch == 0 || m->attn.seqlen_q == 0) return sa__run(ctx, fn, &pl, st, stream);
  sa__momo_buffers(m, &prm, &bufs);
  sa__momo_block_sparse_args(m, &prm, &bufs, &bs);
  if ((st = sa__momo_qsa_plan(ctx, fn, m, &r, &prm, &bufs, &pl)) == SA_OK &&
      (st = sa__momo_trim_plan(ctx, fn, m, &prm, &bufs, &pl)) == SA_OK)
    st = sa__block_sparse_plan(ctx, fn, &bs, &r, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* decode: few queries per sequence over a KV cache, split over the keys (common/decode.j2), an  >>decode */
/* combine of the splits (decode_combine.cu.j2). The entry points are in >>kascade: a Kascade anchor's    */
/* decode is a chain of that room's steps around these passes.                                            */
/* ------------------------------------------------------------------------------------------------------ */

/* Rows per block: whole query tokens (all heads of the group) when the group fits the block's m16 tiles. */
static void sa__decode_rows(int q_len, int group, int mi, int *rows_per_block, int *row_blocks) {
  int cap = 16 * mi, rb = group <= cap ? (cap / group) * group : cap;
  int total = q_len * group;
  if (rb > total) rb = total;
  *rows_per_block = rb;
  *row_blocks = (total + rb - 1) / rb;
}

/* Splits per sequence under a policy: enough blocks to fill `waves` waves of the GPU's block slots, without chunks
   so short that their first tiles dominate; the smallest count within 5% of the best slot use. */
static int sa__split_count(const sa__split_policy *pol, int64_t units, int slots_per_wave, int tiles, int warps) {
  const int slots = slots_per_wave * pol->waves;
  int max_splits = tiles / (warps * pol->min_tiles_per_warp), s, best_s = 1;
  double best_eff = 0;
  if (max_splits > 128) max_splits = 128;
  if (units <= 0 || units >= slots) return 1;
  for (s = 1; s <= max_splits; ++s) {
    const int64_t waves = (units * s + slots - 1) / slots;
    const double eff = (double)units * s / ((double)waves * slots);
    if (eff > best_eff * 1.05) { best_eff = eff; best_s = s; }
  }
  return best_s;
}

/* One decode pass's variant (smallest m16 count that holds a whole GQA group per block), split count and tiling.
   anchor_scores: 0 = the method's kernel; 1 = a Kascade anchor's first pass (every row's LSE and raw scores, K only),
   the decode variants of sub-variant SA__DEC_SUB_ANCHOR_SCORES; 2 = Kascade's layer 0 (dense attention that keeps the
   raw scores too), sub-variant SA__DEC_SUB_LAYER0_SCORES. */
#define SA__DEC_SUB_ANCHOR_SCORES 3 /* codegen/variants.py: the "_lse" decode variants */
#define SA__DEC_SUB_LAYER0_SCORES 4 /* codegen/variants.py: the "_scores" decode variants */
static sa_status sa__decode_pass_info(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r,
                                      int anchor_scores, int *vi_out, sa_decode_plan *pl) {
  sa__want w;
  sa_status st = SA_OK;
  int n, vi, mi, per_sm, best_s = 1, np, nc;
  int64_t units;   /* batch x heads_kv x row blocks: past int for the largest shapes the checks accept */
  const sa__variant *v = sa__variant_table(&n);
  const sa__split_policy *pols = sa__split_policy_table(&np), *pol = pols;
  sa__tune_entry te;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_DECODE;
  w.blasst = !anchor_scores && a->method == SA_METHOD_BLASST;
  w.sub = anchor_scores == 1 ? SA__DEC_SUB_ANCHOR_SCORES : anchor_scores == 2 ? SA__DEC_SUB_LAYER0_SCORES
                                                                              : a->method == SA_METHOD_KASCADE;
  w.paged = r->paged;
  mi = a->q_len * r->group <= 16 ? 1 : 2;
  w.mi = mi;
  vi = sa__pick_variant(ctx, fn, w, (sa_dtype)r->kdt, a->head_dim, &st);
  if (vi < 0 && mi == 2) { /* head dims whose O accumulators do not fit 32 rows: blocks of 16 rows */
    w.mi = mi = 1;
    vi = sa__pick_variant(ctx, fn, w, (sa_dtype)r->kdt, a->head_dim, &st);
  }
  if (vi < 0) return st;
  /* the split policy: the tuned one when the tuned config is the one chosen, else the default */
  if (sa__tuned(ctx, w.kind, w.blasst, w.sub, (sa_dtype)r->kdt, a->head_dim, &te) &&
      sa__variant_has_config(&v[vi], sa__config_table(&nc) + te.config))
    pol += te.split;
  else
    pol += sa__split_default(w.blasst);
  memset(pl, 0, sizeof *pl);
  pl->warps = v[vi].warps;
  pl->kv_tile = v[vi].bn;
  sa__decode_rows(a->q_len, r->group, mi, &pl->rows_per_block, &pl->row_blocks);
  /* Kascade visits its list and the new keys, not the whole cache */
  pl->kv_tiles = (int)(((!anchor_scores && a->method == SA_METHOD_KASCADE ? (int64_t)a->kascade.max_k + a->q_len
                                                                         : a->max_seqlen_k) + pl->kv_tile - 1) / pl->kv_tile);
  units = (int64_t)a->batch * a->heads_kv * pl->row_blocks;
  per_sm = sa__blocks_per_sm(ctx, v + vi);
  if (a->num_splits > 0) {
    best_s = a->num_splits;
  } else {
    best_s = sa__split_count(pol, units, ctx->sm_count * per_sm, pl->kv_tiles, pl->warps);
    if (w.blasst) { /* BLASST never splits less than dense's default policy (a tuned entry's default too) */
      const int s0 = sa__split_count(pols + sa__split_default(0), units, ctx->sm_count * per_sm, pl->kv_tiles, pl->warps);
      if (s0 > best_s) best_s = s0;
    }
  }
  pl->num_splits = best_s;
  pl->workspace_bytes = best_s > 1 ? (size_t)best_s * a->batch * a->q_len * a->heads_q * (a->head_dim + 1) * sizeof(float) : 0;
  pl->mask_bytes = (size_t)a->batch * a->heads_kv * pl->row_blocks * pl->kv_tiles;
  *vi_out = vi;
  return SA_OK;
}

/* The steps of one decode pass (variant vi and its info from sa__decode_pass_info): the kernel, then the combine when
   it splits, its partial results in part (info->workspace_bytes); an anchor pass's raw scores go to pool_out. */
static sa_status sa__decode_pass_steps(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r,
                                       int anchor_scores, int vi, const sa_decode_plan *info, void *part, float *pool_out,
                                       sa__plan *pl) {
  sa__dec_params *p = &sa__plan_add(pl, vi, (unsigned)info->num_splits, (unsigned)(a->heads_kv * info->row_blocks),
                                    (unsigned)a->batch, 0)->p.dec;
  sa_status st = SA_OK;
  p->q = a->q; p->o = a->o; p->lse = a->lse; p->k = a->k; p->v = a->v;
  p->seqlens_k = a->seqlens_k; p->block_table = a->block_table;
  if (info->num_splits > 1) {
    p->part_o = (float *)part;
    p->part_lse = (float *)sa__ws_at(part, sizeof(float) * (size_t)info->num_splits * a->batch * a->q_len * a->heads_q *
                                               a->head_dim);
  }
  p->q_b = r->q.batch; p->q_s = r->q.seq; p->q_h = r->q.head;
  p->o_b = r->o.batch; p->o_s = r->o.seq; p->o_h = r->o.head;
  p->k_b = r->k.batch; p->k_s = r->k.seq; p->k_h = r->k.head;
  p->v_b = r->v.batch; p->v_s = r->v.seq; p->v_h = r->v.head;
  p->q_len = a->q_len; p->group = r->group; p->heads_kv = a->heads_kv; p->heads_q = a->heads_q;
  p->k_scale = a->kv.k_scale; p->v_scale = a->kv.v_scale;
  p->kvs_b = a->kv.scale_batch_stride; p->kvs_h = a->kv.scale_head_stride; p->kv_fmt = (int)a->kv.format;
  p->rows_per_block = info->rows_per_block; p->row_blocks = info->row_blocks;
  p->num_splits = info->num_splits; p->batch = a->batch; p->page_shift = r->page_shift;
  p->max_pages = a->max_pages; p->causal = a->causal != 0; p->mask_tiles = info->kv_tiles;
  p->scale_log2 = (float)(r->scale * 1.4426950408889634);
  sa__mods_of(a->use_window, a->window_left, a->window_right, a->softcap, a->sinks, r->scale, &p->mods);
  if (a->method == SA_METHOD_BLASST) {
    p->blasst_lambda = a->blasst.lambda;
    p->blasst_scale_factor = a->blasst.scale_factor;
    p->blasst_counters = a->blasst.counters;
    p->blasst_mask = a->blasst.skip_mask;
  }
  if (a->method == SA_METHOD_KASCADE) {
    p->kc_indices = a->kascade.indices; p->kc_counts = a->kascade.counts;
    p->kc_max_k = a->kascade.max_k; p->head_map = a->kascade.head_map;
  }
  if (anchor_scores) { /* the raw scores of the rows go to pool_out */
    p->pool_out = pool_out; p->pool_stride = a->max_seqlen_k;
  }
  if (info->num_splits > 1) {
    sa__comb_params *c;
    sa__want w;
    const int64_t rows = (int64_t)a->batch * a->q_len * a->heads_q;
    float *part_o = p->part_o, *part_lse = p->part_lse; /* p moves when the plan grows */
    int ci;
    memset(&w, 0, sizeof w);
    w.kind = SA__KIND_DECODE_COMBINE;
    if ((ci = sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, &st)) < 0) return st;
    c = &sa__plan_add(pl, ci, (unsigned)((rows + 3) / 4), 1, 1, 0)->p.comb;
    c->part_o = part_o; c->part_lse = part_lse; c->o = a->o; c->lse = a->lse;
    c->o_b = r->o.batch; c->o_s = r->o.seq; c->o_h = r->o.head;
    c->num_splits = info->num_splits; c->batch = a->batch; c->q_len = a->q_len; c->heads_q = a->heads_q;
  }
  return st;
}

/* A plain decode call (no Kascade anchor, at most SA__DECODE_MAX_Q queries): one pass and its combine, the partial
   results in the caller's workspace. */
static sa_status sa__decode_plan(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, sa__plan *pl,
                                 sa_decode_plan *info, int *vi) {
  sa_status st = sa__decode_pass_info(ctx, fn, a, r, 0, vi, info);
  if (st != SA_OK) return st;
  return sa__decode_pass_steps(ctx, fn, a, r, 0, *vi, info, a->workspace, NULL, pl);
}

/* A decode call of more than SA__DECODE_MAX_Q queries per sequence runs the prefill kernels over its cache: their
   step, and their tiling as the decode plan's. */
static sa_status sa__decode_as_prefill_plan(sa_context *ctx, const char *fn, const sa__dec *r, sa__plan *pl,
                                            sa_decode_plan *info) {
  sa_tiles t;
  sa_status st;
  memset(info, 0, sizeof *info);
  if ((st = sa__prefill_plan(ctx, fn, &r->prefill, &r->prefill_r, SA__KIND_FWD_PREFILL, pl, &t, &info->warps)) != SA_OK)
    return st;
  info->num_splits = 1;
  info->kv_tile = t.kv_tile;
  info->rows_per_block = t.query_tile;
  info->block_rows = t.block_rows;
  info->row_blocks = t.query_tiles;
  info->kv_tiles = t.kv_tiles;
  info->mask_bytes = t.mask_bytes;
  return SA_OK;
}

/* ------------------------------------------------------------------------------------------------------ */
/* merge: sa_merge_states (merge_states.cu.j2)                                                  >>merge */
/* ------------------------------------------------------------------------------------------------------ */

SADEF sa_status sa_merge_states(sa_context *ctx, const sa_merge_args *a, void *stream) {
  static const char *fn = "sa_merge_states";
  sa__merge_params *p;
  sa_strides ps, os;
  sa__plan pl;
  sa_status st;
  int i, vi;
  int64_t threads;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_merge_call(ctx, fn, a, &ps, &os, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  if (a->batch == 0 || a->seqlen == 0) return sa__run(ctx, fn, &pl, st, stream);
  threads = (int64_t)a->batch * a->seqlen * a->heads * (a->head_dim / 8);
  if ((vi = sa__helper_kernel(ctx, fn, SA__KIND_MERGE_STATES, (int)a->dtype, "merge", &st)) >= 0) {
    p = &sa__plan_add(&pl, vi, (unsigned)((threads + 255) / 256), 1, 1, 0)->p.merge;
    for (i = 0; i < a->parts; ++i) { p->o_parts[i] = a->o_parts[i]; p->lse_parts[i] = a->lse_parts[i]; }
    p->o = a->o; p->lse = a->lse;
    p->po_b = ps.batch; p->po_s = ps.seq; p->po_h = ps.head;
    p->o_b = os.batch; p->o_s = os.seq; p->o_h = os.head;
    p->parts = a->parts; p->batch = a->batch; p->seqlen = a->seqlen; p->heads = a->heads; p->head_dim = a->head_dim;
  }
  return sa__run(ctx, fn, &pl, st, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* kascade: the sparse pass over a layer's lists, the top-k, the prefill anchors (LSE, pooled   >>kascade */
/* top-k by chunks of query tiles), the similarity on the GPU, the decode anchors, and the decode calls   */
/* ------------------------------------------------------------------------------------------------------ */

/* A checked Kascade sparse pass (sa__check_kascade_sparse_call) with work to do: its kernel's step. */
static sa_status sa__kascade_sparse_plan(sa_context *ctx, const char *fn, const sa_kascade_sparse_args *k, const sa__attn *r,
                                         sa__plan *pl) {
  sa__fwd_params *p;
  sa__want w;
  sa_status st = SA_OK;
  int vi, n;
  const sa__variant *v;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_KASCADE_SPARSE;
  w.causal = 1;
  w.bm = k->tile ? k->tile : 128;
  if ((vi = sa__pick_variant(ctx, fn, w, k->attn.dtype, k->attn.head_dim, &st)) < 0) return st;
  v = sa__variant_table(&n) + vi;
  p = &sa__plan_add(pl, vi, (unsigned)sa__cdiv(k->attn.seqlen_q, v->bm), (unsigned)k->attn.heads_q, (unsigned)k->attn.batch,
                    0)->p.fwd;
  sa__fwd_params_of(&k->attn, r, p);
  p->block_index = k->indices;
  p->block_count = k->counts;
  p->query_blocks = k->tiles;
  p->max_blocks = k->max_k;
  p->head_map = k->head_map;
  return SA_OK;
}

SADEF sa_status sa_kascade_sparse_attention(sa_context *ctx, const sa_kascade_sparse_args *k, void *stream) {
  static const char *fn = "sa_kascade_sparse_attention";
  sa__attn r;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_kascade_sparse_call(ctx, fn, k, &r, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  if (k->attn.batch > 0 && k->attn.seqlen_q > 0) st = sa__kascade_sparse_plan(ctx, fn, k, &r, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

/* The top-k over several blocks a row (topk_split.cu.j2): rows longer than shared memory holds, at most a quarter as
   many as multiprocessors (H100: with 64 rows of 128K keys its six launches lost to one block a row), are cut into
   chunks of at least SA__SPLIT_MIN_CHUNK keys, about two blocks a multiprocessor, at most SA__SPLIT_MAX_CHUNKS.
   Its state per row: 2 + 3 * SA__TOPK_BINS + 2 * chunks words (SA__TOPK_BINS: common/select.j2's BINS). */
#define SA__SPLIT_MIN_CHUNK 8192
#define SA__SPLIT_MAX_CHUNKS 64
#define SA__TOPK_BINS 2048
static int64_t sa__split_stride(int chunks) { return 2 + 3 * SA__TOPK_BINS + 2 * (int64_t)chunks; }

static int64_t sa__select_room(const sa_context *ctx, int si) {   /* dynamic shared memory a top-k block may take */
  int n;
  return (int64_t)ctx->smem_optin - sa__variant_table(&n)[si].static_smem;
}
/* The keys a top-k row may keep in shared memory (dynamic, beside the kernel's static memory): rows of up to
   max_len keys when they fit the GPU's limit, else 0 (every pass rereads the row from global memory). */
static int sa__select_cache(const sa_context *ctx, int si, int64_t max_len) {
  return max_len > 0 && max_len * 4 <= sa__select_room(ctx, si) ? (int)max_len : 0;
}
/* The top-k's step: the cached keys in shared memory, then room for up to 4096 candidates (the keys of the first
   digit's bin, with their indices, 8 bytes each) in what the block has left. */
static void sa__select_plan(const sa_context *ctx, int si, const sa__select_params *sp, int64_t rows, sa__plan *pl) {
  const int64_t cand = (sa__select_room(ctx, si) - (int64_t)sp->cache * 4) / 8;
  const int cap = cand < 0 ? 0 : cand > 4096 ? 4096 : (int)cand;
  sa__step *s = sa__plan_add(pl, si, (unsigned)rows, 1, 1, (int)((size_t)sp->cache * 4 + (size_t)cap * 8));
  s->p.select = *sp;
  s->p.select.cand_cap = cap;
}
/* The same selection with each row over `chunks` blocks (rows from sp->lengths): six steps of topk_split.cu.j2 after
   zeroing its state in work (rows x sa__split_stride(chunks) words). */
static sa_status sa__select_split_plan(sa_context *ctx, const char *fn, const sa__select_params *sp, int64_t rows, int chunks,
                                       int chunk_len, void *work, sa__plan *pl) {
  sa__tsplit_params p;
  sa_status st = SA_OK;
  int vi, phase;
  if ((vi = sa__helper_kernel(ctx, fn, SA__KIND_TOPK_SPLIT, -1, "top-k (rows over several blocks)", &st)) < 0) return st;
  sa__plan_memset(pl, work, 0, 4, (size_t)(rows * sa__split_stride(chunks)));
  memset(&p, 0, sizeof p);
  p.scores = sp->scores; p.lengths = sp->lengths; p.indices = sp->indices; p.counts = sp->counts;
  p.work = (uint32_t *)work; p.row_stride = sp->row_stride; p.work_stride = sa__split_stride(chunks);
  p.max_k = sp->max_k; p.k_min = sp->k_min; p.len_div = sp->len_div; p.len_off = sp->len_off;
  p.fraction = sp->fraction; p.chunks = chunks; p.chunk_len = chunk_len; p.len_max = sp->len_max;
  for (phase = 0; phase < 6; ++phase) {
    p.phase = phase;
    sa__plan_add(pl, vi, (unsigned)chunks, (unsigned)rows, 1, 0)->p.tsplit = p;
  }
  return SA_OK;
}

SADEF sa_status sa_kascade_topk(sa_context *ctx, const float *scores, int64_t row_stride, int rows, const int32_t *lengths,
                                int length, float fraction, int k_min, int32_t *indices, int32_t *counts, int max_k,
                                void *stream) {
  static const char *fn = "sa_kascade_topk";
  sa__select_params p;
  sa__plan pl;
  sa_status st;
  int vi;
  if ((st = sa__enter(ctx, fn)) != SA_OK ||
      (st = sa__check_topk_call(ctx, fn, scores, row_stride, rows, lengths, length, fraction, k_min, indices, counts, max_k,
                                stream)) != SA_OK)
    return st;
  sa__plan_init(&pl);
  if (rows > 0 && (vi = sa__helper_kernel(ctx, fn, SA__KIND_TOPK_SELECT, -1, "top-k", &st)) >= 0) {
    memset(&p, 0, sizeof p);
    p.scores = scores; p.lengths = lengths; p.indices = indices; p.counts = counts;
    p.row_stride = row_stride; p.length = length; p.max_k = max_k; p.k_min = k_min; p.fraction = fraction;
    p.len_div = 1;
    p.cache = sa__select_cache(ctx, vi, lengths ? row_stride : length);
    sa__select_plan(ctx, vi, &p, rows, &pl);
  }
  return sa__run(ctx, fn, &pl, st, stream);
}

/* The chunk of query tiles that ends at tile `end` (exclusive) and fits the pooled scores' room (chunk rows of
   seqlen_k): its rows are as long as its last tile's L_T, rounded up to 32 keys (*stride), so tiles of shorter rows
   go more to a chunk. Planned from the last tile back, the remainder is the chunk of the shortest rows (causal 128K:
   10 chunks instead of 16, 2.4 GB zeroed instead of 4.3). A chunk's blocks (tile_blocks a tile) fill whole waves of
   `slots` where they can: the last chunks' rows are of nearly one length, and 68 tiles of them (4.12 waves of 8
   blocks a tile on 132 SMs) took 18.7 ms where 64 took 15.5 (H200). */
static int sa__kascade_chunk_before(const sa_attention_args *a, int tile, int end, int chunk, int64_t slots,
                                    int64_t tile_blocks, int *stride) {
  const int64_t sk = a->seqlen_k > 0 ? a->seqlen_k : 1;
  int64_t len = (int64_t)(end - 1) * tile + a->seqlen_k - a->seqlen_q, c, best, i; /* L_T of the chunk's last tile */
  len = len < 32 ? 32 : (len + 31) / 32 * 32;
  if (len > sk) len = sk;
  c = (int64_t)chunk * sk / len;
  if (c > end) c = end;
  *stride = (int)len;
  if (c < end && c * tile_blocks > slots) {
    /* the share of the waves' slots used, blocks / (waves x slots): the best from c / 2 up, where it beats c's by 5%
       (64 tiles at 3.88 waves ran faster a tile than 33 at 2) */
    const int64_t wc = (c * tile_blocks + slots - 1) / slots;
    int64_t wb = wc;
    best = c;
    for (i = c; i * 2 >= c; --i) {
      const int64_t wi = (i * tile_blocks + slots - 1) / slots;
      if (i * wb > best * wi) { best = i; wb = wi; }
    }
    if (100 * best * wc > 105 * c * wb) c = best;
  }
  return (int)c;
}

SADEF sa_status sa_kascade_prefill_workspace_size(const sa_kascade_prefill_args *k, size_t *bytes) {
  static const char *fn = "sa_kascade_prefill_workspace_size";
  sa__attn r;
  sa_status st;
  if ((st = sa__check_out(NULL, fn, "args", k)) != SA_OK || (st = sa__check_out(NULL, fn, "bytes", bytes)) != SA_OK) return st;
  if ((st = sa__check_kascade_sparse(NULL, fn, &k->sparse, &r)) != SA_OK ||
      (k->role != SA_KASCADE_REUSE && (st = sa__check_kascade_anchor_layout(NULL, fn, &k->sparse.attn)) != SA_OK))
    return st;
  *bytes = sa__kascade_prefill_workspace(k);
  return SA_OK;
}

/* An anchor's pooled score pass over query tiles [t0, t0 + c) of a padded causal call: zeroes pool, then adds
   P_T[j] of every (b, KV head, tile) into pool [b][kvh][T - t0][stride] from the rows' LSE (lse [b][h][seqlen_q]);
   stride holds the chunk's longest row (sa__kascade_chunk_before). */
static void sa__kascade_pool_plan(int vi, const sa_attention_args *a, const sa__attn *r, const float *lse, float *pool, int t0,
                                  int c, int stride, sa__plan *pl) {
  int n;
  sa__fwd_params *p;
  sa__plan_memset(pl, pool, 0, 1, (size_t)a->batch * a->heads_kv * (size_t)c * (size_t)stride * 4);
  p = &sa__plan_add(pl, vi, (unsigned)c, sa__head_blocks(sa__variant_table(&n) + vi, a->heads_q, r->group), (unsigned)a->batch,
                    0)->p.fwd;
  sa__fwd_params_of(a, r, p);
  p->lse = NULL;   /* the pass writes no O or LSE (epi_none) */
  p->pool_lse = lse;
  p->pool_out = pool;
  p->pool_stride = stride;
  p->pool_tiles = c;
  p->m_block0 = t0;
}

/* The top-k of those tiles' pooled scores into indices [b][kvh][tiles][max_k], counts [b][kvh][tiles]. */
static void sa__kascade_select_chunk(const sa_context *ctx, int si, const sa_attention_args *a, int tile, const float *pool,
                                     int t0, int c, int stride, float fraction, int k_min, int32_t *indices, int32_t *counts,
                                     int tiles, int max_k, sa__plan *pl) {
  sa__select_params sp;
  memset(&sp, 0, sizeof sp);
  sp.scores = pool; sp.row_stride = stride;
  sp.indices = indices; sp.counts = counts; sp.max_k = max_k;
  sp.fraction = fraction; sp.k_min = k_min;
  sp.rows_inner = c; sp.out_outer = tiles; sp.t0 = t0;
  sp.len_step = tile; sp.len_off = a->seqlen_k - a->seqlen_q; sp.len_max = a->seqlen_k;
  sp.cache = sa__select_cache(ctx, si, stride);   /* the chunk's rows in shared memory when its longest fits */
  sa__select_plan(ctx, si, &sp, (int64_t)a->batch * a->heads_kv * c, pl);
}

/* The pooled-score kernel of this call's dtype, head dim and tile. */
static int sa__kascade_pool_variant(sa_context *ctx, const char *fn, const sa_attention_args *a, int tile, sa_status *st) {
  sa__want w;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_KASCADE_POOL;
  w.causal = 1;
  w.bm = tile;
  return sa__pick_variant(ctx, fn, w, a->dtype, a->head_dim, st);
}

/* A checked prefill anchor (dense layer 0 or an anchor) with work to do: every row's LSE, then the pooled scores and
   their top-k a chunk of query tiles at a time, then (an anchor) its own sparse pass over the lists. */
static sa_status sa__kascade_anchor_prefill_plan(sa_context *ctx, const char *fn, const sa_kascade_prefill_args *k,
                                                 const sa__attn *r, sa__plan *pl) {
  const sa_attention_args *a = &k->sparse.attn;
  unsigned char *ws = (unsigned char *)k->workspace;
  const size_t lse_bytes = sa__kascade_lse_bytes(a);
  const int tile = k->sparse.tile ? k->sparse.tile : 128, tiles = sa__cdiv(a->seqlen_q, tile);
  const int chunk = sa__kascade_chunk(k, tiles);
  sa_attention_args d = *a;
  sa_kascade_sparse_args own = k->sparse;
  sa_status st = SA_OK;
  int vi, si, t0, n;
  int64_t slots, tile_blocks;
  /* 1. every row's LSE: dense attention for layer 0 (its output), an LSE-only pass for an anchor (O, scratch there,
     is written by step 3) */
  d.method = SA_METHOD_DENSE;
  d.causal = 1;
  d.lse = (float *)ws;
  if ((st = sa__prefill_plan(ctx, fn, &d, r, k->role == SA_KASCADE_DENSE ? SA__KIND_FWD_PREFILL : SA__KIND_FWD_LSE, pl, NULL,
                             NULL)) != SA_OK)
    return st;
  /* 2. pooled scores and their top-k, a chunk of query tiles at a time, from the last tile back */
  if ((vi = sa__kascade_pool_variant(ctx, fn, a, tile, &st)) < 0) return st;
  if ((si = sa__helper_kernel(ctx, fn, SA__KIND_TOPK_SELECT, -1, "top-k", &st)) < 0) return st;
  slots = (int64_t)ctx->sm_count * sa__blocks_per_sm(ctx, sa__variant_table(&n) + vi);
  tile_blocks = (int64_t)sa__head_blocks(sa__variant_table(&n) + vi, a->heads_q, r->group) * a->batch;
  for (t0 = tiles; t0 > 0;) {
    float *pool = (float *)(ws + lse_bytes);
    int stride;
    const int c = sa__kascade_chunk_before(a, tile, t0, chunk, slots, tile_blocks, &stride);
    t0 -= c;
    sa__kascade_pool_plan(vi, a, r, (const float *)ws, pool, t0, c, stride, pl);
    sa__kascade_select_chunk(ctx, si, a, tile, pool, t0, c, stride, k->topk_fraction > 0.f ? k->topk_fraction : 0.1f,
                             k->k_min > 0 ? k->k_min : 128, k->sparse.indices, k->sparse.counts, k->sparse.tiles,
                             k->sparse.max_k, pl);
  }
  if (k->role == SA_KASCADE_DENSE) return SA_OK;
  /* 3. the anchor's own sparse attention */
  own.head_map = NULL;
  return sa__kascade_sparse_plan(ctx, fn, &own, r, pl);
}

SADEF sa_status sa_kascade_prefill(sa_context *ctx, const sa_kascade_prefill_args *k, void *stream) {
  static const char *fn = "sa_kascade_prefill";
  sa__attn r;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_kascade_prefill_call(ctx, fn, k, &r, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  if (k->sparse.attn.batch > 0 && k->sparse.attn.seqlen_q > 0)
    st = k->role == SA_KASCADE_REUSE ? sa__kascade_sparse_plan(ctx, fn, &k->sparse, &r, &pl)
                                     : sa__kascade_anchor_prefill_plan(ctx, fn, k, &r, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

SADEF sa_status sa_kascade_similarity_gpu_workspace_size(const sa_kascade_sim_gpu_args *g, size_t *bytes) {
  static const char *fn = "sa_kascade_similarity_gpu_workspace_size";
  sa__ksim_layout lay;
  sa_status st;
  if ((st = sa__check_out(NULL, fn, "bytes", bytes)) != SA_OK) return st;
  if ((st = sa__ksim_layout_of(NULL, fn, g, &lay)) != SA_OK) return st;
  *bytes = lay.total;
  return SA_OK;
}

/* Every layer's LSE and lists (pass 0), then each layer's pooled scores against every layer's lists (pass 1). */
static sa_status sa__kascade_similarity_plan(sa_context *ctx, const char *fn, const sa_kascade_sim_gpu_args *g,
                                             const sa__ksim_layout *lay, const sa__attn *r, sa__plan *pl) {
  unsigned char *ws = (unsigned char *)g->workspace;
  sa_status st = SA_OK;
  int vi, si, mi, l, pass, t0;
  const int esz = 2;
  if ((vi = sa__kascade_pool_variant(ctx, fn, &lay->attn, lay->tile, &st)) < 0 ||
      (si = sa__helper_kernel(ctx, fn, SA__KIND_TOPK_SELECT, -1, "top-k", &st)) < 0 ||
      (mi = sa__helper_kernel(ctx, fn, SA__KIND_KASCADE_SIM, -1, "similarity", &st)) < 0)
    return st;
  /* 1 (the start of every ratio's minimum) as float bits */
  sa__plan_memset(pl, g->head_sim, 0x3f800000u, 4, (size_t)lay->L * lay->L * lay->G * lay->G);
  for (pass = 0; pass < 2 && st == SA_OK; ++pass)
    for (l = 0; l < lay->L && st == SA_OK; ++l) {
      sa_attention_args a = lay->attn;
      float *lse = (float *)(ws + lay->lse_stride * l);
      a.q = (const unsigned char *)g->q + (size_t)l * g->tokens * lay->Hq * lay->D * esz;
      a.k = a.v = (const unsigned char *)g->k + (size_t)l * g->tokens * lay->G * lay->D * esz;
      a.o = ws + lay->o_off;
      a.lse = lse;
      if (pass == 0 && (st = sa__prefill_plan(ctx, fn, &a, r, SA__KIND_FWD_LSE, pl, NULL, NULL)) != SA_OK) break;
      for (t0 = 0; t0 < lay->tiles; t0 += lay->chunk) {
        const int c = lay->tiles - t0 < lay->chunk ? lay->tiles - t0 : lay->chunk;
        float *pool = (float *)(ws + lay->pool_off);
        int32_t *idx = (int32_t *)(ws + lay->idx_off), *cnt = (int32_t *)(ws + lay->cnt_off);
        sa__kascade_pool_plan(vi, &a, r, lse, pool, t0, c, g->tokens, pl);
        if (pass == 0) {
          sa__kascade_select_chunk(ctx, si, &a, lay->tile, pool, t0, c, g->tokens, lay->fraction, lay->k_min,
                                   idx + (size_t)l * lay->G * lay->tiles * lay->max_k, cnt + (size_t)l * lay->G * lay->tiles,
                                   lay->tiles, lay->max_k, pl);
        } else {
          sa__ksim_params *kp = &sa__plan_add(pl, mi, (unsigned)c, (unsigned)(lay->L * lay->G), (unsigned)lay->G, 0)->p.ksim;
          kp->pool = pool; kp->indices = idx; kp->counts = cnt; kp->sim = (uint32_t *)g->head_sim;
          kp->stride = g->tokens; kp->layers = lay->L; kp->heads_kv = lay->G; kp->tiles = lay->tiles; kp->max_k = lay->max_k;
          kp->layer_b = l; kp->t0 = t0; kp->c = c;
        }
      }
    }
  return st;
}

SADEF sa_status sa_kascade_similarity_gpu(sa_context *ctx, const sa_kascade_sim_gpu_args *g, void *stream) {
  static const char *fn = "sa_kascade_similarity_gpu";
  sa__ksim_layout lay;
  sa__attn r;
  sa__plan pl;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__check_similarity_call(ctx, fn, g, &lay, &r, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  st = sa__kascade_similarity_plan(ctx, fn, g, &lay, &r, &pl);
  return sa__run(ctx, fn, &pl, st, stream);
}

/* A decode anchor's workspace: the split partials of its passes (one region, reused in stream order), the rows' LSE,
   their raw scores [batch][heads_kv][rows][max_seqlen_k], the pooled scores [batch][heads_kv][max_seqlen_k]. Layer 0
   (anchor 2) has one attention pass, which keeps the raw scores as it goes: first and gather are that pass. */
typedef struct sa__anchor_ws {
  sa_decode_plan first, gather;
  int vi_first, vi_gather;
  size_t part, lse_off, raw_off, pool_off, split_off, total;
  int split_chunks, split_len; /* > 1: the top-k's rows are cut into chunks of split_len keys (topk_split.cu.j2) */
  int select_cache;            /* > 0: a row fits the top-k's shared memory, which pools the raw scores as it reads */
} sa__anchor_ws;

static sa_status sa__anchor_layout(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, int si,
                                   sa__anchor_ws *w) {
  sa_status st;
  sa_decode_args last = *a;   /* the attention: over the lists, or (layer 0) dense */
  const int64_t rows = (int64_t)a->batch * a->heads_kv, len = (int64_t)a->max_seqlen_k - a->q_len;
  int64_t c;
  if (a->kascade.anchor == 2) {
    last.method = SA_METHOD_DENSE;
    if ((st = sa__decode_pass_info(ctx, fn, &last, r, 2, &w->vi_first, &w->first)) != SA_OK) return st;
    w->vi_gather = w->vi_first;
    w->gather = w->first;
  } else if ((st = sa__decode_pass_info(ctx, fn, a, r, 1, &w->vi_first, &w->first)) != SA_OK ||
             (st = sa__decode_pass_info(ctx, fn, &last, r, 0, &w->vi_gather, &w->gather)) != SA_OK) {
    return st;
  }
  if (w->first.row_blocks != 1)
    return sa__fail(ctx, SA_ERROR_INTERNAL, "%s: an anchor's rows need one row block (got %d)", fn, w->first.row_blocks);
  w->part = w->first.workspace_bytes > w->gather.workspace_bytes ? w->first.workspace_bytes : w->gather.workspace_bytes;
  w->lse_off = sa__align256(w->part);
  w->raw_off = w->lse_off + sa__align256((size_t)a->batch * a->heads_q * a->q_len * 4);
  w->pool_off = w->raw_off + sa__align256((size_t)a->batch * a->heads_kv * (size_t)w->first.rows_per_block *
                                           (size_t)a->max_seqlen_k * 4);
  w->total = w->pool_off + (size_t)a->batch * a->heads_kv * (size_t)a->max_seqlen_k * 4;
  w->split_off = w->total;
  w->split_chunks = w->split_len = 0;
  w->select_cache = sa__select_cache(ctx, si, len);
  c = rows > 0 ? (2 * (int64_t)ctx->sm_count + rows - 1) / rows : 1;
  if (c > (len + SA__SPLIT_MIN_CHUNK - 1) / SA__SPLIT_MIN_CHUNK) c = (len + SA__SPLIT_MIN_CHUNK - 1) / SA__SPLIT_MIN_CHUNK;
  if (c > SA__SPLIT_MAX_CHUNKS) c = SA__SPLIT_MAX_CHUNKS;
  if (!w->select_cache && c > 1 && rows * 4 <= ctx->sm_count) {
    w->split_chunks = (int)c;
    w->split_len = (int)((len + c - 1) / c);
    w->split_off = sa__align256(w->total);
    w->total = w->split_off + (size_t)rows * (size_t)sa__split_stride((int)c) * 4;
  }
  return SA_OK;
}

/* A decode anchor (sa__check_decode_call has checked its arguments): the rows' LSE (a pass that reads K only), the
   pooled scores, the top-k, then the attention with it. Layer 0: its dense attention keeps the raw scores and writes
   the LSE, then the pooled scores and the top-k. info: the attention pass's plan, with the whole workspace. */
static sa_status sa__kascade_anchor_decode_plan(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r,
                                                sa__plan *pl, sa_decode_plan *info) {
  sa__anchor_ws w;
  sa_decode_args d;
  sa__select_params sp;
  unsigned char *ws = (unsigned char *)a->workspace;
  sa_status st = SA_OK;
  int n, si;
  const sa__variant *v = sa__variant_table(&n);
  float *lse;
  if ((si = sa__helper_kernel(ctx, fn, SA__KIND_TOPK_SELECT, -1, "top-k", &st)) < 0 ||
      (st = sa__anchor_layout(ctx, fn, a, r, si, &w)) != SA_OK)
    return st;
  *info = w.gather;
  info->workspace_bytes = w.total;
  d = *a;
  d.method = SA_METHOD_DENSE;
  d.kascade.anchor = 0;
  d.kascade.head_map = NULL;
  lse = a->kascade.anchor == 2 && a->lse ? a->lse : (float *)sa__ws_at(ws, w.lse_off); /* layer 0 pools from the caller's LSE */
  d.lse = lse;
  if ((st = sa__decode_pass_steps(ctx, fn, &d, r, a->kascade.anchor == 2 ? 2 : 1, w.vi_first, &w.first, ws,
                                  (float *)sa__ws_at(ws, w.raw_off), pl)) != SA_OK)
    return st;
  memset(&sp, 0, sizeof sp);
  sp.scores = (const float *)sa__ws_at(ws, w.pool_off); sp.row_stride = a->max_seqlen_k;
  sp.lengths = a->seqlens_k; sp.len_div = a->heads_kv; sp.len_off = -a->q_len;
  sp.indices = a->kascade.indices; sp.counts = a->kascade.counts; sp.max_k = a->kascade.max_k;
  sp.fraction = a->kascade.topk_fraction > 0.f ? a->kascade.topk_fraction : 0.1f;
  sp.k_min = a->kascade.k_min > 0 ? a->kascade.k_min : 128;
  sp.len_max = a->max_seqlen_k - a->q_len; /* the split top-k cuts longer lengths to it */
  sp.cache = w.select_cache;
  if (sp.cache > 0) { /* the top-k pools the raw scores as it reads them */
    sp.raw = (const float *)sa__ws_at(ws, w.raw_off); sp.lse = lse; sp.pool_rows = w.first.rows_per_block;
    sp.group = r->group; sp.q_len = a->q_len; sp.heads_q = a->heads_q; sp.heads_kv = a->heads_kv;
  } else { /* rows longer than shared memory: pooled into the workspace first */
    sa__pscore_params *pp;
    int pi;
    if ((pi = sa__helper_kernel(ctx, fn, SA__KIND_POOL_SCORES, -1, "pooling", &st)) < 0) return st;
    pp = &sa__plan_add(pl, pi, (unsigned)((a->max_seqlen_k + v[pi].threads - 1) / v[pi].threads),
                       (unsigned)(a->batch * a->heads_kv), 1, 0)->p.pscore;
    pp->raw = (const float *)sa__ws_at(ws, w.raw_off); pp->lse = lse; pp->out = (float *)sa__ws_at(ws, w.pool_off);
    pp->seqlens_k = a->seqlens_k; pp->stride = a->max_seqlen_k; pp->rows_max = w.first.rows_per_block;
    pp->group = r->group; pp->q_len = a->q_len; pp->heads_q = a->heads_q; pp->heads_kv = a->heads_kv;
  }
  if (w.split_chunks > 1) {
    if ((st = sa__select_split_plan(ctx, fn, &sp, (int64_t)a->batch * a->heads_kv, w.split_chunks, w.split_len,
                                    sa__ws_at(ws, w.split_off), pl)) != SA_OK)
      return st;
  } else {
    sa__select_plan(ctx, si, &sp, (int64_t)a->batch * a->heads_kv, pl);
  }
  if (a->kascade.anchor == 2) return SA_OK;
  d = *a;
  d.kascade.anchor = 0;
  d.kascade.head_map = NULL;
  return sa__decode_pass_steps(ctx, fn, &d, r, 0, w.vi_gather, &w.gather, ws, NULL, pl);
}

/* A checked decode call's plan and its answer to sa_decode_plan_get: the prefill kernels past SA__DECODE_MAX_Q
   queries, a Kascade anchor's chain, else one pass and its combine. vi: the attention pass's variant (sa_autotune). */
static sa_status sa__decode_call_plan(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, sa__plan *pl,
                                      sa_decode_plan *info, int *vi) {
  *vi = -1;
  if (a->q_len > SA__DECODE_MAX_Q) return sa__decode_as_prefill_plan(ctx, fn, r, pl, info);
  if (a->method == SA_METHOD_KASCADE && a->kascade.anchor) return sa__kascade_anchor_decode_plan(ctx, fn, a, r, pl, info);
  return sa__decode_plan(ctx, fn, a, r, pl, info, vi);
}

static sa_status sa__decode_call(sa_context *ctx, const char *fn, const sa_decode_args *a, void *stream) {
  sa__dec r;
  sa__plan pl;
  sa_decode_plan info;
  sa_status st;
  int vi;
  if ((st = sa__check_decode_call(ctx, fn, a, &r, stream)) != SA_OK) return st;
  sa__plan_init(&pl);
  if (a->batch > 0 && (st = sa__decode_call_plan(ctx, fn, a, &r, &pl, &info, &vi)) == SA_OK)
    st = sa__check_decode_workspace(ctx, fn, a, &info);
  return sa__run(ctx, fn, &pl, st, stream);
}

static sa_status sa__decode_query(sa_context *ctx, const char *fn, const sa_decode_args *a, sa_decode_plan *out) {
  sa__dec r;
  sa__plan pl;
  sa_status st;
  int vi;
  if ((st = sa__check_out(ctx, fn, "out", out)) != SA_OK || (st = sa__check_decode(ctx, fn, a, &r)) != SA_OK) return st;
  sa__plan_init(&pl);
  st = sa__decode_call_plan(ctx, fn, a, &r, &pl, out, &vi);
  sa__plan_free(&pl);
  return st;
}

SADEF sa_status sa_decode_plan_get(sa_context *ctx, const sa_decode_args *a, sa_decode_plan *out) {
  static const char *fn = "sa_decode_plan_get";
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK) return st;
  return sa__decode_query(ctx, fn, a, out);
}

SADEF sa_status sa_decode(sa_context *ctx, const sa_decode_args *a, void *stream) {
  static const char *fn = "sa_decode";
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK) return st;
  return sa__decode_call(ctx, fn, a, stream);
}

SADEF sa_status sa_kascade_decode_plan_get(sa_context *ctx, const sa_kascade_decode_args *k, sa_decode_plan *out) {
  static const char *fn = "sa_kascade_decode_plan_get";
  sa_decode_args d;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__kascade_decode_args(ctx, fn, k, &d)) != SA_OK) return st;
  return sa__decode_query(ctx, fn, &d, out);
}

SADEF sa_status sa_kascade_decode(sa_context *ctx, const sa_kascade_decode_args *k, void *stream) {
  static const char *fn = "sa_kascade_decode";
  sa_decode_args d;
  sa_status st;
  if ((st = sa__enter(ctx, fn)) != SA_OK || (st = sa__kascade_decode_args(ctx, fn, k, &d)) != SA_OK) return st;
  return sa__decode_call(ctx, fn, &d, stream);
}

/* ------------------------------------------------------------------------------------------------------ */
/* device utilities                                                                             >>devutil */
/* ------------------------------------------------------------------------------------------------------ */

#define SA__DRV_CALL(fn_name, call)                                                                 \
  do {                                                                                             \
    sa__CUresult cr_;                                                                              \
    if (sa__enter(ctx, fn_name) != SA_OK) return SA_ERROR_INVALID_ARGUMENT;                           \
    if ((cr_ = ctx->dry_run ? SA__CU_NODEVICE : sa__push(ctx)) != 0)                                 \
      return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn_name, sa__cu_err(cr_));      \
    cr_ = (call);                                                                                  \
    sa__pop(ctx);                                                                                     \
    if (cr_ != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: %s", fn_name, sa__cu_err(cr_));           \
    return SA_OK;                                                                                  \
  } while (0)

SADEF sa_status sa_device_alloc(sa_context *ctx, size_t bytes, void **ptr) {
  sa__CUdeviceptr d = 0;
  sa__CUresult cr;
  if (sa__enter(ctx, "sa_device_alloc") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (!ptr) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_device_alloc: ptr is NULL");
  *ptr = NULL;
  if (bytes == 0) return SA_OK;
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_device_alloc: %s", sa__cu_err(cr));
  cr = sa__cu.MemAlloc(&d, bytes);
  sa__pop(ctx);
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_device_alloc(%zu bytes): %s", bytes, sa__cu_err(cr));
  *ptr = (void *)(uintptr_t)d;
  return SA_OK;
}
SADEF sa_status sa_device_free(sa_context *ctx, void *ptr) {
  if (!ptr) return SA_OK;
  SA__DRV_CALL("sa_device_free", sa__cu.MemFree((sa__CUdeviceptr)(uintptr_t)ptr));
}
/* The copy from pageable memory and the memset run on the legacy default stream and may still be in flight when the
   driver returns; kernels on a non-blocking stream do not wait for that stream. Waiting for it here makes the helpers
   synchronous, so a poison memset cannot land after the kernel that was meant to overwrite it. */
static sa__CUresult sa__sync_legacy(sa__CUresult cr) { return cr ? cr : sa__cu.StreamSynchronize((sa__CUptr)0); }
SADEF sa_status sa_memcpy_htod(sa_context *ctx, void *dst, const void *src, size_t n) {
  SA__DRV_CALL("sa_memcpy_htod", sa__sync_legacy(sa__cu.MemcpyHtoD((sa__CUdeviceptr)(uintptr_t)dst, src, n)));
}
SADEF sa_status sa_memcpy_dtoh(sa_context *ctx, void *dst, const void *src, size_t n) {
  SA__DRV_CALL("sa_memcpy_dtoh", sa__cu.MemcpyDtoH(dst, (sa__CUdeviceptr)(uintptr_t)src, n));
}
SADEF sa_status sa_memset_device(sa_context *ctx, void *dst, unsigned char value, size_t n) {
  SA__DRV_CALL("sa_memset_device", sa__sync_legacy(sa__cu.MemsetD8((sa__CUdeviceptr)(uintptr_t)dst, value, n)));
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
  if (sa__enter(ctx, "sa_event_elapsed_ms") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (!ms) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_event_elapsed_ms: ms is NULL");
  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_event_elapsed_ms: %s", sa__cu_err(cr));
  cr = sa__cu.StreamSynchronize(NULL);
  if (cr == 0) cr = sa__cu.EventElapsedTime(ms, (sa__CUptr)start, (sa__CUptr)end);
  sa__pop(ctx);
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "sa_event_elapsed_ms: %s", sa__cu_err(cr));
  return SA_OK;
}
SADEF sa_status sa_event_destroy(sa_context *ctx, void *event) {
  SA__DRV_CALL("sa_event_destroy", sa__cu.EventDestroy((sa__CUptr)event));
}
#undef SA__DRV_CALL

/* ------------------------------------------------------------------------------------------------------ */
/* Kascade plan files: an engine loads the plan made offline (sa_kascade_plan_load)           >>planfiles */
/* ------------------------------------------------------------------------------------------------------ */

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

#ifndef SPARSEATTN_NO_TOOLS /* sa_autotune */
/* ------------------------------------------------------------------------------------------------------ */
/* sa_autotune: time each slot's candidate configs on this GPU                                 >>autotune */
/* ------------------------------------------------------------------------------------------------------ */

#define SA__TUNE_MAX_SHAPES 8
#define SA__TUNE_MAX_CANDS 32
#define SA__TUNE_PATTERN (1 << 20)

typedef struct sa__tune_run {
  sa_context *ctx, *tc;       /* the caller's context; a private one whose tuning table forces each candidate */
  void *stream, *e0, *e1;
  int warmup, reps;
  float margin;
  const sa_autotune_options *opt;
  void *q, *k, *v, *o, *ws, *seqlens;
  size_t cap_q, cap_k, cap_v, cap_o, cap_ws, cap_sl, cap_host;
  uint16_t *ref, *out, *pattern[2];
  sa_attention_args pa;
  sa_decode_args da;
  sa__tune_table table;       /* what the file will hold */
  sa_autotune_report rep;
  int cap_rows;
  char *notes;
  size_t notes_cap;
} sa__tune_run;

static sa_status sa__tune_ensure(sa__tune_run *T, void **p, size_t *cap, size_t need) {
  if (need <= *cap) return SA_OK;
  sa_device_free(T->tc, *p);
  *p = NULL;
  *cap = 0;
  if (sa_device_alloc(T->tc, need, p) != SA_OK)
    return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: allocating %zu bytes for a tuning shape failed (%s); pass smaller "
                    "shapes in options->prefill_shapes / decode_shapes", need, sa_last_error(T->tc));
  *cap = need;
  return SA_OK;
}

/* Fill a device tensor with the random pattern of its dtype, a rotating window at a time. */
static sa_status sa__tune_fill(sa__tune_run *T, void *dst, size_t elems, int dt) {
  size_t done = 0, half = SA__TUNE_PATTERN / 2, k = 0;
  while (done < elems) {
    size_t len = elems - done < half ? elems - done : half;
    const uint16_t *src = T->pattern[dt] + (k++ * 104729u) % half;
    if (sa_memcpy_htod(T->tc, (uint16_t *)dst + done, src, len * 2) != SA_OK)
      return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: %s", sa_last_error(T->tc));
    done += len;
  }
  return SA_OK;
}

static void sa__tune_force(sa__tune_run *T, const sa__tune_entry *e) {
  pthread_mutex_lock(&T->tc->mu);
  T->tc->tune.n = e ? 1 : 0;
  if (e) T->tc->tune.e[0] = *e;
  pthread_mutex_unlock(&T->tc->mu);
}

/* The variant and split count the private context chooses now for the current shape. */
static sa_status sa__tune_selected(sa__tune_run *T, int decode, int *vi, int *splits, size_t *ws) {
  sa_status st = SA_OK;
  *splits = 1;
  *ws = 0;
  if (decode) {
    sa__dec r;
    sa_decode_plan pl;
    sa__plan steps;
    if ((st = sa__check_decode(T->tc, "sa_autotune", &T->da, &r)) != SA_OK) return st;
    sa__plan_init(&steps);
    st = sa__decode_call_plan(T->tc, "sa_autotune", &T->da, &r, &steps, &pl, vi);
    sa__plan_free(&steps);
    if (st != SA_OK) return st;
    *splits = pl.num_splits;
    *ws = pl.workspace_bytes;
    return SA_OK;
  }
  *vi = sa__prefill_variant(T->tc, "sa_autotune", &T->pa, SA__KIND_FWD_PREFILL, &st);
  return *vi < 0 ? st : SA_OK;
}

static sa_status sa__tune_call(sa__tune_run *T, int decode) {
  sa_status st = decode ? sa_decode(T->tc, &T->da, T->stream) : sa_attention(T->tc, &T->pa, T->stream);
  if (st != SA_OK) return sa__fail(T->ctx, st, "sa_autotune: %s", sa_last_error(T->tc));
  return SA_OK;
}

static int sa__cmp_float(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return x < y ? -1 : x > y;
}

/* Warm-up calls, then reps calls each timed by a pair of events; the median. */
static sa_status sa__tune_time(sa__tune_run *T, int decode, double *ms) {
  float t[1000];
  int i;
  sa_status st;
  for (i = 0; i < T->warmup; ++i)
    if ((st = sa__tune_call(T, decode)) != SA_OK) return st;
  for (i = 0; i < T->reps; ++i) {
    if (sa_event_record(T->tc, T->e0, T->stream) != SA_OK || (st = sa__tune_call(T, decode)) != SA_OK ||
        sa_event_record(T->tc, T->e1, T->stream) != SA_OK || sa_stream_synchronize(T->tc, T->stream) != SA_OK ||
        sa_event_elapsed_ms(T->tc, T->e0, T->e1, &t[i]) != SA_OK)
      return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: timing: %s", sa_last_error(T->tc));
  }
  qsort(t, (size_t)T->reps, sizeof t[0], sa__cmp_float);
  *ms = T->reps & 1 ? t[T->reps / 2] : 0.5 * ((double)t[T->reps / 2 - 1] + t[T->reps / 2]);
  return SA_OK;
}

/* One call with the output poisoned (NaN), copied to host (dst). */
static sa_status sa__tune_output(sa__tune_run *T, int decode, size_t elems, uint16_t *dst) {
  sa_status st;
  void *o = decode ? T->da.o : T->pa.o;
  if (sa_memset_device(T->tc, o, 0xff, elems * 2) != SA_OK) return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: %s", sa_last_error(T->tc));
  if ((st = sa__tune_call(T, decode)) != SA_OK) return st;
  if (sa_stream_synchronize(T->tc, T->stream) != SA_OK || sa_memcpy_dtoh(T->tc, dst, o, elems * 2) != SA_OK)
    return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: %s", sa_last_error(T->tc));
  return SA_OK;
}

/* Relative L2 distance of a candidate's output from the default's; +inf when either holds a NaN or inf. */
static double sa__tune_distance(const uint16_t *ref, const uint16_t *out, size_t n, int dt) {
  double num = 0, den = 0;
  size_t i;
  for (i = 0; i < n; ++i) {
    double a = dt == SA_DTYPE_FP16 ? sa_fp16_to_f32(ref[i]) : sa_bf16_to_f32(ref[i]);
    double b = dt == SA_DTYPE_FP16 ? sa_fp16_to_f32(out[i]) : sa_bf16_to_f32(out[i]);
    if (!(a - a == 0) || !(b - b == 0)) return HUGE_VAL;
    num += (a - b) * (a - b);
    den += a * a;
  }
  return den > 0 ? sqrt(num / den) : (num > 0 ? HUGE_VAL : 0);
}

/* Set up the arguments and buffers of one shape. Returns the output's element count in *elems. */
static sa_status sa__tune_shape(sa__tune_run *T, int decode, int blasst, int dt, int d, const sa_tune_shape *s, size_t *elems) {
  int hq = s->heads_q ? s->heads_q : 32, hkv = s->heads_kv ? s->heads_kv : 8;
  size_t nq, nk;
  sa_status st;
  if (decode) {
    int ql = s->seqlen_q ? s->seqlen_q : 1, i;
    int32_t *sl;
    nq = (size_t)s->batch * ql * hq * d;
    nk = (size_t)s->batch * s->seqlen_k * hkv * d;
    memset(&T->da, 0, sizeof T->da);
    T->da.dtype = (sa_dtype)dt;
    T->da.method = blasst ? SA_METHOD_BLASST : SA_METHOD_DENSE;
    T->da.blasst.lambda = 1e-30f; /* decisions on, nothing to skip on these inputs */
    T->da.batch = s->batch; T->da.q_len = ql; T->da.heads_q = hq; T->da.heads_kv = hkv; T->da.head_dim = d;
    T->da.max_seqlen_k = s->seqlen_k;
    T->da.causal = s->causal;
    if ((st = sa__tune_ensure(T, &T->seqlens, &T->cap_sl, (size_t)s->batch * 4)) != SA_OK) return st;
    sl = (int32_t *)SA_MALLOC((size_t)s->batch * 4);
    if (!sl) return sa__fail(T->ctx, SA_ERROR_OUT_OF_MEMORY, "sa_autotune: out of host memory");
    for (i = 0; i < s->batch; ++i) sl[i] = s->seqlen_k;
    st = sa_memcpy_htod(T->tc, T->seqlens, sl, (size_t)s->batch * 4);
    SA_FREE(sl);
    if (st != SA_OK) return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: %s", sa_last_error(T->tc));
    T->da.seqlens_k = (const int32_t *)T->seqlens;
  } else {
    int sq = s->seqlen_q ? s->seqlen_q : s->seqlen_k;
    nq = (size_t)s->batch * sq * hq * d;
    nk = (size_t)s->batch * s->seqlen_k * hkv * d;
    memset(&T->pa, 0, sizeof T->pa);
    T->pa.dtype = (sa_dtype)dt;
    T->pa.method = blasst ? SA_METHOD_BLASST : SA_METHOD_DENSE;
    T->pa.blasst.lambda = 1e-30f;
    T->pa.batch = s->batch; T->pa.seqlen_q = sq; T->pa.seqlen_k = s->seqlen_k;
    T->pa.heads_q = hq; T->pa.heads_kv = hkv; T->pa.head_dim = d; T->pa.causal = s->causal;
  }
  if ((st = sa__tune_ensure(T, &T->q, &T->cap_q, nq * 2)) != SA_OK || (st = sa__tune_ensure(T, &T->o, &T->cap_o, nq * 2)) != SA_OK ||
      (st = sa__tune_ensure(T, &T->k, &T->cap_k, nk * 2)) != SA_OK || (st = sa__tune_ensure(T, &T->v, &T->cap_v, nk * 2)) != SA_OK)
    return st;
  if ((st = sa__tune_fill(T, T->q, nq, dt)) != SA_OK || (st = sa__tune_fill(T, T->k, nk, dt)) != SA_OK ||
      (st = sa__tune_fill(T, T->v, nk, dt)) != SA_OK)
    return st;
  if (nq * 2 > T->cap_host) {
    SA_FREE(T->ref); SA_FREE(T->out);
    T->ref = (uint16_t *)SA_MALLOC(nq * 2);
    T->out = (uint16_t *)SA_MALLOC(nq * 2);
    T->cap_host = T->ref && T->out ? nq * 2 : 0;
    if (!T->cap_host) return sa__fail(T->ctx, SA_ERROR_OUT_OF_MEMORY, "sa_autotune: out of host memory (%zu bytes)", nq * 4);
  }
  if (decode) { T->da.q = T->q; T->da.o = T->o; T->da.k = T->k; T->da.v = T->v; }
  else { T->pa.q = T->q; T->pa.o = T->o; T->pa.k = T->k; T->pa.v = T->v; }
  *elems = nq;
  return SA_OK;
}

static void sa__tune_cfg_name(const sa__tune_entry *e, int decode, char *out, size_t cap) {
  int nc, np;
  const sa__config *c = sa__config_table(&nc);
  const sa__split_policy *p = sa__split_policy_table(&np);
  if (decode) snprintf(out, cap, "%s %s", c[e->config].name, p[e->split].name);
  else snprintf(out, cap, "%s", c[e->config].name);
}

static void sa__tune_note(sa__tune_run *T, const char *line) {
  size_t n = T->notes ? strlen(T->notes) : 0, k = strlen(line);
  if (!T->notes || n + k + 2 > T->notes_cap) {
    size_t cap = (n + k + 2) * 2 + 1024;
    char *s = (char *)SA_MALLOC(cap);
    if (!s) return;
    if (T->notes) { memcpy(s, T->notes, n + 1); SA_FREE(T->notes); } else s[0] = 0;
    T->notes = s;
    T->notes_cap = cap;
  }
  memcpy(T->notes + n, line, k);
  T->notes[n + k] = '\n';
  T->notes[n + k + 1] = 0;
}

/* Tune one slot: every candidate (config x split policy) on every shape against the default. */
static sa_status sa__tune_slot(sa__tune_run *T, int fam, int dt, int d, const sa_tune_shape *shapes, int n_shapes) {
  const sa__tune_family *tf = &sa__tune_families[fam];
  int decode = tf->kind == SA__KIND_FWD_DECODE;
  int nc, np, nv, i, k, si, nk = 0, best = -1, def_vi = -1;
  const sa__config *cfg = sa__config_table(&nc);
  const sa__variant *v = sa__variant_table(&nv);
  sa__tune_entry cand[SA__TUNE_MAX_CANDS], def;
  double ms[SA__TUNE_MAX_CANDS][SA__TUNE_MAX_SHAPES], def_ms[SA__TUNE_MAX_SHAPES], tol = dt == SA_DTYPE_FP16 ? 2e-3 : 1e-2;
  int bad[SA__TUNE_MAX_CANDS], rejected[SA__TUNE_MAX_CANDS];
  double def_total = 0, best_total;
  char line[1024], dname[64], wname[64];
  sa_status st;
  sa__split_policy_table(&np);
  for (i = 0; i < nc; ++i) {
    if (cfg[i].kind != tf->kind || cfg[i].blasst != tf->blasst || cfg[i].sub != tf->sub || cfg[i].head_dim != d ||
        cfg[i].family > T->tc->max_family || cfg[i].smem_bytes + cfg[i].static_smem > T->tc->smem_optin)
      continue;
    for (k = 0; k < (decode ? np : 1) && nk < SA__TUNE_MAX_CANDS; ++k) {
      cand[nk].fam = fam; cand[nk].dtype = dt; cand[nk].head_dim = d; cand[nk].max_family = T->tc->max_family;
      cand[nk].config = i; cand[nk].split = k;
      bad[nk] = rejected[nk] = 0;
      ++nk;
    }
  }
  if (nk < 2) {
    snprintf(line, sizeof line, "%s %s d%d: %d candidate%s on this GPU, nothing to tune", tf->name, sa__dtype_name(dt), d, nk,
             nk == 1 ? "" : "s");
    if (T->opt->progress) T->opt->progress(T->opt->progress_user, line);
    return SA_OK;
  }
  memset(&def, 0, sizeof def);
  for (si = 0; si < n_shapes; ++si) {
    size_t elems = 0, ws = 0;
    int dvi, dsplits, vi, splits;
    const char *sname = shapes[si].name ? shapes[si].name : "?";
    if ((st = sa__tune_shape(T, decode, tf->blasst, dt, d, &shapes[si], &elems)) != SA_OK) return st;
    /* the default: no tuned entry */
    sa__tune_force(T, NULL);
    if ((st = sa__tune_selected(T, decode, &dvi, &dsplits, &ws)) != SA_OK) return sa__fail(T->ctx, st, "sa_autotune: %s", sa_last_error(T->tc));
    if (def_vi < 0) {
      def_vi = dvi;
      for (i = 0; i < nk; ++i)
        if (sa__variant_has_config(&v[dvi], &cfg[cand[i].config]) && cand[i].split == (decode ? sa__split_default(tf->blasst) : 0)) break;
      if (i == nk) return sa__fail(T->ctx, SA_ERROR_INTERNAL, "sa_autotune: %s's default is not in its config space", v[dvi].name);
      def = cand[i];
    }
    if ((st = sa__tune_ensure(T, &T->ws, &T->cap_ws, ws)) != SA_OK) return st;
    T->da.workspace = T->ws; T->da.workspace_bytes = T->cap_ws;
    if ((st = sa__tune_output(T, decode, elems, T->ref)) != SA_OK || (st = sa__tune_time(T, decode, &def_ms[si])) != SA_OK) return st;
    def_total += def_ms[si];
    for (k = 0; k < nk; ++k) {
      if (bad[k] || rejected[k]) continue;
      sa__tune_force(T, &cand[k]);
      /* a candidate this call cannot take (another row-tile count, shared memory) cannot win */
      if (sa__tune_selected(T, decode, &vi, &splits, &ws) != SA_OK || !sa__variant_has_config(&v[vi], &cfg[cand[k].config])) {
        bad[k] = 1;
        continue;
      }
      if (vi == dvi && splits == dsplits) { ms[k][si] = def_ms[si]; continue; } /* the default's very launch */
      if ((st = sa__tune_ensure(T, &T->ws, &T->cap_ws, ws)) != SA_OK) return st;
      T->da.workspace = T->ws; T->da.workspace_bytes = T->cap_ws;
      if (sa__tune_output(T, decode, elems, T->out) != SA_OK) { /* e.g. a kernel this GPU cannot launch: it cannot win */
        char cn[64];
        sa__tune_cfg_name(&cand[k], decode, cn, sizeof cn);
        sa__jit_log(&T->ctx->jit, SA_LOG_WARN, "sa_autotune: %s %s d%d %s: %s failed: %s", tf->name, sa__dtype_name(dt), d,
                    sname, cn, sa_last_error(T->ctx));
        if (sa_stream_synchronize(T->tc, T->stream) != SA_OK)
          return sa__fail(T->ctx, SA_ERROR_CUDA, "sa_autotune: the GPU is in an error state after %s: %s", cn, sa_last_error(T->tc));
        bad[k] = 1;
        continue;
      }
      if (!(sa__tune_distance(T->ref, T->out, elems, dt) <= tol)) {
        char cn[64];
        sa__tune_cfg_name(&cand[k], decode, cn, sizeof cn);
        sa__jit_log(&T->ctx->jit, SA_LOG_WARN, "sa_autotune: %s %s d%d %s: %s differs from the default by %.3g (tolerance "
                    "%.0e): rejected", tf->name, sa__dtype_name(dt), d, sname, cn,
                    sa__tune_distance(T->ref, T->out, elems, dt), tol);
        rejected[k] = 1;
        T->rep.rejected++;
        continue;
      }
      if ((st = sa__tune_time(T, decode, &ms[k][si])) != SA_OK) return st;
    }
    sa__tune_force(T, NULL);
  }
  /* the winner: verified everywhere, no slower than the default on any shape, the margin faster in sum */
  best_total = def_total * (1.0 - T->margin);
  for (k = 0; k < nk; ++k) {
    double tot = 0;
    int ok = !bad[k] && !rejected[k];
    for (si = 0; si < n_shapes && ok; ++si) {
      ok = ms[k][si] <= def_ms[si];
      tot += ms[k][si];
    }
    if (ok && tot < best_total) { best = k; best_total = tot; }
  }
  sa__tune_cfg_name(&def, decode, dname, sizeof dname);
  sa__tune_cfg_name(best >= 0 ? &cand[best] : &def, decode, wname, sizeof wname);
  if (!sa__tune_put(&T->table, best >= 0 ? &cand[best] : &def))
    return sa__fail(T->ctx, SA_ERROR_INTERNAL, "sa_autotune: more than %d tuned slots", SA__TUNE_MAX);
  T->rep.slots++;
  if (best >= 0) T->rep.changed++;
  snprintf(line, sizeof line, "%s %s d%d: %s%s", tf->name, sa__dtype_name(dt), d, wname, best >= 0 ? "" : " (the default)");
  for (si = 0; si < n_shapes; ++si) {
    sa_autotune_row *r;
    int nrej = 0, ncand = 0;
    for (k = 0; k < nk; ++k) { nrej += rejected[k]; ncand += !bad[k]; }
    if (T->rep.n_rows == T->cap_rows) {
      int cap = T->cap_rows ? 2 * T->cap_rows : 64;
      sa_autotune_row *nr = (sa_autotune_row *)SA_MALLOC(sizeof *nr * (size_t)cap);
      if (!nr) return sa__fail(T->ctx, SA_ERROR_OUT_OF_MEMORY, "sa_autotune: out of host memory");
      if (T->rep.n_rows) memcpy(nr, T->rep.rows, sizeof *nr * (size_t)T->rep.n_rows);
      SA_FREE(T->rep.rows);
      T->rep.rows = nr;
      T->cap_rows = cap;
    }
    r = &T->rep.rows[T->rep.n_rows++];
    memset(r, 0, sizeof *r);
    r->family = tf->name;
    r->dtype = (sa_dtype)dt;
    r->head_dim = d;
    sa__strlcpy(r->shape, shapes[si].name ? shapes[si].name : "?", sizeof r->shape);
    sa__strlcpy(r->default_config, dname, sizeof r->default_config);
    sa__strlcpy(r->winner_config, wname, sizeof r->winner_config);
    r->default_ms = def_ms[si];
    r->winner_ms = best >= 0 ? ms[best][si] : def_ms[si];
    r->candidates = ncand;
    r->rejected = nrej;
    sa__appendf(line, sizeof line, ", %s %.4f ms (default %.4f)", r->shape, r->winner_ms, r->default_ms);
  }
  sa__tune_note(T, line);
  if (T->opt->progress) T->opt->progress(T->opt->progress_user, line);
  return SA_OK;
}

static sa_status sa__tune_check_shapes(sa_context *ctx, const char *what, const sa_tune_shape *s, int n, int decode) {
  int i;
  if (n < 0 || n > SA__TUNE_MAX_SHAPES || (n > 0 && !s))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->n_%s is %d; must be 0 to %d with options->%s set",
                    what, n, SA__TUNE_MAX_SHAPES, what);
  for (i = 0; i < n; ++i) {
    int hq = s[i].heads_q ? s[i].heads_q : 32, hkv = s[i].heads_kv ? s[i].heads_kv : 8;
    if (s[i].batch < 1 || s[i].seqlen_k < 1 || s[i].seqlen_q < 0 || hq < 1 || hkv < 1 || hq % hkv ||
        (decode && s[i].seqlen_q > 16))
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->%s[%d] (batch %d, seqlen_q %d, seqlen_k %d, heads "
                      "%d/%d) is not a valid shape%s", what, i, s[i].batch, s[i].seqlen_q, s[i].seqlen_k, hq, hkv,
                      decode ? " (decode: seqlen_q is q_len, 0 to 16)" : "");
  }
  return SA_OK;
}

SADEF void sa_autotune_report_free(sa_autotune_report *r) {
  if (!r) return;
  SA_FREE(r->rows);
  r->rows = NULL;
  r->n_rows = 0;
}

SADEF sa_status sa_autotune(sa_context *ctx, const sa_autotune_options *options, sa_autotune_report *report) {
  static const sa_tune_shape prefill_default[] = {{"short", 4, 1024, 1024, 32, 8, 1}, {"long", 1, 16384, 16384, 32, 8, 1}};
  static const sa_tune_shape decode_default[] = {
      {"batch", 64, 1, 8192, 32, 8, 0}, {"long", 2, 1, 65536, 32, 8, 0}, {"short", 8, 1, 2048, 32, 8, 0}};
  static const sa_dtype dtypes_default[] = {SA_DTYPE_BF16, SA_DTYPE_FP16};
  sa_autotune_options defaults;
  const sa_autotune_options *o = options;
  sa__tune_run T;
  sa_context_options co;
  sa__tune_ident id;
  const sa_tune_shape *ps, *ds;
  const sa_dtype *dts;
  int nps, nds, ndt, nhd, hd[64], f, i, j, nc, nv;
  unsigned fams;
  char path[SA__PATH_CAP];
  const sa__config *cfg = sa__config_table(&nc);
  const sa__variant *v = sa__variant_table(&nv);
  sa_status st = SA_OK;
  double t0 = sa__now_ms();
  if (report) memset(report, 0, sizeof *report);
  if (sa__enter(ctx, "sa_autotune") != SA_OK) return SA_ERROR_INVALID_ARGUMENT;
  if (!o) { memset(&defaults, 0, sizeof defaults); o = &defaults; }
  fams = o->families ? o->families : (SA_TUNE_PREFILL | SA_TUNE_DECODE);
  if (fams & ~SA_TUNE_ALL)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->families is 0x%x; use SA_TUNE_* bits", fams);
  if (o->n_dtypes < 0 || o->n_dtypes > 2 || (o->n_dtypes > 0 && !o->dtypes))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->n_dtypes is %d; must be 0 to 2 with options->dtypes set",
                    o->n_dtypes);
  dts = o->n_dtypes ? o->dtypes : dtypes_default;
  ndt = o->n_dtypes ? o->n_dtypes : 2;
  for (i = 0; i < ndt; ++i)
    if (dts[i] != SA_DTYPE_BF16 && dts[i] != SA_DTYPE_FP16)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->dtypes[%d] is %d; use SA_DTYPE_BF16 or SA_DTYPE_FP16",
                      i, (int)dts[i]);
  if (o->n_head_dims < 0 || o->n_head_dims > 64 || (o->n_head_dims > 0 && !o->head_dims))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->n_head_dims is %d; must be 0 to 64 with "
                    "options->head_dims set", o->n_head_dims);
  nhd = 0;
  if (o->n_head_dims) {
    for (i = 0; i < o->n_head_dims; ++i) {
      for (j = 0; j < nv && !(v[j].kind == SA__KIND_FWD_PREFILL && v[j].head_dim == o->head_dims[i]); ++j) {}
      if (j == nv)
        return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->head_dims[%d] is %d, which this header does not "
                        "carry (make generate HEAD_DIMS=\"...\" adds it)", i, o->head_dims[i]);
      hd[nhd++] = o->head_dims[i];
    }
  } else {
    for (i = 0; i < nc; ++i) {
      if (cfg[i].kind != SA__KIND_FWD_PREFILL) continue;
      for (j = 0; j < nhd && hd[j] != cfg[i].head_dim; ++j) {}
      if (j == nhd && nhd < 64) hd[nhd++] = cfg[i].head_dim;
    }
  }
  if ((st = sa__tune_check_shapes(ctx, "prefill_shapes", o->prefill_shapes, o->n_prefill_shapes, 0)) != SA_OK ||
      (st = sa__tune_check_shapes(ctx, "decode_shapes", o->decode_shapes, o->n_decode_shapes, 1)) != SA_OK)
    return st;
  ps = o->n_prefill_shapes ? o->prefill_shapes : prefill_default;
  nps = o->n_prefill_shapes ? o->n_prefill_shapes : 2;
  ds = o->n_decode_shapes ? o->decode_shapes : decode_default;
  nds = o->n_decode_shapes ? o->n_decode_shapes : 3;
  if (o->warmup < 0 || o->reps < 0 || o->reps > 1000)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->warmup (%d) must be >= 0 and options->reps (%d) in "
                    "0..1000", o->warmup, o->reps);
  if (!(o->margin >= 0.f && o->margin < 0.5f))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->margin is %g; must be in [0, 0.5)", (double)o->margin);
  if (o->output_path && *o->output_path) {
    if (strlen(o->output_path) >= sizeof path)
      return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "sa_autotune: options->output_path is too long");
    sa__strlcpy(path, o->output_path, sizeof path);
  } else if ((st = sa_tuning_file_path(ctx, path, sizeof path)) != SA_OK) {
    return sa__fail(ctx, st, "sa_autotune: no options->output_path and %s", sa_last_error(ctx));
  }

  memset(&T, 0, sizeof T);
  T.ctx = ctx;
  T.opt = o;
  T.warmup = o->warmup ? o->warmup : 3;
  T.reps = o->reps ? o->reps : 10;
  T.margin = o->margin > 0 ? o->margin : 0.02f;
  /* a private context on the same GPU and cache: its tuning table is the switch between candidates */
  memset(&co, 0, sizeof co);
  co.device = ctx->ordinal;
  co.cache_dir = ctx->jit.disk ? ctx->jit.dir : NULL;
  co.no_disk_cache = !ctx->jit.disk;
  co.log = ctx->jit.log;
  co.log_user = ctx->jit.log_user;
  co.max_family = ctx->max_family;
  co.no_tuning = 1;
  if (sa_context_create(&co, &T.tc) != SA_OK) return sa__fail(ctx, SA_ERROR_CUDA, "sa_autotune: %s", sa_last_error(NULL));
  pthread_mutex_lock(&ctx->mu);
  T.table = ctx->tune; /* slots not tuned now are kept */
  pthread_mutex_unlock(&ctx->mu);
  for (i = 0; i < 2; ++i) {
    uint64_t x = 0x9e3779b97f4a7c15ull + (uint64_t)i;
    T.pattern[i] = (uint16_t *)SA_MALLOC(SA__TUNE_PATTERN * 2);
    if (!T.pattern[i]) { st = sa__fail(ctx, SA_ERROR_OUT_OF_MEMORY, "sa_autotune: out of host memory"); goto out; }
    for (j = 0; j < SA__TUNE_PATTERN; ++j) {
      float u;
      x ^= x << 13; x ^= x >> 7; x ^= x << 17;
      u = (float)((double)(x >> 11) * (2.0 / 9007199254740992.0) - 1.0);
      T.pattern[i][j] = i == SA_DTYPE_FP16 ? sa_f32_to_fp16(u) : sa_f32_to_bf16(u);
    }
  }
  if (sa_stream_create(T.tc, &T.stream) != SA_OK || sa_event_create(T.tc, &T.e0) != SA_OK || sa_event_create(T.tc, &T.e1) != SA_OK) {
    st = sa__fail(ctx, SA_ERROR_CUDA, "sa_autotune: %s", sa_last_error(T.tc));
    goto out;
  }
  for (f = 0; f < SA__N_TUNE_FAMILIES && st == SA_OK; ++f) {
    int decode = sa__tune_families[f].kind == SA__KIND_FWD_DECODE;
    if (!(fams & sa__tune_families[f].flag)) continue;
    for (i = 0; i < ndt && st == SA_OK; ++i)
      for (j = 0; j < nhd && st == SA_OK; ++j)
        st = sa__tune_slot(&T, f, (int)dts[i], hd[j], decode ? ds : ps, decode ? nds : nps);
  }
  if (st == SA_OK) {
    sa__tune_ident_of(ctx, &id);
    if (sa__tune_write(path, &id, &T.table, T.notes) != 0) {
      st = sa__fail(ctx, SA_ERROR_IO, "sa_autotune: writing the tuning file %s failed: %s", path, strerror(errno));
    } else {
      pthread_mutex_lock(&ctx->mu);
      ctx->tune = T.table;
      sa__strlcpy(ctx->tune_path, path, sizeof ctx->tune_path);
      pthread_mutex_unlock(&ctx->mu);
      sa__strlcpy(T.rep.path, path, sizeof T.rep.path);
    }
  }
out:
  if (T.stream) sa_stream_destroy(T.tc, T.stream);
  if (T.e0) sa_event_destroy(T.tc, T.e0);
  if (T.e1) sa_event_destroy(T.tc, T.e1);
  sa_device_free(T.tc, T.q); sa_device_free(T.tc, T.k); sa_device_free(T.tc, T.v); sa_device_free(T.tc, T.o);
  sa_device_free(T.tc, T.ws); sa_device_free(T.tc, T.seqlens);
  sa_context_destroy(T.tc);
  SA_FREE(T.ref); SA_FREE(T.out); SA_FREE(T.pattern[0]); SA_FREE(T.pattern[1]); SA_FREE(T.notes);
  T.rep.wall_ms = sa__now_ms() - t0;
  if (report && st == SA_OK) *report = T.rep;
  else SA_FREE(T.rep.rows);
  return st;
}

#endif /* SPARSEATTN_NO_TOOLS */

/* ------------------------------------------------------------------------------------------------------ */
/* 16-bit floats and the CPU reference                                                        >>reference */
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

#ifndef SPARSEATTN_NO_TOOLS /* the CPU references, MOMO's and Kascade's host algorithms, calibration, synthetic inputs */
static double sa__ld16(const void *base, int64_t idx, sa_dtype dt) {
  uint16_t x = ((const uint16_t *)base)[idx];
  return dt == SA_DTYPE_BF16 ? sa_bf16_to_f32(x) : sa_fp16_to_f32(x);
}

/* An FP8 code's value: e4m3 (bias 7, no infinities, 0x7f and 0xff NaN) or e5m2 (IEEE-style, bias 15). */
static double sa__fp8_value(uint8_t c, int format) {
  const int e4 = format == SA_KV_FP8_E4M3, mb = e4 ? 3 : 2, bias = e4 ? 7 : 15;
  const int e = (c & 0x7f) >> mb, m = c & ((1 << mb) - 1);
  const double sign = (c & 0x80) ? -1.0 : 1.0;
  if (e4 && (c & 0x7f) == 0x7f) return NAN;
  if (!e4 && e == 31) return m ? NAN : sign * INFINITY;
  if (e == 0) return sign * ldexp((double)m, 1 - bias - mb);
  return sign * ldexp((double)((1 << mb) + m), e - bias - mb);
}

/* x >= 0 rounded to e4m3 as the kernels' cvt.rn.satfinite does: to nearest, ties to even, at most 448 (3 mantissa bits;
   below 2^-6 the subnormals' step 2^-9). */
static double sa__e4m3_round(double x) {
  int e;
  if (!(x > 0)) return x;
  if (x >= 448) return 448;
  (void)frexp(x, &e); /* x in [2^(e-1), 2^e) */
  return nearbyint(ldexp(x, 3 - (e - 1 > -6 ? e - 1 : -6))) * ldexp(1.0, (e - 1 > -6 ? e - 1 : -6) - 3);
}
/* FP8 attention's KV tile (codegen/variants.py SM90_FP8_TILES: 128 keys at every head dim): P is rounded per tile */
#define SA__FP8_KV_TILE 128

/* A cache element: 16-bit of dtype, or an FP8 code (sa_kv_format) times its scale. */
static double sa__ld_kv(const void *base, int64_t idx, sa_dtype dt, int format, double scale) {
  if (format == SA_KV_NATIVE) return sa__ld16(base, idx, dt);
  return sa__fp8_value(((const uint8_t *)base)[idx], format) * scale;
}

/* The reference core: one block of query rows against one sequence's keys, processed in KV tiles grouped in
   chunks, exactly as the kernels do (DESIGN.md section 5): the first chunk's running max starts at -inf, a later
   chunk's (BLASST decode) at the max of the sequence's first tile, and a chunk's first tile is never skipped; BLASST skips a tile when every row that sees a key of it has
   (tile max - running max) * scale < ln(lambda). Rows then take the softmax over the keys of the kept tiles. */
typedef struct sa__ref_block {
  const void *q, *k, *v;      /* the tensors (host), element type dtype */
  sa_dtype dtype;
  int kv_format;              /* K and V: dtype (SA_KV_NATIVE) or FP8 codes (sa_kv_format) times k_scale / v_scale */
  double k_scale, v_scale;
  int q_format;               /* Q: dtype, or FP8 codes times q_scale (FP8 attention) */
  double q_scale;
  int p8_tile;                /* > 0 (FP8 attention): P is rounded to e4m3 (x 256) against the running max of the tiles
                                 of p8_tile keys so far, as the kernel's P.V takes it */
  int d, n_rows, n_keys;
  const int64_t *q_off, *k_off, *v_off, *o_off, *lse_off; /* per row / per key element offsets; lse_off < 0: none */
  const int *lim;             /* per row: last key it sees (-1: none) */
  const int *lo, *hi;         /* optional, per row: the first and last key position of its window */
  const int *kpos;            /* optional, per key: its position (Kascade's lists), compared with lo/hi; NULL = j */
  const double *sink;         /* optional, per row: its sink logit */
  double softcap;             /* > 0: s = softcap * tanh(s / softcap) */
  double scale, log_lambda;   /* log_lambda = -inf: dense */
  int kv_tile, n_tiles;       /* tiles [t_first, n_tiles) are visited */
  int t_first;
  int chunks;                 /* the tiles split evenly into this many chunks */
  unsigned char *skip;        /* optional out: per tile */
  double *margin;             /* optional out: per tile */
  int count_seen_only;        /* count only tiles some row sees a key of (prefill BLASST decides per warp) */
  unsigned long long considered, skipped;
} sa__ref_block;

/* The keys any row of the block sees: 0 .. max(lim) (never past n_keys). */
static int sa__ref_keys_seen(const sa__ref_block *B) {
  int r, n = 0;
  for (r = 0; r < B->n_rows; ++r)
    if (B->lim[r] + 1 > n) n = B->lim[r] + 1;
  return n < B->n_keys ? n : B->n_keys;
}

#define SA__REF_CORE(T, NAME, EXP, LOG)                                                                          \
  static int NAME(sa__ref_block *B, T *out, T *lse) {                                                          \
    int r, j, t, c, d, per;                                                                                    \
    const int nr = B->n_rows, nk = B->n_keys, D = B->d;                                                        \
    T *s = (T *)SA_MALLOC(sizeof(T) * ((size_t)nr * (nk > 0 ? nk : 1)));                                       \
    T *acc = (T *)SA_MALLOC(sizeof(T) * (size_t)D);                                                            \
    double *mp = (double *)SA_MALLOC(sizeof(double) * (size_t)(nr > 0 ? nr : 1));                              \
    unsigned char *kept = (unsigned char *)SA_MALLOC((size_t)(B->n_tiles > 0 ? B->n_tiles : 1));               \
    /* K, V and a Q row converted once (not per use): the same values in the same order, so the same bits */    \
    const int nkc = sa__ref_keys_seen(B);                                                                      \
    T *kf = (T *)SA_MALLOC(sizeof(T) * (size_t)D * (size_t)(nkc > 0 ? nkc : 1));                              \
    T *vf = (T *)SA_MALLOC(sizeof(T) * (size_t)D * (size_t)(nkc > 0 ? nkc : 1));                              \
    T *qf = (T *)SA_MALLOC(sizeof(T) * (size_t)D);                                                             \
    if (!s || !acc || !mp || !kept || !kf || !vf || !qf) {                                                     \
      SA_FREE(s); SA_FREE(acc); SA_FREE(mp); SA_FREE(kept); SA_FREE(kf); SA_FREE(vf); SA_FREE(qf);             \
      return -1;                                                                                               \
    }                                                                                                          \
    for (j = 0; j < nkc; ++j)                                                                                  \
      for (d = 0; d < D; ++d) {                                                                                \
        kf[(size_t)j * D + d] = (T)sa__ld_kv(B->k, B->k_off[j] + d, B->dtype, B->kv_format, B->k_scale);       \
        vf[(size_t)j * D + d] = (T)sa__ld_kv(B->v, B->v_off[j] + d, B->dtype, B->kv_format, B->v_scale);       \
      }                                                                                                        \
    for (r = 0; r < nr; ++r) {                                                                                 \
      for (d = 0; d < D; ++d) qf[d] = (T)sa__ld_kv(B->q, B->q_off[r] + d, B->dtype, B->q_format, B->q_scale);    \
      for (j = 0; j <= B->lim[r] && j < nk; ++j) {                                                             \
        const T *kj = kf + (size_t)j * D;                                                                      \
        const int pos = B->kpos ? B->kpos[j] : j;                                                              \
        T dot = 0;                                                                                             \
        for (d = 0; d < D; ++d) dot += qf[d] * kj[d];                                                          \
        dot *= (T)B->scale;                                                                                    \
        if (B->softcap > 0) dot = (T)(B->softcap * tanh((double)dot / B->softcap));                            \
        /* a key outside the row's window is -inf: never a max, never summed */                              \
        s[(size_t)r * nk + j] = (B->lo && pos < B->lo[r]) || (B->hi && pos > B->hi[r]) ? -(T)INFINITY : dot;    \
      }                                                                                                        \
    }                                                                                                          \
    per = B->chunks > 0 ? (B->n_tiles - B->t_first + B->chunks - 1) / B->chunks : B->n_tiles - B->t_first;    \
    if (per < 1) per = 1;                                                                                      \
    for (t = 0; t < B->n_tiles; ++t) kept[t] = 1;                                                              \
    for (c = 0; B->t_first + c * per < B->n_tiles; ++c) {                                                      \
      const int t0 = B->t_first + c * per, t1 = t0 + per < B->n_tiles ? t0 + per : B->n_tiles;               \
      for (r = 0; r < nr; ++r) { /* the max starts at the sink; a later chunk's at the first tile's too (BLASST \
                                    decode) */                                                                 \
        mp[r] = B->sink ? B->sink[r] : -INFINITY;                                                              \
        if (t0 > B->t_first && B->log_lambda > -INFINITY)                                                      \
          for (j = B->t_first * B->kv_tile; j < (B->t_first + 1) * B->kv_tile && j < nk && j <= B->lim[r]; ++j) \
            if ((double)s[(size_t)r * nk + j] > mp[r]) mp[r] = s[(size_t)r * nk + j];                         \
      }                                                                                                        \
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
      T m = B->sink ? (T)B->sink[r] : -(T)INFINITY, l;                                                         \
      for (j = 0; j <= B->lim[r] && j < nk; ++j)                                                               \
        if (kept[j / B->kv_tile] && s[(size_t)r * nk + j] > m) m = s[(size_t)r * nk + j];                     \
      l = B->sink && m > -(T)INFINITY ? EXP((T)B->sink[r] - m) : (T)0;                                         \
      for (d = 0; d < D; ++d) acc[d] = 0;                                                                      \
      if (B->p8_tile > 0) { /* FP8 attention: tile by tile, P rounded against the running max (dense: all kept) */ \
        m = B->sink ? (T)B->sink[r] : -(T)INFINITY;                                                            \
        l = B->sink ? (T)1 : (T)0;                                                                             \
        for (t = 0; t * B->p8_tile <= B->lim[r] && t * B->p8_tile < nk; ++t) {                                 \
          const int j0 = t * B->p8_tile, j1 = j0 + B->p8_tile - 1 < B->lim[r] ? j0 + B->p8_tile - 1 : B->lim[r]; \
          T mt = -(T)INFINITY;                                                                                 \
          for (j = j0; j <= j1 && j < nk; ++j) if (s[(size_t)r * nk + j] > mt) mt = s[(size_t)r * nk + j];    \
          if (mt > m) {                                                                                        \
            const T alpha = m == -(T)INFINITY ? (T)0 : EXP(m - mt);                                            \
            l *= alpha;                                                                                        \
            for (d = 0; d < D; ++d) acc[d] *= alpha;                                                           \
            m = mt;                                                                                            \
          }                                                                                                    \
          for (j = j0; j <= j1 && j < nk; ++j) {                                                               \
            T pj, pq;                                                                                          \
            if (s[(size_t)r * nk + j] == -(T)INFINITY) continue;                                               \
            pj = EXP(s[(size_t)r * nk + j] - m);                                                               \
            l += pj;                                                                                           \
            pq = (T)(sa__e4m3_round(256.0 * (double)pj) / 256.0);                                              \
            for (d = 0; d < D; ++d) acc[d] += pq * vf[(size_t)j * D + d];                                      \
          }                                                                                                    \
        }                                                                                                      \
      } else                                                                                                   \
      for (j = 0; j <= B->lim[r] && j < nk; ++j) {                                                             \
        T pj;                                                                                                  \
        if (!kept[j / B->kv_tile] || s[(size_t)r * nk + j] == -(T)INFINITY) continue;                          \
        pj = EXP(s[(size_t)r * nk + j] - m);                                                                   \
        l += pj;                                                                                               \
        for (d = 0; d < D; ++d) acc[d] += pj * vf[(size_t)j * D + d];                                          \
      }                                                                                                        \
      /* l == 0 only for a row that saw no key: O = 0, LSE = -inf. A NaN or +inf score makes l NaN (the max      \
         skips NaN; inf - inf is NaN), and the NaN reaches O and the LSE, as sa_sm_inv/sa_sm_lse leave it. */     \
      for (d = 0; d < D; ++d) out[B->o_off[r] + d] = l != 0 ? acc[d] / l : (T)0;                              \
      if (lse && B->lse_off[r] >= 0) lse[B->lse_off[r]] = l != 0 ? m + LOG(l) : -(T)INFINITY;                  \
    }                                                                                                          \
    SA_FREE(s); SA_FREE(acc); SA_FREE(mp); SA_FREE(kept); SA_FREE(kf); SA_FREE(vf); SA_FREE(qf);               \
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
  int *lim, *lo, *hi;
  double *sink;
} sa__ref_bufs;
static void sa__ref_bufs_free(sa__ref_bufs *b) {
  SA_FREE(b->q_off); SA_FREE(b->o_off); SA_FREE(b->lse_off); SA_FREE(b->k_off); SA_FREE(b->v_off); SA_FREE(b->lim);
  SA_FREE(b->lo); SA_FREE(b->hi); SA_FREE(b->sink);
}
static int sa__ref_bufs_alloc(sa__ref_bufs *b, int rows, int keys) {
  size_t nr = (size_t)(rows > 0 ? rows : 1), nk = (size_t)(keys > 0 ? keys : 1);
  b->q_off = (int64_t *)SA_MALLOC(nr * 8); b->o_off = (int64_t *)SA_MALLOC(nr * 8); b->lse_off = (int64_t *)SA_MALLOC(nr * 8);
  b->lim = (int *)SA_MALLOC(nr * sizeof(int)); b->k_off = (int64_t *)SA_MALLOC(nk * 8); b->v_off = (int64_t *)SA_MALLOC(nk * 8);
  b->lo = (int *)SA_MALLOC(nr * sizeof(int)); b->hi = (int *)SA_MALLOC(nr * sizeof(int));
  b->sink = (double *)SA_MALLOC(nr * sizeof(double));
  if (!b->q_off || !b->o_off || !b->lse_off || !b->lim || !b->k_off || !b->v_off || !b->lo || !b->hi || !b->sink) {
    sa__ref_bufs_free(b);
    return -1;
  }
  return 0;
}

/* A row's window in key positions: [pos - left, pos + right] (a side of -1 or no window: unbounded). */
static int sa__ref_win_lo(int use, int left, int pos) { return use && left >= 0 ? pos - left : -0x7fffffff - 1; }
static int sa__ref_win_hi(int use, int right, int pos) { return use && right >= 0 ? pos + right : 0x7fffffff; }

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

/* The block_table slots sequence b uses (its first ceil(len / page_size)) hold pages in [0, num_pages); the slots past
   them are never read and may hold anything (-1 padding, as engines leave them), as on the GPU (sa__validate_cache). */
static sa_status sa__ref_check_pages(const char *fn, const int32_t *bt, int b, int max_pages, int page_size, int num_pages,
                                     int len) {
  int j;
  for (j = 0; j < (int)(((int64_t)len + page_size - 1) / page_size); ++j)
    if (bt[(size_t)b * max_pages + j] < 0 || bt[(size_t)b * max_pages + j] >= num_pages)
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: block_table[%d][%d] is %d; must be a page in [0, num_pages = %d)",
                      fn, b, j, bt[(size_t)b * max_pages + j], num_pages);
  return SA_OK;
}

/* A sequence's query and KV lengths in the reference (host arrays). */
static int sa__ref_len_q(const sa_attention_args *a, int b) {
  return a->cu_seqlens_q ? a->cu_seqlens_q[b + 1] - a->cu_seqlens_q[b] : a->seqlen_q;
}
static int sa__ref_len_k(const sa_attention_args *a, int b) {
  return a->cu_seqlens_k ? a->cu_seqlens_k[b + 1] - a->cu_seqlens_k[b] : a->seqlens_k ? a->seqlens_k[b] : a->seqlen_k;
}

SADEF sa_status sa_ref_attention_ex(const sa_attention_args *a, sa_ref_options *opt, void *out, void *lse) {
  static const char *fn = "sa_ref_attention_ex";
  sa__attn r;
  sa_status st;
  sa__ref_bufs bufs;
  int b, h, j, bm, bn, brows;
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
  for (b = 0; b < a->batch; ++b) {
    const int lq = sa__ref_len_q(a, b), lk = sa__ref_len_k(a, b);
    if (lq < 0 || lk < 0 || lq > a->seqlen_q || lk > a->seqlen_k)
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: sequence %d has the lengths %d/%d (cu_seqlens, seqlens_k); they "
                      "must be in [0, seqlen_q/seqlen_k = %d/%d]", fn, b, lq, lk, a->seqlen_q, a->seqlen_k);
    if (r.paged && (st = sa__ref_check_pages(fn, a->block_table, b, a->max_pages, a->page_size, a->num_pages, lk)) != SA_OK)
      return st;
  }
  /* what the kernels' launch refuses, the reference refuses too (a call with work) */
  if (a->batch > 0 && a->seqlen_q > 0 && (st = sa__check_prefill_grid(NULL, fn, a)) != SA_OK) return st;
  if (r.fp8) {
    const float *sc[3];
    sa__fp8_scales(a, sc);
    if ((st = sa__check_scales(NULL, fn, &a->kv, a->batch, a->heads_kv, 3, sa__fp8_scale_names, sc)) != SA_OK) return st;
  }
  if (sa__ref_bufs_alloc(&bufs, bm, a->seqlen_k) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  opt->counters[0] = opt->counters[1] = 0;
  for (b = 0; b < a->batch; ++b) {
    const int lq = sa__ref_len_q(a, b), lk = sa__ref_len_k(a, b), q0 = r.packed ? a->cu_seqlens_q[b] : 0;
    int m0;
    int mq_tiles = (a->seqlen_q + brows - 1) / brows * (brows / bm), nk_tiles = blasst ? (a->seqlen_k + bn - 1) / bn : 1;
    for (h = 0; h < a->heads_q; ++h) {
      const int kh = h / r.group;
      for (j = 0; j < lk; ++j) { /* key j's row: packed, padded or in its page */
        int64_t row_k, row_v;
        if (r.paged) {
          const int64_t pg = a->block_table[(size_t)b * a->max_pages + (j >> r.page_shift)];
          row_k = pg * r.k.batch + (int64_t)(j & (a->page_size - 1)) * r.k.seq;
          row_v = pg * r.v.batch + (int64_t)(j & (a->page_size - 1)) * r.v.seq;
        } else if (a->cu_seqlens_k) {
          row_k = (int64_t)(a->cu_seqlens_k[b] + j) * r.k.seq;
          row_v = (int64_t)(a->cu_seqlens_k[b] + j) * r.v.seq;
        } else {
          row_k = (int64_t)b * r.k.batch + (int64_t)j * r.k.seq;
          row_v = (int64_t)b * r.v.batch + (int64_t)j * r.v.seq;
        }
        bufs.k_off[j] = row_k + (int64_t)kh * r.k.head;
        bufs.v_off[j] = row_v + (int64_t)kh * r.v.head;
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
          bufs.lo[i] = sa__ref_win_lo(a->use_window, a->window_left, qi + lk - lq);
          bufs.hi[i] = sa__ref_win_hi(a->use_window, a->window_right, qi + lk - lq);
          if (bufs.hi[i] < bufs.lim[i]) bufs.lim[i] = bufs.hi[i] < -1 ? -1 : bufs.hi[i];
          bufs.sink[i] = a->sinks ? (double)a->sinks[h] : 0;
        }
        {   /* the tiles visited: those of the enclosing thread block of brows rows, from the first that holds a
               key of its first row's window */
          const int blk0 = m0 / brows * brows, lo0 = sa__ref_win_lo(a->use_window, a->window_left, blk0 + lk - lq);
          const int64_t hi1 = a->use_window && a->window_right >= 0 ? (int64_t)blk0 + brows + lk - lq + a->window_right : lk;
          n_end = a->causal ? (blk0 + brows + lk - lq < lk ? blk0 + brows + lk - lq : lk) : lk;
          if (hi1 < n_end) n_end = (int)hi1;
          B.t_first = lo0 > 0 ? lo0 / bn : 0;
        }
        B.q = a->q; B.k = a->k; B.v = a->v; B.dtype = a->dtype; B.d = a->head_dim;
        if (r.fp8) { /* host descales at the kernels' index */
          const int64_t at = (int64_t)b * a->kv.scale_batch_stride + (int64_t)kh * a->kv.scale_head_stride;
          B.q_format = (int)a->q_format; B.kv_format = (int)a->kv.format;
          B.q_scale = a->q_scale ? a->q_scale[at] : 1.0;
          B.k_scale = a->kv.k_scale ? a->kv.k_scale[at] : 1.0;
          B.v_scale = a->kv.v_scale ? a->kv.v_scale[at] : 1.0;
          B.p8_tile = opt->fp8_round_p ? SA__FP8_KV_TILE : 0;
        }
        B.n_rows = rows; B.n_keys = lk; B.scale = r.scale;
        B.log_lambda = sa__ref_log_lambda(a->method, &a->blasst, lk);
        B.kv_tile = bn;
        B.n_tiles = n_end > 0 ? (n_end + bn - 1) / bn : 0;
        if (B.t_first > B.n_tiles) B.t_first = B.n_tiles;
        B.chunks = 1;
        B.softcap = a->softcap;
        B.sink = a->sinks ? bufs.sink : NULL;
        B.lo = bufs.lo; B.hi = bufs.hi;
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
  if (a->q_len > SA__DECODE_MAX_Q) { /* the prefill kernels run it: their reference, with the plan's prefill tiling */
    sa_attention_args pa;
    sa_ref_options po = *opt;
    sa__decode_as_prefill(a, &r, &pa);
    po.query_tile = opt->rows_per_block; po.block_rows = opt->block_rows;
    st = sa_ref_attention_ex(&pa, &po, out, lse);
    opt->counters[0] = po.counters[0]; opt->counters[1] = po.counters[1];
    return st;
  }
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
  for (b = 0; b < a->batch; ++b) {
    if (a->seqlens_k[b] < 0 || a->seqlens_k[b] > a->max_seqlen_k)
      return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: seqlens_k[%d] = %d is outside [0, max_seqlen_k = %d]", fn, b,
                      a->seqlens_k[b], a->max_seqlen_k);
    if (r.paged &&
        (st = sa__ref_check_pages(fn, a->block_table, b, a->max_pages, a->page_size, a->num_pages, a->seqlens_k[b])) != SA_OK)
      return st;
  }
  /* what the kernels' launch refuses, the reference refuses too (a call with work) */
  if (a->batch > 0 && (st = sa__check_decode_grid(NULL, fn, a)) != SA_OK) return st;
  /* and what validation mode refuses of the device data: every scale read finite and positive */
  {
    const float *sc[2];
    const int n = sa__kv_scales(a, sc);
    if ((st = sa__check_scales(NULL, fn, &a->kv, a->batch, a->heads_kv, n, sa__kv_scale_names, sc)) != SA_OK) return st;
  }
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
        const int cnt = a->kascade.max_k > 0 && a->kascade.counts[li] > 0 ? (a->kascade.counts[li] < a->kascade.max_k ? a->kascade.counts[li] : a->kascade.max_k) : 0;
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
          /* the window in key positions (Kascade: of the listed keys too, through kpos) */
          bufs.lo[rows] = sa__ref_win_lo(a->use_window, a->window_left, L - a->q_len + qi);
          bufs.hi[rows] = sa__ref_win_hi(a->use_window, a->window_right, L - a->q_len + qi);
          bufs.sink[rows] = a->sinks ? (double)a->sinks[h] : 0;
          ++rows;
        }
        B.q = a->q; B.k = a->k; B.v = a->v; B.dtype = a->dtype; B.d = a->head_dim;
        B.kv_format = (int)a->kv.format;
        {
          const int64_t si = sa__scale_index(&a->kv, b, kvh);
          B.k_scale = a->kv.k_scale ? (double)a->kv.k_scale[si] : 1.0;
          B.v_scale = a->kv.v_scale ? (double)a->kv.v_scale[si] : 1.0;
        }
        B.n_rows = rows; B.n_keys = nk; B.scale = r.scale;
        B.log_lambda = sa__ref_log_lambda(a->method, &a->blasst, L);
        B.kv_tile = bn;
        B.n_tiles = (nk + bn - 1) / bn;
        B.chunks = chunks;
        B.softcap = a->softcap;
        B.sink = a->sinks ? bufs.sink : NULL;
        B.lo = bufs.lo; B.hi = bufs.hi; B.kpos = keys;
        /* the first tile visited holds a key of the first query's window (Kascade's list positions only mask) */
        if (!keys && a->use_window && a->window_left >= 0 && L - a->q_len - a->window_left > 0)
          B.t_first = (L - a->q_len - a->window_left) / bn < B.n_tiles ? (L - a->q_len - a->window_left) / bn : B.n_tiles;
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

SADEF sa_status sa_ref_merge_states(const sa_merge_args *a, sa_ref_precision prec, void *out, void *lse) {
  static const char *fn = "sa_ref_merge_states";
  sa_strides ps, os;
  sa_status st;
  int b, s, h, d, i;
  if ((st = sa__check_merge(NULL, fn, a, &ps, &os)) != SA_OK) return st;
  if (!out && a->batch > 0 && a->seqlen > 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  for (b = 0; b < a->batch; ++b)
    for (s = 0; s < a->seqlen; ++s)
      for (h = 0; h < a->heads; ++h) {
        const int64_t li = ((int64_t)b * a->heads + h) * a->seqlen + s;
        const int64_t po = (int64_t)b * ps.batch + (int64_t)s * ps.seq + (int64_t)h * ps.head;
        const int64_t oo = (int64_t)b * os.batch + (int64_t)s * os.seq + (int64_t)h * os.head;
        double mx = -INFINITY, sum = 0, r;
        for (i = 0; i < a->parts; ++i)
          if (a->lse_parts[i][li] > mx || a->lse_parts[i][li] != a->lse_parts[i][li]) mx = a->lse_parts[i][li];
        if (mx > -INFINITY || mx != mx)
          for (i = 0; i < a->parts; ++i) sum += exp((double)a->lse_parts[i][li] - mx);
        for (d = 0; d < a->head_dim; ++d) {
          double acc = 0;
          if (sum != 0)
            for (i = 0; i < a->parts; ++i)
              acc += exp((double)a->lse_parts[i][li] - mx) * sa__ld16(a->o_parts[i], po + d, a->dtype);
          r = sum != 0 ? acc / sum : 0;
          if (prec == SA_REF_DOUBLE) ((double *)out)[oo + d] = r;
          else ((float *)out)[oo + d] = (float)r;
        }
        if (lse) {
          r = sum != 0 ? mx + log(sum) : -INFINITY;
          if (prec == SA_REF_DOUBLE) ((double *)lse)[li] = r;
          else ((float *)lse)[li] = (float)r;
        }
      }
  return SA_OK;
}

/* ------------------------------------------------------------------------------------------------------ */
/* MOMO on the host (the MOMO paper; DESIGN.md section 5): block-sparse attention, the query  >>momo-host */
/* pass with its online top-k, union and trim, the whole prefill, and the attention-mass quality measure. */
/* Everything is computed in double and stored as float or double per sa_ref_precision.                   */
/* ------------------------------------------------------------------------------------------------------ */

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
typedef struct sa__momo_head {
  const sa_attention_args *a;
  const sa__attn *r;
  int b, h, kh, lq, lk, q0, k0; /* q0/k0: the sequence's first global row (packed), else 0 */
  double *s, *o;                /* one row's scores [seqlen_k], one output row [head_dim] */
  unsigned char *keep;          /* [seqlen_k]: keys of the row's set */
} sa__momo_head;

static void sa__momo_head_free(sa__momo_head *m) { SA_FREE(m->s); SA_FREE(m->o); SA_FREE(m->keep); }
static int sa__momo_head_alloc(sa__momo_head *m, const sa_attention_args *a, const sa__attn *r) {
  size_t nk = (size_t)(a->seqlen_k > 0 ? a->seqlen_k : 1);
  memset(m, 0, sizeof *m);
  m->a = a; m->r = r;
  m->s = (double *)SA_MALLOC(nk * sizeof(double));
  m->o = (double *)SA_MALLOC((size_t)a->head_dim * sizeof(double));
  m->keep = (unsigned char *)SA_MALLOC(nk);
  if (!m->s || !m->o || !m->keep) { sa__momo_head_free(m); return -1; }
  return 0;
}
static void sa__momo_head_at(sa__momo_head *m, int b, int h) {
  const sa_attention_args *a = m->a;
  m->b = b; m->h = h; m->kh = h / m->r->group;
  m->lq = a->seqlen_q; m->lk = a->seqlen_k; m->q0 = m->k0 = 0;
  if (m->r->packed) {
    m->q0 = a->cu_seqlens_q[b]; m->k0 = a->cu_seqlens_k[b];
    m->lq = a->cu_seqlens_q[b + 1] - m->q0; m->lk = a->cu_seqlens_k[b + 1] - m->k0;
  }
}
/* Element offset of row i (of this sequence) of a tensor with strides st; row0 its first global row if packed. */
static int64_t sa__momo_row_offset(const sa__momo_head *m, sa_strides st, int row0, int i, int head) {
  return m->r->packed ? (int64_t)(row0 + i) * st.seq + (int64_t)head * st.head
                      : (int64_t)m->b * st.batch + (int64_t)i * st.seq + (int64_t)head * st.head;
}
static int64_t sa__momo_lse_offset(const sa__momo_head *m, int i) {
  return m->r->packed ? (int64_t)m->h * m->r->lse_h + m->q0 + i : (int64_t)m->b * m->r->lse_b + (int64_t)m->h * m->r->lse_h + i;
}
/* Last key row i may see (-1: none) and the number of visible keys. */
static int sa__momo_last_key(const sa__momo_head *m, int i) { return m->a->causal ? i + m->lk - m->lq : m->lk - 1; }
static int sa__momo_visible_keys(const sa__momo_head *m, int lim) {
  return lim < 0 ? 0 : lim + 1 < m->lk ? lim + 1 : m->lk;
}

/* m->s[j] = scale * q_i . k_j for the n visible keys. */
static void sa__momo_scores(sa__momo_head *m, int i, int n) {
  const sa_attention_args *a = m->a;
  const int64_t qo = sa__momo_row_offset(m, m->r->q, m->q0, i, m->h);
  int j, d;
  for (j = 0; j < n; ++j) {
    const int64_t ko = sa__momo_row_offset(m, m->r->k, m->k0, j, m->kh);
    double dot = 0;
    for (d = 0; d < a->head_dim; ++d) dot += sa__ld16(a->q, qo + d, a->dtype) * sa__ld16(a->k, ko + d, a->dtype);
    m->s[j] = dot * m->r->scale;
  }
}

/* Softmax over the keys j < n with keep[j] (keep NULL: all): returns the LSE (-inf for an empty set); with o set,
   o = the normalised P.V row (0 for an empty set). As the dense reference (SA__REF_CORE): the max skips NaN, -inf
   scores add nothing, and a NaN or +inf score makes the sum NaN, which reaches o and the LSE. */
static double sa__momo_softmax(sa__momo_head *m, int n, const unsigned char *keep, double *o) {
  const sa_attention_args *a = m->a;
  double mx = -INFINITY, l = 0;
  int j, d;
  for (j = 0; j < n; ++j) if ((!keep || keep[j]) && m->s[j] > mx) mx = m->s[j];
  if (o) for (d = 0; d < a->head_dim; ++d) o[d] = 0;
  for (j = 0; j < n; ++j) {
    double p;
    if ((keep && !keep[j]) || m->s[j] == -INFINITY) continue;
    p = exp(m->s[j] - mx);
    l += p;
    if (o) {
      const int64_t vo = sa__momo_row_offset(m, m->r->v, m->k0, j, m->kh);
      for (d = 0; d < a->head_dim; ++d) o[d] += p * sa__ld16(a->v, vo + d, a->dtype);
    }
  }
  if (l == 0) return -INFINITY;   /* no key (l is NaN, not 0, after a NaN score) */
  if (o) for (d = 0; d < a->head_dim; ++d) o[d] /= l;
  return mx + log(l);
}

static void sa__ref_store(void *out, int prec, int64_t idx, double x) {
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
  sa__momo_head m;
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
  if (!listed || !anchor || sa__momo_head_alloc(&m, a, &r) != 0) {
    SA_FREE(listed); SA_FREE(anchor);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__momo_head_at(&m, b, h);
      for (i = 0; i < m.lq; ++i) {
        const int lim = sa__momo_last_key(&m, i), n = sa__momo_visible_keys(&m, lim);
        const int64_t oo = sa__momo_row_offset(&m, r.o, m.q0, i, h);
        double l;
        if (i % qbk == 0) sa__bs_listed(args, b, h, i / qbk, (m.lk + kb - 1) / kb, listed);
        sa__momo_scores(&m, i, n);
        sa__bs_keep(m.keep, n, lim, args->sink_tokens, args->window_tokens, kb, listed);
        l = sa__momo_softmax(&m, n, m.keep, m.o);
        if (args->delta_o) {
          /* Eq. 3: rows rise in order, so the window's anchor row w * gamma has just been computed */
          const int w = i / args->gamma;
          const int64_t dof = (int64_t)b * ds.batch + (int64_t)w * ds.seq + (int64_t)h * ds.head;
          if (i % args->gamma == 0) memcpy(anchor, m.o, (size_t)a->head_dim * sizeof(double));
          for (d = 0; d < a->head_dim; ++d) m.o[d] += sa__ld16(args->delta_o, dof + d, a->dtype) - anchor[d];
        }
        for (d = 0; d < a->head_dim; ++d) sa__ref_store(out, prec, oo + d, m.o[d]);
        if (lse) sa__ref_store(lse, prec, sa__momo_lse_offset(&m, i), l);
      }
    }
  sa__momo_head_free(&m);
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
  sa__momo_head m;
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
  if (!cand || !ex || !gr || sa__momo_head_alloc(&m, a, &r) != 0) {
    SA_FREE(cand); SA_FREE(ex); SA_FREE(gr);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__momo_head_at(&m, b, h);
      for (w = 0; w < (m.lq + p.gamma - 1) / p.gamma; ++w) {
        const int i = w * p.gamma, lim = sa__momo_last_key(&m, i), n = sa__momo_visible_keys(&m, lim);
        const int64_t row = ((int64_t)b * a->heads_q + h) * nq + w;
        const int64_t lw = (int64_t)lim - p.window_tokens; /* last key outside the window */
        int j, j_lo = p.sink_tokens / beta, j_hi = lw >= 0 ? (int)(lw / beta) : -1, nc = 0;
        double l;
        sa__momo_scores(&m, i, n);
        l = sa__momo_softmax(&m, n, NULL, m.o);
        if (o_gamma)
          for (d = 0; d < a->head_dim; ++d)
            sa__ref_store(o_gamma, prec, (((int64_t)b * nq + w) * a->heads_q + h) * a->head_dim + d, m.o[d]);
        if (lse_gamma) sa__ref_store(lse_gamma, prec, row, l);
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
  sa__momo_head_free(&m);
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
  sa__momo_head m;
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
  if (!listed || !mb || sa__momo_head_alloc(&m, a, &r) != 0) {
    SA_FREE(listed); SA_FREE(mb);
    return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  }
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__momo_head_at(&m, b, h);
      for (qb = 0; qb < args->query_blocks; ++qb) {
        const int64_t at = ((int64_t)b * a->heads_q + h) * args->query_blocks + qb;
        const int nkb = (m.lk + kb - 1) / kb;
        double ms = 0, base = 0; /* mass of the set; mass in sinks and windows (the oracle keeps those too) */
        int no = 0;
        for (j = 0; j < nkb; ++j) { mb[j].s = 0; mb[j].j = j; }
        if (qb * qbk < m.lq) sa__bs_listed(args, b, h, qb, nkb, listed);
        for (i = qb * qbk; i < qb * qbk + qbk && i < m.lq; ++i) {
          const int lim = sa__momo_last_key(&m, i), n = sa__momo_visible_keys(&m, lim);
          double lse;
          sa__momo_scores(&m, i, n);
          lse = sa__momo_softmax(&m, n, NULL, NULL); /* LSE of every key the row may see */
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
  sa__momo_head_free(&m);
  SA_FREE(listed); SA_FREE(mb);
  return SA_OK;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Kascade on the host: the CPU references of its sparse passes, scores and top-k           >>kascade-ref */
/* ------------------------------------------------------------------------------------------------------ */

/* Kascade's sparse attention on the host: the key set of each row as the kernels define it, then a float64 softmax. */
SADEF sa_status sa_ref_kascade_sparse_attention(const sa_kascade_sparse_args *k, sa_ref_precision prec, void *out,
                                                void *lse) {
  static const char *fn = "sa_ref_kascade_sparse_attention";
  const sa_attention_args *a;
  sa__attn r;
  sa__momo_head m;
  sa_status st;
  int b, h, i, d, e, t;
  if ((st = sa__check_kascade_sparse(NULL, fn, k, &r)) != SA_OK) return st;
  a = &k->attn;
  if (!out) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if ((st = sa__check_host_lens(fn, a, &r, lse)) != SA_OK) return st;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (sa__momo_head_alloc(&m, a, &r) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory", fn);
  t = k->tile ? k->tile : 128;
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__momo_head_at(&m, b, h);
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
        sa__momo_scores(&m, i, n);
        l = sa__momo_softmax(&m, n, m.keep, m.o);
        for (d = 0; d < a->head_dim; ++d)
          sa__ref_store(out, prec, sa__momo_row_offset(&m, r.o, m.q0, i, h) + d, l == -INFINITY ? 0 : m.o[d]);
        if (lse) sa__ref_store(lse, prec, sa__momo_lse_offset(&m, i), l);
      }
    }
  sa__momo_head_free(&m);
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
          const double ks = a->kv.k_scale ? (double)a->kv.k_scale[sa__scale_index(&a->kv, b, g)] : 1.0;
          double dot = 0;
          for (d = 0; d < a->head_dim; ++d)
            dot += sa__ld16(a->q, qo + d, a->dtype) * sa__ld_kv(a->k, ko + d, a->dtype, (int)a->kv.format, ks);
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
  sa__momo_head m;
  sa_status st;
  int b, h, i, j, t, tiles;
  size_t total;
  if ((st = sa__check_kascade_sparse(NULL, fn, k, &r)) != SA_OK) return st;
  a = &k->attn;
  if (!scores) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: scores is NULL", fn);
  if ((st = sa__check_host_lens(fn, a, &r, NULL)) != SA_OK) return st;
  t = k->tile ? k->tile : 128;
  tiles = (a->seqlen_q + t - 1) / t;
  total = (size_t)a->batch * a->heads_kv * tiles * (size_t)a->seqlen_k;
  for (j = 0; (size_t)j < total; ++j) scores[j] = 0;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (sa__momo_head_alloc(&m, a, &r) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory", fn);
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h) {
      sa__momo_head_at(&m, b, h);
      for (i = 0; i < m.lq; ++i) {
        const int diag = m.lk - m.lq, tt = i / t, own = tt * t + diag > 0 ? tt * t + diag : 0;
        const int lim = i + diag < m.lk - 1 ? i + diag : m.lk - 1, nn = lim + 1 > 0 ? lim + 1 : 0;
        double lse, *dst = scores + (((size_t)b * a->heads_kv + m.kh) * tiles + tt) * (size_t)a->seqlen_k;
        sa__momo_scores(&m, i, nn);
        lse = sa__momo_softmax(&m, nn, NULL, NULL);
        if (lse == -INFINITY) continue;
        for (j = 0; j < own && j < nn; ++j) dst[j] += exp(m.s[j] - lse);
      }
    }
  sa__momo_head_free(&m);
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
    const int L = lengths ? (lengths[r] > 0 ? lengths[r] : 0) : length; /* a negative length: empty, as on the GPU */
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

/* ------------------------------------------------------------------------------------------------------ */
/* Kascade host algorithms: similarity, importance, anchor selection, head maps, plans     >>kascade-host */
/* ------------------------------------------------------------------------------------------------------ */

/* Kascade (the Kascade paper; DESIGN.md section 5) on the host: the similarity of Eq. 3 between layers and heads over a
   development set, the layer importance weights, the anchor-selection dynamic program of Algorithm 1, head
   mapping, and plans (their files: "Kascade plan files" above). Choices where the paper leaves room (each also
   said at its place below):
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


static int sa__kas_isfinite(double x) { return x == x && x - x == 0; }

/* The similarity below runs over the full causal attention of every layer and head (about layers x heads_q x
   tokens^2 / 2 dot products), so its inner loops are written for the compiler's vectoriser at -O2 without
   -ffast-math: fixed-length loops over SA__KAS_V elements (at -O2 GCC vectorises only loops with no scalar remainder),
   independent accumulators, and clamps done on the bits (under -ftrapping-math a float select is not vectorised). */
#define SA__KAS_V 16  /* elements per fixed-length inner loop */
#define SA__KAS_KB 8  /* keys per block of the transposed K */
#define SA__KAS_RB 32 /* query rows scored against a K block at once (a multiple of 4) */

/* s[r][j] = q_r . k_j for rows r < R (a multiple of 4) and keys j < SA__KAS_KB nb: q [R][D][4] (each element four
   times, so a broadcast is a plain load: SSE2 has no broadcast load, and its shuffles compete with the arithmetic),
   kt [nb][D][SA__KAS_KB] (keys side by side: a row's accumulators run across keys, no horizontal sums). GCC and Clang
   get the accumulators as vector registers (arrays stay in memory at -O2); other compilers the plain loops. */
#if defined(__GNUC__)
typedef float sa__kas_v4 __attribute__((vector_size(16))); /* 16 bytes: what every x86-64 and AArch64 has */
static void sa__kas_scores(const float *q, int R, int D, const float *kt, int nb, float *s, size_t ld) {
  int jb, r, d;
  for (jb = 0; jb < nb; ++jb) {
    const float *kb = kt + (size_t)jb * D * SA__KAS_KB;
    for (r = 0; r < R; r += 4) {
      const float *q0 = q + (size_t)r * D * 4, *q1 = q0 + 4 * D, *q2 = q1 + 4 * D, *q3 = q2 + 4 * D;
      float *o = s + (size_t)r * ld + (size_t)jb * SA__KAS_KB;
      sa__kas_v4 a0 = {0, 0, 0, 0}, b0 = a0, a1 = a0, b1 = a0, a2 = a0, b2 = a0, a3 = a0, b3 = a0, ka, kb4, x;
      for (d = 0; d < D; ++d) {
        memcpy(&ka, kb + (size_t)d * SA__KAS_KB, sizeof ka);
        memcpy(&kb4, kb + (size_t)d * SA__KAS_KB + 4, sizeof kb4);
        memcpy(&x, q0 + 4 * d, sizeof x); a0 += x * ka; b0 += x * kb4;
        memcpy(&x, q1 + 4 * d, sizeof x); a1 += x * ka; b1 += x * kb4;
        memcpy(&x, q2 + 4 * d, sizeof x); a2 += x * ka; b2 += x * kb4;
        memcpy(&x, q3 + 4 * d, sizeof x); a3 += x * ka; b3 += x * kb4;
      }
      memcpy(o, &a0, sizeof a0); memcpy(o + 4, &b0, sizeof b0); o += ld;
      memcpy(o, &a1, sizeof a1); memcpy(o + 4, &b1, sizeof b1); o += ld;
      memcpy(o, &a2, sizeof a2); memcpy(o + 4, &b2, sizeof b2); o += ld;
      memcpy(o, &a3, sizeof a3); memcpy(o + 4, &b3, sizeof b3);
    }
  }
}
#else
static void sa__kas_scores(const float *q, int R, int D, const float *kt, int nb, float *s, size_t ld) {
  int jb, r, d, c;
  for (jb = 0; jb < nb; ++jb)
    for (r = 0; r < R; ++r) {
      float a[SA__KAS_KB] = {0};
      for (d = 0; d < D; ++d)
        for (c = 0; c < SA__KAS_KB; ++c) a[c] += q[((size_t)r * D + d) * 4] * kt[((size_t)jb * D + d) * SA__KAS_KB + c];
      memcpy(s + (size_t)r * ld + (size_t)jb * SA__KAS_KB, a, sizeof a);
    }
}
#endif

/* s[j] = 2^(c (s[j] - m)) for j < n, m the maximum of s[0..n), and 0 on [n, n rounded up to SA__KAS_V); returns
   the sum (in double). 2^x = 2^i 2^f with i = x rounded (f = x - i exact, |f| <= 1/2) and Cephes' exp2f polynomial
   for 2^f (relative error ~2e-7); 0 below 2^-126, a probability under 1e-38 of the row's largest. */
static double sa__kas_softmax_row(float *s, int n, float c) {
  const int32_t big = 0x42FC0000; /* the bits of 126.0f */
  int j, i, nv = (n + SA__KAS_V - 1) / SA__KAS_V * SA__KAS_V;
  float mx[SA__KAS_V], m;
  double acc[SA__KAS_V], sum = 0;
  for (i = 0; i < SA__KAS_V; ++i) { mx[i] = s[0]; acc[i] = 0; }
  for (j = 0; j + SA__KAS_V <= n; j += SA__KAS_V)
    for (i = 0; i < SA__KAS_V; ++i) mx[i] = s[j + i] > mx[i] ? s[j + i] : mx[i];
  for (; j < n; ++j) if (s[j] > mx[0]) mx[0] = s[j];
  for (m = mx[0], i = 1; i < SA__KAS_V; ++i) if (mx[i] > m) m = mx[i];
  for (j = n; j < nv; ++j) s[j] = -HUGE_VALF;
  for (j = 0; j < nv; j += SA__KAS_V) {
    float t[SA__KAS_V], p[SA__KAS_V];
    int32_t ti[SA__KAS_V], keep[SA__KAS_V];
    for (i = 0; i < SA__KAS_V; ++i) t[i] = (s[j + i] - m) * c; /* <= 0, or NaN from an overflowed score */
    memcpy(ti, t, sizeof ti);
    for (i = 0; i < SA__KAS_V; ++i) { /* |t| > 126 (or NaN): clamp to -126, result 0 */
      const int32_t mag = ti[i] & 0x7FFFFFFF;
      keep[i] = mag <= big ? -1 : 0;
      ti[i] = mag <= big ? ti[i] : (int32_t)0xC2FC0000;
    }
    memcpy(t, ti, sizeof t);
    for (i = 0; i < SA__KAS_V; ++i) {
      const float nf = (t[i] + 12582912.0f) - 12582912.0f, f = t[i] - nf; /* round to nearest by 1.5 x 2^23 */
      p[i] = (((((1.535336188319500e-4f * f + 1.339887440266574e-3f) * f + 9.618437357674640e-3f) * f +
               5.550332471162809e-2f) * f + 2.402264791363012e-1f) * f + 6.931472028550421e-1f) * f + 1.0f;
      ti[i] = ((int32_t)nf + 127) * (1 << 23); /* 2^nf, nf in [-126, 0] */
    }
    memcpy(t, ti, sizeof t);
    for (i = 0; i < SA__KAS_V; ++i) p[i] *= t[i];
    memcpy(ti, p, sizeof ti);
    for (i = 0; i < SA__KAS_V; ++i) ti[i] &= keep[i];
    memcpy(s + j, ti, sizeof ti);
    for (i = 0; i < SA__KAS_V; ++i) acc[i] += (double)s[j + i];
  }
  for (i = 0; i < SA__KAS_V; ++i) sum += acc[i];
  return sum;
}

static int sa__kas_u64_desc(const void *pa, const void *pb) {
  uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;
  return (a < b) - (a > b);
}

/* Moves the k largest of the distinct keys a[0..n) to a[0..k) (Hoare's selection, median of three; a sort past a
   depth that only adversarial inputs reach). */
static void sa__kas_nth(uint64_t *a, int n, int k) {
  int lo = 0, hi = n - 1, t = k - 1, depth = 0;
  if (k <= 0 || k >= n) return;
  while (lo < hi) {
    uint64_t x = a[lo], y = a[lo + (hi - lo) / 2], z = a[hi], piv, tmp;
    int i = lo, j = hi;
    if (++depth > 64) { qsort(a + lo, (size_t)(hi - lo + 1), sizeof *a, sa__kas_u64_desc); return; }
    piv = x > y ? (y > z ? y : (x > z ? z : x)) : (x > z ? x : (y > z ? z : y));
    do {
      while (a[i] > piv) ++i;
      while (a[j] < piv) --j;
      if (i <= j) { tmp = a[i]; a[i] = a[j]; a[j] = tmp; ++i; --j; }
    } while (i <= j);
    if (j < t) lo = i;
    if (t < i) hi = j;
  }
}

/* p >= 0: the key orders by value, then the smaller index first (the bits of a non-negative float order as it). */
static uint64_t sa__kas_key(const float *p, int j) {
  uint32_t b;
  memcpy(&b, p + j, sizeof b);
  return (uint64_t)b << 32 | (uint32_t)~(uint32_t)j;
}

/* The k largest of p[0..n) (p >= 0; ties: the smaller index) into out, in no particular order; key holds n + 1.
   A long row first keeps only the values at or above a threshold that a strided sample of it puts a little below
   the k-th value, then selects among those (all of p when the sample guessed too high). */
static void sa__kas_topk(const float *p, int n, int k, uint64_t *key, int *out) {
  enum { NS = 256 };
  int j, c = 0;
  if (n >= 1024 && n >= 16 * k) {
    int r = 2 * k * NS / n + 8;
    uint64_t tau;
    float tv;
    uint32_t tb;
    for (j = 0; j < NS; ++j) key[j] = sa__kas_key(p, (int)((int64_t)j * n / NS));
    sa__kas_nth(key, NS, r + 1);
    for (tau = key[0], j = 1; j <= r; ++j) if (key[j] < tau) tau = key[j];
    tb = (uint32_t)(tau >> 32);
    memcpy(&tv, &tb, sizeof tv);
    for (j = 0; j < n; ++j) { key[c] = sa__kas_key(p, j); c += p[j] >= tv; }
  }
  if (c < k) for (c = 0; c < n; ++c) key[c] = sa__kas_key(p, c);
  sa__kas_nth(key, c, k);
  for (j = 0; j < k; ++j) out[j] = (int)~(uint32_t)key[j];
}

/* sum of p[idx[0..k)] in double, four partial sums (one order for every pair, so sim(b, b) is exactly 1) */
static double sa__kas_gather(const float *p, const int *idx, int k) {
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  int j;
  for (j = 0; j + 4 <= k; j += 4) { s0 += p[idx[j]]; s1 += p[idx[j + 1]]; s2 += p[idx[j + 2]]; s3 += p[idx[j + 3]]; }
  for (; j < k; ++j) s0 += p[idx[j]];
  return (s0 + s1) + (s2 + s3);
}

/* One prompt's similarity, shared by the threads: units (query tiles) are handed out in blocks; each thread keeps
   its own minima, merged at the end (a minimum does not depend on the order, so neither do the results). */
typedef struct sa__kas_sim_job {
  int L, Hq, G, D, grp, tile, N, kk, need_head, need_shared;
  float frac, cexp;     /* cexp = scale log2(e) */
  const float *q;       /* [L][N][Hq][D] */
  const float *kt;      /* [L][G][nkb][D][SA__KAS_KB], keys past N zero */
  int nkb, units;       /* key blocks; units 1..units-1 have keys before them */
  int ub, nblocks;      /* units a block, blocks */
  size_t ldp, lds, kmax; /* floats of a pooled row and of a score row; ints of a top-k list */
  pthread_mutex_t mu;
  int next;             /* the next block to hand out (under mu) */
} sa__kas_sim_job;

typedef struct sa__kas_sim_worker {
  sa__kas_sim_job *job;
  float *P;      /* [ub][L][G][ldp]: the block's pooled rows */
  float *Ps;     /* [L][ldp]: one unit's all-heads rows (SHARED) */
  float *S;      /* [SA__KAS_RB][lds]: scores, then probabilities */
  float *qb;     /* [SA__KAS_RB][D][4]: the rows, each element four times */
  uint64_t *key; /* [ldp + 1] */
  int *sel;      /* [L][G][kmax] */
  int *ssel;     /* [L][kmax] */
  double *den;   /* [L][G] */
  double *hmin;  /* [L][L][G][G] */
  double *smin;  /* [L][L] */
} sa__kas_sim_worker;

/* Pools rows (query rq[r], query head rh[r]) of layer l, KV head g into the block's P (units from u0). */
static void sa__kas_sim_rows(sa__kas_sim_worker *w, int l, int g, int u0, const int *rq, const int *rh, int nr) {
  const sa__kas_sim_job *J = w->job;
  const int D = J->D, R = (nr + 3) / 4 * 4;
  int r, j, nk = 0;
  for (r = 0; r < R; ++r) {
    const float *qv = J->q + (((size_t)l * J->N + rq[r < nr ? r : 0]) * J->Hq + rh[r < nr ? r : 0]) * D;
    float *o = w->qb + (size_t)r * D * 4;
    for (j = 0; j < D; ++j) o[4 * j] = o[4 * j + 1] = o[4 * j + 2] = o[4 * j + 3] = r < nr ? qv[j] : 0.0f;
    if (r < nr && rq[r] + 1 > nk) nk = rq[r] + 1;
  }
  sa__kas_scores(w->qb, R, D, J->kt + ((size_t)l * J->G + g) * J->nkb * D * SA__KAS_KB, (nk + SA__KAS_KB - 1) / SA__KAS_KB,
                 w->S, J->lds);
  for (r = 0; r < nr; ++r) {
    float *e = w->S + (size_t)r * J->lds, inv;
    const int T = rq[r] / J->tile, LT = T * J->tile;
    float *pr = w->P + (((size_t)(T - u0) * J->L + l) * J->G + g) * J->ldp;
    inv = (float)(1.0 / sa__kas_softmax_row(e, rq[r] + 1, J->cexp));
    for (j = 0; j + SA__KAS_V <= LT; j += SA__KAS_V) {
      float x[SA__KAS_V]; /* through a local: pr and e may alias for all the compiler knows */
      int i;
      for (i = 0; i < SA__KAS_V; ++i) x[i] = e[j + i] * inv;
      for (i = 0; i < SA__KAS_V; ++i) pr[j + i] += x[i];
    }
    for (; j < LT; ++j) pr[j] += e[j] * inv;
  }
}

static void sa__kas_sim_block(sa__kas_sim_worker *w, int blk) {
  const sa__kas_sim_job *J = w->job;
  const int L = J->L, G = J->G, u0 = 1 + blk * J->ub, u1 = u0 + J->ub < J->units ? u0 + J->ub : J->units;
  const int qa = u0 * J->tile, qz = u1 * J->tile < J->N ? u1 * J->tile : J->N;
  int rq[SA__KAS_RB], rh[SA__KAS_RB], l, g, u, q, h, nr, a, b, ga, gb, j;
  for (l = 0; l < L; ++l)
    for (g = 0; g < G; ++g) {
      for (u = u0; u < u1; ++u) memset(w->P + (((size_t)(u - u0) * L + l) * G + g) * J->ldp, 0, sizeof(float) * (size_t)u * J->tile);
      for (nr = 0, q = qa; q < qz; ++q) /* rows in the order the pooled sums take them: query, then head */
        for (h = g * J->grp; h < (g + 1) * J->grp; ++h) {
          rq[nr] = q; rh[nr] = h;
          if (++nr == SA__KAS_RB) { sa__kas_sim_rows(w, l, g, u0, rq, rh, nr); nr = 0; }
        }
      if (nr) sa__kas_sim_rows(w, l, g, u0, rq, rh, nr);
    }
  for (u = u0; u < u1; ++u) {
    const int LT = u * J->tile;
    const float *Pu = w->P + (size_t)(u - u0) * L * G * J->ldp;
    int kT = J->kk;
    if (J->frac > 0) {
      int fk = (int)ceilf(J->frac * (float)LT); /* fp32, as the kernels' top-k */
      if (fk > kT) kT = fk;
    }
    if (kT > LT) kT = LT;
    if (J->need_head) {
      for (l = 0; l < L * G; ++l) {
        sa__kas_topk(Pu + (size_t)l * J->ldp, LT, kT, w->key, w->sel + (size_t)l * J->kmax);
        w->den[l] = sa__kas_gather(Pu + (size_t)l * J->ldp, w->sel + (size_t)l * J->kmax, kT);
      }
      for (b = 0; b < L; ++b) /* the reuse row outermost: it stays in cache while every anchor list reads it */
        for (gb = 0; gb < G; ++gb) {
          const float *pb = Pu + ((size_t)b * G + gb) * J->ldp;
          const double dn = w->den[b * G + gb];
          for (a = 0; a < L; ++a)
            for (ga = 0; ga < G; ++ga) {
              const size_t o = (((size_t)a * L + b) * G + ga) * G + gb;
              double v = dn > 0 ? sa__kas_gather(pb, w->sel + ((size_t)a * G + ga) * J->kmax, kT) / dn : 1;
              if (v > 1) v = 1;
              if (v < w->hmin[o]) w->hmin[o] = v;
            }
        }
    }
    if (J->need_shared) {
      for (l = 0; l < L; ++l) {
        float *ps = w->Ps + (size_t)l * J->ldp;
        for (j = 0; j < LT; ++j) ps[j] = Pu[((size_t)l * G) * J->ldp + j];
        for (g = 1; g < G; ++g)
          for (j = 0; j < LT; ++j) ps[j] += Pu[((size_t)l * G + g) * J->ldp + j];
        sa__kas_topk(ps, LT, kT, w->key, w->ssel + (size_t)l * J->kmax);
      }
      for (b = 0; b < L; ++b) {
        const float *pb = w->Ps + (size_t)b * J->ldp;
        const double dn = sa__kas_gather(pb, w->ssel + (size_t)b * J->kmax, kT);
        for (a = 0; a < L; ++a) {
          double v = dn > 0 ? sa__kas_gather(pb, w->ssel + (size_t)a * J->kmax, kT) / dn : 1;
          if (v > 1) v = 1;
          if (v < w->smin[(size_t)a * L + b]) w->smin[(size_t)a * L + b] = v;
        }
      }
    }
  }
}

static void *sa__kas_sim_thread(void *arg) {
  sa__kas_sim_worker *w = (sa__kas_sim_worker *)arg;
  sa__kas_sim_job *J = w->job;
  for (;;) {
    int b;
    pthread_mutex_lock(&J->mu);
    b = J->next++;
    pthread_mutex_unlock(&J->mu);
    if (b >= J->nblocks) break;
    sa__kas_sim_block(w, J->nblocks - 1 - b); /* the longest blocks first, for balance */
  }
  return NULL;
}

SADEF sa_status sa_kascade_layer_similarity(const float *head_sim, int layers, int heads_kv, float *layer_sim) {
  int a, b, ga, gb;
  if (!head_sim || !layer_sim || layers < 1 || layers > SA_KASCADE_MAX_LAYERS || heads_kv < 1 ||
      heads_kv > SA_KASCADE_MAX_HEADS_KV)
    return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "sa_kascade_layer_similarity: head_sim and layer_sim must be set, layers "
                    "%d (1..%d), heads_kv %d (1..%d)", layers, SA_KASCADE_MAX_LAYERS, heads_kv, SA_KASCADE_MAX_HEADS_KV);
  for (a = 0; a < layers; ++a)
    for (b = 0; b < layers; ++b) {
      double v = 0;
      for (gb = 0; gb < heads_kv; ++gb) {
        float best = -HUGE_VALF;
        for (ga = 0; ga < heads_kv; ++ga) {
          const float x = head_sim[(((size_t)a * layers + b) * heads_kv + ga) * heads_kv + gb];
          if (x > best) best = x;
        }
        v += best;
      }
      layer_sim[(size_t)a * layers + b] = (float)(v / heads_kv);
    }
  return SA_OK;
}

#define SA__KAS_MAX_THREADS 64

/* One prompt of more than tile tokens (J filled but for kt and the lock) with up to `threads` threads: its minima
   into hmin [L][L][G][G] and smin [L][L] (each only when J asks for it). 0, or -1 when out of host memory. */
static int sa__kas_sim_prompt(sa__kas_sim_job *J, const float *k, int threads, double *hmin, double *smin) {
  const int L = J->L, G = J->G, D = J->D;
  const size_t nhh = (size_t)L * L * G * G;
  sa__kas_sim_worker wk[SA__KAS_MAX_THREADS];
  pthread_t th[SA__KAS_MAX_THREADS];
  float *kt;
  int l, g, jb, d, c, t, started, rc = 0;
  size_t i;
  kt = (float *)SA_MALLOC(sizeof(float) * (size_t)L * G * J->nkb * D * SA__KAS_KB);
  if (!kt) return -1;
  for (l = 0; l < L; ++l) /* K transposed in blocks of SA__KAS_KB keys: [l][g][block][d][key] */
    for (g = 0; g < G; ++g)
      for (jb = 0; jb < J->nkb; ++jb)
        for (c = 0; c < SA__KAS_KB; ++c) {
          const int j = jb * SA__KAS_KB + c;
          float *o = kt + (((size_t)l * G + g) * J->nkb + jb) * D * SA__KAS_KB + c;
          const float *kv = k + (((size_t)l * J->N + (j < J->N ? j : 0)) * G + g) * D;
          for (d = 0; d < D; ++d) o[(size_t)d * SA__KAS_KB] = j < J->N ? kv[d] : 0.0f;
        }
  J->kt = kt;
  J->next = 0;
  t = threads < J->nblocks ? threads : J->nblocks;
  if (t > SA__KAS_MAX_THREADS) t = SA__KAS_MAX_THREADS;
  if (t < 1) t = 1;
  memset(wk, 0, sizeof wk);
  for (c = 0; c < t && !rc; ++c) {
    sa__kas_sim_worker *w = &wk[c];
    w->job = J;
    w->P = (float *)SA_MALLOC(sizeof(float) * (size_t)J->ub * L * G * J->ldp);
    w->S = (float *)SA_MALLOC(sizeof(float) * SA__KAS_RB * J->lds);
    w->qb = (float *)SA_MALLOC(sizeof(float) * SA__KAS_RB * (size_t)D * 4);
    w->key = (uint64_t *)SA_MALLOC(sizeof(uint64_t) * (J->ldp + 1));
    w->den = (double *)SA_MALLOC(sizeof(double) * (size_t)L * G);
    if (J->need_head) {
      w->sel = (int *)SA_MALLOC(sizeof(int) * (size_t)L * G * J->kmax);
      w->hmin = (double *)SA_MALLOC(sizeof(double) * nhh);
    }
    if (J->need_shared) {
      w->Ps = (float *)SA_MALLOC(sizeof(float) * (size_t)L * J->ldp);
      w->ssel = (int *)SA_MALLOC(sizeof(int) * (size_t)L * J->kmax);
      w->smin = (double *)SA_MALLOC(sizeof(double) * (size_t)L * L);
    }
    if (!w->P || !w->S || !w->qb || !w->key || !w->den || (J->need_head && (!w->sel || !w->hmin)) ||
        (J->need_shared && (!w->Ps || !w->ssel || !w->smin))) {
      rc = -1;
      break;
    }
    if (J->need_head) for (i = 0; i < nhh; ++i) w->hmin[i] = 1;
    if (J->need_shared) for (i = 0; i < (size_t)L * L; ++i) w->smin[i] = 1;
  }
  if (!rc) {
    pthread_mutex_init(&J->mu, NULL);
    for (started = 1; started < t; ++started)
      if (pthread_create(&th[started], NULL, sa__kas_sim_thread, &wk[started]) != 0) break;
    sa__kas_sim_thread(&wk[0]); /* this thread works too; a thread that could not start leaves its share to it */
    for (c = 1; c < started; ++c) pthread_join(th[c], NULL);
    pthread_mutex_destroy(&J->mu);
    for (c = 0; c < t; ++c) {
      if (J->need_head)
        for (i = 0; i < nhh; ++i) hmin[i] = c == 0 || wk[c].hmin[i] < hmin[i] ? wk[c].hmin[i] : hmin[i];
      if (J->need_shared)
        for (i = 0; i < (size_t)L * L; ++i) smin[i] = c == 0 || wk[c].smin[i] < smin[i] ? wk[c].smin[i] : smin[i];
    }
  }
  for (c = 0; c < t; ++c) {
    sa__kas_sim_worker *w = &wk[c];
    SA_FREE(w->P); SA_FREE(w->S); SA_FREE(w->qb); SA_FREE(w->key); SA_FREE(w->den); SA_FREE(w->sel); SA_FREE(w->hmin);
    SA_FREE(w->Ps); SA_FREE(w->ssel); SA_FREE(w->smin);
  }
  SA_FREE(kt);
  J->kt = NULL;
  return rc;
}

/* sa_kascade_similarity with up to `threads` threads (0: the online CPUs); the results do not depend on it. */
static sa_status sa__kas_similarity(const sa_kascade_sim_params *params, const sa_kascade_prompt *prompts,
                                    int n_prompts, float *layer_sim, float *head_sim, int threads) {
  static const char *fn = "sa_kascade_similarity";
  int L, Hq, G, D, grp, kk, tile, need_head, need_shared, counted = 0, pi;
  double scale;
  size_t nhh, i;
  double *hmin = NULL, *hsum = NULL, *smin = NULL, *ssum = NULL;
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
  }
  if (threads <= 0) {
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    threads = ncpu > 0 ? (int)ncpu : 1;
  }
  need_head = head_sim != NULL || params->mode == SA_KASCADE_SIM_REMAPPED;
  need_shared = layer_sim != NULL && params->mode == SA_KASCADE_SIM_SHARED;
  nhh = (size_t)L * L * G * G;
  if (need_head) {
    hmin = (double *)SA_MALLOC(sizeof(double) * nhh);
    hsum = (double *)SA_MALLOC(sizeof(double) * nhh);
  }
  if (need_shared) {
    smin = (double *)SA_MALLOC(sizeof(double) * (size_t)L * L);
    ssum = (double *)SA_MALLOC(sizeof(double) * (size_t)L * L);
  }
  if ((need_head && (!hmin || !hsum)) || (need_shared && (!smin || !ssum))) goto oom;
  if (need_head) for (i = 0; i < nhh; ++i) hsum[i] = 0;
  if (need_shared) for (i = 0; i < (size_t)L * L; ++i) ssum[i] = 0;
  for (pi = 0; pi < n_prompts; ++pi) {
    const sa_kascade_prompt *pr = &prompts[pi];
    sa__kas_sim_job J;
    if (pr->tokens <= tile) continue; /* a prompt of <= tile tokens says nothing */
    memset(&J, 0, sizeof J);
    J.L = L; J.Hq = Hq; J.G = G; J.D = D; J.grp = grp; J.tile = tile; J.N = pr->tokens; J.kk = kk;
    J.need_head = need_head; J.need_shared = need_shared;
    J.frac = params->topk_fraction;
    J.cexp = (float)(scale * 1.4426950408889634); /* softmax base e as base 2 */
    J.q = pr->q;
    J.nkb = (J.N + SA__KAS_KB - 1) / SA__KAS_KB;
    J.units = (J.N + tile - 1) / tile;
    J.ldp = ((size_t)J.N + SA__KAS_V - 1) / SA__KAS_V * SA__KAS_V;
    J.lds = ((size_t)J.nkb * SA__KAS_KB + SA__KAS_V - 1) / SA__KAS_V * SA__KAS_V;
    J.kmax = (size_t)J.N; /* k_T <= L_T < tokens */
    /* ~8 queries a block: K streams once per block and layer, against 8 x grp rows; at most 64 MiB of pooled rows */
    J.ub = tile >= 8 ? 1 : 8 / tile;
    while (J.ub > 1 && (size_t)J.ub * L * G * J.ldp * sizeof(float) > ((size_t)64 << 20)) J.ub /= 2;
    J.nblocks = (J.units - 1 + J.ub - 1) / J.ub;
    if (sa__kas_sim_prompt(&J, pr->k, threads, hmin, smin) != 0) goto oom;
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
  goto done;
oom:
  st = sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of host memory (%d layers, %d KV heads)", fn, L, G);
done:
  SA_FREE(hmin); SA_FREE(hsum); SA_FREE(smin); SA_FREE(ssum);
  return st;
}

SADEF sa_status sa_kascade_similarity(const sa_kascade_sim_params *params, const sa_kascade_prompt *prompts,
                                      int n_prompts, float *layer_sim, float *head_sim) {
  return sa__kas_similarity(params, prompts, n_prompts, layer_sim, head_sim, 0);
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

/* ------------------------------------------------------------------------------------------------------ */
/* BLASST calibration                                                                       >>calibration */
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
/* synthetic attention inputs                                                                 >>synthetic */
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

#endif /* SPARSEATTN_NO_TOOLS */

#ifdef __cplusplus
}
#endif

/* ------------------------------------------------------------------------------------------------------ */
/* embedded kernels                                                                             >>kernels */
/* ------------------------------------------------------------------------------------------------------ */
/* >>> generated kernels: written by codegen/generate.py, do not edit >>> */
#ifdef SPARSEATTN_IMPLEMENTATION
#ifdef SPARSEATTN_KERNELS_HEADER
/* kernels generated for other head dims (codegen/generate.py --kernels-out), in place of these */
#include SPARSEATTN_KERNELS_HEADER
#else
#define SA__GEN_HEAD_DIMS "64 96 128 256"
#define SA__GEN_DIGITS 2 /* digits of a line or fragment number (codegen/embed.py) */
#define SA__GEN_NAME_MARK '@' /* stands for the variant's name in a line */
static const char *const sa__gen_lines[] = {
"/* @: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */",
"typedef unsigned int sa_u32;",
"typedef unsigned short sa_u16;",
"typedef unsigned long long sa_u64;",
"typedef long long sa_i64;",
"",
"#define SA_DEV static __device__ __forceinline__",
"#define SA_NEG_INF __int_as_float(0xff800000)",
"SA_DEV sa_u32 sa_smem_u32(const void *p) {",
"  sa_u32 r;",
"  asm volatile(\"{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }\" : \"=r\"(r) : \"l\"(p));",
"  return r;",
"}",
"/* 16-byte global->shared copy; src_bytes = 0 writes zeros (rows past the end). */",
"SA_DEV void sa_cp_async16(sa_u32 dst, const void *src, int src_bytes) {",
"  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\" :: \"r\"(dst), \"l\"(src), \"r\"(src_bytes) : \"memory\");",
"SA_DEV void sa_cp_async16_full(sa_u32 dst, const void *src) {",
"  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16;\" :: \"r\"(dst), \"l\"(src) : \"memory\");",
"/* A prefill block's grid coordinates (bx, by) = (query tile slot, head slot). A causal grid starts its blocks",
"   longest query tile first over groups of HG heads, the heads fastest inside a group; the last group also takes the",
"   heads left over (HG to 2 HG - 1 of them: no small group runs its long tiles last). common/mainloop.j2, grid_xy. */",
"template <bool CAUSAL_GRID, int HG>",
"SA_DEV void sa_grid_xy(sa_u32 x, sa_u32 y, sa_u32 nx, sa_u32 ny, int &bx, int &by) {",
"  if (!CAUSAL_GRID || HG == 1) {",
"    bx = (int)x;",
"    by = (int)y;",
"    return;",
"  }",
"  const sa_u32 lin = x + y * nx, h_last = (ny / HG > 1 ? ny / HG - 1 : 0) * HG;   /* the last group's first head */",
"  if (lin < h_last * nx) {",
"    const sa_u32 g = lin / (HG * nx), r = lin - g * HG * nx;",
"    bx = (int)(r / HG);",
"    by = (int)(g * HG + r % HG);",
"  } else {",
"    const sa_u32 hr = ny - h_last, r = lin - h_last * nx;",
"    bx = (int)(r / hr);",
"    by = (int)(h_last + r % hr);",
"/* the block's row of a [batch][head slot][query tile] table (query tiles in sequence order), from the block",
"   indices read afresh (asm volatile): used in a loop, it is recomputed there rather than kept live across it */",
"SA_DEV sa_i64 sa_grid_row() {",
"  sa_u32 x, y, nx, ny;",
"  asm volatile(\"mov.u32 %0, %%ctaid.x;\" : \"=r\"(x));",
"  asm volatile(\"mov.u32 %0, %%ctaid.y;\" : \"=r\"(y));",
"  asm volatile(\"mov.u32 %0, %%nctaid.x;\" : \"=r\"(nx));",
"  asm volatile(\"mov.u32 %0, %%nctaid.y;\" : \"=r\"(ny));",
"  int bx, by;",
"  sa_grid_xy<CAUSAL_GRID, HG>(x, y, nx, ny, bx, by);",
"  return ((sa_i64)blockIdx.z * ny + by) * nx + (CAUSAL_GRID ? (int)nx - 1 - bx : bx);",
"SA_DEV void sa_cp_async_commit() { asm volatile(\"cp.async.commit_group;\" ::: \"memory\"); }",
"template <int N> SA_DEV void sa_cp_async_wait() { asm volatile(\"cp.async.wait_group %0;\" :: \"n\"(N) : \"memory\"); }",
"SA_DEV void sa_ldsm_x4(sa_u32 addr, sa_u32 &r0, sa_u32 &r1, sa_u32 &r2, sa_u32 &r3) {",
"  asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.shared.b16 { %0,%1,%2,%3}, [%4];\"",
"               : \"=r\"(r0), \"=r\"(r1), \"=r\"(r2), \"=r\"(r3) : \"r\"(addr));",
"SA_DEV void sa_ldsm_x4_t(sa_u32 addr, sa_u32 &r0, sa_u32 &r1, sa_u32 &r2, sa_u32 &r3) {",
"  asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 { %0,%1,%2,%3}, [%4];\"",
"/* D = A(16x16, row) * B(16x8, col) + D, fp32 accumulate. */",
"SA_DEV void sa_mma(float *d, const sa_u32 *a, sa_u32 b0, sa_u32 b1) {",
"  asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 \"",
"               \"{ %0,%1,%2,%3}, { %4,%5,%6,%7}, { %8,%9}, { %0,%1,%2,%3};\"",
"               : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3])",
"               : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1));",
"/* Two fp32 -> one register of two 16-bit values, lo in the low half (round to nearest). */",
"SA_DEV sa_u32 sa_pack2(float lo, float hi) {",
"  asm(\"cvt.rn.bf16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(hi), \"f\"(lo));",
"SA_DEV float sa_exp2(float x) {",
"  float y;",
"  asm(\"ex2.approx.ftz.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x));",
"  return y;",
"/* A barrier over the warps that compute: all of the block, or all but the producer warps of a warp-specialized",
"   kernel (it has left by the time the epilogue runs). Its named barrier follows the warpgroups' own (1 + w). */",
"SA_DEV void sa_sync_consumers() {  __syncthreads();}",
"SA_DEV float sa_quad_max(float x) {",
"  x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 1));",
"  return fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 2));",
"SA_DEV float sa_quad_sum(float x) {",
"  x += __shfl_xor_sync(0xffffffffu, x, 1);",
"  return x + __shfl_xor_sync(0xffffffffu, x, 2);",
"/* sliding window, soft-cap and sinks of dense and BLASST (common/mods.j2); host: sa__mods */",
"struct sa_mods {",
"  const float *sinks;             /* [heads_q] sink logits in scaled-score units; NULL = none */",
"  float softcap_raw, softcap_inv; /* the soft-cap on raw scores: c * tanh(s / c), c = cap / scale; 0 = off */",
"  int win_left, win_right;        /* sliding window: keys a row sees before / after its own position; SA_FAR = unbounded */",
"};",
"static_assert(sizeof(sa_mods) == 24 && alignof(sa_mods) == 8,",
"              \"sa_mods: layout differs from codegen/params.py\");",
"#define SA_FAR (1 << 30)           /* an unbounded window side (the host's SA__FAR): past every length it accepts */",
"SA_DEV float sa_tanh(float x) {",
"  asm(\"tanh.approx.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x));",
"/* prefill attention, both families (common/mainloop.j2, common/mainloop_sm90.j2); host: sa__fwd_params */",
"struct sa_fwd_params {",
"  const sa_u16 *q, *k, *v;",
"  sa_u16 *o;",
"  float *lse;",
"  const int *cu_seqlens_q, *cu_seqlens_k;",
"  sa_i64 q_b, q_s, q_h;",
"  sa_i64 k_b, k_s, k_h;",
"  sa_i64 v_b, v_s, v_h;",
"  sa_i64 o_b, o_s, o_h;",
"  sa_i64 lse_b, lse_h;",
"  int seqlen_q, seqlen_k;",
"  int heads_q, group;",
"  float scale_log2;",
"  float blasst_lambda, blasst_scale_factor; /* BLASST variants only (common/rule_blasst.j2) */",
"  int mask_tiles;                           /* KV tiles per query tile in blasst_mask */",
"  unsigned long long *blasst_counters;      /* [2]: tiles considered, tiles skipped */",
"  unsigned char *blasst_mask;               /* per (b, h, query tile, KV tile): 1 = skipped */",
"  const int *block_index, *block_count;     /* block-sparse (common/kv_blocks.j2): [b][h][query block][max_blocks], [b][h][query block] */",
"  int query_blocks, max_blocks;",
"  int key_shift;                            /* log2(keys per block) */",
"  int sink, window;                         /* always-attended keys: [0, sink) and the window before the diagonal */",
"  int gamma;                                /* query stride of the query-sparse pass / of delta_o */",
"  const sa_u16 *delta_o;                    /* O of the strided queries: the delta correction's source (common/epi_delta.j2) */",
"  sa_i64 d_b, d_s, d_h;",
"  int *topk_index;                          /* query-sparse pass with an online top-k (common/topk.j2): [b][h][nq][topk_k] */",
"  float *topk_score;",
"  unsigned char *topk_tree;                 /* tree variant: internal nodes per row */",
"  int topk_k, k_exact, nq;",
"  const int *head_map;                      /* Kascade (common/kv_tokens.j2): [Hkv], the list a KV head reads; NULL = its own */",
"  const float *pool_lse;                    /* Kascade's pooled scores (common/rule_pool.j2): the dense pass's LSE */",
"  float *pool_out;                          /* [B][Hkv][pool_tiles][pool_stride] */",
"  sa_i64 pool_stride;",
"  int pool_tiles, m_block0;                 /* over query tiles [m_block0, m_block0 + gridDim.x) */",
"  sa_mods mods;                             /* dense and BLASST: window, soft-cap, sinks */",
"  const int *seqlens_k, *block_table;       /* over a KV cache: per-sequence KV lengths; pages (common/kv_paged.j2) */",
"  int max_pages, page_shift;",
"static_assert(sizeof(sa_fwd_params) == 416 && alignof(sa_fwd_params) == 8,",
"              \"sa_fwd_params: layout differs from codegen/params.py\");",
"constexpr int D = 64;",
"constexpr int BM = 128;",
"constexpr int BN = 128;",
"constexpr int WARPS = 4;",
"constexpr int STAGES = 2;",
"constexpr bool CAUSAL = false;",
"constexpr int THREADS = WARPS * 32;",
"constexpr int BLOCK_THREADS = THREADS;   /* no producer warps (common/mainloop_sm90.j2 has them) */",
"constexpr int WM = BM / WARPS;      /* rows per warp */",
"constexpr int MI = WM / 16;         /* m16 tiles per warp */",
"constexpr int NT = BN / 8;          /* n8 tiles of S per warp */",
"constexpr int DT = D / 8;           /* n8 tiles of O per warp */",
"constexpr int RS = (D + 8) * 2;     /* smem row stride in bytes: the 16-byte pad makes ldmatrix conflict-free */",
"constexpr int Q_BYTES = BM * RS;",
"constexpr int KV_BYTES = BN * RS;",
"constexpr int SMEM_BYTES = Q_BYTES + 2 * STAGES * KV_BYTES;",
"static_assert(WM % 16 == 0 && BN % 16 == 0 && D % 16 == 0, \"tile shape\");",
"static_assert(SMEM_BYTES == 92160, \"host and kernel disagree on shared memory\");",
"/* The tile's row maxima over the quad; part: the thread's own maxima of the tile's PARTS column ranges (MOMO's key",
"   blocks), for the same comparisons. */",
"template <int MI, int NT, int PARTS>",
"SA_DEV void sa_sm_tile_max(const float (&s)[MI][NT][4], float (&mt)[MI][2], float (&part)[MI][2][PARTS]) {",
"  static_assert(NT % PARTS == 0, \"whole n8 tiles a part\");",
"#pragma unroll",
"  for (int mi = 0; mi < MI; ++mi)",
"    for (int hf = 0; hf < 2; ++hf) {",
"      float x = SA_NEG_INF;",
"      for (int pp = 0; pp < PARTS; ++pp) {",
"        float y = SA_NEG_INF;",
"        for (int ni = pp * (NT / PARTS); ni < (pp + 1) * (NT / PARTS); ++ni) y = fmaxf(y, fmaxf(s[mi][ni][2 * hf], s[mi][ni][2 * hf + 1]));",
"        part[mi][hf][pp] = y;",
"        x = fmaxf(x, y);",
"      }",
"      mt[mi][hf] = sa_quad_max(x);",
"    }",
"template <int MI, int NT>",
"SA_DEV void sa_sm_tile_max(const float (&s)[MI][NT][4], float (&mt)[MI][2]) {",
"  float part[MI][2][1];",
"  sa_sm_tile_max(s, mt, part);",
"/* Folds the tile maxima into m. ms: the exponent the tile's exps subtract (0 while a row has seen no key, so an",
"   all-masked row never computes -inf - -inf); alpha: the factor of the row's old sum and O. Returns whether any",
"   of the thread's maxima moved (alpha is exactly 1 where none did). */",
"template <int MI>",
"SA_DEV bool sa_sm_update(float (&m)[MI][2], const float (&mt)[MI][2], float scale_log2, float (&ms)[MI][2],",
"                         float (&alpha)[MI][2]) {",
"  bool moved = false;",
"      const float mn = fmaxf(m[mi][hf], mt[mi][hf]);",
"      ms[mi][hf] = mn == SA_NEG_INF ? 0.f : mn * scale_log2;",
"      /* exactly 1 when the max stays: contracted to an fma, m * scale_log2 - ms is the product's rounding error,",
"         and exp2 of it need not be 1 (l would then change where a tile that adds nothing was skipped elsewhere) */",
"      alpha[mi][hf] = mn != m[mi][hf] ? sa_exp2(m[mi][hf] * scale_log2 - ms[mi][hf]) : 1.f;",
"      moved |= mn != m[mi][hf];",
"      m[mi][hf] = mn;",
"  return moved;",
"/* The tile's probabilities exp2(s * scale_log2 - ms), handed in pairs to put(mi, ni, hf, p0, p1) (columns",
"   ni*8 + 2*tq and + 1 of row (mi, hf)), and l = l * alpha + their row sums. */",
"template <int MI, int NT, class Put>",
"SA_DEV void sa_sm_exp(const float (&s)[MI][NT][4], const float (&ms)[MI][2], const float (&alpha)[MI][2],",
"                      float scale_log2, float (&l)[MI][2], Put put) {",
"      float rs = 0.f;",
"      for (int ni = 0; ni < NT; ++ni) {",
"        const float p0 = sa_exp2(s[mi][ni][2 * hf] * scale_log2 - ms[mi][hf]);",
"        const float p1 = sa_exp2(s[mi][ni][2 * hf + 1] * scale_log2 - ms[mi][hf]);",
"        rs += p0 + p1;",
"        put(mi, ni, hf, p0, p1);",
"      l[mi][hf] = l[mi][hf] * alpha[mi][hf] + rs;",
"/* A tile's share of the running max and sum, its probabilities dropped: what an LSE-only pass keeps. */",
"SA_DEV void sa_sm_stats(const float (&s)[MI][NT][4], const float (&mt)[MI][2], float scale_log2, float (&m)[MI][2],",
"                        float (&l)[MI][2]) {",
"  float ms[MI][2], alpha[MI][2];",
"  sa_sm_update(m, mt, scale_log2, ms, alpha);",
"  sa_sm_exp(s, ms, alpha, scale_log2, l, [](int, int, int, float, float) {});",
"/* sa_sm_stats without the tile max, for a pass that keeps no probabilities (Kascade's LSE pass): a thread sums its",
"   own exps against its own reference m, the largest score it has met so far, and looks for a tile max only when the",
"   tile's sum leaves fp32's headroom (its first tile, where m is -inf; a score 40 log2 units above m; NaN). Exps of",
"   scores up to 40 above the reference lose nothing in fp32 (l then stays below 2^40 a tile), so the tile max, its",
"   quad shuffles and their latency before the first exp are gone from nearly every tile. m is then the thread's,",
"   not the quad's: sa_sm_stats_join makes it the row's before the LSE is formed. */",
"SA_DEV void sa_sm_stats_lazy(const float (&s)[MI][NT][4], float scale_log2, float (&m)[MI][2], float (&l)[MI][2]) {",
"      /* the row's exps against the exponent ms, summed */",
"      const auto row_sum = [&](float ms) {",
"        float rs = 0.f;",
"        for (int ni = 0; ni < NT; ++ni)",
"          rs += sa_exp2(s[mi][ni][2 * hf] * scale_log2 - ms) + sa_exp2(s[mi][ni][2 * hf + 1] * scale_log2 - ms);",
"        return rs;",
"      };",
"      float rs = row_sum(m[mi][hf] * scale_log2);",
"      if (!(rs <= 1099511627776.f)) {   /* 2^40, or inf, or NaN (-inf - -inf before the first key) */",
"        float x = m[mi][hf];",
"        for (int ni = 0; ni < NT; ++ni) x = fmaxf(x, fmaxf(s[mi][ni][2 * hf], s[mi][ni][2 * hf + 1]));",
"        const float ms = x == SA_NEG_INF ? 0.f : x * scale_log2;",
"        if (x != m[mi][hf]) l[mi][hf] *= sa_exp2(m[mi][hf] * scale_log2 - ms);",
"        m[mi][hf] = x;",
"        rs = row_sum(ms);",
"      l[mi][hf] += rs;",
"/* After sa_sm_stats_lazy: m becomes the quad's max and l this thread's sum against it, as sa_sm_stats leaves them. */",
"SA_DEV void sa_sm_stats_join(float (&m)[MI][2], float (&l)[MI][2], float scale_log2) {",
"      const float mx = sa_quad_max(m[mi][hf]);",
"      if (mx != m[mi][hf]) l[mi][hf] *= sa_exp2(m[mi][hf] * scale_log2 - mx * scale_log2);",
"      m[mi][hf] = mx;",
"/* The probabilities as 16-bit pairs in the order of the mma A fragment (and of a P tile row in shared memory). */",
"SA_DEV void sa_sm_pack(const float (&s)[MI][NT][4], sa_u32 (&pk)[MI][NT][2]) {",
"    for (int ni = 0; ni < NT; ++ni) {",
"      pk[mi][ni][0] = sa_pack2(s[mi][ni][0], s[mi][ni][1]);",
"      pk[mi][ni][1] = sa_pack2(s[mi][ni][2], s[mi][ni][3]);",
"/* O *= alpha; left out when no row max of the warp moved. */",
"template <int MI, int DT>",
"SA_DEV void sa_sm_rescale(float (&o)[MI][DT][4], const float (&alpha)[MI][2], bool moved) {",
"  if (__any_sync(0xffffffffu, moved)) {",
"    for (int mi = 0; mi < MI; ++mi)",
"      for (int dt = 0; dt < DT; ++dt) {",
"        o[mi][dt][0] *= alpha[mi][0]; o[mi][dt][1] *= alpha[mi][0];",
"        o[mi][dt][2] *= alpha[mi][1]; o[mi][dt][3] *= alpha[mi][1];",
"/* A finished row: sum is its whole row sum (the quad's, or a merge's), mx its max in scaled log2 units.",
"   1 / sum is 0 only for a row that saw no key (a NaN sum propagates); its LSE (natural log) is then -inf. */",
"SA_DEV float sa_sm_inv(float sum) { return sum != 0.f ? 1.f / sum : 0.f; }",
"SA_DEV float sa_sm_lse(float mx, float sum) {",
"  return sum != 0.f ? (mx + __log2f(sum)) * 0.69314718055994531f : SA_NEG_INF;",
"/* Async copy of ROWS rows into a padded smem tile: tile row r comes from src + off_of(r) (elements), zeros when that",
"   is negative (past the end, a gap of a gathered tile). Each thread copies one 16-byte column chunk of every RSTEP-th",
"   row, so its column offset is fixed and only one row address per copy is computed (no per-copy 64-bit bases kept",
"   live across the mainloop). */",
"template <int ROWS, int UNROLL = ROWS, class OffOf>",
"SA_DEV void sa_load_rows_off(sa_u32 dst, const sa_u16 *src, OffOf off_of, int tid) {",
"  constexpr int CPR = D / 8;                 /* 16-byte chunks per row */",
"  if constexpr (THREADS % CPR == 0) {",
"    constexpr int RSTEP = THREADS / CPR;     /* rows covered by one pass of the block */",
"    const int row = tid / CPR, ch = tid % CPR;",
"    src += ch * 8;",
"    dst += row * RS + ch * 16;",
"#pragma unroll UNROLL",
"    for (int i = 0; i < (ROWS + RSTEP - 1) / RSTEP; ++i) {",
"      const int r = row + i * RSTEP;",
"      if (ROWS % RSTEP == 0 || r < ROWS) {",
"        const sa_i64 so = off_of(r);",
"        sa_cp_async16(dst + i * RSTEP * RS, so >= 0 ? src + so : src, so >= 0 ? 16 : 0);",
"  } else {                                   /* head dims whose rows do not tile the block evenly */",
"    for (unsigned c = tid; c < (unsigned)(ROWS * CPR); c += THREADS) {",
"      const int r = c / CPR, ch = c % CPR;",
"      const sa_i64 so = off_of(r);",
"      sa_cp_async16(dst + r * RS + ch * 16, so >= 0 ? src + so + ch * 8 : src, so >= 0 ? 16 : 0);",
"/* Tile row r from source row row_of(r) of a matrix with the given row stride (none when negative). */",
"template <int ROWS, class RowOf>",
"SA_DEV void sa_load_rows_at(sa_u32 dst, const sa_u16 *src, sa_i64 stride, RowOf row_of, int tid) {",
"  sa_load_rows_off<ROWS>(dst, src, [=](int r) { const int sr = row_of(r); return sr >= 0 ? (sa_i64)sr * stride : (sa_i64)-1; },",
"                         tid);",
"/* Rows [r0, r0 + ROWS) of a [len x D] matrix. */",
"template <int ROWS>",
"SA_DEV void sa_load_rows(sa_u32 dst, const sa_u16 *src, sa_i64 stride, int r0, int len, int tid) {",
"  sa_load_rows_at<ROWS>(dst, src, stride, [=](int r) { return r0 + r < len ? r0 + r : -1; }, tid);",
"/* S = Q K^T for one tile. q_lane/k_lane: this lane's ldmatrix addresses for the first fragments. */",
"SA_DEV void sa_qk(float (&s)[MI][NT][4], sa_u32 q_lane, sa_u32 k_lane) {",
"    for (int ni = 0; ni < NT; ++ni)",
"      s[mi][ni][0] = s[mi][ni][1] = s[mi][ni][2] = s[mi][ni][3] = 0.f;",
"  for (int kk = 0; kk < D / 16; ++kk) {",
"    sa_u32 a[MI][4];",
"      sa_ldsm_x4(q_lane + mi * 16 * RS + kk * 32, a[mi][0], a[mi][1], a[mi][2], a[mi][3]);",
"    for (int np = 0; np < NT / 2; ++np) {",
"      sa_u32 b0, b1, b2, b3;",
"      sa_ldsm_x4(k_lane + np * 16 * RS + kk * 32, b0, b1, b2, b3);",
"      for (int mi = 0; mi < MI; ++mi) {",
"        sa_mma(s[mi][2 * np], a[mi], b0, b1);",
"        sa_mma(s[mi][2 * np + 1], a[mi], b2, b3);",
"/* O += P V for one tile; P is already packed to 16-bit pairs in the A-fragment order. */",
"SA_DEV void sa_pv(float (&o)[MI][DT][4], const sa_u32 (&p)[MI][NT][2], sa_u32 v_lane) {",
"  for (int kk = 0; kk < BN / 16; ++kk) {",
"    for (int mi = 0; mi < MI; ++mi) {",
"      a[mi][0] = p[mi][2 * kk][0];",
"      a[mi][1] = p[mi][2 * kk][1];",
"      a[mi][2] = p[mi][2 * kk + 1][0];",
"      a[mi][3] = p[mi][2 * kk + 1][1];",
"    for (int dp = 0; dp < D / 16; ++dp) {",
"      sa_ldsm_x4_t(v_lane + kk * 16 * RS + dp * 32, b0, b1, b2, b3);",
"        sa_mma(o[mi][2 * dp], a[mi], b0, b1);",
"        sa_mma(o[mi][2 * dp + 1], a[mi], b2, b3);",
"extern \"C\" __global__ void __launch_bounds__(THREADS, 2)",
"@(const sa_fwd_params p) {",
"  extern __shared__ __align__(16) unsigned char smem[];",
"  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;",
"  const int g = lane >> 2, tq = lane & 3;",
"  constexpr int GRID_HG = 1;",
"  sa_grid_xy<CAUSAL, GRID_HG>(blockIdx.x, blockIdx.y, gridDim.x, gridDim.y, bx, by);",
"  const int b = blockIdx.z, h = by, kvh = h / p.group;",
"    int len_q = p.seqlen_q, len_k = p.seqlen_k;",
"  sa_i64 q_off = (sa_i64)b * p.q_b, k_off = (sa_i64)b * p.k_b, v_off = (sa_i64)b * p.v_b;",
"  sa_i64 o_off = (sa_i64)b * p.o_b, lse_off = (sa_i64)b * p.lse_b;",
"  if (p.cu_seqlens_q) {",
"    const int s0 = p.cu_seqlens_q[b];",
"    len_q = p.cu_seqlens_q[b + 1] - s0;",
"    q_off = (sa_i64)s0 * p.q_s; o_off = (sa_i64)s0 * p.o_s; lse_off = s0;",
"  if (p.cu_seqlens_k) {",
"    const int s0 = p.cu_seqlens_k[b];",
"    len_k = p.cu_seqlens_k[b + 1] - s0;",
"    k_off = (sa_i64)s0 * p.k_s; v_off = (sa_i64)s0 * p.v_s;",
"  if (p.seqlens_k) len_k = p.seqlens_k[b];   /* a KV cache: the queries are the last len_q of len_k positions */",
"  int diag = len_k - len_q;         /* bottom-right causal: row i sees key j iff j <= i + diag */",
"  const int seq_len_k = len_k;",
"  sa_i64 q_rs = p.q_s;              /* Q row stride (the query-sparse pass reads every gamma-th row) */",
"  const int m_block = p.m_block0 + (CAUSAL ? (int)gridDim.x - 1 - bx : bx);",
"  const int m0 = m_block * BM;",
"  if (m0 >= len_q) return;",
"    const int win_l = p.mods.win_left, win_r = p.mods.win_right;  int kv_t0 = 0;",
"  if (m0 + diag - win_l >= BN) {",
"    kv_t0 = (m0 + diag - win_l) / BN;",
"    k_off += (sa_i64)kv_t0 * BN * p.k_s; v_off += (sa_i64)kv_t0 * BN * p.v_s;",
"    len_k -= kv_t0 * BN; diag -= kv_t0 * BN;",
"  }  (void)seq_len_k; (void)kv_t0;",
"  const sa_u16 *qg = p.q + q_off + (sa_i64)h * p.q_h;",
"  const sa_u16 *kg = p.k + k_off + (sa_i64)kvh * p.k_h;",
"  const sa_u16 *vg = p.v + v_off + (sa_i64)kvh * p.v_h;",
"  const sa_u32 s_q = sa_smem_u32(smem);",
"  const sa_u32 s_k = s_q + Q_BYTES;",
"  const sa_u32 s_v = s_k + STAGES * KV_BYTES;",
"  const sa_u32 q_lane = s_q + (warp * WM + (lane & 15)) * RS + (lane >> 4) * 16;",
"  const sa_u32 k_lane = s_k + ((lane & 7) + ((lane >> 4) << 3)) * RS + ((lane >> 3) & 1) * 16;",
"  const sa_u32 v_lane = s_v + ((lane & 7) + (((lane >> 3) & 1) << 3)) * RS + (lane >> 4) * 16;",
"  /* Keys any row of this block may see; tiles past key_lim0 hold keys some row may not see, and so do tiles that",
"     start before key_lo1 (the window's first key of the block's last row). */",
"  const int n_end = min(CAUSAL ? min(len_k, m0 + BM + diag) : len_k, m0 + BM + diag + win_r);",
"  int n_tiles = n_end > 0 ? (n_end + BN - 1) / BN : 0;   /* a rule's setup may lower it (rule_pool.j2) */",
"  /* Rows past the end of the sequence see no key: in the last query tile every tile is masked. */",
"  const int key_lim0 = m0 + BM > len_q ? -1 : min(CAUSAL ? min(len_k - 1, m0 + diag) : len_k - 1, m0 + diag + win_r);",
"  const int key_lo1 = min(m0 + BM, len_q) - 1 + diag - win_l;",
"  float o[MI][DT][4];",
"  float m[MI][2], l[MI][2];",
"  for (int mi = 0; mi < MI; ++mi) {",
"    for (int dt = 0; dt < DT; ++dt) o[mi][dt][0] = o[mi][dt][1] = o[mi][dt][2] = o[mi][dt][3] = 0.f;",
"    m[mi][0] = m[mi][1] = SA_NEG_INF;",
"    l[mi][0] = l[mi][1] = 0.f;",
"    if (p.mods.sinks) {",
"      for (int hf = 0; hf < 2; ++hf)",
"        if (true) {",
"          m[mi][hf] = __ldg(p.mods.sinks + (h)) * 1.4426950408889634f / p.scale_log2;",
"          if ((true) && tq == 0) l[mi][hf] = 1.f;",
"        }",
"  /* Prologue: Q joins the first tile's copy group; STAGES-1 tiles in flight. */",
"  sa_load_rows<BM>(s_q, qg, q_rs, m0, len_q, tid);",
"  for (int st = 0; st < STAGES - 1; ++st) {",
"    if (st < n_tiles) { sa_load_rows<BN>(s_k + (st) * KV_BYTES, kg, p.k_s, (st) * BN, len_k, tid);",
"      sa_load_rows<BN>(s_v + (st) * KV_BYTES, vg, p.v_s, (st) * BN, len_k, tid); }",
"    sa_cp_async_commit();",
"  for (int t = 0; t < n_tiles; ++t) {",
"    sa_cp_async_wait<STAGES - 2>();",
"    __syncthreads();   /* tile t visible to all; every warp is done with tile t-1's stage */",
"    {",
"      const int tn = t + STAGES - 1;",
"      if (tn < n_tiles) { sa_load_rows<BN>(s_k + (tn % STAGES) * KV_BYTES, kg, p.k_s, (tn) * BN, len_k, tid);",
"      sa_load_rows<BN>(s_v + (tn % STAGES) * KV_BYTES, vg, p.v_s, (tn) * BN, len_k, tid); }",
"      sa_cp_async_commit();",
"    const int stage = t % STAGES;",
"    float s[MI][NT][4];",
"    sa_qk(s, q_lane, k_lane + stage * KV_BYTES);",
"        if (p.mods.softcap_raw > 0.f) {",
"      for (int mi = 0; mi < MI; ++mi)",
"          for (int e = 0; e < 4; ++e) s[mi][ni][e] = p.mods.softcap_raw * sa_tanh(s[mi][ni][e] * p.mods.softcap_inv);",
"    /* Mask keys past the end, after each row's diagonal when causal, and outside its window (row: the row's query",
"   position). Key t*BN + ni*8 + 2tq + c lies before the window of row m0 + warp*WM + mi*16 + g + 8hf iff",
"   lo_base + ni*8 + c < mi*16 + 8hf: one value per tile, the rest are constants. */",
"    if ((t) * BN + BN - 1 > key_lim0 || (t) * BN < key_lo1) {",
"      const int lo_base = (t) * BN + 2 * tq - (m0 + warp * WM + g + diag - win_l);",
"        for (int hf = 0; hf < 2; ++hf) {",
"          const int row = m0 + warp * WM + mi * 16 + g + 8 * hf;",
"          const int lim = row >= len_q ? -1 : min(CAUSAL ? min(len_k - 1, row + diag) : len_k - 1, row + diag + win_r);",
"          for (int ni = 0; ni < NT; ++ni)",
"            for (int c = 0; c < 2; ++c)",
"              if ((t) * BN + ni * 8 + 2 * tq + c > lim || lo_base + ni * 8 + c < mi * 16 + 8 * hf) s[mi][ni][2 * hf + c] = SA_NEG_INF;",
"    float mt[MI][2];",
"    sa_sm_tile_max(s, mt);",
"    float alpha[MI][2], ms[MI][2];",
"    const bool moved = sa_sm_update(m, mt, p.scale_log2, ms, alpha);",
"    sa_u32 pk[MI][NT][2];",
"    sa_sm_exp(s, ms, alpha, p.scale_log2, l, [&](int mi, int ni, int hf, float p0, float p1) {",
"      pk[mi][ni][hf] = sa_pack2(p0, p1);",
"    });",
"    sa_sm_rescale(o, alpha, moved);",
"    sa_pv(o, pk, v_lane + stage * KV_BYTES);",
"  sa_cp_async_wait<0>();",
"  __syncthreads();   /* all warps are done with the tiles: smem is free for the epilogue */",
"  /* O goes through smem (the Q tile) so that global stores are 16 bytes wide and coalesced. */",
"  struct __align__(16) sa_v4 { sa_u32 x, y, z, w; };",
"  sa_u16 *og = p.o + o_off + (sa_i64)h * p.o_h;",
"      const float lf = sa_quad_sum(l[mi][hf]);",
"      const float inv = sa_sm_inv(lf);",
"      const int r = warp * WM + mi * 16 + g + 8 * hf;",
"      for (int dt = 0; dt < DT; ++dt)",
"        *(sa_u32 *)(smem + r * RS + (dt * 8 + 2 * tq) * 2) = sa_pack2(o[mi][dt][2 * hf] * inv, o[mi][dt][2 * hf + 1] * inv);",
"      if (p.lse && tq == 0 && m0 + r < len_q)",
"        p.lse[lse_off + (sa_i64)h * p.lse_h + m0 + r] = sa_sm_lse(m[mi][hf] * p.scale_log2, lf);",
"  sa_sync_consumers();",
"  constexpr int CPR = D / 8;",
"  for (int c = tid; c < BM * CPR; c += THREADS) {",
"    const int row = c / CPR, ch = c % CPR;",
"    if (m0 + row < len_q)",
"      *(sa_v4 *)(og + (sa_i64)(m0 + row) * p.o_s + ch * 8) = *(const sa_v4 *)(smem + row * RS + ch * 16);",
"constexpr bool CAUSAL = true;",
"  asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 \"",
"  asm(\"cvt.rn.f16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(hi), \"f\"(lo));",
"  __shared__ float sa_l2lam;",
"  __shared__ int sa_n_skipped, sa_n_counted;   /* counted: (warp or warpgroup, tile) decisions that saw a key */",
"  if (tid == 0) {   /* ordered before any use by the loop's first barrier */",
"/* log2(lambda) for this sequence; -inf disables skipping */",
"  float l2lam = SA_NEG_INF;",
"  {",
"    const float lam = p.blasst_scale_factor > 0.f ? p.blasst_scale_factor / (float)(seq_len_k) : p.blasst_lambda;",
"    if (lam > 0.f && lam < 1.f) l2lam = log2f(lam);",
"    sa_l2lam = l2lam;",
"    sa_n_skipped = 0;",
"    sa_n_counted = 0;",
"        /* BLASST, decided per warp (its WM rows): a warp vote, no block barrier. A tile in which the warp's rows",
"       see no key is skipped without being counted (nothing to decide). */",
"    if ((t) > 0 && sa_l2lam != SA_NEG_INF) {",
"      const float l2lam = sa_l2lam;",
"      bool agree = true, empty = true;",
"          if (mt[mi][hf] != SA_NEG_INF) empty = false;",
"          if (mt[mi][hf] != SA_NEG_INF && !((mt[mi][hf] - m[mi][hf]) * p.scale_log2 < l2lam)) agree = false;",
"      if (__all_sync(0xffffffffu, agree)) {",
"        const bool counted = !__all_sync(0xffffffffu, empty);",
"        if (lane == 0) {",
"          if (counted) { atomicAdd(&sa_n_counted, 1); atomicAdd(&sa_n_skipped, 1); }",
"          if (p.blasst_mask) p.blasst_mask[((sa_grid_row<CAUSAL, GRID_HG>() * WARPS + warp) * p.mask_tiles + kv_t0 + (t))] = counted;",
"        continue;",
"    if (p.blasst_counters || p.blasst_mask) {   /* a processed tile: counted when the warp sees a key of it */",
"      bool any_key = false;",
"        for (int hf = 0; hf < 2; ++hf) any_key |= mt[mi][hf] != SA_NEG_INF;",
"      any_key = __any_sync(0xffffffffu, any_key);",
"      if (lane == 0) {",
"        if (any_key && p.blasst_counters) atomicAdd(&sa_n_counted, 1);",
"        if (p.blasst_mask) p.blasst_mask[((sa_grid_row<CAUSAL, GRID_HG>() * WARPS + warp) * p.mask_tiles + kv_t0 + (t))] = 0;",
"  sa_sync_consumers();   /* every warp's counts are in */",
"  if (p.blasst_counters && tid == 0 && n_tiles > 0) {",
"    atomicAdd(p.blasst_counters, (unsigned long long)sa_n_counted);",
"    atomicAdd(p.blasst_counters + 1, (unsigned long long)sa_n_skipped);",
"  k_off = v_off = 0;                /* pages: the block table places each key (common/kv_paged.j2) */",
"  int kv_j0 = 0;                    /* the window's first visited key */",
"    kv_j0 = kv_t0 * BN;",
"    if (st < n_tiles) { {",
"        const int *bt_ = p.block_table + (sa_i64)b * p.max_pages;",
"        const int sh_ = p.page_shift, j0_ = kv_j0 + (st) * BN, n_ = len_k - (st) * BN;",
"        const sa_i64 ps_ = p.k_b, rs_ = p.k_s;",
"        if ((j0_ >> sh_) == ((j0_ + BN - 1) >> sh_)) {",
"          const sa_i64 base = (sa_i64)__ldg(bt_ + (j0_ >> sh_)) * ps_ + (sa_i64)(j0_ & ((1 << sh_) - 1)) * rs_;",
"          sa_load_rows<BN>(s_k + (st) * KV_BYTES, kg + base, rs_, 0, n_, tid);",
"        } else {",
"          sa_load_rows_off<BN, 1>(s_k + (st) * KV_BYTES, kg, [=](int r) -> sa_i64 {",
"            const int j = j0_ + r;",
"            return r < n_ ? (sa_i64)__ldg(bt_ + (j >> sh_)) * ps_ + (sa_i64)(j & ((1 << sh_) - 1)) * rs_ : (sa_i64)-1;",
"          }, tid);",
"      {",
"        const sa_i64 ps_ = p.v_b, rs_ = p.v_s;",
"          sa_load_rows<BN>(s_v + (st) * KV_BYTES, vg + base, rs_, 0, n_, tid);",
"          sa_load_rows_off<BN, 1>(s_v + (st) * KV_BYTES, vg, [=](int r) -> sa_i64 {",
"      } }",
"      if (tn < n_tiles) { {",
"        const int sh_ = p.page_shift, j0_ = kv_j0 + (tn) * BN, n_ = len_k - (tn) * BN;",
"          sa_load_rows<BN>(s_k + (tn % STAGES) * KV_BYTES, kg + base, rs_, 0, n_, tid);",
"          sa_load_rows_off<BN, 1>(s_k + (tn % STAGES) * KV_BYTES, kg, [=](int r) -> sa_i64 {",
"          sa_load_rows<BN>(s_v + (tn % STAGES) * KV_BYTES, vg + base, rs_, 0, n_, tid);",
"          sa_load_rows_off<BN, 1>(s_v + (tn % STAGES) * KV_BYTES, vg, [=](int r) -> sa_i64 {",
"    constexpr int win_l = SA_FAR, win_r = SA_FAR;  constexpr int kv_t0 = 0;  (void)seq_len_k; (void)kv_t0;",
"        sa_sm_stats_lazy(s, p.scale_log2, m, l);    continue;",
"  sa_sm_stats_join(m, l, p.scale_log2);   /* the epilogue writes the first head's LSE from the row's m */",
"/* @: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */",
"/* decode, few queries per sequence (common/decode.j2); host: sa__dec_params */",
"struct sa_dec_params {",
"  const sa_u16 *q;",
"  const sa_u16 *k, *v;",
"  const int *seqlens_k;",
"  const int *block_table;",
"  float *part_o, *part_lse;",
"  unsigned long long *blasst_counters;",
"  unsigned char *blasst_mask;",
"  sa_i64 q_b, q_s, q_h, o_b, o_s, o_h;",
"  sa_i64 k_b, k_s, k_h, v_b, v_s, v_h; /* paged: page, row in page, head */",
"  int q_len, group, heads_kv, rows_per_block;",
"  int row_blocks, num_splits, batch, page_shift;",
"  int max_pages, causal, mask_tiles, heads_q;",
"  float scale_log2, blasst_lambda, blasst_scale_factor;",
"  int kc_max_k;                        /* Kascade gather (common/kv_gather.j2): list capacity */",
"  const int *kc_indices, *kc_counts;   /* [B][Hkv][kc_max_k], [B][Hkv] */",
"  const int *head_map;                 /* [Hkv] or NULL */",
"  float *pool_out;                     /* Kascade anchor's first pass (common/rule_pool.j2): raw scores [B][Hkv][RB][pool_stride] */",
"  sa_mods mods;                        /* window, soft-cap, sinks */",
"typedef sa_u16 KV_T;",
"              \"sa_dec_params: layout differs from codegen/params.py\");",
"constexpr int BN = 32;            /* keys per tile (per warp) */",
"constexpr int KST = 4;        /* K tiles in flight per warp */",
"constexpr int MI = 1;             /* m16 tiles of rows */",
"constexpr bool V_AFTER_DECISION = false;",
"constexpr int VST = V_AFTER_DECISION ? 2 : KST;",
"constexpr int RB_MAX = 16 * MI;",
"constexpr int NT = BN / 8;",
"constexpr int DT = D / 8;",
"constexpr int CPR = D / 8;",
"constexpr int RS = (D + 8) * 2;",
"  const float *k_scale, *v_scale;      /* FP8 cache (kv8 variants): a code's value is code x scale[b * kvs_b + kvh * kvs_h]; NULL = 1 */",
"  sa_i64 kvs_b, kvs_h;",
"      p.o[(sa_i64)b * p.o_b + (sa_i64)qi * p.o_s + (sa_i64)h * p.o_h + d] = (sa_u16)(sa_pack2(out, 0.f) & 0xffffu);",
"constexpr int P_BYTES = RB_MAX * PRS;",
"constexpr int WARP_BYTES = (KST + VST) * TILE_BYTES + P_BYTES;",
"constexpr int SMEM_BYTES = Q_BYTES + WARPS * WARP_BYTES;",
"  int kv_fmt, kv_reserved;             /* FP8 cache: 1 = e4m3, 2 = e5m2 */",
"constexpr int PRS = (BN + 8) * 2;           /* pending P: padded rows, conflict-free ldmatrix */",
"static_assert(WARPS * (RB_MAX * D * 4 + RB_MAX * 8) <= SMEM_BYTES, \"merge area must fit in the tiles\");",
"/* O += P V for one tile, P read from smem (16-bit, A-operand layout via ldmatrix). */",
"SA_DEV void sa_pv_smem(float (&o)[MI][DT][4], sa_u32 p_lane, sa_u32 v_lane) {",
"    for (int mi = 0; mi < MI; ++mi) sa_ldsm_x4(p_lane + mi * 16 * PRS + kk * 32, a[mi][0], a[mi][1], a[mi][2], a[mi][3]);",
"/* A 16-byte copy that has L2 fetch the whole aligned block around it (128 bytes): decode reads each key's",
"   D-element piece of a head once, and asking for the block at the first request instead of sector by sector gets",
"   more of HBM's bandwidth (dense B64 x 32K d128 on an H100: 2.999 -> 2.922 ms). */",
"SA_DEV void sa_cp_async16_pf(sa_u32 dst, const void *src, int src_bytes) {",
"  asm volatile(\"cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;\" :: \"r\"(dst), \"l\"(src), \"r\"(src_bytes) : \"memory\");",
"/* Issue the async copies of keys [j0, j0 + BN) of one matrix (K or V) into a warp-private stage.",
"   rs: row stride; ps: page stride (paged caches); bt: this sequence's block table (paged caches). */",
"static_assert(sizeof(sa_dec_params) == 352 && alignof(sa_dec_params) == 8,",
"                        const int *gather_list, int n_gathered, int first_new_key, int j0, int len, int lane) {",
"  asm volatile(\"mov.b64 %0, %0;\" : \"+l\"(rs));   /* recompute row addresses: see sa_load_rows */",
"  if (j0 >= len) return;",
"constexpr int KRS = RS, KCPR = CPR;",
"    const int c = lane + i * 32;",
"constexpr int TILE_BYTES = BN * RS;",
"constexpr int Q_BYTES = RB_MAX * RS;",
"      const int j = j0 + row;",
"      const sa_i64 off = (sa_i64)(j) * rs;   /* every lane: the gather shuffles */",
"      const bool ok = j < len && true;",
"static_assert(SMEM_BYTES == 154880, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 68928, \"host and kernel disagree on shared memory\");",
"extern \"C\" __global__ void __launch_bounds__(THREADS, 1)",
"@(const sa_dec_params p) {",
"  const int split = blockIdx.x, kvh = blockIdx.y / p.row_blocks, rb = blockIdx.y % p.row_blocks, b = blockIdx.z;",
"  const int len_k = p.seqlens_k[b];",
"  const int RB = p.rows_per_block;",
"  const sa_u32 s_kw = s_q + Q_BYTES + warp * WARP_BYTES;",
"  const sa_u32 s_vw = s_kw + KST * TILE_BYTES;",
"  const sa_u32 s_pw = s_vw + VST * TILE_BYTES;",
"  /* Q rows of this block: row r is (token qi, head kvh * group + hoff) with rb * RB + r = qi * group + hoff. */",
"  for (int c = tid; c < RB_MAX * CPR; c += THREADS) {",
"    const int r = c / CPR, ch = c % CPR;",
"    const int gr = rb * RB + r, qi = gr / p.group, hoff = gr % p.group;",
"    const bool ok = r < RB && qi < p.q_len;",
"    const sa_u16 *src = ok ? p.q + (sa_i64)b * p.q_b + (sa_i64)qi * p.q_s + (sa_i64)(kvh * p.group + hoff) * p.q_h + ch * 8 : p.q;",
"    sa_cp_async16(s_q + r * RS + ch * 16, src, ok ? 16 : 0);",
"  sa_cp_async_commit();",
"constexpr int TILE_BYTES = BN * KRS;",
"  const sa_u32 v_lane = s_vw + ((lane & 7) + (((lane >> 3) & 1) << 3)) * RS + (lane >> 4) * 16;",
"  const int *bt = 0;",
"  const int kv_len = len_k;",
"  const int *gather_list = 0;",
"  const int n_gathered = 0, first_new_key = 0;",
"    const int win_l = p.mods.win_left, win_r = p.mods.win_right;",
"  /* This warp's chunk of tiles: the tiles from t_first (the first that holds a key of the first query's window;",
"     Kascade's list positions are not key positions, so its window only masks) split evenly over",
"     num_splits * WARPS chunks. */",
"  const int n_tiles = (kv_len + BN - 1) / BN;  const int t_first = min(n_tiles, max(0, len_k - p.q_len - win_l) / BN);  const int chunks = p.num_splits * WARPS;",
"  const int per_chunk = (n_tiles - t_first + chunks - 1) / chunks;",
"  const int t0 = min(n_tiles, t_first + (split * WARPS + warp) * per_chunk);",
"  const int t1 = min(n_tiles, t0 + per_chunk);",
"  const sa_i64 mask_base = (((sa_i64)b * p.heads_kv + kvh) * p.row_blocks + rb) * p.mask_tiles;",
"  (void)mask_base;",
"  /* This thread's rows (mi, hf) that exist, one bit each (registers are scarce: 255 with 32 rows of d128). */",
"  unsigned row_bits = 0;",
"      const int r = mi * 16 + g + 8 * hf, gr = rb * RB + r;",
"      if (r < RB && gr / p.group < p.q_len) row_bits |= 1u << (mi * 2 + hf);",
"  const int key_lim0 = min(p.causal ? len_k - p.q_len : len_k - 1, len_k - p.q_len + win_r);   /* every row sees keys <= this */",
"  const int key_lo1 = len_k - 1 - win_l;   /* and keys >= this (its window) */",
"        if ((row_bits >> (mi * 2 + hf)) & 1u) {",
"          m[mi][hf] = __ldg(p.mods.sinks + (kvh * p.group + (rb * RB + mi * 16 + g + 8 * hf) % p.group)) * 1.4426950408889634f / p.scale_log2;",
"          if ((split == 0 && warp == 0) && tq == 0) l[mi][hf] = 1.f;",
"  bool pending = false;",
"  /* Prologue: K (and, dense, V) of the first KST-1 tiles; two groups per step, as in the loop. */",
"  for (int i = 0; i < KST - 1; ++i) {",
"    if (t0 + i < t1) sa_dec_load(s_kw + i * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, gather_list, n_gathered, first_new_key, (t0 + i) * BN, kv_len, lane);",
"    if (!V_AFTER_DECISION && t0 + i < t1) sa_dec_load(s_vw + i * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, gather_list, n_gathered, first_new_key, (t0 + i) * BN, kv_len, lane);",
"  sa_cp_async_wait<2 * (KST - 1)>();   /* Q (and a BLASST seed tile) landed; the prologue's tiles stay in flight */",
"  __syncthreads();",
"static_assert(BN % 16 == 0 && D % 16 == 0 && (32 % KCPR == 0 || KCPR % 32 == 0 || (BN * KCPR) % 32 == 0), \"tile shape\");",
"  const sa_u32 p_lane = s_pw + (lane & 15) * PRS + (lane >> 4) * 16;",
"        mo[(warp * RB_MAX + r) * D + dt * 8 + 2 * tq + 1] = o[mi][dt][2 * hf + 1];",
"  const sa_u32 k_lane = s_kw + ((lane & 7) + ((lane >> 4) << 3)) * RS + ((lane >> 3) & 1) * 16;",
"  unsigned char *p_smem = smem + (s_pw - s_q);",
"  for (int u = 0; u < t1 - t0; ++u) {",
"    const int t = t0 + u;",
"    sa_cp_async_wait<2 * KST - 3>();   /* K(t) has landed (groups after it: see the prologue) */",
"    __syncwarp();",
"      const int un = u + KST - 1;",
"      if (t0 + un < t1) sa_dec_load(s_kw + (un % KST) * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, gather_list, n_gathered, first_new_key, (t0 + un) * BN, kv_len, lane);",
"    sa_qk(s, q_lane, k_lane + (u % KST) * TILE_BYTES);",
"    if ((t) * BN + BN - 1 > key_lim0 || t * BN < key_lo1) {   /* query qi is at key position len_k - q_len + qi */",
"          const int pos = len_k - p.q_len + (rb * RB + mi * 16 + g + 8 * hf) / p.group;",
"          const int lim = min(p.causal ? min(len_k - 1, pos) : len_k - 1, pos + win_r), lo = pos - win_l;",
"            for (int c = 0; c < 2; ++c) {",
"              const int j = (t * BN + ni * 8 + 2 * tq + c);",
"              if (j > lim || j < lo) s[mi][ni][2 * hf + c] = SA_NEG_INF;",
"            }",
"    const bool skip = false;",
"    /* The previous kept tile's P.V (its V was issued one iteration ago). O and P share the frame m. */",
"    sa_cp_async_wait<1>();",
"    if (pending) sa_pv_smem(o, p_lane, v_lane + ((u - 1) % VST) * TILE_BYTES);",
"    pending = false;",
"    __syncwarp();   /* every lane has read the pending P before it is overwritten */",
"    if (!skip) {",
"      float alpha[MI][2], ms[MI][2];",
"      const bool moved = sa_sm_update(m, mt, p.scale_log2, ms, alpha);",
"      sa_sm_exp(s, ms, alpha, p.scale_log2, l, [&](int mi, int ni, int hf, float p0, float p1) {",
"        *(sa_u32 *)(p_smem + (mi * 16 + g + 8 * hf) * PRS + (ni * 8 + 2 * tq) * 2) = sa_pack2(p0, p1);   /* P via smem */",
"      });",
"      sa_sm_rescale(o, alpha, moved);",
"      pending = true;",
"      if (V_AFTER_DECISION) sa_dec_load(s_vw + (u % VST) * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, gather_list, n_gathered, first_new_key, t * BN, kv_len, lane);",
"    if (!V_AFTER_DECISION && t0 + u + KST - 1 < t1)",
"      sa_dec_load(s_vw + ((u + KST - 1) % VST) * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, gather_list, n_gathered, first_new_key, (t + KST - 1) * BN, kv_len, lane);",
"  __syncwarp();",
"  if (pending) sa_pv_smem(o, p_lane, v_lane + ((t1 - t0 - 1) % VST) * TILE_BYTES);",
"  /* Merge the warps' partial results by LSE, through the (now free) tile memory. */",
"  float *mo = (float *)(smem + Q_BYTES);                    /* [WARPS][RB_MAX][D] */",
"  float *mm = mo + WARPS * RB_MAX * D;                       /* [WARPS][RB_MAX]: max, log2 units */",
"  float *ml = mm + WARPS * RB_MAX;                           /* [WARPS][RB_MAX]: row sum */",
"      const int r = mi * 16 + g + 8 * hf;",
"static_assert(SMEM_BYTES == 162304, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 81152, \"host and kernel disagree on shared memory\");",
"      if (tq == 0) {",
"        mm[warp * RB_MAX + r] = m[mi][hf] == SA_NEG_INF ? SA_NEG_INF : m[mi][hf] * p.scale_log2;",
"        ml[warp * RB_MAX + r] = lf;",
"  for (int c = tid; c < RB * D; c += THREADS) {",
"    const int r = c / D, d = c % D;",
"    const int gr = rb * RB + r, qi = gr / p.group, h = kvh * p.group + gr % p.group;",
"    if (qi >= p.q_len) continue;",
"template <bool LOG2>",
"struct sa_merge_state {",
"  float mx = SA_NEG_INF;   /* the parts' largest LSE; NaN after seen() found a NaN part */",
"  float sum = 0.f;         /* the parts' weights (times their row sums) */",
"  /* pass 1: a part's LSE and the value whose NaN marks a NaN part (the LSE itself, or the row sum where NaN scores",
"     leave the max at -inf) */",
"  __device__ __forceinline__ void see(float lse, float probe) {",
"    mx = fmaxf(mx, lse);",
"      for (int w = 0; w < WARPS; ++w) {",
"    nan |= probe != probe;",
"  /* a warp's lanes that saw some of the parts each: the max and the NaN of all of them, before seen() */",
"        acc += mo[(w * RB_MAX + r) * D + d] * e;",
"  __device__ __forceinline__ void warp_max() {",
"    for (int k = 16; k > 0; k >>= 1) mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, k));",
"    if (p.num_splits == 1) {",
"SA_DEV void sa_dec_load(sa_u32 dst, const KV_T *base, sa_i64 rs, sa_i64 ps, const int *bt, int page_shift,",
"      if (d == 0 && p.lse) p.lse[((sa_i64)b * p.heads_q + h) * p.q_len + qi] = lse;",
"    } else {",
"      const sa_i64 row = (((sa_i64)split * p.batch + b) * p.q_len + qi) * p.heads_q + h;",
"      p.part_o[row * D + d] = out;",
"      if (d == 0) p.part_lse[row] = lse;",
"const int pg_first = (j0) >> page_shift;",
"  (void)ps; (void)bt; (void)page_shift; (void)gather_list; (void)n_gathered; (void)first_new_key;",
"  const sa_i64 pg0 = (sa_i64)__ldg(bt + pg_first) * ps;",
"      const sa_i64 off = (((j) < len ? (sa_i64)__ldg(bt + ((j) >> page_shift)) * ps : (sa_i64)0) + (sa_i64)((j) & ((1 << page_shift) - 1)) * rs);   /* every lane: the gather shuffles */",
"  for (int i = 0; i < (BN * KCPR + 31) / 32; ++i) {",
"    if ((BN * KCPR) % 32 == 0 || c < BN * KCPR) {",
"  const int *bt = p.block_table + (sa_i64)b * p.max_pages;",
"/* The cache position of gather position j: a list entry or a new key; -1 for an ignored entry or past the end (the",
"   last tile's lanes past kv_len: no key, so no page-table lookup past the sequence's pages). */",
"SA_DEV int sa_gather_key(const int *gather_list, int n_gathered, int first_new_key, int kv_len, int j) {",
"  if (j >= kv_len) return -1;",
"  if (j >= n_gathered) return first_new_key + (j - n_gathered);",
"  const int k = __ldg(gather_list + j);",
"  return k >= 0 && k < first_new_key && (j == 0 || __ldg(gather_list + j - 1) != k) ? k : -1;",
"static_assert(BN == 32, \"one key per lane\");",
"  if ((1 << page_shift) < BN / 2) {   /* decided once a tile, so the other case's copies stay free of the lookups */",
"      const sa_i64 off = ([&]() -> sa_i64 { const int k_ = __shfl_sync(0xffffffffu, tkey, (j) - j0); return k_ < 0 ? (sa_i64)-1 : (sa_i64)k_ * rs; }());   /* every lane: the gather shuffles */",
"      const bool ok = j < len && (off) >= 0;",
"  const int src_h = p.head_map ? __ldg(p.head_map + kvh) : kvh;",
"  const int *gather_list = p.kc_indices + ((sa_i64)b * p.heads_kv + src_h) * p.kc_max_k;",
"  const int n_gathered = p.kc_max_k > 0 ? min(__ldg(p.kc_counts + (sa_i64)b * p.heads_kv + src_h), p.kc_max_k) : 0;",
"  const int first_new_key = max(0, len_k - p.q_len);",
"  const int kv_len = n_gathered + (len_k - first_new_key);",
"  const int n_tiles = (kv_len + BN - 1) / BN;  constexpr int t_first = 0;  const int chunks = p.num_splits * WARPS;",
"    const int tkey = sa_gather_key(gather_list, n_gathered, first_new_key, kv_len, (t) * BN + lane);",
"    if (true || t * BN < key_lo1) {   /* query qi is at key position len_k - q_len + qi */",
"              const int j = ([&]() -> int { const int k_ = __shfl_sync(0xffffffffu, tkey, (t * BN + ni * 8 + 2 * tq + c) - t * BN); return k_ < 0 ? 0x7fffffff : k_; }());",
"      const sa_i64 off = ([&]() -> sa_i64 { const int k_ = __shfl_sync(0xffffffffu, tkey, (j) - j0); return k_ < 0 ? (sa_i64)-1 : (sa_i64)__ldg(bt + (k_ >> page_shift)) * ps + (sa_i64)(k_ & ((1 << page_shift) - 1)) * rs; }());   /* every lane: the gather shuffles */",
"constexpr int MI = 2;             /* m16 tiles of rows */",
"static_assert(SMEM_BYTES == 88576, \"host and kernel disagree on shared memory\");",
"constexpr int KST = 2;        /* K tiles in flight per warp */",
"/* O's column of fragment dt, element j (0, 1) of lane quad tq: interleaved (sa_pv8). */",
"SA_DEV int sa_dcol(int dt, int tq, int j) { return 16 * (dt >> 1) + 4 * tq + 2 * j + (dt & 1); }",
"constexpr bool V_AFTER_DECISION = true;",
"static_assert(SMEM_BYTES == 118016, \"host and kernel disagree on shared memory\");",
"  /* log2(lambda) for this sequence; -inf disables skipping */",
"    const float lam = p.blasst_scale_factor > 0.f ? p.blasst_scale_factor / (float)(len_k) : p.blasst_lambda;",
"  int n_skipped = 0;",
"  /* BLASST: a chunk that does not begin the sequence starts its running max at the max of the sequence's first",
"     tile (which the first chunk processes), as the unsplit loop's would be: without it, a chunk that lacks the",
"     attention sink skips far less than the first one and its warp becomes the block's straggler. The tile only",
"     seeds the max: its scores are added by the first chunk alone. Its K goes to the stage the loop fills last. */",
"  const bool seed = (l2lam != SA_NEG_INF) && t0 > t_first && t0 < t1;",
"  if (seed) sa_dec_load(s_kw + (KST - 1) * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, gather_list, n_gathered, first_new_key, t_first * BN, kv_len, lane);",
"  if (seed) {",
"    const int t = t_first;",
"    sa_qk(s, q_lane, k_lane + (KST - 1) * TILE_BYTES);",
"    for (int mi = 0; mi < MI; ++mi) m[mi][0] = fmaxf(m[mi][0], mt[mi][0]), m[mi][1] = fmaxf(m[mi][1], mt[mi][1]);",
"bool skip = false;",
"    if (l2lam != SA_NEG_INF && (u) > 0) {",
"      bool agree = true;",
"        for (int hf = 0; hf < 2; ++hf)",
"          if (((row_bits >> (mi * 2 + hf)) & 1u) && mt[mi][hf] != SA_NEG_INF &&",
"              !((mt[mi][hf] - m[mi][hf]) * p.scale_log2 < l2lam))",
"            agree = false;",
"      skip = __all_sync(0xffffffffu, agree);",
"    n_skipped += skip;",
"    if (p.blasst_mask && lane == 0) p.blasst_mask[mask_base + t0 + (u)] = skip;",
"  if (p.blasst_counters && lane == 0 && t1 > t0) {",
"    atomicAdd(p.blasst_counters, (unsigned long long)(t1 - t0));",
"    atomicAdd(p.blasst_counters + 1, (unsigned long long)n_skipped);",
"static_assert(SMEM_BYTES == 125440, \"host and kernel disagree on shared memory\");",
"  float *sraw = p.pool_out + ((sa_i64)b * p.heads_kv + kvh) * RB * p.pool_stride;",
"  const bool raw_pairs = (p.pool_stride & 1) == 0;   /* the workspace's base is 256-byte aligned */",
"          float *dst = sraw + (sa_i64)(mi * 16 + g + 8 * hf) * p.pool_stride + t * BN + 2 * tq;",
"          for (int ni = 0; ni < NT; ++ni) {",
"            const int key = t * BN + ni * 8 + 2 * tq;",
"            const float x0 = s[mi][ni][2 * hf] * p.scale_log2, x1 = s[mi][ni][2 * hf + 1] * p.scale_log2;",
"            if (raw_pairs && key + 1 < len_k) {",
"              asm volatile(\"st.global.v2.f32 [%0], {%1, %2};\" :: \"l\"(dst + ni * 8), \"f\"(x0), \"f\"(x1));",
"            } else {",
"              if (key < len_k) dst[ni * 8] = x0;",
"              if (key + 1 < len_k) dst[ni * 8 + 1] = x1;",
"          }",
"sa_sm_stats(s, mt, p.scale_log2, m, l);",
"    const bool skip = true;",
"/* @: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */",
"/* decode's combine of split partial results (decode_combine.cu.j2); host: sa__comb_params */",
"struct sa_comb_params {",
"  const float *part_o, *part_lse; /* [splits][B][q_len][Hq][D], [splits][B][q_len][Hq] */",
"  float *lse;                     /* optional [B][Hq][q_len] */",
"  int num_splits, batch, q_len, heads_q;",
"static_assert(sizeof(sa_comb_params) == 72 && alignof(sa_comb_params) == 8,",
"              \"sa_comb_params: layout differs from codegen/params.py\");",
"/* One warp per output row (b, qi, h). */",
"extern \"C\" __global__ void __launch_bounds__(128)",
"@(const sa_comb_params p) {",
"  const int lane = threadIdx.x & 31;",
"  const sa_i64 rows = (sa_i64)p.batch * p.q_len * p.heads_q;",
"  const sa_i64 row = (sa_i64)blockIdx.x * 4 + (threadIdx.x >> 5);",
"  if (row >= rows) return;",
"  const int h = (int)(row % p.heads_q), qi = (int)((row / p.heads_q) % p.q_len), b = (int)(row / ((sa_i64)p.heads_q * p.q_len));",
"    nan = __any_sync(0xffffffffu, nan);",
"  bool nan = false;",
"  for (int s = lane; s < p.num_splits; s += 32) {",
"    const float x = p.part_lse[s * rows + row];",
"  __device__ __forceinline__ void seen() {",
"    if (nan) mx = __int_as_float(0x7fc00000);",
"  /* whether a part has keys (or is NaN): else every part is empty and pass 2 is skipped */",
"  __device__ __forceinline__ bool live() const { return mx != SA_NEG_INF; }",
"  /* pass 2: a part's weight; add() also sums it, times the part's row sum l */",
"  __device__ __forceinline__ float weight(float lse) const { return LOG2 ? sa_exp2(lse - mx) : __expf(lse - mx); }",
"  __device__ __forceinline__ float add(float lse, float l = 1.f) {",
"    const float w = weight(lse);",
"    sum += l * w;",
"  sa_u16 *o = p.o + (sa_i64)b * p.o_b + (sa_i64)qi * p.o_s + (sa_i64)h * p.o_h;",
"  for (int d = lane * 2; d < D; d += 64) {",
"    float a0 = 0.f, a1 = 0.f;",
"    return w;",
"#pragma unroll 4   /* fully unrolled, sm_120's ptxas spills this loop's addresses */",
"      for (int s = 0; s < p.num_splits; ++s) {",
"  /* a warp's lanes that added some of the parts each: the sum of all of them */",
"        const float *po = p.part_o + (s * rows + row) * D + d;",
"        a0 += w * po[0];",
"        a1 += w * po[1];",
"    *(sa_u32 *)(o + d) = sa_pack2(a0, a1);",
"  __device__ __forceinline__ void warp_sum() {",
"constexpr int BN = 64;",
"static_assert(SMEM_BYTES == 55296, \"host and kernel disagree on shared memory\");",
"  __shared__ unsigned sa_blist[2048];",
"  __shared__ int sa_wsum[BLOCK_THREADS / 32];   /* every thread builds the list (the producers read it too) */",
"  const int bshift = p.key_shift, beta = 1 << bshift;",
"  int n_ent = 0;",
"    const int last_row = min(m0 + BM, len_q) - 1;",
"    const int hi_key = CAUSAL ? min(len_k - 1, last_row + diag) : len_k - 1;   /* no row sees a key past it */",
"    if (hi_key >= 0) {",
"      /* Bitmaps of blocks [0, hb] in the tile buffers (not in use yet): present, and listed by the caller. */",
"      const int hb = hi_key >> bshift, n_words = (hb >> 5) + 1;",
"      unsigned *any = (unsigned *)smem, *listed = any + n_words;",
"      const int s_hi = min(hb, ((p.sink + beta - 1) >> bshift) - 1);",
"      const int w_lo = p.window > 0 ? max(0, (CAUSAL ? m0 + diag : len_k - 1) - p.window + 1) >> bshift : hb + 1;",
"      auto bits = [](int w, int lo, int hi) -> unsigned {   /* blocks [lo, hi] within word w */",
"        const int a = max(lo, w * 32), z = min(hi, w * 32 + 31);",
"        return a > z ? 0u : (z - a == 31 ? ~0u : ((1u << (z - a + 1)) - 1u)) << (a - w * 32);",
"      for (int w = tid; w < n_words; w += BLOCK_THREADS) {",
"        any[w] = bits(w, 0, s_hi) | bits(w, w_lo, hb);",
"        listed[w] = 0u;",
"      __syncthreads();",
"      const sa_i64 li = ((sa_i64)b * p.heads_q + h) * p.query_blocks + m_block;",
"      const int cnt = p.max_blocks > 0 ? min(__ldg(p.block_count + li), p.max_blocks) : 0;",
"      const int *bi = p.block_index + li * p.max_blocks;",
"      for (int e = tid; e < cnt; e += BLOCK_THREADS) {",
"        const int j = __ldg(bi + e);",
"        if (j >= 0 && j <= hb) {",
"          atomicOr(any + (j >> 5), 1u << (j & 31));",
"          atomicOr(listed + (j >> 5), 1u << (j & 31));",
"      /* Compact in order: each thread takes a run of words; an exclusive scan of their counts places them. */",
"      const int per = (n_words + BLOCK_THREADS - 1) / BLOCK_THREADS, w0 = min(n_words, tid * per), w1 = min(n_words, w0 + per);",
"      int c = 0;",
"      for (int w = w0; w < w1; ++w) c += __popc(any[w]);",
"      int incl = c;",
"      for (int o = 1; o < 32; o <<= 1) {",
"        const int y = __shfl_up_sync(0xffffffffu, incl, o);",
"        if (lane >= o) incl += y;",
"      if (lane == 31) sa_wsum[warp] = incl;",
"      int off = incl - c;",
"      for (int w = 0; w < BLOCK_THREADS / 32; ++w) {",
"        if (w < warp) off += sa_wsum[w];",
"        n_ent += sa_wsum[w];",
"      for (int w = w0; w < w1; ++w)",
"        for (unsigned a = any[w], k = listed[w]; a; a &= a - 1u, ++off) {",
"          const int bit = __ffs(a) - 1;",
"          if (off < 2048) sa_blist[off] = (unsigned)(w * 32 + bit) | (((k >> bit) & 1u) << 31);",
"      n_ent = min(n_ent, 2048);   /* the host keeps lists within this */",
"  __syncthreads();   /* the list is complete; the tile buffers are free again */",
"  const int n_tiles = (int)(((sa_i64)n_ent * beta + BN - 1) / BN);",
"  auto key_at = [=](int v) -> int {   /* key of row v of the list's concatenation, -1 past the list or the sequence */",
"    const int e = v >> bshift;",
"    if (e >= n_ent) return -1;",
"    const int j = (int)((sa_blist[e] & 0x7fffffffu) << bshift) + (v & (beta - 1));",
"    return j < len_k ? j : -1;",
"  };",
"        const int v0 = (st) * BN;",
"        auto row_of = [=](int r) -> int { return key_at(v0 + r); };",
"        sa_load_rows_at<BN>(s_k + (st) * KV_BYTES, kg, p.k_s, row_of, tid);",
"        sa_load_rows_at<BN>(s_v + (st) * KV_BYTES, vg, p.v_s, row_of, tid);",
"        const int v0 = (tn) * BN;",
"        sa_load_rows_at<BN>(s_k + (tn % STAGES) * KV_BYTES, kg, p.k_s, row_of, tid);",
"        sa_load_rows_at<BN>(s_v + (tn % STAGES) * KV_BYTES, vg, p.v_s, row_of, tid);",
"    /* Row i keeps key j iff j is visible (causal, in the sequence) and a listed block's, a sink or in i's window. Keys",
"       of one n8 column group share a block (beta >= 16). Tiles of listed or sink blocks, or of keys in every row's",
"       window, below every row's limit skip this (the window's tiles took 10% of MOMO's pass at 128K); the list is",
"       re-read per column group rather than held in registers (the loop is at the register limit). */",
"      const int v0 = (t) * BN;",
"      const int lim0 = CAUSAL ? min(len_k - 1, m0 + diag) : len_k - 1;",
"      /* keys past win_all lie in every row's window (the last row's window is the latest) */",
"      const int win_all = p.window > 0 ? (CAUSAL ? min(len_k - 1, min(m0 + BM, len_q) - 1 + diag) : len_k - 1) - p.window",
"                                       : 0x7fffffff;",
"      const int sink = p.sink;",
"      auto group = [v0, n_ent, bshift, beta, sink](int ni, int &jb) -> bool {   /* first key of column group ni (-1: none); unconditional? */",
"        const int v = v0 + ni * 8, e = v >> bshift;",
"        const unsigned w = e < n_ent ? sa_blist[e] : 0u;",
"        jb = e < n_ent ? (int)((w & 0x7fffffffu) << bshift) + (v & (beta - 1)) : -1;",
"        return (w >> 31) != 0u || jb + 8 <= sink;",
"      /* whether any column group needs the per-key test: a lane a group (unrolled over the groups in every thread,",
"         ~40 instructions a group, the mask held 40% of the pass's instructions) */",
"      static_assert(NT <= 32, \"a lane per column group\");",
"      bool need;",
"        int jb;",
"        const bool uncond = group(lane % NT, jb);",
"        need = __any_sync(0xffffffffu, !((uncond || jb > win_all) && jb >= 0 && jb + 7 <= lim0));",
"      if (need) {",
"        int lim[MI][2];",
"        for (int mi = 0; mi < MI; ++mi)",
"          for (int hf = 0; hf < 2; ++hf) {",
"            const int row = m0 + warp * WM + mi * 16 + g + 8 * hf;",
"            lim[mi][hf] = row >= len_q ? -1 : CAUSAL ? min(len_k - 1, row + diag) : len_k - 1;",
"        for (int ni = 0; ni < NT; ++ni) {",
"          int jb;",
"          const bool uncond = group(ni, jb);",
"          for (int mi = 0; mi < MI; ++mi)",
"            for (int hf = 0; hf < 2; ++hf)",
"              for (int c = 0; c < 2; ++c) {",
"                const int j = jb + 2 * tq + c;",
"                if (!(jb >= 0 && j <= lim[mi][hf] && (uncond || j < sink || j > lim[mi][hf] - p.window)))",
"                  s[mi][ni][2 * hf + c] = SA_NEG_INF;",
"              }",
"  constexpr int FS = D + 4;   /* fp32 row stride: the pad spreads a column chunk of consecutive rows over the banks */",
"  static_assert(BM * FS * 4 <= Q_BYTES + 2 * STAGES * KV_BYTES, \"O_* must fit in the tile buffers\");",
"  float *os = (float *)smem;",
"        os[r * FS + dt * 8 + 2 * tq] = o[mi][dt][2 * hf] * inv;",
"        os[r * FS + dt * 8 + 2 * tq + 1] = o[mi][dt][2 * hf + 1] * inv;",
"  auto unpack2 = [](sa_u32 v, float &lo, float &hi) {   /* two 16-bit values -> fp32, lo from the low half */",
"    lo = __uint_as_float(v << 16);",
"    hi = __uint_as_float(v & 0xffff0000u);",
"  const sa_u16 *dg = p.delta_o + (sa_i64)b * p.d_b + (sa_i64)h * p.d_h;",
"    const int row = c / CPR, ch = c % CPR, i = m0 + row;",
"    if (i >= len_q) continue;",
"    const int w = i / p.gamma;",
"    const sa_v4 dv = *(const sa_v4 *)(dg + (sa_i64)w * p.d_s + ch * 8);",
"    const float *a = os + row * FS + ch * 8, *z = os + (w * p.gamma - m0) * FS + ch * 8;",
"    const sa_u32 din[4] = {dv.x, dv.y, dv.z, dv.w};",
"    sa_u32 out[4];",
"    for (int u = 0; u < 4; ++u) {",
"      float d0, d1;",
"      unpack2(din[u], d0, d1);",
"      out[u] = sa_pack2(a[2 * u] + (d0 - z[2 * u]), a[2 * u + 1] + (d1 - z[2 * u + 1]));",
"    sa_v4 ov;",
"    ov.x = out[0]; ov.y = out[1]; ov.z = out[2]; ov.w = out[3];",
"    *(sa_v4 *)(og + (sa_i64)i * p.o_s + ch * 8) = ov;",
"    asm(\"{ .reg .f16 a, b;\\n mov.b32 {a, b}, %2;\\n cvt.f32.f16 %0, a;\\n cvt.f32.f16 %1, b;\\n}\" : \"=f\"(lo), \"=f\"(hi) : \"r\"(v));",
"  const int own_lo = max(0, m0 + diag), own_hi = min(len_k, min(m0 + BM, len_q) + diag);   /* the tile's own keys */",
"  const sa_i64 li = ((sa_i64)b * (p.heads_q / p.group) + src_h) * p.query_blocks + m_block;",
"  const int *tl = p.block_index + li * p.max_blocks;",
"  const int cnt = p.max_blocks > 0 ? min(__ldg(p.block_count + li), p.max_blocks) : 0;",
"  const int nl = (cnt + BN - 1) / BN;",
"  const int n_tiles = nl + (own_hi > own_lo ? (own_hi - own_lo + BN - 1) / BN : 0);",
"  /* a list position v's entry and the one before it (-1: none), then its key (-1: none); tiles past the list's",
"     are the own keys */",
"  auto tok_fetch = [tl, cnt](int v, int &j, int &jp) {",
"    j = jp = -1;",
"    if (v < cnt) {",
"      j = __ldg(tl + v);",
"      if (v > 0) jp = __ldg(tl + v - 1);",
"  auto tok_resolve = [nl, own_lo, own_hi](int v, int j, int jp) -> int {",
"    if (v < nl * BN) return j >= 0 && j < own_lo && j != jp ? j : -1;",
"    const int o = own_lo + v - nl * BN;",
"    return o < own_hi ? o : -1;",
"  };  auto key_of = [&](int v) -> int {",
"    int j, jp;",
"    tok_fetch(v, j, jp);",
"    return tok_resolve(v, j, jp);",
"  constexpr int KEY_SLOTS = 3;",
"  static_assert(STAGES == 2, \"the key ring resolves one tile ahead of the copies\");",
"  __shared__ int sa_tkeys[KEY_SLOTS][BN];",
"  for (int r = tid; r < BN; r += THREADS) sa_tkeys[0][r] = key_of(r);",
"        const int *keys = sa_tkeys[(st) % KEY_SLOTS];",
"        auto row_of = [keys](int r) -> int { return keys[r]; };",
"        for (int r = tid; r < BN; r += THREADS) sa_tkeys[((st) + 1) % KEY_SLOTS][r] = key_of(((st) + 1) * BN + r);",
"        const int *keys = sa_tkeys[(tn) % KEY_SLOTS];",
"        for (int r = tid; r < BN; r += THREADS) sa_tkeys[((tn) + 1) % KEY_SLOTS][r] = key_of(((tn) + 1) * BN + r);",
"    /* List tiles: mask the empty and ignored entries (every listed key is before the tile: visible to all rows).",
"       Own tiles: causal. */",
"    if ((t) < nl) {",
"      for (int ni = 0; ni < NT; ++ni)",
"        for (int c = 0; c < 2; ++c)",
"          if (sa_tkeys[(t) % KEY_SLOTS][ni * 8 + 2 * tq + c] < 0)",
"            for (int mi = 0; mi < MI; ++mi) s[mi][ni][c] = s[mi][ni][2 + c] = SA_NEG_INF;",
"      const int j0 = own_lo + ((t) - nl) * BN;",
"          const int lim = row >= len_q ? -1 : min(own_hi - 1, row + diag);",
"              if (j0 + ni * 8 + 2 * tq + c > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;",
"constexpr int BM = 64;",
"static_assert(SMEM_BYTES == 46080, \"host and kernel disagree on shared memory\");",
"constexpr int BM = 32;",
"constexpr int WARPS = 2;",
"static_assert(SMEM_BYTES == 41472, \"host and kernel disagree on shared memory\");",
"    __shared__ float sa_pool[1][THREADS / 32][BN];   /* per warp: its rows' column sums of the tile */  float pl[1][MI][2];   /* per query head of the block: its rows' LSE in log2 units (+inf: no such row or head) */",
"  for (int r = 0; r < 1; ++r)",
"      for (int hf = 0; hf < 2; ++hf) {",
"        const int row = m0 + warp * WM + mi * 16 + g + 8 * hf;",
"        const float x = row < len_q ? p.pool_lse[lse_off + (sa_i64)(h + r) * p.lse_h + row] : SA_NEG_INF;",
"        pl[r][mi][hf] = x == SA_NEG_INF ? __int_as_float(0x7f800000) : x * 1.4426950408889634f;",
"  const int pool_lo = max(0, m0 + diag);   /* the tile's first own key */",
"  /* the tiles from the own keys on are not candidates: the pass stops before them (a tile a row at 32K, 0.8% of the",
"     pass; tile 0 of a self-attention has none to visit) */",
"  n_tiles = min(n_tiles, (pool_lo + BN - 1) / BN);",
"  float *pout = p.pool_out + (((sa_i64)b * (p.heads_q / p.group) + kvh) * p.pool_tiles + (m_block - p.m_block0)) * p.pool_stride;",
"      if ((t) * BN < pool_lo) {",
"        float (*pw)[BN] = sa_pool[0];",
"        float x[2 * NT];   /* this thread's rows' share of its 2 NT columns, x[2 ni + c]: column 8 ni + 2 tq + c */",
"        for (int i = 0; i < 2 * NT; ++i) x[i] = 0.f;",
"        #pragma unroll",
"          for (int c = 0; c < 2; ++c)",
"            for (int mi = 0; mi < MI; ++mi)",
"              for (int hf = 0; hf < 2; ++hf) x[2 * ni + c] += sa_exp2(s[mi][ni][2 * hf + c] * p.scale_log2 - pl[0][mi][hf]);",
"        /* a column's 8 lanes (lane bits 2-4) reduce-scatter its sums: each step a lane sends half of what it holds",
"           to its partner and adds the other half's, 14 NT / 8 shuffles instead of 6 NT; a lane ends with the",
"           NT / 4 sums x[0 ..) of the entries xo + i */",
"        static_assert(NT % 4 == 0, \"three halvings of 2 NT sums\");",
"        int xo = 0;",
"        {   /* step 0: partner lane ^ 4, 8 sums; a bitwise choice of the half (a select of",
"               two array elements becomes a load from a selected address, and the array goes to local memory) */",
"          const sa_u32 up = 0u - ((g >> 0) & 1);   /* all ones: this lane keeps the upper half */",
"          for (int i = 0; i < 8; ++i) {",
"            const sa_u32 lo = __float_as_uint(x[i]), hi = __float_as_uint(x[i + 8]);",
"            const float keep = __uint_as_float((lo & ~up) | (hi & up)), send = __uint_as_float((hi & ~up) | (lo & up));",
"            x[i] = keep + __shfl_xor_sync(0xffffffffu, send, 4);",
"          xo += 8 & up;",
"        {   /* step 1: partner lane ^ 8, 4 sums; a bitwise choice of the half (a select of",
"          const sa_u32 up = 0u - ((g >> 1) & 1);   /* all ones: this lane keeps the upper half */",
"          for (int i = 0; i < 4; ++i) {",
"            const sa_u32 lo = __float_as_uint(x[i]), hi = __float_as_uint(x[i + 4]);",
"            x[i] = keep + __shfl_xor_sync(0xffffffffu, send, 8);",
"          xo += 4 & up;",
"        {   /* step 2: partner lane ^ 16, 2 sums; a bitwise choice of the half (a select of",
"          const sa_u32 up = 0u - ((g >> 2) & 1);   /* all ones: this lane keeps the upper half */",
"          for (int i = 0; i < 2; ++i) {",
"            const sa_u32 lo = __float_as_uint(x[i]), hi = __float_as_uint(x[i + 2]);",
"            x[i] = keep + __shfl_xor_sync(0xffffffffu, send, 16);",
"          xo += 2 & up;",
"        for (int i = 0; i < NT / 4; ++i) pw[warp][((xo + i) >> 1) * 8 + 2 * tq + ((xo + i) & 1)] = x[i];",
"        __syncthreads();   /* the next writes come after the loop's barrier */",
"        for (int i = tid; i < BN; i += THREADS)",
"          if ((t) * BN + i < pool_lo) {",
"            float x = 0.f;",
"            for (int w = 0; w < THREADS / 32; ++w) x += pw[w][i];",
"            atomicAdd(pout + (t) * BN + i, x);",
"      continue;",
"  (void)o; (void)m; (void)l; (void)o_off; (void)lse_off;",
"/* @: generated by codegen/generate.py from templates/fwd_qsa.cu.j2; do not edit. */",
"constexpr int WARPS = 8;",
"constexpr int GK = 64;   /* keys per score group: the smallest key block the kernel takes */",
"constexpr int NG = BN / GK;                /* groups per tile */",
"static_assert(NG * GK == BN && GK % 16 == 0 && MI == 1, \"the query-sparse pass: whole key groups per tile, 16 rows a warp\");",
"/* the exact slots follow the tiles (at the end of SMEM_BYTES) */",
"constexpr int TK_SLOTS_AT = SMEM_BYTES;",
"/* a float's order as an unsigned (-inf lowest; + 0 makes -0 equal to +0, as the float comparison has it), and back */",
"SA_DEV unsigned sa_ford(float x) {",
"  const unsigned u = __float_as_uint(x + 0.f);",
"  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);",
"SA_DEV float sa_funord(unsigned h) { return __uint_as_float((h & 0x80000000u) ? (h & 0x7fffffffu) : ~h); }",
"/* an exact slot: (score, block) as one key whose order is the slots' order: a smaller score is below, an equal one",
"   with a larger block is below (blocks arrive in ascending order, so an equal newcomer loses and is never taken) */",
"SA_DEV sa_u64 sa_tk_key(float x, int j) { return ((sa_u64)sa_ford(x) << 32) | (sa_u64)(~(unsigned)j); }",
"SA_DEV float sa_tk_score(sa_u64 key) { return sa_funord((unsigned)(key >> 32)); }",
"SA_DEV int sa_tk_block(sa_u64 key) { return (int)~(unsigned)key; }",
"/* A row's slots are a min-heap h[1 .. n] (keys distinct: the blocks differ). The new slot n takes key: it rises. */",
"SA_DEV void sa_tk_sift_up(sa_u64 *h, int n, sa_u64 key) {",
"  for (int up = n >> 1; n > 1 && key < h[up]; n = up, up >>= 1) h[n] = h[up];",
"  h[n] = key;",
"/* The full heap of k slots: key replaces the root and sinks; a node's two children in one 16-byte load. */",
"SA_DEV void sa_tk_sift_down(sa_u64 *h, int k, sa_u64 key) {",
"  int n = 1;",
"  for (int c = 2; c <= k; c = 2 * n) {",
"    sa_u64 lo, hi;",
"    if (c < k) {",
"      const ulonglong2 pair = *(const ulonglong2 *)(h + c);",
"      lo = pair.x;",
"      hi = pair.y;",
"      lo = h[c];",
"      hi = ~0ull;",
"    if (hi < lo) { lo = hi; ++c; }",
"    if (key < lo) break;",
"    h[n] = lo;",
"    n = c;",
"/* log2(2^a + 2^b) */",
"SA_DEV float sa_log2_add(float a, float b) {",
"  const float hi = fmaxf(a, b), lo = fminf(a, b);",
"  return lo == SA_NEG_INF ? hi : hi + __log2f(1.f + sa_exp2(lo - hi));",
"  const int gamma = p.gamma;",
"  len_q = (len_q + gamma - 1) / gamma;   /* rows of the pass; diag keeps the real lengths */",
"  q_rs *= gamma;",
"  o_off = (sa_i64)b * p.o_b;",
"  lse_off = (sa_i64)b * p.lse_b;",
"  static_assert(CAUSAL, \"the query-sparse pass is causal\");",
"  const int n_end = min(len_k, (min(m0 + BM, len_q) - 1) * gamma + diag + 1);",
"  const int n_tiles = n_end > 0 ? (n_end + BN - 1) / BN : 0;",
"  const int key_lim0 = m0 + BM > len_q ? -1 : min(len_k - 1, m0 * gamma + diag);",
"  constexpr int key_lo1 = -SA_FAR;   /* no window */",
"  /* this lane's row: local row my_row, query position (m0 + my_row) * gamma */",
"  const int my_row = warp * WM + g + 8 * (tq & 1);",
"  const bool my_own = tq < 2 && m0 + my_row < len_q;",
"  const int tk_k = p.topk_k;",
"  const sa_i64 tk_base = ((((sa_i64)b * p.heads_q + h) * p.nq) + m0 + my_row) * tk_k;",
"  int *tk_oi = p.topk_index + tk_base;",
"  float *tk_os = p.topk_score + tk_base;",
"  /* candidate blocks of each of this lane's rows: [tk_jlo, tk_jhi[hf]] */",
"  const int bshift = p.key_shift;",
"  const int GL = min((1 << bshift) / GK, NG);   /* groups a block takes of a tile (all of them: one block, or a part) */",
"  const bool tk_span = (1 << bshift) > BN;      /* a block spans tiles */",
"  const int tk_jlo = p.sink >> bshift;",
"  int tk_jhi[2], my_lim = -1;",
"  for (int hf = 0; hf < 2; ++hf) {",
"    const int row = m0 + warp * WM + g + 8 * hf;",
"    const int lim = row < len_q ? min(len_k - 1, row * gamma + diag) : -1;",
"    tk_jhi[hf] = lim - p.window >= 0 ? (lim - p.window) >> bshift : -1;",
"    if (hf == (tq & 1)) my_lim = lim;",
"  const int my_jhi = (tq & 1) ? tk_jhi[1] : tk_jhi[0];   /* selects: a dynamic index would go to local memory */",
"  const int tk_ncand = max(0, my_jhi - tk_jlo + 1);",
"  float bsum[2][NG];",
"  for (int hf = 0; hf < 2; ++hf)",
"    for (int gi = 0; gi < NG; ++gi) bsum[hf][gi] = 0.f;",
"  float tk_bmax[1][2][NG];   /* the thread's maxima of each key group of the tile (its raw scores) */",
"  float tk_cs = SA_NEG_INF, tk_cm = SA_NEG_INF;   /* a spanning block's part so far: log2 of its sum, best raw score */",
"  /* exact slots after the tile buffers: [BM][KP] keys (sa_tk_key), each row a heap h[1 .. tk_ke]; KP odd spreads",
"     rows over banks, and an odd row's heap starts a slot early so that every sibling pair sits on 16 bytes */",
"  const int tk_ke = tk_k;",
"  const int KP = (tk_ke + 1) | 1;",
"  sa_u64 *tk_h = (sa_u64 *)(smem + TK_SLOTS_AT) + my_row * KP - (my_row & 1);",
"  int tk_n = 0;",
"    /* Mask keys past the end, after each row's diagonal when causal, and outside its window (row * gamma: the row's query",
"          const int lim = row >= len_q ? -1 : min(CAUSAL ? min(len_k - 1, row * gamma + diag) : len_k - 1, row * gamma + diag + win_r);",
"              if ((t) * BN + ni * 8 + 2 * tq + c > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;",
"    sa_sm_tile_max(s, mt, tk_bmax);",
"      bsum[hf][(ni) * 8 / GK] += p0 + p1;",
"    /* This tile's block scores: sum of p = sum exp2(s * scale_log2 - ms), so S = (ms + log2(sum)) ln 2. */",
"    const int tk_t = t;",
"    /* each block's groups folded into its first (GL: a power of two; the branches are uniform) */",
"    for (int st = 1; st < NG; st <<= 1)",
"      if (st < GL)",
"        for (int gi = 0; gi < NG; gi += 2 * st)",
"            bsum[hf][gi] += bsum[hf][gi + st];",
"            tk_bmax[0][hf][gi] = fmaxf(tk_bmax[0][hf][gi], tk_bmax[0][hf][gi + st]);",
"    float tk_sc[NG][2], tk_rm[NG][2];   /* log2 of each block's part of the tile (or -inf); its best raw score */",
"    bool under = false;",
"    /* every group's sum, only blocks' first groups used: a shuffle under a run-time branch takes ptxas's divergent",
"       (collective) path, which made the pass 9% slower at beta 64 (H100) */",
"    for (int gi = 0; gi < NG; ++gi)",
"        const float tot = sa_quad_sum(bsum[hf][gi]);",
"        const int j = (tk_t * BN + gi * GK) >> bshift;",
"        tk_sc[gi][hf] = tot > 0.f ? ms[0][hf] + __log2f(tot) : SA_NEG_INF;",
"        tk_rm[gi][hf] = SA_NEG_INF;",
"        under |= (gi & (GL - 1)) == 0 && tot == 0.f && j >= tk_jlo && j <= tk_jhi[hf];",
"        bsum[hf][gi] = 0.f;",
"    /* every probability of a candidate's part underflowed (its keys are > 87 below the row max): if the whole block",
"       did, its best score stands in, a lower bound within ln(beta) of the true one; such a block only matters when",
"       k exceeds the rest */",
"    if (__any_sync(0xffffffffu, under)) {",
"      for (int gi = 0; gi < NG; ++gi)",
"        for (int hf = 0; hf < 2; ++hf) tk_rm[gi][hf] = sa_quad_max(tk_bmax[0][hf][gi]);",
"    for (int gi = 0; gi < NG; ++gi) {",
"      const bool lead = (gi & (GL - 1)) == 0;   /* a block's first group (the others hold nothing) */",
"      const int j = (tk_t * BN + gi * GK) >> bshift;",
"      float x = (tq & 1) ? tk_sc[gi][1] : tk_sc[gi][0], xm = (tq & 1) ? tk_rm[gi][1] : tk_rm[gi][0];",
"      bool offer = lead;",
"      if (tk_span && gi == 0) {   /* the block's part so far; offered at its last tile or the row's last key */",
"        tk_cs = sa_log2_add(tk_cs, x);",
"        tk_cm = fmaxf(tk_cm, xm);",
"        offer = tk_t * BN <= my_lim && ((((tk_t + 1) * BN) & ((1 << bshift) - 1)) == 0 || (tk_t + 1) * BN > my_lim);",
"        x = tk_cs;",
"        xm = tk_cm;",
"        if (offer) tk_cs = tk_cm = SA_NEG_INF;",
"      x = x != SA_NEG_INF ? x * 0.69314718055994531f : xm != SA_NEG_INF ? xm * p.scale_log2 * 0.69314718055994531f : SA_NEG_INF;",
"      if (offer && my_own && j >= tk_jlo && j <= my_jhi) {",
"        const sa_u64 key = sa_tk_key(x, j);",
"        if (tk_n < tk_ke)",
"          sa_tk_sift_up(tk_h, ++tk_n, key);",
"        else if (key > tk_h[1])",
"          sa_tk_sift_down(tk_h, tk_ke, key);",
"  if (my_own) {",
"    for (int i = 0; i < tk_ke; ++i) {",
"      tk_oi[i] = i < tk_n ? sa_tk_block(tk_h[i + 1]) : -1;",
"      tk_os[i] = i < tk_n ? sa_tk_score(tk_h[i + 1]) : SA_NEG_INF;",
"constexpr int GK = 16;   /* keys per score group: the smallest key block the kernel takes */",
"  /* leaves: the row's output slots (block INT_MAX = empty until finish); internal nodes 1 .. KT-1 in p.topk_tree:",
"     the minimum of each subtree as (score, block, leaf). Pad leaves past k are +inf, never the minimum. */",
"  int KT = 1;",
"  while (KT < tk_k) KT <<= 1;",
"    const sa_i64 rows0 = (((sa_i64)b * p.heads_q + h) * p.nq) + m0;",
"    const int nrows = min(BM, len_q - m0);",
"    for (int c = tid; c < nrows * KT; c += BLOCK_THREADS) {",
"      const int r = c / KT, n = c % KT;",
"      if (n < tk_k) {",
"        p.topk_index[(rows0 + r) * tk_k + n] = 0x7fffffff;",
"        p.topk_score[(rows0 + r) * tk_k + n] = SA_NEG_INF;",
"      if (n >= 1) {   /* a subtree's minimum at the start: its leftmost leaf */",
"        int lf = n;",
"        while (lf < KT) lf <<= 1;",
"        lf -= KT;",
"        unsigned char *nd = p.topk_tree + (rows0 + r) * (sa_i64)KT * 12;",
"        ((float *)nd)[n] = lf < tk_k ? SA_NEG_INF : __int_as_float(0x7f800000);",
"        ((int *)(nd + 4 * KT))[n] = lf < tk_k ? 0x7fffffff : -1;",
"        ((int *)(nd + 8 * KT))[n] = lf;",
"    __syncthreads();   /* the owners read what other threads wrote (also when the row sees no tile) */",
"  unsigned char *tk_nd = p.topk_tree + (tk_base / tk_k) * (sa_i64)KT * 12;",
"  float *nd_s = (float *)tk_nd;",
"  int *nd_i = (int *)(tk_nd + 4 * KT), *nd_l = (int *)(tk_nd + 8 * KT);",
"  float rt_s = SA_NEG_INF;            /* the root: the worst kept score and its leaf */",
"  int rt_l = 0;",
"        if (x > rt_s) {   /* better than the worst kept (an equal score loses: its block is larger) */",
"          int c = KT + rt_l;",
"          float cs = x;",
"          int ci = j, cl = rt_l;",
"          tk_os[rt_l] = x;",
"          tk_oi[rt_l] = j;",
"          for (int n = c >> 1; n >= 1; c = n, n >>= 1) {",
"            const int sib = c ^ 1;",
"            float ss;",
"            int si, sl;",
"            if (sib >= KT) {",
"              sl = sib - KT;",
"              ss = sl < tk_k ? tk_os[sl] : __int_as_float(0x7f800000);",
"              si = sl < tk_k ? tk_oi[sl] : -1;",
"              ss = nd_s[sib]; si = nd_i[sib]; sl = nd_l[sib];",
"            if (ss < cs || (ss == cs && (si > ci || (si == ci && sib < c)))) { cs = ss; ci = si; cl = sl; }",
"            nd_s[n] = cs; nd_i[n] = ci; nd_l[n] = cl;",
"          rt_s = cs; rt_l = cl;",
"    for (int i = 0; i < tk_k; ++i)",
"      if (tk_oi[i] == 0x7fffffff) tk_oi[i] = -1;",
"  const int tk_ke = p.k_exact;",
"  int tk_ng = 0, tk_wn = 0;          /* greedy slots used; scores seen */",
"  float tk_mean = 0.f, tk_m2 = 0.f;  /* Welford */",
"        float th = SA_NEG_INF;",
"        const int left = (tk_k - tk_ke) - tk_ng;",
"        if (left > 0 && tk_wn > 0) {",
"          const float pp = 1.f - (float)left / (float)(tk_ncand - tk_wn);",
"          if (pp > 0.f) {",
"            const float sigma = tk_wn >= 2 ? sqrtf(tk_m2 / (float)tk_wn) : 0.f;",
"            th = tk_mean + 1.41421356237f * sigma * erfinvf(2.f * pp - 1.f);",
"        float cx = x;",
"        int cj = j;",
"        bool cand = true;",
"        if (tk_n < tk_ke) {",
"          cand = false;",
"        } else if (key > tk_h[1]) {   /* the evicted block (the root) gets the greedy test instead */",
"          cx = sa_tk_score(tk_h[1]); cj = sa_tk_block(tk_h[1]);",
"        if (cand && left > 0 && cx > th) {",
"          tk_os[tk_ke + tk_ng] = cx;",
"          tk_oi[tk_ke + tk_ng] = cj;",
"          ++tk_ng;",
"        ++tk_wn;",
"        const float dl = x - tk_mean;",
"        tk_mean += dl / (float)tk_wn;",
"        tk_m2 += dl * (x - tk_mean);",
"    for (int i = tk_ke + tk_ng; i < tk_k; ++i) { tk_oi[i] = -1; tk_os[i] = SA_NEG_INF; }",
"/* @: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */",
"SA_DEV void sa_sync_consumers() {  asm volatile(\"bar.sync 4, 384;\" ::: \"memory\");}",
"constexpr int BM = 192;",
"constexpr int WARPS = 12;",
"constexpr int STAGES = 5;",
"constexpr int THREADS = WARPS * 32;   /* the consumer warps: policies' loops and barriers span these */",
"    for (int k = 16; k > 0; k >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, k);",
"  /* the merged state: 1 / sum and acc / sum (0 when every part is empty; a NaN sum propagates), the LSE */",
"constexpr int BLOCK_THREADS = THREADS + PRODUCERS;",
"constexpr int WM = 16;              /* rows per warp (a warpgroup's 64 rows over its 4 warps) */",
"constexpr int MI = 1;",
"constexpr int HALF = 64;            /* elements per 128-byte swizzled column half */",
"constexpr int DP = (D + HALF - 1) / HALF * HALF;   /* a tile row's width in shared memory: whole halves */",
"constexpr int NH = DP / HALF;       /* column halves */",
"constexpr int Q_BYTES = BM * DP * 2;",
"constexpr int KV_BYTES = BN * DP * 2;",
"constexpr int RS = (D + 8) * 2;     /* the epilogue's padded O rows */",
"/* The passes that never read V (Kascade's LSE and pooled-score passes) keep a ring of K tiles only. */",
"constexpr bool K_ONLY = false;",
"  __device__ __forceinline__ float inv() const { return sa_sm_inv(sum); }",
"/* Q tiles of QH query heads of a GQA group (Kascade's pooled pass; one elsewhere), each Q_BYTES */",
"constexpr int QH = 1;",
"constexpr int SMEM_BYTES = QH * Q_BYTES + (K_ONLY ? 1 : 2) * STAGES * KV_BYTES + 1024;   /* + alignment slack */",
"static_assert(D % 32 == 0 && BM == 64 * (WARPS / 4) && BN % 16 == 0 && BN <= 256, \"tile shape\");",
"static_assert(BM * RS <= SMEM_BYTES - 1024, \"the epilogue's O tile must fit\");",
"static_assert(SMEM_BYTES == 189440, \"host and kernel disagree on shared memory\");",
"/* K's and V's tensor maps, built per launch by the host (sa__tmaps_of): 16-bit elements, dims {D, rows, KV heads,",
"   batch}, boxes of 64 columns by BN rows, the 128-byte swizzle; on = 0 where no map describes the layout */",
"struct __align__(128) sa_tmap { sa_u64 w[16]; };",
"struct sa_tmaps { sa_tmap k, v; int on; };",
"static_assert(sizeof(sa_tmaps) == 384, \"host and kernel disagree on the tensor maps (SA__TMAPS_BYTES)\");",
"/* A thread's rows of a swizzled tile are RSTEP apart, at a fixed 16-byte chunk: with RSTEP a multiple of 8 they",
"   share the swizzle, with RSTEP = 4 (mod 8; d256's 32 chunks a row over 128 threads) every other one flips bit 2",
"   of the chunk. So its i-th row's address is one of two, computed once: d for row `row`, d4 with that bit flipped. */",
"template <int RSTEP>",
"SA_DEV sa_u32 sa_swz_step(sa_u32 d, sa_u32 d4, int i) {",
"  static_assert(RSTEP % 4 == 0, \"rows RSTEP apart must share the swizzle up to bit 2\");",
"  return (RSTEP % 8 == 0 || i % 2 == 0 ? d : d4) + i * RSTEP * 128;",
"/* d and d4 of chunk ch (of its column half at base) in tile row `row` */",
"SA_DEV void sa_swz_addrs(sa_u32 base, int row, int ch, sa_u32 &d, sa_u32 &d4) {",
"  const sa_u32 r = base + row * 128, x = (ch & 7) ^ (row & 7);",
"  d = r + (x << 4);",
"  d4 = r + ((x ^ 4) << 4);",
"/* whether a thread's column chunk holds data: d96's rows are padded to two halves, and chunks past D stay unwritten */",
"SA_DEV bool sa_chunk_live(int ch) { return D == DP || ch < D / 8; }",
"/* Async copy of ROWS rows into a swizzled tile (see the header comment): tile row r comes from src + off_of(r)",
"   (elements), zeros when that is negative. Each thread copies one 16-byte column chunk of every RSTEP-th row. */",
"template <int ROWS, int NTHR = THREADS, int UNROLL = ROWS, class OffOf>",
"  constexpr int CPR = DP / 8;   /* chunks of the padded row; those past D are not copied */",
"  static_assert(NTHR % CPR == 0, \"a thread's column chunk must not change between its rows\");",
"  constexpr int RSTEP = NTHR / CPR;",
"  const int row = tid / CPR, ch = tid % CPR;",
"  src += ch * 8;",
"  sa_u32 d, d4;",
"  sa_swz_addrs(dst + (ch / 8) * ROWS * 128, row, ch, d, d4);",
"  for (int i = 0; i < (ROWS + RSTEP - 1) / RSTEP; ++i) {",
"    const int r = row + i * RSTEP;",
"    if ((ROWS % RSTEP == 0 || r < ROWS) && sa_chunk_live(ch)) {",
"      sa_cp_async16(sa_swz_step<RSTEP>(d, d4, i), so >= 0 ? src + so : src, so >= 0 ? 16 : 0);",
"/* ROWS <= NTHR rows whose sources are scattered (a paged matrix, Kascade's gathered keys): a warp's copies cover at",
"   most 32 rows, one per lane, so each lane computes the byte offset of row sa_lane_row(tid) and the copies take theirs by two",
"   shuffles. Computed per copy, the offset cost ~30 instructions in the producers' few registers (constants reloaded,",
"   64-bit products) and the copy loop became issue-bound. Rows from `n` on are zeros; with ANY_ROW (gathered keys) so",
"   is a row of negative offset: a test on every copy that cost paged prefill 20-30% when it took it too. */",
"template <int NTHR>",
"SA_DEV int sa_lane_row(int tid) {",
"  constexpr int CPR = DP / 8, RSTEP = NTHR / CPR, RPW = 32 / CPR;",
"  const int lane = tid & 31;",
"  return (tid >> 5) * RPW + lane % RPW + lane / RPW * RSTEP;",
"template <int ROWS, int NTHR, bool ANY_ROW>",
"SA_DEV void sa_load_rows_lanes(sa_u32 dst, const sa_u16 *src, sa_i64 row_off, int n, int tid) {",
"  /* a warp's copies cover 32 * ROWS / NTHR rows, at most one per lane (d256: 16 of a 64-row tile) */",
"  static_assert(32 % CPR == 0 && ROWS <= NTHR && ROWS % RSTEP == 0, \"a warp's rows must have a lane each\");",
"  const int row = tid / CPR, ch = tid % CPR, k = (tid & 31) / CPR;",
"  const char *s = (const char *)(src + ch * 8);",
"  const int left = n - row;",
"  for (int i = 0; i < ROWS / RSTEP; ++i) {",
"    const sa_i64 o = __shfl_sync(0xffffffffu, row_off, i * RPW + k);",
"    const bool ok = i * RSTEP < left && (!ANY_ROW || o >= 0);",
"    if (sa_chunk_live(ch)) sa_cp_async16(sa_swz_step<RSTEP>(d, d4, i), ANY_ROW && o < 0 ? s : s + o, ok ? 16 : 0);",
"/* The producers' copy of a gathered tile (Kascade's keys, MOMO's blocks): each lane holds the key of its row",
"   (sa_lane_row), -1 for a zero row. */",
"SA_DEV void sa_load_rows_keys(sa_u32 dst, const sa_u16 *src, int key, sa_i64 stride, int ptid) {",
"  sa_load_rows_lanes<BN, PRODUCERS, true>(dst, src, key >= 0 ? (sa_i64)key * stride * 2 : (sa_i64)-1, BN, ptid);",
"/* the lane's row of a paged tile's rows [j0, j0 + n): a table read, page base plus row in page */",
"SA_DEV sa_i64 sa_paged_row(const int *bt, int j0, int n, int shift, sa_i64 ps, sa_i64 rs, int tid) {",
"  const int r = sa_lane_row<NTHR>(tid), j = j0 + r;",
"  return r < n ? ((sa_i64)__ldg(bt + (j >> shift)) * ps + (sa_i64)(j & ((1 << shift) - 1)) * rs) * 2 : 0;",
"template <int ROWS, int NTHR = THREADS, class RowOf>",
"  sa_load_rows_off<ROWS, NTHR>(dst, src, [=](int r) { const int sr = row_of(r); return sr >= 0 ? (sa_i64)sr * stride : (sa_i64)-1; },",
"                               tid);",
"/* Rows [r0, r0 + ROWS) of a [len x D] matrix. When all of them exist (every tile but a sequence's last), a",
"   thread's rows are RSTEP apart in both the source and the tile, with the same swizzle: one address computation",
"   and no per-row test. The loop is issue-bound, and the general path costs ~17 instructions per copy. */",
"template <int ROWS, int NTHR = THREADS>",
"  constexpr int CPR = DP / 8, RSTEP = NTHR / CPR;",
"  if (ROWS % RSTEP == 0 && r0 + ROWS <= len) {",
"    const sa_u16 *s = src + (sa_i64)(r0 + row) * stride + ch * 8;",
"    sa_u32 d, d4;",
"    sa_swz_addrs(dst + (ch / 8) * ROWS * 128, row, ch, d, d4);",
"    for (int i = 0; i < ROWS / RSTEP; ++i)",
"      if (sa_chunk_live(ch)) sa_cp_async16_full(sa_swz_step<RSTEP>(d, d4, i), s + i * RSTEP * stride);",
"    sa_load_rows_at<ROWS, NTHR>(dst, src, stride, [=](int r) { return r0 + r < len ? r0 + r : -1; }, tid);",
"/* mbarriers (shared-memory addresses) of the warp-specialized pipeline */",
"SA_DEV void sa_mbar_init(sa_u32 bar, int count) {",
"  asm volatile(\"mbarrier.init.shared::cta.b64 [%0], %1;\" :: \"r\"(bar), \"r\"(count) : \"memory\");",
"SA_DEV void sa_mbar_arrive(sa_u32 bar) { asm volatile(\"mbarrier.arrive.shared::cta.b64 _, [%0];\" :: \"r\"(bar) : \"memory\"); }",
"/* arrives once this thread's earlier cp.async copies have landed */",
"SA_DEV void sa_mbar_arrive_cp_async(sa_u32 bar) {",
"  asm volatile(\"cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\" :: \"r\"(bar) : \"memory\");",
"/* waits for the completion of the barrier's phase of the given parity */",
"SA_DEV void sa_mbar_wait(sa_u32 bar, sa_u32 parity) {",
"  sa_u32 done;",
"  do {",
"    asm volatile(\"{\\n.reg .pred p;\\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\\nselp.u32 %0, 1, 0, p;\\n}\\n\"",
"                 : \"=r\"(done) : \"r\"(bar), \"r\"(parity) : \"memory\");",
"  } while (!done);",
"/* A tile of KV head hd of batch bb through a tensor map, in boxes of `box` rows (the map's: BN for a run of keys, a",
"   key block's rows for listed blocks); tile row r of a box's first comes from map row row_of(r), one copy per column",
"   half. TMA's 128-byte swizzle is the tiles' (16-byte chunk c of row r at c ^ (r & 7), tiles 1024-byte aligned; a",
"   box of 16 or more rows keeps that alignment); d96's columns past D lie outside the map and land as zeros. Producer 0",
"   arms the barrier with the tile's bytes and issues the copies; the others arrive, as after their cp.async copies,",
"   so a stage's barrier completes alike for either kind of tile. */",
"template <class RowOf>",
"SA_DEV void sa_tma_tile(sa_u32 bar, sa_u32 dst, const sa_tmap *map, int box, RowOf row_of, int hd, int bb, int ptid) {",
"  if (ptid == 0) {",
"    asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" :: \"r\"(bar), \"n\"(KV_BYTES) : \"memory\");",
"    for (int r = 0; r < BN; r += box) {",
"      const int row = row_of(r);",
"      for (int hh = 0; hh < NH; ++hh)",
"        asm volatile(\"cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes\"",
"                     \" [%0], [%1, { %2, %3, %4, %5 }], [%6];\"",
"                     :: \"r\"(dst + hh * BN * 128 + r * 128), \"l\"(map), \"r\"(hh * HALF), \"r\"(row), \"r\"(hd), \"r\"(bb), \"r\"(bar)",
"                     : \"memory\");",
"    sa_mbar_arrive(bar);",
"/* wgmma shared-memory descriptor, 128-byte swizzle: start address, leading and stride byte offsets. */",
"SA_DEV sa_u64 sa_desc(sa_u32 addr, sa_u32 lbo, sa_u32 sbo) {",
"  return (sa_u64)((addr & 0x3FFFF) >> 4) | ((sa_u64)(lbo >> 4) << 16) | ((sa_u64)(sbo >> 4) << 32) | (1ull << 62);",
"SA_DEV void sa_wg_fence() { asm volatile(\"wgmma.fence.sync.aligned;\" ::: \"memory\"); }",
"SA_DEV void sa_wg_commit() { asm volatile(\"wgmma.commit_group.sync.aligned;\" ::: \"memory\"); }",
"template <int N> SA_DEV void sa_wg_wait() { asm volatile(\"wgmma.wait_group.sync.aligned %0;\" :: \"n\"(N) : \"memory\"); }",
"SA_DEV void sa_fence_proxy_async() { asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); }",
"/* AND of a predicate over the 128 threads of warpgroup wg (named barrier 1 + wg; 0 is __syncthreads'). */",
"SA_DEV bool sa_wg_all(bool pred, int wg) {",
"  asm volatile(\"{\\n.reg .pred p, q;\\nsetp.ne.u32 p, %1, 0;\\nbar.red.and.pred q, %2, 128, p;\\nselp.u32 %0, 1, 0, q;\\n}\\n\"",
"               : \"=r\"(r) : \"r\"((sa_u32)pred), \"r\"(wg + 1) : \"memory\");",
"  return r != 0;",
"/* s (+)= A B for one k16 step: A (64 x 16) and B (16 x BN) in shared memory, both K-major. */",
"SA_DEV void sa_wgmma_ss(float (&s)[1][NT][4], sa_u64 da, sa_u64 db, int accumulate) {",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %66, 0;\\n\"",
"               \"wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 \"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63 }, %64, %65, p, 1, 1, 0, 0;\\n}\\n\"",
"               : \"+f\"(s[0][0][0]), \"+f\"(s[0][0][1]), \"+f\"(s[0][0][2]), \"+f\"(s[0][0][3]),",
"\"+f\"(s[0][1][0]), \"+f\"(s[0][1][1]), \"+f\"(s[0][1][2]), \"+f\"(s[0][1][3]),",
"\"+f\"(s[0][2][0]), \"+f\"(s[0][2][1]), \"+f\"(s[0][2][2]), \"+f\"(s[0][2][3]),",
"\"+f\"(s[0][3][0]), \"+f\"(s[0][3][1]), \"+f\"(s[0][3][2]), \"+f\"(s[0][3][3]),",
"\"+f\"(s[0][4][0]), \"+f\"(s[0][4][1]), \"+f\"(s[0][4][2]), \"+f\"(s[0][4][3]),",
"\"+f\"(s[0][5][0]), \"+f\"(s[0][5][1]), \"+f\"(s[0][5][2]), \"+f\"(s[0][5][3]),",
"\"+f\"(s[0][6][0]), \"+f\"(s[0][6][1]), \"+f\"(s[0][6][2]), \"+f\"(s[0][6][3]),",
"\"+f\"(s[0][7][0]), \"+f\"(s[0][7][1]), \"+f\"(s[0][7][2]), \"+f\"(s[0][7][3]),",
"\"+f\"(s[0][8][0]), \"+f\"(s[0][8][1]), \"+f\"(s[0][8][2]), \"+f\"(s[0][8][3]),",
"\"+f\"(s[0][9][0]), \"+f\"(s[0][9][1]), \"+f\"(s[0][9][2]), \"+f\"(s[0][9][3]),",
"\"+f\"(s[0][10][0]), \"+f\"(s[0][10][1]), \"+f\"(s[0][10][2]), \"+f\"(s[0][10][3]),",
"\"+f\"(s[0][11][0]), \"+f\"(s[0][11][1]), \"+f\"(s[0][11][2]), \"+f\"(s[0][11][3]),",
"\"+f\"(s[0][12][0]), \"+f\"(s[0][12][1]), \"+f\"(s[0][12][2]), \"+f\"(s[0][12][3]),",
"\"+f\"(s[0][13][0]), \"+f\"(s[0][13][1]), \"+f\"(s[0][13][2]), \"+f\"(s[0][13][3]),",
"\"+f\"(s[0][14][0]), \"+f\"(s[0][14][1]), \"+f\"(s[0][14][2]), \"+f\"(s[0][14][3]),",
"\"+f\"(s[0][15][0]), \"+f\"(s[0][15][1]), \"+f\"(s[0][15][2]), \"+f\"(s[0][15][3])",
"               : \"l\"(da), \"l\"(db), \"r\"(accumulate));",
"/* o += A B for one k16 step: A (64 x 16) in registers, B (16 x D) in shared memory, MN-major (transposed). */",
"SA_DEV void sa_wgmma_rs(float (&o)[1][DT][4], const sa_u32 (&a)[4], sa_u64 db) {",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %37, 0;\\n\"",
"               \"wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 \"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31 }, \"",
"               \"{ %32, %33, %34, %35 }, %36, p, 1, 1, 1;\\n}\\n\"",
"               : \"+f\"(o[0][0][0]), \"+f\"(o[0][0][1]), \"+f\"(o[0][0][2]), \"+f\"(o[0][0][3]),",
"\"+f\"(o[0][1][0]), \"+f\"(o[0][1][1]), \"+f\"(o[0][1][2]), \"+f\"(o[0][1][3]),",
"\"+f\"(o[0][2][0]), \"+f\"(o[0][2][1]), \"+f\"(o[0][2][2]), \"+f\"(o[0][2][3]),",
"\"+f\"(o[0][3][0]), \"+f\"(o[0][3][1]), \"+f\"(o[0][3][2]), \"+f\"(o[0][3][3]),",
"\"+f\"(o[0][4][0]), \"+f\"(o[0][4][1]), \"+f\"(o[0][4][2]), \"+f\"(o[0][4][3]),",
"\"+f\"(o[0][5][0]), \"+f\"(o[0][5][1]), \"+f\"(o[0][5][2]), \"+f\"(o[0][5][3]),",
"\"+f\"(o[0][6][0]), \"+f\"(o[0][6][1]), \"+f\"(o[0][6][2]), \"+f\"(o[0][6][3]),",
"\"+f\"(o[0][7][0]), \"+f\"(o[0][7][1]), \"+f\"(o[0][7][2]), \"+f\"(o[0][7][3])",
"               : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"l\"(db), \"r\"(1));",
"/* S = Q K^T for one tile, issued as one wgmma group: q0 is this warpgroup's first Q row in its column half,",
"   k0 the K stage. */",
"SA_DEV void sa_qk_issue(float (&s)[1][NT][4], sa_u32 q0, sa_u32 k0) {",
"  sa_wg_fence();",
"    const sa_u32 off = (kk % 4) * 32;   /* a k16 step is 32 bytes into the 128-byte swizzled row */",
"    sa_wgmma_ss(s, sa_desc(q0 + (kk / 4) * (BM * 128) + off, 16, 1024),",
"                sa_desc(k0 + (kk / 4) * (BN * 128) + off, 16, 1024), kk > 0);",
"  sa_wg_commit();",
"  __device__ __forceinline__ float div(float acc) const { return sum != 0.f ? acc / sum : 0.f; }",
"  __device__ __forceinline__ float lse() const {",
"  sa_wg_wait<0>();",
"/* O += P V for one tile, issued as one wgmma group; P is packed to 16-bit pairs in the A-fragment order (as for",
"   mma.sync). */",
"SA_DEV void sa_pv_issue(float (&o)[1][DT][4], const sa_u32 (&p)[1][NT][2], sa_u32 v0) {",
"    const sa_u32 a[4] = {p[0][2 * kk][0], p[0][2 * kk][1], p[0][2 * kk + 1][0], p[0][2 * kk + 1][1]};",
"    /* B: 16 keys (two 8-key groups, SBO apart) x D (64-element halves, LBO apart) */",
"    sa_wgmma_rs(o, a, sa_desc(v0 + kk * 16 * 128, BN * 128, 1024));",
"SA_DEV void sa_pv(float (&o)[1][DT][4], const sa_u32 (&p)[1][NT][2], sa_u32 v0) {",
"  sa_pv_issue(o, p, v0);",
"extern \"C\" __global__ void __launch_bounds__(BLOCK_THREADS, 1)",
"@(const sa_fwd_params p, const __grid_constant__ sa_tmaps tm) {",
"  extern __shared__ __align__(16) unsigned char smem_raw[];",
"  constexpr int GRID_HG = 8;",
"  /* h: the block's (first) query head; with QH > 1, by is a KV head's chunk of QH of its query heads */",
"  const int hc = (p.group + QH - 1) / QH;",
"  const int b = blockIdx.z, h = QH > 1 ? by / hc * p.group + by % hc * QH : by;",
"  const int kvh = h / p.group;",
"  /* the swizzle pattern repeats every 1024 bytes: tiles start on such a boundary */",
"  unsigned char *smem = smem_raw + ((1024 - (sa_smem_u32(smem_raw) & 1023)) & 1023);",
"  const sa_u32 s_k = s_q + QH * Q_BYTES;",
"  const sa_u32 q_wg = s_q + (warp / 4) * 64 * 128;   /* this warpgroup's 64 rows, in column half 0 */",
"  for (int dt = 0; dt < DT; ++dt) o[0][dt][0] = o[0][dt][1] = o[0][dt][2] = o[0][dt][3] = 0.f;",
"  m[0][0] = m[0][1] = SA_NEG_INF;",
"  l[0][0] = l[0][1] = 0.f;",
"  /* Warp-specialized pipeline: the last warpgroup copies K and V tiles into a ring of STAGES stages; per stage,",
"     full_k / full_v complete when a tile's copies land, empty_k / empty_v when every consumer warp is done with",
"     it. The warpgroups do not wait for each other, so one's softmax overlaps the other's matrix products. */",
"  /* Tile t's V is released on empty_v[t % EMPTY_V], not on its stage's barrier. A warpgroup releases a tile it",
"     skips at once but a kept one only when its P.V is done, an iteration or two later; with one barrier per",
"     stage, the other warpgroup's release of tile t + STAGES could then complete tile t's phase while t's P.V",
"     still reads the stage. Tile t + EMPTY_V is released only after the producer has waited for tile t (its K",
"     needs the slot of tile t + STAGES), so each barrier's phases stay in tile order. */",
"  constexpr int EMPTY_V = 2 * STAGES;",
"  __shared__ __align__(8) sa_u64 sa_bars[3 * STAGES + EMPTY_V];",
"  const sa_u32 bar_fk = sa_smem_u32(sa_bars), bar_fv = bar_fk + 8 * STAGES;",
"  const sa_u32 bar_ek = bar_fv + 8 * STAGES, bar_ev = bar_ek + 8 * STAGES;",
"  if (tid == 0) {",
"    for (int st = 0; st < STAGES; ++st) {",
"      sa_mbar_init(bar_fk + 8 * st, PRODUCERS * 1);",
"      sa_mbar_init(bar_fv + 8 * st, PRODUCERS);",
"      sa_mbar_init(bar_ek + 8 * st, WARPS);",
"    for (int i = 0; i < EMPTY_V; ++i) sa_mbar_init(bar_ev + 8 * i, WARPS);",
"  if (warp < WARPS) sa_load_rows<BM>(s_q, qg, q_rs, m0, len_q, tid);",
"  __syncthreads();   /* the barriers are initialised */",
"  if (warp >= WARPS) {",
"    asm volatile(\"setmaxnreg.dec.sync.aligned.u32 32;\");",
"    const int ptid = tid - THREADS;",
"    const int kv_row0 = (p.cu_seqlens_k ? __ldg(p.cu_seqlens_k + b) : 0) + kv_t0 * BN, kv_bat = p.cu_seqlens_k ? 0 : b;",
"    for (int t = 0; t < n_tiles; ++t) {",
"      const int stage = t % STAGES;",
"      const sa_u32 par = (t / STAGES) & 1;",
"      if (t >= STAGES) sa_mbar_wait(bar_ek + 8 * stage, par ^ 1);",
"      /* K's and V's way, tested once: tested twice, or before the wait, the block-sparse pass spilled (sm90) */",
"      const bool tma_t = (tm.on && ((t) + 1) * BN <= len_k);",
"      if (tma_t) {",
"        sa_tma_tile(bar_fk + 8 * stage, s_k + stage * KV_BYTES, &tm.k, BN,",
"                    [&](int r) { return kv_row0 + (t) * BN + (r); }, kvh, kv_bat, ptid);",
"      } else {",
"        sa_load_rows<BN, PRODUCERS>(s_k + (stage) * KV_BYTES, kg, p.k_s, (t) * BN, len_k, tid - THREADS);",
"        sa_mbar_arrive_cp_async(bar_fk + 8 * stage);",
"      if (K_ONLY) continue;",
"      if (t >= STAGES) {",
"        sa_mbar_wait(bar_ev + 8 * ((t - STAGES) % EMPTY_V), ((t - STAGES) / EMPTY_V) & 1);",
"        sa_mbar_wait(bar_fv + 8 * stage, par ^ 1);   /* a skipped tile's V copies may still be landing */",
"        sa_tma_tile(bar_fv + 8 * stage, s_v + stage * KV_BYTES, &tm.v, BN,",
"        sa_load_rows<BN, PRODUCERS>(s_v + (stage) * KV_BYTES, vg, p.v_s, (t) * BN, len_k, tid - THREADS);",
"        sa_mbar_arrive_cp_async(bar_fv + 8 * stage);",
"    asm volatile(\"cp.async.wait_all;\" ::: \"memory\");",
"    /* nothing the copies write may land after the block exits: the last tiles' barriers (a skipped tile's V is",
"       waited for by no consumer) */",
"    if (ptid == 0)",
"      for (int t = max(n_tiles - STAGES, 0); t < n_tiles; ++t) {",
"        sa_mbar_wait(bar_fk + 8 * (t % STAGES), (t / STAGES) & 1);",
"        if (!K_ONLY) sa_mbar_wait(bar_fv + 8 * (t % STAGES), (t / STAGES) & 1);",
"  asm volatile(\"setmaxnreg.inc.sync.aligned.u32 160;\");",
"  sa_fence_proxy_async();",
"  sa_sync_consumers();   /* Q is in */",
"  /* Each warpgroup keeps one tile's P.V in flight: the wgmma groups of iteration t are S(t) = Q K(t)^T, then",
"     O += P(u) V(u) for the last kept tile u, so tile t's mask, max, skip decision and exps overlap that P.V",
"     (FlashAttention-3's intra-warpgroup overlap). P(u) stays in registers until its P.V is issued; tile t's",
"     probabilities are kept in s until that P.V has completed. */",
"  const int wg_r0 = m0 + (warp / 4) * 64, wg_r1 = min(wg_r0 + 63, len_q - 1);",
"  const int wg_last_key = wg_r0 >= len_q ? -1 : min(CAUSAL ? min(len_k - 1, wg_r1 + diag) : len_k - 1, wg_r1 + diag + win_r);",
"  sa_u32 pk[MI][NT][2];",
"  bool pend = false;        /* pk holds tile pu's probabilities; their P.V is not issued yet */",
"  bool inflight = false;    /* the P.V of tile pu is issued; its V stage is not released yet */",
"  int pu = 0;",
"  /* S = Q K(u)^T issued once tile u's K has landed (the loop's own, or a rule's prefetch of the next tile's) */",
"  auto qk_issue = [&](float (&sx)[MI][NT][4], int u) {",
"    const int st = u % STAGES;",
"    sa_mbar_wait(bar_fk + 8 * st, (u / STAGES) & 1);",
"    if (!(tm.on && ((u) + 1) * BN <= len_k)) sa_fence_proxy_async();",
"    sa_qk_issue(sx, q_wg, s_k + st * KV_BYTES);",
"    qk_issue(s, t);",
"    if (pend) {",
"      sa_mbar_wait(bar_fv + 8 * (pu % STAGES), (pu / STAGES) & 1);",
"      if (!(tm.on && ((pu) + 1) * BN <= len_k)) sa_fence_proxy_async();",
"      sa_pv_issue(o, pk, s_v + (pu % STAGES) * KV_BYTES);",
"      pend = false;",
"      inflight = true;",
"      sa_wg_wait<1>();        /* S(t) is done; the P.V (the newer group) runs on */",
"      sa_wg_wait<0>();        /* S(t), and a P.V left in flight by a skipped tile */",
"      if (inflight && lane == 0) sa_mbar_arrive(bar_ev + 8 * (pu % EMPTY_V));",
"      inflight = false;",
"    if (lane == 0) sa_mbar_arrive(bar_ek + 8 * stage);",
"        /* A tile that none of the warpgroup's rows can see (past the causal diagonal or the end of the sequence) adds",
"       nothing. The branch also makes ptxas schedule the exps apart from the row max: the dense loop ran 9% faster",
"       with it on H100 (NOTES.md). */",
"    if (__all_sync(0xffffffffu, ((t) * BN > wg_last_key))) {",
"      if (lane == 0) sa_mbar_arrive(bar_ev + 8 * (t % EMPTY_V));",
"    /* the probabilities wait in s: pk still feeds the P.V in flight */",
"      s[mi][ni][2 * hf] = p0;",
"      s[mi][ni][2 * hf + 1] = p1;",
"    sa_wg_wait<0>();   /* unconditional: ptxas must see that no P.V is in flight when O and pk are touched */",
"    if (inflight && lane == 0) sa_mbar_arrive(bar_ev + 8 * (pu % EMPTY_V));",
"    inflight = false;",
"    sa_sm_pack(s, pk);",
"    pend = true;",
"    pu = t;",
"  if (pend) {",
"    sa_mbar_wait(bar_fv + 8 * (pu % STAGES), (pu / STAGES) & 1);",
"    if (!(tm.on && ((pu) + 1) * BN <= len_k)) sa_fence_proxy_async();",
"    sa_pv(o, pk, s_v + (pu % STAGES) * KV_BYTES);",
"    sa_wg_wait<0>();",
"  sa_sync_consumers();   /* all warpgroups are done with the tiles: smem is free for the epilogue */",
"               \"wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 \"",
"               \"wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 \"",
"        /* BLASST, decided per warpgroup (its 64 rows; wgmma is warpgroup-collective): an AND over the warpgroup on",
"       its own named barrier. A tile in which the warpgroup's rows see no key is skipped without being counted. */",
"      const bool decide = (t) > 0 && sa_l2lam != SA_NEG_INF;",
"        if (mt[0][hf] != SA_NEG_INF) empty = false;",
"        if (mt[0][hf] != SA_NEG_INF && !((mt[0][hf] - m[0][hf]) * p.scale_log2 < sa_l2lam)) agree = false;",
"      const bool count = p.blasst_counters || p.blasst_mask;",
"      if (count) empty = sa_wg_all(empty, warp / 4);",
"      bool skip = false;",
"      if (decide) skip = sa_wg_all(agree, warp / 4);",
"      /* the same for every thread, but only a vote tells the compiler so: the rest of the tile then stays on the",
"         uniform datapath (descriptors in uniform registers) as in the dense loop */",
"      if (__all_sync(0xffffffffu, skip)) {",
"        if (tid % 128 == 0 && count) {",
"          if (!empty) { atomicAdd(&sa_n_counted, 1); atomicAdd(&sa_n_skipped, 1); }",
"          if (p.blasst_mask) p.blasst_mask[((sa_grid_row<CAUSAL, GRID_HG>() * (WARPS / 4) + warp / 4) * p.mask_tiles + kv_t0 + (t))] = !empty;",
"        if (lane == 0) sa_mbar_arrive(bar_ev + 8 * (t % EMPTY_V));",
"      if (tid % 128 == 0 && count) {",
"        if (!empty && p.blasst_counters) atomicAdd(&sa_n_counted, 1);",
"        if (p.blasst_mask) p.blasst_mask[((sa_grid_row<CAUSAL, GRID_HG>() * (WARPS / 4) + warp / 4) * p.mask_tiles + kv_t0 + (t))] = 0;",
"        const int sh_ = p.page_shift, j0_ = kv_j0 + (t) * BN, n_ = len_k - (t) * BN;",
"          sa_load_rows<BN, PRODUCERS>(s_k + (stage) * KV_BYTES, kg + base, rs_, 0, n_, tid - THREADS);",
"          const sa_i64 off_ = sa_paged_row<PRODUCERS>(bt_, j0_, n_, sh_, ps_, rs_, tid - THREADS);",
"          sa_load_rows_lanes<BN, PRODUCERS, false>(s_k + (stage) * KV_BYTES, kg, off_, n_, tid - THREADS);",
"      sa_mbar_arrive_cp_async(bar_fk + 8 * stage);",
"          sa_load_rows<BN, PRODUCERS>(s_v + (stage) * KV_BYTES, vg + base, rs_, 0, n_, tid - THREADS);",
"          sa_load_rows_lanes<BN, PRODUCERS, false>(s_v + (stage) * KV_BYTES, vg, off_, n_, tid - THREADS);",
"      sa_mbar_arrive_cp_async(bar_fv + 8 * stage);",
"    sa_fence_proxy_async();",
"      sa_fence_proxy_async();",
"SA_DEV void sa_sync_consumers() {  asm volatile(\"bar.sync 3, 256;\" ::: \"memory\");}",
"static_assert(SMEM_BYTES == 82944, \"host and kernel disagree on shared memory\");",
"  sa_fence_proxy_async();   /* the bitmaps' generic writes come before the tensor copies' (async proxy) into the same bytes */",
"  };  int blk_key = -1;   /* a producer's row of the tile it copies: K's copy resolves it, V's reuses it */",
"    asm volatile(\"setmaxnreg.dec.sync.aligned.u32 40;\");",
"      const bool tma_t = (tm.on && key_at((t) * BN + BN - 1) >= 0);",
"        sa_tma_tile(bar_fk + 8 * stage, s_k + stage * KV_BYTES, &tm.k, min(beta, BN),",
"                    [&](int r) { return kv_row0 + key_at((t) * BN + (r)); }, kvh, kv_bat, ptid);",
"        blk_key = key_at((t) * BN + sa_lane_row<PRODUCERS>(tid - THREADS));",
"sa_load_rows_keys(s_k + (stage) * KV_BYTES, kg, blk_key, p.k_s, tid - THREADS);",
"        sa_tma_tile(bar_fv + 8 * stage, s_v + stage * KV_BYTES, &tm.v, min(beta, BN),",
"        sa_load_rows_keys(s_v + (stage) * KV_BYTES, vg, blk_key, p.v_s, tid - THREADS);",
"  asm volatile(\"setmaxnreg.inc.sync.aligned.u32 232;\");",
"  const int wg_last_key = wg_r0 >= len_q ? -1 : CAUSAL ? min(len_k - 1, wg_r1 + diag) : len_k - 1;",
"    if (__all_sync(0xffffffffu, (wg_last_key < 0 || key_at((t) * BN) > wg_last_key))) {",
"/* the exact slots follow the tiles (SMEM_BYTES counts the 1024 bytes of alignment slack before them) */",
"constexpr int TK_SLOTS_AT = SMEM_BYTES - 1024;",
"  const int wg_last_key = wg_r0 >= len_q ? -1 : min(len_k - 1, wg_r1 * gamma + diag);",
"    /* the block scores and the top-k while the P.V runs (they touch neither O nor pk) */",
"constexpr int GK = 32;   /* keys per score group: the smallest key block the kernel takes */",
"constexpr int STAGES = 3;",
"static_assert(SMEM_BYTES == 115712, \"host and kernel disagree on shared memory\");",
"  };  /* the producers resolve a tile's keys as they copy it (one row per thread, sa_lane_row) into slot t % KEY_SLOTS,",
"     published by a plain arrival on the tile's full barrier; a consumer warp releases K's stage, and so the slot,",
"     after its mask has read it. A thread fetches its row's entries one tile ahead, so their latency runs beside the",
"     wait for the next stage instead of before the copies (reuse pass 2.40 -> 2.35 ms at 32K, H100). */",
"  constexpr int KEY_SLOTS = STAGES;",
"  int tok_key = -1, tok_j = -1, tok_jp = -1;",
"      sa_mbar_init(bar_fk + 8 * st, PRODUCERS * 2);",
"    /* V one tile behind K (a policy that says v_behind: Kascade's gathered keys, whose producers bound the pass): tile",
"       t's K is issued before tile t - 1's V, so it does not queue behind V's wait for its stage, released only after",
"       a P.V; a consumer reads V(t - 1) an iteration after K(t) anyway. Reuse pass at 32K 2.351 -> 2.334 ms, 128K 29.60",
"       -> 28.93 (H100); dense passes (contiguous K/V) mixed in one sitting (d96 32K -5%, d64 32K and d128 16K +4%): they",
"       keep K and V together. */",
"    /* V(t) is issued a trip after K(t) and before K(t + STAGES), which reuses its stage and key slot; and the empty-V",
"       barriers keep their phases in tile order (V(t + STAGES), which waits for tile t's release, comes before",
"       K(t + 2 STAGES)) */",
"    static_assert(STAGES >= 2, \"V a tile behind K needs two stages\");",
"    for (int tk = 0; tk <= n_tiles; ++tk) {",
"      if (tk < n_tiles) {",
"        const int t = tk, stage = t % STAGES;",
"        if (t >= STAGES) sa_mbar_wait(bar_ek + 8 * stage, ((t / STAGES) & 1) ^ 1);",
"        {",
"        const int r_ = sa_lane_row<PRODUCERS>(tid - THREADS);",
"        if ((t) == 0) tok_fetch(r_, tok_j, tok_jp);",
"        tok_key = tok_resolve((t) * BN + r_, tok_j, tok_jp);",
"        sa_tkeys[(t) % KEY_SLOTS][r_] = tok_key;",
"        tok_fetch((t + 1) * BN + r_, tok_j, tok_jp);",
"      sa_mbar_arrive(bar_fk + 8 * (stage));   /* publishes the keys (release); the copies arrive when they land */",
"      sa_load_rows_keys(s_k + (stage) * KV_BYTES, kg, tok_key, p.k_s, tid - THREADS);",
"      if (K_ONLY || tk == 0) continue;",
"        const int t = tk - 1, stage = t % STAGES;   /* the fill names tile t and its stage */",
"        if (t >= STAGES) {",
"          sa_mbar_wait(bar_ev + 8 * ((t - STAGES) % EMPTY_V), ((t - STAGES) / EMPTY_V) & 1);",
"          sa_mbar_wait(bar_fv + 8 * stage, ((t / STAGES) & 1) ^ 1);   /* a skipped tile's V copies may still be landing */",
"              /* V comes a tile behind K (v_behind): the row's key from the slot this thread wrote, which tile t + STAGES's K,",
"         issued after this, overwrites */",
"      sa_load_rows_keys(s_v + (stage) * KV_BYTES, vg, sa_tkeys[(t) % KEY_SLOTS][sa_lane_row<PRODUCERS>(tid - THREADS)], p.v_s,",
"                        tid - THREADS);",
"  const bool wg_none = m0 + (warp / 4) * 64 >= len_q;",
"    if (lane == 0) sa_mbar_arrive(bar_ek + 8 * stage);   /* after the mask: it read the keys' slot, reused with K's */",
"    if (__all_sync(0xffffffffu, wg_none)) {",
"constexpr int STAGES = 4;",
"constexpr bool K_ONLY = true;",
"constexpr int QH = 4;",
"static_assert(SMEM_BYTES == 132096, \"host and kernel disagree on shared memory\");",
"    const int pool_nh = min(QH, p.group - h % p.group);",
"  if (warp < WARPS)",
"    for (int r = 1; r < pool_nh; ++r) sa_load_rows<BM>(s_q + r * Q_BYTES, qg + (sa_i64)r * p.q_h, q_rs, m0, len_q, tid);",
"  float lm[QH - 1][MI][2], ll[QH - 1][MI][2];   /* heads 1 .. QH - 1: running max and sum of the rows */",
"  for (int r = 0; r < QH - 1; ++r)",
"    for (int mi = 0; mi < MI; ++mi) lm[r][mi][0] = lm[r][mi][1] = SA_NEG_INF, ll[r][mi][0] = ll[r][mi][1] = 0.f;",
"  float s[MI][NT][4];",
"  bool s_next = false;      /* S(t) is issued already: the rule issued it while it finished tile t - 1 */",
"    if (!s_next) qk_issue(s, t);",
"    s_next = false;",
"      float s2[MI][NT][4];",
"      const sa_u32 k_st = s_k + stage * KV_BYTES;",
"      if (pool_nh > 1) sa_qk_issue(s2, q_wg + Q_BYTES, k_st);   /* head 1's QK^T overlaps head 0's exps */",
"    sa_sm_stats_lazy(s, p.scale_log2, m, l);",
"      if (pool_nh > 1) {",
"        sa_wg_wait<0>();",
"        /* Mask keys past the end, after each row's diagonal when causal, and outside its window (row: the row's query",
"              if ((t) * BN + ni * 8 + 2 * tq + c > lim || lo_base + ni * 8 + c < mi * 16 + 8 * hf) s2[mi][ni][2 * hf + c] = SA_NEG_INF;",
"        /* issued after the mask: a mask written while a QK^T is in flight makes ptxas serialize every wgmma */",
"        if (pool_nh > 2) sa_qk_issue(s, q_wg + 2 * Q_BYTES, k_st);",
"        if (pool_nh == 2) { if (t + 1 < n_tiles) { qk_issue(s, t + 1); s_next = true; } }   /* the last head: the next tile's first QK^T beside its exps */",
"        sa_sm_stats_lazy(s2, p.scale_log2, lm[0], ll[0]);",
"      if (pool_nh > 2) {",
"        if (pool_nh > 3) sa_qk_issue(s2, q_wg + 3 * Q_BYTES, k_st);",
"        sa_sm_stats_lazy(s, p.scale_log2, lm[1], ll[1]);",
"      if (pool_nh > 3) {",
"        if (pool_nh == 4) { if (t + 1 < n_tiles) { qk_issue(s, t + 1); s_next = true; } }   /* the last head: the next tile's first QK^T beside its exps */",
"        sa_sm_stats_lazy(s2, p.scale_log2, lm[2], ll[2]);",
"      if (lane == 0) sa_mbar_arrive(bar_ek + 8 * stage);",
"    }    continue;",
"  sa_sm_stats_join(m, l, p.scale_log2);   /* the epilogue writes the first head's LSE from the row's m */  /* heads 1 .. pool_nh - 1: each row's LSE, as the epilogue writes the first head's */",
"  if (p.lse)",
"    for (int r = 1; r < QH; ++r) {",
"      sa_sm_stats_join(lm[r - 1], ll[r - 1], p.scale_log2);",
"          const float lf = sa_quad_sum(ll[r - 1][mi][hf]);",
"          if (r < pool_nh && tq == 0 && row < len_q)",
"            p.lse[lse_off + (sa_i64)(h + r) * p.lse_h + row] = sa_sm_lse(lm[r - 1][mi][hf] * p.scale_log2, lf);",
"    /* per consumer warp: its rows' column sums of the tile, in two buffers (tile parity): a warpgroup sums its own",
"     warps' rows on its own barrier, and no loop barrier keeps a warp from the next tile's writes meanwhile */",
"  __shared__ float sa_pool[2][THREADS / 32][BN];",
"  const int pool_nh = min(QH, p.group - h % p.group);",
"    for (int r = 1; r < pool_nh; ++r) sa_load_rows<BM>(s_q + r * Q_BYTES, qg + (sa_i64)r * p.q_h, q_rs, m0, len_q, tid);  float pl[4][MI][2];   /* per query head of the block: its rows' LSE in log2 units (+inf: no such row or head) */",
"  for (int r = 0; r < 4; ++r)",
"        const float x = row < len_q && r < pool_nh ? p.pool_lse[lse_off + (sa_i64)(h + r) * p.lse_h + row] : SA_NEG_INF;",
"        float (*pw)[BN] = sa_pool[(t) & 1];",
"        /* The block's other query heads: S from the same K stage, added in registers (a tile before the block's own",
"           keys is visible to every row; rows past the sequence have an LSE of +inf and add 0). Head r + 1's QK^T is",
"           issued into the other of two register tiles before head r's exps, so the two overlap. The exps are written",
"           in both branches of the test for head r + 1: after a branch that only issued, ptxas hoisted them above it,",
"           and every head's QK^T waited for the previous head's exps (SASS of the d64 and d128 kernels). */",
"        float s2[MI][NT][4];",
"        const sa_u32 k_st = s_k + stage * KV_BYTES;",
"          if (pool_nh > 1) {",
"            sa_qk_issue(s2, q_wg + 1 * Q_BYTES, k_st);",
"            #pragma unroll",
"          } else {",
"        if (pool_nh > 1) {",
"          sa_wg_wait<0>();",
"          if (pool_nh > 2) {",
"            sa_qk_issue(s, q_wg + 2 * Q_BYTES, k_st);",
"              for (int hf = 0; hf < 2; ++hf) x[2 * ni + c] += sa_exp2(s2[mi][ni][2 * hf + c] * p.scale_log2 - pl[1][mi][hf]);",
"        if (pool_nh > 2) {",
"          if (pool_nh > 3) {",
"            sa_qk_issue(s2, q_wg + 3 * Q_BYTES, k_st);",
"              for (int hf = 0; hf < 2; ++hf) x[2 * ni + c] += sa_exp2(s[mi][ni][2 * hf + c] * p.scale_log2 - pl[2][mi][hf]);",
"        if (pool_nh > 3) {",
"              for (int hf = 0; hf < 2; ++hf) x[2 * ni + c] += sa_exp2(s2[mi][ni][2 * hf + c] * p.scale_log2 - pl[3][mi][hf]);",
"        {   /* step 0: partner lane ^ 4, 16 sums; a bitwise choice of the half (a select of",
"          for (int i = 0; i < 16; ++i) {",
"            const sa_u32 lo = __float_as_uint(x[i]), hi = __float_as_uint(x[i + 16]);",
"          xo += 16 & up;",
"        {   /* step 1: partner lane ^ 8, 8 sums; a bitwise choice of the half (a select of",
"        {   /* step 2: partner lane ^ 16, 4 sums; a bitwise choice of the half (a select of",
"        if (t + 1 < n_tiles) { qk_issue(s, t + 1); s_next = true; }   /* s is free: every head's exps are summed */",
"        /* the warpgroup's four warps (named barrier 1 + wg): a buffer is written again two tiles on, after every",
"           warp of the warpgroup has passed the next tile's barrier, so after its sums here are read */",
"        asm volatile(\"bar.sync %0, 128;\" :: \"r\"(1 + warp / 4) : \"memory\");",
"        for (int i = tid % 128; i < BN; i += 128)",
"            for (int w = 0; w < 4; ++w) x += pw[(warp & ~3) + w][i];",
"constexpr int D = 96;",
"constexpr int BN = 48;",
"static_assert(SMEM_BYTES == 66560, \"host and kernel disagree on shared memory\");",
"constexpr int KST = 3;        /* K tiles in flight per warp */",
"typedef unsigned char KV_T;                 /* an FP8 cache */",
"constexpr int Q_BYTES = RB_MAX * RS + RB_MAX * 4;   /* and each row's power-of-two scale */",
"static_assert(BN % 32 == 0 && D % 32 == 0, \"FP8 tiles: 32-key groups of K, 32-column groups of V\");",
"static_assert(SMEM_BYTES == 76416, \"host and kernel disagree on shared memory\");",
"  const sa_u32 k_lane = s_kw + ((lane & 7) + (lane >> 3) * 8) * KRS;   /* matrix i: keys 8i .. 8i + 7 */",
"  const sa_u32 v_lane = s_vw + ((lane & 7) + (((lane >> 3) & 1) << 3)) * KRS + (lane >> 4) * 16;",
"        mo[(warp * RB_MAX + r) * D + sa_dcol(dt, tq, 0)] = o[mi][dt][2 * hf] * v_f;",
"        mo[(warp * RB_MAX + r) * D + sa_dcol(dt, tq, 1)] = o[mi][dt][2 * hf + 1] * v_f;",
"constexpr int BN = 32;",
"static_assert(SMEM_BYTES == 53248, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 59904, \"host and kernel disagree on shared memory\");",
"        {   /* step 0: partner lane ^ 4, 4 sums; a bitwise choice of the half (a select of",
"        {   /* step 1: partner lane ^ 8, 2 sums; a bitwise choice of the half (a select of",
"        {   /* step 2: partner lane ^ 16, 1 sums; a bitwise choice of the half (a select of",
"          for (int i = 0; i < 1; ++i) {",
"            const sa_u32 lo = __float_as_uint(x[i]), hi = __float_as_uint(x[i + 1]);",
"          xo += 1 & up;",
"static_assert(SMEM_BYTES == 79872, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 230400, \"host and kernel disagree on shared memory\");",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %53, 0;\\n\"",
"               \"wgmma.mma_async.sync.aligned.m64n96k16.f32.bf16.bf16 \"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47 }, \"",
"               \"{ %48, %49, %50, %51 }, %52, p, 1, 1, 1;\\n}\\n\"",
"\"+f\"(o[0][7][0]), \"+f\"(o[0][7][1]), \"+f\"(o[0][7][2]), \"+f\"(o[0][7][3]),",
"\"+f\"(o[0][8][0]), \"+f\"(o[0][8][1]), \"+f\"(o[0][8][2]), \"+f\"(o[0][8][3]),",
"\"+f\"(o[0][9][0]), \"+f\"(o[0][9][1]), \"+f\"(o[0][9][2]), \"+f\"(o[0][9][3]),",
"\"+f\"(o[0][10][0]), \"+f\"(o[0][10][1]), \"+f\"(o[0][10][2]), \"+f\"(o[0][10][3]),",
"\"+f\"(o[0][11][0]), \"+f\"(o[0][11][1]), \"+f\"(o[0][11][2]), \"+f\"(o[0][11][3])",
"               \"wgmma.mma_async.sync.aligned.m64n96k16.f32.f16.f16 \"",
"constexpr int D = 128;",
"static_assert(SMEM_BYTES == 104448, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 69632, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 120128, \"host and kernel disagree on shared memory\");",
"/* A 16-byte copy that has L2 fetch the whole aligned block around it (256 bytes): decode reads each key's",
"  asm volatile(\"cp.async.cg.shared.global.L2::256B [%0], [%1], 16, %2;\" :: \"r\"(dst), \"l\"(src), \"r\"(src_bytes) : \"memory\");",
"static_assert(SMEM_BYTES == 89408, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 96896, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 168192, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 176640, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 114944, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 123392, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 85760, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 91648, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 87040, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 78336, \"host and kernel disagree on shared memory\");",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %69, 0;\\n\"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63 }, \"",
"               \"{ %64, %65, %66, %67 }, %68, p, 1, 1, 1;\\n}\\n\"",
"\"+f\"(o[0][11][0]), \"+f\"(o[0][11][1]), \"+f\"(o[0][11][2]), \"+f\"(o[0][11][3]),",
"\"+f\"(o[0][12][0]), \"+f\"(o[0][12][1]), \"+f\"(o[0][12][2]), \"+f\"(o[0][12][3]),",
"\"+f\"(o[0][13][0]), \"+f\"(o[0][13][1]), \"+f\"(o[0][13][2]), \"+f\"(o[0][13][3]),",
"\"+f\"(o[0][14][0]), \"+f\"(o[0][14][1]), \"+f\"(o[0][14][2]), \"+f\"(o[0][14][3]),",
"\"+f\"(o[0][15][0]), \"+f\"(o[0][15][1]), \"+f\"(o[0][15][2]), \"+f\"(o[0][15][3])",
"static_assert(SMEM_BYTES == 164864, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 197632, \"host and kernel disagree on shared memory\");",
"constexpr int D = 256;",
"static_assert(SMEM_BYTES == 202752, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 101376, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 84480, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 141568, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 150016, \"host and kernel disagree on shared memory\");",
"constexpr int WARPS = 1;",
"static_assert(SMEM_BYTES == 129664, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 152896, \"host and kernel disagree on shared memory\");",
"      const sa_i64 off = ((((j) >> page_shift) == pg_first ? pg0 : pg1) + (sa_i64)((j) & ((1 << page_shift) - 1)) * rs);   /* every lane: the gather shuffles */",
"static_assert(SMEM_BYTES == 135168, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 168960, \"host and kernel disagree on shared memory\");",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %34, 0;\\n\"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31 }, %32, %33, p, 1, 1, 0, 0;\\n}\\n\"",
"\"+f\"(s[0][7][0]), \"+f\"(s[0][7][1]), \"+f\"(s[0][7][2]), \"+f\"(s[0][7][3])",
"  asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %133, 0;\\n\"",
"               \"wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 \"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127 }, \"",
"               \"{ %128, %129, %130, %131 }, %132, p, 1, 1, 1;\\n}\\n\"",
"\"+f\"(o[0][15][0]), \"+f\"(o[0][15][1]), \"+f\"(o[0][15][2]), \"+f\"(o[0][15][3]),",
"\"+f\"(o[0][16][0]), \"+f\"(o[0][16][1]), \"+f\"(o[0][16][2]), \"+f\"(o[0][16][3]),",
"\"+f\"(o[0][17][0]), \"+f\"(o[0][17][1]), \"+f\"(o[0][17][2]), \"+f\"(o[0][17][3]),",
"\"+f\"(o[0][18][0]), \"+f\"(o[0][18][1]), \"+f\"(o[0][18][2]), \"+f\"(o[0][18][3]),",
"\"+f\"(o[0][19][0]), \"+f\"(o[0][19][1]), \"+f\"(o[0][19][2]), \"+f\"(o[0][19][3]),",
"\"+f\"(o[0][20][0]), \"+f\"(o[0][20][1]), \"+f\"(o[0][20][2]), \"+f\"(o[0][20][3]),",
"\"+f\"(o[0][21][0]), \"+f\"(o[0][21][1]), \"+f\"(o[0][21][2]), \"+f\"(o[0][21][3]),",
"\"+f\"(o[0][22][0]), \"+f\"(o[0][22][1]), \"+f\"(o[0][22][2]), \"+f\"(o[0][22][3]),",
"\"+f\"(o[0][23][0]), \"+f\"(o[0][23][1]), \"+f\"(o[0][23][2]), \"+f\"(o[0][23][3]),",
"\"+f\"(o[0][24][0]), \"+f\"(o[0][24][1]), \"+f\"(o[0][24][2]), \"+f\"(o[0][24][3]),",
"\"+f\"(o[0][25][0]), \"+f\"(o[0][25][1]), \"+f\"(o[0][25][2]), \"+f\"(o[0][25][3]),",
"\"+f\"(o[0][26][0]), \"+f\"(o[0][26][1]), \"+f\"(o[0][26][2]), \"+f\"(o[0][26][3]),",
"\"+f\"(o[0][27][0]), \"+f\"(o[0][27][1]), \"+f\"(o[0][27][2]), \"+f\"(o[0][27][3]),",
"\"+f\"(o[0][28][0]), \"+f\"(o[0][28][1]), \"+f\"(o[0][28][2]), \"+f\"(o[0][28][3]),",
"\"+f\"(o[0][29][0]), \"+f\"(o[0][29][1]), \"+f\"(o[0][29][2]), \"+f\"(o[0][29][3]),",
"\"+f\"(o[0][30][0]), \"+f\"(o[0][30][1]), \"+f\"(o[0][30][2]), \"+f\"(o[0][30][3]),",
"\"+f\"(o[0][31][0]), \"+f\"(o[0][31][1]), \"+f\"(o[0][31][2]), \"+f\"(o[0][31][3])",
"               \"wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 \"",
"/* @: generated by codegen/generate.py from templates/union_trim.cu.j2; do not edit. */",
"/* MOMO's union and trim of the strided rows' top-k into query-block lists (union_trim.cu.j2); host: sa__trim_params */",
"struct sa_trim_params {",
"  const int *topk_index;   /* [B][Hq][nq][k] */",
"  const float *topk_score;",
"  int *block_index;        /* [B][Hq][nqb][k_trim] */",
"  int *block_count;        /* [B][Hq][nqb] */",
"  const int *cu_seqlens_q; /* optional: packed batch */",
"  int seqlen_q, heads_q, nq, nqb, k, k_trim, rows_per_block, gamma, chi, np2;",
"static_assert(sizeof(sa_trim_params) == 80 && alignof(sa_trim_params) == 8,",
"              \"sa_trim_params: layout differs from codegen/params.py\");",
"constexpr int THREADS = 256;",
"/* Ascending bitonic sort of n (a power of two) keys in smem. */",
"SA_DEV void sa_bitonic(sa_u64 *a, int n, int tid) {",
"  for (int k = 2; k <= n; k <<= 1)",
"    for (int j = k >> 1; j > 0; j >>= 1) {",
"      for (int i = tid; i < n; i += THREADS) {",
"        const int o = i ^ j;",
"        if (o > i) {",
"          const sa_u64 x = a[i], y = a[o];",
"          if ((x > y) == ((i & k) == 0)) { a[i] = y; a[o] = x; }",
"/* fp32 -> an unsigned key of the same order */",
"SA_DEV sa_u32 sa_ordered(float f) {",
"  const sa_u32 u = __float_as_uint(f);",
"  return (u & 0x80000000u) ? ~u : u | 0x80000000u;",
"extern \"C\" __global__ void __launch_bounds__(THREADS)",
"@(const sa_trim_params p) {",
"  sa_u64 *a = (sa_u64 *)smem_raw, *t = a + p.np2;   /* np2 keys each */",
"  __shared__ int n_unique;",
"  const int tid = threadIdx.x, qb = blockIdx.x, h = blockIdx.y, b = blockIdx.z;",
"  const int len_q = p.cu_seqlens_q ? p.cu_seqlens_q[b + 1] - p.cu_seqlens_q[b] : p.seqlen_q;",
"  const int nq = (len_q + p.gamma - 1) / p.gamma;",
"  const sa_i64 ob = (((sa_i64)b * p.heads_q + h) * p.nqb + qb);",
"  int *out = p.block_index + ob * p.k_trim;",
"  if (qb * p.chi >= len_q) {   /* past this sequence: an empty list */",
"    for (int i = tid; i < p.k_trim; i += THREADS) out[i] = -1;",
"    if (tid == 0) p.block_count[ob] = 0;",
"  /* 1. the rows' entries keyed by block (score bits below), empty slots last */",
"  const int w0 = qb * p.rows_per_block, n = p.rows_per_block * p.k;",
"  const sa_i64 ib = (((sa_i64)b * p.heads_q + h) * p.nq + w0) * p.k;",
"  for (int i = tid; i < p.np2; i += THREADS) {",
"    sa_u64 key = ~0ull;",
"    if (i < n && w0 + i / p.k < nq) {",
"      const int j = p.topk_index[ib + i];",
"      if (j >= 0) key = ((sa_u64)(sa_u32)j << 32) | __float_as_uint(p.topk_score[ib + i]);",
"    a[i] = key;",
"  if (tid == 0) n_unique = 0;",
"  sa_bitonic(a, p.np2, tid);",
"  /* 2. the first entry of each block's run becomes (mean score descending, block ascending); the rest sort last */",
"    const sa_u64 x = a[i];",
"    if (x != ~0ull && (i == 0 || (a[i - 1] >> 32) != (x >> 32))) {",
"      float sum = 0.f;",
"      for (int e = i; e < p.np2 && (a[e] >> 32) == (x >> 32); ++e, ++c) sum += __uint_as_float((sa_u32)a[e]);",
"      key = ((sa_u64)~sa_ordered(sum / (float)c) << 32) | (x >> 32);",
"      atomicAdd(&n_unique, 1);",
"    t[i] = key;",
"  sa_bitonic(t, p.np2, tid);",
"  /* 3. the k_trim best, ascending by block */",
"  const int kept = min(p.k_trim, n_unique);",
"  for (int i = tid; i < p.np2; i += THREADS) a[i] = i < kept ? (t[i] & 0xffffffffull) : ~0ull;",
"  for (int i = tid; i < p.k_trim; i += THREADS) out[i] = i < kept ? (int)a[i] : -1;",
"  if (tid == 0) p.block_count[ob] = kept;",
"/* @: generated by codegen/generate.py from templates/block_mass.cu.j2; do not edit. */",
"/* the attention mass a block-sparse key set captures (block_mass.cu.j2); host: sa__mass_params */",
"struct sa_mass_params {",
"  const float *lse_set, *lse_full; /* the LSE layout of the attention call */",
"  float *mass;                     /* [B][Hq][query_blocks] */",
"  const int *cu_seqlens_q;",
"  int seqlen_q, query_blocks, chi, reserved;",
"static_assert(sizeof(sa_mass_params) == 64 && alignof(sa_mass_params) == 8,",
"              \"sa_mass_params: layout differs from codegen/params.py\");",
"constexpr int THREADS = 128;",
"@(const sa_mass_params p) {",
"  __shared__ float part[THREADS / 32];",
"  int len_q = p.seqlen_q;",
"  sa_i64 off = (sa_i64)b * p.lse_b + (sa_i64)h * p.lse_h;",
"    len_q = p.cu_seqlens_q[b + 1] - p.cu_seqlens_q[b];",
"    off = (sa_i64)h * p.lse_h + p.cu_seqlens_q[b];",
"  float x = 0.f;",
"  for (int i = qb * p.chi + tid; i < min(len_q, (qb + 1) * p.chi); i += THREADS) {",
"    const float s = p.lse_set[off + i], f = p.lse_full[off + i];",
"    if (s != SA_NEG_INF && f != SA_NEG_INF) x += __expf(s - f);",
"  for (int o = 16; o > 0; o >>= 1) x += __shfl_xor_sync(0xffffffffu, x, o);",
"  if ((tid & 31) == 0) part[tid >> 5] = x;",
"    float t = 0.f;",
"    for (int w = 0; w < THREADS / 32; ++w) t += part[w];",
"    p.mass[((sa_i64)b * gridDim.y + h) * p.query_blocks + qb] = t;",
"/* @: generated by codegen/generate.py from templates/pool_scores.cu.j2; do not edit. */",
"/* Kascade decode anchor: pooled post-softmax scores from the kept raw scores (pool_scores.cu.j2); host: sa__pscore_params */",
"struct sa_pscore_params {",
"  const float *raw; /* [B][Hkv][rows_max][stride]: scores in scale * log2 e units */",
"  const float *lse; /* [B][Hq][q_len], natural log */",
"  float *out;       /* [B][Hkv][stride] */",
"  sa_i64 stride;",
"  int rows_max, group, q_len, heads_q, heads_kv, reserved;",
"static_assert(sizeof(sa_pscore_params) == 64 && alignof(sa_pscore_params) == 8,",
"              \"sa_pscore_params: layout differs from codegen/params.py\");",
"/* The rows' LSEs of row block bg (batch b, KV head kvh) in pooling order r = qi * group + (query head in the group):",
"   into lrow[0 .. rows), rows <= 16 (the host's limit for an anchor), by the block's first threads; the caller syncs. */",
"SA_DEV void sa_pool_rows_lse(float *lrow, const float *lse, int b, int kvh, int group, int q_len, int heads_q) {",
"  for (int r = threadIdx.x; r < q_len * group && r < 16; r += blockDim.x)",
"    lrow[r] = lse[((sa_i64)b * heads_q + kvh * group + r % group) * q_len + r / group];",
"/* Sum over the rows of exp(s - LSE): raw[r * stride] is row r's score in scale * log2 e units, lrow[r] its LSE",
"   (natural log; -inf: a row that sees no key adds nothing). */",
"SA_DEV float sa_pool_key(const float *raw, sa_i64 stride, const float *lrow, int rows) {",
"  float acc = 0.f;",
"#pragma unroll 4",
"  for (int r = 0; r < rows; ++r) {",
"    const float l = lrow[r];",
"    if (l != SA_NEG_INF) acc += sa_exp2(raw[(sa_i64)r * stride] - l * 1.4426950408889634f);",
"  return acc;",
"@(const sa_pscore_params p) {",
"  __shared__ float lrow[16];",
"  const int bg = blockIdx.y, b = bg / p.heads_kv, kvh = bg % p.heads_kv;",
"  const int j = blockIdx.x * THREADS + threadIdx.x;",
"  const int n = p.seqlens_k[b] - p.q_len;   /* the positions before the new keys */",
"  sa_pool_rows_lse(lrow, p.lse, b, kvh, p.group, p.q_len, p.heads_q);",
"  if (j >= n) return;",
"  p.out[(sa_i64)bg * p.stride + j] = sa_pool_key(p.raw + (sa_i64)bg * p.rows_max * p.stride + j, p.stride, lrow,",
"                                                 p.q_len * p.group);",
"/* @: generated by codegen/generate.py from templates/kascade_sim.cu.j2; do not edit. */",
"/* Kascade's layer similarity on the GPU (kascade_sim.cu.j2); host: sa__ksim_params */",
"struct sa_ksim_params {",
"  const float *pool;  /* [heads_kv][c][stride]: layer b's pooled scores of tiles t0 .. t0 + c */",
"  const int *indices; /* [layers][heads_kv][tiles][max_k], ascending */",
"  const int *counts;  /* [layers][heads_kv][tiles] */",
"  unsigned *sim;      /* [layers][layers][heads_kv][heads_kv]: float bits of ratios in [0, 1], min-combined */",
"  int layers, heads_kv, tiles, max_k, layer_b, t0, c, reserved;",
"static_assert(sizeof(sa_ksim_params) == 72 && alignof(sa_ksim_params) == 8,",
"              \"sa_ksim_params: layout differs from codegen/params.py\");",
"constexpr int WARPS = THREADS / 32;",
"SA_DEV float sa_block_sum(float x, float *ws) {",
"  if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = x;",
"  float t = 0.f;",
"  for (int w = 0; w < WARPS; ++w) t += ws[w];",
"  return t;",
"/* grid: (c tiles, layers x heads_kv anchors (a, ga), heads_kv reuse heads gb) */",
"@(const sa_ksim_params p) {",
"  __shared__ float ws[2][WARPS];",
"  const int ti = blockIdx.x, T = p.t0 + ti, a = blockIdx.y / p.heads_kv, ga = blockIdx.y % p.heads_kv, gb = blockIdx.z;",
"  if (T == 0) return;   /* no key before the first tile */",
"  const float *row = p.pool + ((sa_i64)gb * p.c + ti) * p.stride;",
"  const sa_i64 la = ((sa_i64)a * p.heads_kv + ga) * p.tiles + T, lb = ((sa_i64)p.layer_b * p.heads_kv + gb) * p.tiles + T;",
"  const int na = min(p.counts[la], p.max_k), nb = min(p.counts[lb], p.max_k);",
"  const int *ia = p.indices + la * p.max_k, *ib = p.indices + lb * p.max_k;",
"  float num = 0.f, den = 0.f;",
"  for (int e = threadIdx.x; e < na; e += THREADS) num += row[ia[e]];",
"  for (int e = threadIdx.x; e < nb; e += THREADS) den += row[ib[e]];",
"  num = sa_block_sum(num, ws[0]);",
"  den = sa_block_sum(den, ws[1]);",
"  if (threadIdx.x == 0) {",
"    const float r = den > 0.f ? fminf(num / den, 1.f) : 1.f;",
"    /* non-negative floats order as their bit patterns */",
"    atomicMin(p.sim + (((sa_i64)a * p.layers + p.layer_b) * p.heads_kv + ga) * p.heads_kv + gb, __float_as_uint(r));",
"/* @: generated by codegen/generate.py from templates/topk_select.cu.j2; do not edit. */",
"/* top-k selection of score rows (topk_select.cu.j2); host: sa__select_params */",
"struct sa_select_params {",
"  const float *scores;                              /* row r at scores + r * row_stride */",
"  const int *lengths;                               /* [rows] or NULL: every row has `length` */",
"  int *indices;                                     /* [rows][max_k] */",
"  int *counts;                                      /* [rows] */",
"  sa_i64 row_stride;",
"  int length, max_k, k_min, len_div;                /* with lengths: row r has lengths[r / len_div] + len_off keys */",
"  float fraction;",
"  int len_off;",
"  int rows_inner, out_outer, t0, len_step, len_max; /* query-tile rows (rows_inner > 0): the kernel's comment */",
"  int cache;                                        /* keys a row keeps in dynamic shared memory; a longer row rereads global */",
"  const float *raw;                                 /* or NULL; else scores pooled from raw rows [row][pool_rows][row_stride] */",
"  const float *lse;                                 /* and the LSEs [B][Hq][q_len] (pool_scores.cu.j2), rows cut to cache keys */",
"  int pool_rows, group, q_len, heads_q, heads_kv;",
"  int cand_cap;                                     /* candidates the dynamic shared memory holds after the cached keys */",
"static_assert(sizeof(sa_select_params) == 128 && alignof(sa_select_params) == 8,",
"              \"sa_select_params: layout differs from codegen/params.py\");",
"constexpr int THREADS = 1024;",
"/* fp32 -> an unsigned key of the same order (NaN above +inf); selects, no branch, so that a thread's loads of several",
"   keys issue before the first is converted */",
"SA_DEV sa_u32 sa_okey(float f) {",
"  /* -0 ties +0, and every NaN ties every other above +inf (the reference's order; ties go by index) */",
"  sa_u32 u = f == 0.f ? 0u : __float_as_uint(f);",
"  u = f != f ? 0x7fffffffu : u;",
"  return u ^ ((sa_u32)((int)u >> 31) | 0x80000000u);   /* negative: ~u; else u with the top bit set */",
"constexpr int DIGIT = 11, BINS = 1 << DIGIT;   /* bits a pass resolves; BINS <= 2 * THREADS */",
"static_assert(BINS <= 2 * THREADS, \"the digit search gives each thread two bins\");",
"/* use(i, key) for every key of [lo, hi): a thread takes every THREADS-th from lo + tid and fetches U of them",
"   (key_of(i), at clamped indices: loads without a branch) before it uses any. A row in global memory was read one",
"   load a thread at a time, the next load issued after the last one's key was used (the first pass's wait on it was",
"   a quarter of the top-k's stall samples at 32K, H100). The anchor's top-k, 8 in flight: 8.5 -> 5.4 ms at 128K",
"   (rows past shared memory), 0.39 -> 0.33 at 32K; 4: 5.9 and 0.34. */",
"constexpr int SEL_U = 8;",
"template <int U, class KeyOf, class Use>",
"SA_DEV void sa_for_keys(int lo, int hi, KeyOf key_of, Use use) {",
"  for (int i0 = lo + (int)threadIdx.x; i0 < hi; i0 += U * THREADS) {",
"    sa_u32 key[U];",
"    for (int u = 0; u < U; ++u) key[u] = key_of(min(i0 + u * THREADS, hi - 1));",
"    for (int u = 0; u < U; ++u)",
"      if (i0 + u * THREADS < hi) use(i0 + u * THREADS, key[u]);",
"/* k = min(max(ceil(f L), k_min), L, max_k) */",
"SA_DEV int sa_topk_k(int L, float fraction, int k_min, int max_k) {",
"  int k = L > 0 ? (int)ceilf(fraction * (float)L) : 0;",
"  k = min(max(k, k_min), L);",
"  return min(k, max_k);",
"/* Exclusive block scan of one int per thread; returns the total. */",
"SA_DEV int sa_block_scan(int x, int &excl, int *ws) {",
"  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;",
"  int incl = x;",
"  for (int o = 1; o < 32; o <<= 1) {",
"    const int y = __shfl_up_sync(0xffffffffu, incl, o);",
"    if (lane >= o) incl += y;",
"  if (lane == 31) ws[warp] = incl;",
"  int before = 0, total = 0;",
"  for (int w = 0; w < WARPS; ++w) {",
"    const int v = ws[w];",
"    if (w < warp) before += v;",
"    total += v;",
"  excl = before + incl - x;",
"  return total;",
"/* From the top bin of nb down, the one where the count of keys reaches left: out[0] = that bin, out[1] = left less",
"   the keys of the bins above it. Thread t holds bins nb - 1 - 2t and nb - 2 - 2t; bin 0 ends the search anyway. */",
"SA_DEV void sa_find_digit(const int *hist, int nb, int left, int *out, int *ws) {",
"  const int d0 = nb - 1 - 2 * (int)threadIdx.x, d1 = d0 - 1;",
"  const int c0 = d0 >= 0 ? hist[d0] : 0, c1 = d1 >= 0 ? hist[d1] : 0;",
"  int before;",
"  sa_block_scan(c0 + c1, before, ws);",
"  if (d0 >= 0 && before < left) {",
"    if (before + c0 >= left || d0 == 0) { out[0] = d0; out[1] = left - before; }",
"    else if (before + c0 + c1 >= left || d1 == 0) { out[0] = d1; out[1] = left - before - c0; }",
"/* The select's state: the key bits resolved (pmask, prefix), the bits below them still to resolve, and how many",
"   of the keys matching the prefix are still to take. */",
"struct sa_sel {",
"  sa_u32 prefix, pmask;",
"  int bits, left;",
"SA_DEV sa_sel sa_sel_start(sa_u32 kmax, sa_u32 kmin, int k) {",
"  sa_sel s;",
"  s.bits = 32 - __clz((int)(kmax ^ kmin));   /* 0: every key is equal */",
"  s.pmask = s.bits == 32 ? 0u : ~0u << s.bits;",
"  s.prefix = kmax & s.pmask;",
"  s.left = k;",
"  return s;",
"/* The bin of this pass a key counts in, or -1 (it does not match the prefix). */",
"SA_DEV int sa_sel_bin(const sa_sel &s, sa_u32 key) {",
"  const int width = min(DIGIT, s.bits), shift = s.bits - width;",
"  return (key & s.pmask) == s.prefix ? (int)((key >> shift) & ((1u << width) - 1u)) : -1;",
"SA_DEV int sa_sel_bins(const sa_sel &s) { return 1 << min(DIGIT, s.bits); }",
"/* One pass's digit from its histogram (every thread of the block calls it). */",
"SA_DEV void sa_sel_step(sa_sel &s, const int *hist, int *s_dig, int *ws) {",
"  const int width = min(DIGIT, s.bits), shift = s.bits - width, nb = 1 << width;",
"  sa_find_digit(hist, nb, s.left, s_dig, ws);",
"  s.prefix |= (sa_u32)s_dig[0] << shift;",
"  s.left = s_dig[1];",
"  s.pmask |= (sa_u32)(nb - 1) << shift;",
"  s.bits = shift;",
"/* A lane's SEL_U keys of a warp's step from i0 (the lanes' keys 32 apart), at indices clamped to c1 - 1 (no branch):",
"   fetched before any is used */",
"template <class KeyAt>",
"SA_DEV void sa_warp_keys(KeyAt key_at, int i0, int c1, sa_u32 (&kk)[SEL_U]) {",
"  for (int u = 0; u < SEL_U; ++u) kk[u] = key_at(min(i0 + 32 * u + lane, c1 - 1));",
"/* The length of the contiguous share of [lo, hi) each warp takes in the passes that go in index order (whole 32-key",
"   steps): warp w's keys are [lo + w share, lo + (w + 1) share) */",
"SA_DEV int sa_warp_share(int lo, int hi) { return (hi - lo + WARPS * 32 - 1) / (WARPS * 32) * 32; }",
"/* Each warp's contiguous share of [lo, hi): its keys above prefix and equal to it, into wsum[0][warp] and",
"   wsum[1][warp]. key_at(i): the key of index i. */",
"template <typename KeyAt>",
"SA_DEV void sa_count_warps(KeyAt key_at, int lo, int hi, sa_u32 prefix, int (*wsum)[WARPS]) {",
"  const int chunk = sa_warp_share(lo, hi);",
"  const int c0 = min(hi, lo + warp * chunk), c1 = min(hi, c0 + chunk);",
"  int ngt = 0, neq = 0;",
"  for (int i0 = c0; i0 < c1; i0 += 32 * SEL_U) {   /* SEL_U keys a lane, fetched before the ballots */",
"    sa_u32 kk[SEL_U];",
"    sa_warp_keys(key_at, i0, c1, kk);",
"    for (int u = 0; u < SEL_U; ++u) {",
"      const bool in = i0 + 32 * u + lane < c1;",
"      ngt += __popc(__ballot_sync(0xffffffffu, in && kk[u] > prefix));",
"      neq += __popc(__ballot_sync(0xffffffffu, in && kk[u] == prefix));",
"  if (lane == 0) { wsum[0][warp] = ngt; wsum[1][warp] = neq; }",
"/* After sa_count_warps and a barrier: the taken keys of [lo, hi) in index order to out[base ..]: every key above",
"   prefix, and an equal one while fewer than left equal ones come before it (eq_before of them before lo). Returns",
"   how many [lo, hi) takes. */",
"SA_DEV int sa_write_warps(KeyAt key_at, int lo, int hi, sa_u32 prefix, int left, int base, int eq_before, int *out,",
"                          const int (*wsum)[WARPS]) {",
"  int eq_all = eq_before, eq_seen = eq_before, taken = 0;",
"  for (int w = 0; w < WARPS; ++w) {   /* warp w takes its larger keys and min(e, left - equal ones before it) */",
"    const int e = wsum[1][w], t = wsum[0][w] + min(max(left - eq_all, 0), e);",
"    if (w < warp) { base += t; eq_seen += e; }",
"    taken += t;",
"    eq_all += e;",
"  const sa_u32 lt = (1u << lane) - 1u;",
"  for (int i0 = c0; i0 < c1; i0 += 32 * SEL_U) {",
"      const int i = i0 + 32 * u + lane;",
"      const bool gt = i < c1 && kk[u] > prefix, eq = i < c1 && kk[u] == prefix;",
"      const sa_u32 eqm = __ballot_sync(0xffffffffu, eq);",
"      const bool take = gt || (eq && eq_seen + __popc(eqm & lt) < left);",
"      const sa_u32 tm = __ballot_sync(0xffffffffu, take);",
"      if (take) out[base + __popc(tm & lt)] = i;",
"      base += __popc(tm);",
"      eq_seen += __popc(eqm);",
"  return taken;",
"@(const sa_select_params p) {",
"  __shared__ int hist[BINS];",
"  __shared__ int wsum[2][WARPS];",
"  __shared__ sa_u32 s_ext[2][WARPS];",
"  __shared__ int s_dig[2];",
"  __shared__ int s_gt[WARPS];      /* with candidates: per warp's share of the row, its keys above their bin */",
"  __shared__ int s_nc;",
"  sa_u32 *keys = (sa_u32 *)smem;   /* a row of at most p.cache keys: its keys */",
"  sa_u32 *ckey = keys + p.cache;   /* then p.cand_cap candidates: their keys and indices */",
"  int *cidx = (int *)(ckey + p.cand_cap);",
"  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5, row = blockIdx.x;",
"  const int inner = p.rows_inner > 0 ? row % p.rows_inner : 0;",
"  const bool pooled = p.raw != nullptr;",
"  int L = p.rows_inner > 0 ? min(p.len_max, max(0, (p.t0 + inner) * p.len_step + p.len_off))",
"                           : max(0, p.lengths ? p.lengths[row / p.len_div] + p.len_off : p.length);",
"  if (pooled) L = min(L, p.cache);   /* the raw rows hold no more (a length past the call's maximum) */",
"  const sa_i64 orow = p.rows_inner > 0 ? (sa_i64)(row / p.rows_inner) * p.out_outer + p.t0 + inner : row;",
"  const float *sc = p.scores + (sa_i64)row * p.row_stride;",
"  int *out = p.indices + orow * p.max_k;",
"  const int k = sa_topk_k(L, p.fraction, p.k_min, p.max_k);",
"  if (k <= 0) {",
"    for (int i = tid; i < p.max_k; i += THREADS) out[i] = -1;",
"    if (tid == 0) p.counts[orow] = 0;",
"  const bool cache = L <= p.cache;",
"  const int prow = p.q_len * p.group;",
"  const float *raw = pooled ? p.raw + (sa_i64)row * p.pool_rows * p.row_stride : nullptr;",
"  if (pooled) {",
"    sa_pool_rows_lse(lrow, p.lse, row / p.heads_kv, row % p.heads_kv, p.group, p.q_len, p.heads_q);",
"    __syncthreads();",
"  /* 1. every key once (pooled from the raw rows, or read), kept in shared memory when the row fits; the largest and",
"        smallest. Pooling reads a key's raw rows: two keys in flight a thread there, SEL_U for a row of scores. */",
"  sa_u32 kmax = 0u, kmin = 0xffffffffu;",
"  const auto first = [&](int i, sa_u32 key) {",
"    if (cache) keys[i] = key;",
"    kmax = max(kmax, key);",
"    kmin = min(kmin, key);",
"  if (pooled)",
"    sa_for_keys<2>(0, L, [=](int i) { return sa_okey(sa_pool_key(raw + i, p.row_stride, lrow, prow)); }, first);",
"  else",
"    sa_for_keys<SEL_U>(0, L, [=](int i) { return sa_okey(sc[i]); }, first);",
"  kmax = __reduce_max_sync(0xffffffffu, kmax);",
"  kmin = __reduce_min_sync(0xffffffffu, kmin);",
"  if (lane == 0) { s_ext[0][warp] = kmax; s_ext[1][warp] = kmin; }",
"  for (int w = 0; w < WARPS; ++w) { kmax = max(kmax, s_ext[0][w]); kmin = min(kmin, s_ext[1][w]); }",
"  /* 2. the k-th largest key; 3. the keys it keeps, in index order. Written for either source of keys (shared memory",
"     or the row), so that neither pass branches on it per key.",
"     Once the first digit is known, the keys in its bin (the candidates; counted by that pass) go to shared memory",
"     when p.cand_cap holds them, with each warp's count of keys above the bin (its share as sa_write_warps cuts the",
"     row): the later digits then read the candidates only, and their counts replace sa_count_warps' pass, two passes",
"     over the row fewer. */",
"  int total;",
"  const auto select = [&](auto key_at) {",
"    sa_sel s = sa_sel_start(kmax, kmin, k);",
"    const int chunk = sa_warp_share(0, L);   /* a warp's share of the row, as sa_write_warps cuts it */",
"    int nc = -1;   /* candidates in shared memory; -1: none */",
"    while (s.bits > 0) {",
"      for (int i = tid; i < sa_sel_bins(s); i += THREADS) hist[i] = 0;",
"      const auto count = [&](int, sa_u32 key) {",
"        const int d = sa_sel_bin(s, key);",
"        if (d >= 0) atomicAdd(&hist[d], 1);",
"      if (nc >= 0)",
"        for (int j = tid; j < nc; j += THREADS) count(j, ckey[j]);",
"      else",
"        sa_for_keys<SEL_U>(0, L, key_at, count);",
"      sa_sel_step(s, hist, s_dig, wsum[0]);",
"      const int in_bin = nc < 0 && s.bits > 0 ? hist[s_dig[0]] : 0;",
"      __syncthreads();   /* read by every thread before the next pass zeroes it */",
"      if (in_bin > 0 && in_bin <= p.cand_cap) {",
"        if (tid == 0) s_nc = 0;",
"        __syncthreads();",
"        const int c0 = min(L, warp * chunk), c1 = min(L, c0 + chunk);",
"        const sa_u32 lt = (1u << lane) - 1u;",
"        int ngt = 0;",
"        for (int i0 = c0; i0 < c1; i0 += 32 * SEL_U) {",
"          sa_u32 kk[SEL_U];",
"          sa_warp_keys(key_at, i0, c1, kk);",
"          for (int u = 0; u < SEL_U; ++u) {",
"            const bool in = i0 + 32 * u + lane < c1;",
"            const sa_u32 bin = kk[u] & s.pmask;",
"            ngt += __popc(__ballot_sync(0xffffffffu, in && bin > s.prefix));",
"            const sa_u32 cm = __ballot_sync(0xffffffffu, in && bin == s.prefix);",
"            if (cm) {",
"              int at = 0;",
"              if (lane == 0) at = atomicAdd(&s_nc, __popc(cm));",
"              at = __shfl_sync(0xffffffffu, at, 0) + __popc(cm & lt);",
"              if ((cm >> lane) & 1u) { ckey[at] = kk[u]; cidx[at] = i0 + 32 * u + lane; }",
"        if (lane == 0) s_gt[warp] = ngt;",
"        nc = s_nc;",
"    if (nc >= 0) {   /* each warp's keys above the k-th and equal to it, from its count and the candidates */",
"      if (tid < WARPS) { wsum[0][tid] = s_gt[tid]; wsum[1][tid] = 0; }",
"      for (int j = tid; j < nc; j += THREADS)",
"        if (ckey[j] >= s.prefix) atomicAdd(&wsum[ckey[j] > s.prefix ? 0 : 1][cidx[j] / chunk], 1);",
"      sa_count_warps(key_at, 0, L, s.prefix, wsum);",
"    total = sa_write_warps(key_at, 0, L, s.prefix, s.left, 0, 0, out, wsum);",
"  if (cache)",
"    select([=](int i) { return keys[i]; });",
"    select([=](int i) { return sa_okey(sc[i]); });",
"  for (int i = total + tid; i < p.max_k; i += THREADS) out[i] = -1;",
"  if (tid == 0) p.counts[orow] = total;",
"/* @: generated by codegen/generate.py from templates/topk_split.cu.j2; do not edit. */",
"/* top-k of long rows over several blocks (topk_split.cu.j2); host: sa__tsplit_params */",
"struct sa_tsplit_params {",
"  const float *scores;          /* row r at scores + r * row_stride */",
"  const int *lengths;           /* a row has lengths[r / len_div] + len_off keys */",
"  int *indices;                 /* [rows][max_k] */",
"  int *counts;                  /* [rows] */",
"  unsigned *work;               /* [rows][work_stride] words, zeroed before phase 0 */",
"  sa_i64 row_stride, work_stride;",
"  int max_k, k_min, len_div, len_off;",
"  int chunks, chunk_len, phase; /* chunk blockIdx.x of row blockIdx.y; the step (the kernel's comment) */",
"  int len_max;                  /* the keys a row holds: a longer length is cut to it */",
"static_assert(sizeof(sa_tsplit_params) == 96 && alignof(sa_tsplit_params) == 8,",
"              \"sa_tsplit_params: layout differs from codegen/params.py\");",
"/* one block an SM: asked for two, ptxas fits 32 registers and spills */",
"@(const sa_tsplit_params p) {",
"  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5, c = blockIdx.x, row = blockIdx.y;",
"  const int L = min(p.len_max, max(0, p.lengths[row / p.len_div] + p.len_off));   /* the row holds len_max keys */",
"  int *out = p.indices + (sa_i64)row * p.max_k;",
"  sa_u32 *w = p.work + (sa_i64)row * p.work_stride;   /* [2] kmax, ~kmin; [3][BINS] histograms; [chunks][2] counts */",
"  int *ghist = (int *)(w + 2), *gcount = (int *)(w + 2 + 3 * BINS);",
"  const int lo = min(L, c * p.chunk_len), hi = min(L, lo + p.chunk_len);",
"    if (p.phase == 5 && c == 0) {",
"      for (int i = tid; i < p.max_k; i += THREADS) out[i] = -1;",
"      if (tid == 0) p.counts[row] = 0;",
"  const auto key_at = [=](int i) { return sa_okey(sc[i]); };",
"  if (p.phase == 0) {",
"    sa_u32 kmax = 0u, kmin = 0xffffffffu;",
"    sa_for_keys<SEL_U>(lo, hi, key_at, [&](int, sa_u32 key) {",
"      kmax = max(kmax, key);",
"      kmin = min(kmin, key);",
"    kmax = __reduce_max_sync(0xffffffffu, kmax);",
"    kmin = __reduce_min_sync(0xffffffffu, kmin);",
"    if (lane == 0) { s_ext[0][warp] = kmax; s_ext[1][warp] = kmin; }",
"    if (tid == 0 && lo < hi) {",
"      for (int i = 0; i < WARPS; ++i) { kmax = max(kmax, s_ext[0][i]); kmin = min(kmin, s_ext[1][i]); }",
"      atomicMax(&w[0], kmax);",
"      atomicMax(&w[1], ~kmin);",
"  /* the state after the passes before this phase */",
"  sa_sel s = sa_sel_start(w[0], ~w[1], k);",
"  for (int q = 0; q < min(p.phase - 1, 3) && s.bits > 0; ++q) sa_sel_step(s, ghist + q * BINS, s_dig, wsum[0]);",
"  if (p.phase <= 3) {   /* this pass's histogram of the chunk */",
"    if (s.bits == 0) return;",
"    const int nb = sa_sel_bins(s);",
"    for (int i = tid; i < nb; i += THREADS) hist[i] = 0;",
"      const int d = sa_sel_bin(s, key);",
"      if (d >= 0) atomicAdd(&hist[d], 1);",
"    int *gh = ghist + (p.phase - 1) * BINS;",
"    for (int i = tid; i < nb; i += THREADS)",
"      if (hist[i]) atomicAdd(&gh[i], hist[i]);",
"  sa_count_warps(key_at, lo, hi, s.prefix, wsum);",
"  if (p.phase == 4) {",
"    if (tid == 0) {",
"      int gt = 0, eq = 0;",
"      for (int i = 0; i < WARPS; ++i) { gt += wsum[0][i]; eq += wsum[1][i]; }",
"      gcount[2 * c] = gt;",
"      gcount[2 * c + 1] = eq;",
"  /* phase 5: this chunk's offset from the chunks before it, as sa_write_warps places its warps */",
"  int base = 0, eq_before = 0, total = 0, eq_all = 0;",
"  for (int i = 0; i < p.chunks; ++i) {",
"    const int e = gcount[2 * i + 1], t = gcount[2 * i] + min(max(s.left - eq_all, 0), e);",
"    if (i < c) { base += t; eq_before += e; }",
"    total += t;",
"  sa_write_warps(key_at, lo, hi, s.prefix, s.left, base, eq_before, out, wsum);",
"  if (c == 0) {",
"    for (int i = total + tid; i < p.max_k; i += THREADS) out[i] = -1;",
"    if (tid == 0) p.counts[row] = total;",
"/* @: generated by codegen/generate.py from templates/merge_states.cu.j2; do not edit. */",
"constexpr int MAX_PARTS = 16;",
"/* The part pointers travel by value in the parameters, so a captured graph replays the call with them. */",
"/* sa_merge_states (merge_states.cu.j2); host: sa__merge_params */",
"struct sa_merge_params {",
"  const sa_u16 *o_parts[MAX_PARTS];  /* [B][S][H][D] with the strides below */",
"  const float *lse_parts[MAX_PARTS]; /* [B][H][S] */",
"  float *lse;                        /* optional [B][H][S] */",
"  sa_i64 po_b, po_s, po_h, o_b, o_s, o_h;",
"  int parts, batch, seqlen, heads, head_dim;",
"static_assert(sizeof(sa_merge_params) == 344 && alignof(sa_merge_params) == 8,",
"              \"sa_merge_params: layout differs from codegen/params.py\");",
"/* 8 consecutive 16-bit values to fp32 */",
"SA_DEV void sa_unpack8(uint4 x, float (&f)[8]) {",
"  const sa_u32 w[4] = {x.x, x.y, x.z, x.w};",
"  for (int i = 0; i < 4; ++i) {",
"    f[2 * i] = __uint_as_float(w[i] << 16);",
"    f[2 * i + 1] = __uint_as_float(w[i] & 0xffff0000u);",
"/* One thread per 8 elements of a row (b, s, h); the rows' LSE reads repeat within a row and hit L1. */",
"extern \"C\" __global__ void __launch_bounds__(256)",
"@(const sa_merge_params p) {",
"  const int chunks = p.head_dim / 8;",
"  const sa_i64 idx = (sa_i64)blockIdx.x * blockDim.x + threadIdx.x;",
"  const sa_i64 rows = (sa_i64)p.batch * p.seqlen * p.heads;",
"  if (idx >= rows * chunks) return;",
"  const sa_i64 row = idx / chunks;",
"  const int c = (int)(idx % chunks), h = (int)(row % p.heads);",
"  const int s = (int)((row / p.heads) % p.seqlen), b = (int)(row / ((sa_i64)p.heads * p.seqlen));",
"  const sa_i64 li = ((sa_i64)b * p.heads + h) * p.seqlen + s;",
"  for (int i = 0; i < MAX_PARTS; ++i)",
"    if (i < p.parts) {",
"      const float x = __ldg(p.lse_parts[i] + li);",
"    return LOG2 ? sa_sm_lse(mx, sum) : sum != 0.f ? mx + __logf(sum) : SA_NEG_INF;",
"    sa_merge_state<true> st;   /* the warps' parts: max in log2 units, O not yet divided by the row sum */",
"    for (int w = 0; w < WARPS; ++w) st.see(mm[w * RB_MAX + r], ml[w * RB_MAX + r]);",
"    st.seen();",
"    float acc = 0.f;",
"    const sa_i64 off = (sa_i64)b * p.po_b + (sa_i64)s * p.po_s + (sa_i64)h * p.po_h + c * 8;",
"    for (int i = 0; i < MAX_PARTS; ++i)",
"      if (i < p.parts) {",
"    if (st.live()) {",
"        float f[8];",
"        sa_unpack8(__ldg((const uint4 *)(p.o_parts[i] + off)), f);",
"        const float e = st.add(mm[w * RB_MAX + r], ml[w * RB_MAX + r]);",
"        for (int e = 0; e < 8; ++e) acc[e] += w * f[e];",
"  uint4 out;",
"  out.x = sa_pack2(acc[0] * inv, acc[1] * inv);",
"  out.y = sa_pack2(acc[2] * inv, acc[3] * inv);",
"  out.z = sa_pack2(acc[4] * inv, acc[5] * inv);",
"  out.w = sa_pack2(acc[6] * inv, acc[7] * inv);",
"  *(uint4 *)(p.o + (sa_i64)b * p.o_b + (sa_i64)s * p.o_s + (sa_i64)h * p.o_h + c * 8) = out;",
"    const float out = st.div(acc);",
"    asm(\"{ .reg .f16 a, b; mov.b32 {a, b}, %2; cvt.f32.f16 %0, a; cvt.f32.f16 %1, b; }\" : \"=f\"(f[2 * i]), \"=f\"(f[2 * i + 1]) : \"r\"(w[i]));",
"    const float lse = st.lse();",
"  sa_merge_state<false> st;   /* the splits' parts (natural log, O divided), the lanes' in turn */",
"    st.see(x, x);",
"  st.warp_max();",
"  st.seen();",
"  if (st.live())",
"    for (int s = lane; s < p.num_splits; s += 32) st.add(p.part_lse[s * rows + row]);",
"  st.warp_sum();",
"  const float inv = st.inv();",
"    if (st.live())",
"        const float w = st.weight(p.part_lse[s * rows + row]) * inv;",
"  if (lane == 0 && p.lse) p.lse[((sa_i64)b * p.heads_q + h) * p.q_len + qi] = st.lse();",
"constexpr int PRODUCERS = 128;      /* the producer warpgroup of the warp-specialized pipeline */",
"  sa_merge_state<false> st;   /* the parts (natural log, O divided) */",
"      st.see(x, x);",
"  float acc[8] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f};",
"  if (st.live()) {",
"        const float w = st.add(__ldg(p.lse_parts[i] + li));   /* 0 for a part without keys */",
"  if (c == 0 && p.lse) p.lse[li] = st.lse();",
"      const int row = c / KCPR, ch = c % KCPR;",
"      sa_cp_async16_pf(dst + row * KRS + ch * 16, ok ? base + off + ch * (16 / (int)sizeof(KV_T)) : base, ok ? 16 : 0);",
"  const KV_T *kg = (const KV_T *)p.k + (sa_i64)b * p.k_b + (sa_i64)kvh * p.k_h;",
"  const KV_T *vg = (const KV_T *)p.v + (sa_i64)b * p.v_b + (sa_i64)kvh * p.v_h;",
"  const int tkey = sa_gather_key(gather_list, n_gathered, first_new_key, len, (j0) + lane);",
"  const sa_u32 q_lane = s_q + (lane & 15) * RS + (lane >> 4) * 16;",
"        mo[(warp * RB_MAX + r) * D + dt * 8 + 2 * tq] = o[mi][dt][2 * hf];",
"static_assert(SMEM_BYTES == 65856, \"host and kernel disagree on shared memory\");",
"      p.o[(sa_i64)b * p.o_b + (sa_i64)qi * p.o_s + (sa_i64)h * p.o_h + d] = (sa_u16)(sa_pack2_out(out, 0.f) & 0xffffu);",
"  const KV_T *kg = (const KV_T *)p.k + (sa_i64)kvh * p.k_h;",
"  const KV_T *vg = (const KV_T *)p.v + (sa_i64)kvh * p.v_h;",
"/* The output's type, where it differs from the tensor cores' (decode over an FP8 cache computes in fp16). */",
"SA_DEV sa_u32 sa_pack2_out(float lo, float hi) {",
"constexpr int BN = 16;            /* keys per tile (per warp) */",
"constexpr int KRS = D + 16;                 /* a K or V tile's row in smem (bytes) */",
"constexpr int KCPR = D / 16;                /* 16-byte chunks of a cache row */",
"static_assert(SMEM_BYTES == 74368, \"host and kernel disagree on shared memory\");",
"/* FP8 codes (format FMT: 1 e4m3, 2 e5m2) to fp16, exactly: four codes b0..b3 of a register become two fp16 pairs,",
"   (b0, b1) and (b2, b3) (sa_fp8_adj: K, whose pairs are neighbouring dimensions) or (b0, b2) and (b1, b3)",
"   (sa_fp8_split: V, whose pairs are neighbouring keys after the transposed load). e5m2 is the top byte of an fp16: a",
"   byte permutation. e4m3 on sm_90 and later: the hardware conversion; before, with the code in the high byte of its",
"   half, integer operations move its 7 magnitude bits down one (the fp16 of code x 2^-8, SA_E4M3_F undoes it) and",
"   set the top exponent bit for NaN's magnitude 0x7f. */",
"#if __CUDA_ARCH__ >= 900",
"constexpr float SA_E4M3_F = 1.f;",
"#else",
"constexpr float SA_E4M3_F = 256.f;",
"SA_DEV sa_u32 sa_e4m3_hi(sa_u32 w) {",
"/* S = Q K^T for one FP8 tile: per 16 dimensions, one ldmatrix gives each lane dimensions 4tq..4tq+3 of keys g,",
"  const sa_u32 m = w & 0x7f007f00u;",
"   order Q's columns were stored in (sa_q_to_f16). */",
"  return (w & 0x80008000u) | ((((m + 0x01000100u) & 0x80008000u) | m) >> 1);",
"    for (int nq = 0; nq < NT / 4; ++nq) {",
"      sa_u32 r[4];",
"      sa_ldsm_x4(k_lane + nq * 32 * KRS + kk * 16, r[0], r[1], r[2], r[3]);",
"      for (int i = 0; i < 4; ++i) {",
"        sa_u32 lo, hi;",
"#endif",
"        for (int mi = 0; mi < MI; ++mi) sa_mma(s[mi][4 * nq + i], a[mi], lo, hi);",
"/* O += P V for one FP8 tile: the transposed ldmatrix of 8 keys x 16 codes gives a lane keys (2tq, 2tq+1) at columns",
"   2g and 2g+1; the two pairs feed two MMAs, so O's fragment dt covers columns sa_dcol(dt, j). */",
"SA_DEV sa_u32 sa_prmt(sa_u32 x, sa_u32 sel) {",
"    for (int dp = 0; dp < D / 32; ++dp) {",
"      sa_u32 r0, r1, r2, r3, e0, o0, e1, o1, e2, o2, e3, o3;",
"      sa_ldsm_x4_t(v_lane + kk * 16 * KRS + dp * 32, r0, r1, r2, r3);",
"  asm(\"prmt.b32 %0, %1, 0, %2;\" : \"=r\"(r) : \"r\"(x), \"r\"(sel));",
"/* the pairs whose codes are bytes (b0, b1) and (b2, b3) of x */",
"template <int FMT>",
"SA_DEV void sa_fp8_adj(sa_u32 x, sa_u32 &lo, sa_u32 &hi) {",
"        sa_mma(o[mi][4 * dp], a[mi], e0, e1);",
"        sa_mma(o[mi][4 * dp + 1], a[mi], o0, o1);",
"        sa_mma(o[mi][4 * dp + 2], a[mi], e2, e3);",
"        sa_mma(o[mi][4 * dp + 3], a[mi], o2, o3);",
"  if (FMT == 2) {",
"   2t + c + 8h. bf16 rows are scaled by a power of two that brings their largest magnitude to [2^13, 2^14) (exact:",
"   a bf16 value has 8 significant bits; only parts below 2^-24 of the row's largest drop), kept in qf[row]. */",
"SA_DEV void sa_q_to_f16(unsigned char *smem, float *qf, int warp, int lane) {",
"  constexpr int E = D / 32;",
"  for (int r = warp; r < RB_MAX; r += WARPS) {",
"    sa_u16 *row = (sa_u16 *)(smem + r * RS);",
"    float x[E], amax = 0.f;",
"    for (int i = 0; i < E; ++i) {",
"      const sa_u16 h = row[lane * E + i];",
"      x[i] = __uint_as_float((sa_u32)h << 16);",
"    for (int o = 16; o > 0; o >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, o));",
"    int e = 0;",
"    if (amax > 0.f && amax <= 3.0e38f) frexpf(amax, &e);",
"    e = min(max(14 - e, -100), 100);",
"      amax = fmaxf(amax, fabsf(x[i]));",
"      const int d = lane * E + i, ph = d & 15;",
"      sa_u16 h;",
"      asm(\"{ .reg .f16 t; cvt.rn.f16.f32 t, %1; mov.b16 %0, t; }\" : \"=h\"(h) : \"f\"(x[i] * sc));",
"    lo = sa_prmt(x, 0x1404u);",
"    if (lane == 0) qf[r] = 1.f / sc;",
"/* A 16-byte copy that has L2 fetch the whole aligned block around it (64 bytes): decode reads each key's",
"  asm volatile(\"cp.async.cg.shared.global.L2::64B [%0], [%1], 16, %2;\" :: \"r\"(dst), \"l\"(src), \"r\"(src_bytes) : \"memory\");",
"  __syncthreads();  /* FP8 cache: Q to fp16 in sa_qk8's column order; the scores' factor per row (its power of two, the K scale, and",
"     e4m3's 2^8) and the output's (the V scale and 2^8) */",
"  float *s_qf = (float *)(smem + RB_MAX * RS);",
"  sa_q_to_f16(smem, s_qf, warp, lane);",
"    hi = sa_prmt(x, 0x3424u);",
"    asm(\"{ .reg .b16 l, h; mov.b32 {l, h}, %2; cvt.rn.f16x2.e4m3x2 %0, l; cvt.rn.f16x2.e4m3x2 %1, h; }\"",
"  const sa_i64 kvs = (sa_i64)b * p.kvs_b + (sa_i64)kvh * p.kvs_h;",
"  const float k_f = (p.k_scale ? __ldg(p.k_scale + kvs) : 1.f) * fmt_f;",
"  const float v_f = (p.v_scale ? __ldg(p.v_scale + kvs) : 1.f) * fmt_f;",
"  float row_f[MI][2];",
"    for (int hf = 0; hf < 2; ++hf) row_f[mi][hf] = s_qf[mi * 16 + g + 8 * hf] * k_f;",
"static_assert(SMEM_BYTES == 80192, \"host and kernel disagree on shared memory\");",
"        : \"=r\"(lo), \"=r\"(hi) : \"r\"(x));",
"        for (int c = 0; c < 4; ++c) s[mi][ni][c] *= row_f[mi][c >> 1];",
"    lo = sa_e4m3_hi(sa_prmt(x, 0x1404u));",
"    hi = sa_e4m3_hi(sa_prmt(x, 0x3424u));",
"    const float sc = ldexpf(1.f, e);",
"      asm(\"{ .reg .f16 t; mov.b16 t, %1; cvt.f32.f16 %0, t; }\" : \"=f\"(x[i]) : \"h\"(h));",
"static_assert(SMEM_BYTES == 88704, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 94528, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 218368, \"host and kernel disagree on shared memory\");",
"SA_DEV void sa_fp8_split(sa_u32 x, sa_u32 &lo, sa_u32 &hi) {",
"static_assert(SMEM_BYTES == 227840, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 148736, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 158208, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 76544, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 83456, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 93952, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 100864, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 183552, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 169216, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 178688, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 219392, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 156992, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 166528, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 83264, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 92800, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 229888, \"host and kernel disagree on shared memory\");",
"/* FP8 attention's descales (sm90 prefill over e4m3 Q, K and V: its third kernel argument); host: sa__fp8_params */",
"static_assert(SMEM_BYTES == 213760, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 146176, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 77312, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 179968, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 94208, \"host and kernel disagree on shared memory\");",
"struct sa_fp8_params {",
"  const float *q_scale, *k_scale, *v_scale; /* a code's value is code x scale[b * s_b + kvh * s_h]; NULL = 1 */",
"static_assert(SMEM_BYTES == 80704, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 98112, \"host and kernel disagree on shared memory\");",
"    const float sc = 1.f;   /* fp16 queries are fp16 already */",
"    lo = sa_prmt(x, 0x2404u);",
"    hi = sa_prmt(x, 0x3414u);",
"    sa_fp8_adj<FMT>(sa_prmt(x, 0x3120u), lo, hi);",
"    lo = sa_e4m3_hi(sa_prmt(x, 0x2404u));",
"    hi = sa_e4m3_hi(sa_prmt(x, 0x3414u));",
"   8 + g, 16 + g, 24 + g; (4tq, 4tq+1) make the B fragment's first register and (4tq+2, 4tq+3) its second, which is the",
"SA_DEV void sa_qk8(float (&s)[MI][NT][4], sa_u32 q_lane, sa_u32 k_lane) {",
"        sa_fp8_adj<FMT>(r[i], lo, hi);",
"SA_DEV void sa_pv8(float (&o)[MI][DT][4], sa_u32 p_lane, sa_u32 v_lane) {",
"      sa_fp8_split<FMT>(r0, e0, o0);",
"      sa_fp8_split<FMT>(r1, e1, o1);",
"      sa_fp8_split<FMT>(r2, e2, o2);",
"      sa_fp8_split<FMT>(r3, e3, o3);",
"/* Q's rows to fp16 in place, their dimensions in sa_qk8's order: within each 16, dimension 4t + 2h + c goes to column",
"      row[(d & ~15) + 2 * (ph >> 2) + (ph & 1) + 8 * ((ph >> 1) & 1)] = h;",
"  const bool e5m2 = p.kv_fmt == 2;",
"  const float fmt_f = e5m2 ? 1.f : SA_E4M3_F;",
"    if (e5m2) sa_qk8<2>(s, q_lane, k_lane + (u % KST) * TILE_BYTES);",
"    else sa_qk8<1>(s, q_lane, k_lane + (u % KST) * TILE_BYTES);",
"    if (pending) { if (e5m2) sa_pv8<2>(o, p_lane, v_lane + ((u - 1) % VST) * TILE_BYTES); else sa_pv8<1>(o, p_lane, v_lane + ((u - 1) % VST) * TILE_BYTES); }",
"  if (pending) { if (e5m2) sa_pv8<2>(o, p_lane, v_lane + ((t1 - t0 - 1) % VST) * TILE_BYTES); else sa_pv8<1>(o, p_lane, v_lane + ((t1 - t0 - 1) % VST) * TILE_BYTES); }",
"    if (e5m2) sa_qk8<2>(s, q_lane, k_lane + (KST - 1) * TILE_BYTES);",
"    else sa_qk8<1>(s, q_lane, k_lane + (KST - 1) * TILE_BYTES);",
"  const sa_i64 pg1 = (sa_i64)__ldg(bt + (min((j0) + BN, len) - 1 >> page_shift)) * ps;",
"  sa_i64 s_b, s_h;",
"static_assert(sizeof(sa_fp8_params) == 40 && alignof(sa_fp8_params) == 8,",
"              \"sa_fp8_params: layout differs from codegen/params.py\");",
"constexpr int DW = D / 2;           /* FP8: a row of D codes is DW 16-bit words to the copies and tiles */",
"constexpr int DP = (DW + HALF - 1) / HALF * HALF;   /* a tile row's width in shared memory: whole halves */",
"/* V's transposed tiles: D rows of BN keys (one 128-byte swizzled row a head-dim index) */",
"constexpr int VT_BYTES = D * BN;",
"static_assert(BN == 128 && STAGES >= 2, \"a transposed V row is one 128-byte row of keys; V is transposed a trip late\");",
"constexpr int SMEM_BYTES = QH * Q_BYTES + 2 * STAGES * KV_BYTES + STAGES * VT_BYTES + 1024;",
"static_assert(SMEM_BYTES == 107136, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 128320, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 141952, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 162112, \"host and kernel disagree on shared memory\");",
"static_assert(SMEM_BYTES == 176768, \"host and kernel disagree on shared memory\");",
"SA_DEV bool sa_chunk_live(int ch) { return DW == DP || ch < DW / 8; }",
"/* s (+)= A B for one k32 step of FP8 codes: A (64 x 32) and B (32 x BN) in shared memory, both K-major. */",
"               \"wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 \"",
"               \"{ %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63 }, %64, %65, p, 1, 1;\\n}\\n\"",
"/* o += A B for one k32 step of FP8: A (64 x 32 codes of P) in registers, B (32 keys x D) in shared memory, K-major",
"#pragma unroll 1",
"   (V transposed by sa_vt_tile). */",
"               \"wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 \"",
"               \"{ %32, %33, %34, %35 }, %36, p, 1, 1;\\n}\\n\"",
"/* Two e4m3 codes of x0 (low byte) and x1, rounded to nearest, saturated to +-448 */",
"SA_DEV sa_u32 sa_e4m3x2(float x0, float x1) {",
"  unsigned short r;",
"  asm(\"cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;\" : \"=h\"(r) : \"f\"(x1), \"f\"(x0));",
"/* P as FP8 A fragments, one k32 step (32 keys) a row of pk: a thread's four registers hold its rows g and g + 8 at A",
"   columns 4 tq .. 4 tq + 3 and 16 + 4 tq .. 16 + 4 tq + 3, which it fills with the keys it holds (2 tq, 2 tq + 1,",
"   8 + 2 tq, 9 + 2 tq of each 16), not the A layout's: sa_vt_tile puts V's rows in the same order, so no shuffle is",
"   needed. The probabilities come scaled by 256 (the exps' offset, exact): in [0, 256], e4m3's normal range reaches",
"SA_DEV void sa_p8_pack(const float (&s)[1][NT][4], sa_u32 (&pk)[BN / 32][4]) {",
"  for (int kk = 0; kk < BN / 32; ++kk)",
"    for (int h = 0; h < 2; ++h) {",
"      const float(&a)[4] = s[0][4 * kk + 2 * h], (&b)[4] = s[0][4 * kk + 2 * h + 1];",
"   down to 2^-14 of the row's max. */",
"      pk[kk][2 * h] = __byte_perm(sa_e4m3x2(a[0], a[1]), sa_e4m3x2(b[0], b[1]), 0x5410);",
"/* V's tile (BN keys x D codes, as the copies left it: 128-byte swizzled rows in halves of 128 codes) into Vt: D rows",
"      pk[kk][2 * h + 1] = __byte_perm(sa_e4m3x2(a[2], a[3]), sa_e4m3x2(b[2], b[3]), 0x5410);",
"   of BN keys, the 128-byte swizzle, K-major as FP8 wgmma's B. A warp moves a block of 16 keys x 32 codes: ldmatrix",
"   .trans of its four 8 x 8 matrices of code pairs gives each lane two keys (2 q, 2 q + 1; and 8 more) x two codes, two",
"SA_DEV void sa_vt_tile(sa_u32 dst, sa_u32 src, int ptid) {",
"   byte permutes make four slot words (keys 2 q + {0, 1, 8, 9}: sa_p8_pack's order), and stmatrix writes them as four",
"   8 x 8 matrices of Vt rows. Thread-wise 32-bit loads, byte transposes and stores cost 3x the instructions and bound",
"   the kernel by issue (H200, d128 32K causal: 612 TFLOP/s, FP8 no faster than bf16). */",
"#pragma unroll 2",
"  constexpr int BLOCKS = BN / 16 * (D / 32);",
"    /* ldmatrix: this lane's row address, key kb + 8 (m % 2) + i at codes c + 16 (m / 2) .. + 15 */",
"    const int r = kb + 8 * (m & 1) + i, cs = c + 16 * (m >> 1);",
"    sa_u32 x0, x1, x2, x3;",
"    sa_ldsm_x4_t(src + (cs >> 7) * BN * 128 + r * 128 + ((((cs & 127) >> 4) ^ (r & 7)) << 4), x0, x1, x2, x3);",
"    /* x0: keys kb + 2 q, + 1 at codes c + 2 g, + 1 (q = lane % 4, g = lane / 4); x1: keys 8 on; x2, x3: codes 16 on */",
"    const sa_u32 o0 = __byte_perm(x0, x1, 0x6420), o1 = __byte_perm(x0, x1, 0x7531);",
"    const sa_u32 o2 = __byte_perm(x2, x3, 0x6420), o3 = __byte_perm(x2, x3, 0x7531);",
"    /* stmatrix: matrix m's row i is Vt row c + 16 (m / 2) + 2 i + m % 2, its keys kb .. kb + 15 one 16-byte chunk */",
"    asm volatile(\"stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], { %1, %2, %3, %4 };\"",
"                 :: \"r\"(dst + d * 128 + (((kb >> 4) ^ (d & 7)) << 4)), \"r\"(o0), \"r\"(o1), \"r\"(o2), \"r\"(o3) : \"memory\");",
"  l[0][0] *= 256.f;   /* FP8: the row sums count probabilities x 256 (sa_p8_pack), a sink's too */",
"  static_assert(BLOCKS % (PRODUCERS / 32) == 0 && BN == 128, \"whole blocks a producer warp; one 128-byte half of keys\");",
"  l[0][1] *= 256.f;",
"  const int lane = ptid & 31, m = lane >> 3, i = lane & 7;",
"    const float ms8[1][2] = {{ms[0][0] - 8.f, ms[0][1] - 8.f}};   /* P x 256 for e4m3 (sa_p8_pack): exp2(x - ms + 8) */",
"    sa_sm_exp(s, ms8, alpha, p.scale_log2, l, [&](int mi, int ni, int hf, float p0, float p1) {",
"/* the producers' own barrier (the consumers' warpgroups take 1 .. WARPS / 4, sa_sync_consumers the next) */",
"SA_DEV void sa_sync_producers() { asm volatile(\"bar.sync 5, 128;\" ::: \"memory\"); }",
"  for (int kk = 0; kk < DW / 16; ++kk) {",
"/* O += P V for one tile, issued as one wgmma group: P's FP8 fragments (sa_p8_pack), V's transposed tile. */",
"SA_DEV void sa_pv_issue(float (&o)[1][DT][4], const sa_u32 (&p)[BN / 32][4], sa_u32 vt0) {",
"  for (int kk = 0; kk < BN / 32; ++kk) sa_wgmma_rs(o, p[kk], sa_desc(vt0 + kk * 32, 16, 1024));",
"SA_DEV void sa_pv(float (&o)[1][DT][4], const sa_u32 (&p)[BN / 32][4], sa_u32 vt0) {",
"  sa_pv_issue(o, p, vt0);",
"@(const sa_fwd_params p_in, const __grid_constant__ sa_tmaps tm, const sa_fp8_params f8) {",
"  sa_fwd_params p = p_in;   /* the scale and soft-cap take the block's descales (below) */",
"    /* a score of codes is q.k / (q_scale k_scale): the scale takes them, and the soft-cap on raw scores too */",
"    const sa_i64 at = (sa_i64)b * f8.s_b + (sa_i64)kvh * f8.s_h;",
"    const float qk = (f8.q_scale ? __ldg(f8.q_scale + at) : 1.f) * (f8.k_scale ? __ldg(f8.k_scale + at) : 1.f);",
"    p.scale_log2 *= qk;",
"    p.mods.softcap_raw /= qk;",
"    p.mods.softcap_inv *= qk;",
"  const sa_u32 s_vt = s_v + STAGES * KV_BYTES;   /* V transposed, the ring the P.V products read */",
"  /* FP8: full_v completes when V's tile is transposed; copy_v (bar_cv) when its copies land in the copy stage */",
"  __shared__ __align__(8) sa_u64 sa_bars[4 * STAGES + EMPTY_V];",
"  const sa_u32 bar_cv = sa_smem_u32(sa_bars) + 8 * (3 * STAGES + EMPTY_V);",
"      sa_mbar_init(bar_cv + 8 * st, PRODUCERS);",
"    /* FP8: tile t's V lands in its copy stage beside K; LAG trips later the producers transpose it into the ring the",
"       consumers read, once they have released tile t - STAGES there. A lag of one trip would leave a copy's latency to",
"        const bool tma_t = (tm.on && ((t) + 1) * BN <= len_k);",
"        if (tma_t) {",
"        sa_tma_tile(bar_cv + 8 * stage, s_v + stage * KV_BYTES, &tm.v, BN,",
"        sa_mbar_arrive_cp_async(bar_cv + 8 * stage);",
"       the transposes (no change measured while the transposes bounded the kernel: 612 -> 610 TFLOP/s, d128). */",
"    constexpr int LAG = STAGES - 1;   /* the copy stage of tile t is refilled by tile t + STAGES, after its transpose */",
"      sa_mbar_wait(bar_cv + 8 * stage, (u / STAGES) & 1);",
"      if (u >= STAGES) sa_mbar_wait(bar_ev + 8 * ((u - STAGES) % EMPTY_V), ((u - STAGES) / EMPTY_V) & 1);",
"      sa_vt_tile(s_vt + stage * VT_BYTES, s_v + stage * KV_BYTES, ptid);",
"      sa_fence_proxy_async();   /* the generic writes, before wgmma (the async proxy) reads them */",
"      sa_mbar_arrive(bar_fv + 8 * stage);",
"      sa_sync_producers();      /* every producer has read the copy stage before tile u + STAGES's copies refill it */",
"  sa_u32 pk[BN / 32][4];",
"      sa_pv_issue(o, pk, s_vt + (pu % STAGES) * VT_BYTES);",
"    sa_p8_pack(s, pk);",
"    sa_pv(o, pk, s_vt + (pu % STAGES) * VT_BYTES);",
"    /* V's descale; O / l leaves P's factor 256 out, and the LSE takes it out of the max (m x scale - 8) */",
"    const float vs = f8.v_scale ? __ldg(f8.v_scale + (sa_i64)b * f8.s_b + (sa_i64)kvh * f8.s_h) : 1.f;",
"    for (int dt = 0; dt < DT; ++dt)",
"      for (int e = 0; e < 4; ++e) o[0][dt][e] *= vs;",
"               \"{ %64, %65, %66, %67 }, %68, p, 1, 1;\\n}\\n\"",
"SA_DEV void sa_sync_producers() { asm volatile(\"bar.sync 4, 128;\" ::: \"memory\"); }",
"  for (int blk = ptid >> 5; blk < BLOCKS; blk += PRODUCERS / 32) {",
"    const int kb = 16 * (blk % (BN / 16)), c = 32 * (blk / (BN / 16));",
"    const int d = c + 16 * (m >> 1) + 2 * i + (m & 1);",
"    m[0][0] -= 8.f / p.scale_log2;",
"    m[0][1] -= 8.f / p.scale_log2;",
"    for (int tk = 0; tk < n_tiles + LAG; ++tk) {",
"      if (tk < LAG) continue;",
"      const int u = tk - LAG, stage = u % STAGES;",
"static_assert(SMEM_BYTES == 214016, \"host and kernel disagree on shared memory\");",
};
static const char *const sa__gen_frags[] = {
"###$#%#&#'#(#)#+#(#,#-#.#0",
"#1#(#2#3#4",
"#1#5#6#1#7#8#9#:",
"#;#<#=#>#@#A#B#C#D#E#F#G",
"#H#I#J#A#1#K#L#:#M#N#O#P#Q#R#S#T#U#1#V#W#(#X#Y",
"#Z#1#[#]#Z#1#(#^#_#`#a#b#c#1#(#d#e#-#f#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z",
"#{#|#}#h#~#j#1#($#$$$%$&",
"$'$($)$+$,$-$.$0$1$2$3$4$5$6$7$8$9$:$;$<$=$>$@$A$B$C",
"$D$E$F$G$H$I",
"$J#y$K$L",
"#($M$N$O$P$Q$R$S$T",
"$U$V$W$X$Y$Z",
"$[$]$^$_#($`",
"$a$b$c$d$e$f$e$g$h$e$i$j$e",
"$k$l$m$n$o$p#1$q$r$s$t#1#($u$v$w$x$y$z${$e$f$e$g$|$}$~%#",
"%$%%%&$p%'#1#(%(%)%+%,%-$e$f$e$g%.$e%0",
"%1%2%3%4$n%5$p#1#(%6$q%7%8%9%:%;#1#(%<%=%>",
"%@%A%B$q%C$e$f$e$g%D%E%F$e%G%H%I%J%K",
"%L%M$e%N%O%P%Q%R$n%S$p#1%T$x%U$e$f$e$g%V%W",
"%X$p#1#(%Y$q%Z$e$f$e%[",
"%]%^$p#1#(%_%`%a",
"%b$e%c$e%d%e%f$n#A#1#(%g%h%i%j%k#1#(%l%m%n%o%p%q%r%s%t%u%v%w%x%y%z%{%|%}$n$p%~%x&#&$",
"&%&&$p#A#1&'&(&)&+&,#1&-&.&0&1#1#(&2&3",
"$e$f$e&4&5$e&6&7$e%c&8$e&9&:&;$e&<&=",
"&>$n$p#A#1#(&@&A$e&B&7$e&C&D&E&F&G$p$e&H&:&I$e&<&J&K$n",
"$p#A#1#(&L&M&N&O&P&Q#S",
"&R&S#(&T&U&V&W",
"&X&Y&Z#A&[&]",
"&^&_#A&`&a&b&c#(&d&e&f&g&h&i",
"&j&k&l&m&n",
"&o#(&p&q&r&s&t&u#(&v",
"&w&x&y&z&{&|#(&}&~$e'#$e'$'%'&#A''$e%c$e'(')",
"'+','-#A#('.'0",
"$e'1'2'3'4#A#('5'6'7'8'9':';'<$p'='>'@'A$e'B$e%G$e'C$p#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O",
"'P#('Q'R'S'T'U'V'W'X#A#('Y'Z#('[",
"']'^$e$f$e$g'_'`'a$e",
"'b'c'd'e$p'f'g'h'i'j'k#A#1",
"#($M$N$O$P$Q'l$S$T",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z",
"&w&x&y&z&{&|'o'p'q'r's",
"'t'u'v#A'w'x'y#A#(&}&~$e'#$e'$'%'&#A''$e%c$e'(')",
"'P#('z'{'|'}",
"'~$e'B$e'I(#($'-(%(&('((()'-(+$n$p(,",
"(-$e'B$e(.(0(1(2(3$n$p#('Q'R'S'T'U'V'W'X#A(4(5(6(7#A'Y'Z#('[",
"&^&_#A&`(8(9&a",
"&b&c#(&d&e&f&g&h&i",
"(:&k&l&m&n",
"$e'1(;(<(=(>(@(A(B(C(D(E(F",
"(G'-$n(H(<(=(I(@(A(J(C(K(E(F",
"(G'-(L'4#A#('5'6'7'8'9(M(<(N(>(@(A(O(C",
"(P(E(F(G'-$n(H(<(N(I(@(A(Q(C(R(E(F",
"(G'-(L'<$p'='>'@'A$e'B$e%G$e'C$p#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#('Q'R'S'T'U'V'W'X#A",
"#('Y'Z#('[",
"(G'-(L'<$p'='>'@'A$e'B$e%G$e'C$p#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#('z'{'|'}",
"&^&_#A&a&b&c#(&d&e&f(S&m&n",
"&w&x&y&z&{&|#(&}&~$e'#$e'$'%'&#A#('.'0",
"$e'1'2'3'4#A#('5'6'7'8'9':';'<$p'='>'@#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#((T#('Q'R'S'T",
"'U'V'W'X#A(U'Y'Z#('[",
"(V#$#%#&#'#(#)#+#(#,#-#.#0",
"#{#|#}#h#~#j#1#((W(X(Y$&$'(Z([(](^(_(`",
"(a(b(c(d",
"(e(f(g(h(i(j$F(k",
"(x(y(~#y)1(m#($M(n$P(o(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p)<)$#($`",
"$p#A#1#(+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q,u#A,x,}$e2x#A2y3)5&5'@5#A#y#()%)&",
"$e&B&7$e)'$e&H&:&I$e&<&J&K$n",
"$p#A#1#()()))+),)-#1#().)0#(+Z)2)3)4#($e+e)6+f@_)9):);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I)J)K)L)M#A)N#(@a@b)Q)R)S)T)U)V)W)X)Y)Z",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(@j@k#-#f#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(#t#u#v",
"#w#x#y#z#{#|#}#h#~#j#1#((W(X(Y$&$'(Z([(](^(_(`",
"(x(y(~#y)1(m#($M(n$P(o(p,&(r$S(s(t(u(v(w8T@m@n",
"$e@7@8@9@=$e+S@A+V$n$p@I@K+Y(z+[+]+^+_+`$p#A#1",
")[)])^)_#()`)a$e$f$e$g)b",
")c$p)d)e#(&}&~$e'#$e'$'%'&#A''$e%c$e'()f)g",
")h'-#A)i)j$e)k)l'4)m'4#A)n)o@d)s)P)q)t#()u)v)w)x'8)y)z'<$p'>){#('A$e'B$e%G$e'C$p#()|$e'B$e'I)}",
")~$e'L$e+#+$",
"+%+&'-$p'O",
"'P#(+'#(",
"+(+))x+++,+-#(+.+0+1+2+3+4+5+6+7$p+8+9'4#A'Y+:+;#(+<)o+=+>",
"+@$e$f$e$g+A'_$e%d@e)r$n+D+E+F$n$p)o+G+H+I+J@6$e@7@8@9@=$e+S@A+V$n$p@I@K+Y(z+[+]+^+_+`$p#A#1",
"$p#A#1#(+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q",
"4e4f4g4h4i4j#1#(4k4l4m4n4o4p4q4r4s4t4u4v4w4x4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A",
"$p#A#1#()()))+),)-#1#().)0#(+Z)2)3)4+a+cBB+p$e+e)6+f@_)9+d);@`$p#A#@#A$e+e)6+f@_)99;);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I)J)K)L)M#A)N#(@h@i+g)R)S)T)U)V)W)X)Y)Z",
",u#A,x,}$e2x#A2y3)5&5'@5",
"#A#y#()%)&",
"$p#A#1#(@p@q@r@s@t@u@v@w@x@y@z@|@~#1A(A-#-A2#0#1A3A4A5A:ANAV#G@vAWA_@xAaAbA(#A#1A4AhA:B(B)#G@vB+@xB,B-A(#A#1#(@{B.@}A4B0$e$f$e&4&5$e&6&7$e%c&8$eA#A$A%$eA&A'B1$eA)$n",
")O8U)#({(|(})p8V)=)$#($`",
"#(+Z)2)3)4#($e+e",
"$p#A#1#()()))+),)-#1#().)0+h+i+j+k+l+m+n#1+Z)2)3)4+o@c$e+e)6+f@_)9+q+r@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I)J)K)L)M#A)N#(@a@b)Q+s+t+u+v+w)U)V)W)X+x)Z)[)]",
"$p#A#1#(A+",
")^)_#()`)a$e$f$e$g)b",
")h'-#A)i)j$e)k)l'4)m'4#A)n)o@d)s)P)q)t#()u)v)w)x'8)y)z'<$p'>){#('A$e'B$e%G$e'C$p+y+z$e'B$e'I)}",
")~$e'L$e+#+{+%+&",
"'-$p'O'P#(+'#(",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAEAJ$p$eAFAGAHAIAc)x$eACAKALAMB8$pAO#A#1#(,$,%#(AP)))+),AQ#1#().)0",
"$p#A#1#()()))+),)-#1#().)0+h+i+j+k+l+m+n#1+Z)2)3)4+o@c$e+e)6+f@_)9+|+r@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I)J)K)L)M#A)N#(@h@i+g+s+t+u+v+w)U)V)W)X+x)Z)[)]",
"(x(y(~#y)1(m#($M(n$P(o+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p+B)$#($`",
"(x(y(~#y)1(m#($M(n$P,#(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p+C)$#($`",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V4W4X4Y4Z4[4]4^4_4`4a4b4c4d",
"(x(y(~#y)1(m#($M(n$P,#+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p+~)$#($`",
"(x(y(~#y)1(m#($M(n$P(o(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p,')$#($`",
")c$p)d)e#(,('s't,)'v#A,+#(&}&~$e'#$e'$'%'&#A''$e%c$e'()f)g",
")h'-#A)i,,,-,.,0,1,2)N)j$e)k)l'4)m'4#A)n)o@d)s)P)q)t,3",
",4'>,5'A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"'P$e,6#A)u)v)w)x'8)y)z'<$p'>){#('A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"'P#(,7,8,9$e'B$e,:,;,<,=,>",
"$p,@,A#(+(+))x+++,+-#(+.+0+1+2+3+4+5+6+7$p+8+9'4#A'Y+:+;,B,C,D#A#(+<)o+=+>",
"(x(y(~#y)1(m#($M(n$P(o+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p,E)$#($`",
"(x(y(~#y)1(m#($M(n$P,#(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p+C)$#($`",
"(x(y(~#y)1(m#($M(n$P,#+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p+~)$#($`",
")c$p)d)e#(,F,G#(&}&~$e'#$e'$'%'&#A''$e%c$e'()f)g",
"'P#($e%c$e'()f,H$e",
",I,J,K,L,M,N,O,P+&,Q'-,R,S#(+(+))x+++,+-#(+.+0+1+2+3+4+5+6+7$p+8+9'4#A'Y+:+;#(+<)o+=+>",
",I,J,K,L,M,N,O,P+&,Q'-+'#(",
",T#$#%#&#'#(#)#+#(#,#-#.#0",
"5%#151525(#1#(53&M",
"$&,X$-,Y#y,Z,[#(%g%h%i%j%k#1+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q,u#A,x,}$e2x#A2y3)5&5'@5#A#y#($M#(,],^,_,`",
",a,b,c,d",
"@L,g,h@M#A@N@O@P@Q@R@S,r,s,t@T,v,w@U,y,z,{$n,|#A@V#1",
"(x(y(~#y)1(m#($M(n$P(o+},&(r$S(s(t(u(v(w8T@m@n",
"#($M$N,~$P$Q$R$S$T",
"$[$]$^-##($`",
"&o#(&p&q&r&s&t&u#(-$-%",
"-&-''t-(-)-+-,---.-0-1-2-3-4%J-5",
"-6-7$n-8-9-:",
"-;-<-=->-@-A'-$n-8-B-C-D",
"-E-F$e-G-H-I$n-J-8-K-L-M-N$n-O-P-Q-R'--S$p#A-T-U-V-W-X-Y-Z-[#(&}&~$e'#$e'$'%'&#A#('.'0",
"$e'1(;-]-^-_",
"-`(L'4#A#('5'6'7'8'9(M-a-^-b",
"-c(L'<$p'='>'@#(-d-e",
"-f-g'8-h-i-j-k-l-m-n-o-p-q-r%J",
"-s-t-u-v(H-w-x-y$n-z-{$e-|$e-}-~.#,Q",
"$e.$.%.&$e.'$e.($e.).+.,.-..",
"'-$n$p#('O'P#('Q'R'S'T'U'V'W'X#A#('Y'Z#('[",
"#($M$N,~$P$Q'l$S$T",
"'-$n$p#('O'P#('Q'R'S'T'U'V'W'X#A#('Y'Z#('].0.1.2'^$e$f$e$g'_'`'a$e",
"%d.3.4$n'd'e$p'f.5.6",
".7-[.8'g'h.9",
".:.;.<.=.>.@$e",
".A.B.C.D$p.E.F.G#A#1",
"%d.3.4$n'd'e$p'f.5.H-[.8'g'h.9",
"&o#(&p&q&r&s&t&u#(.I",
"+s.J.K.L.M.N",
".O.P.Q.R.S.T",
".U$p-[.V.W.X.Y.Z.[.].^-[._.`.a.b)o#(&}&~$e'#$e'$'%'&#A#('.'0",
"$e'1(;.c.d",
"-_-`.e(L'4#A#('5'6'7'8'9(M.f.d-b-c.g(L'<$p'='>'@#(.h.i.j$e.k$e.l.m$e.n+].o$e'B$e'I'J.p$e'L$e'M.q",
"'-$p#('O'P#('Q'R'S'T'U'V'W'X#A#('Y'Z#('[",
"#($M.r,~$P$Q'l$S$T",
"$[$]$^.s#($`",
"#($M.t,~.u$Q'l$S$T",
"$[$]$^.v#($`",
"&w&x&y&z&{&|.w$e",
".x$e%c$e.y.z.{",
".|$n.}.~0#0$0%#(&}&~$e'#$e'$'%'&#A#('.'0",
"$e'1'2'3'4#A#('5'6'7'8'9':';'<$p'='>'@#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#('80&0'0($e0)",
"0+%G$e0,$e0-$e",
"0.00010203",
"04050607$e08090:0;,Q0<'-0=060>$e0@0A0:",
"0B,Q0C'-",
"0D060E$e0F0G0:0H,Q0I'-$e0J0K0L0M0N$e0O0P,Q$n#(0Q$p#('Q'R'S'T'U'V'W'X#A#('Y'Z#(0R#1",
"0S#$#%#&#'#(#)#+#(#,#-#.#0",
"#($M$N,~0T$Q'l$S$T",
"$p#A#1#(0U0V0W",
"0X0Y0Z0[0]0^#10_0`0a0b0c0d0e0f0g0h#10i0j0k0l0m",
"0n0o0p0q+]0r0s$p",
"0t0u0v0w#A0h#10x0y0z0{#1#()>&M&N&O&P&Q#S",
"&^&_#A&a&b&c0|0}0~1#1$&d&e&f(S&m&n",
"&o#(&p&q&r&s&t&u#(1%1&1'",
"1(1)#(1+1,1-1.",
"101112131415161718$e191:1;1<1=",
"#A1>1@1A$e1B$e1C",
"1D1E1F1G1H1I1J1K#(&}&~$e'#$e'$'%'&#A#('.'0",
"$e'1'2'3'4#A#('5'6'7'8'9':';'<$p'='>'@#(1L'E'F'G$e",
"'B$e'I'J1M",
"$e'L$e'M1N'-$p#('O1O#('Q'R'S'T'U1P'V'81Q1R1S$e1T1U$e1V$e-}1W1X,Q1Y1Z",
"1[1]$e1^$e.y1_1`1a1b1c1d",
"$n1e1f1g1h$e1i$e1j$p$e1k1l1m1n1o1p1q1r1s1t1u1v$n1w1x1y1z1{1|",
"1}$n$p#A'W'X#A#(1~2#2$2%$p#A'Y'Z#('[",
"$p#A#1#(2&0V0W",
"1D1E2'2(2)",
"2+'t2,2-2.202122",
"23$n2425262728292:2;$n$p2<#A2=2>2@2A2B#(&}&~$e'#$e'$'%'&#A#('.'0",
"$n1e1f1g1h$e1i$e1j$p$e1k1l1m1n1o1p1q1r1s1t1u1v$n1w1x2C2D2E2F2G2H2I2J2K2L2M2N",
"2O2P,N2Q+&2R2S,Q2T'-$n$p#A'W'X#A#(1~2U2V",
"#A'Y'Z#('[",
"1D1E1F1G2W1I1J1K2X2Y#(&}&~$e'#$e'$'%'&#A#('.'0",
"$n1e1f1g1h$e1i$e1j$p$e1k1l1m1n1o1p1q1r1s1t1u1v$n1w1x2Z2[2]2^2_2`2a,Q'-2b2c2d1y2e1{2f2g2h1}'-2i2j",
"2k2l'-2m",
"2n2o2p$n$p#A'W'X#A#(1~2#2$2%$p2q#A'Y'Z#('[",
"2r#$#%#&#'#(#)#+#(#,#-#.#0",
")J)K)L)M#A)N#(@a@b)Q)R)S)T)U)V)W)X)Y)Z",
"#($M2t$O2u",
"2v$R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.30313233343536",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V6P4X4Y4Z4[4]4^4_4`4a4b4c4d",
"#($`$a$b$c$d$e$f$e$g$h$e$i$j$e",
"%b$e%c$e%d%e%f$n#A#1#(%g%h%i%j%k#1#(37",
"38393:3;3<3=#13>3@3A3B3C#13D",
"3E#(3F3G3H%q3I",
"3J3K3L3M3N3O%x3P3Q3R&%3S",
"$p#A#13T3U3V3W3X3Y3Z3[",
"3]3^#13_3`3[3a3b3c3d",
"3e3N3O$e3f3g3h3i#A#13j3k3l3m#13n3Y3o3p3q#1&'3r&)3s3t#1",
"3u3v3w3x&03y3z%u3{3|3}$e3~4##G4$#A#1#(4%4&4'#1",
"4(4)4+4,#14-4.",
"4041424344#1",
"#(45464748494:4;4<4=4>",
"4@4A$e4B4C4D4E4F$p#G4G#A#1#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V4W4X4Y4Z4[4]4^4_4`4a4b4c4d",
"4e4f4g4h4i4j#1#(4k4l4m4n4o4p4q4r4s4t4u4v4w4x4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B",
"5-5.50#A5%#151525(#1#(535455&O&P56#S&R5758595:5;5<#(&T&U&V&W",
"&o#(&p5=&r5>",
"#(&v&w&x&y&z&{&|#(&}&~$e5@5A5B''",
"$e%c$e'(')",
"'+','-#A#(5C5D5E",
"5F5G5H5I5J5K",
"5L5M5N5O$e5P5Q5R5S$p5T#A",
"5U5V5W5X5Y5Z5[5]5^5_5`",
"5a5b5c5d5e5f5g$n5h5i5j5k$n",
"5b5l5d5e5m5n$n$p5o5p5q5r5s5t5u$n#@#A5v)N",
"'Y5w5x#(5y5z5{5|5}5~",
"6#6$6%6&6'6(6)6+6,6--[",
"'5'='>6.606162636465",
"66+]676869$p6:#('A$e'B$e%G$e'C$p'D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#(6;6<6=6>6@0Q",
"$p#(6A'Q'R'T6B6C",
"'V6D6E6F'W",
"6G6H6I#A6J6K6L6M#G6N#A#('Y6O#('[",
"2v'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.30313233343536",
")h'-#A)i)j$e)k)l'4)m'4#A)nARASATAUB9B:AXAYAZ)oA[$e$f$eA]@d8X8Y)q)t#()u)v)w)x'8)y)z'<$p'>B;B<$e%c$e.k$eA`#('A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"4@4A$e4B4C4D4E4F$p#G4G#A#1#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V6P4X4Y4Z4[4]4^4_4`4a4b4c4d",
"4e4f4g4h4i4j#1#(4k4l4m6Q4o4p4q4r4s4t4u4v4w4x4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B",
"5-5.50#A5%#151525(#1#(535455&O&P&Q#S",
"&R5758595:5;5<#(&T&U&V&W",
"#(&v&w&x&y&z&{&|'o'p'q'r's",
"'t'u'v#A'w'x'y#A#(&}&~$e5@5A5B''",
"66+]676869$p6:#('A$e'B$e%G$e'C$p'D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#(6R6S'8'~6T$e.y6U6V$n",
"6W6X6Y6Z6[6]6^6_6`6a'-6b(+$n6c6d6e",
"$n$p#(6A'Q'R'T6B6C",
"6G6H6I#A6J6K6L6M#G6N#A(4(5(6(7#A'Y6O#('[",
"2v$R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.3031#($`",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V4W4X4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(4k4l4m4n4o",
"4p4q4r4s4t4u4v4w4x4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(53&M",
"55&O&P&Q#S",
"5U5V5W5X5[5]5^5_(H(<6f(>(@(A6g(C6h6i'-$n6j5h5i5j5k$n(H(<6f(I(@(A6k(C6h6l'-$n6m$p5o#@#A5v)N",
"@l0T8S(p",
"(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAq)$#($`",
"$p#A#1#()()))+),)-#1#().)0",
"'5'='>6.60616o",
"63646566+]676869$p6:#('A$e'B$e%G$e'C$p'D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#(6;6<6=6>6@0Q",
"6G6H6I#A6J6K6n6M",
"#G6N#A#('Y6O#('[",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V6P4X4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(4k4l4m6Q4o",
"63646566+]676869$p6:#('A$e'B$e%G$e'C$p'D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#(6R6S'8'~6T$e.y",
"6U6V$n6W6X6Y6Z6[6]6^6_6`6a'-6b(+$n6c6d6e",
"#G6N#A(4(5(6(7#A'Y6O#('[",
"#(+Z)2)3)4#($e+e)6+f@_)9):);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
"#($M$N$O0T$Q$R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.306q3233343536",
"6#6$6%6&6'6(6)6+6n6--['5'='>6.60616o",
"#(-$-%-&-''t-(-)-+-,---.-0-1-2-3-4%J-5",
"-E-F$e-G-H-I$n-J-8-K-L-M-N$n-O-P-Q-R'--S$p#A6r-T-U-V-W-X-Y-Z6s#(",
"&}&~$e5@5A5B#(5C5D5E",
"5U5V5W6t5Y5Z5[5]5^5_5`",
"6u5b6v6w5e6x6y5g$n5h5i5j5k$n",
"5b6z6w5e6{5n$n$p5o5p5q5r5s5t5u$n#@#A6|)N'Y5w5x#(5y5z5{5|5}6}6#6$6%6&6'6(6)6+6n6--[",
"63646566+]676869$p6:#(-d-e",
"'-$n$p#('O'P#(6;6<6=6~6@",
"0Q$p#(6A'Q'R'T6B6C",
"#($M$N$O0T$Q'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.306q3233343536",
"#G6N#A#('Y6O#('].0.1.2'^$e$f$e$g'_'`'a$e",
"+(+))xB=+,+-#(+.+0+1+2+3+4+5+6+7$p+8+9'4#A'Y+:B>#(+<)o+=+>",
"5-5.50#A5%#151525(#1#(0U0V0W",
"7#7$0Z0[0]0^#10_0`0a0b0c0d0e0f0g0h#10i0j0k0l0m",
"0t0u0v0w#A0h#10x0y0z0{#1#(535455&O&P&Q#S",
"#(1%1&1'",
"1D1E1F1G1H1I1J1K#(&}&~$e5@5A5B#(5C5D5E",
"5b5l5d5e5m5n$n$p5o5p5q5r5s5t5u$n#@#A6|)N'Y5w5x#(5y5z5{5|5}7%6#6$6%6&6'6(6)6+6,6--[",
"66+]676869$p6:#(1L'E'F'G$e",
"$e'L$e'M1N'-$p#('O1O#(6;6<6=6>6@0Q",
"1P'V7&'81Q1R1S$e1T1U$e1V$e-}1W1X,Q1Y1Z",
"1}$n$p#A6D6E6F'W",
"6G6H6I#A6J6K6L6M#G6N#A#(1~2#2$2%$p#A'Y6O#('[",
"5-5.50#A5%#151525(#1#(7'0V0W",
"#($M$N$O0T7('l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.307)",
"#(8r$N$O0T7('l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g#($`",
"3233343536",
"23$n2425262728292:2;$n$p2<#A2=2>2@2A2B#(&}&~$e5@5A5B#(5C5D5E",
"2O2P,N2Q+&2R2S,Q2T'-$n$p#A6D6E6F'W",
"6G6H6I#A6J6K6L6M#G6N#A#(1~2U2V",
"#A'Y6O#('[",
"1D1E1F1G2W1I1J1K2X2Y#(&}&~$e5@5A5B#(5C5D5E",
"2n2o2p$n$p#A6D6E6F'W",
"6G6H6I#A6J6K6L6M#G6N#A#(1~2#2$2%$p2q#A'Y6O#('[",
"#(.I+s.J.K.L.M.N",
".U$p-[.V.W.X.Y7+7,7-7.70.a71#(&}&~$e5@5A5B#(5C5D5E",
"5L5M5N5O$e5P725R5S$p5T#A",
"5U5V5W6t737475767778797:7;7<7=7>7@7A7B7C7D7E7F$n",
"7G7H#(6j$n7I(H7J7K7L7M",
"'-7N7O7P7Q#(6m$n$p5o#@#A6|)N'Y5w5x#(5y5z5{5|7R6#6$6%6&6'6(6)6+6n6--[",
"63646566+]676869$p#(.h.i.j$e.k$e.l.m$e.n+].o$e'B$e'I'J.p$e'L$e'M.q'-$p7S#('O'P#(6;6<6=7T6@",
"#($M$N$O0T7U'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'7V3+7W3-3.307X3233343536",
")h'-#A)i)j$e)k)l'4)m'4#A)n)o@d",
"#(&v&w&x&y&z&{&|7Y7Z7[7]$e7^$e7_#(",
"5b5l5d5e5m5n$n$p5o5p5q5r5s5t5u$n#@#A6|)N'Y5w5x#(5y5z5{5|5}5~",
"6#6$6%6&7`7a",
"6'6(6)6+6,6--[",
"'5'=7b7c606162636465",
"66+]676869$p#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#(7A",
"7d7e7f7g7h7i7j'E'F'G'H$e'B$e'I'J'K$e'L$e'M7k'-$p7l7m7n7o$n7p7i7j'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-",
"$p7l7q7r$n7s7i7j'E'F'G'H$e'B$e'I'J'K$e'L$e'M7k'-$p7t7u",
"$n7v7w#(6A'Q'R'T6B6C",
"6G6H6I#A6J6K6L6M#G6N#A7x7y$e",
"7z7{$e'B$e'I7|'J7}7~'-",
"$p'Y6O#('[",
"#(&v&w&x&y&z&{&|8#8$",
"8%8&7Z8'$e8($e%c$e.y.z8).|$n.}.~0#0$0%#(&}&~$e5@5A5B#(5C5D5E",
"66+]676869$p#('D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#('80&8+",
"0($e0)8,8-8.80818283",
"848586%G$e0,$e0-$e",
"0.8786%G$e0,$e0-$e",
"0.,Q8889",
"8:8;86%G$e0,$e0-$e",
"8<8786%G$e0,$e0-$e",
"8<,Q'-8=898>8@86%G$e0,$e0-$e",
"8A8786%G$e0,$e0-$e",
"8A,Q'-8B890+%G",
"$e0,$e0-$e",
"8C'-00010203",
"048D0607$e8E8F0:0;,Q8G'-",
"8H060>$e08090:0B,Q0<'-8I",
"060E$e0@0A0:",
"0H,Q0C'-",
"$e0J8J8K",
"8L8M8N0M0N$e8O0P,Q$n7v0Q$p#(6A'Q'R'T6B6C",
"6G6H6I#A6J6K6L6M#G6N#A#('Y6O#(0R#1",
"#(8P$N8Q$P$Q$R$S$T",
"$[$]$^8R#(",
"$`$a$b$c$d$e$f$e$g$h$e$i$j$e",
"#(8P$N8Q$P$Q'l$S$T",
"+@$e$f$e$g+A'_$e%d8Z8[$n+D+E+F$n$p)o+G+H+I+J@6",
"(n$P8S(p",
"$e@7@8@9@=$e+S@A+V$n$p@I@K+Y@g+[+]+^+_+`$p#A#1",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z#{",
"#|#}#h#~#j#1#((W(X(Y$&$'(Z([(](^(_(`",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAdAJ$pB')x$eACAKALAMB8$pAO#A#1#(,$,%#(AP)))+),AQ#1#().)0",
"(n.u8S(p",
")O8U)#({(|(})p8V8W)$#($`",
"(x(y(~#y)1(m#(8r(n$P(o(p,&(r$S(s(t(u(v(w8T@m@n",
")O8U)#({(|(})p8V8u)$#($`",
")J)K)L)M#A)N#(@h@i+g)R)S)T)U)V)W)X)Y)Z",
"+h+i+j+k+l+m+n#1+Z",
")2)3)4+o@c$e+e)6+f@_",
"2v'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.3031#($`",
")9+q+r@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
"$&,X$-,Y#y,Z,[#(%g%h%i%j%k#1+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q,u#A,x,}$e2x#A2y3)5&5'@5#A#y#(8P",
"#(,],^,_,`",
"#(8P$N8]$P$Q$R$S$T",
"$[$]$^8^#(",
"#(8P$N8]$P$Q'l$S$T",
"#(8P.r,~$P$Q'l$S$T",
"#(8P.t,~.u$Q'l$S$T",
"$[$]$^8_#($`",
"048`0607$e0@0A0:",
"0;,Q0C'-",
"8a060>$e0F0G0:0B,Q0I'-8b",
"060E$e8c",
"8d0:0H,Q8e",
"'-$e0J0K0L0M0N$e0O0P,Q$n#(0Q$p#('Q'R'S'T'U'V'W'X#A#('Y'Z#(0R#1",
"#(8P$N,~0T$Q'l$S$T",
"$[$]$^8f#($`",
"#(8P$N$O0T7($R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g32",
")J)K)L)M#A)N#(@a@b)Q+s+t+u+v+w)U)V)W)X+x)Z)[)]",
"33343536",
"4e4f4g4h4i4j#1#(4k4l8h8i8j8k4q4r4s4t4u4v4w8l",
"8m8n8o8p4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(535455&O&P56#S",
"#(8P$N$O0T7('l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g32",
"4e4f4g4h4i4j#1#(4k4l8h8q8j8k4q4r4s4t4u4v4w8l",
"8m8n8o8p4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(535455&O&P&Q#S",
"4e4f4g4h4i4j#1#(4k4l4m6Q4o4p4q4r4s4t4u4v4w4x4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A",
"#(8P$N$O0T7($R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g#($`",
"8k4q4r4s4t4u4v4w8l",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V4W4X4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(4k4l8h8i8j",
")s)P)q)t#()u)v)w)x'8)y)z'<$p'>){#('A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"+@$e$f$e$g+A'_$e%d@e)r",
"8m8n8o8p4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(53&M",
"#(8r$N,~$P$Q$R$S$T",
"$[$]$^8s#($`",
"#(8r$N,~$P$Q'l$S$T",
"#(8r$N8]$P$Q$R$S$T",
"$[$]$^8t#($`",
"#(8r$N8]$P$Q'l$S$T",
")h'-#A)i)j$e)k)l'4)m'4#A)nARASATAUB9B:AXAYAZ)oA[$e$f$eA]@d8X8Y)q)t#()u)v)w)x'8)y)z'<$p'>B;B<$e%c$e.k$eA`#('A$e'B$e%G$e'C$p+y+z$e'B$e'I)})~$e'L$e+#+{+%+&",
")9+|+r@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
")J)K)L)M#A)N#(@h@i+g+s+t+u+v+w)U)V)W)X+x)Z)[)]",
"(x(y(~#y)1(m#(8r(n$P(o+},&(r$S(s(t(u(v(w8T@m@n",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(@j@k#-#f#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(",
"(x(y(~#y)1(m#($M(n$P(o(p(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8V8x)$#($`",
"#t#u#v#w#x#y#z#{#|#}#h#~#j#1#((W(X(Y$&$'(Z([(](^(_(`",
")$#($`$a$b$c$d$e$f$e$g$h$e$i$j$e",
"(x(y(~#y)1(m#($M(n$P(o+}(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8V8y)$#($`",
"(x(y(~#y)1(m#($M(n0T,#(p(q(r$S(s(t(u(v(w8T@m@n",
")O8U)#({(|(})p8V99)$#($`",
")h'-#A)i,,,-,.,0,1,2)N)j$e)k)l'4)m'4#A)nARASATAUB9B:AXAYAZ)oA[$e$f$eA]@d8X8Y)q)t,3,4'>B@BA$e%c$e.k$eA`'A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
")O8U)#({(|(})p8VAf)$#($`",
"'P$e,6#A)u)v)w)x'8)y)z'<$p'>B;B<$e%c$e.k$eA`#('A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"$p,@,A#(+(+))xB=+,+-#(+.+0+1+2+3+4+5+6+7$p+8+9'4#A'Y+:B>,B,C,D#A#(+<)o+=+>",
"(x(y(~#y)1(m#(92(n$P,#",
",I,J,K,L,M,N,O,P+&,Q'-,R,S#(+(+))xB=+,+-#(+.+0+1+2+3+4+5+6+7$p+8+9'4#A'Y+:B>#(+<)o+=+>",
"#Z#1#[#]#Z#1#(#^#_#`#a#b#c#1#(#d#e#-#f#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(,U,V,W",
"$&,X$-,Y#y,Z,[#(%g%h%i%j%k#1+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q,u#A,x,}$e2x#A2y3)5&5'@5#A#y#(8r#(,],^,_,`",
"#(8r.r,~$P$Q'l$S$T",
"$[$]$^9$#($`",
"#(8r.t,~.u$Q'l$S$T",
"$[$]$^9%#($`",
"#(8r$N,~0T$Q'l$S$T",
"#(8r$N$O0T7($R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g32",
"4e4f4g4h4i4j#1#(4k4l9&4W9'",
"9(4q4r4s4t4u4v4w8l",
"8m8n8o9)9+9,9-9.4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(535455",
"&O&P56#S&R5758595:5;5<#(&T&U&V&W",
"#(8r$N$O0T7('l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g32",
"4e4f4g4h4i4j#1#(4k4l9&6P9'9(4q4r4s4t4u4v4w8l",
"&O&P&Q#S",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V4W4X4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(4k4l9&4W9'",
"8m8n8o9)9+9,9-9.4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(53&M",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V6P4X4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(4k4l9&6P9'",
"#(8r$N$O0T$Q$R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.30903233343536",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(,U,V,W",
"#(8r$N$O0T$Q'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.30903233343536",
"8m8n8o9)9+9,9-9.4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(0U0V0W",
"8m8n8o9)9+9,9-9.4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(7'0V0W",
"#(8r$N$O0T7('l2w@W2z2{2|(t(u2}2~3#3$3%3&3'7V3+7W3-3.308g32",
"#(8r$N$O0T$Q'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'7V3+7W3-3.30913233343536",
"#(92$N,~0T$Q$R$S$T",
"$[$]$^93#($`",
"$p#A#1#()>&M&N&O&P&Q#S",
"#(92$N,~0T$Q'l$S$T",
"#(92.r8]$P$Q$R$S$T",
"$[$]$^94#($`",
"#(92.r8]$P$Q'l$S$T",
"#(92.t8].u$Q$R$S$T",
"$[$]$^95#($`",
"#(92.t8].u$Q'l$S$T",
"#Z#1#[#]#Z#1#(#^#_#`#a#b#c#1#(#d#e#-#f#0#1#(#g#h#i#j#1#(#k#l2s#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(#g#h#i#j#1#(#k#l2s#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z",
"#Z#1#[#]#Z#1#(#^#_#`#a#b#c#1#(#d#e#-#f#0#1#(#g#h#i#j#1#(#k#l6p#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(#g#h#i#j#1#(#k#l6p#(#n#o#p#1#q#r#s#1#(#t#u#v#w#x#y#z",
"(x(y(~#y)1(m#(8P",
"(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8z)$#($`",
"$n+D+E+F$n$p)o+G+H+I+J@6",
"(x(y(~#y)1(m#(8P(n$P,#(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8|)$#($`",
"$&,X$-,Y#y,Z,[#(%g%h%i%j%k#1+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q,u#A,x,}$e2x#A2y3)5&5'@5#A#y#(92#(,],^,_,`",
"#(92$N8]0T$Q$R$S$T",
"$[$]$^9<#($`",
"#(92$N8]0T$Q'l$S$T",
"#(92.r,~$P$Q'l$S$T",
"$[$]$^9=#($`",
"$p#A#1#(7'0V0W",
"#(92$N,~0T$Q$R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.30913233343536",
"(x(y(~#y)1(m#(8P(n$P,#+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8})$#($`",
"4@4A$e4B4C4D4E4F$p#G4G#A#1#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U9>4n9@4Y4Z4[4]4^4_4`9A4j#1#(",
"4k4l9B9C9D9E4q4r4s4t4u4v4w8l",
"8m8n8o9)9+9,9-9F9G9H9I9J",
"9K9L9M9N9O9P9Q9R9S9T",
"9U9V4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(535455&O&P56#S&R57",
"58595:5;5<#(&T&U&V&W",
"#(92$N,~0T$Q'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.30913233343536",
"4@4A$e4B4C4D4E4F$p#G4G#A#1#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U9>6Q9@4Y4Z4[4]4^4_4`9A4j#1#(",
"4k4l9B9W9D9E4q4r4s4t4u4v4w8l",
"9U9V4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(535455&O&P&Q#S",
"5U5V5W6t5[5]5^5_(H(<6f(>(@(A6g(C6h6i'-$n6j5h5i5j5k$n(H(<6f(I(@(A6k(C6h6l'-$n6m$p5o#@#A6|)N'Y5w5x#(5y5z5{5|5}5~6#6$6%6&6'6(6)6+6n6--['5'='>6.60616o",
"#(+Z)2)3)4+a+cBB+p$e+e",
"8l8m8n8o9)9+9,9-9F9G9H9I9J",
")6+f@_)9+d);@`$p#A#@#A$e+e",
"#(8P$N$O0T7('l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g#($`",
"9X",
"#$#%#&#'#(#)#+#(#,#-#.#0",
"(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8~)$#($`",
"9Y",
"9Z",
"9[",
"9]",
"9^",
"9_",
"9`",
"9a",
"#y",
"9b",
"9c",
"#(9d#(",
"9e",
"9f",
"9g",
"9h",
"9i",
"9j",
"9k",
"9l",
"9m",
"'-$n-8$p#1#(",
"9n",
"9o",
"9p",
"9q",
"#1#(9r",
"9s",
"55",
"9t",
"9u",
"9v",
"9w",
"9x",
"9y",
"9z",
"9{",
"9|",
"9}",
"#@#A",
"9~",
":#",
":$",
":%",
":&",
":'",
":(",
":)",
"$p",
":+",
"#A",
":,",
")o",
":-",
":.",
":0",
":1",
":2",
"-D",
":3",
":4",
":5",
":6",
"#A)o",
":7",
":8",
":9",
"::",
":;",
":<",
"#1",
":=",
":>",
":@",
":A",
":B",
":C",
"$.",
":D",
":E",
":F",
"#(:G#(9r",
":H",
":I",
":J",
":K",
"&W",
":L",
":M",
":N",
":O",
":P",
":Q",
"#A$e:R",
":S",
")o5O",
":T",
":U",
":V",
"#A#1",
":W",
":X",
":Y",
":Z",
":[",
":]",
"([:^",
":_",
":`",
":a",
"#(:b:c:d:e:f#1#(:g:h:i:j",
":k:l:m:n#A:o",
"#1#(9d#(9r",
":p",
":q",
":r",
":s",
":t",
":u",
":v",
":w",
":x",
":y",
":z",
":{",
":|",
":}",
":~",
";#",
":^",
";$",
";%",
";&",
"#(:G;'#(",
";(",
"$e:R",
";)",
";+",
"$e",
";,",
";-",
"#1#(",
";.",
"9r",
";0",
";1",
";2",
";3",
";4",
";5",
";6",
";7",
";8",
";9",
";:",
";;",
";<",
";=",
";>",
";@",
";A",
";B",
";C",
";D",
";E",
";F",
";G",
";H",
";I",
";J",
";K",
";L",
";M",
";N",
";O",
";P",
";Q",
";R",
";S",
";T",
"#1#(;U;'#(",
";V;W;X;Y;Z;[;]#1#(;^;_",
"#(;`;a;b;c;d;e;f;g;h",
";i$e;j$e;k;l#A#1#(;m;n;o;p;q#1#(;r;s;t;u$e;v;w;x#A;y)o;z;{;|;};~",
"#A)o<#<$#1#(<%<&<'<(<)<+<,",
"<-<.<0#A",
"#1#(<1<2<3<4<5#y<6<7<8<9<:<;",
"<<#1<=<><@",
"<A#1<B<C<D<E<F)o<G<H<I<J#1#(<K<L<M<N,`$e<O#1#(<P<Q<R#(<S",
"<T<U<V;t<W<X",
"<Y<Z<[<]$e<^<_<`<a$p#A<b#1#(<c<d<e<U<f<g;t<W<X",
"<h<i<j<k<l<m#A<n<o<[<]$e<^<p<q<r<s<t<u<v<w$p#A<x#1#(9r",
"<y",
"&N<z<{:q<|<}",
"<~",
"=#",
"=$",
"=%",
"=&",
"='",
"=(",
"=)",
"=+",
"=,",
"=-",
"=.",
"=0",
"=1",
"=2=3",
"=4",
"=5",
"=6",
"=7",
"=8",
"=9",
"=:",
"=;#A",
"=<",
"==",
"=>",
"=@",
"=A",
"=B",
"=C",
"-[",
"=D",
"=E",
"=F",
"=G",
"=H",
"=I",
"=J",
"=K",
"=L",
"=M",
"=N",
"=O",
"=P",
"=Q",
"=R",
"=S",
"=T",
"=U",
"=V",
"=W",
"=X",
"-8",
"=Y",
"=Z",
"=[",
"%J",
"=]",
"=^",
"=_",
"=`",
"=a",
"=b",
"=c",
"=d",
"=e",
"=f",
"=g",
"=h",
"=i",
"=j",
"=k",
"=l",
"=m",
"=n",
"=o",
"=p",
"=q",
"=r",
"=s",
"=t",
"=u",
"=v",
"+&,Q'-",
"=w",
"=x",
"$n$p",
"=y",
"=z",
"={",
"=|",
"+]",
"=}",
"$p=;",
"=~",
">#",
">$",
">%",
">&",
">'",
">(",
">)",
">+",
">,",
">-",
">.",
">0",
">1",
">2",
">3",
">4",
">5",
">6",
">7",
"#(;U;'#(",
"<h<i<j<k<l<m#A<n<o<[<]$e<^<p<q<r<s<t<u<v<w$p#A<x#1#(",
">8",
")>",
">9",
"<z<{<|<}",
">:",
">;",
"=2=0",
"><",
">=",
">>",
">@",
"=3",
">A",
">B",
">C",
"$p#@#A",
">D",
">E",
">F",
">G",
">H",
">I",
"'V",
">J",
">K",
">L",
"=;",
">M",
">N",
">O",
">P",
">Q",
">R",
">S",
">T",
">U",
">V",
">W",
">X",
">Y",
"'V=;",
">Z",
">[",
">]",
">^",
">_",
">`",
">a",
">b",
">c",
">d",
">e",
">f",
">g",
">h",
">i",
">j",
"<m#A",
">k",
">l",
">m",
">n",
">o#$#%#&#'#(#)#+#(#,#-#.#0",
"(x(y(~#y)1(m#(8P(n.u8S+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p9#)$#($`",
"$&>v>w>x#y>y>z#(%g%h%i%j%k#1+K+L+M+N,f+O+P+Q+R+T#A+U+W$e+X,e#A,i,j#A,k,l,m,n,o,p,q,u#A,x,}$e2x#A2y3)5&5'@5#A#y#(>{>|>}$e",
">~",
"@#",
"@$",
"#A#1#(@%@&@'@(@)@+@,@-@.@0@1@X$e@2@3@4@Y$p@O@Z@[@:$e@;@<@]@>@@$e@B$n#A@S@C@D@E@F@G@H@^#1",
"(x(y(~#y)1(m#(8P(n$P(o(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8z)$#($`",
"(x(y(~#y)1(m#(8P(n$P(o+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8{)$#($`",
",&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p96)$#($`",
"@J",
"(x(y(~#y)1(m#(8P(n$P8S+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p97)$#($`",
"(x(y(~#y)1(m#(8P(n.u(o(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p8~)$#($`",
"(x(y(~#y)1(m#(8P(n.u(o+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})p9#)$#($`",
"(p(q(r$S(s(t(u(v(w8T@m@n",
"$p#A#1#(@p@q@r@s@t@u@v@w@x@y@z@|@~#1A(",
")O8U)#({(|(})p8V9:)$#($`",
"A-#-A2#0#1A3A4A5A:",
"ANAV#G@vAWA_@xAaAbA(#A#1A4",
"AhA:B(B)#G@vB+@xB,B-A(#A#1#(@{B.@}A4B0$e$f$e&4&5$e&6&7$e%c&8$eA#A$A%$eA&",
"A'B1$eA)$n",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAEAJ$p$eAFAGAHAIAc)x",
"(n$P,#(p(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8V@f)$#($`",
"$eACAKALAMB8$pAO#A#1#(,$",
"(n$P,#+}(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8V@o)$#($`",
",%#(AP)))+),AQ#1#().)0",
",%#(8v)))+),8w#1#().)0",
"(p,&(r$S(s(t(u(v(w8T@m@n",
",&(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VA^)$#($`",
"#(+Z)2)3",
"(n$P8S+},&(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAe)$#($`",
")4#($e+e",
"(n$P(o(p,&(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAf)$#($`",
")6+f@_)9):);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
"(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAf)$#($`",
"(x(y(~#y)1(m#(8r(n$P8S(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAg)$#($`",
")h'-#A)i)j$e)k)l'4)m'4#A)nARASATAUB9B:AXAYAZ)oA[$e$f$eA]@d8X8Y)q)t#()u)v)w)x'8)y)z'<$p'>B;B<$e",
"%c$e.k$eA`#('A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAdAJ$pB')x$eACAKALAM",
"B8$pAO#A#1#(,$",
")6+f@_)99;);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
"(x(y(~#y)1(m#(8r(n$P,#(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAj)$#($`",
"(x(y(~#y)1(m#(8r(n$P,#+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAk",
"(x(y(~#y)1(m#(8r(n.u,#(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAl)$#($`",
"(x(y(~#y)1(m#(8r(n.u,#+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAm",
"(x(y(~#y)1(m#(8r(n$P(o(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAg)$#($`",
"(x(y(~#y)1(m#(8r(n$P(o+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAi)$#($`",
"(x(y(~#y)1(m#(8r(n$P,#(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAj)$#($`",
"(x(y(~#y)1(m#(8r(n$P,#+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAk",
"(x(y(~#y)1(m#(8r(n.u8S(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAn)$#($`",
"(x(y(~#y)1(m#(8r(n.u8S+},&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAo)$#($`",
"(x(y(~#y)1(m#(8r(n$P8S(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAp)$#($`",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U4V6P4X4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(4k4l8h8q8j",
"#(+Z)2)3)4+a+cBB+p$e+e)6+f@_)9+d);@`$p#A#@#A$e+e)6+f@_)99;);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAEAJ$p$eAFAGAHAIAc)x$eACAKALAMB8$pAO#A#1#(,$,%#()()))+),)-#1#().)0",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAdAJ$pB')x$eACAKALAMB8$pAO#A#1#(,$,%#()()))+),)-#1#().)0",
"#(8r$N$O0T7($R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.308g#($`",
"@l0T8S+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAr)$#($`",
"(x(y(~#y)1(m#(8r(n$P(o(p(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAt)$#($`",
"(x(y(~#y)1(m#(8r@l0T",
"(x(y(~#y)1(m#(8r(n$P(o+}(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAu)$#($`",
"8S(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAs)$#($`",
"(x(y(~#y)1(m#(8r(n$P,#",
"(p(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAv",
"AyB#B$BC#yBDBE",
"+}(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAw)$#($`",
"%c$e.k$eA`#('A$e'B$e%G$e'C$p+y+z$e'B$e'I)})~$e'L$e+#+{+%+&",
"#(92$N,~0T$Q$R2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.3091#($`",
"(x(y(~#y)1(m#($M(n0T,#+}(q(r$S(s(t(u(v(w8T@m@n",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U9>4n9@4Y4Z4[4]4^4_4`9A4j#1#(4k4l9B9C9D9E4q4r4s4t4u4v4w",
"(p,&(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAv",
"+},&(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VAw)$#($`",
"(x(y(~#y)1(m#(92(n.u8S(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAz)$",
"(x(y(~#y)1(m#(92(n.u,#(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pA{)$",
"(x(y(~#y)1(m#(92(n98,#(p(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pA|)$#($`",
"(x(y(~#y)1(m#(92(n.u8S(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pA})$#($`",
"(x(y(~#y)1(m#(92(n.u,#(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pA{)$",
"(x(y(~#y)1(m#(92(n988S(p,&(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pA~)$#($`",
"9U9V4y#1#(4z4{4|4}$e&64~5#5$#A5%#1#(5)5+5,4}$e&B5-5.50#A5%#151525(#1#(53&M",
")O8U)#({(|(})p8VBL)$#($`",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAEAJ$p$eAFAGAHAIAc)x$eACAKALAMB8$pAO#A#1#(,$,%#(8v)))+),8w#1#().)0",
"A,A4B2$e&B&7$e)'$eA.A0A1B3B4B5B6$e&<A6A7A8A9$n$p#A#1#(B7A;A<A=A>A@AAAB$eACADAdAJ$pB')x$eACAKALAMB8$pAO#A#1#(,$,%#(8v)))+),8w#1#().)0",
"#(92$N,~0T$Q'l2w@W2z2{2|(t(u2}2~3#3$3%3&3'3(3+3,3-3.3091#($`",
"#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(4T4U9>6Q9@4Y4Z4[4]4^4_4`9A4j#1#(4k4l9B9W9D9E4q4r4s4t4u4v4w",
"(x(y(~#y)1(m#(92(n.u,#(p(q(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VB%)$#($`",
"#(+Z)2)3)4+a+cBB+pBV+e)6+f@_)9+d);@`$p#A#@#A$e+e)6+f@_)99;);@`$p#A+b#1#()>)@&N&O&P)A)B)C#(&p)D)E)F#()G)H)I",
"8S+}(q(r$S(s(t(u(v(w(l)5)7)8)#({(|(})pAx)$#($`",
"(x(y(~#y)1(m#(92(n.u8S",
"(p,&(r$S(s(t(u(v(w8T@m@n)O8U)#({(|(})p8VB&)$#($`",
"#Z#1#[#]#Z#1#(#^#_#`#a#b#c#1#(#d#e#-#f#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(",
"#Z#1#[#]#Z#1#(#^#_#`#a#b#c#1#(#d#e#-#f#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(>p#(>q>r>s>t>u",
"#Z#1#[#]#Z#1#(#^#_'m#a#b#c#1#(#d#e#-'n#0#1#(#g#h#i#j#1#(#k#l#m#(#n#o#p#1#q#r#s#1#(>p#(>q>r>s>t>u",
"7U$RBF2w@W2z2{2|(t(u2}BG3#",
"(x(y(~#y)1(m#($M(n0T,#(p,&(r$S(s(t(u(v(w8T@m@n",
")h'-#A)i,,,-,.,0,1,2)N)j$e)k)l'4)m'4#A)nARASATAUB9B:AXAYAZ)oA[$e$f$eA]@d8X8Y)q)t,3",
",4'>B@BA$e%c$e.k$eA`'A$e'B$e%G$e'C$p#()|$e'B$e'I)})~$e'L$e+#+$",
"'P$e,6#A)u)v)w)x'8)y)z'<$p'>B;B<$e",
"3$3%3&3'3(3+",
"3,BHBIBJBK3.30313233343536",
"(x(y(~#y)1(m#($M(n0T,#+},&(r$S(s(t(u(v(w8T@m@n",
"BQ#(3F3G3H%q3I",
"(n0T,#(p(q(r$S(s(t(u(v(w8T@m@n",
")O8U)#({(|(})p8VBM)$#($`",
"(n0T,#+}(q(r$S(s(t(u(v(w8T@m@n",
")O8U)#({(|(})p8VBN)$#($`",
"(n0T,#(p,&(r$S(s(t(u(v(w8T@m@n",
"(n0T,#+},&(r$S(s(t(u(v(w8T@m@n",
"4@4A$e4B4C4D4E4F$p#G4G#A#1#(4H4I4J#1#(4K4L4M4N#(4O4P#-4Q4R4S#1#(BR4U4VBS",
"BT4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(BUBW4l4mBX4o",
"BY4q4r4s4t4u4v4w4x4y#1#(BZB[B]B^#0#1B_B`BaBbBg",
"Bc$eBd$eBeBf",
"(x(y(~#y)1(m#(8r(n0T,#(p(q(r$S(s(t(u(v(w8T@m@n",
")O8U)#({(|(})p8VBO)$#($`",
",%#()()))+),)-#1#().)0",
"(x(y(~#y)1(m#(8r(n0T,#+}(q(r$S(s(t(u(v(w8T@m@n",
")O8U)#({(|(})p8VBP)$#($`",
"(x(y(~#y)1(m#(8r(n0T,#(p,&(r$S(s(t(u(v(w8T@m@n",
"(x(y(~#y)1(m#(8r(n0T,#+},&(r$S(s(t(u(v(w8T@m@n",
"BhBj$p#1#(BiBkBlBnBoBpBmBrB~C$BqCWCXBsBtBuBvBwBxByBzCYB{B|#A#1C'C(4z4{4|4}$eC)4~5#5$#A5%#1#(C+C,4}$eC-5%#1C.C05(#1#(53C1",
"#(8r$N$O0T7U$RBF2w@W2z2{2|(t(u2}BG3#",
"3,BHBIBJBK3.30C`3233343536",
"55C2&O&P56#S&R5758595:'tC3C4C5C6C7C8#A5;5<#(&T&U&V&W",
"&o#(&p5=&rC95>#(&v",
"&w&x&y&z&{&|#(&}&~$e5@5A5B''",
"C:C;C<5M5N5O$e5P5Q5R5SC=$p5T#A",
"5U5V5W5X5Y5ZC>C@CECFC]7=7>7@CACB5c",
"5d5e5f5g$nCBCC5d5e5mCD",
"$n$nC^C_CGCHCICJCKCL$p5o5p5q5r5s5t$n#@#A5v)N",
"CM6$6%6&6'6(6)6+6,6--['5'='>6.606162CN646566+]676869$p6:#('A$e'B$e%G$e'C$p'D'E'F'G'H$e'B$e'I'J'K$e'L$e'M'N'-$p#('O'P#(6;6<6=6>6@0Q",
0,
"'+','-#AB}C##(5C5D5E",
"#('[']'^$e$f$e$g'_'`'a$e",
"7U'lBF2w@W2z2{2|(t(u2}BG3#",
"$p#(6A'Q'RC%C&6B6C",
"CO6H6I#A6J6K6LCP#G6N#A#('Y6O'tCQCR$eCS$eCTCZC[#A",
"BT4Y4Z4[4]4^4_4`4a4b4c4d4e4f4g4h4i4j#1#(BUBW4l9&BS9'CU4q4r4s4t4u4v4w8l",
"8m8n8o9)9+9,9-9.4y#1#(BZB[B]B^#0#1B_B`BaBbBg",
"C155C2&O&P56#S&R5758595:'tC3C4C5C6C7C8#A5;5<#(&T&U&V&W",
"5U5V5W6t5Y5ZC>C@CECFC]7=7>7@CACB5c",
"$n$nC^C_CGCHCICJCKCL$p5o5p5q5r5s5t$n#@#A6|)N'Y5w5x#(5y5z5{5|5}5~",
"#(8r$N$O0T7U'lBF2w@W2z2{2|(t(u2}BG3#",
"BhBj$p#1#(BiBkBlBnBoBpBmBrB~C$BqCWCXBsBtBuBvBwBxByBzCYB{B|#A#1C'CV4z4{4|4}$eC)4~5#5$#A5%#1#(C+C,4}$eC-5%#1C.C05(#1#(53",
};
/* The variants, one line each: sa__variant's fields in order, the fragment list last (generate.py). */
#define SA__GV(name, kind, family, dtype, head_dim, bm, bn, warps, stages, causal, blasst, paged, sub, mi, \
  preference, threads, smem_bytes, static_smem, min_blocks, heads, tma, key_group, frags) \
  {name, SA__KIND_##kind, family, SA__KDT_##dtype, head_dim, bm, bn, warps, stages, causal, blasst, paged, sub, mi, \
   preference, threads, smem_bytes, static_smem, min_blocks, heads, tma, key_group, frags, (int)(sizeof(frags) - 1) \
   / SA__GEN_DIGITS}
static const sa__variant sa__gen_variants[] = {
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80",FWD_PREFILL,80,BF16,64,128,128,4,2,0,0,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal",FWD_PREFILL,80,BF16,64,128,128,4,2,1,0,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80",FWD_PREFILL,80,FP16,64,128,128,4,2,0,0,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal",FWD_PREFILL,80,FP16,64,128,128,4,2,1,0,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_blasst",FWD_PREFILL,80,BF16,64,128,128,4,2,0,1,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,64,128,128,4,2,1,1,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_blasst",FWD_PREFILL,80,FP16,64,128,128,4,2,0,1,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,64,128,128,4,2,1,1,0,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_paged",FWD_PREFILL,80,BF16,64,128,128,4,2,0,0,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_paged",FWD_PREFILL,80,BF16,64,128,128,4,2,1,0,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_paged",FWD_PREFILL,80,FP16,64,128,128,4,2,0,0,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_paged",FWD_PREFILL,80,FP16,64,128,128,4,2,1,0,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,64,128,128,4,2,0,1,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,64,128,128,4,2,1,1,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,64,128,128,4,2,0,1,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#.#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,64,128,128,4,2,1,1,1,0,0,0,128,92160,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_lse__bf16_d64_m128n128w4s2__sm80_causal",FWD_LSE,80,BF16,64,128,128,4,2,1,0,0,0,0,0,128,92160,0,2,1,0,0,"###$#%#&#'#(#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d64_m128n128w4s2__sm80_causal",FWD_LSE,80,FP16,64,128,128,4,2,1,0,0,0,0,0,128,92160,0,2,1,0,0,"###$#%#&#'#L#)#+#,#-#K#0#1#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,0,0,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,0,0,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_paged",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,1,0,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_paged",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,1,0,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous",FWD_DECODE,80,BF16,64,32,32,4,4,0,0,0,0,2,0,128,162304,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$)#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous",FWD_DECODE,80,FP16,64,32,32,4,4,0,0,0,0,2,0,128,162304,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$)#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m2__sm80_paged",FWD_DECODE,80,BF16,64,32,32,4,4,0,0,1,0,2,0,128,162304,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$)#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m2__sm80_paged",FWD_DECODE,80,FP16,64,32,32,4,4,0,0,1,0,2,0,128,162304,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$)#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,0,0,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,0,0,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_paged",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,1,0,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_paged",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,1,0,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,BF16,64,32,32,4,2,0,0,0,0,2,1,128,88576,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,FP16,64,32,32,4,2,0,0,0,0,2,1,128,88576,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m2__sm80_paged",FWD_DECODE,80,BF16,64,32,32,4,2,0,0,1,0,2,1,128,88576,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m2__sm80_paged",FWD_DECODE,80,FP16,64,32,32,4,2,0,0,1,0,2,1,128,88576,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,64,16,32,4,4,0,1,0,0,1,0,128,118016,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,64,16,32,4,4,0,1,0,0,1,0,128,118016,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,BF16,64,16,32,4,4,0,1,1,0,1,0,128,118016,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,FP16,64,16,32,4,4,0,1,1,0,1,0,128,118016,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,64,32,32,4,4,0,1,0,0,2,0,128,125440,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,64,32,32,4,4,0,1,0,0,2,0,128,125440,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,BF16,64,32,32,4,4,0,1,1,0,2,0,128,125440,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,FP16,64,32,32,4,4,0,1,1,0,2,0,128,125440,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,64,16,32,4,2,0,1,0,0,1,1,128,81152,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,64,16,32,4,2,0,1,0,0,1,1,128,81152,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16,64,16,32,4,2,0,1,1,0,1,1,128,81152,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16,64,16,32,4,2,0,1,1,0,1,1,128,81152,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,64,32,32,4,2,0,1,0,0,2,1,128,88576,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$8#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,64,32,32,4,2,0,1,0,0,2,1,128,88576,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$8#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m2__sm80_paged_blasst",FWD_DECODE,80,BF16,64,32,32,4,2,0,1,1,0,2,1,128,88576,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d$8#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m2__sm80_paged_blasst",FWD_DECODE,80,FP16,64,32,32,4,2,0,1,1,0,2,1,128,88576,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$8#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,0,3,1,0,128,118016,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,0,3,1,0,128,118016,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_lse",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,1,3,1,0,128,118016,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_lse",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,1,3,1,0,128,118016,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$.#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,0,3,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,0,3,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,1,3,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,1,3,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$7#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,0,4,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,0,4,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_scores",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,1,4,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_scores",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,1,4,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,0,4,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,0,4,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,1,4,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,1,4,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,0,1,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,0,1,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_kascade",FWD_DECODE,80,BF16,64,16,32,4,4,0,0,1,1,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_kascade",FWD_DECODE,80,FP16,64,16,32,4,4,0,0,1,1,1,0,128,154880,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d#e#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,0,1,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,0,1,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d64_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16,64,16,32,4,2,0,0,1,1,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d64_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16,64,16,32,4,2,0,0,1,1,1,1,128,81152,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d$+#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,0,0,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,0,0,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,1,0,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,1,0,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,64,32,32,8,2,0,0,0,0,2,0,256,107136,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.H.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,64,32,32,8,2,0,0,0,0,2,0,256,107136,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.H.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m2__sm80_paged",FWD_DECODE,80,BF16_KV8,64,32,32,8,2,0,0,1,0,2,0,256,107136,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.H.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.Y&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m2__sm80_paged",FWD_DECODE,80,FP16_KV8,64,32,32,8,2,0,0,1,0,2,0,256,107136,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.H.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.Y&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,64,16,32,4,4,0,0,0,0,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,64,16,32,4,4,0,0,0,0,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m1__sm80_paged",FWD_DECODE,80,BF16_KV8,64,16,32,4,4,0,0,1,0,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.8&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m1__sm80_paged",FWD_DECODE,80,FP16_KV8,64,16,32,4,4,0,0,1,0,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.8&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,64,32,32,4,4,0,0,0,0,2,1,128,96896,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d'Q#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,64,32,32,4,4,0,0,0,0,2,1,128,96896,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d'Q#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m2__sm80_paged",FWD_DECODE,80,BF16_KV8,64,32,32,4,4,0,0,1,0,2,1,128,96896,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d'Q#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.Y&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m2__sm80_paged",FWD_DECODE,80,FP16_KV8,64,32,32,4,4,0,0,1,0,2,1,128,96896,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d'Q#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.Y&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,1,0,0,1,0,256,94528,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,1,0,0,1,0,256,94528,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,1,1,0,1,0,256,94528,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,1,1,0,1,0,256,94528,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,64,32,32,8,2,0,1,0,0,2,0,256,107136,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.h.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,64,32,32,8,2,0,1,0,0,2,0,256,107136,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.h.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,64,32,32,8,2,0,1,1,0,2,0,256,107136,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.h.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.Y&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,64,32,32,8,2,0,1,1,0,2,0,256,107136,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.h.S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.Y&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,64,16,32,4,4,0,1,0,0,1,1,128,68928,16,1,1,0,0,"#a#$#%#&#''M'O#c#d#k#{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v#|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,64,16,32,4,4,0,1,0,0,1,1,128,68928,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d#k#{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v#|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,64,16,32,4,4,0,1,1,0,1,1,128,68928,16,1,1,0,0,"#a#$#%#&#''M'O#c#d#k#{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,64,16,32,4,4,0,1,1,0,1,1,128,68928,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d#k#{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,64,32,32,4,4,0,1,0,0,2,1,128,76416,16,1,1,0,0,"#a#$#%#&#''M'O#c#d$C&u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v#|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,64,32,32,4,4,0,1,0,0,2,1,128,76416,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$C&u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v#|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,64,32,32,4,4,0,1,1,0,2,1,128,76416,16,1,1,0,0,"#a#$#%#&#''M'O#c#d$C&u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.Y&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,64,32,32,4,4,0,1,1,0,2,1,128,76416,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d$C&u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.Y&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,0,3,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,0,3,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,1,3,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,1,3,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.b'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,0,4,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,0,4,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,1,4,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,1,4,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,0,1,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v&y&z&|'4$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,0,1,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v&y&z&|'4$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w8s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,64,16,32,8,2,0,0,1,1,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v&y&z'J'K$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w8s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,64,16,32,8,2,0,0,1,1,1,0,256,94528,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'R'U#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v&y&z'J'K$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,64,16,32,4,4,0,0,0,1,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'&y&z&|'4$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,64,16,32,4,4,0,0,0,1,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s&y&z&|'4$##n'I$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d64_n32w4s4m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,64,16,32,4,4,0,0,1,1,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'&y&z'J'K$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d64_n32w4s4m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,64,16,32,4,4,0,0,1,1,1,1,128,89408,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d'N#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s&y&z'J'K$##n'I$&&%&n#l"),
SA__GV("decode_combine__bf16_d64__sm80",DECODE_COMBINE,80,BF16,64,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''Z$@$A$B"),
SA__GV("decode_combine__fp16_d64__sm80",DECODE_COMBINE,80,FP16,64,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''n$@$A$B"),
SA__GV("fwd_block_sparse__bf16_d64_m128n64w4s2__sm80",BLOCK_SPARSE,80,BF16,64,128,64,4,2,0,0,0,0,0,0,128,55296,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-$D#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal",BLOCK_SPARSE,80,BF16,64,128,64,4,2,1,0,0,0,0,0,128,55296,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d64_m128n64w4s2__sm80_causal_delta",BLOCK_SPARSE,80,BF16,64,128,64,4,2,1,0,0,1,0,0,128,55296,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d64_m128n64w4s2__sm80",BLOCK_SPARSE,80,FP16,64,128,64,4,2,0,0,0,0,0,0,128,55296,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-$D#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal",BLOCK_SPARSE,80,FP16,64,128,64,4,2,1,0,0,0,0,0,128,55296,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d64_m128n64w4s2__sm80_causal_delta",BLOCK_SPARSE,80,FP16,64,128,64,4,2,1,0,0,1,0,0,128,55296,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$X$V$W"),
SA__GV("fwd_kascade__bf16_d64_m128n64w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,64,128,64,4,2,1,0,0,0,0,0,128,55296,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d64_m128n64w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,64,128,64,4,2,1,0,0,0,0,0,128,55296,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d64_m64n64w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,64,64,64,4,2,1,0,0,0,0,1,128,46080,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d64_m64n64w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,64,64,64,4,2,1,0,0,0,0,1,128,46080,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d64_m32n64w2s2__sm80_causal",KASCADE_SPARSE,80,BF16,64,32,64,2,2,1,0,0,0,0,2,64,41472,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d64_m32n64w2s2__sm80_causal",KASCADE_SPARSE,80,FP16,64,32,64,2,2,1,0,0,0,0,2,64,41472,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade_pool__bf16_d64_m128n64w4s2__sm80_causal",KASCADE_POOL,80,BF16,64,128,64,4,2,1,0,0,0,0,0,128,55296,1024,2,1,0,0,"###$#%#&#'#(#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d64_m128n64w4s2__sm80_causal",KASCADE_POOL,80,FP16,64,128,64,4,2,1,0,0,0,0,0,128,55296,1024,2,1,0,0,"###$#%#&#'#L#)#+#,#-$R#0$E#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__bf16_d64_m64n64w4s2__sm80_causal",KASCADE_POOL,80,BF16,64,64,64,4,2,1,0,0,0,0,1,128,46080,1024,2,1,0,0,"###$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d64_m64n64w4s2__sm80_causal",KASCADE_POOL,80,FP16,64,64,64,4,2,1,0,0,0,0,1,128,46080,1024,2,1,0,0,"###$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__bf16_d64_m32n64w2s2__sm80_causal",KASCADE_POOL,80,BF16,64,32,64,2,2,1,0,0,0,0,2,64,41472,512,2,1,0,0,"###$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d64_m32n64w2s2__sm80_causal",KASCADE_POOL,80,FP16,64,32,64,2,2,1,0,0,0,0,2,64,41472,512,2,1,0,0,"###$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_qsa__bf16_d64_m128n64w8s2__sm80_exact",QSA,80,BF16,64,128,64,8,2,1,0,0,0,0,0,256,55296,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$o#0$E#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d64_m64n64w4s2__sm80_exact",QSA,80,BF16,64,64,64,4,2,1,0,0,0,0,1,128,46080,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d64_m32n64w2s2__sm80_exact",QSA,80,BF16,64,32,64,2,2,1,0,0,0,0,2,64,41472,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d64_m128n64w8s2__sm80_exact_g16",QSA,80,BF16,64,128,64,8,2,1,0,0,0,0,0,256,55296,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$o#0$E#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d64_m64n64w4s2__sm80_exact_g16",QSA,80,BF16,64,64,64,4,2,1,0,0,0,0,1,128,46080,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d64_m32n64w2s2__sm80_exact_g16",QSA,80,BF16,64,32,64,2,2,1,0,0,0,0,2,64,41472,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d64_m64n64w4s2__sm80_tree",QSA,80,BF16,64,64,64,4,2,1,0,0,1,0,0,128,46080,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d64_m32n64w2s2__sm80_tree",QSA,80,BF16,64,32,64,2,2,1,0,0,1,0,1,64,41472,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d64_m64n64w4s2__sm80_tree_g16",QSA,80,BF16,64,64,64,4,2,1,0,0,1,0,0,128,46080,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d64_m32n64w2s2__sm80_tree_g16",QSA,80,BF16,64,32,64,2,2,1,0,0,1,0,1,64,41472,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d64_m64n64w4s2__sm80_estimated",QSA,80,BF16,64,64,64,4,2,1,0,0,2,0,0,128,46080,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d64_m32n64w2s2__sm80_estimated",QSA,80,BF16,64,32,64,2,2,1,0,0,2,0,1,64,41472,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d64_m64n64w4s2__sm80_estimated_g16",QSA,80,BF16,64,64,64,4,2,1,0,0,2,0,0,128,46080,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d64_m32n64w2s2__sm80_estimated_g16",QSA,80,BF16,64,32,64,2,2,1,0,0,2,0,1,64,41472,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n64w8s2__sm80_exact",QSA,80,FP16,64,128,64,8,2,1,0,0,0,0,0,256,55296,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$o#0$E#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d64_m64n64w4s2__sm80_exact",QSA,80,FP16,64,64,64,4,2,1,0,0,0,0,1,128,46080,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d64_m32n64w2s2__sm80_exact",QSA,80,FP16,64,32,64,2,2,1,0,0,0,0,2,64,41472,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n64w8s2__sm80_exact_g16",QSA,80,FP16,64,128,64,8,2,1,0,0,0,0,0,256,55296,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$o#0$E#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d64_m64n64w4s2__sm80_exact_g16",QSA,80,FP16,64,64,64,4,2,1,0,0,0,0,1,128,46080,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d64_m32n64w2s2__sm80_exact_g16",QSA,80,FP16,64,32,64,2,2,1,0,0,0,0,2,64,41472,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d64_m64n64w4s2__sm80_tree",QSA,80,FP16,64,64,64,4,2,1,0,0,1,0,0,128,46080,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d64_m32n64w2s2__sm80_tree",QSA,80,FP16,64,32,64,2,2,1,0,0,1,0,1,64,41472,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d64_m64n64w4s2__sm80_tree_g16",QSA,80,FP16,64,64,64,4,2,1,0,0,1,0,0,128,46080,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d64_m32n64w2s2__sm80_tree_g16",QSA,80,FP16,64,32,64,2,2,1,0,0,1,0,1,64,41472,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d64_m64n64w4s2__sm80_estimated",QSA,80,FP16,64,64,64,4,2,1,0,0,2,0,0,128,46080,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d64_m32n64w2s2__sm80_estimated",QSA,80,FP16,64,32,64,2,2,1,0,0,2,0,1,64,41472,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d64_m64n64w4s2__sm80_estimated_g16",QSA,80,FP16,64,64,64,4,2,1,0,0,2,0,0,128,46080,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$a#0$b#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d64_m32n64w2s2__sm80_estimated_g16",QSA,80,FP16,64,32,64,2,2,1,0,0,2,0,1,64,41472,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-$c#0$d#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90",FWD_PREFILL,90,BF16,64,192,128,12,5,0,0,0,0,0,0,512,189440,208,1,1,1,0,"%1#$#%#&#''~#)#+#,#-%3%4%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%E#A#B#C%F%G%H%I%J%K%L%M%N%O%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_causal",FWD_PREFILL,90,BF16,64,192,128,12,5,1,0,0,0,0,0,512,189440,208,1,1,1,0,"%1#$#%#&#''~#)#+#,#-%3%V%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%E#A#B#C%F%G%H%I%J%K%L%M%N%O%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90",FWD_PREFILL,90,FP16,64,192,128,12,5,0,0,0,0,0,0,512,189440,208,1,1,1,0,"%1#$#%#&#'(##)#+#,#-%3%4%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%E#A#B#C%F%G%H%I%J%K%L%M%N%O%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_causal",FWD_PREFILL,90,FP16,64,192,128,12,5,1,0,0,0,0,0,512,189440,208,1,1,1,0,"%1#$#%#&#'(##)#+#,#-%3%V%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%E#A#B#C%F%G%H%I%J%K%L%M%N%O%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_blasst",FWD_PREFILL,90,BF16,64,192,128,12,5,0,1,0,0,0,0,512,189440,224,1,1,1,0,"%1#$#%#&#''~#)#+#,#-%3%4%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%Z%[#A#B#C%F%]%^%H%I%J%K%L%M%N%O%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_causal_blasst",FWD_PREFILL,90,BF16,64,192,128,12,5,1,1,0,0,0,0,512,189440,224,1,1,1,0,"%1#$#%#&#''~#)#+#,#-%3%V%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%Z%[#A#B#C%F%]%^%H%I%J%K%L%M%N%O%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_blasst",FWD_PREFILL,90,FP16,64,192,128,12,5,0,1,0,0,0,0,512,189440,224,1,1,1,0,"%1#$#%#&#'(##)#+#,#-%3%4%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%Z%[#A#B#C%F%]%^%H%I%J%K%L%M%N%O%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_causal_blasst",FWD_PREFILL,90,FP16,64,192,128,12,5,1,1,0,0,0,0,512,189440,224,1,1,1,0,"%1#$#%#&#'(##)#+#,#-%3%V%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%Z%[#A#B#C%F%]%^%H%I%J%K%L%M%N%O%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_paged",FWD_PREFILL,90,BF16,64,192,128,12,5,0,0,1,0,0,0,512,189440,208,1,1,0,0,"%1#$#%#&#''~#)#+#,#-%3%c#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A$,#v$>%f%[#A#R#S#T%F%G%H%I%J%K%g%O%u%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_causal_paged",FWD_PREFILL,90,BF16,64,192,128,12,5,1,0,1,0,0,0,512,189440,208,1,1,0,0,"%1#$#%#&#''~#)#+#,#-%3&{#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A$,#v$>%f%[#A#R#S#T%F%G%H%I%J%K%g%O%u%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_paged",FWD_PREFILL,90,FP16,64,192,128,12,5,0,0,1,0,0,0,512,189440,208,1,1,0,0,"%1#$#%#&#'(##)#+#,#-%3%c#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%5';$>%f%[#A#R#S#T%F%G%H%I%J%K%g%O%u%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_causal_paged",FWD_PREFILL,90,FP16,64,192,128,12,5,1,0,1,0,0,0,512,189440,208,1,1,0,0,"%1#$#%#&#'(##)#+#,#-%3&{#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%5';$>%f%[#A#R#S#T%F%G%H%I%J%K%g%O%u%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_blasst_paged",FWD_PREFILL,90,BF16,64,192,128,12,5,0,1,1,0,0,0,512,189440,224,1,1,0,0,"%1#$#%#&#''~#)#+#,#-%3%c#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A$,#v$>%f%[#A#R#S#T%F%]%^%H%I%J%K%g%O%u%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__bf16_d64_m192n128w12s5__sm90_causal_blasst_paged",FWD_PREFILL,90,BF16,64,192,128,12,5,1,1,1,0,0,0,512,189440,224,1,1,0,0,"%1#$#%#&#''~#)#+#,#-%3&{#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A$,#v$>%f%[#A#R#S#T%F%]%^%H%I%J%K%g%O%u%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_blasst_paged",FWD_PREFILL,90,FP16,64,192,128,12,5,0,1,1,0,0,0,512,189440,224,1,1,0,0,"%1#$#%#&#'(##)#+#,#-%3%c#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%5';$>%f%[#A#R#S#T%F%]%^%H%I%J%K%g%O%u%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d64_m192n128w12s5__sm90_causal_blasst_paged",FWD_PREFILL,90,FP16,64,192,128,12,5,1,1,1,0,0,0,512,189440,224,1,1,0,0,"%1#$#%#&#'(##)#+#,#-%3&{#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%5';$>%f%[#A#R#S#T%F%]%^%H%I%J%K%g%O%u%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__e4m3_bf16_d64_m192n128w12s4__sm90",FWD_PREFILL,90,E4M3_BF16,64,192,128,12,4,0,0,0,0,0,0,512,189440,192,1,1,1,0,"%1#$#%#&#''~#)#+#,#-.D%3.a.f.g%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p.q.r.s.{.~#A#B#C0#0$%H0,%J0%0&0'0(%O0)00%T010-#J"),
SA__GV("fwd_prefill__e4m3_bf16_d64_m192n128w12s4__sm90_causal",FWD_PREFILL,90,E4M3_BF16,64,192,128,12,4,1,0,0,0,0,0,512,189440,192,1,1,1,0,"%1#$#%#&#''~#)#+#,#-.D%30..f.g%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p.q.r.s.{.~#A#B#C0#0$%H0,%J0%0&0'0(%O0)00%T010-#J"),
SA__GV("fwd_prefill__e4m3_fp16_d64_m192n128w12s4__sm90",FWD_PREFILL,90,E4M3_FP16,64,192,128,12,4,0,0,0,0,0,0,512,189440,192,1,1,1,0,"%1#$#%#&#'(##)#+#,#-.D%3.a.f.g%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p.q.r.s.{.~#A#B#C0#0$%H0,%J0%0&0'0(%O0)00%T010-#J"),
SA__GV("fwd_prefill__e4m3_fp16_d64_m192n128w12s4__sm90_causal",FWD_PREFILL,90,E4M3_FP16,64,192,128,12,4,1,0,0,0,0,0,512,189440,192,1,1,1,0,"%1#$#%#&#'(##)#+#,#-.D%30..f.g%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p.q.r.s.{.~#A#B#C0#0$%H0,%J0%0&0'0(%O0)00%T010-#J"),
SA__GV("fwd_block_sparse__bf16_d64_m128n128w8s2__sm90",BLOCK_SPARSE,90,BF16,64,128,128,8,2,0,0,0,0,0,0,384,82944,8320,1,1,1,0,"%1#$#%#&#'($#)#+#,#-%t%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%Z%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal",BLOCK_SPARSE,90,BF16,64,128,128,8,2,1,0,0,0,0,0,384,82944,8320,1,1,1,0,"%1#$#%#&#'($#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%Z%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__bf16_d64_m128n128w8s2__sm90_causal_delta",BLOCK_SPARSE,90,BF16,64,128,128,8,2,1,0,0,1,0,0,384,82944,8320,1,1,1,0,"%1#$#%#&#'($#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%Z%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m&$$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d64_m128n128w8s2__sm90",BLOCK_SPARSE,90,FP16,64,128,128,8,2,0,0,0,0,0,0,384,82944,8320,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-%t%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%Z%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal",BLOCK_SPARSE,90,FP16,64,128,128,8,2,1,0,0,0,0,0,384,82944,8320,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%Z%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__fp16_d64_m128n128w8s2__sm90_causal_delta",BLOCK_SPARSE,90,FP16,64,128,128,8,2,1,0,0,1,0,0,384,82944,8320,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%Z%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m&$$X$V$W"),
SA__GV("fwd_qsa__bf16_d64_m128n128w8s2__sm90_exact",QSA,90,BF16,64,128,128,8,2,1,0,0,0,0,0,384,82944,80,1,1,1,64,"$n#$#%#&#'($#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D&&&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__bf16_d64_m128n128w8s2__sm90_exact_g32",QSA,90,BF16,64,128,128,8,2,1,0,0,0,0,0,384,82944,80,1,1,1,32,"$n#$#%#&#'($#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D&3&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__bf16_d64_m128n128w8s3__sm90_tree",QSA,90,BF16,64,128,128,8,3,1,0,0,1,0,0,384,115712,128,1,1,1,64,"$n#$#%#&#'($#)#+#,#-&4&6%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D&&&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__bf16_d64_m128n128w8s3__sm90_tree_g32",QSA,90,BF16,64,128,128,8,3,1,0,0,1,0,0,384,115712,128,1,1,1,32,"$n#$#%#&#'($#)#+#,#-&4&6%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D&3&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__bf16_d64_m128n128w8s2__sm90_estimated",QSA,90,BF16,64,128,128,8,2,1,0,0,2,0,0,384,82944,80,1,1,1,64,"$n#$#%#&#'($#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D&&&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_qsa__bf16_d64_m128n128w8s2__sm90_estimated_g32",QSA,90,BF16,64,128,128,8,2,1,0,0,2,0,0,384,82944,80,1,1,1,32,"$n#$#%#&#'($#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D&3&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n128w8s2__sm90_exact",QSA,90,FP16,64,128,128,8,2,1,0,0,0,0,0,384,82944,80,1,1,1,64,"$n#$#%#&#'(%#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y&&&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n128w8s2__sm90_exact_g32",QSA,90,FP16,64,128,128,8,2,1,0,0,0,0,0,384,82944,80,1,1,1,32,"$n#$#%#&#'(%#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y&3&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n128w8s3__sm90_tree",QSA,90,FP16,64,128,128,8,3,1,0,0,1,0,0,384,115712,128,1,1,1,64,"$n#$#%#&#'(%#)#+#,#-&4&6%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y&&&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n128w8s3__sm90_tree_g32",QSA,90,FP16,64,128,128,8,3,1,0,0,1,0,0,384,115712,128,1,1,1,32,"$n#$#%#&#'(%#)#+#,#-&4&6%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y&3&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n128w8s2__sm90_estimated",QSA,90,FP16,64,128,128,8,2,1,0,0,2,0,0,384,82944,80,1,1,1,64,"$n#$#%#&#'(%#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y&&&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_qsa__fp16_d64_m128n128w8s2__sm90_estimated_g32",QSA,90,FP16,64,128,128,8,2,1,0,0,2,0,0,384,82944,80,1,1,1,32,"$n#$#%#&#'(%#)#+#,#-&#%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y&3&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_kascade__bf16_d64_m128n128w8s3__sm90_causal",KASCADE_SPARSE,90,BF16,64,128,128,8,3,1,0,0,0,0,0,384,115712,1664,1,1,0,0,"%1#$#%#&#'($#)#+#,#-&4%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%d%e%f%[#A#]%F&>$[&@%J&A&B&C&D%k&E%~%T%m%n#I#J"),
SA__GV("fwd_kascade__fp16_d64_m128n128w8s3__sm90_causal",KASCADE_SPARSE,90,FP16,64,128,128,8,3,1,0,0,0,0,0,384,115712,1664,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-&4%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%o%e%f%[#A#]%F&>$[&@%J&A&B&C&D%k&E%~%T%m%n#I#J"),
SA__GV("fwd_lse__bf16_d64_m128n128w8s4h4__sm90_causal",FWD_LSE,90,BF16,64,128,128,8,4,1,0,0,0,0,0,384,132096,160,1,4,1,0,"%1#$#%#&#'($#)#+#,#-&F%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%E#A#]%F&H%x%J%K%y%M&I&J&K&L&M&N&O&P%T&Q&R&S#I#J"),
SA__GV("fwd_lse__fp16_d64_m128n128w8s4h4__sm90_causal",FWD_LSE,90,FP16,64,128,128,8,4,1,0,0,0,0,0,384,132096,160,1,4,1,0,"%1#$#%#&#'(%#)#+#,#-&F%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%E#A#]%F&H%x%J%K%y%M&I&J&K&L&M&N&O&P%T&Q&R&S#I#J"),
SA__GV("fwd_kascade_pool__bf16_d64_m128n128w8s4h4__sm90_causal",KASCADE_POOL,90,BF16,64,128,128,8,4,1,0,0,0,0,0,384,132096,8352,1,4,1,0,"%1#$#%#&#'($#)#+#,#-&F%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C%D%E#A#]%F&T&U%J%K%y%M&I&J&K&L&V&W&X&Y&Z&[&]&^&_&`&a&b&c&d&e&f&g&h%T&i"),
SA__GV("fwd_kascade_pool__fp16_d64_m128n128w8s4h4__sm90_causal",KASCADE_POOL,90,FP16,64,128,128,8,4,1,0,0,0,0,0,384,132096,8352,1,4,1,0,"%1#$#%#&#'(%#)#+#,#-&F%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X%Y%E#A#]%F&T&U%J%K%y%M&I&J&K&L&V&W&X&Y&Z&[&]&^&_&`&a&b&c&d&e&f&g&h%T&i"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80",FWD_PREFILL,80,BF16,96,128,48,4,2,0,0,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal",FWD_PREFILL,80,BF16,96,128,48,4,2,1,0,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80",FWD_PREFILL,80,FP16,96,128,48,4,2,0,0,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal",FWD_PREFILL,80,FP16,96,128,48,4,2,1,0,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_blasst",FWD_PREFILL,80,BF16,96,128,48,4,2,0,1,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,96,128,48,4,2,1,1,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_blasst",FWD_PREFILL,80,FP16,96,128,48,4,2,0,1,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,96,128,48,4,2,1,1,0,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_paged",FWD_PREFILL,80,BF16,96,128,48,4,2,0,0,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_paged",FWD_PREFILL,80,BF16,96,128,48,4,2,1,0,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_paged",FWD_PREFILL,80,FP16,96,128,48,4,2,0,0,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_paged",FWD_PREFILL,80,FP16,96,128,48,4,2,1,0,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,96,128,48,4,2,0,1,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,96,128,48,4,2,1,1,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,96,128,48,4,2,0,1,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&j#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,96,128,48,4,2,1,1,1,0,0,0,128,66560,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_lse__bf16_d96_m128n48w4s2__sm80_causal",FWD_LSE,80,BF16,96,128,48,4,2,1,0,0,0,0,0,128,66560,0,2,1,0,0,"###$#%#&#'#(#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d96_m128n48w4s2__sm80_causal",FWD_LSE,80,FP16,96,128,48,4,2,1,0,0,0,0,0,128,66560,0,2,1,0,0,"###$#%#&#'#L#)#+#,#-&m#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_decode__bf16_d96_n16w8s3m1__sm80_contiguous",FWD_DECODE,80,BF16,96,16,16,8,3,0,0,0,0,1,0,256,169216,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&%h%i#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d96_n16w8s3m1__sm80_contiguous",FWD_DECODE,80,FP16,96,16,16,8,3,0,0,0,0,1,0,256,169216,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&%h%i#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d96_n16w8s3m1__sm80_paged",FWD_DECODE,80,BF16,96,16,16,8,3,0,0,1,0,1,0,256,169216,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&%h%i#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d96_n16w8s3m1__sm80_paged",FWD_DECODE,80,FP16,96,16,16,8,3,0,0,1,0,1,0,256,169216,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&%h%i#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d96_n16w8s3m2__sm80_contiguous",FWD_DECODE,80,BF16,96,32,16,8,3,0,0,0,0,2,0,256,178688,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&.<#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d96_n16w8s3m2__sm80_contiguous",FWD_DECODE,80,FP16,96,32,16,8,3,0,0,0,0,2,0,256,178688,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.<#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d96_n16w8s3m2__sm80_paged",FWD_DECODE,80,BF16,96,32,16,8,3,0,0,1,0,2,0,256,178688,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&.<#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d96_n16w8s3m2__sm80_paged",FWD_DECODE,80,FP16,96,32,16,8,3,0,0,1,0,2,0,256,178688,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.<#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,BF16,96,16,32,4,2,0,0,0,0,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,FP16,96,16,32,4,2,0,0,0,0,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m1__sm80_paged",FWD_DECODE,80,BF16,96,16,32,4,2,0,0,1,0,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m1__sm80_paged",FWD_DECODE,80,FP16,96,16,32,4,2,0,0,1,0,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,BF16,96,32,32,4,2,0,0,0,0,2,1,128,123392,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,FP16,96,32,32,4,2,0,0,0,0,2,1,128,123392,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m2__sm80_paged",FWD_DECODE,80,BF16,96,32,32,4,2,0,0,1,0,2,1,128,123392,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m2__sm80_paged",FWD_DECODE,80,FP16,96,32,32,4,2,0,0,1,0,2,1,128,123392,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m1__sm80_contiguous",FWD_DECODE,80,BF16,96,16,32,2,3,0,0,0,0,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m1__sm80_contiguous",FWD_DECODE,80,FP16,96,16,32,2,3,0,0,0,0,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m1__sm80_paged",FWD_DECODE,80,BF16,96,16,32,2,3,0,0,1,0,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m1__sm80_paged",FWD_DECODE,80,FP16,96,16,32,2,3,0,0,1,0,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m2__sm80_contiguous",FWD_DECODE,80,BF16,96,32,32,2,3,0,0,0,0,2,2,64,91648,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d-^#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m2__sm80_contiguous",FWD_DECODE,80,FP16,96,32,32,2,3,0,0,0,0,2,2,64,91648,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d-^#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m2__sm80_paged",FWD_DECODE,80,BF16,96,32,32,2,3,0,0,1,0,2,2,64,91648,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d-^#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m2__sm80_paged",FWD_DECODE,80,FP16,96,32,32,2,3,0,0,1,0,2,2,64,91648,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d-^#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,96,16,32,4,4,0,1,0,0,1,0,128,168192,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-d#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,96,16,32,4,4,0,1,0,0,1,0,128,168192,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-d#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,BF16,96,16,32,4,4,0,1,1,0,1,0,128,168192,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-d#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,FP16,96,16,32,4,4,0,1,1,0,1,0,128,168192,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-d#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,96,32,32,4,4,0,1,0,0,2,0,128,176640,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,96,32,32,4,4,0,1,0,0,2,0,128,176640,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,BF16,96,32,32,4,4,0,1,1,0,2,0,128,176640,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,FP16,96,32,32,4,4,0,1,1,0,2,0,128,176640,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-e#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,96,16,32,4,3,0,1,0,0,1,1,128,141568,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,96,16,32,4,3,0,1,0,0,1,1,128,141568,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_blasst",FWD_DECODE,80,BF16,96,16,32,4,3,0,1,1,0,1,1,128,141568,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_blasst",FWD_DECODE,80,FP16,96,16,32,4,3,0,1,1,0,1,1,128,141568,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,96,32,32,4,3,0,1,0,0,2,1,128,150016,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-h#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,96,32,32,4,3,0,1,0,0,2,1,128,150016,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-h#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m2__sm80_paged_blasst",FWD_DECODE,80,BF16,96,32,32,4,3,0,1,1,0,2,1,128,150016,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-h#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m2__sm80_paged_blasst",FWD_DECODE,80,FP16,96,32,32,4,3,0,1,1,0,2,1,128,150016,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-h#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s4m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,96,16,32,2,4,0,1,0,0,1,2,64,85760,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s4m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,96,16,32,2,4,0,1,0,0,1,2,64,85760,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s4m1__sm80_paged_blasst",FWD_DECODE,80,BF16,96,16,32,2,4,0,1,1,0,1,2,64,85760,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s4m1__sm80_paged_blasst",FWD_DECODE,80,FP16,96,16,32,2,4,0,1,1,0,1,2,64,85760,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s4m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,96,32,32,2,4,0,1,0,0,2,2,64,91648,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-j#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s4m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,96,32,32,2,4,0,1,0,0,2,2,64,91648,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-j#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s4m2__sm80_paged_blasst",FWD_DECODE,80,BF16,96,32,32,2,4,0,1,1,0,2,2,64,91648,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d-j#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s4m2__sm80_paged_blasst",FWD_DECODE,80,FP16,96,32,32,2,4,0,1,1,0,2,2,64,91648,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d-j#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,96,16,32,4,3,0,0,0,3,1,0,128,141568,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,96,16,32,4,3,0,0,0,3,1,0,128,141568,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_lse",FWD_DECODE,80,BF16,96,16,32,4,3,0,0,1,3,1,0,128,141568,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_lse",FWD_DECODE,80,FP16,96,16,32,4,3,0,0,1,3,1,0,128,141568,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o-f#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s4m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,96,16,32,2,4,0,0,0,3,1,1,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s4m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,96,16,32,2,4,0,0,0,3,1,1,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s4m1__sm80_paged_lse",FWD_DECODE,80,BF16,96,16,32,2,4,0,0,1,3,1,1,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s4m1__sm80_paged_lse",FWD_DECODE,80,FP16,96,16,32,2,4,0,0,1,3,1,1,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d-i#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,96,16,32,4,3,0,0,0,4,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,96,16,32,4,3,0,0,0,4,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_scores",FWD_DECODE,80,BF16,96,16,32,4,3,0,0,1,4,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_scores",FWD_DECODE,80,FP16,96,16,32,4,3,0,0,1,4,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,96,16,32,4,2,0,0,0,4,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,96,16,32,4,2,0,0,0,4,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,BF16,96,16,32,4,2,0,0,1,4,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,FP16,96,16,32,4,2,0,0,1,4,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,96,16,32,2,3,0,0,0,4,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,96,16,32,2,3,0,0,0,4,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m1__sm80_paged_scores",FWD_DECODE,80,BF16,96,16,32,2,3,0,0,1,4,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m1__sm80_paged_scores",FWD_DECODE,80,FP16,96,16,32,2,3,0,0,1,4,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,96,16,32,4,3,0,0,0,1,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,96,16,32,4,3,0,0,0,1,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_kascade",FWD_DECODE,80,BF16,96,16,32,4,3,0,0,1,1,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_kascade",FWD_DECODE,80,FP16,96,16,32,4,3,0,0,1,1,1,0,128,168192,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&o('#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,96,16,32,4,2,0,0,0,1,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,96,16,32,4,2,0,0,0,1,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16,96,16,32,4,2,0,0,1,1,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16,96,16,32,4,2,0,0,1,1,1,1,128,114944,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d()#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,96,16,32,2,3,0,0,0,1,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,96,16,32,2,3,0,0,0,1,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d96_n32w2s3m1__sm80_paged_kascade",FWD_DECODE,80,BF16,96,16,32,2,3,0,0,1,1,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d96_n32w2s3m1__sm80_paged_kascade",FWD_DECODE,80,FP16,96,16,32,2,3,0,0,1,1,1,2,64,85760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&&t(G#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,0,0,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,0,0,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,1,0,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,1,0,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,96,32,32,8,2,0,0,0,0,2,0,256,141952,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.l.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,96,32,32,8,2,0,0,0,0,2,0,256,141952,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.l.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m2__sm80_paged",FWD_DECODE,80,BF16_KV8,96,32,32,8,2,0,0,1,0,2,0,256,141952,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.l.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.Y&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m2__sm80_paged",FWD_DECODE,80,FP16_KV8,96,32,32,8,2,0,0,1,0,2,0,256,141952,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.l.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.Y&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,96,16,32,4,2,0,0,0,0,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,96,16,32,4,2,0,0,0,0,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,96,16,32,4,2,0,0,1,0,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.8&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,96,16,32,4,2,0,0,1,0,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.8&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,96,32,32,4,2,0,0,0,0,2,1,128,74368,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,96,32,32,4,2,0,0,0,0,2,1,128,74368,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s2m2__sm80_paged",FWD_DECODE,80,BF16_KV8,96,32,32,4,2,0,0,1,0,2,1,128,74368,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.Y&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s2m2__sm80_paged",FWD_DECODE,80,FP16_KV8,96,32,32,4,2,0,0,1,0,2,1,128,74368,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.Y&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,1,0,0,1,0,256,128320,16,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,1,0,0,1,0,256,128320,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,1,1,0,1,0,256,128320,16,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,1,1,0,1,0,256,128320,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,96,32,32,8,2,0,1,0,0,2,0,256,141952,16,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.o.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,96,32,32,8,2,0,1,0,0,2,0,256,141952,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.o.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,96,32,32,8,2,0,1,1,0,2,0,256,141952,16,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.o.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.Y&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,96,32,32,8,2,0,1,1,0,2,0,256,141952,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.o.m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.Y&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s3m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,96,16,32,4,3,0,1,0,0,1,1,128,80192,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&&o-y#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s3m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,96,16,32,4,3,0,1,0,0,1,1,128,80192,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&&o-y#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s3m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,96,16,32,4,3,0,1,1,0,1,1,128,80192,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&&o-y#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.8&x#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s3m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,96,16,32,4,3,0,1,1,0,1,1,128,80192,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&&o-y#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.8&x#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s3m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,96,32,32,4,3,0,1,0,0,2,1,128,88704,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s3m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,96,32,32,4,3,0,1,0,0,2,1,128,88704,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s3m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,96,32,32,4,3,0,1,1,0,2,1,128,88704,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.Y&x#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s3m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,96,32,32,4,3,0,1,1,0,2,1,128,88704,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-{#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.Y&x#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,0,3,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,0,3,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,1,3,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,1,3,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.n.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s4m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,96,16,32,4,4,0,0,0,3,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-}#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m$9%W#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s4m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,96,16,32,4,4,0,0,0,3,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-}#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m$9%W#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s4m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,96,16,32,4,4,0,0,1,3,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-}#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.8&x#m$9%W#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s4m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,96,16,32,4,4,0,0,1,3,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-}#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.8&x#m$9%W#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,0,4,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v-z-|-~%2#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,0,4,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v-z-|-~%2#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,1,4,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v.8&x#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,1,4,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v.8&x#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s3m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,96,16,32,4,3,0,0,0,4,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&&o.##2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'%s%2#m$9%W#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s3m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,96,16,32,4,3,0,0,0,4,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&&o.##2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s%s%2#m$9%W#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s3m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,96,16,32,4,3,0,0,1,4,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&&o.##2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'.8&x#m$9%W#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s3m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,96,16,32,4,3,0,0,1,4,1,1,128,94528,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&&o.##2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s.8&x#m$9%W#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,0,1,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v&y&z&|'4$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,0,1,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v&y&z&|'4$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w8s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,96,16,32,8,2,0,0,1,1,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#''M'O#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-v&y&z'J'K$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w8s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,96,16,32,8,2,0,0,1,1,1,0,256,128320,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d(&.j.k#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-v&y&z'J'K$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,96,16,32,4,2,0,0,0,1,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'&y&z&|'4$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,96,16,32,4,2,0,0,0,1,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s&y&z&|'4$##n'I$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d96_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,96,16,32,4,2,0,0,1,1,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~$'&y&z'J'K$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d96_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,96,16,32,4,2,0,0,1,1,1,1,128,65856,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d(&-s#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~&s&y&z'J'K$##n'I$&&%&n#l"),
SA__GV("decode_combine__bf16_d96__sm80",DECODE_COMBINE,80,BF16,96,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''Z&}&~$A$B"),
SA__GV("decode_combine__fp16_d96__sm80",DECODE_COMBINE,80,FP16,96,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''n&}&~$A$B"),
SA__GV("fwd_block_sparse__bf16_d96_m128n32w4s2__sm80",BLOCK_SPARSE,80,BF16,96,128,32,4,2,0,0,0,0,0,0,128,53248,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-'##0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal",BLOCK_SPARSE,80,BF16,96,128,32,4,2,1,0,0,0,0,0,128,53248,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d96_m128n32w4s2__sm80_causal_delta",BLOCK_SPARSE,80,BF16,96,128,32,4,2,1,0,0,1,0,0,128,53248,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d96_m128n32w4s2__sm80",BLOCK_SPARSE,80,FP16,96,128,32,4,2,0,0,0,0,0,0,128,53248,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-'##0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal",BLOCK_SPARSE,80,FP16,96,128,32,4,2,1,0,0,0,0,0,128,53248,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d96_m128n32w4s2__sm80_causal_delta",BLOCK_SPARSE,80,FP16,96,128,32,4,2,1,0,0,1,0,0,128,53248,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$X$V$W"),
SA__GV("fwd_kascade__bf16_d96_m128n32w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,96,128,32,4,2,1,0,0,0,0,0,128,53248,384,2,1,0,0,"###$#%#&#'#(#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d96_m128n32w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,96,128,32,4,2,1,0,0,0,0,0,128,53248,384,2,1,0,0,"###$#%#&#'#L#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d96_m64n64w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,96,64,64,4,2,1,0,0,0,0,1,128,66560,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d96_m64n64w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,96,64,64,4,2,1,0,0,0,0,1,128,66560,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d96_m32n64w2s2__sm80_causal",KASCADE_SPARSE,80,BF16,96,32,64,2,2,1,0,0,0,0,2,64,59904,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d96_m32n64w2s2__sm80_causal",KASCADE_SPARSE,80,FP16,96,32,64,2,2,1,0,0,0,0,2,64,59904,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade_pool__bf16_d96_m128n32w4s2__sm80_causal",KASCADE_POOL,80,BF16,96,128,32,4,2,1,0,0,0,0,0,128,53248,512,2,1,0,0,"###$#%#&#'#(#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__fp16_d96_m128n32w4s2__sm80_causal",KASCADE_POOL,80,FP16,96,128,32,4,2,1,0,0,0,0,0,128,53248,512,2,1,0,0,"###$#%#&#'#L#)#+#,#-'%#0'$&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__bf16_d96_m64n64w4s2__sm80_causal",KASCADE_POOL,80,BF16,96,64,64,4,2,1,0,0,0,0,1,128,66560,1024,2,1,0,0,"###$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d96_m64n64w4s2__sm80_causal",KASCADE_POOL,80,FP16,96,64,64,4,2,1,0,0,0,0,1,128,66560,1024,2,1,0,0,"###$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__bf16_d96_m32n64w2s2__sm80_causal",KASCADE_POOL,80,BF16,96,32,64,2,2,1,0,0,0,0,2,64,59904,512,2,1,0,0,"###$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d96_m32n64w2s2__sm80_causal",KASCADE_POOL,80,FP16,96,32,64,2,2,1,0,0,0,0,2,64,59904,512,2,1,0,0,"###$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_qsa__bf16_d96_m128n64w8s2__sm80_exact",QSA,80,BF16,96,128,64,8,2,1,0,0,0,0,0,256,79872,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'1#0'2#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d96_m64n64w4s2__sm80_exact",QSA,80,BF16,96,64,64,4,2,1,0,0,0,0,1,128,66560,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d96_m32n64w2s2__sm80_exact",QSA,80,BF16,96,32,64,2,2,1,0,0,0,0,2,64,59904,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d96_m128n64w8s2__sm80_exact_g16",QSA,80,BF16,96,128,64,8,2,1,0,0,0,0,0,256,79872,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'1#0'2#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d96_m64n64w4s2__sm80_exact_g16",QSA,80,BF16,96,64,64,4,2,1,0,0,0,0,1,128,66560,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d96_m32n64w2s2__sm80_exact_g16",QSA,80,BF16,96,32,64,2,2,1,0,0,0,0,2,64,59904,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d96_m64n64w4s2__sm80_tree",QSA,80,BF16,96,64,64,4,2,1,0,0,1,0,0,128,66560,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d96_m32n64w2s2__sm80_tree",QSA,80,BF16,96,32,64,2,2,1,0,0,1,0,1,64,59904,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d96_m64n64w4s2__sm80_tree_g16",QSA,80,BF16,96,64,64,4,2,1,0,0,1,0,0,128,66560,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d96_m32n64w2s2__sm80_tree_g16",QSA,80,BF16,96,32,64,2,2,1,0,0,1,0,1,64,59904,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d96_m64n64w4s2__sm80_estimated",QSA,80,BF16,96,64,64,4,2,1,0,0,2,0,0,128,66560,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d96_m32n64w2s2__sm80_estimated",QSA,80,BF16,96,32,64,2,2,1,0,0,2,0,1,64,59904,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d96_m64n64w4s2__sm80_estimated_g16",QSA,80,BF16,96,64,64,4,2,1,0,0,2,0,0,128,66560,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d96_m32n64w2s2__sm80_estimated_g16",QSA,80,BF16,96,32,64,2,2,1,0,0,2,0,1,64,59904,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d96_m128n64w8s2__sm80_exact",QSA,80,FP16,96,128,64,8,2,1,0,0,0,0,0,256,79872,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'1#0'2#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d96_m64n64w4s2__sm80_exact",QSA,80,FP16,96,64,64,4,2,1,0,0,0,0,1,128,66560,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d96_m32n64w2s2__sm80_exact",QSA,80,FP16,96,32,64,2,2,1,0,0,0,0,2,64,59904,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d96_m128n64w8s2__sm80_exact_g16",QSA,80,FP16,96,128,64,8,2,1,0,0,0,0,0,256,79872,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'1#0'2#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d96_m64n64w4s2__sm80_exact_g16",QSA,80,FP16,96,64,64,4,2,1,0,0,0,0,1,128,66560,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d96_m32n64w2s2__sm80_exact_g16",QSA,80,FP16,96,32,64,2,2,1,0,0,0,0,2,64,59904,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d96_m64n64w4s2__sm80_tree",QSA,80,FP16,96,64,64,4,2,1,0,0,1,0,0,128,66560,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d96_m32n64w2s2__sm80_tree",QSA,80,FP16,96,32,64,2,2,1,0,0,1,0,1,64,59904,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d96_m64n64w4s2__sm80_tree_g16",QSA,80,FP16,96,64,64,4,2,1,0,0,1,0,0,128,66560,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d96_m32n64w2s2__sm80_tree_g16",QSA,80,FP16,96,32,64,2,2,1,0,0,1,0,1,64,59904,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d96_m64n64w4s2__sm80_estimated",QSA,80,FP16,96,64,64,4,2,1,0,0,2,0,0,128,66560,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d96_m32n64w2s2__sm80_estimated",QSA,80,FP16,96,32,64,2,2,1,0,0,2,0,1,64,59904,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d96_m64n64w4s2__sm80_estimated_g16",QSA,80,FP16,96,64,64,4,2,1,0,0,2,0,0,128,66560,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'&#0&k&l#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d96_m32n64w2s2__sm80_estimated_g16",QSA,80,FP16,96,32,64,2,2,1,0,0,2,0,1,64,59904,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-''#0'(#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90",FWD_PREFILL,90,BF16,96,128,128,8,3,0,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'3'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'6'7%[#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_causal",FWD_PREFILL,90,BF16,96,128,128,8,3,1,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'8'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'6'7%[#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90",FWD_PREFILL,90,FP16,96,128,128,8,3,0,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'3'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'9'7%[#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_causal",FWD_PREFILL,90,FP16,96,128,128,8,3,1,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'8'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'9'7%[#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_blasst",FWD_PREFILL,90,BF16,96,128,128,8,3,0,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'3'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'6':%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_causal_blasst",FWD_PREFILL,90,BF16,96,128,128,8,3,1,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'8'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'6':%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_blasst",FWD_PREFILL,90,FP16,96,128,128,8,3,0,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'3'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'9':%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_causal_blasst",FWD_PREFILL,90,FP16,96,128,128,8,3,1,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'8'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'9':%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_paged",FWD_PREFILL,90,BF16,96,128,128,8,3,0,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'($#)#+#,#-'<#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'>'='B%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_causal_paged",FWD_PREFILL,90,BF16,96,128,128,8,3,1,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'($#)#+#,#-(D#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'>'='B%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_paged",FWD_PREFILL,90,FP16,96,128,128,8,3,0,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-'<#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.7'='B%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_causal_paged",FWD_PREFILL,90,FP16,96,128,128,8,3,1,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-(D#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.7'='B%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_blasst_paged",FWD_PREFILL,90,BF16,96,128,128,8,3,0,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'($#)#+#,#-'<#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'>'='B%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__bf16_d96_m128n128w8s3__sm90_causal_blasst_paged",FWD_PREFILL,90,BF16,96,128,128,8,3,1,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'($#)#+#,#-(D#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'>'='B%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_blasst_paged",FWD_PREFILL,90,FP16,96,128,128,8,3,0,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-'<#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.7'='B%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d96_m128n128w8s3__sm90_causal_blasst_paged",FWD_PREFILL,90,FP16,96,128,128,8,3,1,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-(D#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.7'='B%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80",FWD_PREFILL,80,BF16,128,128,64,4,2,0,0,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal",FWD_PREFILL,80,BF16,128,128,64,4,2,1,0,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80",FWD_PREFILL,80,FP16,128,128,64,4,2,0,0,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal",FWD_PREFILL,80,FP16,128,128,64,4,2,1,0,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_blasst",FWD_PREFILL,80,BF16,128,128,64,4,2,0,1,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,128,128,64,4,2,1,1,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_blasst",FWD_PREFILL,80,FP16,128,128,64,4,2,0,1,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,128,128,64,4,2,1,1,0,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_paged",FWD_PREFILL,80,BF16,128,128,64,4,2,0,0,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_paged",FWD_PREFILL,80,BF16,128,128,64,4,2,1,0,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_paged",FWD_PREFILL,80,FP16,128,128,64,4,2,0,0,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_paged",FWD_PREFILL,80,FP16,128,128,64,4,2,1,0,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,128,128,64,4,2,0,1,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,128,128,64,4,2,1,1,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,128,128,64,4,2,0,1,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'C#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,128,128,64,4,2,1,1,1,0,0,0,128,104448,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80",FWD_PREFILL,80,BF16,128,128,32,4,2,0,0,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_causal",FWD_PREFILL,80,BF16,128,128,32,4,2,1,0,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80",FWD_PREFILL,80,FP16,128,128,32,4,2,0,0,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_causal",FWD_PREFILL,80,FP16,128,128,32,4,2,1,0,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_blasst",FWD_PREFILL,80,BF16,128,128,32,4,2,0,1,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,128,128,32,4,2,1,1,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_blasst",FWD_PREFILL,80,FP16,128,128,32,4,2,0,1,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,128,128,32,4,2,1,1,0,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_paged",FWD_PREFILL,80,BF16,128,128,32,4,2,0,0,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_causal_paged",FWD_PREFILL,80,BF16,128,128,32,4,2,1,0,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_paged",FWD_PREFILL,80,FP16,128,128,32,4,2,0,0,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_causal_paged",FWD_PREFILL,80,FP16,128,128,32,4,2,1,0,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,128,128,32,4,2,0,1,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n32w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,128,128,32,4,2,1,1,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,128,128,32,4,2,0,1,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n32w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,128,128,32,4,2,1,1,1,0,0,1,128,69632,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_lse__bf16_d128_m128n64w4s2__sm80_causal",FWD_LSE,80,BF16,128,128,64,4,2,1,0,0,0,0,0,128,104448,0,2,1,0,0,"###$#%#&#'#(#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d128_m128n64w4s2__sm80_causal",FWD_LSE,80,FP16,128,128,64,4,2,1,0,0,0,0,0,128,104448,0,2,1,0,0,"###$#%#&#'#L#)#+#,#-'E#0'D#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__bf16_d128_m128n32w4s2__sm80_causal",FWD_LSE,80,BF16,128,128,32,4,2,1,0,0,0,0,1,128,69632,0,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d128_m128n32w4s2__sm80_causal",FWD_LSE,80,FP16,128,128,32,4,2,1,0,0,0,0,1,128,69632,0,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_decode__bf16_d128_n16w8s3m1__sm80_contiguous",FWD_DECODE,80,BF16,128,16,16,8,3,0,0,0,0,1,0,256,219392,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.>.A#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d128_n16w8s3m1__sm80_contiguous",FWD_DECODE,80,FP16,128,16,16,8,3,0,0,0,0,1,0,256,219392,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.>.A#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d128_n16w8s3m1__sm80_paged",FWD_DECODE,80,BF16,128,16,16,8,3,0,0,1,0,1,0,256,219392,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.>.A#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d128_n16w8s3m1__sm80_paged",FWD_DECODE,80,FP16,128,16,16,8,3,0,0,1,0,1,0,256,219392,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.>.A#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d128_n16w8s3m2__sm80_contiguous",FWD_DECODE,80,BF16,128,32,16,8,3,0,0,0,0,2,0,256,229888,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.>.Z#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d128_n16w8s3m2__sm80_contiguous",FWD_DECODE,80,FP16,128,32,16,8,3,0,0,0,0,2,0,256,229888,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.>.Z#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j#|-~%2#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d128_n16w8s3m2__sm80_paged",FWD_DECODE,80,BF16,128,32,16,8,3,0,0,1,0,2,0,256,229888,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.>.Z#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__fp16_d128_n16w8s3m2__sm80_paged",FWD_DECODE,80,FP16,128,32,16,8,3,0,0,1,0,2,0,256,229888,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.>.Z#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g%j(A(C.)&x#m#n&G'@#q#r#s'A((#l"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,0,0,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,0,0,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_paged",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,1,0,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_paged",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,1,0,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,BF16,128,32,32,4,2,0,0,0,0,2,1,128,158208,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.,'P#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,FP16,128,32,32,4,2,0,0,0,0,2,1,128,158208,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.,'P#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m2__sm80_paged",FWD_DECODE,80,BF16,128,32,32,4,2,0,0,1,0,2,1,128,158208,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.,'P#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m2__sm80_paged",FWD_DECODE,80,FP16,128,32,32,4,2,0,0,1,0,2,1,128,158208,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.,'P#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m1__sm80_contiguous",FWD_DECODE,80,BF16,128,16,32,2,2,0,0,0,0,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m1__sm80_contiguous",FWD_DECODE,80,FP16,128,16,32,2,2,0,0,0,0,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m1__sm80_paged",FWD_DECODE,80,BF16,128,16,32,2,2,0,0,1,0,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m1__sm80_paged",FWD_DECODE,80,FP16,128,16,32,2,2,0,0,1,0,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m2__sm80_contiguous",FWD_DECODE,80,BF16,128,32,32,2,2,0,0,0,0,2,2,64,83456,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d..'P#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m2__sm80_contiguous",FWD_DECODE,80,FP16,128,32,32,2,2,0,0,0,0,2,2,64,83456,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d..'P#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m2__sm80_paged",FWD_DECODE,80,BF16,128,32,32,2,2,0,0,1,0,2,2,64,83456,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d..'P#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m2__sm80_paged",FWD_DECODE,80,FP16,128,32,32,2,2,0,0,1,0,2,2,64,83456,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d..'P#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,128,16,32,4,4,0,1,0,0,1,0,128,218368,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.0#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,128,16,32,4,4,0,1,0,0,1,0,128,218368,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.0#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,BF16,128,16,32,4,4,0,1,1,0,1,0,128,218368,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.0#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,FP16,128,16,32,4,4,0,1,1,0,1,0,128,218368,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.0#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,128,32,32,4,4,0,1,0,0,2,0,128,227840,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.1#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,128,32,32,4,4,0,1,0,0,2,0,128,227840,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.1#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,BF16,128,32,32,4,4,0,1,1,0,2,0,128,227840,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.1#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,FP16,128,32,32,4,4,0,1,1,0,2,0,128,227840,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.1#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,128,16,32,4,2,0,1,0,0,1,1,128,148736,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,128,16,32,4,2,0,1,0,0,1,1,128,148736,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16,128,16,32,4,2,0,1,1,0,1,1,128,148736,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16,128,16,32,4,2,0,1,1,0,1,1,128,148736,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,128,32,32,4,2,0,1,0,0,2,1,128,158208,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.3'P#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,128,32,32,4,2,0,1,0,0,2,1,128,158208,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.3'P#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m2__sm80_paged_blasst",FWD_DECODE,80,BF16,128,32,32,4,2,0,1,1,0,2,1,128,158208,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.3'P#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m2__sm80_paged_blasst",FWD_DECODE,80,FP16,128,32,32,4,2,0,1,1,0,2,1,128,158208,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.3'P#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s3m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,128,16,32,2,3,0,1,0,0,1,2,64,93952,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s3m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,128,16,32,2,3,0,1,0,0,1,2,64,93952,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s3m1__sm80_paged_blasst",FWD_DECODE,80,BF16,128,16,32,2,3,0,1,1,0,1,2,64,93952,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s3m1__sm80_paged_blasst",FWD_DECODE,80,FP16,128,16,32,2,3,0,1,1,0,1,2,64,93952,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s3m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16,128,32,32,2,3,0,1,0,0,2,2,64,100864,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.5#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s3m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16,128,32,32,2,3,0,1,0,0,2,2,64,100864,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.5#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s3m2__sm80_paged_blasst",FWD_DECODE,80,BF16,128,32,32,2,3,0,1,1,0,2,2,64,100864,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.5#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s3m2__sm80_paged_blasst",FWD_DECODE,80,FP16,128,32,32,2,3,0,1,1,0,2,2,64,100864,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.5#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,128,16,32,4,3,0,0,0,3,1,0,128,183552,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,128,16,32,4,3,0,0,0,3,1,0,128,183552,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_lse",FWD_DECODE,80,BF16,128,16,32,4,3,0,0,1,3,1,0,128,183552,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_lse",FWD_DECODE,80,FP16,128,16,32,4,3,0,0,1,3,1,0,128,183552,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.6#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,0,3,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,0,3,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,1,3,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,1,3,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.2#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s3m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,128,16,32,2,3,0,0,0,3,1,2,64,93952,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s3m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,128,16,32,2,3,0,0,0,3,1,2,64,93952,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s3m1__sm80_paged_lse",FWD_DECODE,80,BF16,128,16,32,2,3,0,0,1,3,1,2,64,93952,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s3m1__sm80_paged_lse",FWD_DECODE,80,FP16,128,16,32,2,3,0,0,1,3,1,2,64,93952,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.4#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,128,16,32,4,3,0,0,0,4,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,128,16,32,4,3,0,0,0,4,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_scores",FWD_DECODE,80,BF16,128,16,32,4,3,0,0,1,4,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_scores",FWD_DECODE,80,FP16,128,16,32,4,3,0,0,1,4,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,0,4,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,0,4,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,1,4,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,1,4,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,128,16,32,2,2,0,0,0,4,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,128,16,32,2,2,0,0,0,4,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m1__sm80_paged_scores",FWD_DECODE,80,BF16,128,16,32,2,2,0,0,1,4,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m1__sm80_paged_scores",FWD_DECODE,80,FP16,128,16,32,2,2,0,0,1,4,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,128,16,32,4,3,0,0,0,1,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,128,16,32,4,3,0,0,0,1,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s3m1__sm80_paged_kascade",FWD_DECODE,80,BF16,128,16,32,4,3,0,0,1,1,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s3m1__sm80_paged_kascade",FWD_DECODE,80,FP16,128,16,32,4,3,0,0,1,1,1,0,128,218368,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.$#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,0,1,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,0,1,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16,128,16,32,4,2,0,0,1,1,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16,128,16,32,4,2,0,0,1,1,1,1,128,148736,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.+#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,128,16,32,2,2,0,0,0,1,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,128,16,32,2,2,0,0,0,1,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d128_n32w2s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16,128,16,32,2,2,0,0,1,1,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d128_n32w2s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16,128,16,32,2,2,0,0,1,1,1,2,64,76544,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.-#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,0,0,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v-z-|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,0,0,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v-z-|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,1,0,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.8&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,1,0,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.8&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,128,32,32,8,2,0,0,0,0,2,0,256,176768,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.w.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v-z-|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,128,32,32,8,2,0,0,0,0,2,0,256,176768,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.w.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v-z-|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m2__sm80_paged",FWD_DECODE,80,BF16_KV8,128,32,32,8,2,0,0,1,0,2,0,256,176768,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.w.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.Y&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m2__sm80_paged",FWD_DECODE,80,FP16_KV8,128,32,32,8,2,0,0,1,0,2,0,256,176768,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.w.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.Y&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,128,16,32,4,4,0,0,0,0,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,128,16,32,4,4,0,0,0,0,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m1__sm80_paged",FWD_DECODE,80,BF16_KV8,128,16,32,4,4,0,0,1,0,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.8&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m1__sm80_paged",FWD_DECODE,80,FP16_KV8,128,16,32,4,4,0,0,1,0,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.8&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,128,32,32,4,4,0,0,0,0,2,1,128,166528,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.@#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,128,32,32,4,4,0,0,0,0,2,1,128,166528,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.@#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m2__sm80_paged",FWD_DECODE,80,BF16_KV8,128,32,32,4,4,0,0,1,0,2,1,128,166528,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.@#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.Y&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m2__sm80_paged",FWD_DECODE,80,FP16_KV8,128,32,32,4,4,0,0,1,0,2,1,128,166528,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.@#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.Y&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,0,0,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,0,0,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,1,0,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.8&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,1,0,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.8&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,BF16_KV8,128,32,32,4,2,0,0,0,0,2,2,128,92800,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.E#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m2__sm80_contiguous",FWD_DECODE,80,FP16_KV8,128,32,32,4,2,0,0,0,0,2,2,128,92800,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.E#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m2__sm80_paged",FWD_DECODE,80,BF16_KV8,128,32,32,4,2,0,0,1,0,2,2,128,92800,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.E#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.Y&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m2__sm80_paged",FWD_DECODE,80,FP16_KV8,128,32,32,4,2,0,0,1,0,2,2,128,92800,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.E#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.Y&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,1,0,0,1,0,256,162112,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,1,0,0,1,0,256,162112,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,1,1,0,1,0,256,162112,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.8&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,1,1,0,1,0,256,162112,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.8&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,128,32,32,8,2,0,1,0,0,2,0,256,176768,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.z.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,128,32,32,8,2,0,1,0,0,2,0,256,176768,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.z.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v-z-|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,128,32,32,8,2,0,1,1,0,2,0,256,176768,16,1,1,0,0,"#a#$#%#&#''M'O#c#d.z.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.Y&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,128,32,32,8,2,0,1,1,0,2,0,256,176768,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.z.x#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.Y&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,128,16,32,4,4,0,1,0,0,1,1,128,120128,16,1,1,0,0,"#a#$#%#&#''M'O#c#d&v&w#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v#|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,128,16,32,4,4,0,1,0,0,1,1,128,120128,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d&v&w#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v#|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,128,16,32,4,4,0,1,1,0,1,1,128,120128,16,1,1,0,0,"#a#$#%#&#''M'O#c#d&v&w#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.8&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,128,16,32,4,4,0,1,1,0,1,1,128,120128,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d&v&w#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.8&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,128,32,32,4,4,0,1,0,0,2,1,128,129664,16,1,1,0,0,"#a#$#%#&#''M'O#c#d'L'S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v#|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,128,32,32,4,4,0,1,0,0,2,1,128,129664,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d'L'S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v#|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,128,32,32,4,4,0,1,1,0,2,1,128,129664,16,1,1,0,0,"#a#$#%#&#''M'O#c#d'L'S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.Y&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,128,32,32,4,4,0,1,1,0,2,1,128,129664,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d'L'S#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.Y&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,1,0,0,1,2,128,83264,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,1,0,0,1,2,128,83264,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,1,1,0,1,2,128,83264,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.8&x#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,1,1,0,1,2,128,83264,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.8&x#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m2__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,128,32,32,4,2,0,1,0,0,2,2,128,92800,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.K#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m2__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,128,32,32,4,2,0,1,0,0,2,2,128,92800,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.K#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m2__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,128,32,32,4,2,0,1,1,0,2,2,128,92800,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.K#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.Y&x#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m2__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,128,32,32,4,2,0,1,1,0,2,2,128,92800,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.K#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.Y&x#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,0,3,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v-z-|-~%2#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,0,3,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v-z-|-~%2#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,1,3,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.8&x#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,1,3,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.y.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.8&x#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,0,3,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m$9%W#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,0,3,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m$9%W#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,1,3,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.8&x#m$9%W#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,1,3,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.J'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.8&x#m$9%W#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,0,4,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v-z-|-~%2#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,0,4,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v-z-|-~%2#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,1,4,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v.8&x#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,1,4,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v.8&x#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,0,4,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9%s%2#m$9%W#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,0,4,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:%s%2#m$9%W#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,1,4,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9.8&x#m$9%W#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,1,4,1,1,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:.8&x#m$9%W#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,0,1,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v&y&z&|'4$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,0,1,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v&y&z&|'4$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w8s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,128,16,32,8,2,0,0,1,1,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#''M'O#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t.v&y&z'J'K$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w8s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,128,16,32,8,2,0,0,1,1,1,0,256,162112,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.t.u#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(.v&y&z'J'K$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,128,16,32,4,4,0,0,0,1,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9&y&z&|'4$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,128,16,32,4,4,0,0,0,1,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:&y&z&|'4$##n'I$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s4m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,128,16,32,4,4,0,0,1,1,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9&y&z'J'K$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s4m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,128,16,32,4,4,0,0,1,1,1,1,128,156992,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.=#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:&y&z'J'K$##n'I$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,0,1,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9&y&z&|'4$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,0,1,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:&y&z&|'4$##n'I$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d128_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,128,16,32,4,2,0,0,1,1,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.9&y&z'J'K$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d128_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,128,16,32,4,2,0,0,1,1,1,2,128,83264,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.B.C'P#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.:&y&z'J'K$##n'I$&&%&n#l"),
SA__GV("decode_combine__bf16_d128__sm80",DECODE_COMBINE,80,BF16,128,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''Z'[$A$B"),
SA__GV("decode_combine__fp16_d128__sm80",DECODE_COMBINE,80,FP16,128,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''n'[$A$B"),
SA__GV("fwd_block_sparse__bf16_d128_m128n32w4s2__sm80",BLOCK_SPARSE,80,BF16,128,128,32,4,2,0,0,0,0,0,0,128,69632,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal",BLOCK_SPARSE,80,BF16,128,128,32,4,2,1,0,0,0,0,0,128,69632,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d128_m128n32w4s2__sm80_causal_delta",BLOCK_SPARSE,80,BF16,128,128,32,4,2,1,0,0,1,0,0,128,69632,8208,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d128_m128n32w4s2__sm80",BLOCK_SPARSE,80,FP16,128,128,32,4,2,0,0,0,0,0,0,128,69632,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-'F#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal",BLOCK_SPARSE,80,FP16,128,128,32,4,2,1,0,0,0,0,0,128,69632,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d128_m128n32w4s2__sm80_causal_delta",BLOCK_SPARSE,80,FP16,128,128,32,4,2,1,0,0,1,0,0,128,69632,8208,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$X$V$W"),
SA__GV("fwd_kascade__bf16_d128_m128n32w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,128,128,32,4,2,1,0,0,0,0,0,128,69632,384,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d128_m128n32w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,128,128,32,4,2,1,0,0,0,0,0,128,69632,384,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d128_m64n64w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,128,64,64,4,2,1,0,0,0,0,1,128,87040,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d128_m64n64w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,128,64,64,4,2,1,0,0,0,0,1,128,87040,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d128_m32n64w2s2__sm80_causal",KASCADE_SPARSE,80,BF16,128,32,64,2,2,1,0,0,0,0,2,64,78336,768,2,1,0,0,"###$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d128_m32n64w2s2__sm80_causal",KASCADE_SPARSE,80,FP16,128,32,64,2,2,1,0,0,0,0,2,64,78336,768,2,1,0,0,"###$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade_pool__bf16_d128_m128n32w4s2__sm80_causal",KASCADE_POOL,80,BF16,128,128,32,4,2,1,0,0,0,0,0,128,69632,512,2,1,0,0,"###$#%#&#'#(#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__fp16_d128_m128n32w4s2__sm80_causal",KASCADE_POOL,80,FP16,128,128,32,4,2,1,0,0,0,0,0,128,69632,512,2,1,0,0,"###$#%#&#'#L#)#+#,#-'H#0'G#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__bf16_d128_m64n64w4s2__sm80_causal",KASCADE_POOL,80,BF16,128,64,64,4,2,1,0,0,0,0,1,128,87040,1024,2,1,0,0,"###$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d128_m64n64w4s2__sm80_causal",KASCADE_POOL,80,FP16,128,64,64,4,2,1,0,0,0,0,1,128,87040,1024,2,1,0,0,"###$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__bf16_d128_m32n64w2s2__sm80_causal",KASCADE_POOL,80,BF16,128,32,64,2,2,1,0,0,0,0,2,64,78336,512,2,1,0,0,"###$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d128_m32n64w2s2__sm80_causal",KASCADE_POOL,80,FP16,128,32,64,2,2,1,0,0,0,0,2,64,78336,512,2,1,0,0,"###$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_qsa__bf16_d128_m128n64w8s2__sm80_exact",QSA,80,BF16,128,128,64,8,2,1,0,0,0,0,0,256,104448,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'a#0'D#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d128_m64n64w4s2__sm80_exact",QSA,80,BF16,128,64,64,4,2,1,0,0,0,0,1,128,87040,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d128_m32n64w2s2__sm80_exact",QSA,80,BF16,128,32,64,2,2,1,0,0,0,0,2,64,78336,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d128_m128n64w8s2__sm80_exact_g16",QSA,80,BF16,128,128,64,8,2,1,0,0,0,0,0,256,104448,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'a#0'D#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d128_m64n64w4s2__sm80_exact_g16",QSA,80,BF16,128,64,64,4,2,1,0,0,0,0,1,128,87040,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d128_m32n64w2s2__sm80_exact_g16",QSA,80,BF16,128,32,64,2,2,1,0,0,0,0,2,64,78336,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d128_m64n64w4s2__sm80_tree",QSA,80,BF16,128,64,64,4,2,1,0,0,1,0,0,128,87040,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d128_m32n64w2s2__sm80_tree",QSA,80,BF16,128,32,64,2,2,1,0,0,1,0,1,64,78336,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d128_m64n64w4s2__sm80_tree_g16",QSA,80,BF16,128,64,64,4,2,1,0,0,1,0,0,128,87040,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d128_m32n64w2s2__sm80_tree_g16",QSA,80,BF16,128,32,64,2,2,1,0,0,1,0,1,64,78336,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d128_m64n64w4s2__sm80_estimated",QSA,80,BF16,128,64,64,4,2,1,0,0,2,0,0,128,87040,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d128_m32n64w2s2__sm80_estimated",QSA,80,BF16,128,32,64,2,2,1,0,0,2,0,1,64,78336,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d128_m64n64w4s2__sm80_estimated_g16",QSA,80,BF16,128,64,64,4,2,1,0,0,2,0,0,128,87040,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d128_m32n64w2s2__sm80_estimated_g16",QSA,80,BF16,128,32,64,2,2,1,0,0,2,0,1,64,78336,0,1,1,0,16,"$n#$#%#&#'#(#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n64w8s2__sm80_exact",QSA,80,FP16,128,128,64,8,2,1,0,0,0,0,0,256,104448,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'a#0'D#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d128_m64n64w4s2__sm80_exact",QSA,80,FP16,128,64,64,4,2,1,0,0,0,0,1,128,87040,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d128_m32n64w2s2__sm80_exact",QSA,80,FP16,128,32,64,2,2,1,0,0,0,0,2,64,78336,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n64w8s2__sm80_exact_g16",QSA,80,FP16,128,128,64,8,2,1,0,0,0,0,0,256,104448,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'a#0'D#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d128_m64n64w4s2__sm80_exact_g16",QSA,80,FP16,128,64,64,4,2,1,0,0,0,0,1,128,87040,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d128_m32n64w2s2__sm80_exact_g16",QSA,80,FP16,128,32,64,2,2,1,0,0,0,0,2,64,78336,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d128_m64n64w4s2__sm80_tree",QSA,80,FP16,128,64,64,4,2,1,0,0,1,0,0,128,87040,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d128_m32n64w2s2__sm80_tree",QSA,80,FP16,128,32,64,2,2,1,0,0,1,0,1,64,78336,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d128_m64n64w4s2__sm80_tree_g16",QSA,80,FP16,128,64,64,4,2,1,0,0,1,0,0,128,87040,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d128_m32n64w2s2__sm80_tree_g16",QSA,80,FP16,128,32,64,2,2,1,0,0,1,0,1,64,78336,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d128_m64n64w4s2__sm80_estimated",QSA,80,FP16,128,64,64,4,2,1,0,0,2,0,0,128,87040,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d128_m32n64w2s2__sm80_estimated",QSA,80,FP16,128,32,64,2,2,1,0,0,2,0,1,64,78336,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d128_m64n64w4s2__sm80_estimated_g16",QSA,80,FP16,128,64,64,4,2,1,0,0,2,0,0,128,87040,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-']#0'^#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d128_m32n64w2s2__sm80_estimated_g16",QSA,80,FP16,128,32,64,2,2,1,0,0,2,0,1,64,78336,0,1,1,0,16,"$n#$#%#&#'#L#)#+#,#-'_#0'`#2#3#4#5#6#7#8#9#:#;#<#=%$$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90",FWD_PREFILL,90,BF16,128,128,128,8,3,0,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'b'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'f#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_causal",FWD_PREFILL,90,BF16,128,128,128,8,3,1,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'f#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90",FWD_PREFILL,90,FP16,128,128,128,8,3,0,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'b'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'f#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_causal",FWD_PREFILL,90,FP16,128,128,128,8,3,1,0,0,0,0,0,384,230400,128,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'f#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_blasst",FWD_PREFILL,90,BF16,128,128,128,8,3,0,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'b'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'i%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_causal_blasst",FWD_PREFILL,90,BF16,128,128,128,8,3,1,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'i%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_blasst",FWD_PREFILL,90,FP16,128,128,128,8,3,0,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'b'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'i%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_causal_blasst",FWD_PREFILL,90,FP16,128,128,128,8,3,1,1,0,0,0,0,384,230400,144,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'i%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_paged",FWD_PREFILL,90,BF16,128,128,128,8,3,0,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'($#)#+#,#-.;#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'j'd'k%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_causal_paged",FWD_PREFILL,90,BF16,128,128,128,8,3,1,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'($#)#+#,#-&5#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'j'd'k%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_paged",FWD_PREFILL,90,FP16,128,128,128,8,3,0,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-.;#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'l'd'k%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_causal_paged",FWD_PREFILL,90,FP16,128,128,128,8,3,1,0,1,0,0,0,384,230400,128,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-&5#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'l'd'k%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_blasst_paged",FWD_PREFILL,90,BF16,128,128,128,8,3,0,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'($#)#+#,#-.;#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'j'd'k%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__bf16_d128_m128n128w8s3__sm90_causal_blasst_paged",FWD_PREFILL,90,BF16,128,128,128,8,3,1,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'($#)#+#,#-&5#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'j'd'k%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_blasst_paged",FWD_PREFILL,90,FP16,128,128,128,8,3,0,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-.;#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'l'd'k%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d128_m128n128w8s3__sm90_causal_blasst_paged",FWD_PREFILL,90,FP16,128,128,128,8,3,1,1,1,0,0,0,384,230400,144,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-&5#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'l'd'k%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__e4m3_bf16_d128_m128n128w8s4__sm90",FWD_PREFILL,90,E4M3_BF16,128,128,128,8,4,0,0,0,0,0,0,384,214016,192,1,1,1,0,"%1#$#%#&#'($#)#+#,#-.D.|.f.}%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p0203.s0804#A#B#C0#0$%H0,%J0%050'060)00%T010-#J"),
SA__GV("fwd_prefill__e4m3_bf16_d128_m128n128w8s4__sm90_causal",FWD_PREFILL,90,E4M3_BF16,128,128,128,8,4,1,0,0,0,0,0,384,214016,192,1,1,1,0,"%1#$#%#&#'($#)#+#,#-.D07.f.}%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p0203.s0804#A#B#C0#0$%H0,%J0%050'060)00%T010-#J"),
SA__GV("fwd_prefill__e4m3_fp16_d128_m128n128w8s4__sm90",FWD_PREFILL,90,E4M3_FP16,128,128,128,8,4,0,0,0,0,0,0,384,214016,192,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-.D.|.f.}%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p0203.s0804#A#B#C0#0$%H0,%J0%050'060)00%T010-#J"),
SA__GV("fwd_prefill__e4m3_fp16_d128_m128n128w8s4__sm90_causal",FWD_PREFILL,90,E4M3_FP16,128,128,128,8,4,1,0,0,0,0,0,384,214016,192,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-.D07.f.}%6#3#4#5#6#7#8#9%7%8.i%:%;%<%=%>%@%A%B.p0203.s0804#A#B#C0#0$%H0,%J0%050'060)00%T010-#J"),
SA__GV("fwd_block_sparse__bf16_d128_m128n128w8s2__sm90",BLOCK_SPARSE,90,BF16,128,128,128,8,2,0,0,0,0,0,0,384,164864,8320,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'m%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'i%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal",BLOCK_SPARSE,90,BF16,128,128,128,8,2,1,0,0,0,0,0,384,164864,8320,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'i%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__bf16_d128_m128n128w8s2__sm90_causal_delta",BLOCK_SPARSE,90,BF16,128,128,128,8,2,1,0,0,1,0,0,384,164864,8320,1,1,1,0,"%1#$#%#&#'($#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'i%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m&$$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d128_m128n128w8s2__sm90",BLOCK_SPARSE,90,FP16,128,128,128,8,2,0,0,0,0,0,0,384,164864,8320,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'m%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'i%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal",BLOCK_SPARSE,90,FP16,128,128,128,8,2,1,0,0,0,0,0,384,164864,8320,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'i%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m%n#I#J"),
SA__GV("fwd_block_sparse__fp16_d128_m128n128w8s2__sm90_causal_delta",BLOCK_SPARSE,90,FP16,128,128,128,8,2,1,0,0,1,0,0,384,164864,8320,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'i%[#A#]%F%v$H$I%w%x%J%K%y%z%{%k%|$N$O$P%}%~%T%m&$$X$V$W"),
SA__GV("fwd_qsa__bf16_d128_m128n128w8s2__sm90_exact",QSA,90,BF16,128,128,128,8,2,1,0,0,0,0,0,384,164864,80,1,1,1,64,"$n#$#%#&#'($#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'p&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__bf16_d128_m128n128w8s2__sm90_exact_g32",QSA,90,BF16,128,128,128,8,2,1,0,0,0,0,0,384,164864,80,1,1,1,32,"$n#$#%#&#'($#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'q&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__bf16_d128_m128n128w8s3__sm90_tree",QSA,90,BF16,128,128,128,8,3,1,0,0,1,0,0,384,230400,128,1,1,1,64,"$n#$#%#&#'($#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'p&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__bf16_d128_m128n128w8s3__sm90_tree_g32",QSA,90,BF16,128,128,128,8,3,1,0,0,1,0,0,384,230400,128,1,1,1,32,"$n#$#%#&#'($#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'q&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__bf16_d128_m128n128w8s2__sm90_estimated",QSA,90,BF16,128,128,128,8,2,1,0,0,2,0,0,384,164864,80,1,1,1,64,"$n#$#%#&#'($#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'p&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_qsa__bf16_d128_m128n128w8s2__sm90_estimated_g32",QSA,90,BF16,128,128,128,8,2,1,0,0,2,0,0,384,164864,80,1,1,1,32,"$n#$#%#&#'($#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'q&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n128w8s2__sm90_exact",QSA,90,FP16,128,128,128,8,2,1,0,0,0,0,0,384,164864,80,1,1,1,64,"$n#$#%#&#'(%#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'p&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n128w8s2__sm90_exact_g32",QSA,90,FP16,128,128,128,8,2,1,0,0,0,0,0,384,164864,80,1,1,1,32,"$n#$#%#&#'(%#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'q&'$r&(%[#A$t%F&)$v$w$x&+%J%K%y%M&,%Q&-${&.%S&0$}$~&1&2#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n128w8s3__sm90_tree",QSA,90,FP16,128,128,128,8,3,1,0,0,1,0,0,384,230400,128,1,1,1,64,"$n#$#%#&#'(%#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'p&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n128w8s3__sm90_tree_g32",QSA,90,FP16,128,128,128,8,3,1,0,0,1,0,0,384,230400,128,1,1,1,32,"$n#$#%#&#'(%#)#+#,#-'g'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'q&'$r&(%[#A$t%F&)$v$w$x%%%&&7%J%K%y%M&,%Q&-${&.%S&0$}%(&8&9&:#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n128w8s2__sm90_estimated",QSA,90,FP16,128,128,128,8,2,1,0,0,2,0,0,384,164864,80,1,1,1,64,"$n#$#%#&#'(%#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'p&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_qsa__fp16_d128_m128n128w8s2__sm90_estimated_g32",QSA,90,FP16,128,128,128,8,2,1,0,0,2,0,0,384,164864,80,1,1,1,32,"$n#$#%#&#'(%#)#+#,#-'o%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'q&'$r&(%[#A$t%F&)$v$w$x&;%J%K%y%M&,%Q&-${&.%S&0$}%-%.&<&=#I#J"),
SA__GV("fwd_kascade__bf16_d128_m128n128w8s3__sm90_causal",KASCADE_SPARSE,90,BF16,128,128,128,8,3,1,0,0,0,0,0,384,230400,1664,1,1,0,0,"%1#$#%#&#'($#)#+#,#-&5#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'j'd'k%f%[#A#]%F&>$[&@%J&A&B&C&D%k&E%~%T%m%n#I#J"),
SA__GV("fwd_kascade__fp16_d128_m128n128w8s3__sm90_causal",KASCADE_SPARSE,90,FP16,128,128,128,8,3,1,0,0,0,0,0,384,230400,1664,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-&5#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A'l'd'k%f%[#A#]%F&>$[&@%J&A&B&C&D%k&E%~%T%m%n#I#J"),
SA__GV("fwd_lse__bf16_d128_m128n128w8s3h4__sm90_causal",FWD_LSE,90,BF16,128,128,128,8,3,1,0,0,0,0,0,384,230400,128,1,4,1,0,"%1#$#%#&#'($#)#+#,#-'r'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'f#A#]%F&H%x%J%K%y%M&I&J&K&L&M&N&O&P%T&Q&R&S#I#J"),
SA__GV("fwd_lse__fp16_d128_m128n128w8s3h4__sm90_causal",FWD_LSE,90,FP16,128,128,128,8,3,1,0,0,0,0,0,384,230400,128,1,4,1,0,"%1#$#%#&#'(%#)#+#,#-'r'5%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'f#A#]%F&H%x%J%K%y%M&I&J&K&L&M&N&O&P%T&Q&R&S#I#J"),
SA__GV("fwd_kascade_pool__bf16_d128_m128n128w8s2h4__sm90_causal",KASCADE_POOL,90,BF16,128,128,128,8,2,1,0,0,0,0,0,384,197632,8272,1,4,1,0,"%1#$#%#&#'($#)#+#,#-'s%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%C'c'd'e'f#A#]%F&T&U%J%K%y%M&I&J&K&L&V&W&X&Y&Z&[&]&^&_&`&a&b&c&d&e&f&g&h%T&i"),
SA__GV("fwd_kascade_pool__fp16_d128_m128n128w8s2h4__sm90_causal",KASCADE_POOL,90,FP16,128,128,128,8,2,1,0,0,0,0,0,384,197632,8272,1,4,1,0,"%1#$#%#&#'(%#)#+#,#-'s%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B%X'h'e'f#A#]%F&T&U%J%K%y%M&I&J&K&L&V&W&X&Y&Z&[&]&^&_&`&a&b&c&d&e&f&g&h%T&i"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80",FWD_PREFILL,80,BF16,256,128,64,8,2,0,0,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal",FWD_PREFILL,80,BF16,256,128,64,8,2,1,0,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80",FWD_PREFILL,80,FP16,256,128,64,8,2,0,0,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal",FWD_PREFILL,80,FP16,256,128,64,8,2,1,0,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_blasst",FWD_PREFILL,80,BF16,256,128,64,8,2,0,1,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,256,128,64,8,2,1,1,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_blasst",FWD_PREFILL,80,FP16,256,128,64,8,2,0,1,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,256,128,64,8,2,1,1,0,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_paged",FWD_PREFILL,80,BF16,256,128,64,8,2,0,0,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_paged",FWD_PREFILL,80,BF16,256,128,64,8,2,1,0,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_paged",FWD_PREFILL,80,FP16,256,128,64,8,2,0,0,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_paged",FWD_PREFILL,80,FP16,256,128,64,8,2,1,0,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,256,128,64,8,2,0,1,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,256,128,64,8,2,1,1,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,256,128,64,8,2,0,1,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,256,128,64,8,2,1,1,1,0,0,0,256,202752,16,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80",FWD_PREFILL,80,BF16,256,64,32,4,2,0,0,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal",FWD_PREFILL,80,BF16,256,64,32,4,2,1,0,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80",FWD_PREFILL,80,FP16,256,64,32,4,2,0,0,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal",FWD_PREFILL,80,FP16,256,64,32,4,2,1,0,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_blasst",FWD_PREFILL,80,BF16,256,64,32,4,2,0,1,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,256,64,32,4,2,1,1,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_blasst",FWD_PREFILL,80,FP16,256,64,32,4,2,0,1,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,256,64,32,4,2,1,1,0,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_paged",FWD_PREFILL,80,BF16,256,64,32,4,2,0,0,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_paged",FWD_PREFILL,80,BF16,256,64,32,4,2,1,0,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_paged",FWD_PREFILL,80,FP16,256,64,32,4,2,0,0,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_paged",FWD_PREFILL,80,FP16,256,64,32,4,2,1,0,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,256,64,32,4,2,0,1,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,256,64,32,4,2,1,1,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,256,64,32,4,2,0,1,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'x#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,256,64,32,4,2,1,1,1,0,0,1,128,101376,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80",FWD_PREFILL,80,BF16,256,32,32,2,2,0,0,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_causal",FWD_PREFILL,80,BF16,256,32,32,2,2,1,0,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80",FWD_PREFILL,80,FP16,256,32,32,2,2,0,0,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_causal",FWD_PREFILL,80,FP16,256,32,32,2,2,1,0,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#E#F#G#H#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_blasst",FWD_PREFILL,80,BF16,256,32,32,2,2,0,1,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_causal_blasst",FWD_PREFILL,80,BF16,256,32,32,2,2,1,1,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_blasst",FWD_PREFILL,80,FP16,256,32,32,2,2,0,1,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_causal_blasst",FWD_PREFILL,80,FP16,256,32,32,2,2,1,1,0,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#B#C#D#M#N#F#G#O#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_paged",FWD_PREFILL,80,BF16,256,32,32,2,2,0,0,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_causal_paged",FWD_PREFILL,80,BF16,256,32,32,2,2,1,0,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_paged",FWD_PREFILL,80,FP16,256,32,32,2,2,0,0,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_causal_paged",FWD_PREFILL,80,FP16,256,32,32,2,2,1,0,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#E#F#U#V#W#X#Y#Z#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_blasst_paged",FWD_PREFILL,80,BF16,256,32,32,2,2,0,1,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__bf16_d256_m32n32w2s2__sm80_causal_blasst_paged",FWD_PREFILL,80,BF16,256,32,32,2,2,1,1,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_blasst_paged",FWD_PREFILL,80,FP16,256,32,32,2,2,0,1,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'{#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_prefill__fp16_d256_m32n32w2s2__sm80_causal_blasst_paged",FWD_PREFILL,80,FP16,256,32,32,2,2,1,1,1,0,0,2,64,84480,16,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#R#S#T#D#M#N#F#U#V#W#X#[#P#Q#I#J"),
SA__GV("fwd_lse__bf16_d256_m128n64w8s2__sm80_causal",FWD_LSE,80,BF16,256,128,64,8,2,1,0,0,0,0,0,256,202752,0,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d256_m128n64w8s2__sm80_causal",FWD_LSE,80,FP16,256,128,64,8,2,1,0,0,0,0,0,256,202752,0,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__bf16_d256_m64n32w4s2__sm80_causal",FWD_LSE,80,BF16,256,64,32,4,2,1,0,0,0,0,1,128,101376,0,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d256_m64n32w4s2__sm80_causal",FWD_LSE,80,FP16,256,64,32,4,2,1,0,0,0,0,1,128,101376,0,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__bf16_d256_m32n32w2s2__sm80_causal",FWD_LSE,80,BF16,256,32,32,2,2,1,0,0,0,0,2,64,84480,0,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_lse__fp16_d256_m32n32w2s2__sm80_causal",FWD_LSE,80,FP16,256,32,32,2,2,1,0,0,0,0,2,64,84480,0,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D#^#_#`#I#J"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,0,0,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,0,0,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_paged",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,1,0,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_paged",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,1,0,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,0,0,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,0,0,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_paged",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,1,0,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_paged",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,1,0,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s2m1__sm80_contiguous",FWD_DECODE,80,BF16,256,16,32,1,2,0,0,0,0,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s2m1__sm80_contiguous",FWD_DECODE,80,FP16,256,16,32,1,2,0,0,0,0,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s2m1__sm80_paged",FWD_DECODE,80,BF16,256,16,32,1,2,0,0,1,0,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s2m1__sm80_paged",FWD_DECODE,80,FP16,256,16,32,1,2,0,0,1,0,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m#n#o#p#q#r#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,256,16,32,2,3,0,1,0,0,1,0,64,179968,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,256,16,32,2,3,0,1,0,0,1,0,64,179968,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_blasst",FWD_DECODE,80,BF16,256,16,32,2,3,0,1,1,0,1,0,64,179968,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_blasst",FWD_DECODE,80,FP16,256,16,32,2,3,0,1,1,0,1,0,64,179968,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,256,16,32,2,2,0,1,0,0,1,1,64,146176,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,256,16,32,2,2,0,1,0,0,1,1,64,146176,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16,256,16,32,2,2,0,1,1,0,1,1,64,146176,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16,256,16,32,2,2,0,1,1,0,1,1,64,146176,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s3m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16,256,16,32,1,3,0,1,0,0,1,2,32,94208,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s3m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16,256,16,32,1,3,0,1,0,0,1,2,32,94208,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s3m1__sm80_paged_blasst",FWD_DECODE,80,BF16,256,16,32,1,3,0,1,1,0,1,2,32,94208,16,1,1,0,0,"#a#$#%#&#'#(#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s3m1__sm80_paged_blasst",FWD_DECODE,80,FP16,256,16,32,1,3,0,1,1,0,1,2,32,94208,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$0$1$2#q$3#q$4$5#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,0,3,1,0,64,179968,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,0,3,1,0,64,179968,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_lse",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,1,3,1,0,64,179968,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_lse",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,1,3,1,0,64,179968,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.O#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,0,3,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,0,3,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_lse",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,1,3,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_lse",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,1,3,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.P%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s3m1__sm80_contiguous_lse",FWD_DECODE,80,BF16,256,16,32,1,3,0,0,0,3,1,2,32,94208,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s3m1__sm80_contiguous_lse",FWD_DECODE,80,FP16,256,16,32,1,3,0,0,0,3,1,2,32,94208,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s3m1__sm80_paged_lse",FWD_DECODE,80,BF16,256,16,32,1,3,0,0,1,3,1,2,32,94208,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s3m1__sm80_paged_lse",FWD_DECODE,80,FP16,256,16,32,1,3,0,0,1,3,1,2,32,94208,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.Q#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$;#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,0,4,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,0,4,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_scores",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,1,4,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_scores",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,1,4,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,0,4,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,0,4,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_scores",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,1,4,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_scores",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,1,4,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16,256,16,32,1,2,0,0,0,4,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16,256,16,32,1,2,0,0,0,4,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#h#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s2m1__sm80_paged_scores",FWD_DECODE,80,BF16,256,16,32,1,2,0,0,1,4,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s2m1__sm80_paged_scores",FWD_DECODE,80,FP16,256,16,32,1,2,0,0,1,4,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#w#m$9#o#p#q$:$<#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,0,1,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,0,1,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_kascade",FWD_DECODE,80,BF16,256,16,32,2,3,0,0,1,1,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_kascade",FWD_DECODE,80,FP16,256,16,32,2,3,0,0,1,1,1,0,64,213760,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.L%6#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,0,1,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,0,1,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16,256,16,32,2,2,0,0,1,1,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16,256,16,32,2,2,0,0,1,1,1,1,64,146176,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.M%6#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16,256,16,32,1,2,0,0,0,1,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16,256,16,32,1,2,0,0,0,1,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g#}$##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_d256_n32w1s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16,256,16,32,1,2,0,0,1,1,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#(#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__fp16_d256_n32w1s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16,256,16,32,1,2,0,0,1,1,1,2,32,77312,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d.N#2#3#4#5#6#7#8#9#:#;#<#=#f#g$($##n$$$%$&#s#t"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,0,0,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w#|-~%2#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,0,0,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w#|-~%2#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,1,0,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w.8&x#m#n.%.&#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,1,0,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w.8&x#m#n.%.&#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s2m1__sm80_contiguous",FWD_DECODE,80,BF16_KV8,256,16,32,2,2,0,0,0,0,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T%s%2#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s2m1__sm80_contiguous",FWD_DECODE,80,FP16_KV8,256,16,32,2,2,0,0,0,0,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U%s%2#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s2m1__sm80_paged",FWD_DECODE,80,BF16_KV8,256,16,32,2,2,0,0,1,0,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T.8&x#m#n%W#q#r&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s2m1__sm80_paged",FWD_DECODE,80,FP16_KV8,256,16,32,2,2,0,0,1,0,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U.8&x#m#n%W#q#r&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,1,0,0,1,0,128,152896,16,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w#|-~%2#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,1,0,0,1,0,128,152896,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w#|-~%2#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,1,1,0,1,0,128,152896,16,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w.8&x#m$0.c.d#q.e.&#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,1,1,0,1,0,128,152896,16,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w.8&x#m$0.c.d#q.e.&#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s3m1__sm80_contiguous_blasst",FWD_DECODE,80,BF16_KV8,256,16,32,2,3,0,1,0,0,1,1,64,98112,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T%s%2#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s3m1__sm80_contiguous_blasst",FWD_DECODE,80,FP16_KV8,256,16,32,2,3,0,1,0,0,1,1,64,98112,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U%s%2#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s3m1__sm80_paged_blasst",FWD_DECODE,80,BF16_KV8,256,16,32,2,3,0,1,1,0,1,1,64,98112,16,1,1,0,0,"#a#$#%#&#'#i#j#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T.8&x#m$0'T#q'V#q$4'W&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s3m1__sm80_paged_blasst",FWD_DECODE,80,FP16_KV8,256,16,32,2,3,0,1,1,0,1,1,64,98112,16,1,1,0,0,"#a#$#%#&#'&q&r#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U.8&x#m$0'T#q'V#q$4'W&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,0,3,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w#|-~%2#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,0,3,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w#|-~%2#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,1,3,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w.8&x#m$9.%.&#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,1,3,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-x-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w.8&x#m$9.%.&#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s3m1__sm80_contiguous_lse",FWD_DECODE,80,BF16_KV8,256,16,32,2,3,0,0,0,3,1,1,64,98112,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T%s%2#m$9%W#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s3m1__sm80_contiguous_lse",FWD_DECODE,80,FP16_KV8,256,16,32,2,3,0,0,0,3,1,1,64,98112,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U%s%2#m$9%W#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s3m1__sm80_paged_lse",FWD_DECODE,80,BF16_KV8,256,16,32,2,3,0,0,1,3,1,1,64,98112,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T.8&x#m$9%W#q$:'Y&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s3m1__sm80_paged_lse",FWD_DECODE,80,FP16_KV8,256,16,32,2,3,0,0,1,3,1,1,64,98112,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.[.]#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U.8&x#m$9%W#q$:'Y&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,0,4,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w#|-~%2#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,0,4,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w#|-~%2#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,1,4,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w.8&x#m$9.%.&#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,1,4,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w.8&x#m$9.%.&#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s2m1__sm80_contiguous_scores",FWD_DECODE,80,BF16_KV8,256,16,32,2,2,0,0,0,4,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T%s%2#m$9%W#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s2m1__sm80_contiguous_scores",FWD_DECODE,80,FP16_KV8,256,16,32,2,2,0,0,0,4,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U%s%2#m$9%W#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s2m1__sm80_paged_scores",FWD_DECODE,80,BF16_KV8,256,16,32,2,2,0,0,1,4,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T.8&x#m$9%W#q$:$<&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s2m1__sm80_paged_scores",FWD_DECODE,80,FP16_KV8,256,16,32,2,2,0,0,1,4,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U.8&x#m$9%W#q$:$<&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,0,1,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w&y&z&|'4$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,0,1,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w&y&z&|'4$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,256,16,32,4,2,0,0,1,1,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#''M'O#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~-r-t-w&y&z'J'K$##n.%.F$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w4s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,256,16,32,4,2,0,0,1,1,1,0,128,152896,0,1,1,0,0,"#a#$#%#&#'#L#b#c#d'X-k-m#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g-l-n-o-p-q#~.'.(-w&y&z'J'K$##n.%.F$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s2m1__sm80_contiguous_kascade",FWD_DECODE,80,BF16_KV8,256,16,32,2,2,0,0,0,1,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T&y&z&|'4$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s2m1__sm80_contiguous_kascade",FWD_DECODE,80,FP16_KV8,256,16,32,2,2,0,0,0,1,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U&y&z&|'4$##n'I$&&%&n#l"),
SA__GV("fwd_decode__bf16_kv8_d256_n32w2s2m1__sm80_paged_kascade",FWD_DECODE,80,BF16_KV8,256,16,32,2,2,0,0,1,1,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'#i#j#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.T&y&z'J'K$##n'I$&&%&n&p"),
SA__GV("fwd_decode__fp16_kv8_d256_n32w2s2m1__sm80_paged_kascade",FWD_DECODE,80,FP16_KV8,256,16,32,2,2,0,0,1,1,1,1,64,80704,0,1,1,0,0,"#a#$#%#&#'&q&r#c#d.X#2#3#4#5#6#7#8#9#:#;#<#=#u#x#y#g#z#~.U&y&z'J'K$##n'I$&&%&n#l"),
SA__GV("decode_combine__bf16_d256__sm80",DECODE_COMBINE,80,BF16,256,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''Z(+$A$B"),
SA__GV("decode_combine__fp16_d256__sm80",DECODE_COMBINE,80,FP16,256,0,0,4,0,0,0,0,0,0,0,128,0,0,1,1,0,0,"$=#$#%#&#''n(+$A$B"),
SA__GV("fwd_block_sparse__bf16_d256_m128n64w8s2__sm80",BLOCK_SPARSE,80,BF16,256,128,64,8,2,0,0,0,0,0,0,256,202752,8224,1,1,0,0,"###$#%#&#'#(#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal",BLOCK_SPARSE,80,BF16,256,128,64,8,2,1,0,0,0,0,0,256,202752,8224,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d256_m128n64w8s2__sm80_causal_delta",BLOCK_SPARSE,80,BF16,256,128,64,8,2,1,0,0,1,0,0,256,202752,8224,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d256_m128n64w8s2__sm80",BLOCK_SPARSE,80,FP16,256,128,64,8,2,0,0,0,0,0,0,256,202752,8224,1,1,0,0,"###$#%#&#'#L#)#+#,#-'t#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal",BLOCK_SPARSE,80,FP16,256,128,64,8,2,1,0,0,0,0,0,256,202752,8224,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d256_m128n64w8s2__sm80_causal_delta",BLOCK_SPARSE,80,FP16,256,128,64,8,2,1,0,0,1,0,0,256,202752,8224,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$X$V$W"),
SA__GV("fwd_block_sparse__bf16_d256_m128n32w8s2__sm80",BLOCK_SPARSE,80,BF16,256,128,32,8,2,0,0,0,0,0,1,256,135168,8224,1,1,0,0,"###$#%#&#'#(#)#+#,#-(,#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d256_m128n32w8s2__sm80_causal",BLOCK_SPARSE,80,BF16,256,128,32,8,2,1,0,0,0,0,1,256,135168,8224,1,1,0,0,"###$#%#&#'#(#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__bf16_d256_m128n32w8s2__sm80_causal_delta",BLOCK_SPARSE,80,BF16,256,128,32,8,2,1,0,0,1,0,1,256,135168,8224,1,1,0,0,"###$#%#&#'#(#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$T$U$V$W"),
SA__GV("fwd_block_sparse__fp16_d256_m128n32w8s2__sm80",BLOCK_SPARSE,80,FP16,256,128,32,8,2,0,0,0,0,0,1,256,135168,8224,1,1,0,0,"###$#%#&#'#L#)#+#,#-(,#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d256_m128n32w8s2__sm80_causal",BLOCK_SPARSE,80,FP16,256,128,32,8,2,1,0,0,0,0,1,256,135168,8224,1,1,0,0,"###$#%#&#'#L#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$Q#I#J"),
SA__GV("fwd_block_sparse__fp16_d256_m128n32w8s2__sm80_causal_delta",BLOCK_SPARSE,80,FP16,256,128,32,8,2,1,0,0,1,0,1,256,135168,8224,1,1,0,0,"###$#%#&#'#L#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$F$G$H$I$J$K$L$M$N$O$P$S$X$V$W"),
SA__GV("fwd_kascade__bf16_d256_m128n64w8s2__sm80_causal",KASCADE_SPARSE,80,BF16,256,128,64,8,2,1,0,0,0,0,0,256,202752,768,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d256_m128n64w8s2__sm80_causal",KASCADE_SPARSE,80,FP16,256,128,64,8,2,1,0,0,0,0,0,256,202752,768,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d256_m128n32w8s2__sm80_causal",KASCADE_SPARSE,80,BF16,256,128,32,8,2,1,0,0,0,0,1,256,135168,384,1,1,0,0,"###$#%#&#'#(#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d256_m128n32w8s2__sm80_causal",KASCADE_SPARSE,80,FP16,256,128,32,8,2,1,0,0,0,0,1,256,135168,384,1,1,0,0,"###$#%#&#'#L#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d256_m64n32w4s2__sm80_causal",KASCADE_SPARSE,80,BF16,256,64,32,4,2,1,0,0,0,0,2,128,101376,384,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d256_m64n32w4s2__sm80_causal",KASCADE_SPARSE,80,FP16,256,64,32,4,2,1,0,0,0,0,2,128,101376,384,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__bf16_d256_m32n32w2s2__sm80_causal",KASCADE_SPARSE,80,BF16,256,32,32,2,2,1,0,0,0,0,3,64,84480,384,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade__fp16_d256_m32n32w2s2__sm80_causal",KASCADE_SPARSE,80,FP16,256,32,32,2,2,1,0,0,0,0,3,64,84480,384,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]$Y$Z$[$]$^$_$`#I#J"),
SA__GV("fwd_kascade_pool__bf16_d256_m128n64w8s2__sm80_causal",KASCADE_POOL,80,BF16,256,128,64,8,2,1,0,0,0,0,0,256,202752,2048,1,1,0,0,"###$#%#&#'#(#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__fp16_d256_m128n64w8s2__sm80_causal",KASCADE_POOL,80,FP16,256,128,64,8,2,1,0,0,0,0,0,256,202752,2048,1,1,0,0,"###$#%#&#'#L#)#+#,#-'w#0'u#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]#D$e$f$g$h$i$j$k$l$m"),
SA__GV("fwd_kascade_pool__bf16_d256_m128n32w8s2__sm80_causal",KASCADE_POOL,80,BF16,256,128,32,8,2,1,0,0,0,0,1,256,135168,1024,1,1,0,0,"###$#%#&#'#(#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__fp16_d256_m128n32w8s2__sm80_causal",KASCADE_POOL,80,FP16,256,128,32,8,2,1,0,0,0,0,1,256,135168,1024,1,1,0,0,"###$#%#&#'#L#)#+#,#-(.#0(-#2#3#4#5#6#7#8#9#:#;#<#='v#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__bf16_d256_m64n32w4s2__sm80_causal",KASCADE_POOL,80,BF16,256,64,32,4,2,1,0,0,0,0,2,128,101376,512,2,1,0,0,"###$#%#&#'#(#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__fp16_d256_m64n32w4s2__sm80_causal",KASCADE_POOL,80,FP16,256,64,32,4,2,1,0,0,0,0,2,128,101376,512,2,1,0,0,"###$#%#&#'#L#)#+#,#-'z#0'y#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__bf16_d256_m32n32w2s2__sm80_causal",KASCADE_POOL,80,BF16,256,32,32,2,2,1,0,0,0,0,3,64,84480,256,2,1,0,0,"###$#%#&#'#(#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_kascade_pool__fp16_d256_m32n32w2s2__sm80_causal",KASCADE_POOL,80,FP16,256,32,32,2,2,1,0,0,0,0,3,64,84480,256,2,1,0,0,"###$#%#&#'#L#)#+#,#-'}#0'|#2#3#4#5#6#7#8#9#:#;#<#=#>#@#A#]#D$e$f$g$h$i$j')'+','-'.'0"),
SA__GV("fwd_qsa__bf16_d256_m64n64w4s2__sm80_exact",QSA,80,BF16,256,64,64,4,2,1,0,0,0,0,0,128,168960,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d256_m64n64w4s2__sm80_exact_g32",QSA,80,BF16,256,64,64,4,2,1,0,0,0,0,0,128,168960,0,1,1,0,32,"$n#$#%#&#'#(#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=(2$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__bf16_d256_m64n64w4s2__sm80_tree",QSA,80,BF16,256,64,64,4,2,1,0,0,1,0,0,128,168960,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d256_m64n64w4s2__sm80_tree_g32",QSA,80,BF16,256,64,64,4,2,1,0,0,1,0,0,128,168960,0,1,1,0,32,"$n#$#%#&#'#(#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=(2$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__bf16_d256_m64n64w4s2__sm80_estimated",QSA,80,BF16,256,64,64,4,2,1,0,0,2,0,0,128,168960,0,1,1,0,64,"$n#$#%#&#'#(#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__bf16_d256_m64n64w4s2__sm80_estimated_g32",QSA,80,BF16,256,64,64,4,2,1,0,0,2,0,0,128,168960,0,1,1,0,32,"$n#$#%#&#'#(#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=(2$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d256_m64n64w4s2__sm80_exact",QSA,80,FP16,256,64,64,4,2,1,0,0,0,0,0,128,168960,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d256_m64n64w4s2__sm80_exact_g32",QSA,80,FP16,256,64,64,4,2,1,0,0,0,0,0,128,168960,0,1,1,0,32,"$n#$#%#&#'#L#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=(2$q$r$s#@#A$t$u$v$w$x$y$z${$|$}$~%##I#J"),
SA__GV("fwd_qsa__fp16_d256_m64n64w4s2__sm80_tree",QSA,80,FP16,256,64,64,4,2,1,0,0,1,0,0,128,168960,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d256_m64n64w4s2__sm80_tree_g32",QSA,80,FP16,256,64,64,4,2,1,0,0,1,0,0,128,168960,0,1,1,0,32,"$n#$#%#&#'#L#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=(2$q$r$s#@#A$t$u$v$w$x%%%&%'$z${$|$}%(%)%+#I#J"),
SA__GV("fwd_qsa__fp16_d256_m64n64w4s2__sm80_estimated",QSA,80,FP16,256,64,64,4,2,1,0,0,2,0,0,128,168960,0,1,1,0,64,"$n#$#%#&#'#L#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=$p$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_qsa__fp16_d256_m64n64w4s2__sm80_estimated_g32",QSA,80,FP16,256,64,64,4,2,1,0,0,2,0,0,128,168960,0,1,1,0,32,"$n#$#%#&#'#L#)#+#,#-(0#0(1#2#3#4#5#6#7#8#9#:#;#<#=(2$q$r$s#@#A$t$u$v$w$x%,$z${$|$}%-%.%0#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90",FWD_PREFILL,90,BF16,256,128,64,8,2,0,0,0,0,0,0,384,197632,80,1,1,1,0,"%1#$#%#&#'($#)#+#,#-(3%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(5(6(7(8(9(:#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_causal",FWD_PREFILL,90,BF16,256,128,64,8,2,1,0,0,0,0,0,384,197632,80,1,1,1,0,"%1#$#%#&#'($#)#+#,#-(;%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(5(6(7(8(9(:#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90",FWD_PREFILL,90,FP16,256,128,64,8,2,0,0,0,0,0,0,384,197632,80,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-(3%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(<(=(7(8(9(:#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_causal",FWD_PREFILL,90,FP16,256,128,64,8,2,1,0,0,0,0,0,384,197632,80,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-(;%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(<(=(7(8(9(:#A#B#C%F%G%H%I%J%K%y%M&I%P%Q%R%S%T%U#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_blasst",FWD_PREFILL,90,BF16,256,128,64,8,2,0,1,0,0,0,0,384,197632,96,1,1,1,0,"%1#$#%#&#'($#)#+#,#-(3%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(5(6(7(8(>%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_causal_blasst",FWD_PREFILL,90,BF16,256,128,64,8,2,1,1,0,0,0,0,384,197632,96,1,1,1,0,"%1#$#%#&#'($#)#+#,#-(;%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(5(6(7(8(>%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_blasst",FWD_PREFILL,90,FP16,256,128,64,8,2,0,1,0,0,0,0,384,197632,96,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-(3%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(<(=(7(8(>%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_causal_blasst",FWD_PREFILL,90,FP16,256,128,64,8,2,1,1,0,0,0,0,384,197632,96,1,1,1,0,"%1#$#%#&#'(%#)#+#,#-(;%6#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A%B(<(=(7(8(>%[#A#B#C%F%]%^%H%I%J%K%y%M&I%P%Q%_%`%a%T%b#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_paged",FWD_PREFILL,90,BF16,256,128,64,8,2,0,0,1,0,0,0,384,197632,80,1,1,0,0,"%1#$#%#&#'($#)#+#,#-.G#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.I(B(8.R%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_causal_paged",FWD_PREFILL,90,BF16,256,128,64,8,2,1,0,1,0,0,0,384,197632,80,1,1,0,0,"%1#$#%#&#'($#)#+#,#-.V#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.I(B(8.R%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_paged",FWD_PREFILL,90,FP16,256,128,64,8,2,0,0,1,0,0,0,384,197632,80,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-.G#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.W(B(8.R%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_causal_paged",FWD_PREFILL,90,FP16,256,128,64,8,2,1,0,1,0,0,0,384,197632,80,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-.V#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.W(B(8.R%f%[#A#R#S#T%F%G%H%I%J%K(@%l%S%T%m%n#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_blasst_paged",FWD_PREFILL,90,BF16,256,128,64,8,2,0,1,1,0,0,0,384,197632,96,1,1,0,0,"%1#$#%#&#'($#)#+#,#-.G#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.I(B(8.R%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__bf16_d256_m128n64w8s2__sm90_causal_blasst_paged",FWD_PREFILL,90,BF16,256,128,64,8,2,1,1,1,0,0,0,384,197632,96,1,1,0,0,"%1#$#%#&#'($#)#+#,#-.V#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.I(B(8.R%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_blasst_paged",FWD_PREFILL,90,FP16,256,128,64,8,2,0,1,1,0,0,0,384,197632,96,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-.G#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.W(B(8.R%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("fwd_prefill__fp16_d256_m128n64w8s2__sm90_causal_blasst_paged",FWD_PREFILL,90,FP16,256,128,64,8,2,1,1,1,0,0,0,384,197632,96,1,1,0,0,"%1#$#%#&#'(%#)#+#,#-.V#2#3#4#5#6#7#8#9%7%8%9%:%;%<%=%>%@%A.W(B(8.R%f%[#A#R#S#T%F%]%^%H%I%J%K(@%p%q%a%T%m%r#I#J"),
SA__GV("momo_union_trim__sm80",UNION_TRIM,80,BF16,0,0,0,8,0,0,0,0,0,0,0,256,0,16,1,1,0,0,"(E(F#$#%#&#'.^(H(I(J(K(L(M(N(O(P(Q(R(S(T(U(V(W(X(Y(Z([(](^(_(`(a(b(c(d(e(f(g(h(i(j(k(l(m(n(o(p(q(r(s(t(u(v(w(x(y(z({(|(}(~)#(t)$(u)%)&)')()))+(y),)-).)0)1)2(}(~)3)4)5"),
SA__GV("block_mass__sm80",BLOCK_MASS,80,BF16,0,0,0,4,0,0,0,0,0,0,0,128,0,16,1,1,0,0,")6(F#$#%#&#'.^)7)8)9):);)<)=(P)>)@)A)B)C(h)D)E)F)G)H({)I)J)K)L)M)N)O)P)Q)R)S"),
SA__GV("kascade_pool_scores__sm80",POOL_SCORES,80,BF16,0,0,0,8,0,0,0,0,0,0,0,256,0,64,1,1,0,0,")T(F#$#%#&#'.^)U)V)W)X)Y)Z)[(P)])^)_)`)a)b)c)d)e)f)g(})h)i)j)5"),
SA__GV("kascade_sim__sm80",KASCADE_SIM,80,BF16,0,0,0,4,0,0,0,0,0,0,0,128,0,32,1,1,0,0,")k(F#$#%#&#'.^)l)m)n)o)p)q)r)s(P)t)u)v)w)x)y(})z){)|)})~+#+$+%+&+'+(+)+++,+-+.+0+1+2+3+4+5+6+7)S"),
SA__GV("kascade_topk__sm80",TOPK_SELECT,80,BF16,0,0,0,32,0,0,0,0,0,0,0,1024,0,8928,1,1,0,0,"+8(F#$#%#&#'.^+9+:+;+<+=+>+@+A+B+C+D+E+F+G+H+I(P+J+K)_)`+L+M+N+O+P+Q+R+S+T+U+V+W+X+Y+Z+[+]+^+_+`+a+b+c+d+e+f+g+h+i+j+k(p+l+m+n+o+p+q+r+s+t+u+v+w+x+y+z+{+|+}+~,#,$(},%,&,',(,),+,,,-,.,0,1,2,3,4,5,6,7,8,9,:,;,<,=,5,>,@,A,B,C,D,E,F,G,H,I,J){,K,L,M,N,O,P,Q,R,S,T,U,V,D,W,X,Y,Z,5,[,],^,_,`,a+y,b,c+|,d,e,f)5"),
SA__GV("kascade_topk_split__sm80",TOPK_SPLIT,80,BF16,0,0,0,32,0,0,0,0,0,0,0,1024,0,8720,1,1,0,0,",g(F#$#%#&#'.^,h,i,j,k,l,m,n,o,p+B,q,r(P,s,t,u+M+N+O+P+Q+R+S+T+U+V,v,w,x,y,z,{,|,},~-#-$-%-&-'-(-)-+-,---.-0-1-2-3-4-5-6-7-8-9-:-;-+-<-=->-@-A-B-C-7-0-D-E-F-G-H-I(p-J(}-K-L-M-N-O-P-+-Q-R-S-T-U-V-W-X-Y-Z-[)S"),
SA__GV("merge_states__bf16__sm80",MERGE_STATES,80,BF16,0,0,0,8,0,0,0,0,0,0,0,256,0,0,1,1,0,0,"-]#$#%#&#'._-_-`-a-b-c"),
SA__GV("merge_states__fp16__sm80",MERGE_STATES,80,FP16,0,0,0,8,0,0,0,0,0,0,0,256,0,0,1,1,0,0,"-]#$#%#&#'.`-_-`-g-c"),
};
#undef SA__GV
static const sa__config sa__gen_configs[] = {
  {"m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 64, 80, 128, 128, 4, 2, 0, 92160, 16, 128, 2, 192, 255},
  {"m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 64, 80, 128, 128, 4, 2, 0, 92160, 16, 128, 2, 192, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 0, 0, 64, 80, 16, 32, 4, 4, 0, 154880, 0, 128, 1, 96, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 0, 64, 80, 16, 32, 4, 2, 1, 81152, 0, 128, 1, 96, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 1, 0, 64, 80, 16, 32, 4, 4, 0, 118016, 16, 128, 1, 96, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 1, 0, 64, 80, 16, 32, 4, 2, 1, 81152, 16, 128, 1, 96, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 0, 3, 64, 80, 16, 32, 4, 4, 0, 118016, 0, 128, 1, 48, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 3, 64, 80, 16, 32, 4, 2, 1, 81152, 0, 128, 1, 48, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 0, 4, 64, 80, 16, 32, 4, 4, 0, 154880, 0, 128, 1, 48, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 4, 64, 80, 16, 32, 4, 2, 1, 81152, 0, 128, 1, 48, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 0, 1, 64, 80, 16, 32, 4, 4, 0, 154880, 0, 128, 1, 48, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 1, 64, 80, 16, 32, 4, 2, 1, 81152, 0, 128, 1, 48, 255},
  {"m128n64w4s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 0, 64, 80, 128, 64, 4, 2, 0, 55296, 8208, 128, 2, 128, 255},
  {"m128n64w4s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 1, 64, 80, 128, 64, 4, 2, 0, 55296, 8208, 128, 2, 128, 255},
  {"m128n64w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 64, 80, 128, 64, 4, 2, 0, 55296, 768, 128, 2, 128, 255},
  {"m64n64w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 64, 80, 64, 64, 4, 2, 1, 46080, 768, 128, 2, 64, 255},
  {"m32n64w2s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 64, 80, 32, 64, 2, 2, 2, 41472, 768, 64, 2, 64, 255},
  {"m128n64w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 64, 80, 128, 64, 4, 2, 0, 55296, 1024, 128, 2, 128, 255},
  {"m64n64w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 64, 80, 64, 64, 4, 2, 1, 46080, 1024, 128, 2, 64, 255},
  {"m32n64w2s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 64, 80, 32, 64, 2, 2, 2, 41472, 512, 64, 2, 64, 255},
  {"m128n64w8s2__sm80", SA__KIND_QSA, 0, 0, 64, 80, 128, 64, 8, 2, 0, 55296, 0, 256, 1, 64, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 0, 64, 80, 64, 64, 4, 2, 1, 46080, 0, 128, 1, 64, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 0, 64, 80, 32, 64, 2, 2, 2, 41472, 0, 64, 1, 64, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 1, 64, 80, 64, 64, 4, 2, 0, 46080, 0, 128, 1, 64, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 1, 64, 80, 32, 64, 2, 2, 1, 41472, 0, 64, 1, 64, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 2, 64, 80, 64, 64, 4, 2, 0, 46080, 0, 128, 1, 64, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 2, 64, 80, 32, 64, 2, 2, 1, 41472, 0, 64, 1, 64, 255},
  {"m192n128w12s5__sm90", SA__KIND_FWD_PREFILL, 0, 0, 64, 90, 192, 128, 12, 5, 0, 189440, 208, 512, 1, 96, 160},
  {"m192n128w12s5__sm90", SA__KIND_FWD_PREFILL, 1, 0, 64, 90, 192, 128, 12, 5, 0, 189440, 224, 512, 1, 96, 160},
  {"m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 0, 0, 64, 90, 128, 128, 8, 2, 0, 82944, 8320, 384, 1, 96, 232},
  {"m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 0, 1, 64, 90, 128, 128, 8, 2, 0, 82944, 8320, 384, 1, 96, 232},
  {"m128n128w8s2__sm90", SA__KIND_QSA, 0, 0, 64, 90, 128, 128, 8, 2, 0, 82944, 80, 384, 1, 96, 232},
  {"m128n128w8s3__sm90", SA__KIND_QSA, 0, 1, 64, 90, 128, 128, 8, 3, 0, 115712, 128, 384, 1, 96, 232},
  {"m128n128w8s2__sm90", SA__KIND_QSA, 0, 2, 64, 90, 128, 128, 8, 2, 0, 82944, 80, 384, 1, 96, 232},
  {"m128n128w8s3__sm90", SA__KIND_KASCADE_SPARSE, 0, 0, 64, 90, 128, 128, 8, 3, 0, 115712, 1664, 384, 1, 96, 232},
  {"m128n128w8s4__sm90", SA__KIND_KASCADE_POOL, 0, 0, 64, 90, 128, 128, 8, 4, 0, 132096, 8352, 384, 1, 96, 232},
  {"m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 96, 80, 128, 48, 4, 2, 0, 66560, 16, 128, 2, 144, 255},
  {"m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 96, 80, 128, 48, 4, 2, 0, 66560, 16, 128, 2, 144, 255},
  {"n16w8s3__sm80", SA__KIND_FWD_DECODE, 0, 0, 96, 80, 16, 16, 8, 3, 0, 169216, 0, 256, 1, 112, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 0, 96, 80, 16, 32, 4, 2, 1, 114944, 0, 128, 1, 128, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 0, 96, 80, 16, 32, 2, 3, 2, 85760, 0, 64, 1, 128, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 1, 0, 96, 80, 16, 32, 4, 4, 0, 168192, 16, 128, 1, 128, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 1, 0, 96, 80, 16, 32, 4, 3, 1, 141568, 16, 128, 1, 128, 255},
  {"n32w2s4__sm80", SA__KIND_FWD_DECODE, 1, 0, 96, 80, 16, 32, 2, 4, 2, 85760, 16, 64, 1, 128, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 0, 3, 96, 80, 16, 32, 4, 3, 0, 141568, 0, 128, 1, 64, 255},
  {"n32w2s4__sm80", SA__KIND_FWD_DECODE, 0, 3, 96, 80, 16, 32, 2, 4, 1, 85760, 0, 64, 1, 64, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 0, 4, 96, 80, 16, 32, 4, 3, 0, 168192, 0, 128, 1, 64, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 4, 96, 80, 16, 32, 4, 2, 1, 114944, 0, 128, 1, 64, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 4, 96, 80, 16, 32, 2, 3, 2, 85760, 0, 64, 1, 64, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 0, 1, 96, 80, 16, 32, 4, 3, 0, 168192, 0, 128, 1, 64, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 1, 96, 80, 16, 32, 4, 2, 1, 114944, 0, 128, 1, 64, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 1, 96, 80, 16, 32, 2, 3, 2, 85760, 0, 64, 1, 64, 255},
  {"m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 0, 96, 80, 128, 32, 4, 2, 0, 53248, 8208, 128, 2, 128, 255},
  {"m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 1, 96, 80, 128, 32, 4, 2, 0, 53248, 8208, 128, 2, 128, 255},
  {"m128n32w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 96, 80, 128, 32, 4, 2, 0, 53248, 384, 128, 2, 128, 255},
  {"m64n64w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 96, 80, 64, 64, 4, 2, 1, 66560, 768, 128, 2, 80, 255},
  {"m32n64w2s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 96, 80, 32, 64, 2, 2, 2, 59904, 768, 64, 2, 80, 255},
  {"m128n32w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 96, 80, 128, 32, 4, 2, 0, 53248, 512, 128, 2, 128, 255},
  {"m64n64w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 96, 80, 64, 64, 4, 2, 1, 66560, 1024, 128, 2, 80, 255},
  {"m32n64w2s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 96, 80, 32, 64, 2, 2, 2, 59904, 512, 64, 2, 80, 255},
  {"m128n64w8s2__sm80", SA__KIND_QSA, 0, 0, 96, 80, 128, 64, 8, 2, 0, 79872, 0, 256, 1, 80, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 0, 96, 80, 64, 64, 4, 2, 1, 66560, 0, 128, 1, 80, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 0, 96, 80, 32, 64, 2, 2, 2, 59904, 0, 64, 1, 80, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 1, 96, 80, 64, 64, 4, 2, 0, 66560, 0, 128, 1, 80, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 1, 96, 80, 32, 64, 2, 2, 1, 59904, 0, 64, 1, 80, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 2, 96, 80, 64, 64, 4, 2, 0, 66560, 0, 128, 1, 80, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 2, 96, 80, 32, 64, 2, 2, 1, 59904, 0, 64, 1, 80, 255},
  {"m128n128w8s3__sm90", SA__KIND_FWD_PREFILL, 0, 0, 96, 90, 128, 128, 8, 3, 0, 230400, 128, 384, 1, 112, 232},
  {"m128n128w8s3__sm90", SA__KIND_FWD_PREFILL, 1, 0, 96, 90, 128, 128, 8, 3, 0, 230400, 144, 384, 1, 112, 232},
  {"m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 128, 80, 128, 64, 4, 2, 0, 104448, 16, 128, 2, 192, 255},
  {"m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 128, 80, 128, 64, 4, 2, 0, 104448, 16, 128, 2, 192, 255},
  {"m128n32w4s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 128, 80, 128, 32, 4, 2, 1, 69632, 16, 128, 2, 160, 255},
  {"m128n32w4s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 128, 80, 128, 32, 4, 2, 1, 69632, 16, 128, 2, 160, 255},
  {"n16w8s3__sm80", SA__KIND_FWD_DECODE, 0, 0, 128, 80, 16, 16, 8, 3, 0, 219392, 0, 256, 1, 144, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 0, 128, 80, 16, 32, 4, 2, 1, 148736, 0, 128, 1, 160, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 0, 128, 80, 16, 32, 2, 2, 2, 76544, 0, 64, 1, 160, 255},
  {"n32w4s4__sm80", SA__KIND_FWD_DECODE, 1, 0, 128, 80, 16, 32, 4, 4, 0, 218368, 16, 128, 1, 160, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 1, 0, 128, 80, 16, 32, 4, 2, 1, 148736, 16, 128, 1, 160, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 1, 0, 128, 80, 16, 32, 2, 3, 2, 93952, 16, 64, 1, 160, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 0, 3, 128, 80, 16, 32, 4, 3, 0, 183552, 0, 128, 1, 80, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 3, 128, 80, 16, 32, 4, 2, 1, 148736, 0, 128, 1, 80, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 3, 128, 80, 16, 32, 2, 3, 2, 93952, 0, 64, 1, 80, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 0, 4, 128, 80, 16, 32, 4, 3, 0, 218368, 0, 128, 1, 80, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 4, 128, 80, 16, 32, 4, 2, 1, 148736, 0, 128, 1, 80, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 4, 128, 80, 16, 32, 2, 2, 2, 76544, 0, 64, 1, 80, 255},
  {"n32w4s3__sm80", SA__KIND_FWD_DECODE, 0, 1, 128, 80, 16, 32, 4, 3, 0, 218368, 0, 128, 1, 80, 255},
  {"n32w4s2__sm80", SA__KIND_FWD_DECODE, 0, 1, 128, 80, 16, 32, 4, 2, 1, 148736, 0, 128, 1, 80, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 1, 128, 80, 16, 32, 2, 2, 2, 76544, 0, 64, 1, 80, 255},
  {"m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 0, 128, 80, 128, 32, 4, 2, 0, 69632, 8208, 128, 2, 160, 255},
  {"m128n32w4s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 1, 128, 80, 128, 32, 4, 2, 0, 69632, 8208, 128, 2, 160, 255},
  {"m128n32w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 128, 80, 128, 32, 4, 2, 0, 69632, 384, 128, 2, 160, 255},
  {"m64n64w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 128, 80, 64, 64, 4, 2, 1, 87040, 768, 128, 2, 96, 255},
  {"m32n64w2s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 128, 80, 32, 64, 2, 2, 2, 78336, 768, 64, 2, 96, 255},
  {"m128n32w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 128, 80, 128, 32, 4, 2, 0, 69632, 512, 128, 2, 160, 255},
  {"m64n64w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 128, 80, 64, 64, 4, 2, 1, 87040, 1024, 128, 2, 96, 255},
  {"m32n64w2s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 128, 80, 32, 64, 2, 2, 2, 78336, 512, 64, 2, 96, 255},
  {"m128n64w8s2__sm80", SA__KIND_QSA, 0, 0, 128, 80, 128, 64, 8, 2, 0, 104448, 0, 256, 1, 96, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 0, 128, 80, 64, 64, 4, 2, 1, 87040, 0, 128, 1, 96, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 0, 128, 80, 32, 64, 2, 2, 2, 78336, 0, 64, 1, 96, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 1, 128, 80, 64, 64, 4, 2, 0, 87040, 0, 128, 1, 96, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 1, 128, 80, 32, 64, 2, 2, 1, 78336, 0, 64, 1, 96, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 2, 128, 80, 64, 64, 4, 2, 0, 87040, 0, 128, 1, 96, 255},
  {"m32n64w2s2__sm80", SA__KIND_QSA, 0, 2, 128, 80, 32, 64, 2, 2, 1, 78336, 0, 64, 1, 96, 255},
  {"m128n128w8s3__sm90", SA__KIND_FWD_PREFILL, 0, 0, 128, 90, 128, 128, 8, 3, 0, 230400, 128, 384, 1, 128, 232},
  {"m128n128w8s3__sm90", SA__KIND_FWD_PREFILL, 1, 0, 128, 90, 128, 128, 8, 3, 0, 230400, 144, 384, 1, 128, 232},
  {"m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 0, 0, 128, 90, 128, 128, 8, 2, 0, 164864, 8320, 384, 1, 128, 232},
  {"m128n128w8s2__sm90", SA__KIND_BLOCK_SPARSE, 0, 1, 128, 90, 128, 128, 8, 2, 0, 164864, 8320, 384, 1, 128, 232},
  {"m128n128w8s2__sm90", SA__KIND_QSA, 0, 0, 128, 90, 128, 128, 8, 2, 0, 164864, 80, 384, 1, 128, 232},
  {"m128n128w8s3__sm90", SA__KIND_QSA, 0, 1, 128, 90, 128, 128, 8, 3, 0, 230400, 128, 384, 1, 128, 232},
  {"m128n128w8s2__sm90", SA__KIND_QSA, 0, 2, 128, 90, 128, 128, 8, 2, 0, 164864, 80, 384, 1, 128, 232},
  {"m128n128w8s3__sm90", SA__KIND_KASCADE_SPARSE, 0, 0, 128, 90, 128, 128, 8, 3, 0, 230400, 1664, 384, 1, 128, 232},
  {"m128n128w8s2__sm90", SA__KIND_KASCADE_POOL, 0, 0, 128, 90, 128, 128, 8, 2, 0, 197632, 8272, 384, 1, 128, 232},
  {"m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 256, 80, 128, 64, 8, 2, 0, 202752, 16, 256, 1, 160, 255},
  {"m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 256, 80, 128, 64, 8, 2, 0, 202752, 16, 256, 1, 160, 255},
  {"m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 256, 80, 64, 32, 4, 2, 1, 101376, 16, 128, 2, 144, 255},
  {"m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 256, 80, 64, 32, 4, 2, 1, 101376, 16, 128, 2, 144, 255},
  {"m32n32w2s2__sm80", SA__KIND_FWD_PREFILL, 0, 0, 256, 80, 32, 32, 2, 2, 2, 84480, 16, 64, 2, 144, 255},
  {"m32n32w2s2__sm80", SA__KIND_FWD_PREFILL, 1, 0, 256, 80, 32, 32, 2, 2, 2, 84480, 16, 64, 2, 144, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 0, 256, 80, 16, 32, 2, 3, 0, 213760, 0, 64, 1, 144, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 0, 256, 80, 16, 32, 2, 2, 1, 146176, 0, 64, 1, 144, 255},
  {"n32w1s2__sm80", SA__KIND_FWD_DECODE, 0, 0, 256, 80, 16, 32, 1, 2, 2, 77312, 0, 32, 1, 144, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 1, 0, 256, 80, 16, 32, 2, 3, 0, 179968, 16, 64, 1, 144, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 1, 0, 256, 80, 16, 32, 2, 2, 1, 146176, 16, 64, 1, 144, 255},
  {"n32w1s3__sm80", SA__KIND_FWD_DECODE, 1, 0, 256, 80, 16, 32, 1, 3, 2, 94208, 16, 32, 1, 144, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 3, 256, 80, 16, 32, 2, 3, 0, 179968, 0, 64, 1, 144, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 3, 256, 80, 16, 32, 2, 2, 1, 146176, 0, 64, 1, 144, 255},
  {"n32w1s3__sm80", SA__KIND_FWD_DECODE, 0, 3, 256, 80, 16, 32, 1, 3, 2, 94208, 0, 32, 1, 144, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 4, 256, 80, 16, 32, 2, 3, 0, 213760, 0, 64, 1, 144, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 4, 256, 80, 16, 32, 2, 2, 1, 146176, 0, 64, 1, 144, 255},
  {"n32w1s2__sm80", SA__KIND_FWD_DECODE, 0, 4, 256, 80, 16, 32, 1, 2, 2, 77312, 0, 32, 1, 144, 255},
  {"n32w2s3__sm80", SA__KIND_FWD_DECODE, 0, 1, 256, 80, 16, 32, 2, 3, 0, 213760, 0, 64, 1, 144, 255},
  {"n32w2s2__sm80", SA__KIND_FWD_DECODE, 0, 1, 256, 80, 16, 32, 2, 2, 1, 146176, 0, 64, 1, 144, 255},
  {"n32w1s2__sm80", SA__KIND_FWD_DECODE, 0, 1, 256, 80, 16, 32, 1, 2, 2, 77312, 0, 32, 1, 144, 255},
  {"m128n64w8s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 0, 256, 80, 128, 64, 8, 2, 0, 202752, 8224, 256, 1, 160, 255},
  {"m128n64w8s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 1, 256, 80, 128, 64, 8, 2, 0, 202752, 8224, 256, 1, 160, 255},
  {"m128n32w8s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 0, 256, 80, 128, 32, 8, 2, 1, 135168, 8224, 256, 1, 144, 255},
  {"m128n32w8s2__sm80", SA__KIND_BLOCK_SPARSE, 0, 1, 256, 80, 128, 32, 8, 2, 1, 135168, 8224, 256, 1, 144, 255},
  {"m128n64w8s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 256, 80, 128, 64, 8, 2, 0, 202752, 768, 256, 1, 160, 255},
  {"m128n32w8s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 256, 80, 128, 32, 8, 2, 1, 135168, 384, 256, 1, 144, 255},
  {"m64n32w4s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 256, 80, 64, 32, 4, 2, 2, 101376, 384, 128, 2, 144, 255},
  {"m32n32w2s2__sm80", SA__KIND_KASCADE_SPARSE, 0, 0, 256, 80, 32, 32, 2, 2, 3, 84480, 384, 64, 2, 144, 255},
  {"m128n64w8s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 256, 80, 128, 64, 8, 2, 0, 202752, 2048, 256, 1, 160, 255},
  {"m128n32w8s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 256, 80, 128, 32, 8, 2, 1, 135168, 1024, 256, 1, 144, 255},
  {"m64n32w4s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 256, 80, 64, 32, 4, 2, 2, 101376, 512, 128, 2, 144, 255},
  {"m32n32w2s2__sm80", SA__KIND_KASCADE_POOL, 0, 0, 256, 80, 32, 32, 2, 2, 3, 84480, 256, 64, 2, 144, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 0, 256, 80, 64, 64, 4, 2, 0, 168960, 0, 128, 1, 160, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 1, 256, 80, 64, 64, 4, 2, 0, 168960, 0, 128, 1, 160, 255},
  {"m64n64w4s2__sm80", SA__KIND_QSA, 0, 2, 256, 80, 64, 64, 4, 2, 0, 168960, 0, 128, 1, 160, 255},
  {"m128n64w8s2__sm90", SA__KIND_FWD_PREFILL, 0, 0, 256, 90, 128, 64, 8, 2, 0, 197632, 80, 384, 1, 160, 232},
  {"m128n64w8s2__sm90", SA__KIND_FWD_PREFILL, 1, 0, 256, 90, 128, 64, 8, 2, 0, 197632, 96, 384, 1, 160, 232},
};
static const sa__split_policy sa__gen_split_policies[] = {
  {"split8w1", 8, 1},
  {"split4w2", 4, 2},
  {"split16w1", 16, 1},
  {"split16w16", 16, 16},
};
#define SA__GEN_REG_OVERHEAD 55
#define SA__GEN_WS_PRODUCER_REGS(warps) ((warps) == 8 ? 40 : (warps) == 12 ? 32 : 0)
static const sa__arch_limit sa__gen_arch_limits[] = {
  {80, "sm_80", 166912, 1},
  {80, "sm_86", 101376, 1},
  {80, "sm_89", 101376, 0},
  {80, "sm_90a", 232448, 0},
  {80, "sm_100", 232448, 0},
  {80, "sm_120", 101376, 0},
  {90, "sm_90a", 232448, 1},
};
static const sa__config *sa__config_table(int *count) {
  *count = (int)(sizeof(sa__gen_configs) / sizeof(sa__gen_configs[0]));
  return sa__gen_configs;
}
static const sa__split_policy *sa__split_policy_table(int *count) {
  *count = (int)(sizeof(sa__gen_split_policies) / sizeof(sa__gen_split_policies[0]));
  return sa__gen_split_policies;
}
static int sa__split_default(int blasst) { return blasst ? 3 : 0; }
static const sa__arch_limit *sa__arch_limit_table(int *count) {
  *count = (int)(sizeof(sa__gen_arch_limits) / sizeof(sa__gen_arch_limits[0]));
  return sa__gen_arch_limits;
}
static const sa__variant *sa__variant_table(int *count) {
  *count = (int)(sizeof(sa__gen_variants) / sizeof(sa__gen_variants[0]));
  return sa__gen_variants;
}
static const char *sa__gen_line(int i) { return sa__gen_lines[i]; }
static const char *sa__gen_fragment(int i) { return sa__gen_frags[i]; }
static int sa__gen_digits(void) { return SA__GEN_DIGITS; }
static char sa__gen_name_mark(void) { return SA__GEN_NAME_MARK; }
#endif /* SPARSEATTN_KERNELS_HEADER */
#endif /* SPARSEATTN_IMPLEMENTATION */
/* <<< generated kernels <<< */

#endif /* SPARSEATTN_IMPLEMENTATION_DONE */
#endif /* SPARSEATTN_IMPLEMENTATION */
