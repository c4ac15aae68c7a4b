"""g2view (issue 29): what a player sees of an object's characteristics beyond its name and card
types: its colors and subtypes (CardView, PermanentView, a spell's StackItemView) and the power and
toughness of a card outside the battlefield (CR 208.3, 122.1a). The fields are optional (capability
``characteristics``, docs/protocol.md §3): a view without them skips the check, naming the field.

    Then "Fire // Ice" in Alice's hand is red and blue
    Then "Ornithopter Token" on the battlefield is colorless
    Then the "Fire" spell on the stack is red
    Then "Grizzly Bears" in Alice's hand has power 2 and toughness 2
    Then "Lightning Bolt" in Alice's hand has no power or toughness
    Then "Kor Ally Token" on the battlefield has the subtypes "Kor" and "Ally"
    Then "Map Token" on the battlefield has the subtype "Map"
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import Unsupported
from steps.game_steps import PLAYER

_COLORS = {"white": "White", "blue": "Blue", "black": "Black", "red": "Red", "green": "Green"}
_COLOR_LIST = r"(?P<colors>colorless|(?:white|blue|black|red|green)(?:(?:, | and )(?:white|blue|black|red|green))*)"
_NAMES = r'(?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)'


def _expected_colors(words: str) -> set[str]:
    if words == "colorless":
        return set()
    return {_COLORS[w] for w in re.split(r", | and ", words)}


def _card_in_zone(table: Table, card: str, player: str, zone: str) -> Any:
    cards = [c for c in getattr(table.observe().player(player), zone) if c.name == table.check_card(card)]
    if not cards:
        raise AssertionError(f"{card} is not in {player}'s {zone}")
    if len(cards) > 1:
        raise ScenarioError(f"{player}'s {zone} holds {len(cards)} cards named {card}: name one")
    return cards[0]


def _permanents(table: Table, card: str) -> list[Any]:
    found = [p for p in table.observe().battlefield if p.name == card]
    if not found:
        raise AssertionError(f"{card} is not on the battlefield")
    return found


def _spell(table: Table, name: str) -> Any:
    found = [s for s in table.observe().stack if s.name == name and s.kind == "spell"]
    if not found:
        raise AssertionError(f"no spell named {name} is on the stack")
    return found[0]


def _check_colors(view: Any, what: str, words: str) -> None:
    if view.colors is None:
        raise Unsupported(f"the engine does not report colors (the {type(view).__name__} field 'colors', "
                          f"capability 'characteristics')")
    expected = _expected_colors(words)
    assert set(view.colors) == expected and len(view.colors) == len(set(view.colors)), \
        f"{what} has the colors {list(view.colors)}, expected {sorted(expected) or 'none (colorless)'}"


def _check_subtypes(view: Any, what: str, names: str) -> None:
    if view.subtypes is None:
        raise Unsupported(f"the engine does not report subtypes (the {type(view).__name__} field 'subtypes', "
                          f"capability 'characteristics')")
    expected = re.findall(r'"([^"]+)"', names)
    assert sorted(view.subtypes) == sorted(expected), \
        f"{what} has the subtypes {list(view.subtypes)}, expected exactly {expected}"


@then(parsers.re(rf'"(?P<card>[^"]+)" in {PLAYER}\'s (?P<zone>hand|graveyard|library) is {_COLOR_LIST}$'))
def then_card_colors(table: Table, card: str, player: str, zone: str, colors: str) -> None:
    _check_colors(_card_in_zone(table, card, player, zone), f"{card} in {player}'s {zone}", colors)


@then(parsers.re(rf'(?:each )?"(?P<card>[^"]+)" on the battlefield is {_COLOR_LIST}$'))
def then_permanent_colors(table: Table, card: str, colors: str) -> None:
    for perm in _permanents(table, card):
        _check_colors(perm, f"{card} ({perm.id}) on the battlefield", colors)


@then(parsers.re(rf'the "(?P<name>[^"]+)" spell on the stack is {_COLOR_LIST}$'))
def then_spell_colors(table: Table, name: str, colors: str) -> None:
    _check_colors(_spell(table, name), f"the {name} spell on the stack", colors)


@then(parsers.re(rf'(?:each )?"(?P<card>[^"]+)" on the battlefield has the subtypes? {_NAMES}$'))
def then_permanent_subtypes(table: Table, card: str, names: str) -> None:
    for perm in _permanents(table, card):
        _check_subtypes(perm, f"{card} ({perm.id}) on the battlefield", names)


def _tokens_of(table: Table, player: str) -> list[Any]:
    found = [p for p in table.observe().battlefield if p.token and p.controller == player]
    if not found:
        raise AssertionError(f"{player} controls no token")
    return found


@then(parsers.re(rf'each token {PLAYER} controls has the subtypes? {_NAMES}$'))
def then_token_subtypes(table: Table, player: str, names: str) -> None:
    """By token, not by name: the name is another branch of 111.4, checked elsewhere."""
    for perm in _tokens_of(table, player):
        _check_subtypes(perm, f"the token {perm.name!r} ({perm.id})", names)


@then(parsers.re(rf'each token {PLAYER} controls is {_COLOR_LIST}$'))
def then_token_colors(table: Table, player: str, colors: str) -> None:
    for perm in _tokens_of(table, player):
        _check_colors(perm, f"the token {perm.name!r} ({perm.id})", colors)


@then(parsers.re(rf'"(?P<card>[^"]+)" in {PLAYER}\'s (?P<zone>hand|graveyard|library) has the subtypes? {_NAMES}$'))
def then_card_subtypes(table: Table, card: str, player: str, zone: str, names: str) -> None:
    _check_subtypes(_card_in_zone(table, card, player, zone), f"{card} in {player}'s {zone}", names)


@then(parsers.re(rf'"(?P<card>[^"]+)" in {PLAYER}\'s (?P<zone>hand|graveyard|library) has '
                 r'(?:power (?P<power>-?\d+) and toughness (?P<toughness>-?\d+)|(?P<none>no power or toughness))$'))
def then_card_power_toughness(table: Table, card: str, player: str, zone: str, power: str | None,
                              toughness: str | None, none: str | None) -> None:
    """CR 208.3: "A noncreature object not on the battlefield has power or toughness only if it has a
    power and toughness printed on it"; a creature card's are its printed ones (and its counters',
    122.1a). A card's ``power`` is null both for a card with none and for an engine that does not
    report it: the scenario needs the capability ``characteristics`` (its tag), which says which."""
    view = _card_in_zone(table, card, player, zone)
    if view.colors is None:
        raise Unsupported("the engine does not report the characteristics of cards (capability 'characteristics')")
    got = (view.power, view.toughness)
    want = (None, None) if none else (int(power), int(toughness))    # type: ignore[arg-type]
    assert got == want, f"{card} in {player}'s {zone} has power/toughness {got}, expected {want}"


@then(parsers.re(rf'{PLAYER} controls exactly (?P<n>\d+) tokens?$'))
def then_exactly_tokens(table: Table, player: str, n: str) -> None:
    found = [p.name for p in table.observe().battlefield if p.token and p.controller == player]
    assert len(found) == int(n), f"{player} controls {len(found)} token(s) {found}, expected {n}"


@then(parsers.re(rf'each token {PLAYER} controls has the card types? {_NAMES}$'))
def then_token_types(table: Table, player: str, names: str) -> None:
    expected = re.findall(r'"([^"]+)"', names)
    for perm in _tokens_of(table, player):
        assert sorted(perm.types) == sorted(expected), \
            f"the token {perm.name!r} ({perm.id}) has the card types {list(perm.types)}, expected exactly {expected}"
