#!/usr/bin/env bash
# Throughput of `colorconv --to oklch` against `jq -c .` on the same 1,000,000-record file,
# measured side by side in one run; also the start-up time of `colorconv red`.
# Usage: bench/run.sh BIN_DIR   (make bench passes the release build folder)
set -euo pipefail
bin=${1:?usage: bench/run.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
data="$here/data/records-1m.ndjson"
count=1000000
mkdir -p "$here/data"
[ -s "$data" ] || python3 "$here/make-data.py" "$count" > "$data"

# Best of three wall-clock runs, in seconds.
best_of_3() {
  local best=""
  for _ in 1 2 3; do
    local t0 t1 dt
    t0=$(date +%s.%N)
    "$@" < "$data" > /dev/null
    t1=$(date +%s.%N)
    dt=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$dt < $best" | bc -l)" = 1 ]; then best=$dt; fi
  done
  echo "$best"
}

cc=$(best_of_3 taskset -c 0 "$bin/colorconv" --to oklch)
jq_t=$(best_of_3 taskset -c 0 jq -c .)
cc_rate=$(echo "$count / $cc" | bc -l)
jq_rate=$(echo "$count / $jq_t" | bc -l)
printf 'colorconv --to oklch : %10.0f records/s  (%.3f s for %d records, one core)\n' "$cc_rate" "$cc" "$count"
printf 'jq -c .              : %10.0f records/s  (%.3f s)\n' "$jq_rate" "$jq_t"
printf 'ratio colorconv/jq   : %10.1fx\n' "$(echo "$cc_rate / $jq_rate" | bc -l)"

# Start-up: mean of 200 runs of `colorconv red`.
runs=200
t0=$(date +%s.%N)
for _ in $(seq $runs); do "$bin/colorconv" red > /dev/null; done
t1=$(date +%s.%N)
printf 'colorconv red        : %10.2f ms per run (mean of %d)\n' "$(echo "($t1 - $t0) * 1000 / $runs" | bc -l)" "$runs"
