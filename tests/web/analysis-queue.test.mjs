// The analysis in the background (web/js/review/analysis-queue.js): one request at a time, only
// while the table is idle, the one under way awaited before a computer's move, replies kept.
import assert from "node:assert/strict";
import { test } from "node:test";
import { AnalysisQueue } from "../../web/js/review/analysis-queue.js";
import { hotSeatTable } from "../../web/js/friends/hotseat.js";

const record = { game: "prezydent", seed: 3, options: {}, actions: ["a", "b", "c", "d", "e", "f"] };
const DECISIONS = { deal: 1, decisions: [{ move: 1, analysed: true, forced: false }, { move: 3, analysed: true, forced: true }, { move: 4, analysed: true, forced: false }, { move: 5, analysed: true, forced: false }] };

/** An engine that answers when told to, and remembers what it was asked. */
function fakeEngine() {
  const engine = { asked: [], open: [] };
  engine.call = (op, args) =>
    new Promise((resolve) => {
      engine.asked.push({ op, move: args.move });
      engine.open.push(() => resolve(op === "decisions" ? DECISIONS : { move: args.move, loss: 0 }));
    });
  engine.answer = async () => {
    engine.open.shift()();
    for (let i = 0; i < 5; i += 1) await Promise.resolve(); // the queue's continuations run
  };
  return engine;
}

test("nothing is asked while the table is busy; one request at a time once it is idle", async () => {
  const engine = fakeEngine();
  let idle = false;
  const queue = new AnalysisQueue({ engine, idle: () => idle });
  const done = queue.addDeal(record, 0);
  assert.deepEqual(engine.asked, []);
  idle = true;
  queue.wake();
  assert.deepEqual(engine.asked, [{ op: "decisions", move: undefined }]);
  await engine.answer();
  assert.deepEqual(engine.asked.map((a) => a.move), [undefined, 1]); // the forced decision needs no request
  assert.equal(engine.open.length, 1);
  assert.deepEqual(queue.latest(0), { done: 0, total: 3 });
  idle = false; // a computer is to move: the request under way ends, and no other starts
  let quiet = false;
  const waited = queue.quiet().then(() => (quiet = true));
  await Promise.resolve();
  assert.equal(quiet, false);
  await engine.answer();
  await waited;
  assert.equal(engine.asked.length, 2);
  assert.deepEqual(queue.latest(0), { done: 1, total: 3 });
  idle = true;
  queue.wake();
  await engine.answer();
  await engine.answer();
  await done;
  assert.deepEqual(queue.progress(0, 1), { done: 3, total: 3 });
});

test("a reply is kept per record, seat and move, and a review's request goes first", async () => {
  const engine = fakeEngine();
  const queue = new AnalysisQueue({ engine, idle: () => true });
  const deal = queue.addDeal(record, 0);
  await engine.answer(); // listed: move 1 under way, moves 4 and 5 waiting
  const later = { ...record, actions: [...record.actions, "g", "h"] }; // the same game, saved later
  const asked = queue.analyse(later, 0, 5, { first: true });
  await engine.answer();
  assert.deepEqual(engine.asked.map((a) => a.move), [undefined, 1, 5]); // before move 4
  await engine.answer();
  assert.deepEqual(await asked, { move: 5, loss: 0 });
  await engine.answer();
  await deal;
  assert.deepEqual(await queue.analyse(later, 0, 1), { move: 1, loss: 0 }); // kept: not asked again
  assert.equal(engine.asked.length, 4);
  queue.analyse(later, 1, 1); // another seat's decision is another request
  assert.equal(engine.asked.length, 5);
});

test("a table left asks nothing more: what waits is dropped", async () => {
  const engine = fakeEngine();
  const queue = new AnalysisQueue({ engine, idle: () => true });
  queue.addDeal(record, 0);
  await engine.answer(); // listed: move 1 under way, moves 4 and 5 waiting
  queue.clear();
  await engine.answer();
  assert.deepEqual(engine.asked.map((a) => a.move), [undefined, 1]);
});

test("once every decision of a deal is analysed, its replies are handed on (the training keeps its mistakes), and only then", async () => {
  const engine = fakeEngine();
  const heard = [];
  const queue = new AnalysisQueue({ engine, idle: () => true, analysed: (deal, replies) => heard.push({ deal, replies }) });
  const done = queue.addDeal(record, 0);
  await engine.answer();
  await engine.answer();
  await engine.answer();
  assert.deepEqual(heard, []); // move 5 still under way
  await engine.answer();
  await done;
  assert.deepEqual(heard, [{ deal: record, replies: [1, 4, 5].map((move) => ({ move, loss: 0 })) }]);
});

test("a hot seat's deals feed no training (the device's training is its owner's): neither the background's nor a review's", async () => {
  const engine = fakeEngine();
  const heard = [];
  const seated = { names: ["Ala", "Olek", null, null], remote: null }; // two people at this device
  assert.equal(hotSeatTable(seated), true);
  assert.equal(hotSeatTable({ names: ["Ala", "Olek", null, null], remote: {} }), false); // a friends' host: its own seat trains
  assert.equal(hotSeatTable({ names: undefined, remote: null }), false); // against computers
  const queue = new AnalysisQueue({ engine, idle: () => true, trains: !hotSeatTable(seated), analysed: (deal) => heard.push(deal) });
  const done = queue.addDeal(record, 0);
  for (let i = 0; i < 4; i += 1) await engine.answer();
  await done;
  assert.deepEqual(queue.progress(0, 1), { done: 3, total: 3 }); // analysed all the same, for the review
  queue.analysed(record, []); // a review's analysis of the whole deal hands it on the same way
  assert.deepEqual(heard, []);
});
