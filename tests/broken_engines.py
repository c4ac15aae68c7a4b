"""Deliberately broken engines, for checking that the scenarios can fail.

Each is the reference engine with one rule broken: during ``act`` a function of the engine is
temporarily replaced (``unittest.mock.patch``) by a wrong version, so the engine's code is untouched
and the breakage is limited to one engine instance's actions. They are loaded by name, e.g.
``mtg-conformance run --engine tests.broken_engines:UnlimitedLandPlays`` (with the project root on
``PYTHONPATH``), as an engine outside the suite would be.

A replaced function is patched in every module of the engine that holds it (modules import
functions by name, e.g. a card module's ``from ..explore import explore``), so the breakage does not
depend on how the engine's modules are laid out.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import importlib
import pkgutil
import sys
import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any
from unittest import mock

import mtg_reference_engine
import mtg_reference_engine.combat as ref_combat
import mtg_reference_engine.explore as ref_explore
import mtg_reference_engine.game as ref_game
import mtg_reference_engine.hooks as ref_hooks
import mtg_reference_engine.replacement as ref_replacement
import mtg_reference_engine.land_plays as ref_land_plays
import mtg_reference_engine.targets as ref_targets
from mtg_reference_engine import ReferenceEngine

from mtg_conformance.protocol import (
    ActionResult,
    Capability,
    CastSpell,
    EngineInfo,
    EventType,
    Observation,
    ScriptedChoice,
    Unsupported,
    Zone,
)

for _module in pkgutil.walk_packages(mtg_reference_engine.__path__, "mtg_reference_engine."):
    importlib.import_module(_module.name)   # bind every by-name import before anything is patched

_explore = ref_explore.explore
_lands_allowed = ref_land_plays.lands_allowed
_verify_play_land = ref_land_plays.verify_play_land
_resolve_top = ref_game.Game.resolve_top
_move_card = ref_game.Game.move_card
_play_land = ref_land_plays.play_land
_target_is_legal = importlib.import_module("mtg_reference_engine.cards").target_is_legal


@contextlib.contextmanager
def patch_everywhere(original: Callable[..., Any], replacement: Callable[..., Any]) -> Iterator[None]:
    """Replace ``original`` by ``replacement`` in every engine module that holds it by name, and
    in every registry of the engine's hooks (``mtg_reference_engine.hooks``) that holds it (a
    mechanic registers its functions there when it is imported)."""
    holders = _holders(original)
    registered = _registered(original)
    if not holders and not registered:
        raise RuntimeError(f"no engine module holds {original.__qualname__}: the engine changed")
    saved = [(module, name, getattr(module, name)) for module, name in holders]
    for module, name in holders:
        setattr(module, name, replacement)
    for registry, index in registered:
        registry[index] = replacement
    try:
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)
        for registry, index in registered:
            registry[index] = original


def _registered(original: Callable[..., Any]) -> list[tuple[list[Any], int]]:
    """The (registry, index) pairs of the engine's hooks that hold ``original``."""
    hooks = importlib.import_module("mtg_reference_engine.hooks")
    return [(registry, i) for registry in vars(hooks).values() if isinstance(registry, list)
            for i, value in enumerate(registry) if value is original]


@functools.cache
def _holders(original: Callable[..., Any]) -> tuple[tuple[Any, str], ...]:
    """The (module, name) pairs holding ``original``: found once, since patching runs per action."""
    return tuple((module, name) for module_name, module in list(sys.modules.items())
                 if module_name.split(".")[0] == "mtg_reference_engine" and module is not None
                 for name, value in list(vars(module).items()) if value is original)


class _PatchedEngine(ReferenceEngine):
    """The reference engine with :meth:`broken` in force while each action is performed."""

    def broken(self) -> contextlib.AbstractContextManager[object]:
        raise NotImplementedError

    def info(self) -> EngineInfo:
        base = super().info()
        return EngineInfo(name=f"broken:{type(self).__name__}", version=base.version,
                          capabilities=base.capabilities)

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        with self.broken():
            return super().act(action, choices)


class NoCounterOnEmptyLibrary(_PatchedEngine):
    """Explore with an empty library puts no +1/+1 counter on the explorer (wrong: CR 701.44a's
    "otherwise" branch applies when nothing is revealed; ruling #4 of Enter the Unknown)."""

    @staticmethod
    def _explore(game, explorer, *args, **kwargs) -> None:
        if game.player(explorer.controller).library:
            return _explore(game, explorer, *args, **kwargs)
        with mock.patch.object(game, "add_counters", lambda *a, **k: None):
            return _explore(game, explorer, *args, **kwargs)

    def broken(self):
        return patch_everywhere(_explore, self._explore)


class ExploreNeedsBattlefield(_PatchedEngine):
    """A creature that left the battlefield does not explore at all (wrong: CR 701.44c, it still
    explores; ruling #2 of Enter the Unknown)."""

    @staticmethod
    def _explore(game, explorer, *args, **kwargs) -> None:
        if game.permanent(explorer.id) is None:
            return None
        return _explore(game, explorer, *args, **kwargs)

    def broken(self):
        return patch_everywhere(_explore, self._explore)


