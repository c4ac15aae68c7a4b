"""conformance/phase.toml, the known failures of phase.rs, is a triage: every entry says which rule
phase.rs breaks, by number and by quoting the rule's key sentence, and both are checked against the
2026-04-17 edition of the Comprehensive Rules (numbers move between editions; a quote that is not in
the rule is a paraphrase that may say something the rule does not).

The run itself (`mtg-conformance run --engine phase --expectations conformance/phase.toml`) is the
regression check .ci/run makes; this test checks only the file."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from mtg_conformance.expectations import load

PROJECT = Path(__file__).resolve().parents[1]
PHASE_TOML = PROJECT / "conformance" / "phase.toml"
RULES = PROJECT.parent / "shared" / "rules" / "comprehensive-rules-2026-04-17.txt"

RULE_NUMBER = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
QUOTED = re.compile(r"[\"“]([^\"“”]{12,})[\"”]")
"""A quoted key sentence (straight or typographic quotes), at least a few words long."""


def _norm(text: str) -> str:
    text = text.replace("’", "'").replace("“", '"').replace("”", '"')
    text = text.replace("…", " ").replace("...", " ")
    return " ".join(text.split()).lower()


def rules_text() -> dict[str, str]:
    """Rule number → its text (the numbered rules, not the table of contents or the glossary)."""
    if not RULES.exists():
        if os.environ.get("CI"):
            pytest.fail(f"the Comprehensive Rules text is not beside the project: {RULES}")
        pytest.skip(f"the Comprehensive Rules text (../shared/rules) is not beside the project: {RULES}")
    rules: dict[str, str] = {}
    for line in RULES.read_text(encoding="utf-8-sig").splitlines():
        m = re.match(r"^(\d{3}\.\d+[a-z]?)\.? (.*)", line)
        if m:
            rules[m.group(1)] = m.group(2)
    return rules


def check_entry(reason: str, rules: dict[str, str]) -> list[str]:
    """What is wrong with one entry's reason (empty when it cites existing rules and quotes them)."""
    problems = []
    cited = RULE_NUMBER.findall(reason)
    if not cited:
        problems.append("cites no rule number")
    for number in cited:
        if number not in rules:
            problems.append(f"cites CR {number}, which the 2026-04-17 edition does not have")
    quotes = QUOTED.findall(reason)
    if not quotes:
        problems.append("quotes no key sentence of the rule")
    cited_text = " ".join(_norm(rules.get(n, "")) for n in cited)
    for quote in quotes:
        parts = [p for p in re.split(r"\s*(?:…|\.\.\.)\s*", quote) if p.strip()]
        if not all(_norm(p) in cited_text for p in parts):
            problems.append(f"the quote {quote!r} is not in the text of the rules it cites ({', '.join(cited)})")
    return problems


def test_every_phase_expectation_cites_an_existing_rule_and_quotes_it() -> None:
    rules = rules_text()
    expectations = load(PHASE_TOML)
    assert expectations.entries, f"{PHASE_TOML} lists nothing"
    problems = [f"{PHASE_TOML.name}:{e.line}: {p}" for e in expectations.entries
                for p in check_entry(e.reason, rules)]
    assert not problems, "\n".join(problems)


def test_the_check_rejects_what_is_not_a_rule_citation() -> None:
    """The check above can fail: a reason without a number, with a number the edition lacks, or
    with a 'quote' that is not in the cited rule is refused."""
    rules = {"702.34a": "Flashback appears on some instants and sorceries. “Flashback [cost]” means "
                        "“You may cast this card from your graveyard …”",
             "118.6": "Some objects have no mana cost. Attempting to pay an unpayable cost is an illegal action."}
    assert check_entry('CR 118.6: "attempting to pay an unpayable cost is an illegal action"', rules) == []
    assert check_entry('phase.rs exiles nothing "it just does not"', rules) == [
        "cites no rule number", "the quote 'it just does not' is not in the text of the rules it cites ()"]
    assert "cites CR 702.40a, which the 2026-04-17 edition does not have" in check_entry(
        'CR 702.40a: "Flashback appears on some instants"', rules)
    assert check_entry("CR 118.6 says so", rules) == ["quotes no key sentence of the rule"]
    assert check_entry('CR 118.6: "an unpayable cost can be paid by a card with no cost"', rules) == [
        "the quote 'an unpayable cost can be paid by a card with no cost' is not in the text of the "
        "rules it cites (118.6)"]
    # An ellipsis joins two pieces of one rule.
    assert check_entry('CR 118.6: "Some objects have no mana cost … an illegal action."', rules) == []


def test_every_known_phase_divergence_cites_an_existing_rule_and_quotes_it() -> None:
    """The ``[[divergence]]`` entries (known divergences of ``mtg-conformance diff``) are triaged
    the same way: rule number and quoted key sentence."""
    from mtg_conformance.diff import load_known

    rules = rules_text()
    known = load_known([PHASE_TOML])
    assert known, f"{PHASE_TOML} lists no known divergence"
    problems = [f"{signature}: {p}" for signature, reason in known.items() for p in check_entry(reason, rules)]
    assert not problems, "\n".join(problems)
