"""The step library: plain-English Gherkin steps that drive an engine through the protocol.

``given`` steps draft the starting state and script choices; each ``when`` step sends one action
(or one fixed sequence, such as attacking); ``then`` steps only look at observations and events.
Nothing here imports an engine, and nothing here decides a rules question.
"""

from __future__ import annotations

import re

import pytest
from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.plugin import test_body_passed
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, CastSpell, DeclareAttackers, DeclareBlockers, Engine,
    EventType, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty, PermanentSetup,
    PlaneSetup, PlayLand, QuestionKind, ScriptedChoice, Step, Target, Unsupported, Zone,
)

PLAYER = r"(?P<player>Alice|Bob|Carol|Dave)"
STEP_WORDS = {
    "upkeep": Step.UPKEEP, "draw step": Step.DRAW, "precombat main phase": Step.PRECOMBAT_MAIN,
    "beginning of combat step": Step.BEGINNING_OF_COMBAT, "declare attackers step": Step.DECLARE_ATTACKERS,
    "declare blockers step": Step.DECLARE_BLOCKERS, "combat damage step": Step.COMBAT_DAMAGE,
    "end of combat step": Step.END_OF_COMBAT, "postcombat main phase": Step.POSTCOMBAT_MAIN,
    "end step": Step.END,
}
ZONE_WORDS = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD, "library": Zone.LIBRARY,
              "exile": Zone.EXILE, "battlefield": Zone.BATTLEFIELD}
_CARD_ITEM = re.compile(r'(?:(\d+|a|an|one|two|three) )?"([^"]+)"')
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def card_list(text: str) -> list[str]:
    """``"Forest", 2 "Island" and "Grizzly Bears"`` → names, repeated by count, checked against the
    card data (an unknown name fails the step with suggestions)."""
    names: list[str] = []
    for count, name in _CARD_ITEM.findall(text):
        n = _NUMBERS.get(count, None) or (int(count) if count.isdigit() else 1)
        names += [Table.check_card(name)] * n
    if not names:
        raise ScenarioError(f"no quoted card names in {text!r}")
    return names


def step_of(words: str) -> Step:
    try:
        return STEP_WORDS[words]
    except KeyError:
        raise ScenarioError(f"unknown step {words!r}; known: {', '.join(STEP_WORDS)}") from None


@pytest.fixture
def table(engine: Engine, request: pytest.FixtureRequest):
    """The game of one scenario; at the end every rejection must have been checked and every
    scripted choice used."""
    t = Table(engine)
    yield t
    if test_body_passed(request.node):
        t.finish()


# --------------------------------------------------------------------------------------------
# Given
# --------------------------------------------------------------------------------------------

@given(parsers.re(rf"it is {PLAYER}'s (?P<words>[a-z ]+?)(?: of turn (?P<turn>\d+))?$"))
def given_turn(table: Table, player: str, words: str, turn: str | None) -> None:
    table.draft(player)
    table.active, table.step = player, step_of(words)
    if turn:
        table.turn = int(turn)


@given(parsers.re(rf"{PLAYER} controls (?P<cards>.+?)(?P<sick> that came under (?:her|his|their) "
                  rf"control this turn)?(?P<tapped>, tapped)?$"))
def given_controls(table: Table, player: str, cards: str, sick: str | None, tapped: str | None) -> None:
    table.draft(player).battlefield += [PermanentSetup(card=c, summoning_sick=bool(sick), tapped=bool(tapped))
                                        for c in card_list(cards)]


@given(parsers.re(rf"{PLAYER} has (?P<cards>.+) in (?:her|his|their) (?P<zone>hand|graveyard)$"))
def given_in_zone(table: Table, player: str, cards: str, zone: str) -> None:
    getattr(table.draft(player), zone).extend(card_list(cards))


@given(parsers.re(rf"{PLAYER}'s library is (?P<cards>\".+\")(?: from top to bottom)?$"))
def given_library(table: Table, player: str, cards: str) -> None:
    table.draft(player).library = card_list(cards)


@given(parsers.re(rf"{PLAYER}'s library is empty$"))
def given_library_empty(table: Table, player: str) -> None:
    table.draft(player).library = []


@given(parsers.re(rf"{PLAYER}'s mana pool holds (?P<mana>(?:\{{[WUBRGC]\}})+)$"))
def given_mana_pool(table: Table, player: str, mana: str) -> None:
    table.draft(player).mana_pool = mana


