"""Activated abilities other than mana abilities (CR 602): what they are. Activating one is
``activating.py``.

602.1: "Activated abilities have a cost and an effect. They are written as '[Cost]: [Effect.]
[Activation instructions (if any).]'" A card module registers each of its cards' activated
abilities here (:func:`register`), in printed order, so that an ``activate`` action's ``ability``
index counts them as the protocol does. A printed mana ability is registered as ``None`` in its
place (Fractured Powerstone: ``None`` for "{T}: Add {C}.", then its roll); ``scripts.mana_ability``
is that ability.

"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_conformance.protocol import Step

from .game import Game, Obj, StackItem

if TYPE_CHECKING:                      # the card pool registers abilities here: no import of it at run time
    from .targets import TargetSpec


@dataclasses.dataclass(frozen=True)
class ActivatedAbility:
    """One "[Cost]: [Effect.]" ability (602.1) of a permanent."""

    text: str
    """The whole ability as printed: the stack shows "<source>: <text>"."""
    effect: Callable[[Game, StackItem], None]
    mana: str | None = None
    """The mana part of the cost (602.1a), in symbols: ``"{1}"``."""
    tap: bool = False
    """{T} is part of the cost (107.5)."""
    untap: bool = False
    """{Q} is part of the cost (107.6: "Untap this permanent." A permanent that's already untapped
    can't be untapped again to pay the cost)."""
    remove_counters: tuple[str, int] | None = None
    """"Remove N <kind> counters from this permanent" is part of the cost (118.3: a cost can't be
    paid without the resources: the counters must be there)."""
    sacrifice_self: bool = False
    """"Sacrifice this [permanent]" is part of the cost (701.21a)."""
    sorcery_speed: bool = False
    """"Activate only as a sorcery" (602.5d)."""
    only_before: Step | None = None
    """"Activate only before the <step>": a restriction on its use (602.5b), read as any step of the
    turn that comes before that one."""
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple["ActivatedMode", ...] = ()
    """A modal ability's modes, in printed order (700.2: "Choose one —" and a bulleted list); its
    controller chooses ``choose`` of them as it is activated (700.2a). Empty: not modal, and
    ``effect`` and ``targets`` are the ability's; a modal ability's targets are its chosen modes'."""
    choose: int = 1


@dataclasses.dataclass(frozen=True)
class ActivatedMode:
    """One mode of a modal activated ability (700.2): its text, its targets and what it does; its
    effect reads the ability's legal targets (``item.data["legal_targets"]``) among its own."""

    text: str
    effect: Callable[[Game, StackItem], None]
    targets: tuple[TargetSpec, ...] = ()


ABILITIES: dict[str, tuple[ActivatedAbility | None, ...]] = {}
"""Each card's activated abilities other than mana abilities, by the name of the face that has them
(``None`` where a mana ability is printed)."""


def register(name: str, *abilities: ActivatedAbility | None) -> None:
    if name in ABILITIES:
        raise ValueError(f"two lists of activated abilities for {name}")
    ABILITIES[name] = tuple(abilities)


def ability(obj: Obj, index: int) -> ActivatedAbility | None:
    """The ``index``-th activated ability of ``obj`` (counted from 0 in printed order), if it is
    one this module knows."""
    found = ABILITIES.get(obj.shown_name, ())
    return found[index] if 0 <= index < len(found) else None


def abilities_of(obj: Obj) -> tuple[ActivatedAbility | None, ...]:
    """``obj``'s abilities by their index (``None``: a mana ability, not one of these)."""
    return ABILITIES.get(obj.shown_name, ())
