// Draws a Dou Dizhu view (rules D1–D28 live in Python; this only shows them).
//
// You sit at the bottom; play passes to the left (D1), so seat 1 sits on the
// left and seat 2 on the right. Each seat shows its role once the bidding is
// over, its cards left and its bid while bidding, then its last turn in the
// trick: a pass, or its play since beaten. The middle shows the bottom cards
// (face down until a landlord takes them, D6), the bid and the multiplier with
// the bombs and rockets that doubled it (D22), and the play to beat. The house
// rules, when on: each seat's call or rob while the call and rob lasts (D26), the
// landlord's shown hand face up at its seat (D27), each farmer's double and the
// landlord's redouble as badges, and the settlement with each farmer apart in the
// results (D28). Everything shown comes from the observation: the page only
// matches the selected cards against the legal actions it was sent.
import { cardBackFace, cardFace, cardsLabel } from "../cards/cards.js";
import { rankLetter } from "../cards/card-ids.js";
import { el } from "../dom.js";
import { dealResultTitle, pastTrick, previousTrickToggle, resultActions, selectionButton } from "../table/frame.js";
import { documentLang, listText, t } from "../i18n.js";
import { signed, totalsAfter } from "../table/scoreboard.js";

/**
 * @typedef {import("./types.js").DoudizhuObservation} DoudizhuObservation
 * @typedef {import("../boot/types.js").View<DoudizhuObservation>} DoudizhuView
 */

// D2: rank order, low to high.
const RANK_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ"];
const JOKERS = new Set(["BJ", "RJ"]);
// The house rules' questions (D26–D28): the engine's phase, and its two answers, yes first.
const QUESTIONS = {
  calling: ["call", "decline"],
  robbing: ["rob", "no_rob"],
  showing: ["show", "no_show"],
  doubling: ["double", "no_double"],
  redoubling: ["redouble", "no_redouble"],
};
const DECLARATIONS = new Set(["call", "rob", "show", "double", "redouble"]); // the actions' types
const BIDDING_PHASES = new Set(["bidding", "calling", "robbing"]); // D3–D5, D26: no landlord yet
const DECIDING_PHASES = new Set(["showing", "doubling", "redoubling"]); // D27, D28: before the first play

function rankOfCard(card) {
  return JOKERS.has(card) ? card : card.slice(0, -1);
}

function rankText(rank) {
  return JOKERS.has(rank) ? t(`doudizhu.rank.${rank}`) : rankLetter(rank);
}

function ranksText(ranks) {
  return ranks.map(rankText).join(" ");
}

function comboName(combo) {
  return t(`doudizhu.combo.${combo}`);
}

/** "para: 7 7" — a play (an action or a turn of the trick) as words. */
function playText(play) {
  return t("doudizhu.play_text", { combo: comboName(play.combo), ranks: ranksText(play.ranks) });
}

/** The hand's indices in display order: by rank (D2), then as the engine lists them. */
function handOrder(hand) {
  return hand.map((_, index) => index).sort((a, b) => RANK_ORDER.indexOf(rankOfCard(hand[a])) - RANK_ORDER.indexOf(rankOfCard(hand[b])) || a - b);
}

/**
 * Suits never matter (D2): a play takes the first cards of each rank in the
 * engine's order. A click on a card therefore selects one more (or one fewer)
 * card of its rank, always the leftmost ones, so what is lifted is exactly
 * what will be played.
 */
function toggleRank(controller, hand, index) {
  const rank = rankOfCard(hand[index]);
  const same = handOrder(hand).filter((i) => rankOfCard(hand[i]) === rank);
  const chosen = same.filter((i) => controller.selection.has(i));
  const target = controller.selection.has(index) ? chosen[chosen.length - 1] : same.find((i) => !controller.selection.has(i));
  controller.toggle(target);
}

/** @param {DoudizhuObservation} o */
function roleBadge(o, seat) {
  const landlord = o.landlord === seat;
  return el("span", { class: `badge dd-role ${landlord ? "landlord" : "farmer"}` }, t(landlord ? "doudizhu.landlord" : "doudizhu.farmer"));
}

/**
 * The turns of the trick on view: the completed one while the table pauses on it, else the current one.
 * @param {DoudizhuView} view
 */
