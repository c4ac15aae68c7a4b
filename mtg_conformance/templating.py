"""The Jinja2 environment of the HTML pages (issue 34 item 2): templates in
``mtg_conformance/templates/`` (package data), autoescaping on for every template, so that text from
a run report (engine names, failure messages, scenario names) is always text, never markup.

The templates are written a tag or a loop per line for reading; the pages have no whitespace between
tags (as before the templates: the HTML report's tests read it so): a line break in a template
between a tag or a ``}}`` / ``%}`` and the next tag or ``{{`` / ``{%`` is removed from the template's
source when it is loaded, never from the text a report puts into the page. Escaping is the standard
library's :func:`html.escape` (quotes as ``&quot;`` and ``&#x27;``), applied by autoescape to
every value that is not already markup."""

from __future__ import annotations

import html
import re
from functools import cache
from typing import Any

import jinja2
from markupsafe import Markup

__all__ = ["environment", "raw"]

_BETWEEN_TAGS = re.compile(r"([>}])\n[ \t]*(?=[<{])")


class _Loader(jinja2.PackageLoader):
    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str | None, Any]:
        source, filename, uptodate = super().get_source(environment, template)
        if template.endswith(".html.j2"):
            source = _BETWEEN_TAGS.sub(r"\1", source)
        return source, filename, uptodate


def _escape(value: Any) -> Any:
    """What a ``{{ }}`` writes: markup as it is, anything else escaped by :func:`html.escape`."""
    if hasattr(value, "__html__"):
        return value
    return Markup(html.escape("" if value is None else str(value)))


@cache
def environment() -> jinja2.Environment:
    """The environment: templates from the package, autoescape always on, undefined names an error,
    block lines trimmed."""
    return jinja2.Environment(loader=_Loader("mtg_conformance", "templates"), autoescape=True,
                              finalize=_escape, undefined=jinja2.StrictUndefined,
                              trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


def raw(name: str) -> Markup:
    """A file of the templates folder as it is (the pages' inline CSS and script), as markup."""
    env = environment()
    assert env.loader is not None
    return Markup(env.loader.get_source(env, name)[0])
