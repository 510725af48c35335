// Duplicate: the same cards played again from another seat, and the luck-free measure it gives. The
// second playing is the same game (its seed and options: the same hands, bottom cards, stock, pool)
// with the player at the seat across the table and that seat's computer at the player's first seat,
// every other computer where it was; a computer decides by the position, its seat and its level only
// (tests/engine/test_duplicate.py), so the two playings differ by the player's decisions. The measure:
// the player's score from each seat less the computer's score from the same seat in the other
// playing, summed. A duplicate match is N deals, each played from both seats, scored as the sum of
// those differences. Pure functions here; duplicate-room.js opens the playings, duplicate-view.js draws.
/**
 * @typedef {import("./types.js").DuplicateGame} DuplicateGame
 * @typedef {import("./types.js").DealComparison} DealComparison
 * @typedef {import("../boot/types.js").CatalogGame} CatalogGame
 */

export const MATCH_DEALS = [2, 4, 6, 8, 10]; // the match's lengths the dialog offers
export const DEFAULT_MATCH_DEALS = 4;

/** The seat the duplicate puts the player in: the one across the table (next to them at two or three seats). */
export function duplicateSeat(seats) {
  if (!Number.isInteger(seats) || seats < 2) throw new RangeError(`a duplicate needs a table of two seats or more, not ${seats}`);
  return Math.floor(seats / 2);
}

/** Who sits where when the player (at seat 0 before) takes ``seat``: that seat's player goes to seat 0. */
export function seatedAt(players, seat) {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players.length) throw new RangeError(`no seat ${seat} at a table of ${players.length}`);
  const seated = [...players];
  [seated[0], seated[seat]] = [seated[seat], seated[0]];
  return seated;
}

/**
 * Whether a game from the home is offered again from another seat at its end: a game against computers
 * only (not a hot seat: ``names``; not with friends) that is not the deal of the day (its result is the
 * day's, and stays so). Lessons, puzzles and play on never come here.
 * @param {{names?: string[], friends?: unknown, daily?: string}} setup
 */
export function offersDuplicate(setup) {
  return !setup.daily && !setup.names && !setup.friends;
}

/**
 * The two playings of the same cards side by side. ``first``: the final scores of the playing with the
 * player at seat 0; ``second``: those with the player at ``seat``. For each of the two seats, what the
 * player scored there and what the computer scored there in the other playing; ``difference``: how
 * much better the player did than the computer, both seats together.
 * @param {number[]} first
 * @param {number[]} second
 * @param {number} seat
 * @returns {DealComparison}
 */
export function dealComparison(first, second, seat) {
  if (first.length !== second.length) throw new RangeError(`the playings have ${first.length} and ${second.length} seats`);
  const rows = [
    { seat: 0, you: first[0], computer: second[0] },
    { seat, you: second[seat], computer: first[seat] },
  ].map((row) => ({ ...row, difference: row.you - row.computer }));
  return { rows, difference: rows[0].difference + rows[1].difference };
}

/** A match's score: the sum of its deals' differences. @param {number[]} differences */
export function matchTotal(differences) {
  return differences.reduce((total, difference) => total + difference, 0);
}

/**
 * Whether a match goes on from the end of a playing: after a deal's first playing always, after its second
 * (``second``) unless that deal was the match's last. ``match``: its length and the deals finished before.
 * @param {{deals: number, differences: number[]} | null} match
 * @param {boolean} second
 */
export function matchGoesOn(match, second) {
  return Boolean(match) && !(second && match.differences.length + 1 === match.deals);
}

/**
 * The game a duplicate match deals: ``setup``'s, one deal at a time where the game has a series of deals
 * (a Koalicje game, its rounds to the election, is one deal of the match).
 * @param {DuplicateGame} setup
 * @param {CatalogGame | undefined} game
 * @returns {DuplicateGame}
 */
export function matchGame(setup, game) {
  const series = (game?.options ?? []).some((option) => option.name === "deals");
  return series ? { ...setup, options: { ...setup.options, deals: 1 } } : setup;
}
