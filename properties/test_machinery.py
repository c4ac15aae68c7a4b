"""Properties of the shared machinery no one mechanic owns: the untap and draw steps, passing
priority, damage and its removal in the cleanup step, combat damage, tokens outside the battlefield,
and paying mana costs. Each checks a rule of the Comprehensive Rules through the protocol only, with
the basic cards every engine can play; docs/mutation/B-machinery.md lists the mutants of the
reference engine each one kills."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest
from hypothesis import assume, given, note
from hypothesis import strategies as st

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import (
    actor, awaits_declaration, cites, engine_capabilities, fresh_table, random_answers, reached, varied,
    varied_setup,
)
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, Block, CastSpell, DeclareAttackers, DeclareBlockers, EventType,
    GameSetup, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty, PermanentSetup,
    PlayerSetup, Question, QuestionKind, Step, Target, Zone,
)
from mtg_conformance.strategies import MAIN_FIRST_STEPS, attemptable_actions, card_pool, setups
from mtg_conformance.seats import seatings

pytestmark = pytest.mark.mechanic("global")

PERMANENTS = ("Forest", "Island", "Mountain", "Grizzly Bears", "Llanowar Elves")
LIBRARY = st.lists(st.sampled_from(["Forest", "Island", "Grizzly Bears", "Lightning Bolt"]), min_size=2, max_size=4)


def _permanents() -> st.SearchStrategy:
    return st.lists(st.tuples(st.sampled_from(PERMANENTS), st.booleans(), st.booleans()), max_size=4)


def _battlefield(entries) -> tuple[PermanentSetup, ...]:
    return tuple(PermanentSetup(card=c, tapped=t, summoning_sick=s) for c, t, s in entries)


def _mine(obs, player: str):
    return [p for p in obs.battlefield if p.controller == player]


def _paid(event) -> Counter[str]:
    return Counter(sym.strip("{") for sym in (event.paid or "").split("}") if sym)


def _pool(text: str) -> Counter[str]:
    return Counter(sym.strip("{") for sym in (text or "").split("}") if sym)


# --------------------------------------------------------------------------------------------
# The beginning phase: untap (502.3), draw (504.1, 704.5b), a new turn (305.2)
# --------------------------------------------------------------------------------------------

NAMES = ("Alice", "Bob", "Carol", "Dave")


@st.composite
def _turn_table(draw: st.DrawFn) -> GameSetup:
    """Two to four players, any of them active, in a postcombat main phase or an end step. Each
    has a library of four or more cards, maybe mana in pool and a land played, and up to four
    permanents (tapped or not, under their control since the turn began or not), each controlled
    by any player; and a tapped Llanowar Elves that came under its controller's control this
    turn. Maybe one player is owed an extra turn after this one."""
    names = NAMES[:draw(st.integers(2, 4), label="players")]
    players = []
    for name in names:
        perms = tuple(PermanentSetup(card=c, tapped=t, summoning_sick=s, controller=draw(
            st.sampled_from(names), label=f"controller of {name}'s {c}")) for c, t, s in draw(_permanents()))
        elves = PermanentSetup(card="Llanowar Elves", summoning_sick=True, tapped=True,
                               controller=draw(st.sampled_from(names), label=f"controller of {name}'s Elves"))
        players.append(PlayerSetup(
            name=name, library=tuple(draw(LIBRARY_OF_FOUR, label=f"{name}'s library")), battlefield=perms + (elves,),
            lands_played=draw(st.integers(0, 1), label=f"{name}'s lands played"),
            mana_pool=draw(st.sampled_from(["", "{R}", "{G}{U}"]), label=f"{name}'s mana")))
    extra = draw(st.sampled_from([(), (), *((n,) for n in names)]), label="extra turn owed")
    return GameSetup(players=tuple(players), active_player=draw(st.sampled_from(names), label="active player"),
                     step=draw(st.sampled_from([Step.POSTCOMBAT_MAIN, Step.END]), label="step"), turn=3,
                     extra_turns=extra)


LIBRARY_OF_FOUR = st.lists(st.sampled_from(["Forest", "Island", "Grizzly Bears", "Lightning Bolt"]), min_size=4,
                           max_size=5)


def _turns_taken(setup: GameSetup, turns: int) -> list[tuple[str, bool]]:
    """Who takes each of the next ``turns`` turns, and whether it is an extra turn: the extra turns
    owed first, the next first (500.7: they are added directly after this turn); then turn order
    goes on from the player whose turn it would have been, the one after the last player to take a
    turn that was not an extra turn."""
    names = [p.name for p in setup.players]
    owed, regular, taken = list(setup.extra_turns), setup.active_player, []
    for _ in range(turns):
        if owed:
            taken.append((owed.pop(0), True))
        else:
            regular = names[(names.index(regular) + 1) % len(names)]
            taken.append((regular, False))
    return taken


@cites("502.3", "504.1", "305.2", "302.6", "106.4", "500.7")
@given(setup=_turn_table(), turns=st.integers(1, 4))
def test_the_untap_step_untaps_the_active_players_permanents_only(make_engine, setup, turns) -> None:
    """At each of the next one to four turns (the next turn of each player, extra turns included):
    502.3: in the untap step the active player untaps the permanents they control (whoever owns
    them), and nobody else's, without the stack: nobody receives priority in the untap step; 504.1:
    then they draw a card, the top one of their library, before anybody receives priority in the
    draw step (the draw doesn't use the stack: nobody can respond to it). The turn
    number goes up by one, and no player has played a land this turn (305.2: "during their turn").
    106.4: every player's mana pool has emptied. 500.7: an extra turn owed is taken next, by its
    player, and then turn order goes on from the player whose turn it would have been.
    302.6: at the last turn, a creature the active player has controlled continuously since the turn
    began can use its {T} ability, even if it came under that control during an earlier turn (a
    Llanowar Elves, whoever owns it), and its mana goes into its controller's pool.
    Varies: active seat, players, owner ≠ controller, turns crossed, each player's turn, extra turn."""
    names = [p.name for p in setup.players]
    taken = _turns_taken(setup, turns)
    # What the setup makes of each permanent, as (name, owner, controller, tapped); and each library.
    permanents = [[perm.card, p.name, perm.controller or p.name, perm.tapped] for p in setup.players
                  for perm in p.battlefield]
    library = {p.name: list(p.library) for p in setup.players}
    hand: dict[str, list[str]] = {n: [] for n in names}
    with fresh_table(make_engine) as table:
        table.load(setup)
        for turn, (active, extra) in enumerate(taken, start=setup.turn + 1):
            start = len(table.events)
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN)), table.rejection
            obs = table.observe()
            note(table.gherkin())
            varied("turns crossed")
            if extra:
                varied("extra turn")
            assert (obs.turn, obs.active_player, obs.step) == (turn, active, Step.PRECOMBAT_MAIN), \
                f"turn {turn} should be {active}'s{' (an extra turn)' if extra else ''} (500.7): it is turn " \
                f"{obs.turn}, {obs.active_player}'s, in {obs.step}"
            assert obs.priority == active
            for perm in permanents:
                if perm[2] == active:
                    perm[3] = False
            seen = Counter((p.name, p.owner, p.controller, p.tapped) for p in obs.battlefield)
            assert seen == Counter(tuple(p) for p in permanents), \
                f"in {active}'s untap step only the permanents {active} controls untap (502.3): battlefield " \
                f"(name, owner, controller, tapped) {sorted(seen.elements())}, expected {sorted(map(tuple, permanents))}"
            hand[active].append(library[active].pop(0))
            for p in obs.players:
                assert p.lands_played == 0, f"{p.name} has played {p.lands_played} land(s) in {active}'s new turn"
                assert not p.mana_pool, f"{p.name}'s mana pool holds {p.mana_pool} after the steps ended (106.4)"
                assert [c.name for c in p.hand] == hand[p.name], f"{p.name}'s hand: {[c.name for c in p.hand]}"
                assert [c.name for c in p.library] == library[p.name]
            events = table.events[start:]
            drew = [(e.player, e.name) for e in events if e.type == EventType.DREW]
            assert drew == [(active, hand[active][-1])], f"cards drawn at turn {turn}: {drew}"
            began = [(e.player, e.amount) for e in events if e.type == EventType.TURN_BEGAN]
            assert began == [(active, turn)], f"turn_began events: {began}"
            _check_no_priority_in_untap_nor_before_the_draw(events, active)
        if {a for a, _ in taken} == set(names):
            varied("each player's turn")
        active = taken[-1][0]
        elves = [p for p in table.observe().battlefield if p.name == "Llanowar Elves" and p.controller == active]
        for elf in elves:
            if elf.owner != active:
                reached("untap: the active player taps a Llanowar Elves another player owns")
            assert table.act(ActivateAbility(player=active, source=elf.id, ability=0)), table.rejection
        assert _pool(table.observe().player(active).mana_pool) == Counter({"G": len(elves)})


