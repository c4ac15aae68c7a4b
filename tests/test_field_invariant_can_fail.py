"""audit11 (issue 29 item 5, second half): every observation and every event an engine hands out is
checked against the values docs/protocol.md allows (``invariants.check_observation``,
``invariants.check_events``, run by ``driver.GuardedEngine``, the one place every observation and
action result of every scenario step and property example passes through); a ``None`` where the
protocol says bool or list is refused before the JSON round trip can default it away
(``plain.null_where_required``).

Each case is the reference engine with one field of what it hands out made wrong, as a real engine
bug would make it (the fresh mutant of test audit 2, ``Game.end_if_decided__mutmut_10``, reported
``awaiting: ""`` once the game ended; the s20 gaps ``_act_of_treason__mutmut_14`` and
``Game.__init____mutmut_30`` reported ``tapped`` and ``winners`` as ``None``). The unbroken engine
plays the same game without complaint, so each failure is the field's."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from mtg_reference_engine import ReferenceEngine

from mtg_conformance.driver import Table
from mtg_conformance.invariants import InvariantViolation, check_events, check_observation
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, CastSpell, DeclareAttackers, DeclareBlockers, EngineFault, Event, EventType,
    Observation, PassUntilStackEmpty, PermanentView, PlayerView, Step, StackItemView, Target, Zone,
)

PLAYERS = ("Alice", "Bob")


def _game(table: Table) -> Table:
    """A whole game: Alice plays a Mountain, casts Grizzly Bears, attacks with it on her next turn and
    finishes Bob, at 5 life, with Lightning Bolt (CR 704.5a, 104.2a)."""
    alice, bob = table.draft("Alice"), table.draft("Bob")
    alice.hand = ["Mountain", "Grizzly Bears", "Lightning Bolt"]
    alice.library, bob.library = ["Forest", "Island"], ["Island", "Island"]
    alice.mana_pool, bob.life = "{G}{G}", 5
    from mtg_conformance.protocol import PlayLand
    act = table.act_or_fail
    act(PlayLand(player="Alice", card=table.find("Mountain", Zone.HAND)))
    act(CastSpell(player="Alice", card=table.find("Grizzly Bears", Zone.HAND)))
    act(PassUntilStackEmpty())
    act(AdvanceTo(step=Step.UPKEEP))                    # Bob's turn
    act(AdvanceTo(step=Step.UPKEEP))                    # Alice's next turn
    act(AdvanceTo(step=Step.DECLARE_ATTACKERS))
    act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=table.find("Grizzly Bears"), defender="Bob"),)))
    if table.observe().awaiting == "declare_blockers":  # Bob has no creature: the engine may declare for him
        act(DeclareBlockers(player="Bob"))
    act(AdvanceTo(step=Step.POSTCOMBAT_MAIN))
    act(ActivateAbility(player="Alice", source=table.find("Mountain")))
    act(CastSpell(player="Alice", card=table.find("Lightning Bolt", Zone.HAND), targets=(Target(player="Bob"),)))
    act(PassUntilStackEmpty())
    return table


def test_the_invariants_hold_on_the_reference_engine_for_a_whole_game() -> None:
    """Test audit 2, T6 (it used to observe one setup and play nothing): a whole game, to its end,
    every observation and event checked, and the ids and the census after each of its actions. The
    same game fails when a card is lost (the case "a card lost" below: the census is checked)."""
    table = _game(Table(ReferenceEngine()))
    obs = table.observe()
    assert obs.game_over and obs.winners == ("Alice",), obs
    assert len(table.history) >= 11 and table.census is not None and sum(table.census.values()) == 7


class _Doctored(ReferenceEngine):
    """The reference engine, each observation passed through ``OBS`` and each event through ``EVENT``."""

    OBS: Callable[[Observation], Observation] = staticmethod(lambda obs: obs)
    EVENT: Callable[[Event], Event] = staticmethod(lambda e: e)

    def observe(self) -> Observation:
        return type(self).OBS(super().observe())

    def act(self, action, choices=()):
        result = super().act(action, choices)
        return dataclasses.replace(result, events=tuple(type(self).EVENT(e) for e in result.events))


def _first_permanent(**changes: Any) -> Callable[[Observation], Observation]:
    def doctor(obs: Observation) -> Observation:
        if not obs.battlefield:
            return obs
        return dataclasses.replace(obs, battlefield=(dataclasses.replace(obs.battlefield[0], **changes),
                                                     *obs.battlefield[1:]))
    return doctor


def _player(name: str, **changes: Any) -> Callable[[Observation], Observation]:
    return lambda obs: dataclasses.replace(obs, players=tuple(
        dataclasses.replace(p, **changes) if p.name == name else p for p in obs.players))


def _event(kind: EventType, **changes: Any) -> Callable[[Event], Event]:
    return lambda e: dataclasses.replace(e, **changes) if e.type == kind else e


CASES: list[tuple[str, dict[str, Any], str]] = [
    # the enumeration of awaiting (test audit 2, fresh mutant F05: "" once the game has ended)
    ("awaiting '' after the end", {"OBS": lambda o: dataclasses.replace(o, awaiting="") if o.game_over else o},
     "awaiting is '', not 'declare_attackers', 'declare_blockers' or null"),
    ("awaiting while priority is held", {"OBS": lambda o: dataclasses.replace(o, awaiting="declare_blockers")},
     "awaiting 'declare_blockers' in the step precombat_main"),
    # bools and lists never None (s20: _act_of_treason__mutmut_14, Game.__init____mutmut_30)
    ("tapped None", {"OBS": _first_permanent(tapped=None)}, "Observation.battlefield[0].tapped: null in a field"),
    ("winners None", {"OBS": lambda o: o if o.game_over else dataclasses.replace(o, winners=None)},
     "Observation.winners: null in a field that is not optional"),
    ("in_game None", {"OBS": _player("Bob", in_game=None)}, "Observation.players[1].in_game: null"),
    # zones: an event's zone outside the enumeration (the reader refuses it)
    ("an unknown zone", {"EVENT": _event(EventType.ZONE_CHANGE, to_zone="sideboard")},
     "'sideboard' is not one of"),
    # players that exist
    ("an event naming a player who does not exist", {"EVENT": _event(EventType.PRIORITY, player="Zed")},
     "(priority)'s player is 'Zed', not a player of this game"),
    ("a permanent controlled by nobody of the game", {"OBS": _first_permanent(controller="Zed")},
     "the controller of Mountain"),
    ("priority to a player who does not exist", {"OBS": lambda o: dataclasses.replace(o, priority="Zed")
                                                 if o.priority else o}, "priority (a player still in the game"),
    ("the players not the setup's", {"OBS": lambda o: dataclasses.replace(o, players=o.players[::-1])},
     "not the game's ['Alice', 'Bob'] in turn order"),
    # amounts and counts: non-negative (positive where the protocol says so)
    ("0 combat damage dealt (test audit 2, S11's probe)",
     {"EVENT": _event(EventType.DAMAGE_DEALT, amount=0)}, "CR 120.8: 0 damage is no damage dealt"),
    ("negative lands played", {"OBS": _player("Alice", lands_played=-1)}, "Alice's lands_played is -1"),
    ("a turn 0", {"OBS": lambda o: dataclasses.replace(o, turn=0)}, "turn is 0, not a positive integer"),
    ("negative damage marked", {"OBS": _first_permanent(damage=-1)}, "the damage marked on"),
    # the other enumerations and shapes
    ("a mana pool that is not symbols", {"OBS": _player("Alice", mana_pool="GG")}, "not mana symbols"),
    ("a step_began detail that is no step", {"EVENT": _event(EventType.STEP_BEGAN, detail="second main")},
     "not a step"),
    ("a permanent type that is none", {"OBS": _first_permanent(types=("Sorcery",))}, "not permanent types (CR 110.4)"),
    # the census (CR 400.1) in the same whole game: Lightning Bolt lost once it has resolved (T6)
    ("a card lost", {"OBS": lambda o: dataclasses.replace(o, players=tuple(
        dataclasses.replace(p, graveyard=()) for p in o.players))}, "a card was lost or duplicated: the game lost "
     "1× Lightning Bolt (Alice)"),
    ("a card in another player's graveyard", {"OBS": lambda o: dataclasses.replace(o, players=(
        o.players[0], dataclasses.replace(o.players[1], graveyard=o.players[0].graveyard))) if o.players[0].graveyard
        else o}, "(CR 400.3: only its owner's)"),
    # sem33: the life ledger (CR 119.3): life_changed amounts add up to the change of the life total
    # (seed 32's #206: a lifelink gain reported one more than gained; here Bob's losses one less)
    ("a life_changed amount one off", {"EVENT": lambda e: dataclasses.replace(e, amount=e.amount + 1)
                                       if e.type == EventType.LIFE_CHANGED else e},
     "but the action's life_changed events for Bob add up to"),
]


@pytest.mark.parametrize(("doctor", "says"), [pytest.param(d, s, id=name) for name, d, s in CASES])
def test_a_field_out_of_the_protocols_values_fails_the_game(doctor: dict[str, Any], says: str) -> None:
    engine = type("Doctored", (_Doctored,), {k: staticmethod(v) for k, v in doctor.items()})
    with pytest.raises((InvariantViolation, EngineFault)) as caught:
        _game(Table(engine()))
    assert says in str(caught.value)


def test_the_checks_read_only_what_the_protocol_fixes() -> None:
    """What the protocol allows passes: a negative life total and power, a null land_plays_left and
    mana_value, a spell copy without a card, a target that has left, life lost by paying 0."""
    obs = Observation(
        turn=1, active_player="Alice", step=Step.DECLARE_ATTACKERS, priority=None, awaiting="declare_attackers",
        players=(PlayerView(name="Alice", life=-3), PlayerView(name="Bob", life=20, in_game=False)),
        battlefield=(PermanentView(id="o1", name="", owner="Alice", controller="Alice", power=-1, toughness=2,
                                   types=("Creature",), cards=("Grizzly Bears",), face_down=True),),
        stack=(StackItemView(id="o2", name="Lightning Bolt", controller="Alice", kind="spell",
                             targets=(Target(object="o99"),)),))
    check_observation(obs, PLAYERS, "x")
    check_events([Event(type=EventType.LIFE_CHANGED, player="Alice", amount=0),
                  Event(type=EventType.ABILITY_TRIGGERED, name="planeswalking ability", player="Alice")], PLAYERS, "x")
