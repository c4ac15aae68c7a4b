"""``mtg-conformance report`` (the engine matrix for a CI step summary) and ``mtg-conformance
compare`` (regressions between two runs), through :func:`mtg_conformance.cli.main`, and the exit
codes through a subprocess."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import MECHANICS, report
from mtg_conformance.cli import main
from mtg_conformance.report import Change, ReportError


def result(id: str, outcome: str = "passed", message: str = "", **extra: Any) -> dict[str, Any]:
    mechanic = id.split("::")[0] if id.split("::")[0] in MECHANICS else "global"
    return {"id": id, "kind": "scenario", "name": id.partition("::")[2], "mechanic": mechanic,
            "rulings": [], "rules": [], "outcome": outcome, "duration_s": 0.01, "message": message, **extra}


def write(path: Path, name: str, version: str, results: list[dict[str, Any]]) -> Path:
    report.write(path, engine={"name": name, "version": version}, results=results)
    return path


def table(out: str) -> tuple[list[str], dict[str, list[str]]]:
    """The Markdown matrix of ``out``: its column heads and {row: cells}."""
    lines = [ln for ln in out.splitlines() if ln.startswith("|")]
    split = lambda line: [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]  # noqa: E731
    head = split(lines[0])
    assert set(lines[1].replace("|", "").replace(":", "")) == {"-"}
    rows = {}
    for line in lines[2:]:
        cells = split(line)
        rows[cells[0]] = cells[1:]
    return head, rows


# ---- report ------------------------------------------------------------------------------------

def test_report_prints_a_matrix_with_a_column_per_engine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = write(tmp_path / "a.json", "reference", "0.1.0", [
        result("explore::1"), result("explore::2"), result("explore::3", "failed", "boom"),
        result("land-plays::1", "skipped"), result("flashback::1", "xfailed"), result("flashback::2", "xpassed"),
        result("property::p::t"),
    ])
    b = write(tmp_path / "b.json", "phase.rs", "0.103", [
        result("explore::1", "failed"), result("planechase::1"), result("zzz::1", mechanic="zzz-new"),
    ])
    assert main(["report", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## MTG rules conformance\n")
    head, rows = table(out)
    assert head == ["mechanic", "reference 0.1.0 (a.json)", "phase.rs 0.103 (b.json)"]
    assert list(rows) == [*MECHANICS, "global", "zzz-new", "**total**"]
    assert rows["explore"] == ["2/1/0", "0/1/0"]
    assert rows["land-plays"] == ["0/0/1", "—"]
    assert rows["flashback"] == ["1/0/0 +1 known", "—"]  # xfailed is a known failure, xpassed passes
    assert rows["planechase"] == ["—", "1/0/0"]
    assert rows["meld"] == ["—", "—"]
    assert rows["global"] == ["1/0/0", "—"]
    assert rows["zzz-new"] == ["—", "1/0/0"]
    assert rows["**total**"] == ["**4/1/1 +1 known**", "**2/1/0**"]
    assert "the known failures (xfailed" in out and "which do not fail the run" in out
    assert "Comprehensive Rules 2026-04-17" in out


def test_the_same_engine_twice_gets_two_columns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = write(tmp_path / "a.json", "x|y", "1", [result("explore::1")])
    assert main(["report", str(a), str(a), str(a)]) == 0
    head, rows = table(capsys.readouterr().out)
    assert head == ["mechanic", "x\\|y 1 (a.json)", "x\\|y 1 (a.json) (2)", "x\\|y 1 (a.json) (3)"]
    assert rows["**total**"] == ["**1/0/0**"] * 3


def test_runs_of_one_engine_are_labelled_by_their_report_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 18: two runs of one engine are told apart by their files, not "(2)"; files of the same
    name in two directories by their paths as given."""
    (tmp_path / "old").mkdir()
    (tmp_path / "new").mkdir()
    a = write(tmp_path / "old" / "run.json", "node-engine", "0.0.1", [result("explore::1", "failed")])
    b = write(tmp_path / "new" / "run.json", "node-engine", "0.0.1", [result("explore::1", "xfailed")])
    c = write(tmp_path / "phase.json", "node-engine", "0.0.1", [result("explore::1")])
    assert main(["report", str(a), str(c)]) == 0
    assert table(capsys.readouterr().out)[0] == ["mechanic", "node-engine 0.0.1 (run.json)", "node-engine 0.0.1 (phase.json)"]
    assert main(["report", str(a), str(b)]) == 0
    head, rows = table(capsys.readouterr().out)
    assert head == ["mechanic", f"node-engine 0.0.1 ({a})", f"node-engine 0.0.1 ({b})"]
    assert rows["explore"] == ["0/1/0", "0/0/0 +1 known"]


