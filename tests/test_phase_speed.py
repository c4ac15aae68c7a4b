"""What the phase.rs adapter keeps between calls to be fast must never serve a stale answer: the
state it exported (``LiveGame``), the observation it read, and the snapshot it skips restoring
when phase.rs was not touched. Skipped without the ``phase`` package.
"""

from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install -e '.[phase]')")

from mtg_conformance.adapters.phase.common import LiveGame  # noqa: E402  (needs phase)


class FakeGame:
    """A stand-in for phase.rs's Game: its state is a counter that each apply raises, also when
    the apply is refused (as a refused call may have changed the game)."""

    def __init__(self) -> None:
        self.version = 0
        self.exports = 0

    def state(self) -> dict:
        self.exports += 1
        return {"state": {"version": self.version}}

    def apply(self, actor: int, action: object) -> str:
        self.version += 1
        if action == "refused":
            raise ValueError("Action not allowed")
        return "ok"

    def waiting_for(self) -> dict:
        return {"type": "Priority", "data": {"player": 0}}


class StaleGame(LiveGame):
    """The bug the cache must not have: apply that does not forget the exported state."""

    __slots__ = ()

    def apply(self, *args, **kwargs):
        self.changes += 1
        return self.native.apply(*args, **kwargs)


def _check_live_game(cls: type[LiveGame]) -> None:
    native = FakeGame()
    game = cls(native)
    assert game.state()["state"]["version"] == 0
    assert game.state()["state"]["version"] == 0 and native.exports == 1, "read once while unchanged"
    assert game.waiting_for()["type"] == "Priority"            # every other read is the Game's own
    game.apply(0, "play")
    assert game.state()["state"]["version"] == 1, "an applied action is seen"
    with pytest.raises(ValueError):
        game.apply(0, "refused")
    assert game.state()["state"]["version"] == 2, "a refused action may have changed the game"
    assert game.changes == 2


def test_live_game_exports_the_state_once_per_change():
    _check_live_game(LiveGame)


def test_the_check_catches_a_cache_that_outlives_an_apply():
    with pytest.raises(AssertionError, match="an applied action is seen"):
        _check_live_game(StaleGame)


# ---- on phase.rs itself ------------------------------------------------------------------------

phase = pytest.importorskip("phase", reason="phase-python is not installed (pip install -e '.[phase]')")

from mtg_conformance.adapters import phase as adapter  # noqa: E402
from mtg_conformance.protocol import (  # noqa: E402
    GameSetup, IllegalAction, PassPriority, PlayerSetup, PlayLand, Step,
)


def _setup() -> GameSetup:
    return GameSetup(players=(PlayerSetup(name="Alice", hand=("Forest", "Forest"), library=("Forest",)),
                              PlayerSetup(name="Bob", library=("Forest",))),
                     active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3)


def test_an_observation_is_never_older_than_the_game():
    engine = adapter.PhaseEngine()
    engine.setup(_setup())
    before = engine.observe()
    forest = before.player("Alice").hand[0].id
    engine.act(PlayLand(player="Alice", card=forest))
    after = engine.observe()
    assert [p.name for p in after.battlefield] == ["Forest"] and len(after.player("Alice").hand) == 1
    # Rejected by the adapter before phase.rs sees it (Bob has no priority): nothing to restore,
    # and the observation is the game's.
    with pytest.raises(IllegalAction, match="does not have priority"):
        engine.act(PassPriority(player="Bob"))
    assert engine.observe() == after
    # Refused by phase.rs (a second land): restored from the snapshot, observed anew.
    with pytest.raises(IllegalAction):
        engine.act(PlayLand(player="Alice", card=after.player("Alice").hand[0].id))
    assert engine.observe() == after
    # A new setup starts from nothing the last game left.
    engine.setup(_setup())
    assert engine.observe() == before


def test_a_rejected_action_that_reached_phase_is_undone():
    """A game changed by a call and then failed is restored, even though the adapter keeps the
    state it exported: the snapshot is the state before the action, not the cached one after."""
    engine = adapter.PhaseEngine()
    engine.setup(_setup())
    before = engine.observe()
    real = engine.game.native

    class ChangesThenRefuses:
        """Plays the land for real, then fails like a refusal (a call that changed the game)."""

        def __getattr__(self, name):
            return getattr(real, name)

        def apply(self, *args, **kwargs):
            real.apply(*args, **kwargs)
            raise ValueError("Action not allowed: refused after a change")

    engine.game = ChangesThenRefuses()
    with pytest.raises(Exception):
        engine.act(PlayLand(player="Alice", card=before.player("Alice").hand[0].id))
    assert engine.observe() == before


def test_each_step_began_is_in_the_turn_phase_rs_reports_it_in():
    """The active player of a step_began event is phase.rs's as of that event (its state when the
    action began, then each TurnStarted), not read once after the action: Alice's cleanup step is
    hers, Bob's untap step his (CR 500.1: a turn's steps are the active player's)."""
    from mtg_conformance.protocol import AdvanceTo, EventType

    engine = adapter.PhaseEngine()
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", library=("Forest",) * 3),
                                    PlayerSetup(name="Bob", library=("Forest",) * 3)),
                           active_player="Alice", step=Step.END, turn=3))
    result = engine.act(AdvanceTo(step=Step.DRAW))
    steps = [(e.detail, e.player) for e in result.events if e.type == EventType.STEP_BEGAN]
    turns = [e.player for e in result.events if e.type == EventType.TURN_BEGAN]
    assert turns == ["Bob"]
    assert ("cleanup", "Alice") in steps and ("untap", "Bob") in steps and steps[-1] == ("draw", "Bob"), steps
