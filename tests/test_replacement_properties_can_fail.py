"""The replacement-effect property (properties/test_replacement.py, repl17) can fail: run against
the reference engine with one bug injected, Hypothesis (HUNT settings) must find a falsifying
example; the control runs it against the unbroken engine under the same settings."""

from __future__ import annotations

import mtg_reference_engine.game as ref_game
import mtg_reference_engine.hooks as ref_hooks
import mtg_reference_engine.replacement as ref_replacement

from properties import test_replacement
from tests.test_properties_can_fail import broken, hunt, must_fail

Game = ref_game.Game
_replaced = Game.replaced
PROPERTY = test_replacement.test_each_replacement_effect_applies_once_in_the_order_its_controller_chooses


def _one_effect_only(self, event):
    """Only the first replacement effect that applies modifies counters; the process is not
    repeated for the others (616.1f), as phase.rs does with Hardened Scales and Corpsejack Menace."""
    if event["event"] != "counters":
        return _replaced(self, event)
    options = [r for find in ref_hooks.EVENT_REPLACEMENT_EFFECTS["counters"] for r in find(self, event)]
    return options[0].apply(self, event) if options else event


def _each_effect_twice(self, event):
    """Each replacement effect applies to the event it already modified once more (614.5 broken): the
    modified event is replaced again as if none had applied (the engine's modified events carry the
    effects that applied, ``applied``, since issue 33's Topography Tracker; the bug forgets them)."""
    event = _replaced(self, event)
    if event is None or event["event"] != "counters":
        return event
    return _replaced(self, {k: v for k, v in event.items() if k != "applied"})


def _the_owner_is_you(self, event):
    """"A creature you control" read as the owner of the effect's source (the controller is "you")."""
    if event["event"] != "counters":
        return _replaced(self, event)
    saved = {o.id: o.controller for o in self.battlefield}
    for o in self.battlefield:
        if o is not event["object"]:
            o.controller = o.owner
    try:
        return _replaced(self, event)
    finally:
        for o in self.battlefield:
            o.controller = saved.get(o.id, o.controller)


def test_replacement_property_catches_an_effect_that_is_not_applied() -> None:
    must_fail(PROPERTY, broken({(Game, "replaced"): _one_effect_only}))


def test_replacement_property_catches_an_effect_applied_twice() -> None:
    must_fail(PROPERTY, broken({(Game, "replaced"): _each_effect_twice}))


def test_replacement_property_catches_effects_of_permanents_the_player_owns_but_does_not_control() -> None:
    must_fail(PROPERTY, broken({(Game, "replaced"): _the_owner_is_you}))


def test_the_unbroken_engine_passes_the_same_hunt() -> None:
    hunt(PROPERTY, broken({}))
