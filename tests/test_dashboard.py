"""``mtg-conformance dashboard RUN.json … --html DIR`` (issue 34 item 2): a static page of engines and
releases × mechanics and rules, a trend plot (matplotlib's SVG) and a drill-down from each cell to the
scenarios, their rulings and failure messages; opened in headless Chromium and read as a person sees
it. Its HTML comes from Jinja2 templates with autoescaping: engine text is never markup."""

from __future__ import annotations

import os
import subprocess
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import dashboard, report
from mtg_conformance.cli import main
from mtg_conformance.corpus import load_units
from mtg_conformance.scenarios import load_scenarios

pytest.importorskip("matplotlib", reason="the dashboard's plot needs matplotlib (pip install -e '.[dashboard]')")

from test_html_report import CHROMIUM, result  # noqa: E402  (one way to find Chromium; one result maker)

NASTY = '<script>alert("x")</script><img src=x onerror=alert(1)>'
EMPTY = "explore::A creature exploring with an empty library still gets a +1/+1 counter"
LAND = "explore::A revealed land card goes to its controller's hand and the explorer gets no counter"


def releases() -> list[dict[str, Any]]:
    """The reference engine and three releases of an engine whose engine name is hostile text: the
    first fails two explore scenarios, the second knows one of them (xfailed) and skips the rest of
    explore, the third passes them all."""
    infos = [s for s in load_scenarios() if s.mechanic in ("explore", "flashback")]
    ref = [result(s) for s in infos]
    r1 = [result(s, "failed", f"AssertionError: {NASTY}") if s.id in (EMPTY, LAND) else result(s) for s in infos]
    r2 = [result(s, "xfailed", "no counter yet") if s.id == EMPTY else
          result(s, "skipped", "engine does not implement explore") if s.mechanic == "explore" else result(s)
          for s in infos]
    r3 = [result(s) for s in infos]
    name = f"phase.rs {NASTY}"
    return [report.build(engine={"name": "reference", "version": "0.1.0"}, results=ref),
            report.build(engine={"name": name, "version": "0.77.0"}, results=r1),
            report.build(engine={"name": name, "version": "0.83.0"}, results=r2),
            report.build(engine={"name": name, "version": "0.103.0"}, results=r3)]


@pytest.fixture(scope="module")
def docs() -> list[dict[str, Any]]:
    return releases()


