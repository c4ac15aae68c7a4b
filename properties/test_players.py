"""Properties of who is who among the players (issue 29, base2): every other player still in the game
is an opponent (102.2, 102.3), an object goes to its owner's hand, library or graveyard whoever
controls it (400.3, 303.4c), and which player receives priority, when (117.3a-c, 117.5, 800.4j).
Each quantifies over two to four seats, the active one, players who left, and owner ≠ controller."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.properties import cites, engine_capabilities, fresh_table, random_answers, reached, varied
from mtg_conformance.protocol import (
    AdvanceTo, CastSpell, EventType, GameSetup, OutsideEvent, OutsideEventKind, PassUntilStackEmpty, PermanentSetup,
    PlayerSetup, QuestionKind, Step, Target, Zone,
)

pytestmark = pytest.mark.mechanic("global")

NAMES = ("Alice", "Bob", "Carol", "Dave")


def _zones(obs, name: str) -> dict[str, list[str]]:
    """A player's hand and exile (as sorted lists: no order), library (top first) and graveyard."""
    p = obs.player(name)
    return {"hand": sorted(c.name for c in p.hand), "library": [c.name for c in p.library],
            "graveyard": [c.name for c in p.graveyard],
            "exile": sorted(c.name for c in obs.exile if c.owner == name)}


# --------------------------------------------------------------------------------------------
# Opponents (102.2, 102.3)
# --------------------------------------------------------------------------------------------

@st.composite
def _opponents_table(draw: st.DrawFn):
    """Two to four players in any turn order, any of them active (the caster, in their precombat
    main phase); zero or more of the others will have left the game (two stay); maybe a Leyline of
    the Void owned by any player and controlled by any player. Each player holds a Lightning Bolt
    (an instant card for Collective Brutality's first mode)."""
    n = draw(st.integers(2, 4), label="players")
    order = tuple(draw(st.permutations(NAMES[:n]), label="turn order"))
    caster = draw(st.sampled_from(order), label="active player (the caster)")
    others = [p for p in order if p != caster]
    leavers = draw(st.lists(st.sampled_from(others), unique=True, max_size=len(others) - 1), label="players who leave")
    leyline = draw(st.none() | st.tuples(st.sampled_from(order), st.sampled_from(order)),
                   label="Leyline of the Void (owner, controller)")
    spell = draw(st.sampled_from(["Collective Brutality", "Debt to the Deathless"]), label="spell")
    x = draw(st.integers(0, 3), label="X") if spell == "Debt to the Deathless" else None
    mode = draw(st.sampled_from([1, 3]), label="mode") if spell == "Collective Brutality" else None
    pool = "{B}{B}" if spell == "Collective Brutality" else "{W}{W}{B}{B}" + "{B}" * (x or 0)
    players = tuple(PlayerSetup(
        name=name, library=("Island",) * 3,
        hand=(spell, "Lightning Bolt") if name == caster else ("Lightning Bolt",),
        mana_pool=pool if name == caster else "",
        battlefield=(PermanentSetup(card="Leyline of the Void", controller=leyline[1]),)
        if leyline and leyline[0] == name else ()) for name in order)
    return (GameSetup(players=players, active_player=caster, step=Step.PRECOMBAT_MAIN, turn=3),
            leavers, leyline, spell, x, mode)


