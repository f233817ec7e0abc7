#!/usr/bin/env python3
"""The reference tables of Tests/ChromaKitTests/TonalPaletteTests.swift, DynamicSchemeTests.swift and
DynamicScheme2025Reference.swift.

Usage: bench/material-reference.py palette | scheme [2021|2025] | contrast | palettes

Computes, with materialyoucolor (the Python port of material-color-utilities, installed into
bench/data/material-venv from PyPI the first time, the version pinned below), for each seed of SEEDS:
  palette        the tonal palette of the seed at the tones of `colorconv palette`, one line of hex codes
                 per seed;
  scheme 2021    for each variant, light then dark, the 2021-spec dynamic scheme at contrast 0: the key colors
                 and roles in the order of MaterialDynamicColors(spec="2021").all_colors, one line of hex
                 codes per seed, variant and mode (the default);
  scheme 2025    the same in the 2025 spec on a phone, for the variants the 2025 spec covers, with the roles of
                 MaterialDynamicColors(spec="2025").all_colors;
  contrast       the 2025 schemes of CONTRAST_SEEDS at the contrast levels of CONTRAST_LEVELS;
  palettes       the six palettes of each 2025 scheme (primary, secondary, tertiary, neutral, neutral variant,
                 error) at the tones of PALETTE_TONES, one line per seed, variant and mode;
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
# The variants the 2025 spec covers; Material computes the others in the 2021 spec.
VARIANTS_2025 = ["tonal-spot", "neutral", "vibrant", "expressive"]
CONTRAST_SEEDS = ["#6750a4", "#b5a400", "#00bcd4", "#4285f4", "#ff0000", "#808080"]
CONTRAST_LEVELS = [-1.0, 0.5, 1.0]
PALETTE_TONES = [10, 30, 50, 70, 90, 99]

# The part that runs inside the venv.
ORACLE = r"""
import json, sys
from materialyoucolor.hct import Hct
from materialyoucolor.palettes.tonal_palette import TonalPalette
from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.dynamiccolor.variant import Variant
job, spec, seeds, tones, variants, levels = json.load(sys.stdin)
def hexcode(argb): return "%06x" % (argb & 0xffffff)
def scheme(seed, variant, dark, level):
    return DynamicScheme(Hct.from_int(0xff000000 | int(seed[1:], 16)), Variant[variant.upper().replace("-", "_")],
                         level, dark, platform="phone", spec_version=spec)
if job == "palette":
    for seed in seeds:
        palette = TonalPalette.from_int(0xff000000 | int(seed[1:], 16))
        print(" ".join(hexcode(palette.tone(t)) for t in tones))
elif job == "palettes":
    for seed in seeds:
        for variant in variants:
            for dark in (False, True):
                s = scheme(seed, variant, dark, 0.0)
                palettes = [s.primary_palette, s.secondary_palette, s.tertiary_palette, s.neutral_palette,
                            s.neutral_variant_palette, s.error_palette]
                print(" ".join(hexcode(p.tone(t)) for p in palettes for t in tones))
else:
    colors = MaterialDynamicColors(spec=spec).all_colors
    print("#", " ".join(c.name for c in colors))
    for seed in seeds:
        for variant in variants:
            for dark in (False, True):
                for level in levels:
                    print(" ".join(hexcode(c.get_argb(scheme(seed, variant, dark, level))) for c in colors))
"""


def main():
    job = sys.argv[1] if len(sys.argv) > 1 else "palette"
    spec = sys.argv[2] if len(sys.argv) > 2 else "2021"
    if job not in ("palette", "scheme", "contrast", "palettes") or spec not in ("2021", "2025"):
        sys.exit(__doc__)
    if job in ("contrast", "palettes"):
        spec = "2025"
    seeds = CONTRAST_SEEDS if job == "contrast" else SEEDS
    variants = VARIANTS_2025 if spec == "2025" else VARIANTS
    levels = CONTRAST_LEVELS if job == "contrast" else [0.0]
    tones = PALETTE_TONES if job == "palettes" else TONES
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    if subprocess.run([python, "-c", "import materialyoucolor"], capture_output=True).returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "-q", f"materialyoucolor=={VERSION}"], check=True)
    import json
    out = subprocess.run([python, "-c", ORACLE], input=json.dumps([job, spec, seeds, tones, variants, levels]),
                         capture_output=True, text=True, check=True).stdout.splitlines()
    print(f"    // bench/material-reference.py {' '.join(sys.argv[1:]) or job}: materialyoucolor {VERSION}.")
    if job == "palette":
        for seed, line in zip(SEEDS, out):
            print(f'    ("{seed}", "{line}"),')
        return
    if job == "palettes":
        rows = iter(out)
    else:
        print(f'    static let roleNames = "{out[0][2:]}"')
        rows = iter(out[1:])
    for seed in seeds:
        for variant in variants:
            for mode in ("light", "dark"):
                for level in levels:
                    if job == "contrast":
                        print(f'        ("{seed}", "{variant}", "{mode}", {level}, "{next(rows)}"),')
                    else:
                        print(f'        ("{seed}", "{variant}", "{mode}", "{next(rows)}"),')


if __name__ == "__main__":
    main()
