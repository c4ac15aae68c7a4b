"""What keeps a run's verdict honest when an in-process engine is not (issue 14, F3, F9).

``mtg-conformance run`` runs pytest in a child process and believes its exit code only when the
child wrote it, at the very end of the session, to the status file named by ``MTG_CONFORMANCE_STATUS``
(see :func:`mtg_conformance.cli.supervise`). An engine that exits the process (``os._exit(0)`` in a
C library's error path) therefore cannot pass the run, and a report left by an earlier run is
removed when the session starts, so a run that died leaves no report rather than a stale one.

A watchdog backs up pytest-timeout: pytest-timeout's signal method fails a test that runs too long,
but only when Python code runs; an engine stuck in native code (a Rust or C loop) never returns
to it. ``faulthandler`` watches from a thread of its own that needs no Python code to run: when a
test outlives its timeout by :data:`WATCHDOG_GRACE` seconds, it writes every thread's stack and ends
the process. The run then ends without its summary, and the supervisor says so.

Loaded by :mod:`mtg_conformance.plugin`.
"""

from __future__ import annotations

import faulthandler
import json
import os
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

STATUS_ENV = "MTG_CONFORMANCE_STATUS"
"""Environment variable: the file where the session writes the test it runs and, last, its exit
code (``exit N``). Set by the supervisor; a worker process of pytest-xdist does not write it."""
WATCHDOG_GRACE = 30.0
"""Seconds past a test's timeout (pytest-timeout) after which the watchdog ends the process."""

_session: pytest.Session | None = None
_stacks: IO[bytes] | None = None


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("mtg-conformance").addoption(
        "--mtg-watchdog-grace", metavar="SECONDS", type=float, default=WATCHDOG_GRACE,
        help=f"seconds past a test's timeout after which a test stuck where the timeout cannot reach "
             f"it (native code) ends the run (default {WATCHDOG_GRACE:g})")


def _status_path(config: pytest.Config) -> Path | None:
    path = os.environ.get(STATUS_ENV)
    if not path or hasattr(config, "workerinput"):
        return None
    return Path(path)


def _write_status(config: pytest.Config, line: str) -> None:
    path = _status_path(config)
    if path is not None:
        path.write_text(line + "\n", encoding="utf-8")


def journal(config: pytest.Config, key: str, result: dict[str, Any], engine: dict[str, str] | None) -> None:
    """Append a result as it stands (and the engine's name, when known) to the run's journal, the
    status file's ``.results``: if the test process dies, the supervisor writes the report of the
    results that finished from it (:func:`write_interrupted_report`)."""
    path = _status_path(config)
    if path is None:
        return
    line = json.dumps({"key": key, "result": result, "engine": engine}, ensure_ascii=True)
    with open(f"{path}.results", "a", encoding="utf-8") as f:
        f.write(line + "\n")


def write_interrupted_report(status: Path, report_path: str, why: str) -> str:
    """Write the report of a run whose test process died, from its journal: the results that
    finished, marked ``"interrupted": true`` with ``why``. Returns a line saying what was written."""
    from . import report

    results: dict[str, dict[str, Any]] = {}
    engine: dict[str, str] | None = None
    try:
        lines = Path(f"{status}.results").read_text(encoding="utf-8").splitlines()
    except OSError:
        lines = []
    for line in lines:
        try:
            record = json.loads(line)
            results[str(record["key"])] = dict(record["result"])
            engine = record.get("engine") or engine
        except (ValueError, KeyError, TypeError):
            continue                    # the line the process was writing when it died
    finished = [r for r in results.values() if r.get("outcome") in report.OUTCOMES]
    try:
        report.write(Path(report_path), engine=engine or {"name": "?", "version": "?"}, results=finished,
                     interrupted=why)
    except OSError as exc:
        return f"cannot write the run report {report_path}: {exc.strerror or exc}"
    return f"wrote {report_path}, marked interrupted, with the {len(finished)} result(s) that finished"


def _terminated(signum: int, frame: Any) -> None:
    """SIGTERM (a CI job cancelled, a time limit) ends the session as Ctrl-C does: fixtures close
    their engines, so the engines' process groups are killed rather than left running."""
    raise KeyboardInterrupt(f"terminated by signal {signum}")


