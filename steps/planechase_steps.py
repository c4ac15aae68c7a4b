"""Steps for Planechase scenarios (CR 901): the face-up plane, planar decks, the planar die, the
planar controller, extra turns and players leaving the game. Shared steps are in
steps/game_steps.py.

The planar die's result is a scripted choice (a ``planar_die`` question answered ``planeswalk``,
``chaos`` or ``blank``). The planeswalking ability (901.8) has no source: an engine reports it, in
the ``ability_triggered`` event and on the stack, under the rules' name "planeswalking ability".
"""

from __future__ import annotations

import dataclasses
import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    CastSpell, EventType, OutsideEvent, OutsideEventKind, QuestionKind, RollPlanarDie, ScriptedChoice,
)

from .game_steps import PLAYER, card_list, event_names, perform_action

PLANESWALKING_ABILITY = "planeswalking ability"
DIE_WORDS = {"the Planeswalker symbol": "planeswalk", "the chaos symbol": "chaos", "a blank face": "blank"}
_COUNT = r"(?P<n>no|one|two|three|\d+)"
_COUNTS = {"no": 0, "one": 1, "two": 2, "three": 3}


def _count(n: str) -> int:
    return _COUNTS[n] if n in _COUNTS else int(n)


# --------------------------------------------------------------------------------------------
# Given
# --------------------------------------------------------------------------------------------

@given(parsers.re(r"the players in turn order are (?P<names>(?:Alice|Bob|Carol|Dave)(?:, (?:Alice|Bob|Carol|Dave))*"
                  r" and (?:Alice|Bob|Carol|Dave))$"))
def given_players(table: Table, names: str) -> None:
    table.set_players(re.findall(r"Alice|Bob|Carol|Dave", names))


@given(parsers.re(rf"the face-up plane has {_COUNT} (?P<kind>[a-z+/\-0-9]+) counters?$"))
def given_plane_counters(table: Table, n: str, kind: str) -> None:
    if table.plane is None:
        raise ScenarioError("say which plane is face up before giving it counters")
    counters = dict(table.plane.counters)
    counters[kind] = _count(n)
    table.plane = dataclasses.replace(table.plane, counters=counters)


@given(parsers.re(rf"{PLAYER}'s planar deck is (?P<cards>\".+\")(?: from top to bottom)?$"))
def given_planar_deck(table: Table, player: str, cards: str) -> None:
    table.draft(player).planar_deck = card_list(cards)


@given(parsers.re(rf"{PLAYER} has rolled the planar die {_COUNT} times? this turn$"))
def given_rolls(table: Table, player: str, n: str) -> None:
    table.draft(player).planar_die_rolls = _count(n)


@given(parsers.re(r"the planar die will show (?P<face>the Planeswalker symbol|the chaos symbol|a blank face)$"))
def given_die(table: Table, face: str) -> None:
    table.script(ScriptedChoice(question=QuestionKind.PLANAR_DIE, answer=DIE_WORDS[face]))


# --------------------------------------------------------------------------------------------
# When
# --------------------------------------------------------------------------------------------

@when(parsers.re(rf"{PLAYER} rolls the planar die$"))
def when_roll(table: Table, player: str) -> None:
    perform_action(table, RollPlanarDie(player=player))


@when(parsers.re(rf'{PLAYER} casts the face-up phenomenon "(?P<card>[^"]+)"$'))
def when_cast_phenomenon(table: Table, player: str, card: str) -> None:
    # The face-up phenomenon is reported as Observation.plane (docs/protocol.md §2); its id is the
    # card a ``cast`` names (312.2: "They can't be cast", so an engine refuses it).
    plane = table.observe().plane
    assert plane is not None and plane.name == card, f"the face-up plane is {plane and plane.name!r}, not {card!r}"
    perform_action(table, CastSpell(player=player, card=plane.id))


@when(parsers.re(rf"{PLAYER} leaves the game$"))
def when_leaves(table: Table, player: str) -> None:
    perform_action(table, OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=player))


