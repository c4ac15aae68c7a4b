"""Broken engines for the checks mapcasting added (issue 29): the reference engine with one rule of
casting, land plays or permissions broken, as an engine of the kind the blind sets name would break
it (a permission checked for one player and not the other, a legal-actions list built from the
zones without the permission, an optional additional cost paid whenever it can be, a spell with
one illegal target of two that does not resolve). Loaded by name like ``tests/broken_engines.py``'s
(``--engine tests.mapcasting_broken_engines:PermissionForAnyPlayer``); used by
``tests/test_mapcasting_can_fail.py``."""

from __future__ import annotations

import importlib
from unittest import mock

import mtg_reference_engine.casting as ref_casting
import mtg_reference_engine.game as ref_game
import mtg_reference_engine.permissions as ref_permissions
from mtg_reference_engine import ReferenceEngine

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import CastSpell, PlayLand, Zone
from tests.broken_engines import _PatchedEngine, patch_everywhere

_may_play_from = ref_permissions.may_play_from
_additional_costs = ref_casting._additional_costs
_resolve_top = ref_game.Game.resolve_top
_targets = importlib.import_module("mtg_reference_engine.targets")
_target_is_legal = _targets.target_is_legal


class PermissionForAnyPlayer(_PatchedEngine):
    """"Until end of turn, you may play those cards" lets any player play them (wrong: CR 601.3, "a
    rule or effect allows that player to cast it"; the permission is its caster's)."""

    @staticmethod
    def _may_play_from(game, player, card, as_land=None) -> bool:
        if card.zone == Zone.EXILE:
            return any(e.kind == ref_permissions.MAY_PLAY and e.object == card.id for e in game.until_eot)
        return _may_play_from(game, player, card, as_land)

    def broken(self):
        return patch_everywhere(_may_play_from, self._may_play_from)

    def legal_actions(self, player):
        with self.broken():
            return super().legal_actions(player)


class ListsEveryZone(ReferenceEngine):
    """``legal_actions`` lists, for the player with priority, playing or casting every card in exile,
    on top of each library and in each graveyard, without asking whether a permission allows it
    (wrong: docs/protocol.md §1, nothing ``act`` rejects; CR 601.3, 305.1, 305.3)."""

    def legal_actions(self, player):
        listed = super().legal_actions(player)
        obs = self.observe()
        if obs.priority != player:
            return listed
        cards = [*obs.exile, *(c for p in obs.players for c in p.library[:1]),
                 *(c for p in obs.players if p.name != player for c in p.graveyard)]
        db = load_cards()
        extra = [PlayLand(player=player, card=c.id) if "Land" in db[c.name].types else CastSpell(player=player, card=c.id)
                 for c in cards]
        return listed + [a for a in extra if a not in listed]


class ListsNoPermissions(ReferenceEngine):
    """``legal_actions`` leaves out the plays and casts of cards outside the player's hand and
    graveyard (wrong: docs/protocol.md §1, "each land play" and each cast for its mana cost)."""

    def legal_actions(self, player):
        obs = self.observe()
        me = obs.player(player)
        mine = {c.id for c in (*me.hand, *me.graveyard)}
        return [a for a in super().legal_actions(player)
                if not (isinstance(a, (PlayLand, CastSpell)) and a.card not in mine)]


class KickedWhenAffordable(_PatchedEngine):
    """Every optional additional cost (kicker) is paid, announced or not (wrong: CR 702.33a, "You may
    pay"; 702.33d: kicked only if its caster announced it)."""

    @staticmethod
    def _additional_costs(script, announced, spell, *rest):
        return _additional_costs(script, (*announced, *(c.kind for c in script.additional_costs
                                                        if c.kind not in announced)), spell, *rest)

    def broken(self):
        return patch_everywhere(_additional_costs, self._additional_costs)


class OneIllegalTargetStopsTheSpell(_PatchedEngine):
    """A spell with one illegal target does not resolve, even when another target is still legal
    (wrong: CR 608.2b, "If all its targets ... are now illegal")."""

    @staticmethod
    def _resolve_top(game, *args, **kwargs) -> None:
        item = game.stack[-1]
        x = item.card.x if item.card is not None else None
        if not all(_target_is_legal(game, s, t, item.controller, x=x) for s, t in zip(item.target_specs, item.targets)):
            with patch_everywhere(_target_is_legal, lambda *a, **k: False):
                return _resolve_top(game, *args, **kwargs)
        return _resolve_top(game, *args, **kwargs)

    def broken(self):
        return mock.patch.object(ref_game.Game, "resolve_top", self._resolve_top)