class RevealedLandToGraveyard(_PatchedEngine):
    """A land card revealed by explore goes to the graveyard instead of the hand (wrong: CR 701.44a)."""

    @staticmethod
    def _explore(game, explorer, *args, **kwargs) -> None:
        real_move = game.move

        def move(obj, to, **kwargs):
            if to == Zone.HAND and obj.zone == Zone.LIBRARY:
                to = Zone.GRAVEYARD
            return real_move(obj, to, **kwargs)

        with mock.patch.object(game, "move", move):
            return _explore(game, explorer, *args, **kwargs)

    def broken(self):
        return patch_everywhere(_explore, self._explore)


class UnlimitedLandPlays(_PatchedEngine):
    """A player may play any number of lands in a turn (wrong: CR 305.2)."""

    @staticmethod
    def _lands_allowed(game, player: str, *args, **kwargs) -> int:
        return 99

    def broken(self):
        return patch_everywhere(_lands_allowed, self._lands_allowed)


class PutLandCountsAsPlayed(_PatchedEngine):
    """A land put onto the battlefield from the hand by an effect (Growth Spiral) uses up a land
    play (wrong: CR 305.4, putting a land onto the battlefield isn't playing it)."""

    playing = False

    @classmethod
    def _play_land(cls, *args, **kwargs):
        cls.playing = True
        try:
            return _play_land(*args, **kwargs)
        finally:
            cls.playing = False

    @classmethod
    def _move_card(cls, game, obj, to, *args, **kwargs):
        if not cls.playing and obj.zone == Zone.HAND and to == Zone.BATTLEFIELD and "Land" in game.types(obj):
            game.player(obj.owner).lands_played += 1
        return _move_card(game, obj, to, *args, **kwargs)

    def broken(self):
        stack = contextlib.ExitStack()
        stack.enter_context(patch_everywhere(_play_land, self._play_land))
        stack.enter_context(mock.patch.object(ref_game.Game, "move_card",
                                              lambda game, *a, **k: self._move_card(game, *a, **k)))
        return stack


class LandsOnAnyTurn(_PatchedEngine):
    """A player may play a land on another player's turn (wrong: CR 305.3)."""

    @staticmethod
    def _verify_play_land(game, player: str, *args, **kwargs) -> None:
        active = game.active
        game.active = player            # check as if it were the player's own turn
        try:
            _verify_play_land(game, player, *args, **kwargs)
        finally:
            game.active = active

    def broken(self):
        return patch_everywhere(_verify_play_land, self._verify_play_land)


class ResolvesWithIllegalTargets(_PatchedEngine):
    """A spell or ability whose targets all became illegal resolves anyway (wrong: CR 608.2b)."""

    @staticmethod
    def _resolve_top(game, *args, **kwargs) -> None:
        with patch_everywhere(_target_is_legal, lambda *a, **k: True):
            return _resolve_top(game, *args, **kwargs)

    def broken(self):
        return mock.patch.object(ref_game.Game, "resolve_top", self._resolve_top)


class SpellToGraveyardBeforeItsEffect(_PatchedEngine):
    """A resolving instant or sorcery is put into its owner's graveyard first, before its effect
    (and the choices the effect asks for) happens, as phase.rs 0.103.0 does (wrong: CR 608.2n, the
    spell is put there as the final part of its resolution)."""

    @staticmethod
    def _resolve_top(game, *args, **kwargs) -> None:
        item = game.stack[-1]
        if item.card is not None and {"Instant", "Sorcery"} & set(item.card.data.types):
            effect = item.effect

            def spell_first(game, item) -> None:
                game.finish_spell(item, to=Zone.GRAVEYARD)
                # The spell has left the stack: an effect that would move it later ("put this
                # spell into its owner's hand", buyback, 702.27a) finds nothing to move (400.7),
                # rather than moving its stale object a second time and duplicating the card.
                moves = game.finish_spell
                game.finish_spell = lambda it, to: None if it is item else moves(it, to)
                try:
                    effect(game, item)
                finally:
                    del game.finish_spell
            item.effect = spell_first
        return _resolve_top(game, *args, **kwargs)

    def broken(self):
        return mock.patch.object(ref_game.Game, "resolve_top", self._resolve_top)


_destination = importlib.import_module("mtg_reference_engine.replacement").destination
_reduce = importlib.import_module("mtg_reference_engine.emerge").reduce
_add_escalate_costs = importlib.import_module("mtg_reference_engine.escalate").add_escalate_costs
_leave_battlefield = importlib.import_module("mtg_reference_engine.meld").leave_battlefield
_roll_planar_die = importlib.import_module("mtg_reference_engine.planechase").roll_planar_die


