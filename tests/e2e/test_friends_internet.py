"""Friends across the internet by one link, in Chromium, through a local Nostr relay.

No test touches the internet: each starts its own relay (pip ``nostr-relay``) on a free loopback
port, and the pages use it through ``?test-relay=ws://127.0.0.1:PORT`` (honoured for a loopback
address only). The site's Content-Security-Policy allows the public relays alone, so these
contexts bypass it to reach the local one (test_reliability_browser.py checks the policy itself).
The game's messages are recorded as the page's data channels deliver them (the same wrapper as
test_friends_browser.py), then checked against the engine in this process.
The host's engine is Pyodide in the first test (a deal by one link, a friend rejoining); the others
run the host's table on the stand-in engine.
"""

from __future__ import annotations

import asyncio
import datetime
import hashlib
import json
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import coincurve
import pytest
import websockets

from test_accessibility import koalicje_turn
from test_friends_browser import (
    RECORD_CONFIGS,
    check_messages,
    dealt,
    first_deal_but,
    host_stored,
    host_table,
    latest,
    moves,
    open_friends,
    play,
    received,
    saved_record,
    watch,
)

pytestmark = pytest.mark.browser

FIND_WITHIN_MS = 20_000  # a page that cannot connect says why within this (web/js/friends/relay.js)
# The game's messages as this page receives them: Trystero reassembles each from the data channel's
# frames and decodes its text with a TextDecoder (the page's own sends are encoded, never decoded).
RECORD_GAME_MESSAGES = """
(() => {
  window.__received = [];
  const decode = TextDecoder.prototype.decode;
  TextDecoder.prototype.decode = function (...args) {
    const text = decode.apply(this, args);
    if (text.startsWith('{"v":1,')) window.__received.push(text);
    return text;
  };
})();
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Relay:
    """A Nostr relay on a loopback port, which a test may stop."""

    def __init__(self, directory: Path) -> None:
        self.port = free_port()
        config = directory / "relay.yaml"
        config.write_text(
            "DEBUG: false\n"
            f"storage:\n  sqlalchemy.url: sqlite+aiosqlite:///{directory / 'events.sqlite3'}\n"
            "  validators:\n    - nostr_relay.validators.is_signed\n"
            f"gunicorn:\n  bind: 127.0.0.1:{self.port}\n  workers: 1\n"
            "authentication:\n  enabled: false\n"
            "subscription_limit: 64\n"
        )
        command = Path(sys.executable).parent / "nostr-relay"
        self.log = open(directory / "relay.log", "w")
        self.process = subprocess.Popen([str(command), "-c", str(config), "serve", "--use-uvicorn"], cwd=directory, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"the local relay did not start: {(directory / 'relay.log').read_text()[-2000:]}")

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.log.close()


class Listener:
    """A client of the relay that records every event it carries, and can publish its own."""

    def __init__(self, relay: Relay) -> None:
        self.url = relay.url
        self.events: list[dict] = []
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        asyncio.run_coroutine_threadsafe(self.listen(), self.loop)
        assert self.ready.wait(10), "the listener did not connect to the relay"

    async def listen(self) -> None:
        async with websockets.connect(self.url) as socket_:
            self.socket = socket_
            await socket_.send(json.dumps(["REQ", "all", {"since": int(time.time()) - 5}]))
            self.ready.set()
            async for text in socket_:
                message = json.loads(text)
                if message[0] == "EVENT":
                    self.events.append(message[2])

    def publish(self, kind: int, tags: list, content: str) -> None:
        """A signed event from a stranger's key: the relay takes it like any other."""
        secret = coincurve.PrivateKey()
        pubkey = coincurve.PublicKeyXOnly.from_secret(secret.secret).format().hex()
        created = int(time.time())
        serial = json.dumps([0, pubkey, created, kind, tags, content], separators=(",", ":"), ensure_ascii=False)
        digest = hashlib.sha256(serial.encode()).digest()
        event = {"id": digest.hex(), "pubkey": pubkey, "created_at": created, "kind": kind, "tags": tags, "content": content, "sig": secret.sign_schnorr(digest).hex()}
        asyncio.run_coroutine_threadsafe(self.socket.send(json.dumps(["EVENT", event])), self.loop).result(10)


