/* libFuzzer harness: the tuning-file reader (sa__tune_read, what sa_context_create loads). The first byte picks the
   form: odd, the other bytes are the file as they are (the header and checksum checks); even, they get a valid
   checksum line appended, so the slot parser behind the checksum is reached too. Oracle: a refused file leaves the
   table zeroed with a reason; an accepted one holds only valid slots (family, dtype, config and split indices in
   range), writes back, and reads back identical. The files are in a private folder, and private (umask 077): the
   reader refuses tuning files that others could write (sa__untrusted), which would leave the parser unreached. */
#define SPARSEATTN_IMPLEMENTATION
#include "../../sparseattn.h"

static char g_dir[64], g_path[96], g_path2[96];

static void fuzz_cleanup(void) { rmdir(g_dir); }

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  static sa__tune_table t, t2;
  static const sa__tune_table zero;
  sa__tune_ident id;
  char why[1024];
  unsigned char sum[32];
  char hex[65];
  FILE *f;
  int r, i, nc;
  if (!g_path[0]) {
    umask(077);
    snprintf(g_dir, sizeof g_dir, "/tmp/sa_fuzz_tune_%ld", (long)getpid());
    mkdir(g_dir, 0700);
    atexit(fuzz_cleanup);
    snprintf(g_path, sizeof g_path, "%s/tuning.txt", g_dir);
    snprintf(g_path2, sizeof g_path2, "%s/tuning2.txt", g_dir);
  }
  memset(&id, 0, sizeof id);
  sa__strlcpy(id.gpu, "NVIDIA H100 80GB HBM3", sizeof id.gpu);
  id.sm_count = 132; id.cc = 90; id.driver = 13000;
  sa__strlcpy(id.version, SPARSEATTN_VERSION_STRING, sizeof id.version);
  if (!(f = fopen(g_path, "wb"))) return 0;
  if (n > 0 && (d[0] & 1)) {
    fwrite(d + 1, 1, n - 1, f);
  } else {
    const uint8_t *b = n ? d + 1 : d;
    const size_t nb = n ? n - 1 : 0;
    fwrite(b, 1, nb, f);
    sa__sha256_buf(b, nb, sum);
    sa__hex(sum, 32, hex);
    fprintf(f, "sha256 %s\n", hex);
  }
  fclose(f);
  why[0] = 0;
  r = sa__tune_read(g_path, &id, &t, why, sizeof why);
  if (r != 1) {
    if (memcmp(&t, &zero, sizeof t) || (r < 0 && !why[0])) abort();
  } else {
    (void)sa__config_table(&nc);
    for (i = 0; i < t.n; ++i)
      if (t.e[i].fam < 0 || t.e[i].fam >= SA__N_TUNE_FAMILIES || (t.e[i].dtype != SA_DTYPE_BF16 && t.e[i].dtype != SA_DTYPE_FP16) ||
          t.e[i].config < 0 || t.e[i].config >= nc || t.e[i].split < 0)
        abort();
    if (sa__tune_write(g_path2, &id, &t, NULL) != 0) abort();
    if (sa__tune_read(g_path2, &id, &t2, why, sizeof why) != 1 || t2.n != t.n || memcmp(t2.e, t.e, sizeof(t.e[0]) * (size_t)t.n))
      abort();
    unlink(g_path2);
  }
  unlink(g_path);
  return 0;
}
