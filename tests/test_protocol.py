"""The engine protocol's JSON form: every message type survives a trip through JSON text, and
malformed input is refused with :class:`MalformedRequest` naming where it is wrong."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtg_conformance.protocol import (
    ACTION_TYPES, Action, ActionResult, ActivateAbility, AdvanceTo, Attack, Block, Capability, CardView,
    CastSpell, DeclareAttackers, DeclareBlockers, EngineFault, EngineInfo, Event, EventType,
    GameSetup, IllegalAction, MalformedRequest, Observation, OutsideEvent, OutsideEventKind,
    PassPriority, PassUntilStackEmpty, PermanentSetup, PermanentView, PlayerSetup, PlayerView,
    PlayLand, ProtocolError, Question, QuestionKind, ScriptedChoice, StackItemView, Step, Target,
    UnansweredQuestion, Unsupported, Zone, action_from_json, error_from_json, from_json, to_json,
)


def wire(value: Any) -> Any:
    """``value``'s JSON form as it arrives at the other end: through JSON text."""
    return json.loads(json.dumps(to_json(value)))


def round_trip(value: Any) -> Any:
    return from_json(type(value), wire(value))


# --------------------------------------------------------------------------------------------
# Hand-built instances of every type
# --------------------------------------------------------------------------------------------

SETUP = GameSetup(
    players=(
        PlayerSetup(
            name="Alice", life=17, library=("Forest", "Grizzly Bears"), hand=("Enter the Unknown",),
            graveyard=("Lightning Bolt", "Island"), exile=("Mountain",),
            battlefield=(
                PermanentSetup(card="Grizzly Bears", counters={"+1/+1": 2}, summoning_sick=True),
                PermanentSetup(card="Forest", tapped=True),
                PermanentSetup(card="Llanowar Elves", controller="Bob"),
            ),
            mana_pool="{G}{G}", lands_played=1),
        PlayerSetup(name="Bob"),
    ),
    active_player="Alice", step=Step.POSTCOMBAT_MAIN, turn=7)

ACTIONS = {
    "cast": CastSpell(player="Alice", card="o3", targets=(Target(object="o7"), Target(player="Bob")),
                      modes=(1, 3), x=2, alternative_cost="flashback", additional_costs=("kicker",),
                      face="Fire", sacrifice=("o9",), mana_abilities=("o4", "o5")),
    "play_land": PlayLand(player="Alice", card="o2"),
    "activate": ActivateAbility(player="Bob", source="o8", ability=1, targets=(Target(player="Alice"),),
                                mana_abilities=("o1",)),
    "pass": PassPriority(player="Bob"),
    "pass_until_stack_empty": PassUntilStackEmpty(),
    "advance": AdvanceTo(step=Step.DECLARE_BLOCKERS),
    "declare_attackers": DeclareAttackers(player="Alice", attacks=(Attack(attacker="o4", defender="Bob"),
                                                                   Attack(attacker="o5", defender="Carol"))),
    "declare_blockers": DeclareBlockers(player="Bob", blocks=(Block(blocker="o6", attacker="o4"),)),
    "outside_event": OutsideEvent(event=OutsideEventKind.STOP_BEING_A_CREATURE, object="o4"),
}

QUESTION = Question(kind=QuestionKind.EXPLORE_TO_GRAVEYARD, player="Alice",
                    prompt="Put Grizzly Bears into your graveyard?", options=(True, False))

EVENTS = (
    Event(type=EventType.ZONE_CHANGE, object="o9", previous="o3", name="Forest", player="Alice",
          from_zone=Zone.LIBRARY, to_zone=Zone.HAND),
    Event(type=EventType.EXPLORED, object="o4", name="Grizzly Bears", player="Alice", revealed="Forest"),
    Event(type=EventType.COUNTER_ADDED, object="o4", name="Grizzly Bears", counter="+1/+1", amount=1),
    Event(type=EventType.SPELL_CAST, object="o5", name="Enter the Unknown", player="Alice", paid="{G}",
          from_zone=Zone.HAND),
    Event(type=EventType.DAMAGE_DEALT, source="o4", name="Grizzly Bears", player="Bob", amount=2,
          detail="combat"),
    Event(type=EventType.LIFE_CHANGED, player="Bob", amount=-2),
)

