/* Tests of BLASST (prefill and decode), the decode kernel, calibration and the synthetic generator.
   Included by run_tests.c (one translation unit with the implementation). */
#ifndef SA_TEST_BLASST_DECODE_H
#define SA_TEST_BLASST_DECODE_H

/* ---- device helpers (g_ctx) ---- */
static void *t_dalloc(size_t bytes, int poison) {
  void *p = NULL;
  if (sa_device_alloc(g_ctx, bytes ? bytes : 16, &p) != SA_OK) return NULL;
  if (poison >= 0) sa_memset_device(g_ctx, p, (unsigned char)poison, bytes ? bytes : 16);
  return p;
}
static void *t_dup(const void *host, size_t bytes) {
  void *p = t_dalloc(bytes, -1);
  if (p && bytes) sa_memcpy_htod(g_ctx, p, host, bytes);
  return p;
}
static double t_ld16(const uint16_t *x, size_t i, sa_dtype dt) {
  return dt == SA_DTYPE_BF16 ? sa_bf16_to_f32(x[i]) : sa_fp16_to_f32(x[i]);
}

/* Relative L2 error of a 16-bit output against a double reference over the listed elements; +inf on non-finite. */
static double t_rel_err16(const uint16_t *x, const double *ref, const size_t *idx, size_t n, sa_dtype dt) {
  double num = 0, den = 0;
  size_t i;
  for (i = 0; i < n; ++i) {
    double a = t_ld16(x, idx[i], dt), b = ref[idx[i]];
    if (!isfinite(a)) return INFINITY;
    num += (a - b) * (a - b);
    den += b * b;
  }
  return den > 0 ? sqrt(num / den) : (num == 0 ? 0 : INFINITY);
}

/* Compare GPU skip decisions with the reference's: every tile whose margin is beyond rounding must agree.
   Returns the number of disagreements outside the margin; *borderline counts tiles within it. */
static int t_compare_skips(const unsigned char *gpu, const unsigned char *ref, const double *margin, size_t n,
                           double eps, int *borderline, long *skipped) {
  size_t i;
  int bad = 0;
  *borderline = 0;
  *skipped = 0;
  for (i = 0; i < n; ++i) {
    if (margin[i] == 0 && ref[i] == 0) { /* never decided (first tile of a chunk, or not visited) */
      if (gpu[i] == 1) ++bad;
      continue;
    }
    *skipped += ref[i];
    if (fabs(margin[i]) <= eps) { ++*borderline; continue; }
    if (gpu[i] != ref[i]) ++bad;
  }
  return bad;
}

/* ==================================================================================================== */
/* CPU                                                                                                   */
/* ==================================================================================================== */

TEST(calibrate_fit) {
  sa_blasst_point pts[64];
  sa_blasst_fit fit;
  t_rng r = {31337};
  const double a0 = 40.0, b0 = 7.5, lens[4] = {4096, 8192, 16384, 32768};
  double a1;
  int n = 0, i, j;
  for (i = 0; i < 4; ++i)
    for (j = 0; j < 12; ++j) {
      double S = 0.02 + j * 0.085, lam = a0 * exp(b0 * S) / lens[i];
      pts[n].lambda = lam; pts[n].length = lens[i];
      pts[n].sparsity = S + 0.005 * t_gauss(&r); /* a little measurement noise */
      ++n;
    }
  CHECK(sa_blasst_calibrate(pts, n, &fit) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(fabs(fit.a / a0 - 1) < 0.08 && fabs(fit.b - b0) < 0.25, "fit a=%g b=%g, want %g %g", fit.a, fit.b, a0, b0);
  CHECK(fit.points < n && fit.points >= 30, "%d points used: the 0.1..0.9 window was not applied", fit.points);
  CHECK(fit.r2 > 0.99 && fit.rmse_sparsity < 0.02, "r2 %g rmse %g", fit.r2, fit.rmse_sparsity);
  CHECK(fabs(sa_blasst_lambda(fit.a, fit.b, 0.5, 65536) * 65536 / (a0 * exp(b0 * 0.5)) - 1) < 0.1, "lambda at 64K");
  /* single-target fit lambda = a / L: exact points at S = 0.5 */
  for (i = 0; i < 4; ++i) { pts[i].lambda = 123.0 / lens[i]; pts[i].length = lens[i]; pts[i].sparsity = 0.5; }
  pts[4].lambda = 1.0; pts[4].length = 4096; pts[4].sparsity = 0.9; /* a worse trial at the same length */
  CHECK(sa_blasst_calibrate_target(pts, 5, 0.5, 0.02, &a1) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(fabs(a1 - 123.0) < 1e-9, "target fit a = %g", a1);
  /* refusals */
  CHECK(sa_blasst_calibrate(pts, 1, &fit) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "at least 2"),
        "one point: %s", sa_last_error(NULL));
  pts[0].lambda = -1;
  CHECK(sa_blasst_calibrate(pts, 4, &fit) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "lambda"),
        "negative lambda: %s", sa_last_error(NULL));
}

