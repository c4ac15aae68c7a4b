"""Issue 34 item 1: ``mtg-conformance compare`` says what kind of change each change is — a rules fix
(failed → passed), a regression (passed → failed), coverage (skipped ↔ a verdict, or a skip whose reason
changed) or reporting (a failure whose message changed kind) — on each line and in a count per class,
with small handmade reports; the exit codes stay those of before (1 only for a regression or lost
coverage or a missing result)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import report
from mtg_conformance.cli import main
from mtg_conformance.report import Change, change_class, message_kind

UNIMPLEMENTED = "unsupported by the engine: phase.rs marks Bruna, the Fading Light unimplemented"


def result(id: str, outcome: str = "passed", message: str = "") -> dict[str, Any]:
    return {"id": id, "kind": "scenario", "name": id.partition("::")[2], "mechanic": "explore", "rulings": [],
            "rules": [], "outcome": outcome, "duration_s": 0.01, "message": message}


def write(path: Path, version: str, rows: list[dict[str, Any]]) -> Path:
    report.write(path, engine={"name": "phase", "version": version}, results=rows)
    return path


def lines_of(out: str) -> dict[str, str]:
    """{result id: its line} of compare's output."""
    return {ln.split("`")[1]: ln for ln in out.splitlines() if ln.startswith("- `")}


@pytest.mark.parametrize(("old", "new", "kind"), [
    (result("explore::a", "failed", "AssertionError: x"), result("explore::a"), "rules fix"),
    (result("explore::a", "xfailed", "known"), result("explore::a", "xpassed"), "rules fix"),
    (result("explore::a"), result("explore::a", "failed", "AssertionError: x"), "regression"),
    (result("explore::a", "skipped", UNIMPLEMENTED), result("explore::a"), "coverage"),
    (result("explore::a", "skipped", UNIMPLEMENTED), result("explore::a", "failed", "AssertionError: x"), "coverage"),
    (result("explore::a"), result("explore::a", "skipped", UNIMPLEMENTED), "coverage"),
    (result("explore::a", "failed", "AssertionError: x"), result("explore::a", "skipped", UNIMPLEMENTED), "coverage"),
    (result("explore::a", "skipped", "engine phase does not declare meld"),
     result("explore::a", "skipped", UNIMPLEMENTED), "coverage"),
    (result("explore::a", "failed", "AssertionError: Bob's life total is 16, expected 18"),
     result("explore::a", "failed", "ScenarioError: 'Grizzly Bears' is not on the battlefield"), "reporting"),
    (result("explore::a", "failed", "x"), result("explore::a", "xfailed", "known"), "other"),
    (result("explore::a"), result("explore::a", "error", "ScenarioError in the suite"), "other"),
])
def test_each_change_has_its_class(tmp_path: Path, capsys: pytest.CaptureFixture[str], old: dict[str, Any],
                                   new: dict[str, Any], kind: str) -> None:
    a, b = write(tmp_path / "a.json", "0.77.0", [old]), write(tmp_path / "b.json", "0.83.0", [new])
    code = main(["compare", str(a), str(b)])
    out = capsys.readouterr().out
    line = lines_of(out)["explore::a"]
    assert f": {old['outcome']} → {new['outcome']} ({kind})" in line, line
    counts = {k: 1 if k == kind else 0 for k in report.CLASSES}
    assert "By class: " + ", ".join(f"{n} {k}" for k, n in counts.items()) + "." in out
    # the exit code is compare's of before: a new failure, an error or lost coverage is a regression
    assert code == (1 if new["outcome"] in ("failed", "error") and old["outcome"] != "failed"
                    or (old["outcome"] == "passed" and new["outcome"] == "skipped") else 0)