class FlashbackToGraveyard(_PatchedEngine):
    """A spell cast with flashback goes to its owner's graveyard when it leaves the stack (wrong:
    CR 702.34a, it is exiled instead)."""

    @staticmethod
    def _destination(game, obj, to, *args, **kwargs):
        obj.exile_if_leaves_stack = False
        return _destination(game, obj, to, *args, **kwargs)

    def broken(self):
        return patch_everywhere(_destination, self._destination)


class EmergeReducesColoredMana(_PatchedEngine):
    """Emerge's reduction also takes colored mana off the cost once the generic part is gone
    (wrong: CR 118.7a, a reduction by generic mana affects only the generic component)."""

    @staticmethod
    def _reduce(game, total, sacrificed):
        reduced = _reduce(game, total, sacrificed)
        excess = game.mana_value(sacrificed) - total.generic
        return dataclasses.replace(reduced, symbols=reduced.symbols[excess:]) if excess > 0 else reduced

    def broken(self):
        return patch_everywhere(_reduce, self._reduce)


class EscalateChargedOnce(_PatchedEngine):
    """The escalate cost is paid at most once, whatever the number of modes beyond the first
    (wrong: CR 702.120a, once for each)."""

    @staticmethod
    def _add_escalate_costs(total, script, n_modes):
        return _add_escalate_costs(total, script, min(n_modes, 2))

    def broken(self):
        return patch_everywhere(_add_escalate_costs, self._add_escalate_costs)


class MeldedCardsSplit(_PatchedEngine):
    """When a melded permanent leaves the battlefield, Graf Rats goes to exile whatever the other
    card's zone (wrong: CR 712.21, both cards go to the same zone)."""

    @staticmethod
    def _leave_battlefield(game, obj, to, **kwargs):
        new = _leave_battlefield(game, obj, to, **kwargs)
        stray = next((o for p in game.players for o in (*p.hand, *p.graveyard, *p.library)
                      if o.name == "Graf Rats"), None)
        if stray is not None and obj.meld_cards:
            game.move_card(stray, Zone.EXILE)
        return new

    def broken(self):
        return patch_everywhere(_leave_battlefield, self._leave_battlefield)


class FreePlanarRolls(_PatchedEngine):
    """Every roll of the planar die is free (wrong: CR 901.9 / 116.2i, each costs {1} more than the
    one before in the turn)."""

    @staticmethod
    def _roll_planar_die(game, player):
        game.player(player).planar_die_rolls = 0
        return _roll_planar_die(game, player)

    def broken(self):
        return patch_everywhere(_roll_planar_die, self._roll_planar_die)


_combat_damage = ref_game.Game.combat_damage


class NoFirstStrikeStep(_PatchedEngine):
    """Every attacker and blocker deals its combat damage in one step, first strike or not (wrong:
    CR 510.4 and 702.7b, creatures with first strike deal theirs in a combat damage step of their
    own, before the others)."""

    @staticmethod
    def _combat_damage(game, *args, **kwargs) -> None:
        if game.first_strikers is None:
            game.first_strikers = frozenset()     # as if this combat had no first-strike step
        return _combat_damage(game, *args, **kwargs)

    def broken(self):
        return mock.patch.object(ref_game.Game, "combat_damage", self._combat_damage)


_read_division = ref_combat._read_answer


class DamageToTheFirstBlocker(_PatchedEngine):
    """dmg17: asks how a blocked creature's combat damage is divided, then deals it all to the first
    blocker (wrong: CR 510.1c, "divided as its controller chooses among them"; 702.19b, the excess
    of a creature with trample may go to the player)."""

    @staticmethod
    def _read_answer(game, choosing, answer, fixed=None):
        _read_division(game, choosing, answer, fixed)
        return [(d.power,) + (0,) * (len(ref_combat._recipients(d)) - 1) for d in choosing]

    def broken(self):
        return patch_everywhere(_read_division, self._read_answer)


_replaced = ref_game.Game.replaced


class OneReplacementEffectOnly(_PatchedEngine):
    """Of several replacement effects on +1/+1 counters, only the first found applies, with no
    question asked (wrong: CR 616.1, 616.1f: the controller chooses one, then the process repeats
    until none is left to apply)."""

    @staticmethod
    def _replaced(game, event):
        if event["event"] != "counters":
            return _replaced(game, event)
        options = [r for find in ref_hooks.EVENT_REPLACEMENT_EFFECTS["counters"] for r in find(game, event)]
        return options[0].apply(game, event) if options else event

    def broken(self):
        return mock.patch.object(ref_game.Game, "replaced", self._replaced)


class WithoutExploreCapability(ReferenceEngine):
    """A correct engine that does not declare explore: explore scenarios must be skipped, not failed."""

    def info(self) -> EngineInfo:
        base = super().info()
        return EngineInfo(name="no-explore", version=base.version,
                          capabilities=base.capabilities - {Capability.EXPLORE})


@contextlib.contextmanager
def _nothing() -> Iterator[None]:
    yield


