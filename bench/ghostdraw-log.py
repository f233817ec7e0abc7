#!/usr/bin/env python3
"""Writes a big ghostdraw event log to standard output, the same every time.

Usage: bench/ghostdraw-log.py [STROKES] [RADIUS] [SIDE]

STROKES strokes (default 20000) of brush RADIUS (default 16) on a SIDE×SIDE
canvas (default 1000), each of 2 to 6 points anywhere on it, drawn a tenth of
a second apart with the three pens and now and then the eraser; one action in
a hundred is an undo and one in a thousand a shake. About 2 MB for the defaults.
"""
import random
import sys

strokes = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
radius = int(sys.argv[2]) if len(sys.argv) > 2 else 16
side = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
rng = random.Random(20261124)
out = sys.stdout
out.write('{"event":"canvas","width":%d,"height":%d}\n' % (side, side))
t = 0.0
for n in range(strokes):
    t += 0.1
    roll = rng.random()
    if roll < 0.01:
        out.write('{"t":%.3f,"event":"undo"}\n' % t)
        continue
    if roll < 0.011:
        out.write('{"t":%.3f,"event":"shake"}\n' % t)
        continue
    tool = rng.choice(["red", "red", "blue", "green", "eraser"])
    points = ",".join("[%d,%d]" % (rng.randrange(side), rng.randrange(side)) for _ in range(rng.randint(2, 6)))
    out.write('{"t":%.3f,"event":"stroke","tool":"%s","points":[%s],"radius":%d,"end":%.3f}\n'
              % (t - 0.05, tool, points, radius, t))
