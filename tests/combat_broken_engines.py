"""Broken engines for the issue-29 combat scenarios (features/combat.feature, tests/
test_combat_branches_can_fail.py): the reference engine with one combat rule broken, as in
tests/broken_engines.py (kept apart so that the branches that add breakages there merge cleanly).
Loaded by name, ``--engine tests.combat_broken_engines:ControlChangeKeepsCombat``."""

from __future__ import annotations

import importlib
from unittest import mock

import mtg_reference_engine.game as ref_game
from tests.broken_engines import _PatchedEngine, patch_everywhere

ref_control = importlib.import_module("mtg_reference_engine.control")
_set_controller = ref_control.set_controller
_damage = ref_game.Game.damage
_lethal_damage = ref_game.Game.lethal_damage
_has_keyword = ref_game.Game.has_keyword
_combat_damage = ref_game.Game.combat_damage
_move_card = ref_game.Game.move_card
_permanent = ref_game.Game.permanent
_state_based_actions = ref_game.Game.state_based_actions
_begin_step = ref_game.Game.begin_step


class ControlChangeKeepsCombat(_PatchedEngine):
    """A creature whose controller changes stays attacking or blocking (wrong: CR 506.4, "A permanent
    is removed from combat if ... its controller changes")."""

    @staticmethod
    def _set_controller(game, permanent, controller) -> None:
        attackers, blocks = dict(game.attackers), {k: list(v) for k, v in game.blocks.items()}
        _set_controller(game, permanent, controller)
        game.attackers.clear()
        game.attackers.update(attackers)
        game.blocks.clear()
        game.blocks.update(blocks)

    def broken(self):
        return patch_everywhere(_set_controller, self._set_controller)


class LeftAttackerStillDeals(_PatchedEngine):
    """An attacking creature that leaves the battlefield stays in combat as the object it became, and
    deals and is dealt combat damage from there (wrong: CR 506.4, "A permanent is removed from combat
    if it leaves the battlefield")."""

    @staticmethod
    def _move_card(game, obj, to, **kwargs):
        defender = game.attackers.get(obj.id)
        blockers = game.blocks.get(obj.id)
        new = _move_card(game, obj, to, **kwargs)
        if defender is not None:
            game.attackers[new.id] = defender
            if blockers is not None:
                game.blocks[new.id] = blockers
        return new

    @staticmethod
    def _combat_damage(game) -> None:
        with mock.patch.object(ref_game.Game, "permanent", lambda g, i: g.find(i)):
            _combat_damage(game)

    def broken(self):
        stack = mock.patch.multiple(ref_game.Game, move_card=self._move_card, combat_damage=self._combat_damage)
        return stack


class LifelinkToTheOwner(_PatchedEngine):
    """Lifelink gains the source's owner life (wrong: CR 702.15b, "that source's controller")."""

    @staticmethod
    def _damage(game, source_name, source_id, amount, **kwargs) -> None:
        source = game.find(source_id) if source_id else None
        _damage(game, source_name, source_id, amount, **kwargs)
        if source is not None and amount > 0 and game.has_keyword(source, "Lifelink") \
                and source.owner != source.controller:
            game.player(source.controller).life -= amount
            game.player(source.owner).life += amount

    def broken(self):
        return mock.patch.object(ref_game.Game, "damage", self._damage)


class TrampleIgnoresDeathtouch(_PatchedEngine):
    """Lethal damage for trample is the blocker's toughness even from a source with deathtouch (wrong:
    CR 702.2c, any nonzero amount is lethal)."""

    @staticmethod
    def _lethal_damage(game, creature, source) -> int:
        return max(1, (game.power_toughness(creature)[1] or 0) - creature.damage)

    def broken(self):
        return mock.patch.object(ref_game.Game, "lethal_damage", self._lethal_damage)


class DoubleStrikeFirstStepOnly(_PatchedEngine):
    """A creature with double strike deals first-strike damage only (wrong: CR 702.4b, "as well as the
    remaining attackers and blockers that currently have double strike")."""

    @staticmethod
    def _combat_damage(game) -> None:
        if game.first_strikers is None:
            return _combat_damage(game)
        with mock.patch.object(ref_game.Game, "has_keyword",
                               lambda g, o, k: False if k == "Double Strike" else _has_keyword(g, o, k)):
            return _combat_damage(game)

    def broken(self):
        return mock.patch.object(ref_game.Game, "combat_damage", self._combat_damage)


class VigilanceOnlyForTheOwner(_PatchedEngine):
    """Vigilance works only for a creature its owner controls (wrong: CR 702.20b)."""

    @staticmethod
    def _has_keyword(game, obj, keyword) -> bool:
        if keyword == "Vigilance" and obj.owner != obj.controller:
            return False
        return _has_keyword(game, obj, keyword)

    def broken(self):
        return mock.patch.object(ref_game.Game, "has_keyword", self._has_keyword)


class LosersOnlyAtAStepsStart(_PatchedEngine):
    """A player at 0 life, or who drew from an empty library, loses only when a step begins (wrong:
    CR 704.3, state-based actions are checked "Whenever a player would get priority")."""

    @staticmethod
    def _begin_step(game, step) -> None:
        game.__dict__["_stepping"] = game.__dict__.get("_stepping", 0) + 1
        try:
            _begin_step(game, step)
        finally:
            game.__dict__["_stepping"] -= 1

    @staticmethod
    def _state_based_actions(game) -> None:
        if game.__dict__.get("_stepping"):
            return _state_based_actions(game)
        saved = [(p, p.life, p.drew_from_empty_library) for p in game.players]
        for p, _, _ in saved:
            p.life, p.drew_from_empty_library = max(p.life, 1), False
        try:
            _state_based_actions(game)
        finally:
            for p, life, drew in saved:
                p.life, p.drew_from_empty_library = life, drew

    def broken(self):
        return mock.patch.multiple(ref_game.Game, begin_step=self._begin_step,
                                   state_based_actions=self._state_based_actions)
