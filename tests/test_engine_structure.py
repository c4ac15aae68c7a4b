"""The reference engine's imports go one way: the core knows no mechanic and no card.

``engine/__init__.py`` imports the core first, then the mechanics (which register with the core's
hooks, ``engine/hooks.py``), then the cards, then the front that answers the protocol. Read from the
source with ``ast`` (nothing is imported to check it):

* no module of ``engine/`` imports inside a function (or a class): every import is at the top of
  its module, where it shows what the module depends on (an import inside a function is how an
  import cycle used to be dodged);
* a core module imports only core modules; a mechanic imports the core and other mechanics, never a
  card or the front; a card module never imports the front, nor the ``cards`` package (which imports
  the card modules);
* the modules imported at the top of the modules (leaving out ``if TYPE_CHECKING:`` blocks, which
  only annotations read) form no cycle.

Each check is also run on a copy of the engine's source with one fault put in, and must find it.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[1] / "engine"
PACKAGE = "engine"

CORE = frozenset({"hooks", "mana", "targets", "replacement", "game", "scripts", "costs", "casting", "combat",
                  "creature_types"})
"""The core: the rules every game has (zones, turns, priority, the stack, triggers, state-based
actions, costs and mana, applying replacement effects, the creature types of 205.3m that layer 4
reads) and the hooks the others plug into."""
FRONT = frozenset({"__init__", "adapter", "legal"})
"""The engine's front: the plug-in point (``__init__``) and what answers the engine protocol."""
LAYERS = ("core", "mechanic", "cards", "front")
"""In import order: a module may import modules of its own layer or of the layers before it."""


def layer(module: str) -> str:
    """The layer of an engine module, named by its path under ``engine/`` without ``.py``, with
    dots (``game``, ``cards.meld_cards``). A module that is neither core, cards nor front is a
    mechanic: a new mechanic module needs no change here."""
    if module in CORE:
        return "core"
    if module in FRONT:
        return "front"
    if module == "cards" or module.startswith("cards."):
        return "cards"
    return "mechanic"


