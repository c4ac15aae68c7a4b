"""The steps mut8 added can fail (issue 17 item 5; docs/mutation.md, the third sample's "What is
left"): each is run on a game of the reference engine with one behaviour broken the way a mutant of
the third sample broke it, and must fail naming what it missed; on the unbroken engine the same
step passes. The mutants themselves were checked by hand (F-2026-12-02-s19.md); these keep the
steps honest without mutmut."""

from __future__ import annotations

import dataclasses

import mtg_reference_engine.adapter as ref_adapter
import pytest

from mtg_conformance.driver import Table
from mtg_conformance.protocol import (
    AdvanceTo, CastSpell, EngineInfo, EventType, PermanentSetup, PlaneSetup, PassUntilStackEmpty, Step, Unsupported,
)
from steps.event_steps import (
    then_life_changed_events, then_malformed, then_replaced_source, then_sacrificed_events, then_setup_malformed,
    when_cast_unknown_target, when_play_answering, when_set_up,
)
from steps.legal_steps import then_legal_cast

Engine = ref_adapter.ReferenceEngine


class _LeavesOutFlashback(Engine):
    """``legal_actions`` without the casts for a flashback cost (as ``_castable__mutmut_63``/``_64``)."""

    def legal_actions(self, player):
        return [a for a in super().legal_actions(player)
                if not (isinstance(a, CastSpell) and a.alternative_cost == "flashback")]


class _NoLegalActions(Engine):
    """Declares no ``legal-actions`` capability."""

    def info(self) -> EngineInfo:
        info = super().info()
        return dataclasses.replace(info, capabilities=frozenset(c for c in info.capabilities if c != "legal-actions"))


class _IgnoresUnknownTargets(Engine):
    """A target's unknown id is not malformed (as ``_check_ids__mutmut_30``)."""

    @staticmethod
    def _check_ids(game, action) -> None:
        if isinstance(action, CastSpell):
            action = dataclasses.replace(action, targets=())
        Engine._check_ids(game, action)


class _AcceptsAnyMeld(Engine):
    """A setup's melded permanent from any two cards (as ``_permanent__mutmut_27``)."""

    def setup(self, setup) -> None:
        players = tuple(dataclasses.replace(p, battlefield=tuple(
            dataclasses.replace(perm, meld_cards=("Graf Rats", "Midnight Scavengers")) if perm.meld_cards else perm
            for perm in p.battlefield)) for p in setup.players)
        super().setup(dataclasses.replace(setup, players=players))


def _doctored(kind: EventType, **fields):
    """An engine whose events of ``kind`` have ``fields`` changed (as the events' mutants)."""

    class Doctored(Engine):
        def act(self, action, choices=()):
            result = super().act(action, choices)
            events = tuple(dataclasses.replace(e, **fields) if e.type == kind else e for e in result.events)
            return dataclasses.replace(result, events=events)
    return Doctored


def _think_twice(engine) -> Table:
    table = Table(engine)
    table.plane = PlaneSetup(card="Otaria", owner="Alice")
    alice = table.draft("Alice")
    alice.graveyard.append("Think Twice")
    alice.library.append("Island")
    alice.mana_pool = "{U}{C}"
    return table


def test_the_legal_actions_step_names_the_cast_left_out() -> None:
    then_legal_cast(_think_twice(Engine()), "Alice", "Think Twice", "with flashback", None, None)
    with pytest.raises(AssertionError, match=r"do not include casting Think Twice for its flashback cost with no "
                                             r"target .* the casts of Think Twice listed: none"):
        then_legal_cast(_think_twice(_LeavesOutFlashback()), "Alice", "Think Twice", "with flashback", None, None)


def test_the_legal_actions_step_is_skipped_without_the_capability() -> None:
    with pytest.raises(Unsupported, match="legal-actions"):
        then_legal_cast(_think_twice(_NoLegalActions()), "Alice", "Think Twice", "with flashback", None, None)


def _bolt(engine) -> Table:
    table = Table(engine)
    table.draft("Alice").hand.append("Lightning Bolt")
    table.draft("Alice").mana_pool = "{R}"
    return table


