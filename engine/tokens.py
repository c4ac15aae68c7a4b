"""Tokens (CR 111).

111.1: "Some effects put tokens onto the battlefield. A token is a marker used to represent any
permanent that isn't represented by a card." 111.2: "The player who creates a token is its owner.
The token enters the battlefield under that player's control." A token's characteristics are those
its creating effect defines (111.3); here they are the card data of a token entry ("Elephant
Token", "Map Token": 111.4 names a token its subtypes plus the word "Token" when the effect names
none).

A token that has left the battlefield keeps ``Obj.token`` in its new zone and ceases to exist the
next time state-based actions are checked (111.7, 704.5d: ``Game.state_based_actions``).
"""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, Zone

from . import hooks, replacement
from .game import Game, Obj


def create(game: Game, player: str, name: str, count: int = 1) -> list[Obj]:
    """``player`` creates ``count`` tokens named ``name`` (its card data gives what the creating
    effect defines, 111.3). Each enters the battlefield (a ``zone_change`` to the battlefield with
    no ``from_zone`` and no ``previous``: it was in no zone before), so "enters" abilities see it.

    614.16: replacement effects that apply "if an effect would create one or more tokens" modify the
    event first (``hooks.EVENT_REPLACEMENT_EFFECTS["tokens"]``): how many are created, and whether."""
    if count >= 1 and hooks.EVENT_REPLACEMENT_EFFECTS["tokens"]:
        event = game.replaced({"event": "tokens", "player": player, "name": name, "count": count})
        if event is None:
            return []
        player, name, count = event["player"], event["name"], event["count"]
    made = []
    for _ in range(count):
        token = Obj(id=game.new_id(), name=name, owner=player, controller=player, zone=Zone.BATTLEFIELD,
                    token=True, summoning_sick=True)
        with game.simultaneously():       # 603.6d: what it enters with is part of the event
            replacement.entering(game, token, token)      # 614.1c: "enters with ..."
            game.place(token)
            game.emit(Event(type=EventType.ZONE_CHANGE, object=token.id, name=token.shown_name, player=player,
                            to_zone=Zone.BATTLEFIELD), new=token, was_creature=False, look_back=[])
        made.append(token)
    return made
