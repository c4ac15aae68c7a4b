"""How deep random games went: per game, how many actions were taken and which rules the states
it went through reached (issue 29, item 4). Read from the observations before and after each
accepted action and from what the harness itself sent (its declarations of attackers and blockers),
never asserted: a report, for the run report's "exploration" entry of the random-play property,
``mtg-conformance diff``'s summary and ``python -m benchmarks.deep_play``.

A rule is counted as reached when a game's states show it applying, e.g. "702.15b" when a creature
with lifelink (by the suite's card data) was in a combat whose combat damage step the game then went
through. Event kinds (what the engine reported) are tallied apart, as the engine's word.
"""

from __future__ import annotations

import dataclasses
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from .cards import load_cards
from .protocol import Action, CastSpell, DeclareAttackers, DeclareBlockers, Event, Observation, Step

RULES: dict[str, str] = {
    "500.1": "a later turn began",
    "800.1": "a game of three or four players went on into a later turn",
    "508.1": "attackers were declared",
    "509.1": "blockers were declared",
    "510.2": "combat damage was dealt (a combat damage step went by with attackers)",
    "510.4": "a combat with first strike went through combat damage",
    "702.2b": "a creature with deathtouch was in a combat that dealt damage",
    "702.15b": "a creature with lifelink was in a combat that dealt damage",
    "702.19b": "a blocked creature with trample went through combat damage",
    "702.20b": "a creature with vigilance attacked",
    "702.111b": "a creature with menace was blocked",
    "613.1b": "a permanent changed controller during the game",
    "506.4": "a creature in combat changed controller during combat",
    "700.4": "a creature died",
    "704.5d": "a token left the battlefield",
    "704.5a": "a player with 0 or less life left the game",
    "704.5g": "a creature with damage marked left the battlefield",
    "707.10": "a copy of a spell was put on the stack",
    "122.1": "counters were put on a permanent",
    "104.1": "the game ended",
}
"""The rules a game can be seen to reach, with what shows it."""

_COMBAT = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
           Step.END_OF_COMBAT)
_ORDER = list(Step)


def _keywords(name: str) -> set[str]:
    try:
        return set(load_cards()[name].keywords)
    except KeyError:
        return set()


@dataclasses.dataclass
class GameTally:
    """One game: its players, its accepted actions and the rules and event kinds it reached."""

    players: int
    actions: int = 0
    rules: Counter[str] = dataclasses.field(default_factory=Counter)
    events: Counter[str] = dataclasses.field(default_factory=Counter)
    attacks: dict[str, str] = dataclasses.field(default_factory=dict)
    """This combat's attackers (id -> name), as the harness declared them."""
    blocks: dict[str, str] = dataclasses.field(default_factory=dict)
    """This combat's blockers (id -> name) and the attackers they block, by id (``blocked``)."""
    blocked: set[str] = dataclasses.field(default_factory=set)
    keywords_in_combat: set[str] = dataclasses.field(default_factory=set)
    turns: int = 0

    def step(self, before: Observation, action: Action, after: Observation, events: Iterable[Event] = ()) -> None:
        """Record one accepted action."""
        self.actions += 1
        self.events.update(str(e.type) for e in events)
        rules = self.rules
        by_id = {p.id: p for p in before.battlefield}
        after_ids = {p.id: p for p in after.battlefield}
        if isinstance(action, DeclareAttackers) and action.attacks:
            rules["508.1"] += 1
            for attack in action.attacks:
                perm = by_id.get(attack.attacker)
                if perm is not None:
                    self.attacks[perm.id] = perm.name
                    self.keywords_in_combat |= _keywords(perm.name)
                    if "Vigilance" in _keywords(perm.name):
                        rules["702.20b"] += 1
        if isinstance(action, DeclareBlockers) and action.blocks:
            rules["509.1"] += 1
            per_attacker = Counter(b.attacker for b in action.blocks)
            for block in action.blocks:
                perm = by_id.get(block.blocker)
                if perm is not None:
                    self.blocks[perm.id] = perm.name
                    self.keywords_in_combat |= _keywords(perm.name)
                self.blocked.add(block.attacker)
            for attacker, n in per_attacker.items():
                if n >= 2 and "Menace" in _keywords(self.attacks.get(attacker, "")):
                    rules["702.111b"] += 1
        in_combat = {**self.attacks, **self.blocks}
        for pid, perm in by_id.items():
            now = after_ids.get(pid)
            if now is not None and now.controller != perm.controller:
                rules["613.1b"] += 1
                if pid in in_combat and after.turn == before.turn and after.step in _COMBAT:
                    rules["506.4"] += 1
            if now is None:
                if perm.token:
                    rules["704.5d"] += 1
                if "Creature" in perm.types:
                    owner = next((p for p in after.players if p.name == perm.owner), None)
                    if owner is not None and any(c.name == perm.name for c in owner.graveyard) or perm.token:
                        rules["700.4"] += 1
                    if perm.damage:
                        rules["704.5g"] += 1
            elif sum(now.counters.values()) > sum(perm.counters.values()):
                rules["122.1"] += 1
        if self.attacks and self._went_through_combat_damage(before, after):
            rules["510.2"] += 1
            kws = self.keywords_in_combat
            if "First Strike" in kws or "Double Strike" in kws:
                rules["510.4"] += 1
            if "Deathtouch" in kws:
                rules["702.2b"] += 1
            if "Lifelink" in kws:
                rules["702.15b"] += 1
            if any("Trample" in _keywords(name) for pid, name in self.attacks.items() if pid in self.blocked):
                rules["702.19b"] += 1
            self.attacks, self.blocks, self.blocked, self.keywords_in_combat = {}, {}, set(), set()
        for p in before.players:
            now = next((q for q in after.players if q.name == p.name), None)
            if p.in_game and now is not None and not now.in_game and now.life <= 0:
                rules["704.5a"] += 1
        new_spells = [s for s in after.stack if s.kind == "spell" and s.id not in {t.id for t in before.stack}]
        if len(new_spells) > (1 if isinstance(action, CastSpell) else 0):
            rules["707.10"] += 1
        if after.turn != before.turn or after.active_player != before.active_player:
            rules["500.1"] += 1
            self.turns += 1
            if self.players > 2:
                rules["800.1"] += 1
            self.attacks, self.blocks, self.blocked, self.keywords_in_combat = {}, {}, set(), set()
        if after.game_over and not before.game_over:
            rules["104.1"] += 1

    @staticmethod
    def _went_through_combat_damage(before: Observation, after: Observation) -> bool:
        """The combat damage step began between the two observations (or the game is in it)."""
        if before.step not in _COMBAT[:3]:
            return False
        if after.turn != before.turn or after.active_player != before.active_player:
            return True
        return _ORDER.index(after.step) >= _ORDER.index(Step.COMBAT_DAMAGE)

    def as_json(self) -> dict[str, Any]:
        return {"players": self.players, "actions": self.actions, "turns": self.turns,
                "rules": dict(sorted(self.rules.items())), "events": dict(sorted(self.events.items()))}