OBSERVATION = Observation(
    turn=4, active_player="Alice", step=Step.PRECOMBAT_MAIN, priority="Bob",
    players=(
        PlayerView(name="Alice", life=18,
                   library=(CardView(id="o1", name="Forest", owner="Alice", mana_value=0),),
                   hand=(CardView(id="o2", name="Lightning Bolt", owner="Alice", mana_value=1),),
                   graveyard=(CardView(id="o3", name="Island", owner="Alice"),),
                   mana_pool="{G}", lands_played=1, land_plays_left=1),
        PlayerView(name="Bob", life=0, in_game=False),
    ),
    battlefield=(
        PermanentView(id="o4", name="Grizzly Bears", owner="Alice", controller="Bob", tapped=True,
                      counters={"+1/+1": 1, "-1/-1": 2}, power=1, toughness=1, types=("Creature",),
                      damage=1, cards=("Grizzly Bears",), mana_value=2),
    ),
    stack=(StackItemView(id="o6", name="Lightning Bolt", controller="Alice", kind="spell",
                         targets=(Target(player="Bob"),), mana_value=1),
           StackItemView(id="o7", name="Lurking Chupacabra: Whenever…", controller="Bob",
                         kind="ability", targets=(Target(object="o4"),))),
    exile=(CardView(id="o5", name="Mountain", owner="Bob", mana_value=0),),
)

INSTANCES = {
    "GameSetup": SETUP,
    "PlayerSetup": SETUP.players[0],
    "PermanentSetup": SETUP.players[0].battlefield[0],
    "Target": Target(object="o1"),
    "Attack": Attack(attacker="o1", defender="Bob"),
    "Block": Block(blocker="o2", attacker="o1"),
    "ScriptedChoice(bool)": ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD, answer=True),
    "ScriptedChoice(id)": ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer="o4"),
    "ScriptedChoice(names)": ScriptedChoice(question=QuestionKind.ORDER_TRIGGERS,
                                            answer=[{"source": "o1"}, {"source": "o2", "ability": 1}]),
    "Question": QUESTION,
    **{f"Event({e.type})": e for e in EVENTS},
    "ActionResult": ActionResult(events=EVENTS, choices_used=2),
    "CardView": OBSERVATION.exile[0],
    "PermanentView": OBSERVATION.battlefield[0],
    "StackItemView": OBSERVATION.stack[0],
    "PlayerView": OBSERVATION.players[0],
    "Observation": OBSERVATION,
    "EngineInfo": EngineInfo(name="reference", version="0.1.0",
                             capabilities=frozenset({Capability.EXPLORE, Capability.LAND_PLAYS_LEFT})),
}


@pytest.mark.parametrize("value", INSTANCES.values(), ids=INSTANCES.keys())
def test_round_trip(value: Any) -> None:
    assert round_trip(value) == value


