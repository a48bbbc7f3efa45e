/* sparseattn test runner.
     tests/run_tests [--gpu-only | --cpu-only] [--no-compile | --compile-all | --compile-changed] [--compile-only]
                     [--filter SUBSTRING] [-j N] [--root DIR]
   (the NVRTC compile checks: by default a sample of each arch and every variant changed since tests/nvrtc_verified.txt
   was written; --compile-all every variant on every arch, --compile-changed the changed ones, both then rewrite that
   file; --no-compile none; --compile-only nothing else; --filter A,B: tests and compile jobs whose name contains A or B)
   Without a GPU it runs the CPU reference, cache, header, codegen and NVRTC compile tests; with one it also
   checks every kernel against a float64 reference. The last line is "N passed, N failed, N skipped". */
#define SPARSEATTN_IMPLEMENTATION
#include "../sparseattn.h"

#include <signal.h>
#include <sys/wait.h>

#include "problems.h"
#include "runner.h"

static const char *g_root = ".";
static int g_jobs = 2;
static sa_context *g_ctx;           /* the GPU, when there is one */
static sa_context *g_ctx80;         /* the same GPU restricted to the sm80 family (tests both families on Hopper) */
static char g_no_gpu[SA__ERR_CAP];  /* why not */

static void t_tmpdir(char *out, size_t cap, const char *tag) {
  snprintf(out, cap, "/tmp/sa_test_%s_%ld_XXXXXX", tag, (long)getpid());
  if (!mkdtemp(out)) out[0] = 0;
}
static int t_sh(const char *cmd, char *out, size_t cap);
static void t_rmrf(const char *dir) {
  char cmd[SA__PATH_CAP + 32];
  if (!dir[0] || strncmp(dir, "/tmp/sa_test_", 13) != 0) return;
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0) fprintf(stderr, "warning: could not remove %s\n", dir);
}

/* ==================================================================================================== */
/* CPU: 16-bit conversions, reference attention                                                         */
/* ==================================================================================================== */

TEST(convert_roundtrip) {
  unsigned x;
  for (x = 0; x < 65536; ++x) {
    uint16_t b = (uint16_t)x;
    float fb = sa_bf16_to_f32(b), fh = sa_fp16_to_f32(b);
    if (fb == fb) CHECK(sa_f32_to_bf16(fb) == b, "bf16 %04x -> %g -> %04x", x, (double)fb, sa_f32_to_bf16(fb));
    else CHECK(sa_f32_to_bf16(fb) != sa_f32_to_bf16(1.0f) && sa_bf16_to_f32(sa_f32_to_bf16(fb)) != sa_bf16_to_f32(sa_f32_to_bf16(fb)), "bf16 NaN %04x", x);
    if (fh == fh) CHECK(sa_f32_to_fp16(fh) == b, "fp16 %04x -> %g -> %04x", x, (double)fh, sa_f32_to_fp16(fh));
    else CHECK(sa_fp16_to_f32(sa_f32_to_fp16(fh)) != sa_fp16_to_f32(sa_f32_to_fp16(fh)), "fp16 NaN %04x", x);
  }
}

/* Rounding to nearest even, checked against the two neighbouring representable values. */
TEST(convert_rounding) {
  t_rng r = {12345};
  int i;
  for (i = 0; i < 200000; ++i) {
    float x = (float)(t_gauss(&r) * pow(2.0, t_int(&r, -30, 20)));
    uint16_t b = sa_f32_to_bf16(x), h = sa_f32_to_fp16(x);
    double e = fabs((double)sa_bf16_to_f32(b) - x);
    double e_up = fabs((double)sa_bf16_to_f32((uint16_t)(b + 1)) - x), e_dn = fabs((double)sa_bf16_to_f32((uint16_t)(b - 1)) - x);
    CHECK(e <= e_up && e <= e_dn, "bf16 rounding of %.9g: %04x", (double)x, b);
    if (fabs(x) < 65504 && fabs(x) > 6.2e-5) {
      e = fabs((double)sa_fp16_to_f32(h) - x);
      e_up = fabs((double)sa_fp16_to_f32((uint16_t)(h + 1)) - x);
      e_dn = fabs((double)sa_fp16_to_f32((uint16_t)(h - 1)) - x);
      CHECK(e <= e_up && e <= e_dn, "fp16 rounding of %.9g: %04x", (double)x, h);
    }
  }
}

/* sa_ref_attention (float and double) against the independent naive formula, random shapes. */
TEST(ref_vs_naive) {
  t_rng r = {777};
  int it;
  for (it = 0; it < 60; ++it) {
    t_prob p;
    static const int dims[] = {16, 64, 128};
    static const int groups[] = {1, 2, 4, 8};
    int hkv = t_int(&r, 1, 2), g = groups[t_int(&r, 0, 3)];
    int layout = t_int(&r, 0, 2);
    double *ref, *ref_lse, *outd, *lsed;
    float *outf, *lsef;
    double err_d, err_f, mx;
    int bad_d, bad_f;
    t_prob_make(&p, &r, t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16, t_int(&r, 1, 3), t_int(&r, 0, 40),
                t_int(&r, 0, 40), hkv * g, hkv, dims[t_int(&r, 0, 2)], t_int(&r, 0, 1), layout, 1.0);
    if (t_int(&r, 0, 3) == 0) p.a.softmax_scale = (float)(0.05 + t_unif(&r));
    ref = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    outd = (double *)calloc(t_o_elems(&p) + 1, sizeof(double));
    outf = (float *)calloc(t_o_elems(&p) + 1, sizeof(float));
    ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    lsed = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    lsef = (float *)calloc(t_lse_elems(&p) + 1, sizeof(float));
    t_naive(&p, ref, ref_lse);
    CHECK(sa_ref_attention(&p.a, SA_REF_DOUBLE, outd, lsed) == SA_OK, "ref double: %s", sa_last_error(NULL));
    CHECK(sa_ref_attention(&p.a, SA_REF_FLOAT, outf, lsef) == SA_OK, "ref float: %s", sa_last_error(NULL));
    err_d = t_compare(&p, outd, t_get_f64, ref, lsed, t_get_f64, ref_lse, 1e-12, &bad_d, &mx);
    CHECK(err_d < 1e-12 && bad_d == 0, "case %d: double reference off by %g (%d LSE rows)", it, err_d, bad_d);
    err_f = t_compare(&p, outf, t_get_f32, ref, lsef, t_get_f32, ref_lse, 1e-4, &bad_f, &mx);
    CHECK(err_f < 1e-5 && bad_f == 0, "case %d: float reference off by %g (%d LSE rows)", it, err_f, bad_f);
    free(ref); free(outd); free(outf); free(ref_lse); free(lsed); free(lsef);
    t_prob_free(&p);
  }
}

/* Causal with Sq > Sk leaves the first Sq - Sk rows without keys: O = 0 and LSE = -inf, never NaN. */
TEST(ref_empty_rows) {
  t_rng r = {99};
  t_prob p;
  double *out, *lse;
  int h, i, d;
  t_prob_make(&p, &r, SA_DTYPE_BF16, 1, 9, 4, 2, 1, 16, 1, LAYOUT_CONTIGUOUS, 1.0);
  out = (double *)malloc(sizeof(double) * p.nq);
  lse = (double *)malloc(sizeof(double) * t_lse_elems(&p));
  CHECK(sa_ref_attention(&p.a, SA_REF_DOUBLE, out, lse) == SA_OK, "%s", sa_last_error(NULL));
  for (h = 0; h < 2; ++h)
    for (i = 0; i < 9; ++i) {
      double l = lse[h * 9 + i];
      if (i < 5) CHECK(isinf(l) && l < 0, "row %d sees no key but LSE is %g", i, l);
      else CHECK(isfinite(l), "row %d LSE %g", i, l);
      for (d = 0; d < 16; ++d) {
        double x = out[(i * 2 + h) * 16 + d];
        CHECK(isfinite(x) && (i >= 5 || x == 0), "row %d dim %d: %g", i, d, x);
      }
    }
  free(out); free(lse);
  t_prob_free(&p);
}

TEST(ref_argument_errors) {
  sa_attention_args a;
  float out[16];
  memset(&a, 0, sizeof a);
  CHECK(sa_ref_attention(NULL, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT, "NULL args accepted");
  CHECK(t_names(sa_last_error(NULL), "args"), "message: %s", sa_last_error(NULL));
  a.batch = 1; a.seqlen_q = a.seqlen_k = 1; a.heads_q = 3; a.heads_kv = 2; a.head_dim = 64;
  a.q = a.k = a.v = out; a.o = out;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT, "Hq %% Hkv != 0 accepted");
  CHECK(t_names(sa_last_error(NULL), "args->heads_q"), "message: %s",
        sa_last_error(NULL));
  a.heads_q = 4; a.head_dim = 60;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT, "head_dim 60 accepted");
  a.head_dim = 64; a.softmax_scale = -1;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "softmax_scale"),
        "negative scale: %s", sa_last_error(NULL));
  a.softmax_scale = 0; a.dtype = (sa_dtype)7;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "dtype"),
        "bad dtype: %s", sa_last_error(NULL));
  a.dtype = SA_DTYPE_BF16; a.seqlen_q = -1;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "seqlen_q"),
        "negative length: %s", sa_last_error(NULL));
  a.seqlen_q = 1; a.cu_seqlens_q = (const int32_t *)out;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "cu_seqlens"),
        "one cu_seqlens: %s", sa_last_error(NULL));
  a.cu_seqlens_q = NULL; a.k = NULL;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, out, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "args->k"),
        "NULL k: %s", sa_last_error(NULL));
}

/* Variant choice: preference order, shared-memory fallback, and the message for a head dim not carried. */
TEST(variant_selection) {
  sa_context fake;
  sa_status st = SA_OK;
  int n, vi, i, has_d128 = 0;
  const sa__variant *v = sa__variant_table(&n);
  memset(&fake, 0, sizeof fake);
  fake.magic = SA__MAGIC;
  pthread_mutex_init(&fake.mu, NULL);
  pthread_mutex_init(&fake.err_mu, NULL);
  sa__jit_init(&fake.jit, "/nonexistent", 1, NULL, NULL);
  fake.cc_major = 9; fake.cc_minor = 0; fake.smem_optin = 232448; fake.max_family = 80;
  sa__strlcpy(fake.name, "fake GPU", sizeof fake.name);
  for (i = 0; i < n; ++i) has_d128 |= v[i].head_dim == 128;
  CHECK(has_d128, "d128 is not carried");
  sa__want w;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_PREFILL;
  w.causal = 1;
  vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
  CHECK(vi >= 0 && v[vi].head_dim == 128 && v[vi].causal == 1 && v[vi].dtype == SA_DTYPE_BF16 && v[vi].preference == 0,
        "picked %d", vi);
  for (i = 0; i < n; ++i)
    if (v[i].head_dim == 256 && v[i].preference == 1) break;
  if (i < n) { /* a GPU with sm_86's 99 KiB gets a smaller d256 tile, static shared memory counted */
    fake.smem_optin = 101376;
    w.causal = 0;
    vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_FP16, 256, &st);
    CHECK(vi >= 0 && sa__smem_need(&v[vi], 0) <= 101376 && v[vi].preference >= 1, "d256 on 99 KiB: %d", vi);
    fake.smem_optin = 48 * 1024;
    w.causal = 0;
    vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_FP16, 256, &st);
    CHECK(vi < 0 && st == SA_ERROR_UNSUPPORTED && strstr(fake.err, "shared memory"), "d256 on 48 KiB: %s", fake.err);
  }
  /* MOMO's query-sparse pass: every kernel's score groups divide its tiles; on Hopper beta >= 64 takes the wgmma
     kernels of 64-key groups, 32 those of 32-key groups, 16 the mma.sync ones of 16-key groups */
  for (i = 0; i < n; ++i)
    CHECK(v[i].kind == SA__KIND_QSA ? (v[i].key_group == 16 || v[i].key_group == 32 || v[i].key_group == 64) &&
                                          v[i].bn % v[i].key_group == 0
                                    : v[i].key_group == 0, "%s: key group %d", v[i].name, v[i].key_group);
  fake.max_family = 90;
  fake.smem_optin = 232448;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_QSA;
  w.causal = 1;
  for (i = 16; i <= 4096; i *= 2) {
    w.key_block = i;
    vi = sa__pick_variant(&fake, "t", w, SA_DTYPE_BF16, 128, &st);
    CHECK(vi >= 0 && v[vi].key_group == (i >= 64 ? 64 : i) && v[vi].family == (i >= 32 ? 90 : 80), "beta %d: %s", i,
          vi >= 0 ? v[vi].name : fake.err);
  }
  fake.max_family = 80;
  memset(&w, 0, sizeof w);
  w.kind = SA__KIND_FWD_PREFILL;
  w.causal = 0;
  vi = sa__pick_variant(&fake, "sa_attention", w, SA_DTYPE_BF16, 80, &st);
  CHECK(vi < 0 && st == SA_ERROR_UNSUPPORTED, "d80 picked %d", vi);
  CHECK(strstr(fake.err, "head_dim 80 is not carried") && strstr(fake.err, "make generate HEAD_DIMS="),
        "message: %s", fake.err);
  pthread_mutex_destroy(&fake.err_mu);
  pthread_mutex_destroy(&fake.mu);
}

/* The tensor maps of the sm90 kernels that take them (sa__tmaps_of), with the driver's encoder replaced by a recorder:
   dims and byte strides of a padded and a packed layout, a dimension of extent 1, a layout no map describes (the
   kernel then copies with cp.async: flag 0, no call), and an encoder failure (an error naming it, never a launch). */
