#!/usr/bin/env python3
"""Writes the colormap tables of ChromaKit and the test table `ColormapTests` holds them to, from matplotlib and colorcet.

Usage: bench/colormap-tables.py

matplotlib and colorcet (installed into bench/data/venv-colormaps from PyPI the first time, at the
versions below) hold the published tables. Each is written to Sources/ChromaKit/Palette/Colormaps/NAME.swift
as it is there: the entries' sRGB coordinates, 0-1, with the decimals they are published with, and a
comment naming the source and its licence. Tests/ChromaKitTests/ColormapCases.swift gets what
matplotlib samples of each, `cmap(np.linspace(0, 1, n))`, for several n.
"""
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
venv = os.path.join(here, "data", "venv-colormaps")
python = os.path.join(venv, "bin", "python")
VERSIONS = {"matplotlib": "3.11.2", "colorcet": "3.2.1"}

# name, package, where the table is in it, the matplotlib colormap that samples it, who made it and the licence.
MAPS = [
    ("viridis", "matplotlib", "_cm_listed._viridis_data", "viridis",
     "Stéfan van der Walt, Nathaniel Smith and Eric Firing (2015); CC0 1.0"),
    ("magma", "matplotlib", "_cm_listed._magma_data", "magma", "Stéfan van der Walt and Nathaniel Smith (2015); CC0 1.0"),
    ("inferno", "matplotlib", "_cm_listed._inferno_data", "inferno", "Stéfan van der Walt and Nathaniel Smith (2015); CC0 1.0"),
    ("plasma", "matplotlib", "_cm_listed._plasma_data", "plasma", "Stéfan van der Walt and Nathaniel Smith (2015); CC0 1.0"),
    ("cividis", "matplotlib", "_cm_listed._cividis_data", "cividis",
     "Jamie R. Nuñez, Christopher R. Anderton and Ryan S. Renslow, \"Optimizing colormaps with consideration for color "
     "vision deficiency\", PLoS ONE 13(7), 2018; as matplotlib ships it, under the matplotlib licence"),
    ("turbo", "matplotlib", "_cm_listed._turbo_data", "turbo", "Anton Mikhailov, Google LLC (2019); Apache-2.0"),
    ("fire", "colorcet", "linear_kryw_0_100_c71", "cet_fire", "Peter Kovesi, CET-L3 (2015); CC BY 4.0"),
    ("kbc", "colorcet", "linear_kbc_5_95_c73", "cet_kbc", "Peter Kovesi, CET-L6 (2015); CC BY 4.0"),
    ("bmy", "colorcet", "linear_bmy_10_95_c78", "cet_bmy", "Peter Kovesi, linear_bmy_10_95_c78 (2015); CC BY 4.0"),
    ("gouldian", "colorcet", "linear_kbgoy_20_95_c57", "cet_gouldian", "Peter Kovesi, CET-L20 (2015); CC BY 4.0"),
    ("rainbow4", "colorcet", "rainbow_bgyr_10_90_c83", "cet_rainbow4", "Peter Kovesi, CET-R4 (2015); CC BY 4.0"),
    ("bkr", "colorcet", "diverging_bkr_55_10_c35", "cet_bkr", "Peter Kovesi, CET-D4 (2015); CC BY 4.0"),
]
STEPS = [2, 3, 5, 7, 11, 64, 257]

ORACLE = r"""
import importlib, json, sys
import numpy as np
import matplotlib, colorcet
from matplotlib import colormaps
out = []
for name, package, where, cmap, steps in json.load(sys.stdin):
    module, _, attribute = where.rpartition(".")
    source = importlib.import_module(package + ("." + module if module else ""))
    table = [[float(v) for v in entry[:3]] for entry in getattr(source, attribute)]
    samples = {n: colormaps[cmap](np.linspace(0, 1, n))[:, :3].tolist() for n in steps}
    out.append({"table": table, "samples": samples})
print(json.dumps(out))
"""


def ensure_packages():
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    for package, version in VERSIONS.items():
        probe = subprocess.run([python, "-c", f"import {package}; print({package}.__version__)"], capture_output=True, text=True)
        if probe.stdout.strip() != version:
            subprocess.run([python, "-m", "pip", "install", "-q", f"{package}=={version}"], check=True)


def number(v):
    text = repr(float(v))
    return "0" if text in ("0.0", "-0.0") else (text[:-2] if text.endswith(".0") else text)


def swift_name(name):
    return name[0].upper() + name[1:]


def main():
    ensure_packages()
    request = [(name, package, where, cmap, STEPS) for name, package, where, cmap, _ in MAPS]
    result = subprocess.run([python, "-c", ORACLE], input=json.dumps(request), capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(result.stderr)
    data = json.loads(result.stdout)
    folder = os.path.join(root, "Sources", "ChromaKit", "Palette", "Colormaps")
    os.makedirs(folder, exist_ok=True)
    for (name, package, where, _, credit), tables in zip(MAPS, data):
        table = tables["table"]
        module, _, attribute = where.rpartition(".")
        path = f"{package}/{module.replace('.', '/')}.py" if module else f"{package}/__init__.py"
        lines = [
            "extension Colormap {",
            f"    /// {name}: {credit}.",
            "    ///",
            f"    /// The table of {package} {VERSIONS[package]} (PyPI), `{attribute}` in `{path}`, {len(table)} entries, as",
            "    /// published; written by `bench/colormap-tables.py`.",
            f"    public static let {name} = Colormap(name: \"{name}\", table: [",
        ]
        lines += [f"        {', '.join(number(v) for v in entry)}," for entry in table]
        lines += ["    ])", "}"]
        with open(os.path.join(folder, swift_name(name) + ".swift"), "w") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(root, "Tests", "ChromaKitTests", "ColormapCases.swift"), "w") as f:
        f.write("/// What matplotlib samples of each colormap, the table `ColormapTests` holds `Colormap` to: written by\n")
        f.write(f"/// `bench/colormap-tables.py` with matplotlib {VERSIONS['matplotlib']} and colorcet {VERSIONS['colorcet']} (PyPI),\n")
        f.write("/// `colormaps[NAME](np.linspace(0, 1, n))` (colorcet's as `cet_NAME`).\n")
        f.write("///\n/// A line is a row: the name, n | the n colors' sRGB coordinates, a color per `;`.\n")
        f.write("enum ColormapCases {\n    static let table = \"\"\"\n")
        for (name, *_), tables in zip(MAPS, data):
            for n in STEPS:
                colors = "; ".join(" ".join(f"{v:.9f}".rstrip("0").rstrip(".") or "0" for v in c) for c in tables["samples"][str(n)])
                f.write(f"        {name} {n} | {colors}\n")
        f.write("        \"\"\"\n}\n")


if __name__ == "__main__":
    main()
