// Shareable deals: a link carries the game, its options and the seed, so that
// anyone who opens it starts the very same deal. A link is checked before use:
// a bad part is dropped and reported (the lobby checks the options' values).
// A prepared deal (options.deal, the 78 cards of a Tarok deal…) is not put in a
// link: the link says it cannot share it instead (see shareLink).
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { isObject, parseJson } from "./schema.js";

/** A fresh seed for a new deal. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The address that starts this very deal for anyone (game, options, seed), or null for a prepared deal. */
export function shareUrl({ game, options, seed }) {
  const { deal = null, ...chosen } = options;
  if (deal !== null) return null;
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set("game", game);
  url.searchParams.set("seed", String(seed));
  url.searchParams.set("options", JSON.stringify(chosen));
  return url.href;
}

/** The table's link to this deal, or a note that a prepared deal cannot be shared. */
export function shareLink(url) {
  return url
    ? el("a", { class: "share button-like", id: "share", href: url }, t("table.share"))
    : el("span", { class: "share note", id: "share-unavailable" }, t("share.prepared_deal"));
}

/** The seed the address asks for (?seed=…), or undefined when there is none or it is no seed. */
export function requestedSeed(params) {
  const seed = Number(params.get("seed") ?? NaN);
  return Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined;
}

/**
 * The deal a shared link (?game=…&seed=…&options=…) asks for, or null:
 * {game, options, seed, problems}, where a bad part is left out and named in
 * ``problems`` ("options", "seed"). An absent deal ("deal": null) is no option.
 */
export function sharedDeal(params) {
  if (!params.has("game")) return null;
  const problems = [];
  const parsed = parseJson(params.get("options") ?? "{}");
  let options = {};
  if (isObject(parsed.value)) {
    const { deal = null, ...rest } = parsed.value;
    options = deal === null ? rest : parsed.value;
  } else {
    problems.push("options");
  }
  const seed = requestedSeed(params);
  if (seed === undefined) problems.push("seed");
  return { game: params.get("game"), options, seed, problems };
}
