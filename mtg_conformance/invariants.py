"""What every observation of every engine must keep, whatever its capabilities: the driver checks
these after the setup and after every accepted action, so that an engine without ``legal-actions``
(where the random-play properties do not run) is checked too.

* Every object (CR 109.1) has an id of its own: the protocol's ids name objects, and an object that
  moves to another zone is a new object (CR 400.7) with a new id, never another object's.
* No card is lost or duplicated: a card is in one of the zones (CR 400.1) at a time, so the census
  of cards (by owner and name) is the same after an action as it was after the setup — except the
  cards of a player who left the game, which left it with them (CR 800.4a).

* No card changes owner (CR 108.3: the owner is the player who started the game with it).
* A field the engine declared it reports (``land-plays-left``, ``mana-value``: docs/protocol.md §5,
  "Declaring a capability you do not implement turns those skips into failures") is never null.

These read only what the engine reported, and compare it with what the same engine reported after
the setup.

:func:`check_observation` and :func:`check_events` check every field of every observation and
every event against the values docs/protocol.md allows (its types are the reader's,
``protocol.from_json``; these are the values: the enumerations, the players of the game, ids,
non-negative counts). The driver's guard (``driver.GuardedEngine``), which every observation and
action result of every scenario and property passes through, runs them; the players of the game are
the ones the setup named, never what the engine reports.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

from .protocol import Event, EventType, Observation, Step, Target

__all__ = ["InvariantViolation", "card_census", "check_census", "check_declared_fields", "check_events", "check_ids",
           "check_life_ledger", "check_observation", "object_ids"]


class InvariantViolation(AssertionError):
    """An observation that breaks what every game keeps (the engine's fault, not the scenario's)."""


def object_ids(obs: Observation) -> list[tuple[str, str]]:
    """Every object's id with where it is (``"Alice's library"``, ``"the battlefield"``…)."""
    ids: list[tuple[str, str]] = []
    for p in obs.players:
        for zone in ("library", "hand", "graveyard", "planar_deck"):
            ids += [(c.id, f"{p.name}'s {zone.replace('_', ' ')}") for c in getattr(p, zone)]
    ids += [(c.id, "exile") for c in obs.exile]
    ids += [(perm.id, "the battlefield") for perm in obs.battlefield]
    ids += [(s.id, "the stack") for s in obs.stack]
    return ids


def check_ids(obs: Observation, after: str) -> None:
    """Raise :class:`InvariantViolation` when an object has no id or two objects share one."""
    ids = object_ids(obs)
    if missing := [where for i, where in ids if not isinstance(i, str) or not i]:
        raise InvariantViolation(f"{after}: an object without an id in {missing[0]}")
    places: dict[str, list[str]] = {}
    for i, where in ids:
        places.setdefault(i, []).append(where)
    if shared := {i: where for i, where in places.items() if len(where) > 1}:
        i, where = next(iter(shared.items()))
        more = f" (and {len(shared) - 1} more shared id(s))" if len(shared) > 1 else ""
        raise InvariantViolation(f"{after}: two objects share the id {i!r}: in {' and '.join(where)}{more}")


def card_census(obs: Observation) -> Counter[tuple[str, str]]:
    """Every card in the game as (owner, name), wherever it is: tokens, which are not cards, left
    out; a melded permanent counts its two cards; a spell on the stack its card (counted for its
    owner, or for its controller when the view gives no owner). Cards of a player who left the game
    have left it with them (800.4a), so only players still in the game are counted."""
    playing = {p.name for p in obs.players if p.in_game}
    names: Counter[tuple[str, str]] = Counter()
    for p in obs.players:
        for zone in (p.library, p.hand, p.graveyard, p.planar_deck):
            names.update((c.owner, c.name) for c in zone if not _is_token(c.name))
    names.update((c.owner, c.name) for c in obs.exile if not _is_token(c.name))
    for perm in obs.battlefield:
        if not perm.token:
            names.update((perm.owner, n) for n in (perm.cards or (perm.name,)))
    names.update((s.owner or s.controller, s.card) for s in obs.stack if s.kind == "spell" and s.card)
    if obs.plane is not None:
        names[(obs.plane.owner, obs.plane.name)] += 1
    return Counter({k: n for k, n in names.items() if k[0] in playing})


def _is_token(name: str) -> bool:
    """A token's name (the suite's card data: layout "token"): a token seen in a graveyard or exile is
    no card (111.1). It is there until state-based actions are next checked (704.5d), which they
    are not once the game is over (104.1): a token that died as the game ended stays there."""
    from .cards import UnknownCard, load_cards
    try:
        return load_cards()[name].layout == "token"
    except UnknownCard:
        return False


