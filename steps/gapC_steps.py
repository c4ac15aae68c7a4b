"""Steps for issue 29's casting and resolving gaps (gapC) that read events (docs/protocol.md §2,
Event: ``drew`` and ``discarded`` have ``player`` and ``name``):

    Then the events say Alice drew exactly "Island"
    Then the events say Alice discarded exactly "Island"
    Then no player received priority between the activation of the mana ability of "Llanowar Elves" and its mana
    When all players pass until the stack is empty, Alice putting her triggered abilities on the stack in the order the question lists them
    Then the stack holds one ability and nothing else, controlled by Alice

They see what a player did even after that player left the game and their cards with them
(800.4a), where the zones no longer can."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import EventType, PassUntilStackEmpty, Question, QuestionKind

from .game_steps import PLAYER, resolve_deferred

_KINDS = {"drew": EventType.DREW, "discarded": EventType.DISCARDED}


@then(parsers.re(rf'the events say {PLAYER} (?P<kind>drew|discarded) exactly (?P<cards>"[^"]+"(?:, "[^"]+")*)$'))
def then_drew_or_discarded_exactly(table: Table, player: str, kind: str, cards: str) -> None:
    """The ``drew`` (or ``discarded``) events of the scenario for ``player`` name exactly these
    cards, in this order: one event per card drawn (121.2) or discarded (701.9a), none more."""
    expected = [table.check_card(n) for n in re.findall(r'"([^"]+)"', cards)]
    names = [e.name for e in table.events_of(_KINDS[kind]) if e.player == player]
    assert names == expected, f"the {kind} events of {player} name {names}, expected {expected}"


@then(parsers.re(rf'no player received priority between the activation of the mana ability of "(?P<source>[^"]+)" '
                 r'and its mana$'))
def then_no_priority_inside_mana_ability(table: Table, source: str) -> None:
    """605.3b: a mana ability "can't be ... responded to ... it resolves immediately after it is
    activated". In the last action's events, from the first that shows the activation (its
    ``ability_activated`` event, if reported, or the ``tapped`` event of its {T} cost) to the
    ``mana_added`` event that follows, no ``priority`` event. Both ends must be reported (the
    protocol requires ``tapped`` and ``mana_added``): an engine that reports nothing does not pass
    by saying nothing."""
    name = table.check_card(source)
    events = list(table.last_events)
    start = next((i for i, e in enumerate(events)
                  if e.type in (EventType.ABILITY_ACTIVATED, EventType.TAPPED) and e.name == name), None)
    assert start is not None, f"no tapped event of {name} in the last action's events: {[str(e.type) for e in events]}"
    end = next((i for i in range(start, len(events)) if events[i].type == EventType.MANA_ADDED), None)
    assert end is not None, f"no mana_added event after {name}'s activation: {[str(e.type) for e in events]}"
    given = [e.player for e in events[start:end] if e.type == EventType.PRIORITY]
    assert not given, f"{given} received priority between the activation of {name}'s mana ability and its mana"


@when(parsers.re(rf'all players pass until the stack is empty, {PLAYER} putting (?:her|his|their) triggered '
                 r'abilities on the stack in the order the question lists them$'))
def when_pass_ordering_triggers_as_listed(table: Table, player: str) -> None:
    """For abilities whose order changes nothing the scenario checks (the same ability of two
    permanents that entered in the same event, whose ids the scenario cannot know beforehand): the
    ``order_triggers`` question ``player`` is asked (603.3b) is answered with its options as listed.
    Any other question fails, naming it."""
    resolve_deferred(table)

    def on_question(q: Question):
        if q.player != player or q.kind != QuestionKind.ORDER_TRIGGERS:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers only "
                                f"{player}'s order_triggers question")
        return list(q.options)
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@then(parsers.re(rf'the stack holds (?P<n>one|two) abilit(?:y|ies) and nothing else, controlled by {PLAYER}$'))
def then_stack_holds_abilities(table: Table, n: str, player: str) -> None:
    """The observed stack (docs/protocol.md, StackItemView) holds exactly ``n`` objects of kind
    ``ability``, each controlled by ``player``, and no spell. An ability's name is the engine's
    own: it is not compared."""
    stack = table.observe().stack
    expected = {"one": 1, "two": 2}[n]
    seen = [(s.kind, s.controller, s.name) for s in stack]
    assert len(stack) == expected and all(s.kind == "ability" and s.controller == player for s in stack), \
        f"the stack holds {seen}, expected {expected} ability(ies) controlled by {player}"
