"""Hypothesis strategies for starting states, built from the suite's card pool and limited to what
an engine declares. Everything shrinks toward small states: empty zones, fewer players' cards, the
first card of each pool (a basic land), the precombat main phase, 20 life."""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable, Sequence
from typing import Any

from hypothesis import strategies as st

from .capabilities import CORE_CARDS
from .cards import load_cards
from .protocol import (
    Action, ActivateAbility, AdvanceTo, Attack, Block, Capability, CastSpell, DeclareAttackers, DeclareBlockers,
    GameSetup, Observation, PassPriority, PermanentSetup, PlaneSetup, PlayerSetup, PlayLand, RollPlanarDie, Step,
    Target,
)

POOLS: dict[str, tuple[str, ...]] = {
    "basic": CORE_CARDS,        # the cards of core (docs/protocol.md §5)
    Capability.EXPLORE: ("Enter the Unknown", "Merfolk Branchwalker", "Jadelight Ranger", "Defossilize",
                         "Lurking Chupacabra"),
    Capability.LAND_PLAYS: ("Wayward Swordtooth", "Courser of Kruphix", "Act on Impulse"),  # perm17: permission effects
}
"""Cards by the capability an engine needs to play them ("basic" needs none)."""

MAIN_FIRST_STEPS = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN, Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.END)


_declared_cards: frozenset[str] | None = None
_declared_capabilities: frozenset[str] | None = None


def declare_capabilities(capabilities: Iterable[str] | None) -> None:
    """issue 30: the capabilities the run's engine declares (None: unknown, e.g. ``diff``): the
    harness's attempts (``arbitrary_actions`` of properties/test_global.py) draw only actions of
    those (:func:`attemptable`). Called by the plugin once it has asked the engine."""
    global _declared_capabilities
    _declared_capabilities = None if capabilities is None else frozenset(str(c) for c in capabilities)


def attemptable(kinds: Sequence[str]) -> tuple[str, ...]:
    """The action kinds among ``kinds`` the run's engine declares the capability of: an engine
    without ``combat`` is not sent ``declare_attackers``, one without ``planechase`` no
    ``roll_planar_die`` (the suite chose them, not the engine). The same kinds, the same draws, for an
    engine that declares them."""
    declared = _declared_capabilities
    if declared is None:
        return tuple(kinds)
    needs = {"declare_attackers": str(Capability.COMBAT), "declare_blockers": str(Capability.COMBAT),
             "roll_planar_die": str(Capability.PLANECHASE), "outside_event": str(Capability.OUTSIDE_EVENTS)}
    return tuple(k for k in kinds if needs.get(k, str(Capability.CORE)) in declared or k not in needs)


def attemptable_actions(listed: Sequence[Action]) -> list[Action]:
    """The actions among ``listed`` (an engine's legal actions) the harness may draw for the run's engine:
    those of the capabilities it declares (gate30: an engine that implements combat but declares only
    ``core`` lists ``declare_attackers`` when its game reaches the declare attackers step; drawing it
    made random play skip, for an action the harness chose). The same list, the same draws, for an
    engine that declares them all."""
    from .capabilities import action_needs
    declared = _declared_capabilities
    if declared is None:
        return list(listed)
    return [a for a in listed if (need := action_needs(a)) is None or need in declared]


def attemptable_steps(steps: Sequence[Step]) -> list[Step]:
    """``steps`` but the combat steps for an engine that does not declare ``combat``."""
    from .capabilities import COMBAT_STEPS
    if _declared_capabilities is None or str(Capability.COMBAT) in _declared_capabilities:
        return list(steps)
    return [s for s in steps if s not in COMBAT_STEPS]


def declare_cards(cards: Iterable[str] | None) -> None:
    """issue 30: the cards the run's engine declares it implements (its ``info().cards``; None: all):
    :func:`card_pool` and :func:`deep_pool` draw only from them. Called by the plugin once it has asked
    the engine."""
    global _declared_cards
    _declared_cards = None if cards is None else frozenset(cards)


