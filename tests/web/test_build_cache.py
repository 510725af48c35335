"""The build's engine cache (scripts/build_site.py): the wheel's bytecode and the snapshot are made
once per set of sources and taken from .cache/engine/ after; a change to any source makes them anew."""

from __future__ import annotations

import gzip
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import build_site  # noqa: E402


class Maker:
    """Stands in for the two Pyodide steps: counts them and writes what they would, from the wheel's bytes."""

    def __init__(self) -> None:
        self.made = 0

    def add_bytecode(self, wheel: Path, pyodide: Path) -> None:
        wheel.write_bytes(wheel.read_bytes() + b"+bytecode")

    def make_snapshot(self, pyodide: Path, wheel: Path, made: Path) -> None:
        self.made += 1
        made.write_bytes(gzip.compress(b"memory of " + wheel.read_bytes(), mtime=0))


@pytest.fixture
def maker(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Maker:
    maker = Maker()
    monkeypatch.setattr(build_site, "ENGINE_CACHE", tmp_path / "cache")
    monkeypatch.setattr(build_site, "add_bytecode", maker.add_bytecode)
    monkeypatch.setattr(build_site, "make_snapshot", maker.make_snapshot)
    return maker


def a_build(where: Path, wheel: bytes = b"wheel", wasm: bytes = b"wasm") -> tuple[Path, Path]:
    """A dist/ with Pyodide's files and a freshly built wheel, as build() has them before compile_engine."""
    pyodide = where / "pyodide"
    pyodide.mkdir(parents=True)
    for name in build_site.PYODIDE_FILES:
        (pyodide / name).write_bytes(wasm if name.endswith(".wasm") else name.encode())
    (where / "wheels").mkdir()
    built = where / "wheels" / "karciarnia-0.1.0-py3-none-any.whl"
    built.write_bytes(wheel)
    return where, built


def test_an_unchanged_engine_is_taken_from_the_cache_whole(maker: Maker, tmp_path: Path) -> None:
    first = build_site.compile_engine(*a_build(tmp_path / "one"))
    second = build_site.compile_engine(*a_build(tmp_path / "two"))
    assert maker.made == 1 and first == second
    for part in ("wheels/karciarnia-0.1.0-py3-none-any.whl", first["path"]):
        assert (tmp_path / "one" / part).read_bytes() == (tmp_path / "two" / part).read_bytes()
    assert (tmp_path / "two" / "wheels" / "karciarnia-0.1.0-py3-none-any.whl").read_bytes() == b"wheel+bytecode"


@pytest.mark.parametrize("changed", [{"wheel": b"another engine"}, {"wasm": b"another pyodide"}])
def test_a_changed_engine_or_pyodide_is_compiled_anew(maker: Maker, tmp_path: Path, changed: dict[str, bytes]) -> None:
    first = build_site.compile_engine(*a_build(tmp_path / "one"))
    second = build_site.compile_engine(*a_build(tmp_path / "two", **changed))
    assert maker.made == 2
    if "wheel" in changed:
        assert first["integrity"] != second["integrity"]


def test_only_the_engines_used_last_are_kept(maker: Maker, tmp_path: Path) -> None:
    engines = []
    for n in range(build_site.ENGINE_CACHE_KEEP + 2):
        engines.append(build_site.compile_engine(*a_build(tmp_path / f"build-{n}", wheel=f"engine {n}".encode())))
        time.sleep(0.02)  # apart on the file system's clock (a few ms a tick), as builds are
    assert len(list(build_site.ENGINE_CACHE.iterdir())) == build_site.ENGINE_CACHE_KEEP
    again = build_site.compile_engine(*a_build(tmp_path / "again", wheel=b"engine 5"))  # the last one made is still there
    assert maker.made == build_site.ENGINE_CACHE_KEEP + 2 and again == engines[-1]
