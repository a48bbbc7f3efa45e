/* CPU tests of the MOMO references (the MOMO paper; DESIGN.md section 5): block-sparse attention, delta correction, the
   query-sparse pass and its online top-k, union and trim, the whole prefill, and the attention-mass measure.
   Included by run_tests.c after problems.h and runner.h (one translation unit with the implementation). */
#ifndef SA_TEST_MOMO_REF_H
#define SA_TEST_MOMO_REF_H

/* ---- helpers ---- */

static int t_cdiv(int a, int b) { return (a + b - 1) / b; }

/* Block-sparse args over problem p (host pointers); lists are [B][Hq][nqb][maxb] / [B][Hq][nqb]. */
static sa_block_sparse_args t_bs_args(const t_prob *p, int qb, int kb, int maxb, const int32_t *idx, const int32_t *cnt,
                                      int sink, int window) {
  sa_block_sparse_args s;
  memset(&s, 0, sizeof s);
  s.attn = p->a;
  s.query_block = qb;
  s.key_block = kb;
  s.query_blocks = t_cdiv(p->a.seqlen_q, qb);
  s.max_blocks = maxb;
  s.block_index = idx;
  s.block_count = cnt;
  s.sink_tokens = sink;
  s.window_tokens = window;
  return s;
}

/* Random lists: entries in [-2, nkb + 2) (some invalid), duplicates, any order; counts in [0, maxb + 2] (clamped). */
static void t_rand_lists(t_rng *r, const sa_block_sparse_args *s, int32_t **idx, int32_t **cnt) {
  size_t rows = (size_t)s->attn.batch * s->attn.heads_q * s->query_blocks, e;
  int nkb = t_cdiv(s->attn.seqlen_k, s->key_block ? s->key_block : 64);
  *idx = (int32_t *)malloc((rows * s->max_blocks + 1) * sizeof(int32_t));
  *cnt = (int32_t *)malloc((rows + 1) * sizeof(int32_t));
  for (e = 0; e < rows * s->max_blocks; ++e) (*idx)[e] = t_int(r, -2, nkb + 1);
  for (e = 0; e < rows; ++e) (*cnt)[e] = t_int(r, 0, s->max_blocks + 2);
}

/* Score scale * q_i . k_j of sequence b, query head h (the reference's order of operations). */
static double t_score(const t_prob *p, int b, int h, int i, int j) {
  const sa_attention_args *a = &p->a;
  int64_t qo = t_off(p, a->q_strides, b, i, h, 1), ko = t_off(p, a->k_strides, b, j, h / (a->heads_q / a->heads_kv), 0);
  double dot = 0, scale = a->softmax_scale > 0 ? a->softmax_scale : 1.0 / sqrt((double)a->head_dim);
  int d;
  for (d = 0; d < a->head_dim; ++d) dot += t_ld(p, p->q, qo + d) * t_ld(p, p->k, ko + d);
  return dot * scale;
}

/* Independent block-sparse attention: a per-row key mask written out from the definition, then softmax. */
static void t_bs_naive(const t_prob *p, const sa_block_sparse_args *s, double *out, double *lse) {
  const sa_attention_args *a = &p->a;
  int b, h, i, j, d, e, D = a->head_dim, g = a->heads_q / a->heads_kv, kb = s->key_block ? s->key_block : 64;
  int qbk = s->query_block ? s->query_block : 128;
  double *sc = (double *)malloc(sizeof(double) * (size_t)(a->seqlen_k + 1));
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h)
      for (i = 0; i < p->lens_q[b]; ++i) {
        int lq = p->lens_q[b], lk = p->lens_k[b], lim = a->causal ? i + lk - lq : lk - 1;
        int64_t row = ((int64_t)b * a->heads_q + h) * s->query_blocks + i / qbk, oo = t_off(p, a->o_strides, b, i, h, 1);
        int n = s->max_blocks ? s->block_count[row] : 0;
        double m = -INFINITY, l = 0;
        if (n > s->max_blocks) n = s->max_blocks;
        for (j = 0; j < lk; ++j) {
          int in = j < s->sink_tokens || (double)j > (double)lim - s->window_tokens;
          for (e = 0; e < n; ++e) in |= s->block_index[row * s->max_blocks + e] == j / kb;
          sc[j] = j <= lim && in ? t_score(p, b, h, i, j) : -INFINITY;
          if (sc[j] > m) m = sc[j];
        }
        for (d = 0; d < D; ++d) out[oo + d] = 0;
        for (j = 0; j < lk; ++j) {
          int64_t vo = t_off(p, a->v_strides, b, j, h / g, 0);
          double x;
          if (sc[j] == -INFINITY) continue;
          x = exp(sc[j] - m);
          l += x;
          for (d = 0; d < D; ++d) out[oo + d] += x * t_ld(p, p->v, vo + d);
        }
        for (d = 0; d < D; ++d) out[oo + d] = l > 0 ? out[oo + d] / l : 0;
        if (lse) lse[t_lse_off(p, b, i, h)] = l > 0 ? m + log(l) : -INFINITY;
      }
  free(sc);
}

/* Candidates of QSA row w of (b, h) by brute force from the definition; returns their count, blocks in blk. */
static int t_qsa_cands(const t_prob *p, int b, int h, int w, const sa_momo_params *mp, double *sc, int *blk) {
  int lq = p->lens_q[b], lk = p->lens_k[b], i = w * mp->gamma, lim = i + lk - lq, beta = mp->key_block, j, l, n = 0;
  for (j = 0; j * beta < lk; ++j) {
    double mx = -INFINITY, sum = 0, s;
    int any_out = 0;
    if ((j + 1) * beta <= mp->sink_tokens || j * beta > lim) continue; /* wholly in the sink, or not visible */
    for (l = j * beta; l < (j + 1) * beta && l <= lim && l < lk; ++l) any_out |= l <= lim - mp->window_tokens;
    if (!any_out) continue; /* every visible key in the window */
    for (l = j * beta; l < (j + 1) * beta && l <= lim && l < lk; ++l) if ((s = t_score(p, b, h, i, l)) > mx) mx = s;
    for (l = j * beta; l < (j + 1) * beta && l <= lim && l < lk; ++l) sum += exp(t_score(p, b, h, i, l) - mx);
    sc[n] = mx + log(sum);
    blk[n++] = j;
  }
  return n;
}

