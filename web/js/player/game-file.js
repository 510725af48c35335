// A finished game as a file of its own: downloaded from the results panel or the review (a JSON
// file made in the page: nothing leaves it) and opened again in the review from the home, with
// the file picker or by dropping the file on the page. A file comes from outside: it is read
// like every stored value (bounded in size and nesting, checked against a schema), then by the
// engine, which replays its record; a file either fails says why and changes nothing.
import { downloadJson, el } from "../dom.js";
import { t } from "../i18n.js";
import { excerpt, fields, integer, listOf, oneOf, optional, parseJson, string } from "../schema.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { nameSchema } from "../friends/hotseat.js";
import { MAX_STORED_CHARS, MAX_TAKEBACKS, recordSchema } from "./saved.js";

const KIND = "karciarnia.game"; // what marks a JSON file as a game of ours
export const GAME_FILE_FORMAT = 1;
// A game's file is a saved game with a few fields more: it has the saved game's bound (in bytes,
// checked before the file is read, and in characters, checked again before it is parsed).
export const MAX_FILE_CHARS = MAX_STORED_CHARS;
const QUOTED_ERROR_CHARS = 200; // the engine's refusal as the message quotes it

/** The game is over in none of its deals' senses: a file opens in the review only once it is. */
export class UnfinishedGameError extends Error {}

/**
 * What a game's file holds: the engine's record (its "save" reply), each seat's player ("human" or
 * a computer's level), the seat the game is seen from, the people's names (a hot seat's, friends'), and
 * how many times a move was taken back (table/takeback.js: the game was not rated), absent when none.
 */
export function gameFile({ record, players, seat, names, takebacks }) {
  return { kind: KIND, format: GAME_FILE_FORMAT, game: record.game, seat, players, names, takebacks: takebacks || undefined, record, savedAt: new Date().toISOString() };
}

/** The file's name: the game and the day it is downloaded (the player's own date), "karciarnia-tarok-2026-12-01.json". */
export function gameFileName(game, now = new Date()) {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
  return `karciarnia-${game}-${day}.json`;
}

/** Offer the game at ``table`` (a TableController: its engine, view, names and takebacks) as a file. */
export async function downloadGame({ engine, view, names, takeback }) {
  const { record } = await engine.call("save", { session: view.session });
  downloadJson(gameFileName(record.game), gameFile({ record, players: view.players, seat: view.seat, names, takebacks: takeback?.count }));
}

function fileSchema(knownGames) {
  const fits = fields({
    kind: oneOf([KIND]),
    format: oneOf([GAME_FILE_FORMAT]),
    game: oneOf(knownGames),
    record: recordSchema,
    players: listOf(string),
    seat: integer(0),
    names: optional(listOf(nameSchema)),
    takebacks: optional(integer(0, MAX_TAKEBACKS)), // files written before takebacks were kept have none
  });
  return (file) => {
    const problem = fits(file);
    if (problem) return problem;
    if (file.record.game !== file.game) return "record.game: not the file's game";
    if (file.seat >= file.players.length) return "seat: not a seat of the game";
    return file.names && file.names.length !== file.players.length ? "names: not one per seat" : null;
  };
}

/** {file} for the text of a game's file of one of ``knownGames`` (their ids), else {problem}. */
export function readGameFile(text, knownGames) {
  const parsed = parseJson(text, MAX_FILE_CHARS);
  const problem = parsed.problem ?? fileSchema(knownGames)(parsed.value);
  return problem ? { problem } : { file: parsed.value };
}

/** {text} of a picked or dropped ``file`` (a File), read only when it is at most ``maxChars`` bytes; else {problem}. */
export async function fileText(file, maxChars) {
  if (file.size > maxChars) return { problem: `bigger than ${maxChars} bytes` };
  try {
    return { text: await file.text() };
  } catch {
    return { problem: "the file could not be read" };
  }
}

/** {file} for a picked or dropped ``file`` (a File), read only when it is small enough to be a game's; else {problem}. */
export async function openGameFile(file, knownGames) {
  const read = await fileText(file, MAX_FILE_CHARS);
  return read.problem ? read : readGameFile(read.text, knownGames);
}

/** What the player is told when the file's game did not open: a file's problem, an unfinished game, or the engine's refusal. */
export function fileErrorText(error) {
  if (error instanceof UnfinishedGameError) return t("file.unfinished");
  if (error.type === "EngineUnavailable") return engineErrorText(error);
  return t("file.broken", { message: excerpt(error.message, QUOTED_ERROR_CHARS) });
}

/**
 * A file picker of the home: a button (``label``: its i18n key, ``attributes`` more of its own) and
 * its hidden input, ``<id>-open`` and ``<id>-input``; ``open(file, button)`` takes the chosen File.
 * @param {(file: File, button: HTMLElement) => void} open
 * @param {{id?: string, label?: string, [attribute: string]: string}} [picker]
 */
export function filePicker(open, { id = "game-file", label = "file.open", ...attributes } = {}) {
  const input = el("input", {
    type: "file",
    id: `${id}-input`,
    accept: ".json,application/json",
    hidden: true,
    onchange: () => {
      const [file] = input.files;
      input.value = ""; // the same file may be chosen again
      if (file) open(file, button);
    },
  });
  const button = el("button", { type: "button", class: "secondary", id: `${id}-open`, ...attributes, onclick: () => input.click() }, t(label));
  return [button, input];
}

/**
 * Files dropped on the page: the first goes to ``open(file)`` while ``accepting()`` (the home is
 * shown); elsewhere a dropped file is refused, so that the browser never leaves the page to show it.
 */
export function acceptDroppedFiles(accepting, open) {
  const carriesFiles = (event) => event.dataTransfer?.types.includes("Files");
  const over = (on) => document.body.classList.toggle("file-over", on);
  addEventListener("dragover", (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = accepting() ? "copy" : "none";
    over(accepting());
  });
  addEventListener("dragleave", (event) => {
    if (event.relatedTarget === null) over(false); // the drag left the window
  });
  addEventListener("drop", (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    over(false);
    const [file] = event.dataTransfer.files;
    if (file && accepting()) open(file);
  });
}
