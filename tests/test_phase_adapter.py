"""The phase.rs adapter (the package mtg_conformance/adapters/phase/): card data, setups, actions, faults.

Skipped when the ``phase`` package (``pip install -e '.[phase]'``) is not installed.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install -e '.[phase]')")

from mtg_conformance.adapters import phase as adapter  # noqa: E402
from mtg_conformance.adapters.phase import setup as adapter_setup  # noqa: E402
from mtg_conformance.cards import load_cards  # noqa: E402
from mtg_conformance.engines import engine_factory  # noqa: E402
from mtg_conformance.protocol import (  # noqa: E402
    ActivateAbility, AdvanceTo, CastSpell, EngineFault, EventType, GameSetup, IllegalAction, PassPriority,
    PassUntilStackEmpty, PermanentSetup, PlaneSetup, PlayerSetup, PlayLand, RollPlanarDie, ScriptedChoice,
    QuestionKind, Step, Target, UnansweredQuestion, Unsupported, Zone,
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
    # phase31: the adapter adds nothing to what phase-gen makes: one melded back face, as phase-gen
    # keeps it (it used to add a second one, with the other front's oracle id).
    hosts = [v for v in data.values() if v["name"] == "Chittering Host"]
    assert len(hosts) == 1
    groups = json.loads(load_cards().atomic_path().read_text(encoding="utf-8"))["data"]
    assert set(data) <= {(c.get("faceName") or c["name"]).lower() for cards in groups.values() for c in cards}


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
    assert info.name == "phase" and info.version.split(" (phase.rs ")[0] == adapter.PINNED_VERSION
    caps = {str(c) for c in info.capabilities}
    assert {"explore", "land-plays", "flashback", "planechase", "meld", "emerge", "escalate", "combat"} <= caps
    # Not exposed by phase.rs, so not declared (the adapter computes no rules result).
    assert not caps & {"mana-value", "land-plays-left", "legal-actions"}
    # v31 (issue 31 item 4): a spell's mana value on the stack is phase.rs's cast_mana_value
    assert "stack-mana-value" in caps
    # phase31: leaving the game is phase.rs's Concede; the other outside events are unsupported.
    assert "outside-events" in caps


def test_leaving_the_game_is_concede_and_a_spell_targeting_the_player_who_leaves_is_unsupported(engine):
    """phase31 (issue 31 item 4): ``leave_game`` is phase.rs's Concede (800.4a: Alice's cards leave
    with her). phase.rs reports a spell whose target left (608.2b: it does not resolve) as resolved,
    so the adapter declines that case instead of reporting a resolution that did not happen."""
    from mtg_conformance.protocol import OutsideEvent, OutsideEventKind
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",)),
                                    PlayerSetup(name="Bob", hand=("Lightning Bolt",), mana_pool="{R}", library=("Forest",)),
                                    PlayerSetup(name="Carol", library=("Forest",))),
                           active_player="Bob", step=Step.PRECOMBAT_MAIN, turn=3))
    bolt = engine.observe().player("Bob").hand[0].id
    engine.act(CastSpell(player="Bob", card=bolt, targets=(Target(player="Alice"),)))
    with pytest.raises(Unsupported, match="did_not_resolve"):
        engine.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player="Alice"))
    engine.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player="Carol"))
    assert not engine.observe().player("Carol").in_game
    with pytest.raises(Unsupported, match="no game action"):
        engine.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=engine.observe().stack[0].id))


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


def test_a_timeout_while_phase_rs_runs_is_a_timeout_not_an_engine_fault():
    """pytest-timeout fails a test from inside whatever runs (its signal method): raised in a call into
    phase.rs, its "Timeout (>…s)" failure passes through the adapter unchanged, so that the plugin
    counts a timeout; wrapped as "phase.rs failed", a property reported it as a nondeterministic
    engine (seen in a phase run at load 18)."""
    from mtg_conformance.outcomes import is_timeout

    def slow():
        pytest.fail("Timeout (>120.0s) from pytest-timeout.", pytrace=False)

    with pytest.raises(pytest.fail.Exception) as caught:
        adapter._call(slow)
    assert is_timeout(caught.value)


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


# ---- the end of the game (CR 104.1, 104.2a, 704.5a-b) --------------------------------------------

def test_a_player_who_draws_from_an_empty_library_loses_and_the_game_is_over(engine):
    """704.5b, 104.2a: phase.rs's GameOver is reported as the end of the game (not an illegal
    advance), with its winner; then every action is illegal (104.1)."""
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",)), PlayerSetup(name="Bob")),
                           active_player="Alice", step=Step.END, turn=3))
    engine.act(AdvanceTo(step=Step.PRECOMBAT_MAIN))
    obs = engine.observe()
    assert (obs.game_over, obs.winners) == (True, ("Alice",))
    assert not obs.player("Bob").in_game
    before = engine.observe()
    with pytest.raises(IllegalAction) as caught:
        engine.act(PassPriority(player="Alice"))
    assert caught.value.rule == "104.1"
    assert engine.observe() == before


def test_paying_a_cost_that_leaves_no_life_ends_the_game(engine):
    """119.4: a player may pay 3 life with exactly 3; then 704.5a ends the game: reported as the
    end of the game, not as an engine fault."""
    engine.setup(_setup(life=3, graveyard=("Deep Analysis",), mana_pool="{U}{C}", library=("Island", "Island")))
    card = engine.observe().player("Alice").graveyard[0].id
    engine.act(CastSpell(player="Alice", card=card, alternative_cost="flashback", targets=(Target(player="Alice"),)))
    obs = engine.observe()
    assert (obs.game_over, obs.winners, obs.player("Alice").life) == (True, ("Bob",), 0)


# ---- advance ---------------------------------------------------------------------------------------

def test_advance_stops_in_this_turn_when_phase_skips_the_step(engine):
    """508.8: with no creature able to attack phase.rs goes through combat without stopping in the
    declare attackers step; the advance ends at the step phase.rs stops in, in the same turn, and
    never runs on into later turns (where the creature could attack, 302.6)."""
    engine.setup(_setup(battlefield=(PermanentSetup(card="Llanowar Elves", summoning_sick=True),),
                        library=("Forest",) * 3))
    engine.act(AdvanceTo(step=Step.DECLARE_ATTACKERS))
    obs = engine.observe()
    assert (obs.turn, obs.active_player) == (3, "Alice")
    order = list(Step)
    assert order.index(obs.step) > order.index(Step.DECLARE_ATTACKERS), obs.step
    assert not obs.game_over


# ---- legality: phase.rs's apply decides ----------------------------------------------------------

def test_a_mana_ability_phase_does_not_list_is_activated(engine):
    """605.3a: a mana ability can be activated whenever the player has priority; phase.rs's
    actions() never lists one, its apply accepts it, so the adapter accepts it; the engine's refusal
    of a tapped land is the reason that one is illegal."""
    engine.setup(_setup(battlefield=(PermanentSetup(card="Forest"), PermanentSetup(card="Forest", tapped=True))))
    untapped, tapped = sorted(engine.observe().battlefield, key=lambda p: p.tapped)
    result = engine.act(ActivateAbility(player="Alice", source=untapped.id))
    assert engine.observe().player("Alice").mana_pool == "{G}"
    assert any(e.type == EventType.MANA_ADDED for e in result.events)
    before = engine.observe()
    with pytest.raises(IllegalAction, match="tapped"):
        engine.act(ActivateAbility(player="Alice", source=tapped.id))
    assert engine.observe() == before


def test_a_mana_ability_is_activated_while_paying(engine):
    """601.2g: the player may activate mana abilities while paying a cost; phase.rs's ManaPayment
    prompt takes the land's ActivateAbility."""
    engine.setup(_setup(hand=("Lightning Bolt",), battlefield=(PermanentSetup(card="Mountain"),)))
    obs = engine.observe()
    try:
        engine.act(CastSpell(player="Alice", card=obs.player("Alice").hand[0].id, targets=(Target(player="Bob"),),
                             mana_abilities=(obs.battlefield[0].id,)))
    except Unsupported as exc:  # what the adapter said before it let phase.rs decide
        pytest.fail(f"unsupported: {exc}")
    obs = engine.observe()
    assert [s.name for s in obs.stack] == ["Lightning Bolt"] and obs.battlefield[0].tapped


