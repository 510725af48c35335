// Draws a Koalicje view on the shared table (rules K1–K25 live in Python; this only shows them).
//
// The seats sit around the trick in the order of play (K1). Each seat shows its
// jokers face up (K8, K9; drawn as 2s with deuces_as_jokers, K2), its coalition
// as colour bands (one band per partnership, coloured by the joker that binds
// it: red, black, or both for K15), its rate, tricks and votes. The page
// decides nothing: coalitions, rates, trumps, the trick's trump (K23), who may
// see which hand (K15, K18) and the votes all come from the observation; the
// only sum drawn here is the running "this round: +n" (the rate times the
// tricks taken so far by the seats that count).
import { cardFace, cardLabel, cardsLabel } from "../cards/cards.js";
import { el } from "../dom.js";
import { previousTrickToggle, resultActions, selectionButton } from "../table/frame.js";
import { listText, t } from "../i18n.js";

/**
 * @typedef {import("./types.js").KoalicjeObservation} KoalicjeObservation
 * @typedef {import("../boot/types.js").View<KoalicjeObservation>} KoalicjeView
 */

const SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const DEUCES = { RJ: ["2H", "2D"], BJ: ["2S", "2C"] };
const PLACES = ["bottom", "left", "top", "right"]; // where a seat's card lies in the trick, seen from the viewer
const TRICKS_PER_ROUND = 8;

// What the viewer opened on this table (another hand): kept per controller.
const opened = new WeakMap();

function openSet(controller) {
  if (!opened.has(controller)) opened.set(controller, new Set());
  return opened.get(controller);
}

function toggleOpen(controller, key) {
  const set = openSet(controller);
  if (set.has(key)) set.delete(key);
  else set.add(key);
  controller.render();
}

function suitName(suit) {
  return `${SYMBOLS[suit]} ${t(`suit.${suit}`)}`;
}

function suitChip(suit) {
  return el("span", { class: `suit-chip suit-${suit}`, dataset: { suit } }, suitName(suit));
}

/** @param {KoalicjeView} view */
function showingResult(view, controller) {
  return Boolean(controller.waitingForContinue || view.terminal);
}

// -- jokers (K8, K9, K2) ------------------------------------------------------------
/**
 * The card each joker is drawn as: itself, or a 2 of its colour (2♥ 2♦ red, 2♠ 2♣ black).
 * @param {KoalicjeObservation} o
 */
function jokerLooks(o, groups) {
  const used = { RJ: 0, BJ: 0 };
  return groups.map((cards) => cards.map((card) => (o.deuces_as_jokers && card in DEUCES ? DEUCES[card][used[card]++ % 2] : card)));
}

/** @param {KoalicjeObservation} o */
function jokerFaces(o, seat, jokers = o.jokers) {
  const looks = jokerLooks(o, jokers)[seat];
  return jokers[seat].map((card, i) => {
    const face = cardFace(looks[i]);
    if (looks[i] === card) return face;
    face.dataset.card = card;
    face.dataset.looks = looks[i];
    face.setAttribute("aria-label", t("koalicje.deuce_joker", { card: cardLabel(looks[i]), joker: cardLabel(card) }));
    return face;
  });
}

// -- coalitions (K12–K18) -----------------------------------------------------------
/**
 * The partnerships of the round as bands: one per pair of seats that count
 * each other's tricks. Its colour is the joker that binds it: the single
 * joker of either end (K13, K16, K17), or both colours for K15.
 */
function partnerships({ standings, jokers }) {
  const bands = [];
  for (const standing of standings) {
    for (const partner of standing.partners) {
      if (partner < standing.seat) continue;
      const ends = [standing.seat, partner];
      const single = ends.find((seat) => jokers[seat].length === 1);
      const colour = single === undefined ? "mixed" : jokers[single][0] === "RJ" ? "red" : "black";
      bands.push({ seats: ends, colour });
    }
  }
  return bands;
}

function bandsOf(bands, seat) {
  return bands.filter((band) => band.seats.includes(seat));
}

function bandMarks(bands, seat) {
  const mine = bandsOf(bands, seat);
  return el(
    "span",
    { class: `bands${mine.length ? "" : " solo"}`, "aria-hidden": "true" },
    mine.map((band) => el("span", { class: `band band-${band.colour}` })),
  );
}

