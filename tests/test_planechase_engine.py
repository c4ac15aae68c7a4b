"""Reference engine, Planechase details the scenarios do not reach: rolling in a game without a
plane, a die face that does not exist, Naar Isle's chaos ability hitting a player, and the face-up
plane's triggered abilities being controlled by the planar controller."""

from __future__ import annotations

import pytest

from mtg_conformance.protocol import (
    EventType, GameSetup, IllegalAction, PassUntilStackEmpty, PlaneSetup, PlayerSetup, QuestionKind,
    RollPlanarDie, ScriptedChoice, Target,
)
from mtg_reference_engine import ReferenceEngine


def _engine(plane: str | None = "Otaria", owner: str = "Alice", **alice) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(GameSetup(
        players=(PlayerSetup(name="Alice", **alice), PlayerSetup(name="Bob")), active_player="Alice",
        plane=PlaneSetup(card=plane, owner=owner) if plane else None))
    return engine


def _die(face: str) -> ScriptedChoice:
    return ScriptedChoice(question=QuestionKind.PLANAR_DIE, answer=face)


def test_no_planar_die_without_a_plane() -> None:
    engine = _engine(plane=None)
    with pytest.raises(IllegalAction) as exc:
        engine.act(RollPlanarDie(player="Alice"), [_die("chaos")])
    assert exc.value.rule == "901.9"


def test_a_die_face_that_does_not_exist_is_rejected_and_changes_nothing() -> None:
    engine = _engine()
    before = engine.observe()
    with pytest.raises(IllegalAction) as exc:
        engine.act(RollPlanarDie(player="Alice"), [_die("seven")])
    assert exc.value.rule == "901.3a"
    assert engine.observe() == before


def test_a_roll_costs_as_many_mana_as_rolls_already_taken() -> None:
    engine = _engine(mana_pool="{R}{G}", planar_die_rolls=2)
    result = engine.act(RollPlanarDie(player="Alice"), [_die("blank")])
    rolled = [e for e in result.events if e.type == EventType.PLANAR_DIE_ROLLED]
    assert [(e.detail, e.paid) for e in rolled] == [("blank", "{R}{G}")]
    assert engine.observe().player("Alice").planar_die_rolls == 3


def test_naar_isle_chaos_ability_hits_the_target_player_and_is_controlled_by_the_planar_controller() -> None:
    engine = _engine(plane="Naar Isle", owner="Bob")
    result = engine.act(RollPlanarDie(player="Alice"),
                        [_die("chaos"), ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(player="Bob")])])
    triggered = [e for e in result.events if e.type == EventType.ABILITY_TRIGGERED]
    assert [(e.name, e.player) for e in triggered] == [("Naar Isle", "Alice")]
    engine.act(PassUntilStackEmpty())
    obs = engine.observe()
    assert (obs.player("Alice").life, obs.player("Bob").life) == (20, 17)


def test_the_planeswalking_ability_is_reported_without_a_source() -> None:
    engine = _engine(planar_deck=("Naya",))
    result = engine.act(RollPlanarDie(player="Alice"), [_die("planeswalk")])
    triggered = [e for e in result.events if e.type == EventType.ABILITY_TRIGGERED]
    assert [(e.source, e.name, e.player) for e in triggered] == [(None, "planeswalking ability", "Alice")]
    engine.act(PassUntilStackEmpty())
    obs = engine.observe()
    assert obs.plane is not None and obs.plane.name == "Naya"
    assert [c.name for c in obs.player("Alice").planar_deck] == ["Otaria"]
