"""The page's language: the browser's first preference among Polish, English and Chinese until
the player chooses one (English for a browser that reads none of them); the choice is remembered and
made in one tap from the home or the table's menu; a shared link carries no language of its own."""

from __future__ import annotations

import pytest

from playthrough import BOOT_TIMEOUT, DOCUMENT_LANG, open_home_in

pytestmark = [pytest.mark.browser, pytest.mark.standin]


def lobby_language(new_context, site, languages: list[str], stored: str | None = None, query: str = "") -> str:
    """Open the lobby in a browser whose preferred languages are ``languages``; the page's language."""
    context = new_context(locale=languages[0])
    script = f"Object.defineProperty(navigator, 'languages', {{ get: () => {languages!r} }});"
    if stored is not None:
        script += f"localStorage.setItem('karciarnia.lang', {stored!r});"
    context.add_init_script(script)
    page = context.new_page()
    page.goto(site.url + "?nosw" + query)
    page.wait_for_selector("#play-prezydent")
    return page.get_attribute("html", "lang")


# The page reads the browser's preferences, one language each; which preference gives which language
# (none of ours, any Chinese, a stored choice …) is tests/web/i18n.test.mjs's.
@pytest.mark.parametrize(
    ("languages", "expected"),
    [
        (["pl-PL", "en-US"], "pl"),
        (["de-DE", "en-US"], "en"),  # the first preference the site has
        (["zh-TW", "en-US"], "zh-Hans"),  # Simplified until there is a Traditional text
    ],
)
def test_the_browser_preference_chooses_until_the_player_does(new_context, site, languages: list[str], expected: str) -> None:
    assert lobby_language(new_context, site, languages) == expected


def test_a_chosen_language_is_remembered_over_the_browser(page, site) -> None:
    page, watch = page  # this browser prefers Polish (pl-PL)
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#play-prezydent")
    assert page.get_attribute("html", "lang") == "pl"
    page.click("#languages button[lang=en]")
    page.wait_for_selector("text=Choose a game")
    page.reload()
    page.wait_for_selector("#play-prezydent")
    assert page.get_attribute("html", "lang") == "en"


def test_a_shared_link_opens_in_the_recipients_language(new_context, site) -> None:
    link = "&game=prezydent&seed=12&options=%7B%22players%22%3A4%7D"
    assert lobby_language(new_context, site, ["en-US"], query=link) == "en"
    assert lobby_language(new_context, site, ["pl-PL"], query=link) == "pl"


def test_an_unusable_stored_language_gives_way_to_the_browser(new_context, site) -> None:
    assert lobby_language(new_context, site, ["en-GB"], stored="xx") == "en"


def test_choices_made_while_the_language_loads_are_kept(page, site) -> None:
    # A language switch draws the lobby again once its translations are in: what was chosen
    # meanwhile (the translations held back here) stays chosen, not only once a game has started.
    page, watch = page
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#play-prezydent")
    held: list = []
    page.route("**/i18n/en/*.json", lambda route: held.append(route))
    page.click("#languages button[lang=en]")
    page.click("#options-prezydent")
    page.select_option("#option-players", "6")
    page.select_option("#option-deals", "2")
    page.select_option("#option-level", "easy")
    namespaces = len(list((site.directory / "i18n" / "en").glob("*.json")))  # asked for at once (i18n.js)
    for _ in range(100):
        if len(held) == namespaces:
            break
        page.wait_for_timeout(50)
    assert len(held) == namespaces, "the English translations were never asked for"
    assert page.get_attribute("html", "lang") == "pl"  # the lobby was not drawn again yet
    for route in held:
        route.continue_()
    page.unroute("**/i18n/en/*.json")
    page.wait_for_selector("text=Choose a game")
    assert [page.input_value(f"#option-{name}") for name in ("players", "deals", "level")] == ["6", "2", "easy"]


def test_a_traditional_chinese_reader_is_told_the_text_is_simplified(new_context, site) -> None:
    for languages, told in ((["zh-Hant-HK", "en"], True), (["zh-CN"], False)):
        context = new_context(locale=languages[0])
        context.add_init_script(f"Object.defineProperty(navigator, 'languages', {{ get: () => {languages!r} }});")
        page = context.new_page()
        page.goto(site.url + "?nosw")
        page.wait_for_selector("#play-prezydent")
        assert page.locator("#traditional-note").count() == (1 if told else 0), languages
        if told:
            assert "简体" in page.text_content("#traditional-note")


def test_one_tap_to_each_language_named_in_itself(page, site) -> None:
    """The home's language row: each language written in itself, the current one pressed, each
    button's text in its own language; on a phone their short forms, named in full for screen readers."""
    page, watch = page
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#play-prezydent")
    buttons = page.locator("#languages button")
    assert [buttons.nth(i).get_attribute("lang") for i in range(3)] == ["pl", "en", "zh-Hans"]  # each in its own tag, our Chinese Simplified
    assert [buttons.nth(i).get_attribute("aria-label") for i in range(3)] == ["Polski", "English", "中文"]
    page.click("#languages button[lang=zh-Hans]")
    page.wait_for_selector("text=选择游戏")
    assert page.get_attribute("html", "lang") == "zh-Hans"
    assert [buttons.nth(i).get_attribute("aria-pressed") for i in range(3)] == ["false", "false", "true"]
    page.set_viewport_size({"width": 360, "height": 640})
    assert [buttons.nth(i).inner_text() for i in range(3)] == ["PL", "EN", "中文"]
    header = page.locator(".site-header").bounding_box()
    assert all(buttons.nth(i).bounding_box()["x"] + buttons.nth(i).bounding_box()["width"] <= header["x"] + header["width"] for i in range(3))
    page.click("#languages button[lang=pl]")
    page.wait_for_selector("text=Wybierz grę")
    assert page.get_attribute("html", "lang") == "pl"
    assert page.get_attribute("#languages", "aria-label") == "Język"  # the row is named in the page's language


LANGUAGE_ROW = {"pl": "Język", "en": "Language", "zh": "语言"}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_lesson_in_each_language_is_tagged_with_its_one_tag(page, site, lang: str) -> None:
    """Every lang attribute on the page is one language's BCP-47 tag (our Chinese is zh-Hans, never a
    bare zh): the page, the language row's buttons, a lesson's paragraph; the row is named in the page's language."""
    page, watch = page
    open_home_in(page, site.url + "?pace=0&nosw", lang)
    assert page.get_attribute("#languages", "aria-label") == LANGUAGE_ROW[lang]
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#tutorial-doudizhu")
    page.wait_for_selector("#tutorial-text", timeout=BOOT_TIMEOUT)
    tag = DOCUMENT_LANG.get(lang, lang)
    assert page.get_attribute("#tutorial-text", "lang") == tag
    tags = page.eval_on_selector_all("[lang]", "els => [...new Set(els.map((e) => e.getAttribute('lang')))].sort()")
    assert tags == sorted({"pl", "en", "zh-Hans", tag}), tags