static struct { int calls, rank, dtype, swizzle, fail; uint64_t dim[4], str[3]; unsigned box[4]; const void *base; } g_tm;
static sa__CUresult t_fake_encode(void *map, int dtype, unsigned rank, void *base, const uint64_t *dim, const uint64_t *str,
                                  const unsigned *box, const unsigned *es, int il, int sw, int l2, int oob) {
  (void)es; (void)il; (void)l2; (void)oob;
  ++g_tm.calls; g_tm.rank = (int)rank; g_tm.dtype = dtype; g_tm.swizzle = sw; g_tm.base = base;
  memcpy(g_tm.dim, dim, sizeof g_tm.dim); memcpy(g_tm.str, str, sizeof g_tm.str); memcpy(g_tm.box, box, sizeof g_tm.box);
  memset(map, 0xAB, 128);
  return g_tm.fail ? 1 : 0;
}
TEST(tensor_maps) {
  sa_context fake;
  sa__fwd_params p;
  int n, i, on, vi = -1, bsi = -1, tma = 0, sh;
  unsigned char raw[SA__TMAPS_BYTES + 128], *out = raw + ((128 - ((uintptr_t)raw & 127)) & 127);
  const sa__variant *v = sa__variant_table(&n);
  const sa__tmap_encode_fn saved = sa__tmap_encode;
  static uint16_t k[64], vv[64];
  for (i = 0; i < n; ++i)
    if (v[i].tma) {
      ++tma;
      CHECK(v[i].family == 90 && (v[i].kind == SA__KIND_FWD_PREFILL || v[i].kind == SA__KIND_FWD_LSE ||
                                  v[i].kind == SA__KIND_KASCADE_POOL || v[i].kind == SA__KIND_QSA ||
                                  v[i].kind == SA__KIND_BLOCK_SPARSE) && !v[i].paged,
            "%s takes tensor maps", v[i].name);
      if (vi < 0 && v[i].kind == SA__KIND_FWD_PREFILL && v[i].head_dim == 128) vi = i;
      if (bsi < 0 && v[i].kind == SA__KIND_BLOCK_SPARSE) bsi = i;
    }
  if (vi < 0) { printf("    no sm90 d128 prefill variant carried\n"); return; }
  memset(&fake, 0, sizeof fake);
  fake.magic = SA__MAGIC;
  pthread_mutex_init(&fake.mu, NULL);
  pthread_mutex_init(&fake.err_mu, NULL);
  sa__tmap_encode = t_fake_encode;
  memset(&g_tm, 0, sizeof g_tm);
  /* padded [B=3, S=1000, Hkv=4, D=128] with 32 query heads */
  memset(&p, 0, sizeof p);
  p.k = k; p.v = vv; p.heads_q = 32; p.group = 8; p.seqlen_k = 1000;
  p.k_s = p.v_s = 4 * 128; p.k_h = p.v_h = 128; p.k_b = p.v_b = 1000 * 4 * 128;
  CHECK(sa__tmaps_of(&fake, "t", &v[vi], &p, 3, out) == SA_OK, "padded: %s", fake.err);
  memcpy(&on, out + 256, sizeof on);
  CHECK(on == 1 && g_tm.calls == 2 && g_tm.rank == 4 && g_tm.swizzle == 3 && g_tm.base == (const void *)vv, "padded: on %d, %d calls",
        on, g_tm.calls);
  CHECK(g_tm.dim[0] == 128 && g_tm.dim[1] == 1000 && g_tm.dim[2] == 4 && g_tm.dim[3] == 3, "padded dims %llu %llu %llu %llu",
        (unsigned long long)g_tm.dim[0], (unsigned long long)g_tm.dim[1], (unsigned long long)g_tm.dim[2], (unsigned long long)g_tm.dim[3]);
  CHECK(g_tm.str[0] == 1024 && g_tm.str[1] == 256 && g_tm.str[2] == 1000ull * 1024 && g_tm.box[0] == 64 &&
        g_tm.box[1] == (unsigned)v[vi].bn && g_tm.box[2] == 1, "padded strides %llu %llu %llu",
        (unsigned long long)g_tm.str[0], (unsigned long long)g_tm.str[1], (unsigned long long)g_tm.str[2]);
  /* packed, one KV head: one batch of rows, the extent-1 dimensions take the row stride */
  p.cu_seqlens_k = (const int *)k; p.group = 32; p.k_b = p.v_b = 0; p.k_h = p.v_h = 0;
  CHECK(sa__tmaps_of(&fake, "t", &v[vi], &p, 5, out) == SA_OK, "packed: %s", fake.err);
  memcpy(&on, out + 256, sizeof on);
  CHECK(on == 1 && g_tm.dim[2] == 1 && g_tm.dim[3] == 1 && g_tm.dim[1] >= (1u << 30) && g_tm.str[1] == 1024 && g_tm.str[2] == 1024,
        "packed: on %d dims %llu %llu strides %llu %llu", on, (unsigned long long)g_tm.dim[2], (unsigned long long)g_tm.dim[3],
        (unsigned long long)g_tm.str[1], (unsigned long long)g_tm.str[2]);
  /* the block-sparse pass: boxes of a key block's rows (beta), a tile's (BN) when blocks are longer */
  for (sh = 4; bsi >= 0 && sh <= 12; ++sh) {
    const unsigned want = (1u << sh) < (unsigned)v[bsi].bn ? 1u << sh : (unsigned)v[bsi].bn;
    p.key_shift = sh;
    CHECK(sa__tmaps_of(&fake, "t", &v[bsi], &p, 5, out) == SA_OK && g_tm.box[1] == want, "block-sparse, beta %d: box of %u rows",
          1 << sh, g_tm.box[1]);
    memcpy(&on, out + 256, sizeof on);
    CHECK(on == 1, "block-sparse, beta %d: on %d", 1 << sh, on);
  }
  p.key_shift = 0;
  /* a negative row stride: no map, no encoder call, the flag off and the maps zero */
  g_tm.calls = 0;
  p.k_s = -4 * 128;
  CHECK(sa__tmaps_of(&fake, "t", &v[vi], &p, 5, out) == SA_OK && g_tm.calls == 0, "negative stride: %d calls", g_tm.calls);
  memcpy(&on, out + 256, sizeof on);
  CHECK(on == 0 && out[0] == 0 && out[255] == 0, "negative stride: on %d", on);
  /* the encoder fails: an error that names it and the kernel (new addresses: the context remembers the maps above) */
  p.k_s = 4 * 128;
  p.k = k + 8; p.v = vv + 8;
  g_tm.fail = 1;
  CHECK(sa__tmaps_of(&fake, "t", &v[vi], &p, 5, out) == SA_ERROR_CUDA && strstr(fake.err, "cuTensorMapEncodeTiled") &&
        strstr(fake.err, v[vi].name), "failure: %s", fake.err);
  /* a driver without tensor maps: the flag off */
  sa__tmap_encode = NULL;
  CHECK(sa__tmaps_of(&fake, "t", &v[vi], &p, 5, out) == SA_OK, "no encoder: %s", fake.err);
  memcpy(&on, out + 256, sizeof on);
  CHECK(on == 0, "no encoder: on %d", on);
  sa__tmap_encode = saved;
  printf("    %d variants take tensor maps\n", tma);
  pthread_mutex_destroy(&fake.err_mu);
  pthread_mutex_destroy(&fake.mu);
}

/* sa_kernel_name: every variant's name with no context, NULL outside the table. */
TEST(kernel_names) {
  const int n = sa_kernel_count();
  int i, m;
  const sa__variant *v = sa__variant_table(&m);
  CHECK(n > 0 && !sa_kernel_name(-1) && !sa_kernel_name(n), "out-of-range indices give NULL (%d variants)", n);
  for (i = 0; i < n; ++i) CHECK(m == n && sa_kernel_name(i) && !strcmp(sa_kernel_name(i), v[i].name), "name %d", i);
}

/* Every variant's source as the header rebuilds it is byte for byte its file in generated/ (the embedded encoding
   loses nothing), names its kernel, and has no #include. */
TEST(variant_sources) {
  int n, i;
  const sa__variant *v = sa__variant_table(&n);
  char path[1024];
  CHECK(n > 0, "no variants");
  for (i = 0; i < n; ++i) {
    char *s = sa__variant_source(&v[i]);
    unsigned char *want = NULL;
    size_t len = 0;
    snprintf(path, sizeof path, "%s/generated/%s.cu", g_root, v[i].name);
    CHECK(s && sa__read_file(path, &want, &len) == 0, "%s: no source or no %s", v[i].name, path);
    CHECK(strlen(s) == len && !memcmp(s, want, len), "%s: the rebuilt source differs from %s", v[i].name, path);
    CHECK(strstr(s, v[i].name) != NULL, "%s: kernel name missing", v[i].name);
    CHECK(strstr(s, "#include") == NULL, "%s: kernels must be self-contained", v[i].name);
    free(s);
    SA_FREE(want);
  }
}

/* A field of one object of generated/manifest.json (codegen/generate.py writes one field a line): its value, quotes
   removed; NULL when the object has no such field. */
static const char *t_manifest_field(const char *obj, const char *end, const char *key, char *out, size_t cap) {
  char pat[96];
  const char *at;
  size_t k = 0;
  snprintf(pat, sizeof pat, "\n   \"%s\": ", key);
  at = strstr(obj, pat);
  if (!at || at >= end) return NULL;
  at += strlen(pat);
  if (*at == '"') ++at;
  while (at[k] && at[k] != '\n' && at[k] != '"' && !(at[k] == ',' && at[k + 1] == '\n') && k + 1 < cap) ++k;
  memcpy(out, at, k);
  out[k] = 0;
  return out;
}

/* The variant table the header decodes is the one generated/manifest.json lists, field by field and in order, and
   each rebuilt source has the manifest's sha256 (with variant_sources: the compact table and sources lose nothing). */
TEST(variant_manifest) {
  int n, i, k, nk = 0;
  const sa__variant *v = sa__variant_table(&n);
  char path[1024], val[128], kind_names[32][128];
  int kind_nums[32];
  unsigned char *m = NULL;
  size_t len = 0;
  const char *obj, *end;
  snprintf(path, sizeof path, "%s/generated/manifest.json", g_root);
  CHECK(sa__read_file(path, &m, &len) == 0, "cannot read %s", path);
  obj = strstr((const char *)m, "\n \"variants\": [\n");
  CHECK(obj, "%s has no variant list", path);
  for (i = 0; i < n; ++i) {
    static const char *const ints[] = {"head_dim", "bm", "bn", "warps", "stages", "sub", "mi", "preference", "threads",
                                       "smem_bytes", "static_smem", "min_blocks", "heads"};
    const int got[] = {v[i].head_dim, v[i].bm, v[i].bn, v[i].warps, v[i].stages, v[i].sub, v[i].mi, v[i].preference,
                       v[i].threads, v[i].smem_bytes, v[i].static_smem, v[i].min_blocks, v[i].heads};
    char *src = sa__variant_source(&v[i]), hex[65];
    unsigned char d[32];
    int paged, known = -1;
    obj = strstr(obj, "\n  {\n");
    CHECK(obj, "the manifest lists %d variants, the header %d", i, n);
    end = strstr(obj + 5, "\n  }");
    CHECK(end, "%s: an unterminated variant", path);
    CHECK(t_manifest_field(obj, end, "name", val, sizeof val) && !strcmp(val, v[i].name),
          "variant %d: the header has %s, the manifest %s", i, v[i].name, val);
    for (k = 0; k < (int)(sizeof ints / sizeof ints[0]); ++k)
      CHECK(t_manifest_field(obj, end, ints[k], val, sizeof val) && atoi(val) == got[k], "%s: %s %d, the manifest %s",
            v[i].name, ints[k], got[k], val);
    CHECK(t_manifest_field(obj, end, "family", val, sizeof val) && atoi(val + 2) == v[i].family, "%s: family %d, manifest %s",
          v[i].name, v[i].family, val);
    CHECK(t_manifest_field(obj, end, "dtype", val, sizeof val) && !strcmp(val, sa__dtype_name(v[i].dtype)),
          "%s: dtype %d, manifest %s", v[i].name, v[i].dtype, val);
    CHECK(t_manifest_field(obj, end, "causal", val, sizeof val) && (val[0] == 't') == v[i].causal, "%s: causal", v[i].name);
    CHECK(t_manifest_field(obj, end, "tma", val, sizeof val) && (val[0] == 't') == v[i].tma, "%s: tma", v[i].name);
    CHECK(t_manifest_field(obj, end, "rule", val, sizeof val) && (strcmp(val, "blasst") == 0) == v[i].blasst, "%s: blasst",
          v[i].name);
    if (t_manifest_field(obj, end, "paged_flag", val, sizeof val)) paged = val[0] == 't';
    else paged = t_manifest_field(obj, end, "kv", val, sizeof val) && !strcmp(val, "paged");
    CHECK(paged == v[i].paged, "%s: paged %d, the manifest %d", v[i].name, v[i].paged, paged);
    k = t_manifest_field(obj, end, "qsa_group", val, sizeof val) ? atoi(val) : 0;
    CHECK(k == v[i].key_group, "%s: key_group %d, the manifest %d", v[i].name, v[i].key_group, k);
    /* kinds: one number per kind name, and no two names on one number */
    CHECK(t_manifest_field(obj, end, "kind", val, sizeof val), "%s: no kind", v[i].name);
    for (k = 0; k < nk; ++k)
      if (!strcmp(kind_names[k], val) || kind_nums[k] == v[i].kind) known = k;
    if (known < 0) {
      CHECK(nk < 32, "more than 32 kinds");
      snprintf(kind_names[nk], sizeof kind_names[nk], "%s", val);
      kind_nums[nk++] = v[i].kind;
    } else
      CHECK(!strcmp(kind_names[known], val) && kind_nums[known] == v[i].kind, "%s: kind %d (%s), but %s has %d",
            v[i].name, v[i].kind, val, kind_names[known], kind_nums[known]);
    CHECK(src, "%s: no source", v[i].name);
    sa__sha256_buf(src, strlen(src), d);
    for (k = 0; k < 32; ++k) snprintf(hex + 2 * k, 3, "%02x", d[k]);
    CHECK(t_manifest_field(obj, end, "sha256", val, sizeof val) && !strcmp(val, hex), "%s: the rebuilt source's sha256 "
          "%s, the manifest's %s", v[i].name, hex, val);
    free(src);
    obj = end;
  }
  CHECK(!strstr(obj, "\n  {\n"), "the manifest lists more variants than the header's %d", n);
  SA_FREE(m);
}

/* ==================================================================================================== */
/* disk cache                                                                                           */
/* ==================================================================================================== */

static int g_warns;
static void t_count_warn(void *u, sa_log_level lvl, const char *msg) {
  (void)u; (void)msg;
  if (lvl == SA_LOG_WARN) ++g_warns;
}

static void t_key(unsigned char key[32], const char *s) { sa__sha256_buf(s, strlen(s), key); }

