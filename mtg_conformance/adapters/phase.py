"""The engine protocol on phase.rs, a Magic rules engine written in Rust, through its Python bindings
(the PyPI package ``phase-python``, import name ``phase``)::

    pip install -e '.[phase]'
    mtg-conformance run --engine phase --report phase.json

What the adapter does, and nothing more (docs/protocol.md, "The adapter rule"):

* **Card data.** phase.rs reads a ``card-data.json`` that its own generator (``phase.gen``, the
  ``phase-gen`` console script) builds from MTGJSON "atomic" entries. The adapter runs that
  generator on the suite's ``AtomicCards.json`` into a cache directory keyed by a hash of that file
  (``<project>/.cache/phase/``), once; the card database is loaded once per process.
* **Setup.** A new game gets every card of the setup in its players' decks; the engine's Debug
  actions (allowed only in debug mode, switched on once through ``state()``/``load_game``) then
  put each card where the setup says, set life totals, counters, tapped permanents, mana pools, the
  step and the active player. Whatever the engine cannot be told raises :class:`Unsupported`, and
  the state reached is checked against the setup.
* **Actions.** Each protocol action is matched against the engine's own list of legal actions
  (``Game.actions()``) and the prompts it waits on (``Game.waiting_for()``) are answered from the
  scripted choices; a prompt no choice answers is an :class:`UnansweredQuestion`, an action the
  engine does not list is an :class:`IllegalAction` with the engine's reason when it gives one. The
  state is restored from a snapshot whenever an action fails.
* **Observation.** Zones, counters, power and toughness, life, the stack and the events all come
  from the engine. The adapter never computes a rules result: mana values and land plays left are
  not exposed by phase.rs and are reported as ``None``.

Every call into the engine is guarded: a Rust panic (``pyo3_runtime.PanicException``, a
``BaseException``) becomes :class:`EngineFault`, so it fails one scenario and nothing else.
Notes, limits and the disagreements found with the rulings are in ``docs/phase.md``.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import logging
import os
import pathlib
import re
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import phase as _phase
from phase import gen as _gen

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import (
    ActionResult, ActivateAbility, AdvanceTo, Capability, CardView, CastSpell, DeclareAttackers,
    DeclareBlockers, Engine, EngineFault, EngineInfo, Event, EventType, GameSetup, IllegalAction,
    MalformedRequest, Observation, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty,
    PermanentSetup, PermanentView, PlaneView, PlayerView, PlayLand, ProtocolError, Question,
    QuestionKind, RollPlanarDie, ScriptedChoice, StackItemView, Step, Target, UnansweredQuestion,
    Unsupported, Zone,
)

__all__ = ["PhaseEngine", "CardDataBuild", "build_card_data", "card_data", "cache_dir"]

log = logging.getLogger(__name__)
"""Every engine action applied and what it reported, at DEBUG level (``--log-level=DEBUG``)."""

PINNED_VERSION = "0.103.0"
"""The ``phase-python`` version this adapter was written and checked against."""

CARD_DATA_FORMAT = "1"
"""Bumped when the way the adapter builds ``card-data.json`` changes (part of the cache key)."""

SEED = 42
"""Seed of every game (phase.rs shuffles libraries; the adapter then orders them itself)."""

MAX_STEPS = 400
"""Bound on the engine calls one protocol action may make (a loop is an engine fault)."""

DIE_ATTEMPTS = 200
"""Random-number positions tried to make the planar die show the scripted face."""

PLANE_ATTEMPTS = 400
"""Seeds tried to make phase.rs's shuffle give a Planechase setup's planes in order."""

_STEP_TO_PHASE = {
    Step.UNTAP: "Untap", Step.UPKEEP: "Upkeep", Step.DRAW: "Draw", Step.PRECOMBAT_MAIN: "PreCombatMain",
    Step.BEGINNING_OF_COMBAT: "BeginCombat", Step.DECLARE_ATTACKERS: "DeclareAttackers",
    Step.DECLARE_BLOCKERS: "DeclareBlockers", Step.COMBAT_DAMAGE: "CombatDamage",
    Step.END_OF_COMBAT: "EndCombat", Step.POSTCOMBAT_MAIN: "PostCombatMain", Step.END: "End",
    Step.CLEANUP: "Cleanup",
}
_PHASE_TO_STEP = {v: k for k, v in _STEP_TO_PHASE.items()}
_STEP_ORDER = list(_STEP_TO_PHASE)

_ZONE_TO_PHASE = {Zone.LIBRARY: "Library", Zone.HAND: "Hand", Zone.BATTLEFIELD: "Battlefield",
                  Zone.GRAVEYARD: "Graveyard", Zone.STACK: "Stack", Zone.EXILE: "Exile",
                  Zone.COMMAND: "Command"}
_PHASE_TO_ZONE = {v: k for k, v in _ZONE_TO_PHASE.items()}

_MANA_TO_PHASE = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
_PHASE_TO_MANA = {v: k for k, v in _MANA_TO_PHASE.items()}
_COLOR_ORDER = "WUBRGC"

_COUNTER_TO_PHASE = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
_PHASE_TO_COUNTER = {v: k for k, v in _COUNTER_TO_PHASE.items()}

_DIE_FACES = {"planeswalk": "Planeswalk", "chaos": "Chaos", "blank": "Blank"}


# --------------------------------------------------------------------------------------------
# Guarding calls into the engine
# --------------------------------------------------------------------------------------------

class _EngineRefused(Exception):
    """phase.rs rejected a call with an ordinary error (a ``ValueError`` such as "Action not
    allowed: …" or "Wrong player"): the caller decides what that means for the protocol."""


def _is_panic(exc: BaseException) -> bool:
    return type(exc).__name__ == "PanicException"


def _call(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Call into phase.rs: a Rust panic becomes :class:`EngineFault`, an ordinary error
    :class:`_EngineRefused`; KeyboardInterrupt and SystemExit pass through."""
    try:
        return fn(*args, **kwargs)
    except (KeyboardInterrupt, SystemExit, ProtocolError):
        raise
    except BaseException as exc:  # noqa: BLE001 - PanicException is a BaseException
        if _is_panic(exc):
            raise EngineFault(f"phase.rs panicked: {_short(str(exc))}") from None
        if isinstance(exc, Exception):
            raise _EngineRefused(str(exc)) from None
        raise EngineFault(f"phase.rs failed: {type(exc).__name__}: {_short(str(exc))}") from None


def _cited_rule(message: str) -> str | None:
    """The Comprehensive Rules number an engine message cites, e.g. "… (CR 118.6)"."""
    m = re.search(r"\(CR (\d{3}\.\d+[a-z]?)\)", message)
    return m.group(1) if m else None


def _short(text: str, limit: int = 300) -> str:
    """An engine message without its Rust debug dumps (which run to many kilobytes)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + " …"


def _refusal(message: str) -> str:
    """The engine's reason for refusing an action, without the dump of the prompt it waits on."""
    message = " ".join(message.split())
    cut = re.split(r" (?:while waiting for|\{) ", message, maxsplit=1)[0]
    return _short(cut, 200)


# --------------------------------------------------------------------------------------------
# Card data
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class CardDataBuild:
    """A ``card-data.json`` built by phase.rs's generator from the suite's card data."""

    path: pathlib.Path
    """The card-data.json file."""
    failures: dict[str, str]
    """Suite card names the generator could not build, with the reason."""
    faces: dict[str, str]
    """Lower-cased face name → the suite name it belongs to (what the engine's cards are called)."""


def cache_dir() -> pathlib.Path:
    """Where built card data is kept: ``$MTG_CONFORMANCE_PHASE_CACHE`` or ``<project>/.cache/phase``
    (never committed; ``.gitignore`` lists ``/.cache/``)."""
    env = os.environ.get("MTG_CONFORMANCE_PHASE_CACHE")
    if env:
        return pathlib.Path(env)
    from mtg_conformance.scenarios import project_root
    return project_root() / ".cache" / "phase"


def _atomic_groups(atomic: pathlib.Path) -> dict[str, list[dict[str, Any]]]:
    return json.loads(atomic.read_text(encoding="utf-8"))["data"]


def build_card_data(atomic: pathlib.Path, out_dir: pathlib.Path) -> CardDataBuild:
    """Build (or reuse) ``card-data.json`` for ``atomic`` in ``out_dir``, keyed by a hash of the
    file, the phase-python version and :data:`CARD_DATA_FORMAT`.

    Each card (MTGJSON group) goes through ``phase.gen.process_group`` on its own, so one card the
    generator cannot build is recorded in ``failures`` instead of ending the build (``phase-gen``
    itself stops at the first failure). Meld: the generator keys its output by face name, so the
    melded back face shared by two fronts is kept once, with the first front's oracle id, and the
    second pair cannot meld. One more back-face entry per further front (with that front's oracle
    id, ``face_index`` 1, built like the generator builds faces) restores it."""
    raw = atomic.read_bytes()
    digest = hashlib.sha256(raw + f"|{_phase_version()}|{CARD_DATA_FORMAT}".encode()).hexdigest()[:16]
    path = out_dir / f"card-data-{digest}.json"
    meta_path = out_dir / f"card-data-{digest}.meta.json"
    if path.is_file() and meta_path.is_file():
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        return CardDataBuild(path=path, failures=meta["failures"], faces=meta["faces"])

    groups = json.loads(raw)["data"]
    result: dict[str, Any] = {}
    failures: dict[str, str] = {}
    faces: dict[str, str] = {}
    melded_backs: dict[str, list[dict[str, Any]]] = {}
    for name, cards in groups.items():
        try:
            _call(_gen.process_group, cards, result)
        except (_EngineRefused, EngineFault) as exc:
            failures[name] = str(exc)
            continue
        for card in cards:
            face = card.get("faceName") or card["name"]
            key = face.lower()
            if key not in result:
                failures[name] = f"phase-gen made no entry for {face!r}"
            suite_name = name if card.get("layout") == "split" else face
            faces.setdefault(key, suite_name)
        if len(cards) == 2 and {c.get("layout") for c in cards} == {"meld"}:
            melded_backs.setdefault(cards[1]["faceName"], []).append(cards[0])
            melded_backs[cards[1]["faceName"]].append(cards[1])
    for back_name, entries in melded_backs.items():
        # entries: front, back, front, back, ... ; the first pair's back face is already there.
        for front, back in list(zip(entries[0::2], entries[1::2]))[1:]:
            oracle = (front.get("identifiers") or {}).get("scryfallOracleId")
            try:
                face = _call(_phase.build_oracle_face_multi, back, oracle)
            except (_EngineRefused, EngineFault) as exc:
                failures[front["name"]] = f"melded face for {front['faceName']}: {exc}"
                continue
            entry = _gen.make_entry(face, layout="meld", face_index=1)
            result[f"{back_name.lower()} (melded from {front['faceName'].lower()})"] = entry

    out_dir.mkdir(parents=True, exist_ok=True)
    for target, document in ((path, result), (meta_path, {"failures": failures, "faces": faces})):
        fd, tmp = tempfile.mkstemp(dir=out_dir, prefix=target.name, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(document, f, ensure_ascii=False, sort_keys=True)
        os.replace(tmp, target)
    return CardDataBuild(path=path, failures=failures, faces=faces)


def _phase_version() -> str:
    try:
        from importlib.metadata import version
        return version("phase-python")
    except Exception:  # noqa: BLE001 - an unusual install: the cache key just gets coarser
        return "unknown"


_CARD_DATA: dict[pathlib.Path, CardDataBuild] = {}
_ENGINES: dict[pathlib.Path, Any] = {}


def card_data() -> CardDataBuild:
    """The card data for the suite's ``AtomicCards.json`` (built on first use, then cached)."""
    atomic = load_cards().atomic_path()
    if atomic not in _CARD_DATA:
        _CARD_DATA[atomic] = build_card_data(atomic, cache_dir())
    return _CARD_DATA[atomic]


def _engine() -> Any:
    """phase.rs's card database, loaded once per process."""
    build = card_data()
    if build.path not in _ENGINES:
        _ENGINES[build.path] = _call(_phase.Engine.from_path, str(build.path))
    return _ENGINES[build.path]


# --------------------------------------------------------------------------------------------
# Scripted choices
# --------------------------------------------------------------------------------------------

class _Choices:
    """The scripted choices of one action, consumed from the front."""

    def __init__(self, choices: Sequence[ScriptedChoice]) -> None:
        self.choices = tuple(choices)
        self.used = 0

    def take(self, question: Question) -> Any:
        if self.used >= len(self.choices):
            raise UnansweredQuestion(question, "no scripted choice left")
        choice = self.choices[self.used]
        if choice.question != question.kind:
            raise UnansweredQuestion(question, f"the next scripted choice answers {choice.question}")
        self.used += 1
        return choice.answer


# --------------------------------------------------------------------------------------------
# The adapter
# --------------------------------------------------------------------------------------------

class PhaseEngine(Engine):
    """phase.rs behind the engine protocol. One instance plays one game at a time."""

    def __init__(self) -> None:
        self.game: Any = None
        self.names: list[str] = []
        """Player names by seat."""
        self.events: list[Event] = []
        self._stack_seen: set[int] = set()
        self._ctx: _Choices | None = None
        self._pushed: dict[int, int] = {}
        self._roll_paid: str | None = None
        self._extra_queue: list[Any] | None = None
        """phase.rs's queue of extra turns (seats) as last read, to tell extra turns apart."""
        self._stack_names: dict[int, tuple[str, str]] = {}
        """Stack entries of abilities seen: entry id → (view id, name), for reporting them resolved."""
        """Spells phase.rs has pushed onto its stack whose move there it has not reported yet:
        object number → index of the placeholder in ``events``."""

    # ---- info -------------------------------------------------------------------------------

    def info(self) -> EngineInfo:
        return EngineInfo(name="phase", version=_phase_version(), capabilities=frozenset({
            Capability.EXPLORE, Capability.LAND_PLAYS, Capability.FLASHBACK, Capability.PLANECHASE,
            Capability.MELD, Capability.EMERGE, Capability.ESCALATE, Capability.COMBAT,
        }))

    def close(self) -> None:
        self.game = None

    # ---- seats, ids -------------------------------------------------------------------------

    def _seat(self, player: str) -> int:
        try:
            return self.names.index(player)
        except ValueError:
            raise MalformedRequest(f"{player!r} is not a player of this game ({', '.join(self.names)})") from None

    def _name(self, seat: int | None) -> str | None:
        return None if seat is None else self.names[seat]

    @staticmethod
    def _oid(obj: dict[str, Any]) -> str:
        return f"o{obj['id']}.{obj.get('incarnation', 0)}"

    def _object(self, object_id: str, what: str = "object") -> dict[str, Any]:
        """The engine object an id names; an id of an object that has since changed zones (a new
        incarnation, CR 400.7) is an illegal reference, an id that never existed malformed."""
        m = re.fullmatch(r"o(\d+)\.(\d+)", object_id or "")
        if not m:
            raise MalformedRequest(f"{object_id!r} is not an object id of this engine")
        obj = self._get_object(int(m.group(1)))
        if obj is None:
            raise MalformedRequest(f"there is no {what} {object_id}")
        if obj.get("incarnation", 0) != int(m.group(2)):
            raise IllegalAction(f"{object_id} ({obj['name']}) is no longer that object: it has changed zones")
        return obj

    def _get_object(self, number: int) -> dict[str, Any] | None:
        try:
            return _call(self.game.object, number)
        except _EngineRefused:
            return None

    # ---- setup ------------------------------------------------------------------------------

    def setup(self, setup: GameSetup) -> None:
        self.game, self.events = None, []
        names = [p.name for p in setup.players]
        if len(names) < 2:
            raise Unsupported("phase.rs plays games of two or more players")
        if len(set(names)) != len(names):
            raise MalformedRequest(f"setup: player names must be different, got {names}")
        if setup.active_player not in names:
            raise MalformedRequest(f"setup: active player {setup.active_player!r} is not one of {names}")
        if setup.step in (Step.UNTAP, Step.CLEANUP):
            raise MalformedRequest(f"setup: a game cannot start in the {setup.step} step (nobody has priority)")
        if setup.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
            raise MalformedRequest(f"setup: start before combat and use 'advance'; {setup.step} needs "
                                   "declared attackers")
        if setup.turn < 1:
            raise MalformedRequest(f"setup: turn must be 1 or more, got {setup.turn}")
        self.names = names
        db = load_cards()
        build = card_data()
        for p in setup.players:
            for card in self._setup_cards(p):
                if card not in db:
                    raise MalformedRequest(f"setup: {p.name}: unknown card {card!r}")
                if card in build.failures:
                    raise Unsupported(f"phase.rs's card generator could not build {card}: {build.failures[card]}")
        if setup.plane is not None:
            if setup.plane.owner not in names:
                raise MalformedRequest(f"setup: the plane's owner {setup.plane.owner!r} is not a player")
            if "Plane" not in db[setup.plane.card].types:
                raise MalformedRequest(f"setup: {setup.plane.card} is not a plane")
        for p in setup.players:
            for perm in p.battlefield:
                self._check_permanent(perm, names)
        planechase = setup.plane is not None or any(p.planar_deck for p in setup.players)
        planes: list[str] = []
        if planechase:
            planes = self._check_planechase(setup)
        fmt = "Planechase" if planechase else ("Legacy" if len(names) == 2 else "FreeForAll")
        decks, fillers = [], []
        for p in setup.players:
            main = list(self._setup_cards(p))
            if not main:
                # phase.rs refuses an empty library; a filler card is removed again below.
                main, filler = [_filler_card(build)], True
            else:
                filler = False
            fillers.append(filler)
            decks.append({"main_deck": main})
        if planes:
            decks[0]["planar_deck"] = planes
        self._start(setup, decks, fmt, planes)
        objects = self._check_decks(setup, decks)
        # Debug mode is switched on once, and stays on for the game: every state()/load_game round
        # trip is a risk (phase.rs 0.103.0 loses the card identity of a melded permanent in one),
        # and debug mode changes no rule (it only allows the Debug actions, which only the setup
        # and outside events send). The same round trip sets the counters no debug action sets.
        self._debug(True, turn=setup.turn, lands_played={i: p.lands_played for i, p in enumerate(setup.players)},
                    die_rolls={i: p.planar_die_rolls for i, p in enumerate(setup.players)})
        melded = self._meld(setup, objects)
        placed: dict[tuple[int, int], int] = {}
        if setup.plane is not None:
            self._set_counters(_call(self.game.state)["state"]["command_zone"][0], setup.plane.counters)
        for seat, p in enumerate(setup.players):
            placed.update(self._place_cards(seat, p, objects[seat], fillers[seat], melded))
        self._attach(setup, placed)
        for seat, p in enumerate(setup.players):
            self._debug_action("SetLife", player_id=seat, life=p.life)
            mana = self._parse_pool(p.name, p.mana_pool)
            if mana:
                self._debug_action("AddMana", player_id=seat, mana=mana)
        self._debug_action("SetPhase", phase=_STEP_TO_PHASE[setup.step],
                           active_player=names.index(setup.active_player))

        self._stack_seen = {s["id"] for s in _call(self.game.stack)}
        self._verify_setup(setup)

    def _check_planechase(self, setup: GameSetup) -> list[str]:
        """The planes of a Planechase setup, as phase.rs is to get them: the face-up plane first,
        then the planar deck from the top. phase.rs keeps a single planar deck: it reads it from
        the first seat's deck list (with none there it falls back on a default planar deck) and
        makes the player who takes the first turn its owner. So every plane must be owned by the
        active player; nor can a Planechase game start without a face-up plane (phase.rs turns one
        up at once)."""
        owner = setup.active_player
        owners = {p.name for p in setup.players if p.planar_deck}
        if setup.plane is not None:
            owners.add(setup.plane.owner)
        others = sorted(owners - {owner})
        if others:
            raise Unsupported(f"phase.rs keeps one planar deck, owned by the player who takes the first turn "
                              f"(here {owner}); planes owned by {', '.join(others)} cannot be set up")
        if setup.plane is None:
            raise Unsupported("phase.rs turns a plane face up as a Planechase game begins; a setup "
                              "without a face-up plane cannot be made")
        deck = next(p.planar_deck for p in setup.players if p.name == owner)
        return [setup.plane.card, *deck]

    def _start(self, setup: GameSetup, decks: list[dict[str, Any]], fmt: str, planes: list[str]) -> None:
        """A new game past the mulligans. phase.rs shuffles the planar deck and turns its top plane
        face up; no debug action reorders planes, so for a Planechase setup the game is started
        again with the next seeds until phase.rs's own shuffle gives the face-up plane and the
        planar deck the setup asks for."""
        engine = _engine()
        for attempt in range(PLANE_ATTEMPTS if planes else 1):
            self.game = _call(engine.new_game, decks[0], decks[1], extra_players=decks[2:] or None,
                              seed=SEED + attempt, format=fmt, first_player=self.names.index(setup.active_player))
            self._keep_opening_hands()
            if not planes:
                return
            state = _call(self.game.state)["state"]
            names = lambda ids: [state["objects"][str(i)]["name"] for i in ids]  # noqa: E731
            face_up, deck = names(state.get("command_zone") or []), names(state.get("planar_deck") or [])
            if Counter(face_up + deck) != Counter(planes):
                raise Unsupported(f"phase.rs did not resolve the plane(s) {sorted((Counter(planes) - Counter(face_up + deck)).elements())}")
            if face_up == planes[:1] and deck == planes[1:]:
                return
        raise Unsupported(f"phase.rs's shuffle did not give the planar deck {planes} in {PLANE_ATTEMPTS} seeds")

    @staticmethod
    def _setup_cards(p) -> list[str]:
        names = [*p.library, *p.hand, *p.graveyard, *p.exile]
        for perm in p.battlefield:
            names.extend(perm.meld_cards or (perm.card,))
        return names

    @staticmethod
    def _check_permanent(perm: PermanentSetup, names: list[str]) -> None:
        if perm.controller is not None and perm.controller not in names:
            raise MalformedRequest(f"setup: {perm.card} is controlled by {perm.controller!r}, who is not a player")
        if any(n < 0 for n in perm.counters.values()):
            raise MalformedRequest(f"setup: {perm.card} cannot have a negative number of counters")
        if perm.copy_of is not None:
            raise Unsupported("phase.rs's debug actions cannot make a permanent a copy of another card")
        if perm.token:
            raise Unsupported("phase.rs's debug actions cannot create a token from a card name")

    def _keep_opening_hands(self) -> None:
        """Keep every opening hand, and decline what the opening hands offer (a Leyline's "you may
        begin the game with it on the battlefield"): the setup puts every card where it belongs."""
        for _ in range(64):
            wf = _call(self.game.waiting_for)
            kind = wf.get("type")
            if kind == "Priority":
                if not _call(self.game.stack):
                    return
                # Abilities that triggered as the first turn began (a plane's "at the beginning of
                # your upkeep"): let them resolve, the setup then sets every value it names.
                _call(self.game.apply, wf["data"]["player"],
                      _call(_phase.GameAction.from_dict, {"type": "PassPriority"}))
                continue
            seat = self._prompted_seat(wf)
            if kind == "MulliganDecision":
                keep = [a for a in _call(self.game.actions)
                        if a.kind == "MulliganDecision" and a.data["choice"]["type"] == "Keep"]
                if not keep:
                    raise EngineFault(f"phase.rs offers no 'keep' at the mulligan: {_short(json.dumps(wf))}")
                _call(self.game.apply, seat, keep[0])
            elif kind == "OptionalEffectChoice":
                _call(self.game.apply, seat, _call(_phase.GameAction.from_dict,
                                                   {"type": "DecideOptionalEffect", "data": {"accept": False}}))
            else:
                raise Unsupported(f"phase.rs asks something before the first turn the adapter cannot answer: "
                                  f"{_prompt_text(wf)}")
        raise EngineFault("phase.rs kept asking questions before the first turn")

    @staticmethod
    def _prompted_seat(wf: dict[str, Any]) -> int:
        data = wf.get("data") or {}
        if isinstance(data.get("player"), int):
            return data["player"]
        pending = data.get("pending") or []
        if pending and isinstance(pending[0], dict) and isinstance(pending[0].get("player"), int):
            return pending[0]["player"]
        return 0

    def _check_decks(self, setup: GameSetup, decks: list[dict[str, Any]]) -> list[dict[str, list[int]]]:
        """Every deck card made an object (phase.rs drops names it does not know without a word):
        the objects of each seat by suite card name."""
        found: list[dict[str, list[int]]] = []
        for seat, deck in enumerate(decks):
            player = _call(self.game.player, seat)
            ids = [o["id"] for o in _call(self.game.hand, seat)] + list(player["library"])
            by_name: dict[str, list[int]] = {}
            for number in ids:
                obj = _call(self.game.object, number)
                by_name.setdefault(self._suite_name(obj), []).append(number)
            wanted = Counter(deck["main_deck"])
            have = Counter({n: len(v) for n, v in by_name.items()})
            missing = wanted - have
            if missing:
                raise Unsupported(f"phase.rs did not resolve the card name(s) {sorted(missing)} "
                                  f"in {self.names[seat]}'s deck")
            found.append(by_name)
        return found

    def _debug(self, on: bool, turn: int | None = None, lands_played: dict[int, int] | None = None,
               die_rolls: dict[int, int] | None = None) -> None:
        """Switch the engine's debug mode through its exported state (the only switch there is).
        The same round trip sets the turn number, the lands played and the planar die rolls this
        turn, which no debug action sets: they are plain counters of the engine's state."""
        state = _call(self.game.state)
        s = state["state"]
        s["debug_mode"] = on
        s["debug_permitted"] = list(range(len(self.names))) if on else []
        s["format_config"]["allow_debug_actions"] = on
        if turn is not None:
            s["turn_number"] = turn
        if lands_played:
            for seat, n in lands_played.items():
                s["players"][seat]["lands_played_this_turn"] = n
            active = s["active_player"]
            s["lands_played_this_turn"] = s["players"][active]["lands_played_this_turn"]
            by_player = s.get("lands_played_this_turn_by_player")
            if isinstance(by_player, dict):
                by_player.clear()
                # One record per land played; the setup does not say from where: from the hand.
                by_player.update({str(seat): [{"from_zone": "Hand"}] * n for seat, n in lands_played.items() if n})
        if die_rolls and any(die_rolls.values()):
            s["planar_die_actions_this_turn"] = {str(seat): n for seat, n in die_rolls.items() if n}
        self.game = _call(_engine().load_game, state)

    def _debug_action(self, kind: str, **data: Any) -> Any:
        action = _call(_phase.GameAction.from_dict, {"type": "Debug", "data": {"type": kind, "data": data}})
        try:
            return _call(self.game.apply, 0, action)
        except _EngineRefused as exc:
            raise Unsupported(f"phase.rs refused the debug action {kind} {data}: {_refusal(str(exc))}") from None

    def _meld(self, setup: GameSetup, objects: list[dict[str, list[int]]]) -> dict[tuple[int, int], int]:
        """Melded permanents of the setup, made the only way phase.rs makes them: by its own meld
        ability. For each owner, the two cards go onto the battlefield first (before any other card
        is placed, so the melded permanent's "enters" abilities find nothing else there), the game
        passes from that player's precombat main phase into combat, where phase.rs's meld trigger
        (Graf Rats: "At the beginning of combat on your turn ...") exiles and melds them, and every
        ability then on the stack resolves. A pair phase.rs does not meld this way is unsupported.
        Returns (seat, index in the setup's battlefield) → the melded permanent's object number;
        the cards used are taken out of ``objects``."""
        done: dict[tuple[int, int], int] = {}
        for seat, p in enumerate(setup.players):
            wanted = [(i, perm) for i, perm in enumerate(p.battlefield) if perm.meld_cards]
            if not wanted:
                continue
            for _, perm in wanted:
                for name in perm.meld_cards:
                    number = objects[seat][name].pop(0)
                    self._move(number, "Battlefield")
                    self._debug_action("SetSummoningSickness", object_id=number, sick=False)
            self._debug_action("SetPhase", phase="PreCombatMain", active_player=seat)
            for _ in range(MAX_STEPS):
                wf = _call(self.game.waiting_for)
                if wf.get("type") != "Priority":
                    raise Unsupported(f"making {p.name}'s melded permanent(s), phase.rs asked {_prompt_text(wf)}")
                if _call(lambda: self.game.phase) != "PreCombatMain" and not _call(self.game.stack):
                    break
                _call(self.game.apply, wf["data"]["player"],
                      _call(_phase.GameAction.from_dict, {"type": "PassPriority"}))
            state = _call(self.game.state)["state"]
            hosts = [state["objects"][str(n)] for n in state["battlefield"]]
            hosts = [o for o in hosts if o.get("owner") == seat and len(self._card_names(o, state["objects"])) == 2]
            for index, perm in wanted:
                host = next((o for o in hosts if o["name"] == perm.card
                             and sorted(self._card_names(o, state["objects"])) == sorted(perm.meld_cards)), None)
                if host is None:
                    raise Unsupported(f"phase.rs did not meld {' and '.join(perm.meld_cards)} into {perm.card} "
                                      "at the beginning of combat")
                hosts.remove(host)
                done[(seat, index)] = host["id"]
        return done

    def _place_cards(self, seat: int, p, objects: dict[str, list[int]], filler: bool,
                     melded: dict[tuple[int, int], int]) -> dict[tuple[int, int], int]:
        """Put one player's cards where the setup says; returns (seat, index in the setup's
        battlefield) → object number of each permanent."""
        pool = {name: list(ids) for name, ids in objects.items()}

        def take(name: str) -> int:
            return pool[name].pop(0)

        hand = [take(n) for n in p.hand]
        graveyard = [take(n) for n in p.graveyard]
        exile = [take(n) for n in p.exile]
        battlefield = [(melded[(seat, i)] if (seat, i) in melded else take(perm.card), perm)
                       for i, perm in enumerate(p.battlefield)]
        library = [take(n) for n in p.library]
        leftover = [n for ids in pool.values() for n in ids]
        # Everything starts in the library or hand; empty the library so it can be refilled in order.
        for number in list(_call(self.game.player, seat)["library"]):
            self._move(number, "Hand")
        for number in graveyard:
            self._move(number, "Graveyard")
        for number in exile:
            self._move(number, "Exile")
        for number, perm in battlefield:
            if not perm.meld_cards:
                self._move(number, "Battlefield")
            obj = _call(self.game.object, number)
            if perm.transformed:
                self._debug_action("SetFaceState", object_id=number, transformed=True)
            controller = self.names.index(perm.controller) if perm.controller else seat
            if controller != obj["controller"]:
                self._debug_action("SetController", object_id=number, controller=controller)
            if perm.tapped:
                self._debug_action("SetTapped", object_id=number, tapped=True)
            self._set_counters(number, perm.counters)
            self._debug_action("SetSummoningSickness", object_id=number, sick=perm.summoning_sick)
        for number in library:
            self._move(number, "Library")
        for number in leftover:
            if not filler:
                raise EngineFault(f"setup: object {number} of {p.name} was not placed")
            self._debug_action("RemoveObject", object_id=number)
        del hand
        return {(seat, i): number for i, (number, _) in enumerate(battlefield)}

    def _attach(self, setup: GameSetup, placed: dict[tuple[int, int], int]) -> None:
        """Auras of the setup, attached with the engine's Attach debug action to the first
        permanent with the name given, or to the player named."""
        order = [(seat, i, perm) for seat, p in enumerate(setup.players) for i, perm in enumerate(p.battlefield)]
        for seat, i, perm in order:
            if perm.attached_to is None:
                continue
            if perm.attached_to in self.names:
                target = {"type": "Player", "data": self.names.index(perm.attached_to)}
            else:
                found = next((placed[(s2, j)] for s2, j, other in order
                              if (s2, j) != (seat, i) and perm.attached_to in (other.card, *other.meld_cards)), None)
                if found is None:
                    raise MalformedRequest(f"setup: {perm.card} is attached to {perm.attached_to!r}, which is "
                                           "neither a permanent nor a player")
                target = {"type": "Object", "data": found}
            self._debug_action("Attach", object_id=placed[(seat, i)], target=target)

    def _set_counters(self, number: int, wanted: Any) -> None:
        """Make the counters on an object exactly ``wanted`` (kinds in the protocol's words)."""
        have = {_PHASE_TO_COUNTER.get(k, k): v for k, v in (_call(self.game.object, number).get("counters") or {}).items()}
        for kind in sorted(set(have) | set(wanted)):
            delta = int(wanted.get(kind, 0)) - int(have.get(kind, 0))
            if delta:
                self._debug_action("ModifyCounters", object_id=number,
                                   counter_type=_COUNTER_TO_PHASE.get(kind, kind), delta=delta)

    def _move(self, number: int, zone: str) -> None:
        self._debug_action("MoveToZone", object_id=number, to_zone=zone)

    def _parse_pool(self, player: str, pool: str) -> list[str]:
        symbols = re.findall(r"\{([^}]*)\}", pool or "")
        if "".join(f"{{{s}}}" for s in symbols) != (pool or ""):
            raise MalformedRequest(f"setup: {player}'s mana pool {pool!r} is not mana symbols")
        out = []
        for s in symbols:
            if s not in _MANA_TO_PHASE:
                raise MalformedRequest(f"setup: {player}'s mana pool holds {{{s}}}, which is not a mana symbol")
            out.append(_MANA_TO_PHASE[s])
        return out

    def _verify_setup(self, setup: GameSetup) -> None:
        """What the engine holds now is the setup asked for; a difference means the engine could
        not be told something, which is reported instead of played."""
        obs = self.observe()
        problems = []
        if obs.active_player != setup.active_player or obs.step != setup.step or obs.turn != setup.turn:
            problems.append(f"turn {obs.turn}, {obs.active_player}'s {obs.step}")
        for p in setup.players:
            view = obs.player(p.name)
            for zone in ("library", "graveyard"):
                if [c.name for c in getattr(view, zone)] != list(getattr(p, zone)):
                    problems.append(f"{p.name}'s {zone} is {[c.name for c in getattr(view, zone)]}")
            if Counter(c.name for c in view.hand) != Counter(p.hand):
                problems.append(f"{p.name}'s hand is {[c.name for c in view.hand]}")
            if view.life != p.life:
                problems.append(f"{p.name}'s life is {view.life}")
            if Counter(re.findall(r"\{[^}]*\}", view.mana_pool)) != Counter(re.findall(r"\{[^}]*\}", p.mana_pool)):
                problems.append(f"{p.name}'s mana pool is {view.mana_pool!r}")
            if view.lands_played != p.lands_played:
                problems.append(f"{p.name} has played {view.lands_played} lands")
            exiled = Counter(c.name for c in obs.exile if c.owner == p.name)
            if exiled != Counter(p.exile):
                problems.append(f"{p.name}'s exiled cards are {sorted(exiled.elements())}")
            perms = [v for v in obs.battlefield if v.owner == p.name]
            want = sorted((x.card, x.controller or p.name, x.tapped, tuple(sorted(x.counters.items())))
                          for x in p.battlefield)
            have = sorted((v.name if len(v.cards) > 1 else (v.cards[0] if v.cards else v.name), v.controller,
                           v.tapped, tuple(sorted(v.counters.items()))) for v in perms)
            if want != have:
                problems.append(f"{p.name}'s permanents are {have}")
        if setup.plane is not None:
            plane = obs.plane
            if plane is None or (plane.name, plane.owner, dict(plane.counters)) != \
                    (setup.plane.card, setup.plane.owner, {k: v for k, v in setup.plane.counters.items() if v}):
                problems.append(f"the face-up plane is {plane}")
            for p in setup.players:
                if [c.name for c in obs.player(p.name).planar_deck] != list(p.planar_deck):
                    problems.append(f"{p.name}'s planar deck is {[c.name for c in obs.player(p.name).planar_deck]}")
                if obs.player(p.name).planar_die_rolls != p.planar_die_rolls:
                    problems.append(f"{p.name} has rolled the planar die {obs.player(p.name).planar_die_rolls} times")
        if obs.priority != setup.active_player:
            problems.append(f"{obs.priority or 'nobody'} has priority")
        if problems:
            raise Unsupported("phase.rs could not be put into the starting state: " + "; ".join(problems))

    # ---- names ------------------------------------------------------------------------------

    def _suite_name(self, obj: dict[str, Any], on_stack: bool = False) -> str:
        """The suite's name for an engine object: its current face, or for a split card outside
        the stack the whole card ("Fire // Ice")."""
        name = obj.get("name") or ""
        if on_stack:
            return name
        return card_data().faces.get(name.lower(), name) if _is_split_face(name) else name

    def _card_names(self, obj: dict[str, Any], objects: dict[str, Any] | None = None) -> tuple[str, ...]:
        """The cards that represent a permanent, by their printed names (a copy's card is its own
        card; a transformed card is its front face; a melded permanent, its two cards)."""
        ref = obj.get("base_printed_ref") or obj.get("printed_ref") or {}
        components = obj.get("merged_components") or []
        if obj.get("merge_kind") == "Meld" and len(components) > 1:
            names = []
            for number in components:
                part = obj if number == obj["id"] else (
                    (objects or {}).get(str(number)) or self._get_object(number) or {})
                names.append(_meld_card_name(part))
            return tuple(names)
        if obj.get("transformed"):
            front = _front_face(ref.get("oracle_id"))
            if front:
                return (front,)
        printed = ref.get("face_name")
        if printed:
            return (self._suite_name({"name": printed}),)
        return (self._suite_name(obj),)

    # ---- actions ----------------------------------------------------------------------------

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        if self.game is None:
            raise MalformedRequest("no game: call setup first")
        snapshot = _call(self.game.state)
        seen = set(self._stack_seen)
        self.events = []
        ctx = self._ctx = _Choices(choices)
        self._extra_queue = None
        try:
            self._dispatch(action, ctx)
        except BaseException as exc:
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            self._restore(snapshot, seen)
            if isinstance(exc, ProtocolError):
                raise
            if isinstance(exc, _EngineRefused):
                raise EngineFault(f"phase.rs refused a call of the adapter: {_short(str(exc))}") from None
            raise
        finally:
            self._ctx = None
            self._pushed = {}
        return ActionResult(events=tuple(e for e in self.events if e is not None), choices_used=ctx.used)

    def _restore(self, snapshot: Any, seen: set[int]) -> None:
        try:
            self.game = _call(_engine().load_game, snapshot)
        except ProtocolError:
            self.game = None
            raise
        self._stack_seen = seen

    def _dispatch(self, action, ctx: _Choices) -> None:
        match action:
            case CastSpell():
                self._cast(action, ctx)
            case PlayLand(player=player, card=card):
                self._play_land(player, card, ctx)
            case ActivateAbility():
                self._activate(action, ctx)
            case PassPriority(player=player):
                self._pass(player, ctx)
            case PassUntilStackEmpty():
                self._pass_until_stack_empty(ctx)
            case AdvanceTo(step=step):
                self._advance(step, ctx)
            case DeclareAttackers():
                self._declare_attackers(action, ctx)
            case DeclareBlockers():
                self._declare_blockers(action, ctx)
            case OutsideEvent():
                self._outside_event(action, ctx)
            case RollPlanarDie(player=player):
                self._roll_planar_die(player, ctx)
            case _:
                raise MalformedRequest(f"not an action: {action!r}")

    # ---- applying engine actions ------------------------------------------------------------

    def _waiting(self) -> dict[str, Any]:
        return _call(self.game.waiting_for) or {}

    def _actor(self) -> int | None:
        data = self._waiting().get("data")
        if isinstance(data, dict) and isinstance(data.get("player"), int):
            return data["player"]
        return None

    def _legal(self) -> list[Any]:
        return list(_call(self.game.actions))

    def _apply(self, seat: int, action: Any) -> Any:
        """Apply one engine action and translate what it reports; a refusal is an IllegalAction
        carrying the engine's reason."""
        if isinstance(action, dict):
            action = _call(_phase.GameAction.from_dict, action)
        self._refresh_extra_queue()
        try:
            result = _call(self.game.apply, seat, action)
        except _EngineRefused as exc:
            raise IllegalAction(f"phase.rs: {_refusal(str(exc))}", _cited_rule(str(exc))) from None
        if log.isEnabledFor(logging.DEBUG):
            log.debug("apply %s %s -> %s", seat, _short(json.dumps(action.to_dict()), 400),
                      [_short(json.dumps(_no_record(e)), 300) for e in result.events or ()])
            log.debug("waiting for %s", _short(json.dumps(result.waiting_for), 600))
        self._translate(result.events)
        self._note_new_stack_items()
        wf = result.waiting_for or {}
        if wf.get("type") == "Priority":
            self._emit(EventType.PRIORITY, player=self._name(wf["data"]["player"]))
        return result

    def _settle(self, ctx: _Choices, cast: CastSpell | None = None, plan: dict[str, Any] | None = None) -> None:
        """Answer the prompts the engine waits on until it waits for a player's priority (or a
        declaration of attackers or blockers, or the end of the game)."""
        for _ in range(MAX_STEPS):
            wf = self._waiting()
            kind = wf.get("type")
            if kind in (None, "Priority", "DeclareAttackers", "DeclareBlockers", "GameOver"):
                return
            self._answer(wf, ctx, cast, plan if plan is not None else {})
        raise EngineFault(f"phase.rs kept prompting after {MAX_STEPS} answers")

    # ---- prompts ----------------------------------------------------------------------------

    def _answer(self, wf: dict[str, Any], ctx: _Choices, cast: CastSpell | None, plan: dict[str, Any]) -> None:
        kind = wf["type"]
        data = wf.get("data") or {}
        seat = data.get("player", 0) if isinstance(data, dict) else 0
        player = self.names[seat] if isinstance(seat, int) and seat < len(self.names) else "?"
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            raise Unsupported(f"the phase adapter cannot answer phase.rs's prompt {kind} "
                              f"({player}): {_prompt_text(wf)}")
        handler(seat, player, data, ctx, cast, plan, wf)

    def _on_TargetSelection(self, seat, player, data, ctx, cast, plan, wf) -> None:
        slots = data.get("target_slots") or []
        selection = data.get("selection") or {}
        current = selection.get("current_slot", 0)
        legal = selection.get("current_legal_targets") or (slots[current]["legal_targets"] if slots else [])
        if cast is None:
            raise Unsupported(f"phase.rs asks {player} for targets outside a cast: {_prompt_text(wf)}")
        targets = plan.setdefault("targets", list(cast.targets))
        if not targets:
            optional = slots[current].get("optional") if current < len(slots) else False
            if optional:
                self._apply(seat, {"type": "ChooseTarget", "data": {"target": None}})
                return
            raise IllegalAction(f"{player} names no target for {self._cast_name(cast)}, and phase.rs asks for one "
                                f"(legal: {self._describe_targets(legal)})")
        target = self._target_ref(targets.pop(0))
        if target not in legal:
            raise IllegalAction(f"{self._describe_target(target)} is not a legal target for phase.rs "
                                f"(legal: {self._describe_targets(legal)})")
        self._apply(seat, {"type": "ChooseTarget", "data": {"target": target}})

    def _on_AlternativeCastChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        keyword = str((data.get("keyword") or {}).get("type") or "").lower()
        wanted = (cast.alternative_cost or "").lower() if cast else ""
        choice = "Alternative" if wanted and wanted == keyword else "Normal"
        if choice == "Alternative":
            plan["alternative"] = keyword
        self._choose_listed(seat, "ChooseAlternativeCast", lambda d: (d.get("choice") or {}).get("type") == choice,
                            f"casting {plan.get('card')} for its {keyword if choice == 'Alternative' else 'mana'} cost")

    def _on_ModalFaceChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        card = plan.get("card") or ""
        halves = [f.name for f in load_cards()[card].faces] if card in load_cards() else []
        if cast is None or cast.face is None:
            raise IllegalAction(f"{card} is a split card: the cast names none of its halves {halves}")
        if cast.face not in halves:
            raise IllegalAction(f"{cast.face!r} is not a half of {card} ({' or '.join(halves)})")
        back = halves.index(cast.face) == 1
        self._choose_listed(seat, "ChooseModalFace", lambda d: d.get("back_face") == back,
                            f"casting the {cast.face} half of {card}")

    def _on_ModeChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        modes = list(cast.modes) if cast else []
        if not modes:
            raise IllegalAction(f"{plan.get('card')} is modal and the cast chooses no mode")
        indices = [m - 1 for m in modes]
        plan["modes_chosen"] = True
        self._choose_listed(seat, "SelectModes", lambda d: list(d.get("indices") or []) == indices,
                            f"choosing modes {modes} of {plan.get('card')}")

    def _on_ChooseXValue(self, seat, player, data, ctx, cast, plan, wf) -> None:
        if cast is None or cast.x is None:
            raise IllegalAction(f"{plan.get('card')} has X in its cost and the cast announces no X")
        plan["x_chosen"] = True
        self._choose_listed(seat, "ChooseX", lambda d: d.get("value") == cast.x,
                            f"X = {cast.x} for {plan.get('card')} (phase.rs allows {data.get('min')}..{data.get('max')})")

    def _on_OptionalCostChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        kind = str((data.get("cost") or {}).get("type") or "").lower()
        pay = bool(cast) and kind in [c.lower() for c in cast.additional_costs]
        if pay:
            plan.setdefault("paid_optional", []).append(kind)
        self._choose_listed(seat, "DecideOptionalCost", lambda d: d.get("pay") == pay,
                            f"{'paying' if pay else 'not paying'} the {kind} cost of {plan.get('card')}")

    def _on_PayCost(self, seat, player, data, ctx, cast, plan, wf) -> None:
        kind = (data.get("kind") or {}).get("type")
        if kind != "Sacrifice":
            raise Unsupported(f"the phase adapter cannot pay phase.rs's {kind} cost ({player}): {_prompt_text(wf)}")
        chosen = plan.setdefault("sacrifice_left", list(cast.sacrifice) if cast else [])
        count = data.get("count") or 1
        picks, ids = chosen[:count], []
        for pick in picks:
            ids.append(self._object(pick, "permanent")["id"])
        del chosen[:count]
        plan.setdefault("sacrificed", []).extend(picks)
        if len(ids) < (data.get("min_count") or 0):
            raise IllegalAction(f"{plan.get('card')} needs {data.get('min_count')} permanent(s) sacrificed "
                                f"and the cast names {len(ids)}")
        self._choose_listed(seat, "SelectCards", lambda d: sorted(d.get("cards") or []) == sorted(ids),
                            f"sacrificing {', '.join(picks) or 'nothing'} for {plan.get('card')}",
                            build={"type": "SelectCards", "data": {"cards": ids}})

    def _choose_listed(self, seat: int, kind: str, match: Callable[[dict[str, Any]], bool], what: str,
                       build: dict[str, Any] | None = None, build_always: bool = False) -> None:
        """Apply the engine's listed answer of ``kind`` that ``match`` picks; when it lists none,
        the engine is asked with ``build`` (if given) and its refusal is the reason."""
        listed = [a for a in self._legal() if a.kind == kind and match(a.data or {})]
        if listed:
            self._apply(seat, listed[0])
            return
        offered = [a.data for a in self._legal() if a.kind == kind]
        if build is not None and (build_always or not offered):
            self._apply(seat, build)
            return
        raise IllegalAction(f"phase.rs does not allow {what} (it offers {offered})")

    def _on_TriggerTargetSelection(self, seat, player, data, ctx, cast, plan, wf) -> None:
        legal = (data.get("selection") or {}).get("current_legal_targets") or []
        question = Question(kind=QuestionKind.TARGETS, player=player, prompt=_prompt_text(wf),
                            options=tuple(self._describe_targets_list(legal)))
        answer = plan.get("trigger_targets")
        if answer is None:
            answer = list(ctx.take(question))
            plan["trigger_targets"] = answer
        if not answer:
            self._apply(seat, {"type": "ChooseTarget", "data": {"target": None}})
            plan.pop("trigger_targets", None)
            return
        target = self._target_ref(answer.pop(0))
        if not answer:
            plan.pop("trigger_targets", None)
        if target not in legal:
            raise IllegalAction(f"{self._describe_target(target)} is not a legal target "
                                f"(legal: {self._describe_targets(legal)})")
        self._apply(seat, {"type": "ChooseTarget", "data": {"target": target}})

    def _on_ManaPayment(self, seat, player, data, ctx, cast, plan, wf) -> None:
        sources = plan.setdefault("mana_abilities", list(cast.mana_abilities) if cast else [])
        while sources:
            source = self._object(sources.pop(0), "permanent")
            legal = [a for a in self._legal() if a.kind == "ActivateAbility"
                     and a.data.get("source_id") == source["id"]]
            if legal:
                self._apply(seat, legal[0])
                return
            if "Land" in ((source.get("card_types") or {}).get("core_types") or ()):
                raise Unsupported(f"the phase adapter cannot tap lands for mana while paying (phase.rs's "
                                  f"TapLandForMana takes a mana selection it does not describe): {source['name']}")
            raise IllegalAction(f"phase.rs does not let {player} activate a mana ability of "
                                f"{source['name']} now")
        passes = [a for a in self._legal() if a.kind == "PassPriority"]
        if not passes:
            raise EngineFault("phase.rs offers no way to finish paying")
        before = self._waiting()
        self._apply(seat, passes[0])
        if self._waiting() == before:
            raise IllegalAction(f"{player} cannot pay for {self._cast_name(cast) if cast else 'it'} "
                                f"with {self._pool_text(seat)} (phase.rs keeps waiting for payment)")

    def _on_DigChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """phase.rs asks explore's "may put the revealed card into your graveyard" (CR 701.44a) as
        a dig: keep up to one card on top of the library, the rest to the graveyard."""
        cards = [c for c in data.get("cards") or () if isinstance(c, int)]
        if not (data.get("kept_destination") == "Library" and data.get("rest_destination") == "Graveyard"
                and len(cards) == 1 and data.get("up_to")):
            raise Unsupported(f"the phase adapter cannot answer phase.rs's dig prompt ({player}): {_prompt_text(wf)}")
        name = self._suite_name(_call(self.game.object, cards[0]))
        question = Question(kind=QuestionKind.EXPLORE_TO_GRAVEYARD, player=player,
                            prompt=f"Put {name} into your graveyard? ({_prompt_text(wf)})")
        answer = ctx.take(question)
        if not isinstance(answer, bool):
            raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
        keep = [] if answer else cards
        legal = [a for a in self._legal() if a.kind == "SelectCards" and sorted(a.data.get("cards") or []) == keep]
        if not legal:
            raise EngineFault(f"phase.rs does not offer to keep {keep} at its dig prompt")
        self._apply(seat, legal[0])

    def _on_NamedChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        if data.get("choice_type") != "CardName":
            raise Unsupported(f"the phase adapter cannot answer phase.rs's {data.get('choice_type')} choice "
                              f"({player}): {_prompt_text(wf)}")
        source = ((data.get("source") or {}).get("prompt") or {}).get("display_name")
        question = Question(kind=QuestionKind.NAME_CARD, player=player,
                            prompt=f"Choose a card name{f' ({source})' if source else ''}.")
        answer = ctx.take(question)
        if not isinstance(answer, str):
            raise IllegalAction(f"the answer to {question.kind} must be a card name, not {answer!r}")
        self._choose_listed(seat, "ChooseOption", lambda d: d.get("choice") == answer, f"naming {answer!r}",
                            build={"type": "ChooseOption", "data": {"choice": answer}}, build_always=True)

    def _on_ReplacementChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        candidates = data.get("candidates") or []
        if (data.get("kind") or {}).get("type") == "OptionalBranch":
            # "You may have ~ enter as ..." with a Decline branch: a "may".
            offer = next((c for c in candidates if c.get("description") != "Decline"), candidates[0] if candidates else {})
            text = _describe_ability(offer.get("description"), offer.get("source_name"))
            question = Question(kind=QuestionKind.MAY, player=player, prompt=text or _prompt_text(wf))
            answer = ctx.take(question)
            if not isinstance(answer, bool):
                raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
            index = next((i for i, c in enumerate(candidates)
                          if (c.get("description") == "Decline") != answer), None)
        else:
            names = [c.get("source_name") for c in candidates]
            question = Question(kind=QuestionKind.REPLACEMENT_EFFECT, player=player,
                                prompt=f"Which replacement effect applies first? ({_prompt_text(wf)})",
                                options=tuple(names))
            answer = ctx.take(question)
            index = names.index(answer) if answer in names else None
            if index is None:
                raise IllegalAction(f"{answer!r} is not one of the replacement effects phase.rs offers ({names})")
        self._choose_listed(seat, "ChooseReplacement", lambda d: d.get("index") == index,
                            f"replacement choice {index}")

    def _on_CopyTargetChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        valid = data.get("valid_targets") or []
        question = Question(kind=QuestionKind.CHOOSE_OBJECT, player=player, prompt=_prompt_text(wf),
                            options=tuple(self._describe_target({"Object": v}) for v in valid))
        answer = ctx.take(question)
        number = self._object(answer, "permanent")["id"] if isinstance(answer, str) else None
        self._choose_listed(seat, "ChooseTarget", lambda d: d.get("target") == {"Object": number},
                            f"choosing {answer!r}")

    def _on_DistributeAmong(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Dividing damage or counters among targets (CR 601.2d). The protocol has no question for
        a division; when phase.rs offers exactly one way (2 damage between two targets: 1 each)
        there is nothing to decide and it is applied; otherwise the scenario is unsupported."""
        listed = [a for a in self._legal() if a.kind == "DistributeAmong"]
        if len(listed) != 1:
            raise Unsupported(f"phase.rs asks {player} to divide {data.get('total')} among targets in one of "
                              f"{len(listed)} ways; the protocol has no question for a division")
        self._apply(seat, listed[0])

    def _on_OrderTriggers(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Several abilities of one player trigger at once (CR 603.3b). Abilities that are the same
        (one source, one text) need no decision (docs/protocol.md: no order_triggers question
        then), and the engine's first listed order is taken; otherwise ``order_triggers`` is asked:
        each ability named by its source (``{"source": id, "ability": n}``, n its place among the
        source's printed triggered abilities), first put on the stack first. An id names the source
        in any of its incarnations (the one the scenario saw, or the one after it left)."""
        triggers = data.get("triggers") or []
        keys = {(t.get("source_id"), t.get("description")) for t in triggers}
        listed = [a for a in self._legal() if a.kind == "OrderTriggers"]
        if len(keys) <= 1:
            identity = [a for a in listed if list(a.data.get("order") or []) == list(range(len(triggers)))]
            if not identity:
                raise EngineFault(f"phase.rs offers no order of {len(triggers)} abilities")
            self._apply(seat, identity[0])
            return
        refs = []
        for t in triggers:
            source = _call(self.game.object, t.get("source_id")) if t.get("source_id") is not None else None
            printed = [(d.get("definition") or {}).get("description") for d in (source or {}).get("trigger_definitions") or ()]
            refs.append({"source": self._oid(source) if source else None,
                         "ability": printed.index(t.get("description")) if t.get("description") in printed else None})
        question = Question(kind=QuestionKind.ORDER_TRIGGERS, player=player,
                            prompt="In which order are these abilities put on the stack?", options=tuple(refs))
        answer = ctx.take(question)
        if not isinstance(answer, (list, tuple)) or not all(isinstance(a, dict) for a in answer):
            raise IllegalAction(f"the answer to {question.kind} must be a list of {{'source': id, 'ability': n}}, "
                                f"not {answer!r}")
        number = lambda ref: str(ref.get("source") or "").split(".")[0]  # noqa: E731  (any incarnation)
        left = list(range(len(triggers)))
        order = []
        for entry in answer:
            same = [i for i in left if refs[i]["source"] is not None and number(refs[i]) == number(entry)]
            if entry.get("ability") is None and len({triggers[i].get("description") for i in same}) > 1:
                raise IllegalAction(f"{entry!r} names a source with several different abilities waiting; "
                                    f"say which with 'ability'")
            match = next((i for i in same if entry.get("ability") in (None, refs[i]["ability"])), None)
            if match is None:
                raise IllegalAction(f"{entry!r} is not one of the abilities to order ({refs})")
            left.remove(match)
            order.append(match)
        if left:
            raise IllegalAction(f"the trigger order leaves out {[refs[i] for i in left]}")
        self._choose_listed(seat, "OrderTriggers", lambda d: list(d.get("order") or []) == order,
                            f"ordering the abilities {order}")

    def _on_DiscardChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Discarding cards of the player's choice: one ``choose_object`` question per card, as
        many as are to be discarded; no question when the hand holds no more than that."""
        cards = [c for c in data.get("cards") or () if isinstance(c, int)]
        count = int(data.get("count") or 0)
        if len(cards) <= count:
            chosen = cards
        else:
            chosen = []
            for _ in range(count):
                options = tuple(self._oid(_call(self.game.object, c)) for c in cards if c not in chosen)
                question = Question(kind=QuestionKind.CHOOSE_OBJECT, player=player,
                                    prompt="Choose a card to discard", options=options)
                answer = ctx.take(question)
                if answer not in options:
                    raise IllegalAction(f"{answer!r} is not a card in {player}'s hand to discard")
                chosen.append(self._object(answer, "card")["id"])
        self._choose_listed(seat, "SelectCards", lambda d: sorted(d.get("cards") or []) == sorted(chosen),
                            f"discarding {chosen}")

    def _on_OptionalEffectChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        question = Question(kind=QuestionKind.MAY, player=player, prompt=_prompt_text(wf))
        answer = ctx.take(question)
        if not isinstance(answer, bool):
            raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
        self._apply(seat, {"type": "DecideOptionalEffect", "data": {"accept": answer}})

    # ---- protocol actions -------------------------------------------------------------------

    def _cast_name(self, cast: CastSpell) -> str:
        try:
            return self._suite_name(self._object(cast.card))
        except ProtocolError:
            return cast.card

    def _cast(self, action: CastSpell, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        obj = self._object(action.card, "card")
        name = self._suite_name(obj)
        candidates = [a for a in self._legal() if a.kind == "CastSpell" and a.data.get("object_id") == obj["id"]]
        if self._actor() != seat or not candidates:
            raise self._not_listed((seat, f"casting {name}", {
                "type": "CastSpell", "data": {"card_id": obj.get("card_id", obj["id"]), "object_id": obj["id"],
                                              "payment_mode": {"type": "Manual"}, "targets": []}}))
        chosen = candidates[0].to_dict()
        chosen["data"]["payment_mode"] = {"type": "Manual"}
        plan: dict[str, Any] = {"targets": list(action.targets), "mana_abilities": list(action.mana_abilities),
                                "card": name, "object": obj["id"]}
        self._apply(seat, chosen)
        self._settle(ctx, cast=action, plan=plan)
        wf = self._waiting()
        if wf.get("type") != "Priority":
            raise EngineFault(f"casting {name} ended waiting for {wf.get('type')}")
        self._check_targets(obj["id"], name, action.targets)
        unused = [s for s in action.sacrifice if s not in plan.get("sacrificed", ())]
        if unused:
            raise IllegalAction(f"phase.rs asked for no sacrifice of {', '.join(unused)} while casting {name}")
        for extra in action.additional_costs:
            if extra.lower() not in plan.get("paid_optional", ()):
                raise IllegalAction(f"phase.rs did not offer the additional cost {extra!r} for {name}")
        if action.modes and not plan.get("modes_chosen"):
            raise IllegalAction(f"phase.rs did not ask for modes of {name}")
        if action.x is not None and not plan.get("x_chosen"):
            raise IllegalAction(f"phase.rs did not ask for the value of X of {name}")
        self._check_variant(obj["id"], name, action.alternative_cost, plan)

    def _check_targets(self, number: int, name: str, wanted: Sequence[Target]) -> None:
        """The spell on the stack has the targets the action names. phase.rs chooses a target by
        itself when there is exactly one legal choice (a spell on the stack for a counterspell):
        that is fine when it is the one named."""
        item = next((i for i in _call(self.game.stack) if i["id"] == number), None)
        if item is None:
            return
        chosen = _collect_targets((item.get("kind") or {}).get("data") or {})
        requested = [self._target_ref(t) for t in wanted]
        canon = lambda refs: Counter(json.dumps(r, sort_keys=True) for r in refs)  # noqa: E731
        if canon(chosen) != canon(requested):
            raise IllegalAction(f"phase.rs cast {name} targeting {self._describe_targets(chosen)}, not "
                                f"{self._describe_targets(requested)}")

    def _check_variant(self, number: int, name: str, wanted: str | None, plan: dict[str, Any]) -> None:
        """The spell was cast the way the action says. phase.rs casts a card from a graveyard with
        flashback, and a card it cannot pay the mana cost of with emerge, without asking: the way
        it chose is read from the spell on its stack."""
        item = next((i for i in _call(self.game.stack) if i["id"] == number), None)
        if item is None:
            return
        variant = ((item.get("kind") or {}).get("data") or {}).get("casting_variant") or "Normal"
        chosen = plan.get("alternative")          # a keyword chosen at an AlternativeCastChoice
        used = chosen or (variant.lower() if variant != "Normal" else None)
        if (wanted or None) != used:
            how = f"for its {used} cost" if used else "for its mana cost"
            asked = f"for its {wanted} cost" if wanted else "for its mana cost"
            raise IllegalAction(f"{name} was to be cast {asked}; phase.rs cast it {how}")

    def _play_land(self, player: str, card: str, ctx: _Choices) -> None:
        seat = self._seat(player)
        obj = self._object(card, "card")
        legal = [a for a in self._legal() if a.kind == "PlayLand" and a.data.get("object_id") == obj["id"]]
        if self._actor() != seat or not legal:
            raise self._not_listed((seat, f"playing {self._suite_name(obj)}", {
                "type": "PlayLand", "data": {"card_id": obj.get("card_id", obj["id"]), "object_id": obj["id"]}}))
        self._apply(seat, legal[0])
        self._settle(ctx)

    def _activate(self, action: ActivateAbility, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        obj = self._object(action.source, "permanent")
        legal = [a for a in self._legal() if a.kind == "ActivateAbility"
                 and a.data.get("source_id") == obj["id"] and a.data.get("ability_index") == action.ability]
        if self._actor() != seat or not legal:
            raise self._not_listed((seat, f"activating ability {action.ability} of {obj['name']}", {
                "type": "ActivateAbility", "data": {"source_id": obj["id"], "ability_index": action.ability}}))
        self._apply(seat, legal[0])
        self._settle(ctx, plan={"targets": list(action.targets), "mana_abilities": list(action.mana_abilities)})

    def _not_listed(self, args: tuple[int, str, dict[str, Any]]) -> IllegalAction:
        """The reason an action the engine does not list is illegal: the engine's own error when it
        refuses the action (tried on the current game, which the caller restores), else a note
        that it is not among the engine's legal actions."""
        seat, what, attempt = args
        player = self.names[seat]
        actor = self._actor()
        try:
            _call(self.game.apply, seat, _call(_phase.GameAction.from_dict, attempt))
        except _EngineRefused as exc:
            return IllegalAction(f"{player}: {what}: phase.rs says {_refusal(str(exc))}", _cited_rule(str(exc)))
        who = f"; {self.names[actor]} is to act" if actor is not None and actor != seat else ""
        return IllegalAction(f"phase.rs does not list {what} among {player}'s legal actions{who}")

    def _pass(self, player: str, ctx: _Choices) -> None:
        seat = self._seat(player)
        wf = self._waiting()
        if wf.get("type") != "Priority" or self._actor() != seat:
            holder = self._name(self._actor()) if wf.get("type") == "Priority" else None
            raise IllegalAction(f"{player} does not have priority (phase.rs waits for "
                                f"{holder + chr(39) + 's priority' if holder else wf.get('type')})")
        self._apply(seat, {"type": "PassPriority"})
        self._settle(ctx)

    def _pass_until_stack_empty(self, ctx: _Choices) -> None:
        for _ in range(MAX_STEPS):
            if not _call(self.game.stack):
                return
            wf = self._waiting()
            if wf.get("type") != "Priority":
                if wf.get("type") in ("DeclareAttackers", "DeclareBlockers"):
                    raise IllegalAction(f"the game waits for the {wf['type']} declaration")
                if wf.get("type") == "GameOver":
                    return
                self._settle(ctx)
                continue
            self._apply(self._actor(), {"type": "PassPriority"})
            self._settle(ctx)
        raise EngineFault(f"the stack was not empty after {MAX_STEPS} passes")

    def _advance(self, step: Step, ctx: _Choices) -> None:
        if _call(self.game.stack):
            raise IllegalAction("players cannot advance while the stack is not empty")
        start_turn = _call(lambda: self.game.turn)
        start = _PHASE_TO_STEP.get(_call(lambda: self.game.phase))
        passes_turn = start is not None and _STEP_ORDER.index(start) >= _STEP_ORDER.index(step)
        for _ in range(MAX_STEPS):
            if _call(self.game.stack):
                return
            wf = self._waiting()
            now = _PHASE_TO_STEP.get(_call(lambda: self.game.phase))
            turn = _call(lambda: self.game.turn)
            arrived = now == step and (turn > start_turn or not passes_turn)
            kind = wf.get("type")
            if arrived and kind in ("Priority", "DeclareAttackers", "DeclareBlockers"):
                return
            if kind == "DeclareAttackers":
                self._apply(self._actor(), {"type": "DeclareAttackers", "data": {"attacks": []}})
            elif kind == "DeclareBlockers":
                self._apply(self._actor(), {"type": "DeclareBlockers", "data": {"assignments": []}})
            elif kind == "Priority":
                self._apply(self._actor(), {"type": "PassPriority"})
            elif kind == "GameOver":
                raise IllegalAction("the game is over")
            else:
                self._settle(ctx)
        raise EngineFault(f"did not reach the {step} step after {MAX_STEPS} passes")

    def _declare_attackers(self, action: DeclareAttackers, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        wf = self._waiting()
        if wf.get("type") != "DeclareAttackers" and self._already_declared(seat, "DeclareAttackers", action.attacks):
            return
        if wf.get("type") != "DeclareAttackers":
            raise IllegalAction(f"phase.rs does not wait for a declaration of attackers (it waits for "
                                f"{wf.get('type')})")
        attacks = []
        for attack in action.attacks:
            attacker = self._object(attack.attacker, "permanent")
            attacks.append([attacker["id"], {"type": "Player", "data": self._seat(attack.defender)}])
        self._declare(seat, "DeclareAttackers", {"attacks": attacks, "bands": []}, "attacks", "attackers")
        self._settle(ctx)

    def _declare_blockers(self, action: DeclareBlockers, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        wf = self._waiting()
        if wf.get("type") != "DeclareBlockers" and self._already_declared(seat, "DeclareBlockers", action.blocks):
            return
        if wf.get("type") != "DeclareBlockers":
            raise IllegalAction(f"phase.rs does not wait for a declaration of blockers (it waits for "
                                f"{wf.get('type')})")
        assignments = [[self._object(b.blocker, "permanent")["id"], self._object(b.attacker, "permanent")["id"]]
                       for b in action.blocks]
        self._declare(seat, "DeclareBlockers", {"assignments": assignments}, "assignments", "blockers")
        self._settle(ctx)

    def _already_declared(self, seat: int, step: str, declared: Sequence[Any]) -> bool:
        """phase.rs makes a declaration that has no choice in it by itself (no blockers for a
        player with no creature that can block): an empty declaration of that same player in that
        step is the one the engine made, and changes nothing."""
        if declared or _call(lambda: self.game.phase) != step:
            return False
        combat = _call(self.game.state)["state"].get("combat") or {}
        if step == "DeclareBlockers":
            return seat in (combat.get("blockers_declared_by") or []) and not combat.get("blocker_assignments")
        return not combat.get("attackers") and seat == _call(self.game.state)["state"]["active_player"]

    def _declare(self, seat: int, kind: str, data: dict[str, Any], key: str, what: str) -> None:
        """A declaration the engine lists is applied as listed; one it does not list is tried, and
        its refusal is the reason it is illegal."""
        def canon(items: Any) -> list[str]:
            return sorted(json.dumps(i, sort_keys=True) for i in items or ())
        for listed in self._legal():
            if listed.kind == kind and canon(listed.data.get(key)) == canon(data[key]):
                self._apply(seat, listed)
                return
        self._apply(seat, {"type": kind, "data": data})

    def _outside_event(self, action: OutsideEvent, ctx: _Choices) -> None:
        """Only a player leaving the game has a real action in phase.rs (Concede). The other
        outside events would have to be the Debug MoveToZone/Sacrifice actions, and those are no
        game events: checked with phase-python 0.103.0, a creature moved to its owner's graveyard
        that way skips Leyline of the Void's replacement effect and Unhallowed Pact's "when
        enchanted creature dies" ability, both of which a destroyed creature gets. Reporting what
        follows such a move as what phase.rs does after a destroy would fake it: unsupported."""
        if action.event == OutsideEventKind.LEAVE_GAME:
            self._leave_game(action.player, ctx)
            return
        raise Unsupported(f"phase.rs has no game action for the outside event {action.event} (its Debug "
                          "moves skip replacement effects and some triggered abilities)")

    def _leave_game(self, player: str | None, ctx: _Choices) -> None:
        """A player leaves the game: phase.rs's Concede action (CR 104.3a), which a player may take
        at any time."""
        if player is None:
            raise MalformedRequest("leave_game names no player")
        seat = self._seat(player)
        if _call(self.game.player, seat).get("is_eliminated"):
            raise IllegalAction(f"{player} has already left the game")
        self._apply(seat, {"type": "Concede", "data": {"player_id": seat}})
        self._settle(ctx)

    def _roll_planar_die(self, player: str, ctx: _Choices) -> None:
        """The planar die is random in phase.rs; the protocol asks its result as a ``planar_die``
        question so that scenarios script it. The engine rolls it: the adapter only picks the
        position of the engine's random-number stream (``rng_word_pos`` of its state) at which
        phase.rs's own roll shows the scripted face, and then everything that follows is the
        engine's."""
        seat = self._seat(player)
        legal = [a for a in self._legal() if a.kind == "RollPlanarDie"]
        if self._actor() != seat or not legal:
            raise self._not_listed((seat, "rolling the planar die", {"type": "RollPlanarDie"}))
        question = Question(kind=QuestionKind.PLANAR_DIE, player=player,
                            prompt="Which face does the planar die show?", options=tuple(_DIE_FACES))
        answer = ctx.take(question)
        face = _DIE_FACES.get(str(answer).lower()) if isinstance(answer, str) else None
        if face is None:
            raise IllegalAction(f"the planar die has no face {answer!r} (it shows {', '.join(_DIE_FACES)})")
        base = _call(self.game.state)
        position = base["state"].get("rng_word_pos", 0)
        pool_before = _call(self.game.player, seat).get("mana_pool")
        for k in range(DIE_ATTEMPTS):
            state = copy.deepcopy(base)
            state["state"]["rng_word_pos"] = position + k
            self.game = _call(_engine().load_game, state)
            action = _call(self.game.actions)
            roll = next(a for a in action if a.kind == "RollPlanarDie")
            try:
                result = _call(self.game.apply, seat, roll)
            except _EngineRefused as exc:
                raise IllegalAction(f"phase.rs: {_refusal(str(exc))}", _cited_rule(str(exc))) from None
            shown = [e for e in result.events or () if e.get("type") == "PlanarDieRolled"]
            if shown and shown[0]["data"].get("face") == face:
                break
        else:
            raise Unsupported(f"phase.rs's planar die did not show {face} at {DIE_ATTEMPTS} positions of its "
                              "random-number stream")
        self._roll_paid = _spent(pool_before, _call(self.game.player, seat).get("mana_pool"), result.events)
        self._translate(result.events)
        self._roll_paid = None
        self._note_new_stack_items()
        wf = result.waiting_for or {}
        if wf.get("type") == "Priority":
            self._emit(EventType.PRIORITY, player=self._name(wf["data"]["player"]))
        self._settle(ctx)

    # ---- targets ----------------------------------------------------------------------------

    def _target_ref(self, target: Any) -> dict[str, int]:
        if isinstance(target, dict):
            target = Target(object=target.get("object"), player=target.get("player"))
        if isinstance(target, str):
            target = Target(object=target) if target.startswith("o") else Target(player=target)
        if not isinstance(target, Target):
            raise MalformedRequest(f"not a target: {target!r}")
        if target.player is not None:
            return {"Player": self._seat(target.player)}
        return {"Object": self._object(target.object or "", "object")["id"]}

    def _describe_target(self, ref: dict[str, int]) -> str:
        if "Player" in ref:
            return self.names[ref["Player"]]
        obj = self._get_object(ref.get("Object", -1))
        return f"{obj['name']} ({self._oid(obj)})" if obj else str(ref)

    def _describe_targets(self, refs: Iterable[dict[str, int]]) -> str:
        return ", ".join(self._describe_target(r) for r in refs) or "none"

    def _describe_targets_list(self, refs: Iterable[dict[str, int]]) -> list[str]:
        return [self._describe_target(r) for r in refs]

    # ---- events -----------------------------------------------------------------------------

    def _emit(self, kind: EventType, **fields: Any) -> None:
        self.events.append(Event(type=kind, **fields))

    def _note_new_stack_items(self) -> None:
        """A triggered ability the engine has put on its stack since the last look: phase.rs
        reports no event for that, its stack shows it."""
        stack = _call(self.game.stack)
        for item in stack:
            if item["id"] in self._stack_seen:
                continue
            self._stack_seen.add(item["id"])
            kind = (item.get("kind") or {}).get("type")
            if kind != "Spell":
                view = self._ability_view_name(item)
                self._stack_names[item["id"]] = (f"s{item['id']}", view)
            if kind == "TriggeredAbility":
                data = item["kind"]["data"]
                self._match_engine_targets(item, data)
                source = self._get_object(data.get("source_id", -1))
                planeswalking = self._stack_names[item["id"]][1] == "planeswalking ability"
                self._emit(EventType.ABILITY_TRIGGERED,
                           source=self._oid(source) if source else None,
                           name="planeswalking ability" if planeswalking
                           else data.get("source_name") or (source or {}).get("name"),
                           player=self._name(item.get("controller")),
                           detail=_describe_ability(data.get("description"), data.get("source_name")))
        self._stack_seen &= {item["id"] for item in stack} | self._stack_seen

    def _match_engine_targets(self, item: dict[str, Any], data: dict[str, Any]) -> None:
        """phase.rs chooses the target of a triggered ability by itself when there is only one legal
        target. When the next scripted choice is a ``targets`` answer naming exactly the targets the
        engine chose, it is the answer to that choice and is consumed (the scenario said what the
        player would choose, and that is what happened); any other answer is left for the engine to
        ask, and is reported as never asked if it does not."""
        ctx = self._ctx
        chosen = (data.get("ability") or {}).get("targets") or []
        if ctx is None or not chosen or ctx.used >= len(ctx.choices):
            return
        choice = ctx.choices[ctx.used]
        if choice.question != QuestionKind.TARGETS or not isinstance(choice.answer, (list, tuple)):
            return
        try:
            wanted = [self._target_ref(t) for t in choice.answer]
        except ProtocolError:
            return
        canon = sorted(json.dumps(t, sort_keys=True) for t in chosen)
        if sorted(json.dumps(t, sort_keys=True) for t in wanted) == canon:
            ctx.used += 1

    def _translate(self, raw_events: Any) -> None:
        pending_reveal: list[str] = []
        for raw in raw_events or ():
            kind = raw.get("type")
            data = raw.get("data") or {}
            handler = getattr(self, f"_ev_{kind}", None)
            if kind == "CardsRevealed":
                pending_reveal = list(data.get("card_names") or [])
            if handler is not None:
                handler(data, pending_reveal)
            if kind == "EffectResolved":
                pending_reveal = []  # a reveal belongs to the effect that made it

    def _obj_fields(self, number: int | None) -> dict[str, Any]:
        obj = self._get_object(number) if number is not None else None
        if obj is None:
            return {"object": None if number is None else f"o{number}.?"}
        return {"object": self._oid(obj), "name": self._suite_name(obj, obj.get("zone") == "Stack")}

    def _ev_StackPushed(self, data, _reveal) -> None:
        """phase.rs pushes a spell onto its stack when casting begins (CR 601.2a) and records the
        card's move to the stack when casting ends; the zone change is reported where the push is."""
        number = data.get("object_id")
        obj = self._get_object(number)
        if obj is not None and obj.get("zone") not in (None, "Stack"):
            self._pushed[number] = len(self.events)
            self.events.append(None)  # type: ignore[arg-type]  # filled by the ZoneChanged to Stack

    def _ev_ZoneChanged(self, data, _reveal) -> None:
        record = data.get("record") or {}
        number = data.get("object_id")
        old = (((record.get("trigger_source_context") or {}).get("identity") or {}).get("reference") or {}) \
            .get("incarnation")
        new = record.get("entered_incarnation")
        if new is None and old is not None:
            new = old + 1
        name = record.get("name")
        if name is None:
            name = (self._get_object(number) or {}).get("name")
        from_zone, to_zone = _PHASE_TO_ZONE.get(data.get("from")), _PHASE_TO_ZONE.get(data.get("to"))
        if from_zone != Zone.STACK and name is not None:
            name = card_data().faces.get(name.lower(), name) if _is_split_face(name) else name
        event = Event(type=EventType.ZONE_CHANGE, object=f"o{number}.{new}", previous=f"o{number}.{old}",
                      name=name, player=self._name(record.get("owner")), from_zone=from_zone, to_zone=to_zone)
        if to_zone == Zone.STACK and number in self._pushed:
            self.events[self._pushed.pop(number)] = event
        else:
            self.events.append(event)

    def _ev_SpellCast(self, data, _reveal) -> None:
        number = data.get("object_id")
        state_obj = (_call(self.game.state)["state"]["objects"]).get(str(number)) or {}
        self._emit(EventType.SPELL_CAST, **self._obj_fields(number), player=self._name(data.get("controller")),
                   paid=_paid_text(state_obj),
                   from_zone=_PHASE_TO_ZONE.get(state_obj.get("cast_from_zone") or ""))

    def _ev_PlanarDieRolled(self, data, _reveal) -> None:
        self._emit(EventType.PLANAR_DIE_ROLLED, player=self._name(data.get("player_id")),
                   detail=str(data.get("face") or "").lower() or None, paid=self._roll_paid)

    def _ev_ChaosEnsued(self, data, _reveal) -> None:
        plane = self._get_object(data.get("plane_id", data.get("object_id", data.get("source_id", -1))))
        controller = _call(self.game.state)["state"].get("planar_controller")
        self._emit(EventType.CHAOS_ENSUED, name=(plane or {}).get("name") or self._face_up_plane(),
                   player=self._name(data.get("player_id", controller)))

    def _ev_Planeswalked(self, data, _reveal) -> None:
        away = self._get_object(data.get("from", -1))
        to = self._get_object(data.get("to", -1))
        self._emit(EventType.PLANESWALKED, player=self._name(data.get("player_id")),
                   name=(to or {}).get("name"), detail=(away or {}).get("name"))

    def _ev_TurnStarted(self, data, _reveal) -> None:
        """A turn is an extra turn when it came off the engine's queue of extra turns: the queue
        read before the action held one for that player more than the queue now."""
        seat = data.get("player_id")
        queue = [e.get("player") if isinstance(e, dict) else e
                 for e in _call(self.game.state)["state"].get("extra_turns") or []]
        before = self._extra_queue or []
        extra = Counter(before)[seat] > Counter(queue)[seat]
        self._extra_queue = queue
        self._emit(EventType.TURN_BEGAN, player=self._name(seat), amount=data.get("turn_number"),
                   detail="extra turn" if extra else None)

    def _ev_ExtraTurnCreated(self, data, _reveal) -> None:
        self._extra_queue = None  # read again at the next turn's start

    def _refresh_extra_queue(self) -> None:
        if self._extra_queue is None:
            self._extra_queue = [e.get("player") if isinstance(e, dict) else e
                                 for e in _call(self.game.state)["state"].get("extra_turns") or []]

    def _ev_PhaseChanged(self, data, _reveal) -> None:
        step = _PHASE_TO_STEP.get(data.get("phase"))
        if step is not None:
            state = _call(self.game.state)["state"]
            self._emit(EventType.STEP_BEGAN, detail=str(step), player=self._name(state.get("active_player")))

    def _ev_CardDrawn(self, data, _reveal) -> None:
        obj = self._get_object(data.get("object_id", -1))
        self._emit(EventType.DREW, player=self._name(data.get("player_id")),
                   name=self._suite_name(obj) if obj else None)

    def _ev_Discarded(self, data, _reveal) -> None:
        obj = self._get_object(data.get("object_id", -1))
        self._emit(EventType.DISCARDED, player=self._name(data.get("player_id")),
                   name=self._suite_name(obj) if obj else None)

    def _face_up_plane(self) -> str | None:
        zone = _call(self.game.state)["state"].get("command_zone") or []
        return (self._get_object(zone[0]) or {}).get("name") if zone else None

    def _ev_SpellCountered(self, data, _reveal) -> None:
        number = data.get("object_id")
        obj = self._get_object(number)
        self._emit(EventType.COUNTERED, object=self._oid(obj) if obj else f"o{number}.?",
                   name=(obj or {}).get("name"))

    def _ev_StackResolved(self, data, _reveal) -> None:
        number = data.get("object_id")
        if number in self._stack_names:
            view_id, name = self._stack_names[number]
            self._emit(EventType.RESOLVED, object=view_id, name=name)
            return
        obj = self._get_object(number)
        self._emit(EventType.RESOLVED, object=f"o{number}" if obj is None else self._oid(obj),
                   name=(obj or {}).get("name"))

    def _ev_CounterAdded(self, data, _reveal) -> None:
        counter = data.get("counter_type") or data.get("counter") or ""
        self._emit(EventType.COUNTER_ADDED, **self._obj_fields(data.get("object_id")),
                   counter=_PHASE_TO_COUNTER.get(counter, counter), amount=data.get("count") or data.get("amount"))

    def _ev_LifeChanged(self, data, _reveal) -> None:
        self._emit(EventType.LIFE_CHANGED, player=self._name(data.get("player_id")), amount=data.get("amount"))

    def _ev_PermanentTapped(self, data, _reveal) -> None:
        self._emit(EventType.TAPPED, **self._obj_fields(data.get("object_id")))

    def _ev_ManaAdded(self, data, _reveal) -> None:
        self._emit(EventType.MANA_ADDED, player=self._name(data.get("player_id")),
                   paid=f"{{{_PHASE_TO_MANA.get(data.get('mana_type'), '?')}}}")

    def _ev_CardsRevealed(self, data, _reveal) -> None:
        for name in data.get("card_names") or ():
            self._emit(EventType.REVEALED, player=self._name(data.get("player")), name=name)

    def _ev_EffectResolved(self, data, reveal) -> None:
        if data.get("kind") == "Explore":
            fields = self._obj_fields(data.get("source_id"))
            self._emit(EventType.EXPLORED, **fields, player=None, revealed=reveal[0] if reveal else None)

    def _ev_Melded(self, data, _reveal) -> None:
        host = self._get_object(data.get("object_id", -1))
        if host is None:
            return
        self._emit(EventType.MELDED, object=self._oid(host), name=host.get("name"),
                   detail=" + ".join(self._card_names(host)))

    def _ev_PlayerEliminated(self, data, _reveal) -> None:
        self._emit(EventType.LEFT_GAME, player=self._name(data.get("player_id")))

    def _ev_PermanentSacrificed(self, data, _reveal) -> None:
        self._emit(EventType.SACRIFICED, **self._obj_fields(data.get("object_id")),
                   player=self._name(data.get("player_id")))

    def _ev_DamageDealt(self, data, _reveal) -> None:
        target = data.get("target") or {}
        fields: dict[str, Any] = {}
        if "Player" in target:
            fields["player"] = self._name(target["Player"])
        elif "Object" in target:
            fields["object"] = self._obj_fields(target["Object"])["object"]
        source = self._get_object(data.get("source_id", -1))
        self._emit(EventType.DAMAGE_DEALT, source=self._oid(source) if source else None,
                   name=(source or {}).get("name"), amount=data.get("amount"),
                   detail="combat" if data.get("is_combat") else None, **fields)

    # ---- observation ------------------------------------------------------------------------

    def observe(self) -> Observation:
        if self.game is None:
            raise MalformedRequest("no game: call setup first")
        game = self.game
        state = _call(game.state)["state"]
        objects = state["objects"]

        def obj(number: int) -> dict[str, Any]:
            return objects[str(number)]

        def card(number: int) -> CardView:
            o = obj(number)
            return CardView(id=self._oid(o), name=self._suite_name(o), owner=self.names[o["owner"]])

        planar_deck = state.get("planar_deck") or []
        rolls = state.get("planar_die_actions_this_turn") or {}
        players = []
        for seat, p in enumerate(state["players"]):
            players.append(PlayerView(
                planar_deck=tuple(card(n) for n in planar_deck if obj(n)["owner"] == seat),
                planar_die_rolls=int(rolls.get(str(seat), rolls.get(seat, 0)) or 0),
                name=self.names[seat], life=p["life"], library=tuple(card(n) for n in p["library"]),
                hand=tuple(card(n) for n in p["hand"]), graveyard=tuple(card(n) for n in p["graveyard"]),
                mana_pool=_pool_text(p.get("mana_pool")), lands_played=p.get("lands_played_this_turn", 0),
                land_plays_left=None, in_game=not p.get("is_eliminated", False)))
        battlefield = []
        for number in state["battlefield"]:
            o = obj(number)
            types = tuple((o.get("card_types") or {}).get("core_types") or ())
            creature = "Creature" in types
            attached = o.get("attached_to")
            battlefield.append(PermanentView(
                id=self._oid(o), name=o["name"], owner=self.names[o["owner"]],
                controller=self.names[o["controller"]], tapped=bool(o.get("tapped")),
                counters={_PHASE_TO_COUNTER.get(k, k): v for k, v in (o.get("counters") or {}).items() if v},
                power=o.get("power") if creature else None, toughness=o.get("toughness") if creature else None,
                types=types, damage=o.get("damage_marked", 0), cards=self._card_names(o, objects), mana_value=None,
                face_down=bool(o.get("face_down")), token=bool(o.get("is_token")),
                attached_to=self._attachment(attached, objects)))
        stack = []
        for item in reversed(state["stack"]):
            kind = (item.get("kind") or {}).get("type")
            data = (item.get("kind") or {}).get("data") or {}
            ability = data.get("ability") or {}
            targets = tuple(self._target_view(t, objects) for t in ability.get("targets") or ())
            if kind == "Spell":
                o = obj(item["id"])
                stack.append(StackItemView(id=self._oid(o), name=o["name"], controller=self.names[item["controller"]],
                                           kind="spell", targets=targets, card=self._suite_name(o)))
            else:
                name = self._ability_view_name(item, objects)
                stack.append(StackItemView(id=f"s{item['id']}", name=name, controller=self.names[item["controller"]],
                                           kind="ability", targets=targets))
        wf = state.get("waiting_for") or {}
        priority = None
        if wf.get("type") == "Priority":
            priority = self.names[wf["data"]["player"]]
        awaiting = {"DeclareAttackers": "declare_attackers", "DeclareBlockers": "declare_blockers"}.get(wf.get("type"))
        step = _PHASE_TO_STEP.get(state.get("phase"))
        if step is None:
            raise EngineFault(f"phase.rs is in an unknown phase {state.get('phase')!r}")
        plane = None
        for number in state.get("command_zone") or ():
            o = obj(number)
            if "Plane" in ((o.get("card_types") or {}).get("core_types") or ()):
                plane = PlaneView(id=self._oid(o), name=o["name"], owner=self.names[o["owner"]],
                                  counters={_PHASE_TO_COUNTER.get(k, k): v
                                            for k, v in (o.get("counters") or {}).items() if v})
                break
        controller = state.get("planar_controller")
        return Observation(
            turn=state["turn_number"], active_player=self.names[state["active_player"]], step=step,
            priority=priority, players=tuple(players), battlefield=tuple(battlefield), stack=tuple(stack),
            exile=tuple(card(n) for n in state["exile"]), awaiting=awaiting, plane=plane,
            planar_controller=self.names[controller] if plane is not None and isinstance(controller, int) else None,
            extra_turns=tuple(self._extra_turn_players(state.get("extra_turns") or [])))

    def _extra_turn_players(self, extra: list[Any]) -> list[str]:
        out = []
        for item in extra:
            seat = item if isinstance(item, int) else (item.get("player") if isinstance(item, dict) else None)
            if not isinstance(seat, int):
                raise EngineFault(f"phase.rs reports an extra turn the adapter cannot read: {item!r}")
            out.append(self.names[seat])
        return out

    def _ability_view_name(self, item: dict[str, Any], objects: dict[str, Any] | None = None) -> str:
        """The name of an ability on the stack: "<source>: <its text>", as the reference engine
        names them; the planeswalking ability by the name the rules give it (CR 901.8)."""
        kind = (item.get("kind") or {}).get("type") or "ability"
        data = (item.get("kind") or {}).get("data") or {}
        ability = data.get("ability") or {}
        description = data.get("description") or ability.get("description")
        if isinstance(description, str) and description.strip().lower() == "planeswalking ability":
            return "planeswalking ability"
        number = data.get("source_id")
        source = (objects or {}).get(str(number)) if objects is not None else self._get_object(number or -1)
        source_name = data.get("source_name") or (source or {}).get("name") or kind
        text = _describe_ability(description, source_name)
        return f"{source_name}: {text}" if text else source_name

    def _attachment(self, attached: Any, objects: dict[str, Any]) -> str | None:
        if attached is None:
            return None
        if isinstance(attached, dict):
            if "Player" in attached:
                return self.names[attached["Player"]]
            attached = attached.get("Object")
        o = objects.get(str(attached))
        return self._oid(o) if o else None

    def _target_view(self, ref: Any, objects: dict[str, Any]) -> Target:
        if isinstance(ref, dict) and "Player" in ref:
            return Target(player=self.names[ref["Player"]])
        number = ref.get("Object") if isinstance(ref, dict) else ref
        o = objects.get(str(number))
        return Target(object=self._oid(o) if o else f"o{number}.?")

    def _pool_text(self, seat: int) -> str:
        return _pool_text(_call(self.game.player, seat).get("mana_pool")) or "an empty mana pool"


# --------------------------------------------------------------------------------------------
# Helpers without state
# --------------------------------------------------------------------------------------------

def _no_record(event: dict[str, Any]) -> dict[str, Any]:
    data = event.get("data")
    if isinstance(data, dict) and "record" in data:
        data = {k: v for k, v in data.items() if k != "record"}
    return {"type": event.get("type"), "data": data}


def _spent(before: Any, after: Any, events: Any) -> str | None:
    """The mana that left a player's pool during one engine action: what was there, plus what
    mana abilities added (``ManaAdded``), minus what is left. Symbols, e.g. ``{R}``."""
    have = Counter(_PHASE_TO_MANA.get(u.get("color"), "?") for u in (before or {}).get("mana") or [])
    for e in events or ():
        if e.get("type") == "ManaAdded":
            have[_PHASE_TO_MANA.get((e.get("data") or {}).get("mana_type"), "?")] += 1
    have.subtract(Counter(_PHASE_TO_MANA.get(u.get("color"), "?") for u in (after or {}).get("mana") or []))
    if any(n < 0 for n in have.values()):
        return None
    return "".join(f"{{{s}}}" * n for s, n in sorted(have.items(), key=lambda kv: _COLOR_ORDER.find(kv[0])))


def _pool_text(pool: Any) -> str:
    units = (pool or {}).get("mana") or []
    symbols = [_PHASE_TO_MANA.get(u.get("color"), "?") for u in units]
    return "".join(f"{{{s}}}" for s in sorted(symbols, key=lambda s: _COLOR_ORDER.find(s)))


def _paid_text(state_obj: dict[str, Any]) -> str | None:
    """The mana spent to cast a spell, as phase.rs records it on the spell: the colors spent by
    color (``colors_spent_to_cast``) and the amount in all (``mana_spent_to_cast_amount``); mana of
    no color is colorless mana, ``{C}``."""
    if not state_obj.get("mana_spent_to_cast") and not state_obj.get("mana_spent_to_cast_amount"):
        return "" if "mana_spent_to_cast_amount" in state_obj else None
    colors = state_obj.get("colors_spent_to_cast") or {}
    names = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    symbols = []
    for color in ("white", "blue", "black", "red", "green"):
        symbols += [names[color]] * int(colors.get(color, 0))
    total = int(state_obj.get("mana_spent_to_cast_amount") or 0)
    symbols += ["C"] * max(0, total - len(symbols))
    return "".join(f"{{{s}}}" for s in symbols)


_PROMPT_SKIP = {"trigger_source", "trigger_entries", "trigger_definitions", "base_trigger_definitions", "lki",
                "record", "definition", "trigger_event", "sub_ability", "may_trigger_origin"}


def _prompt_text(wf: dict[str, Any]) -> str:
    """The engine's own words for a prompt, where it has some (descriptions of the ability or
    spell that asks), else the prompt's kind."""
    texts = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k in ("description", "prompt", "target_prompt") and isinstance(v, str) and v:
                    texts.append(v)
                elif k not in _PROMPT_SKIP:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(wf.get("data"))
    kind = wf.get("type", "?")
    return f"{kind}: {'; '.join(dict.fromkeys(texts))}" if texts else kind


def _collect_targets(data: Any) -> list[dict[str, int]]:
    """Every target chosen for a spell or ability on phase.rs's stack, in its ability and the
    abilities under it (modes, "then" clauses)."""
    found: list[dict[str, int]] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k == "targets" and isinstance(v, list):
                    found.extend(t for t in v if isinstance(t, dict) and ("Player" in t or "Object" in t))
                elif k not in ("trigger_event", "trigger_source", "lki"):
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(data.get("ability") if isinstance(data, dict) and "ability" in data else data)
    return found


def _describe_ability(description: str | None, source: str | None) -> str | None:
    if description and source:
        return description.replace("~", source)
    return description


def _filler_card(build: CardDataBuild) -> str:
    """A card phase.rs knows, for a deck that would otherwise be empty (it is removed at once)."""
    db = load_cards()
    for name in db.names():
        data = db[name]
        if "Land" in data.types and "Basic" in data.supertypes and name not in build.failures:
            return name
    return next(n for n in db.names() if n not in build.failures)


def _is_split_face(name: str) -> bool:
    faces = card_data().faces
    suite = faces.get(name.lower())
    return suite is not None and " // " in suite and suite.split(" // ")[0] != "" and \
        name in suite.split(" // ") and _split_layout(suite)


def _split_layout(suite_name: str) -> bool:
    try:
        return load_cards()[suite_name].layout == "split"
    except KeyError:
        return False


def _meld_card_name(part: dict[str, Any]) -> str:
    """The card one component of a melded permanent is. phase.rs names a component by its printed
    face, but after a ``state()``/``load_game`` round trip the first component's printed face reads
    as the melded back face; the card is then the front face with that oracle id."""
    ref = part.get("base_printed_ref") or part.get("printed_ref") or {}
    name = ref.get("face_name") or part.get("name") or "?"
    db = load_cards()
    if name in db and db[name].layout == "meld" and db[name].mana_cost is None:
        return _front_face(ref.get("oracle_id")) or name
    return name


def _front_face(oracle_id: str | None) -> str | None:
    """The suite's name of the front face of the card with this oracle id."""
    if not oracle_id:
        return None
    return _oracle_fronts().get(oracle_id)


_FRONTS: dict[pathlib.Path, dict[str, str]] = {}


def _oracle_fronts() -> dict[str, str]:
    atomic = load_cards().atomic_path()
    if atomic not in _FRONTS:
        fronts: dict[str, str] = {}
        for name, cards in _atomic_groups(atomic).items():
            oracle = (cards[0].get("identifiers") or {}).get("scryfallOracleId")
            if oracle:
                fronts.setdefault(oracle, cards[0].get("faceName") or name)
        _FRONTS[atomic] = fronts
    return _FRONTS[atomic]
