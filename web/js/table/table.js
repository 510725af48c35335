// The table controller shared by every game: it holds the current view, sends
// the human's actions, paces the AI's moves, pauses on a taken trick and for
// deal results, and draws the one shared table (frame.js) from the parts a
// game's renderer supplies. Rules stay in Python: selections are matched
// against the legal actions the engine sent.
//
// A renderer (web/js/games/<game>.js) is what types.js calls a Renderer: the parts of the table
// that are the game's (a seat, the centre, the hand, the actions, the results, the score table's
// deals), each drawn from the view; it uses controller.toggle(index), submitSelection(), act(id),
// continueAfterDeal(), exit(), seatName(seat), playableCards(), matchingActions().
// The table root carries data-phase (turn | wait | results | over, or failed: a view it could not draw) and data-moves.
import { announce, clear, el, sleep } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { rankLetter } from "../cards/card-ids.js";
import { cardLabel } from "../cards/cards.js";
import { KEYS, drawFailure, drawTable, openKeyHelp } from "./frame.js";
import { layoutFan, patchKeepingTheFan } from "./fan.js";
import { animate, motionScale, snapshot } from "./motion.js";
import { playSound } from "./sound.js";
import { HUMAN, handOver, hotSeatTable, nextPerson } from "../friends/hotseat.js";
import { playableIndices } from "./playable.js";
import { CardCounter } from "./counter.js";

import { readSettings, thinkingBudget } from "../player/settings.js";
import { downloadGame } from "../player/game-file.js";

/**
 * @typedef {import("./types.js").TableOptions} TableOptions
 * @typedef {import("../boot/types.js").View} View
 * @typedef {import("../boot/types.js").Action} Action
 */

/** A selector for the focused control of ``root``, to find its successor after a redraw. */
function focusKey(root) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!active || !root.contains(active)) return null;
  if (active.id) return `#${CSS.escape(active.id)}`;
  for (const name of ["key", "action", "card"]) {
    const value = active.dataset[name];
    if (value !== undefined) return `[data-${name}="${CSS.escape(value)}"]`;
  }
  return null;
}

const HAND_STOP = '[data-zone="hand"] button.card[tabindex="0"]'; // the hand's one tab stop

/**
 * Focus the control ``key`` names again after a redraw; where it is gone, the hand's tab stop takes
 * the focus. Returns the key while neither can have it yet (disabled while the computers move), else null.
 */
function restoreFocus(root, key) {
  for (const target of [root.querySelector(key), root.querySelector(HAND_STOP)]) {
    if (target?.disabled) return key;
    target?.focus({ preventScroll: true });
    if (target && document.activeElement === target) return null; // (a played card's key now names its face in the trick)
  }
  return key;
}

/** Whether no control has the focus (it is on the page's body, or on one the page has just hidden). */
function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(active.closest("[hidden]"));
}

/** Whether the results panel (or a lesson's end) has just come over the table: it takes the focus. */
function focusResults(root, shownBefore) {
  const layer = root.querySelector(".results-layer");
  if (!layer || shownBefore) return Boolean(layer);
  (layer.querySelector("button.primary") ?? layer.querySelector("button"))?.focus({ preventScroll: true });
  return true;
}

/**
 * The move the seat whose ``view`` this is has no choice in: its only legal action is to pass, or
 * its last card is its only play; else null.
 */
function forcedMove(view) {
  const { legal_actions: legal = [], hand = [] } = view.observation;
  const passes = legal.filter((action) => action.type === "pass");
  const plays = legal.filter((action) => action.type !== "pass");
  if (plays.length === 0 && passes.length === 1) return passes[0];
  const last = plays.length === 1 && hand.length === 1 && (plays[0].cards ?? [plays[0].card]).join() === hand[0];
  return last ? plays[0] : null;
}

/** The dialog on top of the page, if one is open. */
function topDialog() {
  return [...document.querySelectorAll("dialog[open]")].at(-1) ?? null;
}

/**
 * A key pressed for the table in ``root`` (not typed into a field, nor with Ctrl, Alt or Meta held,
 * nor while a dialog is over it: a table inside the dialog on top, the review's sandbox, takes its keys).
 */
function tableKey(event, root) {
  if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return null;
  if (event.target.closest?.("input, select, textarea")) return null;
  const dialog = topDialog();
  if (dialog && !dialog.contains(root)) return null;
  return event.key;
}

