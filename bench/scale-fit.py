#!/usr/bin/env python3
"""Fits the curves of `colorconv scale` to Tailwind CSS's palette and prints how near the scales come to it.

Usage: bench/scale-fit.py [--swift] [BIN_DIR]

The data is Tailwind CSS v4.0's default palette (packages/tailwindcss/theme.css, MIT licence, © Tailwind Labs):
22 families of 11 steps, 50 to 950, each written in OKLCh. The fit, in OKLCh, is
  - the lightness of a family's 500 as a Fourier series of the hue (3 harmonics);
  - each step's lightness as a straight line of the 500's (least squares over the 17 chromatic families), and the
    mean lightness of each step of the 5 grays;
  - each step's hue drift from the 500 as a Fourier series of the hue (3 harmonics);
  - each step's chroma as a share of the most chroma sRGB holds at its lightness and hue, a Fourier series of the
    hue (1 harmonic).
With --swift it prints those coefficients as the Swift table of Sources/ChromaKit/Palette/ScaleCurves.swift. Given the
directory of the built tools, it runs `colorconv scale` on each family's 500 and prints the ΔE2000 of every step
from Tailwind's (median, 90th percentile, largest), in-sample and leaving each family out of the fit in turn; the
leave-one-out figures come from this script's own model of the command (the same steps, coloraide's gamut).
Needs numpy and coloraide, installed into bench/data/venv the first time.
"""
import json
import math
import os
import statistics
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
venv = os.path.join(here, "data", "venv")
python = os.path.join(venv, "bin", "python")

try:
    import numpy as np
    from coloraide import Color
except ImportError:
    if os.path.realpath(sys.prefix) == os.path.realpath(venv):
        raise
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", "numpy", "coloraide"], check=True)
    os.execv(python, [python] + sys.argv)

STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]
# Tailwind CSS v4.0, packages/tailwindcss/theme.css: each family's steps as "L C H" in OKLCh (none written as 0).
TAILWIND = [
    "slate 0.984 0.003 247.858|0.968 0.007 247.896|0.929 0.013 255.508|0.869 0.022 252.894|0.704 0.04 256.788|0.554 0.046 257.417|0.446 0.043 257.281|0.372 0.044 257.287|0.279 0.041 260.031|0.208 0.042 265.755|0.129 0.042 264.695",
    "gray 0.985 0.002 247.839|0.967 0.003 264.542|0.928 0.006 264.531|0.872 0.01 258.338|0.707 0.022 261.325|0.551 0.027 264.364|0.446 0.03 256.802|0.373 0.034 259.733|0.278 0.033 256.848|0.21 0.034 264.665|0.13 0.028 261.692",
    "zinc 0.985 0 0|0.967 0.001 286.375|0.92 0.004 286.32|0.871 0.006 286.286|0.705 0.015 286.067|0.552 0.016 285.938|0.442 0.017 285.786|0.37 0.013 285.805|0.274 0.006 286.033|0.21 0.006 285.885|0.141 0.005 285.823",
    "neutral 0.985 0 0|0.97 0 0|0.922 0 0|0.87 0 0|0.708 0 0|0.556 0 0|0.439 0 0|0.371 0 0|0.269 0 0|0.205 0 0|0.145 0 0",
    "stone 0.985 0.001 106.423|0.97 0.001 106.424|0.923 0.003 48.717|0.869 0.005 56.366|0.709 0.01 56.259|0.553 0.013 58.071|0.444 0.011 73.639|0.374 0.01 67.558|0.268 0.007 34.298|0.216 0.006 56.043|0.147 0.004 49.25",
    "red 0.971 0.013 17.38|0.936 0.032 17.717|0.885 0.062 18.334|0.808 0.114 19.571|0.704 0.191 22.216|0.637 0.237 25.331|0.577 0.245 27.325|0.505 0.213 27.518|0.444 0.177 26.899|0.396 0.141 25.723|0.258 0.092 26.042",
    "orange 0.98 0.016 73.684|0.954 0.038 75.164|0.901 0.076 70.697|0.837 0.128 66.29|0.75 0.183 55.934|0.705 0.213 47.604|0.646 0.222 41.116|0.553 0.195 38.402|0.47 0.157 37.304|0.408 0.123 38.172|0.266 0.079 36.259",
    "amber 0.987 0.022 95.277|0.962 0.059 95.617|0.924 0.12 95.746|0.879 0.169 91.605|0.828 0.189 84.429|0.769 0.188 70.08|0.666 0.179 58.318|0.555 0.163 48.998|0.473 0.137 46.201|0.414 0.112 45.904|0.279 0.077 45.635",
    "yellow 0.987 0.026 102.212|0.973 0.071 103.193|0.945 0.129 101.54|0.905 0.182 98.111|0.852 0.199 91.936|0.795 0.184 86.047|0.681 0.162 75.834|0.554 0.135 66.442|0.476 0.114 61.907|0.421 0.095 57.708|0.286 0.066 53.813",
    "lime 0.986 0.031 120.757|0.967 0.067 122.328|0.938 0.127 124.321|0.897 0.196 126.665|0.841 0.238 128.85|0.768 0.233 130.85|0.648 0.2 131.684|0.532 0.157 131.589|0.453 0.124 130.933|0.405 0.101 131.063|0.274 0.072 132.109",
    "green 0.982 0.018 155.826|0.962 0.044 156.743|0.925 0.084 155.995|0.871 0.15 154.449|0.792 0.209 151.711|0.723 0.219 149.579|0.627 0.194 149.214|0.527 0.154 150.069|0.448 0.119 151.328|0.393 0.095 152.535|0.266 0.065 152.934",
    "emerald 0.979 0.021 166.113|0.95 0.052 163.051|0.905 0.093 164.15|0.845 0.143 164.978|0.765 0.177 163.223|0.696 0.17 162.48|0.596 0.145 163.225|0.508 0.118 165.612|0.432 0.095 166.913|0.378 0.077 168.94|0.262 0.051 172.552",
    "teal 0.984 0.014 180.72|0.953 0.051 180.801|0.91 0.096 180.426|0.855 0.138 181.071|0.777 0.152 181.912|0.704 0.14 182.503|0.6 0.118 184.704|0.511 0.096 186.391|0.437 0.078 188.216|0.386 0.063 188.416|0.277 0.046 192.524",
    "cyan 0.984 0.019 200.873|0.956 0.045 203.388|0.917 0.08 205.041|0.865 0.127 207.078|0.789 0.154 211.53|0.715 0.143 215.221|0.609 0.126 221.723|0.52 0.105 223.128|0.45 0.085 224.283|0.398 0.07 227.392|0.302 0.056 229.695",
    "sky 0.977 0.013 236.62|0.951 0.026 236.824|0.901 0.058 230.902|0.828 0.111 230.318|0.746 0.16 232.661|0.685 0.169 237.323|0.588 0.158 241.966|0.5 0.134 242.749|0.443 0.11 240.79|0.391 0.09 240.876|0.293 0.066 243.157",
    "blue 0.97 0.014 254.604|0.932 0.032 255.585|0.882 0.059 254.128|0.809 0.105 251.813|0.707 0.165 254.624|0.623 0.214 259.815|0.546 0.245 262.881|0.488 0.243 264.376|0.424 0.199 265.638|0.379 0.146 265.522|0.282 0.091 267.935",
    "indigo 0.962 0.018 272.314|0.93 0.034 272.788|0.87 0.065 274.039|0.785 0.115 274.713|0.673 0.182 276.935|0.585 0.233 277.117|0.511 0.262 276.966|0.457 0.24 277.023|0.398 0.195 277.366|0.359 0.144 278.697|0.257 0.09 281.288",
    "violet 0.969 0.016 293.756|0.943 0.029 294.588|0.894 0.057 293.283|0.811 0.111 293.571|0.702 0.183 293.541|0.606 0.25 292.717|0.541 0.281 293.009|0.491 0.27 292.581|0.432 0.232 292.759|0.38 0.189 293.745|0.283 0.141 291.089",
    "purple 0.977 0.014 308.299|0.946 0.033 307.174|0.902 0.063 306.703|0.827 0.119 306.383|0.714 0.203 305.504|0.627 0.265 303.9|0.558 0.288 302.321|0.496 0.265 301.924|0.438 0.218 303.724|0.381 0.176 304.987|0.291 0.149 302.717",
    "fuchsia 0.977 0.017 320.058|0.952 0.037 318.852|0.903 0.076 319.62|0.833 0.145 321.434|0.74 0.238 322.16|0.667 0.295 322.15|0.591 0.293 322.896|0.518 0.253 323.949|0.452 0.211 324.591|0.401 0.17 325.612|0.293 0.136 325.661",
    "pink 0.971 0.014 343.198|0.948 0.028 342.258|0.899 0.061 343.231|0.823 0.12 346.018|0.718 0.202 349.761|0.656 0.241 354.308|0.592 0.249 0.584|0.525 0.223 3.958|0.459 0.187 3.815|0.408 0.153 2.432|0.284 0.109 3.907",
    "rose 0.969 0.015 12.422|0.941 0.03 12.58|0.892 0.058 10.001|0.81 0.117 11.638|0.712 0.194 13.428|0.645 0.246 16.439|0.586 0.253 17.585|0.514 0.222 16.935|0.455 0.188 13.697|0.41 0.159 10.272|0.271 0.105 12.094",
]
FAMILIES = {}
for row in TAILWIND:
    name, rest = row.split(" ", 1)
    FAMILIES[name] = [tuple(map(float, step.split())) for step in rest.split("|")]
