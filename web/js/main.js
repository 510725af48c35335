// Boot: translations, the lobby (usable before Python is ready), the engine
// worker in parallel, the service worker, and the table once a game starts.
import { Engine, EngineError } from "./boot/engine.js";
import { firstEngine } from "./boot/engine-start.js";
import { engineErrorText, failureText } from "./boot/engine-failure.js";
import { clear, el } from "./dom.js";
import { excerpt } from "./schema.js";
import { LANGUAGES, language, preferredLanguage, setLanguage, t } from "./i18n.js";
import { INTERNET_WITHDRAWN, allowInternet, applySettings, iceServers, internetAllowed, openSettings, readSettings, turnServer } from "./player/settings.js";
import { bootProgress, showBootProgress } from "./boot/boot-progress.js";
import { clearSaved, readSaved, recordResult, setAside, writeSaved } from "./player/saved.js";
import { keepSavedGame, keptElsewhere } from "./player/saved-keeper.js";
import { Lobby } from "./lobby/lobby.js";
import { DailyDeal, today } from "./lobby/daily.js";
import { randomSeed, requestedSeed, shareUrl, sharedDeal, withoutSharedDeal } from "./player/share.js";
import { registerServiceWorker, reloadOnNewBuild } from "./boot/updates.js";
import { TableController } from "./table/table.js";
import { tutorialGuide } from "./review/tutorial.js";
import { openReplay } from "./review/replay.js";
import { AnalysisQueue } from "./review/analysis-queue.js";
import { UnfinishedGameError, acceptDroppedFiles } from "./player/game-file.js";
import { HUMAN, defaultName, isHotSeat } from "./friends/hotseat.js";
import { FRIEND, FriendsHost, newTableId } from "./friends/host.js";
import { openFriendsDialog } from "./friends/dialog.js";
import { GuestTable, invitationInAddress, showJoin, showRoomJoin } from "./friends/guest.js";
import { internetIceServers, roomInAddress } from "./friends/relay.js";
import { ReactionPicker } from "./friends/reactions.js";
import { prezydent } from "./games/prezydent.js";
import { tarok } from "./games/tarok.js";
import { koalicje } from "./games/koalicje.js";
import { doudizhu } from "./games/doudizhu.js";

const RENDERERS = { prezydent, koalicje, doudizhu, tarok };
// The beat before a computer's move (table.js shortens it after a pass and after the player's own move).
const PACES = { slow: 1000, normal: 320, fast: 150, instant: 0 };
const QUOTED_ERROR_CHARS = 200; // an engine's refusal as the lobby quotes it (its words and excerpts of the bad values)
const params = new URLSearchParams(location.search);
const lobbyRoot = document.getElementById("lobby");
const tableRoot = document.getElementById("table");
const status = document.getElementById("engine-status");
let games = null;
let engine = null;
let lobby = null;
let table = null;
let joining = null; // a friend's invitation being answered (web/js/friends/guest.js)
let keeping = null; // this tab's hold on the saved game while its table saves (saved-keeper.js)
let sharedInAddress = false; // the address asks for a shared link's deal, not dealt yet

function pace() {
  const chosen = params.get("pace") ?? readSettings().pace;
  if (chosen in PACES) return PACES[chosen];
  const millis = Number(chosen);
  return Number.isFinite(millis) && millis >= 0 ? millis : PACES.normal;
}

function showEngineStatus() {
  const key = { idle: "engine.idle", loading: "engine.loading", ready: "engine.ready" }[engine.state];
  status.textContent = engine.state === "failed" ? failureText(engine.failure) : t(key);
  status.dataset.state = engine.state;
  if (engine.bootPhases) status.dataset.bootPhases = JSON.stringify(engine.bootPhases);
  if (engine.build) status.dataset.build = engine.build; // the build whose worker and wheel run
  if (engine.bootPath) status.dataset.bootPath = engine.bootPath; // "snapshot" or "normal"
  if (engine.bootReason) status.dataset.bootReason = engine.bootReason; // why not from the snapshot
  const restart = document.getElementById("engine-restart");
  restart.hidden = engine.state !== "failed";
}

