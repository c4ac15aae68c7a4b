"""Properties of casting costs: flashback always ends in exile (1), emerge pays the colored part in
full and reduces only the generic part (2), escalate adds its cost per extra mode (3), no
alternative or additional cost changes a spell's mana value (10), casting moves the card to the
stack as a new object (13), and mana abilities activated while casting add their mana (14).

Who (issue 16, item 2): Alice casts; two to four players (Alice, Bob, Carol, Dave) sit in any order
(:func:`mtg_conformance.seats.seatings`), so Alice is not always in the first seat; where the spell
is an instant (or has flash) another player may be the active one, and Alice casts in their turn
after the players before her pass (117.1a, 117.3d); a creature sacrificed or a land tapped for mana
may be owned by another player than Alice, who controls it (701.21a: "its controller moves it ... to
its owner's graveyard"; 602.2: only an object's controller activates its abilities)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.capabilities import Undeclared
from mtg_conformance.cards import load_cards
from mtg_conformance.driver import Table
from mtg_conformance.properties import cites, engine_capabilities, expected_mana_value, fresh_table, random_answers
from mtg_conformance.seats import Seating, give_priority_to, seatings
from mtg_conformance.protocol import (
    CastSpell, EventType, GameSetup, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty,
    PermanentSetup, PlaneSetup, PlayerSetup, Target, Zone,
)

LIBRARY = st.lists(st.sampled_from(["Island", "Grizzly Bears", "Forest", "Mountain"]), min_size=3, max_size=6)


def _paid(table: Table, card: str) -> Counter[str]:
    cast = [e for e in table.events if e.type == EventType.SPELL_CAST and e.name == card]
    assert cast, f"{card} was not cast; events: {[e.type for e in table.events]}"
    return Counter(sym.strip("{") for sym in (cast[-1].paid or "").split("}") if sym)


def _zones(table: Table, name: str, owner: str) -> list[Zone]:
    return [z for z, _ in table.locate(table.observe(), name, owner)]


INSTANT_SPEED = frozenset({"Think Twice", "Lightning Bolt", "Burst Lightning", "Elder Deep-Fiend", "Cancel",
                           "Remand"})
"""The cards of this file Alice may cast in another player's turn: instants, and Elder Deep-Fiend
(flash; 117.1a, 702.8a)."""


def _seating(data, card: str) -> Seating:
    """Two to four players in any order; another player may be the active one when ``card`` can
    be cast at instant speed."""
    return data.draw(seatings(others_active=card in INSTANT_SPEED), label="seating")


def _owner(data, seating: Seating, what: str) -> str:
    """Who owns a permanent Alice controls: Alice (the simplest example) or another player."""
    return data.draw(st.sampled_from(("Alice", *seating.opponents("Alice"))), label=f"owner of {what}")


def _owned_by(players: dict[str, PlayerSetup], owner: str, *perms: PermanentSetup) -> None:
    """Put ``perms`` (Alice's) on the battlefield list of ``owner``, controlled by Alice."""
    if owner != "Alice":
        perms = tuple(dataclasses.replace(p, controller="Alice") for p in perms)
    base = players.get(owner) or PlayerSetup(name=owner, library=("Island",) * 3)
    players[owner] = dataclasses.replace(base, battlefield=base.battlefield + perms)


def _alice_acts(table: Table, seating: Seating) -> None:
    """Alice receives priority: the players before her in turn order, from the active player, pass."""
    seating.record("Alice")
    give_priority_to(table, seating, "Alice")


# --------------------------------------------------------------------------------------------
# 1. Flashback
# --------------------------------------------------------------------------------------------

FLASHBACK_SPELLS = {
    # card: (mana for the flashback cost, targets: None / "player" / "creature", needs Otaria)
    "Think Twice": ("{U}{U}{U}", None, False),
    "Deep Analysis": ("{U}{U}", "player", False),
    "Faithless Looting": ("{R}{R}{R}", None, False),
    "Lightning Bolt": ("{R}", "creature", True),
    "Mizzium Mortars": ("{R}{R}", "creature", True),
}


@cites("702.34a")
@pytest.mark.mechanic("flashback")
@given(card=st.sampled_from(sorted(FLASHBACK_SPELLS)),
       way=st.sampled_from(["resolves", "countered", "no legal target", "moved to hand"]),
       library=LIBRARY, data=st.data())
def test_a_spell_cast_with_flashback_always_ends_in_exile(make_engine, card, way, library, data) -> None:
    """Property 1 (702.34a): whichever way a flashback spell leaves the stack, it is exiled; an
    instant cast in another player's turn too, with Bob countering it when priority reaches him.
    Varies: active seat, players, caster ≠ active player."""
    mana, target_kind, needs_otaria = FLASHBACK_SPELLS[card]
    if way == "no legal target" and target_kind != "creature":
        way = "resolves"
    seating = _seating(data, card)
    setup = seating.setup({
        "Alice": PlayerSetup(name="Alice", graveyard=(card, "Forest"), library=tuple(library), mana_pool=mana,
                             hand=("Swamp",)),
        "Bob": PlayerSetup(name="Bob", library=tuple(library), hand=("Cancel", "Remand"), mana_pool="{U}{U}{U}",
                           battlefield=(PermanentSetup(card="Grizzly Bears"),))},
        plane=PlaneSetup(card="Otaria", owner="Alice") if needs_otaria else None)
    with fresh_table(make_engine) as table:
        table.load(setup)
        _alice_acts(table, seating)
        answers = random_answers(data)
        targets = ()
        if target_kind == "player":
            targets = (Target(player="Bob"),)
        elif target_kind == "creature":
            targets = (Target(object=table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)),)
        spell = table.find(card, zone=Zone.GRAVEYARD, player="Alice")
        assert table.act(CastSpell(player="Alice", card=spell, targets=targets, alternative_cost="flashback"),
                         on_question=answers), f"{card} could not be cast with flashback: {table.rejection}"
        if way in ("countered", "moved to hand"):
            stack_id = table.observe().stack[0].id
            assert table.act(PassPriority(player="Alice"))
            give_priority_to(table, seating, "Bob")
            counter = "Cancel" if way == "countered" else "Remand"
            assert table.act(CastSpell(player="Bob", card=table.find(counter, zone=Zone.HAND, player="Bob"),
                                       targets=(Target(object=stack_id),)), on_question=answers), table.rejection
        elif way == "no legal target":
            assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=targets[0].object))
        assert table.act(PassUntilStackEmpty(), on_question=answers), table.rejection
        note(table.gherkin())
        assert _zones(table, card, "Alice") == [Zone.EXILE], \
            f"{card} cast with flashback ({way}) is in {_zones(table, card, 'Alice')}, not exile"


