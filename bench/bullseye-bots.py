#!/usr/bin/env python3
"""Seeded bots play bullseye through the real executable and print their average points a round.

Usage: bench/bullseye-bots.py BIN_DIR [--rounds N] [--seed S] [--pty] [--bots NAMES] [--json]

The bots (bullseye(1), FAIRNESS):

  home-count     blind: Home, then Right (target - 1) times, then hit.
  start-count    blind: from where the slider starts, |target - start| presses
                 of Right or Left towards the target, then hit.
  nearest-count  blind: counts as start-count does, from whichever of Home
                 (1), End (100) and the start is nearest to the target.
  seeing         reads the knob's column on the track, and the target's number;
                 presses Page Up/Down while the knob is more than 8 columns from
                 the target's column, Right/Left while it is not on it, then hits.
  random         hits a value drawn uniformly from 1 to 100: random play.

Without --pty the bots play one endless game in batch mode (`bullseye
--endless -u`), reading events as they come: the `round` event gives the
target and the slider's start, `{"action":"keys",...}` presses keys and the
`knob` event it answers with gives the knob's column, `{"action":"hit"}` hits
where the keys left the knob. With --pty each round is a game of one round
(`--rounds 1`, seed S, S+1, ...) played on a pseudo-terminal of 80 x 24, on
the slider as a person sees it: the bot types `hit`, reads the knob's place in
the bar drawn on the screen and types the keys; the blind bots learn the
target and the start from a batch game of the same seed, whose first round is
the same. --pty measures any build of bullseye, also one without batch keys.

Output: one line per bot, "NAME ROUNDS AVERAGE" (or with --json one object
{"bot":..,"rounds":..,"average":..}). Scores and history go to a scratch
folder. Exits 1 if the game misbehaves.
"""
import argparse
import fcntl
import json
import os
import random
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time

# The most columns between the knob and the target's column for which the seeing bot
# presses Right or Left rather than Page Up or Page Down.
FINE_COLUMNS = 8
# The most key presses a bot makes in one round.
MOST_PRESSES = 300

KEYS = {
    "right": b"\x1b[C", "left": b"\x1b[D", "home": b"\x1b[H", "end": b"\x1b[F",
    "page-up": b"\x1b[5~", "page-down": b"\x1b[6~",
}


class GameError(Exception):
    """The game did not answer as bullseye(1) says."""


def target_column(target, columns):
    """The column (1 = the track's left end) the target's value is drawn in on a track of `columns` cells."""
    return int((target - 1) / 99 * (columns - 1) + 0.5) + 1


def seeing_key(column, columns, target):
    """The seeing bot's next key with the knob at `column`, or None when it is on the target's column."""
    gap = target_column(target, columns) - column
    if gap == 0:
        return None
    if abs(gap) > FINE_COLUMNS:
        return "page-up" if gap > 0 else "page-down"
    return "right" if gap > 0 else "left"


def blind_keys(bot, target, start):
    """The keys a blind bot presses in a round, from the target's number and the slider's start."""
    if bot == "home-count":
        return ["home"] + ["right"] * (target - 1)
    if bot == "nearest-count":
        places = [(abs(target - start), [], start), (target - 1, ["home"], 1), (100 - target, ["end"], 100)]
        presses, first, place = min(places, key=lambda option: option[0])
        return first + ["right" if target > place else "left"] * presses
    return ["right" if target > start else "left"] * abs(target - start)


# MARK: Batch mode


