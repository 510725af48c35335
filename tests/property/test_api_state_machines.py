"""Stateful property tests of the JSON boundary: random legal and illegal requests, every game.

One Hypothesis state machine per game drives a session through
``karciarnia.api.handle`` with JSON strings only, as the page does. Its rules
mix legal play (a human seat's action, an AI's move, runs of both) with every
kind of illegal request (a random string, an id that is legal elsewhere, the
current player's id sent by another seat, an act on an AI seat, an AI move on
a human seat, malformed fields): an illegal one must come back as a
structured error naming its type and change nothing (every seat's view and the
saved record compared before and after; no session opened or dropped).

At any moment a rule may save the game and load it into a twin session; from
then on every move goes to every twin, and the invariants require identical
views: save → load → continue equals continuing (AI moves included, since an
AI's stream depends only on the seed and the position).

After every step the invariants check each seat's view (whose turn, legal
actions only for the seat to act, cards conserved across the seats' views,
scores) and replay the saved record in CPython: the replayed state's
observations equal the views and its own invariants hold (every card of the
game's deck exactly once across hands, stock, pool, tricks...).

Sized to stay well under a minute for the whole file; deterministic
(``derandomize=True``, no example database), so a failure replays exactly.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, ClassVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from karciarnia import api
from karciarnia.sessions import registry
from karciarnia.catalog import GAMES
from karciarnia.protocol import Record, State
from karciarnia.rng import Rng

HUMAN = "human"
AI_LEVELS = ("easy", "normal")  # hard spends wall-clock time: not for a deterministic test
MAX_TWINS = 3  # sessions of one machine; MAX_SESSIONS (8) must never evict one
MACHINE_SETTINGS = dict(
    database=None,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

# Ids that are legal somewhere (in this game or another) and mostly not here and now.
OTHER_IDS = (
    "pass", "play:3S", "play:3S,3H", "give:3S,4S", "give:2S", "bid:1", "bid:3", "bid:pass", "play:RJ,BJ",
    "play:T21", "play:FOOL", "play:KS", "trump:S", "trump:C", "discard:none", "discard:7S", "play:AS", "play:RJ",
    "", " pass", "PASS", "play:", "play:3S,", "play:3s", "bid:4", "bid:0", "trump:X", "discard:", "play:T22",
)  # fmt: skip


def send(request: Any) -> dict[str, Any]:
    """One request as JSON text; the reply's shape checked; the reply decoded."""
    reply = api.handle(json.dumps(request))
    assert isinstance(reply, str)
    decoded = json.loads(reply)
    if decoded["ok"]:
        assert set(decoded) == {"id", "ok", "result"}
    else:
        assert set(decoded) == {"id", "ok", "error"}
        assert set(decoded["error"]) == {"type", "message"} and decoded["error"]["message"]
        assert decoded["error"]["type"] != "InternalError", decoded
        assert "Traceback" not in decoded["error"]["message"]
    return decoded


def ok(request: dict[str, Any]) -> dict[str, Any]:
    reply = send(request)
    assert reply["ok"], (request, reply)
    return reply["result"]


def strip(view: dict[str, Any]) -> dict[str, Any]:
    """A view without its session id (twins differ only there)."""
    return {key: value for key, value in view.items() if key != "session"}


def multiset(*groups: Any) -> Counter[str]:
    out: Counter[str] = Counter()
    for group in groups:
        out.update(group)
    return out


