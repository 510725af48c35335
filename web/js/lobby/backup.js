// Everything the player has in one file: "Save everything" writes every store of the page as one
// JSON file; "Restore" reads one back, merges it with what is here, each store by its own rule,
// and says what it added. A file comes from outside: it is bounded before it is read (bytes,
// characters, nesting), and every store's value in it is checked before any is merged; a file
// refused, or a restore the browser's storage would not take whole, changes nothing.
//
// The stores are the entries of STORES, each a BackupStore (player/types.js): its storage keys,
// its bound, and how it reads, checks, merges and writes its value. A new store joins by one
// entry there, its merge saying what it added in messages of its own ("backup.added.<name>",
// the training's "training.added"); whatever the page remembers under its prefix and no store holds is a
// remembered choice, kept by the last store.
//
// The browser is also asked to keep the page's storage (not to clear it when short of space);
// where it refuses, the home says what that means.
import { downloadJson, el } from "../dom.js";
import { language, listText, t } from "../i18n.js";
import { MAX_JSON_CHARS, excerpt, fields, integer, isObject, mapOf, oneOf, parseJson } from "../schema.js";
import { readItem, removeItem, storedKeys, writeItem } from "../storage.js";
import { savedStore, statsStore } from "../player/saved.js";
import { ratingsStore } from "../player/ratings.js";
import { MAX_TRAINING_CHARS, trainingStore } from "../player/training-store.js";
import { settingsStore } from "../player/settings.js";
import { fileText, filePicker, gameFileName } from "../player/game-file.js";
import { dailyStore } from "./daily.js";
import { PREFIX } from "./options-form.js";

/** @typedef {import("../player/types.js").BackupStore} BackupStore */
/** @typedef {import("../player/types.js").BackupContext} BackupContext */

const KIND = "karciarnia.backup"; // what marks a JSON file as a backup of ours
export const BACKUP_FORMAT = 1;
// The whole file's bound: the page's bound of any JSON text from outside, far above every other
// store's real value together (a saved game < 25 kB, the statistics of every game and level a few
// kB), and room for the training at its own bound.
export const MAX_BACKUP_CHARS = MAX_JSON_CHARS + MAX_TRAINING_CHARS;
const MAX_CHOICE_CHARS = 200; // a remembered choice is a word, a number or a name
const CHOICES_CHARS = 50_000; // far above the hundred or so choices four games have
const CHOICE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * The remembered choices (the language, the last game, each game's options, levels and names, the
 * friend's name): every item under the page's prefix that ``others`` do not hold, set-aside copies
 * apart. The ones here are kept; a file's are added where there are none (their readers check each
 * one against the catalog before use, as they do with their own).
 * @param {BackupStore[]} others
 * @returns {BackupStore}
 */
function choicesStore(others) {
  const held = others.flatMap((store) => store.keys);
  const isChoice = (key) => key.startsWith(PREFIX) && CHOICE_NAME.test(key.slice(PREFIX.length)) && !held.includes(key) && !key.endsWith(".set-aside");
  const text = (value) => (typeof value === "string" && value.length <= MAX_CHOICE_CHARS ? null : `not a text of at most ${MAX_CHOICE_CHARS} characters`);
  return {
    keys: [],
    maxChars: CHOICES_CHARS,
    read() {
      const keys = storedKeys(PREFIX).filter(isChoice);
      return keys.length ? Object.fromEntries(keys.map((key) => [key, readItem(key)])) : undefined;
    },
    problem(value) {
      const problem = mapOf(text)(value);
      const stranger = problem ? undefined : Object.keys(value).find((key) => !isChoice(key));
      return problem ?? (stranger === undefined ? null : `${excerpt(stranger)}: not a remembered choice`);
    },
    merge(current = {}, incoming) {
      const missing = Object.fromEntries(Object.entries(incoming).filter(([key]) => !(key in current)));
      const count = Object.keys(missing).length;
      return count ? { value: missing, added: [["backup.added.choices", count]] } : { added: [] };
    },
    write: (missing) => Object.entries(missing).every(([key, value]) => writeItem(key, value)),
  };
}

const KEYED_STORES = { saved: savedStore, stats: statsStore, ratings: ratingsStore, training: trainingStore, daily: dailyStore, settings: settingsStore };
/** @type {Record<string, BackupStore>} Every store a backup holds, by its name in the file. */
const STORES = { ...KEYED_STORES, choices: choicesStore(Object.values(KEYED_STORES)) };

