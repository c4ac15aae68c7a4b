"""Ascend (CR 702.131) and the city's blessing."""

from __future__ import annotations

from . import hooks
from .game import Game


def city_blessing(game: Game) -> None:
    """702.131b: "Any time you control ten or more permanents and you don't have the city's
    blessing, you get the city's blessing for the rest of the game", for a player who controls a
    permanent with ascend. Checked with the state-based actions (``hooks.STATE_BASED_ACTIONS``)."""
    if len(game.battlefield) < 10:
        return                                   # nobody controls ten permanents
    for p in game.players:
        mine = [o for o in game.battlefield if o.controller == p.name]
        if len(mine) >= 10 and any("Ascend" in o.data.keywords for o in mine):
            p.city_blessing = True


hooks.STATE_BASED_ACTIONS.append(city_blessing)
