"""The run report: its exact shape, ordering, the treatment of unknown outcomes, reading it back, and
the per-mechanic table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import MECHANICS, RULES_EDITION, __version__, report
from mtg_conformance.report import OUTCOMES, RESULT_KEYS, ReportError

ENGINE = {"name": "reference", "version": "0.1.0"}


def result(id: str, outcome: str = "passed", mechanic: str = "explore", **extra: Any) -> dict[str, Any]:
    return {"id": id, "kind": "scenario", "name": id.partition("::")[2], "mechanic": mechanic,
            "rulings": ["000_5643a24e11c05965#3"], "rules": ["701.44a"], "outcome": outcome,
            "duration_s": 0.012, "message": "", **extra}


RESULTS = [
    result("land-plays::B", mechanic="land-plays"),
    result("explore::Z", outcome="failed", message="Grizzly Bears has counters {}"),
    result("explore::A", outcome="skipped", message="engine x does not declare explore"),
    result("property::props::test_x[3]", mechanic="global", kind="property"),
]


def test_shape_is_exactly_engine_suite_results() -> None:
    doc = report.build(engine=ENGINE, results=RESULTS)
    assert list(doc) == ["engine", "suite", "results"]
    assert doc["engine"] == {"name": "reference", "version": "0.1.0"}
    assert {k: doc["suite"][k] for k in ("version", "rules_edition")} == {"version": __version__,
                                                                          "rules_edition": RULES_EDITION}
    assert set(doc["suite"]) == {"version", "rules_edition", "commit", "content_hash"}   # issue 30 item 5
    assert RESULT_KEYS == ("id", "kind", "name", "mechanic", "rulings", "rules", "outcome", "duration_s",
                           "message")
    for row in doc["results"]:
        assert tuple(row) == RESULT_KEYS


def test_results_keep_their_values_and_are_sorted_by_id() -> None:
    doc = report.build(engine=ENGINE, results=RESULTS)
    assert [r["id"] for r in doc["results"]] == sorted(r["id"] for r in RESULTS)
    by_id = {r["id"]: r for r in RESULTS}
    for row in doc["results"]:
        assert row == {k: by_id[row["id"]][k] for k in RESULT_KEYS}


def test_extra_keys_are_dropped_and_missing_keys_are_null() -> None:
    row = {**result("explore::A"), "nodeid": "features/explore.feature::test_000", "longrepr": "…"}
    del row["rules"]
    (out,) = report.build(engine=ENGINE, results=[row])["results"]
    assert tuple(out) == RESULT_KEYS
    assert out["rules"] is None


def test_engine_fields_default_and_extras_are_dropped() -> None:
    doc = report.build(engine={"name": "x", "path": "/opt/x"}, results=[])
    assert doc["engine"] == {"name": "x", "version": "?"}
    assert doc["results"] == []


@pytest.mark.parametrize("outcome", [None, "errored", "PASSED", ""])
def test_unknown_outcome_becomes_failed_with_a_note(outcome: str | None) -> None:
    rows = [result("explore::A", outcome=outcome, message="it crashed"), result("explore::B", message=None)]
    rows[1]["outcome"] = outcome
    a, b = report.build(engine=ENGINE, results=rows)["results"]
    for row in (a, b):
        assert row["outcome"] == "failed"
        assert "no outcome was recorded" in row["message"]
    assert a["message"].startswith("it crashed")


@pytest.mark.parametrize("outcome", OUTCOMES)
def test_known_outcomes_are_kept(outcome: str) -> None:
    (row,) = report.build(engine=ENGINE, results=[result("explore::A", outcome=outcome)])["results"]
    assert row["outcome"] == outcome and row["message"] == ""


def test_build_does_not_change_its_input() -> None:
    rows = [result("explore::A", outcome="weird")]
    report.build(engine=ENGINE, results=rows)
    assert rows[0]["outcome"] == "weird" and rows[0]["message"] == ""


def test_write_then_load(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "report.json"   # parent directories are made
    report.write(path, engine=ENGINE, results=iter(RESULTS))
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n")
    assert json.loads(text) == report.build(engine=ENGINE, results=RESULTS)
    assert report.load(path) == report.build(engine=ENGINE, results=RESULTS)
    assert report.load(str(path)) == report.load(path)


def test_write_keeps_non_ascii_text(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    name = "Если способность предписывает существу исследовать"
    report.write(path, engine=ENGINE, results=[result(f"explore::{name}")])
    assert name in path.read_text(encoding="utf-8")
    assert report.load(path)["results"][0]["name"] == name


def test_write_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    report.write(path, engine=ENGINE, results=RESULTS)
    report.write(path, engine={"name": "other", "version": "2"}, results=RESULTS[:1])
    doc = report.load(path)
    assert doc["engine"]["name"] == "other" and len(doc["results"]) == 1


@pytest.mark.parametrize("content", [
    "",                                      # not JSON
    "{not json",
    "[]",                                    # JSON, but not a report
    '{"results": []}',                       # no engine
    '{"engine": {"name": "x"}}',             # no results
    '{"engine": {"name": "x"}, "results": {}}',
    '"a string"',
    "null",
])
def test_load_rejects_a_non_report_naming_the_file(tmp_path: Path, content: str) -> None:
    path = tmp_path / "not-a-report.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReportError) as info:
        report.load(path)
    assert str(path) in str(info.value)


def test_load_rejects_a_missing_file_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.json"
    with pytest.raises(ReportError, match="nowhere.json"):
        report.load(path)


def test_report_error_is_a_value_error() -> None:
    assert issubclass(ReportError, ValueError)


def _table(lines: list[str]) -> dict[str, dict[str, int]]:
    """Parse mechanic_table's Markdown back into {row: {outcome: count}}."""
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    assert head == ["mechanic", *OUTCOMES]
    assert set(lines[1].replace("|", "")) == {"-"}
    rows = {}
    for line in lines[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0]] = dict(zip(OUTCOMES, map(int, cells[1:]), strict=True))
    return rows


