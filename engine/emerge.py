"""Emerge (CR 702.119): an alternative cost that sacrifices a creature and is reduced by that
creature's mana value."""

from __future__ import annotations

from .game import Game, Obj
from .mana import ManaCost


def reduce(game: Game, total: ManaCost, sacrificed: Obj) -> ManaCost:
    """702.119a: the total cost is reduced by an amount of generic mana equal to the sacrificed
    creature's mana value; 118.7a: only the generic component, never the colored part. The creature
    is chosen as the cost is chosen (601.2b) and sacrificed as costs are paid (601.2h)."""
    return total.reduce_generic(game.mana_value(sacrificed))
