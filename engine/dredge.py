"""Dredge (CR 702.52), a replacement effect on draws plugged into ``hooks.EVENT_REPLACEMENT_EFFECTS``.

702.52a: "Dredge is a static ability that functions only while the card with dredge is in a player's
graveyard. "Dredge N" means "As long as you have at least N cards in your library, if you would draw a
card, you may instead mill N cards and return this card from your graveyard to your hand."" 702.52b:
"A player with fewer cards in their library than the number required by a dredge ability can't mill
any of them this way." The player is asked (``may``) once per draw for each card whose dredge could
apply; declined, the draw happens (or another replacement effect applies to it)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import QuestionKind, Zone

from . import hooks
from .game import Game, Obj
from .replacement import EventReplacement

DREDGE: dict[str, int] = {}
"""The N of each card's "Dredge N", by the card's name."""

DECLINED = "dredge declined"
"""The ids of the cards whose dredge the drawing player declined for this draw (kept in the event)."""


def register(name: str, n: int) -> None:
    DREDGE[name] = n


def _dredge_instead(game: Game, event: dict[str, Any]) -> list[EventReplacement]:
    """``hooks.EVENT_REPLACEMENT_EFFECTS["draw"]``: each dredge card in the drawing player's own
    graveyard ("your graveyard") whose N their library can pay (702.52b), the player choosing to
    apply it ("you may instead")."""
    player = game.player(event["player"])
    declined = event.setdefault(DECLINED, set())
    out = []
    for card in list(player.graveyard):
        n = DREDGE.get(card.shown_name)
        if n is None or len(player.library) < n or card.id in declined:
            continue
        if not game.ask(QuestionKind.MAY, player.name, f"Dredge {n}: mill {n} cards and return {card.shown_name} "
                        "from your graveyard to your hand instead of drawing?"):
            declined.add(card.id)
            continue
        out.append(EventReplacement(key=f"dredge {card.id}", source=card.shown_name,
                                    detail=f"{player.name} mills {n} cards and returns {card.shown_name} to their hand",
                                    apply=lambda g, e, card=card, n=n: _mill_and_return(g, e, card, n)))
    return out


def _mill_and_return(game: Game, event: dict[str, Any], card: Obj, n: int) -> None:
    # "mill N cards and return this card from your graveyard to your hand" (701.17a: from the top of
    # the library into the graveyard), then the draw does not happen (614.6).
    player = game.player(event["player"])
    with game.simultaneously():
        for milled in list(player.library[:n]):
            game.move(milled, Zone.GRAVEYARD)
    if card in player.graveyard:
        game.move(card, Zone.HAND)
    return None


hooks.EVENT_REPLACEMENT_EFFECTS["draw"].append(_dredge_instead)
