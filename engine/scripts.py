"""Card scripts: what a card's abilities do, and how the core asks for them.

Characteristics (types, costs, power and toughness) come from the suite's card data; the modules of
``engine/cards/`` add behaviour as :class:`CardScript` records, registered here by name
(:func:`register`): the card-script hook, through which cards plug into the core. A card whose rules
text has no script is refused with ``Unsupported`` when a scenario puts it on the battlefield or
casts it, so a missing script never passes silently.

This module also plugs the scripts into the core's hooks (at its end): triggered abilities look at
each event (603.2), abilities that set power and toughness (613.4a-b), and "enters with" replacement
effects (614.1c).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import Event, EventType, Target

from . import hooks
from .costs import CostAction, CostModifier
from .game import Game, Obj, PendingTrigger, StackItem
from .targets import TargetSpec

Effect = Callable[[Game, StackItem], None]


# --------------------------------------------------------------------------------------------
# Scripts
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class TriggerScript:
    text: str
    matches: Callable[[Game, Obj, Event, dict[str, Any]], bool]
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    """"You may ...": the controller is asked (``may``) as the ability resolves."""
    min_targets: int | None = None
    """"Up to N target ...": the fewest targets the controller may choose (601.2c, 603.3d);
    ``targets`` lists the most, all one instance of the word "target" (115.3: different objects)."""
    looks_back: bool = False
    """603.10a: "Some zone-change triggers look back in time. These are leaves-the-battlefield
    abilities, abilities that trigger when a player sacrifices a permanent, abilities that trigger
    when a card leaves a graveyard, and abilities that trigger when an object that all players can
    see is put into a hand or library." Such an ability of a permanent that left the battlefield in
    the event still triggers on it; any other (603.10: "objects that exist immediately after an
    event are checked"), e.g. a "from anywhere" ability, which "is never treated as a
    leaves-the-battlefield ability" (603.6c), does not."""
    state: Callable[[Game, Obj], bool] | None = None
    """603.8: a state trigger ("When you control no other creatures, ..."): the game state its
    source's ability triggers on, checked by :func:`check_state_triggers`; ``matches`` is then never
    asked about events (a state trigger has no trigger event)."""
    modes: tuple["Mode", ...] = ()
    """A modal triggered ability's modes, in printed order ("choose one —", 700.2): its controller
    chooses one as it is put on the stack (700.2b), and the ability's targets are that mode's.
    Empty: not modal (``effect`` and ``targets`` are the ability's)."""


@dataclasses.dataclass(frozen=True)
class Mode:
    """One mode of a modal spell (CR 700.2)."""

    text: str
    targets: tuple[TargetSpec, ...]
    effect: Callable[[Game, StackItem, list[Target]], None]
    """Called with this mode's targets that are still legal."""


@dataclasses.dataclass(frozen=True)
class Cost:
    """A cost other than the mana cost: an alternative cost (118.9) or an additional cost (118.8)."""

    kind: str
    """"flashback", "emerge", "overload", "kicker", "sacrifice"..."""
    mana: str | None = None
    life: int = 0
    sacrifice_creature: bool = False
    optional: bool = True
    """For additional costs: whether the caster may choose not to pay it."""
    any_number_of_times: bool = False
    """For an optional additional cost: whether the caster may pay it any number of times, announcing
    it once per time (702.33c: "Multikicker [cost]" means "You may pay an additional [cost] any
    number of times as you cast this spell")."""
    actions: tuple[CostAction, ...] = ()
    """Its other instructions (discard, sacrifice, tap, exile, return), in printed order
    (``costs.CostAction``)."""
    transformed: bool = False
    """For an alternative cost: paying it casts the card transformed (712.11a: "If a double-faced card
    ... is cast as a spell 'transformed' ..., it's put on the stack with its back face up"; 702.146a,
    disturb: "You may cast this card transformed from your graveyard by paying [cost]")."""
    face_down: bool = False
    """For an alternative cost: paying it casts the card face down (708.4: "Objects that are cast face
    down are turned face down before they are put onto the stack"; 702.37a, morph: "You may cast this
    card as a 2/2 face-down creature ... by paying {3} rather than paying its mana cost")."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class CardScript:
    """What one card (or one half of a split card) does beyond its printed characteristics."""

    name: str
    targets: tuple[TargetSpec, ...] = ()
    min_targets: int | None = None
    """For a variable number of targets of one instance of the word "target" ("one or two
    targets"): the fewest the caster may announce (601.2c); ``targets`` lists the most. They must be
    different objects or players (115.3)."""
    cast_only: Callable[[Game, str], str | None] | None = None
    """A restriction of its own on casting it ("Cast this spell only during combat after blockers are
    declared"): called with the game and the caster, it says why the spell can't be cast now, or
    None (601.3: a rule or effect that prohibits casting it; ``casting.verify_not_prohibited``)."""
    supported_targets: int | None = None
    """legal17: the most targets the reference engine can cast it with, when the rules allow more
    that it cannot perform (Conflagrate's damage divided among several targets: the protocol has no
    field for the division, 601.2d). A cast with more is ``Unsupported`` as it is cast, not when it
    resolves (then no player could pass priority)."""
    divided: bool = False
    """"X damage divided as you choose among any number of targets": the caster announces the
    division as the spell is cast, and each target must receive at least one (601.2d), so there are
    at most X targets (none at all is allowed, 115.6)."""
    divided_amount: int | None = None
    """For ``divided``: the amount divided when it is a number ("10 damage divided as you choose");
    None: X, announced."""
    targets_if_paid: tuple[tuple[str, CardScript], ...] = ()
    """601.2c: "a spell may require alternative targets only if an alternative or additional cost was
    chosen for it": (the cost's kind, a script whose ``targets``, ``min_targets``, ``divided`` and
    ``divided_amount`` are the spell's instead when that cost is paid). Fight with Fire, kicked: "it
    deals 10 damage divided as you choose among any number of targets instead"."""
    effect: Effect | None = None
    """A spell's effect as it resolves; None for permanent spells."""
    modes: tuple[Mode, ...] = ()
    max_modes: int = 1
    """How many modes may be chosen (3 for "choose one or more" among three)."""
    min_modes: int = 1
    """How many modes must be chosen (3 for "Choose three")."""
    same_mode_more_than_once: bool = False
    """700.2d: "You may choose the same mode more than once" (Fiery Confluence)."""
    triggers: tuple[TriggerScript, ...] = ()
    cast_triggers: tuple[TriggerScript, ...] = ()
    """"When you cast this spell" abilities: they trigger from the stack (601.2i)."""
    mana: str | None = None
    """The mana its "{T}: Add" ability adds (a single symbol letter)."""
    alternative_costs: tuple[Cost, ...] = ()
    additional_costs: tuple[Cost, ...] = ()
    escalate: str | Cost | None = None
    """Escalate cost (702.120): paid for each mode beyond the first; mana symbols, or a
    :class:`Cost` for one that is not only mana ("Escalate—Discard a card")."""
    cost_modifiers: tuple[CostModifier, ...] = ()
    """Static abilities that increase or reduce what spells cost (601.2f, ``costs.CostModifier``)."""
    static: frozenset[str] = frozenset()
    """Static abilities the engine's rules consult by name: "additional land", "flash for all",
    "instants and sorceries in graveyards have flashback", ..."""
    implemented: bool = True
    as_enters: Callable[[Game, Obj, Obj], None] | None = None
    """A replacement effect that modifies how it enters ("enters with ...", "enter as a copy",
    614.1c): called with the new permanent before it is on the battlefield and the object it was
    (a resolving spell carries what was chosen as it was cast, 107.3m)."""
    base_power_toughness: Callable[[Game, Obj], tuple[str | None, str | None] | None] | None = None
    """An ability that defines or sets its power and toughness (613.4a-b, e.g. Duplicant's): the
    values, or None while the printed ones apply."""


SCRIPTS: dict[str, CardScript] = {}
WITH_STATIC: dict[str, set[str]] = {}
"""For each static ability of ``CardScript.static``, the names of the cards whose scripts have it
(kept by :func:`register`, the one way scripts are added; a script never changes): what
:func:`statics` looks for on the battlefield."""
DEFINES_POWER_TOUGHNESS: dict[str, Callable[[Game, Obj], tuple[str | None, str | None] | None]] = {}
"""``CardScript.base_power_toughness`` of each card whose script has one (kept by :func:`register`):
asked for every creature's power and toughness (704.5f-g at every check of state-based actions,
each permanent's view), and few cards have one."""


def register(*scripts: CardScript) -> None:
    for s in scripts:
        if s.name in SCRIPTS:
            raise ValueError(f"two scripts for {s.name}")
        SCRIPTS[s.name] = s
        for flag in s.static:
            WITH_STATIC.setdefault(flag, set()).add(s.name)
        if s.base_power_toughness is not None:
            DEFINES_POWER_TOUGHNESS[s.name] = s.base_power_toughness


def script(name: str) -> CardScript:
    """The card's script; an empty one for vanilla cards and basic lands."""
    return SCRIPTS.get(name) or _empty_script(name)


@functools.cache
def _empty_script(name: str) -> CardScript:
    """Made once per name: scripts are looked up many times per action (they are frozen)."""
    return CardScript(name=name)


KEYWORDS_THE_RULES_KNOW = frozenset({
    "flying", "vigilance", "trample", "first strike", "double strike", "haste", "menace", "reach", "deathtouch",
    "lifelink", "hexproof", "indestructible", "wither", "infect",
})
"""Keyword abilities the engine's shared rules implement (702.2 deathtouch, 702.4 double strike, 702.7 first strike,
702.9 flying, 702.10 haste, 702.11 hexproof, 702.12 indestructible, 702.15 lifelink, 702.17 reach,
702.19 trample, 702.20 vigilance, 702.80 wither, 702.90 infect, 702.111 menace): a card whose rules text is only these needs no
script."""


def implemented(name: str) -> bool:
    """Whether the reference engine knows everything the card's rules text does: its script's
    word, or for a card without a script, a text that is empty (vanilla), a basic land's, or made
    only of keyword abilities the rules know ("Flying, vigilance")."""
    if name in SCRIPTS:
        return SCRIPTS[name].implemented
    data = load_cards()[name]
    return "Basic" in data.supertypes or all(
        piece.strip().lower() in KEYWORDS_THE_RULES_KNOW
        for line in rules_text(data.text).splitlines() if line.strip() for piece in line.split(","))


def rules_text(text: str) -> str:
    """Rules text without reminder text."""
    return re.sub(r"\([^)]*\)", "", text or "").strip()


# --------------------------------------------------------------------------------------------
# Triggers and statics, as the game asks for them
# --------------------------------------------------------------------------------------------

def check_triggers(game: Game, event: Event, ctx: dict[str, Any]) -> None:
    """CR 603.2: the triggered abilities of every permanent, the face-up plane and (for a cast) the
    spell being cast look at each event as it happens."""
    sources: list[Obj] = list(game.battlefield)
    if game.plane is not None:
        sources.append(game.plane)
    # An object outside the battlefield an event is about, which looks at it from where it is: a
    # plane card revealed in a planar deck that chaos ensues for (311.7), controlled like a plane by
    # the planar controller (311.5).
    planes_elsewhere = [o for o in ctx.get("also_sees", ()) if o is not game.plane]
    sources.extend(planes_elsewhere)
    for source in sources:
        for trig in script(source.shown_name).triggers:       # the face up, or what it copies
            if trig.matches(game, source, event, ctx):
                _fire(game, source, trig, source.controller if source is not game.plane
                      and source not in planes_elsewhere else game.planar_controller(), event, ctx)
    if event.type == EventType.SPELL_CAST:
        spell = game.find(event.object or "")
        if spell is not None:
            for trig in script(spell.data.name if spell.data.layout != "split" else spell.name).cast_triggers:
                _fire(game, spell, trig, spell.controller)
    for look_back in ctx.get("look_back", ()):
        # Leaves-the-battlefield abilities look back in time (603.10a): the source as it was. Only
        # those: the others of a permanent that left are gone with it (603.10, 603.6c). So do the
        # abilities of a card that trigger when it is put into a hand or library from a zone all
        # players see (603.10a); a card outside the battlefield and the stack has no controller:
        # its owner controls the ability (108.4a).
        for trig in script(look_back.shown_name).triggers:
            if trig.looks_back and trig.matches(game, look_back, event, ctx):
                _fire(game, look_back, trig, look_back.controller or look_back.owner, event, ctx)
    for delayed in list(game.delayed):
        if delayed in game.delayed and delayed.trigger.matches(game, delayed.source, event, ctx):
            game.delayed.remove(delayed)                 # 603.7b: it triggers only once
            _fire(game, delayed.source, delayed.trigger, delayed.controller, event, dict(ctx, **delayed.data))


@dataclasses.dataclass
class DelayedTrigger:
    """A delayed triggered ability (603.7), created by a resolving spell or ability (or, 603.7a, by a
    static ability that allows a player to take an action: ``dash``); its source is that spell or the
    source of that ability, its controller who controlled it (603.7d-e). ``data``
    is what it remembers (e.g. the ids of "that card"); the effect reads it in ``item.data``."""

    trigger: TriggerScript
    source: Obj
    controller: str
    data: dict[str, Any] = dataclasses.field(default_factory=dict)


def check_state_triggers(game: Game) -> None:
    """603.8: "Some triggered abilities trigger when a game state ... is true, rather than triggering
    when an event occurs. These abilities trigger as soon as the game state matches the condition.
    ... A state-triggered ability doesn't trigger again until the ability has resolved, has been
    countered, or has otherwise left the stack. Then, if the object with the ability is still in the
    same zone and the game state still matches its trigger condition, the ability will trigger
    again." Asked each time state-based actions have been checked (``Game.give_priority``): the
    state triggers of permanents whose state matches trigger, unless that same ability (the same
    object, the same printed ability) still waits to be put on the stack or is on it."""
    waiting = {t.data.get("state") for t in game.pending} | {s.data.get("state") for s in game.stack}
    for source in list(game.battlefield):
        for trig in script(source.shown_name).triggers:
            key = (source.id, _printed_index(source, trig))
            if trig.state is not None and key not in waiting and trig.state(game, source):
                _fire(game, source, trig, source.controller, state=key)


def _fire(game: Game, source: Obj, trig: TriggerScript, controller: str | None,
          event: Event | None = None, ctx: dict[str, Any] | None = None,
          state: tuple[str, int | None] | None = None) -> None:
    if controller is None:
        return
    game.trigger(PendingTrigger(name=trig.text, controller=controller, source=dataclasses.replace(source),
                                effect=trig.effect, target_specs=trig.targets,
                                data={"optional": trig.optional, "min_targets": trig.min_targets,
                                      "modes": trig.modes,
                                      "event": event, "context": ctx or {},
                                      "ability": _printed_index(source, trig), "state": state}))


def _printed_index(source: Obj, trig: TriggerScript) -> int | None:
    """Which of its source's triggered abilities this is, counted from 0 in the order of the card's
    text (how an answer to ``order_triggers`` names it); None for a delayed trigger, which is not
    printed on its source."""
    card = script(source.shown_name)
    printed = card.triggers or card.cast_triggers
    return printed.index(trig) if trig in printed else None


def statics(game: Game, flag: str) -> list[tuple[Obj, str]]:
    """Permanents (and the face-up plane) with the static ability ``flag``, with who "you" is:
    the controller, or the planar controller for a plane (CR 311.5)."""
    having = WITH_STATIC.get(flag, ())
    out = [(o, o.controller) for o in game.battlefield if o.shown_name in having]
    if game.plane is not None and game.plane.name in having:
        controller = game.planar_controller()
        if controller is not None:
            out.append((game.plane, controller))
    return out


def mana_ability(game: Game, obj: Obj, index: int) -> str | None:
    """The mana a permanent's ``index``-th activated ability adds, if it is a "{T}: Add" ability
    (CR 305.6 gives basic land types theirs)."""
    if index != 0:
        return None
    if "Land" in game.types(obj):
        subtypes = obj.data.subtypes
        for land_type, color in BASIC_LAND_MANA.items():
            if land_type in subtypes:
                return color
    return script(obj.shown_name).mana


BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}



# --------------------------------------------------------------------------------------------
# The scripts, plugged into the core's hooks
# --------------------------------------------------------------------------------------------

def base_power_toughness(game: Game, obj: Obj) -> tuple[str | None, str | None] | None:
    """613.4a-b: the power and toughness an ability of the object's script defines or sets (e.g.
    Duplicant's), or None while the printed ones apply."""
    defines = DEFINES_POWER_TOUGHNESS.get(obj.shown_name)
    return defines(game, obj) if defines is not None else None


def as_it_enters(game: Game, new: Obj, old: Obj) -> None:
    """614.1c, 614.12: the permanent's own "enters with ..." or "enter as a copy of ..." ability."""
    replacement = script(new.shown_name).as_enters
    if replacement is not None:
        replacement(game, new, old)


hooks.TRIGGERED_ABILITIES.append(check_triggers)
hooks.STATE_TRIGGERS.append(check_state_triggers)
hooks.POWER_AND_TOUGHNESS.append(base_power_toughness)
hooks.AS_IT_ENTERS.append(as_it_enters)
