"""Issue 13, item 7: the clauses added to properties where they were thin can each fail. Each test
runs a property against the reference engine with one bug injected (the bug the new clause guards
against, which the property did not see before) and requires Hypothesis (HUNT settings) to find a
falsifying example; the control at the end runs each property unbroken under the same settings.
Helpers come from tests/test_properties_can_fail.py."""

from __future__ import annotations

from typing import Any

import mtg_reference_engine.game as ref_game
import pytest

from mtg_conformance.protocol import Step
from properties import test_mechanics
from tests.test_properties_can_fail import broken, hunting, must_fail

Game = ref_game.Game

# --------------------------------------------------------------------------------------------
# land plays across the turn boundary (305.2, 514.2)
# --------------------------------------------------------------------------------------------

_begin_step = Game.begin_step
_begin_turn = Game.begin_turn


def _land_grants_outlast_the_turn(self, step):
    """Enter the Unknown's "you may play an additional land this turn" survives the cleanup step
    (514.2 ends "this turn" effects there)."""
    kept = [e for e in self.until_eot if e.kind == "land_plays"] if step == Step.CLEANUP else []
    result = _begin_step(self, step)
    self.until_eot.extend(e for e in kept if e not in self.until_eot)
    return result


def _lands_played_never_reset(self):
    """The lands a player played are still counted on their next turn (305.2: "each turn")."""
    played = {p.name: p.lands_played for p in self.players}
    result = _begin_turn(self)
    for p in self.players:
        p.lands_played = played[p.name]
    return result


@pytest.mark.parametrize("bug", [_land_grants_outlast_the_turn, _lands_played_never_reset],
                         ids=lambda f: f.__name__)
def test_land_plays_property_catches_land_plays_carried_into_the_next_turn(bug: Any) -> None:
    target = "begin_step" if bug is _land_grants_outlast_the_turn else "begin_turn"
    must_fail(test_mechanics.test_land_plays_are_one_plus_the_effects_in_force, broken({(Game, target): bug}))


# --------------------------------------------------------------------------------------------
# The control: the unbroken engine passes each under the same settings
# --------------------------------------------------------------------------------------------

PROPERTIES = [
    test_mechanics.test_land_plays_are_one_plus_the_effects_in_force,
]


@pytest.mark.parametrize("prop", PROPERTIES, ids=lambda p: p.__name__)
def test_the_unbroken_engine_passes_the_same_hunt(prop: Any) -> None:
    """So each failure above is the injected bug's doing, not the property's."""
    from mtg_reference_engine import ReferenceEngine
    with hunting(prop):
        prop(make_engine=ReferenceEngine)
