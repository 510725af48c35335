"""Play with friends, the transport: two browsers connect by the page's own
modules (web/js/friends/peer.js, signal-code.js, qr.js), signalled by the codes a player would
copy, and the QR code of an invitation reads back to its link.

The figures (code lengths, the QR version, the connect time) are printed: run with
``-s`` to see them."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
import zxingcpp
from PIL import Image

from conftest import PageWatch

pytestmark = [pytest.mark.browser, pytest.mark.standin]  # the transport between two pages: no engine in it

TABLE = "5eed0c0d"

HOST_OPENS = """async ({ table }) => {
  const { openInvitation } = await import("/js/friends/peer.js");
  const { encodeInvitation, invitationUrl } = await import("/js/friends/signal-code.js");
  window.link = await openInvitation();
  window.received = [];
  window.ended = 0;
  const code = encodeInvitation({ table, game: "doudizhu", seats: 3, free: [1, 2], description: window.link.offer });
  return { code, url: invitationUrl(location.href, code) };
}"""

GUEST_ANSWERS = """async (pasted) => {
  const { answerInvitation } = await import("/js/friends/peer.js");
  const { decodeInvitation, encodeAnswer } = await import("/js/friends/signal-code.js");
  const invitation = decodeInvitation(pasted);
  window.link = await answerInvitation(invitation.description);
  window.received = [];
  window.link.opened.then(() => { window.link.send("hello from the guest"); window.said = true; }, () => {});
  window.link.onMessage((text) => window.received.push(text));
  return { code: encodeAnswer({ table: invitation.table, seat: invitation.free[0], description: window.link.answer }), invitation };
}"""

HOST_ACCEPTS = """async (pasted) => {
  const { decodeAnswer } = await import("/js/friends/signal-code.js");
  const answer = decodeAnswer(pasted);
  const started = performance.now();
  await window.link.accept(answer.description);
  const millis = performance.now() - started;
  window.link.onClose(() => window.ended++);
  return { millis, seat: answer.seat, table: answer.table, state: window.link.state };
}"""


@pytest.fixture
def guest(browser, site) -> Iterator[tuple[object, PageWatch]]:
    """A second browser profile on the same site: the friend's."""
    context = browser.new_context(locale="pl-PL")
    page = context.new_page()
    watch = PageWatch(page, site.url.rstrip("/"))
    yield page, watch
    watch.assert_clean()
    context.close()


def open_site(page, site) -> None:
    page.goto(site.url + "?pace=0")
    page.wait_for_function("() => document.readyState === 'complete'")


def invite_and_answer(host, friend, site) -> tuple[dict, dict]:
    """The host's invitation {code, url} and the friend's answer {code, invitation}, from the link a messenger wrapped."""
    open_site(host, site)
    open_site(friend, site)
    invitation = host.evaluate(HOST_OPENS, {"table": TABLE})
    wrapped = "Zagrajmy!\n" + invitation["url"][:40] + "\n" + invitation["url"][40:] + "\n"  # a messenger breaks the line
    return invitation, friend.evaluate(GUEST_ANSWERS, wrapped)


def connect(host, friend, site) -> tuple[dict, dict, dict]:
    """Invitation, answer and the host's acceptance {millis, seat, table, state}: both links open."""
    invitation, answered = invite_and_answer(host, friend, site)
    accepted = host.evaluate(HOST_ACCEPTS, f"  {answered['code']}\n")
    friend.wait_for_function("() => window.link.state === 'open'")
    return invitation, answered, accepted


