"""The reference engine ends the game as the rules say (CR 104.1, 104.2a, 104.3a, 104.4a, 800.4)
and the stdio protocol carries the end: ``game_over`` and ``winners`` in the observation, and the
104.1 rejection of every action afterwards."""

from __future__ import annotations

import sys

import pytest
from mtg_reference_engine import ReferenceEngine

from mtg_conformance.protocol import (
    AdvanceTo, GameSetup, IllegalAction, OutsideEvent, OutsideEventKind, PassPriority, PlayerSetup, Step,
)
from mtg_conformance.stdio import StdioEngine


def _setup(*players: PlayerSetup) -> GameSetup:
    return GameSetup(players=players, active_player="Alice", step=Step.PRECOMBAT_MAIN)


def _concede(engine, player: str) -> None:
    engine.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=player))


def _rejected_after_the_end(engine, action) -> None:
    before = engine.observe()
    with pytest.raises(IllegalAction) as rejected:
        engine.act(action)
    assert rejected.value.rule == "104.1"
    assert engine.observe() == before


def test_a_concession_ends_a_two_player_game_and_nothing_is_legal_afterwards() -> None:
    engine = ReferenceEngine()
    engine.setup(_setup(PlayerSetup(name="Alice"), PlayerSetup(name="Bob")))
    assert not engine.observe().game_over
    _concede(engine, "Bob")                                   # 104.3a
    obs = engine.observe()
    assert obs.game_over and obs.winners == ("Alice",)        # 104.2a
    assert obs.priority is None
    for action in (PassPriority(player="Alice"), AdvanceTo(step=Step.END),
                   OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player="Alice")):
        _rejected_after_the_end(engine, action)
    assert engine.legal_actions("Alice") == [] and engine.legal_actions("Bob") == []


def test_a_multiplayer_game_goes_on_while_two_players_remain() -> None:
    engine = ReferenceEngine()
    engine.setup(_setup(*(PlayerSetup(name=n, library=("Forest",) * 3) for n in ("Alice", "Bob", "Carol"))))
    _concede(engine, "Bob")
    assert not engine.observe().game_over                     # 800.4
    engine.act(PassPriority(player="Alice"))                   # Carol has priority now
    assert engine.observe().priority == "Carol"
    _concede(engine, "Alice")
    obs = engine.observe()
    assert obs.game_over and obs.winners == ("Carol",)


def test_all_remaining_players_losing_at_once_is_a_draw() -> None:
    engine = ReferenceEngine()
    engine.setup(_setup(PlayerSetup(name="Alice", life=0), PlayerSetup(name="Bob", life=0)))
    engine.act(PassPriority(player="Alice"))                   # state-based actions: both lose (704.5a)
    obs = engine.observe()
    assert obs.game_over and obs.winners == ()                # 104.4a
    assert not any(p.in_game for p in obs.players)


def test_drawing_from_an_empty_library_ends_the_game_in_the_draw_step() -> None:
    engine = ReferenceEngine()
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",)), PlayerSetup(name="Bob")),
                           active_player="Alice", step=Step.END))
    engine.act(AdvanceTo(step=Step.PRECOMBAT_MAIN))              # Bob's draw step: 704.5b
    obs = engine.observe()
    assert obs.game_over and obs.winners == ("Alice",)
    assert (obs.active_player, obs.step, obs.priority) == ("Bob", Step.DRAW, None)  # nothing went on


def test_the_stdio_protocol_carries_the_end_of_the_game() -> None:
    engine = StdioEngine([sys.executable, "-m", "mtg_conformance.stdio", "reference"])
    try:
        engine.setup(_setup(PlayerSetup(name="Alice"), PlayerSetup(name="Bob")))
        assert not engine.observe().game_over and engine.observe().winners == ()
        _concede(engine, "Alice")
        obs = engine.observe()
        assert obs.game_over and obs.winners == ("Bob",)
        _rejected_after_the_end(engine, PassPriority(player="Bob"))
    finally:
        engine.close()
