"""Fixtures shared by the harness's own tests: ``reference_runs`` (tests/reference_runs.py), the
default reference run, serial and under ``-n 2``, run once per test session."""

from tests.reference_runs import reference_runs  # noqa: F401  (a fixture)
