/* Tests of the config space, tuning files, the tuned variant choice, sa_precompile and sa_autotune.
   CPU: the generated config table against its limits and the variant table; a tuned entry changes the choice (and
   decode's split count) through the one selection path; tuning files round trip, and files of another GPU, driver or
   version, or damaged ones, are ignored with a warning; sa_precompile_arch and the sa_precompile tool fill a cache
   folder without a GPU. GPU: sa_autotune writes a file that a new context loads and follows; sa_precompile cold,
   then warm, then per-kernel load times from the disk cache; a second context reads every kernel the GPU tests before
   it loaded from the disk cache.
   Included by run_tests.c after the other test headers (uses t_tmpdir, t_rmrf, t_sh, g_root, g_ctx, g_warns and
   t_count_warn). */
#ifndef SA_TEST_TUNING_H
#define SA_TEST_TUNING_H

#include <dirent.h>

/* A fake context with an arch's limits, for selection tests without a GPU. */
static void t_fake_ctx(sa_context *c, int cc, int smem_optin, int max_family) {
  memset(c, 0, sizeof *c);
  c->magic = SA__MAGIC;
  pthread_mutex_init(&c->mu, NULL);
  pthread_mutex_init(&c->err_mu, NULL);
  sa__jit_init(&c->jit, "/nonexistent", 1, NULL, NULL);
  c->cc_major = cc / 10; c->cc_minor = cc % 10;
  c->smem_optin = smem_optin; c->smem_per_sm = smem_optin + 1024;
  c->sm_count = 132; c->max_family = max_family; c->driver_version = 13000;
  sa__strlcpy(c->name, "fake GPU", sizeof c->name);
  snprintf(c->arch, sizeof c->arch, "sm_%d%s", cc, cc == 90 ? "a" : "");
  sa__live_add(c);   /* public entry points take only live contexts */
}
static void t_fake_free(sa_context *c) {
  sa__live_remove(c);
  pthread_mutex_destroy(&c->mu);
  pthread_mutex_destroy(&c->err_mu);
  pthread_mutex_destroy(&c->jit.mu);
}

/* Every config of the space: within its family's limits, rendered as variants for every dtype and for each causality
   and KV layout its slot carries; one default (preference 0) per slot and family; the default a context picks for
   each tunable slot is a config of the space; the first split policy is the rule decode used before tuning. */
TEST(tune_config_space) {
  int nc, nv, na, np, i, j, k;
  const sa__config *c = sa__config_table(&nc);
  const sa__variant *v = sa__variant_table(&nv);
  const sa__arch_limit *al = sa__arch_limit_table(&na);
  const sa__split_policy *sp = sa__split_policy_table(&np);
  CHECK(nc > 0 && np > 0 && na > 0, "empty tables: %d configs, %d split policies, %d arch limits", nc, np, na);
  CHECK(sp[0].min_tiles_per_warp == 8 && sp[0].waves == 1, "the default split policy %s is not (8 tiles a warp, 1 wave)",
        sp[0].name);
  for (i = 0; i < nc; ++i) {
    int fam_max = 0, fallback = 0, seen[2][2][2], any = 0;
    for (k = 0; k < na; ++k)
      if (al[k].family == c[i].family) {
        if (al[k].smem_per_block > fam_max) fam_max = al[k].smem_per_block;
        if (al[k].fallback) fallback = al[k].smem_per_block;
      }
    CHECK(fam_max > 0 && fallback > 0, "%s: no arch limits for family %d", c[i].name, c[i].family);
    CHECK(c[i].smem_bytes > 0 && c[i].smem_bytes <= fam_max, "%s d%d: %d B of shared memory, family limit %d", c[i].name,
          c[i].head_dim, c[i].smem_bytes, fam_max);
    CHECK(c[i].acc_regs + SA__GEN_REG_OVERHEAD <= c[i].reg_budget && c[i].reg_budget <= 255, "%s d%d: %d accumulators, budget %d",
          c[i].name, c[i].head_dim, c[i].acc_regs, c[i].reg_budget);
    {
      const long producers = c[i].threads - c[i].warps * 32;   /* a warp-specialized config's producer warpgroup */
      CHECK(producers == 0 || (producers == 128 && c[i].family == 90), "%s d%d: %d threads for %d warps", c[i].name,
            c[i].head_dim, c[i].threads, c[i].warps);
      CHECK(((long)c[i].warps * 32 * c[i].reg_budget + producers * SA__GEN_WS_PRODUCER_REGS(c[i].warps)) * c[i].min_blocks <= 65536,
            "%s d%d: %d threads (%ld producers) x %d registers x %d blocks > 65536", c[i].name, c[i].head_dim,
            c[i].threads, producers, c[i].reg_budget, c[i].min_blocks);
    }
    /* one default per (slot, family) */
    for (j = 0; j < nc; ++j)
      CHECK(j == i || c[j].kind != c[i].kind || c[j].blasst != c[i].blasst || c[j].sub != c[i].sub ||
                c[j].head_dim != c[i].head_dim || c[j].family != c[i].family ||
                (c[j].preference != c[i].preference && strcmp(c[j].name, c[i].name)),
            "%s and %s (d%d): same slot, same preference or name", c[i].name, c[j].name, c[i].head_dim);
    /* its variants: both dtypes, and every (causal, paged) combination any config of the slot has (the FP8-cache decode
       variants, dtype SA__KDT_*_KV8, are outside the tuned space) */
    memset(seen, 0, sizeof seen);
    for (k = 0; k < nv; ++k)
      if (v[k].kind == c[i].kind && v[k].blasst == c[i].blasst && v[k].sub == c[i].sub && v[k].head_dim == c[i].head_dim &&
          v[k].dtype <= SA_DTYPE_FP16 && sa__variant_has_config(&v[k], &c[i])) {
        char *src = sa__variant_source(&v[k]);
        CHECK(src && strstr(src, v[k].name), "%s: no source", v[k].name);
        free(src);
        seen[v[k].dtype][v[k].causal][v[k].paged] = 1;
        any = 1;
      }
    CHECK(any, "config %s d%d has no variant", c[i].name, c[i].head_dim);
    for (k = 0; k < nv; ++k)
      if (v[k].kind == c[i].kind && v[k].blasst == c[i].blasst && v[k].sub == c[i].sub && v[k].head_dim == c[i].head_dim &&
          v[k].family == c[i].family && v[k].dtype <= SA_DTYPE_FP16)
        CHECK(seen[0][v[k].causal][v[k].paged] && seen[1][v[k].causal][v[k].paged],
              "config %s d%d lacks a variant of causal=%d paged=%d that %s has", c[i].name, c[i].head_dim, v[k].causal,
              v[k].paged, v[k].name);
  }
  /* the default each tunable slot gets on sm_80 (163 KiB), sm_86 (99 KiB) and sm_90a (both families): a config of the
     space that fits with its static shared memory */
  {
    static const int archs[][3] = {{80, 166912, 80}, {90, 232448, 90}, {90, 232448, 80}, {86, 101376, 80}};
    int a, f, d;
    for (a = 0; a < 4; ++a) {
      sa_context fake;
      t_fake_ctx(&fake, archs[a][0], archs[a][1], archs[a][2]);
      for (f = 0; f < SA__N_TUNE_FAMILIES; ++f)
        for (d = 64; d <= 256; d += 32) {
          sa__want w;
          sa_status st = SA_OK;
          int vi, found = 0;
          memset(&w, 0, sizeof w);
          w.kind = sa__tune_families[f].kind; w.blasst = sa__tune_families[f].blasst; w.sub = sa__tune_families[f].sub;
          w.causal = w.kind == SA__KIND_FWD_PREFILL; w.mi = w.kind == SA__KIND_FWD_DECODE ? 1 : 0;
          vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, d, &st);
          if (vi < 0) { /* not carried: the message says so (every carried head dim has a kernel on every arch) */
            CHECK(st == SA_ERROR_UNSUPPORTED, "%s d%d sm_%d: status %d", sa__tune_families[f].name, d, archs[a][0], (int)st);
            CHECK(!t_carried(d), "%s d%d on sm_%d: no kernel: %s", sa__tune_families[f].name, d, archs[a][0], fake.err);
            continue;
          }
          CHECK(sa__smem_need(&v[vi], 0) <= archs[a][1], "%s on sm_%d: %d bytes with its static shared memory", v[vi].name,
                archs[a][0], sa__smem_need(&v[vi], 0));
          for (k = 0; k < nc; ++k)
            found |= c[k].kind == v[vi].kind && c[k].blasst == v[vi].blasst && c[k].sub == v[vi].sub &&
                     c[k].head_dim == d && sa__variant_has_config(&v[vi], &c[k]);
          CHECK(found, "%s: the default of %s d%d on sm_%d is not in the config space", v[vi].name, sa__tune_families[f].name,
                d, archs[a][0]);
        }
      /* the 32-key d128 prefill config is what a 99 KiB GPU runs */
      if (archs[a][0] == 86 && t_carried(128)) {
        sa__want w;
        sa_status st = SA_OK;
        int vi;
        memset(&w, 0, sizeof w);
        w.kind = SA__KIND_FWD_PREFILL;
        vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
        CHECK(vi >= 0 && v[vi].smem_bytes <= 101376, "d128 prefill on 99 KiB: %s", vi >= 0 ? v[vi].name : fake.err);
      }
      t_fake_free(&fake);
    }
  }
}

