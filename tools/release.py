"""Cut a release of the suite: ``python tools/release.py X.Y.Z`` (docs/releasing.md).

It checks that X.Y.Z follows the current version, writes it to ``pyproject.toml`` (the one place
the version lives), turns the CHANGELOG's ``## Unreleased`` section into ``## X.Y.Z — <date>``
under a new empty ``## Unreleased``, and prints the commands left to you: reinstall (so that the
installed metadata, which ``mtg_conformance.__version__`` reads, says X.Y.Z), check, commit, and the
``git tag -a vX.Y.Z`` command. It creates no commit and no tag.

``python tools/release.py --check`` only checks that the version agrees everywhere
(tests/test_version.py runs the same check).
"""

from __future__ import annotations

import argparse
import datetime
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VERSION_RE = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$")
PYPROJECT_VERSION_RE = re.compile(r'^version = "([^"]*)"$', re.M)
UNRELEASED = "## Unreleased"


def parse(version: str) -> tuple[int, int, int]:
    match = VERSION_RE.match(version)
    if not match:
        raise ValueError(f"{version!r} is not a version MAJOR.MINOR.PATCH (e.g. 0.2.0)")
    return tuple(int(part) for part in match.groups())  # type: ignore[return-value]


def pyproject_version(root: Path) -> str:
    """``[project] version`` of ``root/pyproject.toml``."""
    import tomllib
    return tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def changelog_versions(root: Path) -> list[str]:
    """The versions the CHANGELOG has a section for (``## X.Y.Z — date``), newest first."""
    text = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    return re.findall(r"^## (\d+\.\d+\.\d+)\b", text, re.M)


def problems(root: Path, installed: str | None) -> list[str]:
    """Why the version does not agree everywhere (empty when it does): ``pyproject.toml``, the
    installed metadata (``installed``, as ``mtg_conformance.__version__`` reads it; None to leave it
    out) and the CHANGELOG, whose newest section must be this version's, under ``## Unreleased``."""
    out = []
    version = pyproject_version(root)
    try:
        parse(version)
    except ValueError as exc:
        out.append(f"pyproject.toml: {exc}")
    if installed is not None and installed != version:
        out.append(f"pyproject.toml says {version} but the installed metadata says {installed}: "
                   f"reinstall (pip install -e .)")
    text = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    if not re.search(rf"^{re.escape(UNRELEASED)}$", text, re.M):
        out.append(f"CHANGELOG.md has no '{UNRELEASED}' section for the changes not released yet")
    versions = changelog_versions(root)
    if not versions or versions[0] != version:
        out.append(f"CHANGELOG.md's newest release section is {versions[0] if versions else 'missing'}, "
                   f"not {version} (pyproject.toml)")
    return out


def release(root: Path, new: str, today: datetime.date) -> str:
    """Write ``new`` to pyproject.toml and the CHANGELOG; return the commands left to run."""
    current = pyproject_version(root)
    if parse(new) <= parse(current):
        raise ValueError(f"{new} does not follow the current version {current}")
    changelog = root / "CHANGELOG.md"
    text = changelog.read_text(encoding="utf-8")
    start = text.find(f"\n{UNRELEASED}\n")
    if start < 0:
        raise ValueError(f"CHANGELOG.md has no '{UNRELEASED}' section to release")
    body_start = start + len(UNRELEASED) + 2
    nxt = re.search(r"^## ", text[body_start:], re.M)
    body = text[body_start:body_start + nxt.start()] if nxt else text[body_start:]
    if not body.strip():
        raise ValueError(f"CHANGELOG.md's '{UNRELEASED}' section is empty: say what {new} changes")
    text = (text[:body_start] + "\n" + f"## {new} — {today.isoformat()}\n" + text[body_start:])
    pyproject = root / "pyproject.toml"
    source = pyproject.read_text(encoding="utf-8")
    if len(PYPROJECT_VERSION_RE.findall(source)) != 1:
        raise ValueError("pyproject.toml: expected exactly one line 'version = \"…\"'")
    pyproject.write_text(PYPROJECT_VERSION_RE.sub(f'version = "{new}"', source), encoding="utf-8")
    changelog.write_text(text, encoding="utf-8")
    return "\n".join([
        f"pyproject.toml and CHANGELOG.md now say {new} (was {current}). Left to do:",
        "  pip install -e .                     # the installed metadata says the new version",
        "  python tools/release.py --check && pytest -q tests/test_version.py",
        f'  git commit -am "Release {new}"',
        f'  git tag -a v{new} -m "mtg-conformance {new}"',
        f"  python -m pip wheel --no-deps -w dist .   # dist/mtg_conformance-{new}-py3-none-any.whl",
    ])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("version", nargs="?", help="the new version, X.Y.Z (docs/releasing.md says which part)")
    parser.add_argument("--check", action="store_true", help="only check that the version agrees everywhere")
    parser.add_argument("--root", type=Path, default=ROOT, help=argparse.SUPPRESS)
    parser.add_argument("--date", type=datetime.date.fromisoformat, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.check or not args.version:
        if not args.check:
            parser.error("give the new version X.Y.Z, or --check")
        from importlib import metadata
        try:
            installed = metadata.version("mtg-conformance")
        except metadata.PackageNotFoundError:
            installed = None
        found = problems(args.root, installed)
        for problem in found:
            print(f"release: {problem}", file=sys.stderr)
        if not found:
            print(f"release: version {pyproject_version(args.root)} agrees everywhere")
        return 1 if found else 0
    try:
        print(release(args.root, args.version, args.date or datetime.datetime.now(datetime.UTC).date()))
    except ValueError as exc:
        print(f"release: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