class Unbroken(_PatchedEngine):
    """The patching machinery with nothing broken: every scenario must still pass (a control)."""

    def broken(self):
        return _nothing()


class PartlyUnsupported(ReferenceEngine):
    """A correct engine that says what it does not do: it does not expose land plays left (the
    ``land-plays-left`` capability) and refuses to cast Defossilize with ``Unsupported``. Scenarios
    that need either must be skipped with the engine's reason, not failed."""

    def info(self) -> EngineInfo:
        base = super().info()
        return EngineInfo(name="partly-unsupported", version=base.version,
                          capabilities=base.capabilities - {Capability.LAND_PLAYS_LEFT})

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        if isinstance(action, CastSpell):
            card = next((c for p in self.observe().players for c in p.hand if c.id == action.card), None)
            if card is not None and card.name == "Defossilize":
                raise Unsupported("Defossilize is not implemented by this engine")
        return super().act(action, choices)

    def observe(self) -> Observation:
        observation = super().observe()
        return dataclasses.replace(observation, players=tuple(
            dataclasses.replace(p, land_plays_left=None) for p in observation.players))



class SlowDuplicatesCards(ReferenceEngine):
    """From its third accepted action on, each accepted action leaves a copy of a card of the active
    player's library in their hand (a card is duplicated); and every action takes ``SLOW_ACT``
    seconds, as on a slow third-party engine. Hypothesis finds the duplication in the first examples
    of the card-conservation property, and shrinking it fully would take minutes. For
    tests/test_shrink_budget.py."""

    SLOW_ACT = 0.2

    def setup(self, setup) -> None:
        super().setup(setup)
        self.accepted = 0

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        time.sleep(self.SLOW_ACT)
        result = super().act(action, choices)
        self.accepted += 1
        player = self.game.player(self.game.active)
        if self.accepted >= 3 and player.library:
            card = player.library[0]
            player.hand.append(dataclasses.replace(card, id=self.game.new_id(), zone=Zone.HAND))
        return result


class OneGameInTen(ReferenceEngine):
    """A correct engine that can set up only one game in ten (say, its card loader knows few
    cards): the other setups raise ``Unsupported``. A property must still run, and count, the
    examples it can set up, instead of being skipped as a whole (issue 13, item 3)."""

    def setup(self, setup):  # type: ignore[override]
        if zlib.crc32(repr(setup).encode()) % 10:      # the same setup always gets the same answer
            raise Unsupported("this engine sets up one game in ten")
        return super().setup(setup)


class NoGame(ReferenceEngine):
    """An engine that sets up no game at all: every property that sets one up is skipped, with the
    engine's reason and how many examples it refused."""

    def setup(self, setup):  # type: ignore[override]
        raise Unsupported("this engine sets up no game")


_end_step = ref_game.Game.end_step


class ManaStaysBetweenSteps(_PatchedEngine):
    """Unspent mana stays in the pools when a step ends (wrong: CR 106.4, "Each player's mana pool
    empties at the end of each step and phase"): the planted difference ``mtg-conformance diff``
    must find."""

    @staticmethod
    def _end_step(game, *args, **kwargs):
        kept = {p.name: dict(p.mana_pool) for p in game.players}
        result = _end_step(game, *args, **kwargs)
        for p in game.players:
            p.mana_pool.update(kept[p.name])
        return result

    def broken(self):
        return mock.patch.object(ref_game.Game, "end_step", self._end_step)


# ---- tok17: copies of spells (707.10), activated abilities (602) ---------------------------

class CopiesKeepTheOriginalController(_PatchedEngine):
    """A copy of a spell is controlled by the original spell's controller, not by the player who
    put it on the stack (wrong: CR 707.10). (A token left in another zone is caught by the card
    census invariant already.)"""

    def broken(self):
        copies = importlib.import_module("mtg_reference_engine.copies")
        original = copies.copy_spell

        def copy_spell(game, spell, controller, **kwargs):
            return original(game, spell, spell.controller, **kwargs)
        return patch_everywhere(original, copy_spell)


class SorceryAbilitiesAtInstantSpeed(_PatchedEngine):
    """"Activate only as a sorcery" is ignored: Map tokens and equip are activated at any time the
    player has priority (wrong: CR 602.5d)."""

    def broken(self):
        activated = importlib.import_module("mtg_reference_engine.activated")
        original = activated.ability

        def ability(obj, index):
            found = original(obj, index)
            return dataclasses.replace(found, sorcery_speed=False) if found is not None else None
        return patch_everywhere(original, ability)


_begin_step = ref_game.Game.begin_step


class ThisTurnEffectsLastIntoAnExtraTurn(_PatchedEngine):
    """"Until end of turn" and "this turn" effects end when another player's turn begins, not in
    the cleanup step (wrong: CR 514.2): they last into an extra turn of the same player (500.7)."""

    @staticmethod
    def _begin_step(game, step):
        active, kept = game.active, list(game.until_eot)
        _begin_step(game, step)
        if step == ref_game.Step.CLEANUP and game.active == active:
            game.until_eot = kept + game.until_eot

    def broken(self):
        return mock.patch.object(ref_game.Game, "begin_step", self._begin_step)


