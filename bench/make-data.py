#!/usr/bin/env python3
"""Writes a benchmark input of N records (seeded).

  make-data.py N            records like {"id":17,"color":"#3a7bd5"}
  make-data.py N relative   records whose color is a CSS Color 5 relative color of a random hex
                            color, one of the everyday edits in turn (lighten, desaturate, complement,
                            set alpha, darken and turn, gray), such as
                            {"id":17,"color":"oklch(from #3a7bd5 calc(l + 0.1) c h)"}
"""
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
kind = sys.argv[2] if len(sys.argv) > 2 else "hex"
rng = random.Random(2026)
edits = [
    "oklch(from #%06x calc(l + 0.1) c h)",
    "oklch(from #%06x l calc(c * 0.5) h)",
    "hsl(from #%06x calc(h + 180) s l)",
    "rgb(from #%06x r g b / 50%%)",
    "oklch(from #%06x calc(l - 0.1) c calc(h + 30))",
    "lab(from #%06x l 0 0)",
]
out = sys.stdout
lines = []
for i in range(count):
    value = rng.getrandbits(24)
    if kind == "relative":
        color = edits[i % len(edits)] % value
    else:
        color = "#%06x" % value
    lines.append('{"id":%d,"color":"%s"}\n' % (i, color))
    if len(lines) == 10000:
        out.write("".join(lines))
        lines = []
out.write("".join(lines))
