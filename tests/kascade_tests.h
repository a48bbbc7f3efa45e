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
TEST(kascade_ref_dense) {
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

/* A packed problem made self-attention: each sequence's keys are its queries' positions (lens_k = lens_q, cuk a copy
   of cuq, K/V redrawn for total_q rows), as Kascade's packed anchors take it. */
static void t_prob_self_packed(t_prob *p, t_rng *r, double qk_std) {
  const size_t per = (size_t)p->a.heads_kv * p->a.head_dim;
  size_t i;
  int b;
  for (b = 0; b <= p->a.batch; ++b) p->cuk[b] = p->cuq[b];
  for (b = 0; b < p->a.batch; ++b) p->lens_k[b] = p->lens_q[b];
  p->a.seqlen_k = p->a.seqlen_q;
  p->a.total_k = p->a.total_q;
  p->nk = (size_t)p->a.total_q * per;
  free(p->k); free(p->v);
  p->k = (uint16_t *)malloc((p->nk ? p->nk : 1) * 2);
  p->v = (uint16_t *)malloc((p->nk ? p->nk : 1) * 2);
  for (i = 0; i < p->nk; ++i) p->k[i] = t_to16(t_gauss(r) * qk_std, p->a.dtype);
  for (i = 0; i < p->nk; ++i) p->v[i] = t_to16(t_gauss(r), p->a.dtype);
  p->a.k = p->k; p->a.v = p->v;
}

/* Packed anchors (no GPU): the reference's pooled scores of a packed batch are, sequence by sequence, those of its own
   padded call (0 past its tiles and keys); the workspace holds the packed LSE; the layouts the GPU's anchor passes
   cannot take are refused by name (a second cu_seqlens array even of equal values, unequal longest lengths, no
   total_q), and a reuse layer takes any packed batch. */
TEST(kascade_packed_anchor_layout) {
  t_rng r = {2718};
  static const int lens[3] = {77, 150, 31};
  const int B = 3, hq = 4, hkv = 2, d = 16, tile = 32, sq = 150, tiles = (sq + tile - 1) / tile;
  int b, g, tt, j, e, bad = 0;
  int32_t cu[4] = {0, 77, 227, 258}, cu2[4] = {0, 77, 227, 258};
  t_prob p;
  sa_kascade_sparse_args k;
  sa_kascade_prefill_args ka;
  double *sc;
  size_t ws = 0, want;
  t_prob_make(&p, &r, SA_DTYPE_BF16, B, sq, sq, hq, hkv, d, 1, LAYOUT_PACKED, 1.0);
  for (b = 0; b < B; ++b) p.lens_q[b] = lens[b];
  memcpy(p.cuq, cu, sizeof cu);
  p.a.total_q = cu[B];
  p.nq = (size_t)cu[B] * hq * d;
  free(p.q);   /* Q redrawn for these lengths */
  p.q = (uint16_t *)malloc(p.nq * 2);
  for (e = 0; e < (int)p.nq; ++e) p.q[e] = t_to16(t_gauss(&r), SA_DTYPE_BF16);
  p.a.q = p.q;
  t_prob_self_packed(&p, &r, 1.0);
  p.a.cu_seqlens_k = p.a.cu_seqlens_q;
  memset(&k, 0, sizeof k);
  k.attn = p.a; k.tile = tile; k.tiles = tiles;
  sc = (double *)malloc(sizeof(double) * (size_t)B * hkv * tiles * sq);
  CHECK(sa_ref_kascade_prefill_scores(&k, sc) == SA_OK, "packed scores: %s", sa_last_error(NULL));
  for (b = 0; b < B; ++b) {   /* sequence b alone, padded: its rows of Q, K and V */
    const int L = lens[b], own = (L + tile - 1) / tile;
    sa_kascade_sparse_args k1 = k;
    double *s1 = (double *)malloc(sizeof(double) * (size_t)hkv * own * L + 8);
    k1.attn.batch = 1; k1.attn.seqlen_q = k1.attn.seqlen_k = L;
    k1.attn.cu_seqlens_q = k1.attn.cu_seqlens_k = NULL; k1.attn.total_q = k1.attn.total_k = 0;
    k1.attn.q = p.q + (size_t)cu[b] * hq * d;
    k1.attn.k = p.k + (size_t)cu[b] * hkv * d;
    k1.attn.v = p.v + (size_t)cu[b] * hkv * d;
    k1.tiles = own;
    CHECK(sa_ref_kascade_prefill_scores(&k1, s1) == SA_OK, "sequence %d padded: %s", b, sa_last_error(NULL));
    for (g = 0; g < hkv; ++g)
      for (tt = 0; tt < tiles; ++tt)
        for (j = 0; j < sq; ++j) {
          const double got = sc[(((size_t)b * hkv + g) * tiles + tt) * sq + j];
          const double want1 = tt < own && j < L ? s1[((size_t)g * own + tt) * L + j] : 0.0;
          bad += got != want1;
        }
    free(s1);
  }
  CHECK(bad == 0, "%d pooled scores of the packed batch differ from the sequences' own padded calls", bad);
  memset(&ka, 0, sizeof ka);
  ka.sparse = k;
  ka.sparse.max_k = sq; ka.sparse.indices = (int32_t *)(uintptr_t)16; ka.sparse.counts = (int32_t *)(uintptr_t)16;
  ka.role = SA_KASCADE_ANCHOR; ka.chunk_tiles = 2;
  want = ((size_t)hq * cu[B] * 4 + 255) / 256 * 256 + (size_t)B * hkv * 2 * sq * 4;
  CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_OK && ws == want, "packed anchor workspace: %zu bytes, expected %zu "
        "(%s)", ws, want, sa_last_error(NULL));
  ka.sparse.attn.cu_seqlens_k = cu2;   /* equal values, another array */
  CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(NULL), "cu_seqlens_k"),
        "a second cu_seqlens array: %s", sa_last_error(NULL));
  ka.role = SA_KASCADE_DENSE;
  CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_ERROR_UNSUPPORTED, "layer 0, a second cu_seqlens array");
  ka.role = SA_KASCADE_REUSE;
  CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_OK && ws == 0, "reuse over any packed batch: %s", sa_last_error(NULL));
  ka.role = SA_KASCADE_ANCHOR;
  ka.sparse.attn.cu_seqlens_k = ka.sparse.attn.cu_seqlens_q;
  ka.sparse.attn.seqlen_k = sq + 1;
  CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(NULL), "seqlen_k"),
        "seqlen_k != seqlen_q: %s", sa_last_error(NULL));
  ka.sparse.attn.seqlen_k = sq;
  ka.sparse.attn.total_q = 0;
  CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "total_q"),
        "no total_q: %s", sa_last_error(NULL));
  CHECK(sa_kascade_prefill(NULL, &ka, NULL) == SA_ERROR_INVALID_ARGUMENT, "NULL ctx");
  free(sc);
  t_prob_free(&p);
}

