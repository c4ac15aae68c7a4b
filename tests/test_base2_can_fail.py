"""The checks added by the second mapbase helper (issue 29, base2) can fail: each property of
properties/test_players.py is run against the reference engine with one bug of the branch it guards
injected (tests/test_properties_can_fail.py style), and Hypothesis (HUNT settings) must find a
falsifying example through the property's own assertion. The controls run the same properties
against the unbroken engine under the same settings."""

from __future__ import annotations

import dataclasses

import pytest

import mtg_reference_engine.game as ref_game
import mtg_reference_engine.scripts as ref_scripts
import mtg_reference_engine.targets as ref_targets
from mtg_conformance.protocol import EventType, Zone
from properties import test_players
from tests.test_properties_can_fail import broken, hunt, must_fail

Game = ref_game.Game
OPPONENTS = test_players.test_every_other_player_still_in_the_game_is_an_opponent
OWNERS = test_players.test_an_object_goes_to_its_owners_zone_whoever_controls_it
PRIORITY = test_players.test_who_receives_priority_and_when


# ---- 102.2, 102.3: opponents ------------------------------------------------------------------

_legal_targets, _target_is_legal = ref_targets.legal_targets, ref_targets.target_is_legal


def _any_player(spec):
    return dataclasses.replace(spec, player_allows=lambda g, p, c: True) \
        if spec.description == "target opponent" else spec


def _legal_targets_caster_too(game, spec, controller):
    """'target opponent' lets its controller choose themself."""
    return _legal_targets(game, _any_player(spec), controller)


def _target_is_legal_caster_too(game, spec, target, controller, x=None):
    return _target_is_legal(game, _any_player(spec), target, controller, x)


def test_opponents_property_catches_target_opponent_choosing_its_controller() -> None:
    must_fail(OPPONENTS, broken({ref_targets.legal_targets: _legal_targets_caster_too,
                                 ref_targets.target_is_legal: _target_is_legal_caster_too}))


def _opponents_with_those_who_left(self, name):
    """'each opponent' counts the players who left the game too (800.4a)."""
    return [p for p in self.players if p.name != name]


def test_opponents_property_catches_each_opponent_counting_players_who_left() -> None:
    must_fail(OPPONENTS, broken({(Game, "opponents"): _opponents_with_those_who_left}))


_statics = ref_scripts.statics


def _statics_of_the_owner(game, flag):
    """'you' of a static ability (Leyline of the Void's "an opponent's graveyard") is its owner."""
    return [(o, getattr(o, "owner", you)) for o, you in _statics(game, flag)]


def test_opponents_property_catches_a_leyline_counting_opponents_of_its_owner() -> None:
    must_fail(OPPONENTS, broken({ref_scripts.statics: _statics_of_the_owner}))


def test_the_unbroken_engine_passes_the_opponents_hunt() -> None:
    hunt(OPPONENTS, broken({}))


# ---- 400.3, 303.4c: the owner's zone ---------------------------------------------------------

_move_card = Game.move_card


def _relocate(game, new, player, zone):
    owner_list = getattr(game.player(new.owner), zone.value)
    if new in owner_list:
        owner_list.remove(new)
        target = getattr(game.player(player), zone.value)
        target.insert(0, new) if zone == Zone.LIBRARY else target.append(new)


def _to_the_controllers_hand_or_library(self, obj, to, **kwargs):
    """400.3 broken: a permanent returned to a hand or put into a library goes to its controller's."""
    controller = obj.controller if obj.zone == Zone.BATTLEFIELD else None
    new = _move_card(self, obj, to, **kwargs)
    if controller and controller != obj.owner and to in (Zone.HAND, Zone.LIBRARY):
        _relocate(self, new, controller, to)
    return new


def test_owners_property_catches_a_stolen_permanent_going_to_its_controllers_hand_or_library() -> None:
    must_fail(OWNERS, broken({(Game, "move_card"): _to_the_controllers_hand_or_library}))


def _aura_to_its_controllers_graveyard(self, obj, to, **kwargs):
    """303.4c broken: an Aura put into a graveyard goes to its controller's."""
    controller = obj.controller if obj.zone == Zone.BATTLEFIELD and "Aura" in obj.data.subtypes else None
    new = _move_card(self, obj, to, **kwargs)
    if controller and controller != obj.owner and to == Zone.GRAVEYARD:
        _relocate(self, new, controller, to)
    return new


def test_owners_property_catches_an_aura_going_to_its_controllers_graveyard() -> None:
    must_fail(OWNERS, broken({(Game, "move_card"): _aura_to_its_controllers_graveyard}))