# --------------------------------------------------------------------------------------------
# 2. Emerge
# --------------------------------------------------------------------------------------------

EMERGE = {"Elder Deep-Fiend": ("{5}{U}{U}", 5, 2), "Wretched Gryff": ("{5}{U}", 5, 1)}
SACRIFICES = {
    # how the creature is set up: expected mana value (202.3)
    "Grizzly Bears": (PermanentSetup(card="Grizzly Bears"), 2),
    "Llanowar Elves": (PermanentSetup(card="Llanowar Elves"), 1),
    "Wayward Swordtooth": (PermanentSetup(card="Wayward Swordtooth"), 3),
    "Duplicant": (PermanentSetup(card="Duplicant"), 6),
    "Chittering Host": (PermanentSetup(card="Chittering Host", meld_cards=("Graf Rats", "Midnight Scavengers")), 7),
    "Endless One": (PermanentSetup(card="Endless One", counters={"+1/+1": 4}), 0),
    "Insectile Aberration": (PermanentSetup(card="Delver of Secrets", transformed=True), 1),
    "Clone": (PermanentSetup(card="Clone", copy_of="Chittering Host"), 0),
}


@cites("702.119a", "118.7a")
@pytest.mark.mechanic("emerge")
@given(card=st.sampled_from(sorted(EMERGE)), victim=st.sampled_from(sorted(SACRIFICES)),
       spare=st.integers(0, 3), data=st.data())
