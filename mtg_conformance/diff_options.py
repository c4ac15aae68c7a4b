"""The options of ``mtg-conformance diff`` (mtg_conformance.diff), in a module of their own so that
the command line builds its parser without importing Hypothesis and the driver: every
``mtg-conformance`` command, ``--help`` included, starts about 0.4 s of CPU sooner (issue 18, item 7)."""

from __future__ import annotations

import argparse
import math

DEFAULT_EXAMPLES = 100
"""Random games ``diff`` plays unless ``--examples`` says otherwise."""
SHRINK_SECONDS = 120.0
"""Seconds Hypothesis may spend shrinking the divergences of one round."""


def seconds(text: str) -> float:
    """A positive, finite number of seconds, checked when the option is parsed (issue 32, G8: ``nan``
    or ``inf`` meant no timeout, ``0`` a silent default, ``-1`` a traceback)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text}: give a positive number of seconds")
    return value


def count(text: str) -> int:
    """A positive whole number (``--examples``)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text}: give a positive number")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", action="append", default=[], metavar="NAME",
                        help="an engine as for run (a registered name or module:Class); give two, or one "
                             "and --engine-cmd")
    parser.add_argument("--engine-cmd", action="append", default=[], metavar="CMD",
                        help="an engine speaking the stdio protocol: command and arguments (no shell); "
                             "counted after the --engine ones")
    parser.add_argument("--engine-timeout", metavar="SECONDS", type=seconds,
                        help="seconds a stdio engine may take per request (default 20)")
    parser.add_argument("--examples", type=count, default=DEFAULT_EXAMPLES, metavar="N",
                        help=f"random games to play (default {DEFAULT_EXAMPLES})")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="Hypothesis seed (default 0)")
    parser.add_argument("--report", metavar="PATH", help="write the divergences as JSON to PATH")
    parser.add_argument("--expectations", action="append", default=[], metavar="FILE",
                        help="a TOML file whose [[divergence]] entries (signature, reason) are known "
                             "divergences (default: conformance/<engine name>.toml of each engine, if any)")
    parser.add_argument("--shrink-seconds", type=float, default=SHRINK_SECONDS, metavar="S",
                        help=f"seconds to shrink the divergences of one round (default {SHRINK_SECONDS:g})")
