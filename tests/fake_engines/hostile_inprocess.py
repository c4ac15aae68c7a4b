"""In-process engines that attack the run itself (issue 14, F3, F9), for tests/test_run_supervision.py.
Each is the reference engine until its misbehaviour is due; every wait is bounded.

- ``ExitsTheProcess``: the ``EXIT_AT``-th ``act`` of the process (1) calls ``os._exit(0)``, as a C
  library's error path might.
- ``InterruptsTheRun``: the ``KB_AT``-th ``act`` of the process (1) raises ``KeyboardInterrupt``.
- ``LeavesAThread``: ``setup`` starts a non-daemon thread that lives ``THREAD_S`` seconds (60).
- ``HangsInNativeCode``: ``act`` sleeps ``NATIVE_S`` seconds (60) in C with SIGALRM blocked, so
  pytest-timeout's signal cannot reach Python code, as with a Rust or C engine stuck in a loop.
- ``Nondeterministic``: every ``FLAKY_EVERY``-th observation (40) shows Alice one life higher.
"""

from __future__ import annotations

import ctypes
import os
import signal
import threading
import time
from collections.abc import Sequence

from mtg_conformance.protocol import Action, ActionResult, GameSetup, ScriptedChoice
from mtg_reference_engine import ReferenceEngine


class ExitsTheProcess(ReferenceEngine):
    acts = 0

    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        ExitsTheProcess.acts += 1
        if ExitsTheProcess.acts >= int(os.environ.get("EXIT_AT", "1")):
            os._exit(0)
        return super().act(action, choices)


class InterruptsTheRun(ReferenceEngine):
    acts = 0

    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        InterruptsTheRun.acts += 1
        if InterruptsTheRun.acts >= int(os.environ.get("KB_AT", "1")):
            raise KeyboardInterrupt
        return super().act(action, choices)


class LeavesAThread(ReferenceEngine):
    def setup(self, setup: GameSetup) -> None:
        threading.Thread(target=time.sleep, args=(float(os.environ.get("THREAD_S", "60")),), daemon=False).start()
        super().setup(setup)


class HangsInNativeCode(ReferenceEngine):
    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
        try:
            ctypes.CDLL(None).sleep(int(os.environ.get("NATIVE_S", "60")))
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})
        return super().act(action, choices)


class Nondeterministic(ReferenceEngine):
    """Reports Alice one life higher in every ``FLAKY_EVERY``-th observation (40) of the process,
    whatever the game: the same game replayed by Hypothesis gets different observations."""

    calls = 0

    def observe(self):  # type: ignore[no-untyped-def]
        import dataclasses
        seen = super().observe()
        Nondeterministic.calls += 1
        if Nondeterministic.calls % int(os.environ.get("FLAKY_EVERY", "40")) == 0:
            first = dataclasses.replace(seen.players[0], life=seen.players[0].life + 1)
            seen = dataclasses.replace(seen, players=(first, *seen.players[1:]))
        return seen


class OnceSlow(ReferenceEngine):
    """issue 30: the ``SLOW_AT``-th ``act`` of the process (20) sleeps ``SLOW_S`` seconds (30) in
    Python, once: a test's ``--timeout`` fires inside it, and Hypothesis's replay of the example,
    fast this time, disagrees with the first run. That is a timeout, not a nondeterministic engine."""

    acts = 0

    def act(self, action, choices=()):  # type: ignore[no-untyped-def]
        OnceSlow.acts += 1
        if OnceSlow.acts == int(os.environ.get("SLOW_AT", "20")):
            time.sleep(float(os.environ.get("SLOW_S", "30")))
        return super().act(action, choices)
