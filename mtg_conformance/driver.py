"""A table around an engine: builds the starting state, sends actions with the scripted choices,
keeps the event log, and finds objects by name in observations. Steps and properties use it; it
only talks to the engine through the protocol and makes no rules decision itself.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import hypothesis

from . import capabilities
from .cards import UnknownCard, load_cards
from .invariants import (
    InvariantViolation, card_census, check_census, check_declared_fields, check_events, check_ids, check_life_ledger,
    check_observation,
)
from .plain import NotPlain, null_where_required, plain_copy
from .protocol import (
    Action, ActionResult, Capability, Engine, EngineFault, EngineInfo, Event, GameSetup, IllegalAction, MalformedRequest,
    Observation, PermanentSetup, PlaneSetup, PlayerSetup, ProtocolError, Question, ScriptedChoice, Step,
    UnansweredQuestion, Unsupported, Zone, from_json, to_json,
)


MAX_QUESTIONS = 50


class ScenarioError(AssertionError):
    """A scenario that cannot be carried out as written (unknown card, missing object, a rejected
    action nobody checked, a scripted choice nobody asked for)."""


@dataclasses.dataclass
class PlayerDraft:
    name: str
    life: int = 20
    library: list[str] = dataclasses.field(default_factory=list)
    hand: list[str] = dataclasses.field(default_factory=list)
    graveyard: list[str] = dataclasses.field(default_factory=list)
    exile: list[str] = dataclasses.field(default_factory=list)
    battlefield: list[PermanentSetup] = dataclasses.field(default_factory=list)
    mana_pool: str = ""
    lands_played: int = 0
    planar_deck: list[str] = dataclasses.field(default_factory=list)
    planar_die_rolls: int = 0
    poison: int = 0


_SUITE_MODULES = {"builtins", "_pytest", "pytest", "hypothesis", "pluggy", "mtg_conformance"}


def _is_skip(exc: BaseException) -> bool:
    """Whether ``exc`` is pytest's skip (``pytest.skip``, ``pytest.importorskip``)."""
    outcomes = sys.modules.get("_pytest.outcomes")
    return outcomes is not None and isinstance(exc, outcomes.Skipped)