def test_an_invitation_and_an_answer_connect_two_browsers(page, guest, site) -> None:
    # host -> invitation link -> guest answers -> answer code -> host accepts -> an open channel both ways
    host, _ = page
    friend, _ = guest
    invitation, answered, accepted = connect(host, friend, site)
    assert answered["invitation"]["table"] == TABLE and answered["invitation"]["free"] == [1, 2]
    assert accepted == {"millis": accepted["millis"], "seat": 1, "table": TABLE, "state": "open"}

    # the guest's first message, sent as its channel opened, waits for the host's first listener
    # (registered late on purpose: a slow machine only makes this wait shorter, never wrong)
    friend.wait_for_function("() => window.said === true")
    host.wait_for_timeout(500)
    host.evaluate("() => window.link.onMessage((text) => window.received.push(text))")
    host.wait_for_function("() => window.received.length === 1")
    assert host.evaluate("() => window.received") == ["hello from the guest"]
    host.evaluate("() => window.link.send('Gramy: ♠ zażółć gęślą jaźń')")
    friend.wait_for_function("() => window.received.length === 1")
    assert friend.evaluate("() => window.received") == ["Gramy: ♠ zażółć gęślą jaźń"]

    print(
        f"\nfigures: invitation code {len(invitation['code'])} chars, link {len(invitation['url'])} chars "
        f"({invitation['url'].split('#')[0]}), answer code {len(answered['code'])} chars, "
        f"connect (accept -> open) {accepted['millis']:.0f} ms"
    )

    # the friend leaves (closes the tab): the host hears it once, and its link is closed for good
    friend.close()
    host.wait_for_function("() => window.ended === 1")
    assert host.evaluate("() => window.link.state") == "closed"
    refused = host.evaluate("() => { try { window.link.send('x'); return null; } catch (error) { return error.message; } }")
    assert refused == "the link is closed, not open"


def test_a_page_that_goes_away_closes_its_link_at_once(page, guest, site) -> None:
    # on pagehide the guest's link closes itself, so the host hears of it at once (not after ICE's 15 s)
    host, _ = page
    friend, _ = guest
    connect(host, friend, site)
    assert friend.evaluate("() => { dispatchEvent(new PageTransitionEvent('pagehide')); return window.link.state; }") == "closed"
    host.wait_for_function("() => window.ended === 1")
    assert host.evaluate("() => window.link.state") == "closed"


def test_a_forged_answer_fails_with_its_reason(page, guest, site) -> None:
    # an answer whose DTLS fingerprint is not the guest's never opens: accept() rejects with a key
    host, _ = page
    friend, _ = guest
    _, answered = invite_and_answer(host, friend, site)
    outcome = host.evaluate(
        """async (pasted) => {
          const { decodeAnswer } = await import("/js/friends/signal-code.js");
          const { description } = decodeAnswer(pasted);
          const sdp = description.sdp.replace(/(fingerprint:sha-256 )../, (_, head) => head + "00");
          try { await window.link.accept({ type: "answer", sdp }); return "opened"; }
          catch (error) { return { name: error.name, key: error.key, state: window.link.state }; }
        }""",
        answered["code"],
    )
    assert outcome == {"name": "LinkError", "key": "friends.link_failed", "state": "closed"}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_invitation_qr_code_reads_back_to_its_link(page, site, scheme) -> None:
    # the QR code of an invitation link, black on white in either theme, decodes to the very link
    host, _ = page
    host.emulate_media(color_scheme=scheme)
    open_site(host, site)
    invitation = host.evaluate(HOST_OPENS, {"table": TABLE})
    drawn = host.evaluate(
        """async ({ url }) => {
          const { qrCode, qrVersion } = await import("/js/friends/qr.js");
          const svg = qrCode(url, "Zaproszenie");
          svg.id = "qr-under-test";
          svg.style.cssText = "position: fixed; inset: 0; width: 300px; height: 300px; z-index: 10";
          document.body.append(svg);
          return { version: qrVersion(url), role: svg.getAttribute("role"), label: svg.getAttribute("aria-label"),
                   paths: svg.querySelectorAll("path").length };
        }""",
        invitation,
    )
    assert {key: drawn[key] for key in ("role", "label", "paths")} == {"role": "img", "label": "Zaproszenie", "paths": 1}
    picture = Image.open(io.BytesIO(host.locator("#qr-under-test").screenshot()))
    # Only QR codes are looked for: once in a full run (4 processes on 2 cores) the reader also
    # reported a second symbol in the picture; every one it finds must read as the link.
    found = zxingcpp.read_barcodes(picture, formats=zxingcpp.BarcodeFormat.QRCode)
    assert found, "no QR code read in the picture"
    assert {read.text for read in found} == {invitation["url"]}
    print(f"\nfigures: QR version {drawn['version']} (ECC M) for the {len(invitation['url'])}-char link")
