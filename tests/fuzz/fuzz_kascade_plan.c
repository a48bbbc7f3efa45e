/* libFuzzer harness: the Kascade plan reader (sa__kas_plan_from_text, what sa_kascade_plan_load parses). The input is a
   plan file. Oracle: a refused plan comes back zeroed with a reason; an accepted plan is consistent, saves, and loads
   back identical. */
#define SPARSEATTN_IMPLEMENTATION
#include "../../sparseattn.h"

static sa_kascade_plan g_plan, g_again;
static char g_path[64];

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  char why[512], reason[256];
  static const sa_kascade_plan zero;
  why[0] = 0;
  if (!g_path[0]) snprintf(g_path, sizeof g_path, "/tmp/sa_fuzz_plan_%ld.txt", (long)getpid());
  if (!sa__kas_plan_from_text((const char *)d, n, &g_plan, why, sizeof why)) {
    if (!why[0] || memcmp(&g_plan, &zero, sizeof zero)) abort();
    return 0;
  }
  if (!sa__kas_plan_ok(&g_plan, reason, sizeof reason)) abort();
  if (sa_kascade_plan_save(&g_plan, g_path) != SA_OK) abort();
  if (sa_kascade_plan_load(g_path, &g_again) != SA_OK || memcmp(&g_plan, &g_again, sizeof g_plan)) abort();
  unlink(g_path);
  return 0;
}
