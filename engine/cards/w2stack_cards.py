"""Cards for issue 29's stack gaps of w2stack: Goblin Cratermaker, a modal activated ability (700.2:
"A spell or ability is modal if it has two or more options in a bulleted list preceded by
instructions for a player to choose a number of those options"; 700.2a: its controller chooses the
mode as part of activating it); Charming Prince, a modal triggered ability (700.2b: its controller
chooses the mode as part of putting it on the stack); Rabid Bite, a spell whose effect needs
information about one of its targets (608.2b: "If part of the effect requires information about an
illegal target, it fails to determine any such information. Any part of the effect that requires
that information won't happen.")."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Step, Target, Zone

from .. import activated
from ..game import Game, Obj, StackItem
from ..scry import scry
from ..scripts import CardScript, DelayedTrigger, Mode, TriggerScript, register
from ..targets import CREATURE, CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL, TargetSpec, target_object

COLORLESS_NONLAND_PERMANENT = TargetSpec(
    "target colorless nonland permanent", Zone.BATTLEFIELD,
    lambda g, o, c: not g.colors(o) and "Land" not in g.types(o))


def _deals_2_damage(game: Game, item: StackItem) -> None:
    # "This creature deals 2 damage to target creature." Its source, sacrificed to pay the cost,
    # deals it as it last existed (113.7a, 608.2h).
    assert item.source is not None
    for target in item.data["legal_targets"]:
        if (creature := target_object(game, target)) is not None:
            game.damage(item.source.shown_name, item.source.id, 2, obj=creature)


def _destroy(game: Game, item: StackItem) -> None:
    # "Destroy target colorless nonland permanent." (701.8a)
    for target in item.data["legal_targets"]:
        if (permanent := target_object(game, target)) is not None:
            game.destroy(permanent)


activated.register("Goblin Cratermaker", activated.ActivatedAbility(
    text="{1}, Sacrifice this creature: Choose one —\n• This creature deals 2 damage to target creature.\n"
         "• Destroy target colorless nonland permanent.",
    effect=lambda game, item: None, mana="{1}", sacrifice_self=True,
    modes=(activated.ActivatedMode("This creature deals 2 damage to target creature.", _deals_2_damage,
                                   (CREATURE,)),
           activated.ActivatedMode("Destroy target colorless nonland permanent.", _destroy,
                                   (COLORLESS_NONLAND_PERMANENT,)))))

ANOTHER_CREATURE_YOU_OWN = TargetSpec(
    "another target creature you own", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and o.owner == c and o.name != "Charming Prince")
"""Charming Prince's "another target creature you own" (the Prince itself excluded by name: no other
Charming Prince is in any scenario that chooses this mode)."""


def _enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD and event.object == me.id


def _next_end_step(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # A delayed trigger sees only events after it was created (603.7a): the next end step's start.
    return event.type == EventType.STEP_BEGAN and event.detail == Step.END.value


def _scry_2(game: Game, item: StackItem, targets: list[Target]) -> None:
    scry(game, item.controller, 2)                                   # "Scry 2." (701.22a)


def _gain_3(game: Game, item: StackItem, targets: list[Target]) -> None:
    game.player(item.controller).life += 3                           # "You gain 3 life." (119.3)
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=3))


def _returns(game: Game, item: StackItem) -> None:
    # "Return it to the battlefield under your control": the card exiled, if still in exile (400.7).
    for card in list(game.exile):
        if card.id in item.data["context"]["cards"]:
            game.move(card, Zone.BATTLEFIELD, controller=item.controller)


PRINCE_RETURN = TriggerScript("At the beginning of the next end step, return it to the battlefield under your "
                              "control.", _next_end_step, _returns)


def _flicker(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Exile another target creature you own. Return it to the battlefield under your control at the
    # beginning of the next end step." (a delayed triggered ability, 603.7)
    for target in targets:
        if (creature := target_object(game, target)) is not None:
            new = game.move(creature, Zone.EXILE)
            if new.zone == Zone.EXILE:
                game.delayed.append(DelayedTrigger(PRINCE_RETURN, item.source, item.controller,
                                                   {"cards": [new.id]}))


def _rabid_bite(game: Game, item: StackItem) -> None:
    # "Target creature you control deals damage equal to its power to target creature you don't
    # control." 608.2b: an illegal first target's power is not determined, so no damage is dealt;
    # an illegal second target is not affected.
    biter_legal, victim_legal = item.data["legal_mask"]
    if not (biter_legal and victim_legal):
        return
    biter, victim = target_object(game, item.targets[0]), target_object(game, item.targets[1])
    if biter is None or victim is None:
        return
    power, _ = game.power_toughness(biter)
    game.damage(biter.shown_name, biter.id, max(power or 0, 0), obj=victim)


register(
    CardScript(name="Rabid Bite", targets=(CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL), effect=_rabid_bite),
    CardScript(name="Goblin Cratermaker"),     # a 2/2; its ability is a modal activated one (activated.py)
    CardScript(name="Charming Prince", triggers=(
        TriggerScript("When Charming Prince enters, choose one —\n• Scry 2.\n• You gain 3 life.\n• Exile another "
                      "target creature you own. Return it to the battlefield under your control at the beginning "
                      "of the next end step.", _enters, lambda g, i: None,
                      modes=(Mode("Scry 2.", (), _scry_2), Mode("You gain 3 life.", (), _gain_3),
                             Mode("Exile another target creature you own. Return it to the battlefield under "
                                  "your control at the beginning of the next end step.",
                                  (ANOTHER_CREATURE_YOU_OWN,), _flicker))),)),
)