def engine_sources(root: Path = ENGINE) -> dict[str, str]:
    """Every module of the engine by name (``cards`` for ``cards/__init__.py``)."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__" and len(parts) > 1:
            parts.pop()
        out[".".join(parts)] = path.read_text(encoding="utf-8")
    return out


def _is_package(module: str, modules: dict[str, str]) -> bool:
    return module == "__init__" or any(other.startswith(module + ".") for other in modules)


def _resolve(module: str, node: ast.Import | ast.ImportFrom, modules: dict[str, str]) -> list[str]:
    """The engine modules an import statement of ``module`` imports ([] for outside modules)."""
    if isinstance(node, ast.Import):
        found = []
        for alias in node.names:
            parts = alias.name.split(".")
            if parts[0] in (PACKAGE, "mtg_reference_engine"):
                found.append(".".join(parts[1:]) or "__init__")
        return found
    if node.level == 0:
        parts = (node.module or "").split(".")
        if parts[0] not in (PACKAGE, "mtg_reference_engine"):
            return []
        base = parts[1:]
    else:
        # The package the relative import starts from: the module's own package, then up.
        package = [] if module == "__init__" else module.split(".")
        if not _is_package(module, modules):
            package = package[:-1]
        package = package[:len(package) - (node.level - 1)] if node.level > 1 else package
        base = package + (node.module.split(".") if node.module else [])
    target = ".".join(base) or "__init__"
    if node.module is None or target in modules and _is_package(target, modules):
        # ``from . import game, hooks``: each name a submodule, or a name of the package itself.
        found = []
        for alias in node.names:
            sub = ".".join([*base, alias.name])
            found.append(sub if sub in modules else target)
        return found
    return [target]


def _type_checking_block(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def imports(modules: dict[str, str]) -> tuple[dict[str, set[str]], list[str]]:
    """For each module, the engine modules it imports at its top (outside ``if TYPE_CHECKING:``),
    and the faults found on the way: imports inside a function or a class, and imports against
    the layers (annotation-only imports included)."""
    graph: dict[str, set[str]] = {m: set() for m in modules}
    faults = []
    for module, source in modules.items():
        tree = ast.parse(source, filename=f"engine/{module}.py")

        def visit(node: ast.AST, inside: str | None, annotations_only: bool) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.Import, ast.ImportFrom)):
                    names = ", ".join(a.name for a in child.names)
                    if inside is not None:
                        faults.append(f"engine/{module}: line {child.lineno} imports {names} inside {inside} "
                                      "(imports go at the top of the module)")
                    for target in _resolve(module, child, modules):
                        if target == module:
                            continue
                        if LAYERS.index(layer(target)) > LAYERS.index(layer(module)):
                            faults.append(f"engine/{module} ({layer(module)}): line {child.lineno} imports "
                                          f"{target} ({layer(target)}): imports go core -> mechanics -> cards "
                                          "-> front")
                        elif layer(module) == "cards" and target == "cards":
                            faults.append(f"engine/{module}: line {child.lineno} imports the cards package, "
                                          "which imports the card modules: import from ..scripts and "
                                          "..targets instead")
                        elif not annotations_only and inside is None:
                            graph[module].add(target)
                elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    visit(child, f"function {getattr(child, 'name', 'lambda')}", annotations_only)
                elif isinstance(child, ast.ClassDef):
                    visit(child, f"class {child.name}", annotations_only)
                else:
                    visit(child, inside, annotations_only or _type_checking_block(child))
        visit(tree, None, False)
    return graph, faults


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of ``graph`` (each found once, as a path back to its start)."""
    found, state = [], {}

    def walk(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                found.append(path[path.index(nxt):] + [nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                walk(nxt, [*path, nxt])
        state[node] = "done"
    for node in sorted(graph):
        if node not in state:
            walk(node, [node])
    return found


def structure_faults(modules: dict[str, str]) -> list[str]:
    graph, faults = imports(modules)
    faults += [f"import cycle: {' -> '.join(cycle)}" for cycle in cycles(graph)]
    return faults


# --------------------------------------------------------------------------------------------
# The engine as it is
# --------------------------------------------------------------------------------------------

def test_the_engine_imports_in_one_direction() -> None:
    faults = structure_faults(engine_sources())
    assert not faults, "\n".join(faults)


def test_the_layers_are_what_the_engine_says() -> None:
    """The core modules named here exist, and the plug-in point imports every module of the engine
    (a mechanic that is never imported never registers with the hooks)."""
    modules = engine_sources()
    assert CORE <= set(modules), sorted(CORE - set(modules))
    assert {layer(m) for m in modules} == set(LAYERS)
    out = subprocess.run([sys.executable, "-c", "import mtg_reference_engine, sys; print('\\n'.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout.split()
    imported = {m[len("mtg_reference_engine."):] for m in out if m.startswith("mtg_reference_engine.")}
    assert set(modules) - {"__init__"} <= imported, sorted(set(modules) - {"__init__"} - imported)


def test_every_hook_has_its_registrations() -> None:
    """Each registry of ``engine/hooks.py`` is a list that some module of the engine appends to (or a
    dict of such lists, one per kind of event: each kind has its registrations too)."""
    import mtg_reference_engine.hooks as hooks
    registries = {name: value for name, value in vars(hooks).items() if name.isupper() and name != "TYPE_CHECKING"}
    for name, value in list(registries.items()):
        if isinstance(value, dict):
            del registries[name]
            registries.update({f"{name}[{kind!r}]": lists for kind, lists in value.items()})
    assert registries and all(isinstance(v, list) for v in registries.values()), registries
    empty = [name for name, value in registries.items() if not value]
    assert not empty, f"hooks nothing registers with: {empty}"


# --------------------------------------------------------------------------------------------
# The checks can fail
# --------------------------------------------------------------------------------------------

def _with(module: str, before: str, after: str) -> dict[str, str]:
    """The engine's source with one change in ``module``."""
    modules = engine_sources()
    assert before in modules[module], f"engine/{module} no longer has {before!r}"
    modules[module] = modules[module].replace(before, after, 1)
    return modules


FAULTS = {
    "an import inside a function": (
        _with("game", "    def end_if_decided(self) -> None:\n",
              "    def end_if_decided(self) -> None:\n        from . import meld  # noqa\n"),
        "imports meld inside function end_if_decided"),
    "a core module importing a mechanic": (
        _with("game", "from . import hooks, replacement, targets\n", "from . import hooks, planechase, replacement, targets\n"),
        "engine/game (core): line"),
    "a core module importing a card module for annotations": (
        _with("replacement", "    from .game import Game, Obj\n",
              "    from .game import Game, Obj\n    from .cards.meld_cards import LEYLINE\n"),
        "imports cards.meld_cards (cards)"),
    "a mechanic importing a card module": (
        _with("meld", "from . import hooks, replacement\n", "from . import hooks, replacement\nfrom .cards import planes\n"),
        "engine/meld (mechanic): line"),
    "a card module importing the cards package": (
        _with("cards.basics", "from ..scripts import CardScript, register\n", "from . import CardScript, register\n"),
        "imports the cards package"),
    "a cycle between mechanics": (
        _with("emerge", "from . import hooks\n", "from . import escalate, hooks\n")
        | {"escalate": engine_sources()["escalate"].replace("from . import hooks\n", "from . import emerge, hooks\n", 1)},
        "import cycle: emerge -> escalate -> emerge"),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_the_structure_check_finds(fault: str) -> None:
    modules, expected = FAULTS[fault]
    faults = structure_faults(modules)
    assert any(expected in f for f in faults), f"{fault}: not found in {faults}"