@pytest.fixture
def relay(tmp_path) -> Relay:
    started = Relay(tmp_path)
    yield started
    started.stop()


def context(browser, locale: str = "en-GB", phone: bool = False):
    size = {"width": 390, "height": 844} if phone else {"width": 1366, "height": 768}
    made = browser.new_context(locale=locale, viewport=size, bypass_csp=True)
    made.add_init_script(RECORD_GAME_MESSAGES)
    return made


def open_room(host) -> str:
    """The host chooses "Across the internet"; returns the one link, as the host would copy it."""
    host.click("#friends-internet")
    host.wait_for_selector("#friends-room-link", timeout=FIND_WITHIN_MS + 5_000)
    link = host.input_value("#friends-room-link")
    assert "#room=" in link and "?" not in link  # the room's key rides in the fragment, never sent to a server
    return link


def opened(link: str, relay: Relay) -> str:
    """The link as a test's friend opens it: on the local relay, with no pause between moves."""
    return link.replace("#room=", f"?pace=0&nosw&test-relay={relay.url}#room=")


def take_seat(guest, link: str, relay: Relay, name: str, seat: int) -> tuple[float, float]:
    """A friend opens the link, waits for the host's offer, picks ``seat``; returns the seconds until offered and until seated."""
    watch(guest)
    started = time.monotonic()
    guest.goto(opened(link, relay))
    guest.wait_for_selector(f"#join-form input[name=seat][value='{seat}']", timeout=FIND_WITHIN_MS + 10_000)
    offered = time.monotonic() - started
    guest.fill("#join-name", name)
    guest.check(f"input[name=seat][value='{seat}']")
    guest.click("#join-answer")
    try:
        guest.wait_for_selector("#table .table-frame", timeout=30_000)
    except Exception as error:
        raise AssertionError(f"not seated: {guest.text_content('#join-status')!r}, console {guest.said}") from error
    return offered, time.monotonic() - started


def show_menu(page) -> None:
    """The table's menu, behind its toggle on a phone."""
    if page.is_visible("#menu-toggle") and page.get_attribute("#menu-toggle", "aria-expanded") != "true":
        page.click("#menu-toggle")


def host_on_relay(browser, site, relay: Relay, seed: int):
    """The host (seat 0, Gosia) at a Koalicje table with seats 1 and 2 for friends, on the local relay."""
    host = context(browser).new_page()
    host_table(host, site, "koalicje", seed, [1, 2], {}, query=f"&test-relay={relay.url}")
    return host


