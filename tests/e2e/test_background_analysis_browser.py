"""The analysis in the background, in Chromium: when a deal ends its decisions are analysed by
themselves, one request at a time while the table is idle, with the progress on the results
panel's review button; the review then shows them without a press; and no computer's move of the
next deal is asked for while an analysis request is under way."""

from __future__ import annotations

import re

import pytest

from test_replay_browser import ANALYSIS_TIMEOUT, first_deal, play_deal

pytestmark = pytest.mark.browser

# Every request the page sends the engine's worker, and every reply, in order, with the time.
ENGINE_LOG = """
(() => {
  const Native = window.Worker;
  window.engineLog = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (event.data?.id !== undefined) window.engineLog.push({ kind: "reply", id: event.data.id, at: performance.now() });
      });
    }
    postMessage(message, ...rest) {
      if (message?.op) window.engineLog.push({ kind: "ask", id: message.id, op: message.op, at: performance.now() });
      return super.postMessage(message, ...rest);
    }
  };
})();
"""


def engine_log(page) -> list[dict]:
    return page.evaluate("() => window.engineLog")


def asked(log: list[dict], op: str) -> list[dict]:
    return [entry for entry in log if entry["kind"] == "ask" and entry["op"] == op]


def in_flight_when_asked(log: list[dict], op: str, other: str) -> list[int]:
    """The ids of ``op`` requests sent while an ``other`` request had no reply yet."""
    waiting: dict[int, str] = {}
    overlapping = []
    for entry in log:
        if entry["kind"] == "ask":
            if entry["op"] == op and other in waiting.values():
                overlapping.append(entry["id"])
            waiting[entry["id"]] = entry["op"]
        else:
            waiting.pop(entry["id"], None)
    return overlapping


def test_a_finished_deal_is_analysed_by_itself_and_the_review_shows_it(page, site) -> None:
    page, watch = page
    page.add_init_script(ENGINE_LOG)
    first_deal(page, site, seed=21, deals=1)

    # The results panel's review button says how far the analysis is, and it goes on to the end.
    progress = page.locator("#review-deal #review-progress")
    page.wait_for_function("() => /^przeanalizowano \\d+ z \\d+ decyzji$/.test(document.querySelector('#review-progress')?.textContent)")
    done, total = map(int, re.findall(r"\d+", progress.text_content()))
    assert 0 <= done <= total and total > 0
    page.wait_for_function(
        "() => { const [done, total] = document.querySelector('#review-progress').textContent.match(/\\d+/g).map(Number); return done === total; }",
        timeout=ANALYSIS_TIMEOUT,
    )
    analysed = asked(engine_log(page), "analyse")
    assert len(analysed) == total  # one request per searched decision, none twice

    # The review opens with the decisions analysed: points of the deal's graph, nothing to press.
    page.click("#review-deal")
    page.wait_for_selector("#review .analysis[data-state=done]", timeout=30_000)
    assert page.is_hidden("#analyse")
    marks = page.locator("#review #deal-graph .graph-point")
    assert marks.count() > 0
    assert len(asked(engine_log(page), "analyse")) == total  # the review asked nothing again
    assert "Największa strata" in page.text_content("#analysis-status")


@pytest.mark.standin  # the page's scheduling of its engine's requests
def test_the_next_deals_computer_moves_never_wait_behind_the_analysis(page, site) -> None:
    page, watch = page
    page.add_init_script(ENGINE_LOG)
    first_deal(page, site, seed=21, deals=2)
    page.wait_for_function("() => /\\d+ z \\d+/.test(document.querySelector('#review-progress')?.textContent)")
    page.click("#next-deal")  # at once: the analysis is far from done
    play_deal(page)  # the second deal, the analysis of the first going on while the player decides
    page.wait_for_selector("#table[data-phase=over]")
    log = engine_log(page)
    assert asked(log, "analyse"), "the first deal was not analysed in the background"
    computer_moves = asked(log, "ai")
    assert computer_moves
    assert in_flight_when_asked(log, "ai", "analyse") == []  # a computer's move never waits behind one
    assert in_flight_when_asked(log, "analyse", "ai") == []  # nor does an analysis start while a computer thinks
