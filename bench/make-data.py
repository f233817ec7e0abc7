#!/usr/bin/env python3
"""Writes a benchmark input of N records (seeded).

  make-data.py N            records like {"id":17,"color":"#3a7bd5"}
  make-data.py N relative   records whose color is a CSS Color 5 relative color of a random hex
                            color, one of the everyday edits in turn (lighten, desaturate, complement,
                            set alpha, darken and turn, gray), such as
                            {"id":17,"color":"oklch(from #3a7bd5 calc(l + 0.1) c h)"}
  make-data.py N css        records whose color is a CSS color function or a named color, in turn
                            rgb(), hsl(), oklch(), a name, lab(), hwb(), such as
                            {"id":17,"color":"hsl(212.5 64.7% 53.1%)"}
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
names = ["tomato", "rebeccapurple", "navy", "gold", "mintcream", "olive", "steelblue", "teal"]


def css_color(i, value):
    """The i-th record's color as one of the CSS forms, from the 24-bit value."""
    r, g, b = value >> 16, (value >> 8) & 0xFF, value & 0xFF
    form = i % 6
    if form == 0:
        return "rgb(%d %d %d)" % (r, g, b)
    if form == 1:
        return "hsl(%.1f %.1f%% %.1f%%)" % (value % 3600 / 10, g / 2.55, b / 2.55)
    if form == 2:
        return "oklch(%.3f %.3f %.1f)" % (r / 255, g / 1020, value % 3600 / 10)
    if form == 3:
        return names[value % len(names)]
    if form == 4:
        return "lab(%.1f %.1f %.1f)" % (r / 2.55, g - 128, b - 128)
    return "hwb(%.1f %.1f%% %.1f%%)" % (value % 3600 / 10, g / 5.1, b / 5.1)


out = sys.stdout
lines = []
for i in range(count):
    value = rng.getrandbits(24)
    if kind == "relative":
        color = edits[i % len(edits)] % value
    elif kind == "css":
        color = css_color(i, value)
    else:
        color = "#%06x" % value
    lines.append('{"id":%d,"color":"%s"}\n' % (i, color))
    if len(lines) == 10000:
        out.write("".join(lines))
        lines = []
out.write("".join(lines))
