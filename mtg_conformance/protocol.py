"""The engine protocol: the one way the suite talks to a rules engine.

Steps, properties and reports use only this module. An engine (the reference engine in ``engine/``,
an adapter to another engine, or a process speaking the stdio form of this protocol) implements
:class:`Engine`. Everything here is plain data: frozen, keyword-only dataclasses whose JSON form is
produced by :func:`to_json` and read back by :func:`from_json` (the wire form of the stdio protocol
and of reports). ``docs/protocol.md`` documents the same shapes for engine authors.

Four kinds of message cross the boundary:

* **setup** (:class:`GameSetup`): players, life, every zone in order, permanents, turn and step;
* **actions** (:data:`Action`): what a player (or the world outside the game) does;
* **scripted choices** (:class:`ScriptedChoice`): answers to the engine's questions, given ahead of
  time and consumed in order; a question with no scripted answer is an error naming the question;
* **observations** (:class:`Observation`) and the events each action produced (:class:`Event`).
"""

from __future__ import annotations

import json

import abc
import dataclasses
import functools
import types
import typing
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar, Union

__all__ = [
    "PROTOCOL_VERSION", "Step", "Zone", "Capability", "EventType", "QuestionKind", "OutsideEventKind",
    "Target", "PermanentSetup", "PlayerSetup", "PlaneSetup", "GameSetup", "RollPlanarDie", "PlaneView",
    "CastSpell", "PlayLand", "ActivateAbility", "PassPriority", "PassUntilStackEmpty", "AdvanceTo",
    "Attack", "DeclareAttackers", "Block", "DeclareBlockers", "OutsideEvent", "Action", "ACTION_TYPES",
    "ScriptedChoice", "Question", "Event", "ActionResult",
    "CardView", "PermanentView", "StackItemView", "PlayerView", "Observation", "EngineInfo",
    "ProtocolError", "MalformedRequest", "IllegalAction", "UnansweredQuestion", "Unsupported",
    "EngineFault", "Engine", "to_json", "from_json", "action_from_json",
]

PROTOCOL_VERSION = "1"
"""Version of the message shapes below; bumped on any incompatible change."""


# --------------------------------------------------------------------------------------------
# Closed vocabularies
# --------------------------------------------------------------------------------------------

