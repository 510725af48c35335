// Draws a Tarok dla dwóch view on the shared table (rules T1–T21 live in Python; this only shows them).
//
// A play is always one card, so a click (or Enter/Space on the focused card)
// plays it when it matches a legal action; any other card goes through the
// controller's submitSelection, which asks the engine why (op "explain": T8,
// T10, T11) and words the reply with this renderer's explanation().
// The page keeps a little memory per table (which card was refused) so that a
// redraw does not lose it; the rules themselves never leave Python, and the
// cards just drawn from the stock are the observation's (T6).
import { cardFace, cardLabel, cardText } from "../cards/cards.js";
import { cardBack } from "../cards/card-art.js";
import { el } from "../dom.js";
import { dealResultTitle, resultActions } from "../table/frame.js";
import { listText, t } from "../i18n.js";
import { totalsAfter } from "../table/scoreboard.js";

/**
 * @typedef {import("./types.js").TarokObservation} TarokObservation
 * @typedef {import("../boot/types.js").View<TarokObservation>} TarokView
 */

const DECK = "tarok";
const TRICKS_PER_DEAL = 20; // T5: 19 four-card tricks and the last two-card one
const DEAL_POINTS = 89; // T20
const PILE_BACKS = 3; // the stock is drawn as at most this many stacked backs

/** Per-table memory that survives redraws (keyed by the controller). */
const memory = new WeakMap();

function remember(controller) {
  if (!memory.has(controller)) memory.set(controller, { refused: null });
  return memory.get(controller);
}

function suitName(suit) {
  return t(`suit.${suit}`);
}

/**
 * The duty in force (observation.duty, T8–T11) as one sentence; a lead or T12 says any card.
 * @param {TarokObservation} o
 */
function dutyText(o) {
  const duty = o.duty;
  if (!o.trick.length) return t("tarok.hint.lead");
  if (!duty) return t("tarok.hint.any");
  let text;
  if (duty.rule === "T8") {
    text = duty.cards.length > 1
      ? t("tarok.hint.page_either", { suit: suitName(duty.cards[0].slice(-1)), suit2: suitName(duty.cards[1].slice(-1)) })
      : t("tarok.hint.page", { suit: suitName(duty.card.slice(-1)) });
  } else if (duty.rule === "T10") {
    text = t("tarok.hint.follow_suit", { suit: suitName(duty.suit) });
  } else if (duty.reason === "tarok_led") {
    text = t("tarok.hint.tarok_led");
  } else if (duty.reason === "fool_led") {
    text = t("tarok.hint.fool_led");
  } else {
    text = t("tarok.hint.void", { suit: suitName(duty.suit) });
  }
  return duty.fool ? `${text} ${t("tarok.hint.fool")}` : text;
}

/** The engine's reason for a refused card (TarokState.explain) in words: T8, T10, T11 name the suit. */
function explanation(reply) {
  const params = { ...reply.params };
  for (const name of ["suit", "suit2"]) if (params[name]) params[name] = suitName(params[name]);
  const text = t(`why.${reply.reason}`, params);
  return reply.params.fool ? `${text} ${t("tarok.hint.fool")}` : text;
}

/** Click on the card at ``index``: play it when legal, else the controller asks the engine why not. */
async function choose(controller, index) {
  if (controller.phase() !== "turn") return;
  const o = controller.view.observation;
  const card = o.hand[index];
  const action = o.legal_actions.find((a) => a.cards.length === 1 && a.cards[0] === card);
  remember(controller).refused = action ? null : card;
  controller.selection.clear(); // a play is one card: the selection is just this one (a drop on the trick submits it too)
  controller.selection.add(index);
  if (action) {
    await controller.act(action.id);
    return;
  }
  await controller.submitSelection(); // no legal action matches: "explain", worded by tarok.explanation
  controller.selection.clear();
  controller.render(); // the refused card is marked, not lifted as if chosen
}

/** A keyed face: the motion flies it from ``from`` and, when ``exitTo`` is given, away to that seat. */
function keyedFace(card, from, exitTo) {
  const face = cardFace(card, DECK);
  face.dataset.key = `card:${card}`;
  face.dataset.enterFrom = String(from);
  if (exitTo !== undefined && exitTo !== null) face.dataset.exitTo = String(exitTo);
  return face;
}

/**
 * A seat's tricks (T18) and points (T19) so far.
 * @param {TarokObservation} o
 */