/* A config of a slot by name (for the tests). */
static int t_config(int fam, int d, const char *name) { return sa__config_find(fam, d, 90, name); }

/* A tuned entry changes the prefill variant and decode's variant and split count; a context of another max family
   ignores it; a config this call's variant lacks falls back to the default. */
TEST(tune_selection) {
  sa_context fake;
  sa__want w;
  sa_status st = SA_OK;
  int nv, def, vi, ci;
  const sa__variant *v = sa__variant_table(&nv);
  sa__tune_entry e;
  if (!t_carried(128)) SKIP("d128 is not carried");
  t_fake_ctx(&fake, 90, 232448, 80);
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_PREFILL;
  w.causal = 1;
  def = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(def >= 0 && v[def].bn == 64, "default d128 prefill: %s", def >= 0 ? v[def].name : fake.err);
  ci = t_config(0, 128, "m128n32w4s2__sm80");
  CHECK(ci >= 0, "m128n32w4s2__sm80 is not a d128 prefill config");
  memset(&e, 0, sizeof e);
  e.fam = 0; e.dtype = SA_DTYPE_BF16; e.head_dim = 128; e.max_family = 80; e.config = ci; e.split = 0;
  CHECK(sa__tune_put(&fake.tune, &e), "put");
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(vi >= 0 && v[vi].bn == 32 && v[vi].causal == 1 && v[vi].blasst == 0, "tuned: %s", vi >= 0 ? v[vi].name : fake.err);
  w.causal = 0;
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(vi >= 0 && v[vi].bn == 32 && v[vi].causal == 0, "tuned, non-causal: %s", vi >= 0 ? v[vi].name : "-");
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_FP16, 128, &st);
  CHECK(vi >= 0 && v[vi].bn == 64, "fp16 is another slot: %s", vi >= 0 ? v[vi].name : "-");
  w.blasst = 1;
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(vi >= 0 && v[vi].bn == 64, "BLASST prefill is another slot: %s", vi >= 0 ? v[vi].name : "-");
  w.blasst = 0;
  fake.max_family = 90; /* an entry made for max family 80 does not apply */
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(vi >= 0 && v[vi].family == 90, "max family 90 took the family-80 entry: %s", vi >= 0 ? v[vi].name : "-");
  fake.max_family = 80;
  fake.smem_optin = 48 * 1024; /* the tuned config no longer fits: no variant of d128 does */
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(vi < 0 && st == SA_ERROR_UNSUPPORTED, "48 KiB: %d", vi);
  fake.smem_optin = 232448;

  /* decode: a long sequence at batch 1 splits; the tuned config and split policy both change the plan */
  {
    sa_decode_args a;
    sa_decode_plan p0, p1;
    sa__dec r;
    int v0, v1, si;
    void *dummy = &a;
    memset(&a, 0, sizeof a);
    a.batch = 1; a.q_len = 1; a.heads_q = 32; a.heads_kv = 8; a.head_dim = 128;
    a.q = a.k = a.v = dummy; a.o = dummy; a.seqlens_k = (const int32_t *)dummy; a.max_seqlen_k = 65536;
    fake.tune.n = 0;
    CHECK(sa__check_decode(&fake, "t", &a, &r) == SA_OK && sa__decode_pass_info(&fake, "t", &a, &r, 0, &v0, &p0) == SA_OK,
          "plan: %s", fake.err);
    CHECK(v[v0].stages == 3 && p0.num_splits > 1, "default decode: %s, %d splits", v[v0].name, p0.num_splits);
    ci = t_config(2, 128, "n32w4s2__sm80");
    si = sa__split_find("split4w2");
    CHECK(ci >= 0 && si > 0, "config %d, split policy %d", ci, si);
    e.fam = 2; e.config = ci; e.split = si;
    CHECK(sa__tune_put(&fake.tune, &e), "put");
    CHECK(sa__decode_pass_info(&fake, "t", &a, &r, 0, &v1, &p1) == SA_OK, "plan: %s", fake.err);
    CHECK(v[v1].stages == 2 && p1.num_splits > p0.num_splits, "tuned decode: %s, %d splits (default %d)", v[v1].name,
          p1.num_splits, p0.num_splits);
    CHECK(sa_decode_plan_get(&fake, &a, &p1) == SA_OK && p1.num_splits > p0.num_splits && p1.workspace_bytes > p0.workspace_bytes,
          "sa_decode_plan_get does not follow the tuned split policy: %d splits", p1.num_splits);
    a.heads_q = 64; a.q_len = 4; /* 4 tokens x a group of 8 = 32 rows -> 2 row tiles (mi 2): n32w4s2 has them too */
    CHECK(sa__check_decode(&fake, "t", &a, &r) == SA_OK && sa__decode_pass_info(&fake, "t", &a, &r, 0, &v1, &p1) == SA_OK, "%s", fake.err);
    CHECK(v[v1].stages == 2, "tuned decode with 2 row tiles: %s", v[v1].name);
  }
  t_fake_free(&fake);
}

