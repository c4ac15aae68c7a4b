"""Reference engine, meld details the scenarios do not reach: Graf Rats' condition, Aura spells and
704.5m, delayed triggers, one replacement effect alone, card names, Planar Void and tokens, menace
given by Chittering Host, Duplicant without a melded permanent, and the answers a melded permanent's
leaving asks for."""

from __future__ import annotations

import pytest

from mtg_conformance.protocol import (
    AdvanceTo, Attack, Block, CastSpell, DeclareAttackers, DeclareBlockers, EventType, GameSetup,
    IllegalAction, OutsideEvent, OutsideEventKind, PassUntilStackEmpty, PermanentSetup, PlayerSetup,
    QuestionKind, ScriptedChoice, Step, Target, UnansweredQuestion,
)
from mtg_reference_engine import ReferenceEngine

HOST = PermanentSetup(card="Chittering Host", meld_cards=("Graf Rats", "Midnight Scavengers"))


def _engine(alice: dict, bob: dict | None = None, step: Step = Step.PRECOMBAT_MAIN) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", **alice), PlayerSetup(name="Bob", **(bob or {}))),
                           active_player="Alice", step=step))
    return engine


def _id(engine: ReferenceEngine, name: str, zone: str = "battlefield", player: str = "Alice") -> str:
    obs = engine.observe()
    if zone == "battlefield":
        return next(p.id for p in obs.battlefield if p.name == name or name in p.cards)
    if zone == "exile":
        return next(c.id for c in obs.exile if c.name == name)
    return next(c.id for c in getattr(obs.player(player), zone) if c.name == name)


def _choice(kind: QuestionKind, answer) -> ScriptedChoice:
    return ScriptedChoice(question=kind, answer=answer)


def _names(cards) -> list[str]:
    return [c.name for c in cards]


def test_graf_rats_does_not_meld_with_a_midnight_scavengers_its_controller_does_not_own() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Graf Rats"),)},
                     {"battlefield": (PermanentSetup(card="Midnight Scavengers", controller="Alice"),)})
    engine.act(AdvanceTo(step=Step.BEGINNING_OF_COMBAT))
    obs = engine.observe()
    assert not obs.stack
    assert sorted(p.name for p in obs.battlefield) == ["Graf Rats", "Midnight Scavengers"]


def test_graf_rats_melds_with_the_chosen_one_of_two_midnight_scavengers() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Graf Rats"), PermanentSetup(card="Midnight Scavengers"),
                                      PermanentSetup(card="Midnight Scavengers"))})
    second = [p.id for p in engine.observe().battlefield if p.name == "Midnight Scavengers"][1]
    engine.act(AdvanceTo(step=Step.BEGINNING_OF_COMBAT))
    result = engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.CHOOSE_OBJECT, second)])
    assert [e.detail for e in result.events if e.type == EventType.MELDED] == ["Graf Rats + Midnight Scavengers"]
    obs = engine.observe()
    assert sorted(p.name for p in obs.battlefield) == ["Chittering Host", "Midnight Scavengers"]
    assert obs.battlefield[0].id != second and not obs.exile


def test_chittering_host_gives_menace_so_two_blockers_are_needed() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Graf Rats"), PermanentSetup(card="Midnight Scavengers"),
                                      PermanentSetup(card="Grizzly Bears"))},
                     {"battlefield": (PermanentSetup(card="Llanowar Elves"), PermanentSetup(card="Grizzly Bears"))})
    engine.act(AdvanceTo(step=Step.BEGINNING_OF_COMBAT))
    engine.act(PassUntilStackEmpty())
    bears = next(p.id for p in engine.observe().battlefield if p.name == "Grizzly Bears" and p.controller == "Alice")
    assert next(p for p in engine.observe().battlefield if p.id == bears).power == 3
    engine.act(AdvanceTo(step=Step.DECLARE_ATTACKERS))
    engine.act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=bears, defender="Bob"),)))
    engine.act(AdvanceTo(step=Step.DECLARE_BLOCKERS))
    elves = _id(engine, "Llanowar Elves")
    bob_bears = next(p.id for p in engine.observe().battlefield if p.name == "Grizzly Bears" and p.controller == "Bob")
    with pytest.raises(IllegalAction) as rejected:
        engine.act(DeclareBlockers(player="Bob", blocks=(Block(blocker=elves, attacker=bears),)))
    assert rejected.value.rule == "702.111b"
    engine.act(DeclareBlockers(player="Bob", blocks=(Block(blocker=elves, attacker=bears),
                                                     Block(blocker=bob_bears, attacker=bears))))


