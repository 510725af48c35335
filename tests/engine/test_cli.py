"""``python -m karciarnia``: simulate, bench and play with scripted input."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from karciarnia import computers
from karciarnia import cli
from karciarnia.catalog import GAMES

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    """Run the CLI in-process; return its exit status and output."""
    out = io.StringIO()
    status = cli.main(argv, stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def simulate(*extra: str) -> dict[str, Any]:
    status, text = run(["simulate", "prezydent", *extra])
    assert status == 0
    return json.loads(text)


# -- simulate -----------------------------------------------------------------------------
def test_simulate_summary_per_seat() -> None:
    summary = simulate("--games", "20", "--seed", "3", "--levels", "easy,normal")
    assert summary["game"] == "prezydent" and summary["games"] == 20 and summary["seed"] == 3
    seats = summary["seats"]
    assert [seat["level"] for seat in seats] == ["easy", "normal", "easy", "normal"]  # repeated round the table
    # P15: 10 points per 4-player deal in all, places 1..4 average to 2.5
    assert sum(seat["mean_score"] for seat in seats) == pytest.approx(10)
    assert sum(seat["mean_place"] for seat in seats) == pytest.approx(10)
    assert all(1 <= seat["mean_place"] <= 4 for seat in seats)


def test_simulate_is_deterministic_and_seeded() -> None:
    args = ("--games", "10", "--levels", "normal,easy,random", "--players", "3", "--deals", "2")
    first = simulate(*args, "--seed", "1")
    assert first == simulate(*args, "--seed", "1")
    assert first != simulate(*args, "--seed", "2")
    assert first["options"] == {"players": 3, "deals": 2}
    assert sum(seat["mean_score"] for seat in first["seats"]) == pytest.approx(2 * 6)  # P15: 6 points per deal


def test_simulate_generic_option() -> None:
    summary = simulate("--games", "3", "--option", "revolution=false", "--option", "players=5")
    assert summary["options"] == {"revolution": False, "players": 5}
    assert len(summary["seats"]) == 5


def test_simulate_matches_places_by_score() -> None:
    # one 3-player deal: places are 1, 2, 3 and scores 3, 2, 1 (P15), so they pair up
    seat_list = simulate("--games", "1", "--players", "3", "--levels", "easy")["seats"]
    assert sorted((s["mean_place"], s["mean_score"]) for s in seat_list) == [(1, 3), (2, 2), (3, 1)]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "prezydent", "--levels", "easy,grandmaster"], "no AI level 'grandmaster'"),
        (["simulate", "prezydent", "--levels", "easy,easy,easy,easy,easy"], "give 1 to 4 levels"),
        (["simulate", "prezydent", "--players", "9"], "between 3 and 6"),
        (["simulate", "prezydent", "--games", "0"], "at least 1"),
        (["simulate", "prezydent", "--option", "colour=red"], "unknown option"),
        (["bench", "--seconds", "0"], "must be positive"),
        (["play", "prezydent", "--seat", "4"], "--seat must be from 0 to 3"),
    ],
)
def test_bad_arguments_exit_2(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, _ = run(argv)
    assert status == 2
    assert message in capsys.readouterr().err


def test_an_option_nested_thousands_deep_is_an_argparse_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:  # a usage error, never a RecursionError's traceback
        run(["simulate", "prezydent", "--option", "deal=" + "[" * 5_000 + "]" * 5_000])
    assert info.value.code == 2
    assert "deeper than 64 levels" in capsys.readouterr().err


def test_unknown_game_is_an_argparse_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        run(["simulate", "chess"])
    assert info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


# -- bench -------------------------------------------------------------------------------
def test_bench_reports_every_game() -> None:
    status, text = run(["bench", "--seconds", "0.3"])
    assert status == 0
    report = json.loads(text)
    assert set(report["games"]) == set(GAMES)
    for game_id, figures in report["games"].items():
        assert figures["random_games"] >= 1 and figures["random_games_per_second"] > 0
        assert figures["legal_actions_us"] > 0
        assert set(figures["ai_ms"]) == set(computers.levels(game_id))
        for level, timing in figures["ai_ms"].items():
            assert timing["decisions"] >= 1
            assert 0 <= timing["median_ms"] <= timing["p95_ms"]
            if level != "hard":  # only the hard level searches
                assert "searches" not in timing
            elif "searches" in timing:
                assert 1 <= timing["searches"]["decisions"] <= timing["decisions"]
                assert 0 <= timing["searches"]["median_ms"] <= timing["searches"]["p95_ms"]


def test_bench_times_real_searches_apart() -> None:
    # the hard headline mixes bidding and forced moves with searches; a Prezydent lead
    # (many candidates) is a search, a Dou Dizhu bid (left to normal) is not
    lead = cli.bench_level(GAMES["prezydent"], "hard", 0, 0.0)
    assert lead["decisions"] == 1 and lead["searches"] == {key: lead[key] for key in ("decisions", "median_ms", "p95_ms")}
    bid = cli.bench_level(GAMES["doudizhu"], "hard", 0, 0.0)
    assert bid["decisions"] == 1 and "searches" not in bid


def test_percentile_nearest_rank() -> None:
    samples = [float(x) for x in range(1, 101)]
    assert cli.percentile(samples, 0.95) == 95
    assert cli.percentile([4.0], 0.95) == 4


# -- play --------------------------------------------------------------------------------
def test_play_scripted_to_the_end() -> None:
    # always the first legal action; wrong input is asked again, not fatal
    script = "nonsense\n0\n999\n" + "1\n" * 200
    status, text = run(["play", "prezydent", "--players", "3", "--seed", "4", "--level", "easy"], script)
    assert status == 0
    assert "you are seat 0" in text
    assert "'nonsense' is not a legal action here" in text
    assert "'0' is not a legal action here" in text and "'999' is not a legal action here" in text
    assert "hand: " in text and "  1) play:" in text
    assert "game over:" in text
    last = text.strip().splitlines()[-1]
    assert last.startswith("scores: ") and "your place: " in last
    assert sum(map(int, last.removeprefix("scores: ").split(";")[0].split())) == 6  # P15


def test_play_accepts_action_ids_and_quits() -> None:
    status, text = run(["play", "prezydent", "--seed", "1", "--level", "normal"], "pass\nplay:NOPE\nq\n")
    assert status == 1
    assert "'pass' is not a legal action here" in text  # P4: the leader may not pass
    assert "game left unfinished" in text


def test_play_by_action_id() -> None:
    first_action = GAMES["prezydent"].new_state({}, 1).legal_actions()[0].id
    status, text = run(["play", "prezydent", "--seed", "1"], f"{first_action}\n")
    assert status == 1  # the input ends after that move
    assert "end of input" in text
    assert "move 0, your turn" in text and "seat 1: " in text  # the move was taken and the AI answered


def test_play_is_reproducible() -> None:
    args = ["play", "prezydent", "--seed", "8", "--deals", "2", "--level", "easy", "--seat", "2"]
    assert run(args, "1\n" * 300) == run(args, "1\n" * 300)


def test_python_dash_m() -> None:
    env = {**os.environ, "PYTHONPATH": str(ENGINE)}
    done = subprocess.run(
        [sys.executable, "-m", "karciarnia", "simulate", "prezydent", "--games", "2", "--levels", "easy"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 2


# -- review: a saved game in a file is read like any text from outside ----------------------------
def review_refusal(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> str:
    """Run ``review`` on a file holding ``text``: it exits 2 with one short line on stderr, which is returned."""
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    assert cli.main(["review", str(path)], stdout=io.StringIO()) == 2
    error = capsys.readouterr().err
    assert error.startswith("karciarnia: error: ") and error.count("\n") == 1 and len(error) < 400, error[:400]
    return error


def test_review_refuses_a_record_nested_thousands_deep(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for nested in ("[" * 5_000 + "]" * 5_000, '{"a":' * 5_000 + "1" + "}" * 5_000):
        assert "deeper than 64 levels" in review_refusal(tmp_path, f'{{"game": "tarok", "options": {nested}}}', capsys)


def test_review_quotes_a_short_excerpt_of_a_huge_value(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = GAMES["tarok"].new_state({}, 3)
    state.apply(state.legal_actions()[0])
    record = state.record().to_json()
    huge = "x" * 150_000
    for hostile, words in (
        ({**record, "game": huge}, "needs a game id"),
        ({**record, "actions": [*record["actions"], huge]}, "list of ids"),
        ({**record, "options": {huge: 1}}, "unknown option"),
        ({**record, "options": {"deals": huge}}, "option 'deals'"),
        ({"record": record, "players": ["human"] * 2, "junk": "x" * 2_000_000}, "at most 200000 characters"),
    ):
        error = review_refusal(tmp_path, json.dumps(hostile), capsys)
        assert words in error and "x" * 100 not in error


# -- ladder -------------------------------------------------------------------------------
def test_a_tiny_ladder_rates_every_level_with_its_effort() -> None:
    status, text = run(["ladder", "tarok", "--deals", "2", "--budgets", "12,3", "--workers", "1"])
    assert status == 0
    lines = text.splitlines()
    assert lines[0].startswith("tarok: 2 duplicate deals from seed 0, each level against normal")
    rows = {(line.split()[0], line.split()[1]) for line in lines[2:-1]}
    assert rows == {("normal", "+0"), ("easy", lines[3].split()[1]), ("hard", "12"), ("hard", "3")}
    hard_12 = next(line.split() for line in lines if line.startswith("hard") and line.split()[1] == "12")
    assert float(hard_12[-2]) >= 12  # rollouts per search: the cap is reached, one sampled world at a time


def test_the_ladder_refuses_a_bad_budget(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        run(["ladder", "tarok", "--budgets", "100,0"])
    assert info.value.code == 2
    assert "whole numbers of at least 1" in capsys.readouterr().err