/* A table of three slots, written and read back. */
static void t_tune_ident(sa__tune_ident *id) {
  memset(id, 0, sizeof *id);
  sa__strlcpy(id->gpu, "NVIDIA Test GPU 80GB", sizeof id->gpu);
  id->sm_count = 132; id->cc = 90; id->driver = 13000;
  sa__strlcpy(id->version, SPARSEATTN_VERSION_STRING, sizeof id->version);
}
static int t_tune_table(sa__tune_table *t) {
  sa__tune_entry e;
  memset(t, 0, sizeof *t);
  memset(&e, 0, sizeof e);
  e.fam = 0; e.dtype = SA_DTYPE_BF16; e.head_dim = 128; e.max_family = 90;
  if ((e.config = t_config(0, 128, "m128n32w4s2__sm80")) < 0 || !sa__tune_put(t, &e)) return 0;
  e.dtype = SA_DTYPE_FP16;
  if ((e.config = t_config(0, 128, "m128n128w8s3__sm90")) < 0 || !sa__tune_put(t, &e)) return 0;
  e.fam = 2; e.dtype = SA_DTYPE_BF16; e.max_family = 80; e.split = sa__split_find("split16w1");
  if ((e.config = t_config(2, 128, "n32w4s2__sm80")) < 0 || e.split < 0 || !sa__tune_put(t, &e)) return 0;
  return 1;
}

TEST(tune_file_roundtrip) {
  char dir[256], path[512], why[512];
  sa__tune_ident id;
  sa__tune_table t, got;
  sa__jit j;
  int i;
  if (!t_carried(128)) SKIP("d128 is not carried");
  CHECK(t_tune_table(&t), "building the table");
  t_tune_ident(&id);
  t_tmpdir(dir, sizeof dir, "tune");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(path, sizeof path, "%s/sub/tuning.txt", dir); /* the folder is created */
  CHECK(sa__tune_write(path, &id, &t, "prefill bf16 d128 short: 1.0 ms\nsecond line") == 0, "write: %s", strerror(errno));
  CHECK(sa__tune_read(path, &id, &got, why, sizeof why) == 1, "read back: %s", why);
  CHECK(got.n == t.n, "%d slots read, %d written", got.n, t.n);
  for (i = 0; i < t.n; ++i)
    CHECK(!memcmp(&got.e[i], &t.e[i], sizeof t.e[i]), "slot %d differs", i);
  g_warns = 0;
  sa__jit_init(&j, dir, 0, t_count_warn, NULL);
  CHECK(sa__tune_load(&j, path, &id, &got) == 1 && got.n == 3 && g_warns == 0, "load: %d slots, %d warnings", got.n, g_warns);
  snprintf(path, sizeof path, "%s/absent.txt", dir);
  CHECK(sa__tune_load(&j, path, &id, &got) == 0 && got.n == 0 && g_warns == 0, "absent file: %d warnings", g_warns);
  pthread_mutex_destroy(&j.mu);
  {
    char p1[512];
    sa__tune_default_path("/c", "NVIDIA H100 80GB HBM3", "sm_90a", p1, sizeof p1);
    CHECK(!strcmp(p1, "/c/tuning-NVIDIA_H100_80GB_HBM3-sm_90a.txt"), "default path %s", p1);
  }
  t_rmrf(dir);
}

/* A file of another GPU name, SM count, compute capability, driver or library version: ignored with one warning. */
TEST(tune_file_mismatch) {
  char dir[256], path[512], why[512];
  sa__tune_ident id, other;
  sa__tune_table t, got;
  sa__jit j;
  int c;
  if (!t_carried(128)) SKIP("d128 is not carried");
  CHECK(t_tune_table(&t), "building the table");
  t_tune_ident(&id);
  t_tmpdir(dir, sizeof dir, "tunemm");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(path, sizeof path, "%s/tuning.txt", dir);
  sa__jit_init(&j, dir, 0, t_count_warn, NULL);
  for (c = 0; c < 5; ++c) {
    static const char *what[] = {"GPU name", "SM count", "compute capability", "driver", "library version"};
    other = id;
    if (c == 0) sa__strlcpy(other.gpu, "NVIDIA A100-SXM4-80GB", sizeof other.gpu);
    if (c == 1) other.sm_count = 114;
    if (c == 2) other.cc = 89;
    if (c == 3) other.driver = 12080;
    if (c == 4) sa__strlcpy(other.version, "0.0.1", sizeof other.version);
    CHECK(sa__tune_write(path, &other, &t, NULL) == 0, "write");
    CHECK(sa__tune_read(path, &id, &got, why, sizeof why) == -2 && got.n == 0, "another %s: not refused as a mismatch (%s)",
          what[c], why);
    CHECK(strstr(why, "was made for"), "another %s: message '%s'", what[c], why);
    g_warns = 0;
    CHECK(sa__tune_load(&j, path, &id, &got) == -2 && got.n == 0 && g_warns == 1, "another %s: %d warnings, %d slots", what[c],
          g_warns, got.n);
  }
  pthread_mutex_destroy(&j.mu);
  t_rmrf(dir);
}