# --------------------------------------------------------------------------------------------
# Then
# --------------------------------------------------------------------------------------------

@then(parsers.re(rf'the face-up plane is "(?P<card>[^"]+)"(?:, owned by {PLAYER})?(?P<none> with no counters)?$'))
def then_plane(table: Table, card: str, player: str | None, none: str | None) -> None:
    plane = table.observe().plane
    assert plane is not None, "there is no face-up plane"
    assert plane.name == card, f"the face-up plane is {plane.name!r}"
    if player:
        assert plane.owner == player, f"{card} is owned by {plane.owner}"
    if none:
        assert not any(plane.counters.values()), f"{card} has counters {dict(plane.counters)}"


@then(parsers.re(rf"the face-up plane has {_COUNT} (?P<kind>[a-z+/\-0-9]+) counters?$"))
def then_plane_counters(table: Table, n: str, kind: str) -> None:
    plane = table.observe().plane
    assert plane is not None, "there is no face-up plane"
    assert plane.counters.get(kind, 0) == _count(n), f"{plane.name} has counters {dict(plane.counters)}"


@then(parsers.re(rf"{PLAYER}'s planar deck is (?P<cards>\".+\")(?: from top to bottom)?$"))
def then_planar_deck(table: Table, player: str, cards: str) -> None:
    deck = [c.name for c in table.observe().player(player).planar_deck]
    assert deck == card_list(cards), f"{player}'s planar deck is {deck} (top first)"


@then(parsers.re(rf"{PLAYER}'s planar deck is empty$"))
def then_planar_deck_empty(table: Table, player: str) -> None:
    deck = [c.name for c in table.observe().player(player).planar_deck]
    assert not deck, f"{player}'s planar deck is {deck} (top first)"


@then(parsers.re(rf'"(?P<card>[^"]+)" is at the bottom of {PLAYER}\'s planar deck$'))
def then_bottom_of_planar_deck(table: Table, card: str, player: str) -> None:
    deck = [c.name for c in table.observe().player(player).planar_deck]
    assert deck and deck[-1] == card, f"{player}'s planar deck is {deck} (top first)"


@then(parsers.re(r'"(?P<card>[^"]+)" is neither face up nor in any planar deck$'))
def then_plane_gone(table: Table, card: str) -> None:
    obs = table.observe()
    assert obs.plane is None or obs.plane.name != card, f"{card} is the face-up plane"
    holders = [p.name for p in obs.players if any(c.name == card for c in p.planar_deck)]
    assert not holders, f"{card} is in the planar deck of {holders}"


@then(parsers.re(rf"the planar controller is {PLAYER}$"))
def then_planar_controller(table: Table, player: str) -> None:
    controller = table.observe().planar_controller
    assert controller == player, f"the planar controller is {controller}"


@then(parsers.re(rf"the planeswalking ability is on the stack, controlled by {PLAYER}$"))
def then_planeswalking_on_stack(table: Table, player: str) -> None:
    stack = table.observe().stack
    found = [s for s in stack if s.name == PLANESWALKING_ABILITY and s.kind == "ability"]
    assert found, f"the stack holds {[s.name for s in stack]}"
    assert found[0].controller == player, f"the planeswalking ability is controlled by {found[0].controller}"
    assert any(e.name == PLANESWALKING_ABILITY and e.player == player
               for e in table.events_of(EventType.ABILITY_TRIGGERED)), \
        f"no triggered planeswalking ability reported; events: {event_names(table)}"


