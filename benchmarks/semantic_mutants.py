"""``python -m benchmarks.semantic_mutants``: semantic mutation of the reference engine (issue 29, item 3).

    python -m benchmarks.semantic_mutants --list                 # every mutant's id, counts per operator
    python -m benchmarks.semantic_mutants --list --diff --only ID   # one mutant's diff
    nice -n 10 python -m benchmarks.semantic_mutants --sample 400 --seed 29 --json s.json --jobs 2
    python -m benchmarks.semantic_mutants --only ID… --tests "properties/test_global.py -k random_legal_play"

mutmut's mutants (``benchmarks/mutation.py``) change one token (``<`` to ``<=``, a string, a
constant); real engines get the *rules* wrong: the owner where the controller was meant, the active
player where "you" was, the first of several objects where each was, the object as it is now where
its last known information was, a replacement effect not applied on one path. This tool reads
``engine/`` with :mod:`ast`, finds every site where one of the :data:`OPERATORS` below applies (each
a small, documented transform modelled on such bugs), makes one mutant per site and operator
(variant), and runs the suite against each.

**Running.** One pytest session collects the suite once (the scenarios of ``features/`` and the
properties of ``properties/``, or ``--tests ARGS``), with the ``mutation`` Hypothesis profile of
``conftest.py`` (the ci profile's derandomized examples, no shrinking, the five slow properties at
10 examples; a skip or an unsupported example under a mutant is a failure). Then:

1. *Reach.* A forked child runs every collected test once on the unmutated engine under
   :func:`sys.settrace` (the engine's frames only), recording which lines of ``engine/`` each test
   runs (and that all pass). The map is cached in ``.semantic-mutants/`` by a hash of the engine and
   the suite.
2. *Mutants.* For each mutant a forked child compiles the mutated module and sets the new code object
   on every live function object of the changed function (``function.__code__``: every reference to
   it, from imports, hooks, card scripts, bound methods, sees the mutant), empties the engine's memo
   caches, and runs only the tests that run one of the changed node's lines on the unmutated engine
   (a test that runs none of them cannot see the change: up to that point the mutant does what the
   engine does), fastest first, stopping at the first failure. Its CPU time
   is limited (``RLIMIT_CPU``: ``--timeout`` seconds, by default twice the reach pass's time of its
   tests + 60 s).

A mutant is **killed** when a test fails, **survived** when all its tests pass, **timeout** when its
CPU limit is reached (counted apart), **no tests** when no test runs the changed lines (code run only
while the engine is imported, e.g. a card-script factory's body, is never re-run: such mutants are
"no tests" too), **error** when it cannot be applied. Like every benchmark
here the figure is measured, never asserted; docs/mutation.md ("Semantic mutants") has the run and
the triage.

Ids are stable while the file does not change: ``engine/game.py::Game.begin_step:1037:19:owner<->controller``
(file, function, line, column, operator[/variant]).
"""

from __future__ import annotations

import argparse
import ast
import copy
import dataclasses
import difflib
import gc
import hashlib
import json
import math
import os
import random
import resource
import shlex
import signal
import sys
import tempfile
import time
import types
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
CACHE = ROOT / ".semantic-mutants"
DEFAULT_TESTS = "features properties"

STEP_ORDER = ("UNTAP", "UPKEEP", "DRAW", "PRECOMBAT_MAIN", "BEGINNING_OF_COMBAT", "DECLARE_ATTACKERS",
              "DECLARE_BLOCKERS", "COMBAT_DAMAGE", "END_OF_COMBAT", "POSTCOMBAT_MAIN", "END", "CLEANUP")
"""CR 500.1's steps in turn order, as ``mtg_conformance.protocol.Step`` names them (checked by
tests/test_semantic_mutants.py)."""


# --------------------------------------------------------------------------------------------
# Sites and mutants
# --------------------------------------------------------------------------------------------

Path_ = tuple[tuple[str, int | None], ...]
"""Where a node is in its module's tree: (field, index in the list or None) from the module down."""


@dataclasses.dataclass
class Mutant:
    file: str                         # engine/game.py
    function: str                     # the innermost function's qualified name (Game.begin_step)
    chain: tuple[tuple[str, int], ...]
    """(qualified name, first line) of the innermost function and of each function enclosing it:
    the code objects replaced (the first one is the function the changed node is in)."""
    line: int
    col: int
    end_line: int
    """The last line of the node changed: a test that runs none of ``line``..``end_line`` cannot see
    the change (the reach pass records the lines each test runs)."""
    operator: str
    variant: str
    path: Path_
    build: Callable[[ast.AST], Any] = dataclasses.field(repr=False)
    """Given the node at ``path`` in a copy of the module's tree, its replacement (a node, or a list
    of statements for a statement)."""
    shown: Callable[[list[str], ast.AST], list[str]] = dataclasses.field(repr=False)
    """The module's source lines with the change made, for the diff (the mutant itself is compiled
    from the tree)."""

    @property
    def id(self) -> str:
        op = self.operator + (f"/{self.variant}" if self.variant else "")
        return f"{self.file}::{self.function}:{self.line}:{self.col}:{op}"

    def tree(self, module: ast.Module) -> ast.Module:
        """A mutated copy of ``module``'s tree."""
        tree = copy.deepcopy(module)
        parent, (field, index) = _locate(tree, self.path[:-1]), self.path[-1]
        old = getattr(parent, field) if index is None else getattr(parent, field)[index]
        new = self.build(old)
        if isinstance(new, list):
            for n in new:
                ast.copy_location(n, old)
            getattr(parent, field)[index:index + 1] = new
        else:
            ast.copy_location(new, old)
            if index is None:
                setattr(parent, field, new)
            else:
                getattr(parent, field)[index] = new
        return ast.fix_missing_locations(tree)

    def diff(self) -> str:
        source = (ROOT / self.file).read_text()
        node = _locate(ast.parse(source), self.path)
        old = source.splitlines(keepends=True)
        new = self.shown(list(old), node)
        return "".join(difflib.unified_diff(old, new, f"a/{self.file}", f"b/{self.file}", n=1))