/* Replace the first occurrence of a in s by b and recompute the checksum line: a file damaged "consistently". */
static void t_tune_edit(char *s, size_t cap, const char *a, const char *b) {
  char *p = strstr(s, a), *sum;
  unsigned char d[32];
  char hex[65];
  if (p) {
    size_t la = strlen(a), lb = strlen(b);
    memmove(p + lb, p + la, strlen(p + la) + 1);
    memcpy(p, b, lb);
  }
  sum = strstr(s, "sha256 ");
  if (!sum) return;
  *sum = 0;
  sa__sha256_buf(s, strlen(s), d);
  sa__hex(d, 32, hex);
  snprintf(sum, cap - (size_t)(sum - s), "sha256 %s\n", hex);
}

TEST(tune_file_damage) {
  char dir[256], path[512], why[512];
  sa__tune_ident id;
  sa__tune_table t, got;
  sa__jit j;
  char *good;
  size_t n;
  int c;
  if (!t_carried(128)) SKIP("d128 is not carried");
  CHECK(t_tune_table(&t), "building the table");
  t_tune_ident(&id);
  good = sa__tune_format(&id, &t, "a comment");
  CHECK(good, "format");
  n = strlen(good);
  t_tmpdir(dir, sizeof dir, "tunedmg");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(path, sizeof path, "%s/tuning.txt", dir);
  sa__jit_init(&j, dir, 0, t_count_warn, NULL);
  for (c = 0; c < 13; ++c) {
    static const char *what[] = {"truncated", "flipped byte", "zero length", "foreign (ELF)", "foreign text",
                                 "unknown config", "config of another family", "unknown family", "unknown split policy",
                                 "no end line", "a slot twice", "text after end", "unknown dtype"};
    char buf[8192];
    size_t len = n;
    FILE *f;
    CHECK(n + 200 < sizeof buf, "file too long for the test");
    memcpy(buf, good, n + 1);
    switch (c) {
      case 0: len = n / 2; break;
      case 1: buf[n / 3] ^= 0x04; break;
      case 2: len = 0; break;
      case 3: memcpy(buf, "\177ELF\2\1\1\0", 8); break;
      case 4: snprintf(buf, sizeof buf, "hello\nworld\n"); len = strlen(buf); break;
      case 5: t_tune_edit(buf, sizeof buf, "m128n32w4s2__sm80", "m128n16w4s2__sm80"); len = strlen(buf); break;
      case 6: t_tune_edit(buf, sizeof buf, "fp16 128 90 m128n128w8s3__sm90", "fp16 128 80 m128n128w8s3__sm90"); len = strlen(buf); break;
      case 7: t_tune_edit(buf, sizeof buf, "slot prefill ", "slot prefil "); len = strlen(buf); break;
      case 8: t_tune_edit(buf, sizeof buf, "split16w1", "split3w9"); len = strlen(buf); break;
      case 9: t_tune_edit(buf, sizeof buf, "end\n", ""); len = strlen(buf); break;
      case 10: t_tune_edit(buf, sizeof buf, "slot decode", "slot prefill bf16 128 90 m128n32w4s2__sm80 -\nslot decode"); len = strlen(buf); break;
      case 11: t_tune_edit(buf, sizeof buf, "end\n", "end\nslot prefill bf16 64 90 m128n128w8s3__sm90 -\n"); len = strlen(buf); break;
      case 12: t_tune_edit(buf, sizeof buf, " fp16 ", " fp8 "); len = strlen(buf); break;
    }
    f = fopen(path, "wb");
    CHECK(f && fwrite(buf, 1, len, f) == len, "writing the damaged file");
    fclose(f);
    CHECK(sa__tune_read(path, &id, &got, why, sizeof why) == -1 && got.n == 0, "%s: not refused as damaged (%s)", what[c],
          why[0] ? why : "accepted");
    g_warns = 0;
    CHECK(sa__tune_load(&j, path, &id, &got) == -1 && got.n == 0 && g_warns == 1, "%s: %d warnings, %d slots", what[c], g_warns,
          got.n);
  }
  /* the undamaged file still loads (the edits above did not test something else) */
  CHECK(sa__tune_write(path, &id, &t, NULL) == 0 && sa__tune_read(path, &id, &got, why, sizeof why) == 1 && got.n == 3, "good: %s", why);
  free(good);
  pthread_mutex_destroy(&j.mu);
  t_rmrf(dir);
}

/* A tuning file is read only from a folder of this user that no one else can write, and only if it is such a file itself
   (not a symbolic link): each other case is ignored (-3) with one warning naming the file; once undone it loads again.
   sa__tune_write leaves another user's file as it is. */
