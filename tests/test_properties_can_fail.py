"""Every property can fail: each is run against the reference engine with the bug it guards against
injected, and Hypothesis must find it. (The properties themselves run against the engine under
test in ``properties/``; here they are called with a broken engine class as ``make_engine``.)"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import FlakyFailure
from hypothesis import strategies as st

import mtg_conformance.properties
from mtg_conformance.invariants import InvariantViolation

import mtg_reference_engine.emerge as ref_emerge
import mtg_reference_engine.escalate as ref_escalate
import mtg_reference_engine.explore as ref_explore
import mtg_reference_engine.game as ref_game
import mtg_reference_engine.land_plays as ref_land_plays
import mtg_reference_engine.meld as ref_meld
import mtg_reference_engine.planechase as ref_planechase
import mtg_reference_engine.replacement as ref_replacement
import mtg_reference_engine.cards as ref_cards
from mtg_conformance.protocol import IllegalAction, Step, Zone
from properties import test_costs, test_global, test_machinery, test_mechanics
from tests import hunt_budgets
from tests.broken_engines import _PatchedEngine, patch_everywhere

HUNT = settings(max_examples=300, derandomize=True, database=None, deadline=None, print_blob=False,
                suppress_health_check=list(HealthCheck),
                phases=[Phase.explicit, Phase.generate])   # finding the bug is the point: no shrinking


def hunt_settings(test: Any) -> settings:
    """HUNT with the property's own number of examples (tests/hunt_budgets.py): enough for each of
    its hunts to find its bug, and what its control runs."""
    return settings(HUNT, max_examples=hunt_budgets.budget(test.__name__, HUNT.max_examples))


@contextlib.contextmanager
def hunting(test: Any) -> Iterator[None]:
    """Run a property with HUNT instead of the profile it was decorated under. Hypothesis fixes a
    test's settings when @given is applied (loading a profile later changes nothing), so they are
    swapped on the test itself for the duration and put back."""
    attribute = "_hypothesis_internal_use_settings"
    saved = getattr(test, attribute)          # fails loudly if Hypothesis renames it
    setattr(test, attribute, hunt_settings(test))
    try:
        yield
    finally:
        setattr(test, attribute, saved)


PROPERTIES_DIR = Path(test_global.__file__).resolve().parent
PROPERTY_HELPERS = {Path(mtg_conformance.properties.__file__).resolve(),
                    Path(mtg_conformance.properties.__file__).resolve().with_name("seats.py")}
"""The properties' shared helpers (their assertions are the properties' own): mtg_conformance/
properties.py and seats.py (who has priority as the players pass, 117.3d)."""


def _own_assertions(exc: BaseException, own_files: set[str]) -> list[str]:
    """Why ``exc`` is not a failure of a property's own assertion (empty when it is): an
    ``AssertionError`` (not a subclass such as the driver's ``ScenarioError``, a harness error)
    raised by an ``assert`` in ``properties/`` or in the property's own file; a group (Hypothesis
    reports several distinct failures as one) must hold only such failures, and a
    ``FlakyFailure`` is never one. Two more are conformance checks, not harness errors: an
    assertion of the properties' shared helpers (``mtg_conformance/properties.py``, e.g. how a
    declaration is awaited), and the suite's own check after every action that no card is lost or
    duplicated and no id shared (``InvariantViolation``, issue 14), which can find the bug before
    the property looks."""
    if isinstance(exc, FlakyFailure):
        return [f"a flaky failure: {exc!r}"]
    if isinstance(exc, BaseExceptionGroup):
        return [why for inner in exc.exceptions for why in _own_assertions(inner, own_files)]
    if isinstance(exc, InvariantViolation):
        return []
    if type(exc) is not AssertionError:
        return [f"{type(exc).__name__}: {exc}"]
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = tb.tb_frame.f_code.co_filename if tb is not None else "?"
    if where not in own_files and Path(where).parent != PROPERTIES_DIR and Path(where).resolve() not in PROPERTY_HELPERS:
        return [f"an AssertionError raised in {where}, not by the property: {exc}"]
    return []


def hunt(test: Any, engine: type) -> None:
    """Run a property against ``engine`` with the HUNT settings: how every can-fail test and every
    control runs it."""
    if test is test_global.test_random_legal_play_keeps_the_invariants:   # a state machine, not @given
        test_global.run_random_play(engine, hunt_settings(test))
    else:
        with hunting(test):
            test(make_engine=engine)


def must_fail(test: Any, engine: type) -> None:
    """Run a property (a Hypothesis test) against ``engine`` and require a falsifying example that
    fails one of the property's own assertions (not a harness error, a crash or a flaky failure)."""
    inner = getattr(getattr(test, "hypothesis", None), "inner_test", test)
    own = {inspect.getfile(inner)}
    try:
        hunt(test, engine)
    except Exception as exc:           # noqa: BLE001  (sorted out below)
        why = _own_assertions(exc, own)
        if why:
            raise AssertionError(f"{test.__name__} failed against {engine.__name__}, but not through its own "
                                 f"assertion: " + "; ".join(why)) from exc
        return
    pytest.fail(f"{test.__name__} found no falsifying example against {engine.__name__}")


