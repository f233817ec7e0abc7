#!/usr/bin/env python3
"""The reference tables of Tests/ChromaKitTests/TonalPaletteTests.swift and DynamicSchemeTests.swift.

Usage: bench/material-reference.py palette|scheme

Computes, with materialyoucolor (the Python port of material-color-utilities, installed into
bench/data/material-venv from PyPI the first time, the version pinned below), for each seed of SEEDS:
  palette  the tonal palette of the seed at the tones of `colorconv palette`, one line of hex codes
           per seed;
  scheme   for each variant, light then dark, the 2021-spec dynamic scheme at contrast 0: the key colors
           and roles in the order of ROLES, one line of hex codes per seed, variant and mode.
and prints them as the Swift lines the test files hold. Run once; paste the output into the test file.
"""
import os
import subprocess
import sys

VERSION = "3.0.4"
here = os.path.dirname(os.path.abspath(__file__))
venv = os.path.join(here, "data", "material-venv")
python = os.path.join(venv, "bin", "python")

SEEDS = [
    "#6750a4", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff", "#000000", "#ffffff",
    "#808080", "#b5a400", "#c8b400", "#e0d030", "#8b7d00", "#4285f4", "#ea4335", "#fbbc05", "#34a853",
    "#006e1c", "#ff5722", "#795548", "#9c27b0", "#00bcd4", "#3f51b5", "#f5f0e1", "#1a1a2e",
]
TONES = [0, 4, 6, 10, 12, 17, 20, 22, 24, 30, 40, 50, 60, 70, 80, 87, 90, 92, 94, 95, 96, 98, 99, 100]
VARIANTS = ["tonal-spot", "neutral", "vibrant", "expressive", "fidelity", "content", "monochrome"]

# The part that runs inside the venv.
ORACLE = r"""
import json, sys
from materialyoucolor.hct import Hct
from materialyoucolor.palettes.tonal_palette import TonalPalette
from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.dynamiccolor.variant import Variant
job, seeds, tones, variants = json.load(sys.stdin)
def hexcode(argb): return "%06x" % (argb & 0xffffff)
if job == "palette":
    for seed in seeds:
        palette = TonalPalette.from_int(0xff000000 | int(seed[1:], 16))
        print(" ".join(hexcode(palette.tone(t)) for t in tones))
else:
    colors = MaterialDynamicColors(spec="2021").all_colors
    print("#", " ".join(c.name for c in colors))
    for seed in seeds:
        for variant in variants:
            for dark in (False, True):
                scheme = DynamicScheme(Hct.from_int(0xff000000 | int(seed[1:], 16)),
                                       Variant[variant.upper().replace("-", "_")], 0.0, dark, spec_version="2021")
                print(" ".join(hexcode(c.get_argb(scheme)) for c in colors))
"""


def main():
    job = sys.argv[1] if len(sys.argv) > 1 else "palette"
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    if subprocess.run([python, "-c", "import materialyoucolor"], capture_output=True).returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "-q", f"materialyoucolor=={VERSION}"], check=True)
    import json
    out = subprocess.run([python, "-c", ORACLE], input=json.dumps([job, SEEDS, TONES, VARIANTS]),
                         capture_output=True, text=True, check=True).stdout.splitlines()
    print(f"    // bench/material-reference.py {job}: materialyoucolor {VERSION}.")
    if job == "palette":
        for seed, line in zip(SEEDS, out):
            print(f'    ("{seed}", "{line}"),')
    else:
        print(f'    static let roleNames = "{out[0][2:]}"')
        rows = iter(out[1:])
        for seed in SEEDS:
            for variant in VARIANTS:
                for mode in ("light", "dark"):
                    print(f'        ("{seed}", "{variant}", "{mode}", "{next(rows)}"),')


if __name__ == "__main__":
    main()
