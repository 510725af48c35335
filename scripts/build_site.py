"""Build the static site into dist/: web files, self-hosted Pyodide, wheels, the engine's snapshot, manifest.

Run with the project's venv: ``.venv/bin/python scripts/build_site.py``.
Nothing in dist/ points outside the origin. The service worker gets the
build's version and its precache manifest (every file with its sha256)
written into it, so that a new build is a new worker and a new cache.

The wheel's bytecode and the engine's snapshot are each made by booting Pyodide in Node (nine
tenths of a build's time). Both are kept in .cache/engine/, under a key of everything they are
made from (the wheel as built, Pyodide's files, the scripts that make them, this file): a build
whose engine did not change takes them from there, and any change to their sources makes them anew.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import uuid
import zipfile
from pathlib import Path

from bundle_page import bundle_page

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
UQR_NPM = ROOT / "node_modules" / "uqr"
# Trystero's Nostr strategy (serverless WebRTC matchmaking) and the packages it imports:
# {npm package: (vendor folder, the package's folder of modules)}, and each folder's entry module.
TRYSTERO_NPM = {"@trystero-p2p/core": ("core", "dist"), "@trystero-p2p/nostr": ("nostr", "dist"), "@noble/secp256k1": ("secp256k1", ".")}
TRYSTERO_ENTRY = {"core": "index.mjs", "nostr": "index.mjs", "secp256k1": "index.js"}
# Fixes carried on a pinned npm package until upstream has them: {npm package: [patch in scripts/patches/]}.
VENDOR_PATCHES = {"@trystero-p2p/core": ["trystero-core-0.25.4-refresh-unanswered-offer.patch"]}
PATCHES = ROOT / "scripts" / "patches"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# Trystero is fetched only by a player who chose to play across the internet (which needs the network anyway).
NOT_PRECACHED = ("sw.js", "bench/", "js/vendor/trystero/")
# Translations whose one source is in the engine package (the terminal reads them too): namespace -> folder of <lang>.json
ENGINE_TRANSLATIONS = {"reasons": ROOT / "engine" / "karciarnia" / "reasons" / "text"}
ENGINE_CACHE = ROOT / ".cache" / "engine"
ENGINE_CACHE_KEEP = 4  # engines kept (7 MB each), the last used: enough to go back and forth between branches


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


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD row: path, urlsafe base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def add_bytecode(wheel: Path, pyodide: Path) -> None:
    """Add to ``wheel`` its modules' bytecode for ``pyodide``'s Python (scripts/compile_wheel.mjs).

    A boot without the snapshot then imports the engine without compiling 360 kB of source
    first (about 100 ms less), and the snapshot is made from the same import.
    """
    compiled = subprocess.run(
        ["node", str(ROOT / "scripts" / "compile_wheel.mjs"), str(pyodide.resolve()), str(wheel.resolve())],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    bytecode = {name: base64.b64decode(data) for name, data in sorted(json.loads(compiled).items())}
    with zipfile.ZipFile(wheel) as source:
        files = {info.filename: source.read(info) for info in source.infolist()}
    (record,) = [name for name in files if name.endswith(".dist-info/RECORD")]
    files.update(bytecode)
    rows = files[record].decode().splitlines() + [record_line(name, data) for name, data in bytecode.items()]
    files[record] = ("\n".join(rows) + "\n").encode()
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as target:
        for name, data in files.items():
            # One fixed date: the same sources make the same wheel, and so the same snapshot and version.
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = 0o100644 << 16  # a regular file, -rw-r--r--
            target.writestr(entry, data, zipfile.ZIP_DEFLATED)


def make_snapshot(pyodide: Path, wheel: Path, made: Path) -> None:
    """Write the engine's memory snapshot, gzipped, to ``made`` (scripts/make_snapshot.mjs)."""
    subprocess.run(
        ["node", str(ROOT / "scripts" / "make_snapshot.mjs"), str(pyodide.resolve()), str(wheel.resolve()), str(made)],
        check=True,
        capture_output=True,
    )