def _check_no_priority_in_untap_nor_before_the_draw(events, active: str) -> None:
    """502.3: the untap "doesn't use the stack", and nobody receives priority in the untap step (502.4):
    no ``priority`` event between the untap step's ``step_began`` and the upkeep's. 504.1: "First, the
    active player draws a card. This turn-based action doesn't use the stack": in the draw step the
    card is drawn before anybody receives priority (504.2), so nobody can respond to the draw."""
    steps = [(i, e.detail) for i, e in enumerate(events) if e.type == EventType.STEP_BEGAN]
    at = {detail: i for i, detail in reversed(steps)}
    assert Step.UNTAP.value in at and Step.UPKEEP.value in at and Step.DRAW.value in at, \
        f"{active}'s turn reported the steps {[d for _, d in steps]}"
    untap, upkeep, draw = at[Step.UNTAP.value], at[Step.UPKEEP.value], at[Step.DRAW.value]
    in_untap = [e.player for e in events[untap:upkeep] if e.type == EventType.PRIORITY]
    assert not in_untap, f"{in_untap} received priority in {active}'s untap step (502.3, 502.4)"
    drew = next((i for i, e in enumerate(events) if i > draw and e.type == EventType.DREW), None)
    assert drew is not None, f"{active} drew no card in their draw step"
    before_draw = [e.player for e in events[draw:drew] if e.type == EventType.PRIORITY]
    assert not before_draw, f"{before_draw} received priority in {active}'s draw step before the draw (504.1)"


HAND_CARDS = ("Forest", "Island", "Grizzly Bears", "Lightning Bolt")


@st.composite
def _hands_table(draw: st.DrawFn) -> GameSetup:
    """Two to four players, any of them active, in an end step; each holds zero to eleven cards (often
    more than seven, sometimes all of one name) and has a library of four or more cards. Maybe one
    player is owed an extra turn after this one. Sometimes a player owns one or two Thought Devourers
    ("Your maximum hand size is reduced by four"), each controlled by any player."""
    names = NAMES[:draw(st.integers(2, 4), label="players")]
    cards = st.sampled_from(HAND_CARDS)
    players = tuple(PlayerSetup(
        name=name, hand=tuple(draw(st.one_of(st.lists(cards, max_size=11), st.lists(cards, min_size=8, max_size=11),
                                              st.integers(8, 10).map(lambda n: ["Forest"] * n)),
                                    label=f"{name}'s hand")),
        library=tuple(draw(LIBRARY_OF_FOUR, label=f"{name}'s library")),
        battlefield=tuple(PermanentSetup(card="Thought Devourer", controller=draw(
            st.sampled_from(names), label=f"controller of {name}'s Thought Devourer"))
            for _ in range(draw(st.sampled_from([0, 0, 0, 0, 1, 2]), label=f"{name}'s Thought Devourers"))))
        for name in names)
    extra = draw(st.sampled_from([(), (), *((n,) for n in names)]), label="extra turn owed")
    return GameSetup(players=players, active_player=draw(st.sampled_from(names), label="active player"),
                     step=Step.END, turn=3, extra_turns=extra)


@cites("514.1", "402.2", "701.9a", "504.1")
@given(setup=_hands_table(), turns=st.integers(1, 3), data=st.data())
def test_only_the_active_player_discards_down_to_seven_in_their_cleanup_step(make_engine, setup, turns,
                                                                             data) -> None:
    """514.1: in the cleanup step of each of the next one to three turns, the player whose turn it
    is, and only they, discards down to their maximum hand size (402.2: normally seven; three with
    one Thought Devourer they control, zero with two, whoever owns them): they keep that many cards
    if they held more, all of them otherwise; every other player keeps every card. The cards
    discarded are cards of their hand, now in their graveyard (701.9a), each reported as
    ``discarded`` by them. Any question on the way is theirs (they choose what to discard), one per
    card at most, answered at random; none is required (cards of one name are no decision).
    Between cleanups the next player draws in their draw step (504.1).
    Varies: active seat, players, turns crossed, extra turn, owner ≠ controller."""
    varied_setup(setup)
    if setup.extra_turns:
        varied("extra turn")
    # From the setup: how many Thought Devourers each player controls (none changes control).
    devourers = Counter(perm.controller or p.name for p in setup.players for perm in p.battlefield
                        if perm.card == "Thought Devourer")
    if any(perm.controller not in (None, p.name) for p in setup.players for perm in p.battlefield):
        varied("owner ≠ controller")
    with fresh_table(make_engine) as table:
        table.load(setup)
        for turn in range(turns):
            if turn:
                varied("turns crossed")
                assert table.act(AdvanceTo(step=Step.END)), table.rejection
            before = table.observe()
            active = before.active_player
            asked: list[Question] = []
            answer = random_answers(data)

            def discard(q: Question, hand=frozenset(c.id for c in before.player(active).hand)):
                assert q.kind == QuestionKind.CHOOSE_OBJECT and q.player == active and set(q.options) <= hand, \
                    f"in {active}'s cleanup step the only question is which of {active}'s cards to discard " \
                    f"(514.1): asked {q}"
                asked.append(q)
                return answer(q)
            start = len(table.events)
            assert table.act(AdvanceTo(step=Step.UPKEEP), on_question=discard), table.rejection
            after = table.observe()
            note(table.gherkin())
            held = Counter(c.name for c in before.player(active).hand)
            kept = Counter(c.name for c in after.player(active).hand)
            maximum = max(0, 7 - 4 * devourers[active])
            excess = max(0, sum(held.values()) - maximum)
            if excess:
                reached("cleanup: the active player discards down to seven" if maximum == 7 else
                        "cleanup: the active player discards down to a maximum hand size other than seven")
            assert sum(kept.values()) == min(sum(held.values()), maximum) and not kept - held, \
                f"{active} held {dict(held)} and keeps {dict(kept)} after their cleanup step (514.1: their maximum " \
                f"hand size is {maximum}, with {devourers[active]} Thought Devourer(s) they control)"
            gone = held - kept
            graveyard = Counter(c.name for c in after.player(active).graveyard) - Counter(
                c.name for c in before.player(active).graveyard)
            assert graveyard == gone, f"{active} discarded {dict(gone)}; their graveyard gained {dict(graveyard)}"
            discarded = Counter((e.player, e.name) for e in table.events[start:] if e.type == EventType.DISCARDED)
            assert discarded == Counter({(active, n): k for n, k in gone.items()}), \
                f"discarded events {dict(discarded)}, expected {active}'s {dict(gone)}"
            assert len(asked) <= excess, f"{len(asked)} questions for {excess} card(s) to discard"
            for p in before.players:
                if p.name != active:
                    assert [c.name for c in after.player(p.name).hand] == [c.name for c in p.hand], \
                        f"{p.name} is not the active player and kept their hand through {active}'s cleanup step " \
                        f"(514.1): {[c.name for c in p.hand]} became {[c.name for c in after.player(p.name).hand]}"


@cites("704.5b")
@given(library=st.lists(st.sampled_from(["Forest", "Island"]), max_size=2), third=st.booleans(),
       start=st.sampled_from([Step.POSTCOMBAT_MAIN, Step.END]))
def test_a_player_who_draws_from_an_empty_library_loses(make_engine, library, third, start) -> None:
    """704.5b: a player who attempted to draw from an empty library since state-based actions were
    last checked loses the game; one who drew a card does not.
    Varies: players."""
    names = ("Alice", "Bob", "Carol") if third else ("Alice", "Bob")
    setup = GameSetup(players=tuple(PlayerSetup(name=n, library=tuple(library) if n == "Bob" else ("Forest",))
                                    for n in names), active_player="Alice", step=start)
    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN)), table.rejection
        obs = table.observe()
        note(table.gherkin())
        assert obs.player("Bob").in_game == bool(library)
        assert obs.player("Alice").in_game
        left = [e.player for e in table.events if e.type == EventType.LEFT_GAME]
        assert left == ([] if library else ["Bob"])