function coalitionText(controller, standing) {
  if (!standing.partners.length) return t("koalicje.alone");
  return t("koalicje.coalition", { names: standing.counts.map((seat) => controller.shortName(seat)).join(" + ") });
}

/**
 * Votes this round so far for a seat (K25 applied to the tricks taken until now).
 * @param {KoalicjeObservation} o
 */
function runningVotes(o, standing) {
  return standing.rate * standing.counts.reduce((sum, seat) => sum + o.tricks_taken[seat], 0);
}

// -- a seat ------------------------------------------------------------------------------
/** A figure in words, and the bare figure that a phone's seat chip shows instead (css: .short). */
function longAndShort(long, short) {
  return [el("span", { class: "long" }, long), el("span", { class: "short", "aria-hidden": "true" }, short)];
}

/** @param {KoalicjeView} view */
function seatBadges(view, seat) {
  const o = view.observation;
  const trump = o.trumps.find((named) => named.seat === seat);
  const badges = [];
  if (o.dealer === seat) badges.push(el("span", { class: "badge dealer" }, t("koalicje.dealer")));
  if (trump) badges.push(el("span", { class: "badge named-trump" }, el("span", { class: "badge-label" }, t("koalicje.named_trump"), " "), suitChip(trump.suit)));
  if (o.election && o.election_seats.includes(seat)) {
    const discarded = o.discarded[String(seat)];
    const note =
      discarded === undefined
        ? t("koalicje.may_discard", { count: o.discard_allowance[String(seat)] ?? 0 })
        : discarded
          ? t("koalicje.discarded", { count: discarded })
          : t("koalicje.kept_all");
    badges.push(el("span", { class: "badge election-note" }, note));
  }
  return badges;
}

/**
 * The seat's jokers face up, with how many cards it drew for them (K8, K9).
 * @param {KoalicjeView} view
 */
function jokerRow(view, controller, seat) {
  const o = view.observation;
  if (!o.jokers[seat].length) return null;
  const events = o.joker_events.filter((event) => event.seat === seat);
  const drawn = events.reduce((sum, event) => sum + event.drawn, 0);
  const fromPool = events.filter((event) => event.from_pool).reduce((sum, event) => sum + event.batches.flat().length, 0);
  return el(
    "div",
    { class: "jokers", role: "group", "aria-label": t("koalicje.jokers_of", { name: controller.seatName(seat) }) },
    jokerFaces(o, seat),
    drawn ? el("span", { class: "drawn" }, t("koalicje.drawn", { count: drawn })) : null,
    fromPool ? el("span", { class: "drawn" }, t("koalicje.from_pool", { count: fromPool })) : null,
  );
}

/**
 * The hand this seat may see (K15, K18): a button that shows it, and the cards once shown.
 * @param {KoalicjeView} view
 */
function seenHand(view, controller, seat) {
  const visible = view.observation.visible_hands[String(seat)];
  if (!visible) return [];
  const shown = openSet(controller).has(`hand-${seat}`);
  const name = controller.seatName(seat);
  return [
    el(
      "button",
      {
        type: "button",
        class: "show-hand",
        id: `show-hand-${seat}`,
        "aria-expanded": shown ? "true" : "false",
        "aria-label": t(shown ? "koalicje.hide_hand" : "koalicje.show_hand", { name }),
        onclick: () => toggleOpen(controller, `hand-${seat}`),
      },
      t(shown ? "koalicje.hide_hand_short" : "koalicje.show_hand_short"),
    ),
    shown ? el("div", { class: "seen-hand", role: "group", "aria-label": t("koalicje.seen_hand", { name }) }, visible.map((card) => cardFace(card))) : null,
  ];
}

