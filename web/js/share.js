// Shareable deals: a link carries the game, its options and the seed, so that
// anyone who opens it starts the very same deal.

/** A fresh seed for a new deal. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The address that starts this very deal for anyone: game, options and seed. */
export function shareUrl({ game, options, seed }) {
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set("game", game);
  url.searchParams.set("seed", String(seed));
  url.searchParams.set("options", JSON.stringify(options));
  return url.href;
}

/** The seed the address asks for (?seed=…), or undefined when there is none or it is no seed. */
export function requestedSeed(params) {
  const seed = Number(params.get("seed") ?? NaN);
  return Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined;
}

/** The deal a shared link (?game=…&seed=…&options=…) asks for, or null; a bad part is dropped. */
export function sharedDeal(params) {
  if (!params.has("game")) return null;
  let options = {};
  try {
    options = JSON.parse(params.get("options") ?? "{}");
  } catch {
    options = {};
  }
  return { game: params.get("game"), options, seed: requestedSeed(params) };
}
