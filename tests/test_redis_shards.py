"""The shared example database of the sharded CI recipes (issue 34 item 3), against a real Redis
server (Debian's ``redis-server``, started here on a free port; the test skips, saying so, without
it): two shard runs in two processes share one database through docs/running.md's ``team``
profile, and the failure the shard holding a broken property found is replayed first by the next
machine that runs it (a profile that only replays the database fails it; with the database emptied
the same run passes: the failure came from Redis, not from generation)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from test_profiles import BUGGY, MODULE, PROPERTY, ROOT, TIMEOUT, _env, readme_recipe

redis = pytest.importorskip("redis", reason="the `test` extra installs redis (the client)")
REDIS_SERVER = shutil.which("redis-server")
OTHER = "test_a_spell_that_explores_goes_to_the_graveyard_last"
REPLAY_ONLY = ("\nfrom hypothesis import Phase\n"
               "settings.register_profile('team-replay', parent=settings.get_profile('team'),\n"
               "                          phases=(Phase.explicit, Phase.reuse))\n")
"""A machine that only replays the shared database's examples (no generation): it fails only by
replaying what another machine saved."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    """A real Redis server on a free local port, for the length of the test."""
    if REDIS_SERVER is None:
        pytest.skip("no redis-server (apt-get install -y redis-server; .ci/run installs it)")
    port = _free_port()
    server = subprocess.Popen([REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                               "--appendonly", "no", "--dir", str(tmp_path)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}"
    try:
        client = redis.Redis.from_url(url)
        for _ in range(100):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.1)
        else:
            pytest.fail(f"redis-server did not answer on port {port}")
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def _start(cwd: Path, *args: str, **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "mtg_conformance.cli", "run", *args], cwd=cwd, env=_env(**env),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def _machine(root: Path, name: str) -> Path:
    machine = root / name
    machine.mkdir()
    (machine / "conftest.py").write_text(readme_recipe() + REPLAY_ONLY, encoding="utf-8")
    return machine


@pytest.mark.slow
def test_two_shards_share_the_database_and_the_next_machine_replays_the_failure_first(
        tmp_path: Path, redis_url: str) -> None:
    select = ["--engine", BUGGY, "-k", f"{PROPERTY} or {OTHER}", MODULE, "--shrink-seconds", "1", "-p", "no:randomly"]
    # pipeline 1: two machines, each a shard, at the same time, one Redis
    machines = [_machine(tmp_path, f"ci-{k}") for k in (1, 2)]
    procs = [_start(m, *select, "--profile", "team", "--shard", f"{k}/2", "--report", "run.json",
                    HYPOTHESIS_REDIS_URL=redis_url) for k, m in zip((1, 2), machines)]
    outs = [p.communicate(timeout=TIMEOUT)[0] for p in procs]
    docs = [json.loads((m / "run.json").read_text(encoding="utf-8")) for m in machines]
    ids = [{r["id"]: r["outcome"] for r in d["results"]} for d in docs]
    pid = f"property::test_mechanics::{PROPERTY}"
    holder = next(k for k in (0, 1) if pid in ids[k])
    assert pid not in ids[1 - holder] and ids[holder][pid] == "failed", outs
    assert procs[holder].returncode == 1, outs[holder]
    keys = redis.Redis.from_url(redis_url).keys()
    assert keys, "the failing example was not saved to the shared database"
    # pipeline 2: a fresh machine runs that shard and only replays the database: it fails at once
    replay = _machine(tmp_path, "ci-next")
    done = _start(replay, *select, "--profile", "team-replay", "--shard", f"{holder + 1}/2",
                  HYPOTHESIS_REDIS_URL=redis_url)
    out = done.communicate(timeout=TIMEOUT)[0]
    # the failure message holds Hypothesis's falsifying example (its @reproduce_failure blob)
    assert done.returncode == 1 and "1 failed" in out and f"Property: {PROPERTY}" in out, out
    assert "@reproduce_failure" in out, out
    # the same replay with the shared database emptied has nothing to replay (Hypothesis skips the
    # property: no example): the failure came from Redis
    redis.Redis.from_url(redis_url).flushall()
    empty = _start(_machine(tmp_path, "ci-empty"), *select, "--profile", "team-replay", "--allow-empty",
                   "--shard", f"{holder + 1}/2", HYPOTHESIS_REDIS_URL=redis_url)
    out = empty.communicate(timeout=TIMEOUT)[0]
    assert empty.returncode == 0 and "1 skipped" in out and "run no test cases" in out and "1 failed" not in out, out
