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

import json
import os
import queue
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import traceback
from collections.abc import Sequence
from typing import IO, Any

from .protocol import (
    PROTOCOL_VERSION, Action, ActionResult, Capability, Engine, EngineFault, EngineInfo, GameSetup,
    Observation, ProtocolError, ScriptedChoice, action_from_json, error_from_json, from_json, to_json,
)

MAX_LINE = 8 * 1024 * 1024
"""Longest response line read (bytes); a longer one is a fault, not a memory problem."""
STDERR_TAIL = 2000
DEFAULT_TIMEOUT = 20.0


class StdioEngine(Engine):
    """An engine in a subprocess, spoken to in JSON lines."""

    def __init__(self, command: str | Sequence[str], *, timeout: float = DEFAULT_TIMEOUT,
                 env: dict[str, str] | None = None) -> None:
        self.command = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.command:
            raise EngineFault("empty engine command")
        self.timeout = timeout
        self._stderr = tempfile.TemporaryFile()
        try:
            self._proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
                env=env, start_new_session=True)
        except OSError as exc:
            raise EngineFault(f"cannot start engine {self.command!r}: {exc}") from None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, args=(self._proc.stdout,), daemon=True)
        self._reader.start()
        self._next_id = 0
        self._info: EngineInfo | None = None

    # ---- transport ------------------------------------------------------------------------

    def _read(self, stream: IO[bytes]) -> None:
        try:
            while True:
                line = stream.readline(MAX_LINE + 1)
                if not line:
                    break
                self._lines.put(line)
                if len(line) > MAX_LINE:
                    break
        finally:
            self._lines.put(None)

    def stderr_tail(self) -> str:
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - STDERR_TAIL))
            return self._stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""

    def _fault(self, what: str) -> EngineFault:
        self.kill()
        tail = self.stderr_tail()
        return EngineFault(f"engine {' '.join(self.command)}: {what}" + (f"\n--- stderr tail ---\n{tail}" if tail else ""))

    def request(self, op: str, **params: Any) -> Any:
        if self._proc.poll() is not None:
            raise self._fault(f"exited with code {self._proc.returncode} before {op!r}")
        self._next_id += 1
        message = json.dumps({"id": self._next_id, "op": op, **params}) + "\n"
        try:
            assert self._proc.stdin is not None
            self._proc.stdin.write(message.encode())
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise self._fault(f"could not be written to ({exc})") from None
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            raise self._fault(f"did not answer {op!r} within {self.timeout:g} s") from None
        if line is None:
            code = self._proc.wait(timeout=5)
            raise self._fault(f"exited with code {code} while answering {op!r}")
        if len(line) > MAX_LINE:
            raise self._fault(f"answered {op!r} with a line longer than {MAX_LINE} bytes")
        try:
            reply = json.loads(line)
        except ValueError:
            raise self._fault(f"answered {op!r} with something that is not JSON: {line[:200]!r}") from None
        if not isinstance(reply, dict) or reply.get("id") != self._next_id or ("ok" not in reply and "error" not in reply):
            raise self._fault(f"answered {op!r} with {str(reply)[:200]}, not a response to request {self._next_id}")
        if "error" in reply:
            error = reply["error"] if isinstance(reply["error"], dict) else {"message": str(reply["error"])}
            raise error_from_json(error)
        return reply["ok"]

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
                data = {k: v for k, v in data.items() if k != "protocol"}
                known = {c.value for c in Capability}
                data["capabilities"] = [c for c in data.get("capabilities", []) if c in known]
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
        if self._proc.poll() is None:
            try:
                self.request("close")
            except ProtocolError:
                pass
            try:
                self._proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                pass
        self.kill()
        self._stderr.close()

    def alive(self) -> bool:
        return self._proc.poll() is None

    def kill(self) -> None:
        """Stop the engine and anything it started (its process group)."""
        if self._proc.poll() is None:
            try:
                os.killpg(self._proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                self._proc.kill()
            self._proc.wait()
        for stream in (self._proc.stdin, self._proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass


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
    reused: the next game gets a fresh one."""

    def __init__(self, make: Any) -> None:
        self.make = make
        self.idle: list[StdioEngine] = []

    def __call__(self) -> Engine:
        while self.idle:
            engine = self.idle.pop()
            if engine.alive():
                return _Lease(engine, self)
            engine.close()
        return _Lease(self.make(), self)

    def close(self) -> None:
        while self.idle:
            self.idle.pop().close()


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
        if self.engine.alive():
            self.pool.idle.append(self.engine)
        else:
            self.engine.close()