def test_two_friends_join_a_koalicje_table_by_one_link_play_to_the_deals_end_and_one_rejoins(browser, site, relay) -> None:
    listener = Listener(relay)
    host = context(browser).new_page()
    koalicje = dealt("koalicje", 19)
    host_stored(host, site, {**koalicje, "actions": first_deal_but(koalicje, 12)}, [1, 2], query=f"&test-relay={relay.url}")  # 12 moves before the deal's end
    link = open_room(host)
    ania = context(browser, phone=True).new_page()
    bartek = context(browser, locale="pl-PL", phone=True).new_page()
    seconds = [take_seat(ania, link, relay, "Ania", 1), take_seat(bartek, link, relay, "Bartek", 2)]
    print("through the local relay, seconds from opening the link to the offer, and to the table:", seconds)
    for seat in (1, 2):
        host.wait_for_selector(f".friends-seat[data-seat='{seat}'][data-status=connected]")
    assert host.is_visible("#friends-dialog, #friends") and "friends-room-link" not in host.content()  # every seat taken: no link on offer
    host.click("#friends-close")
    for guest in (ania, bartek):
        assert [guest.text_content(f".seat[data-seat='{seat}'] .seat-name") for seat in (0, 1, 2)] == ["Gosia", "Ania", "Bartek"]

    # Quick reactions: one "React" button opens them; Ania's shows at her seat on every page and folds them;
    # once the host turns them off, none can be sent.
    show_menu(ania)
    ania.click("#reactions-open")
    assert ania.get_attribute("#reactions-open", "aria-expanded") == "true" and ania.is_visible("#table-menu")  # the phone's menu stays open
    ania.click("#reactions button[data-reaction=thumbs]")
    assert not ania.query_selector("#reactions")
    for page in (host, ania, bartek):
        page.wait_for_selector(".seat[data-seat='1'] .seat-reaction[data-reaction=thumbs]", timeout=10_000)
    host.wait_for_selector(".seat-reaction", state="detached", timeout=10_000)  # shown briefly
    host.click("#reactions-open")  # on a laptop they open over the felt: a press elsewhere, or Escape, folds them
    host.mouse.click(683, 300)
    assert not host.query_selector("#reactions") and host.get_attribute("#reactions-open", "aria-expanded") == "false"
    host.click("#reactions-open")
    host.focus("#reactions button[data-reaction=wow]")
    host.keyboard.press("Escape")
    assert not host.query_selector("#reactions") and host.evaluate("document.activeElement.id") == "reactions-open"
    open_friends(host)
    host.uncheck("#friends-reactions")
    host.click("#friends-close")
    ania.wait_for_function("() => !document.querySelector('#reactions-open')", timeout=10_000)
    assert not host.query_selector("#reactions-open")

    # Hostile events on the room's own topics through the relay: junk, a forged offer, a forged seat request.
    topics = {(event["kind"], tag[1]) for event in listener.events for tag in event["tags"] if tag[0] == "x"}
    assert topics, "the pages announced nothing on the relay"
    forged = [
        "not json",
        json.dumps({"peerId": "forged", "offer": "garbage", "peer": "x"}),
        json.dumps({"v": 1, "type": "take", "seat": 1}),
    ]
    for kind, topic in topics:
        for content in forged:
            listener.publish(kind, [["x", topic]], content)

    # Ania's page goes away mid-deal; her seat waits; she opens the same link and takes it again.
    dropped_at = moves(host) + 4
    play([host, ania, bartek], koalicje_turn, until=lambda: moves(host) >= dropped_at)
    assert not host.query_selector(".seat .seat-status[data-status=lost]")  # both friends still connected
    assert [host.text_content(f".seat[data-seat='{seat}'] .seat-name") for seat in (1, 2)] == ["Ania", "Bartek"]
    assert not [said for page in (host, ania, bartek) for said in page.said if said.startswith("page error")]
    before_drop = received(ania)
    ania.context.close()
    host.wait_for_selector(".seat[data-seat='1'] .seat-status[data-status=lost]", timeout=30_000)
    ania = context(browser, phone=True).new_page()
    take_seat(ania, link, relay, "Ania", 1)

    play([host, ania, bartek], koalicje_turn, until=lambda: host.get_attribute("#table", "data-phase") in ("results", "over"))
    parts = {1: [before_drop, received(ania)], 2: [received(bartek)]}
    record = saved_record(host, max(latest(part) for seat_parts in parts.values() for part in seat_parts))
    for seat, seat_parts in parts.items():
        for part in seat_parts:
            assert check_messages([m for m in part if m["type"] in ("table", "move")], seat, record) > 2
    # The relay carried only encrypted introductions: no name, no view, no move of the game.
    carried = json.dumps(listener.events)
    assert listener.events and not any(word in carried for word in ("Gosia", "Ania", "Bartek", "observation", '\\"type\\":\\"move'))
    for page in (host, ania, bartek):
        page.context.close()


# Which page of two offers the connection: the one whose Trystero id sorts first. A test fixes the first
# character of a page's id (its other 19 stay random) by serving Trystero's id with that prefix.
TRYSTERO_ID = 'const selfId = genId(20);'
IDLE_SECONDS = 5 * 60  # past Trystero's offer lifetime (57 s) and its offers' lease (180 s)


def id_sorting(page, first: str) -> None:
    """This page's Trystero id starts with ``first`` ('0' sorts before any other id, 'z' after)."""

    def serve(route) -> None:
        text = route.fetch().text()
        assert text.count(TRYSTERO_ID) == 1, "Trystero's id is no longer made where this test expects it"
        route.fulfill(body=text.replace(TRYSTERO_ID, f'const selfId = "{first}" + genId(19);'), content_type="text/javascript")

    page.route("**/js/vendor/trystero/core/utils.mjs", serve)


