"""Text from an engine (names, versions, messages) made safe before the harness writes it, and files
written so that a crash never leaves a damaged one.

An engine is untrusted: its strings may hold lone UTF-16 surrogates (which no UTF-8 file can hold),
newlines (which would inject lines into a TOML comment or a Markdown table), terminal escape
sequences (which can erase or recolour a CI log) or megabytes of text. Every string an engine gave
passes through one of these functions before it reaches a file or the terminal.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["ENGINE_TEXT_WIDTH", "NAME_WIDTH", "atomic_write_text", "clean", "clean_tree", "log_text", "markdown_text",
           "one_line", "output_problem", "output_target", "terminal_text"]

NAME_WIDTH = 200
"""The longest engine name or version (or other one-line label) written anywhere."""

_SURROGATES = re.compile("[\ud800-\udfff]")


def clean(text: str) -> str:
    """``text`` that can be encoded as UTF-8: each lone surrogate becomes its escape ``\\udXXX``."""
    return _SURROGATES.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def clean_tree(value: Any) -> Any:
    """:func:`clean` applied to every string (keys included) of a JSON-shaped value."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, Mapping):
        return {clean_tree(k): clean_tree(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean_tree(v) for v in value]
    return value


def _is_control(ch: str) -> bool:
    """C0 and C1 controls, DEL, and the line and paragraph separators (Zl, Zp) and format
    characters that reorder text (bidi overrides)."""
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp") or ch in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def one_line(text: Any, width: int = NAME_WIDTH) -> str:
    """``text`` as one line: surrogates escaped, every run of whitespace and control characters
    one space, at most ``width`` characters (cut with ``…``). For an engine's name and version
    wherever they are written (a TOML comment, a Markdown table, the terminal)."""
    text = clean(str(text))
    text = "".join(" " if _is_control(ch) else ch for ch in text)
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def terminal_text(text: str) -> str:
    """A (multi-line) message for the terminal or a CI log: surrogates escaped; line breaks and tabs
    kept; every other control character (ESC of an ANSI sequence, carriage return, backspace, DEL,
    C1, bidi overrides) shown as its ``\\xNN``/``\\uNNNN`` escape, so it can neither erase nor
    recolour other lines."""
    out = []
    for ch in clean(text):
        if ch in "\n\t" or not _is_control(ch):
            out.append(ch)
        else:
            out.append(f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}")
    return "".join(out)


_WORKFLOW_COMMAND = re.compile(r"^(\s*)::", re.MULTILINE)
ENGINE_TEXT_WIDTH = 1000
"""The longest piece of an engine's text (a skip reason, an unsupported answer) kept (G10)."""


def log_text(text: str, width: int | None = None) -> str:
    """:func:`terminal_text`, for a CI log: also a line that would begin with ``::`` (a GitHub
    Actions workflow command: ``::error::``, ``::add-mask::``, ``::stop-commands::``) is shown with
    a zero-width space between its colons, so the runner reads it as text (G3); cut to ``width``
    characters when given (G10)."""
    text = _WORKFLOW_COMMAND.sub(lambda m: f"{m.group(1)}:\u200b:", terminal_text(text))
    return text if width is None or len(text) <= width else text[: width - 1] + "…"


_MARKDOWN_SPECIAL = {"|": "\\|", "<": "&lt;", ">": "&gt;", "&": "&amp;", "`": "\\`", "[": "\\[", "]": "\\]"}


def markdown_text(text: Any, width: int = NAME_WIDTH) -> str:
    """:func:`one_line`, with the characters that would open HTML, end a table cell or a code span,
    or make a link or an image (its brackets: G11) escaped: for an engine's name or a message in a
    Markdown table or list."""
    return "".join(_MARKDOWN_SPECIAL.get(ch, ch) for ch in one_line(text, width))


def output_target(path: str | os.PathLike[str]) -> Path:
    """The file an output path names: a symbolic link is followed (the link stays a link, the file
    it points to is what is replaced; G1)."""
    return Path(os.path.realpath(path))


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a named pipe"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def output_problem(option: str, path: str | os.PathLike[str] | None,
                   inputs: tuple[tuple[str, str | os.PathLike[str] | None], ...] = ()) -> str | None:
    """Why the output ``path`` of ``option`` cannot be written, found before the run (issue 32:
    G1, G4, G17, G18), or ``None``. It must be a regular file or a missing path (never a
    directory, a device, a pipe or a socket: ``/dev/null`` or ``/dev/stdout`` would be replaced);
    not the same file as one of the run's ``inputs`` (``--expectations``: the curated file would be
    replaced by the report); and a temporary file must be creatable beside it, as
    :func:`atomic_write_text` will (a read-only directory, a parent that is a file)."""
    if not path:
        return None
    target = output_target(path)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        return f"{option} {path}: cannot be written ({exc.strerror})"
    if mode is not None and not stat.S_ISREG(mode):
        return f"{option} {path}: is {_kind(mode)}, not a file (the output replaces what is at the path)"
    for other_option, other in inputs:
        if other and output_target(other) == target:
            return f"{option} {path}: is the same file as {other_option} {other}, which it would replace"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        return f"{option} {path}: cannot be written there ({exc.strerror}: {exc.filename})"
    return None


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8, surrogates escaped) to ``path`` through a temporary file in the same
    directory, renamed over ``path`` only once it is complete: a crash or a concurrent writer never
    leaves ``path`` truncated or half written. A symbolic link is written through (its target is
    replaced, the link stays); anything at the path that is not a regular file is refused. Raises
    :class:`OSError` (``IsADirectoryError`` when ``path`` is a directory) and leaves ``path`` as it
    was."""
    path = output_target(path)
    if path.is_dir():
        raise IsADirectoryError(21, "is a directory", str(path))
    if path.exists() and not path.is_file():
        raise OSError(f"{path} is {_kind(path.stat().st_mode)}, not a file")
    path.parent.mkdir(parents=True, exist_ok=True)
    data = clean(text).encode("utf-8")
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            os.chmod(tmp, path.stat().st_mode & 0o7777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