def card_pool(capabilities: Iterable[str], extra: Sequence[str] = ()) -> tuple[str, ...]:
    """The cards an engine with ``capabilities`` can be given, basic ones first (of those it declares,
    :func:`declare_cards`)."""
    caps = {str(c) for c in capabilities}
    names = list(POOLS["basic"])
    for cap, cards in POOLS.items():
        if cap != "basic" and cap in caps:
            names += cards
    names += [n for n in extra if n not in names]
    if _declared_cards is not None:
        names = [n for n in names if n in _declared_cards]
    return tuple(names)


def _is_permanent_card(name: str) -> bool:
    return not {"Instant", "Sorcery", "Plane"} & set(load_cards()[name].types)


@functools.lru_cache(maxsize=256)
def _player_parts(pool: tuple[str, ...], max_library: int, max_hand: int, max_battlefield: int,
                  max_graveyard: int) -> tuple[st.SearchStrategy, ...]:
    """The strategies :func:`players` draws from, built once per pool and sizes: building (and on
    its first draw validating) a strategy costs more than drawing from it, and ``players`` is drawn
    for every player of every example. The same strategies as built afresh, so the same examples."""
    cards = st.sampled_from(list(pool))
    permanents = st.sampled_from([n for n in pool if _is_permanent_card(n)])
    return (st.integers(1, 20).map(lambda n: 21 - n), st.lists(cards, max_size=max_library),
            st.lists(cards, max_size=max_hand), st.lists(cards, max_size=max_graveyard),
            st.lists(st.tuples(permanents, st.booleans()), max_size=max_battlefield),
            st.lists(st.sampled_from(["{G}", "{R}", "{U}", "{B}", "{W}", "{C}"]), max_size=6))


@st.composite
def players(draw: st.DrawFn, name: str, pool: Sequence[str], *, max_library: int = 6,
            max_hand: int = 4, max_battlefield: int = 4, max_graveyard: int = 3) -> PlayerSetup:
    life, library, hand, graveyard, battlefield, mana = _player_parts(
        tuple(pool), max_library, max_hand, max_battlefield, max_graveyard)
    return PlayerSetup(
        name=name,
        life=draw(life),
        library=tuple(draw(library)),
        hand=tuple(draw(hand)),
        graveyard=tuple(draw(graveyard)),
        battlefield=tuple(PermanentSetup(card=c, tapped=t) for c, t in draw(battlefield)),
        mana_pool="".join(draw(mana)),
    )


NAMES = ("Alice", "Bob", "Carol", "Dave")


@st.composite
def setups(draw: st.DrawFn, pool: Sequence[str], *, names: Sequence[str] | None = ("Alice", "Bob"),
           steps: Sequence[Step] = MAIN_FIRST_STEPS, **sizes: int) -> GameSetup:
    """A random legal starting state of a two-player game (by default) from ``pool``, any player
    active; with ``names=None``, of two to four players (shrinking toward two)."""
    if names is None:
        names = NAMES[:draw(st.integers(2, 4), label="players")]
    ps = tuple(draw(players(n, pool, **sizes)) for n in names)
    return GameSetup(players=ps, active_player=draw(st.sampled_from(tuple(names))),    # tuples: Hypothesis
                     step=draw(st.sampled_from(tuple(steps))), turn=3)                 # caches the strategy


# ---- deep random play (issue 29, item 4) -----------------------------------------------------
#
# The random-play property (properties/test_global.py ``RandomPlay``) and ``mtg-conformance diff``
# play games long enough to reach what the rules do after several actions: combats with keyword
# creatures, blocks, control changes, tokens dying, copies of spells, replacement effects, three and
# four players. The setups below give every player lands, creatures that can attack and a library
# to draw from, and the choice of action below prefers what moves the game on (attacking, blocking,
# casting, advancing to the next step or turn) to tapping mana again and again.

