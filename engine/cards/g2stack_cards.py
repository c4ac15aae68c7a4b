"""Cards for issue 29's stack and triggered-ability gaps (g2stack): Stifle, which counters an
activated or triggered ability (701.6a: "To counter a spell or ability means to cancel it, removing it
from the stack"; 603.3: a triggered ability stays on the stack "until it's countered, it resolves,
..."); Strionic Resonator, which copies a triggered ability, and Rings of Brighthearth, which copies an
activated ability: the copy is not activated (707.10); Emperor Crocodile, whose ability
is a state trigger (603.8: it triggers on a game state, not an event, and triggers again once it has
left the stack while the state still matches)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from .. import activated, mana
from ..copies import copy_ability
from ..game import Game, Obj, StackItem
from ..scripts import CardScript, TriggerScript, register
from ..targets import TargetSpec

ACTIVATED_OR_TRIGGERED_ABILITY = TargetSpec(
    "target activated or triggered ability", Zone.STACK, lambda g, o, c: False,
    abilities=lambda g, s, c: True)
"""Any ability on the stack (mana abilities never are: 605.3b), and no spell."""
TRIGGERED_ABILITY_YOU_CONTROL = TargetSpec(
    "target triggered ability you control", Zone.STACK, lambda g, o, c: False,
    abilities=lambda g, s, c: bool(s.data.get("triggered")) and s.controller == c)
"""113.3c: a triggered ability (not an activated one), controlled by the targeting player."""


def _abilities_targeted(game: Game, item: StackItem) -> list[StackItem]:
    """The abilities on the stack among the item's targets that are still legal."""
    ids = {t.object for t in item.data["legal_targets"]}
    return [s for s in game.stack if s.kind == "ability" and s.id in ids and s is not item]


def _stifle(game: Game, item: StackItem) -> None:
    # "Counter target activated or triggered ability." 701.6a: it is removed from the stack, doesn't
    # resolve and none of its effects occur; it is not a card (603.3, 113.1c): it goes to no zone.
    for ability in _abilities_targeted(game, item):
        game.emit(Event(type=EventType.COUNTERED, object=ability.id, name=ability.name))
        game.stack.remove(ability)


def _resonate(game: Game, item: StackItem) -> None:
    # "Copy target triggered ability you control. You may choose new targets for the copy."
    for ability in _abilities_targeted(game, item):
        copy_ability(game, ability, item.controller, may_choose_new_targets=True)


def _no_other_creatures(game: Game, me: Obj) -> bool:
    # "When you control no other creatures": the state of the game, whatever event led to it.
    return not any(o is not me and o.controller == me.controller and game.is_creature(o) for o in game.battlefield)


def _never(*_: object) -> bool:
    """A state trigger has no trigger event (603.8)."""
    return False


def _sacrifice_source(game: Game, item: StackItem) -> None:
    # "sacrifice Emperor Crocodile": the object the ability refers to by name is its source (201.5);
    # only a permanent its controller controls can be sacrificed (701.21a).
    assert item.source is not None
    me = game.permanent(item.source.id)
    if me is not None and me.controller == item.controller:
        game.sacrifice(me, item.controller)


def _you_activate_a_nonmana_ability(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever you activate an ability, if it isn't a mana ability": an ability activated onto the
    # stack (a mana ability never is, 605.3b), by this permanent's controller.
    return event.type == EventType.ABILITY_ACTIVATED and event.player == me.controller and "ability" in ctx


def _rings_copy(game: Game, item: StackItem) -> None:
    # "you may pay {2}. If you do, copy that ability. You may choose new targets for the copy."
    # The payment is chosen as the ability resolves, from its controller's mana pool (118.3a).
    you = game.player(item.controller)
    if not game.ask(QuestionKind.MAY, you.name, "Pay {2} to copy the ability?", (True, False)):
        return
    cost = mana.ManaCost.parse("{2}")
    assert cost is not None
    try:
        mana.pay(cost, you.mana_pool)
    except mana.ManaError as exc:
        raise IllegalAction(f"{you.name} cannot pay {{2}}: {exc}", "118.3") from None
    copy_ability(game, item.data["context"]["ability"], item.controller, may_choose_new_targets=True)


register(
    CardScript(name="Rings of Brighthearth", triggers=(TriggerScript(
        "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that "
        "ability. You may choose new targets for the copy.", _you_activate_a_nonmana_ability, _rings_copy),)),
    CardScript(name="Stifle", targets=(ACTIVATED_OR_TRIGGERED_ABILITY,), effect=_stifle),
    CardScript(name="Strionic Resonator"),         # its ability is an activated one (activated.py)
    CardScript(name="Emperor Crocodile", triggers=(
        TriggerScript("When you control no other creatures, sacrifice Emperor Crocodile.", _never,
                      _sacrifice_source, state=_no_other_creatures),
    )),
)
activated.register("Strionic Resonator", activated.ActivatedAbility(
    text="{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.",
    effect=_resonate, mana="{2}", tap=True, targets=(TRIGGERED_ABILITY_YOU_CONTROL,)))
