"""Plane cards (CR 311) for Planechase games."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType

from ..game import Game, Obj, StackItem
from . import CardScript, TriggerScript, register


def chaos_ensues(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"Whenever chaos ensues" (311.7), for the face-up plane."""
    return event.type == EventType.CHAOS_ENSUED and game.plane is me


def _extra_turn(game: Game, item: StackItem) -> None:
    # "take an extra turn after this one": "you" is the planar controller (311.5); extra turns are
    # added directly after this turn, one at a time (500.7).
    game.extra_turns.insert(0, item.controller)


register(
    CardScript(name="Otaria",
               static=frozenset({"instants and sorceries in graveyards have flashback"}),
               triggers=(TriggerScript("Whenever chaos ensues, take an extra turn after this one.",
                                       chaos_ensues, _extra_turn),)),
)
