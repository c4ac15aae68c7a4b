"""What ``mtg-conformance run`` selects, from any directory (issue 30 item 4): a file of the suite named
relative to the suite (as from the installed wheel, where the working directory has no features/),
a mechanic by its name, and a clear usage error for anything else; options' values are left alone."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance.cli import resolve_selection
from mtg_conformance.suite import suite_root

ROOT = Path(__file__).resolve().parents[1]


def test_a_suite_path_resolves_against_the_suite_from_anywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    root = suite_root()
    args, problem = resolve_selection(["features/flashback.feature", "properties/test_global.py::test_x", "-q"], root)
    assert problem is None
    assert args == [str(root / "features/flashback.feature"), str(root / "properties/test_global.py") + "::test_x", "-q"]


def test_a_mechanic_selects_its_results_and_option_values_are_not_selections(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    args, problem = resolve_selection(["flashback", "-k", "explore", "--timeout", "30", "global"], suite_root())
    assert problem is None
    assert args == ["--mtg-mechanic=flashback", "-k", "explore", "--timeout", "30", "--mtg-mechanic=global"]


def test_anything_else_is_one_usage_error_naming_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _, problem = resolve_selection(["flashbak"], suite_root())
    assert problem is not None and "'flashbak' is neither a file of the suite" in problem and "flashback" in problem


@pytest.mark.slow
def test_run_a_feature_and_run_a_mechanic_from_an_empty_directory(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for selection, mechanic in (("features/escalate.feature", "escalate"), ("escalate", "escalate")):
        done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", selection, "-p", "no:randomly",
                               "--report", "r.json"], cwd=tmp_path, env=env, capture_output=True, text=True,
                              timeout=600)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
        import json
        results = json.loads((tmp_path / "r.json").read_text())["results"]
        assert results and {r["mechanic"] for r in results} == {mechanic}, selection
    bad = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "flashbak"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 4 and "is neither a file of the suite" in bad.stderr