class ApiMachine(RuleBasedStateMachine):
    """Shared rules; a subclass per game says which options to draw and what its cards are."""

    GAME: ClassVar[str]

    # -- per game -----------------------------------------------------------------------
    def draw_options(self, data: st.DataObject, seed: int) -> dict[str, Any]:
        raise NotImplementedError

    def check_views(self, views: list[dict[str, Any]]) -> None:
        """Game invariants readable from the seats' views (public facts and each own hand)."""

    def check_state(self, state: State) -> None:
        """Game invariants of the replayed state itself (hidden cards included)."""

    # -- set up --------------------------------------------------------------------------------
    @initialize(data=st.data())
    def start(self, data: st.DataObject) -> None:
        self.seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
        self.options = self.draw_options(data, self.seed)
        seats = GAMES[self.GAME].num_players(GAMES[self.GAME].validate_options(self.options))
        levels = data.draw(st.lists(st.sampled_from((HUMAN, *AI_LEVELS)), min_size=seats, max_size=seats), label="players")
        if HUMAN not in levels:
            levels[data.draw(st.integers(0, seats - 1), label="human seat")] = HUMAN
        self.players = levels
        self.seats = seats
        view = ok({"op": "new", "game": self.GAME, "options": self.options, "seed": self.seed, "players": levels})["view"]
        self.sessions = [view["session"]]
        self.seen: set[str] = set(OTHER_IDS)
        self.replayed = GAMES[self.GAME].new_state(self.options, self.seed)  # the CPython shadow, fed from saves

    def teardown(self) -> None:
        if not hasattr(self, "sessions"):
            return
        # The whole record replayed from scratch equals the shadow fed step by step.
        record = ok({"op": "save", "session": self.sessions[0]})["record"]
        fresh = Record.from_json(json.loads(json.dumps(record))).replay(GAMES[self.GAME])
        assert fresh.history == self.replayed.history
        for seat in range(self.seats):
            assert fresh.observation(seat).to_json() == self.replayed.observation(seat).to_json()
        for session in self.sessions:
            ok({"op": "close", "session": session})

    # -- reading the table -----------------------------------------------------------------
    def view(self, seat: int, session: str | None = None) -> dict[str, Any]:
        return ok({"op": "view", "session": session or self.sessions[0], "seat": seat})["view"]

    def views(self, session: str | None = None) -> list[dict[str, Any]]:
        return [strip(self.view(seat, session)) for seat in range(self.seats)]

    def snapshot(self) -> list[Any]:
        """Everything a refused request must leave alone: every twin's views and saved record."""
        out: list[Any] = [len(registry)]
        for session in self.sessions:
            out.append(self.views(session))
            out.append(ok({"op": "save", "session": session}))
        return out

    @property
    def current(self) -> int | None:
        return self.view(0)["current_player"]

    def legal_ids(self) -> list[str]:
        current = self.current
        if current is None:
            return []
        ids = [action["id"] for action in self.view(current)["observation"]["legal_actions"]]
        self.seen.update(ids)
        return ids

    def is_human_turn(self) -> bool:
        current = self.current
        return current is not None and self.players[current] == HUMAN

    def is_ai_turn(self) -> bool:
        current = self.current
        return current is not None and self.players[current] != HUMAN

    def refused(self, request: dict[str, Any], kind: str, *words: str) -> None:
        """``request`` (sent to every twin) is refused with ``kind`` and changes nothing."""
        before = self.snapshot()
        for session in self.sessions:
            reply = send({**request, "session": session, "id": 77})
            assert not reply["ok"], (request, reply)
            assert reply["id"] == 77
            assert reply["error"]["type"] == kind, (request, reply)
            for word in words:
                assert word in reply["error"]["message"], (word, reply)
        assert self.snapshot() == before

    # -- legal play --------------------------------------------------------------------------
    def move(self, data: st.DataObject) -> None:
        """One move in every twin: the AI's if an AI is to act, else a legal action drawn for the human."""
        current = self.current
        assert current is not None
        viewer = data.draw(st.integers(0, self.seats - 1), label="viewer")
        if self.players[current] == HUMAN:
            ids = self.legal_ids()
            assert ids, "the seat to act has no legal action"
            action = ids[data.draw(st.integers(0, len(ids) - 1), label="action")]
            for session in self.sessions:
                after = ok({"op": "act", "session": session, "seat": current, "action": action})["view"]
                assert after["seat"] == current
        else:
            replies = [ok({"op": "ai", "session": session, "seat": viewer}) for session in self.sessions]
            assert all(reply["actor"] == current for reply in replies)
            assert all(reply["action"] == replies[0]["action"] for reply in replies)  # twins' AIs agree
            assert all(strip(reply["view"]) == strip(replies[0]["view"]) for reply in replies)

    @precondition(lambda self: self.current is not None)
    @rule(data=st.data())
    def one_move(self, data: st.DataObject) -> None:
        self.move(data)

    @precondition(lambda self: self.current is not None)
    @rule(data=st.data(), count=st.integers(1, 60))
    def many_moves(self, data: st.DataObject, count: int) -> None:
        for _ in range(count):
            if self.current is None:
                break
            self.move(data)

    @precondition(lambda self: self.current is not None)
    @rule(data=st.data())
    def finish_the_deal(self, data: st.DataObject) -> None:
        """Play on to the next deal (or round), or to the end: later deals and the end get reached."""
        marker = self.deal_marker(self.view(0)["observation"])
        for _ in range(1000):
            view = self.view(0)
            if view["current_player"] is None or self.deal_marker(view["observation"]) != marker:
                return
            self.move(data)
        raise AssertionError("a deal of more than 1000 moves")

    def deal_marker(self, observation: dict[str, Any]) -> Any:
        return observation["deal_number"]

    @precondition(lambda self: len(self.sessions) < MAX_TWINS)
    @rule(data=st.data())
    def save_and_load(self, data: st.DataObject) -> None:
        """Save → load into a twin: from now on every move goes to both (P: save → load → continue)."""
        saved = ok({"op": "save", "session": self.sessions[0]})
        assert saved["players"] == self.players
        saved = json.loads(json.dumps(saved))  # as the page stores it
        seat = data.draw(st.integers(0, self.seats - 1), label="load seat")
        loaded = ok({"op": "load", "record": saved["record"], "players": saved["players"], "seat": seat})["view"]
        assert loaded["session"] not in self.sessions
        self.sessions.append(loaded["session"])

    # -- illegal requests ----------------------------------------------------------------------
    @rule(text=st.text(max_size=20), data=st.data())
    def act_random_string(self, text: str, data: st.DataObject) -> None:
        if text in self.legal_ids():
            return
        current = self.current
        seat = current if current is not None and data.draw(st.booleans()) else data.draw(st.integers(0, self.seats - 1))
        self.refused({"op": "act", "seat": seat, "action": text}, "IllegalActionError")

    @rule(data=st.data())
    def act_id_legal_elsewhere(self, data: st.DataObject) -> None:
        """An id that was legal at another moment or in another game, sent by the seat to act."""
        legal = set(self.legal_ids())
        others = sorted(self.seen - legal)
        action = data.draw(st.sampled_from(others), label="id")
        current = self.current
        seat = current if current is not None else data.draw(st.integers(0, self.seats - 1))
        words = [repr(action)] if current is not None and self.players[current] == HUMAN else []
        self.refused({"op": "act", "seat": seat, "action": action}, "IllegalActionError", *words)

    @precondition(lambda self: self.current is not None)
    @rule(data=st.data())
    def legal_id_from_the_wrong_seat(self, data: st.DataObject) -> None:
        """The current player's legal id sent by another seat: out of turn."""
        current = self.current
        assert current is not None
        action = data.draw(st.sampled_from(self.legal_ids()), label="id")
        seat = data.draw(st.sampled_from([s for s in range(self.seats) if s != current]), label="seat")
        self.refused({"op": "act", "seat": seat, "action": action}, "IllegalActionError", f"not seat {seat}'s turn")

    @precondition(lambda self: self.is_ai_turn())
    @rule(data=st.data())
    def act_on_an_ai_seat(self, data: st.DataObject) -> None:
        current = self.current
        action = data.draw(st.sampled_from(self.legal_ids()), label="id")
        self.refused({"op": "act", "seat": current, "action": action}, "IllegalActionError", "AI")

    @precondition(lambda self: self.is_human_turn())
    @rule()
    def ai_on_a_human_seat(self) -> None:
        self.refused({"op": "ai"}, "IllegalActionError", "human seat")

    @precondition(lambda self: self.current is None)
    @rule(data=st.data())
    def nothing_after_the_end(self, data: st.DataObject) -> None:
        self.refused({"op": "ai"}, "IllegalActionError")
        action = data.draw(st.sampled_from(sorted(self.seen)), label="id")
        self.refused({"op": "act", "seat": data.draw(st.integers(0, self.seats - 1)), "action": action}, "IllegalActionError")

    @rule(
        fields=st.sampled_from(
            [
                {"seat": -1, "action": "pass"},
                {"seat": 99, "action": "pass"},
                {"seat": "0", "action": "pass"},
                {"seat": 1.0, "action": "pass"},
                {"seat": None, "action": "pass"},
                {"seat": True, "action": "pass"},
                {"seat": 0, "action": None},
                {"seat": 0, "action": ["pass"]},
                {"seat": 0, "action": {"id": "pass"}},
                {"seat": 0},
            ]
        )
    )
    def act_malformed(self, fields: dict[str, Any]) -> None:
        self.refused({"op": "act", **fields}, "InvalidRequestError")

    @rule(budget=st.sampled_from([{"iterations": 0}, {"iterations": -5}, {"millis": "x"}, {"iterations": True}, []]))
    def ai_with_a_bad_budget(self, budget: Any) -> None:
        kind = "InvalidRequestError" if self.is_ai_turn() else "IllegalActionError"
        self.refused({"op": "ai", "budget": budget}, kind)

    # -- invariants ----------------------------------------------------------------------------
    @invariant()
    def consistent(self) -> None:
        if not hasattr(self, "sessions"):
            return
        views = self.views()
        for twin in self.sessions[1:]:
            assert self.views(twin) == views  # save → load → continue equals continuing
        current = views[0]["current_player"]
        terminal = views[0]["terminal"]
        assert terminal == (current is None)
        for seat, view in enumerate(views):
            assert view["seat"] == seat and view["game"] == self.GAME and view["players"] == self.players
            assert view["current_player"] == current and view["terminal"] == terminal
            assert view["scores"] == views[0]["scores"] and view["moves"] == views[0]["moves"]
            assert view["current_is_ai"] == (current is not None and self.players[current] != HUMAN)
            legal = view["observation"]["legal_actions"]
            assert bool(legal) == (seat == current), (seat, current, legal)  # only the seat to act has actions
            assert len({action["id"] for action in legal}) == len(legal)  # ids are unique
            json.dumps(view, allow_nan=False)
        self.check_views(views)
        # The saved record replays in CPython to the very state the session shows.
        record = ok({"op": "save", "session": self.sessions[0]})["record"]
        assert record["format"] == Record.FORMAT and record["game"] == self.GAME and record["seed"] == self.seed
        actions = record["actions"]
        assert len(actions) == views[0]["moves"]
        shadow = self.replayed
        assert actions[: len(shadow.history)] == shadow.history  # the past never changes
        for action in actions[len(shadow.history) :]:
            shadow.apply(action)
        assert shadow.returns() == views[0]["scores"]
        assert shadow.current_player == current and shadow.is_terminal == terminal
        for seat, view in enumerate(views):
            assert shadow.observation(seat).to_json() == view["observation"]
        self.check_state(shadow)


