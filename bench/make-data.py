#!/usr/bin/env python3
"""Writes a benchmark input of N records (seeded).

  make-data.py N            records like {"id":17,"color":"#3a7bd5"}
  make-data.py N relative   records whose color is a CSS Color 5 relative color of a random hex
                            color, one of the everyday edits in turn (lighten, desaturate, complement,
                            set alpha, darken and turn, gray), such as
                            {"id":17,"color":"oklch(from #3a7bd5 calc(l + 0.1) c h)"}
  make-data.py N css        records whose color is a random sRGB color written as a CSS function or,
                            every sixth record, a named color: rgb(), hsl(), oklch(), a name, oklab(),
                            hwb() in turn, such as {"id":17,"color":"hsl(212.5 64.7% 53.1%)"}
"""
import colorsys
import math
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


def oklab(r, g, b):
    """OKLab of an 8-bit sRGB color (Ottosson 2020, "A perceptual color space for image processing")."""
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = linear(r), linear(g), linear(b)
    l = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3)
    m = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def css_color(i, value):
    """The i-th record's color, the 24-bit sRGB `value`, written in one of the CSS forms in turn."""
    r, g, b = value >> 16, (value >> 8) & 0xFF, value & 0xFF
    form = i % 6
    if form == 0:
        return "rgb(%d %d %d)" % (r, g, b)
    if form == 1:
        h, light, sat = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
        return "hsl(%.1f %.1f%% %.1f%%)" % (h * 360, sat * 100, light * 100)
    if form == 2:
        L, A, B = oklab(r, g, b)
        return "oklch(%.4f %.4f %.2f)" % (L, math.hypot(A, B), math.degrees(math.atan2(B, A)) % 360)
    if form == 3:
        return names[value % len(names)]
    if form == 4:
        L, A, B = oklab(r, g, b)
        return "oklab(%.4f %.4f %.4f)" % (L, A, B)
    h, _, _ = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    white, black = min(r, g, b) / 2.55, 100 - max(r, g, b) / 2.55
    return "hwb(%.1f %.1f%% %.1f%%)" % (h * 360, white, black)


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
