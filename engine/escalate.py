"""Modal spells (CR 700.2) and escalate (CR 702.120): pay the escalate cost for each mode beyond
the first."""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction

from . import cards
from .game import Game, StackItem
from .mana import ManaCost


def choose_modes(game: Game, item: StackItem, script: "cards.CardScript",
                 modes: tuple[int, ...]) -> tuple["cards.TargetSpec", ...]:
    """601.2b / 700.2: check the announced modes and return the target specs of the spell, the
    chosen modes' targets in mode order (700.2c: unchosen modes have no targets)."""
    if not script.modes:
        if modes:
            raise IllegalAction(f"{item.name} is not modal", "700.2")
        return script.targets
    if not modes:
        raise IllegalAction(f"{item.name} is modal: choose its mode(s)", "700.2a")
    if len(set(modes)) != len(modes) or not all(1 <= m <= len(script.modes) for m in modes):
        raise IllegalAction(f"modes {list(modes)} are not distinct modes among 1..{len(script.modes)}", "700.2d")
    if len(modes) > script.max_modes:
        raise IllegalAction(f"{item.name} allows at most {script.max_modes} mode(s)", "700.2")
    chosen = sorted(modes)
    specs: list[cards.TargetSpec] = []
    slices = []
    for m in chosen:
        mode = script.modes[m - 1]
        slices.append((m, len(specs), len(specs) + len(mode.targets)))
        specs += mode.targets
    item.data["mode_slices"] = slices

    def effect(g: Game, it: StackItem) -> None:
        mask = it.data["legal_mask"]
        for m, start, end in slices:
            targets = [t for t, ok in zip(it.targets[start:end], mask[start:end]) if ok]
            if end > start and not targets:
                continue                       # that mode's targets are all illegal (608.2b)
            script.modes[m - 1].effect(g, it, targets)
    item.effect = effect
    return tuple(specs)


def add_escalate_costs(total: ManaCost, script: "cards.CardScript", n_modes: int) -> ManaCost:
    """702.120a: "For each mode you choose beyond the first as you cast this spell, you pay an
    additional [cost]." Its mana; the other instructions are :func:`escalate_costs`."""
    if script.escalate is None or n_modes <= 1:
        return total
    extra = ManaCost.parse(script.escalate if isinstance(script.escalate, str) else script.escalate.mana or "")
    assert extra is not None
    for _ in range(n_modes - 1):
        total = total.plus(extra)
    return total


def escalate_costs(script: "cards.CardScript", n_modes: int) -> list["cards.Cost"]:
    """702.120a for an escalate cost that is not only mana ("Escalate—Discard a card"): one copy of
    it for each mode beyond the first, paid as additional costs (601.2f-h). Its mana, if any, is
    added by :func:`add_escalate_costs`."""
    if script.escalate is None or isinstance(script.escalate, str) or n_modes <= 1:
        return []
    return [script.escalate] * (n_modes - 1)
