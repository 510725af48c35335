// The table on the page and how a game comes to it: a new game from the home (its options, seats
// and seed as the home chose them), the deal of the day, a lesson, the saved game, a finished
// game from a file, a table shared with friends (as its host, or as a friend joining from a link);
// kept saved while it is played (player/saving.js), and back to the home when it is left. The
// home asks for a game here and the table opens: nothing goes back to the page's wiring (main.js)
// on the way. What belongs to other rooms above this one comes in with the constructor: the
// games' renderers, the review's replay, lesson and analysis, the deal of the day's part.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { showEngineStatus } from "../boot/engine-status.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { INTERNET_WITHDRAWN, allowInternet, iceServers, internetAllowed, readSettings, turnServer } from "../player/settings.js";
import { keepSavedGame } from "../player/saved-keeper.js";
import { houseRulesOn, savingGame } from "../player/saving.js";
import { randomSeed, shareUrl } from "../player/share.js";
import { UnfinishedGameError } from "../player/game-file.js";
import { HUMAN, defaultName, hotSeatTable, isHotSeat } from "../friends/hotseat.js";
import { RunningScore, peopleAt } from "../friends/tally.js";
import { FRIEND, FriendsHost, newTableId } from "../friends/host.js";
import { openFriendsDialog } from "../friends/dialog.js";
import { GuestTable, showJoin, showRoomJoin } from "../friends/guest.js";
import { internetIceServers } from "../friends/relay.js";
import { ReactionPicker } from "../friends/reactions.js";
import { TableController } from "./table.js";
import { CardCounter } from "./counter.js";
import { RatingNote } from "./rating-note.js";
import { Takeback } from "./takeback.js";
import { Duplicates } from "./duplicate-room.js";
import { offersDuplicate } from "./duplicate.js";

/**
 * @typedef {import("./types.js").NewGame} NewGame
 * @typedef {import("./types.js").TableSetup} TableSetup
 * @typedef {import("./types.js").TableOptions} TableOptions
 * @typedef {import("./types.js").Home} Home
 * @typedef {import("../boot/types.js").View} View
 * @typedef {import("../player/types.js").SavedGame} SavedGame
 * @typedef {import("../player/types.js").GameFile} GameFile
 * @typedef {import("./counter.js").CountedSetup} CountedSetup
 * @typedef {import("./counter.js").CountedGame} CountedGame
 */

// The beat before a computer's move (table.js shortens it after a pass and after the player's own move).
const PACES = { slow: 1000, normal: 320, fast: 150, instant: 0 };

/** The beat in milliseconds: the address's ``requested`` pace (a name or a number) if any, else the setting's. */
export function paceMillis(requested) {
  const chosen = requested ?? readSettings().pace;
  if (chosen in PACES) return PACES[chosen];
  const millis = Number(chosen);
  return Number.isFinite(millis) && millis >= 0 ? millis : PACES.normal;
}

function friendsButton(friends) {
  return el("button", { type: "button", class: "secondary", id: "friends-open", onclick: (event) => openFriendsDialog(friends, event.currentTarget) }, t("friends.open"));
}

