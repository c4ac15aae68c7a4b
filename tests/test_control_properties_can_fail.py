"""The property of properties/test_control.py can fail: it is run against the reference engine with
one bug of control-changing effects injected (tests/test_properties_can_fail.py style), and
Hypothesis (HUNT settings) must find a falsifying example through the property's own assertion.
The control runs it against the unbroken engine under the same settings."""

from __future__ import annotations

import mtg_reference_engine.control as ref_control
import mtg_reference_engine.game as ref_game

from mtg_conformance.protocol import Zone
from properties import test_control
from tests.test_properties_can_fail import broken, hunt, must_fail

PROPERTY = test_control.test_a_creature_that_changes_control_during_the_game_follows_its_controller_and_its_owner
Game = ref_game.Game
_move_card = Game.move_card
_set_controller = ref_control.set_controller


def _never_ends(game) -> None:
    """514.2 forgotten: "until end of turn" control never ends (Act of Treason's creature stays)."""


def test_control_property_catches_control_not_returned_in_the_cleanup_step() -> None:
    must_fail(PROPERTY, broken({ref_control.until_end_of_turn_effects_end: _never_ends}))


def _to_the_controllers_graveyard(self, obj, to, **kwargs):
    """400.3 forgotten: a permanent goes to its controller's graveyard, not its owner's."""
    controller, was_permanent = obj.controller, obj.zone == Zone.BATTLEFIELD
    new = _move_card(self, obj, to, **kwargs)
    if was_permanent and new.zone == Zone.GRAVEYARD and controller != new.owner:
        self.player(new.owner).graveyard.remove(new)
        self.player(controller).graveyard.append(new)
    return new


def test_control_property_catches_a_card_put_into_its_controllers_graveyard() -> None:
    must_fail(PROPERTY, broken({(Game, "move_card"): _to_the_controllers_graveyard}))


def _no_summoning_sickness(game, permanent, controller) -> None:
    """302.6 forgotten: a creature that changes control is not summoning sick again."""
    sick = permanent.summoning_sick
    _set_controller(game, permanent, controller)
    permanent.summoning_sick = sick


def test_control_property_catches_a_new_controller_attacking_without_haste() -> None:
    must_fail(PROPERTY, broken({ref_control.set_controller: _no_summoning_sickness}))


def test_the_unbroken_engine_passes_the_same_hunt() -> None:
    hunt(PROPERTY, broken({}))
