// The game at the table kept as it is played: saved after every move (saved.js), counted in the
// statistics and rated (ratings.js) once it ends, while this tab keeps the saved game
// (saved-keeper.js); the page says when the browser would not keep a move.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { clearSaved, recordResult, writeSaved } from "./saved.js";
import { rateGame } from "./ratings.js";

/** The computers' level for the statistics: theirs if they share one, else "mixed". */
function statsLevel(levels) {
  return new Set(levels).size === 1 ? levels[0] : "mixed";
}

/** Whether ``options`` turn on any of ``game``'s house rules (the catalog's options marked ``house``). */
export function houseRulesOn(game, options) {
  return (game?.options ?? []).some((option) => option.house && options?.[option.name] !== undefined && options[option.name] !== option.default);
}

/** Say, until a later move is saved, that the browser would not keep the game (it goes on in memory). */
function showSaveStatus(saved) {
  let note = document.getElementById("save-status");
  if (!note && saved) return;
  if (!note) {
    note = el("p", { id: "save-status", class: "update-banner save-status", role: "status", "data-i18n": "saved.not_saved" }, t("saved.not_saved"));
    document.getElementById("main").before(note);
  }
  note.hidden = saved;
}

/**
 * Whether a finished game of ``setup`` is counted in the statistics (and so may be rated): not where people play
 * (a hot seat, friends), nor a duplicate playing (``setup.duplicate``: table/duplicate-room.js), nor a deal
 * played again (``setup.replayed``: its player has seen every hidden card).
 * @param {{names?: unknown, duplicate?: unknown, replayed?: boolean}} setup
 */
export function counted(setup) {
  return !setup.names && !setup.duplicate && !setup.replayed;
}

/** Where ``view``'s game stands for the home: the player's score so far and, where the game has several deals, which one. */
function progressOf(view) {
  const { deal_number: dealNumber, deals } = view.observation;
  const progress = { score: view.scores[view.seat] };
  return Number.isInteger(dealNumber) && Number.isInteger(deals) ? { ...progress, deal: Math.min(dealNumber + 1, deals), deals } : progress;
}

/**
 * Keep the game of ``setup`` in progress (after every move; a move the browser refused is retried with
 * the next one) and count it once it ends (apart when ``houseRules`` are on, apart when ``counter()``
 * says the card counter was on in it, and apart when ``takebacks()`` says a move was taken back in it:
 * table/takeback.js), while this tab keeps the saved game (``kept``: saved-keeper.js).
 * A game against computers is rated as it is counted (apart with house rules), unless the card counter
 * was on in it or a move was taken back; ``rated(outcome)`` hears the new rating (ratings.js: rateGame). Games with people,
 * duplicate playings and deals played again are neither counted nor rated (``counted``), and lessons, puzzles and play on never come here.
 * Returns {onView(view): the table's every view, saveAgain(): the setup changed between moves (a
 * friends' room opened, a friend seated), so the game is kept again now}.
 * @param {any} engine
 * @param {any} setup
 * @param {any} kept
 * @param {{houseRules?: boolean, counter?: () => boolean, takebacks?: () => number, rated?: (outcome: Awaited<ReturnType<typeof rateGame>>) => void}} [assisted]
 */
export function savingGame(engine, setup, kept, assisted = {}) {
  const { houseRules = false, counter = () => false, takebacks = () => 0, rated = () => {} } = assisted;
  let savedMoves = -1;
  let latest = null;
  const save = (view) =>
    engine.call("save", { session: view.session }).then(
      ({ record, players }) =>
        showSaveStatus(writeSaved({ game: setup.game, record, players, levels: setup.levels, names: setup.names, friends: setup.friends, daily: setup.daily, progress: progressOf(view), counter: counter(), takebacks: takebacks(), tally: setup.tally, duplicate: setup.duplicate, replayed: setup.replayed })),
      () => {},
    );
  const onView = (view) => {
    latest = view;
    if (view.moves === savedMoves || !kept.kept) return;
    savedMoves = view.moves;
    if (view.terminal) {
      clearSaved();
      showSaveStatus(true); // nothing left to lose
      const best = Math.max(...view.scores);
      if (!counted(setup)) return;
      recordResult(setup.game, statsLevel(setup.levels), view.scores[0] === best, view.scores[0], houseRules, counter(), takebacks() > 0);
      if (!counter() && !takebacks()) rateGame(engine, view.session, setup.game, houseRules).then(rated, (error) => console.warn("the game was not rated:", error));
      return;
    }
    save(view);
  };
  const saveAgain = () => latest && !latest.terminal && kept.kept && save(latest);
  return { onView, saveAgain };
}
