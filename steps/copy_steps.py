"""Steps for copies and face-down permanents (issue 29, gapE: CR 707.2, 707.10, 707.10c, 708.2):
several new targets for a copy, the events of a copy that leaves the stack, a question about another
player's hand, and a face-up permanent copying a face-down one."""

from __future__ import annotations

import dataclasses
import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    CastSpell, EventType, PassUntilStackEmpty, Question, QuestionKind, ScriptedChoice, Target, Zone,
)
from steps.event_steps import _asked
from steps.game_steps import DeferredTarget, PLAYER, distinct_objects, perform_action, resolve_deferred


@given(parsers.re(rf'{PLAYER} will target "(?P<card>[^"]+)" and (?P<who>Alice|Bob|Carol|Dave) with the ability '
                  r'of "(?P<source>[^"]+)"$'))
def given_targets_object_then_player(table: Table, player: str, card: str, who: str, source: str) -> None:
    """Two targets, in this order: a permanent (the first with that name) and a player (a copy's new
    targets, 707.10c: one may be the original's, unchanged)."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS,
                                answer=[DeferredTarget(table.check_card(card)), Target(player=who)]))


@then(parsers.re(rf'the events say a "(?P<card>[^"]+)" moved from the stack to {PLAYER}\'s hand$'))
def then_moved_to_hand(table: Table, card: str, player: str) -> None:
    """docs/protocol.md, Events: a ``zone_change``'s ``player`` is the owner of the object that moved,
    and a card goes to its owner's hand (400.3): one moved from the stack to ``player``'s hand."""
    table.check_card(card)
    moves = [e for e in table.events if e.type == EventType.ZONE_CHANGE and e.name == card
             and e.from_zone == Zone.STACK and e.to_zone == Zone.HAND]
    assert any(e.player == player for e in moves), \
        f"no zone_change of {card} from the stack to {player}'s hand; those to a hand name the owners " \
        f"{[e.player for e in moves]}"


@then(parsers.re(rf'{PLAYER} was asked a choose_object question offering (?P<cards>"[^"]+"(?:(?:, | and )"[^"]+")*) from '
                 r'(?P<whose>Alice|Bob|Carol|Dave)\'s hand$'))
def then_asked_choose_from_other_hand(table: Table, player: str, cards: str, whose: str) -> None:
    """§2, Question: the last ``choose_object`` question ``player`` was asked offers exactly the cards
    of these names that were in ``whose`` hand before the last action."""
    q = _asked(table, player, QuestionKind.CHOOSE_OBJECT)
    names = [table.check_card(n) for n in re.findall(r'"([^"]+)"', cards)]
    hand = table.before_last_action.player(whose).hand
    if sorted(c.name for c in hand if c.name in names) != sorted(names):
        raise ScenarioError(f"{whose}'s hand before the last action held {[c.name for c in hand]}, not {names}")
    expected = {c.id for c in hand if c.name in names}
    assert set(q.options or ()) == expected and len(q.options) == len(expected), \
        f"the choose_object question {player} was asked offers {q.options!r}, expected {names} in {whose}'s hand"


@when(parsers.re(rf'all players pass until the stack is empty, naming "(?P<card>[^"]+)" when {PLAYER} is asked to '
                 r'choose a card name$'))
def when_pass_naming(table: Table, card: str, player: str) -> None:
    """The answer to a ``name_card`` question, given as it is asked (so that an answer the engine
    refuses is not left scripted): any string naming a card the suite knows, or a split card's two
    names together (709.4a: refused)."""
    table.check_card(card)

    def on_question(q: Question):
        if q.player != player or q.kind != QuestionKind.NAME_CARD:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers {player}'s name_card question")
        return card
    resolve_deferred(table)
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" tapping (?P<lands>"[^"]+"(?: and "[^"]+")*) for mana$'))
def when_cast_tapping(table: Table, player: str, card: str, lands: str) -> None:
    """A cast whose payment activates the mana abilities of these permanents (docs/protocol.md, `cast`:
    `mana_abilities`, CR 601.2g), in order, the first untapped one of each name."""
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    names = [table.check_card(n) for n in re.findall(r'"([^"]+)"', lands)]
    perform_action(table, CastSpell(player=player, card=card_id, mana_abilities=tuple(
        distinct_objects(table, names, zone=Zone.BATTLEFIELD, player=player, untapped=True))))


@given(parsers.re(r'"(?P<card>[^"]+)" is attached to (?P<who>Alice|Bob|Carol|Dave)$'))
def given_attached_to_player(table: Table, card: str, who: str) -> None:
    """A permanent set up attached to a player (docs/protocol.md, PermanentSetup `attached_to`: the
    name of a permanent or of a player), the first set up with that name."""
    found = [(draft, i) for draft in table.drafts.values() for i, perm in enumerate(draft.battlefield)
             if perm.card == table.check_card(card)]
    if not found:
        raise ScenarioError(f"{card!r} is not set up on the battlefield before it is attached")
    draft, i = found[0]
    draft.battlefield[i] = dataclasses.replace(draft.battlefield[i], attached_to=who)


@then(parsers.re(rf'the events say "(?P<card>[^"]+)" was put into {PLAYER}\'s graveyard in (?P<active>Alice|Bob|Carol|Dave)\'s '
                 r'cleanup step, and then (?:a player|(?P<who>Alice|Bob|Carol|Dave)) received priority in that step$'))
def then_put_into_graveyard_in_cleanup(table: Table, card: str, player: str, active: str, who: str | None) -> None:
    """704.3, 514.3a: a state-based action performed in the cleanup step (a ``zone_change`` of the
    card to ``player``'s graveyard after ``active``'s cleanup step began, before any other step or
    turn began), and then, in that same step, a ``priority`` event: a player received priority
    there, which happens in a cleanup step only when something was performed (514.3a)."""
    table.check_card(card)
    events = table.events
    moved = [i for i, e in enumerate(events) if e.type == EventType.ZONE_CHANGE and e.name == card
             and e.to_zone == Zone.GRAVEYARD and e.player == player]
    assert moved, f"no zone_change of {card} to {player}'s graveyard among the last action's events: " \
                  f"{[f'{e.type}:{e.name or e.detail}' for e in events]}"
    i = moved[0]
    began = [j for j in range(i) if events[j].type in (EventType.STEP_BEGAN, EventType.TURN_BEGAN)]
    assert began, f"no step began before {card} was put into {player}'s graveyard"
    step = events[began[-1]]
    assert step.type == EventType.STEP_BEGAN and step.detail == "cleanup" and step.player == active, \
        f"{card} was put into {player}'s graveyard after {step.type}:{step.player}:{step.detail}, not in " \
        f"{active}'s cleanup step"
    after = events[i + 1:]
    until = next((k for k, e in enumerate(after) if e.type in (EventType.STEP_BEGAN, EventType.TURN_BEGAN)), len(after))
    assert any(e.type == EventType.PRIORITY for e in after[:until]), \
        f"no player received priority in {active}'s cleanup step after {card} was put into the graveyard " \
        f"(514.3a): {[f'{e.type}:{e.player or e.name}' for e in after[:until + 1]]}"
    if who is not None:     # 514.3a: "then the active player gets priority"
        first = next(e for e in after[:until] if e.type == EventType.PRIORITY)
        assert first.player == who, f"{first.player} received priority first in {active}'s cleanup step, expected {who}"


@when(parsers.re(rf'all players pass until the stack is empty, keeping the permanent that has just entered when '
                 rf'{PLAYER} is asked which to keep$'))
def when_pass_keeping_new(table: Table, player: str) -> None:
    """The answer to a ``choose_object`` question among permanents (704.5j, the legend rule): the
    option that was no permanent before the action (the one that entered during it: its id is new,
    400.7), exactly one."""
    before = {p.id for p in table.observe().battlefield}

    def on_question(q: Question):
        if q.player != player or q.kind != QuestionKind.CHOOSE_OBJECT:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers {player}'s "
                                "choose_object question")
        new = [o for o in (q.options or ()) if o not in before]
        if len(new) != 1:
            raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; options {q.options!r}: "
                                f"{len(new)} of them were not on the battlefield before, not one")
        return new[0]
    resolve_deferred(table)
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]
