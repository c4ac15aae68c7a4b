"""Steps for issue 29's w2effects gaps: votes (CR 701.38a).

    When all players pass until the stack is empty, Alice voting chaos and Bob voting planeswalk

The step answers each ``vote`` question with the vote given for the player asked, and checks that
the players were asked in turn order starting with the spell's controller (701.38a: "each player,
starting with a specified player and proceeding in turn order"). Any other question fails, naming it.
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import PassUntilStackEmpty, Question, QuestionKind
from steps.game_steps import resolve_deferred

_VOTE = r"(?:Alice|Bob|Carol|Dave) voting (?:planeswalk|chaos)"


@when(parsers.re(rf"all players pass until the stack is empty, (?P<votes>{_VOTE}(?:(?:, | and ){_VOTE})*)$"))
def when_pass_voting(table: Table, votes: str) -> None:
    given = re.findall(r"(Alice|Bob|Carol|Dave) voting (planeswalk|chaos)", votes)
    expected_order = [p for p, _ in given]
    vote_of = dict(given)
    asked: list[str] = []
    resolve_deferred(table)

    def on_question(q: Question):
        if q.kind != QuestionKind.VOTE or q.player not in vote_of:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers only the vote "
                                f"questions of {expected_order}")
        options = list(q.options or ())
        if vote_of[q.player] not in options:
            raise AssertionError(f"{q.player}'s vote question offers {options}, not {vote_of[q.player]!r} (701.38a)")
        asked.append(q.player)
        return vote_of[q.player]
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]
        return
    assert asked == expected_order, \
        f"the players voted in the order {asked}, expected {expected_order} (701.38a: starting with the " \
        "specified player, in turn order)"
