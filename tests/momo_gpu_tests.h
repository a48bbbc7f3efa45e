/* GPU tests of MOMO: block-sparse attention (+ delta), the query-sparse pass with each online top-k, union and
   trim, and the whole prefill, each against the CPU reference. Included by run_tests.c after
   blasst_decode_tests.h (t_dalloc, t_dup, t_ld16). */
#ifndef SA_TEST_MOMO_GPU_H
#define SA_TEST_MOMO_GPU_H

/* A problem's tensors on the device: args point at device copies (poisoned O and LSE). */
typedef struct t_dprob {
  sa_attention_args a;
  void *q, *k, *v, *o, *lse, *cuq, *cuk;
} t_dprob;

static int t_dprob_make(t_dprob *d, const t_prob *p) {
  memset(d, 0, sizeof *d);
  d->a = p->a;
  d->q = t_dup(p->q, p->nq * 2); d->k = t_dup(p->k, p->nk * 2); d->v = t_dup(p->v, p->nk * 2);
  d->o = t_dalloc(p->nq * 2 + 16, 0xff);
  d->lse = t_dalloc(t_lse_elems(p) * 4 + 16, 0xff);
  if (p->layout == LAYOUT_PACKED) {
    d->cuq = t_dup(p->cuq, (size_t)(p->a.batch + 1) * 4);
    d->cuk = t_dup(p->cuk, (size_t)(p->a.batch + 1) * 4);
    d->a.cu_seqlens_q = (const int32_t *)d->cuq;
    d->a.cu_seqlens_k = (const int32_t *)d->cuk;
  }
  d->a.q = d->q; d->a.k = d->k; d->a.v = d->v; d->a.o = d->o; d->a.lse = (float *)d->lse;
  return d->q && d->k && d->v && d->o && d->lse && (p->layout != LAYOUT_PACKED || (d->cuq && d->cuk));
}
static void t_dprob_free(t_dprob *d) {
  sa_device_free(g_ctx, d->q); sa_device_free(g_ctx, d->k); sa_device_free(g_ctx, d->v); sa_device_free(g_ctx, d->o);
  sa_device_free(g_ctx, d->lse); sa_device_free(g_ctx, d->cuq); sa_device_free(g_ctx, d->cuk);
}

/* Copy the 16-bit output back and compare it (and the LSE) with a double reference in the same layouts. */
static double t_check_out(const t_prob *p, const t_dprob *d, const double *ref, const double *ref_lse, int *bad_lse, double *mx) {
  uint16_t *o = (uint16_t *)malloc(p->nq * 2 + 2);
  float *l = (float *)malloc(t_lse_elems(p) * 4 + 4);
  double *o64 = (double *)malloc((p->nq + 1) * sizeof(double)), err = INFINITY;
  size_t i;
  if (sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, o, d->o, p->nq * 2) == SA_OK &&
      sa_memcpy_dtoh(g_ctx, l, d->lse, t_lse_elems(p) * 4) == SA_OK) {
    for (i = 0; i < p->nq; ++i) o64[i] = t_ld(p, o, (int64_t)i);
    err = t_compare(p, o64, t_get_f64, ref, ref_lse ? l : NULL, t_get_f32, ref_lse, 2e-3, bad_lse, mx);
  }
  free(o); free(l); free(o64);
  return err;
}

static const char *t_dtn(sa_dtype dt) { return dt == SA_DTYPE_BF16 ? "bf16" : "fp16"; }
static double t_tol(sa_dtype dt) { return dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3; }

/* Block-sparse attention on random shapes and random lists (duplicates, any order, -1 and past-the-end entries),
   with sinks, windows, and the delta correction. */
