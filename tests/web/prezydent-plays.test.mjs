// Unit tests of web/js/games/prezydent-plays.js: Prezydent's plays under the house rules (P23–P27) in
// words and in the order they are laid out, with the real translation files. The plays are the
// engine's JSON as game.py sends them (tests/engine/test_prezydent_house_rules.py).
import assert from "node:assert/strict";
import { test } from "node:test";
import "./translations.mjs";

const { setLanguage } = await import("../../web/js/i18n.js");
const { laidOut, playPrompt, playText, readingText: readingOf, skippedBy, standText } = await import("../../web/js/games/prezydent-plays.js");

const plain = { id: "play:7S,7H", type: "play", cards: ["7S", "7H"] };
const setWithJoker = { id: "play:7S,RJ", type: "play", cards: ["7S", "RJ"], combo: "set", rank: "7", jokers: [{ card: "RJ", as: "7" }] };
const jokerAlone = { id: "play:RJ", type: "play", cards: ["RJ"], combo: "jokers", jokers: [{ card: "RJ", as: null }] };
const run = { id: "play:run:5H,6H,7H", type: "play", cards: ["5H", "6H", "7H"], combo: "run", run: ["5H", "6H", "7H"] };
const runHigh = { id: "play:run:7H,8H,RJ=9H", type: "play", cards: ["7H", "8H", "RJ"], combo: "run", run: ["7H", "8H", "9H"], jokers: [{ card: "RJ", as: "9H" }] };
const runLow = { id: "play:run:RJ=6H,7H,8H", type: "play", cards: ["7H", "8H", "RJ"], combo: "run", run: ["6H", "7H", "8H"], jokers: [{ card: "RJ", as: "6H" }] };

test("P25, P26: a joker is laid out where its card would be, with what it stands for", () => {
  assert.deepEqual(laidOut(plain), [{ card: "7S", as: null }, { card: "7H", as: null }]);
  assert.deepEqual(laidOut(setWithJoker), [{ card: "7S", as: null }, { card: "RJ", as: "7" }]);
  assert.deepEqual(laidOut(jokerAlone), [{ card: "RJ", as: null }]); // alone it stands for nothing but itself
  assert.deepEqual(laidOut(runHigh).map((c) => c.card), ["7H", "8H", "RJ"]);
  assert.deepEqual(laidOut(runLow), [{ card: "RJ", as: "6H" }, { card: "7H", as: null }, { card: "8H", as: null }]);
  // a joker standing for a card the hand still holds (P26) is laid out in that card's place
  const held = { cards: ["7H", "9H", "RJ"], combo: "run", run: ["7H", "8H", "9H"], jokers: [{ card: "RJ", as: "8H" }] };
  assert.deepEqual(laidOut(held).map((c) => c.card), ["7H", "RJ", "9H"]);
});

test("a play in words: a set with a joker, a run end to end, jokers alone; ids never change", async () => {
  await setLanguage("pl");
  assert.equal(playText(plain), "7 pik i 7 kier");
  assert.equal(playText(setWithJoker), "7 pik + czerwony joker (jako 7)");
  assert.equal(playText(jokerAlone), "czerwony joker");
  assert.equal(playText(run), "schodki 5♥–7♥");
  assert.equal(playText(runHigh), "schodki 7♥–9♥ (czerwony joker jako 9♥)");
  assert.equal(standText("J"), "W");
  await setLanguage("en");
  assert.equal(playText(setWithJoker), "7 of spades + red joker (as 7)");
  assert.equal(playText(runLow), "run 6♥–8♥ (red joker as 6♥)");
  assert.equal(standText("J"), "J");
  assert.equal(runHigh.id, "play:run:7H,8H,RJ=9H");
});

test("P27: the two readings of one selection are told apart on their buttons", async () => {
  await setLanguage("pl");
  assert.equal(readingOf(runHigh), "schodki 7♥ 8♥ 9♥ (joker\u00a0jako\u00a09♥)"); // its parenthesis wraps whole
  const readingText = (play) => readingOf(play).replaceAll("\u00a0", " ");
  assert.equal(readingText(runHigh), "schodki 7♥ 8♥ 9♥ (joker jako 9♥)");
  assert.equal(readingText(runLow), "schodki 6♥ 7♥ 8♥ (joker jako 6♥)");
  assert.equal(readingText(setWithJoker), "para: 7 (joker jako 7)");
  await setLanguage("en");
  assert.equal(readingText(runHigh), "run 7♥ 8♥ 9♥ (joker as 9♥)");
});

test("P23: the seat an equal play skipped is read from the view it led to, also when it ended the trick (P24)", () => {
  const play = { seat: 1, cards: ["5H"], pass: false, skipped: 2 };
  const base = { trick: [], last_trick: [] };
  assert.equal(skippedBy({ ...base, trick: [{ seat: 0, cards: ["5S"], pass: false }, play] }, 1), 2);
  assert.equal(skippedBy({ ...base, last_trick: [play] }, 1), 2);
  assert.equal(skippedBy({ ...base, trick: [play] }, 0), null); // another seat's play
  assert.equal(skippedBy({ ...base, trick: [{ seat: 1, cards: ["6H"], pass: false }] }, 1), null);
});

test("the prompt fits the house rules: beat or equal, a run to beat, a lead that may be a run", async () => {
  await setLanguage("pl");
  const o = (fields) => ({ to_beat: null, ...fields });
  const say = (observation) => playPrompt(observation);
  assert.deepEqual(say(o({})), ["prezydent.lead_prompt", {}]);
  assert.deepEqual(say(o({ stairs: true })), ["prezydent.lead_prompt_stairs", {}]);
  assert.deepEqual(say(o({ to_beat: { ...plain, seat: 1 }, equalize: true })), ["prezydent.beat_or_equal_prompt", { group: "para" }]);
  assert.deepEqual(say(o({ to_beat: { ...plain, seat: 1 } })), ["prezydent.beat_prompt", { group: "para" }]);
  assert.deepEqual(say(o({ to_beat: { ...run, seat: 1 }, stairs: true })), ["prezydent.run_prompt", { count: 3 }]);
  assert.deepEqual(say(o({ to_beat: { ...run, seat: 1 }, stairs: true, equalize: true })), ["prezydent.run_prompt_equal", { count: 3 }]);
  assert.deepEqual(say(o({ to_beat: { ...jokerAlone, seat: 1 }, equalize: true })), ["prezydent.jokers_prompt_equal", {}]);
  assert.deepEqual(say(o({ to_beat: { ...jokerAlone, seat: 1 } })), ["prezydent.jokers_prompt", {}]);
});
