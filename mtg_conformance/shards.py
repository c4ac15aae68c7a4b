"""Runs split over machines (issue 34 item 3): ``run --shard K/N`` and ``merge``.

A shard is a deterministic K-th of N parts of the results a run selects (after ``-k``, ``-m``, a
mechanic, paths): every result is in exactly one shard. The parts are balanced by the results'
recorded durations: each result, longest first (ties by id), goes to the shard with the least time
so far (ties to the lowest K). The durations come from ``--shard-durations RUN.json`` (a report of
an earlier whole run, e.g. the last one of the same engine) or else from the file the suite ships,
``mtg_conformance/corpus/durations.json`` (the reference engine's durations of a whole run:
``python tools/build_durations.py RUN.json`` rebuilds it). A result found in neither weighs the
median of the known durations; with no durations at all every result weighs the same (a split by
counts). Every shard of a run must be given the same durations and the same selection, or the parts
would not fit together: the report records both (``selection.shard``), and ``merge`` checks it.
"""

from __future__ import annotations

import hashlib
import json
import re
import statistics
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

__all__ = ["DURATIONS_FILE", "ShardError", "assign", "durations", "merge", "parse"]

DURATIONS_FILE = Path(__file__).parent / "corpus" / "durations.json"
"""The shipped durations: ``{"source": …, "durations": {result id: seconds}}``."""


class ShardError(ValueError):
    """A ``--shard`` that is not K/N, or shard reports that cannot be merged (one line)."""