@pytest.fixture(scope="module")
def written(docs: list[dict[str, Any]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("dash")
    paths = []
    for n, doc in enumerate(docs):
        paths.append(tmp / f"r{n}.json")
        paths[-1].write_text(__import__("json").dumps(doc), encoding="utf-8")
    out = tmp / "site"
    assert main(["dashboard", *map(str, paths), "--html", str(out)]) == 0
    return out


def test_the_directory_holds_the_page_its_style_and_the_plot(written: Path) -> None:
    assert sorted(p.name for p in written.iterdir()) == ["dashboard.css", "index.html", "trend.svg"]
    page = (written / "index.html").read_text(encoding="utf-8")
    # nothing from the network: no address but the page's own files and anchors
    targets: list[str] = []

    class Addresses(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            targets.extend(v or "" for k, v in attrs if k in ("src", "href", "xlink:href", "data"))

    Addresses().feed(page)
    assert "dashboard.css" in targets and "#m-explore" in targets
    assert all(t.startswith("#") or t in ("dashboard.css", "trend.svg") for t in targets), targets


def test_engine_text_is_escaped_everywhere(written: Path) -> None:
    page = (written / "index.html").read_text(encoding="utf-8")
    assert NASTY not in page and "<script" not in page and "<img" not in page
    assert escape(NASTY) in page           # the standard library's escaping, as the HTML report's
    assert NASTY not in (written / "trend.svg").read_text(encoding="utf-8")


def test_rows_are_the_mechanics_then_the_cited_rules(docs: list[dict[str, Any]]) -> None:
    rows = dashboard.rows(docs)
    cited = {x for s in load_scenarios() if s.mechanic in ("explore", "flashback") for x in s.rules}
    assert rows[:2] == [("mechanic", "explore"), ("mechanic", "flashback")]
    assert {n for k, n in rows if k == "rule"} == cited
    assert dashboard.columns(docs) == ["reference 0.1.0", *(f"phase.rs {NASTY} {v}" for v in ("0.77.0", "0.83.0", "0.103.0"))]


def test_the_plot_fails_clearly_without_matplotlib(docs: list[dict[str, Any]], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    import builtins
    real = builtins.__import__

    def no_matplotlib(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("matplotlib"):
            raise ImportError("No module named 'matplotlib'")
        return real(name, *args, **kwargs)

    path = tmp_path / "r.json"
    path.write_text(__import__("json").dumps(docs[0]), encoding="utf-8")
    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    assert main(["dashboard", str(path), "--html", str(tmp_path / "site")]) == 2
    assert "pip install 'mtg-conformance[dashboard]'" in capsys.readouterr().err


# ---- the page in a browser --------------------------------------------------------------------


class Seen(HTMLParser):
    """What the DOM shows: the matrix's cells by row, the plot's text, the drill-down sections."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.header: list[str] = []
        self.cells: dict[str, list[str]] = {}
        self.svg_text: list[str] = []
        self.sections: dict[str, str] = {}
        self._stack: list[tuple[str, dict[str, str | None]]] = []
        self._row: str | None = None
        self._section: str | None = None
        self._depth = 0
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "tr" and "data-row" in a:
            self._row = a["data-row"]
            self.cells[self._row] = []
        if tag == "td" and self._row is not None:
            self.cells[self._row].append("")
        if tag == "section" and a.get("class") == "drill":
            self._section = a["id"]
            self._depth = len(self._stack)
            self.sections[self._section] = ""
        self._stack.append((tag, a))

    def handle_endtag(self, tag: str) -> None:
        while self._stack:
            t, a = self._stack.pop()
            if t == tag:
                break
        if tag == "tr":
            self._row = None
        if self._section is not None and len(self._stack) <= self._depth:
            self._section = None

    def handle_data(self, data: str) -> None:
        tags = [t for t, _ in self._stack]
        if "svg" in tags and tags[-1] in ("text", "tspan"):
            self.svg_text.append(data.strip())
        if tags and tags[-1] == "th" and "thead" in tags:
            self.header.append(data)
        if self._row is not None and "td" in tags:
            self.cells[self._row][-1] += data
        if self._section is not None:
            self.sections[self._section] += data


@pytest.fixture(scope="module")
def seen(written: Path) -> Seen:
    if CHROMIUM is None:
        if os.environ.get("MTG_CONFORMANCE_TEST_RUN"):
            pytest.fail("no chromium binary in CI (MTG_CONFORMANCE_TEST_RUN is set): .ci/run installs it")
        pytest.skip("no chromium binary (apt-get install -y chromium)")
    return Seen(dump_dom(written / "index.html", "#m-explore", written.parent / "profile"))


def dump_dom(page: Path, fragment: str, profile: Path) -> str:
    """The DOM headless Chromium builds from ``page`` opened at ``fragment``."""
    assert CHROMIUM is not None
    proc = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--dump-dom", page.as_uri() + fragment],
        capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert proc.returncode == 0 and "<html" in proc.stdout, proc.stdout[-500:]
    return proc.stdout


def test_the_matrix_reads_passed_failed_known_skipped_per_release(seen: Seen) -> None:
    assert seen.header == ["mechanic or rule", "reference 0.1.0",
                           *(f"phase.rs {NASTY} {v}" for v in ("0.77.0", "0.83.0", "0.103.0"))]
    n = sum(s.mechanic == "explore" for s in load_scenarios())
    assert seen.cells["explore"] == [f"{n} / 0 / 0 / 0", f"{n - 2} / 2 / 0 / 0", f"0 / 0 / 1 / {n - 1}",
                                     f"{n} / 0 / 0 / 0"]
    rule = next(iter(next(s for s in load_scenarios() if s.id == EMPTY).rules))
    assert seen.cells[rule][1].split(" / ")[1] != "0"      # the failing scenario's rule row fails in 0.77.0


def test_the_plot_is_text_a_person_can_read(seen: Seen) -> None:
    for word in ("reference", f"phase.rs {NASTY}", "0.77.0", "0.83.0", "0.103.0", "passed", "failed",
                 "known", "skipped", "release", "results"):
        assert word in seen.svg_text, word


def test_a_cell_leads_to_its_scenarios_rulings_and_failure_messages(seen: Seen) -> None:
    text = seen.sections["m-explore"]
    empty = next(s for s in load_scenarios() if s.id == EMPTY)
    assert empty.name in text and f"AssertionError: {NASTY}" in text and "no counter yet" in text
    unit = next(u for u in load_units() if u.id in empty.rulings)
    assert unit.text.split("\n")[0] in text
    assert "known failure" in text and "skipped" in text
    assert "AssertionError" not in seen.sections["m-flashback"]     # each row holds its own results only


def test_the_escape_check_can_fail(docs: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    """Without autoescaping (an environment as string building was) the hostile engine name and
    message go into both pages as markup: the checks above would fail."""
    import jinja2

    from mtg_conformance import html_report, templating

    plain = jinja2.Environment(loader=templating.environment().loader, autoescape=False)
    monkeypatch.setattr(templating, "environment", lambda: plain)
    page = dashboard.build(docs)["index.html"]
    assert NASTY in page and "<script>alert" in page
    assert NASTY in html_report.build(docs[1:2])


# ---- the shipped phase.rs history beside a reference run (issue 34's "done when") -------------------

HISTORY = Path(__file__).resolve().parents[1] / "conformance" / "history" / "phase"
RELEASES = ("0.77.0", "0.83.0", "0.103.0")


def _cell(doc: dict[str, Any], mechanic: str) -> str:
    """What the matrix must show for ``mechanic`` in the column of report ``doc``, counted here from
    the report itself: passed / failed / known (xfailed) / skipped."""
    seen = [r["outcome"] for r in doc["results"] if r["mechanic"] == mechanic]
    return " / ".join(str(n) for n in (seen.count("passed"), seen.count("failed"), seen.count("xfailed"),
                                       seen.count("skipped")))


def test_the_shipped_phase_history_and_a_reference_run_read_in_chromium(tmp_path: Path) -> None:
    """The three phase.rs releases of conformance/history/phase/ and a reference run (of the flashback
    scenarios, to stay quick) as one dashboard: the matrix has their four columns, each release's cells
    count that release's results, and the plot's text names every release."""
    if CHROMIUM is None:
        if os.environ.get("MTG_CONFORMANCE_TEST_RUN"):
            pytest.fail("no chromium binary in CI (MTG_CONFORMANCE_TEST_RUN is set): .ci/run installs it")
        pytest.skip("no chromium binary (apt-get install -y chromium)")
    import json
    import sys

    ref = tmp_path / "reference.json"
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "-k", "flashback and not property",
                           "--report", str(ref)], capture_output=True, text=True, timeout=600,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    paths = [ref, *(HISTORY / f"{v}.json" for v in RELEASES)]
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    out = tmp_path / "site"
    assert main(["dashboard", *map(str, paths), "--html", str(out)]) == 0
    page = Seen(dump_dom(out / "index.html", "#m-flashback", tmp_path / "profile"))
    assert page.header[0] == "mechanic or rule" and len(page.header) == 5, page.header
    assert page.header[1].startswith("reference ")
    for column, version in zip(page.header[2:], RELEASES):
        assert column.startswith(f"phase {version}") or f" {version}" in column, (column, version)
    assert page.cells["flashback"] == [_cell(d, "flashback") for d in docs]
    assert page.cells["meld"][1:] == [_cell(d, "meld") for d in docs[1:]]
    assert page.cells["meld"][0] == "—"        # the reference run held no meld result
    for version in RELEASES:
        assert any(version in t for t in page.svg_text), (version, page.svg_text[:20])
    assert "flashback" in page.sections["m-flashback"]
