"""What a seat may know, computed from the state, and the walk of an observation's object graph (nothing hidden may reach it).

The rules say what each seat may know (P19; D6; the decisions of
games/tarok/game.py; K9, K15, K18, K19, K20). :func:`may_know` computes it from the
true state without calling any observation code; :func:`cards_reachable`
collects every card id reachable from an observation *object*, not its JSON:
attributes, slots, dataclass fields, containers (keys and values), closures
and bound methods. Card ids are also read out of strings (action ids such as
``give:KS,AS``), so no text can carry a hidden card either.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import types
from collections.abc import Iterator
from typing import Any

from karciarnia.games.doudizhu.game import DoudizhuState
from karciarnia.games.doudizhu.combos import DECK as DOUDIZHU_DECK
from karciarnia.games.koalicje.rules import DECK as KOALICJE_DECK
from karciarnia.games.koalicje.game import KoalicjeState
from karciarnia.games.prezydent.plays import DECK as PREZYDENT_DECK
from karciarnia.games.prezydent.game import PrezydentState
from karciarnia.games.tarok.game import DECK as TAROK_DECK
from karciarnia.games.tarok.game import TarokState
from karciarnia.protocol import Action, State
from karciarnia.rng import Rng

DECKS: dict[str, frozenset[str]] = {
    "prezydent": frozenset(PREZYDENT_DECK),
    "doudizhu": frozenset(DOUDIZHU_DECK),
    "tarok": frozenset(TAROK_DECK),
    "koalicje": frozenset(KOALICJE_DECK),
}
WORD = re.compile(r"[0-9A-Za-z]+")
ATOMS = (str, int, float, bool, complex, bytes, type(None))


def position(state: State, seat: int) -> str:
    """Where a check of ``seat``'s view failed, for its message: the game, its options and seed, and every move so
    far. Name it in the assert's message itself, which Python makes only when the check fails: the moves grow with
    the game, and a message made for every check that passes cost these tests a fifth of their time."""
    return f"{state.game.id} {state.options} seed {state.seed} seat {seat} after {state.history}"


def structure(obj: Any) -> Any:
    """A comparable form of an object graph: every atom, container and field with its type (for twin observations)."""
    kind = type(obj).__qualname__
    if isinstance(obj, ATOMS):
        return kind, obj
    if isinstance(obj, (type, types.ModuleType)):
        return kind, obj.__name__
    if isinstance(obj, (list, tuple)):
        return kind, tuple(structure(item) for item in obj)
    if isinstance(obj, (set, frozenset)):
        return kind, tuple(sorted(repr(structure(item)) for item in obj))
    if isinstance(obj, dict):
        return kind, tuple(sorted((repr(structure(key)), structure(value)) for key, value in obj.items()))
    if callable(obj):  # an observation holds no behaviour of its own; compare what it closes over
        return kind, tuple(structure(child) for child in _children(obj))
    return kind, tuple((name, structure(getattr(obj, name))) for name in attribute_names(obj))


def _children(obj: Any) -> Iterator[Any]:
    """The objects ``obj`` refers to directly (never a module, a class or a function's globals)."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield key
            if not (key == "rule" and isinstance(value, str)):  # a rule id ("T11") is no card
                yield value
        return
    if isinstance(obj, (list, tuple, set, frozenset)):
        yield from obj
        return
    if isinstance(obj, types.MethodType):
        yield obj.__self__
        yield obj.__func__
        return
    if isinstance(obj, types.FunctionType):
        for cell in obj.__closure__ or ():
            yield cell.cell_contents
        yield from obj.__defaults__ or ()
        yield from (obj.__kwdefaults__ or {}).values()
        return
    if isinstance(obj, functools.partial):
        yield obj.func
        yield from obj.args
        yield from obj.keywords.values()
        return
    for name in attribute_names(obj):
        yield getattr(obj, name)


@functools.cache
def _declared_names(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A class's dataclass fields and the slots of every class in its MRO (the same for all its objects)."""
    fields = tuple(field.name for field in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else ()
    slots: list[str] = []
    for klass in cls.__mro__:
        declared = klass.__dict__.get("__slots__", ())
        slots += (declared,) if isinstance(declared, str) else declared
    return fields, tuple(slots)


def attribute_names(obj: Any) -> list[str]:
    """The names of an object's fields: dataclass fields, ``__dict__`` and the slots of every class in its MRO."""
    fields, slots = _declared_names(type(obj))
    names = [*fields, *getattr(obj, "__dict__", {}), *slots]
    out = []
    for name in names:
        if name not in out and name not in ("__dict__", "__weakref__") and hasattr(obj, name):
            out.append(name)
    return out


def reachable(root: Any) -> Iterator[Any]:
    """Every object reachable from ``root``, each once."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (types.ModuleType, type)):
            continue
        seen.add(id(obj))
        yield obj
        if not isinstance(obj, ATOMS):
            stack.extend(_children(obj))


FORBIDDEN_NAMES = frozenset({"rng", "seed", "_rng", "_seed", "stock", "pool", "undealt"})


def scan(root: Any, deck: frozenset[str]) -> tuple[set[str], list[Any]]:
    """In one walk of ``root``'s object graph: every card id of ``deck`` found (in strings too), and the
    objects an observation must never hold (a state, the state's RNG, anything named after a seed)."""
    found: set[str] = set()
    bad = []
    for obj in reachable(root):
        if isinstance(obj, str):
            found.update(word for word in WORD.findall(obj) if word in deck)
        if forbidden(obj):
            bad.append(obj)
    return found, bad


def forbidden(obj: Any) -> bool:
    """Whether ``obj`` itself is a state, an RNG, or has a field named after a seed, a stock or a pool."""
    if isinstance(obj, (State, Rng)):
        return True
    return not isinstance(obj, ATOMS) and bool(set(attribute_names(obj)) & FORBIDDEN_NAMES)


def cards_reachable(root: Any, deck: frozenset[str]) -> set[str]:
    """Every card id of ``deck`` found anywhere in ``root``'s object graph (in strings too)."""
    return scan(root, deck)[0]


def forbidden_objects(root: Any) -> list[Any]:
    """Objects an observation must never hold: a state, the state's RNG, or anything named after a seed."""
    return [obj for obj in reachable(root) if forbidden(obj)]


# -- what each seat may know (from the state, never from its observation) ---------------------
def _prezydent(state: PrezydentState, seat: int) -> set[str]:
    """P19: own hand, the cards played; P17: the cards of an exchange the seat took part in."""
    known = set(state.hands[seat]) | set(state.played)
    for exchange in state.exchanges:
        if seat in (exchange.giver, exchange.receiver):
            known.update(exchange.cards)
    return known


def _doudizhu(state: DoudizhuState, seat: int) -> set[str]:
    """Own hand, the cards played, the bottom cards once the landlord takes them (D6), and the
    landlord's remaining cards once it has shown them (D27, a house rule), to every seat."""
    known = set(state.hand_cards(seat)) | set(state.played)
    if state.landlord is not None:
        known.update(state.bottom)
        if state.showed:
            known.update(state.hand_cards(state.landlord))
    return known


def _tarok(state: TarokState, seat: int) -> set[str]:
    """Own hand and every card played; the opponent's hand once the stock is empty (games/tarok/game.py)."""
    known = set(state.hands[seat]) | set(state.played)
    if state.stock_pos >= len(state.stock):
        known.update(state.hands[1 - seat])
    return known


def koalicje_sight(jokers: list[list[str]], seat: int) -> list[int]:
    """K15, K18 read straight from the jokers: the other seats whose hands ``seat`` may see."""
    mine = sorted(jokers[seat])
    if len(mine) == 4:  # K18
        return [other for other in range(4) if other != seat]
    if mine == ["BJ", "RJ"]:  # K15: the other two jokers, one of each colour, in one other hand
        return [other for other in range(4) if other != seat and sorted(jokers[other]) == ["BJ", "RJ"]]
    return []


def _koalicje(state: KoalicjeState, seat: int) -> set[str]:
    """Own hand and own discards (K20), the cards played, every joker laid out (K9), hands shown by K15/K18."""
    known = set(state.hands[seat]) | set(state.played) | set(state.discards.get(seat, ()))
    known.update(card for jokers in state.jokers for card in jokers)
    if state.phase in ("trump", "play"):  # K11: sight applies from the trump naming on
        for other in koalicje_sight(state.jokers, seat):
            known.update(state.hands[other])
    return known


MAY_KNOW = {"prezydent": _prezydent, "doudizhu": _doudizhu, "tarok": _tarok, "koalicje": _koalicje}


def may_know(state: State, seat: int) -> set[str]:
    """The cards ``seat`` may know in the deal being played."""
    return MAY_KNOW[state.game.id](state, seat)


def public_cards(action: Action) -> set[str]:
    """The cards an action shows to every seat: a card play's cards (never a gift or a discard)."""
    view = action.to_json()
    if view["type"] != "play":
        return set()
    return set(view.get("cards") or ())
