"""The harness owns the processes it starts (issue 14, F7, F8, F13, F14, F20, F21): a stdio engine
and everything it started die when it is closed, crashes, times out or the run ends; a request
that was not answered never leaks into the next game; stderr is kept as a bounded tail; an answer
the protocol does not allow is a fault naming it. Every engine here is bounded in time (its
children sleep at most 30 s) and every test kills what it started."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtg_conformance.driver import Table
from mtg_conformance.protocol import (
    EngineFault, GameSetup, PassPriority, PlayerSetup, QuestionKind, ScriptedChoice,
)
from mtg_conformance.stdio import STDERR_TAIL, EnginePool, StdioEngine

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = str(Path(__file__).parent / "fake_engines" / "hostile_stdio.py")
SETUP = GameSetup(players=(PlayerSetup(name="Alice", hand=("Forest",)), PlayerSetup(name="Bob")),
                  active_player="Alice")
CHILD_LIFE = "30"

pytestmark = pytest.mark.timeout(120)


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped by its parent, does not count)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state != "Z"


def pids(pidfile: Path) -> list[int]:
    return [int(line) for line in pidfile.read_text().split()] if pidfile.exists() else []


def wait_gone(found: list[int], within: float = 5.0) -> list[int]:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and any(alive(p) for p in found):
        time.sleep(0.05)
    return [p for p in found if alive(p)]


@pytest.fixture
def pidfile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Where the hostile engine and its children write their pids; whatever is still alive at the
    end of the test is killed (the test has failed by then)."""
    path = tmp_path / "pids"
    monkeypatch.setenv("HOSTILE_PIDFILE", str(path))
    yield path
    for pid in pids(path):
        if alive(pid):
            os.kill(pid, signal.SIGKILL)


def hostile(modes: str, arg: str = "", timeout: float = 30.0) -> StdioEngine:
    return StdioEngine([sys.executable, HOSTILE, modes, arg], timeout=timeout)


# ---- F8: processes an engine started die with it ---------------------------------------------

def test_a_child_of_an_engine_that_exits_on_close_dies_with_it(pidfile: Path) -> None:
    engine = hostile("fork-child", CHILD_LIFE)
    engine.info()
    started = pids(pidfile)
    assert len(started) == 2                               # the child, the engine
    engine.close()
    assert wait_gone(started) == []


def test_a_child_of_an_engine_closed_without_answering_dies_with_it(pidfile: Path) -> None:
    engine = hostile("fork-child,ignore-term,slow-first-act", CHILD_LIFE)
    engine.setup(SETUP)
    engine.timeout = 0.5
    with pytest.raises(EngineFault, match="did not answer 'act'"):
        engine.act(PassPriority(player="Alice"))
    assert wait_gone(pids(pidfile)) == []


# ---- F7: a crash while a child holds stdout --------------------------------------------------

def test_a_crash_while_a_child_holds_stdout_is_reported_at_once_and_the_child_dies(pidfile: Path) -> None:
    engine = hostile("crash-holding-stdout", CHILD_LIFE, timeout=20.0)
    engine.setup(SETUP)
    started = time.monotonic()
    with pytest.raises(EngineFault) as fault:
        engine.act(PassPriority(player="Alice"))
    took = time.monotonic() - started
    engine.close()
    assert "exited with code 3 while answering 'act'" in str(fault.value)
    assert "crashing on act" in str(fault.value)           # the stderr tail
    assert took < 10, f"waited {took:.1f} s for an engine that had exited"
    assert wait_gone(pids(pidfile)) == []


# ---- F14: a request that was not answered is not answered to the next game -------------------

class _Interrupted(Exception):
    pass


def _interrupt(*_: object) -> None:
    raise _Interrupted   # what pytest-timeout's signal method does to a test that runs too long


def test_a_process_whose_request_was_interrupted_is_not_reused(pidfile: Path) -> None:
    pool = EnginePool(lambda: hostile("slow-first-act", "3"))
    try:
        first = pool()
        first.setup(SETUP)
        previous = signal.signal(signal.SIGALRM, _interrupt)
        signal.setitimer(signal.ITIMER_REAL, 0.5)
        try:
            with pytest.raises(_Interrupted):
                first.act(PassPriority(player="Alice"))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        busy = first.engine
        first.close()
        assert not busy.alive()                            # killed, not given back
        second = pool()                                    # the next, correct game
        assert second.engine is not busy
        second.setup(SETUP)
        assert [p.name for p in second.observe().players] == ["Alice", "Bob"]
        second.close()
    finally:
        pool.close()


# ---- F13: stderr is a bounded tail -----------------------------------------------------------

def _open_file_bytes() -> int:
    """Bytes held by this process's open regular files (deleted temp files included)."""
    total = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            st = os.stat(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if (st.st_mode & 0o170000) == 0o100000:
            total += st.st_size
    return total


def test_a_verbose_engine_does_not_fill_the_disk(pidfile: Path) -> None:
    before = _open_file_bytes()
    engine = hostile("stderr-flood", "1")                    # 1 MiB of stderr per request
    try:
        engine.setup(SETUP)
        for _ in range(15):
            engine.observe()
        held = _open_file_bytes() - before
        assert held < 1024 * 1024, f"the harness holds {held} bytes of the engine's stderr"
        assert len(engine.stderr_tail()) <= STDERR_TAIL
    finally:
        engine.close()


# ---- F21: answers the protocol does not allow --------------------------------------------------

@pytest.mark.parametrize("modes, arg, words", [
    ("protocol", '"99"', "speaks protocol '99'; this suite speaks protocol '1'"),
    ("protocol", "null", "speaks protocol None; this suite speaks protocol '1'"),
    ("id", "true", "not a response to request 1"),
    ("id", "1.0", "not a response to request 1"),
    ("caps", "5", "answered 'info' with capabilities 5, not a list of strings"),          # F6: a bare TypeError
    ("caps", '[["explore"]]', "answered 'info' with capabilities [['explore']], not a list of strings"),
])
def test_an_info_answer_the_protocol_does_not_allow_is_a_fault(pidfile: Path, modes: str, arg: str, words: str) -> None:
    engine = hostile(modes, arg)
    try:
        with pytest.raises(EngineFault) as fault:
            engine.info()
        assert words in str(fault.value)
        assert not engine.alive()
    finally:
        engine.close()


def test_an_answer_nested_too_deeply_is_a_fault_and_the_process_is_killed(pidfile: Path) -> None:
    engine = hostile("deep", "100000")
    try:
        engine.setup(SETUP)
        with pytest.raises(EngineFault, match="nested too deeply"):
            engine.observe()
        assert not engine.alive()
    finally:
        engine.close()


# ---- F20: choices_used out of range ----------------------------------------------------------

@pytest.mark.parametrize("used", ["99", "-1"])
def test_an_engine_claiming_choices_it_was_not_sent_is_a_fault(pidfile: Path, used: str) -> None:
    engine = hostile("choices-used", used)
    table = Table(engine)
    try:
        table.load(SETUP)
        table.script(ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD, answer=True))
        with pytest.raises(EngineFault, match=f"used {used} scripted choice\\(s\\), but 1 were sent"):
            table.act(PassPriority(player="Alice"))
    finally:
        engine.close()
