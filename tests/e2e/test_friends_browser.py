"""Play with friends across devices in Chromium: two or three browser contexts, joined
by WebRTC data channels with no ICE server (host candidates), the codes passed as a person would
copy them out of one page and paste them into the other.

The host's page runs the engine; a guest's page receives only messages. Every message a guest
receives is recorded (an init script wraps the data channel's "message" listeners) and checked
against the engine in this process: each view it carries is exactly its own seat's observation at
that move, so no message ever carries a card of another seat.

The host's engine is Pyodide in the Dou Dizhu deal through a drop and a host reload; the other
tests run the host's table on the stand-in engine (the same engine in CPython, test_standin_engine.py).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from karciarnia import computers
from karciarnia.catalog import get_game
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK
from karciarnia.games.prezydent.plays import DECK as PREZYDENT_DECK
from karciarnia.games.tarok.game import DECK as TAROK_DECK
from karciarnia.rng import Rng
from helpers import KOALICJE_ELECTION_DEAL
from stored_games import near_end, saved_game
from test_accessibility import doudizhu_turn, koalicje_turn, prezydent_turn, tarok_turn  # a quick player's decisions
from test_game_file_browser import download

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 120_000
SETTLED = "#table:is([data-phase=turn], [data-phase=results], [data-phase=over])"
RECORD_MESSAGES = """
(() => {
  window.__received = [];
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, options) {
    if (type !== "message") return add.call(this, type, listener, options);
    return add.call(this, type, (event) => {
      if (event.data !== "karciarnia:open") window.__received.push(event.data); // the link's greeting (peer.js) is not the game's
      listener.call(this, event);
    }, options);
  };
})();
"""


def watch(page) -> None:
    """Keep what the page says in its console (shown when a friend is not seated in time)."""
    page.said = []
    page.on("console", lambda message: page.said.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: page.said.append(f"page error: {error}"))


def wait_seated(guest, host) -> None:
    """The friend's table is drawn; else say what the friend's page showed and what both pages said."""
    try:
        guest.wait_for_selector("#table .table-frame", timeout=30_000)
    except Exception as error:
        status = guest.text_content("#join-status") if guest.query_selector("#join-status") else None
        raise AssertionError(f"the friend was not seated: status {status!r}, console {guest.said}, host's console {host.said}") from error


def host_table(page, site, game: str, seed: int, friends: list[int], options: dict[str, str], query: str = "") -> None:
    """From the lobby to ``game`` with ``friends``' seats for friends and easy computers elsewhere (``query``: more of the address)."""
    watch(page)
    page.goto(site.url + f"?pace=0&seed={seed}&nosw{query}")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    page.click("#friends-setup")  # the home's entry opens the options sheet with every other seat for friends
    page.check(f"input[name=game][value={game}]")  # another game in the sheet: its other seats for friends too
    for name, value in options.items():
        page.select_option(f"#option-{name}", value)
    page.select_option("#option-level", "easy")  # the computers' level: the friends keep their seats
    seats = page.locator("select[id^=option-level-]").count()
    for seat in range(1, seats + 1):
        if seat not in friends:
            page.select_option(f"#option-level-{seat}", "easy")
    page.fill("#option-name-0", "Gosia")
    page.click("#start")
    page.wait_for_selector("#friends[open]", timeout=BOOT_TIMEOUT)  # the friends' dialog opens by itself


def change_saved(host, change: Callable[[dict], dict]) -> None:
    """The host's saved game, its record updated by ``change(record)``, everything else it keeps (the friends' seats) as it was."""
    saved = json.loads(host.evaluate("localStorage.getItem('karciarnia.saved')"))
    saved["record"].update(change(saved["record"]))
    host.evaluate("(text) => localStorage.setItem('karciarnia.saved', text)", json.dumps(saved))


def dealt(game: str, seed: int, options: dict[str, object] | None = None) -> dict:
    """A record of ``game`` just dealt from ``seed``: no move made yet."""
    return {"format": 1, "game": game, "options": options or {}, "seed": seed, "actions": []}


