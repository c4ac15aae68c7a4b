"""The stdio protocol: the reference engine served over stdin/stdout behaves exactly like the
in-process one, and an engine that crashes, hangs, writes garbage or floods its output fails the
request with a clear message and the tail of its stderr, and leaves no process behind."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mtg_conformance.protocol import (
    EngineFault, GameSetup, IllegalAction, MalformedRequest, PassPriority, PlayLand, PlayerSetup,
)
from mtg_conformance.stdio import EnginePool, StdioEngine

ROOT = Path(__file__).resolve().parents[1]
FAULTY = str(Path(__file__).parent / "fake_engines" / "faulty.py")
SETUP = GameSetup(players=(PlayerSetup(name="Alice", hand=("Forest", "Island")), PlayerSetup(name="Bob")),
                  active_player="Alice")


def _engine(mode: str, timeout: float = 5.0) -> StdioEngine:
    return StdioEngine([sys.executable, FAULTY, mode], timeout=timeout)


def test_reference_engine_over_stdio_plays_a_game() -> None:
    engine = StdioEngine([sys.executable, "-m", "mtg_conformance.stdio", "reference"])
    try:
        assert engine.info().name == "reference"
        engine.setup(SETUP)
        forest, island = (c.id for c in engine.observe().player("Alice").hand)
        result = engine.act(PlayLand(player="Alice", card=forest))
        assert any(e.type == "land_played" for e in result.events)
        with pytest.raises(IllegalAction) as rejected:
            engine.act(PlayLand(player="Alice", card=island))
        assert rejected.value.rule == "305.2b"
        with pytest.raises(MalformedRequest, match="no object"):
            engine.act(PlayLand(player="Alice", card=forest))    # that id left with the zone change
        assert [p.name for p in engine.observe().battlefield] == ["Forest"]
    finally:
        engine.close()
    assert not engine.alive()


@pytest.mark.parametrize("mode, words", [
    ("exit-on-act", "exited with code 3"),
    ("hang", "did not answer 'act' within 1 s"),
    ("garbage", "not JSON"),
    ("flood", "longer than"),
    ("wrong-id", "not a response to request"),
])
def test_a_misbehaving_engine_fails_the_request_with_its_stderr_tail(mode: str, words: str) -> None:
    engine = _engine(mode, timeout=30.0)
    engine.setup(SETUP)
    engine.timeout = 1.0 if mode == "hang" else 30.0     # after start-up, which a busy machine slows
    started = time.monotonic()
    with pytest.raises(EngineFault) as fault:
        engine.act(PassPriority(player="Alice"))
    assert time.monotonic() - started < 30
    assert words in str(fault.value)
    assert f"misbehaving ({mode})" in str(fault.value)     # the stderr tail
    assert not engine.alive()                               # killed, nothing left behind
    engine.close()


def test_an_engine_that_crashes_at_once_is_a_fault_not_a_hang() -> None:
    engine = _engine("crash")
    with pytest.raises(EngineFault, match="exited with code 3"):
        engine.info()
    engine.close()


def test_a_command_that_does_not_exist_is_a_fault() -> None:
    with pytest.raises(EngineFault, match="cannot start engine"):
        StdioEngine(["/nonexistent/engine"])


def test_the_pool_reuses_a_live_process_and_replaces_a_dead_one() -> None:
    pool = EnginePool(lambda: _engine("exit-on-act", timeout=2.0))
    first = pool()
    first.setup(SETUP)
    inner = first.engine
    first.close()
    second = pool()
    assert second.engine is inner                          # reused
    with pytest.raises(EngineFault):
        second.act(PassPriority(player="Alice"))
    second.close()
    third = pool()
    assert third.engine is not inner                       # the dead one is not handed out again
    third.close()
    pool.close()


def _run(tmp_path: Path, name: str, *args: str) -> dict:
    report = tmp_path / f"{name}.json"
    proc = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "--report", str(report),
                           "-p", "no:randomly", *args, str(ROOT / "features")],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert report.exists(), proc.stdout[-2000:] + proc.stderr[-2000:]
    return {r["id"]: r["outcome"] for r in json.loads(report.read_text())["results"] if r["kind"] == "scenario"}


@pytest.mark.slow
def test_reference_stdio_gives_the_same_outcomes_as_reference(tmp_path: Path, reference_runs) -> None:
    """The scenarios through the stdio protocol, against the session's default reference run
    (tests/conftest.py)."""
    direct = {r["id"]: r["outcome"] for r in reference_runs["serial"].results if r["kind"] == "scenario"}
    served = _run(tmp_path, "served", "--engine", "reference-stdio", "-k", "feature")
    assert direct and served == direct
    assert set(direct.values()) == {"passed"}, "the two runs agree, but not on every scenario passing"


# ---- issue 32: framing and error objects (adversarial findings G5, G19, G20, G22, G23, G27) ----------

@pytest.mark.parametrize("mode, words", [
    ("no-newline", "bytes without a newline"),               # G22: bytes arrived, without the newline that ends them
    ("latin1", "not UTF-8"),                   # G23: JSON, in the engine's locale encoding
    ("close-stdout", "closed its stdout and is still running"),   # G27
    ("rule-number", "an illegal_action whose rule is 305, not a string"),     # G19
    ("question-string", "a malformed error"),  # G20
    ("kind-number", "a malformed error"),      # G20
])
def test_a_framing_or_error_object_fault_is_the_engines_and_says_what_it_is(mode: str, words: str) -> None:
    engine = _engine(mode, timeout=30.0)
    engine.setup(SETUP)
    engine.timeout = 2.0 if mode == "no-newline" else 30.0
    with pytest.raises(EngineFault) as fault:                # never MalformedRequest: the request was fine
        engine.act(PassPriority(player="Alice"))
    assert type(fault.value) is EngineFault or mode == "no-newline", type(fault.value)
    assert words in str(fault.value), str(fault.value)
    assert "faulty.py" in str(fault.value)                   # the engine is named
    assert not engine.alive()
    engine.close()


def test_a_line_written_between_games_fails_the_game_that_wrote_it_not_the_next() -> None:
    """G5: an engine answers ``observe`` twice. The game that ends with that extra line unread is
    charged when its engine is given back; the next game gets a fresh process."""
    pool = EnginePool(lambda: _engine("extra-line", timeout=30.0))
    first = pool()
    first.setup(SETUP)
    first.observe()
    time.sleep(0.5)                          # the extra line reaches the reader
    with pytest.raises(EngineFault, match="wrote a line no request asked for"):
        first.close()
    assert not first.engine.alive()
    second = pool()
    assert second.engine is not first.engine
    second.setup(SETUP)                      # a game without observe: nothing extra
    second.close()
    assert pool.idle == [second.engine]
    pool.close()


def test_a_line_that_arrives_after_the_game_was_given_back_is_never_read_by_the_next() -> None:
    """G5, the late case: the extra line arrives after the engine was given back; the next game is
    given a fresh process, not the one with the stale line."""
    pool = EnginePool(lambda: _engine("extra-line", timeout=30.0))
    first = pool()
    first.setup(SETUP)
    inner = first.engine
    inner._lines.put(b"late\n")               # as if read after the check at close
    pool.idle.append(inner)
    second = pool()
    assert second.engine is not inner and not inner.alive()
    second.close()
    pool.close()


def test_an_in_process_engine_citing_a_rule_as_a_number_is_at_fault() -> None:
    """G19 in process: a rejection whose rule is a number fails as the engine's fault at the
    boundary, not as a TypeError inside a step."""
    from mtg_conformance.driver import GuardedEngine
    from mtg_reference_engine import ReferenceEngine

    class CitesANumber(ReferenceEngine):
        def act(self, action, choices=()):
            try:
                return super().act(action, choices)
            except IllegalAction as exc:
                raise IllegalAction(exc.reason, 305) from None   # type: ignore[arg-type]

    engine = GuardedEngine(CitesANumber())
    engine.setup(SETUP)
    forest, island = (c.id for c in engine.observe().player("Alice").hand)
    engine.act(PlayLand(player="Alice", card=forest))
    with pytest.raises(EngineFault, match=r"citing rule 305 \(int\), not a string"):
        engine.act(PlayLand(player="Alice", card=island))


def test_an_engine_declaring_legal_actions_that_answers_unsupported_fails() -> None:
    """G6: Unsupported from legal_actions() of an engine that declares legal-actions is a failure
    (docs/protocol.md §5: declaring a capability you do not implement turns those skips into failures)."""
    from mtg_conformance.driver import GuardedEngine
    from mtg_conformance.protocol import Unsupported
    from mtg_reference_engine import ReferenceEngine

    class RefusesLegalActions(ReferenceEngine):
        def legal_actions(self, player):
            raise Unsupported("legal actions are not listed yet")

    engine = GuardedEngine(RefusesLegalActions())
    engine.setup(SETUP)
    try:
        with pytest.raises(EngineFault, match="declares the capability 'legal-actions' but answered legal_actions"):
            engine.legal_actions("Alice")
    except Unsupported:
        pytest.fail("the engine's Unsupported came through: a skip, not a failure")