const TRICK_PAUSE_MS = 600; // a completed trick stays in view this long before it is swept
const HINT_THINK_MS = 400; // the hint's search budget: quick, since the player waits for it
const THINKING_SHOWN_AFTER_MS = 150; // a quick AI never flashes "thinking…"
// The beat before a computer's move, as a share of the pace, by what was shown last: a pass says little
// and the player's own card is already where they put it; a computer's card is followed with the eye.
const BEAT_AFTER = { pass: 0.3, own: 0.3, card: 0.7 };
const FORCED_BEAT = BEAT_AFTER.card; // the beat before a move the player has no choice in: as long as after a computer's card
const BEAT_WHEN_OUT = 0.1; // a player out of cards only watches the others finish the deal: much quicker
const BEAT_WHEN_FORCED = 0.4; // after a forced move the people at the page only watch until one of them chooses: quicker

export class TableController {
  /**
   * A table for ``options`` (types.js: TableOptions, each one said there): the engine and the root to
   * draw in, the game's renderer, and what the table offers or tells around the game; ``counter``:
   * the card counter (counter.js), where the player may have it at this table.
   * @param {TableOptions & {counter?: CardCounter}} options
   */
  constructor({ engine, root, renderer, pace, onExit, onView, onReplay, onPlayAgain, shareUrl, guide, names, remote, menuItems, openReview, daily, rating, duplicate, takeback, score, languages, analysis, counter }) {
    this.engine = engine;
    this.root = root;
    this.renderer = renderer;
    this.pace = pace;
    this.onExit = onExit;
    this.onView = onView;
    this.onReplay = onReplay;
    this.onPlayAgain = onPlayAgain;
    this.shareUrl = shareUrl;
    this.guide = guide;
    this.names = names;
    this.remote = remote;
    this.menuItems = menuItems;
    this.openReview = openReview;
    this.daily = daily;
    this.rating = rating;
    this.takeback = takeback;
    this.score = score;
    this.duplicate = duplicate;
    this.languages = languages;
    this.analysis = analysis;
    this.counter = counter;
    this.cover = null; // while the device passes to another person: () => the cover (web/js/friends/hotseat.js)
    this.selection = new Set(); // indices into the observation's hand
    this.selectionWhy = null; // {key, text}: the engine's reason the selection of that key cannot be played
    this.lastShown = null; // the move shown last, "own", "card" or "pass": how long the next computer's beat is
    this.trickPause = null; // a taken trick's pause, still on show while the computer who leads next thinks
    this.message = null;
    this.busy = false;
    /** @type {(() => void) | null} the results' "next deal", while the table waits for it */
    this.waitingForContinue = null;
    this.thinking = null; // the AI seat whose move is being computed
    this.forcedNote = null; // what the table says while it makes a forced move for the player
    this.onlyWatching = false; // a forced move made since a person at this page last chose (theirs, or a hot seat's next person's): the table goes quicker
    this.readings = null; // the legal actions the selection could mean, while the player chooses (D16)
    this.completedTrick = null; // {taker} while the table pauses on a trick just taken
    this.lastTap = null; // the hand index chosen by the last tap: tapped again, it plays the choice
    this.menuOpen = false; // the table's menu, folded on a narrow screen
    this.holds = 0; // the scores or a replay open over the table: the computers wait (hold())
    /** @type {(() => void) | null} */
    this.resumeHeld = null;
    this.focusWanted = HAND_STOP; // a control to focus once it can be (the hand, when the game opens)
    this.resultsShown = false;
    this.handStop = null; // the data-key of the hand's card that is its tab stop
    this.onKey = (event) => this.pressed(event);
    /** @type {((actor: number, action: Action | undefined) => void) | undefined} set by a friends' host to pass each move on (friends/host.js) */
    this.onMove = undefined;
    remote?.attach?.(this);
    analysis?.listen(() => this.showAnalysisProgress());
  }

  seatName(seat) {
    const player = this.view.players[seat];
    if (player === HUMAN && this.names) return this.names[seat];
    if (this.isYou(seat)) return t("seat.you");
    return t("seat.ai", { n: seat, level: t(`level.${player}`) });
  }

