// What a card id says, in any language: its rank, its suit, its kind, and the rank's letter
// as the page shows it. Ids never change with the language (see cards.js for how a card is drawn).
import { t } from "../i18n.js";

/** The jokers' ids and the letter of their colour in the i18n keys. */
export const JOKERS = { RJ: "R", BJ: "B" };

export function rankOf(card) {
  return card.slice(0, -1);
}

export function suitOf(card) {
  return card.slice(-1);
}

/** The rank's letter in the page's language (the deck says how to read J, Q and K). */
export function rankLetter(rank, deck = "french") {
  return t(deck === "tarok" ? `tarok.rank.short.${rank}` : `rank.short.${rank}`);
}

/** What a card is: "joker", "fool", "tarok" (a trump) or "suit". */
export function kind(card) {
  if (card in JOKERS) return "joker";
  if (card === "FOOL") return "fool";
  if (/^T\d+$/.test(card)) return "tarok";
  return "suit";
}
