"""Known failures of an engine: the file given to ``mtg-conformance run --expectations FILE``.

An engine that does not pass everything yet lists what it is known to fail, so that its CI run
stays green until something *changes*::

    # every [[expect]] names exactly one of: id, ruling, mechanic
    [[expect]]
    id = "explore::A creature exploring with an empty library still gets a +1/+1 counter"
    reason = "the engine skips the counter when nothing is revealed"

    [[expect]]
    ruling = "001_561ea6e107d4299a#3"   # every result citing this ruling unit
    reason = "flashback exiles only when the spell resolves"

    [[expect]]
    mechanic = "planechase"             # every result of the mechanic
    outcome = "expect-skip"             # "fail" (default), "expect-skip" or "skip" (not run)
    reason = "no planar deck yet"

A top-level ``property_examples = N`` (before the first table) caps the examples of each property
that no entry expects to fail, in a run with this file (v31, issue 31 item 7: a slow engine's
regression run; see :attr:`Expectations.property_examples`).

The three outcomes:

* ``outcome = "fail"`` (the default) makes the results it names *strict* expected failures
  (``pytest.mark.xfail(strict=True)``): they are reported as ``xfailed`` while they fail, and a
  result that passes again is reported as ``xpassed`` and fails the run, so that the entry gets
  removed.
* ``outcome = "expect-skip"`` records an **expected skip**: the results still run, and the engine
  is expected to skip them (it answers ``Unsupported`` or does not declare the mechanic), for the
  entry's reason. A skipped result it names carries ``expected_skip`` (the reason) in the run
  report, and the run's summary of skip reasons does not mark it as unexpected; a result that
  passes or fails is reported as usual.
* ``outcome = "skip"`` means **do not run** (for what crashes or hangs the engine): the results are
  reported as ``skipped`` ("skipped by the expectations: <reason>"), expected as well.  When several entries name a result, an ``id`` entry wins
over a ``ruling`` entry, which wins over a ``mechanic`` entry; among equals the first one wins.

An ``id`` is a result id of the run report (``<feature>::<scenario name>``, ``[<example>]`` for one
row of a Scenario Outline -- without it, every row -- or ``property::<module>::<test>``); a
``ruling`` is a unit id of :mod:`mtg_conformance.corpus`; a ``mechanic`` is one of
:data:`mtg_conformance.MECHANICS` or ``global``.  A file that does not parse, or names anything that
does not exist, is an :class:`ExpectationsError` naming the file and the entry's line.

``mtg-conformance run --update-expectations FILE`` rewrites FILE from a run (:func:`updated`).
"""

from __future__ import annotations

import ast
import difflib
import json
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from . import MECHANICS, __version__
from .safetext import atomic_write_text, clean, one_line

__all__ = [
    "Expectation",
    "Expectations",
    "ExpectationsError",
    "Known",
    "check_rows",
    "dumps",
    "known_in",
    "load",
    "parse",
    "updated",
    "write",
]

KEYS = ("id", "ruling", "mechanic")
"""What an entry can name, most specific first (the order in which entries win)."""
OUTCOMES = ("fail", "expect-skip", "skip")
"""``fail``: a strict expected failure; ``expect-skip``: runs, a skip is expected; ``skip``: not run."""
SKIP_OUTCOMES = ("expect-skip", "skip")
"""Outcomes under which a skipped result is expected (it carries ``expected_skip`` in the report)."""
FAILING = ("failed", "xfailed", "timeout")
"""Run-report outcomes of a result that fails (a timeout is recorded as a known failure too: under its
strict ``xfail`` a test that times out again is expected). An ``error`` is the suite's, never the
engine's: it is not recorded, and says nothing of the entry that governs it."""
REASON_WIDTH = 200


class ExpectationsError(ValueError):
    """An expectations file that does not parse or names what does not exist."""


