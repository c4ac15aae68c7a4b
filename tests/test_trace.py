"""``run --trace DIR`` and ``mtg-conformance replay`` (issue 30 item 3): each result's requests and
answers are written as JSON lines; a failure's message names its trace; replaying the trace against
the same engine gives every answer again, against another engine stops at the first that differs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import trace

ROOT = Path(__file__).resolve().parents[1]
ONE = "exploring_with_an_empty_library"


def cli(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *args], cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=600)


def test_a_result_id_becomes_a_file_name() -> None:
    assert trace.file_name("flashback::Think Twice [x]/y") == "flashback__Think_Twice_x_y.jsonl"
    assert trace.file_name("::") == "result.jsonl"


def test_a_line_that_is_not_a_record_is_named(tmp_path: Path) -> None:
    bad = tmp_path / "t.jsonl"
    bad.write_text('{"game": 1, "op": "info", "request": {}, "answer": {}}\nnot json\n')
    with pytest.raises(ValueError, match=r"t.jsonl:2: not a JSON line"):
        list(trace.read(bad))


def test_a_failure_names_its_trace_and_replay_finds_where_engines_differ(tmp_path: Path) -> None:
    done = cli(tmp_path, "run", "--engine", "tests.fake_engines.inprocess:RaisesOnAct", "-k", ONE,
               "--trace", "traces", "--report", "r.json", "-p", "no:randomly")
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
    (result,) = json.loads((tmp_path / "r.json").read_text())["results"]
    path = Path(result["message"].split("wire trace: ", 1)[1].split(" ", 1)[0])
    assert path.is_file() and path.parent == tmp_path / "traces"
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert {r["op"] for r in records} >= {"info", "setup", "act", "observe"}
    assert records[-1]["op"] == "act" and records[-1]["error"]["kind"] == "engine_fault"
    same = cli(tmp_path, "replay", str(path), "--engine", "tests.fake_engines.inprocess:RaisesOnAct")
    assert same.returncode == 0 and "every answer is the one recorded" in same.stdout, same.stdout + same.stderr
    other = cli(tmp_path, "replay", str(path))          # the reference engine answers the last act
    assert other.returncode == 1, other.stdout + other.stderr
    assert f"{path}:{len(records)}: the answer to act differs" in other.stdout
    assert '"engine_fault"' in other.stdout and '"events"' in other.stdout
