"""Cards of issue 29's gapE: a Fortification (301.6, fortify 702.67a), for 704.5n: Darksteel Garrison.
(Its regeneration scenarios, 704.5f-h, use Drudge Skeletons of ``gapB_cards``.)"""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Zone

from .. import activated, equipment
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, TriggerScript, register
from ..targets import CREATURE, TargetSpec, legal_target_objects

LAND_YOU_CONTROL = TargetSpec("target land you control", Zone.BATTLEFIELD,
                              lambda g, o, c: "Land" in g.types(o) and o.controller == c)


def _fortified_land_becomes_tapped(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever fortified land becomes tapped": the land this Fortification is attached to.
    return event.type == EventType.TAPPED and me.attached_to is not None and event.object == me.attached_to


def _plus_one_until_end_of_turn(game: Game, item: StackItem) -> None:
    # "target creature gets +1/+1 until end of turn."
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=1, toughness=1))


# "Fortified land is indestructible." (equipment.timestamped_grants: only while it is legally attached, to a land.)
equipment.register("Darksteel Garrison", frozenset({"Indestructible"}))
activated.register("Darksteel Garrison", equipment.fortify("{3}", LAND_YOU_CONTROL))

register(
    CardScript(name="Darksteel Garrison", triggers=(TriggerScript(
        "Whenever fortified land becomes tapped, target creature gets +1/+1 until end of turn.",
        _fortified_land_becomes_tapped, _plus_one_until_end_of_turn, (CREATURE,)),)),
)
