#!/usr/bin/env python3
"""Compares two whole commands' CPU time, run in turn (A B A B ...), pair by pair.

This VM's speed drifts by up to 1.6x, so two separate runs say little: running A and its
yardstick B alternately and taking the ratio A/B of each pair keeps the ratio meaningful.
Each run's user + system seconds are the kernel's own accounting of the finished child
(wait4's rusage); wall seconds a monotonic clock around it. Output of both commands is
discarded.

    Scripts/ab-cpu.py -n 15 --b "$BASELINE $M" -- .build/release/appexjs $M

prints the median and range of A's and B's CPU and of the pairwise ratio A/B (below 1:
A is cheaper). One warm-up pair is run first and not counted.
"""

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import time


def run_once(command):
    """Runs `command` to its end; returns (cpu seconds, wall seconds, exit status)."""
    start = time.monotonic()
    try:
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError as error:
        sys.exit(f"ab-cpu.py: cannot start {command[0]}: {error.strerror}")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    return usage.ru_utime + usage.ru_stime, wall, os.waitstatus_to_exitcode(status)


def describe(values):
    """`median (min-max)` of `values`."""
    return f"{statistics.median(values):.3f} ({min(values):.3f}-{max(values):.3f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--pairs", type=int, default=10, help="pairs counted (default 10)")
    parser.add_argument("--b", required=True, metavar="COMMAND_B",
                        help="the yardstick, one string split as a shell splits words")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND_A [ARG ...]")
    arguments = parser.parse_args()
    command_a = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    command_b = shlex.split(arguments.b)
    if not command_a or not command_b:
        parser.error("give COMMAND_B with --b and COMMAND_A after --")
    if arguments.pairs < 1:
        parser.error("-n must be at least 1")

    run_once(command_a)
    run_once(command_b)
    cpu_a, cpu_b, wall_a, wall_b, ratios = [], [], [], [], []
    failures = 0
    for _ in range(arguments.pairs):
        a, wa, status_a = run_once(command_a)
        b, wb, status_b = run_once(command_b)
        failures += (status_a != 0) + (status_b != 0)
        cpu_a.append(a)
        cpu_b.append(b)
        wall_a.append(wa)
        wall_b.append(wb)
        ratios.append(a / b if b > 0 else float("inf"))

    print(f"pairs {arguments.pairs}")
    print(f"A cpu s  {describe(cpu_a)}   wall s {describe(wall_a)}")
    print(f"B cpu s  {describe(cpu_b)}   wall s {describe(wall_b)}")
    print(f"A/B cpu  {describe(ratios)}")
    if failures:
        print(f"ab-cpu.py: {failures} run(s) exited non-zero; the figures include them", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
