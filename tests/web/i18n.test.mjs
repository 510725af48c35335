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

// The language a visitor first sees: a stored choice, else the browser's first language among ours
// (every Chinese tag is our Simplified Chinese), else English.
const { documentLang, preferredLanguage, prefersTraditionalChinese } = await import("../../web/js/i18n.js");

function visitor(languages, stored = null) {
  const items = new Map(stored === null ? [] : [["karciarnia.lang", stored]]);
  globalThis.localStorage = { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, value), removeItem: (key) => items.delete(key) };
  Object.defineProperty(globalThis, "navigator", { value: { languages, language: languages[0] }, configurable: true });
  return items;
}

test("a browser's first language among ours opens the page; any Chinese is our Chinese", () => {
  const cases = [
    [["zh-CN"], "zh"],
    [["zh"], "zh"],
    [["zh-Hans-SG", "en"], "zh"],
    [["zh-TW", "en-US"], "zh"],
    [["zh-Hant-HK"], "zh"],
    [["pl-PL", "en-US"], "pl"],
    [["de-DE", "zh-CN", "en-US"], "zh"],
    [["de-DE", "en-US"], "en"],
  ];
  for (const [languages, expected] of cases) {
    visitor(languages);
    assert.equal(preferredLanguage(), expected, languages.join(","));
  }
});

test("a browser with none of our languages opens in English, not Polish", () => {
  visitor(["de-DE"]);
  assert.equal(preferredLanguage(), "en");
  visitor(["fr-FR", "ja-JP"]);
  assert.equal(preferredLanguage(), "en");
});

test("a stored choice wins over the browser, and an unusable one is forgotten", () => {
  visitor(["zh-CN"], "pl");
  assert.equal(preferredLanguage(), "pl");
  visitor(["de-DE"], "zh");
  assert.equal(preferredLanguage(), "zh");
  const items = visitor(["zh-TW"], "xx");
  assert.equal(preferredLanguage(), "zh");
  assert.equal(items.has("karciarnia.lang"), false);
});

test("a Traditional Chinese reader is told that our Chinese is Simplified", () => {
  for (const tags of [["zh-TW"], ["zh-Hant"], ["zh-HK", "en"], ["en", "zh-Hant-TW"]]) {
    visitor(tags);
    assert.equal(prefersTraditionalChinese(), true, tags.join(","));
  }
  for (const tags of [["zh-CN"], ["zh"], ["zh-Hans-HK"], ["en-US"]]) {
    visitor(tags);
    assert.equal(prefersTraditionalChinese(), false, tags.join(","));
  }
});

// Lists of names and cards (the winners, a play, a reason's cards) are joined as each language joins them.
const { listText } = await import("../../web/js/i18n.js");
const { cardsLabel } = await import("../../web/js/cards/cards.js");

test("a list is joined as the page's language joins one: Polish i, English and, Chinese 、 and 和", async () => {
  const expected = {
    pl: ["Ania", "Ania i Bartek", "Ania, Bartek i Ola", "7 kier, 7 karo i 7 pik"],
    en: ["Ania", "Ania and Bartek", "Ania, Bartek, and Ola", "7 of hearts, 7 of diamonds, and 7 of spades"],
    zh: ["Ania", "Ania和Bartek", "Ania、Bartek和Ola", "红桃7、方块7和黑桃7"],
  };
  for (const [lang, [one, two, three, cards]] of Object.entries(expected)) {
    await setLanguage(lang);
    assert.deepEqual([listText(["Ania"]), listText(["Ania", "Bartek"]), listText(["Ania", "Bartek", "Ola"]), cardsLabel(["7H", "7D", "7S"])], [one, two, three, cards], lang);
  }
  assert.equal(listText([]), "");
});

test("Chinese is zh-Hans on the page, counts with its one form and formats numbers and dates as zh-Hans", async () => {
  assert.equal(documentLang("zh"), "zh-Hans");
  assert.equal(documentLang("pl"), "pl");
  await setLanguage("zh");
  assert.equal(document.documentElement.lang, "zh-Hans");
  assert.deepEqual([0, 1, 2, 5].map(cards), ["0张牌", "1张牌", "2张牌", "5张牌"]);
  const day = new Date(Date.UTC(2025, 4, 3, 12));
  // language() is what the page hands to Intl: "zh" formats as "zh-Hans" does.
  for (const options of [{ dateStyle: "medium", timeZone: "UTC" }, { dateStyle: "long", timeZone: "UTC" }]) {
    assert.equal(new Intl.DateTimeFormat("zh", options).format(day), new Intl.DateTimeFormat("zh-Hans", options).format(day));
  }
  assert.equal(new Intl.NumberFormat("zh", { minimumFractionDigits: 1 }).format(12345.5), "12,345.5");
  assert.equal(new Intl.DateTimeFormat("zh", { dateStyle: "medium", timeZone: "UTC" }).format(day), "2025年5月3日");
});