def trystero_id(page) -> str:
    return page.evaluate("import('./js/vendor/trystero/core/index.mjs').then((module) => module.selfId)")


@pytest.mark.standin
def test_friends_who_open_the_link_minutes_after_the_host_are_seated_whichever_page_offers(browser, site, relay) -> None:
    # A pooled offer older than its lifetime is refreshed when a friend arrives; it once lost its data
    # channel and every friend whose connection the host's page offered was never seated.
    # The idle minutes pass on the pages' clocks (Playwright's clock), not the test's: Trystero ages its
    # offers by Date.now and expires them by its timers, which jump on at once; the friends' pages start
    # at the host's time, so that the relay's "since" filters agree.
    host = context(browser).new_page()
    host.clock.install()
    id_sorting(host, "m")
    host_table(host, site, "koalicje", 43, [1, 2], {}, query=f"&test-relay={relay.url}")
    link = open_room(host)
    host.clock.fast_forward(IDLE_SECONDS * 1000)
    later = datetime.datetime.fromtimestamp(host.evaluate("() => Date.now()") / 1000, tz=datetime.timezone.utc)
    ania, bartek = context(browser).new_page(), context(browser, locale="pl-PL", phone=True).new_page()
    for guest in (ania, bartek):
        guest.clock.install(time=later)
    id_sorting(ania, "0")  # Ania's page offers, the host's answers
    id_sorting(bartek, "z")  # the host's page offers, Bartek's answers
    for guest, name, seat in ((ania, "Ania", 1), (bartek, "Bartek", 2)):
        try:
            offered, seated = take_seat(guest, link, relay, name, seat)
        except Exception as error:
            raise AssertionError(f"{name} was offered no seat: {guest.text_content('#join-status')!r}, console {guest.said}, host's {host.said}") from error
        assert seated < 15, f"{name} waited {seated:.1f} s for a seat"
        host.wait_for_selector(f".friends-seat[data-seat='{seat}'][data-status=connected]")
    assert trystero_id(ania) < trystero_id(host) < trystero_id(bartek)
    host.click("#friends-close")
    play([host, ania, bartek], koalicje_turn, until=lambda: moves(host) >= 8)
    assert not [said for page in (host, ania, bartek) for said in page.said if said.startswith("page error") or "refused" in said]
    for seat, guest in ((1, ania), (2, bartek)):
        views = [message for message in received(guest) if message["type"] in ("table", "move")]
        assert check_messages(views, seat, saved_record(host, latest(views))) > 2
    for page in (host, ania, bartek):
        page.context.close()


@pytest.mark.standin
def test_a_browser_without_the_key_is_not_offered_a_seat_and_says_so(browser, site, relay) -> None:
    host = host_on_relay(browser, site, relay, 23)
    link = open_room(host)
    room_id, key, host_key = link.split("#room=")[1].split(".")
    wrong = link.replace(key, ("A" if key[0] != "A" else "B") + key[1:])
    stranger = context(browser).new_page()
    watch(stranger)
    started = time.monotonic()
    stranger.goto(opened(wrong, relay))
    stranger.wait_for_selector("#join-nearby", timeout=FIND_WITHIN_MS + 5_000)  # no host found: the other ways are offered
    assert time.monotonic() - started < FIND_WITHIN_MS / 1000 + 3
    assert "host's page was not found" in stranger.text_content("#join-status")
    assert not stranger.query_selector("#join-form")
    assert all(host.get_attribute(f".friends-seat[data-seat='{seat}']", "data-status") == "waiting" for seat in (1, 2))
    host.context.close()
    stranger.context.close()


# Mallory's own signing key, made in her page: she hosts the room with the link's id and key, not the host's secret.
IMPOSTOR_KEY = """
async () => {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const base64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  const host = base64url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  return { host, secret: (await crypto.subtle.exportKey("jwk", pair.privateKey)).d };
}
"""


