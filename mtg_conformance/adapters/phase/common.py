"""Constants, guarded calls into phase.rs, and translation helpers without state."""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from mtg_conformance.protocol import EngineFault, ProtocolError, Step, Zone

log = logging.getLogger("mtg_conformance.adapters.phase")
"""Every engine action applied and what it reported, at DEBUG level (``--log-level=DEBUG``)."""

PINNED_VERSION = "0.103.0"
"""The ``phase-python`` version this adapter was written and checked against."""

CARD_DATA_FORMAT = "4"
"""Bumped when the way the adapter builds ``card-data.json`` changes (part of the cache key)."""

SEED = 42
"""Seed of every game (phase.rs shuffles libraries; the adapter then orders them itself)."""

MAX_STEPS = 400
"""Bound on the engine calls one protocol action may make (a loop is an engine fault)."""

DIE_ATTEMPTS = 200
"""Random-number positions tried to make the planar die show the scripted face."""

PLANE_ATTEMPTS = 400
"""Seeds tried to make phase.rs's shuffle give a Planechase setup's planes in order."""

_STEP_TO_PHASE = {
    Step.UNTAP: "Untap", Step.UPKEEP: "Upkeep", Step.DRAW: "Draw", Step.PRECOMBAT_MAIN: "PreCombatMain",
    Step.BEGINNING_OF_COMBAT: "BeginCombat", Step.DECLARE_ATTACKERS: "DeclareAttackers",
    Step.DECLARE_BLOCKERS: "DeclareBlockers", Step.COMBAT_DAMAGE: "CombatDamage",
    Step.END_OF_COMBAT: "EndCombat", Step.POSTCOMBAT_MAIN: "PostCombatMain", Step.END: "End",
    Step.CLEANUP: "Cleanup",
}
_PHASE_TO_STEP = {v: k for k, v in _STEP_TO_PHASE.items()}
_STEP_ORDER = list(_STEP_TO_PHASE)

_ZONE_TO_PHASE = {Zone.LIBRARY: "Library", Zone.HAND: "Hand", Zone.BATTLEFIELD: "Battlefield",
                  Zone.GRAVEYARD: "Graveyard", Zone.STACK: "Stack", Zone.EXILE: "Exile",
                  Zone.COMMAND: "Command"}
_PHASE_TO_ZONE = {v: k for k, v in _ZONE_TO_PHASE.items()}

_MANA_TO_PHASE = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
_PHASE_TO_MANA = {v: k for k, v in _MANA_TO_PHASE.items()}
_COLOR_ORDER = "WUBRGC"

_COUNTER_TO_PHASE = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
_PHASE_TO_COUNTER = {v: k for k, v in _COUNTER_TO_PHASE.items()}

_DIE_FACES = {"planeswalk": "Planeswalk", "chaos": "Chaos", "blank": "Blank"}


# --------------------------------------------------------------------------------------------
# Guarding calls into the engine
# --------------------------------------------------------------------------------------------

class _EngineRefused(Exception):
    """phase.rs rejected a call with an ordinary error (a ``ValueError`` such as "Action not
    allowed: …" or "Wrong player"): the caller decides what that means for the protocol."""


def _is_panic(exc: BaseException) -> bool:
    return type(exc).__name__ == "PanicException"


def _call(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Call into phase.rs: a Rust panic becomes :class:`EngineFault`, an ordinary error
    :class:`_EngineRefused`; any other BaseException passes through unchanged: KeyboardInterrupt,
    SystemExit, and pytest's own outcomes raised while phase.rs ran (pytest-timeout's "Timeout (>…s)"
    failure is a timeout, not phase.rs failing: wrapped, it was reported as an engine fault and, inside a
    property, as a nondeterministic engine)."""
    try:
        return fn(*args, **kwargs)
    except (KeyboardInterrupt, SystemExit, ProtocolError):
        raise
    except BaseException as exc:  # noqa: BLE001 - PanicException is a BaseException
        if _is_panic(exc):
            raise EngineFault(f"phase.rs panicked: {_short(str(exc))}") from None
        if isinstance(exc, Exception):
            raise _EngineRefused(str(exc)) from None
        raise


class LiveGame:
    """phase.rs's ``Game``, with its exported state read at most once per change of the game.

    ``state()`` is the costliest read phase.rs has (it exports the whole game: tens of
    milliseconds), and the adapter needs it several times per action (the snapshot an action may
    be undone to, the observation, event translation). phase.rs's game changes only through
    ``apply``; every other method of ``Game`` reads. So the state is exported on the first
    ``state()`` after a change and handed out again until the next ``apply`` — which forgets it
    before it runs, whether it succeeds, is refused or panics (a refused call may have changed
    the game). The dict handed out is shared: a caller that edits one (to ``load_game`` it)
    copies it first. :attr:`changes` counts the ``apply`` calls, so that a caller can tell that
    the game was not touched at all. Every other attribute is the ``Game``'s own."""

    __slots__ = ("native", "changes", "_state")

    def __init__(self, native: Any) -> None:
        self.native = native
        self.changes = 0
        self._state: Any = None

    def state(self) -> Any:
        if self._state is None:
            self._state = self.native.state()
        return self._state

    def apply(self, *args: Any, **kwargs: Any) -> Any:
        self._state = None
        self.changes += 1
        return self.native.apply(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.native, name)

    def __repr__(self) -> str:
        return f"LiveGame({self.native!r})"


