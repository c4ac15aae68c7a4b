"""An engine's text reaches a terminal, a CI log, Markdown and the report only bounded and
neutralised (issue 32: G3, G10, G11 of ../shared/notes/adversarial-findings-2.md): ANSI and OSC
escapes shown as text, no line a CI runner takes as a workflow command (``::error::``), Markdown
links and images escaped, messages cut and distinct reasons capped."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import report
from mtg_conformance.cli import main
from mtg_conformance.safetext import log_text, markdown_text

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = str(Path(__file__).parent / "fake_engines" / "hostile_stdio.py")
ESCAPES = "\u001b]0;owned\u0007\u001b[2K\u001b[1A\u001b[32m=== 428 passed in 3.2s ===\u001b[8m\n::error::fake"
EXPLORE = "explore and not property and (empty_library or revealed_land)"


def run(tmp_path: Path, mode: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "--engine-cmd",
                           f"{sys.executable} {HOSTILE} {mode}", *args], cwd=tmp_path, capture_output=True,
                          text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(ROOT), **env})


def _clean_log(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text, [ln for ln in text.splitlines() if "\x1b" in ln][:3]
    assert not [ln for ln in text.splitlines() if ln.lstrip().startswith("::")], \
        [ln for ln in text.splitlines() if ln.lstrip().startswith("::")][:3]


def test_log_text_and_markdown_text() -> None:
    assert log_text("a\n::error::x\n  ::add-mask::y") == "a\n:\u200b:error::x\n  :\u200b:add-mask::y"
    assert "\x1b" not in log_text(ESCAPES)
    assert len(log_text("x" * 5000, 100)) == 100
    md = markdown_text("![CI passed](https://attacker.example/b.svg) [Approve](https://attacker.example/login)")
    assert not re.search(r"(?<!\\)[\[\]]", md) and "!\\[CI passed\\]" in md, md


def test_engine_messages_and_names_reach_the_log_as_text(tmp_path: Path) -> None:
    """G3: an unsupported message with escapes and a workflow command, and an engine name with
    escapes in 'does not declare', in the summary sections and pytest's -rs lines."""
    done = run(tmp_path, "unsupported-act", "-k", EXPLORE, "-rs", "--allow-empty",
               HOSTILE_MSG=json.dumps(ESCAPES))
    assert "unsupported" in done.stdout, done.stdout[-3000:] + done.stderr[-3000:]
    _clean_log(done.stdout + done.stderr)
    named = run(tmp_path, "caps '[\"core\"]'", "-k", EXPLORE, "-rs", "--allow-empty",
                HOSTILE_NAME=json.dumps("eng\u001b[2K\u001b[1A\u001b[32m=== all passed ===\u001b[8m\n::error::x"))
    assert "does not declare" in named.stdout, named.stdout[-3000:] + named.stderr[-3000:]
    _clean_log(named.stdout + named.stderr)


def test_engine_text_is_bounded(tmp_path: Path) -> None:
    """G10: distinct 100 KB unsupported messages and a 1 MB name: the report and the log stay small."""
    done = run(tmp_path, "unsupported-act", "-k", "test_explore_conserves or " + EXPLORE, "--report", "r.json",
               "--allow-empty", HOSTILE_MSG=json.dumps("m" * 100_000), HOSTILE_MSG_UNIQUE="1")
    size = (tmp_path / "r.json").stat().st_size
    assert size < 200_000, size
    assert max(len(ln) for ln in done.stdout.splitlines()) < 10_000
    named = run(tmp_path, "caps '[\"core\"]'", "-k", EXPLORE, "--report", "n.json", "--allow-empty",
                HOSTILE_NAME_BYTES="1000000")
    assert (tmp_path / "n.json").stat().st_size < 200_000, (tmp_path / "n.json").stat().st_size
    assert max(len(ln) for ln in named.stdout.splitlines()) < 10_000


def test_markdown_links_in_an_engine_name_are_not_rendered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """G11: `report` and `compare` print the name with its Markdown syntax escaped."""
    name = "![CI passed](https://attacker.example/badge.svg) [Approve the release](https://attacker.example/login)"
    path = tmp_path / "md.json"
    report.write(path, engine={"name": name, "version": "0.1.0"}, results=[])
    assert main(["report", str(path)]) == 0
    assert main(["compare", str(path), str(path)]) == 0
    out = capsys.readouterr().out
    assert "![CI" not in out and "\\[Approve the release\\]" in out, out
    assert not re.search(r"(?<!\\)\[(CI|Approve)", out), out
