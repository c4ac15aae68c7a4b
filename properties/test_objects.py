"""Properties of objects and of how long what happened to them lasts (issue 16, "which object" and
"how long"). Each checks a rule of the Comprehensive Rules through the protocol only; each
property's docstring lists the dimensions it varies."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, note
from hypothesis import strategies as st

import pytest

from mtg_conformance.properties import awaits_declaration, cites, fresh_table, reached
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, Block, CastSpell, DeclareAttackers, DeclareBlockers, EventType, GameSetup,
    OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty, PermanentSetup, PlayerSetup, Question,
    QuestionKind, Step, Target, Zone,
)

pytestmark = pytest.mark.mechanic("global")

NAMES = ("Alice", "Bob", "Carol")
TOUGHNESS = {"Blood Artist": 1, "Llanowar Elves": 1, "Grizzly Bears": 2, "Centaur Courser": 3,
             "Wayward Swordtooth": 5}
"""The creatures a board is drawn from, with their toughness: 4 damage kills all but Wayward
Swordtooth."""


@st.composite
def _boards(draw):
    """2 or 3 players, any of them active; one to five creatures, each with a controller and an
    owner drawn separately; at least one Blood Artist."""
    players = NAMES[:draw(st.integers(2, 3), label="players")]
    active = draw(st.sampled_from(players), label="active player (casts Mizzium Mortars)")
    creature = st.tuples(st.sampled_from(sorted(TOUGHNESS)), st.sampled_from(players), st.sampled_from(players))
    creatures = draw(st.lists(creature, min_size=1, max_size=5), label="creatures (card, controller, owner)")
    artist = draw(st.tuples(st.just("Blood Artist"), st.sampled_from(players), st.sampled_from(players)),
                  label="a Blood Artist (card, controller, owner)")
    return players, active, [artist, *creatures]


@cites("603.10a", "700.4", "704.3", "603.3a", "400.3", "702.96a")
@given(board=_boards(), data=st.data())
def test_leaves_the_battlefield_abilities_see_every_creature_that_dies_at_once(make_engine, board, data) -> None:
    """Dimensions: 2 or 3 players; the active player and caster (any seat); each creature's
    controller and owner (drawn separately); how many Blood Artists, and whether each dies with the
    others; which creatures survive.

    The active player (any seat) casts Mizzium Mortars for its overload cost: 4 damage to each
    creature they don't control (702.96a); state-based actions put every creature with lethal damage
    into a graveyard at once (704.3), its owner's (400.3), whoever controlled it. Blood Artist's
    "Whenever this creature or another creature dies" is a leaves-the-battlefield ability: it looks
    back in time (603.10a), so each Blood Artist on the battlefield before the event triggers once
    for each creature that died (700.4), its own death included, whether it died or not; each of its
    abilities is controlled by the player who controlled it (603.3a) and makes that player gain 1
    life while its target player loses 1. Expectations come from the setup: the creatures the caster
    doesn't control with toughness 4 or less die.

    Varies: active seat, players, owner ≠ controller."""
    players, active, creatures = board
    setup = GameSetup(players=tuple(PlayerSetup(
        name=p, library=("Forest", "Forest"), hand=("Mizzium Mortars",) if p == active else (),
        mana_pool="{C}{C}{C}{R}{R}{R}" if p == active else "",
        battlefield=tuple(PermanentSetup(card=c, controller=ctrl) for c, ctrl, o in creatures if o == p))
        for p in players), active_player=active, step=Step.PRECOMBAT_MAIN)
    dies = [(c, ctrl, o) for c, ctrl, o in creatures if ctrl != active and TOUGHNESS[c] <= 4]
    artists = Counter(ctrl for c, ctrl, o in creatures if c == "Blood Artist")
    gained: Counter[str] = Counter()
    lost: Counter[str] = Counter()

    def answer(q: Question):
        if q.kind == QuestionKind.ORDER_TRIGGERS:
            reached("several abilities to order")
            return data.draw(st.permutations(list(q.options)), label="trigger order")
        assert q.kind == QuestionKind.TARGETS, f"unexpected question {q}"
        target = data.draw(st.sampled_from([o for o in q.options if o.player is not None]), label="target player")
        gained[q.player] += 1
        lost[target.player] += 1
        return [target]

    with fresh_table(make_engine) as table:
        table.load(setup)
        start = {p.name: p.life for p in table.observe().players}
        mortars = table.find("Mizzium Mortars", zone=Zone.HAND)
        assert table.act(CastSpell(player=active, card=mortars, alternative_cost="overload")), table.rejection
        assert table.act(PassUntilStackEmpty(), answer), table.rejection
        note(table.gherkin())
        obs = table.observe()
        triggered = Counter(e.player for e in table.events_of(EventType.ABILITY_TRIGGERED) if e.name == "Blood Artist")
        expected = Counter({p: n * len(dies) for p, n in artists.items() if n * len(dies)})
        if any(c == "Blood Artist" for c, _, _ in dies) and len(dies) > 1:
            reached("a Blood Artist died with another creature")
        if any(c == "Blood Artist" for c, ctrl, o in dies if ctrl != o):
            reached("a Blood Artist owned by another player died")
        assert triggered == expected, \
            f"Blood Artist's abilities triggered {dict(triggered)} times by controller; {len(dies)} creature(s) " \
            f"died at once ({dies}) with Blood Artists controlled by {dict(artists)} on the battlefield (603.10a)"
        for p in players:
            graveyard = Counter(c.name for c in obs.player(p).graveyard if c.name != "Mizzium Mortars")
            assert graveyard == Counter(c for c, _, o in dies if o == p), \
                f"{p}'s graveyard holds {dict(graveyard)}; the creatures {p} owns that died: " \
                f"{[c for c, _, o in dies if o == p]} (400.3)"
        survivors = Counter((p.name, p.controller, p.owner) for p in obs.battlefield)
        assert survivors == Counter(creatures) - Counter(dies), \
            f"on the battlefield: {dict(survivors)}"
        for p in obs.players:
            assert p.life == start[p.name] + gained[p.name] - lost[p.name], \
                f"{p.name} has {p.life} life; Blood Artist abilities of {p.name}: {gained[p.name]}, " \
                f"targeting {p.name}: {lost[p.name]}"


POWER = {"Grizzly Bears": 2, "Llanowar Elves": 1, "Centaur Courser": 3}


@cites("509.1h", "510.1c", "506.4")
@pytest.mark.capability("combat")
@given(attackers=st.lists(st.sampled_from(sorted(POWER)), min_size=1, max_size=3),
       blockers=st.lists(st.sampled_from(sorted(POWER)), min_size=1, max_size=3),
       active=st.sampled_from(["Alice", "Bob"]), data=st.data())
def test_a_blocked_creature_stays_blocked_after_its_blocker_leaves(make_engine, attackers, blockers, active,
                                                                   data) -> None:
    """Dimensions: which seat attacks; which attackers are blocked and by what; which blocker (if
    any) is destroyed after blocks and by which player's Lightning Bolt.

    509.1h: an attacking creature blocked by one or more creatures "remains blocked even if all the
    creatures blocking it are removed from combat" (a blocker leaving the battlefield is removed
    from combat, 506.4); 510.1c: a blocked creature with no creature blocking it any more assigns
    no combat damage. So the defending player loses exactly the power of the unblocked attackers,
    whatever happened to the blockers.

    Varies: active seat."""
    defender = "Bob" if active == "Alice" else "Alice"
    setup = GameSetup(players=tuple(PlayerSetup(
        name=p, library=("Forest",), hand=("Lightning Bolt",),
        battlefield=(PermanentSetup(card="Mountain"),
                     *(PermanentSetup(card=c) for c in (attackers if p == active else blockers))))
        for p in ("Alice", "Bob")), active_player=active, step=Step.BEGINNING_OF_COMBAT)
    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
        assert awaits_declaration(table.observe(), "declare_attackers", real_decision=True)
        obs = table.observe()
        attacking = [p for p in obs.battlefield if p.controller == active and p.name in POWER]
        blocking = [p for p in obs.battlefield if p.controller == defender and p.name in POWER]
        assert table.act(DeclareAttackers(player=active, attacks=tuple(
            Attack(attacker=a.id, defender=defender) for a in attacking))), table.rejection
        chosen = data.draw(st.lists(st.sampled_from(range(len(attacking))), min_size=1,
                                    max_size=min(len(blocking), len(attacking)), unique=True), label="blocked attackers")
        blocks = {attacking[i].id: blocking[k] for k, i in enumerate(chosen)}
        assert table.act(AdvanceTo(step=Step.DECLARE_BLOCKERS)), table.rejection
        assert awaits_declaration(table.observe(), "declare_blockers", real_decision=True)
        assert table.act(DeclareBlockers(player=defender, blocks=tuple(
            Block(blocker=b.id, attacker=a) for a, b in blocks.items()))), table.rejection
        victim = data.draw(st.sampled_from(list(blocks.values())), label="blocker destroyed")
        caster = data.draw(st.sampled_from([active, defender]), label="who casts Lightning Bolt")
        assert table.observe().priority == active, f"{active} should have priority in the declare blockers step"
        if caster != active:                     # the active player passes; the other player gets priority
            assert table.act(PassPriority(player=active)), table.rejection
        bolt = table.find("Lightning Bolt", zone=Zone.HAND, player=caster)
        mountain = table.find("Mountain", zone=Zone.BATTLEFIELD, player=caster)
        assert table.act(ActivateAbility(player=caster, source=mountain, ability=0)), table.rejection
        assert table.act(CastSpell(player=caster, card=bolt, targets=(Target(object=victim.id),))), table.rejection
        assert table.act(PassUntilStackEmpty()), table.rejection
        assert victim.id not in {p.id for p in table.observe().battlefield}, f"{victim.name} survived Lightning Bolt"
        reached("a blocker left the battlefield after blocks")
        assert table.act(AdvanceTo(step=Step.END_OF_COMBAT)), table.rejection
        note(table.gherkin())
        unblocked = sum(POWER[a.name] for a in attacking if a.id not in blocks)
        obs = table.observe()
        assert obs.player(defender).life == 20 - unblocked, \
            f"{defender} has {obs.player(defender).life} life; unblocked attackers' power is {unblocked}, and the " \
            f"attacker {victim.name} blocked stays blocked after its blocker left (509.1h)"
        assert obs.player(active).life == 20


LEAVING = (OutsideEventKind.DESTROY, OutsideEventKind.EXILE, OutsideEventKind.RETURN_TO_HAND,
           OutsideEventKind.SACRIFICE)
"""Ways a permanent leaves the battlefield, as something done from outside the scenario's cards."""


