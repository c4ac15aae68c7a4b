"""pytest-bdd's step lookup, cached: the largest cost of a scenario, measured (docs/performance.md).

For every step of every scenario, pytest-bdd (``pytest_bdd.scenario.find_fixturedefs_for_step``)
walks every fixture name registered in the session and asks pytest which definitions of each are
visible to the scenario's test item, then keeps the step definitions whose parser matches the
step's text. With this suite's ~130 fixtures that is hundreds of fixture lookups per step: about
two thirds of a scenario's time on the reference engine.

The answer depends only on

- the step's type (given / when / then) and text,
- where the scenario's item sits (which conftests, modules and classes can see a definition: all
  items with the same parent see the same fixtures; step definitions are never item-specific), and
- which fixtures are registered (a module imported later can add step definitions),

so it is computed once per (type, text, parent, number of registered fixture names) and reused.
Everything else — the order of the definitions, which one wins, the temporary injection of the
step fixture and pytest's fixture request — is still pytest-bdd's and pytest's own code.

pytest-bdd also reads each step function's signature twice per step (``inspect.signature``);
a function's signature never changes, so those are cached too.

The cache is installed only on the pytest-bdd functions it was written against (checked when
installing); otherwise the lookup is left as it is and the suite is only slower. Set
``MTG_CONFORMANCE_STEP_CACHE=0`` to turn it off (to compare, or to rule it out).
"""

from __future__ import annotations

import functools
import importlib
import inspect
import os
import weakref
from collections.abc import Callable, Hashable, Iterable
from typing import Any

ENV = "MTG_CONFORMANCE_STEP_CACHE"


def _key(step: Any, node: Any, fixture_count: int) -> Hashable:
    """What the visible step definitions of ``step`` depend on (see the module's docstring)."""
    parent = node.parent if node.parent is not None else node
    return (step.type, step.name, parent.nodeid, fixture_count)


def cached(find: Callable[..., Iterable[Any]], count: Callable[[Any], int]) -> Callable[..., Iterable[Any]]:
    """``find`` (pytest-bdd's ``find_fixturedefs_for_step``) with its results kept per :func:`_key`;
    ``count(fixturemanager)`` gives the number of registered fixture names."""
    # One cache per session's fixture manager, dropped with it.
    caches: weakref.WeakKeyDictionary[Any, dict[Hashable, tuple[Any, ...]]] = weakref.WeakKeyDictionary()

    def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
        cache = caches.setdefault(fixturemanager, {})
        key = _key(step, node, count(fixturemanager))
        found = cache.get(key)
        if found is None:
            found = cache[key] = tuple(find(step=step, fixturemanager=fixturemanager, node=node))
        return iter(found)

    find_fixturedefs_for_step.caches = caches  # type: ignore[attr-defined]
    find_fixturedefs_for_step.uncached = find  # type: ignore[attr-defined]
    return find_fixturedefs_for_step


@functools.lru_cache(maxsize=4096)
def _signature(func: Callable[..., Any]) -> inspect.Signature:
    return inspect.signature(func)


def _cached_signature(func: Callable[..., Any]) -> inspect.Signature:
    try:
        return _signature(func)
    except TypeError:                          # an unhashable callable
        return inspect.signature(func)


def installed_lookup() -> Any:
    """pytest-bdd's step lookup as it is now (the cached one once :func:`install` succeeded)."""
    return importlib.import_module("pytest_bdd.scenario").find_fixturedefs_for_step


def install() -> bool:
    """Put the cache in front of pytest-bdd's step lookup; True when installed (or already was)."""
    if os.environ.get(ENV, "1") == "0":
        return False
    try:
        compat = importlib.import_module("pytest_bdd.compat")
        # The module, not the function ``pytest_bdd.scenario`` that the package exports by that name.
        bdd_scenario = importlib.import_module("pytest_bdd.scenario")
    except ImportError:
        return False
    find = getattr(bdd_scenario, "find_fixturedefs_for_step", None)
    inject = getattr(bdd_scenario, "inject_fixturedefs_for_step", None)
    names = getattr(compat, "get_fixture_names", None)
    if find is None or inject is None or names is None:
        return False
    if hasattr(find, "uncached"):
        return True
    # The lookup must be called by name from the injecting function, with these parameters:
    # otherwise this version of pytest-bdd works differently and is left alone.
    code = getattr(inject, "__wrapped__", inject).__code__
    if "find_fixturedefs_for_step" not in code.co_names \
            or find.__code__.co_varnames[:3] != ("step", "fixturemanager", "node"):
        return False
    bdd_scenario.find_fixturedefs_for_step = cached(find, lambda fm: len(names(fm)))
    # The signatures of step functions, read twice per step: a function's signature never changes.
    for module in (bdd_scenario, importlib.import_module("pytest_bdd.utils")):
        if getattr(module, "signature", None) is inspect.signature:
            module.signature = _cached_signature
    return True
