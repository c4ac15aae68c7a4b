"""Reference engine, emerge and escalate details the scenarios do not reach: Distended Mindbender's
cast trigger, "up to four targets" limits, Delver of Secrets transforming, Clone copying a creature
with an "enters with" ability, flying in blocks, and the transforming card data."""

from __future__ import annotations

import pytest

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import (
    AdvanceTo, Attack, Block, CastSpell, DeclareAttackers, DeclareBlockers, EventType, GameSetup,
    IllegalAction, PassUntilStackEmpty, PermanentSetup, PlayerSetup, QuestionKind, ScriptedChoice, Step,
    Target,
)
from mtg_reference_engine import ReferenceEngine


def _engine(alice: dict, bob: dict | None = None, step: Step = Step.PRECOMBAT_MAIN,
            active: str = "Alice") -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", **alice), PlayerSetup(name="Bob", **(bob or {}))),
                           active_player=active, step=step))
    return engine


def _id(engine: ReferenceEngine, name: str, zone: str = "battlefield", player: str = "Alice") -> str:
    obs = engine.observe()
    if zone == "battlefield":
        return next(p.id for p in obs.battlefield if p.name == name or name in p.cards)
    return next(c.id for c in getattr(obs.player(player), zone) if c.name == name)


def _choice(kind: QuestionKind, answer) -> ScriptedChoice:
    return ScriptedChoice(question=kind, answer=answer)


def test_transforming_card_is_looked_up_by_its_front_face_with_its_back_face() -> None:
    db = load_cards()
    delver, back = db["Delver of Secrets"], db["Insectile Aberration"]
    assert delver.layout == back.layout == "transform"
    assert delver.faces == (back,)
    assert (back.mana_cost, back.colors, back.keywords) == (None, ("U",), ("Flying",))
    assert db["Eldrazi Horror"].types == ("Creature",)  # "Token" is not a card type


def test_distended_mindbender_makes_the_opponent_discard_the_two_chosen_cards() -> None:
    engine = _engine(
        {"hand": ("Distended Mindbender",), "battlefield": (PermanentSetup(card="Grizzly Bears"),),
         "mana_pool": "{C}{C}{C}{B}{B}"},
        {"hand": ("Llanowar Elves", "Elder Deep-Fiend", "Forest", "Clone")})
    elves, fiend = _id(engine, "Llanowar Elves", "hand", "Bob"), _id(engine, "Elder Deep-Fiend", "hand", "Bob")
    result = engine.act(CastSpell(player="Alice", card=_id(engine, "Distended Mindbender", "hand"),
                                  alternative_cost="emerge", sacrifice=(_id(engine, "Grizzly Bears"),)),
                        [_choice(QuestionKind.TARGETS, [Target(player="Bob")])])
    assert [e.paid for e in result.events if e.type == EventType.SPELL_CAST] == ["{B}{B}{C}{C}{C}"]
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.CHOOSE_OBJECT, elves),
                                       _choice(QuestionKind.CHOOSE_OBJECT, fiend)])
    bob = engine.observe().player("Bob")
    assert sorted(c.name for c in bob.graveyard) == ["Elder Deep-Fiend", "Llanowar Elves"]
    assert sorted(c.name for c in bob.hand) == ["Clone", "Forest"]


def test_distended_mindbender_cannot_choose_a_land_as_the_cheap_card() -> None:
    engine = _engine(
        {"hand": ("Distended Mindbender",), "battlefield": (PermanentSetup(card="Elder Deep-Fiend"),),
         "mana_pool": "{B}{B}"},
        {"hand": ("Forest", "Clone")})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Distended Mindbender", "hand"),
                         alternative_cost="emerge", sacrifice=(_id(engine, "Elder Deep-Fiend"),)),
               [_choice(QuestionKind.TARGETS, [Target(player="Bob")])])
    with pytest.raises(IllegalAction):
        engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.CHOOSE_OBJECT,
                                                    _id(engine, "Forest", "hand", "Bob"))])
    # Only the mana value 4 card can be chosen (no nonland card with mana value 3 or less).
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.CHOOSE_OBJECT, _id(engine, "Clone", "hand", "Bob"))])
    assert [c.name for c in engine.observe().player("Bob").hand] == ["Forest"]


def _cast_fiend(engine: ReferenceEngine, targets: list[Target]):
    return engine.act(CastSpell(player="Alice", card=_id(engine, "Elder Deep-Fiend", "hand"),
                                alternative_cost="emerge", sacrifice=(_id(engine, "Elder Deep-Fiend"),)),
                      [_choice(QuestionKind.TARGETS, targets)])


def _fiend_game(*bob_permanents: str) -> ReferenceEngine:
    return _engine({"hand": ("Elder Deep-Fiend",), "battlefield": (PermanentSetup(card="Elder Deep-Fiend"),),
                    "mana_pool": "{U}{U}"},
                   {"battlefield": tuple(PermanentSetup(card=c) for c in bob_permanents)})


