"""``python -m benchmarks.example_engine_runs [--runs N] [--json OUT] [--engine JS] [-- ARGS]``: the example
stdio engine (examples/engines/node-minimal, issue 30 item 6) run N times (default 20) with the
default profile (``dev``: Hypothesis draws new examples each run), as ``mtg-conformance run
--engine-cmd "node …/engine.js"`` from a temporary directory, one run after another.

Issue 30's bar: "20 default-profile runs of the example engine: no `error`, no failure". Prints one
line per run (exit status, wall time, outcomes, the failing ids) and a summary with the machine's
load average; exits 1 if any run had a failure, an error, a timeout or an exit status other than 0.
Speed is measured here, never asserted."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CHECKOUT = Path(__file__).resolve().parent.parent
ENGINE = CHECKOUT / "examples" / "engines" / "node-minimal" / "engine.js"
BAD = ("failed", "error", "timeout", "xpassed")


def one_run(node: str, engine: Path, extra: list[str]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="example-engine-run-") as tmp:
        report = Path(tmp) / "run.json"
        args = [sys.executable, "-m", "mtg_conformance.cli", "run",
                "--engine-cmd", f"{shlex.quote(node)} {shlex.quote(str(engine))}", "--report", str(report), *extra]
        load = os.getloadavg()[0]
        start = time.monotonic()
        done = subprocess.run(args, cwd=tmp, capture_output=True, text=True, encoding="utf-8")
        wall = time.monotonic() - start
        results = json.loads(report.read_text(encoding="utf-8"))["results"] if report.exists() else []
    counts: dict[str, int] = {}
    for r in results:
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    bad = {r["id"]: (r.get("message") or "")[:300] for r in results if r["outcome"] in BAD}
    return {"exit": done.returncode, "wall_s": round(wall, 1), "load_at_start": round(load, 2),
            "outcomes": counts, "bad": bad, "stderr_tail": done.stderr[-500:] if done.returncode else ""}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--json", metavar="OUT", help="write every run's figures to OUT")
    parser.add_argument("--engine", metavar="JS", type=Path, default=ENGINE,
                        help="the engine script (default: the example's engine.js; e.g. a frozen copy)")
    parser.add_argument("pytest_args", nargs="*", help="extra arguments for `mtg-conformance run` (after --)")
    args = parser.parse_args(argv)
    node = shutil.which("node")
    if node is None:
        print("node (Node.js 20) is not on PATH: the example engine cannot run", file=sys.stderr)
        return 2
    runs = []
    for n in range(1, args.runs + 1):
        run = one_run(node, args.engine.resolve(), args.pytest_args)
        runs.append(run)
        print(f"run {n}/{args.runs}: exit {run['exit']}, {run['wall_s']} s, load {run['load_at_start']}, "
              f"{run['outcomes']}" + (f", failing: {sorted(run['bad'])}" if run["bad"] else ""), flush=True)
        if run["stderr_tail"] and not run["bad"]:
            print(f"  stderr: {run['stderr_tail']}", flush=True)
    green = [r for r in runs if r["exit"] == 0 and not r["bad"]]
    walls = sorted(r["wall_s"] for r in runs)
    print(f"{len(green)} of {len(runs)} runs green (exit 0, no failed/error/timeout/xpassed); wall "
          f"{walls[0]}-{walls[-1]} s, median {walls[len(walls) // 2]} s; load average now "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=2) + "\n", encoding="utf-8")
    return 0 if len(green) == len(runs) else 1


if __name__ == "__main__":
    raise SystemExit(main())
