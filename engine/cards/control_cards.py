"""Cards that change control (``engine/control.py``, CR 613.1b): Act of Treason (until end of
turn), Mind Control (for as long as it is attached); and Might of the Masses, whose "+1/+1 for each
creature you control" is counted once, as it resolves (608.2h)."""

from __future__ import annotations

from .. import control
from ..game import Game, StackItem, UntilEndOfTurn
from ..scripts import CardScript, register
from ..targets import CREATURE, legal_target_objects


def _act_of_treason(game: Game, item: StackItem) -> None:
    # "Gain control of target creature until end of turn. Untap that creature. It gains haste until
    # end of turn."
    for creature in legal_target_objects(game, item):
        control.gain_control(game, item.controller, creature, until_end_of_turn=True)
        game.untap(creature)
        game.until_eot.append(UntilEndOfTurn(kind="haste", object=creature.id))


def _might_of_the_masses(game: Game, item: StackItem) -> None:
    # "Target creature gets +1/+1 until end of turn for each creature you control." 608.2h: "If an
    # effect requires information from the game (such as the number of creatures on the
    # battlefield), the answer is determined only once, when the effect is applied."
    for creature in legal_target_objects(game, item):
        count = sum(1 for o in game.battlefield if o.controller == item.controller and game.is_creature(o))
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=count, toughness=count))


def _spatial_contortion(game: Game, item: StackItem) -> None:
    # "Target creature gets +3/-3 until end of turn." (casting2: its {1}{C} cost, 118.7a)
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=3, toughness=-3))


register(
    CardScript(name="Act of Treason", targets=(CREATURE,), effect=_act_of_treason),
    CardScript(name="Spatial Contortion", targets=(CREATURE,), effect=_spatial_contortion),
    # "Enchant creature / You control enchanted creature." The Aura spell targets a creature
    # (303.4a); the static ability is the control module's.
    CardScript(name="Mind Control", targets=(CREATURE,),
               static=frozenset({control.YOU_CONTROL_ENCHANTED_CREATURE})),
    CardScript(name="Might of the Masses", targets=(CREATURE,), effect=_might_of_the_masses),
)
