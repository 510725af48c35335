// Every visible string comes from i18n/<lang>.json. Polish first.
import { oneOf } from "./schema.js";
import { readItem, removeItem, writeItem } from "./storage.js";

export const LANGUAGES = ["pl", "en"];
// One file per language and namespace (i18n/<lang>/<namespace>.json): the shared
// strings, then one file per game, so that each game's table owns its texts.
export const NAMESPACES = ["common", "prezydent", "koalicje", "doudizhu", "tarok", "rules", "friends"];
const STORAGE_KEY = "karciarnia.lang";
let strings = {};
let current = "pl";

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
  if (chosen) writeItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  translateDocument();
}

/** The string for ``key`` with {name} placeholders filled; a missing key shows as itself. */
export function t(key, params = {}) {
  const template = strings[key];
  if (template === undefined) {
    console.warn(`missing translation: ${key}`);
    return key;
  }
  return template.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

export function translateDocument(root = document) {
  for (const element of root.querySelectorAll("[data-i18n]")) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll("[data-i18n-label]")) {
    element.setAttribute("aria-label", t(element.dataset.i18nLabel));
  }
  document.title = t("app.title");
}
