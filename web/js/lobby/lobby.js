// The home: the game in progress first (continue or abandon it), then a tile per game (a tap
// deals at once with the options last used; a smaller button opens them in a sheet; its rules
// and its lesson one tap away), then the secondary entries (play with friends, statistics, a game
// from a file in the review).
// A game starts from here at the table (``tables``: table/tables.js), which the home asks for it
// with everything it needs: its options, seats, names and seed.
// Usable before the engine is ready; the choices are remembered for the next visit. Every
// remembered choice and every part of a shared link is checked against the catalog before use:
// a bad one is forgotten and reported at the top of the home, and the rest works.
import { clear, el } from "../dom.js";
import { language, listText, t } from "../i18n.js";
import { EngineError } from "../boot/engine.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { clearSaved, readSaved, readStats, setAside } from "../player/saved.js";
import { keptElsewhere } from "../player/saved-keeper.js";
import { ratingOf, ratingText, readRatings } from "../player/ratings.js";
import { houseRulesOn } from "../player/saving.js";
import { openStats } from "./stats.js";
import { rulesButton } from "../player/rules.js";
import { applySettings, repairSettings } from "../player/settings.js";
import { randomSeed, withoutSharedDeal } from "../player/share.js";
import { dailyHistory, dailyPanel, today } from "./daily.js";
import { excerpt, optionSchema } from "../schema.js";
import { readItem, removeItem } from "../storage.js";
import { HUMAN, defaultName, personName } from "../friends/hotseat.js";
import { FRIEND } from "../friends/host.js";
import { PREFIX, assistsField, formOptions, levelField, optionFields, optionFromText, readAssists, readLevels, readNames, readOptions, store } from "./options-form.js";
import { tileButton } from "./tiles.js";
import { fileErrorText, filePicker, openGameFile } from "../player/game-file.js";
import { askToKeep, backupButtons, notKeptNote } from "./backup.js";
import { duePuzzles, readTraining } from "../player/training-store.js";
import { localDay } from "../player/training-schedule.js";
import { dueText } from "../player/training-words.js";

const QUOTED_ERROR_CHARS = 200; // an engine's refusal as the home quotes it (its words and excerpts of the bad values)

function gameName(game) {
  return game.names[language()] ?? game.names.en;
}

/** One of the home's secondary entries: a titled section (``kind``: its class) with ``lead`` (if any), its row of ``buttons``, and ``after`` them. */
function homeEntry({ id, kind, title, lead = null }, buttons, ...after) {
  return el(
    "section",
    { class: `home-entry ${kind}`, id, "aria-labelledby": `${id}-title` },
    el("h2", { id: `${id}-title` }, title),
    lead,
    buttons.length ? el("div", { class: "entry-buttons" }, ...buttons) : null,
    ...after,
  );
}

export class Lobby {
  /**
   * ``games``: the catalog's games the page can draw; ``tables`` (table/tables.js) opens the table for
   * a new game, a lesson, the deal of the day, the saved game or a finished game from a file (a
   * rejected promise is reported in the lobby); ``engineReady()`` says whether a start will be quick,
   * ``bootProgress()`` gives the engine's progress bar while it is not; ``seed``: the one the address
   * asks for (a shared deal's), else every game gets a fresh one; ``training``: {clock(): now in
   * milliseconds, open(opener): the training room (review/training.js)}.
   */
  constructor({ root, games, tables, training, engineReady, bootProgress, seed }) {
    this.root = root;
    this.games = games;
    this.tables = tables;
    this.training = training;
    this.engineReady = engineReady;
    this.bootProgress = bootProgress;
    this.seed = seed;
    this.shared = false; // the address asks for a shared link's deal, not dealt yet (showFirst)
    this.notices = new Map(); // translation key → {params, id}: what was wrong with storage or the link
    this.savedNoteKey = null; // why the unfinished game did not reopen by itself (savedNote)
    if (repairSettings()) this.notice("settings.repaired");
    this.storageKept = null; // whether the browser keeps what is stored here (askToKeep), once it says
    askToKeep().then((kept) => {
      this.storageKept = kept;
      if (kept === false) document.querySelector("#your-games .backup-note")?.after(notKeptNote());
    });
  }

