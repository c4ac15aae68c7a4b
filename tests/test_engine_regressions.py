"""Bugs the properties found in the reference engine, kept as plain regression tests through the
protocol (the properties found them at random; these make sure they stay fixed)."""

from __future__ import annotations

from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, CastSpell, GameSetup, PassUntilStackEmpty, PermanentSetup, PlayerSetup, PlayLand, Step,
    Target, UnansweredQuestion,
)
import pytest

from mtg_reference_engine import ReferenceEngine


def test_a_player_who_loses_as_their_creature_dies_does_not_crash_the_engine() -> None:
    """Found by properties/test_legal_actions.py: Collective Defiance makes Bob, whose library is
    empty, discard his hand and draw as many (mode 1) and deals 4 damage to his Grizzly Bears (mode 2). The next state-based
    actions find both at once (704.3): Bob loses (704.5b) and the Bears die (704.5g). The engine
    used to make Bob leave the game first (taking the Bears, 800.4a) and then fail to move the
    Bears to the graveyard (ValueError from list.remove)."""
    engine = ReferenceEngine()
    engine.setup(GameSetup(
        players=(PlayerSetup(name="Alice", hand=("Collective Defiance",), mana_pool="{R}{R}{R}{R}{R}{R}",
                             library=("Mountain",) * 4),
                 PlayerSetup(name="Bob", hand=("Mountain",), battlefield=(PermanentSetup(card="Grizzly Bears"),))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    seen = engine.observe()
    card = seen.player("Alice").hand[0].id
    bears = seen.battlefield[0].id
    engine.act(CastSpell(player="Alice", card=card, modes=(1, 2),
                         targets=(Target(player="Bob"), Target(object=bears))))
    engine.act(PassUntilStackEmpty())
    after = engine.observe()
    assert not after.player("Bob").in_game
    assert all(p.id != bears for p in after.battlefield)
    assert after.player("Alice").in_game


def test_turn_order_goes_on_after_another_players_extra_turn() -> None:
    """Found by properties/test_machinery.py's untap property (issue 16): 500.7 adds an extra turn
    directly after the turn it follows, so after Bob's extra turn (owed on Alice's turn) Bob takes
    his own turn, then Carol. The engine used to go on in turn order from the extra turn's player
    (Bob's extra turn, then Carol's)."""
    engine = ReferenceEngine()
    engine.setup(GameSetup(players=tuple(PlayerSetup(name=n, library=("Forest",) * 3) for n in ("Alice", "Bob", "Carol")),
                           active_player="Alice", step=Step.POSTCOMBAT_MAIN, turn=3, extra_turns=("Bob",)))
    turns = []
    for _ in range(3):
        engine.act(AdvanceTo(step=Step.PRECOMBAT_MAIN))
        turns.append((engine.observe().turn, engine.observe().active_player))
    assert turns == [(4, "Bob"), (5, "Bob"), (6, "Carol")]


def test_state_based_actions_are_checked_after_a_mana_ability() -> None:
    """Found by ``mtg-conformance diff`` against phase.rs: after a player activates a mana ability
    they receive priority (117.3c: "If a player has priority when they ... activate an ability ...
    that player receives priority afterward"), and whenever a player would get priority the game
    checks state-based actions (704.3). Bob's Endless One, 0/0 without counters, is put into his
    graveyard (704.5f) once Alice taps a Forest for mana; the engine used to leave it on the
    battlefield until the next pass."""
    engine = ReferenceEngine()
    engine.setup(GameSetup(
        players=(PlayerSetup(name="Alice", battlefield=(PermanentSetup(card="Forest"),)),
                 PlayerSetup(name="Bob", battlefield=(PermanentSetup(card="Endless One"),))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    forest = next(p.id for p in engine.observe().battlefield if p.name == "Forest")
    engine.act(ActivateAbility(player="Alice", source=forest))
    after = engine.observe()
    assert [p.name for p in after.battlefield] == ["Forest"]
    assert [c.name for c in after.player("Bob").graveyard] == ["Endless One"]
    assert after.player("Alice").mana_pool == "{G}" and after.priority == "Alice"


def test_an_action_that_asks_an_unanswered_question_leaves_the_game_as_it_was() -> None:
    """Found by tests/test_legal_actions_fast.py after Lotus Vale was added: playing it with three
    untapped lands asks which two to sacrifice (614.12); without a scripted answer the action is
    rejected and the game must be as it was. ``act`` used to clear the last action's events before
    taking the snapshot it restores, so the rejected action changed the game (its events)."""
    engine = ReferenceEngine()
    engine.setup(GameSetup(
        players=(PlayerSetup(name="Alice", hand=("Lotus Vale",),
                             battlefield=tuple(PermanentSetup(card="Forest") for _ in range(4))),
                 PlayerSetup(name="Bob")),
        active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    game = engine.game
    assert game is not None
    engine.act(ActivateAbility(player="Alice", source=game.battlefield[0].id))   # events of its own
    before = engine.game
    assert before is not None and before.events
    events, hand = list(before.events), [c.id for c in before.player("Alice").hand]
    with pytest.raises(UnansweredQuestion):
        engine.act(PlayLand(player="Alice", card=hand[0]))
    after = engine.game
    assert after is not None
    assert after.events == events
    assert [c.id for c in after.player("Alice").hand] == hand and after.player("Alice").lands_played == 0


def test_a_cast_no_answer_to_its_questions_makes_payable_is_not_listed() -> None:
    """Found by random play (the dev profile): after Past in Flames resolves, the other Past in
    Flames in Alice's graveyard has two flashback costs, its own {4}{R} and the one it gained
    ({3}{R}, "equal to its mana cost"), so casting it with flashback asks which (601.2b). With {B}{G}
    left neither can be paid (601.2h), so no answer makes the cast legal: it must not be listed (it
    was: a cast that asked a question was listed whatever its answers). With {R}{C}{C}{C} left the
    gained cost can be paid, so it is listed."""
    for pool, listed in (("{R}{C}{C}{C}{B}{G}", False), ("{R}{C}{C}{C}{R}{C}{C}{C}", True)):
        engine = ReferenceEngine()
        engine.setup(GameSetup(
            players=(PlayerSetup(name="Alice", hand=("Past in Flames",), graveyard=("Past in Flames",),
                                 mana_pool=pool, library=("Island",) * 3),
                     PlayerSetup(name="Bob", library=("Island",) * 3)),
            active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
        seen = engine.observe()
        in_graveyard = seen.player("Alice").graveyard[0].id
        engine.act(CastSpell(player="Alice", card=seen.player("Alice").hand[0].id))
        engine.act(PassUntilStackEmpty())
        flashback = [a for a in engine.legal_actions("Alice")
                     if isinstance(a, CastSpell) and a.card == in_graveyard and a.alternative_cost == "flashback"]
        assert bool(flashback) == listed, (pool, flashback)
