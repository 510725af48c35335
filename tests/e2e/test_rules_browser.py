"""The full-rules dialog in Chromium: from the lobby for every game in both languages,
and from the table with the options of the game in force; keyboard and focus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "web" / "rules"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"  # npm, pinned in package.json
AXE_RUN = """
async () => {
  const result = await axe.run(document.querySelector("#rules-dialog"), {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    resultTypes: ["violations"],
  });
  return result.violations.filter((v) => ["serious", "critical"].includes(v.impact))
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}
"""
GAMES = ("prezydent", "koalicje", "tarok", "doudizhu")
BOOT_TIMEOUT = 120_000
# What the lobby's defaults say on the options line of each game.
DEFAULT_OPTIONS = {
    "pl": {
        "prezydent": "4 graczy · rewolucja włączona · 1 rozdanie",
        "koalicje": "cztery jokery",
        "tarok": "1 rozdanie",
        "doudizhu": "1 rozdanie · Licytacja: punktami 1–3",  # D26: the bidding is named; house rules that are off are not
    },
    "en": {
        "prezydent": "4 players · revolution on · 1 deal",
        "koalicje": "four jokers",
        "tarok": "1 deal",
        "doudizhu": "1 deal · Bidding: points 1–3",
    },
}


def content(game: str, lang: str) -> dict:
    return json.loads((RULES / f"{game}.{lang}.json").read_text(encoding="utf-8"))


def options_line(page) -> str:
    """The options line once it is filled in."""
    page.wait_for_function(
        "() => { const v = document.querySelector('#rules-dialog .rules-options-value');"
        " return v && !v.textContent.endsWith('…'); }"
    )
    return page.text_content("#rules-dialog .rules-options-value")


def focused_id(page) -> str:
    return page.evaluate("document.activeElement?.id ?? ''")


def audit_dialog(page) -> None:
    """axe-core on the open dialog (evaluated over DevTools, so the page's CSP stays on)."""
    if not AXE.exists():
        pytest.skip("node_modules/axe-core is missing: run scripts/setup.sh (npm ci)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    assert page.evaluate(AXE_RUN) == []


def check_open_dialog(page, game: str, lang: str) -> None:
    """A modal dialog named by its h2, one h3 per section in order, the title focused."""
    page.wait_for_selector("#rules-dialog .rules-section")
    rules = content(game, lang)
    assert page.evaluate("document.querySelector('#rules-dialog').matches(':modal')")
    assert page.get_attribute("#rules-dialog", "aria-labelledby") == "rules-title"
    assert page.get_attribute("#rules-dialog", "lang") == lang
    assert rules["title"] in page.text_content("#rules-title")
    assert focused_id(page) == "rules-title"  # focus moved into the dialog
    headings = page.eval_on_selector_all(
        "#rules-dialog .rules-section > h3", "els => els.map(e => [e.firstChild.textContent, Boolean(e.querySelector('.rules-optional'))])"
    )
    # P27, D29: the house rules' section is marked optional, and only it
    assert headings == [[section["title"], section.get("optional", False)] for section in rules["sections"]]
    # The heading levels never skip: h2 (dialog) → h3 (sections) → h4 (sub-parts).
    levels = page.eval_on_selector_all("#rules-dialog :is(h2, h3, h4)", "els => els.map(e => Number(e.tagName[1]))")
    assert levels[0] == 2 and all(b - a <= 1 for a, b in zip(levels, levels[1:]))
    # Every rule id the file explains is on a section (for people and tests alike).
    listed = set(" ".join(page.eval_on_selector_all("#rules-dialog .rules-section", "els => els.map(e => e.dataset.rules)")).split())
    assert listed == {rule for section in rules["sections"] for rule in section["rules"]}


@pytest.mark.standin
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_rules_from_the_lobby_for_every_game(page, site, lang: str) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0")
    page.wait_for_selector("#rules-prezydent")
    if lang == "en":
        page.click("#languages button[lang=en]")
        page.wait_for_selector("text=Choose a game")
    for game in GAMES:
        button = f"#rules-{game}"
        assert page.text_content(button) == ("Zasady" if lang == "pl" else "Rules")
        page.focus(button)
        page.keyboard.press("Enter")  # by keyboard
        check_open_dialog(page, game, lang)
        assert options_line(page) == DEFAULT_OPTIONS[lang][game]
        audit_dialog(page)  # serious or critical WCAG A/AA violations fail
        # Escape closes and the focus goes back to the button that opened the dialog.
        page.keyboard.press("Escape")
        page.wait_for_selector("#rules-dialog", state="detached")
        assert focused_id(page) == f"rules-{game}"
    watch.assert_clean()


@pytest.mark.standin
def test_the_close_button_and_the_options_chosen_in_the_menu(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0")
    page.wait_for_selector("#rules-koalicje")
    # Koalicje with deuces for jokers (K2): the options line and the note of that option say so.
    page.click("#options-koalicje")
    page.check("#option-deuces_as_jokers")
    page.keyboard.press("Escape")  # the sheet closes; the choice is remembered as it is made
    page.click("#rules-koalicje")
    page.wait_for_selector("#rules-dialog .rules-section")
    assert options_line(page) == "dwójki zamiast jokerów"
    assert page.is_visible("#rules-koalicje-cards .rules-note")
    body_overflow = "() => getComputedStyle(document.body).overflow"
    assert page.evaluate(body_overflow) == "hidden"  # the page under the rules does not scroll with them
    page.click("#rules-close")
    page.wait_for_selector("#rules-dialog", state="detached")
    assert focused_id(page) == "rules-koalicje" and page.evaluate(body_overflow) == "visible"
    # The contents list jumps to a section without changing the page's address.
    page.click("#rules-koalicje")
    page.click("#rules-dialog .rules-toc a[href='#rules-koalicje-election']")
    assert focused_id(page) == "rules-koalicje-election-title"
    assert "#" not in page.url
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-dialog", state="detached")


@pytest.mark.standin
def test_rules_from_the_table_show_the_options_in_force(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=5")
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)
    page.click("#options-prezydent")
    page.uncheck("#option-revolution")
    page.select_option("#option-players", "4")
    page.select_option("#option-deals", "2")
    page.click("#start")
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)
    page.click("#table-rules")
    check_open_dialog(page, "prezydent", "pl")
    # The options come from the game itself (its record), not from the menu.
    assert page.text_content("#rules-dialog .rules-options strong") == "Ustawienia tej partii:"
    assert options_line(page) == "4 graczy · rewolucja wyłączona · 2 rozdania"
    # P13: the note for revolution off shows, the one for revolution on does not; two deals: exchange (P17).
    notes = page.eval_on_selector_all("#rules-dialog .rules-note:not([hidden])", "els => els.map(e => e.textContent)")
    assert notes == ["W tej partii: rewolucja jest wyłączona — czwórki niczego nie odwracają."]
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-dialog", state="detached")
    assert focused_id(page) == "table-rules"
    assert page.get_attribute("#table", "data-phase") == "turn"  # the game waits, untouched


@pytest.mark.standin
def test_rules_in_english_from_the_table(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?pace=0&seed=9")
    page.click("#languages button[lang=en]")
    page.wait_for_selector("text=Choose a game")
    page.wait_for_selector("#engine-status[data-state=ready]", timeout=BOOT_TIMEOUT)
    page.click("#options-tarok")
    page.select_option("#option-deals", "3")
    page.click("#start")
    page.wait_for_selector("#table-rules", timeout=BOOT_TIMEOUT)
    page.click("#table-rules")
    check_open_dialog(page, "tarok", "en")
    assert options_line(page) == "3 deals"
    assert page.text_content("#rules-dialog .rules-decision[data-rule=T6]").startswith("Karciarnia's decision:")
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-dialog", state="detached")