def test_an_aura_spell_enters_attached_to_its_target_and_goes_when_that_creature_leaves() -> None:
    engine = _engine({"hand": ("Unhallowed Pact",), "mana_pool": "{B}{B}{B}"},
                     {"battlefield": (PermanentSetup(card="Grizzly Bears"),)})
    bears = _id(engine, "Grizzly Bears")
    engine.act(CastSpell(player="Alice", card=_id(engine, "Unhallowed Pact", "hand"), targets=(Target(object=bears),)))
    engine.act(PassUntilStackEmpty())
    assert next(p for p in engine.observe().battlefield if p.name == "Unhallowed Pact").attached_to == bears
    engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=bears))
    engine.act(PassUntilStackEmpty())
    obs = engine.observe()
    assert _names(obs.player("Alice").graveyard) == ["Unhallowed Pact"]                    # 704.5m
    assert [(p.name, p.controller, p.owner) for p in obs.battlefield] == [("Grizzly Bears", "Alice", "Bob")]


def test_an_aura_that_enchants_a_player_stays_while_the_player_is_in_the_game() -> None:
    engine = _engine({"hand": ("Wheel of Sun and Moon",), "mana_pool": "{G}{W}"})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Wheel of Sun and Moon", "hand"),
                         targets=(Target(player="Bob"),)))
    engine.act(PassUntilStackEmpty())
    assert [(p.name, p.attached_to) for p in engine.observe().battlefield] == [("Wheel of Sun and Moon", "Bob")]


def test_otherworldly_journey_returns_the_card_once_at_the_next_end_step() -> None:
    engine = _engine({"hand": ("Otherworldly Journey",), "mana_pool": "{W}{W}"},
                     {"battlefield": (PermanentSetup(card="Grizzly Bears"),)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Otherworldly Journey", "hand"),
                         targets=(Target(object=_id(engine, "Grizzly Bears")),)))
    engine.act(PassUntilStackEmpty())
    assert _names(engine.observe().exile) == ["Grizzly Bears"]
    engine.act(AdvanceTo(step=Step.END))
    engine.act(PassUntilStackEmpty())
    bears = next(p for p in engine.observe().battlefield if p.name == "Grizzly Bears")
    assert (bears.controller, bears.counters, bears.power) == ("Bob", {"+1/+1": 1}, 3)
    engine.act(AdvanceTo(step=Step.END))                  # Bob's end step: nothing triggers again
    assert engine.observe().active_player == "Bob" and not engine.observe().stack


def test_leyline_of_the_void_alone_exiles_an_opponents_card_without_a_question() -> None:
    engine = _engine({"hand": ("Lightning Bolt",), "mana_pool": "{R}"},
                     {"battlefield": (PermanentSetup(card="Leyline of the Void"),)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Lightning Bolt", "hand"), targets=(Target(player="Bob"),)))
    result = engine.act(PassUntilStackEmpty())
    assert [e.source for e in result.events if e.type == EventType.REPLACED] == ["Leyline of the Void"]
    assert _names(engine.observe().exile) == ["Lightning Bolt"]
    assert not engine.observe().player("Alice").graveyard


def test_leyline_of_the_void_leaves_its_controllers_cards_alone() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Leyline of the Void"), PermanentSetup(card="Grizzly Bears"))})
    engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_id(engine, "Grizzly Bears")))
    assert _names(engine.observe().player("Alice").graveyard) == ["Grizzly Bears"]


def test_the_replacement_effect_named_must_be_one_that_applies() -> None:
    engine = _engine({"battlefield": (HOST, PermanentSetup(card="Wheel of Sun and Moon", attached_to="Alice"))},
                     {"battlefield": (PermanentSetup(card="Leyline of the Void"),)})
    before = engine.observe()
    with pytest.raises(IllegalAction):
        engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_id(engine, "Chittering Host")),
                   [_choice(QuestionKind.REPLACEMENT_EFFECT, "Rest in Peace")])
    assert engine.observe() == before


