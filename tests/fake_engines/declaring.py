"""The reference engine declaring only some capabilities and cards, for the suite's own tests (issue
30): ``--engine tests.fake_engines.declaring:Declaring`` with ``DECLARE_CAPS`` (comma-separated
capabilities; default ``core``) and ``DECLARE_CARDS`` (comma-separated card names; unset: every card).
It implements everything; only what it says it implements changes."""

from __future__ import annotations

import dataclasses
import os

from mtg_conformance.protocol import Capability, EngineInfo
from mtg_reference_engine import ReferenceEngine


class Declaring(ReferenceEngine):
    def info(self) -> EngineInfo:
        caps = [c for c in os.environ.get("DECLARE_CAPS", "core").split(",") if c]
        cards = os.environ.get("DECLARE_CARDS")
        return dataclasses.replace(
            super().info(), name="declaring", capabilities=frozenset(Capability(c) for c in caps),
            cards=None if cards is None else tuple(c for c in cards.split(",") if c))
