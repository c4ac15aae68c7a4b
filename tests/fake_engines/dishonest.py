"""In-process engines that lie or misbehave on purpose (issue 14, docs/../shared adversarial findings),
for the suite's own tests: each is the reference engine with one fault, loaded by
``--engine tests.fake_engines.dishonest:<Class>``. Knobs come from the environment so that a test can
choose the hostile string: ``DISHONEST_NAME``, ``DISHONEST_VERSION`` (JSON strings for ``info``),
``DISHONEST_MESSAGE`` (JSON string: the message of an error raised in ``act``)."""

from __future__ import annotations

import dataclasses
import json
import os

from mtg_conformance.protocol import Capability, EngineInfo, IllegalAction, Observation, Unsupported
from mtg_reference_engine import ReferenceEngine


def _knob(name: str, default: str) -> str:
    raw = os.environ.get(name)
    return json.loads(raw) if raw else default


class Named(ReferenceEngine):
    """The reference engine under the name and version of ``DISHONEST_NAME``/``DISHONEST_VERSION``
    (a newline, a lone surrogate, an ANSI escape, Markdown…)."""

    def info(self) -> EngineInfo:
        info = super().info()
        return dataclasses.replace(info, name=_knob("DISHONEST_NAME", info.name),
                                   version=_knob("DISHONEST_VERSION", info.version))


class FailsWithMessage(Named):
    """:class:`Named`, and every ``pass_until_stack_empty`` fails with ``DISHONEST_MESSAGE``."""

    def act(self, action, choices=()):
        if getattr(action, "KIND", "") == "pass_until_stack_empty":
            raise RuntimeError(_knob("DISHONEST_MESSAGE", "boom"))
        return super().act(action, choices)


class UnsupportedEverything(ReferenceEngine):
    """Declares every capability and answers every setup with ``Unsupported`` (an adapter whose card
    database failed to load)."""

    def info(self) -> EngineInfo:
        return dataclasses.replace(super().info(), capabilities=frozenset(Capability))

    def setup(self, setup):
        raise Unsupported("the card database is not loaded")


class SkipsFromEngine(ReferenceEngine):
    """An adapter that imports its native core lazily with ``pytest.importorskip``."""

    def setup(self, setup):
        import pytest
        pytest.importorskip("no_such_native_core_for_mtg")
        super().setup(setup)


class NullLandPlaysLeft(ReferenceEngine):
    """Declares ``land-plays-left`` and reports null for it."""

    def observe(self) -> Observation:
        obs = super().observe()
        return dataclasses.replace(obs, players=tuple(dataclasses.replace(p, land_plays_left=None)
                                                      for p in obs.players))


class NonAtomic(ReferenceEngine):
    """A rejected action still costs its player 1 life (the engine changes the game, then finds the
    action illegal)."""

    def act(self, action, choices=()):
        try:
            return super().act(action, choices)
        except IllegalAction:
            player = getattr(action, "player", None)
            for p in self.game.players if self.game is not None else ():
                if p.name == player:
                    p.life -= 1
            self._observed = None
            raise


class NonAtomicLiveView(NonAtomic):
    """:class:`NonAtomic`, handing out one Observation object that it refreshes in place (a view
    cache): two observations are always the same object, so comparing them shows no change."""

    _view: Observation | None = None

    def observe(self) -> Observation:
        fresh = super().observe()
        if self._view is None:
            self._view = fresh
        else:
            for f in dataclasses.fields(fresh):
                object.__setattr__(self._view, f.name, getattr(fresh, f.name))
        return self._view


class _AlwaysEqual(Observation):
    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = None  # type: ignore[assignment]


class NonAtomicAlwaysEqual(NonAtomic):
    """:class:`NonAtomic`, answering an Observation subclass whose ``==`` is always true."""

    def observe(self) -> Observation:
        obs = super().observe()
        return _AlwaysEqual(**{f.name: getattr(obs, f.name) for f in dataclasses.fields(obs)})


class NoLegalActions(ReferenceEngine):
    """The reference engine without the ``legal-actions`` capability (as phase.rs)."""

    def info(self) -> EngineInfo:
        info = super().info()
        return dataclasses.replace(info, capabilities=info.capabilities - {Capability.LEGAL_ACTIONS})


class DuplicateIds(NoLegalActions):
    """Gives every card of a player's library the same id."""

    def observe(self) -> Observation:
        obs = super().observe()
        return dataclasses.replace(obs, players=tuple(
            dataclasses.replace(p, library=tuple(dataclasses.replace(c, id=f"{p.name}-library") for c in p.library))
            for p in obs.players))


class LosesGraveyard(NoLegalActions):
    """Once an action was accepted, shows every graveyard empty (the cards are lost)."""

    acted = False

    def act(self, action, choices=()):
        result = super().act(action, choices)
        self.acted = True
        return result

    def observe(self) -> Observation:
        obs = super().observe()
        if not self.acted:
            return obs
        return dataclasses.replace(obs, players=tuple(dataclasses.replace(p, graveyard=()) for p in obs.players))


class MutatesItsInput(ReferenceEngine):
    """Adds a +1/+1 counter to every permanent of the setup it is given, in place."""

    def setup(self, setup):
        for p in setup.players:
            for perm in p.battlefield:
                perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + 1   # type: ignore[index]
        super().setup(setup)
