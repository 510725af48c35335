// Unit tests of the duplicate's measure (web/js/table/duplicate.js): the seat across the table, who sits
// where in the second playing, which games offer it, the two playings side by side and a match's score.
import assert from "node:assert/strict";
import { test } from "node:test";
import { dealComparison, duplicateSeat, matchGame, matchGoesOn, matchTotal, offersDuplicate, seatedAt } from "../../web/js/table/duplicate.js";

test("the player plays the seat across the table: the other one of two, the next of three", () => {
  assert.deepEqual([2, 3, 4, 5, 6].map(duplicateSeat), [1, 1, 2, 2, 3]);
  assert.throws(() => duplicateSeat(1), /two seats or more/);
  assert.throws(() => duplicateSeat(undefined), RangeError);
});

test("the computer of the player's new seat takes the player's old one; the others stay", () => {
  assert.deepEqual(seatedAt(["human", "easy", "hard", "normal"], 2), ["hard", "easy", "human", "normal"]);
  assert.deepEqual(seatedAt(["human", "normal"], 1), ["normal", "human"]);
  assert.throws(() => seatedAt(["human", "easy"], 2), /no seat 2/);
});

test("only a game against computers that is not the deal of the day offers its cards again", () => {
  assert.equal(offersDuplicate({ levels: ["easy", "easy"] }), true);
  assert.equal(offersDuplicate({ levels: ["hard", "hard"], daily: "2026-12-04" }), false);
  assert.equal(offersDuplicate({ levels: ["human", "easy"], names: ["Ala", "Ola", "Komputer"] }), false);
  assert.equal(offersDuplicate({ levels: ["friend", "easy"], friends: { table: "t", seats: [1], level: "easy" } }), false);
});

test("side by side: each seat's score of the player less the computer's there in the other playing", () => {
  // First playing: the player at 0 scored 3, Computer 2 scored -1; second: the player at 2 scored 1, the computer at 0 scored 5.
  const comparison = dealComparison([3, 0, -1, -2], [5, -2, 1, -4], 2);
  assert.deepEqual(comparison.rows, [
    { seat: 0, you: 3, computer: 5, difference: -2 },
    { seat: 2, you: 1, computer: -1, difference: 2 },
  ]);
  assert.equal(comparison.difference, 0);
  assert.equal(dealComparison([10, -10], [-4, 4], 1).difference, 14 + 14);
  assert.throws(() => dealComparison([1, 2], [1, 2, 3], 1), /2 and 3 seats/);
});

test("a match scores the sum of its deals' differences", () => {
  assert.equal(matchTotal([]), 0);
  assert.equal(matchTotal([2, -1, 4]), 5);
});

test("a match goes on after each first playing and after every second one but its last deal's", () => {
  assert.equal(matchGoesOn(null, false), false); // no match: the results' own way on leads
  assert.equal(matchGoesOn({ deals: 2, differences: [] }, false), true);
  assert.equal(matchGoesOn({ deals: 2, differences: [] }, true), true);
  assert.equal(matchGoesOn({ deals: 2, differences: [3] }, false), true);
  assert.equal(matchGoesOn({ deals: 2, differences: [3] }, true), false);
});

test("a match deals one deal at a time where the game has a series; Koalicje's game is one deal", () => {
  const withDeals = { options: [{ name: "deals", kind: "int", default: 1 }] };
  const game = { game: "tarok", options: { deals: 5 }, seed: 3, levels: ["easy"], counter: false };
  assert.deepEqual(matchGame(game, /** @type {any} */ (withDeals)).options, { deals: 1 });
  assert.equal(game.options.deals, 5); // the game asked for is left as it was
  const koalicje = { ...game, game: "koalicje", options: { deuces_as_jokers: true } };
  assert.equal(matchGame(koalicje, /** @type {any} */ ({ options: [{ name: "deuces_as_jokers" }] })), koalicje);
});