def host_stored(page, site, record: dict, friends: list[int], query: str = "") -> None:
    """The host's page reopens ``record`` as its saved table, with ``friends``' seats for friends and easy
    computers elsewhere, as ``host_table`` would have saved it (``stored_games.saved_game``); returns once its
    friends' dialog opens. A test of a moment in a deal starts there instead of clicking to it from the lobby."""
    watch(page)
    saved = json.loads(saved_game(record))
    seats = range(len(saved["players"]))
    saved["players"] = ["human" if seat == 0 or seat in friends else "easy" for seat in seats]
    saved["levels"] = ["friend" if seat in friends else "easy" for seat in seats[1:]]
    saved["names"] = ["Gosia", *(f"Player {seat + 1}" for seat in seats[1:])]
    saved["friends"] = {"table": "5eed7ab1", "seats": friends, "level": "easy"}
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # asked for by a plain file only
    page.goto(site.url + "build.json")
    page.evaluate("(saved) => localStorage.setItem('karciarnia.saved', saved)", json.dumps(saved))
    page.goto(site.url + f"?pace=0&nosw{query}")
    page.wait_for_selector("#friends[open]", timeout=BOOT_TIMEOUT)  # a saved table with friends' seats asks for them again


def invite(host) -> str:
    """The host prepares an invitation; returns its link as the host would copy it."""
    host.click("#friends-invite")
    host.wait_for_selector("#friends-link", timeout=30_000)
    link = host.input_value("#friends-link")
    assert "#join=" in link and "?" not in link  # the offer rides in the fragment, never sent to a server
    return link


def join(guest_context, link: str, name: str, seat: int) -> object:
    """A friend opens the link, picks ``seat``, and gets an answer code; returns (page, code)."""
    guest = guest_context.new_page()
    guest.add_init_script(RECORD_MESSAGES)
    watch(guest)
    guest.requested = []
    guest.on("request", lambda request: guest.requested.append(request.url))
    guest.goto(link.replace("#join=", "?pace=0&nosw#join="))
    guest.wait_for_selector("#friends-join")
    remembered = guest.input_value("#join-name")
    assert remembered in ("", name)  # a friend who joined before finds their name filled in
    guest.fill("#join-name", name)
    guest.check(f"input[name=seat][value='{seat}']")
    guest.click("#join-answer")
    guest.wait_for_selector("#join-code", timeout=30_000)
    return guest, guest.input_value("#join-code")


def connect(host, code: str, seat: int) -> None:
    """The host pastes the answer code; the friend's seat shows as connected."""
    host.fill("#friends-answer", code)
    host.click("#friends-connect")
    host.wait_for_selector(f".friends-seat[data-seat='{seat}'][data-status=connected]", timeout=30_000)


def seat_friend(host, guest_context, name: str, seat: int) -> object:
    link = invite(host)
    guest, code = join(guest_context, link, name, seat)
    connect(host, code, seat)
    wait_seated(guest, host)
    return guest


def play(pages: list, turn, until=lambda: False, max_moves: int = 400) -> None:
    """Let whichever page is to move decide, until every page shows the game over (or ``until()``)."""
    for _ in range(max_moves):
        # The phases are read before ``until()``: a page that reached the results after ``until()``
        # looked would otherwise be clicked on to the next deal, past the moment the test waits for.
        phases = [page.get_attribute("#table", "data-phase") for page in pages]
        if until():
            return
        if all(phase == "over" for phase in phases):
            return
        for page, phase in zip(pages, phases):
            if phase == "results":
                page.click("#results button.primary")  # on to the next deal (round) on this page
            elif phase == "turn":
                moves = page.get_attribute("#table", "data-moves")
                turn(page)
                page.wait_for_function("(moves) => document.querySelector('#table').dataset.moves !== moves", arg=moves, timeout=30_000)
                break
        else:
            pages[0].wait_for_timeout(100)  # a computer or a friend on another page is to move
    raise AssertionError("the game did not end")


def received(guest) -> list[dict]:
    return [json.loads(text) for text in guest.evaluate("window.__received")]


