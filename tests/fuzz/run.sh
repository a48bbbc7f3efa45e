#!/usr/bin/env bash
# Build the libFuzzer harnesses (tests/fuzz/fuzz_*.c) with AddressSanitizer and UndefinedBehaviorSanitizer and run each
# for a bounded time on a copy of its seed corpus (tests/fuzz/corpus/<name>/, never written to).
#   tests/fuzz/run.sh [SECONDS] [NAME...]      default: 20 seconds, every harness
# Prints one line per harness: "PASS <name> <N> executions in <S> s", "FAIL <name> ..." (the crash input and log are
# under build/fuzz/), or "SKIP <name> ..." when clang or libFuzzer is missing. Exit status 1 when one failed.
set -u
cd "$(dirname "$0")/../.."
secs=${1:-20}
[ $# -gt 0 ] && shift
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in tests/fuzz/fuzz_*.c; do names+=("$(basename "$f" .c)"); done
fi
CLANG=${CLANG:-clang}
out=build/fuzz
mkdir -p "$out"
skip() { for n in "${names[@]}"; do echo "SKIP $n $1"; done; exit 0; }
command -v "$CLANG" >/dev/null 2>&1 || skip "($CLANG not found: install clang with libFuzzer to fuzz)"
printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' > "$out/probe.c"
"$CLANG" -fsanitize=fuzzer "$out/probe.c" -o "$out/probe" > "$out/probe.log" 2>&1 ||
  skip "($CLANG cannot link -fsanitize=fuzzer: $(head -c 200 "$out/probe.log"))"
status=0
for n in "${names[@]}"; do
  src=tests/fuzz/$n.c
  if [ ! -f "$src" ]; then echo "FAIL $n (no $src)"; status=1; continue; fi
  if [ ! "$out/$n" -nt "$src" ] || [ ! "$out/$n" -nt sparseattn.h ]; then
    if ! "$CLANG" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all "$src" -o "$out/$n" -ldl -lpthread -lm \
        > "$out/$n.build.log" 2>&1; then
      echo "FAIL $n (build: $(head -c 300 "$out/$n.build.log"))"; status=1; continue
    fi
  fi
  rm -rf "$out/$n.corpus"; mkdir -p "$out/$n.corpus"
  t0=$(date +%s)
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
    "$out/$n" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/$n-" \
    "$out/$n.corpus" "tests/fuzz/corpus/$n" > "$out/$n.log" 2>&1
  rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/$n.log" | grep -o '[0-9]*$' | tail -1)
  if [ $rc -eq 0 ]; then
    echo "PASS $n ${execs:-?} executions in $(( $(date +%s) - t0 )) s, corpus $(ls "$out/$n.corpus" | wc -l) new inputs"
  else
    echo "FAIL $n (exit $rc; see $out/$n.log): $(grep -m1 -E 'ERROR|runtime error|deadly' "$out/$n.log" | head -c 300)"
    status=1
  fi
done
exit $status
