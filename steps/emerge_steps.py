"""Steps for emerge and escalate scenarios (see steps/game_steps.py for the shared ones, and
steps/flashback_steps.py for ``<player> paid <mana> for "<card>"``, ``X = N``, ``is tapped``, ``has
priority`` and ``the mana value of "<card>" on the stack``).

Every phrase that chooses how a spell is cast comes right after the card's name, so that the shared
``<player> casts "<card>"[ targeting …]`` can never match these texts:

    Alice casts "Wretched Gryff" for its emerge cost sacrificing "Grizzly Bears"
    Alice casts "Wretched Gryff" for its emerge cost sacrificing "Llanowar Elves", tapping "Llanowar Elves" for mana
    Alice casts "Collective Defiance" choosing modes 1 and 3 targeting Bob and Bob

Permanents that are not plain cards are set up with ``<player> has … on the battlefield`` (never
``<player> controls …``, which the shared step reads as a list of card names):

    Alice has "Delver of Secrets" on the battlefield transformed
    Alice has "Chittering Host" on the battlefield melded from "Graf Rats" and "Midnight Scavengers"
    Alice has "Clone" on the battlefield as a copy of "Chittering Host"
    Alice has an "Eldrazi Horror" creature token on the battlefield
    Alice has a token copy of "Grizzly Bears" on the battlefield
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    CastSpell, EventType, PermanentSetup, QuestionKind, ScriptedChoice, Target, Zone,
)
from steps.game_steps import DeferredTarget, PLAYER, distinct_objects, perform_action, targets_named

_NAMES = re.compile(r'"([^"]+)"')
_TARGETING = r'(?: targeting (?P<targets>.+))?'


# --------------------------------------------------------------------------------------------
# Given
# --------------------------------------------------------------------------------------------

@given(parsers.re(rf'{PLAYER} has "(?P<card>[^"]+)" on the battlefield transformed$'))
def given_transformed(table: Table, player: str, card: str) -> None:
    """A transforming double-faced permanent with its back face up (CR 712.8e)."""
    table.draft(player).battlefield.append(PermanentSetup(card=table.check_card(card), transformed=True))


@given(parsers.re(rf'{PLAYER} has "(?P<card>[^"]+)" on the battlefield melded from "(?P<a>[^"]+)" '
                  r'and "(?P<b>[^"]+)"$'))
def given_melded(table: Table, player: str, card: str, a: str, b: str) -> None:
    """A melded permanent represented by its two cards (CR 712.4a)."""
    table.draft(player).battlefield.append(PermanentSetup(
        card=table.check_card(card), meld_cards=(table.check_card(a), table.check_card(b))))


@given(parsers.re(rf'{PLAYER} has "(?P<card>[^"]+)" on the battlefield as a copy of "(?P<copied>[^"]+)"$'))
def given_copy(table: Table, player: str, card: str, copied: str) -> None:
    """A permanent that entered as a copy of ``copied`` (a face name), e.g. a Clone."""
    table.draft(player).battlefield.append(PermanentSetup(
        card=table.check_card(card), copy_of=table.check_card(copied)))


@given(parsers.re(rf'{PLAYER} has an? "(?P<card>[^"]+)" creature token on the battlefield$'))
def given_token(table: Table, player: str, card: str) -> None:
    """A creature token that is not a copy of anything (CR 111.3)."""
    table.draft(player).battlefield.append(PermanentSetup(card=table.check_card(card), token=True))


@given(parsers.re(rf'{PLAYER} has a token copy of "(?P<card>[^"]+)" on the battlefield$'))
def given_token_copy(table: Table, player: str, card: str) -> None:
    """A token that is a copy of a card (CR 707.2: it has the card's mana cost)."""
    table.draft(player).battlefield.append(PermanentSetup(
        card=table.check_card(card), copy_of=card, token=True))


@given(parsers.re(rf'{PLAYER} will target (?P<targets>"[^"]+"(?:(?:, | and )"[^"]+")+) with the ability '
                  r'of "(?P<source>[^"]+)"$'))
def given_trigger_targets(table: Table, player: str, targets: str, source: str) -> None:
    """Several targets for one triggered ability (permanents, by name, the first with each name)."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS,
                                answer=[DeferredTarget(name) for name in _NAMES.findall(targets)]))


@given(parsers.re(rf'{PLAYER} will choose no targets for the ability of "(?P<source>[^"]+)"$'))
def given_no_targets(table: Table, player: str, source: str) -> None:
    """"Up to N targets": zero of them."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[]))


# --------------------------------------------------------------------------------------------
# When
# --------------------------------------------------------------------------------------------

@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" for its emerge cost sacrificing "(?P<victim>[^"]+)"'
                 rf'(?:, tapping (?P<tapping>"[^"]+"(?: and "[^"]+")*) for mana)?{_TARGETING}$'))
def when_cast_emerge(table: Table, player: str, card: str, victim: str, tapping: str | None,
                     targets: str | None) -> None:
    """Emerge (CR 702.119a): the creature to sacrifice is chosen with the cost (601.2b); the
    permanents named after "tapping" have their mana abilities activated while paying (601.2g)."""
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    # The player's own creature of that name, else anyone's (the engine judges what may be sacrificed).
    own = [i for z, i in table.locate(table.observe(), table.check_card(victim), player) if z == Zone.BATTLEFIELD]
    sacrifice = own[0] if own else table.find(victim, zone=Zone.BATTLEFIELD)
    # A name written twice is two permanents: "tapping "Forest" and "Forest"" taps two Forests.
    sources = tuple(distinct_objects(table, _NAMES.findall(tapping or ""), zone=Zone.BATTLEFIELD, player=player,
                                     untapped=True))
    perform_action(table, CastSpell(player=player, card=card_id, alternative_cost="emerge", sacrifice=(sacrifice,),
                                    mana_abilities=sources, targets=targets_named(table, targets)))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" for its emerge cost without sacrificing a creature$'))
def when_cast_emerge_no_sacrifice(table: Table, player: str, card: str) -> None:
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, alternative_cost="emerge"))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" choosing (?:mode (?P<one>\d+)|modes (?P<many>\d+(?:, \d+)*'
                 rf' and \d+)){_TARGETING}$'))
