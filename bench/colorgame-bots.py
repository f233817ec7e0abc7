#!/usr/bin/env python3
"""Plays the three color games with seeded bots through the real executables and prints what each bot averages a round.

Usage: bench/colorgame-bots.py [--bin FOLDER] [--rounds N] [--hint-rounds N]
                               [--seed S] [--game GAME]... [--bot BOT]... [--json]

GAME is chroma-quiz, colormix-play or gradient-play (all three by default);
FOLDER holds the tools' links (default .build/debug). Every game is dealt
from a seed, and every bot draws its moves from a generator seeded by S
(default 1), so a run prints the same figures every time.

The bots (the FAIRNESS sections of chroma-quiz(1), colormix(1) and
gradient(1) give their figures):

  blind-random   batch mode; never looks: random channel values (chroma-quiz),
                 a random ratio (colormix play), random end colors (gradient
                 play), then checks.
  blind-fixed    batch mode; checks the guess the round starts with (the gray,
                 the ratio 0.5, two grays): random play's other face.
  blind-hints    batch mode, --difficulty easy; never looks, but asks for
                 hints: a coordinate search (golden section on each channel,
                 or the ratio) led by what the hint says, then checks the best
                 guess it found.
  blind-one-hint batch mode, --difficulty easy; asks one hint about the guess
                 the round starts with, checks it when the hint says close or
                 very close, else checks a random guess.
  classic-random colormix play only, --scoring classic: blind-random under the
                 original game's formula, for reference.
  seeing         a pseudo-terminal with 24-bit color; reads the swatches as
                 drawn (the background color of their cells: the target, the
                 two colors to mix, the ends of the target bar), answers what
                 it read (colormix play: the ratio that puts the target on the
                 line between the two colors in OKLab, where they mix) and
                 checks. A sharp eye.
  seeing-human   as seeing, but it misreads every color by a random offset in
                 OKLab (normal, sigma 0.015 on each axis: about ΔE 2 to 4), as
                 a person matching by eye does.

Output: one line per game and bot, "GAME BOT ROUNDS AVERAGE", the average
being the points per round, 0-100; with --json, one JSON object per line
with the same fields. Scores go to a scratch store that is removed after.
"""
import argparse
import json
import math
import os
import pty
import random
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time

GAMES = {
    "chroma-quiz": ["chroma-quiz"],
    "colormix-play": ["colormix", "play"],
    "gradient-play": ["gradient", "play"],
}
BOTS = ["blind-random", "blind-fixed", "blind-hints", "blind-one-hint", "classic-random", "seeing", "seeing-human"]
HUMAN_EYE_SIGMA = 0.015
HINT_BUDGET = {"chroma-quiz": 48, "colormix-play": 16, "gradient-play": 96}


# ---------------------------------------------------------------- color

