// Unit tests of web/js/table/counter.js's pure part: the card counter's chips from the engine's reply
// (engine/karciarnia/games/<game>/counter.py; tests/engine/test_counter.py), with the real translation files.
import assert from "node:assert/strict";
import { test } from "node:test";
import "./translations.mjs";

const { setLanguage } = await import("../../web/js/i18n.js");
const { chipText, counterModel } = await import("../../web/js/table/counter.js");

const item = (key, out, known, total) => ({ key, out, known, total });
const RANKS = ["2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"];

/** Dou Dizhu's counter of a farmer: the bottom (2♠ 2♥ RJ) taken by the landlord, so seen and still held. */
const doudizhu = {
  groups: [
    {
      id: "ranks",
      items: [item("RJ", 0, 1, 1), item("BJ", 1, 0, 1), item("2", 1, 2, 4), ...RANKS.slice(1).map((rank) => item(rank, rank === "3" ? 0 : 2, 0, 4))],
    },
  ],
};

const byKey = (model) => Object.fromEntries(model.groups.flatMap((group) => group.chips.map((chip) => [`${group.id}:${chip.key}`, chip])));

test("D2: Dou Dizhu reads 大王 小王 2 A K … 3; the count is out + known, its known part kept apart", async () => {
  await setLanguage("zh");
  const model = counterModel(doudizhu, "doudizhu");
  const chips = model.groups[0].chips;
  assert.deepEqual(chips.map((chip) => chip.label), ["大王", "小王", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]);
  assert.deepEqual(chips.slice(0, 3).map((chip) => [chip.count, chip.known]), [[1, 1], [1, 0], [3, 2]]);
  assert.equal(model.count, 1 + 1 + 3 + 11 * 2);
  assert.equal(model.known, 3);
  await setLanguage("pl");
  const polish = counterModel(doudizhu, "doudizhu").groups[0].chips;
  assert.deepEqual(polish.slice(0, 7).map((chip) => chip.label), ["★", "☆", "2", "A", "K", "D", "W"]); // the page's letters
  assert.equal(polish[0].tone, "joker-R");
});

test("a rank with none left is greyed; a key of one card shows its label alone, one of more its count", async () => {
  await setLanguage("pl");
  const chips = byKey(counterModel(doudizhu, "doudizhu"));
  assert.equal(chips["ranks:3"].zero, true);
  assert.equal(chips["ranks:4"].zero, false);
  assert.equal(chips["ranks:RJ"].zero, false); // held by the landlord: seen, not gone
  assert.equal(chips["ranks:RJ"].counted, false);
  assert.equal(chips["ranks:2"].counted, true);
});

test("the known part is said to a screen reader, in the language's plural forms", async () => {
  await setLanguage("pl");
  const chips = byKey(counterModel(doudizhu, "doudizhu"));
  assert.equal(chipText(chips["ranks:2"]), "2: jeszcze 3 karty, w tym 2 widziane");
  assert.equal(chipText(chips["ranks:K"]), "król: jeszcze 2 karty");
  assert.equal(chipText(chips["ranks:3"]), "3: jeszcze 0 kart");
  assert.equal(chipText(chips["ranks:RJ"]), "czerwony joker: jeszcze 1 karta, w tym 1 widziana");
  await setLanguage("en");
  const english = byKey(counterModel(doudizhu, "doudizhu"));
  assert.equal(chipText(english["ranks:2"]), "2: 3 cards still to be played, 2 of them seen");
  assert.equal(chipText(english["ranks:Q"]), "queen: 2 cards still to be played");
});

test("Tarok: every tarok by its number, the Fool, then each suit's honours in tarok letters and its pip cards", async () => {
  const reply = {
    groups: [
      { id: "taroks", items: [...Array.from({ length: 21 }, (_, n) => item(`T${n + 1}`, n % 3 ? 1 : 0, 0, 1)), item("FOOL", 0, 1, 1)] },
      ...["S", "H", "D", "C"].map((suit) => ({ id: suit, items: [item("K", 1, 0, 1), item("Q", 0, 0, 1), item("N", 1, 0, 1), item("J", 0, 1, 1), item("pips", 6, 2, 10)] })),
    ],
  };
  await setLanguage("pl");
  const model = counterModel(reply, "tarok");
  assert.deepEqual(model.groups.map((group) => [group.id, group.head]), [["taroks", null], ["S", "♠"], ["H", "♥"], ["D", "♦"], ["C", "♣"]]);
  assert.deepEqual(model.groups.map((group) => group.tone), [null, null, "red", "red", null]);
  const taroks = model.groups[0].chips;
  assert.deepEqual(taroks.map((chip) => chip.label), [...Array.from({ length: 21 }, (_, n) => String(n + 1)), "✻"]);
  assert.deepEqual([taroks[0].zero, taroks[1].zero, taroks[21].zero, taroks[21].known], [true, false, false, 1]); // the Fool: seen, still held
  assert.deepEqual(model.groups[1].chips.map((chip) => chip.label), ["K", "D", "R", "P", "1–10"]);
  assert.deepEqual(model.groups[1].chips.map((chip) => chip.counted), [false, false, false, false, true]);
  assert.equal(model.groups[1].chips[4].count, 8);
  assert.equal(model.count, 14 + 1 + 4 * (1 + 0 + 1 + 1 + 8));
  await setLanguage("en");
  assert.deepEqual(counterModel(reply, "tarok").groups[1].chips.map((chip) => chip.label), ["K", "Q", "N", "P", "1–10"]);
});

test("Koalicje: per suit A K Q J 10 9 8 7, then the jokers, drawn as the deuces when they stand for them (K2)", async () => {
  const suits = ["S", "H", "D", "C"].map((suit) => ({ id: suit, items: ["A", "K", "Q", "J", "10", "9", "8", "7"].map((rank) => item(rank, 1, 0, 1)) }));
  const jokers = (deuces) => ({ id: "jokers", deuces_as_jokers: deuces, items: [item("RJ", 0, 1, 2), item("BJ", 0, 0, 2)] });
  await setLanguage("en");
  const plain = counterModel({ groups: [...suits, jokers(false)] }, "koalicje");
  assert.deepEqual(plain.groups[0].chips.map((chip) => chip.label), ["A", "K", "Q", "J", "10", "9", "8", "7"]);
  assert.deepEqual(plain.groups[4].chips.map((chip) => [chip.label, chip.count, chip.zero, chip.counted]), [["★", 1, false, true], ["☆", 0, true, true]]);
  const deuces = counterModel({ groups: [...suits, jokers(true)] }, "koalicje");
  assert.deepEqual(deuces.groups[4].chips.map((chip) => chip.label), ["2♥2♦", "2♠2♣"]);
  assert.equal(deuces.groups[4].chips[0].name, "red joker");
});

test("Prezydent: per rank, and the jokers together under the house rule", async () => {
  await setLanguage("pl");
  const reply = { groups: [{ id: "ranks", items: [item("jokers", 2, 0, 2), ...RANKS.map((rank) => item(rank, 3, 1, 4))] }] };
  const chips = counterModel(reply, "prezydent").groups[0].chips;
  assert.deepEqual(chips.slice(0, 4).map((chip) => chip.label), ["★", "2", "A", "K"]);
  assert.equal(chipText(chips[0]), "jokery: jeszcze 2 karty");
  assert.equal(chips[1].count, 4);
});