def _cited_rule(message: str) -> str | None:
    """The Comprehensive Rules number an engine message cites, e.g. "… (CR 118.6)"."""
    m = re.search(r"\(CR (\d{3}\.\d+[a-z]?)\)", message)
    return m.group(1) if m else None


def _short(text: str, limit: int = 300) -> str:
    """An engine message without its Rust debug dumps (which run to many kilobytes)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + " …"


def _refusal(message: str) -> str:
    """The engine's reason for refusing an action, without the dump of the prompt it waits on."""
    message = " ".join(message.split())
    cut = re.split(r" (?:while waiting for|\{) ", message, maxsplit=1)[0]
    return _short(cut, 200)


# --------------------------------------------------------------------------------------------
# Helpers without state
# --------------------------------------------------------------------------------------------

def _no_record(event: dict[str, Any]) -> dict[str, Any]:
    data = event.get("data")
    if isinstance(data, dict) and "record" in data:
        data = {k: v for k, v in data.items() if k != "record"}
    return {"type": event.get("type"), "data": data}


def _spent(before: Any, after: Any, events: Any) -> str | None:
    """The mana that left a player's pool during one engine action: what was there, plus what
    mana abilities added (``ManaAdded``), minus what is left. Symbols, e.g. ``{R}``."""
    have = Counter(_PHASE_TO_MANA.get(u.get("color"), "?") for u in (before or {}).get("mana") or [])
    for e in events or ():
        if e.get("type") == "ManaAdded":
            have[_PHASE_TO_MANA.get((e.get("data") or {}).get("mana_type"), "?")] += 1
    have.subtract(Counter(_PHASE_TO_MANA.get(u.get("color"), "?") for u in (after or {}).get("mana") or []))
    if any(n < 0 for n in have.values()):
        return None
    return "".join(f"{{{s}}}" * n for s, n in sorted(have.items(), key=lambda kv: _COLOR_ORDER.find(kv[0])))


def _pool_text(pool: Any) -> str:
    units = (pool or {}).get("mana") or []
    symbols = [_PHASE_TO_MANA.get(u.get("color"), "?") for u in units]
    return "".join(f"{{{s}}}" for s in sorted(symbols, key=lambda s: _COLOR_ORDER.find(s)))


def _paid_text(state_obj: dict[str, Any]) -> str | None:
    """The mana spent to cast a spell, as phase.rs records it on the spell: the colors spent by
    color (``colors_spent_to_cast``) and the amount in all (``mana_spent_to_cast_amount``); mana of
    no color is colorless mana, ``{C}``."""
    if not state_obj.get("mana_spent_to_cast") and not state_obj.get("mana_spent_to_cast_amount"):
        return "" if "mana_spent_to_cast_amount" in state_obj else None
    colors = state_obj.get("colors_spent_to_cast") or {}
    names = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    symbols = []
    for color in ("white", "blue", "black", "red", "green"):
        symbols += [names[color]] * int(colors.get(color, 0))
    total = int(state_obj.get("mana_spent_to_cast_amount") or 0)
    symbols += ["C"] * max(0, total - len(symbols))
    return "".join(f"{{{s}}}" for s in symbols)


_PROMPT_SKIP = {"trigger_source", "trigger_entries", "trigger_definitions", "base_trigger_definitions", "lki",
                "record", "definition", "trigger_event", "sub_ability", "may_trigger_origin"}


def _prompt_text(wf: dict[str, Any]) -> str:
    """The engine's own words for a prompt, where it has some (descriptions of the ability or
    spell that asks), else the prompt's kind."""
    texts = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k in ("description", "prompt", "target_prompt") and isinstance(v, str) and v:
                    texts.append(v)
                elif k not in _PROMPT_SKIP:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(wf.get("data"))
    kind = wf.get("type", "?")
    return f"{kind}: {'; '.join(dict.fromkeys(texts))}" if texts else kind


def _collect_targets(data: Any) -> list[dict[str, int]]:
    """Every target chosen for a spell or ability on phase.rs's stack, in its ability and the
    abilities under it (modes, "then" clauses). A ``sub_ability`` whose ``targets`` repeat its
    parent's (phase.rs copies them into a clause that refers to the parent's target, e.g.
    Condemn's "Its controller gains life equal to its toughness": ``ParentTargetController``) adds
    none: they are the same instance of the word "target" (115.1a). A sub_ability that is another
    mode (its ``modal_instruction_ordinal`` differs from its parent's: a mode chosen twice with the
    same target, 700.2d) is another instance, and its targets count."""
    found: list[dict[str, int]] = []

    def walk(value: Any, inherited: Any = None, mode: Any = None) -> None:
        if isinstance(value, dict):
            own = value.get("targets")
            ordinal = value.get("modal_instruction_ordinal")
            for k, v in value.items():
                if k == "targets" and isinstance(v, list):
                    if inherited is not None and v == inherited and (ordinal is None or ordinal == mode):
                        continue
                    found.extend(t for t in v if isinstance(t, dict) and ("Player" in t or "Object" in t))
                elif k == "sub_ability":
                    walk(v, own if isinstance(own, list) and own else None, ordinal)
                elif k not in ("trigger_event", "trigger_source", "lki"):
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(data.get("ability") if isinstance(data, dict) and "ability" in data else data)
    return found


def _describe_ability(description: str | None, source: str | None) -> str | None:
    if description and source:
        return description.replace("~", source)
    return description