def test_report_of_a_real_run_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [result(f"{m}::x") for m in MECHANICS]
    path = write(tmp_path / "r.json", "reference", "0.1.0", rows)
    assert main(["report", str(path)]) == 0
    assert table(capsys.readouterr().out)[1]["**total**"] == [f"**{len(MECHANICS)}/0/0**"]


@pytest.mark.parametrize("content, says", [
    ("{", "cannot read a run report"),
    ('{"results": []}', "not a run report"),
    ('{"engine": "x", "results": []}', "'engine' must be an object"),
    ('{"engine": {}, "results": [3]}', "result #1: needs a string 'id'"),
    ('{"engine": {}, "results": [{"id": "a", "outcome": "weird", "mechanic": "m"}]}',
     "result #1 (a): outcome 'weird' is not one of passed, failed, skipped, xfailed, xpassed"),
    ('{"engine": {}, "results": [{"id": "a", "outcome": "passed"}]}', "result #1 (a): needs a string 'mechanic'"),
    ('{"engine": {}, "results": [{"id": "a", "outcome": "passed", "mechanic": "m"},'
     ' {"id": "a", "outcome": "failed", "mechanic": "m"}]}', "result #2 (a): the id appears twice"),
])
def test_a_bad_report_exits_2_naming_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              content: str, says: str) -> None:
    good = write(tmp_path / "good.json", "x", "1", [result("explore::1")])
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    for command in (["report", str(good), str(bad)], ["compare", str(good), str(bad)],
                    ["compare", str(bad), str(good)]):
        assert main(command) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert f"{bad}: " in captured.err and says in captured.err
        assert captured.err.startswith(f"mtg-conformance {command[0]}: ")


def test_a_missing_report_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", str(tmp_path / "nowhere.json")]) == 2
    assert "nowhere.json" in capsys.readouterr().err