/** The worker started first (engine-start.js), or a new one; its status and progress are shown once the translations are in. */
function startEngine(translationsLoaded) {
  engine = engine === null ? firstEngine : new Engine();
  translationsLoaded.then(() => {
    const show = () => {
      showEngineStatus();
      showBootProgress(engine);
    };
    for (const kind of ["ready", "failed", "progress"]) engine.on(kind, show);
    show();
  });
}

/** The computers' level for the statistics: theirs if they share one, else "mixed". */
function statsLevel(levels) {
  return new Set(levels).size === 1 ? levels[0] : "mixed";
}

/** Say, until a later move is saved, that the browser would not keep the game (it goes on in memory). */
function showSaveStatus(saved) {
  let note = document.getElementById("save-status");
  if (!note && saved) return;
  if (!note) {
    note = el("p", { id: "save-status", class: "update-banner save-status", role: "status", "data-i18n": "saved.not_saved" }, t("saved.not_saved"));
    document.getElementById("main").before(note);
  }
  note.hidden = saved;
}

/** Where ``view``'s game stands for the home: the player's score so far and, where the game has several deals, which one. */
function progressOf(view) {
  const { deal_number: dealNumber, deals } = view.observation;
  const progress = { score: view.scores[0] };
  return Number.isInteger(dealNumber) && Number.isInteger(deals) ? { ...progress, deal: Math.min(dealNumber + 1, deals), deals } : progress;
}

/**
 * Keep the game in progress (after every move; a move the browser refused is retried with the next
 * one) and count it once it ends, while this tab keeps the saved game (``kept``: saved-keeper.js).
 */
function tracker(setup, kept) {
  let savedMoves = -1;
  let latest = null;
  const save = (view) =>
    engine.call("save", { session: view.session }).then(
      ({ record, players }) =>
        showSaveStatus(writeSaved({ game: setup.game, record, players, levels: setup.levels, names: setup.names, friends: setup.friends, daily: setup.daily, progress: progressOf(view) })),
      () => {},
    );
  const onView = (view) => {
    latest = view;
    if (view.moves === savedMoves || !kept.kept) return;
    savedMoves = view.moves;
    if (view.terminal) {
      clearSaved();
      showSaveStatus(true); // nothing left to lose
      const best = Math.max(...view.scores);
      if (!setup.names) recordResult(setup.game, statsLevel(setup.levels), view.scores[0] === best, view.scores[0]);
      return;
    }
    save(view);
  };
  /** The setup changed between moves (a friends' room opened, a friend seated): the game is kept again now. */
  const saveAgain = () => latest && !latest.terminal && kept.kept && save(latest);
  return { onView, saveAgain };
}

/** The table of ``gameId`` for ``view`` in place of the lobby, with ``options`` of its own (see table.js). */
async function showTable(gameId, view, options) {
  lobby.closeSheet();
  lobbyRoot.hidden = true;
  tableRoot.hidden = false;
  // The analysis of finished deals, done in the background by this table's own engine (a friend's guest has none).
  const analysis = options.remote?.guest ? null : new AnalysisQueue({ engine, idle: () => shown.idle() });
  const shown = new TableController({ engine, root: tableRoot, renderer: RENDERERS[gameId], pace, openReview: openReplay, onExit: backToLobby, languages: languageButtons, analysis, ...options });
  table = shown;
  await table.start(view);
}

/** Leave the table for a new game of ``game``; its tile on the home says how it goes. */
function leaveForNewGame(game, options, levels, seed, names) {
  table.exit();
  lobby.starting(startGame(game, options, levels, seed, names), document.getElementById(`play-${game.id}`));
}

/**
 * Show the table for ``view``; ``setup`` is {game, options, seed, levels, names, friends} (names:
 * where people play, a hot seat or friends; friends: {table, seats, level} where friends join).
 */
