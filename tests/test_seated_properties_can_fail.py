"""Who (issue 16, item 2): the combat and cost properties now vary the active player's seat, the
number of players, caster ≠ active player and owner ≠ controller. For each dimension a bug is
injected into the reference engine that breaks the rule only in that dimension's non-default case
(only when the active player is not in the first seat, only with three or more players, only for a
spell cast in another player's turn, only for a permanent whose owner is not its controller); the
property must find it (HUNT settings, as every can-fail test). The controls at the end run the
same properties against the unbroken engine under the same settings."""

from __future__ import annotations

from typing import Any

import mtg_reference_engine.casting as ref_casting
import mtg_reference_engine.combat as ref_combat
import mtg_reference_engine.costs as ref_costs
import mtg_reference_engine.game as ref_game
import pytest

from mtg_conformance.protocol import IllegalAction
from properties import test_combat, test_costs, test_machinery
from tests.test_properties_can_fail import broken, hunt, must_fail

Game = ref_game.Game

# --------------------------------------------------------------------------------------------
# Combat (properties/test_combat.py)
# --------------------------------------------------------------------------------------------

_declare_attackers = ref_combat.declare_attackers
_declare_blockers = ref_combat.declare_blockers
_combat_damage = Game.combat_damage


def _first_seat_attacks(game, action):
    """Active seat: the player in the first seat is taken for the active player when attackers are
    declared (508.1a: "the active player ... creatures they control"). Right whenever the active
    player sits first."""
    active, game.active = game.active, game.players[0].name
    try:
        return _declare_attackers(game, action)
    finally:
        game.active = active


def _damage_to_the_next_player(self):
    """Players: an unblocked attacker deals its damage to the player after the active player in
    turn order, not to the player it attacks (510.1b, 508.1b). Right in every two-player game."""
    saved = dict(self.attackers)
    following = self.next_player(self.active)
    self.attackers = {a: following for a in self.attackers}
    try:
        return _combat_damage(self)
    finally:
        self.attackers = saved


def _owners_block(game, action):
    """Owner ≠ controller: a creature blocks for the player who owns it, not for the player who
    controls it (509.1a: "creatures they control"). Right while every permanent is its owner's."""
    saved = {o.id: o.controller for o in game.battlefield}
    for o in game.battlefield:
        o.controller = o.owner
    try:
        return _declare_blockers(game, action)
    finally:
        for o in game.battlefield:
            o.controller = saved[o.id]


def test_attackers_property_catches_attackers_of_the_first_seat() -> None:
    must_fail(test_combat.test_attackers_are_declared_by_the_rules,
              broken({_declare_attackers: _first_seat_attacks}))


def test_attackers_property_catches_damage_dealt_to_the_next_player() -> None:
    must_fail(test_combat.test_attackers_are_declared_by_the_rules,
              broken({(Game, "combat_damage"): _damage_to_the_next_player}))


@pytest.mark.slow   # issue 18 item 7: 60 examples (5 s of CPU); the blockers property's other seated hunt stays quick
def test_blockers_property_catches_creatures_blocking_for_their_owner() -> None:
    must_fail(test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
              broken({_declare_blockers: _owners_block}))


def test_blockers_property_catches_attackers_of_the_first_seat() -> None:
    must_fail(test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
              broken({_declare_attackers: _first_seat_attacks}))


@pytest.mark.parametrize("bug", [_first_seat_attacks, _damage_to_the_next_player], ids=lambda f: f.__name__)
def test_combat_damage_property_catches_a_bug_of_another_seat_or_player(bug: Any) -> None:
    target = (Game, "combat_damage") if bug is _damage_to_the_next_player else _declare_attackers
    must_fail(test_machinery.test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power,
              broken({target: bug}))


# --------------------------------------------------------------------------------------------
# Costs (properties/test_costs.py)
# --------------------------------------------------------------------------------------------

_verify_timing = ref_casting.verify_timing
_candidate = ref_costs._candidate
_pass_priority = Game.pass_priority


def _instants_in_your_turn_only(game, player, card):
    """Caster ≠ active player: an instant (or a spell with flash) is castable only in its caster's
    own turn (117.1a: "any time they have priority")."""
    if game.active != player:
        raise IllegalAction(f"{card.shown_name} can be cast only during its controller's turn", "117.1a")
    return _verify_timing(game, player, card)


