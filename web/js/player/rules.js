// The full rules of each game, in the page's language, as a modal dialog.
//
// The text lives in web/rules/<game>.<lang>.json (our own words, written from
// the normative rules; each section lists the rule ids it explains). It is
// drawn with el() — never innerHTML — and the build copies it into dist/, so
// the service worker precaches it like any other file and it works offline.
//
//   rulesButton(game, {options, where, id})   a "Zasady" button that opens them
//   openRules(game, {options, where}, opener) open them directly
//
// ``options`` are the options in force (an object, a promise of one, or a
// function returning either); ``where`` is "lobby" (the options chosen in the
// menu) or "table" (the options of the game being played).
import { cardFace } from "../cards/cards.js";
import { el, returnFocus } from "../dom.js";
import { documentLang, language, t } from "../i18n.js";
import { siteFile } from "../site.js";

const DIALOG_ID = "rules-dialog";
const DECKS = { tarok: "tarok" }; // games whose card ids are read as a tarok deck
const loaded = new Map();

/** The rules content of ``game`` in ``lang`` (fetched once per page). */
function content(game, lang) {
  const key = `${game}.${lang}`;
  if (!loaded.has(key)) {
    const url = siteFile(`rules/${key}.json`);
    const request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${url.pathname}`);
      return response.json();
    });
    request.catch(() => loaded.delete(key)); // a failed fetch is tried again next time
    loaded.set(key, request);
  }
  return loaded.get(key);
}

/** One option as a short phrase ("rewolucja włączona", "2 rozdania"); null to leave it out. */
function optionPhrase(game, name, value) {
  switch (name) {
    case "players":
      return t("rules.options.players", { count: value });
    case "deals":
      return t("rules.options.deals", { count: value });
    case "revolution":
      return value ? t("rules.options.revolution_on") : t("rules.options.revolution_off");
    case "deuces_as_jokers":
      return value ? t("rules.options.deuces") : t("rules.options.jokers");
    case "deal":
      return value ? t("rules.options.fixed_deal") : null;
    default: {
      const label = t(`option.${game}.${name}`);
      if (typeof value === "boolean") return value ? label : null; // a house rule: named when on
      return `${label}: ${typeof value === "string" ? t(`option.${game}.${name}.${value}`) : String(value)}`;
    }
  }
}

export function optionsText(game, options) {
  const phrases = Object.entries(options ?? {})
    .map(([name, value]) => optionPhrase(game, name, value))
    .filter(Boolean);
  return phrases.length ? phrases.join(" · ") : t("rules.options.none");
}

/** Text with the red suit symbols marked, so that they can be coloured. */
function rich(text) {
  return String(text)
    .split(/([♥♦])/)
    .filter(Boolean)
    .map((part) => (part === "♥" || part === "♦" ? el("span", { class: "rules-red" }, part) : part));
}

function cardRow(cards, deck, label) {
  return el(
    "figure",
    { class: "rules-cards" },
    el("div", { class: "rules-card-row" }, cards.map((card) => cardFace(card, deck))),
    label ? el("figcaption", {}, rich(label)) : null,
  );
}

/** A step or list line: plain text, or {lead, text} with the lead in bold. */
function lead(line) {
  return typeof line === "string" ? rich(line) : [el("strong", {}, rich(line.lead)), " ", rich(line.text)];
}

/** True when the note's ``when`` matches the options in force. */
function applies(when, options) {
  return Object.entries(when).every(([name, value]) => options[name] === value);
}

/** One block of a section: paragraph, list, steps, terms, table, example, decision, note, cards, subheading. */
function block(item, deck) {
  if ("h" in item) return el("h4", {}, rich(item.h));
  if ("p" in item) return el("p", {}, rich(item.p));
  if ("list" in item) return el("ul", {}, item.list.map((line) => el("li", {}, lead(line))));
  if ("steps" in item) return el("ol", { class: "rules-steps" }, item.steps.map((step) => el("li", {}, lead(step))));
  if ("terms" in item) {
    return el(
      "dl",
      { class: "rules-terms" },
      item.terms.map((term) =>
        el(
          "div",
          { class: "rules-term" },
          el("dt", {}, rich(term.term)),
          el("dd", {}, el("span", {}, rich(term.text)), term.cards ? cardRow(term.cards, deck) : null),
        ),
      ),
    );
  }
  if ("table" in item) {
    const table = item.table;
    return el(
      "div",
      { class: "rules-table-wrap", tabindex: "0" }, // focusable: a keyboard scrolls it too
      el(
        "table",
        // explicit roles: on a phone a wide table is drawn as cards (display changes)
        { class: table.head.length > 2 ? "rules-table wide" : "rules-table", role: "table" },
        el("caption", {}, rich(table.caption)),
        el("thead", { role: "rowgroup" }, el("tr", { role: "row" }, table.head.map((cell) => el("th", { scope: "col", role: "columnheader" }, rich(cell))))),
        el(
          "tbody",
          { role: "rowgroup" },
          // data-label: on a phone each row is drawn as a card with the column's name before each cell
          table.rows.map((row) =>
            el(
              "tr",
              { role: "row" },
              row.map((cell, i) =>
                i === 0
                  ? el("th", { scope: "row", role: "rowheader" }, rich(cell))
                  : el("td", { role: "cell", dataset: { label: table.head[i] } }, rich(cell)),
              ),
            ),
          ),
        ),
      ),
    );
  }
  if ("example" in item) {
    return el(
      "div",
      { class: "rules-example", role: "note" },
      el("p", {}, el("strong", {}, t("rules.example")), " ", rich(item.example)),
      item.cards ? cardRow(item.cards, deck) : null,
    );
  }
  if ("decision" in item) {
    return el(
      "div",
      { class: "rules-decision", role: "note", dataset: { rule: item.rule } },
      el("p", {}, el("strong", {}, t("rules.decision")), " ", rich(item.decision)),
    );
  }
  if ("note" in item) {
    // Shown only when the options in force match (filled in once they are known).
    return el(
      "p",
      { class: "rules-note", hidden: true, dataset: { when: JSON.stringify(item.when) } },
      el("strong", {}, t("rules.in_this_game")),
      " ",
      rich(item.note),
    );
  }
  if ("cards" in item) return cardRow(item.cards, deck, item.label);
  return null;
}

function section(game, part, deck) {
  const id = `rules-${game}-${part.id}`;
  return el(
    "section",
    { class: "rules-section", id, "aria-labelledby": `${id}-title`, dataset: { section: part.id, rules: part.rules.join(" ") } },
    el("h3", { id: `${id}-title`, tabindex: "-1" }, rich(part.title), part.optional ? el("span", { class: "rules-optional" }, t("rules.optional")) : null),
    part.blocks.map((item) => block(item, deck)),
  );
}

function contents(game, rules) {
  return el(
    "nav",
    { class: "rules-toc", "aria-label": t("rules.contents") },
    el(
      "ol",
      {},
      rules.sections.map((part) => {
        const id = `rules-${game}-${part.id}`;
        return el(
          "li",
          {},
          el(
            "a",
            {
              href: `#${id}`,
              onclick: (event) => {
                event.preventDefault(); // no change of the page's address
                const heading = document.getElementById(`${id}-title`);
                heading?.scrollIntoView({ block: "start" });
                heading?.focus({ preventScroll: true });
              },
            },
            part.title,
          ),
        );
      }),
    ),
  );
}

