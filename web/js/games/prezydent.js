// Draws a Prezydent view (rules P1–P27 live in Python; this only shows them). With the house rules
// on (P23–P27) a joker is drawn with what it stands for, a run in its order, and a seat that lost
// its turn to an equal play says so (the words: prezydent-plays.js).
import { cardFace, cardLabel, cardsLabel } from "../cards/cards.js";
import { el } from "../dom.js";
import { dealResultTitle, previousTrickToggle, resultActions, selectionButton } from "../table/frame.js";
import { listText, t } from "../i18n.js";
import { totalsAfter } from "../table/scoreboard.js";
import { laidOut, playPrompt, playText, readingText, skippedBy, standLabel, standText } from "./prezydent-plays.js";

/**
 * @typedef {import("./types.js").PrezydentObservation} PrezydentObservation
 * @typedef {import("./types.js").TrickPlay} TrickPlay
 * @typedef {import("../boot/types.js").View<PrezydentObservation>} PrezydentView
 */

function titleOf(observation, places, seat) {
  const place = places.indexOf(seat);
  return place < 0 ? null : t(`title.${observation.titles[place]}`);
}

/** @param {PrezydentView} view */
function seat(view, controller, seat) {
  const o = view.observation;
  const finished = o.finished.indexOf(seat);
  const badges = [];
  if (o.previous_places) badges.push(el("span", { class: "badge title" }, titleOf(o, o.previous_places, seat)));
  if (finished >= 0) badges.push(el("span", { class: "badge place" }, t("prezydent.place", { place: finished + 1 })));
  else if (o.passed.includes(seat)) badges.push(el("span", { class: "badge passed" }, t("prezydent.passed")));
  // P23: the seat that lost its turn to the play to beat, while that play stands (it has not passed).
  if (o.skipped?.includes(seat)) badges.push(el("span", { class: "badge skipped" }, t("prezydent.skipped")));
  return { badges, count: o.card_counts[seat] };
}

/**
 * A card of a play, face up; a joker that stands for a rank or a card (P25, P26) carries a tag
 * saying which ("= 7", "= 9♥"), and its name says it too ("czerwony joker jako 9 kier").
 */
function playedCard(card, stand) {
  const face = cardFace(card);
  if (stand === null) return face;
  face.classList.add("standing");
  face.setAttribute("aria-label", t("prezydent.joker_as", { joker: cardLabel(card), card: standLabel(stand) }));
  face.append(el("span", { class: "stands-for", "aria-hidden": "true" }, t("prezydent.stands_for", { card: standText(stand) })));
  return face;
}

/** One play of the trick: its cards, each flying in from the seat that played it. */
function trickPlay(controller, play, { top, exitTo }) {
  return el(
    "li",
    { class: `play${top ? " top" : ""}`, dataset: { seat: play.seat } },
    el(
      "span",
      { class: "cards" },
      laidOut(play).map(({ card, as }) => {
        const face = playedCard(card, as);
        face.dataset.key = `card:${card}`;
        face.dataset.enterFrom = String(play.seat);
        if (exitTo !== undefined) face.dataset.exitTo = String(exitTo);
        return face;
      }),
    ),
    el("span", { class: "who" }, controller.seatName(play.seat)),
  );
}

/** @param {PrezydentObservation} o */
function orderLine(o) {
  return el(
    "p",
    { class: `order${o.reversed ? " reversed" : ""}`, id: "order" },
    o.reversed ? t("prezydent.order_reversed") : t("prezydent.order_normal"),
  );
}

/** @param {PrezydentView} view */
function exchangeNotes(view, controller) {
  const o = view.observation;
  return o.exchanges.map((e) => {
    const mine = e.receiver === view.seat;
    const key = mine ? "prezydent.exchange_received" : "prezydent.exchange_gave";
    const other = controller.seatName(mine ? e.giver : e.receiver);
    return el("p", { class: "exchange-note" }, t(key, { name: other, cards: cardsLabel(e.cards) }));
  });
}

/** The trick's list, told how many plays it holds and the cards of its longest: the CSS overlaps them to fit the centre. */
function trickList(trick, attributes, plays) {
  const list = el("ol", attributes, plays);
  if (trick.some((play) => play.combo === "run")) list.classList.add("runs"); // P26: a run's cards overlap less: each is read
  list.style.setProperty("--plays", String(trick.length)); // through the CSSOM: the CSP refuses style attributes
  list.style.setProperty("--cards", String(Math.max(1, ...trick.map((play) => play.cards.length))));
  return list;
}