async function openTable(setup, view, seated = null) {
  const game = games.find((g) => g.id === setup.game);
  const internet = { iceServers: () => internetIceServers(turnServer()), consent: () => allowInternet(true) };
  keeping?.release();
  keeping = keepSavedGame(() => {
    table.message = t("saved.elsewhere"); // the game goes on here, unsaved
    table.render();
  });
  const saving = tracker(setup, keeping);
  const friends = seated ?? (setup.friends ? new FriendsHost({ engine, setup, iceServers: iceServers(), internet, onChange: () => table?.render(), onSetup: saving.saveAgain }) : null);
  const playAgain = (seed) => (friends ? playAgainWithFriends(setup, friends, seed) : leaveForNewGame(game, setup.options, setup.levels, seed, setup.names));
  const reactions = new ReactionPicker((reaction) => friends.react(0, reaction), () => table?.render());
  await showTable(setup.game, view, {
    ...(friends && {
      onExit: () => {
        friends.close(); // every friend is told, every connection closed
        backToLobby();
      },
    }),
    onView: saving.onView,
    onReplay: () => playAgain(setup.seed),
    onPlayAgain: () => playAgain(randomSeed()), // a new deal, even after a shared one ("onReplay" deals it again)
    shareUrl: friends || setup.daily ? undefined : () => shareUrl(setup), // the day's deal is shared by its result line
    names: setup.names,
    remote: friends,
    menuItems: friends ? () => [friendsButton(friends), friends.reactionsOn ? reactions.draw() : null] : undefined,
    daily: setup.daily ? new DailyDeal(setup) : undefined,
  });
  if (friends && !seated && internetAllowed()) reopenRoom(friends);
  if (friends && !seated) addEventListener(INTERNET_WITHDRAWN, () => table?.remote === friends && friends.closeRoom());
  if (friends && !seated && friends.freeSeats().length) openFriendsDialog(friends, document.getElementById("menu-toggle"));
}

/** A table shared across the internet before (a reload) or by a player who agreed to it: its room opens again, its link unchanged. */
function reopenRoom(friends) {
  friends.openRoom().catch((error) => {
    console.warn("the table's room did not open:", error);
    if (!table) return;
    table.message = error.key ? t(error.key) : String(error);
    table.render();
  });
}

/** The same game anew at a table shared with friends: who is seated stays seated, and is shown the new deal. */
async function playAgainWithFriends(setup, friends, seed) {
  const players = table.view.players; // the friends' seats and the computers as they are now
  let view;
  try {
    ({ view } = await engine.call("new", { game: setup.game, options: setup.options, seed, players, seat: 0 }));
  } catch (error) {
    table.message = engineErrorText(error);
    table.render();
    return;
  }
  engine.call("close", { session: table.view.session }).catch(() => {});
  table.retire();
  friends.restart();
  await openTable({ ...setup, seed }, view, friends);
}

function friendsButton(friends) {
  return el("button", { type: "button", class: "secondary", id: "friends-open", onclick: (event) => openFriendsDialog(friends, event.currentTarget) }, t("friends.open"));
}

/** A friend's table: the host's views of this seat, actions sent back; a lost host is said on the table. */
function openGuestTable(guest, setup) {
  guest.table?.retire(); // the host started the game anew
  const reactions = new ReactionPicker((reaction) => guest.react(reaction), () => table?.render());
  showTable(setup.game, setup.view, { engine: guest, names: setup.names, remote: guest, menuItems: () => (guest.reactionsOn ? reactions.draw() : null) });
}

/** The invitation ``code`` (from the address): choose a seat, answer, and play at the host's table. */
function joinTable(code) {
  if (table) table.exit();
  history.replaceState(null, "", location.pathname + location.search); // the code is spent: a reload goes to the lobby
  joining = showJoin({ root: lobbyRoot, code, games, iceServers: iceServers(), onLeave: leaveJoin, onTable: seatGuest });
}

/**
 * The table across the internet in the link (``room``): its page offers the free seats, one is
 * chosen, and the friend plays. The link stays in the address: a reload, or the same link opened
 * again, rejoins the table. Opening such a link is the friend's consent to the relays it needs.
 */
function joinRoom(room) {
  if (table) table.exit();
  joining = showRoomJoin({ root: lobbyRoot, room, games, iceServers: internetIceServers(turnServer()), onLeave: leaveJoin, onTable: seatGuest });
}

function leaveJoin() {
  joining = null;
  history.replaceState(null, "", location.pathname + location.search);
  showLobby();
}