@cites("104.2a", "104.1", "704.5b", "704.5a", "104.3a", "800.4")
@given(players=st.integers(2, 4), way=st.sampled_from(["empty library", "no life", "concession"]),
       life=st.integers(1, 3), order=st.permutations(range(4)))
def test_a_game_ends_when_fewer_than_two_players_remain(make_engine, players, way, life, order) -> None:
    """104.2a: a player still in the game wins once their opponents have all left it, and 104.1:
    the game ends at once. So in a two-player game the game is over as soon as Bob loses (704.5b: he
    drew from an empty library; 704.5a: 0 or less life; 104.3a: he conceded), Alice won, and no
    action is legal any more: each is rejected and changes nothing. 800.4: a game of three or four
    goes on without Bob; then the others concede one by one (104.3a: at any time, the active player
    too), in an order drawn at random: the game goes on while two or more remain, and the last one,
    whoever it is, active or not, wins (104.2a) and the game is over (104.1).
    Varies: players."""
    names = ("Alice", "Bob", "Carol", "Dave")[:players]
    capabilities = engine_capabilities(make_engine)
    assume(way != "concession" or "outside-events" in capabilities)     # a concession is a leave_game event
    setup = GameSetup(players=tuple(PlayerSetup(
        name=n, life=life if n == "Bob" else 20, library=() if n == "Bob" and way == "empty library" else ("Forest",),
        hand=("Lightning Bolt",) if n == "Alice" else (), mana_pool="{R}" if n == "Alice" else "")
        for n in names), active_player="Alice", step=Step.POSTCOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        if way == "empty library":
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN)), table.rejection     # Bob's draw step
        elif way == "no life":
            bolt = table.find("Lightning Bolt", zone=Zone.HAND, player="Alice")
            assert table.act(CastSpell(player="Alice", card=bolt, targets=(Target(player="Bob"),))), table.rejection
            assert table.act(PassUntilStackEmpty()), table.rejection
        else:
            assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player="Bob")), table.rejection
        obs = table.observe()
        note(table.gherkin())
        assert not obs.player("Bob").in_game, f"Bob lost ({way}) and is still in the game"
        remaining = [n for n in names if n != "Bob"]
        assert [p.name for p in obs.players if p.in_game] == remaining
        if players > 2:
            assert not obs.game_over, f"a game of {players} players ended when one of them lost (800.4)"
            assert obs.winners == ()
            if "outside-events" not in capabilities:
                return
            leavers = [n for n in (names[i] for i in order if i < players) if n != "Bob"][:-1]
            for leaver in leavers:                           # 104.3a: they concede, one by one
                if leaver == obs.active_player:
                    reached("game end: the active player concedes in a game of three or more")
                assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=leaver)), table.rejection
                remaining.remove(leaver)
                obs = table.observe()
                note(table.gherkin())
                assert not obs.player(leaver).in_game, f"{leaver} conceded and is still in the game (104.3a)"
                assert [p.name for p in obs.players if p.in_game] == remaining
                if len(remaining) > 1:
                    assert not obs.game_over, f"the game ended with {remaining} still in it (800.4)"
                    assert obs.winners == ()
        last = remaining[0]
        assert obs.game_over, f"{last} is the last player in the game and it is not over (104.2a, 104.1)"
        assert obs.winners == (last,), f"the winners are {obs.winners}, not {last}, the last player in the game (104.2a)"
        for action in (*(PassPriority(player=n) for n in names), AdvanceTo(step=Step.END),
                       OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=last)):
            assert not table.act(action), f"{action} was accepted after the game ended (104.1)"
            rejection = table.take_rejection()
            assert rejection.rule is None or rejection.rule.startswith("104.1"), \
                f"{action} was rejected citing {rejection.rule}, not 104.1: {rejection}"
            assert table.observe() == obs, f"the rejected {action} changed the game"
        if "legal-actions" in capabilities:
            for n in names:
                assert table.engine.legal_actions(n) == [], f"{n} has legal actions after the game ended"


# --------------------------------------------------------------------------------------------
# Priority (117.3b, 117.4)
# --------------------------------------------------------------------------------------------

@cites("117.4", "117.3b", "117.3a", "117.3c", "106.4", "117.3d", "405.5")
@given(players=st.integers(2, 4), seat=st.integers(0, 3), step=st.sampled_from(MAIN_FIRST_STEPS),
       spell=st.booleans(), caster=st.integers(0, 3), target=st.integers(0, 3))
def test_a_step_ends_only_when_all_players_pass_in_succession(make_engine, players, seat, step, spell, caster,
                                                              target) -> None:
    """117.4: the top of the stack resolves, or the step ends, only when all players pass in
    succession, in turn order from whoever has priority; 117.3c: a player who casts a spell (an
    instant, maybe on another player's turn) receives priority afterward; 117.3b: after it resolves
    the active player receives priority, whoever cast it, and the passes made before count no more.
    117.3a: the active player receives priority first in a step. 106.4: when the step ends, every
    player's mana pool empties, the active player's and the others'. 405.5: when all players pass in
    succession with an empty stack, the step ends.
    Varies: active seat, players, caster ≠ active player."""
    names = ("Alice", "Bob", "Carol", "Dave")[:players]
    active = names[seat % players]
    order = [names[(seat + i) % players] for i in range(players)]        # turn order from the active player
    setup = GameSetup(players=tuple(PlayerSetup(name=n, library=("Forest", "Island"), hand=("Lightning Bolt",),
                                                mana_pool="{R}{G}") for n in names),
                      active_player=active, step=step)
    with fresh_table(make_engine) as table:
        table.load(setup)
        if spell:
            who = names[caster % players]
            if who != active:
                varied("caster ≠ active player")
            for passer in order[:order.index(who)]:        # fewer passes than players: the step goes on
                assert table.observe().priority == passer
                assert table.act(PassPriority(player=passer)), table.rejection
            bolt = table.find("Lightning Bolt", zone=Zone.HAND, player=who)
            victim = names[target % players]
            assert table.act(CastSpell(player=who, card=bolt, targets=(Target(player=victim),))), table.rejection
            after_cast = order[order.index(who):] + order[:order.index(who)]
            for passer in after_cast:
                obs = table.observe()
                assert obs.stack and obs.priority == passer, \
                    f"{who} cast Lightning Bolt: {passer} should have priority now (117.3c, 117.3d), not {obs.priority}"
                assert table.act(PassPriority(player=passer)), table.rejection
            assert not table.observe().stack
            assert table.observe().player(victim).life == 17
        obs = table.observe()
        assert (obs.step, obs.priority) == (step, active), \
            f"after {'the spell resolved' if spell else 'the step began'}, {obs.priority} has priority in " \
            f"{obs.step}, not {active}, the active player (117.3a, 117.3b)"
        for who in order[:-1]:
            assert table.act(PassPriority(player=who)), table.rejection
            obs = table.observe()
            note(table.gherkin())
            assert obs.step == step, f"the step ended after only {who} passed"
        assert table.act(PassPriority(player=order[-1])), table.rejection
        obs = table.observe()
        assert obs.step != step or obs.turn != 3
        for p in obs.players:
            assert not p.mana_pool, f"{p.name}'s mana pool holds {p.mana_pool} after the {step} step ended (106.4)"
        if obs.priority is not None and obs.step not in (Step.CLEANUP,):
            # A new step: its passes start from none (117.3a, 117.4).
            reached("step: a new step in which a player receives priority")
            first = obs.priority
            assert first == obs.active_player
            new_step = obs.step
            assert table.act(PassPriority(player=first)), table.rejection
            assert table.observe().step == new_step, "a new step ended after one pass"


# --------------------------------------------------------------------------------------------
# Damage (120.3, 120.6, 704.5g, 514.2)
# --------------------------------------------------------------------------------------------

@cites("120.3a", "120.3e", "120.6", "704.5g", "514.2")
@given(targets=st.lists(st.sampled_from(["Alice", "Bob", "Wayward Swordtooth", "Grizzly Bears"]),
                        min_size=1, max_size=3), life=st.integers(4, 20))