# -- the games ----------------------------------------------------------------------------------
class PrezydentMachine(ApiMachine):
    GAME = "prezydent"

    def draw_options(self, data: st.DataObject, seed: int) -> dict[str, Any]:
        return {
            "players": data.draw(st.integers(3, 6), label="players"),
            "revolution": data.draw(st.booleans(), label="revolution"),
            "deals": data.draw(st.integers(1, 2), label="deals"),
        }

    def check_views(self, views: list[dict[str, Any]]) -> None:
        from karciarnia.games.prezydent.plays import DECK

        n = self.seats
        observation = views[0]["observation"]
        hands = [view["observation"]["hand"] for view in views]
        # P2, P17: the 52 cards are each in one hand or played, exchanges included
        assert multiset(*hands, observation["played"]) == Counter(DECK)
        assert observation["card_counts"] == [len(hand) for hand in hands]
        # P15: a finished deal hands out n, n-1, …, 1 points
        assert sum(views[0]["scores"]) == len(observation["deal_places"]) * n * (n + 1) // 2

    def check_state(self, state: Any) -> None:
        from karciarnia.games.prezydent.plays import DECK

        assert multiset(*state.hands, state.played) == Counter(DECK)


class DoudizhuMachine(ApiMachine):
    GAME = "doudizhu"

    def draw_options(self, data: st.DataObject, seed: int) -> dict[str, Any]:
        return {"deals": data.draw(st.integers(1, 2), label="deals")}

    def check_views(self, views: list[dict[str, Any]]) -> None:
        from karciarnia.games.doudizhu.combos import DECK

        observation = views[0]["observation"]
        hands = [view["observation"]["hand"] for view in views]
        seen = multiset(*hands, observation["played"])
        assert max(seen.values(), default=1) == 1 and set(seen) <= set(DECK)
        bottom = observation["bottom"]
        if bottom is None:  # D6: the bottom cards are hidden until the landlord takes them
            assert observation["landlord"] is None and len(seen) == len(DECK) - 3
        else:
            assert len(seen) == len(DECK) and set(bottom) <= set(seen)
        assert observation["card_counts"] == [len(hand) for hand in hands]
        assert sum(views[0]["scores"]) == 0  # D23: zero-sum

    def check_state(self, state: Any) -> None:
        from karciarnia.games.doudizhu.combos import DECK

        hands = [state.hand_cards(seat) for seat in range(3)]
        hidden = state.bottom if state.landlord is None else ()
        assert multiset(*hands, state.played, hidden) == Counter(DECK)


