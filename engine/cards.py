"""The card pool of the reference engine: what each card's abilities do.

Characteristics (types, costs, power and toughness) come from the suite's card data; this module adds
behaviour. A card whose rules text is not implemented here is refused with ``Unsupported`` when a
scenario puts it on the battlefield or casts it, so a missing script never passes silently.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from mtg_conformance.protocol import Event, EventType, Target, Zone

from .explore import explore
from .game import Game, Obj, PendingTrigger, StackItem, UntilEndOfTurn
from .land_plays import grant_additional_land

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""CR 305.6: a land with a basic land type has "{T}: Add [mana]"."""


# --------------------------------------------------------------------------------------------
# Targets
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1) and what it may choose."""

    description: str
    zone: Zone | None                       # where a target object must be; None: a player
    allows: Callable[[Game, Obj, str], bool] = lambda g, o, c: True
    players: bool = False                   # players are legal too ("any target")
    player_allows: Callable[[Game, str, str], bool] = lambda g, p, c: True


def _creature(g: Game, o: Obj, c: str) -> bool:
    return g.is_creature(o)


CREATURE_YOU_CONTROL = TargetSpec("target creature you control", Zone.BATTLEFIELD,
                                  lambda g, o, c: g.is_creature(o) and o.controller == c)
CREATURE_OPPONENT_CONTROLS = TargetSpec("target creature an opponent controls", Zone.BATTLEFIELD,
                                        lambda g, o, c: g.is_creature(o) and o.controller != c)
ANY_TARGET = TargetSpec("any target", Zone.BATTLEFIELD, _creature, players=True)
CREATURE_CARD_IN_YOUR_GRAVEYARD = TargetSpec(
    "target creature card from your graveyard", Zone.GRAVEYARD,
    lambda g, o, c: "Creature" in o.data.types and o.owner == c)


def _candidates(game: Game, spec: TargetSpec) -> list[Obj]:
    if spec.zone == Zone.BATTLEFIELD:
        return list(game.battlefield)
    if spec.zone == Zone.GRAVEYARD:
        return [o for p in game.players for o in p.graveyard]
    return []


def legal_targets(game: Game, spec: TargetSpec, controller: str) -> list[Target]:
    out = [Target(object=o.id) for o in _candidates(game, spec) if spec.allows(game, o, controller)]
    if spec.players:
        out += [Target(player=p.name) for p in game.players
                if p.in_game and spec.player_allows(game, p.name, controller)]
    return out


def target_is_legal(game: Game, spec: TargetSpec, target: Target, controller: str) -> bool:
    """CR 608.2b: an object no longer in the zone it was in (a new object) is an illegal target."""
    if target.player is not None:
        return spec.players and any(p.name == target.player and p.in_game for p in game.players) \
            and spec.player_allows(game, target.player, controller)
    obj = next((o for o in _candidates(game, spec) if o.id == target.object), None)
    return obj is not None and spec.allows(game, obj, controller)


def target_object(game: Game, target: Target) -> Obj | None:
    return game.find(target.object) if target.object else None


# --------------------------------------------------------------------------------------------
# Spells
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class SpellScript:
    targets: tuple[TargetSpec, ...] = ()
    effect: Callable[[Game, StackItem], None] = lambda g, item: None


def _legal_target_objects(game: Game, item: StackItem) -> list[Obj]:
    return [o for o in (target_object(game, t) for t in item.data["legal_targets"]) if o is not None]


def _enter_the_unknown(game: Game, item: StackItem) -> None:
    # "Target creature you control explores. You may play an additional land this turn."
    for creature in _legal_target_objects(game, item):
        explore(game, creature)
    grant_additional_land(game, item.controller)


def _defossilize(game: Game, item: StackItem) -> None:
    # "Return target creature card from your graveyard to the battlefield. That creature explores,
    # then it explores again."
    for card in _legal_target_objects(game, item):
        returned = game.move(card, Zone.BATTLEFIELD, controller=item.controller)
        explore(game, game.permanent(returned.id) or returned)
        explore(game, game.permanent(returned.id) or returned)


def _lightning_bolt(game: Game, item: StackItem) -> None:
    # "Lightning Bolt deals 3 damage to any target."
    for t in item.data["legal_targets"]:
        if t.player is not None:
            game.damage("Lightning Bolt", item.id, 3, player=game.player(t.player))
        else:
            game.damage("Lightning Bolt", item.id, 3, obj=target_object(game, t))


SPELLS: dict[str, SpellScript] = {
    "Enter the Unknown": SpellScript((CREATURE_YOU_CONTROL,), _enter_the_unknown),
    "Defossilize": SpellScript((CREATURE_CARD_IN_YOUR_GRAVEYARD,), _defossilize),
    "Lightning Bolt": SpellScript((ANY_TARGET,), _lightning_bolt),
}


# --------------------------------------------------------------------------------------------
# Triggered abilities
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class TriggerScript:
    text: str
    matches: Callable[[Game, Obj, Event, dict[str, Any]], bool]
    effect: Callable[[Game, StackItem], None]
    targets: tuple[TargetSpec, ...] = ()


def _enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD \
        and event.object == me.id


def _deals_combat_damage_to_player(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.DAMAGE_DEALT and event.source == me.id \
        and event.player is not None and event.detail == "combat"


def _creature_you_control_explores(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # Uses last known information of the explorer (701.44c): it may have left the battlefield.
    return event.type == EventType.EXPLORED and ctx.get("was_creature", False) \
        and ctx["explorer"].controller == me.controller


def _source_explores(times: int) -> Callable[[Game, StackItem], None]:
    def effect(game: Game, item: StackItem) -> None:
        assert item.source is not None
        for _ in range(times):
            explore(game, game.permanent(item.source.id) or item.source)
    return effect


def _minus_two_minus_two(game: Game, item: StackItem) -> None:
    for creature in _legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=-2, toughness=-2))


TRIGGERS: dict[str, tuple[TriggerScript, ...]] = {
    "Merfolk Branchwalker": (TriggerScript("When this creature enters, it explores.", _enters,
                                           _source_explores(1)),),
    "Jadelight Ranger": (TriggerScript("When this creature enters, it explores, then it explores "
                                       "again.", _enters, _source_explores(2)),),
    "Emperor's Vanguard": (TriggerScript("Whenever this creature deals combat damage to a player, it "
                                         "explores.", _deals_combat_damage_to_player,
                                         _source_explores(1)),),
    "Lurking Chupacabra": (TriggerScript("Whenever a creature you control explores, target creature "
                                         "an opponent controls gets -2/-2 until end of turn.",
                                         _creature_you_control_explores, _minus_two_minus_two,
                                         (CREATURE_OPPONENT_CONTROLS,)),),
}


def check_triggers(game: Game, event: Event, ctx: dict[str, Any]) -> None:
    """CR 603.2: every permanent's triggered abilities look at each event as it happens."""
    for perm in list(game.battlefield):
        for script in TRIGGERS.get(perm.name, ()):
            if script.matches(game, perm, event, ctx):
                game.trigger(PendingTrigger(
                    name=script.text, controller=perm.controller,
                    source=dataclasses.replace(perm), effect=script.effect, target_specs=script.targets))


