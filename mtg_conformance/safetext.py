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
import tempfile
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["NAME_WIDTH", "atomic_write_text", "clean", "clean_tree", "markdown_text", "one_line",
           "terminal_text"]

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


_MARKDOWN_SPECIAL = {"|": "\\|", "<": "&lt;", ">": "&gt;", "&": "&amp;", "`": "\\`"}


def markdown_text(text: Any, width: int = NAME_WIDTH) -> str:
    """:func:`one_line`, with the characters that would open HTML or end a table cell or a code
    span escaped: for an engine's name or a message in a Markdown table or list."""
    return "".join(_MARKDOWN_SPECIAL.get(ch, ch) for ch in one_line(text, width))


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8, surrogates escaped) to ``path`` through a temporary file in the same
    directory, renamed over ``path`` only once it is complete: a crash or a concurrent writer never
    leaves ``path`` truncated or half written. Raises :class:`OSError` (``IsADirectoryError`` when
    ``path`` is a directory) and leaves ``path`` as it was."""
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(21, "is a directory", str(path))
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