# ---- events carry the ids objects had when they happened -------------------------------------------

def test_damage_dealt_names_the_creature_as_it_was_when_dealt(engine):
    """The protocol: an event's object is the id it had when the event happened. A creature dealt
    lethal damage dies in the same engine batch (704.5g) and becomes a new object (400.7)."""
    engine.setup(_setup(hand=("Lightning Bolt",), mana_pool="{R}", battlefield=(PermanentSetup(card="Grizzly Bears"),)))
    obs = engine.observe()
    bears = obs.battlefield[0].id
    engine.act(CastSpell(player="Alice", card=obs.player("Alice").hand[0].id, targets=(Target(object=bears),)))
    result = engine.act(PassUntilStackEmpty())
    [damage] = [e for e in result.events if e.type == EventType.DAMAGE_DEALT]
    [dies] = [e for e in result.events if e.type == EventType.ZONE_CHANGE and e.name == "Grizzly Bears"]
    assert damage.object == bears == dies.previous and damage.amount == 3
    assert damage.source == obs.player("Alice").hand[0].id.split(".")[0] + ".2"  # the Bolt on the stack


def test_a_sacrifice_and_a_cast_are_reported_as_they_happened(engine):
    """701.21a: the sacrificed event names the permanent sacrificed (not its graveyard card);
    601.2a: spell_cast.from_zone is the zone the card moved to the stack from; 202.3: its mana value
    on the stack is phase.rs's cast_mana_value."""
    engine.setup(_setup(hand=("Wretched Gryff",), graveyard=("Think Twice",), library=("Island",) * 3,
                        mana_pool="{U}{U}{U}{U}{C}{C}{C}", battlefield=(PermanentSetup(card="Grizzly Bears"),)))
    obs = engine.observe()
    alice = obs.player("Alice")
    bears = obs.battlefield[0].id
    result = engine.act(CastSpell(player="Alice", card=alice.hand[0].id, alternative_cost="emerge", sacrifice=(bears,)))
    [sacrificed] = [e for e in result.events if e.type == EventType.SACRIFICED]
    [cast] = [e for e in result.events if e.type == EventType.SPELL_CAST]
    assert sacrificed.object == bears
    assert cast.from_zone == Zone.HAND
    assert [(s.name, s.mana_value) for s in engine.observe().stack if s.kind == "spell"] == [("Wretched Gryff", 7)]
    engine.act(PassUntilStackEmpty())
    result = engine.act(CastSpell(player="Alice", card=alice.graveyard[0].id, alternative_cost="flashback"))
    [cast] = [e for e in result.events if e.type == EventType.SPELL_CAST]
    assert cast.from_zone == Zone.GRAVEYARD
    assert [(s.name, s.mana_value) for s in engine.observe().stack] == [("Think Twice", 2)]


