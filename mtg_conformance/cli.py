"""``mtg-conformance``: run the suite against an engine, and show which scenarios cover which rulings.

    mtg-conformance run [--engine NAME|module:Class] [--report PATH] [pytest args…]
    mtg-conformance rulings [--json]
"""

from __future__ import annotations

import argparse
import sys

from . import __version__, rulings
from .scenarios import project_root


def _run(args: argparse.Namespace, extra: list[str]) -> int:
    import pytest

    root = project_root()
    if not (root / "features").is_dir() or not (root / "conftest.py").is_file():
        print(f"mtg-conformance: the suite's features/ and conftest.py are not beside the installed "
              f"package ({root}); install the project from its checkout with 'pip install -e .'",
              file=sys.stderr)
        return 2
    targets = [str(root / "features")]
    if (root / "properties").is_dir():
        targets.append(str(root / "properties"))
    pytest_args = [f"--rootdir={root}", "-c", str(root / "pyproject.toml"), "--engine", args.engine]
    if args.engine_cmd:
        pytest_args += ["--engine-cmd", args.engine_cmd]
    if args.engine_timeout:
        pytest_args += ["--engine-timeout", str(args.engine_timeout)]
    if args.report:
        pytest_args += ["--mtg-report", args.report]
    if args.profile:
        pytest_args += ["--hypothesis-profile", args.profile]
    if not any(a.startswith("-q") or a.startswith("-v") for a in extra):
        pytest_args.append("-q")
    code = pytest.main(pytest_args + extra + targets)
    return int(code)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mtg-conformance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", action="version", version=f"mtg-conformance {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run every scenario and property against an engine; extra "
                                     "arguments go to pytest (e.g. -n 2, -k explore)")
    run.add_argument("--engine", default="reference",
                     help="a registered engine name (default: reference) or module:Class")
    run.add_argument("--engine-cmd", metavar="CMD",
                     help="an engine speaking the stdio protocol: command and arguments (no shell)")
    run.add_argument("--engine-timeout", metavar="SECONDS", type=float,
                     help="seconds a stdio engine may take per request (default 20)")
    run.add_argument("--report", metavar="PATH", help="write the JSON run report to PATH")
    run.add_argument("--profile", choices=("dev", "ci", "thorough"),
                     help="Hypothesis profile for the properties (default: ci when CI is set, else dev)")
    rulings_parser = sub.add_parser("rulings", help="which scenario covers each ruling unit")
    rulings.add_arguments(rulings_parser)
    args, extra = parser.parse_known_args(argv)
    if args.command == "run":
        return _run(args, extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    return rulings.run(args)


if __name__ == "__main__":
    sys.exit(main())
