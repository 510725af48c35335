// Every visible string comes from i18n/<lang>.json. Polish first.
import { oneOf } from "./schema.js";
import { readItem, writeItem } from "./storage.js";

export const LANGUAGES = ["pl", "en"];
// One file per language and namespace (i18n/<lang>/<namespace>.json): the shared
// strings, then one file per game, so that each game's table owns its texts.
export const NAMESPACES = ["common", "prezydent", "koalicje", "doudizhu", "tarok", "rules"];
const STORAGE_KEY = "karciarnia.lang";
let strings = {};
let current = "pl";

export function language() {
  return current;
}

/** The stored language if it is one of ours, else Polish (the next setLanguage stores a valid one). */
export function preferredLanguage() {
  const saved = readItem(STORAGE_KEY);
  return oneOf(LANGUAGES)(saved) ? "pl" : saved;
}

export async function setLanguage(lang) {
  const parts = await Promise.all(
    NAMESPACES.map(async (namespace) => (await fetch(new URL(`../i18n/${lang}/${namespace}.json`, import.meta.url))).json()),
  );
  strings = Object.assign({}, ...parts);
  current = lang;
  writeItem(STORAGE_KEY, lang);
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
