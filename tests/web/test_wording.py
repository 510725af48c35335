"""Texts that tell a newcomer what to do say it in the words the page shows and a player uses."""

from __future__ import annotations

import re

import pytest
from texts import LANGS, load

QUOTED = re.compile(r"[„“](.+?)[”]")


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_quotes_its_controls_by_their_labels(lang: str) -> None:
    """ "Play with friends" names the lobby's controls exactly as they are labelled."""
    messages = load(lang)
    labels = {messages[key] for key in ("lobby.seat_levels", "lobby.person", "friends.seat_option", "lobby.start")}
    for key in ("friends.entry_hotseat", "friends.entry_online"):
        quoted = QUOTED.findall(messages[key])
        assert quoted, key
        assert set(quoted) <= labels, f"{key} quotes {set(quoted) - labels}, which the lobby does not show"


@pytest.mark.parametrize(("lang", "king", "page", "must"), [("pl", "król", "pazia", "musi"), ("en", "king", "page", "must play")])
def test_the_tarok_blurb_says_the_page_rule_as_a_player_would(lang: str, king: str, page: str, must: str) -> None:
    # T8: a king in the trick obliges the holder of its page to play it; the blurb says who must play what.
    blurb = load(lang)["blurb.tarok"]
    assert king in blurb and page in blurb and must in blurb
    assert "answer" not in blurb and "obowiązek pazia" not in blurb


@pytest.mark.parametrize("lang", LANGS)
def test_the_prezydent_prompt_names_the_group_to_beat_not_a_bare_number(lang: str) -> None:
    # P5: a play is beaten by as many cards of a higher rank; "To beat: 2" read as the rank 2.
    messages = load(lang)
    assert "{group}" in messages["prezydent.beat_prompt"] and "{count}" not in messages["prezydent.beat_prompt"]
    groups = [messages[f"prezydent.group.{size}"] for size in range(1, 5)]
    assert not any(re.search(r"\d", group) for group in groups)
    expected = {"pl": ["jedna karta", "para"], "en": ["one card", "a pair"]}[lang]
    assert groups[:2] == expected