/** The backup of everything stored now: {kind, format, savedAt, stores: {name: value}} (a store with nothing, left out). */
export function backupFile(context) {
  const values = Object.entries(STORES).map(([name, store]) => [name, store.read(context)]);
  return { kind: KIND, format: BACKUP_FORMAT, savedAt: new Date().toISOString(), stores: Object.fromEntries(values.filter(([, value]) => value !== undefined)) };
}

const headSchema = fields({ kind: oneOf([KIND]), format: integer(1) });

/** What is wrong with a backup of today's format, store by store (an unknown store too), or null. */
function storesProblem(stores, context) {
  if (!isObject(stores)) return "stores: not an object";
  for (const [name, value] of Object.entries(stores)) {
    const store = Object.hasOwn(STORES, name) ? STORES[name] : null;
    const problem = store ? store.problem(value, context) ?? (JSON.stringify(value).length > store.maxChars ? `longer than ${store.maxChars} characters` : null) : "not a store this page keeps";
    if (problem) return `stores.${excerpt(name)}: ${problem}`;
  }
  return null;
}

/** {backup} for a backup's ``text``, {format} for one of another format, else {problem}. */
export function readBackup(text, context) {
  const parsed = parseJson(text, MAX_BACKUP_CHARS);
  const problem = parsed.problem ?? headSchema(parsed.value);
  if (problem) return { problem };
  if (parsed.value.format !== BACKUP_FORMAT) return { format: parsed.value.format };
  const storeProblem = storesProblem(parsed.value.stores, context);
  return storeProblem ? { problem: storeProblem } : { backup: parsed.value };
}

/** Put the page's stored items back as ``items`` ([key, text] pairs) were: what was added since removed. */
function putBack(items) {
  const before = new Map(items);
  for (const key of storedKeys(PREFIX)) if (!before.has(key)) removeItem(key);
  for (const [key, text] of items) writeItem(key, text);
}

/**
 * Merge ``backup`` (as readBackup gives it) with what is stored: {added, notes} (i18n keys, those of
 * ``added`` with their counts), or null when the browser would not store it all (then everything is
 * put back as it was).
 * @returns {{added: Array<[string, number]>, notes: string[]} | null}
 */
export function restore(backup, context) {
  const before = storedKeys(PREFIX).map((key) => [key, readItem(key)]);
  const merged = Object.entries(backup.stores).map(([name, value]) => ({ store: STORES[name], ...STORES[name].merge(STORES[name].read(context), value) }));
  if (!merged.every(({ store, value }) => value === undefined || store.write(value))) {
    putBack(before);
    return null;
  }
  return { added: merged.flatMap(({ added }) => added), notes: merged.map(({ note }) => note).filter(Boolean) };
}

/** What a restore did, in words: what it added ("3 games of statistics, …"), or that nothing was missing; then what it did not take. */
export function restoredText({ added, notes }) {
  const list = listText(added.map(([key, count]) => t(key, { count })));
  const sentences = [added.length ? t("backup.restored", { list }) : t("backup.nothing"), ...notes.map((key) => t(key))];
  return sentences.join(language() === "zh" ? "" : " "); // Chinese sentences follow each other without a space
}

/** What the player is told about the backup ``file`` (a File) once it is restored or refused. */
export async function restoreFile(file, context) {
  const { text, problem } = await fileText(file, MAX_BACKUP_CHARS);
  const read = problem ? { problem } : readBackup(text, context);
  if (read.problem) return t("backup.bad", { problem: excerpt(read.problem) });
  if (read.format !== undefined) return t("backup.other_format", { format: read.format });
  const restored = restore(read.backup, context);
  return restored ? restoredText(restored) : t("backup.full");
}

/**
 * Ask the browser to keep the page's storage until the player clears it: true when it will, false
 * when it refused, null when it cannot be asked (no Storage API, or it failed).
 */
export async function askToKeep() {
  try {
    if (!navigator.storage?.persist) return null;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return null;
  }
}

/** The home's note that the browser may clear what is stored here, and what to do about it. */
export function notKeptNote() {
  return el("p", { class: "note", id: "storage-not-kept" }, t("backup.not_kept"));
}

/**
 * "Save everything" and "Restore" (a button and its hidden file input), described by the note
 * ``noteId``; ``context()`` gives the catalog's games, ``restored(text)`` takes what a restore says.
 */
export function backupButtons(context, restored, noteId) {
  const save = () => downloadJson(gameFileName("backup"), backupFile(context())); // karciarnia-backup-<day>.json
  return [
    el("button", { type: "button", class: "secondary", id: "backup-save", "aria-describedby": noteId, onclick: save }, t("backup.save")),
    ...filePicker(async (file) => restored(await restoreFile(file, context())), { id: "backup", label: "backup.restore", "aria-describedby": noteId }),
  ];
}