def at_a_players_turn(pages: list) -> bool:
    """A page shows its player's turn: the table waits for that person, and nothing moves meanwhile."""
    return any(page.get_attribute("#table", "data-phase") == "turn" for page in pages)


def shown_to_all(host, guests: list) -> None:
    """Every friend's table counts the moves the host's shows (the messages of the last one arrived)."""
    for guest in guests:
        guest.wait_for_function("(count) => Number(document.querySelector('#table').dataset.moves) === count", arg=moves(host), timeout=30_000)


def finished_record(host, tmp_path: Path) -> dict:
    """The host's finished game, as its results panel downloads it (a game over is saved no longer)."""
    return download(host, "#download-game", tmp_path)[1]["record"]


def saved_record(host, at_least: int | None = None) -> dict:
    """The host's game as its page saved it, with at least ``at_least`` moves (default: those its table shows)."""
    host.wait_for_function(
        "(moves) => (JSON.parse(localStorage.getItem('karciarnia.saved'))?.record.actions.length ?? -1) >= moves",
        arg=moves(host) if at_least is None else at_least,
        timeout=30_000,
    )  # the page saves after it shows a move: on a busy machine the save may come a moment later
    return json.loads(host.evaluate("localStorage.getItem('karciarnia.saved')"))["record"]


def easy_moves(record: dict, stop: Callable[[object], bool]) -> list[str]:
    """The moves of easy computers at every seat of ``record``'s game from its deal, until ``stop(state)``."""
    state = replay(record, 0)
    while not stop(state):
        state.apply(computers.choose(record["game"], "easy", state.observation(state.current_player), Rng(len(state.history))))
    return list(state.history)


def first_deal_but(record: dict, moves_left: int) -> list[str]:
    """``record``'s first deal as easy computers at every seat play it, but for its last ``moves_left`` moves."""
    first = replay(record, 0).deal_number
    return easy_moves(record, lambda state: state.is_terminal or state.deal_number != first)[:-moves_left]


def replay(record: dict, moves: int):
    state = get_game(record["game"]).new_state(record["options"], record["seed"])
    for action in record["actions"][:moves]:
        state.apply(action)
    return state


DECKS = {"prezydent": PREZYDENT_DECK, "doudizhu": DOUDIZHU_DECK, "tarok": TAROK_DECK, "koalicje": KOALICJE_DECK}


def cards_named(value: object, game: str) -> set[str]:
    """The cards of ``game``'s deck that ``value`` names anywhere in its JSON."""
    return set(re.findall(r"[0-9A-Za-z]+", json.dumps(value))) & set(DECKS[game])


def check_messages(messages: list[dict], seat: int, record: dict) -> int:
    """Every view a guest received is its own seat's observation at that move, replayed here, and
    what the host's page adds to it (names, the game, its options, the running score) names no card; returns how many."""
    views = [m for m in messages if m["type"] in ("table", "move")]
    assert views, "the guest received no view"
    for message in messages:
        assert message["v"] == 1
        assert set(message) <= {"v", "type", "view", "names", "game", "options", "reactions", "actor", "action", "error", "reason", "params", "tally"}, message.keys()
        beside = {key: message.get(key) for key in ("names", "game", "options", "tally")}
        assert not cards_named(beside, record["game"]), f"{message['type']}: {sorted(cards_named(beside, record['game']))} beside the view"
    for message in views:
        view = message["view"]
        assert view["seat"] == seat  # a guest's view is of its own seat only
        state = replay(record, view["moves"])
        assert view["observation"] == state.observation(seat).to_json(), f"move {view['moves']}: not the seat's own observation"
        if message["type"] == "move" and message["action"]:
            before = replay(record, view["moves"] - 1)
            played = before.action(record["actions"][view["moves"] - 1])
            assert message["actor"] == before.current_player  # the move it reports is the one played…
            # …as the engine shows it to this seat: a gift or a discard it took no part in stays face down (P17, K20)
            assert message["action"] == before.action_view(played, seat), f"move {view['moves']}: {message['action']} is not seat {seat}'s view of it"
    return len(views)


