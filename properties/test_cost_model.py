"""Properties of the general cost model (engine/costs.py; CR 118, 601.2f-h): the total cost is the
mana cost or alternative cost plus additional costs and increases, minus reductions, which never
reduce the colored part or go below {0} (1); a cost that is not mana is paid in full or not at all,
and only by what may pay it (2)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.driver import Table
from mtg_conformance.properties import cites, fresh_table, random_answers, varied_setup
from mtg_conformance.protocol import (
    CastSpell, EventType, GameSetup, PermanentSetup, PlaneSetup, PlayerSetup, Target, Zone,
)

PLAYERS = ("Alice", "Bob")


def _paid(table: Table, card: str) -> Counter[str]:
    cast = [e for e in table.events if e.type == EventType.SPELL_CAST and e.name == card]
    assert cast, f"{card} was not cast; events: {[e.type for e in table.events]}"
    return Counter(sym.strip("{") for sym in (cast[-1].paid or "").split("}") if sym)


def _symbols(pool: str) -> Counter[str]:
    """A mana pool's mana by type (``"{U}{C}{C}"``: U 1, C 2)."""
    return Counter(sym.strip("{") for sym in pool.split("}") if sym)


# --------------------------------------------------------------------------------------------
# 1. The total cost (601.2f)
# --------------------------------------------------------------------------------------------

SPELLS = {
    # card: (zone cast from, alternative cost, colored part, generic part, needs Otaria, what it targets)
    "Think Twice": ("graveyard", "flashback", {"U": 1}, 2, False, None),
    "Lightning Bolt": ("graveyard", "flashback", {"R": 1}, 0, True, "creature or opponent"),
    "Terminate": ("hand", None, {"B": 1, "R": 1}, 0, False, "creature"),
    "Collective Defiance": ("hand", None, {"R": 2}, 2, False, "modes 2 and 3"),   # {1}{R}{R} + escalate {1}
}


@cites("601.2f", "118.7a", "118.9d", "702.120a")
@pytest.mark.mechanic("flashback")
@given(card=st.sampled_from(sorted(SPELLS)), caster=st.sampled_from(PLAYERS),
       thalia=st.sampled_from([None, "caster", "opponent"]), electromancer=st.sampled_from([None, "caster", "opponent"]),
       regent=st.sampled_from([None, "caster", "opponent"]), spare=st.integers(0, 2), data=st.data())
def test_the_total_cost_adds_increases_then_takes_reductions(make_engine, card, caster, thalia, electromancer,
                                                             regent, spare, data) -> None:
    """Property 1 (601.2f, 118.7a, 118.9d, 702.120a): the mana paid is the spell's cost (its
    alternative cost, plus escalate), plus every increase that applies (Thalia's {1} for noncreature spells, Icefall
    Regent's {2} when an opponent's spell targets it), minus every reduction (Goblin Electromancer's
    {1} for its controller's instants and sorceries), reductions taking only generic mana and the
    total never below {0}: the colored part is always paid in full.
    The examples also vary the spell, who controls each modifier (nobody, the caster, the
    opponent), whether the Regent is the target, and the spare mana in the pool. What is reported
    paid left the caster's pool, which then holds the spare mana only (CR 601.2h: the player pays
    the total cost).
    Varies: active seat.
    """
    zone, alternative, colored, generic, otaria, targeting = SPELLS[card]
    opponent = next(p for p in PLAYERS if p != caster)
    owner = {"caster": caster, "opponent": opponent}
    battlefield: dict[str, list[PermanentSetup]] = {p: [] for p in PLAYERS}
    for name, who in (("Thalia, Guardian of Thraben", thalia), ("Goblin Electromancer", electromancer),
                      ("Icefall Regent", regent)):
        if who is not None:
            battlefield[owner[who]].append(PermanentSetup(card=name))
    battlefield[opponent].append(PermanentSetup(card="Grizzly Bears"))
    target_regent = regent is not None and targeting is not None and data.draw(
        st.booleans(), label="the spell targets Icefall Regent")
    increase = (1 if thalia else 0) + (2 if target_regent and regent == "opponent" else 0)
    reduction = 1 if electromancer == "caster" else 0
    expected_generic = max(0, generic + increase - reduction)
    pool = "".join(f"{{{c}}}" * n for c, n in colored.items()) + "{C}" * (expected_generic + spare)
    hand = (card,) if zone == "hand" else ()
    graveyard = (card,) if zone == "graveyard" else ()
    setup = GameSetup(players=tuple(
        PlayerSetup(name=p, library=("Island",) * 3, battlefield=tuple(battlefield[p]),
                    hand=hand if p == caster else (), graveyard=graveyard if p == caster else (),
                    mana_pool=pool if p == caster else "")
        for p in PLAYERS), active_player=caster,
        plane=PlaneSetup(card="Otaria", owner=caster) if otaria else None)
    varied_setup(setup)
    with fresh_table(make_engine) as table:
        table.load(setup)
        regent_id = table.find("Icefall Regent", zone=Zone.BATTLEFIELD) if regent else None
        bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
        creature = Target(object=regent_id if target_regent else bears)
        targets: tuple[Target, ...] = ()
        modes: tuple[int, ...] = ()
        if targeting == "creature":
            targets = (creature,)
        elif targeting == "creature or opponent":
            targets = (creature if target_regent or data.draw(st.booleans(), label="Bolt a creature")
                       else Target(player=opponent),)
        elif targeting == "modes 2 and 3":
            targets, modes = (creature, Target(player=opponent)), (2, 3)
        cast = CastSpell(player=caster, card=table.find(card, zone=Zone(zone), player=caster),
                         alternative_cost=alternative, targets=targets, modes=modes)
        before = _symbols(table.observe().player(caster).mana_pool)
        accepted = table.act(cast, on_question=random_answers(data))
        note(table.gherkin())
        assert accepted, f"{card} was refused with {pool} in the pool: {table.rejection}"
        paid = _paid(table, card)
        want = Counter(colored)
        for color, n in colored.items():
            assert paid[color] >= n, f"paid {dict(paid)} for {card}: the colored part {{{color}}} was reduced"
        assert sum(paid.values()) - sum(want.values()) == expected_generic, (
            f"paid {dict(paid)} for {card}: expected {colored} plus {expected_generic} generic ({generic} "
            f"+ {increase} increase − {reduction} reduction, never below 0)")
        # test audit 2, P5: what was paid left the pool (the report alone could name mana never
        # taken): the pool holds exactly what it held less what was paid, and that is the spare mana
        # the setup put in beyond the cost
        after = _symbols(table.observe().player(caster).mana_pool)
        assert before - after == paid and after - before == Counter(), (
            f"{caster}'s pool held {dict(before)}, paid {dict(paid)} for {card}, and holds {dict(after)}")
        assert sum(after.values()) == spare, (
            f"{caster}'s pool holds {dict(after)} after paying for {card}: {spare} spare mana expected "
            f"(a pool of {pool} for a cost of {colored} plus {expected_generic} generic)")