  /** The name a seat's panel shows, and so wherever space is short: "You", a person's name, "Computer 2". */
  shortName(seat) {
    const player = this.view.players[seat];
    if (player === HUMAN && this.names) return this.names[seat];
    if (this.isYou(seat)) return t("seat.you");
    return player === HUMAN ? this.seatName(seat) : t("seat.computer", { n: seat });
  }

  /** Whether ``seat`` is named "you": a sentence about it then speaks to the player ("you have"). */
  isYou(seat) {
    return seat === this.view.seat && this.view.players[seat] === HUMAN && !this.names;
  }

  /** One sentence for the announcer (and the replay) about ``actor``'s ``action``. */
  moveSentence(actor, action) {
    // The player's own move is said without "you" as its subject ("You plays", "Ty pasuje" are no sentences).
    if (actor !== this.view.seat || this.view.players[actor] !== HUMAN) return this.renderer.describeAction(this, actor, action);
    const consequences = this.renderer.consequences?.(this, actor, action) ?? [];
    return [t("announce.mine", { action: this.renderer.actionText(this, action) }), ...consequences].join(" ");
  }

  /** "Waiting for …" while another seat is to move; nothing once the game (or its lesson) is over. */
  waitingText() {
    const { observation } = this.view;
    if (this.phase() === "over") return "";
    return t("turn.waiting", { name: observation.current_player === null ? "" : this.seatName(observation.current_player) });
  }