@given(parsers.re(rf"{PLAYER} has played (?P<n>\d+) lands? this turn$"))
def given_lands_played(table: Table, player: str, n: str) -> None:
    table.draft(player).lands_played = int(n)


@given(parsers.re(rf"{PLAYER}'s life total is (?P<life>-?\d+)$"))
def given_life(table: Table, player: str, life: str) -> None:
    table.draft(player).life = int(life)


@given(parsers.re(rf"{PLAYER} will (?:choose to )?put the revealed card into (?:her|his|their) graveyard$"))
def given_explore_graveyard(table: Table, player: str) -> None:
    table.script(ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD, answer=True))


@given(parsers.re(rf"{PLAYER} will (?:choose to )?leave the revealed card on top of (?:her|his|their) library$"))
def given_explore_keep(table: Table, player: str) -> None:
    table.script(ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD, answer=False))


@given(parsers.re(rf'{PLAYER} will target "(?P<target>[^"]+)" with the ability of "(?P<source>[^"]+)"$'))
def given_trigger_target(table: Table, player: str, target: str, source: str) -> None:
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[_Deferred(target)]))


@given(parsers.re(rf'the face-up plane is "(?P<card>[^"]+)", owned by {PLAYER}$'))
def given_face_up_plane(table: Table, card: str, player: str) -> None:
    """A Planechase game (CR 901) with this plane face up in the command zone."""
    table.draft(player)
    table.plane = PlaneSetup(card=table.check_card(card), owner=player)


class _Deferred(str):
    """A target named in a Given step, resolved to an object id when the game has started."""


# --------------------------------------------------------------------------------------------
# When
# --------------------------------------------------------------------------------------------

def _targets(table: Table, text: str | None) -> tuple[Target, ...]:
    if not text:
        return ()
    out = []
    for name in re.findall(r'"([^"]+)"|\b(Alice|Bob|Carol|Dave)\b', text):
        card, player = name
        if player:
            out.append(Target(player=player))
        else:
            zones = table.zones_of(card)
            zone = Zone.BATTLEFIELD if Zone.BATTLEFIELD in zones else (zones[0] if zones else None)
            out.append(Target(object=table.find(card, zone=zone)))
    return tuple(out)


def _resolve_deferred(table: Table) -> None:
    """Turn target names scripted in Given steps into the ids the engine gave."""
    for i, choice in enumerate(table.choices):
        if choice.question == QuestionKind.TARGETS and any(isinstance(a, _Deferred) for a in choice.answer):
            answer = [Target(object=table.find(a, zone=Zone.BATTLEFIELD)) if isinstance(a, _Deferred) else a
                      for a in choice.answer]
            table.choices[i] = ScriptedChoice(question=choice.question, answer=answer)


def _act(table: Table, action) -> None:
    _resolve_deferred(table)
    table.act(action)


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)"(?: targeting (?P<targets>.+?))?'
                 rf'(?: from (?:her|his|their) (?P<zone>hand|graveyard))?$'))
def when_cast(table: Table, player: str, card: str, targets: str | None, zone: str | None) -> None:
    table.check_card(card)
    card_id = table.find(card, zone=ZONE_WORDS[zone or "hand"], player=player)
    _act(table, CastSpell(player=player, card=card_id, targets=_targets(table, targets)))


@when(parsers.re(rf'{PLAYER} plays "(?P<card>[^"]+)"$'))
def when_play_land(table: Table, player: str, card: str) -> None:
    _act(table, PlayLand(player=player, card=table.find(table.check_card(card), zone=Zone.HAND, player=player)))


@when(parsers.re(rf'{PLAYER} taps "(?P<card>[^"]+)" for mana$'))
def when_tap_for_mana(table: Table, player: str, card: str) -> None:
    source = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player, untapped=True)
    _act(table, ActivateAbility(player=player, source=source, ability=0))


@when(parsers.re(rf"{PLAYER} passes priority$"))
def when_pass(table: Table, player: str) -> None:
    _act(table, PassPriority(player=player))


@when(parsers.re(r"all players pass (?:priority )?until the stack is empty$"))
def when_pass_until_empty(table: Table) -> None:
    _act(table, PassUntilStackEmpty())


@when(parsers.re(r"the game advances to the (?P<words>[a-z ]+)$"))
def when_advance(table: Table, words: str) -> None:
    _act(table, AdvanceTo(step=step_of(words)))


