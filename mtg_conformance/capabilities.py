"""What a result needs from an engine, and what each capability covers.

A scenario or property runs only when the engine declares every capability it needs (issue 18: no
result is switched on by a capability nobody declared):

* ``core`` — every result: the core cards (:data:`CORE_CARDS`), casting, priority and the stack,
  the turn's steps outside combat;
* checked before the test runs (the plugin's ``engine`` and ``make_engine`` fixtures, skipped with
  ``engine <name> does not declare X; does not implement Card``): a scenario, on what it uses
  (:func:`gate_needs`, from the shipped usage data :data:`USAGE_FILE`: the capabilities of its
  actions and tags, its mechanic only when it uses a card outside the core cards, and its cards when
  the engine lists ``cards``); a property, or a result the usage data does not know, on its tags: its
  mechanic (``@mechanic:X``) and its ``capability`` markers;
* what it does on the way, checked by the suite's hold on the engine
  (:class:`mtg_conformance.driver.GuardedEngine`) when it does it: an action of a capability
  (:data:`ACTION_CAPABILITY`, advancing into a combat step), ``legal_actions``, and reading an
  optional observation field (:data:`FIELD_CAPABILITY`: such a field of an engine that does not
  declare its capability reads as absent, ``None``, whatever the engine sent). Using an undeclared
  one raises :class:`Undeclared`, an ``Unsupported``: a scenario is skipped with the reason, a
  property's example is set aside and counted like any other unsupported example.

``mtg-conformance capabilities [--json]`` lists, per capability, the cards, actions, questions and
observation fields of the results that need it, from :data:`USAGE_FILE`: computed by running the suite
against the reference engine with the usage recorder of this module on (:func:`record`) by
``tools/build_usage.py``; tests/test_usage_file.py fails when it is stale (``--recompute`` computes it
afresh).
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import inspect
import json
import textwrap
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .protocol import (
    Action, AdvanceTo, Capability, CardView, DeclareAttackers, DeclareBlockers, GameSetup, Observation,
    OutsideEvent, PermanentView, PlaneView, PlayerView, RollPlanarDie, StackItemView, Step, Unsupported, to_json,
)

CORE = str(Capability.CORE)
"""The capability every result needs (see the module's docstring)."""

ACTION_CAPABILITY: dict[type, str] = {
    DeclareAttackers: Capability.COMBAT,
    DeclareBlockers: Capability.COMBAT,
    OutsideEvent: Capability.OUTSIDE_EVENTS,
    RollPlanarDie: Capability.PLANECHASE,
}
"""Actions that need a capability besides ``core``."""

COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                          Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})
"""Advancing to one of these steps needs ``combat``."""

FIELD_CAPABILITY: dict[str, str] = {
    "land_plays_left": Capability.LAND_PLAYS_LEFT,
    # v31 (issue 31 item 4): mana-value per view; the stack's has a capability of its own, which
    # mana-value implies (IMPLIED)
    "CardView.mana_value": Capability.MANA_VALUE,
    "PermanentView.mana_value": Capability.MANA_VALUE,
    "StackItemView.mana_value": Capability.STACK_MANA_VALUE,
    "colors": Capability.CHARACTERISTICS,
    "subtypes": Capability.CHARACTERISTICS,
    # g2view: a field of one view only, named ``View.field`` (PermanentView.power is core's)
    "CardView.power": Capability.CHARACTERISTICS,
    "CardView.toughness": Capability.CHARACTERISTICS,
}
"""Optional observation fields and the capability that governs each."""

IMPLIED: dict[str, frozenset[str]] = {str(Capability.MANA_VALUE): frozenset({str(Capability.STACK_MANA_VALUE)})}
"""Capabilities that a declared capability implies: ``mana-value`` (every view's) covers
``stack-mana-value`` (the stack's only)."""


def with_implied(declared: Iterable[str]) -> frozenset[str]:
    """``declared`` with the capabilities they imply (:data:`IMPLIED`)."""
    declared = frozenset(str(c) for c in declared)
    return declared.union(*(IMPLIED.get(c, frozenset()) for c in declared))

COST_FIELDS = ("sacrifice", "discard", "tap", "exile", "return_to_hand", "reveal")
"""The cast action's fields naming what pays a cost that is not mana (CR 118.1, 601.2h)."""

VIEWS = (Observation, PlayerView, PermanentView, CardView, StackItemView, PlaneView)
OBSERVATION_FIELDS = frozenset(f.name for view in VIEWS for f in dataclasses.fields(view))


class Undeclared(Unsupported):
    """The result needs a capability the engine does not declare."""


