// The duplicate's playings at the page's table (duplicate.js says what a duplicate is): the end of a
// game against computers offers its cards from the seat across the table, or a match of N deals each
// played from both seats. Each playing is a table of its own, opened here through the page's tables
// (tables.js) with the duplicate's part, which draws the comparison above the results and the way on.
// A duplicate playing is kept saved as it is played (a reload comes back to it, its comparison and match
// with it) but neither counted in the statistics nor rated: its second playing is of cards the player
// has seen, and a match's score is the sum of its differences, apart from all else.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { HUMAN } from "../friends/hotseat.js";
import { randomSeed } from "../player/share.js";
import { savingGame } from "../player/saving.js";
import { CardCounter } from "./counter.js";
import { dealComparison, duplicateSeat, matchGame, matchGoesOn, seatedAt } from "./duplicate.js";
import { comparisonNote, matchDealNote, openDuplicateDialog } from "./duplicate-view.js";

/**
 * @typedef {import("./types.js").DuplicateGame} DuplicateGame
 * @typedef {import("./types.js").DuplicatePart} DuplicatePartType
 * @typedef {import("../boot/types.js").View} View
 * @typedef {{deals: number, differences: number[]}} Match   a match's length and its finished deals' differences
 * @typedef {{engine: import("../boot/engine.js").Engine, table: any, games: import("../boot/types.js").CatalogGame[],
 *   show: (game: string, view: View, options: Record<string, unknown>) => Promise<void>,
 *   again: (setup: import("./counter.js").CountedGame) => void, note: (text: string) => void, keep: () => {kept: boolean, release(): void}}} TablesLike
 */

/** The name of the seat the player plays next: "Computer 2", the seat's computer before. */
function seatName(seats) {
  return t("seat.computer", { n: duplicateSeat(seats) });
}

export class Duplicates {
  /** ``tables``: the page's tables (tables.js: Tables), where each playing opens. @param {TablesLike} tables */
  constructor(tables) {
    this.tables = tables;
  }

  /**
   * The part of a game from the home against computers, its end offering its cards from another seat.
   * @param {{game: string, options: Record<string, unknown>, seed: number, levels: string[]}} setup
   */
  offer({ game, options, seed, levels }) {
    return new DuplicatePart(this, { game: { game, options, seed, levels, counter: false } });
  }

  /** ``game`` as it is now: with the card counter on if it is on at the table on the page. @param {DuplicateGame} game */
  current(game) {
    return { ...game, counter: Boolean(this.tables.table?.counter?.on) };
  }

  /** The same cards again, the player at the seat across (``first``: the scores of the playing just ended). */
  second(game, first, match = null) {
    return this.play(this.current(game), duplicateSeat(first.length), new DuplicatePart(this, { game, first, match }));
  }

  /** The next deal of a match (its first playing, the player at seat 0), or the first of a new one. @param {DuplicateGame} game @param {Match} match */
  nextDeal(game, match) {
    const dealt = matchGame({ ...this.current(game), seed: randomSeed() }, this.tables.games.find((entry) => entry.id === game.game));
    return this.play(dealt, 0, new DuplicatePart(this, { game: dealt, match }));
  }

  /**
   * Open ``game`` with the player at ``seat`` (the other seats' players as seatedAt moves them) in place
   * of the table on the page; an engine that refuses says why on that table, which stays.
   * @param {DuplicateGame} game
   * @param {number} seat
   * @param {DuplicatePart} part
   */
  async play(game, seat, part) {
    const { tables } = this;
    const players = seatedAt([HUMAN, ...game.levels], seat);
    let view;
    try {
      ({ view } = await tables.engine.call("new", { game: game.game, options: game.options, seed: game.seed, players, seat }));
    } catch (error) {
      tables.note(engineErrorText(error));
      return;
    }
    const previous = tables.table;
    previous.analysis?.clear();
    tables.engine.call("close", { session: previous.view.session }).catch(() => {});
    previous.retire();
    await this.open(game, view, part);
  }

