"""Runs of the suite against broken engines, for the ``test_*_can_fail`` modules: each engine run
through the CLI as a user runs it (``mtg-conformance run --engine module:Class --report …``), two at
a time (the machine's cores), each its own process; the completed process and the JSON report of each."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_broken_engines(out: Path, engines: Mapping[str, str], select: Sequence[str],
                       timeout: float = 600) -> dict[str, tuple[subprocess.CompletedProcess[str], dict]]:
    """``engines``: a name per engine reference (``tests.broken_engines:Unbroken``); ``select``: the
    run's selection arguments (``-k …``). A run that wrote no report has ``{}`` for it."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done: dict[str, tuple[subprocess.CompletedProcess[str], dict]] = {}
    names = list(engines)
    for pair in (names[i:i + 2] for i in range(0, len(names), 2)):
        started = {name: subprocess.Popen(
            [sys.executable, "-m", "mtg_conformance.cli", "run", *select,
             "--engine", engines[name], "--report", str(out / f"{name}.json")],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
            for name in pair}
        for name, proc in started.items():
            try:
                stdout, stderr = proc.communicate(timeout=timeout)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.communicate()
            path = out / f"{name}.json"
            done[name] = (subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr),
                          json.loads(path.read_text(encoding="utf-8")) if path.exists() else {})
    return done
