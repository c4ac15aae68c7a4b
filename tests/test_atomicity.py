"""Atomicity of the reference engine: at least 10,000 random illegal actions — wrong timing,
unpayable costs, missing or wrong targets, another player's cards, wrong players — are each rejected
with a reason, and each leaves the observation exactly as it was."""

from __future__ import annotations

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtg_conformance.driver import Table
from mtg_conformance.properties import random_answers
from mtg_conformance.strategies import card_pool, setups
from mtg_reference_engine import ReferenceEngine
from properties.test_global import arbitrary_actions

pytestmark = pytest.mark.slow

POOL = card_pool(ReferenceEngine().info().capabilities)
ATTEMPTS = 40
rejected: list[int] = []


@settings(max_examples=330, derandomize=True, database=None, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def fire_illegal_actions(data: st.DataObject) -> None:
    table = Table(ReferenceEngine())
    table.load(data.draw(setups(POOL), label="setup"))
    for _ in range(ATTEMPTS):
        before = table.observe()
        action = data.draw(arbitrary_actions(before), label="action")
        if table.act(action, on_question=random_answers(data)):   # e.g. 514.1: which card to discard
            continue
        rejection = table.take_rejection()
        assert rejection.reason, f"{action} was rejected without a reason"
        assert table.observe() == before, f"{action} was rejected ({rejection}) but the game changed"
        rejected.append(1)


def test_ten_thousand_illegal_actions_change_nothing() -> None:
    rejected.clear()
    fire_illegal_actions()
    assert len(rejected) >= 10_000, f"only {len(rejected)} illegal actions were tried"