def test_emerge_reduces_only_the_generic_part(make_engine, card, victim, spare, data) -> None:
    """Property 2 (702.119a, 118.7a): colored mana paid equals the emerge cost's colored part; generic
    paid is max(0, generic part − the sacrificed creature's mana value); the spell's mana value is
    unchanged. Elder Deep-Fiend (flash) may be cast in another player's turn; the creature sacrificed
    may be owned by another player, and goes to its owner's graveyard (701.21a).
    Varies: active seat, players, caster ≠ active player, owner ≠ controller."""
    _, generic, blue = EMERGE[card]
    permanent, mana_value = SACRIFICES[victim]
    pool = "{U}" * blue + "{C}" * (max(0, generic - mana_value) + spare)
    seating = _seating(data, card)
    # A melded permanent stays its owner's (its two cards meld only for their owner and controller).
    owner = "Alice" if permanent.meld_cards else _owner(data, seating, victim)
    players = {"Alice": PlayerSetup(name="Alice", hand=(card,), library=("Island", "Island"), mana_pool=pool),
               "Bob": PlayerSetup(name="Bob", library=("Island",))}
    _owned_by(players, owner, permanent)
    setup = seating.setup(players)
    with fresh_table(make_engine) as table:
        table.load(setup)
        _alice_acts(table, seating)
        (victim_perm,) = table.observe().battlefield      # the only permanent (a Clone shows its copy's name)
        victim_id = victim_perm.id
        cast = CastSpell(player="Alice", card=table.find(card, zone=Zone.HAND), alternative_cost="emerge",
                         sacrifice=(victim_id,))
        assert table.act(cast, on_question=random_answers(data)), \
            f"{card} for its emerge cost sacrificing {victim} was rejected: {table.rejection}"
        paid = _paid(table, card)
        note(table.gherkin())
        assert paid["U"] == blue, f"paid {dict(paid)} for {card} sacrificing {victim}: colored part reduced"
        assert paid["C"] == max(0, generic - mana_value), \
            f"paid {dict(paid)} for {card} sacrificing {victim} (mana value {mana_value})"
        spell = next(s for s in table.observe().stack if s.kind == "spell")
        if spell.mana_value is not None:
            assert spell.mana_value == load_cards()[card].mana_value
        if not permanent.meld_cards:                                   # 701.21a, 400.3
            assert _zones(table, permanent.card, owner) == [Zone.GRAVEYARD], \
                f"{victim}, owned by {owner} and sacrificed by Alice, is in {_zones(table, permanent.card, owner)} " \
                f"of {owner}'s, not in {owner}'s graveyard"


# --------------------------------------------------------------------------------------------
# 3. Escalate
# --------------------------------------------------------------------------------------------

@cites("702.120a")
@pytest.mark.mechanic("escalate")
@given(modes=st.sets(st.sampled_from([1, 2, 3]), min_size=1), spare=st.integers(0, 2), data=st.data())
def test_escalate_adds_its_cost_for_each_mode_beyond_the_first(make_engine, modes, spare, data) -> None:
    """Property 3 (702.120a): paid = mana cost + (modes − 1) × escalate cost; mana value unchanged.
    Alice (active, a sorcery) sits in any seat of two to four; the player and the opponent targeted
    are any of her opponents.
    Varies: active seat, players."""
    chosen = tuple(sorted(modes))
    seating = _seating(data, "Collective Defiance")
    victims = st.sampled_from(seating.opponents("Alice"))
    setup = seating.setup({
        "Alice": PlayerSetup(name="Alice", hand=("Collective Defiance",), library=("Island",) * 3,
                             mana_pool="{R}{R}" + "{C}" * (len(chosen) + spare)),
        "Bob": PlayerSetup(name="Bob", hand=("Forest",), library=("Island",) * 3,
                           battlefield=(PermanentSetup(card="Grizzly Bears"),))})
    with fresh_table(make_engine) as table:
        table.load(setup)
        per_mode = {1: Target(player=data.draw(victims, label="mode 1 targets")),
                    2: Target(object=table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)),
                    3: Target(player=data.draw(victims, label="mode 3 targets"))}
        cast = CastSpell(player="Alice", card=table.find("Collective Defiance", zone=Zone.HAND), modes=chosen,
                         targets=tuple(per_mode[m] for m in chosen))
        assert table.act(cast, on_question=random_answers(data)), table.rejection
        paid = _paid(table, "Collective Defiance")
        assert paid == Counter({"R": 2, "C": len(chosen)}), \
            f"modes {chosen}: paid {dict(paid)}, expected {{1}}{{R}}{{R}} + {len(chosen) - 1} × {{1}}"
        spell = next(s for s in table.observe().stack if s.kind == "spell")
        if spell.mana_value is not None:
            assert spell.mana_value == 3


# --------------------------------------------------------------------------------------------
# 10. No cost changes mana value
# --------------------------------------------------------------------------------------------