def test_load_checked_accepts_what_write_writes(tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", "x", "1", [result(f"explore::{o}", o) for o in report.OUTCOMES])
    assert [r["outcome"] for r in report.load_checked(path)["results"]] == sorted(report.OUTCOMES)
    with pytest.raises(ReportError):
        report.load_checked(tmp_path / "nowhere.json")


# ---- compare -----------------------------------------------------------------------------------

OLD = [
    result("explore::steady"), result("explore::breaks"), result("explore::known-then-breaks", "xfailed"),
    result("explore::skipped-then-breaks", "skipped"), result("explore::fixed", "failed"),
    result("explore::known-fixed", "xfailed"), result("explore::now-skipped"),
    result("explore::still-failing", "failed", "old"), result("explore::accepted", "failed"),
    result("explore::gone"),
]
NEW = [
    result("explore::steady"), result("explore::breaks", "failed", "AssertionError: no counter\nassert 0 == 1"),
    result("explore::known-then-breaks", "failed", "e"), result("explore::skipped-then-breaks", "failed"),
    result("explore::fixed"), result("explore::known-fixed", "xpassed", "passed, but expected to fail: r"),
    result("explore::now-skipped", "skipped", "engine x does not declare explore"),
    result("explore::still-failing", "failed", "new"), result("explore::accepted", "xfailed", "known"),
    result("explore::brand-new", "failed", "x"),
]


def test_compare_sorts_the_changes() -> None:
    doc = lambda rows: report.build(engine={"name": "e", "version": "1"}, results=rows)  # noqa: E731
    c = report.compare(doc(OLD), doc(NEW))
    assert [(ch.id, ch.old, ch.new) for ch in c.regressions] == [
        ("explore::breaks", "passed", "failed"), ("explore::known-then-breaks", "xfailed", "failed"),
        ("explore::now-skipped", "passed", "skipped"), ("explore::skipped-then-breaks", "skipped", "failed")]
    assert [(ch.id, ch.old, ch.new) for ch in c.progressions] == [
        ("explore::fixed", "failed", "passed"), ("explore::known-fixed", "xfailed", "xpassed")]
    assert [(ch.id, ch.old, ch.new) for ch in c.changes] == [("explore::accepted", "failed", "xfailed")]
    assert c.new == (Change("explore::brand-new", None, "failed", "x"),)
    assert c.removed == (Change("explore::gone", "passed", None),)
    assert c.regressions[0].message.startswith("AssertionError: no counter")


def test_compare_prints_regressions_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "old.json", "phase.rs", "0.103", OLD)
    new = write(tmp_path / "new.json", "phase.rs", "0.104", NEW)
    assert main(["compare", str(old), str(new)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0] == f"## Conformance: phase.rs 0.103 ({old}) → phase.rs 0.104 ({new})"
    assert "4 regressions, 2 progressions, 1 other change, 1 new result, 1 removed result." in out
    sections = {}
    for block in out.split("### ")[1:]:
        title, _, body = block.partition("\n")
        sections[title] = [ln for ln in body.splitlines() if ln.startswith("- ")]
    assert list(sections) == ["Regressions (4)", "Progressions (2)", "Other changes (1)", "New results (1)",
                              "Removed results (1)", "Same outcome, another message (1)"]
    assert sections["Regressions (4)"][0] == ("- `explore::breaks`: passed → failed (regression) — AssertionError: "
                                              "no counter")
    assert sections["Regressions (4)"][2] == ("- `explore::now-skipped`: passed → skipped (coverage) — engine x "
                                              "does not declare explore")
    assert sections["Same outcome, another message (1)"] == [
        "- `explore::still-failing`: failed → failed (reporting) — was: old; now: new"]
    assert sections["New results (1)"] == ["- `explore::brand-new`: failed — x"]
    assert sections["Removed results (1)"] == ["- `explore::gone` (was passed)"]


def test_compare_without_regressions_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "old.json", "e", "1", [result("explore::a", "failed"), result("explore::b")])
    new = write(tmp_path / "new.json", "e", "1", [result("explore::a"), result("explore::b", "skipped"),
                                                  result("explore::c", "failed")])
    assert main(["compare", str(old), str(new), "--allow-skips"]) == 0
    out = capsys.readouterr().out
    assert "0 regressions, 1 progression, 1 other change, 1 new result, 0 removed results." in out
    assert "### Regressions" not in out
    assert main(["compare", str(old), str(old)]) == 0
    assert "0 regressions, 0 progressions" in capsys.readouterr().out


