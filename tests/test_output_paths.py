"""Output files are written where the user meant and never over something else (issue 32: G1, G4,
G17, G18 of ../shared/notes/adversarial-findings-2.md): a symbolic link is written through; a
directory, a device or a named pipe at an output path, an output that is one of the run's inputs,
and a place no file can be written are one usage error before the run, with the path untouched."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from mtg_conformance import report
from mtg_conformance.safetext import atomic_write_text, output_problem

ROOT = Path(__file__).resolve().parents[1]
ONE = "exploring_with_an_empty_library"


def cli(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_a_symlinked_output_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    (tmp_path / "shared").mkdir()
    target = tmp_path / "shared" / "target.json"
    target.write_text('{"keep": 1}')
    link = tmp_path / "link.json"
    link.symlink_to(Path("shared") / "target.json")
    atomic_write_text(link, "new\n")
    assert link.is_symlink() and target.read_text() == "new\n"


@pytest.mark.parametrize("make, words", [
    (lambda p: os.mkfifo(p), "a named pipe"),
    (lambda p: p.mkdir(), "a directory"),
])
def test_an_output_path_that_is_not_a_file_is_refused_untouched(tmp_path: Path, make, words: str) -> None:
    path = tmp_path / "out.json"
    make(path)
    assert words in (output_problem("--report", path) or "")
    with pytest.raises(OSError):
        atomic_write_text(path, "x")
    assert not path.is_file()


def test_a_device_is_refused_without_touching_it() -> None:
    before = os.stat("/dev/null")
    assert "a character device" in (output_problem("--report", "/dev/null") or "")
    with pytest.raises(OSError):
        atomic_write_text("/dev/null", "x")
    after = os.stat("/dev/null")
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)


def test_an_output_that_cannot_be_written_there_is_found_before_the_run(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "notadir").write_text("x")
    assert "cannot be written" in (output_problem("--report", tmp_path / "notadir" / "run.json") or "")  # G18

    def read_only(*args, **kwargs):                       # G17 (root ignores file modes: a read-only mount)
        raise OSError(errno.EROFS, "Read-only file system", str(tmp_path))
    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    assert "Read-only file system" in (output_problem("--report", tmp_path / "old.json") or "")


def test_run_refuses_a_report_onto_its_expectations_file_and_keeps_it(tmp_path: Path) -> None:
    """G4: the curated expectations file is neither read as a report nor replaced by one."""
    known = tmp_path / "known.toml"
    known.write_text("# our notes\n", encoding="utf-8")
    done = cli(tmp_path, "run", "-k", ONE, "--expectations", "known.toml", "--report", str(known))
    assert done.returncode == 4, done.stderr[-2000:]
    assert "is the same file as --expectations" in done.stderr
    assert known.read_text(encoding="utf-8") == "# our notes\n"
    (tmp_path / "notadir").write_text("x")
    done = cli(tmp_path, "run", "-k", ONE, "--update-expectations", "notadir/k.toml")     # G18: before the run
    assert done.returncode == 4 and "cannot be written" in done.stderr, done.stderr[-2000:]
    assert "passed" not in done.stdout


def test_report_html_refuses_to_overwrite_its_input(tmp_path: Path) -> None:
    run = tmp_path / "run.json"
    report.write(run, engine={"name": "e", "version": "1"}, results=[])
    before = run.read_text(encoding="utf-8")
    done = cli(tmp_path, "report", "run.json", "--html", "run.json")
    assert done.returncode == 2 and "is the same file as the run report" in done.stderr, done.stderr
    assert run.read_text(encoding="utf-8") == before
    json.loads(before)


def test_a_run_through_a_symlinked_report_keeps_the_link(tmp_path: Path) -> None:
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "target.json").write_text('{"keep": 1}')
    (tmp_path / "link.json").symlink_to(Path("shared") / "target.json")
    done = cli(tmp_path, "run", "-k", ONE, "--report", "link.json")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert (tmp_path / "link.json").is_symlink()
    assert json.loads((tmp_path / "shared" / "target.json").read_text())["results"]