def when_cast_modes(table: Table, player: str, card: str, one: str | None, many: str | None,
                    targets: str | None) -> None:
    """A modal spell (CR 700.2): modes numbered from 1 in printed order; targets in that order."""
    modes = (int(one),) if one else tuple(int(m) for m in re.findall(r"\d+", many or ""))
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, modes=modes, targets=targets_named(table, targets)))


@when(parsers.re(rf'{PLAYER} casts "Clone" as a copy of "(?P<original>[^"]+)"$'))
def when_cast_clone(table: Table, player: str, original: str) -> None:
    """Cast Clone; it resolves later, entering as a copy of ``original`` (the first permanent with
    that name): the ``may`` and ``choose_object`` answers are scripted now that the ids exist."""
    card_id = table.find("Clone", zone=Zone.HAND, player=player)
    table.script(ScriptedChoice(question=QuestionKind.MAY, answer=True))
    table.script(ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT,
                                answer=table.find(table.check_card(original), zone=Zone.BATTLEFIELD)))
    perform_action(table, CastSpell(player=player, card=card_id))


# --------------------------------------------------------------------------------------------
# Then
# --------------------------------------------------------------------------------------------

def _casting(table: Table, player: str, card: str) -> list:
    """The events from ``card`` being put on the stack to its becoming cast (601.2a-i)."""
    events = table.events
    cast = next((i for i, e in enumerate(events) if e.type == EventType.SPELL_CAST and e.name == card
                 and e.player == player), None)
    if cast is None:
        raise AssertionError(f"{player} did not cast {card}; events: {[f'{e.type}:{e.name}' for e in events]}")
    start = max((i for i, e in enumerate(events[:cast]) if e.type == EventType.ZONE_CHANGE
                 and e.to_zone == Zone.STACK and e.name == card), default=None)
    if start is None:
        raise ScenarioError(f"the engine reported no zone_change of {card} to the stack before it was cast")
    return events[start:cast + 1]