@settings(max_examples=20)
@given(x=st.integers(0, 10))
def _fails_by_its_own_assertion(make_engine: Any, x: int) -> None:
    assert x < 5, "the property's own assertion"


@settings(max_examples=20)
@given(x=st.integers(0, 10))
def _fails_by_a_harness_error(make_engine: Any, x: int) -> None:
    from mtg_conformance.driver import ScenarioError
    if x >= 5:
        raise ScenarioError("there is no 'Forest' in Alice's hand")


@settings(max_examples=20)
@given(x=st.integers(0, 10))
def _fails_by_a_crash(make_engine: Any, x: int) -> None:
    if x >= 5:
        raise KeyError("engine crashed")


@settings(max_examples=20)
@given(x=st.integers(0, 10))
def _never_fails(make_engine: Any, x: int) -> None:
    assert x <= 10


def test_must_fail_accepts_only_the_propertys_own_assertion() -> None:
    """The test of ``must_fail``: a harness error, a crash or no failure at all is not a catch."""
    must_fail(_fails_by_its_own_assertion, object)
    for prop in (_fails_by_a_harness_error, _fails_by_a_crash, _never_fails):
        with pytest.raises((AssertionError, pytest.fail.Exception)) as info:
            must_fail(prop, object)
        assert "not through its own assertion" in str(info.value) or "no falsifying example" in str(info.value)


def test_a_flaky_failure_is_not_a_catch() -> None:
    flaky = FlakyFailure("flaky", [AssertionError("once")])
    assert _own_assertions(flaky, set()) != []


def test_hunting_really_changes_the_number_of_examples() -> None:
    calls = []

    @given(st.integers())
    def probe(x: int) -> None:
        calls.append(x)
    with hunting(probe):
        probe()
    assert len(calls) == HUNT.max_examples


def broken(patches: dict[Any, Any]) -> type:
    """A reference engine with each ``original: replacement`` patched in while it acts and while
    it is observed."""
    class Broken(_PatchedEngine):
        def broken(self) -> contextlib.AbstractContextManager[object]:
            stack = contextlib.ExitStack()
            for original, replacement in patches.items():
                if isinstance(original, tuple):              # (class, method name)
                    stack.enter_context(mock.patch.object(*original, replacement))
                else:
                    stack.enter_context(patch_everywhere(original, replacement))
            return stack

        def observe(self):
            with self.broken():
                return super().observe()
    return Broken


_destination = ref_replacement.destination


def _flashback_to_graveyard(game, obj, to, *args, **kwargs):
    obj.exile_if_leaves_stack = False
    return _destination(game, obj, to, *args, **kwargs)


def test_flashback_property_catches_spells_going_to_the_graveyard() -> None:
    must_fail(test_costs.test_a_spell_cast_with_flashback_always_ends_in_exile,
              broken({_destination: _flashback_to_graveyard}))


_reduce = ref_emerge.reduce


def _reduce_colored_too(game, total, sacrificed):
    reduced = _reduce(game, total, sacrificed)
    return dataclasses.replace(reduced, symbols=reduced.symbols[1:]) if game.mana_value(sacrificed) >= 6 else reduced