export class Tables {
  /**
   * ``engine``: this page's engine (``restarted`` gives a new one); ``games``: the catalog's games the
   * page draws; ``homeRoot``, ``tableRoot``: the page's two places, one shown at a time (a friend's
   * join page is drawn in the home's); ``renderers``: each game's renderer by id (web/js/games/);
   * ``requestedPace``: the pace the address asks for, else null (the setting's then); ``languages()``: the buttons that change the
   * language; ``review``: {open(request): a deal's replay over the table (review/replay.js),
   * lesson({onRealGame}): a lesson's guide (review/tutorial.js), analysis({engine, idle, trains}): a table's
   * analysis in the background (review/analysis-queue.js), feeding the training where ``trains``}; ``dailyDeal(setup)``: the deal of the
   * day's part of a table (lobby/daily.js). The home is attached once it is made (attach).
   * @param {{engine: import("../boot/engine.js").Engine, games: import("../boot/types.js").CatalogGame[], homeRoot: HTMLElement,
   *   tableRoot: HTMLElement, renderers: Record<string, import("./types.js").Renderer<any>>, requestedPace: string | null,
   *   languages: () => HTMLElement[], review: {open: TableOptions["openReview"], lesson: (options: {onRealGame: () => void}) => import("./types.js").LessonGuide,
   *   analysis: (options: {engine: import("../boot/engine.js").Engine, idle: () => boolean, trains: boolean}) => import("./types.js").AnalysisLender},
   *   dailyDeal: (setup: TableSetup) => import("./types.js").DailyPart}} parts
   */
  constructor({ engine, games, homeRoot, tableRoot, renderers, requestedPace, languages, review, dailyDeal }) {
    this.engine = engine;
    this.games = games;
    this.homeRoot = homeRoot;
    this.tableRoot = tableRoot;
    this.renderers = renderers;
    this.requestedPace = requestedPace;
    this.languages = languages;
    this.review = review;
    this.dailyDeal = dailyDeal;
    /** @type {Home | null} the home (lobby/lobby.js): shown when a table is left, and where a new game from the table starts */
    this.home = null;
    /** @type {TableController | null} the table on the page, if any */
    this.table = null;
    /** @type {{redraw(): void} | null} a friend's invitation being answered (friends/guest.js) */
    this.joining = null;
    /** @type {{kept: boolean, release(): void} | null} this tab's hold on the saved game while its table saves (player/saved-keeper.js) */
    this.keeping = null;
    this.duplicates = new Duplicates(this); // the same cards from another seat, at the end of a game against computers
  }

  /** The home this page goes back to; it shows a new game asked for at the table (again) as it starts. @param {Home} home */
  attach(home) {
    this.home = home;
  }

  /** A new engine (the old one failed and was restarted): the table in play, on the old one, is left. */
  restarted(engine) {
    this.engine = engine;
    this.table?.exit();
  }

  /** Draw again whatever is open in place of the home (another language); false when the home is shown. */
  redraw() {
    if (this.table) this.table.render();
    else if (this.joining) this.joining.redraw();
    else return false;
    return true;
  }

  /** Whether the home is on the page (no table, no friend's join page over it). */
  homeShown() {
    return !this.homeRoot.hidden && !this.joining;
  }

  /**
   * A new game: ``setup`` is {game, options, seed, levels, names, level, daily, counter, tally} (levels: each other
   * seat's computer level, "human" for a person at this device or "friend" for one elsewhere; names:
   * each seat's person's name; level: the computers' level where a friend's seat falls back to one;
   * daily: the date of a deal of the day; counter: the card counter on, never at the deal of the day; tally: a hot seat's
   * running score of the games before, played again; replayed: the deal just played, dealt again).
   * ``onDealt()`` runs once the engine has dealt it; rejects if the engine refuses it.
   * @param {CountedGame} setup
   * @param {() => void} [onDealt]
   */
  async start({ game, options, seed, levels, names, level, daily, counter, tally, replayed }, onDealt = () => {}) {
    const friendSeats = levels.flatMap((seatLevel, index) => (seatLevel === FRIEND ? [index + 1] : []));
    const players = [HUMAN, ...levels.map((seatLevel) => (seatLevel === FRIEND ? HUMAN : seatLevel))];
    const { view } = await this.engine.call("new", { game, options, seed, players, seat: 0 });
    onDealt();
    const friends = friendSeats.length ? { table: newTableId(), seats: friendSeats, level } : undefined;
    await this.open({ game, options, seed, levels, names: friends || isHotSeat(players) ? names : undefined, friends, daily, counter: counter && !daily, tally, replayed }, view);
  }

  /**
   * Today's deal (``date``, the page's UTC day: lobby/daily.js) of ``game``: the engine's seed and table for it.
   * @param {string} game
   * @param {string} date
   * @param {() => void} [onDealt]
   */
  async daily(game, date, onDealt = () => {}) {
    const day = await this.engine.call("daily", { game, date });
    await this.start({ game, options: day.options, seed: day.seed, levels: day.players.slice(1), daily: day.date }, onDealt);
  }