TEST(tune_file_untrusted) {
  enum { FOLDER_777, FOLDER_770, FOLDER_OWNER, FILE_666, FILE_664, FILE_OWNER, FILE_LINK, N_CASES };
  static const char *what[] = {"folder 0777", "folder 0770", "folder of uid 65534", "file 0666", "file 0664",
                               "file of uid 65534", "file a symbolic link"};
  char dir[256], sub[300], path[400], real[400], why[1024];
  sa__tune_ident id;
  sa__tune_table t, got;
  sa__jit j;
  int c, r, can_chown, skipped = 0;
  if (!t_carried(128)) SKIP("d128 is not carried");
  CHECK(t_tune_table(&t), "building the table");
  t_tune_ident(&id);
  t_tmpdir(dir, sizeof dir, "tuneperm");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(sub, sizeof sub, "%s/cache", dir);
  snprintf(path, sizeof path, "%s/tuning.txt", sub);
  snprintf(real, sizeof real, "%s/elsewhere.txt", dir); /* a good file in a good folder: only the link is wrong */
  CHECK(sa__tune_write(path, &id, &t, NULL) == 0 && sa__tune_write(real, &id, &t, NULL) == 0, "write: %s", strerror(errno));
  can_chown = t_can_chown(path);
  sa__jit_init(&j, NULL, 1, t_keep_warn, NULL);
  for (c = 0; c < N_CASES; ++c) {
    if ((c == FOLDER_OWNER || c == FILE_OWNER) && !can_chown) { ++skipped; continue; }
    switch (c) {
      case FOLDER_777: r = chmod(sub, 0777); break;
      case FOLDER_770: r = chmod(sub, 0770); break;
      case FOLDER_OWNER: r = chown(sub, 65534, (gid_t)-1); break;
      case FILE_666: r = chmod(path, 0666); break;
      case FILE_664: r = chmod(path, 0664); break;
      case FILE_OWNER: r = chown(path, 65534, (gid_t)-1); break;
      default: r = unlink(path) || symlink(real, path); break;
    }
    CHECK(r == 0, "%s: making the case: %s", what[c], strerror(errno));
    CHECK(sa__tune_read(path, &id, &got, why, sizeof why) == -3 && got.n == 0, "%s: read (%s)", what[c],
          why[0] ? why : "accepted");
    g_warns = 0;
    CHECK(sa__tune_load(&j, path, &id, &got) == -3 && got.n == 0 && g_warns == 1 && strstr(g_last_warn, path),
          "%s: %d slots, %d warnings: %s", what[c], got.n, g_warns, g_last_warn);
    if (c == FILE_OWNER) {
      CHECK(sa__tune_write(path, &id, &t, "mine now") != 0 && errno == EPERM && t_owner(path) == 65534,
            "another user's tuning file was replaced");
    }
    switch (c) {
      case FOLDER_777: case FOLDER_770: r = chmod(sub, 0700); break;
      case FOLDER_OWNER: r = chown(sub, geteuid(), (gid_t)-1); break;
      case FILE_666: case FILE_664: r = chmod(path, 0600); break;
      case FILE_OWNER: r = chown(path, geteuid(), (gid_t)-1); break;
      default: r = unlink(path) || sa__tune_write(path, &id, &t, NULL); break;
    }
    CHECK(r == 0, "%s: undoing the case: %s", what[c], strerror(errno));
    g_warns = 0;
    CHECK(sa__tune_load(&j, path, &id, &got) == 1 && got.n == t.n && g_warns == 0, "%s undone: %d slots, %d warnings: %s",
          what[c], got.n, g_warns, g_last_warn);
  }
  pthread_mutex_destroy(&j.mu);
  if (skipped)
    snprintf(t_cur->msg, sizeof t_cur->msg, "not root: the %d cases of another user's folder or file were skipped "
             "(chown needs root)", skipped);
  t_rmrf(dir);
}

/* Files named *.cubin in dir. */
static int t_count_cubins(const char *dir) {
  DIR *d = opendir(dir);
  struct dirent *e;
  int n = 0;
  if (!d) return -1;
  while ((e = readdir(d)) != NULL) {
    size_t l = strlen(e->d_name);
    n += l > 6 && !strcmp(e->d_name + l - 6, ".cubin");
  }
  closedir(d);
  return n;
}

static int g_pc_calls;
static void t_pc_progress(void *u, int done, int total, const char *name, int cached, double ms) {
  (void)u;
  if (done >= 1 && done <= total && name && (cached ? ms == 0 : ms > 0)) ++g_pc_calls;
}

/* sa_precompile_arch without a GPU: a few variants into a fresh folder, then all found cached; the sm90 family only
   for sm_90a; bad archs refused. */
TEST(precompile_arch) {
  char dir[256], msg[SA__ERR_CAP];
  sa_precompile_options o;
  sa_precompile_report r;
  sa_status st;
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  t_tmpdir(dir, sizeof dir, "precomp");
  CHECK(dir[0], "mkdtemp failed");
  memset(&o, 0, sizeof o);
  o.threads = 2;
  o.filter = "decode_combine__bf16";
  o.progress = t_pc_progress;
  g_pc_calls = 0;
  st = sa_precompile_arch("sm_80", dir, &o, &r);
  CHECK(st == SA_OK, "cold: %s", sa_last_error(NULL));
  CHECK(r.total > 0 && r.compiled == r.total && r.cached == 0 && r.failed == 0 && g_pc_calls == r.total,
        "cold: %d total, %d compiled, %d cached, %d failed, %d progress calls", r.total, r.compiled, r.cached, r.failed,
        g_pc_calls);
  CHECK(t_count_cubins(dir) == r.total, "%d cubins in %s, %d variants", t_count_cubins(dir), dir, r.total);
  CHECK(sa_precompile_arch("sm_80", dir, &o, &r) == SA_OK && r.cached == r.total && r.compiled == 0,
        "warm: %d total, %d compiled, %d cached", r.total, r.compiled, r.cached);
  o.filter = "__sm90";
  CHECK(sa_precompile_arch("sm_80", dir, &o, &r) == SA_OK && r.total == 0, "sm_80 took %d sm90-family variants", r.total);
  o.filter = "fwd_prefill__nonexistent";
  CHECK(sa_precompile_arch("sm_90a", dir, &o, &r) == SA_OK && r.total == 0, "a filter matching nothing: %d", r.total);
  CHECK(sa_precompile_arch("sm_70", dir, &o, &r) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "sm_70"),
        "sm_70: %s", sa_last_error(NULL));
  CHECK(sa_precompile_arch("hopper", dir, &o, &r) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "arch"),
        "hopper: %s", sa_last_error(NULL));
  CHECK(sa_precompile_arch(NULL, dir, &o, &r) == SA_ERROR_INVALID_ARGUMENT, "NULL arch accepted");
  o.threads = -1;
  CHECK(sa_precompile_arch("sm_80", dir, &o, &r) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "threads"),
        "threads -1: %s", sa_last_error(NULL));
  t_rmrf(dir);
}

