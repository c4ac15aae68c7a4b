"""The rule-branch map (``corpus/rule-branches.toml``): for every rule the suite cites, the branches
of that rule read from its own text, and the results that check each branch.

A citation promises every branch of the rule it cites: each condition and each "or", each exception
and "unless", who (owner, controller, active player, each opponent), when (any time state-based
actions are checked, a step), which object (a new object, last known information, a copy, a token,
a face) and which parameters change the outcome (X = 0, several instances, several players). The
map says, branch by branch, which results check it, or why it is out of scope (a rule about a
physical card or tournament play is; a card the pool lacks is not), or that it is a known gap.

The file::

    edition = "2026-04-17"

    [[rule]]
    number = "506.4"
    text = "A permanent is removed from combat if it leaves the battlefield, if its controller changes, …"

    [[rule.branch]]
    what = "a creature that leaves the battlefield is removed from combat"
    quote = "if it leaves the battlefield"
    checks = ["combat::A blocked creature without trample whose blocker left the battlefield deals no combat damage"]

    [[rule.branch]]
    what = "a permanent that phases out is removed from combat"
    quote = "if it phases out"
    gap = "no phasing in the pool or the protocol yet (issue 33)"

    [[rule.branch]]
    what = "a planeswalker being attacked that stops being one"
    quote = "if it’s a planeswalker that’s being attacked and stops being a planeswalker"
    out_of_scope = "the protocol has no planeswalkers or attacks on permanents (docs/protocol.md)"

``text`` is the rule's own text in the edition (its paragraph, without its examples; for a section
number such as ``510``, its title); each ``quote`` is a piece of that text, so the branch is read
from the rule, not from memory. ``checks`` are result ids (``<mechanic>::<scenario name>``, an
outline's examples ``…[<example>]`` or the outline as a whole, ``property::<module>::<test>``),
each of a result that cites the rule. A branch has exactly one of ``checks`` (non-empty),
``out_of_scope`` (a reason) and ``gap`` (what is missing: a known, counted gap).

:func:`problems` lists everything wrong with the map against the suite (tests/test_rule_branches.py
fails on any); :func:`coverage` counts rules and branches (``mtg-conformance rulings --branches``).
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from . import RULES_EDITION
from .scenarios import ScenarioInfo, load_scenarios

__all__ = ["Branch", "Rule", "RuleBranchMap", "MAP_FILE", "cited_rules", "coverage", "load", "problems",
           "property_citations", "rule_text", "rule_texts"]

MAP_FILE = Path(__file__).parent / "corpus" / "rule-branches.toml"
"""Where the map is kept (shipped in the package, next to the rule numbers)."""

STATES = ("checked", "out_of_scope", "gap")


@dataclasses.dataclass(frozen=True)
class Branch:
    """One branch of a rule: a condition, an "or", an exception, a who / when / which object /
    parameter that changes the outcome."""

    what: str
    """The branch in plain words: what the rule says happens in this case."""
    quote: str
    """The piece of the rule's text the branch is read from."""
    checks: tuple[str, ...] = ()
    """The result ids that check this branch (each cites the rule)."""
    out_of_scope: str | None = None
    """Why no engine run can check it (a physical card, tournament play, …), when it is out of scope."""
    gap: str | None = None
    """What check is missing, when it is a known gap."""

    @property
    def state(self) -> str:
        """``checked``, ``out_of_scope`` or ``gap``."""
        return "checked" if self.checks else "out_of_scope" if self.out_of_scope else "gap"


@dataclasses.dataclass(frozen=True)
class Rule:
    """One cited rule and its branches."""

    number: str
    """The rule number (``506.4``, ``702.19b``, ``510``)."""
    text: str
    """The rule's own text in the edition."""
    branches: tuple[Branch, ...]
    """Its branches, in the order of the text."""


@dataclasses.dataclass(frozen=True)
class RuleBranchMap:
    """The whole map."""

    edition: str
    """The Comprehensive Rules edition the texts are quoted from."""
    rules: tuple[Rule, ...]
    """Every mapped rule, in file order."""
    errors: tuple[str, ...] = ()
    """Shape errors found while reading (a missing field, an unknown key, …)."""

    def rule(self, number: str) -> Rule | None:
        """The mapped rule ``number``, or None."""
        return next((r for r in self.rules if r.number == number), None)


_RULE_KEYS = {"number", "text", "branch"}
_BRANCH_KEYS = {"what", "quote", "checks", "out_of_scope", "gap"}


