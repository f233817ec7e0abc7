#!/usr/bin/env bash
# The commands that make palettes, on one core: palettes (seeds) a minute and colors a minute for each, beside
# `colorconv --to oklch` on the same seeds, timed in the same run (best of three). Then how near `colorconv scale`
# comes to Tailwind CSS's palette (bench/scale-fit.py, which needs python3 with venv; skipped without it).
# Usage: bench/palettes.sh BIN_DIR   (make bench passes the release build folder)
set -euo pipefail
bin=${1:?usage: bench/palettes.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
seeds="$here/data/seeds-20k.txt"
count=20000
mkdir -p "$here/data"
[ -s "$seeds" ] || python3 -c "
import random
random.seed(36)
print('\n'.join('#%06x' % random.randrange(1 << 24) for _ in range($count)))" > "$seeds"

# Best of three wall-clock runs, in seconds, on the seeds.
best_of_3() {
  local best=""
  for _ in 1 2 3; do
    local t0 t1 dt
    t0=$(date +%s.%N)
    "$@" < "$seeds" > /dev/null
    t1=$(date +%s.%N)
    dt=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$dt < $best" | bc -l)" = 1 ]; then best=$dt; fi
  done
  echo "$best"
}

cc=$(best_of_3 taskset -c 0 "$bin/colorconv" --to oklch)
printf '%-44s: %10.0f colors/min\n' "colorconv --to oklch" "$(echo "$count * 60 / $cc" | bc -l)"
# Each job and the colors it makes of one seed.
for job in "scale:11" "harmony --kind triad:3" "harmony --kind mono:5" "harmony --kind wheel --in hsl:12"; do
  words=${job%:*} per=${job##*:}
  # shellcheck disable=SC2086  # the job's words are separate arguments
  t=$(best_of_3 taskset -c 0 "$bin/colorconv" $words)
  printf '%-44s: %10.0f palettes/min, %10.0f colors/min  (%.2fx the time of --to oklch)\n' \
    "colorconv $words" "$(echo "$count * 60 / $t" | bc -l)" "$(echo "$count * $per * 60 / $t" | bc -l)" "$(echo "$t / $cc" | bc -l)"
done

if python3 -c "import venv" 2> /dev/null; then
  python3 "$here/scale-fit.py" "$bin"
fi