class TarokMachine(ApiMachine):
    GAME = "tarok"

    def draw_options(self, data: st.DataObject, seed: int) -> dict[str, Any]:
        return {"deals": data.draw(st.integers(1, 2), label="deals")}

    def check_views(self, views: list[dict[str, Any]]) -> None:
        from karciarnia.games.tarok.game import DEAL_POINTS, DECK

        observation = views[0]["observation"]
        hands = [view["observation"]["hand"] for view in views]
        seen = multiset(*hands, observation["played"])
        # T3, T6: hands, cards played this deal and the stock make the 78 cards
        assert max(seen.values(), default=1) == 1 and set(seen) <= set(DECK)
        assert len(seen) + observation["stock_count"] == len(DECK)
        for seat, view in enumerate(views):
            opponent = view["observation"]["opponent_hand"]
            if opponent is not None:  # shown once the stock is empty: it must be the truth
                assert opponent == hands[1 - seat]
        # T20, T21: 89 points a deal
        scores, points = views[0]["scores"], observation["points"]
        live = 0 if views[0]["terminal"] else sum(points)
        assert sum(scores) == DEAL_POINTS * len(observation["results"]) + live and live <= DEAL_POINTS

    def check_state(self, state: Any) -> None:
        from karciarnia.games.tarok.game import DECK

        assert multiset(*state.hands, state.played, state.stock[state.stock_pos :]) == Counter(DECK)


