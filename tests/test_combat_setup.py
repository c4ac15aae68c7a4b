"""The combat property's setup draws a game for every capability set an engine may declare (issue 30
item 1: with a small capability set every creature name of the pool could already be summoning sick on
Alice's battlefield, and ``st.sampled_from`` over the empty list of ready attackers raised
``InvalidArgument`` in the suite's own strategy, reported as the engine's failure)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mtg_conformance.protocol import Capability
from properties.test_combat import BY_CAPABILITY, _setup

CAPABILITY_SETS = [frozenset()] + [frozenset({cap}) for cap in BY_CAPABILITY] + [frozenset(BY_CAPABILITY)]


@pytest.mark.parametrize("caps", CAPABILITY_SETS, ids=lambda caps: "+".join(sorted(caps)) or "core")
@settings(max_examples=100, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_setup_always_gives_alice_an_attacker_ready_to_attack(caps, data) -> None:
    setup, _, _ = _setup(data, caps, ready=True)
    alice = next(p for p in setup.players if p.name == "Alice")
    ready = [perm for perm in alice.battlefield
             if perm.card != "Forest" and not perm.summoning_sick and (perm.controller or "Alice") == "Alice"]
    assert ready, setup
