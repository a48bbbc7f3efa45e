/* A small test runner: a test registers itself where it is defined (TEST, GPU_TEST), a failed CHECK ends the test
   with a message, and the last line printed is "N passed, N failed, N skipped". */
#ifndef SA_TEST_RUNNER_H
#define SA_TEST_RUNNER_H
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { T_PASS, T_FAIL, T_SKIP } t_result;

typedef struct t_state {
  t_result result;
  char msg[4096];
} t_state;

static _Thread_local t_state *t_cur; /* per thread: the NVRTC compile tests run in parallel */

static void t_fail(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  int n;
  t_cur->result = T_FAIL;
  n = snprintf(t_cur->msg, sizeof t_cur->msg, "%s:%d: ", file, line);
  va_start(ap, fmt);
  vsnprintf(t_cur->msg + n, sizeof t_cur->msg - (size_t)n, fmt, ap);
  va_end(ap);
}

static void t_skip(const char *fmt, ...) {
  va_list ap;
  t_cur->result = T_SKIP;
  va_start(ap, fmt);
  vsnprintf(t_cur->msg, sizeof t_cur->msg, fmt, ap);
  va_end(ap);
}

/* Ends the calling test on failure. */
#define CHECK(cond, ...)                                   \
  do {                                                     \
    if (!(cond)) {                                         \
      t_fail(__FILE__, __LINE__, __VA_ARGS__);             \
      return;                                              \
    }                                                      \
  } while (0)

#define SKIP(...)          \
  do {                     \
    t_skip(__VA_ARGS__);   \
    return;                \
  } while (0)

/* Whether message m names the argument name as a whole: "args" in "args is NULL", not in "args->q is NULL". */
static int t_names(const char *m, const char *name) {
  size_t n = strlen(name);
  const char *p;
  for (p = strstr(m, name); p; p = strstr(p + 1, name)) {
    const char *e = p + n;
    if (p > m && (isalnum((unsigned char)p[-1]) || p[-1] == '_')) continue;
    if (isalnum((unsigned char)*e) || *e == '_' || *e == '[' || (e[0] == '-' && e[1] == '>') ||
        (e[0] == '.' && (isalpha((unsigned char)e[1]) || e[1] == '_')))
      continue;
    return 1;
  }
  return 0;
}

/* TEST(name) { ... } defines test_name and registers it, before main, under "name"; GPU_TEST for a test that needs a
   GPU (--gpu-only runs these alone). Tests run in the order they are defined (__COUNTER__ counts across the files
   run_tests.c includes), the CPU tests first. */
typedef struct t_test { const char *name; void (*fn)(void); int gpu, seq; } t_test;
#define T_MAX_TESTS 256
static t_test t_tests[T_MAX_TESTS];
static int t_n_tests;

static void t_register(const char *name, void (*fn)(void), int gpu, int seq) {
  if (t_n_tests == T_MAX_TESTS) {
    fprintf(stderr, "more than %d tests: raise T_MAX_TESTS\n", T_MAX_TESTS);
    exit(2);
  }
  t_tests[t_n_tests].name = name;
  t_tests[t_n_tests].fn = fn;
  t_tests[t_n_tests].gpu = gpu;
  t_tests[t_n_tests].seq = seq;
  ++t_n_tests;
}

static int t_test_order(const void *a, const void *b) {
  const t_test *x = (const t_test *)a, *y = (const t_test *)b;
  if (x->gpu != y->gpu) return x->gpu - y->gpu;
  return x->seq - y->seq;
}

/* Sorts the tests into run order; fails on a name registered twice (--filter could not tell them apart). */
static void t_sort_tests(void) {
  int i, j;
  qsort(t_tests, (size_t)t_n_tests, sizeof t_tests[0], t_test_order);
  for (i = 0; i < t_n_tests; ++i)
    for (j = i + 1; j < t_n_tests; ++j)
      if (!strcmp(t_tests[i].name, t_tests[j].name)) {
        fprintf(stderr, "test %s is registered twice\n", t_tests[i].name);
        exit(2);
      }
}

#define T_DEFINE(name, gpu, seq)                                                       \
  static void test_##name(void);                                                     \
  __attribute__((constructor)) static void t_register_##name(void) {                 \
    t_register(#name, test_##name, gpu, seq);                                        \
  }                                                                                  \
  static void test_##name(void)
#define TEST(name) T_DEFINE(name, 0, __COUNTER__)
#define GPU_TEST(name) T_DEFINE(name, 1, __COUNTER__)

#endif