def action_needs(action: Action) -> str | None:
    """The capability ``action`` needs besides ``core``, if any."""
    if isinstance(action, AdvanceTo) and action.step in COMBAT_STEPS:
        return str(Capability.COMBAT)
    need = ACTION_CAPABILITY.get(type(action))
    return str(need) if need is not None else None


def without_undeclared_fields(obs: Observation, declared: frozenset[str]) -> Observation:
    """``obs`` with every optional field whose capability is not in ``declared`` set to ``None``."""
    hidden = {name for name, cap in FIELD_CAPABILITY.items() if str(cap) not in declared}
    if not hidden:
        return obs
    return _blank(obs, hidden)


def _blank(value: Any, hidden: set[str]) -> Any:
    """``value`` with the ``hidden`` fields of its views ``None``; the very same object when none is
    set (the usual case: an engine that does not declare a field does not send it)."""
    if isinstance(value, tuple):
        blanked = tuple(_blank(v, hidden) for v in value)
        return value if all(a is b for a, b in zip(blanked, value)) else blanked
    if not isinstance(value, VIEWS):
        return value
    changes = {}
    view = type(value).__name__
    for f in dataclasses.fields(value):
        current = getattr(value, f.name)
        new = None if f.name in hidden or f"{view}.{f.name}" in hidden else _blank(current, hidden)
        if new is not current:
            changes[f.name] = new
    return dataclasses.replace(value, **changes) if changes else value


# ---- the usage recorder (mtg-conformance capabilities) -------------------------------------------

_usage: dict[str, dict[str, set[str]]] | None = None
_current: str | None = None


def start_recording() -> None:
    global _usage
    _usage = {}


def recording() -> bool:
    return _usage is not None


def begin(result_id: str | None) -> None:
    """The result now running (None between results)."""
    global _current
    _current = result_id


def record(kind: str, *values: str) -> None:
    """The running result used ``values`` of ``kind`` (needs, cards, actions, questions, fields)."""
    if _usage is None or _current is None:
        return
    _usage.setdefault(_current, defaultdict(set))[kind].update(str(v) for v in values if v)


# ---- issue 32, G6: a declared capability the engine then refuses ----------------------------------
# An engine may implement a capability without every card or situation in it (phase.rs declares
# `combat` and cannot map every damage-assignment prompt): an action of a declared capability answered
# `unsupported` is a counted skip. But a kind of action the engine refused every time it was asked and
# never once accepted is not implemented at all: declaring its capability is a failure of the run
# (docs/protocol.md §5, "Declaring a capability you do not implement turns those skips into failures").

_declared_actions: Counter[tuple[str, str, bool]] = Counter()


def record_declared_action(capability: str, kind: str, accepted: bool) -> None:
    """An action of kind ``kind`` of the declared ``capability`` was accepted (answered, a rejection
    with a reason included) or refused (``unsupported``)."""
    _declared_actions[(capability, kind, accepted)] += 1


def take_declared_actions() -> list[list[Any]]:
    """The declared capabilities' actions recorded since the last call, as JSON-able rows
    ``[capability, kind, accepted, refused]``; the record is emptied."""
    rows = _totals((c, k, n if accepted else 0, 0 if accepted else n)
                   for (c, k, accepted), n in _declared_actions.items())
    _declared_actions.clear()
    return [[c, k, a, r] for (c, k), (a, r) in sorted(rows.items())]


def _totals(rows: Iterable[Iterable[Any]]) -> dict[tuple[str, str], list[int]]:
    """``[accepted, refused]`` summed per (capability, kind) over ``rows`` of
    ``[capability, kind, accepted, refused]``."""
    totals: dict[tuple[str, str], list[int]] = {}
    for capability, kind, accepted, refused in rows:
        total = totals.setdefault((str(capability), str(kind)), [0, 0])
        total[0] += int(accepted)
        total[1] += int(refused)
    return totals


def refused_everywhere(rows: Iterable[Iterable[Any]]) -> list[dict[str, Any]]:
    """Of ``rows`` gathered over a run (``[capability, kind, accepted, refused]``, several per kind),
    the kinds of action the engine refused at least once and never accepted."""
    return [{"capability": c, "action": k, "refused": r} for (c, k), (a, r) in sorted(_totals(rows).items())
            if r and not a]


def record_setup(setup: GameSetup) -> None:
    if _usage is None:
        return
    cards = [c for p in setup.players for c in (*p.library, *p.hand, *p.graveyard, *p.exile, *p.planar_deck)]
    cards += [c for p in setup.players for perm in p.battlefield for c in (perm.card, *perm.meld_cards)]
    cards += [perm.copy_of for p in setup.players for perm in p.battlefield if perm.copy_of]
    if setup.plane is not None:
        cards.append(setup.plane.card)
    record("cards", *cards)


