/* Engine features: sliding windows, soft-capping and learned sinks in prefill and decode (dense, BLASST, Kascade's
   gather), against the test's own float64 attention (t_naive) and the library's reference. */
#ifndef T_ENGINE_TESTS_H
#define T_ENGINE_TESTS_H

/* Random engine features: windows smaller than a tile, of a few tiles and larger than the sequence, one-sided and
   two-sided; soft-caps strong and mild; sinks; each also off. */
static void t_random_mods(t_rng *r, t_mods *m, int causal, int len) {
  const int kind = t_int(r, 0, 3);
  memset(m, 0, sizeof *m);
  if (t_int(r, 0, 3) != 0) {
    m->use_window = 1;
    m->window_left = kind == 0 ? t_int(r, 0, 20) : kind == 1 ? t_int(r, 20, 400) : kind == 2 ? len + t_int(r, 0, 100) : -1;
    m->window_right = causal ? (t_int(r, 0, 1) ? -1 : t_int(r, 0, 3)) : t_int(r, 0, 2) == 0 ? -1 : t_int(r, 0, 150);
    if (m->window_left < 0 && m->window_right < 0) m->window_left = t_int(r, 1, 64);
  }
  if (t_int(r, 0, 2) == 0) m->softcap = t_int(r, 0, 1) ? 2.0f : 30.0f;
  m->sinks = t_int(r, 0, 1);
}

/* CPU: the library's reference with windows, soft-caps and sinks equals the test's float64 attention. */
TEST(ref_mods_vs_naive) {
  t_rng r = {20261123};
  static const int groups[] = {1, 3, 4, 5, 8};
  int it;
  for (it = 0; it < 60; ++it) {
    t_prob p;
    t_mods md;
    int hkv = t_int(&r, 1, 2), causal = t_int(&r, 0, 1), layout = t_int(&r, 0, 2), h;
    int sq = t_int(&r, 1, 90), sk = t_int(&r, 0, 1) ? sq : t_int(&r, 1, 120);
    float sinks[40];
    double *ref, *ref_lse, *lib, *lib_lse, num = 0, den = 0, lse_off = 0;
    size_t i;
    t_prob_make(&p, &r, t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16, t_int(&r, 1, 3), sq, sk, hkv * groups[t_int(&r, 0, 4)],
                hkv, 8 * t_int(&r, 1, 4), causal, layout, 1.0);
    t_random_mods(&r, &md, causal, sk);
    p.a.use_window = md.use_window; p.a.window_left = md.window_left; p.a.window_right = md.window_right;
    p.a.softcap = md.softcap;
    for (h = 0; h < p.a.heads_q; ++h) sinks[h] = (float)(5.0 * t_unif(&r) - 2.0);
    p.a.sinks = md.sinks ? sinks : NULL;
    ref = (double *)calloc(p.nq + 1, sizeof(double)); lib = (double *)calloc(p.nq + 1, sizeof(double));
    ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double)); lib_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    t_naive(&p, ref, ref_lse);
    {
      sa_attention_args a = p.a;
      a.q = p.q; a.k = p.k; a.v = p.v; a.cu_seqlens_q = p.cuq; a.cu_seqlens_k = p.cuk;
      CHECK(sa_ref_attention(&a, SA_REF_DOUBLE, lib, lib_lse) == SA_OK, "%s", sa_last_error(NULL));
    }
    for (i = 0; i < p.nq; ++i) { num += (lib[i] - ref[i]) * (lib[i] - ref[i]); den += ref[i] * ref[i]; }
    {
      int b, qi;
      for (b = 0; b < p.a.batch; ++b)
        for (h = 0; h < p.a.heads_q; ++h)
          for (qi = 0; qi < p.lens_q[b]; ++qi) {
            const int64_t li = t_lse_off(&p, b, qi, h);
            const double x = lib_lse[li], y = ref_lse[li];
            const double dlt = isinf(y) ? (x == y ? 0 : INFINITY) : fabs(x - y);
            if (dlt > lse_off) lse_off = dlt;
          }
    }
    CHECK(den == 0 ? num == 0 : sqrt(num / den) < 1e-12, "case %d (Sq %d Sk %d causal %d window %d (%d, %d) softcap %g sinks %d): "
          "rel err %g", it, sq, sk, causal, md.use_window, md.window_left, md.window_right, (double)md.softcap, md.sinks,
          den == 0 ? num : sqrt(num / den));
    CHECK(lse_off < 1e-12, "case %d: LSE off by %g", it, lse_off);
    free(ref); free(lib); free(ref_lse); free(lib_lse);
    t_prob_free(&p);
    if (t_cur->result != T_PASS) return;
  }
}

