// The messages of a table shared with friends, version 1, as JSON text
// on the data channel. Guest → host messages are checked by the engine (the op
// "guest", engine/karciarnia/remote.py), but for a seat asked for across the internet
// (checked here, before the host binds the seat); host → guest messages are built here
// and checked here by the guest before its table uses them.
import { boolean, excerpt, fields, integer, isObject, listOf, matching, oneOf, optional, parseJson, string } from "../schema.js";
import { PROOF } from "./host-proof.js";
import { REACTIONS } from "./reactions.js";
import { tallySchema } from "./tally.js";

export const PROTOCOL = 1;
export const MAX_MESSAGE_CHARS = 400_000; // a view is a few kilobytes; anything far larger is hostile

const nameOrNull = (value) => (value === null ? null : string(value));
const seat = integer(0, 5);
const view = fields({ seat, moves: integer(0), players: listOf(string), observation: (value) => (isObject(value) ? null : "not an object") });
const names = listOf(nameOrNull);
// The seat's card counter, at a table with one (boot/types.js: CounterReply), counted by the host's engine from that seat's observation.
const count = integer(0);
const counter = fields({ groups: listOf(fields({ id: string, items: listOf(fields({ key: string, out: count, known: count, total: count })), deuces_as_jokers: optional(boolean) })) });
const SCHEMAS = {
  // The running score at a table played again (tally.js), with every table and move.
  table: fields({ view, counter: optional(counter), names, game: string, options: (value) => (isObject(value) ? null : "not an object"), reactions: optional(boolean), tally: optional(tallySchema) }),
  move: fields({
    view,
    counter: optional(counter),
    names,
    tally: optional(tallySchema),
    actor: (value) => (value === null ? null : seat(value)),
    action: optional((value) => (value === null || isObject(value) ? null : "not an object")),
  }),
  refused: fields({ error: string }),
  explained: fields({ reason: string, params: (value) => (isObject(value) ? null : "not an object") }),
  names: fields({ names }),
  closed: () => null,
  // Across the internet, before a seat is taken: the table on offer (with the host's proof, host-proof.js), then the seat given.
  invitation: fields({ table: string, game: string, seats: integer(2, 6), free: listOf(integer(1, 5)), proof: matching(PROOF, "not a host's proof") }),
  seated: fields({ seat: integer(1, 5) }),
  // Quick reactions: one shown at a seat, and whether the host lets them be sent.
  reacted: fields({ seat, reaction: oneOf(REACTIONS) }),
  reactions: fields({ on: boolean }),
};
/** A friend's quick reaction: {type: "react", reaction}. */
const REACT = fields({ type: oneOf(["react"]), reaction: oneOf(REACTIONS) });
/** A friend's request for a seat across the internet: {type: "take", seat}. */
const TAKE = fields({ type: oneOf(["take"]), seat: integer(1, 5) });
export const MAX_TAKE_CHARS = 200;

/** A message for the other side: ``type`` with its ``body``, versioned. */
export function message(type, body = {}) {
  return JSON.stringify({ v: PROTOCOL, type, ...body });
}

/** A guest's reading of a host's message: {value} when it is a message of this version that fits its type, else {problem}. */
export function readHostMessage(text) {
  if (typeof text !== "string" || text.length > MAX_MESSAGE_CHARS) return { problem: "not a message of the right size" };
  const { value, problem } = parseJson(text);
  if (problem) return { problem };
  if (!isObject(value)) return { problem: "not an object" };
  if (value.v !== PROTOCOL) return { problem: `version ${excerpt(JSON.stringify(value.v) ?? String(value.v))}, not ${PROTOCOL}` };
  const kind = oneOf(Object.keys(SCHEMAS))(value.type);
  if (kind) return { problem: `type: ${kind}` };
  const wrong = SCHEMAS[value.type](value);
  return wrong ? { problem: `${value.type}: ${wrong}` } : { value };
}

/** A host's reading of a friend's short message (a seat asked for, a reaction) that fits ``schema``: {value} or {problem}. */
function readShort(text, schema) {
  if (typeof text !== "string" || text.length > MAX_TAKE_CHARS) return { problem: "not a message of the right size" };
  const { value, problem } = parseJson(text);
  if (problem) return { problem };
  if (!isObject(value)) return { problem: "not an object" };
  if (value.v !== PROTOCOL) return { problem: `version ${excerpt(JSON.stringify(value.v) ?? String(value.v))}, not ${PROTOCOL}` };
  const wrong = schema(value);
  return wrong ? { problem: wrong } : { value };
}

/** A host's reading of a friend's request for a seat: {seat} when it is one, else {problem}. */
export function readSeatRequest(text) {
  const { value, problem } = readShort(text, TAKE);
  return problem ? { problem } : { seat: value.seat };
}

/** A friend's quick reaction in ``text``, or null when the message is something else (for the engine to judge). */
export function readReaction(text) {
  return readShort(text, REACT).value?.reaction ?? null;
}

/** Moves that arrive before the table asks for them, and the table's wait for the next one. */
export class Inbox {
  constructor() {
    this.items = [];
    this.waiting = null;
  }

  get awaited() {
    return this.waiting !== null;
  }

  put(item) {
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting(item);
    else this.items.push(item);
  }

  next() {
    if (this.items.length) return Promise.resolve(this.items.shift());
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}
