"""Screenshot the card gallery (web/bench/cards.html) to look at the card art.

Builds nothing: run ``.venv/bin/python scripts/build_site.py`` first. Serves dist/, opens the
gallery in Polish and in English (and the four-colour deck in Polish) and writes, per variant,
a full-page shot at 1× and each part (a deck at one size, a fanned hand) at 1× and 2× (a phone's
pixel density); prints the time of one ``cardArt`` call once its template is built:

    .venv/bin/python scripts/card_gallery.py [OUT_DIR]   # default /work/tmp/shots/cards
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from conftest import CHROMIUM_ARGS, Site, chromium_path  # noqa: E402

VARIANTS = {"pl": "lang=pl", "en": "lang=en", "pl-four-colour": "lang=pl&four=1"}


def shoot(out: Path) -> list[Path]:
    """Write the gallery's screenshots into ``out``; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    site = Site(ROOT / "dist")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for scale in (1, 2):
                page = browser.new_page(viewport={"width": 1280, "height": 900}, device_scale_factor=scale)
                for name, query in VARIANTS.items():
                    page.goto(f"{site.url}bench/cards.html?{query}")
                    page.wait_for_selector("body[data-done]")
                    if scale == 1:
                        print(f"{name}: {page.get_attribute('body', 'data-clone-micros')} µs per cardArt call from a built template")
                    if scale == 1:
                        shots.append(out / f"{name}-all.png")
                        page.screenshot(path=shots[-1], full_page=True)
                    for part in page.query_selector_all("[data-shot]"):
                        shots.append(out / f"{name}-{part.get_attribute('data-shot')}-{scale}x.png")
                        part.screenshot(path=shots[-1])
                page.close()
            browser.close()
    finally:
        site.stop()
    return shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("/work/tmp/shots/cards"))
    args = parser.parse_args()
    for path in shoot(args.out):
        print(path)


if __name__ == "__main__":
    main()