@pytest.mark.standin
def test_a_friend_holding_the_link_cannot_stand_in_for_the_host(browser, site, relay) -> None:
    host = host_on_relay(browser, site, relay, 37)
    link = open_room(host)
    saved = json.loads(host.evaluate("localStorage.getItem('karciarnia.saved')"))
    settings = host.evaluate("localStorage.getItem('karciarnia.settings')")
    assert saved["friends"]["room"]["secret"] not in link  # the host's secret never leaves its device

    # Mallory, who holds the link, hosts a table of her own in the same room: its id and key, her own signing key.
    mallory = context(browser).new_page()
    watch(mallory)
    mallory.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    mallory.goto(site.url + "build.json")
    saved["friends"]["room"].update(mallory.evaluate(IMPOSTOR_KEY))
    mallory.evaluate("([game, settings]) => { localStorage.setItem('karciarnia.saved', game); localStorage.setItem('karciarnia.settings', settings); }", [json.dumps(saved), settings])
    mallory.goto(site.url + f"?pace=0&nosw&test-relay={relay.url}")
    mallory.wait_for_selector("#friends[open] #friends-room-link", timeout=FIND_WITHIN_MS + 60_000)
    assert mallory.input_value("#friends-room-link").split(".")[:2] == link.split(".")[:2]  # the same room

    # With the host's page closed, Ania opens the link: Mallory's offer is refused, and the page says no host was found.
    host.goto(site.url + "build.json")
    ania = context(browser).new_page()
    watch(ania)
    ania.goto(opened(link, relay))
    ania.wait_for_selector("#join-nearby", timeout=FIND_WITHIN_MS + 10_000)
    assert "host's page was not found" in ania.text_content("#join-status")
    assert not ania.query_selector("#join-form")
    assert any("not the link's host" in said for said in ania.said), ania.said  # Mallory's page did reach her, and was refused

    # The host's page comes back to the same room: Bartek, opening the link with Mallory still there, is seated at the host's table.
    # His settings name a TURN server (a loopback port where none answers): his connections are offered it.
    host.goto(site.url + f"?pace=0&nosw&test-relay={relay.url}")
    host.wait_for_selector("#friends[open] #friends-room-link", timeout=FIND_WITHIN_MS + 60_000)
    bartek = context(browser).new_page()
    bartek.add_init_script(RECORD_CONFIGS)
    bartek.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    bartek.goto(site.url + "build.json")
    turn = {"turn": "turn:127.0.0.1:9", "turnUser": "bartek", "turnPassword": "sekret"}
    bartek.evaluate("(settings) => localStorage.setItem('karciarnia.settings', settings)", json.dumps({"format": 1, **turn}))
    take_seat(bartek, link, relay, "Bartek", 2)
    assert {"urls": "turn:127.0.0.1:9", "username": "bartek", "credential": "sekret"} in bartek.evaluate("window.__configs.flatMap((c) => c.iceServers ?? [])")
    host.wait_for_selector(".friends-seat[data-seat='2'][data-status=connected]")
    assert mallory.get_attribute(".friends-seat[data-seat='2']", "data-status") == "waiting"
    for page in (host, mallory, ania, bartek):
        page.context.close()


# A network that lets no direct connection through (a strict NAT): this page's connections may use a
# TURN server only, and none is given, so the offers and answers pass through the relay and nothing connects.
NO_DIRECT_ROUTE = """
(() => {
  const Original = RTCPeerConnection;
  window.RTCPeerConnection = class extends Original {
    constructor(config) { super({ ...config, iceTransportPolicy: "relay" }); }
  };
})();
"""


@pytest.mark.standin
def test_a_friend_whose_network_allows_no_direct_connection_is_told_so_not_that_the_host_is_gone(browser, site, relay) -> None:
    host = host_on_relay(browser, site, relay, 41)
    link = open_room(host)
    guest = context(browser, locale="pl-PL").new_page()
    guest.add_init_script(NO_DIRECT_ROUTE)
    started = time.monotonic()
    guest.goto(opened(link, relay))
    guest.wait_for_selector("#join-nearby", timeout=FIND_WITHIN_MS + 10_000)
    assert time.monotonic() - started < FIND_WITHIN_MS / 1000 + 3
    assert "nie pozwalają przeglądarkom połączyć się bezpośrednio" in guest.text_content("#join-status")  # in the player's language
    assert "TURN" in guest.text_content("#join-status")
    assert host.get_attribute(".friends-seat[data-seat='1']", "data-status") == "waiting"
    host.context.close()
    guest.context.close()