/* Prefill with engine features on random shapes, both kernel families (t_on_sm80), dense and BLASST (a tiny
   lambda: output within the dense tolerance), against t_naive; each case again over a paged copy of K/V (pages of
   1 to 256 rows, shuffled, unused rows NaN), which must give the same bits. */
static void t_mods_prefill(void) {
  t_rng r = {424242};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 3, 4, 5, 8}, pages[] = {1, 16, 64, 256, 2, 32};
  int it, ran = 0;
  double worst[2] = {0, 0};
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 40; ++it) {
    t_case c;
    t_mods md;
    double err = 0;
    memset(&c, 0, sizeof c);
    c.dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    c.d = dims[it % 4];
    c.hkv = t_int(&r, 1, 2); c.hq = c.hkv * groups[t_int(&r, 0, 4)];
    c.batch = t_int(&r, 1, 3);
    c.sq = t_int(&r, 1, 700);
    c.sk = t_int(&r, 0, 1) ? c.sq : t_int(&r, 1, 900);
    if (it % 10 == 9) c.sq = t_int(&r, 1, 17);
    c.causal = t_int(&r, 0, 1);
    c.layout = t_int(&r, 0, 2);
    c.lse = 1;
    if (!t_carried(c.d)) continue;
    t_random_mods(&r, &md, c.causal, c.sk);
    if (it % 4 == 3) { md.method = SA_METHOD_BLASST; md.blasst.lambda = 1e-5f; }
    md.page_size = pages[it % 6];
    t_gpu_case_mods(&c, &md, t_next(&r), &err);
    if (t_cur->result != T_PASS) return;
    if (err > worst[c.dt]) worst[c.dt] = err;
    ++ran;
  }
  printf("    %d cases with windows, soft-caps and sinks, contiguous and paged; worst relative error bf16 %.2e, fp16 %.2e\n", ran,
         worst[0], worst[1]);
}
GPU_TEST(gpu_mods_prefill) { t_mods_prefill(); }
GPU_TEST(gpu_mods_prefill_sm80) { t_on_sm80(t_mods_prefill); }

/* Decode with engine features: dense (contiguous and paged: the same bits), BLASST (against its reference) and
   Kascade's gather (reuse lists; the window masks listed positions), split and unsplit, q_len 1..16. */
