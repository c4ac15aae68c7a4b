"""The same suite against the same engine gives the same report, whatever the order the tests run
in and however many processes run them: the session's default reference run (in file order,
tests/conftest.py), a run in a random order and the run under ``-n 2`` agree on every result but
its duration."""

from __future__ import annotations

from typing import Any

import pytest

from tests.reference_runs import finish_run, start_run

pytestmark = pytest.mark.slow


def _results(run: Any) -> list[dict]:
    assert run.returncode == 0, run.explain()
    return [{k: v for k, v in r.items() if k != "duration_s"} for r in run.results]


def test_random_orders_and_two_processes_give_the_same_report(reference_runs: dict[str, Any], tmp_path) -> None:
    shuffled = start_run(tmp_path, "-p", "random_order", "--random-order", "--random-order-seed=2")
    in_order, parallel = _results(reference_runs["serial"]), _results(reference_runs["parallel"])
    random_order = _results(finish_run(shuffled, tmp_path))
    assert len(in_order) > 100
    assert in_order == random_order == parallel