  /**
   * The guided first deal of ``game`` (not saved: a reload goes back to the home); its end offers a real game, ``realGame()``'s setup.
   * @param {string} game
   * @param {() => NewGame} realGame
   */
  async lesson(game, realGame) {
    const { view } = await this.engine.call("tutorial", { game });
    await this.show(game, view, { guide: this.review.lesson({ onRealGame: () => this.again(realGame()) }) });
  }

  /**
   * A finished game from a file (player/game-file.js: already checked against its schema) at its end,
   * its last deal's review open over it. The engine replays the record first: a record it refuses,
   * or a game not over, rejects, and nothing else changes (the saved game and the statistics stay).
   * @param {GameFile} file
   */
  async reviewFile(file) {
    const { view } = await this.engine.call("load", { record: file.record, players: file.players, seat: file.seat });
    if (!view.terminal) {
      this.engine.call("close", { session: view.session }).catch(() => {});
      throw new UnfinishedGameError();
    }
    await this.show(file.game, view, { names: file.names, takeback: new Takeback(file.takebacks) }); // its takebacks said, never offered
    await this.table.review(null, document.getElementById("review-deal"));
  }

  /**
   * The saved game, where it was left, unless ``wanted()`` says the player has gone on to something
   * else meanwhile; rejects if the engine refuses it (the home says why).
   * @param {SavedGame & {counter?: boolean}} saved
   * @param {() => boolean} [wanted]
   */
  async resume(saved, wanted = () => true) {
    const { view } = await this.engine.call("load", { record: saved.record, players: saved.players, seat: saved.duplicate?.seat ?? 0 });
    if (!wanted()) {
      this.engine.call("close", { session: view.session }).catch(() => {});
      return;
    }
    if (saved.duplicate) return this.duplicates.resume(saved, view);
    const { options, seed } = saved.record;
    const people = isHotSeat(saved.players) || saved.friends;
    const names = people ? saved.names ?? saved.players.map((_, seat) => defaultName(seat)) : undefined;
    await this.open({ game: saved.game, options, seed, levels: saved.levels ?? saved.players.slice(1), names, friends: saved.friends, daily: saved.daily, counter: Boolean(saved.counter) && !saved.daily, takebacks: saved.takebacks, tally: saved.tally, replayed: saved.replayed }, view);
  }

  /**
   * The table of ``game`` for ``view`` in place of the home, with ``options`` of its own (types.js: TableOptions).
   * @param {string} game
   * @param {View} view
   * @param {Partial<TableOptions> & {counter?: CardCounter | null}} options
   */
  async show(game, view, options) {
    this.home.closeSheet();
    this.homeRoot.hidden = true;
    this.tableRoot.hidden = false;
    // The analysis of finished deals, done in the background by this table's own engine (a friend's guest has none);
    // a hot seat's feeds no training: the device's training is its owner's.
    const analysis = options.remote?.guest ? null : this.review.analysis({ engine: this.engine, idle: () => shown.idle(), trains: !hotSeatTable(options) });
    const shown = new TableController({
      engine: this.engine,
      root: this.tableRoot,
      renderer: this.renderers[game],
      pace: () => paceMillis(this.requestedPace),
      openReview: this.review.open,
      onExit: () => this.leave(),
      languages: this.languages,
      analysis,
      ...options,
    });
    this.table = shown;
    await this.table.start(view);
  }

