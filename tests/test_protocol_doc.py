"""docs/protocol.md cannot drift from the protocol module (issue 18, item 4): every JSON example in
it is read with ``from_json`` (or ``action_from_json`` / ``error_from_json``) as the type its section
documents and written back with ``to_json`` to exactly the same JSON; the stdio session's requests
and responses too. A setup is the one exception: the doc writes it short, leaving out fields at their
defaults (``"life": 20``), so it must read back to the same value and keep every field it writes.
The event table names every event type, the capability table every capability."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance.protocol import (
    ActionResult, Capability, EngineInfo, EventType, GameSetup, Observation, PermanentView, PlaneView,
    Question, ScriptedChoice, StackItemView, action_from_json, error_from_json, from_json, to_json,
)

DOC = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"


def _blocks(language: str) -> list[tuple[int, str, str]]:
    """Every fenced block of ``language``: (line of its first line, the heading it is under, text)."""
    blocks, heading, inside, start, lines = [], "", False, 0, []
    for number, line in enumerate(DOC.read_text(encoding="utf-8").splitlines(), 1):
        if not inside and line.startswith("#"):
            heading = line.lstrip("#").strip()
        elif not inside and line.strip() == f"```{language}":
            inside, start, lines = True, number + 1, []
        elif inside and line.strip() == "```":
            blocks.append((start, heading, "\n".join(lines)))
            inside = False
        elif inside:
            lines.append(line)
    return blocks


def _values(start: int, text: str) -> list[tuple[int, Any]]:
    """The JSON values of a block: the whole block, or one per line (a block of examples)."""
    try:
        return [(start, json.loads(text))]
    except ValueError:
        return [(start + i, json.loads(line)) for i, line in enumerate(text.splitlines()) if line.strip()]


def _round_trip(value: Any, kind: str) -> Any:
    """``value`` read as ``kind`` by the protocol module and written back."""
    if kind == "Action":
        return to_json(action_from_json(value))
    if kind == "error":
        return error_from_json(value).to_json()
    if kind == "ScriptedChoice list":
        return [to_json(from_json(ScriptedChoice, v)) for v in value]
    types = {"GameSetup": GameSetup, "Question": Question, "ActionResult": ActionResult,
             "Observation": Observation, "EngineInfo": EngineInfo, "PlaneView": PlaneView,
             "PermanentView": PermanentView, "StackItemView": StackItemView}
    return to_json(from_json(types[kind], value))


def _kind(heading: str, value: Any) -> str:
    """The type a JSON example documents, from the section it is in (and, in the sections holding
    several types, from its fields)."""
    if heading == "GameSetup":
        return "GameSetup"
    if heading == "Actions":
        return "Action"
    if heading.startswith("ScriptedChoice"):
        return "ScriptedChoice list" if isinstance(value, list) else "Question"
    if heading in ("ActionResult", "EngineInfo"):
        return heading
    if heading == "Observation":
        if "players" in value:
            return "Observation"
        if "kind" in value:
            return "StackItemView"
        return "PermanentView" if "controller" in value else "PlaneView"
    if heading.startswith("4. Errors"):
        return "error"
    raise AssertionError(f"docs/protocol.md: a JSON example under '{heading}' that this test does not "
                         f"know the type of: {json.dumps(value)[:120]}")


def _examples() -> list[Any]:
    return [pytest.param(value, _kind(heading, value), id=f"line {line}")
            for start, heading, text in _blocks("json") for line, value in _values(start, text)]


def test_the_doc_has_json_examples() -> None:
    assert len(_examples()) >= 25, "the JSON examples of docs/protocol.md were not found"


def _within(short: Any, written: Any) -> bool:
    """Every field of ``short`` is in ``written`` with the same value (``written`` may add defaults)."""
    if isinstance(short, dict):
        return isinstance(written, dict) and all(k in written and _within(v, written[k]) for k, v in short.items())
    if isinstance(short, list):
        return isinstance(written, list) and len(short) == len(written) and all(map(_within, short, written))
    return short == written and type(short) is type(written)


def _setup_round_trips(setup: Any) -> bool:
    written = to_json(from_json(GameSetup, setup))
    return _within(setup, written) and from_json(GameSetup, written) == from_json(GameSetup, setup)


@pytest.mark.parametrize(("value", "kind"), _examples())
def test_every_json_example_round_trips_through_the_protocol_module(value: Any, kind: str) -> None:
    if kind == "GameSetup":
        assert _setup_round_trips(value), f"docs/protocol.md: this setup loses or changes a field: {_round_trip(value, kind)}"
        return
    assert _round_trip(value, kind) == value, f"docs/protocol.md: this {kind} example is not in the form to_json writes"


def _session() -> list[tuple[int, dict, dict]]:
    """The stdio session of §6: (line, request, response) pairs."""
    (start, _, text), = [b for b in _blocks("text") if b[2].lstrip().startswith("→")]
    lines = [(start + i, line) for i, line in enumerate(text.splitlines())]
    requests = [(n, json.loads(line[1:])) for n, line in lines if line.startswith("→")]
    responses = [json.loads(line[1:]) for _, line in lines if line.startswith("←")]
    assert len(requests) == len(responses)
    return [(n, request, response) for (n, request), response in zip(requests, responses)]


def test_the_stdio_session_round_trips_through_the_protocol_module() -> None:
    session = _session()
    assert {request["op"] for _, request, _ in session} >= {"info", "setup", "observe", "act", "legal_actions", "close"}
    for line, request, response in session:
        where = f"docs/protocol.md:{line}"
        assert response["id"] == request["id"], where
        op, params = request["op"], {k: v for k, v in request.items() if k not in ("id", "op")}
        if op == "setup":
            assert _setup_round_trips(params["setup"]), where
        elif op == "act":
            assert to_json(action_from_json(params["action"])) == params["action"], where
            assert [to_json(from_json(ScriptedChoice, c)) for c in params["choices"]] == params["choices"], where
        elif op == "legal_actions":
            assert isinstance(params.pop("player"), str), where
        assert op == "setup" or op == "act" or not params, f"{where}: unknown parameters {params}"
        if "error" in response:
            assert error_from_json(response["error"]).to_json() == response["error"], where
            continue
        ok = response["ok"]
        if op == "info":
            assert ok.pop("protocol") == "1", where
            assert to_json(from_json(EngineInfo, ok)) == ok, where
        elif op == "observe":
            assert to_json(from_json(Observation, ok)) == ok, where
        elif op == "act":
            assert to_json(from_json(ActionResult, ok)) == ok, where
        elif op == "legal_actions":
            assert [to_json(action_from_json(a)) for a in ok] == ok, where
        else:
            assert ok == {}, where


def _table_rows(after: str) -> list[str]:
    """The first column of the first table after the line starting with ``after``."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(after))
    rows = []
    for line in lines[start:]:
        if line.startswith("|"):
            rows.append(line.split("|")[1].strip())
        elif rows:
            break
    return [re.sub(r"[`*]", "", row) for row in rows[2:]]


def test_the_event_table_lists_every_event_type() -> None:
    assert sorted(_table_rows("### Event")) == sorted(t.value for t in EventType)


def test_the_capability_table_lists_every_capability() -> None:
    assert sorted(_table_rows("## 5. Capabilities")) == sorted(c.value for c in Capability)


def test_the_stdio_session_is_what_the_reference_engine_answers() -> None:
    """§6 calls it "a real session with the reference engine": replayed through the stdio server's
    request handler, every answer is the one the doc shows."""
    from mtg_reference_engine import ReferenceEngine

    from mtg_conformance.protocol import ProtocolError
    from mtg_conformance.stdio import handle

    engine = ReferenceEngine()
    for line, request, response in _session():
        try:
            answer = {"id": request["id"], "ok": handle(engine, request)}
        except ProtocolError as error:
            answer = {"id": request["id"], "error": error.to_json()}
        assert answer == response, f"docs/protocol.md:{line}: the reference engine answers {json.dumps(answer)}"