CASTS = [
    # (card, zone, alternative cost, additional costs, x, mana, needs Otaria, targets)
    ("Think Twice", "graveyard", "flashback", (), None, "{U}{U}{U}", False, None),
    ("Deep Analysis", "graveyard", "flashback", (), None, "{U}{U}", False, "player"),
    ("Deep Analysis", "graveyard", "flashback", (), None, "{U}{U}{U}{U}", True, "player"),   # choose_cost
    ("Lightning Bolt", "graveyard", "flashback", (), None, "{R}", True, "player"),
    ("Burst Lightning", "hand", None, ("kicker",), None, "{R}{C}{C}{C}{C}", False, "player"),
    ("Mizzium Mortars", "hand", "overload", (), None, "{R}{R}{R}{C}{C}{C}", False, None),
    ("Blaze", "graveyard", "flashback", (), 2, "{R}{C}{C}", True, "player"),
    ("Wretched Gryff", "hand", "emerge", (), None, "{U}{C}{C}{C}", False, None),
    ("Endless One", "hand", None, (), 2, "{C}{C}", False, None),
]


def _castable(make_engine) -> list[tuple]:
    capabilities = engine_capabilities(make_engine)
    return [c for c in CASTS if (c[2] not in ("flashback", "emerge") or c[2] in capabilities)
            and (not c[6] or "planechase" in capabilities)]


def _cast_setup(card: str, zone: str, mana: str, otaria: bool, seating: Seating = Seating(("Alice", "Bob"), "Alice"),
                bears_owner: str = "Alice") -> GameSetup:
    """Alice with ``card`` in her hand or graveyard, ``mana`` in her pool and Grizzly Bears to
    sacrifice (owned by ``bears_owner``); Bob (and the other players of ``seating``), and Otaria
    (Bob's) as the plane if ``otaria``."""
    alice = PlayerSetup(name="Alice", hand=(card,) if zone == "hand" else (), graveyard=(card,) if zone == "graveyard" else (),
                        library=("Island",) * 3, mana_pool=mana)
    players = {"Alice": alice, "Bob": PlayerSetup(name="Bob", library=("Island",) * 3)}
    _owned_by(players, bears_owner, PermanentSetup(card="Grizzly Bears"))
    return seating.setup(players, plane=PlaneSetup(card="Otaria", owner="Bob") if otaria else None)


def _draw_cast(data, castable: list[tuple]) -> tuple[tuple, Seating, str, GameSetup]:
    """A cast of ``castable``, the seating (another player active for an instant), the owner of the
    Grizzly Bears Alice controls, and the setup."""
    cast = data.draw(st.sampled_from(castable), label="cast")
    card, zone, alternative, additional, x, mana, otaria, target_kind = cast
    seating = _seating(data, card)
    owner = _owner(data, seating, "Grizzly Bears")
    return cast, seating, owner, _cast_setup(card, zone, mana, otaria, seating, owner)


@cites("118.8d", "118.9c", "202.3", "202.3e")
@pytest.mark.mechanic("global")
@pytest.mark.capability("mana-value")
@given(data=st.data())
def test_alternative_and_additional_costs_never_change_mana_value(make_engine, data) -> None:
    """Property 10 (118.8d, 118.9c, 202.3, 202.3e): the spell's mana value on the stack comes from
    its mana cost alone (and X's value), whatever was paid; once it has left the stack (a permanent
    on the battlefield, a card in a graveyard or in exile), X counts as 0 again (202.3e). Instants
    are cast in any player's turn; the Grizzly Bears emerge sacrifices may be another player's.
    Varies: active seat, players, caster ≠ active player, owner ≠ controller."""
    castable = _castable(make_engine)
    if not castable:
        raise Undeclared("the engine declares none of the mechanics with alternative costs")
    (card, zone, alternative, additional, x, mana, otaria, target_kind), seating, _, setup = _draw_cast(data, castable)
    with fresh_table(make_engine) as table:
        table.load(setup)
        _alice_acts(table, seating)
        action = CastSpell(player="Alice", card=table.find(card, zone=Zone(zone)), alternative_cost=alternative,
                           additional_costs=additional, x=x,
                           targets=(Target(player="Bob"),) if target_kind == "player" else (),
                           sacrifice=(table.find("Grizzly Bears", zone=Zone.BATTLEFIELD),) if alternative == "emerge" else ())
        assert table.act(action, on_question=random_answers(data)), f"{action} was rejected: {table.rejection}"
        spell = next(s for s in table.observe().stack if s.kind == "spell")
        assert spell.mana_value == expected_mana_value(card, None, x), \
            f"{card} cast with {alternative or 'its mana cost'} {additional} has mana value {spell.mana_value}"
        assert table.act(PassUntilStackEmpty(), random_answers(data)), table.rejection
        after = table.observe()
        note(table.gherkin())
        where = [(f"the permanent {v.name}", v.mana_value) for v in after.battlefield if v.name == card]
        where += [(f"the card {v.name} ({zone})", v.mana_value) for zone, views in
                  [("exile", after.exile)] + [(f"{pl.name}'s {z}", getattr(pl, z)) for pl in after.players
                                              for z in ("graveyard", "hand", "library")]
                  for v in views if v.name == card]
        assert where, f"{card} is nowhere after resolving"
        for what, value in where:
            assert value is None or value == expected_mana_value(card), \
                f"{what} has mana value {value} off the stack, where X is 0 (202.3e); cast with X={x}"


