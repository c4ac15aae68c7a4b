"""Whose fault a result is (issue 30, item 1): ``failed`` for the engine's deviation, ``timeout`` for an
engine too slow to answer (never "a nondeterministic engine"), ``error`` for a fault of the suite itself,
each in the report, the table, JUnit's XML and the exit status (mtg_conformance.outcomes).

The first tests read :func:`outcomes.classify` on exceptions; the others run ``mtg-conformance run``
with a planted fault in a strategy, a stdio engine slower than ``--engine-timeout`` and an in-process
engine slower than ``--timeout`` once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis.errors import FlakyFailure, FlakyStrategyDefinition, InvalidArgument

from mtg_conformance import outcomes, report
from mtg_conformance.protocol import EngineFault, EngineTimeout, IllegalAction, MalformedRequest
from mtg_conformance.driver import ScenarioError

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = str(Path(__file__).parent / "fake_engines" / "hostile_stdio.py")
ONE = "exploring_with_an_empty_library"                    # one explore scenario


def _pytest_failed(msg: str) -> BaseException:
    try:
        pytest.fail(msg)
    except BaseException as exc:   # noqa: BLE001 - pytest's Failed is a BaseException
        return exc
    raise AssertionError("pytest.fail returned")


@pytest.mark.parametrize("exc, kind", [
    (AssertionError("Alice's life is 18, expected 20"), "failed"),
    (ScenarioError("there is no 'Forest' in hand"), "failed"),
    (EngineFault("the engine raised KeyError in act"), "failed"),
    (IllegalAction("not your turn"), "failed"),
    (MalformedRequest("unknown card"), "failed"),
    (_pytest_failed("the engine answered differently when Hypothesis replayed the same game"), "failed"),
    (EngineTimeout("did not answer 'act' within 1 s"), "timeout"),
    (_pytest_failed("Timeout (>3.0s) from pytest-timeout."), "timeout"),
    (IndexError("tuple index out of range"), "error"),
    (InvalidArgument("Cannot sample from a length-zero sequence."), "error"),
    (TypeError("'NoneType' object is not subscriptable"), "error"),
    (KeyError("Alice"), "error"),
], ids=lambda v: v if isinstance(v, str) else type(v).__name__)
def test_one_exception_is_the_engines_a_timeout_or_the_suites(exc: BaseException, kind: str) -> None:
    assert outcomes.classify(exc) == kind


def test_of_several_a_timeout_wins_then_the_engines_failure() -> None:
    group = ExceptionGroup("two", [IndexError("x"), AssertionError("y")])
    assert outcomes.classify(group) == "failed"
    assert outcomes.classify(ExceptionGroup("two", [IndexError("x"), KeyError("y")])) == "error"
    assert outcomes.classify(ExceptionGroup("two", [AssertionError("y"), EngineTimeout("slow")])) == "timeout"


def test_a_flaky_replay_is_the_engines_unless_its_first_run_timed_out_or_the_suite_raised() -> None:
    assert outcomes.classify(FlakyFailure("replay passed", [AssertionError("life 19")])) == "failed"
    assert outcomes.classify(FlakyStrategyDefinition("inconsistent data generation")) == "failed"
    timed_out = FlakyFailure("replay passed", [_pytest_failed("Timeout (>3.0s) from pytest-timeout.")])
    assert outcomes.classify(timed_out) == "timeout"
    assert outcomes.classify(FlakyFailure("replay passed", [IndexError("x")])) == "error"


def test_the_report_and_its_tables_know_both_outcomes() -> None:
    rows = [{"id": f"explore::{o}", "kind": "scenario", "name": o, "mechanic": "explore", "rulings": [],
             "rules": [], "outcome": o, "duration_s": 0.0, "message": ""} for o in ("passed", "error", "timeout")]
    doc = report.build(engine={"name": "x", "version": "1"}, results=rows)
    assert [r["outcome"] for r in doc["results"]] == ["error", "passed", "timeout"]
    head = report.mechanic_table(doc["results"])[0]
    assert head == "| mechanic | passed | failed | skipped | xfailed | xpassed | error | timeout |"
    old = {"results": [dict(r, outcome="passed") for r in rows]}
    comparison = report.compare(old, doc)
    assert sorted(c.id for c in comparison.regressions) == ["explore::error", "explore::timeout"]


# ---- whole runs ---------------------------------------------------------------------------------

def cli(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *args], cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
                          capture_output=True, text=True, timeout=600)


def results(tmp_path: Path) -> dict[str, dict]:
    return {r["id"]: r for r in json.loads((tmp_path / "r.json").read_text())["results"]}


PLANTED = '''
import mtg_conformance.strategies as strategies

def card_pool(capabilities, extra=()):
    """a fault planted in the suite's strategies: an index past the end of an empty tuple"""
    return ()[0]

