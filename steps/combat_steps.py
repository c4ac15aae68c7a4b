"""Steps for combat keywords (features/combat.feature): what a player sees of attacking creatures."""

from __future__ import annotations

from pytest_bdd import parsers, then

from mtg_conformance.driver import Table


@then(parsers.re(r'"(?P<card>[^"]+)" is untapped$'))
def then_untapped(table: Table, card: str) -> None:
    assert not table.permanent(card).tapped, f"{card} is tapped"
