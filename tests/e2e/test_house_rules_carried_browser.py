"""House rules go wherever the game goes (P27, D29): a shared link chooses them on the options
sheet, the table's own link and the saved game carry them, a reload resumes the game with them,
and the table's rules say which are in force. Each game with house rules, on the stand-in engine."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlparse

import pytest

from test_app_browser import shared_link
from test_prezydent_browser import BOOT_TIMEOUT, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.standin]

HOUSE_RULES = {
    # P23-P26: equal plays, jokers and runs, at a table of three
    "prezydent": ({"players": 3, "equalize": True, "jokers": True, "stairs": True}, "Schodki"),
    # D26-D28: call and rob, the shown hand and the doubling
    "doudizhu": ({"bidding": "rob", "show_cards": True, "doubling": True}, "wołanie i przejmowanie"),
}


def link_options(page) -> dict:
    """The options the table's "share this deal" link carries."""
    return json.loads(parse_qs(urlparse(page.get_attribute("#share", "href")).query)["options"][0])


def sheet_choices(page, options: dict) -> dict:
    """What the options sheet shows for each of ``options``."""
    shown = {}
    for name, value in options.items():
        selector = f"#option-{name}"
        shown[name] = page.is_checked(selector) if isinstance(value, bool) else page.input_value(selector)
    return shown


@pytest.mark.parametrize("game", sorted(HOUSE_RULES))
def test_a_shared_link_its_table_the_saved_game_and_a_reload_keep_the_house_rules(page, site, game: str) -> None:
    page, watch = page
    options, in_force = HOUSE_RULES[game]
    page.goto(shared_link(site, game, 31, options))
    wait_ready(page)
    page.wait_for_selector("fieldset.house-rules")
    # the link's house rules are chosen on the sheet, in their own group
    assert sheet_choices(page, options) == {name: value if isinstance(value, bool) else str(value) for name, value in options.items()}
    assert page.locator("fieldset.house-rules input, fieldset.house-rules select").count() == 3
    page.click("#start")
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=wait])", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("#share")
    assert {name: link_options(page)[name] for name in options} == options
    page.wait_for_function("() => localStorage.getItem('karciarnia.saved') !== null")
    saved = json.loads(page.evaluate("() => localStorage.getItem('karciarnia.saved')"))
    assert {name: saved["record"]["options"][name] for name in options} == options
    page.reload()
    page.wait_for_selector("#table:is([data-phase=turn], [data-phase=wait])", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("#share")
    assert {name: link_options(page)[name] for name in options} == options  # the resumed game plays them still
    page.click("#table-rules")
    page.wait_for_selector("#rules-dialog [data-section=house] .rules-optional")
    page.wait_for_selector(f"#rules-dialog .rules-options-value:has-text('{in_force}')")
    assert page.locator("#rules-dialog [data-section=house] .rules-note:visible").count() == 3  # each rule in force
    watch.assert_clean()