/* The sa_precompile tool with --arch (no GPU): its summary line, and the cache it fills. */
TEST(precompile_tool) {
  char tool[SA__PATH_CAP], dir[256], cmd[3 * SA__PATH_CAP], out[8192], msg[SA__ERR_CAP];
  FILE *f;
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  snprintf(tool, sizeof tool, "%s/build/sa_precompile", g_root);
  if (!(f = fopen(tool, "rb"))) SKIP("%s is not built (make build/sa_precompile; make test builds it)", tool);
  fclose(f);
  t_tmpdir(dir, sizeof dir, "pctool");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(cmd, sizeof cmd, "'%s' --arch sm_86 --cache-dir '%s' --filter decode_combine__fp16_d64 --threads 1 2>&1", tool, dir);
  CHECK(t_sh(cmd, out, sizeof out) == 0, "%s:\n%s", cmd, out);
  CHECK(strstr(out, "1 variants for sm_86: 1 compiled, 0 from the cache, 0 failed"), "cold output:\n%s", out);
  CHECK(t_count_cubins(dir) == 1, "%d cubins", t_count_cubins(dir));
  CHECK(t_sh(cmd, out, sizeof out) == 0 && strstr(out, "0 compiled, 1 from the cache"), "warm output:\n%s", out);
  snprintf(cmd, sizeof cmd, "'%s' --arch sm_75 --cache-dir '%s' 2>&1", tool, dir);
  CHECK(t_sh(cmd, out, sizeof out) != 0 && strstr(out, "sm_75"), "sm_75 accepted:\n%s", out);
  snprintf(cmd, sizeof cmd, "'%s' --bogus 2>&1", tool);
  CHECK(t_sh(cmd, out, sizeof out) != 0 && strstr(out, "usage"), "--bogus:\n%s", out);
  t_rmrf(dir);
}

/* ---- GPU ---- */

/* A second context on the same cache folder reads every kernel from disk; reports cold and warm times. */
GPU_TEST(gpu_warm_cache) {
  sa_context *c2;
  sa_context_options o;
  sa_device_info info;
  int i, n = sa_kernel_count(), loaded = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  CHECK(sa_device_info_get(g_ctx, &info) == SA_OK, "info");
  if (!info.cache_dir[0]) SKIP("disk cache off");
  memset(&o, 0, sizeof o);
  o.cache_dir = info.cache_dir;
  CHECK(sa_context_create(&o, &c2) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < n; ++i) {
    sa_kernel_info k1, k2;
    sa_kernel_info_get(g_ctx, i, &k1);
    if (!k1.loaded) continue;
    {
      /* load the same variant in the second context through the same path a call takes */
      sa__CUptr f;
      CHECK(sa__push(c2) == 0, "push");
      CHECK(sa__kernel_get(c2, i, &f) == SA_OK, "%s", sa_last_error(c2));
      sa__pop(c2);
    }
    sa_kernel_info_get(c2, i, &k2);
    CHECK(k2.loaded && k2.from_disk, "%s was not read from the disk cache", k1.name);
    printf("    %-52s cold %s %7.1f ms + load %5.1f ms | warm load %5.2f ms | %d regs\n", k1.name,
           k1.from_disk ? "(disk)" : "compile", k1.compile_ms, k1.load_ms, k2.load_ms, k1.registers);
    ++loaded;
  }
  CHECK(loaded > 0, "no kernel was loaded by the earlier tests");
  sa_context_destroy(c2);
}

/* One causal bf16 problem (seed, s tokens, hq/hkv heads, d128) run on contexts a and b of one GPU, its tensors
   allocated through a: the relative L2 distance of a's output from b's in *err (what names the calls in msg). */
static int t_two_contexts(sa_context *a, sa_context *b, uint64_t seed, int s, int hq, int hkv, const char *what,
                          double *err, char *msg, size_t cap) {
  t_rng r;
  t_prob p;
  void *dq = NULL, *dk = NULL, *dv = NULL, *o1 = NULL, *o2 = NULL;
  uint16_t *h1, *h2;
  sa_attention_args x;
  double num = 0, den = 0;
  size_t k;
  int rc = -1;
  r.s = seed;
  t_prob_make(&p, &r, SA_DTYPE_BF16, 1, s, s, hq, hkv, 128, 1, LAYOUT_CONTIGUOUS, 1.0);
  h1 = (uint16_t *)malloc(p.nq * 2);
  h2 = (uint16_t *)malloc(p.nq * 2);
  if (!h1 || !h2 || sa_device_alloc(a, p.nq * 2, &dq) != SA_OK || sa_device_alloc(a, p.nk * 2, &dk) != SA_OK ||
      sa_device_alloc(a, p.nk * 2, &dv) != SA_OK || sa_device_alloc(a, p.nq * 2, &o1) != SA_OK ||
      sa_device_alloc(a, p.nq * 2, &o2) != SA_OK) {
    snprintf(msg, cap, "alloc");
  } else {
    sa_memcpy_htod(a, dq, p.q, p.nq * 2); sa_memcpy_htod(a, dk, p.k, p.nk * 2); sa_memcpy_htod(a, dv, p.v, p.nk * 2);
    x = p.a; x.q = dq; x.k = dk; x.v = dv;
    x.o = o1;
    if (sa_attention(a, &x, NULL) != SA_OK) {
      snprintf(msg, cap, "%s, first context: %.400s", what, sa_last_error(a));
    } else {
      x.o = o2;
      if (sa_attention(b, &x, NULL) != SA_OK) {
        snprintf(msg, cap, "%s, second context: %.400s", what, sa_last_error(b));
      } else {
        sa_memcpy_dtoh(a, h1, o1, p.nq * 2); sa_memcpy_dtoh(b, h2, o2, p.nq * 2);
        for (k = 0; k < p.nq; ++k) {
          const double u = sa_bf16_to_f32(h1[k]), w = sa_bf16_to_f32(h2[k]);
          num += (u - w) * (u - w); den += w * w;
        }
        *err = den > 0 ? sqrt(num / den) : -1.0;
        rc = 0;
      }
    }
  }
  free(h1); free(h2);
  sa_device_free(a, dq); sa_device_free(a, dk); sa_device_free(a, dv); sa_device_free(a, o1); sa_device_free(a, o2);
  t_prob_free(&p);
  return rc;
}

/* Tune d128 bf16 prefill and decode on small shapes into a fresh cache folder; a new context loads the file and picks
   its winners, and its output matches an untuned context's. */