class GuardedEngine(Engine):
    """The engine as the suite holds it. An exception that is not the protocol's — an engine bug, or
    a Rust panic (``pyo3_runtime.PanicException`` is a ``BaseException``) — and an answer of the
    wrong type become an :class:`EngineFault` naming the call, so the scenario fails with a clear
    message and the run goes on. Interrupts and the test framework's own exceptions pass through,
    but for a skip: an engine that skips (``pytest.importorskip`` of a native core that did not
    load) has failed, it must not turn the run into skips.

    What crosses the boundary is copied: the setup and the scripted choices sent (an engine that
    changes them in place must not change what the suite sends next), and the observations and
    action results received, read back through their JSON form (an engine handing out a live view
    that it later changes in place, or an object of its own type with its own ``==``, must not hide
    a change from a check that compares two observations)."""

    def __init__(self, engine: Engine) -> None:
        self.inner = engine
        from . import trace
        self._tracer = trace.current()
        """issue 30 item 3: the run's wire trace of the current result (``run --trace DIR``), if any."""
        self._game = self._tracer.new_game() if self._tracer is not None else 0
        self._last: tuple[type, Any, Any] | None = None
        self._observed: Observation | None = None
        """The observation read since the last ``setup`` or ``act``: ``observe`` "must have no side
        effects" and ``legal_actions`` never changes the state (docs/protocol.md), so until one of
        those two calls the state is the one read, and reading it again would be a round trip for
        nothing (a property checks the state after each rejected action, then acts again)."""
        self._listed: dict[str, list[Action]] = {}
        """props5: the legal actions listed since the last ``setup`` or ``act``, by player: the state
        is the one they were listed for (as ``_observed``), so asking again would list them again
        (random play asks once per rule of its state machine, most of which change nothing)."""
        self._declared: frozenset[str] | None = None
        self._players: tuple[str, ...] | None = None
        """audit11: the players of the game, as the setup named them (in turn order): every observation
        and event is checked against them (invariants.check_observation, check_events)."""
        self._after: str | _Later = "after the setup"
        """What the state being observed comes after, for the messages of those checks."""

    def declared(self) -> frozenset[str]:
        """The capabilities the engine declares (its ``info``, asked once)."""
        if self._declared is None:
            self._declared = capabilities.with_implied(self.info().capabilities)   # v31: and what they imply
        return self._declared

    def need(self, capability: str, what: str | _Later) -> None:
        """``what`` needs ``capability``: :class:`~mtg_conformance.capabilities.Undeclared` unless the
        engine declares it (mtg_conformance.capabilities)."""
        capability = str(capability)
        capabilities.record("used", capability)
        if capability not in self.declared():
            raise capabilities.Undeclared(f"{what} needs the capability {capability!r}, which the engine "
                                          f"does not declare")

    def _call(self, what: str | _Later, fn: Callable[..., Any], *args: Any, expect: type | None = None) -> Any:
        if self._tracer is not None:
            return self._traced(what, fn, *args, expect=expect)
        return self._untraced(what, fn, *args, expect=expect)

    def _traced(self, what: str | _Later, fn: Callable[..., Any], *args: Any, expect: type | None = None) -> Any:
        """:meth:`_untraced`, writing the request and the answer (or the protocol error) to the trace."""
        from . import trace
        op = getattr(fn, "__name__", "?")
        record: dict[str, Any] = {"game": self._game, "op": op, "request": trace.request_json(op, *args)}
        try:
            result = self._untraced(what, fn, *args, expect=expect)
        except ProtocolError as exc:
            if op != "close":
                assert self._tracer is not None
                self._tracer.write(record | {"error": trace.error_json(exc)})
            raise
        if op != "close":
            assert self._tracer is not None
            try:
                answer = trace.answer_json(result)
            except Exception as exc:  # noqa: BLE001 - a malformed answer is the engine's: say so in the trace
                answer = {"unreadable": f"{type(exc).__name__}: {exc}"[:300]}
            self._tracer.write(record | {"answer": answer})
        return result

    def _untraced(self, what: str | _Later, fn: Callable[..., Any], *args: Any, expect: type | None = None) -> Any:
        try:
            result = fn(*args)
        except IllegalAction as exc:
            if exc.rule is not None and not isinstance(exc.rule, str):     # G19: a rule number is a string
                raise EngineFault(f"the engine rejected {what} citing rule {exc.rule!r} "
                                  f"({type(exc.rule).__name__}), not a string (\"305.2\") or None: {exc.reason}") from None
            raise
        except ProtocolError:
            raise
        except BaseException as exc:
            if not _is_skip(exc) and (isinstance(exc, (KeyboardInterrupt, SystemExit, GeneratorExit)) or (
                    not isinstance(exc, Exception) and type(exc).__module__.split(".")[0] in _SUITE_MODULES)):
                raise
            kind = "pytest's skip" if _is_skip(exc) else f"{type(exc).__module__}.{type(exc).__name__}"
            raise EngineFault(f"the engine raised {kind} in {what}: {exc}") from exc
        if expect is not None and not isinstance(result, expect):
            raise EngineFault(f"the engine's {what} returned {type(result).__name__} {str(result)[:200]!r}, "
                              f"not {expect.__name__}")
        return result

    def _snapshot(self, what: str | _Later, cls: type, value: Any) -> Any:
        """``value`` read back from its JSON form as a plain ``cls``: nothing the engine holds. The
        same JSON as last time gives the same (immutable) snapshot, read once. A value that is
        already plain is copied in one pass instead, to the same result (mtg_conformance.plain)."""
        try:
            return plain_copy(cls, value)       # props5: the round trip was most of the driver's time
        except NotPlain:
            pass
        if (null := null_where_required(cls, value)) is not None:     # the round trip would default it
            raise EngineFault(f"the engine's {what} returned a malformed {cls.__name__}: {null}: null in a "
                              f"field that is not optional")
        try:
            data = to_json(value)
            if self._last is not None and self._last[0] is cls and self._last[1] == data:
                return self._last[2]
            made = from_json(cls, data)
        except (MalformedRequest, TypeError, ValueError, RecursionError) as exc:
            raise EngineFault(f"the engine's {what} returned a malformed {cls.__name__}: {exc}") from None
        self._last = (cls, data, made)
        return made

    def info(self) -> EngineInfo:
        return self._call("info()", self.inner.info, expect=EngineInfo)

    def declared_cards(self) -> frozenset[str] | None:
        """The cards the engine declares it implements (its ``info().cards``), or None for all."""
        cards = self.info().cards
        return None if cards is None else frozenset(cards)

    def setup(self, setup: GameSetup) -> None:
        capabilities.record_setup(setup)
        if (cards := self.declared_cards()) is not None and (missing := sorted(setup_cards(setup) - cards)):
            # issue 30: a game with a card the engine does not implement is not sent; a scenario is
            # skipped naming the cards, a property's example set aside and counted
            raise capabilities.Undeclared(f"the game needs card(s) the engine does not declare in its info's "
                                          f"'cards': {', '.join(missing)}")
        self._observed = None
        self._listed = {}
        self._players, self._after = tuple(p.name for p in setup.players), "after the setup"
        self._call("setup()", self.inner.setup, _sent(setup))     # the changeable parts copied

    def act(self, action: Action, choices: Any = ()) -> ActionResult:
        what = _Later(lambda: f"act({_describe(action)})")      # written only if a message needs it
        if (needed := capabilities.action_needs(action)) is not None:
            # named by its kind only, so that the skips of a report group under one reason
            self.need(needed, f"the {type(action).KIND!r} action")
        capabilities.record_action(action, choices)
        self._observed = None                       # accepted or not, the state may have changed
        self._listed = {}
        try:
            result = self._call(what, self.inner.act, _sent(action), _sent(tuple(choices)), expect=ActionResult)
        except Unsupported:
            if needed is not None:      # G6: a declared capability's action refused (counted per run)
                capabilities.record_declared_action(needed, type(action).KIND, accepted=False)
            raise
        except IllegalAction:
            if needed is not None:      # judged by the rules: the engine implements the action
                capabilities.record_declared_action(needed, type(action).KIND, accepted=True)
            raise
        if needed is not None:
            capabilities.record_declared_action(needed, type(action).KIND, accepted=True)
        result = self._snapshot(what, ActionResult, result)
        self._after = _Later(lambda: f"after {_describe(action)}")     # written only if a check fails
        if self._players is not None:
            check_events(result.events, self._players, _Later(lambda: f"the events of {what}"))
        return result

    def observe(self) -> Observation:
        """The observation; an optional field whose capability the engine does not declare reads as
        absent (``None``), whatever the engine sent (mtg_conformance.capabilities)."""
        if self._observed is None:
            obs = self._snapshot("observe()", Observation, self._call("observe()", self.inner.observe, expect=Observation))
            obs = capabilities.without_undeclared_fields(obs, self.declared())
            if self._players is not None:
                check_observation(obs, self._players, self._after)
            self._observed = obs
        return self._observed

    def legal_actions(self, player: str) -> list[Action]:
        self.need(str(Capability.LEGAL_ACTIONS), "legal_actions()")
        if player not in self._listed:
            try:
                self._listed[player] = self._call("legal_actions()", self.inner.legal_actions, player, expect=list)
            except Unsupported as exc:    # G6: the engine declares legal-actions, so it must list them
                raise EngineFault(f"the engine declares the capability 'legal-actions' but answered legal_actions() "
                                  f"with unsupported: {exc}") from None
        return list(self._listed[player])          # a list of its own to each caller

    def close(self) -> None:
        self._call("close()", self.inner.close)


