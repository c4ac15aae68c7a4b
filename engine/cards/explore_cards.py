"""Cards of the explore rulings (Ixalan block) and the explore payoffs Lurking Chupacabra and Wildgrowth
Walker."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from .. import hooks
from ..explore import explore
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..land_plays import grant_additional_land
from ..scripts import CardScript, TriggerScript, register, script
from ..targets import (CREATURE_CARD_IN_YOUR_GRAVEYARD, CREATURE_OPPONENT_CONTROLS, CREATURE_YOU_CONTROL,
                       legal_target_objects)

NEEDS_THE_CITYS_BLESSING = "can't attack or block unless you have the city's blessing"
"""The static ability (by the name ``CardScript.static`` uses) of Wayward Swordtooth: "This creature
can't attack or block unless you have the city's blessing." (702.131c)"""


def _enter_the_unknown(game: Game, item: StackItem) -> None:
    # "Target creature you control explores. You may play an additional land this turn."
    for creature in legal_target_objects(game, item):
        explore(game, creature)
    grant_additional_land(game, item.controller)


def _growth_spiral(game: Game, item: StackItem) -> None:
    # "Draw a card. You may put a land card from your hand onto the battlefield." Putting a land
    # onto the battlefield is not playing it: it uses none of the player's land plays (305.4).
    player = game.player(item.controller)
    game.draw(player)
    lands = [c for c in player.hand if "Land" in game.types(c)]
    if not lands or not game.ask(QuestionKind.MAY, player.name,
                                 "Put a land card from your hand onto the battlefield?", (True, False)):
        return
    _put_land_from_hand(game, player, lands, "Choose a land card to put onto the battlefield")


def _put_land_from_hand(game: Game, player: Any, lands: list[Any], prompt: str) -> Any:
    """The player chooses one of ``lands`` (asked only when there is a choice) and puts it onto the
    battlefield: not a land play (305.4). Returns the card as it entered."""
    options = tuple(c.id for c in lands)
    answer = options[0] if len(options) == 1 else game.ask(QuestionKind.CHOOSE_OBJECT, player.name, prompt, options)
    if answer not in options:
        raise IllegalAction(f"{answer!r} is not a land card in {player.name}'s hand")
    return game.move(next(c for c in lands if c.id == answer), Zone.BATTLEFIELD)


def _defossilize(game: Game, item: StackItem) -> None:
    # "Return target creature card from your graveyard to the battlefield. That creature explores,
    # then it explores again."
    for card in legal_target_objects(game, item):
        returned = game.move(card, Zone.BATTLEFIELD, controller=item.controller)
        explore(game, game.permanent(returned.id) or returned)
        explore(game, game.permanent(returned.id) or returned)


def enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When this permanent enters"."""
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


def _counter_and_three_life(game: Game, item: StackItem) -> None:
    # "put a +1/+1 counter on this creature and you gain 3 life."
    assert item.source is not None
    me = game.permanent(item.source.id)
    if me is not None:                   # gone: no counter on a new object (400.7); the life is gained
        game.add_counters(me, "+1/+1")
    game.player(item.controller).life += 3
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=3))


def _remember_x(game: Game, new: Obj, spell: Obj) -> None:
    # 107.3m: an enters ability that refers to X uses the X of the spell that became the permanent.
    new.cast_data = {"x": spell.cast_data.get("x") if spell.zone == Zone.STACK else None}


def _explores_x_times(game: Game, item: StackItem) -> None:
    # "When this creature enters, it explores X times." (X is 0 if it did not enter from the stack.)
    assert item.source is not None
    for _ in range(item.source.cast_data.get("x") or 0):
        explore(game, game.permanent(item.source.id) or item.source)