DEEP_CARDS: dict[tuple[str, ...], tuple[str, ...]] = {
    (Capability.COMBAT,): ("Serra Angel", "Giant Spider", "Typhoid Rats", "Raging Goblin", "Colossal Dreadmaw",
                           "Stampeding Rhino", "Youthful Knight", "Boggart Brute", "Child of Night",
                           "Knight of Meadowgrain", "Vampire Nighthawk", "Elite Vanguard", "Yoked Ox"),
    (Capability.CONTROL_CHANGES,): ("Act of Treason", "Mind Control", "Blood Artist", "Leyline of Anticipation"),
    (Capability.TOKENS,): ("Call of the Herd", "Unified Front"),
    (Capability.SPELL_COPIES,): ("Narset's Reversal",),
    (Capability.ACTIVATED_ABILITIES,): ("Prodigal Pyromancer", "Basilisk Collar"),
    (Capability.FLASHBACK,): ("Wild Hunger",),
    (Capability.REPLACEMENT_EFFECTS,): ("Laboratory Maniac",),
    (Capability.REPLACEMENT_EFFECTS, Capability.EXPLORE): ("Hardened Scales", "Corpsejack Menace", "Wildgrowth Walker"),
}
"""Cards the deep games add to :func:`card_pool`, by the capabilities an engine needs to be given
them (all of a key's): keyword creatures (702.2 deathtouch, 702.7 first strike, 702.15 lifelink,
702.19 trample, 702.20 vigilance, 702.111 menace; no card of the suite's data has double strike),
control-changing spells (613.1b) with a creature whose "you" is its controller and a permanent that
lets them be cast in combat, token makers (111), a spell that copies a spell (707.10), creatures
with an activated ability and an equipment that grants deathtouch and lifelink, a spell that
grants trample, and replacement effects (614)."""

DEEP_TOKENS: dict[tuple[str, ...], tuple[str, ...]] = {(Capability.TOKENS,): ("Elephant Token", "Kor Ally Token")}
"""Creature tokens a deep setup may put on the battlefield (``PermanentSetup.token``)."""

LANDS = ("Forest", "Island", "Mountain", "Swamp", "Plains")
_BASIC_OF = {"G": "Forest", "U": "Island", "R": "Mountain", "B": "Swamp", "W": "Plains"}
DEEP_STEPS = (Step.PRECOMBAT_MAIN, Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.POSTCOMBAT_MAIN, Step.END)
"""The steps a deep game starts in (never in combat: the harness declares the attacks)."""


def _granted(table: dict[tuple[str, ...], tuple[str, ...]], capabilities: Iterable[str]) -> list[str]:
    caps = {str(c) for c in capabilities}
    names: list[str] = []
    for need, cards in table.items():
        if {str(c) for c in need} <= caps:
            names += [n for n in cards if n not in names]
    return names


def deep_pool(capabilities: Iterable[str], extra: Sequence[str] = ()) -> tuple[str, ...]:
    """:func:`card_pool` plus the :data:`DEEP_CARDS` an engine with ``capabilities`` can be given."""
    return card_pool(capabilities, [*extra, *_granted(DEEP_CARDS, capabilities)])


def _is_creature_card(name: str) -> bool:
    card = load_cards()[name]
    return "Creature" in card.types and card.toughness not in (None, "0", "*")


@functools.lru_cache(maxsize=64)
def _deep_parts(pool: tuple[str, ...], creatures: tuple[str, ...], tokens: tuple[str, ...]) -> dict[str, st.SearchStrategy]:
    """The strategies :func:`deep_setups` draws from, built once per pool (building a strategy costs
    more than drawing from it)."""
    cards = st.sampled_from(pool)
    return {
        "players": st.integers(2, 4),
        "lands": st.lists(st.sampled_from(LANDS), min_size=1, max_size=5),
        "creatures": st.lists(st.sampled_from(creatures), max_size=3) if creatures else st.just([]),
        "tokens": st.lists(st.sampled_from(tokens), max_size=2) if tokens else st.just([]),
        "another": st.integers(0, 5),
        "life": st.sampled_from((20, 10, 5, 3, 2, 1)),      # low life too: players lose (704.5a)
        "library": st.lists(cards, min_size=3, max_size=8),
        "hand": st.lists(cards, max_size=4),
        "graveyard": st.lists(cards, max_size=2),
        "mana": st.lists(st.sampled_from(["{G}", "{R}", "{U}", "{B}", "{W}", "{C}"]), max_size=4),
        "step": st.sampled_from(DEEP_STEPS),
    }


