"""Emerge (CR 702.119): an alternative cost that sacrifices a creature and is reduced by that
creature's mana value."""

from __future__ import annotations

from . import hooks
from .casting import Announced
from .game import Game, Obj
from .mana import ManaCost


def reduce(game: Game, total: ManaCost, sacrificed: Obj) -> ManaCost:
    """702.119a: the total cost is reduced by an amount of generic mana equal to the sacrificed
    creature's mana value; 118.7a: only the generic component, never the colored part. The creature
    is chosen as the cost is chosen (601.2b) and sacrificed as costs are paid (601.2h)."""
    return total.reduce_generic(game.mana_value(sacrificed))


def emerge_reduction(game: Game, total: ManaCost, announced: Announced) -> ManaCost:
    """``hooks.COST_REDUCTIONS`` (601.2f): cast for its emerge cost, the spell costs less by the
    mana value of the creature chosen to be sacrificed."""
    if announced.alternative is not None and announced.alternative.kind == "emerge":
        return reduce(game, total, announced.sacrificed[0])
    return total


hooks.COST_REDUCTIONS.append(emerge_reduction)