def check_census(start: Counter[tuple[str, str]], obs: Observation, after: str) -> None:
    """Raise :class:`InvariantViolation` when ``obs``'s cards are not ``start``'s (the census after
    the setup), leaving out the players no longer in the game."""
    playing = {p.name for p in obs.players if p.in_game}
    expected = Counter({k: n for k, n in start.items() if k[0] in playing})
    now = card_census(obs)
    if now != expected:
        lost, extra = expected - now, now - expected
        parts = []
        if lost:
            parts.append("lost " + ", ".join(f"{n}× {name} ({owner})" for (owner, name), n in sorted(lost.items())))
        if extra:
            parts.append("gained " + ", ".join(f"{n}× {name} ({owner})" for (owner, name), n in sorted(extra.items())))
        names = lambda c: Counter({name: n for (_, name), n in c.items()})  # noqa: E731
        if names(lost) == names(extra):
            raise InvariantViolation(f"{after}: a card changed owner (the owner of a card never changes, "
                                     f"CR 108.3): the game {'; '.join(parts)}")
        raise InvariantViolation(f"{after}: a card was lost or duplicated: the game {'; '.join(parts)}")


def check_life_ledger(before: Observation, events: Iterable[Event], after_obs: Observation, after: object) -> None:
    """Raise :class:`InvariantViolation` when the ``life_changed`` events an action reported for a
    player do not add up to the change of that player's life total over the action (CR 119.3: "If
    an effect causes a player to gain or lose life, that player's life total is adjusted
    accordingly"; docs/protocol.md §2: ``life_changed``'s ``amount`` is the signed change). Only
    the players still in the game for whom the action reported at least one ``life_changed`` are
    checked: an engine that reports none for a player is not judged here."""
    reported: dict[str, int] = {}
    for e in events:
        if e.type == EventType.LIFE_CHANGED and e.player is not None and isinstance(e.amount, int):
            reported[e.player] = reported.get(e.player, 0) + e.amount
    if not reported:
        return
    start = {p.name: p.life for p in before.players}
    for p in after_obs.players:
        if p.name in reported and p.in_game and p.name in start and p.life - start[p.name] != reported[p.name]:
            raise InvariantViolation(
                f"{after}: {p.name}'s life total went from {start[p.name]} to {p.life} ({p.life - start[p.name]:+d}), "
                f"but the action's life_changed events for {p.name} add up to {reported[p.name]:+d} "
                f"(CR 119.3; docs/protocol.md §2: life_changed's amount is the signed change)")


def check_declared_fields(obs: Observation, capabilities: frozenset[str], after: str) -> None:
    """Raise :class:`InvariantViolation` when the engine declares ``land-plays-left`` and a player
    still in the game has ``land_plays_left`` null, or declares ``mana-value`` and a card, permanent
    or spell has ``mana_value`` null (``stack-mana-value``: a spell with a card, not a copy), or declares ``characteristics`` and one has ``colors`` or
    ``subtypes`` null, or a color that is not one of the five words."""
    if "land-plays-left" in capabilities:
        for p in obs.players:
            if p.in_game and p.land_plays_left is None:
                raise InvariantViolation(f"{after}: the engine declares land-plays-left but reports "
                                         f"land_plays_left null for {p.name}")
    if "mana-value" in capabilities or "stack-mana-value" in capabilities:
        # v31 (issue 31 item 4): stack-mana-value is the stack's part of mana-value
        views = [] if "mana-value" not in capabilities else [
            (c, f"{p.name}'s {zone}") for p in obs.players for zone in ("library", "hand", "graveyard")
            for c in getattr(p, zone)]
        if "mana-value" in capabilities:
            views += [(c, "exile") for c in obs.exile] + [(perm, "the battlefield") for perm in obs.battlefield]
        # stack-mana-value: each spell cast (a copy of a spell, which is not cast, 707.10, may be null)
        views += [(s, "the stack") for s in obs.stack if s.kind == "spell"
                  and ("mana-value" in capabilities or s.card is not None)]
        declared = "mana-value" if "mana-value" in capabilities else "stack-mana-value"
        for view, where in views:
            if view.mana_value is None:
                raise InvariantViolation(f"{after}: the engine declares {declared} but reports mana_value "
                                         f"null for {view.name} ({view.id}) in {where}")
    if "characteristics" in capabilities:
        # g2view: colors and subtypes of every card, permanent and spell; colors are the five words
        views = [(c, f"{p.name}'s {zone}") for p in obs.players for zone in ("library", "hand", "graveyard")
                 for c in getattr(p, zone)]
        views += [(c, "exile") for c in obs.exile] + [(perm, "the battlefield") for perm in obs.battlefield]
        views += [(s, "the stack") for s in obs.stack if s.kind == "spell"]
        for view, where in views:
            for name in ("colors", "subtypes"):
                if getattr(view, name) is None:
                    raise InvariantViolation(f"{after}: the engine declares characteristics but reports {name} "
                                             f"null for {view.name} ({view.id}) in {where}")
            odd = sorted(set(view.colors) - COLOR_WORDS)
            if odd or len(set(view.colors)) != len(view.colors):
                raise InvariantViolation(f"{after}: {view.name} ({view.id}) in {where} has the colors "
                                         f"{list(view.colors)}: each one of the five words (CR 105.1), each at most once")


