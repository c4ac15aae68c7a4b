"""The properties of the cost model (properties/test_cost_model.py) can fail: each is run against
the reference engine with one bug injected into engine/costs.py or engine/mana.py, and Hypothesis
(HUNT settings) must find a falsifying example; the controls run them with the unbroken engine under
the same settings. Helpers come from tests/test_properties_can_fail.py."""

from __future__ import annotations

import dataclasses

import mtg_reference_engine.costs as ref_costs
import mtg_reference_engine.mana as ref_mana
import pytest

from mtg_conformance.protocol import IllegalAction, Zone
from properties import test_cost_model
from tests.test_properties_can_fail import broken, hunt, must_fail

_total_mana = ref_costs.total_mana
_choose_payment = ref_costs.choose_payment
_reduce_generic = ref_mana.ManaCost.reduce_generic


def _reductions_first(base, additions, increases, reductions):
    """601.2f read backwards: reductions are taken from the mana or alternative cost before the
    additional costs and increases are added, so a reduction is lost against {R}."""
    return _total_mana(_total_mana(base, (), (), reductions), additions, increases, ())


def _reduces_colored_too(self, amount):
    """118.7a broken: a reduction larger than the generic part takes a colored symbol as well."""
    if amount > self.generic and self.symbols:
        return dataclasses.replace(self, generic=0, symbols=self.symbols[1:])
    return _reduce_generic(self, amount)


def _pays_what_is_named(game, player, needs, named, x, spell_name):
    """601.2h broken: a payment that names too few or too many objects pays what it names."""
    try:
        return _choose_payment(game, player, needs, named, x, spell_name)
    except IllegalAction as exc:
        if exc.rule != "601.2b":
            raise
        return [(need, [obj for obj in (ref_costs._candidate(game, player, need.action, i)
                                        for i in named.get(need.action, ())) if obj is not None])
                for need in needs[:1]]


_candidate = ref_costs._candidate


def _anyones_permanent(game, player, action, object_id):
    """701.21a broken: a permanent another player controls may be sacrificed."""
    if _WHERE[action] == Zone.BATTLEFIELD:
        return game.permanent(object_id)
    return _candidate(game, player, action, object_id)


_WHERE = ref_costs._WHERE


def test_total_cost_property_catches_reductions_taken_before_increases() -> None:
    must_fail(test_cost_model.test_the_total_cost_adds_increases_then_takes_reductions,
              broken({(ref_costs, "total_mana"): _reductions_first}))


def test_total_cost_property_catches_a_reduction_of_colored_mana() -> None:
    must_fail(test_cost_model.test_the_total_cost_adds_increases_then_takes_reductions,
              broken({(ref_mana.ManaCost, "reduce_generic"): _reduces_colored_too}))


def test_full_payment_property_catches_a_partial_payment() -> None:
    must_fail(test_cost_model.test_a_cost_that_is_not_mana_is_paid_in_full_or_not_at_all,
              broken({(ref_costs, "choose_payment"): _pays_what_is_named}))


def test_full_payment_property_catches_sacrificing_another_players_permanent() -> None:
    must_fail(test_cost_model.test_a_cost_that_is_not_mana_is_paid_in_full_or_not_at_all,
              broken({(ref_costs, "_candidate"): _anyones_permanent}))


_pay = ref_mana.pay


def _pays_without_debiting(cost, pool):
    """601.2h broken: the mana is reported spent, but the pool keeps it (the spell is free; test
    audit 2's probe for P5, whose property read only the engine's ``paid``)."""
    from collections import Counter
    return _pay(cost, Counter(pool))


def test_total_cost_property_catches_a_pool_never_debited() -> None:
    must_fail(test_cost_model.test_the_total_cost_adds_increases_then_takes_reductions,
              broken({_pay: _pays_without_debiting}))


PROPERTIES = [test_cost_model.test_the_total_cost_adds_increases_then_takes_reductions,
              test_cost_model.test_a_cost_that_is_not_mana_is_paid_in_full_or_not_at_all]


@pytest.mark.parametrize("prop", PROPERTIES, ids=lambda p: p.__name__)
def test_control_the_unbroken_engine_passes(prop) -> None:
    """The same settings, nothing patched: the reference engine passes, so each failure above is
    the injected bug's doing."""
    hunt(prop, broken({}))
