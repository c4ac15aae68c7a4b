"""The same suite against the same engine gives the same report, whatever the order the tests run
in and however many processes run them: two runs in different random orders and one under
``-n 2`` agree on every result but its duration."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _start(tmp_path: Path, name: str, *args: str) -> tuple[subprocess.Popen[str], Path]:
    report = tmp_path / f"{name}.json"
    env = {**os.environ, "CI": "true"}          # the ci profile: derandomized properties
    proc = subprocess.Popen([sys.executable, "-m", "mtg_conformance.cli", "run", "--report", str(report), *args],
                            cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return proc, report


def _results(proc: subprocess.Popen[str], report: Path) -> list[dict]:
    out, _ = proc.communicate(timeout=900)
    assert proc.returncode == 0, out[-3000:]
    data = json.loads(report.read_text(encoding="utf-8"))
    return [{k: v for k, v in r.items() if k != "duration_s"} for r in data["results"]]


def test_random_orders_and_two_processes_give_the_same_report(tmp_path: Path) -> None:
    runs = [_start(tmp_path, "order1", "-p", "random_order", "--random-order", "--random-order-seed=1"),
            _start(tmp_path, "order2", "-p", "random_order", "--random-order", "--random-order-seed=2")]
    first, second = (_results(*run) for run in runs)
    parallel = _results(*_start(tmp_path, "parallel", "-n", "2"))
    assert len(first) > 100
    assert first == second == parallel
