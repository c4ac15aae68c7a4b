"""The feature files carry their provenance: every ruling unit of a covered source is quoted in full
by a scenario that cites it, and every cited Comprehensive Rules number exists in the edition the
suite claims (rule numbers move between editions, so they are checked, never trusted)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtg_conformance import MECHANICS
from mtg_conformance.corpus import COVERED_SOURCES, load_units, not_testable
from mtg_conformance.scenarios import load_scenarios

RULES_NAME = Path("shared") / "rules" / "comprehensive-rules-2026-04-17.txt"
RULES = next((p / RULES_NAME for p in Path(__file__).resolve().parents if (p / RULES_NAME).exists()),
             Path(__file__).resolve().parents[1].parent / RULES_NAME)
"""The Comprehensive Rules text beside the project: the nearest ``shared/rules`` above this file
(a worktree sits deeper than the main checkout)."""


def _norm(text: str) -> str:
    return " ".join(text.split())


def test_every_covered_unit_is_quoted_by_a_scenario_citing_it() -> None:
    scenarios = load_scenarios()
    for unit in load_units():
        if unit.source not in COVERED_SOURCES or unit.id in not_testable():
            continue
        citing = [s for s in scenarios if unit.id in s.rulings]
        assert citing, f"{unit.id} has no scenario"
        assert any(_norm(unit.text) in _norm(s.description) for s in citing), \
            f"no scenario citing {unit.id} quotes its text"


def test_every_scenario_has_a_mechanic_and_cites_rulings_and_rules() -> None:
    for s in load_scenarios():
        assert s.mechanic in MECHANICS, f"{s.id}: mechanic {s.mechanic!r}"
        assert s.rulings or s.sources, f"{s.id} cites no ruling and no @source"
        assert s.rules, f"{s.id} cites no Comprehensive Rules number"


@pytest.mark.skipif(not RULES.exists(), reason="the Comprehensive Rules text (../shared/rules) is not beside the project")
def test_cited_rule_numbers_exist_in_the_edition() -> None:
    text = RULES.read_text(encoding="utf-8")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.M))
    for s in load_scenarios():
        for rule in s.rules:
            assert rule in numbers, f"{s.id} cites CR {rule}, which the 2026-04-17 edition does not have"


def test_not_testable_units_have_a_reason_and_no_scenario() -> None:
    cited = {uid for s in load_scenarios() for uid in s.rulings}
    for uid, reason in not_testable().items():
        assert len(reason) > 20, f"{uid}: give a concrete reason"
        assert uid not in cited, f"{uid} is listed as not engine-testable but a scenario cites it"


def test_scenario_ids_are_unique() -> None:
    ids = [s.id for s in load_scenarios()]
    assert len(ids) == len(set(ids))
