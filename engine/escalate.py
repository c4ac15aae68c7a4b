"""Escalate (CR 702.120): pay the escalate cost for each mode beyond the first. Choosing the modes
of a modal spell (700.2) is the casting procedure's (``casting.choose_modes``)."""

from __future__ import annotations

from . import hooks
from .casting import Announced
from .game import Game
from .mana import ManaCost
from .scripts import CardScript


def add_escalate_costs(total: ManaCost, script: CardScript, n_modes: int) -> ManaCost:
    """702.120a: "For each mode you choose beyond the first as you cast this spell, you pay an
    additional [cost]." """
    if script.escalate is None or n_modes <= 1:
        return total
    extra = ManaCost.parse(script.escalate)
    assert extra is not None
    for _ in range(n_modes - 1):
        total = total.plus(extra)
    return total


def escalate_costs(game: Game, total: ManaCost, announced: Announced) -> ManaCost:
    """``hooks.COST_INCREASES`` (601.2f): the escalate cost once for each mode beyond the first."""
    return add_escalate_costs(total, announced.script, len(announced.modes))


hooks.COST_INCREASES.append(escalate_costs)
