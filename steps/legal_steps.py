"""Steps that read a player's legal actions (docs/protocol.md §1, "Legal actions": the protocol's
``legal_actions`` call), for casts an engine must list:

    Then Alice's legal actions include casting "Think Twice" with flashback
    Then Alice's legal actions include casting "Elder Deep-Fiend" for its emerge cost sacrificing "Craw Wurm"
    Then Alice's legal actions include casting "Enter the Unknown" targeting "Grizzly Bears"
    Then Alice's legal actions include casting "Deep Analysis" with flashback targeting Alice
    Then Alice's legal actions include playing "Skyclave Cleric" as "Skyclave Basilica" from the top of her library

"Legal actions" says what the list must hold: "each cast of a card in hand or graveyard for its mana
cost or each alternative cost its text names, with no target or one target", and every way to pay
its costs that are not mana when there are at most 20 of them. A scenario using these steps sets up
a state where the rules make such a cast legal; the step fails naming the cast it looked for and the
casts of that card the engine listed. An engine that does not declare the ``legal-actions``
capability is not asked: the scenario is skipped with the reason (``GuardedEngine.legal_actions``).

mut8 (issue 17 item 5): the third mutation sample's `legal_actions` gaps (docs/mutation.md).
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, then

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import CastSpell, PlayLand, Target, Zone, to_json
from steps.game_steps import PLAYER, distinct_objects, resolve_deferred, targets_named

_HOW = (r'(?P<how>with flashback|for its emerge cost sacrificing (?P<victims>"[^"]+"(?: and "[^"]+")*))')


@then(parsers.re(rf'{PLAYER}\'s legal actions include casting "(?P<card>[^"]+)"(?: {_HOW})?'
                 r'(?: targeting (?P<targets>.+))?$'))
def then_legal_cast(table: Table, player: str, card: str, how: str | None, victims: str | None,
                    targets: str | None) -> None:
    """Among ``legal_actions(player)``: a ``cast`` by ``player`` of the card named ``card`` in their
    hand (or, with flashback, their graveyard), for the alternative cost the step names (none: the
    mana cost), with exactly the targets it names (none: no target) and, for emerge, sacrificing
    exactly the named permanents (as a set). The fields the step does not name (mana abilities
    announced, X, …) are not compared: a listed cast may announce them or not."""
    resolve_deferred(table)
    table.start()
    table.check_card(card)
    alternative = None if how is None else "flashback" if how == "with flashback" else "emerge"
    zone = Zone.GRAVEYARD if alternative == "flashback" else Zone.HAND
    obs = table.observe()
    cards = {i for z, i in Table.locate(obs, card, player) if z == zone}
    if not cards:
        raise ScenarioError(f"there is no {card!r} in {player}'s {zone}")
    wanted_targets = targets_named(table, targets)
    sacrifice = set(distinct_objects(table, re.findall(r'"([^"]+)"', victims), zone=Zone.BATTLEFIELD,
                                     player=player)) if victims else None
    listed = table.engine.legal_actions(player)
    casts = [a for a in listed if isinstance(a, CastSpell) and a.player == player and a.card in cards]
    wanted = _describe(card, alternative, wanted_targets, sacrifice)
    assert any(a.alternative_cost == alternative and tuple(a.targets) == wanted_targets
               and (sacrifice is None or set(a.sacrifice) == sacrifice) for a in casts), (
        f"{player}'s legal actions do not include casting {wanted} (docs/protocol.md, \"Legal actions\": "
        f"each cast of a card in hand or graveyard for its mana cost or each alternative cost its text names, "
        f"with no target or one target, must be listed); the casts of {card} listed: "
        f"{[to_json(a) for a in casts] or 'none'}")


def _describe(card: str, alternative: str | None, targets: tuple[Target, ...], sacrifice: set[str] | None) -> str:
    words = [card]
    words.append(f"for its {alternative} cost" if alternative else "for its mana cost")
    if sacrifice is not None:
        words.append(f"sacrificing {sorted(sacrifice)}")
    words.append(f"targeting {[to_json(t) for t in targets]}" if targets else "with no target")
    return " ".join(words)


@then(parsers.re(rf'{PLAYER}\'s legal actions include playing "(?P<card>[^"]+)"(?: as "(?P<face>[^"]+)")?'
                 r'(?P<top> from the top of (?:her|his|their) library)?$'))
def then_legal_land_play(table: Table, player: str, card: str, face: str | None, top: str | None) -> None:
    """Among ``legal_actions(player)``: a ``play_land`` by ``player`` of the card named ``card`` in
    their hand (or, ``from the top of ... library``, the top card of their library), with the land
    face ``face`` up (712.12; none: the card's own face). "Legal actions" (docs/protocol.md) lists
    "each land play" of the actions ``act`` accepts."""
    resolve_deferred(table)
    table.start()
    table.check_card(card)
    if face is not None:
        table.check_card(face)
    obs = table.observe()
    if top:
        library = obs.player(player).library
        if not library or library[0].name != card:
            raise ScenarioError(f"the top card of {player}'s library is "
                                f"{library[0].name if library else 'nothing'!r}, not {card!r}")
        cards = {library[0].id}
    else:
        cards = {i for z, i in Table.locate(obs, card, player) if z == Zone.HAND}
        if not cards:
            raise ScenarioError(f"there is no {card!r} in {player}'s hand")
    listed = table.engine.legal_actions(player)
    plays = [a for a in listed if isinstance(a, PlayLand) and a.player == player and a.card in cards]
    assert any(a.face == face or (face is None and a.face == card) for a in plays), (
        f"{player}'s legal actions do not include playing {card}"
        f"{f' as {face}' if face else ''}{' from the top of the library' if top else ''} (docs/protocol.md, "
        f"\"Legal actions\": each land play must be listed); the land plays of {card} listed: "
        f"{[to_json(a) for a in plays] or 'none'}")
