"""Every visible string comes from the translation files, in both languages."""

from __future__ import annotations

import re

from texts import ENGINE_TRANSLATIONS, LANGS, WEB, all_texts, forms, load, namespaces

LITERAL_KEY = re.compile(r"""\bt\(\s*"([a-z_]+(?:\.[A-Za-z0-9_]+)+)"|data-i18n(?:-label)?="([a-z_.]+)\"""")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# The forms a plural message has in each language: Intl.PluralRules' categories (CLDR).
PLURAL_FORMS = {"pl": {"one", "few", "many", "other"}, "en": {"one", "other"}}
# Placeholders that hold a count of things, and the words that may follow one unchanged
# whatever the count: a unit's abbreviation that never takes a plural, or a preposition.
COUNTS = {"count", "total", "points", "unit", "double", "seats", "votes", "moves", "amount", "loss"}
INVARIANT = {"pl": {"pkt", "MB", "z", "do", "i"}, "en": {"MB", "of", "to", "and"}}
COUNTED = re.compile(r"\{(\w+)\}\s+(\{\w+\}|[^\W\d_]+)")
# "You" as a subject with a verb of the third person singular: "You plays", "You passes", "You has"
# ("each of you gets" has "each" for its subject).
YOU_THIRD_PERSON = re.compile(r"(?<!of )\b[Yy]ou\s+(?:is|has|was|does|[a-z]*[^s\W]s)\b")


def test_every_translation_file_is_loaded() -> None:
    for lang in LANGS:
        on_disk = [path.stem for path in (WEB / "i18n" / lang).glob("*.json")]
        in_engine = [namespace for namespace, folder in ENGINE_TRANSLATIONS.items() if (folder / f"{lang}.json").is_file()]
        assert sorted(on_disk + in_engine) == sorted(namespaces())


def test_polish_and_english_have_the_same_keys() -> None:
    polish, english = load("pl"), load("en")
    assert sorted(set(polish) ^ set(english)) == []


def test_every_literal_key_in_the_page_exists() -> None:
    keys = set(load("pl"))
    sources = [*WEB.rglob("*.js"), WEB / "index.html"]
    used = {match for path in sources for pair in LITERAL_KEY.findall(path.read_text(encoding="utf-8")) for match in pair if match}
    assert len(used) > 40  # the scan itself works
    assert sorted(used - keys) == []


def placeholders(message: str | dict[str, str]) -> set[str]:
    return {name for text in forms(message) for name in PLACEHOLDER.findall(text)}


def test_placeholders_match_between_languages() -> None:
    polish, english = load("pl"), load("en")
    for key, message in polish.items():
        assert placeholders(message) == placeholders(english[key]), key


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