function statLine(o, seat) {
  return el(
    "p",
    { class: "stats" },
    el("span", { class: "stat tricks", dataset: { count: o.tricks_won[seat] } }, t("tarok.seat.tricks", { count: o.tricks_won[seat] })),
    el("span", { class: "stat points", dataset: { points: o.points[seat] } }, t("tarok.seat.points", { points: o.points[seat] })),
  );
}

/**
 * Once the stock is empty the opponent's hand is known: its faces, keyed so that a play flies from there.
 * @param {TarokObservation} o
 */
function knownHand(o, seat) {
  return el(
    "div",
    { class: "opponent-cards known", role: "group", "aria-label": t("tarok.opponent_known") },
    o.opponent_hand.map((card) => keyedFace(card, seat)),
  );
}

/** @param {TarokView} view */
function leads(view, seat) {
  const o = view.observation;
  return !view.terminal && (o.trick.length ? o.trick[0].seat === seat : o.leader === seat);
}

/** @param {TarokView} view */
function seat(view, controller, seat) {
  const o = view.observation;
  const me = seat === view.seat;
  const known = !me && o.opponent_hand;
  const drawn = me ? new Set(o.drawn) : new Set(); // T6: shown until the next trick is taken
  return {
    badges: leads(view, seat) ? [el("span", { class: "badge leads" }, t("tarok.seat.leads"))] : [],
    count: me || known ? undefined : o.hand_sizes[seat],
    detail: [
      statLine(o, seat),
      known ? knownHand(o, seat) : null,
      drawn.size ? el("p", { class: "drawn-note" }, t("tarok.drawn", { cards: [...drawn].map((card) => cardText(card, DECK)).join(" ") })) : null,
    ],
  };
}

/**
 * T3, T6: the face-down stock, a pile of backs as high as what is left, and its count.
 * @param {TarokObservation} o
 */
function stockPile(o) {
  const count = o.stock_count;
  const backs = Math.min(PILE_BACKS, Math.ceil(count / 20));
  return el(
    "div",
    { class: `stock${count ? "" : " empty"}`, id: "stock", dataset: { count }, role: "img", "aria-label": count ? t("tarok.stock_label", { count }) : t("tarok.stock_empty") },
    el("span", { class: "pile", "aria-hidden": "true" }, Array.from({ length: backs }, () => el("span", { class: "pile-card" }, cardBack()))),
    el("span", { class: "stock-count", "aria-hidden": "true" }, count ? String(count) : t("tarok.stock_empty")),
  );
}

function slot(controller, seat, position, card, exitTo) {
  const who = controller.shortName(seat); // the name its panel shows
  return el(
    "li",
    { class: `slot${card ? " filled" : ""}${seat === controller.view.seat ? " mine" : ""}`, dataset: { seat, position, card: card ?? "" } },
    card ? keyedFace(card, seat, exitTo) : el("span", { class: "slot-empty", role: "img", "aria-label": t("tarok.slot_empty", { name: who }) }),
    el("span", { class: "slot-who", "aria-hidden": "true" }, who),
  );
}

/**
 * T5: the trick's slots, leader and opponent alternating. While the table pauses on a taken
 * trick it shows that trick (the observation's last one), whose cards then sweep to the taker.
 * @param {TarokView} view
 */
function trickArea(view, controller) {
  const o = view.observation;
  const completed = controller.completedTrick;
  const plays = completed ? o.last_trick.plays : o.trick;
  const size = completed ? plays.length : o.trick_size;
  const leader = plays.length ? plays[0].seat : o.leader;
  const slots = Array.from({ length: size }, (_, position) => {
    const seat = position % 2 === 0 ? leader : 1 - leader;
    return slot(controller, seat, position, plays[position]?.card ?? null, completed?.taker);
  });
  return el("ol", { class: `trick-slots${completed ? " complete" : ""}`, id: "trick", dataset: { size }, "aria-label": t("tarok.trick") }, slots);
}

/**
 * The trick taken before this one, small: its cards, who took it and what it was worth.
 * @param {TarokView} view
 */
function lastTrick(view, controller) {
  const o = view.observation;
  const last = o.last_trick;
  if (!last || !o.tricks.length || controller.completedTrick) return null; // while paused, the trick itself is on view
  return el(
    "section",
    { class: "last-trick", id: "last-trick", "aria-label": t("tarok.last_trick") },
    el("h3", {}, t("tarok.last_trick")),
    el(
      "ol",
      { class: "last-plays" },
      last.plays.map((play) => el("li", { class: "last-play", dataset: { seat: play.seat } }, cardFace(play.card, DECK))),
    ),
    el("p", { class: "last-taken", dataset: { winner: last.winner } }, t("tarok.last_trick_taken", { name: controller.shortName(last.winner), points: last.points, count: last.points })),
  );
}

