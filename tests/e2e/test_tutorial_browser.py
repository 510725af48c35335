"""The guided first deals in the browser ("Naucz mnie"): follow each to its end, see a wrong move refused.

The lessons are the engine's (karciarnia.tutorial): they run on the stand-in engine, all but one,
Koalicje's in Polish, which runs on the real engine in the page."""

from __future__ import annotations

import pytest

from playthrough import BOOT_TIMEOUT, choose_language

pytestmark = pytest.mark.browser

# The step waits for the player (its taught action is on the panel), or the lesson is over.
READY = '#table[data-phase=turn] #tutorial:not([data-action=""]), #tutorial[data-done=true]'
OUTROS = {  # a phrase of each game's closing text, per language
    "prezydent": {"pl": "Zostajesz Prezydentem", "en": "You are the President"},  # P14: the table's titles
    "doudizhu": {"pl": "Wygrana!", "en": "You win!"},
    "tarok": {"pl": "Po pięciu lewach", "en": "After five tricks"},
    "koalicje": {"pl": "Koniec rundy", "en": "End of the round"},
}
WORDS = {  # the lesson's words on the page, per language: its first step, its end, the computer's level
    "pl": {"first_step": "krok 1 z", "done": "Lekcja skończona", "level": "lekcja"},
    "en": {"first_step": "step 1 of", "done": "Lesson complete", "level": "lesson"},
}


def open_tutorial(page, url: str, game: str, lang: str) -> None:
    """From the lobby to the first step of ``game``'s lesson, the page in ``lang``."""
    page.goto(url + "?pace=0")
    page.wait_for_selector("#play-prezydent")
    choose_language(page, lang)
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click(f"#tutorial-{game}")
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)


def button_for(action: str) -> str:
    """The table's button for an action that plays no cards (pass, a bid, a trump)."""
    if action == "pass":
        return "#pass"
    if action.startswith("trump:"):
        return f"#trump-{action.split(':')[1]}"
    return f'[data-zone=actions] [data-action="{action}"]'


def follow_step(page) -> None:
    """Do what the step teaches, as a player would: choose its cards and play them, or press its button."""
    panel = page.locator("#tutorial")
    action, cards = panel.get_attribute("data-action"), panel.get_attribute("data-cards")
    moves = page.get_attribute("#table", "data-moves")
    if cards:
        for card in cards.split(","):
            page.click(f'.hand button[data-card="{card}"]')  # in Tarok the click plays the card
        if page.locator("#play").count():
            page.click("#play")
        if page.locator("#readings").count():  # D16: the same cards read two ways
            page.click(f'#readings [data-action="{action}"]')
    else:
        page.click(button_for(action))
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves, timeout=BOOT_TIMEOUT)
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)


def check_lesson_end(page, game: str) -> None:
    """The lesson's end (a whole deal, or Tarok's first tricks) leaves nothing on the table to play, and offers what comes next."""
    page.wait_for_selector("#table[data-phase=over]", timeout=BOOT_TIMEOUT)
    assert page.locator(".hand button.card:not([disabled])").count() == 0
    assert page.locator("[data-zone=actions] button").count() == 0  # no play, pass or hint
    assert page.is_visible("#tutorial-real-game") and page.is_visible("#tutorial-leave")
    page.click("#tutorial-rules")
    page.wait_for_selector(f"#rules-dialog[data-game={game}] .rules-section", timeout=BOOT_TIMEOUT)
    page.click("#rules-close")
    page.wait_for_selector("#rules-dialog", state="detached")


REAL_LESSON = ("koalicje", "pl")  # the one lesson followed on the real engine
LESSONS = [
    pytest.param(game, lang, id=f"{game}-{lang}", marks=() if (game, lang) == REAL_LESSON else pytest.mark.standin)
    for lang in ("pl", "en")
    for game in ("prezydent", "doudizhu", "tarok", "koalicje")
]


@pytest.mark.parametrize(("game", "lang"), LESSONS)
def test_following_each_tutorial_reaches_its_end_and_a_real_game(page, site, game: str, lang: str) -> None:
    # each lesson is completed by following it, in either language; its end says so and offers a real game
    page, _watch = page
    words = WORDS[lang]
    open_tutorial(page, site.url, game, lang)
    steps = int(page.locator("#tutorial").get_attribute("data-step"))
    assert steps == 1 and words["first_step"] in page.inner_text("#tutorial-heading")
    taken = 0
    while page.get_attribute("#tutorial", "data-done") != "true":
        follow_step(page)
        taken += 1
    assert words["done"] in page.inner_text("#tutorial-heading")
    assert OUTROS[game][lang] in page.inner_text("#tutorial-text")
    assert 8 <= taken <= 20
    check_lesson_end(page, game)
    page.click("#tutorial-real-game")
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=wait])", timeout=BOOT_TIMEOUT)
    page.wait_for_function("() => !document.querySelector('#tutorial') && !document.querySelector('#resuming')", timeout=BOOT_TIMEOUT)
    assert words["level"] not in page.inner_text("[data-zone=seat][data-seat='1']")


@pytest.mark.standin
@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("pl", "Nie ten ruch. Na początek pozbądź się najsłabszych kart: zagraj parę trójek."),
        ("en", "Not that move. Shed your weakest cards first: play the pair of 3s."),
    ],
)
def test_a_wrong_move_is_refused_with_its_reason_and_nothing_is_played(page, site, lang: str, reason: str) -> None:
    # P4: the single 5 may lead, but step 1 teaches the pair of 3s: refused, said why, nothing moved
    page, _watch = page
    open_tutorial(page, site.url, "prezydent", lang)
    page.click('.hand button[data-card="5S"]')
    page.click("#play")
    page.wait_for_function("(reason) => document.getElementById('table-message').textContent === reason", arg=reason, timeout=BOOT_TIMEOUT)
    assert page.get_attribute("#table", "data-moves") == "0"
    assert page.get_attribute("#tutorial", "data-step") == "1"
    page.click('.hand button[data-card="5S"]')  # the refused card stays chosen: take it back, as a player would
    follow_step(page)  # the taught move is still taken afterwards
    assert page.get_attribute("#tutorial", "data-step") == "2"


@pytest.mark.standin
def test_the_step_links_to_its_rule_in_the_rules_page(page, site) -> None:
    # D4: the step's rule is a click away, in the rules page opened at its section
    page, _watch = page
    open_tutorial(page, site.url, "doudizhu", "en")
    assert page.inner_text("#tutorial-rule") == "Rule D4"
    page.click("#tutorial-rule")
    page.wait_for_selector('#rules-dialog .rules-section.tutorial-rule[data-rules~="D4"]', timeout=BOOT_TIMEOUT)
    page.click("#rules-close")
    page.wait_for_selector("#rules-dialog", state="detached")