def sample(tp: Any, n: int = 1) -> Any:
    """A deterministic value of protocol type ``tp`` with every field set to a non-default value,
    so that types added to the protocol later are round-tripped too."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return sample(next(a for a in typing.get_args(tp) if a is not type(None)), n)
    if origin is tuple:
        return tuple(sample(typing.get_args(tp)[0], n + i) for i in range(2))
    if origin is frozenset:
        return frozenset(sample(typing.get_args(tp)[0], n + i) for i in range(2))
    if origin in (Mapping, dict):
        kt, vt = typing.get_args(tp)
        return {sample(kt, n): sample(vt, n), sample(kt, n + 1): sample(vt, n + 1)}
    if isinstance(tp, type) and issubclass(tp, StrEnum):
        members = list(tp)
        return members[-n % len(members)]
    if tp is Target:
        return Target(object=f"o{n}")
    if dataclasses.is_dataclass(tp):
        hints = typing.get_type_hints(tp)
        return tp(**{f.name: sample(hints[f.name], n + i) for i, f in enumerate(dataclasses.fields(tp))})
    if tp is bool:
        return n % 2 == 1
    if tp is int:
        return 40 + n
    if tp is str:
        return f"s{n}"
    raise TypeError(f"no sample for {tp!r}")


def _protocol_dataclasses() -> dict[str, type]:
    import mtg_conformance.protocol as protocol
    return {name: obj for name in protocol.__all__
            if isinstance(obj := getattr(protocol, name), type) and dataclasses.is_dataclass(obj)}


@pytest.mark.parametrize("cls", _protocol_dataclasses().values(), ids=_protocol_dataclasses().keys())
def test_every_protocol_dataclass_round_trips_with_every_field_set(cls: type) -> None:
    value = sample(cls)
    assert round_trip(value) == value


@pytest.mark.parametrize("kind", sorted(ACTION_TYPES))
def test_action_round_trip(kind: str) -> None:
    cls = ACTION_TYPES[kind]
    for action in (ACTIONS.get(kind, sample(cls)), sample(cls)):
        data = wire(action)
        assert data["action"] == kind == cls.KIND
        assert action_from_json(data) == action
        # read as its own class too (the "action" field is allowed there)
        assert from_json(cls, data) == action


def test_action_union_and_action_types_agree() -> None:
    # from_json reads an Action-typed value through action_from_json only if these agree
    assert set(typing.get_args(Action)) == set(ACTION_TYPES.values())
    assert all(cls.KIND == kind for kind, cls in ACTION_TYPES.items())
    assert set(ACTIONS) <= set(ACTION_TYPES)


def test_json_form_is_compact_and_plain() -> None:
    # enums are their values, tuples lists, frozensets sorted lists; None fields and empty
    # defaults are left out; actions carry their kind.
    assert to_json(PlayLand(player="Alice", card="o2")) == {"action": "play_land", "player": "Alice", "card": "o2"}
    assert to_json(PassUntilStackEmpty()) == {"action": "pass_until_stack_empty"}
    assert to_json(Target(player="Bob")) == {"player": "Bob"}
    assert to_json(EngineInfo(name="e", version="1", capabilities=frozenset(
        {Capability.LAND_PLAYS, Capability.EXPLORE}))) == {
        "name": "e", "version": "1", "capabilities": ["explore", "land-plays"]}
    setup = wire(SETUP)
    assert setup["step"] == "postcombat_main"
    bob = setup["players"][1]
    assert {"name": "Bob", "life": 20}.items() <= bob.items()
    assert not {"library", "hand", "graveyard", "exile", "battlefield"} & set(bob)  # empty: left out
    assert setup["players"][0]["battlefield"][0]["counters"] == {"+1/+1": 2}


def test_defaults_fill_in_missing_optional_fields() -> None:
    data = {"players": [{"name": "Alice"}, {"name": "Bob"}], "active_player": "Bob"}
    setup = from_json(GameSetup, data)
    assert setup == GameSetup(players=(PlayerSetup(name="Alice"), PlayerSetup(name="Bob")), active_player="Bob")
    assert setup.step == Step.PRECOMBAT_MAIN and setup.turn == 3 and setup.players[0].life == 20


def test_observation_with_nobody_holding_priority_round_trips() -> None:
    # priority is `str | None` without a default: None (left out of the JSON) must read back
    observation = dataclasses.replace(OBSERVATION, priority=None, step=Step.DECLARE_ATTACKERS,
                                      awaiting="declare_attackers")
    assert "priority" not in wire(observation)
    assert round_trip(observation) == observation


@pytest.mark.parametrize("winners", [("Alice",), (), ("Alice", "Carol")], ids=["won", "draw", "two winners"])
def test_a_game_over_observation_round_trips(winners: tuple[str, ...]) -> None:
    # CR 104.1, 104.2a, 104.4a: the end of the game and who won (none for a draw) cross the wire.
    observation = dataclasses.replace(OBSERVATION, priority=None, game_over=True, winners=winners)
    data = wire(observation)
    assert data["game_over"] is True and data.get("winners", []) == list(winners)
    assert round_trip(observation) == observation
    assert "game_over" not in wire(OBSERVATION) or wire(OBSERVATION)["game_over"] is False


def test_target_answers_and_options_read_back_as_targets() -> None:
    choice = ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(object="o4"), Target(player="Bob")])
    assert wire(choice)["answer"] == [{"object": "o4"}, {"player": "Bob"}]
    assert round_trip(choice) == choice
    question = Question(kind=QuestionKind.TARGETS, player="Alice", prompt="Choose targets",
                        options=(Target(object="o4"), Target(player="Bob")))
    assert round_trip(question) == question


# --------------------------------------------------------------------------------------------
# Hypothesis: strategies derived from the type hints, every field set
# --------------------------------------------------------------------------------------------

_names = st.text(min_size=1, max_size=6)


def strategy_for(tp: Any) -> st.SearchStrategy[Any]:
    """A strategy for values of protocol type ``tp`` (fields with defaults generated too)."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return st.one_of(st.booleans(), _names, st.lists(_names, max_size=3))
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        options = [strategy_for(a) for a in args]
        return st.one_of(st.none(), *options) if len(args) < len(typing.get_args(tp)) else st.one_of(*options)
    if origin is tuple:
        return st.lists(strategy_for(typing.get_args(tp)[0]), max_size=3).map(tuple)
    if origin is frozenset:
        return st.frozensets(strategy_for(typing.get_args(tp)[0]), max_size=4)
    if origin in (Mapping, dict):
        kt, vt = typing.get_args(tp)
        return st.dictionaries(strategy_for(kt), strategy_for(vt), max_size=3)
    if isinstance(tp, type) and issubclass(tp, StrEnum):
        return st.sampled_from(list(tp))
    if tp is Target:  # exactly one of object and player
        return st.one_of(st.builds(Target, object=_names), st.builds(Target, player=_names))
    if dataclasses.is_dataclass(tp):
        hints = typing.get_type_hints(tp)
        return st.builds(tp, **{f.name: strategy_for(hints[f.name]) for f in dataclasses.fields(tp)})
    if tp is bool:
        return st.booleans()
    if tp is int:
        return st.integers(min_value=-(2**40), max_value=2**40)
    if tp is str:
        return st.text(max_size=8)
    raise TypeError(f"no strategy for {tp!r}")


FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(st.one_of(*(strategy_for(cls) for cls in ACTION_TYPES.values())))
def test_hypothesis_actions_round_trip(action: Any) -> None:
    assert action_from_json(wire(action)) == action


@FAST
@given(strategy_for(GameSetup))
def test_hypothesis_setup_round_trip(setup: GameSetup) -> None:
    assert from_json(GameSetup, wire(setup)) == setup


@FAST
@given(st.builds(GameSetup, players=st.lists(st.from_type(PlayerSetup), max_size=2).map(tuple),
                 active_player=_names))
def test_hypothesis_from_type_setup_round_trip(setup: GameSetup) -> None:
    assert from_json(GameSetup, wire(setup)) == setup


@FAST
@given(strategy_for(ActionResult), strategy_for(EngineInfo), strategy_for(Question))
def test_hypothesis_results_round_trip(result: ActionResult, info: EngineInfo, question: Question) -> None:
    assert round_trip(result) == result
    assert round_trip(info) == info
    assert round_trip(question) == question


@FAST
@given(strategy_for(Observation))
def test_hypothesis_observation_round_trip(observation: Observation) -> None:
    assert round_trip(observation) == observation


# --------------------------------------------------------------------------------------------
# Malformed input
# --------------------------------------------------------------------------------------------

def _setup_json() -> dict[str, Any]:
    return wire(SETUP)


def _refused(cls: Any, data: Any, *fragments: str) -> str:
    with pytest.raises(MalformedRequest) as info:
        from_json(cls, data)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


def test_unknown_field_is_named_with_its_path() -> None:
    data = _setup_json()
    data["players"][0]["energy"] = 3
    _refused(GameSetup, data, "GameSetup.players[0]", "unknown field", "energy")
    data = _setup_json()
    data["players"][0]["battlefield"][1]["flipped"] = True
    _refused(GameSetup, data, "GameSetup.players[0].battlefield[1]", "flipped")


def test_missing_required_field_is_named_with_its_path() -> None:
    data = _setup_json()
    del data["players"][1]["name"]
    _refused(GameSetup, data, "GameSetup.players[1]", "missing field 'name'")
    data = _setup_json()
    del data["active_player"]
    _refused(GameSetup, data, "GameSetup", "missing field 'active_player'")
    data = _setup_json()
    del data["players"][0]["battlefield"][2]["card"]
    _refused(GameSetup, data, "GameSetup.players[0].battlefield[2]", "'card'")


@pytest.mark.parametrize("path, bad", [
    (("players", 0, "life"), "20"),
    (("players", 0, "life"), True),          # a bool is not an int
    (("players", 0, "life"), 20.5),
    (("turn",), None),
    (("players", 0, "library"), "Forest"),   # a string is not a list
    (("players", 0, "library", 1), 7),
    (("players", 0, "battlefield", 0, "counters"), ["+1/+1"]),
    (("players", 0, "battlefield", 0, "counters", "+1/+1"), "2"),
    (("players", 0, "battlefield", 0, "tapped"), "yes"),
    (("players",), {"name": "Alice"}),
])
def test_wrong_type_is_named_with_its_path(path: tuple[Any, ...], bad: Any) -> None:
    data = _setup_json()
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = bad
    where = "GameSetup" + "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path)
    _refused(GameSetup, data, where + ":")


