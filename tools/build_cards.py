"""Build ``mtg_conformance/cards/AtomicCards.json`` from the suite's card sources.

Sources (same Scryfall-like shape: name, mana_cost, mana_value, type_line, oracle_text, power,
toughness, layout, optional notes):

- ``../shared/cards/oracle-cards.json`` (read-only, shared with the other projects);
- ``tools/cards-extra.json``: cards this project adds itself (each with a ``source`` note).

The output is in MTGJSON's "AtomicCards" shape so that adapters for other engines can reuse it, e.g.
phase.rs: ``phase-gen -i AtomicCards.json -o card-data.json`` (see ../shared/notes/phase-engine.md):
every face entry carries ``name``, ``colors``, ``colorIdentity``, ``layout``, ``manaValue`` (a float)
and ``identifiers.scryfallOracleId``.

Multi-face cards:

- split cards (CR 709) are one source entry ("Fire // Ice", costs and texts joined by " // " and
  "\\n//\\n"); they become one key with a face per half;
- meld cards (CR 712.4) are separate source entries; each front becomes a key
  "<front> // <melded>" with the front (side "a") and the melded back face (side "b");
- modal double-faced cards (CR 712.3) likewise, with layout "modal_dfc" and the front naming its
  back face in ``back_face``; each face keeps its own ``faceManaValue`` (712.8f);
- transforming double-faced cards (CR 712.2) are two source entries with layout "transform"; the
  front names its back face in ``transforms_into``; they become one key "<front> // <back>" with
  the front (side "a") and the back (side "b"), whose ``manaValue`` is the front's (CR 202.3b) and
  whose ``faceManaValue`` is 0 (it has no mana cost).

Optional source fields: ``color_indicator`` (a list of color letters, CR 204), for a face whose color
does not come from a mana cost, e.g. a transforming card's back face. A token's type line starts with
"Token" ("Token Creature — Eldrazi Horror"); "Token" is not a card type (CR 111.1), so it is left out
of ``types``.

The build is deterministic (no clock): the committed file is checked against a fresh build by
tests/test_cards.py. Run ``python tools/build_cards.py`` after editing a source, or ``--check``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ORACLE_CARDS = ROOT.parent / "shared" / "cards" / "oracle-cards.json"
EXTRA_CARDS = ROOT / "tools" / "cards-extra"
"""A folder of JSON lists of cards the project adds itself, one file per group of scenarios."""
ATOMIC_CARDS = ROOT / "mtg_conformance" / "cards" / "AtomicCards.json"

FORMAT_VERSION = "1"
# Fixed, not the build time, so that a rebuild reproduces the committed file byte for byte.
# Bump it by hand together with the card texts.
DATA_DATE = "2026-04-17"

COLORS = "WUBRG"
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})  # CR 205.4a
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

# Keyword abilities (CR 702). Those in _TAKES_OBJECT take a word argument ("Enchant creature");
# the others appear alone ("Flying"), with a cost ("Flashback {2}{U}", "Ward—Pay 2 life") or a
# number ("Annihilator 2").
KEYWORD_ABILITIES = tuple(
    "Deathtouch|Defender|Double Strike|Enchant|Equip|First Strike|Flash|Flying|Haste|Hexproof|"
    "Indestructible|Intimidate|Lifelink|Protection|Reach|Shroud|Trample|Vigilance|Ward|Banding|"
    "Rampage|Cumulative Upkeep|Flanking|Phasing|Buyback|Shadow|Cycling|Echo|Horsemanship|Fading|"
    "Kicker|Multikicker|Flashback|Madness|Fear|Morph|Amplify|Provoke|Storm|Affinity|Entwine|Modular|Sunburst|"
    "Bushido|Soulshift|Splice|Offering|Ninjutsu|Epic|Convoke|Dredge|Transmute|Bloodthirst|Haunt|"
    "Replicate|Forecast|Graft|Recover|Ripple|Split Second|Suspend|Vanishing|Absorb|Aura Swap|Delve|"
    "Fortify|Frenzy|Gravestorm|Poisonous|Transfigure|Champion|Changeling|Evoke|Hideaway|Prowl|"
    "Reinforce|Conspire|Persist|Wither|Retrace|Devour|Exalted|Unearth|Cascade|Annihilator|Level Up|"
    "Rebound|Umbra Armor|Infect|Battle Cry|Living Weapon|Undying|Miracle|Soulbond|Overload|"
    "Scavenge|Unleash|Cipher|Evolve|Extort|Fuse|Bestow|Tribute|Dethrone|Hidden Agenda|Outlast|"
    "Prowess|Dash|Exploit|Menace|Renown|Awaken|Devoid|Ingest|Myriad|Surge|Skulk|Emerge|Escalate|"
    "Melee|Crew|Fabricate|Partner|Undaunted|Improvise|Aftermath|Embalm|Eternalize|Afflict|Ascend|"
    "Assist|Jump-Start|Mentor|Afterlife|Riot|Spectacle|Escape|Companion|Mutate|Encore|Boast|"
    "Foretell|Demonstrate|Disturb|Decayed|Cleave|Training|Compleated|Reconfigure|Blitz|Casualty|"
    "Enlist|Read Ahead|Ravenous|Squad|Prototype|Living Metal|Toxic|Backup|Bargain|Craft|Disguise|"
    "Plot|Saddle|Spree|Freerunning|Gift|Offspring|Impending|Exhaust|Harmonize|Mobilize|Tiered|"
    "Station|Warp|Mayhem|Sneak".split("|")
)
_TAKES_OBJECT = frozenset(
    {"Enchant", "Protection", "Hexproof", "Affinity", "Champion", "Splice", "Partner", "Craft"}
)
# Ability words (CR 207.2c) that start an ability as "<word> — ..."; MTGJSON lists them as keywords.
ABILITY_WORDS = tuple(
    w.capitalize()
    for w in (
        "adamant|addendum|alliance|battalion|bloodrush|celebration|channel|chroma|cohort|"
        "constellation|converge|council's dilemma|coven|delirium|domain|eerie|eminence|enrage|"
        "fateful hour|fathomless descent|ferocious|flurry|formidable|grandeur|hellbent|heroic|"
        "imprint|infusion|inspired|join forces|kinship|landfall|lieutenant|magecraft|metalcraft|"
        "morbid|opus|pack tactics|paradox|parley|radiance|raid|rally|renew|repartee|revolt|"
        "secret council|spell mastery|strive|survival|sweep|tempting offer|threshold|undergrowth|"
        "valiant|vivid|void|will of the council"
    ).split("|")
)

_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^()]*\)")
_MELD_INTO = re.compile(r"meld them into ([^.]+)\.")
_MELDS_WITH = re.compile(r"\(Melds with ([^.]+)\.\)")


# --- characteristics -------------------------------------------------------------------------


def mana_value(mana_cost: str) -> int:
    """Mana value of a mana cost (CR 202.3): X counts 0 (202.3e), hybrid its largest part
    (202.3f), Phyrexian 1 (202.3g)."""
    total = 0
    for symbol in _SYMBOL.findall(mana_cost):
        parts = [p for p in symbol.split("/") if p != "P"] or ["P"]
        total += max(int(p) if p.isdigit() else 0 if p in "XYZ" else 1 for p in parts)
    return total


def symbol_colors(text: str) -> set[str]:
    """Colors of the mana symbols in ``text``; a hybrid symbol has each of its colors."""
    return {p for s in _SYMBOL.findall(text) for p in s.split("/") if len(p) == 1 and p in COLORS}


def ordered(colors: set[str]) -> list[str]:
    """Colors in WUBRG order."""
    return [c for c in COLORS if c in colors]


def parse_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """(supertypes, types, subtypes) of one face's type line. Planar types can be several
    words ("Serra's Realm", CR 205.3n), so a plane's subtype is everything after the dash."""
    left, _, right = type_line.partition("—")
    words = [w for w in left.split() if w != "Token"]  # "Token Creature": not a card type (CR 111.1)
    supertypes = [w for w in words if w in SUPERTYPES]
    types = [w for w in words if w not in SUPERTYPES]
    right = right.strip()
    subtypes = [right] if "Plane" in types and right else _subtype_words(right)
    return supertypes, types, subtypes


