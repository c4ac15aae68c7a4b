"""Random legal play on the reference engine, in process: accepted actions per second.

The same loop as the suite's random-play properties (``properties/test_global.py``), driven by a
seeded :class:`random.Random` instead of Hypothesis: a random starting state drawn like
:func:`mtg_conformance.strategies.setups` (the same card pool, zone sizes, steps and mana), then,
while someone may act and the game has had fewer than ``MAX_ACTIONS`` actions: observe, ask the
engine for the actor's legal actions, pick one, and send it, answering each question the engine asks
with one of the question's options (and sending the action again, as the driver does), until the
game ends, stalls or reaches ``MAX_ACTIONS``. A pass is ``GAMES_PER_PASS`` such games, each from its
own seed; passes repeat until the time asked for is up. Every call is made on the engine
directly (no driver, no pytest), and the time of each kind of call is kept, so the figure is the
engine's own.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import actor
from mtg_conformance.protocol import (
    Engine, GameSetup, IllegalAction, PermanentSetup, PlayerSetup, Question, QuestionKind,
    ScriptedChoice, UnansweredQuestion,
)
from mtg_conformance.strategies import MAIN_FIRST_STEPS, card_pool

MAX_ACTIONS = 20
"""Actions per game before a new game is set up (as the random-play property's 20 steps)."""
MAX_QUESTIONS = 50
WARM_UP_GAMES = 5
GAMES_PER_PASS = 30
"""Games of one pass; game ``i`` is drawn and played from ``random.Random(seed * 1_000_003 + i)``."""
MANA = ("{G}", "{R}", "{U}", "{B}", "{W}", "{C}")


def random_setup(rng: random.Random, pool: tuple[str, ...], names: tuple[str, ...] = ("Alice", "Bob")) -> GameSetup:
    """A two-player starting state like ``strategies.setups`` draws (at most 6 cards in library, 4 in
    hand, 4 permanents, 3 in graveyard, 6 mana)."""
    db = load_cards()
    permanents = [n for n in pool if not {"Instant", "Sorcery", "Plane"} & set(db[n].types)]

    def cards(most: int) -> tuple[str, ...]:
        return tuple(rng.choice(pool) for _ in range(rng.randint(0, most)))

    players = tuple(PlayerSetup(
        name=name, life=rng.randint(1, 20), library=cards(6), hand=cards(4), graveyard=cards(3),
        battlefield=tuple(PermanentSetup(card=rng.choice(permanents), tapped=rng.random() < 0.5)
                          for _ in range(rng.randint(0, 4))),
        mana_pool="".join(rng.choice(MANA) for _ in range(rng.randint(0, 6)))) for name in names)
    return GameSetup(players=players, active_player=rng.choice(names), step=rng.choice(MAIN_FIRST_STEPS), turn=3)


def answer(rng: random.Random, question: Question) -> Any:
    """One of the question's options, as ``mtg_conformance.properties.random_answers`` draws them."""
    options = list(question.options)
    if question.kind in (QuestionKind.ORDER_TRIGGERS, QuestionKind.CARD_ORDER):
        rng.shuffle(options)
        return options
    if question.kind == QuestionKind.TARGETS:
        return [rng.choice(options)] if options else []
    if not options:
        return True
    return rng.choice(options)


@dataclass
class PlayStats:
    seconds: float = 0.0
    accepted: int = 0
    rejected: int = 0
    """Listed as legal and then rejected (an engine bug; expected 0)."""
    games: int = 0
    pass_rates: list[float] = field(default_factory=list)
    """Accepted actions per second of each pass (the passes are the same games)."""
    cpu_seconds: float = 0.0
    """CPU time of this process (user + sys, ``time.process_time``) over the same passes."""
    pass_cpu_rates: list[float] = field(default_factory=list)
    """Accepted actions per CPU-second of each pass: on a shared machine, where other processes
    take the cores, the figure that compares across runs."""
    questions: int = 0
    time_s: Counter[str] = field(default_factory=Counter)
    """Time spent in each kind of engine call: setup, observe, legal_actions, act."""
    calls: Counter[str] = field(default_factory=Counter)
    by_kind: Counter[str] = field(default_factory=Counter)

    @property
    def actions_per_s(self) -> float:
        """The median pass's rate: robust to a pass slowed by something else on the machine."""
        return statistics.median(self.pass_rates) if self.pass_rates else 0.0

    @property
    def actions_per_cpu_s(self) -> float:
        """The median pass's accepted actions per CPU-second."""
        return statistics.median(self.pass_cpu_rates) if self.pass_cpu_rates else 0.0

    @property
    def passes(self) -> int:
        return len(self.pass_rates)


def play(engine: Engine, seconds: float, seed: int = 1, games: int = GAMES_PER_PASS,
         after_warm_up: Callable[[], None] | None = None) -> PlayStats:
    """Play the same ``games`` seeded games on ``engine`` over and over, whole passes only, until
    ``seconds`` have passed (one pass at least), after a warm-up of ``WARM_UP_GAMES`` games that is
    not counted: the work measured is the same however long it runs, so a short and a long
    measurement give the same figure."""
    pool = card_pool(engine.info().capabilities)
    _play_games(engine, pool, seed, range(WARM_UP_GAMES), PlayStats())
    if after_warm_up is not None:
        after_warm_up()
    stats = PlayStats()
    started, cpu_started = time.perf_counter(), time.process_time()
    while True:
        pass_started, pass_cpu, accepted = time.perf_counter(), time.process_time(), stats.accepted
        _play_games(engine, pool, seed, range(games), stats)
        stats.pass_rates.append((stats.accepted - accepted) / (time.perf_counter() - pass_started))
        stats.pass_cpu_rates.append((stats.accepted - accepted) / max(time.process_time() - pass_cpu, 1e-9))
        if time.perf_counter() - started >= seconds:
            break
    stats.seconds = time.perf_counter() - started
    stats.cpu_seconds = time.process_time() - cpu_started
    return stats


def _play_games(engine: Engine, pool: tuple[str, ...], seed: int, games: range, stats: PlayStats) -> None:
    clock = time.perf_counter

    def timed(kind: str, fn, *args):
        t = clock()
        try:
            return fn(*args)
        finally:
            stats.time_s[kind] += clock() - t
            stats.calls[kind] += 1

    for game in games:
        rng = random.Random(seed * 1_000_003 + game)
        timed("setup", engine.setup, random_setup(rng, pool))
        stats.games += 1
        for _ in range(MAX_ACTIONS):
            player = actor(timed("observe", engine.observe))
            if player is None:
                break
            legal = timed("legal_actions", engine.legal_actions, player)
            if not legal:
                break
            action = rng.choice(legal)
            choices: list[ScriptedChoice] = []
            for _ in range(MAX_QUESTIONS):
                try:
                    timed("act", engine.act, action, tuple(choices))
                    stats.accepted += 1
                    stats.by_kind[type(action).KIND] += 1
                    break
                except UnansweredQuestion as exc:
                    stats.questions += 1
                    choices.append(ScriptedChoice(question=exc.question.kind, answer=answer(rng, exc.question)))
                except IllegalAction:
                    stats.rejected += 1
                    break


def seeded_game(engine: Engine, rng: random.Random, pool: tuple[str, ...]) -> Iterator[None]:
    """One game of random legal play, untimed, for tests that look at the states it reaches: a
    random setup, then up to ``MAX_ACTIONS`` times a yield (the caller looks at the state) followed by
    one of the legal actions of whoever acts, its questions answered with their options as
    :func:`_play_games` answers them. Ends when nobody can act or an action is still asking after
    ``MAX_QUESTIONS`` answers; a listed action that is rejected raises its ``IllegalAction``."""
    engine.setup(random_setup(rng, pool))
    for _ in range(MAX_ACTIONS):
        yield
        player = actor(engine.observe())
        legal = engine.legal_actions(player) if player is not None else []
        if not legal:
            return
        action, choices = rng.choice(legal), []
        for _ in range(MAX_QUESTIONS):
            try:
                engine.act(action, tuple(choices))
                break
            except UnansweredQuestion as asked:
                choices.append(ScriptedChoice(question=asked.question.kind, answer=answer(rng, asked.question)))
        else:
            return


def reference_play(seconds: float, seed: int = 1) -> PlayStats:
    """Random play on the reference engine; ``time_s["snapshot"]`` is the part of ``act`` and
    ``legal_actions`` spent copying the game (:func:`benchmarks.timed.timed_snapshots`)."""
    from mtg_reference_engine import ReferenceEngine

    from .timed import timed_snapshots

    engine = ReferenceEngine()
    snapshots: list[int] = []
    try:
        with timed_snapshots(snapshots.append):
            stats = play(engine, seconds, seed, after_warm_up=snapshots.clear)
    finally:
        engine.close()
    stats.time_s["snapshot"] = sum(snapshots) / 1e9
    stats.calls["snapshot"] = len(snapshots)
    return stats
