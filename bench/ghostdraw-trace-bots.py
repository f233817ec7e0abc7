#!/usr/bin/env python3
"""Seeded bots that play `ghostdraw trace` through the real executable, in batch mode, and their average points.

Usage: bench/ghostdraw-trace-bots.py GHOSTDRAW [--games N] [--rounds R] [--seed S] [--bot NAME]... [--json]

Each bot plays N games of R rounds (default 200 games of 5 rounds: 1,000
rounds), game g dealt by `--seed S+g`, and prints its average points a round
(0-100). The figures of ghostdraw(1), FAIRNESS, are this script's output with
its defaults. Scores go to a scratch database, never the player's.

The bots, as the man page describes them:

  blind-random   draws 3 to 12 strokes of 2 to 6 points anywhere on the 60x40
                 canvas, then done: it never reads the figure.
  blind-rake     rakes the whole canvas with a line every third row, so every
                 cell is within a cell of its ink: the figure is always covered.
  blind-circle   draws the same circle, radius 15, in the canvas's middle every
                 round.
  seeing         reads the figure event (what the screen shows faintly) and
                 traces it as a hand would: the figure's cells chained into
                 strokes, one point in four off by a cell (as a mouse row,
                 two cells high, is).
  seeing-shaky   the same with a shakier hand: one point in four off by up to
                 two cells.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile

WIDTH, HEIGHT = 60, 40


def stroke(t, points, tool="red", length=1.0):
    """A stroke action line from t to t + length seconds."""
    return json.dumps({"t": round(t, 3), "event": "stroke", "tool": tool,
                       "points": [[x, y] for x, y in points], "end": round(t + length, 3)}, separators=(",", ":"))


def blind_random(rng, figure):
    strokes = []
    for _ in range(rng.randint(3, 12)):
        points = [(rng.randrange(WIDTH), rng.randrange(HEIGHT)) for _ in range(rng.randint(2, 6))]
        strokes.append((points, rng.choice(["red", "blue", "green"])))
    return strokes


def blind_rake(rng, figure):
    return [([(0, y), (WIDTH - 1, y)], "red") for y in range(1, HEIGHT, 3)]


def blind_circle(rng, figure):
    steps = 48
    points = [(round(WIDTH / 2 + 15 * math.cos(2 * math.pi * k / steps)),
               round(HEIGHT / 2 + 15 * math.sin(2 * math.pi * k / steps))) for k in range(steps + 1)]
    return [(points, "red")]


def seeing(rng, figure, shake=1):
    """Chains the figure's cells into strokes (each step to a touching cell), then moves one point in four by up to `shake` cells."""
    left = set(map(tuple, figure["cells"]))
    strokes = []
    while left:
        # Start where a stroke has the fewest ways on: a cell with the fewest neighbours left.
        def neighbours(cell):
            x, y = cell
            return [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                    if (dx or dy) and (x + dx, y + dy) in left]
        cell = min(left, key=lambda c: (len(neighbours(c)), c))
        path = [cell]
        left.discard(cell)
        while True:
            options = neighbours(cell)
            if not options:
                break
            cell = min(options, key=lambda c: (len(neighbours(c)), c))
            path.append(cell)
            left.discard(cell)
        shaken = []
        for x, y in path:
            if rng.random() < 0.25:
                x, y = x + rng.randint(-shake, shake), y + rng.randint(-shake, shake)
            shaken.append((x, y))
        strokes.append((shaken, "red"))
    return strokes


BOTS = {"blind-random": blind_random, "blind-rake": blind_rake, "blind-circle": blind_circle, "seeing": seeing,
        "seeing-shaky": lambda rng, figure: seeing(rng, figure, shake=2)}


def play(ghostdraw, bot, seed, rounds, rng, database):
    """One game through the executable; returns the points of each round."""
    game = subprocess.Popen([ghostdraw, "trace", "--seed", str(seed), "--rounds", str(rounds), "-u", "--db", database],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    points, t = [], 0.0
    for line in game.stdout:
        event = json.loads(line)
        if event["event"] == "figure":
            for cells, tool in BOTS[bot](rng, event):
                game.stdin.write(stroke(t, cells, tool) + "\n")
                t += 1.5
            game.stdin.write(json.dumps({"t": round(t, 3), "event": "done"}) + "\n")
            game.stdin.flush()
        elif event["event"] == "result":
            points.append(event["points"])
        elif event["event"] == "over":
            break
    game.stdin.close()
    game.wait()
    if game.returncode != 0 or len(points) != rounds:
        sys.exit(f"{bot}: game {seed} ended with status {game.returncode} after {len(points)} rounds")
    return points


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ghostdraw")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", action="append", choices=sorted(BOTS))
    parser.add_argument("--json", action="store_true", help="one JSON object per bot instead of a table")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        database = os.path.join(scratch, "scores.sqlite")
        for bot in args.bot or list(BOTS):
            rng = random.Random(f"{bot} {args.seed}")
            points = []
            for game in range(args.games):
                points += play(args.ghostdraw, bot, args.seed + game, args.rounds, rng, database)
            average = sum(points) / len(points)
            if args.json:
                print(json.dumps({"bot": bot, "rounds": len(points), "average": round(average, 1),
                                  "lowest": min(points), "highest": max(points)}))
            else:
                print(f"{bot:14} {len(points):6} rounds   average {average:5.1f}   lowest {min(points):3}   highest {max(points):3}")


if __name__ == "__main__":
    main()
