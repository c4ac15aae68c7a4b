"""``mtg-conformance run --junitxml PATH``: JUnit's XML as CI systems read it, named as the run report
names results (issue 30, items 1 and 4).

pytest writes the file (its ``junitxml`` plugin) with test names made from pytest's node ids
(``features.explore.feature`` / ``test_exploring_with_an_empty_library``). At the end of the run this
rewrites each test case of a conformance result: ``name`` is the result's stable id (the report's
``id``, ``explore::Exploring with an empty library``), ``classname`` is ``mtg-conformance.<mechanic>``;
a result whose outcome is ``error`` (the suite's own fault) is an ``<error>`` rather than a
``<failure>``, and a ``timeout`` is a ``<failure type="timeout">``; the suite's counts follow. Test
cases of anything else (the harness's own tests) are left as pytest wrote them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .safetext import atomic_write_text

ERROR_TYPE = "mtg-conformance.error"
TIMEOUT_TYPE = "timeout"


def _address(nodeid: str) -> tuple[str, str]:
    """The (classname, name) pytest's junitxml gives the test ``nodeid``."""
    from _pytest.junitxml import mangle_test_address
    names = mangle_test_address(nodeid)
    return ".".join(names[:-1]), names[-1]


def _first_line(text: str) -> str:
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), "")[:300]


def rewrite(path: Path, results: Mapping[str, Mapping[str, Any]]) -> int:
    """Rewrite the JUnit file ``path`` for the conformance ``results`` (by pytest node id); returns
    how many test cases were renamed. A file that is not JUnit XML is left alone (returns 0)."""
    try:
        tree = ET.parse(path)
    except (OSError, ET.ParseError):
        return 0
    by_address = {_address(nodeid): r for nodeid, r in results.items() if r.get("id")}
    renamed = 0
    for suite in tree.getroot().iter("testsuite"):
        for case in suite.findall("testcase"):
            r = by_address.get((case.get("classname") or "", case.get("name") or ""))
            if r is None:
                continue
            renamed += 1
            case.set("classname", f"mtg-conformance.{r.get('mechanic') or 'global'}")
            case.set("name", str(r["id"]))
            outcome = r.get("outcome")
            failure = case.find("failure")
            if failure is None:
                continue
            if outcome == "error":
                failure.tag = "error"
                failure.set("type", ERROR_TYPE)
                failure.set("message", _first_line(str(r.get("message") or "")))
            elif outcome == "timeout":
                failure.set("type", TIMEOUT_TYPE)
                failure.set("message", _first_line(str(r.get("message") or "")))
        cases = suite.findall("testcase")
        suite.set("errors", str(sum(c.find("error") is not None for c in cases)))
        suite.set("failures", str(sum(c.find("failure") is not None for c in cases)))
    text = ET.tostring(tree.getroot(), encoding="unicode")
    atomic_write_text(path, '<?xml version="1.0" encoding="utf-8"?>' + text)
    return renamed