@cites("102.2", "102.3", "102.1", "800.4a", "400.3", "107.3", "307.1")
@given(table_setup=_opponents_table(), data=st.data())
def test_every_other_player_still_in_the_game_is_an_opponent(make_engine, table_setup, data) -> None:
    """102.2, 102.3: a player's opponents are all the other players (the protocol's games are
    free-for-all, every player on a team of their own); 102.1, 800.4a: a player who left the game
    is no longer a player in it, so no one's opponent. The active player casts Collective Brutality
    choosing a "target opponent" mode (1: that player reveals their hand and discards the instant
    card the caster picks; 3: loses 2 life, the caster gains 2), or Debt to the Deathless with X = 0
    to 3 ("Each opponent loses two times X life. You gain life equal to the life lost this way").
    307.1: the sorcery is on the stack, its effect not yet applied, until all players pass.
    Every player is tried as Collective Brutality's target: it is accepted exactly for the other
    players still in the game (the caster and those who left are rejected, nothing changes); with
    the capability legal-actions, the listed casts of that mode target exactly those players. Debt to
    the Deathless (107.3: its caster chooses X) takes 2X from each of them and from no one else
    (not the caster, not one who left), and its caster gains 2X for each. A Leyline of the Void ("If a card would be put into an
    opponent's graveyard from anywhere, exile it instead") controlled by a player L, whoever owns
    it, exiles the cards bound for the graveyard of a player other than L (the resolved spell, the
    discarded instant) and not L's own; it is gone if its owner or its controller left (800.4a).
    Expectations come from the setup, never from the engine's report.
    Varies: active seat, players, owner ≠ controller."""
    setup, leavers, leyline, spell, x, mode = table_setup
    names = [p.name for p in setup.players]
    caster = setup.active_player
    capabilities = engine_capabilities(make_engine)
    if "outside-events" not in capabilities:
        leavers = []
    in_game = [n for n in names if n not in leavers]
    opponents = [n for n in in_game if n != caster]
    keeper = leyline[1] if leyline and leyline[0] in in_game and leyline[1] in in_game else None

    def graveyard_or_exile(owner: str) -> str:
        """Where a card of ``owner`` bound for their graveyard goes (Leyline of the Void, 400.3)."""
        return "exile" if keeper is not None and owner != keeper else "graveyard"

    answers = random_answers(data)
    with fresh_table(make_engine) as table:
        table.load(setup)
        for leaver in leavers:
            assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=leaver)), table.rejection
        if len(names) > 2 and leavers:
            reached("opponents: a player has left a game of three or more")
        before = table.observe()
        note(table.gherkin())
        assert [p.name for p in before.players if p.in_game] == in_game
        assert (before.priority, before.game_over) == (caster, False), \
            f"{caster}, the active player, should have priority in a game still on: {before.priority}"
        leyline_seen = [(p.owner, p.controller) for p in before.battlefield if p.name == "Leyline of the Void"]
        assert leyline_seen == ([leyline] if keeper else []), \
            f"Leyline of the Void (owner, controller) on the battlefield: {leyline_seen}; expected " \
            f"{[leyline] if keeper else []} after {leavers} left (800.4a)"
        card = table.find(spell, zone=Zone.HAND, player=caster)
        life = {p.name: p.life for p in before.players}
        zones = {n: _zones(before, n) for n in names}
        target = None
        if spell == "Collective Brutality":
            if "legal-actions" in capabilities:
                listed = {a.targets[0].player for a in table.engine.legal_actions(caster)
                          if isinstance(a, CastSpell) and a.card == card and a.modes == (mode,)
                          and len(a.targets) == 1 and a.targets[0].player is not None}
                assert listed == set(opponents), \
                    f"{caster}'s legal casts of Collective Brutality's mode {mode} ('target opponent') target " \
                    f"{sorted(listed)}; the opponents of {caster} still in the game are {opponents} " \
                    f"(102.2, 102.3; {leavers} left)"
            tried = [n for n in data.draw(st.permutations(names), label="targets tried") if n not in opponents]
            target = data.draw(st.sampled_from(opponents), label="target opponent")
            for wrong in tried:
                action = CastSpell(player=caster, card=card, modes=(mode,), targets=(Target(player=wrong),))
                accepted = table.act(action, answers)
                why = "the caster" if wrong == caster else "a player who left the game"
                assert not accepted, \
                    f"{caster} cast Collective Brutality ('target opponent') targeting {wrong}, {why}: accepted " \
                    f"(102.2, 102.3, 800.4a; the opponents are {opponents})"
                table.take_rejection()
                assert table.observe() == before, f"the rejected cast targeting {wrong} changed the game"
            assert table.act(CastSpell(player=caster, card=card, modes=(mode,), targets=(Target(player=target),)),
                             answers), table.rejection
            if mode == 3:
                life[target] -= 2
                life[caster] += 2
            else:
                zones[target]["hand"].remove("Lightning Bolt")
                zones[target][graveyard_or_exile(target)].append("Lightning Bolt")
        else:
            assert table.act(CastSpell(player=caster, card=card, x=x), answers), table.rejection
            for n in opponents:
                life[n] -= 2 * (x or 0)
            life[caster] += 2 * (x or 0) * len(opponents)
            if x == 0:
                reached("opponents: Debt to the Deathless with X = 0")
        zones[caster]["hand"].remove(spell)
        zones[caster][graveyard_or_exile(caster)].append(spell)
        if keeper is not None and keeper != caster:
            reached("opponents: a Leyline of the Void another player controls exiles the caster's spell")
        cast = table.observe()                           # 307.1: a sorcery uses the stack
        assert [s.name for s in cast.stack] == [spell] and {p.name: p.life for p in cast.players} == \
            {p.name: p.life for p in before.players}, \
            f"{caster} cast {spell}: it is on the stack until all players pass, and nothing has happened yet " \
            f"(307.1); stack {[s.name for s in cast.stack]}, life {[(p.name, p.life) for p in cast.players]}"
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        assert {p.name: p.life for p in after.players} == life, \
            f"{caster} cast {spell}{f' (X = {x})' if x is not None else f' (mode {mode}, target {target})'} with " \
            f"{caster}'s opponents {opponents} ({leavers} left): life totals {[(p.name, p.life) for p in after.players]}" \
            f", expected {life} (102.2, 102.3: each opponent, and only they)"
        for n in names:
            seen = _zones(after, n)
            zones[n]["hand"].sort()
            zones[n]["exile"].sort()
            assert seen == zones[n], \
                f"{n}'s hand, library, graveyard and exile {seen}, expected {zones[n]} (Leyline of the Void " \
                f"controlled by {keeper}: cards bound for the graveyard of {keeper}'s opponents are exiled; 400.3)"


# --------------------------------------------------------------------------------------------
# Its owner's zone, whoever controls it (400.3, 303.4c)
# --------------------------------------------------------------------------------------------

