"""Ways to play from the fanned hand: a second tap on a chosen card, or a drag to the table."""

from __future__ import annotations

import pytest

import playthrough

pytestmark = [pytest.mark.browser, pytest.mark.standin]


def open_prezydent(page, site, pace: int = 3000) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    # P18: seat 0 leads deal 1, any single card will do (P4); the computers wait ``pace`` ms a move.
    playthrough.open_prezydent(page, site.url + f"?pace={pace}&seed=7&nosw")
    # The deal flies the cards in from the middle: aim at them once they have landed.
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running' || a instanceof CSSAnimation)")


def played(page, card: str, moves: str) -> bool:
    page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves)
    return page.locator(f'.hand button[data-card="{card}"]').count() == 0 and page.locator(f'[data-zone="trick"] .card[data-card="{card}"]').count() == 1


def test_a_second_tap_plays_the_chosen_card(page, site) -> None:
    page, watch = page
    open_prezydent(page, site)
    card = page.get_attribute(".hand button.card:not(.unplayable) >> nth=2", "data-card")
    moves = page.get_attribute("#table", "data-moves")
    page.click(f'.hand button[data-card="{card}"]')
    assert page.get_attribute(f'.hand button[data-card="{card}"]', "aria-pressed") == "true"
    page.click(f'.hand button[data-card="{card}"]')
    assert played(page, card, moves)
    watch.assert_clean()


def test_a_card_dragged_to_the_table_is_played(page, site) -> None:
    page, watch = page
    open_prezydent(page, site)
    card = page.get_attribute(".hand button.card:not(.unplayable) >> nth=4", "data-card")
    source = page.locator(f'.hand button[data-card="{card}"]').bounding_box()
    centre = page.locator('[data-zone="trick"]').bounding_box()
    moves = page.get_attribute("#table", "data-moves")
    page.mouse.move(source["x"] + 10, source["y"] + 20)
    page.mouse.down()
    page.mouse.move(centre["x"] + centre["width"] / 2, centre["y"] + centre["height"] / 2, steps=10)  # a person's drag: small moves
    page.mouse.up()
    assert played(page, card, moves)
    watch.assert_clean()


def test_a_drag_dropped_back_on_the_hand_plays_nothing(page, site) -> None:
    page, watch = page
    open_prezydent(page, site)
    card = page.get_attribute(".hand button.card:not(.unplayable) >> nth=1", "data-card")
    box = page.locator(f'.hand button[data-card="{card}"]').bounding_box()
    moves = page.get_attribute("#table", "data-moves")
    page.mouse.move(box["x"] + 10, box["y"] + 20)
    page.mouse.down()
    page.mouse.move(box["x"] + 30, box["y"] - 10, steps=5)
    page.mouse.move(box["x"] + 10, box["y"] + 20, steps=5)
    page.mouse.up()
    page.wait_for_timeout(300)
    assert page.get_attribute("#table", "data-moves") == moves
    assert page.get_attribute(f'.hand button[data-card="{card}"]', "aria-pressed") == "false"
    watch.assert_clean()


def test_taking_back_a_choice_never_plays(page, site) -> None:
    # Two cards chosen, then both let go again: the last one let go is not played by that tap.
    page, watch = page
    open_prezydent(page, site)
    cards = page.eval_on_selector_all(".hand button.card:not(.unplayable)", "els => els.map(e => e.dataset.card)")[:2]
    moves = page.get_attribute("#table", "data-moves")
    for card in cards + cards:
        page.click(f'.hand button[data-card="{card}"]')
    page.wait_for_timeout(300)
    assert page.get_attribute("#table", "data-moves") == moves
    assert page.eval_on_selector_all(".hand button[aria-pressed=true]", "els => els.length") == 0
    watch.assert_clean()


def test_hovering_a_card_keeps_its_face(page, site) -> None:
    # the generic button hover once turned a hovered card translucent green.
    page, watch = page
    open_prezydent(page, site)
    card = page.locator(".hand button.card:not(.unplayable) >> nth=3")
    look = "(card) => { const s = getComputedStyle(card); return [s.backgroundColor, s.opacity, s.filter]; }"
    before = card.evaluate(look)
    card.hover()
    page.wait_for_timeout(250)
    assert card.evaluate(look) == before


def test_unplayable_cards_are_marked_in_prezydent(page, site) -> None:
    # Prezydent once did not mark the cards that cannot be played; the marks follow the
    # engine's legal actions (P4: any rank may lead; P5: an answer is as many cards, higher).
    page, watch = page
    open_prezydent(page, site, pace=0)

    def following(page, phase: str) -> bool:
        """At a turn that follows a play, some cards cannot answer it; at a lead, any card may."""
        assert phase == "turn", "the deal ended before a turn to follow a play came"
        marked = page.locator(".hand button.card.unplayable").count()
        if int(page.get_attribute("#play", "data-count")) > 0:
            assert marked > 0, "following a play, some cards cannot answer it"
            return True
        assert marked == 0, "any card may lead"
        return False

    playthrough.play_until(page, playthrough.hint_turn, following, limit=40)
    watch.assert_clean()


def test_a_refusal_is_said_by_the_hand_and_nothing_jumps(page, site) -> None:
    # the illegal-move text was once small footer text, and the footer's buttons jumped when it came.
    page, watch = page
    open_prezydent(page, site)
    places = "() => ['[data-zone=hand]', '[data-zone=actions]', '[data-zone=message]'].map((z) => document.querySelector(z).getBoundingClientRect().top)"
    before = page.evaluate(places)
    groups: dict[str, str] = {}
    for card in page.eval_on_selector_all(".hand button.card", "els => els.map(e => e.dataset.card)"):
        groups.setdefault(card[:-1], card)
    low, high = list(groups.values())[:2]  # P4: two ranks are no play
    assert page.is_disabled("#play") and page.get_attribute("#play", "title") == "Najpierw wybierz karty."  # nothing chosen yet
    page.click(f'.hand button[data-card="{low}"]')
    page.click(f'.hand button[data-card="{high}"]')
    assert page.is_disabled("#play")  # no legal play: the reason is said by itself
    page.wait_for_selector("#table-message.notice")
    assert page.evaluate(places) == before
    watch.assert_clean()
