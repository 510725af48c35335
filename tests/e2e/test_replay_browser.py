"""The replay of a finished deal in Chromium: from the results panel and from the Tabela
after a reload, stepped by keyboard, every hand face up at the end, and the analysis of the
player's decisions (begun in the background, or asked for): its verdicts on the player's own
moves, its legend (the game's unit and the verdicts' lines) and the deal's graph, in every game."""

from __future__ import annotations

import json
import re

import pytest

from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia.analysis import op_decisions
from karciarnia.catalog import GAMES
from karciarnia.replay import op_replay
from karciarnia.rng import Rng
from playthrough import play_until
from stored_games import fast_forward
from test_accessibility import audit
from test_hostile_storage import write_storage
from test_prezydent_browser import BOOT_TIMEOUT, hand_by_rank, select, start_game, wait_ready

pytestmark = pytest.mark.browser

SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"
ANALYSIS_TIMEOUT = 300_000  # one engine request per decision: a deal's analysis in Pyodide


def careless_turn(page) -> None:
    """Play as a careless player would: pass whenever allowed, else the highest group that fits."""
    if page.is_visible("#give"):
        count = int(page.get_attribute("#give", "data-count"))
        select(page, [card for cards in hand_by_rank(page).values() for card in cards][:count])
        page.click("#give")
        return
    if page.is_enabled("#pass"):
        page.click("#pass")
        return
    count = int(page.get_attribute("#play", "data-count")) or 1
    groups = [cards for cards in hand_by_rank(page).values() if len(cards) >= count]
    select(page, groups[-1][:count])
    page.click("#play")


def play_deal(page) -> None:
    """Take the human's turns carelessly until a deal's results show."""
    play_until(page, careless_turn)


def first_deal(page, site, seed: int, deals: int) -> None:
    """A Prezydent series of ``deals`` deals for three at ``seed``, its first deal played carelessly to its
    results (reopened two of the player's turns before its end: the page plays those)."""
    page.goto(site.url + f"?pace=0&seed={seed}&nosw")
    wait_ready(page)
    start_game(page, players=3, deals=deals)
    fast_forward(page, site, careless=True)
    play_deal(page)


def step(page) -> int:
    return int(page.get_attribute("#review", "data-step"))


def last_step(page) -> int:
    return int(page.get_attribute("#replay-slider", "max"))


def face_up_counts(page) -> dict[str, tuple[int, str]]:
    """Each other seat's cards drawn face up, and the count its label says."""
    return page.eval_on_selector_all(
        "#review [data-zone=seat]:not(.me)",
        "seats => Object.fromEntries(seats.map(s => [s.dataset.seat, [s.querySelectorAll('.faces .card').length, s.querySelector('.count').textContent]]))",
    )


def cards_pl(count: int) -> str:
    """A count of cards in Polish: 1 karta, 2–4 karty (not 12–14), else kart."""
    if count == 1:
        return "1 karta"
    few = count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14)
    return f"{count} {'karty' if few else 'kart'}"


def check_steps_by_keyboard(page) -> None:
    """The slider has the focus: → and ← step, End reaches the deal's end with every hand face up, Home the start."""
    assert page.evaluate("() => document.activeElement.id") == "replay-slider"
    assert step(page) == 0 and "Początek" in page.text_content("#replay-step")
    starting = face_up_counts(page)
    assert starting and all(shown > 0 and label == cards_pl(shown) for shown, label in starting.values())  # faces, not backs
    assert page.locator("#review .backs").count() == 0
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#review[data-step='1']")
    assert page.text_content("#replay-step").startswith(f"Krok 1 z {last_step(page)}")
    page.focus("#replay-forward")  # the keys step from the buttons too
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#review[data-step='2']")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("#review[data-step='1']")
    page.keyboard.press("End")
    page.wait_for_selector(f"#review[data-step='{last_step(page)}']")
    assert "Koniec rozdania" in page.text_content("#replay-step")
    ending = face_up_counts(page)
    assert sum(shown for shown, _ in ending.values()) < sum(shown for shown, _ in starting.values())  # cards were played
    assert all(label == cards_pl(shown) for shown, label in ending.values())
    assert page.locator("#review .replay-result table").count() == 1  # the deal's result at its end
    assert page.is_disabled("#replay-forward") and page.is_disabled("#replay-end")
    page.keyboard.press("Home")
    page.wait_for_selector("#review[data-step='0']")
    assert page.is_disabled("#replay-back")
    assert page.locator("#review [data-zone=hand] button.card:not([disabled])").count() == 0  # read-only: nothing to play


