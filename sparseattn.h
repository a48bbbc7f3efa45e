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

typedef enum sa_method { SA_METHOD_DENSE = 0 } sa_method;

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
} sa_context_options;

/* Element strides of a [batch, seq, head, dim] tensor (dim contiguous). All zero = contiguous. */
typedef struct sa_strides {
  int64_t batch, seq, head;
} sa_strides;

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
} sa_attention_args;

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

/* ---- CPU reference (host pointers; same arguments and semantics) ----
   out: the layout and element strides of args->o, elements float or double per prec.
   lse: optional, the LSE layout, float or double. */
SADEF sa_status sa_ref_attention(const sa_attention_args *args, sa_ref_precision prec, void *out, void *lse);

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
enum { SA__KIND_FWD_PREFILL = 1 };

/* One generated kernel (see codegen/variants.py). Its source is lines of the generated line pool. */
typedef struct sa__variant {
  const char *name;
  int kind, family, dtype, head_dim, bm, bn, warps, stages, causal, preference;
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
  int cc_major, cc_minor, sm_count, smem_optin;
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
    int dev, ccmaj, ccmin, sms, smem, drv;
    char name[256], arch[16];
    sa__CUptr cuctx;
    int nk;
    if ((r = sa__cu.DeviceGet(&dev, options->device)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&ccmaj, SA__CU_DEV_ATTR_CC_MAJOR, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&ccmin, SA__CU_DEV_ATTR_CC_MINOR, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&sms, SA__CU_DEV_ATTR_SM_COUNT, dev)) != 0 ||
        (r = sa__cu.DeviceGetAttribute(&smem, SA__CU_DEV_ATTR_SMEM_OPTIN, dev)) != 0 ||
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
    ctx->driver_version = drv;
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

/* Validate the shape-level arguments (no device checks) and resolve defaults. fn names the caller. */
static sa_status sa__check_attention(sa_context *ctx, const char *fn, const sa_attention_args *a, sa__attn *r) {
  if (!a) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args is NULL", fn);
  if (a->dtype != SA_DTYPE_BF16 && a->dtype != SA_DTYPE_FP16)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->dtype is %d; use SA_DTYPE_BF16 or SA_DTYPE_FP16", fn, (int)a->dtype);
  if (a->method != SA_METHOD_DENSE)
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->method is %d; this header knows SA_METHOD_DENSE", fn, (int)a->method);
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
  int32_t reserved;
} sa__fwd_params;

/* Most preferred variant of a kind that this device can run; -1 with a message otherwise. */
static int sa__pick_variant(sa_context *ctx, const char *fn, int kind, sa_dtype dt, int d, int causal, sa_status *st) {
  int n, i, best = -1, carried = 0, need = 0;
  const sa__variant *v = sa__variant_table(&n);
  char dims[256];
  for (i = 0; i < n; ++i) {
    if (v[i].kind != kind || v[i].head_dim != d || v[i].dtype != (int)dt || v[i].causal != causal) continue;
    carried = 1;
    if (v[i].family > ctx->cc_major * 10 + ctx->cc_minor) continue;
    if (v[i].smem_bytes > ctx->smem_optin) { if (!need || v[i].smem_bytes < need) need = v[i].smem_bytes; continue; }
    if (best < 0 || v[i].preference < v[best].preference) best = i;
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

SADEF sa_status sa_attention(sa_context *ctx, const sa_attention_args *a, void *stream) {
  static const char *fn = "sa_attention";
  sa__attn r;
  sa__fwd_params p;
  sa_status st = SA_OK;
  sa__CUptr f;
  sa__CUresult cr;
  void *argv[1];
  int vi;
  unsigned gx;
  if (!sa__live(ctx)) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: ctx is NULL or destroyed", fn);
  if ((st = sa__check_attention(ctx, fn, a, &r)) != SA_OK) return st;
  if (a->batch == 0 || a->seqlen_q == 0) return SA_OK;
  if (!a->o) return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->o is NULL", fn);
  if (sa__misaligned(a->q) || sa__misaligned(a->k) || sa__misaligned(a->v) || sa__misaligned(a->o))
    return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s is not 16-byte aligned", fn,
                    sa__misaligned(a->q) ? "q" : sa__misaligned(a->k) ? "k" : sa__misaligned(a->v) ? "v" : "o");
  {
    const int64_t *s[4] = {&r.q.batch, &r.k.batch, &r.v.batch, &r.o.batch};
    static const char *names[4] = {"q", "k", "v", "o"};
    int t;
    for (t = 0; t < 4; ++t)
      if ((s[t][0] % 8) || (s[t][1] % 8) || (s[t][2] % 8))
        return sa__fail(ctx, SA_ERROR_INVALID_ARGUMENT, "%s: args->%s_strides (%lld, %lld, %lld) must be multiples of 8 "
                        "elements (16 bytes)", fn, names[t], (long long)s[t][0], (long long)s[t][1], (long long)s[t][2]);
  }
  if (a->heads_q > 65535 || a->batch > 65535)
    return sa__fail(ctx, SA_ERROR_UNSUPPORTED, "%s: heads_q (%d) and batch (%d) must be at most 65535", fn, a->heads_q, a->batch);
  vi = sa__pick_variant(ctx, fn, SA__KIND_FWD_PREFILL, a->dtype, a->head_dim, a->causal != 0, &st);
  if (vi < 0) return st;

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
  argv[0] = &p;

  if ((cr = sa__push(ctx)) != 0) return sa__fail(ctx, SA_ERROR_CUDA, "%s: cuCtxPushCurrent: %s", fn, sa__cu_err(cr));
  st = sa__kernel_get(ctx, vi, &f);
  if (st == SA_OK) {
    int n;
    const sa__variant *v = sa__variant_table(&n) + vi;
    gx = (unsigned)((a->seqlen_q + v->bm - 1) / v->bm);
    cr = sa__cu.LaunchKernel(f, gx, (unsigned)a->heads_q, (unsigned)a->batch, (unsigned)v->threads, 1, 1,
                             (unsigned)v->smem_bytes, (sa__CUptr)stream, argv, NULL);
    if (cr != 0) st = sa__fail(ctx, SA_ERROR_CUDA, "%s: launching %s: %s", fn, v->name, sa__cu_err(cr));
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

/* The reference in one precision T: scores, max, exp, sums and the P.V product all in T. */
#define SA__REF_ATTENTION(T, NAME, EXP, LOG)                                                                    \
  static void NAME(const sa_attention_args *a, const sa__attn *r, T *out, T *lse) {                             \
    const int D = a->head_dim;                                                                                  \
    T *s = (T *)SA_MALLOC(sizeof(T) * (size_t)(a->seqlen_k > 0 ? a->seqlen_k : 1));                            \
    T *acc = (T *)SA_MALLOC(sizeof(T) * (size_t)D);                                                             \
    int b, h, i, j, d;                                                                                          \
    if (!s || !acc) { SA_FREE(s); SA_FREE(acc); return; }                                                       \
    for (b = 0; b < a->batch; ++b) {                                                                            \
      int lq = a->seqlen_q, lk = a->seqlen_k;                                                                   \
      int64_t qo = (int64_t)b * r->q.batch, ko = (int64_t)b * r->k.batch, vo = (int64_t)b * r->v.batch;         \
      int64_t oo = (int64_t)b * r->o.batch, lo = (int64_t)b * r->lse_b;                                         \
      if (r->packed) {                                                                                          \
        int q0 = a->cu_seqlens_q[b], k0 = a->cu_seqlens_k[b];                                                   \
        lq = a->cu_seqlens_q[b + 1] - q0; lk = a->cu_seqlens_k[b + 1] - k0;                                     \
        qo = (int64_t)q0 * r->q.seq; ko = (int64_t)k0 * r->k.seq; vo = (int64_t)k0 * r->v.seq;                  \
        oo = (int64_t)q0 * r->o.seq; lo = q0;                                                                   \
      }                                                                                                         \
      for (h = 0; h < a->heads_q; ++h) {                                                                        \
        const int kh = h / r->group;                                                                            \
        for (i = 0; i < lq; ++i) {                                                                              \
          const int64_t qi = qo + (int64_t)i * r->q.seq + (int64_t)h * r->q.head;                               \
          const int lim = a->causal ? (i + lk - lq < lk - 1 ? i + lk - lq : lk - 1) : lk - 1;                   \
          T m = -(T)INFINITY, l = 0;                                                                            \
          for (j = 0; j <= lim; ++j) {                                                                          \
            const int64_t kj = ko + (int64_t)j * r->k.seq + (int64_t)kh * r->k.head;                            \
            T dot = 0;                                                                                          \
            for (d = 0; d < D; ++d) dot += (T)sa__ld16(a->q, qi + d, a->dtype) * (T)sa__ld16(a->k, kj + d, a->dtype); \
            s[j] = dot * (T)r->scale;                                                                           \
            if (s[j] > m) m = s[j];                                                                             \
          }                                                                                                     \
          for (d = 0; d < D; ++d) acc[d] = 0;                                                                   \
          for (j = 0; j <= lim; ++j) {                                                                          \
            const int64_t vj = vo + (int64_t)j * r->v.seq + (int64_t)kh * r->v.head;                            \
            T pj = EXP(s[j] - m);                                                                               \
            l += pj;                                                                                            \
            for (d = 0; d < D; ++d) acc[d] += pj * (T)sa__ld16(a->v, vj + d, a->dtype);                         \
          }                                                                                                     \
          for (d = 0; d < D; ++d)                                                                               \
            out[oo + (int64_t)i * r->o.seq + (int64_t)h * r->o.head + d] = l > 0 ? acc[d] / l : (T)0;           \
          if (lse) lse[lo + (int64_t)h * r->lse_h + i] = l > 0 ? m + LOG(l) : -(T)INFINITY;                     \
        }                                                                                                       \
      }                                                                                                         \
    }                                                                                                           \
    SA_FREE(s);                                                                                                 \
    SA_FREE(acc);                                                                                               \
  }
SA__REF_ATTENTION(float, sa__ref_attention_f, expf, logf)
SA__REF_ATTENTION(double, sa__ref_attention_d, exp, log)
#undef SA__REF_ATTENTION

SADEF sa_status sa_ref_attention(const sa_attention_args *a, sa_ref_precision prec, void *out, void *lse) {
  static const char *fn = "sa_ref_attention";
  sa__attn r;
  sa_status st;
  if ((st = sa__check_attention(NULL, fn, a, &r)) != SA_OK) return st;
  if (!out && a->batch > 0 && a->seqlen_q > 0) return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: out is NULL", fn);
  if (r.packed) {
    int b;
    for (b = 0; b < a->batch; ++b) {
      int lq = a->cu_seqlens_q[b + 1] - a->cu_seqlens_q[b], lk = a->cu_seqlens_k[b + 1] - a->cu_seqlens_k[b];
      if (lq < 0 || lk < 0 || lq > a->seqlen_q || lk > a->seqlen_k)
        return sa__fail(NULL, SA_ERROR_INVALID_ARGUMENT, "%s: cu_seqlens of sequence %d give lengths %d/%d; they must be "
                        "increasing and at most seqlen_q/seqlen_k (%d/%d)", fn, b, lq, lk, a->seqlen_q, a->seqlen_k);
    }
  }
  if (prec == SA_REF_DOUBLE) sa__ref_attention_d(a, &r, (double *)out, (double *)lse);
  else sa__ref_attention_f(a, &r, (float *)out, (float *)lse);
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
static const char *const sa__gen_lines[296] = {
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
"  int reserved;\n",
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
"  const int key_lim0 = CAUSAL \? min(len_k - 1, m0 + diag) : len_k - 1;\n",
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
"          const int lim = CAUSAL \? min(len_k - 1, m0 + warp * WM + mi * 16 + g + 8 * hf + diag) : len_k - 1;\n",
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
"/* fwd_prefill__bf16_d256_m128n64w8s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"constexpr int D = 256;\n",
"constexpr int WARPS = 8;\n",
"static_assert(SMEM_BYTES == 202752, \"host and kernel disagree on shared memory\");\n",
"extern \"C\" __global__ void __launch_bounds__(THREADS, 1)\n",
"fwd_prefill__bf16_d256_m128n64w8s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m128n64w8s2__sm80: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m128n64w8s2__sm80(const sa_fwd_params p) {\n",
"/* fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal: generated by codegen/generate.py from templates/fwd_prefill.cu.j2; do not edit. */\n",
"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal(const sa_fwd_params p) {\n",
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
};
static const unsigned short sa__gen_v0[345] = {
0,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,128,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v1[345] = {
242,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,58,59,60,61,62,243,64,65,66,67,68,69,70,71,72,73,74,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,244,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v2[345] = {
245,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,248,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v3[345] = {
249,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,58,59,60,61,62,243,64,65,66,67,68,69,70,71,72,73,74,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,250,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v4[345] = {
251,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,252,59,253,61,62,63,64,65,66,67,68,69,70,71,72,73,254,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,255,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v5[345] = {
256,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,252,59,253,61,62,243,64,65,66,67,68,69,70,71,72,73,254,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,257,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v6[345] = {
258,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,252,59,253,61,62,63,64,65,66,67,68,69,70,71,72,73,254,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,259,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v7[345] = {
260,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,252,59,253,61,62,243,64,65,66,67,68,69,70,71,72,73,254,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,261,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v8[345] = {
262,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,263,59,264,61,62,63,64,65,66,67,68,69,70,71,72,73,265,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,266,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v9[345] = {
267,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,263,59,264,61,62,243,64,65,66,67,68,69,70,71,72,73,265,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,268,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v10[345] = {
269,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,263,59,264,61,62,63,64,65,66,67,68,69,70,71,72,73,265,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,270,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v11[345] = {
271,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,263,59,264,61,62,243,64,65,66,67,68,69,70,71,72,73,265,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,272,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v12[345] = {
273,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,59,264,275,62,63,64,65,66,67,68,69,70,71,72,73,276,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,277,278,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v13[345] = {
279,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,59,264,275,62,243,64,65,66,67,68,69,70,71,72,73,276,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,277,280,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v14[345] = {
281,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,59,264,275,62,63,64,65,66,67,68,69,70,71,72,73,276,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,277,282,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v15[345] = {
283,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,59,264,275,62,243,64,65,66,67,68,69,70,71,72,73,276,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,277,284,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v16[345] = {
285,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,286,287,61,62,63,64,65,66,67,68,69,70,71,72,73,288,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,289,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v17[345] = {
290,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,25,26,27,28,12,5,29,30,9,31,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,286,287,61,62,243,64,65,66,67,68,69,70,71,72,73,288,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,291,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v18[345] = {
292,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,286,287,61,62,63,64,65,66,67,68,69,70,71,72,73,288,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,293,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const unsigned short sa__gen_v19[345] = {
294,1,2,3,4,5,6,7,5,8,9,10,11,12,5,13,14,15,12,16,17,5,18,19,
20,12,21,22,20,12,5,23,24,246,26,27,28,12,5,29,30,9,247,11,12,5,32,33,
34,35,12,5,36,37,38,12,39,40,41,12,5,42,43,44,45,46,47,48,49,50,51,52,
53,54,55,56,57,5,274,286,287,61,62,243,64,65,66,67,68,69,70,71,72,73,288,5,
75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,86,95,96,97,
98,93,99,12,5,100,101,86,102,86,103,104,86,105,106,86,107,108,86,109,110,111,86,112,
113,114,92,93,99,12,5,115,116,86,117,106,86,118,119,120,121,122,93,86,123,110,124,86,
112,125,126,92,93,99,12,5,127,295,129,130,131,132,5,133,134,135,136,137,138,139,140,99,
141,142,143,144,99,145,146,147,148,149,150,151,152,5,153,154,155,156,157,158,5,159,160,161,
162,5,163,164,86,165,86,166,167,168,99,5,169,170,86,171,172,173,174,99,5,175,176,177,
178,179,180,181,182,93,183,184,185,5,186,187,86,188,86,189,190,86,191,86,192,193,194,93,
5,195,196,86,107,86,197,198,86,199,200,92,5,201,202,203,86,107,86,197,204,205,206,207,
208,92,209,86,107,86,197,210,86,211,212,213,214,215,194,216,92,217,218,86,188,86,219,220,
221,194,93,222,5,99,223,224,5,225,226,227,86,102,86,228,229,230,231,86,232,233,234,235,
93,236,237,238,239,240,241,99,12,
};
static const sa__variant sa__gen_variants[] = {
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 0, 0, 128, 92160, 2, sa__gen_v0, 345},
  {"fwd_prefill__bf16_d64_m128n128w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 64, 128, 128, 4, 2, 1, 0, 128, 92160, 2, sa__gen_v1, 345},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 0, 0, 128, 92160, 2, sa__gen_v2, 345},
  {"fwd_prefill__fp16_d64_m128n128w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 64, 128, 128, 4, 2, 1, 0, 128, 92160, 2, sa__gen_v3, 345},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 0, 0, 128, 66560, 2, sa__gen_v4, 345},
  {"fwd_prefill__bf16_d96_m128n48w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 96, 128, 48, 4, 2, 1, 0, 128, 66560, 2, sa__gen_v5, 345},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 0, 0, 128, 66560, 2, sa__gen_v6, 345},
  {"fwd_prefill__fp16_d96_m128n48w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 96, 128, 48, 4, 2, 1, 0, 128, 66560, 2, sa__gen_v7, 345},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 0, 0, 128, 104448, 2, sa__gen_v8, 345},
  {"fwd_prefill__bf16_d128_m128n64w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 128, 128, 64, 4, 2, 1, 0, 128, 104448, 2, sa__gen_v9, 345},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 0, 0, 128, 104448, 2, sa__gen_v10, 345},
  {"fwd_prefill__fp16_d128_m128n64w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 128, 128, 64, 4, 2, 1, 0, 128, 104448, 2, sa__gen_v11, 345},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 0, 0, 256, 202752, 1, sa__gen_v12, 345},
  {"fwd_prefill__bf16_d256_m128n64w8s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 128, 64, 8, 2, 1, 0, 256, 202752, 1, sa__gen_v13, 345},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 0, 0, 256, 202752, 1, sa__gen_v14, 345},
  {"fwd_prefill__fp16_d256_m128n64w8s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 128, 64, 8, 2, 1, 0, 256, 202752, 1, sa__gen_v15, 345},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 0, 1, 128, 101376, 2, sa__gen_v16, 345},
  {"fwd_prefill__bf16_d256_m64n32w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_BF16, 256, 64, 32, 4, 2, 1, 1, 128, 101376, 2, sa__gen_v17, 345},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 0, 1, 128, 101376, 2, sa__gen_v18, 345},
  {"fwd_prefill__fp16_d256_m64n32w4s2__sm80_causal", SA__KIND_FWD_PREFILL, 80, SA_DTYPE_FP16, 256, 64, 32, 4, 2, 1, 1, 128, 101376, 2, sa__gen_v19, 345},
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