@st.composite
def _pings(draw):
    """2 or 3 players, any of them active; Prodigal Pyromancer controlled by the active player and
    owned by any player, wearing Basilisk Collar or not; the target of its ability (a player, or a
    creature of toughness 1 to 3 that any player controls); what happens in response (Prodigal
    Pyromancer leaves the battlefield in one of four ways, Basilisk Collar is destroyed, nothing)."""
    players = NAMES[:draw(st.integers(2, 3), label="players")]
    active = draw(st.sampled_from(players), label="active player")
    owner = draw(st.sampled_from(players), label="Prodigal Pyromancer's owner")
    equipped = draw(st.booleans(), label="wearing Basilisk Collar")
    target = draw(st.one_of(st.tuples(st.just("player"), st.sampled_from(players)),
                            st.tuples(st.sampled_from(["Llanowar Elves", "Grizzly Bears", "Centaur Courser"]),
                                      st.sampled_from(players))), label="target (card or 'player', controller)")
    response = draw(st.sampled_from([*LEAVING, "Basilisk Collar destroyed", None]), label="in response")
    return players, active, owner, equipped, target, response


@cites("702.2e", "702.15c", "608.2h", "113.7a", "702.2b", "702.15b", "120.3a", "704.5g")
@pytest.mark.capability("activated-abilities")
@pytest.mark.capability("outside-events")
@given(game=_pings())
def test_a_damage_source_that_left_the_battlefield_deals_damage_with_its_last_known_keywords(make_engine, game) -> None:
    """Dimensions: 2 or 3 players; the active player (any seat); Prodigal Pyromancer's owner (any
    player; the active player controls it); Basilisk Collar attached to it or not; its ability's
    target (a player, or Llanowar Elves, Grizzly Bears or Centaur Courser under any player's
    control); what happens while the ability is on the stack: Prodigal Pyromancer is destroyed,
    exiled, returned to its owner's hand or sacrificed, Basilisk Collar is destroyed, or nothing.

    113.7a: the ability "exists on the stack independently of its source"; "if the source is no
    longer in the zone it's expected to be in at that time, its last known information is used. The
    source can still perform the action even though it no longer exists." 608.2h: "it's the object
    as it exists—or as it most recently existed—that does it". 702.2e and 702.15c: "If an object
    changes zones before an effect causes it to deal damage, its last known information is used to
    determine whether it had" deathtouch, lifelink. So the 1 damage is dealt with deathtouch and
    lifelink exactly when Prodigal Pyromancer wore Basilisk Collar as it last existed (equipped, and
    the Collar not destroyed): a creature dealt it dies if it had deathtouch (702.2b) or its
    toughness is 1 (704.5g); the player dealt it loses 1 life (120.3a); with lifelink, the
    Pyromancer's controller as it last existed (the active player, whoever owns it) gains 1
    (702.15b).

    Varies: active seat, players, owner ≠ controller."""
    players, active, owner, equipped, (card, controller), response = game
    battlefield: dict[str, list[PermanentSetup]] = {p: [] for p in players}
    battlefield[owner].append(PermanentSetup(card="Prodigal Pyromancer", controller=active))
    if equipped:
        battlefield[active].append(PermanentSetup(card="Basilisk Collar", attached_to="Prodigal Pyromancer"))
    if card != "player":
        battlefield[controller].append(PermanentSetup(card=card))
    setup = GameSetup(players=tuple(PlayerSetup(name=p, library=("Forest",), battlefield=tuple(battlefield[p]))
                                    for p in players), active_player=active, step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        obs = table.observe()
        source = next(p for p in obs.battlefield if p.name == "Prodigal Pyromancer")
        if card == "player":
            target = Target(player=controller)
        else:
            target = Target(object=next(p.id for p in obs.battlefield if p.name == card))
        assert table.act(ActivateAbility(player=active, source=source.id, ability=0, targets=(target,))), \
            table.rejection
        if response == "Basilisk Collar destroyed":
            if equipped:
                collar = next(p.id for p in table.observe().battlefield if p.name == "Basilisk Collar")
                assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=collar)), table.rejection
        elif response is not None:
            assert table.act(OutsideEvent(event=response, object=source.id)), table.rejection
            if equipped:
                reached("a source wearing Basilisk Collar left the battlefield before its ability resolved")
        assert table.act(PassUntilStackEmpty()), table.rejection
        note(table.gherkin())
        keywords = equipped and response != "Basilisk Collar destroyed"
        after = table.observe()
        life = {p: 20 for p in players}
        if card == "player":
            life[controller] -= 1
        else:
            dies = keywords or card == "Llanowar Elves"
            on_battlefield = any(p.name == card for p in after.battlefield)
            assert on_battlefield != dies, (
                f"{card} is {'still' if on_battlefield else 'no longer'} on the battlefield after 1 damage from "
                f"Prodigal Pyromancer, which {'had' if keywords else 'did not have'} deathtouch as it "
                f"{'last existed' if response in LEAVING else 'was'} (702.2e, 702.2b)")
        if keywords:
            life[active] += 1
        got = {p.name: p.life for p in after.players}
        assert got == life, (f"life totals {got}, expected {life}: Prodigal Pyromancer "
                             f"{'had' if keywords else 'did not have'} lifelink (702.15c, 702.15b) and its "
                             f"controller was {active}")


