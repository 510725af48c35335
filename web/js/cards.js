// Drawing French-suited cards: Polish letters (W D K A) or English (J Q K A),
// suit symbols, and a spoken label. Ids never change with the language.
import { el } from "./dom.js";
import { t } from "./i18n.js";

const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function rankOf(card) {
  return card.slice(0, -1);
}

export function suitOf(card) {
  return card.slice(-1);
}

export function rankLetter(rank) {
  return t(`rank.short.${rank}`);
}

/** The card as a person reads it: "D♥" in Polish, "Q♥" in English. */
export function cardText(card) {
  return rankLetter(rankOf(card)) + SUIT_SYMBOLS[suitOf(card)];
}

/** The card as a screen reader says it: "dama kier", "queen of hearts". */
export function cardLabel(card) {
  return t("card.label", { rank: t(`rank.name.${rankOf(card)}`), suit: t(`suit.${suitOf(card)}`) });
}

export function cardsLabel(cards) {
  return cards.map(cardLabel).join(", ");
}

function faceChildren(card) {
  return [el("span", { class: "rank" }, rankLetter(rankOf(card))), el("span", { class: "suit" }, SUIT_SYMBOLS[suitOf(card)])];
}

function suitClass(card) {
  return `card suit-${suitOf(card)}`;
}

/** A card that is only shown. */
export function cardFace(card) {
  return el("span", { class: suitClass(card), role: "img", "aria-label": cardLabel(card), dataset: { card } }, faceChildren(card));
}

/** A card in the player's hand: a toggle button. */
export function cardButton(card, { selected, onToggle }) {
  return el(
    "button",
    {
      type: "button",
      class: `${suitClass(card)} in-hand`,
      "aria-pressed": selected ? "true" : "false",
      "aria-label": cardLabel(card),
      dataset: { card },
      onclick: () => onToggle(card),
    },
    faceChildren(card),
  );
}