  /**
   * Show the table for ``view``; ``setup`` is {game, options, seed, levels, names, friends, daily, counter}
   * (names: where people play, a hot seat or friends; friends: {table, seats, level} where friends
   * join; counter: the card counter on). The counter can be turned on and off in the table's menu,
   * except at the deal of the day; ``seated``: the friends' host of the table played before, whose friends stay seated.
   * @param {CountedSetup} setup
   * @param {View} view
   * @param {FriendsHost | null} [seated]
   */
  async open(setup, view, seated = null) {
    const internet = { iceServers: () => internetIceServers(turnServer()), consent: () => allowInternet(true) };
    this.keep();
    const catalogGame = this.games.find((entry) => entry.id === setup.game);
    // The card counter, an assist (table/counter.js): never at the deal of the day; a game it was ever on in counts apart.
    const counter = setup.daily ? null : new CardCounter({ engine: this.engine, on: Boolean(setup.counter), changed: () => this.table?.render() });
    const rating = new RatingNote(() => this.table?.render(), Boolean(setup.replayed && !setup.names)); // a hot seat is never rated anyway
    // Take back your last move: in a game against computers only (not the deal of the day, nor where people play).
    const takeback = setup.daily || setup.names ? null : new Takeback(setup.takebacks);
    const assisted = {
      houseRules: houseRulesOn(catalogGame, setup.options),
      counter: () => Boolean(counter?.used),
      takebacks: () => takeback?.count ?? 0,
      rated: (outcome) => rating.rated(outcome),
    };
    const saving = savingGame(this.engine, setup, this.keeping, assisted);
    const friends = seated ?? (setup.friends ? new FriendsHost({ engine: this.engine, setup, iceServers: iceServers(), internet, onChange: () => this.table?.render(), onSetup: saving.saveAgain }) : null);
    // A hot seat's running score (friends/tally.js), carried to the game played again (a friends' host keeps its own).
    const hotSeatScore = !friends && setup.names ? new RunningScore(setup.tally) : null;
    // ``replayed``: the same deal again (the deal of the day's too, then an ordinary game): its cards known, neither counted nor rated.
    const playAgain = (seed, replayed = false) =>
      friends
        ? this.playAgainWithFriends({ ...setup, counter: Boolean(counter?.on) }, friends, seed)
        : this.again({ game: setup.game, options: setup.options, seed, levels: setup.levels, names: setup.names, counter: Boolean(counter?.on), tally: hotSeatScore?.tally, replayed });
    const reactions = new ReactionPicker((reaction) => friends.react(0, reaction), () => this.table?.render());
    await this.show(setup.game, view, {
      ...(friends && {
        onExit: () => {
          friends.close(); // every friend is told, every connection closed
          this.leave();
        },
      }),
      onView: (shown) => {
        // The view is drawn when the game it ends is counted: its running score comes above the results a moment later.
        if (hotSeatScore?.add(shown, peopleAt(shown.players, setup.names))) queueMicrotask(() => this.table?.render());
        saving.onView(shown);
      },
      onReplay: () => playAgain(setup.seed, true),
      onPlayAgain: () => playAgain(randomSeed()), // a new deal, even after a shared one ("onReplay" deals it again)
      shareUrl: friends || setup.daily ? undefined : () => shareUrl(setup), // the day's deal is shared by its result line
      names: setup.names,
      remote: friends,
      menuItems: friends || counter ? () => [friends ? friendsButton(friends) : null, friends?.reactionsOn ? reactions.draw() : null, counter?.menuButton() ?? null] : undefined,
      daily: setup.daily ? this.dailyDeal(setup) : undefined,
      rating,
      takeback,
      score: friends?.score ?? hotSeatScore,
      duplicate: offersDuplicate(setup) ? this.duplicates.offer(setup) : undefined,
      counter,
    });
    if (friends && !seated && internetAllowed()) this.reopenRoom(friends);
    if (friends && !seated) addEventListener(INTERNET_WITHDRAWN, () => this.table?.remote === friends && friends.closeRoom());
    if (friends && !seated && friends.freeSeats().length) openFriendsDialog(friends, document.getElementById("menu-toggle"));
  }

  /** This tab's hold on the saved game, taken anew for a table about to open (player/saved-keeper.js). */
  keep() {
    this.keeping?.release();
    this.keeping = keepSavedGame(() => this.note(t("saved.elsewhere"))); // the game goes on here, unsaved
    return this.keeping;
  }

  /** Leave the table for a new game, ``setup``: the home shows it starting on the game's tile. @param {CountedGame} setup */
  again(setup) {
    this.table.exit();
    this.home.begin(setup, document.getElementById(`play-${setup.game}`));
  }

