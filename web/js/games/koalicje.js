// Draws a Koalicje view (rules K1–K25 live in Python; this only shows them).
//
// Four seats around the trick: the viewer at the bottom, the next seat (play
// passes to the left, K1) on the left, then across, then on the right. Each
// seat shows its jokers face up (K8, K9; drawn as 2s with deuces_as_jokers,
// K2), its coalition as colour bands (one band per partnership, coloured by
// the joker that binds it: red, black, or both for K15), its rate, tricks and
// total. The page decides nothing: coalitions, rates, trumps, the trick's
// trump (K23), who may see which hand (K15, K18) and the votes all come from
// the observation; the only sum drawn here is the running "this round: +n"
// (the rate times the tricks taken so far by the seats that count).
import { cardButton, cardFace, cardLabel } from "../cards.js";
import { clear, el } from "../dom.js";
import { language, t } from "../i18n.js";

const SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const DEUCES = { RJ: ["2H", "2D"], BJ: ["2S", "2C"] };
const POSITIONS = ["bottom", "left", "top", "right"];
const TRICKS_PER_ROUND = 8;

// What the viewer opened on this table (another hand, the last trick): kept per controller.
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

/** Polish needs one/few/many: "1 głos", "3 głosy", "6 głosów". */
function plural(base, count, params = {}) {
  const category = new Intl.PluralRules(language()).select(count);
  return t(`${base}.${category}`, { count, ...params });
}

function suitName(suit) {
  return `${SYMBOLS[suit]} ${t(`suit.${suit}`)}`;
}

function suitChip(suit) {
  return el("span", { class: `suit-chip suit-${suit}`, dataset: { suit } }, suitName(suit));
}

function position(view, seat) {
  return POSITIONS[(seat - view.seat + 4) % 4];
}

// -- jokers (K8, K9, K2) ------------------------------------------------------------
/** The card each joker is drawn as: itself, or a 2 of its colour (2♥ 2♦ red, 2♠ 2♣ black). */
function jokerLooks(o, groups) {
  const used = { RJ: 0, BJ: 0 };
  return groups.map((cards) => cards.map((card) => (o.deuces_as_jokers && card in DEUCES ? DEUCES[card][used[card]++ % 2] : card)));
}

function labelAsJoker(node, card, look) {
  if (look === card) return node;
  node.dataset.card = card;
  node.dataset.looks = look;
  node.setAttribute("aria-label", t("koalicje.deuce_joker", { card: cardLabel(look), joker: cardLabel(card) }));
  return node;
}

function jokerFaces(o, seat, jokers = o.jokers) {
  const looks = jokerLooks(o, jokers)[seat];
  return jokers[seat].map((card, i) => labelAsJoker(cardFace(looks[i]), card, looks[i]));
}

/** A finished trick in a row: each card over the name of who played it, the winner's marked. */
function trickRow(controller, trick) {
  return el(
    "ol",
    { class: "trick-row" },
    trick.plays.map((play) =>
      el(
        "li",
        { class: `slot${play.seat === trick.winner ? " winner" : ""}`, dataset: { seat: play.seat } },
        cardFace(play.card),
        el("span", { class: "slot-name" }, shortName(controller, play.seat)),
      ),
    ),
  );
}

// -- coalitions (K12–K18) -----------------------------------------------------------
/**
 * The partnerships of the round as bands: one per pair of seats that count
 * each other's tricks. Its colour is the joker that binds it: the single
 * joker of either end (K13, K16, K17), or both colours for K15.
 */
