/* libFuzzer harness: the kernel-cache file reader (sa__cache_check, and sa__cache_load through a real file). The input
   is a cache file. Inputs of 48 bytes or more are checked against the key they carry as well as against a fixed one,
   so the length and checksum checks past the key are reached. Oracle: a file is accepted only when its header is
   consistent with its payload, and the payload handed back is the file's. The folder and files are private (umask 077):
   the reader refuses what others could write (sa__untrusted). */
#define SPARSEATTN_IMPLEMENTATION
#include "../../sparseattn.h"

static sa__jit g_jit;
static char g_dir[64];

static void fuzz_cleanup(void) { rmdir(g_dir); }

static void fuzz_init(void) {
  if (g_dir[0]) return;
  umask(077);
  snprintf(g_dir, sizeof g_dir, "/tmp/sa_fuzz_cache_%ld", (long)getpid());
  mkdir(g_dir, 0700);
  atexit(fuzz_cleanup);
  sa__jit_init(&g_jit, g_dir, 0, NULL, NULL);
}

static void check_one(const uint8_t *d, size_t n, const unsigned char key[32]) {
  char path[SA__PATH_CAP + 256];
  unsigned char *got = NULL, sum[32];
  size_t len = 0;
  const char *why = sa__cache_check(d, n, key);
  FILE *f;
  if (!why) { /* accepted: the header must describe this payload */
    if (n < SA__CACHE_HEADER_BYTES || memcmp(d, "SACUBIN", 8) || memcmp(d + 16, key, 32) ||
        sa__get_u64(d + 48) != n - SA__CACHE_HEADER_BYTES)
      abort();
    sa__sha256_buf(d + SA__CACHE_HEADER_BYTES, n - SA__CACHE_HEADER_BYTES, sum);
    if (memcmp(sum, d + 56, 32)) abort();
  }
  /* the whole reader: the file written where a lookup of (variant, arch, key) finds it */
  sa__cache_path(&g_jit, "fuzz", "sm_90a", key, path, sizeof path);
  f = fopen(path, "wb");
  if (!f) return;
  if (n && fwrite(d, 1, n, f) != n) { fclose(f); return; }
  fclose(f);
  if (sa__cache_load(&g_jit, "fuzz", "sm_90a", key, &got, &len)) {
    if (why || len != n - SA__CACHE_HEADER_BYTES || (len && memcmp(got, d + SA__CACHE_HEADER_BYTES, len))) abort();
    SA_FREE(got);
  } else if (!why) {
    abort(); /* a valid file refused */
  }
  unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  unsigned char key[32];
  fuzz_init();
  memset(key, 0x5a, sizeof key);
  check_one(d, n, key);
  if (n >= 48) {
    memcpy(key, d + 16, 32);
    check_one(d, n, key);
  }
  return 0;
}
