// Every visible string comes from i18n/<lang>.json. Polish first.
import { oneOf } from "./schema.js";
import { readItem, removeItem, writeItem } from "./storage.js";

export const LANGUAGES = ["pl", "en"];
// One file per language and namespace (i18n/<lang>/<namespace>.json): the shared
// strings, then one file per game, so that each game's table owns its texts. The review's
// reasons come from the engine package (the terminal says them too): the build copies them here.
export const NAMESPACES = ["common", "prezydent", "koalicje", "doudizhu", "tarok", "rules", "friends", "reasons", "practice"];
const STORAGE_KEY = "karciarnia.lang";
let strings = {};
let current = "pl";
let pluralRules = new Intl.PluralRules(current);

export function language() {
  return current;
}

/**
 * The language the player chose, if it is one of ours; until they choose, the browser's first
 * preference among ours (navigator.languages, so a shared link opens in the recipient's language);
 * else Polish. An unusable stored choice is forgotten.
 */
export function preferredLanguage() {
  const saved = readItem(STORAGE_KEY);
  if (saved !== null && oneOf(LANGUAGES)(saved) === null) return saved;
  if (saved !== null) removeItem(STORAGE_KEY);
  const wanted = (navigator.languages ?? [navigator.language]).map((tag) => String(tag).toLowerCase().split("-")[0]);
  return wanted.find((lang) => LANGUAGES.includes(lang)) ?? "pl";
}

/** Show the page in ``lang``; ``chosen`` when the player picked it, so that it is remembered. */
export async function setLanguage(lang, { chosen = false } = {}) {
  const parts = await Promise.all(
    NAMESPACES.map(async (namespace) => (await fetch(new URL(`../i18n/${lang}/${namespace}.json`, import.meta.url))).json()),
  );
  strings = Object.assign({}, ...parts);
  current = lang;
  pluralRules = new Intl.PluralRules(lang);
  if (chosen) writeItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  translateDocument();
}

/**
 * The string for ``key`` with {name} placeholders filled; a missing key shows as itself.
 *
 * A message that names a count is an object of plural forms instead of a string, keyed by the
 * language's Intl.PluralRules categories, and ``params.count`` picks the form:
 *   pl  {"one": "{count} karta", "few": "{count} karty", "many": "{count} kart", "other": "{count} karty"}
 *   en  {"one": "{count} card", "other": "{count} cards"}
 * ("other" is Polish for fractions: 1,5 karty). A form may leave the number out ("one card").
 * A language whose noun never changes (Polish "pkt") may keep a plain string for the same key.
 */
export function t(key, params = {}) {
  const message = strings[key];
  if (message === undefined) {
    console.warn(`missing translation: ${key}`);
    return key;
  }
  const template = typeof message === "string" ? message : pluralForm(key, message, params.count);
  return template.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

/** The form of a plural message for ``count``; "other" (with a warning) when no count was given. */
function pluralForm(key, forms, count) {
  if (typeof count !== "number") {
    console.warn(`plural message without a count: ${key}`);
    return forms.other;
  }
  return forms[pluralRules.select(count)] ?? forms.other;
}

/** @param {ParentNode} [root] */
export function translateDocument(root = document) {
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n]"))) element.textContent = t(element.dataset.i18n);
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-label]"))) {
    element.setAttribute("aria-label", t(element.dataset.i18nLabel));
  }
  document.title = t("app.title");
}