/* Sort (score desc, block asc): insertion sort, small n. */
static void t_sort_blocks(double *sc, int *blk, int n) {
  int i, j;
  for (i = 1; i < n; ++i)
    for (j = i; j > 0 && (sc[j] > sc[j - 1] || (sc[j] == sc[j - 1] && blk[j] < blk[j - 1])); --j) {
      double t = sc[j]; int u = blk[j];
      sc[j] = sc[j - 1]; blk[j] = blk[j - 1]; sc[j - 1] = t; blk[j - 1] = u;
    }
}

static sa_momo_args t_momo_args(const t_prob *p, int gamma, int beta, int chi, int k, int k_exact, sa_topk_variant v,
                                int k_trim, int sink, int window) {
  sa_momo_args m;
  memset(&m, 0, sizeof m);
  m.attn = p->a;
  m.params.gamma = gamma; m.params.key_block = beta; m.params.query_block = chi;
  m.params.k = k; m.params.k_exact = k_exact; m.params.topk = v; m.params.k_trim = k_trim;
  m.params.sink_tokens = sink; m.params.window_tokens = window;
  return m;
}

/* ---- (a) block-sparse that keeps every key equals dense ---- */
TEST(momo_ref_bs_dense) {
  t_rng r = {4242};
  int causal, layout, mode;
  for (causal = 0; causal < 2; ++causal)
    for (layout = 0; layout < 3; ++layout)
      for (mode = 0; mode < 2; ++mode) {
        t_prob p;
        sa_block_sparse_args s;
        int32_t *idx = NULL, *cnt = NULL;
        double *ref, *ref_lse, *out, *lse, err, mx;
        size_t e, rows;
        int bad, nkb, kb = 16;
        t_prob_make(&p, &r, SA_DTYPE_BF16, 2, 45, 70, 4, 2, 16, causal, layout, 1.0);
        nkb = t_cdiv(p.a.seqlen_k, kb);
        if (mode == 0) s = t_bs_args(&p, 16, kb, 0, NULL, NULL, 0, 1 << 30); /* no blocks, the window covers all */
        else {  /* every block listed, shuffled, with duplicates, -1 and past-the-end entries; no sink, no window */
          s = t_bs_args(&p, 16, kb, nkb * 2 + 3, NULL, NULL, 0, 0);
          rows = (size_t)p.a.batch * p.a.heads_q * s.query_blocks;
          idx = (int32_t *)malloc(rows * s.max_blocks * sizeof(int32_t));
          cnt = (int32_t *)malloc(rows * sizeof(int32_t));
          for (e = 0; e < rows; ++e) {
            int f, *perm = (int *)malloc(sizeof(int) * (size_t)s.max_blocks);
            for (f = 0; f < s.max_blocks; ++f) perm[f] = f < 2 * nkb ? f % nkb : f == 2 * nkb ? -1 : nkb + f;
            for (f = s.max_blocks - 1; f > 0; --f) { int g = t_int(&r, 0, f), t = perm[f]; perm[f] = perm[g]; perm[g] = t; }
            for (f = 0; f < s.max_blocks; ++f) idx[e * s.max_blocks + f] = perm[f];
            cnt[e] = s.max_blocks + 5; /* clamped to max_blocks */
            free(perm);
          }
          s.block_index = idx; s.block_count = cnt;
        }
        ref = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
        out = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
        ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
        lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
        CHECK(sa_ref_attention(&p.a, SA_REF_DOUBLE, ref, ref_lse) == SA_OK, "%s", sa_last_error(NULL));
        CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, lse) == SA_OK, "%s", sa_last_error(NULL));
        err = t_compare(&p, out, t_get_f64, ref, lse, t_get_f64, ref_lse, 1e-12, &bad, &mx);
        CHECK(err < 1e-12 && bad == 0, "causal %d layout %d mode %d: off by %g (%d LSE rows)", causal, layout, mode, err, bad);
        free(ref); free(out); free(ref_lse); free(lse); free(idx); free(cnt);
        t_prob_free(&p);
      }
}

