// The one card table every game is drawn on: a bar on top (game, deal,
// Tabela, rules, share, leave), the felt with the other seats around the
// centre, and a dock at the bottom with your seat, the message line, your
// fanned hand and the actions. A game's renderer supplies only its parts
// (see table.js); the zones carry data-zone (seat, trick, message, hand,
// actions) so that tests and tools find them whatever the markup.
import { el, listen } from "../dom.js";
import { t } from "../i18n.js";
import { cardBackFace, cardButton, cardFace, cardsLabel } from "../cards/cards.js";
import { rulesButton } from "../player/rules.js";
import { openSettings } from "../player/settings.js";
import { shareLink } from "../player/share.js";
import { reactionBubble } from "../friends/reactions.js";
import { openScoreboard } from "./scoreboard.js";

export const KEYS = { play: "p", pass: "s", help: "?" }; // the table's keys besides the hand's arrows, Space and Enter
const MAX_BACKS = 7; // a seat shows at most this many backs in its fan, and its count

/** Where each other seat sits, you at the bottom and play going round to your left: {left, top, right}. */
export function seatPlaces(seats, me) {
  const others = Array.from({ length: seats - 1 }, (_, i) => (me + 1 + i) % seats);
  if (others.length === 1) return { left: [], top: others, right: [] };
  return { left: [others[0]], top: others.slice(1, -1), right: [others[others.length - 1]] };
}

/** A seat's cards face up, all of them (a replay: the deal is over, nothing is hidden). */
function faces(cards, deck) {
  return el("span", { class: "faces", role: "group", "aria-label": cardsLabel(cards, deck) }, cards.map((card) => cardFace(card, deck)));
}

/** A seat's fan of backs: its cards, face down, as many as it holds (up to MAX_BACKS). */
function backs(count) {
  return el(
    "span",
    { class: "backs", "aria-hidden": "true" },
    Array.from({ length: Math.min(count, MAX_BACKS) }, () => cardBackFace()),
  );
}

/** A friend's seat, where the table is shared: "connected", "waiting for a connection" … (else nothing). */
function seatStatus(controller, seat) {
  const status = controller.remote?.seatStatus?.(seat);
  return status ? el("p", { class: `seat-status ${status}`, dataset: { status } }, t(`friends.seat_${status}`)) : null;
}

/** A seat's avatar: a star for the player, a computer's number, a person's initial (never a bare seat index). */
function avatarMark(controller, seat, me, kind) {
  if (me) return "★";
  return kind === "computer" ? String(seat) : [...controller.shortName(seat)][0]?.toUpperCase() ?? "?";
}

function seatBox(view, controller, seat, place) {
  const part = controller.renderer.seat(view, controller, seat);
  const me = seat === view.seat;
  const turn = view.observation.current_player === seat && controller.phase() !== "over";
  const thinking = controller.thinking === seat;
  const kind = view.players[seat] === "human" ? "human" : "computer";
  const shown = controller.revealed?.[seat]; // a replay shows every hand, face up
  const count = shown?.length ?? part.count;
  return el(
    "section",
    {
      class: `seat${me ? " me" : ""}${turn ? " turn" : ""}${thinking ? " thinking" : ""}${part.tone ? ` ${part.tone}` : ""}`,
      dataset: { zone: "seat", seat, place },
      "aria-label": controller.seatName(seat),
      title: controller.seatName(seat), // the whole name where a phone's chip shows a short one
    },
    el(
      "div",
      { class: "seat-head", "data-part": "head" },
      el("span", { class: `avatar ${kind}`, "aria-hidden": "true" }, avatarMark(controller, seat, me, kind)),
      el("span", { class: "seat-name" }, controller.shortName(seat)),
      kind === "computer" ? el("span", { class: "seat-name-short", "aria-hidden": "true" }, t("seat.computer_short", { n: seat })) : null,
      kind === "computer" ? el("span", { class: "level" }, t(`level.${view.players[seat]}`)) : null,
      turn && !me ? el("span", { class: "visually-hidden" }, t("seat.turn")) : null,
      thinking ? el("span", { class: "dots", "aria-hidden": "true" }, el("i"), el("i"), el("i")) : null,
    ),
    seatStatus(controller, seat),
    reactionBubble(controller.remote, seat),
    part.badges?.length ? el("div", { class: "badges", "data-part": "badges" }, part.badges) : null,
    count === undefined || count === null
      ? null
      : el(
          "div",
          { class: "count-row", "data-part": "count" },
          me ? null : shown ? faces(shown, controller.revealedDeck) : backs(count),
          el("span", { class: "count" }, t("seat.cards", { count })),
        ),
    part.detail ?? null,
    part.played ? el("div", { class: "seat-play", "data-part": "played" }, part.played) : null,
  );
}

