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
  SA_METHOD_BLASST = 1   /* skip KV tiles whose max is far below the running max (sa_blasst_params) */
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
enum { SA__KIND_FWD_PREFILL = 1, SA__KIND_FWD_DECODE = 2, SA__KIND_DECODE_COMBINE = 3 };

/* One generated kernel (see codegen/variants.py). Its source is lines of the generated line pool.
   bm: query rows per block (decode: 16 * mi); blasst: the BLASST skip policy; paged: paged KV cache. */
typedef struct sa__variant {
  const char *name;
  int kind, family, dtype, head_dim, bm, bn, warps, stages, causal, blasst, paged, mi, preference;
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
  if (ctx) return ctx->magic == SA__MAGIC ? ctx->err : "sa_last_error: ctx is not a live context";
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
  sa__CUresult (*StreamSynchronize)(sa__CUptr);
  sa__CUresult (*StreamCreate)(sa__CUptr *, unsigned);
  sa__CUresult (*StreamDestroy)(sa__CUptr);
  sa__CUresult (*EventCreate)(sa__CUptr *, unsigned);
  sa__CUresult (*EventRecord)(sa__CUptr, sa__CUptr);
  sa__CUresult (*EventElapsedTime)(float *, sa__CUptr, sa__CUptr);
  sa__CUresult (*EventDestroy)(sa__CUptr);
  sa__CUresult (*GetErrorName)(sa__CUresult, const char **);
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
    {SA__CU(StreamSynchronize), {"cuStreamSynchronize", 0, 0}},
    {SA__CU(StreamCreate), {"cuStreamCreate", 0, 0}},
    {SA__CU(StreamDestroy), {"cuStreamDestroy_v2", 0, 0}},
    {SA__CU(EventCreate), {"cuEventCreate", 0, 0}},
    {SA__CU(EventRecord), {"cuEventRecord", 0, 0}},
    {SA__CU(EventElapsedTime), {"cuEventElapsedTime_v2", "cuEventElapsedTime", 0}},
    {SA__CU(EventDestroy), {"cuEventDestroy_v2", 0, 0}},
    {SA__CU(GetErrorName), {"cuGetErrorName", 0, 0}},
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

static const char *sa__cu_err(sa__CUresult r) {
  const char *s = NULL;
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
             opts[0] + 21, sa__nv.GetErrorString(r), log ? log : "(no log)");
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

/* Make the context's primary context current for the duration of a driver call sequence. */
static int sa__push(sa_context *ctx) { return sa__cu.CtxPushCurrent(ctx->cuctx); }
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
  ctx->magic = SA__MAGIC;
  sa__jit_log(&ctx->jit, SA_LOG_INFO, "GPU %d: %s, compute capability %d.%d, %d SMs; kernels for %s by NVRTC %d.%d (%s); "
              "cache %s", options->device, ctx->name, ctx->cc_major, ctx->cc_minor, ctx->sm_count, ctx->arch,
              sa__nv_major, sa__nv_minor, sa__nv_path, ctx->jit.disk ? ctx->jit.dir : "in memory only");
  *out = ctx;
  return SA_OK;
}

SADEF void sa_context_destroy(sa_context *ctx) {
  int i;
  if (!ctx || ctx->magic != SA__MAGIC) return;
  ctx->magic = 0;
  if (sa__push(ctx) == 0) {
    for (i = 0; i < ctx->n_kernels; ++i)
      if (ctx->kernels[i].loaded) sa__cu.ModuleUnload(ctx->kernels[i].module);
    sa__pop();
  }
  sa__cu.DevicePrimaryCtxRelease(ctx->dev);
  pthread_mutex_destroy(&ctx->mu);
  pthread_mutex_destroy(&ctx->err_mu);
  pthread_mutex_destroy(&ctx->jit.mu);
  SA_FREE(ctx->kernels);
  SA_FREE(ctx);
}

static int sa__live(const sa_context *ctx) { return ctx && ctx->magic == SA__MAGIC; }

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
static sa_status sa__kernel_get(sa_context *ctx, int vi, sa__CUptr *fn) {
  int n;
  const sa__variant *v = sa__variant_table(&n);
  sa__kernel k;
  unsigned char *cubin = NULL;
  size_t len = 0;
  char msg[SA__ERR_CAP];
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
  msg[0] = 0;
  t0 = sa__now_ms();
  st = sa__jit_cubin(&ctx->jit, &v[vi], ctx->arch, &cubin, &len, &k.from_disk, &k.compile_ms, msg, sizeof msg);
  if (st != SA_OK) return sa__fail(ctx, st, "%s", msg);
  r = sa__cu.ModuleLoadData(&k.module, cubin);
  SA_FREE(cubin);
  if (r != 0) return sa__fail(ctx, SA_ERROR_CUDA, "cuModuleLoadData(%s): %s", v[vi].name, sa__cu_err(r));
  if ((r = sa__cu.ModuleGetFunction(&k.function, k.module, v[vi].name)) != 0 ||
      (r = sa__cu.FuncSetAttribute(k.function, SA__CU_FUNC_ATTR_MAX_DYN_SMEM, v[vi].smem_bytes)) != 0) {
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
} sa__fwd_params;

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
  int32_t reserved;
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
  int kind, causal, blasst, paged, mi; /* mi: 0 = any */
} sa__want;

