"""Steps for control-changing effects (CR 613.1b; features/control-changes.feature): who controls a
permanent and who owns it. Shared steps are in steps/game_steps.py."""

from __future__ import annotations

from pytest_bdd import parsers, then

from mtg_conformance.driver import Table

from .game_steps import PLAYER


@then(parsers.re(rf'"(?P<card>[^"]+)" is controlled by {PLAYER}'
                 r'(?: and owned by (?P<owner>Alice|Bob|Carol|Dave))?$'))
def then_controlled_by(table: Table, card: str, player: str, owner: str | None) -> None:
    """The permanent named ``card`` (the first with that name) is controlled by ``player`` (110.2,
    613.1b) and, if given, owned by ``owner`` (110.2: its owner is the owner of the card that represents it, whoever controls it)."""
    perm = table.permanent(table.check_card(card))
    assert perm.controller == player, f"{card} is controlled by {perm.controller}, expected {player}"
    if owner is not None:
        assert perm.owner == owner, f"{card} is owned by {perm.owner}, expected {owner}"