def summary(games: Sequence[GameTally]) -> dict[str, Any]:
    """What a run's games reached: how many games, the distribution of actions per game (min,
    quartiles, max, mean), how many games went into a later turn, and for each rule of :data:`RULES`
    and each event kind, in how many games it was reached."""
    actions = sorted(g.actions for g in games)
    if not actions:
        return {"games": 0}
    q = statistics.quantiles(actions, n=4, method="inclusive") if len(actions) > 1 else [actions[0]] * 3
    rules: Counter[str] = Counter()
    events: Counter[str] = Counter()
    for g in games:
        rules.update(set(g.rules))
        events.update(set(g.events))
    return {
        "games": len(games),
        "actions": {"min": actions[0], "q1": q[0], "median": q[1], "q3": q[2], "max": actions[-1],
                    "mean": round(sum(actions) / len(actions), 1)},
        "players": dict(sorted(Counter(g.players for g in games).items())),
        "games_into_a_later_turn": sum(1 for g in games if g.turns),
        "games_reaching": {r: rules[r] for r in RULES if rules[r]},
        "rules_not_reached": [r for r in RULES if not rules[r]],
        "event_kinds": dict(sorted(events.items())),
    }


def summary_lines(s: dict[str, Any]) -> list[str]:
    """:func:`summary` as a few lines of text."""
    if not s.get("games"):
        return ["no game was played"]
    a = s["actions"]
    lines = [f"{s['games']} games ({', '.join(f'{n} players: {k}' for n, k in s['players'].items())}); actions per game: "
             f"min {a['min']}, quartiles {a['q1']:g} / {a['median']:g} / {a['q3']:g}, max {a['max']}, mean {a['mean']}; "
             f"{s['games_into_a_later_turn']} went into a later turn"]
    reached = ", ".join(f"{r} ×{n}" for r, n in s["games_reaching"].items())
    lines.append(f"rules reached (games): {reached or 'none'}")
    if s["rules_not_reached"]:
        lines.append(f"not reached: {', '.join(s['rules_not_reached'])}")
    return lines


GAMES: list[GameTally] = []
"""The games of random play recorded in this process since :func:`take_games` was last called."""


def record(game: GameTally) -> None:
    GAMES.append(game)


def take_games() -> list[GameTally]:
    """The games recorded since the last call (and forget them)."""
    games = list(GAMES)
    GAMES.clear()
    return games