GPU_TEST(gpu_autotune) {
  static const sa_tune_shape ps[] = {{"short", 2, 512, 512, 8, 2, 1}, {"long", 1, 2048, 2048, 8, 2, 1}};
  static const sa_tune_shape ds[] = {{"batch", 16, 1, 2048, 8, 2, 0}, {"long", 1, 1, 16384, 8, 2, 0}};
  static const sa_dtype dts[] = {SA_DTYPE_BF16};
  static const int hds[] = {128};
  char dir[256];
  sa_context *c = NULL, *c2 = NULL, *c3 = NULL;
  sa_context_options co;
  sa_autotune_options o;
  sa_autotune_report rep;
  sa_device_info info;
  sa__tune_table t;
  int i, nv;
  const sa__variant *v = sa__variant_table(&nv);
  double t0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  if (!t_carried(128)) SKIP("d128 is not carried");
  t_tmpdir(dir, sizeof dir, "gtune");
  CHECK(dir[0], "mkdtemp failed");
  memset(&co, 0, sizeof co);
  co.cache_dir = dir;
  CHECK(sa_context_create(&co, &c) == SA_OK, "%s", sa_last_error(NULL));
  memset(&o, 0, sizeof o);
  o.families = SA_TUNE_ALL;
  o.dtypes = dts; o.n_dtypes = 1;
  o.head_dims = hds; o.n_head_dims = 1;
  o.prefill_shapes = ps; o.n_prefill_shapes = 2;
  o.decode_shapes = ds; o.n_decode_shapes = 2;
  o.reps = 3; o.warmup = 1;
  /* bad options are refused with the field named */
  o.families = 64;
  CHECK(sa_autotune(c, &o, &rep) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(c), "options->families"), "%s", sa_last_error(c));
  o.families = SA_TUNE_ALL;
  {
    static const int bad[] = {72};
    o.head_dims = bad;
    CHECK(sa_autotune(c, &o, &rep) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(c), "options->head_dims[0]"), "%s",
          sa_last_error(c));
    o.head_dims = hds;
  }
  t0 = sa__now_ms();
  CHECK(sa_autotune(c, &o, &rep) == SA_OK, "sa_autotune: %s", sa_last_error(c));
  printf("    tuned %d slots (%d changed, %d candidates rejected) in %.1f s -> %s\n", rep.slots, rep.changed, rep.rejected,
         (sa__now_ms() - t0) / 1e3, rep.path);
  for (i = 0; i < rep.n_rows; ++i)
    printf("    %-14s %s d%d %-6s default %-28s %8.4f ms  winner %-28s %8.4f ms\n", rep.rows[i].family,
           rep.rows[i].dtype == SA_DTYPE_FP16 ? "fp16" : "bf16", rep.rows[i].head_dim, rep.rows[i].shape,
           rep.rows[i].default_config, rep.rows[i].default_ms, rep.rows[i].winner_config, rep.rows[i].winner_ms);
  CHECK(rep.slots >= 2 && rep.n_rows == 2 * rep.slots, "%d slots, %d rows", rep.slots, rep.n_rows);
  for (i = 0; i < rep.n_rows; ++i)
    CHECK(rep.rows[i].winner_ms <= rep.rows[i].default_ms && rep.rows[i].rejected == 0, "%s %s: winner %.4f ms > default %.4f, "
          "%d rejected", rep.rows[i].family, rep.rows[i].shape, rep.rows[i].winner_ms, rep.rows[i].default_ms, rep.rows[i].rejected);
  /* a new context loads the file and follows it */
  CHECK(sa_context_create(&co, &c2) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_device_info_get(c2, &info) == SA_OK && !strcmp(info.tuning_file, rep.path) && info.tuned_slots == rep.slots,
        "new context: tuning file '%s' with %d slots (wrote %s, %d slots)", info.tuning_file, info.tuned_slots, rep.path, rep.slots);
  t = c2->tune;
  for (i = 0; i < t.n; ++i) {
    sa__want w;
    sa_status st = SA_OK;
    int vi, nc;
    const sa__config *cfg = sa__config_table(&nc) + t.e[i].config;
    memset(&w, 0, sizeof w);
    w.kind = sa__tune_families[t.e[i].fam].kind; w.blasst = sa__tune_families[t.e[i].fam].blasst;
    w.mi = w.kind == SA__KIND_FWD_DECODE ? 1 : 0;
    vi = sa__pick_variant(c2, "t", w, (sa_dtype)t.e[i].dtype, t.e[i].head_dim, &st);
    CHECK(vi >= 0 && sa__variant_has_config(&v[vi], cfg), "%s: picked %s, tuned %s", sa__tune_families[t.e[i].fam].name,
          vi >= 0 ? v[vi].name : "-", cfg->name);
  }
  /* its output matches an untuned context's */
  co.no_tuning = 1;
  CHECK(sa_context_create(&co, &c3) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_device_info_get(c3, &info) == SA_OK && info.tuned_slots == 0 && !info.tuning_file[0], "no_tuning loaded %d slots",
        info.tuned_slots);
  {
    char m[512];
    double e = -1;
    CHECK(t_two_contexts(c2, c3, 777, 700, 8, 2, "tuned vs untuned", &e, m, sizeof m) == 0, "%s", m);
    CHECK(e >= 0 && e < 1e-2, "tuned vs untuned: relative error %g", e);
  }
  sa_autotune_report_free(&rep);
  sa_context_destroy(c3);
  sa_context_destroy(c2);
  sa_context_destroy(c);
  t_rmrf(dir);
}

static int t_cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* A context on a cache folder others can write: the folder is not used (one warning naming it; sa_device_info shows no
   cache folder), the tuning file for this GPU planted in it is not read, and a call still works, its kernel compiled in
   memory and nothing written there; a tuning file named by options->tuning_file in such a folder is ignored too. The
   folder made private again: both are read (so the test can fail). */
