"""The engine protocol as JSON lines over a subprocess's stdin and stdout.

An engine in any language implements it by reading one JSON request per line on stdin and writing
one JSON response per line on stdout (see docs/protocol.md, "The stdio protocol"):

    request:  {"id": 7, "op": "act", "action": {...}, "choices": [...]}
    response: {"id": 7, "ok": {...}}   or   {"id": 7, "error": {"kind": "illegal_action", ...}}

Ops: ``info``, ``setup``, ``act``, ``observe``, ``legal_actions``, ``close``.

:class:`StdioEngine` is the client: it starts the command (no shell), waits at most ``timeout``
seconds for each answer, bounds what it reads, and turns a crash, a hang or garbage into an
:class:`EngineFault` carrying the tail of the engine's stderr. :func:`serve` is the server side,
used by ``python -m mtg_conformance.stdio MODULE:CLASS`` to serve any Python engine.
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import shlex
import signal
import subprocess
import sys
import threading
import time
import traceback
import weakref
from collections.abc import Sequence
from typing import IO, Any

from .protocol import (
    PROTOCOL_VERSION, Action, ActionResult, Capability, Engine, EngineFault, EngineInfo, EngineTimeout, GameSetup,
    MalformedError, Observation, ProtocolError, ScriptedChoice, action_from_json, error_from_json, from_json,
    to_json,
)

MAX_LINE = 8 * 1024 * 1024
"""Longest response line read (bytes); a longer one is a fault, not a memory problem."""
STDERR_TAIL = 2000
"""Bytes of the engine's stderr kept (the last ones) and quoted when it faults: a verbose engine
cannot fill memory or the disk over a long run."""
DEFAULT_TIMEOUT = 20.0
STDERR_MARK = "\n--- stderr tail ---\n"
"""Between a fault's cause and the tail of the engine's stderr in an :class:`EngineFault`'s message."""
NOT_A_RESPONSE_HINT = ("stdout carries only the protocol's responses, one JSON line per request; "
                       "write logs and debug output to stderr")
CLOSE_GRACE = 2.0
"""Seconds an engine has to exit after ``close`` before its process group is killed."""
_POLL = 0.1
"""While waiting for an answer, how often the client checks that the engine is still running."""

_live: weakref.WeakSet[StdioEngine] = weakref.WeakSet()
"""Every engine process started and not yet killed, killed at exit whatever happened."""

HARNESS_VARIABLES = ("PYTEST_CURRENT_TEST", "PYTEST_VERSION", "PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT",
                     "PYTEST_XDIST_TESTRUNUID", "MTG_CONFORMANCE_STATUS")
"""Environment variables the harness itself sets while it runs (pytest, pytest-xdist, the run's
status file; any other ``PYTEST_XDIST_`` one too): an engine never sees them. ``PYTEST_CURRENT_TEST`` would tell it which test it is
playing; an engine is checked by what it does, never by knowing which check is on."""


def engine_environment(env: dict[str, str] | None = None) -> dict[str, str]:
    """``env`` (default: this process's environment) without :data:`HARNESS_VARIABLES`. Everything
    else is inherited by design (PATH, the engine's own settings, CI variables)."""
    source = os.environ if env is None else env
    return {k: v for k, v in source.items() if k not in HARNESS_VARIABLES and not k.startswith("PYTEST_XDIST_")}


def _die_with_parent() -> None:   # pragma: no cover  (runs in the child, between fork and exec)
    """Linux: the engine is killed if the harness dies without closing it (SIGKILL, a crash)."""
    _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


try:
    import ctypes
    _prctl = ctypes.CDLL(None, use_errno=True).prctl if sys.platform.startswith("linux") else None
except (OSError, AttributeError):   # pragma: no cover
    _prctl = None
_PR_SET_PDEATHSIG = 1