def test_elder_deep_fiend_taps_at_most_four_different_permanents() -> None:
    engine = _fiend_game("Forest", "Island", "Swamp", "Mountain", "Plains")
    ids = [Target(object=p.id) for p in engine.observe().battlefield if p.owner == "Bob"]
    with pytest.raises(IllegalAction):
        _cast_fiend(engine, ids)                      # five targets
    with pytest.raises(IllegalAction):
        _cast_fiend(engine, [ids[0], ids[0]])         # the same permanent twice (115.3)
    _cast_fiend(engine, ids[:4])
    engine.act(PassUntilStackEmpty())
    tapped = sorted(p.name for p in engine.observe().battlefield if p.tapped)
    assert tapped == ["Forest", "Island", "Mountain", "Swamp"]


def test_elder_deep_fiend_trigger_with_no_permanent_to_target_asks_nothing() -> None:
    engine = _engine({"hand": ("Elder Deep-Fiend",), "battlefield": (PermanentSetup(card="Elder Deep-Fiend"),),
                      "mana_pool": "{U}{U}"})
    result = engine.act(CastSpell(player="Alice", card=_id(engine, "Elder Deep-Fiend", "hand"),
                                  alternative_cost="emerge", sacrifice=(_id(engine, "Elder Deep-Fiend"),)))
    assert result.choices_used == 0
    assert [s.kind for s in engine.observe().stack] == ["ability", "spell"]


def test_delver_of_secrets_transforms_when_an_instant_is_revealed() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Delver of Secrets"),),
                      "library": ("Lightning Bolt", "Island")}, step=Step.END, active="Bob")
    engine.act(AdvanceTo(step=Step.UPKEEP))
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.MAY, True)])
    (delver,) = engine.observe().battlefield
    assert (delver.name, delver.cards, delver.power, delver.toughness) == (
        "Insectile Aberration", ("Delver of Secrets",), 3, 2)
    assert delver.mana_value == 1                     # 202.3b: its front face's
    # Its back face has no upkeep trigger: nothing happens in the next upkeep.
    result = engine.act(AdvanceTo(step=Step.UPKEEP))
    assert not [e for e in result.events if e.type == EventType.ABILITY_TRIGGERED]


def test_delver_of_secrets_stays_front_face_up_when_a_land_is_revealed() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Delver of Secrets"),), "library": ("Island",)},
                     step=Step.END, active="Bob")
    engine.act(AdvanceTo(step=Step.UPKEEP))
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.MAY, True)])
    assert engine.observe().battlefield[0].name == "Delver of Secrets"


def test_clone_copying_endless_one_enters_with_no_counters_and_dies() -> None:
    # 707.5: the copied "enters with X counters" applies with Clone's own X, 0.
    engine = _engine({"hand": ("Clone",), "mana_pool": "{C}{C}{C}{U}"},
                     {"battlefield": (PermanentSetup(card="Endless One", counters={"+1/+1": 3}),)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Clone", "hand")))
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.MAY, True),
                                       _choice(QuestionKind.CHOOSE_OBJECT, _id(engine, "Endless One"))])
    assert [c.name for c in engine.observe().player("Alice").graveyard] == ["Clone"]


def test_clone_may_enter_as_itself() -> None:
    engine = _engine({"hand": ("Clone",), "mana_pool": "{C}{C}{C}{U}"},
                     {"battlefield": (PermanentSetup(card="Grizzly Bears"),)})
    engine.act(CastSpell(player="Alice", card=_id(engine, "Clone", "hand")))
    engine.act(PassUntilStackEmpty(), [_choice(QuestionKind.MAY, False)])
    assert [c.name for c in engine.observe().player("Alice").graveyard] == ["Clone"]  # a 0/0


def test_a_clone_of_a_flyer_can_be_blocked_only_by_flying_or_reach() -> None:
    engine = _engine({"battlefield": (PermanentSetup(card="Clone", copy_of="Wretched Gryff"),)},
                     {"battlefield": (PermanentSetup(card="Grizzly Bears"),
                                      PermanentSetup(card="Delver of Secrets", transformed=True))})
    gryff = _id(engine, "Wretched Gryff")
    engine.act(AdvanceTo(step=Step.DECLARE_ATTACKERS))
    engine.act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=gryff, defender="Bob"),)))
    engine.act(AdvanceTo(step=Step.DECLARE_BLOCKERS))
    with pytest.raises(IllegalAction) as exc:
        engine.act(DeclareBlockers(player="Bob", blocks=(Block(blocker=_id(engine, "Grizzly Bears"),
                                                               attacker=gryff),)))
    assert exc.value.rule == "702.9b"
    engine.act(DeclareBlockers(player="Bob", blocks=(Block(blocker=_id(engine, "Insectile Aberration"),
                                                           attacker=gryff),)))
