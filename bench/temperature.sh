#!/usr/bin/env bash
# `colorconv cct` against `colorconv --to oklch` on the same colors, side by side in one run: colors near the
# Planckian locus (what cct measures; a color farther than Duv 0.05 is a bad record, whose message costs more
# than the measurement), made by `colorconv blackbody` from seeded temperatures of 2000–20000 K and Duv of
# -0.02–0.02 and written as hex. Prints records/s (best of three, one core) and, with valgrind installed,
# instructions per record as callgrind counts them (100,000 records less 50,000, so that start-up cancels out).
# Usage: bench/temperature.sh BIN_DIR   (the release build folder)
set -euo pipefail
bin=${1:?usage: bench/temperature.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
count=1000000
mkdir -p "$here/data"
data="$here/data/records-near-locus-1m.txt"
if [ ! -s "$data" ]; then
  python3 -c "
import random
random.seed(7)
for _ in range($count):
    print('{\"cct\":%.1f,\"duv\":%.4f}' % (2000 * 10 ** random.random(), random.uniform(-0.02, 0.02)))
" | "$bin/colorconv" blackbody --format hex > "$data"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
head -n 50000 "$data" > "$work/50k"
head -n 100000 "$data" > "$work/100k"

. "$here/timing.sh"

# Instructions per record of a command, on a stripped copy started by the tool's name (valgrind 3.19 cannot
# read the DWARF 5 of the unstripped build).
per_record() {
  local a b
  a=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$work/50k" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  b=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$work/100k" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  echo $(( (b - a) / 50000 ))
}

valgrind=false
if command -v valgrind > /dev/null 2>&1; then
  valgrind=true
  strip -o "$work/chromatools" "$bin/chromatools"
  ln -s chromatools "$work/colorconv"
fi
base_t="" base_ir=""
for words in "--to oklch" "cct"; do
  read -r -a args <<< "$words"
  t=$(best_of_3 "$data" taskset -c 0 "$bin/colorconv" "${args[@]}")
  [ -z "$base_t" ] && base_t=$t
  line=$(printf '%-22s: %10.0f records/s (%.2fx the time of --to oklch)' "colorconv $words" "$(echo "$count / $t" | bc -l)" "$(echo "$t / $base_t" | bc -l)")
  if $valgrind; then
    ir=$(per_record "$work/colorconv" "${args[@]}")
    [ -z "$base_ir" ] && base_ir=$ir
    line+=$(printf ', %6d instructions/record (%.2fx)' "$ir" "$(echo "$ir / $base_ir" | bc -l)")
  fi
  echo "$line"
done
