"""Issue 14 (part B): bad input — report files, feature files, expectations — gets the documented exit
code and one line naming the file, never a traceback or a silent loss (findings F12, F15, F16, F18,
F19 and the smaller ones of F24)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import expectations, report
from mtg_conformance.cli import main
from mtg_conformance.html_report import scenario_details
from mtg_conformance.rulings import main as rulings_main
from mtg_conformance.scenarios import ScenarioIndexError, load_scenarios

ROOT = Path(__file__).resolve().parents[1]


def result(id: str, outcome: str = "passed", **extra: Any) -> dict[str, Any]:
    return {"id": id, "kind": "scenario", "name": id.partition("::")[2], "mechanic": "explore", "rulings": [],
            "rules": [], "outcome": outcome, "duration_s": 0.01, "message": "", **extra}


def write(path: Path, results: list[dict[str, Any]], suite: dict[str, str] | None = None) -> Path:
    report.write(path, engine={"name": "e", "version": "1"}, results=results)
    if suite is not None:
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["suite"] = suite
        path.write_text(json.dumps(doc), encoding="utf-8")
    return path


# ---- bad report files (F15) --------------------------------------------------------------------

BAD_REPORTS = {
    "badutf8": b'{"engine": {"name": "e\xff\xfe", "version": "1"}, "results": []}',
    "rulings_int": json.dumps({"engine": {"name": "e", "version": "1"}, "results": [result("explore::a", rulings=5)]}),
    "rulings_list": json.dumps({"engine": {"name": "e", "version": "1"}, "results": [result("explore::a", rulings=[["x"]])]}),
    "suite_str": json.dumps({"engine": {"name": "e", "version": "1"}, "suite": "0.2.0", "results": []}),
    "name_int": json.dumps({"engine": {"name": 5, "version": "1"}, "results": []}),
    "deep": "[" * 100_000,
    "bigint": '{"engine": {"name": "e", "version": "1"}, "results": [], "n": ' + "9" * 5000 + "}",    # G15
}


@pytest.mark.parametrize("name", sorted(BAD_REPORTS))
@pytest.mark.parametrize("command", ["report", "report --html", "compare"])
def test_a_bad_report_file_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
                                                 command: str) -> None:
    """F15: these crashed ``report``, ``report --html`` and ``compare`` with tracebacks (exit 1)."""
    bad = tmp_path / f"{name}.json"
    data = BAD_REPORTS[name]
    bad.write_bytes(data if isinstance(data, bytes) else data.encode())
    good = write(tmp_path / "good.json", [result("explore::a")])
    argv = {"report": ["report", str(bad)], "report --html": ["report", str(bad), "--html", str(tmp_path / "p.html")],
            "compare": ["compare", str(good), str(bad)]}[command]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(bad) in err, err


def test_a_surrogate_in_a_report_file_is_shown_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """F15: a ``"\\ud800"`` escape in the engine name crashed ``report`` and ``compare`` on print."""
    path = tmp_path / "s.json"
    path.write_text('{"engine": {"name": "e\\ud800", "version": "1"}, "results": []}', encoding="utf-8")
    assert main(["report", str(path)]) == 0
    assert "e\\ud800 1" in capsys.readouterr().out


def test_report_into_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    """F24: ``mtg-conformance report … | head`` ended with a BrokenPipeError traceback."""
    path = write(tmp_path / "r.json", [result(f"explore::{i}") for i in range(3000)])
    proc = subprocess.run(f"{sys.executable} -m mtg_conformance.cli compare {path} {path} | head -1",
                          shell=True, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr


# ---- compare (F16) -----------------------------------------------------------------------------

def test_compare_refuses_reports_of_different_suite_versions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """F16: a report of suite 0.0.1 (rules 2019-01-01) compared with exit 0, "127 removed results"."""
    old = write(tmp_path / "old.json", [result("explore::a")], suite={"version": "0.0.1", "rules_edition": "2019-01-01"})
    new = write(tmp_path / "new.json", [result("explore::a")])
    assert main(["compare", str(old), str(new)]) == 2
    err = capsys.readouterr().err
    assert "is from suite 0.0.1 (Comprehensive Rules 2019-01-01)" in err and "run both with the same suite" in err


@pytest.mark.parametrize("kept", [0, 1])
def test_compare_counts_missing_results_as_regressions(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       kept: int) -> None:
    """F16: an empty or partial (interrupted) report gave "0 regressions … N removed results", exit 0."""
    old = write(tmp_path / "old.json", [result("explore::a"), result("explore::b")])
    new = write(tmp_path / "new.json", [result("explore::a")][:kept])
    assert main(["compare", str(old), str(new)]) == 1
    out = capsys.readouterr().out
    missing = 2 - kept
    assert f"{missing} result{'s' if missing > 1 else ''} of the old run {'are' if missing > 1 else 'is'} missing " \
           f"from the new one: each counts as a regression" in out
    assert main(["compare", str(old), str(old)]) == 0


# ---- feature files (F12, F15, F19) -------------------------------------------------------------

GOOD = """@mechanic:explore
Feature: Good
  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: Fine
    Given it is Alice's precombat main phase
