"""The host reads a friend's answer code with the camera (play with friends), in Chromium.

Linux Chromium has no BarcodeDetector (the first test checks that it is absent), so where a
test needs one, an init script puts in a stand-in: it reads QR codes only ("qr_code"), answers
``detect`` only for a playing <video> of a live camera track, and "sees" the answer code the
test hands it in ``window.__code`` after the guest produced it. These tests therefore check the
page's flow around the detector (the button, the camera, the code put in and connected, the
camera closed in every case), not the reading of a QR code: that the answer's QR code decodes
is checked with zxing-cpp in tests/e2e/test_peer_link.py. The camera is Chromium's fake device
(``--use-fake-device-for-media-stream``), allowed or refused by the context's permission.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import CHROMIUM_ARGS, PageWatch, chromium_path
from test_friends_browser import connect, host_table, invite, join, open_friends

pytestmark = [pytest.mark.browser, pytest.mark.standin]  # the camera and the code around the host's engine

DETECTOR_STAND_IN = """
window.__looks = 0;
window.BarcodeDetector = class {
  static async getSupportedFormats() { return ["qr_code"]; }
  constructor(options) { window.__formats = options.formats; }
  async detect(source) {
    const track = source instanceof HTMLVideoElement && source.srcObject?.getVideoTracks()[0];
    if (!track || track.readyState !== "live" || source.paused || !source.videoWidth) return [];
    window.__looks += 1;
    return window.__code ? [{ format: "qr_code", rawValue: window.__code }] : [];
  }
};
"""
RECORD_STREAMS = """
window.__streams = [];
window.__constraints = [];
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  window.__constraints.push(constraints);
  const stream = await getUserMedia(constraints);
  window.__streams.push(stream);
  return stream;
};
"""
ALL_ENDED = "() => window.__streams.every((s) => s.getTracks().every((track) => track.readyState === 'ended'))"
LOOKING = "(looks) => window.__looks > looks"


@pytest.fixture(scope="module")
def camera_browser(browser) -> Iterator[object]:
    """A Chromium with a fake camera: a context that grants "camera" gets its picture."""
    launched = browser.browser_type.launch(executable_path=chromium_path(), args=[*CHROMIUM_ARGS, "--use-fake-device-for-media-stream"])
    yield launched
    launched.close()


def camera_host(camera_browser, site, locale: str, allowed: bool) -> tuple[object, PageWatch]:
    """The host's page with the detector's stand-in, its camera streams recorded."""
    context = camera_browser.new_context(locale=locale, viewport={"width": 390, "height": 844})
    if allowed:
        context.grant_permissions(["camera"], origin=site.url.rstrip("/"))
    context.add_init_script(DETECTOR_STAND_IN + RECORD_STREAMS)
    page = context.new_page()
    return page, PageWatch(page, site.url.rstrip("/"))


def start_scan(host) -> int:
    """Press the scan button; returns how often the detector had looked before the camera came on."""
    looks = host.evaluate("window.__looks")
    host.click("#friends-scan-start")
    host.wait_for_selector("#friends-scan video.friends-camera")
    host.wait_for_function(LOOKING, arg=looks)  # the detector is fed the playing camera
    return host.evaluate("window.__looks")


def test_without_a_barcode_detector_the_code_is_pasted(context, page, site) -> None:
    # no BarcodeDetector in Linux Chromium: no scan button; pasting is the way
    page, _ = page
    host_table(page, site, "doudizhu", 21, [1], {"deals": "1"})
    invite(page)
    assert page.evaluate("typeof BarcodeDetector") == "undefined"
    assert page.evaluate("import('./js/friends/qr-scan.js').then((m) => m.canScan())") is False  # the dialog's own answer, settled
    assert page.locator("#friends-scan-start").count() == 0
    page.fill("#friends-answer", "AUkahEGGC-damaged")
    page.click("#friends-connect")
    page.wait_for_selector("#friends-status:has-text('uszkodzony')")  # the paste path answers as before

    # a detector that reads no QR code does not count
    page.evaluate("() => { window.BarcodeDetector = class { static async getSupportedFormats() { return ['ean_13']; } }; }")
    assert page.evaluate("import('./js/friends/qr-scan.js').then((m) => m.canScan())") is False
    # a camera allowed but absent is named, not a bare failure
    context.grant_permissions(["camera"], origin=site.url.rstrip("/"))
    missing = "import('./js/friends/qr-scan.js').then((m) => m.scanQr({ video: document.createElement('video') })).catch((e) => e.key)"
    assert page.evaluate(missing) == "friends.camera_missing"


def test_the_host_scans_a_friends_answer_and_the_camera_is_always_closed(camera_browser, browser, site) -> None:
    host, watch = camera_host(camera_browser, site, "en-GB", allowed=True)
    host_table(host, site, "doudizhu", 21, [1], {"deals": "1"})
    link = invite(host)

    # Stop, and closing the dialog, both close the camera
    start_scan(host)
    assert host.evaluate("window.__constraints") == [{"video": {"facingMode": "environment"}, "audio": False}]  # the rear camera
    assert host.evaluate("window.__formats") == ["qr_code"]
    assert host.text_content("#friends-scan") == "Point the camera at the QR code of your friend's answer.Stop"
    assert host.get_attribute("#friends-scan video", "aria-label") == "Camera view"
    host.click("#friends-scan-stop")
    host.wait_for_function(ALL_ENDED)
    assert host.locator("#friends-scan *").count() == 0
    start_scan(host)
    host.click("#friends-close")
    host.wait_for_function(ALL_ENDED)
    assert host.evaluate("window.__streams.length") == 2

    # the friend's answer, read by the camera, connects them as a pasted one would
    guest_context = browser.new_context(locale="en-GB", viewport={"width": 390, "height": 844})
    guest, code = join(guest_context, link, "Ania", 1)
    open_friends(host)
    looks = start_scan(host)
    host.wait_for_function(LOOKING, arg=looks)  # it keeps looking while no code is in sight
    host.evaluate("(code) => { window.__code = code; }", code)
    host.wait_for_selector(".friends-seat[data-seat='1'][data-status=connected]", timeout=30_000)
    host.wait_for_function(ALL_ENDED)
    assert host.evaluate("window.__streams.length") == 3
    assert host.locator("#friends-scan *").count() == 0
    assert host.text_content("#friends-status") == "Connected."
    guest.wait_for_selector("#table .table-frame", timeout=30_000)
    watch.assert_clean()
    host.context.close()
    guest_context.close()


def test_a_refused_camera_is_explained_and_the_code_can_still_be_pasted(camera_browser, browser, site) -> None:
    # the player (or the browser) refuses the camera: said so; pasting still works
    host, watch = camera_host(camera_browser, site, "pl-PL", allowed=False)
    host_table(host, site, "doudizhu", 21, [1], {"deals": "1"})
    link = invite(host)
    host.click("#friends-scan-start")
    host.wait_for_selector("#friends-status:not(:empty)")
    refused = "Brak zgody na użycie kamery. Zezwól na nią w ustawieniach przeglądarki albo wklej kod odpowiedzi."
    assert host.text_content("#friends-status") == refused
    assert host.locator("#friends-scan *").count() == 0
    assert host.evaluate("window.__streams.length") == 0
    guest_context = browser.new_context(locale="pl-PL", viewport={"width": 390, "height": 844})
    guest, code = join(guest_context, link, "Ania", 1)
    connect(host, code, 1)
    guest.wait_for_selector("#table .table-frame", timeout=30_000)
    watch.assert_clean()
    host.context.close()
    guest_context.close()
