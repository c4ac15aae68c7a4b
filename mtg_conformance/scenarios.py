"""Index of the scenarios in the feature files and what they cite.

Feature files are ``<project root>/features/*.feature`` and are read only
with pytest-bdd's own parser, so the index sees exactly what the test run
sees.  Tags cite the spec:

* ``@ruling:<unit id>`` -- a ruling unit of :mod:`mtg_conformance.corpus`;
* ``@cr:<rule number>`` -- a Comprehensive Rules number, e.g. ``@cr:701.44a``;
* ``@mechanic:<name>`` -- explore, land-plays, flashback, planechase, ...
* ``@source:<project>:<test or issue>`` -- where an interaction that is not a ruling comes from (a
  peer engine's test or bug report, docs/coverage.md); a scenario cites rulings, sources or both.

A scenario inherits the tags of its Feature and Rule (and the tags of its
Examples tables count for it too).  Its mechanic is the most specific one
given: the scenario's own, else its Rule's, else its Feature's.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pytest-bdd is imported when feature files are read, so that importing this
    # module before pytest starts does not stop pytest from rewriting pytest-bdd's asserts.
    from pytest_bdd.parser import ScenarioTemplate

from mtg_conformance import MECHANICS, RULES_EDITION
from mtg_conformance.corpus import units_by_id
from mtg_conformance.rule_numbers import rule_numbers

__all__ = [
    "ScenarioIndexError",
    "ScenarioInfo",
    "check_feature_file",
    "check_scenario_tags",
    "features_dir",
    "load_scenarios",
    "project_root",
    "scenario_id",
]

RULING_TAG = "ruling:"
CR_TAG = "cr:"
MECHANIC_TAG = "mechanic:"
SOURCE_TAG = "source:"
CAPABILITY_TAG = "capability:"
SUITE_TAG_KEYS = ("ruling", "cr", "mechanic", "source", "capability")
"""The tag prefixes the suite defines (``@ruling:<id>``, ``@cr:<rule>``, ``@mechanic:<name>``,
``@source:<origin>``, ``@capability:<name>``). Any other tag is a team's own (``@ticket:123``,
``@slow``): allowed, kept on the result (the report's ``tags``), never read by the suite."""


def suite_tag_typo(tag: str) -> str | None:
    """Which suite prefix a tag that is not one of the suite's looks like a mistyping of (``@rulings:x``,
    ``@Ruling:x``, ``@cr702.1``, ``@mechanic=explore``, ``@sourse:x``, a bare ``@cr``), else None:
    a team's own tag. A well-formed suite tag (``key:`` with a known key) is not a typo."""
    key, sep, _ = tag.partition(":")
    if sep and key in SUITE_TAG_KEYS:
        return None
    head = re.match(r"[A-Za-z]*", tag).group(0).lower()
    rest = tag[len(head):]
    for name in SUITE_TAG_KEYS:
        if head == name and (not rest or not rest[0].isalnum() or rest[0].isdigit()):
            return name                           # @cr702.1, @ruling=x, @Mechanic:x, a bare @cr
        if head.rstrip("s") == name or head == name + "s":
            return name                           # @rulings:x, @sources:x
        if len(name) > 3 and rest[:1] in (":", "=", "") \
                and difflib.SequenceMatcher(None, head, name).ratio() >= 0.8:
            return name                           # @rulng:x, @mechanc:x, @capabilty:x
    return None


def own_tags(tags: Iterable[str]) -> list[str]:
    """The tags among ``tags`` the suite does not define (a team's own), sorted."""
    return sorted(t for t in set(tags) if t.partition(":")[0] not in SUITE_TAG_KEYS or not t.partition(":")[1])


class ScenarioIndexError(ValueError):
    """A feature file does not parse, or its tags are wrong."""


@dataclass(frozen=True)
class ScenarioInfo:
    """One scenario (or Scenario Outline) of a feature file.

    ``feature`` is the ``.feature`` file, ``line`` the scenario's line in it,
    ``rulings`` the cited unit ids in corpus order, ``rules`` the cited
    Comprehensive Rules numbers, sorted.
    """

    id: str
    feature: Path
    name: str
    line: int
    mechanic: str | None
    rulings: tuple[str, ...]
    rules: tuple[str, ...]
    description: str
    sources: tuple[str, ...] = ()
    """The ``@source:`` tags: ``xmage:ExploreTest.exploreLandToHand``, ``forge:#4628``, ..."""


def project_root() -> Path:
    """The project root: the directory holding the ``mtg_conformance`` package (a checkout's top
    level; the suite's files are found with :func:`mtg_conformance.suite.suite_root`)."""
    return Path(__file__).resolve().parent.parent


def features_dir() -> Path:
    """The default feature-file directory, the suite's ``features/``
    (:func:`mtg_conformance.suite.features_dir`, in a checkout as in a wheel)."""
    from .suite import features_dir as suite_features
    return suite_features()


_default_features_dir = features_dir  # load_scenarios' parameter shadows the name


def scenario_id(feature_path: str | os.PathLike[str], scenario_name: str) -> str:
    """The stable id of a scenario: ``<feature file stem>::<scenario name>``.

    The run report keys its results by the same function.
    """
    return f"{Path(feature_path).stem}::{scenario_name}"


def _tagged(tags: Iterable[str], prefix: str) -> set[str]:
    """The values of the ``prefix``-tags among ``tags`` (``ruling:x`` -> ``x``)."""
    return {tag.removeprefix(prefix) for tag in tags if tag.startswith(prefix)}


def _info(path: Path, scenario: "ScenarioTemplate", order: dict[str, int]) -> ScenarioInfo:
    """Index one parsed scenario; ``order`` maps known unit ids to their rank."""
    where = f"{path}:{scenario.line_number}: scenario {scenario.name!r}"
    levels = [scenario.feature.tags, scenario.rule.tags if scenario.rule else set(), scenario.tags]
    tags = set().union(*levels, *(examples.tags for examples in scenario.examples))
    rulings = _tagged(tags, RULING_TAG)
    for tag in sorted(tags):
        if (meant := suite_tag_typo(tag)) is not None:
            raise ScenarioIndexError(f"{where}: @{tag} is not a tag of the suite: a mistyped @{meant}:<value>? "
                                     f"(a team's own tag must not look like one of @{', @'.join(SUITE_TAG_KEYS)})")
    for prefix in (RULING_TAG, CR_TAG, MECHANIC_TAG, SOURCE_TAG, CAPABILITY_TAG):
        if "" in _tagged(tags, prefix):
            raise ScenarioIndexError(f"{where}: an empty @{prefix} tag (write @{prefix}<value>)")
    if unknown := sorted(rulings - order.keys()):
        raise ScenarioIndexError(f"{where}: unknown ruling id(s) {', '.join(unknown)}")
    if unknown := sorted(_tagged(tags, CR_TAG) - rule_numbers()):
        raise ScenarioIndexError(f"{where}: {', '.join('@cr:' + n for n in unknown)}: not a rule of the Comprehensive "
                                 f"Rules {RULES_EDITION} (the edition the suite cites)")
    mechanic = None
    for level in levels:  # the most specific level that names one wins
        if names := _tagged(level, MECHANIC_TAG):
            if len(names) > 1:
                raise ScenarioIndexError(f"{where}: several @mechanic tags at one level: {sorted(names)}")
            (mechanic,) = names
    if mechanic is not None and mechanic not in (*MECHANICS, "global"):
        raise ScenarioIndexError(f"{where}: @mechanic:{mechanic} is not a mechanic of the suite "
                                 f"({', '.join(MECHANICS)}, global)")
    return ScenarioInfo(
        id=scenario_id(path, scenario.name),
        feature=path,
        name=scenario.name,
        line=scenario.line_number,
        mechanic=mechanic,
        rulings=tuple(sorted(rulings, key=order.__getitem__)),
        rules=tuple(sorted(_tagged(tags, CR_TAG))),
        description=scenario.description.strip(),
        sources=tuple(sorted(_tagged(tags, SOURCE_TAG))),
    )


def load_scenarios(features_dir: str | os.PathLike[str] | None = None) -> tuple[ScenarioInfo, ...]:
    """Index every scenario of ``features_dir/*.feature`` (default
    :func:`features_dir`), in file-name then file order.

    Raises :class:`ScenarioIndexError` naming the file and line for a file
    pytest-bdd cannot parse, and naming the file and scenario for a
    ``@ruling`` tag that cites no known unit.
    """
    directory = Path(features_dir) if features_dir is not None else _default_features_dir()
    order = {uid: rank for rank, uid in enumerate(units_by_id())}
    infos: list[ScenarioInfo] = []
    for path in sorted(directory.glob("*.feature")):
        infos.extend(_load_file(path, order))
    return tuple(infos)


def load_scenarios_leniently(features_dir: str | os.PathLike[str] | None = None
                             ) -> tuple[tuple[ScenarioInfo, ...], tuple[str, ...]]:
    """Like :func:`load_scenarios`, but a file that cannot be indexed is left out and its
    :class:`ScenarioIndexError` message returned with the scenarios of the others (for a page that
    shows what it can and says what it could not)."""
    directory = Path(features_dir) if features_dir is not None else _default_features_dir()
    order = {uid: rank for rank, uid in enumerate(units_by_id())}
    infos: list[ScenarioInfo] = []
    problems: list[str] = []
    for path in sorted(directory.glob("*.feature")):
        try:
            infos.extend(_load_file(path, order))
        except ScenarioIndexError as exc:
            problems.append(str(exc))
    return tuple(infos), tuple(problems)


def check_scenario_tags(path: Path, scenarios: Iterable["ScenarioTemplate"]) -> None:
    """Raise :class:`ScenarioIndexError` with one line naming ``path``, the scenario and the tag for
    an empty ``@ruling:``, ``@cr:`` or ``@mechanic:`` tag, an unknown ruling id or a ``@cr:`` number
    that is not a rule of the edition the suite cites (what a run checks of a feature file pytest-bdd
    parsed)."""
    order = {uid: rank for rank, uid in enumerate(units_by_id())}
    for scenario in scenarios:
        _info(path, scenario, order)


def _load_file(path: Path, order: dict[str, int]) -> list[ScenarioInfo]:
    check_feature_file(path)
    try:
        from pytest_bdd.exceptions import GherkinParseError
        from pytest_bdd.parser import FeatureParser

        feature = FeatureParser(str(path.parent), path.name).parse()
    except GherkinParseError as exc:
        raise ScenarioIndexError(f"{path}:{exc.line}: cannot parse feature file: {exc.message}") from exc
    return [_info(path, scenario, order) for scenario in feature.scenarios.values()]


_BOM = b"\xef\xbb\xbf"


def check_feature_file(path: Path) -> None:
    """Raise :class:`ScenarioIndexError` with one line naming ``path`` (and the line) for what
    pytest-bdd would misreport or silently lose: a byte-order mark (its parser then rejects the
    first tag, a valid line), bytes that are not UTF-8, and two scenarios with one name (pytest-bdd
    keeps scenarios by name, so the first would never run)."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ScenarioIndexError(f"{path}: cannot read the feature file: {exc.strerror or exc}") from None
    if data.startswith(_BOM):
        raise ScenarioIndexError(f"{path}:1: the file starts with a byte-order mark (BOM); save it as "
                                 f"UTF-8 without a BOM")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScenarioIndexError(f"{path}:{line}: the file is not valid UTF-8 (byte 0x{data[exc.start]:02x} "
                                 f"at offset {exc.start}); save it as UTF-8") from None
    from pytest_bdd.exceptions import GherkinParseError
    from pytest_bdd.gherkin_parser import get_gherkin_document

    try:
        document = get_gherkin_document(str(path))
    except GherkinParseError:
        return   # the parser's own error names the line
    if document.feature is None:
        return
    first: dict[str, int] = {}
    children = list(document.feature.children)
    while children:
        child = children.pop(0)
        if child.rule is not None:
            children[:0] = child.rule.children
            continue
        if child.scenario is None:
            continue
        name, line = child.scenario.name, child.scenario.location.line
        if name in first:
            raise ScenarioIndexError(f"{path}:{line}: scenario {name!r} has the name of the scenario at line "
                                     f"{first[name]}; give each scenario of a file its own name")
        first[name] = line
