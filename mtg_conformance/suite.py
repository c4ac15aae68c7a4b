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


# ---- which suite ran (issue 30 item 5) ---------------------------------------------------------

CONTENT_PARTS = (("features", "*.feature"), ("steps", "*.py"), ("properties", "*.py"))
"""What :func:`content_hash` reads: the scenarios, the steps that give them their meaning, and the
properties — the same files in a checkout and in the installed wheel."""


@functools.cache
def content_hash() -> str:
    """``sha256:<hex>`` of the suite's content (:data:`CONTENT_PARTS`: each file's path relative to
    the suite and its bytes, in sorted order). Two runs with the same hash ran the same checks;
    a report records it, and ``compare`` says when two reports' hashes differ."""
    import hashlib
    root = suite_root()
    digest = hashlib.sha256()
    for folder, pattern in CONTENT_PARTS:
        for path in sorted((root / folder).rglob(pattern)):
            if "__pycache__" in path.parts:
                continue
            rel = path.relative_to(root).as_posix()
            digest.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    return f"sha256:{digest.hexdigest()}"


@functools.cache
def commit() -> str | None:
    """The git commit of the suite when it runs from a git checkout (``git rev-parse HEAD`` in the
    suite's directory), else None (an installed wheel: its version and :func:`content_hash` say
    which suite it is)."""
    import subprocess
    root = suite_root()
    if not (root / ".git").exists():
        return None
    try:
        done = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    sha = done.stdout.strip()
    return sha if done.returncode == 0 and len(sha) == 40 else None