def test_the_unbroken_engine_passes_the_owners_hunt() -> None:
    hunt(OWNERS, broken({}))


# ---- 117.3a-c, 117.5, 800.4j: priority -------------------------------------------------------

_begin_step, _give_priority, _state_based_actions = Game.begin_step, Game.give_priority, Game.state_based_actions
_legally_attached = Game.legally_attached


def _priority_in_the_untap_step(self, step):
    """117.3a broken: the active player receives priority in the untap step."""
    if step.value == "untap":
        self.events.append(ref_game._event(EventType.PRIORITY, self.active))
    _begin_step(self, step)


def _priority_before_the_draw(self, step):
    """117.3a broken: priority in the draw step comes before the turn-based action (the draw)."""
    if step.value == "draw":
        self.step = step
        self.events.append(ref_game._event(EventType.STEP_BEGAN, self.active, step.value))
        self.events.append(ref_game._event(EventType.PRIORITY, self.active))
        self.draw(self.player(self.active))
        self.priority, self.passes = self.active, 0
        return
    _begin_step(self, step)


def _priority_to_the_active_player_after_a_mana_ability(self, player):
    """117.3b broken: after a mana ability the active player receives priority, as after a spell
    or ability that resolves."""
    if self.events and self.events[-1].type == EventType.MANA_ADDED:
        player = self.active
    _give_priority(self, player)


def _priority_to_the_next_player_after_a_land_play(self, player):
    """117.3c broken: after a special action (a land play) priority passes to the next player."""
    if self.events and self.events[-1].type == EventType.LAND_PLAYED:
        player = self.next_player(player)
    _give_priority(self, player)


def _state_based_actions_once(self):
    """117.5 broken: the state-based actions are not repeated: an Aura left unattached by a
    creature that died in this check stays until the next one."""
    dead = {o.attached_to for o in self.battlefield if o.attached_to and self._creature_dies(self.permanent(o.attached_to) or o)}
    original = Game.legally_attached
    Game.legally_attached = lambda g, aura: True if aura.attached_to in dead else _legally_attached(g, aura)
    try:
        _state_based_actions(self)
    finally:
        Game.legally_attached = original


def _priority_to_the_first_seat_in_a_turn_without_active_player(self, player):
    """800.4j broken: where a player who left would receive priority, the first player in seat
    order still in the game does, not the next in turn order."""
    if not self.player(player).in_game:
        player = next(p.name for p in self.players if p.in_game)
    _give_priority(self, player)


@pytest.mark.parametrize("patch", [
    ("begin_step", _priority_in_the_untap_step),
    ("begin_step", _priority_before_the_draw),
    ("give_priority", _priority_to_the_active_player_after_a_mana_ability),
    ("give_priority", _priority_to_the_next_player_after_a_land_play),
    ("state_based_actions", _state_based_actions_once),
    ("give_priority", _priority_to_the_first_seat_in_a_turn_without_active_player),
], ids=lambda p: p[1].__name__.strip("_"))
def test_priority_property_catches(patch) -> None:
    must_fail(PRIORITY, broken({(Game, patch[0]): patch[1]}))


def test_the_unbroken_engine_passes_the_priority_hunt() -> None:
    hunt(PRIORITY, broken({}))


# ---- 307.1, 800.4a, 400.1 (the second round) --------------------------------------------------

import mtg_reference_engine.casting as ref_casting      # noqa: E402

_cast_spell, _leave_game = ref_casting.cast_spell, Game.leave_game


def _a_sorcery_resolves_as_it_is_cast(game, action):
    """307.1 broken: a sorcery does not wait on the stack: it resolves as it is cast."""
    _cast_spell(game, action)
    top = game.stack[-1] if game.stack else None
    if top is not None and top.card is not None and "Sorcery" in top.card.data.types:
        game.resolve_top()


def test_opponents_property_catches_a_sorcery_that_skips_the_stack() -> None:
    must_fail(OPPONENTS, broken({ref_casting.cast_spell: _a_sorcery_resolves_as_it_is_cast}))


def _abilities_stay_when_their_controller_leaves(self, name):
    """800.4a broken: an ability on the stack stays there when its controller leaves the game."""
    kept = [s for s in self.stack if s.card is None and s.controller == name]
    _leave_game(self, name)
    self.stack += [s for s in kept if s not in self.stack]


def test_priority_property_catches_an_ability_outliving_its_controller() -> None:
    must_fail(PRIORITY, broken({(Game, "leave_game"): _abilities_stay_when_their_controller_leaves}))