@cites("118.8", "118.9d", "601.2f", "702.34a")
@pytest.mark.mechanic("flashback")
@given(way=st.sampled_from(["mana cost", "flashback"]), victim=st.sampled_from(["Grizzly Bears", "Llanowar Elves"]),
       plane_owner=st.sampled_from(["Alice", "Bob"]), data=st.data())
def test_a_mandatory_additional_cost_is_paid_under_an_alternative_cost(make_engine, way, victim, plane_owner,
                                                                      data) -> None:
    """Property 10b (118.8, 118.9d, 601.2f): Bone Splinters' sacrifice is a mandatory additional
    cost; it is added to whatever cost is paid, its mana cost from the hand or the flashback cost
    Otaria gives it in the graveyard (702.34a; the flashback cost is its mana cost, {B}). Cast
    without a creature to sacrifice, it is rejected and nothing changes; cast sacrificing one, that
    creature is sacrificed, {B} is paid, and a flashback spell ends in exile. Alice sits in any
    seat of two to four; the creature she sacrifices may be owned by another player, and goes to
    its owner's graveyard (701.21a); a creature she owns but Bob controls cannot be sacrificed.
    Varies: active seat, players, owner ≠ controller."""
    flashback = way == "flashback"
    if flashback and "planechase" not in engine_capabilities(make_engine):
        # test audit 2, P13: this example only, counted by the plugin (a pytest.skip inside an example
        # skipped the whole property, its "mana cost" half too)
        raise Undeclared("Otaria (a plane) gives Bone Splinters flashback: the engine does not declare planechase")
    seating = _seating(data, "Bone Splinters")
    owner = _owner(data, seating, victim)
    other = "Llanowar Elves" if victim == "Grizzly Bears" else "Grizzly Bears"
    players = {"Alice": PlayerSetup(name="Alice", hand=() if flashback else ("Bone Splinters",),
                                    graveyard=("Bone Splinters",) if flashback else (), library=("Island",) * 3,
                                    mana_pool="{B}",
                                    # Alice owns it, Bob controls it: she cannot sacrifice it (701.21a)
                                    battlefield=(PermanentSetup(card="Wayward Swordtooth", controller="Bob"),)),
               "Bob": PlayerSetup(name="Bob", library=("Island",) * 3,
                                  battlefield=(PermanentSetup(card="Centaur Courser"),))}
    _owned_by(players, owner, PermanentSetup(card=victim))
    _owned_by(players, "Alice", PermanentSetup(card=other))
    setup = seating.setup(players, plane=PlaneSetup(card="Otaria", owner=plane_owner) if flashback else None)
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        zone = Zone.GRAVEYARD if flashback else Zone.HAND
        cast = CastSpell(player="Alice", card=table.find("Bone Splinters", zone=zone),
                         alternative_cost="flashback" if flashback else None,
                         targets=(Target(object=table.find("Centaur Courser", zone=Zone.BATTLEFIELD)),))
        before = table.observe()
        assert not table.act(cast, answers), f"Bone Splinters was cast by {way} without sacrificing a creature"
        table.take_rejection()
        assert table.observe() == before, "a rejected cast changed the game"
        theirs = table.find("Wayward Swordtooth", zone=Zone.BATTLEFIELD)
        assert not table.act(dataclasses.replace(cast, sacrifice=(theirs,)), answers), \
            "Alice sacrificed Wayward Swordtooth, which she owns but Bob controls (701.21a)"
        table.take_rejection()
        assert table.observe() == before, "a rejected cast changed the game"
        victim_id = table.find(victim, zone=Zone.BATTLEFIELD)
        assert table.act(dataclasses.replace(cast, sacrifice=(victim_id,)), answers), table.rejection
        note(table.gherkin())
        assert _paid(table, "Bone Splinters") == Counter({"B": 1})
        assert _zones(table, victim, owner) == [Zone.GRAVEYARD], \
            f"{victim} (owned by {owner}) was not sacrificed into its owner's graveyard (701.21a)"
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        assert _zones(table, "Centaur Courser", "Bob") == [Zone.GRAVEYARD]
        assert _zones(table, "Bone Splinters", "Alice") == [Zone.EXILE if flashback else Zone.GRAVEYARD]


