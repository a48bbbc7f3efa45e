/* quickstart: one long-context attention call through sparseattn.h (make demo).

   On a GPU: 16K tokens, 32 query heads, 8 KV heads, d=128, bf16, causal: the first call (NVRTC compile or
   disk-cache load), then the median of timed calls, then sampled rows checked against the CPU reference; then
   BLASST, MOMO and Kascade on synthetic LLM-like inputs.
   Without a GPU: says so, and runs the CPU reference at a small size. Needs nothing but this header. */
#define SPARSEATTN_IMPLEMENTATION
#include "../sparseattn.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static float gauss(void) { /* sum of uniforms: cheap, roughly normal */
  float s = 0;
  int i;
  for (i = 0; i < 4; ++i) {
    rng ^= rng >> 12; rng ^= rng << 25; rng ^= rng >> 27;
    s += (float)((rng * 0x2545F4914F6CDD1Dull) >> 40) / 16777216.0f;
  }
  return (s - 2.0f) * 1.7320508f;
}

static int cmp_float(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return x < y ? -1 : x > y;
}

/* Reference for one (head h, query row i) of a causal Sq = Sk problem: a 1-row problem over keys [0, i]. */
static void ref_row(const uint16_t *q, const uint16_t *k, const uint16_t *v, int hq, int hkv, int d, int h, int i,
                    double *out) {
  sa_attention_args a;
  memset(&a, 0, sizeof a);
  a.batch = 1; a.seqlen_q = 1; a.seqlen_k = i + 1;
  a.heads_q = 1; a.heads_kv = 1; a.head_dim = d;
  a.q = q + ((size_t)i * hq + h) * d;
  a.k = k + (size_t)(h / (hq / hkv)) * d;
  a.v = v + (size_t)(h / (hq / hkv)) * d;
  a.k_strides.seq = a.v_strides.seq = (int64_t)hkv * d;
  a.k_strides.head = a.v_strides.head = d;
  a.k_strides.batch = a.v_strides.batch = (int64_t)(i + 1) * hkv * d;
  sa_ref_attention(&a, SA_REF_DOUBLE, out, NULL);
}

static int cpu_only(const char *why) {
  enum { S = 512, HQ = 8, HKV = 2, D = 64 };
  sa_attention_args a;
  uint16_t *q = (uint16_t *)malloc(sizeof(uint16_t) * S * HQ * D), *k = (uint16_t *)malloc(sizeof(uint16_t) * S * HKV * D),
           *v = (uint16_t *)malloc(sizeof(uint16_t) * S * HKV * D);
  float *o = (float *)malloc(sizeof(float) * S * HQ * D), *lse = (float *)malloc(sizeof(float) * S * HQ);
  double sum = 0;
  int i;
  printf("No GPU was found, so nothing ran on a GPU:\n  %s\n", why);
  printf("Running the CPU reference instead: S=%d, %d query / %d KV heads, d=%d, bf16, causal.\n", S, HQ, HKV, D);
  for (i = 0; i < S * HQ * D; ++i) q[i] = sa_f32_to_bf16(gauss());
  for (i = 0; i < S * HKV * D; ++i) { k[i] = sa_f32_to_bf16(gauss()); v[i] = sa_f32_to_bf16(gauss()); }
  memset(&a, 0, sizeof a);
  a.batch = 1; a.seqlen_q = a.seqlen_k = S; a.heads_q = HQ; a.heads_kv = HKV; a.head_dim = D; a.causal = 1;
  a.q = q; a.k = k; a.v = v;
  if (sa_ref_attention(&a, SA_REF_FLOAT, o, lse) != SA_OK) {
    printf("reference failed: %s\n", sa_last_error(NULL));
    return 1;
  }
  for (i = 0; i < S * HQ * D; ++i) sum += o[i];
  printf("CPU reference done: mean output %.6f, LSE of the last row of head 0 %.4f\n", sum / (S * HQ * D),
         (double)lse[S - 1]);
  free(q); free(k); free(v); free(o); free(lse);
  return 0;
}