def _locate(tree: ast.AST, path: Path_) -> ast.AST:
    node = tree
    for field, index in path:
        node = getattr(node, field) if index is None else getattr(node, field)[index]
    return node


def _splice(lines: list[str], node: ast.AST, text: str) -> list[str]:
    """``lines`` with ``node``'s source replaced by ``text``."""
    first, last = node.lineno - 1, node.end_lineno - 1
    head, tail = lines[first][:node.col_offset], lines[last][node.end_col_offset:]
    return lines[:first] + [head + text + tail] + lines[last + 1:]


def _expr_shown(build: Callable[[ast.AST], Any]) -> Callable[[list[str], ast.AST], list[str]]:
    def shown(lines: list[str], node: ast.AST) -> list[str]:
        new = build(copy.deepcopy(node))
        text = ast.unparse(new)
        if isinstance(new, (ast.IfExp, ast.BoolOp, ast.Lambda, ast.NamedExpr)):
            text = f"({text})"
        return _splice(lines, node, text)
    return shown


def _stmt_removed(lines: list[str], node: ast.AST) -> list[str]:
    return _splice(lines, node, "pass")


def _break_added(lines: list[str], node: ast.AST) -> list[str]:
    last = node.body[-1]
    return lines[:last.end_lineno] + [" " * last.col_offset + "break\n"] + lines[last.end_lineno:]


def _parse(expr: str) -> ast.expr:
    return ast.parse(expr, mode="eval").body


