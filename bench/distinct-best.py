#!/usr/bin/env python3
"""Searches long for the best N-color palettes in sRGB, the figures `colorconv distinct` is held to.

Usage: bench/distinct-best.py [--count N]... [--metric ok|2000]... [--seconds S]
                              [--seed S] [--json]

For each count (8 and 16 by default) and metric (ok and 2000 by default),
it runs a random-restart search for N colors in the sRGB cube whose
smallest pairwise color difference is as large as possible, for S seconds
(default 300) each, and prints the best smallest difference it found with
its palette. The figures are those of colorconv(1), `distinct`.

The search is independent of the command's own: every restart starts from
N colors, drawn uniformly in the sRGB cube on even restarts and on odd ones
taken greedily from 24 N random candidates, each the candidate farthest
from those taken, and hands the max-min problem, written as a constrained
program (maximize t subject to dE(i, j) >= t for every pair, each channel
in 0..1), to SciPy's SLSQP, a sequential quadratic programming method; the
best local optimum over all restarts is kept.
The colors are continuous (not rounded to 8 bits), so the figure is an
upper bound for the 8-bit palettes the command writes, as far as the
search reaches. The color science is written out here with NumPy from
its sources: sRGB and the matrices of CSS Color 4 (sections 10.2, 10.5,
10.9, Bradford D65 to D50), OKLab (Ottosson 2020), CIEDE2000 as in Sharma,
Wu & Dalal (2005).

Output: one line per case, "N METRIC RESTARTS BEST", then the palette's
hex colors on the next line; with --json, one JSON object per case.
"""

import argparse
import json
import sys
import time

import numpy as np
from scipy.optimize import minimize

