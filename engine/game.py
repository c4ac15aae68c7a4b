"""The core of the reference engine: objects and zones, events and triggered abilities, priority
and the stack, state-based actions, and the turn structure.

The core knows no mechanic and no card. Mechanic rules live in their own modules (``explore``,
``land_plays``, ``flashback``, ``meld``, ``planechase``, ...), card abilities in ``cards``; they plug
in through the registries of ``hooks`` (replacement effects, triggered abilities, state-based
actions, a new turn, a player leaving, ...) and the card scripts of ``scripts``. Everything a rules
decision depends on is in :class:`Game`, which is plain data so an action can be undone by
restoring a copy (an illegal action leaves the state exactly as it was).
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import functools
import itertools
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from mtg_conformance.cards import CardData, load_cards
from mtg_conformance.protocol import (
    Event, EventType, IllegalAction, Question, QuestionKind, ScriptedChoice, Step, Target,
    UnansweredQuestion, Unsupported, Zone,
)

from . import hooks, replacement, targets
from . import creature_types
from .mana import ManaCost

STEPS = tuple(Step)
"""Steps in turn order (CR 500.1)."""
MAIN_STEPS = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
MAXIMUM_HAND_SIZE = 7   # 402.2: "Each player has a maximum hand size, which is normally seven cards."


# --------------------------------------------------------------------------------------------
# Objects and players
# --------------------------------------------------------------------------------------------

_new_obj = object.__new__
_new_dict = dict.__new__
_FACES: dict[tuple[str, str | None, str | None], CardData] = {}
"""``Obj.data`` by (name, face, copy_of): looked up many times per action; the card database is
read once (``load_cards`` is cached)."""


def _copy_counter(counter: Counter[str]) -> Counter[str]:
    """A copy of a Counter without ``Counter.__init__`` (which goes through ``update``)."""
    new = _new_dict(Counter)
    dict.update(new, counter)
    return new


FACE_DOWN = CardData(name="", mana_cost=None, mana_value=0, type_line="Creature", types=("Creature",),
                     subtypes=(), supertypes=(), text="", power="2", toughness="2", layout="normal",
                     keywords=())
"""708.2a: "a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost" (the
characteristics of a permanent put onto the battlefield face down by manifest, 701.40a)."""

COPY_OF_FACE_DOWN = ""
"""``Obj.copy_of`` of a permanent that copies a face-down permanent (the face-down one shows no name,
708.2a). 708.2: the characteristics a face-down permanent has "are the copiable values of that
object's characteristics", and 707.2: copiable values are "as modified by ... its face-down status":
the copy has FACE_DOWN's characteristics, face up (a 2/2 creature with no name and no mana cost)."""



@dataclasses.dataclass
class Obj:
    """A card (or the object it is in a zone). Moving zones makes a new object (CR 400.7)."""

    id: str
    name: str
    owner: str
    controller: str
    zone: Zone
    tapped: bool = False
    counters: Counter[str] = dataclasses.field(default_factory=Counter)
    """Replaced, never changed in place (:meth:`Game.add_counters`): copies of the game share it
    (tests/test_shared_counters.py)."""
    damage: int = 0
    deathtouch_damage: bool = False
    """Dealt damage by a source with deathtouch since state-based actions were last checked (704.5h)."""
    summoning_sick: bool = False
    types_override: tuple[str, ...] | None = None
    """Card types set by an effect (e.g. "becomes an enchantment"), or None for the printed ones."""
    token: bool = False
    face: str | None = None
    """The face up when it is not the whole card: a split card's half on the stack (709.3), a
    transformed permanent's back face (712.8e). ``name`` stays the card's name."""
    meld_cards: tuple[str, ...] = ()
    """A melded permanent's two cards (712.4a); ``name`` is the melded face."""
    copy_of: str | None = None
    """The name of the face this permanent copies; ``name`` is that face too."""
    x: int | None = None
    """The value of X while a spell is on the stack (202.3e)."""
    attached_to: str | None = None
    """Id of the permanent or name of the player an Aura is attached to."""
    attached_timestamp: int = 0
    """613.7e: the timestamp it received when it last became attached (0: attached as the game was
    set up, older than every effect)."""
    face_down: bool = False
    exile_if_leaves_stack: bool = False
    """Set when a flashback cost was paid (702.34a): exile it instead of anywhere else."""
    exiled_with: tuple[str, ...] = ()
    """Ids of the cards its own ability exiled, oldest first: what "cards exiled with [this
    object]" refers to (406.6, 607.2a)."""
    cast_data: dict[str, Any] = dataclasses.field(default_factory=dict)
    """What was chosen and paid as it was cast (400.7d lets the permanent refer to it)."""
    spell_copy: bool = False
    """A copy of a spell (707.10, engine/copies.py): not a card; outside the stack it ceases to
    exist at the next state-based action check (704.5e), and a copy of a permanent spell becomes a
    token as it resolves (111.13)."""
    card_copy: bool = False
    """A copy of a card (707.12: "the copy is created in the same zone the object is in and then
    cast"): not a card; 704.5e (707.10a): "If a copy of a card is in any zone other than the stack or
    the battlefield, it ceases to exist" at the next state-based action check (see ``place``)."""
    data: CardData = dataclasses.field(init=False, repr=False, compare=False)
    """The characteristics of the face that is up, or of the face it copies (707.2); a face-down
    permanent has only those the rules give it (708.2a). Set as the object is made and whenever its
    face changes (:meth:`becomes`)."""
    shown_name: str = dataclasses.field(init=False, repr=False, compare=False)
    """The name it has: the face up or the face it copies; none face down (708.2a). Set with
    ``data``."""

    def __post_init__(self) -> None:
        self._face_changed()

    @property
    def is_card(self) -> bool:
        """Whether it is a card, as a rule or a card's text means it (108.2: "only a Magic card or an
        object represented by a Magic card"): not a token (108.2b: "Tokens aren't considered cards";
        111.1), not a copy of a spell (707.10: it "has no spell card associated with it"). The one
        place the engine decides it: "another card is put into a graveyard" (Planar Void), "if a card
        would be put into ... graveyard" (Leyline of the Void), the cards melded (701.42b)."""
        return not (self.token or self.spell_copy or self.card_copy)

    def becomes(self, **changes: Any) -> None:
        """The object's face changes in place: it transforms (``face=``, 712.8e), becomes a copy
        (``copy_of=``, 707.2) or is turned face down (``face_down=``, 708.2). The one way these
        fields change once the object is made (tests/test_obj_characteristics.py), so that ``data``
        and ``shown_name`` always describe the face that is up: the rules read them many times per
        action, as plain fields."""
        for field, value in changes.items():
            if field not in ("face", "copy_of", "face_down"):
                raise TypeError(f"becomes() changes the face, the face copied or face_down, not {field!r}")
            setattr(self, field, value)
        self._face_changed()

    def _face_changed(self) -> None:
        self.data = _characteristics(self.name, self.face, self.copy_of, self.face_down)
        self.shown_name = ("" if self.face_down or self.copy_of == COPY_OF_FACE_DOWN   # 708.2a: "no name"
                           else self.face if self.copy_of is not None and self.face == self.data.name  # 707.8a
                           else self.copy_of or self.face or self.name)

    def __deepcopy__(self, memo: dict[int, Any]) -> "Obj":
        """A field-by-field copy, several times faster than the generic one: strings, tuples and
        booleans are shared (they never change in place); the counters and ``cast_data`` are copied,
        through the memo, so that what this object shares with another one (last known information
        made by ``dataclasses.replace`` shares them) stays shared (a tuple, ``exiled_with`` is
        shared)."""
        new = _new_obj(Obj)
        memo[id(self)] = new
        fields = new.__dict__
        fields.update(self.__dict__)
        for name, value in (("counters", self.counters), ("exiled_with", self.exiled_with),
                            ("cast_data", self.cast_data)):
            key = id(value)
            if key in memo:
                fields[name] = memo[key]
            else:
                fields[name] = memo[key] = (_copy_counter(value) if name == "counters" else value[:]
                                            if name == "exiled_with" else copy.deepcopy(value, memo))
        return new


def _characteristics(name: str, face: str | None, copy_of: str | None, face_down: bool) -> CardData:
    """``Obj.data``: the characteristics of card ``name`` with ``face`` up, or of the face it
    copies, or face down."""
    if face_down or copy_of == COPY_OF_FACE_DOWN:                 # 708.2a; 708.2, 707.2: copied so
        return FACE_DOWN
    try:
        return _FACES[name, face, copy_of]
    except KeyError:
        pass
    if copy_of is not None:
        # 707.8a: a token that is a copy of a double-faced card is a double-faced token "that has both a
        # front face and a back face", each that of the same face of the card copied: transformed
        # (712.8e) it has the copied card's back face up.
        copied = load_cards()[copy_of]
        data = copied if face is None else next((f for f in copied.faces if f.name == face), copied)
    else:
        card = load_cards()[name]
        data = card if face is None else next((f for f in card.faces if f.name == face), card)
    _FACES[name, face, copy_of] = data
    return data


@dataclasses.dataclass(frozen=True)
class LastKnown:
    """An object as it last existed in a public zone it has left (608.2h: "if it's no longer in that
    zone ... the effect uses the object's last known information"; 113.7a: "The source can still
    perform the action even though it no longer exists"). Kept by :meth:`Game.remember` for every
    object that leaves the battlefield, the stack, a graveyard or exile, under the id it had there
    (400.7: that id names no other object). Values only, frozen: copies of the game share it;
    :meth:`obj` makes the object again."""

    id: str
    name: str
    owner: str
    controller: str
    zone: Zone
    face: str | None
    copy_of: str | None
    face_down: bool
    token: bool
    counters: tuple[tuple[str, int], ...]
    keywords: tuple[str, ...]
    """The keyword abilities it had then, lowercase, sorted: printed, granted until end of turn, or
    granted by another permanent's static ability (an Equipment's): 702.2e, 702.15c."""
    power_toughness: tuple[int | None, int | None] = (None, None)
    """g2view: a permanent's power and toughness as it last existed on the battlefield, with the
    effects that applied to it then (a -5/-0 until end of turn ends as it leaves, 400.7, but its last
    known information keeps it: Swords to Plowshares' "its power", 608.2h, 107.1b)."""

    @classmethod
    def of(cls, obj: Obj, keywords: tuple[str, ...],
           power_toughness: tuple[int | None, int | None] = (None, None)) -> "LastKnown":
        return cls(id=obj.id, name=obj.name, owner=obj.owner, controller=obj.controller, zone=obj.zone,
                   face=obj.face, copy_of=obj.copy_of, face_down=obj.face_down, token=obj.token,
                   counters=tuple(sorted(obj.counters.items())), keywords=keywords,
                   power_toughness=power_toughness)

    def obj(self) -> Obj:
        """The object as it last existed (a new one each time: nothing shares it)."""
        return Obj(id=self.id, name=self.name, owner=self.owner, controller=self.controller, zone=self.zone,
                   face=self.face, copy_of=self.copy_of, face_down=self.face_down, token=self.token,
                   counters=Counter(dict(self.counters)))


