// Follows every guided first deal inside Pyodide (Node.js) as a player would: the taught move on
// the player's turns, the script's on the computers'. Prints one JSON line per lesson, which
// tests/pyodide/test_tutorials_pyodide.py compares with the same walk in CPython.
import { bootEngine } from "../../scripts/pyodide_engine.mjs";

function follow(call, game) {
  let { view } = call("tutorial", { game });
  const steps = [];
  while (!view.tutorial.done && !view.terminal) {
    const { step, action } = view.tutorial;
    const reply = view.current_is_ai
      ? call("ai", { session: view.session, seat: view.seat })
      : call("act", { session: view.session, seat: view.seat, action });
    steps.push({ step, action: reply.action?.id ?? action });
    view = reply.view;
  }
  call("close", { session: view.session });
  return { game, steps, done: view.tutorial.done, moves: view.moves };
}

const { call } = await bootEngine();
for (const game of call("catalog").games) console.log(JSON.stringify(follow(call, game.id)));
