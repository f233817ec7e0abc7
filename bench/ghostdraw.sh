#!/usr/bin/env bash
# A big ghostdraw log: `ghostdraw reveals`, `render` to PNG and to SVG on
# 20,000 strokes of radius 16 on a 1000×1000 canvas (bench/ghostdraw-log.py,
# about 2.4 MB), against `jq -c .` reading the same log, side by side in one run.
# Usage: bench/ghostdraw.sh BIN_DIR   (make bench passes the release build folder)
#
# Each command runs three times, interleaved with the others, on one core;
# the best wall-clock time counts, and the largest resident size of any run
# (GNU time's %M) is printed beside it. STROKES, RADIUS and SIDE change the log.
set -euo pipefail
bin=${1:?usage: bench/ghostdraw.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
strokes=${STROKES:-20000} radius=${RADIUS:-16} side=${SIDE:-1000}
data="$here/data/ghostdraw-$strokes-$radius-$side.ndjson"
mkdir -p "$here/data"
[ -s "$data" ] || python3 "$here/ghostdraw-log.py" "$strokes" "$radius" "$side" > "$data"
if [ ! -x /usr/bin/time ]; then
  echo "installing GNU time for the resident sizes" >&2
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq time > /dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pin=()
command -v taskset > /dev/null 2>&1 && pin=(taskset -c 0)

names=("ghostdraw reveals" "ghostdraw render png" "ghostdraw render svg" "jq -c .")
commands=(
  "$bin/ghostdraw reveals $data"
  "$bin/ghostdraw render $data -o $work/out.png"
  "$bin/ghostdraw render $data -o $work/out.svg"
  "jq -c . $data"
)
declare -a best rss
for _ in 1 2 3; do
  for i in "${!commands[@]}"; do
    # GNU time writes "seconds kilobytes" to the file; the command's output is dropped.
    /usr/bin/time -f '%e %M' -o "$work/time" "${pin[@]}" ${commands[$i]} > /dev/null
    read -r seconds kilobytes < "$work/time"
    if [ -z "${best[$i]:-}" ] || [ "$(echo "$seconds < ${best[$i]}" | bc -l)" = 1 ]; then best[$i]=$seconds; fi
    if [ -z "${rss[$i]:-}" ] || [ "$kilobytes" -gt "${rss[$i]}" ]; then rss[$i]=$kilobytes; fi
  done
done
jq_index=$((${#commands[@]} - 1))
printf '%s strokes of radius %s on %sx%s, %s bytes of log\n' "$strokes" "$radius" "$side" "$side" "$(wc -c < "$data")"
for i in "${!commands[@]}"; do
  ratio=$(echo "${best[$i]} / ${best[$jq_index]}" | bc -l)
  printf '%-22s: %6.2f s  %6.1f MB  %5.1fx jq\n' "${names[$i]}" "${best[$i]}" "$(echo "${rss[$i]} / 1024" | bc -l)" "$ratio"
done
