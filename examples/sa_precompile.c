/* sa_precompile: compile every kernel variant for a GPU into the disk cache, so that no call stalls on a first
   compile (e.g. in a container build, then ship the cache folder).

     sa_precompile [--arch sm_90a] [--cache-dir DIR] [--threads N] [--filter SUBSTRING]

   Without --arch it compiles for the GPU it finds (device 0). With --arch it needs no GPU or driver, only NVRTC:
   sm_80 (A100), sm_86 (RTX 30xx, A40), sm_89 (L40S, RTX 40xx), sm_90a (H100/H200, both kernel families), ...
   The cache folder: --cache-dir, else $SPARSEATTN_CACHE_DIR, $XDG_CACHE_HOME/sparseattn, $HOME/.cache/sparseattn. */
#define SPARSEATTN_IMPLEMENTATION
#include "../sparseattn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void usage(FILE *f) {
  fprintf(f, "usage: sa_precompile [--arch sm_XY[a]] [--cache-dir DIR] [--threads N] [--filter SUBSTRING]\n"
             "  --arch       compile for this NVRTC target without a GPU (sm_80, sm_86, sm_89, sm_90a, ...);\n"
             "               default: the GPU found (device 0)\n"
             "  --cache-dir  the cache folder (default: $SPARSEATTN_CACHE_DIR, $XDG_CACHE_HOME/sparseattn,\n"
             "               $HOME/.cache/sparseattn)\n"
             "  --threads    compile threads (default: the online CPUs)\n"
             "  --filter     only variants whose name contains SUBSTRING\n"
             "NVRTC: $SPARSEATTN_NVRTC, else the nvidia-cuda-nvrtc wheel of the active venv or conda environment, else\n"
             "libnvrtc on the loader path, $CUDA_HOME/lib64, /usr/local/cuda/lib64 (README, Install)\n");
}

/* Cold compile times per kernel kind (the variant name up to "__"). */
#define MAX_KINDS 32
typedef struct kind_stats { char name[48]; int n; double sum, max, *ms; } kind_stats;
static kind_stats g_kinds[MAX_KINDS];
static int g_n_kinds, g_tty;

static void record(const char *name, double ms) {
  const char *sep = strstr(name, "__");
  size_t len = sep ? (size_t)(sep - name) : strlen(name);
  int k;
  if (len >= sizeof g_kinds[0].name) len = sizeof g_kinds[0].name - 1;
  for (k = 0; k < g_n_kinds && (strlen(g_kinds[k].name) != len || strncmp(g_kinds[k].name, name, len)); ++k) {}
  if (k == g_n_kinds) {
    if (g_n_kinds == MAX_KINDS) return;
    memcpy(g_kinds[k].name, name, len);
    g_kinds[k].name[len] = 0;
    g_kinds[k].ms = (double *)calloc(1024, sizeof(double));
    ++g_n_kinds;
  }
  if (g_kinds[k].ms && g_kinds[k].n < 1024) g_kinds[k].ms[g_kinds[k].n] = ms;
  g_kinds[k].n++;
  g_kinds[k].sum += ms;
  if (ms > g_kinds[k].max) g_kinds[k].max = ms;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void progress(void *user, int done, int total, const char *name, int cached, double ms) {
  (void)user;
  if (!cached) record(name, ms);
  if (g_tty) {
    fprintf(stderr, "\r[%d/%d] %-6s %-70.70s", done, total, cached ? "cached" : "built", name);
    if (done == total) fputc('\n', stderr);
  } else if (done == total || done % 25 == 0) {
    fprintf(stderr, "[%d/%d] %s %s\n", done, total, cached ? "cached" : "built", name);
  }
}

int main(int argc, char **argv) {
  const char *arch = NULL, *dir = NULL;
  sa_precompile_options o;
  sa_precompile_report r;
  sa_status st;
  char target[64];
  int i;
  memset(&o, 0, sizeof o);
  for (i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--arch") && i + 1 < argc) arch = argv[++i];
    else if (!strcmp(argv[i], "--cache-dir") && i + 1 < argc) dir = argv[++i];
    else if (!strcmp(argv[i], "--threads") && i + 1 < argc) o.threads = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--filter") && i + 1 < argc) o.filter = argv[++i];
    else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
    else { fprintf(stderr, "sa_precompile: unknown argument '%s'\n", argv[i]); usage(stderr); return 2; }
  }
  g_tty = isatty(2);
  o.progress = progress;
  if (arch) {
    snprintf(target, sizeof target, "%s", arch);
    printf("compiling for %s into %s\n", arch, dir ? dir : "the default cache folder");
    st = sa_precompile_arch(arch, dir, &o, &r);
    if (st != SA_OK) { fprintf(stderr, "sa_precompile: %s\n", sa_last_error(NULL)); return 1; }
  } else {
    sa_context_options co;
    sa_context *ctx;
    sa_device_info info;
    memset(&co, 0, sizeof co);
    co.cache_dir = dir;
    if (sa_context_create(&co, &ctx) != SA_OK) {
      fprintf(stderr, "sa_precompile: %s\n(without a GPU, name the target: --arch sm_90a)\n", sa_last_error(NULL));
      return 1;
    }
    sa_device_info_get(ctx, &info);
    snprintf(target, sizeof target, "%s", info.arch);
    printf("compiling for %s (%s) into %s\n", info.arch, info.name, info.cache_dir[0] ? info.cache_dir : "(no disk cache)");
    st = sa_precompile(ctx, &o, &r);
    if (st != SA_OK) fprintf(stderr, "sa_precompile: %s\n", sa_last_error(ctx));
    sa_context_destroy(ctx);
    if (st != SA_OK) return 1;
  }
  if (g_n_kinds) {
    printf("cold NVRTC compile per kernel, by kind (ms; threads compiling side by side):\n");
    printf("  %-22s %5s %9s %9s %9s\n", "kind", "n", "median", "mean", "max");
    for (i = 0; i < g_n_kinds; ++i) {
      kind_stats *k = &g_kinds[i];
      int m = k->n < 1024 ? k->n : 1024;
      if (k->ms) qsort(k->ms, (size_t)m, sizeof(double), cmp_double);
      printf("  %-22s %5d %9.1f %9.1f %9.1f\n", k->name, k->n, k->ms ? k->ms[m / 2] : 0.0, k->sum / k->n, k->max);
      free(k->ms);
    }
  }
  if (r.too_large)
    printf("%d variants need more shared memory than %s allows and were not built (a smaller config of the same kernel "
           "was)%s", r.too_large - r.missing, target, r.missing ? "" : "\n");
  if (r.missing)
    printf("; %d have none, so calls that need them are refused there: %s%s\n", r.missing, r.missing_names,
           strlen(r.missing_names) > 1000 ? ", ..." : "");
  printf("%d variants for %s: %d compiled, %d from the cache, %d failed in %.1f s (NVRTC %.1f s summed over the threads)\n",
         r.total, target, r.compiled, r.cached, r.failed, r.wall_ms / 1e3, r.compile_ms / 1e3);
  return 0;
}