def _explores_a(land: bool) -> Callable[[Game, Obj, Event, dict[str, Any]], bool]:
    """"Whenever a creature you control explores a land card" (or "a nonland card"): what the
    explore revealed (nothing revealed is neither)."""
    def matches(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
        return _creature_you_control_explores(game, me, event, ctx) and event.revealed is not None \
            and ("Land" in load_cards()[event.revealed].types) == land
    return matches


def _land_from_hand_tapped(game: Game, item: StackItem) -> None:
    # "you may put a land card from your hand onto the battlefield tapped." The "may" is asked as
    # the ability resolves (TriggerScript.optional); putting a land is not playing it (305.4).
    player = game.player(item.controller)
    lands = [c for c in player.hand if "Land" in game.types(c)]
    if not lands:
        return
    land = _put_land_from_hand(game, player, lands, "Choose a land card to put onto the battlefield tapped")
    entered = game.permanent(land.id)
    if entered is not None:
        entered.tapped = True


def _counter_on_source(game: Game, item: StackItem) -> None:
    assert item.source is not None
    me = game.permanent(item.source.id)
    if me is not None:
        game.add_counters(me, "+1/+1")


def _minus_two_minus_two(game: Game, item: StackItem) -> None:
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=-2, toughness=-2))


register(
    CardScript(name="Enter the Unknown", targets=(CREATURE_YOU_CONTROL,), effect=_enter_the_unknown),
    CardScript(name="Growth Spiral", effect=_growth_spiral),
    CardScript(name="Defossilize", targets=(CREATURE_CARD_IN_YOUR_GRAVEYARD,), effect=_defossilize),
    CardScript(name="Merfolk Branchwalker", triggers=(
        TriggerScript("When this creature enters, it explores.", enters, _source_explores(1)),)),
    CardScript(name="Jadelight Ranger", triggers=(
        TriggerScript("When this creature enters, it explores, then it explores again.", enters,
                      _source_explores(2)),)),
    CardScript(name="Emperor's Vanguard", triggers=(
        TriggerScript("Whenever this creature deals combat damage to a player, it explores.",
                      _deals_combat_damage_to_player, _source_explores(1)),)),
    CardScript(name="Lurking Chupacabra", triggers=(
        TriggerScript("Whenever a creature you control explores, target creature an opponent controls "
                      "gets -2/-2 until end of turn.", _creature_you_control_explores,
                      _minus_two_minus_two, (CREATURE_OPPONENT_CONTROLS,)),)),
    CardScript(name="Jadelight Spelunker", as_enters=_remember_x, triggers=(
        TriggerScript("When this creature enters, it explores X times.", enters, _explores_x_times),)),
    CardScript(name="Nicanzil, Current Conductor", triggers=(
        TriggerScript("Whenever a creature you control explores a land card, you may put a land card from "
                      "your hand onto the battlefield tapped.", _explores_a(land=True), _land_from_hand_tapped,
                      optional=True),
        TriggerScript("Whenever a creature you control explores a nonland card, put a +1/+1 counter on "
                      "Nicanzil, Current Conductor.", _explores_a(land=False), _counter_on_source))),
    CardScript(name="Wildgrowth Walker", triggers=(
        TriggerScript("Whenever a creature you control explores, put a +1/+1 counter on this creature and "
                      "you gain 3 life.", _creature_you_control_explores, _counter_and_three_life),)),
    # "You may play an additional land on each of your turns." Ascend is in ascend.py; the attack and
    # block restriction below (hooks.ATTACK_AND_BLOCK_RESTRICTIONS).
    CardScript(name="Wayward Swordtooth", static=frozenset({"additional land", NEEDS_THE_CITYS_BLESSING})),
)


def _needs_the_citys_blessing(game: Game, creature: Obj, what: str) -> str | None:
    # Wayward Swordtooth: "This creature can't attack or block unless you have the city's blessing."
    # (702.131c; 508.1c, 509.1b: a restriction of the creature's own.)
    if NEEDS_THE_CITYS_BLESSING in script(creature.shown_name).static \
            and not game.player(creature.controller).city_blessing:
        return f"{creature.shown_name} can't {what} unless its controller has the city's blessing"
    return None


hooks.ATTACK_AND_BLOCK_RESTRICTIONS.append(_needs_the_citys_blessing)