def record_action(action: Action, choices: Iterable[Any]) -> None:
    if _usage is None:
        return
    data = to_json(action)
    record("actions", str(data.get("action", type(action).__name__)))
    if data.get("action") == "cast":
        # cost17: what pays a cast's costs besides mana is listed too ("cast.discard", ...), so that
        # the capability table shows which results need an engine to pay such costs.
        record("actions", *(f"cast.{name}" for name in COST_FIELDS if data.get(name)))
    record("questions", *(str(c.question) for c in choices))


@functools.cache
def fields_read(function: Any) -> frozenset[str]:
    """The observation fields ``function``'s source reads (attribute names that are fields of an
    observation's views)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return frozenset()
    return frozenset(node.attr for node in ast.walk(tree)
                     if isinstance(node, ast.Attribute) and node.attr in OBSERVATION_FIELDS)


def usage() -> dict[str, dict[str, list[str]]]:
    """What each result used, by result id."""
    return {rid: {k: sorted(v) for k, v in kinds.items()} for rid, kinds in (_usage or {}).items()}


def write_usage(path: Path, kinds: dict[str, str], mechanics: dict[str, str] | None = None) -> None:
    """Write the recorded usage (and each result's kind, scenario or property, its mechanic and what it
    needs, :func:`gate_needs`) as JSON."""
    mechanics = mechanics or {}
    doc = {}
    for rid, u in usage().items():
        entry = {**u, "kind": kinds.get(rid, ""), "mechanic": mechanics.get(rid, "")}
        entry["needs"] = gate_needs(entry)
        doc[rid] = entry
    path.write_text(json.dumps(doc, indent=1, sort_keys=True), encoding="utf-8")


# ---- what each result needs, computed once and shipped (issue 30 item 2) -------------------------

CORE_CARDS = ("Forest", "Island", "Mountain", "Swamp", "Plains", "Grizzly Bears", "Llanowar Elves", "Lightning Bolt")
"""The cards of ``core``: a scenario that uses only these (and nothing else of a capability) needs only
``core``, whatever feature it is in (docs/protocol.md §5 lists them; tests/test_usage_file.py checks
the list against the shipped usage)."""

USAGE_FILE = Path(__file__).resolve().parent / "corpus" / "usage.json"
"""What each result of the suite needs and uses, recorded from a run against the reference engine by
``tools/build_usage.py`` and shipped in the wheel: the plugin gates each scenario on it, and
``mtg-conformance capabilities`` prints it."""

BUILD_COMMAND = "python tools/build_usage.py"
"""The one command that rebuilds :data:`USAGE_FILE` (from a checkout)."""


def gate_needs(entry: dict[str, Any]) -> list[str]:
    """The capabilities a result needs before it runs, from what it used in a run against the
    reference engine (``entry``: a recorded result, with its ``kind`` and ``mechanic``):

    * a property: ``core``, its mechanic and its ``capability`` markers (``tagged``): its examples are
      drawn from what the engine declares, so what they used in the reference run says nothing of what
      they need;
    * a scenario: ``core``, its ``@capability:`` tags, the capabilities of the actions and interfaces it
      used (``used``: combat actions, ``legal_actions``, ``outside_event``, ...), and its feature's mechanic only
      when it uses a card outside :data:`CORE_CARDS` (a card of the mechanic): a scenario of a
      mechanic's feature that uses only core cards and core actions needs only ``core``."""
    from . import MECHANICS
    needs = {CORE, *entry.get("tagged", ())}
    mechanic = entry.get("mechanic", "")
    if entry.get("kind") == "property":
        if mechanic in MECHANICS:
            needs.add(mechanic)
        return sorted(needs)
    needs |= set(entry.get("used", ()))
    # Not the optional observation fields its steps read: ``fields`` is read off the steps' source, a
    # step may read one only on one branch (explore's Nicanzil scenario reads land_plays_left in a step
    # that does not need it), and a field an engine does not declare reads as None, which the step that
    # needs it turns into a skip naming it at run time.
    if mechanic in MECHANICS and not set(entry.get("cards", ())) <= set(CORE_CARDS):
        needs.add(mechanic)
    return sorted(needs)


def shipped_document(results: dict[str, dict[str, Any]], suite_hash: str) -> dict[str, Any]:
    """The document of :data:`USAGE_FILE`: the suite content it was computed from, and per result what it
    needs (:func:`gate_needs`) and uses."""
    return {"suite_hash": suite_hash, "rebuild": BUILD_COMMAND, "core_cards": list(CORE_CARDS),
            "results": {rid: {**u, "needs": gate_needs(u)} for rid, u in sorted(results.items())}}