"""
DUPLICATE = GOOD + """
  @ruling:000_5643a24e11c05965#4 @cr:701.44a
  Scenario: Fine
    Given it is Bob's precombat main phase
"""
BAD_FEATURES = {
    "dup": (DUPLICATE.encode(), "dup.feature:8: scenario 'Fine' has the name of the scenario at line 4; give each "
                                "scenario of a file its own name"),
    "bom": (b"\xef\xbb\xbf" + GOOD.encode(), "bom.feature:1: the file starts with a byte-order mark (BOM); save it as "
                                             "UTF-8 without a BOM"),
    "badutf8": (GOOD.replace("Fine", "Fine \udcff").encode("utf-8", "surrogateescape"),
                "badutf8.feature:4: the file is not valid UTF-8 (byte 0xff at offset "),
    "emptyruling": (GOOD.replace("@ruling:000_5643a24e11c05965#4", "@ruling:").encode(),
                    "scenario 'Fine': an empty @ruling: tag"),
    "emptycr": (GOOD.replace("@cr:701.44a", "@cr:").encode(), "scenario 'Fine': an empty @cr: tag"),
    "unknowncr": (GOOD.replace("@cr:701.44a", "@cr:701.44a @cr:999.99z").encode(),
                  "unknowncr.feature:4: scenario 'Fine': @cr:999.99z: not a rule of the Comprehensive Rules 2026-04-17"),
    "rulecr": (GOOD.replace("@cr:701.44a", "@cr:702.999").replace("Scenario:", "Rule: Emerge\n  Scenario:").encode(),
                "scenario 'Fine': @cr:702.999: not a rule of the Comprehensive Rules 2026-04-17"),
}


@pytest.mark.parametrize("name", sorted(BAD_FEATURES))
def test_a_bad_feature_file_is_one_error_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    """F12 (the first of two scenarios with one name was silently dropped), F15 (invalid UTF-8 gave
    tracebacks in ``rulings``, ``run --expectations`` and ``report --html``), F19 (a BOM was reported
    as a syntax error on a valid line; an empty ``@ruling:`` printed an invisible id)."""
    data, words = BAD_FEATURES[name]
    (tmp_path / f"{name}.feature").write_bytes(data)
    with pytest.raises(ScenarioIndexError, match=None) as caught:
        load_scenarios(tmp_path)
    assert words in str(caught.value) and len(str(caught.value).splitlines()) == 1, str(caught.value)
    assert rulings_main(["--features", str(tmp_path)]) == 2
    assert words in capsys.readouterr().err


def test_expectations_name_a_bad_feature_file_in_one_line(tmp_path: Path) -> None:
    """F15: ``run --expectations`` over a feature file that is not UTF-8 ended in ``INTERNALERROR>
    UnicodeDecodeError`` (exit 3); reading the suite's ids now raises the one-line error the plugin
    turns into a usage error (exit 4)."""
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "badutf8.feature").write_bytes(BAD_FEATURES["badutf8"][0])
    with pytest.raises(ScenarioIndexError) as caught:
        expectations.known_in(tmp_path)
    assert BAD_FEATURES["badutf8"][1] in str(caught.value) and len(str(caught.value).splitlines()) == 1


def test_the_html_page_keeps_the_steps_of_the_files_that_parse(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """F19: one feature file that did not parse dropped every scenario's steps without a warning."""
    (tmp_path / "good.feature").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bom.feature").write_bytes(BAD_FEATURES["bom"][0])
    details = scenario_details(tmp_path)
    assert details["good::Fine"].steps == (("Given", "it is Alice's precombat main phase"),)
    err = capsys.readouterr().err
    assert "warning:" in err and "bom.feature:1: the file starts with a byte-order mark" in err