@when(parsers.re(rf'{PLAYER} attacks (?P<defender>Alice|Bob|Carol|Dave) with "(?P<card>[^"]+)"$'))
def when_attack(table: Table, player: str, defender: str, card: str) -> None:
    attacker = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player)
    _act(table, AdvanceTo(step=Step.DECLARE_ATTACKERS))
    _act(table, DeclareAttackers(player=player, attacks=(Attack(attacker=attacker, defender=defender),)))


@when(parsers.re(rf"{PLAYER} declares no blockers$"))
def when_no_blockers(table: Table, player: str) -> None:
    _act(table, AdvanceTo(step=Step.DECLARE_BLOCKERS))
    _act(table, DeclareBlockers(player=player))


@when(parsers.re(r'"(?P<card>[^"]+)" (?P<what>is destroyed|is exiled|is returned to its owner\'s hand|'
                 r'stops being a creature)$'))
def when_outside_event(table: Table, card: str, what: str) -> None:
    kind = {"is destroyed": OutsideEventKind.DESTROY, "is exiled": OutsideEventKind.EXILE,
            "stops being a creature": OutsideEventKind.STOP_BEING_A_CREATURE}.get(
        what, OutsideEventKind.RETURN_TO_HAND)
    _act(table, OutsideEvent(event=kind, object=table.find(table.check_card(card), zone=Zone.BATTLEFIELD)))


# --------------------------------------------------------------------------------------------
# Then
# --------------------------------------------------------------------------------------------

@then(parsers.re(r"the action is rejected(?: citing rule (?P<rule>[0-9a-z.]+))?$"))
def then_rejected(table: Table, rule: str | None) -> None:
    rejection = table.take_rejection()
    # An engine that cites no rule is checked on the rejection alone (citing is optional in the
    # protocol); one that cites a rule must cite this one.
    if rule and rejection.rule is not None:
        assert rejection.rule.startswith(rule), \
            f"rejected for {rejection.reason!r} citing {rejection.rule}, expected rule {rule}"


@then("the game state is unchanged")
def then_unchanged(table: Table) -> None:
    assert table.before_last_action is not None, "no action was taken"
    assert table.observe() == table.before_last_action


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<n>no|\d+) \+1/\+1 counters?$'))
def then_counters(table: Table, card: str, n: str) -> None:
    perm = table.permanent(card)
    expected = 0 if n == "no" else int(n)
    assert perm.counters.get("+1/+1", 0) == expected, f"{card} has counters {dict(perm.counters)}"


@then(parsers.re(r'"(?P<card>[^"]+)" is a (?P<power>-?\d+)/(?P<toughness>-?\d+)(?: creature)?$'))
def then_power_toughness(table: Table, card: str, power: str, toughness: str) -> None:
    perm = table.permanent(card)
    assert (perm.power, perm.toughness) == (int(power), int(toughness)), \
        f"{card} is {perm.power}/{perm.toughness}"


@then(parsers.re(r'"(?P<card>[^"]+)" is not a creature$'))
def then_not_creature(table: Table, card: str) -> None:
    perm = table.permanent(card)
    assert "Creature" not in perm.types, f"{card} has types {perm.types}"


@then(parsers.re(rf'"(?P<card>[^"]+)" is (?:in|on) (?:{PLAYER}\'s )?(?:the )?(?P<zone>hand|graveyard|library|'
                 rf'exile|battlefield)$'))
def then_in_zone(table: Table, card: str, player: str | None, zone: str) -> None:
    zones = table.zones_of(table.check_card(card), player)
    assert ZONE_WORDS[zone] in zones, f"{card} is in {[str(z) for z in zones] or 'no zone'}"


@then(parsers.re(rf'"(?P<card>[^"]+)" is not (?:in|on) (?:{PLAYER}\'s )?(?:the )?(?P<zone>hand|graveyard|'
                 rf'library|exile|battlefield)$'))
def then_not_in_zone(table: Table, card: str, player: str | None, zone: str) -> None:
    zones = table.zones_of(table.check_card(card), player)
    assert ZONE_WORDS[zone] not in zones, f"{card} is in {[str(z) for z in zones]}"


@then(parsers.re(rf'the top card of {PLAYER}\'s library is "(?P<card>[^"]+)"$'))
def then_top_of_library(table: Table, player: str, card: str) -> None:
    library = table.observe().player(player).library
    assert library and library[0].name == card, f"{player}'s library is {[c.name for c in library]}"