@dataclass(frozen=True)
class Expectation:
    """One ``[[expect]]`` entry: ``key`` is ``id``, ``ruling`` or ``mechanic``."""

    key: str
    value: str
    reason: str
    outcome: str = "fail"
    line: int | None = None
    """Line of the entry's ``[[expect]]`` header in its file, when known."""

    def matches(self, result: Mapping[str, Any]) -> bool:
        """Whether this entry names ``result`` (a run-report result or its metadata)."""
        if self.key == "id":
            rid = str(result.get("id", ""))
            return rid == self.value or base_id(rid) == self.value
        if self.key == "ruling":
            return self.value in (result.get("rulings") or ())
        return result.get("mechanic") == self.value


@dataclass(frozen=True)
class Expectations:
    """The entries of an expectations file, in file order."""

    entries: tuple[Expectation, ...] = ()
    path: Path | None = None
    property_examples: int | None = None
    """v31 (issue 31 item 7): the top-level ``property_examples = N``: in a run with this file, a
    property that no entry expects to fail runs at most N examples (the profile's ``max_examples``
    otherwise); a property expected to fail keeps the profile's examples, so that its known failure is
    met at the same example as without the file. For a slow engine's regression run."""

    def match(self, result: Mapping[str, Any]) -> Expectation | None:
        """The entry that governs ``result``: the first ``id`` entry naming it, else the first
        ``ruling`` entry, else the first ``mechanic`` entry; None when no entry names it."""
        for key in KEYS:
            for entry in self.entries:
                if entry.key == key and entry.matches(result):
                    return entry
        return None


@dataclass(frozen=True)
class Known:
    """What an expectations file may name: result ids (without ``[<example>]``), ruling unit ids,
    mechanics."""

    ids: frozenset[str]
    rulings: frozenset[str]
    mechanics: frozenset[str] = frozenset((*MECHANICS, "global"))


def base_id(result_id: str) -> str:
    """A result id without its ``[<example>]`` or ``[<parameters>]`` suffix."""
    if result_id.endswith("]") and "[" in result_id:
        return result_id[: result_id.rindex("[")]
    return result_id


