"""The suite's card data: its sources, the generated AtomicCards.json and the typed loader."""

from __future__ import annotations

import importlib.util
import json
import uuid
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mtg_conformance.cards import CardData, UnknownCard, load_cards

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
ORACLE_CARDS = SHARED / "cards" / "oracle-cards.json"
needs_shared = pytest.mark.skipif(not ORACLE_CARDS.exists(), reason=f"{ORACLE_CARDS} is absent")

# What phase.rs's generator needs on every face (../shared/notes/phase-engine.md), plus the
# fields the loader reads.
REQUIRED_FACE_KEYS = {
    "name", "layout", "manaValue", "colors", "colorIdentity", "identifiers",
    "type", "types", "subtypes", "supertypes", "text", "keywords",
}


def build_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_cards", ROOT / "tools" / "build_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def atomic() -> dict[str, Any]:
    return json.loads(load_cards().atomic_path().read_text(encoding="utf-8"))


def sources() -> list[dict[str, Any]]:
    return build_tool().load_sources()


@needs_shared
def test_every_source_card_is_in_the_database_as_printed() -> None:
    db = load_cards()
    for source in sources():
        card = db[source["name"]]
        assert card.mana_cost == (source["mana_cost"] or None), card.name
        assert card.type_line == source["type_line"], card.name
        assert card.text == source["oracle_text"], card.name
        assert (card.power, card.toughness) == (source["power"], source["toughness"]), card.name
        assert card.layout == source["layout"], card.name
        if card.layout == "meld" and card.mana_cost is None:
            # The back face has no mana cost (CR 202.3a); the source gives the melded
            # permanent's, the sum of its fronts' (CR 202.3c).
            assert card.mana_value == 0
            fronts = [db[n] for n in db.names() if db[n].faces == (card,)]
            assert source["mana_value"] == sum(f.mana_value for f in fronts), card.name
        else:
            assert card.mana_value == source["mana_value"], card.name


@needs_shared
def test_the_committed_file_is_what_the_build_tool_makes(tmp_path: Path) -> None:
    out = build_tool().build(tmp_path / "AtomicCards.json")
    assert out.read_text(encoding="utf-8") == load_cards().atomic_path().read_text(encoding="utf-8"), (
        "AtomicCards.json is out of date: run python tools/build_cards.py"
    )


def test_every_face_has_what_phase_gen_needs() -> None:
    document = atomic()
    assert set(document["meta"]) >= {"version", "date", "source"}
    for key, faces in document["data"].items():
        for face in faces:
            assert REQUIRED_FACE_KEYS <= set(face), (key, REQUIRED_FACE_KEYS - set(face))
            assert face["name"] == key
            assert isinstance(face["manaValue"], float)
            oracle_id = face["identifiers"]["scryfallOracleId"]
            assert str(uuid.UUID(oracle_id)) == oracle_id
            assert oracle_id == str(uuid.uuid5(uuid.NAMESPACE_URL, "mtg-conformance:" + key))
            assert set(face["colors"]) <= set(face["colorIdentity"]) <= set("WUBRG")
            assert ("power" in face) == ("Creature" in face["types"]), key
            if len(faces) > 1:
                assert {"faceName", "side", "faceManaValue"} <= set(face), key


def test_split_cards_have_a_face_per_half() -> None:
    fire, ice = atomic()["data"]["Fire // Ice"]
    assert (fire["faceName"], fire["side"], fire["manaCost"]) == ("Fire", "a", "{1}{R}")
    assert (ice["faceName"], ice["side"], ice["manaCost"]) == ("Ice", "b", "{1}{U}")
    assert (fire["manaValue"], fire["faceManaValue"]) == (4.0, 2.0)  # CR 202.3d
    assert (fire["colors"], ice["colors"], ice["colorIdentity"]) == (["R"], ["U"], ["U", "R"])

    card = load_cards()["Fire // Ice"]
    assert (card.mana_cost, card.mana_value, card.colors) == ("{1}{R} // {1}{U}", 4, ("U", "R"))
    assert [(f.name, f.mana_cost, f.mana_value) for f in card.faces] == [
        ("Fire", "{1}{R}", 2),
        ("Ice", "{1}{U}", 2),
    ]


def test_meld_pairs_are_keyed_front_then_melded_face() -> None:
    data = atomic()["data"]
    for front in ("Graf Rats", "Midnight Scavengers"):
        a, b = data[f"{front} // Chittering Host"]
        assert (a["faceName"], a["side"], a["layout"]) == (front, "a", "meld")
        assert (b["faceName"], b["side"], b["layout"]) == ("Chittering Host", "b", "meld")
        assert "manaCost" not in b
    assert "Chittering Host" not in data  # phase-gen keys its output by face name

    db = load_cards()
    host = db["Chittering Host"]
    assert (host.layout, host.mana_cost, host.mana_value) == ("meld", None, 0)
    assert db["Graf Rats"].faces == db["Midnight Scavengers"].faces == (host,)


def test_planes_and_basic_lands() -> None:
    data = atomic()["data"]
    (otaria,) = data["Otaria"]
    assert (otaria["layout"], otaria["types"], otaria["subtypes"]) == ("planar", ["Plane"], ["Dominaria"])
    (forest,) = data["Forest"]
    assert (forest["supertypes"], forest["types"], forest["subtypes"]) == (["Basic"], ["Land"], ["Forest"])
    assert "manaCost" not in forest and load_cards()["Forest"].mana_cost is None


@pytest.mark.parametrize(
    ("name", "keywords"),
    [
        ("Elder Deep-Fiend", ("Flash", "Emerge")),
        ("Wretched Gryff", ("Emerge", "Flying")),
        ("Deep Analysis", ("Flashback",)),
        ("Collective Defiance", ("Escalate",)),
        ("Wayward Swordtooth", ("Ascend",)),
        ("Duplicant", ("Imprint",)),
        ("Chittering Host", ("Haste", "Menace")),
        ("Wheel of Sun and Moon", ("Enchant",)),
        ("Otaria", ()),  # grants flashback to other cards; has no keyword itself
        ("Jadelight Ranger", ()),
    ],
)
def test_keywords(name: str, keywords: tuple[str, ...]) -> None:
    assert load_cards()[name].keywords == keywords


def test_colors_come_from_the_mana_cost() -> None:
    db = load_cards()
    assert db["Wheel of Sun and Moon"].colors == ("W", "G")  # hybrid: both colors
    assert db["Elder Deep-Fiend"].colors == ()
    assert db["Duplicant"].types == ("Artifact", "Creature")


def test_unknown_card_suggests_close_names() -> None:
    db = load_cards()
    with pytest.raises(UnknownCard) as caught:
        db["Grizzly Bear"]
    assert isinstance(caught.value, KeyError)
    assert "Grizzly Bears" in caught.value.suggestions and "Grizzly Bears" in str(caught.value)
    with pytest.raises(UnknownCard, match="Fire // Ice"):
        db["Fire"]
    assert "Fire" not in db and "Fire // Ice" in db


def test_card_data_is_frozen_and_keyword_only() -> None:
    card = load_cards()["Grizzly Bears"]
    assert isinstance(card, CardData)
    with pytest.raises(AttributeError):
        card.name = "Bears"  # type: ignore[misc]
    with pytest.raises(TypeError):
        CardData("Grizzly Bears")  # type: ignore[misc]
    assert load_cards() is load_cards()