def test_explore_reports_its_player_and_its_question_lists_its_options(engine):
    """701.44a: the explorer's controller reveals and chooses; the question lists true and false."""
    engine.setup(_setup(hand=("Merfolk Branchwalker",), mana_pool="{G}{G}", library=("Grizzly Bears",)))
    engine.act(CastSpell(player="Alice", card=engine.observe().player("Alice").hand[0].id))
    with pytest.raises(UnansweredQuestion) as caught:
        engine.act(PassUntilStackEmpty())
    assert caught.value.question.options == (True, False)
    result = engine.act(PassUntilStackEmpty(), (ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD,
                                                               answer=False),))
    [explored] = [e for e in result.events if e.type == EventType.EXPLORED]
    assert (explored.player, explored.revealed) == ("Alice", "Grizzly Bears")


def test_a_targets_question_lists_targets(engine):
    """603.3d: the planar controller chooses the chaos ability's target; the question's options are
    Target values (docs/protocol.md), which an answer can be taken from."""
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Island",) * 2),
                                    PlayerSetup(name="Bob", library=("Island",) * 2)),
                           active_player="Alice", plane=PlaneSetup(card="Naar Isle", owner="Alice")))
    die = (ScriptedChoice(question=QuestionKind.PLANAR_DIE, answer="chaos"),)
    with pytest.raises(UnansweredQuestion) as caught:
        engine.act(RollPlanarDie(player="Alice"), die)
        engine.act(PassUntilStackEmpty())
    options = caught.value.question.options
    assert options and all(isinstance(o, Target) for o in options), options
    assert Target(player="Bob") in options
    answer = (ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(player="Bob")]),)
    engine.act(RollPlanarDie(player="Alice"), die + answer)
    engine.act(PassUntilStackEmpty(), answer)
    assert engine.observe().player("Bob").life == 17