GPU_TEST(gpu_mods_decode) {
  t_rng r = {515151};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 3, 4, 5, 8}, pss[] = {1, 16, 64, 256, 4};
  static const int qlens[] = {1, 1, 3, 8, 16};
  int it, ran = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 36; ++it) {
    t_dec t;
    t_mods md;
    sa_decode_plan plan;
    sa_ref_options ro;
    sa_blasst_params bl;
    char err[512] = "";
    const int d = dims[it % 4], hkv = t_int(&r, 1, 2), ql = qlens[t_int(&r, 0, 4)];
    const int g = groups[t_int(&r, 0, 4)];
    const int B = t_int(&r, 1, 3), maxlen = t_int(&r, ql, 3000), causal = ql > 1 && t_int(&r, 0, 1);
    const int splits = it % 3 == 0 ? 1 : it % 3 == 1 ? 3 : 0, mode = it % 3;   /* 0 dense, 1 BLASST, 2 Kascade */
    const sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    float sinks[64];
    uint16_t *oc, *op;
    double *ref, e;
    size_t n, *idx;
    int h;
    if (!t_carried(d)) continue;
    CHECK(t_dec_make(&t, &r, dt, B, ql, hkv * g, hkv, d, maxlen, pss[t_int(&r, 0, 4)], mode == 1) == 0, "make: %s",
          sa_last_error(NULL));
    t_random_mods(&r, &md, causal, maxlen);
    t.a.use_window = md.use_window; t.a.window_left = md.window_left; t.a.window_right = md.window_right;
    t.a.softcap = md.softcap;
    for (h = 0; h < hkv * g; ++h) sinks[h] = (float)(5.0 * t_unif(&r) - 1.0);
    t.a.sinks = md.sinks ? sinks : NULL;
    memset(&bl, 0, sizeof bl);
    if (mode == 1) bl.lambda = 2e-3f;
    if (mode == 2) {   /* reuse lists: ascending distinct positions before the new keys, some entries ignored */
      const int max_k = 96;
      int b, k;
      t.kc_idx = (int32_t *)malloc(sizeof(int32_t) * (size_t)B * hkv * max_k);
      t.kc_cnt = (int32_t *)malloc(sizeof(int32_t) * (size_t)B * hkv);
      for (b = 0; b < B; ++b)
        for (h = 0; h < hkv; ++h) {
          int32_t *l = t.kc_idx + ((size_t)b * hkv + h) * max_k, pos = 0, own = t.lens[b] - ql;
          for (k = 0; k < max_k && pos < own; ++k) { l[k] = pos; pos += t_int(&r, 1, 1 + 2 * own / max_k); }
          t.kc_cnt[b * hkv + h] = k;
          for (; k < max_k; ++k) l[k] = -1;
        }
      t.a.method = SA_METHOD_KASCADE;
      t.a.kascade.indices = t.kc_idx; t.a.kascade.counts = t.kc_cnt; t.a.kascade.max_k = max_k;
    }
    oc = (uint16_t *)malloc(t.nq * 2); op = (uint16_t *)malloc(t.nq * 2);
    {
      const sa_method meth = mode == 0 ? SA_METHOD_DENSE : mode == 1 ? SA_METHOD_BLASST : SA_METHOD_KASCADE;
      CHECK(t_dec_run(&t, meth, bl, 0, splits, causal, oc, NULL, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
      CHECK(t_dec_run(&t, meth, bl, 1, splits, causal, op, NULL, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
      t.a.method = meth;
    }
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    if (mode == 1) { ro.kv_tile = plan.kv_tile; ro.chunks = plan.num_splits * plan.warps; ro.rows_per_block = plan.rows_per_block; }
    t.a.causal = causal; t.a.blasst = bl;
    ref = (double *)calloc(t.nq, sizeof(double));
    CHECK(sa_ref_decode(&t.a, &ro, ref, NULL) == SA_OK, "ref: %s", sa_last_error(NULL));
    idx = t_dec_index(&t, &n);
    e = t_rel_err16(oc, ref, idx, n, dt);
    CHECK(e < (dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3), "%s decode d%d B%d q_len %d Hq %d Hkv %d L %d causal %d splits %d window %d "
          "(%d, %d) softcap %g sinks %d kv format %d: rel err %g", mode == 0 ? "dense" : mode == 1 ? "BLASST" : "Kascade", d, B, ql, hkv * g,
          hkv, maxlen, causal, splits, md.use_window, md.window_left, md.window_right, (double)md.softcap, md.sinks,
          (int)t.a.kv.format, e);
    CHECK(mode == 1 || !memcmp(oc, op, t.nq * 2), "paged and contiguous outputs differ (case %d)", it);
    if (e > worst) worst = e;
    ++ran;
    free(idx); free(ref); free(oc); free(op);
    t_dec_free(&t);
    if (t_cur->result != T_PASS) return;
  }
  printf("    %d decode cases with windows, soft-caps and sinks; worst relative error %.2e\n", ran, worst);
}
GPU_TEST(gpu_mods_decode_fp8) { t_on_fp8(test_gpu_mods_decode); }

/* ---- sa_merge_states ---- */

/* Key boundaries of `parts` parts of [0, sk): random cuts, empty parts included. */
static void t_cuts(t_rng *r, int sk, int parts, int *cut) {
  int i, j;
  cut[0] = 0; cut[parts] = sk;
  for (i = 1; i < parts; ++i) cut[i] = t_int(r, 0, sk);
  for (i = 1; i < parts; ++i)   /* sort the inner cuts */
    for (j = i + 1; j < parts; ++j)
      if (cut[j] < cut[i]) { int x = cut[i]; cut[i] = cut[j]; cut[j] = x; }
}

/* The attention over keys [k0, k1) of a padded contiguous problem: its args (K/V pointers moved, full strides). */
static sa_attention_args t_part_args(const t_prob *p, const void *q, const void *k, const void *v, int k0, int k1) {
  sa_attention_args a = p->a;
  const int64_t row = (int64_t)a.heads_kv * a.head_dim;
  a.q = q;
  a.k = (const uint16_t *)k + (int64_t)k0 * row;
  a.v = (const uint16_t *)v + (int64_t)k0 * row;
  a.k_strides.batch = a.v_strides.batch = (int64_t)a.seqlen_k * row;
  a.k_strides.seq = a.v_strides.seq = row;
  a.k_strides.head = a.v_strides.head = a.head_dim;
  a.seqlen_k = k1 - k0;
  a.causal = 0;
  return a;
}

/* CPU: the reference merge of parts over disjoint key ranges (O rounded to 16 bits, as the kernels store it) equals
   attention over their union; also the cascade shape: a non-causal shared prefix and a causal suffix. */
TEST(ref_merge_states) {
  t_rng r = {3131};
  int it;
  for (it = 0; it < 24; ++it) {
    const int parts = 1 + it % 8, cascade = it % 6 == 5, hkv = t_int(&r, 1, 2), sq = t_int(&r, 1, 40);
    const int sk = cascade ? sq + t_int(&r, 0, 60) : t_int(&r, 0, 90), np = cascade ? 2 : parts;
    const sa_dtype dt = it % 2 ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    t_prob p;
    sa_merge_args m;
    int cut[SA_MERGE_MAX_PARTS + 1], i;
    size_t nl, e;
    double *ref, *ref_lse, *got, *got_lse, num = 0, den = 0, lse_err = 0;
    uint16_t *po[SA_MERGE_MAX_PARTS];
    float *pl[SA_MERGE_MAX_PARTS];
    t_prob_make(&p, &r, dt, t_int(&r, 1, 2), sq, sk, hkv * t_int(&r, 1, 4), hkv, 8 * t_int(&r, 1, 3), cascade, LAYOUT_CONTIGUOUS, 1.0);
    nl = (size_t)p.a.batch * p.a.heads_q * sq;
    if (cascade) { cut[0] = 0; cut[1] = sk - sq; cut[2] = sk; } else t_cuts(&r, sk, np, cut);
    memset(&m, 0, sizeof m);
    m.dtype = dt; m.parts = np; m.batch = p.a.batch; m.seqlen = sq; m.heads = p.a.heads_q; m.head_dim = p.a.head_dim;
    for (i = 0; i < np; ++i) {
      sa_attention_args a = t_part_args(&p, p.q, p.k, p.v, cut[i], cut[i + 1]);
      double *o = (double *)calloc(p.nq, sizeof(double)), *l = (double *)calloc(nl, sizeof(double));
      a.causal = cascade && i == 1;   /* the suffix: causal among the new tokens */
      CHECK(sa_ref_attention(&a, SA_REF_DOUBLE, o, l) == SA_OK, "part %d: %s", i, sa_last_error(NULL));
      po[i] = (uint16_t *)malloc(p.nq * 2); pl[i] = (float *)malloc(nl * 4);
      for (e = 0; e < p.nq; ++e) po[i][e] = t_to16(o[e], dt);
      for (e = 0; e < nl; ++e) pl[i][e] = (float)l[e];
      m.o_parts[i] = po[i]; m.lse_parts[i] = pl[i];
      free(o); free(l);
    }
    ref = (double *)calloc(p.nq, sizeof(double)); ref_lse = (double *)calloc(nl + 1, sizeof(double));
    got = (double *)calloc(p.nq, sizeof(double)); got_lse = (double *)calloc(nl + 1, sizeof(double));
    t_naive(&p, ref, ref_lse);
    CHECK(sa_ref_merge_states(&m, SA_REF_DOUBLE, got, got_lse) == SA_OK, "merge: %s", sa_last_error(NULL));
    for (e = 0; e < p.nq; ++e) { num += (got[e] - ref[e]) * (got[e] - ref[e]); den += ref[e] * ref[e]; }
    for (e = 0; e < nl; ++e) {
      const double dlt = isinf(ref_lse[e]) ? (got_lse[e] == ref_lse[e] ? 0 : INFINITY) : fabs(got_lse[e] - ref_lse[e]);
      if (dlt > lse_err) lse_err = dlt;
    }
    CHECK(den == 0 ? num == 0 : sqrt(num / den) < (dt == SA_DTYPE_BF16 ? 1e-2 : 2e-3), "case %d (%d parts, Sk %d, cascade %d): "
          "rel err %g", it, np, sk, cascade, den == 0 ? num : sqrt(num / den));
    CHECK(lse_err < 1e-5, "case %d: LSE off by %g", it, lse_err);
    for (i = 0; i < np; ++i) { free(po[i]); free(pl[i]); }
    free(ref); free(ref_lse); free(got); free(got_lse);
    t_prob_free(&p);
    if (t_cur->result != T_PASS) return;
  }
}

/* GPU: parts computed by sa_attention over disjoint key ranges, merged by sa_merge_states (1..8 parts, empty parts,
   the output written over part 0), equal attention over the union (t_naive); LSE too. */
GPU_TEST(gpu_merge_states) {
  t_rng r = {4141};
  static const int dims[] = {64, 96, 128, 256};
  int it;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 24; ++it) {
    const int parts = 1 + it % 8, hkv = t_int(&r, 1, 2), sq = t_int(&r, 1, 300), sk = t_int(&r, 0, 1500);
    const sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    const int inplace = it % 3 == 2;
    t_prob p;
    sa_merge_args m;
    int cut[SA_MERGE_MAX_PARTS + 1], i, bad_lse = 0;
    size_t nl;
    double *ref, *ref_lse, *o64, err, mx;
    uint16_t *out;
    float *lse;
    void *dq, *dk, *dv, *dpo[SA_MERGE_MAX_PARTS], *dpl[SA_MERGE_MAX_PARTS], *dout, *dlse;
    if (!t_carried(dims[it % 4])) continue;
    t_prob_make(&p, &r, dt, t_int(&r, 1, 3), sq, sk, hkv * t_int(&r, 1, 5), hkv, dims[it % 4], 0, LAYOUT_CONTIGUOUS, 1.0);
    nl = (size_t)p.a.batch * p.a.heads_q * sq;
    t_cuts(&r, sk, parts, cut);
    dq = t_dup(p.q, p.nq * 2); dk = t_dup(p.k, p.nk * 2 + 16); dv = t_dup(p.v, p.nk * 2 + 16);
    memset(&m, 0, sizeof m);
    m.dtype = dt; m.parts = parts; m.batch = p.a.batch; m.seqlen = sq; m.heads = p.a.heads_q; m.head_dim = p.a.head_dim;
    for (i = 0; i < parts; ++i) {
      sa_attention_args a = t_part_args(&p, dq, dk, dv, cut[i], cut[i + 1]);
      dpo[i] = t_dalloc(p.nq * 2, 0xff); dpl[i] = t_dalloc(nl * 4, 0xff);
      a.o = dpo[i]; a.lse = (float *)dpl[i];
      CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "part %d: %s", i, sa_last_error(g_ctx));
      m.o_parts[i] = dpo[i]; m.lse_parts[i] = (const float *)dpl[i];
    }
    dout = inplace ? dpo[0] : t_dalloc(p.nq * 2, 0xff);
    dlse = inplace ? dpl[0] : t_dalloc(nl * 4, 0xff);
    m.o = dout; m.lse = (float *)dlse;
    CHECK(sa_merge_states(g_ctx, &m, NULL) == SA_OK, "merge: %s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "sync: %s", sa_last_error(g_ctx));
    out = (uint16_t *)malloc(p.nq * 2); lse = (float *)malloc(nl * 4);
    sa_memcpy_dtoh(g_ctx, out, dout, p.nq * 2);
    sa_memcpy_dtoh(g_ctx, lse, dlse, nl * 4);
    ref = (double *)calloc(p.nq, sizeof(double)); ref_lse = (double *)calloc(nl + 1, sizeof(double));
    t_naive(&p, ref, ref_lse);
    o64 = (double *)malloc(p.nq * sizeof(double));
    for (i = 0; i < (int)p.nq; ++i) o64[i] = t_ld(&p, out, i);
    err = t_compare(&p, o64, t_get_f64, ref, lse, t_get_f32, ref_lse, 2e-3, &bad_lse, &mx);
    CHECK(err < (dt == SA_DTYPE_BF16 ? 1.5e-2 : 4e-3), "case %d (%d parts, B %d Sq %d Sk %d D %d, in place %d): rel err %g, max abs "
          "%g", it, parts, p.a.batch, sq, sk, p.a.head_dim, inplace, err, mx);
    CHECK(bad_lse == 0, "case %d: %d LSE rows off", it, bad_lse);
    if (err > worst) worst = err;
    for (i = 0; i < parts; ++i) { sa_device_free(g_ctx, dpo[i]); sa_device_free(g_ctx, dpl[i]); }
    if (!inplace) { sa_device_free(g_ctx, dout); sa_device_free(g_ctx, dlse); }
    sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv);
    free(out); free(lse); free(ref); free(ref_lse); free(o64);
    t_prob_free(&p);
    if (t_cur->result != T_PASS) return;
  }
  printf("    24 merges of 1..8 parts equal attention over the union; worst relative error %.2e\n", worst);
}

/* ---- prefill over a KV cache ---- */

/* CPU: the reference over a paged cache (pages of 1..256 rows, shuffled, unused rows NaN) and over a padded cache
   with per-sequence lengths gives, bit for bit, its result over packed K/V; packed queries, every engine feature. */
TEST(ref_cache_layouts) {
  t_rng r = {777001};
  static const int pages[] = {1, 2, 16, 64, 256, 8}, groups[] = {1, 3, 4, 5, 8};
  int it;
  for (it = 0; it < 36; ++it) {
    t_prob p;
    t_mods md;
    t_pcache pg;
    int hkv = t_int(&r, 1, 2), causal = t_int(&r, 0, 1), b, j, h;
    const int sq = t_int(&r, 1, 60), sk = t_int(&r, 1, 300);
    float sinks[40];
    double *o[3], *l[3];
    uint16_t *kp, *vp;
    size_t nl, k;
    sa_attention_args a[3];
    t_prob_make(&p, &r, t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16, t_int(&r, 1, 3), sq, sk,
                hkv * groups[t_int(&r, 0, 4)], hkv, 8 * t_int(&r, 1, 4), causal, LAYOUT_PACKED, 1.0);
    t_random_mods(&r, &md, causal, sk);
    for (h = 0; h < p.a.heads_q; ++h) sinks[h] = (float)(5.0 * t_unif(&r) - 2.0);
    p.a.use_window = md.use_window; p.a.window_left = md.window_left; p.a.window_right = md.window_right;
    p.a.softcap = md.softcap; p.a.sinks = md.sinks ? sinks : NULL;
    t_paged_make(&pg, &p, &r, pages[it % 6]);
    /* the padded cache: [B, sk, Hkv, D], rows past each length NaN */
    k = (size_t)p.a.batch * sk * hkv * p.a.head_dim;
    kp = (uint16_t *)malloc(k * 2); vp = (uint16_t *)malloc(k * 2);
    memset(kp, 0xff, k * 2); memset(vp, 0xff, k * 2);
    for (b = 0; b < p.a.batch; ++b)
      for (j = 0; j < p.lens_k[b]; ++j)
        for (h = 0; h < hkv; ++h) {
          const size_t at = (((size_t)b * sk + j) * hkv + h) * p.a.head_dim;
          memcpy(kp + at, p.k + t_off(&p, p.a.k_strides, b, j, h, 0), (size_t)p.a.head_dim * 2);
          memcpy(vp + at, p.v + t_off(&p, p.a.v_strides, b, j, h, 0), (size_t)p.a.head_dim * 2);
        }
    a[0] = a[1] = a[2] = p.a;
    a[1].cu_seqlens_k = NULL; a[1].seqlens_k = pg.lens; a[1].block_table = pg.bt; a[1].k = pg.k; a[1].v = pg.v;
    a[1].page_size = pg.page_size; a[1].max_pages = pg.max_pages; a[1].num_pages = pg.num_pages;
    a[2].cu_seqlens_k = NULL; a[2].seqlens_k = pg.lens; a[2].k = kp; a[2].v = vp;
    nl = t_lse_elems(&p);
    for (j = 0; j < 3; ++j) {
      o[j] = (double *)calloc(p.nq + 1, sizeof(double)); l[j] = (double *)calloc(nl + 1, sizeof(double));
      CHECK(sa_ref_attention(&a[j], SA_REF_DOUBLE, o[j], l[j]) == SA_OK, "layout %d: %s", j, sa_last_error(NULL));
    }
    CHECK(!memcmp(o[0], o[1], p.nq * sizeof(double)) && !memcmp(l[0], l[1], nl * sizeof(double)),
          "case %d: paged (page %d) and packed references differ", it, pg.page_size);
    CHECK(!memcmp(o[0], o[2], p.nq * sizeof(double)) && !memcmp(l[0], l[2], nl * sizeof(double)),
          "case %d: padded-cache and packed references differ", it);
    for (j = 0; j < 3; ++j) { free(o[j]); free(l[j]); }
    free(kp); free(vp);
    t_paged_free(&pg);
    t_prob_free(&p);
    if (t_cur->result != T_PASS) return;
  }
}

/* Chunked prefill: a prompt prefilled in 1, 2 and 7 chunks against the growing cache (paged, pages of 1..256 rows,
   or padded with per-sequence lengths) gives the one-shot prefill's rows and LSE; windows, soft-caps and sinks;
   both kernel families. The one-shot result is checked against t_naive where that is affordable. */
static void t_chunked_prefill(void) {
  t_rng r = {606060};
  static const int dims[] = {64, 96, 128, 256}, groups[] = {1, 3, 4, 5, 8}, pages[] = {1, 16, 64, 256}, nch[] = {1, 2, 7};
  int it, ran = 0, bitwise = 0;
  double worst = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 18; ++it) {
    const int d = dims[it % 4], hkv = t_int(&r, 1, 2), g = groups[t_int(&r, 0, 4)], chunks = nch[it % 3];
    const int L = it == 5 ? 20000 : t_int(&r, 1, 2500), B = it == 5 ? 1 : t_int(&r, 1, 2), paged = it % 2 == 0;
    const int ps = pages[t_int(&r, 0, 3)], hq = it == 5 ? hkv : hkv * g;
    const sa_dtype dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    t_prob p;
    t_mods md;
    t_pcache pg;
    sa_attention_args a;
    float sinks[64], *l1, *l2, *lc;
    uint16_t *o1, *o2;
    int32_t lens[2];
    int cut[8], i, b, h, q;
    void *dq, *dk, *dv, *dbt = NULL, *dlens, *do1, *do2, *dl1, *dlc, *dsinks = NULL;
    const size_t row = (size_t)hq * d, nl = (size_t)B * hq * L;
    double err, num = 0, den = 0, lse_off = 0;
    if (!t_carried(d)) continue;
    t_prob_make(&p, &r, dt, B, L, L, hq, hkv, d, 1, LAYOUT_CONTIGUOUS, 1.0);
    t_random_mods(&r, &md, 1, L);
    for (h = 0; h < hq; ++h) sinks[h] = (float)(4.0 * t_unif(&r) - 1.0);
    if (paged) t_paged_make(&pg, &p, &r, ps);
    dq = t_dup(p.q, p.nq * 2);
    dk = paged ? t_dup(pg.k, pg.n * 2) : t_dup(p.k, p.nk * 2);
    dv = paged ? t_dup(pg.v, pg.n * 2) : t_dup(p.v, p.nk * 2);
    if (paged) dbt = t_dup(pg.bt, sizeof(int32_t) * (size_t)B * pg.max_pages);
    dlens = t_dalloc(8, 0);
    do1 = t_dalloc(p.nq * 2, 0xff); do2 = t_dalloc(p.nq * 2, 0xff);
    dl1 = t_dalloc(nl * 4, 0xff); dlc = t_dalloc(nl * 4, 0xff);
    if (md.sinks) dsinks = t_dup(sinks, sizeof(float) * (size_t)hq);
    memset(&a, 0, sizeof a);
    a.dtype = dt; a.batch = B; a.heads_q = hq; a.heads_kv = hkv; a.head_dim = d; a.causal = 1;
    a.use_window = md.use_window; a.window_left = md.window_left; a.window_right = md.window_right;
    a.softcap = md.softcap; a.sinks = (const float *)dsinks;
    a.k = dk; a.v = dv; a.seqlens_k = (const int32_t *)dlens;
    a.q_strides.batch = a.o_strides.batch = (int64_t)L * row; a.q_strides.seq = a.o_strides.seq = (int64_t)row;
    a.q_strides.head = a.o_strides.head = d;
    if (paged) { a.block_table = (const int32_t *)dbt; a.page_size = ps; a.max_pages = pg.max_pages; a.num_pages = pg.num_pages; }
    else {       /* the padded cache holds L rows per sequence, whatever length a chunk has reached */
      a.k_strides.batch = a.v_strides.batch = (int64_t)L * hkv * d;
      a.k_strides.seq = a.v_strides.seq = (int64_t)hkv * d;
      a.k_strides.head = a.v_strides.head = d;
    }
    /* one shot */
    lens[0] = lens[1] = L;
    sa_memcpy_htod(g_ctx, dlens, lens, 8);
    a.seqlen_q = a.seqlen_k = L; a.q = dq; a.o = do1; a.lse = (float *)dl1;
    CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "one shot: %s", sa_last_error(g_ctx));
    /* the chunks: rows [cut[i], cut[i+1]) against the first cut[i+1] keys; LSE [B, Hq, chunk] per chunk */
    l2 = (float *)malloc(nl * 4 + 4); lc = (float *)malloc(nl * 4 + 4); l1 = (float *)malloc(nl * 4 + 4);
    t_cuts(&r, L, chunks, cut);
    for (i = 0; i < chunks; ++i) {
      const int n = cut[i + 1] - cut[i];
      if (n == 0) continue;
      CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "sync");
      lens[0] = lens[1] = cut[i + 1];
      sa_memcpy_htod(g_ctx, dlens, lens, 8);
      a.seqlen_q = n; a.seqlen_k = cut[i + 1];
      a.q = (const uint16_t *)dq + (size_t)cut[i] * row; a.o = (uint16_t *)do2 + (size_t)cut[i] * row; a.lse = (float *)dlc;
      CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "chunk %d of %d: %s", i, chunks, sa_last_error(g_ctx));
      CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, lc, dlc, (size_t)B * hq * n * 4) == SA_OK, "copy");
      for (b = 0; b < B; ++b)
        for (h = 0; h < hq; ++h)
          memcpy(l2 + ((size_t)b * hq + h) * L + cut[i], lc + ((size_t)b * hq + h) * n, (size_t)n * 4);
    }
    o1 = (uint16_t *)malloc(p.nq * 2); o2 = (uint16_t *)malloc(p.nq * 2);
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, o1, do1, p.nq * 2) == SA_OK &&
              sa_memcpy_dtoh(g_ctx, o2, do2, p.nq * 2) == SA_OK && sa_memcpy_dtoh(g_ctx, l1, dl1, nl * 4) == SA_OK, "copy back");
    for (q = 0; q < (int)p.nq; ++q) {
      const double x = t_ld(&p, o1, q), y = t_ld(&p, o2, q);
      CHECK(isfinite(x) && isfinite(y), "case %d: non-finite output at %d (one shot %g, chunked %g)", it, q, x, y);
      num += (x - y) * (x - y); den += x * x;
    }
    for (q = 0; q < (int)nl; ++q) {
      const double dl = isinf(l1[q]) && l1[q] == l2[q] ? 0 : fabs((double)l1[q] - l2[q]);
      if (!(dl <= lse_off)) lse_off = dl;
    }
    err = den > 0 ? sqrt(num / den) : sqrt(num);
    bitwise += !memcmp(o1, o2, p.nq * 2) && !memcmp(l1, l2, nl * 4);
    CHECK(err < 1e-3 && lse_off < 1e-4, "case %d (%s, page %d, L %d, %d chunks, d%d Hq %d Hkv %d, window %d (%d, %d) softcap %g "
          "sinks %d): chunked vs one shot: rel err %g, LSE off by %g", it, paged ? "paged" : "padded cache", ps, L, chunks, d, hq,
          hkv, md.use_window, md.window_left, md.window_right, (double)md.softcap, md.sinks, err, lse_off);
    if ((double)L * L * hq * d * B < 4e9) {   /* the one-shot result itself, against float64 attention */
      double *ref = (double *)calloc(p.nq, sizeof(double)), *ref_lse = (double *)calloc(nl + 1, sizeof(double)), mx;
      double *o64 = (double *)malloc(p.nq * sizeof(double)), e;
      int bad_lse = 0;
      p.a.use_window = md.use_window; p.a.window_left = md.window_left; p.a.window_right = md.window_right;
      p.a.softcap = md.softcap; p.a.sinks = md.sinks ? sinks : NULL;
      t_naive(&p, ref, ref_lse);
      for (q = 0; q < (int)p.nq; ++q) o64[q] = t_ld(&p, o1, q);
      e = t_compare(&p, o64, t_get_f64, ref, l1, t_get_f32, ref_lse, 2e-3, &bad_lse, &mx);
      CHECK(e < (dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3) && bad_lse == 0, "case %d: one shot vs float64: rel err %g, %d LSE rows off",
            it, e, bad_lse);
      if (e > worst) worst = e;
      free(ref); free(ref_lse); free(o64);
    }
    ++ran;
    sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv); sa_device_free(g_ctx, dbt);
    sa_device_free(g_ctx, dlens); sa_device_free(g_ctx, do1); sa_device_free(g_ctx, do2); sa_device_free(g_ctx, dl1);
    sa_device_free(g_ctx, dlc); sa_device_free(g_ctx, dsinks);
    free(o1); free(o2); free(l1); free(l2); free(lc);
    if (paged) t_paged_free(&pg);
    t_prob_free(&p);
    if (t_cur->result != T_PASS) return;
  }
  printf("    %d prompts in 1, 2 and 7 chunks equal their one-shot prefill (%d bit for bit); worst one-shot error %.2e\n", ran,
         bitwise, worst);
}
GPU_TEST(gpu_chunked_prefill) { t_chunked_prefill(); }
GPU_TEST(gpu_chunked_prefill_sm80) { t_on_sm80(t_chunked_prefill); }

#endif
