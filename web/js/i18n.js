// Every visible string comes from i18n/<lang>.json. Polish first.

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

export function preferredLanguage() {
  const saved = localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.includes(saved) ? saved : "pl";
}

export async function setLanguage(lang) {
  const parts = await Promise.all(
    NAMESPACES.map(async (namespace) => (await fetch(new URL(`../i18n/${lang}/${namespace}.json`, import.meta.url))).json()),
  );
  strings = Object.assign({}, ...parts);
  current = lang;
  localStorage.setItem(STORAGE_KEY, lang);
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
