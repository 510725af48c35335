"""A gallery of the table for review by eye: every game × size × phase, as PNGs.

Each game is played once per language in Chromium, the human seat moved by the
hint ("what would the strongest level play"); the first time the table shows a
new phase at the player's turn (bidding, leading, following, giving, naming
trumps …) and at a deal's result, the page is photographed at every size.

    .venv/bin/python scripts/screenshots.py /tmp/gallery [--games prezydent,tarok] [--langs pl]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_page import served_chromium  # noqa: E402
from playthrough import open_table, play_through  # noqa: E402

SIZES = {
    "1920x1080": (1920, 1080),
    "1366x768": (1366, 768),
    "1280x720": (1280, 720),
    "390x844": (390, 844),
    "844x390": (844, 390),
    "360x640": (360, 640),
}
GAMES = ("prezydent", "doudizhu", "tarok", "koalicje")
OPTIONS = {"prezydent": {"players": "4", "deals": "2"}, "doudizhu": {}, "tarok": {}, "koalicje": {}}


def photograph(page: Page, out: Path, name: str, sizes: list[str]) -> None:
    for size in sizes:
        width, height = SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(350)  # the fan is laid out on resize; let motion settle
        page.screenshot(path=str(out / f"{name}-{size}.png"))
    page.set_viewport_size({"width": 1366, "height": 768})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder for the PNGs")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--langs", default="pl,en")
    parser.add_argument("--sizes", default=",".join(SIZES))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with served_chromium() as (browser, site):
        for game in args.games.split(","):
            for lang in args.langs.split(","):
                page = browser.new_page(viewport={"width": 1366, "height": 768})
                open_table(page, f"{site.url}?pace=0&seed=11&nosw", game, lang, OPTIONS[game])
                numbers = iter(range(1, 100))

                def shoot(stage: str) -> None:
                    photograph(page, args.out, f"{game}-{lang}-{next(numbers):02d}-{stage}", args.sizes.split(","))

                stages = play_through(page, shoot)
                print(f"{game} {lang}: {', '.join(stages)}", flush=True)
                page.close()
    print(f"gallery in {args.out}")


if __name__ == "__main__":
    main()
