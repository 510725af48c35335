"""Every visible string comes from the translation files, in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
LITERAL_KEY = re.compile(r"""\bt\(\s*"([a-z_]+(?:\.[A-Za-z0-9_]+)+)"|data-i18n(?:-label)?="([a-z_.]+)\"""")


def load(lang: str) -> dict[str, str]:
    return json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def test_polish_and_english_have_the_same_keys() -> None:
    polish, english = load("pl"), load("en")
    assert sorted(set(polish) ^ set(english)) == []


def test_every_literal_key_in_the_page_exists() -> None:
    keys = set(load("pl"))
    sources = [*WEB.rglob("*.js"), WEB / "index.html"]
    used = {match for path in sources for pair in LITERAL_KEY.findall(path.read_text(encoding="utf-8")) for match in pair if match}
    assert len(used) > 40  # the scan itself works
    assert sorted(used - keys) == []


def test_placeholders_match_between_languages() -> None:
    polish, english = load("pl"), load("en")
    placeholder = re.compile(r"\{(\w+)\}")
    for key, text in polish.items():
        assert set(placeholder.findall(text)) == set(placeholder.findall(english[key])), key


def test_every_prezydent_refusal_reason_is_translated() -> None:
    """The reasons PrezydentState.explain can give (P4, P5, P17) all have a why.* text."""
    source = (WEB.parent / "engine" / "karciarnia" / "games" / "prezydent.py").read_text(encoding="utf-8")
    reasons = set(re.findall(r'return "([a-z_]+)", \{', source))
    assert {"one_rank", "same_count", "not_higher", "give_count"} <= reasons
    assert sorted(f"why.{reason}" for reason in reasons if f"why.{reason}" not in load("en")) == []