TEST(sha256) {
  unsigned char d[32];
  char hex[65];
  sa__sha256_buf("abc", 3, d);
  sa__hex(d, 32, hex);
  CHECK(!strcmp(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"), "sha256(abc) = %s", hex);
  sa__sha256_buf("", 0, d);
  sa__hex(d, 32, hex);
  CHECK(!strcmp(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"), "sha256('') = %s", hex);
}

TEST(cache_roundtrip_and_damage) {
  char dir[256], path[SA__PATH_CAP + 256];
  sa__jit j;
  unsigned char key[32], key2[32], payload[5000], *got = NULL, *raw;
  size_t n = 0, rn;
  int i;
  FILE *f;
  t_tmpdir(dir, sizeof dir, "cache");
  CHECK(dir[0], "mkdtemp failed");
  for (i = 0; i < (int)sizeof payload; ++i) payload[i] = (unsigned char)(i * 7 + 3);
  sa__jit_init(&j, dir, 0, t_count_warn, NULL);
  t_key(key, "variant-a");
  t_key(key2, "variant-b");
  CHECK(!sa__cache_load(&j, "v", "sm_80", key, &got, &n), "empty cache returned a hit");
  sa__cache_store(&j, "v", "sm_80", key, payload, sizeof payload);
  CHECK(sa__cache_load(&j, "v", "sm_80", key, &got, &n), "round trip: miss");
  CHECK(n == sizeof payload && !memcmp(got, payload, n), "round trip: payload differs");
  free(got);
  sa__cache_path(&j, "v", "sm_80", key, path, sizeof path);
  CHECK(sa__read_file(path, &raw, &rn) == 0 && rn == sizeof payload + SA__CACHE_HEADER_BYTES, "file size %zu", rn);

  /* a flipped payload byte, a flipped header byte, truncation, zero length, a foreign file, another key */
  {
    struct { const char *what; size_t len; int flip; } cases[] = {
        {"flipped payload byte", 0, SA__CACHE_HEADER_BYTES + 100}, {"flipped key byte", 0, 20},
        {"flipped length byte", 0, 50}, {"truncated", 1000, -1}, {"header only", SA__CACHE_HEADER_BYTES, -1},
        {"zero length", 1, -2}, {"foreign", 0, -3}};
    int c;
    for (c = 0; c < (int)(sizeof cases / sizeof cases[0]); ++c) {
      unsigned char *d = (unsigned char *)malloc(rn);
      size_t len = cases[c].len ? cases[c].len : rn;
      memcpy(d, raw, rn);
      if (cases[c].flip >= 0) d[cases[c].flip] ^= 0x40;
      if (cases[c].flip == -2) len = 0;
      if (cases[c].flip == -3) { memcpy(d, "\177ELF", 4); }
      f = fopen(path, "wb");
      CHECK(f && fwrite(d, 1, len, f) == len, "writing the damaged file");
      fclose(f);
      free(d);
      CHECK(!sa__cache_load(&j, "v", "sm_80", key, &got, &n), "%s: damaged file accepted", cases[c].what);
      sa__cache_store(&j, "v", "sm_80", key, payload, sizeof payload); /* what a recompile does */
      CHECK(sa__cache_load(&j, "v", "sm_80", key, &got, &n) && n == sizeof payload && !memcmp(got, payload, n),
            "%s: not replaced by a good file", cases[c].what);
      free(got);
    }
  }
  /* a valid file under another key's name is refused */
  {
    char path2[SA__PATH_CAP + 256];
    sa__cache_path(&j, "v", "sm_80", key2, path2, sizeof path2);
    CHECK(rename(path, path2) == 0, "rename");
    CHECK(!sa__cache_load(&j, "v", "sm_80", key2, &got, &n), "file of another key accepted");
  }
  CHECK(g_warns == 0, "unexpected warnings: %d", g_warns);
  free(raw);
  t_rmrf(dir);
}

/* A folder that cannot be written: one warning, then memory-only. A path below a regular file fails even
   for root; a chmod 0555 folder is tried too when not root. */
TEST(cache_unwritable) {
  char dir[256], sub[300];
  sa__jit j;
  unsigned char key[32], p[64] = {1, 2, 3}, *got;
  size_t n;
  FILE *f;
  int round;
  t_tmpdir(dir, sizeof dir, "ro");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(sub, sizeof sub, "%s/file", dir);
  f = fopen(sub, "w");
  CHECK(f, "create file");
  fclose(f);
  snprintf(sub, sizeof sub, "%s/file/cache", dir);
  t_key(key, "k");
  for (round = 0; round < 2; ++round) {
    if (round == 1) {
      if (geteuid() == 0) break; /* root writes anywhere */
      snprintf(sub, sizeof sub, "%s/ro", dir);
      CHECK(mkdir(sub, 0555) == 0, "mkdir 0555");
    }
    g_warns = 0;
    sa__jit_init(&j, sub, 0, t_count_warn, NULL);
    sa__cache_store(&j, "v", "sm_80", key, p, sizeof p);
    sa__cache_store(&j, "v", "sm_80", key, p, sizeof p);
    CHECK(g_warns == 1, "round %d: %d warnings, want exactly 1", round, g_warns);
    CHECK(j.disk == 0, "round %d: disk cache still on", round);
    CHECK(!sa__cache_load(&j, "v", "sm_80", key, &got, &n), "round %d: hit from an unwritable folder", round);
  }
  t_rmrf(dir);
}

/* Threads storing and loading one key at once never see a partial file. */
typedef struct t_race { sa__jit *j; int id, bad; } t_race;
static void *t_race_thread(void *arg) {
  t_race *r = (t_race *)arg;
  unsigned char key[32], p[20000], *got;
  size_t n;
  int i, k;
  for (i = 0; i < (int)sizeof p; ++i) p[i] = (unsigned char)(i ^ 0x5a);
  t_key(key, "race");
  for (k = 0; k < 50; ++k) {
    if ((k + r->id) & 1) sa__cache_store(r->j, "v", "sm_90a", key, p, sizeof p);
    else if (sa__cache_load(r->j, "v", "sm_90a", key, &got, &n)) {
      if (n != sizeof p || memcmp(got, p, n)) r->bad++;
      free(got);
    }
  }
  return NULL;
}
TEST(cache_threads) {
  char dir[256];
  sa__jit j;
  pthread_t th[6];
  t_race rr[6];
  int i, bad = 0;
  t_tmpdir(dir, sizeof dir, "race");
  CHECK(dir[0], "mkdtemp failed");
  sa__jit_init(&j, dir, 0, t_count_warn, NULL);
  g_warns = 0;
  for (i = 0; i < 6; ++i) { rr[i].j = &j; rr[i].id = i; rr[i].bad = 0; pthread_create(&th[i], NULL, t_race_thread, &rr[i]); }
  for (i = 0; i < 6; ++i) { pthread_join(th[i], NULL); bad += rr[i].bad; }
  CHECK(bad == 0, "%d partial or wrong reads", bad);
  CHECK(g_warns == 0, "%d warnings", g_warns);
  t_rmrf(dir);
}

/* The key changes with anything that changes the cubin. */
TEST(cache_key) {
  const char *o1[] = {"--gpu-architecture=sm_80", "-std=c++17"}, *o2[] = {"--gpu-architecture=sm_80", "-std=c++20"};
  unsigned char a[32], b[32];
  sa__cache_key("src", o1, 2, "sm_80", a);
  sa__cache_key("src", o1, 2, "sm_80", b);
  CHECK(!memcmp(a, b, 32), "same inputs, different keys");
  sa__cache_key("src2", o1, 2, "sm_80", b);
  CHECK(memcmp(a, b, 32), "source not in the key");
  sa__cache_key("src", o2, 2, "sm_80", b);
  CHECK(memcmp(a, b, 32), "options not in the key");
  sa__cache_key("src", o1, 2, "sm_90a", b);
  CHECK(memcmp(a, b, 32), "arch not in the key");
}

/* Three processes compile the same kernel into one cache folder at once (released together from a barrier): all
   succeed with identical cubins, at least two of them really compiled concurrently (rather than one reading the
   other's file), the file left is valid, and a fourth lookup reads it from disk. Needs NVRTC, not a GPU. */
static int t_smallest_variant(void) {
  int n, i, best = 0;
  const sa__variant *v = sa__variant_table(&n);
  for (i = 1; i < n; ++i)
    if (v[i].head_dim * (v[i].causal + 1) < v[best].head_dim * (v[best].causal + 1)) best = i;
  return best;
}
#define T_PROCS 3
TEST(cache_two_processes) {
  char dir[256], msg[SA__ERR_CAP];
  int n, vi, k, fds[T_PROCS][2], go[2], status, compiled = 0;
  pid_t pid[T_PROCS];
  unsigned char sums[T_PROCS][32], sum3[32], *cubin;
  size_t len;
  int from_disk;
  double ms;
  sa__jit j;
  const sa__variant *v = sa__variant_table(&n);
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  t_tmpdir(dir, sizeof dir, "procs");
  CHECK(dir[0], "mkdtemp failed");
  vi = t_smallest_variant();
  CHECK(pipe(go) == 0, "pipe");
  fflush(stdout);
  for (k = 0; k < T_PROCS; ++k) {
    CHECK(pipe(fds[k]) == 0, "pipe");
    pid[k] = fork();
    CHECK(pid[k] >= 0, "fork");
    if (pid[k] == 0) {
      unsigned char s[33];
      char c;
      close(go[1]);
      if (read(go[0], &c, 1) != 0) _exit(4); /* the barrier: the parent closes its end once all are forked */
      sa__jit_init(&j, dir, 0, NULL, NULL);
      memset(s, 0, sizeof s);
      s[32] = 2;
      if (sa__jit_cubin(&j, &v[vi], "sm_80", &cubin, &len, &from_disk, &ms, msg, sizeof msg) == SA_OK) {
        sa__sha256_buf(cubin, len, s);
        s[32] = (unsigned char)from_disk;
      }
      if (write(fds[k][1], s, 33) != 33) _exit(3);
      _exit(0);
    }
    close(fds[k][1]);
  }
  close(go[0]);
  close(go[1]); /* go */
  for (k = 0; k < T_PROCS; ++k) {
    unsigned char s[33];
    CHECK(read(fds[k][0], s, 33) == 33, "child %d wrote no result", k);
    close(fds[k][0]);
    memcpy(sums[k], s, 32);
    CHECK(s[32] != 2, "child %d: the compile failed", k);
    compiled += s[32] == 0;
    CHECK(waitpid(pid[k], &status, 0) == pid[k] && WIFEXITED(status) && WEXITSTATUS(status) == 0, "child %d failed", k);
  }
  for (k = 1; k < T_PROCS; ++k) CHECK(!memcmp(sums[0], sums[k], 32), "processes 0 and %d got different cubins", k);
  CHECK(compiled >= 2, "only %d of %d processes compiled: they did not run concurrently", compiled, T_PROCS);
  sa__jit_init(&j, dir, 0, NULL, NULL);
  CHECK(sa__jit_cubin(&j, &v[vi], "sm_80", &cubin, &len, &from_disk, &ms, msg, sizeof msg) == SA_OK, "%s", msg);
  CHECK(from_disk == 1, "the last lookup compiled again instead of reading the cache");
  sa__sha256_buf(cubin, len, sum3);
  free(cubin);
  CHECK(!memcmp(sums[0], sum3, 32), "cached cubin differs from the compiled one");
  {
    char cmd[512], out[64];
    snprintf(cmd, sizeof cmd, "ls -A '%s' | wc -l", dir);
    CHECK(t_sh(cmd, out, sizeof out) == 0 && atoi(out) == 1, "%s files in the cache folder, want 1 (no temporaries left)", out);
  }
  snprintf(t_cur->msg, sizeof t_cur->msg, "%d of %d processes compiled at once", compiled, T_PROCS);
  t_rmrf(dir);
}
#undef T_PROCS

/* ---- the cache on a shared machine: what the library makes is private; it reads nothing others could write ---- */

static char g_last_warn[2048];
static void t_keep_warn(void *u, sa_log_level lvl, const char *msg) {
  (void)u;
  if (lvl != SA_LOG_WARN) return;
  ++g_warns;
  snprintf(g_last_warn, sizeof g_last_warn, "%s", msg);
}
static int t_mode(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0 ? (int)(st.st_mode & 07777) : -1;
}
static long t_owner(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0 ? (long)st.st_uid : -1;
}
/* Whether this process may give a file to uid 65534, another user (and take it back): root may; others skip those
   cases. */
static int t_can_chown(const char *path) {
  return geteuid() != 65534 && chown(path, 65534, (gid_t)-1) == 0 && chown(path, geteuid(), (gid_t)-1) == 0;
}

/* Folders the library creates are 0700, its files (cubins, tuning files) 0600, whatever the umask (0 here: the modes
   are the ones given at creation, not left to the umask), and no temporary file stays behind. */
TEST(cache_private_modes) {
  char dir[256], a[300], b[320], ta[300], tb[320], path[SA__PATH_CAP + 256], tpath[400], cmd[1024], out[64];
  sa__jit j;
  unsigned char key[32], p[300], *got = NULL;
  size_t n = 0;
  sa__tune_ident id;
  sa__tune_table t;
  mode_t old;
  int wr;
  t_tmpdir(dir, sizeof dir, "modes");
  CHECK(dir[0], "mkdtemp failed");
  memset(p, 0x3c, sizeof p);
  t_key(key, "modes");
  snprintf(a, sizeof a, "%s/a", dir);
  snprintf(b, sizeof b, "%s/a/b", dir);
  snprintf(ta, sizeof ta, "%s/t", dir);
  snprintf(tb, sizeof tb, "%s/t/u", dir);
  snprintf(tpath, sizeof tpath, "%s/t/u/tuning.txt", dir);
  memset(&id, 0, sizeof id);
  memset(&t, 0, sizeof t);
  g_warns = 0;
  old = umask(0);
  sa__jit_init(&j, b, 0, t_count_warn, NULL);
  sa__cache_store(&j, "v", "sm_80", key, p, sizeof p);
  wr = sa__tune_write(tpath, &id, &t, NULL);
  umask(old);
  sa__cache_path(&j, "v", "sm_80", key, path, sizeof path);
  CHECK(wr == 0, "tuning file: %s", strerror(errno));
  CHECK(g_warns == 0 && j.disk, "%d warnings, disk cache %s", g_warns, j.disk ? "on" : "off");
  CHECK(t_mode(a) == 0700 && t_mode(b) == 0700, "cache folders made %04o and %04o, want 0700", t_mode(a), t_mode(b));
  CHECK(t_mode(path) == 0600, "cache file made %04o, want 0600", t_mode(path));
  CHECK(t_mode(ta) == 0700 && t_mode(tb) == 0700, "tuning folders made %04o and %04o, want 0700", t_mode(ta), t_mode(tb));
  CHECK(t_mode(tpath) == 0600, "tuning file made %04o, want 0600", t_mode(tpath));
  CHECK(sa__cache_load(&j, "v", "sm_80", key, &got, &n) && n == sizeof p && !memcmp(got, p, n), "the file does not load");
  free(got);
  snprintf(cmd, sizeof cmd, "ls -A '%s' '%s' | grep -c '[.]tmp[.]'", b, tb);
  CHECK(t_sh(cmd, out, sizeof out) >= 0 && atoi(out) == 0, "%s temporary files left", out);
  pthread_mutex_destroy(&j.mu);
  t_rmrf(dir);
}

/* A cubin the library stored, then its folder made writable by the group or by others or given to another user, or the
   file itself made writable by others, given to another user or replaced by a symbolic link: a context made before the
   change and one made after both refuse it, with one warning that names the folder or file; once undone it loads again
   (so each case can fail). A file of this user that others could write is replaced by the next store (0600); one of
   another user is left as it is. */
TEST(cache_untrusted_refused) {
  enum { FOLDER_777, FOLDER_770, FOLDER_OWNER, FILE_666, FILE_620, FILE_OWNER, FILE_LINK, N_CASES };
  static const char *what[] = {"folder 0777", "folder 0770", "folder of uid 65534", "file 0666", "file 0620",
                               "file of uid 65534", "file a symbolic link"};
  char dir[256], path[SA__PATH_CAP + 256], real[SA__PATH_CAP + 300];
  sa__jit j0, j;
  unsigned char key[32], p[3000], q[3000], *got = NULL, *raw = NULL, *raw2 = NULL;
  size_t n = 0, rn = 0, rn2 = 0;
  int c, can_chown, skipped = 0;
  t_tmpdir(dir, sizeof dir, "untrusted");
  CHECK(dir[0], "mkdtemp failed");
  for (c = 0; c < (int)sizeof p; ++c) { p[c] = (unsigned char)(c * 13 + 1); q[c] = (unsigned char)(c * 5 + 2); }
  t_key(key, "planted");
  sa__jit_init(&j0, dir, 0, t_keep_warn, NULL);
  sa__cache_store(&j0, "v", "sm_80", key, p, sizeof p);
  sa__cache_path(&j0, "v", "sm_80", key, path, sizeof path);
  pthread_mutex_destroy(&j0.mu);
  snprintf(real, sizeof real, "%s.real", path);
  can_chown = t_can_chown(path);
  for (c = 0; c < N_CASES; ++c) {
    const int folder = c <= FOLDER_OWNER;
    int r;
    if ((c == FOLDER_OWNER || c == FILE_OWNER) && !can_chown) { ++skipped; continue; }
    g_warns = 0;
    sa__jit_init(&j0, dir, 0, t_keep_warn, NULL); /* a context made while all is well */
    CHECK(g_warns == 0 && j0.disk, "%s: the safe folder was refused: %s", what[c], g_last_warn);
    switch (c) {
      case FOLDER_777: r = chmod(dir, 0777); break;
      case FOLDER_770: r = chmod(dir, 0770); break;
      case FOLDER_OWNER: r = chown(dir, 65534, (gid_t)-1); break;
      case FILE_666: r = chmod(path, 0666); break;
      case FILE_620: r = chmod(path, 0620); break;
      case FILE_OWNER: r = chown(path, 65534, (gid_t)-1); break;
      default: r = rename(path, real) || symlink(real, path); break;
    }
    CHECK(r == 0, "%s: making the case: %s", what[c], strerror(errno));
    /* a context made now: an untrusted folder turns its disk cache off at once */
    g_warns = 0;
    sa__jit_init(&j, dir, 0, t_keep_warn, NULL);
    CHECK(g_warns == (folder ? 1 : 0) && (j.disk == 0) == folder, "%s: %d warnings at init, disk cache %s", what[c],
          g_warns, j.disk ? "on" : "off");
    CHECK(!sa__cache_load(&j, "v", "sm_80", key, &got, &n), "%s: loaded by a new context", what[c]);
    CHECK(g_warns == 1 && strstr(g_last_warn, folder ? dir : path), "%s: %d warnings, the last: %s", what[c], g_warns,
          g_last_warn);
    if (folder) CHECK(strstr(g_last_warn, "not used"), "%s: %s", what[c], g_last_warn);
    else CHECK(strstr(g_last_warn, "not loaded"), "%s: %s", what[c], g_last_warn);
    /* the context made before: checks again at each use */
    g_warns = 0;
    CHECK(!sa__cache_load(&j0, "v", "sm_80", key, &got, &n), "%s: loaded by an older context", what[c]);
    CHECK(g_warns == 1 && strstr(g_last_warn, folder ? dir : path), "%s, older context: %d warnings, the last: %s", what[c],
          g_warns, g_last_warn);
    CHECK((j0.disk == 0) == folder, "%s: older context's disk cache %s", what[c], j0.disk ? "on" : "off");
    /* a store after the refusal: nothing into an untrusted folder, nor over another user's file; a file of this user is
       replaced by a private one */
    CHECK(sa__read_file(c == FILE_LINK ? real : path, &raw, &rn) == 0, "%s: read", what[c]);
    sa__cache_store(&j, "v", "sm_80", key, q, sizeof q);
    CHECK(sa__read_file(c == FILE_LINK ? real : path, &raw2, &rn2) == 0, "%s: read", what[c]);
    if (c == FILE_666 || c == FILE_620) {
      CHECK(t_mode(path) == 0600 && rn2 == sizeof q + SA__CACHE_HEADER_BYTES, "%s: not replaced (%04o)", what[c],
            t_mode(path));
    } else {
      CHECK(rn == rn2 && !memcmp(raw, raw2, rn), "%s: the file was overwritten", what[c]);
      if (c == FILE_OWNER) CHECK(t_owner(path) == 65534, "%s: owner now %ld", what[c], t_owner(path));
    }
    free(raw); free(raw2);
    raw = raw2 = NULL;
    pthread_mutex_destroy(&j.mu);
    pthread_mutex_destroy(&j0.mu);
    /* undone (the cubin of p back in place): a new context loads it */
    switch (c) {
      case FOLDER_777: case FOLDER_770: r = chmod(dir, 0700); break;
      case FOLDER_OWNER: r = chown(dir, geteuid(), (gid_t)-1); break;
      case FILE_OWNER: r = chown(path, geteuid(), (gid_t)-1); break;
      case FILE_LINK: r = unlink(path) || rename(real, path); break;
      default: r = 0; break;
    }
    CHECK(r == 0, "%s: undoing the case: %s", what[c], strerror(errno));
    g_warns = 0;
    sa__jit_init(&j, dir, 0, t_keep_warn, NULL);
    sa__cache_store(&j, "v", "sm_80", key, p, sizeof p);
    CHECK(sa__cache_load(&j, "v", "sm_80", key, &got, &n) && n == sizeof p && !memcmp(got, p, n) && g_warns == 0,
          "%s undone: the file does not load (%d warnings: %s)", what[c], g_warns, g_last_warn);
    free(got);
    got = NULL;
    pthread_mutex_destroy(&j.mu);
  }
  if (skipped)
    snprintf(t_cur->msg, sizeof t_cur->msg, "not root: the %d cases of another user's folder or file were skipped "
             "(chown needs root)", skipped);
  t_rmrf(dir);
}

/* The same through sa__jit_cubin, the path of every kernel (NVRTC, no GPU): a file planted under the real key of a
   variant is what a lookup returns while the folder is safe; with the folder world-writable, or the file writable by
   others, the kernel is compiled instead (the planted bytes never come back), with one warning. The planted file in
   the unsafe folder is left as it is; the file of this user is replaced by the compiled cubin, which loads next time.
   sa_precompile_arch refuses the unsafe folder before compiling anything. */
TEST(cache_untrusted_recompile) {
  static const char planted[] = "planted: not a cubin, never to be loaded";
  char dir[256], msg[SA__ERR_CAP], archopt[64], path[SA__PATH_CAP + 256], *src;
  const char *opts[SA__MAX_OPTS], *old_log;
  unsigned char key[32], *cubin = NULL, *compiled = NULL, *raw = NULL;
  size_t len = 0, clen = 0, rn = 0;
  int nv, vi, n_opts, from_disk = -1;
  double ms;
  sa__jit j;
  sa_precompile_options o;
  sa_precompile_report rep;
  sa_status st;
  const sa__variant *v = sa__variant_table(&nv);
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  t_tmpdir(dir, sizeof dir, "plant");
  CHECK(dir[0], "mkdtemp failed");
  vi = t_smallest_variant();
  src = sa__variant_source(&v[vi]);
  CHECK(src, "no source");
  n_opts = sa__nvrtc_options("sm_80", NULL, 0, opts, archopt, sizeof archopt);
  sa__cache_key(src, opts, n_opts, "sm_80", key);
  free(src);
  sa__jit_init(&j, dir, 0, t_keep_warn, NULL);
  sa__cache_store(&j, v[vi].name, "sm_80", key, (const unsigned char *)planted, sizeof planted);
  sa__cache_path(&j, v[vi].name, "sm_80", key, path, sizeof path);
  g_warns = 0;
  CHECK(sa__jit_cubin(&j, &v[vi], "sm_80", &cubin, &len, &from_disk, &ms, msg, sizeof msg) == SA_OK, "%s", msg);
  CHECK(from_disk == 1 && len == sizeof planted && !memcmp(cubin, planted, len), "safe folder: the planted file was not "
        "what the lookup returned (from_disk %d, %zu bytes)", from_disk, len);
  free(cubin);
  pthread_mutex_destroy(&j.mu);

  CHECK(chmod(dir, 0777) == 0, "chmod");
  g_warns = 0;
  sa__jit_init(&j, dir, 0, t_keep_warn, NULL);
  CHECK(sa__jit_cubin(&j, &v[vi], "sm_80", &compiled, &clen, &from_disk, &ms, msg, sizeof msg) == SA_OK, "%s", msg);
  CHECK(from_disk == 0 && clen > 0 && (clen != sizeof planted || memcmp(compiled, planted, clen)),
        "folder 0777: from_disk %d, %zu bytes", from_disk, clen);
  CHECK(g_warns == 1 && strstr(g_last_warn, dir) && strstr(g_last_warn, "writable"), "folder 0777: %d warnings: %s",
        g_warns, g_last_warn);
  CHECK(sa__read_file(path, &raw, &rn) == 0 && rn == SA__CACHE_HEADER_BYTES + sizeof planted &&
        !memcmp(raw + SA__CACHE_HEADER_BYTES, planted, sizeof planted), "folder 0777: the planted file was touched");
  free(raw);
  pthread_mutex_destroy(&j.mu);
  /* sa_precompile_arch (and the sa_precompile tool, which calls it) into the unsafe folder: refused, nothing built */
  memset(&o, 0, sizeof o);
  o.threads = 1;
  o.filter = v[vi].name;
  old_log = getenv("SPARSEATTN_LOG");
  setenv("SPARSEATTN_LOG", "none", 1); /* its warning goes to stderr; the message is checked instead */
  st = sa_precompile_arch("sm_80", dir, &o, &rep);
  if (old_log) setenv("SPARSEATTN_LOG", old_log, 1);
  else unsetenv("SPARSEATTN_LOG");
  CHECK(st == SA_ERROR_IO && strstr(sa_last_error(NULL), dir) && strstr(sa_last_error(NULL), "writable") &&
        rep.compiled == 0, "sa_precompile_arch into a 0777 folder: %s (%s), %d compiled", sa_status_string(st),
        sa_last_error(NULL), rep.compiled);

  CHECK(chmod(dir, 0700) == 0 && chmod(path, 0666) == 0, "chmod");
  g_warns = 0;
  sa__jit_init(&j, dir, 0, t_keep_warn, NULL);
  CHECK(sa__jit_cubin(&j, &v[vi], "sm_80", &cubin, &len, &from_disk, &ms, msg, sizeof msg) == SA_OK, "%s", msg);
  CHECK(from_disk == 0 && len == clen && !memcmp(cubin, compiled, len), "file 0666: from_disk %d, %zu bytes", from_disk,
        len);
  CHECK(g_warns == 1 && strstr(g_last_warn, path), "file 0666: %d warnings: %s", g_warns, g_last_warn);
  free(cubin);
  CHECK(t_mode(path) == 0600, "file 0666: not replaced by a private file (%04o)", t_mode(path));
  pthread_mutex_destroy(&j.mu);
  g_warns = 0;
  sa__jit_init(&j, dir, 0, t_keep_warn, NULL);
  CHECK(sa__jit_cubin(&j, &v[vi], "sm_80", &cubin, &len, &from_disk, &ms, msg, sizeof msg) == SA_OK, "%s", msg);
  CHECK(from_disk == 1 && len == clen && !memcmp(cubin, compiled, len) && g_warns == 0,
        "the replaced file: from_disk %d, %d warnings", from_disk, g_warns);
  free(cubin);
  free(compiled);
  pthread_mutex_destroy(&j.mu);
  t_rmrf(dir);
}

/* ==================================================================================================== */
/* the header compiled as C99 and C++17, alone                                                          */
/* ==================================================================================================== */

static int t_sh(const char *cmd, char *out, size_t cap) {
  FILE *f = popen(cmd, "r");
  size_t n = 0;
  if (!f) return -1;
  out[0] = 0;
  while (n + 1 < cap) {
    size_t got = fread(out + n, 1, cap - 1 - n, f);
    if (!got) break;
    n += got;
  }
  out[n] = 0;
  return pclose(f);
}

static void t_standalone(const char *compiler, const char *flags, const char *ext) {
  char dir[256], cmd[4096], out[8192];
  const char *cc = getenv(compiler[0] == 'c' && compiler[1] == 'c' ? "CC" : "CXX");
  FILE *f;
  int rc;
  if (!cc || !*cc) cc = compiler;
  t_tmpdir(dir, sizeof dir, "hdr");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(cmd, sizeof cmd, "cp '%s/sparseattn.h' '%s/'", g_root, dir);
  CHECK(system(cmd) == 0, "copy failed: %s", cmd);
  snprintf(cmd, sizeof cmd, "%s/main.%s", dir, ext);
  f = fopen(cmd, "w");
  CHECK(f, "cannot write %s", cmd);
  fputs("#define SPARSEATTN_IMPLEMENTATION\n#include \"sparseattn.h\"\n#include <stdio.h>\n"
        "int other(void);\n"
        "int main(void) {\n  sa_context *ctx = NULL;\n  sa_status st = sa_context_create(NULL, &ctx);\n"
        "  if (st == SA_OK) { sa_device_info i; sa_device_info_get(ctx, &i); printf(\"GPU %s\\n\", i.name);\n"
        "    sa_context_destroy(ctx); return other(); }\n"
        "  printf(\"status %d (%s): %s\\n\", (int)st, sa_status_string(st), sa_last_error(NULL));\n"
        "  return (st == SA_ERROR_NO_DRIVER || st == SA_ERROR_NO_DEVICE || st == SA_ERROR_NO_NVRTC) ? other() : 1;\n}\n", f);
  fclose(f);
  snprintf(cmd, sizeof cmd, "%s/other.%s", dir, ext);
  f = fopen(cmd, "w");
  CHECK(f, "cannot write %s", cmd);
  /* with SPARSEATTN_STATIC every file carries its own private implementation: two must link together */
  if (strstr(flags, "SPARSEATTN_STATIC")) fputs("#define SPARSEATTN_IMPLEMENTATION\n", f);
  fputs("#include \"sparseattn.h\"\nint other(void) { return sa_kernel_count() > 0 ? 0 : 2; }\n", f);
  fclose(f);
  snprintf(cmd, sizeof cmd, "cd '%s' && %s %s -Wall -Wextra -pedantic -Werror main.%s other.%s -o prog -ldl -lpthread -lm 2>&1 && ./prog 2>&1",
           dir, cc, flags, ext, ext);
  rc = t_sh(cmd, out, sizeof out);
  CHECK(rc == 0, "%s\n%s", cmd, out);
  t_rmrf(dir);
}
/* The text after the first `open` in s up to the next `close`, with the newline that ends its last line (NULL when
   either is missing); *n its length. */
static const char *t_section(const char *s, const char *open, const char *close, size_t *n) {
  const char *a = strstr(s, open), *b;
  if (!a) return NULL;
  a += strlen(open);
  b = strstr(a, close);
  if (!b) return NULL;
  *n = (size_t)(b - a) + 1;
  return a;
}

static int t_write3(const char *path, const char *pre, const char *s, size_t n, const char *post) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fputs(pre, f);
  fwrite(s, 1, n, f);
  fputs(post, f);
  return fclose(f);
}

/* The README's C example (its first ```c block) and the header's EXAMPLE (its indented lines, as the body of a
   function that has the pointers it names) compile warning-free as C99 and as C++17. */
static void t_doc_examples(const char *compiler, const char *flags) {
  char dir[256], cmd[4096], out[8192], path[1024];
  const char *cc = getenv(compiler[0] == 'c' && compiler[1] == 'c' ? "CC" : "CXX"), *ex;
  unsigned char *readme = NULL, *header = NULL;
  size_t n = 0;
  int rc;
  if (!cc || !*cc) cc = compiler;
  snprintf(path, sizeof path, "%s/README.md", g_root);
  CHECK(sa__read_file(path, &readme, &n) == 0, "cannot read %s", path);
  snprintf(path, sizeof path, "%s/sparseattn.h", g_root);
  CHECK(sa__read_file(path, &header, &n) == 0, "cannot read %s", path);
  t_tmpdir(dir, sizeof dir, "doc");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(cmd, sizeof cmd, "cp '%s/sparseattn.h' '%s/'", g_root, dir);
  CHECK(system(cmd) == 0, "copy failed: %s", cmd);
  ex = t_section((const char *)readme, "\n```c\n", "\n```", &n);
  CHECK(ex, "README.md has no closed ```c block");
  snprintf(path, sizeof path, "%s/readme.c", dir);
  CHECK(t_write3(path, "", ex, n, "") == 0, "cannot write %s", path);
  ex = t_section((const char *)header, "\n   EXAMPLE\n", "\n\n", &n);
  CHECK(ex, "sparseattn.h has no EXAMPLE section that ends with a blank line");
  snprintf(path, sizeof path, "%s/header.c", dir);
  CHECK(t_write3(path,
                 "#include \"sparseattn.h\"\n#include <stdio.h>\n#include <string.h>\n"
                 "int example(const void *dq, const void *dk, const void *dv, void *dout, void *stream);\n"
                 "int example(const void *dq, const void *dk, const void *dv, void *dout, void *stream) {\n",
                 ex, n, "  return 0;\n}\n") == 0, "cannot write %s", path);
  SA_FREE(readme);
  SA_FREE(header);
  snprintf(cmd, sizeof cmd, "cd '%s' && %s %s -Wall -Wextra -pedantic -Werror -c readme.c header.c 2>&1", dir, cc, flags);
  rc = t_sh(cmd, out, sizeof out);
  CHECK(rc == 0, "%s\n%s", cmd, out);
  t_rmrf(dir);
}
/* The causal grid's block order (sa_grid_xy, common/ptx.j2), its text taken from a kernel's source and compiled on
   the host: for groups of 1, 4 and 8 heads and every grid of up to 40 query tiles by 70 heads, a bijection onto the
   (query tile, head) slots, the groups in turn and, inside a group, the longest query tiles first. */
TEST(grid_order) {
  static const char *main_src =
      "#include <stdio.h>\n"
      "template <int HG> static int check() {\n"
      "  int bad = 0;\n"
      "  for (sa_u32 nx = 1; nx <= 40; ++nx)\n"
      "    for (sa_u32 ny = 1; ny <= 70; ++ny) {\n"
      "      static int seen[40 * 70];\n"
      "      const sa_u32 h_last = (ny / HG > 1 ? ny / HG - 1 : 0) * HG;\n"
      "      long prev = -1;\n"
      "      for (sa_u32 i = 0; i < nx * ny; ++i) seen[i] = 0;\n"
      "      for (sa_u32 lin = 0; lin < nx * ny; ++lin) {\n"
      "        int bx = -1, by = -1;\n"
      "        sa_grid_xy<true, HG>(lin % nx, lin / nx, nx, ny, bx, by);\n"
      "        if (bx < 0 || bx >= (int)nx || by < 0 || by >= (int)ny) { ++bad; continue; }\n"
      "        ++seen[by * nx + bx];\n"
      "        if (HG > 1) {   /* (group, query tile slot) never goes back: groups in turn, longest tiles first */\n"
      "          const long key = (long)((sa_u32)by < h_last ? (sa_u32)by / HG : h_last / HG) * 1000 + bx;\n"
      "          if (key < prev) ++bad;\n"
      "          prev = key;\n"
      "        }\n"
      "        int nbx = -1, nby = -1;\n"
      "        sa_grid_xy<false, HG>(lin % nx, lin / nx, nx, ny, nbx, nby);\n"
      "        if (nbx != (int)(lin % nx) || nby != (int)(lin / nx)) ++bad;   /* non-causal grids keep their order */\n"
      "      }\n"
      "      for (sa_u32 i = 0; i < nx * ny; ++i) bad += seen[i] != 1;\n"
      "    }\n"
      "  return bad;\n"
      "}\n"
      "int main() {\n"
      "  const int bad = check<1>() + check<4>() + check<8>();\n"
      "  printf(bad ? \"%d bad blocks\\n\" : \"ok\\n\", bad);\n"
      "  return bad != 0;\n"
      "}\n";
  int n, i, rc;
  const sa__variant *v = sa__variant_table(&n);
  char *s = NULL, dir[256], path[1024], cmd[2048], out[4096];
  const char *a, *e, *cxx = getenv("CXX");
  for (i = 0; i < n && !s; ++i)
    if (strstr(v[i].name, "fwd_prefill__") && strstr(v[i].name, "__sm90_causal")) s = sa__variant_source(&v[i]);
  CHECK(s, "no sm90 causal prefill variant");
  a = strstr(s, "template <bool CAUSAL_GRID, int HG>\nSA_DEV void sa_grid_xy");
  e = a ? strstr(a, "\n}\n") : NULL;
  CHECK(a && e, "sa_grid_xy not found in the kernel source");
  t_tmpdir(dir, sizeof dir, "grid");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(path, sizeof path, "%s/grid.cpp", dir);
  CHECK(t_write3(path, "typedef unsigned int sa_u32;\n#define SA_DEV static inline\n", a, (size_t)(e + 3 - a), main_src) == 0,
        "cannot write %s", path);
  free(s);
  snprintf(cmd, sizeof cmd, "cd '%s' && %s -std=c++11 -O1 -Wall -Werror grid.cpp -o grid 2>&1 && ./grid 2>&1", dir,
           cxx && *cxx ? cxx : "c++");
  rc = t_sh(cmd, out, sizeof out);
  CHECK(rc == 0 && strstr(out, "ok"), "%s\n%s", cmd, out);
  t_rmrf(dir);
}
TEST(doc_examples_c99) { t_doc_examples("cc", "-std=c99"); }
TEST(doc_examples_cxx17) { t_doc_examples("c++", "-std=c++17 -x c++"); }

TEST(header_c99) { t_standalone("cc", "-std=c99", "c"); }
TEST(header_cxx17) { t_standalone("c++", "-std=c++17 -x c++", "c"); }
TEST(header_static) { t_standalone("cc", "-std=c99 -DSPARSEATTN_STATIC", "c"); }

/* An engine build: the header builds and runs without its tools (C99 and C++17), and a tool's declaration is gone,
   so calling one does not compile. */
TEST(header_no_tools) {
  char dir[256], cmd[4096], out[8192], path[1024];
  const char *cc = getenv("CC");
  int rc;
  t_standalone("cc", "-std=c99 -DSPARSEATTN_NO_TOOLS", "c");
  t_standalone("c++", "-std=c++17 -x c++ -DSPARSEATTN_NO_TOOLS", "c");
  if (!cc || !*cc) cc = "cc";
  t_tmpdir(dir, sizeof dir, "notools");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(cmd, sizeof cmd, "cp '%s/sparseattn.h' '%s/'", g_root, dir);
  CHECK(system(cmd) == 0, "copy failed: %s", cmd);
  snprintf(path, sizeof path, "%s/tool.c", dir);
  {
    static const char call[] = "int f(void) { return (int)sa_ref_attention(0, SA_REF_FLOAT, 0, 0); }\n";
    CHECK(t_write3(path, "#define SPARSEATTN_NO_TOOLS\n#include \"sparseattn.h\"\n", call, sizeof call - 1, "") == 0,
          "cannot write %s", path);
  }
  snprintf(cmd, sizeof cmd, "cd '%s' && %s -std=c99 -Werror=implicit-function-declaration -c tool.c 2>&1", dir, cc);
  rc = t_sh(cmd, out, sizeof out);
  CHECK(rc != 0 && strstr(out, "sa_ref_attention"), "a tool compiled with SPARSEATTN_NO_TOOLS (rc %d):\n%s", rc, out);
  t_rmrf(dir);
}

/* The header's CONTENTS lists the implementation's section banners, in their order. */
TEST(header_contents) {
  char path[1024];
  unsigned char *header = NULL;
  size_t n = 0;
  const char *list, *at, *line, *end;
  int listed = 0;
  snprintf(path, sizeof path, "%s/sparseattn.h", g_root);
  CHECK(sa__read_file(path, &header, &n) == 0, "cannot read %s", path);
  list = t_section((const char *)header, "\n   CONTENTS\n", "\n\n", &n);
  CHECK(list, "sparseattn.h has no CONTENTS section");
  at = strstr((const char *)header, "\n#ifdef SPARSEATTN_IMPLEMENTATION");
  CHECK(at, "no implementation part");
  for (line = strchr(list, '\n') + 1; line < list + n; line = end + 1) { /* the first line is the list's caption */
    char title[128], banner[160];
    size_t k = 0;
    const char *found;
    end = strchr(line, '\n');
    while (*line == ' ') ++line;
    while (line + k < end && k + 1 < sizeof title && !(line[k] == ' ' && line[k + 1] == ' ')) { title[k] = line[k]; ++k; }
    title[k] = 0;
    if (!k) continue;
    snprintf(banner, sizeof banner, "-- */\n/* %s", title);
    found = strstr(at, banner);
    CHECK(found, "CONTENTS lists \"%s\", which is not the next section banner of the implementation", title);
    at = found + strlen(banner);
    ++listed;
  }
  CHECK(listed >= 15, "CONTENTS lists %d sections", listed);
  SA_FREE(header);
}

/* A program that prints the variant table and a digest of each rebuilt source, one line a variant. */
static const char t_table_prog[] =
    "#define SPARSEATTN_IMPLEMENTATION\n#include \"sparseattn.h\"\n"
    "int main(void) {\n"
    "  int n, i, k;\n"
    "  const sa__variant *v = sa__variant_table(&n);\n"
    "  printf(\"head dims %s\\n\", SA__GEN_HEAD_DIMS);\n"
    "  for (i = 0; i < n; ++i) {\n"
    "    char *s = sa__variant_source(&v[i]);\n"
    "    unsigned char d[32];\n"
    "    if (!s) return 1;\n"
    "    sa__sha256_buf(s, strlen(s), d);\n"
    "    printf(\"%s %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d \", v[i].name, v[i].kind,\n"
    "           v[i].family, v[i].dtype, v[i].head_dim, v[i].bm, v[i].bn, v[i].warps, v[i].stages, v[i].causal,\n"
    "           v[i].blasst, v[i].paged, v[i].sub, v[i].mi, v[i].preference, v[i].threads, v[i].smem_bytes,\n"
    "           v[i].static_smem, v[i].min_blocks, v[i].heads, v[i].tma, v[i].key_group);\n"
    "    for (k = 0; k < 32; ++k) printf(\"%02x\", d[k]);\n"
    "    printf(\"\\n\");\n"
    "    free(s);\n"
    "  }\n"
    "  return 0;\n"
    "}\n";

/* The kernels-header hook: generate.py --kernels-out writes the embedded kernels alone (here for head dim 64), and
   the header built with SPARSEATTN_KERNELS_HEADER naming that file (C++17) has those variants, each with the fields
   and the source of the embedded one (C99; not its fragment count, which depends on the embedding's history: the
   header's region is renumbered incrementally, the file from nothing); a file generated for other declarations is
   refused at compile time. */
TEST(kernels_header) {
  char dir[256], cmd[4096], root[1024], *emb, *hook, *line, *end;
  const char *cc = getenv("CC"), *cxx = getenv("CXX");
  int rc, n, i, want = 0, got = 0;
  const sa__variant *v = sa__variant_table(&n);
  if (!cc || !*cc) cc = "cc";
  if (!cxx || !*cxx) cxx = "c++";
  emb = (char *)malloc(1 << 20);
  hook = (char *)malloc(1 << 20);
  CHECK(emb && hook, "out of memory");
  snprintf(cmd, sizeof cmd, "cd '%s' && python3 -c 'import jinja2' 2>&1", g_root);
  if (t_sh(cmd, emb, 1 << 20) != 0) SKIP("python3 with jinja2 not available: %s", emb);
  snprintf(cmd, sizeof cmd, "cd '%s' && pwd", g_root);
  CHECK(t_sh(cmd, root, sizeof root) == 0 && root[0] == '/', "no absolute path of %s: %s", g_root, root);
  root[strcspn(root, "\n")] = 0;
  t_tmpdir(dir, sizeof dir, "kernels");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(cmd, sizeof cmd, "cd '%s' && python3 codegen/generate.py --head-dims 64 --kernels-out '%s/k64.h' 2>&1", g_root,
           dir);
  CHECK(t_sh(cmd, emb, 1 << 20) == 0, "%s\n%s", cmd, emb);
  snprintf(cmd, sizeof cmd, "%s/prog.c", dir);
  CHECK(t_write3(cmd, "", t_table_prog, sizeof t_table_prog - 1, "") == 0, "cannot write %s", cmd);
  snprintf(cmd, sizeof cmd, "cd '%s' && %s -std=c99 -Wall -Wextra -pedantic -Werror -I'%s' prog.c -o emb -ldl -lpthread -lm 2>&1"
           " && ./emb", dir, cc, root);
  rc = t_sh(cmd, emb, 1 << 20);
  CHECK(rc == 0, "%s\n%.2000s", cmd, emb);
  snprintf(cmd, sizeof cmd, "cd '%s' && %s -std=c++17 -x c++ -Wall -Wextra -pedantic -Werror -I'%s' "
           "-DSPARSEATTN_KERNELS_HEADER='\"%s/k64.h\"' prog.c -o hook -ldl -lpthread -lm 2>&1 && ./hook", dir, cxx, root, dir);
  rc = t_sh(cmd, hook, 1 << 20);
  CHECK(rc == 0, "%s\n%.2000s", cmd, hook);
  CHECK(!strncmp(hook, "head dims 64\n", 13), "the hooked build's first line: %.80s", hook);
  for (line = strchr(hook, '\n') + 1; *line; line = end + 1) {
    size_t k;
    end = strchr(line, '\n');
    CHECK(end, "an unterminated line");
    k = (size_t)(end - line) + 1;
    *end = 0;
    CHECK(strstr(emb, line) && strstr(emb, line)[k - 1] == '\n' && strstr(emb, line)[-1] == '\n',
          "the hooked build's variant is not the embedded one: %s", line);
    ++got;
  }
  for (i = 0; i < n; ++i) want += v[i].head_dim == 64 || v[i].head_dim == 0;
  CHECK(got == want, "the hooked build has %d variants, the embedded table %d of head dim 64 or none", got, want);
  /* a kernels file for other kinds, parameter structs or table form: its SA__GEN_KERNELS_ID differs */
  snprintf(cmd, sizeof cmd, "cd '%s' && sed 's/SA__GEN_KERNELS_ID != 0x[0-9a-f]*u/SA__GEN_KERNELS_ID != 0x1u/' k64.h > old.h && "
           "%s -std=c99 -fsyntax-only -I'%s' -I. -DSPARSEATTN_KERNELS_HEADER='\"old.h\"' prog.c 2>&1", dir, cc, root);
  rc = t_sh(cmd, hook, 1 << 20);
  CHECK(rc != 0 && strstr(hook, "codegen/generate.py --kernels-out"), "a foreign kernels file: rc %d\n%.2000s",
        rc, hook);
  printf("    %d variants of head dim 64 through SPARSEATTN_KERNELS_HEADER\n", got);
  free(emb);
  free(hook);
  t_rmrf(dir);
}

TEST(check_generated) {
  char cmd[1024], out[8192];
  int rc;
  snprintf(cmd, sizeof cmd, "cd '%s' && python3 -c 'import jinja2' 2>&1", g_root);
  if (t_sh(cmd, out, sizeof out) != 0) SKIP("python3 with jinja2 not available: %s", out);
  snprintf(cmd, sizeof cmd, "cd '%s' && python3 codegen/generate.py --check 2>&1", g_root);
  rc = t_sh(cmd, out, sizeof out);
  CHECK(rc == 0, "templates, generated/ and sparseattn.h disagree:\n%s", out);
}

/* The hook contract's checker (codegen/contract.py) rejects a scratch copy of templates/ with a module that defines a
   macro the contract does not list, one that lacks a hook a loop calls, a misspelt optional hook, ... */
TEST(codegen_contract) {
  char cmd[1024], out[8192];
  int rc;
  snprintf(cmd, sizeof cmd, "cd '%s' && python3 -c 'import jinja2' 2>&1", g_root);
  if (t_sh(cmd, out, sizeof out) != 0) SKIP("python3 with jinja2 not available: %s", out);
  snprintf(cmd, sizeof cmd, "cd '%s' && python3 codegen/contract.py --self-test 2>&1", g_root);
  rc = t_sh(cmd, out, sizeof out);
  CHECK(rc == 0 && strstr(out, "broken template sets rejected"), "the contract's self-test failed:\n%s", out);
}

/* ==================================================================================================== */
/* NVRTC: the variants compile to CUBIN for each arch that can run them, without spills               */
/* ==================================================================================================== */

/* Ampere (A100; A10, A40, RTX 30), Ada (L4, L40S, RTX 40), Hopper, Blackwell (B200; RTX 50). An arch gets the variants
   of the families it runs whose shared memory, static included, fits its limit: what a context there can select. */
static const char *g_archs[] = {"sm_80", "sm_86", "sm_89", "sm_90a", "sm_100", "sm_120"};
#define T_N_ARCHS ((int)(sizeof g_archs / sizeof g_archs[0]))
static int t_arch_runs(const sa__variant *v, const char *arch) {
  int na, i;
  const sa__arch_limit *al = sa__arch_limit_table(&na);
  if (v->family >= 90 && strcmp(arch, "sm_90a") != 0) return 0; /* wgmma: sm_90a only */
  for (i = 0; i < na; ++i)
    if (al[i].family == 80 && !strcmp(al[i].arch, arch)) return sa__smem_need(v, 0) <= al[i].smem_per_block;
  return 0;
}
typedef struct t_job { int vi, arch; t_state st; double ms; int regs, spill; } t_job;
static t_job *g_jobsv;
static int g_next_job, g_n_jobs;
static pthread_mutex_t g_job_mu = PTHREAD_MUTEX_INITIALIZER;

static int t_parse_after(const char *s, const char *key, int before) {
  /* the integer right before (before=1) or after key in s; -1 if absent */
  const char *p = strstr(s, key);
  if (!p) return -1;
  if (before) {
    while (p > s && p[-1] == ' ') --p;
    while (p > s && p[-1] >= '0' && p[-1] <= '9') --p;
    return atoi(p);
  }
  return atoi(p + strlen(key));
}

static void t_compile_one(t_job *jb) {
  int n;
  const sa__variant *v = sa__variant_table(&n) + jb->vi;
  const char *extra[] = {"--ptxas-options=-v"};
  const char *opts[SA__MAX_OPTS];
  char archopt[64], msg[SA__ERR_CAP], *log = NULL, *src, *p;
  unsigned char *cubin = NULL;
  size_t len = 0;
  int n_opts;
  sa_status st;
  double t0 = sa__now_ms();
  src = sa__variant_source(v);
  n_opts = sa__nvrtc_options(g_archs[jb->arch], extra, 1, opts, archopt, sizeof archopt);
  st = sa__nvrtc_compile(v, src, opts, n_opts, &cubin, &len, &log, msg, sizeof msg);
  jb->ms = sa__now_ms() - t0;
  free(src);
  if (st != SA_OK) { CHECK(0, "%s", msg); }
  CHECK(len > 0 && cubin, "empty cubin");
  CHECK(log != NULL, "no ptxas report in the NVRTC log");
  /* ptxas serializes every wgmma of a kernel when registers of one in flight may be written (C7515): a silent slowdown */
  CHECK(!strstr(log, "C7515"), "ptxas serialized the wgmma instructions:\n%s", log);
  jb->regs = t_parse_after(log, " registers,", 1);
  CHECK(jb->regs > 0 && jb->regs <= 255, "registers: %d\n%s", jb->regs, log);
  {
    /* the static shared memory the selector counts (codegen/variants.py static_smem_of) covers ptxas's */
    const int stat = strstr(log, "bytes smem") ? t_parse_after(log, "bytes smem", 1) : 0;
    CHECK(stat <= v->static_smem && v->static_smem - stat <= 64, "static shared memory: ptxas %d bytes, the table %d\n%s", stat,
          v->static_smem, log);
  }
  for (p = log; (p = strstr(p, "bytes spill stores")) != NULL; ++p) {
    /* No kernel may spill, except BLASST prefill and decode: the dense mainloop sits at ~254 registers and the skip
       path pushes ptxas to spill the row sums and a few loop-invariant values, about a dozen L1-resident local
       accesses per KV tile (against ~1350 instructions and 256 HMMA; decode: sm_120's ptxas, 32-row blocks at d128,
       16 bytes); the bound catches any growth. */
    int allowed = (v->kind == SA__KIND_FWD_PREFILL || v->kind == SA__KIND_FWD_DECODE) && v->blasst ? 128 : 0;
    /* sm90 paged prefill where the consumers hold the most (d256's O) or the launch allocation is smallest (d64's
       three warpgroups, 128 a thread before setmaxnreg): the page table's 64-bit strides push a word or two of
       loop-invariant state to local memory, stored before the warpgroups split the registers and loaded after the
       loop or once a tile (L1-resident; in SASS). */
    if (v->family == 90 && v->paged && (v->head_dim == 256 || v->warps == 12) && allowed < 16) allowed = 16;
    /* Blackwell runs the sm80 family, whose register budgets were set on Ampere to Hopper: its ptxas spills a few
       words in the kernels that sit at 255 registers (at most 40 bytes: d128 32-row decode, d256 query-sparse and
       1-warp paged gather). Bounded, and the count is in the test's line. */
    if (!strcmp(g_archs[jb->arch], "sm_100") || !strcmp(g_archs[jb->arch], "sm_120")) allowed = allowed > 64 ? allowed : 64;
    const char *q = p;
    while (q > log && q[-1] == ' ') --q;
    while (q > log && q[-1] >= '0' && q[-1] <= '9') --q;
    if (atoi(q) > jb->spill) jb->spill = atoi(q);
    CHECK(atoi(q) <= allowed, "register spills (%d bytes allowed):\n%s", allowed, log);
  }
  for (p = log; (p = strstr(p, "bytes stack frame")) != NULL; ++p) {
    /* local memory other than spills: a register array indexed at run time (a select of two elements can become
       a load from a selected address, a loop ptxas would not unroll), which reports no spill */
    const char *q = p;
    while (q > log && q[-1] == ' ') --q;
    while (q > log && q[-1] >= '0' && q[-1] <= '9') --q;
    CHECK(atoi(q) <= ((jb->spill + 7) & ~7), "a %d-byte stack frame beyond the spills (%d bytes, in 8-byte slots): local arrays\n%s",
          atoi(q), jb->spill, log);
  }
  {
    /* the kernel symbol is in the cubin */
    size_t k, nl = strlen(v->name);
    int found = 0;
    for (k = 0; k + nl <= len && !found; ++k) found = !memcmp(cubin + k, v->name, nl);
    CHECK(found, "kernel %s not in the cubin", v->name);
  }
  free(cubin);
  free(log);
}

static void *t_compile_worker(void *arg) {
  (void)arg;
  for (;;) {
    int i;
    pthread_mutex_lock(&g_job_mu);
    i = g_next_job++;
    pthread_mutex_unlock(&g_job_mu);
    if (i >= g_n_jobs) return NULL;
    g_jobsv[i].st.result = T_PASS;
    t_cur = &g_jobsv[i].st;
    t_compile_one(&g_jobsv[i]);
  }
}

/* ==================================================================================================== */
/* GPU: the kernel against the float64 reference on random shapes                                       */
/* ==================================================================================================== */

typedef struct t_case {
  sa_dtype dt;
  int batch, sq, sk, hq, hkv, d, causal, layout, lse;
  float scale;
} t_case;

/* Engine features of a case (zero: off). */
typedef struct t_mods {
  int use_window, window_left, window_right;
  float softcap;
  int sinks;                 /* 1: random sink logits */
  sa_method method;          /* BLASST: with blasst */
  sa_blasst_params blasst;
  int page_size;             /* > 0: run again over a paged copy of K/V (seqlens_k, block_table): the same bits */
} t_mods;

/* Run args a (device Q, O, LSE as set) again over a paged copy of the problem's K/V: cu_seqlens_k gives way to
   seqlens_k and a block table; O and LSE into fresh poisoned buffers, which must equal out/lse bit for bit. */
static void t_paged_rerun(const t_prob *p, const sa_attention_args *a0, t_rng *r, int page_size, const uint16_t *out,
                          const float *lse) {
  t_pcache pg;
  sa_attention_args a = *a0;
  void *dk = NULL, *dv = NULL, *dbt = NULL, *dlens = NULL, *dout = NULL, *dlse = NULL;
  uint16_t *out2 = (uint16_t *)malloc(p->nq * 2 + 2);
  float *lse2 = (float *)malloc(t_lse_elems(p) * 4 + 4);
  const size_t bt_bytes = sizeof(int32_t) * (size_t)p->a.batch * (size_t)(p->a.seqlen_k / page_size + 1);
  t_paged_make(&pg, p, r, page_size);
  CHECK(sa_device_alloc(g_ctx, pg.n * 2 + 16, &dk) == SA_OK && sa_device_alloc(g_ctx, pg.n * 2 + 16, &dv) == SA_OK &&
            sa_device_alloc(g_ctx, bt_bytes + 16, &dbt) == SA_OK &&
            sa_device_alloc(g_ctx, sizeof(int32_t) * (size_t)p->a.batch + 16, &dlens) == SA_OK &&
            sa_device_alloc(g_ctx, p->nq * 2 + 16, &dout) == SA_OK && sa_device_alloc(g_ctx, t_lse_elems(p) * 4 + 16, &dlse) == SA_OK,
        "alloc: %s", sa_last_error(g_ctx));
  CHECK(sa_memcpy_htod(g_ctx, dk, pg.k, pg.n * 2) == SA_OK && sa_memcpy_htod(g_ctx, dv, pg.v, pg.n * 2) == SA_OK &&
            sa_memcpy_htod(g_ctx, dbt, pg.bt, sizeof(int32_t) * (size_t)p->a.batch * pg.max_pages) == SA_OK &&
            sa_memcpy_htod(g_ctx, dlens, pg.lens, sizeof(int32_t) * (size_t)p->a.batch) == SA_OK &&
            sa_memset_device(g_ctx, dout, 0xff, p->nq * 2 + 16) == SA_OK &&
            sa_memset_device(g_ctx, dlse, 0xff, t_lse_elems(p) * 4 + 16) == SA_OK, "copy: %s", sa_last_error(g_ctx));
  a.k = dk; a.v = dv; a.o = dout; a.lse = lse ? (float *)dlse : NULL;
  memset(&a.k_strides, 0, sizeof a.k_strides); memset(&a.v_strides, 0, sizeof a.v_strides);
  a.cu_seqlens_k = NULL;
  a.seqlens_k = (const int32_t *)dlens; a.block_table = (const int32_t *)dbt;
  a.page_size = page_size; a.max_pages = pg.max_pages; a.num_pages = pg.num_pages;
  CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "paged sa_attention: %s", sa_last_error(g_ctx));
  CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, out2, dout, p->nq * 2) == SA_OK &&
            (!lse || sa_memcpy_dtoh(g_ctx, lse2, dlse, t_lse_elems(p) * 4) == SA_OK), "copy back: %s", sa_last_error(g_ctx));
  CHECK(!memcmp(out, out2, p->nq * 2), "paged (page %d) and contiguous outputs differ", page_size);
  CHECK(!lse || !memcmp(lse, lse2, t_lse_elems(p) * 4), "paged (page %d) and contiguous LSE differ", page_size);
  sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv); sa_device_free(g_ctx, dbt); sa_device_free(g_ctx, dlens);
  sa_device_free(g_ctx, dout); sa_device_free(g_ctx, dlse);
  free(out2); free(lse2);
  t_paged_free(&pg);
}

