"""Time every scenario of ``features/`` several times on one or more engines, in one pytest session.

Run by ``python -m benchmarks`` in a subprocess (a fresh interpreter, so that pytest-bdd's
registries are not shared with anything else)::

    python -m benchmarks.scenarios --engines reference --repeat 7 --out ref.json [--profile ref.prof]
    python -m benchmarks.scenarios --engines reference,phase --repeat 3 --out both.json

Each scenario runs ``--repeat`` times on each engine back to back through pytest's own test protocol
(setup, call, teardown: the fixtures, a fresh engine, every step) — as pytest-rerunfailures re-runs
a test — the engines taking turns (reference, phase, reference, phase, …), so that a slow spell of
the machine hits both alike. A run's time is the sum of the three phases' durations, the
``duration_s`` of a run report. A scenario skipped by an engine on its first run (the engine does
not declare the mechanic, or says it is unsupported) is not run again on it. The engine is
:class:`benchmarks.timed.TimedSelected`, so the time spent inside the engine's calls is known too;
for the reference engine, the snapshot each action takes (``Game.copy``, a copy of the game to restore
on a rejection) as well (:func:`benchmarks.timed.timed_snapshots`). The first run of each scenario on
each engine is a warm-up: it counts in the scenario's median but its calls are left out of the
per-call figures. ``--profile`` runs cProfile over the runs after the warm-up and saves the stats.
"""

from __future__ import annotations

import argparse
import cProfile
import contextlib
import io
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from _pytest.runner import runtestprotocol

from . import timed


class RepeatPlugin:
    """Runs each scenario ``repeat`` times on each engine and keeps its outcomes and times."""

    def __init__(self, engines: list[str], repeat: int, profiler: cProfile.Profile | None) -> None:
        self.engines = engines
        self.repeat = max(1, repeat)
        self.profiler = profiler
        self.results: dict[str, dict[str, dict[str, Any]]] = {e: {} for e in engines}

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None) -> bool:
        item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
        entries = {e: {"outcome": None, "times_s": [], "engine_s": []} for e in self.engines}
        for engine, entry in entries.items():
            self.results[engine][item.nodeid] = entry
        active = list(self.engines)
        for rep in range(self.repeat):
            for engine in list(active):
                entry = entries[engine]
                timed.RECORDER.engine, timed.RECORDER.scenario, timed.RECORDER.rep = engine, item.nodeid, rep
                before = len(timed.RECORDER.calls)
                profiling = self.profiler is not None and rep > 0
                if profiling:
                    self.profiler.enable()
                try:
                    # Tear down only the test's own fixtures (the module and session stay set up, as
                    # between two tests of one feature file); the rest after the last run.
                    reports = runtestprotocol(item, log=False, nextitem=item.parent)
                finally:
                    if profiling:
                        self.profiler.disable()
                outcome = _outcome(reports)
                entry["times_s"].append(sum(r.duration for r in reports))
                entry["engine_s"].append(sum(c.ns for c in timed.RECORDER.calls[before:]
                                             if c.method != "snapshot") / 1e9)
                if entry["outcome"] in (None, "passed") or outcome == "failed":
                    entry["outcome"] = outcome
                if outcome == "skipped":
                    active.remove(engine)
        item.session._setupstate.teardown_exact(nextitem)
        item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
        return True


def _outcome(reports: list[pytest.TestReport]) -> str:
    if any(r.failed for r in reports):
        return "failed"
    if any(r.skipped for r in reports):
        return "skipped"
    return "passed"


def run(engines: list[str], repeat: int, profile: str | None = None) -> dict[str, Any]:
    from mtg_conformance.scenarios import project_root

    root = project_root()
    profiler = cProfile.Profile() if profile else None
    plugin = RepeatPlugin(engines, repeat, profiler)
    args = [f"--rootdir={root}", "-c", str(root / "pyproject.toml"), "-p", "no:cacheprovider", "-q",
            "--engine", "benchmarks.timed:TimedSelected", str(root / "features")]
    out = io.StringIO()
    with contextlib.ExitStack() as stack:
        stack.enter_context(contextlib.redirect_stdout(out))
        if "reference" in engines:   # also time its snapshots (part of each act)
            stack.enter_context(timed.timed_snapshots(lambda ns: timed.RECORDER.add("snapshot", "", ns)))
        code = pytest.main(args, plugins=[plugin])
    if profiler is not None and profile:
        profiler.dump_stats(profile)
    calls: dict[str, dict[str, list[int]]] = {e: defaultdict(list) for e in engines}
    for c in timed.RECORDER.calls:
        if c.rep == 0:
            continue                                  # warm-up
        calls[c.engine][c.method].append(c.ns)
        if c.method == "act":
            calls[c.engine][f"act:{c.detail}"].append(c.ns)
    return {"repeat": repeat, "pytest_exit": int(code),
            "pytest_tail": out.getvalue()[-3000:] if code not in (0, 1) else "",
            "engines": {e: {"engine": _engine_info(e), "scenarios": plugin.results[e], "calls_ns": dict(calls[e])}
                        for e in engines}}


def _engine_info(engine: str) -> dict[str, str]:
    made = timed.MAKERS[engine]()
    try:
        i = made.info()
        return {"name": i.name, "version": i.version}
    finally:
        made.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scenarios",
                                     description="Time every scenario several times on one or more engines.")
    parser.add_argument("--engines", default="reference", help="comma-separated: reference, phase")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", required=True, help="write the figures (JSON) here")
    parser.add_argument("--profile", metavar="PATH", help="save cProfile stats of the runs after the warm-up")
    args = parser.parse_args(argv)
    engines = [e.strip() for e in args.engines.split(",") if e.strip()]
    unknown = [e for e in engines if e not in timed.MAKERS]
    if unknown:
        parser.error(f"unknown engine(s) {unknown}: choose from {sorted(timed.MAKERS)}")
    result = run(engines, args.repeat, args.profile)
    Path(args.out).write_text(json.dumps(result), encoding="utf-8")
    return 0 if result["pytest_exit"] in (0, 1) else 3


if __name__ == "__main__":
    sys.exit(main())