MULTIWORD_SUBTYPES = ("Time Lord",)
"""CR 205.3m: "One creature type is two words long: Time Lord. All other creature types are one word
long" (planar types, several words, are read whole above)."""


def _subtype_words(text: str) -> list[str]:
    """The subtypes of the text after a type line's dash, "Time Lord Rogue" as "Time Lord", "Rogue"."""
    for multi in MULTIWORD_SUBTYPES:
        text = re.sub(rf"\b{multi}\b", multi.replace(" ", "\0"), text)
    return [word.replace("\0", " ") for word in text.split()]


def keywords(text: str) -> list[str]:
    """Keyword abilities (and ability words) that start a line of rules text, in text order.

    "Flying, haste" gives both; keywords mentioned inside other abilities ("cards in graveyards
    have flashback", "it explores") do not count, as they are not abilities of this card."""
    found: list[str] = []
    for line in _REMINDER.sub("", text).splitlines():
        line = line.strip()
        for word in ABILITY_WORDS:
            if line.startswith(word + " —"):
                found.append(word)
        for piece in line.split(", "):
            match = _keyword_at(piece.strip())
            if match is None:
                break
            found.append(match)
    return list(dict.fromkeys(found))


def _keyword_at(piece: str) -> str | None:
    lowered = piece.lower()
    for kw in KEYWORD_ABILITIES:
        if not lowered.startswith(kw.lower()):
            continue
        rest = piece[len(kw) :]
        if rest == "" or rest.startswith(("—", " —", " {")) or rest[1:2].isdigit():
            return kw
        if kw in _TAKES_OBJECT and rest.startswith(" "):
            return kw
    return None