class StdioEngine(Engine):
    """An engine in a subprocess, spoken to in JSON lines.

    The engine runs in a session (and process group) of its own, which the client owns: it is
    killed whole when the engine faults, times out, is closed, or the run ends, so processes the
    engine started die with it."""

    def __init__(self, command: str | Sequence[str], *, timeout: float = DEFAULT_TIMEOUT,
                 env: dict[str, str] | None = None) -> None:
        self.command = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.command:
            raise EngineFault("empty engine command")
        self.timeout = timeout
        self._stderr_tail = bytearray()
        self._killed = False
        self.busy = False
        """A request was sent and its answer not read (the wait was interrupted, e.g. by the test's
        timeout): the process must not serve another game, its late answer would go to the next."""
        # Die with the harness (Linux) when started from the main thread: PR_SET_PDEATHSIG fires
        # when the *thread* that started the process ends.
        die_with_parent = _prctl is not None and threading.current_thread() is threading.main_thread()
        try:
            self._proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env=engine_environment(env), start_new_session=True, preexec_fn=_die_with_parent if die_with_parent else None)
        except OSError as exc:
            raise EngineFault(f"cannot start engine {self.command!r}: {exc}") from None
        _live.add(self)
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._partial = 0
        self._reader = threading.Thread(target=self._read, args=(self._proc.stdout,), daemon=True)
        self._reader.start()
        self._stderr_reader = threading.Thread(target=self._read_stderr, args=(self._proc.stderr,), daemon=True)
        self._stderr_reader.start()
        self._next_id = 0
        self._info: EngineInfo | None = None

    # ---- transport ------------------------------------------------------------------------

    def _read(self, stream: IO[bytes]) -> None:
        """The reader thread owns stdout: only it reads and closes it (closing it from another
        thread would block on the lock held by a read that a process the engine started can keep
        waiting forever)."""
        buffer = bytearray()
        try:
            while chunk := stream.read1(65536):
                start = len(buffer)
                buffer += chunk
                end = buffer.find(b"\n", start)
                while end != -1:
                    self._lines.put(bytes(buffer[:end + 1]))
                    del buffer[:end + 1]
                    end = buffer.find(b"\n")
                if len(buffer) > MAX_LINE:
                    self._lines.put(bytes(buffer[:MAX_LINE + 1]))    # too long: the request says so
                    break
                self._partial = len(buffer)     # bytes of a line not ended yet (G22)
            else:
                if buffer:
                    self._lines.put(bytes(buffer))   # a last line without its newline, then the end
        except (OSError, ValueError):
            pass
        finally:
            self._lines.put(None)
            _close_quietly(stream)

    def _read_stderr(self, stream: IO[bytes]) -> None:
        """Keep the last STDERR_TAIL bytes of stderr, and only those."""
        try:
            while chunk := stream.read1(65536):
                self._stderr_tail += chunk
                del self._stderr_tail[:-STDERR_TAIL]
        except (OSError, ValueError):
            pass
        finally:
            _close_quietly(stream)

    def stderr_tail(self) -> str:
        self._stderr_reader.join(timeout=0.5)      # what the engine wrote before it was killed
        return bytes(self._stderr_tail).decode("utf-8", "replace").strip()

    def _fault(self, what: str, cls: type[EngineFault] = EngineFault) -> EngineFault:
        self.kill()
        tail = self.stderr_tail()
        return cls(f"engine {' '.join(self.command)}: {what}" + (f"{STDERR_MARK}{tail}" if tail else ""))

    def request(self, op: str, **params: Any) -> Any:
        if self._killed or self._proc.poll() is not None:
            raise self._fault(f"exited with code {self._proc.returncode} before {op!r}")
        if self.busy:
            raise self._fault(f"was still busy with an earlier request when {op!r} was to be sent")
        self._next_id += 1
        message = json.dumps({"id": self._next_id, "op": op, **params}) + "\n"
        self.busy = True
        try:
            assert self._proc.stdin is not None
            self._proc.stdin.write(message.encode())
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise self._fault(f"could not be written to ({exc})") from None
        line = self._answer(op)
        if len(line) > MAX_LINE:
            raise self._fault(f"answered {op!r} with a line longer than {MAX_LINE} bytes")
        try:
            reply = json.loads(line)
        except UnicodeDecodeError as exc:          # G23: JSON, but in another encoding than UTF-8
            raise self._fault(f"protocol error: answered {op!r} with a line that is not UTF-8 (byte "
                              f"{exc.start}, {line[exc.start:exc.start + 1]!r}, in {line[:200]!r}): the "
                              f"protocol's lines are JSON encoded in UTF-8") from None
        except ValueError:
            raise self._fault(f"protocol error: answered {op!r} with a line that is not JSON, {line[:200]!r} "
                              f"({NOT_A_RESPONSE_HINT})") from None
        except RecursionError:
            raise self._fault(f"answered {op!r} with JSON nested too deeply to read: {line[:200]!r}") from None
        if (not isinstance(reply, dict) or type(reply.get("id")) is not int or reply["id"] != self._next_id
                or ("ok" not in reply and "error" not in reply)):
            raise self._fault(f"protocol error: answered {op!r} with {str(reply)[:200]}, not a response to "
                              f"request {self._next_id} ({NOT_A_RESPONSE_HINT})")
        self.busy = False
        if "error" in reply:
            error = reply["error"] if isinstance(reply["error"], dict) else {"message": str(reply["error"])}
            try:
                exc = error_from_json(error)
            except MalformedError as malformed:      # G20: the engine's fault, not the request's
                raise self._fault(f"answered {op!r} with a malformed error: {malformed} "
                                  f"({str(reply['error'])[:200]})") from None
            raise exc
        return reply["ok"]

    def _answer(self, op: str) -> bytes:
        """The next line of stdout, within the timeout. An engine that exits without answering is
        reported at once, even when a process it started keeps its stdout open."""
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, min(_POLL, deadline - time.monotonic())))
            except queue.Empty:
                line = b""
            if line is None or (not line and self._proc.poll() is not None):
                try:
                    line = self._lines.get(timeout=_POLL)   # an answer written just before exiting
                except queue.Empty:
                    line = None
                if not line:
                    try:
                        self._proc.wait(timeout=1)          # stdout closed: the exit code follows
                    except subprocess.TimeoutExpired:
                        raise self._fault(f"closed its stdout and is still running, while answering "
                                          f"{op!r}") from None   # G27
                    raise self._fault(f"exited with code {self._proc.returncode} while answering {op!r}")
            if line:
                return line
            if time.monotonic() >= deadline:
                partial = (f": it wrote {self._partial} bytes without a newline (end each response with "
                           f"\\n and flush stdout)" if self._partial else "")        # G22
                raise self._fault(f"did not answer {op!r} within {self.timeout:g} s{partial}", EngineTimeout)

    def _parse(self, cls: Any, data: Any, op: str) -> Any:
        try:
            return from_json(cls, data)
        except ProtocolError as exc:
            raise self._fault(f"answered {op!r} with a malformed {getattr(cls, '__name__', cls)}: {exc}") from None

    # ---- the Engine interface -------------------------------------------------------------

    def info(self) -> EngineInfo:
        if self._info is None:
            data = self.request("info")
            if isinstance(data, dict):
                if data.get("protocol") != PROTOCOL_VERSION:
                    raise self._fault(f"speaks protocol {data.get('protocol')!r}; this suite speaks protocol "
                                      f"{PROTOCOL_VERSION!r} (docs/protocol.md, 'info')")
                data = {k: v for k, v in data.items() if k != "protocol"}
                known = {c.value for c in Capability}
                capabilities = data.get("capabilities", [])
                if not isinstance(capabilities, list) or not all(isinstance(c, str) for c in capabilities):
                    raise self._fault(f"answered 'info' with capabilities {str(capabilities)[:200]}, not a list "
                                      f"of strings")
                data["capabilities"] = [c for c in capabilities if c in known]   # unknown ones: a newer protocol
            self._info = self._parse(EngineInfo, data, "info")
        return self._info

    def setup(self, setup: GameSetup) -> None:
        self.request("setup", setup=to_json(setup))

    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        data = self.request("act", action=to_json(action), choices=to_json(list(choices)))
        return self._parse(ActionResult, data, "act")

    def observe(self) -> Observation:
        return self._parse(Observation, self.request("observe"), "observe")

    def legal_actions(self, player: str) -> list[Action]:
        data = self.request("legal_actions", player=player)
        if not isinstance(data, list):
            raise self._fault(f"answered 'legal_actions' with {str(data)[:200]}, not a list")
        try:
            return [action_from_json(a) for a in data]
        except ProtocolError as exc:
            raise self._fault(f"listed a malformed action: {exc}") from None

    def close(self) -> None:
        """Ask the engine to close, give it :data:`CLOSE_GRACE` seconds to answer and exit (not the
        request timeout: nothing waits on a game any more), then kill its process group."""
        if not self._killed and not self.busy and self._proc.poll() is None:
            timeout, self.timeout = self.timeout, min(self.timeout, CLOSE_GRACE)
            try:
                self.request("close")
            except ProtocolError:
                pass
            finally:
                self.timeout = timeout
            try:
                self._proc.wait(timeout=CLOSE_GRACE)
            except subprocess.TimeoutExpired:
                pass
        self.kill()

    def alive(self) -> bool:
        return not self._killed and self._proc.poll() is None

    def unsolicited(self) -> bytes | None:
        """What the engine wrote that no request asked for, when no request is waiting: a line
        read and not taken, or the bytes of a line not ended (G5: between games)."""
        with self._lines.mutex:
            line = next((line for line in self._lines.queue if line), None)
        return line if line is not None else (b"(%d bytes without a newline)" % self._partial if self._partial else None)

    def kill(self) -> None:
        """Stop the engine and everything in its process group, whether or not the engine itself
        has already exited (a process it started may still be running, or holding its stdout)."""
        if self._killed:
            return
        self._killed = True
        _live.discard(self)
        try:
            os.killpg(self._proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()
        _close_quietly(self._proc.stdin)


def _close_quietly(stream: IO[bytes] | None) -> None:
    try:
        if stream is not None:
            stream.close()
    except (OSError, ValueError):
        pass


@atexit.register
def kill_all() -> None:
    """Kill every engine process still running (and what it started): the end of the run leaves
    nothing behind, even when an engine was never closed."""
    for engine in list(_live):
        engine.kill()


class ReferenceStdio(StdioEngine):
    """The reference engine served in a subprocess: ``--engine reference-stdio``. Runs the whole
    suite through the stdio protocol, to keep the protocol honest."""

    def __init__(self) -> None:
        super().__init__([sys.executable, "-m", "mtg_conformance.stdio", "reference"])


# --------------------------------------------------------------------------------------------
# Server
# --------------------------------------------------------------------------------------------

def handle(engine: Engine, request: dict[str, Any]) -> Any:
    """Perform one request on ``engine`` and return the JSON result."""
    op = request.get("op")
    if op == "info":
        info = engine.info()
        return {**to_json(info), "protocol": PROTOCOL_VERSION}
    if op == "setup":
        engine.setup(from_json(GameSetup, request.get("setup")))
        return {}
    if op == "act":
        action = action_from_json(request.get("action"))
        choices = [from_json(ScriptedChoice, c, f"choices[{i}]") for i, c in enumerate(request.get("choices", []))]
        return to_json(engine.act(action, choices))
    if op == "observe":
        return to_json(engine.observe())
    if op == "legal_actions":
        return to_json(engine.legal_actions(str(request.get("player"))))
    if op == "close":
        return {}
    from .protocol import MalformedRequest
    raise MalformedRequest(f"unknown op {op!r}")


def serve(engine: Engine, stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> int:
    """Answer requests from ``stdin`` until ``close`` or end of input."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            rid = request.get("id") if isinstance(request, dict) else None
        except ValueError:
            request, rid = None, None
        try:
            if not isinstance(request, dict):
                from .protocol import MalformedRequest
                raise MalformedRequest(f"a request is a JSON object, got {line[:200]!r}")
            reply = {"id": rid, "ok": handle(engine, request)}
        except ProtocolError as exc:
            reply = {"id": rid, "error": exc.to_json()}
        except Exception as exc:  # an engine bug is reported, not fatal to the server
            traceback.print_exc(file=sys.stderr)
            reply = {"id": rid, "error": {"kind": "engine_fault", "message": f"{type(exc).__name__}: {exc}"}}
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()
        if isinstance(request, dict) and request.get("op") == "close":
            break
    engine.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    from .engines import engine_factory
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m mtg_conformance.stdio ENGINE (a registered name or module:Class)", file=sys.stderr)
        return 2
    return serve(engine_factory(args[0])())


if __name__ == "__main__":
    sys.exit(main())


# --------------------------------------------------------------------------------------------
# Reusing engine processes
# --------------------------------------------------------------------------------------------

class EnginePool:
    """Keeps idle engine processes so that each scenario or property example starts a new game
    (``setup``) without starting a new process. A process that faulted has been killed and is not
    reused, nor is one whose last request was not answered: the next game gets a fresh one."""

    def __init__(self, make: Any) -> None:
        self.make = make
        self.idle: list[StdioEngine] = []

    def __call__(self) -> Engine:
        while self.idle:
            engine = self.idle.pop()
            if engine.alive() and not engine.busy and engine.unsolicited() is None:
                return _Lease(engine, self)
            engine.kill()           # dead, busy, or wrote between games (G5): never reused
        return _Lease(self.make(), self)

    def close(self) -> None:
        while self.idle:
            self.idle.pop().close()

    def kill(self) -> None:
        """Kill every idle process's group at once, without asking (a run that was interrupted:
        Ctrl-C must take effect now, not after each engine's close)."""
        while self.idle:
            self.idle.pop().kill()


class _Lease(Engine):
    """An engine borrowed from a pool; ``close`` gives it back."""

    def __init__(self, engine: StdioEngine, pool: EnginePool) -> None:
        self.engine, self.pool = engine, pool

    def info(self) -> EngineInfo:
        return self.engine.info()

    def setup(self, setup: GameSetup) -> None:
        self.engine.setup(setup)

    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        return self.engine.act(action, choices)

    def observe(self) -> Observation:
        return self.engine.observe()

    def legal_actions(self, player: str) -> list[Action]:
        return self.engine.legal_actions(player)

    def close(self) -> None:
        """Give the process back, unless it is dead or still busy with a request whose answer was
        not read (a timed-out request): that one is killed, never reused."""
        if self.engine.alive() and not self.engine.busy:
            if (line := self.engine.unsolicited()) is not None:    # G5: this game's engine wrote it
                raise self.engine._fault(f"wrote a line no request asked for, after its answer to the game's "
                                         f"last request: {line[:200]!r} ({NOT_A_RESPONSE_HINT})")
            self.pool.idle.append(self.engine)
        else:
            self.engine.kill()
