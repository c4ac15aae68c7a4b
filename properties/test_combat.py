"""Properties of combat (CR 506–510, 702.9b, 702.111b, 702.131), checked through the protocol against
any engine that declares the ``combat`` capability.

Combat is not one of the suite's mechanics, but scenarios of explore (Emperor's Vanguard) and meld
(Chittering Host) attack and block, so an engine must get the declarations and the damage right.
One random combat per example: random creatures (tapped or not, under their controller's control
since the turn began or not, owned by their controller or by another player), a random declaration
of attackers, then of blockers (or none, by advancing), then combat damage. Alice is the active
player; two to four players sit in any order (she is not always in the first seat); her attackers
attack any of her opponents, and Bob, the defending player of the blockers property, is not always
the next player in turn order. Legality is decided from the rules alone, by an oracle below:

* 508.1a / 302.6: attackers are untapped creatures the active player controls, each with haste or
  controlled since the turn began, each declared once; 508.1b: each attacks an opponent;
* 509.1a: blockers are untapped creatures the defending player controls (whoever owns them), each
  declared once, each blocking a creature that attacks that player; a player nothing attacks
  declares no blockers;
* 508.1c / 509.1b: Wayward Swordtooth "can't attack or block unless you have the city's blessing",
  which a player gets as soon as they control ten or more permanents, one with ascend (702.131b);
* 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach;
  flying printed or granted (Cobbled Wings, "Equipped creature has flying.", attached to one of
  Alice's attackers or Bob's blockers in the blockers property);
* 702.111b: a creature with menace (printed, or given by Chittering Host's "other creatures you
  control get +1/+0 and gain menace until end of turn") can't be blocked except by two or more;
* 508.1f: attacking creatures become tapped; after a declaration nothing is awaited any more;
* 510.1a–d, 510.2: an unblocked attacker deals damage equal to its power to the player it attacks,
  a blocked one deals its power to the creatures blocking it (divided as its controller chooses),
  a blocker deals its power to the creature it blocks; 704.5g: a creature with lethal damage dies.

Mutants of engine/combat.py (mutmut 3.8.1) this file kills: see docs/mutation/D-combat-explore-lands.md.
"""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import awaits_declaration, cites, engine_capabilities, fresh_table, reached
from mtg_conformance.seats import Seating, seatings
from mtg_conformance.protocol import (
    AdvanceTo, Attack, Block, Capability, DeclareAttackers, DeclareBlockers, EventType, GameSetup,
    Observation, PassUntilStackEmpty, PermanentSetup, PlayerSetup, Question, QuestionKind, Step,
)

pytestmark = [pytest.mark.mechanic("global"), pytest.mark.capability("combat")]

BASIC = ("Grizzly Bears", "Llanowar Elves", "Centaur Courser", "Forest")
"""Cards every engine can be given: three creatures without abilities that matter here, a land."""
BY_CAPABILITY = {
    Capability.EMERGE: ("Wretched Gryff",),          # flying
    Capability.LAND_PLAYS: ("Wayward Swordtooth",),  # can't attack or block without the city's blessing
    Capability.MELD: ("Chittering Host",),           # haste, menace (a melded permanent)
}
MELD_CARDS = ("Graf Rats", "Midnight Scavengers")
BOB_LIFE = 60
"""Every opponent's life: enough that no combat here ends the game."""

Owned = tuple[str, PermanentSetup]
"""A permanent of the setup and its owner (the player in whose ``battlefield`` list it goes)."""


def _permanent(name: str, tapped: bool, sick: bool, controller: str | None = None) -> PermanentSetup:
    if name == "Chittering Host":
        return PermanentSetup(card=name, meld_cards=MELD_CARDS, tapped=tapped, summoning_sick=sick)
    return PermanentSetup(card=name, tapped=tapped, summoning_sick=sick, controller=controller)


@st.composite
def battlefields(draw: st.DrawFn, pool: tuple[str, ...], controller: str, players: tuple[str, ...]) -> tuple[Owned, ...]:
    """Up to four random permanents ``controller`` controls (tapped or not, owned by them or by
    another player), plus sometimes Forests. Whether a permanent came under its controller's control
    this turn is drawn per card name, so that the property can tell which ids are summoning sick
    from the names alone."""
    owners = st.sampled_from((controller,) + tuple(n for n in players if n != controller))
    cards = draw(st.lists(st.tuples(st.sampled_from(pool), st.booleans(), owners), max_size=4))
    sick = draw(st.sets(st.sampled_from(pool)))
    forests = draw(st.sampled_from([0, 0, 0, 6, 9]))       # nine Forests and a Swordtooth: ten permanents
    return tuple((controller if n == "Chittering Host" else owner,          # (a melded permanent: its owner's)
                  _permanent(n, t, n in sick, None if owner == controller or n == "Chittering Host" else controller))
                 for n, t, owner in cards) + tuple((controller, PermanentSetup(card="Forest")) for _ in range(forests))


