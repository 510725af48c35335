// What the browser keeps between visits, in localStorage, each in a versioned
// format: the game in progress (to resume after a reload or a closed tab) and
// the statistics per game and level. A corrupt or foreign saved game is set
// aside (kept under another key, never deleted unseen) and reported.

const SAVED_KEY = "karciarnia.saved";
const SET_ASIDE_KEY = "karciarnia.saved.set-aside";
const STATS_KEY = "karciarnia.stats";
export const SAVED_FORMAT = 1;
const STATS_FORMAT = 1;

/** Why a saved game cannot be used, or null if it looks like ours. */
function problemWith(saved, knownGames) {
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return "not_object";
  if (saved.format !== SAVED_FORMAT) return "format";
  if (!knownGames.includes(saved.game)) return "game";
  if (saved.record === null || typeof saved.record !== "object" || saved.record.game !== saved.game) return "record";
  if (!Array.isArray(saved.players) || !saved.players.every((p) => typeof p === "string")) return "players";
  return null;
}

/** {saved} when a usable game is stored, {problem} when one was set aside, {} when none. */
export function readSaved(knownGames) {
  const raw = localStorage.getItem(SAVED_KEY);
  if (raw === null) return {};
  let saved;
  try {
    saved = JSON.parse(raw);
  } catch {
    saved = undefined;
  }
  const problem = saved === undefined ? "not_json" : problemWith(saved, knownGames);
  if (problem) {
    setAside(raw);
    return { problem };
  }
  return { saved };
}

/** Keep a saved game the engine or this page cannot use, out of the way. */
export function setAside(raw = localStorage.getItem(SAVED_KEY)) {
  if (raw !== null) localStorage.setItem(SET_ASIDE_KEY, raw);
  localStorage.removeItem(SAVED_KEY);
}

export function writeSaved({ game, record, players, levels }) {
  const saved = { format: SAVED_FORMAT, game, record, players, levels, savedAt: new Date().toISOString() };
  localStorage.setItem(SAVED_KEY, JSON.stringify(saved));
}

export function clearSaved() {
  localStorage.removeItem(SAVED_KEY);
}

// -- statistics ----------------------------------------------------------------

function emptyStats() {
  return { format: STATS_FORMAT, games: {} };
}

export function readStats() {
  try {
    const stats = JSON.parse(localStorage.getItem(STATS_KEY) ?? "null");
    if (stats && stats.format === STATS_FORMAT && typeof stats.games === "object") return stats;
  } catch {
    // unreadable statistics start again from zero
  }
  return emptyStats();
}

/** Count one finished game: ``level`` is the computers' level ("mixed" when they differ). */
export function recordResult(game, level, won, score) {
  const stats = readStats();
  const key = `${game}|${level}`;
  const entry = stats.games[key] ?? { game, level, played: 0, won: 0, scoreSum: 0 };
  entry.played += 1;
  entry.won += won ? 1 : 0;
  entry.scoreSum += score;
  stats.games[key] = entry;
  localStorage.setItem(STATS_KEY, JSON.stringify(stats));
}

export function resetStats() {
  localStorage.setItem(STATS_KEY, JSON.stringify(emptyStats()));
}
