"""The legal actions a player has now (optional protocol capability ``legal-actions``).

Candidates are enumerated here, and each is tried on a copy of the game through the same code that
performs it: legality is decided in one place, by the action itself, never re-derived.

:func:`plausible` is only a filter in front of that trial, to save copying the game for candidates
that are certainly rejected: it calls the checks the action itself makes first (the same functions,
on the game itself: they change nothing) and says False only when one of them rejects the action,
or when the action cannot pay its mana before anything could ask a question. Whenever it is unsure
it says True and the trial decides. ``tests/test_legal_actions_fast.py`` compares the result with
trying every candidate."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator
from typing import NamedTuple

from mtg_conformance.protocol import (
    Action, ActivateAbility, Attack, CastSpell, DeclareAttackers, DeclareBlockers, PassPriority,
    PlayLand, RollPlanarDie, Zone,
)

from mtg_conformance.protocol import IllegalAction, Unsupported

from . import activating, casting, costs, hooks, land_plays, mana, permissions, scripts, targets
from .game import Game, Obj

MAX_CANDIDATES = 1000
"""How many candidates are tried at most: a guard against states with a pathological number of
choices only. Since casts list their non-mana payments (601.2h) a crowded hand reaches several
hundred candidates (449 in one the legal-actions property found, where 400 cut off an instant)."""


def worth_trying(game: Game, player: str) -> list[Action]:
    """The first ``MAX_CANDIDATES`` candidates that :func:`plausible` lets through: the candidates a
    trial is needed for. The casts a card's opening checks reject are not even enumerated (see
    :func:`candidates`); when so many were left out that the limit might have cut the list, all are
    enumerated and filtered one by one."""
    skipped = [0]
    found: list[Action] = []
    for listed, action in enumerate(candidates(game, player, skip_casts=skipped)):
        if listed + skipped[0] >= MAX_CANDIDATES:       # this one might be past the limit
            break
        if plausible(game, action):
            found.append(action)
    else:
        return found
    return [a for a in itertools.islice(candidates(game, player), MAX_CANDIDATES) if plausible(game, a)]


def candidates(game: Game, player: str, skip_casts: list[int] | None = None) -> Iterator[Action]:
    """Every action worth trying for ``player``, the simplest first (passing priority).

    With ``skip_casts``, the casts of a card for one face and alternative cost are left out, before
    any of them is worked out, when :func:`plausible` rejects that cast with no targets, modes, X or
    sacrifice, which means it rejects them all (its checks of a cast do not look at those choices,
    but for X, which only adds to the smallest cost); ``skip_casts[0]`` grows by at least how many
    were left out (:func:`_most_casts`)."""
    if game.awaiting == "declare_attackers" and player == game.active:
        yield DeclareAttackers(player=player)
        for o in game.battlefield:
            if o.controller == player and game.is_creature(o):
                for opp in game.opponents(player):
                    yield DeclareAttackers(player=player, attacks=(Attack(attacker=o.id, defender=opp.name),))
        return
    if game.awaiting == "declare_blockers":
        if not game.blockers_to_declare or player == game.blockers_to_declare[0]:    # 802.4
            yield DeclareBlockers(player=player)
        return
    if game.priority != player:
        return
    yield PassPriority(player=player)
    p = game.player(player)
    for o in game.battlefield:
        if o.controller == player and not o.tapped and scripts.mana_ability(game, o, 0):
            yield ActivateAbility(player=player, source=o.id)
    yield from activating.candidates(game, player)        # abilities that go on the stack (602)
    elsewhere = permissions.playable_elsewhere(game, player)     # the top of a library, exile
    for c in [*p.hand, *elsewhere]:
        data = c.data
        if "Land" in data.types:
            yield PlayLand(player=player, card=c.id)
        if data.layout == "modal_dfc":                 # 712.12: a land face of a modal DFC
            for face in data.faces:
                if "Land" in face.types:
                    yield PlayLand(player=player, card=c.id, face=face.name)
    if game.plane is not None:
        yield RollPlanarDie(player=player)
    # 117.1a: whether a noninstant spell may be cast now does not depend on the card; asked once.
    noninstant_allowed = casting.noninstant_spells_allowed(game, player)
    for c in [*p.hand, *p.graveyard, *elsewhere]:
        if "Land" not in c.data.types:
            yield from _casts(game, player, c, skip_casts, noninstant_allowed)


def _casts(game: Game, player: str, card: Obj, skip: list[int] | None,
           noninstant_allowed: bool = True) -> Iterator[CastSpell]:
    """The casts of ``card`` worth trying: for each face, alternative cost (none, or those the card
    names), set of modes, X, the first 20 lists of targets, and the first :data:`MAX_PAYMENTS` ways
    to pay the costs that are not mana (``costs.payments``: which cards to discard or exile, which
    permanents to sacrifice, tap or return). With ``skip`` (see :func:`candidates`), a face that is
    neither an instant nor has flash is left out at once when ``noninstant_allowed``
    (``casting.noninstant_spells_allowed``) is False: :func:`_castable` would reject it for its timing."""
    card_id = card.id
    for face, script, alternatives, mode_sets, cost_text, any_time, most_casts in _cast_faces(card):
        if not (noninstant_allowed or any_time):
            # 307.1, 117.1a: a face that is neither an instant nor has flash cannot be cast now, whatever
            # the choices: none of its casts is a candidate (with or without ``skip``). Counting them
            # toward MAX_CANDIDATES cut the instants of a crowded hand off the list (seed 32's
            # legal-actions example: five Blazes in hand in the upkeep hid Think Twice's flashback).
            continue
        for alt in alternatives:
            if skip is not None and not _plausible_cast(game, card, player, face, alt):
                skip[0] += most_casts if most_casts is not None else \
                    _most_casts(game, player, script, cost_text, len(mode_sets))
                continue                              # none of this alternative's casts
            spell = _spell(card.name, card.owner, player, face)
            pool = sum(game.player(player).mana_pool.values())
            needs = {modes: _cost_actions(game, card, spell, script, alt, modes) for modes in mode_sets}
            # X: the mana in pool for {X}; for "Discard X cards", as many as could pay it (107.3a).
            most = [len(costs.payers(game, player, n, (card_id,)))
                    for options in needs.values() for actions in options for n in actions if n.count is None]
            xs: list[int | None] = [None]
            if "{X}" in cost_text or most:          # a reduction pays for more X (601.2f)
                xs = list(range(0, max([pool + _most_reduced(game) if "{X}" in cost_text else 0, *most]) + 1))
            for modes, x in itertools.product(mode_sets, xs):
                payments = _payments(game, player, needs[modes], x, card_id)
                specs = [s for m in modes for s in script.modes[m - 1].targets] if modes else list(script.targets)
                if alt == "overload":
                    specs = []
                for chosen in itertools.islice(_target_lists(game, player, script, specs), 20):
                    for payment in payments:
                        yield CastSpell(player=player, card=card_id, targets=tuple(chosen), modes=modes, x=x,
                                        alternative_cost=alt, face=face, **payment)


class _CastFace(NamedTuple):
    """What a card offers to cast for one face, which depends on the card and its zone alone."""

    face: str | None
    """The face cast (a split card's half, 709.3), or None for the whole card."""
    script: scripts.CardScript
    alternatives: tuple[str | None, ...]
    """No alternative cost (None) and each one the card names; from a graveyard, flashback only."""
    mode_sets: tuple[tuple[int, ...], ...]
    """Each set of modes that may be chosen (700.2), or only the empty one."""
    cost_text: str
    """Its mana cost as printed."""
    any_time: bool
    """It may be cast any time its caster has priority (``casting.cast_any_time``: an instant or flash)."""
    most_casts: int | None
    """:func:`_most_casts` for each alternative cost when it does not depend on the game (no costs
    of its own and no X: 20 lists of targets for each set of modes), else None."""


_CAST_FACES: dict[tuple, tuple[_CastFace, ...]] = {}
""":func:`_cast_faces` by everything it depends on."""


def _cast_faces(card: Obj) -> tuple[_CastFace, ...]:
    """What ``card`` offers to cast from its zone, for each face: worked out once for each card
    name, face, copied face, face-down status (what ``Obj.data`` reads) and zone, since cards are
    looked at again after every action."""
    key = (card.name, card.face, card.copy_of, card.face_down, card.zone)
    known = _CAST_FACES.get(key)
    if known is not None:
        return known
    data = card.data
    found = []
    for face in [f.name for f in data.faces] if data.layout == "split" else [None]:
        script = scripts.script(face or card.name)
        alternatives: tuple[str | None, ...] = ("flashback",)
        if card.zone != Zone.GRAVEYARD:               # the hand, or where an effect allows; flashback
            alternatives = (None, *sorted({c.kind for c in script.alternative_costs} - {"flashback"}))
            # casts from a graveyard only (702.34a), so its casts from elsewhere are not candidates
        mode_sets: tuple[tuple[int, ...], ...] = ((),)
        if script.modes:
            n = len(script.modes)
            combine = itertools.combinations_with_replacement if script.same_mode_more_than_once \
                else itertools.combinations                                      # 700.2d
            mode_sets = tuple(m for k in range(script.min_modes, script.max_modes + 1)
                              for m in combine(range(1, n + 1), k))
        cost_text = (face and next(f for f in data.faces if f.name == face).mana_cost) or data.mana_cost or ""
        any_time = casting.cast_any_time(_spell(card.name, card.owner, card.owner, face))
        found.append(_CastFace(face, script, alternatives, mode_sets, cost_text, any_time,
                               _casts_without_own_costs(script, cost_text, len(mode_sets))))
    known = _CAST_FACES[key] = tuple(found)
    return known


def _most_casts(game: Game, player: str, script: scripts.CardScript, cost_text: str, mode_sets: int) -> int:
    """At least as many casts as :func:`_casts` lists for one face and alternative cost of a card
    with ``script``, from the card's own costs rather than from what the game could pay them with:
    for each set of modes and each X (up to the mana in pool and the largest reduction for {X}; up
    to every object the player has for "X cards"), 20 lists of targets and, when one of its costs
    names objects to pay with, :data:`MAX_PAYMENTS` payments."""
    own = _own_costs(script)
    p = game.player(player)
    xs = sum(p.mana_pool.values()) + _most_reduced(game) + 1 if "{X}" in cost_text else 1
    if any(a.count is None for c in own for a in c.actions):
        xs = max(xs, len(p.hand) + len(p.graveyard) + len(game.battlefield) + 1)
    paid_with_objects = any(c.actions or c.sacrifice_creature for c in own)
    return mode_sets * xs * 20 * (MAX_PAYMENTS if paid_with_objects else 1)


def _own_costs(script: scripts.CardScript) -> list[scripts.Cost]:
    """The costs a card's script names besides its mana cost: alternative, additional, escalate."""
    return [*script.alternative_costs, *script.additional_costs,
            *([script.escalate] if isinstance(script.escalate, scripts.Cost) else [])]


def _casts_without_own_costs(script: scripts.CardScript, cost_text: str, mode_sets: int) -> int | None:
    """:func:`_most_casts` of a card with no X and nothing but mana to pay (20 lists of targets for
    each set of modes), which does not depend on the game; None for any other card."""
    if _own_costs(script) or "{X}" in cost_text:
        return None
    return mode_sets * 20


def _target_lists(game: Game, player: str, script: scripts.CardScript, specs: list) -> Iterator[tuple]:
    """The lists of targets to try, the shortest first: for "any number of targets" / "one or two
    targets" (``script.min_targets``), from the fewest the caster may announce (601.2c), each target
    different (115.3); otherwise one target for each instance of the word "target"."""
    legal = [targets.legal_targets(game, s, player) for s in specs]
    if script.min_targets is None:
        yield from itertools.product(*legal)
        return
    for k in range(script.min_targets, len(specs) + 1):
        if len(set(itertools.chain(*legal[:k]))) < k:      # not k different targets to choose
            return
        yield from (t for t in itertools.product(*legal[:k]) if len(set(t)) == k)


MAX_PAYMENTS = 20
"""How many ways to pay a cast's costs that are not mana are listed for each choice of face,
alternative cost, modes, X and targets: the first ones ``costs.payments`` gives (they multiply with
the cards and permanents that could pay; docs/protocol.md, ``legal_actions``)."""


def _cost_actions(game: Game, card: Obj, spell: Obj, script: scripts.CardScript, alternative: str | None,
                  modes: tuple[int, ...]) -> list[list[costs.CostAction]]:
    """For each cost the caster may pay with the alternative cost ``alternative`` announced (several
    when the engine asks ``choose_cost``), its instructions other than mana (``casting.costs_paid``,
    with the mandatory additional costs only: optional ones are not enumerated). ``[[]]`` when it
    cannot be cast so (the trial rejects it)."""
    try:
        options = casting.alternative_cost_options(game, card, spell, alternative)
    except (IllegalAction, Unsupported):
        return [[]]
    mandatory = [c for c in script.additional_costs if not c.optional]
    return [casting.cost_actions(casting.costs_paid(game, script, option, mandatory, modes)) for option in options]


def _payments(game: Game, player: str, options: list[list[costs.CostAction]], x: int | None,
              card_id: str) -> list[dict[str, tuple[str, ...]]]:
    """The first :data:`MAX_PAYMENTS` ways to pay the instructions of each cost in ``options``
    (the card being cast pays none: it is on the stack by then, 601.2a), each once; ``[{}]`` for a
    cast with none to pay, ``[]`` when none of them can be paid (118.6)."""
    found: list[dict[str, tuple[str, ...]]] = []
    for actions in options:
        for payment in itertools.islice(costs.payments(game, player, actions, x, (card_id,)), MAX_PAYMENTS):
            if payment not in found:
                found.append(payment)
    return found


def plausible(game: Game, action: Action) -> bool:
    """False only if ``action`` would certainly be rejected (see the module's docstring)."""
    try:
        if isinstance(action, PlayLand):
            land_plays.verify_play_land(game, action.player, action.card, action.face)    # play_land's first step
        elif isinstance(action, CastSpell):
            return _castable(game, game.find(action.card), action.player, action.face, action.alternative_cost,
                             action.x, action.mana_abilities)
    except (IllegalAction, Unsupported):
        return False
    return True


def _plausible_cast(game: Game, card: Obj, player: str, face: str | None, alternative_cost: str | None) -> bool:
    """:func:`plausible` of ``player``'s cast of ``card`` with ``face`` up and ``alternative_cost``
    (and no targets, modes, X or payments: they do not change the answer)."""
    try:
        return _castable(game, card, player, face, alternative_cost)
    except (IllegalAction, Unsupported):
        return False


def _castable(game: Game, card: Obj | None, player: str, face_cast: str | None, alternative_cost: str | None,
              x: int | None = None, mana_abilities: tuple[str, ...] = ()) -> bool:
    """The opening checks of ``casting.cast_spell`` for ``player``'s cast of ``card`` (a cast
    action's fields: the face to cast, the alternative cost, X, the mana abilities activated while
    paying), in its order, up to the first point where it could ask a question; then whether the
    mana pool can pay even the smallest total cost."""
    if game.priority != player:
        return False
    if card is None or ((card.zone not in (Zone.HAND, Zone.GRAVEYARD) or card.owner != player)
                        and not hooks.may_play_from(game, player, card)):
        return False
    whole = card.data
    if "Land" in whole.types:
        return False
    face = None
    if whole.layout == "split":
        if face_cast not in [f.name for f in whole.faces]:
            return False
        face = face_cast
    elif face_cast not in (None, card.name):
        return False
    spell = _spell(card.name, card.owner, player, face)
    if not scripts.implemented(spell.shown_name) or not casting.timing_allows(game, player, spell):
        return False
    options = casting.alternative_cost_options(game, card, spell, alternative_cost)
    if len(options) != 1 or mana_abilities:
        return True                         # a question comes next, or mana is added before paying
    alternative = options[0]
    try:
        # As cast_spell reads it: an alternative cost with no mana ("Flashback—Sacrifice three
        # creatures") costs {0} mana; only a missing mana cost is unpayable (118.6).
        cost = _mana_cost((alternative.mana or "") if alternative else spell.data.mana_cost)
    except mana.ManaError:
        return True
    if cost is None:
        return False
    # The total cost only adds to this one (X, additional costs, escalate), except emerge, which
    # reduces the generic part (118.7a), and the cost reductions of static abilities (601.2f, at
    # most :func:`_most_reduced` generic mana); nothing before paying adds mana to the pool.
    pool = game.player(player).mana_pool
    if any(pool[sym] < cost.symbols.count(sym) for sym in set(cost.symbols)):
        return False
    generic = 0 if alternative is not None and alternative.kind == "emerge" \
        else max(0, cost.generic + cost.x * max(0, x or 0) - _most_reduced(game))
    return len(cost.symbols) + len(cost.hybrid) + len(cost.mono_hybrid) + generic <= sum(pool.values())


def _most_reduced(game: Game) -> int:
    """601.2f: the most generic mana the static abilities of the permanents on the battlefield could
    take off a spell's total cost (Goblin Electromancer's "cost {1} less"), whichever spell it is."""
    return sum(m.reduce_generic for o in game.battlefield for m in scripts.script(o.shown_name).cost_modifiers
               if not m.activation)


@functools.cache
def _spell(name: str, owner: str, controller: str, face: str | None) -> Obj:
    """The spell ``cast_spell`` would make of the card, as its opening checks see it (they only read
    it): made once, since the same cards are checked after every action."""
    return Obj(id="", name=name, owner=owner, controller=controller, zone=Zone.STACK, face=face)


@functools.cache
def _mana_cost(text: str | None) -> mana.ManaCost | None:
    return mana.ManaCost.parse(text)
