"""Properties about no one mechanic: conservation of cards, atomicity of illegal actions,
alternative and additional costs leaving mana value alone, determinism, and random legal play.

They run against whichever engine ``--engine`` names, through the protocol only."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, note
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test
from hypothesis import settings

from mtg_conformance import exploration
from mtg_conformance.driver import Table
from mtg_conformance.properties import (
    act_with_some_answers, actor, card_census, cites, engine_capabilities, expected_mana_value, fresh_table, random_answers, reached,
    varied_setup,
)
from mtg_conformance.protocol import CastSpell, Engine, Step
from mtg_conformance.strategies import (
    attemptable_actions, built_move, card_pool, deciders, deep_setups, listed_move, setups,
)
from mtg_conformance.strategies import COST_MODEL_CARDS, EXTRA_CARDS, arbitrary_actions, extra_cards  # issue 31 item 8

pytestmark = pytest.mark.mechanic("global")

COST_CARDS = {n for names in EXTRA_CARDS.values() for n in names}


def _pool(make_engine) -> tuple[str, ...]:
    return card_pool(engine_capabilities(make_engine))


def _pool_with_costs(make_engine) -> tuple[str, ...]:
    """The pool plus the cards with alternative and additional costs of the mechanics the engine
    declares (``EXTRA_CARDS`` of properties/test_legal_actions.py)."""
    return card_pool(engine_capabilities(make_engine), extra_cards(engine_capabilities(make_engine), (EXTRA_CARDS,)))


def check_rejections_change_nothing(table: Table, action, data) -> None:
    """An illegal action is rejected with a reason, and the observation is exactly as before. A
    legal one may ask questions (advancing through a cleanup step with too many cards in hand,
    514.1): they are answered at random."""
    before = table.observe()
    if not table.act(action, on_question=random_answers(data)):
        rejection = table.take_rejection()
        reached("an attempted action was rejected")
        assert rejection.reason, f"{action} was rejected without a reason"
        after = table.observe()
        assert after == before, f"{action} was rejected ({rejection}) but the game changed"


@cites("733.1")
@given(data=st.data())
def test_illegal_actions_are_rejected_and_change_nothing(make_engine, data) -> None:
    """Property 9 (733.1): whatever is attempted, a rejected action leaves the observation exactly as it was.
    (An example whose attempts were all accepted checks nothing: ``reached`` counts the rejected
    ones.) Any player active. (Two players: phase.rs plays games of three or four players too
    slowly for the per-test timeout.)
    Varies: active seat."""
    with fresh_table(make_engine) as table:
        setup = data.draw(setups(_pool(make_engine)), label="setup")
        table.load(setup)
        for _ in range(data.draw(st.integers(1, 6), label="attempts")):
            action = data.draw(arbitrary_actions(table.observe()), label="action")
            check_rejections_change_nothing(table, action, data)
            table.rejection_checked = True


def play_random_game(table: Table, data, steps: int) -> list:
    """Random legal play: each step draws one of the engine's legal actions (passing first, so
    failures shrink toward doing nothing) and answers its questions at random."""
    observations = [table.observe()]
    for _ in range(steps):
        if random_legal_step(table, data) is None:
            break
        observations.append(table.observe())
    return observations


def random_legal_step(table: Table, data):
    """Draw one of the legal actions of whoever acts now and perform it, answering its questions
    at random; None when nobody can act."""
    player = actor(table.observe())
    legal = attemptable_actions(table.engine.legal_actions(player)) if player is not None else []
    if not legal:
        return None
    action = data.draw(st.sampled_from(legal), label="action")
    assert act_with_some_answers(table, action, data), \
        f"the engine listed {action} as legal and then rejected it: {table.rejection}"
    return action


@cites("400.1")
@pytest.mark.capability("legal-actions")
@given(data=st.data())
def test_no_card_is_ever_lost_or_duplicated(make_engine, data) -> None:
    """Property 8 (400.1): after every action of a random legal game, every card is in exactly one zone (an
    example of 0 steps compares nothing: ``reached`` counts those that took an action). Games of two
    to four players, any of them active.
    Varies: active seat, players."""
    with fresh_table(make_engine) as table:
        table.load(data.draw(setups(_pool(make_engine), names=None), label="setup"))
        seen = play_random_game(table, data, steps=data.draw(st.integers(0, 15), label="steps"))
        note(table.gherkin())
        start = card_census(seen[0])
        if len(seen) > 1:
            reached("card census: compared after an action")
        for i, obs in enumerate(seen[1:], 1):
            playing = {p.name for p in obs.players if p.in_game}
            expected = {k: n for k, n in start.items() if k[0] in playing}
            assert card_census(obs) == expected, f"after action {i}: cards {dict(card_census(obs))}, expected {expected}"


@cites()
@pytest.mark.capability("legal-actions")
@given(data=st.data())
def test_the_same_game_gives_the_same_observations(make_engine, data) -> None:
    """Property 11: the same setup, choices and actions always give the same observations (an
    example of 0 actions compares the starting observation only: ``reached`` counts the others).
    Varies: active seat."""
    setup = data.draw(setups(_pool(make_engine)), label="setup")
    with fresh_table(make_engine) as first:
        first.load(setup)
        seen = play_random_game(first, data, steps=data.draw(st.integers(0, 12), label="steps"))
        script = [(action, choices) for action, _, choices in first.history]
    with fresh_table(make_engine) as second:
        second.load(setup)
        replay = [second.observe()]
        for i, (action, choices) in enumerate(script):
            # Compared before each action: a replay that differs may make the next action name an
            # object the second game does not have.
            assert replay[i] == seen[i], f"after {i} action(s), the replay's observation differs"
            second.choices = list(choices)
            assert second.act(action), f"replaying {action} was rejected: {second.rejection}"
            replay.append(second.observe())
    note(first.gherkin())
    if script:
        reached("determinism: a replay of at least one action")
    assert replay == seen


def check_unchanged(table: Table, action, before) -> None:
    """733.1: a rejected action leaves the game exactly as it was (the rejection taken)."""
    rejection = table.take_rejection()
    assert rejection.reason, f"{action} was rejected without a reason"
    assert table.observe() == before, f"{action} was rejected ({rejection}) but the game changed"


def check_state_based_actions(obs, action) -> None:
    """117.3c, 117.5, 704.3: after an action, the player who then has priority receives it only
    once the state-based actions are performed; so whenever a player has priority, none is left to
    perform among those a player can see: 704.5a, no player still in the game has 0 or less life;
    704.5f, no creature has toughness 0 or less; 704.5g, no creature with toughness greater than 0
    has damage marked on it greater than or equal to its toughness (the cards of the suite's pools
    have no indestructible creature and no regeneration). 704.5h (deathtouch) is not visible in an
    observation: not checked here."""
    if obs.priority is None or obs.game_over:
        return
    for p in obs.players:
        assert not (p.in_game and p.life <= 0), \
            f"after {action}, {obs.priority} has priority while {p.name} is still in the game with {p.life} life (704.5a)"
    for perm in obs.battlefield:
        if "Creature" in perm.types and perm.toughness is not None:
            assert perm.toughness > 0, \
                f"after {action}, {obs.priority} has priority while {perm.name} has toughness {perm.toughness} (704.5f)"
            assert perm.damage < perm.toughness, \
                f"after {action}, {obs.priority} has priority while {perm.name} has {perm.damage} damage marked " \
                f"and toughness {perm.toughness} (704.5g)"


class RandomPlay(RuleBasedStateMachine):
    """Property 12: random legal play keeps every card in exactly one zone (8), leaves the game as it
    was after each rejected action (9), and never lets a cost change a spell's mana value (10): the
    pool holds cards with alternative and additional costs (flashback, emerge, escalate, kicker) for
    engines that declare those mechanics, and one rule casts one of the listed spells whenever
    there is one, so casts happen at every profile."""

    make_engine: staticmethod
    capabilities: frozenset[str] = frozenset()
    pool: tuple[str, ...] = ()
    cost_model_cards: tuple[str, ...] = ()
    """legal17: issue 17's cards (``COST_MODEL_CARDS``) the engine can be given: only as the card
    with a cost (in the pool they made lands so rare that the hunt for a duplicated land needed more
    examples)."""

    def __init__(self) -> None:
        super().__init__()
        self.engine: Engine | None = None
        self.table: Table | None = None
        self.census = None
        self.tally: exploration.GameTally | None = None
        self.cast_first: str | None = None

    def _start(self, data) -> None:
        self.engine = type(self).make_engine()
        self.table = Table(self.engine)
        if data.draw(st.integers(0, 2), label="a deep game") and self.capabilities:
            # Two games in three are deep (issue 29, item 4): lands, creatures that can attack, a
            # library, two to four players, the keyword creatures, control changes, tokens, copies
            # and replacement effects the engine declares (strategies.deep_setups).
            setup = data.draw(deep_setups(self.capabilities, self.pool), label="setup")
        else:
            setup = data.draw(setups(self.pool, names=None), label="setup")
        costly = [*(n for n in self.pool if n in COST_CARDS), *self.cost_model_cards]
        if costly and data.draw(st.booleans(), label="the active player can cast a spell with a cost"):
            # Random setups rarely let anyone cast (mana of random colours, steps where only
            # instants can be cast): half of the games start in a main phase with one such card in
            # the active player's hand and graveyard and mana enough for any of them.
            card = data.draw(st.sampled_from(costly), label="card with a cost")
            self.cast_first = card
            setup = dataclasses.replace(setup, step=Step.PRECOMBAT_MAIN, players=tuple(
                dataclasses.replace(p, hand=(*p.hand, card), graveyard=(*p.graveyard, card),
                                    mana_pool="{U}{U}{B}{B}{R}{R}{G}{C}{C}{C}")
                if p.name == setup.active_player else p for p in setup.players))
        varied_setup(setup)
        self.table.load(setup)
        self.census = card_census(self.table.observe())
        self.tally = exploration.GameTally(players=len(setup.players))

    def _check_mana_value(self, obs, action) -> None:
        after = self.table.observe()
        # from any zone a permission lets a player cast from: a hand, a graveyard (flashback), exile
        # (Act on Impulse), the top of a library
        cards = (*(c for p in obs.players for c in (*p.hand, *p.graveyard, *p.library)), *obs.exile)
        source = next((c for c in cards if c.id == action.card), None)
        assert source is not None, f"the engine listed {action} as legal, casting a card no zone shows"
        spell = next((s for s in after.stack if s.kind == "spell" and s.card == source.name), None)
        if spell is not None and spell.mana_value is not None:
            reached("random play: a spell's mana value on the stack")
            if action.alternative_cost or action.sacrifice or action.additional_costs or len(action.modes) > 1:
                reached("random play: a spell cast with an alternative or additional cost")
            if action.discard or action.exile or action.tap or action.return_to_hand or len(action.sacrifice) > 1:
                reached("random play: a spell cast paying a cost that is not mana (601.2h)")
            assert spell.mana_value == expected_mana_value(source.name, action.face, action.x), \
                f"{source.name} cast with {action} has mana value {spell.mana_value} on the stack"

    @rule(data=st.data())
    def act(self, data) -> None:
        """One move of the game: a declaration of attackers or blockers or an ``advance`` the
        harness builds (``strategies.built_move``; a rejected one must change nothing, 733.1), or
        one of the legal actions of whoever may act, drawn by kind (``strategies.listed_move``:
        casting, passing and attacking before tapping mana again)."""
        if self.table is None:
            self._start(data)
            return
        if self.cast_first:
            # A game set up for a spell with a cost casts it first (before an advance empties the pool).
            card, self.cast_first = self.cast_first, None
            if self._cast(data, card):
                return
        obs = self.table.observe()
        history = self.table.history
        built = built_move(data, obs, history, self.capabilities)
        if built is not None:
            if self.table.act(built, on_question=random_answers(data)):
                self._record(obs, built)
                return
            check_unchanged(self.table, built, obs)
        for player in deciders(obs, history):
            legal = attemptable_actions(self.table.engine.legal_actions(player))
            if legal:
                action = listed_move(data, obs, player, legal)
                assert act_with_some_answers(self.table, action, data), \
                    f"the engine listed {action} as legal and then rejected it: {self.table.rejection}"
                if isinstance(action, CastSpell):
                    self._check_mana_value(obs, action)
                self._record(obs, action)
                return

    def _record(self, before, action) -> None:
        after = self.table.observe()
        self.tally.step(before, action, after, self.table.last_events)
        check_state_based_actions(after, action)

    @rule(data=st.data())
    def cast(self, data) -> None:
        """Cast one of the spells the engine lists, if any (most listed actions are not casts), else
        make a move (:meth:`act`)."""
        if self.table is None:
            self._start(data)
            return
        card, self.cast_first = self.cast_first, None
        if not self._cast(data, card):
            self.act(data)

    def _cast(self, data, card: str | None = None) -> bool:
        """Cast one of the listed spells of whoever has priority (of ``card`` if any is listed);
        False when none is listed."""
        obs = self.table.observe()
        player = actor(obs)
        casts = [a for a in self.table.engine.legal_actions(player) if isinstance(a, CastSpell)] if player else []
        names = {c.id: c.name for c in (*obs.exile, *(c for p in obs.players for c in (*p.hand, *p.graveyard, *p.library)))}
        casts = [a for a in casts if names.get(a.card) == card] or casts
        if not casts:
            return False
        action = data.draw(st.sampled_from(casts), label="cast")
        assert act_with_some_answers(self.table, action, data), \
            f"the engine listed {action} as legal and then rejected it: {self.table.rejection}"
        self._check_mana_value(obs, action)
        self._record(obs, action)
        return True

    @rule(data=st.data())
    def attempt_anything(self, data) -> None:
        if self.table is None:
            return
        check_rejections_change_nothing(self.table, data.draw(arbitrary_actions(self.table.observe())), data)
        self.table.rejection_checked = True
        self.act(data)

    @invariant()
    def no_card_is_lost_or_duplicated(self) -> None:
        if self.table is not None:
            obs = self.table.observe()
            now = card_census(obs)
            playing = {p.name for p in obs.players if p.in_game}
            before = {k: n for k, n in self.census.items() if k[0] in playing}
            assert now == before, f"cards before {before}, now {dict(now)}"

    def teardown(self) -> None:
        if self.table is not None:
            note(self.table.gherkin())
            if self.tally is not None:      # None: the game's setup was refused (unsupported)
                exploration.record(self.tally)
        if self.engine is not None:
            self.engine.close()


MAX_STEPS = 50
"""Steps of one game of :class:`RandomPlay` at most (each one action, or an attempt and an action):
the per-game action cap."""


def run_random_play(make_engine, base: settings | None = None) -> None:
    """Run the state machine against engines from ``make_engine`` (with ``base`` settings, by
    default the loaded profile's)."""
    caps = engine_capabilities(make_engine)
    machine = type("RandomPlayOn", (RandomPlay,), {"make_engine": staticmethod(make_engine),
                                                    "capabilities": caps,
                                                    "pool": _pool_with_costs(make_engine),
                                                    # only the cards the engine declares (card_pool filters by its info's cards)
                                                    "cost_model_cards": tuple(n for n in extra_cards(caps, (COST_MODEL_CARDS,))
                                                                              if n in card_pool(caps, (n,)))})
    base = base or settings()
    run_state_machine_as_test(machine, settings=settings(base, stateful_step_count=MAX_STEPS,
                                                         max_examples=examples_of(base.max_examples)))


def examples_of(profile_examples: int) -> int:
    """The examples of :class:`RandomPlay` for a profile's ``max_examples``: 2/5 of them (at least 10,
    never more than the profile's), as many steps in all as 20-step games of all the profile's
    examples would take: its games are deep (:data:`MAX_STEPS`), and the default run stays short
    (dev 12, ci 16, thorough 800)."""
    return min(profile_examples, max(10, profile_examples * 2 // 5))


@cites("400.1")
@pytest.mark.capability("legal-actions")
def test_random_legal_play_keeps_the_invariants(make_engine) -> None:
    """Property 12 (400.1): random legal play keeps the invariants (see :func:`run_random_play`), in
    games of two to four players, any of them active.
    Varies: active seat, players."""
    run_random_play(make_engine)