def latest(messages: list[dict]) -> int:
    """The most moves any view among ``messages`` has seen."""
    return max(m["view"]["moves"] for m in messages if "view" in m)


def moves(page) -> int:
    return int(page.get_attribute("#table", "data-moves") or 0)


def open_friends(host) -> None:
    if host.is_visible("#menu-toggle"):
        host.click("#menu-toggle")
    host.click("#friends-open")
    host.wait_for_selector("#friends[open]")


def test_a_friend_plays_a_dou_dizhu_deal_through_a_drop_and_a_host_reload(browser, site) -> None:
    host_context = browser.new_context(locale="pl-PL", viewport={"width": 1100, "height": 900})
    guest_context = browser.new_context(locale="pl-PL", viewport={"width": 420, "height": 860})
    host = host_context.new_page()
    host_table(host, site, "doudizhu", 21, [1], {"deals": "2"})
    guest = seat_friend(host, guest_context, "Ania", 1)
    host.click("#friends-close")
    assert host.text_content(".seat[data-seat='1'] .seat-name") == "Ania"  # the friend's own name
    assert guest.text_content(".seat[data-seat='0'] .seat-name") == "Gosia"
    assert not guest.query_selector("#hint")  # a guest's page has no engine to ask
    messages = []

    # the guest's connection is cut mid-deal; the seat waits; the friend rejoins it.
    play([host, guest], doudizhu_turn, until=lambda: moves(host) >= 6)
    messages.append(received(guest))
    guest.close()
    host.wait_for_selector(".seat[data-seat='1'] .seat-status[data-status=lost]", timeout=30_000)  # shown as disconnected
    open_friends(host)
    link = invite(host)
    guest = guest_context.new_page()
    guest.goto(link.replace("#join=", "?pace=0&nosw#join="))
    assert guest.input_value("#join-name") == "Ania"  # the name is remembered on the friend's device
    guest.close()
    guest, code = join(guest_context, link, "Ania", 1)
    connect(host, code, 1)
    wait_seated(guest, host)
    host.click("#friends-close")

    # the host reloads: the saved table comes back, invites again, the friend rejoins.
    # At the host's turn nothing moves; the page saves after the move it shows, so the reload waits for that save.
    # The saved deal is played on in CPython to the host's last 2 decisions, where the table comes back.
    play([host, guest], doudizhu_turn, until=lambda: moves(host) >= 12 and host.get_attribute("#table", "data-phase") == "turn")
    saved_record(host)
    change_saved(host, lambda record: {"actions": near_end(record["game"], record["seed"], record["options"], turns_left=2, actions=record["actions"])["actions"]})
    host.reload()
    guest.wait_for_selector("#table-message:has-text('gospodarzem')", timeout=30_000)  # the guest is told
    messages.append(received(guest))
    guest.close()
    host.wait_for_selector("#friends[open]", timeout=BOOT_TIMEOUT)
    assert host.get_attribute(".friends-seat[data-seat='1']", "data-status") == "lost"  # Ania's seat waits for her to rejoin
    guest = seat_friend(host, guest_context, "Ania", 1)
    host.click("#friends-close")

    play([host, guest], doudizhu_turn, until=lambda: host.get_attribute("#table", "data-phase") == "results")
    messages.append(received(guest))
    record = saved_record(host, max(latest(part) for part in messages))
    counts = [check_messages(part, 1, record) for part in messages]
    assert all(count > 1 for count in counts), counts
    guest.wait_for_selector("#table[data-phase=results]")  # the deal finished on the friend's page too
    # The host's engine runs the table: the friend's page neither downloads nor starts its own.
    assert guest.get_attribute("#engine-status", "data-state") == "idle"
    assert not [url for url in guest.requested if "/pyodide/" in url or "worker.js" in url]
    host_context.close()
    guest_context.close()