/* Run one case on the GPU with O poisoned (0xFF bytes: NaN in bf16 and fp16) and compare. */
static void t_gpu_case_mods(const t_case *c, const t_mods *mods, uint64_t seed, double *err_out) {
  static const t_mods none_mods;
  const t_mods *md = mods ? mods : &none_mods;
  t_rng r;
  t_prob p;
  void *dq = NULL, *dk = NULL, *dv = NULL, *dout = NULL, *dlse = NULL, *dcuq = NULL, *dcuk = NULL;
  uint16_t *out;
  float *lse = NULL, *sinks = NULL;
  void *dsinks = NULL;
  double *ref, *ref_lse, err, mx, tol = c->dt == SA_DTYPE_BF16 ? 1e-2 : 3e-3;
  int bad_lse = 0;
  sa_attention_args a;
  r.s = seed;
  t_prob_make(&p, &r, c->dt, c->batch, c->sq, c->sk, c->hq, c->hkv, c->d, c->causal, c->layout, 1.0);
  p.a.softmax_scale = c->scale;
  p.a.use_window = md->use_window; p.a.window_left = md->window_left; p.a.window_right = md->window_right;
  p.a.softcap = md->softcap;
  if (md->sinks) {
    int h;
    sinks = (float *)malloc(sizeof(float) * (size_t)c->hq);
    for (h = 0; h < c->hq; ++h) sinks[h] = (float)(4.0 * t_unif(&r) - 1.0);
    p.a.sinks = sinks;
  }
  ref = (double *)calloc(p.nq + 1, sizeof(double));
  ref_lse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
  t_naive(&p, ref, ref_lse);
  out = (uint16_t *)malloc((p.nq + 1) * 2);
  if (c->lse) lse = (float *)malloc((t_lse_elems(&p) + 1) * 4);
  CHECK(sa_device_alloc(g_ctx, p.nq * 2 + 16, &dq) == SA_OK && sa_device_alloc(g_ctx, p.nk * 2 + 16, &dk) == SA_OK &&
            sa_device_alloc(g_ctx, p.nk * 2 + 16, &dv) == SA_OK && sa_device_alloc(g_ctx, p.nq * 2 + 16, &dout) == SA_OK &&
            sa_device_alloc(g_ctx, t_lse_elems(&p) * 4 + 16, &dlse) == SA_OK,
        "alloc: %s", sa_last_error(g_ctx));
  CHECK(sa_memcpy_htod(g_ctx, dq, p.q, p.nq * 2) == SA_OK && sa_memcpy_htod(g_ctx, dk, p.k, p.nk * 2) == SA_OK &&
            sa_memcpy_htod(g_ctx, dv, p.v, p.nk * 2) == SA_OK, "copy: %s", sa_last_error(g_ctx));
  CHECK(sa_memset_device(g_ctx, dout, 0xff, p.nq * 2 + 16) == SA_OK && sa_memset_device(g_ctx, dlse, 0xff, t_lse_elems(&p) * 4 + 16) == SA_OK,
        "poison: %s", sa_last_error(g_ctx));
  a = p.a;
  if (c->layout == LAYOUT_PACKED) {
    CHECK(sa_device_alloc(g_ctx, (size_t)(c->batch + 1) * 4, &dcuq) == SA_OK && sa_device_alloc(g_ctx, (size_t)(c->batch + 1) * 4, &dcuk) == SA_OK &&
              sa_memcpy_htod(g_ctx, dcuq, p.cuq, (size_t)(c->batch + 1) * 4) == SA_OK &&
              sa_memcpy_htod(g_ctx, dcuk, p.cuk, (size_t)(c->batch + 1) * 4) == SA_OK, "cu_seqlens: %s", sa_last_error(g_ctx));
    a.cu_seqlens_q = (const int32_t *)dcuq;
    a.cu_seqlens_k = (const int32_t *)dcuk;
  }
  a.q = dq; a.k = dk; a.v = dv; a.o = dout;
  a.lse = c->lse ? (float *)dlse : NULL;
  if (sinks) {
    CHECK(sa_device_alloc(g_ctx, sizeof(float) * (size_t)c->hq, &dsinks) == SA_OK &&
              sa_memcpy_htod(g_ctx, dsinks, sinks, sizeof(float) * (size_t)c->hq) == SA_OK, "sinks: %s", sa_last_error(g_ctx));
    a.sinks = (const float *)dsinks;
  }
  a.method = md->method;
  a.blasst = md->blasst;
  CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "sa_attention: %s", sa_last_error(g_ctx));
  CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "sync: %s", sa_last_error(g_ctx));
  CHECK(sa_memcpy_dtoh(g_ctx, out, dout, p.nq * 2) == SA_OK, "copy back: %s", sa_last_error(g_ctx));
  if (lse) CHECK(sa_memcpy_dtoh(g_ctx, lse, dlse, t_lse_elems(&p) * 4) == SA_OK, "copy back: %s", sa_last_error(g_ctx));
  if (md->page_size) t_paged_rerun(&p, &a, &r, md->page_size, out, lse);
  {
    /* widen the 16-bit output to double in place of a second buffer */
    double *o64 = (double *)malloc((p.nq + 1) * sizeof(double));
    size_t i;
    for (i = 0; i < p.nq; ++i) o64[i] = t_ld(&p, out, (int64_t)i);
    err = t_compare(&p, o64, t_get_f64, ref, lse, t_get_f32, ref_lse, 2e-3, &bad_lse, &mx);
    free(o64);
  }
  *err_out = err;
  CHECK(err < tol, "dt=%s B=%d Sq=%d Sk=%d Hq=%d Hkv=%d D=%d causal=%d layout=%d scale=%g window=%d(%d,%d) softcap=%g "
        "sinks=%d method=%d: rel err %g (tol %g), max abs %g", c->dt == SA_DTYPE_BF16 ? "bf16" : "fp16", c->batch, c->sq,
        c->sk, c->hq, c->hkv, c->d, c->causal, c->layout, (double)c->scale, md->use_window, md->window_left,
        md->window_right, (double)md->softcap, md->sinks, (int)md->method, err, tol, mx);
  CHECK(bad_lse == 0, "%d LSE rows off (case B=%d Sq=%d Sk=%d D=%d causal=%d layout=%d)", bad_lse, c->batch, c->sq, c->sk,
        c->d, c->causal, c->layout);
  sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv); sa_device_free(g_ctx, dout);
  sa_device_free(g_ctx, dlse); sa_device_free(g_ctx, dcuq); sa_device_free(g_ctx, dcuk); sa_device_free(g_ctx, dsinks);
  free(out); free(lse); free(ref); free(ref_lse); free(sinks);
  t_prob_free(&p);
}
static void t_gpu_case(const t_case *c, uint64_t seed, double *err_out) { t_gpu_case_mods(c, NULL, seed, err_out); }

