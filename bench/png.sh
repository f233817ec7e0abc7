#!/usr/bin/env bash
# Writing a 3840×2160 gradient PNG: a chromatools command against ImageMagick's
# `convert -size 3840x2160 gradient:red-blue`, measured side by side in one run.
#
# Usage: bench/png.sh BIN_DIR [COMMAND…]
#   BIN_DIR  the folder of the built tools; it goes first on PATH.
#   COMMAND  the command that writes the PNG, with {} where the output file goes;
#            default: gradient red blue --in oklab --format png --size 3840x2160 --output {}
#
# Each side runs three times on one core (taskset, as bench/run.sh does) and the
# best wall-clock time counts. ImageMagick is installed with apt-get when it is
# missing: only here, never by the build. Both files are checked to be PNGs of
# the right size before any time is printed. SIZE overrides 3840x2160.
set -euo pipefail
bin=${1:?usage: bench/png.sh BIN_DIR [COMMAND…]}
shift
bin=$(cd "$bin" && pwd)
size=${SIZE:-3840x2160}
if [ $# -eq 0 ]; then
  set -- gradient red blue --in oklab --format png --size "$size" --output {}
fi
export PATH="$bin:$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ours="$work/chromatools.png"
theirs="$work/imagemagick.png"

# The ImageMagick `convert`: the first candidate whose -version says ImageMagick
# (a `convert` that is something else may come first on PATH).
find_convert() {
  local c
  for c in magick /usr/bin/convert convert-im6.q16 convert; do
    if command -v "$c" > /dev/null 2>&1 && "$c" -version 2>/dev/null | grep -q ImageMagick; then
      command -v "$c"
      return 0
    fi
  done
  return 1
}
if ! convert_bin=$(find_convert); then
  echo "installing imagemagick for the comparison" >&2
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq imagemagick > /dev/null
  convert_bin=$(find_convert) || { echo "bench/png.sh: ImageMagick not found after installing it" >&2; exit 1; }
fi
# IM7's `magick` takes the same arguments as IM6's `convert`.

# The command with {} replaced by the output path.
ours_cmd=()
for arg in "$@"; do ours_cmd+=("${arg//\{\}/$ours}"); done

pin=()
command -v taskset > /dev/null 2>&1 && pin=(taskset -c 0)

. "$(dirname "$0")/timing.sh"

# "WIDTHxHEIGHT DEPTH" from a PNG's IHDR, or nothing when the file is not a PNG.
png_header() {
  python3 -c '
import struct, sys
d = open(sys.argv[1], "rb").read(25)
if d[:8] == b"\x89PNG\r\n\x1a\n" and d[12:16] == b"IHDR":
    print("%dx%d %d" % struct.unpack(">IIB", d[16:25]))
' "$1"
}

t_ours=$(best_of_3 /dev/null "${pin[@]}" "${ours_cmd[@]}")
t_theirs=$(best_of_3 /dev/null "${pin[@]}" "$convert_bin" -size "$size" gradient:red-blue "$theirs")
for f in "$ours" "$theirs"; do
  got=$(png_header "$f")
  [ "${got% *}" = "$size" ] || { echo "bench/png.sh: $f is not a $size PNG (got '${got:-nothing}')" >&2; exit 1; }
done

# ImageMagick's Q16 builds write 16 bits per channel here; the depth is printed so the sizes compare fairly.
printf 'chromatools : %8.3f s  %10d bytes  %2d-bit  (%s)\n' \
  "$t_ours" "$(stat -c %s "$ours")" "$(png_header "$ours" | cut -d' ' -f2)" "${*}"
printf 'ImageMagick : %8.3f s  %10d bytes  %2d-bit  (%s -size %s gradient:red-blue)\n' \
  "$t_theirs" "$(stat -c %s "$theirs")" "$(png_header "$theirs" | cut -d' ' -f2)" "$(basename "$convert_bin")" "$size"
printf 'ratio       : %8.1fx faster\n' "$(echo "$t_theirs / $t_ours" | bc -l)"
