"""The scenario index and the ``mtg-conformance rulings`` subcommand, on
temporary feature directories."""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

import pytest

from mtg_conformance import rulings
from mtg_conformance.corpus import COVERED_SOURCES, load_units, not_testable
from mtg_conformance.scenarios import (
    ScenarioIndexError,
    features_dir,
    load_scenarios,
    project_root,
    scenario_id,
)

MISSING = "003_5f5db75ea8264ede#6"


def write_features(directory: Path, skip: frozenset[str] = frozenset()) -> Path:
    """One feature file with a scenario per group of the covered sources,
    tagged with the group's units (less ``skip``)."""
    groups: dict[str, list[str]] = defaultdict(list)
    for unit in load_units():
        if unit.source in COVERED_SOURCES and unit.id not in skip:
            groups[unit.group].append(unit.id)
    body = ["@mechanic:explore", "Feature: Explore rulings", ""]
    for group, ids in groups.items():
        tags = " ".join(f"@ruling:{uid}" for uid in ids)
        body += [f"  {tags}", f"  Scenario: {group}", "    Given a game", ""]
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "explore.feature").write_text("\n".join(body), encoding="utf-8")
    return directory


def test_project_paths() -> None:
    assert (project_root() / "mtg_conformance" / "scenarios.py").is_file()
    assert features_dir() == project_root() / "features"


def test_scenario_id_is_stem_and_name() -> None:
    assert scenario_id("/any/where/explore.feature", "Empty library") == "explore::Empty library"
    assert scenario_id(Path("features/x.feature"), "A") == "x::A"


def test_load_scenarios_inherits_feature_and_rule_tags(tmp_path: Path) -> None:
    (tmp_path / "land.feature").write_text(
        """@mechanic:land-plays @cr:305.2
Feature: Land plays

  @ruling:000_5643a24e11c05965#1 @ruling:002_40dd070747ae974b#1
  Scenario: An extra land in the main phase
    Plays a land.

    Given a game

  @ruling:000_5643a24e11c05965#10
  Rule: Effects add up
    @ruling:002_40dd070747ae974b#10 @cr:305.2a @mechanic:explore
    Scenario: Two Enter the Unknown
      Given a game
""",
        encoding="utf-8",
    )
    first, second = load_scenarios(tmp_path)
    assert first.id == "land::An extra land in the main phase"
    assert first.feature == tmp_path / "land.feature"
    assert (first.line, first.mechanic, first.description) == (5, "land-plays", "Plays a land.")
    assert first.rulings == ("000_5643a24e11c05965#1", "002_40dd070747ae974b#1")
    assert first.rules == ("305.2",)
    assert second.rulings == ("000_5643a24e11c05965#10", "002_40dd070747ae974b#10")
    assert second.rules == ("305.2", "305.2a")
    assert second.mechanic == "explore"


def test_unknown_ruling_id_names_file_and_scenario(tmp_path: Path) -> None:
    (tmp_path / "bad.feature").write_text(
        "Feature: Bad\n  @ruling:000_5643a24e11c05965#11\n  Scenario: Cites nothing real\n    Given a game\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioIndexError, match=r"bad\.feature.*'Cites nothing real'.*000_5643a24e11c05965#11"):
        load_scenarios(tmp_path)


def test_unparsable_feature_names_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "broken.feature").write_text("Feature: Broken\n  Scenario: A\n    Given a\n  Nonsense here\n")
    with pytest.raises(ScenarioIndexError, match=r"broken\.feature:4:"):
        load_scenarios(tmp_path)


def test_all_covered_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert rulings.main(["--features", str(write_features(tmp_path))]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert sum(line.startswith(("000_", "001_", "002_", "003_", "004_")) for line in lines) == 72
    assert "explore::explore-procedure" in out
    assert lines[-1] == (
        "Coverage: 72/72 units of covered sources have scenarios "
        "(000_5643a24e11c05965, 001_561ea6e107d4299a, 002_40dd070747ae974b, 003_5f5db75ea8264ede, "
        "004_66a4cacf0c664074)"
    )
    row = next(line for line in lines if line.startswith("004_66a4cacf0c664074#29 "))
    assert "escalate-rule" in row and "1: explore::escalate-rule" in row and "702.119a" in row


def test_a_missing_unit_exits_1_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert rulings.main(["--features", str(write_features(tmp_path, frozenset({MISSING})))]) == 1
    out = capsys.readouterr().out
    assert "Coverage: 71/72 units" in out
    assert f"no scenario: {MISSING}" in out


def test_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert rulings.main(["--json", "--features", str(write_features(tmp_path, frozenset({MISSING})))]) == 1
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    assert list(doc) == ["units"]
    assert len({unit["id"] for unit in doc["units"]}) == 72
    assert [unit["id"] for unit in doc["units"]] == [unit.id for unit in load_units()]
    for unit in doc["units"]:
        # "not_testable" (the reason) only for units listed in corpus/not-testable.toml
        assert set(unit) - {"not_testable"} == {"id", "source", "date", "language", "group", "text", "scenarios"}
        assert ("not_testable" in unit) == (unit["id"] in not_testable())
    by_id = {unit["id"]: unit for unit in doc["units"]}
    assert by_id["000_5643a24e11c05965#3"]["scenarios"] == ["explore::explore-procedure"]
    assert by_id["004_66a4cacf0c664074#1"] | {"text": ""} == {
        "id": "004_66a4cacf0c664074#1",
        "source": "004_66a4cacf0c664074",
        "date": None,
        "language": "ru",
        "group": "meld-dies-once",
        "text": "",
        "scenarios": ["explore::meld-dies-once"],
    }
    assert by_id[MISSING]["scenarios"] == []
    assert MISSING in captured.err


def test_broken_features_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bad.feature").write_text("Feature: Bad\n  @ruling:nope#1\n  Scenario: S\n    Given a\n")
    assert rulings.main(["--features", str(tmp_path)]) == 2
    assert "unknown ruling id(s) nope#1" in capsys.readouterr().err


def test_run_with_a_subparser(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="mtg-conformance")
    rulings.add_arguments(parser.add_subparsers(dest="command").add_parser("rulings"))
    args = parser.parse_args(["rulings", "--json", "--features", str(write_features(tmp_path))])
    assert rulings.run(args) == 0
    assert len(json.loads(capsys.readouterr().out)["units"]) == 72