/* Random lists (repeats, padding, keys past the tile), a random head map, GQA, padded/head-major/packed. */
GPU_TEST(gpu_kascade_sparse) {
  t_rng r = {2718};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 4, 8};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 24; ++it) {
    t_prob p;
    t_dprob d;
    sa_kascade_sparse_args k, hk;
    int hkv = t_int(&r, 1, 4), d_ = dims[t_int(&r, 0, 3)], tiles, max_k, g, bad_lse = 0, tile = 32 << t_int(&r, 0, 2);
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    int sq = t_int(&r, 1, 700), sk = t_int(&r, 0, 2) ? sq : t_int(&r, 1, 800);
    int32_t *idx, *cnt, hm[4];
    void *didx, *dcnt, *dhm = NULL;
    double *ref, *rl, err, mx;
    size_t nl;
    if (!t_carried(d_)) continue;
    if (d_ == 256 && tile > 32 && g_ctx->smem_optin <= 101376) continue; /* 99 KiB: tile 32 at d256 (support matrix) */
    t_prob_make(&p, &r, dt, t_int(&r, 1, 2), sq, sk, hkv * groups[t_int(&r, 0, 2)], hkv, d_, 1, t_int(&r, 0, 2), 1.0);
    tiles = (p.a.seqlen_q + tile - 1) / tile + t_int(&r, 0, 1);
    max_k = t_int(&r, 0, 200);
    nl = (size_t)p.a.batch * p.a.heads_kv * tiles;
    idx = (int32_t *)malloc(sizeof(int32_t) * (nl * max_k + 1));
    cnt = (int32_t *)malloc(sizeof(int32_t) * (nl + 1));
    t_kascade_lists(&r, &p, tile, tiles, max_k, t_int(&r, 0, 4) == 0, idx, cnt);
    for (g = 0; g < hkv; ++g) hm[g] = t_int(&r, 0, hkv - 1);
    memset(&k, 0, sizeof k);
    k.attn = p.a; k.tile = tile == 128 && t_int(&r, 0, 1) ? 0 : tile; k.tiles = tiles; k.max_k = max_k; k.indices = idx; k.counts = cnt;
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
    k.indices = (int32_t *)didx; k.counts = (int32_t *)dcnt; k.head_map = (const int32_t *)dhm;
    CHECK(sa_kascade_sparse_attention(g_ctx, &k, NULL) == SA_OK, "sa_kascade_sparse_attention: %s", sa_last_error(g_ctx));
    err = t_check_out(&p, &d, ref, rl, &bad_lse, &mx);
    CHECK(err < t_tol(dt) && bad_lse == 0, "%s d%d B%d Sq%d Sk%d Hq%d/%d layout%d tile%d max_k%d head_map%d: rel err %g (max abs "
          "%g), %d LSE rows off", t_dtn(dt), d_, p.a.batch, sq, sk, p.a.heads_q, hkv, p.layout, tile, max_k, dhm != NULL, err, mx,
          bad_lse);
    if (err > worst) worst = err;
    ++ran;
    t_dprob_free(&d);
    sa_device_free(g_ctx, didx); sa_device_free(g_ctx, dcnt); sa_device_free(g_ctx, dhm);
    free(idx); free(cnt); free(ref); free(rl);
    t_prob_free(&p);
  }
  printf("    %d random cases, worst relative error %.2e\n", ran, worst);
}
/* Random rows with many exact ties (few distinct values), a NaN-free mix of lengths and k rules: the GPU's top-k
   equals the reference's exactly, and the reference equals a brute force. */
