"""The checks added by the mapbase rule-branch work (issue 29, item 2) can fail: each property is run
against the reference engine with one bug of the branch it guards injected (tests/test_properties_can_fail.py
style), and Hypothesis (HUNT settings) must find a falsifying example through the property's own
assertion. The controls run the same properties against the unbroken engine under the same settings."""

from __future__ import annotations

import mtg_reference_engine.game as ref_game

from properties import test_machinery
from tests.test_properties_can_fail import broken, hunt, must_fail

Game = ref_game.Game
_end_if_decided = Game.end_if_decided


def _the_active_player_wins(self) -> None:
    """104.2a broken: when one player remains, the active player is said to have won, whoever is
    left (an engine that only ever tried two-player games where the winner was active)."""
    _end_if_decided(self)
    if self.over and self.winners and self.active not in self.winners:
        self.winners = (self.active,)


def test_game_end_property_catches_the_active_player_declared_the_winner() -> None:
    must_fail(test_machinery.test_a_game_ends_when_fewer_than_two_players_remain,
              broken({(Game, "end_if_decided"): _the_active_player_wins}))


def _ends_when_the_active_player_leaves(self) -> None:
    """104.2a / 800.4 broken: a multiplayer game ends as soon as the active player leaves it."""
    active = next((p for p in self.players if p.name == self.active), None)
    if not self.over and active is not None and not active.in_game:
        remaining = [p.name for p in self.players if p.in_game]
        self.over, self.winners, self.priority, self.awaiting, self.passes = True, tuple(remaining), None, None, 0
        return
    _end_if_decided(self)


def test_game_end_property_catches_a_game_ended_by_the_active_player_leaving() -> None:
    must_fail(test_machinery.test_a_game_ends_when_fewer_than_two_players_remain,
              broken({(Game, "end_if_decided"): _ends_when_the_active_player_leaves}))


def test_the_unbroken_engine_passes_the_game_end_hunt() -> None:
    hunt(test_machinery.test_a_game_ends_when_fewer_than_two_players_remain, broken({}))


import dataclasses                                            # noqa: E402

from mtg_conformance.protocol import EventType                # noqa: E402
from properties import test_control                           # noqa: E402

_move_card = Game.move_card


def _zone_change_names_the_controller(self, obj, to, **kwargs):
    """The zone_change event of a permanent names its controller, not its owner (docs/protocol.md,
    Event: ``player`` is the owner); the card still goes to its owner's graveyard."""
    controller = getattr(obj, "controller", None) if obj.zone.value == "battlefield" else None
    start = len(self.events)
    new = _move_card(self, obj, to, **kwargs)
    if controller is not None:
        for i in range(start, len(self.events)):
            event = self.events[i]
            if event.type == EventType.ZONE_CHANGE and event.previous == obj.id:
                self.events[i] = dataclasses.replace(event, player=controller)
    return new


def test_control_property_catches_a_zone_change_event_naming_the_controller() -> None:
    must_fail(test_control.test_a_creature_that_changes_control_during_the_game_follows_its_controller_and_its_owner,
              broken({(Game, "move_card"): _zone_change_names_the_controller}))
