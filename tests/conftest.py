"""Fixtures shared by the harness's own tests: ``reference_runs`` (tests/reference_runs.py), the
default reference run, serial and under ``-n 2``, run once per test session."""

import hashlib
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

import pytest

from tests.reference_runs import RUN_TIMEOUT, reference_runs  # noqa: F401  (a fixture)


SHARED_BYTECODE = "MTG_CONFORMANCE_TEST_PYCACHE"
"""Set while a test session shares compiled bytecode with every process its tests start."""


def pytest_configure(config: pytest.Config) -> None:
    """Every Python process the tests start (``mtg-conformance run``, pytest-xdist's workers, stdio
    engines), and this one from here on (the test modules it imports), share one bytecode cache
    outside the checkout, set up by the session that starts first (the controller under ``-n 2``;
    its workers inherit it). Without it, where ``PYTHONDONTWRITEBYTECODE`` is set, each of the
    harness's subprocess runs compiles the suite and rewrites its asserts again: about 1.8 s of its
    4.6 s of CPU (issue 18, item 7). The cache is kept from one session to the next (q18: compiling
    everything again cost each quick check some 20 s of CPU): one directory per user and checkout in
    the temporary directory, private to the user (else a fresh one, removed when the session ends).
    What a test checks does not change: only where the interpreter keeps ``.pyc`` files, which it
    checks against their sources' modification time and size as it always does."""
    if os.environ.get(SHARED_BYTECODE):
        return
    cache, kept = _bytecode_cache()
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = os.environ[SHARED_BYTECODE] = cache
    sys.pycache_prefix, sys.dont_write_bytecode = cache, False
    if not kept:
        config.add_cleanup(lambda: shutil.rmtree(cache, ignore_errors=True))


def _bytecode_cache() -> tuple[str, bool]:
    """The bytecode cache of this checkout for this user, and whether it is kept between sessions:
    ``<tmp>/mtg-conformance-pycache-<uid>-<checkout digest>``, a directory only its owner can write;
    a fresh temporary one if that cannot be had."""
    root = str(Path(__file__).resolve().parents[1])
    uid = os.getuid() if hasattr(os, "getuid") else None
    if uid is not None:
        path = Path(tempfile.gettempdir()) / f"mtg-conformance-pycache-{uid}-{hashlib.sha256(root.encode()).hexdigest()[:12]}"
        try:
            path.mkdir(mode=0o700, exist_ok=True)
            st = path.lstat()
            if stat.S_ISDIR(st.st_mode) and st.st_uid == uid and not st.st_mode & 0o022:
                return str(path), True
        except OSError:
            pass
    return tempfile.mkdtemp(prefix="mtg-conformance-pycache-"), False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that uses ``reference_runs`` may be the one that waits for them: it gets the runs'
    timeout on top of its own (a loaded machine makes a whole run take minutes). It is also
    ``slow`` (issue 18, item 7): the two whole runs cost more CPU than the rest of the quick check
    (``pytest -m "not slow"``); ``pytest`` and .ci/run run them."""
    for item in items:
        if "reference_runs" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.timeout(2 * RUN_TIMEOUT + 600))
            item.add_marker(pytest.mark.slow)