@pytest.mark.standin
def test_the_results_panel_opens_the_replay_and_the_analysis_marks_the_mistakes(page, site) -> None:
    page, watch = page
    first_deal(page, site, seed=21, deals=1)
    page.click("#review-deal")
    page.wait_for_selector("#review[open]")
    check_steps_by_keyboard(page)
    assert page.locator("#review #show-last-trick").count() == 0  # the replay steps back to the previous trick itself

    # Analysis: begun in the background when the deal ended, it goes on by itself to every searched
    # decision, each a point of the deal's graph.
    page.wait_for_selector("#review .analysis[data-state=done]", timeout=ANALYSIS_TIMEOUT)
    assert page.is_hidden("#analysis-progress") and page.is_hidden("#analysis-cancel")
    marks = graph_points(page)
    assert marks, "no decision on the graph"
    mistakes = [mark for mark in marks if mark[1] in ("mistake", "blunder")]
    assert mistakes, marks  # passing whenever allowed throws points away
    assert sum(largest for *_, largest in marks) == 1
    status = page.text_content("#analysis-status")
    assert f"Wyraźne błędy: {len(mistakes)}." in status and "Największa strata" in status

    # The largest loss is one button away, and its step, the player's own move, says what the engine preferred.
    largest = next(at for at, _, is_largest in marks if is_largest)
    page.click("#analysis-largest")
    page.wait_for_selector(f"#review[data-step='{largest}']")
    said = page.text_content("#replay-step")
    assert "Twój ruch:" in said and "twój wybór" in said and "silnik woli" in said and "traci" in said
    reasons = page.eval_on_selector_all("#analysis-reasons li", "items => items.map(item => item.textContent)")
    assert reasons and reasons[-1].startswith("Lepszy ruch") and "średnio" in reasons[-1]  # the engine's reasons, worded

    # The button that opened the review is replaced meanwhile, as a redraw of the results panel does.
    page.evaluate("() => { const opener = document.getElementById('review-deal'); opener.replaceWith(opener.cloneNode(true)); }")
    page.keyboard.press("Escape")
    page.wait_for_selector("#review", state="detached")
    assert page.evaluate("() => document.activeElement.id") == "review-deal"  # back where the player was


@pytest.mark.standin
def test_the_tabela_opens_an_earlier_deal_after_a_reload(page, site) -> None:
    page, watch = page
    first_deal(page, site, seed=13, deals=2)
    page.click("#next-deal")
    page.wait_for_selector("#table[data-phase=turn]", timeout=60_000)
    page.reload()
    page.wait_for_selector("#table[data-phase=turn]", timeout=BOOT_TIMEOUT)  # the saved game resumes

    page.click("#scoreboard-open")
    page.wait_for_selector("#scoreboard[open]")
    page.focus('#scoreboard .deal-replay[data-deal="1"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("#review[open]")
    assert "przegląd rozdania 1" in page.text_content("#replay-title")
    check_steps_by_keyboard(page)
    page.click("#analyse")  # a deal ended before the reload is analysed when asked
    assert page.evaluate("() => document.activeElement.id") == "analysis-cancel"
    repeated = page.locator("[id]").evaluate_all("els => els.map(e => e.id).filter((id, i, all) => all.indexOf(id) !== i)")
    assert repeated == []  # the replay's table has no ids of the live one's

    page.keyboard.press("Escape")
    page.wait_for_selector("#review", state="detached")
    assert page.evaluate("() => document.activeElement.dataset.deal") == "1"  # back on the row's button, the Tabela still open
    assert page.is_visible("#scoreboard[open]")


@pytest.mark.standin
def test_the_replay_speaks_to_the_player_in_english(page, site) -> None:
    """The player's own move is "Your move: …", never "You plays" or "You passes"; counts agree with their noun."""
    page, watch = page
    page.add_init_script("localStorage.setItem('karciarnia.lang', 'en')")
    first_deal(page, site, seed=7, deals=1)
    page.click("#review-deal")
    page.wait_for_selector("#review[data-step='0']")
    lines, labels = [], set()
    for number in range(1, last_step(page) + 1):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f"#review[data-step='{number}']")
        lines.append(page.text_content("#replay-step"))
        labels |= {label for _, label in face_up_counts(page).values()}
    mine = [line for line in lines if "Your move:" in line]
    assert mine and any("Your move: pass." in line for line in mine)  # the careless player passes
    assert not [line for line in lines if re.search(r"\bYou (?:plays|passes|gives)\b", line)]
    assert labels and all(label == (f"{label.split()[0]} card" if label.split()[0] == "1" else f"{label.split()[0]} cards") for label in labels)


# -- the analysis in every game: verdicts on the player's moves, the legend, the graph -------------