GRAYS = ["slate", "gray", "zinc", "neutral", "stone"]
CHROMATIC = [name for name in FAMILIES if name not in GRAYS]
SEED = STEPS.index(500)
HARMONICS = {"lightness": 3, "drift": 3, "share": 1}


def fourier(hue, harmonics):
    r = math.radians(hue)
    terms = [1.0]
    for k in range(1, harmonics + 1):
        terms += [math.cos(k * r), math.sin(k * r)]
    return terms


def wrap(degrees):
    return (degrees + 180) % 360 - 180


MAXIMA = {}


def max_chroma(lightness, hue):
    key = (round(lightness, 5), round(hue, 3))
    if key not in MAXIMA:
        low, high = 0.0, 0.5
        for _ in range(30):
            middle = (low + high) / 2
            if Color("oklch", [lightness, middle, hue]).in_gamut("srgb"):
                low = middle
            else:
                high = middle
        MAXIMA[key] = low
    return MAXIMA[key]


def solve(rows, values):
    return [float(x) for x in np.linalg.lstsq(np.array(rows), np.array(values), rcond=None)[0]]


def fit(families):
    seeds = [FAMILIES[f][SEED] for f in families]
    model = {"lightness500": solve([fourier(s[2], HARMONICS["lightness"]) for s in seeds], [s[0] for s in seeds])}
    model["lightness"] = [solve([[1, s[0]] for s in seeds], [FAMILIES[f][i][0] for f in families]) for i in range(11)]
    model["gray"] = [statistics.mean(FAMILIES[f][i][0] for f in GRAYS) for i in range(11)]
    model["drift"] = [solve([fourier(s[2], HARMONICS["drift"]) for s in seeds],
                            [wrap(FAMILIES[f][i][2] - FAMILIES[f][SEED][2]) for f in families]) for i in range(11)]
    model["share"] = [solve([fourier(s[2], HARMONICS["share"]) for s in seeds],
                            [FAMILIES[f][i][1] / max_chroma(FAMILIES[f][i][0], FAMILIES[f][i][2]) for f in families])
                      for i in range(11)]
    return model


