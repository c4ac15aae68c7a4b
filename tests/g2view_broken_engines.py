"""Broken engines for g2view's scenarios (features/characteristics.feature; tests/test_g2view_can_fail.py):
each breaks one branch of what a player sees of an object's characteristics (colors, subtypes, a
card's power and toughness, CR 105.2, 107.4e, 111.4, 111.10s, 205.3m, 208.3, 709.4b) or of a value
below zero (107.1b). Kept apart from tests/broken_engines.py (whose helpers it uses) so that the
branches of the parallel helpers merge cleanly."""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Sequence
from unittest import mock

import mtg_reference_engine.game as ref_game
from mtg_conformance.protocol import ActionResult, Event, EventType, Observation, ScriptedChoice, Zone
from tests.broken_engines import _PatchedEngine

_scripts = importlib.import_module("mtg_reference_engine.scripts").SCRIPTS
_scripts_before = dict(_scripts)
_targets = importlib.import_module("mtg_reference_engine.targets")
_tokens = importlib.import_module("mtg_reference_engine.tokens")
_colors = ref_game.Game.colors
_subtypes = ref_game.Game.subtypes
_card_pt = ref_game.Game.card_power_toughness
_pt_now = ref_game.Game._power_toughness_now
_pt = ref_game.Game.power_toughness


class _Seen(_PatchedEngine):
    """The breakage in force while observing too (what a player sees is the observation)."""

    def observe(self) -> Observation:
        with self.broken():
            return super().observe()

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        with self.broken():
            return super().act(action, choices)


class CardsHaveNoPowerOffTheBattlefield(_Seen):
    """A creature card in a hand or graveyard has no power or toughness (wrong: CR 208.3, a card not
    on the battlefield has the power and toughness printed on it)."""

    def broken(self):
        return mock.patch.object(ref_game.Game, "card_power_toughness", lambda game, obj: (None, None))


class EveryCardHasPowerZero(_Seen):
    """A card with no printed power or toughness (an instant) is a 0/0 outside the battlefield (wrong:
    CR 208.3, "only if it has a power and toughness printed on it")."""

    def broken(self):
        return mock.patch.object(ref_game.Game, "card_power_toughness",
                                 lambda game, obj: tuple(v if v is not None else 0 for v in _card_pt(game, obj)))


_HYBRID = re.compile(r"\{[WUBRG]/[WUBRG]\}")


class HybridIsItsFirstColor(_Seen):
    """A two-color hybrid symbol is only one of its colors (wrong: CR 107.4e, "A hybrid mana symbol is
    all of its component colors")."""

    @staticmethod
    def _colors(game, obj):
        colors = _colors(game, obj)
        return colors[:1] if _HYBRID.search(obj.data.mana_cost or "") else colors

    def broken(self):
        return mock.patch.object(ref_game.Game, "colors", self._colors)


class SplitCardIsItsFirstHalf(_Seen):
    """A split card outside the stack has its first half's colors (wrong: CR 709.4b, its colors come
    from its combined mana cost)."""

    @staticmethod
    def _colors(game, obj):
        if obj.face is None and obj.data.layout == "split":
            return obj.data.faces[0].colors
        return _colors(game, obj)

    def broken(self):
        return mock.patch.object(ref_game.Game, "colors", self._colors)


class TokensHaveNoSubtypes(_Seen):
    """A token has no subtypes (wrong: CR 111.4, its creating effect sets them)."""

    def broken(self):
        return mock.patch.object(ref_game.Game, "subtypes",
                                 lambda game, obj: () if obj.token else _subtypes(game, obj))


class TokensAreWhite(_Seen):
    """A token with no color is white (wrong: CR 111.10s, a Map token is colorless)."""

    def broken(self):
        return mock.patch.object(ref_game.Game, "colors",
                                 lambda game, obj: _colors(game, obj) or (("W",) if obj.token else ()))


class TimeLordIsTwoTypes(_Seen):
    """"Time Lord" is read as two creature types, Time and Lord (wrong: CR 205.3m, "One creature type
    is two words long: Time Lord")."""

    def broken(self):
        return mock.patch.object(ref_game.Game, "subtypes",
                                 lambda game, obj: tuple(w for s in _subtypes(game, obj) for w in s.split()))