static int t_carried(int d) {
  int n, i;
  const sa__variant *v = sa__variant_table(&n);
  for (i = 0; i < n; ++i)
    if (v[i].head_dim == d) return 1;
  return 0;
}

GPU_TEST(gpu_random_shapes) {
  t_rng r = {20261122};
  static const int dims[] = {64, 96, 128, 256};
  static const int groups[] = {1, 4, 8};
  int it, ran = 0;
  double worst[2] = {0, 0};
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (it = 0; it < 48; ++it) {
    t_case c;
    double err = 0;
    int hkv = t_int(&r, 1, 2);
    memset(&c, 0, sizeof c);
    c.dt = t_int(&r, 0, 1) ? SA_DTYPE_FP16 : SA_DTYPE_BF16;
    c.d = dims[t_int(&r, 0, 3)];
    if (!t_carried(c.d)) continue;
    c.hkv = hkv; c.hq = hkv * groups[t_int(&r, 0, 2)];
    c.batch = t_int(&r, 1, 3);
    c.sq = t_int(&r, 1, 300);
    c.sk = t_int(&r, 0, 1) ? c.sq : t_int(&r, 1, 300);
    if (it % 8 == 0) c.sq = 1;              /* decode-like */
    if (it % 8 == 1) { c.sq = 129; c.sk = 1; }
    c.causal = t_int(&r, 0, 1);
    c.layout = t_int(&r, 0, 2);
    c.lse = t_int(&r, 0, 3) != 0;
    c.scale = t_int(&r, 0, 3) == 0 ? (float)(0.02 + 0.2 * t_unif(&r)) : 0.f;
    t_gpu_case(&c, t_next(&r), &err);
    if (t_cur->result != T_PASS) return;
    if (err > worst[c.dt]) worst[c.dt] = err;
    ++ran;
  }
  printf("    %d random cases, worst relative error bf16 %.2e, fp16 %.2e\n", ran, worst[0], worst[1]);
}

