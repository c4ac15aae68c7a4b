"""g2view: the optional observation fields of capability ``characteristics`` (colors, subtypes, a
card's power and toughness; docs/protocol.md §3). Colorless is ``[]``, not ``null``, through the JSON
round trip; an engine declaring the capability that reports them null, or a color that is no color,
breaks an invariant; one that does not declare it has them read as absent."""

from __future__ import annotations

import dataclasses

import pytest

from mtg_reference_engine import ReferenceEngine
from mtg_conformance.driver import GuardedEngine
from mtg_conformance.invariants import InvariantViolation, check_declared_fields
from mtg_conformance.protocol import (
    Capability, CardView, EngineInfo, GameSetup, Observation, PlayerSetup, PlayerView, Step, from_json, to_json,
)

SETUP = GameSetup(players=(PlayerSetup(name="Alice", hand=("Island", "Grizzly Bears", "Lightning Bolt")),
                           PlayerSetup(name="Bob")), active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3)


def _hand(engine) -> dict[str, CardView]:
    engine.setup(SETUP)
    return {c.name: c for c in engine.observe().player("Alice").hand}


def test_colorless_is_an_empty_list_through_the_round_trip() -> None:
    hand = _hand(GuardedEngine(ReferenceEngine()))
    assert hand["Island"].colors == () and hand["Island"].subtypes == ("Island",)
    assert hand["Grizzly Bears"].colors == ("Green",) and (hand["Grizzly Bears"].power, hand["Grizzly Bears"].toughness) == (2, 2)
    assert hand["Lightning Bolt"].power is None and hand["Lightning Bolt"].subtypes == ()
    data = to_json(hand["Island"])
    assert data["colors"] == [] and from_json(CardView, data).colors == ()
    assert "colors" not in to_json(CardView(id="o1", name="Island", owner="Alice"))   # not reported: absent


class Undeclared(ReferenceEngine):
    def info(self) -> EngineInfo:
        info = super().info()
        return dataclasses.replace(info, capabilities=info.capabilities - {Capability.CHARACTERISTICS})


def test_an_engine_not_declaring_the_capability_has_the_fields_read_as_absent() -> None:
    hand = _hand(GuardedEngine(Undeclared()))
    assert all(c.colors is None and c.subtypes is None and c.power is None for c in hand.values())


def _obs(card: CardView) -> Observation:
    return Observation(turn=3, active_player="Alice", step=Step.PRECOMBAT_MAIN, priority="Alice",
                       players=(PlayerView(name="Alice", life=20, hand=(card,)),))


@pytest.mark.parametrize("card, message", [
    (CardView(id="o1", name="Island", owner="Alice", colors=None, subtypes=("Island",)), "colors null"),
    (CardView(id="o1", name="Island", owner="Alice", colors=(), subtypes=None), "subtypes null"),
    (CardView(id="o1", name="Grizzly Bears", owner="Alice", colors=("G",), subtypes=("Bear",)), "five words"),
    (CardView(id="o1", name="Grizzly Bears", owner="Alice", colors=("Green", "Green"), subtypes=()), "at most once"),
])
def test_a_declaring_engine_reporting_them_wrong_breaks_an_invariant(card: CardView, message: str) -> None:
    check_declared_fields(_obs(dataclasses.replace(card, colors=(), subtypes=())), frozenset({"characteristics"}), "x")
    with pytest.raises(InvariantViolation, match=message):
        check_declared_fields(_obs(card), frozenset({"characteristics"}), "x")