/**
 * The middle: the plays of the trick in order, the one to beat on top; a completed trick
 * stays while the table pauses on it, then sweeps to the seat that took it.
 * @param {PrezydentView} view
 */
function centre(view, controller) {
  const o = view.observation;
  const completed = controller.completedTrick;
  const trick = (completed ? o.last_trick : o.trick).filter((play) => !play.pass);
  const top = trick.length - 1;
  const plays = trick.map((play, index) => trickPlay(controller, play, { top: index === top && !completed, exitTo: completed?.taker }));
  const fresh = !o.trick.length && !completed && !o.played.length;
  return el(
    "div",
    { class: "prezydent-centre" },
    o.revolution ? orderLine(o) : null,
    trickList(trick, { class: `trick${completed ? " complete" : ""}`, id: "trick", "aria-label": t("prezydent.trick") }, plays),
    fresh ? exchangeNotes(view, controller) : null,
    completed || !o.last_trick.some((play) => !play.pass) ? null : previousTrickToggle(controller, () => previousTrick(o, controller)),
  );
}

/**
 * The plays of a past trick side by side (frame.js's trick row), each joker with what it stood for.
 * @param {TrickPlay[]} plays
 */
function pastTrick(controller, plays, winner) {
  return el(
    "ol",
    { class: "trick-row" },
    plays
      .filter((play) => !play.pass)
      .map((play) =>
        el(
          "li",
          { class: `slot${play.seat === winner ? " winner" : ""}`, dataset: { seat: play.seat } },
          el("span", { class: "cards" }, laidOut(play).map(({ card, as }) => playedCard(card, as))),
          el("span", { class: "slot-name" }, controller.shortName(play.seat)),
        ),
      ),
  );
}

/**
 * The trick taken before this one (or the deal's closing plays), and who took it.
 * @param {PrezydentObservation} o
 */
function previousTrick(o, controller) {
  const winner = o.last_trick_winner;
  return [
    pastTrick(controller, o.last_trick, winner),
    winner === null ? null : el("span", {}, t("prezydent.trick_taken", { name: controller.seatName(winner) })),
  ];
}

/** @param {PrezydentView} view */
function actions(view, controller) {
  const o = view.observation;
  if (controller.phase() !== "turn") return [];
  if (o.phase === "exchange") {
    const count = o.legal_actions[0].cards.length;
    return [selectionButton(controller, { id: "give", label: t("prezydent.give"), dataset: { count } })];
  }
  const canPass = o.legal_actions.some((a) => a.type === "pass");
  return [
    selectionButton(controller, { id: "play", label: t("prezydent.play"), dataset: { count: o.to_beat ? o.to_beat.cards.length : 0 } }),
    el("button", { type: "button", id: "pass", disabled: !canPass, onclick: () => controller.act("pass") }, t("prezydent.pass")),
  ];
}

/** @param {PrezydentView} view */
function prompt(view, controller) {
  const o = view.observation;
  if (controller.phase() !== "turn") {
    if (controller.completedTrick) return t("prezydent.trick_taken", { name: controller.seatName(controller.completedTrick.taker) });
    return controller.waitingText();
  }
  if (o.phase === "exchange") return t("prezydent.give_prompt", { count: o.legal_actions[0].cards.length });
  const [key, params] = playPrompt(o);
  return t(key, params);
}

/** P23: "Wyrównanie: Komputer 2 traci kolejkę." after an equal play, from the view it led to. */
function skipSentences(controller, actor, action) {
  if (action.type !== "play" || !controller.view) return [];
  const skipped = skippedBy(controller.view.observation, actor);
  if (skipped === null) return [];
  return [controller.isYou(skipped) ? t("prezydent.skip_announce_you") : t("prezydent.skip_announce", { name: controller.seatName(skipped) })];
}

/**
 * P15: each seat's points in finished deal ``index``: one per player for the first out, down to 1 for the last.
 * @param {PrezydentObservation} o
 */