def test_damage_is_marked_until_the_cleanup_step_and_lost_as_life(make_engine, targets, life) -> None:
    """120.3a: damage dealt to a player makes them lose that much life; 120.3e, 120.6: damage dealt
    to a creature is marked on it and adds up until the cleanup step, and lethal damage destroys it
    (704.5g); 514.2: the cleanup step removes the damage marked on permanents.
    Varies: turns crossed."""
    bolts = len(targets)
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", life=life, hand=("Lightning Bolt",) * bolts, mana_pool="{R}" * bolts,
                    library=("Forest", "Forest")),
        PlayerSetup(name="Bob", life=life, library=("Island", "Island"),
                    battlefield=(PermanentSetup(card="Wayward Swordtooth"), PermanentSetup(card="Grizzly Bears")))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        expected_life = {"Alice": life, "Bob": life}
        marked = {"Wayward Swordtooth": 0, "Grizzly Bears": 0}
        toughness = {"Wayward Swordtooth": 5, "Grizzly Bears": 2}
        for target in targets:
            if target in marked:
                if marked[target] >= toughness[target]:
                    continue                                        # already destroyed
                tg = Target(object=table.find(target, zone=Zone.BATTLEFIELD))
            else:
                tg = Target(player=target)
            bolt = table.find("Lightning Bolt", zone=Zone.HAND, player="Alice")
            start = len(table.events)
            cast_from = table.observe()
            assert table.act(CastSpell(player="Alice", card=bolt, targets=(tg,))), table.rejection
            assert table.act(PassUntilStackEmpty()), table.rejection
            note(table.gherkin())
            _check_events(cast_from, table.observe(), table.events[start:])   # the events property's checks
            dealt = [e for e in table.events[start:] if e.type == EventType.DAMAGE_DEALT]
            assert [(e.name, e.amount, e.player, e.object) for e in dealt] == [
                ("Lightning Bolt", 3, tg.player, tg.object)]
            assert dealt[0].source is not None and dealt[0].detail != "combat"
            lost = [(e.player, e.amount) for e in table.events[start:] if e.type == EventType.LIFE_CHANGED]
            if tg.player:
                expected_life[tg.player] -= 3
                assert lost == [(tg.player, -3)]
            else:
                marked[target] += 3
                assert not lost
            obs = table.observe()
            for name, amount in expected_life.items():
                assert obs.player(name).life == amount
                assert obs.player(name).in_game == (amount > 0)          # 704.5a
            if not all(p.in_game for p in obs.players):
                return                          # a player who left took their permanents (800.4a)
            for name, damage in marked.items():
                perm = next((p for p in obs.battlefield if p.name == name), None)
                if damage >= toughness[name]:
                    assert perm is None, f"{name} has lethal damage ({damage}) and is still on the battlefield"
                    assert name in [c.name for c in obs.player("Bob").graveyard]
                else:
                    assert perm is not None and perm.damage == damage, f"{name}: {perm}"
        before_cleanup = table.observe()
        assert table.act(AdvanceTo(step=Step.UPKEEP)), table.rejection
        obs = table.observe()
        varied("turns crossed")
        assert obs.active_player == "Bob"
        if any(p.damage for p in before_cleanup.battlefield):
            reached("damage: a damaged permanent went through the cleanup step")
        for perm in obs.battlefield:
            assert perm.damage == 0, f"{perm.name} still has {perm.damage} damage after the cleanup step"


# --------------------------------------------------------------------------------------------
# Combat damage (510.1a, 510.1c, 510.2)
# --------------------------------------------------------------------------------------------

CREATURES = {"Grizzly Bears": (2, 2), "Llanowar Elves": (1, 1)}


@cites("510.1a", "510.1c", "510.1b", "510.2", "704.5g", "508.1")
@pytest.mark.capability("combat")
@given(attackers=st.lists(st.sampled_from(sorted(CREATURES)), min_size=1, max_size=3),
       blockers=st.lists(st.sampled_from(sorted(CREATURES)), max_size=3), data=st.data())
def test_blocked_and_unblocked_creatures_deal_combat_damage_by_their_power(make_engine, attackers, blockers,
                                                                            data) -> None:
    """510.1a: each attacking and each blocking creature assigns combat damage equal to its power;
    510.1c: a blocked creature assigns it to the creature blocking it, an unblocked one to the player
    it attacks (510.1b); 510.2: all of it is dealt at once, and nobody receives priority between the
    assignment and the damage; then lethal damage destroys (704.5g). 508.1: the declaration of
    attackers doesn't use the stack (the stack is empty after it, and Alice has priority, 508.2).
    Alice, the active player, sits in any seat of two to four and attacks Bob; the other players'
    life stays as it was.
    Varies: active seat, players."""
    seating = data.draw(seatings(), label="seating")
    setup = seating.setup({
        "Alice": PlayerSetup(name="Alice", library=("Forest",), battlefield=tuple(PermanentSetup(card=c) for c in attackers)),
        "Bob": PlayerSetup(name="Bob", library=("Forest",), battlefield=tuple(PermanentSetup(card=c) for c in blockers))},
        others=PlayerSetup(name="", library=("Forest",)), step=Step.BEGINNING_OF_COMBAT)
    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
        obs = table.observe()
        # Alice's untapped creatures have been hers since the turn began: a real decision (508.1a).
        assert awaits_declaration(obs, "declare_attackers", real_decision=True)
        attacking = [p for p in obs.battlefield if p.controller == "Alice"]
        blocking = [p for p in obs.battlefield if p.controller == "Bob"]
        assert table.act(DeclareAttackers(player="Alice", attacks=tuple(
            Attack(attacker=a.id, defender="Bob") for a in attacking))), table.rejection
        # 508.1: "This turn-based action doesn't use the stack": nothing the declaration does is on the
        # stack (no creature here has an attack trigger); 508.2: then the active player gets priority.
        obs = table.observe()
        assert not obs.stack and obs.priority == "Alice", \
            f"after the declaration of attackers (508.1, 508.2) the stack holds {[s.name for s in obs.stack]} " \
            f"and {obs.priority} has priority"
        # Each attacker is blocked by at most one creature (no damage assignment order needed).
        chosen = data.draw(st.lists(st.sampled_from(range(len(attacking))), max_size=len(blocking), unique=True)
                           if blocking else st.just([]), label="blocked attackers")
        blocks = {attacking[i].id: blocking[k] for k, i in enumerate(chosen)}
        assert table.act(AdvanceTo(step=Step.DECLARE_BLOCKERS)), table.rejection
        # 509.1a: Bob chooses which creatures, if any, block; with none there is no decision, and
        # the engine may make the empty declaration itself.
        if awaits_declaration(table.observe(), "declare_blockers", real_decision=bool(blocking)):
            assert table.act(DeclareBlockers(player="Bob", blocks=tuple(
                Block(blocker=b.id, attacker=a) for a, b in blocks.items()))), table.rejection
        before_damage = len(table.events)
        assert table.act(AdvanceTo(step=Step.END_OF_COMBAT)), table.rejection
        obs = table.observe()
        note(table.gherkin())
        # 510.2: "No player has the chance to cast spells or activate abilities between the time combat
        # damage is assigned and the time it's dealt": from the start of the combat damage step (510.1:
        # assignment comes first) to the damage, nobody receives priority.
        events = table.events[before_damage:]
        began = next((i for i, e in enumerate(events) if e.type == EventType.STEP_BEGAN
                      and e.detail == Step.COMBAT_DAMAGE.value), None)
        assert began is not None, f"no combat damage step began: {[(e.type.value, e.detail) for e in events]}"
        dealt_at = [i for i, e in enumerate(events) if e.type == EventType.DAMAGE_DEALT and i > began]
        if dealt_at:
            between = [e.player for e in events[began:dealt_at[-1]] if e.type == EventType.PRIORITY]
            assert not between, f"{between} received priority between the assignment of combat damage and " \
                                f"its dealing (510.2)"
        damage = Counter()
        life = 20
        for a in attacking:
            power_a = CREATURES[a.name][0]
            if a.id in blocks:
                b = blocks[a.id]
                damage[b.id] += power_a
                damage[a.id] += CREATURES[b.name][0]
            else:
                life -= power_a
        assert obs.player("Bob").life == life
        for other in seating.opponents("Bob"):
            assert obs.player(other).life == 20, f"{other}, whom nothing attacked, has {obs.player(other).life} life"
        survivors = {p.id: p for p in obs.battlefield}
        for perm in attacking + blocking:
            toughness = CREATURES[perm.name][1]
            if damage[perm.id] >= toughness:
                assert perm.id not in survivors, f"{perm.name} was dealt {damage[perm.id]} and survived"
            else:
                assert perm.id in survivors and survivors[perm.id].damage == damage[perm.id], \
                    f"{perm.name} should have {damage[perm.id]} damage: {survivors.get(perm.id)}"
        combat = [e for e in table.events if e.type == EventType.DAMAGE_DEALT]
        assert all(e.detail == "combat" and e.name in CREATURES and e.source for e in combat), combat
        assert sum(e.amount for e in combat) == sum(damage.values()) + 20 - life


