"""The adapter: :class:`PhaseEngine`, made of one part per role (setup, actions, questions,
events, observation), and what they share (seats, object ids, card names)."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import (
    Action, ActionResult, Capability, Engine, EngineInfo, Event, GameSetup, IllegalAction, MalformedRequest,
    Observation, ScriptedChoice,
)
from mtg_conformance.adapters.phase.common import LiveGame, _EngineRefused, _call
from mtg_conformance.adapters.phase.carddata import (
    _phase_build, card_data, _is_split_face, _meld_card_name, _front_face,
)
from mtg_conformance.adapters.phase.actions import ActionsMixin
from mtg_conformance.adapters.phase.events import EventsMixin
from mtg_conformance.adapters.phase.observe import ObserveMixin
from mtg_conformance.adapters.phase.questions import QuestionsMixin, _Choices
from mtg_conformance.adapters.phase.setup import SetupMixin


# --------------------------------------------------------------------------------------------
# The adapter
# --------------------------------------------------------------------------------------------

class PhaseEngine(SetupMixin, ActionsMixin, QuestionsMixin, EventsMixin, ObserveMixin, Engine):
    """phase.rs behind the engine protocol. One instance plays one game at a time."""

    def __init__(self) -> None:
        self.game: Any = None
        self.names: list[str] = []
        """Player names by seat."""
        self.events: list[Event] = []
        self._stack_seen: set[int] = set()
        self._copied_stack_items: set[int] = set()
        """Stack entries phase.rs pushed while an effect copied something (g2stack, 707.10)."""
        self._ctx: _Choices | None = None
        self._pushed: dict[int, int] = {}
        self._roll_paid: str | None = None
        self._extra_queue: list[Any] | None = None
        """phase.rs's queue of extra turns (seats) as last read, to tell extra turns apart."""
        self._cast_mana_values: dict[str, int] = {}
        """Spells cast: object id → phase.rs's ``cast_mana_value`` (its SpellCast event)."""
        self._batch: list[dict[str, Any]] = []
        """The engine events being translated, and the index of the one at hand (``_at``)."""
        self._at = 0
        self._reveal_player: int | None = None
        self._active_seat: int | None = None
        self._game_as_before = False
        """Whether the last ``act`` left phase.rs's game exactly as it found it."""
        """The active player's seat as of the engine event being translated (see ``_ev_PhaseChanged``)."""
        self._observation: Observation | None = None
        self._plane_owners: dict[str, str] | None = None
        """Owner of each plane card (by object number) after the setup (see ``_check_plane_owners``)."""
        """The last observation read, until the game changes (``setup``, ``act``)."""
        self._stack_names: dict[int, tuple[str, str]] = {}
        """Stack entries of abilities seen: entry id → (view id, name), for reporting them resolved."""
        """Spells phase.rs has pushed onto its stack whose move there it has not reported yet:
        object number → index of the placeholder in ``events``."""

    # ---- the game ----------------------------------------------------------------------------

    @property
    def game(self) -> LiveGame | None:
        """The game being played, as a :class:`LiveGame` (its exported state read once per change)."""
        return self._game

    @game.setter
    def game(self, game: Any) -> None:
        self._game = game if game is None or isinstance(game, LiveGame) else LiveGame(game)

    # ---- what changes the game: the observation read before is forgotten -----------------------

    def setup(self, setup: GameSetup) -> None:
        self._observation = None
        self._plane_owners = None
        try:
            return super().setup(setup)
        finally:
            self._observation = None

    def act(self, action: Action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        """The observation read before is kept only when the action changed nothing in phase.rs
        (``_game_as_before``: the same game, not applied to, or refused with its state as it was);
        the adapter's own records it reads are restored by :meth:`ActionsMixin.act` on a failure."""
        kept = self._observation
        self._observation = None
        self._game_as_before = False
        try:
            return super().act(action, choices)
        finally:
            self._observation = kept if self._game_as_before else None

    # ---- info -------------------------------------------------------------------------------

    def info(self) -> EngineInfo:
        return EngineInfo(name="phase", version=_phase_build(), capabilities=frozenset({
            Capability.CORE, Capability.EXPLORE, Capability.LAND_PLAYS, Capability.FLASHBACK, Capability.PLANECHASE,
            Capability.MELD, Capability.EMERGE, Capability.ESCALATE, Capability.COMBAT,
            Capability.COMBAT_DAMAGE_ASSIGNMENT,        # dmg17: its AssignCombatDamage prompt, answered
            # tok17: phase.rs creates tokens, activates abilities that use the stack and copies
            # spells; tokens in a setup stay unsupported (its debug actions cannot create them).
            Capability.TOKENS, Capability.ACTIVATED_ABILITIES, Capability.SPELL_COPIES,
            Capability.REPLACEMENT_EFFECTS,    # repl17: its ReplacementChoice maps to replacement_effect
            Capability.CONTROL_CHANGES,        # ctl: it plays Act of Treason and Mind Control from their Oracle text
            Capability.CHARACTERISTICS,        # g2view: colors, subtypes, a card's power and toughness as phase.rs gives them
            # phase31 (issue 31 item 4): leaving the game is phase.rs's Concede; the other outside
            # events answer unsupported (docs/protocol.md §5: an engine may, for the parts it lacks).
            Capability.OUTSIDE_EVENTS,
            # v31 (issue 31 item 4): a spell's mana value on the stack is phase.rs's own
            # cast_mana_value; cards' and permanents' (mana-value) it does not expose
            Capability.STACK_MANA_VALUE,
        }))

    def close(self) -> None:
        self.game = None

    # ---- seats, ids -------------------------------------------------------------------------

    def _seat(self, player: str) -> int:
        try:
            return self.names.index(player)
        except ValueError:
            raise MalformedRequest(f"{player!r} is not a player of this game ({', '.join(self.names)})") from None

    def _name(self, seat: int | None) -> str | None:
        return None if seat is None else self.names[seat]

    @staticmethod
    def _oid(obj: dict[str, Any]) -> str:
        return f"o{obj['id']}.{obj.get('incarnation', 0)}"

    def _object(self, object_id: str, what: str = "object") -> dict[str, Any]:
        """The engine object an id names; an id of an object that has since changed zones (a new
        incarnation, CR 400.7) is an illegal reference, an id that never existed malformed."""
        m = re.fullmatch(r"o(\d+)\.(\d+)", object_id or "")
        if not m:
            raise MalformedRequest(f"{object_id!r} is not an object id of this engine")
        obj = self._get_object(int(m.group(1)))
        if obj is None:
            raise MalformedRequest(f"there is no {what} {object_id}")
        if obj.get("incarnation", 0) != int(m.group(2)):
            raise IllegalAction(f"{object_id} ({obj['name']}) is no longer that object: it has changed zones")
        return obj

    def _get_object(self, number: int) -> dict[str, Any] | None:
        try:
            return _call(self.game.object, number)
        except _EngineRefused:
            return None

    # ---- names ------------------------------------------------------------------------------

    def _suite_name(self, obj: dict[str, Any], on_stack: bool = False) -> str:
        """The suite's name for an engine object: its current face, or for a split card outside
        the stack the whole card ("Fire // Ice")."""
        name = obj.get("name") or ""
        if on_stack:
            return name
        return card_data().faces.get(name.lower(), name) if _is_split_face(name) else name

    def _card_names(self, obj: dict[str, Any], objects: dict[str, Any] | None = None) -> tuple[str, ...]:
        """The cards that represent a permanent, by their printed names (a copy's card is its own
        card; a transformed card is its front face; a melded permanent, its two cards)."""
        hidden = obj.get("back_face") or {}
        if obj.get("face_down") and hidden.get("name"):
            # repl17: phase.rs keeps the card a face-down permanent is as its "back_face" (708.2a).
            return (self._suite_name({"name": hidden["name"]}),)
        ref = obj.get("base_printed_ref") or obj.get("printed_ref") or {}
        components = obj.get("merged_components") or []
        if obj.get("merge_kind") == "Meld" and len(components) > 1:
            names = []
            for number in components:
                part = obj if number == obj["id"] else (
                    (objects or {}).get(str(number)) or self._get_object(number) or {})
                names.append(_meld_card_name(part))
            return tuple(names)
        if obj.get("transformed"):
            front = _front_face(ref.get("oracle_id"))
            if front:
                return (front,)
        printed = ref.get("face_name")
        if printed:
            # phase31: a modal double-faced card played with its back face up (712.12) is still
            # the card named by its front face (712.1)
            return (_mdfc_fronts().get(printed, self._suite_name({"name": printed})),)
        return (self._suite_name(obj),)


@functools.cache
def _mdfc_fronts() -> dict[str, str]:
    """The back face of each modal double-faced card of the suite → the card (its front face)."""
    db = load_cards()
    out: dict[str, str] = {}
    for name in db.names():
        card = db[name]
        if card.layout == "modal_dfc":
            for face in card.faces:
                if face.name != name:
                    out[face.name] = name
    return out