# --------------------------------------------------------------------------------------------
# 13. Casting moves the card to the stack as a new object
# --------------------------------------------------------------------------------------------

@cites("601.2a", "400.7", "601.2h", "119.4", "701.21a")
@pytest.mark.mechanic("global")
@given(data=st.data())
def test_casting_moves_the_card_to_the_stack_as_a_new_object(make_engine, data) -> None:
    """Property 13 (601.2a, 400.7): casting moves the card from where it is to the stack, where it is
    a new object. The action's events hold one ``zone_change`` for that card, with its old id as
    ``previous``, the spell's id as ``object``, its owner, its name and both zones; the
    ``spell_cast`` event names the spell's id and the zone it was cast from. (Kills the mutants of
    engine/casting.py that drop or blank a field of the ``zone_change`` event of 601.2a or the zone
    the card came from: x_cast_spell__mutmut_88, 112, 113, 115, 116, 119, 120, 122, 123, 365, 372.)
    The costs paid are reported as they are paid (601.2h): life paid as ``life_changed`` events of the
    caster that add up to the change of their life total (119.4), each creature sacrificed as a
    ``sacrificed`` event with its id and the caster, then its ``zone_change`` to the graveyard (701.21a).
    (Kills x_cast_spell__mutmut_318..324, 327, 329, 331, 333.) Every question asked while casting is
    asked to the caster, with a prompt and its options (the protocol's Question; kills
    x__alternative_cost__mutmut_39..45: the ``choose_cost`` question of a card with two flashback costs.)
    An instant may be cast in another player's turn, and the creature sacrificed may be owned by
    another player: the ``sacrificed`` event still names Alice, who sacrificed it.
    Varies: active seat, players, caster ≠ active player, owner ≠ controller."""
    castable = _castable(make_engine)
    (card, zone, alternative, additional, x, mana, otaria, target_kind), seating, _, setup = _draw_cast(data, castable)
    with fresh_table(make_engine) as table:
        table.load(setup)
        _alice_acts(table, seating)
        card_id = table.find(card, zone=Zone(zone))
        sacrifice = (table.find("Grizzly Bears", zone=Zone.BATTLEFIELD),) if alternative == "emerge" else ()
        action = CastSpell(player="Alice", card=card_id, alternative_cost=alternative,
                           additional_costs=additional, x=x,
                           targets=(Target(player="Bob"),) if target_kind == "player" else (), sacrifice=sacrifice)
        answers = random_answers(data)

        def answer(question):
            assert question.player == "Alice" and question.prompt and question.options, \
                f"casting {card}, Alice's spell, asked {question}"
            return answers(question)

        life_before = next(p.life for p in table.observe().players if p.name == "Alice")
        assert table.act(action, on_question=answer), f"{action} was rejected: {table.rejection}"
        note(table.gherkin())
        spell = next(s for s in table.observe().stack if s.kind == "spell")
        assert spell.id != card_id, f"the spell on the stack kept the card's id {card_id} (400.7)"
        moves = [e for e in table.last_events if e.type == EventType.ZONE_CHANGE and e.previous == card_id]
        assert len(moves) == 1, f"casting {card} reported {len(moves)} zone_change events for {card_id}: {moves}"
        (move,) = moves
        assert (move.object, move.name, move.player, move.from_zone, move.to_zone) == \
            (spell.id, card, "Alice", Zone(zone), Zone.STACK), f"casting {card} from the {zone}: {move}"
        (cast,) = [e for e in table.last_events if e.type == EventType.SPELL_CAST]
        assert (cast.object, cast.from_zone) == (spell.id, Zone(zone)), f"casting {card} from the {zone}: {cast}"
        life_after = next(p.life for p in table.observe().players if p.name == "Alice")
        lost = [e for e in table.last_events if e.type == EventType.LIFE_CHANGED]
        assert all(e.player == "Alice" for e in lost) and sum(e.amount for e in lost) == life_after - life_before, \
            f"Alice's life went from {life_before} to {life_after}; life_changed events: {lost}"
        for victim in sacrifice:
            sacrificed = [e for e in table.last_events if e.type == EventType.SACRIFICED and e.object == victim]
            assert [(e.player, e.name) for e in sacrificed] == [("Alice", "Grizzly Bears")], \
                f"sacrificing {victim} for {card}: {sacrificed}"
            assert [e.to_zone for e in table.last_events if e.type == EventType.ZONE_CHANGE and e.previous == victim] \
                == [Zone.GRAVEYARD], f"{victim}, sacrificed for {card}, did not go to the graveyard"


