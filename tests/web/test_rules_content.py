"""The full-rules pages (web/rules/<game>.<lang>.json): complete, parallel, and safe to draw.

Each section lists the rule ids it explains; together the sections of a game
cover every rule of its normative rules file (rules/prezydent.md P1–P27,
rules/doudizhu.md D1–D29, rules/tarok.md T1–T21, rules/koalicje.md K1–K25), in
Polish, English and Simplified Chinese, and every **Decision** of those files is
said plainly in a "decision" box.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
RULES = WEB / "rules"
LANGS = ("pl", "en", "zh")
# The rule ids of each game (prefix, last number) and the ones marked Decision.
GAMES = {"prezydent": ("P", 27), "doudizhu": ("D", 29), "tarok": ("T", 21), "koalicje": ("K", 25)}
DECISIONS = {
    "prezydent": {"P18", "P24"},
    "doudizhu": {"D4", "D24"},
    "tarok": {"T6", "T7", "T21"},
    "koalicje": {"K8", "K20"},
}
BLOCK_KINDS = {"p", "list", "steps", "terms", "table", "example", "decision", "note", "cards", "h"}
FRENCH_CARD = re.compile(r"^(?:(?:10|[2-9JQKA])[SHDC]|RJ|BJ)$")
TAROK_CARD = re.compile(r"^(?:(?:10|[1-9]|[KQNJ])[SHDC]|T(?:[1-9]|1\d|2[01])|FOOL)$")
# Where the original (Polish) descriptions are kept, outside the repository.
SOURCES = Path("/work/shared/rules/source")


def load(game: str, lang: str) -> dict:
    return json.loads((RULES / f"{game}.{lang}.json").read_text(encoding="utf-8"))


def all_ids(game: str) -> set[str]:
    prefix, last = GAMES[game]
    return {f"{prefix}{n}" for n in range(1, last + 1)}


def strings(value: object) -> list[str]:
    """Every string inside a content value (keys excluded)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return []


def kind(block: dict) -> str:
    (found,) = set(block) & BLOCK_KINDS
    return found


def shape(block: dict) -> tuple:
    """What must match between the languages: the kind, its size, notes' conditions, cards."""
    k = kind(block)
    size = {
        "list": lambda: len(block["list"]),
        "steps": lambda: len(block["steps"]),
        "terms": lambda: tuple(tuple(term.get("cards", ())) for term in block["terms"]),
        "table": lambda: (len(block["table"]["head"]), [len(row) for row in block["table"]["rows"]]),
    }.get(k, lambda: None)()
    return (k, size, json.dumps(block.get("when"), sort_keys=True), block.get("rule"), tuple(block.get("cards", ())))


