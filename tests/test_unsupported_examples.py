"""Issue 13, items 3 and 4: an example of a property that the engine cannot run is set aside and
counted, not a reason to skip the whole property; skips are summed up by reason, marking those no
expectations entry expects.

Command-line runs against engines of ``tests/broken_engines.py``: ``OneGameInTen`` (a correct
engine that answers ``Unsupported`` to nine setups in ten) and ``NoGame`` (answers it to every
setup)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXPLORE = "property::test_mechanics::test_explore_conserves_cards_and_counts_counters"
PLANES_NAME = "test_planechase_invariants"
PLANES = f"property::test_mechanics::{PLANES_NAME}"
"""A second property, of another mechanic, with many distinct setups (one whose strategy has only
three, like test_a_token_is_not_melded's, may by chance have none of the one in ten that
``OneGameInTen`` sets up)."""
SELECT = ("-k", f"test_explore_conserves_cards_and_counts_counters or {PLANES_NAME}")


def run(tmp_path: Path, engine: str, *args: str) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "CI": "1"}      # the ci profile: derandomized
    report = tmp_path / f"{engine}.json"
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", *SELECT, "-p", "no:randomly",
                           "--engine", f"tests.broken_engines:{engine}", "--report", str(report), *args,
                           str(ROOT / "properties" / "test_mechanics.py")],   # where SELECT is (issue 18 item 7)
                          cwd=tmp_path, env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    results = {r["id"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]} if report.exists() else {}
    return done, results


def test_the_examples_an_engine_can_run_are_run_and_the_others_counted(tmp_path: Path) -> None:
    done, results = run(tmp_path, "OneGameInTen")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    for rid in (EXPLORE, PLANES):
        r = results[rid]
        assert r["outcome"] == "passed", r             # not skipped wholesale
        examples = r["examples"]
        assert examples["run"] >= 1 and examples["unsupported"] >= 1
        assert examples["unsupported_reasons"] == {"this engine sets up one game in ten": examples["unsupported"]}
    assert results[EXPLORE]["examples"]["run"] >= 40   # the ci profile's 40 examples, all checked
    line = next(ln for ln in done.stdout.splitlines() if ln.startswith(EXPLORE + ":"))
    ex = results[EXPLORE]["examples"]
    assert f"{ex['run']} example(s) ran, {ex['unsupported']} unsupported: this engine sets up one game in ten" in line


@pytest.mark.slow   # issue 18 item 7: a second whole run of OneGameInTen; the one above stays in the quick check
def test_a_profile_that_keeps_the_filter_health_check_still_runs_and_counts(tmp_path: Path) -> None:
    """An engine that can run few examples is a count, not a FailedHealthCheck (filter_too_much),
    whatever the profile."""
    done, results = run(tmp_path, "OneGameInTen", "-p", "tests.strict_hypothesis_profile",
                        "--hypothesis-profile", "strict")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "FailedHealthCheck" not in done.stdout
    assert results[EXPLORE]["outcome"] == "passed"
    assert results[EXPLORE]["examples"]["run"] >= 40


def test_a_property_no_example_of_which_can_run_is_skipped_with_the_reason_and_counts(tmp_path: Path) -> None:
    (tmp_path / "known.toml").write_text(
        f'[[expect]]\nid = "{PLANES}"\noutcome = "expect-skip"\nreason = "no game yet"\n', encoding="utf-8")
    done, results = run(tmp_path, "NoGame", "--expectations", "known.toml", "--allow-empty")   # all skipped
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    explore, planes = results[EXPLORE], results[PLANES]
    assert explore["outcome"] == planes["outcome"] == "skipped"
    assert explore["examples"] == {"run": 0, "unsupported": 40,
                                   "unsupported_reasons": {"this engine sets up no game": 40}}
    assert explore["message"] == "unsupported by the engine: this engine sets up no game (none of 40 example(s) could run)"
    # item 4: the skip an expectations entry expects carries its reason; the summary groups the
    # skips by reason and marks the one no entry expects
    assert planes["expected_skip"] == "no game yet" and "expected_skip" not in explore
    summary = done.stdout.split("skipped results by reason")[1].splitlines()
    assert "2 skipped, 1 of them not expected by any expectations entry (marked !):" in summary
    assert f"! 1  {explore['message']}  (not expected)" in summary
    assert any(ln.startswith("  1  unsupported by the engine: this engine sets up no game (none of") for ln in summary)


@pytest.mark.parametrize("outcome", ["expect-skip", "skip"])
def test_an_expected_skip_entry_does_not_hide_a_result_that_runs(tmp_path: Path, outcome: str) -> None:
    """``expect-skip`` runs the result (it passes on an engine that can run it); ``skip`` does not
    run it (reported skipped, and expected)."""
    (tmp_path / "known.toml").write_text(
        f'[[expect]]\nid = "{PLANES}"\noutcome = "{outcome}"\nreason = "r"\n', encoding="utf-8")
    done, results = run(tmp_path, "OneGameInTen", "--expectations", "known.toml", "-k", PLANES_NAME,
                        *(["--allow-empty"] if outcome == "skip" else []))   # its one result is not run
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    planes = results[PLANES]
    if outcome == "expect-skip":
        assert planes["outcome"] == "passed" and "expected_skip" not in planes
    else:
        assert planes["outcome"] == "skipped" and planes["expected_skip"] == "r"
        assert "examples" not in planes


def test_an_example_the_propertys_own_filter_rejects_is_not_counted_as_run() -> None:
    """G21: Hypothesis's UnsatisfiedAssumption (a strategy's .filter(), assume()) raised inside an
    example means it did not run; counting it as run kept a property whose other examples were all
    unsupported from being skipped, and it failed with Unsatisfiable, blaming the suite's filters."""
    import hypothesis.errors

    from mtg_conformance.plugin import ExampleTally

    tally = ExampleTally(limit=100)

    def filtered() -> None:
        raise hypothesis.errors.UnsatisfiedAssumption()

    with pytest.raises(hypothesis.errors.UnsatisfiedAssumption):
        tally.wrap(filtered)()
    assert (tally.ran, tally.unsupported) == (0, 0)
