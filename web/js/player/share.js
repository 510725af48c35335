// Shareable deals: a link carries the game, its options and the seed, so that
// anyone who opens it starts the very same deal. A link is checked before use:
// a bad part is dropped and reported (the lobby checks the options' values).
// A prepared deal (options.deal, the 78 cards of a Tarok deal…) is not put in a
// link: the link says it cannot share it instead (see shareLink). The table's
// link is copied where it is pressed (the game stays on screen), and a shared
// link's deal is dealt once: then the address forgets it (withoutSharedDeal).
import { el, returnFocus } from "../dom.js";
import { t } from "../i18n.js";
import { isObject, parseJson } from "../schema.js";
import { codeField } from "../friends/dialog.js";

const SHARED_PARAMS = ["game", "seed", "options"]; // what a link to a deal adds to the address

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

/**
 * The table's link to this deal, or a note that a prepared deal cannot be shared. A click copies
 * it and ``onCopied(text)`` says so; where the browser will not copy, a dialog shows it with a
 * Copy button. (A link still: it may be opened in a new tab, or its address copied from its menu.)
 */
export function shareLink(url, onCopied) {
  if (!url) return el("span", { class: "share note", id: "share-unavailable" }, t("share.prepared_deal"));
  const click = (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return; // a new tab or window: the browser's
    event.preventDefault(); // the game stays on screen
    copyLink(url, event.currentTarget, onCopied);
  };
  return el("a", { class: "share button-like", id: "share", href: url, onclick: click }, t("table.share"));
}

async function copyLink(url, opener, onCopied) {
  try {
    await navigator.clipboard.writeText(url); // no clipboard at all (an insecure page) throws too
    onCopied(t("share.copied"));
  } catch {
    showLink(url, opener);
  }
}

/** The link in a dialog over the table, selected, with a Copy button; closing it gives the focus back to ``opener``. */
function showLink(url, opener) {
  const dialog = el(
    "dialog",
    { id: "share-dialog", class: "share-dialog", "aria-labelledby": "share-title" },
    el("h2", { id: "share-title" }, t("table.share")),
    el("p", {}, t("share.send")),
    codeField("share-url", t("share.link_label"), url),
    el("div", { class: "dialog-buttons" }, el("button", { type: "button", class: "primary", id: "share-close", onclick: () => dialog.close() }, t("share.close"))),
  );
  dialog.addEventListener("close", () => {
    dialog.remove();
    returnFocus(opener, "share");
  });
  document.body.append(dialog);
  dialog.showModal();
  /** @type {HTMLTextAreaElement} */ (dialog.querySelector("#share-url")).select();
}

/** ``href`` without the deal a shared link asked for (its other parameters kept). */
export function withoutSharedDeal(href) {
  const url = new URL(href);
  for (const name of SHARED_PARAMS) url.searchParams.delete(name);
  return url.href;
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