/* ---- (b) block-sparse against an independent masked softmax, random lists, sinks and windows ---- */
TEST(momo_ref_bs_naive) {
  t_rng r = {9001};
  int it;
  for (it = 0; it < 40; ++it) {
    t_prob p;
    sa_block_sparse_args s;
    int32_t *idx, *cnt;
    int layout = it % 3 == 2 ? LAYOUT_PACKED : it % 3, causal = it % 4 != 3, bad_d, bad_f, hkv = t_int(&r, 1, 2);
    int sq = t_int(&r, 1, 70), sk = causal ? t_int(&r, 1, 90) : t_int(&r, 1, 70);
    double *ref, *ref_lse, *outd, *lsed, err_d, err_f, mx;
    float *outf, *lsef;
    static const int kbs[] = {16, 32};
    t_prob_make(&p, &r, it & 1 ? SA_DTYPE_FP16 : SA_DTYPE_BF16, t_int(&r, 1, 3), sq, sk, 4 * hkv, hkv, 16, causal, layout, 1.0);
    s = t_bs_args(&p, t_int(&r, 1, 40), kbs[t_int(&r, 0, 1)], t_int(&r, 0, 5), NULL, NULL, t_int(&r, 0, 20), t_int(&r, 0, 30));
    t_rand_lists(&r, &s, &idx, &cnt);
    s.block_index = idx; s.block_count = cnt;
    ref = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    outd = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    outf = (float *)calloc(t_o_elems(&p) + 1, sizeof(float));
    ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    lsed = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    lsef = (float *)calloc(t_lse_elems(&p) + 1, sizeof(float));
    t_bs_naive(&p, &s, ref, ref_lse);
    CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, outd, lsed) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_ref_block_sparse(&s, SA_REF_FLOAT, outf, lsef) == SA_OK, "%s", sa_last_error(NULL));
    err_d = t_compare(&p, outd, t_get_f64, ref, lsed, t_get_f64, ref_lse, 1e-12, &bad_d, &mx);
    CHECK(err_d < 1e-12 && bad_d == 0, "case %d: double off by %g (%d LSE rows)", it, err_d, bad_d);
    err_f = t_compare(&p, outf, t_get_f32, ref, lsef, t_get_f32, ref_lse, 1e-5, &bad_f, &mx);
    CHECK(err_f < 1e-6 && bad_f == 0, "case %d: float off by %g (%d LSE rows)", it, err_f, bad_f);
    free(ref); free(outd); free(outf); free(ref_lse); free(lsed); free(lsef); free(idx); free(cnt);
    t_prob_free(&p);
  }
}

/* ---- (c) delta correction: out[i] - O*[i] == delta_o[i / gamma] - O*[(i / gamma) * gamma] ---- */
TEST(momo_ref_bs_delta) {
  t_rng r = {31337};
  int it;
  for (it = 0; it < 12; ++it) {
    t_prob p;
    sa_block_sparse_args s;
    int32_t *idx, *cnt;
    int layout = it % 3 == 2 ? LAYOUT_PACKED : it % 3, gamma = it & 1 ? 4 : 8, b, h, i, d, nq, D = 16, strided = it % 4 == 1;
    double *os, *out, *lse0, *lse1;
    uint16_t *dl;
    sa_strides ds;
    size_t ndl;
    t_prob_make(&p, &r, it & 2 ? SA_DTYPE_FP16 : SA_DTYPE_BF16, 2, t_int(&r, 20, 60), t_int(&r, 30, 80), 4, 1, D, 1, layout, 1.0);
    s = t_bs_args(&p, 2 * gamma, 16, 3, NULL, NULL, t_int(&r, 0, 8), t_int(&r, 0, 20));
    t_rand_lists(&r, &s, &idx, &cnt);
    s.block_index = idx; s.block_count = cnt;
    nq = t_cdiv(p.a.seqlen_q, gamma);
    /* delta_o [B][nq][Hq][D], or strided: head-major with padding between sequences */
    ds.head = strided ? (int64_t)nq * D : D;
    ds.seq = strided ? D : (int64_t)p.a.heads_q * D;
    ds.batch = (int64_t)nq * p.a.heads_q * D + (strided ? 40 : 0);
    ndl = (size_t)p.a.batch * ds.batch;
    dl = (uint16_t *)malloc(ndl * sizeof(uint16_t));
    for (i = 0; i < (int)ndl; ++i) dl[i] = t_to16(t_gauss(&r), p.a.dtype);
    os = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    out = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    lse0 = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    lse1 = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, os, lse0) == SA_OK, "%s", sa_last_error(NULL));
    s.delta_o = dl; s.gamma = gamma;
    if (strided) s.delta_strides = ds;
    CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, lse1) == SA_OK, "%s", sa_last_error(NULL));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (i = 0; i < p.lens_q[b]; ++i) {
          int w = i / gamma;
          int64_t oo = t_off(&p, p.a.o_strides, b, i, h, 1), oa = t_off(&p, p.a.o_strides, b, w * gamma, h, 1);
          int64_t dof = b * ds.batch + w * ds.seq + h * ds.head;
          CHECK(lse0[t_lse_off(&p, b, i, h)] == lse1[t_lse_off(&p, b, i, h)], "case %d: LSE changed by delta", it);
          for (d = 0; d < D; ++d) {
            double want = t_ld(&p, dl, dof + d) - os[oa + d], got = out[oo + d] - os[oo + d];
            CHECK(fabs(got - want) < 1e-12, "case %d (b %d h %d i %d d %d): delta %g, want %g", it, b, h, i, d, got, want);
          }
        }
    free(os); free(out); free(lse0); free(lse1); free(dl); free(idx); free(cnt);
    t_prob_free(&p);
  }
}

