"""mtg-conformance: a conformance test suite for Magic: The Gathering rules engines.

Official rulings are the spec; scenarios in ``features/`` drive an engine through the engine
protocol (:mod:`mtg_conformance.protocol`).
"""

__version__ = "0.1.0"
RULES_EDITION = "2026-04-17"
"""Edition of the Comprehensive Rules the scenarios cite."""

MECHANICS = ("explore", "land-plays", "flashback", "planechase", "meld", "emerge", "escalate", "combat",
             "replacement-effects",  # repl17: replacement effects on any event (CR 614, 616)
             "control-changes",  # ctl: control-changing effects (CR 613.1b)
             "characteristics")  # g2view: what a player sees of colors, subtypes, P/T off the battlefield
"""The mechanics in scope; ``global`` is used for properties about no one mechanic."""