class BatchGame:
    """An endless game of bullseye in batch mode, one action line in, its events out."""

    def __init__(self, binary, seed, environment):
        self.process = subprocess.Popen(
            [binary, "--endless", "-u", "--seed", str(seed)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=environment, text=True, bufsize=1)
        self.round = self.event("round")

    def event(self, name):
        line = self.process.stdout.readline()
        if not line:
            raise GameError(f"the game ended: {self.process.stderr.read().strip()}")
        record = json.loads(line)
        if record.get("event") != name:
            raise GameError(f"expected a {name} event, got {line.strip()}")
        return record

    def send(self, action):
        self.process.stdin.write(json.dumps(action, separators=(",", ":")) + "\n")

    def keys(self, keys):
        self.send({"action": "keys", "keys": keys})
        return self.event("knob")

    def hit(self, value=None):
        self.send({"action": "hit"} if value is None else {"action": "hit", "value": value})
        result = self.event("result")
        self.round = self.event("round")
        return result["points"]

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def play_batch(bot, binary, rounds, seed, environment):
    game = BatchGame(binary, seed, environment)
    chooser = random.Random(seed)
    total = 0
    for _ in range(rounds):
        target, start = game.round["target"], game.round["slider"]
        if bot == "random":
            total += game.hit(chooser.randint(1, 100))
        elif bot == "seeing":
            knob = game.keys([])
            for _ in range(MOST_PRESSES):
                key = seeing_key(knob["column"], knob["columns"], target)
                if key is None:
                    break
                knob = game.keys([key])
            total += game.hit()
        else:
            game.keys(blind_keys(bot, target, start))
            total += game.hit()
    game.close()
    return total / rounds


# MARK: A pseudo-terminal


class Terminal:
    """bullseye on a pseudo-terminal of 80 x 24, typed into and read from."""

    def __init__(self, arguments, environment):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.process = subprocess.Popen(
            arguments, stdin=slave, stdout=slave, stderr=slave, env=environment, start_new_session=True,
            preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.master = master
        self.output = b""

    def read(self, seconds):
        """Appends what the game wrote within `seconds`; False when nothing came."""
        ready, _, _ = select.select([self.master], [], [], seconds)
        if not ready:
            return False
        try:
            self.output += os.read(self.master, 65536)
        except OSError:
            return False
        return True

    def wait_for(self, pattern, since=0, seconds=10):
        """Waits until the output from byte `since` matches `pattern`; its match."""
        deadline = time.monotonic() + seconds
        while True:
            found = re.search(pattern, self.output[since:])
            if found:
                return found
            if time.monotonic() > deadline:
                raise GameError(f"no {pattern!r} on the screen: {self.output[since:][-300:]!r}")
            self.read(0.05)

    def type(self, data):
        os.write(self.master, data)

    def close(self):
        self.process.kill()
        self.process.wait()
        os.close(self.master)


# The bar of the slider: its cells between [ and ], the knob a disc.
BAR = re.compile(rb"\[((?:\xe2\x94\x81|\xe2\x94\x80|\xe2\x97\x8f)+)\]")
KNOB = "\u25cf"


def drawn_knob(output):
    """The knob's column (1 = the left end) and the track's cells in the last bar drawn in `output`."""
    bars = BAR.findall(output)
    if not bars:
        return None
    cells = bars[-1].decode()
    return cells.index(KNOB) + 1, len(cells)


def play_pty_round(bot, binary, seed, environment):
    """One game of one round on a pseudo-terminal; its points."""
    opening = subprocess.run(
        [binary, "--seed", str(seed), "--rounds", "1"], stdin=subprocess.DEVNULL, capture_output=True, text=True,
        env=environment)
    first = json.loads(opening.stdout.splitlines()[0])
    target, start = first["target"], first["slider"]
    terminal = Terminal([binary, "--seed", str(seed), "--rounds", "1"], environment)
    try:
        terminal.wait_for(rb"bullseye round 1/1")
        shown = int(terminal.wait_for(rb"as close as you can to: (\d+)").group(1))
        if shown != target:
            raise GameError(f"the screen shows the target {shown}, the batch game {target}")
        mark = len(terminal.output)
        terminal.type(b"hit\r")
        terminal.wait_for(BAR.pattern, since=mark)
        if bot == "seeing":
            for _ in range(MOST_PRESSES):
                column, columns = drawn_knob(terminal.output[mark:])
                key = seeing_key(column, columns, target)
                if key is None:
                    break
                # Wait for the line to be drawn again; a build that draws only a knob that
                # changed its cell draws nothing then, so the wait is short.
                draws = terminal.output.count(b"\r", mark)
                terminal.type(KEYS[key])
                deadline = time.monotonic() + 0.5
                while terminal.output.count(b"\r", mark) == draws and time.monotonic() < deadline:
                    terminal.read(0.02)
        else:
            terminal.type(b"".join(KEYS[key] for key in blind_keys(bot, target, start)))
        terminal.type(b"\r")
        points = int(terminal.wait_for(rb"You scored (\d+) points", since=mark).group(1))
        terminal.type(b"quit\r")
        return points
    finally:
        terminal.close()


def play_pty(bot, binary, rounds, seed, environment):
    return sum(play_pty_round(bot, binary, seed + i, environment) for i in range(rounds)) / rounds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bin", help="the folder of the bullseye executable")
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pty", action="store_true", help="play on the terminal slider, a game of one round each")
    parser.add_argument("--bots", default="home-count,start-count,nearest-count,seeing,random")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    binary = os.path.join(os.path.abspath(options.bin), "bullseye")
    scratch = tempfile.mkdtemp(prefix="bullseye-bots-")
    environment = dict(
        PATH=os.environ.get("PATH", "/usr/bin:/bin"), HOME=scratch, XDG_DATA_HOME=scratch + "/data",
        XDG_STATE_HOME=scratch + "/state", LANG="C.UTF-8", TERM="xterm-256color", INPUTRC="/dev/null")
    try:
        for bot in options.bots.split(","):
            if bot not in ("home-count", "start-count", "nearest-count", "seeing", "random"):
                parser.error(f"unknown bot {bot}")
            play = play_pty if options.pty and bot != "random" else play_batch
            average = play(bot, binary, options.rounds, options.seed, environment)
            if options.json:
                print(json.dumps({"bot": bot, "rounds": options.rounds, "average": round(average, 1)}))
            else:
                print(f"{bot} {options.rounds} {average:.1f}")
            sys.stdout.flush()
    except GameError as error:
        print(f"bullseye-bots.py: {error}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