# ---- the values every field may take (docs/protocol.md §2, §3) ------------------------------------

AWAITING = {"declare_attackers": Step.DECLARE_ATTACKERS, "declare_blockers": Step.DECLARE_BLOCKERS}
"""``Observation.awaiting``'s values other than null, with the step each is awaited in."""
STACK_KINDS = frozenset({"spell", "ability"})
COLOR_WORDS = frozenset({"White", "Blue", "Black", "Red", "Green"})
"""CR 105.1: "There are five colors in the Magic game: white, blue, black, red, and green" (docs/protocol.md)."""
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Kindred", "Land", "Planeswalker"})
"""CR 110.4: "There are six permanent types: artifact, battle, creature, enchantment, land, and
planeswalker. Instant and sorcery cards can't enter the battlefield"; a kindred card may (205.2a's
card types otherwise are those of other zones or games: conspiracy, dungeon, phenomenon, plane,
scheme, vanguard)."""
_MANA = re.compile(r"(?:\{[WUBRGC]\})*")
"""Mana in a pool or paid, as symbols (CR 106.4: W, U, B, R, G and colorless C), e.g. ``"{G}{G}"``."""
DIE_RESULTS = frozenset({"planeswalk", "chaos", "blank"})
_STEPS = frozenset(s.value for s in Step)

_PLAYER_EVENTS = frozenset({
    EventType.SPELL_CAST, EventType.LAND_PLAYED, EventType.ABILITY_ACTIVATED, EventType.ABILITY_TRIGGERED,
    EventType.ZONE_CHANGE, EventType.REVEALED, EventType.EXPLORED, EventType.LIFE_CHANGED, EventType.MANA_ADDED,
    EventType.STEP_BEGAN, EventType.DREW, EventType.PRIORITY, EventType.SACRIFICED, EventType.DISCARDED,
    EventType.PLANAR_DIE_ROLLED, EventType.CHAOS_ENSUED, EventType.PLANESWALKED, EventType.TURN_BEGAN,
    EventType.LEFT_GAME})
"""The event types whose row in docs/protocol.md §2 (Event) lists ``player``."""
_OBJECT_EVENTS = frozenset({
    EventType.SPELL_CAST, EventType.LAND_PLAYED, EventType.RESOLVED, EventType.DID_NOT_RESOLVE, EventType.COUNTERED,
    EventType.ZONE_CHANGE, EventType.EXPLORED, EventType.COUNTER_ADDED, EventType.TAPPED, EventType.UNTAPPED,
    EventType.SACRIFICED, EventType.MELDED})
"""The event types whose row lists ``object`` (an id)."""
_AMOUNT_EVENTS = frozenset({EventType.COUNTER_ADDED, EventType.DAMAGE_DEALT, EventType.LIFE_CHANGED,
                            EventType.TURN_BEGAN})


def _bad(after: object, what: str) -> InvariantViolation:
    return InvariantViolation(f"{after}: {what} (docs/protocol.md §2)")


def _count(value: int, what: str, after: object, least: int = 0) -> None:
    if value < least:
        raise _bad(after, f"{what} is {value!r}, not {'a non-negative' if least == 0 else 'a positive'} integer")


def _player(name: str | None, players: frozenset[str], what: str, after: object, *, null: bool = False) -> None:
    if name is None:
        if not null:
            raise _bad(after, f"{what} is null, not a player")
    elif name not in players:
        raise _bad(after, f"{what} is {name!r}, not a player of this game ({', '.join(sorted(players))})")