static float *t_topk_scores(t_rng *r, int rows, int L, int64_t stride, int32_t *lens) {
  float *sc = (float *)malloc(sizeof(float) * ((size_t)rows * stride + 1));
  int i, j, levels = t_int(r, 2, 1000);
  for (i = 0; i < rows; ++i) {
    lens[i] = t_int(r, 0, L);
    for (j = 0; j < stride; ++j) sc[(size_t)i * stride + j] = (float)(t_int(r, 0, levels) - levels / 2) * 0.37f;
  }
  return sc;
}
TEST(kascade_topk_ref) {
  t_rng r = {4242};
  int it;
  for (it = 0; it < 30; ++it) {
    int rows = t_int(&r, 1, 6), L = t_int(&r, 1, 300), max_k = t_int(&r, 0, 320), kmin = t_int(&r, 0, 64), i, j, q;
    float f = (float)t_unif(&r);
    int32_t *lens = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows), *idx = (int32_t *)malloc(sizeof(int32_t) * ((size_t)rows * max_k + 1));
    int32_t *cnt = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows);
    float *sc = t_topk_scores(&r, rows, L, L, lens);
    CHECK(sa_ref_kascade_topk(sc, L, rows, lens, 0, f, kmin, idx, cnt, max_k) == SA_OK, "%s", sa_last_error(NULL));
    for (i = 0; i < rows; ++i) {
      int k = lens[i] > 0 ? (int)ceilf(f * (float)lens[i]) : 0;
      k = k < kmin ? kmin : k; k = k > lens[i] ? lens[i] : k; k = k > max_k ? max_k : k;
      CHECK(cnt[i] == k, "row %d: count %d, expected %d", i, cnt[i], k);
      for (j = 0; j < max_k; ++j) {
        const int x = idx[(size_t)i * max_k + j];
        if (j >= k) { CHECK(x == -1, "padding"); continue; }
        CHECK(j == 0 || x > idx[(size_t)i * max_k + j - 1], "not ascending");
        /* every unselected key is worse: smaller score, or equal score and larger index */
        for (q = 0; q < lens[i]; ++q) {
          int e, chosen = 0;
          for (e = 0; e < k; ++e) chosen |= idx[(size_t)i * max_k + e] == q;
          if (!chosen) {
            const float a = sc[(size_t)i * L + x], b = sc[(size_t)i * L + q];
            CHECK(b < a || (b == a && q > x), "row %d: key %d (%g) left out, %d (%g) kept", i, q, (double)b, x, (double)a);
          }
        }
      }
    }
    free(lens); free(idx); free(cnt); free(sc);
  }
  { /* a negative length is an empty row, as the kernel's max(0, length) reads it (it sorted (size_t)-3 keys) */
    const int32_t neg = -3;
    const float one = 1.f;
    int32_t idx2[2] = {7, 7}, cnt2 = 7;
    CHECK(sa_ref_kascade_topk(&one, 1, 1, &neg, 0, 0.5f, 1, idx2, &cnt2, 2) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(cnt2 == 0 && idx2[0] == -1 && idx2[1] == -1, "negative length: count %d, indices %d %d", cnt2, idx2[0], idx2[1]);
  }
}
GPU_TEST(gpu_kascade_topk) {
  t_rng r = {777};
  int it;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 12; ++it) {
    /* it 4 and 8: rows longer than an H100's shared memory holds (57,772 keys), read from global memory on every
       pass; it 8 and every it % 4 == 2: distinct scores, so the first digit's bin holds few keys and the later
       digits read them from shared memory (the candidates); tie-heavy rows put thousands of keys in that bin */
    int rows = t_int(&r, 1, 40), L = it == 4 || it == 8 ? t_int(&r, 60000, 70000) : it % 4 == 0 ? t_int(&r, 1, 70000) : t_int(&r, 1, 3000);
    int max_k = t_int(&r, 1, 5000);
    int kmin = t_int(&r, 0, 200);
    int64_t stride = L + t_int(&r, 0, 5);
    float f = (float)t_unif(&r) * 0.3f;
    int32_t *lens = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows);
    int32_t *ri = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows * max_k), *rc = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows);
    int32_t *gi = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows * max_k), *gc = (int32_t *)malloc(sizeof(int32_t) * (size_t)rows);
    float *sc = t_topk_scores(&r, rows, L, stride, lens);
    void *dsc, *dl, *di, *dc;
    if (it == 8 || it % 4 == 2) {
      size_t i;
      for (i = 0; i < (size_t)rows * stride; ++i) sc[i] = (float)(t_unif(&r) * 80.0 - 40.0);
    }
    if (it % 3 == 1) { /* zeros and NaNs of either sign: -0 ties +0, every NaN ranks above +inf (ties by index) */
      static const uint32_t odd[4] = {0x80000000u, 0u, 0x7fc00001u, 0xffc00000u};
      size_t i;
      for (i = 0; i < (size_t)rows * stride; i += 1 + (size_t)t_int(&r, 0, 40)) memcpy(&sc[i], &odd[t_int(&r, 0, 3)], 4);
    }
    dsc = t_dup(sc, sizeof(float) * (size_t)rows * stride); dl = t_dup(lens, sizeof(int32_t) * (size_t)rows);
    di = t_dalloc(sizeof(int32_t) * (size_t)rows * max_k, 0x7f); dc = t_dalloc(sizeof(int32_t) * (size_t)rows, 0x7f);
    CHECK(sa_ref_kascade_topk(sc, stride, rows, lens, 0, f, kmin, ri, rc, max_k) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(sa_kascade_topk(g_ctx, (const float *)dsc, stride, rows, (const int32_t *)dl, 0, f, kmin, (int32_t *)di, (int32_t *)dc,
                          max_k, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, gi, di, sizeof(int32_t) * (size_t)rows * max_k) == SA_OK &&
          sa_memcpy_dtoh(g_ctx, gc, dc, sizeof(int32_t) * (size_t)rows) == SA_OK, "copy back: %s", sa_last_error(g_ctx));
    CHECK(!memcmp(gc, rc, sizeof(int32_t) * (size_t)rows) && !memcmp(gi, ri, sizeof(int32_t) * (size_t)rows * max_k),
          "rows %d L %d max_k %d k_min %d f %g: GPU top-k differs from the reference", rows, L, max_k, kmin, (double)f);
    sa_device_free(g_ctx, dsc); sa_device_free(g_ctx, dl); sa_device_free(g_ctx, di); sa_device_free(g_ctx, dc);
    free(lens); free(ri); free(rc); free(gi); free(gc); free(sc);
  }
}

/* Anchor decode: the GPU's lists are the top-k of the reference's pooled scores (up to near-ties at the boundary),
   and its output is the reference's attention over those lists. */
