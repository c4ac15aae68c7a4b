"""A rejection passes only for its reason (issue 31 item 3, docs/rejections-for-their-reason.md): an
engine that rejects every cast, land play and activation for an unrelated reason no longer passes
the scenarios that expect a rejection. Before, citing another rule was a warning and citing none
passed, so both broken engines passed all three scenarios below.

- way 2 (the engine cites the rule): "A player cannot play a land on another player's turn" (305.3)
  and "Flame Javelin cannot be cast when a {2/R} symbol would be paid with one mana that is not red"
  (601.2h, 107.4e, 118.3) have no legal variant: the engine
  citing 903.4 fails them, the engine citing nothing gets no verdict (a skip with its reason);
- way 1 (the same action made legal is accepted): "Think Twice … by Bob, its owner, … and not by
  Alice" casts it again by Bob: both broken engines fail at that step."""

from __future__ import annotations

import pytest

from tests.can_fail_runs import run_broken_engines

SCENARIOS = {
    "land-plays::A player cannot play a land on another player's turn": "way 2",
    "flashback::Flame Javelin cannot be cast when a {2/R} symbol would be paid with one mana that is not red"
    "[{R}{R}{C}]": "way 2",
    "flashback::Think Twice in Bob's graveyard may be cast with flashback by Bob, its owner, in Alice's turn, "
    "and not by Alice": "way 1",
}
ENGINES = {"reference": "reference",
           "another rule": "tests.broken_engines:RejectsCastsAndLandsForAnotherReason",
           "no rule": "tests.broken_engines:RejectsCastsAndLandsCitingNoRule"}


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, dict]]:
    out = tmp_path_factory.mktemp("reasons")
    select = ["-k", "play_a_land_on_another_players_turn or flame_javelin_cannot or think_twice_in_bobs"]
    done = run_broken_engines(out, ENGINES, select)
    return {name: {r["id"]: r for r in report.get("results", [])} for name, (_, report) in done.items()}


def _result(runs, engine: str, scenario: str) -> dict:
    assert scenario in runs[engine], (engine, sorted(runs[engine]))
    return runs[engine][scenario]


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_the_reference_engine_passes(runs, scenario: str) -> None:
    assert _result(runs, "reference", scenario)["outcome"] == "passed", _result(runs, "reference", scenario)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_rejection_citing_an_unrelated_rule_fails(runs, scenario: str) -> None:
    result = _result(runs, "another rule", scenario)
    assert result["outcome"] == "failed", result
    if SCENARIOS[scenario] == "way 2":
        assert "for another reason than the scenario's" in result["message"], result["message"]
        assert "citing rule 903.4" in result["message"], result["message"]
    else:
        assert "the same action made legal" in result["message"] and "was rejected too" in result["message"], result


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_rejection_citing_no_rule_is_no_pass(runs, scenario: str) -> None:
    result = _result(runs, "no rule", scenario)
    if SCENARIOS[scenario] == "way 2":
        assert result["outcome"] == "skipped", result
        assert "the engine gives no reason for rejections" in result["message"], result["message"]
    else:
        assert result["outcome"] == "failed", result
        assert "was rejected too" in result["message"], result["message"]