def parse(text: str) -> tuple[int, int]:
    """``"K/N"`` -> ``(K, N)`` with 1 <= K <= N; :class:`ShardError` otherwise."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text or "")
    if not m or not 1 <= int(m[1]) <= int(m[2]):
        raise ShardError(f"--shard {text!r}: expected K/N with 1 <= K <= N (e.g. 1/4)")
    return int(m[1]), int(m[2])


def durations(path: str | Path | None = None) -> tuple[dict[str, float], str]:
    """The durations by result id and where they come from: a run report (``results[].duration_s``)
    or a durations file at ``path``, else the shipped file; ``({}, "counts")`` when there is none."""
    where = Path(path) if path else DURATIONS_FILE
    try:
        raw = where.read_bytes()
        doc = json.loads(raw.decode("utf-8"))
    except FileNotFoundError:
        if path:
            raise ShardError(f"--shard-durations {path}: no such file") from None
        return {}, "counts"
    except (OSError, ValueError) as exc:
        raise ShardError(f"--shard-durations {where}: cannot read it: {exc}"[:300]) from None
    if isinstance(doc, dict) and isinstance(doc.get("results"), list):
        table = {r["id"]: r["duration_s"] for r in doc["results"]
                 if isinstance(r, dict) and isinstance(r.get("id"), str) and isinstance(r.get("duration_s"), int | float)}
    elif isinstance(doc, dict) and isinstance(doc.get("durations"), dict):
        table = {k: v for k, v in doc["durations"].items() if isinstance(v, int | float)}
    else:
        raise ShardError(f"--shard-durations {where}: neither a run report nor a durations file")
    # the file's name and content, not its path: every machine of a CI run has its own checkout
    digest = hashlib.sha256(raw).hexdigest()[:12]
    source = f"durations of {where.name} (sha256 {digest})" if table else "counts"
    return {k: max(0.0, float(v)) for k, v in table.items()}, source


def assign(ids: Sequence[str], count: int, table: Mapping[str, float]) -> dict[str, int]:
    """Result id -> shard (1..count): longest first (ties by id) to the least loaded shard (ties to
    the lowest). The same ``ids`` (in any order) and ``table`` give the same shards."""
    known = [table[i] for i in ids if i in table]
    default = statistics.median(known) if known else 1.0
    weight = {i: round(table.get(i, default), 6) if table else 1.0 for i in ids}
    load = [0.0] * count
    out: dict[str, int] = {}
    for i in sorted(set(ids), key=lambda i: (-weight[i], i)):
        k = min(range(count), key=lambda n: (load[n], n))
        load[k] += weight[i]
        out[i] = k + 1
    return out


def _shard_of(doc: Mapping[str, Any]) -> Mapping[str, Any] | None:
    selection = doc.get("selection")
    shard = selection.get("shard") if isinstance(selection, Mapping) else None
    return shard if isinstance(shard, Mapping) else None


def _unsharded(doc: Mapping[str, Any]) -> dict[str, Any]:
    """A shard's ``selection`` without what makes it a shard (``--shard K/N``, its count of
    deselected results)."""
    out = {k: v for k, v in (doc.get("selection") or {}).items() if k not in ("shard", "deselected")}
    if isinstance(out.get("narrowed_by"), list):
        out["narrowed_by"] = [n for n in out["narrowed_by"] if not str(n).startswith("--shard ")]
    return out


def merge(docs: Sequence[Mapping[str, Any]], names: Sequence[str]) -> dict[str, Any]:
    """The report of the whole run from its shards' reports (as loaded by
    :func:`mtg_conformance.report.load_checked`): the results of all, and the selection the
    shards shared without the shard. Refuses, with a :class:`ShardError` of one line, reports that are
    not shards, of other suites, engines, shard counts, selections or durations, a shard given twice,
    a missing shard, and a result in two shards."""
    if not docs:
        raise ShardError("no shard reports given")
    shards = [_shard_of(d) for d in docs]
    for name, shard in zip(names, shards):
        if shard is None:
            raise ShardError(f"{name}: not the report of a shard (run --shard K/N): no selection.shard")
    first = docs[0]

    def same(what: str, get: Any) -> None:
        ref = get(first)
        for name, d in zip(names[1:], docs[1:]):
            if get(d) != ref:
                raise ShardError(f"{name}: another {what} than {names[0]} ({get(d)!r} vs {ref!r}); "
                                 f"shards of one run only")

    same("suite", lambda d: {k: (d.get("suite") or {}).get(k) for k in ("version", "rules_edition", "content_hash")})
    same("engine", lambda d: {k: (d.get("engine") or {}).get(k) for k in ("name", "version")})
    same("shard count", lambda d: _shard_of(d).get("count"))
    same("selection", _unsharded)
    same("durations source", lambda d: _shard_of(d).get("balanced_by"))
    count = shards[0].get("count")
    seen: dict[Any, str] = {}
    for name, shard in zip(names, shards):
        if shard.get("index") in seen:
            raise ShardError(f"{name}: shard {shard.get('index')}/{count} again (also {seen[shard.get('index')]})")
        seen[shard.get("index")] = name
    missing = [str(k) for k in range(1, int(count or 0) + 1) if k not in seen]
    if missing:
        raise ShardError(f"shard(s) {', '.join(missing)} of {count} missing: the merged report would not be "
                         f"the whole run")
    results: dict[str, Mapping[str, Any]] = {}
    owner: dict[str, str] = {}
    for name, d in zip(names, docs):
        for r in d["results"]:
            if r["id"] in results:
                raise ShardError(f"{name}: result {r['id']!r} also in {owner[r['id']]}; shards share no result")
            results[r["id"]] = r
            owner[r["id"]] = name
    merged: dict[str, Any] = {k: v for k, v in first.items() if k not in ("results", "selection", "interrupted",
                                                                        "interrupted_reason", "unexercised")}
    stopped = [(n, d) for n, d in zip(names, docs) if d.get("interrupted")]
    if stopped:
        merged["interrupted"] = True
        merged["interrupted_reason"] = "; ".join(f"{n}: {d.get('interrupted_reason', '')}" for n, d in stopped)[:600]
    rest = _unsharded(first)
    if rest.get("narrowed_by"):
        rest["deselected"] = shards[0].get("deselected_before", 0)
        merged["selection"] = rest
    if any("unexercised" in d for d in docs):
        # an entry is unexercised in the whole run only if no shard exercised it
        sets = [{json.dumps(e, sort_keys=True) for e in d.get("unexercised", [])} for d in docs if "unexercised" in d]
        common = set.intersection(*sets) if sets else set()
        merged["unexercised"] = [json.loads(e) for e in sorted(common)]
    merged["results"] = [results[i] for i in sorted(results)]
    return merged
