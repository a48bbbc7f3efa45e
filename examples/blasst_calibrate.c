/* blasst_calibrate: fit BLASST's threshold law lambda * L = a * exp(b * S) on this GPU (the BLASST authors' slides).

     build/blasst_calibrate [--lengths 4096,8192,16384] [--holdout 12288] [--heads 32/8] [--dim 128]
                            [--npy DIR] [--decode] [--target 0.5] [--seed N] [--sequences 4]

   For each length it runs BLASST prefill (or decode with --decode) on the inputs over a sweep of trial lambdas,
   reads the tile sparsity from the kernel's counters (summed over --sequences synthetic sequences per length,
   as Algorithm 2 samples many sequences per length), fits the law with sa_blasst_calibrate (and the paper's
   single-target lambda = a / L), and reports how well the fit predicts the sparsity at the held-out length.
   Inputs: the synthetic generator (sa_synth_generate) or, with --npy DIR, captured DIR/q.npy, DIR/k.npy and
   DIR/v.npy of shape [S, H, D] (float16 or float32; the first L rows are used for length L). */
#define SPARSEATTN_IMPLEMENTATION
#include "../sparseattn.h"
#include "npy.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TRY(x)                                                                                      \
  do {                                                                                              \
    if ((x) != SA_OK) { fprintf(stderr, "%s: %s\n", #x, sa_last_error(ctx)); exit(1); }           \
  } while (0)

static sa_context *ctx;

/* A captured [S, H, D] tensor as 16-bit values in dtype. */
static uint16_t *read_npy(const char *path, sa_dtype dt, long *rows, int *heads, int *dim) {
  int shape[3];
  float *x = npy_read(path, shape);
  uint16_t *out;
  size_t n, i;
  if (!x) { fprintf(stderr, "%s: cannot open\n", path); exit(1); }
  n = (size_t)shape[0] * shape[1] * shape[2];
  out = (uint16_t *)malloc(n * 2);
  for (i = 0; i < n; ++i) out[i] = dt == SA_DTYPE_BF16 ? sa_f32_to_bf16(x[i]) : sa_f32_to_fp16(x[i]);
  free(x);
  *rows = shape[0]; *heads = shape[1]; *dim = shape[2];
  return out;
}

typedef struct inputs { uint16_t *q, *k, *v; long rows; int hq, hkv, d; } inputs;

/* Tile counters (considered, skipped) of BLASST at one lambda over inputs truncated to length L. */
static void counters(unsigned long long c_out[2], const inputs *in, int L, double lambda, int decode, void *dq, void *dk, void *dv, void *dout,
                       void *dcnt, void *dlens, void *dws, size_t ws_bytes) {
  unsigned long long c[2];
  TRY(sa_memset_device(ctx, dcnt, 0, 16));
  if (!decode) {
    sa_attention_args a;
    memset(&a, 0, sizeof a);
    a.batch = 1; a.seqlen_q = a.seqlen_k = L; a.heads_q = in->hq; a.heads_kv = in->hkv; a.head_dim = in->d; a.causal = 1;
    a.q = dq; a.k = dk; a.v = dv; a.o = dout;
    a.method = SA_METHOD_BLASST; a.blasst.lambda = (float)lambda; a.blasst.counters = (unsigned long long *)dcnt;
    a.q_strides.seq = (int64_t)in->hq * in->d; a.q_strides.head = in->d; a.q_strides.batch = (int64_t)in->rows * in->hq * in->d;
    a.k_strides.seq = a.v_strides.seq = (int64_t)in->hkv * in->d; a.k_strides.head = a.v_strides.head = in->d;
    a.k_strides.batch = a.v_strides.batch = (int64_t)in->rows * in->hkv * in->d;
    a.o_strides = a.q_strides;
    TRY(sa_attention(ctx, &a, NULL));
  } else { /* the queries of the last 64 positions, each a decode step over its prefix */
    sa_decode_args a;
    int32_t lens[64];
    int b;
    for (b = 0; b < 64; ++b) lens[b] = L - b;
    TRY(sa_memcpy_htod(ctx, dlens, lens, sizeof lens));
    memset(&a, 0, sizeof a);
    a.batch = 64; a.q_len = 1; a.heads_q = in->hq; a.heads_kv = in->hkv; a.head_dim = in->d;
    a.q = (const uint16_t *)dq + (size_t)(L - 1) * in->hq * in->d; /* sequence b's query: position L-1-b */
    a.q_strides.batch = -(int64_t)in->hq * in->d; a.q_strides.seq = (int64_t)in->hq * in->d; a.q_strides.head = in->d;
    a.o = dout;
    a.k = dk; a.v = dv; a.k_strides.batch = a.v_strides.batch = 0; /* every sequence reads the same cache rows */
    a.k_strides.seq = a.v_strides.seq = (int64_t)in->hkv * in->d; a.k_strides.head = a.v_strides.head = in->d;
    a.seqlens_k = (const int32_t *)dlens; a.max_seqlen_k = L; a.capacity = (int)in->rows;
    a.method = SA_METHOD_BLASST; a.blasst.lambda = (float)lambda; a.blasst.counters = (unsigned long long *)dcnt;
    a.workspace = dws; a.workspace_bytes = ws_bytes;
    TRY(sa_decode(ctx, &a, NULL));
  }
  TRY(sa_memcpy_dtoh(ctx, c, dcnt, 16));
  c_out[0] += c[0];
  c_out[1] += c[1];
}

static const char *usage =
    "usage: blasst_calibrate [--lengths 4096,8192,16384] [--holdout 12288] [--heads 32/8] [--dim 128]\n"
    "                        [--npy DIR] [--decode] [--target 0.5] [--seed N] [--sequences 4]\n"
    "Fits BLASST's threshold law lambda * L = a * exp(b * S) on this GPU from the kernels' skip counters.\n"
    "  --lengths LIST   sequence lengths of the fit; --holdout L: the length whose sparsity the fit predicts\n"
    "  --heads HQ/HKV   query/KV heads (default 32/8); --dim D: head dim (default 128)\n"
    "  --npy DIR        captured DIR/q.npy, DIR/k.npy, DIR/v.npy [S, H, D] (float16/float32) instead of synthetic inputs\n"
    "  --decode         calibrate the decode threshold instead of prefill's\n"
    "  --target S       also report lambda for this sparsity (default 0.5)\n"
    "  --seed N, --sequences N   synthetic inputs: seed, sequences per length (default 4)\n";

int main(int argc, char **argv) {
  int lens[16] = {4096, 8192, 16384}, n_lens = 3, holdout = 12288, hq = 32, hkv = 8, d = 128, decode = 0, i, j, L;
  int sequences = 4, sq;
  enum { N_LAM = 48 };
  unsigned long long cnt[N_LAM][2];
  double target = 0.5, fit_a1 = 0;
  const char *npy = NULL;
  uint64_t seed = 1;
  inputs in;
  sa_blasst_point pts[1024];
  int n_pts = 0, maxL;
  sa_blasst_fit fit;
  void *dq, *dk, *dv, *dout, *dcnt, *dlens, *dws = NULL;
  size_t ws_bytes = 0;
  for (i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      fputs(usage, stdout);
      return 0;
    } else if (!strcmp(argv[i], "--lengths") && i + 1 < argc) {
      char *s = argv[++i];
      n_lens = 0;
      while (*s && n_lens < 16) { lens[n_lens++] = (int)strtol(s, &s, 10); if (*s == ',') ++s; }
    } else if (!strcmp(argv[i], "--holdout") && i + 1 < argc) holdout = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--heads") && i + 1 < argc) { if (sscanf(argv[++i], "%d/%d", &hq, &hkv) != 2) return 2; }
    else if (!strcmp(argv[i], "--dim") && i + 1 < argc) d = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--npy") && i + 1 < argc) npy = argv[++i];
    else if (!strcmp(argv[i], "--decode")) decode = 1;
    else if (!strcmp(argv[i], "--target") && i + 1 < argc) target = atof(argv[++i]);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--sequences") && i + 1 < argc) sequences = atoi(argv[++i]);
    else { fprintf(stderr, "blasst_calibrate: unknown argument %s\n%s", argv[i], usage); return 2; }
  }
  if (sa_context_create(NULL, &ctx) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
  maxL = holdout;
  for (i = 0; i < n_lens; ++i) if (lens[i] > maxL) maxL = lens[i];
  if (npy) {
    char path[4096];
    int h2, d2;
    long r2;
    snprintf(path, sizeof path, "%s/q.npy", npy); in.q = read_npy(path, SA_DTYPE_BF16, &in.rows, &in.hq, &in.d);
    snprintf(path, sizeof path, "%s/k.npy", npy); in.k = read_npy(path, SA_DTYPE_BF16, &r2, &in.hkv, &d2);
    snprintf(path, sizeof path, "%s/v.npy", npy); in.v = read_npy(path, SA_DTYPE_BF16, &r2, &h2, &d2);
    if (in.rows < maxL) { fprintf(stderr, "captured inputs have %ld rows; the lengths need %d\n", in.rows, maxL); return 1; }
    printf("inputs: %s: %ld tokens, %d/%d heads, d=%d\n", npy, in.rows, in.hq, in.hkv, in.d);
  } else {
    sa_synth_options so;
    memset(&so, 0, sizeof so);
    so.seed = seed; so.seqlen = maxL; so.heads_q = hq; so.heads_kv = hkv; so.head_dim = d;
    in.rows = maxL; in.hq = hq; in.hkv = hkv; in.d = d;
    in.q = (uint16_t *)malloc((size_t)maxL * hq * d * 2);
    in.k = (uint16_t *)malloc((size_t)maxL * hkv * d * 2);
    in.v = (uint16_t *)malloc((size_t)maxL * hkv * d * 2);
    /* one generated sequence per length (the structure's strength grows with the length, as in long-context
       models): a length-L prefix of a longer sequence would carry the longer one's structure */
    printf("inputs: synthetic generator, %d/%d heads, d=%d, bf16\n", hq, hkv, d);
  }
  TRY(sa_device_alloc(ctx, (size_t)in.rows * in.hq * in.d * 2, &dq));
  TRY(sa_device_alloc(ctx, (size_t)in.rows * in.hkv * in.d * 2, &dk));
  TRY(sa_device_alloc(ctx, (size_t)in.rows * in.hkv * in.d * 2, &dv));
  TRY(sa_device_alloc(ctx, (size_t)in.rows * in.hq * in.d * 2, &dout));
  TRY(sa_device_alloc(ctx, 16, &dcnt));
  TRY(sa_device_alloc(ctx, 64 * 4, &dlens));
  if (decode) {
    ws_bytes = (size_t)128 * 64 * in.hq * (in.d + 1) * 4;
    TRY(sa_device_alloc(ctx, ws_bytes, &dws));
  }
  printf("%s, causal; lambda swept over a log grid; sparsity = skipped / considered KV tiles over %d sequence%s per "
         "length\n\n", decode ? "decode (64 steps)" : "prefill", npy ? 1 : sequences, npy || sequences == 1 ? "" : "s");
  printf("%8s %12s %9s\n", "length", "lambda", "sparsity");
  if (npy || sequences < 1) sequences = 1;
  for (i = 0; i <= n_lens; ++i) { /* the last round is the held-out length */
    double lam;
    int k;
    L = i < n_lens ? lens[i] : holdout;
    memset(cnt, 0, sizeof cnt);
    for (sq = 0; sq < sequences; ++sq) {
      if (!npy) {
        sa_synth_options so;
        memset(&so, 0, sizeof so);
        so.seed = seed + (uint64_t)(i * 1000 + sq); so.seqlen = L; so.heads_q = hq; so.heads_kv = hkv; so.head_dim = d;
        in.rows = L;
        TRY(sa_synth_generate(&so, in.q, in.k, in.v));
      }
      TRY(sa_memcpy_htod(ctx, dq, in.q, (size_t)in.rows * in.hq * in.d * 2));
      TRY(sa_memcpy_htod(ctx, dk, in.k, (size_t)in.rows * in.hkv * in.d * 2));
      TRY(sa_memcpy_htod(ctx, dv, in.v, (size_t)in.rows * in.hkv * in.d * 2));
      for (k = 0, lam = 1e-8; k < N_LAM && lam < 0.5; ++k, lam *= 1.5)
        counters(cnt[k], &in, L, lam, decode, dq, dk, dv, dout, dcnt, dlens, dws, ws_bytes);
    }
    for (k = 0, lam = 1e-8; k < N_LAM && lam < 0.5; ++k, lam *= 1.5) {
      double s = cnt[k][0] ? (double)cnt[k][1] / (double)cnt[k][0] : 0;
      if (n_pts < 1024) { /* held-out points are stored after the fit's, marked by a negative length */
        pts[n_pts].lambda = lam; pts[n_pts].length = i < n_lens ? L : -L; pts[n_pts].sparsity = s; ++n_pts;
      }
      if (s > 0.02 && s < 0.98) printf("%8d %12.4g %9.3f%s\n", L, lam, s, i < n_lens ? "" : "  (held out)");
    }
  }
  {
    int n_fit = 0;
    for (j = 0; j < n_pts && pts[j].length > 0; ++j) ++n_fit;
    if (sa_blasst_calibrate(pts, n_fit, &fit) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
    printf("\nfit: lambda * L = a * exp(b * S) with a = %.6g, b = %.4f (%d points with 0.1 <= S <= 0.9; R^2 %.4f in "
           "log(lambda L); sparsity RMSE %.3f)\n", fit.a, fit.b, fit.points, fit.r2, fit.rmse_sparsity);
    if (sa_blasst_calibrate_target(pts, n_fit, target, 0.05, &fit_a1) == SA_OK)
      printf("single target S = %.2f: lambda = a / L with a = %.6g\n", target, fit_a1);
    /* held out: the sparsity the fit predicts at each measured (lambda, L) */
    {
      double worst = 0, sse = 0;
      int k = 0;
      printf("\nheld-out length %d: predicted vs measured sparsity\n", holdout);
      for (j = n_fit; j < n_pts; ++j) {
        double pred = (log(pts[j].lambda * holdout) - log(fit.a)) / fit.b;
        if (pts[j].sparsity < 0.1 || pts[j].sparsity > 0.9) continue;
        printf("  lambda %10.4g: measured %.3f, predicted %.3f (%+.1f points)\n", pts[j].lambda, pts[j].sparsity, pred,
               100 * (pred - pts[j].sparsity));
        if (fabs(pred - pts[j].sparsity) > worst) worst = fabs(pred - pts[j].sparsity);
        sse += (pred - pts[j].sparsity) * (pred - pts[j].sparsity);
        ++k;
      }
      if (k) printf("held-out prediction: worst %.1f points, RMS %.1f points over %d lambdas\n", 100 * worst, 100 * sqrt(sse / k), k);
      for (j = 0; j < 3; ++j) {
        double S = 0.25 * (j + 1);
        printf("lambda for %.0f%% sparsity at %d tokens: %.4g\n", 100 * S, holdout, sa_blasst_lambda(fit.a, fit.b, S, holdout));
      }
    }
  }
  sa_context_destroy(ctx);
  return 0;
}
