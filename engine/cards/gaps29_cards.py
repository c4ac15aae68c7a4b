"""Cards of issue 29's remaining rule-branch gaps (gaps29): Retreat to Valakut, a modal triggered
ability every mode of which needs a target (700.2b: "If no mode is chosen, the ability is removed from
the stack"); Mardu Scout, a creature with dash (``engine/dash.py``: a static ability that creates a
delayed triggered ability, 603.7a); Desecrated Tomb, an ability that triggers when cards leave a
graveyard (603.10a: it looks back in time); Umbra Stalker, whose power and toughness count the black
mana symbols in the mana costs of cards in a graveyard, a split card's separate symbols (709.4b), and
Life // Death, a split card with a black symbol in its second half only (Death scripted; Life, which
animates lands, not); Golgari Brownscale, an ability that triggers when a card is put into a hand
from a graveyard (603.10a), with dredge (``engine/dredge.py``, 702.52a); Strict Proctor, an ability
that triggers on another ability triggering (603.3b: it goes on the stack in the second part of the
process, ``hooks.ABILITY_TRIGGERED``); Peter Parker // Amazing Spider-Man, a modal double-faced card
with an ability that transforms it (712.3, 701.27a)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from mtg_conformance.protocol import Event, EventType, QuestionKind, Target, Zone

from .. import activated, dredge, equipment, hooks, mana, tokens
from ..game import Game, Obj, PendingTrigger, StackItem, UntilEndOfTurn
from ..dash import DASH
from ..scripts import CardScript, Cost, Mode, TriggerScript, register
from ..targets import CREATURE, CREATURE_CARD_IN_YOUR_GRAVEYARD, CREATURE_YOU_CONTROL, legal_target_objects, target_object
from .emerge_cards import transform


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


# ---- Umbra Stalker, Life // Death ---------------------------------------------------------------

_SYMBOL = re.compile(r"\{([^}]*)\}")


def _black_mana_symbols(mana_cost: str | None) -> int:
    """The black mana symbols of a mana cost: {B}, and the hybrid and Phyrexian symbols with a black
    part ({B/G}, {2/B}, {B/P}; 107.4e-f: such a symbol is of each of its colors). A split card's mana
    cost is read as its halves' separate symbols ("{G} // {1}{B}"), not as one combined cost (709.4b:
    "An effect that refers specifically to the symbols in a split card's mana cost sees the separate
    symbols rather than the whole mana cost")."""
    return sum("B" in symbol.split("/") for symbol in _SYMBOL.findall(mana_cost or ""))


def _umbra_stalker_pt(game: Game, obj: Obj) -> tuple[str | None, str | None]:
    # "Chroma — Umbra Stalker's power and toughness are each equal to the number of black mana symbols
    # in the mana costs of cards in your graveyard." A characteristic-defining ability (604.3, 613.4a):
    # "your" is its controller's (its owner's where it has no controller).
    you = game.player(obj.controller or obj.owner)
    n = str(sum(_black_mana_symbols(card.data.mana_cost) for card in you.graveyard))
    return n, n


def _death(game: Game, item: StackItem) -> None:
    # "Return target creature card from your graveyard to the battlefield. You lose life equal to its
    # mana value." (608.2h: the mana value of the card as it last existed in the graveyard.)
    for card in legal_target_objects(game, item):
        value = card.data.mana_value
        game.move(card, Zone.BATTLEFIELD, controller=item.controller)
        if value:
            game.player(item.controller).life -= value
            game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=-value))


# ---- Golgari Brownscale --------------------------------------------------------------------------

def _put_into_your_hand_from_your_graveyard(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When Golgari Brownscale is put into your hand from your graveyard": this card (``me``, as it
    was in the graveyard: 603.10a, it looks back in time) moved from there to its owner's hand."""
    return event.type == EventType.ZONE_CHANGE and event.previous == me.id \
        and event.from_zone == Zone.GRAVEYARD and event.to_zone == Zone.HAND


def _gain_2_life(game: Game, item: StackItem) -> None:
    game.player(item.controller).life += 2                          # "you gain 2 life" (119.3)
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=2))


dredge.register("Golgari Brownscale", 2)       # "Dredge 2" (702.52a)

# ---- Strict Proctor ------------------------------------------------------------------------------

PROCTOR = ("Whenever a permanent entering the battlefield causes a triggered ability to trigger, counter that "
           "ability unless its controller pays {2}.")


