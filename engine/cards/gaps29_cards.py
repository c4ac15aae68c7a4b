"""Cards of issue 29's remaining rule-branch gaps (gaps29): Retreat to Valakut, a modal triggered
ability every mode of which needs a target (700.2b: "If no mode is chosen, the ability is removed from
the stack"); Mardu Scout, a creature with dash (``engine/dash.py``: a static ability that creates a
delayed triggered ability, 603.7a); Desecrated Tomb, an ability that triggers when cards leave a
graveyard (603.10a: it looks back in time)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Target, Zone

from .. import hooks, tokens
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..dash import DASH
from ..scripts import CardScript, Cost, Mode, TriggerScript, register
from ..targets import CREATURE, target_object


# ---- Retreat to Valakut -------------------------------------------------------------------------

CANT_BLOCK = "can't block"
"""The kind of an :class:`UntilEndOfTurn` effect saying a creature "can't block this turn" (509.1b: a
restriction on blocking; it ends in the cleanup step, 514.2)."""


def _a_land_you_control_enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"Landfall — Whenever a land you control enters" (207.2c: landfall is an ability word)."""
    new = ctx.get("new")
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD and new is not None \
        and "Land" in game.types(new) and new.controller == me.controller


def _gets_plus_2_plus_0(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Target creature gets +2/+0 until end of turn."
    for target in targets:
        if (creature := target_object(game, target)) is not None:
            game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=2, toughness=0))


def _cant_block_this_turn(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Target creature can't block this turn."
    for target in targets:
        if (creature := target_object(game, target)) is not None:
            game.until_eot.append(UntilEndOfTurn(kind=CANT_BLOCK, object=creature.id))


def _cant_block(game: Game, creature: Obj, what: str) -> str | None:
    """``hooks.ATTACK_AND_BLOCK_RESTRICTIONS``: a creature an effect says "can't block this turn"
    (509.1b); the effect names the permanent, so it does not follow the card to a new zone (400.7)."""
    if what == "block" and any(e.kind == CANT_BLOCK and e.object == creature.id for e in game.until_eot):
        return f"{creature.shown_name} can't block this turn"
    return None


# ---- Desecrated Tomb ----------------------------------------------------------------------------

def _a_creature_card_left_your_graveyard(me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """A card that was a creature card in the graveyard of ``me``'s controller left it. 603.10a:
    "abilities that trigger when a card leaves a graveyard" look back in time: the card as it was in
    the graveyard (its last known information there, ``lki``), not what it became."""
    card = ctx.get("lki")
    return event.type == EventType.ZONE_CHANGE and event.from_zone == Zone.GRAVEYARD and card is not None \
        and not card.token and "Creature" in card.data.types and card.owner == me.controller


def _one_or_more_creature_cards_leave_your_graveyard(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"Whenever one or more creature cards leave your graveyard": once per event, however many cards
    leave in it (the first of them that qualifies triggers it; ``Game.simultaneously``'s ``at_once``)."""
    if not _a_creature_card_left_your_graveyard(me, event, ctx):
        return False
    at_once = ctx.get("at_once") or ((event, ctx),)
    first = next(e for e, c in at_once if _a_creature_card_left_your_graveyard(me, e, c))
    return first is event


def _create_a_bat(game: Game, item: StackItem) -> None:
    tokens.create(game, item.controller, "Bat Token")   # "create a 1/1 black Bat creature token with flying"


register(
    CardScript(name="Desecrated Tomb", triggers=(
        TriggerScript("Whenever one or more creature cards leave your graveyard, create a 1/1 black Bat creature "
                      "token with flying.", _one_or_more_creature_cards_leave_your_graveyard, _create_a_bat),)),
    # "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's
    # returned from the battlefield to its owner's hand at the beginning of the next end step.)"
    CardScript(name="Mardu Scout", alternative_costs=(Cost(kind=DASH, mana="{1}{R}"),)),
    CardScript(name="Retreat to Valakut", triggers=(
        TriggerScript("Landfall — Whenever a land you control enters, choose one —\n• Target creature gets +2/+0 "
                      "until end of turn.\n• Target creature can't block this turn.",
                      _a_land_you_control_enters, lambda g, i: None,
                      modes=(Mode("Target creature gets +2/+0 until end of turn.", (CREATURE,), _gets_plus_2_plus_0),
                             Mode("Target creature can't block this turn.", (CREATURE,), _cant_block_this_turn))),)),
)

hooks.ATTACK_AND_BLOCK_RESTRICTIONS.append(_cant_block)