def setup_cards(setup: GameSetup) -> set[str]:
    """Every card name a setup puts into the game: the players' zones, their permanents (with the
    cards a token is made from, a copy copies and a melded permanent's cards), planar decks and the
    face-up plane."""
    names: set[str] = set()
    for p in setup.players:
        names.update(p.library, p.hand, p.graveyard, p.exile, p.planar_deck)
        for perm in p.battlefield:
            names.add(perm.card)
            names.update(perm.meld_cards)
            if perm.copy_of:
                names.add(perm.copy_of)
    if setup.plane is not None:
        names.add(setup.plane.card)
    return names


@dataclasses.dataclass
class UncheckedReason:
    """A rejection a scenario expected, whose reason is not checked yet (:attr:`Table.reasons_unchecked`)."""
    action: str                 # in the step library's words
    sent: Action                # the action rejected
    rejection: IllegalAction
    expected: str               # "rule 702.34a" or "no rule named"


class Table:
    """One game of a scenario, driven through an :class:`Engine`."""

    def set_players(self, names: Iterable[str]) -> None:
        """Replace the default two players (Alice and Bob) by these, in turn order."""
        if self.started:
            raise ScenarioError("the game has already started; Given steps must come first")
        self.drafts = {n: self.drafts.get(n) or PlayerDraft(n) for n in names}
        self.active = next(iter(self.drafts))

    def __init__(self, engine: Engine, players: Iterable[str] = ("Alice", "Bob")) -> None:
        self.engine = engine if isinstance(engine, GuardedEngine) else GuardedEngine(engine)
        self.drafts = {n: PlayerDraft(n) for n in players}
        self.active = next(iter(self.drafts))
        self.step = Step.PRECOMBAT_MAIN
        self.turn = 3
        self.plane: PlaneSetup | None = None
        self.extra_turns: tuple[str, ...] = ()
        self.started = False
        self.choices: list[ScriptedChoice] = []
        self.if_asked: list[ScriptedChoice] = []
        """phase31: answers given to a question the engine may leave unasked (a ``card_order`` into
        exile where no effect reads the order, docs/protocol.md): sent only once the engine asks."""
        self.events: list[Event] = []
        self.last_events: list[Event] = []
        self.rejection: IllegalAction | None = None
        self.rejection_checked = True
        self.reasons_unchecked: list[UncheckedReason] = []
        """Issue 31 item 3: rejections a scenario expects whose reason is not checked yet (the engine
        cited no rule, or an unrelated one): each passes only once the same action, made legal, is
        accepted (``Then the same action made legal is accepted``); see :meth:`finish`."""
        self.before_last_action: Observation | None = None
        self.history: list[tuple[Action, Observation, tuple[ScriptedChoice, ...]]] = []
        """Every accepted action, the observation before it and the choices it used."""
        self.census: Counter[tuple[str, str]] | None = None
        """The cards in the game after the setup (see :mod:`mtg_conformance.invariants`)."""
        self.capabilities: frozenset[str] = frozenset()
        """What the engine declares (read at the setup)."""

    # ---- setup ----------------------------------------------------------------------------

    def draft(self, player: str) -> PlayerDraft:
        if self.started:
            raise ScenarioError("the game has already started; Given steps must come first")
        if player not in self.drafts:
            raise ScenarioError(f"{player!r} is not a player of this game ({', '.join(self.drafts)})")
        return self.drafts[player]

    @staticmethod
    def check_card(name: str) -> str:
        try:
            load_cards()[name]
        except UnknownCard as exc:
            raise ScenarioError(str(exc)) from None
        return name

    def setup(self) -> GameSetup:
        return GameSetup(
            players=tuple(PlayerSetup(
                name=d.name, life=d.life, library=tuple(d.library), hand=tuple(d.hand),
                graveyard=tuple(d.graveyard), exile=tuple(d.exile), battlefield=tuple(d.battlefield),
                mana_pool=d.mana_pool, lands_played=d.lands_played, planar_deck=tuple(d.planar_deck),
                planar_die_rolls=d.planar_die_rolls, poison=d.poison) for d in self.drafts.values()),
            active_player=self.active, step=self.step, turn=self.turn, plane=self.plane,
            extra_turns=self.extra_turns)

    def load(self, setup: GameSetup) -> None:
        """Start the game from a complete setup (properties draw whole setups)."""
        if self.started:
            raise ScenarioError("the game has already started")
        self.drafts = {p.name: PlayerDraft(
            name=p.name, life=p.life, library=list(p.library), hand=list(p.hand), graveyard=list(p.graveyard),
            exile=list(p.exile), battlefield=list(p.battlefield), mana_pool=p.mana_pool,
            lands_played=p.lands_played, planar_deck=list(p.planar_deck),
            planar_die_rolls=p.planar_die_rolls, poison=p.poison) for p in setup.players}
        self.active, self.step, self.turn, self.plane = setup.active_player, setup.step, setup.turn, setup.plane
        self.extra_turns = setup.extra_turns
        self.start()

    def start(self) -> None:
        if not self.started:
            self.started = True
            self.engine.setup(self.setup())
            obs = self.engine.observe()
            self.capabilities = frozenset(str(c) for c in self.engine.info().capabilities)
            check_ids(obs, "after the setup")
            check_declared_fields(obs, self.capabilities, "after the setup")
            self.census = card_census(obs)

    def check_invariants(self, action: Action) -> None:
        """After an accepted action: every object has its own id and no card was lost or duplicated
        (:mod:`mtg_conformance.invariants`), for every engine whatever it declares."""
        obs = self.engine.observe()
        after = _Later(lambda: f"after {_describe(action)}")    # written only if a check fails
        check_ids(obs, after)
        check_declared_fields(obs, self.capabilities, after)
        if self.census is not None:
            check_census(self.census, obs, after)
        if self.before_last_action is not None:
            check_life_ledger(self.before_last_action, self.last_events, obs, after)

    # ---- acting ---------------------------------------------------------------------------

    def script(self, choice: ScriptedChoice) -> None:
        self.choices.append(choice)

    def script_if_asked(self, choice: ScriptedChoice) -> None:
        """An answer to a question the engine need not ask (docs/protocol.md says which): it is
        not one of the choices every engine must use; when the engine asks a question of its kind,
        it is put among the pending choices where the engine asked it, and the action sent again."""
        self.if_asked.append(choice)

    def act(self, action: Action, on_question: Callable[[Question], Any] | None = None) -> bool:
        """Send one action with the pending scripted choices. A rejection (IllegalAction) is
        recorded for a Then step to check and returns False. An unanswered question fails, unless
        ``on_question`` answers it: then the answer is scripted and the action sent again (random
        play in properties)."""
        self.require_no_unchecked_rejection()
        self.start()
        self.before_last_action = self.engine.observe()
        answered = 0                   # choices ``on_question`` added for this action
        placed: list[Any] = []         # [choice, index in self.choices, the first question] (if_asked)
        for _ in range(MAX_QUESTIONS):
            try:
                result = self.engine.act(action, tuple(self.choices))
                break
            except IllegalAction as exc:
                self.rejection, self.rejection_checked = exc, False
                self.last_events = []
                if answered:           # the answers were this action's, and it was not taken
                    del self.choices[-answered:]
                if placed:
                    self._unplace(placed)
                return False
            except UnansweredQuestion as exc:
                if on_question is None:
                    if self._place_if_asked(exc, placed):
                        continue
                    first = placed[2] if placed else exc
                    if placed:
                        self._unplace(placed)
                    raise ScenarioError(f"the engine asked a question no scripted choice answers: {first}") from None
                self.choices.append(ScriptedChoice(question=exc.question.kind, answer=on_question(exc.question)))
                answered += 1
        else:
            raise ScenarioError(f"{_describe(action)} asked more than {MAX_QUESTIONS} questions")
        self.rejection = None
        if not 0 <= result.choices_used <= len(self.choices):
            raise EngineFault(f"the engine answered {_describe(action)} saying it used {result.choices_used} "
                              f"scripted choice(s), but {len(self.choices)} were sent")
        if placed and placed[1] >= result.choices_used:
            self._unplace(placed)      # sent, and not used after all: it stays an answer if asked
        self.history.append((action, self.before_last_action, tuple(self.choices[:result.choices_used])))
        del self.choices[:result.choices_used]
        self.last_events = list(result.events)
        self.events.extend(result.events)
        try:
            self.check_invariants(action)
        except InvariantViolation as exc:
            if hypothesis.currently_in_test_context():     # a property: say which game broke it
                exc.add_note(self.gherkin())
            raise
        return True

    def _place_if_asked(self, exc: UnansweredQuestion, placed: list[Any]) -> bool:
        """The engine asked a question no pending choice answers. An answer given "if asked" of
        that kind is put among the pending choices: first in front (the engine had used none), then
        one place further each time the engine still finds it out of place (the choices before it
        answer earlier questions of the same action). False when there is none, or no place is left."""
        if placed:
            choice, index, _ = placed
            del self.choices[index]
            if index + 1 > len(self.choices):
                self.choices.insert(index, choice)
                return False
            self.choices.insert(index + 1, choice)
            placed[1] = index + 1
            return True
        choice = next((c for c in self.if_asked if c.question == exc.question.kind), None)
        if choice is None:
            return False
        self.if_asked.remove(choice)
        self.choices.insert(0, choice)
        placed.extend([choice, 0, exc])
        return True

    def _unplace(self, placed: list[Any]) -> None:
        choice, index, _ = placed
        del self.choices[index]
        self.if_asked.insert(0, choice)
        placed.clear()

    def act_or_fail(self, action: Action) -> None:
        if not self.act(action):
            self.rejection_checked = True
            raise ScenarioError(f"{_describe(action)} was rejected: {self.rejection}")

    def take_rejection(self) -> IllegalAction:
        if self.rejection is None:
            raise ScenarioError("the last action was not rejected")
        self.rejection_checked = True
        return self.rejection

    def require_no_unchecked_rejection(self) -> None:
        if not self.rejection_checked:
            self.rejection_checked = True
            raise ScenarioError(f"an action was rejected and no step checks it: {self.rejection}")

    def finish(self) -> None:
        """End-of-scenario checks: every rejection was checked, every scripted choice was asked, and
        every expected rejection was for its reason (issue 31 item 3): the engine cited the rule the
        scenario names (or a subrule or parent), or the same action made legal was accepted. A
        rejection citing an unrelated rule is a rejection for another reason: a failure. One citing
        no rule, in a scenario with no legal variant to check it by, has no verdict: a skip."""
        self.require_no_unchecked_rejection()
        for pending in self.reasons_unchecked:
            if pending.rejection.rule is not None:
                raise AssertionError(f"the engine rejected {pending.action} for another reason than the "
                                     f"scenario's: {pending.rejection.reason!r} citing rule {pending.rejection.rule}, "
                                     f"where the scenario expects {pending.expected}; and the scenario has no "
                                     f"legal variant of the action to check the reason by")
        if self.reasons_unchecked:
            pending = self.reasons_unchecked[0]
            raise Unsupported(f"the engine gives no reason for rejections: it rejected {pending.action} "
                              f"({pending.rejection.reason!r}) citing no rule; the scenario expects "
                              f"{pending.expected} and has no legal variant of the action to check the reason by")
        if self.choices:
            raise ScenarioError(f"scripted choice(s) never asked for: {self.choices}")

    # ---- observing ------------------------------------------------------------------------

    def observe(self) -> Observation:
        self.require_no_unchecked_rejection()
        self.start()
        return self.engine.observe()

    def find(self, name: str, zone: Zone | None = None, player: str | None = None,
             untapped: bool = False) -> str:
        """The id of an object named ``name``: on the battlefield, then on the stack, in hands,
        graveyards, exile and libraries, unless ``zone`` says where. ``player`` narrows to that
        player's zones (or permanents they control)."""
        obs = self.observe()
        for z, obj_id in self.locate(obs, name, player, untapped):
            if zone is None or z == zone:
                return obj_id
        where = f" in {player + chr(39) + 's ' if player else ''}{zone or 'any zone'}"
        raise ScenarioError(f"there is no {name!r}{where}")

    @staticmethod
    def locate(obs: Observation, name: str, player: str | None = None,
               untapped: bool = False) -> list[tuple[Zone, str]]:
        found: list[tuple[Zone, str]] = []
        for perm in obs.battlefield:
            if (perm.name == name or name in perm.cards) and player in (None, perm.controller) \
                    and not (untapped and perm.tapped):
                found.append((Zone.BATTLEFIELD, perm.id))
        # A face-down spell has no name (708.2): it is found by the card it is, which observations reveal.
        found += [(Zone.STACK, s.id) for s in obs.stack if (s.name == name or (s.name == "" and s.card == name))
                  and player in (None, s.controller)]
        for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY):
            for p in obs.players:
                if player in (None, p.name):
                    found += [(zone, c.id) for c in getattr(p, zone.value) if c.name == name]
        found += [(Zone.EXILE, c.id) for c in obs.exile if c.name == name and player in (None, c.owner)]
        return found

    def zones_of(self, name: str, player: str | None = None) -> list[Zone]:
        return [z for z, _ in self.locate(self.observe(), name, player)]

    def permanent(self, name: str):
        obs = self.observe()
        for perm in obs.battlefield:
            if perm.name == name:
                return perm
        raise ScenarioError(f"{name!r} is not on the battlefield")

    def events_of(self, kind: str) -> list[Event]:
        return [e for e in self.events if e.type == kind]


    def gherkin(self, title: str = "Found by a property") -> str:
        """The setup and the accepted actions as a scenario in the step library's words, to paste
        into a feature file (properties print it for a shrunk failure)."""
        from .gherkin import scenario_text
        return scenario_text(self.setup(), self.history, title)