@then(parsers.re(rf"{PLAYER}'s (?P<zone>hand|graveyard|library) is empty$"))
def then_zone_empty(table: Table, player: str, zone: str) -> None:
    cards = getattr(table.observe().player(player), zone)
    assert not cards, f"{player}'s {zone} holds {[c.name for c in cards]}"


@then(parsers.re(rf"{PLAYER}'s life total is (?P<life>-?\d+)$"))
def then_life(table: Table, player: str, life: str) -> None:
    now = table.observe().player(player).life
    assert now == int(life), f"{player}'s life total is {now}, expected {life}"


@then(parsers.re(rf"{PLAYER} (?:may|can) play (?P<n>no|\d+) more lands? this turn$"))
def then_land_plays_left(table: Table, player: str, n: str) -> None:
    left = table.observe().player(player).land_plays_left
    if left is None:
        raise Unsupported("the engine does not report land plays left")
    assert left == (0 if n == "no" else int(n)), f"{player} may play {left} more land(s)"


@then(parsers.re(rf'"(?P<card>[^"]+)" explored (?P<times>once|twice)?\s?(?:and revealed (?P<what>nothing|"[^"]+"'
                 r'(?: both times)?))?$'))
def then_explored(table: Table, card: str, times: str | None, what: str | None) -> None:
    explored = [e for e in table.events_of(EventType.EXPLORED) if e.name == card]
    expected = {"once": 1, "twice": 2}.get(times or "", None)
    assert explored, f"{card} did not explore; events: {_event_names(table)}"
    if expected is not None:
        assert len(explored) == expected, f"{card} explored {len(explored)} time(s)"
    if what == "nothing":
        assert all(e.revealed is None for e in explored), f"{card} revealed {[e.revealed for e in explored]}"
    elif what:
        name = what.split('"')[1]
        assert all(e.revealed == name for e in explored), f"{card} revealed {[e.revealed for e in explored]}"


@then(parsers.re(r'nothing explored$'))
def then_nothing_explored(table: Table) -> None:
    assert not table.events_of(EventType.EXPLORED), f"explored: {table.events_of(EventType.EXPLORED)}"


@then(parsers.re(rf'the ability of (?:{PLAYER}\'s )?"(?P<card>[^"]+)" (?P<neg>did not trigger|triggered)'
                 r'(?: (?P<times>once|twice))?$'))
def then_triggered(table: Table, player: str | None, card: str, neg: str, times: str | None) -> None:
    fired = [e for e in table.events_of(EventType.ABILITY_TRIGGERED)
             if e.name == card and player in (None, e.player)]
    if neg == "did not trigger":
        assert not fired, f"{card}'s ability triggered {len(fired)} time(s)"
    else:
        expected = {"once": 1, "twice": 2}.get(times or "", None)
        assert fired, f"{card}'s ability did not trigger; events: {_event_names(table)}"
        if expected is not None:
            assert len(fired) == expected, f"{card}'s ability triggered {len(fired)} times"


@then(parsers.re(r'"(?P<card>[^"]+)" did not resolve$'))
def then_did_not_resolve(table: Table, card: str) -> None:
    assert any(e.name == card for e in table.events_of(EventType.DID_NOT_RESOLVE)), \
        f"{card} resolved or is still on the stack; events: {_event_names(table)}"


@then("the stack is empty")
def then_stack_empty(table: Table) -> None:
    stack = table.observe().stack
    assert not stack, f"the stack holds {[s.name for s in stack]}"


@then(parsers.re(r"no player received priority while the ability resolved$"))
def then_no_priority_during_resolution(table: Table) -> None:
    # Between the reveal of the explore and the explored event, nobody received priority.
    events = table.events
    start = next((i for i, e in enumerate(events) if e.type == EventType.REVEALED), None)
    end = next((i for i, e in enumerate(events) if e.type == EventType.EXPLORED), None)
    assert start is not None and end is not None and start < end, f"events: {_event_names(table)}"
    between = [e for e in events[start:end] if e.type == EventType.PRIORITY]
    assert not between, f"{[e.player for e in between]} received priority while the ability resolved"


def _event_names(table: Table) -> list[str]:
    return [f"{e.type}:{e.name or e.player or ''}" for e in table.events]