def test_a_bad_feature_file_in_a_run_is_a_failed_result_naming_it(tmp_path: Path) -> None:
    """F12, F19 in a run: the file is a failed ``(feature file)`` result with the one-line error
    (before, the duplicate ran only its second scenario, the BOM gave a misleading parse error, and
    an empty ``@ruling:``/``@cr:`` tag or a ``@cr:`` number the rules do not have was accepted)."""
    project = tmp_path / "project"
    project.mkdir()
    for name in ("steps", "conftest.py", "pyproject.toml"):
        source = ROOT / name
        target = project / name
        if source.is_dir():
            import shutil
            shutil.copytree(source, target)
        else:
            target.write_bytes(source.read_bytes())
    (project / "features").mkdir()
    bad = ("dup", "bom", "emptyruling", "emptycr", "unknowncr")
    for name in bad:
        (project / "features" / f"{name}.feature").write_bytes(BAD_FEATURES[name][0])
    out = project / "r.json"
    proc = subprocess.run([sys.executable, "-m", "pytest", "features", "--mtg-report", str(out), "-q",
                           "-p", "no:cacheprovider", "-p", "no:randomly"], cwd=project, capture_output=True,
                          text=True, timeout=300, env={"PYTHONPATH": str(project), "PATH": "/usr/bin:/bin"})
    got = {r["id"]: r for r in json.loads(out.read_text(encoding="utf-8"))["results"]}
    assert set(got) == {f"{name}::(feature file)" for name in bad}, (got, proc.stdout[-2000:])
    assert proc.returncode == 1, proc.stdout[-2000:]
    for name in bad:
        message = got[f"{name}::(feature file)"]["message"]
        assert BAD_FEATURES[name][1] in message and f"{name}.feature:" in message, message


# ---- expectations (F18) ------------------------------------------------------------------------

def test_an_id_ending_in_brackets_names_the_scenario_itself() -> None:
    """F18: ``check`` stripped a scenario name's own ``[…]`` as if it were a row, so an entry written
    by ``--update-expectations`` was rejected by the next run."""
    known = expectations.Known(ids=frozenset({"qqbr::A land played [known engine bug]"}), rulings=frozenset())
    entries = expectations.parse('[[expect]]\nid = "qqbr::A land played [known engine bug]"\nreason = "r"\n')
    expectations.check(entries, known)


def test_an_outline_row_that_does_not_exist_stops_the_run() -> None:
    """F18: an entry naming a row that does not exist (``…[anything at all]``) was accepted silently."""
    entries = expectations.parse('[[expect]]\nid = "x::Outline[anything at all]"\nreason = "r"\n', "e.toml")
    with pytest.raises(expectations.ExpectationsError, match=r"e.toml: line 1 \(\[\[expect\]\] #1\): no row "
                                                             r"'x::Outline\[anything at all\]' of 'x::Outline'"):
        expectations.check_rows(entries, ["x::Outline[1-Forest]", "x::Outline[2-Island]", "y::Other"])
    expectations.check_rows(entries, ["y::Other"])                      # not collected (-k): nothing to say
    ok = expectations.parse('[[expect]]\nid = "x::Outline[2-Island]"\nreason = "r"\n[[expect]]\nid = "x::Outline"\n'
                            'reason = "r"\n')
    expectations.check_rows(ok, ["x::Outline[1-Forest]", "x::Outline[2-Island]"])


def test_a_wrong_life_total_names_the_player() -> None:
    """F24: ``then_life`` had no message (``assert -3 == 17``, no player name)."""
    from mtg_conformance.driver import Table
    from mtg_reference_engine import ReferenceEngine
    from steps.game_steps import then_life

    with pytest.raises(AssertionError, match="Alice's life total is 20, expected 17"):
        then_life(Table(ReferenceEngine()), "Alice", "17")
