/* sa_tune: measure each kernel slot's candidate tile configs on this GPU, write the tuning file that later contexts
   load, and print the winners against the defaults.

     sa_tune [--families prefill,decode,prefill_blasst,decode_blasst|all] [--dtypes bf16,fp16]
             [--head-dims 64,128] [--reps N] [--warmup N] [--margin F] [--out PATH] [--cache-dir DIR]

   Default: dense prefill and decode, bf16 and fp16, every head dim the header carries; shapes short (4 x 1024) and
   long (1 x 16384, causal) for prefill, batch (64 x 8192), long (2 x 65536) and short (8 x 2048) for decode, 32/8 heads.
   Run sa_precompile first to keep compile time out of it. The defaults are measured as they are whatever an earlier
   tuning file chose; that file's slots not tuned in this run are kept. */
#define SPARSEATTN_IMPLEMENTATION
#include "../sparseattn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f) {
  fprintf(f, "usage: sa_tune [--families LIST|all] [--dtypes bf16,fp16] [--head-dims LIST] [--reps N] [--warmup N]\n"
             "               [--margin F] [--out PATH] [--cache-dir DIR]\n"
             "  --families   comma list of prefill, prefill_blasst, decode, decode_blasst, or all (default: prefill,decode)\n"
             "  --dtypes     bf16, fp16 or both (default)\n"
             "  --head-dims  comma list (default: every head dim the header carries)\n"
             "  --reps       timed calls per candidate and shape, the median counts (default 10)\n"
             "  --warmup     untimed calls before them (default 3)\n"
             "  --margin     a winner must beat the default's summed time by this fraction (default 0.02)\n"
             "  --out        the tuning file (default: the cache folder's file for this GPU)\n"
             "  --cache-dir  the kernel cache folder (default: $SPARSEATTN_CACHE_DIR, ...)\n");
}

static void line(void *user, const char *s) {
  (void)user;
  printf("  %s\n", s);
  fflush(stdout);
}

static int parse_list(const char *s, int *out, int cap) {
  int n = 0;
  while (*s && n < cap) {
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || v <= 0) return -1;
    out[n++] = (int)v;
    s = *end == ',' ? end + 1 : end;
    if (*end && *end != ',') return -1;
  }
  return n;
}

int main(int argc, char **argv) {
  sa_autotune_options o;
  sa_autotune_report r;
  sa_context_options co;
  sa_context *ctx;
  sa_device_info info;
  sa_dtype dts[2];
  int hds[16], i;
  memset(&o, 0, sizeof o);
  memset(&co, 0, sizeof co);
  for (i = 1; i < argc; ++i) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) { usage(stdout); return 0; }
    if (!v) { fprintf(stderr, "sa_tune: unknown argument or missing value: '%s'\n", a); usage(stderr); return 2; }
    ++i;
    if (!strcmp(a, "--families")) {
      char buf[256], *tok, *save = NULL;
      snprintf(buf, sizeof buf, "%s", v);
      for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (!strcmp(tok, "all")) o.families |= SA_TUNE_ALL;
        else if (!strcmp(tok, "prefill")) o.families |= SA_TUNE_PREFILL;
        else if (!strcmp(tok, "prefill_blasst")) o.families |= SA_TUNE_PREFILL_BLASST;
        else if (!strcmp(tok, "decode")) o.families |= SA_TUNE_DECODE;
        else if (!strcmp(tok, "decode_blasst")) o.families |= SA_TUNE_DECODE_BLASST;
        else { fprintf(stderr, "sa_tune: unknown family '%s'\n", tok); usage(stderr); return 2; }
      }
    } else if (!strcmp(a, "--dtypes")) {
      o.n_dtypes = 0;
      if (strstr(v, "bf16")) dts[o.n_dtypes++] = SA_DTYPE_BF16;
      if (strstr(v, "fp16")) dts[o.n_dtypes++] = SA_DTYPE_FP16;
      if (!o.n_dtypes) { fprintf(stderr, "sa_tune: --dtypes takes bf16, fp16 or bf16,fp16\n"); return 2; }
      o.dtypes = dts;
    } else if (!strcmp(a, "--head-dims")) {
      o.n_head_dims = parse_list(v, hds, 16);
      if (o.n_head_dims <= 0) { fprintf(stderr, "sa_tune: --head-dims takes a comma list such as 64,128\n"); return 2; }
      o.head_dims = hds;
    } else if (!strcmp(a, "--reps")) o.reps = atoi(v);
    else if (!strcmp(a, "--warmup")) o.warmup = atoi(v);
    else if (!strcmp(a, "--margin")) o.margin = (float)atof(v);
    else if (!strcmp(a, "--out")) o.output_path = v;
    else if (!strcmp(a, "--cache-dir")) co.cache_dir = v;
    else { fprintf(stderr, "sa_tune: unknown argument '%s'\n", a); usage(stderr); return 2; }
  }
  if (sa_context_create(&co, &ctx) != SA_OK) { fprintf(stderr, "sa_tune: %s\n", sa_last_error(NULL)); return 1; }
  sa_device_info_get(ctx, &info);
  printf("tuning %s (%d SMs, compute capability %d.%d, driver %d), kernels for %s, sparseattn %s\n", info.name, info.sm_count,
         info.cc_major, info.cc_minor, info.driver_version, info.arch, sa_version_string());
  o.progress = line;
  if (sa_autotune(ctx, &o, &r) != SA_OK) {
    fprintf(stderr, "sa_tune: %s\n", sa_last_error(ctx));
    sa_context_destroy(ctx);
    return 1;
  }
  printf("\n%-14s %-5s %4s %-6s %-28s %10s %-28s %10s %8s\n", "family", "dtype", "d", "shape", "default", "ms", "winner", "ms",
         "speedup");
  for (i = 0; i < r.n_rows; ++i) {
    const sa_autotune_row *w = &r.rows[i];
    printf("%-14s %-5s %4d %-6s %-28s %10.4f %-28s %10.4f %7.3fx\n", w->family, w->dtype == SA_DTYPE_FP16 ? "fp16" : "bf16",
           w->head_dim, w->shape, w->default_config, w->default_ms, w->winner_config, w->winner_ms,
           w->winner_ms > 0 ? w->default_ms / w->winner_ms : 0.0);
  }
  printf("\n%d slots tuned, %d changed from the default, %d candidates rejected by verification, in %.1f s\n", r.slots,
         r.changed, r.rejected, r.wall_ms / 1e3);
  printf("tuning file: %s\n", r.path);
  sa_autotune_report_free(&r);
  sa_context_destroy(ctx);
  return 0;
}
