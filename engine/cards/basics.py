"""Ordinary cards the scenarios use around the mechanics."""

from __future__ import annotations

from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import ANY_TARGET, target_object


def _lightning_bolt(game: Game, item: StackItem) -> None:
    # "Lightning Bolt deals 3 damage to any target."
    for t in item.data["legal_targets"]:
        if t.player is not None:
            game.damage("Lightning Bolt", item.id, 3, player=game.player(t.player))
        else:
            game.damage("Lightning Bolt", item.id, 3, obj=target_object(game, t))


register(
    CardScript(name="Lightning Bolt", targets=(ANY_TARGET,), effect=_lightning_bolt),
    CardScript(name="Llanowar Elves", mana="G"),
    # "You may cast spells as though they had flash." (The opening-hand ability needs no game.)
    CardScript(name="Leyline of Anticipation", static=frozenset({"flash for all"})),
    # Both its abilities are one prohibition that casting.verify_not_prohibited reads (601.3).
    CardScript(name="Gaddock Teeg",
               static=frozenset({"noncreature spells with mana value 4 or greater can't be cast"})),
)
