#!/usr/bin/env bash
# One GPU session: build, GPU tests, demo (cold then warm cache), benchmark. Logs under $OUT (or ./build/out).
# Usage on the device machine: bash tests/device_session.sh [--quick]
set -u
OUT=${OUT:-build/out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
export SPARSEATTN_CACHE_DIR=${SPARSEATTN_CACHE_DIR:-/tmp/sa_cache_session}
rm -rf "$SPARSEATTN_CACHE_DIR"
summary=()
step() { # name, command...
  local name=$1; shift
  local t0=$(date +%s.%N)
  "$@" > "$OUT/$name.log" 2>&1
  local rc=$?
  local dt=$(echo "$(date +%s.%N) - $t0" | bc)
  summary+=("$(printf '%-12s rc=%-3s %6.1fs  %s' "$name" "$rc" "$dt" "$(tail -n 1 "$OUT/$name.log" | cut -c1-150)")")
  return $rc
}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu --format=csv > "$OUT/gpu.txt" 2>&1
step build make -j8 all lib
step test_gpu ./build/run_tests --gpu-only
step demo_cold ./build/quickstart
step demo_warm ./build/quickstart
if [ "${1:-}" != "--quick" ]; then
  step bench python3 examples/python/bench.py --json "$OUT/bench.json"
fi
echo "==== $(cat "$OUT/gpu.txt" | tail -n 1)"
grep -E "^(FAIL|SKIP)" "$OUT/test_gpu.log" | cut -c1-400
grep -E "Kernel|median|Checked|compile" "$OUT/demo_cold.log" "$OUT/demo_warm.log" | cut -c1-200
[ -f "$OUT/bench.log" ] && sed -n '/TFLOP\/s, median/,$p' "$OUT/bench.log"
for s in "${summary[@]}"; do echo "$s"; done
