"""The legal-actions properties catch a reference engine that leaves out casts paying costs that are
not mana (legal17: docs/protocol.md "Legal actions"; CR 601.2b, 601.2h), or lists only one of the
ways to pay them."""

from __future__ import annotations

import mtg_reference_engine.adapter as ref_adapter
import mtg_reference_engine.legal as ref_legal

from properties import test_legal_actions
from tests.test_new_properties_can_fail import broken_listing
from tests.test_properties_can_fail import must_fail

_casts = ref_legal._casts


def _no_casts_paid_with_cards(game, player, card, *rest):
    """Casts that discard or exile cards to pay a cost ("Escalate—Discard a card", "exile X cards
    from your graveyard", "Flashback—{R}{R}, Discard X cards") are not listed."""
    return (c for c in _casts(game, player, card, *rest) if not (c.discard or c.exile))


def test_main_phase_property_catches_casts_paid_with_cards_left_out() -> None:
    must_fail(test_legal_actions.test_legal_actions_with_spells_in_the_main_phase,
              broken_listing({_casts: _no_casts_paid_with_cards}))


def _only_the_first_payment(game, player, card, *rest):
    """Of the ways to pay a cost that is not mana, only the first is listed (which card is
    discarded is the caster's choice, 601.2h)."""
    seen = set()
    for c in _casts(game, player, card, *rest):
        choice = (c.targets, c.modes, c.x, c.alternative_cost, c.face)
        if (c.discard or c.exile or len(c.sacrifice) > 1) and choice in seen:
            continue
        seen.add(choice)
        yield c


def test_main_phase_property_catches_a_single_payment_listed() -> None:
    must_fail(test_legal_actions.test_legal_actions_with_spells_in_the_main_phase,
              broken_listing({_casts: _only_the_first_payment}))

# The pre-check that ignored cost reductions (601.2f) is caught by the deterministic regression
# tests/test_legal_cost_payments.py::test_a_cost_reduction_lets_x_be_more_than_the_mana_in_pool: at the
# hunt budget of 20 examples no property meets Goblin Electromancer with an X spell and exactly one
# mana short (the ci profile's many-spells property did, which is how it was found).


_try = ref_adapter._try


def _legal_once_asked(engine, game, candidate, copy_game):
    """The listing before 8e6333a: a candidate that asks a question is legal whatever its answers,
    so a flashback cast with two costs, neither payable (Past in Flames' own and the one it gave,
    or Otaria's), is listed and then rejected (601.2h: the action is legal only when some choices
    let it be completed)."""
    trial = copy_game(game)
    trial.events, trial.choices = [], ref_adapter.ChoiceQueue(())
    try:
        engine._dispatch(trial, candidate)
    except ref_adapter.UnansweredQuestion:
        return ref_adapter.ASKED
    except Exception:                       # noqa: BLE001  (rejected: not listed, as _try does)
        return _try(engine, game, candidate, copy_game)
    return trial


def test_main_phase_property_catches_casts_listed_whatever_their_answers() -> None:
    must_fail(test_legal_actions.test_legal_actions_with_spells_in_the_main_phase,
              broken_listing({_try: _legal_once_asked}))