@st.composite
def deep_setups(draw: st.DrawFn, capabilities: Iterable[str], extra: Sequence[str] = (),
                names: Sequence[str] | None = None) -> GameSetup:
    """A starting state for a long random game: two to four players (shrinking toward two), each
    with lands on the battlefield, creatures that can attack (mostly the keyword creatures of
    :data:`DEEP_CARDS`; some of them controlled by another player than their owner when the engine
    declares control changes; creature tokens when it declares tokens), three to eight cards in the
    library, a hand and some mana, the active player in a main phase, an upkeep, the beginning of
    combat or the end step. Only cards of :func:`deep_pool` (what the capabilities allow)."""
    caps = frozenset(str(c) for c in capabilities)
    pool = deep_pool(caps, extra)
    deep = set(_granted(DEEP_CARDS, caps))
    creatures = [n for n in pool if _is_creature_card(n)]
    creatures = [n for n in creatures if n in deep] * 3 + creatures     # the keyword creatures first
    parts = _deep_parts(pool, tuple(creatures), tuple(_granted(DEEP_TOKENS, caps)))
    if names is None:
        names = NAMES[:draw(parts["players"], label="players")]
    players_ = []
    for name in names:
        hand = tuple(draw(parts["hand"], label="hand"))
        # A land of the first colour of each card in hand, so that the hand can be cast.
        colours = [_BASIC_OF.get(m[0]) for c in hand if (m := re.findall(r"\{([WUBRG])", load_cards()[c].mana_cost or ""))]
        lands = [*draw(parts["lands"], label="lands"), *(c for c in colours if c)]
        battlefield = [PermanentSetup(card=c) for c in lands]
        for c in draw(parts["creatures"], label="creatures"):
            controller = None
            if Capability.CONTROL_CHANGES in caps and draw(parts["another"], label="controlled by another") == 5:
                controller = draw(st.sampled_from([n for n in names if n != name]), label="controller")
            battlefield.append(PermanentSetup(card=c, controller=controller))
        battlefield += [PermanentSetup(card=t, token=True) for t in draw(parts["tokens"], label="tokens")]
        players_.append(PlayerSetup(
            name=name, life=draw(parts["life"], label="life"),
            library=tuple(draw(parts["library"], label="library")), hand=hand,
            graveyard=tuple(draw(parts["graveyard"], label="graveyard")), battlefield=tuple(battlefield),
            mana_pool="".join(draw(parts["mana"], label="mana")),
        ))
    return GameSetup(players=tuple(players_), active_player=draw(st.sampled_from(tuple(names)), label="active player"),
                     step=draw(parts["step"], label="step"), turn=3)


# ---- choosing the next action of a deep game ---------------------------------------------------

ADVANCE_STEPS = (Step.UPKEEP, Step.PRECOMBAT_MAIN, Step.DECLARE_ATTACKERS, Step.POSTCOMBAT_MAIN, Step.END)
"""Where the harness sends ``advance`` (all players pass until then, docs/protocol.md §3): never to a
step the game may skip (no blockers: 508.8; untap and cleanup: 502.4, 514.3), so that every engine
stops in the same place. ``declare_attackers`` only for engines that declare ``combat``."""

History = Sequence[tuple[Action, Observation, Any]]
"""Accepted actions, each with the observation before it (``Table.history``, diff's ``history``)."""


def attacks_declared(history: History, obs: Observation) -> tuple[Attack, ...]:
    """The attacks of the last declaration of attackers accepted in the current turn, as the harness
    sent them (the observation does not say which creatures attack)."""
    for action, before, *_ in reversed(history):
        if before.turn != obs.turn or before.active_player != obs.active_player:
            return ()
        if isinstance(action, DeclareAttackers):
            return action.attacks
    return ()


def deciders(obs: Observation, history: History) -> list[str]:
    """Who may act now, in the order to ask for legal actions: the player with priority; the active
    player while attackers are awaited; while blockers are awaited, the players attacked this combat
    (the harness's own record), then the other players still in the game (``actor`` names the
    first player after the active one, who may not be a defending player of a multiplayer game)."""
    if obs.game_over:
        return []
    if obs.awaiting == "declare_attackers":
        return [obs.active_player]
    if obs.awaiting == "declare_blockers":
        attacked = {a.defender for a in attacks_declared(history, obs)}
        others = [p.name for p in obs.players if p.in_game and p.name != obs.active_player]
        return [n for n in others if n in attacked] + [n for n in others if n not in attacked]
    return [obs.priority] if obs.priority is not None else []


