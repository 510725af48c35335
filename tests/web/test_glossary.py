"""One glossary per language: the table's words for a game's roles and cards are the words of its
rules pages, lessons and review, and the other language's words never slip in."""

from __future__ import annotations

import re

import pytest
from texts import LANGS, all_texts, lesson_texts, load

# The glossary: the table's message for each term, and how the Polish word starts in its
# inflected forms ("Dupkiem", "pazia"), which an English text must never use.
GLOSSARY = {
    "title.president": r"prezydent",
    "title.vice_president": r"wiceprezydent",
    "title.citizen": r"obywatel",
    "title.vice_scum": r"wice-?dup",
    "title.scum": r"dup(?:ek|k)",
    "doudizhu.landlord": r"właściciel",
    "doudizhu.farmer": r"rolni",
    "tarok.rank.name.J": r"pa(?:ź|zi)",
    "tarok.rank.name.N": r"rycer",
    "card.fool": r"głup",
}
TITLES = ("title.president", "title.vice_president", "title.citizen", "title.vice_scum", "title.scum")


def polish_word(term: str) -> re.Pattern[str]:
    return re.compile(rf"\b{GLOSSARY[term]}\w*", re.IGNORECASE)


def test_the_glossary_is_the_tables_words() -> None:
    polish, english = load("pl"), load("en")
    for term in GLOSSARY:
        assert polish_word(term).fullmatch(polish[term]), term  # the stem matches the table's Polish word
        assert not polish_word(term).search(english[term]), term


@pytest.mark.parametrize("term", list(GLOSSARY))
def test_no_polish_term_in_an_english_text(term: str) -> None:
    # P14: the titles; the English table says President … Scum, and so do its rules, lessons and review.
    found = {where: text for where, texts in all_texts("en").items() for text in texts if polish_word(term).search(text)}
    assert found == {}, f"the Polish word for {load('en')[term]!r} in English texts"


@pytest.mark.parametrize("lang", LANGS)
def test_titles_are_spelt_as_at_the_table(lang: str) -> None:
    """A title in any text is written exactly as the results table writes it ("Vice-President")."""
    messages = load(lang)
    for term in TITLES:
        title = messages[term]
        loose = re.compile(rf"(?<![\w-]){re.escape(title).replace('-', '[- ]?')}\b", re.IGNORECASE)
        for where, texts in all_texts(lang).items():
            for text in texts:
                spelt = {match.group(0) for match in loose.finditer(text)}
                assert spelt <= {title}, f"{where}: {sorted(spelt)} for {title!r}"


def test_the_english_lessons_use_the_english_titles() -> None:
    lesson = " ".join(lesson_texts("en")["prezydent"])
    english = load("en")
    assert english["title.president"] in lesson and english["title.scum"] in lesson
