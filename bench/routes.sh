#!/usr/bin/env bash
# The commands that convert through routes kept for the run (distance, colormix, gradient steps,
# CSS-function inputs, relative colors with calc()) and `colorconv name` and `--to all` (the nearest
# name per record) against `colorconv --to oklch` on hex records, side by side in one run:
# records/s (best of three, one core) and, with valgrind installed, instructions per record as
# callgrind counts them (the difference between 100,000 and 50,000 records, so that start-up
# cancels out). The goals: at most 2x the instructions of `--to oklch` for the routes, 1,000,000
# records/s for relative colors and for `name`, 500,000 for `--to all`.
# Usage: bench/routes.sh BIN_DIR   (bench/run.sh passes the release build folder)
set -euo pipefail
bin=${1:?usage: bench/routes.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
count=1000000
mkdir -p "$here/data"
hex="$here/data/records-1m.ndjson" css="$here/data/records-css-1m.ndjson" relative="$here/data/records-relative-1m.ndjson"
[ -s "$hex" ] || python3 "$here/make-data.py" "$count" > "$hex"
[ -s "$css" ] || python3 "$here/make-data.py" "$count" css > "$css"
[ -s "$relative" ] || python3 "$here/make-data.py" "$count" relative > "$relative"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The file of each kind of input.
source_of() {
  case $1 in css) echo "$css" ;; relative) echo "$relative" ;; *) echo "$hex" ;; esac
}
for kind in hex css relative; do
  src=$(source_of "$kind")
  head -n 50000 "$src" > "$work/$kind-50k"
  head -n 100000 "$src" > "$work/$kind-100k"
done

. "$here/timing.sh"

# Instructions per record: callgrind's count at 100k records less its count at 50k, over 50k, on one
# core (so on one thread, as the timed runs).
# A job whose records come from its arguments (gradient) names its count with {N}.
per_record() {
  local kind=$1 a b
  shift
  if [ "$kind" = steps ]; then
    a=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "${@//\{N\}/50000}" < /dev/null 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
    b=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "${@//\{N\}/100000}" < /dev/null 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  else
    a=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$work/$kind-50k" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
    b=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$work/$kind-100k" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  fi
  echo $(( (b - a) / 50000 ))
}

# name | input (hex, css, or steps for a command that makes its own records) | command
jobs=(
  "colorconv --to oklch|hex|colorconv --to oklch"
  "--to oklch on CSS functions and names|css|colorconv --to oklch"
  "--to oklch on relative colors with calc()|relative|colorconv --to oklch"
  "colorconv distance --to-color white|hex|colorconv distance --to-color white"
  "colormix --with white --by 0.3|hex|colormix --with white --by 0.3"
  "gradient --steps 1000000 (per step)|steps|gradient red blue --steps {N}"
  "colorconv name|hex|colorconv name"
  "colorconv --to all|hex|colorconv --to all"
)
# callgrind counts a stripped copy (valgrind 3.19 cannot read the DWARF 5 of the unstripped build),
# started by the tools' names as `make install` links them.
valgrind=false
if command -v valgrind > /dev/null 2>&1; then
  valgrind=true
  strip -o "$work/chromatools" "$bin/chromatools"
  for tool in colorconv colormix gradient; do ln -s chromatools "$work/$tool"; done
fi
base_t="" base_ir=""
for job in "${jobs[@]}"; do
  IFS='|' read -r name kind words <<< "$job"
  read -r -a argv <<< "$words"
  argv[0]="$bin/${argv[0]}"
  if [ "$kind" = steps ]; then
    t=$(best_of_3 /dev/null taskset -c 0 "${argv[@]//\{N\}/$count}")
  else
    input=$(source_of "$kind")
    t=$(best_of_3 "$input" taskset -c 0 "${argv[@]}")
  fi
  [ -z "$base_t" ] && base_t=$t
  line=$(printf '%-40s: %10.0f records/s (%.2fx the time of --to oklch)' "$name" "$(echo "$count / $t" | bc -l)" "$(echo "$t / $base_t" | bc -l)")
  if $valgrind; then
    argv[0]="$work/${argv[0]##*/}"
    ir=$(per_record "$kind" "${argv[@]}")
    [ -z "$base_ir" ] && base_ir=$ir
    line+=$(printf ', %6d instructions/record (%.2fx)' "$ir" "$(echo "$ir / $base_ir" | bc -l)")
  fi
  echo "$line"
done
