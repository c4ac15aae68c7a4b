"""legal_actions lists the casts that pay costs which are not mana (601.2b, 601.2h; issue 17's cost
model): which cards are discarded or exiled and which permanents are sacrificed is the caster's
choice, so each way to pay is its own legal action (``costs.payments``, ``legal._casts``), and every
one listed is accepted by ``act``. Also the regression for the pre-check that ignored cost
reductions (601.2f: Goblin Electromancer lets X be one more than the mana in pool)."""

from __future__ import annotations

import itertools

import pytest

from mtg_reference_engine import costs
from mtg_reference_engine import ReferenceEngine
from mtg_conformance.protocol import (
    CastSpell, GameSetup, IllegalAction, MalformedRequest, PermanentSetup, PlayerSetup, Step, Target, Unsupported,
)


def _engine(hand=(), graveyard=(), battlefield=(), pool="", step=Step.PRECOMBAT_MAIN, bob=("Grizzly Bears",)):
    engine = ReferenceEngine()
    engine.setup(GameSetup(players=(
        PlayerSetup(name="Alice", hand=tuple(hand), graveyard=tuple(graveyard), library=("Island",) * 3,
                    battlefield=tuple(PermanentSetup(card=c) for c in battlefield), mana_pool=pool),
        PlayerSetup(name="Bob", library=("Island",) * 3, battlefield=tuple(PermanentSetup(card=c) for c in bob))),
        active_player="Alice", step=step, turn=3))
    return engine


def _ids(engine, zone, names=None) -> list[str]:
    obs = engine.observe()
    alice = obs.players[0]
    objs = {"hand": alice.hand, "graveyard": alice.graveyard,
            "battlefield": [p for p in obs.battlefield if p.controller == "Alice"]}[zone]
    return [o.id for o in objs if names is None or o.name in names]


def _casts(engine, name) -> list[CastSpell]:
    obs = engine.observe()
    ids = {c.id for p in obs.players for c in (*p.hand, *p.graveyard) if c.name == name}
    return [a for a in engine.legal_actions("Alice") if isinstance(a, CastSpell) and a.card in ids]


def _all_accepted(make, actions) -> None:
    for action in actions:
        engine = make()
        engine.act(action, ())          # raises IllegalAction if the listing was wrong


def test_escalate_discard_lists_each_card_that_may_be_discarded_once_per_set() -> None:
    """702.120a "Escalate—Discard a card" once per mode beyond the first: with modes 1 and 3 each
    other card of the hand is one payment; with all three modes each pair of them, once (the two
    discards are the same instruction: the order they are named in changes nothing)."""
    def make():
        return _engine(hand=("Collective Brutality", "Island", "Forest", "Mountain"), pool="{B}{B}")
    engine = make()
    others = _ids(engine, "hand", {"Island", "Forest", "Mountain"})
    casts = _casts(engine, "Collective Brutality")
    two = {a.discard for a in casts if a.modes == (1, 3) and a.targets == (Target(player="Bob"),) * 2}
    assert two == {(o,) for o in others}
    three = [tuple(sorted(a.discard)) for a in casts if a.modes == (1, 2, 3)
             and a.targets[1] == casts[-1].targets[1]]
    assert sorted(three) == sorted(tuple(sorted(p)) for p in itertools.combinations(others, 2))
    assert all(not a.discard for a in casts if len(a.modes) == 1)
    _all_accepted(make, casts)


def test_flashback_that_sacrifices_three_creatures_is_listed_with_each_set_of_three() -> None:
    """Dread Return's "Flashback—Sacrifice three creatures" (702.34a, 701.21a): each set of three
    creatures the caster controls (not the land, not the opponent's creature) is one cast."""
    def make():
        return _engine(graveyard=("Dread Return", "Grizzly Bears"),
                       battlefield=("Grizzly Bears", "Llanowar Elves", "Grizzly Bears", "Llanowar Elves", "Forest"))
    engine = make()
    creatures = _ids(engine, "battlefield", {"Grizzly Bears", "Llanowar Elves"})
    casts = [a for a in _casts(engine, "Dread Return") if a.alternative_cost == "flashback"]
    assert sorted(tuple(sorted(a.sacrifice)) for a in casts) == \
        sorted(tuple(sorted(c)) for c in itertools.combinations(creatures, 3))
    _all_accepted(make, casts)


def test_an_x_that_counts_cards_to_exile_ranges_over_the_graveyard() -> None:
    """Harvest Pyre: "As an additional cost to cast this spell, exile X cards from your graveyard"
    (107.3a: X is announced; 601.2h). Its mana cost has no X: X still goes from 0 to the number of
    cards in the graveyard, each set of X cards once."""
    def make():
        return _engine(hand=("Harvest Pyre",), graveyard=("Island", "Forest", "Lightning Bolt"), pool="{R}{C}")
    engine = make()
    grave = _ids(engine, "graveyard")
    casts = _casts(engine, "Harvest Pyre")
    for x in range(4):
        assert sorted(tuple(sorted(a.exile)) for a in casts if a.x == x) == \
            sorted(tuple(sorted(c)) for c in itertools.combinations(grave, x)) * 1, x
    assert all(a.x is not None for a in casts)
    _all_accepted(make, casts)


