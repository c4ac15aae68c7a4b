"""Fixtures shared by the harness's own tests: ``reference_runs`` (tests/reference_runs.py), the
default reference run, serial and under ``-n 2``, run once per test session."""

import pytest

from tests.reference_runs import RUN_TIMEOUT, reference_runs  # noqa: F401  (a fixture)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that uses ``reference_runs`` may be the one that waits for them: it gets the runs'
    timeout on top of its own (a loaded machine makes a whole run take minutes). It is also
    ``slow`` (issue 18, item 7): the two whole runs cost more CPU than the rest of the quick check
    (``pytest -m "not slow"``); ``pytest`` and .ci/run run them."""
    for item in items:
        if "reference_runs" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.timeout(2 * RUN_TIMEOUT + 600))
            item.add_marker(pytest.mark.slow)