_until_end_of_turn_effects_end = importlib.import_module("mtg_reference_engine.control").until_end_of_turn_effects_end


class ControlKeptAfterCleanup(_PatchedEngine):       # ctl: control-changing effects
    """"Gain control of target creature until end of turn" never ends (wrong: CR 514.2, it ends in
    the cleanup step): Act of Treason's creature stays with the player who took it."""

    @staticmethod
    def _never(game) -> None:
        return None

    def broken(self):
        return patch_everywhere(_until_end_of_turn_effects_end, self._never)


class ToTheControllersGraveyard(_PatchedEngine):     # ctl: control-changing effects
    """A permanent leaving the battlefield for a graveyard goes to its controller's graveyard
    (wrong: CR 400.3, a card goes to its owner's)."""

    @staticmethod
    def _move_card(game, obj, to, **kwargs):
        controller, was_permanent = obj.controller, obj.zone == Zone.BATTLEFIELD
        new = _move_card(game, obj, to, **kwargs)
        if was_permanent and new.zone == Zone.GRAVEYARD and controller != new.owner:
            game.player(new.owner).graveyard.remove(new)
            game.player(controller).graveyard.append(new)
        return new

    def broken(self):
        return mock.patch.object(ref_game.Game, "move_card", self._move_card)


# ---- issue 29 (mapeffects): copies of spells, tokens that die, replacement effects on several
# events, durations over several turns, control-changing effects in timestamp order ----------------

_copies = importlib.import_module("mtg_reference_engine.copies")
_copy_spell = _copies.copy_spell
_replace_event = ref_replacement.replace_event
_control = importlib.import_module("mtg_reference_engine.control")
_eot_effects_end = _control.until_end_of_turn_effects_end
_static_effects_begin = _control._static_effects_begin
_default_controller = _control._default_controller
_doesnt_untap = importlib.import_module("mtg_reference_engine.cards.cost_cards").doesnt_untap
_emit = ref_game.Game.emit
_state_based_actions = ref_game.Game.state_based_actions
_move = ref_game.Game.move


class _CopyForgets(_PatchedEngine):
    """A copy of a spell loses one decision made as the original was cast (wrong: CR 707.10, "A copy
    of a spell or ability copies both the characteristics of the spell or ability and all decisions
    made for it, including modes, targets, the value of X, and additional or alternative costs")."""

    @staticmethod
    def forget(item) -> None:
        raise NotImplementedError

    def broken(self):
        forget = self.forget

        def copy_spell(game, original, controller, **kwargs):
            item = _copy_spell(game, original, controller, **kwargs)
            forget(item)
            return item
        return patch_everywhere(_copy_spell, copy_spell)


class CopyForgetsX(_CopyForgets):
    """The copy's X is 0."""

    @staticmethod
    def forget(item) -> None:
        item.card.x = 0


class CopyForgetsKicker(_CopyForgets):
    """The copy is not kicked."""

    @staticmethod
    def forget(item) -> None:
        item.card.cast_data = dict(item.card.cast_data, additional_costs=[])


class CopyForgetsOverload(_CopyForgets):
    """The copy is not overloaded."""

    @staticmethod
    def forget(item) -> None:
        item.data.pop("overloaded", None)


class CopyKeepsTheFirstModeOnly(_CopyForgets):
    """The copy does only the first of the modes chosen for the original (its other modes' targets
    are treated as gone)."""

    @staticmethod
    def forget(item) -> None:
        effect = item.effect

        def first_mode_only(game, it):
            slices = it.data.get("mode_slices") or []
            if len(slices) > 1:
                end = slices[0][2]
                it.data["legal_mask"] = [ok and i < end for i, ok in enumerate(it.data["legal_mask"])]
            effect(game, it)
        item.effect = first_mode_only


class TokenDeathsTriggerNothing(_PatchedEngine):
    """A token put into a graveyard from the battlefield triggers no ability (wrong: CR 700.4, it dies;
    111.7: "if a token changes zones, applicable triggered abilities will trigger before the token
    ceases to exist")."""

    @staticmethod
    def _emit(game, event, **context):
        if (game.happening_at_once is None and event.type == EventType.ZONE_CHANGE
                and event.from_zone == Zone.BATTLEFIELD and event.object is not None):
            obj = game.find(event.object)
            if obj is not None and obj.token:
                game.events.append(event)
                return None
        return _emit(game, event, **context)

    def broken(self):
        return mock.patch.object(ref_game.Game, "emit", self._emit)


class TokensLingerInGraveyards(_PatchedEngine):
    """A token that left the battlefield stays in the graveyard (wrong: CR 111.7, 704.5d, it ceases
    to exist the next time state-based actions are checked)."""

    @staticmethod
    def _state_based_actions(game):
        game.ceasing_to_exist = [o for o in game.ceasing_to_exist if not o.token]
        return _state_based_actions(game)

    def broken(self):
        return mock.patch.object(ref_game.Game, "state_based_actions", self._state_based_actions)