class KoalicjeMachine(ApiMachine):
    GAME = "koalicje"

    def draw_options(self, data: st.DataObject, seed: int) -> dict[str, Any]:
        from karciarnia.games.koalicje.rules import DECK

        options: dict[str, Any] = {"deuces_as_jokers": data.draw(st.booleans(), label="deuces")}
        if data.draw(st.booleans(), label="near the threshold"):
            # An explicit first round with totals close to 100: elections (K5, K20) come quickly.
            deck = list(DECK)
            Rng(seed).shuffle(deck)
            scores = data.draw(st.lists(st.integers(50, 99), min_size=4, max_size=4), label="scores")
            options["deal"] = {
                "hands": [deck[seat * 8 : seat * 8 + 8] for seat in range(4)],
                "pool": deck[32:],
                "dealer": data.draw(st.integers(0, 3), label="dealer"),
                "scores": scores,
            }
        return options

    def deal_marker(self, observation: dict[str, Any]) -> Any:
        return observation["round"]

    def check_views(self, views: list[dict[str, Any]]) -> None:
        from karciarnia.games.koalicje.rules import DECK

        observation = views[0]["observation"]
        hands = [view["observation"]["hand"] for view in views]
        assert observation["hand_counts"] == [len(hand) for hand in hands]
        if observation["phase"] in ("trump", "play") or views[0]["terminal"]:
            # K2, K9: after the deal every card is in a hand, laid out as a joker, or played
            assert multiset(*hands, *observation["jokers"], observation["played"]) == Counter(DECK)
        winner = observation["winner"]
        assert (winner is not None) == views[0]["terminal"]

    def check_state(self, state: Any) -> None:
        from karciarnia.games.koalicje.rules import DECK

        cards = multiset(*state.hands, *state.jokers, state.played, state.pool, state.undealt)
        if state.phase == "discard":  # K20: the thrown-back cards wait to be shuffled in
            cards.update(card for thrown in state.discards.values() for card in thrown)
        assert cards == Counter(DECK)


def machine_test(machine: type[ApiMachine], examples: int, steps: int) -> Any:
    machine.TestCase.settings = settings(max_examples=examples, stateful_step_count=steps, **MACHINE_SETTINGS)
    return machine.TestCase


TestPrezydentApi = machine_test(PrezydentMachine, examples=12, steps=25)
TestDoudizhuApi = machine_test(DoudizhuMachine, examples=12, steps=25)
TestTarokApi = machine_test(TarokMachine, examples=12, steps=25)
TestKoalicjeApi = machine_test(KoalicjeMachine, examples=12, steps=25)
