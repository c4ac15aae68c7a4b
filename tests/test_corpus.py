"""The ruling corpus: unit splitting, ids, dates, languages and groups."""

from __future__ import annotations

import copy
import re
from collections import Counter, defaultdict

import pytest

from mtg_conformance import corpus
from mtg_conformance.corpus import (
    COVERED_SOURCES,
    CorpusError,
    RulingUnit,
    load_units,
    parse_dated,
    parse_release_notes,
    units_by_id,
)

S000 = "000_5643a24e11c05965"
S001 = "001_561ea6e107d4299a"
S002 = "002_40dd070747ae974b"
S003 = "003_5f5db75ea8264ede"
S004 = "004_66a4cacf0c664074"


def text_of(uid: str) -> str:
    return units_by_id()[uid].text


def test_unit_counts_per_file() -> None:
    counts = Counter(unit.source for unit in load_units())
    assert counts == {S000: 10, S001: 16, S002: 10, S003: 7, S004: 29}
    assert len(load_units()) == 72


def test_ids_count_units_from_one_in_file_order() -> None:
    units = load_units()
    assert len({unit.id for unit in units}) == 72
    for source in (S000, S001, S002, S003, S004):
        numbers = [unit.n for unit in units if unit.source == source]
        assert numbers == list(range(1, len(numbers) + 1))
    assert all(unit.id == f"{unit.source}#{unit.n}" for unit in units)


@pytest.mark.parametrize(
    ("uid", "start"),
    [
        (f"{S000}#1", "Эффект Enter the Unknown позволяет вам разыграть дополнительную землю"),
        (f"{S000}#4", "Если карта не показана, скорее всего потому, что библиотека"),
        (f"{S000}#10", "Эффекты нескольких Enter the Unknown в течение одного хода суммируются."),
        (f"{S001}#1", '"Воспоминание [стоимость]" означает'),
        (f"{S001}#11", "Вы по-прежнему должны соблюдать все ограничения"),
        (f"{S001}#12", "A face-up plane card that's turned face down becomes a new object"),
        (f"{S001}#16", "Контролирующим открытую карту плана является игрок"),
        (f"{S002}#1", "Der Effekt von Enter the Unknown erlaubt dir"),
        (f"{S002}#10", "Die Effekte mehrerer Enter the Unknown im selben Zug sind kumulativ."),
        (f"{S003}#1", "Se una magia o abilità in risoluzione richiede a una creatura specifica di esplorare"),
        (f"{S003}#2", "Se una magia o un'abilità che si sta risolvendo istruisce una creatura specifica"),
        (f"{S003}#7", "Alcune magie o abilità potrebbero far esplorare una creatura più volte"),
        (f"{S004}#1", "Пример: Соединенный перманент Верещащая Куча умирает."),
        (f"{S004}#2", "712.4a Если соединенный перманент попадает на кладбище"),
        (f"{S004}#4", "Пример: Дубликант — это карта"),
        (f"{S004}#14", "712.10. Если эффект позволяет игроку разыграть соединяющуюся карту"),
        (f"{S004}#16", "712.12. Если эффект предписывает игроку назвать карту"),
        (f"{S004}#17", "702.118a Явление — это две статические способности"),
        (f"{S004}#18", "702.118b Вы выбираете, какое существо пожертвовать"),
        (f"{S004}#19", "* Все карты с Явлением бесцветные"),
        (f"{S004}#28", "* Когда вы начинаете разыгрывать заклинание с Явлением"),
        (f"{S004}#29", "702.119a Эскалация — это статическая способность"),
    ],
)
def test_unit_starts(uid: str, start: str) -> None:
    assert text_of(uid).startswith(start)


def test_units_run_to_the_next_date_line() -> None:
    assert text_of(f"{S000}#10").endswith("например с эффектом Wayward Swordtooth.")
    assert text_of(f"{S001}#11").endswith("обычно могли бы разыграть волшебство.")
    assert text_of(f"{S003}#2").endswith("“ogniqualvolta una creatura che controlli esplora” si innescano se appropriato.")


def test_release_notes_skip_headings_titles_and_card_text() -> None:
    texts = [unit.text for unit in load_units() if unit.source == S004]
    assert not any(re.match(r"702\.11[89]\. ", text) for text in texts)
    assert not any(text.startswith(("Официальные правила", "-----", "Новая механика", "•", "Явление {")) for text in texts)
    assert all(text.startswith(("Пример:", "*")) or re.match(r"\d{3}\.\d+[a-z]?\.? ", text) for text in texts)


def test_unit_text_is_stripped_without_blank_lines() -> None:
    for unit in load_units():
        assert unit.text == unit.text.strip() and unit.text
        assert "\n\n" not in unit.text
        assert not re.search(r"^\d{2}/\d{2}/\d{4}$", unit.text, re.MULTILINE)


def test_dates() -> None:
    by_id = units_by_id()
    assert {unit.date for unit in load_units() if unit.source in (S000, S002, S003)} == {"2018-01-19"}
    assert by_id[f"{S001}#11"].date == "2021-03-19"
    assert by_id[f"{S001}#12"].date == "2009-10-01"
    assert all(unit.date is None for unit in load_units() if unit.source == S004)


