"""Plane cards (CR 311) for Planechase games.

A face-up plane's abilities work from the command zone (311.4, 901.7). "You" on a plane is its
controller, the planar controller (311.5, 901.6): ``check_triggers`` makes the planar controller
control a plane's triggered abilities, and ``statics`` names the planar controller as "you" for
its static abilities. Chaos abilities trigger on the ``chaos_ensued`` event (311.7).
"""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Step, Zone

from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, TriggerScript, register
from ..targets import TargetSpec, legal_target_objects


def chaos_ensues(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"Whenever chaos ensues" (311.7): for the face-up plane, or, when a resolving ability states
    that chaos ensues for a particular object (the event names it), for that object only, "even if
    that plane card is still in the planar deck but revealed"."""
    if event.type != EventType.CHAOS_ENSUED:
        return False
    return event.object == me.id if event.object else game.plane is me


def _beginning_of_your(step: Step):
    """"At the beginning of your <step>": the planar controller's (311.5)."""
    def matches(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
        return event.type == EventType.STEP_BEGAN and event.detail == step.value \
            and game.plane is me and event.player == game.planar_controller()
    return matches


def _planeswalk_to_me(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When you planeswalk to <this plane>" (701.31d, 901.11b): the plane turned face up is the
    one planeswalked to; "you" is the planar controller, who planeswalked."""
    return event.type == EventType.PLANESWALKED and game.plane is me and event.name == me.name


# ---- Otaria ----------------------------------------------------------------------------------

def _extra_turn(game: Game, item: StackItem) -> None:
    # "Take an extra turn after this one": "you" is the chaos ability's controller, the planar
    # controller (311.5, 311.7). 500.7: extra turns are added directly after this turn, one at a
    # time, and the most recently created is taken first.
    game.extra_turns.insert(0, item.controller)


# ---- Naya ------------------------------------------------------------------------------------

RED_GREEN_OR_WHITE_CREATURE_YOU_CONTROL = TargetSpec(
    "target red, green, or white creature you control", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and o.controller == c and bool({"R", "G", "W"} & set(o.data.colors)))


def _naya_chaos(game: Game, item: StackItem) -> None:
    # "... gets +1/+1 until end of turn for each land you control" (counted as it resolves).
    lands = sum(1 for o in game.battlefield if o.controller == item.controller and "Land" in game.types(o))
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=lands, toughness=lands))


# ---- Naar Isle -------------------------------------------------------------------------------

PLAYER_OR_PLANESWALKER = TargetSpec(
    "target player or planeswalker", Zone.BATTLEFIELD, lambda g, o, c: "Planeswalker" in g.types(o),
    players=True)


def _naar_isle_upkeep(game: Game, item: StackItem) -> None:
    # "Put a flame counter on Naar Isle, then Naar Isle deals damage to you equal to the number of
    # flame counters on it." Naar Isle is the face-up plane if it still is; once it was turned face
    # down it is a new object (311.6) and this ability uses its last known information.
    plane = game.plane if game.plane is not None and item.source is not None \
        and game.plane.id == item.source.id else None
    if plane is not None:
        game.add_counters(plane, "flame")
    amount = (plane or item.source).counters["flame"] if (plane or item.source) else 0
    you = game.player(item.controller)
    if you.in_game:
        game.damage("Naar Isle", item.source.id if item.source else None, amount, player=you)


def _naar_isle_chaos(game: Game, item: StackItem) -> None:
    # "Naar Isle deals 3 damage to target player or planeswalker."
    for t in item.data["legal_targets"]:
        if t.player is not None:
            game.damage("Naar Isle", item.source.id if item.source else None, 3, player=game.player(t.player))
        else:
            obj = game.find(t.object or "")
            if obj is not None:
                game.damage("Naar Isle", item.source.id if item.source else None, 3, obj=obj)


# ---- Panopticon ------------------------------------------------------------------------------

def _you_draw(game: Game, item: StackItem) -> None:
    game.draw(game.player(item.controller))


register(
    CardScript(name="Otaria",
               # The flashback grant is read by engine/flashback.py.
               static=frozenset({"instants and sorceries in graveyards have flashback"}),
               triggers=(TriggerScript("Whenever chaos ensues, take an extra turn after this one.",
                                       chaos_ensues, _extra_turn),)),
    CardScript(name="Naya",
               # "You may play any number of lands on each of your turns": read by land_plays.py for
               # the planar controller, on their turns only (305.2, 305.3).
               static=frozenset({"any number of additional lands"}),
               triggers=(TriggerScript("Whenever chaos ensues, target red, green, or white creature you "
                                       "control gets +1/+1 until end of turn for each land you control.",
                                       chaos_ensues, _naya_chaos,
                                       (RED_GREEN_OR_WHITE_CREATURE_YOU_CONTROL,)),)),
    CardScript(name="Naar Isle",
               triggers=(TriggerScript("At the beginning of your upkeep, put a flame counter on Naar Isle, "
                                       "then Naar Isle deals damage to you equal to the number of flame "
                                       "counters on it.", _beginning_of_your(Step.UPKEEP), _naar_isle_upkeep),
                         TriggerScript("Whenever chaos ensues, Naar Isle deals 3 damage to target player "
                                       "or planeswalker.", chaos_ensues, _naar_isle_chaos,
                                       (PLAYER_OR_PLANESWALKER,)))),
    CardScript(name="Panopticon",
               triggers=(TriggerScript("When you planeswalk to Panopticon, draw a card.",
                                       _planeswalk_to_me, _you_draw),
                         TriggerScript("At the beginning of your draw step, draw an additional card.",
                                       _beginning_of_your(Step.DRAW), _you_draw),
                         TriggerScript("Whenever chaos ensues, draw a card.", chaos_ensues, _you_draw))),
)
