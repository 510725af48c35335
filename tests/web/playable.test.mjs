// The one rule of which hand cards look playable (web/js/table/playable.js), on each game's kind of hand.
import assert from "node:assert/strict";
import { test } from "node:test";
import { playableIndices } from "../../web/js/table/playable.js";

const play = (...cards) => ({ id: `play:${cards.join(",")}`, cards });
const PASS = { id: "pass" };
const indices = (set) => [...set].sort((a, b) => a - b);

test("a card is playable when some legal action plays it; a pass plays none", () => {
  // Prezydent (P4): a pair of sevens may follow, the lone eight may not.
  const hand = ["7S", "7H", "8C", "AD"];
  assert.deepEqual(indices(playableIndices(hand, [play("7S", "7H"), play("AD"), PASS])), [0, 1, 3]);
  assert.deepEqual(indices(playableIndices(hand, [PASS])), []);
});

test("every copy of a card is playable when one copy is (Koalicje's two red jokers)", () => {
  const hand = ["RJ", "5S", "RJ", "BJ"];
  assert.deepEqual(indices(playableIndices(hand, [play("RJ"), play("5S")])), [0, 1, 2]);
});

test("cards of one kind are all playable when a play uses any of them (Dou Dizhu's ranks, D2)", () => {
  // The engine names a single 3 by the first 3 of the hand; the other two are the same play.
  const rank = (card) => (card === "BJ" || card === "RJ" ? card : card.slice(0, -1));
  const hand = ["3S", "3D", "3C", "4H", "BJ"];
  const legal = [play("3S"), play("BJ"), PASS];
  assert.deepEqual(indices(playableIndices(hand, legal, rank)), [0, 1, 2, 4]);
  assert.deepEqual(indices(playableIndices(hand, legal)), [0, 4]); // by card id alone two of the 3s would look unplayable
});