static int sa__pick_variant(sa_context *ctx, const char *fn, sa__want w, sa_dtype dt, int d, sa_status *st) {
  int n, i, best = -1, carried = 0, need = 0, kind = w.kind;
  const sa__variant *v = sa__variant_table(&n);
  char dims[256];
  for (i = 0; i < n; ++i) {
    if (v[i].kind != kind || v[i].head_dim != d || v[i].dtype != (int)dt || v[i].causal != w.causal ||
        v[i].blasst != w.blasst || v[i].paged != w.paged || (w.mi && v[i].mi != w.mi))
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

static sa_status sa__launch(sa_context *ctx, const char *fn, int vi, unsigned gx, unsigned gy, unsigned gz, void *params,
                            void *stream) {
  int n;
  const sa__variant *v = sa__variant_table(&n) + vi;
  sa__CUptr f;
  void *argv[1];
  sa__CUresult cr;
  sa_status st = sa__kernel_get(ctx, vi, &f);
  if (st != SA_OK) return st;
  argv[0] = params;
  cr = sa__cu.LaunchKernel(f, gx, gy, gz, (unsigned)v->threads, 1, 1, (unsigned)v->smem_bytes, (sa__CUptr)stream, argv, NULL);
  if (cr != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: launching %s: %s", fn, v->name, sa__cu_err(cr));
  return SA_OK;
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
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if ((st = sa__check_aligned(ctx, fn, "q", a->q, r.q)) != SA_OK || (st = sa__check_aligned(ctx, fn, "k", a->k, r.k)) != SA_OK ||
      (st = sa__check_aligned(ctx, fn, "v", a->v, r.v)) != SA_OK || (st = sa__check_aligned(ctx, fn, "o", a->o, r.o)) != SA_OK)
    return st;
  if (a->heads_q > 65535 || a->batch > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: heads_q (%d) and batch (%d) must be at most 65535", fn, a->heads_q, a->batch);
  if ((vi = sa__prefill_variant(ctx, fn, a, &st)) < 0) return st;
  v = sa__variant_table(&n) + vi;

  memset(&p, 0, sizeof p);
  p.q = a->q; p.k = a->k; p.v = a->v; p.o = a->o; p.lse = a->lse;
  p.cu_seqlens_q = a->cu_seqlens_q; p.cu_seqlens_k = a->cu_seqlens_k;
  p.q_b = r.q.batch; p.q_s = r.q.seq; p.q_h = r.q.head;
  p.k_b = r.k.batch; p.k_s = r.k.seq; p.k_h = r.k.head;
  p.v_b = r.v.batch; p.v_s = r.v.seq; p.v_h = r.v.head;
  p.o_b = r.o.batch; p.o_s = r.o.seq; p.o_h = r.o.head;
  p.lse_b = r.lse_b; p.lse_h = r.lse_h;
  p.seqlen_q = a->seqlen_q; p.seqlen_k = a->seqlen_k;
  p.heads_q = a->heads_q; p.group = r.group;
  p.scale_log2 = (float)(r.scale * 1.4426950408889634);
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
  if (a->method != SA_METHOD_DENSE && a->method != SA_METHOD_BLASST)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->method is %d; decode takes SA_METHOD_DENSE or SA_METHOD_BLASST",
                    fn, (int)a->method);
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
static sa_status sa__decode_plan(sa_context *ctx, const char *fn, const sa_decode_args *a, const sa__dec *r, int *vi_out,
                                 sa_decode_plan *pl) {
  sa__want w;
  sa_status st = SA_OK;
  int n, vi, mi, units, per_sm, slots, tiles, max_splits, s, best_s = 1;
  double best_eff = 0;
  const sa__variant *v = sa__variant_table(&n);
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_DECODE;
  w.blasst = a->method == SA_METHOD_BLASST;
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
  pl->kv_tiles = (a->max_seqlen_k + pl->kv_tile - 1) / pl->kv_tile;
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

SADEF sa_status sa_decode(sa_context *ctx, const sa_decode_args *a, void *stream) {
  static const char *fn = "sa_decode";
  sa__dec r;
  sa__dec_params p;
  sa_decode_plan pl;
  sa_status st;
  sa__CUresult cr;
  int vi;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_decode(ctx, fn, a, &r)) != SA_OK) return st;
  if (a->batch == 0) return SA_OK;
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if ((st = sa__check_aligned(ctx, fn, "q", a->q, r.q)) != SA_OK || (st = sa__check_aligned(ctx, fn, "o", a->o, r.o)) != SA_OK ||
      (st = sa__check_aligned(ctx, fn, "k", a->k, r.k)) != SA_OK || (st = sa__check_aligned(ctx, fn, "v", a->v, r.v)) != SA_OK)
    return st;
  if (a->batch > 65535 || (int64_t)a->heads_kv * 16 * a->q_len > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: batch (%d) or heads_kv x q_len too large for one launch", fn, a->batch);
  if ((st = sa__decode_plan(ctx, fn, a, &r, &vi, &pl)) != SA_OK) return st;
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
  if (sa__ref_bufs_alloc(&bufs, rows_pb, a->max_seqlen_k) != 0) return sa__fail(NULL, SA_ERROR_OUT_OF_MEMORY, "%s: out of memory", fn);
  opt->counters[0] = opt->counters[1] = 0;
  for (b = 0; b < a->batch; ++b) {
    const int L = a->seqlens_k[b];
    for (kvh = 0; kvh < a->heads_kv; ++kvh) {
      int j;
      for (j = 0; j < L; ++j) {
        int64_t row = r.paged ? (int64_t)a->block_table[(size_t)b * a->max_pages + (j >> r.page_shift)] * r.k.batch +
                                    (int64_t)(j & (a->page_size - 1)) * r.k.seq
                              : (int64_t)b * r.k.batch + (int64_t)j * r.k.seq;
        int64_t vrow = r.paged ? (int64_t)a->block_table[(size_t)b * a->max_pages + (j >> r.page_shift)] * r.v.batch +
                                     (int64_t)(j & (a->page_size - 1)) * r.v.seq
                               : (int64_t)b * r.v.batch + (int64_t)j * r.v.seq;
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
          bufs.lim[rows] = a->causal ? (L - a->q_len + qi < L - 1 ? L - a->q_len + qi : L - 1) : L - 1;
          ++rows;
        }
        B.q = a->q; B.k = a->k; B.v = a->v; B.dtype = a->dtype; B.d = a->head_dim;
        B.n_rows = rows; B.n_keys = L; B.scale = r.scale;
        B.log_lambda = sa__ref_log_lambda(a->method, &a->blasst, L);
        B.kv_tile = bn;
        B.n_tiles = (L + bn - 1) / bn;
        B.chunks = chunks;
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
static const char *const sa__gen_lines[1005] = {
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
"/* Async copy of rows [r0, r0 + ROWS) of a [len x D] matrix into a padded smem tile; rows past len become zeros.\n",
"   Each thread copies one 16-byte column chunk of every RSTEP-th row, so its column offset is fixed and\n",
"   only one row address per copy is computed (no per-copy 64-bit bases kept live across the mainloop). */\n",
"template <int ROWS>\n",
"SA_DEV void sa_load_rows(sa_u32 dst, const sa_u16 *src, sa_i64 stride, int r0, int len, int tid) {\n",
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
"        const bool ok = r0 + r < len;\n",
"        sa_cp_async16(dst + i * RSTEP * RS, ok \? src + (sa_i64)(r0 + r) * stride : src, ok \? 16 : 0);\n",
"      }\n",
"    }\n",
"  } else {                                   /* head dims whose rows do not tile the block evenly */\n",
"    for (unsigned c = tid; c < (unsigned)(ROWS * CPR); c += THREADS) {\n",
"      const int r = c / CPR, ch = c % CPR;\n",
"      const bool ok = r0 + r < len;\n",
"      sa_cp_async16(dst + r * RS + ch * 16, ok \? src + (sa_i64)(r0 + r) * stride + ch * 8 : src, ok \? 16 : 0);\n",
"  }\n",
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
"  /* Causal grids run the longest query tiles first. */\n",
"  const int m_block = CAUSAL \? (int)(gridDim.x - 1 - blockIdx.x) : (int)blockIdx.x;\n",
"  const int m0 = m_block * BM;\n",
"  if (m0 >= len_q) return;\n",
"  const sa_u16 *qg = p.q + q_off + (sa_i64)h * p.q_h;\n",
"  const sa_u16 *kg = p.k + k_off + (sa_i64)kvh * p.k_h;\n",
"  const sa_u16 *vg = p.v + v_off + (sa_i64)kvh * p.v_h;\n",
"  const int diag = len_k - len_q;   /* bottom-right causal: row i sees key j iff j <= i + diag */\n",
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
"  sa_load_rows<BM>(s_q, qg, p.q_s, m0, len_q, tid);\n",
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
"    /* Mask keys past the end and, when causal, keys after each row's diagonal. */\n",
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
"  int reserved;\n",
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
"                        int j0, int len, int lane) {\n",
"  asm volatile(\"mov.b64 %0, %0;\" : \"+l\"(rs));   /* recompute row addresses: see sa_load_rows */\n",
"  if (j0 >= len) return;\n",
"  for (int i = 0; i < (BN * CPR + 31) / 32; ++i) {\n",
"    const int c = lane + i * 32;\n",
"    if ((BN * CPR) % 32 == 0 || c < BN * CPR) {\n",
"      const int row = c / CPR, ch = c % CPR;\n",
"      const int j = j0 + row;\n",
"      const bool ok = j < len;\n",
"      const sa_u16 *src = base;\n",
"      if (ok) src = base + (sa_i64)(j) * rs + ch * 8;\n",
"      sa_cp_async16(dst + row * RS + ch * 16, src, ok \? 16 : 0);\n",
"  (void)ps; (void)bt; (void)page_shift;\n",
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
"  /* This warp's chunk of tiles: the sequence's tiles split evenly over num_splits * WARPS chunks. */\n",
"  const int n_tiles = (len_k + BN - 1) / BN;\n",
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
"  const sa_u16 *kg = p.k + (sa_i64)b * p.k_b + (sa_i64)kvh * p.k_h;\n",
"  const sa_u16 *vg = p.v + (sa_i64)b * p.v_b + (sa_i64)kvh * p.v_h;\n",
"  const int *bt = 0;\n",
"  bool pending = false;\n",
"  /* Prologue: K (and, dense, V) of the first KST-1 tiles; two groups per step, as in the loop. */\n",
"  for (int i = 0; i < KST - 1; ++i) {\n",
"    if (t0 + i < t1) sa_dec_load(s_kw + i * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, (t0 + i) * BN, len_k, lane);\n",
"    if (!V_AFTER_DECISION && t0 + i < t1) sa_dec_load(s_vw + i * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, (t0 + i) * BN, len_k, lane);\n",
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
"      if (t0 + un < t1) sa_dec_load(s_kw + (un % KST) * TILE_BYTES, kg, p.k_s, p.k_b, bt, p.page_shift, (t0 + un) * BN, len_k, lane);\n",
"    sa_qk(s, q_lane, k_lane + (u % KST) * TILE_BYTES);\n",
"    /* Mask keys past the end and, when causal, after each row's diagonal. */\n",
"    if (t * BN + BN - 1 > key_lim0) {   /* the row's limit: bottom-right causal, key j <= len_k - q_len + qi */\n",
"          const int qi = (rb * RB + mi * 16 + g + 8 * hf) / p.group;\n",
"          const int lim = p.causal \? min(len_k - 1, len_k - p.q_len + qi) : len_k - 1;\n",
"              if (t * BN + ni * 8 + 2 * tq + c > lim) s[mi][ni][2 * hf + c] = SA_NEG_INF;\n",
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
"      if (V_AFTER_DECISION) sa_dec_load(s_vw + (u % VST) * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, t * BN, len_k, lane);\n",
"    if (!V_AFTER_DECISION && t0 + u + KST - 1 < t1)\n",
"      sa_dec_load(s_vw + ((u + KST - 1) % VST) * TILE_BYTES, vg, p.v_s, p.v_b, bt, p.page_shift, (t + KST - 1) * BN, len_k, lane);\n",
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
"      if (ok) src = base + (((((j) >> page_shift) == pg_first) \? pg0 : pg1) + (sa_i64)((j) & ((1 << page_shift) - 1)) * rs) + ch * 8;\n",
"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged(const sa_dec_params p) {\n",
"  const sa_u16 *kg = p.k + (sa_i64)kvh * p.k_h;\n",
"  const sa_u16 *vg = p.v + (sa_i64)kvh * p.v_h;\n",
"  const int *bt = p.block_table + (sa_i64)b * p.max_pages;\n",
"/* fwd_decode__fp16_d64_n32w4s4m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged(const sa_dec_params p) {\n",
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
"/* fwd_prefill__bf16_d64_m128n128w8s2__sm90: generated by codegen/generate.py from templates/fwd_prefill_sm90.cu.j2; do not edit. */\n",
"constexpr int WARPS = 8;\n",
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
"/* Async copy of rows [r0, r0 + ROWS) of a [len x D] matrix into a swizzled tile (see the header comment);\n",
"   rows past len become zeros. Each thread copies one 16-byte column chunk of every RSTEP-th row. */\n",
"  static_assert(THREADS % CPR == 0, \"a thread's column chunk must not change between its rows\");\n",
"  constexpr int RSTEP = THREADS / CPR;\n",
"  const int row = tid / CPR, ch = tid % CPR;\n",
"  src += ch * 8;\n",
"  dst += (ch / 8) * ROWS * 128;\n",
"  for (int i = 0; i < (ROWS + RSTEP - 1) / RSTEP; ++i) {\n",
"    const int r = row + i * RSTEP;\n",
"    if (ROWS % RSTEP == 0 || r < ROWS) {\n",
"      sa_cp_async16(dst + r * 128 + (((ch & 7) ^ (r & 7)) << 4), ok \? src + (sa_i64)(r0 + r) * stride : src, ok \? 16 : 0);\n",
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
"      for (int ni = 0; ni < NT; ++ni) {\n",
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
"/* decode_combine__bf16_d96__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__bf16_d96__sm80(const sa_comb_params p) {\n",
"/* decode_combine__fp16_d96__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d96__sm80(const sa_comb_params p) {\n",
"/* fwd_prefill__bf16_d128_m128n64w4s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int D = 128;\n",
"constexpr int BN = 64;\n",
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
"/* decode_combine__bf16_d128__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__bf16_d128__sm80(const sa_comb_params p) {\n",
"/* decode_combine__fp16_d128__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d128__sm80(const sa_comb_params p) {\n",
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
"constexpr int BM = 64;\n",
"constexpr int BN = 32;\n",
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
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"static_assert(SMEM_BYTES == 146176, \"host and kernel disagree on shared memory\");\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous(const sa_dec_params p) {\n",
"/* fwd_decode__bf16_d256_n32w2s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged(const sa_dec_params p) {\n",
"/* fwd_decode__fp16_d256_n32w2s2m1__sm80_paged: generated by codegen/generate.py from templates/fwd_decode.cu.j2; do not edit. */\n",
"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged(const sa_dec_params p) {\n",
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
"/* decode_combine__bf16_d256__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__bf16_d256__sm80(const sa_comb_params p) {\n",
"/* decode_combine__fp16_d256__sm80: generated by codegen/generate.py from templates/decode_combine.cu.j2; do not edit. */\n",
"decode_combine__fp16_d256__sm80(const sa_comb_params p) {\n",
};
static const unsigned short sa__gen_v0[350] = {
0,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,131,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v1[350] = {
247,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,248,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,249,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v2[350] = {
250,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,253,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v3[350] = {
254,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,248,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,255,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v4[402] = {
256,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,257,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v5[402] = {
293,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,248,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,294,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v6[402] = {
295,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,296,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v7[402] = {
297,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,64,65,248,67,68,69,70,71,72,73,74,75,
76,77,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,298,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v8[446] = {
299,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,333,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,355,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v9[446] = {
474,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,333,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,475,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v10[448] = {
476,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,333,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,481,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v11[448] = {
485,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,333,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,486,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v12[446] = {
487,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,489,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,490,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v13[446] = {
491,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,489,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,492,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v14[448] = {
493,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,489,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,494,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v15[448] = {
495,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,489,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,496,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v16[470] = {
497,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,499,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,500,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v17[470] = {
516,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,499,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,517,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v18[472] = {
518,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,499,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,519,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v19[472] = {
520,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,499,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,521,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v20[470] = {
522,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,523,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,524,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v21[470] = {
525,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,523,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,526,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v22[472] = {
527,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,523,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,528,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v23[472] = {
529,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,61,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,523,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,530,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v24[104] = {
531,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,61,5,
537,538,539,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v25[104] = {
564,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,61,5,
537,538,565,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v26[362] = {
566,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,627,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,652,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,
180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,
197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,89,233,667,668,669,670,671,96,
214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,5,228,
682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,
102,12,
};
static const unsigned short sa__gen_v27[362] = {
683,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,627,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,684,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,
180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,
197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,89,233,667,668,669,670,671,96,
214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,5,228,
682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,
102,12,
};
static const unsigned short sa__gen_v28[362] = {
685,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,687,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,688,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,
180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,
197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,89,233,667,668,669,670,671,96,
214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,5,228,
682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,
102,12,
};
static const unsigned short sa__gen_v29[362] = {
689,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,687,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,690,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,
180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,
197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,89,233,667,668,669,670,671,96,
214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,5,228,
682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,
102,12,
};
static const unsigned short sa__gen_v30[405] = {
691,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,627,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,692,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,
658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,
663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,
666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,701,702,703,199,281,95,704,705,
706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,
95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,102,5,228,682,5,230,231,232,
89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v31[405] = {
707,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,627,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,708,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,
658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,
663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,
666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,701,702,703,199,281,95,704,705,
706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,
95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,102,5,228,682,5,230,231,232,
89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v32[405] = {
709,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,687,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,710,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,
658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,
663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,
666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,701,702,703,199,281,95,704,705,
706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,
95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,102,5,228,682,5,230,231,232,
89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v33[405] = {
711,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,61,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,578,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,626,687,
628,629,630,631,632,633,634,635,636,637,638,12,5,639,640,641,89,108,642,643,644,102,645,646,
12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,712,653,133,134,135,654,655,5,
137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,152,153,154,656,5,156,157,158,
657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,
658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,
663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,
666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,701,702,703,199,281,95,704,705,
706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,
95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,102,5,228,682,5,230,231,232,
89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v34[350] = {
713,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,66,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,717,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v35[350] = {
718,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,248,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,719,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v36[350] = {
720,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,66,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,721,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v37[350] = {
722,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,248,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,723,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v38[402] = {
724,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,66,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,725,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v39[402] = {
726,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,248,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,727,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v40[402] = {
728,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,66,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,729,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v41[402] = {
730,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,714,62,715,64,65,248,67,68,69,70,71,72,73,74,75,
76,716,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,731,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v42[446] = {
732,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,735,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v43[446] = {
736,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,737,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v44[448] = {
738,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,739,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v45[448] = {
740,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,741,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v46[446] = {
742,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,744,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v47[446] = {
745,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,746,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v48[448] = {
747,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,748,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v49[448] = {
749,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,750,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v50[446] = {
751,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,753,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,754,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v51[446] = {
755,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,753,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,756,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v52[448] = {
757,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,753,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,758,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v53[448] = {
759,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,753,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,760,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v54[446] = {
761,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,762,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,763,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v55[446] = {
764,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,762,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,765,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v56[448] = {
766,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,762,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,767,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v57[448] = {
768,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,762,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,769,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v58[470] = {
770,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,771,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v59[470] = {
772,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,773,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v60[472] = {
774,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,775,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v61[472] = {
776,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,734,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,777,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v62[470] = {
778,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,779,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v63[470] = {
780,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,781,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v64[472] = {
782,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,783,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v65[472] = {
784,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,743,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,785,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v66[470] = {
786,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,787,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,788,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v67[470] = {
789,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,787,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,790,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v68[472] = {
791,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,787,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,792,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v69[472] = {
793,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,787,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,794,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v70[470] = {
795,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,796,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,797,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v71[470] = {
798,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,796,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,799,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v72[472] = {
800,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,796,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,801,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v73[472] = {
802,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,714,316,64,733,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,796,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,803,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v74[104] = {
804,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,714,5,
537,538,805,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v75[104] = {
806,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,714,5,
537,538,807,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v76[350] = {
808,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,66,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,812,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v77[350] = {
813,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,248,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,814,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v78[350] = {
815,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,66,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,816,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v79[350] = {
817,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,248,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,818,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v80[402] = {
819,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,66,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,820,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v81[402] = {
821,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,248,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,822,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v82[402] = {
823,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,66,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,824,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v83[402] = {
825,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,810,64,65,248,67,68,69,70,71,72,73,74,75,
76,811,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,826,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v84[446] = {
827,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,829,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v85[446] = {
830,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,831,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v86[448] = {
832,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,833,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v87[448] = {
834,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,835,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v88[446] = {
836,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,838,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v89[446] = {
839,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,840,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v90[448] = {
841,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,842,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v91[448] = {
843,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,733,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,844,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v92[446] = {
845,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,847,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v93[446] = {
848,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,849,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v94[448] = {
850,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,851,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v95[448] = {
852,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,853,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v96[446] = {
854,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,856,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v97[446] = {
857,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,858,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v98[448] = {
859,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,860,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v99[448] = {
861,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,862,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v100[470] = {
863,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,864,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v101[470] = {
865,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,866,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v102[472] = {
867,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,868,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v103[472] = {
869,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,828,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,870,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v104[470] = {
871,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,872,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v105[470] = {
873,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,874,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v106[472] = {
875,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,876,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v107[472] = {
877,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,317,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,837,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,878,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v108[470] = {
879,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,880,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v109[470] = {
881,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,882,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v110[472] = {
883,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,884,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v111[472] = {
885,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,846,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,886,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v112[470] = {
887,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,888,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v113[470] = {
889,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,890,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v114[472] = {
891,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,892,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v115[472] = {
893,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,809,316,64,752,488,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,855,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,894,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v116[104] = {
895,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,809,5,
537,538,896,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v117[104] = {
897,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,809,5,
537,538,898,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v118[370] = {
899,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,605,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
913,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,
89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,
192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,
89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,
679,680,95,96,681,102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,
240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v119[370] = {
914,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,605,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
915,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,
89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,
192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,
89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,
679,680,95,96,681,102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,
240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v120[370] = {
916,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,686,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
917,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,
89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,
192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,
89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,
679,680,95,96,681,102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,
240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v121[370] = {
918,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,686,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
919,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,5,167,168,89,658,659,660,5,174,
89,175,176,177,178,102,5,179,180,661,662,182,183,184,185,186,96,187,188,663,5,190,191,89,
192,89,193,194,195,89,196,89,197,198,199,96,5,201,89,233,664,89,665,666,96,5,207,208,
89,233,667,668,669,670,671,96,214,89,233,672,89,673,674,675,676,677,95,678,96,223,89,447,
679,680,95,96,681,102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,
240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v122[413] = {
920,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,605,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
921,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,
266,267,268,102,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,
182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,
96,5,201,89,233,664,89,665,666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,
701,702,703,199,281,95,704,705,706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,
233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,
102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,
244,245,246,102,12,
};
static const unsigned short sa__gen_v123[413] = {
922,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,605,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,605,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
923,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,
266,267,268,102,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,
182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,
96,5,201,89,233,664,89,665,666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,
701,702,703,199,281,95,704,705,706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,
233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,
102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,
244,245,246,102,12,
};
static const unsigned short sa__gen_v124[413] = {
924,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,66,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,686,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
925,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,
266,267,268,102,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,
182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,
96,5,201,89,233,664,89,665,666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,
701,702,703,199,281,95,704,705,706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,
233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,
102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,
244,245,246,102,12,
};
static const unsigned short sa__gen_v125[413] = {
926,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,809,62,63,567,65,248,67,568,569,322,323,570,571,572,573,
574,575,576,577,900,5,579,580,81,82,242,581,582,583,584,585,89,586,587,588,100,589,96,102,
12,5,590,591,592,12,5,593,594,595,596,5,597,598,9,599,600,601,12,5,602,603,604,686,
606,607,608,609,610,611,612,613,614,615,616,617,618,619,620,621,622,623,12,5,624,625,901,686,
902,903,630,631,632,633,634,635,636,904,905,906,907,908,909,910,911,912,638,12,5,639,640,641,
89,108,642,643,644,102,645,646,12,5,647,648,641,89,120,649,650,651,102,645,646,12,5,354,
927,653,133,134,135,654,655,5,137,138,139,140,141,142,143,102,144,145,146,147,102,149,150,151,
152,153,154,656,5,156,157,158,657,5,162,163,164,165,166,258,259,260,261,262,263,264,265,102,
266,267,268,102,5,167,168,89,658,659,660,5,174,89,175,176,177,178,102,5,179,180,661,662,
182,183,184,185,186,96,187,188,663,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,
96,5,201,89,233,664,89,665,666,96,5,693,694,182,273,695,89,202,696,697,95,698,699,700,
701,702,703,199,281,95,704,705,706,95,96,5,207,208,89,233,667,668,669,670,671,96,214,89,
233,672,89,673,674,675,676,677,95,678,96,223,89,447,679,680,95,96,681,102,289,290,291,292,
102,5,228,682,5,230,231,232,89,105,89,233,234,235,236,89,237,238,239,240,96,241,242,243,
244,245,246,102,12,
};
static const unsigned short sa__gen_v126[350] = {
928,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,66,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,931,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v127[350] = {
932,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,248,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,933,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v128[350] = {
934,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,66,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,935,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v129[350] = {
936,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,248,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,937,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v130[402] = {
938,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,66,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,939,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v131[402] = {
940,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,248,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,941,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v132[402] = {
942,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,66,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,943,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v133[402] = {
944,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,62,810,567,65,248,67,68,69,70,71,72,73,74,75,
76,930,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,354,945,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v134[350] = {
946,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,66,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,950,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v135[350] = {
951,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,248,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,952,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v136[350] = {
953,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,66,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,954,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v137[350] = {
955,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,248,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,956,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,5,167,168,89,169,89,170,171,172,102,5,173,174,89,175,176,177,178,102,
5,179,180,181,182,183,184,185,186,96,187,188,189,5,190,191,89,192,89,193,194,195,89,196,
89,197,198,199,96,5,200,201,89,110,89,202,203,89,204,205,95,5,206,207,208,89,110,89,
202,209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,
89,192,89,224,225,226,199,96,227,102,5,228,229,5,230,231,232,89,105,89,233,234,235,236,
89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v138[402] = {
957,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,66,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,958,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v139[402] = {
959,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,248,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,960,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v140[402] = {
961,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,66,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,962,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v141[402] = {
963,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,58,59,60,5,929,947,948,64,65,248,67,68,69,70,71,72,73,74,75,
76,949,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,89,
98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,110,111,89,112,113,
114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,124,125,96,89,126,
113,127,89,115,128,129,95,96,102,12,5,130,964,132,133,134,135,5,136,137,138,139,140,141,
142,143,102,144,145,146,147,102,148,149,150,151,152,153,154,155,5,156,157,158,159,160,161,5,
162,163,164,165,166,258,259,260,261,262,263,264,265,102,266,267,268,102,5,167,168,89,169,89,
170,171,172,102,5,173,174,89,175,176,177,178,102,5,179,180,181,182,183,184,185,186,96,187,
188,189,5,190,191,89,192,89,193,194,195,89,196,89,197,198,199,96,5,200,201,89,110,89,
202,203,89,204,205,95,5,269,270,271,272,273,89,192,89,193,274,275,199,276,277,278,279,280,
199,281,95,96,282,283,89,192,89,284,285,286,287,288,95,96,5,206,207,208,89,110,89,202,
209,210,211,212,213,95,214,89,110,89,202,215,89,216,217,218,219,220,199,221,95,222,223,89,
192,89,224,225,226,199,96,227,102,289,290,291,292,102,5,228,229,5,230,231,232,89,105,89,
233,234,235,236,89,237,238,239,240,96,241,242,243,244,245,246,102,12,
};
static const unsigned short sa__gen_v142[446] = {
965,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,967,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,968,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v143[446] = {
969,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,967,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,970,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v144[448] = {
971,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,967,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,972,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v145[448] = {
973,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,967,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,974,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v146[446] = {
975,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,977,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v147[446] = {
978,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,979,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,5,167,168,89,169,89,170,171,172,102,386,5,387,89,388,
389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,96,188,
403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,203,89,
204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,
422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,
95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v148[448] = {
980,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,981,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v149[448] = {
982,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,319,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,983,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,5,167,168,89,169,89,170,171,172,102,386,5,387,
89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,400,182,401,402,186,
96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,201,89,110,89,202,
203,89,204,205,95,5,409,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,
420,421,422,199,89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,
435,429,95,436,437,96,438,439,178,102,228,440,441,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v150[470] = {
984,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,985,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,986,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v151[470] = {
987,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,985,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,988,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v152[472] = {
989,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,985,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,990,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v153[472] = {
991,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,733,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,985,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,992,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v154[470] = {
993,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,994,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v155[470] = {
995,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,5,89,344,345,346,347,
348,349,350,351,352,96,102,353,12,5,354,996,132,133,134,356,357,358,5,156,359,360,361,5,
362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,105,89,
233,380,381,96,382,5,383,384,385,501,262,263,264,265,102,502,5,167,168,89,169,89,170,171,
172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,398,399,
400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,199,96,
201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,96,511,
512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,89,192,
89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,437,96,
438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,234,89,
447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,463,464,
95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v156[472] = {
997,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,998,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v157[472] = {
999,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,300,301,302,45,46,303,304,305,306,307,308,
309,310,311,312,313,314,315,60,5,929,316,966,752,318,498,320,67,321,322,323,324,325,326,327,
328,329,330,331,332,976,334,5,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,
94,95,96,97,89,98,99,100,101,96,102,12,5,103,104,89,105,89,106,107,89,108,109,89,
110,111,89,112,113,114,89,115,116,117,95,96,102,12,5,118,119,89,120,109,89,121,122,123,
124,125,96,89,126,113,127,89,115,128,129,95,96,102,12,5,335,336,89,120,109,89,337,89,
126,113,127,89,115,128,129,95,96,102,12,5,338,339,340,341,342,343,477,478,479,89,344,345,
346,347,348,349,350,480,352,96,102,353,12,5,354,1000,132,133,134,356,357,358,5,156,359,360,
361,5,362,363,364,365,366,367,368,102,369,5,370,371,372,373,374,375,376,377,5,378,379,89,
105,89,233,380,381,96,382,5,482,483,484,501,262,263,264,265,102,502,5,167,168,89,169,89,
170,171,172,102,386,5,387,89,388,389,178,390,178,102,391,241,5,392,393,394,395,396,5,397,
398,399,400,182,401,402,186,96,188,403,5,404,405,89,192,89,193,406,407,89,196,89,197,408,
199,96,201,89,110,89,202,203,89,204,205,95,5,503,504,505,89,192,89,506,507,508,509,510,
96,511,512,5,410,411,400,412,413,414,5,415,416,417,89,192,89,193,418,419,420,421,422,199,
89,192,89,193,423,89,424,425,426,427,428,429,430,199,431,89,432,89,433,434,435,429,95,436,
437,96,438,439,178,102,228,440,441,513,514,515,102,5,442,241,443,444,445,89,105,89,233,446,
234,89,447,448,449,95,450,451,452,95,96,241,453,454,455,456,457,89,458,459,460,89,461,462,
463,464,95,96,465,466,467,468,469,470,471,472,473,96,102,12,
};
static const unsigned short sa__gen_v158[104] = {
1001,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,929,5,
537,538,1002,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const unsigned short sa__gen_v159[104] = {
1003,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,251,26,27,28,12,5,29,30,9,252,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,532,533,534,45,535,51,536,60,5,929,5,
537,538,1004,540,541,542,543,544,545,546,89,547,548,549,550,89,551,552,553,554,555,556,557,558,
559,560,561,95,562,102,563,12,
};
static const sa__variant sa__gen_variants[] = {
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 0, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v0, 350},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 1, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v1, 350},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 0, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v2, 350},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 1, 0, 0, 0, 0, 128, 92160, 2, sa__gen_v3, 350},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 0, 1, 0, 0, 0, 128, 92160, 2, sa__gen_v4, 402},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 1, 1, 0, 0, 0, 128, 92160, 2, sa__gen_v5, 402},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 0, 1, 0, 0, 0, 128, 92160, 2, sa__gen_v6, 402},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 1, 1, 0, 0, 0, 128, 92160, 2, sa__gen_v7, 402},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 0, 1, 0, 128, 154880, 1, sa__gen_v8, 446},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 0, 1, 0, 128, 154880, 1, sa__gen_v9, 446},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 0, 1, 1, 0, 128, 154880, 1, sa__gen_v10, 448},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 0, 1, 1, 0, 128, 154880, 1, sa__gen_v11, 448},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 0, 0, 2, 0, 128, 162304, 1, sa__gen_v12, 446},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 0, 0, 2, 0, 128, 162304, 1, sa__gen_v13, 446},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 0, 1, 2, 0, 128, 162304, 1, sa__gen_v14, 448},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 0, 1, 2, 0, 128, 162304, 1, sa__gen_v15, 448},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 1, 0, 1, 0, 128, 118016, 1, sa__gen_v16, 470},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 1, 0, 1, 0, 128, 118016, 1, sa__gen_v17, 470},
  {"fwd_decode__bf16_d64_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 16, 32, 4, 4, 0, 1, 1, 1, 0, 128, 118016, 1, sa__gen_v18, 472},
  {"fwd_decode__fp16_d64_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 16, 32, 4, 4, 0, 1, 1, 1, 0, 128, 118016, 1, sa__gen_v19, 472},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 1, 0, 2, 0, 128, 125440, 1, sa__gen_v20, 470},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 1, 0, 2, 0, 128, 125440, 1, sa__gen_v21, 470},
  {"fwd_decode__bf16_d64_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 64, 32, 32, 4, 4, 0, 1, 1, 2, 0, 128, 125440, 1, sa__gen_v22, 472},
  {"fwd_decode__fp16_d64_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 64, 32, 32, 4, 4, 0, 1, 1, 2, 0, 128, 125440, 1, sa__gen_v23, 472},
  {"decode_combine__bf16_d64__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 64, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v24, 104},
  {"decode_combine__fp16_d64__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 64, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v25, 104},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v26, 362},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v27, 362},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 0, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v28, 362},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 0, 0, 0, 0, 256, 82944, 1, sa__gen_v29, 362},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 0, 1, 0, 0, 0, 256, 82944, 1, sa__gen_v30, 405},
  {"fwd_prefill__bf16_d64_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 64, 128, 128, 8, 2, 1, 1, 0, 0, 0, 256, 82944, 1, sa__gen_v31, 405},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 0, 1, 0, 0, 0, 256, 82944, 1, sa__gen_v32, 405},
  {"fwd_prefill__fp16_d64_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 64, 128, 128, 8, 2, 1, 1, 0, 0, 0, 256, 82944, 1, sa__gen_v33, 405},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 0, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v34, 350},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 1, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v35, 350},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 0, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v36, 350},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 1, 0, 0, 0, 0, 128, 66560, 2, sa__gen_v37, 350},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 0, 1, 0, 0, 0, 128, 66560, 2, sa__gen_v38, 402},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 1, 1, 0, 0, 0, 128, 66560, 2, sa__gen_v39, 402},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 0, 1, 0, 0, 0, 128, 66560, 2, sa__gen_v40, 402},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 1, 1, 0, 0, 0, 128, 66560, 2, sa__gen_v41, 402},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 0, 1, 0, 128, 168192, 1, sa__gen_v42, 446},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 0, 1, 0, 128, 168192, 1, sa__gen_v43, 446},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 0, 1, 1, 0, 128, 168192, 1, sa__gen_v44, 448},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 0, 1, 1, 0, 128, 168192, 1, sa__gen_v45, 448},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 0, 0, 2, 0, 128, 176640, 1, sa__gen_v46, 446},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 0, 0, 2, 0, 128, 176640, 1, sa__gen_v47, 446},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 0, 1, 2, 0, 128, 176640, 1, sa__gen_v48, 448},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 0, 1, 2, 0, 128, 176640, 1, sa__gen_v49, 448},
  {"fwd_decode__bf16_d96_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 2, 0, 0, 0, 1, 1, 128, 114944, 1, sa__gen_v50, 446},
  {"fwd_decode__fp16_d96_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 2, 0, 0, 0, 1, 1, 128, 114944, 1, sa__gen_v51, 446},
  {"fwd_decode__bf16_d96_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 2, 0, 0, 1, 1, 1, 128, 114944, 1, sa__gen_v52, 448},
  {"fwd_decode__fp16_d96_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 2, 0, 0, 1, 1, 1, 128, 114944, 1, sa__gen_v53, 448},
  {"fwd_decode__bf16_d96_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 2, 0, 0, 0, 2, 1, 128, 123392, 1, sa__gen_v54, 446},
  {"fwd_decode__fp16_d96_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 2, 0, 0, 0, 2, 1, 128, 123392, 1, sa__gen_v55, 446},
  {"fwd_decode__bf16_d96_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 2, 0, 0, 1, 2, 1, 128, 123392, 1, sa__gen_v56, 448},
  {"fwd_decode__fp16_d96_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 2, 0, 0, 1, 2, 1, 128, 123392, 1, sa__gen_v57, 448},
  {"fwd_decode__bf16_d96_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 4, 0, 1, 0, 1, 0, 128, 168192, 1, sa__gen_v58, 470},
  {"fwd_decode__fp16_d96_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 4, 0, 1, 0, 1, 0, 128, 168192, 1, sa__gen_v59, 470},
  {"fwd_decode__bf16_d96_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 4, 0, 1, 1, 1, 0, 128, 168192, 1, sa__gen_v60, 472},
  {"fwd_decode__fp16_d96_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 4, 0, 1, 1, 1, 0, 128, 168192, 1, sa__gen_v61, 472},
  {"fwd_decode__bf16_d96_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 4, 0, 1, 0, 2, 0, 128, 176640, 1, sa__gen_v62, 470},
  {"fwd_decode__fp16_d96_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 4, 0, 1, 0, 2, 0, 128, 176640, 1, sa__gen_v63, 470},
  {"fwd_decode__bf16_d96_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 4, 0, 1, 1, 2, 0, 128, 176640, 1, sa__gen_v64, 472},
  {"fwd_decode__fp16_d96_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 4, 0, 1, 1, 2, 0, 128, 176640, 1, sa__gen_v65, 472},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 1, 0, 1, 1, 128, 141568, 1, sa__gen_v66, 470},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 1, 0, 1, 1, 128, 141568, 1, sa__gen_v67, 470},
  {"fwd_decode__bf16_d96_n32w4s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 16, 32, 4, 3, 0, 1, 1, 1, 1, 128, 141568, 1, sa__gen_v68, 472},
  {"fwd_decode__fp16_d96_n32w4s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 16, 32, 4, 3, 0, 1, 1, 1, 1, 128, 141568, 1, sa__gen_v69, 472},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 1, 0, 2, 1, 128, 150016, 1, sa__gen_v70, 470},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 1, 0, 2, 1, 128, 150016, 1, sa__gen_v71, 470},
  {"fwd_decode__bf16_d96_n32w4s3m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 96, 32, 32, 4, 3, 0, 1, 1, 2, 1, 128, 150016, 1, sa__gen_v72, 472},
  {"fwd_decode__fp16_d96_n32w4s3m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 96, 32, 32, 4, 3, 0, 1, 1, 2, 1, 128, 150016, 1, sa__gen_v73, 472},
  {"decode_combine__bf16_d96__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 96, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v74, 104},
  {"decode_combine__fp16_d96__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 96, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v75, 104},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 0, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v76, 350},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 1, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v77, 350},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 0, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v78, 350},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 1, 0, 0, 0, 0, 128, 104448, 2, sa__gen_v79, 350},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 0, 1, 0, 0, 0, 128, 104448, 2, sa__gen_v80, 402},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 1, 1, 0, 0, 0, 128, 104448, 2, sa__gen_v81, 402},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 0, 1, 0, 0, 0, 128, 104448, 2, sa__gen_v82, 402},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 1, 1, 0, 0, 0, 128, 104448, 2, sa__gen_v83, 402},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 0, 1, 0, 128, 218368, 1, sa__gen_v84, 446},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 0, 1, 0, 128, 218368, 1, sa__gen_v85, 446},
  {"fwd_decode__bf16_d128_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 3, 0, 0, 1, 1, 0, 128, 218368, 1, sa__gen_v86, 448},
  {"fwd_decode__fp16_d128_n32w4s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 3, 0, 0, 1, 1, 0, 128, 218368, 1, sa__gen_v87, 448},
  {"fwd_decode__bf16_d128_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 3, 0, 0, 0, 2, 0, 128, 227840, 1, sa__gen_v88, 446},
  {"fwd_decode__fp16_d128_n32w4s3m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 3, 0, 0, 0, 2, 0, 128, 227840, 1, sa__gen_v89, 446},
  {"fwd_decode__bf16_d128_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 3, 0, 0, 1, 2, 0, 128, 227840, 1, sa__gen_v90, 448},
  {"fwd_decode__fp16_d128_n32w4s3m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 3, 0, 0, 1, 2, 0, 128, 227840, 1, sa__gen_v91, 448},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 0, 1, 1, 128, 148736, 1, sa__gen_v92, 446},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 0, 1, 1, 128, 148736, 1, sa__gen_v93, 446},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 0, 1, 1, 1, 128, 148736, 1, sa__gen_v94, 448},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 0, 1, 1, 1, 128, 148736, 1, sa__gen_v95, 448},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 0, 0, 2, 1, 128, 158208, 1, sa__gen_v96, 446},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 0, 0, 2, 1, 128, 158208, 1, sa__gen_v97, 446},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 0, 1, 2, 1, 128, 158208, 1, sa__gen_v98, 448},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 0, 1, 2, 1, 128, 158208, 1, sa__gen_v99, 448},
  {"fwd_decode__bf16_d128_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 4, 0, 1, 0, 1, 0, 128, 218368, 1, sa__gen_v100, 470},
  {"fwd_decode__fp16_d128_n32w4s4m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 4, 0, 1, 0, 1, 0, 128, 218368, 1, sa__gen_v101, 470},
  {"fwd_decode__bf16_d128_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 4, 0, 1, 1, 1, 0, 128, 218368, 1, sa__gen_v102, 472},
  {"fwd_decode__fp16_d128_n32w4s4m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 4, 0, 1, 1, 1, 0, 128, 218368, 1, sa__gen_v103, 472},
  {"fwd_decode__bf16_d128_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 4, 0, 1, 0, 2, 0, 128, 227840, 1, sa__gen_v104, 470},
  {"fwd_decode__fp16_d128_n32w4s4m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 4, 0, 1, 0, 2, 0, 128, 227840, 1, sa__gen_v105, 470},
  {"fwd_decode__bf16_d128_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 4, 0, 1, 1, 2, 0, 128, 227840, 1, sa__gen_v106, 472},
  {"fwd_decode__fp16_d128_n32w4s4m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 4, 0, 1, 1, 2, 0, 128, 227840, 1, sa__gen_v107, 472},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 1, 0, 1, 1, 128, 148736, 1, sa__gen_v108, 470},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 1, 0, 1, 1, 128, 148736, 1, sa__gen_v109, 470},
  {"fwd_decode__bf16_d128_n32w4s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 16, 32, 4, 2, 0, 1, 1, 1, 1, 128, 148736, 1, sa__gen_v110, 472},
  {"fwd_decode__fp16_d128_n32w4s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 16, 32, 4, 2, 0, 1, 1, 1, 1, 128, 148736, 1, sa__gen_v111, 472},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 1, 0, 2, 1, 128, 158208, 1, sa__gen_v112, 470},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 1, 0, 2, 1, 128, 158208, 1, sa__gen_v113, 470},
  {"fwd_decode__bf16_d128_n32w4s2m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 128, 32, 32, 4, 2, 0, 1, 1, 2, 1, 128, 158208, 1, sa__gen_v114, 472},
  {"fwd_decode__fp16_d128_n32w4s2m2__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 128, 32, 32, 4, 2, 0, 1, 1, 2, 1, 128, 158208, 1, sa__gen_v115, 472},
  {"decode_combine__bf16_d128__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 128, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v116, 104},
  {"decode_combine__fp16_d128__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 128, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v117, 104},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v118, 370},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v119, 370},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 0, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v120, 370},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 0, 0, 0, 0, 256, 164864, 1, sa__gen_v121, 370},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 0, 1, 0, 0, 0, 256, 164864, 1, sa__gen_v122, 413},
  {"fwd_prefill__bf16_d128_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_BF16, 128, 128, 128, 8, 2, 1, 1, 0, 0, 0, 256, 164864, 1, sa__gen_v123, 413},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 0, 1, 0, 0, 0, 256, 164864, 1, sa__gen_v124, 413},
  {"fwd_prefill__fp16_d128_m128n128w8s2__sm90_causal_blasst", SA__KIND_FWD_PREFILL, 90, SA_DTYPE_FP16, 128, 128, 128, 8, 2, 1, 1, 0, 0, 0, 256, 164864, 1, sa__gen_v125, 413},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v126, 350},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v127, 350},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 0, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v128, 350},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 0, 0, 0, 256, 202752, 1, sa__gen_v129, 350},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 0, 1, 0, 0, 0, 256, 202752, 1, sa__gen_v130, 402},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 1, 0, 0, 0, 256, 202752, 1, sa__gen_v131, 402},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 0, 1, 0, 0, 0, 256, 202752, 1, sa__gen_v132, 402},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 1, 0, 0, 0, 256, 202752, 1, sa__gen_v133, 402},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 0, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v134, 350},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 1, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v135, 350},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 0, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v136, 350},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 1, 0, 0, 0, 1, 128, 101376, 2, sa__gen_v137, 350},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 0, 1, 0, 0, 1, 128, 101376, 2, sa__gen_v138, 402},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 1, 1, 0, 0, 1, 128, 101376, 2, sa__gen_v139, 402},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 0, 1, 0, 0, 1, 128, 101376, 2, sa__gen_v140, 402},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal_blasst", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 1, 1, 0, 0, 1, 128, 101376, 2, sa__gen_v141, 402},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 0, 1, 0, 64, 213760, 1, sa__gen_v142, 446},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 0, 1, 0, 64, 213760, 1, sa__gen_v143, 446},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 0, 1, 1, 0, 64, 213760, 1, sa__gen_v144, 448},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 0, 1, 1, 0, 64, 213760, 1, sa__gen_v145, 448},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 0, 1, 1, 64, 146176, 1, sa__gen_v146, 446},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 0, 1, 1, 64, 146176, 1, sa__gen_v147, 446},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 0, 1, 1, 1, 64, 146176, 1, sa__gen_v148, 448},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 0, 1, 1, 1, 64, 146176, 1, sa__gen_v149, 448},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 1, 0, 1, 0, 64, 179968, 1, sa__gen_v150, 470},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 1, 0, 1, 0, 64, 179968, 1, sa__gen_v151, 470},
  {"fwd_decode__bf16_d256_n32w2s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 3, 0, 1, 1, 1, 0, 64, 179968, 1, sa__gen_v152, 472},
  {"fwd_decode__fp16_d256_n32w2s3m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 3, 0, 1, 1, 1, 0, 64, 179968, 1, sa__gen_v153, 472},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 1, 0, 1, 1, 64, 146176, 1, sa__gen_v154, 470},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_contiguous_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 1, 0, 1, 1, 64, 146176, 1, sa__gen_v155, 470},
  {"fwd_decode__bf16_d256_n32w2s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_BF16, 256, 16, 32, 2, 2, 0, 1, 1, 1, 1, 64, 146176, 1, sa__gen_v156, 472},
  {"fwd_decode__fp16_d256_n32w2s2m1__sm80_paged_blasst", SA__KIND_FWD_DECODE, 80, SA_DTYPE_FP16, 256, 16, 32, 2, 2, 0, 1, 1, 1, 1, 64, 146176, 1, sa__gen_v157, 472},
  {"decode_combine__bf16_d256__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_BF16, 256, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v158, 104},
  {"decode_combine__fp16_d256__sm80", SA__KIND_DECODE_COMBINE, 80, SA_DTYPE_FP16, 256, 0, 0, 4, 0, 0, 0, 0, 0, 0, 128, 0, 1, sa__gen_v159, 104},
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