OPTIONS = {"prezydent": {"players": 3, "deals": 2}, "doudizhu": {"deals": 2}, "tarok": {"deals": 2}, "koalicje": {}}
UNIT_WORDS = {  # what the legend calls each game's unit (engine/karciarnia/analysis.py: a decision's value)
    "prezydent": "punkty tego rozdania (za zajęte miejsce)",  # P15: points by place
    "doudizhu": "punkty tego rozdania (stawka razy mnożnik)",  # D23: bid × multiplier
    "tarok": "punkty z kart i lew (twoje minus przeciwnika)",
    "koalicje": "głosy tej rundy (twoje ponad średnią rywali)",
}
POINTS_ANALYSED = 3  # the graph is checked on the first few analyses: the whole deal's would take minutes


def first_deal_record(game: str, seed: int) -> dict:
    """A record whose first deal (round) is over: seat 0 plays at random (a careless player), the others easy."""
    state = GAMES[game].new_state(dict(OPTIONS[game]), seed)
    careless = Rng(seed)
    first = state.deal_number
    while state.deal_number == first:
        seat = state.current_player
        observation = state.observation(seat)
        state.apply(careless.choice(observation.legal_actions) if seat == 0 else computers.choose(game, "easy", observation, Rng(len(state.history))))
    return {"format": 1, "game": game, "options": OPTIONS[game], "seed": seed, "actions": list(state.history)}


def open_first_deal_from_saved(page, site, record: dict, seats: int) -> None:
    """Store ``record`` as the game in progress, let the page resume it, and open its first deal's review from the Tabela."""
    saved = {"format": 1, "game": record["game"], "record": record, "players": ["human"] + ["easy"] * (seats - 1)}
    write_storage(page, site, {"karciarnia.saved": json.dumps(saved)})
    page.goto(site.url + "?pace=0&nosw")
    page.wait_for_selector(SETTLED, timeout=BOOT_TIMEOUT)
    page.click("#scoreboard-open")
    page.click('#scoreboard .deal-replay[data-deal="1"]')
    page.wait_for_selector("#review[open]")


def graph_points(page) -> list[tuple[int, str, bool]]:
    """The deal graph's points: each one's step, verdict and whether it is the largest loss."""
    return [
        (step, verdict, largest)
        for step, verdict, largest in page.eval_on_selector_all(
            "#deal-graph .graph-point", "ps => ps.map(p => [Number(p.dataset.step), p.dataset.verdict, p.classList.contains('largest')])"
        )
    ]


def searched_steps(record: dict) -> list[int]:
    """The replay steps of the first deal that show the player's searched decisions (analysed, not forced), in order."""
    replay = op_replay({"record": record, "seat": 0, "index": 0})
    decisions = op_decisions({"record": record, "seat": 0, "deal": replay["deal"]})["decisions"]
    return [decision["move"] - replay["first_move"] + 1 for decision in decisions if decision["analysed"] and not decision["forced"]]


# "You" with a verb of the third person ("You plays", "You passes", "You takes"), and a count of one with a plural noun.
YOU_THIRD_PERSON = re.compile(r"\bYou (?:is|has|[a-z]*[^s\W]s)\b")
ONE_PLURAL = re.compile(r"(?<![\d,.])1 (?:cards|pts|points|tricks|votes)\b")


@pytest.mark.standin
@pytest.mark.parametrize("game", list(OPTIONS))
def test_every_step_of_a_replay_speaks_to_the_player_in_english(page, site, game: str) -> None:
    """Each game words its moves its own way (a bid, a trump, an exchange, a trick taken): at every step the
    player's move is "Your move: …", no sentence has "You" with a third-person verb, a count of one takes the singular."""
    page, watch = page
    page.add_init_script("localStorage.setItem('karciarnia.lang', 'en')")
    record = first_deal_record(game, seed=5)
    open_first_deal_from_saved(page, site, record, GAMES[game].new_state(dict(OPTIONS[game]), 5).num_players)
    lines = []
    for number in range(1, last_step(page) + 1):
        page.eval_on_selector("#replay-slider", "(s, v) => { s.value = String(v); s.dispatchEvent(new Event('input')); }", number)
        page.wait_for_selector(f"#review[data-step='{number}']")
        lines.append(page.inner_text("#review"))
    assert any("Your move:" in line for line in lines)
    assert not [found for line in lines for found in YOU_THIRD_PERSON.findall(line)]
    assert not [found for line in lines for found in ONE_PLURAL.findall(line)]
    watch.assert_clean()


# Every card drawn in the replay stamped; then where each stamped card is, and where each card is (its zone,
# its seat, its key): a card that stays in its place must be the node it was.
STAMP_CARDS = "() => { for (const card of document.querySelectorAll('#review .replay-table .card[data-key]')) card.__stamp = true; }"
CARDS_KEPT = """() => {
  const cards = [...document.querySelectorAll('#review .replay-table .card[data-key]')];
  const place = (card) => { const zone = card.closest('[data-zone]'); return `${zone?.dataset.zone}${zone?.dataset.seat ?? ''} ${card.dataset.key}`; };
  return { kept: cards.filter((card) => card.__stamp === true).map(place), keys: cards.map(place) };
}"""


