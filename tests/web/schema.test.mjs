// Unit tests of web/js/schema.js (every value read from storage or a
// link is checked against a schema). Run by tests/web/test_schema_js.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  boolean, fields, integer, isObject, listOf, mapOf, number, object, oneOf, optionSchema, optional, parseJson, string,
} from "../../web/js/schema.js";

test("scalars accept their own type only", () => {
  assert.equal(string("a"), null);
  assert.match(string(1), /not a string/);
  assert.equal(boolean(false), null);
  assert.match(boolean("false"), /true or false/);
  assert.equal(number(-1.5), null);
  for (const bad of [NaN, Infinity, "1", null]) assert.match(number(bad), /not a number/);
});

test("objects are plain objects: null and lists are not", () => {
  assert.equal(isObject({}), true);
  for (const bad of [null, [], "{}", 5, undefined]) {
    assert.equal(isObject(bad), false);
    assert.match(object(bad), /not an object/);
  }
});

test("integers are whole, safe and within their bounds", () => {
  const players = integer(3, 6); // a link or a remembered choice of 200000, -5 or "4" players broke the lobby
  assert.equal(players(3), null);
  assert.equal(players(6), null);
  for (const bad of [200000, -5, 2, 7, "4", 4.5, true, null, 2 ** 60]) assert.match(players(bad), /whole number from 3 to 6/);
  assert.equal(integer(0)(Number.MAX_SAFE_INTEGER), null);
});

test("oneOf and optional", () => {
  assert.equal(oneOf(["pl", "en"])("en"), null);
  assert.match(oneOf(["pl", "en"])("xx"), /not one of pl, en/);
  assert.equal(optional(string)(undefined), null);
  assert.match(optional(string)(null), /not a string/);
});

test("lists and fields name the place of the problem", () => {
  const record = fields({ seed: integer(0), actions: listOf(string) });
  assert.equal(record({ seed: 1, actions: ["a"], extra: true }), null);
  assert.equal(record({ seed: 1, actions: null }), "actions: not a list"); // a saved game with null actions broke the lobby on every load
  assert.equal(record({ seed: 1 }), "actions: not a list");
  assert.equal(record({ seed: 1, actions: ["a", 2] }), "actions: [1]: not a string");
  assert.equal(record([]), "not an object");
});

test("mapOf checks every value whatever its key", () => {
  const games = mapOf(fields({ played: integer(1) }));
  assert.equal(games({ a: { played: 1 } }), null);
  assert.equal(games({ a: null }), "a: not an object"); // statistics with a null game broke the statistics panel
  assert.equal(games(null), "not an object");
});

test("an option's schema follows the catalog", () => {
  assert.equal(optionSchema({ kind: "bool" })(true), null);
  assert.match(optionSchema({ kind: "bool" })("true"), /true or false/);
  assert.equal(optionSchema({ kind: "int", min: 1, max: 20 })(20), null);
  assert.match(optionSchema({ kind: "int", min: 1, max: 20 })(21), /from 1 to 20/);
  // D26: a choice (Dou Dizhu's bidding) is one of its values and nothing else
  const bidding = optionSchema({ kind: "choice", choices: ["points", "rob"] });
  assert.equal(bidding("rob"), null);
  for (const bad of ["ROB", "", 1, null, ["rob"]]) assert.match(bidding(bad), /not one of points, rob/);
});

test("parseJson never throws", () => {
  assert.deepEqual(parseJson('{"a":1}'), { value: { a: 1 } });
  assert.deepEqual(parseJson("null"), { value: null });
  assert.deepEqual(parseJson("{not json"), { problem: "not JSON" });
});