/** Fill the options line and show the notes that apply. */
function showOptions(dialog, game, options) {
  const value = dialog.querySelector(".rules-options-value");
  if (value) value.textContent = optionsText(game, options);
  for (const note of dialog.querySelectorAll(".rules-note")) note.hidden = !applies(JSON.parse(note.dataset.when), options ?? {});
}

function resolveOptions(options) {
  return Promise.resolve().then(() => (typeof options === "function" ? options() : options));
}

/** Open the rules of ``game`` as a modal dialog; focus returns to ``opener`` on close. */
export async function openRules(game, { options = {}, where = "lobby" } = {}, opener = document.activeElement) {
  if (document.getElementById(DIALOG_ID)) return;
  const lang = language();
  const title = el("h2", { id: "rules-title", tabindex: "-1" }, t("rules.title", { game: t(`game.${game}`) }));
  const body = el("div", { class: "rules-body" }, el("p", { class: "rules-loading", role: "status" }, t("rules.loading")));
  const dialog = el(
    "dialog",
    { id: DIALOG_ID, class: "rules-dialog", "aria-labelledby": "rules-title", lang: documentLang(lang), dataset: { game } },
    el(
      "div",
      { class: "rules-head" },
      title,
      el("button", { type: "button", class: "rules-close", id: "rules-close", "aria-label": t("rules.close_label"), onclick: () => dialog.close() }, t("rules.close")),
    ),
    body,
  );
  dialog.addEventListener("close", () => {
    dialog.remove();
    document.body.classList.remove("rules-open");
    returnFocus(opener); // the table redraws itself while the dialog is open
  });
  document.body.append(dialog);
  dialog.showModal();
  document.body.classList.add("rules-open");
  title.focus();

  let rules;
  try {
    rules = await content(game, lang);
  } catch (error) {
    body.replaceChildren(el("p", { class: "rules-error", role: "alert" }, t("rules.failed", { message: error.message })));
    return;
  }
  if (!dialog.isConnected) return;
  const deck = DECKS[game] ?? "french";
  title.textContent = t("rules.title", { game: rules.title });
  body.replaceChildren(
    el(
      "p",
      { class: "rules-options", id: "rules-options" },
      el("strong", {}, t(where === "table" ? "rules.options.table" : "rules.options.lobby")),
      " ",
      el("span", { class: "rules-options-value" }, t("rules.options.pending")),
    ),
    el("p", { class: "rules-intro" }, rich(rules.intro)),
    contents(game, rules),
    ...rules.sections.map((part) => section(game, part, deck)),
    el("p", { class: "rules-source" }, t("rules.source_note")),
  );
  try {
    showOptions(dialog, game, await resolveOptions(options));
  } catch {
    const value = dialog.querySelector(".rules-options-value");
    if (value) value.textContent = t("rules.options.unknown");
  }
}

/** A "Zasady" button for ``game``; ``options`` as for openRules (a function is read on click). */
export function rulesButton(game, { options = {}, where = "lobby", id = `rules-${game}`, className = "secondary rules-button" } = {}) {
  return el(
    "button",
    {
      type: "button",
      class: className,
      id,
      "aria-haspopup": "dialog",
      "aria-label": t("rules.button_label", { game: t(`game.${game}`) }),
      onclick: (event) => openRules(game, { options, where }, event.currentTarget),
    },
    t("rules.button"),
  );
}