def scale(model, seed):
    """The steps of the scale of `seed`, as `colorconv scale` makes them (ScaleCurves.swift says how)."""
    # A seed outside sRGB is first mapped into it as CSS maps colors (coloraide's default fit).
    mapped = Color("oklch", list(seed)).fit("srgb").convert("oklch")
    lightness, chroma, hue = mapped["lightness"], mapped["chroma"], mapped.get("hue")
    hue = 0.0 if chroma <= 0 or hue != hue else hue
    seed = (lightness, chroma, hue)
    color = min(max((chroma - 0.02) / 0.06, 0), 1)
    dot = lambda c, h, k: sum(a * b for a, b in zip(c, fourier(h, k)))

    def curve(l500):
        return [color * (a + b * l500) + (1 - color) * g for (a, b), g in zip(model["lightness"], model["gray"])]

    predicted = curve(dot(model["lightness500"], hue, HARMONICS["lightness"]))
    at = min(range(11), key=lambda i: abs(predicted[i] - lightness))
    a, b = model["lightness"][at]
    l500 = ((lightness - (1 - color) * model["gray"][at]) / color - a) / b if color > 0 else 0.55
    lightnesses = curve(min(max(l500, 0.45), 0.9))
    lightnesses[at] = lightness
    drift = [dot(c, hue, HARMONICS["drift"]) for c in model["drift"]]
    share = [dot(c, hue, HARMONICS["share"]) for c in model["share"]]
    relative = chroma / max(max_chroma(lightness, hue), 1e-9)
    steps = []
    for i in range(11):
        h = (hue + drift[i] - drift[at]) % 360
        most = max_chroma(lightnesses[i], h)
        steps.append((lightnesses[i], min(most, relative * share[i] / share[at] * most), h))
    steps[at] = seed
    return steps


def delta_e(a, b):
    return Color("oklch", list(a)).delta_e(Color("oklch", list(b)), method="2000")


def summary(errors):
    errors = sorted(errors)
    return "median %.2f, 90th percentile %.2f, largest %.2f" % (
        statistics.median(errors), errors[int(0.9 * len(errors))], errors[-1])


def swift(model):
    def rows(values):
        return ",\n".join("        [" + ", ".join("%.6f" % (v + 0.0) for v in row) + "]" for row in values)
    print("    // Generated by bench/scale-fit.py --swift from Tailwind CSS v4.0's palette; do not edit by hand.")
    print("    static let lightness500: [Double] = [" + ", ".join("%.6f" % v for v in model["lightness500"]) + "]")
    print("    static let lightness: [(intercept: Double, slope: Double)] = [")
    print(",\n".join("        (%.6f, %.6f)" % tuple(v + 0.0 for v in row) for row in model["lightness"]) + ",\n    ]")
    print("    static let grayLightness: [Double] = [" + ", ".join("%.4f" % v for v in model["gray"]) + "]")
    print("    static let hueDrift: [[Double]] = [\n" + rows(model["drift"]) + ",\n    ]")
    print("    static let chromaShare: [[Double]] = [\n" + rows(model["share"]) + ",\n    ]")


def main():
    arguments = sys.argv[1:]
    model = fit(CHROMATIC)
    if "--swift" in arguments:
        swift(model)
        return
    model_errors, out_errors = [], []
    for name in FAMILIES:
        model_errors += [delta_e(a, b) for a, b in zip(scale(model, FAMILIES[name][SEED]), FAMILIES[name])]
        others = fit([f for f in CHROMATIC if f != name])
        out_errors += [delta_e(a, b) for a, b in zip(scale(others, FAMILIES[name][SEED]), FAMILIES[name])]
    print("scale of each family's 500 vs Tailwind v4, ΔE2000 over 242 steps (this script's model):")
    print("  fitted on all 17 chromatic families:  " + summary(model_errors))
    print("  each family left out of its own fit: " + summary(out_errors))
    if arguments:
        seeds = "\n".join("oklch(%s %s %s)" % FAMILIES[name][SEED] for name in FAMILIES)
        out = subprocess.run([os.path.join(arguments[0], "colorconv"), "scale", "--to", "oklch", "--precision", "9"],
                             input=seeds, capture_output=True, text=True, check=True).stdout
        records = [json.loads(line) for line in out.splitlines()]
        errors = []
        for i, name in enumerate(FAMILIES):
            for j in range(11):
                o = records[i * 11 + j]["oklch"]
                errors.append(delta_e((o["l"], o["c"], o["h"] or 0), FAMILIES[name][j]))
        print("  colorconv scale:                     " + summary(errors))


main()