strategies.card_pool = card_pool
'''


@pytest.mark.slow
def test_a_fault_planted_in_a_strategy_is_an_error_of_the_suite(tmp_path: Path) -> None:
    """The strategies' ``card_pool`` raises IndexError (a ``conftest.py`` in the working directory
    plants it before the properties import it): the properties that draw their setups from it are
    ``error``, in the report, the table, JUnit's XML and the exit status 6; a scenario, which does
    not use it, passes. An expectations entry does not make the error a known failure."""
    (tmp_path / "conftest.py").write_text(PLANTED)
    rid = "property::test_global::test_no_card_is_ever_lost_or_duplicated"
    (tmp_path / "known.toml").write_text(f'[[expect]]\nid = "{rid}"\nreason = "hides nothing"\n')
    done = cli(tmp_path, "run", "-p", "no:randomly", "-k", f"{ONE} or test_no_card_is_ever_lost",
               "--report", "r.json", "--junitxml", "j.xml", "--expectations", "known.toml")
    out = done.stdout + done.stderr
    assert done.returncode == 6, out[-3000:]
    got = results(tmp_path)
    assert got[rid]["outcome"] == "error", got[rid]
    assert got[rid]["message"].startswith("error in the suite itself, not the engine's fault"), got[rid]["message"][:500]
    assert "IndexError" in got[rid]["message"]
    assert [r["outcome"] for k, r in got.items() if k != rid] == ["passed"], got
    assert "| error |" in out or " error |" in out.split("conformance by mechanic")[1], out[-3000:]
    assert "errors of the suite itself" in out
    junit = ET.parse(tmp_path / "j.xml").getroot()
    errors = [case for case in junit.iter("testcase") if case.find("error") is not None]
    assert len(errors) == 1, ET.tostring(junit)[:2000]


@pytest.mark.slow
def test_a_stdio_engine_slower_than_its_engine_timeout_is_a_timeout(tmp_path: Path) -> None:
    done = cli(tmp_path, "run", "-p", "no:randomly", "-k", ONE, "--report", "r.json",
               "--engine-cmd", f"{sys.executable} {HOSTILE} slow-first-act 8", "--engine-timeout", "2")
    out = done.stdout + done.stderr
    assert done.returncode == 7, out[-3000:]
    (only,) = results(tmp_path).values()
    assert only["outcome"] == "timeout", only
    assert only["message"].startswith("timeout: the engine did not answer in time"), only["message"][:400]
    assert "did not answer 'act' within 2 s" in only["message"]
    assert "timeouts (not failures of the rules)" in out


@pytest.mark.slow
def test_a_property_cut_by_its_timeout_is_a_timeout_not_a_nondeterministic_engine(tmp_path: Path) -> None:
    """The in-process engine's 20th act sleeps 30 s, once: ``--timeout 4`` fires in the middle of a
    property's example; Hypothesis replays the example, which passes this time (FlakyFailure), and
    before issue 30 the suite called that a nondeterministic engine."""
    done = cli(tmp_path, "run", "-p", "no:randomly", "--engine", "tests.fake_engines.hostile_inprocess:OnceSlow",
               "-k", "test_illegal_actions_are_rejected", "--timeout", "4", "--report", "r.json",
               env={"SLOW_AT": "20", "SLOW_S": "30"})
    out = done.stdout + done.stderr
    assert done.returncode == 7, out[-3000:]
    (only,) = results(tmp_path).values()
    assert only["outcome"] == "timeout", only
    assert "nondeterministic" not in only["message"], only["message"][:800]
    assert only["message"].startswith("timeout: "), only["message"][:400]


# ---- issue 30 item 5: which suite ran; compare says when it differs ----------------------------

def _doc(outcome: str, suite: dict) -> dict:
    return {"engine": {"name": "x", "version": "1"}, "suite": suite,
            "results": [{"id": "explore::A", "kind": "scenario", "name": "A", "mechanic": "explore",
                         "rulings": [], "rules": [], "outcome": outcome, "duration_s": 0.0, "message": ""}]}


def test_a_report_records_the_suites_version_commit_and_content_hash() -> None:
    info = report.build(engine={"name": "x", "version": "1"}, results=[])["suite"]
    assert set(info) == {"version", "rules_edition", "commit", "content_hash"}
    assert info["content_hash"].startswith("sha256:") and len(info["content_hash"]) == 71
    assert info["commit"] is None or len(info["commit"]) == 40


def test_compare_says_when_the_suite_content_or_commit_differs_and_its_verdict_matches_its_exit() -> None:
    base = {"version": "0.1.0", "rules_edition": "2026-04-17"}
    a = _doc("passed", base | {"commit": "a" * 40, "content_hash": "sha256:" + "1" * 64})
    b = _doc("failed", base | {"commit": "b" * 40, "content_hash": "sha256:" + "2" * 64})
    same = _doc("passed", base | {"commit": "b" * 40, "content_hash": "sha256:" + "1" * 64})
    c = report.compare(a, b)
    text = "\n".join(report.comparison_markdown(c, a, b, "a.json", "b.json"))
    assert report.regressed(c) and "**Verdict: regressed** (exit 1)" in text
    assert "**Different suite content**" in text and "commit aaaaaaaaaaaa" in text
    text = "\n".join(report.comparison_markdown(report.compare(a, same), a, same))
    assert "**Verdict: no regression** (exit 0)." in text and "Suite commits differ" in text
    assert "Different suite content" not in text
    text = "\n".join(report.comparison_markdown(report.compare(a, a), a, a))
    assert "differ" not in text.lower()
    skipped = _doc("skipped", base)
    assert [ch.id for ch in report.compare(skipped, _doc("passed", base)).progressions] == ["explore::A"]
