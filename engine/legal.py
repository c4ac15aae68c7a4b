"""The legal actions a player has now (optional protocol capability ``legal-actions``).

Candidates are enumerated here, and each is tried on a copy of the game through the same code that
performs it: legality is decided in one place, by the action itself, never re-derived."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from mtg_conformance.protocol import (
    Action, ActivateAbility, Attack, CastSpell, DeclareAttackers, DeclareBlockers, PassPriority,
    PlayLand, RollPlanarDie, Zone,
)

from . import cards
from .game import Game

MAX_CANDIDATES = 400


def candidates(game: Game, player: str) -> Iterator[Action]:
    """Every action worth trying for ``player``, the simplest first (passing priority)."""
    if game.awaiting == "declare_attackers" and player == game.active:
        yield DeclareAttackers(player=player)
        for o in game.battlefield:
            if o.controller == player and game.is_creature(o):
                for opp in game.opponents(player):
                    yield DeclareAttackers(player=player, attacks=(Attack(attacker=o.id, defender=opp.name),))
        return
    if game.awaiting == "declare_blockers":
        yield DeclareBlockers(player=player)
        return
    if game.priority != player:
        return
    yield PassPriority(player=player)
    p = game.player(player)
    for o in game.battlefield:
        if o.controller == player and not o.tapped and cards.mana_ability(game, o, 0):
            yield ActivateAbility(player=player, source=o.id)
    for c in p.hand:
        if "Land" in c.data.types:
            yield PlayLand(player=player, card=c.id)
    if game.plane is not None:
        yield RollPlanarDie(player=player)
    for c in [*p.hand, *p.graveyard]:
        if "Land" not in c.data.types:
            yield from _casts(game, player, c.id, c.zone)


def _casts(game: Game, player: str, card_id: str, zone: Zone) -> Iterator[CastSpell]:
    card = game.find(card_id)
    assert card is not None
    data = card.data
    faces = [f.name for f in data.faces] if data.layout == "split" else [None]
    pool = sum(game.player(player).mana_pool.values())
    alternatives: list[str | None] = ["flashback"] if zone == Zone.GRAVEYARD else [None]
    for face in faces:
        script = cards.script(face or card.name)
        if zone == Zone.HAND:
            alternatives = [None, *sorted({c.kind for c in script.alternative_costs})]
        mode_sets: list[tuple[int, ...]] = [()]
        if script.modes:
            n = len(script.modes)
            mode_sets = [m for k in range(1, script.max_modes + 1)
                         for m in itertools.combinations(range(1, n + 1), k)]
        xs = [None]
        cost_text = (face and next(f for f in data.faces if f.name == face).mana_cost) or data.mana_cost or ""
        if "{X}" in cost_text:
            xs = list(range(0, pool + 1))
        for alt, modes, x in itertools.product(alternatives, mode_sets, xs):
            specs = [s for m in modes for s in script.modes[m - 1].targets] if modes else list(script.targets)
            if alt == "overload":
                specs = []
            sacrifice_options: list[tuple[str, ...]] = [()]
            if alt == "emerge" or any(c.sacrifice_creature and not c.optional for c in script.additional_costs):
                sacrifice_options = [(o.id,) for o in game.battlefield
                                     if o.controller == player and game.is_creature(o)]
            target_lists = [cards.legal_targets(game, s, player) for s in specs]
            for targets in itertools.islice(itertools.product(*target_lists), 20):
                for sacrifice in sacrifice_options:
                    yield CastSpell(player=player, card=card_id, targets=tuple(targets), modes=modes, x=x,
                                    alternative_cost=alt, face=face, sacrifice=sacrifice)

