// localStorage as the page uses it: reading never throws (a browser may block
// storage), writing says whether it worked (storage may be full), so that no
// storage problem stops the page or the game in progress.

/** The stored text under ``key``, or null when there is none or storage cannot be read. */
export function readItem(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Store ``text`` under ``key``; false when the browser refused (full or blocked storage). */
export function writeItem(key, text) {
  try {
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // blocked storage holds nothing to remove
  }
}

/** Store ``value`` as JSON under ``key``; false when its text is longer than ``maxChars`` (its reader would refuse it) or the browser refused. */
export function writeJson(key, value, maxChars) {
  const text = JSON.stringify(value);
  return text.length <= maxChars && writeItem(key, text);
}

/** Every stored key that starts with ``prefix`` (none when storage cannot be read). */
export function storedKeys(prefix) {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter((key) => key?.startsWith(prefix));
  } catch {
    return [];
  }
}
