/* Tests of Kascade's sparse attention: the reference against dense attention, the GPU against the reference.
   Included by run_tests.c after momo_gpu_tests.h (t_dprob, t_check_out). */
#ifndef SA_TEST_KASCADE_H
#define SA_TEST_KASCADE_H

/* Random per-(b, KV head, tile) key lists: ascending keys before the tile, with repeats, negatives and keys at or past
   the tile mixed in (all to be ignored); all = 1 lists every key before the tile. */
static void t_kascade_lists(t_rng *r, const t_prob *p, int tile, int tiles, int max_k, int all, int32_t *idx, int32_t *cnt) {
  int b, g, tt, e;
  for (b = 0; b < p->a.batch; ++b)
    for (g = 0; g < p->a.heads_kv; ++g)
      for (tt = 0; tt < tiles; ++tt) {
        const int64_t li = ((int64_t)b * p->a.heads_kv + g) * tiles + tt;
        const int before = tt * tile + p->lens_k[b] - p->lens_q[b];
        int n = 0, j = -1;
        for (e = 0; e < max_k; ++e) idx[li * max_k + e] = -1;
        if (all) {
          for (j = 0; j < before && n < max_k; ++j) idx[li * max_k + n++] = j;
        } else {
          while (n < max_k) {
            int x = t_int(r, 0, 5);
            j += 1 + t_int(r, 0, 6);
            if (x == 0 && n > 0) { idx[li * max_k + n] = idx[li * max_k + n - 1]; ++n; }   /* a repeat */
            else if (x == 1) idx[li * max_k + n++] = -t_int(r, 1, 3);               /* padding */
            else idx[li * max_k + n++] = j;                                          /* may pass the tile */
          }
          n = t_int(r, 0, max_k + 2);
        }
        cnt[li] = n;
      }
}

/* With every key before each tile listed, the key set is the whole causal prefix: dense attention. */
static void test_kascade_ref_dense(void) {
  t_rng r = {31337};
  int it;
  for (it = 0; it < 6; ++it) {
    t_prob p;
    sa_kascade_sparse_args k;
    int tile = (int)(8 << t_int(&r, 0, 4)), tiles, max_k, bad = 0;
    int32_t *idx, *cnt;
    double *ref, *got, *rl, *gl, err, mx;
    t_prob_make(&p, &r, SA_DTYPE_BF16, t_int(&r, 1, 2), t_int(&r, 1, 90), 0, 4, 2, 16, 1, t_int(&r, 0, 2), 1.0);
    tiles = (p.a.seqlen_q + tile - 1) / tile;
    max_k = p.a.seqlen_k + 1;
    idx = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_kv * tiles * max_k + 1));
    cnt = (int32_t *)malloc(sizeof(int32_t) * ((size_t)p.a.batch * p.a.heads_kv * tiles + 1));
    t_kascade_lists(&r, &p, tile, tiles, max_k, 1, idx, cnt);
    memset(&k, 0, sizeof k);
    k.attn = p.a; k.tile = tile; k.indices = idx; k.counts = cnt; k.tiles = tiles; k.max_k = max_k;
    ref = (double *)calloc(p.nq + 1, sizeof(double)); got = (double *)calloc(p.nq + 1, sizeof(double));
    rl = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double)); gl = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    t_naive(&p, ref, rl);
    CHECK(sa_ref_kascade_sparse_attention(&k, SA_REF_DOUBLE, got, gl) == SA_OK, "%s", sa_last_error(NULL));
    err = t_compare(&p, got, t_get_f64, ref, gl, t_get_f64, rl, 1e-9, &bad, &mx);
    CHECK(err < 1e-12 && bad == 0, "tile %d: rel err %g, %d LSE rows off", tile, err, bad);
    free(idx); free(cnt); free(ref); free(got); free(rl); free(gl);
    t_prob_free(&p);
  }
}

/* Random lists (repeats, padding, keys past the tile), a random head map, GQA, padded/head-major/packed. */
static void test_gpu_kascade_sparse(void) {
  t_rng r = {2718};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 4, 8};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 24; ++it) {
    t_prob p;
    t_dprob d;
    sa_kascade_sparse_args k, hk;
    int hkv = t_int(&r, 1, 4), d_ = dims[t_int(&r, 0, 3)], tiles, max_k, g, bad_lse = 0;
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    int sq = t_int(&r, 1, 700), sk = t_int(&r, 0, 2) ? sq : t_int(&r, 1, 800);
    int32_t *idx, *cnt, hm[4];
    void *didx, *dcnt, *dhm = NULL;
    double *ref, *rl, err, mx;
    size_t nl;
    if (!t_carried(d_)) continue;
    t_prob_make(&p, &r, dt, t_int(&r, 1, 2), sq, sk, hkv * groups[t_int(&r, 0, 2)], hkv, d_, 1, t_int(&r, 0, 2), 1.0);
    tiles = (p.a.seqlen_q + 127) / 128 + t_int(&r, 0, 1);
    max_k = t_int(&r, 0, 200);
    nl = (size_t)p.a.batch * p.a.heads_kv * tiles;
    idx = (int32_t *)malloc(sizeof(int32_t) * (nl * max_k + 1));
    cnt = (int32_t *)malloc(sizeof(int32_t) * (nl + 1));
    t_kascade_lists(&r, &p, 128, tiles, max_k, t_int(&r, 0, 4) == 0, idx, cnt);
    for (g = 0; g < hkv; ++g) hm[g] = t_int(&r, 0, hkv - 1);
    memset(&k, 0, sizeof k);
    k.attn = p.a; k.tiles = tiles; k.max_k = max_k; k.indices = idx; k.counts = cnt;
    k.head_map = t_int(&r, 0, 2) ? hm : NULL;
    hk = k;
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    rl = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    CHECK(sa_ref_kascade_sparse_attention(&hk, SA_REF_DOUBLE, ref, rl) == SA_OK, "reference: %s", sa_last_error(NULL));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    didx = t_dup(idx, sizeof(int32_t) * (nl * max_k + 1));
    dcnt = t_dup(cnt, sizeof(int32_t) * (nl + 1));
    if (k.head_map) dhm = t_dup(hm, sizeof hm);
    k.attn = d.a;
    k.indices = (const int32_t *)didx; k.counts = (const int32_t *)dcnt; k.head_map = (const int32_t *)dhm;
    CHECK(sa_kascade_sparse_attention(g_ctx, &k, NULL) == SA_OK, "sa_kascade_sparse_attention: %s", sa_last_error(g_ctx));
    err = t_check_out(&p, &d, ref, rl, &bad_lse, &mx);
    CHECK(err < t_tol(dt) && bad_lse == 0, "%s d%d B%d Sq%d Sk%d Hq%d/%d layout%d max_k%d head_map%d: rel err %g (max abs %g), %d "
          "LSE rows off", t_dtn(dt), d_, p.a.batch, sq, sk, p.a.heads_q, hkv, p.layout, max_k, dhm != NULL, err, mx, bad_lse);
    if (err > worst) worst = err;
    ++ran;
    t_dprob_free(&d);
    sa_device_free(g_ctx, didx); sa_device_free(g_ctx, dcnt); sa_device_free(g_ctx, dhm);
    free(idx); free(cnt); free(ref); free(rl);
    t_prob_free(&p);
  }
  printf("    %d random cases, worst relative error %.2e\n", ran, worst);
}
static void test_gpu_kascade_sparse_sm80(void) { t_on_sm80(test_gpu_kascade_sparse); }
#endif
