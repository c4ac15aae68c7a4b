"""Issue 13, item 7: the clauses added to properties where they were thin can each fail. Each test
runs a property against the reference engine with one bug injected (the bug the new clause guards
against, which the property did not see before) and requires Hypothesis (HUNT settings) to find a
falsifying example; the control at the end runs each property unbroken under the same settings.
Helpers come from tests/test_properties_can_fail.py."""

from __future__ import annotations

import dataclasses
from typing import Any

import mtg_reference_engine.casting as ref_casting
import mtg_reference_engine.game as ref_game
import mtg_reference_engine.meld as ref_meld
import mtg_reference_engine.planechase as ref_planechase
import pytest

from mtg_conformance.protocol import Step, Zone
from properties import test_costs, test_mechanics
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
# X in mana value outside the stack (202.3e)
# --------------------------------------------------------------------------------------------

_move_card = Game.move_card
_mana_value = Game.mana_value


def _x_remembered_off_the_stack(self, obj, to, **kwargs):
    """The new object remembers the X its spell was cast with (an engine keeping the spell's state
    on the permanent or card)."""
    new = _move_card(self, obj, to, **kwargs)
    new.x = obj.x
    return new


def _x_counted_in_every_zone(self, obj):
    """X counts as the number chosen wherever the object is, not only on the stack (202.3e)."""
    if obj.x is not None and obj.zone != Zone.STACK:
        moved = dataclasses.replace(obj, zone=Zone.STACK)
        return _mana_value(self, moved)
    return _mana_value(self, obj)


def test_mana_value_property_catches_x_counted_off_the_stack() -> None:
    must_fail(test_costs.test_alternative_and_additional_costs_never_change_mana_value,
              broken({(Game, "move_card"): _x_remembered_off_the_stack, (Game, "mana_value"): _x_counted_in_every_zone}))


# --------------------------------------------------------------------------------------------
# a mandatory additional cost under an alternative cost (118.9d, 601.2f)
# --------------------------------------------------------------------------------------------

_alternative_cost = ref_casting._alternative_cost
_additional_costs = ref_casting._additional_costs
_paying_alternative = {"now": False}


def _alternative_cost_noted(game, action, card, spell):
    alternative = _alternative_cost(game, action, card, spell)
    _paying_alternative["now"] = alternative is not None
    return alternative


def _mandatory_costs_dropped_under_an_alternative_cost(script, announced, spell, *rest):
    """Paying an alternative cost (flashback), the engine forgets the mandatory additional costs
    (Bone Splinters' sacrifice), as if the alternative replaced every cost (118.9d says they apply)."""
    costs = _additional_costs(script, announced, spell, *rest)
    return [c for c in costs if c.optional] if _paying_alternative["now"] else costs


def test_additional_cost_property_catches_a_sacrifice_forgotten_under_flashback() -> None:
    must_fail(test_costs.test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost,
              broken({_alternative_cost: _alternative_cost_noted,
                      _additional_costs: _mandatory_costs_dropped_under_an_alternative_cost}))


# --------------------------------------------------------------------------------------------
# Planechase: a player who leaves, with planes owned by players other than the active one (901.6, 901.10)
# --------------------------------------------------------------------------------------------

_leave_game = ref_game.Game.leave_game      # 800.4a; Planechase's part plugs in through hooks
_turn_top_plane_face_up = ref_planechase.turn_top_plane_face_up
_leaving = {"who": None}


def _leave_game_noted(game, name):
    _leaving["who"] = name
    try:
        return _leave_game(game, name)
    finally:
        _leaving["who"] = None


def _plane_from_the_deck_of_the_player_after_the_leaver(game, player, walked_away):
    """901.10 says the planar controller turns their top plane face up; this engine takes the
    top plane of the next player after the one who left (the same player only when the planar
    controller left)."""
    if _leaving["who"] is not None:
        after = [q.name for q in game.players_from(_leaving["who"])[1:] if q.in_game]
        player = after[0] if after else None
    return _turn_top_plane_face_up(game, player, walked_away)


def _planar_controller_passes_backwards(game, name):
    """901.6: when the planar controller leaves, the next player in turn order becomes the
    planar controller; this engine designates the previous one."""
    was_controller = game.plane is not None and game.planar_controller() == name
    _leave_game(game, name)
    playing = [q.name for q in game.players_from(name)[1:] if q.in_game]
    if was_controller and game.plane is not None and len(playing) > 1:
        game.planar_controller_override = playing[-1]


def _planar_controller_kept_by_the_leaver(game, name):
    """901.6 forgotten while the plane stays: the active player leaves and stays the planar
    controller of a plane someone else owns (the engine designates a new one only when it turns a
    new plane face up)."""
    plane = game.plane
    _leave_game(game, name)
    if plane is not None and game.plane is plane:
        game.planar_controller_override = None          # back to "the active player", who left


LEAVING_BUGS = {
    "plane from the wrong deck": lambda: {(ref_game.Game, "leave_game"): _leave_game_noted,
                                          _turn_top_plane_face_up: _plane_from_the_deck_of_the_player_after_the_leaver},
    "planar controller passes backwards": lambda: {(ref_game.Game, "leave_game"): _planar_controller_passes_backwards},
    "planar controller kept by the leaver": lambda: {(ref_game.Game, "leave_game"): _planar_controller_kept_by_the_leaver},
}


@pytest.mark.parametrize("bug", sorted(LEAVING_BUGS))
def test_leaving_player_property_catches_the_wrong_planar_controller_or_deck(bug: str) -> None:
    patches = LEAVING_BUGS[bug]()
    must_fail(test_mechanics.test_a_player_who_leaves_takes_only_what_they_own, broken(patches))


# --------------------------------------------------------------------------------------------
# both cards of a meld pair returning (712.21c)
# --------------------------------------------------------------------------------------------

_still_in = ref_meld.still_in


def _one_card_found(game, objs, zone):
    """An effect that finds what a melded permanent became finds one card, not both (712.21c)."""
    return _still_in(game, objs, zone)[:1]


_found = ref_meld.found


def _first_card_found(ctx):
    """The new object a melded permanent became is its first card only (712.21c: both cards)."""
    return _found(ctx)[:1]


@pytest.mark.parametrize("bug", ["one card still in the zone", "one card found"])
def test_meld_return_property_catches_one_card_of_the_pair_left_behind(bug: str) -> None:
    patches = ({_still_in: _one_card_found} if bug == "one card still in the zone"
               else {_found: _first_card_found})
    must_fail(test_mechanics.test_both_cards_of_a_melded_permanent_return, broken(patches))


# --------------------------------------------------------------------------------------------
# The control: the unbroken engine passes each under the same settings
# --------------------------------------------------------------------------------------------

PROPERTIES = [
    test_mechanics.test_land_plays_are_one_plus_the_effects_in_force,
    test_costs.test_alternative_and_additional_costs_never_change_mana_value,
    test_costs.test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost,
    test_mechanics.test_a_player_who_leaves_takes_only_what_they_own,
    test_mechanics.test_both_cards_of_a_melded_permanent_return,
]


@pytest.mark.parametrize("prop", PROPERTIES, ids=lambda p: p.__name__)
def test_the_unbroken_engine_passes_the_same_hunt(prop: Any) -> None:
    """So each failure above is the injected bug's doing, not the property's."""
    from mtg_reference_engine import ReferenceEngine
    with hunting(prop):
        prop(make_engine=ReferenceEngine)