/** @param {KoalicjeView} view */
function seat(view, controller, seat) {
  const o = view.observation;
  const standing = o.standings[seat];
  const bands = partnerships(o);
  const dataset = { seat, score: o.scores[seat], tricks: o.tricks_taken[seat] };
  if (standing) Object.assign(dataset, { rate: standing.rate, counts: standing.counts.join(","), case: standing.case });
  const caseText = standing ? t(`koalicje.case.${standing.case}`) : null;
  const detail = el(
    "div",
    { class: "koalicje-seat", dataset },
    bandMarks(bands, seat),
    jokerRow(view, controller, seat),
    standing
      ? el(
          "p",
          { class: "coalition-line", title: caseText },
          el("span", { class: "coalition" }, coalitionText(controller, standing)),
          el("span", { class: "sep" }, " · "),
          el("span", { class: "rate" }, longAndShort(t("koalicje.rate", { count: standing.rate }), `×${standing.rate}`)),
          el("span", { class: "visually-hidden case" }, ` ${caseText}`),
        )
      : null,
    el(
      "p",
      { class: "tally" },
      el("span", { class: "tricks" }, t("koalicje.tricks", { count: o.tricks_taken[seat] })),
      standing ? el("span", { class: "running" }, t("koalicje.running", { votes: runningVotes(o, standing) })) : null,
      el("span", { class: "score-text" }, longAndShort(t("koalicje.score", { score: o.scores[seat], threshold: o.threshold }), `${o.scores[seat]}/${o.threshold}`)),
    ),
    el("progress", { max: o.threshold, value: Math.min(o.scores[seat], o.threshold), "aria-hidden": "true" }),
    seenHand(view, controller, seat),
  );
  const tone = bandsOf(bands, seat).map((band) => `coalition-${band.colour}`).join(" ");
  return { badges: seatBadges(view, seat), count: seat === view.seat ? null : o.hand_counts[seat], detail, tone };
}

// -- the centre: the trick (K21–K24), the trumps (K11), the election (K20) ----------------
/**
 * The trick just completed: the last of the round's, or the round's final one once it is scored.
 * @param {KoalicjeObservation} o
 */
function finishedTrick(o) {
  return o.round_tricks[o.round_tricks.length - 1] ?? o.round_results[o.round_results.length - 1]?.final_trick ?? null;
}

/**
 * The four places of the trick, each seat's card in front of it: a card flies in from the
 * seat that played it, and a completed trick's cards fly to the seat that took it.
 * @param {KoalicjeView} view
 * @param {import("../table/table.js").TableController} controller
 * @param {import("./types.js").CardPlay[]} plays
 * @param {{winner?: number | null, exitTo?: number}} [taken]   a completed trick's winner, and the seat its cards fly to
 */
function compass(view, controller, plays, { winner = null, exitTo } = {}) {
  return el(
    "div",
    { class: "compass" },
    PLACES.map((place, offset) => {
      const seat = (view.seat + offset) % 4;
      const play = plays.find((p) => p.seat === seat);
      let card = el("span", { class: "empty", "aria-hidden": "true" }); // where the seat's card will lie
      if (play) {
        card = cardFace(play.card);
        card.dataset.key = `card:${play.card}`; // the deck holds one of each suit card (K2)
        card.dataset.enterFrom = String(seat);
        if (exitTo !== undefined) card.dataset.exitTo = String(exitTo);
      }
      return el(
        "div",
        { class: `slot pos-${place}${winner === seat ? " winner" : ""}`, dataset: { seat } },
        card,
        el("span", { class: "slot-name" }, controller.shortName(seat)),
      );
    }),
  );
}

/** @param {KoalicjeObservation} o */
function trickTrumpLine(o, trickTrump, plays) {
  const trumps = o.trumps.map((named) => named.suit);
  if (!trumps.length) return null;
  if (trickTrump) {
    const others = trumps.filter((suit) => suit !== trickTrump);
    return el(
      "p",
      { class: "trick-trump", id: "trick-trump", dataset: { suit: trickTrump } },
      t("koalicje.trick_trump"),
      " ",
      suitChip(trickTrump),
      others.length ? el("span", { class: "no-beat" }, " ", t("koalicje.other_trump_plain", { suit: suitName(others[0]) })) : null,
    );
  }
  return el("p", { class: "trick-trump none", id: "trick-trump" }, plays.length ? t("koalicje.no_trump_yet") : t("koalicje.first_trump_rules"));
}

/** @param {KoalicjeView} view */
function trumpsBar(view, controller) {
  const o = view.observation;
  const parts = [];
  if (o.trumps.length) {
    parts.push(
      el("span", { class: "label" }, t("koalicje.trumps")),
      ...o.trumps.map((named) => el("span", { class: "named" }, suitChip(named.suit), " ", el("span", { class: "by" }, t("koalicje.named_by", { name: controller.shortName(named.seat) })))),
    );
  } else if (!o.trump_choosers.length) {
    parts.push(el("span", { class: "label" }, t("koalicje.no_trumps")));
  }
  if (o.trump_choosers.length) parts.push(el("span", { class: "waiting-trump" }, t("koalicje.trump_pending", { name: controller.seatName(o.trump_choosers[0]) })));
  return el("p", { class: "trumps-bar", id: "trumps" }, parts);
}

