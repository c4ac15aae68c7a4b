"""The phase.rs adapter (the package mtg_conformance/adapters/phase/): card data, setups, actions, faults.

Skipped when the ``phase`` package (``pip install -e '.[phase]'``) is not installed.
"""

from __future__ import annotations

import json

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install -e '.[phase]')")

from mtg_conformance.adapters import phase as adapter  # noqa: E402
from mtg_conformance.adapters.phase import setup as adapter_setup  # noqa: E402
from mtg_conformance.cards import load_cards  # noqa: E402
from mtg_conformance.engines import engine_factory  # noqa: E402
from mtg_conformance.protocol import (  # noqa: E402
    CastSpell, EngineFault, EventType, GameSetup, IllegalAction, PassUntilStackEmpty, PermanentSetup,
    PlayerSetup, PlayLand, ScriptedChoice, QuestionKind, Step, UnansweredQuestion, Unsupported,
)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Card data built once for this module, into a temporary cache."""
    return adapter.build_card_data(load_cards().atomic_path(), tmp_path_factory.mktemp("phase-cache"))


def _setup(**alice) -> GameSetup:
    return GameSetup(players=(PlayerSetup(name="Alice", **alice), PlayerSetup(name="Bob")),
                     active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3)


# ---- card data --------------------------------------------------------------------------------

def test_card_data_is_built_by_phase_gen_for_every_card(built):
    data = json.loads(built.path.read_text(encoding="utf-8"))
    assert not built.failures, built.failures
    for name in load_cards().names():
        card = load_cards()[name]
        faces = [f.name for f in card.faces] if card.layout == "split" else [name]
        for face in faces:
            assert face.lower() in data, f"phase-gen made no entry for {face}"
    # Meld: one back face per front, each with that front's oracle id (phase-gen keeps only one).
    hosts = [v for v in data.values() if v["name"] == "Chittering Host"]
    assert len({h["scryfall_oracle_id"] for h in hosts}) == 2


def test_card_data_is_cached_by_the_hash_of_the_card_file(built, tmp_path):
    again = adapter.build_card_data(load_cards().atomic_path(), built.path.parent)
    assert again.path == built.path
    other = tmp_path / "AtomicCards.json"
    document = json.loads(load_cards().atomic_path().read_text(encoding="utf-8"))
    document["data"] = {"Forest": document["data"]["Forest"]}
    other.write_text(json.dumps(document), encoding="utf-8")
    small = adapter.build_card_data(other, built.path.parent)
    assert small.path != built.path and small.path.is_file()
    assert list(json.loads(small.path.read_text(encoding="utf-8"))) == ["forest"]


# ---- the engine -----------------------------------------------------------------------------------

@pytest.fixture
def engine():
    made = engine_factory("phase")()
    yield made
    made.close()


def test_capabilities_are_declared(engine):
    info = engine.info()
    assert info.name == "phase" and info.version == adapter.PINNED_VERSION
    caps = {str(c) for c in info.capabilities}
    assert {"explore", "land-plays", "flashback", "planechase", "meld", "emerge", "escalate", "combat"} <= caps
    # Not exposed by phase.rs, so not declared (the adapter computes no rules result).
    assert not caps & {"mana-value", "land-plays-left", "legal-actions", "outside-events"}


def test_setup_is_observed_as_given(engine):
    engine.setup(GameSetup(
        players=(PlayerSetup(name="Alice", life=17, library=("Forest", "Grizzly Bears"),
                             hand=("Merfolk Branchwalker",), graveyard=("Island", "Lightning Bolt"),
                             battlefield=(PermanentSetup(card="Grizzly Bears", tapped=True, counters={"+1/+1": 2}),),
                             mana_pool="{G}{G}", lands_played=1),
                 PlayerSetup(name="Bob", exile=("Swamp",))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=5))
    obs = engine.observe()
    alice = obs.player("Alice")
    assert (obs.turn, obs.active_player, obs.step, obs.priority) == (5, "Alice", Step.PRECOMBAT_MAIN, "Alice")
    assert [c.name for c in alice.library] == ["Forest", "Grizzly Bears"]
    assert [c.name for c in alice.graveyard] == ["Island", "Lightning Bolt"]
    assert [c.name for c in alice.hand] == ["Merfolk Branchwalker"]
    assert (alice.life, alice.mana_pool, alice.lands_played) == (17, "{G}{G}", 1)
    assert alice.land_plays_left is None and alice.hand[0].mana_value is None
    [bears] = obs.battlefield
    assert (bears.name, bears.tapped, dict(bears.counters), bears.power, bears.toughness) == \
        ("Grizzly Bears", True, {"+1/+1": 2}, 4, 4)
    assert [(c.name, c.owner) for c in obs.exile] == [("Swamp", "Bob")]


def test_a_card_phase_cannot_build_makes_the_setup_unsupported(engine, monkeypatch):
    build = adapter.card_data()
    monkeypatch.setattr(adapter_setup, "card_data", lambda: adapter.CardDataBuild(
        path=build.path, failures={"Grizzly Bears": "no"}, faces=build.faces))
    with pytest.raises(Unsupported, match="Grizzly Bears"):
        engine.setup(_setup(hand=("Grizzly Bears",)))


def test_an_unresolved_card_name_makes_the_setup_unsupported(engine, monkeypatch):
    real = adapter.PhaseEngine._suite_name
    monkeypatch.setattr(adapter.PhaseEngine, "_suite_name",
                        lambda self, obj, on_stack=False: "Something Else" if obj.get("name") == "Forest"
                        else real(self, obj, on_stack))
    with pytest.raises(Unsupported, match="did not resolve.*Forest"):
        engine.setup(_setup(hand=("Forest",)))


def test_a_legal_action_and_its_events(engine):
    engine.setup(_setup(hand=("Merfolk Branchwalker",), mana_pool="{G}{G}", library=("Forest",)))
    branchwalker = engine.observe().player("Alice").hand[0].id
    cast = engine.act(CastSpell(player="Alice", card=branchwalker))
    [spell_cast] = [e for e in cast.events if e.type == EventType.SPELL_CAST]
    assert (spell_cast.name, spell_cast.player, spell_cast.paid) == ("Merfolk Branchwalker", "Alice", "{G}{G}")
    assert [s.name for s in engine.observe().stack] == ["Merfolk Branchwalker"]
    result = engine.act(PassUntilStackEmpty())
    explored = [e for e in result.events if e.type == EventType.EXPLORED]
    assert [(e.name, e.revealed) for e in explored] == [("Merfolk Branchwalker", "Forest")]
    assert [c.name for c in engine.observe().player("Alice").hand] == ["Forest"]


def test_an_unanswered_question_names_it_and_changes_nothing(engine):
    engine.setup(_setup(hand=("Merfolk Branchwalker",), mana_pool="{G}{G}", library=("Grizzly Bears",)))
    engine.act(CastSpell(player="Alice", card=engine.observe().player("Alice").hand[0].id))
    before = engine.observe()
    with pytest.raises(UnansweredQuestion) as caught:
        engine.act(PassUntilStackEmpty())
    assert caught.value.question.kind == QuestionKind.EXPLORE_TO_GRAVEYARD
    assert caught.value.question.player == "Alice"
    assert engine.observe() == before
    result = engine.act(PassUntilStackEmpty(), (ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD,
                                                               answer=True),))
    assert result.choices_used == 1
    assert [c.name for c in engine.observe().player("Alice").graveyard] == ["Grizzly Bears"]


def test_an_illegal_action_is_rejected_with_the_engines_reason_and_changes_nothing(engine):
    engine.setup(_setup(hand=("Forest", "Island"), lands_played=1))
    before = engine.observe()
    with pytest.raises(IllegalAction, match="maximum lands"):
        engine.act(PlayLand(player="Alice", card=before.player("Alice").hand[0].id))
    assert engine.observe() == before


def test_a_rust_panic_is_an_engine_fault(engine):
    with pytest.raises(EngineFault, match="panicked"):
        adapter._call(adapter._engine().new_game, ["Forest"], ["Forest"], first_player=7)
    # And inside an action: the fault fails the action, the game is restored.
    try:
        adapter._engine().new_game(["Forest"], ["Forest"], first_player=7)
    except BaseException as exc:  # noqa: BLE001 - the PanicException class itself is wanted
        panic = type(exc)
    engine.setup(_setup(hand=("Forest",)))
    before = engine.observe()

    class Exploding:
        def __init__(self, game):
            self.game = game

        def __getattr__(self, name):
            return getattr(self.game, name)

        def apply(self, *args, **kwargs):
            raise panic("boom")

    engine.game = Exploding(engine.game)
    with pytest.raises(EngineFault, match="boom"):
        engine.act(PlayLand(player="Alice", card=before.player("Alice").hand[0].id))
    assert engine.observe() == before
