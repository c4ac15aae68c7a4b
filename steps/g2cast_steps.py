"""Steps of issue 29's casting-and-costs gaps (g2cast). Shared steps are in steps/game_steps.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import EventType, PassUntilStackEmpty, Question, QuestionKind, Target, Zone
from steps.game_steps import PLAYER, distinct_objects, event_names, resolve_deferred, targets_named


@when(parsers.re(rf'all players pass until the stack is empty, {PLAYER} putting (?:her|his|their) triggered '
                 r'abilities on the stack in the order the question lists them and targeting "(?P<target>[^"]+)"$'))
def when_pass_ordering_and_targeting(table: Table, player: str, target: str) -> None:
    """Two triggered abilities of one permanent that entered (whose id the scenario cannot know
    beforehand) trigger together: ``player``'s ``order_triggers`` question (603.3b) is answered with
    its options as listed (the order changes nothing the scenario checks), and the ``targets``
    question of the one with a target names ``target``, the first permanent with that name (603.3d).
    Any other question fails, naming it."""
    resolve_deferred(table)
    wanted = table.find(table.check_card(target), zone=Zone.BATTLEFIELD)

    def on_question(q: Question):
        if q.player == player and q.kind == QuestionKind.ORDER_TRIGGERS:
            return list(q.options)
        if q.player == player and q.kind == QuestionKind.TARGETS:
            return [Target(object=wanted)]
        raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers only {player}'s "
                            "order_triggers and targets questions")
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@when(parsers.re(rf'all players pass until the stack is empty, answering the question {PLAYER} is asked with yes and '
                 r'the mana abilities of (?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)$'))
def when_pass_paying_with_mana_abilities(table: Table, player: str, names: str) -> None:
    """A mana payment asked for while an ability resolves ("unless you pay ..."), answered yes with
    the permanents whose mana abilities ``player`` activates during the payment, in that order (605.3a;
    docs/protocol.md, the ``may`` answer that names mana abilities). A name written twice is two
    permanents; each is one ``player`` controls, untapped before the action."""
    resolve_deferred(table)
    cards = [table.check_card(n) for n in re.findall(r'"([^"]+)"', names)]
    ids = distinct_objects(table, cards, zone=Zone.BATTLEFIELD, player=player, untapped=True)
    def on_question(q: Question):
        if q.player == player and q.kind == QuestionKind.MAY:
            return list(ids)
        raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers only {player}'s "
                            "may question")
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@then(parsers.re(rf'the stack holds, from the top, the triggered ability of "(?P<card>[^"]+)" controlled by {PLAYER} '
                 r'and then "(?P<spell>[^"]+)"$'))
def then_stack_ability_over_spell(table: Table, card: str, player: str, spell: str) -> None:
    """The stack, top first, is exactly an ability of ``card`` controlled by ``player`` (an ability's
    name is the engine's own, but must mention its source), then the spell ``spell``."""
    stack = table.observe().stack
    seen = [(s.kind, s.controller if s.kind == "ability" else None, card in s.name if s.kind == "ability"
             else s.name == spell) for s in stack]
    assert seen == [("ability", player, True), ("spell", None, True)], \
        f"the stack, top first, holds {[(s.kind, s.name, s.controller) for s in stack]}; expected the ability of " \
        f"{card} controlled by {player} (top), then {spell}"


def casting_as_it_resolves(player: str, kind: QuestionKind | None = None, answer: Any = None, *,
                           may: bool = True) -> Callable[[Question], Any]:
    """The answers of ``player`` casting a card (or a copy of a card) while an effect resolves (608.2g):
    ``may`` (yes, or no to decline) to each ``may`` question, ``answer`` to each question of ``kind``
    (the spell's ``targets``, 601.2c; the card to cast, ``choose_object``; None: no other question);
    any other question fails the scenario, naming it. Shared by the steps that pass priority that way."""
    def on_question(q: Question) -> Any:
        if q.player == player and q.kind == QuestionKind.MAY:
            return may
        if kind is not None and q.player == player and q.kind == kind:
            return answer
        raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers only {player}'s may "
                            + (f"and {kind} questions" if kind is not None else "question"))
    return on_question


@when(parsers.re(rf'all players pass until the stack is empty, {PLAYER} casting the exiled card without paying its '
                 r'mana cost targeting (?P<targets>.+)$'))
def when_pass_casting_exiled_card(table: Table, player: str, targets: str) -> None:
    """An ability that lets ``player`` cast a card as it resolves (608.2g; Spell Queller's "the exiled
    card's owner may cast that card without paying its mana cost"): the ``may`` question ``player`` is
    asked is answered yes and the ``targets`` question of the spell names ``targets`` (601.2c). Any
    other question fails, naming it."""
    resolve_deferred(table)
    on_question = casting_as_it_resolves(player, QuestionKind.TARGETS, list(targets_named(table, targets)))
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@then(parsers.re(r'no player received priority between the cast of "(?P<spell>[^"]+)" and the resolution of '
                 r'(?P<ability>the ability of )?"(?P<card>[^"]+)"$'))
def then_no_priority_after_cast_during_resolution(table: Table, spell: str, card: str, ability: str | None) -> None:
    """608.2g: a spell cast as an ability (or a spell) resolves is cast "except no player receives
    priority after it's cast": between its last ``spell_cast`` event and the ``resolved`` event of the
    ability of ``card`` (whose name, the engine's own, mentions its source), or of the spell ``card``
    (named ``card``), no ``priority`` event; one follows."""
    events = table.events
    cast = max((i for i, e in enumerate(events) if e.type == EventType.SPELL_CAST and e.name == spell), default=None)
    assert cast is not None, f"{spell} was not cast; events: {event_names(table)}"
    done = next((i for i in range(cast, len(events)) if events[i].type == EventType.RESOLVED
                 and (card in (events[i].name or "") and events[i].name != card if ability
                      else events[i].name == card)), None)
    what = f"the ability of {card}" if ability else card
    assert done is not None, f"{what} did not resolve after {spell} was cast; events: {event_names(table)}"
    between = [e.player for e in events[cast:done] if e.type == EventType.PRIORITY]
    assert not between, f"{between} received priority after {spell} was cast, while {what} resolved"
    assert any(e.type == EventType.PRIORITY for e in events[done:]), \
        f"no priority event after the ability resolved (117.3b); events: {event_names(table)}"
