"""Hypothesis profiles of a run: ``mtg-conformance run --profile NAME`` accepts the suite's own
(``dev``, ``ci``, ``thorough``, :mod:`mtg_conformance.properties`) and any profile a pytest plugin
or a ``conftest.py`` in the directory the run starts from registers (``--mtg-conftest PATH``, which
``mtg-conformance run`` passes for that file). That file is loaded after the suite's profiles are
registered, so a profile of its own can inherit the suite's ``ci``
(``parent=settings.get_profile("ci")``), and before Hypothesis loads the chosen profile.

A pytest plugin of the suite (listed by :mod:`mtg_conformance.plugin`).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from . import properties

LOCAL_CONFTEST_MODULE = "mtg_conformance_local_conftest"
"""The module name the working directory's ``conftest.py`` is loaded under (``conftest`` is the
suite's own)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("mtg-conformance").addoption(
        "--mtg-conftest", metavar="PATH", default=None,
        help="a conftest.py of your own (e.g. registering a Hypothesis profile), loaded before the "
             "profile is chosen; mtg-conformance run passes the one in the working directory")


@pytest.hookimpl(tryfirst=True)   # before Hypothesis's plugin loads --hypothesis-profile
def pytest_configure(config: pytest.Config) -> None:
    properties.use_local_storage()
    path = config.getoption("--mtg-conftest")
    if path:
        load_local_conftest(config, Path(path))
    name = config.getoption("hypothesis_profile", None)
    if name is not None and name not in registered_profiles():
        raise pytest.UsageError(
            f"--profile {name!r}: no such Hypothesis profile; registered: {', '.join(registered_profiles())} "
            f"(register one in a conftest.py in the directory you run from, or in a pytest plugin)")


def registered_profiles() -> list[str]:
    """The names of the Hypothesis profiles registered so far, sorted."""
    return sorted(getattr(settings, "_profiles", {}))


def load_local_conftest(config: pytest.Config, path: Path) -> None:
    """Import ``path`` and register it as a pytest plugin; a file that does not import stops the run
    with one usage error naming it."""
    path = path.resolve()
    if LOCAL_CONFTEST_MODULE in sys.modules:       # pytest.main run twice in one process (tests)
        del sys.modules[LOCAL_CONFTEST_MODULE]
    spec = importlib.util.spec_from_file_location(LOCAL_CONFTEST_MODULE, path)
    if spec is None or spec.loader is None:
        raise pytest.UsageError(f"--mtg-conftest {path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[LOCAL_CONFTEST_MODULE] = module
    sys.path.insert(0, str(path.parent))          # as pytest does for a conftest.py: its helpers import
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - anything the user's file raises
        del sys.modules[LOCAL_CONFTEST_MODULE]
        raise pytest.UsageError(f"{path}: cannot load it: {type(exc).__name__}: {exc}") from None
    finally:
        sys.path.remove(str(path.parent))
    config.pluginmanager.register(module, f"mtg-conftest:{path}")