function trickTurns(view, controller) {
  const o = view.observation;
  return controller.completedTrick ? o.last_trick : o.trick;
}

/**
 * The play on top of the trick on view (the one to beat, or the one that took it), else undefined.
 * @param {DoudizhuView} view
 */
function topPlay(view, controller) {
  return [...trickTurns(view, controller)].reverse().find((turn) => !turn.pass);
}

/** A play's cards, each keyed for the motion and flying in from the seat that played it. */
function playCards(play, exitTo) {
  return play.cards.map((card) => {
    const face = cardFace(card);
    face.dataset.key = `card:${card}`;
    face.dataset.enterFrom = String(play.seat);
    if (exitTo !== undefined) face.dataset.exitTo = String(exitTo);
    return face;
  });
}

/**
 * What a seat shows by its name: its bid while bidding; in the play its last turn in the
 * trick: a pass, or the cards of a play since beaten (the play to beat lies in the centre).
 * @param {DoudizhuView} view
 */
function seatPlayed(view, controller, seat) {
  const o = view.observation;
  if (o.phase === "bidding") {
    const last = [...o.bids].reverse().find((b) => b.seat === seat);
    if (!last) return null;
    return el("span", { class: `dd-said${last.value ? "" : " pass"}` }, last.value ? t("doudizhu.bid_word", { value: last.value }) : t("doudizhu.pass_word"));
  }
  if (o.phase === "calling" || o.phase === "robbing") {
    // D26: what the seat said last (a call, a decline, a rob or not), while the call and rob lasts.
    const last = [...(o.calls ?? [])].reverse().find((c) => c.seat === seat);
    if (!last) return null;
    const yes = last.id === "call" || last.id === "rob";
    return el("span", { class: `dd-said${yes ? " yes" : " pass"}`, dataset: { said: last.id } }, t(`doudizhu.said.${last.id}`));
  }
  if (DECIDING_PHASES.has(o.phase)) {
    // D28: a farmer that would not double says so while the doubling lasts (a double is a badge).
    return o.doubled?.[seat] === false ? el("span", { class: "dd-said pass", dataset: { said: "no_double" } }, t("doudizhu.said.no_double")) : null;
  }
  const turn = [...trickTurns(view, controller)].reverse().find((x) => x.seat === seat);
  if (!turn) return null;
  if (turn.pass) return el("span", { class: "dd-said pass" }, t("doudizhu.pass_word"));
  if (turn === topPlay(view, controller)) return null;
  return el(
    "span",
    { class: "dd-beaten", dataset: { combo: turn.combo } },
    el("span", { class: "cards" }, playCards(turn)),
    el("span", { class: "combo" }, comboName(turn.combo)),
  );
}

/** @param {DoudizhuView} view */
function seat(view, controller, seat) {
  const o = view.observation;
  const count = o.card_counts[seat];
  const badges = [];
  if (o.landlord !== null) badges.push(roleBadge(o, seat));
  if (o.showed && o.landlord === seat) badges.push(el("span", { class: "badge dd-shown-badge", dataset: { shown: true } }, t("doudizhu.shown_badge")));
  // D28: a farmer's double, and the landlord's redouble, stay by their names for the rest of the deal.
  if (o.doubled?.[seat]) badges.push(doubleBadge("doudizhu.doubled_badge", "doubled"));
  if (o.redoubled && o.landlord === seat) badges.push(doubleBadge("doudizhu.redoubled_badge", "redoubled"));
  if (o.phase === "play" && count > 0 && count <= 2) badges.push(el("span", { class: "badge dd-warn" }, t("doudizhu.last_cards")));
  const part = { badges, count, played: seatPlayed(view, controller, seat), tone: o.landlord === seat ? "landlord" : null, detail: null };
  // D27: the landlord's shown hand lies face up at its seat for every other seat (the table draws the count).
  if (o.shown_hand && o.landlord === seat && seat !== view.seat && !controller.revealed?.[seat]) {
    part.count = null;
    part.detail = shownHand(o.shown_hand, count);
  }
  return part;
}

/** D28: "×2" by a seat that doubled (or redoubled), its meaning for a screen reader. */
function doubleBadge(key, kind) {
  return el("span", { class: `badge dd-double ${kind}`, dataset: { [kind]: true } }, el("span", { class: "visually-hidden" }, t(`${key}_label`)), el("span", { "aria-hidden": "true" }, t(key)));
}