def dump_shipped(doc: dict[str, Any]) -> str:
    """The text of :data:`USAGE_FILE`: its header fields, then one line per result (a rebuild's diff
    shows the results whose usage changed)."""
    head = {k: v for k, v in doc.items() if k != "results"}
    lines = [json.dumps(rid) + ": " + json.dumps(u, sort_keys=True, separators=(",", ":"))
             for rid, u in sorted(doc["results"].items())]
    return (json.dumps(head, sort_keys=True)[:-1] + ', "results": {\n' + ",\n".join(lines) + "\n}}\n")


@functools.cache
def shipped() -> dict[str, Any] | None:
    """The shipped usage document, or None when there is none (a checkout that never built it) or it
    does not parse."""
    try:
        return json.loads(USAGE_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


@functools.cache
def shipped_results() -> dict[str, dict[str, Any]]:
    """Per result id, what it needs and uses, from :data:`USAGE_FILE` when it was computed from this
    suite's content (``suite_hash``); else nothing: every result is gated as the suite's own results
    are not (by its tags, and at run time), until ``python tools/build_usage.py`` rebuilds it."""
    from .suite import content_hash
    doc = shipped()
    if not doc or doc.get("suite_hash") != content_hash():
        return {}
    return doc.get("results", {})


def missing_for(entry: dict[str, Any], declared: Iterable[str], cards: Iterable[str] | None) -> tuple[list[str], list[str]]:
    """What a result (a shipped ``entry``) needs that an engine does not declare: the capabilities, and
    the cards it uses when the engine declares ``cards`` (None: every card)."""
    declared = {str(c) for c in declared}
    caps = [c for c in entry.get("needs", ()) if c not in declared]
    if cards is None or entry.get("kind") == "property":
        return caps, []
    cards = set(cards)
    return caps, [c for c in entry.get("cards", ()) if c not in cards]


def field_capabilities(field: str) -> set[str]:
    """The capabilities governing the observation field ``field`` (a bare name, on any view)."""
    return {str(c) for name, c in FIELD_CAPABILITY.items() if name == field or name.endswith("." + field)}


def by_capability(results: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per capability, what the results needing it use: how many results (scenarios, properties),
    which other capabilities they also need, and the union of their cards, actions, questions and
    observation fields. A result that reads an optional field needs the field's capability."""
    results = {rid: {**u, "needs": sorted({*u.get("needs", ()), *(str(c) for f in u.get("fields", ())
                                                                 for c in field_capabilities(f))})}
               for rid, u in results.items()}
    out: dict[str, dict[str, Any]] = {}
    for cap in (str(c) for c in Capability):
        users = {rid: u for rid, u in results.items() if cap in u.get("needs", ())}
        also: Counter[str] = Counter(n for u in users.values() for n in u.get("needs", ()) if n != cap)
        out[cap] = {
            "results": len(users),
            "scenarios": sum(1 for u in users.values() if u.get("kind") == "scenario"),
            "properties": sum(1 for u in users.values() if u.get("kind") == "property"),
            "also_needs": dict(sorted(also.items())),
            "with_core_only": sum(1 for u in users.values() if set(u.get("needs", ())) <= {cap, CORE}),
            **{kind: sorted({v for u in users.values() for v in u.get(kind, ())})
               for kind in ("cards", "actions", "questions", "fields")},
        }
        governed = sorted(f for f, c in FIELD_CAPABILITY.items() if str(c) == cap)
        if governed:
            out[cap]["governs_fields"] = governed
    return out


def text(table: dict[str, dict[str, Any]]) -> list[str]:
    """The table of :func:`by_capability` for the terminal."""
    lines: list[str] = []
    for cap, row in table.items():
        lines.append(f"{cap}: {row['results']} result(s) need it ({row['scenarios']} scenario(s), "
                     f"{row['properties']} property(ies))")
        lines.append(f"  of which {row['with_core_only']} need nothing else" + (" but core" if cap != CORE else ""))
        if row.get("governs_fields"):
            lines.append(f"  governs the observation field(s): {', '.join(row['governs_fields'])}")
        if row["also_needs"]:
            lines.append("  with: " + ", ".join(f"{c} ({n})" for c, n in row["also_needs"].items()))
        for kind, title in (("cards", "cards"), ("actions", "actions"), ("questions", "questions"),
                            ("fields", "observation fields")):
            if row[kind]:
                lines.append(f"  {title}: {', '.join(row[kind])}")
        lines.append("")
    return lines