def load(path: Path | None = None) -> RuleBranchMap:
    """Read the map at ``path`` (default :data:`MAP_FILE`). Shape errors are collected in
    :attr:`RuleBranchMap.errors` (each naming the rule and branch), not raised; a file that is not
    TOML raises :class:`tomllib.TOMLDecodeError`."""
    path = path or MAP_FILE
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    errors: list[str] = []
    rules: list[Rule] = []
    for i, raw in enumerate(data.get("rule", [])):
        number = str(raw.get("number", f"#{i + 1}"))
        where = f"{path.name}: rule {number}"
        if unknown := set(raw) - _RULE_KEYS:
            errors.append(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        if not isinstance(raw.get("number"), str) or not isinstance(raw.get("text"), str):
            errors.append(f"{where}: needs a string 'number' and a string 'text'")
        branches = []
        for j, b in enumerate(raw.get("branch", [])):
            bwhere = f"{where}, branch {j + 1} ({b.get('what', '?')!r})"
            if unknown := set(b) - _BRANCH_KEYS:
                errors.append(f"{bwhere}: unknown key(s) {', '.join(sorted(unknown))}")
            checks = b.get("checks", [])
            if not isinstance(checks, list) or not all(isinstance(c, str) for c in checks):
                errors.append(f"{bwhere}: 'checks' must be a list of result ids")
                checks = []
            states = [bool(checks), bool(b.get("out_of_scope")), bool(b.get("gap"))]
            if sum(states) != 1:
                errors.append(f"{bwhere}: needs exactly one of a non-empty 'checks', 'out_of_scope' "
                              f"(a reason) or 'gap' (what is missing)")
            if not b.get("what") or not b.get("quote"):
                errors.append(f"{bwhere}: needs 'what' and 'quote'")
            branches.append(Branch(what=str(b.get("what", "")), quote=str(b.get("quote", "")),
                                   checks=tuple(checks), out_of_scope=b.get("out_of_scope") or None,
                                   gap=b.get("gap") or None))
        rules.append(Rule(number=number, text=str(raw.get("text", "")), branches=tuple(branches)))
    numbers = [r.number for r in rules]
    errors.extend(f"{path.name}: rule {n} is mapped twice" for n in sorted({n for n in numbers if numbers.count(n) > 1}))
    return RuleBranchMap(edition=str(data.get("edition", "")), rules=tuple(rules), errors=tuple(errors))


# -- what the suite cites ------------------------------------------------------------------------------


def property_citations(properties_dir: Path) -> dict[str, tuple[str, ...]]:
    """``{"property::<module>::<test>": rules}`` for every property of ``properties_dir``, read from
    its ``@cites(...)`` decorator with :mod:`ast` (nothing is imported). A ``cites`` whose rules are
    not string literals is an error: the map must be able to read them."""
    found: dict[str, tuple[str, ...]] = {}
    for path in sorted(properties_dir.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and getattr(deco.func, "id", None) == "cites":
                    if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in deco.args):
                        raise ValueError(f"{path.name}:{node.lineno}: @cites(...) of {node.name} is not "
                                         f"a list of string literals")
                    found[f"property::{path.stem}::{node.name}"] = tuple(a.value for a in deco.args)
    return found


def cited_rules(scenarios: Iterable[ScenarioInfo], properties: Mapping[str, Sequence[str]]
                ) -> dict[str, list[str]]:
    """``{rule: [result ids citing it]}`` over the scenarios' ``@cr:`` tags and the properties'
    ``@cites``, rules in numeric order."""
    by_rule: dict[str, list[str]] = {}
    for s in scenarios:
        for rule in s.rules:
            by_rule.setdefault(rule, []).append(s.id)
    for pid, rules in properties.items():
        for rule in rules:
            by_rule.setdefault(rule, []).append(pid)
    return dict(sorted(by_rule.items(), key=lambda kv: rule_key(kv[0])))


def rule_key(number: str) -> tuple:
    """Sort key of a rule number: ``702.9b`` < ``702.10`` < ``702.10a``."""
    m = re.fullmatch(r"(\d+)(?:\.(\d+)([a-z]?))?", number)
    if not m:
        return (10**6, number)
    return (int(m.group(1)), int(m.group(2) or -1), m.group(3) or "")


# -- the edition's text ------------------------------------------------------------------------------

_RULE_START = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? (.*)$")


def rule_texts(text: str) -> dict[str, str]:
    """``{number: text}`` for every rule of a Comprehensive Rules text: the rule's paragraph (its
    first line after the number, and following lines up to the next rule, without its
    ``Example:`` lines); a section (``510``) is its title. The glossary and the contents are not
    rules (only the first occurrence of a number, after the contents, counts)."""
    texts: dict[str, str] = {}
    current: str | None = None
    body = text.lstrip("\ufeff")
    start = body.find("\nCredits")            # the contents end where "Credits" is listed
    for line in body[start if start > 0 else 0:].splitlines():
        line = line.strip()
        if not line:
            continue
        m = _RULE_START.match(line)
        if m and (("." in m.group(1)) or line.startswith(m.group(1) + ". ")):
            number = m.group(1)
            if number in texts:               # the glossary repeats nothing; a repeat is the contents
                current = None
                continue
            texts[number] = m.group(2).strip()
            current = number
        elif line.startswith("Glossary"):
            break
        elif current and not line.startswith("Example"):
            texts[current] += " " + line
        elif line.startswith("Example"):
            current = None
    return texts


@functools.cache
def _edition_texts(path: str) -> dict[str, str]:
    return rule_texts(Path(path).read_text(encoding="utf-8"))


def rule_text(number: str, rules_path: Path) -> str | None:
    """The text of rule ``number`` in the rules text at ``rules_path``, or None."""
    return _edition_texts(str(rules_path)).get(number)


def normalise(text: str) -> str:
    """Text compared for quotes: typographic apostrophes and quotes straightened, whitespace
    collapsed, case kept."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


# -- checking the map --------------------------------------------------------------------------------


def problems(branch_map: RuleBranchMap, cited: Mapping[str, Sequence[str]],
             result_rules: Mapping[str, Sequence[str]], edition_texts: Mapping[str, str] | None = None
             ) -> list[str]:
    """Everything wrong with ``branch_map``: its shape errors; a cited rule it does not map; a rule
    with no branch; a quote not in its rule's text; a check that is not a result of the suite, or a
    result that does not cite the rule; with ``edition_texts`` (the edition's ``{number: text}``),
    a mapped text that is not the edition's. ``result_rules`` is ``{result id: rules it cites}``
    (an outline's id also stands for each of its examples, ``id[…]``)."""
    found = list(branch_map.errors)
    if branch_map.edition != RULES_EDITION:
        found.append(f"the map quotes edition {branch_map.edition!r}, the suite cites {RULES_EDITION}")
    for number in cited:
        if branch_map.rule(number) is None:
            found.append(f"rule {number} is cited (by {cited[number][0]}"
                         f"{f' and {len(cited[number]) - 1} more' if len(cited[number]) > 1 else ''}) "
                         f"and not in the map")
    for rule in branch_map.rules:
        if not rule.branches:
            found.append(f"rule {rule.number} has no branch")
        if edition_texts is not None:
            expected = edition_texts.get(rule.number)
            if expected is None:
                found.append(f"rule {rule.number} is not a rule of the edition")
            elif normalise(expected) != normalise(rule.text):
                found.append(f"rule {rule.number}: the map's text is not the edition's")
        text = normalise(rule.text)
        for branch in rule.branches:
            if normalise(branch.quote) not in text:
                found.append(f"rule {rule.number}, branch {branch.what!r}: the quote {branch.quote!r} is "
                             f"not in the rule's text")
            for check in branch.checks:
                base = check.split("[", 1)[0] if check.endswith("]") else check
                rules = result_rules.get(check, result_rules.get(base))
                if rules is None:
                    found.append(f"rule {rule.number}, branch {branch.what!r}: no result {check!r}")
                elif rule.number not in rules:
                    found.append(f"rule {rule.number}, branch {branch.what!r}: {check!r} does not cite "
                                 f"{rule.number} (it cites {', '.join(rules) or 'nothing'})")
    return found


@dataclasses.dataclass(frozen=True)
class Coverage:
    """Counts of the map against what the suite cites."""

    cited: int
    """Rules the suite cites."""
    mapped: int
    """Of those, rules in the map."""
    branches: int
    """Branches of the mapped cited rules."""
    in_scope: int
    """Of those, branches in scope (checked or a gap)."""
    checked: int
    """Of those, branches with at least one check."""
    gaps: tuple[tuple[str, str, str], ...]
    """``(rule, branch, what is missing)`` of every known gap."""

    def line(self) -> str:
        """One line for a terminal."""
        share = f" ({100 * self.checked / self.in_scope:.1f} %)" if self.in_scope else ""
        return (f"Rule branches: {self.cited} cited rules, {self.mapped} mapped; {self.branches} branches, "
                f"{self.in_scope} in scope, {self.checked} checked{share}, {len(self.gaps)} known gaps, "
                f"{self.branches - self.in_scope} out of scope")


def coverage(branch_map: RuleBranchMap, cited: Iterable[str]) -> Coverage:
    """Count the map's branches of the ``cited`` rules."""
    cited = list(cited)
    rules = [r for r in (branch_map.rule(n) for n in cited) if r is not None]
    branches = [(r, b) for r in rules for b in r.branches]
    return Coverage(cited=len(cited), mapped=len(rules), branches=len(branches),
                    in_scope=sum(b.state != "out_of_scope" for _, b in branches),
                    checked=sum(b.state == "checked" for _, b in branches),
                    gaps=tuple((r.number, b.what, b.gap or "") for r, b in branches if b.state == "gap"))


def suite_citations(features: Path | None = None, properties: Path | None = None
                    ) -> tuple[dict[str, list[str]], dict[str, tuple[str, ...]]]:
    """``(cited rules → result ids, result id → rules)`` of the installed suite (or of the given
    directories)."""
    from .suite import features_dir, properties_dir

    scenarios = load_scenarios(features or features_dir())
    props = property_citations(properties or properties_dir())
    result_rules: dict[str, tuple[str, ...]] = {s.id: tuple(s.rules) for s in scenarios}
    result_rules.update(props)
    return cited_rules(scenarios, props), result_rules