# ---- cards phase.rs does not implement -------------------------------------------------------------

@pytest.mark.parametrize("card", ["Duplicant", "Wheel of Sun and Moon", "Distended Mindbender",
                                  "Nicanzil, Current Conductor", "Darksteel Garrison"])
def test_a_card_with_an_ability_phase_marks_unimplemented_is_unsupported(engine, card):
    """phase.rs's own card data marks an ability of these cards Unrecognized/Unimplemented (it
    plays it as doing nothing): a setup with one is unsupported, like a card it cannot build."""
    with pytest.raises(Unsupported, match=card):
        engine.setup(_setup(hand=(card,)))
    assert card in adapter.card_data().unimplemented


def test_a_card_whose_game_object_lists_an_unimplemented_mechanic_is_unsupported(engine, monkeypatch):
    """phase31: phase.rs's game object lists what it does not implement (``unimplemented_mechanics``:
    Nicanzil's two explore triggers, whose mode its parser left ``Unknown``); the adapter reads it
    as a second source, so the setup is unsupported even where the card data check misses it."""
    build = adapter.card_data()
    monkeypatch.setattr(adapter_setup, "card_data", lambda: dataclasses.replace(build, unimplemented={}))
    with pytest.raises(Unsupported, match="Nicanzil.*explores a land card"):
        engine.setup(_setup(hand=("Nicanzil, Current Conductor",)))


def test_a_choose_object_question_lists_object_ids(engine):
    """707.2 (Clone copies a creature of its controller's choice): phase.rs's CopyTargetChoice is a
    choose_object question, whose options are object ids (docs/protocol.md), not descriptions."""
    engine.setup(_setup(hand=("Clone",), mana_pool="{U}{C}{C}{C}", battlefield=(PermanentSetup(card="Grizzly Bears"),)))
    obs = engine.observe()
    bears = obs.battlefield[0].id
    engine.act(CastSpell(player="Alice", card=obs.player("Alice").hand[0].id))
    questions = []

    def resolve(*choices):
        try:
            return engine.act(PassUntilStackEmpty(), choices)
        except UnansweredQuestion as exc:
            questions.append(exc.question)
            return None
    may = ScriptedChoice(question=QuestionKind.MAY, answer=True)
    if resolve() is None and questions[-1].kind == QuestionKind.MAY:
        resolve(may)
    [question] = [q for q in questions if q.kind == QuestionKind.CHOOSE_OBJECT]
    assert question.options == (bears,)
    [may_question] = [q for q in questions if q.kind == QuestionKind.MAY]
    assert may_question.options == (True, False)
    resolve(*([may] if questions[0].kind == QuestionKind.MAY else []),
            ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer=bears))
    assert sorted(p.name for p in engine.observe().battlefield) == ["Grizzly Bears", "Grizzly Bears"]


def test_a_cast_phase_does_not_list_is_illegal(engine):
    """601.2h: a cost that cannot be paid makes the cast illegal. phase.rs does not list the cast
    (its raw ``apply`` would accept it and then offer only to cancel it at its payment prompt): the
    adapter sends only what phase.rs lists, as its own server does (phase31), so it is an illegal
    action, and the game is unchanged."""
    engine.setup(_setup(hand=("Wretched Gryff",), mana_pool="{U}{C}{C}"))
    before = engine.observe()
    with pytest.raises(IllegalAction, match="does not list it"):
        engine.act(CastSpell(player="Alice", card=before.player("Alice").hand[0].id, alternative_cost="emerge"))
    assert engine.observe() == before