GPU_TEST(gpu_block_sparse) {
  t_rng r = {424242};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 4, 8}, gammas[] = {1, 4, 16, 128};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 40; ++it) {
    t_prob p;
    t_dprob d;
    sa_block_sparse_args bs, hb;
    int hkv = t_int(&r, 1, 2), b, h, qb, e, nkb, qbs, bad_lse = 0, delta = 0, gamma = 1, nq = 0;
    int kblk = 16 << t_int(&r, 0, 3), causal = t_int(&r, 0, 1), d_ = dims[t_int(&r, 0, 3)];
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    int sq = t_int(&r, 1, 520), sk = t_int(&r, 0, 2) ? sq : t_int(&r, 1, 700), layout = t_int(&r, 0, 2);
    int32_t *bi, *bc;
    if (d_ == 256 && g_ctx->smem_optin <= 101376) continue; /* no d256 config on 99 KiB (README: support matrix) */
    uint16_t *dlt = NULL;
    void *dbi, *dbc, *ddl = NULL;
    double *ref, *ref_lse, err, mx;
    sa_status st;
    if (!t_carried(d_)) continue;
    t_prob_make(&p, &r, dt, t_int(&r, 1, 2), sq, sk, hkv * groups[t_int(&r, 0, 2)], hkv, d_, causal, layout, 1.0);
    memset(&bs, 0, sizeof bs);
    bs.attn = p.a;
    bs.key_block = kblk;
    bs.query_blocks = (p.a.seqlen_q + 127) / 128 + t_int(&r, 0, 1);
    bs.max_blocks = t_int(&r, 0, 12);
    bs.sink_tokens = t_int(&r, 0, 3) ? t_int(&r, 0, 100) : 0;
    bs.window_tokens = t_int(&r, 0, 3) ? t_int(&r, 0, 300) : 0;
    nkb = (p.a.seqlen_k + kblk - 1) / kblk;
    qbs = bs.query_blocks;
    bi = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * qbs * bs.max_blocks + 1));
    bc = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * qbs + 1));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (qb = 0; qb < qbs; ++qb) {
          size_t li = ((size_t)b * p.a.heads_q + h) * qbs + qb;
          bc[li] = t_int(&r, 0, bs.max_blocks + 2);
          for (e = 0; e < bs.max_blocks; ++e) {
            int x = t_int(&r, 0, nkb > 0 ? nkb - 1 : 0);
            if (t_int(&r, 0, 15) == 0) x = -1;
            if (t_int(&r, 0, 15) == 0) x = nkb + t_int(&r, 0, 5);
            if (e > 0 && t_int(&r, 0, 7) == 0) x = bi[li * bs.max_blocks + e - 1];
            bi[li * bs.max_blocks + e] = x;
          }
        }
    if (causal && t_int(&r, 0, 2) == 0) { /* delta correction: a random O_gamma */
      size_t n, i;
      delta = 1;
      gamma = gammas[t_int(&r, 0, 3)];
      nq = (p.a.seqlen_q + gamma - 1) / gamma;
      n = (size_t)p.a.batch * nq * p.a.heads_q * d_;
      dlt = (uint16_t *)malloc(n * 2 + 2);
      for (i = 0; i < n; ++i) dlt[i] = t_to16(t_gauss(&r) * 0.3, dt);
      bs.gamma = gamma;
      ddl = t_dup(dlt, n * 2);
    }
    hb = bs;
    hb.block_index = bi; hb.block_count = bc; hb.delta_o = dlt;
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    st = sa_ref_block_sparse(&hb, SA_REF_DOUBLE, ref, ref_lse);
    CHECK(st == SA_OK, "sa_ref_block_sparse: %s", sa_last_error(NULL));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    dbi = t_dup(bi, sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * qbs * bs.max_blocks + 1));
    dbc = t_dup(bc, sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_q * qbs + 1));
    bs.attn = d.a;
    bs.block_index = (const int32_t *)dbi; bs.block_count = (const int32_t *)dbc; bs.delta_o = ddl;
    st = sa_block_sparse_attention(g_ctx, &bs, NULL);
    CHECK(st == SA_OK, "sa_block_sparse_attention: %s", sa_last_error(g_ctx));
    err = t_check_out(&p, &d, ref, ref_lse, &bad_lse, &mx);
    CHECK(err < t_tol(dt) && bad_lse == 0, "%s d%d B%d Sq%d Sk%d Hq%d/%d causal%d layout%d beta%d sink%d window%d max_blocks%d "
          "delta%d gamma%d: rel err %g (max abs %g), %d LSE rows off", t_dtn(dt), d_, p.a.batch, sq, sk, p.a.heads_q,
          p.a.heads_kv, causal, layout, kblk, bs.sink_tokens, bs.window_tokens, bs.max_blocks, delta, gamma, err, mx, bad_lse);
    if (err > worst) worst = err;
    ++ran;
    t_dprob_free(&d);
    sa_device_free(g_ctx, dbi); sa_device_free(g_ctx, dbc); sa_device_free(g_ctx, ddl);
    free(bi); free(bc); free(dlt); free(ref); free(ref_lse);
    t_prob_free(&p);
  }
  printf("    %d random block-sparse cases, worst relative error %.2e\n", ran, worst);
}
GPU_TEST(gpu_block_sparse_sm80) { t_on_sm80(test_gpu_block_sparse); }

