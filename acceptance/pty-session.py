#!/usr/bin/env python3
"""Drives an interactive tool through a pseudo-terminal as a person would, and checks the terminal is given back.

usage: pty-session.py STAGE-NAME -- COMMAND... <<< "send TEXT|expect TEXT lines"
Each stdin line is `send TEXT` (\\r, \\x04 and \\x1b escapes allowed) or `expect TEXT` (waits up to
10 s for TEXT on the screen, escape sequences stripped). At the end the tool must exit 0 and leave
the terminal in line mode (ICANON and ECHO set).
"""
import os
import pty
import re
import select
import sys
import termios
import time

ESCAPES = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07]*\x07|[@-Z\\-_])")


def main() -> int:
    split = sys.argv.index("--")
    stage, command = sys.argv[1], sys.argv[split + 1:]
    script = [line.rstrip("\n") for line in sys.stdin if line.strip()]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["LANG"] = "C.UTF-8"
        os.execvp(command[0], command)
    output = b""

    def read_for(seconds: float) -> None:
        nonlocal output
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    output += os.read(fd, 65536)
                except OSError:
                    return

    def screen(since: int) -> str:
        return ESCAPES.sub(b"", output[since:]).decode("utf-8", "replace")

    mark = 0
    for step in script:
        verb, _, text = step.partition(" ")
        if verb == "send":
            mark = len(output)
            os.write(fd, text.encode().decode("unicode_escape").encode("latin-1"))
        elif verb == "expect":
            deadline = time.time() + 10
            while text not in screen(mark) and time.time() < deadline:
                read_for(0.05)
            if text not in screen(mark):
                print(f"FAIL {stage}: never saw {text!r}; the screen ended with: {screen(0)[-300:]!r}")
                os.kill(pid, 9)
                return 1
    deadline = time.time() + 10
    status = None
    while time.time() < deadline:
        read_for(0.05)
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
            break
    if status is None:
        os.kill(pid, 9)
        print(f"FAIL {stage}: did not exit")
        return 1
    attributes = termios.tcgetattr(fd)
    in_line_mode = attributes[3] & termios.ICANON and attributes[3] & termios.ECHO
    if status != 0 or not in_line_mode:
        print(f"FAIL {stage}: exit status {status}, terminal in line mode: {bool(in_line_mode)}")
        return 1
    print(f"ok   {stage}: played through a pseudo-terminal, exit 0, terminal in line mode")
    return 0


if __name__ == "__main__":
    sys.exit(main())
