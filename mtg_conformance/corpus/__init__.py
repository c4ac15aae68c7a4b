"""The ruling corpus: the seed documents split into ruling units.

A *ruling unit* is the smallest piece of official text a scenario can cite
with an ``@ruling:<unit id>`` tag.  Units are cut from the package's own copies
of the seed documents (``seeds/*.txt``) by two rules:

* dated files (:func:`parse_dated`): each ``dd/mm/yyyy`` line starts a unit
  that runs to the next date line; text before the first date is no unit;
* release notes (:func:`parse_release_notes`): each paragraph starting with
  ``Пример:``, ``*`` or a rule number (``712.4a``, ``712.10.``) is a unit,
  except bare headings such as ``702.118. Явление``.

Unit ids are ``<file stem>#<n>``, counting each file's units from 1.  What
cannot be read off the text -- which parser a file needs, its language, which
units translate one another (the *group*), which sources the feature files
must cover -- is data in ``groups.toml`` beside this module; loading checks it
against the parsed units and fails naming the file and unit on any mismatch.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from importlib import resources
from typing import Any

__all__ = [
    "COVERED_SOURCES",
    "CorpusError",
    "RulingUnit",
    "group_title",
    "load_units",
    "parse_dated",
    "parse_release_notes",
    "units_by_id",
]

GROUPS_FILE = "groups.toml"
SEEDS_DIR = "seeds"


class CorpusError(ValueError):
    """The seeds and ``groups.toml`` disagree, or a seed cannot be split."""


@dataclass(frozen=True)
class RulingUnit:
    """One ruling unit of a seed document.

    ``date`` is ISO ``yyyy-mm-dd`` (None in release notes); ``language`` is
    ``ru``, ``de``, ``it`` or ``en``; ``group`` is shared by the translations
    of one ruling.  The parsers leave ``language`` and ``group`` empty;
    :func:`load_units` fills them in from ``groups.toml``.
    """

    id: str
    source: str
    n: int
    date: str | None
    language: str
    text: str
    group: str


def unit_id(source: str, n: int) -> str:
    """The id of the ``n``-th unit (from 1) of seed file ``source``."""
    return f"{source}#{n}"


def _id_order(uid: str) -> tuple[str, int]:
    """Sort key putting unit ids in file, then unit-number order."""
    source, _, n = uid.rpartition("#")
    return source, int(n)


def _unit(source: str, n: int, date: str | None, lines: list[str]) -> RulingUnit:
    """An unaligned unit from its non-blank, stripped ``lines``."""
    if not lines:
        raise CorpusError(f"{source}: unit {unit_id(source, n)} has no text")
    return RulingUnit(unit_id(source, n), source, n, date, "", "\n".join(lines), "")


_DATE_LINE = re.compile(r"\d{2}/\d{2}/\d{4}")


def parse_dated(stem: str, text: str) -> tuple[RulingUnit, ...]:
    """Split a dated rulings file: each ``dd/mm/yyyy`` line starts a unit.

    A unit's text is the non-blank lines up to the next date line, stripped
    and joined by single newlines; lines before the first date are dropped.
    """
    chunks: list[tuple[str, list[str]]] = []
    for raw in text.splitlines():
        line = raw.strip()
        if _DATE_LINE.fullmatch(line):
            chunks.append((datetime.strptime(line, "%d/%m/%Y").date().isoformat(), []))
        elif line and chunks:
            chunks[-1][1].append(line)
    return tuple(_unit(stem, n, date, lines) for n, (date, lines) in enumerate(chunks, 1))


_RULE_NUMBER = r"\d{3}\.\d+[a-z]?\.?"
# A unit opens with "Пример:", a "*" bullet or a rule number followed by text.
_NOTE_START = re.compile(rf"(Пример:|\*|{_RULE_NUMBER}\s)")
# A heading is a rule number and a short title (at most four words) that
# does not end as a sentence does, e.g. "702.118. Явление".
_HEADING = re.compile(rf"{_RULE_NUMBER}(\s+\S+){{1,4}}")
_SENTENCE_END = (".", "!", "?", ":", ")", "»", '"')


def parse_release_notes(stem: str, text: str) -> tuple[RulingUnit, ...]:
    """Split release notes into units: paragraphs opening with ``Пример:``,
    ``*`` or a rule number, headings excepted (see the module docstring)."""
    units: list[list[str]] = []
    for paragraph in re.split(r"\n\s*\n", text):
        lines = [line.strip() for line in paragraph.splitlines() if line.strip()]
        if not lines or not _NOTE_START.match(lines[0]):
            continue
        body = " ".join(lines)
        if _HEADING.fullmatch(body) and not body.endswith(_SENTENCE_END):
            continue
        units.append(lines)
    return tuple(_unit(stem, n, None, lines) for n, lines in enumerate(units, 1))


_PARSERS: dict[str, Callable[[str, str], tuple[RulingUnit, ...]]] = {
    "dated": parse_dated,
    "release-notes": parse_release_notes,
}
_CYRILLIC = re.compile(r"[\u0400-\u04FF]")


def _language(spec: str, text: str) -> str:
    """A unit's language from its source's ``language`` entry: a code, or
    ``"ru/en"`` for a mixed file (Cyrillic text is the first, other text the
    second)."""
    if "/" not in spec:
        return spec
    cyrillic, other = spec.split("/")
    return cyrillic if _CYRILLIC.search(text) else other


@functools.cache
def _config() -> Mapping[str, Any]:
    """``groups.toml``, parsed once."""
    path = resources.files(__name__) / GROUPS_FILE
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise CorpusError(f"{GROUPS_FILE}: {exc}") from exc


def _align(stem: str, units: tuple[RulingUnit, ...]) -> tuple[RulingUnit, ...]:
    """Give ``units`` of seed ``stem`` their language and group, checking that
    ``groups.toml`` lists exactly these units."""
    config = _config()
    source = config.get("sources", {}).get(stem)
    table = config.get("groups", {}).get(stem)
    if source is None or table is None:
        raise CorpusError(f"{GROUPS_FILE}: seed {stem}.txt needs [sources] and [groups.{stem}] entries")
    if bad := [n for n in table if not n.isdigit()]:
        raise CorpusError(f"{GROUPS_FILE}: [groups.{stem}] keys must be unit numbers, not {bad}")
    if not isinstance(language := source.get("language"), str):
        raise CorpusError(f"{GROUPS_FILE}: [sources] {stem} needs a language")
    listed = {unit_id(stem, int(n)): group for n, group in table.items()}
    ids = {unit.id for unit in units}
    if missing := sorted(ids - listed.keys(), key=_id_order):
        raise CorpusError(f"{GROUPS_FILE}: [groups.{stem}] misses unit(s) {', '.join(missing)} of {stem}.txt")
    if extra := sorted(listed.keys() - ids, key=_id_order):
        raise CorpusError(f"{GROUPS_FILE}: [groups.{stem}] lists unit(s) {', '.join(extra)} not in {stem}.txt")
    return tuple(
        dataclasses.replace(unit, language=_language(language, unit.text), group=listed[unit.id])
        for unit in units
    )


@functools.cache
def load_units() -> tuple[RulingUnit, ...]:
    """All ruling units of the package's seed copies, in file and unit order,
    aligned by ``groups.toml`` (read once, then cached)."""
    config = _config()
    seeds = sorted(
        (entry for entry in (resources.files(__name__) / SEEDS_DIR).iterdir() if entry.name.endswith(".txt")),
        key=lambda entry: entry.name,
    )
    stems = [entry.name.removesuffix(".txt") for entry in seeds]
    for section in ("sources", "groups"):
        if unknown := sorted(set(config.get(section, {})) - set(stems)):
            raise CorpusError(f"{GROUPS_FILE}: [{section}] names seed(s) that do not exist: {', '.join(unknown)}")
    if unknown := sorted(COVERED_SOURCES - set(stems)):
        raise CorpusError(f"{GROUPS_FILE}: covered names seed(s) that do not exist: {', '.join(unknown)}")
    units: list[RulingUnit] = []
    for stem, entry in zip(stems, seeds):
        fmt = config.get("sources", {}).get(stem, {}).get("format")
        if fmt not in _PARSERS:
            raise CorpusError(f"{GROUPS_FILE}: [sources] {stem} needs format = one of {sorted(_PARSERS)}")
        units.extend(_align(stem, _PARSERS[fmt](stem, entry.read_text(encoding="utf-8"))))
    titles = config.get("titles", {})
    groups = {unit.group for unit in units}
    if missing := sorted(groups - titles.keys()):
        raise CorpusError(f"{GROUPS_FILE}: [titles] needs a title for group(s) {', '.join(missing)}")
    if extra := sorted(titles.keys() - groups):
        raise CorpusError(f"{GROUPS_FILE}: [titles] names group(s) no unit has: {', '.join(extra)}")
    return tuple(units)


def group_title(group: str) -> str:
    """The title in words of a ruling group (``groups.toml``, ``[titles]``), e.g. "How a creature
    explores" for ``explore-procedure``; the group itself when it has none."""
    return str(_config().get("titles", {}).get(group, group))


