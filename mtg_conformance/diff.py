"""``mtg-conformance diff``: differential conformance. The same random games are played on two
engines; after every action their observations are compared, and every way they disagree (a
*divergence*) is shrunk by Hypothesis and printed as a Gherkin scenario.

How a game is played (:meth:`Differ.play`):

* the starting state is drawn by the harness's strategies the properties use too
  (:func:`mtg_conformance.strategies.legal_games`: :func:`mtg_conformance.strategies.setups` over the card pool of the capabilities *both*
  engines declare, a plane when both declare planechase, a step to advance to first);
* each action is one of the legal actions listed by an engine that lists them (``legal-actions``;
  the first engine that does), or, one time in four, one of the mostly illegal actions of
  :func:`mtg_conformance.strategies.arbitrary_actions` (wrong player, timing, object, unpaid cost);
* the first engine's questions are answered at random (``random_answers``), the second engine gets
  the same answers *by meaning*: an object is named by its place in the game (see :func:`canonical`),
  not by the engine's id; a question of a kind the first engine did not ask is a divergence unless
  it has at most one option (no real decision); a question the second engine does not ask is not
  one in itself (an engine asks only when there is a real decision) -- its own decision shows in the
  observation.

What is compared after every action: whether each engine accepted it (a rejection's reason and
wording are free), and the two observations after normalising what the protocol leaves free
(:func:`canonical`): object ids (objects are labelled by zone, owner and position, or by name and
content in the zones whose order carries no meaning: hand, battlefield, exile), the order of the
hand, the battlefield and exile, everything of a finished game but who won (104.1: it has
ended), and the fields an engine need not expose (``mana_value`` unless
both declare ``mana-value``, ``land_plays_left`` unless both declare ``land-plays-left``). Then the
events of an action both accepted (issue 31 item 9), by what the protocol fixes of them and not by
their order or by how an engine splits them (:func:`event_ledger`): each player's life change, the
damage each source dealt to each recipient, each zone change (name, owner, from, to), counters
put, cards drawn, discarded and sacrificed, players who left the game. Events the protocol leaves
optional (``tapped``, ``untapped``, ``mana_added``, ``ability_activated``) or whose fields are the
engine's wording (``detail``) are not compared.

An action an engine answers ``Unsupported`` is counted (with the reason) and is not a divergence:
the game ends there. A divergence has a **signature** that does not depend on ids, names or the
seed (:func:`signature`): the action's kind and what differs (``cast: observation differs at
players[].graveyard``). Known divergences are listed in an engine's expectations file as
``[[divergence]]`` entries with a ``signature`` and a ``reason``; they are reported as known.

Finding every distinct divergence (:meth:`Differ.run`): rounds of Hypothesis searches (generation
only, ``report_multiple_bugs``); each signature raises its own exception class, so Hypothesis keeps
the distinct divergences apart. After a round, its new divergences are shrunk (a second run that
replays them from an in-memory example database and shrinks each), and the next round, on the next
seed, ends a game quietly at a signature already met, until ``--examples`` games were played.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shlex
import sys
import time
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, seed as hypothesis_seed, settings
from hypothesis import strategies as st

from .diff_options import DEFAULT_EXAMPLES, SHRINK_SECONDS, add_arguments  # noqa: F401  (diff.add_arguments)
from .driver import MAX_QUESTIONS, GuardedEngine
from .engines import UnknownEngine, engine_factory
from .protocol import (
    Action, AdvanceTo, CardView, DeclareAttackers, DeclareBlockers, EngineFault, EngineInfo, GameSetup, IllegalAction, MalformedRequest, Observation,
    PassPriority, PermanentSetup, PlaneSetup, PlayerSetup, ProtocolError, Question, QuestionKind, ScriptedChoice, Step, Target, UnansweredQuestion, Unsupported, action_from_json, to_json,
)
from .safetext import atomic_write_text, log_text, one_line, output_problem
from .scenarios import project_root

REJECTED_SHARE = 4
"""One action in this many is drawn from the mostly illegal ``arbitrary_actions``."""
SKIPPABLE_STEPS = (Step.UNTAP, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.CLEANUP)
"""Steps ``advance`` is not sent to: where it stops when the game skips that step (no attackers,
508.8; no player gets priority in the untap and cleanup steps, 502.4, 514.3) the protocol does not
say, so engines may differ without breaking a rule. Nor is ``advance`` sent while a declaration is
awaited: whether it then declares nothing and goes on ("declaring no attackers and no blockers on
the way") or is refused (the reference engine) the protocol does not say either."""
MAX_RESTARTS = 5
"""Times a game goes on from the first engine's state after a known divergence (issue 31 item 6)."""


def _new_call() -> dict[str, Any]:
    """What one game met: the last divergence, the known ones, the differences the rules allow,
    the restarts, the actions compared, what was unsupported."""
    return {"met": None, "known": [], "allowed": [], "restarts": 0, "actions": 0, "unsupported": [], "tally": None}


MAX_ACTIONS = 50
"""Actions of a game at most (after the advance to its starting step): deep games (issue 29)."""


# ---- normalising an observation ------------------------------------------------------------

def canonical(obs: Observation, common: frozenset[str]) -> tuple[dict[str, Any], dict[str, str]]:
    """The observation with what the protocol leaves free normalised away, and the map from the
    engine's object ids to labels that name each object by its place in the game.

    Ordered zones (library, graveyard, stack, planar deck) label an object by position
    (``Alice.library[0]``); the others (hand, battlefield, exile), whose order carries no meaning,
    are sorted by content and label an object by name and rank among equal names
    (``Alice.hand:Forest#0``). ``common`` is the set of capabilities both engines declare: fields
    only an engine declaring ``mana-value`` / ``land-plays-left`` / ``characteristics`` must fill are
    dropped otherwise."""
    labels: dict[str, str] = {}
    drop = set()
    if "mana-value" not in common:
        drop.add("mana_value")
    if "land-plays-left" not in common:
        drop.add("land_plays_left")
    card_drop: tuple[str, ...] = ()
    if "characteristics" not in common:        # g2view: colors, subtypes, a card's power/toughness
        drop.update(("colors", "subtypes"))
        card_drop = ("power", "toughness")

    def plain(view: Any) -> dict[str, Any]:
        data = to_json(view)
        for k in ("id", *drop, *(card_drop if isinstance(view, CardView) else ())):
            data.pop(k, None)
        if not data.get("phased_out", True):
            del data["phased_out"]      # docs/protocol.md: "`false` or left out" for a permanent phased in
        return data

    def ordered(views: Sequence[Any], where: str) -> list[dict[str, Any]]:
        out = []
        for i, v in enumerate(views):
            labels[v.id] = f"{where}[{i}]"
            out.append(plain(v))
        return out

    def unordered(views: Sequence[Any], where: str) -> list[dict[str, Any]]:
        keyed = sorted(((json.dumps(plain(v), sort_keys=True), v) for v in views), key=lambda kv: kv[0])
        rank: Counter[str] = Counter()
        out = []
        for key, v in keyed:
            group = f"{getattr(v, 'controller', None) or getattr(v, 'owner', '')}:{v.name}"
            labels[v.id] = f"{where}:{group}#{rank[group]}"
            rank[group] += 1
            out.append(json.loads(key))
        return out

    players = []
    for p in obs.players:
        data = plain(p)
        data["library"] = ordered(p.library, f"{p.name}.library")
        data["graveyard"] = ordered(p.graveyard, f"{p.name}.graveyard")
        data["planar_deck"] = ordered(p.planar_deck, f"{p.name}.planar_deck")
        data["hand"] = unordered(p.hand, f"{p.name}.hand")
        players.append(data)
    stack = ordered(obs.stack, "stack")
    for item in stack:
        if item.get("kind") == "ability":
            # docs/protocol.md: an ability is named by its source and its text, which engines word
            # differently ("Whenever this creature or another creature dies" / "Whenever Blood Artist
            # or another creature dies": Oracle text changes); its colors are [] or not reported
            item["name"] = str(item.get("name") or "").split(":")[0]
            if not item.get("colors"):
                item.pop("colors", None)
    exile = unordered(obs.exile, "exile")
    battlefield = unordered(obs.battlefield, "battlefield")
    if obs.plane is not None:
        labels[obs.plane.id] = "plane"
    # references to objects, by label (after every object has one)
    battlefield = sorted((dict(b, attached_to=labels.get(b.get("attached_to"), b.get("attached_to")))
                          for b in battlefield), key=lambda b: json.dumps(b, sort_keys=True))
    for item in stack:
        item["targets"] = [dict(t, object=labels.get(t["object"], "?")) if t.get("object") else t
                           for t in item.get("targets", [])]
    data = plain(obs)
    data.update(players=players, stack=stack, exile=exile, battlefield=battlefield)
    if obs.plane is not None:
        data["plane"] = plain(obs.plane)
    if obs.game_over:
        # 104.1: the game has ended; who won is fixed (104.2, 104.4a), what the engine keeps of
        # the finished game's zones, step and priority is not.
        data = {"game_over": True, "winners": data["winners"],
                "players": [{k: p[k] for k in ("name", "life", "in_game")} for p in players]}
    return data, labels


def differences(a: Any, b: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """Where two canonical observations differ: (path, a's value, b's value). Players are named
    in the path (``players[Alice].life``); a zone that differs in length is one difference."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            out += differences(a.get(k), b.get(k), f"{path}.{k}" if path else k)
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and a != b:
        out = []
        for i, (x, y) in enumerate(zip(a, b)):
            name = x.get("name") if isinstance(x, dict) and path == "players" else i
            out += differences(x, y, f"{path}[{name}]")
        return out
    return [] if a == b else [(path, a, b)]


def _general(path: str) -> str:
    """A path without player names and positions: ``players[Alice].hand`` → ``players[].hand``."""
    import re
    return re.sub(r"\[[^\]]*\]", "[]", path)


FIRST_DIFFERENCES = ("game_over", "winners", "players[].in_game", "turn", "active_player", "extra_turns", "step",
                     "awaiting", "priority", "stack", "battlefield", "exile", "players[].hand",
                     "players[].library", "players[].graveyard", "players[].life", "players[].mana_pool")
"""What differs, most telling first: a divergence's signature names the first of its differences
in this order (then alphabetically), since one deviation usually changes many fields after it (a
player who loses a turn early differs in turn, step, zones...)."""


VALUES_IN_SIGNATURE = ("game_over", "step", "awaiting")
"""Fields of a few values whose values a signature names (``at step: declare_attackers ≠
end_of_combat``): the same first difference with other values is another divergence."""


def signature(action_kind: str, what: str, diffs: Sequence[tuple[str, Any, Any]] = ()) -> str:
    """The stable name of a divergence, without ids, player names, card names or positions.
    An accept/reject disagreement, a fault or a question names the action's kind and what happened
    (``cast: accepted by reference, rejected by phase``); observations that differ name every
    differing field, in :data:`FIRST_DIFFERENCES` order (then alphabetically), with their values
    for the fields of :data:`VALUES_IN_SIGNATURE`, and not the action (the same deviation shows
    after a pass, an advance or a declaration alike)."""
    if not diffs:
        return f"{action_kind}: {what}"
    def field(path: str) -> str:
        parts = _general(path).split(".")
        if parts[0] in ("players[]", "events") and len(parts) > 1:
            return parts[0] + "." + parts[1].split("[")[0]
        return parts[0].split("[")[0]
    ranked = sorted(diffs, key=lambda d: (FIRST_DIFFERENCES.index(field(d[0])) if field(d[0]) in FIRST_DIFFERENCES
                                          else len(FIRST_DIFFERENCES), field(d[0])))
    # issue 31 item 6: every differing field, most telling first (one deviation usually changes
    # several; naming them all keeps a known entry from covering another deviation first seen at
    # the same field)
    named: list[str] = []
    seen: set[str] = set()
    for path, va, vb in ranked:
        f = field(path)
        if f in seen:
            continue
        seen.add(f)
        named.append(f + (f": {json.dumps(va)} ≠ {json.dumps(vb)}" if f in VALUES_IN_SIGNATURE else ""))
    return f"{what} at {', '.join(named)}"


# ---- events ----------------------------------------------------------------------------------

def _names_by_id(*observations: Observation) -> dict[str, str]:
    names: dict[str, str] = {}
    for obs in observations:
        for view in (*obs.battlefield, *obs.stack, *obs.exile,
                     *(c for p in obs.players for c in (*p.hand, *p.graveyard, *p.library))):
            if getattr(view, "id", None) and getattr(view, "name", None):
                names.setdefault(view.id, view.name)
    return names


def _zone(zone: Any) -> str | None:
    return None if zone is None else str(getattr(zone, "value", zone))


def _key(*parts: Any) -> str:
    """A ledger key: no dots (a signature splits paths at them)."""
    return " / ".join(str(p) for p in parts).replace(".", "·")


def event_ledger(events: Sequence[Any], before: Observation, after: Observation) -> dict[str, dict[str, Any]]:
    """issue 31 item 9: what the protocol fixes of one action's events (docs/protocol.md, "Event"),
    as totals that do not depend on their order or on how an engine splits them (one
    ``life_changed`` of -5 or two of -2 and -3): who (players by name), which object (by name; ids
    are the engine's), amounts, zones. Only nonzero entries."""
    names = _names_by_id(before, after)
    life: Counter[str] = Counter()
    damage: Counter[str] = Counter()
    zones: Counter[str] = Counter()
    counters: Counter[str] = Counter()
    drew: Counter[str] = Counter()
    discarded: Counter[str] = Counter()
    sacrificed: Counter[str] = Counter()
    left: set[str] = set()
    for e in events:
        kind = str(getattr(e.type, "value", e.type))
        if kind == "life_changed" and e.player:
            life[_key(e.player)] += e.amount or 0
        elif kind == "damage_dealt":
            to = e.player or names.get(e.object or "", "an object")
            damage[_key(e.name, to, "combat" if e.detail == "combat" else "other")] += e.amount or 0
        elif kind == "zone_change":
            zones[_key(e.name, e.player, _zone(e.from_zone) or "created", _zone(e.to_zone))] += 1
        elif kind == "counter_added":
            counters[_key(e.name, e.counter)] += e.amount or 0
        elif kind == "drew" and e.player:
            drew[_key(e.player, e.name)] += 1
        elif kind == "discarded" and e.player:
            discarded[_key(e.player, e.name)] += 1
        elif kind == "sacrificed":
            sacrificed[_key(e.player, e.name)] += 1
        elif kind == "left_game" and e.player:
            left.add(e.player)
    ledger = {"life": life, "damage": damage, "zone_change": zones, "counters": counters, "drew": drew,
              "discarded": discarded, "sacrificed": sacrificed}
    out: dict[str, dict[str, Any]] = {k: {key: n for key, n in sorted(v.items()) if n} for k, v in ledger.items()}
    out["left_game"] = {p: True for p in sorted(left)}
    return {k: v for k, v in out.items() if v}


# ---- ids ↔ labels ----------------------------------------------------------------------------

_ID_KEYS = ("card", "object", "source", "attacker", "blocker")
_ID_LISTS = ("sacrifice", "mana_abilities")


def _map_ids(data: Any, mapping: Callable[[str], str]) -> Any:
    if isinstance(data, list):
        return [_map_ids(x, mapping) for x in data]
    if isinstance(data, dict):
        out = {}
        for k, v in data.items():
            if k in _ID_KEYS and isinstance(v, str):
                out[k] = mapping(v)
            elif k in _ID_LISTS and isinstance(v, list):
                out[k] = [mapping(x) for x in v]
            else:
                out[k] = _map_ids(v, mapping)
        return out
    return data


def translate(action: Action, source: dict[str, str], target: dict[str, str]) -> Action:
    """``action`` (with ids of the engine whose labels are ``source``) with the ids of the other
    engine (``target``): each object is the one at the same place in the game."""
    back = {label: oid for oid, label in target.items()}
    return action_from_json(_map_ids(to_json(action), lambda i: back.get(source.get(i, ""), f"unknown:{i}")))


# ---- divergences -----------------------------------------------------------------------------

class Divergence(Exception):
    """Two engines disagree. A subclass per signature (:func:`divergence_class`) so that Hypothesis
    keeps distinct divergences apart and shrinks each on its own."""

    signature: str = ""

    def __init__(self, message: str, detail: dict[str, Any]) -> None:
        super().__init__(message)
        self.detail = detail


_CLASSES: dict[str, type[Divergence]] = {}


def divergence_class(sig: str) -> type[Divergence]:
    if sig not in _CLASSES:
        _CLASSES[sig] = type(f"Divergence{len(_CLASSES)}", (Divergence,), {"signature": sig})
    return _CLASSES[sig]


class GameOver(Exception):
    """The game ends here without a divergence (an unsupported action, a known signature)."""


class _Resync(GameOver):
    """A known divergence, or a difference the rules allow (:func:`allowed_difference`): the game
    goes on from the first engine's state (:meth:`Differ._restart`), else it ends here."""


def _pool_size(pool: Any) -> int | None:
    if not isinstance(pool, str):
        return None
    return pool.count("{")


def allowed_difference(kind: str, diffs: Sequence[tuple[str, Any, Any]]) -> str | None:
    """issue 31 item 6: a difference the rules leave to the engine, or None. After a cast or an
    activation, pools that differ only in which mana is left, as much of it on both sides: which
    mana of a pool pays a generic cost is not the player's announced choice in the protocol (no
    field names it), so it is the engine's (107.4b: "Generic mana in costs can be paid with any type
    of mana"; 601.2h)."""
    if kind not in ("cast", "activate") or not diffs:
        return None
    for path, va, vb in diffs:
        if not (path.startswith("players[") and path.endswith("].mana_pool")):
            return None
        if _pool_size(va) is None or _pool_size(va) != _pool_size(vb):
            return None
    return "107.4b: which mana pays a generic cost"


def setup_from(obs: Observation) -> GameSetup | None:
    """A setup of the state ``obs`` shows, for both engines to go on from (issue 31 item 6), or
    None when an observation cannot say it: a spell or ability on the stack, a declaration awaited,
    a player out of the game, a token, a copy, a face-down or phased-out permanent, damage marked,
    an Aura on one of two permanents with one name. What no observation shows (summoning sickness,
    effects until end of turn, land plays and planar rolls taken) is not carried: both engines start
    from the same setup, so what is compared stays fair."""
    from .cards import UnknownCard, load_cards
    if obs.stack or obs.awaiting or obs.game_over or any(not p.in_game for p in obs.players):
        return None
    db = load_cards()
    by_id = {perm.id: perm for perm in obs.battlefield}
    players = []
    for p in obs.players:
        battlefield = []
        for perm in obs.battlefield:
            if perm.owner != p.name:
                continue
            if perm.token or perm.face_down or perm.phased_out or perm.damage or not perm.cards:
                return None
            card, melded, transformed = perm.cards[0], (), False
            if len(perm.cards) == 2:
                card, melded = perm.name, tuple(perm.cards)
            elif perm.name != card:
                try:
                    if db[card].layout != "transform":
                        return None                 # a copy (707.2): no setup makes it
                except UnknownCard:
                    return None
                transformed = True
            attached: str | None = None
            if perm.attached_to is not None:
                if perm.attached_to in by_id:
                    target = by_id[perm.attached_to].name
                    if sum(1 for x in obs.battlefield if x.name == target) != 1:
                        return None
                    attached = target
                else:
                    attached = perm.attached_to            # a player
            battlefield.append(PermanentSetup(card=card, controller=perm.controller, tapped=perm.tapped,
                                              counters=dict(perm.counters), transformed=transformed,
                                              meld_cards=melded, attached_to=attached))
        players.append(PlayerSetup(
            name=p.name, life=p.life, library=tuple(c.name for c in p.library), hand=tuple(c.name for c in p.hand),
            graveyard=tuple(c.name for c in p.graveyard),
            exile=tuple(c.name for c in obs.exile if c.owner == p.name), battlefield=tuple(battlefield),
            mana_pool=p.mana_pool, planar_deck=tuple(c.name for c in p.planar_deck)))
    step = obs.step
    if step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT):
        step = Step.POSTCOMBAT_MAIN        # no setup starts with declarations made (508.1, 509.1)
    elif step == Step.UNTAP:
        step = Step.UPKEEP
    elif step == Step.CLEANUP:
        step = Step.END
    plane = None
    if obs.plane is not None:
        plane = PlaneSetup(card=obs.plane.name, owner=obs.plane.owner, counters=dict(obs.plane.counters))
    return GameSetup(players=tuple(players), active_player=obs.active_player, step=step, turn=obs.turn,
                     plane=plane, extra_turns=tuple(obs.extra_turns))


@dataclasses.dataclass
class Side:
    """One of the two engines."""

    spec: str
    make: Callable[[], Any]
    engine: GuardedEngine | None = None
    info: EngineInfo | None = None
    label: str = ""
    """How reports name it: the engine's name, or its spec when both engines have the same name."""

    def fresh(self) -> GuardedEngine:
        if self.engine is None:
            self.engine = GuardedEngine(self.make())
            self.info = self.engine.info()
        return self.engine

    def drop(self) -> None:
        """After a fault: the next game gets a new engine."""
        if self.engine is not None:
            try:
                self.engine.close()
            except BaseException:      # a broken engine may fail to close; it is dropped anyway
                pass
            self.engine = None

    @property
    def name(self) -> str:
        return self.label or (self.info.name if self.info else self.spec)

    @property
    def capabilities(self) -> frozenset[str]:
        return frozenset(str(c) for c in self.info.capabilities) if self.info else frozenset()


@dataclasses.dataclass
class Outcome:
    kind: str                     # accepted, rejected, unsupported, fault
    message: str = ""
    choices: tuple[ScriptedChoice, ...] = ()
    asked: tuple[Question, ...] = ()
    events: tuple[Any, ...] = ()


def perform(engine: GuardedEngine, action: Action, answer: Callable[[Question], Any]) -> Outcome:
    """Send ``action``, answering each question the engine asks with ``answer`` and sending it
    again with the answers so far (as :meth:`mtg_conformance.driver.Table.act` does)."""
    choices: list[ScriptedChoice] = []
    asked: list[Question] = []
    for _ in range(MAX_QUESTIONS):
        try:
            result = engine.act(action, tuple(choices))
        except UnansweredQuestion as exc:
            asked.append(exc.question)
            choices.append(ScriptedChoice(question=exc.question.kind, answer=answer(exc.question)))
            continue
        except (IllegalAction, MalformedRequest) as exc:
            return Outcome("rejected", str(exc), tuple(choices), tuple(asked))
        except Unsupported as exc:
            return Outcome("unsupported", str(exc), tuple(choices), tuple(asked))
        except EngineFault as exc:
            return Outcome("fault", str(exc), tuple(choices), tuple(asked))
        return Outcome("accepted", "", tuple(choices[:result.choices_used]), tuple(asked), tuple(result.events))
    return Outcome("fault", f"asked more than {MAX_QUESTIONS} questions", tuple(choices), tuple(asked))


_OBJECT_ANSWERS = (QuestionKind.CHOOSE_OBJECT, QuestionKind.TARGETS, QuestionKind.ORDER_TRIGGERS,
                   QuestionKind.ASSIGN_COMBAT_DAMAGE)
"""Questions whose answers name objects by id, translated to the second engine's ids. (Issue 31
item 9, seed 1's "Damage assignment total 0 != expected 1": an ``assign_combat_damage`` answer went
to phase.rs with the reference engine's ids, matching none of its creatures.)"""


def answer_by_meaning(q: Question, given: ScriptedChoice, given_q: Question, source: dict[str, str],
                      target: dict[str, str]) -> Any:
    """The first engine's answer ``given`` (to ``given_q``) for the second engine's question ``q``:
    objects named by their place in the game; an object that has no label (created during the
    action) by its position among the options when both questions have as many options."""
    if q.kind not in _OBJECT_ANSWERS:
        return given.answer
    back = {label: oid for oid, label in target.items()}
    unlabelled = object()

    def one(value: Any) -> Any:
        if isinstance(value, Target):
            if value.object is None:
                return value
            mapped_id = back.get(source.get(value.object, ""), unlabelled)
            if mapped_id is unlabelled and len(q.options) == len(given_q.options) and value in given_q.options:
                return q.options[list(given_q.options).index(value)]
            return Target(object=mapped_id) if mapped_id is not unlabelled else value
        mapped = _map_ids({"object": value}, lambda i: back.get(source.get(i, ""), unlabelled))["object"] \
            if isinstance(value, str) else _map_ids(value, lambda i: back.get(source.get(i, ""), unlabelled))
        if _contains(mapped, unlabelled) and len(q.options) == len(given_q.options):
            return q.options[list(given_q.options).index(value)] if value in given_q.options else mapped
        return mapped
    if isinstance(given.answer, list):
        return [one(v) for v in given.answer]
    return one(given.answer)


def _contains(value: Any, marker: object) -> bool:
    if value is marker:
        return True
    if isinstance(value, dict):
        return any(_contains(v, marker) for v in value.values())
    if isinstance(value, list):
        return any(_contains(v, marker) for v in value)
    return False


# ---- the differ ------------------------------------------------------------------------------

@dataclasses.dataclass
class Found:
    """A divergence as reported: its shrunk game and how often the run met it."""

    signature: str
    message: str
    detail: dict[str, Any]
    count: int = 0
    known: str | None = None


class Differ:
    """Plays games on two engines (:meth:`play`) and collects the divergences (:meth:`run`)."""

    def __init__(self, a: Side, b: Side, known: dict[str, str] | None = None) -> None:
        self.a, self.b = a, b
        a.fresh(), b.fresh()
        if a.name == b.name:
            a.label, b.label = (a.spec, b.spec) if a.spec != b.spec else (f"{a.spec} (1)", f"{b.spec} (2)")
        self.common = a.capabilities & b.capabilities
        self.lister = a if "legal-actions" in a.capabilities else b if "legal-actions" in b.capabilities else None
        self.known = dict(known or {})
        self.ignored: set[str] = set(self.known)
        self.met: Counter[str] = Counter()
        self.unsupported: Counter[str] = Counter()
        self.games = 0
        self.shrink_games = 0
        self.actions = 0
        self.found: dict[str, Found] = {}
        self.calls: list[dict[str, Any]] = []
        self.call: dict[str, Any] = _new_call()
        self.allowed: Counter[str] = Counter()
        self.restarts = 0
        self._canonicals: list[tuple[Observation, tuple[dict[str, Any], dict[str, str]]]] = []
        self.tallies: list[Any] = []
        """issue 31 item 9: per generated game, its :class:`mtg_conformance.exploration.GameTally`."""

    # -- one game --

    def _canonical(self, obs: Observation) -> tuple[dict[str, Any], dict[str, str]]:
        """:func:`canonical`, remembered for the last few observations: the observations after an
        action are those before the next one, and deep games' states are large (issue 29)."""
        for seen, result in self._canonicals:
            if seen == obs:
                return result
        result = canonical(obs, self.common)
        self._canonicals = [(obs, result), *self._canonicals[:3]]
        return result

    def _diverge(self, sig: str, message: str, detail: dict[str, Any]) -> None:
        self.call["met"] = sig
        if sig in self.ignored:
            self.call["known"].append(sig)
            raise _Resync(sig)
        raise divergence_class(sig)(message, detail)

    def _restart(self, a: GuardedEngine, b: GuardedEngine, detail: dict[str, Any]) -> bool:
        """issue 31 item 6: after a known divergence (or a difference the rules allow) both engines
        start again from the first engine's state (:func:`setup_from`), so that the rest of the game
        is still compared; False when that state cannot be set up (the game then ends)."""
        if self.call["restarts"] >= MAX_RESTARTS:
            return False
        setup = setup_from(a.observe())
        if setup is None:
            return False
        self.call["restarts"] += 1
        for side, engine in ((self.a, a), (self.b, b)):
            try:
                engine.setup(setup)
            except Unsupported as exc:
                self.call["unsupported"].append(f"{side.name}: restart: {exc}"[:160])
                raise GameOver("unsupported") from None
            except (MalformedRequest, IllegalAction, EngineFault) as exc:
                self._diverge(signature("setup", f"{side.name} refused the setup ({type(exc).__name__})"),
                              f"{side.name} refused the setup to go on from: {exc}", detail)
        detail["setup"] = setup
        detail["history"].clear()
        detail["log"].clear()
        self._compare("setup", None, a, b, detail)
        return True

    def play(self, data: Any) -> None:
        """One game (see the module's docstring); raises a :class:`Divergence` at the first one."""
        from .strategies import deep_setups, legal_games   # issue 31 item 8: the harness's, not properties/'s
        a, b = self.a.fresh(), self.b.fresh()
        if data.draw(st.integers(0, 2), label="a deep game"):
            # Two games in three are deep (issue 29, item 4; strategies.deep_setups): lands,
            # creatures that can attack, a library, two to four players.
            setup, start_at = data.draw(deep_setups(self.common), label="game"), None
        else:
            setup, start_at, _ = data.draw(legal_games(self.common), label="game")
        if start_at in SKIPPABLE_STEPS:
            start_at = Step.DECLARE_ATTACKERS       # blockers are declared after an attack drawn next
        steps = data.draw(st.integers(0, MAX_ACTIONS), label="actions")
        from .exploration import GameTally
        self.call["tally"] = GameTally(players=len(setup.players))
        history: list[tuple[Action, Observation, tuple[ScriptedChoice, ...]]] = []
        log: list[dict[str, Any]] = []
        detail = {"setup": setup, "history": history, "log": log}
        for side, engine in ((self.a, a), (self.b, b)):
            try:
                engine.setup(setup)
            except Unsupported as exc:
                self.call["unsupported"].append(f"{side.name}: setup: {exc}"[:160])
                return
            except (MalformedRequest, IllegalAction, EngineFault) as exc:
                self._diverge(signature("setup", f"{side.name} refused the setup ({type(exc).__name__})"),
                              f"{side.name} refused the setup: {exc}", detail)
        self._compare("setup", None, a, b, detail)
        plan: list[Any] = [AdvanceTo(step=start_at)] if start_at is not None else []
        for _ in range(steps + 1):
            plan.append(None)
        for planned in plan:
            obs_a = a.observe()
            if obs_a.game_over:
                return
            action = planned if planned is not None else self._draw_action(data, obs_a, history)
            if action is None:
                return
            try:
                self._step(data, action, a, b, detail)
            except _Resync:
                if not self._restart(a, b, detail):
                    raise

    def _draw_action(self, data: Any, obs_a: Observation, history: list[Any]) -> Action | None:
        """A move built by the harness (``strategies.built_move``: attacks, blocks, ``advance``),
        or one of the legal actions of the lister (``strategies.listed_move``: weighed by kind), or
        one time in :data:`REJECTED_SHARE` a mostly illegal one."""
        from .strategies import built_move, deciders, listed_move
        illegal = data.draw(st.integers(0, REJECTED_SHARE - 1), label="try an illegal action") == REJECTED_SHARE - 1
        if not illegal:
            built = built_move(data, obs_a, history, self.common)
            if built is not None:
                return built
        if self.lister is not None and not illegal:
            engine = self.lister.engine
            obs = obs_a if self.lister is self.a else engine.observe()
            for who in deciders(obs, history if self.lister is self.a else []):
                legal = engine.legal_actions(who)
                if legal:
                    action = listed_move(data, obs, who, legal)
                    if self.lister is self.b:
                        action = translate(action, self._canonical(obs)[1], self._canonical(obs_a)[1])
                    return action
        from .strategies import arbitrary_actions
        action = data.draw(arbitrary_actions(obs_a), label="attempt")
        if isinstance(action, AdvanceTo) and (action.step in SKIPPABLE_STEPS or obs_a.awaiting):
            return PassPriority(player=obs_a.priority or obs_a.active_player)
        return action

    def _step(self, data: Any, action: Action, a: GuardedEngine, b: GuardedEngine, detail: dict[str, Any]) -> None:
        from .properties import random_answers
        obs_a, obs_b = a.observe(), b.observe()
        labels_a, labels_b = self._canonical(obs_a)[1], self._canonical(obs_b)[1]
        action_b = translate(action, labels_a, labels_b)
        draw_answer = random_answers(data)
        out_a = perform(a, action, draw_answer)
        kind = action.KIND
        self.call["actions"] += 1
        if out_a.kind == "unsupported":
            self.call["unsupported"].append(f"{self.a.name}: {out_a.message}"[:160])
            return
        pending = list(zip(out_a.asked, out_a.choices))
        questions_b: list[str] = []

        def answer_b(q: Question) -> Any:
            for i, (qa, choice) in enumerate(pending):
                if qa.kind == q.kind:
                    del pending[i]
                    return answer_by_meaning(q, choice, qa, labels_a, labels_b)
            if len(q.options) == 1:
                return q.options[0]
            questions_b.append(q.kind)
            raise _Unanswerable(q)

        try:
            out_b = perform(b, action_b, answer_b)
        except _Unanswerable as exc:
            self._record(detail, action, obs_a, out_a, Outcome("asked", str(exc.question)))
            self._diverge(signature(kind, f"{self.b.name} asks {exc.question.kind}, which {self.a.name} did not ask"),
                          f"{self.b.name} asked a question {self.a.name} did not: {exc.question}", detail)
        if out_b.kind == "unsupported":
            self.call["unsupported"].append(f"{self.b.name}: {out_b.message}"[:160])
            raise GameOver("unsupported")
        self._record(detail, action, obs_a, out_a, out_b)
        if out_a.kind == "accepted" and self.call.get("tally") is not None:
            self.call["tally"].step(obs_a, action, a.observe(), out_a.events)
        for side, out in ((self.a, out_a), (self.b, out_b)):
            if out.kind == "fault":
                side.drop()
                self._diverge(signature(kind, f"{side.name} faulted"), f"{side.name} faulted: {out.message}", detail)
        if out_a.kind != out_b.kind:
            self._diverge(signature(kind, f"{out_a.kind} by {self.a.name}, {out_b.kind} by {self.b.name}"),
                          f"{self.a.name}: {out_a.kind} {out_a.message}; {self.b.name}: {out_b.kind} {out_b.message}",
                          detail)
        self._compare(kind, action, a, b, detail)
        if out_a.kind == out_b.kind == "accepted":
            self._compare_events(kind, out_a, out_b, (obs_a, a.observe()), (obs_b, b.observe()), detail)

    def _compare_events(self, kind: str, out_a: Outcome, out_b: Outcome, obs_a: tuple[Observation, Observation],
                        obs_b: tuple[Observation, Observation], detail: dict[str, Any]) -> None:
        """issue 31 item 9: the events' fixed fields (:func:`event_ledger`), once the observations
        agree."""
        if obs_a[1].game_over and obs_b[1].game_over:
            # 104.1: a finished game is compared by who won (as its observation is): what an engine
            # reports of the cards once the game is over (phase.rs exiles the loser's, seed 1) is not
            # compared
            return
        la, lb = event_ledger(out_a.events, *obs_a), event_ledger(out_b.events, *obs_b)
        diffs = differences({"events": la}, {"events": lb})
        if diffs:
            detail.update(observations=({"events": la}, {"events": lb}), differences=diffs)
            self._diverge(signature(kind, "events differ", diffs),
                          f"the events of {kind} differ: {', '.join(p for p, _, _ in diffs)}", detail)

    def _record(self, detail: dict[str, Any], action: Action, obs_a: Observation, out_a: Outcome, out_b: Outcome) -> None:
        if out_a.kind == "accepted":
            detail["history"].append((action, obs_a, out_a.choices))
        detail["log"].append({"action": to_json(action), "before": obs_a,
                              "a": [out_a.kind, out_a.message], "b": [out_b.kind, out_b.message]})

    def _settle_declaration(self, a: GuardedEngine, b: GuardedEngine, detail: dict[str, Any]) -> None:
        """An engine asks only when there is a real decision (docs/protocol.md §3): when no creature
        can attack (block), one engine may wait for the empty declaration and the other make it
        itself (508.1a, 509.1a: the creatures that attack, "if any"; see
        :func:`mtg_conformance.properties.awaits_declaration`). Then the waiting engine gets the
        empty declaration, so that both are compared in the same state. When the waiting engine
        lists legal actions and lists a real declaration, nothing is settled: the other engine
        skipped a real decision."""
        from .properties import actor
        oa, ob = a.observe(), b.observe()
        steps = {"declare_attackers": Step.DECLARE_ATTACKERS, "declare_blockers": Step.DECLARE_BLOCKERS}
        for side, engine, obs, other in ((self.a, a, oa, ob), (self.b, b, ob, oa)):
            if obs.awaiting not in steps or other.awaiting is not None or other.step != steps[obs.awaiting]:
                continue
            who = actor(obs)
            if who is None:
                return
            if obs.awaiting == "declare_blockers":
                # issue 31 item 9 (seed 1): the defending players are the attacked ones, not the
                # first nonactive player actor() names (a 4-player game where Dave alone is attacked)
                who = next(iter(_attacked_players(obs, detail["history"])), who)
            empty = DeclareAttackers(player=who) if obs.awaiting == "declare_attackers" else DeclareBlockers(player=who)
            if "legal-actions" in side.capabilities and any(
                    getattr(x, "attacks", ()) or getattr(x, "blocks", ()) for x in engine.legal_actions(who)):
                return
            try:
                engine.act(empty, ())
            except (IllegalAction, MalformedRequest, UnansweredQuestion):
                return
            if side is self.a:
                detail["history"].append((empty, obs, ()))
            return

    def _compare(self, kind: str, action: Action | None, a: GuardedEngine, b: GuardedEngine,
                 detail: dict[str, Any]) -> None:
        self._settle_declaration(a, b, detail)
        ca, _ = self._canonical(a.observe())
        cb, _ = self._canonical(b.observe())
        diffs = differences(ca, cb)
        if diffs and (allowed := allowed_difference(kind, diffs)) is not None:
            self.call["allowed"].append(allowed)
            raise _Resync(allowed)
        if diffs:
            detail.update(observations=(ca, cb), differences=diffs)
            what = "observation differs" if kind != "setup" else "observation after the setup differs"
            self._diverge(signature(kind, what, diffs),
                          f"the observations differ after {kind}: {', '.join(p for p, _, _ in diffs)}", detail)

    # -- many games --

    def _test(self) -> Callable[..., None]:
        @given(data=st.data())
        def game(data: Any) -> None:
            self.call = _new_call()
            self.calls.append(self.call)
            try:
                self.play(data)
            except GameOver:
                pass
            except Unsupported as exc:          # from observe or legal_actions: the game ends here
                self.call["unsupported"].append(f"{exc}"[:160])
        return game

    def run(self, examples: int, seed: int = 0, log: Callable[[str], None] = lambda s: None,
            shrink_seconds: float = SHRINK_SECONDS, on_found: Callable[[Found], None] = lambda f: None) -> list[Found]:
        """Play ``examples`` games (rounds of Hypothesis searches, each shrinking the new
        divergences it met) and return every distinct divergence met, new ones first, then the
        known ones."""
        from hypothesis.statistics import collector
        from .properties import shrink_budget
        base = dict(deadline=None, suppress_health_check=list(HealthCheck), report_multiple_bugs=True,
                    verbosity=Verbosity.quiet,
                    derandomize=False, print_blob=False, database=None, phases=(Phase.generate, Phase.shrink))
        round_ = 0
        while self.games < examples:
            self.calls = []
            stats: list[dict[str, Any]] = []
            search = settings(max_examples=examples - self.games, **base)
            with shrink_budget(shrink_seconds), collector.with_value(stats.append):
                failures = _failures(lambda: hypothesis_seed(seed + round_)(settings(search)(self._test()))())
            # the first calls are the generated games, the others shrink (Hypothesis's statistics)
            generated = _generated(stats, len(self.calls))
            for call in self.calls[:generated]:
                if call.get("tally") is not None:
                    self.tallies.append(call["tally"])
                self.actions += call["actions"]
                self.unsupported.update(call["unsupported"])
                self.allowed.update(call["allowed"])
                self.restarts += call["restarts"]
                met = set(call["known"]) | ({call["met"]} if call["met"] is not None else set())
                for sig in met:
                    self.met[sig] += 1
            self.games += generated
            self.shrink_games += len(self.calls) - generated
            new = {type(f).signature for f in failures} - self.ignored
            log(f"round {round_} (seed {seed + round_}): {generated} games, {len(new)} new divergence(s)"
                + (f", shrunk in {len(self.calls) - generated} games" if new else ""))
            for f in failures:
                if type(f).signature in new:
                    self.found[type(f).signature] = Found(type(f).signature, str(f), f.detail)
                    on_found(self.found[type(f).signature])
            self.ignored |= new
            if not new and generated == 0:
                break                                            # nothing more to generate
            round_ += 1
        for sig, found in self.found.items():
            found.count = self.met[sig]
        known = [Found(sig, "", {}, self.met[sig], reason) for sig, reason in self.known.items()]
        return sorted(self.found.values(), key=lambda f: f.signature) + known

    def close(self) -> None:
        self.a.drop()
        self.b.drop()


def _attacked_players(obs: Observation, history: Sequence[Any]) -> list[str]:
    """The players the last declaration of attackers attacked who have not declared blockers yet,
    in APNAP order (101.4, 802.4: each defending player declares blockers in that order)."""
    at = next((i for i in range(len(history) - 1, -1, -1) if isinstance(history[i][0], DeclareAttackers)), None)
    if at is None:
        return []
    attacked = {getattr(x, "defender", None) for x in history[at][0].attacks}
    attacked -= {a.player for a, *_ in history[at + 1:] if isinstance(a, DeclareBlockers)}     # declared already
    names = [p.name for p in obs.players]
    start = names.index(obs.active_player) if obs.active_player in names else 0
    return [n for n in names[start:] + names[:start] if n in attacked and n != obs.active_player]


class _Unanswerable(Exception):
    def __init__(self, question: Question) -> None:
        super().__init__(str(question))
        self.question = question


def _generated(stats: list[dict[str, Any]], calls: int) -> int:
    """How many of a Hypothesis run's ``calls`` were generated examples (not shrinking)."""
    for entry in stats:
        phase = entry.get("generate-phase")
        if isinstance(phase, dict) and isinstance(phase.get("test-cases"), list):
            return min(calls, len(phase["test-cases"]))
    return calls


def _failures(run: Callable[[], None]) -> list[Divergence]:
    """The divergences a Hypothesis run raised (one, or a group of distinct ones)."""
    try:
        run()
    except Divergence as exc:
        return [exc]
    except BaseExceptionGroup as group:
        matched, rest = group.split(Divergence)
        if rest is not None:
            raise rest
        return list(_leaves(matched))
    return []


def _leaves(group: BaseException | None) -> Iterable[Divergence]:
    if isinstance(group, BaseExceptionGroup):
        for exc in group.exceptions:
            yield from _leaves(exc)
    elif isinstance(group, Divergence):
        yield group


# ---- printing and reporting -------------------------------------------------------------------

def _flat(data: Any, path: str = "") -> dict[str, str]:
    if isinstance(data, dict) and data:
        out: dict[str, str] = {}
        for k, v in data.items():
            out.update(_flat(v, f"{path}.{k}" if path else k))
        return out
    if isinstance(data, list) and data and path.split(".")[-1] == "players":
        out = {}
        for p in data:
            out.update(_flat(p, f"{path}[{p.get('name')}]"))
        return out
    if isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
        names = [x.get("name") or json.dumps(x, sort_keys=True) for x in data]
        out = {path: ", ".join(map(str, names))}
        for i, x in enumerate(data):
            for k, v in _flat(x, f"{path}[{i}]").items():
                out[k] = v
        return out
    return {path: json.dumps(data, sort_keys=True)}


def side_by_side(a: dict[str, Any], b: dict[str, Any], name_a: str, name_b: str, width: int = 40) -> str:
    """Both canonical observations, one field a line; a line whose values differ is marked ``≠``."""
    fa, fb = _flat(a), _flat(b)
    lines = [f"  {'field':<38} {name_a:<{width}} {name_b}"]
    for path in sorted(set(fa) | set(fb), key=lambda p: (p.split("[")[0], p)):
        va, vb = fa.get(path, "-"), fb.get(path, "-")
        mark = "≠" if va != vb else " "
        if mark == " " and (va in ("[]", "{}", "null", "false", '""', "0", "-") and va == vb):
            continue
        lines.append(f"{mark} {path:<38} {_cut(va, width):<{width}} {_cut(vb, width * 2)}")
    return "\n".join(lines)


def _cut(text: str, n: int) -> str:
    return text if len(text) <= n else text[:n - 1] + "…"


def scenario(found: Found, name_a: str, name_b: str) -> str:
    """The shrunk game as a Gherkin scenario (in the step library's words, the first engine's
    objects), then the diverging action and both engines' answers as comments."""
    from .gherkin import action_text, scenario_text
    d = found.detail
    setup: GameSetup = d["setup"]
    text = scenario_text(setup, d["history"], f"{name_a} and {name_b} diverge: {found.signature}")
    lines = text.splitlines()
    if setup.plane is not None:
        lines.insert(2, f"  # the plane is \"{setup.plane.card}\", owned by {setup.plane.owner}")
    log = d.get("log") or []
    if log:
        last = log[-1]
        action = action_from_json(last["action"])
        if last["a"][0] != "accepted":               # not in the history: say what was tried
            lines.append(f"  {'And' if d['history'] else 'When'} {action_text(action, last['before'])}")
        lines.append(f"  # {name_a}: {last['a'][0]} {last['a'][1]}".rstrip())
        lines.append(f"  # {name_b}: {last['b'][0]} {last['b'][1]}".rstrip())
    return "\n".join(lines)


def found_json(found: Found, name_a: str, name_b: str) -> dict[str, Any]:
    out: dict[str, Any] = {"signature": found.signature, "known": found.known is not None, "count": found.count}
    if found.known is not None:
        out["reason"] = found.known
        return out
    d = found.detail
    out["message"] = found.message
    out["scenario"] = scenario(found, name_a, name_b)
    out["actions"] = len(d.get("history", []))
    if "differences" in d:
        out["differences"] = [{"path": p, name_a: va, name_b: vb} for p, va, vb in d["differences"]]
        out["observations"] = {name_a: d["observations"][0], name_b: d["observations"][1]}
    return out


def load_known(paths: Iterable[Path]) -> dict[str, str]:
    """``[[divergence]]`` entries (``signature``, ``reason``) of expectations files."""
    known: dict[str, str] = {}
    for path in paths:
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ValueError(f"{path}: {exc}") from None
        for n, entry in enumerate(data.get("divergence", []), 1):
            if not isinstance(entry, dict) or set(entry) != {"signature", "reason"} or not all(
                    isinstance(v, str) and v.strip() for v in entry.values()):
                raise ValueError(f"{path}: [[divergence]] entry {n} needs exactly a non-empty signature and reason")
            known[entry["signature"].strip()] = entry["reason"].strip()
    return known


# ---- the command -------------------------------------------------------------------------------

def _side(spec: str, is_cmd: bool, timeout: float | None) -> Side:
    from .stdio import DEFAULT_TIMEOUT, StdioEngine
    if is_cmd:
        argv = shlex.split(spec)
        if not argv:
            raise UnknownEngine(f"--engine-cmd {spec!r} is empty")
        return Side(spec, lambda: StdioEngine(argv, timeout=timeout or DEFAULT_TIMEOUT))
    return Side(spec, engine_factory(spec))


def _say(text: str = "", **kwargs: Any) -> None:
    """Print ``text``, engine strings in it shown as text (issue 32, G26: ANSI escapes, workflow
    commands; safetext.log_text)."""
    print(log_text(text), **kwargs)


def _print_found(f: Found, name_a: str, name_b: str) -> None:
    """A new divergence, as soon as it is shrunk: the scenario, then both observations."""
    _say(f"\nDIVERGENCE {f.signature}\n{f.message}\n")
    _say(scenario(f, name_a, name_b))
    if "observations" in f.detail:
        _say()
        _say(side_by_side(*f.detail["observations"], name_a, name_b))
    _say(flush=True)


def _engine_fault(exc: BaseException) -> ProtocolError | None:
    """The engine fault an exception escaping a game carries: itself, one Hypothesis wrapped or
    grouped, or one it was raised while handling (a game replayed after the fault behaves otherwise,
    and Hypothesis says its data generation is flaky)."""
    from .outcomes import _leaves
    seen: set[int] = set()
    for leaf in _leaves(exc):
        link: BaseException | None = leaf
        while link is not None and id(link) not in seen:
            seen.add(id(link))
            if isinstance(link, EngineFault):
                return link
            link = link.__cause__ or link.__context__
    return None


ENGINE_FAULTED = 3
"""Exit status of a ``diff`` whose games an engine fault stopped (G9): not a divergence (1), not a
usage error (2)."""


def run(args: argparse.Namespace) -> int:
    """``mtg-conformance diff``: 0 when no new divergence was found, 1 when one was, 2 on bad usage
    (an engine that cannot start included), 3 when an engine faulted during a game."""
    specs = [(s, False) for s in args.engine] + [(s, True) for s in args.engine_cmd]
    if len(specs) != 2:
        print(f"mtg-conformance diff: give exactly two engines (--engine / --engine-cmd), not {len(specs)}",
              file=sys.stderr)
        return 2
    if args.examples < 1:
        print("mtg-conformance diff: --examples must be at least 1", file=sys.stderr)
        return 2
    if problem := output_problem("--report", args.report, tuple(("--expectations", e) for e in args.expectations)):
        print(f"mtg-conformance diff: {problem}", file=sys.stderr)          # G26: before any game
        return 2
    try:
        a, b = (_side(s, cmd, args.engine_timeout) for s, cmd in specs)
        a.fresh(), b.fresh()
        files = [Path(p) for p in args.expectations] or [
            f for f in (project_root() / "conformance" / f"{s.name}.toml" for s in (a, b)) if f.is_file()]
        known = load_known(files)
    except (UnknownEngine, ValueError, RecursionError, ProtocolError) as exc:   # G9: an engine that cannot start
        print(log_text(f"mtg-conformance diff: {exc}", 2000), file=sys.stderr)
        return 2
    cpu0, wall0 = time.process_time(), time.monotonic()
    differ = Differ(a, b, known)
    na, nb = one_line(a.name), one_line(b.name)
    _say(f"diff {na} vs {nb}: {args.examples} games, seed {args.seed}, cards of {', '.join(sorted(differ.common)) or 'no mechanic'}"
         + (f"; actions listed by {one_line(differ.lister.name)}" if differ.lister else "; no engine lists legal actions"))
    try:
        found = differ.run(args.examples, args.seed, log=lambda s: _say(f"  {s}", flush=True),
                           shrink_seconds=args.shrink_seconds, on_found=lambda f: _print_found(f, na, nb))
    except BaseException as exc:                 # G9: an engine that faults mid-game is its fault, said in one line
        fault = _engine_fault(exc)
        if fault is None or isinstance(exc, KeyboardInterrupt):
            raise
        print(log_text(f"mtg-conformance diff: an engine faulted during a game, so the games could not be "
                       f"compared: {fault}", 2000), file=sys.stderr)
        return ENGINE_FAULTED
    finally:
        differ.close()
    cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
    new = [f for f in found if f.known is None]
    if new:
        print("\nnew divergences:")
        for f in new:
            print(f"  {f.signature}: met in {f.count} game(s)")
    known_met = [f for f in found if f.known is not None]
    if known_met:
        print("\nknown divergences:")
        for f in known_met:
            print(f"  {f.signature}: met in {f.count} game(s) — {_cut(f.known, 100)}")
    print(f"\n{differ.games} games ({differ.actions} actions) compared, {differ.shrink_games} more played "
          f"while shrinking; {len(new)} new divergence(s), {sum(1 for f in known_met if f.count)} known met; "
          f"{sum(differ.unsupported.values())} unsupported; {wall:.1f} s wall, {cpu:.1f} s CPU (this process)")
    for reason, n in differ.unsupported.most_common(10):
        _say(f"  unsupported ×{n}: {one_line(reason, 1000)}")
    for reason, n in differ.allowed.most_common():
        _say(f"  allowed by the rules ×{n}: {one_line(reason, 1000)}")
    print(f"  went on from the first engine's state after a known or allowed difference: {differ.restarts} time(s)")
    from .exploration import summary, summary_lines
    exploration = summary(differ.tallies)
    print("how deep the games went (issue 31 item 9; until their first divergence, known or new):")
    for line in summary_lines(exploration):
        print(f"  {line}")
    if args.report:
        doc = {"engines": [{"name": s.name, "version": s.info.version if s.info else ""} for s in (a, b)],
               "examples": args.examples, "seed": args.seed, "games": differ.games, "actions": differ.actions,
               "shrink_games": differ.shrink_games, "wall_s": round(wall, 1), "cpu_s": round(cpu, 1),
               "unsupported": {"count": sum(differ.unsupported.values()), "reasons": dict(differ.unsupported)},
               "allowed": dict(differ.allowed), "restarts": differ.restarts, "exploration": exploration,
               "divergences": [found_json(f, na, nb) for f in found]}
        try:
            atomic_write_text(args.report, json.dumps(doc, indent=1, default=str) + "\n")     # G26
        except OSError as exc:
            print(f"mtg-conformance diff: cannot write --report {args.report}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    return 1 if new else 0