def _controlled(setup: GameSetup, player: str) -> list[PermanentSetup]:
    """The permanents of the setup ``player`` controls, whoever owns them."""
    return [perm for p in setup.players for perm in p.battlefield if (perm.controller or p.name) == player]


def _keywords(name: str) -> set[str]:
    return set(load_cards()[name].keywords)


WINGS = "Cobbled Wings"
"""An Equipment that grants flying ("Equipped creature has flying."): 702.9b with a keyword a
creature does not print."""


def _winged(setup: GameSetup, obs: Observation) -> frozenset[str]:
    """The ids of the creatures wearing Cobbled Wings: the setup names the creature (a permanent of
    that name its controller controls); which one of several of that name is the engine's choice,
    seen on the battlefield (``attached_to``)."""
    named = {perm.attached_to for p in setup.players for perm in p.battlefield if perm.card == WINGS}
    perms = {p.id: p for p in obs.battlefield}
    ids = frozenset(p.attached_to for p in obs.battlefield if p.name == WINGS and p.attached_to in perms)
    assert {perms[i].name for i in ids} == {n for n in named if n in {p.name for p in obs.battlefield}}, \
        f"Cobbled Wings is attached to {sorted(perms[i].name for i in ids)}; the setup attached it to {sorted(named)}"
    return ids


def _flies(perm, winged: frozenset[str]) -> bool:
    return "Flying" in _keywords(perm.name) or perm.id in winged


def _blessed(setup: GameSetup, player: str) -> bool:
    """702.131b: ten or more permanents, one of them with ascend (the count only drops later)."""
    mine = _controlled(setup, player)
    return len(mine) >= 10 and any("Ascend" in _keywords(p.card) for p in mine)


def _attack_is_legal(obs: Observation, attacks: tuple[Attack, ...], sick: set[str], blessed: dict[str, bool]) -> bool:
    perms = {p.id: p for p in obs.battlefield}
    ids = [a.attacker for a in attacks]
    if len(set(ids)) != len(ids):
        return False                                                    # 508.1a: each creature once
    opponents = {p.name for p in obs.players if p.in_game and p.name != obs.active_player}
    for a in attacks:
        perm = perms[a.attacker]
        if perm.controller != obs.active_player or "Creature" not in perm.types or perm.tapped:
            return False                                                # 508.1a
        if a.attacker in sick and "Haste" not in _keywords(perm.name):
            return False                                                # 302.6
        if perm.name == "Wayward Swordtooth" and not blessed[perm.controller]:
            return False                                                # 508.1c
        if a.defender not in opponents:
            return False                                                # 508.1b
    return True


def _block_is_legal(obs: Observation, blocks: tuple[Block, ...], defender: str, attacking: dict[str, str],
                    menace: set[str], blessed: dict[str, bool], winged: frozenset[str] = frozenset()) -> bool:
    perms = {p.id: p for p in obs.battlefield}
    ids = [b.blocker for b in blocks]
    if len(set(ids)) != len(ids):
        return False                                                    # 509.1a: each creature once
    for b in blocks:
        blocker = perms[b.blocker]
        if blocker.controller != defender or "Creature" not in blocker.types or blocker.tapped:
            return False                                                # 509.1a
        if attacking.get(b.attacker) != defender:
            return False                                                # 509.1a
        if blocker.name == "Wayward Swordtooth" and not blessed[defender]:
            return False                                                # 509.1b
        if _flies(perms[b.attacker], winged) and not (_flies(blocker, winged) or "Reach" in _keywords(blocker.name)):
            return False                                                # 702.9b
    per_attacker = Counter(b.attacker for b in blocks)
    return all(n >= 2 for a, n in per_attacker.items() if a in menace)   # 702.111b