GPU_TEST(gpu_cache_untrusted) {
  char dir[256], path[SA__PATH_CAP];
  sa_context *c = NULL;
  sa_context_options co;
  sa_device_info info;
  sa__tune_ident id;
  sa__tune_table t;
  int i, n = sa_kernel_count(), loaded = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  if (!t_carried(128)) SKIP("d128 is not carried");
  CHECK(t_tune_table(&t), "building the table");
  t_tmpdir(dir, sizeof dir, "gperm");
  CHECK(dir[0], "mkdtemp failed");
  sa__tune_ident_of(g_ctx, &id);
  sa__tune_default_path(dir, g_ctx->name, g_ctx->arch, path, sizeof path);
  CHECK(sa__tune_write(path, &id, &t, NULL) == 0, "write %s: %s", path, strerror(errno));
  memset(&co, 0, sizeof co);
  co.cache_dir = dir;
  co.log = t_keep_warn;
  g_warns = 0;
  CHECK(sa_context_create(&co, &c) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_device_info_get(c, &info) == SA_OK && !strcmp(info.cache_dir, dir) && info.tuned_slots == t.n && g_warns == 0,
        "private folder: cache '%s', %d tuned slots, %d warnings: %s", info.cache_dir, info.tuned_slots, g_warns,
        g_last_warn);
  sa_context_destroy(c);
  CHECK(chmod(dir, 0777) == 0, "chmod");
  g_warns = 0;
  CHECK(sa_context_create(&co, &c) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_device_info_get(c, &info) == SA_OK && !info.cache_dir[0] && info.tuned_slots == 0 && g_warns == 1 &&
        strstr(g_last_warn, dir), "folder 0777: cache '%s', %d tuned slots, %d warnings: %s", info.cache_dir,
        info.tuned_slots, g_warns, g_last_warn);
  {
    char m[512];
    double e = -1;
    CHECK(t_two_contexts(c, g_ctx, 4242, 300, 4, 2, "folder 0777 vs the test context", &e, m, sizeof m) == 0, "%s", m);
    CHECK(e >= 0 && e < 1e-2, "folder 0777 vs the test context: relative error %g", e);
  }
  for (i = 0; i < n; ++i) {
    sa_kernel_info k;
    sa_kernel_info_get(c, i, &k);
    if (!k.loaded) continue;
    ++loaded;
    CHECK(!k.from_disk, "%s was read from the untrusted folder", k.name);
  }
  CHECK(loaded > 0 && t_count_cubins(dir) == 0, "%d kernels loaded, %d cubins written into the untrusted folder", loaded,
        t_count_cubins(dir));
  sa_context_destroy(c);
  memset(&co, 0, sizeof co);
  co.no_disk_cache = 1;
  co.tuning_file = path;
  co.log = t_keep_warn;
  g_warns = 0;
  CHECK(sa_context_create(&co, &c) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_device_info_get(c, &info) == SA_OK && info.tuned_slots == 0 && g_warns == 1 && strstr(g_last_warn, path),
        "tuning_file in a 0777 folder: %d tuned slots, %d warnings: %s", info.tuned_slots, g_warns, g_last_warn);
  sa_context_destroy(c);
  CHECK(chmod(dir, 0700) == 0, "chmod");
  g_warns = 0;
  CHECK(sa_context_create(&co, &c) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(sa_device_info_get(c, &info) == SA_OK && info.tuned_slots == t.n && g_warns == 0,
        "tuning_file in a private folder: %d tuned slots, %d warnings: %s", info.tuned_slots, g_warns, g_last_warn);
  sa_context_destroy(c);
  t_rmrf(dir);
}

/* sa_precompile of the d64 variants into a fresh folder (cold), again (warm: all cached), then a new context loads
   each from disk: the load time per kernel (target: under 5 ms). */
GPU_TEST(gpu_precompile) {
  char dir[256];
  sa_context *c = NULL, *c2 = NULL;
  sa_context_options co;
  sa_precompile_options o;
  sa_precompile_report cold, warm;
  const char *filter = getenv("SA_TEST_PRECOMPILE_FILTER");
  int i, nv, nl = 0;
  const sa__variant *v = sa__variant_table(&nv);
  double *loads;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  t_tmpdir(dir, sizeof dir, "gpc");
  CHECK(dir[0], "mkdtemp failed");
  memset(&co, 0, sizeof co);
  co.cache_dir = dir;
  CHECK(sa_context_create(&co, &c) == SA_OK, "%s", sa_last_error(NULL));
  memset(&o, 0, sizeof o);
  o.filter = filter ? filter : "_d64";
  CHECK(sa_precompile(c, &o, &cold) == SA_OK, "cold: %s", sa_last_error(c));
  CHECK(cold.total > 0 && cold.compiled == cold.total, "cold: %d of %d compiled", cold.compiled, cold.total);
  CHECK(sa_precompile(c, &o, &warm) == SA_OK && warm.cached == warm.total && warm.total == cold.total && warm.compiled == 0,
        "warm: %d of %d cached", warm.cached, warm.total);
  printf("    sa_precompile '%s': %d variants, cold %.1f s (NVRTC %.1f s summed), warm %.3f s\n", o.filter, cold.total,
         cold.wall_ms / 1e3, cold.compile_ms / 1e3, warm.wall_ms / 1e3);
  CHECK(sa_context_create(&co, &c2) == SA_OK, "%s", sa_last_error(NULL));
  loads = (double *)malloc(sizeof(double) * (size_t)nv);
  for (i = 0; i < nv; ++i) {
    sa__CUptr f;
    sa_kernel_info k;
    if (!strstr(v[i].name, o.filter) || v[i].family > (c2->cc_major * 10 + c2->cc_minor == 90 ? 90 : 80) ||
        v[i].smem_bytes + v[i].static_smem > c2->smem_optin)
      continue;
    CHECK(sa__push(c2) == 0, "push");
    CHECK(sa__kernel_get(c2, i, &f) == SA_OK, "%s", sa_last_error(c2));
    sa__pop(c2);
    sa_kernel_info_get(c2, i, &k);
    CHECK(k.loaded && k.from_disk, "%s was compiled, not read from the precompiled cache", v[i].name);
    loads[nl++] = k.load_ms;
  }
  CHECK(nl == cold.total, "%d kernels loaded, %d precompiled", nl, cold.total);
  qsort(loads, (size_t)nl, sizeof loads[0], t_cmp_double);
  printf("    warm load from the disk cache: %d kernels, median %.2f ms, max %.2f ms\n", nl, loads[nl / 2], loads[nl - 1]);
  CHECK(loads[nl / 2] < 5.0, "median warm load %.2f ms (target: under 5 ms)", loads[nl / 2]);
  free(loads);
  sa_context_destroy(c2);
  sa_context_destroy(c);
  t_rmrf(dir);
}

#endif