/**
 * The hand, fanned: cards overlap so that each shows at least its index; when even that does
 * not fit one row, two rows (in the same order). Each card is keyed for the motion.
 */
function handZone(view, controller) {
  const part = controller.renderer.hand(view, controller);
  const shown = controller.revealed?.[view.seat]; // a replay's hand: the one the step had, even after the deal
  const cards = shown ?? part?.cards ?? [];
  const order = (!shown && part?.order) || cards.map((_, index) => index);
  const enabled = controller.phase() === "turn";
  const choose = part?.toggle ?? ((index) => controller.toggle(index));
  // Tapping the card just chosen once more plays the choice when it is one legal action; any other
  // tap only chooses or lets go (so taking back a choice never plays it; a keyboard's Enter only toggles).
  const toggle = (index, event) => {
    if (event?.detail > 0 && controller.lastTap === index && controller.matchSelection()) {
      controller.lastTap = null;
      controller.submitSelection();
      return;
    }
    const chosenBefore = controller.selection.size;
    choose(index);
    controller.lastTap = controller.selection.size > chosenBefore ? index : null;
  };
  const seen = new Map();
  const keyed = order.map((index) => {
    const card = cards[index];
    const occurrence = (seen.get(card) ?? 0) + 1;
    seen.set(card, occurrence);
    const button = cardButton(card, { index, selected: controller.selection.has(index), onToggle: toggle, deck: part.deck });
    button.dataset.key = occurrence === 1 ? `card:${card}` : `card:${card}#${occurrence}`;
    button.dataset.enterFrom = "deck";
    if (!enabled) button.disabled = true;
    else if (part.playable && !part.playable.has(index)) button.classList.add("unplayable");
    part.decorate?.(button, index); // optional: a game's own marks on a card (e.g. drawn from the stock)
    return button;
  });
  const buttons = rovingStop(keyed, controller);
  const hand = el(
    "div",
    { class: "hand", dataset: { zone: "hand", count: buttons.length }, role: "group", "aria-label": t("hand.label") },
    el("div", { class: "cards fan" }, buttons),
  );
  if (enabled) dragToPlay(hand, controller, choose);
  // The hand's listeners find its cards when called: a redraw in place keeps the cards on the page, not those built here.
  listen(hand, "keydown", (event) => moveInHand(event, handCards(hand)));
  listen(hand, "focusin", (event) => {
    const card = /** @type {Element} */ (event.target).closest("button.card");
    if (card) makeStop(handCards(hand), card, controller);
  });
  return hand;
}

/** The hand's card buttons on the page, in order. */
function handCards(hand) {
  return /** @type {HTMLButtonElement[]} */ ([...hand.querySelectorAll("button.card")]);
}

/** One tab stop for the hand: the card that last had the focus (where it is still held), else the first. */
function rovingStop(buttons, controller) {
  const stop = buttons.find((button) => button.dataset.key === controller.handStop) ?? buttons[0];
  for (const button of buttons) button.tabIndex = button === stop ? 0 : -1;
  return buttons;
}

function makeStop(buttons, card, controller) {
  controller.handStop = card.dataset.key;
  for (const button of buttons) button.tabIndex = button === card ? 0 : -1;
}

