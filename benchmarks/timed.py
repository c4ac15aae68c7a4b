"""Engines that time every protocol call: a thin proxy around the reference engine or phase.rs.

``mtg-conformance``'s plugin loads an engine from ``module:Class``; the benchmark runs the scenarios
with ``--engine benchmarks.timed:TimedSelected``, so the suite drives the real engine (the reference
engine or phase.rs, chosen between two runs of a scenario) exactly as usual while :data:`RECORDER`
notes how long each call took. The proxy computes nothing and changes nothing: it forwards each
call and its result or exception.
:func:`timed_snapshots` times the reference engine's own snapshots the same way.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from mtg_conformance.protocol import (
    Action, ActionResult, Engine, EngineInfo, GameSetup, IllegalAction, Observation, ScriptedChoice,
    UnansweredQuestion,
)


@dataclasses.dataclass
class Call:
    engine: str
    scenario: str
    rep: int
    method: str
    """``setup``, ``act``, ``observe`` (first after a change) or ``observe_again``, ``legal_actions``."""
    detail: str
    """For ``act``: the action's kind and how it ended (``cast:accepted``, ``pass:illegal``)."""
    ns: int


class Recorder:
    """Every timed call, tagged with the scenario and repetition being run."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.engine = "reference"
        """The engine :class:`TimedSelected` makes."""
        self.scenario = ""
        self.rep = 0
        self.enabled = True

    def add(self, method: str, detail: str, ns: int) -> None:
        if self.enabled:
            self.calls.append(Call(self.engine, self.scenario, self.rep, method, detail, ns))


RECORDER = Recorder()


class TimedEngine(Engine):
    """Forwards every call to ``inner`` and records its duration in :data:`RECORDER`."""

    def __init__(self, inner: Engine) -> None:
        self.inner = inner
        self._fresh = True
        """Whether the next ``observe`` is the first since the last setup or action."""

    def info(self) -> EngineInfo:
        return self.inner.info()

    def setup(self, setup: GameSetup) -> None:
        self._fresh = True
        start = time.perf_counter_ns()
        try:
            self.inner.setup(setup)
        finally:
            RECORDER.add("setup", "", time.perf_counter_ns() - start)

    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        outcome = "error"
        start = time.perf_counter_ns()
        try:
            result = self.inner.act(action, choices)
            outcome = "accepted"
            self._fresh = True
            return result
        except IllegalAction:
            outcome = "illegal"
            raise
        except UnansweredQuestion:
            outcome = "question"
            raise
        finally:
            RECORDER.add("act", f"{getattr(type(action), 'KIND', type(action).__name__)}:{outcome}",
                         time.perf_counter_ns() - start)

    def observe(self) -> Observation:
        method = "observe" if self._fresh else "observe_again"
        self._fresh = False
        start = time.perf_counter_ns()
        try:
            return self.inner.observe()
        finally:
            RECORDER.add(method, "", time.perf_counter_ns() - start)

    def legal_actions(self, player: str) -> list[Action]:
        start = time.perf_counter_ns()
        try:
            return self.inner.legal_actions(player)
        finally:
            RECORDER.add("legal_actions", "", time.perf_counter_ns() - start)

    def close(self) -> None:
        self.inner.close()


def _reference() -> Engine:
    from mtg_reference_engine import ReferenceEngine
    return ReferenceEngine()


def _phase() -> Engine:
    from mtg_conformance.adapters.phase import PhaseEngine
    return PhaseEngine()


MAKERS: dict[str, Callable[[], Engine]] = {"reference": _reference, "phase": _phase}


class TimedSelected(TimedEngine):
    """A fresh engine of the kind :data:`RECORDER` names (``RECORDER.engine``), timed. The benchmark
    runs the suite with ``--engine benchmarks.timed:TimedSelected`` and switches engines between two
    runs of a scenario, so that two engines are measured side by side in one pytest session."""

    def __init__(self) -> None:
        super().__init__(MAKERS[RECORDER.engine]())


@contextlib.contextmanager
def timed_snapshots(sink: Callable[[int], None]) -> Iterator[None]:
    """Time the reference engine's snapshots — the copy of the game (``adapter.snapshot``) its
    adapter takes before each action and for each legal-action candidate it tries — without
    changing the engine: for the duration, the adapter module's name ``snapshot`` points at a shim
    that reports the nanoseconds of each copy to ``sink`` (the copy itself is the real one)."""
    from mtg_reference_engine import adapter

    real = adapter.snapshot

    def snapshot(game: Any) -> Any:
        start = time.perf_counter_ns()
        try:
            return real(game)
        finally:
            sink(time.perf_counter_ns() - start)

    adapter.snapshot = snapshot
    try:
        yield
    finally:
        adapter.snapshot = real