# --------------------------------------------------------------------------------------------
# Tokens (111.7, 704.5d)
# --------------------------------------------------------------------------------------------

@cites("111.7", "704.5d")
@pytest.mark.capability("outside-events")
@given(card=st.sampled_from(["Grizzly Bears", "Llanowar Elves"]),
       event=st.sampled_from([OutsideEventKind.DESTROY, OutsideEventKind.EXILE, OutsideEventKind.RETURN_TO_HAND,
                              OutsideEventKind.SACRIFICE]))
def test_a_token_that_leaves_the_battlefield_ceases_to_exist(make_engine, card, event) -> None:
    """111.7, 704.5d: a token in a zone other than the battlefield ceases to exist; the card of
    the same name beside it is a card and stays where it goes.
    Varies: none."""
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", library=("Forest",)),
        PlayerSetup(name="Bob", library=("Forest",), battlefield=(PermanentSetup(card=card, token=True),))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        token = table.find(card, zone=Zone.BATTLEFIELD)
        assert table.act(OutsideEvent(event=event, object=token)), table.rejection
        obs = table.observe()
        note(table.gherkin())
        assert table.locate(obs, card) == [], f"the token {card} still exists: {table.locate(obs, card)}"


# --------------------------------------------------------------------------------------------
# Paying mana costs (107.4e, 118.3, 601.2h)
# --------------------------------------------------------------------------------------------

SPELLS = {
    # card: its target, if it has one
    "Grizzly Bears": None,
    "Llanowar Elves": None,
    "Lightning Bolt": Target(player="Bob"),
    "Wayward Swordtooth": None,
    "Wheel of Sun and Moon": Target(player="Bob"),      # an Aura spell targets (303.4a)
}


def _symbols(cost: str) -> list[str]:
    return [s.strip("{") for s in cost.split("}") if s]


def _pays(paid: Counter[str], cost: str) -> bool:
    """Whether the mana ``paid`` is exactly what ``cost`` needs: each colored symbol by its color,
    each hybrid symbol by either half (107.4e), each generic mana by any type (107.4b)."""
    symbols = _symbols(cost)
    generic = sum(int(s) for s in symbols if s.isdigit())
    colored = [s for s in symbols if not s.isdigit()]
    if sum(paid.values()) != generic + len(colored):
        return False
    for choice in product(*[s.split("/") for s in colored]):
        need = Counter(choice)
        if all(paid[c] >= n for c, n in need.items()):
            return True
    return False


def _payable(pool: Counter[str], cost: str) -> bool:
    symbols = _symbols(cost)
    generic = sum(int(s) for s in symbols if s.isdigit())
    colored = [s for s in symbols if not s.isdigit()]
    for choice in product(*[s.split("/") for s in colored]):
        need = Counter(choice)
        if all(pool[c] >= n for c, n in need.items()) and sum(pool.values()) - len(colored) >= generic:
            return True
    return False


@cites("601.2h", "118.3", "107.4e", "106.4")
@given(card=st.sampled_from(sorted(SPELLS)),
       pool=st.lists(st.sampled_from(["G", "W", "R", "U", "C"]), max_size=4))
def test_a_spell_is_cast_exactly_when_the_pool_can_pay_its_cost(make_engine, card, pool) -> None:
    """601.2h, 118.3: a spell can be cast only if its whole cost is paid; 107.4e: a hybrid symbol
    ({G/W}) is paid with either of its halves; generic mana with any type. The mana paid is taken
    from the pool and the rest stays (106.4: until the step ends).
    Varies: none."""
    cost = load_cards()[card].mana_cost
    text = "".join(f"{{{m}}}" for m in pool)
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", hand=(card,), mana_pool=text, library=("Forest",)),
        PlayerSetup(name="Bob", library=("Forest",))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        target = SPELLS[card]
        ok = table.act(CastSpell(player="Alice", card=table.find(card, zone=Zone.HAND),
                                 targets=(target,) if target else ()))
        note(f"{card} {cost} from {text}: {'cast' if ok else table.rejection}")
        if not ok:
            table.take_rejection()
        assert ok == _payable(Counter(pool), cost)
        if not ok:
            return
        cast = [e for e in table.events if e.type == EventType.SPELL_CAST]
        paid = _paid(cast[-1])
        assert _pays(paid, cost), f"paid {cast[-1].paid} for {cost}"
        assert _pool(table.observe().player("Alice").mana_pool) == Counter(pool) - paid
        assert table.act(PassUntilStackEmpty()), table.rejection
        obs = table.observe()
        if card == "Wheel of Sun and Moon":
            wheel = next((p for p in obs.battlefield if p.name == card), None)
            assert wheel is not None and wheel.attached_to == "Bob", \
                "an Aura spell enters attached to the player it targeted (303.4a-b)"


# --------------------------------------------------------------------------------------------
# Mana abilities of basic lands (305.6)
# --------------------------------------------------------------------------------------------

BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@cites("305.6", "106.4", "118.3")
@given(lands=st.lists(st.sampled_from(sorted(BASIC_MANA)), min_size=1, max_size=3), data=st.data())
def test_a_basic_land_taps_for_the_mana_of_its_type(make_engine, lands, data) -> None:
    """305.6: a land with a basic land type has "{T}: Add [its mana]" (Plains {W}, Island {U},
    Swamp {B}, Mountain {R}, Forest {G}); the mana goes into its controller's pool (106.4) and the
    land is tapped, so it cannot be tapped again (118.3).
    Varies: none."""
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", library=("Forest",), battlefield=tuple(PermanentSetup(card=c) for c in lands)),
        PlayerSetup(name="Bob", library=("Forest",))), active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        obs = table.observe()
        order = data.draw(st.permutations([p for p in obs.battlefield]), label="order")
        added: Counter[str] = Counter()
        for land in order:
            start = len(table.events)
            assert table.act(ActivateAbility(player="Alice", source=land.id, ability=0)), table.rejection
            added[BASIC_MANA[land.name]] += 1
            after = table.observe()
            assert _pool(after.player("Alice").mana_pool) == added
            assert next(p for p in after.battlefield if p.id == land.id).tapped
            tapped = [(e.object, e.name) for e in table.events[start:] if e.type == EventType.TAPPED]
            assert tapped == [(land.id, land.name)]
        again = order[0]
        assert not table.act(ActivateAbility(player="Alice", source=again.id, ability=0))
        table.take_rejection()


# --------------------------------------------------------------------------------------------
# Auras (303.4a-c, 704.5m) and a leaves-the-battlefield trigger (603.6c, 700.4)
# --------------------------------------------------------------------------------------------

@cites("303.4c", "704.5m", "603.6c", "700.4", "110.2a")
@pytest.mark.capability("outside-events")
@given(aura=st.sampled_from(["Wheel of Sun and Moon", "Unhallowed Pact"]),
       event=st.sampled_from([None, "gone", OutsideEventKind.STOP_BEING_A_CREATURE]),
       creature=st.sampled_from(["Grizzly Bears", "Llanowar Elves"]))