# CSS Color 4 §10.2: linear-light sRGB to XYZ (D65), in exact rational form.
SRGB_TO_XYZ = np.array([
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
])
# CSS Color 4 sample code: Bradford chromatic adaptation D65 to D50.
D65_TO_D50 = np.array([
    [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
    [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
    [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
])
# CSS Color 4 §10.9: XYZ (D65) to LMS, and non-linear LMS to OKLab.
XYZ_TO_LMS = np.array([
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
])
LMS_TO_OKLAB = np.array([
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
])
# CSS Color 4 §10.5: the D50 white from its chromaticity; CIE Lab's epsilon and kappa.
D50 = np.array([0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585])
EPSILON = 216 / 24389
KAPPA = 24389 / 27


def linear(rgb):
    """sRGB's transfer function undone (IEC 61966-2-1), for channels in 0..1."""
    return np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)


def oklab(rgb):
    lms = linear(rgb) @ (XYZ_TO_LMS @ SRGB_TO_XYZ).T
    return np.cbrt(lms) @ LMS_TO_OKLAB.T


def lab(rgb):
    xyz = linear(rgb) @ (D65_TO_D50 @ SRGB_TO_XYZ).T / D50
    f = np.where(xyz > EPSILON, np.cbrt(xyz), (KAPPA * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def ciede2000(lab1, lab2):
    """CIEDE2000 with kL = kC = kH = 1, vectorized (Sharma, Wu & Dalal 2005, equations 2 to 22)."""
    l1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    l2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    c1 = np.hypot(a1, b1)
    c2 = np.hypot(a2, b2)
    mean_c7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - np.sqrt(mean_c7 / (mean_c7 + 25.0 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.where(c1p == 0, 0, np.degrees(np.arctan2(b1, a1p)) % 360)
    h2p = np.where(c2p == 0, 0, np.degrees(np.arctan2(b2, a2p)) % 360)
    product = c1p * c2p
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(product == 0, 0, dh)
    dL = l2 - l1
    dC = c2p - c1p
    dH = 2 * np.sqrt(product) * np.sin(np.radians(dh / 2))
    mean_l = (l1 + l2) / 2
    mean_cp = (c1p + c2p) / 2
    hue_sum = h1p + h2p
    mean_h = np.where(product == 0, hue_sum,
                      np.where(np.abs(h1p - h2p) <= 180, hue_sum / 2,
                               np.where(hue_sum < 360, (hue_sum + 360) / 2, (hue_sum - 360) / 2)))
    t = (1 - 0.17 * np.cos(np.radians(mean_h - 30)) + 0.24 * np.cos(np.radians(2 * mean_h))
         + 0.32 * np.cos(np.radians(3 * mean_h + 6)) - 0.20 * np.cos(np.radians(4 * mean_h - 63)))
    d_theta = 30 * np.exp(-(((mean_h - 275) / 25) ** 2))
    mean_cp7 = mean_cp ** 7
    r_c = 2 * np.sqrt(mean_cp7 / (mean_cp7 + 25.0 ** 7))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / np.sqrt(20 + (mean_l - 50) ** 2)
    s_c = 1 + 0.045 * mean_cp
    s_h = 1 + 0.015 * mean_cp * t
    r_t = -np.sin(np.radians(2 * d_theta)) * r_c
    return np.sqrt(np.maximum(0, (dL / s_l) ** 2 + (dC / s_c) ** 2 + (dH / s_h) ** 2 + r_t * (dC / s_c) * (dH / s_h)))


def pair_distances(metric, count):
    first, second = np.triu_indices(count, 1)
    if metric == "ok":
        def distances(rgb):
            o = oklab(rgb)
            return np.linalg.norm(o[first] - o[second], axis=-1)
    else:
        def distances(rgb):
            values = lab(rgb)
            return ciede2000(values[first], values[second])
    return distances


def local_optimum(distances, start):
    """SLSQP on: maximize t subject to every pair's difference >= t, the channels in 0..1."""
    count = len(start)
    z0 = np.append(start.ravel(), distances(start).min())
    result = minimize(
        lambda z: -z[-1], z0, jac=lambda z: np.append(np.zeros(3 * count), -1.0), method="SLSQP",
        bounds=[(0.0, 1.0)] * (3 * count) + [(0.0, None)],
        constraints=[{"type": "ineq", "fun": lambda z: distances(z[:-1].reshape(count, 3)) - z[-1]}],
        options={"maxiter": 500, "ftol": 1e-10},
    )
    rgb = np.clip(result.x[:-1].reshape(count, 3), 0, 1)
    return rgb, distances(rgb).min()


def greedy_start(count, metric, random):
    """Farthest-point insertion over 24 N random candidates."""
    candidates = random.random((24 * count, 3))
    coordinates = oklab(candidates) if metric == "ok" else lab(candidates)
    measure = (lambda a, b: np.linalg.norm(a - b, axis=-1)) if metric == "ok" else ciede2000
    chosen = [0]
    nearest = measure(coordinates, coordinates[0])
    while len(chosen) < count:
        nearest[chosen] = -1
        index = int(np.argmax(nearest))
        chosen.append(index)
        nearest = np.minimum(nearest, measure(coordinates, coordinates[index]))
    return candidates[chosen]


def search(count, metric, seconds, random):
    distances = pair_distances(metric, count)
    best, best_rgb, restarts = -1.0, None, 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        start = random.random((count, 3)) if restarts % 2 == 0 else greedy_start(count, metric, random)
        rgb, value = local_optimum(distances, start)
        restarts += 1
        if value > best:
            best, best_rgb = value, rgb
    return restarts, best, best_rgb


def hex_color(rgb):
    return "#" + "".join(f"{int(round(v * 255)):02x}" for v in rgb)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, action="append")
    parser.add_argument("--metric", choices=["ok", "2000"], action="append")
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    random = np.random.default_rng(options.seed)
    for count in options.count or [8, 16]:
        for metric in options.metric or ["ok", "2000"]:
            restarts, best, rgb = search(count, metric, options.seconds, random)
            palette = [hex_color(c) for c in rgb]
            if options.json:
                print(json.dumps({"count": count, "metric": metric, "restarts": restarts, "best": round(best, 6), "palette": palette}))
            else:
                print(f"{count} {metric} {restarts} {best:.6f}")
                print("  " + " ".join(palette))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