class PowerNeverBelowZero(_Seen):
    """A creature's power is never below zero (wrong: CR 107.1b, "it's possible for a game value,
    such as a creature's power, to be less than zero")."""

    @staticmethod
    def _pt_now(game, obj):
        p, t = _pt_now(game, obj)
        return (max(0, p) if p is not None else p), t

    def broken(self):
        return mock.patch.object(ref_game.Game, "_power_toughness_now", self._pt_now)


class NegativeAmountsUsed(_Seen):
    """An effect's amount computed below zero is used as it is: Fling sacrificing a -3/2 "deals -3
    damage" (Bob gains 3 life), Swords to Plowshares makes its controller "gain -3 life" (wrong: CR
    107.1b, "If a calculation that would determine the result of an effect yields a negative number,
    zero is used instead")."""

    @staticmethod
    def _change(game, player, amount):
        game.player(player).life += amount
        game.emit_only(Event(type=EventType.LIFE_CHANGED, player=player, amount=amount))

    @classmethod
    def _fling(cls, game, item):
        paid = item.card.cast_data.get("paid_with", {}).get("sacrifice", [])
        power = (paid[0]["power"] or 0) if paid else 0
        for t in item.data.get("legal_targets", ()):
            if power < 0 and t.player:
                cls._change(game, t.player, -power)
            elif power > 0:
                return _scripts_before["Fling"].effect(game, item)

    @classmethod
    def _swords(cls, game, item):
        for creature in _targets.legal_target_objects(game, item):
            game.move(creature, Zone.EXILE)
            last = game.as_it_exists(creature.id)
            power = game.power_toughness(last)[0] or 0
            if power:
                cls._change(game, last.controller, power)

    def broken(self):
        return mock.patch.dict(_scripts, {
            "Fling": dataclasses.replace(_scripts["Fling"], effect=self._fling),
            "Swords to Plowshares": dataclasses.replace(_scripts["Swords to Plowshares"], effect=self._swords)})


class LastKnownWithoutEffects(_Seen):
    """A creature's last known information has its power without the until-end-of-turn effects that
    applied to it (wrong: CR 608.2h, the object as it last existed; the -5/-0 Shrink gave it)."""

    def broken(self):
        return mock.patch.object(ref_game.Game, "power_toughness", lambda game, obj: _pt_now(game, obj))


class MapTokensForTheCaster(_Seen):
    """Get Lost's Map tokens are created for its caster (wrong: "Its controller creates two Map
    tokens": the destroyed permanent's controller, 608.2h)."""

    @staticmethod
    def _get_lost(game, item):
        for permanent in _targets.legal_target_objects(game, item):
            game.destroy(permanent)
            _tokens.create(game, item.controller, "Map Token", 2)

    def broken(self):
        return mock.patch.dict(_scripts, {"Get Lost": dataclasses.replace(_scripts["Get Lost"], effect=self._get_lost)})



_hooks = importlib.import_module("mtg_reference_engine.hooks")


class CountersNeverRemain(_Seen):
    """Counters never stay on a card that changes zones (wrong: Skullbriar's "Counters remain on
    Skullbriar as it moves to any zone other than a player's hand or library", 122.2's exception)."""

    def broken(self):
        return mock.patch.object(_hooks, "COUNTERS_REMAIN", [])


class CountersRemainEverywhere(_Seen):
    """Skullbriar's counters remain as it moves to a library too (wrong: "other than a player's hand or
    library")."""

    def broken(self):
        return mock.patch.object(_hooks, "COUNTERS_REMAIN", [
            lambda game, obj, to: obj.shown_name == "Skullbriar, the Walking Grave"])


class CardCountersAddNothing(_Seen):
    """Counters on a creature card outside the battlefield do not change its power and toughness
    (wrong: CR 122.1a)."""

    @staticmethod
    def _card_pt(game, obj):
        data = obj.data
        if data.power is None or data.toughness is None:
            return None, None
        return int(data.power), int(data.toughness)

    def broken(self):
        return mock.patch.object(ref_game.Game, "card_power_toughness", self._card_pt)


class SkullbriarNeverTriggers(_Seen):
    """Skullbriar's combat damage trigger puts no counter (its "Whenever ... deals combat damage to a
    player" never matches)."""

    def broken(self):
        script = _scripts["Skullbriar, the Walking Grave"]
        return mock.patch.dict(_scripts, {"Skullbriar, the Walking Grave": dataclasses.replace(script, triggers=(
            dataclasses.replace(script.triggers[0], matches=lambda *args: False),))})
