"""Cards of the meld lines of the peers' survey (docs/coverage.md, rows D1 and D3; dmg17): the meld
pair Bruna, the Fading Light and Gisela, the Broken Blade, and their melded face Brisela, Voice of
Nightmares, whose restriction is a prohibition on casting (601.3) that ``casting.verify_not_prohibited``
reads."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Step, Zone

from .. import meld
from ..game import Game, Obj, StackItem
from ..scripts import CardScript, TriggerScript, register
from ..targets import TargetSpec, legal_target_objects

BRISELA_RESTRICTION = "your opponents can't cast spells with mana value 3 or less"
"""Brisela's static ability, as ``casting.verify_not_prohibited`` looks it up (601.3)."""


def _your_end_step_if_both(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.STEP_BEGAN and event.detail == Step.END.value \
        and event.player == me.controller and bool(meld.partners(game, me, "Bruna, the Fading Light"))


def _exile_and_meld(game: Game, item: StackItem) -> None:
    """"exile them, then meld them into Brisela, Voice of Nightmares" (701.42)."""
    meld.exile_and_meld(game, item, "Bruna, the Fading Light")


def _on_cast(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return True                                      # cast triggers fire on this spell's cast (601.2i)


ANGEL_OR_HUMAN_CREATURE_CARD_IN_YOUR_GRAVEYARD = TargetSpec(
    "target Angel or Human creature card from your graveyard", Zone.GRAVEYARD,
    # "Angel or Human" reads the card's creature types as they are (205.3, 613.1d: a changeling card is
    # every creature type, 702.73a), "creature card" its card types: a kindred Angel is no creature card
    lambda g, o, c: g.is_creature(o) and {"Angel", "Human"} & set(g.subtypes(o)) and o.owner == c)


def _bruna_returns(game: Game, item: StackItem) -> None:
    # "return target Angel or Human creature card from your graveyard to the battlefield" (under its
    # owner's control, 110.2: the card is its controller's own).
    for card in legal_target_objects(game, item):
        game.move(card, Zone.BATTLEFIELD)


register(
    # Flying and vigilance are rules the engine knows (combat.py).
    CardScript(name="Bruna, the Fading Light", cast_triggers=(TriggerScript(
        "When you cast this spell, you may return target Angel or Human creature card from your "
        "graveyard to the battlefield.", _on_cast, _bruna_returns,
        (ANGEL_OR_HUMAN_CREATURE_CARD_IN_YOUR_GRAVEYARD,), optional=True),)),
    CardScript(name="Gisela, the Broken Blade", triggers=(TriggerScript(
        "At the beginning of your end step, if you both own and control this creature and a creature "
        "named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.",
        _your_end_step_if_both, _exile_and_meld),)),
    CardScript(name="Brisela, Voice of Nightmares", static=frozenset({BRISELA_RESTRICTION})),
)
