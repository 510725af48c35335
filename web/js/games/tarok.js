// Draws a Tarok dla dwóch view (rules T1–T21 live in Python; this only shows them).
//
// A play is always one card, so a click (or Enter/Space on the focused card)
// plays it when it matches a legal action; any other card goes through the
// controller's submitSelection, which asks the engine why (op "explain": T8,
// T10, T11) and words the reply with this renderer's explanation().
// The page keeps a little memory per table (which cards were just drawn from
// the stock, which card was refused, where the keyboard focus was) so that a
// redraw does not lose them; the rules themselves never leave Python.
import { cardButton, cardFace, cardLabel, cardText } from "../cards.js";
import { clear, el } from "../dom.js";
import { t } from "../i18n.js";
import { totalsAfter } from "../table.js";

const DECK = "tarok";
const TRICKS_PER_DEAL = 20; // T5: 19 four-card tricks and the last two-card one
const DEAL_POINTS = 89; // T20

/** Per-table memory that survives redraws (keyed by the controller). */
const memory = new WeakMap();

function remember(controller) {
  if (!memory.has(controller)) memory.set(controller, { deal: null, trick: null, hand: [], drawn: new Set(), refused: null });
  return memory.get(controller);
}

/** Which cards of the hand came from the stock after the last trick (shown until the next one is taken). */
function trackDrawn(controller, o) {
  const mem = remember(controller);
  const dealKey = `${o.deal_number}/${o.results.length}`;
  if (mem.deal !== dealKey) {
    mem.drawn = new Set();
  } else if (mem.trick !== o.trick_number) {
    const before = new Set(mem.hand);
    mem.drawn = new Set(o.hand.filter((card) => !before.has(card)));
  }
  mem.deal = dealKey;
  mem.trick = o.trick_number;
  mem.hand = [...o.hand];
  return mem.drawn;
}

function shortName(view, seat) {
  return seat === view.seat ? t("tarok.you_short") : t("tarok.opponent_short");
}

function suitName(suit) {
  return t(`suit.${suit}`);
}

/** The duty in force (observation.duty, T8–T11) as one sentence; a lead or T12 says any card. */
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
  const view = controller.view;
  if (controller.phase() !== "turn") return;
  const card = view.observation.hand[index];
  const action = view.observation.legal_actions.find((a) => (a.cards ?? [a.card]).length === 1 && (a.cards?.[0] ?? a.card) === card);
  const mem = remember(controller);
  mem.refused = action ? null : card;
  if (action) {
    await controller.act(action.id);
    return;
  }
  controller.selection.clear(); // a play is one card: the selection is just this one
  controller.selection.add(index);
  await controller.submitSelection(); // no legal action matches: "explain", worded by tarok.explanation
  controller.selection.clear();
}

function statLine(o, seat) {
  return el(
    "p",
    { class: "stats" },
    el("span", { class: "stat hand-size", dataset: { count: o.hand_sizes[seat] } }, t("tarok.seat.hand", { count: o.hand_sizes[seat] })),
    el("span", { class: "stat points", dataset: { points: o.points[seat] } }, t("tarok.seat.points", { points: o.points[seat] })),
    el("span", { class: "stat tricks" }, t("tarok.seat.tricks", { count: o.tricks_won[seat] })),
  );
}

function seatPanel(view, controller, seat, ...inside) {
  const o = view.observation;
  const turn = o.current_player === seat && !view.terminal;
  const me = seat === view.seat;
  const badges = [];
  if (o.trick.length ? o.trick[0].seat === seat : o.leader === seat && !view.terminal) badges.push(el("span", { class: "badge leads" }, t("tarok.seat.leads")));
  if (turn) badges.push(el("span", { class: "badge turn-badge" }, me ? t("tarok.seat.your_turn") : t("tarok.seat.to_play")));
  let cards = null;
  if (!me) {
    cards = o.opponent_hand
      ? el("div", { class: "opponent-cards known", role: "group", "aria-label": t("tarok.opponent_known") }, o.opponent_hand.map((card) => cardFace(card, DECK)))
      : el(
          "div",
          { class: "opponent-cards", role: "img", "aria-label": t("tarok.opponent_hidden", { count: o.hand_sizes[seat] }) },
          Array.from({ length: o.hand_sizes[seat] }, () => el("span", { class: "card back" })),
        );
  }
  return el(
    "section",
    { class: `tarok-seat seat${turn ? " turn" : ""}${me ? " me" : " opponent"}`, dataset: { seat }, "aria-label": controller.seatName(seat) },
    el("div", { class: "seat-head" }, el("span", { class: "seat-name" }, controller.seatName(seat)), badges),
    statLine(o, seat),
    o.opponent_hand && !me ? el("p", { class: "known-note" }, t("tarok.opponent_known")) : null,
    cards,
    inside,
  );
}