def _counter_unless_its_controller_pays_2(game: Game, item: StackItem) -> None:
    # "counter that ability unless its controller pays {2}": the ability, if it is still on the stack;
    # its controller chooses whether to pay (from their mana pool; 118.3: a cost that cannot be paid
    # is not paid). Countered, it is removed from the stack (701.6a) and none of its effects occur.
    triggering = item.data["context"]["triggering"]
    ability = next((s for s in game.stack if s.kind == "ability" and s.data.get("triggering") == triggering), None)
    if ability is None:
        return
    if game.ask(QuestionKind.MAY, ability.controller, f"Pay {{2}} so that {ability.name} is not countered?",
                (True, False)):
        try:
            mana.pay(mana.ManaCost(generic=2), game.player(ability.controller).mana_pool)
            return
        except mana.ManaError:
            pass
    game.emit(Event(type=EventType.COUNTERED, object=ability.id, name=ability.name))
    game.stack.remove(ability)


PROCTOR_TRIGGER = TriggerScript(PROCTOR, lambda g, me, e, ctx: False, _counter_unless_its_controller_pays_2)


def _a_permanent_entering_caused_it(game: Game, pending: PendingTrigger) -> None:
    """``hooks.ABILITY_TRIGGERED``: each Strict Proctor on the battlefield triggers when an ability
    triggers on a permanent entering the battlefield (its trigger event is that zone change); its own
    ability waits for the second part of 603.3b's process (``on_trigger``)."""
    event = pending.data.get("event")
    if pending.data.get("on_trigger") or event is None or event.type != EventType.ZONE_CHANGE \
            or event.to_zone != Zone.BATTLEFIELD:
        return
    for proctor in [o for o in game.battlefield if o.shown_name == "Strict Proctor"]:
        game.trigger(PendingTrigger(name=PROCTOR, controller=proctor.controller, source=dataclasses.replace(proctor),
                                    effect=PROCTOR_TRIGGER.effect,
                                    data={"on_trigger": True, "ability": 0,
                                          "context": {"triggering": pending.data["triggering"]}}))


hooks.ABILITY_TRIGGERED.append(_a_permanent_entering_caused_it)

# ---- Peter Parker // Amazing Spider-Man ----------------------------------------------------------

def _create_a_spider(game: Game, item: StackItem) -> None:
    tokens.create(game, item.controller, "Spider Token")  # "create a 2/1 green Spider creature token with reach"


def _peter_parker_enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD and event.object == me.id


def _transform_peter_parker(game: Game, item: StackItem) -> None:
    # "Transform Peter Parker." 701.27f: an activated ability of a permanent transforms it only if it
    # hasn't transformed since the ability was put onto the stack (the same object, the same face up).
    assert item.source is not None
    me = game.permanent(item.source.id)
    if me is not None and me.face == item.source.face:
        transform(game, me)


activated.register("Peter Parker", activated.ActivatedAbility(
    text="{1}{G}{W}{U}: Transform Peter Parker. Activate only as a sorcery.", effect=_transform_peter_parker,
    mana="{1}{G}{W}{U}", sorcery_speed=True))

register(
    CardScript(name="Peter Parker", triggers=(
        TriggerScript("When Peter Parker enters, create a 2/1 green Spider creature token with reach.",
                      _peter_parker_enters, _create_a_spider),)),
    # "Each legendary spell you cast that's one or more colors has web-slinging {G}{W}{U}.": the engine
    # has no web-slinging; cast with this face up, Amazing Spider-Man is unsupported.
    CardScript(name="Amazing Spider-Man", implemented=False),
    CardScript(name="Strict Proctor", triggers=(PROCTOR_TRIGGER,)),
    CardScript(name="Fireshrieker"),               # equip (equipment.py) and its static ability
    CardScript(name="Golgari Brownscale", triggers=(
        TriggerScript("When Golgari Brownscale is put into your hand from your graveyard, you gain 2 life.",
                      _put_into_your_hand_from_your_graveyard, _gain_2_life, looks_back=True),)),
    CardScript(name="Umbra Stalker", base_power_toughness=_umbra_stalker_pt),
    CardScript(name="Death", targets=(CREATURE_CARD_IN_YOUR_GRAVEYARD,), effect=_death),
    # "All lands you control become 1/1 creatures until end of turn. They're still lands.": the engine
    # has no effect that makes a land a creature; cast, Life is unsupported.
    CardScript(name="Life", implemented=False),
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

# Fireshrieker: "Equipped creature has double strike." and "Equip {2}" (613.7e: the grant's timestamp
# is the time it became attached, equipment.timestamped_grants).
activated.register("Fireshrieker", equipment.equip("{2}", CREATURE_YOU_CONTROL))
equipment.register("Fireshrieker", frozenset({"Double Strike"}))
