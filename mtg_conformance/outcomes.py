"""Whose fault a result is (issue 30, item 1).

A result that did not pass is one of three things, and the report says which:

``failed``
    the engine deviated from the rules or from the protocol: an assertion about what it did (a
    step's ``Then``, a property's invariant), or an error of the protocol from an engine call (an
    :class:`~mtg_conformance.protocol.EngineFault`: it crashed, answered something that is not the
    protocol, or rejected what it must accept), or a nondeterministic engine (Hypothesis replayed a
    game and the engine answered differently).
``timeout``
    the engine did not answer in time: a stdio engine silent past ``--engine-timeout``
    (:class:`~mtg_conformance.protocol.EngineTimeout`), or a scenario or property past ``--timeout``
    (pytest-timeout). Neither says the engine broke a rule, and neither is nondeterminism, even
    when Hypothesis then replays the example within the time and calls it flaky.
``error``
    the suite itself is at fault: an exception raised in the suite's own code (a step, a strategy, a
    property's bookkeeping) that is neither an assertion about the engine nor anything an engine
    call raised. An expectations entry cannot turn it into a known failure: it is not the engine's.

:func:`classify` reads the exception a test raised and names one of the three.
"""

from __future__ import annotations

import sys
from typing import Final

from .protocol import EngineTimeout, ProtocolError

FAILED: Final = "failed"
TIMEOUT: Final = "timeout"
ERROR: Final = "error"

PYTEST_TIMEOUT_PREFIX = "Timeout (>"
"""How pytest-timeout's failure begins (``pytest.fail("Timeout (>%ss) from pytest-timeout.")``)."""

NONDETERMINISM_PREFIX = "the engine answered differently when Hypothesis replayed the same game"
"""How :data:`mtg_conformance.supervision.NONDETERMINISTIC` begins."""


def _pytest_failed() -> tuple[type[BaseException], ...]:
    outcomes = sys.modules.get("_pytest.outcomes")
    return (outcomes.Failed,) if outcomes is not None else ()


def is_timeout(exc: BaseException) -> bool:
    """Whether ``exc`` says that something took too long: a stdio engine's request, or the test."""
    if isinstance(exc, EngineTimeout):
        return True
    if isinstance(exc, _pytest_failed()) and str(getattr(exc, "msg", "") or exc).startswith(PYTEST_TIMEOUT_PREFIX):
        return True
    try:
        from hypothesis.errors import DeadlineExceeded
    except ImportError:   # pragma: no cover - hypothesis is a dependency
        return False
    return isinstance(exc, DeadlineExceeded)


def _leaves(exc: BaseException) -> list[BaseException]:
    """The exceptions of ``exc``: itself, or those of a group (Hypothesis reports several distinct
    failures as one), or those a flaky replay saw before it disagreed."""
    if type(exc).__name__ == "_WrappedBaseException" and exc.__cause__ is not None:
        return _leaves(exc.__cause__)    # Hypothesis wraps a BaseException (pytest's Failed) in a FlakyFailure
    inner = getattr(exc, "exceptions", None)
    if isinstance(inner, (list, tuple)) and inner:
        found = [leaf for e in inner if isinstance(e, BaseException) for leaf in _leaves(e)]
        if isinstance(exc, BaseExceptionGroup) or found:
            return found or [exc]
    return [exc]


def _flaky(exc: BaseException) -> bool:
    try:
        from hypothesis.errors import FlakyFailure, FlakyReplay, FlakyStrategyDefinition
    except ImportError:   # pragma: no cover
        return False
    return isinstance(exc, (FlakyFailure, FlakyReplay, FlakyStrategyDefinition))


def _one(exc: BaseException) -> str:
    if is_timeout(exc):
        return TIMEOUT
    if isinstance(exc, (AssertionError, ProtocolError, *_pytest_failed())):
        return FAILED
    if _flaky(exc):
        return FAILED              # nondeterminism: the engine's (its leaves were read first)
    return ERROR


def classify(exc: BaseException) -> str:
    """``failed``, ``timeout`` or ``error`` for the exception a test raised (see the module's
    docstring). Of several (a group, a flaky replay's earlier failures): ``timeout`` when any took
    too long (what followed may only be its consequence: a replay that disagrees because the first
    run was cut short), else ``failed`` when any is the engine's, else ``error`` (a flaky replay whose
    first run raised in the suite's own code too: whatever the engine answered, the suite must not
    crash on it)."""
    kinds = {_one(leaf) for leaf in _leaves(exc)}
    if TIMEOUT in kinds:
        return TIMEOUT
    if FAILED in kinds:
        return FAILED
    return ERROR


def label(kind: str) -> str:
    """The words a result's message starts with, for a timeout or a suite error."""
    if kind == ERROR:
        return ("error in the suite itself, not the engine's fault (please report it to mtg-conformance "
                "with this message)")
    if kind == TIMEOUT:
        return "timeout: the engine did not answer in time (not a rules failure, and not nondeterminism)"
    return ""
