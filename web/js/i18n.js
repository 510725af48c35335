// Every visible string comes from i18n/<lang>.json. Polish first, then English and Simplified Chinese.
import { oneOf } from "./schema.js";
import { readItem, removeItem, writeItem } from "./storage.js";
import { siteFile } from "./site.js";

export const LANGUAGES = ["pl", "en", "zh"];
/**
 * Each language's name written in itself, and the short form its button shows (a 360 px phone has
 * room for three): the choice reads the same whatever the page's language.
 */
export const LANGUAGE_NAMES = { pl: "Polski", en: "English", zh: "中文" };
export const LANGUAGE_SHORT = { pl: "PL", en: "EN", zh: "中文" };
// The BCP-47 tag of a language where it says more than the id: our Chinese is Simplified Chinese.
// Every lang attribute the page sets and every Intl format it makes takes its tag from here (documentLang).
const DOCUMENT_LANG = { zh: "zh-Hans" };
// Until the player chooses: a browser that reads none of ours gets English, which more visitors read.
const FALLBACK = "en";
// One file per language and namespace (i18n/<lang>/<namespace>.json): the shared
// strings, then one file per game, so that each game's table owns its texts. The review's
// reasons come from the engine package (the terminal says them too): the build copies them here.
export const NAMESPACES = ["common", "prezydent", "koalicje", "doudizhu", "tarok", "rules", "friends", "reasons", "practice"];
const STORAGE_KEY = "karciarnia.lang";
let strings = {};
let current = "pl";
let pluralRules = new Intl.PluralRules(current);
let listFormat = new Intl.ListFormat(current, { type: "conjunction" });

export function language() {
  return current;
}

/** The BCP-47 tag of one of our languages ("zh-Hans" for "zh"): for lang attributes and Intl formats. */
export function documentLang(lang) {
  return DOCUMENT_LANG[lang] ?? lang;
}

/** The browser's preferred language tags, lower case, first preference first. */
function browserTags() {
  return (navigator.languages?.length ? navigator.languages : [navigator.language]).filter(Boolean).map((tag) => String(tag).toLowerCase());
}

/**
 * Ours for a browser's language tag, or undefined: "pl-PL" is "pl", "en-GB" is "en", and every
 * Chinese tag (zh, zh-CN, zh-Hans, zh-SG, and until there is a Traditional text zh-TW, zh-Hant, zh-HK)
 * is "zh".
 */
export function ourLanguage(tag) {
  const primary = String(tag).toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(primary) ? primary : undefined;
}

/**
 * The language the player chose, if it is one of ours; until they choose, the browser's first
 * preference among ours (navigator.languages, so a shared link opens in the recipient's language);
 * else English. An unusable stored choice is forgotten.
 */
export function preferredLanguage() {
  const saved = readItem(STORAGE_KEY);
  if (saved !== null && oneOf(LANGUAGES)(saved) === null) return saved;
  if (saved !== null) removeItem(STORAGE_KEY);
  return browserTags().map(ourLanguage).find(Boolean) ?? FALLBACK;
}

/**
 * Whether the browser's first Chinese is Traditional Chinese (zh-TW, zh-HK, zh-MO, zh-Hant…):
 * the page then says that its Chinese is Simplified for now.
 */
export function prefersTraditionalChinese() {
  const chinese = browserTags().find((tag) => ourLanguage(tag) === "zh");
  return chinese !== undefined && /^zh-(?:hant|tw|hk|mo)(?:-|$)/.test(chinese);
}

/** Show the page in ``lang``; ``chosen`` when the player picked it, so that it is remembered. */
export async function setLanguage(lang, { chosen = false } = {}) {
  const parts = await Promise.all(NAMESPACES.map((namespace) => namespaceStrings(lang, namespace)));
  strings = Object.assign({}, ...parts);
  current = lang;
  pluralRules = new Intl.PluralRules(documentLang(lang));
  listFormat = new Intl.ListFormat(documentLang(lang), { type: "conjunction" });
  if (chosen) writeItem(STORAGE_KEY, lang);
  document.documentElement.lang = documentLang(lang);
  translateDocument();
}

/** One namespace's messages in ``lang``; a file that cannot be read gives way to the English one (a page in two languages beats none). */
async function namespaceStrings(lang, namespace) {
  try {
    const response = await fetch(siteFile(`i18n/${lang}/${namespace}.json`));
    if (response.ok === false) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    if (lang === FALLBACK) throw error;
    console.warn(`translations ${lang}/${namespace} unreadable (${error}): English instead`);
    return namespaceStrings(FALLBACK, namespace);
  }
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

/**
 * ``items`` (words already in the page's language) as one list in it (Intl.ListFormat, "and" lists):
 * "7 pik, 7 kier i 7 karo", "7 of spades, 7 of hearts, and 7 of diamonds", "黑桃7、红桃7和方块7".
 * @param {string[]} items
 */
export function listText(items) {
  return listFormat.format(items);
}

/** @param {ParentNode} [root] */
export function translateDocument(root = document) {
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n]"))) element.textContent = t(element.dataset.i18n);
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-label]"))) {
    element.setAttribute("aria-label", t(element.dataset.i18nLabel));
  }
  document.title = t("app.title");
}