/** A friend connected to the host and seated: the host's table comes next. */
function seatGuest({ link, seat, name }) {
  joining = null;
  const say = (key) => {
    if (!table || guest.table !== table) return; // the friend has left this table
    table.message = t(key);
    table.render();
  };
  const guest = new GuestTable({
    link,
    seat,
    onTable: (setup) => openGuestTable(guest, setup),
    onClosed: () => say("friends.host_lost"),
    onProblem: (problem) => {
      console.warn("a message from the host was refused:", problem);
      say("friends.host_message_bad");
    },
  });
  guest.send("hello", { name });
}

function backToLobby() {
  keeping?.release();
  keeping = null;
  table = null;
  tableRoot.hidden = true;
  lobbyRoot.hidden = false;
  showLobby();
}

/** The lobby, with the engine started if it was idle (a friend's page: see engine-start.js). */
function showLobby() {
  engine.start();
  showEngineStatus();
  lobby.render();
}

/** The guided first deal of ``game`` (not saved: a reload goes back to the lobby); its end offers a real game. */
async function startTutorial(game) {
  const { view } = await engine.call("tutorial", { game: game.id });
  const realGame = () => {
    const { options, seatLevels, names } = lobby.choices(game);
    leaveForNewGame(game, options, seatLevels, lobby.seed ?? randomSeed(), names);
  };
  await showTable(game.id, view, { guide: tutorialGuide({ onRealGame: realGame }) });
}

/** A shared link's deal is dealt once: then the address and the lobby forget it, so that a new game or a reload deals anew. */
function spendSharedDeal() {
  if (!sharedInAddress) return;
  sharedInAddress = false;
  lobby.seed = undefined;
  history.replaceState(null, "", withoutSharedDeal(location.href));
}

/**
 * A new game with the other seats at ``levels`` (a computer's level, or "human": a person at this
 * device, named in ``names``, one per seat); ``daily``: the date of a deal of the day; rejects if the engine refuses it.
 */
async function startGame(game, options, levels, seed, names, daily) {
  const friendSeats = levels.flatMap((level, index) => (level === FRIEND ? [index + 1] : []));
  const players = [HUMAN, ...levels.map((level) => (level === FRIEND ? HUMAN : level))];
  const { view } = await engine.call("new", { game: game.id, options, seed, players, seat: 0 });
  spendSharedDeal();
  const friends = friendSeats.length ? { table: newTableId(), seats: friendSeats, level: lobby.computerLevel(game) } : undefined;
  await openTable({ game: game.id, options, seed, levels, names: friends || isHotSeat(players) ? names : undefined, friends, daily }, view);
}

/** Today's deal of ``game`` (web/js/lobby/daily.js): the engine's seed and table for the page's UTC date. */
async function startDaily(game) {
  const day = await engine.call("daily", { game: game.id, date: today() });
  await startGame(game, day.options, day.players.slice(1), day.seed, undefined, day.date);
}

/**
 * A finished game from a file (player/game-file.js: already checked against its schema) at its end,
 * its last deal's review open over it. The engine replays the record first: a record it refuses,
 * or a game not over, rejects, and nothing else changes (the saved game and the statistics stay).
 */
async function reviewGameFile(file) {
  const { view } = await engine.call("load", { record: file.record, players: file.players, seat: file.seat });
  if (!view.terminal) {
    engine.call("close", { session: view.session }).catch(() => {});
    throw new UnfinishedGameError();
  }
  await showTable(file.game, view, { names: file.names });
  await table.review(null, document.getElementById("review-deal"));
}

/**
 * The saved game, where it was left, unless ``wanted()`` says the player has gone on to
 * something else meanwhile. A game the engine refuses is set aside (or dropped, when it
 * cannot be kept) and reported; if the engine itself is unavailable, the game stays saved
 * and the lobby says why.
 */
async function resume(saved, wanted = () => true) {
  try {
    const { view } = await engine.call("load", { record: saved.record, players: saved.players, seat: 0 });
    if (!wanted()) {
      engine.call("close", { session: view.session }).catch(() => {});
      return;
    }
    const { options, seed } = saved.record;
    const people = isHotSeat(saved.players) || saved.friends;
    const names = people ? saved.names ?? saved.players.map((_, seat) => defaultName(seat)) : undefined;
    await openTable({ game: saved.game, options, seed, levels: saved.levels ?? saved.players.slice(1), names, friends: saved.friends, daily: saved.daily }, view);
  } catch (error) {
    if (!wanted()) return;
    const unavailable = error instanceof EngineError && error.type === "EngineUnavailable";
    const kept = !unavailable && setAside();
    lobby.render();
    if (unavailable) lobby.message(engineErrorText(error));
    else lobby.message(t(kept ? "saved.broken" : "saved.broken_dropped", { message: excerpt(error.message, QUOTED_ERROR_CHARS) }));
  }
}