/**
 * D27: the landlord's remaining cards, face up in a compact fan in rank order (D2), and how many.
 * Each card keeps its key, so that a card played flies from here to the trick.
 */
function shownHand(cards, count) {
  return el(
    "div",
    { class: "count-row dd-shown-row" },
    el(
      "span",
      { class: "dd-shown", id: "shown-hand", role: "group", "aria-label": t("doudizhu.shown_hand", { cards: cardsLabel(cards) }), dataset: { count: cards.length } },
      handOrder(cards).map((index) => {
        const face = cardFace(cards[index]);
        face.dataset.key = `card:${cards[index]}`;
        return face;
      }),
      el("span", { class: "count" }, t("seat.cards", { count })), // after the last card, on its row where there is room
    ),
  );
}

/**
 * The bottom cards (D6): face down while bidding, face up once the landlord has taken them.
 * @param {DoudizhuView} view
 */
function bottomCards(view, controller) {
  const o = view.observation;
  const shown = o.bottom !== null && o.landlord !== null;
  return el(
    "div",
    {
      class: "dd-bottom",
      id: "bottom",
      role: "group",
      dataset: { shown },
      "aria-label": shown ? t("doudizhu.bottom_taken", { name: controller.seatName(o.landlord) }) : t("doudizhu.bottom_hidden"),
    },
    el("span", { class: "dd-caption" }, t("doudizhu.bottom")),
    el("span", { class: "cards" }, shown ? o.bottom.map((card) => cardFace(card)) : [cardBackFace(), cardBackFace(), cardBackFace()]),
  );
}

/**
 * The stake: the bid, and the multiplier with what doubled it, counted apart: robs (D26), a shown hand
 * (D27), bombs and rockets (D22).
 * @param {DoudizhuObservation} o
 */
function stakeChips(o) {
  return el(
    "div",
    { class: "dd-stakes" },
    el("span", { class: "dd-chip", id: "dd-bid" }, el("span", { class: "label" }, t("doudizhu.stake")), el("strong", {}, String(o.bid || "–"))),
    el(
      "span",
      { class: `dd-chip${o.multiplier > 1 ? " hot" : ""}`, id: "dd-multiplier", dataset: { multiplier: o.multiplier } },
      el("span", { class: "label" }, t("doudizhu.multiplier")),
      el("strong", {}, `×${o.multiplier}`),
    ),
    // Why the multiplier is what it is: each rob (D26), a shown hand (D27), each bomb and rocket (D22).
    o.robs ? el("span", { class: "dd-count", dataset: { robs: o.robs } }, t("doudizhu.robs_count", { count: o.robs })) : null,
    o.showed ? el("span", { class: "dd-count", dataset: { shown: true } }, t("doudizhu.shown_count")) : null,
    o.bombs ? el("span", { class: "dd-count", dataset: { bombs: o.bombs } }, t("doudizhu.bombs_count", { count: o.bombs })) : null,
    o.rockets ? el("span", { class: "dd-count", dataset: { rockets: o.rockets } }, t("doudizhu.rockets_count", { count: o.rockets })) : null,
  );
}

/**
 * While bidding: the highest bid so far and who made it, and how often everybody passed (D5).
 * @param {DoudizhuView} view
 */
function biddingState(view, controller) {
  const o = view.observation;
  if (o.phase !== "bidding") return callingState(view, controller);
  const top = [...o.bids].reverse().find((b) => b.value && b.value === o.bid);
  return [
    el("p", { class: "dd-bid-state", id: "bid-state" }, top ? t("doudizhu.bid_current", { value: top.value, name: controller.seatName(top.seat) }) : t("doudizhu.bid_none")),
    o.redeals ? el("p", { class: "dd-note", id: "redealt" }, t("doudizhu.redealt", { count: o.redeals })) : null,
  ];
}

/**
 * D26 while the call and rob lasts: nobody called yet, or who becomes the landlord unless someone robs
 * (the last seat that called or robbed), and how often everybody declined (D5).
 * @param {DoudizhuView} view
 */
