"""The default reference run, shared by the harness's own tests (a fixture, in tests/conftest.py).

``reference_runs``: the default reference run, ``CI=true mtg-conformance run --report …``, serial
and under ``-n 2``, run once per test session and read by every test that checks what a whole run
prints and reports (tests/test_cli.py, test_determinism.py, test_stdio.py) instead of each starting
its own (issue 18, item 7: they were most of the project's test time). Under pytest-xdist the
workers share the runs through a file lock in the session's common temporary directory: the first
worker to ask runs them, the others read its results.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

RUN_TIMEOUT = 1800
"""Seconds a whole reference run may take (a loaded 2-core machine is several times slower)."""


@dataclass(frozen=True)
class RunOutput:
    """One ``mtg-conformance run``: its exit code, output and JSON report (``{}`` if none)."""

    args: tuple[str, ...]
    returncode: int
    stdout: str
    stderr: str
    report: dict[str, Any]
    report_path: str
    """Where the run wrote its report (``r.json`` in the directory it ran from)."""

    @property
    def results(self) -> list[dict[str, Any]]:
        return self.report["results"]

    def explain(self) -> str:
        return (f"{' '.join(self.args)}: exit {self.returncode}\nstdout:\n{self.stdout[-3000:]}\n"
                f"stderr:\n{self.stderr[-3000:]}")


REFERENCE_RUNS = {"serial": (), "parallel": ("-n", "2")}


def start_run(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    """``mtg-conformance run --report r.json ARGS`` in ``cwd``, with the ``ci`` profile (CI=true:
    derandomized properties) and a bytecode cache outside the checkout."""
    environment = {**(env or os.environ), "CI": "true"}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    environment.setdefault("PYTHONPYCACHEPREFIX", str(cwd.parent / "pycache"))
    return subprocess.Popen([sys.executable, "-m", "mtg_conformance.cli", "run", "--report", "r.json", *args],
                            cwd=cwd, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, encoding="utf-8")


def finish_run(proc: subprocess.Popen[str], cwd: Path) -> RunOutput:
    try:
        out, err = proc.communicate(timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        err += f"\n(killed: did not finish in {RUN_TIMEOUT} s)"
    path = cwd / "r.json"
    report = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return RunOutput(tuple(map(str, proc.args)), proc.returncode, out, err, report, str(path))


@pytest.fixture(scope="session")
def reference_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, RunOutput]:
    """The default reference run, serial and with ``-n 2`` (see the module docstring)."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    saved = shared / "reference-runs.json"
    with open(shared / "reference-runs.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not saved.exists():
            started = {}
            for name, args in REFERENCE_RUNS.items():
                cwd = shared / f"reference-run-{name}"
                cwd.mkdir(exist_ok=True)
                started[name] = (start_run(cwd, *args), cwd)
            runs = {name: finish_run(proc, cwd) for name, (proc, cwd) in started.items()}
            saved.write_text(json.dumps({name: run.__dict__ for name, run in runs.items()}), encoding="utf-8")
    return {name: RunOutput(**{**data, "args": tuple(data["args"])})
            for name, data in json.loads(saved.read_text(encoding="utf-8")).items()}