COMBATANTS = {"Grizzly Bears": (2, 2), "Llanowar Elves": (1, 1), "Centaur Courser": (3, 3),
              "Stampeding Rhino": (4, 4), "Yoked Ox": (0, 4), "Elite Vanguard": (2, 1)}
"""Power and toughness; Stampeding Rhino has trample, the others no keyword that matters here."""
REMOVALS = (*LEAVING, OutsideEventKind.STOP_BEING_A_CREATURE)
"""Ways out of combat an outside event can give (506.4): leaving the battlefield four ways, or
stopping being a creature."""


@st.composite
def _combats(draw):
    """2 or 3 players, any of them active, any opponent defending; one to three attackers; blocks
    of one creature each, on some of them; one combatant removed from combat after blocks, and how."""
    players = NAMES[:draw(st.integers(2, 3), label="players")]
    active = draw(st.sampled_from(players), label="active player")
    defender = draw(st.sampled_from([p for p in players if p != active]), label="defending player")
    attackers = draw(st.lists(st.sampled_from(["Grizzly Bears", "Llanowar Elves", "Centaur Courser",
                                               "Stampeding Rhino"]), min_size=1, max_size=3), label="attackers")
    blockers = draw(st.lists(st.one_of(st.none(), st.sampled_from(["Grizzly Bears", "Yoked Ox", "Elite Vanguard",
                                                                   "Centaur Courser"])),
                             min_size=len(attackers), max_size=len(attackers)), label="blocker of each attacker")
    removed = draw(st.tuples(st.sampled_from(["attacker", "blocker"]), st.integers(0, 2), st.sampled_from(REMOVALS)),
                   label="removed from combat (side, which, how)")
    return players, active, defender, attackers, blockers, removed