/* The generator is deterministic by seed, its sinks draw mass, and neighbouring queries are correlated. */
TEST(synth_structure) {
  sa_synth_options o;
  const int S = 1024, Hq = 4, Hkv = 2, D = 64;
  uint16_t *q1 = (uint16_t *)malloc((size_t)S * Hq * D * 2), *k1 = (uint16_t *)malloc((size_t)S * Hkv * D * 2),
           *v1 = (uint16_t *)malloc((size_t)S * Hkv * D * 2), *q2 = (uint16_t *)malloc((size_t)S * Hq * D * 2),
           *k2 = (uint16_t *)malloc((size_t)S * Hkv * D * 2), *v2 = (uint16_t *)malloc((size_t)S * Hkv * D * 2);
  double sink_mass = 0, corr = 0;
  int i, j, d, rows = 0;
  memset(&o, 0, sizeof o);
  o.seed = 7; o.seqlen = S; o.heads_q = Hq; o.heads_kv = Hkv; o.head_dim = D;
  CHECK(sa_synth_generate(&o, q1, k1, v1) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_synth_generate(&o, q2, k2, v2) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(!memcmp(q1, q2, (size_t)S * Hq * D * 2) && !memcmp(k1, k2, (size_t)S * Hkv * D * 2), "same seed, different data");
  o.seed = 8;
  CHECK(sa_synth_generate(&o, q2, k2, v2) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(memcmp(q1, q2, (size_t)S * Hq * D * 2) != 0, "other seed, same data");
  /* attention of head 0 for late rows: the 4 sink keys hold a share far above 4/S */
  for (i = 512; i < S; i += 37) {
    double m = -INFINITY, l = 0, ls = 0, sc[1024];
    for (j = 0; j <= i; ++j) {
      double dot = 0;
      for (d = 0; d < D; ++d) dot += sa_bf16_to_f32(q1[((size_t)i * Hq) * D + d]) * sa_bf16_to_f32(k1[((size_t)j * Hkv) * D + d]);
      sc[j] = dot / sqrt((double)D);
      if (sc[j] > m) m = sc[j];
    }
    for (j = 0; j <= i; ++j) { double e = exp(sc[j] - m); l += e; if (j < 4) ls += e; }
    sink_mass += ls / l;
    ++rows;
  }
  sink_mass /= rows;
  CHECK(sink_mass > 0.1, "sinks hold %.3f of the attention (want > 0.1)", sink_mass);
  /* neighbouring queries: cosine of q_i and q_{i+1} over the whole head */
  for (i = 0; i + 1 < S; ++i) {
    double ab = 0, aa = 0, bb = 0;
    for (d = 0; d < D; ++d) {
      double a = sa_bf16_to_f32(q1[((size_t)i * Hq + 1) * D + d]), b = sa_bf16_to_f32(q1[((size_t)(i + 1) * Hq + 1) * D + d]);
      ab += a * b; aa += a * a; bb += b * b;
    }
    corr += ab / sqrt(aa * bb);
  }
  corr /= S - 1;
  CHECK(corr > 0.8, "neighbouring queries' cosine %.3f (want > 0.8)", corr);
  free(q1); free(k1); free(v1); free(q2); free(k2); free(v2);
}

/* Reference: BLASST with lambda = 0 is the dense reference to the bit; with a threshold, skipped tiles are
   exactly the ones the decision table says, and the counters match it. */
TEST(ref_blasst_consistency) {
  sa_synth_options so;
  sa_attention_args a;
  sa_ref_options ro;
  const int S = 700, H = 2, D = 64, BM = 64, BN = 32;
  const int mt = (S + BM - 1) / BM, nt = (S + BN - 1) / BN;
  uint16_t *q = (uint16_t *)malloc((size_t)S * H * D * 2), *k = (uint16_t *)malloc((size_t)S * H * D * 2),
           *v = (uint16_t *)malloc((size_t)S * H * D * 2);
  double *o1 = (double *)malloc(sizeof(double) * S * H * D), *o2 = (double *)malloc(sizeof(double) * S * H * D);
  double *margin = (double *)calloc((size_t)H * mt * nt, sizeof(double));
  unsigned char *skip = (unsigned char *)calloc((size_t)H * mt * nt, 1);
  long sum = 0;
  size_t i;
  memset(&so, 0, sizeof so);
  so.seed = 3; so.seqlen = S; so.heads_q = H; so.heads_kv = H; so.head_dim = D;
  CHECK(sa_synth_generate(&so, q, k, v) == SA_OK, "%s", sa_last_error(NULL));
  memset(&a, 0, sizeof a);
  a.batch = 1; a.seqlen_q = a.seqlen_k = S; a.heads_q = a.heads_kv = H; a.head_dim = D; a.causal = 1;
  a.q = q; a.k = k; a.v = v;
  CHECK(sa_ref_attention(&a, SA_REF_DOUBLE, o1, NULL) == SA_OK, "%s", sa_last_error(NULL));
  memset(&ro, 0, sizeof ro);
  ro.precision = SA_REF_DOUBLE; ro.query_tile = BM; ro.kv_tile = BN; ro.skip = skip; ro.margin = margin;
  a.method = SA_METHOD_BLASST;
  a.blasst.lambda = 0;
  CHECK(sa_ref_attention_ex(&a, &ro, o2, NULL) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(!memcmp(o1, o2, sizeof(double) * S * H * D), "lambda = 0 differs from dense");
  CHECK(ro.counters[1] == 0, "lambda = 0 skipped %llu tiles", ro.counters[1]);
  a.blasst.lambda = 2e-2f;
  CHECK(sa_ref_attention_ex(&a, &ro, o2, NULL) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < (size_t)H * mt * nt; ++i) sum += skip[i];
  CHECK(sum == (long)ro.counters[1] && ro.counters[1] > 0 && ro.counters[1] < ro.counters[0],
        "skipped %ld in the table, counters %llu/%llu", sum, ro.counters[1], ro.counters[0]);
  {
    double num = 0, den = 0;
    for (i = 0; i < (size_t)S * H * D; ++i) { num += (o2[i] - o1[i]) * (o2[i] - o1[i]); den += o1[i] * o1[i]; }
    CHECK(sqrt(num / den) < 0.05 && num > 0, "BLASST at lambda 2e-2 vs dense: %g", sqrt(num / den));
  }
  a.blasst.lambda = 1.0f; /* >= 1 disables */
  CHECK(sa_ref_attention_ex(&a, &ro, o2, NULL) == SA_OK && ro.counters[1] == 0, "lambda 1 skipped");
  free(q); free(k); free(v); free(o1); free(o2); free(margin); free(skip);
}

/* ---- decode problems ---- */

typedef struct t_dec {
  sa_decode_args a;      /* host pointers (cache contiguous or paged) */
  uint16_t *q, *kc, *vc; /* q [B, q_len, Hq, D]; kc/vc: contiguous [B, cap, Hkv, D] */
  uint16_t *kp, *vp;     /* paged [pages, ps, Hkv, D] */
  int32_t *lens, *bt;
  size_t nq, nkc, nkp;
  int32_t *kc_idx, *kc_cnt, *kc_hm; /* Kascade lists (host; a.kascade points at them) */
  uint8_t *kc8, *vc8, *kp8, *vp8;   /* an FP8 cache (g_t_fp8): the codes of kc/vc/kp/vp; a.k, a.v point at kc8, vc8 */
  float *ks, *vs;                   /* its scales (a.kv), NULL for the scale kind 0 */
  size_t n_scales;
} t_dec;

/* 1: t_dec_make quantizes each problem's cache to FP8, its format (e4m3, e5m2) and kind of scales drawn at random: 0
   none (1), 1 one per tensor, 2 one per KV head, 3 one per (sequence, KV head). The decode tests run with it set as
   their _fp8 twins (t_on_fp8). */
static int g_t_fp8;

static void t_dec_free(t_dec *t) {
  free(t->q); free(t->kc); free(t->vc); free(t->kp); free(t->vp); free(t->lens); free(t->bt);
  free(t->kc_idx); free(t->kc_cnt); free(t->kc_hm);
  free(t->kc8); free(t->vc8); free(t->kp8); free(t->vp8); free(t->ks); free(t->vs);
}

/* The FP8 code nearest to x (finite codes only: a value past the largest saturates): the positive codes 0 ..
   top are increasing in value, so a bisection over them, and the sign bit. */
static uint8_t t_fp8_code(double x, int format) {
  const int top = format == SA_KV_FP8_E4M3 ? 0x7e : 0x7b;
  const double ax = fabs(x);
  int lo = 0, hi = top;
  while (hi - lo > 1) {
    const int mid = (lo + hi) / 2;
    if (sa__fp8_value((uint8_t)mid, format) <= ax) lo = mid; else hi = mid;
  }
  if (fabs(sa__fp8_value((uint8_t)hi, format) - ax) < fabs(sa__fp8_value((uint8_t)lo, format) - ax)) lo = hi;
  return (uint8_t)(lo | (x < 0 && lo ? 0x80 : 0));
}

/* Quantize a made problem's cache to FP8 (g_t_kv_format): scales from each (sequence, KV head)'s largest magnitude, per
   the kind kind; the paged codes follow the page table as the 16-bit rows do, unused rows loud (code 0x68). */
static void t_dec_fp8(t_dec *t, t_rng *r, int fmt, int kind) {
  const sa_decode_args *a = &t->a;
  const int B = a->batch, hkv = a->heads_kv, d = a->head_dim, maxlen = a->max_seqlen_k;
  const double top = fmt == SA_KV_FP8_E4M3 ? 448.0 : 57344.0;
  int b, h, i, e, m;
  t->kc8 = (uint8_t *)malloc(t->nkc + 1); t->vc8 = (uint8_t *)malloc(t->nkc + 1);
  t->n_scales = kind == 3 ? (size_t)B * hkv : kind == 2 ? (size_t)hkv : 1;
  t->ks = (float *)malloc(sizeof(float) * t->n_scales); t->vs = (float *)malloc(sizeof(float) * t->n_scales);
  for (m = 0; m < 2; ++m) {
    const uint16_t *src = m ? t->vc : t->kc;
    uint8_t *dst = m ? t->vc8 : t->kc8;
    float *sc = m ? t->vs : t->ks;
    double amax = 1e-30;
    for (b = 0; b < B; ++b)   /* the rows a sequence holds: past its length they are not initialised */
      for (i = 0; i < t->lens[b] * hkv * d; ++i) amax = fmax(amax, fabs(sa__ld16(src, (int64_t)b * maxlen * hkv * d + i, a->dtype)));
    for (i = 0; i < (int)t->n_scales; ++i) sc[i] = (float)(amax / top * (0.6 + 0.4 * t_unif(r)));
    for (b = 0; b < B; ++b)
      for (h = 0; h < hkv; ++h) {
        const size_t si = kind == 3 ? (size_t)b * hkv + h : kind == 2 ? (size_t)h : 0;
        const double s = kind ? sc[si] : 1.0;
        for (i = 0; i < maxlen; ++i)
          for (e = 0; e < d; ++e) {
            const size_t at = (((size_t)b * maxlen + i) * hkv + h) * d + e;
            dst[at] = i < t->lens[b] ? t_fp8_code(sa__ld16(src, (int64_t)at, a->dtype) / s, fmt) : 0x68;
          }
      }
  }
  if (t->kp) {
    const int ps = a->page_size, max_pages = a->max_pages;
    t->kp8 = (uint8_t *)malloc(t->nkp); t->vp8 = (uint8_t *)malloc(t->nkp);
    memset(t->kp8, 0x68, t->nkp); memset(t->vp8, 0x68, t->nkp);
    for (b = 0; b < B; ++b)
      for (i = 0; i < t->lens[b]; ++i) {
        const int pg = t->bt[b * max_pages + i / ps];
        for (h = 0; h < hkv; ++h) {
          memcpy(t->kp8 + (((size_t)pg * ps + i % ps) * hkv + h) * d, t->kc8 + (((size_t)b * maxlen + i) * hkv + h) * d, (size_t)d);
          memcpy(t->vp8 + (((size_t)pg * ps + i % ps) * hkv + h) * d, t->vc8 + (((size_t)b * maxlen + i) * hkv + h) * d, (size_t)d);
        }
      }
  }
  t->a.k = t->kc8; t->a.v = t->vc8;
  t->a.kv.format = (sa_kv_format)fmt;
  t->a.kv.k_scale = kind ? t->ks : NULL; t->a.kv.v_scale = kind ? t->vs : NULL;
  t->a.kv.scale_batch_stride = kind == 3 ? hkv : 0;
  t->a.kv.scale_head_stride = kind >= 2 ? 1 : 0;
}

/* A decode problem: random or synthetic KV; the same KV stored contiguous and paged (random page order). */
static int t_dec_make(t_dec *t, t_rng *r, sa_dtype dt, int B, int q_len, int hq, int hkv, int d, int maxlen, int ps,
                      int synth) {
  int b, i, h, e, p, pages = 0;
  memset(t, 0, sizeof *t);
  t->lens = (int32_t *)malloc(sizeof(int32_t) * (size_t)B);
  for (b = 0; b < B; ++b) t->lens[b] = b == 0 ? maxlen : t_int(r, q_len, maxlen);
  t->nq = (size_t)B * q_len * hq * d;
  t->nkc = (size_t)B * maxlen * hkv * d;
  t->q = (uint16_t *)malloc(t->nq * 2);
  t->kc = (uint16_t *)malloc(t->nkc * 2);
  t->vc = (uint16_t *)malloc(t->nkc * 2);
  for (b = 0; b < B; ++b) {
    if (synth) {
      sa_synth_options so;
      uint16_t *sq = (uint16_t *)malloc((size_t)t->lens[b] * hq * d * 2), *sk = (uint16_t *)malloc((size_t)t->lens[b] * hkv * d * 2),
               *sv = (uint16_t *)malloc((size_t)t->lens[b] * hkv * d * 2);
      memset(&so, 0, sizeof so);
      so.seed = t_next(r); so.seqlen = t->lens[b]; so.heads_q = hq; so.heads_kv = hkv; so.head_dim = d; so.dtype = dt;
      if (sa_synth_generate(&so, sq, sk, sv) != SA_OK) return -1;
      for (i = 0; i < t->lens[b]; ++i)
        for (h = 0; h < hkv; ++h)
          for (e = 0; e < d; ++e) {
            size_t at = (((size_t)b * maxlen + i) * hkv + h) * d + e;
            t->kc[at] = sk[((size_t)i * hkv + h) * d + e];
            t->vc[at] = sv[((size_t)i * hkv + h) * d + e];
          }
      for (i = 0; i < q_len; ++i) /* the queries are the sequence's last q_len positions */
        memcpy(t->q + (((size_t)b * q_len + i) * hq) * d, sq + ((size_t)(t->lens[b] - q_len + i) * hq) * d, (size_t)hq * d * 2);
      free(sq); free(sk); free(sv);
    } else {
      for (i = 0; i < maxlen * hkv * d; ++i) {
        t->kc[(size_t)b * maxlen * hkv * d + i] = t_to16(t_gauss(r), dt);
        t->vc[(size_t)b * maxlen * hkv * d + i] = t_to16(t_gauss(r), dt);
      }
      for (i = 0; i < q_len * hq * d; ++i) t->q[(size_t)b * q_len * hq * d + i] = t_to16(t_gauss(r), dt);
    }
  }
  memset(&t->a, 0, sizeof t->a);
  t->a.dtype = dt; t->a.batch = B; t->a.q_len = q_len; t->a.heads_q = hq; t->a.heads_kv = hkv; t->a.head_dim = d;
  t->a.q = t->q; t->a.k = t->kc; t->a.v = t->vc; t->a.seqlens_k = t->lens; t->a.max_seqlen_k = maxlen;
  if (ps > 0) { /* the same rows in pages, allocated in a shuffled order */
    int max_pages = (maxlen + ps - 1) / ps, *perm;
    pages = B * max_pages + 3;
    perm = (int *)malloc(sizeof(int) * (size_t)pages);
    for (p = 0; p < pages; ++p) perm[p] = p;
    for (p = pages - 1; p > 0; --p) { int j = t_int(r, 0, p), x = perm[p]; perm[p] = perm[j]; perm[j] = x; }
    t->nkp = (size_t)pages * ps * hkv * d;
    t->kp = (uint16_t *)malloc(t->nkp * 2);
    t->vp = (uint16_t *)malloc(t->nkp * 2);
    for (p = 0; p < (int)t->nkp; ++p) { t->kp[p] = t_to16(100.0, dt); t->vp[p] = t_to16(100.0, dt); } /* unused rows: loud */
    t->bt = (int32_t *)malloc(sizeof(int32_t) * (size_t)B * max_pages);
    for (b = 0; b < B; ++b)
      for (p = 0; p < max_pages; ++p) {
        int pg = perm[b * max_pages + p];
        t->bt[b * max_pages + p] = pg;
        for (i = 0; i < ps && p * ps + i < t->lens[b]; ++i)
          for (h = 0; h < hkv; ++h) {
            memcpy(t->kp + (((size_t)pg * ps + i) * hkv + h) * d, t->kc + (((size_t)b * maxlen + p * ps + i) * hkv + h) * d, (size_t)d * 2);
            memcpy(t->vp + (((size_t)pg * ps + i) * hkv + h) * d, t->vc + (((size_t)b * maxlen + p * ps + i) * hkv + h) * d, (size_t)d * 2);
          }
      }
    free(perm);
    t->a.page_size = ps; t->a.max_pages = max_pages; t->a.num_pages = pages;
  }
  if (g_t_fp8) t_dec_fp8(t, r, t_int(r, 0, 1) ? SA_KV_FP8_E5M2 : SA_KV_FP8_E4M3, t_int(r, 0, 3));
  return 0;
}

/* Valid output element indices of a decode problem ([B, q_len, Hq, D] contiguous). */
static size_t *t_dec_index(const t_dec *t, size_t *n) {
  size_t *idx = (size_t *)malloc(sizeof(size_t) * t->nq), k = 0, i;
  for (i = 0; i < t->nq; ++i) idx[k++] = i;
  *n = k;
  return idx;
}

/* Run a decode problem on the GPU: paged selects the cache; out/lse receive the results; the plan is returned. */
static sa_status t_dec_run(const t_dec *t, sa_method method, sa_blasst_params bl, int paged, int splits, int causal,
                           uint16_t *out, float *lse, sa_decode_plan *plan, unsigned char *mask, char *err, size_t cap) {
  sa_decode_args a = t->a;
  sa_kascade_decode_args ka;
  void *dq, *dk, *dv, *dout, *dlse, *dlens, *dbt = NULL, *ws = NULL, *dmask = NULL, *dcnt = NULL;
  void *dki = NULL, *dkc = NULL, *dkh = NULL, *dsinks = NULL, *dks = NULL, *dvs = NULL;
  sa_status st;
  size_t lse_n = (size_t)a.batch * a.heads_q * a.q_len;
  a.method = method; a.causal = causal; a.num_splits = splits;
  dq = t_dup(t->q, t->nq * 2);
  if (t->a.kv.format) { /* FP8 codes and their scales */
    dk = paged ? t_dup(t->kp8, t->nkp) : t_dup(t->kc8, t->nkc);
    dv = paged ? t_dup(t->vp8, t->nkp) : t_dup(t->vc8, t->nkc);
    if (t->a.kv.k_scale) {
      dks = t_dup(t->ks, sizeof(float) * t->n_scales); dvs = t_dup(t->vs, sizeof(float) * t->n_scales);
      a.kv.k_scale = (const float *)dks; a.kv.v_scale = (const float *)dvs;
    }
  } else {
    dk = paged ? t_dup(t->kp, t->nkp * 2) : t_dup(t->kc, t->nkc * 2);
    dv = paged ? t_dup(t->vp, t->nkp * 2) : t_dup(t->vc, t->nkc * 2);
  }
  dout = t_dalloc(t->nq * 2, 0xff);
  dlse = t_dalloc(lse_n * 4, 0xff);
  dlens = t_dup(t->lens, sizeof(int32_t) * (size_t)a.batch);
  if (paged) dbt = t_dup(t->bt, sizeof(int32_t) * (size_t)a.batch * a.max_pages);
  else { a.block_table = NULL; a.page_size = a.max_pages = a.num_pages = 0; }
  a.q = dq; a.k = dk; a.v = dv; a.o = dout; a.lse = (float *)dlse; a.seqlens_k = (const int32_t *)dlens;
  if (paged) a.block_table = (const int32_t *)dbt;
  if (a.sinks) { dsinks = t_dup(a.sinks, sizeof(float) * (size_t)a.heads_q); a.sinks = (const float *)dsinks; }
  if (method == SA_METHOD_KASCADE) {
    dki = t_dup(t->kc_idx, sizeof(int32_t) * ((size_t)a.batch * a.heads_kv * a.kascade.max_k + 1));
    dkc = t_dup(t->kc_cnt, sizeof(int32_t) * (size_t)a.batch * a.heads_kv);
    if (t->a.kascade.head_map) dkh = t_dup(t->kc_hm, sizeof(int32_t) * (size_t)a.heads_kv);
    a.kascade.indices = (int32_t *)dki; a.kascade.counts = (int32_t *)dkc; a.kascade.head_map = (const int32_t *)dkh;
  }
  /* Kascade through sa_kascade_decode, its role from kascade.anchor */
  ka.decode = a;
  ka.decode.method = SA_METHOD_DENSE;
  ka.role = a.kascade.anchor == 2 ? SA_KASCADE_DENSE : a.kascade.anchor ? SA_KASCADE_ANCHOR : SA_KASCADE_REUSE;
  st = method == SA_METHOD_KASCADE ? sa_kascade_decode_plan_get(g_ctx, &ka, plan) : sa_decode_plan_get(g_ctx, &a, plan);
  if (st != SA_OK) { snprintf(err, cap, "plan: %.400s", sa_last_error(g_ctx)); goto done; }
  if (plan->workspace_bytes) { ws = t_dalloc(plan->workspace_bytes, 0xff); a.workspace = ws; a.workspace_bytes = plan->workspace_bytes; }
  if (method == SA_METHOD_BLASST) {
    dmask = t_dalloc(plan->mask_bytes, 0x7f);
    dcnt = t_dalloc(16, 0);
    bl.skip_mask = (unsigned char *)dmask;
    bl.counters = (unsigned long long *)dcnt;
  }
  a.blasst = bl;
  ka.decode = a;
  ka.decode.method = SA_METHOD_DENSE;
  st = method == SA_METHOD_KASCADE ? sa_kascade_decode(g_ctx, &ka, NULL) : sa_decode(g_ctx, &a, NULL);
  if (st != SA_OK) { snprintf(err, cap, "decode: %.400s", sa_last_error(g_ctx)); goto done; }
  if ((st = sa_stream_synchronize(g_ctx, NULL)) != SA_OK) { snprintf(err, cap, "sync: %.400s", sa_last_error(g_ctx)); goto done; }
  sa_memcpy_dtoh(g_ctx, out, dout, t->nq * 2);
  if (lse) sa_memcpy_dtoh(g_ctx, lse, dlse, lse_n * 4);
  if (method == SA_METHOD_KASCADE && a.kascade.anchor) { /* the lists the anchor chose */
    sa_memcpy_dtoh(g_ctx, t->kc_idx, dki, sizeof(int32_t) * (size_t)a.batch * a.heads_kv * a.kascade.max_k);
    sa_memcpy_dtoh(g_ctx, t->kc_cnt, dkc, sizeof(int32_t) * (size_t)a.batch * a.heads_kv);
  }
  if (mask && dmask) sa_memcpy_dtoh(g_ctx, mask, dmask, plan->mask_bytes);
done:
  sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv); sa_device_free(g_ctx, dout);
  sa_device_free(g_ctx, dlse); sa_device_free(g_ctx, dlens); sa_device_free(g_ctx, dbt); sa_device_free(g_ctx, ws);
  sa_device_free(g_ctx, dmask); sa_device_free(g_ctx, dcnt);
  sa_device_free(g_ctx, dki); sa_device_free(g_ctx, dkc); sa_device_free(g_ctx, dkh); sa_device_free(g_ctx, dsinks);
  sa_device_free(g_ctx, dks); sa_device_free(g_ctx, dvs);
  return st;
}

/* CPU: the decode reference equals the prefill reference on the same rows (the last q_len queries of each
   sequence, causal bottom-right), and a paged cache gives the same numbers as a contiguous one. */
TEST(ref_decode_consistency) {
  t_rng r = {4711};
  int it;
  for (it = 0; it < 6; ++it) {
    t_dec t;
    sa_ref_options ro;
    sa_attention_args pa;
    const int B = 2, ql = it % 3 == 0 ? 1 : 3, hkv = 2, g = it % 2 ? 4 : 1, d = 64, maxlen = t_int(&r, 40, 200);
    double *od, *op, *ol, *opre, *lpre;
    size_t i;
    int b;
    CHECK(t_dec_make(&t, &r, SA_DTYPE_BF16, B, ql, hkv * g, hkv, d, maxlen, 16 << (it % 3), 0) == 0, "make");
    t.a.causal = ql > 1;
    od = (double *)calloc(t.nq, sizeof(double)); op = (double *)calloc(t.nq, sizeof(double));
    ol = (double *)calloc((size_t)B * hkv * g * ql, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    CHECK(sa_ref_decode(&t.a, &ro, od, ol) == SA_OK, "%s", sa_last_error(NULL));
    {
      sa_decode_args pg = t.a;
      pg.k = t.kp; pg.v = t.vp; pg.block_table = t.bt;
      CHECK(sa_ref_decode(&pg, &ro, op, NULL) == SA_OK, "%s", sa_last_error(NULL));
      CHECK(!memcmp(od, op, t.nq * sizeof(double)), "paged and contiguous references differ");
    }
    for (b = 0; b < B; ++b) { /* prefill of this sequence's last q_len queries over its keys */
      memset(&pa, 0, sizeof pa);
      pa.batch = 1; pa.seqlen_q = ql; pa.seqlen_k = t.lens[b]; pa.heads_q = hkv * g; pa.heads_kv = hkv; pa.head_dim = d;
      pa.causal = ql > 1;
      pa.q = t.q + (size_t)b * ql * hkv * g * d;
      pa.k = t.kc + (size_t)b * maxlen * hkv * d; pa.v = t.vc + (size_t)b * maxlen * hkv * d;
      opre = (double *)calloc((size_t)ql * hkv * g * d, sizeof(double));
      lpre = (double *)calloc((size_t)ql * hkv * g, sizeof(double));
      CHECK(sa_ref_attention(&pa, SA_REF_DOUBLE, opre, lpre) == SA_OK, "%s", sa_last_error(NULL));
      for (i = 0; i < (size_t)ql * hkv * g * d; ++i)
        CHECK(fabs(opre[i] - od[(size_t)b * ql * hkv * g * d + i]) < 1e-12, "sequence %d element %zu: %g vs %g", b, i,
              opre[i], od[(size_t)b * ql * hkv * g * d + i]);
      for (i = 0; i < (size_t)ql * hkv * g; ++i) { /* prefill LSE [Hq][Sq], decode [b][Hq][q_len] */
        CHECK(fabs(lpre[i] - ol[(size_t)b * hkv * g * ql + i]) < 1e-12, "LSE %zu", i);
      }
      free(opre); free(lpre);
    }
    free(od); free(op); free(ol);
    t_dec_free(&t);
  }
}

/* CPU: FP8 codes decode to their values (e4m3: bias 7, NaN at 0x7f/0xff; e5m2: bias 15, infinities), and the decode
   reference over an FP8 cache with power-of-two scales equals the reference over a bf16 cache holding the dequantized
   values (exact in bf16: 3 or 2 mantissa bits), bit for bit, for each kind of scale. */
TEST(ref_decode_fp8) {
  static const struct { int fmt; uint8_t c; double v; } known[] = {
      {SA_KV_FP8_E4M3, 0x38, 1.0}, {SA_KV_FP8_E4M3, 0x7e, 448.0}, {SA_KV_FP8_E4M3, 0x01, 1.0 / 512},
      {SA_KV_FP8_E4M3, 0x08, 1.0 / 64}, {SA_KV_FP8_E4M3, 0xc0, -2.0}, {SA_KV_FP8_E4M3, 0x3b, 1.375},
      {SA_KV_FP8_E5M2, 0x3c, 1.0}, {SA_KV_FP8_E5M2, 0x7b, 57344.0}, {SA_KV_FP8_E5M2, 0x01, 1.0 / 65536},
      {SA_KV_FP8_E5M2, 0x7c, INFINITY}, {SA_KV_FP8_E5M2, 0xfc, -INFINITY}, {SA_KV_FP8_E5M2, 0xbd, -1.25}};
  t_rng r = {880088};
  int i, kind;
  for (i = 0; i < (int)(sizeof known / sizeof known[0]); ++i)
    CHECK(sa__fp8_value(known[i].c, known[i].fmt) == known[i].v, "format %d code 0x%02x: %g, expected %g", known[i].fmt,
          known[i].c, sa__fp8_value(known[i].c, known[i].fmt), known[i].v);
  CHECK(isnan(sa__fp8_value(0x7f, SA_KV_FP8_E4M3)) && isnan(sa__fp8_value(0xff, SA_KV_FP8_E4M3)) &&
        isnan(sa__fp8_value(0x7d, SA_KV_FP8_E5M2)), "NaN codes");
  for (i = 0; i < 256; ++i)   /* every finite code is its own nearest code (the GPU tests' quantizer) */
    CHECK(!isfinite(sa__fp8_value((uint8_t)i, SA_KV_FP8_E4M3)) || i == 0x80 ||
          t_fp8_code(sa__fp8_value((uint8_t)i, SA_KV_FP8_E4M3), SA_KV_FP8_E4M3) == i, "e4m3 code 0x%02x", i);
  for (kind = 0; kind < 8; ++kind) {
    const int fmt = kind & 1 ? SA_KV_FP8_E5M2 : SA_KV_FP8_E4M3, B = 2, ql = kind % 3 + 1, hkv = 2, g = kind < 4 ? 3 : 1;
    const int d = 64, maxlen = t_int(&r, 40, 150), hq = hkv * g;
    t_dec t;
    sa_ref_options ro;
    sa_decode_args w;
    uint16_t *kw, *vw;
    double *o8, *ow, *l8, *lw;
    float sc[2][4];
    size_t n, j;
    int b, h;
    CHECK(t_dec_make(&t, &r, SA_DTYPE_BF16, B, ql, hq, hkv, d, maxlen, 0, 0) == 0, "make");
    for (j = 0; j < 4; ++j) { sc[0][j] = ldexpf(1.f, t_int(&r, -3, 3)); sc[1][j] = ldexpf(1.f, t_int(&r, -3, 3)); }
    t_dec_fp8(&t, &r, fmt, kind / 2);
    if (t.a.kv.k_scale) { memcpy(t.ks, sc[0], sizeof(float) * t.n_scales); memcpy(t.vs, sc[1], sizeof(float) * t.n_scales); }
    t.a.causal = ql > 1;
    n = (size_t)B * maxlen * hkv * d;
    kw = (uint16_t *)malloc(n * 2); vw = (uint16_t *)malloc(n * 2);
    for (b = 0; b < B; ++b)
      for (h = 0; h < hkv; ++h) {
        const int64_t si = (int64_t)b * t.a.kv.scale_batch_stride + (int64_t)h * t.a.kv.scale_head_stride;
        const double ks = t.a.kv.k_scale ? t.ks[si] : 1.0, vs = t.a.kv.v_scale ? t.vs[si] : 1.0;
        int i2, e;
        for (i2 = 0; i2 < maxlen; ++i2)
          for (e = 0; e < d; ++e) {
            const size_t at = (((size_t)b * maxlen + i2) * hkv + h) * d + e;
            kw[at] = sa_f32_to_bf16((float)(sa__fp8_value(t.kc8[at], fmt) * ks));
            vw[at] = sa_f32_to_bf16((float)(sa__fp8_value(t.vc8[at], fmt) * vs));
          }
      }
    w = t.a;
    memset(&w.kv, 0, sizeof w.kv);
    w.k = kw; w.v = vw;
    o8 = (double *)calloc(t.nq, sizeof(double)); ow = (double *)calloc(t.nq, sizeof(double));
    l8 = (double *)calloc((size_t)B * hq * ql, sizeof(double)); lw = (double *)calloc((size_t)B * hq * ql, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    CHECK(sa_ref_decode(&t.a, &ro, o8, l8) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_ref_decode(&w, &ro, ow, lw) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(!memcmp(o8, ow, t.nq * sizeof(double)) && !memcmp(l8, lw, (size_t)B * hq * ql * sizeof(double)),
          "format %d scales %d: FP8 and dequantized references differ", fmt, kind / 2);
    free(o8); free(ow); free(l8); free(lw); free(kw); free(vw);
    t_dec_free(&t);
  }
}

/* Dense decode against the float64 reference: contiguous and paged (pages of 1..256 rows), GQA 1/4/8, q_len 1..16
   on the decode kernels and 17..120 on the prefill kernels, lengths not multiples of the tile, forced and automatic
   splits. Paged and contiguous give the same bits. */
/* A decode test run over FP8 caches (g_t_fp8): every problem's cache quantized, the reference dequantizing the same
   codes. Calls of more than 16 queries are refused over an FP8 cache (sa_decode's prefill path reads 16-bit caches). */
static void t_on_fp8(void (*fn)(void)) {
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  g_t_fp8 = 1;
  fn();
  g_t_fp8 = 0;
}

GPU_TEST(gpu_decode) {
  t_rng r = {8080};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 4, 8}, pss[] = {1, 2, 8, 16, 32, 64, 128, 256};
  static const int qlens[] = {1, 1, 2, 4, 16, 17, 33, 120};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 40; ++it) {
    t_dec t;
    sa_decode_plan plan;
    sa_ref_options ro;
    sa_blasst_params none;
    char err[512] = "";
    int d = dims[t_int(&r, 0, 3)], hkv = t_int(&r, 1, 2), g = groups[t_int(&r, 0, 2)], ql = qlens[t_int(&r, 0, 7)];
    int B = t_int(&r, 1, 4), maxlen = t_int(&r, ql, ql > 16 ? 600 : 1500), ps = pss[t_int(&r, 0, 7)];
    int causal = ql > 1 && t_int(&r, 0, 1);
    int splits = it % 3 == 0 ? 1 : it % 3 == 1 ? 3 : 0;
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    uint16_t *oc, *op;
    float *lc, *lp;
    double *ref, *ref_lse, err_c;
    size_t n, *idx, i;
    if (!t_carried(d) || (g_t_fp8 && ql > 16)) continue;
    if (g_t_fp8 && t_int(&r, 0, 1)) g = 3 + 2 * t_int(&r, 0, 1);   /* and GQA groups 3, 5 */
    if (t_dec_make(&t, &r, dt, B, ql, hkv * g, hkv, d, maxlen, ps, 0) != 0) { CHECK(0, "make: %s", sa_last_error(NULL)); }
    oc = (uint16_t *)malloc(t.nq * 2); op = (uint16_t *)malloc(t.nq * 2);
    lc = (float *)malloc((size_t)B * hkv * g * ql * 4); lp = (float *)malloc((size_t)B * hkv * g * ql * 4);
    memset(&none, 0, sizeof none);
    CHECK(t_dec_run(&t, SA_METHOD_DENSE, none, 0, splits, causal, oc, lc, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
    CHECK(t_dec_run(&t, SA_METHOD_DENSE, none, 1, splits, causal, op, lp, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
    ref = (double *)calloc(t.nq, sizeof(double));
    ref_lse = (double *)calloc((size_t)B * hkv * g * ql, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    t.a.causal = causal;
    CHECK(sa_ref_decode(&t.a, &ro, ref, ref_lse) == SA_OK, "ref: %s", sa_last_error(NULL));
    idx = t_dec_index(&t, &n);
    err_c = t_rel_err16(oc, ref, idx, n, dt);
    CHECK(err_c < (dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3), "decode d%d B%d q_len %d Hq %d Hkv %d L %d causal %d splits %d (plan %d) "
          "kv format %d scales (%lld, %lld): rel err %g", d, B, ql, hkv * g, hkv, maxlen, causal, splits, plan.num_splits,
          (int)t.a.kv.format, (long long)t.a.kv.scale_batch_stride, (long long)t.a.kv.scale_head_stride, err_c);
    CHECK(!memcmp(oc, op, t.nq * 2), "paged (page %d) and contiguous outputs differ (d%d q_len %d)", ps, d, ql);
    for (i = 0; i < (size_t)B * hkv * g * ql; ++i)
      CHECK(fabs(lc[i] - ref_lse[i]) < 2e-3 && lc[i] == lp[i], "LSE %zu: %g vs %g (paged %g)", i, (double)lc[i], ref_lse[i],
            (double)lp[i]);
    if (err_c > worst) worst = err_c;
    ++ran;
    free(idx); free(ref); free(ref_lse); free(oc); free(op); free(lc); free(lp);
    t_dec_free(&t);
  }
  printf("    %d decode cases, worst relative error %.2e\n", ran, worst);
}
GPU_TEST(gpu_decode_fp8) { t_on_fp8(test_gpu_decode); }

/* BLASST decode: decisions equal the reference's outside the rounding margin; outputs match it. */
GPU_TEST(gpu_decode_blasst) {
  t_rng r = {9090};
  static const int groups[] = {1, 4, 8}, pss[] = {16, 64, 256};
  int it, borderline_all = 0;
  long skipped_all = 0, tiles_all = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 12; ++it) {
    t_dec t;
    sa_decode_plan plan;
    sa_ref_options ro;
    sa_blasst_params bl;
    char err[512] = "";
    int hkv = 2, g = groups[it % 3], ql = it % 4 == 3 ? 4 : 1, B = t_int(&r, 1, 3), maxlen = t_int(&r, 600, 3000);
    int d = it % 2 ? 64 : 128, paged = it % 2, causal = ql > 1, bad, borderline;
    long skipped;
    uint16_t *out;
    unsigned char *mask, *rmask;
    double *ref, *margin, e;
    size_t n, *idx;
    sa_dtype dt = it % 3 == 2 ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    if (!t_carried(d)) continue;
    CHECK(t_dec_make(&t, &r, dt, B, ql, hkv * g, hkv, d, maxlen, pss[it % 3], 1) == 0, "make: %s", sa_last_error(NULL));
    memset(&bl, 0, sizeof bl);
    if (it % 2) bl.scale_factor = 2.0f; else bl.lambda = 1e-3f;
    out = (uint16_t *)malloc(t.nq * 2);
    {
      sa_decode_args pa = t.a;
      pa.method = SA_METHOD_BLASST;
      pa.blasst = bl;
      if (paged == 0) { pa.block_table = NULL; }
      else { pa.block_table = t.bt; }
      CHECK(sa_decode_plan_get(g_ctx, &pa, &plan) == SA_OK, "%s", sa_last_error(g_ctx));
    }
    mask = (unsigned char *)malloc(plan.mask_bytes + 1);
    rmask = (unsigned char *)calloc(plan.mask_bytes + 1, 1);
    margin = (double *)calloc(plan.mask_bytes + 1, sizeof(double));
    CHECK(t_dec_run(&t, SA_METHOD_BLASST, bl, paged, 0, causal, out, NULL, &plan, mask, err, sizeof err) == SA_OK, "%s", err);
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE; ro.kv_tile = plan.kv_tile; ro.chunks = plan.num_splits * plan.warps;
    ro.rows_per_block = plan.rows_per_block; ro.skip = rmask; ro.margin = margin;
    t.a.method = SA_METHOD_BLASST; t.a.blasst = bl; t.a.causal = causal;
    ref = (double *)calloc(t.nq, sizeof(double));
    CHECK(sa_ref_decode(&t.a, &ro, ref, NULL) == SA_OK, "ref: %s", sa_last_error(NULL));
    {
      /* the mask covers only visited tiles: compare those (per block, tiles < ceil(len / kv_tile)) */
      size_t blk, nb = plan.mask_bytes / plan.kv_tiles, tt;
      unsigned char *gm = (unsigned char *)calloc(plan.mask_bytes, 1);
      for (blk = 0; blk < nb; ++blk) {
        int b = (int)(blk / ((size_t)hkv * plan.row_blocks));
        size_t vis = (size_t)(t.lens[b] + plan.kv_tile - 1) / plan.kv_tile;
        for (tt = 0; tt < vis; ++tt) gm[blk * plan.kv_tiles + tt] = mask[blk * plan.kv_tiles + tt];
      }
      bad = t_compare_skips(gm, rmask, margin, plan.mask_bytes, 1e-3, &borderline, &skipped);
      free(gm);
    }
    CHECK(bad == 0, "case %d: %d skip decisions differ from the reference outside the margin", it, bad);
    idx = t_dec_index(&t, &n);
    e = t_rel_err16(out, ref, idx, n, dt);
    CHECK(e < (dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3), "case %d: rel err %g vs the BLASST reference", it, e);
    borderline_all += borderline;
    skipped_all += skipped;
    tiles_all += (long)ro.counters[0];
    free(idx); free(ref); free(out); free(mask); free(rmask); free(margin);
    t_dec_free(&t);
  }
  CHECK(skipped_all > 0, "no tile was skipped: the test does not exercise BLASST");
  printf("    reference skipped %ld of %ld decode tiles; %d borderline\n", skipped_all, tiles_all, borderline_all);
}
GPU_TEST(gpu_decode_blasst_fp8) { t_on_fp8(test_gpu_decode_blasst); }

/* BLASST prefill: decisions vs the reference outside the margin, outputs vs the BLASST reference, counters
   equal to the mask, lambda = 0 and lambda >= 1 bit-identical to the dense kernel. */
static void t_blasst_prefill(void) {
  t_rng r = {777777};
  static const int dims[] = {64, 128, 96, 256};
  int it, borderline_all = 0;
  long skipped_all = 0, tiles_all = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 10; ++it) {
    sa_synth_options so;
    sa_attention_args a;
    sa_tiles tl;
    sa_ref_options ro;
    int d = dims[it % 4], hkv = 2, g = it % 3 == 0 ? 1 : 4, S = t_int(&r, 500, 2500), Sq = it % 4 == 3 ? S / 3 : S;
    int causal = it % 5 != 4, bad, borderline;
    long skipped;
    size_t nq, nk, off = (size_t)(S - Sq), i, sumk = 0;
    uint16_t *q, *k, *v, *qs, *o_d, *o_b;
    float *l_d, *l_b, sinks[64];
    unsigned char *mask, *rmask;
    unsigned long long cnt[2];
    double *ref, *margin;
    void *dq, *dk, *dv, *dod, *dob, *dld, *dlb, *dmask, *dcnt, *dsinks = NULL;
    sa_dtype dt = it % 2 ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    if (!t_carried(d)) continue;
    nq = (size_t)S * hkv * g * d; nk = (size_t)S * hkv * d;
    q = (uint16_t *)malloc(nq * 2); k = (uint16_t *)malloc(nk * 2); v = (uint16_t *)malloc(nk * 2);
    memset(&so, 0, sizeof so);
    so.seed = t_next(&r); so.seqlen = S; so.heads_q = hkv * g; so.heads_kv = hkv; so.head_dim = d; so.dtype = dt;
    CHECK(sa_synth_generate(&so, q, k, v) == SA_OK, "%s", sa_last_error(NULL));
    qs = q + off * hkv * g * d; /* Sq < Sk: the last Sq queries */
    memset(&a, 0, sizeof a);
    a.dtype = dt; a.batch = 1; a.seqlen_q = Sq; a.seqlen_k = S; a.heads_q = hkv * g; a.heads_kv = hkv; a.head_dim = d;
    a.causal = causal; a.method = SA_METHOD_BLASST;
    if (it % 2) a.blasst.scale_factor = 3.0f; else a.blasst.lambda = 2e-3f;
    /* engine features: a window with sinks (the running max starts at the sink), a soft-cap */
    if (it % 3 == 1) {
      int h;
      a.use_window = 1; a.window_left = t_int(&r, 30, 700); a.window_right = causal ? -1 : t_int(&r, 0, 300);
      for (h = 0; h < hkv * g; ++h) sinks[h] = (float)(6.0 * t_unif(&r) - 1.0);
      a.sinks = sinks;
    }
    if (it % 3 == 2) a.softcap = it % 2 ? 8.0f : 25.0f;
    CHECK(sa_attention_tiles(g_ctx, &a, &tl) == SA_OK, "%s", sa_last_error(g_ctx));
    dq = t_dup(qs, (size_t)Sq * hkv * g * d * 2); dk = t_dup(k, nk * 2); dv = t_dup(v, nk * 2);
    dod = t_dalloc((size_t)Sq * hkv * g * d * 2, 0xff); dob = t_dalloc((size_t)Sq * hkv * g * d * 2, 0xff);
    dld = t_dalloc((size_t)Sq * hkv * g * 4, 0xff); dlb = t_dalloc((size_t)Sq * hkv * g * 4, 0xff);
    dmask = t_dalloc(tl.mask_bytes, 0x7f); dcnt = t_dalloc(16, 0);
    a.q = dq; a.k = dk; a.v = dv;
    a.blasst.skip_mask = (unsigned char *)dmask; a.blasst.counters = (unsigned long long *)dcnt;
    a.o = dob; a.lse = (float *)dlb;
    if (a.sinks) { dsinks = t_dup(sinks, sizeof sinks); a.sinks = (const float *)dsinks; }
    CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "blasst: %s", sa_last_error(g_ctx));
    mask = (unsigned char *)malloc(tl.mask_bytes); rmask = (unsigned char *)calloc(tl.mask_bytes, 1);
    margin = (double *)calloc(tl.mask_bytes, sizeof(double));
    o_b = (uint16_t *)malloc((size_t)Sq * hkv * g * d * 2); o_d = (uint16_t *)malloc((size_t)Sq * hkv * g * d * 2);
    l_b = (float *)malloc((size_t)Sq * hkv * g * 4); l_d = (float *)malloc((size_t)Sq * hkv * g * 4);
    sa_stream_synchronize(g_ctx, NULL);
    sa_memcpy_dtoh(g_ctx, mask, dmask, tl.mask_bytes);
    sa_memcpy_dtoh(g_ctx, cnt, dcnt, 16);
    sa_memcpy_dtoh(g_ctx, o_b, dob, (size_t)Sq * hkv * g * d * 2);
    /* reference */
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE; ro.query_tile = tl.query_tile; ro.kv_tile = tl.kv_tile; ro.block_rows = tl.block_rows;
    ro.skip = rmask; ro.margin = margin;
    ref = (double *)calloc((size_t)Sq * hkv * g * d, sizeof(double));
    a.q = qs; a.k = k; a.v = v;
    if (a.sinks) a.sinks = sinks;
    CHECK(sa_ref_attention_ex(&a, &ro, ref, NULL) == SA_OK, "ref: %s", sa_last_error(NULL));
    if (a.sinks) a.sinks = (const float *)dsinks;
    {
      /* tiles the kernel never visits (past a causal block's end) keep the poison: clear them for the comparison */
      for (i = 0; i < tl.mask_bytes; ++i) if (mask[i] == 0x7f) mask[i] = 0;
      for (i = 0; i < tl.mask_bytes; ++i) sumk += mask[i];
    }
    bad = t_compare_skips(mask, rmask, margin, tl.mask_bytes, 1e-3, &borderline, &skipped);
    CHECK(bad == 0, "case %d (d%d S%d Sq%d causal %d window %d (%d, %d) softcap %g sinks %d): %d decisions differ outside the "
          "margin", it, d, S, Sq, causal, a.use_window, a.window_left, a.window_right, (double)a.softcap, a.sinks != NULL, bad);
    CHECK(cnt[0] == ro.counters[0] && cnt[1] == sumk, "counters %llu/%llu, reference considered %llu, mask sum %zu", cnt[0],
          cnt[1], ro.counters[0], sumk);
    {
      size_t n = (size_t)Sq * hkv * g * d, *idx = (size_t *)malloc(sizeof(size_t) * n);
      double e;
      for (i = 0; i < n; ++i) idx[i] = i;
      e = t_rel_err16(o_b, ref, idx, n, dt);
      free(idx);
      CHECK(e < (dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3), "case %d: rel err %g vs the BLASST reference", it, e);
    }
    /* lambda = 0 and lambda = 1: the dense kernel's bits */
    {
      sa_attention_args ad = a;
      sa_context *dctx = g_ctx;
      int z;
      ad.q = dq; ad.k = dk; ad.v = dv; ad.method = SA_METHOD_DENSE; ad.o = dod; ad.lse = (float *)dld;
      memset(&ad.blasst, 0, sizeof ad.blasst);
      CHECK(sa_attention(dctx, &ad, NULL) == SA_OK, "dense: %s", sa_last_error(dctx));
      sa_memcpy_dtoh(g_ctx, o_d, dod, (size_t)Sq * hkv * g * d * 2);
      sa_memcpy_dtoh(g_ctx, l_d, dld, (size_t)Sq * hkv * g * 4);
      for (z = 0; z < 2; ++z) {
        sa_attention_args az = a;
        az.q = dq; az.k = dk; az.v = dv; az.o = dob; az.lse = (float *)dlb;
        az.blasst.scale_factor = 0; az.blasst.lambda = z ? 1.0f : 0.0f; az.blasst.skip_mask = NULL;
        sa_memset_device(g_ctx, dob, 0xff, (size_t)Sq * hkv * g * d * 2);
        CHECK(sa_attention(g_ctx, &az, NULL) == SA_OK, "blasst: %s", sa_last_error(g_ctx));
        sa_memcpy_dtoh(g_ctx, o_b, dob, (size_t)Sq * hkv * g * d * 2);
        sa_memcpy_dtoh(g_ctx, l_b, dlb, (size_t)Sq * hkv * g * 4);
        {
          /* the first differing element of O and of the LSE, to tell a missed row from a rounding difference */
          size_t no = (size_t)Sq * hkv * g * d, nl = (size_t)Sq * hkv * g, io = 0, il = 0;
          while (io < no && o_b[io] == o_d[io]) ++io;
          while (il < nl && !memcmp(&l_b[il], &l_d[il], 4)) ++il;
          CHECK(io == no && il == nl, "case %d (d%d S%d Sq%d causal %d %s): BLASST with lambda %d is not bit-identical to "
                "dense: O from element %zu (row %zu, head %zu, column %zu: %04x against %04x), LSE from row %zu of %zu "
                "(%.9g against %.9g)", it, d, S, Sq, causal, dt == SA_DTYPE_BF16 ? "bf16" : "fp16", z, io,
                io / ((size_t)hkv * g * d), io / d % ((size_t)hkv * g), io % d, io < no ? o_b[io] : 0,
                io < no ? o_d[io] : 0, il, nl, il < nl ? (double)l_b[il] : 0., il < nl ? (double)l_d[il] : 0.);
        }
      }
    }
    borderline_all += borderline;
    skipped_all += skipped;
    tiles_all += (long)ro.counters[0];
    sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv); sa_device_free(g_ctx, dod);
    sa_device_free(g_ctx, dob); sa_device_free(g_ctx, dld); sa_device_free(g_ctx, dlb); sa_device_free(g_ctx, dmask);
    sa_device_free(g_ctx, dcnt); sa_device_free(g_ctx, dsinks); dsinks = NULL;
    free(q); free(k); free(v); free(mask); free(rmask); free(margin); free(ref); free(o_b); free(o_d); free(l_b); free(l_d);
  }
  CHECK(skipped_all > 0, "no tile was skipped: the test does not exercise BLASST");
  printf("    reference skipped %ld of %ld prefill tiles; %d borderline\n", skipped_all, tiles_all, borderline_all);
}
GPU_TEST(gpu_blasst_prefill) { t_blasst_prefill(); }
GPU_TEST(gpu_blasst_prefill_sm80) { t_on_sm80(t_blasst_prefill); }

/* Decode refusals: q_len 0, page size not a power of two, missing workspace for splits. */
GPU_TEST(gpu_decode_argument_errors) {
  sa_decode_args a;
  void *buf;
  int32_t lens_dummy = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  CHECK(sa_device_alloc(g_ctx, 1 << 20, &buf) == SA_OK, "alloc");
  memset(&a, 0, sizeof a);
  a.batch = 1; a.q_len = 0; a.heads_q = a.heads_kv = 1; a.head_dim = 128; a.max_seqlen_k = 100;
  a.q = a.k = a.v = a.o = buf; a.seqlens_k = (const int32_t *)buf;
  CHECK(sa_decode(g_ctx, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(g_ctx), "q_len"), "q_len 0: %s",
        sa_last_error(g_ctx));
  a.q_len = 1; a.block_table = (const int32_t *)buf; a.page_size = 48; a.max_pages = 4; a.num_pages = 4;
  CHECK(sa_decode(g_ctx, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(g_ctx), "page_size"), "page 48: %s",
        sa_last_error(g_ctx));
  a.block_table = NULL; a.page_size = 0; a.max_seqlen_k = 1 << 16; a.num_splits = 4;
  CHECK(sa_decode(g_ctx, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(g_ctx), "workspace"), "no workspace: %s",
        sa_last_error(g_ctx));
  (void)lens_dummy;
  sa_device_free(g_ctx, buf);
}

#endif
