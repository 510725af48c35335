// The lobby: choose a game, its options and the computers' levels, resume the
// saved game, see the statistics. Usable before the engine is ready; the
// choices are remembered for the next visit. Every remembered choice and every
// part of a shared link is checked against the catalog before use: a bad one is
// forgotten and reported at the top of the lobby, and the rest works.
import { clear, el } from "../dom.js";
import { language, t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { clearSaved, readSaved, readStats } from "./saved.js";
import { openStats } from "./stats.js";
import { rulesButton } from "./rules.js";
import { repairSettings } from "./settings.js";
import { randomSeed } from "./share.js";
import { dailyPanel } from "./daily.js";
import { optionSchema } from "../schema.js";
import { readItem, removeItem, writeItem } from "../storage.js";
import { HUMAN, MAX_NAME, defaultName, personName } from "../friends/hotseat.js";
import { FRIEND } from "../friends/host.js";

const PREFIX = "karciarnia.";

function store(key, value) {
  writeItem(PREFIX + key, String(value));
}

function gameName(game) {
  return game.names[language()] ?? game.names.pl;
}

/** ``text`` (a remembered choice) as a value of ``option`` (the catalog's {kind, min, max}), or undefined. */
function optionFromText(option, text) {
  const value = option.kind === "bool" ? { true: true, false: false }[text] : /^-?\d{1,16}$/.test(text) ? Number(text) : undefined;
  return optionSchema(option)(value) ? undefined : value;
}

function optionField(game, option, chosen) {
  const id = `option-${option.name}`;
  const label = el("label", { for: id }, t(`option.${game.id}.${option.name}`));
  if (option.kind === "bool") {
    const input = el("input", { type: "checkbox", id, name: option.name, checked: chosen });
    return el("div", { class: "field checkbox" }, input, label);
  }
  const select = el("select", { id, name: option.name });
  for (let value = option.min; value <= option.max; value++) {
    select.append(el("option", { value, selected: value === chosen }, String(value)));
  }
  return el("div", { class: "field" }, label, select);
}

function levelSelect(game, id, chosen) {
  const select = el("select", { id, name: id });
  for (const level of game.levels) select.append(el("option", { value: level, selected: level === chosen }, t(`level.${level}`)));
  return select;
}

/** The name field of the person at ``seat``, shown only while that seat is a person. */
function nameField(seat, name, shown) {
  const id = `option-name-${seat}`;
  const label = el("label", { for: id }, seat === 0 ? t("lobby.your_name") : t("lobby.person_name", { n: seat }));
  const input = el("input", { type: "text", id, name: id, value: name, maxlength: MAX_NAME, autocomplete: "off", placeholder: defaultName(seat) });
  return el("div", { class: "field person-name", hidden: !shown }, label, input);
}

/**
 * One level for every computer, and (folded) each other seat's own choice: a computer's
 * level or a person at this device ("Osoba", with a name; then seat 0 is named too).
 */
function levelField(game, level, seatLevels, names) {
  const all = levelSelect(game, "option-level", level);
  const selects = seatLevels.map((chosen, index) => {
    const select = levelSelect(game, `option-level-${index + 1}`, chosen);
    select.append(el("option", { value: HUMAN, selected: chosen === HUMAN }, t("lobby.person")));
    select.append(el("option", { value: FRIEND, selected: chosen === FRIEND }, t("friends.seat_option")));
    return select;
  });
  const anyPerson = () => selects.some((select) => select.value === HUMAN || select.value === FRIEND); // then seat 0 is named too
  const ownName = nameField(0, names[0], anyPerson());
  const perSeat = selects.map((select, index) => {
    const naming = nameField(index + 1, names[index + 1], select.value === HUMAN);
    select.addEventListener("change", () => {
      naming.hidden = select.value !== HUMAN;
      ownName.hidden = !anyPerson();
    });
    return el("div", { class: "seat-choice" }, el("div", { class: "field" }, el("label", { for: select.id }, t("lobby.seat_level", { n: index + 1 })), select), naming);
  });
  all.addEventListener("change", () => {
    for (const select of selects) if (select.value !== HUMAN && select.value !== FRIEND) select.value = all.value; // people stay
  });
  return [
    el("div", { class: "field" }, el("label", { for: "option-level" }, t("lobby.level")), all),
    el("details", { class: "seat-levels", open: anyPerson() }, el("summary", {}, t("lobby.seat_levels")), ownName, perSeat),
  ];
}

/** The options chosen in ``form`` (its fields offer valid values only). */
function formOptions(form, game) {
  return Object.fromEntries(
    game.options.map((option) => {
      const input = form.elements[option.name];
      return [option.name, option.kind === "bool" ? input.checked : Number(input.value)];
    }),
  );
}

/** The options chosen in ``form``, remembered. */
function readOptions(form, game) {
  const options = formOptions(form, game);
  for (const [name, value] of Object.entries(options)) store(`${game.id}.${name}`, value);
  return options;
}

/** The other seats' levels ("human" for a person) chosen in ``form`` for ``seats`` seats (remembered). */
function readLevels(form, game, seats) {
  store(`${game.id}.level`, form.elements["option-level"].value);
  const levels = [];
  for (let seat = 1; seat < seats; seat++) {
    levels.push(form.elements[`option-level-${seat}`].value);
    store(`${game.id}.level.${seat}`, levels[levels.length - 1]);
  }
  return levels;
}

/** Every seat's name in ``form`` (an empty or invalid one: the default "Gracz n"), the valid ones remembered. */
function readNames(form, game, seats) {
  return Array.from({ length: seats }, (_, seat) => {
    const name = personName(form.elements[`option-name-${seat}`].value);
    if (name) store(`${game.id}.name.${seat}`, name);
    else removeItem(`${PREFIX}${game.id}.name.${seat}`);
    return name ?? defaultName(seat);
  });
}

export class Lobby {
  /**
   * ``games``: the catalog's games the page can draw; ``start(game, options, levels, seed, names)``,
   * ``teach(game)`` (its guided first deal), ``daily(game)`` (its deal of the day) and ``resume(saved)`` open the table (a rejected
   * promise is reported in the lobby);
   * ``engineReady()`` says whether a start will be quick, ``bootProgress()`` gives the
   * engine's progress bar while it is not; ``seed``: the one the address asks for (a
   * shared deal's), else every game gets a fresh one.
   */
  constructor({ root, games, start, teach, daily, resume, engineReady, bootProgress, seed }) {
    Object.assign(this, { root, games, start, teach, daily, resume, engineReady, bootProgress, seed });
    this.notices = new Map(); // translation key → {params, id}: what was wrong with storage or the link
    this.savedNoteKey = null; // why the unfinished game did not reopen by itself (savedNote)
    if (repairSettings()) this.notice("settings.repaired");
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

  /** The remembered options, other seats' levels (or "human") and seat names of ``game``, each valid for it. */
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
    return { options, level, seatLevels, names };
  }

  /** The level the lobby gives ``game``'s computers (one takes a friend's seat at the host's word). */
  computerLevel(game) {
    return this.choices(game).level;
  }

  /** The other seats of the form all for friends, shown: the first step of playing with friends. */
  inviteFriends() {
    const details = document.querySelector(".seat-levels");
    const selects = [...document.querySelectorAll("select[id^=option-level-]")];
    for (const select of selects) {
      select.value = FRIEND;
      select.dispatchEvent(new Event("change"));
    }
    details.open = true;
    selects[0]?.focus();
    this.message(t("friends.lobby_ready"));
  }

  /** "Zagraj ze znajomymi": how to play with friends, here or on their own devices. */
  friendsPanel() {
    return el(
      "section",
      { class: "friends-entry", id: "friends-entry", "aria-labelledby": "friends-entry-title" },
      el("h2", { id: "friends-entry-title" }, t("friends.entry_title")),
      el("p", {}, t("friends.entry_hotseat")),
      el("p", {}, t("friends.entry_online")),
      el("button", { type: "button", class: "secondary", id: "friends-setup", onclick: () => this.inviteFriends() }, t("friends.entry_button")),
    );
  }

  /** The options ``g`` would start with now (for its rules page): the form's if it is chosen, else the remembered ones. */
  lobbyOptions(g, chosenId) {
    const form = document.getElementById("lobby-form");
    return g.id === chosenId && form ? formOptions(form, g) : this.choices(g).options;
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

  message(text) {
    const message = document.getElementById("lobby-message");
    if (message) message.textContent = text;
  }

  render(selectedId = this.remembered("game", (id) => (this.games.some((g) => g.id === id) ? id : undefined), this.games[0].id)) {
    const game = this.games.find((g) => g.id === selectedId) ?? this.games[0];
    const { options, level, seatLevels, names } = this.choices(game);
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
        rulesButton(g.id, { options: () => this.lobbyOptions(g, game.id) }),
        el(
          "button",
          {
            type: "button",
            class: "secondary tutorial-button",
            id: `tutorial-${g.id}`,
            "aria-label": t("tutorial.button_label", { game: gameName(g) }),
            onclick: () => {
              if (!this.opening) this.starting(this.teach(g));
            },
          },
          t("tutorial.button"),
        ),
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
        game.options.map((o) => optionField(game, o, options[o.name])),
        levelField(game, level, seatLevels, names),
      ),
      el("button", { type: "submit", class: "primary", id: "start" }, t("lobby.start")),
      this.engineReady() ? null : this.bootProgress(),
      el("p", { id: "lobby-message", role: "alert" }),
    );
    // Every choice is remembered as it is made, so that drawing the lobby again (in another language,
    // for another number of players) keeps it: the form's own seats, as it shows them, are read.
    form.addEventListener("change", (event) => {
      const shownSeats = seatLevels.length + 1;
      readOptions(form, game);
      readLevels(form, game, shownSeats);
      readNames(form, game, shownSeats);
      if (event.target.name !== "players") return;
      this.render(game.id); // the number of computers follows the number of players
      document.getElementById("option-players").focus();
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (this.opening) return; // pressed again while the first press is being answered
      const options = readOptions(form, game);
      const seats = options.players ?? game.seats;
      const levels = readLevels(form, game, seats);
      const names = readNames(form, game, seats);
      const people = names.filter((_, seat) => seat === 0 || levels[seat - 1] === HUMAN);
      if (new Set(people).size < people.length) return this.message(t("lobby.names_differ")); // the cover names who takes the device
      if (levels.includes(HUMAN) && levels.includes(FRIEND)) return this.message(t("friends.no_mixing"));
      this.starting(this.start(game, options, levels, this.seed ?? randomSeed(), names));
    });
    const saved = this.savedGamePanel();
    const stats = this.statsButton();
    clear(this.root).append(this.noticesPanel() ?? "", saved ?? "", el("h2", {}, t("lobby.title")), form, dailyPanel(this.games, (g) => this.opening || this.starting(this.daily(g))), this.friendsPanel(), stats);
  }

  /**
   * The start button says what is happening until ``opening`` settles (a press before the
   * engine is ready is taken at once: the game opens when it can, the progress in view);
   * a failure is reported and the button works again.
   */
  async starting(opening) {
    const button = document.getElementById("start");
    this.opening = opening;
    button.setAttribute("aria-disabled", "true");
    button.setAttribute("aria-busy", "true");
    button.textContent = this.engineReady() ? t("lobby.starting") : t("lobby.waiting_engine");
    try {
      await opening;
      this.notices.clear();
    } catch (error) {
      this.message(engineErrorText(error));
      button.removeAttribute("aria-disabled");
      button.removeAttribute("aria-busy");
      button.textContent = t("lobby.start");
    } finally {
      this.opening = null;
    }
  }

  /**
   * Instead of the lobby, "back to your game" while the saved game ``saved`` reopens by
   * itself (``leave()``: the player would rather stay in the lobby).
   */
  resuming(saved, leave) {
    const game = this.games.find((g) => g.id === saved.game);
    clear(this.root).append(
      el(
        "section",
        { class: "saved-game resuming", id: "resuming", "aria-labelledby": "resuming-title" },
        el("h2", { id: "resuming-title" }, t("saved.resuming")),
        el("p", {}, t("saved.description", { game: gameName(game), moves: saved.record.actions.length })),
        this.engineReady() ? null : this.bootProgress(),
        el("button", { type: "button", id: "resume-leave", onclick: leave }, t("saved.to_lobby")),
      ),
    );
  }

  /** Say in the unfinished game's panel why it did not reopen by itself (``key``: i18n), now and when redrawn. */
  savedNote(key) {
    this.savedNoteKey = key;
    if (!document.getElementById("saved-note")) document.querySelector("#saved-game > p")?.after(this.savedNoteElement());
  }

  savedNoteElement() {
    return el("p", { class: "note", id: "saved-note" }, t(this.savedNoteKey));
  }

  /** The unfinished game, if any: resume or abandon it. A bad one was set aside (or dropped): say so. */
  savedGamePanel() {
    const { saved, problem, kept } = readSaved(this.games.map((g) => g.id));
    if (problem) this.notice(kept ? "saved.set_aside" : "saved.dropped", {}, "saved-problem");
    if (!saved) return null;
    const game = this.games.find((g) => g.id === saved.game);
    return el(
      "section",
      { class: "saved-game", id: "saved-game", "aria-labelledby": "saved-title" },
      el("h2", { id: "saved-title" }, t("saved.title")),
      el("p", {}, t("saved.description", { game: gameName(game), moves: saved.record.actions.length })),
      this.savedNoteKey ? this.savedNoteElement() : null,
      el("button", { type: "button", class: "primary", id: "resume", onclick: () => {
        this.savedNoteKey = null;
        this.resume(saved);
      } }, t("saved.resume")),
      el("button", { type: "button", id: "abandon", onclick: () => { clearSaved(); this.render(saved.game); } }, t("saved.abandon")),
    );
  }

  /** The statistics' opener (stats.js); damaged statistics are reported, and set aside, as the lobby is drawn. */
  statsButton() {
    if (readStats().problem) this.notice("stats.set_aside");
    const open = (event) => openStats(event.currentTarget, this.games.map((game) => ({ id: game.id, name: gameName(game) })));
    return el("p", { class: "stats" }, el("button", { type: "button", id: "stats-open", "aria-haspopup": "dialog", onclick: open }, t("stats.open")));
  }
}