def color_identity(*faces: dict[str, Any]) -> list[str]:
    """Color identity (CR 903.4) of a card given its source faces: mana symbols in mana costs
    and rules text, not reminder text (903.4c), back faces included (903.4d). Like MTGJSON and
    Scryfall, a basic land type's intrinsic mana ability (CR 305.6) counts."""
    colors: set[str] = set()
    for face in faces:
        colors |= face_colors(face)
        colors |= symbol_colors(_REMINDER.sub("", face["oracle_text"]))
        _, types, subtypes = parse_type_line(face["type_line"])
        if "Land" in types:
            colors |= {BASIC_LAND_MANA[s] for s in subtypes if s in BASIC_LAND_MANA}
    return ordered(colors)


def face_colors(face: dict[str, Any]) -> set[str]:
    """A face's colors: its mana cost's (CR 202.2) and its color indicator's (CR 204)."""
    return symbol_colors(face["mana_cost"]) | set(face.get("color_indicator", ()))


def oracle_id(name: str) -> str:
    """A stable stand-in for Scryfall's oracle id: uuid5 of the (full) card name."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "mtg-conformance:" + name))


# --- entries -----------------------------------------------------------------------------------


def face_entry(
    face: dict[str, Any],
    *,
    name: str,
    layout: str,
    card_mana_value: float,
    identity: list[str],
    side: str | None = None,
) -> dict[str, Any]:
    """One MTGJSON face entry; ``face`` is in the source shape (its name is the face name)."""
    supertypes, types, subtypes = parse_type_line(face["type_line"])
    entry: dict[str, Any] = {"name": name}
    if side is not None:
        entry["faceName"] = face["name"]
        entry["side"] = side
    entry["layout"] = layout
    if face["mana_cost"]:
        entry["manaCost"] = face["mana_cost"]
    entry["manaValue"] = float(card_mana_value)
    if side is not None:
        entry["faceManaValue"] = float(mana_value(face["mana_cost"]))
    entry["colors"] = ordered(face_colors(face))
    entry["colorIdentity"] = identity
    entry["type"] = face["type_line"]
    entry["types"] = types
    entry["subtypes"] = subtypes
    entry["supertypes"] = supertypes
    entry["text"] = face["oracle_text"]
    if "Creature" in types:
        entry["power"] = face["power"]
        entry["toughness"] = face["toughness"]
    entry["keywords"] = keywords(face["oracle_text"])
    entry["identifiers"] = {"scryfallOracleId": oracle_id(name)}
    return entry


def split_faces(card: dict[str, Any]) -> list[dict[str, Any]]:
    """The halves of a split card (CR 709), in the source shape."""
    names = card["name"].split(" // ")
    costs = card["mana_cost"].split(" // ")
    type_lines = card["type_line"].split(" // ")
    texts = card["oracle_text"].split("\n//\n")
    if not len(names) == len(costs) == len(type_lines) == len(texts):
        raise ValueError(f"{card['name']!r}: halves of name, cost, type line and text differ")
    return [
        {"name": n, "mana_cost": c, "type_line": t, "oracle_text": x, "power": None, "toughness": None}
        for n, c, t, x in zip(names, costs, type_lines, texts)
    ]


def meld_pairs(cards: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Front name -> melded back face name, read from the fronts' texts: one front says "meld them
    into <back>", the other "(Melds with <front>.)" (CR 712.4a)."""
    melds = {n: c for n, c in cards.items() if c["layout"] == "meld"}
    into = {n: m.group(1) for n, c in melds.items() if (m := _MELD_INTO.search(c["oracle_text"]))}
    partner = {n: m.group(1) for n, c in melds.items() if (m := _MELDS_WITH.search(c["oracle_text"]))}
    backs = set(into.values())
    pairs: dict[str, str] = {}
    for name in melds:
        if name in backs:
            continue
        back = into.get(name) or into.get(partner.get(name, ""))
        if back is None or back not in melds:
            raise ValueError(f"meld card {name!r}: cannot tell which card it melds into")
        pairs[name] = back
    for back in backs:
        fronts = [f for f, b in pairs.items() if b == back]
        expected = sum(cards[f]["mana_value"] for f in fronts)
        if len(fronts) != 2 or cards[back]["mana_value"] != expected:  # CR 202.3c
            raise ValueError(f"meld result {back!r}: fronts {fronts}, mana value {expected} expected")
    return pairs


