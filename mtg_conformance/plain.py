"""A fast copy of a protocol value that an engine hands out, for the driver's guard
(:class:`mtg_conformance.driver.GuardedEngine`).

The guard reads every observation and action result back through its JSON form
(``from_json(cls, to_json(value))``): a plain value of the suite's own classes that shares nothing
with the engine, whatever the engine gave (a live view it later changes in place, a subclass with
its own ``==``, a list where a tuple is expected). On a fast engine that round trip was most of the
suite's own time in a property (a dictionary built for every object, then read back).

:func:`plain_copy` gives the same value in one pass, without the JSON, when the engine's value is
already *plain*: every object of exactly the class its field declares (no subclass), every
sequence a ``tuple``, every mapping a ``dict`` of ``str`` to ``int``, every scalar exactly a
``str``, ``int`` (not ``bool``), ``bool`` or a member of the field's enum. It builds a new object
for every dataclass and every mapping (an engine holding one cannot change the copy) and shares
only what cannot change in place (strings, numbers, enum members, tuples of those). Anything else
raises :class:`NotPlain`, and the guard takes the JSON round trip, which decides what is accepted
and how: this module never accepts a value the round trip would refuse, and gives an equal value
for every one it accepts (tests/test_plain_copy.py)."""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any, Union

from .protocol import Question, ScriptedChoice


class NotPlain(Exception):
    """The value is not plain (see the module's docstring): take the JSON round trip."""


_Copier = Callable[[Any], Any]


def plain_copy(cls: Any, value: Any) -> Any:
    """A copy of ``value`` as the type ``cls`` (a protocol dataclass), equal to
    ``from_json(cls, to_json(value))``; :class:`NotPlain` when ``value`` is not plain."""
    return _copier(cls)(value)


def _refuse(value: Any) -> Any:
    raise NotPlain


def _is_scalar(cls: Any) -> bool:
    return cls in (str, int, bool) or (isinstance(cls, type) and issubclass(cls, StrEnum))


@functools.cache
def _copier(cls: Any) -> _Copier:
    """The copier of one declared type, chosen once per type (as ``protocol._reader``)."""
    origin = typing.get_origin(cls)
    if origin in (Union, types.UnionType):
        args = typing.get_args(cls)
        if len(args) != 2 or type(None) not in args:
            return _refuse
        inner = _copier(next(a for a in args if a is not type(None)))
        return lambda value: None if value is None else inner(value)
    if origin is tuple:
        args = typing.get_args(cls)
        if len(args) != 2 or args[1] is not Ellipsis:
            return _refuse
        if _is_scalar(args[0]):
            exact = args[0]

            def immutable_tuple(value: Any) -> Any:      # nothing in it can change: shared
                if type(value) is not tuple or any(type(v) is not exact for v in value):
                    raise NotPlain
                return value
            return immutable_tuple
        item = _copier(args[0])

        def copied_tuple(value: Any) -> Any:
            if type(value) is not tuple:
                raise NotPlain
            return tuple([item(v) for v in value])
        return copied_tuple
    if origin in (Mapping, dict):
        key, val = typing.get_args(cls)
        if key is not str or val not in (str, int, bool):
            return _refuse

        def copied_dict(value: Any) -> Any:
            if type(value) is not dict or any(type(k) is not str or type(v) is not val for k, v in value.items()):
                raise NotPlain
            return dict(value)
        return copied_dict
    if _is_scalar(cls):
        def scalar(value: Any) -> Any:
            if type(value) is not cls:
                raise NotPlain
            return value
        return scalar
    if dataclasses.is_dataclass(cls) and getattr(cls, "KIND", None) is None and cls not in (ScriptedChoice, Question):
        return _dataclass_copier(cls)
    return _refuse          # actions, answers, Any: the round trip reads them


def _dataclass_copier(cls: Any) -> _Copier:
    """The copier of a dataclass: a function written for the class, one line per field, made on
    first use (a class may refer to itself). It does what this loop does, without its per-field
    dispatch (it runs for every object of every observation):

    * a field missing from the object's ``__dict__``: NotPlain;
    * ``None``: ``None`` for an optional field, else NotPlain (the round trip gives the default or
      refuses);
    * an empty tuple or dict in a field with a default: the default (to_json leaves it out), unless
      the default is None (g2view: ``colors`` ``()``, colorless, is not ``None``, not reported);
    * a scalar: itself, if exactly of the declared type, else NotPlain; anything else: its copier."""
    made_once: list[Any] = [None]

    def copy(value: Any) -> Any:
        if made_once[0] is None:
            made_once[0] = _write_copier(cls)
        return made_once[0](value)
    return copy


