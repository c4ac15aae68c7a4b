"""issue 29: the property of combat keywords together (properties/test_combat_keywords.py) can fail:
it is run against the reference engine with each bug it guards against injected (as in
tests/test_properties_can_fail.py), and Hypothesis must find it. The bugs are of the kinds the blind
set of issue 29 held: keywords that work alone and not together, control that is taken for ownership,
a creature that leaves combat and still counts."""

from __future__ import annotations

import importlib

import mtg_reference_engine.combat as ref_combat
import mtg_reference_engine.game as ref_game
from properties import test_combat_keywords
from tests.test_properties_can_fail import broken, hunt, must_fail

PROPERTY = test_combat_keywords.test_combat_damage_follows_every_keyword_combination_and_controller

ref_control = importlib.import_module("mtg_reference_engine.control")
_damage = ref_game.Game.damage
_lethal_damage = ref_game.Game.lethal_damage
_has_keyword = ref_game.Game.has_keyword
_combat_damage = ref_game.Game.combat_damage
_set_controller = ref_control.set_controller
_declare_blockers = ref_combat.declare_blockers


def _lifelink_to_the_owner(game, source_name, source_id, amount, **kwargs):
    """702.15b broken: lifelink gains the source's owner life, not its controller."""
    source = game.find(source_id) if source_id else None
    _damage(game, source_name, source_id, amount, **kwargs)
    if source is not None and amount > 0 and game.has_keyword(source, "Lifelink") and source.owner != source.controller:
        game.player(source.controller).life -= amount
        game.player(source.owner).life += amount


def _deathtouch_not_lethal_for_trample(game, creature, source):
    """702.2c broken: lethal damage for trample is the blocker's toughness even from deathtouch."""
    return max(1, (game.power_toughness(creature)[1] or 0) - creature.damage)


def _double_strike_only_first(game):
    """702.4b, 510.4 broken: a creature with double strike deals first-strike damage only."""
    if game.first_strikers is None:
        return _combat_damage(game)
    original = ref_game.Game.has_keyword
    ref_game.Game.has_keyword = lambda g, o, k: False if k == "Double Strike" else original(g, o, k)
    try:
        return _combat_damage(game)
    finally:
        ref_game.Game.has_keyword = original


def _control_change_keeps_combat(game, permanent, controller):
    """506.4 broken: a creature whose controller changes stays attacking or blocking."""
    attackers = dict(game.attackers)
    blocks = {k: list(v) for k, v in game.blocks.items()}
    _set_controller(game, permanent, controller)
    game.attackers.clear()
    game.attackers.update(attackers)
    game.blocks.clear()
    game.blocks.update(blocks)


def _vigilance_only_for_the_owner(game, obj, keyword):
    """702.20b broken: vigilance works only for a creature its owner controls."""
    if keyword == "Vigilance" and obj.owner != obj.controller:
        return False
    return _has_keyword(game, obj, keyword)


def _menace_checked_for_one_attacker_only(game, action):
    """702.111b broken: menace is checked only when the declaration blocks a single attacker."""
    if len({b.attacker for b in action.blocks}) <= 1:
        return _declare_blockers(game, action)
    saved = ref_combat.has_menace
    ref_combat.has_menace = lambda g, o: False
    try:
        return _declare_blockers(game, action)
    finally:
        ref_combat.has_menace = saved


def test_the_unbroken_engine_passes_the_same_hunt() -> None:
    hunt(PROPERTY, broken({}))


def test_the_property_catches_lifelink_paid_to_the_owner() -> None:
    must_fail(PROPERTY, broken({(ref_game.Game, "damage"): _lifelink_to_the_owner}))


def test_the_property_catches_trample_that_ignores_deathtouch() -> None:
    must_fail(PROPERTY, broken({(ref_game.Game, "lethal_damage"): _deathtouch_not_lethal_for_trample}))


def test_the_property_catches_double_strike_dealing_first_strike_damage_only() -> None:
    must_fail(PROPERTY, broken({(ref_game.Game, "combat_damage"): _double_strike_only_first}))


def test_the_property_catches_a_control_change_that_leaves_the_creature_in_combat() -> None:
    must_fail(PROPERTY, broken({_set_controller: _control_change_keeps_combat}))


def test_the_property_catches_vigilance_lost_under_another_controller() -> None:
    must_fail(PROPERTY, broken({(ref_game.Game, "has_keyword"): _vigilance_only_for_the_owner}))


def test_the_property_catches_menace_unchecked_in_a_declaration_of_several_blocks() -> None:
    must_fail(PROPERTY, broken({_declare_blockers: _menace_checked_for_one_attacker_only}))


# issue 29: state-based actions at any moment (properties/test_state_based_actions.py)
from properties import test_state_based_actions  # noqa: E402
from tests.combat_broken_engines import LosersOnlyAtAStepsStart  # noqa: E402

SBA_PROPERTY = test_state_based_actions.test_a_player_loses_the_moment_state_based_actions_are_next_checked


def test_the_unbroken_engine_passes_the_same_state_based_action_hunt() -> None:
    hunt(SBA_PROPERTY, broken({}))


def test_the_property_catches_a_loss_deferred_to_the_next_step() -> None:
    """704.3 broken: a player at 0 life or who drew from an empty library loses only as a step begins."""
    engine = LosersOnlyAtAStepsStart
    must_fail(SBA_PROPERTY, broken({(ref_game.Game, "begin_step"): engine._begin_step,
                                    (ref_game.Game, "state_based_actions"): engine._state_based_actions}))
