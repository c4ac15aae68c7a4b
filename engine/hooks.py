"""The hooks through which mechanics and cards plug into the core of the reference engine.

The core (``game``, ``replacement``, ``scripts``, ``casting``, ``combat``, with ``mana`` and
``targets``) knows the rules every game has: zones, the turn, priority and the stack, triggered
abilities, state-based actions, costs and mana, and how replacement effects are applied. It knows
no mechanic. Where the rules let a mechanic or a card change what happens, the core asks one of the
registries below, and each mechanic module appends its own functions to them when it is imported.
``engine/__init__.py`` imports the core first, then the mechanics, then the cards, so imports go one
way: a mechanic imports the core, the core never imports a mechanic.

Each registry is a plain list, called in the order the functions were registered. Card behaviour
plugs in one more way, through the card-script registry ``scripts.SCRIPTS`` (``scripts.register``):
a card's triggered abilities, static abilities, costs, modes and "enters" replacement effects.

To plug in a new mechanic: write ``engine/<mechanic>.py`` importing only the core (and ``hooks``),
define the functions the registries below describe, append them at the end of the module
(``hooks.REPLACEMENT_EFFECTS.append(...)``), and add the module to the mechanics imported in
``engine/__init__.py``. Its cards go in ``engine/cards/`` (they may import the mechanic).
``tests/test_engine_structure.py`` checks the direction of the imports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:                                   # for the annotations only
    from mtg_conformance.cards import CardData
    from mtg_conformance.protocol import Event, Target, Zone

    from .casting import Announced
    from .costs import CostAction
    from .game import Division, Game, Obj, PendingTrigger, Player, StackItem
    from .mana import ManaCost
    from .replacement import Destination, EventReplacement, Replacement
    from .scripts import CardScript, Cost
    from .targets import TargetSpec


# --------------------------------------------------------------------------------------------
# Events and triggered abilities
# --------------------------------------------------------------------------------------------

TRIGGERED_ABILITIES: list[Callable[[Game, Event, dict[str, Any]], None]] = []
"""603.2: "Whenever a game event or game state matches a triggered ability's trigger event, that
ability automatically triggers." ``Game.emit`` calls each with every event that can trigger
something and the event's context (the last known information of a moved object, ``lki``; the new
object, ``new``; ...). A function that finds an ability triggered calls ``Game.trigger``.
Registered by ``scripts`` (the triggered abilities of cards, planes and delayed triggers)."""

STATE_TRIGGERS: list[Callable[[Game], None]] = []
"""603.8: state triggers, which trigger "when a game state ... is true, rather than ... when an event
occurs". ``Game.give_priority`` calls each after state-based actions are checked, before triggered
abilities are put on the stack (117.5); a function that finds one triggered calls ``Game.trigger``.
Registered by ``scripts`` (``TriggerScript.state``)."""


ABILITY_TRIGGERED: list[Callable[[Game, PendingTrigger], None]] = []
"""603.3b: abilities "with a trigger condition that" is "another ability triggering". ``Game.trigger``
calls each with every ability that triggers; a function that finds one of them triggered calls
``Game.trigger`` with it, its ``data["on_trigger"]`` set: it goes on the stack in the second part of
the process (``Game.put_triggers_on_stack``). Registered by cards (``cards.gaps29_cards``: Strict
Proctor)."""

# --------------------------------------------------------------------------------------------
# Characteristics
# --------------------------------------------------------------------------------------------

POWER_AND_TOUGHNESS: list[Callable[[Game, Obj], tuple[str | None, str | None] | None]] = []
"""613.4a-b (layers 7a, 7b): characteristic-defining abilities and effects that set a creature's
power and toughness. ``Game.power_toughness`` asks each in turn for the values before counters and
modifying effects (layers 7c-d); the first that answers (not None) sets them, otherwise the printed
ones apply. Registered by ``scripts`` (``CardScript.base_power_toughness``)."""


KEYWORD_GRANTS: list[Callable[[Game, Obj], Iterable[str]]] = []
"""613.1f (layer 6): static abilities of permanents that grant a keyword ability to another object
("Equipped creature has deathtouch and lifelink"). ``Game.has_keyword`` asks each which keywords it
grants the object now (and ``Game.remember`` keeps them in an object's last known information,
702.2e, 702.15c). Registered by ``dash`` (702.109a); Equipment and Fortifications register in
``TIMESTAMPED_KEYWORD_GRANTS``."""

TIMESTAMPED_KEYWORD_GRANTS: list[Callable[[Game, Obj], Iterable[tuple[int, str]]]] = []
"""613.7 (layer 6 in timestamp order): static abilities whose grant has a timestamp of its own, each
keyword with it (``Game.next_timestamp``). 613.7e: "An Aura, Equipment, or Fortification receives a
new timestamp each time it becomes attached to an object or player", so the keywords an Equipment
grants apply after an effect of layer 6 that began before it became attached (Quick Draw's "lose
first strike and double strike until end of turn"), and before one that began after. The grants of
``KEYWORD_GRANTS`` are taken as older than every effect until end of turn. Registered by
``equipment``."""


# --------------------------------------------------------------------------------------------
# Zone changes: replacement effects (614, 616)
# --------------------------------------------------------------------------------------------

REPLACEMENT_EFFECTS: list[Callable[[Game, Obj, Destination], Iterable[Replacement]]] = []
"""614.1a: effects that use the word "instead" on an object's zone change. Each function is called
with the object and where it would go (a ``replacement.Destination``) and returns the replacement
effects that would apply (``replacement.Replacement``), none if it has none.
``replacement.destination`` applies them one at a time, the affected object's controller or owner
choosing the order (616.1). Registered by ``flashback`` (702.34a) and by cards with such static
abilities (``cards.meld_cards``: Leyline of the Void, Wheel of Sun and Moon)."""

EVENT_REPLACEMENT_EFFECTS: dict[str, list[Callable[[Game, dict[str, Any]], list[EventReplacement]]]] = {
    "counters": [], "draw": [], "explore": [], "damage": [], "tokens": []}
"""614.1a, 614.11, 614.16: replacement effects on events other than zone changes, by kind of event:
counters being put on a permanent (``{"event": "counters", "object": obj, "counter": "+1/+1",
"amount": 1}``), a draw (``{"event": "draw", "player": name}``; 614.11: even from an empty
library), exploring (``{"event": "explore", "object": obj}``), damage being dealt (``{"event": "damage",
"source": obj (its last known information) or None, "object": obj`` or ``"player": name``,
``"amount": n, "combat": bool}``; 120.8: never 0 damage), tokens being created (614.16: ``{"event":
"tokens", "player": name, "name": token name, "count": n}``, the player under whose control they
would be created). Each function lists the effects
(``replacement.EventReplacement``) that apply to the event; ``replacement.replace_event`` applies
them, each once (614.5), the affected player or the affected object's controller choosing the order
(616.1). Registered by cards (``cards.replacement_cards``: Hardened Scales, Corpsejack Menace,
Laboratory Maniac, Twists and Turns; ``cards.gapA_cards``: Torbran, Thane of Red Fell)."""

AS_IT_ENTERS: list[Callable[[Game, Obj, Obj], None]] = []
"""614.1c, 614.12: replacement effects that modify how a permanent enters the battlefield ("enters
with ... counters", "enter as a copy of ..."), applied as it enters, before anything sees it there.
Called with the new permanent and the object it was (a resolving spell keeps what was chosen as it
was cast, 107.3m). Registered by ``scripts`` (``CardScript.as_enters``)."""

COUNTERS_REMAIN: list[Callable[[Game, Obj, Zone], bool]] = []
"""122.2: "Counters on an object are not retained if that object moves from one zone to another",
unless an effect says otherwise (Skullbriar's "Counters remain on Skullbriar as it moves to any zone
other than a player's hand or library"). ``Game.move_card`` asks each with the object and the zone it
moves to; if one answers True, the new object has the old one's counters (g2view)."""

MOVING_AN_OBJECT_OF_SEVERAL_CARDS: list[Callable[[Game, Obj, Destination], Obj | None]] = []
"""An object that is more than one card moves as those cards (712.21: a melded permanent leaves
the battlefield as two cards, put into the new zone at the same time). ``Game.move`` asks each,
with the destination replacement effects left it; the first that moves the object returns the new
object (one of its cards), the others return None. Registered by ``meld``."""


# --------------------------------------------------------------------------------------------
# State-based actions, turns, players leaving
# --------------------------------------------------------------------------------------------

CANT_WIN_OR_LOSE: list[Callable[[Game, str, str], bool]] = []
"""Effects that say a player can't win or can't lose the game (``"win"`` or ``"lose"``): each is
called with the game, the outcome and the player, and says whether an effect precludes it.
``Game.cant`` asks them: the state-based actions that make a player lose (704.5a-c) and an effect
that makes a player win (104.2b) don't apply then; 104.2a's win when every opponent has left the
game overrides them and asks none. Registered by cards (``cards.gapA_cards``: Abyssal Persecutor)."""

DESTRUCTION_REPLACEMENTS: list[Callable[[Game, Obj], bool]] = []
"""614.8, 701.19a: replacement effects on a permanent being destroyed (a regeneration shield: "The
next time [this permanent] would be destroyed this turn, instead ..."). ``Game.destroy`` and the
state-based actions that destroy (704.5g, 704.5h) call each with the permanent that would be
destroyed; one that replaces the destruction does what happens instead and returns True (the
permanent is then not destroyed). A destruction that "can't be regenerated" (Terminate, 701.19c) asks
none. Registered by ``regeneration``."""

STATE_BASED_ACTIONS: list[Callable[[Game], bool | None]] = []
"""704.3: each time a player would receive priority, the game checks the conditions of the
state-based actions. Each function is called at the start of every check, before the core's own
(704.5), and returns True when it performed an action (the check then repeats, 704.3); mechanics
whose rules are checked then register here (702.131b: ascend; 704.6f: a face-up phenomenon makes
its planar controller planeswalk, ``planechase``)."""

DOESNT_UNTAP: list[Callable[[Game, Obj], bool]] = []
"""502.3: the active player untaps all permanents they control, unless an effect says one "doesn't
untap during its controller's untap step". Called with each such permanent; True keeps it tapped.
Registered by cards (``cards.cost_cards``: Icefall Regent)."""

ATTACK_AND_BLOCK_RESTRICTIONS: list[Callable[[Game, Obj, str], str | None]] = []
"""508.1c: "effects that say a creature can't attack, or that it can't attack unless some condition
is met"; 509.1b: the same for blocking. ``combat`` calls each with every creature declared as an
attacker (``"attack"``) or as a blocker (``"block"``); a function returns why that creature can't
(the declaration is then illegal, 508.1c / 509.1b), or None. Registered by cards
(``cards.gapB_cards``: Pacifism; ``cards.explore_cards``: Wayward Swordtooth, 702.131c; ``detain``, 701.35a)."""

MAXIMUM_HAND_SIZE: list[Callable[[Game, str], int]] = []
"""402.2: "Each player has a maximum hand size, which is normally seven cards." Effects that change a
player's maximum hand size: each function returns how much it adds to the named player's (a
negative number reduces it). ``Game.maximum_hand_size`` sums them onto seven; 514.1 reads it in the
cleanup step. Registered by cards (``cards.gapB_cards``: Thought Devourer)."""

CANT_BE_ACTIVATED: list[Callable[[Game, Obj], str | None]] = []
"""602.5: an effect that says a permanent's activated abilities can't be activated. Each function
returns, for such a permanent, why (the rule's number), else None; mana abilities included (605:
they are activated abilities). Registered by ``detain`` (701.35a)."""

DIVIDE_COMBAT_DAMAGE: list[Callable[[Game, list[Division]], list[tuple[Obj, int, Obj | None, Player | None]]]] = []
"""510.1c-e, 702.19b: how blocked attacking creatures' combat damage is assigned among the creatures
blocking them (and, with trample, the player they attack), as (source, amount, creature, player).
``Game.combat_damage`` calls each with the blocked attackers (``game.Division``); registered by
``combat`` (the active player's ``assign_combat_damage`` question)."""

SIMULTANEOUS_DAMAGE: list[Callable[[Game, list[tuple[Obj, int, Obj | None, Player | None]]],
                                    list[tuple[Obj, int, Obj | None, Player | None]]]] = []
"""Combat damage is dealt simultaneously (510.2) by several sources: each is called with the
damage about to be dealt, as (source, amount, creature, player), and returns it in the order in
which an effect that depends on it meets it: a prevention shield whose player or permanent's
controller chooses which damage it prevents (615.7). Registered by ``prevention``."""

CONTROL_CHANGED: list[Callable[[Game, Obj, str], None]] = []
"""A permanent's controller has just changed (``control.set_controller``, the one place it changes
on the battlefield): each is called with the permanent and its previous controller. 611.2b: a
"for as long as you control ..." duration ends then, for good (``cards.cost_cards``: Icefall
Regent)."""

CONTROL_CHANGING_EFFECTS: list[Callable[[Game], None]] = []
"""613.1b (layer 2): control-changing effects. ``Game.state_based_actions`` calls each at the start
of every check (before any player receives priority), so that who controls each permanent follows
the effects that apply then (an Aura "You control enchanted creature" attached or gone, the
permanent or the player gone); each brings the ``controller`` of the permanents it affects up to
date (302.6, 506.4). Registered by ``control`` (ctl: control changes)."""

UNTIL_END_OF_TURN_EFFECTS_END: list[Callable[[Game], None]] = []
"""514.2: in the cleanup step "all 'until end of turn' and 'this turn' effects end". Called then,
once the core's own ``Game.until_eot`` effects have ended: a mechanic that keeps such effects of its
own ends them. Registered by ``control`` (Act of Treason's "until end of turn")."""

TURN_BEGINS: list[Callable[[Game, str], None]] = []
"""500.1, 502: a new turn begins. Called once the new active player is set, before the untap step,
with the player who was active before: what a mechanic counts "this turn" starts again (305.2:
lands played; 901.9: planar die rolls), what lasts "until a different player becomes the active
player" ends (901.6). Registered by ``land_plays`` and ``planechase``."""

PLAYER_LEAVING: list[Callable[[Game, str], None]] = []
"""800.4a: a player leaves the game. Called before the player and what they own leave (901.6: if
they are the planar controller, the next player in turn order becomes it). Registered by
``planechase``."""

STAYS_WHEN_ITS_PLAYER_LEAVES: list[Callable[[Game, StackItem], bool]] = []
"""800.4a: a spell or ability on the stack owned or controlled by a player who leaves the game leaves
with them, unless one of these says it stays (901.10: "all objects owned by that player except
abilities from phenomena leave the game"). Registered by ``planechase``."""

PLAYER_LEFT: list[Callable[[Game, str], None]] = []
"""800.4a: called once the player and what they own have left, before priority passes on (901.10:
if the face-up plane left, the planar controller planeswalks). Registered by ``planechase``."""


# --------------------------------------------------------------------------------------------
# Casting spells: alternative costs, cost increases and reductions (601.2b, 601.2f, 601.2h)
# --------------------------------------------------------------------------------------------

PLAY_PERMISSIONS: list[Callable[[Game, str, Obj, CardData | None], bool]] = []
"""601.3: "A player can begin to cast a spell only if a rule or effect allows that player to cast
it"; 305.1: a land is played from its owner's hand unless an effect allows otherwise. Called with a
player, a card that is not in that player's hand (or graveyard, for flashback) and how it would be
played: as a land with the characteristics of the face it would have up (712.12: a modal
double-faced card's land face; otherwise the card's own), or cast (None). A function that answers
True lets the player play it that way from where it is (timing and costs still apply). Registered
by ``permissions`` (Courser of Kruphix, Act on Impulse)."""


def may_play_from(game: Game, player: str, card: Obj, as_land: CardData | None = None) -> bool:
    """Whether an effect of ``PLAY_PERMISSIONS`` lets ``player`` play ``card`` from its zone: as a
    land with the face ``as_land`` up, or (None) cast it."""
    return any(permits(game, player, card, as_land) for permits in PLAY_PERMISSIONS)


ALTERNATIVE_COSTS: list[Callable[[Game, Obj, Obj, str | None], list[Cost] | None]] = []
"""601.2b, 601.3, 118.9: rules that let a card be cast from a zone other than its owner's hand, or
for an alternative cost only they give. Called with the card, the spell it would become and the
kind of alternative cost the caster announced (``None``: none); the first that answers (not None)
gives the costs the spell may be cast for (raising ``IllegalAction`` when it may not be cast so);
when none answers, a card in hand may be cast for its mana cost or one of its own alternative costs
(``CardScript.alternative_costs``). Registered by ``flashback`` (702.34a)."""

ADDITIONAL_COSTS: list[Callable[[Game, CardScript, tuple[int, ...]], list[Cost]]] = []
"""601.2b, 601.2f-h: additional costs a mechanic adds for what the caster announced, beyond the
card's own (118.8), called with the spell's script and the modes chosen; each returns the costs to
pay (their mana is added by ``COST_INCREASES``; their other instructions, such as discarding, are
paid with the rest, 601.2h). Registered by ``escalate`` (702.120a: "Escalate—Discard a card", once
for each mode beyond the first)."""

BECOMES_TARGET: list[Callable[[Game, StackItem], None]] = []
"""601.2c: "Any abilities that trigger when those objects and/or players become the target of a
spell trigger at this point; they'll wait to be put on the stack until the spell has finished being
cast." Called with the spell or ability on the stack once its targets are chosen (601.2c for a
spell; 602.2b for an activated ability; 603.3d for a triggered ability put on the stack): each lets
the abilities that trigger on that trigger (they wait, as every trigger does, until a player would
receive priority, 603.3). Registered by cards (``cards.g2cast_cards``: Phantasmal Bear)."""

MUST_BE_TARGETED: list[Callable[[Game, str, Sequence[TargetSpec], Sequence[Target]], str | None]] = []
"""601.2c: "If any effects say that an object or player must be chosen as a target, the player chooses
targets so that they obey the maximum possible number of such effects without violating any rules or
effects that say that an object or player can't be chosen as a target." Called with the targeting
player, the target specs (one per instance of the word "target") and the targets chosen, once each
chosen target is known to be legal (601.2c for a spell; 602.2b for an activated ability); each returns
why the choice disobeys an effect it could have obeyed, or None. Registered by cards
(``cards.w2cast_cards``: Coalition Honor Guard, a Flagbearer)."""

SPLICE: list[Callable[[Game, str, Obj, Sequence[str]], list[tuple[Obj, Cost, CardScript]] | None]] = []
"""601.2b: "If the player wishes to splice any cards onto the spell (see rule 702.47), they reveal those
cards in their hand." Called with the caster, the spell and the ids the cast names (``CastSpell.splice``,
non-empty); the first that answers (not None) returns, for each card in order, the card, its splice cost
(an additional cost, 702.47a) and the script whose text the spell gains (702.47c), having checked
702.47a-b. Registered by ``splice``."""

ACTIVATION_COSTS: list[Callable[[Game, Obj, str, str | None], list[CostAction]]] = []
"""118.8: effects that add a cost to activated abilities ("Activated abilities cost an additional
'Sacrifice a Swamp' to activate for each {B} in their activation costs"): each is called with the
source, the activating player and the ability's mana cost before it is paid, and returns the cost
actions it adds (paid with the rest, 601.2h via 602.2b: the ``activate`` action names what pays
them, its ``sacrifice``). Registered by cards (``cards.gapA_cards``: Drought)."""

COST_INCREASES: list[Callable[[Game, ManaCost, Announced], ManaCost]] = []
"""601.2f: "the mana cost or alternative cost ..., plus all additional costs and cost increases".
Each is called with the cost so far (the mana cost or alternative cost, X included) and what the
caster announced (``casting.Announced``), and returns it with the mechanic's mana added; ``casting``
then adds the card's additional costs and the increases of static abilities and takes their
reductions (``costs.total_mana``). Registered by ``escalate`` (702.120a)."""

COST_REDUCTIONS: list[Callable[[Game, ManaCost, Announced], ManaCost]] = []
"""601.2f: "... and minus all cost reductions". Each is called with the total ``costs.total_mana``
gives (every addition and increase in it, the static abilities' reductions taken) and returns it
reduced, so a mechanic's reduction too is taken once everything is added. Registered by ``emerge``
(702.119a)."""

COSTS_PAID: list[Callable[[Game, Obj, Announced], None]] = []
"""601.2h: the costs are paid. Called with the spell once they are, before it becomes cast
(601.2i): what paying a cost does to the spell (702.34a: a spell whose flashback cost was paid is
exiled whenever it would leave the stack). Registered by ``flashback``."""


WOULD_BE_TAPPED_OR_DEAL_OR_BE_DEALT_DAMAGE: list[Callable[[Game, Obj], None]] = []
"""Called with a permanent before it becomes tapped (``Game.tap``) or deals or is dealt damage
(``Game.damage``): where a replacement effect of those events plugs in (614.1a; Illusionary Mask's
"instead it's turned face up and ...")."""
