// The lobby: choose a game, its options and the computers' levels, resume the
// saved game, see the statistics. Usable before the engine is ready; the
// choices are remembered for the next visit.
import { clear, el } from "./dom.js";
import { language, t } from "./i18n.js";
import { engineErrorText } from "./engine-failure.js";
import { clearSaved, readSaved, readStats, resetStats } from "./saved.js";
import { rulesButton } from "./rules.js";
import { randomSeed } from "./share.js";

function stored(key, fallback) {
  return localStorage.getItem(`karciarnia.${key}`) ?? fallback;
}

function store(key, value) {
  localStorage.setItem(`karciarnia.${key}`, String(value));
}

function gameName(game) {
  return game.names[language()] ?? game.names.pl;
}

function optionField(game, option) {
  const id = `option-${option.name}`;
  const label = el("label", { for: id }, t(`option.${game.id}.${option.name}`));
  const saved = stored(`${game.id}.${option.name}`, String(option.default));
  if (option.kind === "bool") {
    const input = el("input", { type: "checkbox", id, name: option.name, checked: saved === "true" });
    return el("div", { class: "field checkbox" }, input, label);
  }
  const select = el("select", { id, name: option.name });
  for (let value = option.min; value <= option.max; value++) {
    select.append(el("option", { value, selected: String(value) === saved }, String(value)));
  }
  return el("div", { class: "field" }, label, select);
}

function levelSelect(game, id, saved) {
  const select = el("select", { id, name: id });
  for (const level of game.levels) select.append(el("option", { value: level, selected: level === saved }, t(`level.${level}`)));
  return select;
}

/** One level for every computer, and (folded) each computer's own level. */
function levelField(game, seats) {
  const saved = stored(`${game.id}.level`, "normal");
  const all = levelSelect(game, "option-level", saved);
  const perSeat = [];
  for (let seat = 1; seat < seats; seat++) {
    const id = `option-level-${seat}`;
    const select = levelSelect(game, id, stored(`${game.id}.level.${seat}`, saved));
    perSeat.push(el("div", { class: "field" }, el("label", { for: id }, t("lobby.seat_level", { n: seat })), select));
  }
  all.addEventListener("change", () => {
    for (const field of perSeat) field.querySelector("select").value = all.value;
  });
  return [
    el("div", { class: "field" }, el("label", { for: "option-level" }, t("lobby.level")), all),
    el("details", { class: "seat-levels" }, el("summary", {}, t("lobby.seat_levels")), perSeat),
  ];
}

function readOptions(form, game) {
  const options = {};
  for (const option of game.options) {
    const input = form.elements[option.name];
    options[option.name] = option.kind === "bool" ? input.checked : Number(input.value);
    store(`${game.id}.${option.name}`, options[option.name]);
  }
  return options;
}

/** The computers' levels chosen in ``form`` for ``seats`` seats (remembered). */
function readLevels(form, game, seats) {
  store(`${game.id}.level`, form.elements["option-level"].value);
  const levels = [];
  for (let seat = 1; seat < seats; seat++) {
    levels.push(form.elements[`option-level-${seat}`].value);
    store(`${game.id}.level.${seat}`, levels[levels.length - 1]);
  }
  return levels;
}

/** The options ``g`` would start with now (for its rules page): the form's if it is chosen, else the remembered ones. */
function lobbyOptions(g, chosenId) {
  const form = document.getElementById("lobby-form");
  return Object.fromEntries(
    g.options.map((o) => {
      const input = g.id === chosenId ? form?.elements[o.name] : null;
      const value = input ? String(o.kind === "bool" ? input.checked : input.value) : stored(`${g.id}.${o.name}`, String(o.default));
      return [o.name, o.kind === "bool" ? value === "true" : Number(value)];
    }),
  );
}

export class Lobby {
  /**
   * ``games``: the catalog's games the page can draw; ``start(game, options, levels, seed)``
   * and ``resume(saved)`` open the table (a rejected promise is reported in the lobby);
   * ``engineReady()`` says whether a start will be quick; ``seed``: the one the address
   * asks for (a shared deal's), else every game gets a fresh one.
   */
  constructor({ root, games, start, resume, engineReady, seed }) {
    Object.assign(this, { root, games, start, resume, engineReady, seed });
  }

  /** Preselect a shared deal's game and options; the game, or null if it is none of ours. */
  preselect(shared) {
    const game = shared && this.games.find((g) => g.id === shared.game);
    if (!game) return null;
    for (const option of game.options) {
      if (option.name in shared.options) store(`${game.id}.${option.name}`, shared.options[option.name]);
    }
    store("game", game.id);
    return game;
  }

