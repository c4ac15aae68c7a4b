"""The wheel carries the whole suite (issue 18): built from a copy of the checkout, it holds the
feature files, the step library, the properties, ``conftest.py``, the pytest configuration, the
reference engine, the ruling texts and the cards, and no generic top-level name. Installed (with
``pip install --target``, without dependencies: the test's own environment provides them), its
``mtg-conformance rulings`` and ``run`` work from an empty directory, as from the checkout.

``.ci/run`` does the real thing: a fresh virtual environment with only the wheel, and the full run.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from mtg_conformance.suite import PACKAGED_SUITE, suite_root

CHECKOUT = Path(__file__).resolve().parents[1]
TIMEOUT = 600

# slow (issue 18, item 7): builds a wheel and installs it into a fresh virtual environment.
pytestmark = [pytest.mark.skipif(not (CHECKOUT / "pyproject.toml").is_file(), reason="needs the checkout"),
              pytest.mark.slow]


def _sources(directory: str, pattern: str) -> set[str]:
    return {p.relative_to(CHECKOUT / directory).as_posix() for p in (CHECKOUT / directory).glob(pattern)
            if "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built by pip from a copy of the checkout (an in-tree build leaves ``build/``)."""
    base = tmp_path_factory.mktemp("wheel")
    source = base / "source"
    shutil.copytree(CHECKOUT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv*", "build", "dist", "*.egg-info", ".cache", ".hypothesis", ".pytest_cache",
        ".mtg-conformance", "mutants", "__pycache__", "node_modules"))
    out = base / "dist"
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(source)],
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, f"pip wheel failed:\n{done.stdout}\n{done.stderr}"
    (built,) = out.glob("mtg_conformance-*.whl")
    return built


def test_the_wheel_holds_the_suite(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    suite = f"mtg_conformance/{PACKAGED_SUITE}"
    expected = {f"{suite}/conftest.py", f"{suite}/pyproject.toml"}
    expected |= {f"{suite}/features/{n}" for n in _sources("features", "*.feature")}
    expected |= {f"{suite}/steps/{n}" for n in _sources("steps", "*.py")}
    expected |= {f"{suite}/properties/{n}" for n in _sources("properties", "*.py")}
    expected |= {f"mtg_reference_engine/{n}" for n in _sources("engine", "**/*.py")}
    expected |= {f"mtg_conformance/{n}" for n in _sources("mtg_conformance", "**/*")
                 if Path(n).suffix in (".py", ".toml", ".txt", ".json", ".j2", ".css", ".js") and PACKAGED_SUITE not in n}
    assert {n for n in expected if "/seeds/" in n}, "the ruling texts are expected in the wheel"
    missing = sorted(expected - names)
    assert not missing, f"missing from the wheel: {missing}"
    top = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert top == {"mtg_conformance", "mtg_reference_engine"}, f"top-level names installed: {sorted(top)}"
    assert not any(n.endswith("__init__.py") for n in names if n.count("/") == 2 and n.startswith(f"{suite}/")), \
        "the suite directory must not be a package (pytest puts it on sys.path for the run only)"


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The wheel installed into a directory of its own: the environment of a process that imports
    the suite from there, not from the checkout."""
    target = tmp_path_factory.mktemp("site")
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
                           str(target), str(wheel)], capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, f"pip install failed:\n{done.stdout}\n{done.stderr}"
    env = dict(os.environ, PYTHONPATH=str(target))
    env.pop("CI", None)
    return env


def _cli(env: dict[str, str], cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)


def test_the_installed_suite_is_found_in_the_package(installed: dict[str, str], tmp_path: Path) -> None:
    code = "import mtg_conformance.suite as s; print(s.suite_root())"
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=installed, capture_output=True,
                          text=True, timeout=TIMEOUT)
    root = Path(done.stdout.strip())
    assert root.parts[-2:] == ("mtg_conformance", PACKAGED_SUITE) and root != suite_root(), done
    assert Path(installed["PYTHONPATH"]) in root.parents


def test_rulings_from_the_wheel_match_the_checkout(installed: dict[str, str], tmp_path: Path) -> None:
    from_wheel = _cli(installed, tmp_path, "rulings", "--json")
    assert from_wheel.returncode == 0, from_wheel.stderr
    here = _cli(dict(os.environ), tmp_path, "rulings", "--json")
    units = json.loads(from_wheel.stdout)["units"]
    assert len(units) == 72
    assert units == json.loads(here.stdout)["units"]
    assert all(u["scenarios"] or "not_testable" in u for u in units)


def test_run_from_the_wheel_in_an_empty_directory(installed: dict[str, str], tmp_path: Path) -> None:
    """A small run (one feature's scenarios) from the installed wheel, from an empty directory: its
    results come from the packaged features, and nothing is written outside the working directory's
    ``.mtg-conformance/`` and the report."""
    done = _cli(installed, tmp_path, "run", "-k", "explore and library", "--report", "r.json")
    assert done.returncode == 0, done.stdout + done.stderr
    results = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["results"]
    assert results and all(r["outcome"] == "passed" for r in results)
    assert {p.name for p in tmp_path.iterdir()} <= {"r.json", ".mtg-conformance"}
    suite = Path(installed["PYTHONPATH"]) / "mtg_conformance" / PACKAGED_SUITE
    assert not [p for p in suite.rglob("*") if p.name in (".pytest_cache", ".hypothesis", ".cache")]


def test_capabilities_from_the_wheel_read_the_shipped_usage(installed: dict[str, str], tmp_path: Path) -> None:
    """issue 30 item 2: the usage data ships in the wheel and is fresh there (the suite content hash of
    the packaged files is the checkout's), so ``capabilities`` answers from it without running the suite
    and the run gates scenarios on it."""
    from mtg_conformance import capabilities

    done = _cli(installed, tmp_path, "capabilities", "--json")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert "another version of the suite" not in done.stderr, done.stderr
    doc = json.loads(done.stdout)
    assert doc["capabilities"]["core"]["results"] == len(capabilities.shipped()["results"])
    assert doc["core_cards"] == list(capabilities.CORE_CARDS)
