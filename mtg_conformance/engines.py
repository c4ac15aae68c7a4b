"""Finding an engine by name: ``reference``, a name registered by a package under the entry-point
group ``mtg_conformance.engines``, or ``module:Class``."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib.metadata import entry_points

from .protocol import Engine

ENTRY_POINT_GROUP = "mtg_conformance.engines"


class UnknownEngine(ValueError):
    """``--engine`` names nothing we can load."""


def registered_engines() -> dict[str, str]:
    """Engine names registered through entry points, with what each points at."""
    return {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}


def engine_factory(spec: str) -> Callable[[], Engine]:
    """A callable that makes a fresh engine for ``spec`` (one per scenario)."""
    target = registered_engines().get(spec, spec)
    if ":" not in target:
        known = ", ".join(sorted(registered_engines())) or "none"
        raise UnknownEngine(f"unknown engine {spec!r}: give a registered name ({known}) or module:Class")
    module_name, _, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise UnknownEngine(f"engine {spec!r}: cannot import {module_name!r}: {exc}") from None
    factory = module
    for part in attr.split("."):
        factory = getattr(factory, part, None)
        if factory is None:
            raise UnknownEngine(f"engine {spec!r}: {module_name!r} has no attribute {attr!r}")
    if not callable(factory):
        raise UnknownEngine(f"engine {spec!r}: {target} is not callable")
    return factory  # type: ignore[return-value]