def test_the_unknown_target_step_fails_when_the_engine_takes_it_for_an_illegal_target() -> None:
    table = _bolt(Engine())
    when_cast_unknown_target(table, "Alice", "Lightning Bolt")
    then_malformed(table)
    table = _bolt(_IgnoresUnknownTargets())
    when_cast_unknown_target(table, "Alice", "Lightning Bolt")
    with pytest.raises(AssertionError, match="not MalformedRequest"):
        then_malformed(table)


def _host(engine) -> Table:
    table = Table(engine)
    table.draft("Alice").battlefield.append(PermanentSetup(card="Chittering Host",
                                                           meld_cards=("Graf Rats", "Grizzly Bears")))
    return table


def test_the_setup_step_fails_when_an_impossible_setup_is_accepted() -> None:
    table = _host(Engine())
    when_set_up(table)
    then_setup_malformed(table)
    table = _host(_AcceptsAnyMeld())
    when_set_up(table)
    with pytest.raises(AssertionError, match="impossible setup was accepted"):
        then_setup_malformed(table)


def _cleric(engine) -> Table:
    table = Table(engine)
    table.draft("Alice").hand.append("Skyclave Cleric")
    table.draft("Alice").mana_pool = "{C}{W}"
    table.start()
    assert table.act(CastSpell(player="Alice", card=table.find("Skyclave Cleric")))
    assert table.act(PassUntilStackEmpty())
    return table


def test_the_life_changed_step_reads_player_and_amount() -> None:
    then_life_changed_events(_cleric(Engine()), "Alice", "+2")
    # sem33: the life-ledger invariant (mtg_conformance/invariants.py) now checks every accepted action's
    # life_changed events against the life totals before a step reads them: either may say it first
    with pytest.raises(AssertionError, match=r"add up to \+0, expected \+2|life_changed events for Bob add up to \+2"):
        # another player of the game (audit11: a null player is now refused by the field invariant
        # before any step reads it, test_the_life_changed_step_is_preceded_by_the_field_invariant)
        then_life_changed_events(_cleric(_doctored(EventType.LIFE_CHANGED, player="Bob")()), "Alice", "+2")
    with pytest.raises(AssertionError, match=r"add up to \+3, expected \+2|life_changed events for Alice add up to \+3"):
        then_life_changed_events(_cleric(_doctored(EventType.LIFE_CHANGED, amount=3)()), "Alice", "+2")


def test_the_life_changed_step_is_preceded_by_the_field_invariant() -> None:
    from mtg_conformance.invariants import InvariantViolation
    with pytest.raises(InvariantViolation, match=r"\(life_changed\)'s player is null, not a player"):
        _cleric(_doctored(EventType.LIFE_CHANGED, player=None)())


def _maniac(engine) -> Table:
    table = Table(engine)
    table.step = Step.UPKEEP
    table.draft("Alice").battlefield.append(PermanentSetup(card="Laboratory Maniac"))
    table.start()
    assert table.act(AdvanceTo(step=Step.DRAW))
    return table


def test_the_replaced_step_reads_the_source() -> None:
    then_replaced_source(_maniac(Engine()), "Laboratory Maniac")
    with pytest.raises(AssertionError, match="names the source None"):
        then_replaced_source(_maniac(_doctored(EventType.REPLACED, source=None)()), "Laboratory Maniac")


def _lotus_vale(engine) -> Table:
    table = Table(engine)
    alice = table.draft("Alice")
    alice.battlefield += [PermanentSetup(card=n) for n in ("Forest", "Island", "Swamp")]
    alice.hand.append("Lotus Vale")
    when_play_answering(table, "Alice", "Lotus Vale", "Alice", 'the first "Forest"', "Forest",
                        ' and then the first "Swamp"', None)
    return table


def test_the_sacrificed_step_reads_the_name() -> None:
    then_sacrificed_events(_lotus_vale(Engine()), "Alice", '"Forest" and "Swamp"')
    with pytest.raises(AssertionError, match="no sacrificed event names 'Forest'"):
        then_sacrificed_events(_lotus_vale(_doctored(EventType.SACRIFICED, name=None)()), "Alice",
                               '"Forest" and "Swamp"')