def test_a_land_play_phase_does_not_list_is_illegal_with_its_reason_when_it_has_one(engine):
    """phase31 (issue 31 item 1): phase.rs's ``actions()`` lists the Forest as a land play, never
    Grizzly Bears; its raw ``apply`` lacks the is-a-land check and would put the creature onto the
    battlefield, but its own server refuses an unlisted action, and so does the adapter. A land
    play phase.rs refuses for a reason (not the player's turn) carries that reason."""
    engine.setup(_setup(hand=("Grizzly Bears", "Forest")))
    before = engine.observe()
    [bears] = [c.id for c in before.player("Alice").hand if c.name == "Grizzly Bears"]
    with pytest.raises(IllegalAction, match="does not list it"):
        engine.act(PlayLand(player="Alice", card=bears))
    assert engine.observe() == before
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice"), PlayerSetup(name="Bob", hand=("Forest",))),
                           active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    card = engine.observe().player("Bob").hand[0].id
    with pytest.raises(IllegalAction, match="phase.rs says"):
        engine.act(PlayLand(player="Bob", card=card))


def test_a_melded_permanent_phase_cannot_meld_makes_the_setup_unsupported(engine):
    """phase31 (issue 31 item 2): the adapter adds no card data, so phase.rs's card data has one
    Chittering Host back face, with one front's oracle id, and its meld ability exiles Graf Rats and
    Midnight Scavengers for good (phase.rs issues #6768, #9003). A setup with Chittering Host, made
    by that ability, is unsupported, naming what phase.rs did not meld. (When phase.rs fixes it, the
    setup of two Chittering Hosts of one player should work: its two meld triggers are ordered by
    the adapter.)"""
    host = PermanentSetup(card="Chittering Host", meld_cards=("Graf Rats", "Midnight Scavengers"))
    with pytest.raises(Unsupported, match="did not meld Graf Rats and Midnight Scavengers"):
        engine.setup(_setup(battlefield=(host, host), library=("Forest",) * 2))


def test_one_answer_names_all_the_targets_of_a_trigger_with_up_to_n_targets(engine):
    """Found by mtg-conformance diff: phase.rs asks for Elder Deep-Fiend's "tap up to four target
    permanents" one target slot at a time; the protocol's answer is one list for all of them. A
    list of one target taps that one and chooses no more (the adapter used to ask again)."""
    engine.setup(GameSetup(players=(
        PlayerSetup(name="Alice", battlefield=(PermanentSetup(card="Wretched Gryff"),
                                               PermanentSetup(card="Grizzly Bears"))),
        PlayerSetup(name="Bob", battlefield=(PermanentSetup(card="Lurking Chupacabra", tapped=True),),
                    hand=("Elder Deep-Fiend",), mana_pool="{B}{U}{U}{W}{R}")),
        active_player="Bob", step=Step.END))
    seen = engine.observe()
    fiend = seen.player("Bob").hand[0].id
    chupacabra = next(p.id for p in seen.battlefield if p.name == "Lurking Chupacabra")
    gryff = next(p.id for p in seen.battlefield if p.name == "Wretched Gryff")
    result = engine.act(CastSpell(player="Bob", card=fiend, alternative_cost="emerge", sacrifice=(chupacabra,)),
                        [ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(object=gryff)])])
    assert result.choices_used == 1
    engine.act(PassUntilStackEmpty())
    tapped = {p.name: p.tapped for p in engine.observe().battlefield}
    assert tapped["Wretched Gryff"] and not tapped["Grizzly Bears"], tapped


