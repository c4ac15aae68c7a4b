"""Steps for issue 29's stack and triggered-ability gaps (g2stack): abilities on the stack as
targets (Stifle's "target activated or triggered ability", Strionic Resonator's "target triggered
ability you control"), what became of them, and a pass whose question may or may not come:

    When Bob casts "Stifle" targeting the triggered ability of "Soul Warden"
    When Alice activates the ability of "Strionic Resonator" targeting the triggered ability of "Soul Warden"
    When Alice passes priority, answering the question Bob is asked with no
    Then the triggered ability of "Soul Warden" was countered
    Then the stack holds no ability of "Emperor Crocodile"
    Then the last action moved no object from the stack but "Stifle"

An ability on the stack is named by the engine (docs/protocol.md, StackItemView), so it is found by
its kind (``"ability"``) and its name mentioning its source, the topmost such first (the steps of
emerge_steps.py read abilities so); the id it had when it was targeted is what later steps look for.
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    ActivateAbility, CastSpell, EventType, PassPriority, PassUntilStackEmpty, Question, QuestionKind, Target, Zone,
)

from .event_steps import _ANSWER, _act_answering
from .game_steps import PLAYER, event_names, perform_action, resolve_deferred


def _ability_on_stack(table: Table, source: str) -> str:
    """The id of the topmost ability on the stack whose name mentions ``source``."""
    table.check_card(source)
    found = [s.id for s in table.observe().stack if s.kind == "ability" and source in s.name]
    if not found:
        raise ScenarioError(f"no ability of {source!r} is on the stack: "
                            f"{[(s.kind, s.name) for s in table.observe().stack]}")
    table.targeted_abilities = getattr(table, "targeted_abilities", {}) | {source: found[0]}  # type: ignore[attr-defined]
    return found[0]


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" targeting the (?:triggered |activated )?ability of '
                 r'"(?P<source>[^"]+)"$'))
def when_cast_at_ability(table: Table, player: str, card: str, source: str) -> None:
    """A cast whose one target is an ability on the stack (Stifle; Cancel, to see it refused)."""
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id,
                                    targets=(Target(object=_ability_on_stack(table, source)),)))


@when(parsers.re(rf'{PLAYER} activates the ability of "(?P<card>[^"]+)" targeting the (?:triggered |activated )?'
                 r'ability of "(?P<source>[^"]+)"$'))
def when_activate_at_ability(table: Table, player: str, card: str, source: str) -> None:
    """An ``activate`` (ability 0 of the first ``card`` ``player`` controls) whose one target is an
    ability on the stack (Strionic Resonator). Its mana cost is paid from the mana pool."""
    source_id = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player)
    perform_action(table, ActivateAbility(player=player, source=source_id, ability=0,
                                          targets=(Target(object=_ability_on_stack(table, source)),)))


@when(parsers.re(rf'(?P<who>Alice|Bob|Carol|Dave) passes priority, answering the question {PLAYER} is asked with '
                 rf'{_ANSWER}$'))
def when_pass_answering(table: Table, who: str, player: str, answer: str, card: str | None, then: str | None,
                        order: str | None) -> None:
    """One pass; a question it brings (if any: the rules may leave asking to the engine, as Aethersnatch's
    "you may choose new targets" for a spell without targets) is answered so."""
    _act_answering(table, PassPriority(player=who), player, answer, card, then, order)


@then(parsers.re(r'the (?:triggered |activated )?ability of "(?P<source>[^"]+)" was countered$'))
def then_ability_countered(table: Table, source: str) -> None:
    """A ``countered`` event names the ability targeted (its id on the stack, 701.6a), and the
    ability is no longer on the stack."""
    targeted = getattr(table, "targeted_abilities", {}).get(table.check_card(source))
    if targeted is None:
        raise ScenarioError(f"no step targeted an ability of {source!r}")
    assert any(e.object == targeted for e in table.events_of(EventType.COUNTERED)), \
        f"no countered event names the ability of {source} ({targeted}); events: {event_names(table)}"
    assert all(s.id != targeted for s in table.observe().stack), f"the ability of {source} is still on the stack"


@then(parsers.re(r'the stack holds no ability of "(?P<source>[^"]+)"$'))
def then_no_ability_of(table: Table, source: str) -> None:
    table.check_card(source)
    stack = table.observe().stack
    assert not [s for s in stack if s.kind == "ability" and source in s.name], \
        f"the stack holds {[(s.kind, s.name) for s in stack]}"


@then(parsers.re(r'the last action moved no object from the stack but "(?P<card>[^"]+)"$'))
def then_only_moved_from_stack(table: Table, card: str) -> None:
    """603.3, 113.1c: an ability on the stack is not a card; countered (701.6a), it goes to no
    zone. Of the last action's ``zone_change`` events from the stack, only those of ``card``."""
    name = table.check_card(card)
    moved = [(e.name, e.to_zone) for e in table.last_events
             if e.type == EventType.ZONE_CHANGE and e.from_zone == Zone.STACK]
    assert moved and all(n == name for n, _ in moved), \
        f"the objects that moved from the stack: {moved}; expected only {name}"


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" choosing modes (?P<modes>\d+(?:, \d+)* and \d+), each mode '
                 r'(?P<mode>\d+) targeting the same "(?P<target>[^"]+)"$'))
def when_cast_same_target_for_repeated_mode(table: Table, player: str, card: str, modes: str, mode: str,
                                            target: str) -> None:
    """700.2d: a mode chosen more than once, each time with the same object as its target (the
    only modes with targets are those ``mode``s: one target each, the object named)."""
    chosen = tuple(int(m) for m in re.findall(r"\d+", modes))
    if chosen.count(int(mode)) < 2:
        raise ScenarioError(f"mode {mode} is not chosen more than once in {chosen}")
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    object_id = table.find(table.check_card(target), zone=Zone.BATTLEFIELD)
    perform_action(table, CastSpell(player=player, card=card_id, modes=chosen,
                                    targets=tuple(Target(object=object_id) for _ in range(chosen.count(int(mode))))))


@when(parsers.re(rf'all players pass until the stack is empty, answering {PLAYER}\'s may questions with '
                 r'(?P<answers>(?:yes|no)(?:, then (?:yes|no))*)$'))
def when_pass_answering_mays(table: Table, player: str, answers: str) -> None:
    """``may`` questions of ``player``, answered in the order given (``yes, then no``: yes to the first,
    no to the second); fewer may come (an engine need not ask "choose new targets" when the answer
    changes nothing it would report), not more, and no question of another kind or player."""
    queue = [a == "yes" for a in re.findall(r"yes|no", answers)]

    def on_question(q: Question):
        if q.player != player or q.kind != QuestionKind.MAY:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers {player}'s may questions")
        if not queue:
            raise ScenarioError(f"{player} was asked one may question more than the step answers: {q.prompt}")
        return queue.pop(0)

    resolve_deferred(table)
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@then(parsers.re(r'the ability of "(?P<card>[^"]+)" was activated (?P<times>once|twice)$'))
def then_activated_times(table: Table, card: str, times: str) -> None:
    """``ability_activated`` events of ``card``: a copy of an activated ability isn't activated (707.10)."""
    name = table.check_card(card)
    found = [e for e in table.events_of(EventType.ABILITY_ACTIVATED) if e.name == name]
    expected = {"once": 1, "twice": 2}[times]
    assert len(found) == expected, f"{name}'s ability was activated {len(found)} time(s), expected {expected}"