REMOVALS = ("destroy", "return_to_hand", "exile", "Repeal", "Griptide")
"""How the creature leaves: an outside event, or a spell ("Return target nonland permanent with mana
value X to its owner's hand. Draw a card."; "Put target creature on top of its owner's library.")"""
SPELL_MANA = {"Repeal": "{U}{U}{U}", "Griptide": "{U}{U}{U}{U}"}


@st.composite
def _owners_table(draw: st.DrawFn):
    """Two to four players in any turn order, any of them active in a precombat main phase. A Grizzly
    Bears owned by one player and controlled by any player; maybe an Unhallowed Pact enchanting it,
    owned by any player and controlled by any player. How the Bears leaves (REMOVALS), and who casts
    the spell (any player, at instant speed)."""
    n = draw(st.integers(2, 4), label="players")
    order = tuple(draw(st.permutations(NAMES[:n]), label="turn order"))
    active = draw(st.sampled_from(order), label="active player")
    owner, controller = draw(st.sampled_from(order), label="Bears' owner"), draw(st.sampled_from(order),
                                                                                 label="Bears' controller")
    pact = draw(st.none() | st.tuples(st.sampled_from(order), st.sampled_from(order)),
                label="Unhallowed Pact (owner, controller)")
    removal = draw(st.sampled_from(REMOVALS), label="removal")
    caster = draw(st.sampled_from(order), label="caster") if removal in SPELL_MANA else None
    players = []
    for name in order:
        battlefield = []
        if name == owner:
            battlefield.append(PermanentSetup(card="Grizzly Bears", controller=controller))
        if pact and pact[0] == name:
            battlefield.append(PermanentSetup(card="Unhallowed Pact", controller=pact[1], attached_to="Grizzly Bears"))
        players.append(PlayerSetup(name=name, library=("Island",) * 3, battlefield=tuple(battlefield),
                                   hand=(removal,) if name == caster else (),
                                   mana_pool=SPELL_MANA[removal] if name == caster else ""))
    return (GameSetup(players=tuple(players), active_player=active, step=Step.PRECOMBAT_MAIN, turn=3),
            owner, controller, pact, removal, caster)


