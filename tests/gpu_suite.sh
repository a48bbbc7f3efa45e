#!/usr/bin/env bash
# The GPU suite: build, every kernel of this GPU compiled in parallel into an empty cache (sa_precompile, one thread
# per CPU), the GPU tests on that cache, the demo (cold then warm cache), benchmarks and calibration, on a machine with
# an NVIDIA GPU. Logs, one per step, under build/gpu_suite (GPU_SUITE_LOGS names another folder); the summary last.
# Usage: bash tests/gpu_suite.sh
# STEPS picks the optional steps (default "bench blasst calib"): bench blasst momo kascade calib tune sanitize.
#   TEST_GPU=0 skips the full GPU suite; TEST_FILTER=a,b runs only the GPU tests whose names contain a or b;
#   TEST_DIFF=0 skips the differential test (examples/python/tests/test_differential.py: random cases of every entry
#   point, the kernels against the CPU references; SA_DIFF_CASES, default 3000, and its other SA_DIFF_* knobs pass
#   through; its summary, case count and worst errors, in differential.log and differential.json; TEST_DIFF_LIMIT
#   seconds, 600);
#   TUNE_ARGS passes options to sa_tune (e.g. "--families all"); MOMO_ARGS, KASCADE_ARGS to those benchmarks.
#   sanitize: the GPU edge tests under compute-sanitizer memcheck, racecheck and initcheck (SAN_TOOLS picks tools,
#   SAN_FILTER the tests); logs sanitize_<tool>.log, each step's last line the sanitizer's summary. About 8 minutes:
#   STEPS=sanitize TEST_GPU=0 bash tests/gpu_suite.sh
set -u
LOGS=${GPU_SUITE_LOGS:-build/gpu_suite}
mkdir -p "$LOGS"
export PYTHONUNBUFFERED=1
export SPARSEATTN_CACHE_DIR=${SPARSEATTN_CACHE_DIR:-/tmp/sa_cache_gpu_suite}
rm -rf "$SPARSEATTN_CACHE_DIR"
summary=()
step() { # name, seconds, command...
  local name=$1 limit=$2; shift 2
  local t0=$(date +%s)
  timeout "$limit" "$@" > "$LOGS/$name.log" 2>&1
  local rc=$?
  summary+=("$(printf '%-14s rc=%-3s %4ss  %s' "$name" "$rc" "$(( $(date +%s) - t0 ))" "$(tail -n 1 "$LOGS/$name.log" | cut -c1-150)")")
  return $rc
}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu --format=csv > "$LOGS/gpu.txt" 2>&1
step build 120 make -j8 all lib
# the tests' contexts then load every kernel from the disk cache instead of compiling them one at a time
[ "${PRECOMPILE:-1}" = 1 ] && step precompile 300 ./build/sa_precompile --cache-dir "$SPARSEATTN_CACHE_DIR"
[ "${TEST_GPU:-1}" = 1 ] && step test_gpu ${TEST_GPU_LIMIT:-420} ./build/run_tests --gpu-only ${TEST_FILTER:+--filter "$TEST_FILTER"}
# on the precompiled cache too (most of its time is the CPU references' share of each case); it starts no case in its
# last minute, so its summary is always written
DIFF_LIMIT=${TEST_DIFF_LIMIT:-600}
[ "${TEST_DIFF:-1}" = 1 ] && step differential "$DIFF_LIMIT" env SA_DIFF_JSON="$LOGS/differential.json" \
  SA_DIFF_SECONDS="${SA_DIFF_SECONDS:-$((DIFF_LIMIT - 60))}" SPARSEATTN_LIB="$PWD/build/libsparseattn.so" \
  python3 -m pytest -q -s -p no:cacheprovider examples/python/tests/test_differential.py
