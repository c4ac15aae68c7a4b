"""The per-property hunt budgets (tests/hunt_budgets.py) cannot hide a bug: a hunt that no longer
finds its bug within its property's budget fails, saying so, and every budget names a property."""

from __future__ import annotations

import pytest

from properties import test_combat, test_combat_damage, test_combat_keywords, test_control, test_cost_model, \
    test_costs, test_global, test_state_based_actions, test_legal_actions, test_machinery, test_mechanics, \
    test_objects, test_players, test_replacement, test_tokens
from tests import hunt_budgets
from tests.test_properties_can_fail import DuplicatesLands, HUNT, hunt_settings, must_fail


def test_a_hunt_with_too_few_examples_fails_rather_than_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Duplicated lands are found by the card-conservation property at its budget, not in its first
    10 examples (measured): at 10 the can-fail test must fail, not pass."""
    prop = test_global.test_no_card_is_ever_lost_or_duplicated
    must_fail(prop, DuplicatesLands)
    monkeypatch.setitem(hunt_budgets.BUDGETS, prop.__name__, 10)
    with pytest.raises(pytest.fail.Exception, match="found no falsifying example"):
        must_fail(prop, DuplicatesLands)


def unlisted() -> None:
    """A property no budget lists: it runs HUNT's examples."""


def test_the_budget_is_what_the_hunt_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    prop = test_global.test_no_card_is_ever_lost_or_duplicated
    assert hunt_settings(prop).max_examples == hunt_budgets.BUDGETS[prop.__name__] < HUNT.max_examples
    monkeypatch.setenv("MTG_CONFORMANCE_HUNT_EXAMPLES", "300")
    assert hunt_settings(prop).max_examples == 300
    assert hunt_settings(unlisted).max_examples == 300
    monkeypatch.delenv("MTG_CONFORMANCE_HUNT_EXAMPLES")
    assert hunt_settings(unlisted).max_examples == HUNT.max_examples


def test_every_budget_names_a_property() -> None:
    names = {name for module in (test_combat, test_combat_damage, test_combat_keywords, test_state_based_actions,
                                 test_control, test_cost_model, test_costs, test_global,
                                 test_legal_actions, test_machinery, test_mechanics, test_objects, test_players,
                                 test_replacement, test_tokens)
             for name in vars(module) if name.startswith("test_")}
    assert set(hunt_budgets.BUDGETS) - names == set()
    assert all(isinstance(n, int) and n >= 10 for n in hunt_budgets.BUDGETS.values())
