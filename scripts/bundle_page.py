"""Fold the page's ES modules and stylesheets into a few files (scripts/build_site.py runs it).

Every file a page asks for costs the browser a request, and every ES module a compile
and a link besides: the page's 80 modules cost each page load about 0.4 CPU-seconds
more than one bundle (measured in Chromium), and a first visit waits for their import
chains one round trip at a time. So in dist/:
- each ``<script type="module">`` of index.html becomes one bundle in place (esbuild),
  their shared code one chunk beside ``js/main.js``, every bundle in js/, where
  ``js/site.js`` finds the site's root wherever its code was folded; a
  ``modulepreload`` names the file its module went into;
- the stylesheets index.html links become ``css/site.css``, in the same order.
The sources stay in dist/ for the bench pages and the tests that import one module
on its own; what was folded is returned, so that the service worker does not precache it.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
MODULE_SCRIPT = re.compile(r'<script type="module"[^>]*\ssrc="([^"]+)"')
MODULE_PRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)">')
STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="([^"]+)">\n')
STYLES = "css/site.css"


def run_esbuild(dist: Path, entries: list[str]) -> dict:
    """Bundle ``entries`` (paths in dist/js) in place, splitting their shared code; esbuild's metafile."""
    with tempfile.TemporaryDirectory() as scratch:
        metafile = Path(scratch) / "meta.json"
        subprocess.run(
            [str(ESBUILD), *entries, "--bundle", "--splitting", "--format=esm", "--outdir=js", "--outbase=js",
             "--allow-overwrite", "--chunk-names=[name]-[hash]", "--sourcemap=linked", "--log-level=warning",
             f"--metafile={metafile}"],
            cwd=dist,
            check=True,
        )
        return json.loads(metafile.read_text())


def code_outside_js(meta: dict) -> list[str]:
    """The bundles outside js/ that carry code of their own (an entry there should only re-export from js/)."""
    return [
        output
        for output, part in meta["outputs"].items()
        if output.endswith(".js") and Path(output).parent != Path("js") and any(i["bytesInOutput"] for i in part["inputs"].values())
    ]


def bundle_scripts(dist: Path, html: str) -> tuple[str, set[str]]:
    """index.html's module scripts bundled; returns the page with its preloads renamed, and the folded sources."""
    meta = run_esbuild(dist, MODULE_SCRIPT.findall(html))
    if misplaced := code_outside_js(meta):
        raise SystemExit(f"bundles outside js/ hold code, which would find the site's files from the wrong folder: {misplaced}")
    home = {source: output for output, part in meta["outputs"].items() for source in part["inputs"]}
    folded = set(home) - set(meta["outputs"])
    return MODULE_PRELOAD.sub(lambda link: link[0].replace(link[1], home.get(link[1], link[1])), html), folded


def bundle_styles(dist: Path, html: str) -> tuple[str, set[str]]:
    """index.html's stylesheets in one, in their order; returns the page linking it, and the folded sheets."""
    sheets = STYLESHEET.findall(html)
    (dist / STYLES).write_text("".join(f"/* {sheet} */\n{(dist / sheet).read_text()}\n" for sheet in sheets))
    first = STYLESHEET.search(html)
    linked = html[: first.start()] + f'  <link rel="stylesheet" href="{STYLES}">\n' + STYLESHEET.sub("", html[first.start() :])
    return linked, set(sheets)


def bundle_page(dist: Path) -> set[str]:
    """Bundle dist/index.html's scripts and stylesheets (see the module's docstring); the folded files."""
    page = dist / "index.html"
    html, scripts = bundle_scripts(dist, page.read_text())
    html, styles = bundle_styles(dist, html)
    page.write_text(html)
    return scripts | styles