  /** Say at the top of the lobby (until a game starts) that something stored or linked was not used. */
  notice(key, params = {}, id = undefined) {
    this.notices.set(key, { params, id });
  }

  noticesPanel() {
    if (!this.notices.size) return null;
    return el(
      "section",
      { class: "saved-problem", id: "lobby-notices", role: "alert" },
      [...this.notices].map(([key, { params, id }]) => el("p", { id, "data-notice": key }, t(key, params))),
    );
  }

  /** The remembered choice ``key`` as ``parse`` reads it, else ``fallback``; a bad one is forgotten and reported. */
  remembered(key, parse, fallback) {
    const text = readItem(PREFIX + key);
    if (text === null) return fallback;
    const value = parse(text);
    if (value !== undefined) return value;
    removeItem(PREFIX + key);
    this.notice("lobby.choice_ignored");
    return fallback;
  }

  /** The remembered options, other seats' levels (or "human"), seat names and the card counter (off unless chosen) of ``game``, each valid for it. */
  choices(game) {
    const options = Object.fromEntries(
      game.options.map((o) => [o.name, this.remembered(`${game.id}.${o.name}`, (text) => optionFromText(o, text), o.default)]),
    );
    const readLevel = (text) => (game.levels.includes(text) ? text : undefined);
    const level = this.remembered(`${game.id}.level`, readLevel, "normal");
    const readSeat = (text) => (text === HUMAN || text === FRIEND ? text : readLevel(text));
    const seats = options.players ?? game.seats;
    const seatLevels = [];
    for (let seat = 1; seat < seats; seat++) {
      seatLevels.push(this.remembered(`${game.id}.level.${seat}`, readSeat, level));
    }
    const names = Array.from({ length: seats }, (_, seat) => this.remembered(`${game.id}.name.${seat}`, personName, defaultName(seat)));
    const counter = this.remembered(`${game.id}.counter`, (text) => ({ true: true, false: false })[text], false);
    return { options, level, seatLevels, names, counter };
  }

  /** The level the lobby gives ``game``'s computers (one takes a friend's seat at the host's word). */
  computerLevel(game) {
    return this.choices(game).level;
  }

  /** The game remembered as the last one chosen, else the first. */
  lastGame() {
    const id = this.remembered("game", (text) => (this.games.some((g) => g.id === text) ? text : undefined), this.games[0].id);
    return this.games.find((g) => g.id === id);
  }

  /**
   * Play with friends (``where``: "here", people taking turns at this device; "online", friends on
   * their own devices): the options sheet of the last game, its other seats given to them.
   */
  inviteFriends(where) {
    const game = this.lastGame();
    this.openSheet(game.id, where);
    this.seatFriends(where);
  }

  /** Give the sheet's other seats to friends: all of them for "online", the first for "here" (unless a person sits already). */
  seatFriends(where) {
    const selects = /** @type {HTMLSelectElement[]} */ ([...document.querySelectorAll("select[id^=option-level-]")]);
    const chosen = where === "online" ? selects : selects.some((select) => select.value === HUMAN) ? [] : selects.slice(0, 1);
    for (const select of chosen) {
      select.value = where === "online" ? FRIEND : HUMAN;
      select.dispatchEvent(new Event("change"));
    }
    /** @type {HTMLDetailsElement} */ (document.querySelector(".seat-levels")).open = true;
    (where === "here" ? document.getElementById("option-name-0") : selects[0])?.focus();
  }

