"""phase.rs's card data: ``card-data.json`` built by its own generator from the suite's
``AtomicCards.json`` (cached), the card database loaded from it, and the names of cards and faces."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import pathlib
import re
import tempfile
from typing import Any

import phase as _phase

from phase import gen as _gen

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import EngineFault
from mtg_conformance.adapters.phase.common import CARD_DATA_FORMAT, _EngineRefused, _call

# --------------------------------------------------------------------------------------------
# Card data
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class CardDataBuild:
    """A ``card-data.json`` built by phase.rs's generator from the suite's card data."""

    path: pathlib.Path
    """The card-data.json file."""
    failures: dict[str, str]
    """Suite card names the generator could not build, with the reason."""
    faces: dict[str, str]
    """Lower-cased face name → the suite name it belongs to (what the engine's cards are called)."""
    unimplemented: dict[str, str] = dataclasses.field(default_factory=dict)
    """Suite card names with an ability phase.rs's card parser marks as not understood
    (``Unrecognized``, ``Unimplemented``, a trigger mode ``Unknown``), with the text it did not understand."""


def cache_dir() -> pathlib.Path:
    """Where built card data is kept: ``$MTG_CONFORMANCE_PHASE_CACHE``, else in a checkout
    ``<project>/.cache/phase`` (never committed; ``.gitignore`` lists ``/.cache/``), else (the suite
    installed from a wheel: nothing is written into ``site-packages``) the working directory's
    ``.mtg-conformance/phase``."""
    env = os.environ.get("MTG_CONFORMANCE_PHASE_CACHE")
    if env:
        return pathlib.Path(env)
    from mtg_conformance.scenarios import project_root
    from mtg_conformance.suite import LOCAL_DIR, PACKAGED_SUITE, suite_root
    if suite_root().name == PACKAGED_SUITE:
        return pathlib.Path.cwd() / LOCAL_DIR / "phase"
    return project_root() / ".cache" / "phase"


def _atomic_groups(atomic: pathlib.Path) -> dict[str, list[dict[str, Any]]]:
    return json.loads(atomic.read_text(encoding="utf-8"))["data"]


def build_card_data(atomic: pathlib.Path, out_dir: pathlib.Path) -> CardDataBuild:
    """Build (or reuse) ``card-data.json`` for ``atomic`` in ``out_dir``, keyed by a hash of the
    file, the phase-python version and :data:`CARD_DATA_FORMAT`.

    Each card (MTGJSON group) goes through ``phase.gen.process_group`` on its own, so one card the
    generator cannot build is recorded in ``failures`` instead of ending the build (``phase-gen``
    itself stops at the first failure). Nothing is added to or repaired in what the generator
    makes (phase31, issue 31 item 2: an adapter supplies no card data of its own). Meld: the
    generator keys its output by face name, so the melded back face shared by two fronts is kept
    once, with the first front's oracle id; phase.rs then cannot meld the pair whose front lost it
    (phase.rs issues #6768, #9003), and that is its verdict."""
    raw = atomic.read_bytes()
    digest = hashlib.sha256(raw + f"|{_phase_version()}|{CARD_DATA_FORMAT}".encode()).hexdigest()[:16]
    path = out_dir / f"card-data-{digest}.json"
    meta_path = out_dir / f"card-data-{digest}.meta.json"
    if path.is_file() and meta_path.is_file():
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        return CardDataBuild(path=path, failures=meta["failures"], faces=meta["faces"],
                             unimplemented=meta["unimplemented"])

    groups = json.loads(raw)["data"]
    result: dict[str, Any] = {}
    failures: dict[str, str] = {}
    faces: dict[str, str] = {}
    for name, cards in groups.items():
        try:
            _call(_gen.process_group, cards, result)
        except (_EngineRefused, EngineFault) as exc:
            failures[name] = str(exc)
            continue
        for card in cards:
            face = card.get("faceName") or card["name"]
            key = face.lower()
            if key not in result:
                failures[name] = f"phase-gen made no entry for {face!r}"
            suite_name = name if card.get("layout") == "split" else face
            faces.setdefault(key, suite_name)

    unimplemented = {}
    for key, entry in result.items():
        parts = _not_understood(entry)
        if parts:
            unimplemented[faces.get(key, entry.get("name") or key)] = "; ".join(parts)
    out_dir.mkdir(parents=True, exist_ok=True)
    meta = {"failures": failures, "faces": faces, "unimplemented": unimplemented}
    for target, document in ((path, result), (meta_path, meta)):
        fd, tmp = tempfile.mkstemp(dir=out_dir, prefix=target.name, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(document, f, ensure_ascii=False, sort_keys=True)
        os.replace(tmp, target)
    return CardDataBuild(path=path, failures=failures, faces=faces, unimplemented=unimplemented)


def _not_understood(entry: Any) -> list[str]:
    """The parts of a card phase.rs's parser marks as not understood: a condition of type
    ``Unrecognized`` (Duplicant's "as long as a card exiled with ~ is a creature card"), an effect
    of type ``Unimplemented`` (Wheel of Sun and Moon's replacement, Distended Mindbender's choice).
    phase.rs plays such an ability as doing nothing, so a card with one cannot be tested on it."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("Unknown"), str):
                # phase31: a trigger mode its parser did not understand ({"Unknown": "Whenever a
                # creature you control explores a land card"}: Nicanzil, Darksteel Garrison). The
                # trigger never fires; phase.rs lists it in the object's unimplemented_mechanics.
                found.append(value["Unknown"])
            if value.get("type") in ("Unrecognized", "Unimplemented"):
                found.append(str(value.get("text") or value.get("description") or value.get("name") or value["type"]))
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(entry)
    return found


@functools.cache
def _phase_version() -> str:
    """The installed phase-python's version, read once per process (``info()`` is called for every
    example of every property, and reading package metadata takes milliseconds)."""
    try:
        from importlib.metadata import version
        return version("phase-python")
    except Exception:  # noqa: BLE001 - an unusual install: the cache key just gets coarser
        return "unknown"


@functools.cache
def _phase_build() -> str:
    """The version the adapter reports (issue 34 item 1, the engine's release history): the installed
    phase-python's version and the phase.rs commit its wheel was built from, read from the wheel's
    SBOM (``sboms/phase.cyclonedx.json``: the ``phase-engine`` component's ``vcs_url``), e.g.
    ``0.103.0 (phase.rs 60296e29b768)``; the bare version when the SBOM is missing or names no commit."""
    try:
        from importlib.metadata import distribution
        sbom = json.loads(distribution("phase-python").read_text("sboms/phase.cyclonedx.json") or "{}")
        purls = [c.get("purl", "") for c in sbom.get("components", []) if c.get("name") == "phase-engine"]
        commit = next((m.group(1) for p in purls if (m := re.search(r"phase(?:%40|@)([0-9a-f]{40})", p))), None)
    except Exception:  # noqa: BLE001 - an unusual install: report the version alone
        commit = None
    return f"{_phase_version()} (phase.rs {commit[:12]})" if commit else _phase_version()


_CARD_DATA: dict[pathlib.Path, CardDataBuild] = {}
_ENGINES: dict[pathlib.Path, Any] = {}


def card_data() -> CardDataBuild:
    """The card data for the suite's ``AtomicCards.json`` (built on first use, then cached)."""
    atomic = load_cards().atomic_path()
    if atomic not in _CARD_DATA:
        _CARD_DATA[atomic] = build_card_data(atomic, cache_dir())
    return _CARD_DATA[atomic]


def _engine() -> Any:
    """phase.rs's card database, loaded once per process."""
    build = card_data()
    if build.path not in _ENGINES:
        _ENGINES[build.path] = _call(_phase.Engine.from_path, str(build.path))
    return _ENGINES[build.path]


def _filler_card(build: CardDataBuild) -> str:
    """A card phase.rs knows, for a deck that would otherwise be empty (it is removed at once)."""
    db = load_cards()
    for name in db.names():
        data = db[name]
        if "Land" in data.types and "Basic" in data.supertypes and name not in build.failures:
            return name
    return next(n for n in db.names() if n not in build.failures)


def _is_split_face(name: str) -> bool:
    faces = card_data().faces
    suite = faces.get(name.lower())
    return suite is not None and " // " in suite and suite.split(" // ")[0] != "" and \
        name in suite.split(" // ") and _split_layout(suite)


def _split_layout(suite_name: str) -> bool:
    try:
        return load_cards()[suite_name].layout == "split"
    except KeyError:
        return False


def _meld_card_name(part: dict[str, Any]) -> str:
    """The card one component of a melded permanent is. phase.rs names a component by its printed
    face, but after a ``state()``/``load_game`` round trip the first component's printed face reads
    as the melded back face; the card is then the front face with that oracle id."""
    ref = part.get("base_printed_ref") or part.get("printed_ref") or {}
    name = ref.get("face_name") or part.get("name") or "?"
    db = load_cards()
    if name in db and db[name].layout == "meld" and db[name].mana_cost is None:
        return _front_face(ref.get("oracle_id")) or name
    return name


def _front_face(oracle_id: str | None) -> str | None:
    """The suite's name of the front face of the card with this oracle id."""
    if not oracle_id:
        return None
    return _oracle_fronts().get(oracle_id)


_FRONTS: dict[pathlib.Path, dict[str, str]] = {}


def _oracle_fronts() -> dict[str, str]:
    atomic = load_cards().atomic_path()
    if atomic not in _FRONTS:
        fronts: dict[str, str] = {}
        for name, cards in _atomic_groups(atomic).items():
            oracle = (cards[0].get("identifiers") or {}).get("scryfallOracleId")
            if oracle:
                fronts.setdefault(oracle, cards[0].get("faceName") or name)
        _FRONTS[atomic] = fronts
    return _FRONTS[atomic]