def test_coverage_lines_print_the_skip_reasons(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "a.json", "0.77.0", [
        result("explore::back", "skipped", UNIMPLEMENTED), result("explore::reason", "skipped", "engine phase does "
                                                                  "not declare meld"),
        result("explore::gone")])
    new = write(tmp_path / "b.json", "0.83.0", [
        result("explore::back", "failed", "AssertionError: no Melded event"),
        result("explore::reason", "skipped", UNIMPLEMENTED), result("explore::gone", "skipped", UNIMPLEMENTED)])
    assert main(["compare", str(old), str(new), "--allow-skips"]) == 1   # skipped → failed is a regression
    lines = lines_of(capsys.readouterr().out)
    assert lines["explore::back"].endswith(f"(coverage) — was skipped: {UNIMPLEMENTED}; now: AssertionError: "
                                           f"no Melded event")
    assert lines["explore::reason"].endswith(f"(coverage) — was skipped: engine phase does not declare meld; now: "
                                             f"{UNIMPLEMENTED}")
    assert lines["explore::gone"].endswith(f"(coverage) — {UNIMPLEMENTED}")


def test_a_failure_whose_message_changed_only_in_numbers_or_ids_is_no_change(tmp_path: Path,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert message_kind("AssertionError: Bob's life total is 16, expected 18\nassert 16 == 18") == \
        message_kind("AssertionError: Bob's life total is 12, expected 18\nassert 12 == 18")
    assert message_kind("ScenarioError: asked about o6.2 (6 damage)") == message_kind("ScenarioError: asked about "
                                                                                       "o12.1 (5 damage)")
    assert message_kind("Failed: Bob's life total is 16") != message_kind("AssertionError: Bob's life total is 16")
    # the details after the leading sentence (a question's prompt text, the events) are not its kind
    assert message_kind("ScenarioError: no scripted choice answers: Alice was asked (may): OptionalEffectChoice") == \
        message_kind("ScenarioError: no scripted choice answers: Alice was asked (may): {2}{U}{U}, Remove a counter")
    assert message_kind("AssertionError: X's ability did not trigger; events: []") != \
        message_kind("AssertionError: X's ability triggered 1 times")
    old = write(tmp_path / "a.json", "1", [result("explore::a", "failed", "AssertionError: o6.2 has 3 counters"),
                                           result("explore::s", "skipped", UNIMPLEMENTED)])
    new = write(tmp_path / "b.json", "2", [result("explore::a", "failed", "AssertionError: o7.1 has 2 counters"),
                                           result("explore::s", "skipped", UNIMPLEMENTED)])
    assert main(["compare", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    assert "Same outcome" not in out and not lines_of(out)
    assert "By class: 0 rules fix, 0 regression, 0 coverage, 0 reporting, 0 other." in out


def test_the_classes_of_the_phase_history_changes() -> None:
    """The three kinds of change the issue found between phase.rs releases, one of each."""
    assert change_class(Change("flashback::x", "failed", "passed")) == "rules fix"
    assert change_class(Change("meld::x", "skipped", "passed", "", UNIMPLEMENTED)) == "coverage"
    assert change_class(Change("meld::x", "failed", "failed", "ScenarioError: b", "AssertionError: a")) == "reporting"
    assert change_class(Change("meld::x", None, "failed")) is None


def test_the_phase_history_in_the_repository_compares_release_by_release() -> None:
    """Issue 34 item 1: the three phase-python releases' reports (conformance/history/phase) name the
    phase.rs commit and, compared consecutively, give the classes docs/phase.md explains."""
    root = Path(__file__).resolve().parents[1] / "conformance" / "history" / "phase"
    docs = [report.load_checked(root / f"{v}.json") for v in ("0.77.0", "0.83.0", "0.103.0")]
    assert [d["engine"]["version"] for d in docs] == [
        "0.77.0 (phase.rs 95dd4b3e1a6c)", "0.83.0 (phase.rs 05c27e0d5cbb)", "0.103.0 (phase.rs 60296e29b768)"]
    counts = [report.class_counts(report.compare(a, b)) for a, b in zip(docs, docs[1:])]
    assert counts[0] == {"rules fix": 2, "coverage": 22}
    assert counts[1] == {"rules fix": 5, "coverage": 5, "reporting": 2}