#define TRY(call)                                                      \
  do {                                                                 \
    if ((call) != SA_OK) {                                             \
      fprintf(stderr, "%s failed: %s\n", #call, sa_last_error(ctx));   \
      return 1;                                                        \
    }                                                                  \
  } while (0)

int main(int argc, char **argv) {
  enum { B = 1, S = 16384, HQ = 32, HKV = 8, D = 128, REPS = 10, ROWS = 24, TAIL = 512 };
  sa_context *ctx = NULL;
  sa_device_info info;
  sa_attention_args a;
  sa_status st;
  size_t nq = (size_t)B * S * HQ * D, nk = (size_t)B * S * HKV * D, i;
  uint16_t *q, *k, *v, *o;
  void *dq, *dk, *dv, *dout, *e0, *e1;
  float ms[REPS], first_ms;
  double flops = 4.0 * B * HQ * (double)S * S * D / 2, worst = 0;
  int r, kind;

  if (argc > 1) { /* no options: one fixed demonstration */
    const int help = !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h");
    fprintf(help ? stdout : stderr, "%susage: quickstart (no arguments)\n"
            "Runs dense attention at 16K tokens (32/8 heads, d128, bf16, causal) on the GPU, checks sampled rows against\n"
            "the CPU reference, then BLASST, MOMO and Kascade on synthetic inputs; without a GPU, the CPU reference.\n",
            help ? "" : "quickstart: takes no arguments\n");
    return help ? 0 : 2;
  }
  st = sa_context_create(NULL, &ctx);
  if (st == SA_ERROR_NO_DRIVER || st == SA_ERROR_NO_DEVICE) return cpu_only(sa_last_error(NULL));
  if (st != SA_OK) {
    fprintf(stderr, "sa_context_create: %s: %s\n", sa_status_string(st), sa_last_error(NULL));
    return 1;
  }
  sa_device_info_get(ctx, &info);
  printf("GPU: %s (compute capability %d.%d, %d SMs); kernels compiled for %s by NVRTC %d.%d; cache %s\n", info.name,
         info.cc_major, info.cc_minor, info.sm_count, info.arch, info.nvrtc_major, info.nvrtc_minor,
         info.cache_dir[0] ? info.cache_dir : "(memory only)");
  printf("Problem: B=%d, %d tokens, %d query / %d KV heads, d=%d, bf16, causal\n", B, S, HQ, HKV, D);

  q = (uint16_t *)malloc(nq * 2); k = (uint16_t *)malloc(nk * 2); v = (uint16_t *)malloc(nk * 2);
  o = (uint16_t *)malloc(nq * 2);
  for (i = 0; i < nq; ++i) q[i] = sa_f32_to_bf16(gauss());
  for (i = 0; i < nk; ++i) { k[i] = sa_f32_to_bf16(gauss()); v[i] = sa_f32_to_bf16(gauss()); }
  TRY(sa_device_alloc(ctx, nq * 2, &dq)); TRY(sa_device_alloc(ctx, nk * 2, &dk));
  TRY(sa_device_alloc(ctx, nk * 2, &dv)); TRY(sa_device_alloc(ctx, nq * 2, &dout));
  TRY(sa_memcpy_htod(ctx, dq, q, nq * 2)); TRY(sa_memcpy_htod(ctx, dk, k, nk * 2)); TRY(sa_memcpy_htod(ctx, dv, v, nk * 2));
  TRY(sa_memset_device(ctx, dout, 0xff, nq * 2)); /* NaN everywhere: an unwritten element cannot pass */

  memset(&a, 0, sizeof a);
  a.dtype = SA_DTYPE_BF16;
  a.batch = B; a.seqlen_q = a.seqlen_k = S; a.heads_q = HQ; a.heads_kv = HKV; a.head_dim = D; a.causal = 1;
  a.q = dq; a.k = dk; a.v = dv; a.o = dout;

  TRY(sa_event_create(ctx, &e0)); TRY(sa_event_create(ctx, &e1));
  TRY(sa_event_record(ctx, e0, NULL));
  TRY(sa_attention(ctx, &a, NULL)); /* first call: compiles the kernel or reads it from the disk cache */
  TRY(sa_event_record(ctx, e1, NULL));
  TRY(sa_event_elapsed_ms(ctx, e0, e1, &first_ms));
  for (kind = 0; kind < sa_kernel_count(); ++kind) {
    sa_kernel_info ki;
    sa_kernel_info_get(ctx, kind, &ki);
    if (!ki.loaded) continue;
    printf("Kernel %s: %s, %d registers\n", ki.name, ki.from_disk ? "read from the disk cache" : "compiled by NVRTC",
           ki.registers);
    printf("  compile %.1f ms, load %.2f ms; first call %.1f ms in all\n", ki.compile_ms, ki.load_ms, (double)first_ms);
  }
  for (r = 0; r < REPS; ++r) {
    TRY(sa_event_record(ctx, e0, NULL));
    TRY(sa_attention(ctx, &a, NULL));
    TRY(sa_event_record(ctx, e1, NULL));
    TRY(sa_event_elapsed_ms(ctx, e0, e1, &ms[r]));
  }
  qsort(ms, REPS, sizeof ms[0], cmp_float);
  printf("Dense causal attention: %.3f ms median of %d calls, %.1f TFLOP/s\n", (double)ms[REPS / 2], REPS,
         flops / ms[REPS / 2] / 1e9);

  TRY(sa_memcpy_dtoh(ctx, o, dout, nq * 2));
  for (r = 0; r < ROWS; ++r) { /* rows spread over the sequence, first and last included */
    double ref[D], num = 0, den = 0, err;
    int h = (r * 7) % HQ, row = r == 0 ? 0 : r == ROWS - 1 ? S - 1 : (int)((long)r * 9973 % S), d;
    ref_row(q, k, v, HQ, HKV, D, h, row, ref);
    for (d = 0; d < D; ++d) {
      double x = sa_bf16_to_f32(o[((size_t)row * HQ + h) * D + d]);
      if (x != x) num = 1e30;
      num += (x - ref[d]) * (x - ref[d]);
      den += ref[d] * ref[d];
    }
    err = sqrt(num / (den > 0 ? den : 1));
    if (err > worst) worst = err;
  }
  printf("Checked %d sampled rows against the float64 CPU reference: worst relative error %.2e (%s)\n", ROWS, worst,
         worst < 1e-2 ? "ok" : "TOO LARGE");

  /* BLASST on inputs with LLM-like structure (random Gaussian inputs give flat attention: nothing to skip). */
  {
    sa_synth_options so;
    void *dref, *dcnt;
    unsigned long long cnt[2];
    float dense_ms, blasst_ms;
    double num = 0, den = 0;
    uint16_t *ob = (uint16_t *)malloc(nq * 2);
    const float factor = 4.0f; /* lambda = factor / Sk, as TensorRT-LLM's threshold_scale_factor */
    memset(&so, 0, sizeof so);
    so.seed = 1; so.seqlen = S; so.heads_q = HQ; so.heads_kv = HKV; so.head_dim = D;
    if (sa_synth_generate(&so, q, k, v) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
    TRY(sa_memcpy_htod(ctx, dq, q, nq * 2)); TRY(sa_memcpy_htod(ctx, dk, k, nk * 2)); TRY(sa_memcpy_htod(ctx, dv, v, nk * 2));
    TRY(sa_device_alloc(ctx, nq * 2, &dref)); TRY(sa_device_alloc(ctx, 16, &dcnt));
    a.method = SA_METHOD_DENSE; a.o = dref;
    TRY(sa_attention(ctx, &a, NULL));
    for (r = 0; r < REPS; ++r) {
      TRY(sa_event_record(ctx, e0, NULL)); TRY(sa_attention(ctx, &a, NULL)); TRY(sa_event_record(ctx, e1, NULL));
      TRY(sa_event_elapsed_ms(ctx, e0, e1, &ms[r]));
    }
    qsort(ms, REPS, sizeof ms[0], cmp_float);
    dense_ms = ms[REPS / 2];
    a.method = SA_METHOD_BLASST; a.o = dout; a.blasst.scale_factor = factor;
    TRY(sa_memset_device(ctx, dcnt, 0, 16));
    a.blasst.counters = (unsigned long long *)dcnt;
    TRY(sa_attention(ctx, &a, NULL)); /* compiles or loads the BLASST kernel; counts its skipped tiles */
    TRY(sa_memcpy_dtoh(ctx, cnt, dcnt, 16));
    a.blasst.counters = NULL;
    for (r = 0; r < REPS; ++r) {
      TRY(sa_event_record(ctx, e0, NULL)); TRY(sa_attention(ctx, &a, NULL)); TRY(sa_event_record(ctx, e1, NULL));
      TRY(sa_event_elapsed_ms(ctx, e0, e1, &ms[r]));
    }
    qsort(ms, REPS, sizeof ms[0], cmp_float);
    blasst_ms = ms[REPS / 2];
    TRY(sa_memcpy_dtoh(ctx, o, dref, nq * 2));
    TRY(sa_memcpy_dtoh(ctx, ob, dout, nq * 2));
    for (i = 0; i < nq; ++i) {
      double x = sa_bf16_to_f32(ob[i]), y = sa_bf16_to_f32(o[i]);
      num += (x - y) * (x - y);
      den += y * y;
    }
    printf("\nSynthetic LLM-like inputs (sinks, local band, stripes, slashes, needles), same shape:\n");
    printf("  dense  %8.3f ms\n", (double)dense_ms);
    printf("  BLASST %8.3f ms  speedup %.2fx  lambda = %.0f / Sk = %.3g  tile sparsity %.1f%%  relative error vs "
           "dense %.2e\n", (double)blasst_ms, (double)(dense_ms / blasst_ms), (double)factor, (double)(factor / S),
           cnt[0] ? 100.0 * (double)cnt[1] / (double)cnt[0] : 0.0, sqrt(num / (den > 0 ? den : 1)));
    /* MOMO on the same inputs: query-sparse pass with an exact top-k of 64 key blocks, union and trim,
       block-sparse attention with the delta correction; the attention mass its blocks capture is checked against
       the oracle's blocks on the CPU for the last query blocks of head 0. */
    {
      sa_momo_args m;
      sa_momo_buffers mb;
      sa_block_sparse_args bs;
      size_t ws = 0;
      void *dws;
      float momo_ms;
      int32_t *bi, *bc;
      double mass[TAIL / 128], omass[TAIL / 128], msum = 0, osum = 0;
      const int nqb = S / 128;
      memset(&m, 0, sizeof m);
      m.attn = a;
      m.attn.method = SA_METHOD_DENSE;
      m.params.k = 64; /* gamma 16, beta 64, chi 128, k_trim = k, sinks 64, window 1024: the defaults */
      TRY(sa_momo_workspace_size(&m, &ws));
      TRY(sa_device_alloc(ctx, ws, &dws));
      m.workspace = dws; m.workspace_bytes = ws;
      TRY(sa_momo_buffers_get(&m, &mb));
      TRY(sa_momo_prefill(ctx, &m, NULL));
      for (r = 0; r < REPS; ++r) {
        TRY(sa_event_record(ctx, e0, NULL)); TRY(sa_momo_prefill(ctx, &m, NULL)); TRY(sa_event_record(ctx, e1, NULL));
        TRY(sa_event_elapsed_ms(ctx, e0, e1, &ms[r]));
      }
      qsort(ms, REPS, sizeof ms[0], cmp_float);
      momo_ms = ms[REPS / 2];
      TRY(sa_memcpy_dtoh(ctx, ob, dout, nq * 2));
      num = den = 0;
      for (i = 0; i < nq; ++i) {
        double x = sa_bf16_to_f32(ob[i]), y = sa_bf16_to_f32(o[i]);
        num += (x - y) * (x - y);
        den += y * y;
      }
      bi = (int32_t *)malloc(sizeof(int32_t) * (size_t)nqb * 64);
      bc = (int32_t *)malloc(sizeof(int32_t) * (size_t)nqb);
      TRY(sa_memcpy_dtoh(ctx, bi, mb.block_index, sizeof(int32_t) * (size_t)nqb * 64)); /* head 0 comes first */
      TRY(sa_memcpy_dtoh(ctx, bc, mb.block_count, sizeof(int32_t) * (size_t)nqb));
      /* the last TAIL rows of head 0 as their own problem: bottom-right causal keeps their positions */
      memset(&bs, 0, sizeof bs);
      bs.attn.dtype = SA_DTYPE_BF16;
      bs.attn.batch = 1; bs.attn.seqlen_q = TAIL; bs.attn.seqlen_k = S; bs.attn.causal = 1;
      bs.attn.heads_q = bs.attn.heads_kv = 1; bs.attn.head_dim = D;
      bs.attn.q = q + (size_t)(S - TAIL) * HQ * D; bs.attn.k = k; bs.attn.v = v;
      bs.attn.q_strides.seq = (int64_t)HQ * D; bs.attn.q_strides.head = D; bs.attn.q_strides.batch = (int64_t)S * HQ * D;
      bs.attn.k_strides.seq = bs.attn.v_strides.seq = (int64_t)HKV * D;
      bs.attn.k_strides.head = bs.attn.v_strides.head = D;
      bs.attn.k_strides.batch = bs.attn.v_strides.batch = (int64_t)S * HKV * D;
      bs.query_block = 128; bs.key_block = 64; bs.query_blocks = TAIL / 128; bs.max_blocks = 64;
      bs.block_index = bi + (size_t)(nqb - TAIL / 128) * 64; bs.block_count = bc + (nqb - TAIL / 128);
      bs.sink_tokens = 64; bs.window_tokens = 1024;
      if (sa_ref_block_mass(&bs, mass, omass, NULL) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
      for (r = 0; r < TAIL / 128; ++r) { msum += mass[r]; osum += omass[r]; }
      printf("  MOMO   %8.3f ms  speedup %.2fx  k = 64 blocks of 64 keys per 128 rows  relative error vs dense %.2e  "
             "attention mass vs the oracle's blocks %.2f%% (last %d rows of head 0)\n", (double)momo_ms,
             (double)(dense_ms / momo_ms), sqrt(num / (den > 0 ? den : 1)), 100.0 * msum / (osum > 0 ? osum : 1), TAIL);
      free(bi); free(bc);
      sa_device_free(ctx, dws);
    }
    /* Kascade on the same inputs: an anchor layer chooses each 128-row tile's top 10% keys (k_min 128)
       from its pooled post-softmax scores and attends to them; a reuse layer attends to the anchor's lists. */
    {
      sa_kascade_prefill_args ka;
      size_t ws = 0;
      void *dws, *didx, *dcnt2;
      float anchor_ms, reuse_ms;
      double num2 = 0, den2 = 0;
      const int tiles = S / 128, max_k = S / 10 + 1;
      TRY(sa_device_alloc(ctx, (size_t)HKV * tiles * max_k * 4, &didx));
      TRY(sa_device_alloc(ctx, (size_t)HKV * tiles * 4, &dcnt2));
      memset(&ka, 0, sizeof ka);
      ka.sparse.attn = a;
      ka.sparse.attn.method = SA_METHOD_DENSE;
      ka.sparse.indices = (int32_t *)didx; ka.sparse.counts = (int32_t *)dcnt2; ka.sparse.tiles = tiles; ka.sparse.max_k = max_k;
      ka.role = SA_KASCADE_ANCHOR;
      TRY(sa_kascade_prefill_workspace_size(&ka, &ws));
      TRY(sa_device_alloc(ctx, ws, &dws));
      ka.workspace = dws; ka.workspace_bytes = ws;
      TRY(sa_kascade_prefill(ctx, &ka, NULL)); /* compiles or loads the kernels */
      for (r = 0; r < REPS; ++r) {
        TRY(sa_event_record(ctx, e0, NULL)); TRY(sa_kascade_prefill(ctx, &ka, NULL)); TRY(sa_event_record(ctx, e1, NULL));
        TRY(sa_event_elapsed_ms(ctx, e0, e1, &ms[r]));
      }
      qsort(ms, REPS, sizeof ms[0], cmp_float);
      anchor_ms = ms[REPS / 2];
      ka.role = SA_KASCADE_REUSE; /* the same lists, as a later layer would read them */
      TRY(sa_kascade_prefill(ctx, &ka, NULL));
      for (r = 0; r < REPS; ++r) {
        TRY(sa_event_record(ctx, e0, NULL)); TRY(sa_kascade_prefill(ctx, &ka, NULL)); TRY(sa_event_record(ctx, e1, NULL));
        TRY(sa_event_elapsed_ms(ctx, e0, e1, &ms[r]));
      }
      qsort(ms, REPS, sizeof ms[0], cmp_float);
      reuse_ms = ms[REPS / 2];
      TRY(sa_memcpy_dtoh(ctx, ob, dout, nq * 2));
      for (i = 0; i < nq; ++i) {
        double x = sa_bf16_to_f32(ob[i]), y = sa_bf16_to_f32(o[i]);
        num2 += (x - y) * (x - y);
        den2 += y * y;
      }
      printf("  Kascade anchor %8.3f ms (%.2fx; dense LSE pass, pooled scores, top-k 10%%, sparse pass)\n"
             "  Kascade reuse  %8.3f ms (%.2fx; the anchor's lists)  relative error vs dense %.2e\n", (double)anchor_ms,
             (double)(dense_ms / anchor_ms), (double)reuse_ms, (double)(dense_ms / reuse_ms), sqrt(num2 / (den2 > 0 ? den2 : 1)));
      sa_device_free(ctx, dws); sa_device_free(ctx, didx); sa_device_free(ctx, dcnt2);
    }
    sa_device_free(ctx, dref); sa_device_free(ctx, dcnt);
    free(ob);
  }
  sa_event_destroy(ctx, e0); sa_event_destroy(ctx, e1);
  sa_device_free(ctx, dq); sa_device_free(ctx, dk); sa_device_free(ctx, dv); sa_device_free(ctx, dout);
  free(q); free(k); free(v); free(o);
  sa_context_destroy(ctx);
  return worst < 1e-2 ? 0 : 1;
}
