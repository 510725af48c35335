// "Play on from here": from one of the player's decisions in a deal's replay, the deal goes on at a
// table of its own (sandbox.js) with the same cards and the same computers, for the player to try
// another way; at the deal's end it says how the player's result compares with what happened.
// Nothing of it is saved or counted.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { engineErrorText } from "../boot/engine-failure.js";
import { signed } from "../table/scoreboard.js";
import { SandboxTable, sandboxDialog, sandboxPlayers } from "./sandbox.js";

/** The gain of the seat whose ``view`` this is in finished deal ``index`` (the renderer's list), or null. */
function gainIn(renderer, view, index) {
  return renderer.deals?.(view)?.[index]?.gains[view.seat] ?? null;
}

/** How the deal went then and now, for the player, in one line. */
function comparison(then, now) {
  const verdict = now > then ? "practice.better" : now < then ? "practice.worse" : "practice.same";
  return `${t("practice.then_now", { then: signed(then), now: signed(now) })} ${t(verdict)}`;
}

/** The replay's "play on from here" button: shown at each of the player's own decisions. */
export class PlayOn {
  /** ``viewer``: the replay (its table, replay, record); ``say(text)`` reports a refusal in its step line. */
  constructor({ table, replay, record, say }) {
    this.table = table;
    this.replay = replay;
    this.record = record;
    this.say = say;
    this.button = el("button", { type: "button", class: "secondary", id: "play-on", hidden: true, onclick: () => this.open() }, t("practice.play_on"));
  }

  /**
   * Show the button at ``step`` of the replay when it shows the player's decision or the position
   * just before it: either way play goes on from before that decision (``this.decision``, the step
   * that shows it, as the review, its graph and the puzzles number it).
   */
  update(step) {
    const { steps, seat } = this.replay;
    this.decision = steps[step]?.actor === seat ? step : steps[step + 1]?.actor === seat ? step + 1 : null;
    this.button.hidden = this.decision === null;
  }

  /** The deal from before the decision on view, at a table of its own over the replay. */
  async open() {
    const { table, replay } = this;
    const step = this.decision;
    let view;
    try {
      ({ view } = await this.fork(step));
    } catch (error) {
      this.say(engineErrorText(error));
      return;
    }
    const title = `${t(`game.${replay.game}`)}: ${t("practice.play_on_title", { step })}`;
    let sandbox = null;
    const { dialog, host } = sandboxDialog({ id: "play-on-table", title, panel: null, live: table, opener: this.button, onClose: () => sandbox?.dispose() });
    const start = async (startView) => {
      sandbox?.dispose();
      sandbox = new SandboxTable({ engine: table.engine, root: host, renderer: table.renderer, pace: table.pace, onExit: () => dialog.close() });
      sandbox.endOfPlay = (shown) => this.ending(shown, dialog, async () => start((await this.fork(step)).view));
      sandbox.message = t("practice.play_on_prompt");
      await sandbox.start(startView);
    };
    await start(view);
  }

  /** A new engine session at the position before the player's decision shown at ``step``. */
  fork(step) {
    const { table, replay, record } = this;
    return table.engine.call("fork", { record, moves: replay.first_move + step - 1, players: sandboxPlayers(table.view.players, replay.seat), seat: replay.seat });
  }

  /** What the copy's results end with: how the deal went then and now, then again from the same decision, or back. */
  ending(view, dialog, again) {
    const renderer = this.table.renderer;
    const then = gainIn(renderer, this.replay.steps.at(-1).view, this.replay.index);
    const now = gainIn(renderer, view, this.replay.index);
    const said = now === null || then === null ? "" : comparison(then, now);
    return el(
      "div",
      { class: "result-actions play-on-end" },
      el("p", { class: "play-on-compare", id: "play-on-compare", dataset: { then, now } }, said),
      el("button", { type: "button", class: "primary", id: "play-on-again", onclick: () => again().catch((error) => this.say(engineErrorText(error))) }, t("practice.again")),
      el("button", { type: "button", class: "secondary", id: "play-on-back", onclick: () => dialog.close() }, t("practice.back")),
    );
  }
}