def test_an_aura_stays_attached_only_while_it_legally_can(make_engine, aura, event, creature) -> None:
    """303.4c, 704.5m: an Aura attached to an illegal object or player, or to a player who left the
    game, or to an object that is gone, is put into its owner's graveyard; an Aura legally attached
    stays. Unhallowed Pact ("Enchant creature") and Wheel of Sun and Moon ("Enchant player").
    Unhallowed Pact's "When enchanted creature dies, return that card to the battlefield under your
    control" is a leaves-the-battlefield ability (603.6c, 700.4): it triggers as the creature dies,
    and the card returns under the control of the player the effect names (110.2a).
    Varies: players."""
    enchanted = "Bob" if aura == "Wheel of Sun and Moon" else creature
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", library=("Forest",), battlefield=(PermanentSetup(card=creature),)),
        PlayerSetup(name="Bob", library=("Forest",)),
        PlayerSetup(name="Carol", library=("Forest",), battlefield=(
            PermanentSetup(card=aura, attached_to=enchanted),))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        creature_id = table.find(creature, zone=Zone.BATTLEFIELD)
        if event == "gone":
            gone = (OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player="Bob") if aura == "Wheel of Sun and Moon"
                    else OutsideEvent(event=OutsideEventKind.DESTROY, object=creature_id))
            assert table.act(gone), table.rejection
        elif event is not None:
            assert table.act(OutsideEvent(event=event, object=creature_id)), table.rejection
        assert table.act(PassPriority(player="Alice")), table.rejection   # state-based actions are checked
        assert table.act(PassUntilStackEmpty()), table.rejection
        obs = table.observe()
        note(table.gherkin())
        perm = next((p for p in obs.battlefield if p.name == aura), None)
        legal = event is None or (aura == "Wheel of Sun and Moon" and event != "gone")
        if legal:
            assert perm is not None, f"{aura} attached to {enchanted} was put into a graveyard"
            attached = "Bob" if aura == "Wheel of Sun and Moon" else creature_id
            assert perm.attached_to == attached
        else:
            assert perm is None, f"{aura} is still on the battlefield after {event}"
            assert aura in [c.name for c in obs.player("Carol").graveyard]
        returned = [p for p in obs.battlefield if p.name == creature]
        if aura == "Unhallowed Pact" and event == "gone":
            triggered = [e for e in table.events if e.type == EventType.ABILITY_TRIGGERED]
            assert [(e.name, e.player) for e in triggered] == [(aura, "Carol")]
            assert [(p.controller, p.owner) for p in returned] == [("Carol", "Alice")]
        else:
            assert len(returned) == 1 and returned[0].controller == "Alice"


# --------------------------------------------------------------------------------------------
# A target that is gone (608.2b, 800.4a)
# --------------------------------------------------------------------------------------------

@cites("608.2b", "800.4a")
@pytest.mark.capability("outside-events")
@given(target=st.sampled_from(["Bob", "Carol"]), leaves=st.sampled_from([None, "Bob", "Carol"]))
def test_a_spell_whose_target_player_left_the_game_does_not_resolve(make_engine, target, leaves) -> None:
    """608.2b: as a spell resolves, a target player who has left the game (800.4a) is illegal; a
    spell all of whose targets are illegal does not resolve and goes to its owner's graveyard. The
    other players are unaffected; a spell whose target is still in the game resolves.
    Varies: players."""
    setup = GameSetup(players=tuple(
        PlayerSetup(name=n, library=("Forest",), hand=("Lightning Bolt",) if n == "Alice" else (), mana_pool="{R}")
        for n in ("Alice", "Bob", "Carol")), active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        bolt = table.find("Lightning Bolt", zone=Zone.HAND)
        assert table.act(CastSpell(player="Alice", card=bolt, targets=(Target(player=target),))), table.rejection
        spell = table.observe().stack[-1].id
        if leaves:
            assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=leaves)), table.rejection
        start = len(table.events)
        assert table.act(PassUntilStackEmpty()), table.rejection
        obs = table.observe()
        note(table.gherkin())
        assert not obs.stack
        assert [c.name for c in obs.player("Alice").graveyard] == ["Lightning Bolt"]
        events = table.events[start:]
        not_resolved = [(e.object, e.name) for e in events if e.type == EventType.DID_NOT_RESOLVE]
        if leaves == target:
            assert not_resolved == [(spell, "Lightning Bolt")]
            assert all(e.detail for e in events if e.type == EventType.DID_NOT_RESOLVE)
            assert not [e for e in events if e.type == EventType.DAMAGE_DEALT]
        else:
            assert not_resolved == []
            assert obs.player(target).life == 17
        for p in obs.players:
            if p.name != target and p.in_game:
                assert p.life == 20


# --------------------------------------------------------------------------------------------
# What an engine reports: questions, ids and events (docs/protocol.md §2-3) during random play
# --------------------------------------------------------------------------------------------

_NEEDS = {
    # event type: the fields docs/protocol.md says it sets (always, in the cards of this pool)
    EventType.ZONE_CHANGE: ("object", "name", "player", "from_zone", "to_zone"),
    EventType.ABILITY_TRIGGERED: ("name", "player", "detail"),
    EventType.RESOLVED: ("object", "name"),
    EventType.DID_NOT_RESOLVE: ("object", "name", "detail"),
    EventType.COUNTER_ADDED: ("object", "name", "counter", "amount"),
    EventType.DAMAGE_DEALT: ("source", "name", "amount"),
    EventType.LIFE_CHANGED: ("player", "amount"),
    EventType.TAPPED: ("object", "name"),
    EventType.DREW: ("player", "name"),
    EventType.TURN_BEGAN: ("player", "amount"),
    EventType.STEP_BEGAN: ("player", "detail"),
    EventType.PRIORITY: ("player",),
    EventType.SPELL_CAST: ("object", "name", "player", "from_zone"),
}


def check_question(q: Question, players: set[str]) -> None:
    """A question names a player of the game who decides, says what is asked, and offers the
    options to choose from (docs/protocol.md); used by the events property during random play and
    by the properties whose setups ask each kind of question (who orders a melded permanent's cards
    and Duplicant's "may", the order of triggered abilities, explore's graveyard choice, Naar
    Isle's targets)."""
    assert q.player in players, f"{q.kind} question for {q.player!r}, not a player of the game"
    assert isinstance(q.prompt, str) and q.prompt, f"{q.kind} question without a prompt"
    if q.kind in (QuestionKind.ORDER_TRIGGERS, QuestionKind.REPLACEMENT_EFFECT, QuestionKind.CHOOSE_OBJECT,
                  QuestionKind.CARD_ORDER, QuestionKind.TARGETS):
        assert q.options, f"{q.kind} question without options: {q}"
    if q.kind == QuestionKind.MAY:
        reached("question: may")
        assert set(q.options) == {True, False}, f"a may question offers {q.options}"
    if q.kind == QuestionKind.ORDER_TRIGGERS:
        reached("question: order_triggers")
        assert len(q.options) > 1, "an order_triggers question for a single ability (603.3b)"


def _checked_answers(data, players: set[str]):
    """Random answers (as ``random_answers``), after checking the question (``check_question``)."""
    answer = random_answers(data)

    def check(q: Question):
        check_question(q, players)
        return answer(q)
    return check


def _check_observation(obs) -> None:
    ids = [c.id for p in obs.players for c in (*p.library, *p.hand, *p.graveyard, *p.planar_deck)]
    ids += [c.id for c in obs.exile] + [p.id for p in obs.battlefield] + [s.id for s in obs.stack]
    assert all(isinstance(i, str) and i for i in ids), f"an object without an id: {ids}"
    assert len(set(ids)) == len(ids), f"two objects share an id: {sorted(ids)}"
    assert all(s.name for s in obs.stack), f"a stack item without a name: {obs.stack}"


def _check_events(before, after, events) -> None:
    for e in events:
        for field in _NEEDS.get(e.type, ()):
            value = getattr(e, field)
            assert value is not None and value != "", f"{e.type} event without {field}: {e}"
        if e.type in (EventType.DAMAGE_DEALT, EventType.COUNTER_ADDED):
            assert e.amount > 0, f"{e}: 0 damage is not dealt at all (120.8)"
        if e.type == EventType.DAMAGE_DEALT:
            assert (e.player is None) != (e.object is None), f"damage dealt to one object or player: {e}"
        if e.type == EventType.ZONE_CHANGE:
            assert e.previous is not None and e.previous != e.object, f"a zone change without a new id: {e}"
    for p in after.players:
        was = before.player(p.name)
        changes = sum(e.amount for e in events if e.type == EventType.LIFE_CHANGED and e.player == p.name)
        assert p.life - was.life == changes, f"{p.name}'s life went from {was.life} to {p.life}, events say {changes}"
        dealt = Counter(-e.amount for e in events if e.type == EventType.DAMAGE_DEALT and e.player == p.name)
        lost = Counter(e.amount for e in events if e.type == EventType.LIFE_CHANGED and e.player == p.name)
        assert not dealt - lost, f"{p.name} was dealt damage {dict(dealt)} and the life changes were {dict(lost)}"
    turns = [e.amount for e in events if e.type == EventType.TURN_BEGAN]
    assert not turns or turns[-1] == after.turn, f"turn_began {turns}, but it is turn {after.turn}"


