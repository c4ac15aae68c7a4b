"""``mtg-conformance`` as a user runs it: in a subprocess, from some other directory, reading the
report it writes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance.cli import main
from mtg_conformance.corpus import COVERED_SOURCES, load_units, not_testable
from mtg_conformance.report import OPTIONAL_RESULT_KEYS, RESULT_KEYS
from mtg_conformance.scenarios import load_scenarios

TIMEOUT = 180


ENV: dict[str, str] = dict(os.environ)


@pytest.fixture(scope="module", autouse=True)
def _bytecode_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Let the subprocesses share compiled bytecode, kept outside the checkout (the runs are several
    times faster than with PYTHONDONTWRITEBYTECODE)."""
    ENV.pop("PYTHONDONTWRITEBYTECODE", None)
    # the session's shared cache when there is one (tests/conftest.py): a fresh one compiles everything again
    ENV.setdefault("PYTHONPYCACHEPREFIX", str(tmp_path_factory.getbasetemp() / "pycache"))


def cli(*args: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "mtg_conformance.cli", *args], cwd=cwd, env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")


def finish(proc: subprocess.Popen[str]) -> subprocess.CompletedProcess[str]:
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"{proc.args} did not finish in {TIMEOUT}s:\n{out}\n{err}")
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return finish(cli(*args, cwd=cwd))


class Run:
    def __init__(self, done: subprocess.CompletedProcess[str], report_path: Path) -> None:
        self.done = done
        self.report_path = report_path
        self.report: dict[str, Any] = json.loads(report_path.read_text(encoding="utf-8")) \
            if report_path.exists() else {}

    @property
    def results(self) -> list[dict[str, Any]]:
        return self.report["results"]

    def outcomes(self) -> dict[str, str]:
        return {r["id"]: r["outcome"] for r in self.results}

    def explain(self) -> str:
        return f"exit {self.done.returncode}\nstdout:\n{self.done.stdout[-3000:]}\nstderr:\n{self.done.stderr[-3000:]}"


@pytest.fixture(scope="module")
def runs(reference_runs: dict[str, Any]) -> Iterator[dict[str, Run]]:
    """The whole suite run serially and with two xdist workers, each from its own directory with a
    relative report path: the session's shared default reference run (tests/conftest.py)."""
    yield {name: Run(subprocess.CompletedProcess(run.args, run.returncode, run.stdout, run.stderr),
                     Path(run.report_path)) for name, run in reference_runs.items()}


def test_run_exits_zero_and_writes_the_report(runs: dict[str, Run]) -> None:
    run = runs["serial"]
    assert run.done.returncode == 0, run.explain()
    assert run.report_path.is_file(), run.explain()
    assert list(run.report) == ["engine", "suite", "results"]
    assert run.report["engine"]["name"] == "reference"
    assert "conformance by mechanic" in run.done.stdout


def test_every_result_passed(runs: dict[str, Run]) -> None:
    run = runs["serial"]
    assert run.results, run.explain()
    not_passed = {r["id"]: (r["outcome"], r["message"]) for r in run.results if r["outcome"] != "passed"}
    assert not not_passed
    for r in run.results:
        assert tuple(k for k in r if k not in OPTIONAL_RESULT_KEYS) == RESULT_KEYS, tuple(r)
        assert set(r) - set(RESULT_KEYS) <= set(OPTIONAL_RESULT_KEYS)
        assert r["message"] == ""
        assert isinstance(r["duration_s"], float) and r["duration_s"] >= 0


def scenario_ids(run: Run) -> list[str]:
    return [r["id"] for r in run.results if r["kind"] == "scenario"]


def test_ids_are_unique_sorted_and_stable(runs: dict[str, Run]) -> None:
    first, second = runs["serial"], runs["parallel"]
    assert second.done.returncode == 0, second.explain()
    ids = [r["id"] for r in first.results]
    assert len(ids) == len(set(ids))
    assert ids == sorted(ids)
    assert scenario_ids(first) == scenario_ids(second)
    assert [r["id"] for r in second.results] == ids
    assert first.report["engine"] == second.report["engine"]
    assert first.report["suite"] == second.report["suite"]


def test_results_are_the_indexed_scenarios(runs: dict[str, Run]) -> None:
    results = runs["serial"].results
    scenarios = {s.id: s for s in load_scenarios()}
    scenario_results = [r for r in results if not r["id"].startswith("property::")]
    assert {r["kind"] for r in scenario_results} == {"scenario"}
    assert all(r["kind"] == "property" for r in results if r["id"].startswith("property::"))
    base = {r["id"].rsplit("[", 1)[0] if r["id"].endswith("]") else r["id"]: r for r in scenario_results}
    assert set(base) == set(scenarios)
    for sid, r in base.items():
        s = scenarios[sid]
        assert r["name"] == s.name
        assert r["mechanic"] == s.mechanic
        assert set(r["rulings"]) == set(s.rulings)
        assert set(r["rules"]) == set(s.rules)


def test_mechanics_explore_and_land_plays_are_present(runs: dict[str, Run]) -> None:
    mechanics = {r["mechanic"] for r in runs["serial"].results}
    assert {"explore", "land-plays"} <= mechanics
    assert all(r["id"].startswith(f"{r['mechanic']}::") for r in runs["serial"].results
               if r["mechanic"] in ("explore", "land-plays") and r["kind"] == "scenario")