function callingState(view, controller) {
  const o = view.observation;
  const last = [...(o.calls ?? [])].reverse().find((c) => c.id === "call" || c.id === "rob");
  return [
    el("p", { class: "dd-bid-state", id: "bid-state" }, last ? t("doudizhu.rob_state", { name: controller.seatName(last.seat) }) : t("doudizhu.call_none")),
    o.redeals ? el("p", { class: "dd-note", id: "redealt" }, t("doudizhu.redealt_calls", { count: o.redeals })) : null,
  ];
}

/**
 * D27, D28 before the first play: what is being decided, and by whom.
 * @param {DoudizhuView} view
 */
function decisionState(view, controller) {
  const o = view.observation;
  const name = o.current_player === null ? "" : controller.seatName(o.current_player);
  return el("p", { class: "dd-bid-state dd-deciding", id: "bid-state", dataset: { phase: o.phase } }, t(`doudizhu.state.${o.phase}`, { name }));
}

/**
 * The play to beat, large, with who played it; a completed trick stays while the table pauses
 * on it, then sweeps to the seat that took it.
 * @param {DoudizhuView} view
 */
function trickZone(view, controller) {
  const top = topPlay(view, controller);
  const completed = controller.completedTrick;
  return el(
    "ol",
    { class: `trick${completed ? " complete" : ""}`, id: "trick", "aria-label": t("doudizhu.trick") },
    top
      ? el(
          "li",
          { class: "play top", dataset: { seat: top.seat, combo: top.combo } },
          el("span", { class: "cards" }, playCards(top, completed?.taker)),
          el("span", { class: "who" }, t("doudizhu.played_by", { name: controller.seatName(top.seat), combo: comboName(top.combo) })),
        )
      : null,
  );
}

/** @param {DoudizhuView} view */
function centre(view, controller) {
  const o = view.observation;
  return el(
    "div",
    { class: `dd-centre phase-${o.phase}` },
    el("div", { class: "dd-info" }, bottomCards(view, controller), stakeChips(o)),
    BIDDING_PHASES.has(o.phase) ? biddingState(view, controller) : DECIDING_PHASES.has(o.phase) ? decisionState(view, controller) : trickZone(view, controller),
    o.phase === "play" && !controller.completedTrick && o.last_trick.some((turn) => !turn.pass)
      ? previousTrickToggle(controller, () => previousTrick(o, controller))
      : null,
  );
}

/**
 * D20: the trick taken before this one, and who took it (the last seat that played in it).
 * @param {DoudizhuObservation} o
 */
function previousTrick(o, controller) {
  const taker = [...o.last_trick].reverse().find((turn) => !turn.pass).seat;
  return [pastTrick(controller, o.last_trick, taker), el("span", {}, t("doudizhu.trick_taken", { name: controller.seatName(taker) }))];
}

/** @param {DoudizhuView} view */
function bidButtons(view, controller) {
  const legal = new Set(view.observation.legal_actions.map((a) => a.id));
  const button = (id, text, label, primary) =>
    el("button", { type: "button", id: id.replace(":", "-"), class: primary ? "primary" : null, disabled: !legal.has(id), "aria-label": label, dataset: { action: id }, onclick: () => controller.act(id) }, text);
  return el(
    "div",
    { class: "dd-bids", role: "group", "aria-label": t("doudizhu.bidding") },
    [1, 2, 3].map((value) => button(`bid:${value}`, t("doudizhu.bid_value", { value }), t("doudizhu.bid_label", { value }), true)),
    button("bid:pass", t("doudizhu.bid_pass"), t("doudizhu.bid_pass"), false),
  );
}

/**
 * D26–D28: the two answers to the question of the phase (call or decline, rob or not, show or not,
 * double or not, redouble or not), each with the words of the apps in Chinese under it.
 * @param {DoudizhuView} view
 */
function answerButtons(view, controller) {
  const o = view.observation;
  const legal = new Set(o.legal_actions.map((a) => a.id));
  return el(
    "div",
    { class: "dd-bids dd-answers", role: "group", "aria-label": t(`doudizhu.question.${o.phase}`), dataset: { phase: o.phase } },
    QUESTIONS[o.phase].map((id, index) =>
      el(
        "button",
        { type: "button", id: `dd-${id.replace("_", "-")}`, class: index === 0 ? "primary" : null, disabled: !legal.has(id), "aria-label": t(`doudizhu.answer.${id}`), dataset: { action: id }, onclick: () => controller.act(id) },
        el("span", { class: "word" }, t(`doudizhu.answer.${id}`)),
        el("span", { class: "zh", lang: documentLang("zh"), "aria-hidden": "true" }, t(`doudizhu.answer_zh.${id}`)),
      ),
    ),
  );
}