@pytest.mark.parametrize("controller", ["Alice", "Bob"])
def test_an_aura_is_reported_attached_to_what_the_setup_attached_it_to(engine, controller):
    """phase-python 0.103.0 exports ``attached_to`` tagged (``{"type": "Object", "data": 3}``); the
    observation read only ``{"Object": 3}`` and reported every Aura attached to nothing."""
    battlefield = {"Alice": [PermanentSetup(card="Grizzly Bears")], "Bob": []}
    battlefield[controller].append(PermanentSetup(card="Unhallowed Pact", attached_to="Grizzly Bears"))
    engine.setup(GameSetup(players=tuple(PlayerSetup(name=n, library=("Forest",), battlefield=tuple(battlefield[n]))
                                         for n in ("Alice", "Bob")), active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    seen = {p.name: p for p in engine.observe().battlefield}
    assert seen["Unhallowed Pact"].attached_to == seen["Grizzly Bears"].id
    assert seen["Unhallowed Pact"].controller == controller and seen["Grizzly Bears"].attached_to is None


def test_extra_turns_are_set_up_and_taken_next_first(engine):
    """phase31 (issue 31 item 4): a setup's extra turns go into phase.rs's own queue in the setup's
    state round trip; phase.rs then gives them (500.7), the next first."""
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",) * 5),
                                    PlayerSetup(name="Bob", library=("Forest",) * 5)),
                           active_player="Alice", step=Step.END, turn=3, extra_turns=("Bob", "Alice")))
    assert engine.observe().extra_turns == ("Bob", "Alice")
    engine.act(AdvanceTo(step=Step.UPKEEP))
    obs = engine.observe()
    assert (obs.turn, obs.active_player, obs.extra_turns) == (4, "Bob", ("Alice",))
    engine.act(AdvanceTo(step=Step.UPKEEP))
    obs = engine.observe()
    assert (obs.turn, obs.active_player, obs.extra_turns) == (5, "Alice", ())
    # three players: after Bob's extra turn in Alice's turn 3, the turn order goes on from Alice (500.7)
    library = ("Forest",) * 6
    engine.setup(GameSetup(players=tuple(PlayerSetup(name=n, library=library) for n in ("Alice", "Bob", "Carol")),
                           active_player="Alice", step=Step.END, turn=3, extra_turns=("Bob",)))
    turns = []
    for _ in range(3):
        engine.act(AdvanceTo(step=Step.UPKEEP))
        turns.append(engine.observe().active_player)
    assert turns == ["Bob", "Bob", "Carol"]


def test_a_card_chosen_from_a_revealed_hand_is_a_choose_object_question(engine):
    """phase31 (issue 31 item 4, group A5): Collective Brutality's first mode: phase.rs's RevealChoice
    is a ``choose_object`` question (as the reference engine asks it) whose options are the instant
    and sorcery cards of Bob's hand; the one chosen is discarded."""
    engine.setup(GameSetup(players=(
        PlayerSetup(name="Alice", hand=("Collective Brutality",), mana_pool="{B}{B}", library=("Forest",) * 3),
        PlayerSetup(name="Bob", hand=("Lightning Bolt", "Think Twice", "Forest"), library=("Forest",) * 3)),
        active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    obs = engine.observe()
    engine.act(CastSpell(player="Alice", card=obs.player("Alice").hand[0].id, modes=(1,),
                         targets=(Target(player="Bob"),)))
    with pytest.raises(UnansweredQuestion) as asked:
        engine.act(PassUntilStackEmpty())
    question = asked.value.question
    hand = {c.name: c.id for c in engine.observe().player("Bob").hand}
    assert question.kind == QuestionKind.CHOOSE_OBJECT
    assert sorted(question.options) == sorted((hand["Lightning Bolt"], hand["Think Twice"]))
    engine.act(PassUntilStackEmpty(), (ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer=hand["Think Twice"]),))
    assert [c.name for c in engine.observe().player("Bob").graveyard] == ["Think Twice"]


def test_a_modal_double_faced_card_is_played_with_its_land_face_up_only_when_named(engine):
    """phase31 (issue 31 item 4, group A6): ``play_land`` with ``face`` (712.12): phase.rs plays
    Skyclave Cleric with Skyclave Basilica up by itself; without the face the land play is the front
    face's, a creature: illegal, and the game is unchanged."""
    engine.setup(_setup(hand=("Skyclave Cleric",)))
    before = engine.observe()
    card = before.player("Alice").hand[0].id
    with pytest.raises(IllegalAction):
        engine.act(PlayLand(player="Alice", card=card))
    assert engine.observe() == before
    engine.act(PlayLand(player="Alice", card=card, face="Skyclave Basilica"))
    assert [p.name for p in engine.observe().battlefield] == ["Skyclave Basilica"]


def test_a_token_of_the_setup_is_a_token_that_ceases_to_exist_when_it_dies(engine):
    """phase31 (issue 31 item 4, group T): a token of layout token in a setup (PermanentSetup.token)
    is phase.rs's own card of that name made a token; it dies (704.5f) and ceases to exist (704.5d)."""
    engine.setup(_setup(hand=("Lightning Bolt",), mana_pool="{R}", library=("Forest",) * 2, battlefield=(
        PermanentSetup(card="Kor Ally Token", token=True), PermanentSetup(card="Elephant Token", token=True))))
    obs = engine.observe()
    assert sorted((p.name, p.token, p.power) for p in obs.battlefield) == [
        ("Elephant Token", True, 3), ("Kor Ally Token", True, 1)]
    ally = next(p.id for p in obs.battlefield if p.name == "Kor Ally Token")
    engine.act(CastSpell(player="Alice", card=obs.player("Alice").hand[0].id, targets=(Target(object=ally),)))
    engine.act(PassUntilStackEmpty())
    obs = engine.observe()
    assert [c.name for c in obs.player("Alice").graveyard] == ["Lightning Bolt"]
    assert [p.name for p in obs.battlefield] == ["Elephant Token"]


def test_a_planechase_setup_gets_its_planes_in_order_with_a_phenomenon_face_up(engine, monkeypatch):
    """v31 (issue 31 items 4, 7): the planes phase.rs's shuffle dealt are put in the setup's order in
    the setup's state round trip, so a phenomenon can be face up (phase.rs never starts a game with
    one, 901.5: no seed could give it) and no game is started again per seed. One seed only here:
    without the reordering this setup is unsupported."""
    monkeypatch.setattr(adapter_setup, "PLANE_ATTEMPTS", 1)
    planes = ("Naar Isle", "Otaria", "Panopticon")
    from mtg_conformance.protocol import Unsupported
    try:
        engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",) * 5, planar_deck=planes),
                                        PlayerSetup(name="Bob", library=("Island",) * 5)),
                               active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3,
                               plane=PlaneSetup(card="Mutual Epiphany", owner="Alice")))
    except Unsupported as e:        # a skip would hide the regression
        pytest.fail(f"the setup was not made: {e}")
    obs = engine.observe()
    assert obs.plane.name == "Mutual Epiphany"
    assert [c.name for c in obs.player("Alice").planar_deck] == list(planes)
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",) * 5, planar_deck=tuple(reversed(planes))),
                                    PlayerSetup(name="Bob", library=("Island",) * 5)),
                           active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3,
                           plane=PlaneSetup(card="Chaotic Aether", owner="Alice")))
    obs = engine.observe()
    assert obs.plane.name == "Chaotic Aether"
    assert [c.name for c in obs.player("Alice").planar_deck] == list(reversed(planes))


