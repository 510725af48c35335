// Draws a Dou Dizhu view (rules D1–D24 live in Python; this only shows them).
//
// You sit at the bottom; play passes to the left (D1), so seat 1 sits on the
// left and seat 2 on the right. Each seat shows its role once the bidding is
// over, its cards left and its last play in the current trick (or its bid
// while bidding). The middle shows the bottom cards (face down until a
// landlord takes them, D6), the bid and the multiplier as bombs and the
// rocket double it (D22). Everything shown comes from the observation: the
// page only matches the selected cards against the legal actions it was sent.
import { cardButton, cardFace, cardsLabel, rankLetter } from "../cards.js";
import { clear, el } from "../dom.js";
import { t } from "../i18n.js";
import { signed, totalsAfter } from "../table.js";

// D2: rank order, low to high.
const RANK_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ"];
const JOKERS = new Set(["BJ", "RJ"]);
const SIDES = ["mine", "left", "right"]; // by seat relative to the viewer

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

function sideOf(view, seat) {
  return SIDES[(seat - view.seat + 3) % 3];
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

function cardBack() {
  return el("span", { class: "card dd-back", role: "img", "aria-label": t("doudizhu.card_back") });
}

function roleBadge(o, seat) {
  if (o.landlord === null) return null;
  const landlord = o.landlord === seat;
  return el("span", { class: `badge dd-role ${landlord ? "landlord" : "farmer"}` }, t(landlord ? "doudizhu.landlord" : "doudizhu.farmer"));
}

/** What a seat shows under its name: its bid while bidding, its last play in the trick, or a pass. */
function seatPlay(view, controller, seat) {
  const o = view.observation;
  if (o.phase === "bidding") {
    const bids = o.bids.filter((b) => b.seat === seat);
    const last = bids[bids.length - 1];
    if (!last) return el("div", { class: "dd-play empty" }, t("doudizhu.no_play"));
    return el("div", { class: `dd-play bid${last.value ? "" : " pass"}` }, last.value ? t("doudizhu.bid_word", { value: last.value }) : t("doudizhu.pass_word"));
  }
  const stale = !o.trick.length;
  const turns = stale ? o.last_trick : o.trick;
  const turn = [...turns].reverse().find((x) => x.seat === seat);
  if (!turn) return el("div", { class: "dd-play empty" }, t("doudizhu.no_play"));
  if (turn.pass) return el("div", { class: `dd-play pass${stale ? " stale" : ""}` }, t("doudizhu.pass_word"));
  const top = !stale && o.to_beat && o.to_beat.seat === seat;
  return el(
    "div",
    { class: `dd-play${stale ? " stale" : ""}${top ? " top" : ""}`, dataset: { combo: turn.combo } },
    el("span", { class: "cards" }, turn.cards.map((card) => cardFace(card))),
    el("span", { class: "combo" }, comboName(turn.combo)),
  );
}

function seatPanel(view, controller, seat) {
  const o = view.observation;
  const turn = o.current_player === seat && !view.terminal;
  const count = o.card_counts[seat];
  const classes = ["seat", "dd-seat", sideOf(view, seat)];
  if (turn) classes.push("turn");
  if (seat === view.seat) classes.push("me");
  if (o.landlord === seat) classes.push("landlord");
  return el(
    "section",
    { class: classes.join(" "), dataset: { seat }, "aria-label": controller.seatName(seat) },
    el(
      "div",
      { class: "dd-seat-head" },
      el("span", { class: "seat-name" }, controller.seatName(seat)),
      roleBadge(o, seat),
      turn ? el("span", { class: "visually-hidden" }, t("seat.turn")) : null,
    ),
    el(
      "div",
      { class: "dd-count" },
      el("span", { class: "dd-stack", "aria-hidden": "true" }),
      el("span", { class: "count", dataset: { count } }, t("doudizhu.cards_left", { count })),
      count > 0 && count <= 2 && o.phase === "play" ? el("span", { class: "badge dd-warn" }, t("doudizhu.last_cards")) : null,
    ),
    seatPlay(view, controller, seat),
  );
}

// The multiplier last drawn for each table: the chip pulses only when it grows (D22).
const shownMultiplier = new WeakMap();

function stakeChips(o, controller) {
  const grew = o.multiplier > (shownMultiplier.get(controller) ?? 1);
  shownMultiplier.set(controller, o.multiplier);
  return el(
    "div",
    { class: "dd-stakes" },
    el("span", { class: "dd-chip", id: "dd-bid" }, el("span", { class: "label" }, t("doudizhu.stake")), el("strong", {}, String(o.bid || "–"))),
    el(
      "span",
      { class: `dd-chip${o.multiplier > 1 ? " hot" : ""}${grew ? " grew" : ""}`, id: "dd-multiplier", dataset: { multiplier: o.multiplier } },
      el("span", { class: "label" }, t("doudizhu.multiplier")),
      el("strong", {}, `×${o.multiplier}`),
    ),
    o.bombs ? el("span", { class: "dd-bombs" }, t("doudizhu.bombs_count", { count: o.bombs })) : null,
    o.rockets ? el("span", { class: "dd-bombs dd-rockets" }, t("doudizhu.rockets_count", { count: o.rockets })) : null,
  );
}

function center(view, controller) {
  const o = view.observation;
  const parts = [];
  if (o.phase === "bidding") {
    const top = [...o.bids].reverse().find((b) => b.value === o.bid && b.value);
    parts.push(
      el("h3", {}, t("doudizhu.bidding")),
      el("p", { class: "dd-bid-state", id: "bid-state" }, top ? t("doudizhu.bid_current", { value: top.value, name: controller.seatName(top.seat) }) : t("doudizhu.bid_none")),
      o.redeals ? el("p", { class: "dd-note" }, t("doudizhu.redealt", { count: o.redeals })) : null,
      el("div", { class: "dd-bottom", "aria-label": t("doudizhu.bottom_hidden"), role: "group" }, el("span", { class: "dd-caption" }, t("doudizhu.bottom")), [cardBack(), cardBack(), cardBack()]),
    );
  } else {
    parts.push(
      el(
        "div",
        { class: "dd-bottom shown", id: "bottom", role: "group", "aria-label": t("doudizhu.bottom_taken", { name: controller.seatName(o.landlord) }) },
        el("span", { class: "dd-caption" }, t("doudizhu.bottom")),
        (o.bottom ?? []).map((card) => cardFace(card)),
      ),
    );
    let line;
    if (o.to_beat) line = t("doudizhu.to_beat", { combo: playText(o.to_beat), name: controller.seatName(o.to_beat.seat) });
    else if (o.last_trick.length) {
      const taker = [...o.last_trick].reverse().find((x) => !x.pass);
      line = t("doudizhu.last_trick", { name: controller.seatName(taker.seat) });
    } else if (o.current_player !== null) line = t("doudizhu.leads", { name: controller.seatName(o.current_player) });
    if (line) parts.push(el("p", { class: "dd-trick-line", id: "trick-line" }, line));
  }
  parts.push(stakeChips(o, controller));
  return el("section", { class: "dd-center", "aria-label": t(o.phase === "bidding" ? "doudizhu.bidding" : "doudizhu.bottom") }, parts);
}

function hand(view, controller, myTurn) {
  const o = view.observation;
  const fresh = o.landlord === view.seat && o.phase === "play" && o.plays_made[view.seat] === 0 ? new Set(o.bottom ?? []) : new Set();
  let previous = null;
  const buttons = handOrder(o.hand).map((index) => {
    const card = o.hand[index];
    const button = cardButton(card, { index, selected: controller.selection.has(index), onToggle: (i) => toggleRank(controller, o.hand, i) });
    const rank = rankOfCard(card);
    if (previous !== null && rank !== previous) button.classList.add("rank-start");
    previous = rank;
    if (fresh.has(card)) {
      button.classList.add("fresh");
      button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (${t("doudizhu.from_bottom")})`);
    }
    if (!myTurn || o.phase !== "play") button.disabled = true;
    return button;
  });
  return el(
    "section",
    { class: "hand dd-hand", "aria-label": t("hand.label") },
    el("h3", {}, t("hand.label"), el("span", { class: "dd-hint" }, t("doudizhu.suits_hint"))),
    el("div", { class: "cards", role: "group", "aria-label": t("hand.label") }, buttons),
  );
}

function bidControls(view, controller) {
  const o = view.observation;
  const legal = new Set(o.legal_actions.map((a) => a.id));
  const button = (id, text, label, primary) =>
    el("button", { type: "button", id: id.replace(":", "-"), class: primary ? "primary" : null, disabled: !legal.has(id), "aria-label": label, dataset: { action: id }, onclick: () => controller.act(id) }, text);
  return el(
    "div",
    { class: "controls dd-controls" },
    el("p", { class: "prompt" }, t("doudizhu.bid_prompt")),
    el(
      "div",
      { class: "dd-bids", role: "group", "aria-label": t("doudizhu.bidding") },
      [1, 2, 3].map((value) => button(`bid:${value}`, t("doudizhu.bid_value", { value }), t("doudizhu.bid_label", { value }), true)),
      button("bid:pass", t("doudizhu.bid_pass"), t("doudizhu.bid_pass"), false),
    ),
  );
}

function playControls(view, controller) {
  const o = view.observation;
  const canPass = o.legal_actions.some((a) => a.type === "pass");
  const matches = controller.selection.size ? controller.matchingActions() : [];
  const preview = matches.length ? t("doudizhu.selected", { combo: matches.map(playText).join(" / ") }) : "";
  return el(
    "div",
    { class: "controls dd-controls" },
    el("p", { class: "prompt" }, o.to_beat ? t("doudizhu.beat_prompt", { combo: playText(o.to_beat) }) : t("doudizhu.lead_prompt")),
    el("button", { type: "button", class: "primary", id: "play", disabled: !controller.selection.size, onclick: () => controller.submitSelection() }, t("doudizhu.play")),
    el("button", { type: "button", id: "pass", disabled: !canPass, onclick: () => controller.act("pass") }, t("doudizhu.pass")),
    el(
      "button",
      {
        type: "button",
        id: "clear",
        disabled: !controller.selection.size,
        onclick: () => {
          for (const index of [...controller.selection]) controller.toggle(index);
        },
      },
      t("doudizhu.clear"),
    ),
    el("p", { class: "dd-preview", id: "preview" }, preview),
  );
}

function controls(view, controller) {
  const o = view.observation;
  const myTurn = o.current_player === view.seat && !view.terminal;
  if (!myTurn) {
    return el("div", { class: "controls dd-controls" }, el("p", { class: "waiting" }, controller.waitingText()));
  }
  return o.phase === "bidding" ? bidControls(view, controller) : playControls(view, controller);
}

function breakdown(result) {
  const unit = result.bid * result.multiplier;
  return el(
    "ul",
    { class: "dd-breakdown", id: "breakdown", "aria-label": t("doudizhu.breakdown") },
    el("li", {}, t("doudizhu.breakdown_bid", { bid: result.bid })),
    el("li", { dataset: { bombs: result.bombs } }, t("doudizhu.breakdown_bombs", { count: result.bombs, factor: 2 ** result.bombs })),
    el("li", { dataset: { rockets: result.rockets } }, t("doudizhu.breakdown_rockets", { count: result.rockets, factor: 2 ** result.rockets })),
    result.spring ? el("li", { class: "spring" }, t("doudizhu.breakdown_spring")) : null,
    result.anti_spring ? el("li", { class: "anti-spring" }, t("doudizhu.breakdown_anti_spring")) : null,
    result.spring || result.anti_spring ? null : el("li", {}, t("doudizhu.breakdown_no_spring")),
    el("li", {}, t("doudizhu.breakdown_multiplier", { multiplier: result.multiplier })),
    el("li", { class: "unit" }, t("doudizhu.breakdown_unit", { bid: result.bid, multiplier: result.multiplier, unit, double: 2 * unit })),
  );
}

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

/** The figures of finished deal ``index`` (D21–D23): who won and went out, how the stake grew, each seat's points and the totals after it. */
function dealBreakdown(view, controller, index) {
  const o = view.observation;
  const result = o.results[index];
  const totals = totalsAfter(o.results.map((r) => r.scores), index);
  const farmers = [0, 1, 2].filter((s) => s !== result.landlord);
  const winner =
    result.winner === "landlord"
      ? t("doudizhu.winner_landlord", { name: controller.seatName(result.landlord) })
      : t("doudizhu.winner_farmers", { names: farmers.map((s) => controller.seatName(s)).join(", ") });
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
  );
}

function results(view, controller) {
  const o = view.observation;
  const result = o.results[o.results.length - 1];
  const final = view.terminal;
  const best = Math.max(...o.totals);
  const leaders = o.totals.map((total, seat) => (total === best ? seat : null)).filter((seat) => seat !== null);
  const dealTitle = t("deal.result", { number: result.deal_number + 1, deals: o.deals });
  return el(
    "div",
    { class: "results dd-results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results", dataset: { winner: result.winner } },
    el("h2", { id: "results-title" }, final ? `${t("game.over")} — ${dealTitle}` : dealTitle),
    dealBreakdown(view, controller, o.results.length - 1),
    o.deals > 1 ? seriesTable(view, controller) : null,
    final && o.deals > 1 ? el("p", { class: "winner" }, t("doudizhu.series_winner", { names: leaders.map((s) => controller.seatName(s)).join(", ") })) : null,
    final
      ? el("button", { type: "button", class: "primary", id: "new-game", onclick: () => controller.exit() }, t("results.new_game"))
      : el("button", { type: "button", class: "primary", id: "next-deal", onclick: () => controller.continueAfterDeal() }, t("results.next_deal")),
  );
}

/** Which element had the focus, so that a redraw can give it back (keyboard play). */
function focusKey(root) {
  const active = document.activeElement;
  if (!active || !root.contains(active)) return null;
  if (active.id) return `#${CSS.escape(active.id)}`;
  if (active.dataset.card) return `button[data-card="${CSS.escape(active.dataset.card)}"]`;
  if (active.dataset.action) return `button[data-action="${CSS.escape(active.dataset.action)}"]`;
  return null;
}

function restoreFocus(root, key) {
  if (!key) return;
  const target = root.querySelector(key);
  if (target && !target.disabled) target.focus();
}

export const doudizhu = {
  dealEnded(before, after) {
    return after.observation.results.length > before.observation.results.length;
  },

  deals(view) {
    return view.observation.results.map((result) => ({ number: result.deal_number + 1, gains: result.scores }));
  },

  dealResult: dealBreakdown,

  describeAction(controller, actor, action) {
    const name = controller.seatName(actor);
    const o = controller.view.observation; // the view after the action
    if (action.type === "bid") {
      const said = action.value ? t("doudizhu.announce_bid", { name, value: action.value }) : t("doudizhu.announce_bid_pass", { name });
      if (o.phase === "play" && o.landlord !== null && !o.turns.length) {
        return `${said} ${t("doudizhu.announce_landlord", { name: controller.seatName(o.landlord), cards: cardsLabel(o.bottom ?? []) })}`;
      }
      if (o.phase === "bidding" && !o.bids.length) return `${said} ${t("doudizhu.announce_redeal")}`;
      return said;
    }
    if (action.type === "pass") return t("announce.pass", { name });
    const parts = [t("doudizhu.announce_play", { name, combo: comboName(action.combo), cards: cardsLabel(action.cards ?? []) })];
    if ((action.combo === "bomb" || action.combo === "rocket") && o.phase === "play") parts.push(t("doudizhu.announce_multiplier", { multiplier: o.multiplier }));
    const left = o.card_counts[actor];
    if (o.phase === "play" && left > 0 && left <= 2) parts.push(t("doudizhu.announce_few", { name, count: left }));
    return parts.join(" ");
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

  render(view, controller) {
    const o = view.observation;
    const focus = focusKey(controller.root);
    const root = clear(controller.root);
    const myTurn = o.current_player === view.seat && !view.terminal && !controller.busy;
    const showResults = Boolean(controller.waitingForContinue || view.terminal);
    // While the result pauses the series, the view already holds the next deal: name the one that ended.
    const dealNumber = showResults ? o.results[o.results.length - 1].deal_number : o.deal_number;
    const header = el(
      "header",
      { class: "table-header" },
      el("h2", {}, t("game.doudizhu")),
      el("p", { class: "deal-number" }, t("deal.number", { number: dealNumber + 1, deals: o.deals })),
    );
    const board = el("div", { class: "doudizhu" });
    if (showResults) {
      board.append(header, results(view, controller), controller.footer());
    } else {
      const seats = [0, 1, 2].map((seat) => seatPanel(view, controller, seat));
      board.append(
        header,
        el("div", { class: `dd-board phase-${o.phase}`, role: "group", "aria-label": t("table.seats") }, seats[(view.seat + 1) % 3], center(view, controller), seats[(view.seat + 2) % 3], seats[view.seat]),
        hand(view, controller, myTurn),
        controls(view, controller),
        controller.footer(),
      );
    }
    root.append(board);
    restoreFocus(root, focus);
  },
};
