"""Cards of issue 29's g2faces gaps (copies, faces, face-down spells): Scarwood Treefolk (an "enters
tapped" a Clone copies, 614.12), Break Open (turns a face-down creature face up: a manifested card's
effect ends, 701.40a), Glacial Stalker (morph, 702.37: a face-down spell, 708.2, 708.4, 708.9) and
Archangel Avacyn // Avacyn, the Purifier (a delayed triggered ability that transforms it, 701.27f) and
Beloved Beggar // Generous Soul (disturb, 702.146: a card cast transformed, 712.2, 712.11a) and
Flamescroll Celebrant // Revel in Silence (a modal double-faced card cast as its back face, 712.11b)."""

from __future__ import annotations

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import Event, EventType, Zone

from typing import Any

from .. import hooks
from ..casting import CANT_CAST_SPELLS
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..replacement import Destination, Replacement
from ..scripts import CardScript, Cost, DelayedTrigger, TriggerScript, _fire, register
from ..targets import TargetSpec, legal_target_objects
from .emerge_cards import transform


def _enters_tapped(game: Game, new: Obj, old: Obj) -> None:
    """"This creature enters tapped." (614.1c; 614.12: it applies to whatever enters as this
    creature, a Clone entering as a copy of it too)."""
    new.tapped = True


FACE_DOWN_CREATURE_AN_OPPONENT_CONTROLS = TargetSpec(
    "target face-down creature an opponent controls", Zone.BATTLEFIELD,
    lambda g, o, c: o.face_down and g.is_creature(o) and o.controller in {p.name for p in g.opponents(c)})


def turn_face_up(game: Game, obj: Obj) -> None:
    """708.8: "As a face-down permanent is turned face up, its copiable values revert to its normal
    copiable values"; 701.40a: the effect that made a manifested card a 2/2 "ends when it's turned
    face up". 701.40g: "If a manifested permanent that's represented by an instant or sorcery card
    would turn face up, its controller reveals it and leaves it face down." (712.15a: a double-faced
    card turned face up has its front face up: ``face`` is None while face down.)"""
    if not obj.face_down:
        return
    card = load_cards()[obj.name]
    if {"Instant", "Sorcery"} & set(card.types):
        game.emit_only(Event(type=EventType.REVEALED, object=obj.id, name=obj.name, player=obj.controller))
        return
    obj.becomes(face_down=False)


def _break_open(game: Game, item: StackItem) -> None:
    # "Turn target face-down creature an opponent controls face up."
    for creature in legal_target_objects(game, item):
        turn_face_up(game, creature)


# ---- Archangel Avacyn // Avacyn, the Purifier --------------------------------------------------

def _enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD and event.object == me.id


def _creatures_you_control_gain_indestructible(game: Game, item: StackItem) -> None:
    # "creatures you control gain indestructible until end of turn" (611.2c: the creatures it
    # affects are fixed as it resolves)
    for creature in [o for o in game.battlefield if o.controller == item.controller and game.is_creature(o)]:
        game.until_eot.append(UntilEndOfTurn(kind="indestructible", object=creature.id))