def host_and_friend(browser, site, record: dict) -> tuple:
    """The host on a laptop at ``record``'s table and a friend at seat 1 on a phone, in English, easy computers elsewhere: (host, guest)."""
    host = browser.new_context(locale="en-GB", viewport={"width": 1366, "height": 768}).new_page()
    host_stored(host, site, record, [1])
    guest = seat_friend(host, browser.new_context(locale="en-GB", viewport={"width": 390, "height": 844}), "Ania", 1)
    host.click("#friends-close")
    return host, guest


def exchanged(guest) -> bool:
    """The friend was shown a move after an exchange's gifts: the exchange is over."""
    kinds = [m["action"]["type"] for m in received(guest) if m["type"] == "move" and m["action"]]
    return "give" in kinds and kinds[-1] != "give"


@pytest.mark.standin
def test_a_friend_never_sees_an_exchange_it_is_not_part_of(browser, site) -> None:
    # P17: at the exchange before deal 2 the friend at seat 1 is told that cards were handed over
    # between other seats, never which; its own gifts, given or received, it sees whole. The table starts
    # at the host's last decision of deal 1 and stops once deal 2 is played on from the exchange:
    # every message the friend was sent till then (deal 1's end, the exchange, deal 2's start) is checked
    host, guest = host_and_friend(browser, site, near_end("prezydent", 7, {"players": 4, "deals": 2}, turns_left=1))
    play([host, guest], prezydent_turn, until=lambda: exchanged(guest) and at_a_players_turn([host, guest]))
    shown_to_all(host, [guest])
    messages = received(guest)
    record = saved_record(host)
    assert latest(messages) == len(record["actions"])  # the friend was shown the game to its last move
    assert check_messages(messages, 1, record) > 5  # the table, deal 1's last moves, the gifts, a play of deal 2
    gifts = [m for m in messages if m["type"] == "move" and m["action"] and m["action"]["type"] == "give"]
    hidden = [m for m in gifts if m["action"].get("hidden")]
    assert hidden and all("cards" not in m["action"] and m["actor"] != 1 for m in hidden), gifts
    assert len(hidden) < len(gifts)  # the friend's own part of the exchange is shown whole
    host.context.close()
    guest.context.close()


@pytest.mark.standin
def test_a_friend_at_tarok_sees_only_its_own_hand_and_the_cards_played_as_the_stock_runs_out_and_to_the_end(browser, site, tmp_path: Path) -> None:
    # T3, T6: the stock and the host's hand stay hidden (until the stock is empty, games/tarok/game.py);
    # every view the friend receives, from two tricks before the stock runs out to the game's end, is its own seat's observation
    host, guest = host_and_friend(browser, site, near_end("tarok", 33, {"deals": 1}, turns_left=8))  # 8 cards left in the stock
    play([host, guest], tarok_turn)
    messages = received(guest)
    record = finished_record(host, tmp_path)
    assert latest(messages) == len(record["actions"])
    stock = [m["view"]["observation"]["stock_count"] for m in messages if "view" in m]
    assert stock[0] > 0 and stock[-1] == 0, stock  # views with the stock hidden, and after it ran out
    assert check_messages(messages, 1, record) > 20  # the last 11 tricks: moves of both seats
    guest.wait_for_selector("#table[data-phase=over]")
    host.context.close()
    guest.context.close()


def koalicje_discarding_turn(page) -> None:
    """A quick Koalicje player who throws back one card when an election round allows it (K20)."""
    if page.is_visible("#discard"):
        page.click(".hand button.card >> nth=0")
        page.click("#discard")
    else:
        koalicje_turn(page)