def engine_key(wheel: Path, pyodide: Path) -> str:
    """What the wheel's bytecode and the snapshot are made from: the wheel as built, Pyodide's
    files, and the code that makes them (the two scripts and this file)."""
    digest = hashlib.sha256()
    sources = [wheel, *(pyodide / name for name in PYODIDE_FILES), *(ROOT / "scripts" / name for name in ("compile_wheel.mjs", "make_snapshot.mjs")), Path(__file__)]
    for source in sources:
        digest.update(hashlib.sha256(source.read_bytes()).digest())
    return digest.hexdigest()[:32]


def compile_engine(dist: Path, wheel: Path) -> dict[str, str | int]:
    """Add the bytecode to ``wheel`` and make the engine's snapshot, or take both from the cache
    when they were made from the same sources; returns build.json's snapshot entry."""
    cached = ENGINE_CACHE / engine_key(wheel, dist / "pyodide")
    made = dist / "snapshot" / "engine.gz"
    made.parent.mkdir()
    if (cached / "engine.gz").exists():
        shutil.copyfile(cached / wheel.name, wheel)
        shutil.copyfile(cached / "engine.gz", made)
        cached.touch()  # used now: the last to be let go
    else:
        add_bytecode(wheel, dist / "pyodide")
        make_snapshot(dist / "pyodide", wheel, made)
        keep = cached.with_name(f"{cached.name}.{uuid.uuid4().hex}")  # whole or not at all, if two builds race
        keep.mkdir(parents=True)
        shutil.copyfile(wheel, keep / wheel.name)
        shutil.copyfile(made, keep / "engine.gz")
        try:
            keep.rename(cached)
        except OSError:  # another build kept the same files first
            shutil.rmtree(keep)
        let_go_of_old_engines()
    return name_snapshot(dist, made)


def let_go_of_old_engines() -> None:
    """Keep the ``ENGINE_CACHE_KEEP`` engines used last; remove the others."""
    kept = sorted((entry for entry in ENGINE_CACHE.iterdir() if "." not in entry.name), key=lambda entry: entry.stat().st_mtime, reverse=True)
    for entry in kept[ENGINE_CACHE_KEEP:]:
        shutil.rmtree(entry, ignore_errors=True)


def name_snapshot(dist: Path, made: Path) -> dict[str, str | int]:
    """Name the snapshot after its content, so that no cache can answer another build's; returns
    build.json's entry: its path, its Subresource Integrity and its unpacked length."""
    data = made.read_bytes()
    digest = hashlib.sha256(data)
    path = made.with_name(f"engine-{digest.hexdigest()[:16]}.gz")
    made.rename(path)
    return {
        "path": path.relative_to(dist).as_posix(),
        "integrity": "sha256-" + base64.b64encode(digest.digest()).decode(),
        "length": len(gzip.decompress(data)),
    }


def copy_pyodide(dest: Path) -> None:
    """Pyodide core files plus a lockfile with no packages.

    The engine wheel has no dependencies and the worker unpacks it itself, so
    no package (not even micropip) is loaded through Pyodide; loadPyodide
    still reads the lockfile, whose ``info`` must match the runtime's ABI.
    """
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_NPM / name, dest / name)
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    (dest / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}, indent=1))


def copy_uqr(dest: Path) -> None:
    """The QR code encoder (npm ``uqr``, MIT) for qr.js, with its licence beside it."""
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copy2(UQR_NPM / "dist" / "index.mjs", dest / "uqr.mjs")
    shutil.copy2(UQR_NPM / "LICENSE", dest / "uqr.LICENSE")


def patch_hunks(patch: str) -> dict[str, list[tuple[str, str]]]:
    """The hunks of a unified diff by the file they change (its ``+++ b/`` path): (old text, new text)."""
    hunks: dict[str, list[tuple[str, str]]] = {}
    target, old, new = "", None, None
    for line in patch.splitlines() + ["@@"]:
        if line.startswith(("@@", "--- ", "+++ ")) and old is not None:
            hunks.setdefault(target, []).append(("\n".join(old), "\n".join(new)))
            old = new = None
        if line.startswith("+++ b/"):
            target = line[len("+++ b/") :]
        elif line.startswith("@@"):
            old, new = [], []
        elif old is not None and line[:1] in (" ", "-", "+"):
            if line[0] != "+":
                old.append(line[1:])
            if line[0] != "-":
                new.append(line[1:])
    return hunks


