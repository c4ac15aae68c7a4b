"""Cards that let a player play cards from a zone other than their hand (``engine/permissions.py``):
Courser of Kruphix (lands from the top of the library) and Act on Impulse (cards it exiled, until
end of turn)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Zone

from .. import permissions
from ..game import Game, Obj, StackItem
from ..scripts import CardScript, TriggerScript, register


def _a_land_you_control_enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"Whenever a land you control enters"."""
    new = ctx.get("new")
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD and new is not None \
        and "Land" in game.types(new) and new.controller == me.controller


def _gain_one_life(game: Game, item: StackItem) -> None:
    # "you gain 1 life."
    game.player(item.controller).life += 1
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=1))


def _act_on_impulse(game: Game, item: StackItem) -> None:
    # "Exile the top three cards of your library. Until end of turn, you may play those cards."
    # The permission names the cards as they are in exile (400.7: each is a new object there).
    library = game.player(item.controller).library
    for card in list(library[:3]):
        exiled = game.move(card, Zone.EXILE)
        if exiled.zone == Zone.EXILE:
            permissions.may_play_until_end_of_turn(game, item.controller, exiled)


register(
    # "Play with the top card of your library revealed." changes nothing an observation shows (it
    # reveals hidden zones already).
    CardScript(name="Courser of Kruphix", static=frozenset({permissions.PLAY_LANDS_FROM_TOP}),
               triggers=(TriggerScript("Whenever a land you control enters, you gain 1 life.",
                                       _a_land_you_control_enters, _gain_one_life),)),
    CardScript(name="Act on Impulse", effect=_act_on_impulse),
)
