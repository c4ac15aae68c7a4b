"""Mana: costs, pools and paying (CR 106, 107.4, 118, 202.3)."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = COLORS + ("C",)
_SYMBOL = re.compile(r"\{([^}]+)\}")


class ManaError(ValueError):
    """A mana string that is not mana symbols, or a cost the pool cannot pay."""


@dataclasses.dataclass(frozen=True)
class ManaCost:
    """A mana cost: generic amount, colored/colorless symbols, hybrid pairs and X count."""

    generic: int = 0
    symbols: tuple[str, ...] = ()
    """One entry per colored or colorless ({C}) symbol, e.g. ("U", "U")."""
    hybrid: tuple[tuple[str, str], ...] = ()
    x: int = 0
    """How many {X} the cost has."""
    mono_hybrid: tuple[str, ...] = ()
    """107.4e: the color of each monocolored hybrid symbol ({2/R} is "R"), "paid with either one
    [mana of that color] or two mana of any type"."""
    phyrexian: tuple[str, ...] = ()
    """107.4f: the color of each Phyrexian mana symbol ({G/P} is "G"), paid with one mana of that
    color or 2 life, as the caster announced (601.2b: :meth:`announce_phyrexian`)."""

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost | None":
        """``None`` for an object with no mana cost (CR 118.6); ``{0}``-like for an empty cost."""
        if text is None:
            return None
        generic, symbols, hybrid, x, mono, phyrexian = 0, [], [], 0, [], []
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            raise ManaError(f"not a mana cost: {text!r}")
        for sym in _SYMBOL.findall(text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in MANA_TYPES:
                symbols.append(sym)
            elif "/" in sym and all(h in MANA_TYPES for h in sym.split("/")):
                a, b = sym.split("/")
                hybrid.append((a, b))
            elif re.fullmatch(r"2/[WUBRG]", sym):                 # 107.4e: {2/B}
                mono.append(sym[2])
            elif re.fullmatch(r"[WUBRG]/P", sym):                 # 107.4f: {G/P}
                phyrexian.append(sym[0])
            else:
                raise ManaError(f"unknown mana symbol {{{sym}}} in {text!r}")
        return cls(generic, tuple(symbols), tuple(hybrid), x, tuple(mono), tuple(phyrexian))

    @property
    def mana_value(self) -> int:
        """CR 202.3 (X counts 0 here); 202.3f: "use the largest component of each hybrid symbol": 1
        for {G/W}, 2 for {2/B}."""
        return self.generic + len(self.symbols) + len(self.hybrid) + 2 * len(self.mono_hybrid) + len(self.phyrexian)

    def with_x(self, x: int) -> "ManaCost":
        """The cost with each {X} replaced by ``x`` generic mana (CR 107.3)."""
        return dataclasses.replace(self, generic=self.generic + self.x * x, x=0)

    def plus(self, other: "ManaCost") -> "ManaCost":
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols,
                        self.hybrid + other.hybrid, self.x + other.x, self.mono_hybrid + other.mono_hybrid,
                        self.phyrexian + other.phyrexian)

    def announce_phyrexian(self, choices: tuple[str, ...]) -> tuple["ManaCost", int]:
        """601.2b: "If a cost that will be paid as the spell is being cast includes Phyrexian mana
        symbols, the player announces whether they intend to pay 2 life or a corresponding colored
        mana cost for each of those symbols." ``choices`` holds "life" or "mana" for each symbol in
        order (empty: mana for each); returns the cost without Phyrexian symbols and the life to pay."""
        choices = choices or ("mana",) * len(self.phyrexian)
        if len(choices) != len(self.phyrexian) or not set(choices) <= {"life", "mana"}:
            raise ManaError(f"{self} has {len(self.phyrexian)} Phyrexian mana symbol(s): announce \"life\" or "
                            f"\"mana\" for each, not {list(choices)}")
        colored = tuple(c for c, how in zip(self.phyrexian, choices) if how == "mana")
        return (dataclasses.replace(self, symbols=self.symbols + colored, phyrexian=()),
                2 * choices.count("life"))

    def reduce_generic(self, amount: int) -> "ManaCost":
        """Reduce only the generic component (CR 118.7a); never below zero."""
        return dataclasses.replace(self, generic=max(0, self.generic - amount))

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not (self.symbols or self.hybrid or self.x or self.mono_hybrid):
            parts.append(f"{{{self.generic}}}")
        parts += [f"{{{a}/{b}}}" for a, b in self.hybrid]
        parts += [f"{{2/{c}}}" for c in self.mono_hybrid]
        parts += [f"{{{c}/P}}" for c in self.phyrexian]
        parts += [f"{{{s}}}" for s in sorted(self.symbols, key=MANA_TYPES.index)]
        return "".join(parts)