@then(parsers.re(rf'the chaos ability of "(?P<card>[^"]+)" triggered(?P<times> once| twice)?, controlled by {PLAYER}$'))
def then_chaos_triggered(table: Table, card: str, times: str | None, player: str) -> None:
    # 311.7: chaos ensues on this plane, then its "Whenever chaos ensues" ability triggers.
    events = table.events
    ensued = [i for i, e in enumerate(events) if e.type == EventType.CHAOS_ENSUED and e.name == card]
    assert ensued, f"chaos did not ensue on {card}; events: {event_names(table)}"
    fired = [e for e in events[ensued[0]:] if e.type == EventType.ABILITY_TRIGGERED and e.name == card
             and "chaos ensues" in (e.detail or "")]
    assert fired, f"no chaos ability of {card} triggered after chaos ensued; events: {event_names(table)}"
    assert all(e.player == player for e in fired), f"{card}'s ability is controlled by {[e.player for e in fired]}"
    if times:
        expected = {" once": 1, " twice": 2}[times]
        assert len(fired) == expected, f"{card}'s ability triggered {len(fired)} time(s)"


@then(parsers.re(rf'{PLAYER} planeswalked from "(?P<away>[^"]+)" to "(?P<to>[^"]+)"$'))
def then_planeswalked(table: Table, player: str, away: str, to: str) -> None:
    walks = [(e.player, e.detail, e.name) for e in table.events_of(EventType.PLANESWALKED)]
    assert (player, away, to) in walks, f"planeswalks (player, from, to): {walks}"


@then(parsers.re(rf"{PLAYER} planeswalked (?P<n>once|twice)$"))
def then_planeswalk_count(table: Table, player: str, n: str) -> None:
    walks = [e for e in table.events_of(EventType.PLANESWALKED) if e.player == player]
    assert len(walks) == {"once": 1, "twice": 2}[n], \
        f"{player} planeswalked {len(walks)} time(s): {[(e.detail, e.name) for e in walks]}"


@then(parsers.re(rf"{PLAYER} rolled the planar die for (?P<cost>\{{\d+\}})$"))
def then_roll_cost(table: Table, player: str, cost: str) -> None:
    rolls = [e for e in table.last_events if e.type == EventType.PLANAR_DIE_ROLLED and e.player == player]
    assert rolls, f"{player} did not roll the planar die in the last action; events: {event_names(table)}"
    paid = rolls[-1].paid
    assert paid is not None, f"the planar_die_rolled event reports no paid (\"\" when free): {rolls[-1]}"
    spent = sum(int(n) if n.isdigit() else 1 for n in re.findall(r"\{([^}]+)\}", paid))
    assert spent == int(cost[1:-1]), f"{player} paid {paid or 'nothing'} to roll the planar die"


@then(parsers.re(rf"{PLAYER} will take {_COUNT} extra turns? after this one$"))
def then_extra_turns(table: Table, player: str, n: str) -> None:
    extra = table.observe().extra_turns
    assert extra.count(player) == _count(n), f"extra turns to come: {list(extra)}"


@then(parsers.re(rf"it is {PLAYER}'s (?P<extra>extra )?turn$"))
def then_whose_turn(table: Table, player: str, extra: str | None) -> None:
    obs = table.observe()
    assert obs.active_player == player, f"it is {obs.active_player}'s turn"
    began = table.events_of(EventType.TURN_BEGAN)
    assert began and began[-1].player == player, f"turns begun: {[(e.player, e.detail) for e in began]}"
    is_extra = began[-1].detail == "extra turn"
    assert is_extra == bool(extra), f"{player}'s turn is {'an' if is_extra else 'not an'} extra turn"


@then(parsers.re(rf"{PLAYER} is no longer in the game$"))
def then_left(table: Table, player: str) -> None:
    assert not table.observe().player(player).in_game, f"{player} is still in the game"


@then(parsers.re(rf"{PLAYER} drew (?P<n>three|four) cards$"))
def then_drew_three_or_four(table: Table, player: str, n: str) -> None:
    """dmg17: Mutual Epiphany's "each player draws four cards", Herigast's "draw three cards"
    (``drew`` events)."""
    drawn = [e.name for e in table.events_of(EventType.DREW) if e.player == player]
    assert len(drawn) == {"three": 3, "four": 4}[n], f"{player} drew {drawn}"