def pytest_configure(config: pytest.Config) -> None:
    global _stacks
    if threading.current_thread() is threading.main_thread():
        for signum in (signal.SIGTERM, signal.SIGHUP):      # SIGHUP: a closed terminal or SSH session (G12)
            if signal.getsignal(signum) == signal.SIG_DFL:
                signal.signal(signum, _terminated)
    path = _status_path(config)
    if path is not None:
        _stacks = open(f"{path}.stacks", "wb")   # noqa: SIM115  (the watchdog's output, kept open)


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """Forget the last run's report: if this run dies, there is no report rather than a stale one."""
    global _session
    _session = session
    config = session.config
    report = config.getoption("--mtg-report", None)
    if report and not hasattr(config, "workerinput"):
        from .safetext import output_target
        target = output_target(report)          # through a symbolic link: the link stays (G1)
        if target.is_file():
            try:
                target.unlink()
            except OSError as exc:              # G17: a read-only directory, found late
                raise pytest.UsageError(f"--report {report}: the last run's report cannot be removed "
                                        f"({exc.strerror})") from None
    _write_status(config, "started")


def _timeout(item: pytest.Item) -> float:
    try:
        from pytest_timeout import _get_item_settings
        return float(_get_item_settings(item).timeout or 0)
    except Exception:   # pytest-timeout absent or changed: no watchdog rather than a broken run
        return 0.0


def _debugging(config: pytest.Config) -> bool:
    return bool(config.getoption("usepdb", False)) or sys.gettrace() is not None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[Any]:
    _write_status(item.config, f"running {item.nodeid}")
    timeout = _timeout(item)
    watch = timeout > 0 and not _debugging(item.config)
    if watch:
        grace = item.config.getoption("--mtg-watchdog-grace")
        faulthandler.dump_traceback_later(timeout + grace, exit=True,
                                          file=_stacks if _stacks is not None else sys.__stderr__)
    try:
        return (yield)
    finally:
        if watch:
            faulthandler.cancel_dump_traceback_later()


_finish_interrupted: str | None = None
"""Why the session's end (its report, its expectations file) did not complete: then the status says
``interrupted``, never ``exit N`` (G2: a SIGTERM while the report was written gave exit 0, no report)."""


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> Iterator[None]:
    global _finish_interrupted
    try:
        return (yield)
    except BaseException as exc:
        _finish_interrupted = f"{type(exc).__name__}: {exc}"[:300]
        raise


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """The last thing the session does: say how it ended, ``exit N`` only if its end completed."""
    global _stacks
    if _session is not None:
        _write_status(config, f"interrupted {_finish_interrupted}" if _finish_interrupted is not None
                      else f"exit {int(_session.exitstatus)}")
    if _stacks is not None:
        _stacks.close()
        _stacks = None


# ---- a nondeterministic engine is named as such (F22) -----------------------------------------

NONDETERMINISTIC = (
    "the engine answered differently when Hypothesis replayed the same game (a nondeterministic "
    "engine: randomness, hash or thread order, time?). The properties draw their actions from the "
    "engine's observations, so Hypothesis reports this as {name}, as if the suite's data generation "
    "were at fault. Hypothesis said: {text}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[Any]:
    from hypothesis.errors import FlakyFailure, FlakyReplay, FlakyStrategyDefinition
    flaky = (FlakyStrategyDefinition, FlakyReplay, FlakyFailure)
    try:
        return (yield)
    except flaky as exc:
        from .outcomes import FAILED, classify
        if classify(exc) != FAILED:
            # issue 30: a replay that disagrees because the first run timed out (pytest-timeout) is a
            # timeout, and one whose first run raised in the suite's own code is the suite's error;
            # neither is the engine's nondeterminism (mtg_conformance.outcomes reads the same exception)
            raise
        said = [_first_line(exc)]
        if isinstance(exc, FlakyFailure):   # the failures seen before the replay disagreed
            said += [f"{type(e).__name__}: {_first_line(e)}" for e in exc.exceptions[:3] if not isinstance(e, flaky)]
        message = NONDETERMINISTIC.format(name=type(exc).__name__, text="\n".join(said))
    pytest.fail(message, pytrace=False)     # outside the except: no chained traceback in the message


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:300] if text else ""