class Step(StrEnum):
    """Steps of a turn (CR 500.1), main phases counted as steps for brevity."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"


class Zone(StrEnum):
    """Zones (CR 400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Capability(StrEnum):
    """What an engine declares it implements. Scenarios and properties that need a capability the
    engine does not declare are skipped with the reason, not failed."""

    CORE = "core"
    """The basic game every result needs: the basic cards, casting, priority and the stack, the
    turn's steps (mtg_conformance.capabilities)."""
    EXPLORE = "explore"
    LAND_PLAYS = "land-plays"
    FLASHBACK = "flashback"
    PLANECHASE = "planechase"
    MELD = "meld"
    EMERGE = "emerge"
    ESCALATE = "escalate"
    COMBAT = "combat"
    COMBAT_DAMAGE_ASSIGNMENT = "combat-damage-assignment"
    """dmg17: the ``assign_combat_damage`` question (510.1c-e, 702.19b): the attacking player divides
    a blocked creature's combat damage; scenarios that script a division need it."""
    OUTSIDE_EVENTS = "outside-events"
    LEGAL_ACTIONS = "legal-actions"
    MANA_VALUE = "mana-value"
    """``mana_value`` of cards, permanents and spells (CardView, PermanentView, StackItemView); it
    implies ``stack-mana-value``."""
    STACK_MANA_VALUE = "stack-mana-value"
    """v31 (issue 31 item 4): ``mana_value`` of spells and abilities on the stack only (StackItemView),
    for an engine that reports a spell's mana value as it is cast but not a card's or a permanent's."""
    LAND_PLAYS_LEFT = "land-plays-left"
    # tok17 (issue 17): scenarios tagged ``@capability:X`` need these (docs/protocol.md §5).
    TOKENS = "tokens"
    """Effects that create tokens, and tokens in setups (``PermanentSetup.token``), CR 111."""
    ACTIVATED_ABILITIES = "activated-abilities"
    """``activate`` of abilities that go on the stack (not mana abilities), CR 602."""
    SPELL_COPIES = "spell-copies"
    """Effects that copy spells, CR 707.10."""
    REPLACEMENT_EFFECTS = "replacement-effects"
    """Replacement effects on events other than zone changes (counters being put, draws, explore: CR 614)
    and the ``replacement_effect`` question for them (616.1)."""
    CHARACTERISTICS = "characteristics"
    """g2view (issue 29): the observation shows what a player sees of an object's characteristics
    beyond its name and types: ``colors`` and ``subtypes`` of cards, permanents and spells, and the
    ``power``/``toughness`` of a card outside the battlefield (CR 208.3, 122.1a)."""
    CONTROL_CHANGES = "control-changes"
    """ctl: control-changing effects (CR 613.1b): spells and abilities that gain control of a permanent,
    until end of turn (514.2) or indefinitely, and "you" meaning the new controller. The mechanic of
    features/control-changes.feature."""


class EventType(StrEnum):
    """Kinds of :class:`Event` an engine reports. Fields used by each are listed in docs/protocol.md."""

    SPELL_CAST = "spell_cast"              # object, name, player, paid, from_zone
    LAND_PLAYED = "land_played"            # object, name, player
    ABILITY_ACTIVATED = "ability_activated"  # source, name, player
    ABILITY_TRIGGERED = "ability_triggered"  # source (id), name (the source's name), player, detail (text)
    RESOLVED = "resolved"                  # object, name (a spell or ability finished resolving)
    DID_NOT_RESOLVE = "did_not_resolve"    # object, name, detail (all targets illegal, 608.2b)
    COUNTERED = "countered"                # object, name
    ZONE_CHANGE = "zone_change"            # object, name, player (owner), from_zone, to_zone
    REVEALED = "revealed"                  # player, name
    EXPLORED = "explored"                  # object, name, player, revealed (name or None)
    COUNTER_ADDED = "counter_added"        # object, name, counter, amount
    DAMAGE_DEALT = "damage_dealt"          # source, name, object or player, amount, detail ("combat")
    LIFE_CHANGED = "life_changed"          # player, amount (signed)
    TAPPED = "tapped"                      # object, name
    UNTAPPED = "untapped"                  # object, name (g2combat: optional; 502.3, 107.6, 701.26b)
    MANA_ADDED = "mana_added"              # player, paid (the mana, e.g. "{G}")
    STEP_BEGAN = "step_began"              # detail (the step), player (active player)
    DREW = "drew"                          # player, name
    PRIORITY = "priority"                  # player (who received priority)
    SACRIFICED = "sacrificed"              # object, name, player
    DISCARDED = "discarded"                # player, name
    PLANAR_DIE_ROLLED = "planar_die_rolled"  # player, detail ("planeswalk", "chaos" or "blank"), paid
    CHAOS_ENSUED = "chaos_ensued"          # name (the plane), player (planar controller)
    PLANESWALKED = "planeswalked"          # player, name (plane walked to), detail (plane walked away from)
    TURN_BEGAN = "turn_began"              # player (active player), amount (turn number), detail ("extra turn" or None)
    LEFT_GAME = "left_game"                # player
    MELDED = "melded"                      # object (the melded permanent), name, detail ("A + B")
    REPLACED = "replaced"                  # name (the event's object), source (the replacement's source name), detail


class QuestionKind(StrEnum):
    """Questions an engine may ask a player while performing an action."""

    EXPLORE_TO_GRAVEYARD = "explore_to_graveyard"   # answer: bool (put the revealed card into the graveyard?)
    TARGETS = "targets"                             # answer: list of Target (for a triggered ability)
    ORDER_TRIGGERS = "order_triggers"               # answer: list of {"source": id, "ability": n (optional)}, first = put on stack first
    MAY = "may"                                     # answer: bool ("you may ...")
    CHOOSE_OBJECT = "choose_object"                 # answer: object id
    CHOOSE_COST = "choose_cost"                     # answer: one of the offered costs, e.g. "{2}{U}" (several flashback costs)
    PLANAR_DIE = "planar_die"                       # answer: "planeswalk", "chaos" or "blank" (the die's result)
    REPLACEMENT_EFFECT = "replacement_effect"       # answer: name of the source of the replacement effect to apply (616.1)
    CARD_ORDER = "card_order"                       # answer: list of card names, in the order they are put there (first goes first)
    NAME_CARD = "name_card"                         # answer: a card name
    # dmg17: dividing combat damage (510.1, 510.1c-e, 702.19b): asked once per combat damage step of
    # a player whose creatures' damage can be assigned in more than one way.
    ASSIGN_COMBAT_DAMAGE = "assign_combat_damage"   # answer: list of {"source": id, "object": id | "player": name, "amount": n}
    MODES = "modes"                                 # answer: list of the chosen modes, 1-based in printed order (700.2b: a modal triggered ability)
    SCRY = "scry"                                   # answer: list of the names of the cards put on the bottom, first goes first, or {"bottom": [...], "top": [...]} (701.22a)
    VOTE = "vote"                                   # answer: one of the options, the player's vote (701.38a)


class OutsideEventKind(StrEnum):
    """Things that happen to the game from outside what a scenario models, as if a spell or ability
    we do not script had done them. They let a scenario say "Grizzly Bears is destroyed" without
    casting a removal spell."""

    DESTROY = "destroy"
    EXILE = "exile"
    RETURN_TO_HAND = "return_to_hand"
    SACRIFICE = "sacrifice"
    PUT_INTO_GRAVEYARD = "put_into_graveyard"
    """Put into its owner's graveyard from wherever it is (a card in hand or library too)."""
    STOP_BEING_A_CREATURE = "stop_being_a_creature"
    """It becomes an enchantment and loses its other card types (as Soul Sculptor does)."""
    TURN_FACE_DOWN = "turn_face_down"
    """An effect tries to turn it face down (as Ixidron does)."""
    LEAVE_GAME = "leave_game"
    """A player leaves the game (concedes); uses ``player``."""


# --------------------------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------------------------

_DC = dict(frozen=True, kw_only=True)


@dataclasses.dataclass(**_DC)
class Target:
    """A target or a chosen player/object: exactly one of ``object`` (an id the engine gave) and
    ``player`` (a player name) is set."""

    object: str | None = None
    """Id of an object, as the engine reports it in observations."""
    player: str | None = None
    """Name of a player."""


@dataclasses.dataclass(**_DC)
class PermanentSetup:
    """A permanent on the battlefield at the start of a scenario. Its owner is the player in whose
    ``battlefield`` list it appears."""

    card: str
    """Card name, as in the suite's card data."""
    controller: str | None = None
    """Controller's name; defaults to the owner."""
    tapped: bool = False
    counters: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """Counters by kind, e.g. ``{"+1/+1": 2}``."""
    summoning_sick: bool = False
    """True if it came under its controller's control this turn (CR 302.6)."""
    token: bool = False
    """A token with the characteristics of ``card`` (not a copy of anything)."""
    transformed: bool = False
    """A double-faced permanent with its back face up; ``card`` names the front face."""
    meld_cards: tuple[str, ...] = ()
    """For a melded permanent: the two front cards that represent it; ``card`` names the melded face."""
    copy_of: str | None = None
    """Name of the card face this permanent is a copy of (e.g. a Clone copying "Chittering Host")."""
    attached_to: str | None = None
    """Name of the permanent (the first with that name) or of the player this Aura is attached to."""


@dataclasses.dataclass(**_DC)
class PlayerSetup:
    """One player at the start of a scenario. Zones list card names; ``library`` is top first."""

    name: str
    life: int = 20
    library: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    graveyard: tuple[str, ...] = ()
    """Bottom first: the last card is the top of the graveyard."""
    exile: tuple[str, ...] = ()
    battlefield: tuple[PermanentSetup, ...] = ()
    mana_pool: str = ""
    """Mana in the pool, in mana symbols, e.g. ``"{G}{G}"``."""
    lands_played: int = 0
    """Lands already played this turn (CR 305.2a)."""
    planar_deck: tuple[str, ...] = ()
    """Planechase: the player's planar deck, top first."""
    planar_die_rolls: int = 0
    """Planechase: times the player has taken the roll-the-planar-die action this turn (CR 901.9)."""
    poison: int = 0
    """Poison counters the player has (CR 122.1f)."""


@dataclasses.dataclass(**_DC)
class PlaneSetup:
    """Planechase: the face-up plane in the command zone."""

    card: str
    owner: str
    counters: Mapping[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(**_DC)
class GameSetup:
    """A starting state. Players are listed in turn order."""

    players: tuple[PlayerSetup, ...]
    active_player: str
    step: Step = Step.PRECOMBAT_MAIN
    turn: int = 3
    """Turn number; the default is past the first turn so no first-turn rules apply."""
    plane: PlaneSetup | None = None
    """Planechase: the face-up plane; None for a game without Planechase."""
    extra_turns: tuple[str, ...] = ()
    """The players who will take extra turns after this one, the next first (CR 500.7), as
    ``Observation.extra_turns`` reports them; empty by default."""


# --------------------------------------------------------------------------------------------
# Actions
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(**_DC)
class CastSpell:
    """Cast a spell (CR 601.2). ``card`` is the id of the card in the zone it is cast from."""

    KIND: ClassVar[str] = "cast"
    player: str
    card: str
    targets: tuple[Target, ...] = ()
    modes: tuple[int, ...] = ()
    """Chosen modes of a modal spell, 1-based in printed order."""
    x: int | None = None
    """The value announced for X (CR 601.2b)."""
    alternative_cost: str | None = None
    """Name of the alternative cost to pay (``"flashback"``, ``"emerge"``, ``"overload"``), or None for
    the mana cost. Where a card has several costs of that name, the engine asks (``choose_cost``)."""
    additional_costs: tuple[str, ...] = ()
    """Optional additional costs the caster announces (e.g. ``"kicker"``)."""
    face: str | None = None
    """For a split card, the name of the half being cast."""
    sacrifice: tuple[str, ...] = ()
    """Ids of permanents chosen for a sacrifice that is part of a cost."""
    mana_abilities: tuple[str, ...] = ()
    """Ids of permanents whose mana ability is activated while paying (CR 601.2g), in order."""
    # cost17: what pays the other actions a cost may ask for (CR 118.1, 601.2h), one list per action,
    # like ``sacrifice``; in the order of the costs (the alternative cost's, then additional costs in
    # printed order, then escalate's for each mode beyond the first).
    discard: tuple[str, ...] = ()
    """Ids of cards in the caster's hand discarded as part of a cost (CR 701.9a)."""
    tap: tuple[str, ...] = ()
    """Ids of untapped permanents the caster controls tapped as part of a cost (not for mana)."""
    exile: tuple[str, ...] = ()
    """Ids of cards in the caster's graveyard exiled as part of a cost."""
    return_to_hand: tuple[str, ...] = ()
    """Ids of permanents the caster controls returned to their owner's hand as part of a cost."""
    reveal: tuple[str, ...] = ()
    """w2cast: ids of cards in the caster's hand revealed as part of a cost (CR 701.20a; "you may reveal
    a Dragon card from your hand"). Optional: empty when the cast reveals nothing."""
    splice: tuple[str, ...] = ()
    """w2cast: ids of cards in the caster's hand spliced onto the spell (CR 702.47a, 601.2b: revealed,
    their splice costs paid as additional costs), in the order their effects happen (702.47b); the
    targets of their text follow the spell's own in ``targets`` (702.47d). Optional: empty, none."""
    # g2cast: optional announcements of 601.2b and 601.2d.
    phyrexian: tuple[str, ...] = ()
    """For each Phyrexian mana symbol of the cost being paid, in the order of the cost, ``"life"``
    (pay 2 life) or ``"mana"`` (pay the colored mana), as the caster announces it (CR 601.2b); empty:
    mana for each."""
    division: tuple[int, ...] = ()
    """For a spell that divides an amount among its targets ("X damage divided as you choose"), the
    amount each target gets, in the order of ``targets`` (CR 601.2d); empty: no division announced."""


@dataclasses.dataclass(**_DC)
class PlayLand:
    """Play a land (a special action, CR 116.2a / 305.1)."""

    KIND: ClassVar[str] = "play_land"
    player: str
    card: str
    face: str | None = None
    """For a modal double-faced card, the name of the land face it is played with (CR 712.12);
    None: its front face. (repl17)"""


@dataclasses.dataclass(**_DC)
class ActivateAbility:
    """Activate an ability of ``source``; ``ability`` counts the object's activated abilities from 0
    in printed order (a basic land's mana ability is 0)."""

    KIND: ClassVar[str] = "activate"
    player: str
    source: str
    ability: int = 0
    targets: tuple[Target, ...] = ()
    mana_abilities: tuple[str, ...] = ()
    x: int | None = None
    """The value announced for an X in the activation cost (107.3a, 601.2b via 602.2b); optional:
    absent for an ability without X."""
    sacrifice: tuple[str, ...] = ()
    """Permanents sacrificed to pay an additional cost of the activation (118.8: one another effect
    applies, such as Drought's "Sacrifice a Swamp"); optional, empty by default. "Sacrifice this
    permanent" in the ability's own cost names nothing: its source pays it."""
    modes: tuple[int, ...] = ()
    """Chosen modes of a modal activated ability, 1-based in printed order (700.2a: chosen as it is
    activated); optional, empty for an ability that is not modal."""


@dataclasses.dataclass(**_DC)
class PassPriority:
    """The player with priority passes (CR 117.3d)."""

    KIND: ClassVar[str] = "pass"
    player: str


@dataclasses.dataclass(**_DC)
class PassUntilStackEmpty:
    """All players pass in succession, again and again, until the stack is empty (each pass round
    resolves the top object; triggered abilities are put on the stack and resolve in turn)."""

    KIND: ClassVar[str] = "pass_until_stack_empty"


@dataclasses.dataclass(**_DC)
class AdvanceTo:
    """All players pass with an empty stack until the game reaches ``step`` (of this turn, or of
    the next turn if the game is at or past it), declaring no attackers and no blockers on the way.
    It stops early, with the stack as it is, as soon as anything is put on the stack. Arriving at
    ``declare_attackers`` (or ``declare_blockers`` with attackers declared), the engine waits for
    :class:`DeclareAttackers` / :class:`DeclareBlockers`. Illegal while the stack is not empty."""

    KIND: ClassVar[str] = "advance"
    step: Step


@dataclasses.dataclass(**_DC)
class RollPlanarDie:
    """Planechase: the active player rolls the planar die (a special action, CR 901.9); the result
    is asked of the player as a ``planar_die`` question so scenarios script it."""

    KIND: ClassVar[str] = "roll_planar_die"
    player: str


@dataclasses.dataclass(**_DC)
class Attack:
    attacker: str
    """Id of the attacking creature."""
    defender: str
    """Name of the player attacked."""


@dataclasses.dataclass(**_DC)
class DeclareAttackers:
    """The active player's declaration of attackers (CR 508.1)."""

    KIND: ClassVar[str] = "declare_attackers"
    player: str
    attacks: tuple[Attack, ...] = ()


@dataclasses.dataclass(**_DC)
class Block:
    blocker: str
    attacker: str


@dataclasses.dataclass(**_DC)
class DeclareBlockers:
    """A defending player's declaration of blockers (CR 509.1); empty for no blocks."""

    KIND: ClassVar[str] = "declare_blockers"
    player: str
    blocks: tuple[Block, ...] = ()


@dataclasses.dataclass(**_DC)
class OutsideEvent:
    """Something done to the game from outside the scenario's cards (see :class:`OutsideEventKind`).
    State-based actions are checked and triggered abilities trigger as after any event."""

    KIND: ClassVar[str] = "outside_event"
    event: OutsideEventKind
    object: str | None = None
    """Id of the object it happens to."""
    player: str | None = None
    """The player it happens to (``leave_game``)."""


Action = Union[CastSpell, PlayLand, ActivateAbility, PassPriority, PassUntilStackEmpty, AdvanceTo,
               DeclareAttackers, DeclareBlockers, OutsideEvent, RollPlanarDie]
ACTION_TYPES: dict[str, type] = {
    cls.KIND: cls for cls in (CastSpell, PlayLand, ActivateAbility, PassPriority, PassUntilStackEmpty,
                              AdvanceTo, DeclareAttackers, DeclareBlockers, OutsideEvent, RollPlanarDie)
}


# --------------------------------------------------------------------------------------------
# Choices, questions, events
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(**_DC)
class ScriptedChoice:
    """An answer given ahead of time to the next question of kind ``question``."""

    question: QuestionKind
    answer: Any
    """bool, object id, list of :class:`Target` or names — see :class:`QuestionKind`."""


@dataclasses.dataclass(**_DC)
class Question:
    """A decision the engine needs from a player."""

    kind: QuestionKind
    player: str
    prompt: str
    """Human-readable text, e.g. ``"Put Grizzly Bears into your graveyard?"``."""
    options: tuple[Any, ...] = ()


@dataclasses.dataclass(**_DC)
class Event:
    """One thing that happened, as the engine reports it. Which fields are set depends on ``type``."""

    type: EventType
    object: str | None = None
    """Id of the object the event is about (as it was when the event happened)."""
    name: str | None = None
    """Name of that object."""
    player: str | None = None
    source: str | None = None
    from_zone: Zone | None = None
    to_zone: Zone | None = None
    revealed: str | None = None
    counter: str | None = None
    amount: int | None = None
    paid: str | None = None
    """Mana actually paid (``spell_cast``) or added (``mana_added``), in mana symbols."""
    previous: str | None = None
    """For ``zone_change``: the id the object had before it moved (``object`` is its new id)."""
    detail: str | None = None


@dataclasses.dataclass(**_DC)
class ActionResult:
    events: tuple[Event, ...] = ()
    choices_used: int = 0
    """How many of the scripted choices passed with the action were consumed, from the front."""


# --------------------------------------------------------------------------------------------
# Observations
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(**_DC)
class CardView:
    id: str
    name: str
    owner: str
    mana_value: int | None = None
    """As the engine computes it; None if the engine does not expose it."""
    power: int | None = None
    """Capability ``characteristics`` (g2view): the card's power where it is (CR 208.3: "A noncreature
    object not on the battlefield has power or toughness only if it has a power and toughness printed
    on it"; 122.1a: with the +X/+Y counters on a creature card outside the battlefield); None for a
    card with none, or when the engine does not declare the capability."""
    toughness: int | None = None
    """Capability ``characteristics``: as ``power``."""
    colors: tuple[str, ...] | None = None
    """Capability ``characteristics``: the object's colors as words (``"White"``, ``"Blue"``,
    ``"Black"``, ``"Red"``, ``"Green"``, CR 105.1), in any order; empty for a colorless object (105.2c);
    None when the engine does not declare the capability."""
    subtypes: tuple[str, ...] | None = None
    """Capability ``characteristics``: the object's subtypes (CR 205.3: ``("Elf", "Druid")``; one
    creature type is two words, ``"Time Lord"``, 205.3m); None when not declared."""


@dataclasses.dataclass(**_DC)
class PermanentView:
    id: str
    name: str
    owner: str
    controller: str
    tapped: bool = False
    counters: Mapping[str, int] = dataclasses.field(default_factory=dict)
    power: int | None = None
    toughness: int | None = None
    types: tuple[str, ...] = ()
    """Card types, e.g. ``("Creature",)`` or ``("Artifact", "Creature")``."""
    damage: int = 0
    cards: tuple[str, ...] = ()
    """Names of the cards that represent it (one, or two for a melded permanent)."""
    mana_value: int | None = None
    face_down: bool = False
    token: bool = False
    attached_to: str | None = None
    """Id of the permanent, or name of the player, it is attached to."""
    phased_out: bool | None = None
    """Whether it is phased out (CR 702.26b: still on the battlefield, treated as though it does not
    exist); None: the engine does not say (optional, g2effects)."""
    colors: tuple[str, ...] | None = None
    """Capability ``characteristics``: as :attr:`CardView.colors`."""
    subtypes: tuple[str, ...] | None = None
    """Capability ``characteristics``: as :attr:`CardView.subtypes` (a token's are those its creating
    effect gave it, CR 111.4)."""


@dataclasses.dataclass(**_DC)
class StackItemView:
    id: str
    name: str
    controller: str
    kind: str
    """``"spell"`` or ``"ability"``."""
    targets: tuple[Target, ...] = ()
    mana_value: int | None = None
    card: str | None = None
    """For a spell: the name of the card that represents it (``"Fire // Ice"`` while ``name`` is
    ``"Fire"``); None for an ability."""
    owner: str | None = None
    """For a spell with a card: the card's owner (CR 108.3), who may not be its controller (a card
    cast with another player's permission, Dire Fleet Daredevil); None when the engine does not say,
    read then as the controller."""
    colors: tuple[str, ...] | None = None
    """Capability ``characteristics``: a spell's colors, as :attr:`CardView.colors` (a split card's
    half on the stack has that half's, 709.3); None for an ability or when not declared."""
    subtypes: tuple[str, ...] | None = None
    """Capability ``characteristics``: a spell's subtypes; None for an ability or when not declared."""


@dataclasses.dataclass(**_DC)
class PlayerView:
    name: str
    life: int
    library: tuple[CardView, ...] = ()
    """Top first."""
    hand: tuple[CardView, ...] = ()
    graveyard: tuple[CardView, ...] = ()
    """Bottom first."""
    mana_pool: str = ""
    lands_played: int = 0
    land_plays_left: int | None = None
    """None if the engine does not expose it (capability ``land-plays-left``)."""
    in_game: bool = True
    planar_deck: tuple[CardView, ...] = ()
    """Planechase: top first."""
    planar_die_rolls: int = 0
    """Planechase: roll-the-planar-die actions taken this turn."""
    poison: int = 0
    """Poison counters the player has (CR 122.1f; 704.5c: ten or more and the player loses)."""


@dataclasses.dataclass(**_DC)
class PlaneView:
    """Planechase: the face-up plane in the command zone."""

    id: str
    name: str
    owner: str
    counters: Mapping[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(**_DC)
class Observation:
    turn: int
    active_player: str
    step: Step
    priority: str | None
    """Who has priority, or None (e.g. while a declaration is awaited)."""
    players: tuple[PlayerView, ...]
    battlefield: tuple[PermanentView, ...] = ()
    stack: tuple[StackItemView, ...] = ()
    """Top first."""
    exile: tuple[CardView, ...] = ()
    awaiting: str | None = None
    """A declaration the engine waits for (``"declare_attackers"``, ``"declare_blockers"``), or None."""
    plane: PlaneView | None = None
    planar_controller: str | None = None
    extra_turns: tuple[str, ...] = ()
    """Players who will take extra turns after this one, the next first."""
    game_over: bool = False
    """The game has ended (CR 104.1: "A game ends immediately when a player wins, when the game is
    a draw, or when the game is restarted"): e.g. one player of a two-player game lost (104.2a,
    704.5a, 704.5b). No action is legal any more."""
    winners: tuple[str, ...] = ()
    """Once ``game_over``: the players who won (104.2); empty for a draw (104.4a)."""

    def player(self, name: str) -> PlayerView:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player named {name!r} in the observation")


@dataclasses.dataclass(**_DC)
class EngineInfo:
    name: str
    version: str
    capabilities: frozenset[Capability] = frozenset()
    cards: tuple[str, ...] | None = None
    """issue 30: the names of the cards the engine implements, when it implements only some of them
    (None: every card its capabilities need). A setup naming any other card is ``Unsupported`` (the
    suite's driver says so before sending it), and the properties draw only from these."""


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------

class ProtocolError(Exception):
    """Base of the errors an engine reports through the protocol. ``kind`` is the wire name."""

    kind: ClassVar[str] = "protocol_error"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": str(self)}


class MalformedRequest(ProtocolError):
    """The request itself is wrong (unknown card, impossible setup, unknown object id)."""

    kind = "malformed_request"


class IllegalAction(ProtocolError):
    """The action is not legal now. The game state is exactly as before the action."""

    kind = "illegal_action"

    def __init__(self, reason: str, rule: str | None = None) -> None:
        super().__init__(f"{reason} (CR {rule})" if rule else reason)
        self.reason = reason
        self.rule = rule

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": str(self), "reason": self.reason, "rule": self.rule}


class UnansweredQuestion(ProtocolError):
    """The engine asked a question that no scripted choice answers (strict choices). The game state
    is exactly as before the action."""

    kind = "unanswered_question"

    def __init__(self, question: Question, note: str = "") -> None:
        text = f"{question.player} was asked ({question.kind}): {question.prompt}"
        if question.options:
            text += f"; options: {list(question.options)}"
        super().__init__(text + (f" — {note}" if note else ""))
        self.question = question

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": str(self), "question": to_json(self.question)}


class Unsupported(ProtocolError):
    """The engine does not implement what the request needs; the scenario is skipped."""

    kind = "unsupported"


class EngineFault(ProtocolError):
    """The engine crashed, hung or answered something that is not the protocol."""

    kind = "engine_fault"


class EngineTimeout(EngineFault):
    """The engine did not answer within its time limit (a stdio engine's ``--engine-timeout``). Raised
    by the suite's client, never sent by an engine: the result's outcome is ``timeout``, not a failure
    of the rules (mtg_conformance.outcomes)."""


ERROR_TYPES: dict[str, type[ProtocolError]] = {
    cls.kind: cls for cls in (ProtocolError, MalformedRequest, IllegalAction, UnansweredQuestion,
                              Unsupported, EngineFault)
}


# --------------------------------------------------------------------------------------------
# The engine interface
# --------------------------------------------------------------------------------------------

class Engine(abc.ABC):
    """What every engine implements. One instance plays one game at a time; ``setup`` starts a new
    one. Methods raise the :class:`ProtocolError` subclasses above; any other exception is a fault
    of the engine."""

    @abc.abstractmethod
    def info(self) -> EngineInfo:
        """Name, version and declared capabilities."""

    @abc.abstractmethod
    def setup(self, setup: GameSetup) -> None:
        """Start a new game in the given state (raises :class:`MalformedRequest` for bad setups)."""

    @abc.abstractmethod
    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        """Perform one action; questions are answered from ``choices`` in order. On any error the
        game state is left exactly as before."""

    @abc.abstractmethod
    def observe(self) -> Observation:
        """The current state, as a player watching the table (with hidden zones revealed) sees it."""

    def legal_actions(self, player: str) -> list[Action]:
        """Actions ``player`` may take now (capability ``legal-actions``); pass priority first."""
        raise Unsupported("this engine does not list legal actions")

    def close(self) -> None:
        """Release resources (processes, files)."""


# --------------------------------------------------------------------------------------------
# JSON
# --------------------------------------------------------------------------------------------

def to_json(value: Any) -> Any:
    """The JSON form of a protocol value: dataclasses become objects (``None`` fields and empty
    defaults omitted; actions carry ``"action": KIND``), enums their values, tuples lists."""
    return _writer(type(value))(value)


@functools.cache
def _writer(cls: type) -> typing.Callable[[Any], Any]:
    """The function that writes a value of type ``cls`` as JSON (``to_json``'s work for that type,
    chosen once per type rather than by a chain of ``isinstance`` tests per value)."""
    if issubclass(cls, StrEnum):
        return lambda value: value.value
    if issubclass(cls, str | int | float | bool) or cls is type(None):
        return lambda value: value
    shape = _json_shape(cls)
    if shape is not None:
        kind, fields = shape
        empty = (tuple, list, dict, frozenset)

        def write_dataclass(value: Any) -> dict[str, Any]:
            out: dict[str, Any] = {} if kind is None else {"action": kind}
            for name, has_default in fields:
                v = getattr(value, name)
                if v is None or (has_default and isinstance(v, empty) and not v):
                    continue
                out[name] = to_json(v)
            return out
        return write_dataclass
    if issubclass(cls, tuple | list):
        return lambda value: [to_json(v) for v in value]
    if issubclass(cls, frozenset):
        return lambda value: sorted(to_json(v) for v in value)
    if issubclass(cls, Mapping):
        return lambda value: {str(k): to_json(v) for k, v in value.items()}
    return lambda value: value


@functools.cache
def _json_shape(cls: type) -> tuple[str | None, tuple[tuple[str, bool], ...]] | None:
    """For a dataclass type: its ``KIND`` and its fields with whether each has a default (read once
    per class); None for any other type."""
    if not dataclasses.is_dataclass(cls):
        return None
    return getattr(cls, "KIND", None), tuple((f.name, _empty_is_default(f)) for f in dataclasses.fields(cls))


def _has_default(f: dataclasses.Field) -> bool:
    return f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING


def _empty_is_default(f: dataclasses.Field) -> bool:
    """Whether an empty value of the field may be left out of its JSON: it has a default, and that
    default is not ``None`` (``EngineInfo.cards``: ``[]``, no card, is not ``null``, every card)."""
    return f.default is not None and _has_default(f)


@functools.cache
def _type_hints(cls: type) -> dict[str, Any]:
    """``typing.get_type_hints`` of a protocol dataclass, computed once per class (it evaluates every
    annotation string; per object it made reading a large observation take seconds)."""
    return typing.get_type_hints(cls)


def from_json(cls: Any, data: Any, where: str = "") -> Any:
    """Read a protocol value of type ``cls`` from its JSON form; raises :class:`MalformedRequest`
    naming the offending path on anything unexpected."""
    return _reader(cls)(data, where or getattr(cls, "__name__", str(cls)))


_Reader = typing.Callable[[Any, str], Any]


@functools.cache
def _reader(cls: Any) -> _Reader:
    """The function that reads JSON as a ``cls`` (``from_json``'s work for that type, with what
    depends on the type alone — its origin, arguments, fields, type hints — looked up once per
    type, not once per value: reading every observation an engine hands out is the suite's own
    hottest code on a fast engine)."""
    if cls is Any:
        return lambda data, where: data
    origin = typing.get_origin(cls)
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(cls) if a is not type(None)]
        if cls == Action or set(args) == set(ACTION_TYPES.values()):
            return lambda data, where: None if data is None else action_from_json(data, where)
        if len(args) == 1:
            return _optional(args[0])
        return _first_that_fits(args)
    if origin is tuple:
        return _sequence_reader(typing.get_args(cls)[0], tuple, "[{i}]")
    if origin is frozenset:
        (item,) = typing.get_args(cls)
        return _sequence_reader(item, frozenset, "[]")
    if origin in (Mapping, dict):
        return _mapping_reader(*typing.get_args(cls))
    if isinstance(cls, type) and issubclass(cls, StrEnum):
        return _enum_reader(cls)
    if dataclasses.is_dataclass(cls):
        return _dataclass_reader(cls)
    if cls in (int, str, bool):
        def read_scalar(data: Any, where: str) -> Any:
            if not isinstance(data, cls) or (cls is int and isinstance(data, bool)):
                raise MalformedRequest(f"{where}: expected {cls.__name__}, got {data!r}")
            return data
        return read_scalar
    if cls is type(None):
        def read_null(data: Any, where: str) -> None:
            if data is not None:
                raise MalformedRequest(f"{where}: expected null, got {data!r}")
        return read_null

    def unreadable(data: Any, where: str) -> Any:
        raise MalformedRequest(f"{where}: cannot read type {cls!r}")
    return unreadable


def _optional(cls: Any) -> _Reader:
    def read(data: Any, where: str) -> Any:
        return None if data is None else _reader(cls)(data, where)
    return read


def _first_that_fits(args: list[Any]) -> _Reader:
    def read(data: Any, where: str) -> Any:
        if data is None:
            return None
        for a in args:
            try:
                return _reader(a)(data, where)
            except MalformedRequest:
                continue
        raise MalformedRequest(f"{where}: {data!r} fits none of {args}")
    return read


def _sequence_reader(item: Any, make: type, suffix: str) -> _Reader:
    def read(data: Any, where: str) -> Any:
        if not isinstance(data, list):
            raise MalformedRequest(f"{where}: expected a list, got {data!r}")
        one = _reader(item)
        return make(one(v, where + suffix.format(i=i)) for i, v in enumerate(data))
    return read


def _mapping_reader(kt: Any, vt: Any) -> _Reader:
    def read(data: Any, where: str) -> Any:
        if not isinstance(data, dict):
            raise MalformedRequest(f"{where}: expected an object, got {data!r}")
        key, value = _reader(kt), _reader(vt)
        return {key(k, where): value(v, f"{where}.{k}") for k, v in data.items()}
    return read


def _enum_reader(cls: type[StrEnum]) -> _Reader:
    def read(data: Any, where: str) -> Any:
        try:
            return cls(data)
        except ValueError:
            raise MalformedRequest(f"{where}: {data!r} is not one of {[m.value for m in cls]}") from None
    return read


def _dataclass_reader(cls: Any) -> _Reader:
    made_once: list[Any] = [None]
    after = _targets_in_answers if cls in (ScriptedChoice, Question) else None

    def field_plan() -> tuple[tuple[tuple[str, _Reader, bool, bool], ...], frozenset[str]]:
        """Per field: name, reader, whether it may be null (left out by to_json), whether it has a
        default; and the names a JSON object may have. Made on first use (a class may refer to
        itself), and published whole."""
        if made_once[0] is None:
            hints = _type_hints(cls)
            fields = dataclasses.fields(cls)
            made_once[0] = (tuple((f.name, _reader(hints[f.name]), type(None) in typing.get_args(hints[f.name]),
                                   _has_default(f)) for f in fields),
                            frozenset(f.name for f in fields) | {"action"})
        return made_once[0]

    def read(data: Any, where: str) -> Any:
        plan, known = field_plan()
        if not isinstance(data, dict):
            raise MalformedRequest(f"{where}: expected an object, got {data!r}")
        if not known.issuperset(data):
            raise MalformedRequest(f"{where}: unknown field(s) {sorted(set(data) - known)}")
        kwargs = {}
        for name, field_reader, nullable, has_default in plan:
            if name in data:
                kwargs[name] = field_reader(data[name], f"{where}.{name}")
            elif nullable:
                kwargs[name] = None          # to_json leaves out None values
            elif not has_default:
                raise MalformedRequest(f"{where}: missing field {name!r}")
        made = cls(**kwargs)
        return after(made) if after is not None else made
    return read


def _targets_in_answers(value: Any) -> Any:
    """Answers and options of ``targets`` questions are :class:`Target` values in memory and
    objects on the wire: read them back as Targets."""
    def target(v: Any) -> Any:
        return Target(**v) if isinstance(v, dict) and set(v) <= {"object", "player"} else v
    if isinstance(value, ScriptedChoice) and value.question == QuestionKind.TARGETS and isinstance(value.answer, list):
        return dataclasses.replace(value, answer=[target(v) for v in value.answer])
    if isinstance(value, Question) and value.kind == QuestionKind.TARGETS:
        return dataclasses.replace(value, options=tuple(target(v) for v in value.options))
    return value


def action_from_json(data: Any, where: str = "action") -> Action:
    """Read an action from its JSON form (``{"action": KIND, ...}``)."""
    if not isinstance(data, dict) or "action" not in data:
        raise MalformedRequest(f"{where}: expected an object with an 'action' field, got {data!r}")
    cls = ACTION_TYPES.get(data["action"])
    if cls is None:
        raise MalformedRequest(f"{where}: unknown action {data['action']!r}; known: {sorted(ACTION_TYPES)}")
    return from_json(cls, data, f"{where}({data['action']})")


class MalformedError(ValueError):
    """An engine's error object that is not the protocol's (a kind or rule of the wrong type, a
    question that is not one): the engine's fault, said by the client that read it."""


def error_from_json(data: Mapping[str, Any]) -> ProtocolError:
    """Rebuild a protocol error from its JSON form (used by the stdio client). Raises
    :class:`MalformedError` for an error object that is not the protocol's."""
    kind = data.get("kind", "protocol_error")
    if not isinstance(kind, str):
        raise MalformedError(f"its kind is {json.dumps(kind)[:80]}, not a string")
    cls = ERROR_TYPES.get(kind, EngineFault)
    message = str(data.get("message", ""))
    if cls is IllegalAction:
        rule = data.get("rule")
        if rule is not None and not isinstance(rule, str):
            raise MalformedError(f"an illegal_action whose rule is {json.dumps(rule)[:80]}, not a string "
                                 f"(a rule number is a string: \"305.2\") or null")
        return IllegalAction(str(data.get("reason", message)), rule)
    if cls is UnansweredQuestion and "question" in data:
        try:
            question = from_json(Question, data["question"])
        except ProtocolError as exc:
            raise MalformedError(f"an unanswered_question whose question is not one: {exc}") from None
        error = UnansweredQuestion(question)
        error.args = (message or error.args[0],)       # keep the engine's whole message (its note)
        return error
    return cls(message)
