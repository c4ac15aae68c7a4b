"""A property that fails on a slow engine reports its counterexample, never the per-test timeout:
shrinking is bounded by a budget below the timeout (mtg_conformance.properties.shrink_budget).

The end-to-end check runs the card-conservation property through the command line against
``tests.broken_engines:SlowDuplicatesCards`` (a duplicated card; every action takes 0.2 s, so that
shrinking the failure fully takes minutes), once as shipped and once with the budget removed (the
bug this guards against; ``slow``: it waits out the timeout). Nothing here times anything: the verdict is which message
the run reports.

Without the budget, pytest-timeout's default (signal) method raises its "Timeout" inside the
example being shrunk, and Hypothesis takes it for one more failure to shrink: the run then goes on
for minutes and ends in "Timeout" or FlakyStrategyDefinition. So the run without the budget uses
``--timeout-method=thread``, which ends the whole run at the timeout, with the same verdict:
the timeout fires before Hypothesis reports a counterexample."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis.internal.conjecture import engine as conjecture_engine

from mtg_conformance import plugin, properties

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 45
"""The per-test timeout of the runs: far below what shrinking the failure fully takes."""
BUDGET = 2
PROPERTY = "property::test_global::test_no_card_is_ever_lost_or_duplicated"
WITHOUT_BUDGET = ("import contextlib, sys, pytest\n"
                  "import mtg_conformance.properties as p\n"
                  "p.shrink_budget = lambda seconds: contextlib.nullcontext()\n"
                  "import mtg_conformance.cli as cli\n"
                  "cli.supervise = lambda args, *a, **k: int(pytest.main(args))   # in this process, where the patch is\n"
                  "import tests.broken_engines as b\n"
                  # The harness's own per-action card census finds the duplication at once and a
                  # 0.2 s engine then shrinks within the timeout; at 1 s an action it cannot.
                  "b.SlowDuplicatesCards.SLOW_ACT = 1.0\n"
                  "sys.exit(cli.main(sys.argv[1:]))\n")


def test_the_budget_follows_the_profile_the_option_and_the_timeout() -> None:
    assert properties.shrink_seconds("ci", None) == properties.SHRINK_SECONDS["ci"] == 10
    assert properties.shrink_seconds("thorough", None) == 60
    assert properties.shrink_seconds("someone's own", None) == 10
    assert properties.shrink_seconds("ci", None, requested=25) == 25
    assert properties.shrink_seconds("thorough", 120) == 40          # a third of the timeout
    assert properties.shrink_seconds("ci", 12, requested=25) == 4
    assert properties.shrink_seconds("ci", 0) == 10                  # --timeout 0: no timeout


def test_the_budget_is_hypothesis_shrink_limit_while_it_is_in_force() -> None:
    default = conjecture_engine.MAX_SHRINKING_SECONDS                # fails if Hypothesis renames it
    with properties.shrink_budget(3.5):
        assert conjecture_engine.MAX_SHRINKING_SECONDS == 3.5
    assert conjecture_engine.MAX_SHRINKING_SECONDS == default


def _start(tmp_path: Path, name: str, prefix: list[str], *extra: str) -> tuple[subprocess.Popen[str], Path]:
    report = tmp_path / f"{name}.json"
    env = {**os.environ, "CI": "true", "PYTHONPATH": str(ROOT)}
    args = ["run", "--engine", "tests.broken_engines:SlowDuplicatesCards", "-k", "test_no_card_is_ever_lost",
            "--timeout", str(TIMEOUT), "--shrink-seconds", str(BUDGET), "--report", str(report), "-p", "no:cacheprovider", *extra,
            str(ROOT / "properties" / "test_global.py")]    # the property's module only (issue 18 item 7)
    proc = subprocess.Popen([sys.executable, *prefix, *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return proc, report


def _finish(started: dict[str, tuple[subprocess.Popen[str], Path]]) -> dict[str, tuple[str, dict | None]]:
    done = {}
    for name, (proc, report) in started.items():
        out, _ = proc.communicate(timeout=TIMEOUT * 4)
        results = json.loads(report.read_text())["results"] if report.exists() else []
        done[name] = (out, next((r for r in results if r["id"] == PROPERTY), None))
    return done


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, dict | None]]:
    """The failing run with the budget, and as an expected failure, started together."""
    tmp_path = tmp_path_factory.mktemp("shrink")
    expectations = tmp_path / "expected.toml"
    expectations.write_text(f'[[expect]]\nid = "{PROPERTY}"\nreason = "duplicates cards"\n', encoding="utf-8")
    return _finish({"budget": _start(tmp_path, "budget", ["-m", "mtg_conformance.cli"], "--hypothesis-show-statistics"),
                    "expected": _start(tmp_path, "expected", ["-m", "mtg_conformance.cli"],
                                       "--hypothesis-show-statistics", "--expectations", str(expectations))})


@pytest.fixture(scope="module")
def run_without_budget(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict | None]:
    """The same failing run with the budget removed (it runs until the timeout)."""
    tmp_path = tmp_path_factory.mktemp("no-budget")
    return _finish({"no budget": _start(tmp_path, "no-budget", ["-c", WITHOUT_BUDGET], "--timeout-method=thread")})["no budget"]


def test_a_slow_failing_property_reports_its_counterexample_not_a_timeout(runs) -> None:
    out, result = runs["budget"]
    assert result is not None, f"the run wrote no report:\n{out[-3000:]}"
    assert result["outcome"] == "failed"
    assert "Timeout" not in result["message"] and "Timeout" not in out
    assert "Scenario: Found by a property" in result["message"]        # the (partly shrunk) counterexample
    assert "after action" in out and "Scenario: Found by a property" in out   # the card census check
    assert f"shrinking stopped at the shrink budget ({BUDGET:g} s per property" in out


@pytest.mark.slow   # issue 18 item 7: it waits out the 45 s timeout; the budget's own test stays quick
def test_without_the_budget_the_timeout_replaces_the_counterexample(run_without_budget) -> None:
    """The test of the test: the run above, with shrinking unbounded, ends in the timeout."""
    out, result = run_without_budget
    assert result is None                                   # the timeout ended the run
    assert "Timeout" in out and "Scenario: Found by a property" not in out


def _shrink_phase(out: str) -> str:
    """The statistics line of the shrink phase's test cases (``--hypothesis-show-statistics``)."""
    after = out.split("during shrink phase", 1)[1]
    return next(line for line in after.splitlines() if "passing" in line)


