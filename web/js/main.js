// Boot: translations, the lobby (usable before Python is ready), the engine
// worker in parallel, the service worker, and the table once a game starts.
import { Engine } from "./engine.js";
import { clear, el } from "./dom.js";
import { LANGUAGES, language, preferredLanguage, setLanguage, t } from "./i18n.js";
import { applySettings, openSettings, readSettings } from "./settings.js";
import { clearSaved, readSaved, readStats, recordResult, resetStats, setAside, writeSaved } from "./saved.js";
import { rulesButton } from "./rules.js";
import { TableController } from "./table.js";
import { prezydent } from "./games/prezydent.js";
import { tarok } from "./games/tarok.js";
import { koalicje } from "./games/koalicje.js";
import { doudizhu } from "./games/doudizhu.js";

const RENDERERS = { prezydent, koalicje, doudizhu, tarok };
const PACES = { slow: 1400, normal: 800, fast: 300, instant: 0 };
const params = new URLSearchParams(location.search);
const lobbyRoot = document.getElementById("lobby");
const tableRoot = document.getElementById("table");
const status = document.getElementById("engine-status");
let catalog = null;
let engine = null;
let table = null;

function stored(key, fallback) {
  return localStorage.getItem(`karciarnia.${key}`) ?? fallback;
}

function store(key, value) {
  localStorage.setItem(`karciarnia.${key}`, String(value));
}

function pace() {
  const chosen = params.get("pace") ?? readSettings().pace;
  if (chosen in PACES) return PACES[chosen];
  const millis = Number(chosen);
  return Number.isFinite(millis) && millis >= 0 ? millis : PACES.normal;
}

function showEngineStatus() {
  const key = { loading: "engine.loading", ready: "engine.ready", failed: "engine.failed" }[engine.state];
  status.textContent = t(key, { reason: engine.failure ?? "" });
  status.dataset.state = engine.state;
  if (engine.bootPhases) status.dataset.bootPhases = JSON.stringify(engine.bootPhases);
  const restart = document.getElementById("engine-restart");
  restart.hidden = engine.state !== "failed";
}

/** Start the worker at once; its status is shown once the translations are in. */
function startEngine(translationsLoaded) {
  engine = new Engine();
  translationsLoaded.then(() => {
    engine.on("ready", showEngineStatus);
    engine.on("failed", showEngineStatus);
    showEngineStatus();
  });
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

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The address that starts this very deal for anyone: game, options and seed. */
function shareUrl({ game, options, seed }) {
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set("game", game);
  url.searchParams.set("seed", String(seed));
  url.searchParams.set("options", JSON.stringify(options));
  return url.href;
}

/** The computers' level for the statistics: theirs if they share one, else "mixed". */
function statsLevel(levels) {
  return new Set(levels).size === 1 ? levels[0] : "mixed";
}

/** Keep the game in progress (after every move) and count it once it ends. */
function tracker(setup) {
  let savedMoves = -1;
  return (view) => {
    if (view.moves === savedMoves) return;
    savedMoves = view.moves;
    if (view.terminal) {
      clearSaved();
      const best = Math.max(...view.scores);
      recordResult(setup.game, statsLevel(setup.levels), view.scores[0] === best, view.scores[0]);
      return;
    }
    engine.call("save", { session: view.session }).then(
      ({ record, players }) => writeSaved({ game: setup.game, record, players, levels: setup.levels }),
      () => {},
    );
  };
}

/** Show the table for ``view``; ``setup`` is {game, options, seed, levels}. */
async function openTable(setup, view) {
  lobbyRoot.hidden = true;
  tableRoot.hidden = false;
  const game = catalog.games.find((g) => g.id === setup.game);
  table = new TableController({
    engine,
    root: tableRoot,
    renderer: RENDERERS[setup.game],
    pace,
    onView: tracker(setup),
    onReplay: () => {
      table.exit();
      startGame(game, setup.options, setup.levels, setup.seed);
    },
    shareUrl: () => shareUrl(setup),
    onExit: () => {
      table = null;
      tableRoot.hidden = true;
      lobbyRoot.hidden = false;
      renderLobby(setup.game);
    },
  });
  await table.start(view);
}

async function startGame(game, options, levels, seed = randomSeed()) {
  const start = document.getElementById("start");
  if (start) {
    start.disabled = true;
    start.textContent = engine.state === "ready" ? t("lobby.starting") : t("lobby.waiting_engine");
  }
  try {
    const players = ["human", ...levels];
    const { view } = await engine.call("new", { game: game.id, options, seed, players, seat: 0 });
    await openTable({ game: game.id, options, seed, levels }, view);
  } catch (error) {
    lobbyMessage(t("error.engine", { message: error.message }));
    if (start) {
      start.disabled = false;
      start.textContent = t("lobby.start");
    }
  }
}

function lobbyMessage(text) {
  const message = document.getElementById("lobby-message");
  if (message) message.textContent = text;
}

async function resume(saved) {
  try {
    const { view } = await engine.call("load", { record: saved.record, players: saved.players, seat: 0 });
    const { options, seed } = saved.record;
    await openTable({ game: saved.game, options, seed, levels: saved.levels ?? saved.players.slice(1) }, view);
  } catch (error) {
    setAside();
    renderLobby(saved.game);
    lobbyMessage(t("saved.broken", { message: error.message }));
  }
}

/** The unfinished game, if any: resume or abandon it. A bad one was set aside: say so. */
function savedGamePanel() {
  const { saved, problem } = readSaved(catalog.games.map((g) => g.id));
  if (problem) return el("p", { class: "saved-problem", role: "alert", id: "saved-problem" }, t("saved.set_aside"));
  if (!saved) return null;
  const game = catalog.games.find((g) => g.id === saved.game);
  return el(
    "section",
    { class: "saved-game", id: "saved-game", "aria-labelledby": "saved-title" },
    el("h2", { id: "saved-title" }, t("saved.title")),
    el("p", {}, t("saved.description", { game: game.names[language()] ?? game.names.pl, moves: saved.record.actions.length })),
    el("button", { type: "button", class: "primary", id: "resume", onclick: () => resume(saved) }, t("saved.resume")),
    el("button", { type: "button", id: "abandon", onclick: () => { clearSaved(); renderLobby(saved.game); } }, t("saved.abandon")),
  );
}

/** Played, won and average score per game and computer level, with a reset. */
function statsPanel() {
  const entries = Object.values(readStats().games);
  const rows = entries.map((entry) =>
    el(
      "tr",
      {},
      el("th", { scope: "row" }, catalog.games.find((g) => g.id === entry.game)?.names[language()] ?? entry.game),
      el("td", {}, t(`level.${entry.level}`)),
      el("td", {}, String(entry.played)),
      el("td", {}, String(entry.won)),
      el("td", {}, (entry.scoreSum / entry.played).toFixed(1)),
    ),
  );
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
    el("button", { type: "button", id: "stats-reset", onclick: () => { resetStats(); renderLobby(); document.getElementById("stats").open = true; } }, t("stats.reset")),
  );
}