def srgb_to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_to_srgb(c):
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def hex_to_rgb(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def rgb_to_hex(rgb):
    return "#" + "".join("%02x" % max(0, min(255, int(round(v)))) for v in rgb)


def rgb_to_oklab(rgb):
    """8-bit sRGB to OKLab (Ottosson 2020, "A perceptual color space for image processing")."""
    r, g, b = (srgb_to_linear(v / 255) for v in rgb)
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l, m, s = (math.copysign(abs(v) ** (1 / 3), v) for v in (l, m, s))
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def oklab_to_rgb(lab):
    L, a, b = lab
    l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s = (L - 0.0894841775 * a - 1.2914855480 * b) ** 3
    r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
    g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
    bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    return tuple(255 * linear_to_srgb(min(1.0, max(0.0, v))) for v in (r, g, bl))


def misread(rgb, rng, sigma):
    """A color as an eye that errs by sigma on each OKLab axis reads it."""
    if sigma == 0:
        return rgb
    L, a, b = rgb_to_oklab(rgb)
    return oklab_to_rgb((L + rng.gauss(0, sigma), a + rng.gauss(0, sigma), b + rng.gauss(0, sigma)))


def ratio_on_line(first, second, target):
    """The ratio whose OKLab mix of first and second is nearest the target (a projection on the line between them)."""
    a, b, t = rgb_to_oklab(first), rgb_to_oklab(second), rgb_to_oklab(target)
    d = [y - x for x, y in zip(a, b)]
    length = sum(v * v for v in d)
    if length == 0:
        return 0.5
    ratio = sum((y - x) * v for x, y, v in zip(a, t, d)) / length
    return min(1.0, max(0.0, ratio))


# ---------------------------------------------------------------- batch bots

class Scratch:
    """A scratch folder for the score store and the environment the games run in."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="colorgame-bots-")
        self.db = os.path.join(self.folder, "scores.sqlite")
        self.env = dict(os.environ, HOME=self.folder, XDG_DATA_HOME=self.folder, XDG_STATE_HOME=self.folder,
                        USER="bot", COLORTERM="truecolor", TERM="xterm-256color", LC_ALL="C.UTF-8")
        self.env.pop("NO_COLOR", None)

    def remove(self):
        shutil.rmtree(self.folder, ignore_errors=True)


def command(folder, game, seed, rounds, scratch, extra=()):
    tool = GAMES[game]
    return [os.path.join(folder, tool[0])] + tool[1:] + [
        "--seed", str(seed), "--rounds", str(rounds), "--db", scratch.db] + list(extra)


def random_guess(game, rng):
    """A blind guess: the actions that set it."""
    def color():
        return rgb_to_hex([rng.randrange(256) for _ in range(3)])
    if game == "chroma-quiz":
        return [{"action": "set", "color": color()}]
    if game == "colormix-play":
        return [{"action": "set", "ratio": round(rng.random(), 3)}]
    return [{"action": "set", "which": "start", "color": color()}, {"action": "set", "which": "end", "color": color()}]


def play_batch(folder, game, seed, rounds, scratch, actions_of_round, extra=()):
    """Plays a game whose actions do not depend on its events; returns the points of each round."""
    lines = []
    for _ in range(rounds):
        lines += [json.dumps(a) for a in actions_of_round()] + ['{"action":"check"}']
    done = subprocess.run(command(folder, game, seed, rounds, scratch, extra), input="\n".join(lines) + "\n",
                          capture_output=True, text=True, env=scratch.env, check=False)
    if done.returncode != 0:
        raise SystemExit(f"colorgame-bots.py: {game} exited {done.returncode}: {done.stderr.strip()}")
    points = [json.loads(l)["points"] for l in done.stdout.splitlines() if '"event":"result"' in l]
    if len(points) != rounds:
        raise SystemExit(f"colorgame-bots.py: {game} scored {len(points)} rounds of {rounds}")
    return points


class BatchGame:
    """A batch game played one action at a time, each answered by its events."""

    def __init__(self, folder, game, seed, rounds, scratch, extra=()):
        self.process = subprocess.Popen(
            command(folder, game, seed, rounds, scratch, ["-u"] + list(extra)), stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=scratch.env)
        self.opening = json.loads(self.process.stdout.readline())  # the first round

    def act(self, action, events=1):
        self.process.stdin.write(json.dumps(action) + "\n")
        self.process.stdin.flush()
        out = []
        for _ in range(events):
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("colorgame-bots.py: the game stopped answering: " + self.process.stderr.read().strip())
            out.append(json.loads(line))
        return out

    def close(self):
        self.process.stdin.close()
        self.process.wait()


HINT_BANDS = ["very close", "close", "far"]


def hint_band(event):
    """The band of a hint; a hint that gives the ΔE (as the games did once) is put in the band it falls in."""
    if "band" in event:
        return event["band"]
    return "very close" if event["deltaE"] <= 2 else "close" if event["deltaE"] <= 8 else "far"


def hint_value(event):
    """What a hint says, as a number to make smaller: the ΔE when it gives one, else the rank of its band."""
    if "deltaE" in event:
        return event["deltaE"]
    return HINT_BANDS.index(hint_band(event))


def play_with_hints(folder, game, seed, rounds, scratch, rng):
    """The blind-hints bot: a golden-section search on each coordinate, led by hints; returns the points of each rounds."""
    play = BatchGame(folder, game, seed, rounds, scratch, ["--difficulty", "easy"])
    budget = HINT_BUDGET[game]
    points = []
    for _ in range(rounds):
        if game == "colormix-play":
            lows, highs = [0.0], [1.0]
        else:
            lows, highs = [0.0] * (3 if game == "chroma-quiz" else 6), [255.0] * (3 if game == "chroma-quiz" else 6)
        x = [rng.uniform(lo, hi) for lo, hi in zip(lows, highs)]
        asked = 0
        cache = {}

        def evaluate(point):
            nonlocal asked
            key = tuple(round(v, 3) if game == "colormix-play" else int(round(v)) for v in point)
            if key in cache:
                return cache[key]
            if game == "colormix-play":
                play.act({"action": "set", "ratio": key[0]})
            elif game == "chroma-quiz":
                play.act({"action": "set", "color": rgb_to_hex(key)})
            else:
                play.act({"action": "set", "which": "start", "color": rgb_to_hex(key[:3])})
                play.act({"action": "set", "which": "end", "color": rgb_to_hex(key[3:])})
            asked += 1
            cache[key] = hint_value(play.act({"action": "hint"})[0])
            return cache[key]

        best = (evaluate(x), list(x))
        golden = (math.sqrt(5) - 1) / 2
        while asked < budget:
            before = asked
            for axis in range(len(x)):
                lo, hi = lows[axis], highs[axis]
                for _ in range(6):
                    if asked >= budget:
                        break
                    c, d = hi - golden * (hi - lo), lo + golden * (hi - lo)
                    pc, pd = list(best[1]), list(best[1])
                    pc[axis], pd[axis] = c, d
                    vc, vd = evaluate(pc), evaluate(pd)
                    if vc <= vd:
                        hi = d
                        if vc < best[0]:
                            best = (vc, pc)
                    else:
                        lo = c
                        if vd < best[0]:
                            best = (vd, pd)
            if asked == before:
                break
        evaluate(best[1])  # the guess to check is the best one found (answered from the cache, or asked again)
        if game == "colormix-play":
            play.act({"action": "set", "ratio": round(best[1][0], 3)})
        elif game == "chroma-quiz":
            play.act({"action": "set", "color": rgb_to_hex(best[1])})
        else:
            play.act({"action": "set", "which": "start", "color": rgb_to_hex(best[1][:3])})
            play.act({"action": "set", "which": "end", "color": rgb_to_hex(best[1][3:])})
        result = play.act({"action": "check"}, events=2)[0]
        points.append(result["points"])
    play.close()
    return points


def play_with_one_hint(folder, game, seed, rounds, scratch, rng):
    """The blind-one-hint bot: one hint on the starting guess, which it keeps unless the hint says far."""
    play = BatchGame(folder, game, seed, rounds, scratch, ["--difficulty", "easy"])
    points = []
    for _ in range(rounds):
        if hint_band(play.act({"action": "hint"})[0]) == "far":
            for action in random_guess(game, rng):
                play.act(action)
        points.append(play.act({"action": "check"}, events=2)[0]["points"])
    play.close()
    return points


# ---------------------------------------------------------------- seeing bots

SWATCH = re.compile(r"\x1b\[48;2;(\d+);(\d+);(\d+)m")
PROMPT_END = re.compile(r"(round \d+(/\d+)? · score -?\d+|game over · score -?\d+)[^\n]*> $")
POINTS = re.compile(r"ΔE [0-9.]+.* · (\d+) points?( \([^)]*\))? · score")


class TerminalGame:
    """A game at a pseudo-terminal of 80×24 with 24-bit color, driven by its prompt's commands."""

    def __init__(self, argv, env):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.buffer = ""

    def read_until(self, pattern, timeout=20):
        end = time.time() + timeout
        while not pattern.search(self.buffer):
            ready, _, _ = select.select([self.fd], [], [], max(0.0, end - time.time()))
            if not ready:
                raise SystemExit("colorgame-bots.py: the terminal game stopped answering; last screen:\n" + self.buffer[-2000:])
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                data = b""
            if not data:
                raise SystemExit("colorgame-bots.py: the terminal game ended early:\n" + self.buffer[-2000:])
            self.buffer += data.decode("utf-8", "replace")
        text, self.buffer = self.buffer, ""
        return text

    def press(self, keys):
        os.write(self.fd, keys.encode())
        return self.read_until(PROMPT_END)

    def type(self, line):
        return self.press(line + "\r")

    def close(self):
        try:
            os.write(self.fd, b"quit\r")
        except OSError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def drawn_colors(screen):
    """The background colors of the first painted line of a screen, in order, each once per run of cells."""
    for line in screen.split("\n"):
        found = [tuple(int(v) for v in m) for m in SWATCH.findall(line)]
        if found:
            return found
    raise SystemExit("colorgame-bots.py: no swatch on the screen:\n" + screen)


def play_seeing(folder, game, seed, rounds, scratch, rng, sigma):
    """The seeing bots: read the swatches at a terminal, answer, check; returns the points of each round."""
    play = TerminalGame(command(folder, game, seed, rounds, scratch, ["--color", "always"]), scratch.env)
    play.read_until(re.compile("Enter check"))
    play.press("q")  # leave the panel for the prompt
    points = []
    for _ in range(rounds):
        colors = drawn_colors(play.type("show"))
        if game == "chroma-quiz":
            play.type("color " + rgb_to_hex(misread(colors[0], rng, sigma)))
        elif game == "colormix-play":
            first, second, target = (misread(c, rng, sigma) for c in colors[:3])
            play.type("ratio %.3f" % ratio_on_line(first, second, target))
        else:
            play.type("start color " + rgb_to_hex(misread(colors[0], rng, sigma)))
            play.type("end color " + rgb_to_hex(misread(colors[-1], rng, sigma)))
        found = POINTS.search(play.type("check"))
        if not found:
            raise SystemExit("colorgame-bots.py: no points after a check")
        points.append(int(found.group(1)))
    play.close()
    return points


# ---------------------------------------------------------------- main

def run(arguments):
    folder = arguments.bin
    scratch = Scratch()
    rows = []
    try:
        for index, game in enumerate(arguments.game or list(GAMES)):
            for bot in arguments.bot or BOTS:
                if bot == "classic-random" and game != "colormix-play":
                    continue
                rng = random.Random(f"{arguments.seed}/{game}/{bot}")
                seed = arguments.seed * 1000 + index
                if bot in ("blind-random", "classic-random"):
                    extra = ["--scoring", "classic"] if bot == "classic-random" else []
                    points = play_batch(folder, game, seed, arguments.rounds, scratch, lambda: random_guess(game, rng), extra)
                elif bot == "blind-fixed":
                    points = play_batch(folder, game, seed, arguments.rounds, scratch, lambda: [])
                elif bot == "blind-one-hint":
                    points = play_with_one_hint(folder, game, seed, arguments.hint_rounds, scratch, rng)
                elif bot == "blind-hints":
                    points = play_with_hints(folder, game, seed, arguments.hint_rounds, scratch, rng)
                else:
                    sigma = HUMAN_EYE_SIGMA if bot == "seeing-human" else 0.0
                    points = play_seeing(folder, game, seed, arguments.seeing_rounds, scratch, rng, sigma)
                rows.append({"game": game, "bot": bot, "rounds": len(points), "average": sum(points) / len(points)})
                row = rows[-1]
                if arguments.json:
                    print(json.dumps(row), flush=True)
                else:
                    print(f"{game:14} {bot:15} {row['rounds']:5} {row['average']:7.2f}", flush=True)
    finally:
        scratch.remove()
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/debug")
    parser.add_argument("--rounds", type=int, default=1000, help="rounds of the batch bots (1-1000)")
    parser.add_argument("--hint-rounds", type=int, default=200, help="rounds of blind-hints")
    parser.add_argument("--seeing-rounds", type=int, default=200, help="rounds of the seeing bots")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=list(GAMES))
    parser.add_argument("--bot", action="append", choices=BOTS)
    parser.add_argument("--json", action="store_true")
    run(parser.parse_args())


if __name__ == "__main__":
    main()