  /**
   * The duplicate playing the page saved (player/saved.js: its ``duplicate``), where it was left; ``view`` is
   * the engine's of its record, from the player's seat.
   * @param {import("../player/types.js").SavedGame & {counter?: boolean}} saved
   * @param {View} view
   */
  resume(saved, view) {
    const { options, seed } = saved.record;
    const game = { game: saved.game, options, seed, levels: saved.levels ?? seatedAt(saved.players, view.seat).slice(1), counter: Boolean(saved.counter) };
    const { first = null, match = null } = saved.duplicate;
    return this.open(game, view, new DuplicatePart(this, { game, first, match }));
  }

  /** The table of a playing of ``game`` at ``view``, kept saved as it is played (player/saving.js: neither counted nor rated). */
  async open(game, view, part) {
    const { tables } = this;
    const counter = new CardCounter({ engine: tables.engine, on: game.counter, changed: () => tables.table?.render() });
    const setup = { game: game.game, options: game.options, seed: game.seed, levels: game.levels, duplicate: part.saved(view.seat) };
    const saving = savingGame(tables.engine, setup, tables.keep(), { counter: () => Boolean(counter.used) });
    const again = () => tables.again({ game: game.game, options: game.options, seed: randomSeed(), levels: game.levels, counter: Boolean(counter.on) });
    await tables.show(game.game, view, { duplicate: part, counter, onView: saving.onView, onPlayAgain: part.match ? undefined : again });
  }
}

/** The duplicate's part of one table (types.js: DuplicatePart). @implements {DuplicatePartType} */
class DuplicatePart {
  /**
   * ``game``: what this table plays; ``first``: the other playing's final scores, once this is the second
   * playing of its cards; ``match``: the match this playing is of, its deals before this one.
   * @param {Duplicates} room
   * @param {{game: DuplicateGame, first?: number[] | null, match?: Match | null}} state
   */
  constructor(room, { game, first = null, match = null }) {
    this.room = room;
    this.game = game;
    this.first = first;
    this.match = match;
  }

  /** What the saved game keeps of this part, the player at ``seat`` (player/saved.js: duplicate). */
  saved(seat) {
    return { seat, first: this.first ?? undefined, match: this.match ?? undefined };
  }

  /** Every deal's difference of the match so far, this one's last (``view``: this second playing's end). */
  differences(view) {
    return [...this.match.differences, this.comparison(view).difference];
  }

  comparison(view) {
    return dealComparison(this.first, view.scores, view.seat);
  }

  /** Whether a match goes on from this table's end: its main way on is the match's. */
  leads() {
    return matchGoesOn(this.match, Boolean(this.first));
  }

  result(view) {
    if (this.first) {
      const match = this.match && { differences: this.differences(view), deals: this.match.deals };
      return comparisonNote(this.comparison(view), view.players[0], match);
    }
    return this.match ? matchDealNote(this.match.differences.length + 1, this.match.deals, seatName(view.players.length)) : null;
  }

  actions(view) {
    const name = seatName(view.players.length);
    const button = (id, kind, text, onclick) => el("button", { type: "button", class: kind, id, onclick }, text);
    if (!this.match && !this.first) {
      const choices = { name, play: () => this.room.second(this.game, view.scores), match: (deals) => this.room.nextDeal(this.game, { deals, differences: [] }) };
      return button("duplicate-open", "secondary", t("duplicate.open"), (event) => openDuplicateDialog(event.currentTarget, choices));
    }
    if (!this.first) return button("duplicate-next", "primary", t("duplicate.play", { name }), () => this.room.second(this.game, view.scores, this.match));
    if (this.leads()) return button("duplicate-next", "primary", t("duplicate.next_deal"), () => this.room.nextDeal(this.game, { ...this.match, differences: this.differences(view) }));
    return null;
  }
}
