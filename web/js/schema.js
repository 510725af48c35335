// Tiny schemas for every value the page reads from storage or from a link.
// A schema is a function: it returns null when the value fits, else what is
// wrong with it ("record.actions: not a list"), for the reader to set the value
// aside or ignore it. Nothing here touches the page or the storage.

/** A plain JSON object (not null, not a list). */
export function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export const string = (value) => (typeof value === "string" ? null : "not a string");

export const boolean = (value) => (typeof value === "boolean" ? null : "not true or false");

export const object = (value) => (isObject(value) ? null : "not an object");

/** A finite number. */
export const number = (value) => (typeof value === "number" && Number.isFinite(value) ? null : "not a number");

/** A string that ``pattern`` matches whole; else ``problem``. */
export function matching(pattern, problem) {
  return (value) => (typeof value === "string" && pattern.test(value) ? null : problem);
}

/** A whole number from ``min`` to ``max``. */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return (value) => (Number.isSafeInteger(value) && value >= min && value <= max ? null : `not a whole number from ${min} to ${max}`);
}

/** One of ``values`` (compared with ===). */
export function oneOf(values) {
  return (value) => (values.includes(value) ? null : `not one of ${values.join(", ")}`);
}

/** ``schema`` or a missing value (undefined). */
export function optional(schema) {
  return (value) => (value === undefined ? null : schema(value));
}

/** A list whose items fit ``item``. */
export function listOf(item) {
  return (value) => {
    if (!Array.isArray(value)) return "not a list";
    for (const [index, entry] of value.entries()) {
      const problem = item(entry);
      if (problem) return `[${index}]: ${problem}`;
    }
    return null;
  };
}

/** An object whose named ``fields`` fit their schemas (other fields are let through). */
export function fields(schemas) {
  return (value) => {
    if (!isObject(value)) return "not an object";
    for (const [name, schema] of Object.entries(schemas)) {
      const problem = schema(value[name]);
      if (problem) return `${name}: ${problem}`;
    }
    return null;
  };
}

/** An object whose every value fits ``item``, whatever its keys. */
export function mapOf(item) {
  return (value) => {
    if (!isObject(value)) return "not an object";
    for (const [name, entry] of Object.entries(value)) {
      const problem = item(entry);
      if (problem) return `${excerpt(name)}: ${problem}`;
    }
    return null;
  };
}

/** A day as YYYY-MM-DD (the deal of the day's date, as the saved game and the daily record keep it). */
export const date = (value) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? null : "not a date");

/** A moment as JavaScript's toISOString writes it, in UTC (when a saved game or a rating was kept). */
export const time = matching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, "not a time");

/** The schema of one lobby option as the engine's catalog describes it ({kind, min, max, choices}). */
export function optionSchema(option) {
  if (option.kind === "bool") return boolean;
  return option.kind === "choice" ? oneOf(option.choices) : integer(option.min, option.max);
}

// Bounds of any JSON text the page reads from outside (storage, a link, a friend): far above any
// real value, which nests < 10 deep and is far shorter, and within the engine's own bounds (a
// request of at most 1,000,000 characters, nested at most 64 deep: engine/karciarnia/jsontext.py),
// so that what the page accepts the engine reads too.
export const MAX_JSON_CHARS = 500_000;
export const MAX_JSON_DEPTH = 32;
const EXCERPT_CHARS = 60; // the most of a bad value a message quotes

/** Whether JSON ``text`` nests arrays or objects deeper than ``limit`` (brackets inside strings do not count). */
function nestsDeeper(text, limit) {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (inString) {
      if (char === "\\") at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > limit) return true;
    } else if (char === "]" || char === "}") depth--;
  }
  return false;
}

/**
 * {value} for JSON text of at most ``maxChars`` characters nested at most MAX_JSON_DEPTH deep,
 * {problem} for anything else: the one reader of untrusted text, which it bounds before parsing.
 */
export function parseJson(text, maxChars = MAX_JSON_CHARS) {
  if (typeof text !== "string" || text.length > maxChars) return { problem: `not JSON text of at most ${maxChars} characters` };
  if (nestsDeeper(text, MAX_JSON_DEPTH)) return { problem: `nested deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: "not JSON" };
  }
}

/** ``text`` cut to at most ``max`` characters: what a message quotes of a value from outside. */
export function excerpt(text, max = EXCERPT_CHARS) {
  const whole = String(text);
  return whole.length <= max ? whole : `${whole.slice(0, max - 1)}…`;
}