GPU_TEST(gpu_kascade_decode_anchor) {
  t_rng r = {8128};
  static const int groups[] = {1, 4, 8}, pss[] = {16, 64, 256};
  int it, ran = 0, boundary = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 12; ++it) {
    t_dec t;
    sa_decode_plan plan;
    sa_ref_options ro;
    sa_blasst_params none;
    char err[512] = "";
    int d = t_int(&r, 0, 1) ? 128 : 64, hkv = t_int(&r, 1, 3), g = groups[t_int(&r, 0, 2)], ql = g == 8 ? t_int(&r, 1, 2) : t_int(&r, 1, 4);
    int B = t_int(&r, 1, 3), maxlen = t_int(&r, ql + 1, 1500), causal = ql > 1 && t_int(&r, 0, 1), paged = t_int(&r, 0, 1);
    int b, h, e, max_k;
    float f = (float)(0.02 + 0.3 * t_unif(&r));
    int kmin = t_int(&r, 0, 100);
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    uint16_t *o;
    double *scores, *ref, err_c;
    size_t n, *idx;
    if (it == 3) { /* a row longer than an H100's shared memory holds: pooled into the workspace, then the top-k */
      B = 1; hkv = 1; maxlen = t_int(&r, 58000, 62000);
    }
    CHECK(t_dec_make(&t, &r, dt, B, ql, hkv * g, hkv, d, maxlen, pss[t_int(&r, 0, 2)], 0) == 0, "make: %s", sa_last_error(NULL));
    max_k = maxlen;
    t.kc_idx = (int32_t *)malloc(sizeof(int32_t) * ((size_t)B * hkv * max_k + 1));
    t.kc_cnt = (int32_t *)malloc(sizeof(int32_t) * (size_t)B * hkv);
    memset(t.kc_idx, 0x7f, sizeof(int32_t) * (size_t)B * hkv * max_k);
    memset(t.kc_cnt, 0x7f, sizeof(int32_t) * (size_t)B * hkv);
    t.a.method = SA_METHOD_KASCADE;
    t.a.kascade.indices = t.kc_idx; t.a.kascade.counts = t.kc_cnt; t.a.kascade.max_k = max_k;
    t.a.kascade.anchor = it % 3 == 2 ? 2 : 1; t.a.kascade.topk_fraction = f; t.a.kascade.k_min = kmin;   /* 2: layer 0 */
    o = (uint16_t *)malloc(t.nq * 2);
    memset(&none, 0, sizeof none);
    CHECK(t_dec_run(&t, SA_METHOD_KASCADE, none, paged, 0, causal, o, NULL, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
    /* the lists: the top-k of the reference's pooled scores */
    t.a.causal = causal;
    scores = (double *)malloc(sizeof(double) * (size_t)B * hkv * maxlen);
    CHECK(sa_ref_kascade_decode_scores(&t.a, scores) == SA_OK, "scores: %s", sa_last_error(NULL));
    for (b = 0; b < B; ++b)
      for (h = 0; h < hkv; ++h) {
        const double *sc = scores + ((size_t)b * hkv + h) * maxlen;
        const int32_t *l = t.kc_idx + ((size_t)b * hkv + h) * max_k;
        const int L = t.lens[b] - ql;
        int k = L > 0 ? (int)ceilf(f * (float)L) : 0, j;
        double bound = INFINITY, best_out = -INFINITY;
        unsigned char *in = (unsigned char *)calloc((size_t)maxlen + 1, 1);
        k = k < kmin ? kmin : k; k = k > L ? L : k; k = k > max_k ? max_k : k;
        CHECK(t.kc_cnt[(size_t)b * hkv + h] == k, "b%d g%d: %d keys chosen, expected %d", b, h, t.kc_cnt[(size_t)b * hkv + h], k);
        for (e = 0; e < k; ++e) {
          CHECK(l[e] >= 0 && l[e] < L && (e == 0 || l[e] > l[e - 1]), "b%d g%d: list entry %d is %d (L %d)", b, h, e, l[e], L);
          in[l[e]] = 1;
          if (sc[l[e]] < bound) bound = sc[l[e]];
        }
        for (j = 0; j < L; ++j) if (!in[j] && sc[j] > best_out) best_out = sc[j];
        CHECK(best_out <= bound + 1e-6 * (1 + bound), "b%d g%d: a key of pooled score %g was left out for one of %g", b, h,
              best_out, bound);
        boundary += best_out > bound;
        free(in);
      }
    /* the attention over the chosen lists (layer 0: over the whole cache) */
    if (it % 3 == 2) t.a.method = SA_METHOD_DENSE;
    t.a.kascade.anchor = 0;
    ref = (double *)calloc(t.nq, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    CHECK(sa_ref_decode(&t.a, &ro, ref, NULL) == SA_OK, "ref: %s", sa_last_error(NULL));
    idx = t_dec_index(&t, &n);
    err_c = t_rel_err16(o, ref, idx, n, dt);
    CHECK(err_c < t_tol(dt), "%s decode d%d B%d q_len %d Hq %d Hkv %d L %d causal %d paged %d f %g k_min %d: rel err %g",
          it % 3 == 2 ? "layer-0" : "anchor", d, B, ql, hkv * g, hkv, maxlen, causal, paged, (double)f, kmin, err_c);
    if (err_c > worst) worst = err_c;
    ++ran;
    free(idx); free(ref); free(scores); free(o);
    t_dec_free(&t);
  }
  printf("    %d anchor and layer-0 decode cases: lists are the reference's top-k (%d swaps within rounding at the boundary), worst "
         "relative error %.2e\n", ran, boundary, worst);
}
GPU_TEST(gpu_kascade_decode_anchor_fp8) { t_on_fp8(test_gpu_kascade_decode_anchor); }

/* Anchor prefill (and layer 0): the lists are the top-k of the reference's pooled scores (up to near-ties at the
   boundary), the output the reference's sparse attention over them (layer 0: dense attention). */
static void t_kascade_prefill_anchor(void) {
  t_rng r = {6174};
  int it, ran = 0, swaps = 0, packed_ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 20; ++it) {
    const int packed = it >= 14;   /* the last cases: packed batches of self-attention (one cu_seqlens array) */
    t_prob p;
    t_dprob dp;
    sa_kascade_prefill_args ka;
    sa_kascade_sparse_args hk;
    int hkv = t_int(&r, 1, 2), d_ = t_int(&r, 0, 1) ? 128 : 64, sq = t_int(&r, 1, 600), sk = t_int(&r, 0, 1) ? sq : sq + t_int(&r, 0, 300);
    int tiles, max_k, b, g, tt, e, j, bad_lse = 0, role = it % 3 == 2 ? SA_KASCADE_DENSE : SA_KASCADE_ANCHOR;
    /* every fourth case: scores of std 36, so a row's scores jump past the LSE pass's fp32 headroom (40 log2 units
       above what a thread has met: its slow path); every fifth: fewer keys than queries, the first rows without any */
    const double qk_std = it % 4 == 3 ? 6.0 : 1.0;
    const int short_k = it % 5 == 4 && sq > 1 && !packed;
    const int tile = 32 << t_int(&r, 0, 2);
    float f = (float)(0.02 + 0.3 * t_unif(&r));
    int kmin = t_int(&r, 0, 100);
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    size_t ws = 0, nl;
    void *dws, *didx, *dcnt;
    int32_t *gi, *gc;
    double *scores, *ref, err, mx;
    static const int groups[] = {1, 3, 4, 5, 8};   /* 5 and 8: a group over two blocks of the Hopper pooled pass */
    float *gl;
    double *ref_lse;
    if (short_k) sk = sq - t_int(&r, 1, sq - 1 < 200 ? sq - 1 : 200);
    if (packed) sk = sq;
    t_prob_make(&p, &r, dt, packed ? t_int(&r, 2, 3) : t_int(&r, 1, 2), sq, sk, hkv * groups[t_int(&r, 0, 4)], hkv, d_, 1,
                packed ? LAYOUT_PACKED : t_int(&r, 0, 1), qk_std);
    if (packed) {
      t_prob_self_packed(&p, &r, qk_std);
      p.a.cu_seqlens_k = p.a.cu_seqlens_q;
    }
    tiles = (sq + tile - 1) / tile;
    max_k = sk;
    nl = (size_t)p.a.batch * hkv * tiles;
    CHECK(t_dprob_make(&dp, &p), "device copies: %s", sa_last_error(g_ctx));
    if (packed) dp.a.cu_seqlens_k = dp.a.cu_seqlens_q;   /* the same device array: what a packed anchor takes */
    didx = t_dalloc(nl * max_k * 4 + 4, 0x7f);
    dcnt = t_dalloc(nl * 4 + 4, 0x7f);
    memset(&ka, 0, sizeof ka);
    ka.sparse.attn = dp.a;
    ka.sparse.attn.lse = NULL;
    ka.sparse.indices = (int32_t *)didx; ka.sparse.counts = (int32_t *)dcnt; ka.sparse.tiles = tiles; ka.sparse.max_k = max_k;
    ka.sparse.tile = tile;
    ka.role = (sa_kascade_role)role; ka.topk_fraction = f; ka.k_min = kmin; ka.chunk_tiles = t_int(&r, 0, 3);
    CHECK(sa_kascade_prefill_workspace_size(&ka, &ws) == SA_OK, "workspace size: %s", sa_last_error(NULL));
    dws = t_dalloc(ws, 0xff);
    ka.workspace = dws; ka.workspace_bytes = ws;
    CHECK(sa_kascade_prefill(g_ctx, &ka, NULL) == SA_OK, "sa_kascade_prefill: %s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "sync: %s", sa_last_error(g_ctx));
    gi = (int32_t *)malloc(nl * max_k * 4 + 4); gc = (int32_t *)malloc(nl * 4 + 4);
    CHECK(sa_memcpy_dtoh(g_ctx, gi, didx, nl * max_k * 4) == SA_OK && sa_memcpy_dtoh(g_ctx, gc, dcnt, nl * 4) == SA_OK, "copy back");
    /* every row's LSE (the workspace's first bytes: the LSE pass's for an anchor, the dense pass's for layer 0) is the
       reference's, -inf for a row without keys */
    gl = (float *)malloc(t_lse_elems(&p) * 4 + 4);
    ref_lse = (double *)malloc(t_lse_elems(&p) * sizeof(double) + 8);
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    CHECK(sa_memcpy_dtoh(g_ctx, gl, dws, t_lse_elems(&p) * 4) == SA_OK, "copy back the LSE");
    t_naive(&p, ref, ref_lse);
    for (e = 0; e < (int)t_lse_elems(&p); ++e)
      CHECK(isinf(ref_lse[e]) ? isinf(gl[e]) && gl[e] < 0 : fabs(gl[e] - ref_lse[e]) <= 2e-3 + 1e-5 * fabs(ref_lse[e]),
            "%s role %d d%d Sq%d Sk%d Hq%d/%d qk std %g: LSE %d is %.9g, the reference's %.9g", t_dtn(dt), role, d_, sq, sk,
            p.a.heads_q, hkv, qk_std, e, (double)gl[e], ref_lse[e]);
    free(gl); free(ref_lse);
    memset(&hk, 0, sizeof hk);
    hk.attn = p.a; hk.tile = tile; hk.tiles = tiles; hk.max_k = max_k; hk.indices = gi; hk.counts = gc;
    scores = (double *)malloc(sizeof(double) * nl * sk + 8);
    CHECK(sa_ref_kascade_prefill_scores(&hk, scores) == SA_OK, "scores: %s", sa_last_error(NULL));
    for (b = 0; b < p.a.batch; ++b)
      for (g = 0; g < hkv; ++g)
        for (tt = 0; tt < (packed ? (p.lens_q[b] + tile - 1) / tile : tiles); ++tt) {   /* packed: the sequence's tiles */
          const size_t li = ((size_t)b * hkv + g) * tiles + tt;
          const double *sc = scores + li * sk;
          const int32_t *l = gi + li * max_k;
          const int L = tt * tile + sk - sq < 0 ? 0 : tt * tile + sk - sq > sk ? sk : tt * tile + sk - sq;
          int kk = L > 0 ? (int)ceilf(f * (float)L) : 0;
          double bound = INFINITY, best_out = -INFINITY;
          unsigned char *in = (unsigned char *)calloc((size_t)sk + 1, 1);
          kk = kk < kmin ? kmin : kk; kk = kk > L ? L : kk; kk = kk > max_k ? max_k : kk;
          CHECK(gc[li] == kk, "b%d g%d tile %d: %d keys, expected %d (L %d)", b, g, tt, gc[li], kk, L);
          for (e = 0; e < kk; ++e) {
            CHECK(l[e] >= 0 && l[e] < L && (e == 0 || l[e] > l[e - 1]), "b%d g%d tile %d: entry %d is %d", b, g, tt, e, l[e]);
            in[l[e]] = 1;
            if (sc[l[e]] < bound) bound = sc[l[e]];
          }
          for (j = 0; j < L; ++j) if (!in[j] && sc[j] > best_out) best_out = sc[j];
          CHECK(best_out <= bound + 1e-5 * (1 + bound), "b%d g%d tile %d: a key of pooled score %g left out for one of %g", b, g, tt,
                best_out, bound);
          swaps += best_out > bound;
          free(in);
        }
    if (role != SA_KASCADE_DENSE) CHECK(sa_ref_kascade_sparse_attention(&hk, SA_REF_DOUBLE, ref, NULL) == SA_OK, "ref: %s", sa_last_error(NULL));
    err = t_check_out(&p, &dp, ref, NULL, &bad_lse, &mx);
    CHECK(err < t_tol(dt), "%s role %d packed %d tile %d d%d B%d Sq%d Sk%d Hq%d/%d f %g k_min %d qk std %g: rel err %g", t_dtn(dt),
          role, packed, tile, d_, p.a.batch, sq, sk, p.a.heads_q, hkv, (double)f, kmin, qk_std, err);
    if (err > worst) worst = err;
    ++ran;
    packed_ran += packed;
    t_dprob_free(&dp);
    sa_device_free(g_ctx, dws); sa_device_free(g_ctx, didx); sa_device_free(g_ctx, dcnt);
    free(gi); free(gc); free(scores); free(ref);
    t_prob_free(&p);
  }
  printf("    %d anchor prefill cases (%d packed): LSEs and lists are the reference's (%d near-tie swaps in the lists), worst "
         "relative error %.2e\n", ran, packed_ran, swaps, worst);
}
GPU_TEST(gpu_kascade_prefill_anchor) { t_kascade_prefill_anchor(); }
GPU_TEST(gpu_kascade_prefill_anchor_sm80) { t_on_sm80(t_kascade_prefill_anchor); }

/* The GPU similarity helper against sa_kascade_similarity on the same Q and K: tiles 32/64/128, lengths not multiples
   of the tile, GQA, layers that repeat the one before (some with their KV heads swapped). A tie broken the other way in
   an anchor's top-k would move its ratio by an unrelated key's mass, so the scores have no near-ties: every key of a
   head has its own integer level along one dimension (exact in bf16/fp16, 0.05 to 0.07 apart in logits) and every
   query of a head the same direction. head_sim within 1e-3. */
GPU_TEST(gpu_kascade_similarity) {
  t_rng r = {31337};
  int it;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 6; ++it) {
    const int L = t_int(&r, 2, 5), G = t_int(&r, 1, 2), Hq = G * (it % 2 ? 4 : 1), D = it % 3 ? 64 : 128;
    const int tile = 32 << (it % 3), N = tile + t_int(&r, 1, 256 - tile);
    const sa_dtype dt = it % 2 ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    const size_t nq = (size_t)L * N * Hq * D, nk = (size_t)L * N * G * D, nh = (size_t)L * L * G * G;
    float *q = (float *)calloc(nq, 4), *k = (float *)calloc(nk, 4), *ref = (float *)malloc(nh * 4), *got = (float *)malloc(nh * 4);
    uint16_t *q16 = (uint16_t *)malloc(nq * 2), *k16 = (uint16_t *)malloc(nk * 2);
    int *perm = (int *)malloc(sizeof(int) * (size_t)L * G * N), l, g, t, h, j;
    sa_kascade_sim_params sp;
    sa_kascade_sim_gpu_args ga;
    sa_kascade_prompt pr;
    void *dq, *dk, *dh, *dws;
    size_t i, ws = 0;
    double err = 0;
    for (l = 0; l < L; ++l) {
      const int mode = l == 0 ? 0 : t_int(&r, 0, 2);   /* 0: new levels, 1: the layer before's, 2: its heads swapped */
      for (g = 0; g < G; ++g) {
        int *pg = perm + ((size_t)l * G + g) * N;
        if (mode) { memcpy(pg, perm + ((size_t)(l - 1) * G + (mode == 2 ? G - 1 - g : g)) * N, sizeof(int) * (size_t)N); continue; }
        for (t = 0; t < N; ++t) pg[t] = t;
        for (t = N - 1; t > 0; --t) { j = t_int(&r, 0, t); h = pg[t]; pg[t] = pg[j]; pg[j] = h; }
      }
      for (t = 0; t < N; ++t) {
        for (g = 0; g < G; ++g) k[(((size_t)l * N + t) * G + g) * D] = (float)perm[((size_t)l * G + g) * N + t];
        for (h = 0; h < Hq; ++h) q[(((size_t)l * N + t) * Hq + h) * D] = h % 2 ? 0.5625f : 0.75f;
      }
    }
    for (i = 0; i < nq; ++i) q16[i] = dt == SA_DTYPE_BF16 ? sa_f32_to_bf16(q[i]) : sa_f32_to_fp16(q[i]);
    for (i = 0; i < nk; ++i) k16[i] = dt == SA_DTYPE_BF16 ? sa_f32_to_bf16(k[i]) : sa_f32_to_fp16(k[i]);
    memset(&sp, 0, sizeof sp);
    sp.layers = L; sp.heads_q = Hq; sp.heads_kv = G; sp.head_dim = D; sp.k = t_int(&r, 4, 40);
    sp.topk_fraction = it % 2 ? 0.f : 0.1f; sp.tile = tile;
    pr.q = q; pr.k = k; pr.tokens = N;
    CHECK(sa_kascade_similarity(&sp, &pr, 1, NULL, ref) == SA_OK, "reference: %s", sa_last_error(NULL));
    memset(&ga, 0, sizeof ga);
    ga.params = sp; ga.dtype = dt; ga.tokens = N; ga.chunk_tiles = t_int(&r, 0, 3);
    CHECK(sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == SA_OK, "workspace: %s", sa_last_error(NULL));
    dq = t_dup(q16, nq * 2); dk = t_dup(k16, nk * 2); dh = t_dalloc(nh * 4, 0xff); dws = t_dalloc(ws, 0xff);
    ga.q = dq; ga.k = dk; ga.head_sim = (float *)dh; ga.workspace = dws; ga.workspace_bytes = ws;
    CHECK(sa_kascade_similarity_gpu(g_ctx, &ga, NULL) == SA_OK, "sa_kascade_similarity_gpu: %s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, got, dh, nh * 4) == SA_OK, "copy back: %s",
          sa_last_error(g_ctx));
    for (i = 0; i < nh; ++i) {
      const double e = fabs((double)got[i] - (double)ref[i]);
      CHECK(got[i] == got[i] && e <= 1e-3, "%s L%d Hq%d/%d d%d tile %d N %d k %d: head_sim[%zu] %g, reference %g", t_dtn(dt), L,
            Hq, G, D, tile, N, sp.k, i, (double)got[i], (double)ref[i]);
      if (e > err) err = e;
    }
    if (err > worst) worst = err;
    sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dh); sa_device_free(g_ctx, dws);
    free(q); free(k); free(q16); free(k16); free(ref); free(got); free(perm);
  }
  printf("    6 prompts: head_sim within %.2e of sa_kascade_similarity\n", worst);
}