@cites("400.3", "400.1", "303.4c", "704.5m", "110.2a", "109.5", "701.8a")
@given(table_setup=_owners_table(), data=st.data())
def test_an_object_goes_to_its_owners_zone_whoever_controls_it(make_engine, table_setup, data) -> None:
    """400.3: "If an object would go to any library, graveyard, or hand other than its owner's, it
    goes to its owner's corresponding zone." A Grizzly Bears owned by O and controlled by any player
    is destroyed (701.8a), returned to its owner's hand (an outside event, or Repeal cast by any
    player), exiled, or put on top of its owner's library (Griptide cast by any player): it goes to
    O's graveyard, hand, exile or library top, and to no one else's; its zone_change event names O
    (docs/protocol.md, Event: ``player`` is the owner). 303.4c, 704.5m: an Unhallowed Pact that
    enchanted it, owned by P and controlled by any player, is put into P's graveyard, whoever
    controls it. When the Bears dies, the Pact's "When enchanted creature dies, return that card to
    the battlefield under your control" is its controller's (109.5, 110.2a: "you" is the player who
    controlled the Pact, not its owner): the Bears comes back under that player's control, still O's.
    Repeal's caster draws a card. 400.1: every card in a player's library, hand or graveyard is owned
    by that player. Expectations come from the setup, never from the engine's report.
    Varies: active seat, players, owner ≠ controller, caster ≠ active player."""
    from mtg_conformance.seats import Seating, give_priority_to
    setup, owner, controller, pact, removal, caster = table_setup
    names = [p.name for p in setup.players]
    capabilities = engine_capabilities(make_engine)
    if removal not in SPELL_MANA and "outside-events" not in capabilities:
        removal, caster = "Griptide", None            # no outside events: the spell alone
    answers = random_answers(data)
    with fresh_table(make_engine) as table:
        if caster is None and removal == "Griptide":
            caster = setup.active_player
            setup = GameSetup(players=tuple(
                PlayerSetup(name=p.name, library=p.library, battlefield=p.battlefield,
                            hand=("Griptide",) if p.name == caster else (),
                            mana_pool=SPELL_MANA["Griptide"] if p.name == caster else "")
                for p in setup.players), active_player=setup.active_player, step=setup.step, turn=setup.turn)
        table.load(setup)
        before = table.observe()
        bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
        pact_id = next((p.id for p in before.battlefield if p.name == "Unhallowed Pact"), None)
        assert (pact_id is None) == (pact is None)
        zones = {n: _zones(before, n) for n in names}
        if removal in SPELL_MANA:
            assert caster is not None
            if caster != setup.active_player:
                varied("caster ≠ active player")
            give_priority_to(table, Seating(order=tuple(names), active=setup.active_player), caster)
            spell = table.find(removal, zone=Zone.HAND, player=caster)
            assert table.act(CastSpell(player=caster, card=spell, targets=(Target(object=bears),),
                                       x=2 if removal == "Repeal" else None), answers), table.rejection
            zones[caster]["hand"].remove(removal)
            zones[caster]["graveyard"].append(removal)
            start = len(table.events)
            assert table.act(PassUntilStackEmpty(), answers), table.rejection
            if removal == "Repeal":
                zones[caster]["hand"].append(zones[caster]["library"].pop(0))
        else:
            start = len(table.events)
            assert table.act(OutsideEvent(event=OutsideEventKind(removal), object=bears), answers), table.rejection
            assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        if owner != controller:
            reached(f"owners: a Grizzly Bears another player controls leaves by {removal}")
        to = {"destroy": Zone.GRAVEYARD, "return_to_hand": Zone.HAND, "Repeal": Zone.HAND, "exile": Zone.EXILE,
              "Griptide": Zone.LIBRARY}[removal]
        moves = [(e.player, e.to_zone) for e in table.events[start:]
                 if e.type == EventType.ZONE_CHANGE and e.previous == bears]
        assert moves == [(owner, to)], \
            f"{owner}'s Grizzly Bears, controlled by {controller}, left by {removal}: its zone_change events " \
            f"(player, to_zone) are {moves}, expected [({owner!r}, {to})]: it goes to its owner's zone (400.3) " \
            f"and the event names the owner (docs/protocol.md, Event)"
        returns = removal == "destroy" and pact is not None
        if to == Zone.LIBRARY:
            zones[owner]["library"].insert(0, "Grizzly Bears")
        elif not returns:
            zones[owner][to.value].append("Grizzly Bears")
        if pact is not None:
            zones[pact[0]]["graveyard"].append("Unhallowed Pact")
            pact_moves = [(e.player, e.to_zone) for e in table.events[start:]
                          if e.type == EventType.ZONE_CHANGE and e.previous == pact_id]
            assert pact_moves == [(pact[0], Zone.GRAVEYARD)], \
                f"{pact[0]}'s Unhallowed Pact, controlled by {pact[1]}, enchanted the Bears that left: its " \
                f"zone_change events (player, to_zone) are {pact_moves}, expected [({pact[0]!r}, graveyard)] " \
                f"(303.4c: its owner's graveyard, whoever controls it)"
            if pact[0] != pact[1]:
                reached("owners: an Unhallowed Pact another player controls goes to its owner's graveyard")
        for p in after.players:                          # 400.1: each player's own library, hand, graveyard
            strays = [(c.name, c.owner, zone) for zone in ("library", "hand", "graveyard")
                      for c in getattr(p, zone) if c.owner != p.name]
            assert not strays, f"{p.name}'s zones hold cards another player owns (name, owner, zone): {strays}; " \
                               f"each player has their own library, hand and graveyard (400.1, 400.3)"
        for n in names:
            seen = _zones(after, n)
            zones[n]["hand"].sort()
            assert seen == zones[n], \
                f"{n}'s hand, library, graveyard and exile are {seen}, expected {zones[n]} after {owner}'s " \
                f"Grizzly Bears (controlled by {controller}) left by {removal} (400.3, 303.4c)"
        bears_now = [(p.owner, p.controller) for p in after.battlefield if p.name == "Grizzly Bears"]
        assert bears_now == ([(owner, pact[1])] if returns and pact else []), \
            f"Grizzly Bears on the battlefield (owner, controller): {bears_now}; " + (
                f"it died enchanted by Unhallowed Pact, whose controller {pact[1]} gets it back (109.5, 110.2a)"
                if returns and pact else "it left and nothing returns it")
        if returns and pact and pact[1] != owner:
            reached("owners: Unhallowed Pact returns the Bears under its controller's control, not its owner's")


# --------------------------------------------------------------------------------------------
# Who receives priority, and when (117.3a-c, 117.5, 800.4j)
# --------------------------------------------------------------------------------------------

@st.composite
def _priority_table(draw: st.DrawFn):
    """Two to four players in any turn order, in the end step of any of them; the next player in
    turn order (N, whose turn comes) has a Forest in hand and maybe a Delver of Secrets ("At the
    beginning of your upkeep, ..."). Another player P than N controls a Forest and a Prodigal
    Pyromancer ("{T}: deals 1 damage to any target"); a Llanowar Elves owned and controlled by any
    players is enchanted by an Aura owned and controlled by any players: Unhallowed Pact (its
    "When enchanted creature dies, ..." triggers) or Mind Control (no trigger)."""
    n = draw(st.integers(2, 4), label="players")
    order = tuple(draw(st.permutations(NAMES[:n]), label="turn order"))
    ending = draw(st.sampled_from(order), label="active player (end step)")
    nxt = order[(order.index(ending) + 1) % n]
    pinger = draw(st.sampled_from([p for p in order if p != nxt]), label="P (Prodigal Pyromancer)")
    delver = draw(st.booleans(), label="N has a Delver of Secrets")
    elves = draw(st.tuples(st.sampled_from(order), st.sampled_from(order)), label="Elves (owner, controller)")
    aura = draw(st.sampled_from(["Unhallowed Pact", "Mind Control"]), label="Aura")
    pact = draw(st.tuples(st.sampled_from(order), st.sampled_from(order)), label="Aura (owner, controller)")
    players = []
    for name in order:
        battlefield = []
        if name == nxt and delver:
            battlefield.append(PermanentSetup(card="Delver of Secrets"))
        if name == pinger:
            battlefield += [PermanentSetup(card="Forest"), PermanentSetup(card="Prodigal Pyromancer")]
        if name == elves[0]:
            battlefield.append(PermanentSetup(card="Llanowar Elves", controller=elves[1]))
        if name == pact[0]:
            battlefield.append(PermanentSetup(card=aura, controller=pact[1], attached_to="Llanowar Elves"))
        players.append(PlayerSetup(name=name, library=("Island",) * 3, battlefield=tuple(battlefield),
                                   hand=("Forest",) if name == nxt else ()))
    # Elves before the Pact in setup order is not needed: attached_to names the card.
    return GameSetup(players=tuple(players), active_player=ending, step=Step.END, turn=3), nxt, pinger, delver, \
        aura, pact


