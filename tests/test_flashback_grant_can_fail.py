"""The property of flashback granted until end of turn (properties/test_mechanics.py,
``test_flashback_granted_until_end_of_turn_ends_with_the_turn``) can fail: run against the reference
engine with a grant that outlasts the cleanup step (514.2), Hypothesis (HUNT settings) finds a
falsifying example; the control runs it with nothing broken under the same settings. Helpers come
from tests/test_properties_can_fail.py."""

from __future__ import annotations

import mtg_reference_engine.flashback as ref_flashback
import mtg_reference_engine.game as ref_game

from mtg_conformance.protocol import Step
from properties import test_mechanics
from tests.test_properties_can_fail import broken, hunt, must_fail

Game = ref_game.Game
_begin_step = Game.begin_step


def _flashback_grants_outlast_the_turn(self, step):
    """The cleanup step ends every "until end of turn" effect but the flashback granted by
    Snapcaster Mage (as if the grant were kept on the card): it is still there in later turns."""
    kept = [e for e in self.until_eot if e.kind == ref_flashback.GRANTED] if step == Step.CLEANUP else []
    _begin_step(self, step)
    self.until_eot.extend(kept)


PROPERTY = test_mechanics.test_flashback_granted_until_end_of_turn_ends_with_the_turn


def test_granted_flashback_property_catches_a_grant_that_outlasts_the_turn() -> None:
    must_fail(PROPERTY, broken({(Game, "begin_step"): _flashback_grants_outlast_the_turn}))


def test_granted_flashback_property_passes_the_same_hunt_unbroken() -> None:
    hunt(PROPERTY, broken({}))
