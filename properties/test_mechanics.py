"""Properties of explore (4), land plays (5), meld (6) and Planechase (7), checked through the
protocol against any engine that declares the mechanic."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import card_census, fresh_table, random_answers
from mtg_conformance.protocol import (
    CastSpell, EventType, GameSetup, OutsideEvent, OutsideEventKind, PassPriority,
    PassUntilStackEmpty, PermanentSetup, PlaneSetup, PlayerSetup, PlayLand, QuestionKind, RollPlanarDie,
    ScriptedChoice, Step,
    Target, Zone,
)

LIBRARY_CARDS = ["Forest", "Island", "Grizzly Bears", "Lightning Bolt", "Jadelight Ranger", "Swamp"]


# --------------------------------------------------------------------------------------------
# 4. Explore
# --------------------------------------------------------------------------------------------

@pytest.mark.mechanic("explore")
@given(explorer=st.sampled_from(["Merfolk Branchwalker", "Jadelight Ranger"]),
       library=st.lists(st.sampled_from(LIBRARY_CARDS), max_size=4),
       leaves=st.sampled_from([None, "destroy", "exile", "return_to_hand"]), data=st.data())
def test_explore_conserves_cards_and_counts_counters(make_engine, explorer, library, leaves, data) -> None:
    """Property 4 (701.44a–c): cards are conserved across library, hand and graveyard; a revealed land
    goes to hand with no counter; otherwise (or with an empty library) one +1/+1 counter, on the
    explorer only if it is still on the battlefield."""
    setup = GameSetup(players=(PlayerSetup(name="Alice", hand=(explorer,), library=tuple(library),
                                           mana_pool="{G}{G}{G}"),
                               PlayerSetup(name="Bob")), active_player="Alice")
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        assert table.act(CastSpell(player="Alice", card=table.find(explorer, zone=Zone.HAND)), answers)
        assert table.act(PassPriority(player="Alice"), answers) and table.act(PassPriority(player="Bob"), answers)
        before = table.observe()                 # the creature is on the battlefield, its trigger on the stack
        explorer_id = next(p.id for p in before.battlefield if p.name == explorer)
        if leaves:
            assert table.act(OutsideEvent(event=OutsideEventKind(leaves), object=explorer_id), answers)
        start = len(table.events)
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        assert card_census(after) == card_census(before), "a card was lost or duplicated"
        alice_after = after.player("Alice")
        explores = [e for e in table.events[start:] if e.type == EventType.EXPLORED]
        assert len(explores) == (2 if explorer == "Jadelight Ranger" else 1)
        nonland = sum(1 for e in explores if e.revealed is None or "Land" not in load_cards()[e.revealed].types)
        permanent = next((p for p in after.battlefield if p.name == explorer), None)
        if leaves:
            assert permanent is None or permanent.counters.get("+1/+1", 0) == 0
        else:
            assert permanent is not None and permanent.counters.get("+1/+1", 0) == nonland, \
                f"{explorer} revealed {[e.revealed for e in explores]} and has {permanent.counters if permanent else None}"
        for e in explores:
            if e.revealed is not None and "Land" in load_cards()[e.revealed].types:
                assert any(c.name == e.revealed for c in alice_after.hand), f"revealed land {e.revealed} not in hand"


# --------------------------------------------------------------------------------------------
# 5. Land plays
# --------------------------------------------------------------------------------------------

@pytest.mark.mechanic("land-plays")
@given(swordtooths=st.integers(0, 2), unknowns=st.integers(0, 2), whose=st.sampled_from(["Alice", "Bob"]),
       extra_lands=st.integers(0, 2), data=st.data())
def test_land_plays_are_one_plus_the_effects_in_force(make_engine, swordtooths, unknowns, whose, extra_lands, data) -> None:
    """Property 5 (305.2, 305.3, 305.4): the lands a player may play this turn = 1 + additional-land
    effects in force; never on another player's turn; a land put onto the battlefield by explore
    going to the hand is not a land play."""
    allowed = 1 + swordtooths + unknowns
    lands = allowed + extra_lands
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", hand=("Enter the Unknown",) * unknowns + ("Forest",) * lands,
                    library=("Island",) * 3, mana_pool="{G}" * unknowns,
                    battlefield=(PermanentSetup(card="Grizzly Bears"),)
                    + tuple(PermanentSetup(card="Wayward Swordtooth") for _ in range(swordtooths))),
        PlayerSetup(name="Bob", hand=("Forest",), library=("Island",))), active_player=whose)
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        if whose == "Bob":
            assert table.act(PassPriority(player="Bob"))
            for _ in range(lands):
                forest = table.find("Forest", zone=Zone.HAND, player="Alice")
                assert not table.act(PlayLand(player="Alice", card=forest)), "Alice played a land on Bob's turn"
                table.take_rejection()
            return
        for _ in range(unknowns):
            bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
            assert table.act(CastSpell(player="Alice", card=table.find("Enter the Unknown", zone=Zone.HAND),
                                       targets=(Target(object=bears),)), answers), table.rejection
            assert table.act(PassUntilStackEmpty(), answers)
        played = 0
        for _ in range(lands):
            if table.act(PlayLand(player="Alice", card=table.find("Forest", zone=Zone.HAND, player="Alice"))):
                played += 1
            else:
                table.take_rejection()
        note(table.gherkin())
        assert played == allowed, f"{swordtooths} Swordtooth(s) and {unknowns} Enter the Unknown: played {played}"


# --------------------------------------------------------------------------------------------
# 6. Meld
# --------------------------------------------------------------------------------------------

MELD_CARDS = ("Graf Rats", "Midnight Scavengers")


@pytest.mark.mechanic("meld")
@given(how=st.sampled_from(["destroy", "exile", "return_to_hand", "sacrifice"]),
       hazard=st.sampled_from([None, "Leyline of the Void", "Wheel of Sun and Moon", "both"]), data=st.data())
def test_a_melded_permanents_cards_move_together(make_engine, how, hazard, data) -> None:
    """Property 6 (712.21, 712.21d, 202.3c): the two cards of a melded permanent always go to the same
    zone, whatever replacement effects apply; while melded its mana value is the sum of its fronts'."""
    bob = [PermanentSetup(card="Leyline of the Void")] if hazard in ("Leyline of the Void", "both") else []
    alice = [PermanentSetup(card="Chittering Host", meld_cards=MELD_CARDS)]
    if hazard in ("Wheel of Sun and Moon", "both"):
        bob.append(PermanentSetup(card="Wheel of Sun and Moon", attached_to="Alice"))
    setup = GameSetup(players=(PlayerSetup(name="Alice", battlefield=tuple(alice), library=("Island",)),
                               PlayerSetup(name="Bob", battlefield=tuple(bob), library=("Island",))),
                      active_player="Alice")
    with fresh_table(make_engine) as table:
        table.load(setup)
        host = next(p for p in table.observe().battlefield if p.name == "Chittering Host")
        if host.mana_value is not None:
            assert host.mana_value == sum(load_cards()[c].mana_value for c in MELD_CARDS)
        before = card_census(table.observe())
        assert table.act(OutsideEvent(event=OutsideEventKind(how), object=host.id), random_answers(data)), \
            table.rejection
        after = table.observe()
        note(table.gherkin())
        where = {c: table.locate(after, c, "Alice") for c in MELD_CARDS}
        assert len(where["Graf Rats"]) == len(where["Midnight Scavengers"]) == 1, f"cards are in {where}"
        assert where["Graf Rats"][0][0] == where["Midnight Scavengers"][0][0], f"the two cards split: {where}"
        assert card_census(after) == before


