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
      if (problem) return `${name}: ${problem}`;
    }
    return null;
  };
}

/** The schema of one lobby option as the engine's catalog describes it ({kind, min, max}). */
export function optionSchema(option) {
  return option.kind === "bool" ? boolean : integer(option.min, option.max);
}

/** {value} for JSON text, {problem} for anything else. */
export function parseJson(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: "not JSON" };
  }
}