def _non_angel_creature_you_control_dies(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When a non-Angel creature you control dies" (700.4): the creature as it last existed on the
    battlefield (603.10a) was a non-Angel creature its controller controlled."""
    lki = ctx.get("lki")
    return event.type == EventType.ZONE_CHANGE and event.from_zone == Zone.BATTLEFIELD \
        and event.to_zone == Zone.GRAVEYARD and ctx.get("was_creature", False) and lki is not None \
        and lki.controller == me.controller and "Angel" not in lki.data.subtypes


def _next_upkeep(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # A delayed trigger sees only the events after it was created (603.7a): the next upkeep's start.
    return event.type == EventType.STEP_BEGAN and event.detail == "upkeep"


def _transform_avacyn(game: Game, item: StackItem) -> None:
    """"transform Archangel Avacyn" (701.27a). 701.27f: "If a delayed triggered ability of a permanent
    tries to transform that permanent, the permanent does so only if it hasn't transformed or
    converted since that delayed triggered ability was created": the face it had then is remembered."""
    context = item.data.get("context", {})
    me = game.permanent(context.get("avacyn", ""))
    if me is None or me.face != context.get("face"):
        return
    transform(game, me)
    if me.shown_name == "Avacyn, the Purifier":
        _fire(game, me, PURIFIER, me.controller)   # "When this creature transforms into Avacyn, the Purifier"


TRANSFORM_AT_NEXT_UPKEEP = TriggerScript("Transform Archangel Avacyn at the beginning of the next upkeep.",
                                         _next_upkeep, _transform_avacyn)


def _delay_transform(game: Game, item: StackItem) -> None:
    # "transform Archangel Avacyn at the beginning of the next upkeep": a delayed triggered ability
    # (603.7), its source Avacyn, its controller the ability's (603.7d-e).
    if item.source is None:
        return
    game.delayed.append(DelayedTrigger(TRANSFORM_AT_NEXT_UPKEEP, item.source, item.controller,
                                       {"avacyn": item.source.id, "face": item.source.face}))


def _three_damage_to_each_other_creature_and_each_opponent(game: Game, item: StackItem) -> None:
    # "it deals 3 damage to each other creature and each opponent" (simultaneously, 120.1)
    me = item.source
    assert me is not None
    for creature in [o for o in game.battlefield if o.id != me.id and game.is_creature(o)]:
        game.damage(me.shown_name, me.id, 3, obj=creature)
    for opponent in game.opponents(item.controller):
        game.damage(me.shown_name, me.id, 3, player=opponent)


PURIFIER = TriggerScript("When this creature transforms into Avacyn, the Purifier, it deals 3 damage to each "
                         "other creature and each opponent.", lambda g, m, e, c: False,
                         _three_damage_to_each_other_creature_and_each_opponent)
"""Its trigger event, the transformation (603.2), is no event of the protocol: the ability that
transforms it puts this one to trigger (``_transform_avacyn``)."""


# ---- Beloved Beggar // Generous Soul ----------------------------------------------------------

def _generous_soul_exiled_instead(game: Game, obj: Obj, dest: Destination) -> list[Replacement]:
    """``hooks.REPLACEMENT_EFFECTS``: "If Generous Soul would be put into a graveyard from anywhere,
    exile it instead." (614.1a; it applies to the object while it is Generous Soul: on the battlefield
    or on the stack with its back face up.)"""
    if obj.shown_name == "Generous Soul" and dest.zone == Zone.GRAVEYARD:
        return [Replacement(f"generous soul {obj.id}", "Generous Soul", Destination(Zone.EXILE),
                            "exiled instead of put into a graveyard")]
    return []


hooks.REPLACEMENT_EFFECTS.append(_generous_soul_exiled_instead)


# ---- Flamescroll Celebrant // Revel in Silence -------------------------------------------------

def _revel_in_silence(game: Game, item: StackItem) -> None:
    # "Your opponents can't cast spells or activate planeswalkers' loyalty abilities this turn. Exile
    # Revel in Silence." (No planeswalker is in the pool: no loyalty ability to stop.)
    for opponent in game.opponents(item.controller):
        game.until_eot.append(UntilEndOfTurn(kind=CANT_CAST_SPELLS, player=opponent.name))
    game.finish_spell(item, Zone.EXILE)


register(
    # Flash (casting.py), flying (combat.py), vigilance (combat.py) are the rules'.
    CardScript(name="Archangel Avacyn", triggers=(
        TriggerScript("When Archangel Avacyn enters, creatures you control gain indestructible until end of "
                      "turn.", _enters, _creatures_you_control_gain_indestructible),
        TriggerScript("When a non-Angel creature you control dies, transform Archangel Avacyn at the "
                      "beginning of the next upkeep.", _non_angel_creature_you_control_dies, _delay_transform))),
    CardScript(name="Avacyn, the Purifier", triggers=(PURIFIER,)),
    # "Disturb {4}{W}{W}" (702.146a; engine/disturb.py).
    CardScript(name="Beloved Beggar",
               alternative_costs=(Cost(kind="disturb", mana="{4}{W}{W}", transformed=True),)),
    # Flying, vigilance are the rules'; its replacement effect is _generous_soul_exiled_instead.
    CardScript(name="Generous Soul"),
    # Its front face's abilities (a trigger on an opponent's activated abilities, a pump) are not
    # scripted: Unsupported. Its back face, Revel in Silence, is.
    CardScript(name="Flamescroll Celebrant", implemented=False),
    CardScript(name="Revel in Silence", effect=_revel_in_silence),
    CardScript(name="Scarwood Treefolk", as_enters=_enters_tapped),
    CardScript(name="Break Open", targets=(FACE_DOWN_CREATURE_AN_OPPONENT_CONTROLS,), effect=_break_open),
    # "Morph {4}{U}": 702.37a, "You may cast this card as a 2/2 face-down creature with no text, no
    # name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost". Turning it
    # face up for its morph cost (702.37e, a special action) is not an action of the protocol.
    CardScript(name="Glacial Stalker", alternative_costs=(Cost(kind="morph", mana="{3}", face_down=True),)),
)