def _untapped_creatures(obs: Observation, player: str) -> list[str]:
    return [perm.id for perm in obs.battlefield
            if perm.controller == player and not perm.tapped and "Creature" in perm.types]


def built_move(data: Any, obs: Observation, history: History, capabilities: Iterable[str]) -> Action | None:
    """An action the harness builds from what it sees, or None (then one of the listed legal actions
    is drawn, :func:`listed_move`): while attackers are awaited, an attack with some of the active
    player's untapped creatures, each at an opponent; while blockers are awaited, blocks by some of an
    attacked player's untapped creatures, several on one attacker too (702.111b); with priority and
    an empty stack, half of the time, ``advance`` to one of :data:`ADVANCE_STEPS` (``declare_attackers``
    twice as often). The engine may reject it (a creature
    that came under its controller's control this turn, 302.6; flying, 702.9b; menace): the caller
    checks that a rejection changed nothing and draws a listed action instead. Legal-actions lists
    may leave out several attackers and blocks (docs/protocol.md: an engine may cap them), which
    is why the harness builds them. Draws shrink toward None."""
    caps = {str(c) for c in capabilities}
    if obs.game_over:
        return None
    if obs.awaiting in ("declare_attackers", "declare_blockers") and Capability.COMBAT not in caps:
        return None     # gate30: no declaration for an engine without combat (its game may still await one)
    if obs.awaiting == "declare_attackers":
        if not data.draw(st.integers(0, 4), label="build the attack"):
            return None
        opponents = [p.name for p in obs.players if p.in_game and p.name != obs.active_player]
        attacks = []
        for creature in _untapped_creatures(obs, obs.active_player):
            if opponents and data.draw(st.booleans(), label="attacks"):
                attacks.append(Attack(attacker=creature, defender=data.draw(st.sampled_from(opponents), label="defender")))
        return DeclareAttackers(player=obs.active_player, attacks=tuple(attacks)) if attacks else None
    if obs.awaiting == "declare_blockers":
        attacks = attacks_declared(history, obs)
        defenders = sorted({a.defender for a in attacks}, key=[p.name for p in obs.players].index)
        if not defenders or not data.draw(st.integers(0, 2), label="build the blocks"):
            return None
        defender = data.draw(st.sampled_from(defenders), label="blocking player")
        theirs = [a.attacker for a in attacks if a.defender == defender]
        blocks: list[Block] = []
        for creature in _untapped_creatures(obs, defender):
            which = data.draw(st.integers(0, len(theirs)), label="blocks")
            if not which:
                continue
            attacker = theirs[which - 1]
            ganged = {b.attacker for b in blocks if sum(c.attacker == b.attacker for c in blocks) > 1}
            already = sum(b.attacker == attacker for b in blocks)
            # At most two blockers on one attacker, and on one attacker only: the divisions of its
            # damage stay few enough for an engine to list them as the question's options (the
            # harness answers a division question with one of its options).
            if already >= 2 or (already == 1 and ganged - {attacker}):
                continue
            blocks.append(Block(blocker=creature, attacker=attacker))
        return DeclareBlockers(player=defender, blocks=tuple(blocks)) if blocks else None
    if obs.priority is None or obs.stack or obs.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS) \
            or data.draw(st.integers(0, 3), label="advance") < 2:
        return None                     # (from a combat with attackers, advance would skip the blocks)
    # declare_attackers twice as often as each other step: a combat each turn
    steps = [s for s in (*ADVANCE_STEPS, Step.DECLARE_ATTACKERS) if s != Step.DECLARE_ATTACKERS or Capability.COMBAT in caps]
    return AdvanceTo(step=data.draw(st.sampled_from(steps), label="advance to"))


_MANA_ABILITY = re.compile(r"\{T\}: Add \{")

MOVE_WEIGHTS = {"pass": 3, "cast": 4, "land": 2, "ability": 2, "mana": 1, "other": 1}
"""How often :func:`listed_move` draws each kind of listed action (when it is listed), against the
others: casting and passing (which moves the game to the next step) over tapping mana again and again.
Mana abilities weigh 3 when nothing can be cast yet and the player holds a card that is not a land."""


