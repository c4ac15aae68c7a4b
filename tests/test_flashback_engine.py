"""Reference engine, flashback details the scenarios do not reach: who may cast with flashback and
from where, which cards Otaria gives flashback to, the choice among several flashback costs, life
payment, and the targets of Fire (one or two, never the same twice)."""

from __future__ import annotations

import pytest

from mtg_conformance.protocol import (
    CastSpell, EventType, GameSetup, IllegalAction, PassPriority, PassUntilStackEmpty, PermanentSetup, PlaneSetup,
    PlayerSetup, QuestionKind, ScriptedChoice, Step, Target, UnansweredQuestion,
)
from mtg_reference_engine import ReferenceEngine


def _engine(alice: dict | None = None, bob: dict | None = None, plane: bool = False,
            active: str = "Alice") -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(GameSetup(
        players=(PlayerSetup(name="Alice", **(alice or {})), PlayerSetup(name="Bob", **(bob or {}))),
        active_player=active, step=Step.PRECOMBAT_MAIN,
        plane=PlaneSetup(card="Otaria", owner="Alice") if plane else None))
    return engine


def _id(engine: ReferenceEngine, player: str, zone: str, name: str) -> str:
    return next(c.id for c in getattr(engine.observe().player(player), zone) if c.name == name)


def _rejected(engine: ReferenceEngine, action: CastSpell, choices=()) -> IllegalAction:
    before = engine.observe()
    with pytest.raises(IllegalAction) as exc:
        engine.act(action, choices)
    assert engine.observe() == before
    return exc.value


def test_a_card_without_flashback_cannot_be_cast_from_a_graveyard() -> None:
    engine = _engine(alice=dict(graveyard=("Lightning Bolt",), mana_pool="{R}"))
    card = _id(engine, "Alice", "graveyard", "Lightning Bolt")
    error = _rejected(engine, CastSpell(player="Alice", card=card, targets=(Target(player="Bob"),),
                                        alternative_cost="flashback"))
    assert error.rule == "702.34a"


def test_flashback_casts_only_from_a_graveyard() -> None:
    engine = _engine(alice=dict(hand=("Think Twice",), mana_pool="{U}{U}{U}"))
    card = _id(engine, "Alice", "hand", "Think Twice")
    assert _rejected(engine, CastSpell(player="Alice", card=card, alternative_cost="flashback")).rule == "702.34a"


def test_a_player_cannot_cast_a_card_from_another_players_graveyard() -> None:
    engine = _engine(alice=dict(mana_pool="{U}{U}{U}"), bob=dict(graveyard=("Think Twice",)))
    card = _id(engine, "Bob", "graveyard", "Think Twice")
    assert _rejected(engine, CastSpell(player="Alice", card=card, alternative_cost="flashback")).rule == "601.3"


def test_otaria_gives_flashback_to_instants_and_sorceries_only() -> None:
    engine = _engine(alice=dict(graveyard=("Grizzly Bears",), mana_pool="{G}{G}"), plane=True)
    card = _id(engine, "Alice", "graveyard", "Grizzly Bears")
    assert _rejected(engine, CastSpell(player="Alice", card=card, alternative_cost="flashback")).rule == "702.34a"


def test_otaria_gives_flashback_to_every_players_cards_not_only_the_planar_controllers() -> None:
    engine = _engine(bob=dict(graveyard=("Lightning Bolt",), mana_pool="{R}"), plane=True)
    engine.act(PassPriority(player="Alice"))
    card = _id(engine, "Bob", "graveyard", "Lightning Bolt")
    result = engine.act(CastSpell(player="Bob", card=card, targets=(Target(player="Alice"),),
                                  alternative_cost="flashback"))
    assert [(e.name, e.paid) for e in result.events if e.type == EventType.SPELL_CAST] == [("Lightning Bolt", "{R}")]
    engine.act(PassUntilStackEmpty())
    obs = engine.observe()
    assert obs.player("Alice").life == 17
    assert [c.name for c in obs.exile] == ["Lightning Bolt"]


def test_several_flashback_costs_are_a_choice_of_the_caster() -> None:
    engine = _engine(alice=dict(graveyard=("Think Twice",), mana_pool="{U}{U}{U}", library=("Island",)), plane=True)
    card = _id(engine, "Alice", "graveyard", "Think Twice")
    action = CastSpell(player="Alice", card=card, alternative_cost="flashback")
    with pytest.raises(UnansweredQuestion) as asked:
        engine.act(action)
    assert asked.value.question.kind == QuestionKind.CHOOSE_COST
    assert sorted(asked.value.question.options) == ["{1}{U}", "{2}{U}"]
    assert _rejected(engine, action, [ScriptedChoice(question=QuestionKind.CHOOSE_COST, answer="{5}")])
    result = engine.act(action, [ScriptedChoice(question=QuestionKind.CHOOSE_COST, answer="{1}{U}")])
    assert [e.paid for e in result.events if e.type == EventType.SPELL_CAST] == ["{U}{U}"]


def test_a_flashback_cost_with_life_needs_that_much_life() -> None:
    engine = _engine(alice=dict(graveyard=("Deep Analysis",), mana_pool="{U}{U}", life=2))
    card = _id(engine, "Alice", "graveyard", "Deep Analysis")
    error = _rejected(engine, CastSpell(player="Alice", card=card, targets=(Target(player="Alice"),),
                                        alternative_cost="flashback"))
    assert error.rule == "119.4"


def test_fire_takes_one_or_two_different_targets() -> None:
    engine = _engine(alice=dict(hand=("Fire // Ice",), mana_pool="{R}{R}"),
                     bob=dict(battlefield=(PermanentSetup(card="Grizzly Bears"),)))
    card = _id(engine, "Alice", "hand", "Fire // Ice")
    bob, bears = Target(player="Bob"), Target(object=engine.observe().battlefield[0].id)
    assert _rejected(engine, CastSpell(player="Alice", card=card, face="Fire", targets=(bob, bob))).rule == "115.3"
    assert _rejected(engine, CastSpell(player="Alice", card=card, face="Fire")).rule == "601.2c"
    assert _rejected(engine, CastSpell(player="Alice", card=card, face="Fire",
                                       targets=(bob, Target(player="Alice"), bears))).rule == "601.2c"
    engine.act(CastSpell(player="Alice", card=card, face="Fire", targets=(bob,)))
    engine.act(PassUntilStackEmpty())
    assert engine.observe().player("Bob").life == 18


def test_a_flashback_spell_is_exiled_only_if_its_flashback_cost_was_paid() -> None:
    engine = _engine(alice=dict(hand=("Lightning Bolt",), mana_pool="{R}"), plane=True)
    card = _id(engine, "Alice", "hand", "Lightning Bolt")
    engine.act(CastSpell(player="Alice", card=card, targets=(Target(player="Bob"),)))
    engine.act(PassUntilStackEmpty())
    obs = engine.observe()
    assert [c.name for c in obs.player("Alice").graveyard] == ["Lightning Bolt"]
    assert not obs.exile
