#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each for FUZZ_TIME seconds (make fuzz).
#
# ChromaKit, ChromaRuntime and ChromaGameEngines are compiled once, straight
# from their sources, each into a static library and a module, with the
# fuzzer and AddressSanitizer instrumentation (`swiftc -sanitize=fuzzer,address`);
# each target's main.swift imports what it tests and is linked against all three. None of this goes through SwiftPM, so `swift build`
# and `make test` never see the targets. Each target runs on a scratch copy
# of its committed seed corpus (the corpus grows while fuzzing; the seeds in
# Fuzz/corpus stay small); crash, timeout and slow-unit inputs land in
# .build/fuzz/artifacts/<target>/.
#
#   Fuzz/run.sh [TARGET…]         FUZZ_TIME (default 60) seconds per target
#   FUZZ_JOBS=2 Fuzz/run.sh       two targets at a time
set -euo pipefail
cd "$(dirname "$0")/.."

FUZZ_TIME=${FUZZ_TIME:-60}
FUZZ_JOBS=${FUZZ_JOBS:-1}
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}
SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(css record actions ghostlog)
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -package-name chromatools)
# The Swift runtime's backtracer reads the crashed stack, which AddressSanitizer
# reports as a stack-buffer-underflow (and can then hang); libFuzzer's own report is enough.
export SWIFT_BACKTRACE=enable=no

mkdir -p "$OUT/lib"
# The pure modules the targets test, in dependency order, each a static library and a module.
MODULES=(ChromaKit ChromaRuntime ChromaGameEngines)
libraries=()
for m in "${MODULES[@]}"; do
  mapfile -t sources < <(find "Sources/$m" -name '*.swift' | sort)
  if [ ! -f "$OUT/lib/lib$m.a" ] || [ -n "$(find "Sources/$m" -name '*.swift' -newer "$OUT/lib/lib$m.a")" ] \
     || { [ ${#libraries[@]} -gt 0 ] && [ -n "$(find "${libraries[@]}" -newer "$OUT/lib/lib$m.a")" ]; }; then
    echo "fuzz: building $m with -sanitize=fuzzer,address"
    "$SWIFTC" "${FLAGS[@]}" -I "$OUT/lib" -module-name "$m" -emit-module -emit-module-path "$OUT/lib/$m.swiftmodule" \
      -emit-library -static -o "$OUT/lib/lib$m.a" "${sources[@]}"
  fi
  libraries+=("$OUT/lib/lib$m.a")
done
for t in "${TARGETS[@]}"; do
  echo "fuzz: building $t"
  "$SWIFTC" "${FLAGS[@]}" -I "$OUT/lib" "Fuzz/$t/main.swift" "${libraries[@]}" -o "$OUT/$t"
done

run() {
  local t=$1 work="$OUT/corpus/$1" art="$OUT/artifacts/$1/"
  rm -rf "$work"; mkdir -p "$work" "$art"
  cp Fuzz/corpus/"$t"/* "$work"/
  local dict=() size=() timeout=$FUZZ_TIMEOUT
  [ -f "Fuzz/$t.dict" ] && dict=(-dict="Fuzz/$t.dict")
  # A ghostdraw log's cost grows with its strokes, and a bug of that kind only
  # shows on big inputs: the log target gets inputs of up to 1 MiB (libFuzzer's
  # default stops at 4 KiB) and at least 30 s for one.
  if [ "$t" = ghostlog ]; then
    size=(-max_len=1048576)
    [ "$timeout" -ge 30 ] || timeout=30
  fi
  "$OUT/$t" -max_total_time="$FUZZ_TIME" -timeout="$timeout" -report_slow_units=1 -print_final_stats=1 \
    -artifact_prefix="$art" "${size[@]}" "${dict[@]}" "$work" >"$OUT/$t.log" 2>&1 && local status=0 || local status=$?
  echo "fuzz: $t exit $status: $(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$OUT/$t.log" | tail -1)"
  grep -E 'stat::number_of_executed_units|stat::average_exec_per_sec' "$OUT/$t.log" | sed "s/^/fuzz: $t /"
  return $status
}

status=0
pids=()
for t in "${TARGETS[@]}"; do
  run "$t" & pids+=($!)
  if [ ${#pids[@]} -ge "$FUZZ_JOBS" ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
[ $status -eq 0 ] && echo "fuzz: no failures" || echo "fuzz: a target failed; see $OUT/<target>.log and $OUT/artifacts/"
exit $status