# --------------------------------------------------------------------------------------------
# 7. Planechase
# --------------------------------------------------------------------------------------------

PLANES = ["Otaria", "Naya", "Naar Isle", "Panopticon"]


@pytest.mark.mechanic("planechase")
@given(n_players=st.integers(2, 4), decks=st.data(), script=st.lists(
    st.one_of(st.tuples(st.just("roll"), st.sampled_from(["chaos", "planeswalk", "blank"])),
              st.tuples(st.just("leave"), st.integers(0, 3)),
              st.tuples(st.just("next turn"), st.just(0))), max_size=6), data=st.data())
def test_planechase_invariants(make_engine, n_players, decks, script, data) -> None:
    """Property 7 (901.6, 901.9, 311.6, 500.7): the planar controller is always a player still in the
    game; the n-th roll in a turn costs n − 1; extra turns from Otaria equal the {CHAOS} results rolled
    while it was face up; a plane turned face down keeps no counters."""
    names = ["Alice", "Bob", "Carol", "Dave"][:n_players]
    players = tuple(PlayerSetup(name=n, library=("Island",) * 4, mana_pool="{C}" * 6,
                                planar_deck=tuple(decks.draw(st.lists(st.sampled_from(PLANES), min_size=1, max_size=3),
                                                             label=f"{n}'s planar deck")))
                    for n in names)
    setup = GameSetup(players=players, active_player="Alice",
                      plane=PlaneSetup(card="Otaria", owner="Alice", counters={"chaos": 2}))
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        chaos_on_otaria: Counter[str] = Counter()     # extra turns owed, by the planar controller who rolled
        rolls_this_turn = 0
        turn = table.observe().turn
        for step, arg in script:
            obs = table.observe()
            if obs.turn != turn:
                turn, rolls_this_turn = obs.turn, 0
            if step == "roll" and obs.priority == obs.active_player and obs.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN) and not obs.stack:
                table.script(ScriptedChoice(question=QuestionKind.PLANAR_DIE, answer=arg))
                if table.act(RollPlanarDie(player=obs.active_player), answers):
                    rolled = [e for e in table.last_events if e.type == EventType.PLANAR_DIE_ROLLED][-1]
                    spent = sum(int(s) if s.isdigit() else 1 for s in (rolled.paid or "").replace("{", " ").replace("}", " ").split())
                    assert spent == rolls_this_turn, f"roll {rolls_this_turn + 1} of the turn cost {rolled.paid!r}"
                    rolls_this_turn += 1
                    if arg == "chaos" and obs.plane is not None and obs.plane.name == "Otaria":
                        chaos_on_otaria[obs.planar_controller] += 1
                    assert table.act(PassUntilStackEmpty(), answers)
                else:
                    table.take_rejection()
                    table.choices.clear()
            elif step == "leave":
                playing = [p.name for p in obs.players if p.in_game]
                if len(playing) > 2:
                    assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME,
                                                  player=playing[arg % len(playing)]), answers), table.rejection
            elif step == "next turn" and not obs.stack:
                break
            now = table.observe()
            playing = {p.name for p in now.players if p.in_game}
            if now.plane is not None:
                assert now.planar_controller in playing, f"planar controller {now.planar_controller} is not playing"
                if obs.plane is not None and now.plane.id != obs.plane.id:
                    assert not now.plane.counters, f"{now.plane.name} turned face up with counters {now.plane.counters}"
        now = table.observe()
        note(table.gherkin())
        playing = {p.name for p in now.players if p.in_game}
        owed = Counter({p: n for p, n in chaos_on_otaria.items() if p in playing})   # 800.4k: leavers' turns go
        assert Counter(now.extra_turns) == owed, \
            f"chaos rolled on Otaria by planar controllers {dict(chaos_on_otaria)}, extra turns {now.extra_turns}"