/* The anchor-selection tool on its synthetic development set: layers in runs of three share their structure and
   each layer's KV heads are rotated, so the plan must anchor 0, 3, 6 and swap the heads of odd layers. */
static void t_kascade_plan_tool(const char *how) {
  char tool[SA__PATH_CAP], dir[SA__PATH_CAP], cmd[4 * SA__PATH_CAP + 192], plan_path[SA__PATH_CAP + 16];
  sa_kascade_plan plan;
  FILE *f;
  int l;
  snprintf(tool, sizeof tool, "%s/build/kascade_plan", g_root);
  if (!(f = fopen(tool, "rb"))) SKIP("%s is not built (make build/kascade_plan; make test builds it)", tool);
  fclose(f);
  t_tmpdir(dir, sizeof dir, "kplan");
  CHECK(dir[0], "mkdtemp");
  snprintf(plan_path, sizeof plan_path, "%s/plan.txt", dir);
  snprintf(cmd, sizeof cmd, "'%s' --synthetic --layers 9 --anchors 3 %s --out '%s' > '%s/log.txt' 2>&1", tool, how, plan_path, dir);
  CHECK(system(cmd) == 0, "%s failed (see %s/log.txt)", cmd, dir);
  CHECK(sa_kascade_plan_load(plan_path, &plan) == SA_OK, "plan: %s", sa_last_error(NULL));
  CHECK(plan.layers == 9 && plan.n_anchors == 3 && plan.anchors[0] == 0 && plan.anchors[1] == 3 && plan.anchors[2] == 6,
        "anchors %d: %d %d %d", plan.n_anchors, plan.anchors[0], plan.anchors[1], plan.anchors[2]);
  for (l = 0; l < 9; ++l) { /* layer l's head g is the anchor's head (g + rot(l) - rot(anchor)) mod 2 */
    const int shift = ((l % 2) - ((l / 3 * 3) % 2) + 2) % 2;
    CHECK(plan.anchor_of[l] == l / 3 * 3 && plan.head_map[l][0] == shift && plan.head_map[l][1] == (1 + shift) % 2,
          "layer %d: anchor %d, head map %d %d", l, plan.anchor_of[l], plan.head_map[l][0], plan.head_map[l][1]);
  }
  t_rmrf(dir);
}
TEST(kascade_plan_tool) { t_kascade_plan_tool("--tokens 160"); }
/* The same plan from the GPU similarity helper, pooling 32-row tiles. */
GPU_TEST(gpu_kascade_plan_tool) {
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  t_kascade_plan_tool("--tokens 384 --tile 32 --gpu");
}

