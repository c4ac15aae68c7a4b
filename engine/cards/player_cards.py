"""Cards whose words name players relative to their controller or move a permanent to its owner's
library: Debt to the Deathless ("each opponent", CR 102.2, 102.3; X, 107.3) and Griptide (400.3)."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, Zone

from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import CREATURE, legal_target_objects


def _debt_to_the_deathless(game: Game, item: StackItem) -> None:
    # "Each opponent loses two times X life. You gain life equal to the life lost this way."
    # Each opponent: every other player still in the game (102.2, 102.3; 800.4a: a player who left
    # is no longer in it), each in turn order from the active player (101.4).
    x = item.card.x if item.card is not None and item.card.x else 0
    lost = 0
    for opponent in game.opponents(item.controller):
        if 2 * x > 0:
            opponent.life -= 2 * x
            lost += 2 * x
            game.emit_only(Event(type=EventType.LIFE_CHANGED, player=opponent.name, amount=-2 * x))
    if lost:
        game.player(item.controller).life += lost
        game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=lost))


def _griptide(game: Game, item: StackItem) -> None:
    # "Put target creature on top of its owner's library." (400.3: any library but its owner's is
    # its owner's anyway; Game.move puts a card in its owner's zone.)
    for creature in legal_target_objects(game, item):
        game.move(creature, Zone.LIBRARY, top=True)


register(
    CardScript(name="Debt to the Deathless", effect=_debt_to_the_deathless),
    CardScript(name="Griptide", targets=(CREATURE,), effect=_griptide),
)