def test_the_card_order_must_list_both_cards() -> None:
    engine = _engine({"battlefield": (HOST,)})
    before = engine.observe()
    with pytest.raises(IllegalAction):
        engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_id(engine, "Chittering Host")),
                   [_choice(QuestionKind.CARD_ORDER, ["Graf Rats", "Graf Rats"])])
    assert engine.observe() == before


def test_exiling_a_melded_permanent_asks_for_the_order_and_a_hand_does_not() -> None:
    engine = _engine({"battlefield": (HOST, HOST)})
    host = _id(engine, "Chittering Host")
    with pytest.raises(UnansweredQuestion) as asked:
        engine.act(OutsideEvent(event=OutsideEventKind.EXILE, object=host))
    assert asked.value.question.kind == QuestionKind.CARD_ORDER
    engine.act(OutsideEvent(event=OutsideEventKind.EXILE, object=host),
               [_choice(QuestionKind.CARD_ORDER, ["Midnight Scavengers", "Graf Rats"])])
    assert _names(engine.observe().exile) == ["Midnight Scavengers", "Graf Rats"]
    engine.act(OutsideEvent(event=OutsideEventKind.RETURN_TO_HAND, object=_id(engine, "Chittering Host")))
    assert sorted(_names(engine.observe().player("Alice").hand)) == ["Graf Rats", "Midnight Scavengers"]


@pytest.mark.parametrize("name", ["Fire", "Chittering Host"])
def test_predict_accepts_the_name_of_any_card_face(name: str) -> None:
    engine = _engine({"hand": ("Predict",), "mana_pool": "{U}{U}", "library": ("Island", "Forest")},
                     {"library": ("Swamp",)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Predict", "hand"), targets=(Target(player="Bob"),)))
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.NAME_CARD, name)])
    assert _names(engine.observe().player("Alice").hand) == ["Island"]


@pytest.mark.parametrize("name", ["Graf Rats and Midnight Scavengers", "Fire // Ice"])
def test_predict_refuses_a_name_no_card_has(name: str) -> None:
    """Not a card's name; nor both names of a split card (709.4a: "one of those names and not both")."""
    engine = _engine({"hand": ("Predict",), "mana_pool": "{U}{U}"}, {"library": ("Swamp",)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Predict", "hand"), targets=(Target(player="Bob"),)))
    with pytest.raises(IllegalAction):
        engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.NAME_CARD, name)])


def test_planar_void_sees_cards_not_tokens_nor_itself() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Planar Void"), PermanentSetup(card="Grizzly Bears", token=True),
                                      PermanentSetup(card="Llanowar Elves"))})
    result = engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_id(engine, "Grizzly Bears")))
    assert not [e for e in result.events if e.type == EventType.ABILITY_TRIGGERED]
    engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_id(engine, "Planar Void")))
    assert _names(engine.observe().player("Alice").graveyard) == ["Planar Void"]


def test_blood_artist_sees_its_own_death() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Blood Artist"),)})
    engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=_id(engine, "Blood Artist")),
               [_choice(QuestionKind.TARGETS, [Target(player="Bob")])])
    engine.act(PassUntilStackEmpty())
    assert (engine.observe().player("Alice").life, engine.observe().player("Bob").life) == (21, 19)


@pytest.mark.parametrize("use", [False, True])
def test_duplicant_has_the_power_and_toughness_of_a_creature_card_it_exiled(use: bool) -> None:
    engine = _engine({"hand": ("Duplicant",), "mana_pool": "{C}{C}{C}{C}{C}{C}"},
                     {"battlefield": (PermanentSetup(card="Grizzly Bears"),)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Duplicant", "hand")))
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.TARGETS, [Target(object=_id(engine, "Grizzly Bears"))]),
                                       _choice(QuestionKind.MAY, use)])
    duplicant = next(p for p in engine.observe().battlefield if p.name == "Duplicant")
    assert (duplicant.power, duplicant.toughness) == ((2, 2) if use else (2, 4))
    assert _names(engine.observe().exile) == (["Grizzly Bears"] if use else [])