ENTER_THE_UNKNOWN = {"000_5643a24e11c05965", "002_40dd070747ae974b", "003_5f5db75ea8264ede"}


def test_every_unit_of_the_covered_sources_has_a_result(runs: dict[str, Run]) -> None:
    assert COVERED_SOURCES >= ENTER_THE_UNKNOWN
    cited = {uid for r in runs["serial"].results for uid in r["rulings"]}
    exempt = not_testable()   # units no engine can be tested on, each with its reason
    covered = [u.id for u in load_units()
               if u.source in ENTER_THE_UNKNOWN or (u.source in COVERED_SOURCES and u.id not in exempt)]
    assert {uid.split("#")[0] for uid in covered} >= ENTER_THE_UNKNOWN
    assert [uid for uid in covered if uid not in cited] == []
    known = {u.id for u in load_units()}
    assert cited <= known


def test_parallel_run_gives_the_same_results(runs: dict[str, Run]) -> None:
    serial, parallel = runs["serial"], runs["parallel"]
    assert parallel.done.returncode == 0, parallel.explain()
    assert parallel.outcomes() == serial.outcomes()        # the scenarios and the properties
    strip = lambda r: {k: v for k, v in r.items() if k != "duration_s"}  # noqa: E731
    assert [strip(r) for r in parallel.results] == [strip(r) for r in serial.results]
    assert parallel.report["engine"] == serial.report["engine"]


def test_unknown_engine_is_named_and_fails(tmp_path: Path) -> None:
    done = run_cli("run", "--engine", "nosuch", "--report", "r.json", cwd=tmp_path)
    assert done.returncode != 0
    assert "nosuch" in done.stdout + done.stderr
    assert not (tmp_path / "r.json").exists()


@pytest.mark.parametrize("spec, says", [
    ("no_such_module_xyz:Engine", "no_such_module_xyz"),
    ("mtg_reference_engine:NoSuchEngine", "NoSuchEngine"),
])
def test_unloadable_engine_is_named_and_fails(tmp_path: Path, spec: str, says: str) -> None:
    done = run_cli("run", "--engine", spec, cwd=tmp_path)
    assert done.returncode != 0
    assert says in done.stdout + done.stderr


def test_rulings_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)            # in process: what the command prints, from any directory
    assert main(["rulings"]) == 0
    out = capsys.readouterr().out
    assert "Coverage:" in out
    for unit in load_units():
        assert unit.id in out


def test_rulings_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["rulings", "--json"]) == 0
    units = json.loads(capsys.readouterr().out)["units"]
    assert len(units) == 72 == len(load_units())
    assert [u["id"] for u in units] == [u.id for u in load_units()]
    scenario_ids = {s.id for s in load_scenarios()}
    for u in units:
        assert set(u) >= {"id", "source", "date", "language", "group", "text", "scenarios"}
        assert set(u["scenarios"]) <= scenario_ids
        if u["source"] in COVERED_SOURCES:
            assert u["scenarios"] or u.get("not_testable"), u["id"]


def test_version_and_usage(tmp_path: Path) -> None:
    done = run_cli("--version", cwd=tmp_path)      # the installed command itself, once
    assert done.returncode == 0 and "mtg-conformance" in done.stdout
    done = run_cli(cwd=tmp_path)
    assert done.returncode == 2 and "run" in done.stderr


def test_an_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["rulings", "--bogus"])
    assert exited.value.code == 2 and "--bogus" in capsys.readouterr().err


def test_cli_does_not_depend_on_the_current_directory(tmp_path: Path) -> None:
    # an environment without the project root on sys.path still finds the installed suite; extra
    # arguments go to pytest (-k selects by feature file: scenarios are collected as test_NNN)
    env = {k: v for k, v in ENV.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "-q", "-k", "land-plays.feature",
                           "--report", str(tmp_path / "k.json")], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stdout + done.stderr
    results = json.loads((tmp_path / "k.json").read_text(encoding="utf-8"))["results"]
    assert results and all(r["mechanic"] == "land-plays" for r in results)
    assert all(r["outcome"] == "passed" for r in results)


def test_arguments_naming_files_of_the_suite_are_all_that_is_collected(tmp_path: Path) -> None:
    """``run PATH``: a feature file, a property module (with or without ``::test``) or a folder of
    the suite replaces the default targets (every feature and property); anything else does not."""
    from mtg_conformance.cli import _names_part_of_the_suite
    from mtg_conformance.suite import suite_root

    root = suite_root()
    assert _names_part_of_the_suite(str(root / "features" / "explore.feature"), root)
    assert _names_part_of_the_suite(f"{root / 'properties' / 'test_global.py'}::test_x", root)
    assert _names_part_of_the_suite(str(root / "properties"), root)
    (tmp_path / "explore.feature").write_text("Feature: mine\n", encoding="utf-8")
    for other in ("explore", "-k", "land-plays.feature", str(tmp_path / "explore.feature"), str(root / "tests"),
                  str(root / "features" / "no-such.feature")):
        assert not _names_part_of_the_suite(other, root), other
