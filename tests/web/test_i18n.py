"""Every visible string comes from the translation files, in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
LITERAL_KEY = re.compile(r"""\bt\(\s*"([a-z_]+(?:\.[A-Za-z0-9_]+)+)"|data-i18n(?:-label)?="([a-z_.]+)\"""")


def namespaces() -> list[str]:
    """The namespaces the page loads (NAMESPACES in web/js/i18n.js)."""
    source = (WEB / "js" / "i18n.js").read_text(encoding="utf-8")
    return re.findall(r'"(\w+)"', re.search(r"NAMESPACES = \[(.*?)\]", source).group(1))


def load(lang: str) -> dict[str, str]:
    """All strings of a language, failing on a key defined in two namespaces."""
    merged: dict[str, str] = {}
    for namespace in namespaces():
        part = json.loads((WEB / "i18n" / lang / f"{namespace}.json").read_text(encoding="utf-8"))
        assert not set(part) & set(merged), f"{lang}/{namespace}.json redefines {sorted(set(part) & set(merged))}"
        merged.update(part)
    return merged


def test_every_translation_file_is_loaded() -> None:
    for lang in ("pl", "en"):
        on_disk = sorted(path.stem for path in (WEB / "i18n" / lang).glob("*.json"))
        assert on_disk == sorted(namespaces())


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
