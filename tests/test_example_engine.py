"""The example stdio engine in Node.js (examples/engines/node-minimal, issue 30 item 6), run as an
engine author runs it: ``mtg-conformance run --engine-cmd "node …/engine.js" --expectations …`` in a
subprocess, from another directory, reading the report it writes.

The whole run must be green with the engine's expectations file: exit 0, results that ran, no
``error`` (a fault of the suite), no failure the expectations do not list, and the report's engine
info naming the cards the engine declares. Its wall time is printed (``-s``), never asserted: speed is
measured in benchmarks/example_engine_runs.py. A second test plants a bug in a copy of the engine and
sees the same run fail."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

CHECKOUT = Path(__file__).resolve().parent.parent
EXAMPLE = CHECKOUT / "examples" / "engines" / "node-minimal"
ENGINE = EXAMPLE / "engine.js"
EXPECTATIONS = EXAMPLE / "expectations.toml"
TIMEOUT = 900
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="needs node (Node.js 20) on PATH for the example engine")


def run_example(engine: Path, tmp_path: Path, *extra: str) -> tuple[subprocess.CompletedProcess[str], dict[str, Any], float]:
    """``mtg-conformance run`` against ``engine`` with the example's expectations, from ``tmp_path``:
    the finished process, the report and the wall time in seconds."""
    report = tmp_path / "run.json"
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    args = [sys.executable, "-m", "mtg_conformance.cli", "run",
            "--engine-cmd", f"{shlex.quote(str(NODE))} {shlex.quote(str(engine))}",
            "--expectations", str(EXPECTATIONS), "--report", str(report), *extra]
    start = time.monotonic()
    try:
        done = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, encoding="utf-8",
                              timeout=TIMEOUT)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"{args} did not finish in {TIMEOUT} s:\n{exc.stdout}\n{exc.stderr}")
    wall = time.monotonic() - start
    data = json.loads(report.read_text(encoding="utf-8")) if report.exists() else {}
    return done, data, wall


def outcomes(data: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for r in data.get("results", []):
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    return counts


def declared_cards(engine: Path) -> list[str]:
    """The ``cards`` of the engine's ``info`` answer, asked over stdio."""
    done = subprocess.run([str(NODE), str(engine)], input='{"id": 1, "op": "info"}\n{"id": 2, "op": "close"}\n',
                          capture_output=True, text=True, encoding="utf-8", timeout=30)
    return json.loads(done.stdout.splitlines()[0])["ok"]["cards"]


@pytest.mark.slow
def test_the_example_engine_passes_its_full_run_with_its_expectations(tmp_path: Path) -> None:
    done, data, wall = run_example(ENGINE, tmp_path)
    counts = outcomes(data)
    print(f"\nnode-minimal full run: {wall:.1f} s wall, exit {done.returncode}, {counts}")
    tail = (done.stdout[-4000:] + "\n" + done.stderr[-2000:])
    assert data, f"no report written (exit {done.returncode}):\n{tail}"
    failing = {r["id"]: r.get("message") for r in data["results"]
               if r["outcome"] in ("failed", "error", "timeout", "xpassed")}
    assert not failing, f"results that fail (not listed as known failures): {json.dumps(failing, indent=1)[:4000]}"
    assert counts.get("error", 0) == 0
    assert counts.get("passed", 0) > 0, f"no result ran: {counts}"
    assert done.returncode == 0, f"exit {done.returncode}:\n{tail}"
    cards = declared_cards(ENGINE)
    assert sorted(data["engine"].get("cards") or []) == sorted(cards), \
        f"the report's engine info {data['engine']} does not name the declared cards {cards}"
    assert "core" in data["engine"].get("capabilities", [])


# The planted bug: the untap step untaps every player's permanents, not only the active player's
# (CR 502.3). test_the_untap_step_untaps_the_active_players_permanents_only must catch it.
PLANTED = ("if (b.controller === this.active && b.tapped) {", "if (b.tapped) {")


@pytest.mark.slow
def test_the_example_engines_run_fails_on_a_planted_bug(tmp_path: Path) -> None:
    source = ENGINE.read_text(encoding="utf-8")
    assert source.count(PLANTED[0]) == 1, "the line the bug is planted in has changed: update PLANTED"
    broken = tmp_path / "broken-engine.js"
    broken.write_text(source.replace(*PLANTED), encoding="utf-8")
    done, data, wall = run_example(broken, tmp_path, "-k", "test_the_untap_step_untaps")
    counts = outcomes(data)
    print(f"\nnode-minimal with the planted bug: {wall:.1f} s wall, exit {done.returncode}, {counts}")
    assert done.returncode == 1, f"the planted bug was not caught (exit {done.returncode}, {counts}):\n{done.stdout[-3000:]}"
    assert counts.get("failed", 0) >= 1 and counts.get("error", 0) == 0, counts