function dealPoints(o, index) {
  const places = o.deal_places[index];
  return places.map((_, seat) => o.num_players - places.indexOf(seat));
}

/**
 * The figures of finished deal ``index``: each seat's place, title and points, and the totals after it.
 * @param {PrezydentView} view
 */
function dealBreakdown(view, controller, index) {
  const o = view.observation;
  const n = o.num_players;
  const totals = totalsAfter(o.deal_places.map((_, i) => dealPoints(o, i)), index);
  const rows = o.deal_places[index].map((seat, place) =>
    el(
      "tr",
      { dataset: { seat } },
      el("td", {}, String(place + 1)),
      el("th", { scope: "row" }, controller.seatName(seat)),
      el("td", {}, t(`title.${o.titles[place]}`)),
      el("td", {}, `+${n - place}`),
      el("td", {}, String(totals[seat])),
    ),
  );
  return el(
    "div",
    { class: "deal-breakdown table-scroll", tabindex: "0" },
    el(
      "table",
      {},
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          // A phone heads the place column "#", so that every column fits its width.
          el("th", { scope: "col", "aria-label": t("results.place") }, el("span", { class: "long-head" }, t("results.place")), el("span", { class: "short-head", "aria-hidden": "true" }, "#")),
          ["results.player", "results.title", "results.points", "results.total"].map((k) => el("th", { scope: "col" }, t(k))),
        ),
      ),
      el("tbody", {}, rows),
    ),
  );
}

/** @param {PrezydentView} view */
function results(view, controller) {
  const o = view.observation;
  const final = view.terminal;
  const best = Math.max(...o.totals);
  const winners = o.totals.map((total, seat) => (total === best ? seat : null)).filter((seat) => seat !== null);
  return el(
    "div",
    { class: "results", role: "dialog", "aria-modal": "false", "aria-labelledby": "results-title", id: "results" },
    el("h2", { id: "results-title" }, final ? t("game.over") : dealResultTitle(o.deal_places.length, o.deals)),
    dealBreakdown(view, controller, o.deal_places.length - 1),
    final ? el("p", { class: "winner" }, t("results.winner", { names: listText(winners.map((s) => controller.seatName(s))) })) : null,
    resultActions(view, controller),
  );
}

/** @type {import("../table/types.js").Renderer<PrezydentObservation, import("../table/table.js").TableController>} */
export const prezydent = {
  dealEnded(before, after) {
    return after.observation.deal_places.length > before.observation.deal_places.length;
  },

  /** P7: when every other player has passed since the last play, its player takes the trick. */
  trickTaken(before, after) {
    const taken = before.observation.trick.length > 0 && after.observation.trick.length === 0 && after.observation.last_trick.length > 0;
    return taken ? after.observation.last_trick_winner : null;
  },

  deals(view) {
    return view.observation.deal_places.map((_, index) => ({ number: index + 1, gains: dealPoints(view.observation, index) }));
  },

  dealResult: dealBreakdown,

  describeAction(controller, actor, action) {
    const name = controller.seatName(actor);
    if (action.type === "pass") return t("announce.pass", { name });
    if (action.type === "give") return t("announce.give", { name });
    return [t("announce.play", { name, cards: playText(action) }), ...skipSentences(controller, actor, action)].join(" ");
  },

  /** A play in words: its cards, a joker with what it stands for, a run from end to end (P25, P26). */
  actionText(controller, action) {
    if (action.type === "pass") return t("prezydent.pass_word");
    if (action.type === "give") return t("prezydent.give_text", { cards: cardsLabel(action.cards) });
    return playText(action);
  },

  consequences: skipSentences,

  /** P27: one reading of a selection that has several, e.g. "schodki 7♥ 8♥ 9♥ (joker jako 9♥)". */
  readingLabel(action) {
    return readingText(action);
  },

  status(view, controller) {
    const o = view.observation;
    const showingResult = Boolean(controller.waitingForContinue || view.terminal);
    const number = showingResult ? o.deal_places.length : o.deal_number + 1; // the finished deal, not the next
    return t("deal.number", { number, deals: o.deals });
  },

  seat,
  centre,
  actions,
  prompt,
  results,

  hand(view, controller) {
    const playable = view.observation.phase === "exchange" ? null : controller.playableCards();
    return { cards: view.observation.hand, playable };
  },
};