const HAND_STEPS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** The arrow keys move the focus along the hand (Home and End to its ends); Space and Enter choose. */
function moveInHand(event, buttons) {
  const from = buttons.indexOf(event.target);
  if (from < 0 || event.ctrlKey || event.altKey || event.metaKey) return;
  const last = buttons.length - 1;
  let to;
  if (event.key in HAND_STEPS) to = Math.min(Math.max(from + HAND_STEPS[event.key], 0), last);
  else if (event.key === "Home") to = 0;
  else if (event.key === "End") to = last;
  else return;
  event.preventDefault();
  buttons[to].focus();
}

/** A game's name in the bar: whole, and its short form for a narrow bar (the styles show one of them). */
function gameName(id) {
  return [el("span", { class: "name-whole" }, t(`game.${id}`)), el("span", { class: "name-short" }, t(`game_short.${id}`))];
}

/**
 * The button that plays the chosen cards (Play, Give, Discard): enabled only when the choice is a legal
 * action (or several readings of one, D16); its title says why not (the engine's reason once it is in).
 */
export function selectionButton(controller, { id, label, dataset = {}, title = null }) {
  const { ready, why } = controller.selectionStatus();
  return el("button", { type: "button", class: "primary", id, dataset, disabled: !ready, title: ready ? title : why, onclick: () => controller.submitSelection() }, label);
}

/**
 * The previous trick, behind a button that shows and hides it (the page remembers which for the
 * table); ``drawTrick()`` draws it when shown. The same control in every game, at a table in
 * play (a replay shows every move).
 */
export function previousTrickToggle(controller, drawTrick) {
  if (controller.phase() === "replay") return null; // a replay steps back to it, move by move
  const shown = Boolean(controller.lastTrickOpen);
  const button = el(
    "button",
    {
      type: "button",
      class: "link-button",
      id: "show-last-trick",
      "aria-expanded": shown ? "true" : "false",
      "aria-controls": shown ? "last-trick" : null,
      title: shown ? t("table.hide_last_trick") : t("table.show_last_trick"),
      onclick: () => {
        controller.lastTrickOpen = !shown;
        controller.render();
      },
    },
    el("span", { class: "toggle-icon", "aria-hidden": "true" }, shown ? "×" : "↶"), // a phone's corner: the icon alone
    el("span", { class: "toggle-text" }, shown ? t("table.hide_last_trick") : t("table.show_last_trick")),
  );
  return el("div", { class: "previous-trick" }, shown ? el("div", { class: "last-trick", id: "last-trick" }, drawTrick()) : null, button);
}

/** A past trick in a row of small cards, each play over the name of who made it (``winner``'s marked); passes are left out. */
export function pastTrick(controller, plays, winner) {
  const made = plays.filter((play) => !play.pass);
  return el(
    "ol",
    { class: "trick-row" },
    made.map((play) =>
      el(
        "li",
        { class: `slot${play.seat === winner ? " winner" : ""}`, dataset: { seat: play.seat } },
        el("span", { class: "cards" }, play.cards.map((card) => cardFace(card))),
        el("span", { class: "slot-name" }, controller.shortName(play.seat)),
      ),
    ),
  );
}

/** The table's keys, in a dialog (the ``?`` key opens it); closing it returns the focus to ``opener``. */
export function openKeyHelp(opener) {
  const row = (keys, what) => el("tr", {}, el("th", { scope: "row" }, keys.map((key) => el("kbd", {}, key))), el("td", {}, t(what)));
  const dialog = el(
    "dialog",
    { id: "key-help", "aria-labelledby": "key-help-title" },
    el("h2", { id: "key-help-title" }, t("keys.title")),
    el(
      "table",
      {},
      el(
        "tbody",
        {},
        row(["Tab"], "keys.tab"),
        row(["←", "→"], "keys.arrows"),
        row([t("keys.space"), "Enter"], "keys.choose"),
        row([KEYS.play.toUpperCase()], "keys.play"),
        row([KEYS.pass.toUpperCase()], "keys.pass"),
        row([KEYS.help], "keys.help"),
        row(["Esc"], "keys.escape"),
      ),
    ),
    el("div", { class: "dialog-buttons" }, el("button", { type: "button", class: "primary", id: "key-help-close", onclick: () => dialog.close() }, t("keys.close"))),
  );
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus?.();
  });
  document.body.append(dialog);
  dialog.showModal();
}

