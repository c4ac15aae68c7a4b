"""g2view's scenarios (features/characteristics.feature: colors, subtypes, a card's power and
toughness, values below zero; issue 29) can fail: each broken engine of
:mod:`tests.g2view_broken_engines` breaks one branch, and exactly the scenarios that check that branch
fail on it, with a scenario's own message (an assertion, not a crash); the others still pass.

Each run goes through the command line, as a user's would, with only these scenarios selected."""

from __future__ import annotations

import subprocess

import pytest
from pytest_bdd.scenario import make_python_name

from tests.can_fail_runs import run_broken_engines


pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]

F = "characteristics::"
PRINTED = F + "Outside the battlefield a creature card has its printed power and toughness, an instant card has none"
HYBRID = F + "A two-color hybrid symbol is both of its colors: {G/W} is green and white, {W/U} white and blue"
SPLIT = F + ("A split card is the colors of its combined mana cost, red and blue; on the stack the half cast is "
             "red only")
KOR_ALLY = F + ("A token has the subtypes its creating effect sets: Unified Front's Kor Ally tokens are Kor Allies, "
                "and white")
TIME_LORD = F + ("Time Lord is one creature type of two words: Missy in a hand is a Time Lord Rogue, blue, black and "
                 "red, 4/5")
BELOW_ZERO = F + ("A creature's power can be less than zero, and a calculation uses it as it is: -5/-0 then +3/+3 "
                  "makes a 2/2 a 0/5")
FLING = F + ("Fling sacrificing a creature whose power is below zero deals no damage: the amount computed below zero "
             "is zero")
SWORDS = F + ("Swords to Plowshares exiles a creature whose power is below zero: its controller gains no life, and "
              "loses none")
SWORDS_2 = F + "Swords to Plowshares exiles a 2/2: its controller gains 2 life"
MAP = F + "Get Lost's Map tokens are colorless Map artifact tokens, created for the destroyed creature's controller"
SKULL_GRAVEYARD = F + ("+1/+1 counters on a creature card in a graveyard add to its power and toughness: Skullbriar "
                       "keeps its two")
SKULL_COMBAT = F + "Skullbriar gets a +1/+1 counter for its combat damage to a player"
SKULL_LIBRARY = F + "Skullbriar put on top of its owner's library keeps no counters there: a 1/1 card"
ALL = (PRINTED, HYBRID, SPLIT, KOR_ALLY, TIME_LORD, BELOW_ZERO, FLING, SWORDS, SWORDS_2, MAP,
       SKULL_GRAVEYARD, SKULL_COMBAT, SKULL_LIBRARY)

BREAKAGES = {
    "CardsHaveNoPowerOffTheBattlefield": (PRINTED, TIME_LORD, SKULL_GRAVEYARD, SKULL_LIBRARY),
    "EveryCardHasPowerZero": (PRINTED,),
    "HybridIsItsFirstColor": (HYBRID,),
    "SplitCardIsItsFirstHalf": (SPLIT,),
    "TokensHaveNoSubtypes": (KOR_ALLY, MAP),
    "TokensAreWhite": (MAP,),
    "TimeLordIsTwoTypes": (TIME_LORD,),
    "PowerNeverBelowZero": (BELOW_ZERO, FLING, SWORDS),
    "NegativeAmountsUsed": (FLING, SWORDS),
    "LastKnownWithoutEffects": (SWORDS,),
    "MapTokensForTheCaster": (MAP,),
    "CountersNeverRemain": (SKULL_GRAVEYARD,),
    "CountersRemainEverywhere": (SKULL_LIBRARY,),
    "CardCountersAddNothing": (SKULL_GRAVEYARD,),
    "SkullbriarNeverTriggers": (SKULL_COMBAT,),
}


def _test_name(scenario_id: str) -> str:
    return "test_" + make_python_name(scenario_id.split("::", 1)[1])


SELECT = ("-k", " or ".join(_test_name(i) for i in ALL))


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[subprocess.CompletedProcess[str], dict]]:
    return run_broken_engines(tmp_path_factory.mktemp("g2view-reports"),
                              {"Unbroken": "tests.broken_engines:Unbroken", **{e: f"tests.g2view_broken_engines:{e}" for e in BREAKAGES}}, SELECT)


def _results(report: dict) -> dict[str, dict]:
    return {r["id"]: r for r in report.get("results", ())}


def test_the_selection_is_every_scenario_and_passes_unbroken(reports) -> None:
    proc, report = reports["Unbroken"]
    results = _results(report)
    assert sorted(results) == sorted(ALL), proc.stdout[-3000:] + proc.stderr[-2000:]
    assert {r["outcome"] for r in results.values()} == {"passed"}, proc.stdout[-3000:]


@pytest.mark.parametrize("engine", list(BREAKAGES))
def test_the_broken_engine_fails_the_scenarios_of_its_branch(reports, engine: str) -> None:
    proc, report = reports[engine]
    results = _results(report)
    assert sorted(results) == sorted(ALL), proc.stdout[-3000:] + proc.stderr[-2000:]
    failed = {i for i, r in results.items() if r["outcome"] == "failed"}
    assert failed == set(BREAKAGES[engine]), f"failed: {sorted(failed)}\n{proc.stdout[-3000:]}"
    for i in failed:
        assert "AssertionError" in results[i]["message"], f"{i}: {results[i]['message']!r}"