def _can_block(obs: Observation, attacking: dict[str, str], menace: set[str], blessed: dict[str, bool],
               winged: frozenset[str] = frozenset()) -> bool:
    """Whether Bob has a real decision (509.1a): some legal declaration other than the empty one,
    a single creature blocking an attacker without menace, or two blocking one with menace (702.111b)."""
    for attacker in attacking:
        able = [p.id for p in obs.battlefield
                if _block_is_legal(obs, (Block(blocker=p.id, attacker=attacker),), "Bob", attacking, set(), blessed,
                                   winged)]
        if len(able) >= (2 if attacker in menace else 1):
            return True
    return False


def _rejected(table, action, obs: Observation, why: str) -> None:
    """``action`` is illegal by the rules: the engine must reject it and change nothing."""
    accepted = table.act(action)
    changed = False
    if not accepted:
        table.take_rejection()
        changed = table.observe() != obs
    if accepted or changed:
        note(table.gherkin())       # the game so far, written only for an example that fails here
    assert not accepted, f"{action} was accepted; by the rules it is illegal ({why})"
    assert not changed, f"the rejected {action} changed the game"


def _candidates(obs: Observation) -> list[str]:
    """Every permanent, but only one of each player's Forests (they are all alike)."""
    seen, ids = set(), []
    for p in obs.battlefield:
        if p.name == "Forest" and (p.controller, p.name) in seen:
            continue
        seen.add((p.controller, p.name))
        ids.append(p.id)
    return ids


def _setup(data, caps: frozenset[str], *, ready: bool) -> tuple[GameSetup, bool, Seating]:
    """Alice (active, in her precombat main phase), Bob and maybe Carol and Dave, seated in any
    order, with random battlefields (some permanents owned by another player than the one who
    controls them); with ``ready``, Alice also controls one to three untapped creatures she has
    controlled since the turn began, and Bob one to three untapped creatures. Maybe Alice also
    controls Graf Rats and Midnight Scavengers (they meld at the beginning of combat)."""
    pool = BASIC + tuple(c for cap, cards in BY_CAPABILITY.items() if cap in caps for c in cards)
    seating = data.draw(seatings(), label="seating")
    meld = Capability.MELD in caps and data.draw(st.booleans(), label="Graf Rats and Midnight Scavengers")
    alice = data.draw(battlefields(pool, "Alice", seating.order), label="Alice's battlefield")
    if ready:
        sick = {p.card for _, p in alice if p.summoning_sick}
        # The cards with abilities that matter first: examples are drawn simplest (first) first.
        attackers = [c for c in reversed(pool) if c != "Forest" and c not in sick]
        if not attackers:
            # Every creature name of a small pool is already summoning sick here (sickness is drawn
            # per name): the sick ones go, so that a name stays enough to tell which ids are sick.
            alice = tuple((owner, perm) for owner, perm in alice if not perm.summoning_sick)
            attackers = [c for c in reversed(pool) if c != "Forest"]
        if Capability.EXPLORE in caps:
            attackers.insert(0, "Emperor's Vanguard")
        alice = tuple(("Alice", _permanent(c, False, False)) for c in data.draw(
            st.lists(st.sampled_from(attackers), min_size=1, max_size=3), label="Alice's attackers")) + alice
    if meld:
        alice += tuple(("Alice", PermanentSetup(card=c)) for c in MELD_CARDS)
    bob = data.draw(battlefields(pool, "Bob", seating.order), label="Bob's battlefield")
    if ready:                                # and Bob one to three untapped creatures
        bob = tuple(("Bob", _permanent(c, False, False)) for c in data.draw(st.lists(
            st.sampled_from([c for c in reversed(pool) if c != "Forest"]), min_size=1, max_size=3),
            label="Bob's blockers")) + bob
    others = tuple(owned for n in seating.order if n not in ("Alice", "Bob")
                   for owned in data.draw(battlefields(pool, n, seating.order), label=f"{n}'s battlefield"))
    library = data.draw(st.lists(st.sampled_from(["Grizzly Bears", "Forest"]), min_size=3, max_size=3),
                        label="Alice's library")
    owned = alice + bob + others
    if ready:                                # maybe Cobbled Wings on a creature of Alice's or Bob's
        wearer = data.draw(st.sampled_from([None, "Alice", "Bob"]), label="Cobbled Wings' controller")
        mine = sorted({perm.card for owner, perm in (alice if wearer == "Alice" else bob)
                       if perm.card != "Forest" and (perm.controller or owner) == wearer
                       and not perm.meld_cards}) if wearer else []
        if mine:
            wings = PermanentSetup(card=WINGS, attached_to=data.draw(st.sampled_from(mine), label="wearing it"))
            owned += ((wearer, wings),)

    def player(name: str) -> PlayerSetup:
        return PlayerSetup(name=name, life=20 if name == "Alice" else BOB_LIFE,
                           battlefield=tuple(perm for owner, perm in owned if owner == name),
                           library=tuple(library) if name == "Alice" else ("Forest",) * 2)
    return seating.setup({n: player(n) for n in seating.order}), meld, seating