/* ---- (d) QSA: o_gamma/lse_gamma are dense rows; exact and tree top-k equal brute force; ties to the smaller block ---- */
TEST(momo_ref_qsa_exact) {
  t_rng r = {2024};
  int it;
  for (it = 0; it < 16; ++it) {
    t_prob p;
    sa_momo_args m;
    sa_momo_params mp;
    int layout = it % 3 == 2 ? LAYOUT_PACKED : LAYOUT_CONTIGUOUS, periodic = it % 4 == 3, b, h, w, e, d, nq, nc;
    int gamma = it & 1 ? 4 : 8, k = t_int(&r, 1, 6), D = 16, ties = 0;
    double *dense, *dense_lse, *og, *lg, sc[64];
    int32_t *ti;
    float *ts;
    int blk[64];
    t_prob_make(&p, &r, SA_DTYPE_BF16, 2, t_int(&r, 30, 90), t_int(&r, 30, 120), 4, 2, D, 1, layout, 1.0);
    if (periodic) { /* K repeats every 16 keys: full blocks of one (sequence, head) tie exactly */
      size_t j, nrows = p.nk / (size_t)(p.a.heads_kv * D);
      for (j = 16; j < nrows; ++j) memcpy(p.k + j * p.a.heads_kv * D, p.k + (j % 16) * p.a.heads_kv * D, (size_t)p.a.heads_kv * D * 2);
    }
    m = t_momo_args(&p, gamma, 16, 2 * gamma, k, 0, (sa_topk_variant)(it & 2 ? SA_TOPK_TREE : SA_TOPK_EXACT), 0,
                    periodic ? -1 : t_int(&r, -1, 20), periodic ? -1 : t_int(&r, -1, 30));
    sa__momo_defaults(&m.params, &mp);
    nq = t_cdiv(p.a.seqlen_q, gamma);
    dense = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    dense_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    og = (double *)malloc(sizeof(double) * (size_t)p.a.batch * nq * p.a.heads_q * D);
    lg = (double *)malloc(sizeof(double) * (size_t)p.a.batch * p.a.heads_q * nq);
    ti = (int32_t *)malloc(sizeof(int32_t) * (size_t)p.a.batch * p.a.heads_q * nq * k);
    ts = (float *)malloc(sizeof(float) * (size_t)p.a.batch * p.a.heads_q * nq * k);
    for (e = 0; e < p.a.batch * p.a.heads_q * nq * k; ++e) { ti[e] = -7; ts[e] = 7; }
    CHECK(sa_ref_attention(&p.a, SA_REF_DOUBLE, dense, dense_lse) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_ref_momo_qsa(&m, SA_REF_DOUBLE, og, lg, ti, ts) == SA_OK, "%s", sa_last_error(NULL));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (w = 0; w < nq; ++w) {
          int32_t *rowi = ti + (((size_t)b * p.a.heads_q + h) * nq + w) * k;
          float *rows = ts + (((size_t)b * p.a.heads_q + h) * nq + w) * k;
          if (w >= t_cdiv(p.lens_q[b], gamma)) { /* past a short sequence's end: untouched */
            for (e = 0; e < k; ++e) CHECK(rowi[e] == -7 && rows[e] == 7, "case %d: row %d of sequence %d written", it, w, b);
            continue;
          }
          for (d = 0; d < D; ++d)
            CHECK(fabs(og[(((size_t)b * nq + w) * p.a.heads_q + h) * D + d] - dense[t_off(&p, p.a.o_strides, b, w * gamma, h, 1) + d]) < 1e-12,
                  "case %d: o_gamma row %d differs from dense", it, w);
          CHECK(fabs(lg[((size_t)b * p.a.heads_q + h) * nq + w] - dense_lse[t_lse_off(&p, b, w * gamma, h)]) < 1e-12 ||
                    (isinf(lg[((size_t)b * p.a.heads_q + h) * nq + w]) && isinf(dense_lse[t_lse_off(&p, b, w * gamma, h)])),
                "case %d: lse_gamma row %d", it, w);
          nc = t_qsa_cands(&p, b, h, w, &mp, sc, blk);
          t_sort_blocks(sc, blk, nc);
          for (e = 0; e < k; ++e) {
            int want = e < nc ? blk[e] : -1;
            CHECK(rowi[e] == want, "case %d (b %d h %d w %d) slot %d: block %d, want %d (%d candidates)", it, b, h, w, e, rowi[e], want, nc);
            CHECK(e < nc ? fabs(rows[e] - sc[e]) <= 1e-5 * (1 + fabs(sc[e])) : isinf(rows[e]) && rows[e] < 0,
                  "case %d slot %d: score %g, want %g", it, e, (double)rows[e], e < nc ? sc[e] : -INFINITY);
          }
          if (periodic) { /* every full block ties with block 0: only the smallest full blocks may be kept */
            int lim = w * gamma + p.lens_k[b] - p.lens_q[b];
            for (e = 0; e < k && rowi[e] >= 0; ++e)
              if (rowi[e] * 16 + 15 <= lim) { CHECK(rowi[e] < k, "case %d: tie kept block %d", it, rowi[e]); ties += rowi[e] > 0; }
          }
        }
    CHECK(!periodic || ties > 0 || k == 1, "case %d: the periodic case produced no ties", it);
    free(dense); free(dense_lse); free(og); free(lg); free(ti); free(ts);
    t_prob_free(&p);
  }
}

