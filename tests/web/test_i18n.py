"""Every visible string comes from the translation files, in all three languages (Polish, English,
Simplified Chinese)."""

from __future__ import annotations

import json
import re

import pytest

from texts import ENGINE_TRANSLATIONS, WEB, all_texts, forms, load, namespaces, translation_file

# The page's languages (LANGUAGES in web/js/i18n.js); texts.LANGS holds the two whose rules pages and
# lessons the other tests read.
LANGS = ("pl", "en", "zh")

LITERAL_KEY = re.compile(r"""\bt\(\s*"([a-z_]+(?:\.[A-Za-z0-9_]+)+)"|data-i18n(?:-label)?="([a-z_.]+)\"""")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# The forms a plural message has in each language: Intl.PluralRules' categories (CLDR).
PLURAL_FORMS = {"pl": {"one", "few", "many", "other"}, "en": {"one", "other"}, "zh": {"other"}}
# Placeholders that hold a count of things, and the words that may follow one unchanged
# whatever the count: a unit's abbreviation that never takes a plural, or a preposition.
COUNTS = {"count", "total", "points", "unit", "double", "seats", "votes", "moves", "amount", "loss"}
INVARIANT = {"pl": {"pkt", "MB", "z", "do", "i"}, "en": {"MB", "of", "to", "and"}, "zh": {"MB"}}
COUNTED = re.compile(r"\{(\w+)\}\s+(\{\w+\}|[^\W\d_]+)")
# "You" as a subject with a verb of the third person singular: "You plays", "You passes", "You has"
# ("each of you gets" has "each" for its subject).
YOU_THIRD_PERSON = re.compile(r"(?<!of )\b[Yy]ou\s+(?:is|has|was|does|[a-z]*[^s\W]s)\b")


def test_every_translation_file_is_loaded() -> None:
    for lang in LANGS:
        on_disk = [path.stem for path in (WEB / "i18n" / lang).glob("*.json")]
        in_engine = [namespace for namespace, folder in ENGINE_TRANSLATIONS.items() if (folder / f"{lang}.json").is_file()]
        assert sorted(on_disk + in_engine) == sorted(namespaces())


def test_the_page_and_the_tests_know_the_same_languages() -> None:
    source = (WEB / "js" / "i18n.js").read_text(encoding="utf-8")
    assert tuple(re.findall(r'"(\w+)"', re.search(r"LANGUAGES = \[(.*?)\]", source).group(1))) == LANGS


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
@pytest.mark.parametrize("namespace", namespaces())
def test_every_language_has_the_same_keys_as_english(lang: str, namespace: str) -> None:
    """No key missing, none extra: in every namespace, each language says what English says."""
    english = json.loads(translation_file("en", namespace).read_text(encoding="utf-8"))
    other = json.loads(translation_file(lang, namespace).read_text(encoding="utf-8"))
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}/{namespace}"
    assert sorted(set(other) - set(english)) == [], f"extra in {lang}/{namespace}"


def test_every_literal_key_in_the_page_exists() -> None:
    keys = set(load("pl"))
    sources = [*WEB.rglob("*.js"), WEB / "index.html"]
    used = {match for path in sources for pair in LITERAL_KEY.findall(path.read_text(encoding="utf-8")) for match in pair if match}
    assert len(used) > 40  # the scan itself works
    assert sorted(used - keys) == []


def placeholders(message: str | dict[str, str]) -> set[str]:
    return {name for text in forms(message) for name in PLACEHOLDER.findall(text)}


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_placeholders_match_between_languages(lang: str) -> None:
    other, english = load(lang), load("en")
    for key, message in other.items():
        assert placeholders(message) == placeholders(english[key]), key


def test_a_chinese_message_counts_where_the_english_one_does() -> None:
    """Chinese has one plural form, but a message that names a count is still a plural message
    (t() picks the form the same way in every language)."""
    chinese, english = load("zh"), load("en")
    differ = sorted(key for key, message in english.items() if isinstance(message, str) != isinstance(chinese[key], str))
    assert differ == []


def test_a_plural_message_has_every_form_of_its_language() -> None:
    """A message that names a count is an object of forms keyed by Intl.PluralRules' categories."""
    for lang in LANGS:
        plurals = {key: message for key, message in load(lang).items() if not isinstance(message, str)}
        assert len(plurals) > 10  # the scan itself works
        wrong = {key: sorted(message) for key, message in plurals.items() if set(message) != PLURAL_FORMS[lang]}
        assert wrong == {}, f"{lang}: plural messages need exactly the forms {sorted(PLURAL_FORMS[lang])}"


