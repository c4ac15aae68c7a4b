"""Phenomenon cards (CR 312) for Planechase games (dmg17; coverage row P5). A phenomenon is
encountered when it is moved off a planar deck and turned face up (312.5: the ``planeswalked`` event
naming it); once its encounter ability has left the stack, the planar controller planeswalks away
from it (704.6f, ``planechase.phenomenon_planeswalks``)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType

from ..game import Game, Obj, StackItem
from ..scripts import CardScript, TriggerScript, register


def _encounter(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When you encounter [this phenomenon]" means "When you move this card off a planar deck and
    turn it face up" (312.5); "you" is the planar controller (312.4)."""
    return event.type == EventType.PLANESWALKED and game.plane is me and event.name == me.name


def _each_player_draws_four(game: Game, item: StackItem) -> None:
    # "each player draws four cards": in turn order, starting with the active player (101.4).
    for player in game.players_from(game.active):
        if player.in_game:
            for _ in range(4):
                game.draw(player)


register(
    CardScript(name="Mutual Epiphany", triggers=(TriggerScript(
        "When you encounter Mutual Epiphany, each player draws four cards.", _encounter,
        _each_player_draws_four),)),
)