@cites("603.3b", "400.7", "120.8", "119.3", "120.3a")
@pytest.mark.capability("legal-actions")
@given(data=st.data())
def test_questions_ids_and_events_describe_what_happened(make_engine, data) -> None:
    """During random legal play (docs/protocol.md): every question names a player of the game, a
    prompt and its options (a "may" question offers yes and no; triggered abilities are ordered only
    when a player has several different ones, 603.3b); every object has its own id; each event sets
    the fields the protocol lists, a zone change gives the new id and the previous one (400.7), no
    event reports 0 damage or counters (120.8), and the life_changed events of an action add up to
    each player's change of life total (119.3, 120.3a). Random play with this pool rarely meets a
    question, so ``check_question`` also runs in the properties whose setups ask each kind (it is
    what makes those clauses reached at the ``ci`` profile).
    Varies: active seat, players."""
    with fresh_table(make_engine) as table:
        pool = card_pool(engine_capabilities(make_engine))
        table.load(data.draw(setups(pool, names=None), label="setup"))
        players = {p.name for p in table.observe().players}
        for _ in range(data.draw(st.integers(1, 15), label="steps")):
            before = table.observe()
            _check_observation(before)
            player = actor(before)
            legal = attemptable_actions(table.engine.legal_actions(player)) if player is not None else []
            if not legal:
                break
            action = data.draw(st.sampled_from(legal), label="action")
            start = len(table.events)
            assert table.act(action, on_question=_checked_answers(data, players)), table.rejection
            note(table.gherkin())
            after = table.observe()
            _check_events(before, after, table.events[start:])
        _check_observation(table.observe())


# --------------------------------------------------------------------------------------------
# Replacement effects on zone changes (614.1a, 616.1, 702.34a)
# --------------------------------------------------------------------------------------------

@cites("614.1a", "616.1")
@pytest.mark.capability("outside-events")
@given(effects=st.sampled_from([("Leyline of the Void",), ("Wheel of Sun and Moon",),
                                ("Leyline of the Void", "Wheel of Sun and Moon")]),
       first=st.sampled_from(["Leyline of the Void", "Wheel of Sun and Moon"]),
       event=st.sampled_from([OutsideEventKind.DESTROY, OutsideEventKind.SACRIFICE]))
def test_a_replaced_zone_change_is_reported_and_goes_where_the_chosen_effect_says(make_engine, effects, first,
                                                                                   event) -> None:
    """614.1a: "instead" effects replace the event; 616.1: when several apply, the affected object's
    controller chooses one, then the others are checked again, and one that no longer applies does
    nothing. Leyline of the Void exiles a card bound for an opponent's graveyard; Wheel of Sun and
    Moon puts a card bound for the enchanted player's graveyard on the bottom of their library,
    revealed. Which effect applied is seen in where the card went; an engine may report each
    replacement as a ``replaced`` event or not (the rules fix the outcome, not a report), but one it
    reports names the object, the source whose effect applied and what happens instead, and comes
    before the move itself.
    Varies: players, owner ≠ controller."""
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", library=("Forest",), battlefield=tuple(
            PermanentSetup(card=c, attached_to="Bob" if c == "Wheel of Sun and Moon" else None) for c in effects)),
        PlayerSetup(name="Bob", library=("Island", "Swamp"), battlefield=(
            PermanentSetup(card="Grizzly Bears", controller="Carol"),)),
        PlayerSetup(name="Carol", library=("Forest",))),
        active_player="Alice", step=Step.PRECOMBAT_MAIN)
    chosen = first if first in effects else effects[0]
    asked: list[Question] = []

    def answer(q: Question):
        asked.append(q)
        return chosen

    with fresh_table(make_engine) as table:
        table.load(setup)
        start = len(table.events)
        assert table.act(OutsideEvent(event=event, object=table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)),
                         on_question=answer), table.rejection
        # 616.1: the affected object's controller (Carol, not its owner Bob) chooses, only between two.
        assert [(q.kind, q.player, sorted(q.options)) for q in asked] == (
            [(QuestionKind.REPLACEMENT_EFFECT, "Carol", sorted(effects))] if len(effects) > 1 else [])
        assert all(q.prompt for q in asked)
        obs = table.observe()
        note(table.gherkin())
        events = table.events[start:]
        replaced = [(e.name, e.source) for e in events if e.type == EventType.REPLACED]
        moves = [e for e in events if e.type == EventType.ZONE_CHANGE]
        if replaced:                                      # reporting it is the engine's choice
            assert replaced == [("Grizzly Bears", chosen)], "616.1: the chosen effect applies, the other no more"
            assert all(e.detail for e in events if e.type == EventType.REPLACED)
            assert events.index(next(e for e in events if e.type == EventType.REPLACED)) < events.index(moves[0])
        bob = obs.player("Bob")
        if chosen == "Leyline of the Void":
            assert [c.name for c in obs.exile] == ["Grizzly Bears"] and moves[0].to_zone == Zone.EXILE
            assert [c.name for c in bob.library] == ["Island", "Swamp"]
        else:
            assert [c.name for c in bob.library] == ["Island", "Swamp", "Grizzly Bears"]
            assert [(e.player, e.name) for e in events if e.type == EventType.REVEALED] == [("Bob", "Grizzly Bears")]
        assert not bob.graveyard


@cites("702.34a")
@pytest.mark.capability("flashback")
@given(library=st.lists(st.sampled_from(["Forest", "Island"]), min_size=1, max_size=3))
def test_a_spell_cast_with_flashback_is_exiled_as_it_leaves_the_stack(make_engine, library) -> None:
    """702.34a: "If the flashback cost was paid, exile this card instead of putting it anywhere else
    any time it would leave the stack": the resolved spell goes from the stack to exile, never to the
    graveyard. The rule fixes that outcome, not a report: an engine may report the replacement as
    ``replaced`` or not, but one it reports names the spell and the source whose effect applied
    (the card itself) and comes before the move to exile (docs/protocol.md).
    Varies: none."""
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", graveyard=("Think Twice",), mana_pool="{U}{U}{U}", library=tuple(library)),
        PlayerSetup(name="Bob", library=("Forest",))), active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        card = table.find("Think Twice", zone=Zone.GRAVEYARD)
        assert table.act(CastSpell(player="Alice", card=card, alternative_cost="flashback")), table.rejection
        start = len(table.events)
        assert table.act(PassUntilStackEmpty()), table.rejection
        events = table.events[start:]
        note(table.gherkin())
        obs = table.observe()
        assert [c.name for c in obs.exile] == ["Think Twice"], f"exile: {[c.name for c in obs.exile]}"
        assert "Think Twice" not in [c.name for c in obs.player("Alice").graveyard]
        moves = [(e.name, e.from_zone, e.to_zone) for e in events if e.type == EventType.ZONE_CHANGE]
        assert ("Think Twice", Zone.STACK, Zone.EXILE) in moves, f"zone changes: {moves}"
        assert not [m for m in moves if m[0] == "Think Twice" and m[2] == Zone.GRAVEYARD], \
            f"Think Twice went to the graveyard on the way (702.34a: instead of anywhere else): {moves}"
        replaced = [e for e in events if e.type == EventType.REPLACED]
        if replaced:                                      # reporting it is the engine's choice
            assert [(e.name, e.source) for e in replaced] == [("Think Twice", "Think Twice")] and replaced[0].detail, \
                f"replaced events: {replaced}"
            exiled = next(i for i, e in enumerate(events) if e.type == EventType.ZONE_CHANGE
                          and e.name == "Think Twice" and e.to_zone == Zone.EXILE)
            assert events.index(replaced[0]) < exiled, "the replaced event comes after the move it replaced"


# --------------------------------------------------------------------------------------------
# Summoning sickness (302.6)
# --------------------------------------------------------------------------------------------

@cites("302.6", "508.1a")
@pytest.mark.capability("combat")
@given(card_and_how=st.sampled_from([("Llanowar Elves", "tap"), ("Llanowar Elves", "attack"),
                                     ("Grizzly Bears", "attack")]))