class ReplacementOncePerAction(_PatchedEngine):
    """A replacement effect (Hardened Scales, Corpsejack Menace, Twists and Turns) applies once to an
    ability that causes several events (the first explore, the first counters), not to each event
    (wrong: CR 614.5 gives each effect one opportunity at each event; 616.1)."""

    def broken(self):
        used: set[str] = set()

        def replace_event(game, event):
            effects = ref_hooks.EVENT_REPLACEMENT_EFFECTS.get(event["event"])
            if not effects:
                return _replace_event(game, event)

            def once(find):
                def found(g, e):
                    return [dataclasses.replace(r, apply=lambda g2, e2, *a, r=r: (used.add(r.key), r.apply(g2, e2, *a))[1])
                            for r in find(g, e) if r.key not in used]
                return found
            with mock.patch.dict(ref_hooks.EVENT_REPLACEMENT_EFFECTS, {event["event"]: [once(f) for f in effects]}):
                return _replace_event(game, event)
        return patch_everywhere(_replace_event, replace_event)


class UntapLockForOneUntapStep(_PatchedEngine):
    """Icefall Regent's "doesn't untap during its controller's untap step for as long as you control
    Icefall Regent" holds for one untap step only (wrong: CR 611.2a, it lasts as long as stated)."""

    @staticmethod
    def _doesnt_untap(game, obj) -> bool:
        if not _doesnt_untap(game, obj):
            return False
        for regent in game.battlefield:
            locked = regent.cast_data.get("doesn't untap while its source's controller controls it")
            if locked:
                regent.cast_data["doesn't untap while its source's controller controls it"] = [
                    pair for pair in locked if pair[0] != obj.id]
        return True

    def broken(self):
        return patch_everywhere(_doesnt_untap, self._doesnt_untap)


class EffectsEndWithTheirSource(_PatchedEngine):
    """A permanent leaving the battlefield ends the "until end of turn" power/toughness effects in
    force (wrong: CR 611.2a, an effect of a resolved ability lasts as long as it says, whatever
    becomes of its source)."""

    @staticmethod
    def _move(game, obj, to, **kwargs):
        if obj.zone == Zone.BATTLEFIELD:
            game.until_eot = [u for u in game.until_eot if u.kind != "pt"]
        return _move(game, obj, to, **kwargs)

    def broken(self):
        return mock.patch.object(ref_game.Game, "move", self._move)


class ControlEndsToTheOwner(_PatchedEngine):
    """When a control-changing effect "until end of turn" ends, the permanent goes back to its owner,
    and the earlier effects on it (Mind Control's) are not applied again (wrong: CR 613.7, 611.3a:
    the remaining effects still apply, in timestamp order)."""

    @staticmethod
    def _eot_end(game) -> None:
        ended = {e.object for e in game.control_effects if e.until_end_of_turn}
        _eot_effects_end(game)
        forgotten = game.__dict__.setdefault("_forgotten_auras", set())
        for object_id in ended:
            permanent = game.permanent(object_id)
            if permanent is not None:
                forgotten.update(a.id for a in game.battlefield if a.attached_to == object_id)
                game.control_effects = [e for e in game.control_effects if e.object != object_id]
                _control.set_controller(game, permanent, permanent.owner)

    @staticmethod
    def _static_begin(game) -> None:
        forgotten = game.__dict__.get("_forgotten_auras", set())
        kept = [a for a in game.battlefield if a.id in forgotten and a.attached_to is not None]
        saved = {a.id: a.attached_to for a in kept}
        for a in kept:
            a.attached_to = None
        try:
            _static_effects_begin(game)
        finally:
            for a in kept:
                a.attached_to = saved[a.id]

    def broken(self):
        stack = contextlib.ExitStack()
        stack.enter_context(patch_everywhere(_eot_effects_end, self._eot_end))
        stack.enter_context(patch_everywhere(_static_effects_begin, self._static_begin))
        return stack


class ControlEndsToThePreviousController(_PatchedEngine):
    """When the last control-changing effect on a permanent ends, it goes back to the player who
    controlled it just before that effect began (wrong: CR 613.7 and 110.2, with no effect left it
    is controlled by the player under whose control it entered the battlefield)."""

    @staticmethod
    def _default_controller(game, permanent) -> str:
        return permanent.controller

    def broken(self):
        return patch_everywhere(_default_controller, self._default_controller)


class CopyAcceptsAnyNewTarget(_PatchedEngine):
    """A copy's new targets may be any permanent or player, legal or not (wrong: CR 707.10c, "If the
    player chooses to change some or all of the targets, the new targets must be legal")."""

    @staticmethod
    def _any_target(game, spec, controller):
        return ([ref_targets.Target(object=o.id) for o in game.battlefield]
                + [ref_targets.Target(player=p.name) for p in game.players if p.in_game])

    def broken(self):
        return mock.patch.object(_copies, "legal_targets", self._any_target)