/* Writes a [d0, d1, d2] .npy of float32 (f16 = 0) or float16 values. */
static int t_write_npy(const char *path, const float *x, int d0, int d1, int d2, int f16) {
  FILE *f = fopen(path, "wb");
  char hdr[128];
  size_t i, n = (size_t)d0 * d1 * d2;
  int len;
  if (!f) return -1;
  len = snprintf(hdr, sizeof hdr, "{'descr': '%s', 'fortran_order': False, 'shape': (%d, %d, %d), }", f16 ? "<f2" : "<f4", d0, d1, d2);
  while ((10 + len + 1) % 64) hdr[len++] = ' ';
  hdr[len++] = '\n';
  fwrite("\x93NUMPY\x01\x00", 1, 8, f);
  fputc(len & 255, f); fputc(len >> 8, f);
  fwrite(hdr, 1, (size_t)len, f);
  for (i = 0; i < n; ++i) {
    if (f16) { const uint16_t h = sa_f32_to_fp16(x[i]); fwrite(&h, 2, 1, f); }
    else fwrite(&x[i], 4, 1, f);
  }
  return fclose(f);
}

/* The tool on captured files: layer 1 repeats layer 0 and layer 2 differs, so two anchors go to layers 0 and 2.
   Layer 0 is float32, the others float16 (both formats through the examples' .npy reader). */