def _sorcery_timing_of_the_first_seat(game, player, card):
    """Active seat: sorcery timing checks the player in the first seat, not the active player
    (117.1a: "during their main phase"). Right whenever the active player sits first."""
    active, game.active = game.active, game.players[0].name
    try:
        return _verify_timing(game, player, card)
    finally:
        game.active = active


def _sacrifice_what_you_own(game, player, action, object_id):
    """Owner ≠ controller: a player sacrifices the permanents they own, not those they control
    (701.21a), as they name what pays a cost (engine/costs.py). Right while every permanent is its
    owner's."""
    if action != "sacrifice":
        return _candidate(game, player, action, object_id)
    saved = {o.id: o.controller for o in game.battlefield}
    for o in game.battlefield:
        o.controller = o.owner
    try:
        return _candidate(game, player, action, object_id)
    finally:
        for o in game.battlefield:
            o.controller = saved[o.id]


def _priority_to_the_player_after_the_active_one(self, player):
    """Players: after a pass, priority goes to the player after the active player, not to the
    player after the one who passed (117.3d). Right in every two-player game."""
    passes = self.passes
    _pass_priority(self, player)
    if self.passes == passes + 1 and self.priority is not None:
        self.give_priority(self.next_player(self.active))


COST_BUGS = {
    "caster ≠ active player": ({_verify_timing: _instants_in_your_turn_only},
                               [test_costs.test_a_spell_cast_with_flashback_always_ends_in_exile,
                                test_costs.test_emerge_reduces_only_the_generic_part,
                                test_costs.test_alternative_and_additional_costs_never_change_mana_value,
                                test_costs.test_casting_moves_the_card_to_the_stack_as_a_new_object,
                                test_costs.test_mana_abilities_activated_while_casting_add_their_mana]),
    "active seat": ({_verify_timing: _sorcery_timing_of_the_first_seat},
                    [test_costs.test_escalate_adds_its_cost_for_each_mode_beyond_the_first,
                     test_costs.test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost]),
    "owner ≠ controller": ({_candidate: _sacrifice_what_you_own},
                           [test_costs.test_emerge_reduces_only_the_generic_part,
                            test_costs.test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost,
                            test_costs.test_alternative_and_additional_costs_never_change_mana_value,
                            test_costs.test_casting_moves_the_card_to_the_stack_as_a_new_object]),
    "players": ({(Game, "pass_priority"): _priority_to_the_player_after_the_active_one},
                [test_costs.test_a_spell_cast_with_flashback_always_ends_in_exile,
                 test_costs.test_mana_abilities_activated_while_casting_add_their_mana]),
}


@pytest.mark.parametrize("dimension, prop", [(d, p) for d, (_, props) in COST_BUGS.items() for p in props],
                         ids=lambda x: x if isinstance(x, str) else x.__name__)
def test_cost_property_catches_a_bug_of_the_other_player_or_seat(dimension: str, prop: Any) -> None:
    patches, _ = COST_BUGS[dimension]
    must_fail(prop, broken(patches))


def test_owner_bug_is_caught_as_a_mana_ability_of_another_players_land() -> None:
    """Owner ≠ controller for mana abilities (602.2): the mana of a land Alice controls but does not
    own goes to its owner's pool."""
    activate = ref_casting.activate_mana_ability

    def to_the_owner(game, player, source_id, index=0):
        source = game.permanent(source_id)
        if source is None or source.controller != player or source.owner == player:
            return activate(game, player, source_id, index)
        saved = source.controller
        source.controller = source.owner
        try:
            return activate(game, source.owner, source_id, index)
        finally:
            source.controller = saved
    must_fail(test_costs.test_mana_abilities_activated_while_casting_add_their_mana,
              broken({activate: to_the_owner}))


SEATED = [test_combat.test_attackers_are_declared_by_the_rules,
          test_machinery.test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power,
          test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows,
          *(getattr(test_costs, n) for n in dir(test_costs) if n.startswith("test_"))]


@pytest.mark.parametrize("prop", [pytest.param(p, marks=pytest.mark.slow)    # issue 18 item 7: the blockers
                                  if p is test_combat.test_blockers_are_declared_by_the_rules_and_combat_damage_follows
                                  else p for p in SEATED],   # property's 60 examples (its unseated control in
                         ids=lambda p: p.__name__)          # test_new_properties_can_fail stays quick)
def test_the_unbroken_engine_passes_the_seated_hunt(prop: Any) -> None:
    """The control: the same hunt against the unbroken engine (the same wrapper, nothing patched)."""
    hunt(prop, broken({}))