/* Run a GPU test on the sm80 family where the default context uses a newer one (Hopper). */
static void t_on_sm80(void (*fn)(void)) {
  sa_context *keep = g_ctx;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  if (!g_ctx80 || g_ctx->max_family == g_ctx80->max_family) SKIP("the default context already uses the sm80 family");
  g_ctx = g_ctx80;
  fn();
  g_ctx = keep;
}
GPU_TEST(gpu_random_shapes_sm80) { t_on_sm80(test_gpu_random_shapes); }

/* Longer sequences: many tiles, causal masking across tile boundaries, GQA 8. */
GPU_TEST(gpu_long) {
  static const t_case cs[] = {
      {SA_DTYPE_BF16, 1, 1000, 1000, 8, 1, 128, 1, LAYOUT_CONTIGUOUS, 1, 0},
      {SA_DTYPE_FP16, 1, 777, 1500, 4, 2, 64, 1, LAYOUT_HEAD_MAJOR, 1, 0},
      {SA_DTYPE_BF16, 2, 600, 900, 4, 4, 128, 0, LAYOUT_PACKED, 1, 0},
      {SA_DTYPE_FP16, 1, 1100, 700, 2, 1, 256, 1, LAYOUT_CONTIGUOUS, 1, 0},
  };
  int i;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (i = 0; i < (int)(sizeof cs / sizeof cs[0]); ++i) {
    double err;
    if (!t_carried(cs[i].d)) continue;
    t_gpu_case(&cs[i], 1000 + (uint64_t)i, &err);
    if (t_cur->result != T_PASS) return;
  }
}