function stockPile(o) {
  const empty = o.stock_count === 0;
  return el(
    "div",
    { class: `stock${empty ? " empty" : ""}`, id: "stock", dataset: { count: o.stock_count }, role: "img", "aria-label": empty ? t("tarok.stock_empty") : t("tarok.stock_label", { count: o.stock_count }) },
    el("span", { class: `card ${empty ? "gone" : "back"}` }, empty ? "" : el("span", { class: "stock-count" }, String(o.stock_count))),
    el("span", { class: "stock-caption" }, empty ? t("tarok.stock_empty") : t("tarok.stock")),
  );
}

function slot(view, seat, position, card, extra = "") {
  const who = shortName(view, seat);
  return el(
    "li",
    { class: `slot${card ? " filled" : ""}${seat === view.seat ? " mine" : ""}${extra}`, dataset: { seat, position, card: card ?? "" } },
    el("span", { class: "slot-who" }, who),
    card ? cardFace(card, DECK) : el("span", { class: "card placeholder", role: "img", "aria-label": t("tarok.slot_empty", { name: who }) }),
  );
}

function trickArea(view) {
  const o = view.observation;
  const leader = o.trick.length ? o.trick[0].seat : o.leader;
  const slots = [];
  for (let position = 0; position < o.trick_size; position++) {
    const seat = position % 2 === 0 ? leader : 1 - leader; // T5: leader, opponent, leader, opponent
    slots.push(slot(view, seat, position, o.trick[position]?.card ?? null));
  }
  return el(
    "section",
    { class: "trick-area", "aria-label": t("tarok.trick") },
    el("h3", {}, t("tarok.trick")),
    el("ol", { class: "trick-slots", id: "trick", dataset: { size: o.trick_size } }, slots),
  );
}

function lastTrick(view, controller) {
  const o = view.observation;
  const last = o.last_trick;
  if (!last || !o.tricks.length) return null;
  const taken = t("tarok.last_trick_taken", { name: controller.seatName(last.winner), points: last.points });
  return el(
    "section",
    { class: "last-trick", id: "last-trick", "aria-label": t("tarok.last_trick") },
    el("h3", {}, t("tarok.last_trick")),
    el(
      "ol",
      { class: "last-plays" },
      last.plays.map((play) => el("li", { class: "last-play", dataset: { seat: play.seat } }, cardFace(play.card, DECK), el("span", { class: "slot-who" }, shortName(view, play.seat)))),
    ),
    el("p", { class: "last-taken", dataset: { winner: last.winner } }, taken),
  );
}

