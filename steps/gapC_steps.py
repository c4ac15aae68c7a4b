"""Steps for issue 29's casting and resolving gaps (gapC) that read events (docs/protocol.md §2,
Event: ``drew`` and ``discarded`` have ``player`` and ``name``):

    Then the events say Alice drew exactly "Island"
    Then the events say Alice discarded exactly "Island"

They see what a player did even after that player left the game and their cards with them
(800.4a), where the zones no longer can."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then

from mtg_conformance.driver import Table
from mtg_conformance.protocol import EventType

from .game_steps import PLAYER

_KINDS = {"drew": EventType.DREW, "discarded": EventType.DISCARDED}


@then(parsers.re(rf'the events say {PLAYER} (?P<kind>drew|discarded) exactly (?P<cards>"[^"]+"(?:, "[^"]+")*)$'))
def then_drew_or_discarded_exactly(table: Table, player: str, kind: str, cards: str) -> None:
    """The ``drew`` (or ``discarded``) events of the scenario for ``player`` name exactly these
    cards, in this order: one event per card drawn (121.2) or discarded (701.9a), none more."""
    expected = [table.check_card(n) for n in re.findall(r'"([^"]+)"', cards)]
    names = [e.name for e in table.events_of(_KINDS[kind]) if e.player == player]
    assert names == expected, f"the {kind} events of {player} name {names}, expected {expected}"