def _steps(events) -> list[tuple[str, list]]:
    """The events split at each ``step_began``: (step, its events)."""
    out: list[tuple[str, list]] = [("before", [])]
    for e in events:
        if e.type == EventType.STEP_BEGAN:
            out.append((e.detail or "?", []))
        else:
            out[-1][1].append(e)
    return out


@cites("117.3a", "117.3b", "117.3c", "117.5", "800.4j", "800.4a", "704.5m", "102.1")
@given(table_setup=_priority_table(), data=st.data())
def test_who_receives_priority_and_when(make_engine, table_setup, data) -> None:
    """From a player's end step to the next player N's precombat main phase (102.1: N is the active
    player, the player whose turn it is): 117.3a, 514.3: no
    player receives priority in the cleanup step (nothing happens there) nor in the untap step; in
    the upkeep and draw steps and the main phase the active player N receives priority first, after
    the draw step's turn-based action (504.1: N draws) and after a beginning-of-upkeep trigger
    (Delver of Secrets) is put on the stack. 117.3c: N plays a land (a special action) and receives
    priority afterward. Priority is passed to another player P, who activates a mana ability (a
    Forest): P keeps priority (117.3b: the active player receives priority after a spell or
    ability "other than a mana ability" resolves; 117.3c); then Prodigal Pyromancer's ability
    targeting the enchanted Llanowar Elves: P receives priority afterward (117.3c). When all players
    pass it resolves; 117.5: before anyone receives priority the state-based actions are performed
    and repeated (704.5g the Elves dies, then 704.5m the Aura, no longer attached, goes to its
    owner's graveyard), then the Pact's trigger is put on the stack, then N (117.3b) receives
    priority. 800.4j, 800.4a: in a game of three or four, N then leaves the game during their turn:
    the next player in turn order receives priority, and when the players left all pass, the step
    ends and in the next one, where N would receive priority, the next player in turn order does.
    800.4a: in a game of three or four, P may instead leave the game with the ability on the stack:
    it ceases to exist (no damage), and the next player in turn order receives priority.
    Expectations come from the setup, never from the engine's report.
    Varies: active seat, players, owner ≠ controller, turns crossed."""
    from mtg_conformance.protocol import ActivateAbility, AdvanceTo, PassPriority, PlayLand
    from mtg_conformance.seats import Seating, give_priority_to
    setup, nxt, pinger, delver, aura, pact = table_setup
    names = [p.name for p in setup.players]
    answers = random_answers(data)
    with fresh_table(make_engine) as table:
        table.load(setup)
        start = len(table.events)
        assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN), answers), table.rejection
        varied("turns crossed")
        if delver:
            obs = table.observe()
            assert (obs.active_player, obs.step, obs.priority, len(obs.stack)) == (nxt, Step.UPKEEP, nxt, 1), \
                f"{nxt}'s Delver of Secrets triggered at the beginning of {nxt}'s upkeep: advance stops there with " \
                f"its ability on the stack and {nxt} holding priority (117.3a); got {obs.active_player}'s " \
                f"{obs.step}, priority {obs.priority}, stack {[s.name for s in obs.stack]}"
            assert table.act(PassUntilStackEmpty(), answers), table.rejection
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN), answers), table.rejection
        obs = table.observe()
        note(table.gherkin())
        assert (obs.active_player, obs.step, obs.priority) == (nxt, Step.PRECOMBAT_MAIN, nxt)
        steps = _steps(table.events[start:])
        seen = [s for s, _ in steps]
        for step in ("cleanup", "untap", "upkeep", "draw", "precombat_main"):
            assert step in seen, f"no step_began event for {step} between the end step and {nxt}'s main phase: {seen}"
        for step, events in steps:
            given = [e.player for e in events if e.type == EventType.PRIORITY]
            if step in ("cleanup", "untap"):
                assert not given, f"{given} received priority in the {step} step (117.3a: no player receives " \
                                  f"priority in the untap step; 514.3: none in the cleanup step unless something " \
                                  f"happens there, and nothing did)"
            elif step in ("upkeep", "draw", "precombat_main") and given:
                assert given[0] == nxt, f"{given[0]} received priority first in {nxt}'s {step} step, not {nxt} (117.3a)"
                first = next(i for i, e in enumerate(events) if e.type == EventType.PRIORITY)
                if step == "draw":
                    drew = [i for i, e in enumerate(events) if e.type == EventType.DREW and e.player == nxt]
                    assert drew and drew[0] < first, \
                        f"in {nxt}'s draw step priority came before the draw (117.3a: after the turn-based " \
                        f"actions, 504.1): {[(e.type.value, e.player) for e in events]}"
                if step == "upkeep" and delver:
                    reached("priority: a beginning-of-upkeep trigger before priority")
                    triggered = [i for i, e in enumerate(events) if e.type == EventType.ABILITY_TRIGGERED]
                    assert triggered and triggered[0] < first, \
                        f"{nxt} received priority in the upkeep step before Delver of Secrets' ability " \
                        f"triggered (117.3a): {[(e.type.value, e.player) for e in events]}"
            if step in ("upkeep", "draw", "precombat_main"):
                assert given, f"no player received priority in {nxt}'s {step} step (117.3a)"
        # 117.3c: a special action.
        assert table.act(PlayLand(player=nxt, card=table.find("Forest", zone=Zone.HAND, player=nxt)), answers), \
            table.rejection
        got = [e.player for e in table.last_events if e.type == EventType.PRIORITY]
        assert (table.observe().priority, got) == (nxt, [nxt]), \
            f"{nxt} played a land (a special action): {nxt} receives priority afterward (117.3c); priority " \
            f"events {got}, priority {table.observe().priority}"
        # 117.3b, 117.3c: a mana ability, then an activated ability, by a player who is not active.
        seating = Seating(order=tuple(names), active=nxt)
        give_priority_to(table, seating, pinger)
        forest = next(p.id for p in table.observe().battlefield if p.name == "Forest" and p.controller == pinger)
        assert table.act(ActivateAbility(player=pinger, source=forest, ability=0), answers), table.rejection
        got = [e.player for e in table.last_events if e.type == EventType.PRIORITY]
        assert table.observe().priority == pinger and got in ([], [pinger]), \
            f"{pinger} activated a Forest's mana ability in {nxt}'s turn: {pinger} keeps priority (117.3b: not " \
            f"the active player after a mana ability; 117.3c); priority {table.observe().priority}, events {got}"
        elves = table.find("Llanowar Elves", zone=Zone.BATTLEFIELD)
        pyromancer = table.find("Prodigal Pyromancer", zone=Zone.BATTLEFIELD)
        assert table.act(ActivateAbility(player=pinger, source=pyromancer, ability=0,
                                         targets=(Target(object=elves),)), answers), table.rejection
        obs = table.observe()
        got = [e.player for e in table.last_events if e.type == EventType.PRIORITY]
        assert (obs.priority, len(obs.stack), got) == (pinger, 1, [pinger]), \
            f"{pinger} activated Prodigal Pyromancer's ability: it is on the stack and {pinger} receives priority " \
            f"afterward (117.3c); priority {obs.priority}, stack {[s.name for s in obs.stack]}, events {got}"
        # 800.4a: P leaves with the ability on the stack; it ceases to exist (three or four players).
        if len(names) > 2 and "outside-events" in table.capabilities \
                and data.draw(st.booleans(), label="P leaves with the ability on the stack"):
            reached("priority: the activator leaves with their ability on the stack")
            start = len(table.events)
            assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=pinger), answers), table.rejection
            obs = table.observe()
            note(table.gherkin())
            after_p = next(n for n in [*names[names.index(pinger) + 1:], *names[:names.index(pinger)]])
            damage = [e for e in table.events[start:] if e.type == EventType.DAMAGE_DEALT]
            assert (obs.stack, damage, obs.priority) == ((), [], after_p), \
                f"{pinger} left the game with Prodigal Pyromancer's ability on the stack: it ceases to exist " \
                f"(800.4a: objects on the stack not represented by cards), and {after_p}, the next player in turn " \
                f"order, receives priority; stack {[s.name for s in obs.stack]}, damage {damage}, priority " \
                f"{obs.priority}"
            return
        # 117.4, 117.5, 117.3b: all pass; it resolves; state-based actions, then the trigger, then N.
        start = len(table.events)
        for passer in [*names[names.index(pinger):], *names[:names.index(pinger)]]:
            assert table.observe().priority == passer
            assert table.act(PassPriority(player=passer), answers), table.rejection
        events = table.events[start:]
        resolved = next(i for i, e in enumerate(events) if e.type == EventType.RESOLVED)
        after = events[resolved + 1:]
        kinds = [(e.type.value, e.name if e.type != EventType.PRIORITY else e.player) for e in after]
        died = [k for k in kinds if k in (("zone_change", "Llanowar Elves"), ("zone_change", aura))]
        given = [k[1] for k in kinds if k[0] == "priority"]
        assert died == [("zone_change", "Llanowar Elves"), ("zone_change", aura)] and given == [nxt] \
            and kinds.index(("priority", nxt)) > max(kinds.index(k) for k in died) \
            and (aura != "Unhallowed Pact"
                 or ("ability_triggered", "Unhallowed Pact") in kinds[:kinds.index(("priority", nxt))]), \
            f"after Prodigal Pyromancer's ability resolved: {kinds}; expected the Elves to die (704.5g), then " \
            f"{aura} to go to its graveyard (704.5m: state-based actions repeat until none, 117.5), " \
            f"{'the Pact ability to trigger, ' if aura == 'Unhallowed Pact' else ''}and only then {nxt}, the " \
            f"active player, to receive priority (117.5, 117.3b)"
        obs = table.observe()
        stack = [pact[1]] if aura == "Unhallowed Pact" else []
        assert (obs.priority, [s.controller for s in obs.stack]) == (nxt, stack), \
            f"priority {obs.priority}, stack controllers {[s.controller for s in obs.stack]}: expected {nxt} with " \
            f"{stack} on the stack (117.5: the Pact's ability is its controller's)"
        reached(f"priority: state-based actions twice before priority ({aura})")
        # 800.4j: the active player leaves during their turn.
        if len(names) < 3 or "outside-events" not in table.capabilities:
            return
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        assert table.observe().priority == nxt
        assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=nxt), answers), table.rejection
        following = [n for n in [*names[names.index(nxt) + 1:], *names[:names.index(nxt)]]]
        obs = table.observe()
        assert obs.priority == following[0], \
            f"{nxt}, the active player, left the game holding priority: {following[0]}, the next player in turn " \
            f"order, receives it (800.4a), not {obs.priority}"
        step = obs.step
        start = len(table.events)
        for passer in following:
            assert table.observe().priority == passer, f"{passer} should have priority ({table.observe().priority})"
            assert table.act(PassPriority(player=passer), answers), table.rejection
        obs = table.observe()
        note(table.gherkin())
        if obs.game_over or obs.priority is None:
            return
        reached("priority: a step of a turn whose player left")
        steps = _steps(table.events[start:])
        assert obs.step != step and len(steps) > 1, f"the players left all passed and {step} did not end (117.4)"
        given = [e.player for _, events in steps[1:2] for e in events if e.type == EventType.PRIORITY]
        assert given[:1] == [following[0]], \
            f"in the step after {nxt} left during their turn, {given[:1]} received priority first; where the " \
            f"active player would receive it, the next player in turn order, {following[0]}, does (800.4j)"


