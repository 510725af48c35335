// Unit tests of web/js/friends/messages.js (play with friends): what a friend's page accepts from the host.
// Run by tests/web/test_friends_messages_js.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Inbox, MAX_MESSAGE_CHARS, message, readHostMessage, readReaction, readSeatRequest } from "../../web/js/friends/messages.js";

const view = { seat: 1, moves: 3, players: ["human", "human", "easy"], observation: { hand: ["3S"] } };

test("a host's messages of this version that fit their type are read", () => {
  const table = message("table", { view, names: ["Gosia", "Ania", null], game: "doudizhu", options: { deals: 1 } });
  assert.deepEqual(readHostMessage(table).value.view, view);
  assert.equal(readHostMessage(message("move", { view, names: ["Gosia", "Ania", null], actor: 2, action: { id: "pass" } })).value.actor, 2);
  assert.equal(readHostMessage(message("move", { view, names: ["Gosia", "Ania", null], actor: null, action: null })).value.actor, null);
  assert.equal(readHostMessage(message("refused", { error: "not your turn" })).value.type, "refused");
  assert.equal(readHostMessage(message("closed")).value.type, "closed");
  assert.equal(readHostMessage(message("explained", { reason: "beat_higher", params: {} })).value.reason, "beat_higher");
});

// A seat's card counter, as the host's engine counts it (table/counter.js: CounterReply).
const counter = { groups: [{ id: "ranks", items: [{ key: "RJ", out: 1, known: 0, total: 1 }, { key: "3", out: 2, known: 1, total: 4 }] }] };

test("at a table with the card counter, the table and each move carry the seat's count beside its view", () => {
  const names = ["Gosia", "Ania", null];
  assert.deepEqual(readHostMessage(message("table", { view, counter, names, game: "doudizhu", options: {} })).value.counter, counter);
  assert.deepEqual(readHostMessage(message("move", { view, counter, names, actor: 2, action: null })).value.counter, counter);
  const koalicje = { groups: [{ id: "S", items: [{ key: "A", out: 1, known: 0, total: 1 }] }, { id: "jokers", deuces_as_jokers: true, items: [] }] };
  assert.equal(readHostMessage(message("move", { view, counter: koalicje, names, actor: 2 })).problem, undefined);
  const broken = [
    [{ groups: "ranks" }, /counter: groups: not a list/],
    [{ groups: [{ id: "ranks", items: [{ key: "3", out: -1, known: 0, total: 4 }] }] }, /counter: groups: \[0\]: items: \[0\]: out/],
    [{ groups: [{ id: "ranks", items: [{ key: 3, out: 1, known: 0, total: 4 }] }] }, /key/],
    [{ groups: [{ id: "ranks", items: [{ key: "3", out: 1, known: "0", total: 4 }] }] }, /known/],
    [{ groups: [{ items: [] }] }, /id/],
    [null, /counter/],
  ];
  for (const [bad, why] of broken) assert.match(readHostMessage(message("move", { view, counter: bad, names, actor: 2 })).problem, why);
});

test("at a table played again, the table and each move carry the running score; a malformed one refuses the whole message", () => {
  const names = ["Gosia", "Ania", null];
  const tally = { games: 2, rows: [{ seat: 0, name: "Gosia", games: 2, total: 6 }, { seat: 1, name: "Ania", games: 2, total: -3 }, { seat: 2, name: null, games: 2, total: -3 }] };
  assert.deepEqual(readHostMessage(message("table", { view, names, game: "doudizhu", options: {}, tally })).value.tally, tally);
  assert.deepEqual(readHostMessage(message("move", { view, names, actor: 2, action: null, tally })).value.tally, tally);
  assert.equal(readHostMessage(message("move", { view, names, actor: 2 })).value.tally, undefined); // a first game has none yet
  const broken = [
    [{ ...tally, games: "2" }, /move: tally: games/],
    [{ ...tally, rows: [{ ...tally.rows[0], total: "6" }] }, /move: tally: rows: \[0\]: total/],
    [{ ...tally, rows: Array.from({ length: 1000 }, (_, index) => ({ seat: 0, name: `P${index}`, games: 1, total: 1 })) }, /more than 24 rows/],
    [[], /tally: not an object/],
  ];
  for (const [bad, why] of broken) {
    const { value, problem } = readHostMessage(message("move", { view, names, actor: 2, tally: bad }));
    assert.equal(value, undefined); // nothing of it is used: the friend's page keeps the score it had
    assert.match(problem, why);
  }
});