@pytest.mark.standin
def test_friends_never_see_another_seats_discards(browser, site) -> None:
    # K20: in an election round the host (seat 0) and a friend (seat 1) each throw a card back face
    # down; the other friend (seat 2) sees neither card, and the friend sees only its own; every
    # message until a move after the discards (the hands filled again from the undealt cards) is checked
    host_context = browser.new_context(locale="pl-PL", viewport={"width": 1366, "height": 768})
    host = host_context.new_page()
    host_stored(host, site, dealt("koalicje", 19, {"deal": KOALICJE_ELECTION_DEAL}), [1, 2])
    guests = [seat_friend(host, browser.new_context(locale="pl-PL", viewport={"width": 390, "height": 844}), name, seat) for seat, name in ((1, "Ania"), (2, "Bartek"))]
    host.click("#friends-close")
    play([host, *guests], koalicje_discarding_turn, until=lambda: moves(host) >= 3 and at_a_players_turn([host, *guests]))
    shown_to_all(host, guests)
    seen = {seat: received(guest) for seat, guest in zip((1, 2), guests)}
    record = saved_record(host)
    discards = {seat: [m for m in part if m["type"] == "move" and (m["action"] or {}).get("type") == "discard"] for seat, part in seen.items()}
    for seat, part in seen.items():
        assert latest(part) == len(record["actions"])
        assert check_messages(part, seat, record) > 3  # the table, both discards, a move with the hands filled again
    first_round = {seat: [(m["actor"], m["action"].get("hidden", False)) for m in part[:2]] for seat, part in discards.items()}
    assert sorted(first_round[1]) == [(0, True), (1, False)] and sorted(first_round[2]) == [(0, True), (1, True)]
    for seat, part in discards.items():  # a discard is hidden from every seat but its own
        assert all(m["action"].get("hidden", False) == (m["actor"] != seat) for m in part), part
        assert all("cards" not in m["action"] for m in part if m["actor"] != seat)
    host_context.close()
    for guest in guests:
        guest.context.close()


RECORD_CHANNELS = RECORD_MESSAGES.replace("window.__received = [];", "window.__received = []; window.__channels = [];").replace(
    'if (type !== "message")', 'if (type === "message") window.__channels.push(this);\n    if (type !== "message")'
)
SEND_RAW = "(text) => { const channel = window.__channels.find((c) => c.readyState === 'open'); channel.send(text); }"


def before_a_card_the_friend_may_not_play(record: dict) -> list[str]:
    """The moves of easy computers at every seat of ``record``'s game up to the first play of seat 0 after
    which, whichever card it plays, seat 1 must follow with a hand of which some cards are refused (K22)."""

    def friend_bound_next(state) -> bool:
        if state.current_player != 0 or state.observation(0).to_json()["phase"] != "play":
            return False
        after = [replay({**record, "actions": [*state.history, action]}, len(state.history) + 1) for action in state.legal_actions()]
        return all(len(then.legal_actions()) < len(then.observation(1).to_json()["hand"]) for then in after)

    return easy_moves(record, friend_bound_next)