def move_kind(action: Action, obs: Observation) -> str:
    """The kind of a listed action :data:`MOVE_WEIGHTS` weighs."""
    if isinstance(action, PassPriority):
        return "pass"
    if isinstance(action, CastSpell):
        return "cast"
    if isinstance(action, PlayLand):
        return "land"
    if isinstance(action, ActivateAbility):
        perm = next((p for p in obs.battlefield if p.id == action.source), None)
        if perm is not None and ("Land" in perm.types or _MANA_ABILITY.search(load_cards()[perm.name].text or "")):
            return "mana"
        return "ability"
    return "other"


def listed_move(data: Any, obs: Observation, player: str, legal: Sequence[Action]) -> Action:
    """One of ``legal`` (the engine's list for ``player``), its kind drawn by :data:`MOVE_WEIGHTS`
    (the first kind listed first, so that failures shrink toward passing), then one of that kind."""
    kinds: dict[str, list[Action]] = {}
    for action in legal:
        kinds.setdefault(move_kind(action, obs), []).append(action)
    weights = dict(MOVE_WEIGHTS)
    me = next((p for p in obs.players if p.name == player), None)
    if "cast" not in kinds and me is not None and any("Land" not in load_cards()[c.name].types for c in me.hand):
        weights["mana"] = 3
    order = list(kinds)
    ticket = data.draw(st.integers(0, sum(weights[k] for k in order) - 1), label="kind of action")
    for kind in order:
        ticket -= weights[kind]
        if ticket < 0:
            return data.draw(st.sampled_from(kinds[kind]), label=kind)
    raise AssertionError("unreachable")


# ---- the games of properties/test_legal_actions.py and the attempts of properties/test_global.py ----
# issue 31 item 8: here, in the harness, so that ``mtg-conformance diff`` draws from them without
# importing the properties' test modules (which import them from here).

EXTRA_CARDS: dict[Capability | tuple[Capability, ...], tuple[str, ...]] = {
    # cards with modes, X, alternative and additional costs, for engines that declare the mechanic
    Capability.FLASHBACK: ("Think Twice", "Faithless Looting", "Deep Analysis", "Blaze", "Bone Splinters",
                           "Mizzium Mortars", "Cancel"),
    Capability.EMERGE: ("Elder Deep-Fiend", "Wretched Gryff", "Endless One"),
    Capability.ESCALATE: ("Collective Defiance",),
}
"""The cards the random games of properties/test_legal_actions.py (and of properties/test_global.py's) add to
``strategies.card_pool`` for an engine that declares the capability (:func:`extra_cards`)."""

COST_MODEL_CARDS: dict[Capability | tuple[Capability, ...], tuple[str, ...]] = {
    # legal17: the cards of issue 17's machinery whose scenarios need only their feature's mechanic
    # (a key of several capabilities needs them all). Costs that are not mana (601.2h: "Flashback—
    # Sacrifice three creatures", "Escalate—Discard a card", "Discard X cards", "exile X cards from
    # your graveyard"), cost increases and reductions (601.2f), flashback granted until end of turn
    # (Snapcaster Mage, Past in Flames) and X spells that return or destroy permanents.
    (Capability.FLASHBACK,): ("Dread Return", "Conflagrate", "Harvest Pyre", "Terminate", "Icefall Regent",
                              "Thalia, Guardian of Thraben", "Goblin Electromancer", "Snapcaster Mage",
                              "Past in Flames", "Repeal", "Fracturing Gust", "Unburial Rites"),
    # (Fling is left out here: with it drawn, the derandomized examples no longer met Past in Flames'
    # two unpayable flashback costs at any budget up to 300, and the 601.2h hunt of
    # tests/test_legal17_can_fail.py lost its bug; Fling is in the cost-model property's table.)
    (Capability.ESCALATE,): ("Collective Brutality",),
    (Capability.FLASHBACK, Capability.TOKENS): ("Call of the Herd",),                       # 111
    (Capability.ACTIVATED_ABILITIES,): ("Prodigal Pyromancer", "Basilisk Collar"),         # 602, 702.6
    (Capability.REPLACEMENT_EFFECTS, Capability.EXPLORE): ("Hardened Scales", "Corpsejack Menace"),  # 614, 616.1
    (Capability.EMERGE, Capability.COMBAT_DAMAGE_ASSIGNMENT): ("Herigast, Erupting Nullkite",),
}
"""More cards for the spells of the two spell properties of properties/test_legal_actions.py and for random play
(properties/test_global.py), for an engine that declares the capability, or every capability of a
tuple. Not in :func:`test_legal_actions_are_exactly_the_actions_act_accepts`'s random setups: there
they made lands so rare that its hunt for land plays left out needed more than 40 examples."""