/**
 * Straight back into the saved game, if there is one (after a reload, a new build, a restarted
 * engine), unless a table in another tab keeps it (``lookElsewhere``: not after this tab's own
 * table): then the lobby says so and offers to resume it here.
 */
async function reopenSaved(lookElsewhere = true) {
  const { saved } = readSaved(games.map((g) => g.id));
  if (!saved) return;
  let wanted = true;
  const leave = () => {
    wanted = false;
    lobby.render();
  };
  lobby.resuming(saved, leave); // at once: the lobby does not show first
  if (lookElsewhere && (await keptElsewhere())) {
    if (!wanted) return; // the player has gone to the lobby meanwhile
    leave();
    lobby.savedNote("saved.open_elsewhere");
    return;
  }
  resume(saved, () => wanted);
}

/** Show the page in ``lang``: the header, the engine's status, and whatever is open (a game stays where it is). */
async function switchLanguage(lang) {
  await setLanguage(lang, { chosen: true });
  languageSwitch();
  showEngineStatus();
  if (table) table.render();
  else if (joining) joining.redraw();
  else lobby?.render();
}

/** A button per language, the current one pressed. */
function languageButtons() {
  return LANGUAGES.map((lang) =>
    el("button", { type: "button", lang, "aria-pressed": lang === language() ? "true" : "false", onclick: () => switchLanguage(lang) }, lang.toUpperCase()),
  );
}

function languageSwitch() {
  clear(document.getElementById("languages")).append(...languageButtons());
}

async function main() {
  reloadOnNewBuild();
  applySettings();
  const translations = setLanguage(preferredLanguage());
  startEngine(translations);
  await translations;
  languageSwitch();
  const settingsButton = document.getElementById("settings-open");
  settingsButton.addEventListener("click", () => openSettings(settingsButton));
  settingsButton.hidden = false; // shown once it works: a click before would be lost
  document.getElementById("engine-restart").addEventListener("click", () => {
    engine.terminate();
    startEngine(translations);
    showEngineStatus();
    table?.exit();
    reopenSaved(false); // the game saved after its last move opens again once the engine is up
  });
  const catalog = await (await fetch("catalog.json")).json();
  games = catalog.games.filter((game) => RENDERERS[game.id]);
  lobby = new Lobby({
    root: lobbyRoot,
    games,
    start: startGame,
    teach: startTutorial,
    daily: startDaily,
    resume,
    review: reviewGameFile,
    engineReady: () => engine.state === "ready",
    bootProgress: () => bootProgress(engine),
    seed: requestedSeed(params),
  });
  acceptDroppedFiles(() => !lobbyRoot.hidden && !joining, (file) => lobby.openFile(file));
  const shared = sharedDeal(params);
  sharedInAddress = Boolean(shared);
  const sharedGame = lobby.preselect(shared);
  lobby.render(); // reads the saved game first: a bad one is set aside and reported here
  const linkedGame = games.find((game) => game.id === shared?.game);
  if (linkedGame) lobby.openSheet(linkedGame.id); // the shared deal's options (what of them was usable), to see before playing
  if (sharedGame) lobby.message(t("share.loaded", { game: sharedGame.names[language()] ?? sharedGame.names.pl }));
  const invitation = invitationInAddress();
  const room = roomInAddress();
  if (invitation) joinTable(invitation); // a friend's invitation: the saved game waits in the lobby
  else if (room) joinRoom(room);
  else if (!shared) reopenSaved(); // a shared link asks for its deal: the saved game waits in the lobby
  addEventListener("hashchange", () => {
    const code = invitationInAddress();
    const linked = roomInAddress();
    if (code) joinTable(code);
    else if (linked) joinRoom(linked);
  });
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