@pytest.mark.standin
def test_two_friends_join_a_koalicje_table_and_a_hostile_message_changes_nothing(browser, site) -> None:
    host_context = browser.new_context(locale="en-GB", viewport={"width": 1366, "height": 768})
    host = host_context.new_page()
    koalicje = dealt("koalicje", 19)
    host_stored(host, site, {**koalicje, "actions": before_a_card_the_friend_may_not_play(koalicje)}, [1, 2])  # the host to move: a hostile guest's moment
    guests = []
    for seat, name in ((1, "Ania"), (2, "Bartek")):
        guest_context = browser.new_context(locale="en-GB", viewport={"width": 390, "height": 844})
        guest_context.add_init_script(RECORD_CHANNELS)
        guests.append(seat_friend(host, guest_context, name, seat))
        assert host.is_visible(f".friends-seat[data-seat='{seat}'][data-status=connected]")
    host.click("#friends-close")
    for guest in guests:  # everyone sees everyone's name, the computer as a computer
        assert [guest.text_content(f".seat[data-seat='{seat}'] .seat-name") for seat in (0, 1, 2)] == ["Gosia", "Ania", "Bartek"]
    host_to_move = lambda: moves(host) >= 10 and host.get_attribute("#table", "data-phase") == "turn"  # noqa: E731
    play([host, *guests], koalicje_turn, until=host_to_move)

    # a hostile guest: junk, another version, and the host's own legal action sent on
    # Ania's connection (the table waits for the host: nothing else moves meanwhile) are refused.
    ania = guests[0]
    before = moves(host)
    record = saved_record(host)
    state = replay(record, before)
    assert state.current_player == 0
    forged = state.legal_actions()[0].id
    count = len(ania.evaluate("window.__received"))
    for text in ["not json", json.dumps({"v": 2, "type": "sync"}), json.dumps({"v": 1, "type": "act", "action": forged, "moves": before})]:
        ania.evaluate(SEND_RAW, text)
    ania.wait_for_function("(count) => window.__received.length >= count + 3", arg=count, timeout=30_000)
    replies = [json.loads(text) for text in ania.evaluate("window.__received")[count:]]
    assert [reply["type"] for reply in replies[:3]] == ["refused"] * 3, replies
    assert moves(host) == before and saved_record(host)["actions"] == record["actions"]

    # K22: a card the rules forbid, chosen on a guest's page, is explained by the host's engine.
    dimmed = lambda: ania.get_attribute("#table", "data-phase") == "turn" and ania.locator(".hand button.card.unplayable").count() > 0  # noqa: E731
    play([host, *guests], koalicje_turn, until=dimmed)
    at = moves(ania)
    ania.click(".hand button.card.unplayable >> nth=0")
    assert ania.is_disabled("#play")
    ania.wait_for_selector("#table-message.notice")
    assert ania.text_content("#table-message") != "That cannot be played now."  # a reason, not the bare refusal
    assert moves(ania) == at and moves(host) == at

    play([host, *guests], koalicje_turn, until=lambda: moves(host) >= at + 6)
    seen = {seat: [m for m in received(guest) if m["type"] != "refused"] for seat, guest in zip((1, 2), guests)}
    record = saved_record(host, max(latest(part) for part in seen.values()))
    for seat, part in seen.items():
        assert check_messages(part, seat, record) > 2
    host_context.close()
    for guest in guests:
        guest.context.close()


RECORD_CONFIGS = """
(() => {
  window.__configs = [];
  const Original = RTCPeerConnection;
  window.RTCPeerConnection = function (config) { window.__configs.push(config); return new Original(config); };
  window.RTCPeerConnection.prototype = Original.prototype;
})();
"""


@pytest.mark.standin
def test_a_stun_server_is_used_only_once_the_player_gives_one(page, site) -> None:
    # no ICE server by default (the same network); a STUN server of the player's choice, checked
    page, _ = page
    page.add_init_script(RECORD_CONFIGS)
    host_table(page, site, "doudizhu", 21, [1], {"deals": "1"})
    invite(page)
    assert page.evaluate("window.__configs.map((c) => c.iceServers)") == [[]]
    page.click("#friends-close")
    page.click("#table-settings")
    for bad in ("http://example.org", "stun:a b", "turn:127.0.0.1"):
        page.fill("#setting-stun", bad)
        page.dispatch_event("#setting-stun", "change")
        assert page.get_attribute("#setting-stun", "aria-invalid") == "true"
    assert page.evaluate("localStorage.getItem('karciarnia.settings')") is None  # nothing stored: none is used
    page.fill("#setting-stun", " stun:127.0.0.1:9 ")  # a local port where nothing answers: no request leaves this machine
    page.dispatch_event("#setting-stun", "change")
    assert page.get_attribute("#setting-stun", "aria-invalid") == "false"
    assert json.loads(page.evaluate("localStorage.getItem('karciarnia.settings')"))["stun"] == "stun:127.0.0.1:9"
    page.keyboard.press("Escape")
    page.reload()  # the saved table comes back with its friend's seat; the new setting applies to it
    page.wait_for_selector("#friends[open]", timeout=BOOT_TIMEOUT)
    invite(page)
    assert page.evaluate("window.__configs.map((c) => c.iceServers)")[-1] == [{"urls": "stun:127.0.0.1:9"}]


