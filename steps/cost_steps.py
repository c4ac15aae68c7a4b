"""Steps for costs that are not mana (engine/costs.py; CR 118.1, 601.2h): the cast names what pays
each of them. The phrase ", paying by ..." comes after the way the spell is cast and before its
targets, so that no other cast step can match these texts:

    Alice casts "Dread Return" with flashback, paying by sacrificing "Grizzly Bears", "Llanowar Elves" and "Centaur Courser", targeting "Colossal Dreadmaw"
    Alice casts "Conflagrate" with flashback and X = 2, paying by discarding "Island" and "Forest", targeting Bob
    Alice casts "Collective Brutality" choosing modes 2 and 3, paying by discarding "Island", targeting "Grizzly Bears" and Bob
    Alice casts "Collective Brutality" choosing modes 2 and 3, paying by nothing, targeting "Grizzly Bears" and Bob

The clauses after "paying by" are ``discarding``, ``sacrificing``, ``tapping``, ``exiling ... from
her graveyard`` and ``returning ... to her hand``, each followed by card names (a name written twice
is two objects), joined by ", " and " and "; ``nothing`` names no object. Every word must be
understood.
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import CastSpell, Zone
from steps.game_steps import PLAYER, distinct_objects, perform_action, targets_named

_VERBS = {"discarding": ("discard", Zone.HAND), "sacrificing": ("sacrifice", Zone.BATTLEFIELD),
          "tapping": ("tap", Zone.BATTLEFIELD), "exiling": ("exile", Zone.GRAVEYARD),
          "returning": ("return_to_hand", Zone.BATTLEFIELD), "revealing": ("reveal", Zone.HAND)}
_NAMES = r'"[^"]+"(?:(?:, | and )"[^"]+")*'
_CLAUSE = re.compile(rf'(?P<verb>{"|".join(_VERBS)}) (?P<names>{_NAMES})'
                     r'(?: from (?:her|his|their) graveyard| to (?:her|his|their) hand)?')
_HOW = (r'(?:(?P<flashback> with flashback)| for its (?P<alternative>flashback|emerge|overload) cost)?'
        r'(?: announcing its optional (?P<announced>reveal) cost)?'
        r'(?: choosing (?:mode (?P<one>\d+)|modes (?P<many>\d+(?:, \d+)* and \d+)))?'
        r'(?:,? and X = (?P<x>\d+))?')


def _payment(table: Table, player: str, text: str) -> dict[str, tuple[str, ...]]:
    """``discarding "Island", sacrificing "Grizzly Bears" and "Llanowar Elves"`` → the ids for
    each cost action, every word understood."""
    if text == "nothing":
        return {}
    named: dict[str, list[str]] = {}
    pos = 0
    for m in _CLAUSE.finditer(text):
        between = text[pos:m.start()]
        if between.strip(" ,") not in ("", "and"):
            raise ScenarioError(f"not understood in the payment: {between!r} (in {text!r})")
        action, zone = _VERBS[m["verb"]]
        names = re.findall(r'"([^"]+)"', m["names"])
        names = [table.check_card(n) for n in names]
        try:
            ids = distinct_objects(table, names, zone=zone, player=player, untapped=action == "tap")
        except ScenarioError:
            if zone != Zone.BATTLEFIELD:
                raise
            # Another player's permanent: named as the scenario says; the engine judges (701.21a).
            ids = distinct_objects(table, names, zone=zone)
        named.setdefault(action, []).extend(ids)
        pos = m.end()
    rest = text[pos:]
    if rest.strip() or pos == 0:
        raise ScenarioError(f"not understood in the payment: {rest or text!r}; say 'discarding', "
                            f"'sacrificing', 'tapping', 'exiling', 'returning' followed by card names")
    return {k: tuple(v) for k, v in named.items()}


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)"(?: from (?:her|his|their) (?P<zone>hand|graveyard))?{_HOW}'
                 r', paying by (?P<paying>.+?)(?:, targeting (?P<targets>.+))?$'))
def when_cast_paying(table: Table, player: str, card: str, zone: str | None, flashback: str | None,
                     alternative: str | None, one: str | None, many: str | None, x: str | None, paying: str,
                     targets: str | None, announced: str | None = None) -> None:
    """Cast a spell naming what pays its costs that are not mana (CastSpell's ``discard``,
    ``sacrifice``, ``tap``, ``exile``, ``return_to_hand``, ``reveal``; 601.2b announces them, 601.2h
    pays). "announcing its optional reveal cost": the optional additional cost announced (601.2b,
    ``additional_costs``)."""
    table.check_card(card)
    if flashback:
        alternative = "flashback"
    where = Zone.GRAVEYARD if (zone == "graveyard" or (zone is None and alternative == "flashback")) else Zone.HAND
    card_id = table.find(card, zone=where, player=player)
    modes = (int(one),) if one else tuple(int(m) for m in re.findall(r"\d+", many or ""))
    perform_action(table, CastSpell(player=player, card=card_id, alternative_cost=alternative,
                                    modes=modes, x=int(x) if x else None, targets=targets_named(table, targets),
                                    additional_costs=(announced,) if announced else (),
                                    **_payment(table, player, paying)))
