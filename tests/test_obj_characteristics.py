"""``Obj.data`` and ``Obj.shown_name`` are plain fields, set as an object is made and whenever its
face changes (``Obj.becomes``): the rules read them many times per action (perf7,
docs/performance.md). They describe the face that is up only if nothing changes ``face``,
``copy_of`` or ``face_down`` otherwise, which is checked here from the engine's source with ``ast``
(and shown to find such a change), and in random play: every object of every state reached has the
characteristics its fields give.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

from benchmarks.random_play import seeded_game
from mtg_conformance.protocol import Zone
from mtg_conformance.strategies import card_pool
from mtg_reference_engine import ReferenceEngine
from mtg_reference_engine.game import Game, Obj, _characteristics

ENGINE = Path(__file__).resolve().parents[1] / "engine"
FACE_FIELDS = frozenset({"face", "copy_of", "face_down"})
"""The fields ``data`` and ``shown_name`` are worked out from, besides ``name`` (set once)."""


def assignments_to_face_fields(source: str) -> list[int]:
    """Lines of ``source`` that assign one of :data:`FACE_FIELDS` (or ``name``) of an object, other
    than inside ``Obj`` itself (``becomes``)."""
    found = []
    tree = ast.parse(source)
    inside_obj = {id(node) for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef) and cls.name == "Obj"
                  for node in ast.walk(cls)}
    for node in ast.walk(tree):
        targets = (node.targets if isinstance(node, ast.Assign) else
                   [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            assigned = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
            if any(isinstance(t, ast.Attribute) and t.attr in FACE_FIELDS | {"name"} for t in assigned) \
                    and id(node) not in inside_obj:
                found.append(node.lineno)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr"
                and id(node) not in inside_obj):
            found.append(node.lineno)
    return found


def test_nothing_in_the_engine_changes_a_face_but_becomes() -> None:
    offenders = [f"{path.relative_to(ENGINE.parent)}:{line}" for path in sorted(ENGINE.rglob("*.py"))
                 for line in assignments_to_face_fields(path.read_text())]
    assert not offenders, f"change a face with Obj.becomes (so that data and shown_name follow): {offenders}"


def test_the_check_finds_a_face_changed_in_place() -> None:
    assert assignments_to_face_fields("def transform(obj):\n    obj.face = 'Insectile Aberration'\n") == [2]
    assert assignments_to_face_fields("def f(o):\n    setattr(o, 'copy_of', 'Bear')\n") == [2]
    assert assignments_to_face_fields("def f(o, b):\n    o.tapped, o.face_down = True, b\n") == [2]
    assert assignments_to_face_fields("def f(o):\n    o.becomes(face_down=True)\n    d[o.name] = o\n") == []


def objects(game: Game) -> list[Obj]:
    found = [*game.all_objects(), *([game.plane] if game.plane else [])]
    found += [o for p in game.players for o in p.planar_deck]
    return found + [s.source for s in game.stack if s.source is not None]


def test_every_object_reached_in_random_play_has_its_faces_characteristics() -> None:
    engine = ReferenceEngine()
    pool = card_pool(engine.info().capabilities)
    checked = 0
    for seed in range(40):
        for _ in seeded_game(engine, random.Random(seed), pool):
            for o in objects(engine.game):
                assert o.data is _characteristics(o.name, o.face, o.copy_of, o.face_down), o
                assert o.shown_name == ("" if o.face_down else o.copy_of or o.face or o.name), o
                checked += 1
    assert checked > 1000


def test_becomes_changes_the_characteristics() -> None:
    obj = Obj(id="o1", name="Delver of Secrets", owner="Alice", controller="Alice", zone=Zone.BATTLEFIELD)
    assert obj.shown_name == "Delver of Secrets"
    obj.becomes(face="Insectile Aberration")
    assert (obj.shown_name, obj.data.name) == ("Insectile Aberration", "Insectile Aberration")
    obj.becomes(face_down=True)
    assert (obj.shown_name, obj.data.power) == ("", "2")