/* ---- (e) estimated top-k: k_exact = k is exact; otherwise exact slots + distinct greedy candidates ---- */
TEST(momo_ref_qsa_estimated) {
  t_rng r = {77};
  int it, y;
  /* erfinv against erf, and a known value */
  CHECK(fabs(sa__erfinv(0.5) - 0.47693627620446987) < 1e-14, "erfinv(0.5) = %.17g", sa__erfinv(0.5));
  for (y = -999; y <= 999; y += 7) {
    double x = sa__erfinv(y / 1000.0);
    CHECK(fabs(erf(x) - y / 1000.0) < 1e-13, "erf(erfinv(%g)) = %.17g", y / 1000.0, erf(x));
  }
  CHECK(sa__erfinv(1) == INFINITY && sa__erfinv(-1) == -INFINITY && sa__erfinv(0) == 0, "erfinv at the ends");
  { /* Eq. 7 by hand: k 3, k_exact 1, scores 1 3 2 5 0 4 (blocks 0..5). t1: s_th = 1 (sigma 0), evicted 1 not above;
       t2: p 1/2, s_th = mean 2, 2 not above; t3: s_th = 2 + sqrt(2) sqrt(2/3) erfinv(-1/3) = 1.648, evicted 3 accepted;
       t4: s_th = mean 2.75, 0 rejected; t5: p 0, s_th -inf, 4 accepted */
    static const double sc6[6] = {1, 3, 2, 5, 0, 4};
    sa__mblk c[6], ex[3], gr[3];
    int32_t ix[3];
    float sv[3];
    for (y = 0; y < 6; ++y) { c[y].s = sc6[y]; c[y].j = y; }
    sa__topk_estimated(c, 6, 3, 1, ex, gr, ix, sv);
    CHECK(ix[0] == 3 && ix[1] == 1 && ix[2] == 5 && sv[0] == 5 && sv[1] == 3 && sv[2] == 4, "hand example: %d %d %d", ix[0], ix[1], ix[2]);
    sa__topk_estimated(c, 2, 3, 2, ex, gr, ix, sv); /* fewer candidates than slots: -1 / -inf padding */
    CHECK(ix[0] == 1 && ix[1] == 0 && ix[2] == -1 && isinf(sv[2]) && sv[2] < 0, "padding: %d %d %d", ix[0], ix[1], ix[2]);
    /* ties in the exact slots: an equal score never replaces; the weakest of equal scores is the larger block */
    c[0].s = c[1].s = c[2].s = 2;
    sa__topk_estimated(c, 3, 1, 1, ex, gr, ix, sv);
    CHECK(ix[0] == 0, "equal scores: kept block %d, want 0", ix[0]);
    c[0].s = c[1].s = 1;
    sa__topk_estimated(c, 3, 2, 2, ex, gr, ix, sv);
    CHECK(ix[0] == 2 && ix[1] == 0, "eviction among equal minimums: %d %d, want 2 0", ix[0], ix[1]);
  }
  for (it = 0; it < 12; ++it) {
    t_prob p;
    sa_momo_args me, mx;
    sa_momo_params mp;
    int b, h, w, e, f, nq, nc, k = t_int(&r, 2, 8), ke = t_int(&r, 1, k - 1), gamma = 4, all = it % 3 == 2, cnt_greedy = 0;
    int32_t *ti_e, *ti_x, *ti_ek;
    float *ts_e, *ts_x, *ts_ek;
    double sc[64];
    int blk[64];
    size_t rows;
    t_prob_make(&p, &r, SA_DTYPE_FP16, 2, 64, t_int(&r, 120, 200), 2, 1, 16, 1, it & 1 ? LAYOUT_PACKED : LAYOUT_CONTIGUOUS, 1.5);
    if (all) k = 20, ke = 3; /* k - k_exact >= candidates: every candidate kept */
    nq = t_cdiv(p.a.seqlen_q, gamma);
    rows = (size_t)p.a.batch * p.a.heads_q * nq;
    ti_e = (int32_t *)malloc(rows * k * 4); ts_e = (float *)malloc(rows * k * 4);
    ti_x = (int32_t *)malloc(rows * k * 4); ts_x = (float *)malloc(rows * k * 4);
    ti_ek = (int32_t *)malloc(rows * k * 4); ts_ek = (float *)malloc(rows * k * 4);
    for (e = 0; e < (int)(rows * k); ++e) { ti_e[e] = ti_x[e] = ti_ek[e] = -5; ts_e[e] = ts_x[e] = ts_ek[e] = 5; }
    mx = t_momo_args(&p, gamma, 16, 8, k, 0, SA_TOPK_EXACT, 0, 16, 16);
    me = mx; me.params.topk = SA_TOPK_ESTIMATED; me.params.k_exact = k;
    CHECK(sa_ref_momo_qsa(&mx, SA_REF_DOUBLE, NULL, NULL, ti_x, ts_x) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_ref_momo_qsa(&me, SA_REF_DOUBLE, NULL, NULL, ti_ek, ts_ek) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(memcmp(ti_x, ti_ek, rows * k * 4) == 0 && memcmp(ts_x, ts_ek, rows * k * 4) == 0, "case %d: k_exact = k differs from exact", it);
    me.params.k_exact = ke;
    CHECK(sa_ref_momo_qsa(&me, SA_REF_DOUBLE, NULL, NULL, ti_e, ts_e) == SA_OK, "%s", sa_last_error(NULL));
    sa__momo_defaults(&me.params, &mp);
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (w = 0; w < t_cdiv(p.lens_q[b], gamma); ++w) {
          size_t at = (((size_t)b * p.a.heads_q + h) * nq + w) * k;
          int ng = 0;
          nc = t_qsa_cands(&p, b, h, w, &mp, sc, blk);
          t_sort_blocks(sc, blk, nc);
          for (e = 0; e < ke; ++e) /* the exact part: the exact top-k_exact */
            CHECK(ti_e[at + e] == (e < nc ? blk[e] : -1), "case %d row %d slot %d: %d, want %d", it, w, e, ti_e[at + e], e < nc ? blk[e] : -1);
          for (e = ke; e < k; ++e) {
            int is_cand = 0;
            if (ti_e[at + e] < 0) { /* padding only after the accepted ones */
              for (f = e; f < k; ++f) CHECK(ti_e[at + f] == -1 && isinf(ts_e[at + f]), "case %d: hole in greedy slots", it);
              break;
            }
            ++ng;
            for (f = 0; f < nc; ++f)
              if (blk[f] == ti_e[at + e]) { is_cand = 1; CHECK(fabs(ts_e[at + e] - sc[f]) <= 1e-5 * (1 + fabs(sc[f])), "score"); }
            CHECK(is_cand, "case %d: greedy block %d is not a candidate", it, ti_e[at + e]);
            for (f = 0; f < e; ++f) CHECK(ti_e[at + f] != ti_e[at + e], "case %d: block %d twice", it, ti_e[at + e]);
          }
          cnt_greedy += ng;
          if (all) CHECK((nc < ke ? nc : ke) + ng == nc, "case %d row %d: %d exact + %d greedy of %d candidates", it, w, ke, ng, nc);
        }
    CHECK(cnt_greedy > 0, "case %d: nothing accepted greedily", it);
    free(ti_e); free(ts_e); free(ti_x); free(ts_x); free(ti_ek); free(ts_ek);
    t_prob_free(&p);
  }
}

/* ---- (f) union and trim on a hand-made input ---- */
TEST(momo_ref_union_trim) {
  /* packed, 2 sequences of 40 and 10 queries; gamma 4, chi 8 (U = 2), k 3, k_trim 3: nq 10, nqb 5 */
  int32_t cuq[3] = {0, 40, 50}, cuk[3] = {0, 40, 50}, ti[2 * 10 * 3], bi[2 * 5 * 3], bc[2 * 5];
  float ts[2 * 10 * 3];
  uint16_t dummy[8];
  sa_momo_args m;
  int e;
  static const int32_t want_i[2 * 5 * 3] = {2, 5, 7, -1, -1, -1, 1, 3, -1, 4, 6, 8, -1, -1, -1,
                                            0, 9, -1, 11, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  static const int32_t want_c[2 * 5] = {3, 0, 2, 3, 0, 2, 1, 0, 0, 0};
  memset(&m, 0, sizeof m);
  m.attn.batch = 2; m.attn.seqlen_q = 40; m.attn.seqlen_k = 40; m.attn.heads_q = 1; m.attn.heads_kv = 1; m.attn.head_dim = 8;
  m.attn.q = m.attn.k = m.attn.v = dummy; m.attn.o = dummy; m.attn.causal = 1;
  m.attn.cu_seqlens_q = cuq; m.attn.cu_seqlens_k = cuk; m.attn.total_q = 50; m.attn.total_k = 50;
  m.params.gamma = 4; m.params.query_block = 8; m.params.key_block = 16; m.params.k = 3; m.params.k_trim = 3;
  for (e = 0; e < 60; ++e) { ti[e] = -1; ts[e] = -INFINITY; }
#define T_SET(b, w, s, j, x) (ti[((b) * 10 + (w)) * 3 + (s)] = (j), ts[((b) * 10 + (w)) * 3 + (s)] = (x))
  /* seq 0, qb 0: 5 -> mean 2, 2 -> 3, 7 -> 2, 9 -> 2: keep 2, then the 2.0 ties by smaller block: 5, 7 */
  T_SET(0, 0, 0, 5, 1.0f); T_SET(0, 0, 1, 2, 3.0f); T_SET(0, 0, 2, 7, 2.0f);
  T_SET(0, 1, 0, 5, 3.0f); T_SET(0, 1, 1, 9, 2.0f);
  /* seq 0, qb 1 (rows 2, 3): nothing. qb 2: two unique blocks, duplicates within one row too */
  T_SET(0, 4, 0, 3, 1.0f); T_SET(0, 4, 2, 1, 0.5f); T_SET(0, 5, 1, 3, 2.0f); T_SET(0, 5, 2, 3, 0.0f);
  /* qb 3: five blocks, trimmed to 3: 8 (-1 and 5: mean 2), 4 (4), 6 (3), 10 (2, loses the tie to 8), 12 (1) */
  T_SET(0, 6, 0, 4, 4.0f); T_SET(0, 6, 1, 8, -1.0f); T_SET(0, 6, 2, 10, 2.0f);
  T_SET(0, 7, 0, 6, 3.0f); T_SET(0, 7, 1, 8, 5.0f); T_SET(0, 7, 2, 12, 1.0f);
  /* seq 1 (10 queries: rows 0..2, query blocks 0..1): qb 0 */
  T_SET(1, 0, 0, 9, -3.0f); T_SET(1, 1, 0, 0, -2.0f);
  /* qb 1 holds row 2 only: row 3 is past the sequence's rows and must be ignored */
  T_SET(1, 2, 0, 11, 0.0f); T_SET(1, 3, 0, 13, 9.0f);
  /* qb 2..4 of seq 1: past its query blocks, rows written with garbage that must be ignored */
  T_SET(1, 4, 0, 1, 1.0f); T_SET(1, 9, 0, 2, 1.0f);
#undef T_SET
  for (e = 0; e < 30; ++e) bi[e] = 77;
  for (e = 0; e < 10; ++e) bc[e] = 77;
  CHECK(sa_ref_momo_union_trim(&m, ti, ts, bi, bc) == SA_OK, "%s", sa_last_error(NULL));
  for (e = 0; e < 10; ++e) CHECK(bc[e] == want_c[e], "count of block row %d: %d, want %d", e, bc[e], want_c[e]);
  for (e = 0; e < 30; ++e) CHECK(bi[e] == want_i[e], "entry %d (row %d): %d, want %d", e, e / 3, bi[e], want_i[e]);
  /* k_trim 1: only the best of each query block */
  m.params.k_trim = 1;
  CHECK(sa_ref_momo_union_trim(&m, ti, ts, bi, bc) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(bi[0] == 2 && bc[0] == 1 && bi[2] == 3 && bi[3] == 4 && bc[1] == 0 && bi[1] == -1 && bi[5] == 0, "k_trim 1: %d %d %d %d %d",
        bi[0], bi[2], bi[3], bi[5], bc[1]);
}

/* ---- (g) the whole prefill: when every needed key is kept it is dense up to O_gamma's rounding ---- */
TEST(momo_ref_prefill) {
  t_rng r = {5150};
  int it;
  for (it = 0; it < 8; ++it) {
    t_prob p;
    sa_momo_args m;
    sa_momo_params mp;
    sa_block_sparse_args bs;
    int layout = it % 3 == 2 ? LAYOUT_PACKED : it % 3, gamma = it < 4 ? 1 : it & 1 ? 4 : 8, b, h, i, d, D = 16, nq, nqb;
    double *dense, *out, *out2, *og, tol_rel, tol_abs;
    int32_t *ti, *bi, *bc;
    float *ts;
    uint16_t *og16;
    size_t e, nog;
    sa_dtype dt = it & 2 ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    t_prob_make(&p, &r, dt, 2, t_int(&r, 20, 70), t_int(&r, 70, 110), 4, 2, D, 1, layout, 1.0);
    /* it < 4: gamma 1 (every row is a sparse row), no sink, no window, k and k_trim above the number of blocks: every
       visible key kept. Else a window that covers every key. */
    m = t_momo_args(&p, gamma, 16, 2 * gamma, 64, 0, (sa_topk_variant)(it % 3), 0, -1, it < 4 ? -1 : 1 << 28);
    if (m.params.topk == SA_TOPK_ESTIMATED) m.params.k_exact = 64;
    dense = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    out = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    CHECK(sa_ref_attention(&p.a, SA_REF_DOUBLE, dense, NULL) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_ref_momo_prefill(&m, SA_REF_DOUBLE, out) == SA_OK, "%s", sa_last_error(NULL));
    /* the delta is O_gamma's rounding error: half an ulp, fp16 subnormals (below 2^-14) included */
    tol_rel = dt == SA_DTYPE_BF16 ? 1.0 / 256 : 1.0 / 2048;
    tol_abs = dt == SA_DTYPE_BF16 ? 1e-12 : ldexp(1.0, -25) + 1e-12;
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (i = 0; i < p.lens_q[b]; ++i) {
          int64_t oo = t_off(&p, p.a.o_strides, b, i, h, 1), oa = t_off(&p, p.a.o_strides, b, i / gamma * gamma, h, 1);
          for (d = 0; d < D; ++d)
            CHECK(fabs(out[oo + d] - dense[oo + d]) <= tol_rel * fabs(dense[oa + d]) + tol_abs, "case %d (b %d h %d i %d): %g vs dense %g",
                  it, b, h, i, out[oo + d], dense[oo + d]);
        }
    /* with a small k the prefill is its steps composed: QSA, O_gamma rounded, union/trim, block-sparse + delta */
    m.params.k = 2; m.params.k_exact = 1; m.params.k_trim = 3; m.params.window_tokens = 8; m.params.sink_tokens = 4;
    sa__momo_defaults(&m.params, &mp);
    nq = t_cdiv(p.a.seqlen_q, gamma);
    nqb = t_cdiv(p.a.seqlen_q, mp.query_block);
    nog = (size_t)p.a.batch * nq * p.a.heads_q * D;
    og = (double *)calloc(nog + 1, sizeof(double));
    og16 = (uint16_t *)calloc(nog + 1, sizeof(uint16_t));
    ti = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * nq * mp.k + 1));
    ts = (float *)malloc(sizeof(float) * ((size_t)p.a.batch * p.a.heads_q * nq * mp.k + 1));
    bi = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * nqb * mp.k_trim + 1));
    bc = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * nqb + 1));
    out2 = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    for (e = 0; e < (size_t)p.a.batch * p.a.heads_q * nq * mp.k; ++e) ti[e] = -1;
    CHECK(sa_ref_momo_qsa(&m, SA_REF_DOUBLE, og, NULL, ti, ts) == SA_OK, "%s", sa_last_error(NULL));
    for (e = 0; e < nog; ++e) og16[e] = t_to16(og[e], dt);
    CHECK(sa_ref_momo_union_trim(&m, ti, ts, bi, bc) == SA_OK, "%s", sa_last_error(NULL));
    bs = t_bs_args(&p, mp.query_block, mp.key_block, mp.k_trim, bi, bc, mp.sink_tokens, mp.window_tokens);
    bs.delta_o = og16; bs.gamma = gamma;
    CHECK(sa_ref_block_sparse(&bs, SA_REF_DOUBLE, out2, NULL) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_ref_momo_prefill(&m, SA_REF_DOUBLE, out) == SA_OK, "%s", sa_last_error(NULL));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (i = 0; i < p.lens_q[b]; ++i) {
          int64_t oo = t_off(&p, p.a.o_strides, b, i, h, 1);
          for (d = 0; d < D; ++d) CHECK(out[oo + d] == out2[oo + d], "case %d: prefill differs from its steps at row %d", it, i);
        }
    free(dense); free(out); free(out2); free(og); free(og16); free(ti); free(ts); free(bi); free(bc);
    t_prob_free(&p);
  }
}