# --------------------------------------------------------------------------------------------
# Static and mana abilities
# --------------------------------------------------------------------------------------------

def static_additional_land_plays(game: Game, player: str) -> int:
    """Wayward Swordtooth: "You may play an additional land on each of your turns." """
    return sum(1 for o in game.battlefield if o.name == "Wayward Swordtooth" and o.controller == player)


def may_cast_as_though_flash(game: Game, player: str) -> bool:
    """Leyline of Anticipation: "You may cast spells as though they had flash." """
    return any(o.name == "Leyline of Anticipation" and o.controller == player for o in game.battlefield)


def mana_ability(game: Game, obj: Obj, index: int) -> str | None:
    """The mana a permanent's ``index``-th activated ability adds, if it is a "{T}: Add" ability."""
    if index != 0:
        return None
    if "Land" in game.types(obj):
        for land_type, color in BASIC_LAND_MANA.items():
            if land_type in obj.data.subtypes:
                return color
    if obj.name == "Llanowar Elves":
        return "G"
    return None


STATIC_ONLY = {"Wayward Swordtooth", "Leyline of Anticipation", "Llanowar Elves"}


def implemented(name: str) -> bool:
    """Whether the reference engine knows everything the card's rules text does."""
    from mtg_conformance.cards import load_cards
    data = load_cards()[name]
    return (name in SPELLS or name in TRIGGERS or name in STATIC_ONLY
            or not _rules_text(data.text) or set(data.subtypes) & set(BASIC_LAND_MANA)
            and "Basic" in data.supertypes)


def _rules_text(text: str) -> str:
    """Rules text without reminder text."""
    import re
    return re.sub(r"\([^)]*\)", "", text or "").strip()
