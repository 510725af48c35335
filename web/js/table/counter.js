// The card counter (记牌器): an assist the player turns on per game, off by default. It shows what
// the other seats may still play, by rank (Dou Dizhu: 大王 小王 2 A K … 3; Prezydent: per rank;
// Tarok: every tarok, then each suit's honours and its pip cards; Koalicje: per suit, then the
// jokers), in a strip between the table's bar and the felt, clear of the hand and the trick.
// The engine counts (op "counter", from the seat's observation only: play.py op_counter); the page
// only draws its reply: ``out + known`` is the count, and a count with ``known`` cards in it (seen,
// still held by another seat: the turned bottom, a shown hand, cards handed over) carries a dot.
// counterModel is a pure function of the reply (tests/web/counter.test.mjs); drawCounter draws it.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { JOKERS, rankLetter } from "../cards/card-ids.js";

/**
 * The counter's reply (boot/types.js: CounterReply, CounterGroup, CounterItem).
 * @typedef {import("../boot/types.js").CounterItem} CounterItem
 * @typedef {import("../boot/types.js").CounterGroup} CounterGroup
 * @typedef {import("../boot/types.js").CounterReply} CounterReply
 *
 * One chip of the strip: its short label, its spoken name, the count still to be played by others
 * (``out + known``), the ``known`` part of it, whether its count is shown (a key of one card shows
 * its label alone, greyed once gone), and a colour where the label is a suit's or a joker's.
 * @typedef {{key: string, label: string, name: string, count: number, known: number, total: number, counted: boolean, zero: boolean, tone: string | null}} Chip
 * @typedef {{id: string, head: string | null, name: string, tone: string | null, chips: Chip[]}} ChipGroup
 * @typedef {{groups: ChipGroup[], count: number, known: number}} CounterModel
 */

/** A table setup (types.js: TableSetup, NewGame) with the counter chosen on it or not. */
/** @typedef {import("./types.js").TableSetup & {counter?: boolean}} CountedSetup */
/** @typedef {import("./types.js").NewGame & {counter?: boolean}} CountedGame */

const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);
// Koalicje's deuces standing in for the jokers (K2): the red joker is 2♥ 2♦, the black 2♠ 2♣.
const DEUCES = { RJ: "2♥2♦", BJ: "2♠2♣" };

/** The deck whose letters a game's ranks are read in (tarok: K D R P; else W D K A / J Q K A). */
function deckOf(game) {
  return game === "tarok" ? "tarok" : "french";
}

/** A rank's spoken name ("dama", "queen"; a number is its own). */
function rankName(rank, deck) {
  if (/^\d+$/.test(rank)) return rank;
  return t(deck === "tarok" ? `tarok.rank.name.${rank}` : `rank.name.${rank}`);
}

/** [label, spoken name, tone] of ``key`` in ``group``. */
function describe(group, key, deck) {
  if (key in JOKERS) {
    const name = t(`card.joker.${JOKERS[key]}`);
    if (group.deuces_as_jokers) return [DEUCES[key], name, `joker-${JOKERS[key]}`];
    return [t(`counter.joker.${JOKERS[key]}`), name, `joker-${JOKERS[key]}`];
  }
  if (key === "jokers") return [t("counter.jokers"), t("counter.jokers_name"), "joker-R"];
  if (key === "FOOL") return ["✻", t("card.fool"), null];
  if (/^T\d+$/.test(key)) return [key.slice(1), t("card.tarok", { number: key.slice(1) }), null];
  if (key === "pips") return [t("counter.pips"), t("counter.pips_name"), null];
  return [rankLetter(key, deck), rankName(key, deck), null];
}

/** A group's head (a suit's symbol) and spoken name. */
function groupHead(id) {
  if (id in SUIT_SYMBOLS) return { head: SUIT_SYMBOLS[id], name: t(`suit.${id}`), tone: RED.has(id) ? "red" : null };
  if (id === "taroks") return { head: null, name: t("counter.taroks"), tone: null };
  if (id === "jokers") return { head: null, name: t("counter.jokers_name"), tone: null };
  return { head: null, name: t("counter.ranks"), tone: null };
}

/**
 * The strip's chips for the engine's ``reply`` in ``game``: every group in the engine's order, each
 * key's count still to be played by others (``out + known``), and the totals of both.
 * @param {CounterReply} reply
 * @param {string} game
 * @returns {CounterModel}
 */
