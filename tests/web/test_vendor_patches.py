"""The fixes the build carries on pinned npm packages (scripts/patches/): each applies to the installed version."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import build_site  # noqa: E402


@pytest.mark.parametrize("package,name", [(package, name) for package, names in build_site.VENDOR_PATCHES.items() for name in names])
def test_each_patch_changes_exactly_its_hunks_in_the_installed_package(package: str, name: str) -> None:
    hunks = build_site.patch_hunks((build_site.PATCHES / name).read_text())
    assert hunks, f"{name} holds no hunk"
    for path, changes in hunks.items():
        original = (ROOT / "node_modules" / package / path).read_text()
        patched = build_site.apply_patches(package, path, original)
        for old, new in changes:
            assert old != new and new in patched and old not in patched


def test_a_patch_that_no_longer_matches_stops_the_build(monkeypatch, tmp_path) -> None:
    (tmp_path / "stale.patch").write_text("--- a/dist/x.mjs\n+++ b/dist/x.mjs\n@@ -1,2 +1,2 @@\n keep\n-old line\n+new line\n")
    monkeypatch.setattr(build_site, "PATCHES", tmp_path)
    monkeypatch.setattr(build_site, "VENDOR_PATCHES", {"pkg": ["stale.patch"]})
    assert build_site.apply_patches("pkg", "dist/x.mjs", "keep\nold line\nrest") == "keep\nnew line\nrest"
    with pytest.raises(SystemExit, match="no longer applies"):
        build_site.apply_patches("pkg", "dist/x.mjs", "keep\nsomething else\n")