/* Edge lengths: Sk = 0 (every row empty), Sq > Sk causal (leading rows empty), Sq = Sk = 1. */
GPU_TEST(gpu_edges) {
  static const t_case cs[] = {
      {SA_DTYPE_BF16, 2, 37, 0, 4, 2, 128, 0, LAYOUT_CONTIGUOUS, 1, 0},
      {SA_DTYPE_BF16, 1, 200, 70, 4, 1, 128, 1, LAYOUT_CONTIGUOUS, 1, 0},
      {SA_DTYPE_FP16, 3, 1, 1, 8, 8, 64, 1, LAYOUT_CONTIGUOUS, 1, 0},
      {SA_DTYPE_FP16, 4, 50, 60, 4, 1, 64, 1, LAYOUT_PACKED, 1, 0},
  };
  int i;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (i = 0; i < (int)(sizeof cs / sizeof cs[0]); ++i) {
    double err;
    t_gpu_case(&cs[i], 50 + (uint64_t)i, &err);
    if (t_cur->result != T_PASS) return;
  }
}

/* Same inputs twice: the same bits. */
GPU_TEST(gpu_deterministic) {
  static const int dims[] = {64, 96, 128, 256};
  int di;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (di = 0; di < 4; ++di) {   /* every head dim: each has its own tile and pipeline */
    t_rng r = {4242};
    t_prob p;
    void *dq, *dk, *dv, *do1, *do2;
    uint16_t *a1, *a2;
    sa_attention_args a;
    if (!t_carried(dims[di])) continue;
    t_prob_make(&p, &r, SA_DTYPE_BF16, 1, 517, 517, 8, 2, dims[di], 1, LAYOUT_CONTIGUOUS, 1.0);
    CHECK(sa_device_alloc(g_ctx, p.nq * 2, &dq) == SA_OK && sa_device_alloc(g_ctx, p.nk * 2, &dk) == SA_OK &&
              sa_device_alloc(g_ctx, p.nk * 2, &dv) == SA_OK && sa_device_alloc(g_ctx, p.nq * 2, &do1) == SA_OK &&
              sa_device_alloc(g_ctx, p.nq * 2, &do2) == SA_OK, "alloc");
    sa_memcpy_htod(g_ctx, dq, p.q, p.nq * 2);
    sa_memcpy_htod(g_ctx, dk, p.k, p.nk * 2);
    sa_memcpy_htod(g_ctx, dv, p.v, p.nk * 2);
    a = p.a; a.q = dq; a.k = dk; a.v = dv;
    a.o = do1;
    CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    a.o = do2;
    sa_memset_device(g_ctx, do2, 0xff, p.nq * 2);
    CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    a1 = (uint16_t *)malloc(p.nq * 2); a2 = (uint16_t *)malloc(p.nq * 2);
    sa_memcpy_dtoh(g_ctx, a1, do1, p.nq * 2);
    sa_memcpy_dtoh(g_ctx, a2, do2, p.nq * 2);
    CHECK(!memcmp(a1, a2, p.nq * 2), "d%d: two runs differ", dims[di]);
    free(a1); free(a2);
    sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv);
    sa_device_free(g_ctx, do1); sa_device_free(g_ctx, do2);
    t_prob_free(&p);
  }
}

/* Refusals on the GPU path: misaligned pointers and strides, a head dim not carried. */
GPU_TEST(gpu_argument_errors) {
  sa_attention_args a;
  void *buf;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  CHECK(sa_device_alloc(g_ctx, 1 << 20, &buf) == SA_OK, "alloc");
  memset(&a, 0, sizeof a);
  a.batch = 1; a.seqlen_q = a.seqlen_k = 8; a.heads_q = a.heads_kv = 1; a.head_dim = 128;
  a.q = (char *)buf + 2; a.k = a.v = buf; a.o = buf;
  CHECK(sa_attention(g_ctx, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(g_ctx), "args->q"),
        "misaligned q: %s", sa_last_error(g_ctx));
  a.q = buf;
  a.k_strides.batch = 1024; a.k_strides.seq = 130; a.k_strides.head = 128;
  CHECK(sa_attention(g_ctx, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(g_ctx), "k_strides"),
        "odd stride: %s", sa_last_error(g_ctx));
  memset(&a.k_strides, 0, sizeof a.k_strides);
  a.head_dim = 72;
  CHECK(sa_attention(g_ctx, &a, NULL) == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(g_ctx), "HEAD_DIMS"),
        "d72: %s", sa_last_error(g_ctx));
  CHECK(sa_attention(NULL, &a, NULL) == SA_ERROR_INVALID_ARGUMENT, "NULL ctx accepted");
  sa_device_free(g_ctx, buf);
}

/* Threads sharing one fresh context (memory-only cache, so the first calls compile concurrently), each on
   its own stream and with its own problem; every result is checked. */
typedef struct t_thr { sa_context *ctx; int id; char err[512]; } t_thr;
static void *t_thread_body(void *arg) {
  t_thr *t = (t_thr *)arg;
  t_rng r;
  t_prob p;
  void *s = NULL, *dq, *dk, *dv, *dout;
  uint16_t *out;
  double *ref, err, mx;
  int bad, rep;
  size_t i;
  sa_attention_args a;
  r.s = 1234567u + (uint64_t)t->id;
  t_prob_make(&p, &r, t->id & 1 ? SA_DTYPE_FP16 : SA_DTYPE_BF16, 1, 150 + 13 * t->id, 170, 4, 2, t->id & 2 ? 64 : 128,
              t->id % 3 == 0, LAYOUT_CONTIGUOUS, 1.0);
  ref = (double *)calloc(p.nq, sizeof(double));
  t_naive(&p, ref, NULL);
  out = (uint16_t *)malloc(p.nq * 2);
  if (sa_stream_create(t->ctx, &s) != SA_OK || sa_device_alloc(t->ctx, p.nq * 2, &dq) != SA_OK ||
      sa_device_alloc(t->ctx, p.nk * 2, &dk) != SA_OK || sa_device_alloc(t->ctx, p.nk * 2, &dv) != SA_OK ||
      sa_device_alloc(t->ctx, p.nq * 2, &dout) != SA_OK) {
    snprintf(t->err, sizeof t->err, "setup: %.400s", sa_last_error(t->ctx));
    return NULL;
  }
  sa_memcpy_htod(t->ctx, dq, p.q, p.nq * 2);
  sa_memcpy_htod(t->ctx, dk, p.k, p.nk * 2);
  sa_memcpy_htod(t->ctx, dv, p.v, p.nk * 2);
  a = p.a; a.q = dq; a.k = dk; a.v = dv; a.o = dout;
  for (rep = 0; rep < 20; ++rep) {
    sa_memset_device(t->ctx, dout, 0xff, p.nq * 2);
    if (sa_attention(t->ctx, &a, s) != SA_OK || sa_stream_synchronize(t->ctx, s) != SA_OK) {
      snprintf(t->err, sizeof t->err, "call %d: %.400s", rep, sa_last_error(t->ctx));
      break;
    }
  }
  sa_memcpy_dtoh(t->ctx, out, dout, p.nq * 2);
  {
    double *o64 = (double *)malloc(p.nq * sizeof(double));
    for (i = 0; i < p.nq; ++i) o64[i] = t_ld(&p, out, (int64_t)i);
    err = t_compare(&p, o64, t_get_f64, ref, NULL, t_get_f64, NULL, 0, &bad, &mx);
    free(o64);
  }
  if (!t->err[0] && !(err < 1e-2)) snprintf(t->err, sizeof t->err, "thread %d: relative error %g", t->id, err);
  sa_device_free(t->ctx, dq); sa_device_free(t->ctx, dk); sa_device_free(t->ctx, dv); sa_device_free(t->ctx, dout);
  sa_stream_destroy(t->ctx, s);
  free(out); free(ref);
  t_prob_free(&p);
  return NULL;
}
GPU_TEST(gpu_threads) {
  sa_context *c;
  sa_context_options o;
  pthread_t th[8];
  t_thr tt[8];
  int i;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  memset(&o, 0, sizeof o);
  o.no_disk_cache = 1;
  CHECK(sa_context_create(&o, &c) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < 8; ++i) { tt[i].ctx = c; tt[i].id = i; tt[i].err[0] = 0; pthread_create(&th[i], NULL, t_thread_body, &tt[i]); }
  for (i = 0; i < 8; ++i) pthread_join(th[i], NULL);
  sa_context_destroy(c);
  for (i = 0; i < 8; ++i) CHECK(!tt[i].err[0], "%s", tt[i].err);
}

#include "blasst_decode_tests.h"
#include "momo_ref_tests.h"
#include "momo_gpu_tests.h"
#include "kascade_host_tests.h"
#include "kascade_tests.h"
#include "tuning_tests.h"
#include "reliability_tests.h"
#include "engine_tests.h"
#include "fp8_tests.h"

/* ==================================================================================================== */

static int g_pass, g_fail, g_skip;
static void t_report(const char *name, const t_state *st, double ms) {
  if (st->result == T_PASS) { ++g_pass; printf("PASS %-44s %8.1f ms  %s\n", name, ms, st->msg); }
  else if (st->result == T_SKIP) { ++g_skip; printf("SKIP %-44s %s\n", name, st->msg); }
  else { ++g_fail; printf("FAIL %-44s %s\n", name, st->msg); }
  fflush(stdout);
}

/* A filter is one substring or several separated by commas. */
static int t_match(const char *name, const char *filter) {
  char part[256];
  while (*filter) {
    size_t n = strcspn(filter, ",");
    snprintf(part, sizeof part, "%.*s", (int)(n < sizeof part ? n : sizeof part - 1), filter);
    if (n && strstr(name, part)) return 1;
    filter += n + (filter[n] == ',');
  }
  return 0;
}

/* Which compile jobs (variant x arch) run. The full sweep (make test-compile-all) compiles every job and records the
   key of each one that passed in tests/nvrtc_verified.txt; make test-compile-changed compiles the jobs that file does
   not list and adds those that pass. make test compiles a deterministic sample of each arch plus every job the file
   does not list: a variant whose source, options or checks changed since it was last verified, or a new one. A
   template change is so compiled on every arch it reaches until the file is brought up to date. */
