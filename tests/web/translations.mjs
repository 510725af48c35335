// The browser globals setLanguage touches, for the page's unit tests: the translation files come
// from disk, where the build would put them (the "reasons" namespace from the engine package).
import { readFile } from "node:fs/promises";

const ENGINE_TRANSLATIONS = { reasons: new URL("../../engine/karciarnia/reasons/text/", import.meta.url) };

/** The file on disk behind a translation URL of the built site. */
function source(url) {
  const [, lang, namespace] = new URL(url).pathname.match(/\/i18n\/(\w+)\/(\w+)\.json$/) ?? [];
  return namespace in ENGINE_TRANSLATIONS ? new URL(`${lang}.json`, ENGINE_TRANSLATIONS[namespace]) : new URL(url);
}

globalThis.fetch = async (url) => ({ json: async () => JSON.parse(await readFile(source(url), "utf-8")) });
globalThis.document = { documentElement: {}, querySelectorAll: () => [], title: "" };
