#!/usr/bin/env python3
"""Times the start of two commands, interleaved, and prints the fastest run of each in milliseconds.

Usage: bench/startup.py ROUNDS RUNS -- COMMAND-A... -- COMMAND-B...

Each round runs COMMAND-A RUNS times, then COMMAND-B RUNS times; the rounds
alternate, so a slow spell of a shared machine falls on both. Each run is
started with posix_spawn (no copy of this process, as fork would make) with
standard input and output on /dev/null, and timed from the spawn to the end
of waitpid. The minimum over all runs is the cost of a start with the least
interference; the median is printed beside it. Exits 1 if a run fails.
Output, one line per command: "MIN_MS MEDIAN_MS".
"""
import os
import statistics
import sys
import time


def main() -> int:
    rounds, runs = int(sys.argv[1]), int(sys.argv[2])
    rest = sys.argv[3:]
    if rest[:1] != ["--"] or rest[1:].count("--") != 1:
        print(__doc__, file=sys.stderr)
        return 2
    split = rest.index("--", 1)
    commands = [rest[1:split], rest[split + 1:]]
    null = os.open(os.devnull, os.O_RDWR)
    actions = [(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, null, 1)]
    times = [[], []]
    for _ in range(rounds):
        for which, argv in enumerate(commands):
            for _ in range(runs):
                start = time.perf_counter_ns()
                pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
                _, status = os.waitpid(pid, 0)
                elapsed = time.perf_counter_ns() - start
                if status != 0:
                    print(f"startup.py: {' '.join(argv)} failed (wait status {status})", file=sys.stderr)
                    return 1
                times[which].append(elapsed / 1e6)
    for measured in times:
        print(f"{min(measured):.3f} {statistics.median(measured):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
