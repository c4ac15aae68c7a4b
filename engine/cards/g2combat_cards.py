"""Cards of the rule-branch gaps of combat (issue 29, g2combat): an effect that removes first strike
and double strike at instant speed (Quick Draw: 702.4b-c, 702.7b-c, 510.4); an ability that
triggers during the untap step (Oreskos Sun Guide, "Whenever ... becomes untapped": 503.1a); an
effect that makes a blocked creature unblocked (False Orders: 509.1h)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, QuestionKind, Step, Unsupported, Zone

from ..game import LOSES, Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, TriggerScript, register
from ..targets import CREATURE_YOU_CONTROL, OPPONENT, TargetSpec, legal_target_objects, target_object


def _quick_draw(game: Game, item: StackItem) -> None:
    # "Target creature you control gets +1/+1 and gains first strike until end of turn. Creatures
    # target opponent controls lose first strike and double strike until end of turn." 608.2b: the
    # part whose target is still legal is done; 611.2c: the creatures the second sentence affects are
    # those the opponent controls as it resolves (a creature they gain control of later keeps them).
    for target in item.data["legal_targets"]:
        if target.player is not None:
            for creature in [o for o in game.battlefield if o.controller == target.player and game.is_creature(o)]:
                game.until_eot.append(UntilEndOfTurn(kind=LOSES + "first strike", object=creature.id))
                game.until_eot.append(UntilEndOfTurn(kind=LOSES + "double strike", object=creature.id))
            continue
        creature = target_object(game, target)
        if creature is not None:
            game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=1, toughness=1))
            game.until_eot.append(UntilEndOfTurn(kind="first strike", object=creature.id))


def _becomes_untapped(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever Oreskos Sun Guide becomes untapped": in its controller's untap step (502.3) or by an
    # effect; 503.1a: one that triggered during the untap step goes on the stack in the upkeep,
    # before the active player gets priority.
    return event.type == EventType.UNTAPPED and event.object == me.id


def _you_gain_2_life(game: Game, item: StackItem) -> None:
    game.player(item.controller).life += 2
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=2))


CREATURE_DEFENDING_PLAYER_CONTROLS = TargetSpec(
    "target creature defending player controls", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and o.controller in set(g.attackers.values()))


def _during_the_declare_blockers_step(game: Game, player: str) -> str | None:
    # "Cast this spell only during the declare blockers step."
    return None if game.step == Step.DECLARE_BLOCKERS else "it can be cast only during the declare blockers step"


def _false_orders(game: Game, item: StackItem) -> None:
    # "Remove target creature defending player controls from combat. Creatures it was blocking that had
    # become blocked by only that creature this combat become unblocked. You may have it block an
    # attacking creature of your choice." 509.1h: a blocked creature stays blocked "until the creature
    # is removed from combat, an effect says that it becomes blocked or unblocked, or the combat phase
    # ends": this effect says so (without it, 509.1h: "A creature remains blocked even if all the
    # creatures blocking it are removed from combat").
    for blocker in legal_target_objects(game, item):
        blocking = [attacker for attacker, blockers in game.blocks.items() if blocker.id in blockers]
        game.remove_from_combat(blocker.id)
        for attacker in blocking:
            if game.declared_blocks.get(attacker) == (blocker.id,):
                del game.blocks[attacker]                  # an attacking creature with no block: unblocked
        attacking = [o for o in game.battlefield if o.id in game.attackers]
        if attacking and game.ask(QuestionKind.MAY, item.controller, f"Have {blocker.shown_name} ({blocker.id}) "
                                  "block an attacking creature of your choice (False Orders)?", (True, False)):
            raise Unsupported("the reference engine does not make a creature False Orders removed from combat block "
                              "again")


register(
    CardScript(name="False Orders", targets=(CREATURE_DEFENDING_PLAYER_CONTROLS,), effect=_false_orders,
               cast_only=_during_the_declare_blockers_step),
    CardScript(name="Quick Draw", targets=(CREATURE_YOU_CONTROL, OPPONENT), effect=_quick_draw),
    CardScript(name="Oreskos Sun Guide", triggers=(TriggerScript(
        "Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life.", _becomes_untapped,
        _you_gain_2_life),)),
)
