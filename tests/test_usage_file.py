"""The shipped usage data (mtg_conformance/corpus/usage.json, issue 30 item 2): what each result needs and
uses, computed once by ``python tools/build_usage.py`` from a run against the reference engine. The
plugin gates each scenario on it and ``mtg-conformance capabilities`` prints it; stale data would gate
results on what they no longer use, so these cheap checks fail as soon as the suite's files change
without a rebuild. docs/protocol.md's list of the core cards is checked against it."""

from __future__ import annotations

import re
from pathlib import Path

from mtg_conformance import capabilities, strategies
from mtg_conformance.expectations import known_in
from mtg_conformance.suite import content_hash

ROOT = Path(__file__).resolve().parents[1]
REBUILD = f"the usage data is stale: rebuild it with `{capabilities.BUILD_COMMAND}` (about 90 s)"


def test_the_usage_data_was_computed_from_this_suite() -> None:
    doc = capabilities.shipped()
    assert doc is not None, f"{capabilities.USAGE_FILE} is missing or does not parse: {REBUILD}"
    assert doc["suite_hash"] == content_hash(), (
        f"{REBUILD} (it was computed from suite content {doc['suite_hash']}, the suite's is {content_hash()})")
    assert doc["core_cards"] == list(capabilities.CORE_CARDS), REBUILD


def test_every_result_of_the_suite_is_in_the_usage_data() -> None:
    results = capabilities.shipped()["results"]
    # an outline's examples are results of their own: "<scenario id>[<example>]"
    bases = {rid.split("[", 1)[0] if rid.endswith("]") else rid for rid in results}
    missing = sorted(i for i in known_in(ROOT).ids if i not in results and i not in bases)
    assert not missing, f"{len(missing)} result(s) missing, e.g. {missing[:3]}: {REBUILD}"


def test_the_usage_data_says_what_each_result_needs() -> None:
    for rid, entry in capabilities.shipped()["results"].items():
        assert entry["kind"] in ("scenario", "property"), rid
        assert entry["needs"] == capabilities.gate_needs(entry), f"{rid}: {REBUILD}"
        assert "core" in entry["needs"], rid


def _doc_core_cards() -> list[str]:
    text = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| `core` |"))
    listed = re.search(r"the cards? ([^|]*?) \(exactly these", row)
    assert listed, f"docs/protocol.md's core row lists no cards: {row}"
    return [c.strip() for c in listed.group(1).split(",")]


def test_the_protocol_lists_the_core_cards_in_full() -> None:
    """docs/protocol.md §5 names every core card, no "…": the cards the scenarios needing only core
    use, with the pool the properties draw from for an engine declaring only core."""
    doc = capabilities.shipped()
    scenario_cards = {c for u in doc["results"].values() if u["kind"] == "scenario" and u["needs"] == ["core"]
                      for c in u.get("cards", ())}
    used = scenario_cards | set(strategies.card_pool({"core"}))
    assert scenario_cards, "no scenario needs only core"
    assert set(_doc_core_cards()) == used == set(capabilities.CORE_CARDS), (
        sorted(_doc_core_cards()), sorted(used))
    assert "…" not in next(line for line in (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8").splitlines()
                           if line.startswith("| `core` |"))
