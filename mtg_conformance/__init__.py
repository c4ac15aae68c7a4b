"""mtg-conformance: a conformance test suite for Magic: The Gathering rules engines.

Official rulings are the spec; scenarios in ``features/`` drive an engine through the engine
protocol (:mod:`mtg_conformance.protocol`).
"""

def _version() -> str:
    """The suite's version. It lives in one place, ``pyproject.toml``'s ``[project] version``; an
    installed suite (wheel or editable) reads it from its installed metadata, and a checkout used
    without installing (``PYTHONPATH=.``) from that file. docs/releasing.md says when it changes."""
    from importlib import metadata
    try:
        return metadata.version("mtg-conformance")
    except metadata.PackageNotFoundError:
        import tomllib
        from pathlib import Path
        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "0+unknown"


__version__ = _version()
"""The suite's version (``mtg-conformance --version``, every report's ``suite.version``)."""
RULES_EDITION = "2026-04-17"
"""Edition of the Comprehensive Rules the scenarios cite."""

MECHANICS = ("explore", "land-plays", "flashback", "planechase", "meld", "emerge", "escalate", "combat",
             "replacement-effects",  # repl17: replacement effects on any event (CR 614, 616)
             "control-changes",  # ctl: control-changing effects (CR 613.1b)
             "characteristics")  # g2view: what a player sees of colors, subtypes, P/T off the battlefield
"""The mechanics in scope; ``global`` is used for properties about no one mechanic."""
