// Unit tests of web/js/i18n.js's t(): plural messages pick their form with the language's
// Intl.PluralRules. Run by tests/web/test_i18n_js.py with the real translation files.
import assert from "node:assert/strict";
import { test } from "node:test";
import "./translations.mjs";

const { setLanguage, t } = await import("../../web/js/i18n.js");

const cards = (count) => t("seat.cards", { count });

test("Polish counts take one of three forms: 1 karta, 2 karty, 5 kart", async () => {
  await setLanguage("pl");
  assert.deepEqual([1, 2, 4, 5, 12, 22, 25].map(cards), ["1 karta", "2 karty", "4 karty", "5 kart", "12 kart", "22 karty", "25 kart"]);
});

test("English counts take one of two forms: 1 card, 2 cards", async () => {
  await setLanguage("en");
  assert.deepEqual([0, 1, 2, 5].map(cards), ["0 cards", "1 card", "2 cards", "5 cards"]);
  assert.equal(t("tarok.points_short", { points: 1, count: 1 }), "1 pt");
  assert.equal(t("tarok.points_short", { points: 7, count: 7 }), "7 pts");
});

test("a count picks the form and fills its placeholders", async () => {
  await setLanguage("pl");
  assert.equal(t("koalicje.announce.discard", { name: "Ola", count: 1 }), "Ola wymienia 1 kartę.");
  assert.equal(t("koalicje.announce.discard", { name: "Ola", count: 3 }), "Ola wymienia 3 karty.");
  assert.equal(t("reasons.amount.votes", { amount: "1,5", count: 1.5 }), "1,5 głosu"); // a fraction: "other"
});

test("a plain message ignores a count, and a plural message without one falls back to its other form", async () => {
  await setLanguage("en");
  assert.equal(t("seat.you", { count: 1 }), "You");
  const warn = console.warn;
  const warned = [];
  console.warn = (message) => warned.push(message);
  try {
    assert.equal(t("seat.cards"), "{count} cards");
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(warned, ["plural message without a count: seat.cards"]);
});
