"""Every text a player reads, per language: translations, rules pages and lessons."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from pathlib import Path

from karciarnia.catalog import BUNDLES
from karciarnia.tutorial import Text

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
# Namespaces whose one source is in the engine package, as <lang>.json (the build copies them into i18n/).
ENGINE_TRANSLATIONS = {"reasons": ROOT / "engine" / "karciarnia" / "reasons" / "text"}
LANGS = ("pl", "en")
Message = str | dict[str, str]  # a plain string, or a plural message's forms


def namespaces() -> list[str]:
    """The namespaces the page loads (NAMESPACES in web/js/i18n.js)."""
    source = (WEB / "js" / "i18n.js").read_text(encoding="utf-8")
    return re.findall(r'"(\w+)"', re.search(r"NAMESPACES = \[(.*?)\]", source).group(1))


def translation_file(lang: str, namespace: str) -> Path:
    """Where a namespace's messages in ``lang`` are kept in the source tree."""
    if namespace in ENGINE_TRANSLATIONS:
        return ENGINE_TRANSLATIONS[namespace] / f"{lang}.json"
    return WEB / "i18n" / lang / f"{namespace}.json"


def load(lang: str) -> dict[str, Message]:
    """All messages of a language, failing on a key defined in two namespaces."""
    merged: dict[str, Message] = {}
    for namespace in namespaces():
        part = json.loads(translation_file(lang, namespace).read_text(encoding="utf-8"))
        assert not set(part) & set(merged), f"{lang}/{namespace}.json redefines {sorted(set(part) & set(merged))}"
        merged.update(part)
    return merged


def forms(message: Message) -> list[str]:
    """The texts of one message: itself, or each of its plural forms."""
    return [message] if isinstance(message, str) else list(message.values())


IDS = {"id", "lang", "game"}  # a rules page's identifiers, not text


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in IDS:
                yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def rules_texts(lang: str) -> dict[str, list[str]]:
    """Each rules page's strings, by file name."""
    return {path.name: list(_strings(json.loads(path.read_text(encoding="utf-8")))) for path in sorted((WEB / "rules").glob(f"*.{lang}.json"))}


def _lesson_texts(value: object) -> Iterator[Text]:
    if isinstance(value, Text):
        yield value
    elif dataclasses.is_dataclass(value):
        for field in dataclasses.fields(value):
            yield from _lesson_texts(getattr(value, field.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _lesson_texts(item)


def lesson_texts(lang: str) -> dict[str, list[str]]:
    """Each lesson's texts (engine/karciarnia/games/<game>/tutorial.py), by game."""
    return {game: [getattr(text, lang) for text in _lesson_texts(tutorial)] for game, tutorial in ((game, bundle.tutorial) for game, bundle in BUNDLES.items())}


def all_texts(lang: str) -> dict[str, list[str]]:
    """Every text of ``lang``, by where it lives: the table's messages, each rules page, each lesson."""
    messages = {f"i18n {key}": forms(message) for key, message in load(lang).items()}
    return {**messages, **{f"rules {name}": texts for name, texts in rules_texts(lang).items()}, **{f"lesson {game}": texts for game, texts in lesson_texts(lang).items()}}
