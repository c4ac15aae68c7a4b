"""``run --shard K/N`` and ``merge`` (issue 34 item 3): every result in exactly one shard, shards
balanced by recorded durations, and two shards merged equal to the whole run, on the reference
engine and on phase.rs; ``merge`` refuses reports that are not shards of one run, in one line."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import report, shards
from mtg_conformance.cli import main

ROOT = Path(__file__).resolve().parents[1]
IDS = [f"m::scenario {n}" for n in range(40)]


def test_every_result_is_in_exactly_one_shard_whatever_the_order() -> None:
    table = {i: (n % 7) * 0.3 + 0.01 for n, i in enumerate(IDS)}
    for count in (1, 2, 3, 5):
        where = shards.assign(IDS, count, table)
        assert set(where) == set(IDS) and set(where.values()) == set(range(1, count + 1))
        assert shards.assign(list(reversed(IDS)), count, table) == where


def test_shards_are_balanced_by_the_recorded_durations_not_by_counts() -> None:
    """One long result and many short ones: by durations the long one is alone in its shard."""
    table = {i: 0.1 for i in IDS} | {IDS[0]: 4.0}
    where = shards.assign(IDS, 2, table)
    loads = [sum(table[i] for i in IDS if where[i] == k) for k in (1, 2)]
    assert [i for i in IDS if where[i] == where[IDS[0]]] == [IDS[0]]
    assert abs(loads[0] - loads[1]) <= 0.1 + 1e-9
    # without durations: by counts
    by_count = shards.assign(IDS, 2, {})
    assert sorted(list(by_count.values()).count(k) for k in (1, 2)) == [20, 20]


def test_a_result_without_a_recorded_duration_weighs_the_median() -> None:
    table = {i: 1.0 for i in IDS[:30]}
    where = shards.assign(IDS, 2, table)
    assert sorted(list(where.values()).count(k) for k in (1, 2)) == [20, 20]


def test_the_shipped_durations_cover_the_suite() -> None:
    table, source = shards.durations()
    assert source.startswith("durations of durations.json (sha256 ") and len(table) > 800
    from mtg_conformance.scenarios import load_scenarios
    assert sum(s.id in table for s in load_scenarios()) > 0.9 * len(load_scenarios())


@pytest.mark.parametrize("text", ["0/2", "3/2", "1", "a/b", "", "1/0"])
def test_a_bad_shard_is_a_usage_error(text: str) -> None:
    with pytest.raises(shards.ShardError, match="expected K/N"):
        shards.parse(text)


def shard_doc(index: int, count: int, ids: list[str], balanced_by: str = "counts", **engine: str) -> dict[str, Any]:
    results = [{"id": i, "kind": "scenario", "name": i, "mechanic": "flashback", "rulings": [], "rules": [],
                "outcome": "passed", "duration_s": 0.1, "message": ""} for i in ids]
    doc = report.build(engine={"name": "reference", "version": "0.1.0", **engine}, results=results,
                       selection={"narrowed_by": [f"--shard {index}/{count}"], "deselected": 3,
                                  "shard": {"index": index, "count": count, "balanced_by": balanced_by}})
    return doc


def test_merge_refuses_reports_that_are_not_shards_of_one_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = shard_doc(1, 2, IDS[:3]), shard_doc(2, 2, IDS[3:6])
    cases = {
        "another engine": [a, shard_doc(2, 2, IDS[3:6], version="0.2.0")],
        "another shard count": [a, shard_doc(2, 3, IDS[3:6])],
        "another suite": [a, copy.deepcopy(b) | {"suite": {**b["suite"], "content_hash": "sha256:0"}}],
        "shard 1/2 again": [a, a],
        "missing": [a],
        "also in": [a, shard_doc(2, 2, IDS[2:6])],
        "not the report of a shard": [a, copy.deepcopy(b) | {"selection": None}],
        "another durations source": [a, shard_doc(2, 2, IDS[3:6], balanced_by="durations of run.json (sha256 0)")],
    }
    for said, docs in cases.items():
        paths = []
        for n, doc in enumerate(docs):
            paths.append(tmp_path / f"s{n}.json")
            paths[-1].write_text(json.dumps(doc), encoding="utf-8")
        out = tmp_path / "merged.json"
        assert main(["merge", *map(str, paths), "--report", str(out)]) == 2, said
        err = capsys.readouterr().err
        assert said in err and err.count("\n") == 1, (said, err)
        assert not out.exists()
    paths = [tmp_path / "a.json", tmp_path / "b.json"]
    for p, doc in zip(paths, (b, a)):
        p.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["merge", *map(str, paths), "--report", str(tmp_path / "m.json")]) == 0
    merged = json.loads((tmp_path / "m.json").read_text())
    assert [r["id"] for r in merged["results"]] == sorted(IDS[:6]) and "selection" not in merged


def run(tmp_path: Path, name: str, *args: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "-p", "no:randomly", "--profile", "ci",
                           "--report", name, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode in (0, 1), done.stdout[-2000:] + done.stderr[-2000:]
    return json.loads((tmp_path / name).read_text(encoding="utf-8"))


ENGINES = [("reference", "escalate or emerge"), pytest.param("phase", "escalate", marks=pytest.mark.skipif(
    importlib.util.find_spec("phase") is None, reason="phase-python is not installed (pip install -e '.[phase]')"))]
"""Each engine with a narrow selection (phase.rs starts slowly: three runs of it must stay short)."""


@pytest.mark.slow
@pytest.mark.timeout(1800)      # three runs each; on a loaded machine phase.rs's took 600 s
@pytest.mark.parametrize(("engine", "words"), ENGINES)
def test_two_shards_merged_are_the_whole_run(tmp_path: Path, engine: str, words: str) -> None:
    narrow = ["--engine", engine, "-k", words]
    whole = run(tmp_path, "whole.json", *narrow)
    parts = [run(tmp_path, f"s{k}.json", *narrow, "--shard", f"{k}/2") for k in (1, 2)]
    assert all(p["results"] for p in parts)
    assert [p["selection"]["shard"]["index"] for p in parts] == [1, 2]
    assert parts[0]["selection"]["shard"]["balanced_by"].startswith("durations of durations.json (sha256 ")
    assert main(["merge", str(tmp_path / "s1.json"), str(tmp_path / "s2.json"),
                 "--report", str(tmp_path / "merged.json")]) == 0
    merged = json.loads((tmp_path / "merged.json").read_text(encoding="utf-8"))
    assert [(r["id"], r["outcome"]) for r in merged["results"]] == [(r["id"], r["outcome"]) for r in whole["results"]]
    assert merged["selection"] == whole["selection"]
    assert merged["engine"] == whole["engine"]