# --------------------------------------------------------------------------------------------
# "You" is the controller (109.5, 603.3a), whoever owns it and whoever's turn it is
# --------------------------------------------------------------------------------------------

YOUR_UPKEEP = ("Drought", "Force of Nature", "Delver of Secrets")
"""Permanents with an "At the beginning of your upkeep" triggered ability: its controller's upkeep."""
EACH_UPKEEP = "Seizan, Perverter of Truth"
""""At the beginning of each player's upkeep, that player loses 2 life and draws two cards.\""""
THIEF = "Notion Thief"
""""If an opponent would draw a card except the first one they draw in each of their draw steps,
instead that player skips that draw and you draw a card.\""""
FORCE_DAMAGE = 8


@st.composite
def _your_table(draw: st.DrawFn):
    """Two to four players, any of them active in their precombat main phase, each at 40 life with
    twelve Forests in the library. One to four permanents of the pool above (at most one Seizan,
    legendary, 704.5j, and one Notion Thief), each owned by any player and controlled by any player."""
    names = NAMES[:draw(st.integers(2, 4), label="players")]
    active = draw(st.sampled_from(names), label="active player")
    both = draw(st.booleans(), label="a Seizan and a Notion Thief")
    pool = st.sampled_from(YOUR_UPKEEP if both else (*YOUR_UPKEEP, EACH_UPKEEP, THIEF))
    perm = st.tuples(pool, st.sampled_from(names), st.sampled_from(names))
    perms = draw(st.lists(perm, min_size=0 if both else 1, max_size=2 if both else 4)
                 .filter(lambda ps: sum(c == EACH_UPKEEP for c, _, _ in ps) <= 1 and sum(c == THIEF for c, _, _ in ps) <= 1),
                 label="permanents (card, owner, controller)")
    if both:
        perms += [(card, draw(st.sampled_from(names), label=f"{card}'s owner"),
                   draw(st.sampled_from(names), label=f"{card}'s controller")) for card in (EACH_UPKEEP, THIEF)]
    players = tuple(PlayerSetup(name=n, life=40, library=("Forest",) * 12, battlefield=tuple(
        PermanentSetup(card=c, controller=ctl) for c, owner, ctl in perms if owner == n)) for n in names)
    return GameSetup(players=players, active_player=active, step=Step.PRECOMBAT_MAIN, turn=3), perms


