// Hot seat: friends at one device. Any seat of the lobby can be a
// person with a name; between two people's turns a cover hides the table and
// asks the next person to take the device, and only their click shows the
// table from their seat (the engine's view for that seat, nothing more).
import { el } from "../dom.js";
import { t } from "../i18n.js";

export const HUMAN = "human";
export const MAX_NAME = 20;
const CONTROL = /\p{Cc}/u;

/** ``text`` trimmed, as a person's name (1 to MAX_NAME characters, no control characters), or undefined. */
export function personName(text) {
  const name = typeof text === "string" ? text.trim() : "";
  return name && [...name].length <= MAX_NAME && !CONTROL.test(name) ? name : undefined;
}

/** A schema (web/js/schema.js) for a stored name: exactly what personName keeps. */
export const nameSchema = (value) => (personName(value) === value ? null : "not a person's name");

/** The name a person at ``seat`` (from 0) gets when none is given: "Gracz 2". */
export function defaultName(seat) {
  return t("hotseat.default_name", { n: seat + 1 });
}

/** Whether ``players`` (["human", "easy", …]) seats more than one person at the device. */
export function isHotSeat(players) {
  return players.filter((player) => player === HUMAN).length > 1;
}

/**
 * Whether a table of people ``names`` with no ``remote`` friends' link is a hot seat: several people share this device.
 * @param {{names?: unknown, remote?: unknown}} table
 */
export function hotSeatTable({ names, remote }) {
  return Boolean(names) && !remote;
}

/** The person the table must be handed to: the one to move if it is a person other than the viewer. */
export function nextPerson(view) {
  const mover = view.current_player;
  const person = !view.terminal && mover !== null && view.players[mover] === HUMAN;
  return person && mover !== view.seat ? mover : null;
}

/** The cover: whose turn it is, the button that shows their cards, and the way out (the game is saved). */
function coverScreen(name, onReady, onLeave) {
  return el(
    "section",
    { class: "hotseat-cover", id: "hotseat-cover", "aria-labelledby": "hotseat-title" },
    el("h2", { id: "hotseat-title" }, t("hotseat.pass", { name })),
    el("p", {}, t("hotseat.explain", { name })),
    el(
      "div",
      { class: "hotseat-actions" },
      el("button", { type: "button", class: "primary", id: "hotseat-ready", onclick: onReady }, t("hotseat.ready", { name })),
      el("button", { type: "button", class: "secondary", id: "hotseat-leave", onclick: onLeave }, t("table.leave")),
    ),
  );
}

/**
 * Hide ``table`` (a TableController) behind the cover for the person at ``seat``; once they
 * confirm, fetch that seat's view and draw the table from it, with nothing of the previous
 * person's choices kept.
 */
export async function handOver(table, seat) {
  await new Promise((resolve) => {
    table.cover = () => coverScreen(table.seatName(seat), resolve, () => table.exit());
    table.render();
  });
  const { view } = await table.engine.call("view", { session: table.view.session, seat });
  Object.assign(table, { cover: null, view, message: null, readings: null, hinted: null, lastTap: null });
  table.selection.clear();
  table.render();
}
