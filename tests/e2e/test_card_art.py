"""The card art (web/js/cards/card-art.js) on its gallery page (web/bench/cards.html): every card of
both decks is drawn, number cards carry their pips, courts and jokers are told apart, the
four-colour setting paints the art, and the index follows the language."""

from __future__ import annotations

from itertools import combinations

import pytest

from karciarnia.cards import SUITS, french_deck, tarok_deck

pytestmark = pytest.mark.browser

FRENCH = [*french_deck(), "RJ", "BJ"]
TAROK = tarok_deck()
POLISH_INDEX = {"french": {"J": "W", "Q": "D", "K": "K", "A": "A"}, "tarok": {"K": "K", "Q": "D", "N": "R", "J": "P"}}

DRAWN = """() => [...document.querySelectorAll('.size-110 .gallery-card[data-card]')].map((span) => ({
  card: span.dataset.card,
  deck: span.dataset.deck,
  svgs: span.querySelectorAll('svg.card-art').length,
  pips: span.querySelectorAll('.pip').length,
  index: span.querySelector('.index-rank')?.textContent ?? null,
  markup: span.innerHTML,
  figure: span.querySelector('.figure')?.innerHTML ?? null,
}))"""


def open_gallery(page, site, query: str = "lang=pl") -> dict[tuple[str, str], dict]:
    """Load the gallery and return its 110 px cards by (deck, card id)."""
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    page.goto(f"{site.url}bench/cards.html?{query}")
    page.wait_for_selector("body[data-done]")
    assert not warnings, f"console warnings (a missing translation?): {warnings}"
    return {(card["deck"], card["card"]): card for card in page.evaluate(DRAWN)}


def test_every_card_of_both_decks_is_drawn_with_its_index_and_pips(page, site) -> None:
    # real cards for every card id, number cards with their pips, the index read as the text reads
    page, _ = page
    drawn = open_gallery(page, site)
    assert sorted(drawn) == sorted([("french", card) for card in FRENCH] + [("tarok", card) for card in TAROK])
    for (deck, card), art in drawn.items():
        assert art["svgs"] == 1, card
        if card.startswith("T"):
            assert art["index"] == card[1:], card
        elif card not in ("RJ", "BJ", "FOOL"):
            rank = card[:-1]
            assert art["index"] == POLISH_INDEX[deck].get(rank, rank), card
            if rank.isdigit():
                assert art["pips"] == int(rank), card
            elif rank == "A":
                assert art["pips"] == 1, card  # the ace's one large symbol


def test_court_cards_and_jokers_are_told_apart(page, site) -> None:
    page, _ = page
    drawn = open_gallery(page, site)
    # the 12 court cards are each different, and within a suit the figures differ
    courts = [drawn["french", rank + suit]["markup"] for rank in "JQK" for suit in SUITS]
    assert len(set(courts)) == 12
    for suit in SUITS:
        for deck, ranks in (("french", "JQK"), ("tarok", "KQNJ")):
            figures = [drawn[deck, rank + suit]["figure"] for rank in ranks]
            assert all(figures) and all(a != b for a, b in combinations(figures, 2)), (deck, suit)
    # K2, K10: a red and a black joker mean different coalitions, so they must not look alike
    assert drawn["french", "RJ"]["markup"] != drawn["french", "BJ"]["markup"]
    fills = page.evaluate("""() => Object.fromEntries(['RJ', 'BJ'].map((card) => {
      const star = document.querySelector(`.size-110 .gallery-card[data-card="${card}"] .joker-star`);
      return [card, getComputedStyle(star).fill];
    }))""")
    assert fills["RJ"] == "rgb(179, 18, 46)"  # the page's --red
    assert fills["BJ"] != fills["RJ"]


def test_four_colour_setting_paints_the_pips(page, site) -> None:
    # the four-colour option stays: diamonds blue and clubs green on the art too
    page, _ = page
    open_gallery(page, site)
    fills = """() => Object.fromEntries(['2H', '2D', '2S', '2C'].map((card) =>
      [card, getComputedStyle(document.querySelector(`.size-110 .gallery-card[data-card="${card}"] .pip`)).fill]))"""
    plain = page.evaluate(fills)
    assert plain["2D"] == plain["2H"] and plain["2C"] == plain["2S"] != plain["2H"]
    page.evaluate("() => document.documentElement.classList.add('four-colour')")  # what settings.js applies
    four = page.evaluate(fills)
    assert len(set(four.values())) == 4
    assert four["2H"] == plain["2H"] and four["2S"] == plain["2S"]


def test_the_index_follows_the_language_and_each_call_is_a_fresh_element(page, site) -> None:
    # the art shows the letters the text shows (W D K A / J Q K A), rebuilt on a language change
    page, _ = page
    open_gallery(page, site)
    result = page.evaluate("""async () => {
      const { cardArt, cardBack } = await import(new URL('../js/cards/card-art.js', location.href));
      const { setLanguage } = await import(new URL('../js/i18n.js', location.href));
      const index = (art) => art.querySelector('.index-rank').textContent;
      const before = [index(cardArt('QH')), index(cardArt('NH', { deck: 'tarok' }))];
      await setLanguage('en');
      const after = [index(cardArt('QH')), index(cardArt('NH', { deck: 'tarok' }))];
      const first = cardArt('QH');
      const named = cardArt('QH', { label: 'queen of hearts' });
      return {
        before, after,
        fresh: first !== cardArt('QH') && cardBack() !== cardBack(),
        hidden: [first.getAttribute('aria-hidden'), first.getAttribute('focusable'), first.getAttribute('viewBox')],
        named: [named.getAttribute('role'), named.getAttribute('aria-label'), named.hasAttribute('aria-hidden')],
      };
    }""")
    assert result["before"] == ["D", "R"]
    assert result["after"] == ["Q", "N"]
    assert result["fresh"]
    assert result["hidden"] == ["true", "false", "0 0 250 350"]
    assert result["named"] == ["img", "queen of hearts", False]
