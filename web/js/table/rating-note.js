// After a rated game the results say how the player's rating in it moved, above the game's own
// results: "Your rating: 1512 ± 180 (+12)", or the first rating of a game; after a deal played again,
// why it is not rated.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { isProvisional, yourRating } from "../player/ratings.js";
import { signed } from "./scoreboard.js";

/** @typedef {import("../player/ratings.js").RatingEntry} RatingEntry */

export class RatingNote {
  /**
   * ``changed()``: the table draws again once the engine has rated the game; ``replayed``: a deal played
   * again, never rated (player/saving.js: counted), its results say so.
   * @param {() => void} changed
   * @param {boolean} [replayed]
   */
  constructor(changed, replayed = false) {
    this.changed = changed;
    this.replayed = replayed;
    /** @type {{before: RatingEntry | undefined, after: RatingEntry} | null} */
    this.outcome = null;
  }

  /** The game was rated (player/saving.js hears it from the engine). @param {{before: RatingEntry | undefined, after: RatingEntry}} outcome */
  rated(outcome) {
    this.outcome = outcome;
    this.changed();
  }

  /** The results' line, or null while the game is not (yet) rated. */
  element() {
    if (this.replayed) return el("p", { class: "rating-result", id: "rating-replayed" }, t("rating.replayed"));
    if (!this.outcome) return null;
    const { before, after } = this.outcome;
    const change = before ? Math.round(after.rating) - Math.round(before.rating) : null;
    return el(
      "p",
      { class: "rating-result", id: "rating-result", dataset: { change: change ?? "", provisional: String(isProvisional(after)) } },
      yourRating(after, "rating-result-figures"),
      change === null ? el("span", { class: "rating-result-first" }, " ", t("rating.first")) : el("span", { class: "rating-result-change", id: "rating-change" }, " ", signed(change)),
    );
  }
}