def parse_pool(text: str) -> Counter[str]:
    """A pool given as mana symbols (``"{G}{G}{C}"``); only single-type symbols are allowed."""
    pool: Counter[str] = Counter()
    if _SYMBOL.sub("", text or "").strip():
        raise ManaError(f"not mana: {text!r}")
    for sym in _SYMBOL.findall(text or ""):
        if sym not in MANA_TYPES:
            raise ManaError(f"a mana pool holds only {{W}}{{U}}{{B}}{{R}}{{G}}{{C}}, not {{{sym}}}")
        pool[sym] += 1
    return pool


def format_mana(pool: Counter[str]) -> str:
    """Mana as symbols in WUBRGC order, e.g. ``"{U}{U}{C}"``; empty string for no mana."""
    return "".join(f"{{{t}}}" * pool.get(t, 0) for t in MANA_TYPES if pool.get(t, 0) > 0)


def pay(cost: ManaCost, pool: Counter[str]) -> Counter[str]:
    """Take ``cost`` (with X already fixed) from ``pool`` in place and return the mana spent.

    Colored and colorless symbols are paid with their own type first, then hybrid symbols each in
    one of its two ways (107.4e) that leaves enough for the rest, generic mana last with what
    remains (colorless first). Raises
    :class:`ManaError` naming what is missing; the pool is untouched then.
    """
    if cost.x:
        raise ManaError("X must be chosen before paying")
    if cost.phyrexian:
        raise ManaError("how each Phyrexian mana symbol is paid must be announced before paying (601.2b)")
    left = Counter(pool)
    spent: Counter[str] = Counter()
    for sym in cost.symbols:
        if left[sym] <= 0:
            raise ManaError(f"cannot pay {cost} from {format_mana(pool) or 'an empty mana pool'}")
        left[sym] -= 1
        spent[sym] += 1
    # 107.4e: each hybrid symbol "can be paid in one of two ways": {W/U} with white or blue mana,
    # {2/B} with one black mana or two mana of any type. The first way (in the order written: the
    # first half, the colored mana) that leaves enough for the rest is taken.
    ways = [(((a, 1),), ((b, 1),)) for a, b in cost.hybrid] + [(((c, 1),), (("*", 2),)) for c in cost.mono_hybrid]
    paid = _pay_ways(ways, left, cost.generic)
    if paid is None:
        raise ManaError(f"cannot pay {cost} from {format_mana(pool) or 'an empty mana pool'}")
    left, more = paid
    spent += more
    pool.clear()
    pool.update({t: n for t, n in left.items() if n > 0})
    return +spent


def _pay_generic(left: Counter[str], need: int) -> tuple[Counter[str], Counter[str]] | None:
    """``need`` generic mana (or "two mana of any type") from ``left``, colorless first."""
    left, spent = Counter(left), Counter()
    for t in ("C",) + COLORS:
        take = min(need, left[t])
        left[t] -= take
        spent[t] += take
        need -= take
    return None if need else (left, spent)


def _pay_ways(ways: list, left: Counter[str], generic: int) -> tuple[Counter[str], Counter[str]] | None:
    """The mana left and spent once each hybrid symbol (one entry of ``ways``: its two ways, each a
    tuple of (mana type or "*" for any type, amount)) and then ``generic`` are paid; None if no
    choice of ways pays them all."""
    if not ways:
        return _pay_generic(left, generic)
    for way in ways[0]:
        rest, spent = Counter(left), Counter()
        for kind, n in way:
            if kind == "*":
                got = _pay_generic(rest, n)
                if got is None:
                    break
                rest, more = got
                spent += more
            elif rest[kind] >= n:
                rest[kind] -= n
                spent[kind] += n
            else:
                break
        else:
            after = _pay_ways(ways[1:], rest, generic)
            if after is not None:
                return after[0], spent + after[1]
    return None
