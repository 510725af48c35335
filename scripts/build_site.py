"""Build the static site into dist/: web files, self-hosted Pyodide, wheels, manifest.

Run with the project's venv: ``.venv/bin/python scripts/build_site.py``.
Nothing in dist/ points outside the origin. The service worker gets the
build's version and its precache manifest (every file with its sha256)
written into it, so that a new build is a new worker and a new cache.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
WHEEL_CACHE = ROOT / ".cache" / "wheels"
NOT_PRECACHED = ("sw.js", "bench/")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_engine_wheel(out: Path) -> Path:
    """``python -m build`` the karciarnia wheel into ``out``."""
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    (wheel,) = out.glob("karciarnia-*.whl")
    return wheel


def micropip_wheel(version: str) -> Path:
    """The micropip wheel of the version Pyodide's lockfile names, from PyPI (cached)."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    name = f"micropip-{version}-py3-none-any.whl"
    if not (WHEEL_CACHE / name).exists():
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.14", f"micropip=={version}", "-d", str(WHEEL_CACHE)],
            check=True,
        )
    return WHEEL_CACHE / name


def copy_pyodide(dest: Path) -> None:
    """Pyodide core files plus a lockfile trimmed to micropip, whose hash we rewrite."""
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_NPM / name, dest / name)
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    entry = lock["packages"]["micropip"]
    wheel = micropip_wheel(entry["version"])
    shutil.copy2(wheel, dest / wheel.name)
    entry.update(file_name=wheel.name, sha256=sha256(wheel))
    lock["packages"] = {"micropip": entry}
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))


def write_catalog(dest: Path) -> None:
    """The lobby's game list, from the engine itself (usable before Python loads)."""
    sys.path.insert(0, str(ROOT / "engine"))
    from karciarnia import api

    (dest / "catalog.json").write_text(json.dumps(api.op_catalog({}), ensure_ascii=False, indent=1))


def manifest(dist: Path) -> dict[str, str]:
    """Every precached file (relative URL) with its sha256."""
    files = {}
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        if not rel.startswith(NOT_PRECACHED):
            files[rel] = sha256(path)
    return files


def build(dist: Path, label: str = "", web: Path = ROOT / "web") -> str:
    """Build the whole site from ``web``; returns the build version.

    ``label`` (e.g. a commit id) is written into build.json, so two builds of
    the same files with different labels are two versions.
    """
    if dist.exists():
        shutil.rmtree(dist)
    shutil.copytree(web, dist)
    copy_pyodide(dist / "pyodide")
    wheel = build_engine_wheel(dist / "wheels")
    write_catalog(dist)
    files = manifest(dist)
    version = hashlib.sha256(json.dumps([files, label], sort_keys=True).encode()).hexdigest()[:16]
    (dist / "build.json").write_text(json.dumps({"version": version, "label": label, "wheel": f"wheels/{wheel.name}"}))
    files["build.json"] = sha256(dist / "build.json")
    files[""] = files["index.html"]  # the site root is index.html
    sw = (dist / "sw.js").read_text()
    sw = sw.replace('"__BUILD_VERSION__"', json.dumps(version)).replace("__PRECACHE_MANIFEST__", json.dumps(files))
    (dist / "sw.js").write_text(sw)
    return version


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--label", default="", help="a name for this build (e.g. the commit); part of the version")
    args = parser.parse_args()
    version = build(args.out, args.label)
    print(f"built {args.out} (version {version})")


if __name__ == "__main__":
    main()
