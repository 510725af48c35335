// Unit tests of web/js/friends/tally.js (play with friends, "again"): the running score the host adds up
// game after game, per person (a seat with its name), and the bounds a tally from outside is held to.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_TALLIED_GAMES, MAX_TOTAL, RunningScore, emptyTally, peopleAt, tallied, tallySchema } from "../../web/js/friends/tally.js";

const names = ["Gosia", "Ania", null]; // the host, a friend, a computer

test("each finished game adds every seat's final score to its person's total, and counts the game", () => {
  const first = tallied(emptyTally(), [4, -8, 4], names);
  const second = tallied(first, [-2, 4, -2], names);
  assert.deepEqual(second, {
    games: 2,
    rows: [
      { seat: 0, name: "Gosia", games: 2, total: 2 },
      { seat: 1, name: "Ania", games: 2, total: -4 },
      { seat: 2, name: null, games: 2, total: 2 },
    ],
  });
  assert.deepEqual(first.rows[0], { seat: 0, name: "Gosia", games: 1, total: 4 }); // the tally before is left as it was
  assert.equal(tallySchema(second), null);
});

test("a seat another person takes starts their own row; the one before keeps theirs", () => {
  let tally = tallied(emptyTally(), [10, 0, -10], names);
  tally = tallied(tally, [5, 5, -10], ["Gosia", "Ola", null]); // Ania left, Ola sits down
  tally = tallied(tally, [1, 2, -3], ["Gosia", null, null]); // Ola dropped: the computer plays seat 1
  assert.deepEqual(
    tally.rows.map(({ seat, name, games, total }) => [seat, name, games, total]),
    [[0, "Gosia", 3, 16], [1, "Ania", 1, 0], [2, null, 3, -23], [1, "Ola", 1, 5], [1, null, 1, 2]],
  );
  assert.equal(tally.games, 3);
  assert.equal(tallySchema(tally), null);
});

test("totals and counts stay within their bounds, however long the evening", () => {
  let tally = { games: MAX_TALLIED_GAMES, rows: [{ seat: 0, name: "Gosia", games: MAX_TALLIED_GAMES, total: MAX_TOTAL - 1 }] };
  tally = tallied(tally, [5], ["Gosia"]);
  assert.deepEqual(tally, { games: MAX_TALLIED_GAMES, rows: [{ seat: 0, name: "Gosia", games: MAX_TALLIED_GAMES, total: MAX_TOTAL }] });
  assert.equal(tallySchema(tally), null);
});

test("a tally from outside that is malformed, huge or of the wrong types is refused, saying what is wrong", () => {
  const row = { seat: 1, name: "Ania", games: 1, total: 3 };
  const bad = [
    [null, /not an object/],
    [{ games: "2", rows: [] }, /games/],
    [{ games: -1, rows: [] }, /games/],
    [{ games: MAX_TALLIED_GAMES + 1, rows: [] }, /games/],
    [{ games: 1, rows: "Ania 3" }, /rows: not a list/],
    [{ games: 1, rows: Array.from({ length: 25 }, (_, seat) => ({ ...row, seat: seat % 6, name: `P${seat}` })) }, /more than 24 rows/],
    [{ games: 1, rows: [{ ...row, seat: 6 }] }, /rows: \[0\]: seat/],
    [{ games: 1, rows: [{ ...row, name: "x".repeat(21) }] }, /name/],
    [{ games: 1, rows: [{ ...row, name: 7 }] }, /name/],
    [{ games: 1, rows: [{ ...row, total: 2.5 }] }, /total/],
    [{ games: 1, rows: [{ ...row, total: "3" }] }, /total/],
    [{ games: 1, rows: [{ ...row, total: MAX_TOTAL + 1 }] }, /total/],
    [{ games: 1, rows: [{ ...row, games: 0 }] }, /games/],
    [{ games: 1, rows: [row, { ...row, total: 9 }] }, /a person twice/],
    [{ games: 1, rows: [{ ...row, games: 2 }] }, /more games than the table played/],
  ];
  for (const [value, why] of bad) assert.match(tallySchema(value), why, JSON.stringify(value)?.slice(0, 80));
});

test("a table's running score counts each game once, when it has ended, by the people at its seats", () => {
  const players = ["human", "human", "easy"];
  const people = peopleAt(players, ["Gosia", "Ania", "Gracz 3"]); // a hot seat names every seat; a computer's is no person
  assert.deepEqual(people, ["Gosia", "Ania", null]);
  const score = new RunningScore();
  const view = (session, terminal, scores) => ({ session, terminal, scores, players });
  assert.equal(score.add(view("s1", false, [1, 0, -1]), people), false); // a game in play counts nothing yet
  assert.equal(score.tally, undefined);
  assert.equal(score.add(view("s1", true, [4, -8, 4]), people), true);
  assert.equal(score.add(view("s1", true, [4, -8, 4]), people), false); // the same end shown again: counted once
  assert.equal(score.add(view("s2", true, [-2, 4, -2]), people), true); // the game played again
  assert.deepEqual(score.tally, tallied(tallied(emptyTally(), [4, -8, 4], people), [-2, 4, -2], people));
  assert.equal(new RunningScore(score.tally).tally.games, 2); // carried on into the next game's table
});