/** @param {TarokView} view */
function centre(view, controller) {
  const o = view.observation;
  return el("div", { class: "tarok-centre" }, stockPile(o), trickArea(view, controller), lastTrick(view, controller));
}

/** @param {TarokView} view */
function hand(view, controller) {
  const o = view.observation;
  const drawn = new Set(o.drawn);
  const turn = controller.phase() === "turn";
  const playable = controller.playableCards();
  const refused = controller.message ? remember(controller).refused : null; // marked while its explanation shows
  return {
    cards: o.hand,
    deck: DECK,
    playable,
    toggle: (index) => choose(controller, index),
    decorate(button, index) {
      const card = o.hand[index];
      if (button.getAttribute("aria-pressed") === "false") button.removeAttribute("aria-pressed"); // a click plays: no toggle, unless the hint chose it
      const notes = [];
      if (turn && !playable.has(index)) notes.push(t("tarok.card_blocked"));
      if (drawn.has(card)) {
        button.classList.add("drawn");
        notes.push(t("tarok.card_drawn"));
      }
      if (turn && card === refused) button.classList.add("refused");
      if (notes.length) button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (${listText(notes)})`);
    },
  };
}

/** @param {TarokView} view */
function prompt(view, controller) {
  const o = view.observation;
  if (controller.phase() === "turn") {
    return el("span", { class: "duty-hint", id: "duty-hint", dataset: { rule: o.trick.length ? (o.duty?.rule ?? "T12") : "lead" } }, dutyText(o));
  }
  const completed = controller.completedTrick;
  if (completed) return t("tarok.announce.taken", { name: controller.seatName(completed.taker), points: o.last_trick.points, count: o.last_trick.points });
  return controller.waitingText();
}

// -- results ------------------------------------------------------------------------------
function scoringCards(result, seat) {
  const cards = result.scoring_cards[seat];
  if (!cards.length) return el("p", { class: "scoring-none" }, t("tarok.results.none"));
  return el(
    "ul",
    { class: "scoring-cards" },
    cards.map(({ card, points }) =>
      el("li", { class: "scoring-card", dataset: { card, points } }, cardFace(card, DECK), el("span", { class: "scoring-points" }, t("tarok.points_short", { points, count: points }))),
    ),
  );
}

function dealVerdict(controller, result) {
  return el("p", { class: "winner", id: "verdict" }, t("tarok.results.deal_winner", { name: controller.seatName(result.winner), points: result.points[result.winner] }));
}

/**
 * The figures of finished deal ``index`` (T18–T20): tricks, card points and points per
 * seat with the match totals after it, and each seat's scoring cards. ``verdict`` is the
 * line on top: who won the deal, unless the caller says more (who won the match).
 * @param {TarokView} view
 */
function dealBreakdown(view, controller, index, verdict = dealVerdict(controller, view.observation.results[index])) {
  const o = view.observation;
  const result = o.results[index];
  const match = o.deals > 1;
  const totals = totalsAfter(o.results.map((r) => r.points), index);
  const seats = [view.seat, 1 - view.seat];
  const head = ["results.player", "tarok.results.tricks", "tarok.results.card_points", "tarok.results.deal_points"];
  if (match) head.push("tarok.results.match_total");
  const rows = seats.map((seat) =>
    el(
      "tr",
      { dataset: { seat }, class: seat === result.winner ? "deal-winner" : "" },
      el("th", { scope: "row" }, controller.seatName(seat)),
      el("td", { class: "tricks" }, String(result.tricks[seat])),
      el("td", { class: "card-points" }, String(result.card_points[seat])),
      el("td", { class: "deal-points" }, String(result.points[seat])),
      match ? el("td", { class: "match-total" }, String(totals[seat])) : null,
    ),
  );
  const sum = result.points[0] + result.points[1];
  const tricks = result.tricks[0] + result.tricks[1];
  const breakdown = seats.map((seat) =>
    el(
      "section",
      { class: "breakdown", dataset: { seat }, "aria-label": t("tarok.results.scoring_of", { name: controller.seatName(seat) }) },
      el("h3", {}, t("tarok.results.scoring_of", { name: controller.seatName(seat) })),
      el("p", { class: "breakdown-line" }, t("tarok.results.breakdown", { tricks: result.tricks[seat], cards: result.card_points[seat], points: result.points[seat], count: result.points[seat] })),
      scoringCards(result, seat),
    ),
  );
  return el(
    "div",
    { class: "deal-breakdown tarok-deal" },
    verdict,
    el(
      "div",
      { class: "table-scroll", tabindex: "0" }, // focusable: a keyboard scrolls it too
      el(
        "table",
        {},
        el("thead", {}, el("tr", {}, head.map((key) => el("th", { scope: "col" }, t(key))))),
        el("tbody", {}, rows),
        el(
          "tfoot",
          {},
          el(
            "tr",
            {},
            el("th", { scope: "row" }, t("tarok.results.sum")),
            el("td", {}, String(tricks)),
            el("td", {}, String(sum - tricks)),
            el("td", { class: "deal-sum", dataset: { sum } }, String(sum)),
            match ? el("td", {}, String(totals[0] + totals[1])) : null,
          ),
        ),
      ),
    ),
    el("p", { class: "rule-note" }, t("tarok.results.rule_note", { total: DEAL_POINTS, count: DEAL_POINTS })),
    result.redeals ? el("p", { class: "rule-note" }, t("tarok.results.redeals", { count: result.redeals })) : null,
    el("div", { class: "breakdowns" }, breakdown),
  );
}

/** @param {TarokView} view */
function results(view, controller) {
  const o = view.observation;
  const number = o.results.length;
  const final = view.terminal;
  const match = o.deals > 1;
  let verdict; // T21: at the end of a match, who won it
  if (final && match) {
    verdict = o.outcome?.draw
      ? el("p", { class: "winner draw", id: "verdict" }, t("tarok.results.match_draw", { points: o.totals[0], count: o.totals[0] }))
      : el("p", { class: "winner", id: "verdict" }, t("tarok.results.match_winner", { name: controller.seatName(o.outcome.winner), points: o.totals[o.outcome.winner], other: o.totals[1 - o.outcome.winner] }));
  }
  return el(
    "div",
    { class: "results tarok-results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results" },
    el("h2", { id: "results-title" }, final ? t("game.over") : dealResultTitle(number, o.deals)),
    final && match ? el("p", { class: "deal-of" }, dealResultTitle(number, o.deals)) : null,
    dealBreakdown(view, controller, number - 1, verdict),
    resultActions(view, controller),
  );
}

/** @type {import("../table/types.js").Renderer<TarokObservation, import("../table/table.js").TableController>} */
export const tarok = {
  explanation,

  dealEnded(before, after) {
    return after.observation.results.length > before.observation.results.length;
  },

  /** T14–T17: a trick was taken when the observation's last trick is a new one; its winner takes it. */
  trickTaken(before, after) {
    const last = after.observation.last_trick;
    return last && JSON.stringify(last) !== JSON.stringify(before.observation.last_trick) ? last.winner : null;
  },

  deals(view) {
    return view.observation.results.map((result, index) => ({ number: index + 1, gains: result.points }));
  },

  dealResult: dealBreakdown,

  /** The card played, without a subject: "dama kier" (the hint's line). */
  actionText(controller, action) {
    return cardLabel(action.cards[0], DECK);
  },

  describeAction(controller, actor, action) {
    const card = action.cards[0];
    let text = t("announce.play", { name: controller.seatName(actor), cards: cardLabel(card, DECK) });
    const o = /** @type {TarokObservation} */ (controller.view.observation);
    const last = o.last_trick;
    const closing = last && !o.trick.length && last.plays[last.plays.length - 1].card === card;
    if (closing) text += ` ${t("tarok.announce.taken", { name: controller.seatName(last.winner), points: last.points, count: last.points })}`;
    return text;
  },

  status(view, controller) {
    const o = view.observation;
    // while a result is shown the next deal has begun in the engine: the bar names the finished one
    if (controller.waitingForContinue || view.terminal) return t("deal.number", { number: o.results.length, deals: o.deals });
    const trick = t("tarok.trick_number", { number: Math.min(o.trick_number + 1, TRICKS_PER_DEAL), total: TRICKS_PER_DEAL });
    if (o.deals === 1) return trick; // "deal 1 of 1" says nothing, and a phone's bar is short
    return `${t("deal.number", { number: o.deal_number + 1, deals: o.deals })} · ${trick}`;
  },

  seat,
  centre,
  hand,
  prompt,
  results,

  actions() {
    return []; // one click plays a card: the hint's buttons are the frame's
  },
};
