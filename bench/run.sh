#!/usr/bin/env bash
# Throughput of `colorconv --to oklch` against `jq -c .` on the same 1,000,000-record file,
# measured side by side in one run, and of the per-record commands `adjust`, `contrast`
# and `simulate` as ratios to `colorconv --to oklch` on that file; on 1,000,000 records whose
# colors are relative colors with calc() (bench/make-data.py N relative), as a ratio to the
# hex records of the same run; then the start-up of `colorconv red` as a
# ratio to that of the least a Swift program can be: a one-line
# `print("#ff0000")` built as the tools are, optimized and with the Swift
# runtime linked statically (`swiftc -O -static-stdlib`, made once under
# bench/data/). The two are timed interleaved, the fastest run of each counts
# (bench/startup.py); with valgrind installed, their instructions as counted
# by callgrind too, which no other work on the machine can change. Then a table of the floors,
# each figure of ours beside its peer's from this run, with its ratio and its limit.
# Usage: bench/run.sh BIN_DIR   (make bench passes the release build folder)
set -euo pipefail
bin=${1:?usage: bench/run.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
data="$here/data/records-1m.ndjson"
relative="$here/data/records-relative-1m.ndjson"
count=1000000
mkdir -p "$here/data"
[ -s "$data" ] || python3 "$here/make-data.py" "$count" > "$data"
[ -s "$relative" ] || python3 "$here/make-data.py" "$count" relative > "$relative"

. "$here/timing.sh"

cc=$(best_of_3 "$data" taskset -c 0 "$bin/colorconv" --to oklch)
jq_t=$(best_of_3 "$data" taskset -c 0 jq -c .)
cc_rate=$(echo "$count / $cc" | bc -l)
jq_rate=$(echo "$count / $jq_t" | bc -l)
printf 'colorconv --to oklch : %10.0f records/s  (%.3f s for %d records, one core)\n' "$cc_rate" "$cc" "$count"
printf 'jq -c .              : %10.0f records/s  (%.3f s)\n' "$jq_rate" "$jq_t"
printf 'ratio colorconv/jq   : %10.1fx\n' "$(echo "$cc_rate / $jq_rate" | bc -l)"
rel_t=$(best_of_3 "$relative" taskset -c 0 "$bin/colorconv" --to oklch)
rel_rate=$(echo "$count / $rel_t" | bc -l)
printf 'relative colors      : %10.0f records/s  (%.3f s; %.2fx the time of the hex records)\n' \
  "$rel_rate" "$rel_t" "$(echo "$rel_t / $cc" | bc -l)"

# The per-record commands of everyday color work, on the same file, each as a ratio to `--to oklch`.
for job in "adjust --lighten 0.1" "adjust --rotate 30 --gamut clip" "contrast --bg white" "contrast --bg white --method apca" \
           "simulate --cvd deutan" "simulate --cvd protan --severity 0.6"; do
  # shellcheck disable=SC2086  # the job's words are separate arguments
  job_t=$(best_of_3 "$data" taskset -c 0 "$bin/colorconv" $job)
  job_rate=$(echo "$count / $job_t" | bc -l)
  printf 'colorconv %-36s: %10.0f records/s  (%.2fx colorconv --to oklch)\n' "$job" "$job_rate" "$(echo "$job_rate / $cc_rate" | bc -l)"
done

# distance, colormix, gradient steps and CSS-function inputs against `--to oklch`, in time and instructions.
bash "$here/routes.sh" "$bin"

# Converting to each space, against --to oklch.
bash "$here/spaces.sh" "$bin"

# colorconv cct on colors near the Planckian locus, against --to oklch on the same colors.
bash "$here/temperature.sh" "$bin"

# The commands that make palettes, in palettes and colors a minute beside --to oklch.
bash "$here/palettes.sh" "$bin"

# The CIEDE2000 kernel against a C program from the same paper, on the same pairs.
bash "$here/deltae2000.sh" "$bin"

# Every core (-j, the default for a file): the same file on all the cores the machine gives against one thread,
# neither pinned.
cores=$(nproc)
one_t=$(best_of_3 "$data" "$bin/colorconv" --to oklch -j 1)
all_t=$(best_of_3 "$data" "$bin/colorconv" --to oklch)
printf 'colorconv --to oklch on %2d cores : %10.0f records/s  (%.2fx one thread, -j 1)\n' \
  "$cores" "$(echo "$count / $all_t" | bc -l)" "$(echo "$one_t / $all_t" | bc -l)"

# Start-up: `colorconv red` against the trivial static Swift binary, built
# again when the compiler changes. Both are measured stripped, as `make
# install` installs the tools (valgrind 3.19 cannot read the DWARF 5 of the
# unstripped build).
baseline="$here/data/startup-baseline"
mkdir -p "$baseline"
compiler=$(swiftc --version 2>&1)
if [ ! -x "$baseline/print-red" ] || [ "$(cat "$baseline/compiler" 2>/dev/null)" != "$compiler" ]; then
  echo 'print("#ff0000")' > "$baseline/main.swift"
  swiftc -O -static-stdlib -module-name PrintRed "$baseline/main.swift" -o "$baseline/print-red"
  strip "$baseline/print-red"
  printf '%s\n' "$compiler" > "$baseline/compiler"
fi
trivial="$baseline/print-red"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip -o "$work/chromatools" "$bin/chromatools"
ln -s chromatools "$work/colorconv"
colorconv="$work/colorconv"

rounds=20 runs=20
pin=()
command -v taskset > /dev/null 2>&1 && pin=(taskset -c 0)
times=$("${pin[@]}" python3 "$here/startup.py" "$rounds" "$runs" -- "$colorconv" red -- "$trivial")
read -r cc_min cc_median trivial_min trivial_median <<< "$(echo $times)"
printf 'colorconv red        : %10.3f ms per run (fastest of %d, median %.3f)\n' "$cc_min" $((rounds * runs)) "$cc_median"
printf 'trivial static Swift : %10.3f ms per run (fastest of %d, median %.3f)\n' "$trivial_min" $((rounds * runs)) "$trivial_median"
printf 'ratio colorconv red / trivial static Swift binary : %.2fx\n' "$(echo "$cc_min / $trivial_min" | bc -l)"

# The floors, each ours beside its peer: the two timed in turn (ours, the peer, ours, …), the best of
# three of each, so that a busy spell of the machine falls on both; the start-up from just above.
css="$here/data/records-css-1m.ndjson"
[ -s "$css" ] || python3 "$here/make-data.py" "$count" css > "$css"
# Seconds of one run of a command reading $1.
time_once() {
  local input=$1 t0 t1
  shift
  t0=$(date +%s.%N)
  "$@" < "$input" > /dev/null
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
# The smaller of $1 (empty: none yet) and $2.
smaller() { if [ -z "$1" ] || [ "$(echo "$2 < $1" | bc -l)" = 1 ]; then echo "$2"; else echo "$1"; fi; }
# Sets ours_t and peer_t: the best of three runs of the words $3 reading $1 and of $4 reading $2, in turn.
pair() {
  local ours peer t
  read -r -a ours <<< "$3"
  read -r -a peer <<< "$4"
  ours_t="" peer_t=""
  for _ in 1 2 3; do
    t=$(time_once "$1" taskset -c 0 "${ours[@]}"); ours_t=$(smaller "$ours_t" "$t")
    t=$(time_once "$2" taskset -c 0 "${peer[@]}"); peer_t=$(smaller "$peer_t" "$t")
  done
}
# One row: name, ours, peer, ratio, limit, "at least" or "at most".
floor_row() {
  local verdict=ok
  if [ "$6" = "at least" ]; then
    [ "$(echo "$4 >= $5" | bc -l)" = 1 ] || verdict=MISSED
  else
    [ "$(echo "$4 <= $5" | bc -l)" = 1 ] || verdict=MISSED
  fi
  printf '| %-46s | %12s | %12s | %6.2fx | %-12s | %s |\n' "$1" "$2" "$3" "$4" "$6 $5x" "$verdict"
}
echo
echo "Floors: ours beside the peer, timed in turn"
printf '| %-46s | %12s | %12s | %7s | %-12s | %s |\n' floor ours peer ratio limit ""
oklch="$bin/colorconv --to oklch"
pair "$data" "$data" "$oklch" "jq -c ."
floor_row "colorconv --to oklch against jq -c ., records/s" "$(printf '%.0f' "$(echo "$count / $ours_t" | bc -l)")" \
  "$(printf '%.0f' "$(echo "$count / $peer_t" | bc -l)")" "$(echo "$peer_t / $ours_t" | bc -l)" 5 "at least"
for row in "CSS functions and names, --to oklch|$css|$oklch|2.5" \
           "colorconv distance --to-color white|$data|$bin/colorconv distance --to-color white|2.5" \
           "colormix --with white --by 0.3|$data|$bin/colormix --with white --by 0.3|2.5" \
           "gradient red blue --steps $count|/dev/null|$bin/gradient red blue --steps $count|2.5" \
           "colorconv name|$data|$bin/colorconv name|4" \
           "relative colors with calc(), --to oklch|$relative|$oklch|4"; do
  IFS='|' read -r name input words limit <<< "$row"
  pair "$input" "$data" "$words" "$oklch"
  floor_row "$name, against --to oklch on hex" "$(printf '%.3f s' "$ours_t")" "$(printf '%.3f s' "$peer_t")" \
    "$(echo "$ours_t / $peer_t" | bc -l)" "$limit" "at most"
done
floor_row "colorconv red start-up, fastest run" "$(printf '%.3f ms' "$cc_min")" "$(printf '%.3f ms' "$trivial_min")" \
  "$(echo "$cc_min / $trivial_min" | bc -l)" 2.2 "at most"
echo

# Instructions of one start of each, as callgrind counts them ("Collected : N" in its log).
if ! command -v valgrind > /dev/null 2>&1; then
  echo "instructions: valgrind is not installed, no callgrind counts (make bench installs it)"
  exit 0
fi
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" > /dev/null 2> "$work/callgrind.log" || true
  sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/callgrind.log"
}
cc_ir=$(instructions "$colorconv" red)
trivial_ir=$(instructions "$trivial")
if [ -z "$cc_ir" ] || [ -z "$trivial_ir" ]; then
  echo "instructions: callgrind counted nothing; its log ends:" >&2
  tail -n 5 "$work/callgrind.log" >&2
  exit 1
fi
printf 'instructions, colorconv red        : %12d\n' "$cc_ir"
printf 'instructions, trivial static Swift : %12d\n' "$trivial_ir"
printf 'ratio of instructions              : %12.2fx\n' "$(echo "$cc_ir / $trivial_ir" | bc -l)"