def test_emerge_property_catches_colored_mana_being_reduced() -> None:
    must_fail(test_costs.test_emerge_reduces_only_the_generic_part, broken({_reduce: _reduce_colored_too}))


_escalate = ref_escalate.add_escalate_costs


def test_escalate_property_catches_a_missing_escalate_cost() -> None:
    must_fail(test_costs.test_escalate_adds_its_cost_for_each_mode_beyond_the_first,
              broken({_escalate: lambda total, script, n: _escalate(total, script, min(n, 2))}))


_mana_value = ref_game.Game.mana_value


def _mana_value_from_payment(self, obj):
    if obj.zone == Zone.STACK and obj.cast_data.get("alternative_cost"):
        return len(obj.cast_data.get("paid", "").split("}")) - 1
    return _mana_value(self, obj)


def test_mana_value_property_catches_costs_changing_mana_value() -> None:
    must_fail(test_costs.test_alternative_and_additional_costs_never_change_mana_value,
              broken({(ref_game.Game, "mana_value"): _mana_value_from_payment}))


def test_mana_value_is_caught_by_random_play() -> None:
    """Audit §3.1: random play's clause (10) used to see no spell cast with an alternative cost."""
    must_fail(test_global.test_random_legal_play_keeps_the_invariants,
              broken({(ref_game.Game, "mana_value"): _mana_value_from_payment}))


_explore_counter = ref_game.Game.add_counters


def test_explore_property_catches_a_missing_counter() -> None:
    def no_first_counter(self, obj, kind, amount=1):
        if obj.counters.get("+1/+1", 0) == 0 and obj.name == "Jadelight Ranger":
            return None
        return _explore_counter(self, obj, kind, amount)
    must_fail(test_mechanics.test_explore_conserves_cards_and_counts_counters,
              broken({(ref_game.Game, "add_counters"): no_first_counter}))


def _explore_never_looks(game, explorer):
    """An explore that never looks at the library: always a counter, nothing revealed (audit §3.3:
    the property used to trust the engine's own ``revealed``)."""
    from mtg_conformance.protocol import Event, EventType
    on_battlefield = game.permanent(explorer.id)
    if on_battlefield is not None:
        game.add_counters(on_battlefield, "+1/+1", 1)
    game.emit(Event(type=EventType.EXPLORED, object=explorer.id, name=explorer.name,
                    player=explorer.controller, revealed=None),
              explorer=explorer, was_creature=game.is_creature(explorer))


def test_explore_property_catches_an_explore_that_never_looks_at_the_library() -> None:
    must_fail(test_mechanics.test_explore_conserves_cards_and_counts_counters,
              broken({ref_explore.explore: _explore_never_looks}))


_lands_allowed = ref_land_plays.lands_allowed


def test_land_plays_property_catches_effects_that_do_not_add_up() -> None:
    must_fail(test_mechanics.test_land_plays_are_one_plus_the_effects_in_force,
              broken({_lands_allowed: lambda game, player: min(2, _lands_allowed(game, player))}))


_leave = ref_meld.leave_battlefield


def test_meld_property_catches_cards_that_split_up() -> None:
    def split(game, obj, to, **kwargs):
        new = _leave(game, obj, to, **kwargs)
        stray = next((o for p in game.players for o in (*p.hand, *p.graveyard) if o.name == "Graf Rats"), None)
        if stray is not None and stray.zone != Zone.EXILE:
            game.move_card(stray, Zone.EXILE)
        return new
    must_fail(test_mechanics.test_a_melded_permanents_cards_move_together, broken({_leave: split}))


_roll = ref_planechase.roll_planar_die


def test_planechase_property_catches_free_rolls() -> None:
    def free_roll(game, player):
        game.player(player).planar_die_rolls = 0
        return _roll(game, player)
    must_fail(test_mechanics.test_planechase_invariants, broken({_roll: free_roll}))


class DuplicatesLands(_PatchedEngine):
    """Playing a land leaves a copy of it in hand."""

    def broken(self) -> contextlib.AbstractContextManager[object]:
        return contextlib.nullcontext()

    def act(self, action, choices=()):
        result = super().act(action, choices)
        if getattr(action, "KIND", "") == "play_land":
            land = self.game.battlefield[-1]
            self.game.player(land.owner).hand.append(dataclasses.replace(land, id=self.game.new_id(), zone=Zone.HAND))
        return result


