"""Cards with activated abilities that use the stack (issue 17, row K2 of docs/coverage.md):
Prodigal Pyromancer (a creature's {T} ability that deals damage), Basilisk Collar and Cobbled Wings
(Equipment, equip)."""

from __future__ import annotations

from .. import activated, equipment, planechase
from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import ANY_TARGET, CREATURE_YOU_CONTROL, target_object


def source_deals_1_damage_to_its_target(game: Game, item: StackItem) -> None:
    """"[This object] deals 1 damage to any target" (Prodigal Pyromancer's ability, Mayhem Devil's
    trigger). Its source deals it (113.7a: the ability exists on the stack independently of its
    source; the source as it exists or last existed, 608.2h)."""
    assert item.source is not None
    for target in item.data["legal_targets"]:
        if target.player is not None:
            game.damage(item.source.shown_name, item.source.id, 1, player=game.player(target.player))
        elif (creature := target_object(game, target)) is not None:
            game.damage(item.source.shown_name, item.source.id, 1, obj=creature)


activated.register("Prodigal Pyromancer", activated.ActivatedAbility(
    text="{T}: This creature deals 1 damage to any target.", effect=source_deals_1_damage_to_its_target, tap=True,
    targets=(ANY_TARGET,)))
activated.register("Basilisk Collar", equipment.equip("{2}", CREATURE_YOU_CONTROL))
equipment.register("Basilisk Collar", frozenset({"Deathtouch", "Lifelink"}))
activated.register("Cobbled Wings", equipment.equip("{1}", CREATURE_YOU_CONTROL))
equipment.register("Cobbled Wings", frozenset({"Flying"}))             # "Equipped creature has flying."

def _roll_the_planar_die(game: Game, item: StackItem) -> None:
    # "{T}: Roll the planar die." (901.9: a roll an effect causes; it costs nothing and does not
    # count toward the special action's cost.)
    planechase.roll(game, item.controller)


activated.register("Fractured Powerstone", None, activated.ActivatedAbility(   # casting2: 901.9
    text="{T}: Roll the planar die. Activate only as a sorcery.", effect=_roll_the_planar_die, tap=True,
    sorcery_speed=True))

register(
    CardScript(name="Fractured Powerstone", mana="C"),      # {T}: Add {C}. (its first ability)
    CardScript(name="Prodigal Pyromancer"),        # its ability is an activated one (activated.py)
    CardScript(name="Basilisk Collar"),            # equip (equipment.py) and its static ability
    CardScript(name="Cobbled Wings"),              # the same
)