def known_in(root: Path) -> Known:
    """The ids of ``root``'s suite: the scenarios of ``root/features/*.feature`` (read with
    pytest-bdd's parser) and the properties of ``root/properties`` (test functions read with
    :mod:`ast`), and the ruling units of the corpus."""
    from .corpus import units_by_id
    from .scenarios import load_scenarios

    ids: set[str] = set()
    if (root / "features").is_dir():
        ids.update(s.id for s in load_scenarios(root / "features"))
    for path in sorted((root / "properties").glob("**/*.py")) if (root / "properties").is_dir() else ():
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue  # collecting it will report the error
        ids.update(f"property::{path.stem}::{node.name}" for node in ast.walk(tree)
                   if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"))
        # a Hypothesis state machine is collected through an assignment ``TestX = Machine.TestCase``
        ids.update(f"property::{path.stem}::{target.id}" for node in ast.walk(tree) if isinstance(node, ast.Assign)
                   for target in node.targets if isinstance(target, ast.Name) and target.id.startswith("Test"))
    return Known(ids=frozenset(ids), rulings=frozenset(units_by_id()))


# ---- reading ------------------------------------------------------------------------------

_HEADER = re.compile(r"^\s*\[\[\s*expect\s*\]\]")


def parse(text: str, path: str | Path = "<expectations>") -> Expectations:
    """The entries of an expectations file's ``text``; raises :class:`ExpectationsError` naming
    ``path`` and the line for TOML that does not parse or an entry of the wrong shape."""
    if text.startswith("\ufeff"):                      # G16: a Windows editor's byte-order mark
        raise ExpectationsError(f"{path}: the file starts with a byte-order mark (BOM); save it as UTF-8 "
                                f"without a BOM")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ExpectationsError(f"{path}: not valid TOML: {exc}") from None
    except (ValueError, RecursionError) as exc:          # G16: a huge integer, nesting too deep to read
        raise ExpectationsError(f"{path}: cannot be read as TOML: {type(exc).__name__}: {exc}"[:300]) from None
    if extra := sorted(set(data) - {"expect", "divergence", "property_examples"}):   # [[divergence]]: mtg-conformance diff
        raise ExpectationsError(f"{path}: unknown top-level key(s) {', '.join(extra)}; "
                                f"list entries as [[expect]] tables")
    examples = data.get("property_examples")
    if examples is not None and (not isinstance(examples, int) or isinstance(examples, bool) or examples < 1):
        raise ExpectationsError(f"{path}: property_examples must be a whole number of 1 or more, not {examples!r}")
    raw = data.get("expect", [])
    if not isinstance(raw, list) or not all(isinstance(e, dict) for e in raw):
        raise ExpectationsError(f"{path}: 'expect' must be an array of tables ([[expect]] entries)")
    headers = [n for n, line in enumerate(text.splitlines(), 1) if _HEADER.match(line)]
    lines: list[int | None] = list(headers) if len(headers) == len(raw) else [None] * len(raw)
    problems: list[str] = []
    entries: list[Expectation] = []
    for number, (entry, line) in enumerate(zip(raw, lines), 1):
        where = _where(number, line)
        named = [k for k in KEYS if k in entry]
        problem = None
        if extra := sorted(set(entry) - {*KEYS, "outcome", "reason"}):
            problem = f"unknown key(s) {', '.join(extra)} (allowed: {', '.join(KEYS)}, outcome, reason)"
        elif len(named) != 1:
            problem = f"needs exactly one of {', '.join(KEYS)}" + (f", not {' and '.join(named)}" if named else "")
        elif not isinstance(value := entry[named[0]], str) or not value.strip():
            problem = f"{named[0]} must be a non-empty string"
        elif entry.get("outcome", "fail") not in OUTCOMES:
            problem = f"outcome must be one of {', '.join(map(repr, OUTCOMES))}, not {entry['outcome']!r}"
        elif not isinstance(reason := entry.get("reason"), str) or not reason.strip():
            problem = "needs a reason (a non-empty string saying why the result fails)"
        if problem:
            problems.append(f"{where}: {problem}")
            continue
        entries.append(Expectation(key=named[0], value=entry[named[0]].strip(), reason=reason.strip(),
                                   outcome=entry.get("outcome", "fail"), line=line))
    seen: dict[tuple[str, str], Expectation] = {}
    for number, e in enumerate(entries, 1):
        if (e.key, e.value) in seen:
            first = seen[(e.key, e.value)]
            problems.append(f"{_where(number, e.line)}: {e.key} {e.value!r} is already listed"
                            + (f" at line {first.line}" if first.line else ""))
        seen.setdefault((e.key, e.value), e)
    if problems:
        raise ExpectationsError(_problems(path, problems))
    return Expectations(entries=tuple(entries), path=Path(path), property_examples=examples)


def check(expectations: Expectations, known: Known) -> None:
    """Raise :class:`ExpectationsError` naming the file and each entry that names an id, ruling
    unit or mechanic that does not exist in ``known``."""
    problems = []
    for number, e in enumerate(expectations.entries, 1):
        pool = {"id": known.ids, "ruling": known.rulings, "mechanic": known.mechanics}[e.key]
        # an id names a scenario (whose own name may end in "[…]") or one row of it
        value = base_id(e.value) if e.key == "id" and e.value not in pool else e.value
        if value in pool:
            continue
        what = {"id": "result id", "ruling": "ruling unit", "mechanic": "mechanic"}[e.key]
        hint = difflib.get_close_matches(value, sorted(pool), n=1, cutoff=0.6)
        if e.key == "mechanic":
            hint_text = f" (known: {', '.join(sorted(pool))})"
        else:
            hint_text = f"; did you mean {hint[0]!r}?" if hint else ""
        problems.append(f"{_where(number, e.line)}: no {what} {e.value!r}{hint_text}")
    if problems:
        raise ExpectationsError(_problems(expectations.path or "<expectations>", problems))


def check_rows(expectations: Expectations, result_ids: Iterable[str]) -> None:
    """Raise :class:`ExpectationsError` for an ``id`` entry naming one row (``…[<example>]``) of a
    scenario or property that the run collected, when no collected result is that row: a row that
    does not exist would otherwise be accepted silently. ``result_ids`` are every collected
    result's id (before any ``-k`` deselection)."""
    ids = set(result_ids)
    bases = {base_id(i) for i in ids}
    problems = []
    for number, e in enumerate(expectations.entries, 1):
        if e.key != "id" or e.value in ids or e.value in bases or base_id(e.value) not in bases:
            continue
        rows = sorted(i for i in ids if base_id(i) == base_id(e.value))
        hint = difflib.get_close_matches(e.value, rows, n=1, cutoff=0.6)
        problems.append(f"{_where(number, e.line)}: no row {e.value!r} of {base_id(e.value)!r}"
                        + (f"; did you mean {hint[0]!r}?" if hint else f" ({len(rows)} rows)"))
    if problems:
        raise ExpectationsError(_problems(expectations.path or "<expectations>", problems))


def load(path: str | Path, known: Known | None = None) -> Expectations:
    """Read, parse and (with ``known``) check an expectations file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ExpectationsError(f"{path}: cannot read the expectations file: {exc}") from None
    expectations = parse(text, path)
    if known is not None:
        check(expectations, known)
    return expectations


def _where(number: int, line: int | None) -> str:
    return f"line {line} ([[expect]] #{number})" if line else f"[[expect]] #{number}"


def _problems(path: str | Path, problems: Sequence[str]) -> str:
    if len(problems) == 1:
        return f"{path}: {problems[0]}"
    return f"{path}: {len(problems)} problems:\n" + "\n".join(f"  {p}" for p in problems)


# ---- writing -------------------------------------------------------------------------------

def first_line(message: str | None) -> str:
    """The first non-blank line of a failure message, shortened, as an entry's reason."""
    for line in (message or "").splitlines():
        if line.strip():
            line = " ".join(line.split())
            return line if len(line) <= REASON_WIDTH else line[: REASON_WIDTH - 1] + "…"
    return "failed"


def unexercised(expectations: Expectations, results: Iterable[Mapping[str, Any]]) -> list[Expectation]:
    """issue 31 item 5: the known-failure entries (outcome ``fail``) that govern results of this
    run none of which ran: every one was skipped (a property none of whose examples the engine could
    set up, a scenario it answered ``unsupported``). Such an entry checked nothing: its deviation was
    neither seen again nor found fixed. Entries that govern no result of the run (deselected by
    ``-k`` or a mechanic) are not counted."""
    governed: dict[Expectation, list[Mapping[str, Any]]] = {}
    for r in results:
        entry = expectations.match(r)
        if entry is not None and entry.outcome == "fail":
            governed.setdefault(entry, []).append(r)
    return [e for e in expectations.entries
            if e in governed and all(r.get("outcome") == "skipped" for r in governed[e])]


def updated(existing: Expectations, results: Iterable[Mapping[str, Any]]) -> list[Expectation]:
    """The entries a run's ``results`` call for, given the ``existing`` ones.

    * Every result that failed and no entry names gets an ``id`` entry whose reason is the first
      line of its failure message.
    * An entry whose results (those it governs, see :meth:`Expectations.match`) all still fail is
      kept with its reason; one whose results all pass now is dropped; a ``ruling`` or
      ``mechanic`` entry (or an outline's ``id``) some of whose results pass and some fail is
      replaced by ``id`` entries for the failing ones, keeping its reason.
    * issue 30: every skipped result no entry names gets an ``expect-skip`` entry whose reason is
      its skip's reason: one ``mechanic`` entry when every result of that mechanic in the run was
      skipped for the same reason, else one ``id`` entry per result; they follow the failures,
      grouped by reason. An ``expect-skip`` entry whose results all ran now is dropped.
    * Entries whose results were all skipped or not run (``-k``, ``-x``), and ``skip`` entries, are
      kept as they are (the run says nothing about them).

    Kept entries stay in file order; new failures follow, sorted by id, then new expected skips.
    """
    results = list(results)
    governed: dict[Expectation, list[Mapping[str, Any]]] = {e: [] for e in existing.entries}
    new: list[Expectation] = []
    skipped: list[Mapping[str, Any]] = []
    for r in results:
        entry = existing.match(r)
        if entry is not None:
            governed[entry].append(r)
        elif r.get("outcome") in ("failed", "timeout"):
            new.append(Expectation("id", str(r["id"]), first_line(r.get("message"))))
        elif r.get("outcome") == "skipped":
            skipped.append(r)
    out: list[Expectation] = []
    for entry in existing.entries:
        ran = [r for r in governed[entry] if r.get("outcome") not in ("skipped", "error")]
        failing = [r for r in ran if r.get("outcome") in FAILING]
        if entry.outcome == "expect-skip" and governed[entry] and len(ran) == len(governed[entry]):
            continue                    # every result it governs ran: no skip to expect any more
        if entry.outcome in SKIP_OUTCOMES or len(failing) == len(ran):
            out.append(replace(entry, line=None))
        elif failing:
            out.extend(Expectation("id", str(r["id"]), entry.reason)
                       for r in sorted(failing, key=lambda r: str(r["id"])))
    return out + sorted(new, key=lambda e: e.value) + _expected_skips(skipped, results)


def _expected_skips(skipped: list[Mapping[str, Any]], results: list[Mapping[str, Any]]) -> list[Expectation]:
    """``expect-skip`` entries for the ``skipped`` results, grouped by reason (see :func:`updated`)."""
    by_mechanic: dict[str, list[Mapping[str, Any]]] = {}
    for r in results:
        by_mechanic.setdefault(str(r.get("mechanic") or "global"), []).append(r)
    entries: list[Expectation] = []
    covered: set[str] = set()
    for mechanic, rows in by_mechanic.items():
        reasons = {first_line(r.get("message")) for r in rows}
        if mechanic != "global" and len(reasons) == 1 and all(r in skipped for r in rows):
            entries.append(Expectation("mechanic", mechanic, reasons.pop(), outcome="expect-skip"))
            covered.update(str(r["id"]) for r in rows)
    entries.sort(key=lambda e: (e.reason, e.value))
    rest = sorted((r for r in skipped if str(r["id"]) not in covered),
                  key=lambda r: (first_line(r.get("message")), str(r["id"])))
    return entries + [Expectation("id", str(r["id"]), first_line(r.get("message")), outcome="expect-skip")
                      for r in rest]


def _toml_string(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's, but for DEL; a lone surrogate, which neither
    TOML nor UTF-8 can hold, is written as the text of its escape)."""
    return json.dumps(clean(text), ensure_ascii=False).replace("\x7f", "\\u007f")


def dumps(entries: Iterable[Expectation], engine: Mapping[str, str] | None = None) -> str:
    """An expectations file listing ``entries``, with a header comment naming ``engine`` (its name
    and version made one line: a newline in them would end the comment and inject entries)."""
    who = f" of {one_line(engine.get('name', '?'))} {one_line(engine.get('version', '?'))}" if engine else ""
    lines = [
        f"# Known failures{who} (mtg-conformance {__version__}).",
        "# Written by `mtg-conformance run --update-expectations`; reasons may be edited and are kept.",
        "# Each [[expect]] names one result id, ruling unit or mechanic; outcome = \"fail\" (default,",
        "# a strict expected failure), \"expect-skip\" (runs; a skip is expected) or \"skip\" (not run).",
    ]
    for e in entries:
        lines += ["", "[[expect]]", f"{e.key} = {_toml_string(e.value)}"]
        if e.outcome != "fail":
            lines.append(f"outcome = {_toml_string(e.outcome)}")
        lines.append(f"reason = {_toml_string(e.reason)}")
    return "\n".join(lines) + "\n"


def _identity(table: Any) -> tuple[str, str, str] | None:
    keys = [k for k in KEYS if k in table]
    if len(keys) != 1:
        return None
    return keys[0], str(table[keys[0]]), str(table.get("outcome", "fail"))


def edited(text: str, entries: Iterable[Expectation], engine: Mapping[str, str] | None = None) -> str:
    """The expectations file ``text`` edited to list ``entries`` (issue 32, G25: ``--update-expectations``
    edits the file, it does not regenerate it). With tomlkit, which keeps comments and layout: the
    file's leading comments, every other table (``[[divergence]]``), and each kept entry's table as
    it was (its comment lines and inline comments; the comment lines just above its ``[[expect]]``
    move with it); entries no longer called for are removed, new ones appended as
    :func:`dumps` writes them. A file that is empty, or whose entries are not an array of tables,
    is written by :func:`dumps` (its leading comment block kept). The result is checked: it must
    parse to exactly ``entries``."""
    import tomlkit
    from tomlkit.items import AoT, Comment

    entries = list(entries)
    lead = "".join(line for line in text.splitlines(keepends=True)[:_first_table_line(text)]
                   if line.startswith("#") or not line.strip()).strip()
    fallback = dumps(entries, engine) if not lead else lead + "\n" + dumps(entries, None).split("\n", 4)[4]
    try:
        doc = tomlkit.parse(text)
    except Exception:       # noqa: BLE001 - tomlkit's own errors; the file was read by tomllib before
        return fallback
    old = doc.get("expect")
    if not isinstance(old, AoT) or not len(old):
        return fallback
    tables = list(old)
    parts = []
    for table in tables:
        body = table.value.body
        last = max((i for i, (key, _) in enumerate(body) if key is not None), default=-1)
        parts.append((body[:last + 1], [item for key, item in body[last + 1:] if isinstance(item, Comment)]))
    above = [[], *[parts[i - 1][1] for i in range(1, len(tables))]]   # a table's comments come after it
    unused = {i: _identity(t) for i, t in enumerate(tables)}
    new, leading, previous = tomlkit.aot(), [], None
    for e in entries:
        i = next((i for i, ident in unused.items() if ident == (e.key, e.value, e.outcome)), None)
        table = tomlkit.table()
        if i is not None:
            del unused[i]
            comments = above[i]
            for key, item in parts[i][0]:
                table.add(key, item) if key is not None else table.add(item)
            if str(table.get("reason")) != clean(e.reason):
                table["reason"] = clean(e.reason)
        else:
            comments = []
            table.add(e.key, clean(e.value))
            if e.outcome != "fail":
                table.add("outcome", e.outcome)
            table.add("reason", clean(e.reason))
        if previous is None:
            leading = comments
        elif comments:
            previous.add(tomlkit.nl())
            for comment in comments:
                previous.add(comment)
        new.append(table)
        previous = table
    if previous is not None and parts[-1][1]:
        previous.add(tomlkit.nl())
        for comment in parts[-1][1]:
            previous.add(comment)
    out = tomlkit.document()
    for key, item in doc.body:
        if key is not None and key.key == "expect":
            for comment in leading:
                out.add(comment)
            if len(new):
                out.append("expect", new)
        elif key is None:
            out.add(item)
        else:
            out.append(key, item)
    result = tomlkit.dumps(out)
    if not lead:                            # a file without comments of its own gets the usual header
        result = dumps([], engine) + "\n" + result
    try:
        if [(e.key, e.value, e.outcome, e.reason) for e in parse(result).entries] != \
                [(e.key, clean(e.value), e.outcome, clean(e.reason)) for e in entries]:
            return fallback
    except ExpectationsError:
        return fallback
    return result


def _first_table_line(text: str) -> int:
    for number, line in enumerate(text.splitlines()):
        if line.lstrip().startswith("["):
            return number
    return len(text.splitlines())


def write(path: str | Path, entries: Iterable[Expectation], engine: Mapping[str, str] | None = None) -> None:
    """Write the expectations file ``path`` atomically: the file the user keeps (with hand-edited
    reasons and comments) is replaced only by a complete new one, never truncated; an existing file
    is edited (:func:`edited`), a new one written by :func:`dumps`. Raises :class:`OSError`."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = ""
    atomic_write_text(path, edited(text, entries, engine) if text.strip() else dumps(entries, engine))