def test_top_level_that_is_not_an_object() -> None:
    _refused(GameSetup, [], "GameSetup", "expected an object")
    _refused(Observation, "nope", "Observation", "expected an object")


def test_unknown_enum_value_is_named_with_its_path() -> None:
    data = _setup_json()
    data["step"] = "second_main"
    message = _refused(GameSetup, data, "GameSetup.step", "'second_main'")
    assert "precombat_main" in message  # lists the known values
    _refused(Event, {"type": "exploded"}, "Event.type", "'exploded'")
    _refused(EngineInfo, {"name": "e", "version": "1", "capabilities": ["explore", "time-travel"]},
             "EngineInfo.capabilities", "time-travel")


def test_unknown_action_kind() -> None:
    with pytest.raises(MalformedRequest) as info:
        action_from_json({"action": "concede", "player": "Alice"})
    assert "action" in str(info.value) and "'concede'" in str(info.value)
    assert "play_land" in str(info.value)  # names the known kinds
    with pytest.raises(MalformedRequest, match="'action' field"):
        action_from_json({"player": "Alice", "card": "o1"})
    with pytest.raises(MalformedRequest, match="'action' field"):
        action_from_json(["pass"])


def test_malformed_action_fields_are_named_with_their_path() -> None:
    data = wire(ACTIONS["cast"])
    data["targets"][1] = {"player": 3}
    with pytest.raises(MalformedRequest, match=r"action\(cast\)\.targets\[1\]\.player"):
        action_from_json(data)
    with pytest.raises(MalformedRequest, match=r"action\(advance\)\.step"):
        action_from_json({"action": "advance", "step": "lunch"})
    with pytest.raises(MalformedRequest, match=r"action\(play_land\).*missing field 'card'"):
        action_from_json({"action": "play_land", "player": "Alice"})
    with pytest.raises(MalformedRequest, match=r"action\(pass\).*unknown field.*'card'"):
        action_from_json({"action": "pass", "player": "Alice", "card": "o1"})
    with pytest.raises(MalformedRequest, match=r"action\(outside_event\)\.event"):
        action_from_json({"action": "outside_event", "event": "explode", "object": "o1"})


def test_malformed_request_is_a_protocol_error() -> None:
    assert issubclass(MalformedRequest, ProtocolError)
    assert MalformedRequest("x").to_json() == {"kind": "malformed_request", "message": "x"}


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["305.2b", None])
def test_illegal_action_round_trips(rule: str | None) -> None:
    error = IllegalAction("Alice has played 1 land(s) this turn and may play 1", rule)
    back = error_from_json(json.loads(json.dumps(error.to_json())))
    assert type(back) is IllegalAction
    assert (back.reason, back.rule, str(back)) == (error.reason, error.rule, str(error))
    if rule:
        assert str(back).endswith("(CR 305.2b)")


def test_unanswered_question_round_trips() -> None:
    error = UnansweredQuestion(QUESTION)
    back = error_from_json(json.loads(json.dumps(error.to_json())))
    assert type(back) is UnansweredQuestion
    assert back.question == QUESTION
    assert str(back) == str(error)
    assert "Put Grizzly Bears into your graveyard?" in str(back)


def test_unanswered_question_keeps_its_note() -> None:
    error = UnansweredQuestion(QUESTION, "no scripted choice left")
    back = error_from_json(json.loads(json.dumps(error.to_json())))
    assert str(back) == str(error)


@pytest.mark.parametrize("cls", [ProtocolError, MalformedRequest, Unsupported, EngineFault])
def test_other_errors_round_trip(cls: type[ProtocolError]) -> None:
    back = error_from_json(json.loads(json.dumps(cls("something went wrong").to_json())))
    assert type(back) is cls and str(back) == "something went wrong"


def test_unknown_error_kind_is_an_engine_fault() -> None:
    back = error_from_json({"kind": "kaboom", "message": "?"})
    assert type(back) is EngineFault and str(back) == "?"