test("anything else is refused with what is wrong, never thrown", () => {
  const bad = [
    [42, /size/],
    ["x".repeat(MAX_MESSAGE_CHARS + 1), /size/],
    ["{not json", /JSON/],
    ["[1]", /object/],
    [JSON.stringify({ v: 2, type: "closed" }), /version 2/],
    [JSON.stringify({ type: "closed" }), /version undefined/],
    [JSON.stringify({ v: 1, type: "steal" }), /type/],
    [message("table", { view, names: ["Gosia"], game: "doudizhu" }), /options/],
    [message("move", { view: { ...view, seat: 9 }, names: [], actor: 0 }), /seat/],
    [message("move", { view, names: [], actor: "0" }), /actor/],
    [message("move", { view: { ...view, observation: null }, names: [], actor: 0 }), /observation/],
    [message("names", { names: [1] }), /names/],
    [message("refused", {}), /error/],
    [message("explained", { reason: "x", params: [] }), /params/],
  ];
  for (const [text, why] of bad) {
    const { value, problem } = readHostMessage(text);
    assert.equal(value, undefined, String(text).slice(0, 60));
    assert.match(problem, why);
  }
  // A problem quotes a short excerpt of a bad value, never the whole of it.
  const { problem } = readHostMessage(JSON.stringify({ v: "9".repeat(100_000), type: "closed" }));
  assert.ok(problem.length < 100, problem.length);
});

test("an inbox hands moves over in order, to a waiting table or later", async () => {
  const inbox = new Inbox();
  inbox.put(1);
  inbox.put(2);
  assert.equal(await inbox.next(), 1);
  assert.equal(await inbox.next(), 2);
  const waiting = inbox.next();
  assert.equal(inbox.awaited, true);
  inbox.put(3);
  assert.equal(inbox.awaited, false);
  assert.equal(await waiting, 3);
});

test("across the internet and at the table: an offer of seats, a seat given, a reaction, reactions on or off", () => {
  const proof = "P".repeat(86); // its shape only: the guest checks the signature itself (host-proof.js)
  const offer = readHostMessage(message("invitation", { table: "0a1b2c3d", game: "koalicje", seats: 4, free: [1, 2], proof })).value;
  assert.deepEqual(offer.free, [1, 2]);
  assert.equal(readHostMessage(message("seated", { seat: 2 })).value.seat, 2);
  assert.equal(readHostMessage(message("reacted", { seat: 0, reaction: "thumbs" })).value.reaction, "thumbs");
  assert.equal(readHostMessage(message("reactions", { on: false })).value.on, false);
  const bad = [
    [message("invitation", { table: "0a1b2c3d", game: "koalicje", seats: 9, free: [1], proof }), /seats/],
    [message("invitation", { table: "0a1b2c3d", game: "koalicje", seats: 4, free: [0], proof }), /free/],
    [message("invitation", { table: "0a1b2c3d", game: "koalicje", seats: 4, free: [1] }), /proof/],
    [message("invitation", { table: "0a1b2c3d", game: "koalicje", seats: 4, free: [1], proof: "x".repeat(5000) }), /proof/],
    [message("seated", { seat: 0 }), /seat/],
    [message("reacted", { seat: 1, reaction: "free text" }), /reaction/],
    [message("reactions", { on: "yes" }), /on/],
    [message("table", { view, names: [], game: "x", options: {}, reactions: 1 }), /reactions/],
  ];
  for (const [text, why] of bad) assert.match(readHostMessage(text).problem, why, text);
});

test("a friend's seat request and reaction are read by the host; anything else is not one", () => {
  assert.deepEqual(readSeatRequest(message("take", { seat: 2 })), { seat: 2 });
  for (const text of [message("take", { seat: 0 }), message("take", { seat: "2" }), JSON.stringify({ v: 2, type: "take", seat: 1 }), "junk", message("take", { seat: 1, pad: "x".repeat(300) }), 7]) {
    assert.ok(readSeatRequest(text).problem, String(text).slice(0, 60));
  }
  assert.equal(readReaction(message("react", { reaction: "hurry" })), "hurry");
  for (const text of [message("react", { reaction: "<b>hi</b>" }), message("act", { action: "pass", moves: 1 }), message("react", {}), "{", 3]) {
    assert.equal(readReaction(text), null, String(text));
  }
});