def test_a_creature_that_entered_this_turn_can_neither_tap_nor_attack(make_engine, card_and_how) -> None:
    """302.6: a creature's {T} ability can't be activated, and it can't attack, unless it has been
    under its controller's control continuously since their most recent turn began: a creature
    spell that resolved this turn can do neither (508.1a). The control: on its controller's next
    turn the same tap or attack is accepted, so the rejection was for 302.6, whatever reason the
    engine gives. (Grizzly Bears has no {T} ability to try.)
    Varies: turns crossed, each player's turn."""
    card, how = card_and_how
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", hand=(card,), mana_pool="{G}{G}", library=("Forest",) * 2),
        PlayerSetup(name="Bob", library=("Forest",) * 2)), active_player="Alice", step=Step.PRECOMBAT_MAIN)

    def try_it(creature: str) -> bool:
        if how == "tap":
            return table.act(ActivateAbility(player="Alice", source=creature, ability=0))
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
        return table.act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=creature, defender="Bob"),)))

    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(CastSpell(player="Alice", card=table.find(card, zone=Zone.HAND))), table.rejection
        assert table.act(PassUntilStackEmpty()), table.rejection
        creature = table.find(card, zone=Zone.BATTLEFIELD)
        assert not try_it(creature), f"{card} entered this turn, yet {how} was accepted (302.6)"
        assert table.take_rejection().reason
        if how == "attack" and table.observe().awaiting == "declare_attackers":
            # No attackers. An engine may also have made that empty declaration itself, since no
            # creature could attack (508.1a: no decision; docs/protocol.md §3).
            assert table.act(DeclareAttackers(player="Alice")), table.rejection
        for step in (Step.END, Step.UPKEEP, Step.END, Step.PRECOMBAT_MAIN):   # Bob's turn, then Alice's
            assert table.act(AdvanceTo(step=step)), table.rejection
            assert table.act(PassUntilStackEmpty()), table.rejection
        note(table.gherkin())
        varied("turns crossed")
        varied("each player's turn")
        assert table.observe().active_player == "Alice"
        assert try_it(creature), f"on Alice's next turn, {how} with {card} was still rejected: {table.rejection}"


# --------------------------------------------------------------------------------------------
# Putting triggered abilities on the stack (603.3b, 405.2, 405.5)
# --------------------------------------------------------------------------------------------

def _trigger_source(label: str) -> str:
    """Which card's ability an ability's name (a question option, a stack item, a ``resolved``
    event) is. How an engine words or formats an ability's name is its own (the reference engine
    writes "<source>: <text>"); the name must mention its source, and only one of the two."""
    sources = [s for s in ("Blood Artist", "Unhallowed Pact") if s in label]
    assert len(sources) == 1, f"the ability {label!r} does not name one of Blood Artist and Unhallowed Pact"
    return sources[0]


@cites("603.3b", "405.2", "405.5")
@pytest.mark.capability("outside-events")
@given(alice_artist=st.booleans(), active=st.sampled_from(["Alice", "Bob"]), data=st.data())
def test_triggered_abilities_go_on_the_stack_in_apnap_order_and_the_order_each_player_chooses(
        make_engine, alice_artist, active, data) -> None:
    """603.3b: abilities that triggered since a player last received priority go on the stack in
    APNAP order (the active player's first, whichever seat is active), each player putting theirs
    in the order they choose (asked only when they differ); 405.2, 405.5: the last one put on the
    stack resolves first. Grizzly Bears enchanted by Bob's Unhallowed Pact dies: Bob's Pact and
    Blood Artist trigger together (and Alice's Blood Artist).
    Varies: active seat."""
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", library=("Forest",), battlefield=(PermanentSetup(card="Grizzly Bears"),) + (
            (PermanentSetup(card="Blood Artist"),) if alice_artist else ())),
        PlayerSetup(name="Bob", library=("Forest",), battlefield=(
            PermanentSetup(card="Blood Artist"), PermanentSetup(card="Unhallowed Pact", attached_to="Grizzly Bears")))),
        active_player=active, step=Step.PRECOMBAT_MAIN)
    asked: list[Question] = []
    chosen: list[list[dict]] = []

    def answer(q: Question):
        check_question(q, {"Alice", "Bob"})
        asked.append(q)
        if q.kind == QuestionKind.ORDER_TRIGGERS:
            chosen.append(data.draw(st.permutations(list(q.options)), label="order"))
            return chosen[-1]
        assert q.kind == QuestionKind.TARGETS, q
        return [Target(player="Bob" if q.player == "Alice" else "Alice")]

    with fresh_table(make_engine) as table:
        table.load(setup)
        bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
        assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=bears), on_question=answer), \
            table.rejection
        note(table.gherkin())
        orders = [q for q in asked if q.kind == QuestionKind.ORDER_TRIGGERS]
        assert [q.player for q in orders] == ["Bob"], f"order_triggers asked of {[q.player for q in orders]}"
        # The options name each ability by its source's id (docs/protocol.md, order_triggers), as
        # the ability_triggered events report it.
        names = {e.source: e.name for e in table.events_of(EventType.ABILITY_TRIGGERED)}
        source = lambda ref: names.get(ref["source"], f"(no ability_triggered from {ref['source']})")  # noqa: E731
        assert sorted(source(ref) for ref in orders[0].options) == ["Blood Artist", "Unhallowed Pact"], \
            f"the abilities to order name these sources: {orders[0].options}"
        alices, bobs = ["Blood Artist"] if alice_artist else [], [source(ref) for ref in chosen[0]]
        stacked = alices + bobs if active == "Alice" else bobs + alices         # APNAP (603.3b)
        obs = table.observe()
        assert [_trigger_source(s.name) for s in obs.stack] == stacked[::-1], "the stack, top first"
        start = len(table.events)
        assert table.act(PassUntilStackEmpty(), on_question=answer), table.rejection
        resolved = [_trigger_source(e.name) for e in table.events[start:] if e.type == EventType.RESOLVED]
        assert resolved == stacked[::-1], f"put on the stack as {stacked}, resolved as {resolved}"
        obs = table.observe()
        assert obs.player("Alice").life == 20 - 1 + (1 if alice_artist else 0)
        assert obs.player("Bob").life == 20 + 1 - (1 if alice_artist else 0)
        assert [(p.controller, p.owner) for p in obs.battlefield if p.name == "Grizzly Bears"] == [("Bob", "Alice")]


# --------------------------------------------------------------------------------------------
# Power and toughness: counters (122.1a, 613.4c), a noncreature permanent (208.3)
# --------------------------------------------------------------------------------------------

@cites("122.1a", "613.4c", "704.5f", "208.3")
@pytest.mark.capability("outside-events")
@given(plus=st.integers(0, 2), minus=st.integers(0, 3), stops=st.booleans())
def test_counters_change_power_and_toughness_and_a_noncreature_has_none(make_engine, plus, minus, stops) -> None:
    """122.1a, 613.4c: each +1/+1 counter gives +1/+1 and each -1/-1 counter -1/-1; 704.5f: a
    creature with toughness 0 or less is put into its owner's graveyard; 208.3: a noncreature
    permanent has no power or toughness (Grizzly Bears, 2/2, made an enchantment).
    Varies: none."""
    counters = {k: n for k, n in (("+1/+1", plus), ("-1/-1", minus)) if n}
    setup = GameSetup(players=(
        PlayerSetup(name="Alice", library=("Forest",), battlefield=(PermanentSetup(card="Grizzly Bears",
                                                                                   counters=counters),)),
        PlayerSetup(name="Bob", library=("Forest",))), active_player="Alice", step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        battlefield = table.observe().battlefield
        assert battlefield, "the setup's Grizzly Bears is not on the battlefield in the first observation (the game " \
                            "starts in the state as given, docs/protocol.md GameSetup: state-based actions come after an action)"
        bears = battlefield[0]
        if stops:
            assert table.act(OutsideEvent(event=OutsideEventKind.STOP_BEING_A_CREATURE, object=bears.id)), \
                table.rejection
        assert table.act(PassPriority(player="Alice")), table.rejection    # state-based actions are checked
        obs = table.observe()
        note(table.gherkin())
        perm = next((p for p in obs.battlefield if p.name == "Grizzly Bears"), None)
        if stops:
            assert perm is not None and (perm.power, perm.toughness) == (None, None)
        elif 2 + plus - minus <= 0:
            assert perm is None and [c.name for c in obs.player("Alice").graveyard] == ["Grizzly Bears"]
        else:
            assert perm is not None and (perm.power, perm.toughness) == (2 + plus - minus, 2 + plus - minus)