class CopyForgetsTheObjectsPaid(_CopyForgets):
    """The copy has no objects paid for its costs: a copy of Fling finds no sacrificed creature
    (wrong: CR 707.10, "it uses the objects used to pay the costs of the original")."""

    @staticmethod
    def forget(item) -> None:
        item.card.cast_data = dict(item.card.cast_data, paid_with={})


_fling = importlib.import_module("mtg_reference_engine.cards.cost_cards")._fling


class SacrificedCreatureAsItIsNow(_PatchedEngine):
    """An effect reads the creature sacrificed for a cost as it is now: the card in the graveyard (a
    token that ceased to exist: nothing, power 0), not as it last existed on the battlefield (wrong:
    CR 608.2h, it uses the object's last known information)."""

    @staticmethod
    def _fling(game, item):
        paid = item.card.cast_data.get("paid_with", {}).get("sacrifice", [])
        now = []
        for entry in paid:
            card = next((o for p in game.players for o in p.graveyard if o.name == entry["name"]), None)
            power = game.power_toughness(card)[0] if card is not None else 0
            now.append(dict(entry, power=power or 0))
        item.card.cast_data = dict(item.card.cast_data,
                                   paid_with=dict(item.card.cast_data.get("paid_with", {}), sacrifice=now))
        return _fling(game, item)

    def broken(self):
        # a card's effect is held by its script (the spell on the stack takes it as it is cast)
        scripts = importlib.import_module("mtg_reference_engine.scripts").SCRIPTS
        return mock.patch.dict(scripts, {"Fling": dataclasses.replace(scripts["Fling"], effect=self._fling)})

# ---- test audit 2 (S3, S5): control-changes scenarios whose owner and controller differ ------------

_control = importlib.import_module("mtg_reference_engine.control")
_ref_scripts = importlib.import_module("mtg_reference_engine.scripts")
_static_effects_begin = _control._static_effects_begin


class _BrokenFromTheSetup(_PatchedEngine):
    """The breakage is in force in ``setup`` too (a static ability applies from the start)."""

    def setup(self, setup) -> None:
        with self.broken():
            super().setup(setup)


class MightCountsByOwner(_BrokenFromTheSetup):
    """Might of the Masses counts the creatures its caster **owns** (wrong: "for each creature you
    control", CR 110.2, 613.1b; audit 2's probe for S3)."""

    @staticmethod
    def _might(game, item) -> None:
        from mtg_reference_engine.game import UntilEndOfTurn
        from mtg_reference_engine.targets import legal_target_objects
        for creature in legal_target_objects(game, item):
            count = sum(1 for o in game.battlefield if o.owner == item.controller and game.is_creature(o))
            game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=count, toughness=count))

    def broken(self):
        script = _ref_scripts.SCRIPTS["Might of the Masses"]
        return mock.patch.dict(_ref_scripts.SCRIPTS,
                               {"Might of the Masses": dataclasses.replace(script, effect=self._might)})


class MindControlNeverApplies(_BrokenFromTheSetup):
    """Mind Control's "You control enchanted creature" never applies (wrong: CR 611.3a; audit 2's
    probe for S5, ``control._static_effects_begin`` returning at once)."""

    def broken(self):
        return patch_everywhere(_static_effects_begin, lambda game: None)


class MindControlYieldsToAnEarlierEffect(_BrokenFromTheSetup):
    """Mind Control's effect does not begin when another effect already gives its controller the
    creature (wrong: CR 611.3a; the s20 gap ``control._static_effects_begin__mutmut_16``, ``and`` →
    ``or``): once Act of Treason's effect ends, the creature goes back to its owner."""

    @staticmethod
    def _begin(game) -> None:
        for aura in game.battlefield:
            if aura.attached_to is None or _control.YOU_CONTROL_ENCHANTED_CREATURE not in \
                    _ref_scripts.script(aura.shown_name).static:
                continue
            creature = game.permanent(aura.attached_to)
            if creature is None or not game.player(aura.controller).in_game:
                continue
            if not any(e.source == aura.id or e.object == creature.id and e.controller == aura.controller
                       for e in game.control_effects):
                game.control_effects.append(_control.ControlEffect(
                    object=creature.id, controller=aura.controller,
                    default=_control._default_controller(game, creature), source=aura.id))

    def broken(self):
        return patch_everywhere(_static_effects_begin, self._begin)


# ---- audit11: the field invariant (docs/protocol.md's values of every observation field) ----------

_end_if_decided = ref_game.Game.end_if_decided