def test_languages() -> None:
    langs = {uid: unit.language for uid, unit in units_by_id().items()}
    for source, lang in ((S000, "ru"), (S002, "de"), (S003, "it"), (S004, "ru")):
        assert {lang} == {code for uid, code in langs.items() if uid.startswith(source)}
    assert [langs[f"{S001}#{n}"] for n in range(1, 17)] == ["ru"] * 11 + ["en"] * 4 + ["ru"]


def test_every_unit_has_exactly_one_readable_group() -> None:
    for unit in load_units():
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", unit.group), unit.id


def test_groups_hold_translations_one_per_language() -> None:
    groups: dict[str, list[RulingUnit]] = defaultdict(list)
    for unit in load_units():
        groups[unit.group].append(unit)
    for group, members in groups.items():
        if len({unit.source for unit in members}) == 1:
            assert len(members) == 1, f"{group}: several units of one file"
        languages = [unit.language for unit in members]
        assert len(languages) == len(set(languages)), f"{group}: two units in one language"


def test_000_and_002_are_the_same_rulings_in_order() -> None:
    by_id = units_by_id()
    for k in range(1, 11):
        assert by_id[f"{S000}#{k}"].group == by_id[f"{S002}#{k}"].group


def test_003_alignment() -> None:
    by_id = units_by_id()
    for it, ru in ((1, 2), (3, 3), (4, 4), (5, 7), (6, 8), (7, 9)):
        assert by_id[f"{S003}#{it}"].group == by_id[f"{S000}#{ru}"].group
    assert by_id[f"{S003}#2"].group == "explore-left-battlefield-you-control"
    assert sum(unit.group == "explore-left-battlefield-you-control" for unit in load_units()) == 1


def test_cross_file_groups() -> None:
    groups = Counter(unit.group for unit in load_units())
    assert groups["explore-procedure"] == 3
    assert groups["etu-extra-land-timing"] == 2
    assert all(groups[unit.group] == 1 for unit in load_units() if unit.source in (S001, S004))


def test_covered_sources() -> None:
    assert COVERED_SOURCES == frozenset({S000, "001_561ea6e107d4299a", S002, S003, "004_66a4cacf0c664074"})


def test_load_units_is_cached_and_units_by_id_is_fresh() -> None:
    assert load_units() is load_units()
    first = units_by_id()
    first.clear()
    assert len(units_by_id()) == 72


def test_parse_dated() -> None:
    text = "Title line\n\n01/02/2003\n\n  First ruling.  \n\n\nSecond line.\n\n31/12/1999\nLast.\n"
    units = parse_dated("x", text)
    assert [(u.id, u.n, u.date, u.text) for u in units] == [
        ("x#1", 1, "2003-02-01", "First ruling.\nSecond line."),
        ("x#2", 2, "1999-12-31", "Last."),
    ]


def test_parse_dated_rejects_an_empty_unit() -> None:
    with pytest.raises(CorpusError, match="x#2"):
        parse_dated("x", "01/02/2003\nText.\n02/02/2003\n\n")


def test_parse_release_notes() -> None:
    text = "\n\n".join(
        [
            "Title",
            "Пример: An example.",
            "702.118. Явление",
            "702.118a Rule text.",
            "712.10. Numbered rule.",
            "Официальные правила для Явления звучат так:",
            "• Mode bullet",
            "* Note one.",
            "-----",
        ]
    )
    units = parse_release_notes("y", text)
    assert [u.text for u in units] == ["Пример: An example.", "702.118a Rule text.", "712.10. Numbered rule.", "* Note one."]
    assert [u.id for u in units] == ["y#1", "y#2", "y#3", "y#4"]
    assert all(u.date is None for u in units)


def _broken(monkeypatch: pytest.MonkeyPatch, edit) -> None:
    config = copy.deepcopy(dict(corpus._config()))
    edit(config)
    monkeypatch.setattr(corpus, "_config", lambda: config)


def test_groups_missing_a_unit_fails_naming_file_and_id(monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(monkeypatch, lambda c: c["groups"][S003].pop("5"))
    with pytest.raises(CorpusError, match=rf"misses unit\(s\) {S003}#5 of {S003}\.txt"):
        load_units.__wrapped__()


def test_groups_listing_a_unit_that_does_not_exist_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(monkeypatch, lambda c: c["groups"][S000].update({"11": "nope"}))
    with pytest.raises(CorpusError, match=rf"lists unit\(s\) {S000}#11 not in {S000}\.txt"):
        load_units.__wrapped__()


def test_groups_naming_an_unknown_seed_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(monkeypatch, lambda c: c["groups"].update({"999_nope": {"1": "x"}}))
    with pytest.raises(CorpusError, match="999_nope"):
        load_units.__wrapped__()


def test_seed_without_groups_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(monkeypatch, lambda c: c["groups"].pop(S004))
    with pytest.raises(CorpusError, match=S004):
        load_units.__wrapped__()