def _describe(action: Action) -> str:
    from .protocol import to_json
    return f"action {to_json(action)}"


class _Later:
    """A part of an error message written only when a message is (``act(action {...})``, ``after
    action {...}``): most calls raise none, and properties send thousands of actions."""

    def __init__(self, write: Callable[[], str]) -> None:
        self.write = write

    def __str__(self) -> str:
        return self.write()


_IMMUTABLE = (str, int, float, bool, type(None), enum.Enum)
_FROZEN_FIELDS: dict[type, tuple[str, ...]] = {}
"""The field names of each frozen dataclass sent (empty for any other type), looked up once."""


def _sent(value: Any) -> Any:
    """What is sent to the engine as an action or scripted choices: ``value`` itself where it cannot
    be changed in place (strings, numbers, enums, tuples and frozen dataclasses of those: the
    protocol's actions), otherwise a copy of its changeable parts (a list answer, a list where a
    tuple is expected), so that an engine changing what it was sent cannot change what the suite
    sends next. The same guard as ``copy.deepcopy`` of the whole value, without copying the rest."""
    if isinstance(value, _IMMUTABLE):
        return value
    cls = type(value)
    if cls is tuple:
        if all(type(v) in _SCALARS for v in value):
            return value                # props5: names of cards, ids: nothing to copy
        items = tuple([_sent(v) for v in value])
        return value if all(a is b for a, b in zip(items, value)) else items
    names = _FROZEN_FIELDS.get(cls)
    if names is None:
        params = getattr(cls, "__dataclass_params__", None)
        names = _FROZEN_FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls)) \
            if params is not None and params.frozen else ()
    if not names:
        if cls is dict and all(type(k) in _SCALARS and type(v) in _SCALARS for k, v in value.items()):
            return dict(value)          # props5: a setup's counters: a new dict, its items cannot change
        return copy.deepcopy(value)
    changed = {}
    for name in names:
        v = getattr(value, name)
        if not isinstance(v, _IMMUTABLE) and v != ():
            new = _sent(v)
            if new is not v:
                changed[name] = new
    return _replaced(value, changed) if changed else value


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _replaced(value: Any, changed: dict[str, Any]) -> Any:
    """``dataclasses.replace(value, **changed)`` for a frozen dataclass: for one without
    ``__post_init__`` (the protocol's), the copy is made without calling ``__init__`` again (props5:
    ``replace`` was most of the time of sending a setup, one per permanent for its counters)."""
    if hasattr(type(value), "__post_init__") or not hasattr(value, "__dict__"):
        return dataclasses.replace(value, **changed)
    new = object.__new__(type(value))
    new.__dict__.update(value.__dict__)
    new.__dict__.update(changed)
    return new