/** @param {KoalicjeView} view */
function electionBanner(view, controller) {
  const o = view.observation;
  const names = listText(o.election_seats.map((seat) => controller.shortName(seat)));
  return el(
    "div",
    { class: "election-banner", id: "election", role: "note" },
    el("strong", {}, t("koalicje.election_title")),
    " ",
    t("koalicje.election_text", { names, previous: o.threshold - 100, threshold: o.threshold }),
  );
}

/** A finished trick in a row of small cards, each over the name of who played it, the winner's marked. */
function trickRow(controller, trick) {
  return el(
    "ol",
    { class: "trick-row" },
    trick.plays.map((play) =>
      el(
        "li",
        { class: `slot${play.seat === trick.winner ? " winner" : ""}`, dataset: { seat: play.seat } },
        cardFace(play.card),
        el("span", { class: "slot-name" }, controller.shortName(play.seat)),
      ),
    ),
  );
}

/** The round's previous trick and who took it (shown by the table's previous-trick button). */
function previousTrick(controller, last) {
  return [trickRow(controller, last), el("span", {}, t("koalicje.trick_taken", { name: controller.shortName(last.winner) }))];
}

/** @param {KoalicjeView} view */
function playCentre(view, controller) {
  const o = view.observation;
  const completed = controller.completedTrick ? finishedTrick(o) : null;
  const plays = completed ? completed.plays : o.trick;
  const number = completed ? o.round_tricks.length || TRICKS_PER_ROUND : Math.min(o.round_tricks.length + 1, TRICKS_PER_ROUND);
  const last = completed ? null : o.round_tricks[o.round_tricks.length - 1];
  return [
    el(
      "div",
      { class: "trick-info" },
      el("span", { class: "trick-number" }, t("koalicje.trick_title", { number, total: TRICKS_PER_ROUND })),
      o.election ? el("span", { class: "badge election-mark" }, t("koalicje.election_title")) : null,
      trumpsBar(view, controller),
      completed ? (completed.trump ? trickTrumpLine(o, completed.trump, plays) : null) : trickTrumpLine(o, o.trick_trump, plays),
    ),
    el(
      "div",
      { class: `trick-area${completed ? " complete" : ""}`, id: "trick", "aria-label": t("koalicje.trick_area"), role: "group", dataset: { number } },
      compass(view, controller, plays, completed ? { winner: completed.winner, exitTo: controller.completedTrick.taker } : {}),
    ),
    last ? previousTrickToggle(controller, () => previousTrick(controller, last)) : null,
  ];
}

/** @param {KoalicjeView} view */
function centre(view, controller) {
  const o = view.observation;
  const playing = o.phase === "play" || controller.completedTrick || (view.terminal && o.round_results.length);
  let parts;
  if (playing) parts = playCentre(view, controller);
  else if (o.phase === "discard") {
    parts = [
      electionBanner(view, controller),
      o.my_discards.length ? el("p", { class: "my-discards" }, t("koalicje.my_discards"), " ", el("span", { class: "cards" }, o.my_discards.map((card) => cardFace(card)))) : null,
    ];
  } else parts = [o.election ? electionBanner(view, controller) : null, trumpsBar(view, controller)];
  return el("div", { class: `koalicje-centre phase-${playing ? "play" : o.phase}` }, parts);
}

// -- your actions ---------------------------------------------------------------------------
/** @param {KoalicjeView} view */
function actions(view, controller) {
  const o = view.observation;
  if (controller.phase() !== "turn") return [];
  if (o.phase === "trump") {
    return el(
      "div",
      { class: "trump-choice", id: "trump-choice", role: "group", "aria-label": t("koalicje.trump_prompt") },
      o.legal_actions.map((action) =>
        el("button", { type: "button", class: `primary trump-button suit-${action.suit}`, id: `trump-${action.suit}`, onclick: () => controller.act(action.id) }, suitName(action.suit)),
      ),
    );
  }
  if (o.phase === "discard") {
    const allowance = o.discard_allowance[String(view.seat)] ?? 0;
    return [
      selectionButton(controller, { id: "discard", label: t("koalicje.discard", { count: controller.selection.size }), dataset: { allowance } }),
      el("button", { type: "button", id: "keep", onclick: () => controller.act("discard:none") }, t("koalicje.keep_all")),
    ];
  }
  return selectionButton(controller, { id: "play", label: t("koalicje.play"), title: t("koalicje.play_hint") });
}

