#!/usr/bin/env bash
# Converting to each space `colorconv spaces` lists: `colorconv --to SPACE` on 1,000,000 hex records,
# records/s (best of three, one core) and the time as a ratio to `colorconv --to oklch` timed just
# before it (so that the two share the machine's state); with valgrind installed, instructions per
# record as callgrind counts them (100,000 records less 50,000, over 50,000). The goal: every space at
# 1,000,000 records/s or more.
# Usage: bench/spaces.sh BIN_DIR [SPACE...]   (bench/run.sh passes the release build folder; no SPACE: all)
set -euo pipefail
bin=${1:?usage: bench/spaces.sh BIN_DIR [SPACE...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
count=1000000
hex="$here/data/records-1m.ndjson"
mkdir -p "$here/data"
[ -s "$hex" ] || python3 "$here/make-data.py" "$count" > "$hex"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
head -n 50000 "$hex" > "$work/50k"
head -n 100000 "$hex" > "$work/100k"

if [ $# -gt 0 ]; then
  spaces=("$@")
else
  mapfile -t spaces < <("$bin/colorconv" spaces | python3 -c 'import json, sys; [print(json.loads(l)["space"]) for l in sys.stdin]')
fi

. "$here/timing.sh"

valgrind=false
if command -v valgrind > /dev/null 2>&1; then
  valgrind=true
  # A stripped copy started by the tool's name, as `make install` installs it (valgrind 3.19 cannot
  # read the DWARF 5 of the unstripped build).
  strip -o "$work/chromatools" "$bin/chromatools"
  ln -s chromatools "$work/colorconv"
fi
# Instructions per record of `colorconv --to $1`.
per_record() {
  local a b
  a=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/colorconv" --to "$1" < "$work/50k" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  b=$(taskset -c 0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/colorconv" --to "$1" < "$work/100k" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  echo $(( (b - a) / 50000 ))
}

base_ir=""
$valgrind && base_ir=$(per_record oklch)
for space in "${spaces[@]}"; do
  oklch_t=$(best_of_3 "$hex" taskset -c 0 "$bin/colorconv" --to oklch)
  t=$(best_of_3 "$hex" taskset -c 0 "$bin/colorconv" --to "$space")
  line=$(printf 'colorconv --to %-20s: %10.0f records/s (%.2fx the time of --to oklch)' "$space" "$(echo "$count / $t" | bc -l)" "$(echo "$t / $oklch_t" | bc -l)")
  if $valgrind; then
    ir=$(per_record "$space")
    line+=$(printf ', %6d instructions/record (%.2fx)' "$ir" "$(echo "$ir / $base_ir" | bc -l)")
  fi
  echo "$line"
done