  message(text) {
    const message = document.getElementById("lobby-message");
    if (message) message.textContent = text;
  }

  render(selectedId = stored("game", this.games[0].id)) {
    const game = this.games.find((g) => g.id === selectedId) ?? this.games[0];
    const picker = el(
      "fieldset",
      { class: "game-picker" },
      el("legend", {}, t("lobby.choose_game")),
      this.games.flatMap((g) => [
        el(
          "label",
          { class: "game-choice" },
          el("input", { type: "radio", name: "game", value: g.id, checked: g.id === game.id, onchange: () => { store("game", g.id); this.render(g.id); } }),
          el("span", { class: "game-name" }, gameName(g)),
          el("span", { class: "game-blurb" }, t(`blurb.${g.id}`)),
        ),
        rulesButton(g.id, { options: () => lobbyOptions(g, game.id) }),
      ]),
    );
    const form = el(
      "form",
      { id: "lobby-form" },
      picker,
      el(
        "fieldset",
        { class: "options" },
        el("legend", {}, t("lobby.options")),
        game.options.map((o) => optionField(game, o)),
        levelField(game, Number(stored(`${game.id}.players`, game.seats))),
      ),
      el("button", { type: "submit", class: "primary", id: "start" }, t("lobby.start")),
      el("p", { id: "lobby-message", role: "alert" }),
    );
    // The number of computers follows the number of players: keep what was chosen, draw again.
    form.elements.players?.addEventListener("change", () => {
      readOptions(form, game);
      store(`${game.id}.level`, form.elements["option-level"].value);
      this.render(game.id);
      document.getElementById("option-players").focus();
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const options = readOptions(form, game);
      const levels = readLevels(form, game, options.players ?? game.seats);
      this.starting(this.start(game, options, levels, this.seed ?? randomSeed()));
    });
    clear(this.root).append(this.savedGamePanel() ?? "", el("h2", {}, t("lobby.title")), form, this.statsPanel());
  }

  /** The start button says what is happening until ``opening`` settles; a failure is reported. */
  async starting(opening) {
    const button = document.getElementById("start");
    button.disabled = true;
    button.textContent = this.engineReady() ? t("lobby.starting") : t("lobby.waiting_engine");
    try {
      await opening;
    } catch (error) {
      this.message(engineErrorText(error));
      button.disabled = false;
      button.textContent = t("lobby.start");
    }
  }

  /** The unfinished game, if any: resume or abandon it. A bad one was set aside: say so. */
  savedGamePanel() {
    const { saved, problem } = readSaved(this.games.map((g) => g.id));
    if (problem) return el("p", { class: "saved-problem", role: "alert", id: "saved-problem" }, t("saved.set_aside"));
    if (!saved) return null;
    const game = this.games.find((g) => g.id === saved.game);
    return el(
      "section",
      { class: "saved-game", id: "saved-game", "aria-labelledby": "saved-title" },
      el("h2", { id: "saved-title" }, t("saved.title")),
      el("p", {}, t("saved.description", { game: gameName(game), moves: saved.record.actions.length })),
      el("button", { type: "button", class: "primary", id: "resume", onclick: () => this.resume(saved) }, t("saved.resume")),
      el("button", { type: "button", id: "abandon", onclick: () => { clearSaved(); this.render(saved.game); } }, t("saved.abandon")),
    );
  }

  /** Played, won and average score per game and computer level, with a reset. */
  statsPanel() {
    const rows = Object.values(readStats().games).map((entry) => {
      const game = this.games.find((g) => g.id === entry.game);
      return el(
        "tr",
        {},
        el("th", { scope: "row" }, game ? gameName(game) : entry.game),
        el("td", {}, t(`level.${entry.level}`)),
        el("td", {}, String(entry.played)),
        el("td", {}, String(entry.won)),
        el("td", {}, (entry.scoreSum / entry.played).toFixed(1)),
      );
    });
    return el(
      "details",
      { class: "stats", id: "stats" },
      el("summary", {}, t("stats.title")),
      rows.length
        ? el(
            "table",
            {},
            el("thead", {}, el("tr", {}, ["stats.game", "stats.level", "stats.played", "stats.won", "stats.average"].map((k) => el("th", { scope: "col" }, t(k))))),
            el("tbody", {}, rows),
          )
        : el("p", {}, t("stats.none")),
      el("button", { type: "button", id: "stats-reset", onclick: () => { resetStats(); this.render(); document.getElementById("stats").open = true; } }, t("stats.reset")),
    );
  }
}
