#!/usr/bin/env bash
# The commands that make palettes, on one core, beside `colorconv --to oklch` on the same seeds, timed in the same
# run (best of three):
#   - those that make a palette of each seed read (scale, palette, scheme, harmony): palettes and colors a minute;
#   - adjust --min-contrast, one color of each: colors a minute;
#   - those that take the colors read as one palette (contrast --matrix, lint), on 400 seeds: pairs a minute, and
#     the same work counted in palettes of 10 colors (90 ordered pairs for the matrix, 45 pairs for lint);
#   - gradient --colormap, 1,000,000 steps: colors a minute.
# Then how near `colorconv scale` comes to Tailwind CSS's palette (bench/scale-fit.py, which needs python3 with
# venv; skipped without it).
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

. "$here/timing.sh"

cc=$(best_of_3 "$seeds" taskset -c 0 "$bin/colorconv" --to oklch)
printf '%-52s: %10.0f colors/min\n' "colorconv --to oklch" "$(echo "$count * 60 / $cc" | bc -l)"
# Each job and the colors it makes of one seed (counted on one seed).
for words in "scale" "palette" "scheme" "scheme --dark --variant vibrant" "harmony --kind triad" "harmony --kind mono" \
             "harmony --kind wheel --in hsl" "adjust --min-contrast 4.5 --against white" \
             "adjust --min-contrast 60 --against white --method apca"; do
  # shellcheck disable=SC2086  # the job's words are separate arguments
  per=$(echo '#6750a4' | "$bin/colorconv" $words | wc -l)
  # shellcheck disable=SC2086
  t=$(best_of_3 "$seeds" taskset -c 0 "$bin/colorconv" $words)
  printf '%-52s: %10.0f palettes/min, %10.0f colors/min  (%.2fx the time of --to oklch)\n' \
    "colorconv $words" "$(echo "$count * 60 / $t" | bc -l)" "$(echo "$count * $per * 60 / $t" | bc -l)" "$(echo "$t / $cc" | bc -l)"
done

# The colors read as one palette: every pair of 400 colors.
few="$here/data/seeds-400.txt"
head -n 400 "$seeds" > "$few"
for job in "contrast --matrix:159600:90" "lint --contrast 4.5 --against white:79800:45"; do
  words=${job%%:*} rest=${job#*:}
  pairs=${rest%:*} per_palette=${rest#*:}
  # shellcheck disable=SC2086
  t=$(best_of_3 "$few" taskset -c 0 "$bin/colorconv" $words)
  printf '%-52s: %10.0f pairs/min, as %10.0f palettes of 10 colors/min\n' \
    "colorconv $words" "$(echo "$pairs * 60 / $t" | bc -l)" "$(echo "$pairs * 60 / $t / $per_palette" | bc -l)"
done

t=$(best_of_3 /dev/null taskset -c 0 "$bin/gradient" --colormap viridis --steps 1000000)
printf '%-52s: %10.0f colors/min\n' "gradient --colormap viridis --steps 1000000" "$(echo "1000000 * 60 / $t" | bc -l)"

if python3 -c "import venv" 2> /dev/null; then
  python3 "$here/scale-fit.py" "$bin"
fi