/** @param {KoalicjeView} view */
function prompt(view, controller) {
  const o = view.observation;
  if (controller.completedTrick) return t("koalicje.trick_taken", { name: controller.seatName(controller.completedTrick.taker) });
  if (controller.phase() !== "turn") return o.hand.length || view.terminal ? controller.waitingText() : t("koalicje.no_cards_yet");
  if (o.phase === "trump") return t("koalicje.trump_prompt");
  if (o.phase === "discard") return t("koalicje.discard_prompt", { count: o.discard_allowance[String(view.seat)] ?? 0 });
  const led = o.trick.length ? o.trick[0].card.slice(-1) : null;
  return led ? t("koalicje.follow_prompt", { suit: suitName(led) }) : t("koalicje.lead_prompt");
}

/**
 * Your hand: in play a selected card played by a second click; in an election, cards to throw back (K20).
 * @param {KoalicjeView} view
 */
function hand(view, controller) {
  const o = view.observation;
  if (!o.hand.length) return null;
  const playing = o.phase === "play";
  const toggle = (index) => {
    if (playing) {
      if (controller.selection.has(index)) return controller.submitSelection();
      controller.selection.clear();
    }
    controller.toggle(index);
  };
  return { cards: jokerLooks(o, [o.hand])[0], playable: playing ? controller.playableCards() : null, toggle };
}

// -- the round's result and the end (K25, K5) ----------------------------------------------------
/** @param {KoalicjeView} view */
function resultRow(view, controller, result, seat, bands) {
  const standing = result.standings[seat];
  const parts = standing.counts.map((s) => result.tricks[s]);
  const formula = `${parts.length > 1 ? `(${parts.join(" + ")})` : parts[0]} × ${standing.rate}`;
  const formulaLabel = t("koalicje.formula_label", {
    tricks: listText(standing.counts.map((s) => `${controller.seatName(s)}: ${result.tricks[s]}`)),
    rate: standing.rate,
    votes: result.gained[seat],
  });
  return el(
    "tr",
    { dataset: { seat, tricks: result.tricks[seat], rate: standing.rate, counts: standing.counts.join(","), votes: result.gained[seat] } },
    el(
      "th",
      { scope: "row" },
      el("span", { class: "row-name" }, bandMarks(bands, seat), controller.shortName(seat)),
      el(
        "span",
        { class: "coalition-cell" },
        result.jokers[seat].length ? el("span", { class: "jokers" }, jokerFaces(view.observation, seat, result.jokers)) : null,
        el("span", { class: "coalition" }, coalitionText(controller, standing)),
      ),
    ),
    el("td", { class: "tricks" }, String(result.tricks[seat])),
    el("td", { class: "formula" }, el("span", { "aria-label": formulaLabel }, formula)),
    el("td", { class: "votes" }, `+${result.gained[seat]}`),
    el("td", { class: "total" }, String(result.scores[seat])),
  );
}

function outcomeLine(controller, result) {
  const names = listText(result.reached.map((seat) => controller.seatName(seat)));
  if (result.outcome === "winner") {
    const key = controller.isYou(result.reached[0]) ? "koalicje.outcome_winner_you" : "koalicje.outcome_winner";
    return el("p", { class: "winner", id: "winner" }, t(key, { name: names, threshold: result.threshold }));
  }
  if (result.outcome === "election")
    return el("p", { class: "outcome election", id: "outcome" }, t("koalicje.outcome_election", { names, threshold: result.threshold, next: result.next_threshold }));
  return el("p", { class: "outcome", id: "outcome" }, t("koalicje.outcome_next", { threshold: result.threshold }));
}

/**
 * The figures of finished round ``index`` (K25): its last trick, each seat's coalition, tricks, rate and votes, the totals after it, and what it decided.
 * @param {KoalicjeView} view
 */
