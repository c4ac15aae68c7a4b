"""In-process engines that fail on purpose, for the suite's own tests: each is the reference engine
with one fault, loaded by ``--engine tests.fake_engines.inprocess:<Class>``."""

from __future__ import annotations

import time

from mtg_reference_engine import ReferenceEngine


class PanicException(BaseException):
    """Stands for ``pyo3_runtime.PanicException``: a Rust panic is a BaseException, not an Exception."""


PanicException.__module__ = "pyo3_runtime"


class RaisesOnAct(ReferenceEngine):
    def act(self, action, choices=()):
        if getattr(action, "KIND", "") == "pass_until_stack_empty":
            raise RuntimeError("index out of range in the engine")
        return super().act(action, choices)


class PanicsOnAct(ReferenceEngine):
    def act(self, action, choices=()):
        if getattr(action, "KIND", "") == "pass_until_stack_empty":
            raise PanicException("called `Option::unwrap()` on a `None` value")
        return super().act(action, choices)


class HangsOnAct(ReferenceEngine):
    def act(self, action, choices=()):
        if getattr(action, "KIND", "") == "pass_until_stack_empty":
            time.sleep(600)
        return super().act(action, choices)


class MalformedObservation(ReferenceEngine):
    def observe(self):
        obs = super().observe()
        return {"turn": obs.turn, "players": "Alice and Bob"} if obs.stack else obs