/* The GPU's attention mass of random block sets (sinks, windows, GQA, padded and packed) against the reference. */
GPU_TEST(gpu_block_mass) {
  t_rng r = {5150};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 10; ++it) {
    t_prob p;
    t_dprob d;
    sa_block_sparse_args bs, hb;
    sa_attention_args full;
    int hkv = t_int(&r, 1, 2), b, h, qb, e, nkb, qbs, causal = t_int(&r, 0, 1), d_ = t_int(&r, 0, 1) ? 128 : 64;
    int sq = t_int(&r, 1, 600), sk = t_int(&r, 0, 1) ? sq : t_int(&r, 1, 700);
    size_t nl, ws = 0;
    int32_t *bi, *bc;
    void *dbi, *dbc, *dws, *dmass, *dlf;
    double *ref, *oref;
    float *got;
    t_prob_make(&p, &r, t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16, t_int(&r, 1, 2), sq, sk, hkv * t_int(&r, 1, 4), hkv,
                d_, causal, t_int(&r, 0, 2), 1.0);
    memset(&bs, 0, sizeof bs);
    bs.attn = p.a;
    bs.key_block = 64;
    bs.query_blocks = qbs = (p.a.seqlen_q + 127) / 128;
    bs.max_blocks = t_int(&r, 1, 6);
    bs.sink_tokens = t_int(&r, 0, 64);
    bs.window_tokens = t_int(&r, 0, 200);
    nkb = (p.a.seqlen_k + 63) / 64;
    nl = (size_t)p.a.batch * p.a.heads_q * qbs;
    bi = (int32_t *)malloc(sizeof(int32_t) * (nl * bs.max_blocks + 1));
    bc = (int32_t *)malloc(sizeof(int32_t) * (nl + 1));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (qb = 0; qb < qbs; ++qb) {
          size_t li = ((size_t)b * p.a.heads_q + h) * qbs + qb;
          bc[li] = t_int(&r, 0, bs.max_blocks);
          for (e = 0; e < bs.max_blocks; ++e) bi[li * bs.max_blocks + e] = t_int(&r, 0, nkb > 0 ? nkb - 1 : 0);
        }
    hb = bs;
    hb.block_index = bi; hb.block_count = bc;
    ref = (double *)calloc(nl + 1, sizeof(double));
    oref = (double *)calloc(nl + 1, sizeof(double));
    CHECK(sa_ref_block_mass(&hb, ref, oref, NULL) == SA_OK, "sa_ref_block_mass: %s", sa_last_error(NULL));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    full = d.a; /* the full attention's LSE, same causal flag */
    dlf = t_dalloc(t_lse_elems(&p) * 4 + 16, 0xff);
    full.lse = (float *)dlf;
    CHECK(sa_attention(g_ctx, &full, NULL) == SA_OK, "sa_attention: %s", sa_last_error(g_ctx));
    dbi = t_dup(bi, sizeof(int32_t) * (nl * bs.max_blocks + 1));
    dbc = t_dup(bc, sizeof(int32_t) * (nl + 1));
    bs.attn = d.a;
    bs.block_index = (const int32_t *)dbi; bs.block_count = (const int32_t *)dbc;
    CHECK(sa_block_mass_workspace_size(&bs, &ws) == SA_OK, "workspace size: %s", sa_last_error(NULL));
    dws = t_dalloc(ws, 0xff);
    dmass = t_dalloc(nl * 4 + 16, 0xff);
    CHECK(sa_block_mass(g_ctx, &bs, (const float *)dlf, (float *)dmass, dws, ws, NULL) == SA_OK, "sa_block_mass: %s",
          sa_last_error(g_ctx));
    got = (float *)malloc(nl * 4 + 4);
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, got, dmass, nl * 4) == SA_OK, "copy back: %s",
          sa_last_error(g_ctx));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (qb = 0; qb < qbs; ++qb) {
          size_t li = ((size_t)b * p.a.heads_q + h) * qbs + qb;
          double err = fabs(got[li] - ref[li]);
          CHECK(err <= 2e-3 * (1 + ref[li]) && got[li] <= oref[li] + 2e-3 * (1 + oref[li]),
                "b%d h%d qb%d: mass %g, reference %g (oracle %g)", b, h, qb, got[li], ref[li], oref[li]);
          if (err > worst) worst = err;
        }
    ++ran;
    t_dprob_free(&d);
    sa_device_free(g_ctx, dbi); sa_device_free(g_ctx, dbc); sa_device_free(g_ctx, dws); sa_device_free(g_ctx, dmass);
    sa_device_free(g_ctx, dlf);
    free(bi); free(bc); free(ref); free(oref); free(got);
    t_prob_free(&p);
  }
  printf("    %d cases: block masses within %.2e of the reference\n", ran, worst);
}