def _to_declare_attackers(table, setup: GameSetup, meld: bool) -> tuple[Observation, set[str], set[str]]:
    """Load ``setup`` and advance to the declaration of attackers; the ids of Alice's creatures
    that have not been under her control since the turn began, and of the creatures with menace.
    Who owns and who controls each permanent is the setup's (checked as the game starts)."""
    table.load(setup)
    start = table.observe()
    expected = Counter((perm.card, p.name, perm.controller or p.name) for p in setup.players for perm in p.battlefield)
    seen = Counter((v.name, v.owner, v.controller) for v in start.battlefield)
    assert seen == expected, f"the battlefield (name, owner, controller) is {sorted(seen.elements())}, " \
        f"the setup's {sorted(expected.elements())}"
    sick_names = {p.card for p in _controlled(setup, "Alice") if p.summoning_sick}
    sick = {v.id for v in start.battlefield if v.controller == "Alice" and v.name in sick_names}
    menace = {p.id for p in start.battlefield if "Menace" in _keywords(p.name)}
    if meld:
        # Graf Rats melds at the beginning of combat; Chittering Host's "enters" trigger gives
        # the other creatures Alice controls +1/+0 and menace until end of turn.
        assert table.act(AdvanceTo(step=Step.BEGINNING_OF_COMBAT)), table.rejection
        assert table.act(PassUntilStackEmpty()), table.rejection
        now = table.observe()
        hosts = [p for p in now.battlefield if p.name == "Chittering Host"]
        sick |= {p.id for p in hosts if p.id not in {v.id for v in start.battlefield}}
        if hosts:
            menace |= {p.id for p in now.battlefield if p.controller == "Alice" and "Creature" in p.types}
    assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
    return table.observe(), sick, menace


def _declare_attackers(table, data, obs: Observation, sick: set[str], blessed: dict[str, bool],
                       seating: Seating, *, everyone: bool) -> dict[str, str]:
    """Every single-creature declaration the rules forbid is rejected (and changes nothing), and so is
    declaring an allowed creature twice; then the allowed ones (all, maybe but one, or a random set)
    attack (with ``everyone``: Bob; else each an opponent drawn at random, 508.1b),
    which must be accepted, tap them and leave nothing awaited. When no creature can attack, the
    engine may have made the empty declaration itself (``awaits_declaration``): then no declaration
    is accepted any more (508.1: attackers are declared once, as the step begins)."""
    can_attack = any(_attack_is_legal(obs, (Attack(attacker=p.id, defender="Bob"),), sick, blessed)
                     for p in obs.battlefield)
    if not awaits_declaration(obs, "declare_attackers", real_decision=can_attack):
        for obj in _candidates(obs):
            for defender in seating.order:
                _rejected(table, DeclareAttackers(player="Alice", attacks=(Attack(attacker=obj, defender=defender),)),
                          obs, "508.1: the declaration was made")
        return {}
    allowed = []
    for obj in _candidates(obs):
        for defender in seating.order:
            attacks = (Attack(attacker=obj, defender=defender),)
            if _attack_is_legal(obs, attacks, sick, blessed):
                if obj not in allowed:
                    allowed.append(obj)
                _rejected(table, DeclareAttackers(player="Alice", attacks=attacks * 2), obs, "508.1a: twice")
            else:
                _rejected(table, DeclareAttackers(player="Alice", attacks=attacks), obs, "508.1a-c")
    if everyone and len(allowed) > 1 and data.draw(st.booleans(), label="one stays back"):
        allowed = allowed[1:]               # an untapped creature of the attacking player stays back
    chosen = allowed if everyone else data.draw(
        st.lists(st.sampled_from(allowed), unique=True) if allowed else st.just([]), label="attackers")
    opponents = st.sampled_from(seating.opponents("Alice"))
    attacks = tuple(Attack(attacker=a, defender="Bob" if everyone else data.draw(opponents, label=f"{a} attacks"))
                    for a in chosen)
    assert _attack_is_legal(obs, attacks, sick, blessed)
    accepted = table.act(DeclareAttackers(player="Alice", attacks=attacks))
    note(table.gherkin())
    assert accepted, f"declaring {attacks} was rejected ({table.rejection}); by the rules it is legal"
    obs = table.observe()
    assert obs.awaiting is None and obs.priority == "Alice", \
        f"after the declaration of attackers: awaiting {obs.awaiting!r}, priority {obs.priority!r}"
    perms = {p.id: p for p in obs.battlefield}
    assert all(perms[a.attacker].tapped for a in attacks), "an attacking creature is untapped (508.1f)"
    return {a.attacker: a.defender for a in attacks}