/** @param {DoudizhuView} view */
function playButtons(view, controller) {
  const canPass = view.observation.legal_actions.some((a) => a.type === "pass");
  const chosen = controller.selection.size > 0;
  return [
    selectionButton(controller, { id: "play", label: t("doudizhu.play") }),
    el("button", { type: "button", id: "pass", disabled: !canPass, onclick: () => controller.act("pass") }, t("doudizhu.pass")),
    chosen
      ? el("button", { type: "button", class: "secondary", id: "clear", onclick: () => [...controller.selection].forEach((index) => controller.toggle(index)) }, t("doudizhu.clear"))
      : null,
  ];
}

/** @param {DoudizhuView} view */
function actions(view, controller) {
  if (controller.phase() !== "turn") return [];
  const phase = view.observation.phase;
  if (phase === "bidding") return bidButtons(view, controller);
  return QUESTIONS[phase] ? answerButtons(view, controller) : playButtons(view, controller);
}

/**
 * What to do now; while choosing cards, what the selection would play (the engine's legal actions decide).
 * @param {DoudizhuView} view
 */
function prompt(view, controller) {
  const o = view.observation;
  if (controller.phase() !== "turn") {
    if (controller.completedTrick) return t("doudizhu.trick_taken", { name: controller.seatName(controller.completedTrick.taker) });
    return controller.waitingText();
  }
  if (o.phase === "bidding") return t("doudizhu.bid_prompt");
  if (QUESTIONS[o.phase]) return t(`doudizhu.prompt.${o.phase}`); // D26–D28: the question, and what it does
  const matches = controller.selection.size ? controller.matchingActions() : [];
  if (matches.length) return t("doudizhu.selected", { combo: matches.map(playText).join(" / ") });
  return o.to_beat ? t("doudizhu.beat_prompt", { combo: playText(o.to_beat) }) : t("doudizhu.lead_prompt");
}

function breakdown(result) {
  const unit = result.bid * result.multiplier;
  const rob = result.robs !== undefined; // D26: the stake is 1, each rob doubles
  return el(
    "ul",
    { class: "dd-breakdown", id: "breakdown", "aria-label": t("doudizhu.breakdown") },
    el("li", {}, rob ? t("doudizhu.breakdown_call", { bid: result.bid }) : t("doudizhu.breakdown_bid", { bid: result.bid })),
    // Only what happened doubles the stake: no line for a rob, show, bomb, rocket or spring there was not (D22, D26, D27).
    result.robs ? el("li", { class: "robs", dataset: { robs: result.robs } }, t("doudizhu.breakdown_robs", { count: result.robs, factor: 2 ** result.robs })) : null,
    result.shown ? el("li", { class: "shown", dataset: { shown: true } }, t("doudizhu.breakdown_shown")) : null,
    result.bombs ? el("li", { dataset: { bombs: result.bombs } }, t("doudizhu.breakdown_bombs", { count: result.bombs, factor: 2 ** result.bombs })) : null,
    result.rockets ? el("li", { dataset: { rockets: result.rockets } }, t("doudizhu.breakdown_rockets", { count: result.rockets, factor: 2 ** result.rockets })) : null,
    result.spring ? el("li", { class: "spring" }, t("doudizhu.breakdown_spring")) : null,
    result.anti_spring ? el("li", { class: "anti-spring" }, t("doudizhu.breakdown_anti_spring")) : null,
    el("li", {}, t("doudizhu.breakdown_multiplier", { multiplier: result.multiplier })),
    result.settlements
      ? el("li", { class: "unit" }, t("doudizhu.breakdown_unit_apart", { bid: result.bid, multiplier: result.multiplier, unit, count: unit }))
      : el("li", { class: "unit" }, t("doudizhu.breakdown_unit", { bid: result.bid, multiplier: result.multiplier, unit, double: 2 * unit, count: unit })),
  );
}

/**
 * D28: the deal settled between the landlord and each farmer apart, one row each (did the farmer double,
 * did the landlord redouble against it, the factor, both sides' points), and the landlord's sum.
 * @param {import("./types.js").DoudizhuResult} result
 */
