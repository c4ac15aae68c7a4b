"""The suite's version (issue 30 item 5): one place (pyproject.toml), read everywhere from the
installed metadata, with a CHANGELOG section for it; tools/release.py bumps it. Each check is shown
able to fail on a copy with the fault it guards against."""

from __future__ import annotations

import importlib.util
import shutil
from importlib import metadata
from pathlib import Path

import pytest

import mtg_conformance
from mtg_conformance import cli, report

ROOT = Path(__file__).resolve().parents[1]


def _release_tool():
    spec = importlib.util.spec_from_file_location("release", ROOT / "tools" / "release.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = _release_tool()


def test_the_version_agrees_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    version = release.pyproject_version(ROOT)
    release.parse(version)
    assert metadata.version("mtg-conformance") == version, "reinstall: pip install -e ."
    assert mtg_conformance.__version__ == version
    assert report.build(engine={"name": "x", "version": "1"}, results=[])["suite"]["version"] == version
    with pytest.raises(SystemExit):
        cli.main(["--version"])
    assert capsys.readouterr().out.strip() == f"mtg-conformance {version}"


def test_the_changelog_has_a_section_for_the_version() -> None:
    assert release.problems(ROOT, metadata.version("mtg-conformance")) == []


def _copy(tmp_path: Path) -> Path:
    for name in ("pyproject.toml", "CHANGELOG.md"):
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def _set_version(root: Path, version: str) -> None:
    path = root / "pyproject.toml"
    path.write_text(release.PYPROJECT_VERSION_RE.sub(f'version = "{version}"', path.read_text()), encoding="utf-8")


def test_the_check_can_fail(tmp_path: Path) -> None:
    """A version bumped in pyproject.toml alone, stale installed metadata, a CHANGELOG without the
    version's section or without Unreleased: each is found."""
    root = _copy(tmp_path)
    current = release.pyproject_version(root)
    assert release.problems(root, current) == []
    assert any("installed metadata" in p for p in release.problems(root, "9.9.9"))
    _set_version(root, "9.9.9")
    assert any("newest release section" in p for p in release.problems(root, "9.9.9"))
    _set_version(root, "1.0")
    assert any("not a version" in p for p in release.problems(root, None))
    _set_version(root, current)
    changelog = root / "CHANGELOG.md"
    changelog.write_text(changelog.read_text().replace("## Unreleased", "## Not yet"), encoding="utf-8")
    assert any("no '## Unreleased'" in p for p in release.problems(root, current))


def test_release_bumps_the_version_and_the_changelog(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _copy(tmp_path)
    changelog = root / "CHANGELOG.md"        # something to release, whatever the real file holds now
    changelog.write_text(changelog.read_text().replace("## Unreleased\n", "## Unreleased\n\n- a change\n", 1))
    current = release.pyproject_version(root)
    major, minor, _ = release.parse(current)
    new = f"{major}.{minor + 1}.0"
    assert release.main([new, "--root", str(root), "--date", "2027-01-02"]) == 0
    out = capsys.readouterr().out
    assert f'git tag -a v{new} -m "mtg-conformance {new}"' in out
    assert release.pyproject_version(root) == new
    assert release.changelog_versions(root)[:2] == [new, *release.changelog_versions(ROOT)[:1]]
    text = (root / "CHANGELOG.md").read_text()
    assert f"## Unreleased\n\n## {new} — 2027-01-02\n\n- a change\n" in text
    assert release.problems(root, new) == []
    # a second release needs something under Unreleased, and a later version
    assert release.main([f"{major}.{minor + 1}.1", "--root", str(root)]) == 2
    assert "is empty" in capsys.readouterr().err
    assert release.main([current, "--root", str(root)]) == 2
    assert "does not follow" in capsys.readouterr().err
    assert release.main(["v1.2", "--root", str(root)]) == 2


def test_release_check_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert release.main(["--check"]) == 0
    assert "agrees everywhere" in capsys.readouterr().out


def test_a_checkout_without_metadata_reads_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    """``PYTHONPATH=.`` without installing: no metadata, the version comes from pyproject.toml."""
    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)
    monkeypatch.setattr(metadata, "version", missing)
    assert mtg_conformance._version() == release.pyproject_version(ROOT)