function dealBreakdown(view, controller, index) {
  const result = view.observation.round_results[index];
  const bands = partnerships(result);
  const trick = result.final_trick;
  return el(
    "div",
    // .koalicje-deal: the Tabela shows this outside the table, and its cards and bands are styled under it
    { class: "deal-breakdown koalicje-deal", dataset: { round: result.round } },
    el(
      "div",
      { class: "last-trick final" },
      el("span", {}, t("koalicje.final_trick")),
      trickRow(controller, trick),
      el("span", {}, t("koalicje.trick_taken", { name: controller.seatName(trick.winner) })),
    ),
    el(
      "div",
      { class: "table-scroll", tabindex: "0" }, // focusable: a keyboard scrolls it too
      el(
        "table",
        {},
        el("caption", {}, t("koalicje.results_caption")),
        el(
          "thead",
          {},
          el(
            "tr",
            {},
            ["koalicje.col_player", "koalicje.col_tricks", "koalicje.col_formula", "koalicje.col_votes", "results.total"].map((k) => el("th", { scope: "col" }, t(k))),
          ),
        ),
        el("tbody", {}, result.standings.map((_, seat) => resultRow(view, controller, result, seat, bands))),
      ),
    ),
    outcomeLine(controller, result),
  );
}

/** @param {KoalicjeView} view */
function results(view, controller) {
  const o = view.observation;
  const result = o.round_results[o.round_results.length - 1];
  const final = view.terminal;
  return el(
    "div",
    { class: "results koalicje-results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results", dataset: { round: result.round } },
    el("h2", { id: "results-title" }, final ? t("game.over") : t("koalicje.round_result", { number: result.round })),
    dealBreakdown(view, controller, o.round_results.length - 1),
    resultActions(view, controller, "koalicje.next_round", "next-round"),
  );
}

/** @type {import("../table/types.js").Renderer<KoalicjeObservation, import("../table/table.js").TableController>} */
export const koalicje = {
  dealEnded(before, after) {
    return after.observation.round_results.length > before.observation.round_results.length;
  },

  /** K24: the trick ``after`` completed (the round's eighth is its result's final trick), and who took it. */
  trickTaken(before, after) {
    const [b, a] = [before.observation, after.observation];
    const taken = a.round_results.length > b.round_results.length || a.round_tricks.length > b.round_tricks.length;
    return taken ? finishedTrick(a).winner : null;
  },

  deals(view) {
    return view.observation.round_results.map((result) => ({ number: result.round, gains: result.gained }));
  },

  dealResult: dealBreakdown,

  // The Tabela's rows are rounds (K6), as the game calls them.
  scoreboardKeys: {
    deal: "koalicje.scoreboard.deal",
    deal_result: "koalicje.round_result",
    replay_row: "replay.replay_row_round",
    replay_title: "replay.replay_title_round",
    open: "replay.open_round",
  },

  describeAction(controller, actor, action) {
    const name = controller.seatName(actor);
    if (action.type === "trump") return t("koalicje.announce.trump", { name, suit: suitName(action.suit) });
    if (action.type === "discard") {
      const count = action.hidden ? action.count : action.cards.length;
      return count ? t("koalicje.announce.discard", { count, name }) : t("koalicje.announce.keep", { name });
    }
    return t("koalicje.announce.play", { name, card: cardLabel(action.card) });
  },

  actionText(controller, action) {
    if (action.type === "trump") return t("koalicje.action.trump", { suit: suitName(action.suit) });
    if (action.type === "discard") return action.cards.length ? t("koalicje.action.discard", { cards: cardsLabel(action.cards) }) : t("koalicje.action.keep");
    return cardLabel(action.card);
  },

  status(view, controller) {
    const o = view.observation;
    const result = showingResult(view, controller) ? o.round_results[o.round_results.length - 1] : null;
    const threshold = result ? result.threshold : o.threshold; // the finished round's, not the next
    return [
      el("span", { class: "round-number" }, t("koalicje.round", { number: result ? result.round : o.round })),
      " · ",
      el("span", { class: "threshold", id: "threshold", dataset: { threshold } }, t("koalicje.threshold", { threshold })),
    ];
  },

  seat,
  centre,
  actions,
  prompt,
  results,
  hand,
};
