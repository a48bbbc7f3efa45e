/* A small test runner: tests register in a table, a failed CHECK ends the test with a message, and the
   last line printed is "N passed, N failed, N skipped". */
#ifndef SA_TEST_RUNNER_H
#define SA_TEST_RUNNER_H
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

#endif
