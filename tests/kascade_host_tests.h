/* CPU tests of the Kascade host algorithms (the Kascade paper, Sections 3.2-3.5; DESIGN.md section 5): the anchor-selection
   DP against exhaustive search and against a literal transcription of Algorithm 1, head mapping, the similarity of
   Eq. 3 on constructed inputs with known answers and against an independent brute force, importance weights, and
   the plan file (round trip; refusal of missing, truncated, foreign and inconsistent files).
   Included by run_tests.c after problems.h and runner.h (one translation unit with the implementation; uses
   t_tmpdir / t_rmrf of run_tests.c). */
#ifndef SA_TEST_KASCADE_HOST_H
#define SA_TEST_KASCADE_HOST_H

/* CHECK that also frees p and removes dir (cond and the message evaluated once, before the free) */
#define T_KAS_FAIL(cond, ...)                   \
  do {                                          \
    if (!(cond)) {                              \
      t_fail(__FILE__, __LINE__, __VA_ARGS__);  \
      free(p);                                  \
      t_rmrf(dir);                              \
      return;                                   \
    }                                           \
  } while (0)

/* ---- DP helpers ---- */

/* sum_l w_l sim[anchor(l)][l] for the anchor set in mask (bit l = layer l is an anchor; bit 0 set). */
static double t_kas_objective(const float *sim, const float *w, int L, unsigned mask) {
  double s = 0;
  int l, a = 0;
  for (l = 0; l < L; ++l) {
    if (mask >> l & 1u) a = l;
    s += (w ? (double)w[l] : 1.0) * (double)sim[a * L + l];
  }
  return s;
}
static int t_popcount(unsigned x) { int n = 0; while (x) { n += (int)(x & 1u); x >>= 1; } return n; }
/* 1 if mask a is preferred to mask b on a tie: compare from the last anchor backwards, the earlier anchor wins. */
static int t_kas_rev_less(unsigned a, unsigned b) {
  int l;
  unsigned ia, ib;
  while (a && b) {
    for (l = 31; l >= 0 && !(a >> l & 1u); --l) {}
    ia = (unsigned)l;
    for (l = 31; l >= 0 && !(b >> l & 1u); --l) {}
    ib = (unsigned)l;
    if (ia != ib) return ia < ib;
    a &= ~(1u << ia); b &= ~(1u << ib);
  }
  return 0;
}
/* Best anchor set of size M containing layer 0, by enumeration; ties broken as the DP documents. */
static unsigned t_kas_brute(const float *sim, const float *w, int L, int M, double *best_out) {
  unsigned mask, best_mask = 0;
  double best = -INFINITY;
  for (mask = 1; mask < (1u << L); mask += 2) {
    double v;
    if (t_popcount(mask) != M) continue;
    v = t_kas_objective(sim, w, L, mask);
    if (v > best || (v == best && t_kas_rev_less(mask, best_mask))) { best = v; best_mask = mask; }
  }
  *best_out = best;
  return best_mask;
}
static unsigned t_kas_mask(const int *anchors, int M) {
  unsigned m = 0;
  int i;
  for (i = 0; i < M; ++i) m |= 1u << anchors[i];
  return m;
}
/* anchors ascending from 0, anchor_of = the last anchor <= l */
static int t_kas_consistent(const int *anchors, int M, const int *anchor_of, int L) {
  int i, l, a = 0;
  if (anchors[0] != 0) return 0;
  for (i = 1; i < M; ++i) if (anchors[i] <= anchors[i - 1] || anchors[i] >= L) return 0;
  for (l = 0, i = 0; l < L; ++l) {
    if (i < M && anchors[i] == l) { a = l; ++i; }
    if (anchor_of[l] != a) return 0;
  }
  return 1;
}