function settlementsTable(view, controller, result) {
  const mark = (yes) => (yes ? t("doudizhu.times_two") : t("doudizhu.no_word"));
  const rows = result.settlements.map((s) =>
    el(
      "tr",
      { class: `dd-settlement${s.farmer === view.seat ? " me" : ""}`, dataset: { farmer: s.farmer, factor: s.factor } },
      el("th", { scope: "row" }, controller.shortName(s.farmer)),
      el("td", { class: "doubled" }, mark(s.doubled)),
      el("td", { class: "redoubled" }, mark(s.redoubled)),
      el("td", { class: "factor" }, t("doudizhu.settlement_factor", { factor: s.factor })),
      el("td", { class: "points farmer" }, signed(s.farmer_score)),
      el("td", { class: "points landlord" }, signed(s.landlord_score)),
    ),
  );
  const sum = result.settlements.reduce((total, s) => total + s.landlord_score, 0);
  const headings = ["col_farmer", "col_doubled", "col_redoubled", "col_factor", "col_farmer_points", "col_landlord_points"];
  const title = el("p", { class: "dd-settlements-title" }, t("doudizhu.settlements", { name: controller.shortName(result.landlord) }));
  const table = el(
    "table",
    { class: "dd-settlements", id: "settlements", "aria-label": title.textContent },
    el("thead", {}, el("tr", {}, headings.map((key) => el("th", { scope: "col", class: key === "col_farmer_points" ? "points farmer" : null }, t(`doudizhu.${key}`))))),
    el("tbody", {}, rows),
    el(
      "tfoot",
      {},
      el(
        "tr",
        { class: "dd-landlord-sum" },
        el("th", { scope: "row", colspan: "4" }, t("doudizhu.landlord_sum", { name: controller.shortName(result.landlord) })),
        el("td", { class: "points farmer" }),
        el("td", { class: "points landlord" }, signed(sum)),
      ),
    ),
  );
  // The title over the table, not its caption: a phone may scroll the table sideways, never its title.
  return [title, el("div", { class: "table-scroll", tabindex: "0" }, table)]; // focusable: a keyboard scrolls it too
}

/** @param {DoudizhuView} view */
function seriesTable(view, controller) {
  const o = view.observation;
  const seats = [0, 1, 2];
  return el(
    "table",
    { class: "dd-series", id: "series" },
    el("caption", {}, t("doudizhu.series")),
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("doudizhu.deal_col")), seats.map((s) => el("th", { scope: "col" }, controller.seatName(s))))),
    el(
      "tbody",
      {},
      o.results.map((r) => el("tr", {}, el("th", { scope: "row" }, String(r.deal_number + 1)), r.scores.map((p) => el("td", {}, signed(p))))),
    ),
    el("tfoot", {}, el("tr", {}, el("th", { scope: "row" }, t("doudizhu.total_row")), o.totals.map((p) => el("td", {}, signed(p))))),
  );
}

/**
 * The figures of finished deal ``index`` (D21–D23): who won and went out, how the stake grew, each seat's points and the totals after it.
 * @param {DoudizhuView} view
 */
function dealBreakdown(view, controller, index) {
  const o = view.observation;
  const result = o.results[index];
  const totals = totalsAfter(o.results.map((r) => r.scores), index);
  const farmers = [0, 1, 2].filter((s) => s !== result.landlord);
  const winner =
    result.winner === "landlord"
      ? t("doudizhu.winner_landlord", { name: controller.seatName(result.landlord) })
      : t("doudizhu.winner_farmers", { names: listText(farmers.map((s) => controller.seatName(s))) });
  const rows = [0, 1, 2].map((seat) =>
    el(
      "tr",
      { dataset: { seat }, class: seat === view.seat ? "me" : null },
      el("th", { scope: "row" }, controller.seatName(seat)),
      el("td", {}, t(seat === result.landlord ? "doudizhu.landlord" : "doudizhu.farmer")),
      el("td", { class: "points" }, signed(result.scores[seat])),
      el("td", { class: "total" }, signed(totals[seat])),
    ),
  );
  return el(
    "div",
    { class: "deal-breakdown dd-deal", dataset: { winner: result.winner } },
    el("p", { class: `winner ${result.winner}` }, winner),
    el("p", { class: "dd-went-out" }, t("doudizhu.went_out", { name: controller.seatName(result.out_seat) })),
    breakdown(result),
    result.settlements ? settlementsTable(view, controller, result) : null,
    el(
      "div",
      { class: "table-scroll", tabindex: "0" }, // focusable: a keyboard scrolls it too
      el(
        "table",
        { class: "dd-scores" },
        el(
          "thead",
          {},
          el(
            "tr",
            {},
            ["results.player", "doudizhu.role", "doudizhu.deal_points", "results.total"].map((key) => el("th", { scope: "col" }, t(key))),
          ),
        ),
        el("tbody", {}, rows),
      ),
    ),
  );
}