/* ---- (h) attention mass: all blocks = one per row; the oracle beats a random list of the same size ---- */
TEST(momo_ref_block_mass) {
  t_rng r = {8086};
  int it;
  for (it = 0; it < 10; ++it) {
    t_prob p;
    sa_block_sparse_args s;
    int layout = it % 3 == 2 ? LAYOUT_PACKED : it % 3, kb = 16, qbk = 8, nkb, maxb, b, h, q, e, f;
    int32_t *idx, *cnt, *oidx;
    double *mass, *omass, *mass2;
    size_t rows;
    t_prob_make(&p, &r, SA_DTYPE_BF16, 2, t_int(&r, 10, 50), t_int(&r, 50, 100), 2, 1, 16, 1, layout, 2.0);
    nkb = t_cdiv(p.a.seqlen_k, kb);
    s = t_bs_args(&p, qbk, kb, nkb, NULL, NULL, t_int(&r, 0, 10), t_int(&r, 0, 20));
    rows = (size_t)p.a.batch * p.a.heads_q * s.query_blocks;
    idx = (int32_t *)malloc(sizeof(int32_t) * rows * nkb);
    cnt = (int32_t *)malloc(sizeof(int32_t) * rows);
    oidx = (int32_t *)malloc(sizeof(int32_t) * rows * nkb);
    mass = (double *)malloc(sizeof(double) * rows);
    mass2 = (double *)malloc(sizeof(double) * rows);
    omass = (double *)malloc(sizeof(double) * rows);
    for (e = 0; e < (int)rows; ++e) { cnt[e] = nkb; for (f = 0; f < nkb; ++f) idx[e * nkb + f] = nkb - 1 - f; }
    s.block_index = idx; s.block_count = cnt;
    CHECK(sa_ref_block_mass(&s, mass, NULL, NULL) == SA_OK, "%s", sa_last_error(NULL));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (q = 0; q < s.query_blocks; ++q) {
          int i, nrow = 0; /* rows of the block that see a key */
          for (i = q * qbk; i < q * qbk + qbk && i < p.lens_q[b]; ++i) nrow += i + p.lens_k[b] - p.lens_q[b] >= 0;
          CHECK(fabs(mass[((size_t)b * p.a.heads_q + h) * s.query_blocks + q] - nrow) < 1e-12, "case %d: every block: mass %g, %d rows",
                it, mass[((size_t)b * p.a.heads_q + h) * s.query_blocks + q], nrow);
        }
    /* a random list of maxb distinct blocks vs the oracle's maxb */
    maxb = t_int(&r, 1, nkb > 2 ? nkb - 2 : 1);
    s.max_blocks = maxb;
    for (e = 0; e < (int)rows; ++e) {
      int *perm = (int *)malloc(sizeof(int) * nkb);
      for (f = 0; f < nkb; ++f) perm[f] = f;
      for (f = nkb - 1; f > 0; --f) { int g = t_int(&r, 0, f), t = perm[f]; perm[f] = perm[g]; perm[g] = t; }
      for (f = 0; f < maxb; ++f) idx[e * maxb + f] = perm[f];
      cnt[e] = maxb;
      free(perm);
    }
    CHECK(sa_ref_block_mass(&s, mass, omass, oidx) == SA_OK, "%s", sa_last_error(NULL));
    for (e = 0; e < (int)rows; ++e) {
      CHECK(omass[e] >= mass[e] - 1e-12, "case %d row %d: oracle mass %g < random list's %g", it, e, omass[e], mass[e]);
      for (f = 0; f + 1 < maxb; ++f)
        CHECK(oidx[e * maxb + f + 1] == -1 || oidx[e * maxb + f] < oidx[e * maxb + f + 1], "case %d: oracle list not ascending", it);
      cnt[e] = maxb;
    }
    /* the oracle's own list, as block lists, gives the oracle's mass */
    s.block_index = oidx;
    CHECK(sa_ref_block_mass(&s, mass2, NULL, NULL) == SA_OK, "%s", sa_last_error(NULL));
    for (e = 0; e < (int)rows; ++e) CHECK(fabs(mass2[e] - omass[e]) < 1e-12, "case %d row %d: %g vs %g", it, e, mass2[e], omass[e]);
    free(idx); free(cnt); free(oidx); free(mass); free(mass2); free(omass);
    t_prob_free(&p);
  }
}