/* Are two top-k lists (index -1 = empty) the same set, except blocks whose score is within tol of the boundary
   (the smallest score the reference keeps)? Scores of common blocks must agree within tol, or, for a block more than
   80 below the row's LSE (its probabilities underflow in the kernel's fp32), lie within [its best key's score, the
   reference's]: the kernel's stand-in, at most ln(beta) below. */
static int t_topk_standins; /* blocks t_same_topk accepted as underflowed */
static int t_same_topk(const int32_t *gi, const float *gs, const int32_t *ri, const float *rs, int k, double tol, double lse,
                       int beta, char *why, size_t cap) {
  int a, c, ng = 0, nr = 0;
  double bound = INFINITY;
  for (a = 0; a < k; ++a) {
    if (ri[a] >= 0) { ++nr; if (rs[a] < bound) bound = rs[a]; }
    if (gi[a] >= 0) ++ng;
  }
  if (ng != nr) { snprintf(why, cap, "%d blocks kept, the reference keeps %d", ng, nr); return 0; }
  for (a = 0; a < k; ++a) {
    int found = 0;
    if (gi[a] < 0) continue;
    for (c = 0; c < k; ++c)
      if (ri[c] == gi[a]) {
        found = 1;
        const int under = rs[c] < lse - 80 && gs[a] >= rs[c] - log((double)beta) - tol && gs[a] <= rs[c] + tol;
        if (fabs((double)gs[a] - rs[c]) > tol && !under) {
          snprintf(why, cap, "block %d: score %g, reference %g", gi[a], gs[a], rs[c]);
          return 0;
        }
        if (fabs((double)gs[a] - rs[c]) > tol) ++t_topk_standins;
      }
    for (c = 0; c < a; ++c)
      if (gi[c] == gi[a]) { snprintf(why, cap, "block %d twice", gi[a]); return 0; }
    if (!found && fabs((double)gs[a] - bound) > tol) {
      snprintf(why, cap, "block %d (score %g) is not the reference's (boundary %g)", gi[a], gs[a], bound);
      return 0;
    }
  }
  return 1;
}

/* The query-sparse pass: O_gamma, LSE_gamma and each top-k variant against the reference. qk_std > 1: scores so
   spread that whole key blocks underflow (the kernels' stand-in scores), with k above the candidates so every
   candidate is kept whatever its stand-in. Key blocks of 16 to 512 keys: shorter than a tile, one, or several. */
