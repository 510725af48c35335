// The hand's fan: cards overlap so that each shows at least its index, in one row or, when even
// that does not fit, two (in the same order). The layout is measured on the page (layoutFan) and
// given to the next redraw's fan before it is matched to the page (patchKeepingTheFan), so that a
// redraw in place leaves the fan as it is: no card is moved between rows, no style changed, and
// nothing is laid out again unless the room or the cards changed.
import { el } from "../dom.js";
import { patchChildren } from "./patch.js";

/** @typedef {{ width: number, cardWidth: number, touch: boolean }} FanRoom */

/** The room each fan on the page had when last laid out. @type {WeakMap<Element, FanRoom>} */
const rooms = new WeakMap();

/** The fan's cards in rows: the row elements' children, or the fan's own. */
function fanRows(fan) {
  const rows = [...fan.querySelectorAll(".fan-row")];
  return rows.length ? rows.map((row) => [...row.children]) : [[...fan.children]];
}

/** The fan in ``root``'s hand zone, if it has one. */
function fanOf(root) {
  return root.querySelector('[data-zone="hand"] .fan');
}

/** The room ``fan`` has on the page: its width, a card's width, and whether cards are tapped (touch, or a narrow window). */
function measure(fan, card) {
  return {
    width: fan.clientWidth,
    cardWidth: parseFloat(getComputedStyle(card).width),
    touch: matchMedia("(pointer: coarse), (max-width: 40rem)").matches,
  };
}

/** ``count`` cards in ``room``: one row or two, the cards in the first, and the step between cards. */
function arrangement(count, { width, cardWidth, touch }) {
  const least = touch ? Math.min(44, cardWidth * 0.62) : cardWidth * 0.4; // enough to see and hit the index
  const stepFor = (perRow) => Math.min(cardWidth * 0.78, (width - cardWidth) / Math.max(perRow - 1, 1));
  const twoRows = stepFor(count) < least;
  const perRow = twoRows ? Math.ceil(count / 2) : count;
  return { twoRows, perRow, step: `${Math.max(Math.floor(stepFor(perRow) * 10) / 10, 8)}px` };
}

/** Lay ``fan`` out for ``room``; cards move only when the number of rows changes, and keep the focus when they do. */
function arrange(fan, room) {
  const rows = fanRows(fan);
  const cards = rows.flat();
  if (cards.length < 2) return;
  const { twoRows, perRow, step } = arrangement(cards.length, room);
  if (rows.length !== (twoRows ? 2 : 1)) {
    const focused = cards.find((card) => card === document.activeElement); // moving a card takes its focus away
    fan.replaceChildren(...(twoRows ? [el("div", { class: "fan-row" }, cards.slice(0, perRow)), el("div", { class: "fan-row" }, cards.slice(perRow))] : cards));
    focused?.focus({ preventScroll: true });
  }
  fan.classList.toggle("two-rows", twoRows); // changes nothing when the class already agrees
  if (fan.style.getPropertyValue("--step") !== step) fan.style.setProperty("--step", step);
}

/** Lay the page's fan in ``root`` out for the room it has now (after a redraw, or when the window changes). */
export function layoutFan(root) {
  const fan = fanOf(root);
  if (!fan) return;
  const size = `${innerWidth}x${innerHeight}`; // the window size this layout is for
  if (fan.dataset.layoutFor !== size) fan.dataset.layoutFor = size;
  const card = fan.querySelector(".card");
  if (!card) return;
  const room = measure(fan, card);
  rooms.set(fan, room);
  arrange(fan, room);
}

/** Lay ``fresh``'s fan (a redraw not yet on the page) out as ``root``'s fan was last laid out; nothing is measured. */
function layoutLikeShown(root, fresh) {
  const shown = fanOf(root);
  const room = shown && rooms.get(shown);
  const fan = fanOf(fresh);
  if (!room || !fan) return;
  fan.dataset.layoutFor = shown.dataset.layoutFor ?? "";
  arrange(fan, room);
}

/**
 * Make ``root`` show ``drawn`` (a redraw not yet on the page) in place (patch.js): its fan laid out first as
 * the fan shown is, so that the match keeps the fan as it is, then for the room it has now. The table and the
 * replay redraw so: what did not change is neither rebuilt nor painted again.
 */
export function patchKeepingTheFan(root, drawn) {
  layoutLikeShown(root, drawn);
  patchChildren(root, drawn);
  layoutFan(root);
}
