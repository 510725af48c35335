// The page's wiring: translations and settings first, the engine worker (started before the rest
// of the page: boot/engine-start.js), then the home (lobby/) and the table (table/tables.js), given
// what they need of the other rooms; the address says what opens first (a shared deal, a friend's
// invitation, the saved game). A game goes from the home to the table without coming back here.
import { bootProgress } from "./boot/boot-progress.js";
import { showEngineStatus, startEngine } from "./boot/engine-status.js";
import { registerServiceWorker, reloadOnNewBuild } from "./boot/updates.js";
import { clear, el } from "./dom.js";
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT, documentLang, language, preferredLanguage, prefersTraditionalChinese, setLanguage, t } from "./i18n.js";
import { applySettings, openSettings } from "./player/settings.js";
import { acceptDroppedFiles } from "./player/game-file.js";
import { requestedSeed, sharedDeal } from "./player/share.js";
import { invitationInAddress } from "./friends/guest.js";
import { roomInAddress } from "./friends/relay.js";
import { Lobby } from "./lobby/lobby.js";
import { DailyDeal } from "./lobby/daily.js";
import { Tables, paceMillis } from "./table/tables.js";
import { AnalysisQueue } from "./review/analysis-queue.js";
import { TrainingRoom } from "./review/training.js";
import { keepMistakes } from "./player/training-store.js";
import { localDay } from "./player/training-schedule.js";
import { openReplay } from "./review/replay.js";
import { tutorialGuide } from "./review/tutorial.js";
import { prezydent } from "./games/prezydent.js";
import { tarok } from "./games/tarok.js";
import { koalicje } from "./games/koalicje.js";
import { doudizhu } from "./games/doudizhu.js";

const RENDERERS = { prezydent, koalicje, doudizhu, tarok };
const params = new URLSearchParams(location.search);
let engine = null;
let lobby = null;
let tables = null;

/** Show the page in ``lang``: the header, the engine's status, and whatever is open (a game stays where it is). */
async function switchLanguage(lang) {
  await setLanguage(lang, { chosen: true });
  languageSwitch();
  showEngineStatus(engine);
  if (!tables?.redraw()) lobby?.render();
}

/**
 * One tap to another language, on the home and in the table's menu: a button per language, each
 * named in itself (its short form on a narrow phone: PL, EN, 中文), the current one pressed.
 */
function languageButtons() {
  return LANGUAGES.map((lang) =>
    el(
      "button",
      { type: "button", class: "language", lang: documentLang(lang), "aria-label": LANGUAGE_NAMES[lang], title: LANGUAGE_NAMES[lang], "aria-pressed": lang === language() ? "true" : "false", onclick: () => switchLanguage(lang) },
      el("span", { class: "language-full", "aria-hidden": "true" }, LANGUAGE_NAMES[lang]),
      el("span", { class: "language-short", "aria-hidden": "true" }, LANGUAGE_SHORT[lang]),
    ),
  );
}

function languageSwitch() {
  const row = document.getElementById("languages");
  clear(row).append(...languageButtons());
  // Our Chinese is Simplified: a reader whose browser asks for Traditional Chinese is told so.
  document.getElementById("traditional-note")?.remove();
  if (language() === "zh" && prefersTraditionalChinese()) row.after(el("p", { class: "language-note", id: "traditional-note" }, t("home.traditional_note")));
}

/** What the address opens in place of the home: a friend's invitation, or a table's room across the internet; false if neither. */
function joinFromAddress() {
  const invitation = invitationInAddress();
  const room = roomInAddress();
  if (invitation) tables.join(invitation);
  else if (room) tables.joinRoom(room);
  return Boolean(invitation || room);
}

/** The home again after the training room: its entry (drawn anew, with what is due now) keeps the focus while it offers more. */
function backFromTraining() {
  lobby.render();
  document.getElementById("training-open")?.focus();
}

/** The training keeps the mistakes and blunders of each finished deal once the engine has looked at all its decisions (on the day it ends). */
function keepForTraining(record, replies) {
  keepMistakes(replies, record, localDay(Date.now()));
}

async function main() {
  reloadOnNewBuild();
  applySettings();
  const translations = setLanguage(preferredLanguage());
  engine = startEngine(translations);
  await translations;
  languageSwitch();
  const settingsButton = document.getElementById("settings-open");
  settingsButton.addEventListener("click", () => openSettings(settingsButton));
  settingsButton.hidden = false; // shown once it works: a click before would be lost
  document.getElementById("engine-restart").addEventListener("click", () => {
    engine.terminate();
    engine = startEngine(translations, { fresh: true });
    showEngineStatus(engine);
    tables?.restarted(engine);
    lobby?.reopenSaved(false); // the game saved after its last move opens again once the engine is up
  });
  const catalog = await (await fetch("catalog.json")).json();
  const games = catalog.games.filter((game) => RENDERERS[game.id]);
  const homeRoot = document.getElementById("lobby");
  tables = new Tables({
    engine,
    games,
    homeRoot,
    tableRoot: document.getElementById("table"),
    renderers: RENDERERS,
    requestedPace: params.get("pace"),
    languages: languageButtons,
    review: { open: openReplay, lesson: tutorialGuide, analysis: (options) => new AnalysisQueue({ ...options, analysed: keepForTraining }) },
    dailyDeal: (setup) => new DailyDeal(setup),
  });
  const training = {
    clock: () => Date.now(),
    open: (opener) => new TrainingRoom({ engine, renderers: RENDERERS, pace: () => paceMillis(params.get("pace")), clock: training.clock, live: { root: homeRoot, render: () => backFromTraining() }, opener }).open(),
  };
  lobby = new Lobby({ root: homeRoot, games, tables, training, engineReady: () => engine.state === "ready", bootProgress: () => bootProgress(engine), seed: requestedSeed(params) });
  tables.attach(lobby);
  acceptDroppedFiles(() => tables.homeShown(), (file) => lobby.openFile(file));
  const shared = sharedDeal(params);
  lobby.showFirst(shared);
  // A friend's invitation or a shared link's deal first: the saved game waits in the lobby.
  if (!joinFromAddress() && !shared) lobby.reopenSaved();
  addEventListener("hashchange", joinFromAddress);
  // Precaching takes what the page and the engine fetched (the HTTP cache, the files the engine kept):
  // only once the engine's boot has settled.
  if (!params.has("nosw")) {
    engine.on("settled", registerServiceWorker);
    engine.on("failed", registerServiceWorker);
  }
}

main().catch((error) => {
  document.getElementById("fatal").hidden = false;
  document.getElementById("fatal-message").textContent = String(error);
});