/* ---- (i) argument errors ---- */
TEST(momo_ref_argument_errors) {
  t_rng r = {1};
  t_prob p;
  sa_momo_args m;
  sa_block_sparse_args s;
  double out[4096];
  int32_t ti[4096], bi[64], bc[64];
  float ts[4096];
  t_prob_make(&p, &r, SA_DTYPE_BF16, 1, 32, 32, 2, 1, 16, 1, LAYOUT_CONTIGUOUS, 1.0);
  m = t_momo_args(&p, 16, 64, 100, 4, 0, SA_TOPK_EXACT, 0, 0, 0);
  CHECK(sa_ref_momo_prefill(&m, SA_REF_DOUBLE, out) == SA_ERROR_INVALID_ARGUMENT &&
            t_names(sa_last_error(NULL), "params.query_block"),
        "query_block 100: %s", sa_last_error(NULL));
  m.params.query_block = 128; m.params.key_block = 48;
  CHECK(sa_ref_momo_qsa(&m, SA_REF_DOUBLE, out, NULL, ti, ts) == SA_ERROR_INVALID_ARGUMENT &&
            t_names(sa_last_error(NULL), "params.key_block"), "key_block 48: %s", sa_last_error(NULL));
  m.params.key_block = 0; m.attn.causal = 0;
  CHECK(sa_ref_momo_union_trim(&m, ti, ts, bi, bc) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "causal"),
        "causal 0: %s", sa_last_error(NULL));
  m.attn.causal = 1; m.params.topk = SA_TOPK_ESTIMATED; m.params.k_exact = 5;
  CHECK(sa_ref_momo_qsa(&m, SA_REF_DOUBLE, out, NULL, ti, ts) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "params.k_exact"),
        "k_exact > k: %s", sa_last_error(NULL));
  m.params.k_exact = 0; m.params.sink_tokens = -3;
  CHECK(sa_ref_momo_prefill(&m, SA_REF_DOUBLE, out) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "sink_tokens"),
        "sink -3: %s", sa_last_error(NULL));
  m.params.sink_tokens = -1;
  CHECK(sa_ref_momo_prefill(&m, SA_REF_DOUBLE, out) == SA_OK, "valid args rejected: %s", sa_last_error(NULL));
  s = t_bs_args(&p, 16, 40, 2, bi, bc, 0, 0);
  CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "key_block"),
        "key_block 40: %s", sa_last_error(NULL));
  s.key_block = 16; s.query_blocks = 1;
  CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "query_blocks"),
        "query_blocks 1: %s", sa_last_error(NULL));
  s.query_blocks = 2; s.block_index = NULL;
  CHECK(sa_ref_block_mass(&s, out, NULL, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "block_index"),
        "NULL block_index: %s", sa_last_error(NULL));
  s.block_index = bi; s.delta_o = out; s.gamma = 5;
  CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "gamma"),
        "gamma 5: %s", sa_last_error(NULL));
  s.delta_o = NULL; s.window_tokens = -1;
  CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "window_tokens"),
        "window -1: %s", sa_last_error(NULL));
  s.window_tokens = 0; s.attn.method = SA_METHOD_BLASST;
  CHECK(sa_ref_block_sparse(&s, SA_REF_DOUBLE, out, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "SA_METHOD_DENSE"),
        "BLASST: %s", sa_last_error(NULL));
  t_prob_free(&p);
}

#endif