@pytest.mark.standin
def test_with_the_relay_stopped_the_pages_say_so_within_20_seconds_and_offer_nearby(browser, site, relay) -> None:
    host = host_on_relay(browser, site, relay, 29)
    relay.stop()
    guest = context(browser, locale="pl-PL").new_page()
    started = time.monotonic()
    host.click("#friends-internet")
    guest_started = time.monotonic()  # the friend's page looks for the room while the host's looks for a relay
    guest.goto(site.url + f"?pace=0&nosw&test-relay={relay.url}#room=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.{'C' * 87}")
    host.wait_for_function("() => /No relay answered/.test(document.querySelector('#friends-status').textContent)", timeout=FIND_WITHIN_MS + 5_000)
    assert time.monotonic() - started < FIND_WITHIN_MS / 1000 + 3
    assert "nearby" in host.text_content("#friends-status")
    assert host.is_visible("#friends-invite")  # nearby stays on offer

    guest.wait_for_selector("#join-nearby", timeout=FIND_WITHIN_MS + 5_000)
    assert time.monotonic() - guest_started < FIND_WITHIN_MS / 1000 + 3
    assert "przekaźnik" in guest.text_content("#join-status")  # in the player's language
    host.context.close()
    guest.context.close()


@pytest.mark.standin
def test_a_host_reload_reopens_the_same_link_the_host_removes_a_friend_and_withdrawing_consent_closes_it(browser, site, relay) -> None:
    host = host_on_relay(browser, site, relay, 31)
    link = open_room(host)
    assert json.loads(host.evaluate("localStorage.getItem('karciarnia.settings')"))["internet"] is True  # the choice is remembered
    ania = context(browser, phone=True).new_page()
    take_seat(ania, link, relay, "Ania", 1)
    host.click("button[data-computer='2']")  # seat 2's friend does not come: the computer plays it
    host.wait_for_selector(".friends-seat[data-seat='2'][data-status=computer]")
    host.click("#friends-close")
    play([host, ania], koalicje_turn, until=lambda: moves(host) >= 4 and host.get_attribute("#table", "data-phase") == "turn")
    saved_record(host)

    # The host reloads: the table comes back on its own room, its link unchanged; Ania opens it again.
    host.reload()
    ania.wait_for_selector("#table-message:has-text('host')", timeout=30_000)  # the friend is told the host is gone
    host.wait_for_selector("#friends[open] #friends-room-link", timeout=FIND_WITHIN_MS + 60_000)
    assert host.input_value("#friends-room-link") == link
    assert host.get_attribute(".friends-seat[data-seat='1']", "data-status") == "lost"
    ania.context.close()
    ania = context(browser, phone=True).new_page()
    take_seat(ania, link, relay, "Ania", 1)
    host.wait_for_selector(".friends-seat[data-seat='1'][data-status=connected]")

    # The host removes Ania: she is told, her seat waits; she may come back by the link (or be removed again).
    host.click("button[data-remove='1']")
    host.wait_for_selector(".friends-seat[data-seat='1'][data-status=lost]", timeout=10_000)
    ania.wait_for_selector("#table-message:has-text('host')", timeout=30_000)
    ania.context.close()
    ania = context(browser, phone=True).new_page()
    take_seat(ania, link, relay, "Ania", 1)
    host.wait_for_selector(".friends-seat[data-seat='1'][data-status=connected]")

    # Consent withdrawn in the settings: the room closes at once, the friend is dropped, nearby stays on offer.
    host.click("#friends-close")
    show_menu(host)
    host.click("#table-settings")
    host.uncheck("#setting-internet")
    host.keyboard.press("Escape")
    host.wait_for_selector(".seat[data-seat='1'] .seat-status[data-status=lost]", timeout=10_000)
    ania.wait_for_selector("#table-message:has-text('host')", timeout=30_000)
    open_friends(host)
    assert host.is_visible("#friends-invite") and not host.query_selector("#friends-room-link")
    assert json.loads(host.evaluate("localStorage.getItem('karciarnia.settings')"))["internet"] is False
    host.context.close()
    ania.context.close()