# --------------------------------------------------------------------------------------------
# 2. A cost that is not mana is paid in full or not at all (601.2h, 118.3)
# --------------------------------------------------------------------------------------------

NON_MANA = {
    # card: (zone, alternative, pool, action field, how many, zone of what pays it, qualifies, targets, x)
    "Dread Return": ("graveyard", "flashback", "", "sacrifice", 3, Zone.BATTLEFIELD, "creature", "card in graveyard", None),
    "Collective Brutality": ("hand", None, "{B}{C}", "discard", 1, Zone.HAND, "any", "modes 2 and 3", None),
    "Conflagrate": ("graveyard", "flashback", "{R}{R}", "discard", "x", Zone.HAND, "any", "opponent", True),
    "Harvest Pyre": ("hand", None, "{R}{C}", "exile", "x", Zone.GRAVEYARD, "any", "creature", True),
    "Fling": ("hand", None, "{R}{C}", "sacrifice", 1, Zone.BATTLEFIELD, "creature", "creature", None),
}
_WHERE_TO = {"sacrifice": Zone.GRAVEYARD, "discard": Zone.GRAVEYARD, "exile": Zone.EXILE}
LANDS = ("Forest", "Island", "Mountain")
CANDIDATES = ["Grizzly Bears", "Llanowar Elves", "Centaur Courser", "Forest", "Island", "Mountain"]


