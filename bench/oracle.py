#!/usr/bin/env python3
"""Every space of `colorconv spaces` that coloraide also has, checked against coloraide on random colors.

Usage: bench/oracle.py BIN_DIR [COUNT] [SPACE...]

Draws COUNT colors (1000 unless given; seeded, so every run draws the same): half inside sRGB, half
in display-p3 with channels from -0.1 to 1.1 (outside sRGB, some outside every RGB gamut). Each is
converted by `colorconv --to SPACE --precision 15` and by coloraide (installed into bench/data/venv
from PyPI the first time), and the largest difference per channel is printed with the channel's
range, so that a relative error can be read off. A hue counts modulo 360 and only where the chroma
or saturation beside it is not tiny (where it is, a hue is arbitrary); a missing component (null,
NaN) must be missing in both. Spaces whose coloraide name differs are mapped (hsb is hsv); spaces
coloraide lacks are listed and left out. Exit status 1 when a difference is above 1e-6 of the
channel's range, else 0; the spaces of KNOWN, defined otherwise on purpose, are reported with why.
"""
import json
import math
import os
import random
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
venv = os.path.join(here, "data", "venv")
python = os.path.join(venv, "bin", "python")


def ensure_coloraide():
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    if subprocess.run([python, "-c", "import coloraide"], capture_output=True).returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "-q", "coloraide"], check=True)


# The part of this script that runs inside the venv: reads [space, [[r, g, b, srgb?]...]] on stdin,
# prints the coordinates coloraide gives.
ORACLE = r"""
import json, sys
from coloraide.everything import ColorAll as Color
space, colors = json.load(sys.stdin)
out = []
for r, g, b, source in colors:
    c = Color(source, [r, g, b]).convert(space)
    out.append([None if v != v else v for v in c.coords()])
print(json.dumps(out))
"""

NAMES = {"hsb": "hsv"}

# Spaces whose definitions differ between the two on purpose, with why: reported, not failed.
KNOWN = {
    "prophoto-rgb": "CSS Color 4's ProPhoto matrix; coloraide derives its own, up to 5e-6 apart",
    "prophoto-rgb-linear": "CSS Color 4's ProPhoto matrix; coloraide derives its own, up to 5e-6 apart",
}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    bin_dir = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    wanted = sys.argv[3:]
    ensure_coloraide()
    colorconv = os.path.join(bin_dir, "colorconv")
    spaces = [json.loads(line) for line in subprocess.run([colorconv, "spaces"], capture_output=True, text=True, check=True).stdout.splitlines()]
    known = set(json.loads(subprocess.run([python, "-c", "import json; from coloraide.everything import ColorAll as C; print(json.dumps(sorted(C.CS_MAP)))"], capture_output=True, text=True, check=True).stdout))
    rng = random.Random(20261127)
    colors = [[rng.random(), rng.random(), rng.random(), "srgb"] for _ in range(count // 2)]
    colors += [[rng.uniform(-0.1, 1.1), rng.uniform(-0.1, 1.1), rng.uniform(-0.1, 1.1), "display-p3"] for _ in range(count - count // 2)]
    records = "".join(json.dumps({"color": "color(%s %.17g %.17g %.17g)" % (s, r, g, b)}) + "\n" for r, g, b, s in colors)
    failed = False
    missing = []
    for space in spaces:
        sid = space["space"]
        if wanted and sid not in wanted:
            continue
        theirs_name = NAMES.get(sid, sid)
        if theirs_name not in known:
            missing.append(sid)
            continue
        ours = subprocess.run([colorconv, "--to", sid, "--precision", "15"], input=records, capture_output=True, text=True)
        ours_rows = [json.loads(line)[space["json"]] for line in ours.stdout.splitlines()]
        theirs = json.loads(subprocess.run([python, "-c", ORACLE], input=json.dumps([theirs_name, colors]), capture_output=True, text=True, check=True).stdout)
        channels = space["channels"]
        worst = [0.0] * len(channels)
        mismatched_missing = 0
        for row, expected in zip(ours_rows, theirs):
            values = [row[ch["key"]] for ch in channels]
            for i, ch in enumerate(channels):
                a, b = values[i], expected[i]
                if ch["hue"]:
                    # The hue of a (nearly) achromatic color is arbitrary: compare where a channel beside it is not tiny.
                    others = [abs(v) for j, v in enumerate(values) if j != i and v is not None and channels[j]["name"] in ("chroma", "saturation", "colorfulness", "m", "c")]
                    if a is None or b is None or (others and min(others) < 1e-6 * max(1.0, channels[1]["max"])):
                        continue
                    d = abs((a - b + 180) % 360 - 180)
                elif a is None or b is None:
                    if (a is None) != (b is None):
                        mismatched_missing += 1
                    continue
                else:
                    d = abs(a - b)
                worst[i] = max(worst[i], d)
        spans = [max(ch["max"] - ch["min"], 1e-12) for ch in channels]
        relative = max(w / s for w, s in zip(worst, spans))
        verdict = "ok" if relative <= 1e-6 and mismatched_missing == 0 else "DIFFERS"
        if verdict != "ok" and sid in KNOWN:
            verdict = "differs"
        failed |= verdict == "DIFFERS"
        detail = ", ".join("%s %.2e (of %g)" % (ch["key"], w, s) for ch, w, s in zip(channels, worst, spans))
        extra = ", %d missing in one only" % mismatched_missing if mismatched_missing else ""
        print("%-20s %-8s %s%s" % (sid, verdict, detail, extra))
        if verdict == "differs":
            print("%-20s          (known: %s)" % ("", KNOWN[sid]))
    if missing:
        print("not in coloraide: " + ", ".join(missing))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