def _declare_blockers(table, data, attacking: dict[str, str], menace: set[str],
                      blessed: dict[str, bool], seating: Seating, setup: GameSetup) -> tuple[Block, ...]:
    """At the declare blockers step: a player nothing attacks declares no blockers (509.1a: the
    defending player does), so each block they declare is rejected; every single block of Bob's
    the rules forbid is rejected (and changes nothing), and so are an allowed creature blocking twice
    and one creature blocking an attacker with menace; then a random set of allowed blocks is
    declared, which must be accepted."""
    assert table.act(AdvanceTo(step=Step.DECLARE_BLOCKERS)), table.rejection
    obs = table.observe()
    winged = _winged(setup, obs)
    for other in seating.order:
        if other in ("Alice", "Bob"):
            continue
        reached("blockers: a player who is not a defending player declares blockers")
        for obj in [p.id for p in obs.battlefield if p.controller == other and "Creature" in p.types][:2]:
            for target in attacking:
                _rejected(table, DeclareBlockers(player=other, blocks=(Block(blocker=obj, attacker=target),)),
                          obs, f"509.1a: {other} is not a defending player")
    if not awaits_declaration(obs, "declare_blockers", real_decision=_can_block(obs, attacking, menace, blessed, winged)):
        for obj in _candidates(obs):                # no creature can block: every block is illegal
            for target in (*attacking, obj):
                _rejected(table, DeclareBlockers(player="Bob", blocks=(Block(blocker=obj, attacker=target),)),
                          obs, "509.1a-b, 702.9b, 702.111b; the declaration was made")
        return ()
    allowed: dict[str, list[str]] = defaultdict(list)                  # blocker -> attackers
    for obj in _candidates(obs):
        for target in (*attacking, obj):
            blocks = (Block(blocker=obj, attacker=target),)
            if _block_is_legal(obs, blocks, "Bob", attacking, set(), blessed, winged):
                allowed[obj].append(target)
            else:
                _rejected(table, DeclareBlockers(player="Bob", blocks=blocks), obs, "509.1a-b, 702.9b")
    for obj, targets in allowed.items():
        _rejected(table, DeclareBlockers(player="Bob", blocks=(Block(blocker=obj, attacker=targets[0]),) * 2),
                  obs, "509.1a: twice")
        for target in targets:
            if target in menace:
                _rejected(table, DeclareBlockers(player="Bob", blocks=(Block(blocker=obj, attacker=target),)),
                          obs, "702.111b: menace")
    blocks = []
    for blocker, targets in allowed.items():
        if data.draw(st.integers(0, 3), label=f"{blocker} blocks?"):
            blocks.append(Block(blocker=blocker, attacker=data.draw(st.sampled_from(targets), label=f"{blocker} blocks")))
    alone = Counter(b.attacker for b in blocks)
    blocks = tuple(b for b in blocks if b.attacker not in menace or alone[b.attacker] >= 2)
    assert _block_is_legal(obs, blocks, "Bob", attacking, menace, blessed, winged)
    if winged & ({b.blocker for b in blocks} | {b.attacker for b in blocks}):
        reached("blockers: a block of or by a creature wearing Cobbled Wings")
    accepted = table.act(DeclareBlockers(player="Bob", blocks=blocks))
    note(table.gherkin())
    assert accepted, f"declaring {blocks} was rejected ({table.rejection}); by the rules it is legal"
    obs = table.observe()
    assert obs.awaiting is None and obs.priority == "Alice", \
        f"after the declaration of blockers: awaiting {obs.awaiting!r}, priority {obs.priority!r}"
    return blocks