  /** A table shared across the internet before (a reload) or by a player who agreed to it: its room opens again, its link unchanged. */
  reopenRoom(friends) {
    friends.openRoom().catch((error) => {
      console.warn("the table's room did not open:", error);
      this.note(error.key ? t(error.key) : String(error));
    });
  }

  /** The same game anew at a table shared with friends: who is seated stays seated, and is shown the new deal. */
  async playAgainWithFriends(setup, friends, seed) {
    const players = this.table.view.players; // the friends' seats and the computers as they are now
    let view;
    try {
      ({ view } = await this.engine.call("new", { game: setup.game, options: setup.options, seed, players, seat: 0 }));
    } catch (error) {
      this.note(engineErrorText(error));
      return;
    }
    this.engine.call("close", { session: this.table.view.session }).catch(() => {});
    this.table.retire();
    friends.restart(Boolean(setup.counter));
    await this.open({ ...setup, seed }, view, friends);
  }

  /** Show ``text`` in the message line of the table on the page, if there is one. @param {string} text */
  note(text) {
    if (!this.table) return;
    this.table.message = text;
    this.table.render();
  }

  /** Back to the home from the table (its onExit). */
  leave() {
    this.keeping?.release();
    this.keeping = null;
    this.table = null;
    this.tableRoot.hidden = true;
    this.homeRoot.hidden = false;
    this.showHome();
  }

  /** The home, with the engine started if it was idle (a friend's page: see boot/engine-start.js). */
  showHome() {
    this.engine.start();
    showEngineStatus(this.engine);
    this.home.render();
  }

  /** The invitation ``code`` (from the address): choose a seat, answer, and play at the host's table. */
  join(code) {
    if (this.table) this.table.exit();
    history.replaceState(null, "", location.pathname + location.search); // the code is spent: a reload goes to the home
    this.joining = showJoin({ root: this.homeRoot, code, games: this.games, iceServers: iceServers(), onLeave: () => this.leaveJoin(), onTable: (seated) => this.seatGuest(seated) });
  }

  /**
   * The table across the internet in the link (``room``): its page offers the free seats, one is
   * chosen, and the friend plays. The link stays in the address: a reload, or the same link opened
   * again, rejoins the table. Opening such a link is the friend's consent to the relays it needs.
   */
  joinRoom(room) {
    if (this.table) this.table.exit();
    this.joining = showRoomJoin({
      root: this.homeRoot,
      room,
      games: this.games,
      iceServers: internetIceServers(turnServer()),
      onLeave: () => this.leaveJoin(),
      onTable: (seated) => this.seatGuest(seated),
    });
  }

  leaveJoin() {
    this.joining = null;
    history.replaceState(null, "", location.pathname + location.search);
    this.showHome();
  }

  /** A friend connected to the host and seated: the host's table comes next. */
  seatGuest({ link, seat, name }) {
    this.joining = null;
    const say = (key) => {
      if (guest.table === this.table) this.note(t(key)); // else the friend has left this table
    };
    const guest = new GuestTable({
      link,
      seat,
      onTable: (setup) => this.openGuestTable(guest, setup),
      onClosed: () => say("friends.host_lost"),
      onProblem: (problem) => {
        console.warn("a message from the host was refused:", problem);
        say("friends.host_message_bad");
      },
    });
    guest.send("hello", { name });
  }

  /**
   * A friend's table: the host's views of this seat, actions sent back; a lost host is said on the table.
   * At a table with the card counter (the host sends this seat's count with each view) the strip is
   * shown, and the friend may hide it in the table's menu (kept when the host deals a new game).
   */
  openGuestTable(guest, setup) {
    const shown = guest.table?.counter?.on ?? true;
    guest.table?.retire(); // the host started the game anew
    const reactions = new ReactionPicker((reaction) => guest.react(reaction), () => this.table?.render());
    const counter = setup.counter ? new CardCounter({ engine: guest, on: shown, changed: () => this.table?.render() }) : null;
    this.show(setup.game, setup.view, {
      engine: guest,
      names: setup.names,
      remote: guest,
      menuItems: () => [guest.reactionsOn ? reactions.draw() : null, counter?.menuButton() ?? null],
      counter,
      score: guest.score,
    });
  }
}