def _id(value: str | None, what: str, after: object) -> None:
    if not isinstance(value, str) or not value:
        raise _bad(after, f"{what} is {value!r}, not an id")


def _targets(targets: Sequence[Target], players: frozenset[str], what: str, after: object) -> None:
    for t in targets:
        if (t.object is None) == (t.player is None):
            raise _bad(after, f"{what} has a target {t!r} that is not exactly one of an object and a player")
        if t.object is not None:
            _id(t.object, f"{what}'s target", after)
        else:
            _player(t.player, players, f"{what}'s target", after)


def check_observation(obs: Observation, players: Sequence[str], after: object) -> None:
    """Raise :class:`InvariantViolation` when a field of ``obs`` has a value docs/protocol.md §2
    does not allow. ``players`` are the setup's players, in turn order."""
    names = frozenset(players)
    if tuple(p.name for p in obs.players) != tuple(players):
        raise _bad(after, f"the observation's players are {[p.name for p in obs.players]}, not the game's "
                          f"{list(players)} in turn order")
    in_game = frozenset(p.name for p in obs.players if p.in_game)
    _count(obs.turn, "turn", after, least=1)
    _player(obs.active_player, names, "active_player", after)
    _player(obs.priority, in_game, "priority (a player still in the game, CR 800.4a)", after, null=True)
    for p in obs.players:
        who = f"{p.name}'s"
        if not _MANA.fullmatch(p.mana_pool):
            raise _bad(after, f"{who} mana_pool is {p.mana_pool!r}, not mana symbols ({{W}}{{U}}{{B}}{{R}}{{G}}{{C}})")
        _count(p.lands_played, f"{who} lands_played", after)
        if p.land_plays_left is not None:
            _count(p.land_plays_left, f"{who} land_plays_left", after)
        _count(p.planar_die_rolls, f"{who} planar_die_rolls", after)
        _count(p.poison, f"{who} poison", after)
        for zone in ("library", "hand", "graveyard", "planar_deck"):
            for c in getattr(p, zone):
                if c.owner != p.name:       # 400.3: a card goes to its owner's library, hand, graveyard
                    raise _bad(after, f"{c.name} ({c.id}) in {who} {zone.replace('_', ' ')} is owned by "
                                      f"{c.owner!r} (CR 400.3: only its owner's)")
                if c.mana_value is not None:
                    _count(c.mana_value, f"mana_value of {c.name} ({c.id})", after)
    for c in obs.exile:
        _player(c.owner, names, f"the owner of {c.name} ({c.id}) in exile", after)
        if c.mana_value is not None:
            _count(c.mana_value, f"mana_value of {c.name} ({c.id})", after)
    on_battlefield = frozenset(perm.id for perm in obs.battlefield)
    for perm in obs.battlefield:
        what = f"{perm.name} ({perm.id}) on the battlefield"
        # 800.4a: what a player who left owned left with them; what they still controlled was exiled
        _player(perm.owner, in_game, f"the owner of {what}", after)
        _player(perm.controller, in_game, f"the controller of {what}", after)
        for kind, n in perm.counters.items():
            _count(n, f"the number of {kind} counters on {what}", after, least=1)
        if other := [t for t in perm.types if t not in PERMANENT_TYPES]:
            raise _bad(after, f"{what} has types {list(perm.types)}: {other} not permanent types (CR 110.4)")
        creature = "Creature" in perm.types
        if creature and (perm.power is None or perm.toughness is None):
            raise _bad(after, f"{what} is a creature with power/toughness {perm.power}/{perm.toughness}")
        if not creature and (perm.power is not None or perm.toughness is not None):
            raise _bad(after, f"{what} is not a creature but has power/toughness {perm.power}/{perm.toughness} "
                              "(null for a non-creature)")
        _count(perm.damage, f"the damage marked on {what}", after)
        if not 1 <= len(perm.cards) <= 2:
            raise _bad(after, f"{what} has cards {list(perm.cards)}: one, or two for a melded permanent")
        if perm.mana_value is not None:
            _count(perm.mana_value, f"mana_value of {what}", after)
        if perm.attached_to is not None and perm.attached_to not in on_battlefield and perm.attached_to not in names:
            raise _bad(after, f"{what} is attached to {perm.attached_to!r}: no permanent or player")
    for item in obs.stack:
        what = f"{item.name} ({item.id}) on the stack"
        _player(item.controller, names, f"the controller of {what}", after)
        if item.kind not in STACK_KINDS:
            raise _bad(after, f"{what} has kind {item.kind!r}, not 'spell' or 'ability'")
        if item.kind == "ability" and item.card is not None:
            raise _bad(after, f"{what} is an ability with card {item.card!r} (null for an ability)")
        _targets(item.targets, names, what, after)
        if item.mana_value is not None:
            _count(item.mana_value, f"mana_value of {what}", after)
    if obs.awaiting is not None:
        if obs.awaiting not in AWAITING:
            raise _bad(after, f"awaiting is {obs.awaiting!r}, not 'declare_attackers', 'declare_blockers' or null")
        if obs.step != AWAITING[obs.awaiting] or obs.priority is not None:
            raise _bad(after, f"awaiting {obs.awaiting!r} in the step {obs.step} with priority {obs.priority!r} "
                              f"(a declaration is awaited in its step, and nobody has priority meanwhile, §3)")
    if obs.plane is not None:
        _player(obs.plane.owner, names, f"the owner of the plane {obs.plane.name}", after)
        for kind, n in obs.plane.counters.items():
            _count(n, f"the number of {kind} counters on {obs.plane.name}", after, least=1)
    _player(obs.planar_controller, names, "planar_controller", after, null=True)
    for name in obs.extra_turns:
        _player(name, names, "a player in extra_turns", after)
    for name in obs.winners:
        _player(name, names, "a winner", after)
    if obs.winners and not obs.game_over:
        raise _bad(after, f"winners {list(obs.winners)} while the game is not over")
    if obs.game_over and (obs.priority is not None or obs.awaiting is not None):
        raise _bad(after, f"the game is over, yet priority is {obs.priority!r} and awaiting {obs.awaiting!r} "
                          "(nobody has priority once it has ended, CR 104.1)")