const DRAG_START_PX = 10;

/** A card dragged from the hand and dropped on the middle of the table is played (with any others chosen). */
function dragToPlay(hand, controller, choose) {
  listen(hand, "pointerdown", (down) => {
    const card = down.target.closest("button.card");
    if (!card || down.button !== 0) return;
    card.setPointerCapture(down.pointerId); // the card follows the pointer even where it leads off the card
    let dragging = false;
    const move = (event) => {
      const dx = event.clientX - down.clientX;
      const dy = event.clientY - down.clientY;
      if (!dragging && Math.hypot(dx, dy) < DRAG_START_PX) return;
      dragging = true;
      card.classList.add("dragging");
      card.style.transform = `translate(${dx}px, ${dy}px)`;
    };
    const up = (event) => {
      card.removeEventListener("pointermove", move);
      card.removeEventListener("pointerup", up);
      card.removeEventListener("pointercancel", up);
      if (!dragging) return;
      card.classList.remove("dragging");
      card.style.removeProperty("transform");
      card.addEventListener("click", (click) => click.stopPropagation(), { capture: true, once: true }); // the drop is not a tap
      const centre = controller.root.querySelector('[data-zone="trick"]').getBoundingClientRect();
      const dropped = event.type === "pointerup" && event.clientX >= centre.left && event.clientX <= centre.right && event.clientY >= centre.top && event.clientY <= centre.bottom;
      if (!dropped) return;
      const index = Number(card.dataset.index);
      if (!controller.selection.has(index)) choose(index);
      controller.submitSelection();
    };
    card.addEventListener("pointermove", move);
    card.addEventListener("pointerup", up);
    card.addEventListener("pointercancel", up);
  });
}

function actionsZone(view, controller) {
  const turn = controller.phase() === "turn";
  const readings = controller.readings && turn
    ? el(
        "div",
        { class: "readings", id: "readings", role: "group", "aria-label": t("reading.choose") },
        controller.readings.map((action) =>
          el(
            "button",
            { type: "button", class: "reading", dataset: { action: action.id }, onclick: () => controller.act(action.id) },
            controller.renderer.readingLabel ? controller.renderer.readingLabel(action) : action.id,
          ),
        ),
      )
    : null;
  const actions = controller.renderer.actions(view, controller);
  return el(
    "div",
    { class: "actions", dataset: { zone: "actions" } },
    readings,
    withKeys(actions),
    turn && controller.ownEngine() ? el("button", { type: "button", class: "secondary", id: "hint", onclick: () => controller.hint() }, t("hint.button")) : null,
    turn ? controller.takeback?.button(controller) : null,
    turn && controller.hinted
      ? el("button", { type: "button", class: "secondary", id: "hint-play", onclick: () => controller.act(controller.hinted.id) }, t("hint.play"))
      : null,
  );
}

/** The game's play and pass buttons say their keys (to a screen reader, and in their tooltip). */
function withKeys(actions) {
  for (const button of [actions].flat()) {
    const key = { play: KEYS.play, pass: KEYS.pass }[button?.id];
    if (key) button.setAttribute("aria-keyshortcuts", key.toUpperCase());
  }
  return actions;
}

/** The one line of messages: a refusal or a hint first, then the move the table makes for the player, then who is thinking, then what to do now. */
function messageZone(view, controller) {
  const thinking = controller.thinking !== null && controller.thinking !== undefined;
  const text = controller.message ?? controller.forcedNote ?? (thinking ? t("ai.thinking", { name: controller.seatName(controller.thinking) }) : controller.renderer.prompt(view, controller));
  const kind = controller.message ? "notice" : controller.forcedNote ? "forced" : thinking ? "thinking" : "prompt";
  return el("p", { class: `message ${kind}`, id: "table-message", role: "status", dataset: { zone: "message" } }, text ?? "");
}

