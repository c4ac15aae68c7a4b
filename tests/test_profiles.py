"""``mtg-conformance run --profile NAME`` (issue 18): any Hypothesis profile a ``conftest.py`` in the
working directory or a pytest plugin registers; docs/running.md's shared Redis example database recipe,
run as written against a Redis server (fakeredis's TCP server, in this process); the example
database under the working directory, per engine; no ``.hypothesis/`` anywhere else."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtg_conformance.suite import suite_root

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "docs" / "running.md"
"""Where the Redis recipe is (moved from README.md, issue 30 item 7)."""
TIMEOUT = 300
BUGGY = "tests.broken_engines:NoCounterOnEmptyLibrary"
"""Explore without the +1/+1 counter on an empty library: the explore property finds it at once."""
PROPERTY = "test_explore_conserves_cards_and_counts_counters"
MODULE = str(ROOT / "properties" / "test_mechanics.py")
"""Where PROPERTY is: the runs collect that module only (issue 18 item 7)."""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "HYPOTHESIS_STORAGE_DIRECTORY")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))  # tests.broken_engines
    return {**env, **extra}


def _run(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", *args], cwd=cwd, env=_env(**env),
                          capture_output=True, text=True, timeout=TIMEOUT)


def readme_recipe() -> str:
    """The Redis profile recipe of docs/running.md: the Python block of "Sharing the example database"."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("**Sharing the example database.**"):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


@pytest.fixture
def redis_url() -> Iterator[str]:
    """A Redis server on a free local port (fakeredis's TCP server) for the length of the test."""
    fakeredis = pytest.importorskip("fakeredis")
    server = fakeredis.TcpFakeServer(("127.0.0.1", 0), server_type="redis")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    try:
        yield f"redis://{host}:{port}"
    finally:
        server.shutdown()
        server.server_close()


def _hypothesis_dirs(under: Path) -> list[Path]:
    return [p for p in under.rglob(".hypothesis") if p.is_dir()]


def test_the_readme_redis_recipe_shares_failures(tmp_path: Path, redis_url: str) -> None:
    """Two machines (two empty working directories), one Redis: the first run's failure is in Redis
    and in its own working directory's example database for that engine; the second machine's run
    fails as well, and nothing is written to the suite or as ``.hypothesis/``."""
    redis = pytest.importorskip("redis")
    machines = [tmp_path / "ci-1", tmp_path / "ci-2"]
    for machine in machines:
        machine.mkdir()
        (machine / "conftest.py").write_text(readme_recipe(), encoding="utf-8")
    # --shrink-seconds 1: what is shared is the point, not how far the failure shrinks (issue 18 item 7)
    first = _run(machines[0], "--engine", BUGGY, "--profile", "team", "-k", PROPERTY, MODULE, "--shrink-seconds", "1",
                 HYPOTHESIS_REDIS_URL=redis_url)
    assert first.returncode == 1, first.stdout + first.stderr
    assert "1 failed" in first.stdout, first.stdout
    keys = redis.Redis.from_url(redis_url).keys()
    assert keys, "the failing example was not saved to the shared database"
    examples = machines[0] / ".mtg-conformance" / "examples"
    engines = sorted(p.name for p in examples.iterdir()) if examples.is_dir() else []
    assert engines == ["broken_NoCounterOnEmptyLibrary"], engines   # the engine's info name, made file-safe
    assert any(p.is_file() for p in (examples / engines[0]).rglob("*")), "the local example database is empty"
    second = _run(machines[1], "--engine", BUGGY, "--profile", "team", "-k", PROPERTY, MODULE, "--shrink-seconds", "1",
                  HYPOTHESIS_REDIS_URL=redis_url)
    assert second.returncode == 1 and "1 failed" in second.stdout, second.stdout + second.stderr
    assert not _hypothesis_dirs(tmp_path) and not _hypothesis_dirs(suite_root() / "features")
    assert not (suite_root() / "features" / ".mtg-conformance").exists()


def test_an_unknown_profile_is_one_usage_error(tmp_path: Path) -> None:
    done = _run(tmp_path, "--profile", "nightly", "-k", PROPERTY, MODULE)
    assert done.returncode == 4, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR:")]
    assert len(errors) == 1 and "'nightly'" in errors[0] and "thorough" in errors[0], done.stderr


def test_a_profile_from_a_plugin_or_the_working_directory(tmp_path: Path) -> None:
    """A profile registered by a pytest plugin (``-p module``) and one registered by the working
    directory's ``conftest.py``, inheriting the suite's ``ci`` (not Hypothesis's built-in one, whose
    function-scoped-fixture health check the properties would fail)."""
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "my_profiles.py").write_text(
        "from hypothesis import settings\n"
        "import mtg_conformance.properties  # the suite's profiles, to inherit one (a plugin loads first)\n"
        "settings.register_profile('from-plugin', parent=settings.get_profile('dev'), max_examples=3)\n",
        encoding="utf-8")
    done = _run(tmp_path, "--profile", "from-plugin", "-p", "my_profiles", "-k", PROPERTY, MODULE,
                PYTHONPATH=os.pathsep.join([str(plugins), str(ROOT)]))
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr

    here = tmp_path / "engine-repo"
    here.mkdir()
    (here / "conftest.py").write_text(
        "from hypothesis import settings\n"
        "settings.register_profile('mine', parent=settings.get_profile('ci'), max_examples=5)\n",
        encoding="utf-8")
    done = _run(here, "--profile", "mine", "-k", PROPERTY, MODULE)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr
    assert not _hypothesis_dirs(tmp_path)


def test_known_failures_are_checked_against_the_ci_profiles_examples(tmp_path: Path) -> None:
    """``--expectations`` / ``--update-expectations`` without ``--profile`` run the ``ci`` profile
    (derandomized: a known deviation is found, or not, the same way in every run), even where ``CI``
    is not set; ``--profile`` still wins, and a run without expectations keeps ``dev``. The profile a
    run loaded is read in the run itself (a ``conftest.py`` in the working directory)."""
    (tmp_path / "conftest.py").write_text(
        "from hypothesis import settings\n"
        "from mtg_conformance.properties import current_profile\n"
        "settings.register_profile('mine', parent=settings.get_profile('ci'), max_examples=2)\n"
        "def pytest_sessionfinish(session):\n"
        "    open('profile.txt', 'w').write(current_profile())\n",
        encoding="utf-8")
    (tmp_path / "known.toml").write_text("", encoding="utf-8")

    def profile_of(*args: str) -> str:
        done = _run(tmp_path, *args, "-k", PROPERTY, MODULE)
        assert done.returncode == 0, done.stdout + done.stderr
        return (tmp_path / "profile.txt").read_text(encoding="utf-8")

    assert profile_of("--expectations", "known.toml") == "ci"
    assert profile_of("--update-expectations", "known.toml") == "ci"
    assert profile_of("--expectations", "known.toml", "--profile", "mine") == "mine"
    assert profile_of() == "dev"