# cold: a cache of its own
step demo_cold 60 env SPARSEATTN_CACHE_DIR="$SPARSEATTN_CACHE_DIR/demo" ./build/quickstart
step demo_warm 60 env SPARSEATTN_CACHE_DIR="$SPARSEATTN_CACHE_DIR/demo" ./build/quickstart
case " ${STEPS:-bench blasst calib} " in *" bench "*) step bench 150 python3 examples/python/bench.py --json "$LOGS/bench.json";; esac
case " ${STEPS:-bench blasst calib} " in *" blasst "*) step bench_blasst 240 python3 examples/python/bench_blasst.py --json "$LOGS/bench_blasst.json";; esac
case " ${STEPS:-bench blasst calib} " in *" momo "*) step bench_momo 480 python3 examples/python/bench_momo.py ${MOMO_ARGS:-} --json "$LOGS/bench_momo.json";; esac
case " ${STEPS:-bench blasst calib} " in *" kascade "*) step bench_kascade 300 python3 examples/python/bench_kascade.py ${KASCADE_ARGS:-} --json "$LOGS/bench_kascade.json";; esac
case " ${STEPS:-bench blasst calib} " in *" sanitize "*)
  CS=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)}
  SAN_FILTER=${SAN_FILTER:-gpu_edges,gpu_decode_edges,gpu_sparse_edges,gpu_nonfinite,gpu_argument_errors,gpu_stream_check}
  for tool in ${SAN_TOOLS:-memcheck racecheck initcheck}; do
    extra=""
    [ "$tool" = memcheck ] && extra="--leak-check no"
    [ "$tool" = racecheck ] && extra="--racecheck-report hazard"
    # the log's last line (the step's summary) is the sanitizer's ERROR SUMMARY; exit 99 on a sanitizer error
    step "sanitize_$tool" ${SAN_LIMIT:-170} "$CS" --tool "$tool" $extra --error-exitcode 99 --print-limit 50 \
      ./build/run_tests --gpu-only --filter "$SAN_FILTER"
  done;;
esac
case " ${STEPS:-bench blasst calib} " in *" calib "*) step calibrate 200 ./build/blasst_calibrate --lengths 4096,8192,16384,32768 --holdout 12288;; esac
# tune: precompile every variant into an empty cache (cold), again (warm), tune dense prefill and decode on that cache,
# then run the GPU tests on it (the contexts load the tuning file: the winners are checked for correctness too)
case " ${STEPS:-bench blasst calib} " in *" tune "*)
  TUNE_CACHE=/tmp/sa_cache_tune; rm -rf "$TUNE_CACHE"
  step precompile_cold 600 ./build/sa_precompile --cache-dir "$TUNE_CACHE"
  step precompile_warm 120 ./build/sa_precompile --cache-dir "$TUNE_CACHE"
  step tune 600 ./build/sa_tune --cache-dir "$TUNE_CACHE" ${TUNE_ARGS:-}
  cp "$TUNE_CACHE"/tuning-*.txt "$LOGS/" 2>/dev/null
  step tuned_tests 300 env SPARSEATTN_CACHE_DIR="$TUNE_CACHE" ./build/run_tests --gpu-only --filter "${TUNED_FILTER:-gpu_}";;
esac
echo "==== $(cat "$LOGS/gpu.txt" | tail -n 1)"
[ -f "$LOGS/test_gpu.log" ] && grep -E "^(FAIL|SKIP)" "$LOGS/test_gpu.log" | cut -c1-400
[ -f "$LOGS/differential.log" ] && grep -E "^differential: ([0-9]+ cases|cases per|worst|FAIL)" \
  "$LOGS/differential.log" | head -40 | cut -c1-400
for f in "$LOGS"/sanitize_*.log; do [ -f "$f" ] && { echo "== $f"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|^FAIL| passed, " "$f" | head -20; }; done
grep -E "Kernel|median|Checked|compile" "$LOGS/demo_cold.log" "$LOGS/demo_warm.log" | cut -c1-200
[ -f "$LOGS/bench.log" ] && sed -n '/TFLOP\/s, median/,$p' "$LOGS/bench.log"
[ -f "$LOGS/bench_blasst.log" ] && sed -n '/^PREFILL/,$p;/^DECODE/,$p' "$LOGS/bench_blasst.log" | awk '!seen[$0]++'
[ -f "$LOGS/bench_momo.log" ] && cat "$LOGS/bench_momo.log"
[ -f "$LOGS/bench_kascade.log" ] && cat "$LOGS/bench_kascade.log"
[ -f "$LOGS/calibrate.log" ] && grep -E "^fit|single|held-out pred|lambda for" "$LOGS/calibrate.log"
[ -f "$LOGS/precompile.log" ] && tail -n 1 "$LOGS/precompile.log"
[ -f "$LOGS/precompile_cold.log" ] && tail -n 1 "$LOGS/precompile_cold.log" "$LOGS/precompile_warm.log"
[ -f "$LOGS/tune.log" ] && sed -n '/^family/,$p' "$LOGS/tune.log"
[ -f "$LOGS/tuned_tests.log" ] && grep -E "^(FAIL|SKIP)|passed" "$LOGS/tuned_tests.log" | cut -c1-300
for s in "${summary[@]}"; do echo "$s"; done
