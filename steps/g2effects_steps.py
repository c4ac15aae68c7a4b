"""Steps for issue 29's g2effects gaps: a random discard (CR 701.9b), scry N > 1 (701.22a), the
replacement choices of several players in APNAP order (616.1).

    Then Bob discarded two of "Island", "Mountain" and "Forest" at random and kept the other
    Given Alice will scry "Island" and "Mountain" to the bottom of her library in that order
    Given Alice will scry, keeping "Mountain" then "Island" on top of her library and putting nothing on the bottom
    When all players pass until the stack is empty, answering the replacement_effect questions of Carol, then Alice, in that order, with "Mending Hands"

A random discard leaves no choice to anyone: the step accepts each outcome a random draw can give
(any two cards of the hand), never one fixed pair, and reads the zones and the ``discarded`` events."""

from __future__ import annotations

import re
from collections import Counter

from typing import Any

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import EventType, PassUntilStackEmpty, Question, QuestionKind, ScriptedChoice

from .game_steps import PLAYER, resolve_deferred

_NUMBERS = {"one": 1, "two": 2, "three": 3}


def _names(text: str) -> list[str]:
    return re.findall(r'"([^"]+)"', text)


@then(parsers.re(rf'{PLAYER} discarded (?P<n>one|two|three) of (?P<cards>"[^"]+"(?:(?:, | and )"[^"]+")*) at random '
                 r'and kept the others?$'))
def then_discarded_at_random(table: Table, player: str, n: str, cards: str) -> None:
    """701.9b: "Some effects, however, require a random discard": of the cards the scenario put in the
    player's hand, any ``n`` are in their graveyard and the rest still in their hand; the player's
    ``discarded`` events name exactly the cards now in the graveyard. Which ones is not fixed: each
    choice of ``n`` cards passes."""
    expected = Counter(table.check_card(c) for c in _names(cards))
    obs = table.observe().player(player)
    hand, graveyard = Counter(c.name for c in obs.hand), Counter(c.name for c in obs.graveyard)
    assert hand + graveyard == expected, (f"{player}'s hand {sorted(hand.elements())} and graveyard "
                                          f"{sorted(graveyard.elements())} are not the cards {sorted(expected.elements())}")
    assert sum(graveyard.values()) == _NUMBERS[n], f"{player} discarded {sorted(graveyard.elements())}, not {n} cards"
    discarded = Counter(e.name for e in table.events_of(EventType.DISCARDED) if e.player == player)
    assert discarded == graveyard, (f"the discarded events of {player} name {sorted(discarded.elements())}, "
                                    f"the graveyard holds {sorted(graveyard.elements())}")


@given(parsers.re(rf'{PLAYER} will scry (?P<cards>"[^"]+"(?: and "[^"]+")*) to the bottom of (?:her|his|their) '
                  r'library in that order$'))
def given_scry_bottom_in_order(table: Table, player: str, cards: str) -> None:
    """The answer to ``scry`` (701.22a): these cards go to the bottom, the first first."""
    table.script(ScriptedChoice(question=QuestionKind.SCRY, answer=[table.check_card(c) for c in _names(cards)]))


@given(parsers.re(rf'{PLAYER} will scry, keeping (?P<top>"[^"]+"(?: then "[^"]+")*) on top of (?:her|his|their) '
                  r'library and putting (?:nothing|(?P<bottom>"[^"]+"(?: then "[^"]+")*)) on the bottom$'))
def given_scry_top_order(table: Table, player: str, top: str, bottom: str | None) -> None:
    """The answer to ``scry`` with the order of the cards kept on top (docs/protocol.md: ``{"bottom":
    [...], "top": [...]}``, the first of ``top`` on top)."""
    table.script(ScriptedChoice(question=QuestionKind.SCRY, answer={
        "bottom": [table.check_card(c) for c in _names(bottom or "")],
        "top": [table.check_card(c) for c in _names(top)]}))


@when(parsers.re(r'all players pass until the stack is empty, answering the replacement_effect questions of '
                 r'(?P<players>(?:Alice|Bob|Carol|Dave)(?:, then (?:Alice|Bob|Carol|Dave))*), in that order, with '
                 r'"(?P<source>[^"]+)"$'))
def when_pass_answering_in_order(table: Table, players: str, source: str) -> None:
    """616.1: "If two or more players have to make these choices at the same time, choices are made in
    APNAP order": the ``replacement_effect`` questions of one event affecting several players come to
    those players in this order, one each, each answered with ``source``; a question of another kind,
    to another player, or out of this order fails the step, and so does a player never asked."""
    expected = players.split(", then ")
    name = table.check_card(source)
    asked: list[str] = []

    def on_question(q: Question) -> Any:
        if q.kind != QuestionKind.REPLACEMENT_EFFECT:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers replacement_effect "
                                "questions only")
        asked.append(q.player)
        assert asked == expected[:len(asked)], (f"the replacement_effect questions came to {asked}, expected "
                                                f"{expected} in that order (APNAP, 616.1)")
        return name
    resolve_deferred(table)
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]
    assert asked == expected, f"the replacement_effect questions came to {asked}, expected {expected} (616.1)"