def test_meld_pair_choice_is_a_choose_object_question_offering_each_partner(engine):
    """v31 (issue 31 item 4, group A5): Graf Rats with two Midnight Scavengers: phase.rs's
    MeldPairChoice is asked as ``choose_object`` with the Scavengers as options (701.42a), and the
    answer is the partner phase.rs is told (it then exiles that one with Graf Rats; phase.rs's own
    meld deviation, #6768, leaves nothing to return); Graf Rats itself is no option."""
    try:
        _meld_pair_choices(engine)
    except Unsupported as e:        # a skip would hide the prompt unmapped again
        pytest.fail(f"unsupported: {e}")


def _meld_pair_choices(engine) -> None:
    from mtg_conformance.protocol import IllegalAction
    for chosen in (1, 0, None):
        engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Island",) * 3, battlefield=(
            PermanentSetup(card="Graf Rats"), PermanentSetup(card="Midnight Scavengers"),
            PermanentSetup(card="Midnight Scavengers"))),
            PlayerSetup(name="Bob", library=("Plains",) * 3)), active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
        battlefield = engine.observe().battlefield
        scavengers = [p.id for p in battlefield if p.name == "Midnight Scavengers"]
        rats = next(p.id for p in battlefield if p.name == "Graf Rats")
        answer = (ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer=rats if chosen is None else scavengers[chosen]),)
        engine.act(AdvanceTo(step=Step.BEGINNING_OF_COMBAT), answer)
        if chosen is None:
            with pytest.raises(IllegalAction, match="not one of the cards Alice may meld"):
                engine.act(PassUntilStackEmpty(), answer)
            continue
        result = engine.act(PassUntilStackEmpty(), answer)
        assert result.choices_used == 1
        left = [p.id for p in engine.observe().battlefield if p.name == "Midnight Scavengers"]
        assert left == [scavengers[1 - chosen]], "the Midnight Scavengers chosen is the one exiled"
