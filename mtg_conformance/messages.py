"""The message a run report keeps of a failure: what a user reads in the summary, copies into an
expectations file, and compares between runs (issue 13, item 5; adversarial finding F17).

- It keeps the **beginning** (the assertion, the step, what the engine said) and, when too long,
  cuts the middle, never the start.
- A property's shrunk scenario appears once, however many failing examples printed it.
- Hypothesis' "Explanation" of covered lines (absolute local paths) is dropped.
- The suite's internal module prefixes (``mtg_conformance.driver.``) are stripped from exception
  names: ``ScenarioError: …``, not ``mtg_conformance.driver.ScenarioError: …``.
"""

from __future__ import annotations

import re

LIMIT = 2000
"""The longest message kept, in characters."""
TAIL = 300
"""How much of the end is kept when the middle is cut."""

_PREFIX = re.compile(r"\b(?:mtg_conformance|mtg_reference_engine)\.(?:[a-z_][a-z0-9_]*\.)*(?=[A-Z])")
_ADDRESS = re.compile(r"at 0x[0-9a-fA-F]+")
_STEP = re.compile(r"(?:Given|When|Then|And|But) ")


def strip_prefixes(text: str) -> str:
    """``mtg_conformance.driver.ScenarioError`` → ``ScenarioError`` (any of the suite's modules)."""
    return _PREFIX.sub("", text)


_GROUP_PREFIX = re.compile(r"^\s*(?:[|+](?:-+(?: \d+ )?-*)?\s?)+")
_WORKER = re.compile(r"^\[gw\d+\] ")
_CARETS = re.compile(r"^[\s^~]+$")


def _without_tracebacks(lines: list[str]) -> list[str]:
    """Pytest's text of an exception group (Hypothesis' several distinct failures) has no ``E``
    lines: keep its exceptions and notes, drop the ``|`` frames of its drawing, the traceback
    frames (``File …`` and their source line) and the xdist worker's header."""
    out, skip_source = [], False
    for raw in lines:
        if _WORKER.match(raw):
            continue
        line = _GROUP_PREFIX.sub("", raw).rstrip()
        if skip_source:
            skip_source = False
            continue
        stripped = line.strip()
        if stripped.startswith("File \"") or stripped.endswith("Traceback (most recent call last):"):
            skip_source = stripped.startswith("File")
            continue
        if not line or _CARETS.match(line) or re.fullmatch(r"\+?-+(?: \d+ )?-+", line.strip()):
            continue
        out.append(line)
    return out


def _without_explanation(lines: list[str]) -> list[str]:
    """Drop Hypothesis' "Explanation:" block (lines of source paths)."""
    out, skipping = [], False
    for line in lines:
        if line.startswith("Explanation:"):
            skipping = True
            continue
        if skipping and (line.startswith("These lines were") or re.fullmatch(r"\S+:\d+", line.strip())):
            continue
        skipping = False
        out.append(line)
    return out


def _scenarios_once(lines: list[str]) -> list[str]:
    """A printed scenario (``Scenario:`` and its steps) kept the first time it appears only."""
    out, seen, i = [], set(), 0
    while i < len(lines):
        if lines[i].lstrip().startswith("Scenario:"):
            j = i + 1
            while j < len(lines) and _STEP.match(lines[j].lstrip()):
                j += 1
            block = tuple(line.strip() for line in lines[i:j])
            if block not in seen:
                seen.add(block)
                out += lines[i:j]
            i = j
        else:
            out.append(lines[i])
            i += 1
    return out


def shorten(text: str, limit: int = LIMIT, tail: int = TAIL) -> str:
    """``text`` itself when short enough; else its beginning, a marker naming what was cut, and
    its last ``tail`` characters."""
    if len(text) <= limit:
        return text
    marker = f"\n… ({{}} characters cut) …\n"
    head = limit - tail - len(marker.format(len(text)))
    return text[:head] + marker.format(len(text) - head - tail) + text[-tail:]


def failure_message(text: str, limit: int = LIMIT) -> str:
    """The report's message of a failure from pytest's long representation ``text``: its ``E``
    lines (the exception and its explanation) if it has any, cleaned up as the module says."""
    lines = [ln[1:].strip() for ln in text.splitlines() if ln.startswith("E ")]
    if not lines:
        lines = _without_tracebacks(text.splitlines())
    lines = _scenarios_once(_without_explanation(lines))
    message = strip_prefixes("\n".join(lines)).strip()
    return shorten(_ADDRESS.sub("at 0x…", message), limit)   # memory addresses differ from run to run