@cites("601.2h", "118.3", "701.9a", "701.21a", "107.3a")
@pytest.mark.mechanic("flashback")
@given(card=st.sampled_from(sorted(NON_MANA)), caster=st.sampled_from(PLAYERS), data=st.data())
def test_a_cost_that_is_not_mana_is_paid_in_full_or_not_at_all(make_engine, card, caster, data) -> None:
    """Property 2 (601.2h "Partial payments are not allowed", 118.3, 701.9a, 701.21a, 107.3a): a cast whose
    payment names exactly what the cost asks for, each able to pay it (a card in the caster's hand
    to discard, a card in their graveyard to exile, a creature they control to sacrifice) is
    accepted and moves exactly those objects; any other payment (too few, too many, a land for a
    creature, another player's permanent) is refused and changes nothing.
    The examples also vary the spell, X and the objects named (any of the caster's and the
    opponent's).
    Varies: active seat.
    """
    zone, alternative, pool, field, count, pays_from, quality, targeting, has_x = NON_MANA[card]
    opponent = next(p for p in PLAYERS if p != caster)
    x = data.draw(st.integers(0, 2), label="X") if has_x else None
    needed = x if count == "x" else count
    mine = tuple(data.draw(st.lists(st.sampled_from(CANDIDATES), min_size=max(2, needed + 1), max_size=6), label="caster's cards"))
    theirs = data.draw(st.lists(st.sampled_from(CANDIDATES), max_size=2), label="opponent's permanents")
    spell = (card,)
    seats = (
        PlayerSetup(name=caster, library=("Island",) * 3, mana_pool=pool,
                    hand=(spell if zone == "hand" else ()) + (mine if pays_from == Zone.HAND else ()),
                    graveyard=(spell if zone == "graveyard" else ()) + (mine if pays_from == Zone.GRAVEYARD else ())
                    + (("Colossal Dreadmaw",) if targeting == "card in graveyard" else ()),
                    battlefield=tuple(PermanentSetup(card=c) for c in mine) if pays_from == Zone.BATTLEFIELD else ()),
        PlayerSetup(name=opponent, library=("Island",) * 3,
                    battlefield=tuple(PermanentSetup(card=c) for c in (*theirs, "Grizzly Bears"))))
    if data.draw(st.booleans(), label="the caster sits second"):     # the active player in any seat
        seats = seats[::-1]
    setup = GameSetup(players=seats, active_player=caster)

    def where_it_pays_from(obs):
        return {Zone.HAND: obs.player(caster).hand, Zone.GRAVEYARD: obs.player(caster).graveyard,
                Zone.BATTLEFIELD: [p for p in obs.battlefield if p.controller == caster]}[pays_from]

    varied_setup(setup)
    with fresh_table(make_engine) as table:
        table.load(setup)
        obs = table.observe()
        me = obs.player(caster)
        own = [o for o in where_it_pays_from(obs) if o.name not in (card, "Colossal Dreadmaw")]
        others = [p for p in obs.battlefield if p.controller == opponent] if pays_from == Zone.BATTLEFIELD else []
        can_pay = [(o.id, o.name, quality == "any" or o.name not in LANDS) for o in own]
        good = [c for c in can_pay if c[2]]
        bad = [c for c in can_pay if not c[2]] + [(o.id, o.name, False) for o in others]
        named = data.draw(st.permutations(good), label="the caster's objects, in the order named")[:needed]
        change = data.draw(st.sampled_from(["as asked", "one fewer", "one more", "one that cannot pay",
                                            "another player's permanent"]), label="the payment")
        if change == "one fewer":
            named = named[:-1]
        elif change == "one more":
            named = data.draw(st.permutations(good), label="the caster's objects")[:needed + 1]
        elif change == "one that cannot pay" and bad:
            named = named[:-1] + [data.draw(st.sampled_from(bad), label="one that cannot pay")]
        elif change == "another player's permanent" and others:     # 701.21a: "a permanent you control"
            named = named[:-1] + [data.draw(st.sampled_from(bad[-len(others):]), label="another player's")]
        bears = next(p.id for p in obs.battlefield if p.name == "Grizzly Bears" and p.controller == opponent)
        targets: tuple[Target, ...] = ()
        modes: tuple[int, ...] = ()
        if targeting == "card in graveyard":
            targets = (Target(object=next(o.id for o in me.graveyard if o.name == "Colossal Dreadmaw")),)
        elif targeting == "modes 2 and 3":
            targets, modes = (Target(object=bears), Target(player=opponent)), (2, 3)
        elif targeting == "opponent":                 # Conflagrate: X damage divided among its targets,
            targets = (Target(player=opponent),) if x else ()    # each given at least one (601.2d)
        else:
            targets = (Target(object=bears),)
        legal = len(named) == needed and all(ok for _, _, ok in named)
        before = table.observe()
        cast = CastSpell(player=caster, card=table.find(card, zone=Zone(zone), player=caster),
                         alternative_cost=alternative, targets=targets, modes=modes, x=x,
                         **{field: tuple(i for i, _, _ in named)})
        accepted = table.act(cast, on_question=random_answers(data))
        note(table.gherkin())
        if not legal:
            assert not accepted, (f"{card} was cast paying {field} with {[n for _, n, _ in named]} "
                                  f"(needs {needed} {quality}, the caster's own)")
            table.take_rejection()
            assert table.observe() == before, "a refused payment changed the game"
            return
        assert accepted, f"{card} paying {field} with {[n for _, n, _ in named]} was refused: {table.rejection}"
        still = {o.id for o in where_it_pays_from(table.observe())}
        for object_id, name, _ in named:
            assert object_id not in still, f"{name} ({object_id}) was named to pay {field} and is still there"
        after = table.observe()
        moved = Counter(o.name for o in (after.player(caster).graveyard if _WHERE_TO[field] == Zone.GRAVEYARD
                                         else after.exile))
        for name, n in Counter(n for _, n, _ in named).items():
            assert moved[name] >= n, f"{name} named to pay {field} is not in {_WHERE_TO[field]}"
        for o in own:
            if o.id not in {i for i, _, _ in named}:
                assert o.id in still, f"{o.name} was not named to pay {field} and is gone"
