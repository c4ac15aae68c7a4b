"""Targets (CR 115): what the word "target" may choose, and whether a chosen target is still legal.

Card scripts describe each instance of the word "target" with a :class:`TargetSpec`; the core uses
:func:`legal_targets` as a spell is cast (601.2c) or a triggered ability is put on the stack (603.3d),
and :func:`target_is_legal` as it resolves (608.2b).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from mtg_conformance.protocol import IllegalAction, Target, Zone

from . import hooks

if TYPE_CHECKING:                                   # for the annotations only
    from .game import Game, Obj, StackItem


# --------------------------------------------------------------------------------------------
# Targets
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1) and what it may choose."""

    description: str
    zone: Zone | None                       # where a target object must be; None: players only
    allows: Callable[[Game, Obj, str], bool] = lambda g, o, c: True
    players: bool = False                   # players may be chosen
    player_allows: Callable[[Game, str, str], bool] = lambda g, p, c: True
    allows_with_x: Callable[[Game, Obj, int], bool] | None = None
    """For a target that depends on the value of X ("target nonland permanent with mana value X"):
    checked with the X the spell was cast with (601.2b announces X before 601.2c chooses targets)."""
    abilities: Callable[[Game, StackItem, str], bool] | None = None
    """For "target activated or triggered ability" (Stifle; "target triggered ability you control",
    Strionic Resonator): which abilities on the stack it may choose, with the targeting player. An
    ability on the stack is an object that is not a card (113.1c, 603.3: it "has the text of the
    ability that created it, and no other characteristics"), so only such a spec can choose it: a
    "target spell" cannot. Mana abilities never go on the stack (605.3b), so none can be chosen."""


CREATURE = TargetSpec("target creature", Zone.BATTLEFIELD, lambda g, o, c: g.is_creature(o))
CREATURE_YOU_CONTROL = TargetSpec("target creature you control", Zone.BATTLEFIELD,
                                  lambda g, o, c: g.is_creature(o) and o.controller == c)
CREATURE_OPPONENT_CONTROLS = TargetSpec("target creature an opponent controls", Zone.BATTLEFIELD,
                                        lambda g, o, c: g.is_creature(o) and o.controller != c)
CREATURE_YOU_DONT_CONTROL = TargetSpec("target creature you don't control", Zone.BATTLEFIELD,
                                       lambda g, o, c: g.is_creature(o) and o.controller != c)
NONTOKEN_CREATURE = TargetSpec("target nontoken creature", Zone.BATTLEFIELD,
                               lambda g, o, c: g.is_creature(o) and not o.token)
PERMANENT = TargetSpec("target permanent", Zone.BATTLEFIELD)
ANY_TARGET = TargetSpec("any target", Zone.BATTLEFIELD, lambda g, o, c: g.is_creature(o), players=True)
PLAYER = TargetSpec("target player", None, players=True)
OPPONENT = TargetSpec("target opponent", None, players=True, player_allows=lambda g, p, c: p != c)
SPELL = TargetSpec("target spell", Zone.STACK)
CREATURE_CARD_IN_YOUR_GRAVEYARD = TargetSpec(
    "target creature card from your graveyard", Zone.GRAVEYARD,
    lambda g, o, c: "Creature" in o.data.types and o.owner == c)


def _candidates(game: Game, spec: TargetSpec) -> list[Obj]:
    if spec.zone == Zone.BATTLEFIELD:
        return list(game.battlefield)
    if spec.zone == Zone.GRAVEYARD:
        return [o for p in game.players for o in p.graveyard]
    if spec.zone == Zone.STACK:
        return [s.card for s in game.stack if s.card is not None]
    if spec.zone == Zone.EXILE:                  # "target ... exiled card" (Pull from Eternity)
        return list(game.exile)
    return []


def _abilities(game: Game, spec: TargetSpec, controller: str) -> list[StackItem]:
    """The abilities on the stack that ``spec`` may choose (``TargetSpec.abilities``)."""
    if spec.abilities is None:
        return []
    return [s for s in game.stack if s.kind == "ability" and spec.abilities(game, s, controller)]


def legal_targets(game: Game, spec: TargetSpec, controller: str) -> list[Target]:
    out = [Target(object=o.id) for o in _candidates(game, spec) if spec.allows(game, o, controller)]
    out += [Target(object=s.id) for s in _abilities(game, spec, controller)]
    if spec.players:
        out += [Target(player=p.name) for p in game.players
                if p.in_game and spec.player_allows(game, p.name, controller)]
    return out


def target_is_legal(game: Game, spec: TargetSpec, target: Target, controller: str, x: int | None = None) -> bool:
    """CR 608.2b: an object no longer in the zone it was in (a new object) is an illegal target.
    ``x``: the value of X of the spell that targets (for ``TargetSpec.allows_with_x``)."""
    if target.player is not None:
        return spec.players and any(p.name == target.player and p.in_game for p in game.players) \
            and spec.player_allows(game, target.player, controller)
    if any(s.id == target.object for s in _abilities(game, spec, controller)):
        return True                              # an ability still on the stack (608.2b)
    obj = next((o for o in _candidates(game, spec) if o.id == target.object), None)
    return obj is not None and spec.allows(game, obj, controller) \
        and (spec.allows_with_x is None or spec.allows_with_x(game, obj, x or 0)) \
        and not _hexproof_against(game, obj, controller)


def check_must_be_targeted(game: Game, player: str, specs: Sequence[TargetSpec], targets: Sequence[Target],
                           what: str) -> None:
    """601.2c: "If any effects say that an object or player must be chosen as a target, the player
    chooses targets so that they obey the maximum possible number of such effects without violating any
    rules or effects that say that an object or player can't be chosen as a target." For a spell as it
    is cast (601.2c) and an activated ability as it is activated (602.2b: "the remainder of the process
    for activating an ability is identical to the process for casting a spell listed in rules
    601.2b-i"); ``what`` names the spell or ability. Called once each chosen target is known to be
    legal; each ``hooks.MUST_BE_TARGETED`` effect says why the choice disobeys it, if it does."""
    for must_be_targeted in hooks.MUST_BE_TARGETED:
        if (why := must_be_targeted(game, player, specs, targets)) is not None:
            raise IllegalAction(f"{what}'s targets: {why}", "601.2c")


def _hexproof_against(game: Game, obj: Obj, controller: str) -> bool:
    """702.11b: "'Hexproof' on a permanent means 'This permanent can't be the target of spells or
    abilities your opponents control.'" (The spell's or ability's controller targets.)"""
    return obj.zone == Zone.BATTLEFIELD and obj.controller != controller and game.has_keyword(obj, "Hexproof")


def target_object(game: Game, target: Target) -> Obj | None:
    return game.find(target.object) if target.object else None


def legal_target_objects(game: Game, item: StackItem) -> list[Obj]:
    """The spell's or ability's targets that are still legal as it resolves."""
    return [o for o in (target_object(game, t) for t in item.data["legal_targets"]) if o is not None]
