"""Play with friends in Chromium: how big the codes are and how soon a friend sits at the table.

Against the built site on a local server, a host and a guest in two browser
contexts (no ICE server: host candidates, as on one network), ``--runs`` times:
- invitation: the code's and the link's length in characters and the link's QR
  version (error correction M), also for the link as the site would have it at
  ``--site-url`` (a GitHub Pages address); the time from "Przygotuj zaproszenie"
  to the link on screen (the host's ICE gathering);
- answer: the code's length and QR version; the time from "Dołącz" to the code;
- connect: from the host's "Połącz" to the friend's seat shown connected, and to
  the friend's table drawn.
Prints JSON: each figure's median and its samples.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from conftest import CHROMIUM_ARGS, Site, chromium_path  # noqa: E402

BOOT_TIMEOUT = 120_000
QR_VERSION = "async (text) => (await import('./js/friends/qr.js')).qrVersion(text)"


def millis_since(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 1)


def one_run(browser, site: Site, site_url: str) -> dict:
    host_context, guest_context = browser.new_context(), browser.new_context()
    try:
        host = host_context.new_page()
        host.goto(site.url + "?pace=0&seed=21&nosw")
        host.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
        host.click("#friends-setup")
        host.check("input[name=game][value=doudizhu]")
        host.select_option("#option-level-2", "easy")
        host.click("#start")
        host.wait_for_selector("#friends[open]", timeout=BOOT_TIMEOUT)
        start = time.perf_counter()
        host.click("#friends-invite")
        host.wait_for_selector("#friends-link")
        invite_ms = millis_since(start)
        link = host.input_value("#friends-link")
        code = link.split("#join=", 1)[1]
        published = site_url + "#join=" + code

        guest = guest_context.new_page()
        guest.goto(link.replace("#join=", "?nosw#join="))
        guest.wait_for_selector("#friends-join")
        guest.fill("#join-name", "Ania")
        start = time.perf_counter()
        guest.click("#join-answer")
        guest.wait_for_selector("#join-code")
        answer_ms = millis_since(start)
        answer = guest.input_value("#join-code")

        host.fill("#friends-answer", answer)
        start = time.perf_counter()
        host.click("#friends-connect")
        host.wait_for_selector(".friends-seat[data-status=connected]", timeout=30_000)
        connected_ms = millis_since(start)
        guest.wait_for_selector("#table .table-frame", timeout=30_000)
        seated_ms = millis_since(start)
        return {
            "invitation_code_chars": len(code),
            "invitation_link_chars": len(link),
            "invitation_link_qr_version": host.evaluate(QR_VERSION, link),
            "published_link_chars": len(published),
            "published_link_qr_version": host.evaluate(QR_VERSION, published),
            "answer_code_chars": len(answer),
            "answer_qr_version": host.evaluate(QR_VERSION, answer),
            "invite_ms": invite_ms,
            "answer_ms": answer_ms,
            "connect_ms": connected_ms,
            "friend_seated_ms": seated_ms,
        }
    finally:
        host_context.close()
        guest_context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--site-url", default="https://karciarnia.github.io/karciarnia/", help="the published site's address")
    args = parser.parse_args()
    site = Site(args.dist)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        runs = [one_run(browser, site, args.site_url) for _ in range(args.runs)]
        browser.close()
    site.stop()
    figures = {name: [run[name] for run in runs] for name in runs[0]}
    print(json.dumps({"runs": args.runs, "median": {name: statistics.median(values) for name, values in figures.items()}, "samples": figures}, indent=1))


if __name__ == "__main__":
    main()
