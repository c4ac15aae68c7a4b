"""Casting spells (CR 601.2) and activating mana abilities (CR 605)."""

from __future__ import annotations

from mtg_conformance.protocol import (
    CastSpell, Event, EventType, IllegalAction, Unsupported, Zone,
)

from . import cards, mana
from .game import MAIN_STEPS, Game, Obj, StackItem


def activate_mana_ability(game: Game, player: str, source_id: str, index: int = 0) -> None:
    """CR 605.3: a mana ability resolves immediately; tap-symbol abilities of creatures need the
    creature to have been controlled since the turn began (302.6)."""
    obj = game.permanent(source_id)
    if obj is None:
        raise IllegalAction(f"there is no permanent {source_id} on the battlefield")
    color = cards.mana_ability(game, obj, index)
    if color is None:
        raise IllegalAction(f"{obj.name} has no mana ability number {index}")
    if obj.controller != player:
        raise IllegalAction(f"{player} does not control {obj.name}", "602.2")
    if obj.tapped:
        raise IllegalAction(f"{obj.name} is tapped; its {{T}} ability cannot be activated", "602.2")
    if game.is_creature(obj) and obj.summoning_sick:
        raise IllegalAction(f"{obj.name} has not been under {player}'s control since the turn began",
                            "302.6")
    game.tap(obj)
    game.player(player).mana_pool[color] += 1
    game.emit_only(Event(type=EventType.MANA_ADDED, player=player, source=obj.id, paid=f"{{{color}}}"))


def verify_timing(game: Game, player: str, card: Obj) -> None:
    """CR 117.1a / 302.1 / 307.1: noninstant spells only in your main phase with an empty stack,
    unless the spell has flash (702.8a) or an effect lets it be cast as though it had flash."""
    types = game.types(card)
    if "Instant" in types or "Flash" in card.data.keywords or cards.may_cast_as_though_flash(game, player):
        return
    if game.active != player:
        raise IllegalAction(f"{card.name} can be cast only during its controller's turn", "117.1a")
    if game.step not in MAIN_STEPS:
        raise IllegalAction(f"{card.name} can be cast only in a main phase, not in {game.step}", "117.1a")
    if game.stack:
        raise IllegalAction(f"{card.name} can be cast only while the stack is empty", "117.1a")


def cast_spell(game: Game, action: CastSpell) -> None:
    player = action.player
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority ({game.priority or 'nobody'} has)", "117.1a")
    p = game.player(player)
    card = next((c for c in p.hand if c.id == action.card), None)
    if card is None:
        where = game.find(action.card)
        raise IllegalAction(f"{player} cannot cast {where.name if where else action.card} from "
                            f"{where.zone if where else 'nowhere'}: only cards in hand can be cast "
                            "this way", "601.3")
    if "Land" in game.types(card):
        raise IllegalAction(f"{card.name} is a land and cannot be cast", "305.9")
    if not cards.implemented(card.name):
        raise Unsupported(f"the reference engine does not implement {card.name}")
    if action.alternative_cost or action.additional_costs or action.modes or action.face \
            or action.sacrifice or action.x is not None:
        raise Unsupported("alternative and additional costs, modes, X and split cards are not "
                          "implemented yet")
    verify_timing(game, player, card)
    script = cards.SPELLS.get(card.name, cards.SpellScript())
    # 601.2a: the card moves to the stack and becomes the topmost object.
    card.zone = Zone.HAND
    p.hand.remove(card)
    spell_card = Obj(id=game.new_id(), name=card.name, owner=card.owner, controller=player,
                     zone=Zone.STACK)
    item = StackItem(id=spell_card.id, name=card.name, controller=player, kind="spell",
                     effect=script.effect, card=spell_card, target_specs=script.targets)
    game.stack.append(item)
    # 601.2c: targets.
    if len(action.targets) != len(script.targets):
        raise IllegalAction(f"{card.name} needs {len(script.targets)} target(s) "
                            f"({', '.join(s.description for s in script.targets) or 'none'}), "
                            f"got {len(action.targets)}", "601.2c")
    for spec, target in zip(script.targets, action.targets):
        if not cards.target_is_legal(game, spec, target, player):
            obj = game.find(target.object) if target.object else None
            what = target.player or (obj.name if obj else target.object)
            raise IllegalAction(f"{what} is not a legal target for {card.name} ({spec.description})",
                                "601.2c")
    item.targets = tuple(action.targets)
    # 601.2f: total cost; 601.2g: mana abilities; 601.2h: payment.
    cost = mana.ManaCost.parse(card.data.mana_cost)
    if cost is None:
        raise IllegalAction(f"{card.name} has no mana cost, an unpayable cost", "118.6")
    for source in action.mana_abilities:
        activate_mana_ability(game, player, source)
    try:
        spent = mana.pay(cost, p.mana_pool)
    except mana.ManaError as exc:
        raise IllegalAction(f"{player} cannot pay {cost} for {card.name}: {exc}", "601.2h") from None
    game.events.append(Event(type=EventType.ZONE_CHANGE, object=spell_card.id, previous=card.id,
                             name=card.name, player=card.owner, from_zone=Zone.HAND, to_zone=Zone.STACK))
    game.emit(Event(type=EventType.SPELL_CAST, object=spell_card.id, name=card.name, player=player,
                    paid=mana.format_mana(spent), from_zone=Zone.HAND))
    game.passes = 0
    game.give_priority(player)                                   # 601.2i, 117.3c
