"""dmg17: the property of dividing combat damage (properties/test_combat_damage.py) can fail: it is
run against the reference engine with each bug it guards against injected (as in
tests/test_properties_can_fail.py), and Hypothesis must find it."""

from __future__ import annotations

import mtg_reference_engine.combat as ref_combat
from properties import test_combat_damage
from tests.test_properties_can_fail import broken, must_fail

PROPERTY = test_combat_damage.test_a_blocked_creature_deals_exactly_the_division_its_controller_chose

_read_answer = ref_combat._read_answer
_legal = ref_combat._legal
_ways = ref_combat._ways


def _all_to_the_first(game, choosing, answer, fixed=None):
    """Reads the answer (so that a bad one is still rejected), then deals each creature's damage to
    its first blocker: what the reference engine did before the question existed."""
    _read_answer(game, choosing, answer, fixed)
    return [(d.power,) + (0,) * (len(ref_combat._recipients(d)) - 1) for d in choosing]


def _trample_ignores_lethal(game, d, amounts, others=()):
    return sum(amounts) == d.power and min(amounts) >= 0


def _never_a_choice(game, d, alone=True):
    """Every division is taken as the only legal one: all to the first blocker, no question."""
    return [(d.power,) + (0,) * (len(ref_combat._recipients(d)) - 1)]


def test_the_property_catches_an_engine_that_ignores_the_division() -> None:
    must_fail(PROPERTY, broken({_read_answer: _all_to_the_first}))


def test_the_property_catches_trample_damage_to_the_player_before_lethal_damage() -> None:
    must_fail(PROPERTY, broken({_legal: _trample_ignores_lethal}))


def test_the_property_catches_an_engine_that_divides_without_asking() -> None:
    must_fail(PROPERTY, broken({_ways: _never_a_choice}))


_entries = ref_combat._entries


def _entries_with_a_misspelt_amount(d, amounts):
    """mut6: the question's options are not answers: their amount is under another key (the mutant
    combat.x__entries__mutmut_19 of the 2026-12-02 mutation sample)."""
    return [{("amount_" if k == "amount" else k): v for k, v in e.items()} for e in _entries(d, amounts)]


def test_the_property_catches_options_that_are_not_answers() -> None:
    must_fail(PROPERTY, broken({_entries: _entries_with_a_misspelt_amount}))