def apply_patches(package: str, path: str, text: str) -> str:
    """``text`` of ``package``'s file ``path`` with the project's patches on it; each hunk must match exactly once."""
    for name in VENDOR_PATCHES.get(package, []):
        for old, new in patch_hunks((PATCHES / name).read_text()).get(path, []):
            if text.count(old) != 1:
                raise SystemExit(f"{name} no longer applies to {package}'s {path}: drop it if upstream has the fix, or write it again")
            text = text.replace(old, new)
    return text


def copy_trystero(dest: Path) -> None:
    """Trystero's Nostr strategy (npm, MIT) for friends across the internet, one folder per package.

    The packages import each other by bare name, which a browser resolves only with an import map
    (an inline script the Content-Security-Policy forbids): each name becomes a relative path.
    The project's fixes to a package (scripts/patches/) are applied on the way.
    """
    for package, (folder, files) in TRYSTERO_NPM.items():
        source = ROOT / "node_modules" / package
        (dest / folder).mkdir(parents=True, exist_ok=True)
        for module in (source / files).glob("*js"):
            text = apply_patches(package, module.relative_to(source).as_posix(), module.read_text())
            for name, (other, _) in TRYSTERO_NPM.items():
                text = text.replace(f'from "{name}"', f'from "../{other}/{TRYSTERO_ENTRY[other]}"')
            (dest / folder / module.name).write_text(text)
        shutil.copy2(source / "LICENSE", dest / folder / "LICENSE")


def boot_bytes(dist: Path, wheel: str, snapshot: str) -> dict[str, int]:
    """The size of every file the engine's worker downloads to boot, for its progress."""
    boot = [f"pyodide/{name}" for name in PYODIDE_FILES if name != "pyodide.mjs"] + [wheel, snapshot]
    return {path: (dist / path).stat().st_size for path in boot}


def write_catalog(dest: Path) -> None:
    """The lobby's game list, from the engine itself (usable before Python loads)."""
    sys.path.insert(0, str(ROOT / "engine"))
    from karciarnia import api

    (dest / "catalog.json").write_text(json.dumps(api.op_catalog({}), ensure_ascii=False, indent=1))


def manifest(dist: Path, folded: set[str]) -> dict[str, str]:
    """Every precached file (relative URL) with its sha256: not the sources ``folded`` into the page's
    bundles, nor the bundles' source maps (a developer's tools fetch them)."""
    files = {}
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        if not rel.startswith(NOT_PRECACHED) and rel not in folded and not rel.endswith(".map"):
            files[rel] = sha256(path)
    return files


def copy_engine_translations(i18n: Path) -> None:
    """Each engine-held namespace's ``<lang>.json`` as the page's ``i18n/<lang>/<namespace>.json``."""
    for namespace, folder in ENGINE_TRANSLATIONS.items():
        for source in folder.glob("*.json"):
            shutil.copy2(source, i18n / source.stem / f"{namespace}.json")


def build(dist: Path, label: str = "", web: Path = ROOT / "web") -> str:
    """Build the whole site from ``web``; returns the build version.

    ``label`` (e.g. a commit id) is written into build.json, so two builds of
    the same files with different labels are two versions.
    """
    if dist.exists():
        shutil.rmtree(dist)
    shutil.copytree(web, dist)
    copy_engine_translations(dist / "i18n")
    copy_pyodide(dist / "pyodide")
    copy_uqr(dist / "js" / "vendor")
    copy_trystero(dist / "js" / "vendor" / "trystero")
    folded = bundle_page(dist)
    wheel = build_engine_wheel(dist / "wheels")
    snapshot = compile_engine(dist, wheel)
    write_catalog(dist)
    files = manifest(dist, folded)
    version = hashlib.sha256(json.dumps([files, label], sort_keys=True).encode()).hexdigest()[:16]
    wheel_path = f"wheels/{wheel.name}"
    info = {
        "version": version,
        "label": label,
        "wheel": wheel_path,
        "snapshot": snapshot,
        "boot_bytes": boot_bytes(dist, wheel_path, str(snapshot["path"])),
    }
    (dist / "build.json").write_text(json.dumps(info))
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
