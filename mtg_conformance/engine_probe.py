"""The engine of a run, found and asked its ``info`` once before anything runs (issue 18, item 2).

Shared by the pytest plugin (before it collects: ``mtg_conformance.plugin``) and by
``mtg-conformance run`` (before it starts pytest at all: ``mtg_conformance.cli``), so that an engine
that cannot be loaded, started or asked its info ends the run with one ``ERROR:`` line and exit 4
whichever way the suite is run, and the command line does not pay for starting pytest, the
Hypothesis plugin and the card pool to say so (issue 18, item 7). Nothing here imports pytest.
"""

from __future__ import annotations

import math
import shlex
from collections.abc import Callable

from .driver import GuardedEngine
from .engines import UnknownEngine, engine_factory
from .protocol import Engine, EngineInfo
from .safetext import one_line
from .stdio import DEFAULT_TIMEOUT, STDERR_MARK, EnginePool, StdioEngine

PROBE_STDERR = 400
"""Characters of a failed engine's stderr (the last ones) the probe's error line quotes."""


class EngineUsageError(ValueError):
    """One line saying why the run cannot use the engine it was given (a usage error: exit 4)."""


def stdio_engine_options(command: str, timeout: float | None) -> tuple[list[str], float]:
    """The stdio engine's command line and timeout, or one usage error saying what is wrong: an
    empty command (an unset variable in CI would otherwise test the default engine), unbalanced
    quotes, a timeout that is not a positive number of seconds."""
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise EngineUsageError(f"--engine-cmd {command!r}: {exc}") from None
    if not argv:
        raise EngineUsageError(f"--engine-cmd {command!r} is empty: give the engine's command and arguments")
    if timeout is None:
        timeout = DEFAULT_TIMEOUT
    if not math.isfinite(timeout) or timeout <= 0:
        raise EngineUsageError(f"--engine-timeout {timeout:g}: give a positive number of seconds")
    return argv, timeout


def factory_for(engine: str, engine_cmd: str | None, engine_timeout: float | None) -> tuple[Callable[[], Engine], str]:
    """The factory of fresh engines that ``--engine`` / ``--engine-cmd`` name (stdio engines in a
    pool of idle processes), and the option that named it, for error lines (``--engine 'x'``)."""
    if engine_cmd is not None:      # "" (an unset variable) is an error, not the default engine
        argv, timeout = stdio_engine_options(engine_cmd, engine_timeout)
        return EnginePool(lambda: StdioEngine(argv, timeout=timeout)), f"--engine-cmd {engine_cmd!r}"
    try:
        factory = engine_factory(engine)
    except UnknownEngine as exc:
        raise EngineUsageError(str(exc)) from None
    if isinstance(factory, type) and issubclass(factory, StdioEngine):
        factory = EnginePool(factory)
    return factory, f"--engine {engine!r}"


def probe(factory: Callable[[], Engine], what: str) -> EngineInfo:
    """Start one engine and ask its ``info`` (checked by the driver), or one usage error saying why
    it could not answer: the cause, then the tail of its stderr."""
    try:
        made = factory()
        try:
            return GuardedEngine(made).info()
        finally:
            made.close()
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # noqa: BLE001 - anything the engine does (a Rust panic is a BaseException)
        raise EngineUsageError(probe_failure(what, exc)) from None


def close(factory: Callable[[], Engine]) -> None:
    """Stop the idle engine processes of a factory :func:`factory_for` made (in-process engines have none)."""
    if isinstance(factory, EnginePool):
        factory.close()


def probe_failure(what: str, exc: BaseException) -> str:
    """The one line saying why the engine ``what`` could not answer ``info``: the cause, then the
    tail of its stderr (a stdio engine's fault carries it)."""
    text = str(exc) or type(exc).__name__
    cause, _, tail = text.partition(STDERR_MARK)
    line = f"{what}: the engine could not be started and asked its info: {one_line(cause, 600)}"
    if tail.strip():
        line += f"; its stderr ends: {one_line(tail.strip()[-PROBE_STDERR:], PROBE_STDERR + 20)}"
    return line