  /** "Zagraj ze znajomymi": one entry, two ways (this device or their own); what to do is said in the sheet. */
  friendsPanel() {
    return homeEntry({ id: "friends-entry", kind: "friends-entry", title: t("friends.entry_title") }, [
      el("button", { type: "button", class: "secondary", id: "friends-here", "aria-haspopup": "dialog", onclick: () => this.inviteFriends("here") }, t("home.friends_here")),
      el("button", { type: "button", class: "secondary", id: "friends-setup", "aria-haspopup": "dialog", onclick: () => this.inviteFriends("online") }, t("home.friends_online")),
    ]);
  }

  /** The options ``g`` would start with now (for its rules page): the open sheet's if it shows ``g``, else the remembered ones. */
  lobbyOptions(g) {
    const form = document.getElementById("lobby-form");
    return this.sheet?.gameId === g.id && form ? formOptions(form, g) : this.choices(g).options;
  }

  /**
   * Preselect a shared deal's game and options, each checked against the catalog:
   * the game when the whole link is used, else null (what was not used is reported).
   */
  preselect(shared) {
    if (!shared) return null;
    const game = this.games.find((g) => g.id === shared.game);
    if (!game) {
      this.notice("share.unknown_game");
      return null;
    }
    const problems = new Set(shared.problems);
    for (const [name, value] of Object.entries(shared.options)) {
      const option = game.options.find((o) => o.name === name);
      if (option && !optionSchema(option)(value)) store(`${game.id}.${name}`, value);
      else problems.add("options");
    }
    store("game", game.id);
    for (const part of problems) this.notice(`share.bad_${part}`);
    return problems.size ? null : game;
  }

  /**
   * The home as the page opens: a shared link's deal (``shared``: player/share.js's sharedDeal, or
   * null) has its game and options preselected and their sheet open, to see before playing.
   */
  showFirst(shared) {
    this.shared = Boolean(shared);
    const sharedGame = this.preselect(shared);
    this.render(); // reads the saved game first: a bad one is set aside and reported here
    const linkedGame = this.games.find((game) => game.id === shared?.game);
    if (linkedGame) this.openSheet(linkedGame.id); // the shared deal's options (what of them was usable)
    if (sharedGame) this.message(t("share.loaded", { game: gameName(sharedGame) }));
  }

  /** A shared link's deal is dealt once: then the address and the lobby forget it, so that a new game or a reload deals anew. */
  spendSharedDeal() {
    if (!this.shared) return;
    this.shared = false;
    this.seed = undefined;
    history.replaceState(null, "", withoutSharedDeal(location.href));
  }

  /** Start the game ``setup`` (table/tables.js: start) at the table; ``button`` says how it goes. */
  begin(setup, button) {
    this.starting(this.tables.start(setup, () => this.spendSharedDeal()), button);
  }

  /** Say ``text`` where the player looks: in the options sheet while it is open, else on the home. */
  message(text) {
    const message = document.getElementById("sheet-message") ?? document.getElementById("lobby-message");
    if (!message) return;
    message.textContent = text;
    message.scrollIntoView({ block: "nearest" }); // from an entry far down a phone's home, say
  }

  /** The home; an open options sheet is drawn again with it (in another language, say). */
  render() {
    const sheet = this.sheet;
    this.checkRemembered();
    const saved = this.savedGamePanel();
    const more = this.secondaryEntries(this.yourGamesPanel()); // before the notices: a damaged store is said with them
    clear(this.root).append(
      el(
        "div",
        { class: "home", id: "home" },
        this.noticesPanel() ?? "",
        saved ?? "",
        el("h2", { class: "home-title" }, t("lobby.title")),
        el("ul", { class: "game-tiles", role: "list" }, this.games.map((g) => this.tile(g))),
        this.engineReady() ? null : this.bootProgress(),
        el("p", { id: "lobby-message", role: "alert" }),
        el("div", { class: "home-more", id: "home-more" }, more),
      ),
    );
    this.sheet = null;
    if (sheet) this.openSheet(sheet.gameId, sheet.where);
    else this.focusPrimary();
  }