/** The table's menu: in the bar on a wide screen, folded behind one button on a phone. */
function menu(view, controller) {
  const toggle = el(
    "button",
    {
      type: "button",
      class: "menu-toggle",
      id: "menu-toggle",
      "aria-expanded": controller.menuOpen ? "true" : "false",
      "aria-controls": "table-menu",
      onclick: () => {
        controller.menuOpen = !controller.menuOpen;
        controller.render();
      },
    },
    t("table.menu"),
  );
  const items = el(
    "div",
    { class: `table-menu${controller.menuOpen ? " open" : ""}`, id: "table-menu", onclick: (event) => {
      // A button that acts folds the menu; one that opens more of it (aria-expanded) keeps it open.
      const pressed = event.target.closest("button, a");
      if (pressed && !pressed.hasAttribute("aria-expanded") && controller.menuOpen) {
        controller.menuOpen = false; // folded now, not at the next redraw: a dialog it opened is not covered by it
        event.currentTarget.classList.remove("open");
        controller.root.querySelector("#menu-toggle")?.setAttribute("aria-expanded", "false"); // the one on the page (kept by a redraw in place)
      }
    } },
    el("button", { type: "button", class: "secondary", id: "scoreboard-open", onclick: () => openScoreboard(controller) }, t("scoreboard.open")),
    rulesButton(view.game, {
      where: "table",
      id: "table-rules",
      className: "secondary",
      options: () => controller.options(),
    }),
    controller.phase() === "over" && controller.onReplay
      ? el("button", { type: "button", class: "secondary", id: "replay", onclick: () => controller.onReplay() }, t("table.replay"))
      : null,
    controller.menuItems?.() ?? null,
    controller.shareUrl ? shareLink(controller.shareUrl(), (text) => controller.say(text)) : null,
    controller.languages ? el("div", { class: "menu-languages", id: "table-languages", role: "group", "aria-label": t("app.language") }, controller.languages()) : null,
    el("button", { type: "button", class: "secondary", id: "table-settings", onclick: (event) => openSettings(event.currentTarget) }, t("settings.open")),
    el("button", { type: "button", class: "secondary", id: "leave", onclick: () => controller.exit() }, t("table.leave")),
  );
  return el("nav", { class: "table-nav", "aria-label": t("table.menu") }, toggle, items);
}

/**
 * The result panel's buttons: the deal's replay (where the table offers one); after a deal, on to
 * the next one (``nextKey`` and ``nextId`` name it); after the game, the same game again with a new
 * deal in one click (or the very same deal again), the game as a file, or back to the lobby; at a
 * friend's table, a word that the host may deal again; a controller with ``endOfPlay(view)`` gives
 * its own instead.
 */
export function resultActions(view, controller, nextKey = "results.next_deal", nextId = "next-deal") {
  if (controller.endOfPlay) return controller.endOfPlay(view); // a table of its own (the review's sandbox) ends its way
  const review = controller.ownEngine()
    ? el(
        "button",
        { type: "button", class: "secondary", id: "review-deal", onclick: (event) => controller.review(null, event.currentTarget) },
        t(controller.renderer.scoreboardKeys?.open ?? "replay.open"), // Koalicje reviews a round (K6)
        " ", // the button's name reads "… deal analysed 7 of 22 decisions", not "…dealanalysed"
        el("span", { class: "review-progress", id: "review-progress" }, controller.analysisProgressText?.() ?? ""), // the analysis in the background
      )
    : null;
  if (!view.terminal) {
    return el(
      "div",
      { class: "result-actions" },
      review,
      el("button", { type: "button", class: "primary", id: nextId, onclick: () => controller.continueAfterDeal() }, t(nextKey)),
    );
  }
  if (controller.guide) return review; // a lesson's end offers its own way on, above the results
  if (controller.remote?.guest) {
    // A friend's table: the host deals again (or not); the friend may stay for it, or go.
    return el(
      "div",
      { class: "result-actions" },
      el("p", { class: "note", id: "host-may-deal" }, t("friends.host_may_deal")),
      el("button", { type: "button", class: "secondary", id: "new-game", onclick: () => controller.exit() }, t("friends.leave_table")),
    );
  }
  return el(
    "div",
    { class: "result-actions" },
    review,
    controller.duplicate?.actions(view) ?? null,
    controller.onPlayAgain
      ? el("button", { type: "button", class: "primary", id: "play-again", onclick: () => controller.onPlayAgain() }, t("results.play_again"))
      : null,
    controller.onReplay
      ? el("button", { type: "button", class: "secondary", id: "play-deal-again", onclick: () => controller.onReplay() }, t("table.replay"))
      : null,
    el("button", { type: "button", class: "secondary", id: "download-game", onclick: () => controller.download() }, t("file.download")),
    el("button", { type: "button", class: controller.onPlayAgain || controller.duplicate?.leads() ? "secondary" : "primary", id: "new-game", onclick: () => controller.exit() }, t("results.new_game")),
  );
}