@dataclasses.dataclass
class Player:
    name: str
    life: int = 20
    library: list[Obj] = dataclasses.field(default_factory=list)
    """Top first."""
    hand: list[Obj] = dataclasses.field(default_factory=list)
    graveyard: list[Obj] = dataclasses.field(default_factory=list)
    """Bottom first."""
    mana_pool: Counter[str] = dataclasses.field(default_factory=Counter)
    lands_played: int = 0
    in_game: bool = True
    city_blessing: bool = False
    drew_from_empty_library: bool = False
    """Attempted to draw from an empty library since state-based actions were last checked (704.5b)."""
    poison: int = 0
    """Poison counters (122.1f; 120.3b: given by damage from a source with infect; 704.5c: ten lose)."""
    planar_deck: list[Obj] = dataclasses.field(default_factory=list)
    """Top first (Planechase)."""
    planar_die_rolls: int = 0

    def _copy(self, memo: dict[int, Any]) -> "Player":
        """For :meth:`Game.copy`: the zones and the mana pool are copied, the rest shared
        (immutable). The objects in the zones are shared (see :data:`UNCHANGING_ZONES`)."""
        new = _new_obj(Player)
        memo[id(self)] = new
        fields = new.__dict__
        fields.update(self.__dict__)
        fields["library"] = self.library[:]
        fields["hand"] = self.hand[:]
        fields["graveyard"] = self.graveyard[:]
        fields["planar_deck"] = self.planar_deck[:]
        fields["mana_pool"] = _copy_counter(self.mana_pool)
        return new


UNCHANGING_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
"""The zones whose objects never change in place: an object there changes only by moving to
another zone, which makes a new object (400.7). :meth:`Game.copy` shares these objects between
the game and its copy instead of copying them (most of a game's objects are there); a rule that
changes such an object before it moves (a modal double-faced card's face chosen as it is played,
712.12) replaces it in its zone with a changed copy (:meth:`Game.replace_object`). The face-up
plane (``Game.plane``, in the command zone) is not in a planar deck and is copied."""


def _copy_objs(objs: list[Obj], memo: dict[int, Any], alone: bool) -> list[Obj]:
    """Each object copied once (through the memo, as ``deepcopy`` does); see :func:`_copy_alone`."""
    if alone:
        return _copy_alone(objs)
    get = memo.get
    return [get(id(o)) or o.__deepcopy__(memo) for o in objs]


def _copy_alone(objs: list[Obj]) -> list[Obj]:
    """:meth:`Obj.__deepcopy__` of each object, for a game in which nothing outside the zones
    refers to objects (no stack, pending or delayed triggers) and each object is in one zone:
    nothing else can refer to an object or share its ``cast_data``, so no memo is needed. The
    field-by-field copy, written out: the permanents' copies are most of a snapshot's time (the other
    zones' objects are shared, :data:`UNCHANGING_ZONES`). Their counters are shared too: they are
    replaced, never changed in place (:meth:`Game.add_counters`), and ``exiled_with`` is a tuple."""
    new_objs = []
    append = new_objs.append
    for o in objs:
        fields = o.__dict__.copy()
        fields["cast_data"] = copy.deepcopy(fields["cast_data"]) if fields["cast_data"] else {}
        new = _new_obj(Obj)
        new.__dict__ = fields
        append(new)
    return new_objs


@dataclasses.dataclass
class StackItem:
    """A spell or an ability on the stack."""

    id: str
    name: str
    controller: str
    kind: str                                  # "spell" or "ability"
    effect: Callable[["Game", "StackItem"], None]
    targets: tuple[Target, ...] = ()
    target_specs: tuple[Any, ...] = ()          # targets.TargetSpec, one per target
    card: Obj | None = None                    # the spell's card object
    source: Obj | None = None                  # last known information of an ability's source
    data: dict[str, Any] = dataclasses.field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, Any]) -> "StackItem":
        """For :meth:`Game.copy`, field by field: the effect (a function), the targets and their
        specs (tuples of frozen records of names and functions, replaced, never changed in place)
        are shared; the card, the source and ``data`` are copied through the memo, so that what
        refers to an object refers to its copy (what the generic ``deepcopy`` does for them, and
        would also do, in vain, for every target and spec)."""
        new = _new_obj(StackItem)
        memo[id(self)] = new
        new.__dict__.update(self.__dict__)
        new.card = copy.deepcopy(self.card, memo)
        new.source = copy.deepcopy(self.source, memo)
        new.data = copy.deepcopy(self.data, memo)
        return new


@dataclasses.dataclass
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    name: str
    controller: str
    source: Obj                                 # last known information of the source
    effect: Callable[["Game", StackItem], None]
    target_specs: tuple[Any, ...] = ()
    data: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def ref(self) -> dict[str, Any]:
        """How an answer to ``order_triggers`` names this ability: its source's id as it was when
        the ability triggered (None for an ability without a source, 901.8) and which of the
        source's printed triggered abilities it is."""
        return {"source": None if self.data.get("label") else self.source.id, "ability": self.data.get("ability")}

    @property
    def label(self) -> str:
        """The ability as shown on the stack: "<source>: <text>", or the name the rules give an
        ability that has no source (``data["label"]``, e.g. the planeswalking ability, 901.8)."""
        return self.data.get("label") or f"{self.source.name}: {self.name}"


LOSES = "loses "
"""The ``kind`` of an ``UntilEndOfTurn`` effect that removes a keyword ability: ``"loses first strike"``."""


_CLOCK = itertools.count(1)


def next_timestamp() -> int:
    """613.7: a timestamp, later than every one given before (613.7a-e: an effect from a resolving
    spell or ability gets one as it is created; an Aura, Equipment or Fortification each time it
    becomes attached). One clock for every game: only the order of a game's timestamps matters, and
    copies of a game share theirs."""
    return next(_CLOCK)


@dataclasses.dataclass(frozen=True)
class UntilEndOfTurn:
    """A continuous effect that ends in the cleanup step (CR 514.2). Frozen: an effect is added or
    ended, never changed, so copies of the game share it."""

    kind: str         # "land_plays", "pt", a keyword it grants ("menace", "trample") or removes ("loses trample")
    player: str | None = None
    object: str | None = None
    amount: int = 0
    toughness: int = 0
    timestamp: int = dataclasses.field(default_factory=next_timestamp, compare=False)
    """613.7a: its timestamp, the time it was created (the effects are also kept in that order)."""


@functools.cache
def _event(kind: EventType, player: str | None, detail: str | None = None) -> Event:
    """The event that a player receives priority, or that a step of a player's turn begins (with the
    step in ``detail``): events are immutable values, so each of these, which happen at every pass,
    is made once and reported again each time it happens (an event has fourteen fields to set)."""
    return Event(type=kind, player=player, detail=detail)


@functools.cache
def _num(printed: str | None) -> int:
    """A printed power or toughness; ``*`` counts as 0 outside the layers that define it."""
    return int(printed) if printed and printed.lstrip("-").isdigit() else 0


# --------------------------------------------------------------------------------------------
# Choices
# --------------------------------------------------------------------------------------------

class ChoiceQueue:
    """Scripted answers, consumed in order; a question with no matching next answer is an error."""

    def __init__(self, choices: tuple[ScriptedChoice, ...] = ()) -> None:
        self.choices = tuple(choices)
        self.used = 0

    def ask(self, question: Question) -> Any:
        if self.used >= len(self.choices):
            raise UnansweredQuestion(question, "no scripted choice left")
        nxt = self.choices[self.used]
        if nxt.question != question.kind:
            raise UnansweredQuestion(
                question, f"the next scripted choice answers {nxt.question!s}, not {question.kind!s}")
        self.used += 1
        return nxt.answer


def _in_answered_order(triggers: list[PendingTrigger], answer: Any) -> list[PendingTrigger]:
    """The triggers in the order an ``order_triggers`` answer lists them (603.3b): each entry names
    a source (``{"source": id}``) and, when that source has several different abilities waiting,
    which one (``"ability"``); every trigger is listed once (the same ability twice: listed twice)."""
    if not isinstance(answer, (list, tuple)) or not all(isinstance(a, dict) for a in answer):
        raise IllegalAction(f"the trigger order must be a list of {{'source': id, 'ability': n}}, got {answer!r}")
    left, ordered = list(triggers), []
    for entry in answer:
        same_source = [t for t in left if t.ref["source"] == entry.get("source")]
        if entry.get("ability") is None and len({t.name for t in same_source}) > 1:
            raise IllegalAction(f"{entry!r} names a source with several different abilities waiting; "
                                f"say which with 'ability'")
        chosen = next((t for t in same_source if entry.get("ability") in (None, t.ref["ability"])), None)
        if chosen is None:
            raise IllegalAction(f"{entry!r} is not one of the abilities to order ({[t.ref for t in triggers]})")
        left.remove(chosen)
        ordered.append(chosen)
    if left:
        raise IllegalAction(f"the trigger order leaves out {[t.ref for t in left]}")
    return ordered