class DirtyRejection(_PatchedEngine):
    """A rejected action still costs the active player 1 life."""

    def broken(self) -> contextlib.AbstractContextManager[object]:
        return contextlib.nullcontext()

    def act(self, action, choices=()):
        try:
            return super().act(action, choices)
        except IllegalAction:
            self.game.player(self.game.active).life -= 1
            raise


class RandomIds(_PatchedEngine):
    """Object ids drawn at random: the same game does not give the same observations."""

    def broken(self) -> contextlib.AbstractContextManager[object]:
        return contextlib.nullcontext()

    def setup(self, setup) -> None:
        super().setup(setup)
        self.game._next_id = random.randrange(1000)


def test_card_conservation_is_caught_by_random_play() -> None:
    must_fail(test_global.test_random_legal_play_keeps_the_invariants, DuplicatesLands)


def test_card_conservation_property_catches_a_duplicated_card() -> None:
    must_fail(test_global.test_no_card_is_ever_lost_or_duplicated, DuplicatesLands)


def test_atomicity_is_caught_by_the_illegal_action_property() -> None:
    must_fail(test_global.test_illegal_actions_are_rejected_and_change_nothing, DirtyRejection)


def test_atomicity_is_caught_by_random_play() -> None:
    must_fail(test_global.test_random_legal_play_keeps_the_invariants, DirtyRejection)


def test_determinism_property_catches_random_ids() -> None:
    must_fail(test_global.test_the_same_game_gives_the_same_observations, RandomIds)


# --------------------------------------------------------------------------------------------
# Who and when (issue 16): bugs that show only with another player, another seat or another turn
# --------------------------------------------------------------------------------------------

_begin_step = ref_game.Game.begin_step
_begin_turn = ref_game.Game.begin_turn
_end_step = ref_game.Game.end_step
_put_triggers_on_stack = ref_game.Game.put_triggers_on_stack


def _untaps_what_the_active_player_owns(self, step):
    """502.3 read as "the permanents the active player owns" untap, not those they control."""
    tapped = {o.id for o in self.battlefield if o.tapped}
    _begin_step(self, step)
    if step == Step.UNTAP:          # (the whole turn up to the first priority has run)
        for o in self.battlefield:
            if o.id in tapped:
                o.tapped = o.owner != self.active


def _resets_land_plays_of_the_first_seat_only(self):
    kept = {p.name: p.lands_played for p in self.players[1:]}
    _begin_turn(self)
    for p in self.players[1:]:
        p.lands_played = kept[p.name]


def _until_end_of_turn_lasts_until_another_players_turn(self, step):
    """"Until end of turn" and "this turn" effects end when another player's turn begins, not in
    the cleanup step (514.2): they last into an extra turn of the same player."""
    active, kept = self.active, list(self.until_eot)
    _begin_step(self, step)
    if step == Step.CLEANUP and self.active == active:
        self.until_eot = kept + self.until_eot


def _empties_only_the_active_players_pool(self):
    """106.4: "each player's mana pool empties", read as the active player's only."""
    kept = {p.name: ref_game._copy_counter(p.mana_pool) for p in self.players if p.name != self.active}
    _end_step(self)
    for p in self.players:
        if p.name in kept:
            p.mana_pool = kept[p.name]


def _apnap_from_the_first_seat(self):
    """603.3b's APNAP order taken from the first seat rather than from the active player."""
    active, self.active = self.active, self.players[0].name
    try:
        _put_triggers_on_stack(self)
    finally:
        self.active = active


class NextEndStepBacksUp(_PatchedEngine):
    """A delayed trigger "at the beginning of the next end step" created during an end step
    triggers in that same end step: the step backs up (wrong: 513.2, it waits for the next turn's)."""

    def broken(self) -> contextlib.AbstractContextManager[object]:
        return contextlib.nullcontext()

    def act(self, action, choices=()):
        result = super().act(action, choices)
        game = self.game
        if game.step == Step.END and game.delayed and not game.stack and game.priority is not None:
            for delayed in list(game.delayed):
                game.delayed.remove(delayed)
                ref_cards._fire(game, delayed.source, delayed.trigger, delayed.controller, None, dict(delayed.data))
            game.give_priority(game.priority)
        return result


