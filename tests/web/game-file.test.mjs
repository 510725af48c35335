// Unit tests of a finished game's file (web/js/player/game-file.js): what the page writes, its
// name, and how a file from outside is read before the engine sees it (bounded in size and
// nesting, checked against its schema). Run by tests/web/test_game_file_js.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_FILE_CHARS, gameFile, gameFileName, openGameFile, readGameFile } from "../../web/js/player/game-file.js";
import { MAX_JSON_DEPTH } from "../../web/js/schema.js";
import { MAX_TAKEBACKS } from "../../web/js/player/saved.js";

const GAMES = ["prezydent", "koalicje", "tarok", "doudizhu"];
const RECORD = { format: 1, game: "tarok", options: { deals: 1, deal: null }, seed: 7, actions: ["play:T5", "play:KH"] };

/** A file as the page writes it (the JSON text of the download). */
function written(fields = {}) {
  return JSON.stringify(gameFile({ record: RECORD, players: ["human", "hard"], seat: 0, ...fields }), null, 2);
}

/** The file's value with ``change`` applied, as text. */
function changed(change) {
  const value = JSON.parse(written());
  change(value);
  return JSON.stringify(value);
}

test("a file the page writes reads back as the same game, its seat, players and names", () => {
  const { file, problem } = readGameFile(written({ names: ["Ala", "Olek"] }), GAMES);
  assert.equal(problem, undefined);
  assert.deepEqual(file.record, RECORD);
  assert.equal(file.game, "tarok");
  assert.equal(file.seat, 0);
  assert.deepEqual(file.players, ["human", "hard"]);
  assert.deepEqual(file.names, ["Ala", "Olek"]);
});

test("a computer game's file has no names, and reads without them", () => {
  const text = written({ names: undefined });
  assert.equal("names" in JSON.parse(text), false);
  assert.ok(readGameFile(text, GAMES).file);
});

test("a game with takebacks says how many in its file; one without, and an older file, has no such field and reads", () => {
  assert.equal(readGameFile(written({ takebacks: 3 }), GAMES).file.takebacks, 3);
  for (const takebacks of [0, undefined]) assert.equal("takebacks" in JSON.parse(written({ takebacks })), false);
  assert.equal(readGameFile(changed((file) => (file.takebacks = 0)), GAMES).file.takebacks, 0); // written by hand: nothing taken back
});

test("the file is named after the game and the player's day", () => {
  assert.equal(gameFileName("prezydent", new Date(2026, 11, 1, 23, 30)), "karciarnia-prezydent-2026-12-01.json");
  assert.equal(gameFileName("doudizhu", new Date(2027, 0, 9)), "karciarnia-doudizhu-2027-01-09.json");
});

test("text that is not JSON is refused, not thrown", () => {
  for (const text of ["", "{", "karciarnia", "\u0000\u0001binary", "{'kind': 1}"]) assert.match(readGameFile(text, GAMES).problem, /not JSON/);
});

test("text longer than a game's file can be is refused before it is parsed", () => {
  const padded = written().replace('"seat"', `"padding": "${"x".repeat(MAX_FILE_CHARS)}", "seat"`);
  assert.match(readGameFile(padded, GAMES).problem, /at most 200000 characters/);
});

test("a file nested deeper than any value the page reads is refused before it is parsed", () => {
  const deep = changed((file) => {
    file.record.options.deal = JSON.parse("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH));
  });
  assert.match(readGameFile(deep, GAMES).problem, /nested deeper than 32/);
});

test("JSON that is no game of ours says which field is wrong", () => {
  const cases = [
    ["[1, 2]", /not an object/],
    ['{"format": 2, "games": {}}', /^kind: not one of karciarnia\.game/], // the statistics' export is no game
    [changed((file) => (file.format = 2)), /^format: not one of 1/],
    [changed((file) => (file.record.actions = "play:T5")), /^record: actions: not a list/],
    [changed((file) => (file.record.actions = ["play:T5", 7])), /^record: actions: \[1\]: not a string/],
    [changed((file) => (file.record.seed = -1)), /^record: seed: not a whole number/],
    [changed((file) => (file.record.options = null)), /^record: options: not an object/],
    [changed((file) => (file.players = "human")), /^players: not a list/],
    [changed((file) => (file.seat = "0")), /^seat: not a whole number/],
    [changed((file) => (file.seat = 2)), /^seat: not a seat of the game/],
    [changed((file) => (file.names = ["Ala"])), /^names: not one per seat/],
    [changed((file) => (file.names = ["Ala", "\u0007"])), /^names: \[1\]: not a person's name/],
    [changed((file) => (file.takebacks = -1)), /^takebacks: not a whole number from 0 to 1000000/],
    [changed((file) => (file.takebacks = 1.5)), /^takebacks: not a whole number/],
    [changed((file) => (file.takebacks = "2")), /^takebacks: not a whole number/],
    [changed((file) => (file.takebacks = MAX_TAKEBACKS + 1)), /^takebacks: not a whole number/],
  ];
  for (const [text, problem] of cases) assert.match(readGameFile(text, GAMES).problem, problem, text);
});

test("a game the page does not know, or a record of another game than the file's, is refused", () => {
  assert.match(readGameFile(changed((file) => ((file.game = "chess"), (file.record.game = "chess"))), GAMES).problem, /^game: not one of prezydent/);
  assert.match(readGameFile(written(), ["prezydent"]).problem, /^game: not one of prezydent$/);
  assert.match(readGameFile(changed((file) => (file.record.game = "prezydent")), GAMES).problem, /^record\.game: not the file's game/);
});

test("a picked file bigger than a game's file can be is refused unread", async () => {
  let read = false;
  const huge = { size: MAX_FILE_CHARS + 1, text: async () => ((read = true), written()) };
  assert.match((await openGameFile(huge, GAMES)).problem, /bigger than 200000 bytes/);
  assert.equal(read, false);
});

test("a picked file is read and checked like its text", async () => {
  assert.deepEqual((await openGameFile(new File([written()], "karciarnia-tarok-2026-12-01.json"), GAMES)).file.record, RECORD);
  assert.match((await openGameFile(new File(["<html>"], "page.json"), GAMES)).problem, /not JSON/);
  const unreadable = { size: 10, text: async () => Promise.reject(new DOMException("gone", "NotReadableError")) };
  assert.match((await openGameFile(unreadable, GAMES)).problem, /could not be read/);
});