  /** Open the table on ``view``: drawn (or covered, at a hot seat), and the game goes on from there. @param {View} view */
  async start(view) {
    this.remote?.started?.(view);
    this.view = view;
    document.body.classList.add("playing"); // the table is the whole viewport while a game is on
    // The fan follows the table (the whole window), laid out again on the frame after a resize.
    let frame = 0;
    this.tableResized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => layoutFan(this.root));
    });
    this.tableResized.observe(this.root);
    document.addEventListener("keydown", this.onKey);
    // A hot seat table opens covered: for the person to move, or the first person while computers move
    // (not a game over, opened from a file: nobody is to take the device). The table is open once drawn
    // (or covered): the game goes on from there, waiting for whoever is to move.
    const covered = this.hotSeat() && !view.terminal ? handOver(this, nextPerson({ ...view, seat: null }) ?? 0) : Promise.resolve(this.render());
    covered.then(() => this.runAI());
    this.daily?.start(this.analysis, () => this.render());
  }

  /**
   * Whether the engine is free for the analysis in the background: no move is being asked for and
   * none is due (a person decides, reads the results, looks back, or is to take the device).
   */
  idle() {
    if (this.retired || this.thinking !== null || !this.view) return false;
    if (this.waitingForContinue || this.holds > 0 || this.cover) return true;
    return ["turn", "over"].includes(this.phase());
  }

  /**
   * Queue the analysis of the deal just ended: the player's decisions, or at a hot seat each person's
   * (the one at the device first; a review shows every hand anyway). Not in a lesson, nor at a table
   * without an engine of its own (a friend's guest).
   */
  async analyseEndedDeal() {
    if (!this.analysis || this.guide || !this.ownEngine()) return;
    const { record } = await this.engine.call("save", { session: this.view.session });
    const { seat, players } = this.view;
    const people = this.hotSeat() ? players.map((_, other) => other).filter((other) => players[other] === HUMAN && other !== seat) : [];
    for (const person of [seat, ...people]) this.analysis.addDeal(record, person).catch(() => {}); // a review asks again and says why
  }

  /** "analysed 7 of 22" for the viewer's decisions in the deal just ended, or "" before they are listed. */
  analysisProgressText() {
    const progress = this.analysis?.latest(this.view.seat);
    return progress ? t("replay.analysed", { done: progress.done, total: progress.total, count: progress.total }) : "";
  }

  /** Update the progress on the results panel's review button (no redraw of the table). */
  showAnalysisProgress() {
    const shown = this.root.querySelector("#review-progress");
    if (shown) shown.textContent = this.analysisProgressText();
  }

  /** Whether several people share this device (a hot seat): then a cover hides the table between them. */
  hotSeat() {
    return hotSeatTable(this);
  }

  /** What the table is waiting for: the player, the AI, a look at the results, or nothing (the game or its lesson is over). */
  phase() {
    if (this.view.terminal || this.view.tutorial?.done) return "over";
    if (this.waitingForContinue) return "results";
    if (this.completedTrick) return "wait"; // the table shows a trick just taken: nobody plays over it
    return this.view.current_player === this.view.seat && !this.busy && !this.forcedAction() ? "turn" : "wait";
  }

  /**
   * The move the table makes for the player, who has no choice in it: their only legal action is
   * to pass, or their last card is their only play. Never in a lesson, never for a seat that plays
   * elsewhere, and not when the setting is off; else null.
   */
  forcedAction() {
    const { view } = this;
    if (this.guide || view.tutorial || view.terminal || view.current_is_ai || view.current_player !== view.seat) return null;
    if (this.waitingForContinue || this.remote?.awaits(view) || !readSettings().autoForced) return null;
    return forcedMove(view);
  }

  /** Make the forced move after a visible beat, saying what it is (the computers' pace: none at once). */
  async playForced(action) {
    await this.forcedBeat(t(action.type === "pass" ? "forced.pass" : "forced.last_card"));
    await this.act(action.id);
  }

  /**
   * At a hot seat, make the next person's forced move (``seat``'s) without handing them the device:
   * they would only watch it made. The table stays with the person who has it; true if it was made.
   */
  async playForcedFor(seat) {
    if (this.guide || !readSettings().autoForced) return false;
    const before = this.view;
    const { view: theirs } = await this.engine.call("view", { session: before.session, seat });
    const action = forcedMove(theirs);
    if (!action) return false;
    const name = this.seatName(seat);
    await this.forcedBeat(t(action.type === "pass" ? "forced.pass_for" : "forced.last_card_for", { name }));
    await this.engine.call("act", { session: before.session, seat, action: action.id });
    const { view } = await this.engine.call("view", { session: before.session, seat: before.seat });
    await this.show(before, view, seat, view.last_move?.action);
    return true;
  }

  /**
   * Say what forced move the table is about to make (``note``) and wait a beat of the pace. The note
   * stays until another seat's move is shown, so it is read while the next computer's beat runs.
   */
  async forcedBeat(note) {
    this.forcedNote = note;
    announce(note);
    this.render();
    await sleep(this.pace() * FORCED_BEAT * this.watchingShare());
    this.onlyWatching = true;
    await this.waitWhileHeld();
  }

  /** While the scores or a replay are open over the table, wait until they close. */
  async waitWhileHeld() {
    while (this.holds > 0) await /** @type {Promise<void>} */ (new Promise((resolve) => (this.resumeHeld = resolve)));
  }

  /** The table's keys: ``?`` lists them, P plays the chosen cards, S passes (the hand's arrows: frame.js). */
  pressed(event) {
    const key = tableKey(event, this.root);
    if (!key || this.cover || this.failed || !this.root.isConnected || this.root.hidden) return;
    if (key === KEYS.help) openKeyHelp(document.activeElement);
    else if (this.phase() !== "turn") return;
    else if (key.toLowerCase() === KEYS.play && this.selection.size) this.submitSelection();
    else if (key.toLowerCase() === KEYS.pass && this.legalPass()) this.act(this.legalPass().id);
    else return;
    event.preventDefault();
  }

  /** The pass among the legal actions, if passing is allowed now. */
  legalPass() {
    return this.view.observation.legal_actions?.find((action) => action.type === "pass");
  }

  /**
   * A view the table could not draw (a renderer threw): the error goes to the console, the player is
   * told so with a way on, and the table stops (no more moves are asked for, nothing is drawn over it).
   */
  fail(error) {
    console.error("the table could not be drawn:", error);
    this.failed = error;
    this.root.replaceChildren(drawFailure(this));
    this.root.dataset.phase = "failed";
    document.getElementById("table-reload").focus();
  }

  /** Draw the table in one batch; the focus stays on the same control, and what moved animates. */
  render() {
    if (this.retired || this.failed) return; // another table has taken this one's place, or this one could not be drawn
    if (this.cover) {
      this.root.replaceChildren(this.cover()); // no card of anyone's hand is in the page
      this.root.dataset.phase = "cover";
      document.getElementById("hotseat-ready").focus();
      return;
    }
    const focus = focusKey(this.root) ?? (focusLost() ? this.focusWanted : null);
    const before = snapshot(this.root);
    try {
      const drawn = el("div", {}, drawTable(this));
      this.counter?.refresh(this.view);
      this.counter?.place(drawn);
      this.root.dataset.phase = this.phase();
      this.root.dataset.moves = String(this.view.moves);
      this.root.dataset.stage = this.view.observation.phase ?? "";
      patchKeepingTheFan(this.root, drawn);
      animate(this.root, before);
    } catch (error) {
      this.fail(error);
      return;
    }
    this.focusWanted = focus && restoreFocus(this.root, focus);
    this.resultsShown = focusResults(this.root, this.resultsShown);
    this.onView?.(this.view);
    this.analysis?.wake();
  }

  /** The hand's indices that some legal action plays (the engine's list, not a rule of the page: playable.js). */
  playableCards() {
    const { hand = [], legal_actions: legal = [] } = this.view.observation;
    return playableIndices(hand, legal, this.renderer.cardKind);
  }

  /** Say ``text`` in the table's message line (and to a screen reader). */
  say(text) {
    this.message = text;
    announce(text);
    this.render();
  }

  toggle(index) {
    if (this.selection.has(index)) this.selection.delete(index);
    else this.selection.add(index);
    this.message = null;
    this.readings = null;
    this.render();
    this.explainSelection();
  }

  /** The selection as a key: the view's moves and the chosen hand indices. */
  selectionKey() {
    return `${this.view.moves}:${[...this.selection].sort((a, b) => a - b).join(",")}`;
  }

  /** {ready, why}: whether the selection is a legal action (its button is enabled only then), and if not why not. */
  selectionStatus() {
    if (this.selection.size === 0) return { ready: false, why: t("why.select_cards") };
    if (this.matchingActions().length) return { ready: true, why: "" };
    const known = this.selectionWhy?.key === this.selectionKey() ? this.selectionWhy.text : null;
    return { ready: false, why: known ?? t("why.not_legal") };
  }

  /** For a selection that is no legal action, the engine's reason, said in the message line as soon as it is known. */
  async explainSelection() {
    if (this.selection.size === 0 || this.matchingActions().length || this.phase() !== "turn") return;
    const key = this.selectionKey();
    const reply = await this.engine.call("explain", { session: this.view.session, seat: this.view.seat, cards: this.selectedCards() }).catch(() => null);
    if (!reply || key !== this.selectionKey() || this.phase() !== "turn") return; // the choice changed meanwhile
    this.message = this.explanation(reply);
    this.selectionWhy = { key, text: this.message };
    this.render();
  }

  selectedCards() {
    return [...this.selection].map((index) => this.view.observation.hand[index]);
  }

  /** Every legal action whose cards are exactly the selected cards (as a multiset). */
  matchingActions() {
    const chosen = this.selectedCards().sort().join(",");
    return this.view.observation.legal_actions.filter((action) => action.cards && [...action.cards].sort().join(",") === chosen);
  }

  /** The legal action the selection means, if exactly one does. */
  matchSelection() {
    const matches = this.matchingActions();
    return matches.length === 1 ? matches[0] : undefined;
  }

  /** Play the selection; if it has two readings (D16) let the player choose; else explain the refusal. */
  async submitSelection() {
    const matches = this.matchingActions();
    if (matches.length === 1) return this.act(matches[0].id);
    if (matches.length > 1) {
      this.readings = matches;
      this.message = t("reading.choose");
      announce(this.message);
      this.render();
      return;
    }
    const reply = await this.engine.call("explain", { session: this.view.session, seat: this.view.seat, cards: this.selectedCards() });
    this.message = this.explanation(reply);
    announce(this.message);
    this.render();
  }

  /** The sentence for an "explain" reply: the renderer's own, else why.<reason>. */
  explanation(reply) {
    if (this.renderer.explanation) return this.renderer.explanation(reply, this);
    const params = { ...reply.params };
    if (params.rank) params.rank = rankLetter(params.rank);
    if (params.card) params.card = cardLabel(params.card);
    return t(`why.${reply.reason}`, params);
  }

  async act(actionId) {
    if (this.busy) return;
    this.busy = true;
    this.lastTap = null; // played or refused, the next tap on a card chooses or lets go, never plays again
    try {
      const before = this.view;
      const reply = await this.engine.call("act", { session: this.view.session, seat: this.view.seat, action: actionId });
      this.selection.clear();
      this.message = null;
      this.readings = null;
      this.hinted = null;
      await this.show(before, reply.view, this.view.seat, this.view.observation.legal_actions.find((a) => a.id === actionId));
    } catch (error) {
      this.message = this.guide?.refusal(error, this) ?? engineErrorText(error);
      announce(this.message);
      this.render();
    } finally {
      this.busy = false;
    }
    this.render();
    await this.runAI();
  }

  /**
   * Show a new view after ``actor`` played ``action``; pause on a taken trick and at a deal's end.
   * @param {View} before
   * @param {View} view
   * @param {number} actor
   * @param {Action | undefined} action
   */
  async show(before, view, actor, action) {
    this.view = view;
    this.lastShown = actor === view.seat ? "own" : action?.cards?.length || action?.card ? "card" : "pass";
    this.onMove?.(actor, action);
    if (action) {
      announce(this.moveSentence(actor, action));
      if (action.cards?.length) playSound("card");
    }
    const taker = this.renderer.trickTaken(before, view);
    const ended = this.renderer.dealEnded(before, view);
    if (actor !== view.seat || ended) this.forcedNote = null; // a forced move's note is read until the next seat's move
    if (ended) this.onlyWatching = false; // the results, and the next deal, at the usual pace
    if (taker !== null) {
      this.completedTrick = { taker };
      this.render();
      const pause = sleep(this.pace() > 0 ? TRICK_PAUSE_MS * Math.max(motionScale(), 0.5) * this.watchingShare() : 0).then(() => {
        this.completedTrick = null;
        playSound("trick");
      });
      // A computer who leads next thinks while the trick is on show (playOthers waits for the pause
      // before its move); the player is offered the next lead only once the trick is swept.
      if (view.current_is_ai && !ended && !this.remote?.awaits(view)) this.trickPause = pause;
      else await pause;
    }
    if (!ended) {
      this.render();
      return;
    }
    // The results come straight over the table: the next deal's first turn is never offered before them.
    this.analyseEndedDeal().catch(() => {});
    playSound(this.wonLastDeal(view) ? "win" : "lose");
    announce(t("deal.over"));
    await /** @type {Promise<void>} */ (new Promise((resolve) => {
      this.waitingForContinue = resolve;
      this.render();
    }));
    /** @type {(() => void) | null} the results' "next deal", while the table waits for it */
    this.waitingForContinue = null;
    this.render();
  }

  /** Whether the viewer did best (or shared the best) in the deal just finished. */
  wonLastDeal(view) {
    const deals = this.renderer.deals?.(view) ?? [];
    const gains = deals[deals.length - 1]?.gains;
    return Boolean(gains) && gains[view.seat] === Math.max(...gains);
  }

  continueAfterDeal() {
    this.waitingForContinue?.();
  }

  /** Play on until a person decides: the computers' moves, the moves made elsewhere, and the player's forced moves. */
  async runAI() {
    if (this.aiRunning) return;
    this.aiRunning = true;
    try {
      for (;;) {
        await this.playOthers();
        const person = this.hotSeat() ? nextPerson(this.view) : null;
        if (person !== null && (await this.playForcedFor(person))) continue;
        if (person !== null) await handOver(this, person);
        const forced = this.live() ? this.forcedAction() : null;
        if (!forced) break;
        const moves = this.view.moves;
        await this.playForced(forced);
        if (this.view.moves === moves) break; // refused (an engine error is on the table): the player decides
      }
      this.onlyWatching = false; // the player decides now
      if (this.forcedNote) {
        this.forcedNote = null; // the note of their forced move is done
        this.render();
      }
      if (this.view.tutorial?.done) announce(t("tutorial.done"));
      else if (this.view.terminal) announce(t("game.over"));
      else if (this.view.current_player === this.view.seat) announce(t("turn.yours"));
    } catch (error) {
      this.message = engineErrorText(error);
      this.render();
    } finally {
      this.aiRunning = false;
    }
  }

  /** The share of the table's pauses while the player only watches: out of cards until the deal ends, or since a forced move until they choose (else 1). */
  watchingShare() {
    if (this.view.observation.hand?.length === 0 && !this.view.terminal) return BEAT_WHEN_OUT;
    return this.onlyWatching ? BEAT_WHEN_FORCED : 1;
  }

  /** Whether this table is still the one on the page and its game goes on. */
  live() {
    return this.phase() !== "over" && this.root.isConnected && !this.retired && !this.failed;
  }

  /** The computers' moves and those made elsewhere, until a person at this page is to move. */
  async playOthers() {
    while (this.live()) {
      if (this.remote?.awaits(this.view)) {
        await this.awaitRemote();
        continue;
      }
      if (!this.view.current_is_ai) return;
      await this.analysis?.quiet(); // the analysis's request under way ends first: then the computer has the engine
      if (this.holds > 0) {
        await this.waitWhileHeld();
        continue; // the table may have changed meanwhile: look again
      }
      const before = this.view;
      // The beat that lets the player see the last move runs while the computer thinks: a quick
      // decision waits out the beat, a long one is not made longer by it.
      const beat = this.trickPause ?? sleep(this.pace() * BEAT_AFTER[this.lastShown ?? "own"] * this.watchingShare());
      this.trickPause = null;
      this.thinking = this.view.current_player;
      const thinkingShown = setTimeout(() => this.render(), THINKING_SHOWN_AFTER_MS);
      const asked = this.engine.call("ai", { session: this.view.session, seat: this.view.seat, budget: thinkingBudget() }).finally(() => {
        clearTimeout(thinkingShown);
        this.thinking = null;
      });
      const [reply] = await Promise.all([asked, beat]);
      await this.waitWhileHeld(); // the scores or a replay opened meanwhile: the move is shown once they close
      await this.show(before, reply.view, reply.actor, reply.action);
    }
  }

  /** Wait for the move of a seat that plays elsewhere (a friend's, or at a guest's table any other seat's). */
  async awaitRemote() {
    const before = this.view;
    this.thinking = before.current_is_ai ? before.current_player : null;
    this.render();
    const reply = await this.remote.next(before).finally(() => {
      this.thinking = null;
    });
    await this.show(before, reply.view, reply.actor, reply.action);
  }

  /** The options the game was started with (for its rules). */
  options() {
    if (this.remote?.options) return this.remote.options();
    return this.engine.call("save", { session: this.view.session }).then((reply) => reply.record.options);
  }

  /** Whether this table has an engine to replay and analyse its deals and to hint (a guest's has not). */
  ownEngine() {
    return !this.remote?.guest;
  }

  /** Ask the strongest level what it would play here; select its cards and say it. */
  async hint() {
    try {
      const { action } = await this.engine.call("hint", { session: this.view.session, seat: this.view.seat, budget: { millis: HINT_THINK_MS } });
      this.hinted = action;
      this.selection.clear();
      this.lastTap = null;
      const hand = this.view.observation.hand ?? [];
      for (const card of action.cards ?? []) {
        const index = hand.findIndex((held, i) => held === card && !this.selection.has(i));
        if (index >= 0) this.selection.add(index);
      }
      this.message = t("hint.suggestion", { action: this.renderer.actionText(this, action) });
    } catch (error) {
      this.message = engineErrorText(error);
    }
    announce(this.message);
    this.render();
  }

  /**
   * Replay finished deal ``index`` (from 0; null: the last one) over the table, every hand face up;
   * closing it returns the focus to ``opener``.
   */
  review(index, opener) {
    return this.openReview({ table: this, index, opener });
  }

  /** Offer the finished game as a file (web/js/player/game-file.js); an engine that refuses says why on the table. */
  async download() {
    try {
      await downloadGame(this);
    } catch (error) {
      this.message = engineErrorText(error);
      announce(this.message);
      this.render();
    }
  }

  /**
   * Hold the computers' moves while the player looks away from the game (the scores, a replay),
   * so that none is missed; returns the release (once is enough).
   */
  hold() {
    this.holds += 1;
    this.analysis?.wake();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) this.resumeHeld?.();
    };
  }

  /** Stop drawing and waiting: a new game at the same shared table takes this one's place. */
  retire() {
    this.retired = true;
    this.tableResized.disconnect();
    document.removeEventListener("keydown", this.onKey);
  }

  exit() {
    this.analysis?.clear(); // a table left has nothing more analysed
    this.engine.call("close", { session: this.view.session }).catch(() => {});
    clear(this.root);
    document.body.classList.remove("playing");
    this.tableResized.disconnect();
    document.removeEventListener("keydown", this.onKey);
    this.onExit();
  }
}