def units_by_id() -> dict[str, RulingUnit]:
    """A fresh ``{unit id: unit}`` dict of :func:`load_units`."""
    return {unit.id: unit for unit in load_units()}


COVERED_SOURCES: frozenset[str] = frozenset(_config().get("covered", ()))
"""Seed stems every unit of which must be covered by some scenario."""


NOT_TESTABLE_FILE = "not-testable.toml"


@functools.cache
def not_testable() -> dict[str, str]:
    """Units no engine can be checked against (they are about physical cards), with the reason:
    ``not-testable.toml`` maps unit ids to ``reason = "..."``. They count as covered."""
    path = resources.files(__name__) / NOT_TESTABLE_FILE
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise CorpusError(f"{NOT_TESTABLE_FILE}: {exc}") from exc
    known = {unit.id for unit in load_units()}
    out: dict[str, str] = {}
    for uid, entry in data.items():
        if uid not in known:
            raise CorpusError(f"{NOT_TESTABLE_FILE}: {uid!r} is not a ruling unit id")
        if not isinstance(entry, dict) or not isinstance(entry.get("reason"), str) or not entry["reason"].strip():
            raise CorpusError(f"{NOT_TESTABLE_FILE}: [{uid!r}] needs reason = \"...\"")
        out[uid] = entry["reason"].strip()
    return out
