// Drawing cards. French-suited cards show Polish letters (W D K A) or English
// (J Q K A) with suit symbols; tarok cards show K D R P (king, queen, knight,
// page) and 1–10, taroks by number, and the Fool; jokers a star in their
// colour. Every card also has a spoken label. Ids never change with the
// language; the deck ("french" or "tarok") says how to read J, Q and K.
import { el } from "../dom.js";
import { listText, t } from "../i18n.js";
import { cardArt, cardBack } from "./card-art.js";
import { JOKERS, kind, rankLetter, rankOf, suitOf } from "./card-ids.js";

const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** [big text, small text, css class] of a card's face. */
function face(card, deck) {
  switch (kind(card)) {
    case "joker":
      return ["★", t(`card.joker_short.${JOKERS[card]}`), `card joker joker-${JOKERS[card]}`];
    case "fool":
      return ["✻", t("card.fool_short"), "card fool"];
    case "tarok":
      return [card.slice(1), t("card.tarok_short"), "card tarok"];
    default:
      return [rankLetter(rankOf(card), deck), SUIT_SYMBOLS[suitOf(card)], `card suit-${suitOf(card)}`];
  }
}

/** The card as a person reads it: "D♥" in Polish, "Q♥" in English. */
export function cardText(card, deck = "french") {
  const [big, small] = face(card, deck);
  return kind(card) === "suit" ? big + small : `${small} ${big}`;
}

/**
 * The card as a screen reader says it: "4 kier", "dama kier", "queen of hearts", "tarok 21".
 * Number cards keep the digits their face shows, so that the name holds what is seen (WCAG 2.5.3).
 */
export function cardLabel(card, deck = "french") {
  switch (kind(card)) {
    case "joker":
      return t(`card.joker.${JOKERS[card]}`);
    case "fool":
      return t("card.fool");
    case "tarok":
      return t("card.tarok", { number: card.slice(1) });
    default: {
      const rank = rankOf(card);
      const names = deck === "tarok" ? "tarok.rank.name" : "rank.name";
      return t("card.label", { rank: /^\d+$/.test(rank) ? rank : t(`${names}.${rank}`), suit: t(`suit.${suitOf(card)}`) });
    }
  }
}

function words(text) {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * A hand card's name: the spoken name, led by the letters its face shows where the name does not
 * say them ("D, dama kier"; "4 kier" needs nothing), so that a card can be asked for by what is
 * seen on it (WCAG 2.5.3, label in name).
 */
export function handLabel(card, deck = "french") {
  const label = cardLabel(card, deck);
  const shown = face(card, deck).slice(0, 2).filter((text) => words(text).length).join(" ");
  const seen = words(shown);
  const said = words(label);
  const contained = said.some((_, start) => seen.every((word, i) => said[start + i] === word));
  return contained ? label : `${shown}, ${label}`;
}

export function cardsLabel(cards, deck = "french") {
  return listText(cards.map((card) => cardLabel(card, deck)));
}

/** A card that is only shown. */
export function cardFace(card, deck = "french") {
  return el("span", { class: face(card, deck)[2], role: "img", "aria-label": cardLabel(card, deck), dataset: { card } }, cardArt(card, { deck }));
}

/** A card in the player's hand: a toggle button (``index`` tells equal cards apart). */
export function cardButton(card, { index, selected, onToggle, deck = "french" }) {
  return el(
    "button",
    {
      type: "button",
      class: `${face(card, deck)[2]} in-hand`,
      "aria-pressed": selected ? "true" : "false",
      "aria-label": handLabel(card, deck),
      dataset: { card, index },
      onclick: (event) => onToggle(index, event),
    },
    cardArt(card, { deck }),
  );
}

/** A card face down (a seat's hand, a hidden stock): only a picture. */
export function cardBackFace() {
  return el("span", { class: "card back", "aria-hidden": "true" }, cardBack());
}
