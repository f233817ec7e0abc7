#!/usr/bin/env python3
"""Writes the table of color harmonies that `HarmonyTests` holds ChromaKit's `Harmony` to, computed by coloraide.

Usage: bench/harmony-table.py > Tests/ChromaKitTests/HarmonyCases.swift

coloraide (8.13.1, installed into bench/data/venv from PyPI the first time) computes
`Color(SEED).harmony(KIND, space=SPACE)` (with `count=` for the rows that give one) for every seed of
SEEDS, every kind and every space of SPACES. Each row is one line of the Swift file's table: the space,
the kind, the count (`-` for the kind's own), the seed as CSS, then the colors' coordinates in the space,
a color per `;`, hues modulo 360 and a missing component written `none`.
"""
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
venv = os.path.join(here, "data", "venv")
python = os.path.join(venv, "bin", "python")
VERSION = "8.13.1"


def ensure_coloraide():
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    probe = subprocess.run([python, "-c", "import coloraide; print(coloraide.__version__)"], capture_output=True, text=True)
    if probe.stdout.strip() != VERSION:
        subprocess.run([python, "-m", "pip", "install", "-q", f"coloraide=={VERSION}"], check=True)


SEEDS = [
    "#ff0000", "#00ff00", "#0000ff", "#ff6347", "#ffd700", "#6750a4", "#008080", "#ff69b4",
    "#4b0082", "#a0522d", "#7fffd4", "#deb887", "#191970", "#f0e68c", "#2e8b57", "#c71585",
    "#808080", "#ffffff", "#000000", "#010203", "#fefdfc",
    "oklch(0.7 0.12 250)", "oklch(0.35 0.08 140 / 0.5)", "lab(60 40 -30)", "color(display-p3 0.9 0.2 0.3)",
]

# This package's space names, and coloraide's where they differ.
SPACES = ["oklch", "hsl", "hsb", "hct", "lch", "okhsl", "oklab", "lab", "srgb", "display-p3"]
NAMES = {"hsb": "hsv"}
KINDS = ["complement", "split", "analogous", "triad", "square", "rectangle", "wheel", "mono"]
# Rows with a count of their own: (kind, count), for the first seeds and every space.
COUNTED = [("wheel", 5), ("wheel", 1), ("mono", 1), ("mono", 2), ("mono", 3), ("mono", 8)]
COUNTED_SEEDS = SEEDS[:4] + ["#808080", "#000000", "#ffffff"]

ORACLE = r"""
import json, math, sys
from coloraide.everything import ColorAll as Color
rows = []
for space, name, kind, count, seed in json.load(sys.stdin):
    kwargs = {} if count is None else {"count": count}
    colors = Color(seed).harmony(kind, space=name, **kwargs)
    out = []
    for c in colors:
        coords = []
        for i, v in enumerate(c[:-1]):
            if math.isnan(v):
                coords.append(None)
            else:
                if c._space.is_polar() and i == c._space.hue_index():
                    v = v % 360.0
                coords.append(v)
        out.append(coords)
    rows.append(out)
print(json.dumps(rows))
"""


def number(v):
    if v is None:
        return "none"
    text = f"{v:.9f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def main():
    ensure_coloraide()
    cases = []
    for space in SPACES:
        for kind in KINDS:
            for seed in SEEDS:
                cases.append((space, NAMES.get(space, space), kind, None, seed))
        for kind, count in COUNTED:
            for seed in COUNTED_SEEDS:
                cases.append((space, NAMES.get(space, space), kind, count, seed))
    result = subprocess.run([python, "-c", ORACLE], input=json.dumps(cases), capture_output=True, text=True, check=True)
    rows = json.loads(result.stdout)
    print("/// coloraide's color harmonies, the table `HarmonyTests` holds `Harmony` to: written by `bench/harmony-table.py`")
    print(f"/// with coloraide {VERSION} (PyPI), `Color(SEED).harmony(KIND, space=SPACE)`.")
    print("///")
    print("/// A line is a row: space, kind, count (`-` for the kind's own), seed | the colors' coordinates in the space,")
    print("/// a color per `;`, hues modulo 360, `none` where coloraide has a missing component.")
    print("enum HarmonyCases {")
    print('    static let table = """')
    for (space, _, kind, count, seed), colors in zip(cases, rows):
        text = "; ".join(" ".join(number(v) for v in c) for c in colors)
        print(f"        {space} {kind} {'-' if count is None else count} {seed} | {text}")
    print('        """')
    print("}")


if __name__ == "__main__":
    main()