/** @param {DoudizhuView} view */
function results(view, controller) {
  const o = view.observation;
  const result = o.results[o.results.length - 1];
  const final = view.terminal;
  const best = Math.max(...o.totals);
  const leaders = o.totals.map((total, seat) => (total === best ? seat : null)).filter((seat) => seat !== null);
  const dealTitle = dealResultTitle(result.deal_number + 1, o.deals);
  return el(
    "div",
    { class: "results dd-results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results", dataset: { winner: result.winner } },
    el("h2", { id: "results-title" }, final ? [t("game.over"), " — "] : null, dealTitle),
    dealBreakdown(view, controller, o.results.length - 1),
    o.deals > 1 ? seriesTable(view, controller) : null,
    final && o.deals > 1 ? el("p", { class: "winner" }, t("doudizhu.series_winner", { names: listText(leaders.map((s) => controller.seatName(s))) })) : null,
    resultActions(view, controller),
  );
}

/**
 * D5: whether ``action`` by ``actor`` was the third pass (or, in call and rob, the third decline, D26) that
 * made the cards be dealt again. ``o`` is the view after it: still bidding, a redeal counted, no bid or
 * call yet, and someone else to bid.
 * @param {DoudizhuObservation} o
 */
function redealtBy(o, actor, action) {
  const refused = action.type === "bid" ? action.value === 0 : action.id === "decline";
  const fresh = o.bids.length === 0 && (o.calls?.length ?? 0) === 0;
  return refused && (o.phase === "bidding" || o.phase === "calling") && o.redeals > 0 && fresh && o.current_player !== actor;
}