def _write_copier(cls: Any) -> _Copier:
    hints = typing.get_type_hints(cls)
    env: dict[str, Any] = {"cls": cls, "NotPlain": NotPlain}
    lines = ["def copy(value):",
             "    if type(value) is not cls:",
             "        raise NotPlain",
             "    try:",
             "        d = value.__dict__",
             "        kw = {}"]
    for i, f in enumerate(dataclasses.fields(cls)):
        hint = hints[f.name]
        nullable = typing.get_origin(hint) in (Union, types.UnionType) and type(None) in typing.get_args(hint)
        inner = next(a for a in typing.get_args(hint) if a is not type(None)) if nullable else hint
        has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        name = repr(f.name)
        lines.append(f"        v = d[{name}]")
        lines.append("        if v is None:")
        lines.append(f"            kw[{name}] = None" if nullable else "            raise NotPlain")
        if has_default and f.default is not None and typing.get_origin(inner) in (tuple, Mapping, dict):
            env[f"default{i}"] = f.default_factory if f.default_factory is not dataclasses.MISSING else (lambda d=f.default: d)
            lines.append(f"        elif not v and (type(v) is tuple or type(v) is dict):")
            lines.append(f"            kw[{name}] = default{i}()")
        if _is_scalar(inner):
            env[f"type{i}"] = inner
            lines.append(f"        elif type(v) is type{i}:")
            lines.append(f"            kw[{name}] = v")
            lines.append("        else:")
            lines.append("            raise NotPlain")
        else:
            env[f"copy{i}"] = _copier(inner)
            lines.append("        else:")
            lines.append(f"            kw[{name}] = copy{i}(v)")
    lines += ["    except KeyError:",
              "        raise NotPlain from None",
              "    return cls(**kw)"]
    exec("\n".join(lines), env)     # noqa: S102  (our own text, from the class's fields)
    return env["copy"]


def null_where_required(cls: Any, value: Any, where: str = "") -> str | None:
    """The path of the first field of ``value`` (a protocol dataclass of type ``cls``, as an
    in-process engine hands it out) that holds ``None`` though it is not optional (``tapped``,
    ``winners``), or None when there is none. The JSON round trip cannot tell: ``to_json`` leaves a
    ``None`` out and ``from_json`` then gives the field its default (``tapped`` False), where a stdio
    engine's ``null`` is refused (docs/protocol.md §1, "``null`` is accepted only for optional
    fields"). Only dataclass fields and the items of tuples of dataclasses are looked into."""
    where = where or getattr(cls, "__name__", "value")
    if not dataclasses.is_dataclass(cls) or not dataclasses.is_dataclass(value) or isinstance(value, type):
        return None
    for name, nullable, inner in _null_plan(cls):
        v = getattr(value, name, None)
        if v is None:
            if not nullable:
                return f"{where}.{name}"
            continue
        if inner is None:
            continue
        if isinstance(v, (tuple, list)):
            for i, item in enumerate(v):
                if item is None:
                    return f"{where}.{name}[{i}]"
                if (found := null_where_required(inner, item, f"{where}.{name}[{i}]")) is not None:
                    return found
        elif (found := null_where_required(inner, v, f"{where}.{name}")) is not None:
            return found
    return None


@functools.cache
def _null_plan(cls: Any) -> tuple[tuple[str, bool, Any], ...]:
    """Per field of ``cls``: its name, whether it is optional, and the dataclass it holds (itself or
    as the items of a tuple), if any."""
    hints = typing.get_type_hints(cls)
    plan = []
    for f in dataclasses.fields(cls):
        hint = hints[f.name]
        args = typing.get_args(hint)
        nullable = typing.get_origin(hint) in (Union, types.UnionType) and type(None) in args
        inner = next((a for a in args if a is not type(None)), None) if nullable else hint
        if typing.get_origin(inner) is tuple:
            inner = typing.get_args(inner)[0]
        plan.append((f.name, nullable, inner if dataclasses.is_dataclass(inner) else None))
    return tuple(plan)
