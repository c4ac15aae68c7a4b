"""The documentation (issue 30 item 7): every relative link of README.md, CHANGELOG.md and docs/*.md
resolves (the file, and the heading an anchor names); the README's Quick start is one code block of
exactly two commands; the README names no install source that does not exist and links every CI
recipe. Each check is shown able to fail on a copy with the fault it guards against."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
PENDING = {"examples/engines/node-minimal"}
"""Written in parallel (issue 30 item 6, helper example30): a link to it passes while it is absent,
and is checked like any other once it exists."""
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    return {slug(m.group(1)) for m in re.finditer(r"^#+ (.*)$", text, re.M)}


def link_problems(path: Path, text: str) -> list[str]:
    problems = []
    for target in LINK.findall(FENCE.sub("", text)):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):      # https:, mailto:
            continue
        file_part, _, anchor = target.partition("#")
        resolved = (path.parent / file_part).resolve() if file_part else path
        relative = resolved.relative_to(ROOT).as_posix() if resolved.is_relative_to(ROOT) else str(resolved)
        if not resolved.exists():
            if relative.rstrip("/") not in PENDING:
                problems.append(f"{path.name}: link {target!r}: no file {relative}")
            continue
        if anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            problems.append(f"{path.name}: link {target!r}: no heading '#{anchor}' in {relative}")
    return problems


def quick_start_problems(readme: str) -> list[str]:
    match = re.search(r"^## Quick start\n\n```sh\n(.*?)```\n", readme, re.S | re.M)
    if not match:
        return ["README: no '## Quick start' heading followed by a ```sh code block"]
    commands = [line for line in match.group(1).splitlines() if line.strip()]
    if len(commands) != 2:
        return [f"README: the Quick start block has {len(commands)} commands, not 2"]
    return []


def install_problems(readme: str) -> list[str]:
    """A code block that installs the suite by name alone: there is no PyPI release."""
    blocks = "\n".join(m.group(0) for m in FENCE.finditer(readme))
    return [f"README: {line.strip()!r} names no source that exists"
            for line in blocks.splitlines() if re.search(r"pip install\s+['\"]?mtg-conformance\b(?!\s*@)", line)]


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(path: Path) -> None:
    assert link_problems(path, path.read_text(encoding="utf-8")) == []


def test_the_readme_quick_start_and_install() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert quick_start_problems(readme) == []
    assert install_problems(readme) == []
    assert "<your-mirror-of-mtg-conformance>" in readme
    for name in ("github-actions.yml", "gitlab-ci.yml", "conformance.sh"):
        assert f"](examples/ci/{name})" in readme


def test_the_docs_checks_can_fail() -> None:
    readme_path = ROOT / "README.md"
    readme = readme_path.read_text(encoding="utf-8")
    assert any("no file docs/nosuch.md" in p
               for p in link_problems(readme_path, readme.replace("](docs/running.md)", "](docs/nosuch.md)", 1)))
    assert any("no heading '#6-the-stdio-protocl'" in p
               for p in link_problems(readme_path, readme + "\n[x](docs/protocol.md#6-the-stdio-protocl)\n"))
    assert link_problems(readme_path, readme + "\n[x](docs/protocol.md#6-the-stdio-protocol)\n") == []
    two = "```sh\npip install -e . && mtg-conformance run\npip install -e '.[test]' && pytest\n"
    assert two in readme
    assert quick_start_problems(readme.replace(two, two + "pytest -x\n")) != []
    assert quick_start_problems(readme.replace("## Quick start", "## Quickstart")) != []
    assert install_problems(readme + "\n```sh\npip install mtg-conformance\n```\n") != []


USER_DOCS = ("README.md", "docs/engine-authors.md")


def shown_command_problems(text: str) -> list[str]:
    """The ``mtg-conformance`` commands of a page's ``sh`` blocks that would not work (those written
    as usage, with ``[optional …]`` parts, are left out)."""
    from tests.test_ci_recipes import command_problems, commands
    blocks = "\n".join(re.findall(r"```sh\n(.*?)```", text, re.S))
    lines = [line for line in blocks.splitlines() if "[" not in line]
    return [p for argv in commands("\n".join(lines)) for p in command_problems(argv)]


@pytest.mark.parametrize("name", USER_DOCS)
def test_the_commands_shown_to_users_work(name: str) -> None:
    pytest.importorskip("yaml")
    text = (ROOT / name).read_text(encoding="utf-8")
    assert "mtg-conformance run" in text
    assert shown_command_problems(text) == []
    assert shown_command_problems(text.replace("--expectations", "--expectation-file")) != []
