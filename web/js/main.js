// Boot: translations, the lobby (usable before Python is ready), the engine
// worker in parallel, the service worker, and the table once a game starts.
import { Engine } from "./engine.js";
import { clear, el } from "./dom.js";
import { LANGUAGES, language, preferredLanguage, setLanguage, t } from "./i18n.js";
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
  const chosen = params.get("pace") ?? stored("pace", "normal");
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

function paceField() {
  const saved = stored("pace", "normal");
  const select = el("select", { id: "option-pace", name: "pace" });
  for (const name of Object.keys(PACES)) select.append(el("option", { value: name, selected: name === saved }, t(`pace.${name}`)));
  select.addEventListener("change", () => store("pace", select.value));
  return el("div", { class: "field" }, el("label", { for: "option-pace" }, t("lobby.pace")), select);
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

async function startGame(game, options, levels) {
  const start = document.getElementById("start");
  start.disabled = true;
  start.textContent = engine.state === "ready" ? t("lobby.starting") : t("lobby.waiting_engine");
  try {
    const players = ["human", ...levels];
    const seed = params.has("seed") ? Number(params.get("seed")) : randomSeed();
    const { view } = await engine.call("new", { game: game.id, options, seed, players, seat: 0 });
    lobbyRoot.hidden = true;
    tableRoot.hidden = false;
    table = new TableController({
      engine,
      root: tableRoot,
      renderer: RENDERERS[game.id],
      pace,
      onExit: () => {
        table = null;
        tableRoot.hidden = true;
        lobbyRoot.hidden = false;
        renderLobby(game.id);
      },
    });
    await table.start(view);
  } catch (error) {
    document.getElementById("lobby-message").textContent = t("error.engine", { message: error.message });
    start.disabled = false;
    start.textContent = t("lobby.start");
  }
}

function renderLobby(selectedId = stored("game", catalog.games[0].id)) {
  const games = catalog.games.filter((game) => RENDERERS[game.id]);
  const game = games.find((g) => g.id === selectedId) ?? games[0];
  const picker = el(
    "fieldset",
    { class: "game-picker" },
    el("legend", {}, t("lobby.choose_game")),
    games.map((g) =>
      el(
        "label",
        { class: "game-choice" },
        el("input", { type: "radio", name: "game", value: g.id, checked: g.id === game.id, onchange: () => { store("game", g.id); renderLobby(g.id); } }),
        el("span", { class: "game-name" }, g.names[language()] ?? g.names.pl),
        el("span", { class: "game-blurb" }, t(`blurb.${g.id}`)),
      ),
    ),
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
      paceField(),
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
    startGame(game, options, levels);
  });
  clear(lobbyRoot).append(el("h2", {}, t("lobby.title")), form);
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
  const translations = setLanguage(preferredLanguage());
  startEngine(translations);
  await translations;
  languageSwitch();
  document.getElementById("engine-restart").addEventListener("click", () => {
    engine.worker.terminate();
    startEngine(translations);
  });
  catalog = await (await fetch("catalog.json")).json();
  renderLobby();
  // Precaching downloads the whole site again: let it wait until the engine has booted.
  engine.on("ready", registerServiceWorker);
  engine.on("failed", registerServiceWorker);
}

main().catch((error) => {
  document.getElementById("fatal").hidden = false;
  document.getElementById("fatal-message").textContent = String(error);
});