static void t_qsa_run(sa_topk_variant var, int iters, double qk_std) {
  t_rng r = {777 + (uint64_t)var};
  static const int dims[] = {64, 96, 128, 256}, gammas[] = {1, 3, 16, 32}, betas[] = {16, 32, 64, 128, 256, 512};
  int it, ran = 0, rows = 0, greedy = 0, greedy_same = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  t_topk_standins = 0;
  for (it = 0; it < iters; ++it) {
    t_prob p;
    t_dprob d;
    sa_momo_args m, hm;
    sa_momo_buffers bufs;
    size_t ws = 0, nrow, i;
    void *dws;
    int hkv = t_int(&r, 1, 2), d_ = dims[t_int(&r, 0, 3)], b, h, w, nq, bad = 0;
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    int sq = t_int(&r, 1, 700), sk = t_int(&r, 0, 2) ? sq : t_int(&r, 1, 800);
    double *ro, *rl, num = 0, den = 0;
    if (d_ == 256 && g_ctx->smem_optin <= 166912) continue; /* the d256 query-sparse pass is Hopper's (support matrix) */
    uint16_t *go;
    float *gl, *gs, *rs;
    int32_t *gi, *ri;
    char why[256];
    if (!t_carried(d_)) continue;
    t_prob_make(&p, &r, dt, t_int(&r, 1, 2), sq, sk, hkv * t_int(&r, 1, 4), hkv, d_, 1, t_int(&r, 0, 2), qk_std);
    memset(&m, 0, sizeof m);
    m.attn = p.a;
    m.params.gamma = gammas[t_int(&r, 0, 3)];
    m.params.key_block = betas[t_int(&r, 0, qk_std > 1 ? 2 : 5)]; /* underflow: short blocks underflow whole */
    if (d_ == 256 && m.params.key_block < 32) m.params.key_block = 32; /* d256 carries beta >= 32 (refusals test 16) */
    m.params.query_block = m.params.gamma * (128 / m.params.gamma > 0 ? 128 / m.params.gamma : 1);
    if (128 % m.params.gamma) m.params.query_block = m.params.gamma * 4;
    m.params.k = t_int(&r, 1, 24);
    m.params.topk = var;
    m.params.k_exact = var == SA_TOPK_ESTIMATED ? t_int(&r, 1, m.params.k) : 0;
    if (qk_std > 1) m.params.k = m.params.k_exact = sk / m.params.key_block + 1; /* every block of the 800 keys */
    m.params.sink_tokens = t_int(&r, 0, 1) ? t_int(&r, 1, 150) : -1;
    m.params.window_tokens = t_int(&r, 0, 1) ? t_int(&r, 1, 300) : -1;
    CHECK(sa_momo_workspace_size(&m, &ws) == SA_OK, "workspace size: %s", sa_last_error(NULL));
    nq = (p.a.seqlen_q + m.params.gamma - 1) / m.params.gamma;
    nrow = (size_t)p.a.batch * p.a.heads_q * nq;
    hm = m;
    ro = (double *)malloc(sizeof(double) * (nrow * d_ + 1)); rl = (double *)malloc(sizeof(double) * (nrow + 1));
    ri = (int32_t *)malloc(sizeof(int32_t) * (nrow * m.params.k + 1)); rs = (float *)malloc(sizeof(float) * (nrow * m.params.k + 1));
    for (i = 0; i < nrow * d_; ++i) ro[i] = 0;
    for (i = 0; i < nrow; ++i) rl[i] = -INFINITY;
    for (i = 0; i < nrow * m.params.k; ++i) { ri[i] = -1; rs[i] = -INFINITY; }
    CHECK(sa_ref_momo_qsa(&hm, SA_REF_DOUBLE, ro, rl, ri, rs) == SA_OK, "sa_ref_momo_qsa: %s", sa_last_error(NULL));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    dws = t_dalloc(ws, 0xff);
    CHECK(dws != NULL, "workspace");
    m.attn = d.a;
    m.workspace = dws; m.workspace_bytes = ws;
    CHECK(sa_momo_buffers_get(&m, &bufs) == SA_OK, "buffers: %s", sa_last_error(NULL));
    CHECK(sa_momo_qsa(g_ctx, &m, &bufs, NULL) == SA_OK, "sa_momo_qsa: %s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "sync: %s", sa_last_error(g_ctx));
    go = (uint16_t *)malloc(nrow * d_ * 2 + 2); gl = (float *)malloc(nrow * 4 + 4);
    gi = (int32_t *)malloc(nrow * m.params.k * 4 + 4); gs = (float *)malloc(nrow * m.params.k * 4 + 4);
    CHECK(sa_memcpy_dtoh(g_ctx, go, bufs.o_gamma, nrow * d_ * 2) == SA_OK && sa_memcpy_dtoh(g_ctx, gl, bufs.lse_gamma, nrow * 4) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, gi, bufs.topk_index, nrow * m.params.k * 4) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, gs, bufs.topk_score, nrow * m.params.k * 4) == SA_OK, "copy back: %s", sa_last_error(g_ctx));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (w = 0; w < (p.lens_q[b] + m.params.gamma - 1) / m.params.gamma; ++w) {
          size_t row = ((size_t)b * p.a.heads_q + h) * nq + w, oo = (((size_t)b * nq + w) * p.a.heads_q + h) * d_;
          int kk = m.params.k, ke = var == SA_TOPK_ESTIMATED ? m.params.k_exact : kk, x;
          for (x = 0; x < d_; ++x) {
            double a = t_ld16(go, oo + x, dt), c = ro[oo + x];
            CHECK(isfinite(a), "O_gamma not finite at b%d h%d w%d", b, h, w);
            num += (a - c) * (a - c); den += c * c;
          }
          CHECK(isinf(rl[row]) ? (isinf(gl[row]) && gl[row] < 0) : fabs(gl[row] - rl[row]) < 2e-3,
                "LSE_gamma b%d h%d w%d: %g vs %g", b, h, w, gl[row], rl[row]);
          if (!t_same_topk(gi + row * kk, gs + row * kk, ri + row * kk, rs + row * kk, ke, 2e-3, rl[row],
                           m.params.key_block, why, sizeof why)) {
            if (++bad <= 1)
              CHECK(0, "%s beta%d k%d k_exact%d gamma%d sink%d window%d Sq%d Sk%d d%d, row b%d h%d w%d: %s",
                    var == SA_TOPK_EXACT ? "exact" : var == SA_TOPK_TREE ? "tree" : "estimated", m.params.key_block, kk, ke, m.params.gamma,
                    m.params.sink_tokens, m.params.window_tokens, sq, sk, d_, b, h, w, why);
          }
          if (var == SA_TOPK_ESTIMATED) { /* greedy slots: distinct, outside the exact part; agreement counted */
            int e, f;
            for (e = ke; e < kk; ++e) {
              if (gi[row * kk + e] < 0) continue;
              for (f = 0; f < e; ++f) CHECK(gi[row * kk + f] != gi[row * kk + e], "greedy block %d twice", gi[row * kk + e]);
              ++greedy;
              for (f = ke; f < kk; ++f) greedy_same += ri[row * kk + f] == gi[row * kk + e];
            }
          }
          ++rows;
        }
    CHECK(den == 0 || sqrt(num / den) < t_tol(dt), "O_gamma rel err %g", den > 0 ? sqrt(num / den) : 0.0);
    if (den > 0 && sqrt(num / den) > worst) worst = sqrt(num / den);
    ++ran;
    t_dprob_free(&d);
    sa_device_free(g_ctx, dws);
    free(ro); free(rl); free(ri); free(rs); free(go); free(gl); free(gi); free(gs);
    t_prob_free(&p);
  }
  if (var == SA_TOPK_ESTIMATED)
    CHECK(greedy == 0 || greedy_same >= 0.8 * greedy, "greedy slots agree with the reference for %d of %d", greedy_same, greedy);
  if (qk_std > 1) CHECK(t_topk_standins > 0, "no kept block underflowed: the stand-in scores went untested");
  printf("    %d cases, %d rows: top-k sets equal the reference's; O_gamma worst rel err %.2e", ran, rows, worst);
  if (qk_std > 1) printf("; %d underflowed blocks' stand-in scores", t_topk_standins);
  if (var == SA_TOPK_ESTIMATED) printf("; greedy slots agreeing %d/%d", greedy_same, greedy);
  printf("\n");
}
GPU_TEST(gpu_momo_qsa_exact) { t_qsa_run(SA_TOPK_EXACT, 14, 1.0); }
GPU_TEST(gpu_momo_qsa_tree) { t_qsa_run(SA_TOPK_TREE, 10, 1.0); }
GPU_TEST(gpu_momo_qsa_estimated) { t_qsa_run(SA_TOPK_ESTIMATED, 10, 1.0); }
static void t_qsa_underflow(void) {
  t_qsa_run(SA_TOPK_EXACT, 6, 6.0);
  t_qsa_run(SA_TOPK_TREE, 5, 6.0);
  t_qsa_run(SA_TOPK_ESTIMATED, 6, 6.0);
}
GPU_TEST(gpu_momo_qsa_underflow) { t_qsa_underflow(); }
/* the mma.sync family's query-sparse kernels on a GPU whose default is the sm90 family */
static void t_qsa_sm80(void) {
  t_qsa_run(SA_TOPK_EXACT, 6, 1.0);
  t_qsa_run(SA_TOPK_TREE, 4, 1.0);
  t_qsa_run(SA_TOPK_ESTIMATED, 4, 1.0);
  t_qsa_underflow();
}
GPU_TEST(gpu_momo_qsa_sm80) { t_on_sm80(t_qsa_sm80); }

