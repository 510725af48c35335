"""The deal of the day (karciarnia.daily): one seeded deal per game and UTC day, and its par."""

from __future__ import annotations

import json
from typing import Any

import pytest

from karciarnia import api, daily
from karciarnia.catalog import GAMES

DAY = "2026-12-01"
NEXT_DAY = "2026-12-02"


def call(op: str, **fields: Any) -> dict[str, Any]:
    """One request through the JSON boundary, as the page sends it; the decoded reply."""
    return json.loads(api.handle(json.dumps({"id": 1, "op": op, **fields})))


def first_hand(game_id: str, date: str) -> list[str]:
    """Seat 0's cards at the start of the day's deal, as the page deals it from the ``daily`` reply."""
    day = call("daily", game=game_id, date=date)["result"]
    state = GAMES[game_id].new_state(day["options"], day["seed"])
    return sorted(state.observation(0).to_json()["hand"])


def test_the_seed_is_a_fixed_hash_of_the_date_and_the_game() -> None:
    # Every browser deals from these numbers: changing the hash changes everyone's deal of the day.
    assert daily.day_seed("prezydent", DAY) == 725632418597912
    assert daily.day_seed("koalicje", DAY) == 8235816863294268


@pytest.mark.parametrize("date", [DAY, NEXT_DAY, "1999-12-31", "2100-02-28"])
def test_the_seed_is_a_whole_number_the_page_holds_exactly(date: str) -> None:
    # The page reads JSON numbers as doubles: a seed above 2**53 would come back rounded, another deal than the par's.
    for game_id in GAMES:
        seed = call("daily", game=game_id, date=date)["result"]["seed"]
        assert 0 <= seed < 2**53
        assert int(float(seed)) == seed


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_same_day_gives_the_same_deal_and_the_next_day_another(game_id: str) -> None:
    today = call("daily", game=game_id, date=DAY)["result"]
    assert call("daily", game=game_id, date=DAY)["result"] == today
    assert today["seed"] != call("daily", game=game_id, date=NEXT_DAY)["result"]["seed"]
    assert first_hand(game_id, DAY) == first_hand(game_id, DAY)
    assert first_hand(game_id, DAY) != first_hand(game_id, NEXT_DAY)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_day_is_one_deal_at_the_default_table_against_hard_computers(game_id: str) -> None:
    game = GAMES[game_id]
    day = call("daily", game=game_id, date=DAY)["result"]
    assert day["date"] == DAY and day["game"] == game_id
    assert day["options"].get("deals", 1) == 1
    assert len(day["players"]) == game.describe()["seats"]
    assert day["players"] == ["human"] + ["hard"] * (len(day["players"]) - 1)


def test_each_game_has_its_own_deal_of_the_day() -> None:
    assert len({daily.day_seed(game_id, DAY) for game_id in GAMES}) == len(GAMES)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_par_is_reproducible(game_id: str) -> None:
    reply = call("par", game=game_id, date=DAY)["result"]
    assert reply == {"game": game_id, "date": DAY, "par": daily.par(game_id, DAY), "iterations": daily.PAR_ITERATIONS[game_id]}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_par_asked_a_few_decisions_at_a_time_is_the_par_in_one_piece(game_id: str) -> None:
    # The page asks for the par in pieces while its table lends it the engine: the same play, the same par,
    # and no piece tells the page anything of the play (its moves would show the computers' cards).
    replies = []
    while not replies or replies[-1]["par"] is None:
        replies.append(call("par", game=game_id, date=DAY, decisions=7)["result"])
    assert len(replies) > 1 and replies[-1]["par"] == daily.par(game_id, DAY)
    assert all(set(reply) == {"game", "date", "par", "iterations"} for reply in replies)
    assert call("par", game=game_id, date=DAY, decisions=7)["result"]["par"] is None  # a finished par starts again


def test_pars_under_way_are_few_and_the_oldest_starts_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily, "_pars_under_way", {})
    days = [f"2026-11-{day:02d}" for day in range(1, 7)]
    for date in days:
        assert daily.par_piece("doudizhu", date, 1) is None
    assert list(daily._pars_under_way) == [("doudizhu", date) for date in days[-daily.MAX_PARS_UNDER_WAY :]]
    score = None
    while score is None:
        score = daily.par_piece("doudizhu", days[0], 5)
    assert score == daily.par("doudizhu", days[0])


@pytest.mark.parametrize("decisions", [0, True, 1001, "4", 2.5])
def test_a_bad_piece_of_the_par_is_refused_by_name(decisions: Any) -> None:
    reply = call("par", game="doudizhu", date=DAY, decisions=decisions)
    assert not reply["ok"] and "'decisions' must be" in reply["error"]["message"], reply


def test_the_par_is_the_hard_level_playing_every_seat_of_the_day_s_table() -> None:
    # The same game through the page's own operations: new with the day's seed, then every move a hard computer's.
    game_id = "doudizhu"
    day = call("daily", game=game_id, date=DAY)["result"]
    players = ["hard"] * len(day["players"])
    view = call("new", game=game_id, options=day["options"], seed=day["seed"], players=players)["result"]["view"]
    budget = {"iterations": daily.PAR_ITERATIONS[game_id]}
    while not view["terminal"]:
        view = call("ai", session=view["session"], budget=budget)["result"]["view"]
    assert view["scores"][0] == daily.par(game_id, DAY)


@pytest.mark.parametrize("date", ["2026-13-01", "2026-02-30", "1.12.2026", "20261201", "", 20261201, None])
def test_a_bad_date_is_refused_by_name(date: Any) -> None:
    for op in ("daily", "par"):
        reply = call(op, game="tarok", date=date)
        assert not reply["ok"]
        assert reply["error"]["type"] == "InvalidRequestError"
        assert "date" in reply["error"]["message"]


def test_an_unknown_game_is_refused() -> None:
    reply = call("daily", game="poker", date=DAY)
    assert not reply["ok"] and "unknown game" in reply["error"]["message"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_day_plays_no_house_rule(game_id: str) -> None:
    # P27, D29: the deal of the day plays the defaults, whatever house rules the player chose
    day = call("daily", game=game_id, date=DAY)["result"]
    house = [spec for spec in GAMES[game_id].option_specs if spec.house]
    assert all(day["options"][spec.name] == spec.default for spec in house)
    assert {spec.name for spec in house} == {"prezydent": {"equalize", "jokers", "stairs"}, "doudizhu": {"bidding", "show_cards", "doubling"}}.get(game_id, set())
