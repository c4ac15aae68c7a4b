"""Fixtures shared by the harness's own tests: ``reference_runs`` (tests/reference_runs.py), the
default reference run, serial and under ``-n 2``, run once per test session."""

import os
import shutil
import tempfile

import pytest

from tests.reference_runs import RUN_TIMEOUT, reference_runs  # noqa: F401  (a fixture)


SHARED_BYTECODE = "MTG_CONFORMANCE_TEST_PYCACHE"
"""Set while a test session shares compiled bytecode with every process its tests start."""


def pytest_configure(config: pytest.Config) -> None:
    """Every Python process the tests start (``mtg-conformance run``, pytest-xdist's workers, stdio
    engines) shares one bytecode cache outside the checkout, made by the session that starts first
    (the controller under ``-n 2``; its workers inherit it) and removed when that session ends.
    Without it, where ``PYTHONDONTWRITEBYTECODE`` is set, each of the harness's subprocess runs
    compiles the suite and rewrites its asserts again: about 1.8 s of its 4.6 s of CPU (issue 18,
    item 7). What a test checks does not change: only where the interpreter keeps ``.pyc`` files."""
    if os.environ.get(SHARED_BYTECODE):
        return
    cache = tempfile.mkdtemp(prefix="mtg-conformance-pycache-")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = os.environ[SHARED_BYTECODE] = cache
    config.add_cleanup(lambda: shutil.rmtree(cache, ignore_errors=True))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that uses ``reference_runs`` may be the one that waits for them: it gets the runs'
    timeout on top of its own (a loaded machine makes a whole run take minutes). It is also
    ``slow`` (issue 18, item 7): the two whole runs cost more CPU than the rest of the quick check
    (``pytest -m "not slow"``); ``pytest`` and .ci/run run them."""
    for item in items:
        if "reference_runs" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.timeout(2 * RUN_TIMEOUT + 600))
            item.add_marker(pytest.mark.slow)
