"""Where the suite is: the feature files, the step library, the properties, ``conftest.py`` and the
pytest configuration (``pyproject.toml``'s ``[tool.pytest.ini_options]``).

A checkout keeps them at its top level (``features/``, ``steps/``, ``properties/``, ``conftest.py``),
beside the ``mtg_conformance`` package. A wheel ships the same files under the package, as
``mtg_conformance/_suite/`` (``pyproject.toml``, ``[tool.setuptools.package-dir]``, maps each
top-level directory there), so that installing the wheel adds no generic top-level name
(``steps``, ``properties``, ``conftest``) to a user's ``site-packages``: those names are importable
only inside a test run, where pytest puts the suite directory (which holds ``conftest.py``) on
``sys.path``. The reference engine is installed as ``mtg_reference_engine`` in both cases.

:func:`suite_root` is the one place that knows this: every command (``run``, ``rulings``,
``report``, ``capabilities``) finds the suite through it, from a checkout (editable install) as
from a wheel.
"""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path

__all__ = ["LOCAL_DIR", "PACKAGED_SUITE", "suite_root", "features_dir", "properties_dir"]

PACKAGED_SUITE = "_suite"
"""The directory of the ``mtg_conformance`` package a wheel installs the suite into."""

LOCAL_DIR = ".mtg-conformance"
"""The directory, under the one a run starts from, where the run keeps what it learns and caches:
``examples/<engine>`` (the example database, :func:`mtg_conformance.properties.local_example_database`),
``hypothesis/`` (Hypothesis's own storage), ``pytest-cache/``, and from a wheel ``phase/`` (phase.rs
card data). Never the suite's installation."""


@functools.cache
def suite_root() -> Path:
    """The suite's directory: ``mtg_conformance/_suite`` inside an installed wheel, else the
    checkout's top level (an editable install; the package's resources then come from the
    checkout, whose ``mtg_conformance/`` has no ``_suite``)."""
    package = resources.files("mtg_conformance")
    packaged = package / PACKAGED_SUITE
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(str(package)).resolve().parent


def features_dir() -> Path:
    """``<suite>/features``: the feature files."""
    return suite_root() / "features"


def properties_dir() -> Path:
    """``<suite>/properties``: the Hypothesis properties."""
    return suite_root() / "properties"