TEST(kascade_plan_tool_npy) {
  char tool[SA__PATH_CAP], dir[SA__PATH_CAP], cmd[4 * SA__PATH_CAP + 128], path[SA__PATH_CAP + 32];
  enum { S = 96, HQ = 4, HKV = 2, D = 32 };
  uint16_t *q16 = (uint16_t *)malloc(S * HQ * D * 2), *k16 = (uint16_t *)malloc(S * HKV * D * 2), *v16 = (uint16_t *)malloc(S * HKV * D * 2);
  float *q = (float *)malloc(sizeof(float) * S * HQ * D), *k = (float *)malloc(sizeof(float) * S * HKV * D);
  sa_kascade_plan plan;
  FILE *f;
  int l, i;
  snprintf(tool, sizeof tool, "%s/build/kascade_plan", g_root);
  if (!(f = fopen(tool, "rb"))) SKIP("%s is not built (make build/kascade_plan; make test builds it)", tool);
  fclose(f);
  t_tmpdir(dir, sizeof dir, "kplannpy");
  CHECK(dir[0], "mkdtemp");
  for (l = 0; l < 3; ++l) {
    sa_synth_options so;
    memset(&so, 0, sizeof so);
    so.seed = l == 2 ? 77 : 5; so.seqlen = S; so.heads_q = HQ; so.heads_kv = HKV; so.head_dim = D; so.dtype = SA_DTYPE_FP16;
    CHECK(sa_synth_generate(&so, q16, k16, v16) == SA_OK, "synth: %s", sa_last_error(NULL));
    for (i = 0; i < S * HQ * D; ++i) q[i] = sa_fp16_to_f32(q16[i]);
    for (i = 0; i < S * HKV * D; ++i) k[i] = sa_fp16_to_f32(k16[i]);
    snprintf(path, sizeof path, "%s/p0_q%d.npy", dir, l);
    CHECK(t_write_npy(path, q, S, HQ, D, l > 0) == 0, "write %s", path);
    snprintf(path, sizeof path, "%s/p0_k%d.npy", dir, l);
    CHECK(t_write_npy(path, k, S, HKV, D, l > 0) == 0, "write %s", path);
  }
  snprintf(path, sizeof path, "%s/plan.txt", dir);
  snprintf(cmd, sizeof cmd, "'%s' --dir '%s' --layers 3 --anchors 2 --k 16 --out '%s' > '%s/log.txt' 2>&1", tool, dir, path, dir);
  CHECK(system(cmd) == 0, "%s failed (see %s/log.txt)", cmd, dir);
  CHECK(sa_kascade_plan_load(path, &plan) == SA_OK, "plan: %s", sa_last_error(NULL));
  CHECK(plan.n_anchors == 2 && plan.anchors[0] == 0 && plan.anchors[1] == 2 && plan.anchor_of[1] == 0,
        "anchors %d: %d %d (layer 1's anchor %d)", plan.n_anchors, plan.anchors[0], plan.anchors[1], plan.anchor_of[1]);
  free(q16); free(k16); free(v16); free(q); free(k);
  t_rmrf(dir);
}

