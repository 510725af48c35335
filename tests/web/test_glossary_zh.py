"""The Chinese glossary (glossary_zh.json): each game's terms in the words its players use (Dou
Dizhu's 地主, 农民, 叫地主/抢地主 … 王炸, 春天, 反春), one Chinese word per term; the table's Chinese
messages say it wherever the English says the term, and each game's Chinese rules page uses it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from texts import ENGINE_TRANSLATIONS, WEB, forms, load, namespaces, rules_texts, translation_file

GLOSSARY = json.loads(Path(__file__).with_name("glossary_zh.json").read_text(encoding="utf-8"))
TERMS = GLOSSARY["terms"]
PLACEHOLDER = re.compile(r"\{\w+\}")  # {multiplier}, {votes}: a value, not the term
# The page's own namespaces (the engine's reasons are worded from data and hold no game's terms).
PAGE_NAMESPACES = [namespace for namespace in namespaces() if namespace not in ENGINE_TRANSLATIONS]


def english_term(term: dict) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{term['en']})(?![\w-])", re.IGNORECASE)


def messages(lang: str, namespace: str) -> dict[str, str]:
    """A namespace's messages in ``lang``, a plural message's forms as one text."""
    raw = json.loads(translation_file(lang, namespace).read_text(encoding="utf-8"))
    return {key: PLACEHOLDER.sub(" ", " / ".join(forms(message))) for key, message in raw.items()}


def test_the_glossary_is_well_formed() -> None:
    assert len(TERMS) >= 40
    games = {path.name.split(".")[0] for path in (WEB / "rules").glob("*.en.json")}
    for term in TERMS:
        assert set(term) <= {"en", "zh", "in", "keys", "rules", "note"}, term
        assert term["zh"] and all(re.fullmatch(r"[\u4e00-\u9fff/（）]+", word) for word in term["zh"]), term
        assert term["in"] and set(term["in"]) <= set(PAGE_NAMESPACES), term
        assert term.get("rules") in games | {None}, term
        english_term(term)  # a valid pattern


@pytest.mark.parametrize("term", [term for term in TERMS if term.get("keys")], ids=lambda term: term["en"])
def test_the_table_names_each_term_with_the_glossarys_word(term: dict) -> None:
    chinese, english = load("zh"), load("en")
    for key in term["keys"]:
        assert term["zh"][0] in " / ".join(forms(chinese[key])), f"{key}: {chinese[key]!r} lacks {term['zh'][0]!r}"
        assert english_term(term).search(" / ".join(forms(english[key]))) or key.startswith(("game", "option")), key


@pytest.mark.parametrize("namespace", PAGE_NAMESPACES)
def test_where_english_says_a_term_chinese_says_it_too(namespace: str) -> None:
    """A Chinese message says the glossary's word wherever its English says the term: "airplane
    with singles" is 飞机带翅膀 everywhere, never another word for it."""
    english, chinese = messages("en", namespace), messages("zh", namespace)
    terms = [term for term in TERMS if namespace in term["in"]]
    missing = {}
    for key, text in english.items():
        for term in terms:
            pattern = english_term(term)
            if pattern.search(text):
                if not any(word in chinese[key] for word in term["zh"]):
                    missing.setdefault(key, []).append(f"{term['en']} → {'/'.join(term['zh'])}")
                text = pattern.sub(" ", text)  # a phrase matched is not read again by a shorter term
    assert missing == {}, {key: (chinese[key], words) for key, words in missing.items()}


@pytest.mark.parametrize("game", sorted({term["rules"] for term in TERMS if term.get("rules")}))
def test_each_games_chinese_rules_page_uses_the_glossarys_words(game: str) -> None:
    pages = rules_texts("zh")
    page = f"{game}.zh.json"
    if page not in pages:
        pytest.skip(f"no Chinese rules page for {game} yet")
    text = " ".join(pages[page])
    missing = [term["zh"][0] for term in TERMS if term.get("rules") == game and term["zh"][0] not in text]
    assert missing == []
