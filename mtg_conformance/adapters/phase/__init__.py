"""The engine protocol on phase.rs, a Magic rules engine written in Rust, through its Python bindings
(the PyPI package ``phase-python``, import name ``phase``)::

    pip install -e '.[phase]'
    mtg-conformance run --engine phase --report phase.json

What the adapter does, and nothing more (docs/protocol.md, "The adapter rule"):

* **Card data.** phase.rs reads a ``card-data.json`` that its own generator (``phase.gen``, the
  ``phase-gen`` console script) builds from MTGJSON "atomic" entries. The adapter runs that
  generator on the suite's ``AtomicCards.json`` into a cache directory keyed by a hash of that file
  (``<project>/.cache/phase/``), once; the card database is loaded once per process.
* **Setup.** A new game gets every card of the setup in its players' decks; the engine's Debug
  actions (allowed only in debug mode, switched on once through ``state()``/``load_game``) then
  put each card where the setup says, set life totals, counters, tapped permanents, mana pools, the
  step and the active player. Whatever the engine cannot be told raises :class:`Unsupported`, and
  the state reached is checked against the setup.
* **Actions.** Each protocol action is applied as the engine's own action (as ``Game.actions()``
  lists it, or built when that list omits it: phase.rs's ``apply`` is the authority), and the
  prompts it waits on (``Game.waiting_for()``) are answered from the scripted choices; a prompt no
  choice answers is an :class:`UnansweredQuestion`, an action the engine refuses an
  :class:`IllegalAction` with the engine's reason. The state is restored from a snapshot whenever
  an action fails.
* **Observation.** Zones, counters, power and toughness, life, the stack and the events all come
  from the engine, and so does the end of the game (its ``GameOver``). The adapter never computes
  a rules result: a spell's mana value on the stack is the engine's ``cast_mana_value``; other
  mana values and land plays left are not exposed by phase.rs and are reported as ``None``.

Every call into the engine is guarded: a Rust panic (``pyo3_runtime.PanicException``, a
``BaseException``) becomes :class:`EngineFault`, so it fails one scenario and nothing else.
Notes, limits and the disagreements found with the rulings are in ``docs/phase.md``.

The parts, each readable alone: :mod:`.carddata` (card data), :mod:`.setup` (setup),
:mod:`.actions` (actions), :mod:`.questions` (prompts and questions), :mod:`.events` (event
translation), :mod:`.observe` (observation), :mod:`.engine` (:class:`PhaseEngine`, what the parts
share), :mod:`.common` (guarded calls into the engine, constants, helpers without state).
"""

from __future__ import annotations

from mtg_conformance.adapters.phase.carddata import CardDataBuild, _engine, build_card_data, cache_dir, card_data
from mtg_conformance.adapters.phase.common import PINNED_VERSION, _call
from mtg_conformance.adapters.phase.engine import PhaseEngine

__all__ = ["PhaseEngine", "CardDataBuild", "build_card_data", "card_data", "cache_dir", "PINNED_VERSION",
           "_call", "_engine"]