def extra_cards(capabilities, tables=(EXTRA_CARDS, COST_MODEL_CARDS)) -> list[str]:
    """The names of the ``tables`` an engine with ``capabilities`` can be given, in table order."""
    caps = {str(c) for c in capabilities}
    names: list[str] = []
    for need, cards in (item for table in tables for item in table.items()):
        if {str(c) for c in (need if isinstance(need, tuple) else (need,))} <= caps:
            names += [n for n in cards if n not in names]
    return names
PLANES = ("Otaria", "Naya", "Naar Isle", "Panopticon")
START_AT = (None, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.END)


def _legal_pool(capabilities) -> tuple[str, ...]:
    return card_pool({str(c) for c in capabilities}, extra_cards(capabilities, (EXTRA_CARDS,)))


@st.composite
def legal_games(draw: st.DrawFn, capabilities) -> tuple:
    """A setup (with a plane for engines that declare planechase), a step to advance to first or
    None, and how many random legal actions to take."""
    setup = draw(setups(_legal_pool(capabilities), max_library=4, max_hand=4, max_battlefield=3, max_graveyard=3),
                 label="setup")
    if Capability.PLANECHASE in capabilities and draw(st.booleans(), label="plane"):
        owner = draw(st.sampled_from([p.name for p in setup.players]))
        setup = dataclasses.replace(setup, plane=PlaneSetup(card=draw(st.sampled_from(PLANES)), owner=owner))
    return setup, draw(st.sampled_from(START_AT), label="advance to"), draw(st.integers(0, 8), label="steps")


_ARBITRARY_STEPS = list(Step)
_ARBITRARY_KINDS = ("pass", "play_land", "cast", "activate", "declare_attackers", "advance", "roll_planar_die")


@st.composite
def arbitrary_actions(draw: st.DrawFn, obs) -> object:
    """Actions that are mostly illegal: wrong player, wrong timing, wrong objects, unpaid costs.
    (Drawn from plain choices rather than nested strategies: this is drawn tens of thousands of
    times, and building strategies costs more than playing the action.)"""
    ids = [c.id for p in obs.players for c in (*p.hand, *p.graveyard, *p.library)]
    ids += [perm.id for perm in obs.battlefield] + [s.id for s in obs.stack]
    players = [p.name for p in obs.players]
    kinds = attemptable(_ARBITRARY_KINDS if ids else ("pass", "declare_attackers", "advance", "roll_planar_die"))
    kind = draw(st.sampled_from(kinds))
    who = draw(st.sampled_from(players))
    if kind == "pass":
        return PassPriority(player=who)
    if kind == "declare_attackers":
        return DeclareAttackers(player=who)
    if kind == "advance":
        return AdvanceTo(step=draw(st.sampled_from(attemptable_steps(_ARBITRARY_STEPS))))
    if kind == "roll_planar_die":
        return RollPlanarDie(player=who)
    obj = draw(st.sampled_from(ids))
    if kind == "play_land":
        return PlayLand(player=who, card=obj)
    if kind == "activate":
        return ActivateAbility(player=who, source=obj, ability=draw(st.integers(0, 1)))
    targets = []
    for _ in range(draw(st.integers(0, 2))):
        targets.append(Target(object=draw(st.sampled_from(ids))) if draw(st.booleans())
                       else Target(player=draw(st.sampled_from(players))))
    return CastSpell(player=who, card=obj, targets=tuple(targets), x=draw(st.none() | st.integers(-1, 3)),
                     alternative_cost=draw(st.sampled_from([None, "flashback", "emerge"])))