def _generate_phase(out: str) -> str:
    """The statistics line of the generate phase's test cases (``--hypothesis-show-statistics``)."""
    after = out.split("during generate phase", 1)[1]
    return next(line for line in after.splitlines() if "passing" in line)


def test_an_expected_failure_is_not_shrunk(runs) -> None:
    """An expected failure (here from --expectations) ends at its first failing example: it is not
    shrunk (no shrink phase; its budget is 0 too), Hypothesis does not go on looking for other
    failures (one failing test case generated), and the run reports it as expected."""
    out, result = runs["expected"]
    assert result is not None and result["outcome"] == "xfailed", out[-3000:]
    assert "during shrink phase" not in out, _shrink_phase(out)
    assert ", 1 failing," in _generate_phase(out), _generate_phase(out)


class _Item:
    """What shrink_budget_of reads of a test item."""

    def __init__(self, markers: dict[str, tuple], options: dict[str, object], ini_timeout: str = "600") -> None:
        self.markers, self.options, self.ini_timeout = markers, options, ini_timeout
        self.config = self

    def get_closest_marker(self, name: str):
        return getattr(pytest.mark, name)(*self.markers[name]).mark if name in self.markers else None

    def getoption(self, name: str, default=None):
        return self.options.get(name.lstrip("-").replace("-", "_"), default)

    def getini(self, name: str) -> str:
        return self.ini_timeout


@pytest.mark.parametrize("markers, options, budget", [
    ({}, {}, properties.shrink_seconds(properties.current_profile(), 600)),
    ({}, {"timeout": 12.0}, 4),
    ({}, {"shrink_seconds": 3.0}, 3),
    ({"timeout": (9,)}, {"timeout": 120.0}, 3),
    ({"xfail": ()}, {"shrink_seconds": 3.0}, 0),
    ({"xfail": ()}, {}, 0),
])
def test_each_test_gets_its_budget(markers, options, budget) -> None:
    assert plugin.shrink_budget_of(_Item(markers, options)) == budget