def _explore_answers(q: Question) -> bool:
    """701.44a: the explorer's controller (Alice) may put the revealed nonland card into the graveyard."""
    assert q.kind == QuestionKind.EXPLORE_TO_GRAVEYARD, f"unexpected question {q}"
    assert q.player == "Alice" and set(q.options) == {True, False}, f"the explore question is {q}"
    return False


def _check_combat_damage(table, attacking: dict[str, str], blocks: tuple[Block, ...]) -> None:
    """Advance through combat damage (declaring no blockers if none were declared) and check it."""
    before = table.observe()
    power = {p.id: p.power or 0 for p in before.battlefield}
    # dmg17: an attacker blocked by two or more creatures divides its damage as Alice chooses (510.1c;
    # assign_combat_damage): here all of it to the last of them, one legal division (checked below).
    dividing = defaultdict(list)
    for b in blocks:
        dividing[b.attacker].append(b.blocker)

    def answers(q: Question):
        if q.kind != QuestionKind.ASSIGN_COMBAT_DAMAGE:
            return random_answers_for_melds(q)
        assert q.player == "Alice", f"{q.player} was asked how Alice's attackers assign their damage: {q}"
        return [{"source": a, "object": bs[-1], "amount": power[a]} for a, bs in dividing.items()
                if len(bs) > 1 and power[a] > 0]
    assert table.act(AdvanceTo(step=Step.END_OF_COMBAT), answers), table.rejection
    note(table.gherkin())
    damage_events = list(table.last_events)
    after = table.observe()
    assert after.awaiting is None, f"after combat damage: awaiting {after.awaiting!r}"
    dealt: dict[str, Counter] = defaultdict(Counter)                   # source -> {recipient: amount}
    for e in damage_events:
        if e.type == EventType.DAMAGE_DEALT and e.detail == "combat":
            dealt[e.source][e.player or e.object] += e.amount or 0
    blockers_of: dict[str, list[str]] = defaultdict(list)
    for b in blocks:
        blockers_of[b.attacker].append(b.blocker)
    expected_life = {p.name: 20 if p.name == "Alice" else BOB_LIFE for p in before.players}
    for attacker, defender in attacking.items():
        got = dealt.get(attacker, Counter())
        if attacker not in blockers_of:                                # 510.1b: to the player it attacks
            expected = Counter({defender: power[attacker]}) if power[attacker] > 0 else Counter()
            assert got == expected, f"unblocked {attacker}, attacking {defender}, dealt {dict(got)}, " \
                f"expected {dict(expected)}"
            expected_life[defender] -= max(power[attacker], 0)
        else:                                                          # 510.1c
            assert set(got) <= set(blockers_of[attacker]), f"blocked {attacker} dealt damage to {set(got)}"
            assert sum(got.values()) == max(power[attacker], 0), \
                f"blocked {attacker} (power {power[attacker]}) dealt {dict(got)} to its blockers"
    for b in blocks:                                                   # 510.1d
        expected = Counter({b.attacker: power[b.blocker]}) if power[b.blocker] > 0 else Counter()
        assert dealt.get(b.blocker, Counter()) == expected, \
            f"blocker {b.blocker} dealt {dict(dealt.get(b.blocker, {}))}, expected {dict(expected)}"
    assert set(dealt) <= set(attacking) | {b.blocker for b in blocks}, f"unexpected damage {dict(dealt)}"
    for name, life in expected_life.items():
        assert after.player(name).life == life, f"{name} has {after.player(name).life} life, expected {life}"
    marked: Counter = Counter()
    for source in dealt.values():
        for recipient, n in source.items():
            marked[recipient] += n
    survivors = {p.id: p for p in after.battlefield}
    for p in before.battlefield:
        if "Creature" not in p.types:
            continue
        lethal = p.toughness is not None and marked[p.id] > 0 and marked[p.id] >= p.toughness
        assert (p.id not in survivors) == lethal, \
            f"{p.name} ({p.id}, {p.power}/{p.toughness}) was dealt {marked[p.id]} and " \
            f"{'left' if p.id not in survivors else 'stayed on'} the battlefield (704.5g)"
        if not lethal:
            assert survivors[p.id].damage == p.damage + marked[p.id]
    # Emperor's Vanguard: "Whenever this creature deals combat damage to a player, it explores."
    vanguards = [a for a in attacking if before and any(p.id == a and p.name == "Emperor's Vanguard"
                                                          for p in before.battlefield)]
    start = len(table.events)
    assert table.act(PassUntilStackEmpty(), _explore_answers), table.rejection
    explored = [e for e in table.events[start:] if e.type == EventType.EXPLORED]
    expected = sorted(v for v in vanguards if dealt.get(v, Counter()).get(attacking[v]))
    assert sorted(e.object for e in explored) == expected, \
        f"explored: {[(e.object, e.name) for e in explored]}; Vanguards that dealt combat damage to a player: {expected}"
    assert all(e.player == "Alice" and e.name == "Emperor's Vanguard" for e in explored), f"{explored}"
    revealed = [e for e in table.events[start:] if e.type == EventType.REVEALED]
    assert len(revealed) == len(explored) and all(r.player == "Alice" and r.name in ("Forest", "Grizzly Bears")
                                                  for r in revealed), f"{revealed}"