function hand(view, controller, myTurn) {
  const o = view.observation;
  const drawn = trackDrawn(controller, o);
  const legal = new Set(o.legal_actions.map((a) => a.cards?.[0] ?? a.card));
  const refused = controller.message ? remember(controller).refused : null; // marked while its explanation shows
  const buttons = o.hand.map((card, index) => {
    const button = cardButton(card, { index, selected: false, onToggle: (i) => choose(controller, i), deck: DECK });
    button.removeAttribute("aria-pressed"); // one click plays: no selection to toggle
    const notes = [];
    if (myTurn && !legal.has(card)) {
      button.classList.add("blocked");
      notes.push(t("tarok.card_blocked"));
    }
    if (myTurn && legal.has(card)) button.classList.add("playable");
    if (drawn.has(card)) {
      button.classList.add("drawn");
      notes.push(t("tarok.card_drawn"));
    }
    if (myTurn && card === refused) button.classList.add("refused");
    if (notes.length) button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (${notes.join(", ")})`);
    if (!myTurn) button.setAttribute("aria-disabled", "true"); // stays focusable: the keyboard keeps its place
    return button;
  });
  return el(
    "section",
    { class: `hand${myTurn ? " my-turn" : ""}`, "aria-label": t("hand.label") },
    el("h3", {}, t("hand.label"), myTurn ? el("span", { class: "hand-help" }, ` — ${t("tarok.hand_help")}`) : null),
    el("div", { class: "cards", role: "group", "aria-label": t("hand.label") }, buttons),
    drawn.size ? el("p", { class: "drawn-note" }, t("tarok.drawn", { cards: [...drawn].map((card) => cardText(card, DECK)).join(", ") })) : null,
  );
}

function hintLine(view, controller, myTurn) {
  const o = view.observation;
  if (myTurn) return el("p", { class: "duty-hint", id: "duty-hint", dataset: { rule: o.trick.length ? (o.duty?.rule ?? "T12") : "lead" } }, dutyText(o));
  return el("p", { class: "duty-hint waiting", id: "duty-hint" }, controller.waitingText());
}

// -- results ------------------------------------------------------------------------------
function scoringCards(result, seat) {
  const cards = result.scoring_cards[seat];
  if (!cards.length) return el("p", { class: "scoring-none" }, t("tarok.results.none"));
  return el(
    "ul",
    { class: "scoring-cards" },
    cards.map(({ card, points }) =>
      el("li", { class: "scoring-card", dataset: { card, points } }, cardFace(card, DECK), el("span", { class: "scoring-points" }, t("tarok.points_short", { points }))),
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
      el("p", { class: "breakdown-line" }, t("tarok.results.breakdown", { tricks: result.tricks[seat], cards: result.card_points[seat], points: result.points[seat] })),
      scoringCards(result, seat),
    ),
  );
  return el(
    "div",
    { class: "deal-breakdown tarok-deal" },
    verdict,
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
    el("p", { class: "rule-note" }, t("tarok.results.rule_note", { total: DEAL_POINTS })),
    result.redeals ? el("p", { class: "rule-note" }, t("tarok.results.redeals", { count: result.redeals })) : null,
    el("div", { class: "breakdowns" }, breakdown),
  );
}

function results(view, controller) {
  const o = view.observation;
  const number = o.results.length;
  const final = view.terminal;
  const match = o.deals > 1;
  let verdict; // T21: at the end of a match, who won it
  if (final && match) {
    verdict = o.outcome?.draw
      ? el("p", { class: "winner draw", id: "verdict" }, t("tarok.results.match_draw", { points: o.totals[0] }))
      : el("p", { class: "winner", id: "verdict" }, t("tarok.results.match_winner", { name: controller.seatName(o.outcome.winner), points: o.totals[o.outcome.winner], other: o.totals[1 - o.outcome.winner] }));
  }
  return el(
    "div",
    { class: "results tarok-results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results" },
    el("h2", { id: "results-title" }, final ? t("game.over") : t("deal.result", { number, deals: o.deals })),
    final && match ? el("p", { class: "deal-of" }, t("deal.result", { number, deals: o.deals })) : null,
    dealBreakdown(view, controller, number - 1, verdict),
    final
      ? el("button", { type: "button", class: "primary", id: "new-game", onclick: () => controller.exit() }, t("results.new_game"))
      : el("button", { type: "button", class: "primary", id: "next-deal", onclick: () => controller.continueAfterDeal() }, t("results.next_deal")),
  );
}

// -- focus --------------------------------------------------------------------------------
/** Where the keyboard focus is inside the table, to put it back after the redraw. */
function focusMark(root) {
  const active = document.activeElement;
  if (!active || active === document.body || !root.contains(active)) return null;
  if (active.classList.contains("in-hand")) return { index: Number(active.dataset.index), card: active.dataset.card };
  return active.id ? { id: active.id } : { lost: true };
}

function restoreFocus(root, mark) {
  if (!mark) return;
  let target = mark.id ? root.querySelector(`#${mark.id}`) : null;
  if (!target && mark.card) {
    const cards = [...root.querySelectorAll(".hand button.in-hand")];
    target = cards.find((b) => b.dataset.card === mark.card) ?? cards[Math.min(mark.index, cards.length - 1)];
  }
  target ??= root.querySelector("#next-deal, #new-game") ?? root.querySelector(".hand button.in-hand");
  target?.focus({ preventScroll: true });
}

export const tarok = {
  explanation,

  dealEnded(before, after) {
    return after.observation.results.length > before.observation.results.length;
  },

  deals(view) {
    return view.observation.results.map((result, index) => ({ number: index + 1, gains: result.points }));
  },

  dealResult: dealBreakdown,

  describeAction(controller, actor, action) {
    const card = action.cards?.[0] ?? action.card;
    let text = t("announce.play", { name: controller.seatName(actor), cards: cardLabel(card, DECK) });
    const o = controller.view.observation;
    const last = o.last_trick;
    const closing = last && !o.trick.length && last.plays[last.plays.length - 1].card === card;
    if (closing) text += ` ${t("tarok.announce.taken", { name: controller.seatName(last.winner), points: last.points })}`;
    return text;
  },

  render(view, controller) {
    const o = view.observation;
    const mark = focusMark(controller.root);
    const root = clear(controller.root);
    const myTurn = o.current_player === view.seat && !view.terminal && !controller.busy;
    const showingResult = Boolean(controller.waitingForContinue || view.terminal);
    const header = el(
      "header",
      { class: "table-header" },
      el("h2", {}, t("game.tarok")),
      el(
        "p",
        { class: "deal-number" },
        // while a result is shown the next deal has begun in the engine: the header names the finished one
        t("deal.number", { number: showingResult ? o.results.length : o.deal_number + 1, deals: o.deals }),
        showingResult ? null : el("span", { class: "trick-number" }, ` · ${t("tarok.trick_number", { number: Math.min(o.trick_number + 1, TRICKS_PER_DEAL), total: TRICKS_PER_DEAL })}`),
      ),
    );
    const board = el("div", { class: "tarok-board" });
    if (showingResult) {
      board.append(header, results(view, controller), controller.footer());
    } else {
      board.append(
        header,
        seatPanel(view, controller, 1 - view.seat),
        el("div", { class: "tarok-center" }, stockPile(o), trickArea(view), lastTrick(view, controller)),
        seatPanel(view, controller, view.seat, hintLine(view, controller, myTurn), hand(view, controller, myTurn)),
        controller.footer(),
      );
    }
    root.append(board);
    restoreFocus(root, mark);
  },
};
