"""The structure of the code: imports flow one way, and no private name crosses a module's border.

The engine's modules are read with :mod:`ast` (every import, late ones inside a
function too, but not those under ``TYPE_CHECKING``, which never run).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_modules() -> dict[str, ast.Module]:
    return {module_name(path): ast.parse(path.read_text(), str(path)) for path in sorted((ENGINE / "karciarnia").rglob("*.py"))}


def runtime_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that runs (an ``if TYPE_CHECKING:`` block's never does)."""
    skipped = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
        for statement in block.body
        for node in ast.walk(statement)
    }
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skipped:
            yield node


def engine_graph() -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports (``from package import module`` counts as the module)."""
    modules = engine_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, tree in modules.items():
        for node in runtime_imports(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                targets = [f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in modules else node.module for alias in node.names]
            graph[name].update(target for target in targets if target in modules and target != name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of ``graph``: one path round each strongly connected group of two or more."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_engines_modules_import_each_other_without_a_cycle() -> None:
    graph = engine_graph()
    assert not cycles(graph), cycles(graph)
    # The JSON boundary is the top floor: only the page's worker and the CLI's caller reach it.
    assert not [name for name, targets in graph.items() if "karciarnia.api" in targets]


def test_no_private_name_is_imported_across_the_engines_modules() -> None:
    crossing = [
        f"{name}: from {node.module} import {alias.name}"
        for name, tree in engine_modules().items()
        for node in runtime_imports(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if private(alias.name)
    ]
    assert not crossing


def private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_members_used_from_outside(tree: ast.Module) -> list[str]:
    """``x._name`` in ``tree`` where ``x`` is not ``self`` or ``cls`` and the module defines no ``_name``."""
    own = {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    own |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)}
    own |= {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)}
    return [
        f"line {node.lineno}: .{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and private(node.attr) and node.attr not in own
        and not (isinstance(node.value, ast.Name) and node.value.id in {"self", "cls"})
    ]


def test_no_private_member_is_used_across_the_engines_modules() -> None:
    # The AIs' simulations apply a known-legal action through the public State.advance, not _apply.
    crossing = {name: found for name, tree in engine_modules().items() if (found := private_members_used_from_outside(tree))}
    assert not crossing


GAME_PACKAGES = "karciarnia.games."
CATALOG = "karciarnia.catalog"


def game_of(module: str) -> str | None:
    """The game whose package holds ``module`` (``karciarnia.games.tarok.ai`` → ``tarok``), else None."""
    if not module.startswith(GAME_PACKAGES):
        return None
    name = module[len(GAME_PACKAGES):].split(".")[0]
    return name if (ENGINE / "karciarnia" / "games" / name / "__init__.py").exists() else None


def reaches_into_a_game(graph: dict[str, set[str]]) -> list[str]:
    """Imports of a game's modules from outside its package, other than the catalog's of the package itself."""
    return sorted(
        f"{name} imports {target}"
        for name, targets in graph.items()
        for target in targets
        if (game := game_of(target)) and game != game_of(name) and not (name == CATALOG and target == GAME_PACKAGES + game)
    )


def test_a_game_is_reached_only_through_the_catalog() -> None:
    # One game, one package: its rules, AIs, reasons and lesson live in karciarnia/games/<game>/, and the
    # rest of the engine (analysis, play, the CLI, the tournament, the lessons' lookup) asks the catalog.
    graph = engine_graph()
    assert {game for name in graph if (game := game_of(name))} == {"prezydent", "doudizhu", "tarok", "koalicje"}
    assert not reaches_into_a_game(graph)


def test_the_game_package_check_finds_a_reach_across() -> None:
    graph = {CATALOG: {"karciarnia.games.tarok"}, "karciarnia.analysis": {"karciarnia.games.tarok.ai"}, "karciarnia.games.tarok.ai": {"karciarnia.games.tarok.game"}}
    assert reaches_into_a_game(graph) == ["karciarnia.analysis imports karciarnia.games.tarok.ai"]


def test_the_private_member_finder_finds_one() -> None:
    tree = ast.parse("def f(world):\n    world._apply(1)\n    self._own()\n\ndef _kept(x):\n    x._kept\n")
    assert private_members_used_from_outside(tree) == ["line 2: ._apply"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


# -- the page ---------------------------------------------------------------------------------------
WEB_JS = ROOT / "web" / "js"
# The page's rooms, from the top floor down: a module imports only from its own room or a lower
# floor. main.js wires the rooms together; the helpers at the bottom serve every room.
FLOORS = ["main.js", "games", "review", "table", "lobby", "player", "friends", "boot", "cards", "helpers"]
HELPERS = {"dom.js", "i18n.js", "schema.js", "site.js", "storage.js"}
JS_IMPORT = re.compile(r"""(?:^|[\s;])(?:import|export)\s[^"'`;]*?\sfrom\s*["']([^"']+)["']|import\s*\(?\s*["']([^"']+)["']""", re.M)


def room(path: Path) -> str:
    """The room of a module of web/js: its folder, or main.js, or the helpers on the bottom floor."""
    relative = path.relative_to(WEB_JS)
    if len(relative.parts) > 1:
        return relative.parts[0]
    return "helpers" if relative.name in HELPERS else relative.name


def page_graph() -> dict[Path, set[Path]]:
    """Each module of web/js and the modules of web/js it imports (statically or by a literal import())."""
    modules = sorted(path for path in WEB_JS.rglob("*.js") if "vendor" not in path.parts)
    graph: dict[Path, set[Path]] = {}
    for path in modules:
        targets = {(path.parent / (a or b)).resolve() for a, b in JS_IMPORT.findall(path.read_text()) if (a or b).startswith(".")}
        graph[path] = {target for target in targets if target.is_relative_to(WEB_JS) and target.suffix == ".js"}
    return graph


def test_the_pages_modules_import_each_other_without_a_cycle() -> None:
    graph = {str(path.relative_to(WEB_JS)): {str(t.relative_to(WEB_JS)) for t in targets} for path, targets in page_graph().items()}
    assert all(target in graph for targets in graph.values() for target in targets), "an import names no module of web/js"
    assert not cycles(graph), cycles(graph)


def test_the_pages_rooms_import_only_their_own_or_a_lower_floor() -> None:
    graph = page_graph()
    assert {room(path) for path in graph} == set(FLOORS)  # every module is in a room of the plan
    upward = [
        f"{path.relative_to(WEB_JS)} ({room(path)}) imports {target.relative_to(WEB_JS)} ({room(target)})"
        for path, targets in graph.items()
        for target in targets
        if FLOORS.index(room(target)) < FLOORS.index(room(path))
    ]
    assert not upward


def test_the_import_reader_finds_every_form() -> None:
    text = 'import { a } from "./a.js";\nimport b from \'../b.js\';\nexport { c } from "./c.js";\nconst d = await import("./d.js");\nimport "./e.js";'
    assert sorted(a or b for a, b in JS_IMPORT.findall(text)) == ["../b.js", "./a.js", "./c.js", "./d.js", "./e.js"]
