// One tab at a time keeps the game in progress. The browser holds one saved game (saved.js):
// two tabs saving theirs in turn would leave whichever wrote last. The tab whose table saves
// holds a Web Lock; a table opened in another tab takes the lock over, and the first tab stops
// saving and says so. Without Web Locks every tab saves, as before.

const LOCK = "karciarnia-saved-game";
const FREED_WITHIN_MS = 1000;

/**
 * Keep the saved game from this tab's table: {kept, release()}. ``kept`` turns false when this tab
 * lets go (release) or another tab takes over; then ``onLost()`` is called.
 */
export function keepSavedGame(onLost) {
  const keeping = { kept: true, release() {} };
  if (!navigator.locks) return keeping;
  let letGo;
  const held = new Promise((resolve) => (letGo = resolve));
  keeping.release = () => {
    keeping.kept = false;
    letGo();
  };
  navigator.locks.request(LOCK, { steal: true }, () => held).catch((error) => {
    if (error?.name !== "AbortError" || !keeping.kept) return; // only a takeover by another tab is a loss
    keeping.kept = false;
    onLost();
  });
  return keeping;
}

/**
 * Whether a table in another tab keeps the saved game: its lock does not come free within a moment.
 * (Asked at once, a reloaded tab's own lock may still be held by the page it replaces.)
 */
export async function keptElsewhere() {
  if (!navigator.locks) return false;
  try {
    await navigator.locks.request(LOCK, { signal: AbortSignal.timeout(FREED_WITHIN_MS) }, () => {});
    return false;
  } catch (error) {
    return error?.name === "TimeoutError";
  }
}
