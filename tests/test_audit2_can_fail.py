"""Test audit 2 (/work/shared/notes/test-audit-2.md): the scenarios it found unable to fail (S3, S5)
or weak (S11) now fail for the bug each names. Each run is the command line a user types, on the
few scenarios concerned (``-k``), with the audit's probe as a broken engine of
:mod:`broken_engines` (the reference engine with one rule wrong)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

MIGHT = "control-changes::Might of the Masses counts a creature its caster controls but does not own, and not one " \
        "the caster owns but does not control"
TREASON_ON_MIND_CONTROL = "control-changes::Act of Treason on a creature Mind Control gives to another player: the " \
                          "later effect wins until the cleanup step, then Mind Control's applies again"
MIND_CONTROL_AFTER_TREASON = "control-changes::Mind Control on a creature its controller already controls with Act " \
                             "of Treason: Mind Control's effect keeps it through the cleanup step and Bob's untap step"
TWO_MIND_CONTROLS = "control-changes::Mind Control cast while Act of Treason gives Alice the creature starts its " \
                    "effect at once: Bob's later Mind Control wins once Act of Treason's effect ends"
ZERO_POWER = "combat::An unblocked attacker with power 0 assigns no combat damage"


def _run(engine: str, words: str, tmp_path: Path) -> dict[str, str]:
    """The outcome of each scenario ``-k words`` selects, run on ``tests.broken_engines:engine``."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    report = tmp_path / f"{engine}.json"
    done = subprocess.run(
        [sys.executable, "-m", "mtg_conformance.cli", "run", "-p", "no:randomly", "-k", words,
         "--engine", f"tests.broken_engines:{engine}", "--report", str(report)],
        cwd=ROOT, env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert report.exists(), f"exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    results = json.loads(report.read_text(encoding="utf-8"))["results"]
    return {r["id"]: r["outcome"] for r in results}


@pytest.mark.parametrize(("engine", "words", "fails", "passes"), [
    # S3: counted by owner, Bears would be 3/3 (Alice owns one creature, controls two)
    ("MightCountsByOwner", "Might and owns", (MIGHT,), ()),
    # S5: without Mind Control's effect, Bob's Grizzly Bears is never Alice's
    ("MindControlNeverApplies", "Mind and Treason", (TREASON_ON_MIND_CONTROL, MIND_CONTROL_AFTER_TREASON), ()),
    # s20 gap control._static_effects_begin__mutmut_16: the scenario where a later Mind Control's
    # timestamp decides (since the engine applies control effects again in the cleanup step, 514.3a,
    # the one with Act of Treason alone no longer shows it: its Mind Control effect begins there)
    ("MindControlYieldsToAnEarlierEffect", "Mind and Treason", (TWO_MIND_CONTROLS,),
     (TREASON_ON_MIND_CONTROL,)),
])
def test_the_control_scenarios_fail_for_the_bug_they_name(engine, words, fails, passes, tmp_path) -> None:
    outcomes = _run(engine, words, tmp_path)
    assert {i: outcomes.get(i) for i in fails} == {i: "failed" for i in fails}, outcomes
    assert {i: outcomes.get(i) for i in passes} == {i: "passed" for i in passes}, outcomes


LAST_LIFE = "flashback::Paying the last 3 life of a flashback cost loses a two-player game, and then no action is legal"
GAME_ENDS = "property::test_machinery::test_a_game_ends_when_fewer_than_two_players_remain"


@pytest.mark.slow    # a property hunting with a broken engine: ~25 s
def test_a_field_out_of_its_values_fails_every_scenario_and_property_that_shows_it(tmp_path) -> None:
    """audit11: the field invariant is checked where every observation passes (the driver's guard),
    so a scenario and a property that say nothing of ``awaiting`` fail when it is ``""`` once the game
    has ended (test audit 2's fresh mutant F05 survived the whole suite)."""
    outcomes = _run("AwaitingEmptyAfterTheEnd", "last_3_life_of_a_flashback or test_a_game_ends_when_fewer", tmp_path)
    assert {LAST_LIFE: outcomes.get(LAST_LIFE), GAME_ENDS: outcomes.get(GAME_ENDS)} == {
        LAST_LIFE: "failed", GAME_ENDS: "failed"}, outcomes


SPLINTERS = "property::test_costs::test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost"


def _property(engine: str, name: str, tmp_path: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "CI": "1"}      # the ci profile: derandomized
    report = tmp_path / f"{engine}.json"
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "-k", name, "-p", "no:randomly",
                           "--engine", f"tests.broken_engines:{engine}", "--report", str(report)],
                          cwd=ROOT, env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert report.exists(), f"exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    results = {r["id"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}
    return next(r for i, r in results.items() if i.endswith("::" + name))