#define T_COMPILE_CHECKS "spills, stack frame, wgmma serialization, static smem, symbol: 1" /* edit when t_compile_one's criteria change */
#define T_VERIFIED_FILE "tests/nvrtc_verified.txt"
typedef enum { T_COMPILE_NONE, T_COMPILE_SAMPLE, T_COMPILE_CHANGED, T_COMPILE_ALL } t_compile_mode;

/* A job's key: sha256 of the checks' version, the arch, the NVRTC options and the variant's source (the NVRTC
   version is left out: the file's header names the one it was verified with). 16 hex digits. */
static void t_job_key(const unsigned char src_sum[32], int arch, char hex[17]) {
  const char *extra[] = {"--ptxas-options=-v"}, *opts[SA__MAX_OPTS];
  char archopt[64];
  unsigned char d[32];
  sa__sha256 s;
  int i, n_opts = sa__nvrtc_options(g_archs[arch], extra, 1, opts, archopt, sizeof archopt);
  sa__sha256_init(&s);
  sa__sha256_update(&s, T_COMPILE_CHECKS "\n", strlen(T_COMPILE_CHECKS) + 1);
  for (i = 0; i < n_opts; ++i) { sa__sha256_update(&s, opts[i], strlen(opts[i])); sa__sha256_update(&s, "\n", 1); }
  sa__sha256_update(&s, src_sum, 32);
  sa__sha256_final(&s, d);
  for (i = 0; i < 8; ++i) snprintf(hex + 2 * i, 3, "%02x", d[i]);
}

static int t_cmp_key(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* The verified keys, sorted (17 bytes each), and the NVRTC version the file names. */
static char *t_read_verified(int *n, char *nvrtc, size_t cap) {
  char path[SA__PATH_CAP], line[128], *keys = NULL;
  int alloc = 0;
  FILE *f;
  *n = 0;
  nvrtc[0] = 0;
  snprintf(path, sizeof path, "%s/" T_VERIFIED_FILE, g_root);
  if (!(f = fopen(path, "r"))) return NULL;
  while (fgets(line, sizeof line, f)) {
    size_t l = strcspn(line, "\r\n");
    line[l] = 0;
    if (!strncmp(line, "nvrtc ", 6)) { snprintf(nvrtc, cap, "%.15s", line + 6); continue; }
    if (l != 16 || strspn(line, "0123456789abcdef") != 16) continue;
    if (*n == alloc) {
      alloc = alloc ? 2 * alloc : 4096;
      keys = (char *)realloc(keys, (size_t)alloc * 17);
    }
    memcpy(keys + (size_t)*n * 17, line, 17);
    ++*n;
  }
  fclose(f);
  if (keys) qsort(keys, (size_t)*n, 17, t_cmp_key);
  return keys;
}

static int t_write_verified(char *keys, int n) {
  char path[SA__PATH_CAP], tmp[SA__PATH_CAP + 8];
  int i;
  FILE *f;
  snprintf(path, sizeof path, "%s/" T_VERIFIED_FILE, g_root);
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  if (!(f = fopen(tmp, "w"))) return -1;
  qsort(keys, (size_t)n, 17, t_cmp_key);
  fprintf(f, "# NVRTC compile jobs (variant x arch) that passed tests/run_tests.c's checks, one key a line; written by\n"
             "# make test-compile-all and make test-compile-changed. make test compiles the jobs not listed here.\n"
             "nvrtc %d.%d\n", sa__nv_major, sa__nv_minor);
  for (i = 0; i < n; ++i)
    if (i == 0 || strcmp(keys + (size_t)i * 17, keys + (size_t)(i - 1) * 17)) fprintf(f, "%s\n", keys + (size_t)i * 17);
  if (fclose(f) != 0) return -1;
  return rename(tmp, path);
}

/* The sample of an arch: the variants of its own family (sm80 on sm_80, sm90 on sm_90a) chosen so that every value of
   every field (dtype, head dim, tile config, causal, BLASST, paged, sub-variant, rows, heads, TMA, key group) appears
   at least once per kind; elsewhere one variant per kind and family. Heaviest first (largest head dim, then BLASST,
   paged and causal), where spills would show. */
#define T_NF 12
static void t_fields(const sa__variant *v, int f[T_NF]) {
  f[0] = v->dtype; f[1] = v->head_dim; f[2] = ((v->bm * 1024 + v->bn) * 64 + v->warps) * 8 + v->stages; f[3] = v->causal;
  f[4] = v->blasst; f[5] = v->paged; f[6] = v->sub; f[7] = v->mi; f[8] = v->heads; f[9] = v->tma; f[10] = v->key_group;
  f[11] = v->family;
}
static const sa__variant *g_sort_v;
static int t_heavier(const void *a, const void *b) {
  const sa__variant *x = &g_sort_v[*(const int *)a], *y = &g_sort_v[*(const int *)b];
  if (x->head_dim != y->head_dim) return y->head_dim - x->head_dim;
  if (x->blasst != y->blasst) return y->blasst - x->blasst;
  if (x->paged != y->paged) return y->paged - x->paged;
  if (x->causal != y->causal) return y->causal - x->causal;
  return *(const int *)a - *(const int *)b;
}
static void t_sample(const sa__variant *v, int n, int arch, char *pick) {
  int *order = (int *)malloc(sizeof(int) * (size_t)n), i, j, k, n_seen = 0;
  int (*seen)[3] = (int (*)[3])malloc(sizeof(int[3]) * (size_t)n * T_NF);
  const int own = !strcmp(g_archs[arch], "sm_80") ? 80 : !strcmp(g_archs[arch], "sm_90a") ? 90 : 0;
  for (i = 0; i < n; ++i) order[i] = i;
  g_sort_v = v;
  qsort(order, (size_t)n, sizeof(int), t_heavier);
  for (k = 0; k < n; ++k) {
    const sa__variant *x = &v[order[k]];
    int f[T_NF], nf, fresh = 0;
    if (!t_arch_runs(x, g_archs[arch])) continue;
    t_fields(x, f);
    nf = x->family == own ? T_NF : 0; /* other families: the kind alone */
    for (i = nf ? 0 : T_NF - 1; i < T_NF && !fresh; ++i) {
      for (j = 0; j < n_seen; ++j)
        if (seen[j][0] == x->kind && seen[j][1] == i && seen[j][2] == f[i]) break;
      fresh = j == n_seen;
    }
    if (!fresh) continue;
    pick[order[k]] = 1;
    for (i = nf ? 0 : T_NF - 1; i < T_NF; ++i) {
      for (j = 0; j < n_seen; ++j)
        if (seen[j][0] == x->kind && seen[j][1] == i && seen[j][2] == f[i]) break;
      if (j == n_seen) { seen[n_seen][0] = x->kind; seen[n_seen][1] = i; seen[n_seen][2] = f[i]; ++n_seen; }
    }
  }
  free(seen);
  free(order);
}

/* The NVRTC compile tests run in parallel, each job with its own t_state. */
static void t_run_compile_tests(const char *filter, t_compile_mode mode) {
  int n, i, k, nt, n_ver = 0, n_sampled = 0, n_changed = 0, n_all = 0, n_keys = 0, failed = 0;
  const sa__variant *v = sa__variant_table(&n);
  char msg[SA__ERR_CAP], ver_nvrtc[32], here[32], *ver, *keys, (*jobkey)[17], *pick;
  pthread_t th[16];
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) {
    t_state s;
    s.result = T_SKIP;
    snprintf(s.msg, sizeof s.msg, "%.4000s", msg);
    t_report("nvrtc_compile (all variants)", &s, 0);
    return;
  }
  ver = t_read_verified(&n_ver, ver_nvrtc, sizeof ver_nvrtc);
  snprintf(here, sizeof here, "%d.%d", sa__nv_major, sa__nv_minor);
  g_jobsv = (t_job *)calloc((size_t)n * T_N_ARCHS, sizeof(t_job));
  jobkey = (char (*)[17])calloc((size_t)n * T_N_ARCHS, 17);
  keys = (char *)calloc((size_t)n * T_N_ARCHS + (size_t)n_ver + 1, 17);
  pick = (char *)calloc((size_t)n * T_N_ARCHS, 1);
  for (k = 0; k < T_N_ARCHS; ++k) t_sample(v, n, k, pick + (size_t)k * n);
  g_n_jobs = 0;
  for (i = 0; i < n; ++i) {
    unsigned char sum[32];
    char *src = sa__variant_source(v + i);
    sa__sha256_buf(src, strlen(src), sum);
    free(src);
    for (k = 0; k < T_N_ARCHS; ++k) {
      char name[256], key[17];
      int known, sampled = pick[(size_t)k * n + i], run;
      if (!t_arch_runs(&v[i], g_archs[k])) continue;
      ++n_all;
      n_sampled += sampled;
      t_job_key(sum, k, key);
      known = ver && bsearch(key, ver, (size_t)n_ver, 17, t_cmp_key) != NULL;
      snprintf(name, sizeof name, "nvrtc %s %s", g_archs[k], v[i].name);
      if (filter) run = t_match(name, filter) && (mode == T_COMPILE_ALL || mode == T_COMPILE_SAMPLE || !known);
      else run = mode == T_COMPILE_ALL || !known || (mode == T_COMPILE_SAMPLE && sampled);
      if (!run) {
        if (known) memcpy(keys + (size_t)n_keys++ * 17, key, 17); /* still a job, not rerun: stays verified */
        continue;
      }
      n_changed += !known;
      g_jobsv[g_n_jobs].vi = i;
      g_jobsv[g_n_jobs].arch = k;
      memcpy(jobkey[g_n_jobs], key, 17);
      ++g_n_jobs;
    }
  }
  if (!filter)
    printf("nvrtc: %d of %d jobs (variant x arch) run: the sample of %d and %d not listed in %s%s%s%s\n", g_n_jobs, n_all,
           n_sampled, n_changed, T_VERIFIED_FILE, ver && strcmp(ver_nvrtc, here) ? " (verified with NVRTC " : "",
           ver && strcmp(ver_nvrtc, here) ? ver_nvrtc : "", ver && strcmp(ver_nvrtc, here) ? ")" : "");
  nt = g_jobs < 1 ? 1 : g_jobs > 16 ? 16 : g_jobs;
  g_next_job = 0;
  for (i = 0; i < nt; ++i) pthread_create(&th[i], NULL, t_compile_worker, NULL);
  for (i = 0; i < nt; ++i) pthread_join(th[i], NULL);
  for (i = 0; i < g_n_jobs; ++i) {
    char name[256];
    snprintf(name, sizeof name, "nvrtc %s %s", g_archs[g_jobsv[i].arch], v[g_jobsv[i].vi].name);
    if (g_jobsv[i].st.result == T_PASS) {
      snprintf(g_jobsv[i].st.msg, sizeof g_jobsv[i].st.msg, g_jobsv[i].spill ? "%d regs, %d bytes spilled" : "%d regs",
               g_jobsv[i].regs, g_jobsv[i].spill);
      memcpy(keys + (size_t)n_keys++ * 17, jobkey[i], 17);
    } else failed += g_jobsv[i].st.result == T_FAIL;
    t_report(name, &g_jobsv[i].st, g_jobsv[i].ms);
  }
  if (!filter && (mode == T_COMPILE_ALL || mode == T_COMPILE_CHANGED)) {
    if (t_write_verified(keys, n_keys) != 0) printf("warning: could not write %s/%s\n", g_root, T_VERIFIED_FILE);
    else printf("nvrtc: %s lists %d jobs that passed (%d failed)\n", T_VERIFIED_FILE, n_keys, failed);
  }
  free(pick);
  free(keys);
  free(jobkey);
  free(ver);
  free(g_jobsv);
}

int main(int argc, char **argv) {
  int i, gpu_only = 0, cpu_only = 0, list = 0, compile_only = 0;
  t_compile_mode compile = T_COMPILE_SAMPLE;
  const char *filter = NULL;
  for (i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--gpu-only")) gpu_only = 1;
    else if (!strcmp(argv[i], "--cpu-only")) cpu_only = 1;
    else if (!strcmp(argv[i], "--no-compile")) compile = T_COMPILE_NONE;
    else if (!strcmp(argv[i], "--compile-all")) compile = T_COMPILE_ALL;
    else if (!strcmp(argv[i], "--compile-changed")) compile = T_COMPILE_CHANGED;
    else if (!strcmp(argv[i], "--compile-only")) compile_only = 1;
    else if (!strcmp(argv[i], "--list")) list = 1;
    else if (!strcmp(argv[i], "--filter") && i + 1 < argc) filter = argv[++i];
    else if (!strcmp(argv[i], "-j") && i + 1 < argc) g_jobs = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--root") && i + 1 < argc) g_root = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--gpu-only|--cpu-only] [--no-compile|--compile-all|--compile-changed] [--compile-only] [--list] "
                      "[--filter S] [-j N] [--root DIR]\n", argv[0]);
      return 2;
    }
  }
  t_sort_tests();
  if (list) { /* the tests these options would run, in order */
    for (i = 0; i < t_n_tests; ++i)
      if (!(gpu_only && !t_tests[i].gpu) && !(cpu_only && t_tests[i].gpu) && (!filter || t_match(t_tests[i].name, filter)))
        printf("%s%s\n", t_tests[i].name, t_tests[i].gpu ? " (GPU)" : "");
    return 0;
  }
  signal(SIGPIPE, SIG_IGN);
  setvbuf(stdout, NULL, _IOLBF, 0);
  umask(022); /* files the tests plant with fopen are not group-writable whatever the login umask (the cache refuses
                 those) */
  if (!cpu_only) {
    sa_context_options o;
    sa_status st;
    memset(&o, 0, sizeof o);
    st = sa_context_create(&o, &g_ctx);
    if (st != SA_OK) {
      snprintf(g_no_gpu, sizeof g_no_gpu, "%s", sa_last_error(NULL));
      g_ctx = NULL;
      printf("no GPU context (%s): %s\n", sa_status_string(st), g_no_gpu);
    } else {
      sa_device_info info;
      sa_device_info_get(g_ctx, &info);
      printf("GPU: %s (cc %d.%d, %d SMs), kernels for %s, NVRTC %d.%d, cache %s\n", info.name, info.cc_major,
             info.cc_minor, info.sm_count, info.arch, info.nvrtc_major, info.nvrtc_minor,
             info.cache_dir[0] ? info.cache_dir : "(memory)");
      o.max_family = 80;
      if (sa_context_create(&o, &g_ctx80) != SA_OK) g_ctx80 = NULL;
    }
  }
  for (i = 0; i < t_n_tests; ++i) {
    t_state st;
    double t0;
    if (gpu_only && !t_tests[i].gpu) continue;
    if (cpu_only && t_tests[i].gpu) continue;
    if (filter && !t_match(t_tests[i].name, filter)) continue;
    if (compile_only) continue;
    memset(&st, 0, sizeof st);
    t_cur = &st;
    t0 = sa__now_ms();
    t_tests[i].fn();
    t_report(t_tests[i].name, &st, sa__now_ms() - t0);
  }
  if (!gpu_only && compile != T_COMPILE_NONE) t_run_compile_tests(filter, compile);
  if (g_ctx80) sa_context_destroy(g_ctx80);
  if (g_ctx) sa_context_destroy(g_ctx);
  printf("%d passed, %d failed, %d skipped\n", g_pass, g_fail, g_skip);
  return g_fail ? 1 : 0;
}