class AwaitingEmptyAfterTheEnd(_PatchedEngine):
    """Once the game has ended, ``awaiting`` is ``""`` (wrong: docs/protocol.md §2, `awaiting` is
    ``"declare_attackers"``, ``"declare_blockers"`` or null; test audit 2's fresh mutant F05,
    ``Game.end_if_decided__mutmut_10``)."""

    @staticmethod
    def _end_if_decided(game) -> None:
        _end_if_decided(game)
        if game.over:
            game.awaiting = ""

    def broken(self):
        return mock.patch.object(ref_game.Game, "end_if_decided", self._end_if_decided)


# ---- test audit 2, P13: an example the engine cannot run is counted, not a skip of the property ----

class WithoutPlanechase(ReferenceEngine):
    """The reference engine declaring everything but ``planechase`` (a correct engine)."""

    def info(self) -> EngineInfo:
        base = super().info()
        return EngineInfo(name="broken:WithoutPlanechase", version=base.version,
                          capabilities=base.capabilities - {Capability.PLANECHASE})


_pay_actions = importlib.import_module("mtg_reference_engine.costs").pay_actions


class WithoutPlanechaseExilesOthersSacrifices(WithoutPlanechase):
    """The same, and a creature sacrificed for a cost that another player owns is exiled (wrong:
    CR 701.21a, 400.3, it goes to its owner's graveyard; test audit 2's probe for P13)."""

    @staticmethod
    def _pay_actions(game, player, payment) -> None:
        for need, objs in payment:
            if need.action == "sacrifice":
                for obj in [o for o in objs if o.owner != player]:
                    objs.remove(obj)
                    game.move(obj, Zone.EXILE)
        _pay_actions(game, player, payment)

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        with patch_everywhere(_pay_actions, self._pay_actions):
            return super().act(action, choices)


_damage = ref_game.Game.damage


class ZeroCombatDamageReported(_PatchedEngine):
    """A creature with power 0 deals 0 combat damage, reported as a ``damage_dealt`` of 0 and a
    ``life_changed`` of 0 (wrong: CR 510.1a "don't assign combat damage at all", 120.8; test audit
    2's probe for S11, ``Game.damage``'s ``amount <= 0`` → ``< 0``)."""

    @staticmethod
    def _damage(game, source_name, source_id, amount, **kwargs) -> None:
        if amount == 0:
            from mtg_conformance.protocol import Event, EventType
            player = kwargs.get("player")
            game.emit(Event(type=EventType.DAMAGE_DEALT, source=source_id, name=source_name,
                            object=kwargs["obj"].id if kwargs.get("obj") else None,
                            player=player.name if player else None, amount=0,
                            detail="combat" if kwargs.get("combat") else None))
            if player is not None:
                game.emit_only(Event(type=EventType.LIFE_CHANGED, player=player.name, amount=0))
            return
        _damage(game, source_name, source_id, amount, **kwargs)

    def broken(self):
        return mock.patch.object(ref_game.Game, "damage", self._damage)


# g2view (issue 29): the characteristics feature's breakages live in tests/g2view_broken_engines.py; the
# one tests/test_scenarios_can_fail.py runs for that feature is named here (engines are looked up here).
# Looked up on first use: tests/g2view_broken_engines imports this module, so an import at the top
# would be circular (.ci/run of 88a7e85: every g2view engine failed to load).
def __getattr__(name: str):
    if name == "CardsHaveNoPowerOffTheBattlefield":
        from tests.g2view_broken_engines import CardsHaveNoPowerOffTheBattlefield
        return CardsHaveNoPowerOffTheBattlefield
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class RejectsCastsAndLandsForAnotherReason(ReferenceEngine):
    """Rejects every cast, land play and activation, citing a rule no scenario of those expects
    (903.4, a Commander rule): a rejection for another reason (issue 31 item 3). Before item 3 every
    scenario expecting such a rejection passed on it (another rule was only a warning)."""

    rule: str | None = "903.4"

    def act(self, action, choices=()):
        from mtg_conformance.protocol import ActivateAbility, IllegalAction, PlayLand
        if isinstance(action, (CastSpell, PlayLand, ActivateAbility)):
            raise IllegalAction("this engine is busy", self.rule)
        return super().act(action, choices)


class RejectsCastsAndLandsCitingNoRule(RejectsCastsAndLandsForAnotherReason):
    """The same, citing no rule: before issue 31 item 3 every scenario expecting a rejection passed
    on it; now a scenario with a legal variant fails, one without has no verdict (a skip)."""

    rule = None


class ZoneChangeNamesTheController(ReferenceEngine):
    """A ``zone_change`` event names the object's controller (here: the active player, for every
    permanent leaving the battlefield) where the protocol fixes the owner (docs/protocol.md,
    "Event"). The observation is right: only a comparison of events finds it (issue 31 item 9)."""

    def act(self, action, choices=()):
        result = super().act(action, choices)
        active = self.observe().active_player
        events = tuple(dataclasses.replace(e, player=active)
                       if e.type == EventType.ZONE_CHANGE and e.from_zone == Zone.BATTLEFIELD else e
                       for e in result.events)
        return dataclasses.replace(result, events=events)