/* Union and trim on the GPU's own top-k lists, and the whole prefill: steps 3-4 against the reference fed the
   GPU's lists and O_gamma (exact), and against the all-reference pipeline (looser: borderline block choices). */
GPU_TEST(gpu_momo_prefill) {
  t_rng r = {99};
  int it, ran = 0;
  double worst = 0, worst_full = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 12; ++it) {
    t_prob p;
    t_dprob d;
    sa_momo_args m, hm;
    sa_momo_buffers bufs;
    sa_block_sparse_args hb;
    size_t ws = 0, nrow, i, nbl;
    void *dws;
    int hkv = t_int(&r, 1, 2), d_ = t_int(&r, 0, 1) ? 128 : 64, nq, nqb, bad_lse = 0, b, h, qb;
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    int sq = t_int(&r, 1, 900), sk = t_int(&r, 0, 2) ? sq : sq + t_int(&r, 0, 300);
    int32_t *gi, *bi, *bc, *rbi, *rbc;
    float *gs;
    uint16_t *og;
    double *ref, *ref_lse, err, mx;
    t_prob_make(&p, &r, dt, t_int(&r, 1, 2), sq, sk, hkv * t_int(&r, 1, 4), hkv, d_, 1, t_int(&r, 0, 2), 1.0);
    memset(&m, 0, sizeof m);
    m.attn = p.a;
    m.params.gamma = t_int(&r, 0, 1) ? 16 : 8;
    m.params.key_block = 16 << t_int(&r, 0, 3);
    m.params.k = t_int(&r, 1, 12);
    m.params.k_trim = t_int(&r, 1, 16);
    m.params.topk = (sa_topk_variant)t_int(&r, 0, 2);
    m.params.k_exact = m.params.topk == SA_TOPK_ESTIMATED ? t_int(&r, 1, m.params.k) : 0;
    m.params.sink_tokens = t_int(&r, 0, 1) ? t_int(&r, 1, 100) : -1;
    m.params.window_tokens = t_int(&r, 0, 1) ? t_int(&r, 1, 200) : -1;
    CHECK(sa_momo_workspace_size(&m, &ws) == SA_OK, "workspace size: %s", sa_last_error(NULL));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    dws = t_dalloc(ws, 0xff);
    hm = m;
    m.attn = d.a;
    m.workspace = dws; m.workspace_bytes = ws;
    CHECK(sa_momo_buffers_get(&m, &bufs) == SA_OK, "buffers: %s", sa_last_error(NULL));
    CHECK(sa_momo_prefill(g_ctx, &m, NULL) == SA_OK, "sa_momo_prefill: %s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "sync: %s", sa_last_error(g_ctx));
    nq = (p.a.seqlen_q + m.params.gamma - 1) / m.params.gamma;
    nqb = (p.a.seqlen_q + 127) / 128;
    nrow = (size_t)p.a.batch * p.a.heads_q * nq;
    nbl = (size_t)p.a.batch * p.a.heads_q * nqb;
    gi = (int32_t *)malloc(nrow * m.params.k * 4 + 4); gs = (float *)malloc(nrow * m.params.k * 4 + 4);
    og = (uint16_t *)malloc(nrow * d_ * 2 + 2);
    bi = (int32_t *)malloc(nbl * m.params.k_trim * 4 + 4); bc = (int32_t *)malloc(nbl * 4 + 4);
    rbi = (int32_t *)malloc(nbl * m.params.k_trim * 4 + 4); rbc = (int32_t *)malloc(nbl * 4 + 4);
    CHECK(sa_memcpy_dtoh(g_ctx, gi, bufs.topk_index, nrow * m.params.k * 4) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, gs, bufs.topk_score, nrow * m.params.k * 4) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, og, bufs.o_gamma, nrow * d_ * 2) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, bi, bufs.block_index, nbl * m.params.k_trim * 4) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, bc, bufs.block_count, nbl * 4) == SA_OK, "copy back: %s", sa_last_error(g_ctx));
    /* union and trim: the reference on the GPU's lists must give the same blocks (means are exact ties only
       by construction; a swap at the k_trim boundary is allowed within 1e-4) */
    CHECK(sa_ref_momo_union_trim(&hm, gi, gs, rbi, rbc) == SA_OK, "sa_ref_momo_union_trim: %s", sa_last_error(NULL));
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (qb = 0; qb < (p.lens_q[b] + 127) / 128; ++qb) {
          size_t li = ((size_t)b * p.a.heads_q + h) * nqb + qb;
          int e, same = 1;
          CHECK(bc[li] == rbc[li], "query block b%d h%d qb%d: %d blocks kept, reference %d", b, h, qb, bc[li], rbc[li]);
          for (e = 0; e < bc[li]; ++e) {
            same &= bi[li * m.params.k_trim + e] == rbi[li * m.params.k_trim + e];
            if (e) CHECK(bi[li * m.params.k_trim + e] > bi[li * m.params.k_trim + e - 1], "block list not ascending");
          }
          for (e = bc[li]; e < m.params.k_trim; ++e) CHECK(bi[li * m.params.k_trim + e] == -1, "padding is not -1");
          CHECK(same, "query block b%d h%d qb%d: trimmed lists differ", b, h, qb);
        }
    /* steps 3-4 against the reference fed the GPU's lists and O_gamma */
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    memset(&hb, 0, sizeof hb);
    hb.attn = p.a;
    hb.attn.lse = NULL;
    hb.query_block = 128; hb.key_block = m.params.key_block;
    hb.block_index = bi; hb.block_count = bc; hb.query_blocks = nqb; hb.max_blocks = m.params.k_trim;
    hb.sink_tokens = m.params.sink_tokens < 0 ? 0 : m.params.sink_tokens ? m.params.sink_tokens : 64;
    hb.window_tokens = m.params.window_tokens < 0 ? 0 : m.params.window_tokens ? m.params.window_tokens : 1024;
    hb.delta_o = og; hb.gamma = m.params.gamma;
    CHECK(sa_ref_block_sparse(&hb, SA_REF_DOUBLE, ref, NULL) == SA_OK, "sa_ref_block_sparse: %s", sa_last_error(NULL));
    err = t_check_out(&p, &d, ref, NULL, &bad_lse, &mx);
    CHECK(err < t_tol(dt), "%s d%d Sq%d Sk%d beta%d k%d k_trim%d gamma%d: momo vs reference of steps 3-4: rel err %g (max abs %g)",
          t_dtn(dt), d_, sq, sk, m.params.key_block, m.params.k, m.params.k_trim, m.params.gamma, err, mx);
    if (err > worst) worst = err;
    /* the whole pipeline on the host */
    for (i = 0; i < p.nq; ++i) ref[i] = 0;
    CHECK(sa_ref_momo_prefill(&hm, SA_REF_DOUBLE, ref) == SA_OK, "sa_ref_momo_prefill: %s", sa_last_error(NULL));
    err = t_check_out(&p, &d, ref, NULL, &bad_lse, &mx);
    CHECK(err < 3 * t_tol(dt), "%s d%d Sq%d Sk%d: momo vs the reference pipeline: rel err %g", t_dtn(dt), d_, sq, sk, err);
    if (err > worst_full) worst_full = err;
    ++ran;
    t_dprob_free(&d);
    sa_device_free(g_ctx, dws);
    free(gi); free(gs); free(og); free(bi); free(bc); free(rbi); free(rbc); free(ref); free(ref_lse);
    t_prob_free(&p);
  }
  printf("    %d cases: union/trim equal the reference; output rel err %.2e (steps 3-4), %.2e (whole pipeline)\n", ran,
         worst, worst_full);
}
#endif
