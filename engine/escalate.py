"""Escalate (CR 702.120): pay the escalate cost for each mode beyond the first. Choosing the modes
of a modal spell (700.2) is the casting procedure's (``casting.choose_modes``)."""

from __future__ import annotations

from . import hooks
from .casting import Announced
from .game import Game
from .mana import ManaCost
from .scripts import CardScript, Cost


def add_escalate_costs(total: ManaCost, script: CardScript, n_modes: int) -> ManaCost:
    """702.120a: "For each mode you choose beyond the first as you cast this spell, you pay an
    additional [cost]." Its mana; the other instructions are :func:`escalate_costs`."""
    if script.escalate is None or n_modes <= 1:
        return total
    extra = ManaCost.parse(script.escalate if isinstance(script.escalate, str) else script.escalate.mana or "")
    assert extra is not None
    for _ in range(n_modes - 1):
        total = total.plus(extra)
    return total


def escalate_mana(game: Game, total: ManaCost, announced: Announced) -> ManaCost:
    """``hooks.COST_INCREASES`` (601.2f): the escalate cost's mana once for each mode beyond the first."""
    return add_escalate_costs(total, announced.script, len(announced.modes))


def escalate_costs(game: Game, script: CardScript, modes: tuple[int, ...]) -> list[Cost]:
    """``hooks.ADDITIONAL_COSTS``, 702.120a for an escalate cost that is not only mana ("Escalate—
    Discard a card"): one copy of it for each mode beyond the first, paid as additional costs
    (601.2f-h). Its mana, if any, is added by :func:`escalate_mana`."""
    if script.escalate is None or isinstance(script.escalate, str) or len(modes) <= 1:
        return []
    return [script.escalate] * (len(modes) - 1)


hooks.COST_INCREASES.append(escalate_mana)
hooks.ADDITIONAL_COSTS.append(escalate_costs)