/**
 * The results' title "Result of deal 1 of 2" (deal.result), its "1 of 2" (deal.of) kept on one line: a
 * narrow panel breaks the title before the figures, never between them. The text is the message's own.
 */
export function dealResultTitle(number, deals) {
  const title = t("deal.result", { number, deals });
  const figures = t("deal.of", { number, deals });
  const at = title.lastIndexOf(figures);
  if (at < 0) return title;
  return [title.slice(0, at), el("span", { class: "keep-together" }, figures), title.slice(at + figures.length)];
}

/** In place of a table that could not be drawn: what happened, and the ways on (reload the page, or back to the menu). */
export function drawFailure(controller) {
  return el(
    "div",
    { class: "table-failure", id: "table-failure", role: "alert" },
    el("h2", {}, t("table.failed")),
    el("p", {}, t("table.failed_next")),
    el(
      "div",
      { class: "dialog-buttons" },
      el("button", { type: "button", class: "primary", id: "table-reload", onclick: () => location.reload() }, t("table.reload")),
      el("button", { type: "button", class: "secondary", id: "table-failure-leave", onclick: () => controller.exit() }, t("table.leave")),
    ),
  );
}

/** The whole table for the controller's view, built from the renderer's parts. */
export function drawTable(controller) {
  const view = controller.view;
  const renderer = controller.renderer;
  const seats = view.players.length;
  const places = seatPlaces(seats, view.seat);
  const showingResult = Boolean(controller.waitingForContinue || view.terminal);
  const guide = controller.guide?.panel(controller) ?? null;
  const lessonOver = Boolean(view.tutorial?.done); // its closing words go over the table (above the results, if the deal ended)
  const results = showingResult ? renderer.results(view, controller) : null;
  // A class, not :has() in table.css: a :has() above the results' children restyled the whole table on every redraw.
  results?.classList.toggle("with-breakdown", results.querySelector(":scope > .deal-breakdown") !== null);
  // Above the game's results once it is over: the deal of the day's result, how the player's rating moved, the duplicate's comparison.
  const notes = view.terminal ? [controller.daily?.result(view), controller.rating?.element(), controller.takeback?.note(view), controller.score?.note(), controller.duplicate?.result(view)].filter(Boolean) : [];
  const row = (place) => el("div", { class: `seats-${place}` }, places[place].map((seat) => seatBox(view, controller, seat, place)));
  return el(
    "div",
    { class: `table-frame game-${view.game}`, dataset: { seats } },
    el(
      "header",
      { class: "table-bar" },
      el("h2", {}, gameName(view.game)),
      el("p", { class: "deal-number" }, renderer.status(view, controller)),
      controller.daily ? el("p", { class: "daily-note", id: "daily-note" }, controller.daily.header()) : null,
      menu(view, controller),
    ),
    el(
      "div",
      { class: "felt", dataset: { others: seats - 1 } },
      row("top"),
      row("left"),
      row("right"),
      el("section", { class: "centre", dataset: { zone: "trick" }, "aria-label": t("table.centre") }, renderer.centre(view, controller)),
    ),
    el(
      "div",
      { class: "dock" },
      seatBox(view, controller, view.seat, "bottom"),
      lessonOver ? null : guide,
      messageZone(view, controller),
      handZone(view, controller),
      actionsZone(view, controller),
    ),
    showingResult || lessonOver ? el("div", { class: "results-layer" }, lessonOver || notes.length ? el("div", { class: "results-stack" }, lessonOver ? guide : notes, results) : results) : null,
  );
}