/** A shared link (?game=…&seed=…&options=…) preselects its game and options and keeps its seed. */
function sharedDeal() {
  if (!params.has("game")) return null;
  let options = {};
  try {
    options = JSON.parse(params.get("options") ?? "{}");
  } catch {
    options = {};
  }
  const seed = Number(params.get("seed"));
  return { game: params.get("game"), options, seed: Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined };
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

function renderLobby(selectedId = stored("game", catalog.games[0].id)) {
  const games = catalog.games.filter((game) => RENDERERS[game.id]);
  const game = games.find((g) => g.id === selectedId) ?? games[0];
  const picker = el(
    "fieldset",
    { class: "game-picker" },
    el("legend", {}, t("lobby.choose_game")),
    games.flatMap((g) => [
      el(
        "label",
        { class: "game-choice" },
        el("input", { type: "radio", name: "game", value: g.id, checked: g.id === game.id, onchange: () => { store("game", g.id); renderLobby(g.id); } }),
        el("span", { class: "game-name" }, g.names[language()] ?? g.names.pl),
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
    renderLobby(game.id);
    document.getElementById("option-players").focus();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const options = readOptions(form, game);
    const seats = options.players ?? game.seats;
    store(`${game.id}.level`, form.elements["option-level"].value);
    const levels = [];
    for (let seat = 1; seat < seats; seat++) {
      levels.push(form.elements[`option-level-${seat}`].value);
      store(`${game.id}.level.${seat}`, levels[levels.length - 1]);
    }
    const shared = sharedDeal();
    const seed = shared?.game === game.id && shared.seed !== undefined ? shared.seed : params.has("seed") ? Number(params.get("seed")) : undefined;
    startGame(game, options, levels, seed ?? randomSeed());
  });
  clear(lobbyRoot).append(savedGamePanel() ?? "", el("h2", {}, t("lobby.title")), form, statsPanel());
}

function languageSwitch() {
  const nav = document.getElementById("languages");
  clear(nav);
  for (const lang of LANGUAGES) {
    nav.append(
      el(
        "button",
        {
          type: "button",
          lang,
          "aria-pressed": lang === language() ? "true" : "false",
          onclick: async () => {
            await setLanguage(lang);
            languageSwitch();
            showEngineStatus();
            if (table) table.render();
            else renderLobby();
          },
        },
        lang.toUpperCase(),
      ),
    );
  }
}

/** Register the service worker; a new build is offered, and switched to whole on request. */
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || params.has("nosw")) return;
  let accepted = false;
  const offer = (worker) => {
    document.getElementById("update").hidden = false;
    document.getElementById("update-reload").onclick = () => {
      accepted = true;
      worker.postMessage({ type: "skip-waiting" });
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (accepted) location.reload();
  });
  navigator.serviceWorker.register("sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
  });
}

async function main() {
  applySettings();
  const translations = setLanguage(preferredLanguage());
  startEngine(translations);
  await translations;
  languageSwitch();
  const settingsButton = document.getElementById("settings-open");
  settingsButton.addEventListener("click", () => openSettings(settingsButton));
  document.getElementById("engine-restart").addEventListener("click", () => {
    engine.worker.terminate();
    startEngine(translations);
    showEngineStatus();
    table?.exit(); // back to the lobby, where the game saved after its last move can be resumed
  });
  catalog = await (await fetch("catalog.json")).json();
  const shared = sharedDeal();
  const sharedGame = shared && catalog.games.find((g) => g.id === shared.game);
  if (sharedGame) {
    for (const option of sharedGame.options) {
      if (option.name in shared.options) store(`${sharedGame.id}.${option.name}`, shared.options[option.name]);
    }
    store("game", sharedGame.id);
  }
  renderLobby();
  if (sharedGame) lobbyMessage(t("share.loaded", { game: sharedGame.names[language()] ?? sharedGame.names.pl }));
  // Precaching downloads the whole site again: let it wait until the engine has booted.
  engine.on("ready", registerServiceWorker);
  engine.on("failed", registerServiceWorker);
}

main().catch((error) => {
  document.getElementById("fatal").hidden = false;
  document.getElementById("fatal-message").textContent = String(error);
});