/** @type {import("../table/types.js").Renderer<DoudizhuObservation, import("../table/table.js").TableController>} */
export const doudizhu = {
  dealEnded(before, after) {
    return after.observation.results.length > before.observation.results.length;
  },

  /** D20: after two passes in a row the last seat that played takes the trick (not at a deal's end). */
  trickTaken(before, after) {
    const b = before.observation;
    const a = after.observation;
    const taken = b.trick.length > 0 && a.trick.length === 0 && a.last_trick.length > 0 && a.results.length === b.results.length;
    return taken ? [...a.last_trick].reverse().find((turn) => !turn.pass).seat : null;
  },

  deals(view) {
    return view.observation.results.map((result) => ({ number: result.deal_number + 1, gains: result.scores }));
  },

  dealResult: dealBreakdown,

  describeAction(controller, actor, action) {
    const name = controller.seatName(actor);
    let said;
    if (DECLARATIONS.has(action.type)) said = t(`doudizhu.announce.${action.id}`, { name }); // D26–D28
    else if (action.type === "bid") said = action.value ? t("doudizhu.announce_bid", { name, value: action.value }) : t("doudizhu.announce_bid_pass", { name });
    else if (action.type === "pass") said = t("announce.pass", { name });
    else said = t("doudizhu.announce_play", { name, combo: comboName(action.combo), cards: cardsLabel(action.cards ?? []) });
    return [said, ...this.consequences(controller, actor, action)].join(" ");
  },

  /**
   * What a move brought about, said after it: the landlord named (D6, D26), a redeal (D5), the multiplier
   * (D22, D26, D27), the shown hand (D27), few cards left.
   */
  consequences(controller, actor, action) {
    const o = /** @type {DoudizhuObservation} */ (controller.view.observation); // the view after the action
    if (action.id === "show" && o.shown_hand) {
      return [t("doudizhu.announce_multiplier", { multiplier: o.multiplier }), t("doudizhu.announce_shown_hand", { cards: cardsLabel(o.shown_hand) })];
    }
    if (action.type === "bid" || action.type === "call" || action.type === "rob") {
      const parts = action.id === "rob" ? [t("doudizhu.announce_multiplier", { multiplier: o.multiplier })] : [];
      if (!BIDDING_PHASES.has(o.phase) && o.landlord !== null && !o.turns.length) {
        const key = controller.isYou(o.landlord) ? "doudizhu.announce_landlord_you" : "doudizhu.announce_landlord";
        return [...parts, t(key, { name: controller.seatName(o.landlord), cards: cardsLabel(o.bottom ?? []) })];
      }
      return redealtBy(o, actor, action) ? [...parts, t(action.type === "bid" ? "doudizhu.announce_redeal" : "doudizhu.announce_redeal_calls")] : parts;
    }
    if (action.type === "pass" || DECLARATIONS.has(action.type)) return [];
    const parts = [];
    if ((action.combo === "bomb" || action.combo === "rocket") && o.phase === "play") parts.push(t("doudizhu.announce_multiplier", { multiplier: o.multiplier }));
    const left = o.card_counts[actor];
    const few = controller.isYou(actor) ? "doudizhu.announce_few_you" : "doudizhu.announce_few";
    if (o.phase === "play" && left > 0 && left <= 2) parts.push(t(few, { name: controller.seatName(actor), count: left }));
    return parts;
  },

  /** The hint's action without a subject: "licytacja: 2", "pas", "para: 7 7", "przejęcie". */
  actionText(controller, action) {
    if (DECLARATIONS.has(action.type)) return t(`doudizhu.action.${action.id}`); // D26–D28
    if (action.type === "bid") return action.value ? t("doudizhu.bid_text", { value: action.value }) : t("doudizhu.pass_word");
    if (action.type === "pass") return t("doudizhu.pass_word");
    return playText(action);
  },

  /** D16: one reading of an ambiguous selection, e.g. "samolot: 3 3 3 4 4 4 + 5 5". */
  readingLabel(action) {
    if (!action.wings || !action.wings.length) return playText(action);
    return t("doudizhu.reading_text", { combo: comboName(action.combo), core: ranksText(action.core), wings: ranksText(action.wings) });
  },

  /** The refusal of a selection (D7–D19) in words; combination names and jokers translated. */
  explanation(reply) {
    const params = reply.params ?? {};
    switch (reply.reason) {
      case "same_combination":
        if (params.combo === "bomb") return t("why.bomb_only");
        return t("why.same_combination", { combo: comboName(params.combo), count: params.count });
      case "not_higher":
        if (params.combo === "rocket") return t("why.beat_rocket");
        if (params.combo === "bomb") return t("why.beat_bomb", { rank: rankText(params.rank) });
        return t("why.beat_higher", { combo: comboName(params.combo), rank: rankText(params.rank) });
      default:
        return t(`why.${reply.reason}`, params);
    }
  },

  status(view, controller) {
    const o = view.observation;
    // While the result pauses the series, the view already holds the next deal: name the one that ended.
    const showingResult = Boolean(controller.waitingForContinue || view.terminal);
    const number = showingResult ? o.results[o.results.length - 1].deal_number : o.deal_number;
    return t("deal.number", { number: number + 1, deals: o.deals });
  },

  seat,
  centre,
  actions,
  prompt,
  results,
  cardKind: rankOfCard, // D2: suits never matter, so every card of a rank is played alike

  /**
   * The hand in rank order (D2); a click takes one more or one fewer card of its rank. Until
   * the landlord's first play, the cards it took from the bottom (D6) are marked as such.
   */
  hand(view, controller) {
    const o = view.observation;
    const beforePlay = o.phase === "play" || DECIDING_PHASES.has(o.phase); // D27, D28 come before the first play
    const fresh = o.landlord === view.seat && beforePlay && o.plays_made[view.seat] === 0 ? new Set(o.bottom) : new Set();
    return {
      cards: o.hand,
      order: handOrder(o.hand),
      toggle: (index) => toggleRank(controller, o.hand, index),
      playable: o.phase === "play" ? controller.playableCards() : null,
      decorate(button, index) {
        if (!fresh.has(o.hand[index])) return;
        button.classList.add("fresh");
        button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (${t("doudizhu.from_bottom")})`);
      },
    };
  },
};