def _template(expr: str, **parts: ast.AST) -> ast.expr:
    """``expr`` parsed, each name of ``parts`` in it replaced by that node (a copy)."""
    tree = _parse(expr)

    class Fill(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.AST:
            return copy.deepcopy(parts[node.id]) if node.id in parts else node
    return Fill().visit(tree)


@dataclasses.dataclass
class Context:
    """What an operator knows about a node: its parent, the field it is in, the enclosing functions
    and class, and the name of the game in scope (``self`` in a method of ``Game``, else a parameter
    of the innermost function named ``game``), if any."""

    file: str
    parent: ast.AST
    field: str
    scope: tuple[ast.AST, ...]
    boundary: bool
    """Inside a function that runs at a turn or step boundary (see :data:`BOUNDARY_FUNCTIONS`)."""

    @property
    def game(self) -> str | None:
        func = next((s for s in reversed(self.scope) if isinstance(s, (ast.FunctionDef, ast.Lambda))), None)
        if func is None:
            return None
        params = {a.arg for a in func.args.args + func.args.kwonlyargs + func.args.posonlyargs}
        i = self.scope.index(func)
        if i > 0 and isinstance(self.scope[i - 1], ast.ClassDef) and self.scope[i - 1].name == "Game" \
                and "self" in params:
            return "self"
        return "game" if "game" in params else None


Edit = tuple[str, Callable[[ast.AST], Any], Callable[[list[str], ast.AST], list[str]]]
"""(variant, build, shown) of one mutant at a node."""


def _expr(variant: str, build: Callable[[ast.AST], ast.AST]) -> Edit:
    return variant, build, _expr_shown(build)


def _is_game(node: ast.AST, ctx: Context) -> bool:
    return isinstance(node, ast.Name) and ctx.game is not None and node.id == ctx.game


def _root_name(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _is_load_attr(node: ast.AST, *attrs: str) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in attrs and isinstance(node.ctx, ast.Load)


def _method_call(node: ast.AST, *names: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in names


# --------------------------------------------------------------------------------------------
# The operators
# --------------------------------------------------------------------------------------------

NOT_OBJECTS = frozenset({"item", "t", "s", "pending", "delayed", "effect", "e", "self", "Obj", "action"})
"""Receivers of ``.controller`` that are not objects with an owner (stack items, pending and delayed
triggers, control-changing effects): ``owner<->controller`` leaves them alone."""


def op_owner_controller(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**owner<->controller**: ``x.owner`` read where ``x.controller`` was meant, and the reverse
    (an object's owner and controller confused: "its owner's graveyard", "you control")."""
    if _is_load_attr(node, "owner", "controller") and _root_name(node.value) not in NOT_OBJECTS:
        other = "controller" if node.attr == "owner" else "owner"
        yield _expr(f"{node.attr}->{other}", lambda n: ast.Attribute(value=n.value, attr=other, ctx=ast.Load()))


def op_controller_active(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**controller->active**: ``x.controller`` (an object's, a spell's or ability's: "you") replaced by
    the active player (the engine takes "you" for whose turn it is)."""
    if _is_load_attr(node, "controller") and ctx.game and _root_name(node.value) != "self":
        g = ctx.game
        yield _expr("", lambda n: _parse(f"{g}.active"))


def op_active_other(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**active->other**: the active player replaced by the next player in turn order (a nonactive
    player: the engine acts for the wrong one of "the active player" and "each other player")."""
    if _is_load_attr(node, "active") and _is_game(node.value, ctx):
        g = ctx.game
        yield _expr("", lambda n: _parse(f"{g}.next_player({g}.active)"))


def _players_iter(node: ast.AST, ctx: Context) -> bool:
    """An iteration over players: ``game.players``, ``game.players_from(x)``, ``game.opponents(x)``."""
    if not (ctx.field == "iter" and isinstance(ctx.parent, (ast.For, ast.comprehension))):
        return False
    if _is_load_attr(node, "players"):
        return _is_game(node.value, ctx)
    return _method_call(node, "players_from", "opponents") and _is_game(node.func.value, ctx)


def op_each_player_first(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**each-player->first**: a loop over the players (every player, in APNAP order, each opponent)
    stops after the first one (``players[:1]``)."""
    if _players_iter(node, ctx):
        yield _expr("", lambda n: ast.Subscript(value=n, slice=ast.Slice(upper=ast.Constant(1)), ctx=ast.Load()))


def op_each_player_others(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**each-player->others**: a loop over every player leaves one out: ``game.players`` becomes the
    active player's opponents, ``game.players_from(x)`` leaves ``x`` out ("each player" read as
    "each opponent")."""
    if not _players_iter(node, ctx) or _method_call(node, "opponents"):
        return
    g = ctx.game
    if isinstance(node, ast.Attribute):
        yield _expr("", lambda n: _parse(f"{g}.opponents({g}.active)"))
    else:
        yield _expr("", lambda n: ast.Subscript(value=n, slice=ast.Slice(lower=ast.Constant(1)), ctx=ast.Load()))


def op_opponents_each_player(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**opponents->each-player**: ``game.opponents(x)`` becomes every player in the game, ``x``
    included ("each opponent" read as "each player")."""
    if _method_call(node, "opponents") and _is_game(node.func.value, ctx):
        g = ctx.game
        yield _expr("", lambda n: _parse(f"[p for p in {g}.players if p.in_game]"))


def op_lki_current(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**lki->current**: last known information replaced by the object as it is now, or None.
    Sites: a snapshot ``dataclasses.replace(x, ...)`` kept as ``lki`` or as a trigger's ``source``
    becomes ``x`` itself (later changes show through); ``game.permanent(x.id) or x`` (the permanent,
    else its last known information) loses the ``or x`` (None once it has left); a zone change's
    ``look_back`` (the permanents as they last existed) becomes the new objects."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "replace"
            and _root_name(node.func) == "dataclasses" and node.args):
        keeps = (isinstance(ctx.parent, ast.Assign) and any("lki" in ast.unparse(t) for t in ctx.parent.targets)) \
            or (isinstance(ctx.parent, ast.keyword) and ctx.parent.arg == "source")
        if keeps:
            yield _expr("snapshot->live", lambda n: n.args[0])
    if (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2
            and _method_call(node.values[0], "permanent", "find") and node.values[0].args
            and ast.unparse(node.values[0].args[0]) == ast.unparse(node.values[1]) + ".id"):
        yield _expr("or-lki-dropped", lambda n: n.values[0])
    if (_method_call(node, "get") and node.args and isinstance(node.args[0], ast.Constant)
            and node.args[0].value == "look_back"):
        yield _expr("look_back->new", lambda n: _template('[C["new"]] if C.get("look_back") else ()',
                                                          C=n.func.value))


def op_each_first(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**each->first**: a loop over several objects, events, effects or instances stops after the
    first (a ``break`` at the end of its body)."""
    if isinstance(node, ast.For) and not node.orelse and not isinstance(
            node.body[-1], (ast.Return, ast.Raise, ast.Break, ast.Continue)):
        def build(n: ast.For) -> ast.For:
            n.body = n.body + [ast.copy_location(ast.Break(), n.body[-1])]
            return n
        yield "", build, _break_added


def op_any_all(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**any<->all**: ``any(...)`` where ``all(...)`` was meant, and the reverse."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("any", "all"):
        other = "all" if node.func.id == "any" else "any"
        yield _expr(f"{node.func.id}->{other}", lambda n: ast.Call(func=ast.Name(other, ast.Load()), args=n.args,
                                                                   keywords=n.keywords))


ZONE_OR_STEP = frozenset({"zone", "step", "to_zone", "from_zone"})


def _mentions_zone_or_step(node: ast.Compare) -> bool:
    for part in [node.left, *node.comparators]:
        for sub in ast.walk(part):
            if isinstance(sub, ast.Attribute) and (sub.attr in ZONE_OR_STEP or _root_name(sub) in ("Zone", "Step")):
                return True
            if isinstance(sub, ast.Name) and sub.id in ("step", "zone", "to"):
                return True
    return False


def op_zone_step_condition(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**zone/step-condition->True**: a condition on a zone or a step (``obj.zone == Zone.BATTLEFIELD``,
    ``step == Step.UNTAP``, ``to in (...)``) dropped: made True where it is tested (an ``if``, a
    conditional expression, a comprehension's filter, an ``and``/``or``)."""
    if not isinstance(node, ast.Compare) or not _mentions_zone_or_step(node):
        return
    p, f = ctx.parent, ctx.field
    if (isinstance(p, (ast.If, ast.IfExp, ast.While, ast.Assert)) and f == "test") or \
            (isinstance(p, ast.comprehension) and f == "ifs") or isinstance(p, ast.BoolOp):
        yield _expr("", lambda n: ast.Constant(True))


RESET_CALLS = ("clear",)


def _is_reset(stmt: ast.stmt) -> bool:
    """A statement that ends something at a turn or step boundary: an assignment of an empty value
    (``[]``, ``{}``, ``0``, ``False``, ``None``, a filtered copy of a list) or a call that clears or
    ends (``x.clear()``, ``effects_end(self)``, ``_end(...)``)."""
    def empty(v: ast.AST) -> bool:
        if isinstance(v, ast.Tuple):
            return all(empty(e) for e in v.elts)
        return (isinstance(v, (ast.List, ast.Dict, ast.Set)) and not getattr(v, "elts", getattr(v, "keys", ()))) \
            or (isinstance(v, ast.Constant) and v.value in (0, False, None)) or isinstance(v, ast.ListComp)
    if isinstance(stmt, ast.Assign):
        return empty(stmt.value)
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        func = stmt.value.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name in RESET_CALLS or "end" in name.split("_")
    return False


def op_duration(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**duration**: an effect or a "this turn" count ends one step or turn late, or early.
    *late*: at a turn or step boundary (``Game.begin_turn``, ``begin_step``, ``end_step`` and the
    functions of ``hooks.TURN_BEGINS`` and ``hooks.UNTIL_END_OF_TURN_EFFECTS_END``) a statement that
    ends something is removed (``self.until_eot = []``, ``p.lands_played = 0``,
    ``obj.summoning_sick = False``, ``p.mana_pool.clear()``, ``effects_end(self)``: it lasts into the
    next step or turn); an effect made ``until_end_of_turn=True`` lasts indefinitely. *early*: in
    those functions a step compared against is the step before it (``step == Step.CLEANUP`` ->
    ``Step.END``: what ends in the cleanup step ends as the end step begins); a permanent's summoning
    sickness (until its controller's next turn begins) is never set."""
    if ctx.boundary and isinstance(node, ast.stmt) and _is_reset(node):
        yield "late", (lambda n: [ast.Pass()]), _stmt_removed
    if isinstance(node, ast.keyword) and node.arg == "until_end_of_turn" and \
            isinstance(node.value, ast.Constant) and node.value.value is True:
        yield _expr("late", lambda n: ast.keyword(arg=n.arg, value=ast.Constant(False)))
    if ctx.boundary and _is_load_attr(node, *STEP_ORDER) and _root_name(node) == "Step" \
            and isinstance(ctx.parent, ast.Compare):
        before = STEP_ORDER[STEP_ORDER.index(node.attr) - 1]
        yield _expr("early", lambda n: ast.Attribute(value=n.value, attr=before, ctx=ast.Load()))
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and _is_store_attr(node.targets[0], "summoning_sick") \
            and isinstance(node.value, ast.Constant) and node.value.value is True:
        def build(n: ast.Assign) -> ast.Assign:
            n.value = ast.Constant(False)
            return n
        yield "early", build, _expr_shown(build)


def _is_store_attr(node: ast.AST, attr: str) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == attr


MOVES = ("move", "move_card", "move_from_stack", "finish_spell")
"""The core's zone changes, each returning the new object (400.7)."""


def op_new_old_object(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**new<->old-object**: a zone change keeps the old object. The new object made by a zone change
    (``Obj(id=game.new_id(), name=old.name, ...)``) keeps the old one's id; a spell put on the stack
    keeps its card's id (``spell.id = game.new_id()`` removed); the caller of a move goes on with the
    old object instead of the one the move returned (``new = game.move(card, ...)`` ->
    ``new = (game.move(card, ...), card)[1]``)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Obj":
        kw = {k.arg: k for k in node.keywords}
        source = kw.get("name")
        if "id" in kw and _method_call(kw["id"].value, "new_id") and source is not None \
                and _is_load_attr(source.value, "name") and isinstance(source.value.value, ast.Name):
            old = source.value.value.id

            def build(n: ast.Call) -> ast.Call:
                for k in n.keywords:
                    if k.arg == "id":
                        k.value = _parse(f"{old}.id")
                return n
            yield _expr("keeps-id", build)
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Attribute) \
            and node.targets[0].attr == "id" and _method_call(node.value, "new_id"):
        yield "keeps-id", (lambda n: [ast.Pass()]), _stmt_removed
    if _method_call(node, *MOVES) and node.args and isinstance(node.args[0], (ast.Name, ast.Attribute)) \
            and (isinstance(ctx.parent, ast.Return) or (isinstance(ctx.parent, ast.Assign) and ctx.field == "value")):
        stack_item = node.func.attr in ("move_from_stack", "finish_spell")
        yield _expr("old-object", lambda n: _template("(CALL, OLD)[1]", CALL=n, OLD=ast.Attribute(
            value=n.args[0], attr="card", ctx=ast.Load()) if stack_item else n.args[0]))


SKIPPED_STATEMENTS = {"entering": "replacement", "as_it_enters": "replacement", "trigger": "trigger",
                      "_fire": "trigger", "put_triggers_on_stack": "trigger", "check_triggers": "trigger"}


def op_skip_replacement_trigger(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**skip-replacement/trigger**: the replacement or trigger machinery not called on one path.
    ``game.emit(event, ...)`` -> ``game.emit_only(event)`` (the event is recorded, nothing triggers);
    ``game.move(...)`` -> ``game.move_card(...)`` (the zone change without replacement effects);
    ``game.replaced(event)`` -> ``event`` (not replaced); a statement calling ``replacement.entering``,
    ``as_it_enters``, ``game.trigger``, ``_fire``, ``put_triggers_on_stack`` or ``check_triggers``
    removed."""
    if _method_call(node, "emit") and _is_game(node.func.value, ctx) and node.args:
        yield _expr("trigger", lambda n: ast.Call(func=ast.Attribute(value=n.func.value, attr="emit_only",
                                                                     ctx=ast.Load()), args=n.args[:1], keywords=[]))
    if _method_call(node, "move") and _is_game(node.func.value, ctx):
        yield _expr("replacement", lambda n: ast.Call(func=ast.Attribute(value=n.func.value, attr="move_card",
                                                                         ctx=ast.Load()), args=n.args,
                                                      keywords=n.keywords))
    if _method_call(node, "replaced") and _is_game(node.func.value, ctx) and len(node.args) == 1:
        yield _expr("replacement", lambda n: n.args[0])
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        func = node.value.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in SKIPPED_STATEMENTS:
            yield SKIPPED_STATEMENTS[name], (lambda n: [ast.Pass()]), _stmt_removed


def _plus(n: ast.expr, k: int) -> ast.expr:
    if isinstance(n, ast.Constant) and type(n.value) is int:
        return ast.Constant(n.value + k)
    return ast.BinOp(left=n, op=ast.Add() if k > 0 else ast.Sub(), right=ast.Constant(abs(k)))


def op_off_by_one(node: ast.AST, ctx: Context) -> Iterator[Edit]:
    """**off-by-one**: a count, an amount, X or a range one more or one less: ``range(n)``'s bound,
    an ``amount=`` given (damage, counters, an effect's size, an event's), a number of counters
    added, an integer or a ``len(...)`` compared, a ``+=``/``-=`` step."""
    def both(build: Callable[[int], Callable[[ast.AST], ast.AST]]) -> Iterator[Edit]:
        for k, name in ((1, "+1"), (-1, "-1")):
            yield _expr(name, build(k))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range" and node.args:
        def build(k: int) -> Callable[[ast.AST], ast.AST]:
            def b(n: ast.Call) -> ast.Call:
                n.args[-1] = _plus(n.args[-1], k)
                return n
            return b
        yield from both(build)
    if isinstance(node, ast.keyword) and node.arg == "amount":
        yield from both(lambda k: lambda n: ast.keyword(arg="amount", value=_plus(n.value, k)))
    if _method_call(node, "add_counters") and len(node.args) == 3:
        def build_c(k: int) -> Callable[[ast.AST], ast.AST]:
            def b(n: ast.Call) -> ast.Call:
                n.args[2] = _plus(n.args[2], k)
                return n
            return b
        yield from both(build_c)
    if isinstance(ctx.parent, ast.Compare) and not any(isinstance(o, (ast.Is, ast.IsNot)) for o in ctx.parent.ops):
        if (isinstance(node, ast.Constant) and type(node.value) is int) or (
                isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"):
            yield from both(lambda k: lambda n: _plus(n, k))
    if isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub)):
        def build_a(k: int) -> Callable[[ast.AST], ast.AST]:
            def b(n: ast.AugAssign) -> ast.AugAssign:
                n.value = _plus(n.value, k)
                return n
            return b
        for k, name in ((1, "+1"), (-1, "-1")):
            yield name, build_a(k), _expr_shown(build_a(k))


OPERATORS: dict[str, Callable[[ast.AST, Context], Iterator[Edit]]] = {
    "owner<->controller": op_owner_controller,
    "controller->active": op_controller_active,
    "active->other": op_active_other,
    "each-player->first": op_each_player_first,
    "each-player->others": op_each_player_others,
    "opponents->each-player": op_opponents_each_player,
    "lki->current": op_lki_current,
    "each->first": op_each_first,
    "any<->all": op_any_all,
    "zone/step-condition->True": op_zone_step_condition,
    "duration": op_duration,
    "new<->old-object": op_new_old_object,
    "skip-replacement/trigger": op_skip_replacement_trigger,
    "off-by-one": op_off_by_one,
}
"""The operators, by name; each function's docstring says what it changes and where."""


# --------------------------------------------------------------------------------------------
# Finding the sites
# --------------------------------------------------------------------------------------------

BOUNDARY_METHODS = {"Game.begin_turn", "Game.begin_step", "Game.end_step"}
BOUNDARY_HOOKS = ("TURN_BEGINS", "UNTIL_END_OF_TURN_EFFECTS_END")
"""Where turn and step boundaries are: these methods of ``Game``, and the module functions a module
appends to these registries of ``hooks`` (``hooks.TURN_BEGINS.append(new_turn)``)."""


def _boundary_functions(tree: ast.Module) -> set[str]:
    names = set(BOUNDARY_METHODS)
    for node in ast.walk(tree):
        if _method_call(node, "append") and isinstance(node.func.value, ast.Attribute) \
                and node.func.value.attr in BOUNDARY_HOOKS and node.args and isinstance(node.args[0], ast.Name):
            names.add(node.args[0].id)
    return names


COMPREHENSIONS = {ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>", ast.DictComp: "<dictcomp>",
                  ast.GeneratorExp: "<genexpr>"}


def _qualname(scope: tuple[ast.AST, ...]) -> str:
    parts: list[str] = []
    for s in scope:
        if isinstance(s, ast.ClassDef):
            parts.append(s.name)
        elif isinstance(s, ast.FunctionDef):
            parts += [s.name, "<locals>"]
        elif isinstance(s, ast.Lambda):
            parts += ["<lambda>", "<locals>"]
        elif isinstance(s, tuple(COMPREHENSIONS)):   # a code object of its own (3.11), no <locals>
            parts.append(COMPREHENSIONS[type(s)])
    return ".".join(parts[:-1]) if parts and parts[-1] == "<locals>" else ".".join(parts)


def _first_line(func: ast.AST) -> int:
    decorators = getattr(func, "decorator_list", [])
    return min([func.lineno] + [d.lineno for d in decorators])


def module_mutants(path: Path) -> list[Mutant]:
    """Every mutant of one engine module, in source order."""
    rel = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text())
    boundary = _boundary_functions(tree)
    out: list[Mutant] = []

    def visit(node: ast.AST, where: Path_, parent: ast.AST, field: str, scope: tuple[ast.AST, ...],
              in_text: bool = False) -> None:
        # in_text: inside an f-string or a raised exception's arguments, where a change changes only a
        # message (a rejection's text and rule are not what the rules fix: not mutated)
        funcs = [s for s in scope if isinstance(s, (ast.FunctionDef, ast.Lambda))]
        if funcs and not isinstance(node, (ast.arguments, ast.arg)) and not _in_annotation(where) \
                and not in_text:
            chain = []
            for i, s in enumerate(scope):
                if isinstance(s, (ast.FunctionDef, ast.Lambda)):
                    chain.append((_qualname(scope[:i + 1]), _first_line(s)))
            qual = chain[-1][0]
            ctx = Context(rel, parent, field, scope, boundary=any(
                q in boundary or q.split(".")[-1] in boundary - BOUNDARY_METHODS for q, _ in chain))
            for op_name, op in OPERATORS.items():
                for variant, build, shown in op(node, ctx):
                    out.append(Mutant(rel, qual, tuple(reversed(chain)), node.lineno, node.col_offset,
                                      node.end_lineno, op_name, variant, where, build, shown))
        inner = scope + (node,) if isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef, *COMPREHENSIONS)) \
            else scope
        in_text = in_text or isinstance(node, (ast.JoinedStr, ast.Raise))
        for name, value in ast.iter_fields(node):
            if name in ("decorator_list", "returns") or (name == "args" and isinstance(node, (ast.FunctionDef, ast.Lambda))):
                continue
            if isinstance(value, list):
                for i, v in enumerate(value):
                    if isinstance(v, ast.AST):
                        visit(v, where + ((name, i),), node, name, inner, in_text)
            elif isinstance(value, ast.AST):
                visit(value, where + ((name, None),), node, name, inner, in_text)

    for i, stmt in enumerate(tree.body):
        visit(stmt, (("body", i),), tree, "body", ())
    return out


def _in_annotation(where: Path_) -> bool:
    return any(field in ("annotation", "returns") for field, _ in where)


def all_mutants() -> list[Mutant]:
    """Every mutant of ``engine/``, sorted by id."""
    mutants = [m for path in sorted(ENGINE.rglob("*.py")) for m in module_mutants(path)]
    seen: set[str] = set()
    unique = []
    for m in mutants:          # two edits of one operator at one node and position: keep the first
        if m.id not in seen:
            seen.add(m.id)
            unique.append(m)
    return sorted(unique, key=lambda m: m.id)


def draw_sample(mutants: list[Mutant], n: int, seed: int) -> list[Mutant]:
    """A simple random sample of ``n`` mutants, drawn before anything runs: ``random.Random(seed)
    .sample`` of the mutants sorted by id (the order drawn is the order run)."""
    if n >= len(mutants):
        return list(mutants)
    return random.Random(seed).sample(sorted(mutants, key=lambda m: m.id), n)


# --------------------------------------------------------------------------------------------
# Applying a mutant in the running process
# --------------------------------------------------------------------------------------------

def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def compiled(mutant: Mutant) -> dict[tuple[str, int], types.CodeType]:
    """The mutated module's code objects of the mutant's function and the functions enclosing it,
    by (qualified name, first line)."""
    path = ROOT / mutant.file
    tree = mutant.tree(ast.parse(path.read_text()))
    module = compile(tree, str(path), "exec")
    wanted = set(mutant.chain)
    found = {(c.co_qualname, c.co_firstlineno): c for c in _codes(module)
             if (c.co_qualname, c.co_firstlineno) in wanted}
    missing = wanted - set(found)
    if missing:
        raise RuntimeError(f"{mutant.id}: no code object for {sorted(missing)}")
    return found


def apply(mutant: Mutant) -> int:
    """Set the mutated code on every live function object of the mutant's function and of the
    functions enclosing it (closures made by a card script's factory included); returns how many
    function objects were changed. The engine's caches are emptied."""
    new = compiled(mutant)
    path = str((ROOT / mutant.file).resolve())
    changed = 0
    for obj in gc.get_objects():
        if isinstance(obj, types.FunctionType):
            code = obj.__code__
            key = (code.co_qualname, code.co_firstlineno)
            if key in new and os.path.realpath(code.co_filename) == path:
                if code.co_freevars != new[key].co_freevars:
                    raise RuntimeError(f"{mutant.id}: the mutant changes {key[0]}'s free variables "
                                       f"{code.co_freevars} -> {new[key].co_freevars}")
                obj.__code__ = new[key]
                changed += 1
    _empty_engine_caches()
    return changed


def _empty_engine_caches() -> None:
    """As conftest.py does for mutmut's workers: the functools caches and the memo dicts of the
    engine's modules (conftest.ENGINE_MEMOS)."""
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if name.startswith(("engine.", "mtg_reference_engine.")):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    for module_name, memo in _engine_memos():
        for prefix in ("engine.", "mtg_reference_engine."):
            module = sys.modules.get(prefix + module_name)
            if module is not None:
                getattr(module, memo).clear()


def _engine_memos() -> list[tuple[str, str]]:
    """conftest.py's ENGINE_MEMOS, read from its source (importing it again would run its mutation
    support a second time)."""
    tree = ast.parse((ROOT / "conftest.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "ENGINE_MEMOS" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise RuntimeError("conftest.py has no ENGINE_MEMOS")


# --------------------------------------------------------------------------------------------
# Running: a pytest plugin that forks a child per mutant
# --------------------------------------------------------------------------------------------

class _Failures:
    """Records the first failing report of a child's tests (a skip is turned into a failure by
    conftest.py's mutation support)."""

    def __init__(self) -> None:
        self.failed: list[dict[str, str]] = []

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.failed and not self.failed:
            text = report.longreprtext or ""
            lines = [ln for ln in text.splitlines() if ln.strip()]
            self.failed.append({"test": report.nodeid, "when": report.when,
                                "message": "\n".join(lines[-6:])[:1500]})


def _run_items(items: list[Any], stop_at_failure: bool, failures: _Failures,
               each: Callable[[Any], None] | None = None) -> int:
    ran = 0
    for i, item in enumerate(items):
        nextitem = items[i + 1] if i + 1 < len(items) else None
        item.ihook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        ran += 1
        if each is not None:
            each(item)
        if stop_at_failure and failures.failed:
            break
    return ran


def _quiet() -> None:
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)


def _suite_hash(test_args: str) -> str:
    h = hashlib.sha256(b"lines 1 " + test_args.encode())   # the format of the reach map
    for top in ("engine", "features", "steps", "properties", "mtg_conformance"):
        for p in sorted((ROOT / top).rglob("*")):
            if p.suffix in (".py", ".feature", ".toml", ".json") and "__pycache__" not in p.parts:
                h.update(p.relative_to(ROOT).as_posix().encode())
                h.update(p.read_bytes())
    h.update((ROOT / "conftest.py").read_bytes())
    return h.hexdigest()[:16]


class Runner:
    """The pytest plugin: after collection, the reach pass and one child per mutant (module doc)."""

    def __init__(self, mutants: list[Mutant], args: argparse.Namespace) -> None:
        self.mutants = mutants
        self.args = args
        self.results: list[dict[str, Any]] = []
        self.reach: dict[str, Any] = {}

    # -- the reach pass ------------------------------------------------------------------
    def _reach(self, session: Any) -> dict[str, Any]:
        CACHE.mkdir(exist_ok=True)
        cache = CACHE / f"reach-{_suite_hash(self.args.tests)}.json"
        if cache.exists():
            data = json.loads(cache.read_text())
            if data["tests"] == [i.nodeid for i in session.items]:
                log(f"reach pass: cached ({cache.name})")
                return data
        log(f"reach pass: running the {len(session.items)} tests once on the unmutated engine …")
        fd, tmp = tempfile.mkstemp(prefix="reach-", suffix=".json", dir=CACHE)
        os.close(fd)
        start = time.time()
        pid = os.fork()
        if pid == 0:
            try:
                _quiet()
                engine_files = {str(p.resolve()): p.relative_to(ROOT).as_posix() for p in ENGINE.rglob("*.py")}
                rel_of: dict[str, str | None] = {}
                seen: set[tuple[str, int]] = set()
                lines: dict[str, dict[str, list[int]]] = {}
                seconds: dict[str, float] = {}
                failures = _Failures()
                session.config.pluginmanager.register(failures, "semantic-mutants-failures")
                add = seen.add

                def local(frame: Any, event: str, arg: Any) -> Any:
                    if event == "line":
                        add((frame.f_code.co_filename, frame.f_lineno))
                    return local

                def trace(frame: Any, event: str, arg: Any) -> Any:
                    # only the engine's frames are traced line by line
                    name = frame.f_code.co_filename
                    rel = rel_of.get(name, 0)
                    if rel == 0:
                        rel = rel_of[name] = engine_files.get(os.path.realpath(name))
                    if rel is None:
                        return None
                    add((name, frame.f_lineno))
                    return local

                clock = [time.process_time()]

                def each(item: Any) -> None:
                    sys.settrace(None)
                    per_file: dict[str, set[int]] = defaultdict(set)
                    for name, line in seen:
                        per_file[rel_of[name]].add(line)
                    lines[item.nodeid] = {f: sorted(v) for f, v in per_file.items()}
                    now = time.process_time()
                    seconds[item.nodeid] = now - clock[0]
                    clock[0] = now
                    seen.clear()
                    sys.settrace(trace)

                sys.settrace(trace)
                _run_items(session.items, False, failures, each)
                sys.settrace(None)
                Path(tmp).write_text(json.dumps({"tests": [i.nodeid for i in session.items], "lines": lines,
                                                 "seconds": seconds, "failed": failures.failed}))
            finally:
                os._exit(0)
        _, status = os.waitpid(pid, 0)
        text = Path(tmp).read_text()
        os.unlink(tmp)
        if not text:
            raise SystemExit(f"the reach pass died (wait status {status})")
        data = json.loads(text)
        if data["failed"]:
            raise SystemExit(f"the suite fails on the unmutated engine: {data['failed'][0]}")
        log(f"reach pass: {time.time() - start:.0f} s")
        cache.write_text(json.dumps(data))
        return data

    # -- the mutants -----------------------------------------------------------------------
    def pytest_runtestloop(self, session: Any) -> bool:
        if session.testsfailed and not session.config.option.continue_on_collection_errors:
            raise SystemExit("collection failed")
        self.reach = reach = self._reach(session)
        by_id = {i.nodeid: i for i in session.items}
        reached: dict[tuple[str, int], list[str]] = defaultdict(list)
        for test, files in reach["lines"].items():
            for file, numbers in files.items():
                for n in numbers:
                    reached[file, n].append(test)
        seconds = reach["seconds"]
        tmpdir = Path(tempfile.mkdtemp(prefix="semmut-", dir=CACHE))
        pending = list(enumerate(self.mutants))
        results: dict[int, dict[str, Any]] = {}
        running: dict[int, tuple[int, Mutant, float, list[str], Path]] = {}
        jobs = max(1, self.args.jobs)
        total = len(self.mutants)
        t0 = time.time()
        while pending or running:
            while pending and len(running) < jobs:
                i, m = pending.pop(0)
                tests = sorted({t for n in range(m.line, m.end_line + 1) for t in reached.get((m.file, n), ())},
                               key=lambda t: (seconds[t], t))
                base = self._base(m)
                if not tests:
                    results[i] = dict(base, status="no tests", tests=0)
                    self._progress(len(results), total, results[i])
                    continue
                limit = self.args.timeout or int(2 * sum(seconds[t] for t in tests) + 60)
                out = tmpdir / f"{i}.json"
                pid = os.fork()
                if pid == 0:
                    self._child(session, m, [by_id[t] for t in tests], out, limit)
                running[pid] = (i, m, time.time(), tests, out)
            if not running:
                continue
            pid, status, usage = os.wait4(-1, 0)
            if pid not in running:
                continue
            i, m, started, tests, out = running.pop(pid)
            text = out.read_text() if out.exists() else ""
            result = dict(self._base(m), seconds=round(time.time() - started, 2),
                          cpu=round(usage.ru_utime + usage.ru_stime, 2))
            if text:
                result.update(json.loads(text))
            elif os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
                result.update(status="timeout", tests=len(tests))
            else:
                result.update(status="error", message=f"the child ended with wait status {status}")
            results[i] = result
            self._progress(len(results), total, result)
        for p in tmpdir.iterdir():
            p.unlink()
        tmpdir.rmdir()
        self.results = [results[i] for i in range(total)]
        log(f"{total} mutants in {time.time() - t0:.0f} s")
        return True

    def _base(self, m: Mutant) -> dict[str, Any]:
        return {"id": m.id, "file": m.file, "function": m.function, "line": m.line, "operator": m.operator,
                "variant": m.variant}

    def _progress(self, done: int, total: int, r: dict[str, Any]) -> None:
        extra = f" by {r['killed_by']}" if r.get("killed_by") else ""
        log(f"[{done}/{total}] {r['status']:9} {r['id']} ({r.get('tests', 0)} tests, "
            f"{r.get('seconds', 0):.1f} s){extra}")

    def _child(self, session: Any, m: Mutant, items: list[Any], out: Path, limit: int) -> None:
        code = 0
        try:
            _quiet()
            resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 10))
            os.environ["MUTANT_UNDER_TEST"] = m.id
            session.config._mtg_mutant_under_test = m.id
            try:
                changed = apply(m)
            except Exception as exc:  # noqa: BLE001 - a mutant that cannot be applied is reported
                out.write_text(json.dumps({"status": "error", "message": f"{type(exc).__name__}: {exc}"}))
                return
            failures = _Failures()
            session.config.pluginmanager.register(failures, "semantic-mutants-failures")
            ran = _run_items(items, True, failures)
            result: dict[str, Any] = {"tests": ran, "functions_changed": changed}
            if failures.failed:
                result.update(status="killed", killed_by=failures.failed[0]["test"],
                              message=failures.failed[0]["message"])
            else:
                result.update(status="survived")
            out.write_text(json.dumps(result))
        except BaseException as exc:  # noqa: BLE001
            code = 1
            try:
                out.write_text(json.dumps({"status": "error", "message": f"{type(exc).__name__}: {exc}"}))
            except BaseException:  # noqa: BLE001
                pass
        finally:
            os._exit(code)


# --------------------------------------------------------------------------------------------
# The command
# --------------------------------------------------------------------------------------------

def log(message: str) -> None:
    print(message, file=sys.__stderr__, flush=True)


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of ``successes / n``, in %."""
    if n == 0:
        return (0.0, 100.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(100 * (centre - half), 1), round(100 * (centre + half), 1))


def counts_table(mutants: list[Mutant]) -> str:
    per = Counter(m.operator for m in mutants)
    width = max(map(len, OPERATORS))
    rows = [f"{name:<{width}}  {per.get(name, 0):5d}" for name in OPERATORS]
    return "\n".join(rows + [f"{'total':<{width}}  {len(mutants):5d}"])


def summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    by_op: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        by_op[r["operator"]][r["status"]] += 1
    total = Counter(r["status"] for r in results)
    killed, survived = total["killed"], total["survived"]
    return {"counts": dict(total), "per_operator": {k: dict(v) for k, v in by_op.items()},
            "killed_of_run": [killed, killed + survived],
            "score_95_killed_over_killed_plus_survived": wilson(killed, killed + survived)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.semantic_mutants",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print the mutants and the counts per operator; run nothing")
    parser.add_argument("--diff", action="store_true", help="with --list: print each mutant's diff")
    parser.add_argument("--sample", type=int, metavar="N", help="a simple random sample of N mutants")
    parser.add_argument("--seed", type=int, default=29, help="the sample's seed (default 29)")
    parser.add_argument("--only", nargs="+", metavar="ID", help="these mutants only (ids as --list prints them)")
    parser.add_argument("--operator", nargs="+", metavar="NAME", help="the mutants of these operators only")
    parser.add_argument("--json", metavar="OUT", help="write every mutant's result and the counts as JSON")
    parser.add_argument("--tests", default=DEFAULT_TESTS, metavar="ARGS",
                        help=f"pytest arguments choosing the tests run against each mutant (default {DEFAULT_TESTS!r})")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at once (default 1)")
    parser.add_argument("--timeout", type=int, default=0, metavar="SECONDS",
                        help="CPU seconds per mutant (default: twice its tests' time in the reach pass + 60)")
    args = parser.parse_args(argv)

    everything = all_mutants()
    chosen = everything
    if args.operator:
        unknown = set(args.operator) - set(OPERATORS)
        if unknown:
            parser.error(f"no such operator: {', '.join(sorted(unknown))}")
        chosen = [m for m in chosen if m.operator in args.operator]
    if args.only:
        by_id = {m.id: m for m in everything}
        unknown = [i for i in args.only if i not in by_id]
        if unknown:
            parser.error(f"no such mutant: {unknown[0]}")
        chosen = [by_id[i] for i in args.only]
    if args.sample:
        chosen = draw_sample(chosen, args.sample, args.seed)
    if args.list:
        for m in chosen:
            print(m.id)
            if args.diff:
                print(m.diff())
        print(f"\n{len(everything)} mutants in engine/; per operator:\n{counts_table(everything)}")
        if len(chosen) != len(everything):
            print(f"\n{len(chosen)} chosen; per operator:\n{counts_table(chosen)}")
        return 0

    import pytest
    os.chdir(ROOT)
    os.environ["MUTANT_UNDER_TEST"] = "semantic"      # conftest.py's mutation support (profile, skips)
    runner = Runner(chosen, args)
    log(f"{len(chosen)} of {len(everything)} mutants; tests: {args.tests}; jobs: {args.jobs}")
    # pytest-timeout's wall-clock limit (pyproject: 600 s) is off: a mutant that loops is stopped by
    # its CPU limit and counted as a timeout, not as killed by a failing test (on a loaded machine a
    # child gets a small share of a core, and wall time says little).
    code = pytest.main([*shlex.split(args.tests), "--hypothesis-profile=mutation", "-p", "no:cacheprovider",
                        "-p", "no:randomly", "-s", "-p", "no:terminal",
                        "-o", "timeout=0"], plugins=[runner])
    if not runner.results:
        log(f"nothing was run (pytest exit code {code})")
        return 2
    s = summary(runner.results)
    log(json.dumps({"counts": s["counts"], "killed_of_run": s["killed_of_run"],
                    "score_95": s["score_95_killed_over_killed_plus_survived"]}))
    for name, c in sorted(s["per_operator"].items()):
        log(f"  {name:<26} " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    if args.json:
        Path(args.json).write_text(json.dumps({
            "tests": args.tests, "sample": args.sample, "seed": args.seed if args.sample else None,
            "generated": len(everything), "generated_per_operator": dict(Counter(m.operator for m in everything)),
            "summary": s, "results": runner.results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
