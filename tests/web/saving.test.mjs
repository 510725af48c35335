// Unit tests of the game kept as it is played (web/js/player/saving.js): which finished games are
// counted in the statistics and rated, and what the saved game keeps of a deal played again.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { MemoryStorage } from "./memory-storage.mjs";
import { counted, savingGame } from "../../web/js/player/saving.js";
import { readSaved } from "../../web/js/player/saved.js";

const RECORD = { format: 1, game: "tarok", options: { deals: 1, deal: null }, seed: 7, actions: ["play:T5"] };
const SETUP = { game: "tarok", options: RECORD.options, seed: 7, levels: ["hard"] };

/** An engine that saves ``RECORD`` and rates at 1500, and remembers the ops it was asked. */
function fakeEngine() {
  const asked = [];
  const call = async (op) => {
    asked.push(op);
    return op === "save" ? { record: RECORD, players: ["human", "hard"] } : { rating: { rating: 1500, deviation: 300, volatility: 0.06 } };
  };
  return { asked, call };
}

const view = (terminal, moves) => ({ session: "s1", seat: 0, moves, terminal, scores: [10, -10], observation: {} });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
  globalThis.document = /** @type {any} */ ({ getElementById: () => null }); // no "not saved" note to show
});

/** Play ``setup``'s game to its end through savingGame: the ops the engine was asked. */
async function played(setup) {
  const engine = fakeEngine();
  const saving = savingGame(engine, setup, { kept: true });
  saving.onView(view(false, 1));
  await settle();
  saving.onView(view(true, 2));
  await settle();
  return engine.asked;
}

test("a game against computers is counted and rated; one with people, a duplicate playing or a deal played again is neither", () => {
  assert.equal(counted(SETUP), true);
  assert.equal(counted({ ...SETUP, replayed: false }), true);
  for (const apart of [{ names: ["Ala", "Olek"] }, { duplicate: { seat: 1 } }, { replayed: true }]) assert.equal(counted({ ...SETUP, ...apart }), false, JSON.stringify(apart));
});

test("a deal played again is kept as it is played, marked so that a reload neither counts nor rates it either", async () => {
  const engine = fakeEngine();
  savingGame(engine, { ...SETUP, replayed: true }, { kept: true }).onView(view(false, 1));
  await settle();
  assert.equal(readSaved(["tarok"]).saved.replayed, true);
  savingGame(engine, SETUP, { kept: true }).onView(view(false, 1));
  await settle();
  assert.equal("replayed" in readSaved(["tarok"]).saved, false); // an ordinary game carries no mark
});

test("a deal played again, once it ends, is neither counted in the statistics nor rated; the same game dealt anew is both", async () => {
  assert.deepEqual(await played({ ...SETUP, replayed: true }), ["save"]);
  assert.equal(localStorage.getItem("karciarnia.stats"), null);
  assert.equal(localStorage.getItem("karciarnia.ratings"), null);
  assert.deepEqual(await played(SETUP), ["save", "rate"]);
  assert.deepEqual(Object.keys(JSON.parse(localStorage.getItem("karciarnia.stats")).games), ["tarok|hard"]);
  assert.ok(JSON.parse(localStorage.getItem("karciarnia.ratings")).games.tarok);
});

test("a saved game's mark of a deal played again is true or absent: anything else is refused", () => {
  const saved = { format: 1, game: "tarok", record: RECORD, players: ["human", "hard"] };
  for (const replayed of [false, "yes", 1]) {
    localStorage.setItem("karciarnia.saved", JSON.stringify({ ...saved, replayed }));
    assert.match(readSaved(["tarok"]).problem, /^replayed: not one of true/, String(replayed));
  }
});