function partnerships(o) {
  if (!o.standings.length) return [];
  const bands = [];
  for (const standing of o.standings) {
    for (const partner of standing.partners) {
      if (partner < standing.seat) continue;
      const ends = [standing.seat, partner];
      const single = ends.find((seat) => o.jokers[seat].length === 1);
      const colour = single === undefined ? "mixed" : o.jokers[single][0] === "RJ" ? "red" : "black";
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

/** "Ty" or "Komputer 2": the seat without the AI level, where space is short. */
function shortName(controller, seat) {
  const view = controller.view;
  if (seat === view.seat && view.players[seat] === "human") return t("seat.you");
  return t("koalicje.seat_short", { n: seat });
}

function coalitionText(controller, standing) {
  if (!standing.partners.length) return t("koalicje.alone");
  return t("koalicje.coalition", { names: standing.counts.map((seat) => shortName(controller, seat)).join(" + ") });
}

/** Votes this round so far for a seat (K25 applied to the tricks taken until now). */
function runningVotes(o, standing) {
  return standing.rate * standing.counts.reduce((sum, seat) => sum + o.tricks_taken[seat], 0);
}

// -- the seats -------------------------------------------------------------------------
function seatPanel(view, controller, seat, bands) {
  const o = view.observation;
  const standing = o.standings[seat];
  const turn = o.current_player === seat && !view.terminal;
  const trump = o.trumps.find((named) => named.seat === seat);
  const visible = o.visible_hands[String(seat)];
  const showKey = `hand-${seat}`;
  const shown = visible && openSet(controller).has(showKey);
  const inElection = o.election && o.election_seats.includes(seat);
  const allowance = o.discard_allowance[String(seat)];
  const discarded = o.discarded[String(seat)];
  const jokerEvents = o.joker_events.filter((event) => event.seat === seat);
  const drawn = jokerEvents.reduce((sum, event) => sum + event.drawn, 0);
  const fromPool = jokerEvents.filter((event) => event.from_pool).reduce((sum, event) => sum + event.batches.flat().length, 0);
  const dataset = { seat, score: o.scores[seat], tricks: o.tricks_taken[seat] };
  if (standing) Object.assign(dataset, { rate: standing.rate, counts: standing.counts.join(","), case: standing.case });
  const colours = bandsOf(bands, seat).map((band) => `coalition-${band.colour}`).join(" ");
  return el(
    "li",
    {
      class: `seat pos-${position(view, seat)}${turn ? " turn" : ""}${seat === view.seat ? " me" : ""} ${colours}`,
      dataset,
    },
    bandMarks(bands, seat),
    el(
      "div",
      { class: "seat-head" },
      el("span", { class: "seat-name" }, controller.seatName(seat)),
      o.dealer === seat ? el("span", { class: "badge dealer" }, t("koalicje.dealer")) : null,
      turn ? el("span", { class: "badge turn-badge" }, t("koalicje.turn_badge")) : null,
    ),
    standing
      ? el(
          "p",
          { class: "coalition-line" },
          el("span", { class: "coalition" }, coalitionText(controller, standing)),
          " · ",
          el("span", { class: "rate" }, plural("koalicje.rate", standing.rate)),
        )
      : null,
    standing ? el("p", { class: "case" }, t(`koalicje.case.${standing.case}`)) : null,
    o.jokers[seat].length || trump
      ? el(
          "div",
          { class: "jokers", role: "group", "aria-label": t("koalicje.jokers_of", { name: controller.seatName(seat) }) },
          jokerFaces(o, seat),
          drawn ? el("span", { class: "drawn" }, t("koalicje.drawn", { count: drawn })) : null,
          fromPool ? el("span", { class: "drawn" }, t("koalicje.from_pool", { count: fromPool })) : null,
          trump ? el("span", { class: "named-trump" }, t("koalicje.named_trump"), " ", suitChip(trump.suit)) : null,
        )
      : null,
    inElection
      ? el(
          "p",
          { class: "election-note" },
          discarded === undefined
            ? plural("koalicje.may_discard", allowance ?? 0)
            : discarded
              ? plural("koalicje.discarded", discarded)
              : t("koalicje.kept_all"),
        )
      : null,
    el(
      "p",
      { class: "tally" },
      el("span", { class: "tricks" }, t("koalicje.tricks", { count: o.tricks_taken[seat] })),
      standing ? el("span", { class: "running" }, t("koalicje.running", { votes: runningVotes(o, standing) })) : null,
      el("span", { class: "score-text" }, t("koalicje.score", { score: o.scores[seat], threshold: o.threshold })),
    ),
    el("progress", { max: o.threshold, value: Math.min(o.scores[seat], o.threshold), "aria-hidden": "true" }),
    visible
      ? el(
          "button",
          {
            type: "button",
            class: "show-hand",
            id: `show-hand-${seat}`,
            "aria-expanded": shown ? "true" : "false",
            "aria-label": t(shown ? "koalicje.hide_hand" : "koalicje.show_hand", { name: controller.seatName(seat) }),
            dataset: { key: `show-hand-${seat}` },
            onclick: () => toggleOpen(controller, showKey),
          },
          t(shown ? "koalicje.hide_hand_short" : "koalicje.show_hand_short"),
        )
      : null,
    shown
      ? el(
          "div",
          { class: "seen-hand", role: "group", "aria-label": t("koalicje.seen_hand", { name: controller.seatName(seat) }) },
          visible.map((card) => cardFace(card)),
        )
      : null,
  );
}

// -- the trick (K21–K24) -----------------------------------------------------------------
function trickSlots(view, controller, plays, winner) {
  return POSITIONS.map((pos, offset) => {
    const seat = (view.seat + offset) % 4;
    const play = plays.find((p) => p.seat === seat);
    return el(
      "div",
      { class: `slot pos-${pos}${winner === seat ? " winner" : ""}`, dataset: { seat } },
      play ? cardFace(play.card) : el("span", { class: "card empty", "aria-hidden": "true" }),
      el("span", { class: "slot-name" }, shortName(controller, seat)),
    );
  });
}

function trumpLine(o, trickTrump, plays) {
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

function lastTrick(o) {
  if (o.round_tricks.length) return o.round_tricks[o.round_tricks.length - 1];
  return null;
}

function center(view, controller) {
  const o = view.observation;
  if (o.phase !== "play") return null;
  const last = lastTrick(o);
  const stale = !o.trick.length && last;
  const plays = stale ? last.plays : o.trick;
  const number = o.round_tricks.length + (stale ? 0 : 1);
  const showLast = !stale && last && openSet(controller).has("last-trick");
  return el(
    "section",
    { class: `center${stale ? " stale" : ""}`, id: "trick", "aria-label": t("koalicje.trick_area"), dataset: { number } },
    el(
      "h3",
      {},
      stale ? t("koalicje.last_trick_title", { number, total: TRICKS_PER_ROUND }) : t("koalicje.trick_title", { number, total: TRICKS_PER_ROUND }),
    ),
    stale ? (last.trump ? trumpLine(o, last.trump, plays) : null) : trumpLine(o, o.trick_trump, plays),
    el("div", { class: "compass" }, trickSlots(view, controller, plays, stale ? last.winner : null)),
    stale ? el("p", { class: "trick-winner", id: "trick-winner" }, t("koalicje.trick_taken", { name: controller.seatName(last.winner) })) : null,
    !stale && last
      ? el(
          "button",
          {
            type: "button",
            class: "link-button",
            id: "show-last-trick",
            "aria-expanded": showLast ? "true" : "false",
            dataset: { key: "show-last-trick" },
            onclick: () => toggleOpen(controller, "last-trick"),
          },
          showLast ? t("koalicje.hide_last_trick") : t("koalicje.show_last_trick"),
        )
      : null,
    showLast
      ? el(
          "div",
          { class: "last-trick", id: "last-trick" },
          trickRow(controller, last),
          el("span", {}, t("koalicje.trick_taken", { name: controller.seatName(last.winner) })),
        )
      : null,
  );
}

// -- the round's facts: trumps, election ------------------------------------------------
function trumpsBar(view, controller) {
  const o = view.observation;
  const parts = [];
  if (o.phase === "discard") return null;
  if (o.trumps.length) {
    parts.push(
      el("span", { class: "label" }, t("koalicje.trumps")),
      ...o.trumps.map((named) =>
        el("span", { class: "named" }, suitChip(named.suit), " ", el("span", { class: "by" }, t("koalicje.named_by", { name: controller.seatName(named.seat) }))),
      ),
    );
  } else if (!o.trump_choosers.length) {
    parts.push(el("span", { class: "label" }, t("koalicje.no_trumps")));
  }
  if (o.trump_choosers.length) parts.push(el("span", { class: "waiting-trump" }, t("koalicje.trump_pending", { name: controller.seatName(o.trump_choosers[0]) })));
  return el("p", { class: "trumps-bar", id: "trumps" }, parts);
}

function electionBanner(view, controller) {
  const o = view.observation;
  if (!o.election) return null;
  const names = o.election_seats.map((seat) => controller.seatName(seat)).join(", ");
  return el(
    "div",
    { class: "election-banner", id: "election", role: "note" },
    el("strong", {}, t("koalicje.election_title")),
    " ",
    t("koalicje.election_text", { names, previous: o.threshold - 100, threshold: o.threshold }),
  );
}

// -- the viewer's hand and controls -----------------------------------------------------------
function handSection(view, controller) {
  const o = view.observation;
  const myTurn = o.current_player === view.seat && !view.terminal;
  const playing = myTurn && o.phase === "play";
  const discarding = myTurn && o.phase === "discard";
  const legal = new Set(o.legal_actions.filter((a) => a.type === "play").map((a) => a.card));
  const looks = jokerLooks(o, [o.hand])[0];
  const onToggle = (index) => {
    if (playing) {
      if (controller.selection.has(index)) return controller.submitSelection();
      controller.selection.clear();
    }
    controller.toggle(index);
  };
  const buttons = o.hand.map((card, index) => {
    const button = cardButton(looks[index], { index, selected: controller.selection.has(index), onToggle });
    labelAsJoker(button, card, looks[index]);
    button.dataset.key = `card-${index}`;
    if (playing && !legal.has(card)) button.classList.add("unplayable");
    if (playing && legal.has(card)) button.classList.add("playable");
    button.disabled = !(playing || discarding);
    return button;
  });
  return el(
    "section",
    { class: "hand", "aria-label": t("hand.label") },
    el("h3", {}, t("hand.label")),
    o.hand.length
      ? el("div", { class: "cards", role: "group", "aria-label": t("hand.label") }, buttons)
      : el("p", { class: "empty-hand" }, t("koalicje.no_cards_yet")),
    o.my_discards.length
      ? el("p", { class: "my-discards" }, t("koalicje.my_discards"), " ", el("span", { class: "cards" }, o.my_discards.map((card) => cardFace(card))))
      : null,
  );
}

function controls(view, controller) {
  const o = view.observation;
  const myTurn = o.current_player === view.seat && !view.terminal;
  if (!myTurn) {
    return el("div", { class: "controls" }, el("p", { class: "waiting" }, controller.waitingText()));
  }
  if (o.phase === "trump") {
    return el(
      "div",
      { class: "controls trump-choice", id: "trump-choice", role: "group", "aria-labelledby": "trump-prompt" },
      el("p", { class: "prompt", id: "trump-prompt" }, t("koalicje.trump_prompt")),
      o.legal_actions.map((action) =>
        el(
          "button",
          { type: "button", class: `primary trump-button suit-${action.suit}`, id: `trump-${action.suit}`, dataset: { key: `trump-${action.suit}` }, onclick: () => controller.act(action.id) },
          suitName(action.suit),
        ),
      ),
    );
  }
  if (o.phase === "discard") {
    const allowance = o.discard_allowance[String(view.seat)] ?? 0;
    const chosen = controller.selection.size;
    return el(
      "div",
      { class: "controls" },
      el("p", { class: "prompt" }, plural("koalicje.discard_prompt", allowance)),
      el(
        "button",
        { type: "button", class: "primary", id: "discard", disabled: chosen === 0, dataset: { key: "discard", allowance }, onclick: () => controller.submitSelection() },
        t("koalicje.discard", { count: chosen }),
      ),
      el("button", { type: "button", id: "keep", dataset: { key: "keep" }, onclick: () => controller.act("discard:none") }, t("koalicje.keep_all")),
    );
  }
  const led = o.trick.length ? o.trick[0].card.slice(-1) : null;
  return el(
    "div",
    { class: "controls" },
    el("p", { class: "prompt" }, led ? t("koalicje.follow_prompt", { suit: suitName(led) }) : t("koalicje.lead_prompt")),
    el("p", { class: "hint" }, t("koalicje.play_hint")),
    el(
      "button",
      { type: "button", class: "primary", id: "play", disabled: controller.selection.size === 0, dataset: { key: "play" }, onclick: () => controller.submitSelection() },
      t("koalicje.play"),
    ),
  );
}

// -- the round's result and the end (K25, K5) ----------------------------------------------------
function resultRow(view, controller, result, seat, bands) {
  const standing = result.standings[seat];
  const parts = standing.counts.map((s) => result.tricks[s]);
  const formula = `${parts.length > 1 ? `(${parts.join(" + ")})` : parts[0]} × ${standing.rate}`;
  const formulaLabel = t("koalicje.formula_label", {
    tricks: standing.counts.map((s) => `${controller.seatName(s)}: ${result.tricks[s]}`).join(", "),
    rate: standing.rate,
    votes: result.gained[seat],
  });
  return el(
    "tr",
    { dataset: { seat, tricks: result.tricks[seat], rate: standing.rate, counts: standing.counts.join(","), votes: result.gained[seat] } },
    el(
      "th",
      { scope: "row" },
      el("span", { class: "row-name" }, bandMarks(bands, seat), shortName(controller, seat)),
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
  const names = result.reached.map((seat) => controller.seatName(seat)).join(", ");
  if (result.outcome === "winner") return el("p", { class: "winner", id: "winner" }, t("koalicje.outcome_winner", { name: names, threshold: result.threshold }));
  if (result.outcome === "election")
    return el("p", { class: "outcome election", id: "outcome" }, t("koalicje.outcome_election", { names, threshold: result.threshold, next: result.next_threshold }));
  return el("p", { class: "outcome", id: "outcome" }, t("koalicje.outcome_next", { threshold: result.threshold }));
}

/** The figures of finished round ``index`` (K25): its last trick, each seat's coalition, tricks, rate and votes, the totals after it, and what it decided. */
function dealBreakdown(view, controller, index) {
  const result = view.observation.round_results[index];
  const bands = partnerships({ standings: result.standings, jokers: result.jokers });
  const trick = result.final_trick;
  return el(
    "div",
    // .koalicje too: the Tabela shows this outside the table, and the cards and bands are styled under it
    { class: "deal-breakdown koalicje koalicje-deal", dataset: { round: result.round } },
    el(
      "div",
      { class: "last-trick final" },
      el("span", {}, t("koalicje.final_trick")),
      trickRow(controller, trick),
      el("span", {}, t("koalicje.trick_taken", { name: controller.seatName(trick.winner) })),
    ),
    el(
      "div",
      { class: "table-scroll" },
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
            ["koalicje.col_player", "koalicje.col_tricks", "koalicje.col_formula", "koalicje.col_votes", "results.total"].map((k) =>
              el("th", { scope: "col" }, t(k)),
            ),
          ),
        ),
        el("tbody", {}, result.standings.map((_, seat) => resultRow(view, controller, result, seat, bands))),
      ),
    ),
    outcomeLine(controller, result),
  );
}

function results(view, controller) {
  const o = view.observation;
  const result = o.round_results[o.round_results.length - 1];
  const final = view.terminal;
  return el(
    "div",
    { class: "results koalicje-results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results", dataset: { round: result.round } },
    el("h2", { id: "results-title" }, final ? t("game.over") : t("koalicje.round_result", { number: result.round })),
    dealBreakdown(view, controller, o.round_results.length - 1),
    final
      ? el("button", { type: "button", class: "primary", id: "new-game", onclick: () => controller.exit() }, t("results.new_game"))
      : el("button", { type: "button", class: "primary", id: "next-round", onclick: () => controller.continueAfterDeal() }, t("koalicje.next_round")),
  );
}

function header(view, controller, { round, dealer, threshold }) {
  return el(
    "header",
    { class: "table-header koalicje-header" },
    el("h2", {}, t("game.koalicje")),
    el("p", { class: "round-number" }, t("koalicje.round", { number: round, dealer: controller.seatName(dealer) })),
    el("p", { class: "threshold", id: "threshold", dataset: { threshold } }, t("koalicje.threshold", { threshold })),
  );
}

/**
 * Keep keyboard focus on "the same" control across a re-render (a card keeps its
 * place). A card that is disabled while the others play keeps the claim until
 * the seat's turn comes back, unless the focus has gone somewhere else meanwhile.
 */
const pendingFocus = new WeakMap();

function rememberFocus(controller) {
  const active = document.activeElement;
  if (active && controller.root.contains(active)) return active.dataset.key ?? pendingFocus.get(controller) ?? null;
  if (!active || active === document.body) return pendingFocus.get(controller) ?? null;
  return null;
}

function restoreFocus(controller, key) {
  pendingFocus.delete(controller);
  if (!key) return;
  const root = controller.root;
  let target = root.querySelector(`[data-key="${key}"]`);
  if (!target && key.startsWith("card-")) {
    const cards = root.querySelectorAll(".hand button.card");
    target = cards[Math.min(Number(key.slice(5)), cards.length - 1)] ?? null;
  }
  if (target && !target.disabled) target.focus({ preventScroll: true });
  else if (key.startsWith("card-")) pendingFocus.set(controller, key);
}

export const koalicje = {
  dealEnded(before, after) {
    return after.observation.round_results.length > before.observation.round_results.length;
  },

  deals(view) {
    return view.observation.round_results.map((result) => ({ number: result.round, gains: result.gained }));
  },

  dealResult: dealBreakdown,

  describeAction(controller, actor, action) {
    const name = controller.seatName(actor);
    if (action.type === "trump") return t("koalicje.announce.trump", { name, suit: suitName(action.suit) });
    if (action.type === "discard") {
      const count = action.hidden ? action.count : action.cards.length;
      return count ? plural("koalicje.announce.discard", count, { name }) : t("koalicje.announce.keep", { name });
    }
    const o = controller.view.observation;
    let text = t("koalicje.announce.play", { name, card: cardLabel(action.card) });
    if (!o.trick.length) {
      const done = lastTrick(o) ?? o.round_results[o.round_results.length - 1]?.final_trick;
      if (done && done.plays.some((p) => p.seat === actor && p.card === action.card)) {
        text += ` ${t("koalicje.trick_taken", { name: controller.seatName(done.winner) })}.`;
      }
    }
    return text;
  },

  render(view, controller) {
    const o = view.observation;
    const focusKey = rememberFocus(controller);
    const root = clear(controller.root);
    // Everything sits in one .koalicje box: the table root is shared with the other games.
    const page = el("div", { class: "koalicje" });
    root.append(page);
    if (controller.waitingForContinue || view.terminal) {
      const result = o.round_results[o.round_results.length - 1];
      page.append(header(view, controller, result), results(view, controller), controller.footer());
      const claim = pendingFocus.get(controller);
      restoreFocus(controller, focusKey);
      // Focus lost with the hand: the result's button takes it (the hand gets it back after).
      if (document.activeElement === document.body) root.querySelector("#results button.primary")?.focus({ preventScroll: true });
      if (claim) pendingFocus.set(controller, claim);
      return;
    }
    const bands = partnerships(o);
    const seats = [0, 1, 2, 3];
    const parts = [
      header(view, controller, o),
      electionBanner(view, controller),
      trumpsBar(view, controller),
      el(
        "div",
        { class: "koalicje-table" },
        el("ul", { class: "seats koalicje-seats", "aria-label": t("table.seats") }, seats.map((seat) => seatPanel(view, controller, seat, bands))),
        center(view, controller),
      ),
      handSection(view, controller),
      controls(view, controller),
      controller.footer(),
    ];
    page.append(...parts.filter(Boolean));
    restoreFocus(controller, focusKey);
  },
};