def test_untap_property_catches_the_owners_permanents_untapping() -> None:
    must_fail(test_machinery.test_the_untap_step_untaps_the_active_players_permanents_only,
              broken({(ref_game.Game, "begin_step"): _untaps_what_the_active_player_owns}))


def test_land_plays_property_catches_land_plays_reset_for_the_first_seat_only() -> None:
    must_fail(test_mechanics.test_land_plays_are_one_plus_the_effects_in_force,
              broken({(ref_game.Game, "begin_turn"): _resets_land_plays_of_the_first_seat_only}))


def test_land_plays_property_catches_this_turn_effects_lasting_into_an_extra_turn() -> None:
    must_fail(test_mechanics.test_land_plays_are_one_plus_the_effects_in_force,
              broken({(ref_game.Game, "begin_step"): _until_end_of_turn_lasts_until_another_players_turn}))


def test_priority_property_catches_only_the_active_players_pool_emptying() -> None:
    must_fail(test_machinery.test_a_step_ends_only_when_all_players_pass_in_succession,
              broken({(ref_game.Game, "end_step"): _empties_only_the_active_players_pool}))


def test_untap_property_catches_only_the_active_players_pool_emptying() -> None:
    must_fail(test_machinery.test_the_untap_step_untaps_the_active_players_permanents_only,
              broken({(ref_game.Game, "end_step"): _empties_only_the_active_players_pool}))


def test_apnap_property_catches_apnap_order_from_the_first_seat() -> None:
    must_fail(test_machinery.test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses,
              broken({(ref_game.Game, "put_triggers_on_stack"): _apnap_from_the_first_seat}))


def test_delayed_trigger_property_catches_an_end_step_that_backs_up() -> None:
    must_fail(test_mechanics.test_a_delayed_trigger_created_in_an_end_step_waits_for_the_next_turns,
              NextEndStepBacksUp)


PROPERTIES = [test_costs.test_a_spell_cast_with_flashback_always_ends_in_exile,
              test_costs.test_emerge_reduces_only_the_generic_part,
              test_costs.test_escalate_adds_its_cost_for_each_mode_beyond_the_first,
              test_costs.test_alternative_and_additional_costs_never_change_mana_value,
              test_mechanics.test_explore_conserves_cards_and_counts_counters,
              test_mechanics.test_land_plays_are_one_plus_the_effects_in_force,
              test_mechanics.test_a_melded_permanents_cards_move_together,
              test_mechanics.test_planechase_invariants,
              test_global.test_no_card_is_ever_lost_or_duplicated,
              test_global.test_illegal_actions_are_rejected_and_change_nothing,
              test_global.test_the_same_game_gives_the_same_observations,
              test_global.test_random_legal_play_keeps_the_invariants,
              test_machinery.test_the_untap_step_untaps_the_active_players_permanents_only,
              test_machinery.test_a_step_ends_only_when_all_players_pass_in_succession,
              test_machinery.test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses,
              test_mechanics.test_a_delayed_trigger_created_in_an_end_step_waits_for_the_next_turns]


@pytest.mark.parametrize("prop", PROPERTIES, ids=lambda p: p.__name__)
def test_the_unbroken_engine_passes_the_same_hunt(prop: Any) -> None:
    """The control: with the same settings and the same wrapper the broken engines use (nothing
    patched), the reference engine passes, so each failure above is the injected bug's doing, not
    the property's."""
    hunt(prop, broken({}))


def hunted_properties() -> set[str]:
    """The name of every property a can-fail test in this file or the other hunts with."""
    import ast
    names = set()
    for path in (Path(__file__), Path(__file__).with_name("test_new_properties_can_fail.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and ast.unparse(node.func) == "must_fail" and node.args \
                    and isinstance(node.args[0], ast.Attribute):
                names.add(node.args[0].attr)
    return names


def test_every_hunted_property_has_a_control() -> None:
    from tests.test_new_properties_can_fail import PROPERTIES as NEW
    controlled = {p.__name__ for p in (*PROPERTIES, *NEW)}
    assert hunted_properties() - controlled == set()
