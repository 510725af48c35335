"""The stand-in engine answers the page as the real one does.

The same engine calls, made through the page's own engine (boot/engine.js) on Pyodide and on
the stand-in, get the same replies: views, refusals, malformed requests. The one difference
is meant: a search the page gives a time budget runs a few rollouts on the stand-in.
"""

from __future__ import annotations

import json

import pytest

from standin.engine_process import QUICK_ITERATIONS, quickened

BOOT_TIMEOUT = 120_000

# A game's opening through the page's engine: every reply (or refusal) in order.
CALLS = """async () => {
  const { firstEngine: engine } = await import(new URL("js/boot/engine-start.js", location.href).href);
  const replies = [];
  const call = async (op, args) => {
    try { replies.push({ ok: await engine.call(op, args) }); }
    catch (error) { replies.push({ error: [error.type, error.message] }); }
  };
  await call("catalog", {});
  await call("new", { game: "prezydent", options: { players: 4 }, seed: 7, players: ["human", "easy", "easy", "normal"], seat: 0 });
  const session = replies[1].ok.view.session;
  const first = replies[1].ok.view.observation.legal_actions[0].id;
  await call("act", { session, seat: 0, action: "play:nonsense" });
  await call("act", { session, seat: 0, action: first });
  await call("ai", { session, seat: 0, budget: { millis: 700 } });
  await call("ai", { session, seat: 0 });
  await call("act", { session, seat: 0, action: first });
  await call("act", { session: "s999", seat: 0, action: first });
  await call("ai", { session, seat: 0, budget: { millis: 0 } });
  await call("nonsense", {});
  await call("view", { session, seat: 0, big: 10n });
  await call("save", { session });
  await call("diagnostics", {});
  return { replies, bootPath: engine.bootPath, build: engine.build };
}"""


def engine_replies(context, site) -> dict:
    """The replies to CALLS on a fresh page of ``context`` from ``site``."""
    page = context.new_page()
    page.goto(site.url + "?nosw")
    page.wait_for_selector("#engine-status[data-state=ready]", state="attached", timeout=BOOT_TIMEOUT)
    return page.evaluate(CALLS)


@pytest.fixture(scope="module")
def real_replies(browser, real_site) -> dict:
    """CALLS answered by the real engine in the page."""
    context = browser.new_context()
    try:
        return engine_replies(context, real_site)
    finally:
        context.close()


@pytest.mark.browser
def test_the_stand_in_replies_as_the_engine_in_the_page(new_context, standin_site, real_replies) -> None:
    standin = engine_replies(new_context(), standin_site)
    assert real_replies["bootPath"] in ("snapshot", "normal") and standin["bootPath"] == "standin"
    assert standin["build"] == real_replies["build"] == json.loads((standin_site.directory / "build.json").read_text())["version"]
    diagnostics = [reply.pop() for reply in (standin["replies"], real_replies["replies"])]
    assert set(diagnostics[0]["ok"]) == set(diagnostics[1]["ok"]) == {"sessions", "allocated_blocks", "wasm_bytes"}
    assert standin["replies"] == real_replies["replies"]
    refused = [reply["error"][0] for reply in standin["replies"] if "error" in reply]
    assert refused == ["IllegalActionError", "IllegalActionError"] + ["InvalidRequestError"] * 4, standin["replies"]


def test_a_time_budget_becomes_a_few_rollouts() -> None:
    request = {"id": 3, "op": "hint", "session": "s1", "seat": 0, "budget": {"millis": 400}}
    assert json.loads(quickened(json.dumps(request))) == {**request, "budget": {"iterations": QUICK_ITERATIONS}}
    assert json.loads(quickened(json.dumps({**request, "op": "ai"})))["budget"] == {"iterations": QUICK_ITERATIONS}


@pytest.mark.parametrize(
    "request_text",
    [
        '{"id": 1, "op": "ai", "session": "s1", "budget": {"iterations": 50}}',  # reproducible already
        '{"id": 1, "op": "ai", "session": "s1", "budget": {"millis": 0}}',  # refused by the engine, as in the page
        '{"id": 1, "op": "ai", "session": "s1", "budget": {"millis": 10001}}',
        '{"id": 1, "op": "ai", "session": "s1", "budget": {"millis": true}}',
        '{"id": 1, "op": "ai", "session": "s1", "budget": {"millis": 400, "iterations": 9}}',
        '{"id": 1, "op": "analyse", "budget": {"millis": 400}}',  # no search the page times
        '{"id": 1, "op": "ai", "session": "s1"}',
        "[1, 2]",
        "not json",
    ],
)
def test_anything_else_reaches_the_engine_as_sent(request_text: str) -> None:
    assert quickened(request_text) == request_text
