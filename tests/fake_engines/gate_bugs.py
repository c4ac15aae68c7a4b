"""Planted bugs in the suite's gating (issue 30 item 2), for tests/test_gate_by_usage.py to show that its
checks fail: loaded into a run with ``-p tests.fake_engines.gate_bugs``, it patches the plugin as
``GATE_BUG`` says:

* ``mechanic``: every result gated by its tags again (its feature's mechanic), not by what it uses;
* ``cards``: the cards a scenario uses ignored before it runs (only the run-time check is left).
"""

from __future__ import annotations

import os

from mtg_conformance import capabilities, plugin

_BUG = os.environ.get("GATE_BUG", "")

if _BUG == "mechanic":
    capabilities.shipped_results.cache_clear()
    capabilities.shipped_results = lambda: {}          # type: ignore[assignment]
elif _BUG == "cards":
    _missing_for = capabilities.missing_for

    def _no_cards(entry, declared, cards):             # type: ignore[no-untyped-def]
        return _missing_for(entry, declared, None)

    capabilities.missing_for = _no_cards               # type: ignore[assignment]
elif _BUG:
    raise ValueError(f"GATE_BUG={_BUG!r}: not a planted bug of this module")

__all__ = ["plugin"]