def check_events(events: Iterable[Event], players: Sequence[str], after: object) -> None:
    """Raise :class:`InvariantViolation` when an event has a field docs/protocol.md §2 (Event)
    does not allow: a field its type's row lists missing, a player who is not in the game, an id
    that is not one, an amount out of range, a detail out of its type's enumeration."""
    names = frozenset(players)
    for i, e in enumerate(events):
        what = f"event {i} ({e.type})"
        if e.player is not None or e.type in _PLAYER_EVENTS:
            _player(e.player, names, f"{what}'s player", after)
        if e.type in _OBJECT_EVENTS:
            _id(e.object, f"{what}'s object", after)
        elif e.object is not None:
            _id(e.object, f"{what}'s object", after)
        if e.previous is not None:
            _id(e.previous, f"{what}'s previous", after)
        if e.type in _AMOUNT_EVENTS and e.amount is None:
            raise _bad(after, f"{what} has no amount")
        if e.type == EventType.DAMAGE_DEALT:
            # 120.8: "If a source would deal 0 damage, it does not deal damage at all."
            _count(e.amount, f"{what}'s amount (CR 120.8: 0 damage is no damage dealt)", after, least=1)
            if (e.object is None) == (e.player is None):
                raise _bad(after, f"{what} names {e.object!r} and {e.player!r}: exactly one recipient, an object "
                                  "or a player")
        elif e.type == EventType.COUNTER_ADDED:
            _count(e.amount, f"{what}'s amount", after, least=1)
            if not e.counter:
                raise _bad(after, f"{what} names no counter kind")
        elif e.type == EventType.TURN_BEGAN:
            _count(e.amount, f"{what}'s amount (the turn number)", after, least=1)
            if e.detail not in (None, "extra turn"):
                raise _bad(after, f"{what}'s detail is {e.detail!r}, not 'extra turn' or absent")
        elif e.type == EventType.STEP_BEGAN and e.detail not in _STEPS:
            raise _bad(after, f"{what}'s detail is {e.detail!r}, not a step ({', '.join(s.value for s in Step)})")
        elif e.type == EventType.PLANAR_DIE_ROLLED and e.detail not in DIE_RESULTS:
            raise _bad(after, f"{what}'s detail is {e.detail!r}, not 'planeswalk', 'chaos' or 'blank'")
        elif e.type == EventType.ZONE_CHANGE and e.to_zone is None:
            raise _bad(after, f"{what} has no to_zone")
        elif e.type == EventType.SPELL_CAST and e.from_zone is None:
            raise _bad(after, f"{what} has no from_zone")
        if e.paid is not None and not _MANA.fullmatch(e.paid):
            raise _bad(after, f"{what}'s paid is {e.paid!r}, not mana symbols ({{W}}{{U}}{{B}}{{R}}{{G}}{{C}})")
