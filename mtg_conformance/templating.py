"""The Jinja2 environment of the HTML pages (issue 34 item 2): templates in
``mtg_conformance/templates/`` (package data), autoescaping on for every template, so that text from
a run report (engine names, failure messages, scenario names) is always text, never markup."""

from __future__ import annotations

from functools import cache

import jinja2

__all__ = ["environment"]


@cache
def environment() -> jinja2.Environment:
    """The environment: templates from the package, autoescape always on (the CSS and SVG templates
    hold no report text), undefined names an error, blocks trimmed."""
    return jinja2.Environment(loader=jinja2.PackageLoader("mtg_conformance", "templates"),
                              autoescape=True, undefined=jinja2.StrictUndefined,
                              trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