def random_answers_for_melds(q: Question):
    """The questions while combat damage is dealt: in which order the two cards of a melded
    permanent that died go to the graveyard, and in which order Alice puts the abilities of two or
    more Emperor's Vanguards that dealt combat damage on the stack (603.3b: abilities of different
    sources, the same text or not); either order will do here."""
    assert q.kind == QuestionKind.CARD_ORDER or (
        q.kind == QuestionKind.ORDER_TRIGGERS and q.player == "Alice" and len(q.options) > 1), f"unexpected question {q}"
    return list(q.options)


@cites("508.1", "508.1a", "508.1b", "508.1c", "508.1f", "508.2", "506.2", "302.6", "702.131b", "510.1a", "510.1b", "510.2")
@given(data=st.data())
def test_attackers_are_declared_by_the_rules(make_engine, data) -> None:
    """508.1, 508.1a-c, 508.1f, 508.2, 506.2, 302.6, 702.131b, then 510.1a-b, 510.2 without blockers: a declaration of attackers is
    accepted exactly when the rules allow it (checked in every example); attackers become tapped;
    when there are attackers (a minority of examples: see the ``reached`` statistics), unblocked
    attackers deal damage equal to their power to the defending player (advancing declares no
    blockers). Alice, the active player, sits in any seat of two to four; each attacker attacks an
    opponent drawn at random and damages that player only; creatures she controls but does not own
    can attack, those she owns but another player controls cannot.
    Varies: active seat, players, owner ≠ controller."""
    caps = engine_capabilities(make_engine)
    setup, meld, seating = _setup(data, caps, ready=False)
    blessed = {p.name: _blessed(setup, p.name) for p in setup.players}
    with fresh_table(make_engine) as table:
        obs, sick, menace = _to_declare_attackers(table, setup, meld)
        attacking = _declare_attackers(table, data, obs, sick, blessed, seating, everyone=False)
        if attacking:
            reached("attackers: unblocked attackers deal combat damage")
            _check_combat_damage(table, attacking, ())


@cites("509.1a", "509.1b", "702.9b", "702.111b", "510.1a", "510.1b", "510.1c", "510.1d", "704.5g")
@given(data=st.data())
def test_blockers_are_declared_by_the_rules_and_combat_damage_follows(make_engine, data) -> None:
    """509.1a-b, 702.9b, 702.111b, 510.1a-d, 704.5g: Alice attacks with every creature that can; a
    declaration of blockers is accepted exactly when the rules allow it; unblocked attackers deal
    their power to Bob, blocked ones to their blockers, blockers to the attacker they block;
    creatures dealt lethal damage are destroyed; Emperor's Vanguard explores when (and only when)
    it deals combat damage to a player. Two to four players in any order: Bob is not always the
    next player after Alice, and a player nothing attacks cannot block (509.1a); a creature Bob
    controls blocks whoever owns it.
    Varies: active seat, players, owner ≠ controller."""
    caps = engine_capabilities(make_engine)
    setup, meld, seating = _setup(data, caps, ready=True)
    blessed = {p.name: _blessed(setup, p.name) for p in setup.players}
    with fresh_table(make_engine) as table:
        obs, sick, menace = _to_declare_attackers(table, setup, meld)
        attacking = _declare_attackers(table, data, obs, sick, blessed, seating, everyone=True)
        blocks: tuple[Block, ...] = ()
        if attacking and data.draw(st.integers(0, 3), label="Bob declares blockers"):
            blocks = _declare_blockers(table, data, attacking, menace, blessed, seating, setup)
        if attacking:
            _check_combat_damage(table, attacking, blocks)