export function counterModel(reply, game) {
  const deck = deckOf(game);
  const groups = reply.groups.map((group) => ({
    id: group.id,
    ...groupHead(group.id),
    chips: group.items.map((item) => {
      const [label, name, tone] = describe(group, item.key, deck);
      const count = item.out + item.known;
      return { key: item.key, label, name, count, known: item.known, total: item.total, counted: item.total > 1, zero: count === 0, tone };
    }),
  }));
  const chips = groups.flatMap((group) => group.chips);
  return { groups, count: chips.reduce((sum, chip) => sum + chip.count, 0), known: chips.reduce((sum, chip) => sum + chip.known, 0) };
}

/** What a screen reader hears for ``chip``: "król: jeszcze 3 karty, w tym 1 widziana". */
export function chipText(chip) {
  const left = t("counter.item", { name: chip.name, count: chip.count });
  return chip.known ? `${left}, ${t("counter.item_known", { count: chip.known })}` : left;
}

/** The strip for ``model`` (counterModel): a group per row part, a chip per key. */
export function drawCounter(model) {
  return el(
    "section",
    {
      class: "counter-strip",
      id: "counter-strip",
      "aria-label": t("counter.label"),
      title: t("counter.label"),
      dataset: { count: model.count, known: model.known },
    },
    model.groups.map((group) =>
      el(
        "ul",
        { class: `counter-group${group.chips.some((chip) => chip.counted) ? " counted" : ""}`, dataset: { group: group.id }, role: "list", "aria-label": group.name },
        group.head ? el("li", { class: `counter-head${group.tone ? ` ${group.tone}` : ""}`, "aria-hidden": "true" }, group.head) : null,
        group.chips.map((chip) =>
          el(
            "li",
            {
              class: `counter-chip${chip.zero ? " zero" : ""}${chip.known ? " known" : ""}${chip.tone ? ` ${chip.tone}` : ""}`,
              dataset: { key: chip.key, count: chip.count, known: chip.known, total: chip.total },
            },
            el("span", { class: "counter-label", "aria-hidden": "true" }, chip.label),
            chip.counted ? el("span", { class: "counter-count", "aria-hidden": "true" }, String(chip.count)) : null,
            chip.known ? el("i", { class: "known-dot", "aria-hidden": "true" }) : null,
            el("span", { class: "visually-hidden" }, chipText(chip)),
          ),
        ),
      ),
    ),
  );
}

/**
 * A table's counter: on or off (the player's choice, the table's menu), whether it was ever on in
 * this game (``used``: the results and the statistics tell such a game apart), and the engine's
 * latest count for the seat at the device, asked once per new view.
 */
export class CardCounter {
  /**
   * @param {{engine: import("../boot/types.js").EngineLike, on: boolean, changed: () => void}} parts
   *   ``changed()``: the count (or the switch) changed, so the table draws again
   */
  constructor({ engine, on, changed }) {
    this.engine = engine;
    this.on = on;
    this.used = on;
    this.changed = changed;
    this.asked = null; // the view the last request was for: session, seat and moves
    /** @type {{game: string, moves: number, reply: CounterReply} | null} the latest count, and the view it is for */
    this.latest = null;
  }

  /** Turn the counter on or off; once on, the game was played with it. */
  toggle() {
    this.on = !this.on;
    this.used ||= this.on;
    this.changed();
  }

  /** Ask the engine for the count of ``view``'s seat, once per view (a reply for an older view is dropped). */
  refresh(view) {
    if (!this.on || !view) return;
    const asked = `${view.session}:${view.seat}:${view.moves}`;
    if (asked === this.asked) return;
    this.asked = asked;
    this.engine
      .call("counter", { session: view.session, seat: view.seat })
      .then(({ counter }) => {
        if (this.asked !== asked) return;
        this.latest = { game: view.game, moves: view.moves, reply: counter };
        this.changed();
      })
      .catch((error) => console.warn("the card counter was not counted:", error));
  }

  /**
   * Put the strip and the results' note into the table just drawn in ``root``: the strip while the
   * counter is on (the latest count, until the new one is in), the note "with card counter" under
   * the results' title of a game it was ever on in.
   */
  place(root) {
    const frame = root.querySelector(".table-frame");
    if (this.on && this.latest && frame) {
      const strip = drawCounter(counterModel(this.latest.reply, this.latest.game));
      strip.dataset.moves = String(this.latest.moves); // the view it counts (a newer one's count may be on its way)
      frame.querySelector(".table-bar")?.after(strip);
    }
    if (this.used) root.querySelector("#results-title")?.after(el("p", { class: "counter-note note", id: "counter-note" }, t("counter.used")));
  }

  /** The switch in the table's menu: pressed while the counter is shown. */
  menuButton() {
    return el(
      "button",
      { type: "button", class: "secondary", id: "counter-toggle", "aria-pressed": this.on ? "true" : "false", onclick: () => this.toggle() },
      t("counter.title"),
    );
  }
}