def game_options() -> dict[str, dict[str, dict]]:
    import sys

    sys.path.insert(0, str(ROOT / "engine"))
    from karciarnia import api

    return {game["id"]: {o["name"]: o for o in game["options"]} for game in api.op_catalog({})["games"]}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_game_has_a_rules_file_in_each_language(game: str, lang: str) -> None:
    rules = load(game, lang)
    assert rules["game"] == game and rules["lang"] == lang
    assert rules["title"].strip() and rules["intro"].strip()
    assert len(rules["sections"]) >= 5
    ids = [section["id"] for section in rules["sections"]]
    assert len(ids) == len(set(ids)), "section ids are unique"
    for section in rules["sections"]:
        assert re.fullmatch(r"[a-z_]+", section["id"])
        assert section["title"].strip() and section["blocks"] and section["rules"]
        for block in section["blocks"]:
            assert len(set(block) & BLOCK_KINDS) == 1, f"{game}.{lang} {section['id']}: one kind per block: {block}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_empty_text_and_no_markup(game: str, lang: str) -> None:
    rules = load(game, lang)
    for text in strings(rules):
        assert text.strip(), f"{game}.{lang}: empty text"
        assert text == text.strip(), f"{game}.{lang}: stray spaces in {text!r}"
        assert "<" not in text and ">" not in text, f"{game}.{lang}: markup in {text!r} (the page draws text only)"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_language_has_the_sections_and_shape_of_polish(game: str, lang: str) -> None:
    polish, other = load(game, "pl"), load(game, lang)
    assert [s["id"] for s in polish["sections"]] == [s["id"] for s in other["sections"]]
    for pl_section, section in zip(polish["sections"], other["sections"]):
        assert pl_section["rules"] == section["rules"], pl_section["id"]
        assert pl_section.get("optional") == section.get("optional"), pl_section["id"]
        assert [shape(b) for b in pl_section["blocks"]] == [shape(b) for b in section["blocks"]], pl_section["id"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_id_is_explained_somewhere(game: str, lang: str) -> None:
    listed = {rule for section in load(game, lang)["sections"] for rule in section["rules"]}
    assert sorted(all_ids(game) - listed) == [], "rules no section explains"
    assert sorted(listed - all_ids(game)) == [], "ids that are no rule of the game"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_decision_is_said_plainly(game: str, lang: str) -> None:
    """Each Decision of the rules file has a decision box, in a section that lists that rule."""
    boxes = {
        block["rule"]
        for section in load(game, lang)["sections"]
        for block in section["blocks"]
        if kind(block) == "decision" and block["rule"] in section["rules"]
    }
    assert boxes == DECISIONS[game]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_cards_and_option_notes_are_real(game: str, lang: str) -> None:
    pattern = TAROK_CARD if game == "tarok" else FRENCH_CARD
    options = game_options()[game]
    for section in load(game, lang)["sections"]:
        for block in section["blocks"]:
            cards = list(block.get("cards", []))
            for term in block.get("terms", []):
                cards += term.get("cards", [])
            assert all(pattern.match(card) for card in cards), cards
            for name, value in block.get("when", {}).items():
                # a note names an option of the game, with a value it can take
                spec = options[name]
                if spec["kind"] == "bool":
                    assert isinstance(value, bool)
                elif spec["kind"] == "choice":
                    assert value in spec["choices"]
                else:
                    assert spec["min"] <= value <= spec["max"]


def test_the_rules_view_draws_without_innerhtml() -> None:
    code = re.sub(r"^\s*//.*$", "", (WEB / "js" / "player" / "rules.js").read_text(encoding="utf-8"), flags=re.M)
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write", code)


def _words(text: str) -> list[str]:
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return re.findall(r"[a-z0-9]+", plain)


@pytest.mark.parametrize("game", GAMES)
def test_polish_text_is_our_own_words(game: str) -> None:
    """No run of seven words is taken over from the original description.

    Runs that are mostly card ranks ("10 9 8 7 6 5 4") are facts, not wording:
    a run counts only when it holds at least three real words.
    """
    source = SOURCES / f"{game}.pl.txt"
    if not source.exists():
        pytest.skip("the original descriptions are not on this machine")
    words = _words(source.read_text(encoding="utf-8"))
    original = {tuple(words[i : i + 7]) for i in range(len(words) - 6)}
    ours = _words(" ".join(strings(load(game, "pl"))))
    runs = (tuple(ours[i : i + 7]) for i in range(len(ours) - 6))
    copied = {" ".join(run) for run in runs if run in original and sum(len(w) >= 3 and not w.isdigit() for w in run) >= 3}
    assert not copied


# What a reader sees of a rules page: not ids, rule ids, cards or the options a note depends on.
NOT_READ = {"id", "game", "lang", "rules", "rule", "cards", "when"}
NAMES = {"Karciarnia", "Paweł", "Hachaj"}  # the app and the game's author keep their names


def read_texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for key, item in value.items() if key not in NOT_READ for s in read_texts(item)]
    if isinstance(value, list):
        return [s for item in value for s in read_texts(item)]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_the_chinese_page_leaves_no_english_word(game: str) -> None:
    """Card ranks (J, Q, K, A) and rule ids stay as letters; a word of three Latin letters is an untranslated leftover."""
    words = {word for text in read_texts(load(game, "zh")) for word in re.findall(r"[A-Za-z\u00c0-\u024f]{3,}", text)}
    assert words - NAMES == set()


# K5 (Decision): the threshold is reached with ≥, so the text a player reads says
# "reaches" / "osiąga", never "passes" / "przekracza".
THRESHOLD_PASSED = {
    "pl": re.compile(r"przekr[ao]cz", re.IGNORECASE),
    "en": re.compile(r"\b(pass(es|ed)?|exceed\w*|over) the (threshold|next hundred)", re.IGNORECASE),
    "zh": re.compile(r"(超过|超出|越过)[^，。；：]{0,8}(门槛|百)"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_koalicje_says_the_threshold_is_reached(lang: str) -> None:
    texts = strings(load("koalicje", lang))
    messages = json.loads((WEB / "i18n" / lang / "koalicje.json").read_text(encoding="utf-8")).values()
    texts += [text for message in messages for text in ([message] if isinstance(message, str) else message.values())]
    assert [text for text in texts if THRESHOLD_PASSED[lang].search(text)] == []
    reached = re.compile({"pl": r"osiąg", "en": r"\breach", "zh": r"达到"}[lang])
    assert sum(bool(reached.search(text)) for text in texts) >= 4  # the outcomes, the blurb and the rules say it
