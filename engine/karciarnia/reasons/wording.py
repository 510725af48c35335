"""The reasons and verdicts in words for the terminal, from the same text files as the page.

``text/<lang>.json`` is the one source of the wording: the page loads it as its
``reasons`` translations (the site's build copies it), and this module reads it
from the package (so an installed wheel has it). Plural messages are chosen by
CLDR's rules for Polish, English and Chinese, as the page's ``Intl.PluralRules`` does.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("pl", "en", "zh")
# CLDR's "standard" list patterns (what the page's Intl.ListFormat uses): the joiner of two items,
# of the items before the last, and before the last of three or more.
LIST_JOINERS = {"pl": (" i ", ", ", " i "), "en": (" and ", ", ", ", and "), "zh": ("和", "、", "和")}


@cache
def messages(lang: str) -> dict[str, Any]:
    """Every message of ``lang`` (``pl``, ``en`` or ``zh``)."""
    loaded: dict[str, Any] = json.loads(resources.files(__package__).joinpath("text", f"{lang}.json").read_text(encoding="utf-8"))
    return loaded


def plural_form(lang: str, count: float) -> str:
    """The CLDR plural category of ``count`` (its absolute value): Polish one/few/many (other for fractions), English one/other, Chinese other only."""
    if lang == "zh":
        return "other"
    whole = float(count).is_integer()
    n = abs(int(count))
    if lang == "en":
        return "one" if whole and n == 1 else "other"
    if not whole:
        return "other"
    if n == 1:
        return "one"
    return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"


def say(lang: str, key: str, **params: Any) -> str:
    """The message ``key`` with its placeholders filled; a plural message takes its form from ``count``."""
    message: str | dict[str, str] = messages(lang)[key]  # a plural message: its forms by category
    if not isinstance(message, str):
        message = message.get(plural_form(lang, params["count"]), message["other"])
    for name, value in params.items():
        message = message.replace("{" + name + "}", str(value))
    return message


def number(lang: str, value: float) -> str:
    """A value as read in ``lang``: at most two decimals, a decimal comma in Polish."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "pl" else text


def amount(lang: str, value: float, unit: str) -> str:
    """``value`` in its unit: "1,5 punktu", "2 votes"."""
    return say(lang, f"reasons.amount.{unit}", amount=number(lang, value), count=round(value, 2))


def list_text(lang: str, items: list[str]) -> str:
    """``items`` as one list in ``lang``: "7♥ i 7♦", "7♥, 7♦, and 7♠", "7♥、7♦和7♠"."""
    pair, middle, last = LIST_JOINERS[lang]
    if len(items) <= 2:
        return pair.join(items)
    return middle.join(items[:-1]) + last + items[-1]


def plural_count(reason: dict[str, Any]) -> float:
    """The number a reason's plural message agrees with (its points, votes, or count of cards)."""
    count: float = reason.get("points", reason.get("votes", reason.get("count", 0)))
    return count


def reason_text(lang: str, reason: dict[str, Any], unit: str) -> str:
    """One reason (its JSON form) in words, with its rule named."""
    cards = list_text(lang, reason["cards"])
    params = {**reason, "cards": cards, "count": plural_count(reason)}
    if reason["kind"] == "better_move_value":
        move = cards or say(lang, f"reasons.answer.{reason['answer']}" if "answer" in reason else "reasons.pass")
        params.update(move=move, best=amount(lang, reason["best"], unit), played=amount(lang, reason["played"], unit))
    text = say(lang, f"reasons.kind.{reason['kind']}", **params)
    return f"{text} {say(lang, 'reasons.rule', rule=reason['rule'])}" if reason["rule"] else text


def verdict_text(lang: str, verdict: str) -> str:
    return say(lang, f"reasons.verdict.{verdict}")
