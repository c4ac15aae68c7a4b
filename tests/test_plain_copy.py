"""mtg_conformance.plain: the driver's one-pass copy of an engine's observation or action result
gives what the JSON round trip gives, shares nothing that can change, and refuses (NotPlain: the
round trip decides) whatever is not exactly of the declared types."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings

from mtg_conformance.plain import NotPlain, plain_copy
from mtg_conformance.protocol import (
    ActionResult, Event, EventType, Observation, PermanentView, PlayerView, Step, Zone, from_json, to_json,
)
from mtg_conformance.strategies import card_pool, setups
from mtg_reference_engine import ReferenceEngine


def _observation() -> Observation:
    return Observation(
        turn=3, active_player="Alice", step=Step.PRECOMBAT_MAIN, priority="Alice",
        players=(PlayerView(name="Alice", life=20), PlayerView(name="Bob", life=7, in_game=False)),
        battlefield=(PermanentView(id="o1", name="Grizzly Bears", owner="Bob", controller="Alice",
                                   counters={"+1/+1": 2}, power=4, toughness=4, types=("Creature",)),))


def _round_trip(cls, value):
    return from_json(cls, to_json(value))


@settings(max_examples=25, derandomize=True, database=None, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(setup=setups(card_pool(str(c) for c in ReferenceEngine().info().capabilities), names=None))
def test_a_reference_observation_is_copied_as_the_round_trip_reads_it(setup) -> None:
    engine = ReferenceEngine()
    engine.setup(setup)
    obs = engine.observe()
    assert plain_copy(Observation, obs) == _round_trip(Observation, obs)


def test_the_copy_shares_no_object_and_no_mapping() -> None:
    obs = _observation()
    copied = plain_copy(Observation, obs)
    assert copied == obs == _round_trip(Observation, obs)
    assert copied is not obs and copied.players[0] is not obs.players[0]
    assert copied.battlefield[0] is not obs.battlefield[0]
    assert copied.battlefield[0].counters is not obs.battlefield[0].counters
    object.__setattr__(obs.players[1], "life", 3)          # a live view changed in place afterwards
    obs.battlefield[0].counters["+1/+1"] = 9                # type: ignore[index]
    assert copied.players[1].life == 7 and copied.battlefield[0].counters == {"+1/+1": 2}


def test_an_action_result_is_copied_as_the_round_trip_reads_it() -> None:
    result = ActionResult(events=(Event(type=EventType.ZONE_CHANGE, object="o2", from_zone=Zone.HAND,
                                        to_zone=Zone.STACK, previous="o1"),), choices_used=1)
    assert plain_copy(ActionResult, result) == _round_trip(ActionResult, result) == result


class _AlwaysEqual(Observation):
    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = None  # type: ignore[assignment]


class _Name(str):
    pass


@pytest.mark.parametrize("change", [
    lambda o: _AlwaysEqual(**{f.name: getattr(o, f.name) for f in dataclasses.fields(o)}),   # a subclass
    lambda o: dataclasses.replace(o, players=list(o.players)),                # a list for a tuple
    lambda o: dataclasses.replace(o, turn=True),                              # a bool for an int
    lambda o: dataclasses.replace(o, turn="3"),                               # a string for an int
    lambda o: dataclasses.replace(o, step="precombat_main"),                  # a string for an enum
    lambda o: dataclasses.replace(o, active_player=_Name("Alice")),           # a str subclass
    lambda o: dataclasses.replace(o, players=(dataclasses.replace(o.players[0], life=None), o.players[1])),
    lambda o: dataclasses.replace(o, battlefield=(dataclasses.replace(o.battlefield[0], counters={"+1/+1": 2.0}),)),
    lambda o: dataclasses.replace(o, battlefield=(dataclasses.replace(o.battlefield[0], types=["Creature"]),)),
    lambda o: dataclasses.replace(o, battlefield=({"id": "o1"},)),            # a dict for a dataclass
], ids=["subclass", "list", "bool", "str-for-int", "str-for-enum", "str-subclass", "null", "float", "types-list",
        "dict"])
def test_anything_not_exactly_of_its_declared_type_is_left_to_the_round_trip(change) -> None:
    with pytest.raises(NotPlain):
        plain_copy(Observation, change(_observation()))