@pytest.mark.standin
def test_words_pasted_for_an_answer_code_are_called_no_code_not_another_version(page, site) -> None:
    # A code of another version is told apart by its check; text that is no code is damaged, nothing more.
    page, _ = page
    host_table(page, site, "doudizhu", 21, [1], {"deals": "1"})
    invite(page)
    page.fill("#friends-answer", "hello this is not a code")
    page.click("#friends-connect")
    page.wait_for_function("() => document.getElementById('friends-status').textContent.includes('uszkodzony')", timeout=30_000)
    assert page.text_content("#friends-status") == "Ten kod jest niepełny lub uszkodzony. Skopiuj go jeszcze raz w całości."
    assert page.locator(".friends-seat[data-seat='1']").get_attribute("data-status") != "connected"


@pytest.mark.standin
def test_a_damaged_invitation_is_explained_and_the_lobby_is_one_click_away(page, site) -> None:
    # a malformed code gets a clear error and loses nothing; the page never goes blank
    page, _ = page
    page.goto(site.url + "?pace=0&nosw#join=AUkahEGGC-damaged")
    page.wait_for_selector("#join-problem")
    assert page.text_content("#join-problem") == "Ten kod jest niepełny lub uszkodzony. Skopiuj go jeszcze raz w całości."
    assert "#join" not in page.url  # the spent code leaves the address: a reload goes to the lobby
    assert page.get_attribute("#engine-status", "data-state") == "idle"  # a friend's page starts no engine of its own…
    page.click("#join-leave")
    page.wait_for_selector("#play-prezydent")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=120_000)  # …until it goes to the lobby
    page.click("#play-prezydent")  # and a game of one's own plays
    page.wait_for_selector(".hand button.card", timeout=30_000)


@pytest.mark.standin
def test_play_again_keeps_the_friend_at_the_table(browser, site) -> None:
    # after the game, "play again" deals anew for the same friends: no new invitation
    host_context = browser.new_context(locale="pl-PL", viewport={"width": 1100, "height": 900})
    guest_context = browser.new_context(locale="pl-PL", viewport={"width": 390, "height": 844})
    guest_context.add_init_script(RECORD_MESSAGES)
    host = host_context.new_page()
    host_stored(host, site, near_end("doudizhu", 21, {"deals": 1}, turns_left=2), [1])  # the game's only deal about to end
    guest = seat_friend(host, guest_context, "Ania", 1)
    host.click("#friends-close")
    play([host, guest], doudizhu_turn)
    assert not guest.query_selector("#play-again")  # the host deals again, not a friend…
    assert guest.text_content("#host-may-deal") == "Gospodarz może rozdać jeszcze raz: zostań przy stole, a nowa gra pojawi się tutaj."
    assert guest.text_content("#new-game") == "Odejdź od stołu"  # …who is told so, and may leave instead
    # The running score of the game played: its last move carries it, and both pages show it above the results.
    ended = [m for m in received(guest) if m["type"] == "move" and m["view"]["terminal"]][-1]
    assert ended["tally"]["games"] == 1
    assert {row["seat"]: row["total"] for row in ended["tally"]["rows"]} == dict(enumerate(ended["view"]["scores"]))
    for page in (host, guest):
        assert page.text_content("#friends-tally-title") == "Wynik łączny po 1 grze"
    first_game = len(received(guest))
    host.click("#play-again")
    guest.wait_for_function("(count) => window.__received.length > count", arg=first_game, timeout=30_000)
    guest.wait_for_selector("#table:not([data-phase=over])", timeout=30_000)
    assert host.get_attribute(".seat[data-seat='1'] .seat-status", "data-status") == "connected"
    play([host, guest], doudizhu_turn, until=lambda: moves(host) >= 4)
    new_game = received(guest)[first_game:]
    assert new_game[0]["type"] == "table" and new_game[0]["view"]["moves"] == 0
    assert new_game[0]["tally"] == ended["tally"]  # carried into the game played again, and kept with it
    record = saved_record(host, latest(new_game))
    assert json.loads(host.evaluate("localStorage.getItem('karciarnia.saved')"))["friends"]["tally"] == ended["tally"]
    assert check_messages(new_game, 1, record) > 2
    host_context.close()
    guest_context.close()