@cites("506.4", "509.1h", "510.1a", "510.1b", "510.1c", "510.1d", "702.19d", "120.1a", "704.5g")
@pytest.mark.capability("combat")
@pytest.mark.capability("combat-damage-assignment")
@pytest.mark.capability("outside-events")
@given(game=_combats())
def test_a_creature_removed_from_combat_neither_deals_nor_is_dealt_combat_damage(make_engine, game) -> None:
    """Dimensions: 2 or 3 players; the active player (any seat) and the defending player (any
    opponent); one to three attackers (Stampeding Rhino with trample among them or not), each
    blocked by one creature or unblocked; after blocks, one attacker or one blocker is removed from
    combat: destroyed, exiled, returned to its owner's hand, sacrificed, or it stops being a
    creature.

    506.4: "A permanent is removed from combat if it leaves the battlefield ... or if it's an
    attacking or blocking creature that ... stops being a creature." "A creature that's removed from
    combat stops being an attacking, blocking, blocked, and/or unblocked creature." So it assigns
    no combat damage and none is assigned to it (510.1a: "Each attacking creature and each blocking
    creature assigns combat damage"; 510.1c-d: a blocked creature, a blocking creature, with no
    creature it blocks or is blocked by left "assigns no combat damage"); an attacker whose blocker
    was removed stays blocked (509.1h) and deals its damage only with trample (702.19d), to the
    defending player; damage can't be dealt to a noncreature (120.1a). The defending player loses
    the power of the unblocked attackers still in combat and of the tramplers whose blocker was
    removed; each combatant still in combat is dealt the power of the creature it fights, and dies
    if that is lethal (704.5g). A trampler whose blocker stays assigns all its damage to it (a legal
    division, 702.19b).

    Varies: active seat, players."""
    players, active, defender, attackers, blockers, (side, which, how) = game
    setup = GameSetup(players=tuple(PlayerSetup(
        name=p, library=("Forest",),
        battlefield=tuple(PermanentSetup(card=c) for c in (attackers if p == active else
                                                            [b for b in blockers if b] if p == defender else [])))
        for p in players), active_player=active, step=Step.BEGINNING_OF_COMBAT)
    with fresh_table(make_engine) as table:
        table.load(setup)
        obs = table.observe()
        mine = [p for p in obs.battlefield if p.controller == active]
        theirs = [p for p in obs.battlefield if p.controller == defender]
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
        assert awaits_declaration(table.observe(), "declare_attackers", real_decision=True)
        assert table.act(DeclareAttackers(player=active, attacks=tuple(
            Attack(attacker=a.id, defender=defender) for a in mine))), table.rejection
        blocked_by: dict[str, object] = {}
        pool = list(theirs)
        for attacker, name in zip(mine, blockers):
            if name is not None:
                blocker = next(b for b in pool if b.name == name)
                pool.remove(blocker)
                blocked_by[attacker.id] = blocker
        assert table.act(AdvanceTo(step=Step.DECLARE_BLOCKERS)), table.rejection
        if blocked_by:
            assert awaits_declaration(table.observe(), "declare_blockers", real_decision=True)
        if table.observe().awaiting == "declare_blockers":
            assert table.act(DeclareBlockers(player=defender, blocks=tuple(
                Block(blocker=b.id, attacker=a) for a, b in blocked_by.items()))), table.rejection
        candidates = list(mine) if side == "attacker" or not blocked_by else list(blocked_by.values())
        gone = candidates[which % len(candidates)]
        assert table.act(OutsideEvent(event=how, object=gone.id)), table.rejection
        reached(f"a{'n attacker' if gone in mine else ' blocker'} removed from combat")

        def answer(q: Question):
            # A trampler whose blocker stays: all its damage to the blocker (702.19b allows it).
            if q.kind != QuestionKind.ASSIGN_COMBAT_DAMAGE:
                raise AssertionError(f"unexpected question {q}")
            reached("a trampler's division asked")
            # Only the creatures the question is about, when it lists its options (docs/protocol.md: the
            # creatures whose damage can be assigned more than one way; not a Rhino blocked by Yoked
            # Ox, whose lethal damage is all of its 4).
            asked = {entry["source"] for option in q.options for entry in option} if q.options else None
            return [{"source": a, "object": b.id, "amount": COMBATANTS[t.name][0]}
                    for a, b in blocked_by.items() for t in mine if t.id == a and b.id != gone.id and a != gone.id
                    and t.name == "Stampeding Rhino" and (asked is None or a in asked)]
        assert table.act(AdvanceTo(step=Step.POSTCOMBAT_MAIN), answer), table.rejection
        note(table.gherkin())
        dealt: Counter[str] = Counter()
        life = 20
        for a in mine:
            if a.id == gone.id:
                continue
            power = COMBATANTS[a.name][0]
            blocker = blocked_by.get(a.id)
            if blocker is None:
                life -= power                                        # 510.1b
            elif blocker.id == gone.id:
                if a.name == "Stampeding Rhino":
                    life -= power                                    # 702.19d
                    reached("a trampler whose blocker was removed from combat")
            else:
                dealt[blocker.id] += power                           # 510.1c
                dealt[a.id] += COMBATANTS[blocker.name][0]           # 510.1d
        after = table.observe()
        assert after.player(defender).life == life, (
            f"{defender} has {after.player(defender).life} life, expected {life}: {gone.name} ({how}) was removed "
            f"from combat (506.4) and deals no combat damage; an attacker it blocked stays blocked (509.1h)")
        on_battlefield = {p.id: p for p in after.battlefield}
        if how == OutsideEventKind.STOP_BEING_A_CREATURE:
            assert gone.id in on_battlefield, f"{gone.name} left the battlefield when it stopped being a creature"
            assert on_battlefield[gone.id].damage == 0, (
                f"{gone.name} stopped being a creature and was removed from combat (506.4), yet has "
                f"{on_battlefield[gone.id].damage} damage marked on it (120.1a)")
        for p in (*mine, *blocked_by.values()):
            if p.id == gone.id:
                continue
            toughness = COMBATANTS[p.name][1]
            if dealt[p.id] >= toughness:
                assert p.id not in on_battlefield, f"{p.name} was dealt {dealt[p.id]} combat damage and survived"
            else:
                assert p.id in on_battlefield, f"{p.name} left the battlefield; it was dealt {dealt[p.id]} damage"
                assert on_battlefield[p.id].damage == dealt[p.id], (
                    f"{p.name} has {on_battlefield[p.id].damage} damage marked on it, expected {dealt[p.id]}")