# --------------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass
class Division:
    """A blocked attacking creature whose combat damage is assigned among the creatures blocking
    it (510.1c) and, with trample, the player it attacks (702.19b: ``player``, else None)."""

    attacker: Obj
    power: int
    blockers: list[Obj]
    player: Player | None
    blocking: bool = False
    """510.1d: a blocking creature that blocks two or more creatures: ``attacker`` is that blocker and
    ``blockers`` the attacking creatures it blocks, among which its controller divides its damage."""


class Game:
    """One game in progress."""

    def __init__(self, player_names: list[str], active: str, step: Step, turn: int) -> None:
        self.players: list[Player] = [Player(n) for n in player_names]
        self.active = active
        self.step = step
        self.turn = turn
        self.battlefield: list[Obj] = []
        self.stack: list[StackItem] = []           # bottom first
        self.exile: list[Obj] = []
        self.priority: str | None = None
        self.passes = 0
        self.awaiting: str | None = None
        self.attackers: dict[str, str] = {}        # attacker id -> defending player
        self.blocks: dict[str, list[str]] = {}     # attacker id -> blocker ids
        self.declared_blocks: dict[str, tuple[str, ...]] = {}
        self.blockers_to_declare: list[str] = []
        """802.4: the defending players still to declare blockers this combat, in APNAP order (101.4)."""
        """Each blocked attacker: the creatures declared as its blockers this combat (509.1h: what made it
        a blocked creature), kept when they leave combat (False Orders: "creatures it was blocking that
        had become blocked by only that creature this combat")."""
        self.first_strikers: frozenset[str] | None = None
        """The creatures that assigned damage in this combat's first-strike combat damage step (510.4);
        None while this combat has had none."""
        self.second_damage_step = False
        """A first-strike combat damage step is under way: a second combat damage step follows (510.4)."""
        self.pending: list[PendingTrigger] = []
        self.until_eot: list[UntilEndOfTurn] = []
        self.until_planeswalk: list[tuple[str, bool]] = []
        """901.11: continuous effects that last until a player planeswalks: (what the effect does, and
        whether only planeswalking away from a plane ends it, not away from a phenomenon)."""
        self.control_effects: list[Any] = []
        """613.1b (layer 2): control-changing effects in force, oldest first (``control.ControlEffect``)."""
        self.events: list[Event] = []
        self.choices = ChoiceQueue()
        self.plane: Obj | None = None              # Planechase: the face-up plane
        self.planar_controller_override: str | None = None
        self.extra_turns: list[str] = []
        self.turn_order_player = active
        """Whose turn it is in the normal turn order: the player who took the last turn that was not
        an extra turn (500.7: extra turns are added directly after a turn, and do not change whose
        turn comes next in turn order)."""
        self.delayed: list[Any] = []               # delayed triggered abilities (603.7): scripts.DelayedTrigger
        self.over = False
        """The game has ended (104.1): see :meth:`end_if_decided`."""
        self.winners: tuple[str, ...] = ()
        """Once ``over``: the players who won (104.2a); none for a draw (104.4a)."""
        self.ceasing_to_exist: list[Obj] = []
        """Tokens and copies of spells put into a zone other than the battlefield (and the stack, for a
        copy): they cease to exist the next time state-based actions are performed (111.7, 704.5d,
        704.5e, 707.10a). Recorded by :meth:`place`, where every new object enters its zone, so that
        the check looks at these objects instead of every card of every library, hand and graveyard."""
        self.last_known: dict[str, LastKnown] = {}
        """The last known information of each object that has left a public zone, by the id it had
        there (:class:`LastKnown`)."""
        self.happening_at_once: list[tuple[Event, dict[str, Any]]] | None = None
        """While objects move simultaneously (:meth:`simultaneously`): their events, seen once all
        have moved."""
        self._next_id = 1

    def copy(self) -> "Game":
        """An independent copy of the game, as ``copy.deepcopy`` makes it and several times faster:
        a snapshot to restore when an action is rejected, or a copy to try an action on.

        Every object of the zones is copied once, through one memo, so that what refers to it from
        elsewhere (a stack item's card or source, a pending or delayed trigger's source, ``data``)
        refers to its copy, as in ``deepcopy``. The stack, pending and delayed triggers and their
        ``data`` go through ``copy.deepcopy`` with that memo (effects are functions, shared as
        ``deepcopy`` shares them). Strings, tuples, enums and events are immutable and shared, and
        so are the objects of libraries, hands, graveyards, exile and planar decks, which never
        change in place (:data:`UNCHANGING_ZONES`): the copy has its own lists of them."""
        memo: dict[int, Any] = {}
        new = _new_obj(Game)
        fields = new.__dict__
        fields.update(self.__dict__)
        alone = not (self.stack or self.pending or self.delayed)
        if not alone:                   # what refers to a shared object refers to it in the copy too
            memo.update((id(o), o) for p in self.players for zone in (p.library, p.hand, p.graveyard,
                                                                     p.planar_deck) for o in zone)
            memo.update((id(o), o) for o in self.exile)
        new.players = [p._copy(memo) for p in self.players]
        new.battlefield = _copy_objs(self.battlefield, memo, alone)
        new.exile = self.exile[:]
        if self.plane is not None:
            new.plane = _copy_objs([self.plane], memo, alone)[0]
        new.attackers = self.attackers.copy()
        new.blocks = {k: v[:] for k, v in self.blocks.items()}
        new.declared_blocks = self.declared_blocks.copy()
        new.blockers_to_declare = self.blockers_to_declare[:]
        new.until_eot = self.until_eot[:]                    # frozen records: shared
        new.until_planeswalk = self.until_planeswalk[:]
        new.control_effects = self.control_effects[:]        # frozen records: shared
        new.events = self.events[:]
        new.choices = ChoiceQueue(copy.deepcopy(self.choices.choices, memo) if self.choices.choices else ())
        new.choices.used = self.choices.used
        new.extra_turns = self.extra_turns[:]
        new.ceasing_to_exist = self.ceasing_to_exist[:]       # objects of UNCHANGING_ZONES: shared
        new.last_known = self.last_known.copy()               # frozen records: shared
        if alone:
            new.stack, new.pending, new.delayed = [], [], []
        else:
            new.stack, new.pending, new.delayed = copy.deepcopy((self.stack, self.pending, self.delayed), memo)
        return new

    # ---- lookups -------------------------------------------------------------------------

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise IllegalAction(f"there is no player named {name!r}")

    def new_id(self) -> str:
        self._next_id += 1
        return f"o{self._next_id - 1}"

    def all_objects(self) -> Iterator[Obj]:
        for p in self.players:
            yield from p.library
            yield from p.hand
            yield from p.graveyard
        yield from self.battlefield
        yield from self.exile
        for item in self.stack:
            if item.card is not None:
                yield item.card

    def find(self, object_id: str) -> Obj | None:
        for o in self.all_objects():
            if o.id == object_id:
                return o
        return None

    def as_it_exists(self, object_id: str) -> Obj | None:
        """608.2h: "the object as it exists—or as it most recently existed": the object with this id
        if it is still in a zone, otherwise its last known information (:class:`LastKnown`), or None
        if the game has never seen it leave a public zone."""
        found = self.find(object_id)
        if found is not None:
            return found
        last = self.last_known.get(object_id)
        return last.obj() if last is not None else None

    def remember(self, obj: Obj) -> None:
        """Keep ``obj``'s last known information as it leaves its zone (608.2h): a copy of it as it
        is now, and the keyword abilities it has now (702.2e, 702.15c)."""
        self.last_known[obj.id] = LastKnown.of(
            obj, self._keywords_now(obj),
            self._power_toughness_now(obj) if obj.zone == Zone.BATTLEFIELD else (None, None))

    def replace_object(self, obj: Obj, **changes: Any) -> Obj:
        """Put a changed copy of ``obj`` in its place in its zone, and return it: how an object of
        :data:`UNCHANGING_ZONES` is changed (the game's copies share the object itself)."""
        new = dataclasses.replace(obj, **changes)
        zone = self.zone_list(obj)
        zone[next(i for i, o in enumerate(zone) if o is obj)] = new
        return new

    def permanent(self, object_id: str) -> Obj | None:
        return next((o for o in self.battlefield if o.id == object_id), None)

    def zone_list(self, obj: Obj) -> list[Obj]:
        if obj.zone == Zone.BATTLEFIELD:
            return self.battlefield
        if obj.zone == Zone.EXILE:
            return self.exile
        owner = self.player(obj.owner)
        return {Zone.LIBRARY: owner.library, Zone.HAND: owner.hand,
                Zone.GRAVEYARD: owner.graveyard}[obj.zone]

    def players_from(self, first: str) -> list[Player]:
        """Players in turn order starting with ``first`` (APNAP order from the active player)."""
        i = [p.name for p in self.players].index(first)
        return self.players[i:] + self.players[:i]

    def next_player(self, name: str) -> str:
        """The next player in turn order after ``name`` who is still in the game (``name`` may have
        left it, 800.4a); ``name`` itself when nobody else is."""
        order = [p for p in self.players_from(name)[1:] if p.in_game]
        return order[0].name if order else name

    def opponents(self, name: str) -> list[Player]:
        return [p for p in self.players if p.name != name and p.in_game]

    def planar_controller(self) -> str | None:
        """CR 901.6: normally the active player; a player designated when the planar controller
        left the game keeps it until a different player becomes the active player."""
        if self.plane is None:
            return None
        return self.planar_controller_override or self.active

    # ---- characteristics ------------------------------------------------------------------

    def names(self, obj: Obj) -> tuple[str, ...]:
        """An object's names: the name of the face that is up (or that it copies); a split card has
        the names of its two halves in every zone but the stack (709.4, 709.4a: "An object has the
        chosen name if one of its names is the chosen name"), on the stack the half cast (709.3)."""
        if obj.face is None and obj.copy_of is None and obj.data.layout == "split":
            return tuple(half.name for half in obj.data.faces)
        return (obj.shown_name,)

    def types(self, obj: Obj) -> tuple[str, ...]:
        return obj.types_override if obj.types_override is not None else obj.data.types

    def is_creature(self, obj: Obj) -> bool:
        return "Creature" in self.types(obj)

    def mana_value(self, obj: Obj) -> int:
        """CR 202.3, in one place for every zone."""
        if obj.zone == Zone.BATTLEFIELD:
            if obj.copy_of == COPY_OF_FACE_DOWN:
                return obj.data.mana_value                            # 708.2a: no mana cost (0)
            if obj.copy_of is not None:
                copied = load_cards()[obj.copy_of]
                back_face = copied.mana_cost is None and copied.layout in ("meld", "transform")
                return 0 if back_face else copied.mana_value          # 202.3b, 202.3c
            if obj.meld_cards:
                return sum(load_cards()[c].mana_value for c in obj.meld_cards)  # 202.3c, 712.8g
            if obj.face is not None and obj.data.layout == "modal_dfc":
                return obj.data.mana_value                            # 712.8f: the face up
            if obj.face is not None:
                return load_cards()[obj.name].mana_value              # 202.3b, 712.8e: the front's
        # A token's mana value comes from the mana cost its creating effect gave it (111.3, 202.3),
        # here its card data's: an Eldrazi Horror token has none (0).
        if obj.zone == Zone.STACK and obj.face is not None and obj.data.layout == "transform":
            return load_cards()[obj.name].mana_value                  # 712.8c: cast transformed, the front's
        data = obj.data
        if obj.zone == Zone.STACK and obj.x is not None:
            cost = ManaCost.parse(data.mana_cost)
            return data.mana_value + (cost.x * obj.x if cost else 0)  # 202.3e
        return data.mana_value

    def colors(self, obj: Obj) -> tuple[str, ...]:
        """CR 105.2, 202.2: an object's colors come from its mana cost (a hybrid symbol is all of its
        component colors, 107.4e; a split card's from its combined mana cost, 709.4b; on the stack the
        half cast's, 709.3) or its color indicator; a token's are those its creating effect gives it
        (111.4, here its card data's, as for a Map token: colorless, 111.10s); a face-down permanent
        has none (708.2a). In WUBRG order."""
        return obj.data.colors

    def subtypes(self, obj: Obj) -> tuple[str, ...]:
        """CR 205.3: the subtypes of the face that is up or that it copies (707.2); a token's are
        those its creating effect set (111.4); "Time Lord" is one creature type (205.3m). Layer 4
        (613.1d): changeling, a characteristic-defining ability applied first (613.3; 702.73a:
        "This object is every creature type", everywhere), then the effects that give or take away
        creature types, in timestamp order (613.7). Its name is not touched (111.4: "changing its
        name doesn't change its subtype(s), and vice versa")."""
        subtypes = obj.data.subtypes
        if "Changeling" in obj.data.keywords:
            subtypes = creature_types.every_creature_type(subtypes)
        for e in self.until_eot:
            if e.object != obj.id:
                continue
            if e.kind == creature_types.EVERY_CREATURE_TYPE:
                subtypes = creature_types.every_creature_type(subtypes)
            elif e.kind == creature_types.LOSES_ALL_CREATURE_TYPES:
                subtypes = creature_types.without_creature_types(subtypes)
        return subtypes

    def card_power_toughness(self, obj: Obj) -> tuple[int | None, int | None]:
        """A card's power and toughness outside the battlefield. CR 208.3: "A noncreature object not
        on the battlefield has power or toughness only if it has a power and toughness printed on
        it"; 122.1a: "A +X/+Y counter on a creature or on a creature card in a zone other than the
        battlefield ... adds X to that object's power and Y to that object's toughness"."""
        data = obj.data
        if data.power is None or data.toughness is None:
            return None, None
        bonus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0) if "Creature" in data.types else 0
        return _num(data.power) + bonus, _num(data.toughness) + bonus

    def power_toughness(self, obj: Obj) -> tuple[int | None, int | None]:
        """A permanent's power and toughness now; for one that has left the battlefield, as it last
        existed there (608.2h: its last known information, until-end-of-turn effects included)."""
        last = self.last_known.get(obj.id)
        if last is not None and last.zone == Zone.BATTLEFIELD:
            return last.power_toughness
        return self._power_toughness_now(obj)

    def _power_toughness_now(self, obj: Obj) -> tuple[int | None, int | None]:
        data = obj.data
        if data.power is None or "Creature" not in (
                obj.types_override if obj.types_override is not None else data.types):
            return None, None
        power, toughness = data.power, data.toughness
        for sets in hooks.POWER_AND_TOUGHNESS:                      # 613.4a-b (layers 7a, 7b)
            base = sets(self, obj)
            if base:
                power, toughness = base
                break
        counters = obj.counters
        bonus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        p = _num(power) + bonus
        t = _num(toughness) + bonus
        for e in self.until_eot:
            if e.kind == "pt" and e.object == obj.id:
                p, t = p + e.amount, t + e.toughness
        return p, t

    # ---- events and triggers --------------------------------------------------------------

    def emit(self, event: Event, **context: Any) -> None:
        """Record an event and let every triggered ability that sees it trigger (CR 603.2)."""
        if self.happening_at_once is not None:
            self.happening_at_once.append((event, context))
            return
        self.events.append(event)
        for check in hooks.TRIGGERED_ABILITIES:
            check(self, event, context)

    @contextlib.contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Objects that move at the same time (704.3: state-based actions are performed
        simultaneously): every object moves, then triggered abilities look at each zone change.
        Leaves-the-battlefield abilities look back in time (603.10a: "using the existence of those
        abilities and the appearance of objects immediately prior to the event"): each permanent
        that left the battlefield in this event sees every one of those zone changes, its own and
        the others', so a Blood Artist that dies with another creature sees both die (700.4). Each
        zone change's context names them all (``at_once``: the events and their contexts), for the
        abilities that trigger once on "one or more" of them (Desecrated Tomb)."""
        if self.happening_at_once is not None:         # already inside one event
            yield
            return
        self.happening_at_once = []
        try:
            yield
            happened = self.happening_at_once
        finally:
            self.happening_at_once = None
        left = [lki for _, context in happened for lki in context.get("look_back", ()) if lki.zone == Zone.BATTLEFIELD]
        at_once = tuple(happened)          # "Whenever one or more ...": the events of this one event
        for event, context in happened:
            if event.type == EventType.ZONE_CHANGE and event.from_zone == Zone.BATTLEFIELD \
                    or event.type == EventType.SACRIFICED:
                context = dict(context, look_back=left)
            self.emit(event, **dict(context, at_once=at_once))

    def trigger(self, pending: PendingTrigger) -> None:
        # Which triggering this is (an ability that triggers on it refers to it by this mark).
        pending.data.setdefault("triggering", len(self.events))
        self.pending.append(pending)
        self.emit_only(Event(type=EventType.ABILITY_TRIGGERED, source=pending.source.id,
                             name=pending.source.name, player=pending.controller, detail=pending.name))
        for triggers_on_it in hooks.ABILITY_TRIGGERED:      # 603.3b: "another ability triggering"
            triggers_on_it(self, pending)

    def emit_only(self, event: Event) -> None:
        """Record an event that cannot itself trigger anything."""
        self.events.append(event)

    def ask(self, kind: QuestionKind, player: str, prompt: str, options: tuple[Any, ...] = ()) -> Any:
        return self.choices.ask(Question(kind=kind, player=player, prompt=prompt, options=options))

    # ---- zones ----------------------------------------------------------------------------

    def sacrifice(self, permanent: Obj, player: str) -> Obj:
        """701.21a: "To sacrifice a permanent, its controller moves it from the battlefield directly
        to its owner's graveyard." One event: the zone change and the ``sacrificed`` event (its
        ``player`` is who sacrificed it). 603.10a: "abilities that trigger when a player sacrifices a
        permanent" look back in time: the sacrificed permanent's own (and, sacrificed at the same
        time, the others') see it, as it was (``TriggerScript.looks_back``)."""
        with self.simultaneously():            # the sacrificed event sees what its zone change left
            new = self.move(permanent, Zone.GRAVEYARD)
            self.emit(Event(type=EventType.SACRIFICED, object=permanent.id, name=permanent.shown_name,
                            player=player))
        return new

    def discard(self, player: str, cards: list[Obj]) -> None:
        """701.9a: "To discard a card, move it from its owner's hand to that player's graveyard."
        The cards are discarded at once, each reported as ``discarded``."""
        for card in cards:
            name = card.shown_name
            self.move(card, Zone.GRAVEYARD)
            self.emit_only(Event(type=EventType.DISCARDED, player=player, name=name))

    def move(self, obj: Obj, to: Zone, *, top: bool = True, controller: str | None = None,
             face_down: bool = False) -> Obj:
        """Move ``obj`` to zone ``to`` (a library's top unless ``top`` is False, a graveyard's top),
        after replacement effects (CR 614, 616) have had their say. Returns the new object
        (CR 400.7); emits ``zone_change`` with the last known information of the old object as
        context."""
        dest = replacement.destination(self, obj, to, top=top)
        for move_cards in hooks.MOVING_AN_OBJECT_OF_SEVERAL_CARDS:    # e.g. a melded permanent (712.21)
            new = move_cards(self, obj, dest)
            if new is not None:
                return new
        return self.move_card(obj, dest.zone, top=dest.top, controller=controller,
                              face_down=face_down and dest.zone == Zone.BATTLEFIELD)

    def move_card(self, obj: Obj, to: Zone, *, top: bool = True, controller: str | None = None,
                  face_down: bool = False, **context: Any) -> Obj:
        """Move one card, with no replacement effects applied (``move`` applies them first)."""
        if obj.zone not in (Zone.LIBRARY, Zone.HAND):          # 608.2h: it leaves a public zone
            self.remember(obj)
        if obj.zone == Zone.STACK:
            self.stack = [s for s in self.stack if s.card is not obj]
        else:
            self.zone_list(obj).remove(obj)
        lki = dataclasses.replace(obj, counters=Counter(obj.counters))
        was_creature = obj.zone == Zone.BATTLEFIELD and self.is_creature(obj)
        new = Obj(id=self.new_id(), name=obj.name, owner=obj.owner,
                  controller=controller or obj.owner, zone=to)
        if obj.counters and any(remain(self, obj, to) for remain in hooks.COUNTERS_REMAIN):
            new.counters = _copy_counter(obj.counters)      # 122.2's "unless": an effect keeps them
        if obj.token and to != Zone.BATTLEFIELD:
            new.token = True                   # 111.7: it ceases to exist at the next SBA check
        if obj.spell_copy:                     # 707.10a; 111.13: a permanent spell's copy becomes a token
            new.spell_copy, new.token = to != Zone.BATTLEFIELD, to == Zone.BATTLEFIELD
        new.card_copy = obj.card_copy          # 704.5e: still a copy of a card wherever it goes
        # 603.6d: what a permanent enters with (counters, 122.6) is part of the event that puts it
        # onto the battlefield: triggered abilities look at those events once it is there.
        with self.simultaneously() if to == Zone.BATTLEFIELD else contextlib.nullcontext():
            if to == Zone.BATTLEFIELD:
                # Turned face down before it enters (708.3); a modal double-faced card enters
                # with the face up that was chosen as it was played or cast (712.12, 712.8f).
                new.becomes(face_down=face_down)
                # A transforming card cast transformed resolves with its back face up (712.13: "the
                # same face up that was face up on the stack"; 712.11a, 702.146b).
                if not face_down and obj.face is not None and (obj.data.layout == "modal_dfc" or (
                        obj.data.layout == "transform" and obj.zone == Zone.STACK)):
                    new.becomes(face=obj.face)
                new.summoning_sick = True
                replacement.entering(self, new, obj)     # 614.1c: "enters with", "enter as a copy"
            self.place(new, top=top)
            if obj.zone == Zone.BATTLEFIELD:
                self.until_eot = [e for e in self.until_eot if e.object != obj.id]
                self.remove_from_combat(obj.id)          # 506.4: "if it leaves the battlefield"
            # 603.10a: leaves-the-battlefield abilities, and abilities that trigger when an object all
            # players can see is put into a hand or library, look back in time (the object as it was).
            look_back = [lki] if obj.zone == Zone.BATTLEFIELD or (
                to in (Zone.HAND, Zone.LIBRARY) and obj.zone in (Zone.GRAVEYARD, Zone.EXILE, Zone.STACK)) else []
            self.emit(Event(type=EventType.ZONE_CHANGE, object=new.id, previous=obj.id,
                            name=obj.shown_name or new.shown_name,  # a face-down one is revealed (708.9)
                            player=obj.owner, from_zone=obj.zone, to_zone=to),
                      lki=lki, new=new, was_creature=was_creature, look_back=look_back, **context)
        return new

    # ---- combat -------------------------------------------------------------------------

    def remove_from_combat(self, permanent_id: str) -> None:
        """506.4: "A permanent is removed from combat if it leaves the battlefield, if its controller
        changes, ... or if it's an attacking or blocking creature that ... stops being a creature"
        (each of these calls this as it happens: :meth:`move_card`, :meth:`leave_game`,
        :meth:`set_types`, ``control.set_controller``, ``meld``). "A creature that's removed from
        combat stops being an attacking, blocking, blocked, and/or unblocked creature." An attacking
        creature whose blocker is removed stays blocked (509.1h: its list of blockers is left empty);
        a creature blocking an attacker that is removed stays a blocking creature, blocking nothing
        (510.1d: it assigns no combat damage)."""
        self.attackers.pop(permanent_id, None)
        for blockers in self.blocks.values():
            if permanent_id in blockers:
                blockers.remove(permanent_id)

    def set_types(self, obj: Obj, types: tuple[str, ...]) -> None:
        """An effect gives the permanent these card types and no others (e.g. "becomes an
        enchantment"); one that stops being a creature is removed from combat (506.4)."""
        obj.types_override = types
        if not self.is_creature(obj):
            self.remove_from_combat(obj.id)

    def place(self, new: Obj, *, top: bool = True) -> None:
        """Put a new object into its zone, ``new.zone``: a library's top unless ``top`` is False, a
        graveyard's top; the stack's objects are kept by their stack items."""
        if new.zone == Zone.BATTLEFIELD:
            self.battlefield.append(new)
        elif new.zone == Zone.EXILE:
            self.exile.append(new)
        elif new.zone == Zone.LIBRARY:
            lib = self.player(new.owner).library
            lib.insert(0 if top else len(lib), new)
        elif new.zone != Zone.STACK:
            self.zone_list(new).append(new)
        if (new.token or new.spell_copy or new.card_copy) and new.zone not in (Zone.BATTLEFIELD, Zone.STACK):
            self.ceasing_to_exist.append(new)           # 704.5d, 704.5e: gone at the next check

    def replaced(self, event: dict[str, Any]) -> dict[str, Any] | None:
        """``event`` as replacement effects modify it (``replacement.replace_event``), or None
        when it was replaced by something else (614.6)."""
        return replacement.replace_event(self, event)

    def draw(self, player: Player) -> None:
        # 614.11: replacement effects on draws apply even with an empty library.
        if hooks.EVENT_REPLACEMENT_EFFECTS["draw"] and self.replaced({"event": "draw", "player": player.name}) is None:
            return
        if not player.library:
            player.drew_from_empty_library = True          # 704.5b: they lose at the next check
            return
        card = player.library[0]
        self.move(card, Zone.HAND)
        self.emit_only(Event(type=EventType.DREW, player=player.name, name=card.name))

    def add_counters(self, obj: Obj, kind: str, amount: int = 1) -> None:
        """Put ``amount`` counters of ``kind`` on ``obj``, on the battlefield or entering it (122.6:
        "an object that's given counters as it enters the battlefield" too), after the replacement
        effects on counters being put (614.16; 614.12: on an entering permanent as it would exist on
        the battlefield). The one way counters are put on an object. None put: nothing happens."""
        if amount <= 0:
            return
        if hooks.EVENT_REPLACEMENT_EFFECTS["counters"]:                      # 614.16
            event = self.replaced({"event": "counters", "object": obj, "counter": kind, "amount": amount})
            if event is None or event["amount"] <= 0:
                return
            obj, kind, amount = event["object"], event["counter"], event["amount"]
        counters = _copy_counter(obj.counters)    # replaced, not changed: copies of the game share it
        counters[kind] += amount
        obj.counters = counters
        self.emit(Event(type=EventType.COUNTER_ADDED, object=obj.id, name=obj.name, counter=kind,
                        amount=amount))

    def tap(self, obj: Obj) -> None:
        for would in hooks.WOULD_BE_TAPPED_OR_DEAL_OR_BE_DEALT_DAMAGE:
            would(self, obj)
        obj.tapped = True
        # 603.2: "whenever ... becomes tapped" abilities (Darksteel Garrison's) trigger on the event,
        # whatever taps it (a mana ability, a cost, an attack); sem33: it was emit_only, so none did
        self.emit(Event(type=EventType.TAPPED, object=obj.id, name=obj.name))

    def untap(self, obj: Obj) -> None:
        """A tapped permanent becomes untapped (502.3, 107.6, 701.26b): "whenever ... becomes untapped"
        abilities trigger on the event (603.2); an untapped one does not "become" untapped."""
        if obj.tapped:
            obj.tapped = False
            self.emit(Event(type=EventType.UNTAPPED, object=obj.id, name=obj.name))

    def damage(self, source_name: str, source_id: str | None, amount: int, *, obj: Obj | None = None,
               player: Player | None = None, combat: bool = False) -> None:
        if amount <= 0:
            return                     # 120.8: "If a source would deal 0 damage, it does not deal damage at all."
        for would in hooks.WOULD_BE_TAPPED_OR_DEAL_OR_BE_DEALT_DAMAGE:
            for o in (obj, self.permanent(source_id) if source_id else None):
                if o is not None:
                    would(self, o)
        if obj is not None and not {"Battle", "Creature", "Planeswalker"} & set(self.types(obj)):
            # 120.1a: "Damage can't be dealt to an object that's not a battle, a creature, or a
            # planeswalker." (a permanent that stopped being a creature after it was chosen)
            return
        # 608.2h, 113.7a: the source as it exists, or as it most recently existed (702.2e, 702.15c:
        # its last known information says whether it had deathtouch or lifelink).
        source = self.as_it_exists(source_id) if source_id else None
        if hooks.EVENT_REPLACEMENT_EFFECTS["damage"]:
            # 614.1a: replacement effects on damage being dealt ("it deals that much damage plus 2
            # instead"); 120.8: a source that would deal 0 damage deals none, so they have nothing
            # to replace (the return above).
            event = self.replaced({"event": "damage", "source": source, "object": obj,
                                   "player": player.name if player else None, "amount": amount,
                                   "combat": combat})
            if event is None or event["amount"] <= 0:
                return
            amount = event["amount"]
        # 702.80b, 702.90d: the source's last known information says whether it had wither or infect.
        infect = source is not None and self.has_keyword(source, "Infect")
        wither = source is not None and self.has_keyword(source, "Wither")
        if obj is not None:
            if (wither or infect) and self.is_creature(obj):
                # 120.3d, 702.80a, 702.90c: "isn't marked on that creature. Rather, it causes that
                # source's controller to put that many -1/-1 counters on that creature."
                self.add_counters(obj, "-1/-1", amount)
            else:
                obj.damage += amount                                             # 120.3e
            if source is not None and self.has_keyword(source, "Deathtouch"):   # 702.2b
                obj.deathtouch_damage = True
        elif player is not None:
            if infect:
                # 120.3b, 702.90b: "doesn't cause that player to lose life. Rather, it causes that
                # source's controller to give the player that many poison counters."
                player.poison += amount
            else:
                player.life -= amount                                            # 120.3a
        self.emit(Event(type=EventType.DAMAGE_DEALT, source=source_id, name=source_name,
                        object=obj.id if obj else None, player=player.name if player else None,
                        amount=amount, detail="combat" if combat else None))
        if player is not None and not infect:
            self.emit_only(Event(type=EventType.LIFE_CHANGED, player=player.name, amount=-amount))
        if source is not None and self.has_keyword(source, "Lifelink"):
            # 702.15b: "Damage dealt by a source with lifelink causes that source's controller ... to
            # gain that much life (in addition to any other results that damage causes)."
            gainer = self.player(source.controller)
            gainer.life += amount
            self.emit_only(Event(type=EventType.LIFE_CHANGED, player=gainer.name, amount=amount))

    # ---- state-based actions and priority ---------------------------------------------------

    def state_based_actions(self) -> bool:
        """CR 704.3: perform all applicable state-based actions at once, repeat until none. The
        rules a mechanic checks at the same time come first (``hooks.STATE_BASED_ACTIONS``).
        Whether any was performed (514.3a: the cleanup step asks)."""
        any_performed = False
        while not self.over:                             # 104.1: none once the game has ended
            for apply in hooks.CONTROL_CHANGING_EFFECTS:  # 613.1b: who controls what, now
                apply(self)
            performed = [check for check in hooks.STATE_BASED_ACTIONS if check(self)]
            doomed, destroyed = [], set()
            for obj in self.battlefield:                   # each permanent looked at once
                why = self._creature_dies(obj)                                              # 704.5f-h
                if why or "Aura" in obj.data.subtypes and not self.legally_attached(obj):  # 704.5m
                    doomed.append(obj)
                if why == "destroy":
                    destroyed.add(obj.id)
            losers = [p for p in self.players if p.in_game
                      and (p.life <= 0 or p.drew_from_empty_library or p.poison >= 10)   # 704.5a-c
                      and not self.cant("lose", p.name)]
            gone, self.ceasing_to_exist = self.ceasing_to_exist, []   # 704.5d, 704.5e (see place)
            for o in gone:
                zone = self.zone_list(o)
                if (o.token or o.spell_copy or o.card_copy) and o in zone:   # still there: not moved on, nor left with its owner
                    zone.remove(o)
            doomed += self._legend_rule(doomed)                                             # 704.5j
            if not doomed and not losers and not performed:
                return any_performed
            any_performed = True
            # All at once (704.3): the creatures and Auras go to the graveyard — they die, whoever
            # owns them — as the players lose; then those players leave the game, taking what they
            # own with them (800.4a), the cards that just died included.
            with self.simultaneously():
                for obj in doomed:
                    if any(o is obj for o in self.battlefield):   # not taken along by another's move
                        if obj.id in destroyed and self.destruction_replaced(obj):   # 701.19a
                            continue
                        self.move(obj, Zone.GRAVEYARD)
            for p in losers:
                self.leave_game(p.name)
            self.end_if_decided()
            if self.over:
                return True
        return any_performed

    def _legend_rule(self, doomed: list[Obj]) -> list[Obj]:
        """704.5j: "If two or more legendary permanents with the same name are controlled by the same
        player, that player chooses one of them, and the rest are put into their owners'
        graveyards." One ``choose_object`` question per such group, to its controller (options: the
        group); the permanents another state-based action already puts there are not counted. A
        permanent with no name (face down, 708.2a) has no name in common with another."""
        rest: list[Obj] = []
        for player in self.players:
            groups: dict[str, list[Obj]] = {}
            for obj in self.battlefield:
                if obj.controller == player.name and "Legendary" in obj.data.supertypes and obj.shown_name \
                        and not any(o is obj for o in doomed):
                    groups.setdefault(obj.shown_name, []).append(obj)
            for name, group in groups.items():
                if len(group) < 2:
                    continue
                answer = self.ask(QuestionKind.CHOOSE_OBJECT, player.name,
                                  f"{player.name} controls {len(group)} legendary permanents named {name}: "
                                  "choose the one to keep (704.5j)", tuple(o.id for o in group))
                kept = next((o for o in group if o.id == answer), None)
                if kept is None:
                    raise IllegalAction(f"{answer!r} is not one of the legendary permanents named {name}", "704.5j")
                rest += [o for o in group if o is not kept]
        return rest

    def _creature_dies(self, permanent: Obj) -> str | bool:
        """Whether ``permanent`` is a creature a state-based action puts into its owner's graveyard:
        its toughness is 0 or less (704.5f: ``"put"``), it has damage marked on it greater than or
        equal to its toughness (704.5g), or it was dealt damage by a source with deathtouch since
        state-based actions were last checked (704.5h; which this check forgets, for every
        permanent): ``"destroy"``, those two destroy it. Its toughness is worked out once, and only
        for a creature (``power_toughness`` gives None for anything else)."""
        dealt_deathtouch, permanent.deathtouch_damage = permanent.deathtouch_damage, False
        _, toughness = self.power_toughness(permanent)
        if toughness is not None and toughness <= 0:                                         # 704.5f
            return "put"
        if not (toughness is not None and permanent.damage >= toughness                      # 704.5g
                or dealt_deathtouch and self.is_creature(permanent)):                        # 704.5h
            return False
        # 702.12b: a permanent with indestructible "can't be destroyed. Such permanents aren't
        # destroyed by lethal damage, and they ignore the state-based action that checks for lethal
        # damage" (704.5g); 704.5h destroys too. 704.5f does not destroy: it applies all the same.
        return False if self.has_keyword(permanent, "Indestructible") else "destroy"

    def end_if_decided(self) -> None:
        """CR 104.1: "A game ends immediately when a player wins, when the game is a draw…".
        104.2a: "A player still in the game wins the game if that player's opponents have all left
        the game." 104.4a: "If all the players remaining in a game lose simultaneously, the game is a
        draw." So the game ends once fewer than two players remain: in a two-player game as soon as
        one player loses (104.3a: a player who concedes leaves the game), while a multiplayer game
        goes on as long as two or more players remain (800.4: "multiplayer games can continue after
        one or more players have left the game"). Called after players have left, never before:
        a game set up with a single player is not over until that player leaves."""
        # 104.2a: the win "overrides all effects that would preclude that player from winning the
        # game" (``Game.cant`` is not asked).
        remaining = [p.name for p in self.players if p.in_game]
        if self.over or len(remaining) > 1:
            return
        self.over = True
        self.winners = tuple(remaining)
        self.priority = None                   # nobody acts any more: every action is rejected
        self.awaiting = None
        self.passes = 0

    def legally_attached(self, aura: Obj) -> bool:
        """303.4c: an Aura is attached to a permanent or a player still in the game that its enchant
        ability allows ("Enchant player", "Enchant creature", otherwise any permanent)."""
        enchant = next((line for line in aura.data.text.splitlines() if line.startswith("Enchant ")), "")
        if any(p.name == aura.attached_to and p.in_game for p in self.players):
            return enchant == "Enchant player"
        target = self.permanent(aura.attached_to or "")
        if target is None or target is aura or enchant == "Enchant player":
            return False
        return enchant != "Enchant creature" or self.is_creature(target)

    def leave_game(self, name: str) -> None:
        """A player leaves the game (losing it, 704.5a-b, or conceding, 104.3a).

        800.4a: "all objects ... owned by that player leave the game", and spells and abilities
        they control on the stack cease to exist; 800.4k: turns they would take don't begin;
        priority they held passes to the next player in turn order. A mechanic acts before
        (``hooks.PLAYER_LEAVING``) and after (``hooks.PLAYER_LEFT``) they and what they own leave:
        Planechase's planar controller and face-up plane (901.6, 901.10)."""
        p = self.player(name)
        if not p.in_game:
            return
        after = [q.name for q in self.players_from(name)[1:] if q.in_game]
        for leaving in hooks.PLAYER_LEAVING:
            leaving(self, name)
        p.in_game = False
        self.emit(Event(type=EventType.LEFT_GAME, player=name))
        leaving = [o for o in self.battlefield if o.owner == name]
        for o in leaving:
            self.remember(o)                           # 608.2h: its last known information
            self.remove_from_combat(o.id)          # 506.4: it leaves the battlefield
        self.battlefield = [o for o in self.battlefield if o.owner != name]
        # 603.6c: "Leaves-the-battlefield abilities trigger when ... a phased-in permanent leaves the
        # game because its owner leaves the game": they look back (603.10a) at each one that left,
        # as a departure from the battlefield to no zone. Not an event of the log (no zone to name);
        # the abilities it triggers are, and those the leaving player controls cease to exist.
        gone = [dataclasses.replace(o, counters=Counter(o.counters)) for o in leaving]
        for lki in gone:
            departure = Event(type=EventType.ZONE_CHANGE, object=None, previous=lki.id, name=lki.shown_name,
                              player=name, from_zone=Zone.BATTLEFIELD, to_zone=None)
            for check in hooks.TRIGGERED_ABILITIES:
                check(self, departure, {"lki": lki, "new": None, "was_creature": self.is_creature(lki),
                                        "look_back": gone})
        self.pending = [t for t in self.pending if t.controller != name]
        self.stack = [s for s in self.stack if (s.card.owner if s.card else s.controller) != name
                      or any(stays(self, s) for stays in hooks.STAYS_WHEN_ITS_PLAYER_LEAVES)]
        self.exile = [o for o in self.exile if o.owner != name]
        p.library, p.hand, p.graveyard = [], [], []
        self.extra_turns = [n for n in self.extra_turns if n != name]
        for left in hooks.PLAYER_LEFT:
            left(self, name)
        if self.priority == name:
            self.priority = after[0] if after else None
            if self.priority is not None:
                self.emit_only(_event(EventType.PRIORITY, self.priority))

    def give_priority(self, player: str) -> None:
        """CR 117.5: state-based actions and triggered abilities first, then priority."""
        while True:
            self.state_based_actions()
            if self.over:                                # 104.1: the game ended, nobody gets priority
                return
            for state_trigger in hooks.STATE_TRIGGERS:   # 603.8: state triggers
                state_trigger(self)
            if not self.pending:
                break
            self.put_triggers_on_stack()
        if not self.player(player).in_game:              # 800.4j: the active player has left
            player = self.next_player(player)
        self.priority = player
        self.emit_only(_event(EventType.PRIORITY, player))

    def put_triggers_on_stack(self) -> None:
        """CR 603.3b: in APNAP order, each player puts their triggered abilities on the stack in the
        order they choose (asked only when the abilities differ: two sources' abilities differ even
        with the same text, each referring to its own source and objects). The answer names each
        ability by its source, and by its place among the source's abilities when the source has
        several (docs/protocol.md, ``order_triggers``). In two parts: "First, each player, in APNAP
        order, puts each triggered ability they control with a trigger condition that isn't another
        ability triggering on the stack in any order they choose. ... Second, each player, in APNAP
        order, puts all remaining triggered abilities they control on the stack" (``data["on_trigger"]``,
        ``hooks.ABILITY_TRIGGERED``)."""
        pending, self.pending = self.pending, []
        for second_part in (False, True):
            for p in self.players_from(self.active):
                mine = [t for t in pending if t.controller == p.name and bool(t.data.get("on_trigger")) == second_part]
                if len({(t.ref["source"], t.ref["ability"], t.name) for t in mine}) > 1:
                    answer = self.ask(QuestionKind.ORDER_TRIGGERS, p.name,
                                      "In which order do your triggered abilities go on the stack "
                                      "(first listed goes on the stack first)?", tuple(t.ref for t in mine))
                    mine = _in_answered_order(mine, answer)
                for t in mine:
                    self._stack_trigger(t)

    def _stack_trigger(self, t: PendingTrigger) -> None:
        chosen: tuple[Target, ...] = ()
        specs = t.target_specs
        if t.data.get("modes"):
            # 700.2b: the controller of a modal triggered ability chooses the mode as it is put on
            # the stack; a mode with no legal target can't be chosen; with none, it is removed.
            modes = t.data["modes"]
            possible = tuple(n for n, mode in enumerate(modes, 1)
                             if all(targets.legal_targets(self, spec, t.controller) for spec in mode.targets))
            if not possible:
                return
            answer = self.ask(QuestionKind.MODES, t.controller,
                              f"Choose one mode of {t.source.name}'s ability ({t.name})", possible)
            picked = tuple(answer) if isinstance(answer, (list, tuple)) else (answer,)
            if len(picked) != 1 or picked[0] not in possible:
                raise IllegalAction(f"illegal modes {list(picked)} for {t.source.name}'s ability: choose one of "
                                    f"{list(possible)}", "700.2b")
            mode = modes[picked[0] - 1]
            specs = mode.targets
            t = dataclasses.replace(t, target_specs=specs, data=dict(t.data, chosen_modes=picked),
                                    effect=lambda game, item, mode=mode: mode.effect(
                                        game, item, list(item.data["legal_targets"])))
        if specs:
            # "Up to N targets" (min_targets): any number from the minimum to N, each different
            # (115.3); otherwise exactly one per spec.
            least = t.data.get("min_targets")
            least = len(specs) if least is None else least
            legal = [targets.legal_targets(self, spec, t.controller) for spec in specs]
            if any(not options for options in legal[:least]):
                return  # CR 603.3d: no legal target, the ability is removed from the stack
            if least or any(legal):
                answer = self.ask(QuestionKind.TARGETS, t.controller,
                                  f"Choose targets for {t.source.name}'s ability ({t.name})",
                                  tuple(dict.fromkeys(opt for options in legal for opt in options)))
                chosen = tuple(answer)
            if not least <= len(chosen) <= len(specs) or any(
                    tg not in options for tg, options in zip(chosen, legal)) or (
                    least < len(specs) and len(set(chosen)) != len(chosen)):
                raise IllegalAction(f"illegal targets {chosen!r} for {t.source.name}'s ability", "603.3d")
            specs = specs[:len(chosen)]
        item = StackItem(id=self.new_id(), name=t.label, controller=t.controller, kind="ability", effect=t.effect,
                         targets=chosen, target_specs=specs, source=t.source,
                         data=dict(t.data, triggered=True))   # 113.3c: a triggered ability
        self.stack.append(item)
        if chosen:
            for becomes_target in hooks.BECOMES_TARGET:   # 603.3d → 601.2c
                becomes_target(self, item)

    # ---- resolving ----------------------------------------------------------------------

    def pass_priority(self, player: str) -> None:
        if self.priority != player:
            raise IllegalAction(f"{player} does not have priority ({self.priority or 'nobody'} has)",
                                "117")
        self.passes += 1
        if self.passes < sum(p.in_game for p in self.players):
            self.give_priority(self.next_player(player))
            return
        self.passes = 0
        if self.stack:
            self.resolve_top()
            self.give_priority(self.active)            # 117.3b
        else:
            self.end_step()                            # 117.4

    def resolve_top(self) -> None:
        """CR 608: resolve the top object of the stack."""
        item = self.stack[-1]
        x = item.card.x if item.card is not None else None              # "with mana value X" (Repeal)
        legal = [targets.target_is_legal(self, spec, tg, item.controller, x=x)
                 for spec, tg in zip(item.target_specs, item.targets)]
        if item.targets and not any(legal):                   # 608.2b
            self.stack.pop()
            self.emit(Event(type=EventType.DID_NOT_RESOLVE, object=item.id, name=item.name,
                            detail="all its targets are illegal"))
            if item.card is not None:
                self.finish_spell(item, to=Zone.GRAVEYARD)
            return
        item.data["legal_mask"] = legal
        item.data["legal_targets"] = tuple(tg for tg, ok in zip(item.targets, legal) if ok)
        if item.data.get("optional") and not self.ask(
                QuestionKind.MAY, item.controller, f"Do you want to: {item.name}?", (True, False)):
            self.stack.remove(item)
            self.emit_only(Event(type=EventType.RESOLVED, object=item.id, name=item.name, detail="declined"))
            return
        item.effect(self, item)
        if item.card is not None and item.card.zone == Zone.STACK and item in self.stack:
            if {"Instant", "Sorcery"} & set(item.card.data.types):
                self.finish_spell(item, to=Zone.GRAVEYARD)       # 608.2n
            else:
                self.stack.remove(item)                           # 608.3: the permanent spell enters
                new = self.move_from_stack(item, Zone.BATTLEFIELD, controller=item.controller)
                new.controller = item.controller
                if "Aura" in new.data.subtypes and item.targets:  # 303.4a-b: attached to its target
                    new.attached_to = item.targets[0].object or item.targets[0].player
        elif item in self.stack:
            self.stack.remove(item)
        self.emit_only(Event(type=EventType.RESOLVED, object=item.id, name=item.name))

    def finish_spell(self, item: StackItem, to: Zone) -> Obj:
        """Put a spell's card where it goes when it leaves the stack."""
        if item in self.stack:
            self.stack.remove(item)
        return self.move_from_stack(item, to)

    def move_from_stack(self, item: StackItem, to: Zone, controller: str | None = None) -> Obj:
        assert item.card is not None
        item.card.zone = Zone.STACK
        if item in self.stack:
            self.stack.remove(item)
        # 708.4: "The permanent the spell becomes will be a face-down permanent."
        return self.move(item.card, to, controller=controller, face_down=item.card.face_down)

    # ---- turn structure -------------------------------------------------------------------

    def end_step(self) -> None:
        """All players passed with an empty stack: the step ends and the next begins (CR 500.2)."""
        for p in self.players:
            p.mana_pool.clear()                          # 106.4
        i = STEPS.index(self.step)
        if self.step == Step.CLEANUP:                     # 514.3a: "another cleanup step begins"
            self.begin_step(Step.CLEANUP)
            return
        nxt = STEPS[i + 1]
        if self.second_damage_step:                       # 510.4: a second combat damage step
            self.second_damage_step = False
            nxt = Step.COMBAT_DAMAGE
        elif nxt in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE) and not self.attackers:
            nxt = Step.END_OF_COMBAT                      # 508.8
        self.begin_step(nxt)

    def begin_turn(self) -> None:
        """CR 500.7: extra turns are taken before the next player's turn, the most recently
        created first; after them turn order goes on from the player who took the last turn that
        was not an extra one."""
        self.turn += 1
        extra = self.extra_turns.pop(0) if self.extra_turns else None
        if extra is None:
            self.turn_order_player = self.next_player(self.turn_order_player)
        previous, self.active = self.active, extra or self.turn_order_player
        for begins in hooks.TURN_BEGINS:                   # what mechanics count "this turn"
            begins(self, previous)
        self.emit(Event(type=EventType.TURN_BEGAN, player=self.active, amount=self.turn,
                        detail="extra turn" if extra else None))
        self.begin_step(Step.UNTAP)

    def begin_step(self, step: Step) -> None:
        self.step = step
        self.priority = None
        self.passes = 0
        self.emit(_event(EventType.STEP_BEGAN, self.active, step.value))
        if step == Step.UNTAP:                            # 502
            for obj in self.battlefield:
                if obj.controller == self.active:
                    # 502.3: "... untap all permanents they control" unless an effect says one
                    # doesn't untap (``hooks.DOESNT_UNTAP``).
                    if not any(prevents(self, obj) for prevents in hooks.DOESNT_UNTAP):
                        self.untap(obj)
                    obj.summoning_sick = False
            self.begin_step(Step.UPKEEP)
            return
        if step == Step.DRAW:                             # 504.1
            self.draw(self.player(self.active))
        if step == Step.DECLARE_ATTACKERS:
            self.attackers, self.blocks, self.declared_blocks = {}, {}, {}
            self.first_strikers = None
            self.awaiting = "declare_attackers"
            return
        if step == Step.DECLARE_BLOCKERS:
            self.awaiting = "declare_blockers"
            # 802.4: "each defending player in APNAP order declares blockers as the declare blockers
            # step begins ... The first defending player declares all their blocks, then the second"
            names = [p.name for p in self.players]
            first = names.index(self.active) if self.active in names else 0
            attacked = set(self.attackers.values())
            self.blockers_to_declare = [n for n in names[first:] + names[:first]
                                        if n in attacked and n != self.active and self.player(n).in_game]
            return
        if step == Step.COMBAT_DAMAGE:
            self.combat_damage()
        if step == Step.END_OF_COMBAT:
            self.attackers, self.blocks, self.declared_blocks = {}, {}, {}
        if step == Step.CLEANUP:                          # 514
            self.discard_to_maximum_hand_size(self.player(self.active))   # 514.1
            for obj in self.battlefield:
                obj.damage = 0
            self.until_eot = []
            for effects_end in hooks.UNTIL_END_OF_TURN_EFFECTS_END:    # e.g. control changes (514.2)
                effects_end(self)
            # 514.3: "Normally, no player receives priority during the cleanup step"; 514.3a: the
            # game checks state-based actions and triggered abilities waiting; if any, they are
            # performed and put on the stack, "then the active player gets priority", and once all
            # pass with an empty stack "another cleanup step begins" (end_step).
            if self.state_based_actions() or self.pending:
                if not self.over:
                    self.give_priority(self.active)
                return
            self.begin_turn()
            return
        self.give_priority(self.active)

    def maximum_hand_size(self, player: str) -> int:
        """402.2: "Each player has a maximum hand size, which is normally seven cards", as the effects
        that change it (``hooks.MAXIMUM_HAND_SIZE``) make it now; never below zero."""
        return max(0, MAXIMUM_HAND_SIZE + sum(change(self, player) for change in hooks.MAXIMUM_HAND_SIZE))

    def discard_to_maximum_hand_size(self, player: Player) -> None:
        """514.1: "if the active player's hand contains more cards than their maximum hand size
        (normally seven, :meth:`maximum_hand_size`), they discard enough cards to reduce their hand size to that number."
        They choose the cards, one ``choose_object`` question per card, and discard them at once.
        Cards in a hand with the same name are alike, so when every card left to choose from has
        one name there is no decision and no question."""
        chosen: list[Obj] = []
        maximum = self.maximum_hand_size(player.name)
        for _ in range(len(player.hand) - maximum):
            left = [c for c in player.hand if c not in chosen]
            if len({c.name for c in left}) == 1:
                chosen.append(left[0])
                continue
            answer = self.ask(QuestionKind.CHOOSE_OBJECT, player.name,
                              f"{player.name} has {len(player.hand)} cards in hand, more than the maximum "
                              f"hand size of {maximum}: choose a card to discard (514.1)",
                              tuple(c.id for c in left))
            card = next((c for c in left if c.id == answer), None)
            if card is None:
                raise IllegalAction(f"{answer!r} is not a card in {player.name}'s hand to discard", "514.1")
            chosen.append(card)
        self.discard(player.name, chosen)

    def combat_damage(self) -> None:
        """CR 510: the attackers and blockers assign their combat damage, then deal it all at once
        (510.2). With first strike or double strike in combat the phase has two combat damage steps
        (510.4, 702.7b, 702.4b)."""
        blocking = {b for blockers in self.blocks.values() for b in blockers}
        combatants = [o for o in map(self.permanent, [*self.attackers, *blocking]) if o is not None]
        first_strike = frozenset(o.id for o in combatants
                                 if self.has_keyword(o, "First Strike") or self.has_keyword(o, "Double Strike"))
        if self.first_strikers is None and first_strike:
            # 510.4: "the only creatures that assign combat damage in that step are those with first
            # strike or double strike"; a second combat damage step follows for the others.
            self.first_strikers = first_strike
            self.second_damage_step = True
            assigning = first_strike
        else:
            # 510.4: "the remaining attackers and blockers that had neither first strike nor double
            # strike as the first combat damage step began, as well as the remaining attackers and
            # blockers that currently have double strike".
            assigning = frozenset(o.id for o in combatants if o.id not in (self.first_strikers or frozenset())
                                  or self.has_keyword(o, "Double Strike"))
        assignments: list[tuple[Obj, int, Obj | None, Player | None]] = []
        dividing: list[Division] = []
        blocked_by: dict[str, list[Obj]] = {}            # each blocker: the attackers it blocks now
        for attacker_id, defender in self.attackers.items():
            attacker = self.permanent(attacker_id)
            if attacker is None:
                continue
            blockers = [b for b in (self.permanent(i) for i in self.blocks.get(attacker_id, ())) if b]
            for b in blockers:
                if b.id in assigning:
                    blocked_by.setdefault(b.id, []).append(attacker)
            if attacker_id not in assigning:
                continue
            power = self.power_toughness(attacker)[0] or 0
            trample = self.has_keyword(attacker, "Trample")
            if attacker_id not in self.blocks or (trample and not blockers):
                # 509.1h: unblocked; 702.19d: a blocked trampler with no creature left blocking it
                # assigns its damage "as though all blocking creatures have been assigned lethal damage".
                assignments.append((attacker, power, None, self.player(defender)))
            elif blockers:
                # 510.1c, 702.19b: how a blocked creature's damage goes to its blockers (and, with
                # trample, to the player it attacks) is the rule of engine/combat.py (hook below).
                dividing.append(Division(attacker, power, blockers, self.player(defender) if trample else None))
        for blocker_id, attackers in blocked_by.items():
            # 510.1d: "If it's blocking exactly one creature, it assigns all its combat damage to that
            # creature. If it's blocking two or more creatures, it assigns its combat damage divided
            # as its controller chooses among them."
            blocker = self.permanent(blocker_id)
            assert blocker is not None
            power = self.power_toughness(blocker)[0] or 0
            if len(attackers) == 1:
                assignments.append((blocker, power, attackers[0], None))
            else:
                dividing.append(Division(blocker, power, attackers, None, blocking=True))
        if dividing and not hooks.DIVIDE_COMBAT_DAMAGE:
            raise Unsupported("no rule for assigning a blocked creature's combat damage is plugged in")
        for divide in hooks.DIVIDE_COMBAT_DAMAGE:
            assignments += divide(self, dividing)
        for order in hooks.SIMULTANEOUS_DAMAGE:       # 615.7: who a shield protects chooses
            assignments = order(self, assignments)
        for src, amount, o, p in assignments:
            self.damage(src.name, src.id, amount, obj=o, player=p, combat=True)

    def destroy(self, permanent: Obj, *, can_be_regenerated: bool = True) -> bool:
        """701.8a: "To destroy a permanent, move it from the battlefield to its owner's graveyard";
        702.12b: "A permanent with indestructible can't be destroyed." Whether it was destroyed (an
        indestructible permanent stays where it is; one whose destruction a replacement effect
        replaced, 701.19a, too). "It can't be regenerated" (701.19c): ``can_be_regenerated`` False."""
        if self.has_keyword(permanent, "Indestructible"):
            return False
        if can_be_regenerated and self.destruction_replaced(permanent):
            return False
        self.move(permanent, Zone.GRAVEYARD)
        return True

    def cant(self, outcome: str, player: str) -> bool:
        """Whether an effect says ``player`` can't ``outcome`` ("win" or "lose") the game
        (``hooks.CANT_WIN_OR_LOSE``)."""
        return any(precludes(self, outcome, player) for precludes in hooks.CANT_WIN_OR_LOSE)

    def destruction_replaced(self, permanent: Obj) -> bool:
        """614.8, 701.19a: whether a replacement effect (a regeneration shield) replaced the
        destruction of ``permanent`` (``hooks.DESTRUCTION_REPLACEMENTS``)."""
        return any(replace(self, permanent) for replace in hooks.DESTRUCTION_REPLACEMENTS)

    def has_keyword(self, obj: Obj, keyword: str) -> bool:
        """Whether ``obj`` has the keyword ability (``"Trample"``): printed, granted until end of
        turn by a resolved spell or ability (an ``UntilEndOfTurn`` whose kind is the keyword), or
        granted by a static ability of another permanent (``hooks.KEYWORD_GRANTS``); unless an
        effect until end of turn removed it (kind ``"loses <keyword>"``, Quick Draw's "lose first
        strike and double strike"). 613.7: the effects of layer 6 apply in timestamp order, so a
        grant after a removal gives the keyword back; the effects until end of turn are kept in the
        order they began, and a static ability's grant is taken as older than all of them, except an
        Equipment's or Fortification's, whose timestamp is the time it became attached (613.7e,
        ``hooks.TIMESTAMPED_KEYWORD_GRANTS``)."""
        last = self.last_known.get(obj.id)
        if last is not None:                 # it has left its zone: its last known information (608.2h)
            return keyword.lower() in last.keywords
        kind = keyword.lower()
        latest = [(e.timestamp, e.kind == kind) for e in self.until_eot
                  if e.object == obj.id and e.kind in (kind, LOSES + kind)]
        stamped = [(timestamp, True) for grants in hooks.TIMESTAMPED_KEYWORD_GRANTS
                   for timestamp, granted in grants(self, obj) if granted.lower() == kind]
        if stamped:                          # 613.7e: an attachment's grant has its own timestamp
            latest = sorted(latest + stamped)
        if latest:                           # 613.7: the latest of these effects decides
            return latest[-1][1]
        return keyword in obj.data.keywords or any(keyword in grants(self, obj) for grants in hooks.KEYWORD_GRANTS)

    def _keywords_now(self, obj: Obj) -> tuple[str, ...]:
        """Every keyword ability ``obj`` has now, lowercase, as :meth:`has_keyword` finds them."""
        granted = [k for grants in hooks.KEYWORD_GRANTS for k in grants(self, obj)]
        has = {k.lower() for k in (*obj.data.keywords, *granted)}
        effects = [(e.timestamp, e.kind) for e in self.until_eot if e.object == obj.id]
        stamped = [(timestamp, k.lower()) for grants in hooks.TIMESTAMPED_KEYWORD_GRANTS
                   for timestamp, k in grants(self, obj)]
        for _, kind in sorted(effects + stamped) if stamped else effects:   # 613.7: in timestamp order
            if kind in (creature_types.EVERY_CREATURE_TYPE, creature_types.LOSES_ALL_CREATURE_TYPES):
                continue                                           # layer 4, not an ability
            if kind.startswith(LOSES):
                has.discard(kind[len(LOSES):])
            else:
                has.add(kind)
        return tuple(sorted(has))

    def lethal_damage(self, creature: Obj, source: Obj) -> int:
        """Lethal damage for trample (702.19b): ``creature``'s toughness minus the damage already marked
        on it (120.6), at least 1; from a source with deathtouch, any nonzero amount (702.2c)."""
        if self.has_keyword(source, "Deathtouch"):
            return 1
        return max(1, (self.power_toughness(creature)[1] or 0) - creature.damage)
