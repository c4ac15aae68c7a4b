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
"""

from __future__ import annotations

from collections import Counter

from .protocol import Observation

__all__ = ["InvariantViolation", "card_census", "check_census", "check_declared_fields", "check_ids", "object_ids"]


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
    controller). Cards of a player who left the game have left it with them (800.4a), so only
    players still in the game are counted."""
    playing = {p.name for p in obs.players if p.in_game}
    names: Counter[tuple[str, str]] = Counter()
    for p in obs.players:
        for zone in (p.library, p.hand, p.graveyard, p.planar_deck):
            names.update((c.owner, c.name) for c in zone if not _is_token(c.name))
    names.update((c.owner, c.name) for c in obs.exile if not _is_token(c.name))
    for perm in obs.battlefield:
        if not perm.token:
            names.update((perm.owner, n) for n in (perm.cards or (perm.name,)))
    names.update((s.controller, s.card) for s in obs.stack if s.kind == "spell" and s.card)
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


def check_declared_fields(obs: Observation, capabilities: frozenset[str], after: str) -> None:
    """Raise :class:`InvariantViolation` when the engine declares ``land-plays-left`` and a player
    still in the game has ``land_plays_left`` null, or declares ``mana-value`` and a card, permanent
    or spell has ``mana_value`` null."""
    if "land-plays-left" in capabilities:
        for p in obs.players:
            if p.in_game and p.land_plays_left is None:
                raise InvariantViolation(f"{after}: the engine declares land-plays-left but reports "
                                         f"land_plays_left null for {p.name}")
    if "mana-value" in capabilities:
        views = [(c, f"{p.name}'s {zone}") for p in obs.players for zone in ("library", "hand", "graveyard")
                 for c in getattr(p, zone)]
        views += [(c, "exile") for c in obs.exile] + [(perm, "the battlefield") for perm in obs.battlefield]
        views += [(s, "the stack") for s in obs.stack if s.kind == "spell"]
        for view, where in views:
            if view.mana_value is None:
                raise InvariantViolation(f"{after}: the engine declares mana-value but reports mana_value "
                                         f"null for {view.name} ({view.id}) in {where}")
