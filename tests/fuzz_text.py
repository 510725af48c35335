"""Hypothesis strategies for fuzzing JSON boundaries: any JSON value, and edits that mangle valid text."""

from __future__ import annotations

from hypothesis import strategies as st

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(-(2**80), 2**80)
    | st.floats()  # NaN, ±Infinity, -0.0 and subnormals: json.dumps writes the NaN/Infinity literals
    | st.text(max_size=12)
)
JSON_VALUES = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12
)
Edit = tuple[str, int, int, str]  # (kind, where, size, inserted text)
TEXT_EDITS = st.lists(
    st.tuples(st.sampled_from(["delete", "insert", "replace", "truncate", "repeat"]), st.integers(0, 10**6), st.integers(0, 40), st.text(max_size=6)),
    min_size=1,
    max_size=4,
)


def mutate(text: str, edits: list[Edit]) -> str:
    """``text`` after each edit in turn: delete, insert, overwrite, cut off or repeat a stretch of it."""
    for kind, where, size, insert in edits:
        at = where % (len(text) + 1)
        if kind == "delete":
            text = text[:at] + text[at + size :]
        elif kind == "insert":
            text = text[:at] + insert + text[at:]
        elif kind == "replace":
            text = text[:at] + insert + text[at + len(insert) :]
        elif kind == "truncate":
            text = text[:at]
        else:
            text = text[:at] + text[at : at + size] * 3 + text[at:]
    return text
