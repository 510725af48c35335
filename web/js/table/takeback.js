// Take back your last move, in a game against computers: the engine returns the table to the player's
// last decision in the deal being played (op "takeback": the player's move and the computers' after it
// are undone, in the same session; never across a deal's end). A game with a takeback is marked: the
// saved game keeps the count, the statistics count it apart, it is not rated (player/saving.js), and
// its results say so. Offered where tables.js says (not the deal of the day, nor where people play).
import { announce, el } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";

/** @typedef {import("../boot/types.js").View} View */

export class Takeback {
  /** ``count``: how many times a move was taken back in this game so far (a resumed game's, from its save). */
  constructor(count = 0) {
    this.count = count;
  }

  /** Whether a move was ever taken back in this game (it is then not rated). */
  get used() {
    return this.count > 0;
  }

  /** The button beside the hint, on the player's turn: disabled where there is nothing to take back (the engine's view says). */
  button(controller) {
    const possible = Boolean(controller.view.takeback);
    return el(
      "button",
      {
        type: "button",
        class: "secondary",
        id: "takeback",
        disabled: !possible,
        title: possible ? t("takeback.title") : t("takeback.nothing"),
        onclick: () => this.take(controller),
      },
      t("takeback.button"),
    );
  }

  /**
   * Go back to the player's last decision; where the table would make the move there for the player at
   * once (their only move, or their last card), further back to the decision before it, while there is one.
   */
  async take(controller) {
    if (controller.busy || !controller.view.takeback) return;
    controller.busy = true;
    const back = async () => {
      const { view } = controller;
      ({ view: controller.view } = await controller.engine.call("takeback", { session: view.session, seat: view.seat }));
    };
    try {
      await back();
      this.count += 1;
      while (controller.view.takeback && controller.forcedAction()) await back();
      Object.assign(controller, { message: t("takeback.done"), readings: null, hinted: null, lastTap: null, selectionWhy: null, forcedNote: null, lastShown: null });
      controller.selection.clear();
    } catch (error) {
      controller.message = engineErrorText(error);
    } finally {
      controller.busy = false;
    }
    announce(controller.message);
    controller.render();
    await controller.runAI(); // a position the table moves on from by itself (a forced move) goes on
  }

  /** Above a finished game's results, once a move was taken back: the game is not rated. @param {View} view */
  note(view) {
    if (!view.terminal || !this.used) return null;
    return el("p", { class: "takeback-result", id: "takeback-result" }, t("takeback.not_rated", { count: this.count }));
  }
}