def test_lost_coverage_is_a_regression_unless_skips_are_allowed(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 13, item 4: an engine whose card loader breaks starts answering Unsupported, and its
    results go from passed to skipped (or, under an expectations file, to xfailed) while nothing
    fails: compare exits 1 on it, unless told --allow-skips."""
    rows = [result("explore::a"), result("explore::b", "xpassed"), result("explore::c"), result("explore::d", "skipped")]
    old = write(tmp_path / "old.json", "e", "1", rows)
    for a, b in (("skipped", "passed"), ("xfailed", "passed"), ("passed", "skipped"), ("skipped", "skipped")):
        new = write(tmp_path / "new.json", "e", "1", [
            result("explore::a", a, "unsupported by the engine: no card data"), result("explore::b", b),
            result("explore::c"), result("explore::d", "passed")])
        assert main(["compare", str(old), str(new)]) == 1, (a, b)
        out = capsys.readouterr().out
        lost = {"explore::a": a, "explore::b": b}
        regressions = [ln for ln in out.split("### Regressions")[1].split("###")[0].splitlines() if ln.startswith("- ")]
        assert sorted(ln.split("`")[1] for ln in regressions) == sorted(k for k, v in lost.items() if v != "passed")
        assert main(["compare", str(old), str(new), "--allow-skips"]) == 0
        out = capsys.readouterr().out
        assert "0 regressions" in out and "### Other changes" in out
    # the other way round: a and b (skipped → passed, xpassed) are not regressions; d (passed → skipped) is
    assert [ch.id for ch in report.compare(report.load(new), report.load(old)).regressions] == ["explore::d"]


def test_exit_codes_from_the_command_line(tmp_path: Path) -> None:
    old = write(tmp_path / "old.json", "e", "1", [result("explore::a")])
    new = write(tmp_path / "new.json", "e", "1", [result("explore::a", "failed")])
    (tmp_path / "bad.json").write_text("[]", encoding="utf-8")
    codes = {}
    for name, args in {"regressed": [old, new], "fine": [new, old], "bad": [old, tmp_path / "bad.json"]}.items():
        done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "compare", *map(str, args)],
                              capture_output=True, text=True, encoding="utf-8", timeout=120)
        codes[name] = done.returncode
        if name == "bad":
            assert "bad.json" in done.stderr and done.stdout == ""
    assert codes == {"regressed": 1, "fine": 0, "bad": 2}


def test_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["report"], ["compare", "a.json"], ["compare", "a", "b", "c"]):
        with pytest.raises(SystemExit) as info:
            main(argv)
        assert info.value.code == 2
    capsys.readouterr()


def test_the_report_file_is_json_the_matrix_reads(tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", "e", "1", [result("explore::a")])
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert report.engine_matrix([doc])[-1] == "| **total** | **1/0/0** |"


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])
def test_commands_survive_an_output_encoding_that_is_not_utf8(tmp_path: Path, encoding: str) -> None:
    """G24: compare prints '→', rulings prints rule text: on a terminal or pipe that cannot encode
    them, escapes, not a UnicodeEncodeError traceback with exit 1 (= a regression)."""
    old = write(tmp_path / "old.json", "e", "1", [result("explore::a", "failed"), result("explore::b")])
    new = write(tmp_path / "new.json", "e", "1", [result("explore::a"), result("explore::b")])
    env = {**dict(__import__("os").environ), "PYTHONIOENCODING": encoding}
    for command in (["compare", str(old), str(new)], ["rulings"]):
        done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *command], capture_output=True,
                              env=env, timeout=120)
        assert done.returncode == 0, (command, done.stderr[-2000:])
        assert b"UnicodeEncodeError" not in done.stderr
    assert b"\\u2192" in subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "compare", str(old), str(new)],
                                        capture_output=True, env=env, timeout=120).stdout


def test_a_run_narrowed_by_pytest_addopts_says_so(tmp_path: Path) -> None:
    """G14: a job-level PYTEST_ADDOPTS (-k …) narrows the run; the report records what narrowed it
    and how many results were deselected, and the terminal table and `report` say "partial run"."""
    env = {**dict(__import__("os").environ), "PYTEST_ADDOPTS": "-k exploring_with_an_empty_library"}
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "--report", "r.json"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "a partial run, narrowed by -k exploring_with_an_empty_library" in done.stdout, done.stdout[-2000:]
    doc = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert doc["selection"]["narrowed_by"] == ["-k exploring_with_an_empty_library"]
    assert doc["selection"]["deselected"] > 100 and doc["selection"]["PYTEST_ADDOPTS"].startswith("-k ")
    shown = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "report", "r.json"], cwd=tmp_path,
                           capture_output=True, text=True, timeout=120).stdout
    assert "a partial run**, narrowed by -k exploring" in shown, shown
    whole = json.loads(json.dumps(report.build(engine={"name": "e", "version": "1"}, results=[])))
    assert "selection" not in whole and report.partial(whole) is None


@pytest.mark.parametrize("option", [["--engine-cmd", "my-engine"], ["--engine=phase"]])
def test_capabilities_refuses_an_engine(option: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """G28: the table describes the suite (computed against the reference engine); an engine option
    would silently compute it from that engine instead."""
    assert main(["capabilities", *option, "-k", "combat"]) == 4
    assert "is not an option here" in capsys.readouterr().err