@cites("109.5", "603.3a", "603.2", "503.1a", "504.1", "614.11", "102.3")
@given(table_setup=_your_table(), data=st.data())
def test_your_upkeep_and_your_draws_are_the_controllers_whoever_owns_it_and_whoever_is_active(
        make_engine, table_setup, data) -> None:
    """One round of turns from the active player's main phase, every player's upkeep and draw step.
    109.5: "you" on a permanent is its controller; 603.3a: a triggered ability is controlled by the
    player who controlled its source when it triggered. So in each player's upkeep the abilities
    that trigger (603.2, put on the stack before the active player gets priority, 503.1a) are the "at the beginning of your upkeep" ones (Drought, Force of Nature,
    Delver of Secrets) of exactly the permanents that player controls, whoever owns them, and the
    "each player's upkeep" one of every Seizan; each ``ability_triggered`` event names its source's
    controller. Force of Nature deals 8 damage to its controller, who cannot pay (the mana pool is
    empty, may questions are answered no); Seizan: "that player" — the one whose upkeep it is — loses
    2 life and draws two cards, unless an opponent of theirs controls Notion Thief (102.3: every
    other player), who then draws them instead (614.11). 504.1: in the draw step the active player
    draws one card, Notion Thief or not (the first draw of their draw step is exempt), and nobody
    else draws. Expectations come from the setup's owners and controllers.
    Varies: active seat, players, owner ≠ controller, turns crossed, each player's turn."""
    setup, perms = table_setup
    names = [p.name for p in setup.players]
    answers = random_answers(data)
    no_to_may = lambda q: False if q.kind == QuestionKind.MAY else answers(q)  # noqa: E731
    thief = next((ctl for c, _, ctl in perms if c == THIEF), None)
    with fresh_table(make_engine) as table:
        table.load(setup)
        obs = table.observe()
        controller = {p.id: p.controller for p in obs.battlefield}
        name_of = {p.id: p.name for p in obs.battlefield}
        assert sorted((p.name, p.owner, p.controller) for p in obs.battlefield) == sorted(perms), \
            f"the setup's permanents (card, owner, controller): {sorted((p.name, p.owner, p.controller) for p in obs.battlefield)}"
        note(table.gherkin())
        player = setup.active_player
        for _ in names:
            player = names[(names.index(player) + 1) % len(names)]
            before = table.observe()
            present = {p.id for p in before.battlefield}
            assert table.act(AdvanceTo(step=Step.UPKEEP), no_to_may), table.rejection
            varied("turns crossed")
            assert table.observe().active_player == player
            triggered = Counter((e.source, e.player) for e in table.last_events if e.type == EventType.ABILITY_TRIGGERED)
            expected = Counter((i, controller[i]) for i in present
                               if (name_of[i] in YOUR_UPKEEP and controller[i] == player) or name_of[i] == EACH_UPKEEP)
            assert triggered == expected, \
                f"in {player}'s upkeep the abilities that triggered (source, controller) are " \
                f"{sorted((name_of.get(s, s), c) for s, c in triggered.elements())}, expected " \
                f"{sorted((name_of[s], c) for s, c in expected.elements())}: 'your upkeep' is its controller's, " \
                f"and a triggered ability is controlled by its source's controller (109.5, 603.3a)"
            if any(controller[i] == player and controller[i] != p.owner for p in before.battlefield
                   for i in [p.id] if name_of[i] in YOUR_UPKEEP):
                reached("your upkeep: a permanent its controller does not own")
            assert table.act(PassUntilStackEmpty(), no_to_may), table.rejection
            after = table.observe()
            seizans = sum(1 for i in present if name_of[i] == EACH_UPKEEP)
            forces = sum(1 for i in present if name_of[i] == "Force of Nature" and controller[i] == player)
            drawer = thief if thief is not None and thief != player and seizans else player
            if drawer != player:
                reached("Notion Thief: another player's upkeep draws")
            for p in names:
                lost = (2 * seizans + FORCE_DAMAGE * forces) if p == player else 0
                drew = 2 * seizans if p == drawer else 0
                assert (before.player(p).life - after.player(p).life, len(after.player(p).hand) - len(before.player(p).hand)) \
                    == (lost, drew), \
                    f"in {player}'s upkeep ({seizans} Seizan(s), {forces} Force(s) of Nature of {player}'s, Notion " \
                    f"Thief {'of ' + thief + chr(39) + 's' if thief else 'none'}): {p} lost " \
                    f"{before.player(p).life - after.player(p).life} life and drew " \
                    f"{len(after.player(p).hand) - len(before.player(p).hand)}, expected {lost} and {drew} " \
                    f"(109.5, 614.11, 102.3)"
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN), no_to_may), table.rejection
            main = table.observe()
            if thief is not None and thief != player:
                reached("Notion Thief: an opponent's draw step")
            for p in names:
                drew = len(main.player(p).hand) - len(after.player(p).hand)
                assert drew == (1 if p == player else 0), \
                    f"in {player}'s draw step {p} drew {drew} card(s) (Notion Thief " \
                    f"{'of ' + thief + chr(39) + 's' if thief else 'none'}): the active player draws one, " \
                    f"the first draw of their draw step is not replaced (504.1, 614.11)"
        varied("each player's turn")