def test_every_message_that_names_a_count_goes_through_the_plural_rules() -> None:
    """ "1 cards", "1 pts", "5 karty": a count followed by its noun is a plural message, never a plain string."""
    for lang in LANGS:
        fixed = {
            key: text
            for key, text in load(lang).items()
            if isinstance(text, str)
            for name, word in COUNTED.findall(text)
            if name in COUNTS and word not in INVARIANT[lang]
        }
        assert fixed == {}, f"{lang}: a count with a noun that does not follow it"


def test_no_english_sentence_has_you_with_a_third_person_verb() -> None:
    """ "You plays", "You passes": a sentence about the player speaks to them (table, rules, lessons)."""
    found = {where: text for where, texts in all_texts("en").items() for text in texts if YOU_THIRD_PERSON.search(text)}
    assert found == {}
    assert YOU_THIRD_PERSON.search("You plays 2 of spades.") and YOU_THIRD_PERSON.search("You passes.")
    assert not YOU_THIRD_PERSON.search("You pass. You have 1 card left; you play it, and each of you gets a point.")


def test_a_sentence_about_you_has_no_seat_name_for_its_subject() -> None:
    """The second-person twin of a sentence about a seat ("You become the landlord") names no seat."""
    for lang in LANGS:
        messages = load(lang)
        twins = {key: message for key, message in messages.items() if key.endswith("_you")}
        assert len(twins) >= 3
        for key, message in twins.items():
            assert key.removesuffix("_you") in messages, key
            assert "name" not in placeholders(message), key


def test_every_prezydent_refusal_reason_is_translated() -> None:
    """The reasons PrezydentState.explain can give (P4, P5, P17) all have a why.* text."""
    source = (WEB.parent / "engine" / "karciarnia" / "games" / "prezydent" / "game.py").read_text(encoding="utf-8")
    reasons = set(re.findall(r'return "([a-z_]+)", \{', source))
    assert {"one_rank", "same_count", "not_higher", "give_count"} <= reasons
    assert sorted(f"why.{reason}" for reason in reasons if f"why.{reason}" not in load("en")) == []


# The Latin words a Chinese text may hold: names (the site's, a game's in Latin letters, a game's
# author), the cards' index letters (J Q K A as on the cards; a tarok's K Q N P), units and formats,
# the language row's short forms, the network services a player may have to name in the settings,
# key names, and a formula's variable.
LATIN_ALLOWED = {
    "Karciarnia", "Dou", "Dizhu", "Paweł", "S", "Hachaj",
    "J", "Q", "K", "A", "N", "P",
    "MB", "JSON", "UTC", "PL", "EN",
    "STUN", "TURN", "NAT", "Nostr",
    "Home", "End", "Tab", "Space", "Esc", "Enter", "Shift",
    "n",
}  # fmt: skip
LATIN_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ0-9]*")  # Latin letters, not × or ÷
RULE_ID = re.compile(r"[PKDT]\d+[a-z]?")  # a rule's id (P14, D6): a name, not a word
NOT_WORDS = re.compile(r"\{\w+\}|\bstun:[\w.:-]+")  # placeholders, and the example of a STUN address
# A rules page's data among its texts: a card id (in an example's cards), an option's value.
RULES_DATA = re.compile(r"(?:10|[2-9]|[AKQJN1])[SHDC]|RJ|BJ|FOOL|T\d+|[a-z_]+")


def latin_words(text: str) -> set[str]:
    """The Latin words in ``text`` that are neither names nor allowed tokens."""
    return {word for word in LATIN_WORD.findall(NOT_WORDS.sub(" ", text)) if word not in LATIN_ALLOWED and not RULE_ID.fullmatch(word)}


def test_a_chinese_text_holds_no_latin_words_but_names() -> None:
    """Every Chinese text (the table's messages, the rules pages, the lessons) is in Chinese: an
    English word left behind is a string not translated."""
    texts = {where: [text for text in texts if not (where.startswith("rules ") and RULES_DATA.fullmatch(text))] for where, texts in all_texts("zh").items()}
    found = {where: sorted(set().union(*map(latin_words, texts))) for where, texts in texts.items()}
    assert {where: words for where, words in found.items() if words} == {}
    assert latin_words("你出了{cards}：J Q K A，2.5 MB，规则 D12") == set()
    assert latin_words("你 pass 了，Paweł S. Hachaj") == {"pass"}
