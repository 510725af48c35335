// Unit tests of web/js/review/reasons.js: the engine's reasons worded with the real translation
// files, as the terminal's review words them (tests/engine/test_reasons.py checks the terminal).
import assert from "node:assert/strict";
import { test } from "node:test";
import "./translations.mjs";

const { setLanguage } = await import("../../web/js/i18n.js");
const { reasonsText } = await import("../../web/js/review/reasons.js");

const split = { kind: "breaks_combination", cards: ["7H", "7D"], rule: "P5", held: 2, played: 1 };
const value = { kind: "better_move_value", cards: [], rule: null, best: 3.5, played: 2 };
const points = { kind: "gives_points", cards: ["KS"], rule: "T19", points: 4 };

test("a reason names its cards as the table shows them, and its rule", async () => {
  await setLanguage("en");
  assert.deepEqual(reasonsText([split, value]), [
    "It splits your 7♥ and 7♦: 1 of 2 played, and a later trick may need them together. (rule P5)",
    "The better move (a pass) is worth 3.5 points on average; yours, 2 points.",
  ]);
});

test("Polish values and points take their plural forms; a tarok deck names its cards", async () => {
  await setLanguage("pl");
  assert.deepEqual(reasonsText([value], { unit: "votes" }), ["Lepszy ruch (pas) jest wart średnio 3,5 głosu; twój: 2 głosy."]);
  assert.equal(reasonsText([points], { game: "tarok" })[0], "K♠ daje 4 punkty do lewy, którą bierze przeciwnik. (zasada T19)");
  assert.deepEqual(reasonsText(undefined), []);
});

test("a better move that is an answer, not cards nor a pass, is named as the table names the answer (D28's doubling)", async () => {
  const answer = (id) => ({ ...value, answer: id });
  const words = {
    en: ["The better move (no double)", "The better move (redouble)"],
    pl: ["Lepszy ruch (bez podwojenia)", "Lepszy ruch (kontra)"],
    zh: ["更好的一手（不加倍）", "更好的一手（再加倍）"],
  };
  for (const [lang, [noDouble, redouble]] of Object.entries(words)) {
    await setLanguage(lang);
    const [first, second] = reasonsText([answer("no_double"), answer("redouble")]);
    assert.ok(first.startsWith(noDouble), `${lang}: ${first}`);
    assert.ok(second.startsWith(redouble), `${lang}: ${second}`);
  }
});

test("a reason's cards are one list in the page's language: i, and, 、/和 (never a comma in Chinese)", async () => {
  const three = { ...split, cards: ["7H", "7D", "7S"], held: 3 };
  const words = { pl: "twoje 7♥, 7♦ i 7♠:", en: "your 7♥, 7♦, and 7♠:", zh: "7♥、7♦和7♠" };
  for (const [lang, cards] of Object.entries(words)) {
    await setLanguage(lang);
    assert.ok(reasonsText([three])[0].includes(cards), `${lang}: ${reasonsText([three])[0]}`);
  }
  assert.ok(!reasonsText([three])[0].includes(","));
});
