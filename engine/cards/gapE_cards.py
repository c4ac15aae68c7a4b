"""Cards of issue 29's gapE: regeneration (701.19a), for the state-based actions it can and can't
replace (704.5f, 704.5g, 704.5h): Drudge Skeletons. A Fortification (301.6, fortify 702.67a), for
704.5n: Darksteel Garrison."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Zone

from .. import activated, equipment
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..regeneration import regenerate
from ..scripts import CardScript, TriggerScript, register
from ..targets import CREATURE, TargetSpec, legal_target_objects

LAND_YOU_CONTROL = TargetSpec("target land you control", Zone.BATTLEFIELD,
                              lambda g, o, c: "Land" in g.types(o) and o.controller == c)


def _regenerate_self(game: Game, item: StackItem) -> None:
    # "{B}: Regenerate Drudge Skeletons." The permanent that is the ability's source, if it is still
    # that object on the battlefield (400.7: a new object is not the one to regenerate).
    me = game.permanent(item.source.id) if item.source is not None else None
    if me is not None:
        regenerate(game, me)


def _fortified_land_becomes_tapped(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever fortified land becomes tapped": the land this Fortification is attached to.
    return event.type == EventType.TAPPED and me.attached_to is not None and event.object == me.attached_to


def _plus_one_until_end_of_turn(game: Game, item: StackItem) -> None:
    # "target creature gets +1/+1 until end of turn."
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=1, toughness=1))


# "Fortified land is indestructible." (equipment.grants: only while it is legally attached, to a land.)
equipment.register("Darksteel Garrison", frozenset({"Indestructible"}))
activated.register("Darksteel Garrison", equipment.fortify("{3}", LAND_YOU_CONTROL))

activated.register("Drudge Skeletons", activated.ActivatedAbility(
    text="{B}: Regenerate Drudge Skeletons.", effect=_regenerate_self, mana="{B}"))

register(
    CardScript(name="Drudge Skeletons"),      # its one ability is an activated one (activated.py)
    CardScript(name="Darksteel Garrison", triggers=(TriggerScript(
        "Whenever fortified land becomes tapped, target creature gets +1/+1 until end of turn.",
        _fortified_land_becomes_tapped, _plus_one_until_end_of_turn, (CREATURE,)),)),
)
