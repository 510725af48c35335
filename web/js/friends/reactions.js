// Quick reactions at a table shared with friends: a few fixed ones (no free text),
// each shown briefly at the seat of the player who sent it. The host's page passes
// them on, at most one a seat every MIN_GAP_MS, and may turn them off for everyone.
import { el } from "../dom.js";
import { t } from "../i18n.js";

export const REACTIONS = ["thumbs", "wow", "laugh", "monkey", "nice", "hurry"];
const WORDS = new Set(["nice", "hurry"]); // said in words, not a picture: a wider button
export const SHOWN_MS = 4_000;
export const MIN_GAP_MS = 1_500;

/** The reaction shown at each seat now, each for SHOWN_MS; ``onChange()`` when one appears or ends. */
export class ReactionBoard {
  #shown = new Map(); // seat → {reaction, timer}
  #last = new Map(); // seat → when its last reaction was taken (performance.now())

  constructor(onChange) {
    this.onChange = onChange;
  }

  /** Show ``reaction`` at ``seat``; false (nothing shown) when that seat sent one less than MIN_GAP_MS ago. */
  show(seat, reaction) {
    const now = performance.now();
    if (now - (this.#last.get(seat) ?? -Infinity) < MIN_GAP_MS) return false;
    this.#last.set(seat, now);
    clearTimeout(this.#shown.get(seat)?.timer);
    const timer = setTimeout(() => {
      this.#shown.delete(seat);
      this.onChange();
    }, SHOWN_MS);
    this.#shown.set(seat, { reaction, timer });
    this.onChange();
    return true;
  }

  at(seat) {
    return this.#shown.get(seat)?.reaction ?? null;
  }
}

/** The reaction at ``seat`` of the table's remote, as a bubble at that seat (else nothing). */
export function reactionBubble(remote, seat) {
  const reaction = remote?.reactionAt?.(seat);
  return reaction ? el("p", { class: "seat-reaction", role: "status", dataset: { reaction } }, t(`friends.reaction_${reaction}`)) : null;
}

/**
 * The table menu's "React" button, which opens the reactions beside it (the menu stays one row on a
 * laptop). ``send(reaction)`` sends one and folds them again (so do Escape and a press elsewhere);
 * ``redraw()`` draws the table again.
 * The picker keeps whether it is open across the table's redraws.
 */
export class ReactionPicker {
  open = false;

  constructor(send, redraw) {
    this.send = send;
    this.redraw = redraw;
  }

  #toggle(open) {
    this.open = open;
    if (open) document.addEventListener("pointerdown", this.#outside, true);
    else document.removeEventListener("pointerdown", this.#outside, true);
    this.redraw();
  }

  /** A press anywhere else folds the reactions, as a menu does. */
  #outside = (event) => {
    if (!event.target.closest?.(".reaction-picker")) this.#toggle(false);
  };

  draw() {
    const toggle = el(
      "button",
      { type: "button", class: "secondary", id: "reactions-open", "aria-expanded": String(this.open), "aria-controls": "reactions", onclick: () => this.#toggle(!this.open) },
      t("friends.react"),
    );
    const choices = this.open
      ? el(
          "div",
          {
            class: "reactions",
            id: "reactions",
            role: "group",
            "aria-label": t("friends.reactions"),
            onkeydown: (event) => event.key === "Escape" && (event.stopPropagation(), this.#toggle(false), document.getElementById("reactions-open")?.focus()),
          },
          REACTIONS.map((reaction) =>
            el(
              "button",
              {
                type: "button",
                class: WORDS.has(reaction) ? "secondary reaction word" : "secondary reaction",
                dataset: { reaction },
                "aria-label": t(`friends.reaction_${reaction}_label`),
                onclick: () => {
                  this.send(reaction);
                  this.#toggle(false);
                },
              },
              t(`friends.reaction_${reaction}`),
            ),
          ),
        )
      : null;
    return el("div", { class: "reaction-picker" }, toggle, choices);
  }
}
