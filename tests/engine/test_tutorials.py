"""The guided first deals (the lessons, "Naucz mnie"): scripts, steps, refusals and the ops."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from helpers import fingerprint, legal_ids
from karciarnia import api
from karciarnia.sessions import registry
from karciarnia.catalog import BUNDLES, tutorial
from karciarnia.tutorial import Step, Text
from karciarnia.tutorial import PLAYER

RULES = Path(__file__).resolve().parents[2] / "web" / "rules"
GAMES = sorted(BUNDLES)


def call(op: str, **fields) -> dict:
    """One request through the JSON boundary, as the worker sends it."""
    return json.loads(api.handle(json.dumps({"id": 1, "op": op, **fields})))


def ok(op: str, **fields) -> dict:
    reply = call(op, **fields)
    assert reply["ok"], reply
    return reply["result"]


def texts(lesson) -> list[Text]:
    return [lesson.outro, *([lesson.intro] if lesson.intro else []), *(t for step in lesson.steps for t in (step.text, step.why_not))]


@pytest.mark.parametrize("game", GAMES)
def test_script_replays_legally_to_its_end(game: str) -> None:
    # the whole script is legal, steps fall on the player's turns, the end waits for no computer move
    lesson = tutorial(game)
    final = lesson.validate()
    assert final.is_terminal or final.current_player == PLAYER
    assert 8 <= len(lesson.steps) <= 20


def test_every_game_has_a_tutorial_and_the_deals_end_as_the_outros_say() -> None:
    # one per game; D21/D23 the landlord's 12, P15 the Prezydent's 3, K5 111 votes win, T18/T19 21 to 6
    assert GAMES == ["doudizhu", "koalicje", "prezydent", "tarok"]
    assert tutorial("doudizhu").validate().returns() == [12, -6, -6]
    assert tutorial("prezydent").validate().returns() == [3, 2, 1]
    assert tutorial("koalicje").validate().returns() == [111, 61, 41, 60]
    tarok = tutorial("tarok").validate()
    assert not tarok.is_terminal and tarok.returns() == [21, 6]


@pytest.mark.parametrize("game", GAMES)
def test_each_taught_action_is_legal_at_its_step(game: str) -> None:
    # a step teaches a move the rules allow there, at seat 0's turn
    lesson = tutorial(game)
    state = lesson.start()
    for entry in lesson.script:
        if isinstance(entry, Step):
            assert state.current_player == PLAYER
            assert entry.action in legal_ids(state), (game, entry.rule, entry.action)
        state.apply(entry.action if isinstance(entry, Step) else entry)


@pytest.mark.parametrize("game", GAMES)
def test_every_text_is_in_every_language_and_cites_a_rule_of_the_rules_page(game: str) -> None:
    # Polish, English and Chinese for every text; a step's rule is a section of the rules page (the link opens there)
    lesson = tutorial(game)
    for text in texts(lesson):
        assert text.pl.strip() and text.en.strip() and text.zh.strip() and len({text.pl, text.en, text.zh}) == 3
        assert text.to_json() == {"pl": text.pl, "en": text.en, "zh": text.zh}
        assert not re.search(r"[A-Za-z]{3,}", re.sub(r"\b(?:[DKPT]\d+)\b", "", text.zh)), text.zh  # no English word left in the Chinese
        # the rules a Chinese text cites are the ones its English text cites
        assert re.findall(r"\b[DKPT]\d+\b", text.zh) == re.findall(r"\b[DKPT]\d+\b", text.en), text.zh
    sections = json.loads((RULES / f"{game}.pl.json").read_text(encoding="utf-8"))["sections"]
    cited = {rule for section in sections for rule in section["rules"]}
    for step in lesson.steps:
        assert step.rule in cited, (game, step.rule)


@pytest.mark.parametrize("game", GAMES)
def test_following_the_lesson_through_the_api_plays_the_script(game: str) -> None:
    # act takes each taught action, ai plays the script, the view counts steps up to done
    lesson = tutorial(game)
    current = ok("tutorial", game=game)["view"]
    assert current["players"] == ["human"] + ["tutorial"] * (len(current["players"]) - 1)
    numbers = []
    while not current["tutorial"]["done"]:
        progress = current["tutorial"]
        if progress["action"]:
            numbers.append(progress["step"])
            assert ok("hint", session=current["session"])["action"]["id"] == progress["action"]
            current = ok("act", session=current["session"], action=progress["action"])["view"]
        else:
            assert current["current_is_ai"]
            current = ok("ai", session=current["session"])["view"]
    assert numbers == list(range(1, len(lesson.steps) + 1))
    assert current["tutorial"]["text"] == lesson.outro.to_json() and current["tutorial"]["action"] is None
    assert current["moves"] == len(lesson.script) and current["scores"] == lesson.validate().returns()


def test_while_the_computers_move_the_last_step_stays_in_view() -> None:
    # P5: after the first step, Computer 1's answer comes with step 1's text still shown
    lesson = tutorial("prezydent")
    first = ok("tutorial", game="prezydent")["view"]
    after = ok("act", session=first["session"], action=first["tutorial"]["action"])["view"]
    assert after["current_player"] == 1 and after["tutorial"]["step"] == 1
    assert after["tutorial"]["text"] == lesson.steps[0].text.to_json() and after["tutorial"]["action"] is None


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_move_that_is_not_taught_is_refused_with_the_steps_reason_and_changes_nothing(game: str) -> None:
    # "says why another one is not it"; the state is untouched by the refusal
    lesson = tutorial(game)
    session = ok("tutorial", game=game)["view"]["session"]
    state = registry[session].state
    refused = 0
    for entry in lesson.script:
        if isinstance(entry, Step):
            other = sorted(legal_ids(state) - {entry.action})
            if other:
                before = fingerprint(state)
                reply = call("act", session=session, action=other[0])
                assert reply["error"]["type"] == "WrongStepError"
                assert entry.why_not.en in reply["error"]["message"] and entry.rule in reply["error"]["message"]
                assert fingerprint(state) == before
                refused += 1
            ok("act", session=session, action=entry.action)
        else:
            ok("ai", session=session)
    assert refused >= len(lesson.steps) // 2  # most steps offer a choice: the refusal is really exercised


def test_an_illegal_move_gets_the_engines_own_message() -> None:
    # P5: a pair of 2s is not in the hand: the engine's legality message, nothing changed
    view = ok("tutorial", game="prezydent")["view"]
    state = registry[view["session"]].state
    before = fingerprint(state)
    reply = call("act", session=view["session"], action="play:4C")
    assert reply["error"]["type"] == "IllegalActionError"
    assert "'play:4C' is not legal for seat 0" in reply["error"]["message"]
    assert fingerprint(state) == before


def test_after_the_last_step_the_tutorial_refuses_more_moves() -> None:
    # T7: Tarok's lesson ends at the player's lead: no move is taken, the page offers a real game
    lesson = tutorial("tarok")
    view = ok("tutorial", game="tarok")["view"]
    session = view["session"]
    for entry in lesson.script:
        ok("act", session=session, action=entry.action) if isinstance(entry, Step) else ok("ai", session=session)
    done = ok("view", session=session)["view"]
    assert done["tutorial"]["done"] and done["current_player"] == PLAYER and not done["current_is_ai"]
    legal = done["observation"]["legal_actions"][0]["id"]
    assert call("act", session=session, action=legal)["error"]["type"] == "TutorialOverError"
    assert call("hint", session=session)["error"]["type"] == "IllegalActionError"


def test_the_computer_seat_cannot_be_moved_by_the_player_nor_the_player_by_ai() -> None:
    # the ops keep their checks in a tutorial (D4: the player bids first)
    view = ok("tutorial", game="doudizhu")["view"]
    assert call("ai", session=view["session"])["error"]["type"] == "IllegalActionError"
    assert call("act", session=view["session"], seat=1, action="pass")["error"]["type"] == "IllegalActionError"


@pytest.mark.parametrize("request_fields", [{}, {"game": "poker"}, {"game": 3}, {"game": ["tarok"]}])
def test_the_tutorial_op_validates_its_game(request_fields: dict) -> None:
    # bad input gets a clear error and opens no session
    sessions = len(registry)
    reply = call("tutorial", **request_fields)
    assert reply["error"]["type"] == "InvalidRequestError" and "no tutorial for" in reply["error"]["message"]
    assert len(registry) == sessions


def test_a_game_view_has_no_tutorial() -> None:
    # the field is there for the page to test, null outside a lesson
    assert ok("new", game="tarok")["view"]["tutorial"] is None