def test_mechanic_table_counts_per_mechanic_and_total() -> None:
    rows = [
        result("explore::1"), result("explore::2"), result("explore::3", outcome="failed"),
        result("land-plays::1", mechanic="land-plays", outcome="skipped"),
        result("land-plays::2", mechanic="land-plays", outcome="xfailed"),
        result("p::1", mechanic="global", outcome="xpassed"),
        result("x::1", mechanic="zzz-unknown"), result("x::2", mechanic="aaa-unknown", outcome="failed"),
    ]
    lines = report.mechanic_table(rows)
    table = _table(lines)
    zero = dict.fromkeys(OUTCOMES, 0)
    assert table == {
        "explore": {**zero, "passed": 2, "failed": 1},
        "land-plays": {**zero, "skipped": 1, "xfailed": 1},
        "global": {**zero, "xpassed": 1},
        "aaa-unknown": {**zero, "failed": 1},
        "zzz-unknown": {**zero, "passed": 1},
        "**total**": {**zero, "passed": 3, "failed": 2, "skipped": 1, "xfailed": 1, "xpassed": 1},
    }
    # known mechanics in MECHANICS order, then global, then the rest sorted; total last
    assert list(table) == ["explore", "land-plays", "global", "aaa-unknown", "zzz-unknown", "**total**"]


def test_mechanic_table_follows_the_mechanics_order() -> None:
    rows = [result(f"{m}::1", mechanic=m) for m in reversed(MECHANICS)]
    table = _table(report.mechanic_table(rows))
    assert list(table) == [*MECHANICS, "**total**"]
    assert table["**total**"]["passed"] == len(MECHANICS)


def test_mechanic_table_of_nothing_is_a_zero_total() -> None:
    table = _table(report.mechanic_table([]))
    assert table == {"**total**": dict.fromkeys(OUTCOMES, 0)}


def test_mechanic_table_of_a_loaded_report(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    report.write(path, engine=ENGINE, results=RESULTS)
    table = _table(report.mechanic_table(report.load(path)["results"]))
    assert table["**total**"] == {"passed": 2, "failed": 1, "skipped": 1, "xfailed": 0, "xpassed": 0,
                                  "error": 0, "timeout": 0}