def test_flashback_that_discards_x_cards_and_any_number_of_targets() -> None:
    """Conflagrate: "Flashback—{R}{R}, Discard X cards." and "X damage divided as you choose among
    any number of targets" (115.3): casts with one target are listed, each discarding X cards of the
    hand, for X ≥ 1 only (601.2d: each target receives at least one); X = 0 is cast with no target
    (115.6: "any number" allows zero targets)."""
    def make():
        return _engine(hand=("Island", "Forest"), graveyard=("Conflagrate",), pool="{R}{R}")
    engine = make()
    hand = _ids(engine, "hand")
    casts = [a for a in _casts(engine, "Conflagrate") if a.alternative_cost == "flashback"]
    assert {(a.x, tuple(sorted(a.discard))) for a in casts if a.targets == (Target(player="Bob"),)} == \
        {(1, (hand[0],)), (1, (hand[1],)), (2, tuple(sorted(hand)))}
    assert 0 in [a.x for a in casts if not a.targets]
    _all_accepted(make, [a for a in casts if len(a.targets) <= 1])


def test_a_divided_amount_of_zero_takes_no_target() -> None:
    """601.2d: "Each of these targets must receive at least one of whatever is being divided":
    Conflagrate with X = 0 and a target is rejected, changing nothing (found by the mutation sample
    of 2026-12-02: the engine accepted it); with X = 0 and no target it is cast (115.6)."""
    engine = _engine(hand=("Island", "Forest"), graveyard=("Conflagrate",), pool="{R}{R}")
    card = _ids(engine, "graveyard")[0]
    before = engine.observe()
    with pytest.raises(IllegalAction) as rejected:
        engine.act(CastSpell(player="Alice", card=card, alternative_cost="flashback", x=0,
                             targets=(Target(player="Bob"),)), ())
    assert rejected.value.rule == "601.2d"
    assert engine.observe() == before
    engine.act(CastSpell(player="Alice", card=card, alternative_cost="flashback", x=0), ())
    assert [item.name for item in engine.observe().stack] == ["Conflagrate"]


def test_a_cost_reduction_lets_x_be_more_than_the_mana_in_pool() -> None:
    """601.2f, 118.7a: with Goblin Electromancer ("Instant and sorcery spells you cast cost {1} less
    to cast") Blaze with X = 2 costs {1}{R}, payable with {R}{C}: it is listed (the pre-check once
    compared the cost before reductions with the pool and left it out)."""
    engine = _engine(hand=("Blaze",), battlefield=("Goblin Electromancer",), pool="{R}{C}")
    xs = {a.x for a in _casts(engine, "Blaze")}
    assert xs == {0, 1, 2}


def test_payments_offer_each_set_once_and_nothing_when_too_few() -> None:
    """costs.payments: one instruction taking two cards gives the combinations; the same
    instruction twice gives the same sets, not their orders; too few objects give none (118.6)."""
    engine = _engine(hand=("Island", "Forest", "Mountain"))
    game = engine.game
    one = costs.CostAction("discard", 1, "card")
    two = costs.CostAction("discard", 2, "cards")
    hand = [o.id for o in game.player("Alice").hand]
    pairs = sorted(tuple(sorted(p)) for p in itertools.combinations(hand, 2))
    assert sorted(tuple(sorted(p["discard"])) for p in costs.payments(game, "Alice", [two], None)) == pairs
    twice = [p["discard"] for p in costs.payments(game, "Alice", [one, one], None)]
    assert sorted(tuple(sorted(p)) for p in twice) == pairs and len(twice) == 3
    assert list(costs.payments(game, "Alice", [costs.CostAction("discard", 4, "cards")], None)) == []
    assert list(costs.payments(game, "Alice", [one], None, leaving=hand[:2])) == [{"discard": (hand[2],)}]


def test_a_cast_the_engine_cannot_resolve_is_refused_as_it_is_cast() -> None:
    """Found by the main-phase legal-actions property once casts with fewer targets were listed:
    Conflagrate with two targets was accepted and only its resolution was Unsupported (the division,
    601.2d, has no protocol field), so no player could pass priority. It is refused as it is cast,
    changing nothing, and is not listed; with one target it is listed."""
    engine = _engine(hand=("Island", "Forest"), graveyard=("Conflagrate",), pool="{R}{R}")
    card = _ids(engine, "graveyard")[0]
    before = engine.observe()
    with pytest.raises(Unsupported):
        engine.act(CastSpell(player="Alice", card=card, alternative_cost="flashback", x=2,
                             discard=tuple(_ids(engine, "hand")),
                             targets=(Target(player="Bob"), Target(player="Alice"))), ())
    assert engine.observe() == before
    casts = _casts(engine, "Conflagrate")
    assert casts and all(len(a.targets) <= 1 for a in casts) and any(a.targets for a in casts)


@pytest.mark.parametrize("field", ["sacrifice", "mana_abilities", "discard", "tap", "exile", "return_to_hand"])
def test_an_unknown_id_among_what_pays_a_cast_is_a_malformed_request(field: str) -> None:
    """docs/protocol.md §3: "An unknown id is a `MalformedRequest`", whichever field of the action
    names it (found by the mutation sample of 2026-12-02: only `sacrifice` and `mana_abilities`
    were checked). The game is left as it was."""
    engine = _engine(hand=("Island", "Forest"), graveyard=("Conflagrate",), pool="{R}{R}")
    card = _ids(engine, "graveyard")[0]
    before = engine.observe()
    with pytest.raises(MalformedRequest, match="no-such-object"):
        engine.act(CastSpell(player="Alice", card=card, alternative_cost="flashback", x=1,
                             targets=(Target(player="Bob"),), **{field: ("no-such-object",)}), ())
    assert engine.observe() == before
