"""The property of properties/test_control.py can fail: it is run against the reference engine with
one bug of control-changing effects injected (tests/test_properties_can_fail.py style), and
Hypothesis (HUNT settings) must find a falsifying example through the property's own assertion.
The control runs it against the unbroken engine under the same settings."""

from __future__ import annotations

import mtg_reference_engine.control as ref_control

from properties import test_control
from tests.broken_engines import ControlKeptAfterCleanup, ToTheControllersGraveyard
from tests.test_properties_can_fail import broken, hunt, must_fail

PROPERTY = test_control.test_a_creature_that_changes_control_during_the_game_follows_its_controller_and_its_owner
_set_controller = ref_control.set_controller


def test_control_property_catches_control_not_returned_in_the_cleanup_step() -> None:
    """514.2 forgotten: "until end of turn" control never ends (Act of Treason's creature stays)."""
    must_fail(PROPERTY, ControlKeptAfterCleanup)


def test_control_property_catches_a_card_put_into_its_controllers_graveyard() -> None:
    """400.3 forgotten: a permanent goes to its controller's graveyard, not its owner's."""
    must_fail(PROPERTY, ToTheControllersGraveyard)


def _no_summoning_sickness(game, permanent, controller) -> None:
    """302.6 forgotten: a creature that changes control is not summoning sick again."""
    sick = permanent.summoning_sick
    _set_controller(game, permanent, controller)
    permanent.summoning_sick = sick


def test_control_property_catches_a_new_controller_attacking_without_haste() -> None:
    must_fail(PROPERTY, broken({ref_control.set_controller: _no_summoning_sickness}))


def test_the_unbroken_engine_passes_the_same_hunt() -> None:
    hunt(PROPERTY, broken({}))
