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
    made_once: list[Any] = [None]

    def plan() -> tuple[tuple[str, _Copier, bool, bool], ...]:
        """Per field: name, copier, whether it may be null, whether it has a default (made on first
        use: a class may refer to itself)."""
        if made_once[0] is None:
            hints = typing.get_type_hints(cls)
            made_once[0] = tuple(
                (f.name, _copier(hints[f.name]), type(None) in typing.get_args(hints[f.name]),
                 f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING)
                for f in dataclasses.fields(cls))
        return made_once[0]

    def copy(value: Any) -> Any:
        if type(value) is not cls:
            raise NotPlain
        fields = value.__dict__
        kwargs = {}
        for name, copier, nullable, has_default in plan():
            try:
                v = fields[name]
            except KeyError:
                raise NotPlain from None
            if v is None:
                if not nullable:            # the round trip gives the default, or refuses
                    raise NotPlain
                kwargs[name] = None
            elif has_default and not v and type(v) in (tuple, dict):
                continue                    # to_json leaves it out: the default, as from_json
            else:
                kwargs[name] = copier(v)
        return cls(**kwargs)
    return copy
