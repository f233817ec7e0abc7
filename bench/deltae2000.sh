#!/usr/bin/env bash
# The CIEDE2000 kernel: the project's `DeltaE.ciede2000(lab1:lab2:)` (the deltae2000-bench
# executable of the release build) against a C program written from Sharma, Wu & Dalal (2005)
# with libm (bench/deltae2000.c, built here with gcc -O2), on the same 200,000 seeded Lab pairs
# run 10 times, side by side: pairs/s of each (the best of three interleaved runs, one core), the
# ratio, and the largest difference between their values on the pairs. The goal is within 1.5x of C.
# Usage: bench/deltae2000.sh BIN_DIR   (bench/run.sh passes the release build folder)
set -euo pipefail
bin=${1:?usage: bench/deltae2000.sh BIN_DIR}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rounds=10
# Lab pairs over the CSS ranges and a little past them (L −10…110, a and b ±160), seeded, as doubles.
python3 - "$work/pairs" <<'PY'
import random, struct, sys
rng = random.Random(2005)
with open(sys.argv[1], "wb") as out:
    for _ in range(200_000):
        out.write(struct.pack("6d", rng.uniform(-10, 110), rng.uniform(-160, 160), rng.uniform(-160, 160),
                              rng.uniform(-10, 110), rng.uniform(-160, 160), rng.uniform(-160, 160)))
PY
gcc -O2 -o "$work/deltae2000-c" "$here/deltae2000.c" -lm
best_c="" best_swift=""
for _ in 1 2 3; do
  c=$(taskset -c 0 "$work/deltae2000-c" "$work/pairs" "$work/c.out" "$rounds" | sed -n 's/^pairs\/s //p')
  s=$(taskset -c 0 "$bin/deltae2000-bench" "$work/pairs" "$work/swift.out" "$rounds" | sed -n 's/^pairs\/s //p')
  if [ -z "$best_c" ] || [ "$c" -gt "$best_c" ]; then best_c=$c; fi
  if [ -z "$best_swift" ] || [ "$s" -gt "$best_swift" ]; then best_swift=$s; fi
done
difference=$(python3 - "$work/c.out" "$work/swift.out" <<'PY'
import struct, sys
a = open(sys.argv[1], "rb").read()
b = open(sys.argv[2], "rb").read()
n = len(a) // 8
assert n == len(b) // 8 and n > 0, "the two programs wrote different counts"
x = struct.unpack("%dd" % n, a)
y = struct.unpack("%dd" % n, b)
print("%.3g" % max(abs(p - q) for p, q in zip(x, y)))
PY
)
printf 'CIEDE2000 kernel, C (gcc -O2)        : %10d pairs/s\n' "$best_c"
printf 'CIEDE2000 kernel, DeltaE.ciede2000   : %10d pairs/s  (%.2fx the time of C)\n' "$best_swift" "$(echo "$best_c / $best_swift" | bc -l)"
printf 'largest difference on the %d pairs: %s\n' 200000 "$difference"
