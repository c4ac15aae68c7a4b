"""A wire trace of what the suite sent an engine and what it answered (issue 30 item 3).

``mtg-conformance run --trace DIR`` writes, per result, ``DIR/<result id made a file name>.jsonl``: one
JSON object per request, in order::

    {"game": 1, "op": "act", "request": {"action": {...}, "choices": [...]}, "answer": {...}}
    {"game": 1, "op": "act", "request": {...}, "error": {"kind": "illegal_action", "message": "..."}}

``game`` counts the engines the result made (a scenario makes one; a property one per example, the
failing example last). ``op`` is one of the protocol's calls (``info``, ``setup``, ``act``,
``observe``, ``legal_actions``) and ``request`` its parameters as the stdio protocol sends them
(docs/protocol.md §6); ``answer`` is the engine's answer in its JSON form, or ``error`` the protocol
error it raised.

``mtg-conformance replay FILE --engine NAME`` (or ``--engine-cmd``) sends the same requests to an
engine, a fresh one per game, and stops at the first answer that differs from the recorded one
(:func:`replay`). The trace is written by :class:`mtg_conformance.driver.GuardedEngine`, so every
engine, in process or over stdio, is traced the same way.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from .protocol import (
    Action, Engine, GameSetup, ProtocolError, ScriptedChoice, action_from_json, from_json, to_json,
)

_current: Tracer | None = None


class Tracer:
    """The trace of one result: a file of JSON lines, and the number of the game being traced."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.games = 0
        self._file: IO[str] | None = None

    def new_game(self) -> int:
        self.games += 1
        return self.games

    def write(self, record: dict[str, Any]) -> None:
        if self._file is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = open(self.path, "w", encoding="utf-8")  # noqa: SIM115 (closed by close())
        self._file.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
        self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def file_name(result_id: str) -> str:
    """A file name for a result id: ``flashback::Think Twice…[x]`` → ``flashback__Think_Twice_x.jsonl``
    (letters, digits, ``-``, ``_`` and ``.``; at most 150 characters before the suffix)."""
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", result_id.replace("::", "__")).strip("._")
    return (name[:150] or "result") + ".jsonl"


def start(path: Path) -> Tracer:
    """Trace the engines made from now on into ``path`` (until :func:`stop`)."""
    global _current
    _current = Tracer(path)
    return _current


def stop() -> Tracer | None:
    global _current
    tracer, _current = _current, None
    if tracer is not None:
        tracer.close()
    return tracer


def current() -> Tracer | None:
    return _current


def request_json(op: str, *args: Any) -> dict[str, Any]:
    """The parameters of a call, as the stdio protocol sends them."""
    if op == "setup":
        return {"setup": to_json(args[0])}
    if op == "act":
        return {"action": to_json(args[0]), "choices": to_json(list(args[1]))}
    if op == "legal_actions":
        return {"player": args[0]}
    return {}


def answer_json(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, list):
        return [to_json(v) for v in value]
    return to_json(value)


def error_json(exc: ProtocolError) -> dict[str, Any]:
    return {"kind": exc.kind, "message": str(exc)}


# ---- replay ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Difference:
    line: int
    op: str
    request: Any
    recorded: Any
    now: Any


def read(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """The records of a trace file with their line numbers; a line that is not a record is a
    ValueError naming the file and line."""
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                raise ValueError(f"{path}:{n}: not a JSON line: {exc}") from None
            if not isinstance(record, dict) or "op" not in record or "game" not in record:
                raise ValueError(f"{path}:{n}: not a trace record (needs 'game' and 'op')")
            yield n, record


def _send(engine: Engine, op: str, request: dict[str, Any]) -> dict[str, Any]:
    try:
        if op == "info":
            value = engine.info()
        elif op == "setup":
            value = engine.setup(from_json(GameSetup, request["setup"]))
        elif op == "act":
            action: Action = action_from_json(request["action"])
            choices = [from_json(ScriptedChoice, c) for c in request.get("choices", [])]
            value = engine.act(action, choices)
        elif op == "observe":
            value = engine.observe()
        elif op == "legal_actions":
            value = engine.legal_actions(request["player"])
        else:
            raise ValueError(f"unknown op {op!r}")
    except ProtocolError as exc:
        return {"error": error_json(exc)}
    return {"answer": answer_json(value)}


def replay(path: Path, factory: Callable[[], Engine]) -> tuple[int, Difference | None]:
    """Send the requests of the trace ``path`` to fresh engines from ``factory`` (one per game) and
    return how many were sent and the first answer that differs from the recorded one (None: all
    the same). The engine is held by the suite's driver, as in a run (its faults become errors)."""
    from .driver import GuardedEngine
    engine: GuardedEngine | None = None
    game = None
    sent = 0
    try:
        for n, record in read(path):
            if record["game"] != game:
                if engine is not None:
                    engine.close()
                engine, game = GuardedEngine(factory()), record["game"]
            assert engine is not None
            got = _send(engine, record["op"], record.get("request") or {})
            sent += 1
            expected = {k: record[k] for k in ("answer", "error") if k in record}
            if "answer" in expected and expected["answer"] is None:
                expected = {"answer": None}
            if got != expected:
                return sent, Difference(n, record["op"], record.get("request"), expected, got)
    finally:
        if engine is not None:
            engine.close()
    return sent, None