  /** The home's first action takes the focus (Continue, else the last game's Play), so that Enter deals; not while the player is elsewhere. */
  focusPrimary() {
    if (document.activeElement && document.activeElement !== document.body) return;
    const primary = document.getElementById("resume") ?? document.getElementById(`play-${this.lastGame().id}`);
    primary?.focus({ preventScroll: true });
  }

  /** Read every remembered choice, so that a bad one is forgotten and reported before any is used. */
  checkRemembered() {
    this.lastGame();
    for (const game of this.games) this.choices(game);
  }

  /** The row under the tiles: entries that are not a game of their own. */
  secondaryEntries(yours) {
    const daily = (g) => this.opening || this.starting(this.tables.daily(g.id, today(), () => this.spendSharedDeal()));
    return [dailyPanel(this.games, daily), this.trainingPanel(), this.friendsPanel(), yours];
  }

  /**
   * The training: how many puzzles are due today and the way in, or when the next comes back (a
   * damaged store was set aside, or dropped, as the home is drawn: said at its top).
   */
  trainingPanel() {
    const { training, problem, kept } = readTraining();
    if (problem) this.notice(kept ? "training.set_aside" : "training.dropped", {}, "training-problem");
    const day = localDay(this.training.clock());
    const due = duePuzzles(training, day).length;
    const open = (event) => this.training.open(event.currentTarget);
    const button = el("button", { type: "button", id: "training-open", "aria-haspopup": "dialog", onclick: open }, t("training.open"));
    const said = el("p", { class: due ? "training-due" : "note training-due", id: "training-due" }, dueText(training, day));
    const rated = this.games.filter((game) => training.ratings[game.id]);
    const figures = (game) => `${gameName(game)} ${ratingText({ ...training.ratings[game.id], games: training.ratings[game.id].answers })}`;
    const ratings = rated.length ? el("p", { class: "note", id: "training-ratings" }, t("training.ratings", { list: listText(rated.map(figures)) })) : null;
    return homeEntry({ id: "training-entry", kind: "training-entry", title: t("training.entry_title"), lead: said }, due ? [button] : [], ratings);
  }

  /** A finished game from ``file`` (a File, picked with ``button`` or dropped on the page) in the review; a bad one is reported here. */
  async openFile(file, button = null) {
    if (this.opening) return;
    const opened = await openGameFile(file, this.games.map((g) => g.id));
    if (opened.problem) return this.message(t("file.bad", { problem: excerpt(opened.problem) }));
    this.starting(this.tables.reviewFile(opened.file), button, fileErrorText);
  }

  /** ``g``'s tile: play at once, its options, its rules, its lesson. */
  tile(g) {
    const name = gameName(g);
    const teach = (event) => {
      if (!this.opening) this.starting(this.tables.lesson(g.id, () => this.dealtAsRemembered(g)), event.currentTarget);
    };
    return el(
      "li",
      { class: "game-tile", dataset: { game: g.id } },
      tileButton(g, name, (button) => this.play(g, button), ratingOf(g.id, houseRulesOn(g, this.choices(g).options))),
      el(
        "div",
        { class: "tile-more" },
        el(
          "button",
          { type: "button", class: "secondary tile-options", id: `options-${g.id}`, "aria-haspopup": "dialog", "aria-label": t("home.options_label", { game: name }), onclick: () => this.openSheet(g.id) },
          t("home.options"),
        ),
        rulesButton(g.id, { options: () => this.lobbyOptions(g) }),
        el("button", { type: "button", class: "secondary tutorial-button", id: `tutorial-${g.id}`, "aria-label": t("tutorial.button_label", { game: name }), onclick: teach }, t("tutorial.button")),
      ),
    );
  }

  /** Deal ``game`` at once with the options, seats and names last used (``button``: the tile's, which says how it goes). */
  play(game, button) {
    if (this.opening) return;
    store("game", game.id);
    const { options, seatLevels, names, counter } = this.choices(game);
    this.launch(game, options, seatLevels, names, button, counter);
  }