@pytest.mark.slow    # two property runs, one shrinking a failure: ~75 s
def test_an_example_an_engine_cannot_run_is_counted_and_the_others_still_checked(tmp_path) -> None:
    """Test audit 2, P13: Bone Splinters' property skipped itself whole (``pytest.skip`` inside an
    example) at its first "flashback" example on an engine without planechase, its "mana cost" half
    unchecked. Now those examples are counted as unsupported, the others run, and the bug the
    "mana cost" half guards (a sacrificed creature of another owner exiled) is found."""
    r = _property("WithoutPlanechase", "test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost", tmp_path)
    assert r["outcome"] == "passed", r
    assert r["examples"]["run"] >= 10 and r["examples"]["unsupported"] >= 1, r["examples"]
    assert r["examples"]["unsupported_reasons"] == {
        "Otaria (a plane) gives Bone Splinters flashback: the engine does not declare planechase":
            r["examples"]["unsupported"]}
    r = _property("WithoutPlanechaseExilesOthersSacrifices",
                  "test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost", tmp_path)
    assert r["outcome"] == "failed" and "way='mana cost'" in r["message"], r


def test_no_property_skips_itself_from_inside_an_example() -> None:
    """Test audit 2, P13: ``pytest.skip`` inside a Hypothesis example skips the whole property and
    bypasses the plugin's count of unsupported examples: an example raises ``Unsupported`` (or
    ``capabilities.Undeclared``) instead. Properties may not call it at all."""
    offenders = [f"{p.name}:{i}" for p in sorted((ROOT / "properties").glob("*.py"))
                 for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if "pytest.skip(" in line or "importorskip(" in line]
    assert offenders == []


def test_the_power_0_scenario_fails_when_0_damage_is_reported(tmp_path) -> None:
    """Test audit 2, S11: the scenario checked only Bob's life total, which a 0-damage event leaves
    at 20. The audit's probe (0 damage reported as dealt) now fails it."""
    assert _run("ZeroCombatDamageReported", "power_0", tmp_path) == {ZERO_POWER: "failed"}


def test_the_no_damage_and_no_life_change_steps_read_the_events() -> None:
    """The two steps S11 now ends with fail on the events they name, each alone (the field
    invariant already refuses the 0-damage event itself: here a 1-damage one, and a life change of
    0, which the protocol allows, as paying 0 life)."""
    import dataclasses

    from mtg_reference_engine import ReferenceEngine

    from mtg_conformance.driver import Table
    from mtg_conformance.protocol import AdvanceTo, Attack, DeclareAttackers, Event, EventType, PermanentSetup, Step
    from steps.event_steps import then_no_damage_events, then_no_life_changed_events

    def game(extra: tuple[Event, ...]) -> Table:
        class Reports(ReferenceEngine):
            def act(self, action, choices=()):
                result = super().act(action, choices)
                return dataclasses.replace(result, events=(*result.events, *extra)) \
                    if isinstance(action, DeclareAttackers) else result
        table = Table(Reports())
        table.draft("Alice").battlefield.append(PermanentSetup(card="Yoked Ox"))
        table.start()
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS))
        assert table.act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=table.find("Yoked Ox"),
                                                                          defender="Bob"),)))
        assert table.act(AdvanceTo(step=Step.POSTCOMBAT_MAIN))
        return table

    table = game(())
    then_no_damage_events(table, "Yoked Ox")
    then_no_life_changed_events(table, "Bob")
    ox = Event(type=EventType.DAMAGE_DEALT, source="o999", name="Yoked Ox", player="Bob", amount=1, detail="combat")
    with pytest.raises(AssertionError, match="Yoked Ox dealt no damage, yet the events say"):
        then_no_damage_events(game((ox,)), "Yoked Ox")
    with pytest.raises(AssertionError, match="Bob's life total did not change, yet the events say"):
        then_no_life_changed_events(game((Event(type=EventType.LIFE_CHANGED, player="Bob", amount=0),)), "Bob")
