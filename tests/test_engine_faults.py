"""An engine that raises, panics (a BaseException, as phase.rs's Rust panics are), hangs, or answers
with a malformed observation fails the scenario it is in with a clear message, and the run goes on
to the next scenario with a fresh engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SELECTION = "exploring_with_an_empty_library or revealed_land_card or nonland_card_gives"   # three explore scenarios


def run(tmp_path: Path, engine: str, *extra: str) -> tuple[int, dict[str, dict]]:
    report = tmp_path / "r.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "--engine", engine,
                           "--report", str(report), "-k", SELECTION, *extra,
                           str(ROOT / "features" / "explore.feature")],   # where SELECTION is (issue 18 item 7)
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert report.exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    results = {r["id"]: r for r in json.loads(report.read_text())["results"]}
    return proc.returncode, results


@pytest.mark.parametrize("engine, words", [
    pytest.param("RaisesOnAct", "the engine raised builtins.RuntimeError in act(",     # slow (issue 18 item 7):
                 marks=pytest.mark.slow),                   # PanicsOnAct, a BaseException, stays quick
    ("PanicsOnAct", "the engine raised pyo3_runtime.PanicException in act("),
    ("MalformedObservation", "the engine's observe() returned dict"),
])
def test_a_faulty_engine_fails_its_scenarios_and_the_run_goes_on(tmp_path: Path, engine: str, words: str) -> None:
    code, results = run(tmp_path, f"tests.fake_engines.inprocess:{engine}")
    assert code == 1
    assert len(results) == 3, "every selected scenario ran"
    failed = [r for r in results.values() if r["outcome"] == "failed"]
    assert failed and all(words in r["message"] for r in failed), [r["message"] for r in failed]


def test_a_hanging_engine_times_out_and_the_run_goes_on(tmp_path: Path) -> None:
    """issue 30: a timeout is its own outcome (not a failure of the rules) and the run exits 7."""
    code, results = run(tmp_path, "tests.fake_engines.inprocess:HangsOnAct", "--timeout", "2")
    assert code == 7
    assert len(results) == 3
    assert all(r["outcome"] == "timeout" and "Timeout" in r["message"] for r in results.values()), results