  /** ``game`` as its tile deals it (a lesson's end offers it): the remembered options, seats and names, for tables.start. */
  dealtAsRemembered(game) {
    const { options, level, seatLevels, names, counter } = this.choices(game);
    return { game: game.id, options, seed: this.seed ?? randomSeed(), levels: seatLevels, names, level, counter };
  }

  /** Start ``game`` (with the card ``counter`` or not) unless its seats cannot be: two people with one name, or people here and friends elsewhere at once. */
  launch(game, options, levels, names, button, counter = false) {
    const people = names.filter((_, seat) => seat === 0 || levels[seat - 1] === HUMAN);
    if (new Set(people).size < people.length) return this.message(t("lobby.names_differ")); // the cover names who takes the device
    if (levels.includes(HUMAN) && levels.includes(FRIEND)) return this.message(t("friends.no_mixing"));
    this.begin({ game: game.id, options, seed: this.seed ?? randomSeed(), levels, names, level: this.computerLevel(game), counter }, button);
  }

  /**
   * The options sheet of ``gameId`` (``where``: friends play "here" or "online", said at its top):
   * the game, its options, the seats, and "Zagraj".
   */
  openSheet(gameId, where = null) {
    const game = this.games.find((g) => g.id === gameId);
    store("game", game.id);
    this.sheet = { gameId: game.id, where };
    let dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById("options-sheet"));
    if (!dialog) {
      dialog = el("dialog", { class: "options-sheet", id: "options-sheet", "aria-labelledby": "sheet-title" });
      dialog.addEventListener("close", () => {
        if (dialog.isConnected) this.sheet = null; // closed by the player (a redrawn home removes it unclosed)
        dialog.remove();
      });
      this.root.append(dialog);
    }
    clear(dialog).append(this.sheetForm(game, where));
    if (!dialog.open) dialog.showModal();
  }

  /** Close the options sheet (a game is opening, or the player changed their mind). */
  closeSheet() {
    this.sheet = null;
    /** @type {HTMLDialogElement | null} */ (document.getElementById("options-sheet"))?.close();
  }

  sheetForm(game, where) {
    const { options, level, seatLevels, names, counter } = this.choices(game);
    const fields = optionFields(game, options);
    const gameChoice = (g) =>
      el(
        "label",
        { class: "sheet-game" },
        el("input", { type: "radio", name: "game", value: g.id, checked: g.id === game.id, onchange: () => {
          this.openSheet(g.id, where);
          if (where) this.seatFriends(where);
        } }),
        el("span", {}, gameName(g)),
      );
    const form = el(
      "form",
      { id: "lobby-form" },
      el(
        "header",
        { class: "sheet-head" },
        el("h2", { id: "sheet-title" }, where ? t("friends.entry_title") : t("home.options_title", { game: gameName(game) })),
        el("button", { type: "button", class: "secondary", id: "options-close", "aria-label": t("home.close"), onclick: () => this.closeSheet() }, "✕"),
      ),
      where ? el("p", { class: "note sheet-friends-note" }, t(where === "here" ? "friends.entry_hotseat" : "friends.entry_online")) : null,
      el("fieldset", { class: "sheet-games" }, el("legend", {}, t("lobby.choose_game")), this.games.map(gameChoice)),
      el("p", { class: "sheet-blurb", id: "sheet-blurb" }, t(`blurb.${game.id}`)), // whole: a tile cuts it short
      el(
        "fieldset",
        { class: "options" },
        el("legend", {}, t("lobby.options")),
        fields.settings,
        levelField(game, level, seatLevels, names).toSpliced(1, 0, assistsField(counter)), // beside the computers' level
      ),
      fields.house,
      el("button", { type: "submit", class: "primary", id: "start" }, t("lobby.start")),
      this.engineReady() ? null : this.bootProgress(),
      el("p", { class: "message", id: "sheet-message", role: "alert" }),
    );
    // Every choice is remembered as it is made, so that drawing the sheet again (in another language,
    // for another number of players) keeps it: the form's own seats, as it shows them, are read.
    form.addEventListener("change", (event) => {
      const changed = /** @type {HTMLInputElement | HTMLSelectElement} */ (event.target);
      if (changed.name === "game") return; // the sheet is drawn for the other game
      const shownSeats = seatLevels.length + 1;
      readOptions(form, game);
      readLevels(form, game, shownSeats);
      readNames(form, game, shownSeats);
      readAssists(form, game);
      if (changed.name !== "players") return;
      this.openSheet(game.id, where); // the number of computers follows the number of players
      document.getElementById("option-players").focus();
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (this.opening) return; // pressed again while the first press is being answered
      const options = readOptions(form, game);
      const seats = options.players ?? game.seats;
      this.launch(game, options, readLevels(form, game, seats), readNames(form, game, seats), document.getElementById("start"), readAssists(form, game));
    });
    return form;
  }

  /**
   * ``button`` (a tile's, the sheet's "Zagraj", a lesson's) says what is happening until ``opening``
   * settles (a press before the engine is ready is taken at once: the game opens when it can, the
   * progress in view); a failure is reported (in ``failureText``'s words) and the button works again.
   */
  async starting(opening, button = null, failureText = engineErrorText) {
    const label = button?.querySelector(".tile-go") ?? button;
    const idle = label?.textContent;
    this.opening = opening;
    button?.setAttribute("aria-disabled", "true");
    button?.setAttribute("aria-busy", "true");
    if (label) label.textContent = this.engineReady() ? t("lobby.starting") : t("lobby.waiting_engine");
    try {
      await opening;
      this.notices.clear();
    } catch (error) {
      this.message(failureText(error));
      button?.removeAttribute("aria-disabled");
      button?.removeAttribute("aria-busy");
      if (label) label.textContent = idle;
    } finally {
      this.opening = null;
    }
  }

  /**
   * Instead of the lobby, "back to your game" while the saved game ``saved`` reopens by
   * itself (``leave()``: the player would rather stay in the lobby).
   */
  resuming(saved, leave) {
    clear(this.root).append(
      el(
        "section",
        { class: "saved-game resuming", id: "resuming", "aria-labelledby": "resuming-title" },
        el("h2", { id: "resuming-title" }, t("saved.resuming")),
        el("p", {}, this.savedDescription(saved)),
        this.engineReady() ? null : this.bootProgress(),
        el("button", { type: "button", id: "resume-leave", onclick: leave }, t("saved.to_lobby")),
      ),
    );
  }

  /**
   * The saved game, where it was left, unless ``wanted()`` says the player has gone on to
   * something else meanwhile. A game the engine refuses is set aside (or dropped, when it
   * cannot be kept) and reported; if the engine itself is unavailable, the game stays saved
   * and the lobby says why.
   */
  async resume(saved, wanted = () => true) {
    try {
      await this.tables.resume(saved, wanted);
    } catch (error) {
      if (!wanted()) return;
      const unavailable = error instanceof EngineError && error.type === "EngineUnavailable";
      const kept = !unavailable && setAside();
      this.render();
      if (unavailable) this.message(engineErrorText(error));
      else this.message(t(kept ? "saved.broken" : "saved.broken_dropped", { message: excerpt(error.message, QUOTED_ERROR_CHARS) }));
    }
  }

  /**
   * Straight back into the saved game, if there is one (after a reload, a new build, a restarted
   * engine), unless a table in another tab keeps it (``lookElsewhere``: not after this tab's own
   * table): then the lobby says so and offers to resume it here.
   */
  async reopenSaved(lookElsewhere = true) {
    const { saved } = readSaved(this.games.map((g) => g.id));
    if (!saved) return;
    let wanted = true;
    const leave = () => {
      wanted = false;
      this.render();
    };
    this.resuming(saved, leave); // at once: the lobby does not show first
    if (lookElsewhere && (await keptElsewhere())) {
      if (!wanted) return; // the player has gone to the lobby meanwhile
      leave();
      this.savedNote("saved.open_elsewhere");
      return;
    }
    this.resume(saved, () => wanted);
  }

  /** Say in the unfinished game's panel why it did not reopen by itself (``key``: i18n), now and when redrawn. */
  savedNote(key) {
    this.savedNoteKey = key;
    if (!document.getElementById("saved-note")) document.querySelector("#saved-game > p")?.after(this.savedNoteElement());
  }

  savedNoteElement() {
    return el("p", { class: "note", id: "saved-note" }, t(this.savedNoteKey));
  }

  /** Where the saved game ``saved`` stands: its game, its deal and the player's score so far (older saves: the moves made). */
  savedDescription(saved) {
    const game = gameName(this.games.find((g) => g.id === saved.game));
    const progress = saved.progress;
    if (!progress) return t("saved.description", { game, moves: saved.record.actions.length });
    if (progress.deal === undefined) return t("saved.score", { game, score: progress.score });
    return t("saved.progress", { game, deal: t("deal.number", { number: progress.deal, deals: progress.deals }), score: progress.score });
  }

  /** The unfinished game, if any, first on the home: continue or abandon it. A bad one was set aside (or dropped): say so. */
  savedGamePanel() {
    const { saved, problem, kept } = readSaved(this.games.map((g) => g.id));
    if (problem) this.notice(kept ? "saved.set_aside" : "saved.dropped", {}, "saved-problem");
    if (!saved) return null;
    return el(
      "section",
      { class: "saved-game", id: "saved-game", "aria-labelledby": "saved-title" },
      el("h2", { id: "saved-title" }, t("saved.title")),
      el("p", {}, this.savedDescription(saved)),
      this.savedNoteKey ? this.savedNoteElement() : null,
      el(
        "div",
        { class: "entry-buttons" },
        el("button", { type: "button", class: "primary", id: "resume", onclick: () => {
          this.savedNoteKey = null;
          this.resume(saved);
        } }, t("saved.resume")),
        el("button", { type: "button", class: "secondary", id: "abandon", onclick: () => { clearSaved(); this.render(); } }, t("saved.abandon")),
      ),
    );
  }

  /**
   * "Your games": the statistics' opener (stats.js; damaged statistics are reported, and set aside
   * or, too big to keep, dropped, as the lobby is drawn), a finished game from a file, in the review
   * (game-file.js), and everything in one file, saved and restored (backup.js), with a word when the
   * browser would not promise to keep what is stored here.
   */
  yourGamesPanel() {
    const { problem, kept } = readStats();
    if (problem) this.notice(kept ? "stats.set_aside" : "stats.dropped");
    const ratings = readRatings();
    if (ratings.problem) this.notice(ratings.kept ? "rating.set_aside" : "rating.dropped", {}, "ratings-problem");
    const open = (event) => openStats(event.currentTarget, this.games.map((game) => ({ id: game.id, name: gameName(game), ratings: game.ratings })), dailyHistory(this.games));
    const restored = (text) => {
      applySettings(); // a restore may bring settings
      this.render();
      this.message(text);
    };
    return homeEntry(
      { id: "your-games", kind: "stats", title: t("home.your_games") },
      [
        el("button", { type: "button", id: "stats-open", "aria-haspopup": "dialog", onclick: open }, t("stats.open")),
        filePicker((file, button) => this.openFile(file, button)),
      ],
      el("p", { class: "note file-note" }, t("file.drop_note")),
      el("div", { class: "entry-buttons backup-buttons" }, backupButtons(() => ({ games: this.games.map((g) => g.id) }), restored, "backup-note")),
      el("p", { class: "note backup-note", id: "backup-note" }, t("backup.note")),
      this.storageKept === false ? notKeptNote() : null,
    );
  }
}