def _double_faced_pairs(cards: dict[str, dict[str, Any]], layout: str, link: str,
                        back_ok: Callable[[dict[str, Any]], bool], back_is: str) -> dict[str, str]:
    """Front name -> back face name of the double-faced cards of ``layout``: each front names its
    back face in its ``link`` field; a back face must pass ``back_ok`` (``back_is`` says what it
    must be), and every face of that layout must be a front or a back."""
    pairs: dict[str, str] = {}
    for name, card in cards.items():
        if card["layout"] != layout or link not in card:
            continue
        back = cards.get(card[link])
        if back is None or back["layout"] != layout or not back_ok(back):
            raise ValueError(f"{name!r} names the back face {card[link]!r}, which is not {back_is} "
                             "among the sources")
        pairs[name] = back["name"]
    orphans = {n for n, c in cards.items() if c["layout"] == layout} - set(pairs) - set(pairs.values())
    if orphans:
        raise ValueError(f"{layout} faces with no front or back: {sorted(orphans)}")
    return pairs


def transform_pairs(cards: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Front name -> back face name of the transforming double-faced cards (CR 712.2): the front
    names its back face in ``transforms_into``; a back face has no mana cost."""
    return _double_faced_pairs(cards, "transform", "transforms_into", lambda back: not back["mana_cost"],
                               "a back face (layout transform, no mana cost)")


def modal_pairs(cards: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Front name -> back face name of the modal double-faced cards (CR 712.3): the front names its
    back face in ``back_face``."""
    return _double_faced_pairs(cards, "modal_dfc", "back_face", lambda back: True, "a modal_dfc entry")


def check_source(card: dict[str, Any]) -> None:
    """Reject a source entry whose mana value does not follow from its mana cost (CR 202.3)."""
    if card["layout"] == "meld" and not card["mana_cost"]:
        return  # a melded back face: checked against its fronts in meld_pairs (CR 202.3c)
    computed = sum(mana_value(c) for c in card["mana_cost"].split(" // "))
    if computed != card["mana_value"]:
        raise ValueError(f"{card['name']!r}: mana value {card['mana_value']}, cost gives {computed}")


def build_atomic(sources: list[dict[str, Any]]) -> dict[str, Any]:
    """The AtomicCards document for the given source cards."""
    cards: dict[str, dict[str, Any]] = {}
    for card in sources:
        if card["name"] in cards:
            raise ValueError(f"card {card['name']!r} appears twice in the sources")
        check_source(card)
        cards[card["name"]] = card
    pairs = meld_pairs(cards)
    backs = set(pairs.values())
    transforms = transform_pairs(cards)
    transforms.update(modal_pairs(cards))     # built the same way: one key, sides "a" and "b"

    data: dict[str, list[dict[str, Any]]] = {}
    for name, card in cards.items():
        layout = card["layout"]
        if layout == "split":
            faces = split_faces(card)
            identity = color_identity(*faces)
            data[name] = [
                face_entry(f, name=name, layout=layout, card_mana_value=card["mana_value"],
                           identity=identity, side=side)
                for f, side in zip(faces, "abcdefgh")
            ]
        elif layout == "meld":
            if name in backs:
                continue
            back = cards[pairs[name]]
            key = f"{name} // {back['name']}"
            identity = color_identity(card, back)
            data[key] = [
                face_entry(card, name=key, layout=layout, card_mana_value=card["mana_value"],
                           identity=identity, side="a"),
                face_entry(back, name=key, layout=layout, card_mana_value=back["mana_value"],
                           identity=identity, side="b"),
            ]
        elif layout in ("transform", "modal_dfc"):
            if name not in transforms:
                continue
            back = cards[transforms[name]]
            key = f"{name} // {back['name']}"
            identity = color_identity(card, back)
            data[key] = [
                face_entry(f, name=key, layout=layout, card_mana_value=card["mana_value"],
                           identity=identity, side=side)
                for f, side in ((card, "a"), (back, "b"))
            ]
        else:
            data[name] = [
                face_entry(card, name=name, layout=layout, card_mana_value=card["mana_value"],
                           identity=color_identity(card))
            ]

    digest = hashlib.sha256(json.dumps(sources, sort_keys=True).encode()).hexdigest()[:12]
    meta = {
        "version": f"{FORMAT_VERSION}+{digest}",
        "date": DATA_DATE,
        "source": "built by tools/build_cards.py from the suite's card sources",
    }
    return {"meta": meta, "data": dict(sorted(data.items()))}


def render(atomic: dict[str, Any]) -> str:
    """The file text: stable key order, UTF-8, one trailing newline."""
    return json.dumps(atomic, indent=1, ensure_ascii=False) + "\n"


def load_sources(oracle: Path = ORACLE_CARDS, extra: Path = EXTRA_CARDS) -> list[dict[str, Any]]:
    """The source cards: the shared oracle file, then the project's extra cards."""
    cards: list[dict[str, Any]] = []
    paths = [oracle, *(sorted(extra.glob("*.json")) if extra.is_dir() else [extra])]
    for path in paths:
        cards.extend(json.loads(path.read_text(encoding="utf-8")))
    return cards


def build(out: Path = ATOMIC_CARDS, *, oracle: Path = ORACLE_CARDS, extra: Path = EXTRA_CARDS) -> Path:
    """Build AtomicCards.json from the sources into ``out``; returns ``out``."""
    out.write_text(render(build_atomic(load_sources(oracle, extra))), encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=ATOMIC_CARDS)
    parser.add_argument("--check", action="store_true", help="fail if the output is out of date")
    args = parser.parse_args(argv)
    text = render(build_atomic(load_sources()))
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: run python tools/build_cards.py", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
