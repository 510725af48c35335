"""JSON text from outside the engine: its size, nesting and syntax checked before it is used.

The page's requests (``api.handle``), a guest's messages passed on by the
host page (``remote.parse_guest_message``) and a saved game in a file
(``python -m karciarnia review``) are read the same way.
"""

from __future__ import annotations

import json
import re
from typing import Any

from karciarnia.errors import InvalidRequestError, KarciarniaError

MAX_DEPTH = 64  # arrays/objects nested deeper are refused before parsing (a real request nests < 10)

_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')  # an unclosed string runs to the end: linear


def too_deep(text: str) -> bool:
    """Whether arrays/objects nest deeper than ``MAX_DEPTH`` (brackets inside strings do not count).

    Checked before parsing: a deep enough nesting exhausts the parser's stack,
    which in Pyodide can be fatal to the worker rather than a ``RecursionError``.
    """
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    depth = 0
    for token in _STRING_OR_BRACKET.findall(text):
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif token in "]}":
            depth -= 1
    return False


def decode(text: Any, max_chars: int, what: str, error: type[KarciarniaError] = InvalidRequestError) -> Any:
    """The value of ``text``, JSON of at most ``max_chars`` characters; else ``error`` naming ``what``."""
    if not isinstance(text, str) or len(text) > max_chars:
        raise error(f"a {what} must be JSON text of at most {max_chars} characters")
    if too_deep(text):
        raise error(f"{what} nests arrays or objects deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError, or an integer of more than 4300 digits
        raise error(f"{what} is not valid JSON") from None