@pytest.mark.standin
@pytest.mark.parametrize("game", list(OPTIONS))
def test_a_replay_step_redraws_in_place_keeping_every_card_that_stayed(page, site, game: str) -> None:
    """A step of the replay redraws the table in place (table/patch.js), as a move at the table does: each card
    still where it was is the same node, so stepping repaints what the move changed, not the deal's every card."""
    page, watch = page
    record = first_deal_record(game, seed=5)
    open_first_deal_from_saved(page, site, record, GAMES[game].new_state(dict(OPTIONS[game]), 5).num_players)
    before = page.evaluate(CARDS_KEPT)["keys"]
    moved = 0
    for number in range(1, min(12, last_step(page)) + 1):
        page.evaluate(STAMP_CARDS)
        page.eval_on_selector("#replay-slider", "(s, v) => { s.value = String(v); s.dispatchEvent(new Event('input')); }", number)
        page.wait_for_selector(f"#review[data-step='{number}']")
        after = page.evaluate(CARDS_KEPT)
        stayed = set(before) & set(after["keys"])
        built_again = stayed - set(after["kept"])
        assert stayed and not built_again, f"step {number}: of {len(stayed)} cards that stayed, these were built again: {sorted(built_again)}"
        moved += len(set(before) - set(after["keys"]))
        before = after["keys"]
    assert moved, "no card moved in these steps: the check saw nothing"
    watch.assert_clean()


@pytest.mark.standin
@pytest.mark.parametrize("game", list(OPTIONS))
def test_the_analysis_judges_the_players_own_moves_with_a_legend_and_a_graph(page, site, game: str) -> None:
    page, watch = page
    record = first_deal_record(game, seed=5)
    seats = GAMES[game].new_state(dict(OPTIONS[game]), 5).num_players
    open_first_deal_from_saved(page, site, record, seats)
    expected = searched_steps(record)

    page.click("#analyse")
    # The legend: the game's unit in words, and where the lines between the verdicts lie.
    legend = page.wait_for_selector("#analysis-legend")
    assert UNIT_WORDS[game] in legend.text_content()
    mistake_line = f"{BUNDLES[game].analyst.threshold:g}".replace(".", ",")
    scale = page.eval_on_selector_all("#analysis-legend li", "items => items.map(i => [i.dataset.verdict, i.textContent])")
    assert [verdict for verdict, _ in scale] == ["good", "inaccuracy", "mistake", "blunder"]
    assert dict(scale)["inaccuracy"].endswith(f"–{mistake_line}") and dict(scale)["mistake"].startswith(f"Błąd: {mistake_line}–")

    # The graph fills in: one point per decision analysed so far, at the step that shows the player's move.
    page.wait_for_function("(n) => document.querySelectorAll('#deal-graph .graph-point').length >= n", arg=POINTS_ANALYSED, timeout=ANALYSIS_TIMEOUT)
    page.evaluate("() => document.querySelector('#analysis-cancel:not([hidden])')?.click()")  # a quick analysis may be done already
    page.wait_for_selector("#review .analysis[data-state]", timeout=ANALYSIS_TIMEOUT)  # cancelled, or done if it was quicker
    points = graph_points(page)
    assert [step for step, *_ in points] == expected[: len(points)]
    assert all(verdict in ("good", "inaccuracy", "mistake", "blunder") for _, verdict, _ in points)
    audit(page, f"{game}: the review with its legend and graph")

    # Each point is the one under its own centre: a neighbour a step away never covers it (Tarok's steps lie close).
    covered = page.eval_on_selector_all(
        "#deal-graph .graph-point",
        """ps => ps.filter(p => { const r = p.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top !== p && !p.contains(top); }).map(p => Number(p.dataset.step))""",
    )
    assert covered == []

    # A click on a point shows its move: the player's own, with the verdict on their choice.
    for step, verdict, _ in points:
        page.click(f"#deal-graph .graph-point[data-step='{step}']")
        page.wait_for_selector(f"#review[data-step='{step}']")
        said = page.text_content("#replay-step")
        assert "Twój ruch:" in said, said
        assert re.search(r"[Tt]wój wybór", said), said
        assert page.locator(f"#deal-graph .graph-point.current[data-step='{step}']").count() == 1
        assert page.is_visible("#play-on")  # a decision opened from the graph offers play on from before it

    # By keyboard: → on a point moves to the next decision, the focus with it.
    page.focus(f"#deal-graph .graph-point[data-step='{points[0][0]}']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(f"#review[data-step='{points[1][0]}']")
    assert page.evaluate("() => document.activeElement.dataset.step") == str(points[1][0])
