"""Steps for scenarios that cross turn boundaries (issue 16, item 3): extra turns owed in the setup
(CR 500.7) and what a player's mana pool holds as steps end (106.4). Shared steps are in
steps/game_steps.py; "it is Alice's extra turn" is in steps/planechase_steps.py."""

from __future__ import annotations

import re
from collections import Counter

from pytest_bdd import given, parsers, then

from mtg_conformance.driver import Table
from mtg_conformance.protocol import QuestionKind, ScriptedChoice

from .game_steps import PLAYER, step_of

_MANA = r"(?:\{[WUBRGC]\})+"


def _symbols(mana: str) -> Counter[str]:
    return Counter(re.findall(r"\{([WUBRGC])\}", mana or ""))


@given(parsers.re(rf"{PLAYER} will take an extra turn after this one$"))
def given_extra_turn(table: Table, player: str) -> None:
    """GameSetup.extra_turns: ``player`` takes an extra turn after this one (500.7); given twice,
    two, the first named first."""
    table.draft(player)
    table.extra_turns = (*table.extra_turns, player)


@then(parsers.re(rf"{PLAYER}'s mana pool (?:is empty|holds (?P<mana>{_MANA}))$"))
def then_mana_pool(table: Table, player: str, mana: str | None) -> None:
    """What ``player``'s mana pool holds, in any order (106.4: it empties as each step and phase
    ends)."""
    pool = table.observe().player(player).mana_pool
    assert _symbols(pool) == _symbols(mana or ""), \
        f"{player}'s mana pool holds {pool or 'nothing'}, expected {mana or 'nothing'}"


@then(parsers.re(rf"the game is still in {PLAYER}'s (?P<words>[a-z ]+)$"))
def then_still_in_step(table: Table, player: str, words: str) -> None:
    """issue 29 (704.3): the turn and step the game is in, e.g. after a spell resolved: a
    state-based action happened as the player got priority there, not as a later step began."""
    obs = table.observe()
    step = step_of(words)
    assert (obs.active_player, obs.step) == (player, step), \
        f"the game is in {obs.active_player}'s {obs.step} step, expected {player}'s {step}"


@given(parsers.re(rf'{PLAYER} will (?P<choice>choose not to untap|untap) "(?P<card>[^"]+)" in (?:her|his|their) '
                  r'untap step$'))
def given_optional_untap(table: Table, player: str, choice: str, card: str) -> None:
    """502.3: "the active player determines which permanents they control will untap": the answer to
    a card's "You may choose not to untap [it] during your untap step" (``may``: true chooses not to
    untap it)."""
    table.check_card(card)
    table.script(ScriptedChoice(question=QuestionKind.MAY, answer=choice == "choose not to untap"))