TEST(kascade_dp_exhaustive) {
  t_rng r = {0x6b61736361646531ull};
  int trial, n = 0;
  float sim[12 * 12], w[12];
  int anchors[12], anchor_of[12];
  for (trial = 0; trial < 400; ++trial) {
    int L = t_int(&r, 1, 11), M = t_int(&r, 1, L), i, j, use_w = t_int(&r, 0, 1);
    double obj, best, got;
    unsigned bm, dm;
    for (i = 0; i < L; ++i) {
      w[i] = (float)t_unif(&r);
      for (j = 0; j < L; ++j) sim[i * L + j] = i == j ? 1.0f : (float)t_unif(&r);
    }
    if (trial % 3 == 0) /* similarity decaying with distance, as Figure 3 */
      for (i = 0; i < L; ++i)
        for (j = i; j < L; ++j) sim[i * L + j] = (float)(exp(-0.3 * (j - i) * t_unif(&r)));
    CHECK(sa_kascade_select_anchors(sim, use_w ? w : NULL, L, M, anchors, anchor_of, &obj) == SA_OK, "L %d M %d: %s", L, M,
          sa_last_error(NULL));
    CHECK(t_kas_consistent(anchors, M, anchor_of, L), "L %d M %d: inconsistent anchors/anchor_of", L, M);
    bm = t_kas_brute(sim, use_w ? w : NULL, L, M, &best);
    dm = t_kas_mask(anchors, M);
    got = t_kas_objective(sim, use_w ? w : NULL, L, dm);
    CHECK(fabs(got - best) <= 1e-9 * (1 + fabs(best)), "L %d M %d: DP set %#x scores %.12g, the optimum %#x %.12g", L, M, dm,
          got, bm, best);
    CHECK(fabs(obj - got) <= 1e-9 * (1 + fabs(got)), "L %d M %d: reported objective %.12g, recomputed %.12g", L, M, obj, got);
    ++n;
  }
  /* a block structure has one optimum: the block starts */
  {
    int L = 12, i, j, blk[12];
    for (i = 0; i < L; ++i) blk[i] = i < 3 ? 0 : i < 7 ? 1 : i < 10 ? 2 : 3;
    for (i = 0; i < L; ++i)
      for (j = 0; j < L; ++j) sim[i * L + j] = blk[i] == blk[j] ? 0.99f : 0.2f;
    CHECK(sa_kascade_select_anchors(sim, NULL, L, 4, anchors, anchor_of, NULL) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(anchors[0] == 0 && anchors[1] == 3 && anchors[2] == 7 && anchors[3] == 10, "blocks: anchors %d %d %d %d",
          anchors[0], anchors[1], anchors[2], anchors[3]);
    /* budget = layers: every layer; budget 1: layer 0 only */
    CHECK(sa_kascade_select_anchors(sim, NULL, L, L, anchors, anchor_of, NULL) == SA_OK, "%s", sa_last_error(NULL));
    for (i = 0; i < L; ++i) CHECK(anchors[i] == i && anchor_of[i] == i, "budget L: anchors[%d] = %d", i, anchors[i]);
    CHECK(sa_kascade_select_anchors(sim, NULL, L, 1, anchors, anchor_of, NULL) == SA_OK, "%s", sa_last_error(NULL));
    for (i = 0; i < L; ++i) CHECK(anchor_of[i] == 0, "budget 1: anchor_of[%d] = %d", i, anchor_of[i]);
  }
  /* importance weights move anchors: a heavy layer far from layer 0 gets its own anchor */
  {
    int L = 6, i, j;
    for (i = 0; i < L; ++i) {
      w[i] = 1;
      for (j = 0; j < L; ++j) sim[i * L + j] = i == j ? 1.0f : (float)(1.0 - 0.05 * abs(i - j));
    }
    w[4] = 100;
    CHECK(sa_kascade_select_anchors(sim, w, L, 2, anchors, anchor_of, NULL) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(anchors[1] == 4, "weighted: second anchor %d, expected 4", anchors[1]);
  }
  snprintf(t_cur->msg, sizeof t_cur->msg, "%d random matrices, L 1..11", n);
}

/* Small integer values: every sum is exact, so ties are real and the DP's tie rule is checked exactly. */
TEST(kascade_dp_ties) {
  t_rng r = {0x7469657321ull};
  int trial, ties = 0;
  float sim[10 * 10], w[10];
  int anchors[10], anchor_of[10];
  for (trial = 0; trial < 400; ++trial) {
    int L = t_int(&r, 1, 9), M = t_int(&r, 1, L), i, j, use_w = trial & 1, hi = t_int(&r, 0, 2);
    double obj, best;
    unsigned bm, dm, mask;
    int nbest = 0;
    for (i = 0; i < L; ++i) {
      w[i] = (float)t_int(&r, 0, 2);
      for (j = 0; j < L; ++j) sim[i * L + j] = (float)t_int(&r, 0, hi);
    }
    CHECK(sa_kascade_select_anchors(sim, use_w ? w : NULL, L, M, anchors, anchor_of, &obj) == SA_OK, "%s",
          sa_last_error(NULL));
    bm = t_kas_brute(sim, use_w ? w : NULL, L, M, &best);
    dm = t_kas_mask(anchors, M);
    CHECK(dm == bm && obj == best, "L %d M %d: DP %#x (%g), expected %#x (%g)", L, M, dm, obj, bm, best);
    for (mask = 1; mask < (1u << L); mask += 2)
      if (t_popcount(mask) == M && t_kas_objective(sim, use_w ? w : NULL, L, mask) == best) ++nbest;
    ties += nbest > 1;
  }
  /* all equal: every set ties; the earliest layers win */
  {
    int i;
    for (i = 0; i < 64; ++i) sim[i] = 1;
    CHECK(sa_kascade_select_anchors(sim, NULL, 8, 3, anchors, anchor_of, NULL) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(anchors[0] == 0 && anchors[1] == 1 && anchors[2] == 2, "all ties: %d %d %d", anchors[0], anchors[1], anchors[2]);
  }
  CHECK(ties > 50, "only %d trials had tied optima", ties);
  snprintf(t_cur->msg, sizeof t_cur->msg, "%d of 400 with tied optima", ties);
}

/* Algorithm 1 as printed (1-based, dp[1][1] = S[1][1], S weighted by w_j), against the library. */
TEST(kascade_dp_paper_literal) {
  t_rng r = {0x616c676f31ull};
  int trial;
  float sim[10 * 10], w[10];
  int anchors[10], anchor_of[10];
  for (trial = 0; trial < 300; ++trial) {
    int L = t_int(&r, 1, 9), M = t_int(&r, 1, L), i, j, m, l;
    double S[11][11], dp[12][12], obj;
    int path[12][12], lit[10];
    for (i = 0; i < L; ++i) {
      w[i] = (float)t_int(&r, 0, 3);
      for (j = 0; j < L; ++j) sim[i * L + j] = (float)t_int(&r, 0, 4);
    }
    for (i = 1; i <= L; ++i)
      for (j = 1; j <= L; ++j) S[i][j] = (double)w[j - 1] * sim[(i - 1) * L + (j - 1)]; /* sim[i][j] = w_j sim[i][j] */
    for (m = 0; m < 12; ++m)
      for (j = 0; j < 12; ++j) { dp[m][j] = -INFINITY; path[m][j] = 0; }
    dp[1][1] = S[1][1];
    for (m = 2; m <= M + 1; ++m)
      for (j = m; j <= L + 1; ++j) {
        double best = -INFINITY;
        int arg = 0;
        for (i = m - 1; i <= j - 1; ++i) {
          double s = 0, c;
          for (l = i; l <= j - 1; ++l) s += S[i][l];
          c = dp[m - 1][i] + s;
          if (c > best) { best = c; arg = i; }
        }
        dp[m][j] = best;
        path[m][j] = arg;
      }
    for (j = L + 1, m = M + 1; m >= 2; --m) { j = path[m][j]; lit[m - 2] = j - 1; }
    CHECK(sa_kascade_select_anchors(sim, w, L, M, anchors, anchor_of, &obj) == SA_OK, "%s", sa_last_error(NULL));
    for (i = 0; i < M; ++i)
      CHECK(anchors[i] == lit[i], "L %d M %d: anchor %d is %d, Algorithm 1 gives %d", L, M, i, anchors[i], lit[i]);
    CHECK(obj + S[1][1] == dp[M + 1][L + 1], "L %d M %d: objective %g + S[1][1] %g != dp %g", L, M, obj, S[1][1],
          dp[M + 1][L + 1]);
  }
}

TEST(kascade_head_map) {
  t_rng r = {0x686d6170ull};
  int trial;
  for (trial = 0; trial < 50; ++trial) {
    int L = t_int(&r, 1, 5), G = t_int(&r, 1, 9), a, b, ga, gb, map[9], want[5][5][9];
    float *hs = (float *)malloc(sizeof(float) * (size_t)(L * L * G * G));
    for (a = 0; a < L; ++a)
      for (b = 0; b < L; ++b)
        for (gb = 0; gb < G; ++gb) {
          want[a][b][gb] = t_int(&r, 0, G - 1);
          for (ga = 0; ga < G; ++ga) hs[((a * L + b) * G + ga) * G + gb] = (float)(0.8 * t_unif(&r));
          hs[((a * L + b) * G + want[a][b][gb]) * G + gb] = 0.9f; /* the planted maximum */
        }
    for (a = 0; a < L; ++a)
      for (b = a; b < L; ++b) {
        sa_status st = sa_kascade_head_map(hs, L, G, a, b, map);
        if (st != SA_OK) free(hs);
        CHECK(st == SA_OK, "%s", sa_last_error(NULL));
        for (gb = 0; gb < G; ++gb) {
          int e = a == b ? gb : want[a][b][gb];
          if (map[gb] != e) free(hs);
          CHECK(map[gb] == e, "L %d G %d anchor %d layer %d: map[%d] = %d, expected %d", L, G, a, b, gb, map[gb], e);
        }
      }
    free(hs);
  }
  /* ties: the smaller anchor head; many-to-one allowed */
  {
    float hs[2 * 2 * 3 * 3];
    int map[3], i;
    for (i = 0; i < 36; ++i) hs[i] = 0.5f;
    /* anchor 0, layer 1: [ga][gb] at ((0*2+1)*3+ga)*3+gb */
    hs[((1) * 3 + 2) * 3 + 0] = 0.9f; hs[((1) * 3 + 1) * 3 + 0] = 0.9f; /* gb 0: heads 1 and 2 tie -> 1 */
    hs[((1) * 3 + 2) * 3 + 1] = 0.7f;                                    /* gb 1 -> 2 */
    hs[((1) * 3 + 2) * 3 + 2] = 0.7f;                                    /* gb 2 -> 2 */
    CHECK(sa_kascade_head_map(hs, 2, 3, 0, 1, map) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(map[0] == 1 && map[1] == 2 && map[2] == 2, "ties: map %d %d %d, expected 1 2 2", map[0], map[1], map[2]);
    for (i = 0; i < 36; ++i) hs[i] = 0.5f; /* all equal: head 0 for everyone */
    CHECK(sa_kascade_head_map(hs, 2, 3, 0, 1, map) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(map[0] == 0 && map[1] == 0 && map[2] == 0, "all tied: map %d %d %d", map[0], map[1], map[2]);
  }
}

/* ---- similarity helpers ---- */

static sa_kascade_sim_params t_kas_params(int L, int hq, int hkv, int d, int k, float frac, int tile, int mode) {
  sa_kascade_sim_params p;
  memset(&p, 0, sizeof p);
  p.layers = L; p.heads_q = hq; p.heads_kv = hkv; p.head_dim = d;
  p.k = k; p.topk_fraction = frac; p.tile = tile; p.mode = (sa_kascade_sim_mode)mode;
  return p;
}

/* Independent brute force: the pooled distribution of (layer l, the query heads h0..h1-1) over the keys before
   query t0, for the queries t0..t1-1. */
static void t_kas_dist(const sa_kascade_sim_params *p, const sa_kascade_prompt *pr, int l, int h0, int h1, int t0,
                       int t1, double *out) {
  int N = pr->tokens, Hq = p->heads_q, G = p->heads_kv, D = p->head_dim, q, h, j, d;
  double scale = p->softmax_scale > 0 ? p->softmax_scale : 1.0 / sqrt((double)D);
  double *s = (double *)malloc(sizeof(double) * (size_t)N);
  for (j = 0; j < t0; ++j) out[j] = 0;
  for (h = h0; h < h1; ++h)
    for (q = t0; q < t1; ++q) {
      double z = 0, m = -INFINITY;
      for (j = 0; j <= q; ++j) {
        double dot = 0;
        for (d = 0; d < D; ++d)
          dot += (double)pr->q[(((size_t)l * N + q) * Hq + h) * D + d] *
                 (double)pr->k[(((size_t)l * N + j) * G + h / (Hq / G)) * D + d];
        s[j] = dot * scale;
        m = s[j] > m ? s[j] : m;
      }
      for (j = 0; j <= q; ++j) z += exp(s[j] - m);
      for (j = 0; j < t0; ++j) out[j] += exp(s[j] - m) / z;
    }
  free(s);
}
/* membership of the top-k (ties: smaller index) by repeated selection */
static void t_kas_topk_mask(const double *v, int n, int k, char *in) {
  int i, j;
  memset(in, 0, (size_t)n);
  for (i = 0; i < k; ++i) {
    int b = -1;
    for (j = 0; j < n; ++j)
      if (!in[j] && (b < 0 || v[j] > v[b])) b = j;
    in[b] = 1;
  }
}
/* head_sim [L][L][G][G] and layer_sim [L][L] by the definitions. */
static void t_kas_naive(const sa_kascade_sim_params *p, const sa_kascade_prompt *prompts, int np, double *head_sim,
                        double *layer_sim) {
  int L = p->layers, G = p->heads_kv, grp = p->heads_q / p->heads_kv, tile = p->tile > 0 ? p->tile : 1;
  int k = p->k > 0 ? p->k : 64, pi, a, b, ga, gb, counted = 0, j;
  size_t nh = (size_t)L * L * G * G, i;
  double *hmin = (double *)malloc(sizeof(double) * nh), *smin = (double *)malloc(sizeof(double) * (size_t)(L * L));
  for (i = 0; i < nh; ++i) head_sim[i] = 0;
  for (i = 0; i < (size_t)(L * L); ++i) layer_sim[i] = 0;
  for (pi = 0; pi < np; ++pi) {
    const sa_kascade_prompt *pr = &prompts[pi];
    int N = pr->tokens, t0, any = 0;
    double *da = (double *)malloc(sizeof(double) * (size_t)(N + 1)), *db = (double *)malloc(sizeof(double) * (size_t)(N + 1));
    char *ia = (char *)malloc((size_t)N + 1), *ib = (char *)malloc((size_t)N + 1);
    for (i = 0; i < nh; ++i) hmin[i] = INFINITY;
    for (i = 0; i < (size_t)(L * L); ++i) smin[i] = INFINITY;
    for (t0 = tile; t0 < N; t0 += tile) {
      int t1 = t0 + tile < N ? t0 + tile : N, kT = k;
      if (p->topk_fraction > 0 && (int)ceil(p->topk_fraction * t0) > kT) kT = (int)ceil(p->topk_fraction * t0);
      if (kT > t0) kT = t0;
      any = 1;
      for (a = 0; a < L; ++a)
        for (b = 0; b < L; ++b) {
          for (ga = 0; ga < G; ++ga)
            for (gb = 0; gb < G; ++gb) {
              double num = 0, den = 0, v;
              size_t o = (((size_t)a * L + b) * G + ga) * G + gb;
              t_kas_dist(p, pr, a, ga * grp, (ga + 1) * grp, t0, t1, da);
              t_kas_dist(p, pr, b, gb * grp, (gb + 1) * grp, t0, t1, db);
              t_kas_topk_mask(da, t0, kT, ia);
              t_kas_topk_mask(db, t0, kT, ib);
              for (j = 0; j < t0; ++j) { num += ia[j] ? db[j] : 0; den += ib[j] ? db[j] : 0; }
              v = den > 0 ? num / den : 1;
              if (v > 1) v = 1;
              if (v < hmin[o]) hmin[o] = v;
            }
          {
            double num = 0, den = 0, v;
            t_kas_dist(p, pr, a, 0, p->heads_q, t0, t1, da);
            t_kas_dist(p, pr, b, 0, p->heads_q, t0, t1, db);
            t_kas_topk_mask(da, t0, kT, ia);
            t_kas_topk_mask(db, t0, kT, ib);
            for (j = 0; j < t0; ++j) { num += ia[j] ? db[j] : 0; den += ib[j] ? db[j] : 0; }
            v = den > 0 ? num / den : 1;
            if (v > 1) v = 1;
            if (v < smin[a * L + b]) smin[a * L + b] = v;
          }
        }
    }
    if (any) {
      ++counted;
      for (i = 0; i < nh; ++i) head_sim[i] += hmin[i];
      for (i = 0; i < (size_t)(L * L); ++i) layer_sim[i] += smin[i];
    }
    free(da); free(db); free(ia); free(ib);
  }
  for (i = 0; i < nh; ++i) head_sim[i] /= counted;
  for (i = 0; i < (size_t)(L * L); ++i) layer_sim[i] /= counted;
  free(hmin); free(smin);
}

TEST(kascade_similarity_known) {
  /* (1) identical layers: 1 everywhere in both modes, and 1 on the head diagonal */
  {
    t_rng r = {0x73696d31ull};
    enum { L = 3, N = 20, HQ = 4, G = 2, D = 8 };
    static float q[L * N * HQ * D], k[L * N * G * D], ls[L * L], hs[L * L * G * G];
    sa_kascade_prompt pr;
    sa_kascade_sim_params p;
    int i, mode, a, b, g;
    for (i = 0; i < N * HQ * D; ++i) q[i] = (float)t_gauss(&r);
    for (i = 0; i < N * G * D; ++i) k[i] = (float)t_gauss(&r);
    for (i = 1; i < L; ++i) {
      memcpy(q + i * N * HQ * D, q, sizeof(float) * N * HQ * D);
      memcpy(k + i * N * G * D, k, sizeof(float) * N * G * D);
    }
    pr.q = q; pr.k = k; pr.tokens = N;
    for (mode = 0; mode < 2; ++mode) {
      p = t_kas_params(L, HQ, G, D, 3, 0, mode ? 4 : 1, mode);
      CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == SA_OK, "%s", sa_last_error(NULL));
      for (i = 0; i < L * L; ++i) CHECK(ls[i] == 1.0f, "identical layers, mode %d: layer_sim[%d] = %.9g", mode, i, ls[i]);
      for (a = 0; a < L; ++a)
        for (b = 0; b < L; ++b)
          for (g = 0; g < G; ++g)
            CHECK(hs[((a * L + b) * G + g) * G + g] == 1.0f, "identical layers: head_sim[%d][%d][%d][%d] = %.9g", a, b, g,
                  g, hs[((a * L + b) * G + g) * G + g]);
    }
  }
  /* (2) disjoint top-k: layer 0 prefers odd keys, layer 1 even keys, by e^20: similarity ~ 0 off the diagonal */
  {
    enum { N = 6 };
    float q[2 * N], k[2 * N], ls[4], hs[4];
    sa_kascade_prompt pr;
    sa_kascade_sim_params p = t_kas_params(2, 1, 1, 1, 1, 0, 1, SA_KASCADE_SIM_REMAPPED);
    int j, mode;
    p.softmax_scale = 1;
    for (j = 0; j < N; ++j) {
      q[j] = q[N + j] = 1;
      k[j] = j & 1 ? 20.0f : 0.0f;
      k[N + j] = j & 1 ? 0.0f : 20.0f;
    }
    pr.q = q; pr.k = k; pr.tokens = N;
    for (mode = 0; mode < 2; ++mode) {
      p.mode = (sa_kascade_sim_mode)mode;
      CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == SA_OK, "%s", sa_last_error(NULL));
      CHECK(ls[0] == 1 && ls[3] == 1 && ls[1] < 1e-6 && ls[2] < 1e-6, "disjoint, mode %d: %g %g %g %g", mode, ls[0], ls[1],
            ls[2], ls[3]);
      CHECK(hs[1] < 1e-6 && hs[2] < 1e-6, "disjoint: head_sim %g %g", hs[1], hs[2]);
    }
  }
  /* (3) a value by hand, min over tokens and mean over prompts: 3 tokens, k = 1. Prompt A: layer 0 keys (5, 0, 0),
     layer 1 keys (0, ln 3, 0), q = 1: query 1 has one candidate (sim 1); query 2: layer 0 picks key 0, layer 1 key 1
     with masses 1 : 3, so sim(0, 1) = 1/3 and sim(1, 0) = e^-5. Prompt B: identical layers, 1. Means: 2/3 and
     (1 + e^-5) / 2. */
  {
    float qa[6] = {1, 1, 1, 1, 1, 1}, ka[6] = {5, 0, 0, 0, 0, 0}, kb[6] = {1, 2, 3, 1, 2, 3}, ls[4], hs[4];
    sa_kascade_prompt pr[2];
    sa_kascade_sim_params p = t_kas_params(2, 1, 1, 1, 1, 0, 1, SA_KASCADE_SIM_REMAPPED);
    int mode;
    ka[4] = (float)log(3.0);
    p.softmax_scale = 1;
    pr[0].q = qa; pr[0].k = ka; pr[0].tokens = 3;
    pr[1].q = qa; pr[1].k = kb; pr[1].tokens = 3;
    for (mode = 0; mode < 2; ++mode) {
      p.mode = (sa_kascade_sim_mode)mode;
      CHECK(sa_kascade_similarity(&p, pr, 2, ls, hs) == SA_OK, "%s", sa_last_error(NULL));
      CHECK(fabs(ls[1] - 2.0 / 3.0) < 1e-6 && fabs(ls[2] - (1 + exp(-5.0)) / 2) < 1e-6 && ls[0] == 1 && ls[3] == 1,
            "by hand, mode %d: sim(0,1) %.9g (2/3), sim(1,0) %.9g (%.9g)", mode, ls[1], ls[2], (1 + exp(-5.0)) / 2);
      CHECK(fabs(hs[1] - 2.0 / 3.0) < 1e-6, "by hand: head_sim(0,1) %.9g", hs[1]);
      /* prompt A alone: the minimum 1/3, not the mean over its tokens (2/3) */
      CHECK(sa_kascade_similarity(&p, pr, 1, ls, NULL) == SA_OK, "%s", sa_last_error(NULL));
      CHECK(fabs(ls[1] - 1.0 / 3.0) < 1e-6, "prompt A: sim(0,1) %.9g, expected 1/3", ls[1]);
    }
    /* every prompt within one tile: nothing to select */
    p.tile = 3;
    CHECK(sa_kascade_similarity(&p, pr, 2, ls, hs) == SA_ERROR_INVALID_ARGUMENT, "tokens <= tile accepted");
    /* a short prompt counts for nothing; the mean is over the others */
    p.tile = 1;
    pr[1].tokens = 1;
    CHECK(sa_kascade_similarity(&p, pr, 2, ls, hs) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(fabs(ls[1] - 1.0 / 3.0) < 1e-6, "with a 1-token prompt: sim(0,1) %.9g, expected 1/3", ls[1]);
  }
}

/* The similarity's top-k selection against repeated maximum (ties: the smaller index): rows long enough for its
   sampled threshold, with ties, zeros, and rows whose largest values sit on the sampled positions (the threshold
   then guesses too high and the whole row is selected from). Returns the rows checked, or -1 after a failure. */
static int t_kas_topk_vs_brute(void) {
  t_rng r = {0x746f706b31ull};
  int trial;
  for (trial = 0; trial < 32; ++trial) {
    const int shape = trial % 4;
    int n = shape == 3 ? t_int(&r, 2048, 5000) : t_int(&r, 1, 5000), k, j, ok = 1;
    float *p = (float *)malloc(sizeof(float) * (size_t)n);
    double *v = (double *)malloc(sizeof(double) * (size_t)n);
    char *in = (char *)malloc((size_t)n), *seen = (char *)calloc((size_t)n, 1);
    uint64_t *key = (uint64_t *)malloc(sizeof(uint64_t) * (size_t)(n + 1));
    int *out;
    k = shape == 3 ? t_int(&r, 40, n / 16) : t_int(&r, 1, n < 200 ? n : 200);
    out = (int *)malloc(sizeof(int) * (size_t)k);
    for (j = 0; j < n; ++j) {
      double x = t_unif(&r);
      if (shape == 1) x = floor(x * 8) / 8;                 /* 8 levels: many ties */
      if (shape == 2) x = t_unif(&r) < 0.02 ? x : 0;        /* mostly zeros */
      if (shape == 3) x *= 1e-3;
      p[j] = (float)x;
    }
    if (shape == 3)
      for (j = 0; j < 256; ++j) p[(int64_t)j * n / 256] = (float)(1 + t_unif(&r));
    for (j = 0; j < n; ++j) v[j] = p[j];
    sa__kas_topk(p, n, k, key, out);
    t_kas_topk_mask(v, n, k, in);
    for (j = 0; j < k && ok; ++j) {
      ok = out[j] >= 0 && out[j] < n && in[out[j]] && !seen[out[j]];
      if (ok) seen[out[j]] = 1;
    }
    free(p); free(v); free(in); free(seen); free(key); free(out);
    if (!ok) {
      t_fail(__FILE__, __LINE__, "top-k trial %d (shape %d, n %d, k %d): the selection differs from the brute force at "
             "entry %d", trial, shape, n, k, j - 1);
      return -1;
    }
  }
  return trial;
}

/* The same results, bit for bit, from 1, 2, 3 and 8 threads (blocks of units go to whichever thread is free).
   Returns the cases checked, or -1 after a failure. */
static int t_kas_threads(void) {
  enum { L = 2, N = 700, G = 2, HQ = 4, D = 16 };
  static float q[L * N * HQ * D], k[L * N * G * D], ls[2][L * L], hs[2][L * L * G * G];
  t_rng r = {0x7468726561647331ull};
  sa_kascade_prompt pr[2];
  int i, c, mode, t, cases = 0;
  const int threads[3] = {2, 3, 8}, tiles[2] = {1, 5};
  for (i = 0; i < L * N * HQ * D; ++i) q[i] = (float)(2 * t_gauss(&r));
  for (i = 0; i < L * N * G * D; ++i) k[i] = (float)(2 * t_gauss(&r));
  pr[0].q = q; pr[0].k = k; pr[0].tokens = N;
  pr[1].q = q; pr[1].k = k; pr[1].tokens = N / 3; /* a second, shorter prompt: the mean over prompts */
  for (c = 0; c < 2; ++c)
    for (mode = 0; mode < 2; ++mode) {
      sa_kascade_sim_params p = t_kas_params(L, HQ, G, D, 8, c ? 0.05f : 0.0f, tiles[c], mode);
      if (sa__kas_similarity(&p, pr, 2, ls[0], hs[0], 1) != SA_OK) {
        t_fail(__FILE__, __LINE__, "%s", sa_last_error(NULL));
        return -1;
      }
      for (t = 0; t < 3; ++t) {
        if (sa__kas_similarity(&p, pr, 2, ls[1], hs[1], threads[t]) != SA_OK) {
          t_fail(__FILE__, __LINE__, "%s", sa_last_error(NULL));
          return -1;
        }
        if (memcmp(ls[0], ls[1], sizeof ls[0]) != 0 || memcmp(hs[0], hs[1], sizeof hs[0]) != 0) {
          t_fail(__FILE__, __LINE__, "tile %d mode %d: %d threads give other results than 1", tiles[c], mode, threads[t]);
          return -1;
        }
        ++cases;
      }
    }
  return cases;
}

TEST(kascade_similarity_naive) {
  t_rng r = {0x6e616976ull};
  int trial, cases = 0;
  for (trial = 0; trial < 10; ++trial) {
    int L = t_int(&r, 1, 3), G = t_int(&r, 1, 3), grp = t_int(&r, 1, 3), Hq = G * grp, D = t_int(&r, 1, 8);
    int np = t_int(&r, 1, 3), tile = trial % 3 == 0 ? 1 : t_int(&r, 1, 6), k = t_int(&r, 1, 6), mode, pi;
    float frac = trial % 2 ? (float)(0.05 + 0.3 * t_unif(&r)) : 0.0f;
    sa_kascade_prompt pr[3];
    float *buf[6], *ls = (float *)malloc(sizeof(float) * (size_t)(L * L)), *hs = (float *)malloc(sizeof(float) * (size_t)(L * L * G * G));
    double *nls = (double *)malloc(sizeof(double) * (size_t)(L * L)), *nhs = (double *)malloc(sizeof(double) * (size_t)(L * L * G * G));
    double err = 0;
    size_t i;
    for (pi = 0; pi < np; ++pi) {
      int N = pi == 0 ? 30 : t_int(&r, 0, 30); /* the first one is long enough for units */
      size_t nq = (size_t)L * N * Hq * D, nk = (size_t)L * N * G * D;
      buf[2 * pi] = (float *)malloc(sizeof(float) * (nq + 1));
      buf[2 * pi + 1] = (float *)malloc(sizeof(float) * (nk + 1));
      for (i = 0; i < nq; ++i) buf[2 * pi][i] = (float)(1.5 * t_gauss(&r));
      for (i = 0; i < nk; ++i) buf[2 * pi + 1][i] = (float)(1.5 * t_gauss(&r));
      pr[pi].q = buf[2 * pi]; pr[pi].k = buf[2 * pi + 1]; pr[pi].tokens = N;
    }
    for (mode = 0; mode < 2; ++mode) {
      sa_kascade_sim_params p = t_kas_params(L, Hq, G, D, k, frac, tile, mode);
      sa_status st = sa_kascade_similarity(&p, pr, np, ls, hs);
      int a, b, ga, gb;
      if (st == SA_OK) t_kas_naive(&p, pr, np, nhs, nls);
      for (a = 0; st == SA_OK && a < L; ++a)
        for (b = 0; b < L; ++b) {
          double want;
          if (mode == SA_KASCADE_SIM_SHARED) {
            want = nls[a * L + b];
          } else {
            want = 0;
            for (gb = 0; gb < G; ++gb) {
              double best = -1;
              for (ga = 0; ga < G; ++ga) best = fmax(best, nhs[((a * L + b) * G + ga) * G + gb]);
              want += best / G;
            }
          }
          err = fmax(err, fabs(ls[a * L + b] - want));
          for (ga = 0; ga < G; ++ga)
            for (gb = 0; gb < G; ++gb) {
              size_t o = (((size_t)a * L + b) * G + ga) * G + gb;
              err = fmax(err, fabs(hs[o] - nhs[o]));
            }
        }
      if (st != SA_OK || err > 2e-6) {
        for (pi = 0; pi < np; ++pi) { free(buf[2 * pi]); free(buf[2 * pi + 1]); }
        free(ls); free(hs); free(nls); free(nhs);
      }
      CHECK(st == SA_OK, "%s", sa_last_error(NULL));
      CHECK(err <= 2e-6, "trial %d mode %d (L %d G %d Hq %d D %d tile %d k %d f %g): max error %g", trial, mode, L, G, Hq,
            D, tile, k, (double)frac, err);
      ++cases;
    }
    for (pi = 0; pi < np; ++pi) { free(buf[2 * pi]); free(buf[2 * pi + 1]); }
    free(ls); free(hs); free(nls); free(nhs);
  }
  {
    const int rows = t_kas_topk_vs_brute(), th = rows < 0 ? -1 : t_kas_threads();
    if (th < 0) return;
    snprintf(t_cur->msg, sizeof t_cur->msg, "%d cases vs brute force, %d top-k rows, %d thread counts", cases, rows, th);
  }
}

/* Layer 1 is layer 0 with its KV heads (and their query groups) permuted: head mapping recovers the permutation,
   the remapped layer similarity is 1, the identity mapping is worse. */
TEST(kascade_similarity_remap) {
  enum { N = 40, G = 4, GRP = 2, HQ = G * GRP, D = 16, L = 2 };
  static float q[L * N * HQ * D], k[L * N * G * D], ls[L * L], hs[L * L * G * G];
  const int perm[G] = {2, 0, 3, 1};
  t_rng r = {0x72656d6170ull};
  sa_kascade_prompt pr;
  sa_kascade_sim_params p = t_kas_params(L, HQ, G, D, 4, 0, 1, SA_KASCADE_SIM_REMAPPED);
  int t, g, h, d, map[G], ga;
  for (t = 0; t < N * HQ * D; ++t) q[t] = (float)(2 * t_gauss(&r));
  for (t = 0; t < N * G * D; ++t) k[t] = (float)(2 * t_gauss(&r));
  for (t = 0; t < N; ++t)
    for (g = 0; g < G; ++g) {
      for (d = 0; d < D; ++d) k[((N + t) * G + g) * D + d] = k[(t * G + perm[g]) * D + d];
      for (h = 0; h < GRP; ++h)
        for (d = 0; d < D; ++d) q[((N + t) * HQ + g * GRP + h) * D + d] = q[(t * HQ + perm[g] * GRP + h) * D + d];
    }
  pr.q = q; pr.k = k; pr.tokens = N;
  CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(ls[1] == 1.0f, "remapped sim(0, 1) = %.9g, expected 1", ls[1]);
  CHECK(sa_kascade_head_map(hs, L, G, 0, 1, map) == SA_OK, "%s", sa_last_error(NULL));
  { /* layer_sim from head_sim, as the GPU helper's callers get it */
    float ls2[L * L];
    CHECK(sa_kascade_layer_similarity(hs, L, G, ls2) == SA_OK, "%s", sa_last_error(NULL));
    for (t = 0; t < L * L; ++t) CHECK(fabs(ls2[t] - ls[t]) < 1e-6, "layer_sim[%d] %.9g from head_sim, %.9g", t, ls2[t], ls[t]);
    CHECK(sa_kascade_layer_similarity(hs, 0, G, ls2) == SA_ERROR_INVALID_ARGUMENT, "layers 0 accepted");
  }
  for (g = 0; g < G; ++g) {
    CHECK(map[g] == perm[g], "map[%d] = %d, expected %d", g, map[g], perm[g]);
    CHECK(hs[((0 * L + 1) * G + perm[g]) * G + g] == 1.0f, "head_sim at the permutation is %.9g",
          hs[((0 * L + 1) * G + perm[g]) * G + g]);
    for (ga = 0; ga < G; ++ga)
      if (ga != perm[g])
        CHECK(hs[((0 * L + 1) * G + ga) * G + g] < 0.999f, "head %d of layer 1 also matches anchor head %d (%.9g)", g, ga,
              hs[((0 * L + 1) * G + ga) * G + g]);
  }
  /* all heads pooled: invariant to the permutation, so also 1 */
  p.mode = SA_KASCADE_SIM_SHARED;
  CHECK(sa_kascade_similarity(&p, &pr, 1, ls, NULL) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(fabs(ls[1] - 1.0) < 1e-6, "shared sim(0, 1) = %.9g, expected 1", ls[1]);
}

TEST(kascade_importance) {
  enum { L = 6, T = 5, H = 16 };
  static float x[L * T * H], y[L * T * H];
  float w[L];
  t_rng r = {0x696d70ull};
  int l, t, d;
  double want[L];
  for (t = 0; t < L * T * H; ++t) x[t] = (float)t_gauss(&r);
  for (t = 0; t < T; ++t)
    for (d = 0; d < H; ++d) {
      int o = t * H + d;
      y[0 * T * H + o] = x[0 * T * H + o];                       /* unchanged: 0 */
      y[1 * T * H + o] = -x[1 * T * H + o];                      /* reversed: 2 */
      y[2 * T * H + o] = 3 * x[2 * T * H + o];                   /* scaled: 0 */
      x[3 * T * H + o] = d == 0 ? 1.0f : 0.0f;                   /* orthogonal: 1 */
      y[3 * T * H + o] = d == 1 ? 2.0f : 0.0f;
      y[4 * T * H + o] = t % 2 ? -x[4 * T * H + o] : x[4 * T * H + o]; /* tokens 0,2,4 -> 0, 1,3 -> 2: 4/5 */
      if (t == 0) x[5 * T * H + o] = 0;                           /* a zero token is left out */
      y[5 * T * H + o] = -x[5 * T * H + o];                       /* the 4 others reversed: 2 */
    }
  want[0] = 0; want[1] = 2; want[2] = 0; want[3] = 1; want[4] = 0.8; want[5] = 2;
  CHECK(sa_kascade_importance(x, y, L, T, H, w) == SA_OK, "%s", sa_last_error(NULL));
  for (l = 0; l < L; ++l) CHECK(fabs(w[l] - want[l]) < 1e-6, "w[%d] = %.9g, expected %g", l, w[l], want[l]);
  /* no token: 0 */
  CHECK(sa_kascade_importance(x, y, L, 0, H, w) == SA_OK && w[0] == 0, "tokens 0: %s", sa_last_error(NULL));
  /* random vs the formula */
  for (t = 0; t < L * T * H; ++t) { x[t] = (float)t_gauss(&r); y[t] = (float)(x[t] + t_gauss(&r)); }
  CHECK(sa_kascade_importance(x, y, L, T, H, w) == SA_OK, "%s", sa_last_error(NULL));
  for (l = 0; l < L; ++l) {
    double s = 0;
    for (t = 0; t < T; ++t) {
      double xy = 0, xx = 0, yy = 0;
      for (d = 0; d < H; ++d) {
        int o = (l * T + t) * H + d;
        xy += (double)x[o] * y[o]; xx += (double)x[o] * x[o]; yy += (double)y[o] * y[o];
      }
      s += 1 - xy / sqrt(xx * yy);
    }
    CHECK(fabs(w[l] - s / T) < 1e-6, "random: w[%d] = %.9g, expected %.9g", l, w[l], s / T);
  }
}

/* ---- plan files ---- */

static int t_kas_write(const char *path, const char *text, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) return 0;
  if (n && fwrite(text, 1, n, f) != n) { fclose(f); return 0; }
  return fclose(f) == 0;
}
static int t_kas_plan_eq(const sa_kascade_plan *a, const sa_kascade_plan *b) {
  int l, g;
  if (a->layers != b->layers || a->heads_kv != b->heads_kv || a->n_anchors != b->n_anchors) return 0;
  for (l = 0; l < a->n_anchors; ++l) if (a->anchors[l] != b->anchors[l]) return 0;
  for (l = 0; l < a->layers; ++l) {
    if (a->anchor_of[l] != b->anchor_of[l]) return 0;
    for (g = 0; g < a->heads_kv; ++g) if (a->head_map[l][g] != b->head_map[l][g]) return 0;
  }
  return 1;
}
static int t_kas_zero(const sa_kascade_plan *p) {
  static const sa_kascade_plan z;
  return !memcmp(p, &z, sizeof z);
}

TEST(kascade_plan_roundtrip) {
  char dir[256], path[512];
  t_rng r = {0x706c616eull};
  sa_kascade_plan *p = (sa_kascade_plan *)calloc(2, sizeof(sa_kascade_plan)), *a = p, *b = p + 1;
  enum { L = 12, G = 4 };
  static float ls[L * L], hs[L * L * G * G];
  int i, l, g, anchors[L], anchor_of[L], map[G], ok = 1;
  double obj, o2;
  sa_status st;
  FILE *f;
  t_tmpdir(dir, sizeof dir, "kascade");
  T_KAS_FAIL(dir[0], "mkdtemp failed");
  snprintf(path, sizeof path, "%s/plan.txt", dir);
  for (i = 0; i < L * L; ++i) ls[i] = (float)t_unif(&r);
  for (i = 0; i < L * L * G * G; ++i) hs[i] = (float)t_unif(&r);
  st = sa_kascade_plan_build(ls, NULL, hs, L, G, 4, a, &obj);
  T_KAS_FAIL(st == SA_OK, "plan_build: %s", sa_last_error(NULL));
  st = sa_kascade_plan_save(a, path);
  T_KAS_FAIL(st == SA_OK, "save: %s", sa_last_error(NULL));
  st = sa_kascade_plan_load(path, b);
  T_KAS_FAIL(st == SA_OK, "load: %s", sa_last_error(NULL));
  T_KAS_FAIL(t_kas_plan_eq(a, b), "the loaded plan differs from the saved one");
  f = fopen(path, "r");
  T_KAS_FAIL(f != NULL, "cannot reopen %s", path);
  {
    char line[128];
    int got = fgets(line, sizeof line, f) != NULL;
    fclose(f);
    T_KAS_FAIL(got && !strcmp(line, "sparseattn-kascade-plan 1\n"), "first line '%s'", got ? line : "");
  }
  /* the plan holds what the DP and the head maps say */
  st = sa_kascade_select_anchors(ls, NULL, L, 4, anchors, anchor_of, &o2);
  T_KAS_FAIL(st == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < 4; ++i) ok &= a->anchors[i] == anchors[i];
  for (l = 0; l < L; ++l) {
    ok &= a->anchor_of[l] == anchor_of[l];
    ok &= sa_kascade_head_map(hs, L, G, anchor_of[l], l, map) == SA_OK;
    for (g = 0; g < G; ++g) ok &= a->head_map[l][g] == map[g];
  }
  ok &= o2 == obj;
  T_KAS_FAIL(ok, "plan_build differs from select_anchors + head_map");
  /* the largest plan: 256 layers, 256 KV heads, map values up to 255 */
  memset(a, 0, sizeof *a);
  a->layers = SA_KASCADE_MAX_LAYERS; a->heads_kv = SA_KASCADE_MAX_HEADS_KV; a->n_anchors = 7;
  for (i = 0; i < 7; ++i) a->anchors[i] = i * 40;
  for (l = 0; l < a->layers; ++l) {
    a->anchor_of[l] = (l / 40) * 40;
    for (g = 0; g < a->heads_kv; ++g) a->head_map[l][g] = (uint8_t)(a->anchor_of[l] == l ? g : (g * 7 + l) % 256);
  }
  st = sa_kascade_plan_save(a, path);
  T_KAS_FAIL(st == SA_OK, "largest plan, save: %s", sa_last_error(NULL));
  st = sa_kascade_plan_load(path, b);
  T_KAS_FAIL(st == SA_OK, "largest plan, load: %s", sa_last_error(NULL));
  T_KAS_FAIL(t_kas_plan_eq(a, b), "largest plan: the loaded plan differs");
  /* no head_sim: identity maps */
  st = sa_kascade_plan_build(ls, NULL, NULL, L, G, 3, a, NULL);
  T_KAS_FAIL(st == SA_OK, "%s", sa_last_error(NULL));
  for (l = 0; l < L; ++l)
    for (g = 0; g < G; ++g) T_KAS_FAIL(a->head_map[l][g] == g, "plan_build without head_sim: map[%d][%d] = %d", l, g,
                                       a->head_map[l][g]);
  free(p);
  t_rmrf(dir);
}

static const char t_kas_good[] =
    "sparseattn-kascade-plan 1\n"
    "# a comment\n"
    "layers 4\n"
    "heads_kv 2\n"
    "anchors 2 0 2\n"
    "layer 0 anchor 0 map 0 1\n"
    "layer 1 anchor 0 map 1 1   # many-to-one\n"
    "layer 2 anchor 2 map 0 1\n"
    "layer 3 anchor 2 map 1 0\n"
    "end\n";

/* t_kas_good with the first occurrence of `from` replaced by `to`. */
static void t_kas_edit(char *out, size_t cap, const char *from, const char *to) {
  const char *p = strstr(t_kas_good, from);
  size_t pre = p ? (size_t)(p - t_kas_good) : strlen(t_kas_good);
  snprintf(out, cap, "%.*s%s%s", (int)pre, t_kas_good, p ? to : "", p ? p + strlen(from) : "");
}

TEST(kascade_plan_refusal) {
  static const struct { const char *from, *to, *why; } edits[] = {
      {"sparseattn-kascade-plan", "sparseattn-plan", "foreign magic"},
      {"plan 1", "plan 2", "future version"},
      {"layers 4", "layers 0", "no layer"},
      {"layers 4", "layers 257", "too many layers"},
      {"layers 4", "layers 99999999999", "overflow"},
      {"layers 4", "layers -4", "negative"},
      {"layers 4", "layers 4x", "junk in a number"},
      {"heads_kv 2", "heads_kv 300", "too many heads"},
      {"anchors 2 0 2", "anchors 2 2 0", "layer 0 not first"},
      {"anchors 2 0 2", "anchors 2 0 0", "anchors not ascending"},
      {"anchors 2 0 2", "anchors 5 0 1 2 3 4", "more anchors than layers"},
      {"anchors 2 0 2", "anchors 2 0 4", "anchor past the last layer"},
      {"anchors 2 0 2", "anchors 3 0 2", "anchor count disagrees"},
      {"layer 3 anchor 2", "layer 3 anchor 0", "not the last anchor"},
      {"layer 1 anchor 0", "layer 1 anchor 1", "a reuse layer as its own anchor"},
      {"layer 1 anchor 0 map 1 1", "layer 1 anchor 0 map 1 2", "map past heads_kv"},
      {"layer 1 anchor 0 map 1 1", "layer 1 anchor 0 map 1", "short map"},
      {"layer 2 anchor 2 map 0 1", "layer 2 anchor 2 map 1 0", "anchor map not the identity"},
      {"layer 2 anchor", "layer 3 anchor", "layers out of order"},
      {"layer 3 anchor 2 map 1 0\n", "", "a layer missing"},
      {"end\n", "", "no end"},
      {"end\n", "end\nlayer 4\n", "data after end"},
      {"end\n", "end extra\n", "a word after end"},
      {"heads_kv 2\n", "", "a line missing"},
      {"map 0 1", "map 0\0301", "a control byte"},
  };
  char dir[256], path[512], text[1024], why[128];
  sa_kascade_plan *p = (sa_kascade_plan *)malloc(sizeof(sa_kascade_plan));
  size_t i, n = strlen(t_kas_good), end_at;
  t_rng r = {0x646d67ull};
  int trial, loaded = 0;
  sa_status st;
  t_tmpdir(dir, sizeof dir, "kascade");
  T_KAS_FAIL(dir[0], "mkdtemp failed");
  snprintf(path, sizeof path, "%s/plan.txt", dir);
  T_KAS_FAIL(t_kas_write(path, t_kas_good, n), "cannot write %s", path);
  st = sa_kascade_plan_load(path, p);
  T_KAS_FAIL(st == SA_OK, "the good plan is refused: %s", sa_last_error(NULL));
  T_KAS_FAIL(p->layers == 4 && p->heads_kv == 2 && p->n_anchors == 2 && p->anchors[1] == 2 && p->anchor_of[3] == 2 &&
                 p->head_map[1][0] == 1 && p->head_map[3][0] == 1 && p->head_map[3][1] == 0,
             "the good plan loads wrong");
  /* a missing file, an empty one, a binary one, a foreign text */
  snprintf(text, sizeof text, "%s/none.txt", dir);
  st = sa_kascade_plan_load(text, p);
  T_KAS_FAIL(st == SA_ERROR_IO && t_kas_zero(p) && strstr(sa_last_error(NULL), "none.txt"), "missing file: %d %s", (int)st,
             sa_last_error(NULL));
  T_KAS_FAIL(t_kas_write(path, "", 0), "write");
  T_KAS_FAIL(sa_kascade_plan_load(path, p) == SA_ERROR_IO && t_kas_zero(p), "empty file accepted");
  T_KAS_FAIL(t_kas_write(path, "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16), "write");
  st = sa_kascade_plan_load(path, p);
  T_KAS_FAIL(st == SA_ERROR_IO && strstr(sa_last_error(NULL), "not a Kascade plan"), "binary file: %d %s", (int)st,
             sa_last_error(NULL));
  T_KAS_FAIL(t_kas_write(path, "layers 4\nheads_kv 2\n", 20), "write");
  T_KAS_FAIL(sa_kascade_plan_load(path, p) == SA_ERROR_IO, "foreign text accepted");
  /* too large to be a plan (5 MB of comments) */
  {
    FILE *f = fopen(path, "wb");
    int ln;
    T_KAS_FAIL(f != NULL, "write");
    fputs(t_kas_good, f);
    for (ln = 0; ln < 5 * 1024 * 1024 / 16; ++ln) fputs("# 0123456789abc\n", f);
    fclose(f);
    st = sa_kascade_plan_load(path, p);
    T_KAS_FAIL(st == SA_ERROR_IO && strstr(sa_last_error(NULL), "larger than"), "a 5 MB file: %d %s", (int)st,
               sa_last_error(NULL));
  }
  /* every truncation before the final 'end' */
  end_at = (size_t)(strstr(t_kas_good, "end\n") - t_kas_good) + 3;
  for (i = 0; i < end_at; ++i) {
    T_KAS_FAIL(t_kas_write(path, t_kas_good, i), "write");
    st = sa_kascade_plan_load(path, p);
    T_KAS_FAIL(st == SA_ERROR_IO && t_kas_zero(p), "truncated to %zu bytes: status %d", i, (int)st);
  }
  T_KAS_FAIL(t_kas_write(path, t_kas_good, end_at), "write");
  T_KAS_FAIL(sa_kascade_plan_load(path, p) == SA_OK, "without the last newline: %s", sa_last_error(NULL));
  /* targeted corruptions */
  for (i = 0; i < sizeof edits / sizeof edits[0]; ++i) {
    size_t m;
    t_kas_edit(text, sizeof text, edits[i].from, edits[i].to);
    m = strlen(text);
    if (!strcmp(edits[i].why, "a control byte")) { /* the edit holds \030: find it */
      T_KAS_FAIL(strchr(text, '\030') != NULL, "edit");
    }
    T_KAS_FAIL(strcmp(text, t_kas_good) != 0, "edit %zu did not apply", i);
    T_KAS_FAIL(t_kas_write(path, text, m), "write");
    st = sa_kascade_plan_load(path, p);
    snprintf(why, sizeof why, "%s", edits[i].why);
    T_KAS_FAIL(st == SA_ERROR_IO && t_kas_zero(p) && sa_last_error(NULL)[0], "%s: status %d, message '%s'", why, (int)st,
               sa_last_error(NULL));
  }
  /* random byte damage: refused, or (a digit for a digit) still a consistent plan that saves again */
  for (trial = 0; trial < 500; ++trial) {
    int flips = t_int(&r, 1, 3), f;
    memcpy(text, t_kas_good, n + 1);
    for (f = 0; f < flips; ++f) text[t_int(&r, 0, (int)n - 1)] = (char)t_int(&r, 0, 255);
    T_KAS_FAIL(t_kas_write(path, text, n), "write");
    st = sa_kascade_plan_load(path, p);
    T_KAS_FAIL(st == SA_OK || (st == SA_ERROR_IO && t_kas_zero(p)), "damaged: status %d", (int)st);
    if (st == SA_OK) {
      char path2[600];
      snprintf(path2, sizeof path2, "%s/again.txt", dir);
      ++loaded;
      T_KAS_FAIL(sa_kascade_plan_save(p, path2) == SA_OK, "a loaded plan does not save: %s", sa_last_error(NULL));
    }
  }
  /* save: an inconsistent plan, an unwritable path; load/save: NULL arguments */
  T_KAS_FAIL(t_kas_write(path, t_kas_good, n), "write");
  T_KAS_FAIL(sa_kascade_plan_load(path, p) == SA_OK, "%s", sa_last_error(NULL));
  p->head_map[1][0] = 5;
  T_KAS_FAIL(sa_kascade_plan_save(p, path) == SA_ERROR_INVALID_ARGUMENT, "a map past heads_kv saved");
  p->head_map[1][0] = 1;
  p->anchor_of[3] = 0;
  T_KAS_FAIL(sa_kascade_plan_save(p, path) == SA_ERROR_INVALID_ARGUMENT, "a wrong anchor_of saved");
  p->anchor_of[3] = 2;
  p->anchors[0] = 1;
  T_KAS_FAIL(sa_kascade_plan_save(p, path) == SA_ERROR_INVALID_ARGUMENT, "layer 0 not an anchor saved");
  p->anchors[0] = 0;
  snprintf(text, sizeof text, "%s/no/such/dir/plan.txt", dir);
  T_KAS_FAIL(sa_kascade_plan_save(p, text) == SA_ERROR_IO, "unwritable path accepted");
  T_KAS_FAIL(sa_kascade_plan_save(NULL, path) == SA_ERROR_INVALID_ARGUMENT, "NULL plan");
  T_KAS_FAIL(sa_kascade_plan_save(p, NULL) == SA_ERROR_INVALID_ARGUMENT, "NULL path");
  T_KAS_FAIL(sa_kascade_plan_load(NULL, p) == SA_ERROR_INVALID_ARGUMENT, "NULL path");
  T_KAS_FAIL(sa_kascade_plan_load(path, NULL) == SA_ERROR_INVALID_ARGUMENT, "NULL plan");
  free(p);
  t_rmrf(dir);
  snprintf(t_cur->msg, sizeof t_cur->msg, "%d of 500 random damages still a consistent plan", loaded);
}

TEST(kascade_argument_errors) {
  float sim[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, w[4] = {1, 1, 1, 1}, hs[16], ls[4];
  float q[2 * 4 * 2 * 2] = {0}, k[2 * 4 * 1 * 2] = {0};
  int anchors[4], anchor_of[4], map[4];
  sa_kascade_prompt pr;
  sa_kascade_sim_params p = t_kas_params(2, 2, 1, 2, 1, 0, 1, 0), bad;
  const sa_status E = SA_ERROR_INVALID_ARGUMENT;
  pr.q = q; pr.k = k; pr.tokens = 4;
  { /* the GPU similarity helper's arguments (refused before any device use) */
    sa_kascade_sim_gpu_args ga;
    size_t ws;
    memset(&ga, 0, sizeof ga);
    ga.params = t_kas_params(2, 2, 1, 64, 8, 0, 64, 0); ga.dtype = SA_DTYPE_BF16; ga.tokens = 100;
    ga.q = q; ga.k = k; ga.head_sim = hs;
    CHECK(sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == SA_OK && ws > 0, "%s", sa_last_error(NULL));
    ga.params.tile = 16;
    CHECK(sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(NULL), "tile"),
          "tile 16: %s", sa_last_error(NULL));
    ga.params.tile = 128;
    CHECK(sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == E && strstr(sa_last_error(NULL), "tokens"), "tokens <= tile");
    ga.params.tile = 64; ga.q = NULL;   /* the size needs no pointers */
    CHECK(sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == SA_OK, "%s", sa_last_error(NULL));
    ga.q = q; ga.params.heads_q = 3; ga.params.heads_kv = 2;
    CHECK(sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == E && strstr(sa_last_error(NULL), "heads_q"), "heads_q 3 of 2: %s",
          sa_last_error(NULL));
    CHECK(sa_kascade_similarity_gpu(NULL, &ga, NULL) == E, "NULL ctx");
  }
  /* DP */
  CHECK(sa_kascade_select_anchors(sim, w, 4, 2, anchors, anchor_of, NULL) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_kascade_select_anchors(NULL, w, 4, 2, anchors, NULL, NULL) == E, "NULL sim");
  CHECK(sa_kascade_select_anchors(sim, w, 4, 2, NULL, NULL, NULL) == E, "NULL anchors");
  CHECK(sa_kascade_select_anchors(sim, w, 0, 1, anchors, NULL, NULL) == E, "0 layers");
  CHECK(sa_kascade_select_anchors(sim, w, 4, 0, anchors, NULL, NULL) == E, "budget 0");
  CHECK(sa_kascade_select_anchors(sim, w, 4, 5, anchors, NULL, NULL) == E, "budget > layers");
  CHECK(sa_kascade_select_anchors(sim, w, SA_KASCADE_MAX_LAYERS + 1, 2, anchors, NULL, NULL) == E, "too many layers");
  sim[1 * 4 + 2] = NAN;
  CHECK(sa_kascade_select_anchors(sim, w, 4, 2, anchors, NULL, NULL) == E && strstr(sa_last_error(NULL), "sim[1][2]"),
        "NaN sim: %s", sa_last_error(NULL));
  sim[1 * 4 + 2] = 1;
  sim[2 * 4 + 1] = NAN; /* below the diagonal: never read */
  CHECK(sa_kascade_select_anchors(sim, w, 4, 2, anchors, NULL, NULL) == SA_OK, "NaN below the diagonal: %s",
        sa_last_error(NULL));
  sim[2 * 4 + 1] = 1;
  w[3] = INFINITY;
  CHECK(sa_kascade_select_anchors(sim, w, 4, 2, anchors, NULL, NULL) == E, "inf weight");
  w[3] = 1;
  /* head map */
  memset(hs, 0, sizeof hs);
  CHECK(sa_kascade_head_map(hs, 2, 2, 0, 1, map) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_kascade_head_map(NULL, 2, 2, 0, 1, map) == E, "NULL head_sim");
  CHECK(sa_kascade_head_map(hs, 2, 2, 0, 1, NULL) == E, "NULL head_map");
  CHECK(sa_kascade_head_map(hs, 2, 2, 1, 0, map) == E, "anchor after layer");
  CHECK(sa_kascade_head_map(hs, 2, 2, 0, 2, map) == E, "layer past layers");
  CHECK(sa_kascade_head_map(hs, 2, 2, -1, 1, map) == E, "negative anchor");
  CHECK(sa_kascade_head_map(hs, 2, 0, 0, 1, map) == E, "0 heads");
  CHECK(sa_kascade_head_map(hs, 2, SA_KASCADE_MAX_HEADS_KV + 1, 0, 1, map) == E, "too many heads");
  hs[((0 * 2 + 1) * 2 + 1) * 2 + 0] = NAN;
  CHECK(sa_kascade_head_map(hs, 2, 2, 0, 1, map) == E, "NaN head_sim");
  /* importance */
  CHECK(sa_kascade_importance(sim, sim, 2, 2, 4, w) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_kascade_importance(NULL, sim, 2, 2, 4, w) == E, "NULL x");
  CHECK(sa_kascade_importance(sim, NULL, 2, 2, 4, w) == E, "NULL y");
  CHECK(sa_kascade_importance(sim, sim, 2, 2, 4, NULL) == E, "NULL weights");
  CHECK(sa_kascade_importance(sim, sim, 0, 2, 4, w) == E, "0 layers");
  CHECK(sa_kascade_importance(sim, sim, 2, -1, 4, w) == E, "negative tokens");
  CHECK(sa_kascade_importance(sim, sim, 2, 2, 0, w) == E, "hidden 0");
  sim[5] = NAN;
  CHECK(sa_kascade_importance(sim, w, 1, 1, 4, ls) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_kascade_importance(sim, sim, 2, 2, 4, w) == E, "NaN input");
  sim[5] = 1;
  /* similarity */
  CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_kascade_similarity(NULL, &pr, 1, ls, hs) == E, "NULL params");
  CHECK(sa_kascade_similarity(&p, NULL, 1, ls, hs) == E, "NULL prompts");
  CHECK(sa_kascade_similarity(&p, &pr, 0, ls, hs) == E, "0 prompts");
  CHECK(sa_kascade_similarity(&p, &pr, 1, NULL, NULL) == E, "no output");
  bad = p; bad.layers = 0;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "0 layers");
  bad = p; bad.heads_q = 3; bad.heads_kv = 2;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "heads_q not a multiple of heads_kv");
  bad = p; bad.head_dim = 0;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "head_dim 0");
  bad = p; bad.k = -1;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "k < 0");
  bad = p; bad.tile = -1;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "tile < 0");
  bad = p; bad.topk_fraction = 1.5f;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "fraction > 1");
  bad = p; bad.topk_fraction = NAN;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "fraction NaN");
  bad = p; bad.softmax_scale = -1;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "negative scale");
  bad = p; bad.mode = (sa_kascade_sim_mode)7;
  CHECK(sa_kascade_similarity(&bad, &pr, 1, ls, hs) == E, "bad mode");
  pr.tokens = -1;
  CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == E, "negative tokens");
  pr.tokens = 4; pr.q = NULL;
  CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == E, "NULL q");
  pr.q = q; k[3] = INFINITY;
  CHECK(sa_kascade_similarity(&p, &pr, 1, ls, hs) == E, "inf in k");
  k[3] = 0;
  /* plan_build */
  {
    sa_kascade_plan *pl = (sa_kascade_plan *)malloc(sizeof *pl);
    sa_status s1 = sa_kascade_plan_build(sim, NULL, NULL, 4, 0, 2, pl, NULL);
    sa_status s2 = sa_kascade_plan_build(sim, NULL, NULL, 4, 2, 9, pl, NULL);
    sa_status s3 = sa_kascade_plan_build(sim, NULL, NULL, 4, 2, 2, NULL, NULL);
    free(pl);
    CHECK(s1 == E && s2 == E && s3 == E, "plan_build bad arguments: %d %d %d", (int)s1, (int)s2, (int)s3);
  }
}

#undef T_KAS_FAIL
#endif