@then(parsers.re(rf'"(?P<victim>[^"]+)" was sacrificed while {PLAYER} cast "(?P<card>[^"]+)"$'))
def then_sacrificed_while_casting(table: Table, victim: str, player: str, card: str) -> None:
    during = _casting(table, player, card)
    assert any(e.type == EventType.SACRIFICED and e.name == victim for e in during), \
        f"{victim} was not sacrificed while {card} was cast: {[f'{e.type}:{e.name}' for e in during]}"


@then(parsers.re(rf'no player received priority while {PLAYER} cast "(?P<card>[^"]+)"$'))
def then_no_priority_while_casting(table: Table, player: str, card: str) -> None:
    """No ``priority`` event inside the casting window, and one after it: an engine that reports no
    priority at all (the protocol requires the events) does not pass by saying nothing."""
    during = _casting(table, player, card)
    given = [e.player for e in during if e.type == EventType.PRIORITY]
    assert not given, f"{given} received priority while {player} cast {card}"
    after = table.events[table.events.index(during[-1]) + 1:]
    assert any(e.type == EventType.PRIORITY for e in after), \
        f"no priority event after {card} was cast (117.3c: its caster receives priority); events: " \
        f"{[e.type for e in after]}"


@then(parsers.re(rf'{PLAYER} activated the mana ability of "(?P<source>[^"]+)" while casting "(?P<card>[^"]+)"$'))
def then_mana_ability_while_casting(table: Table, player: str, source: str, card: str) -> None:
    """Inside the casting window (601.2g): ``source`` was tapped, then mana was added to
    ``player``'s pool, and only then was ``source`` sacrificed, if it was (601.2h)."""
    during = _casting(table, player, card)
    tapped = [i for i, e in enumerate(during) if e.type == EventType.TAPPED and e.name == source]
    assert tapped, f"{source} was not tapped while {card} was cast: {[f'{e.type}:{e.name}' for e in during]}"
    added = [i for i, e in enumerate(during) if e.type == EventType.MANA_ADDED and e.player == player
             and i > tapped[0]]
    assert added, f"no mana was added to {player}'s pool after {source} was tapped while {card} was cast"
    sacrificed = [i for i, e in enumerate(during) if e.type == EventType.SACRIFICED and e.name == source]
    assert all(i > added[0] for i in sacrificed), f"{source} was sacrificed before its mana was added"


@when(parsers.re(rf'{PLAYER} will target the spell "(?P<spell>[^"]+)" with the ability of "(?P<source>[^"]+)"$'))
def when_trigger_targets_spell(table: Table, player: str, spell: str, source: str) -> None:
    """dmg17: a triggered ability's target on the stack (Spell Queller's "exile target spell"), the
    spell named as it is on the stack now."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[
        Target(object=table.find(table.check_card(spell), zone=Zone.STACK))]))


# issue 29 (gapB): abilities of two players that trigger at one moment, as they wait on the stack.
@then(parsers.re(r'the stack holds, from the top, the triggered abilities of "(?P<card>[^"]+)" controlled by '
                 r'(?P<first>Alice|Bob|Carol|Dave) and (?P<second>Alice|Bob|Carol|Dave)$'))
def then_stack_of_triggers(table: Table, card: str, first: str, second: str) -> None:
    """603.3b: the stack, top first, is exactly these two abilities of ``card`` (an ability's name is
    the engine's own, but must mention its source), controlled by ``first`` then ``second``."""
    stack = table.observe().stack
    seen = [(s.kind, s.controller, card in s.name) for s in stack]
    assert seen == [("ability", first, True), ("ability", second, True)], \
        f"the stack, top first, holds {[(s.kind, s.name, s.controller) for s in stack]}; expected the abilities " \
        f"of {card} controlled by {first} (top), then {second}"
