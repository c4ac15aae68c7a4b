"""Cards for issue 29's stack gaps of w2stack: Goblin Cratermaker, a modal activated ability (700.2:
"A spell or ability is modal if it has two or more options in a bulleted list preceded by
instructions for a player to choose a number of those options"; 700.2a: its controller chooses the
mode as part of activating it)."""

from __future__ import annotations

from mtg_conformance.protocol import Zone

from .. import activated
from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import CREATURE, TargetSpec, target_object

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

register(
    CardScript(name="Goblin Cratermaker"),     # a 2/2; its ability is a modal activated one (activated.py)
)