# --------------------------------------------------------------------------------------------
# 14. Mana abilities activated while casting add their mana to the pool
# --------------------------------------------------------------------------------------------

_LAND_MANA = {"Island": "U", "Forest": "G", "Mountain": "R"}


def _symbols(mana: str) -> Counter[str]:
    return Counter(sym.strip("{") for sym in (mana or "").split("}") if sym)


@cites("601.2g", "605.3a", "605.3b", "106.4")
@pytest.mark.mechanic("global")
@given(lands=st.lists(st.sampled_from(sorted(_LAND_MANA)), min_size=1, max_size=4),
       pool=st.lists(st.sampled_from(["U", "G", "R"]), max_size=3), data=st.data())
def test_mana_abilities_activated_while_casting_add_their_mana(make_engine, lands, pool, data) -> None:
    """Property 14 (601.2g, 605.3a, 605.3b, 106.4): each mana ability activated while a spell is cast
    adds its mana to the caster's mana pool at once (one ``mana_added`` event naming the mana); the
    costs are paid from the pool, and what was not spent stays there: the pool afterwards is the pool
    before, plus the mana added, minus the mana paid. (Kills x_activate_mana_ability__mutmut_36, 39,
    44, 48 of engine/casting.py: mana added as = 1 or += 2, or a mana_added event without the mana.)
    Think Twice is an instant: Alice may cast it in another player's turn; the lands she taps may be
    owned by other players: she controls them, so she activates their mana abilities (602.2) and the
    mana is hers.
    Varies: active seat, players, caster ≠ active player, owner ≠ controller."""
    lands = ["Island", *lands]                       # Think Twice ({1}{U}) is always payable
    before = Counter(pool) + Counter(_LAND_MANA[land] for land in lands)
    seating = _seating(data, "Think Twice")
    players = {"Alice": PlayerSetup(name="Alice", hand=("Think Twice",), library=("Forest",) * 3,
                                    mana_pool="".join(f"{{{m}}}" for m in pool)),
               "Bob": PlayerSetup(name="Bob", library=("Island",) * 3)}
    for i, land in enumerate(lands):
        _owned_by(players, _owner(data, seating, f"land {i}"), PermanentSetup(card=land))
    setup = seating.setup(players)
    with fresh_table(make_engine) as table:
        table.load(setup)
        _alice_acts(table, seating)
        sources = tuple(perm.id for perm in table.observe().battlefield)
        assert table.act(CastSpell(player="Alice", card=table.find("Think Twice", zone=Zone.HAND),
                                   mana_abilities=sources), on_question=random_answers(data)), table.rejection
        note(table.gherkin())
        added = [e for e in table.last_events if e.type == EventType.MANA_ADDED]
        assert sorted((e.player, e.paid) for e in added) == \
            sorted(("Alice", f"{{{_LAND_MANA[land]}}}") for land in lands), \
            f"mana_added events {[(e.player, e.paid) for e in added]} for tapping {lands}"
        paid = _paid(table, "Think Twice")
        assert sum(paid.values()) == 2 and paid["U"] >= 1, f"paid {dict(paid)} for Think Twice ({{1}}{{U}})"
        alice = next(p for p in table.observe().players if p.name == "Alice")
        assert _symbols(alice.mana_pool) == before - paid, \
            f"pool {alice.mana_pool!r} after tapping {lands} with {pool} floating and paying {dict(paid)}"
        assert all(perm.tapped for perm in table.observe().battlefield), "a land whose mana ability was activated is untapped"
