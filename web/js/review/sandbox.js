// A table of the review's own, over the replay: a copy of the deal at one of the player's decisions
// (the engine's "fork"), drawn by the shared table controller with the game's renderer. The game in
// play, its saved copy and the statistics never hear of it: it has no onView (nothing saved, nothing
// counted), and closing it forgets its engine session. "Play on from here" (play-on.js) plays the
// deal on at it; "learn from your mistakes" (puzzles.js) asks for a better move at it.
import { el, returnFocus } from "../dom.js";
import { t } from "../i18n.js";
import { HUMAN } from "../friends/hotseat.js";
import { TableController } from "../table/table.js";

/** The seats of a copy of the deal: the player where they sat, a computer where one sat (another person's seat: the normal level). */
export function sandboxPlayers(players, seat) {
  return players.map((player, index) => (index === seat || player !== HUMAN ? player : "normal"));
}

/** The table controller of a copy: leaving it closes the dialog it sits in, and the game in play stays as it was. */
export class SandboxTable extends TableController {
  /** Forget the copy: its engine session, its drawing, its keys (once is enough). */
  dispose() {
    if (this.retired) return;
    this.engine.call("close", { session: this.view.session }).catch(() => {});
    this.retire();
    this.root.replaceChildren();
  }

  exit() {
    this.dispose();
    this.onExit();
  }
}

/**
 * A dialog over the whole viewport (``id``, titled ``title``) with a table's host and a panel under it,
 * over ``live`` (the table in play, which steps aside meanwhile: one table's ids on the page at a time);
 * ``onClose()`` runs once it is closed, and the focus goes back to ``opener``.
 */
export function sandboxDialog({ id, title, panel, live, opener, onClose }) {
  const host = el("div", { class: "sandbox-table" });
  const heading = el("h2", { id: `${id}-title` }, title);
  const close = el("button", { type: "button", class: "secondary", id: `${id}-close`, onclick: () => dialog.close() }, t("practice.close"));
  const dialog = el(
    "dialog",
    { id, class: "replay sandbox", "aria-labelledby": `${id}-title` },
    el("header", { class: "replay-bar" }, heading, close),
    host,
    panel,
  );
  dialog.addEventListener("close", () => {
    onClose();
    dialog.remove();
    live.render();
    returnFocus(opener); // the redraw just above may have replaced it
  });
  live.root.replaceChildren();
  document.body.append(dialog);
  dialog.showModal();
  return { dialog, host, heading };
}