GPU_TEST(gpu_kascade_sparse_sm80) { t_on_sm80(test_gpu_kascade_sparse); }

/* Kascade decode: ascending lists with repeats, padding and positions among the new keys (ignored), a head map,
   contiguous and paged caches (the same bits), split-KV, q_len > 1 causal; against sa_ref_decode. */
GPU_TEST(gpu_kascade_decode) {
  t_rng r = {1618};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 4, 8}, pss[] = {16, 64, 256}, qlens[] = {1, 1, 2, 4};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 24; ++it) {
    t_dec t;
    sa_decode_plan plan;
    sa_ref_options ro;
    sa_blasst_params none;
    char err[512] = "";
    int d = dims[t_int(&r, 0, 3)], hkv = t_int(&r, 1, 3), g = groups[t_int(&r, 0, 2)], ql = qlens[t_int(&r, 0, 3)];
    int B = t_int(&r, 1, 3), maxlen = t_int(&r, ql, 1200), causal = ql > 1 && t_int(&r, 0, 1), splits = it % 3 == 0 ? 1 : 0;
    int max_k = t_int(&r, 0, 400), b, h, e;
    sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    uint16_t *oc, *op;
    float *lc;
    double *ref, *ref_lse, err_c;
    size_t n, *idx, i;
    if (!t_carried(d)) continue;
    if (it == 3) { /* a row longer than an H100's shared memory holds: pooled into the workspace, then the top-k */
      B = 1; hkv = 1; maxlen = t_int(&r, 58000, 62000);
    }
    CHECK(t_dec_make(&t, &r, dt, B, ql, hkv * g, hkv, d, maxlen, pss[t_int(&r, 0, 2)], 0) == 0, "make: %s", sa_last_error(NULL));
    t.kc_idx = (int32_t *)malloc(sizeof(int32_t) * ((size_t)B * hkv * max_k + 1));
    t.kc_cnt = (int32_t *)malloc(sizeof(int32_t) * (size_t)B * hkv);
    t.kc_hm = (int32_t *)malloc(sizeof(int32_t) * (size_t)hkv);
    for (b = 0; b < B; ++b)
      for (h = 0; h < hkv; ++h) {
        int j = -1, nn = 0;
        int32_t *l = t.kc_idx + ((size_t)b * hkv + h) * max_k;
        while (nn < max_k) {
          const int x = t_int(&r, 0, 7);
          j += 1 + t_int(&r, 0, 8);
          if (x == 0 && nn > 0) { l[nn] = l[nn - 1]; ++nn; }
          else if (x == 1) l[nn++] = -1;
          else l[nn++] = j; /* may reach the new keys or past the end: ignored */
        }
        t.kc_cnt[(size_t)b * hkv + h] = t_int(&r, 0, max_k + 3);
      }
    for (h = 0; h < hkv; ++h) t.kc_hm[h] = t_int(&r, 0, hkv - 1);
    t.a.method = SA_METHOD_KASCADE;
    t.a.kascade.indices = t.kc_idx; t.a.kascade.counts = t.kc_cnt; t.a.kascade.max_k = max_k;
    t.a.kascade.head_map = t_int(&r, 0, 2) ? t.kc_hm : NULL;
    oc = (uint16_t *)malloc(t.nq * 2); op = (uint16_t *)malloc(t.nq * 2);
    lc = (float *)malloc((size_t)B * hkv * g * ql * 4);
    memset(&none, 0, sizeof none);
    CHECK(t_dec_run(&t, SA_METHOD_KASCADE, none, 0, splits, causal, oc, lc, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
    CHECK(t_dec_run(&t, SA_METHOD_KASCADE, none, 1, splits, causal, op, NULL, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
    ref = (double *)calloc(t.nq, sizeof(double));
    ref_lse = (double *)calloc((size_t)B * hkv * g * ql, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    t.a.causal = causal;
    CHECK(sa_ref_decode(&t.a, &ro, ref, ref_lse) == SA_OK, "ref: %s", sa_last_error(NULL));
    idx = t_dec_index(&t, &n);
    err_c = t_rel_err16(oc, ref, idx, n, dt);
    CHECK(err_c < t_tol(dt), "kascade decode d%d B%d q_len %d Hq %d Hkv %d L %d causal %d max_k %d splits %d (plan %d): rel err %g",
          d, B, ql, hkv * g, hkv, maxlen, causal, max_k, splits, plan.num_splits, err_c);
    CHECK(!memcmp(oc, op, t.nq * 2), "paged and contiguous Kascade outputs differ (d%d q_len %d)", d, ql);
    for (i = 0; i < (size_t)B * hkv * g * ql; ++i)
      CHECK(fabs(lc[i] - ref_lse[i]) < 2e-3, "LSE %zu: %g vs %g", i, (double)lc[i], ref_lse[i]);
    if (err_c > worst) worst = err_c;
    ++ran;
    (void)e;
    free(idx); free(ref); free(ref_lse); free(oc); free(op); free(lc);
    t_dec_free(&t);
  }
  printf("    %d Kascade decode cases, worst relative error %.2e\n", ran, worst);
}
GPU_TEST(gpu_kascade_decode_fp8) { t_on_fp8(test_gpu_kascade_decode); }
#endif
