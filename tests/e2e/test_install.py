"""Installable: a web app manifest with icons, linked from the page and served whole (that it is precached
and its start URL opens offline is test_offline.py's, on the real engine).

The PNG icons are committed files, drawn from web/icons/icon.svg by Chromium
itself (a canvas in the page), so the site build stays a plain copy and needs
no image tool. A test draws them again and compares; after a change to the
SVG, write them anew with:

    .venv/bin/python tests/e2e/test_install.py
"""

from __future__ import annotations

import base64
import json
import struct
import sys
from pathlib import Path
from urllib.parse import urljoin

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.standin]  # the page's manifest and icons: no engine needed

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "web" / "icons"
FELT = "#1f5e3b"  # the icon's own background (and --felt)
# file: (size in px, share of the side the SVG takes, background). A maskable icon and the
# apple-touch-icon are full squares of felt, the cards inside the safe zone (a circle of 80 %).
PNG_ICONS = {
    "icon-192.png": (192, 1.0, None),
    "icon-512.png": (512, 1.0, None),
    "icon-maskable-512.png": (512, 0.72, FELT),
    "apple-touch-icon.png": (180, 0.84, FELT),
}

DRAW = """async ([svg, size, scale, background]) => {
  const image = new Image();
  image.src = svg;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const g = canvas.getContext("2d");
  if (background) { g.fillStyle = background; g.fillRect(0, 0, size, size); }
  const side = size * scale;
  g.drawImage(image, (size - side) / 2, (size - side) / 2, side, side);
  return canvas.toDataURL("image/png");
}"""

DIFFERENCE = """async ([a, b, size]) => {
  const pixels = async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const g = canvas.getContext("2d");
    g.drawImage(image, 0, 0, size, size);
    return g.getImageData(0, 0, size, size).data;
  };
  const [x, y] = [await pixels(a), await pixels(b)];
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length / 255;
}"""


def data_url(path: Path, mime: str) -> str:
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode()}"


def draw_icons(page) -> dict[str, bytes]:
    """Each PNG icon as Chromium draws it from icon.svg now."""
    svg = data_url(ICONS / "icon.svg", "image/svg+xml")
    drawn = {}
    for name, (size, scale, background) in PNG_ICONS.items():
        url = page.evaluate(DRAW, [svg, size, scale, background])
        drawn[name] = base64.b64decode(url.split(",", 1)[1])
    return drawn


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    return struct.unpack(">II", data[16:24])


def test_the_icons_are_drawn_from_the_svg(page) -> None:
    page, watch = page
    page.goto("about:blank")
    for name, fresh in draw_icons(page).items():
        committed = ICONS / name
        assert committed.exists(), f"web/icons/{name} is missing: run {Path(__file__).relative_to(ROOT)}"
        size = PNG_ICONS[name][0]
        assert png_size(committed.read_bytes()) == (size, size)
        fresh_url = f"data:image/png;base64,{base64.b64encode(fresh).decode()}"
        difference = page.evaluate(DIFFERENCE, [fresh_url, data_url(committed, "image/png"), size])
        assert difference < 0.01, f"web/icons/{name} is not icon.svg as drawn now: run {Path(__file__).relative_to(ROOT)}"


def test_the_manifest_is_linked_served_and_complete(page, site) -> None:
    page, watch = page
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#play-prezydent")
    href = page.get_attribute("link[rel=manifest]", "href")
    manifest_url = urljoin(site.url, href)
    response = page.request.get(manifest_url)
    assert response.ok
    assert response.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(response.text())

    assert manifest["name"] == "Karciarnia" and manifest["short_name"]
    assert manifest["lang"] == "pl" and manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    # The colours are the felt's: the page's own background and its theme-color.
    felt = page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--felt-dark').trim()")
    assert manifest["theme_color"].lower() == manifest["background_color"].lower() == felt.lower()
    assert page.get_attribute("meta[name=theme-color]", "content").lower() == felt.lower()

    sizes: dict[str, set[str]] = {}
    for icon in manifest["icons"]:
        loaded = page.request.get(urljoin(manifest_url, icon["src"]))
        assert loaded.ok, icon
        assert loaded.headers["content-type"].startswith(icon["type"]), icon
        for purpose in icon.get("purpose", "any").split():
            sizes.setdefault(purpose, set()).add(icon["sizes"])
        if icon["type"] == "image/png":
            width, height = png_size(loaded.body())
            assert icon["sizes"] == f"{width}x{height}", icon
    assert {"192x192", "512x512"} <= sizes["any"]
    assert sizes.get("maskable"), "no maskable icon"

    touch = page.request.get(urljoin(site.url, page.get_attribute("link[rel=apple-touch-icon]", "href")))
    assert touch.ok and png_size(touch.body()) == (180, 180)

    # Chromium reads the same manifest without complaint and would offer to install the site;
    # the one objection left is the test's own private (incognito) browser context.
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["url"] == manifest_url and parsed["errors"] == []
    objections = {error["errorId"] for error in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]}
    assert objections <= {"in-incognito"}, objections


def main() -> None:
    """Write the PNG icons anew from icon.svg (after a change to it)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from conftest import CHROMIUM_ARGS, chromium_path
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page()
        for name, data in draw_icons(page).items():
            (ICONS / name).write_bytes(data)
            print(f"wrote web/icons/{name} ({len(data)} bytes)")
        browser.close()


if __name__ == "__main__":
    main()
