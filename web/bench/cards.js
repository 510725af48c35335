// The card gallery: every card of the French deck (with jokers) and of the tarok
// deck, drawn by js/cards/card-art.js at 110 px and 44 px wide, the back, and fanned
// hands of 12 cards that show 40 % of each card. ?lang=en draws it in English,
// ?four=1 with the four-colour deck. scripts/card_gallery.py screenshots it;
// tests/e2e/test_card_art.py checks it. body[data-done] marks it drawn; body[data-clone-micros]
// holds the time of one cardArt call from a built template.
import { cardArt, cardBack } from "../js/cards/card-art.js";
import { el } from "../js/dom.js";
import { LANGUAGES, setLanguage } from "../js/i18n.js";

const SUITS = ["S", "H", "D", "C"];
const FRENCH = [...SUITS.flatMap((suit) => ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"].map((rank) => rank + suit)), "RJ", "BJ"];
const TAROK = [
  ...Array.from({ length: 21 }, (_, i) => `T${i + 1}`),
  "FOOL",
  ...SUITS.flatMap((suit) => ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"].map((rank) => rank + suit)),
];
const FANS = {
  french: ["3C", "5D", "7H", "9S", "10D", "JC", "QH", "KS", "AD", "2H", "RJ", "BJ"],
  tarok: ["T21", "T15", "T10", "T1", "FOOL", "KH", "QD", "NC", "JS", "10H", "7C", "1D"],
};
const SIZES = [110, 44];

function drawn(card, deck) {
  return el("span", { class: "gallery-card", dataset: { card, deck } }, cardArt(card, { deck }));
}

function section(title, shot, className, cards) {
  return el("section", { class: `gallery-section ${className}`, dataset: { shot } }, el("h2", {}, title), el("div", { class: "gallery-row" }, cards));
}

function fan(deck, size) {
  const row = el("div", { class: `gallery-fan size-${size}`, dataset: { deck } }, FANS[deck].map((card) => drawn(card, deck)));
  return el("section", { class: "gallery-section fan", dataset: { shot: `fan-${deck}-${size}` } }, el("h2", {}, `fan: ${deck}, ${size} px`), row);
}

async function main() {
  const params = new URLSearchParams(location.search);
  const lang = LANGUAGES.includes(params.get("lang")) ? params.get("lang") : "pl";
  await setLanguage(lang);
  document.documentElement.classList.toggle("four-colour", params.get("four") === "1");
  const sections = [];
  for (const size of SIZES) {
    sections.push(
      section(`French deck, ${size} px`, `french-${size}`, `size-${size} deck-french`, FRENCH.map((card) => drawn(card, "french"))),
      section(`Tarok deck, ${size} px`, `tarok-${size}`, `size-${size} deck-tarok`, TAROK.map((card) => drawn(card, "tarok"))),
      section(`Back, ${size} px`, `back-${size}`, `size-${size} back`, [el("span", { class: "gallery-card" }, cardBack())]),
    );
  }
  for (const size of SIZES) sections.push(fan("french", size), fan("tarok", size));
  document.body.replaceChildren(...sections);
  document.body.dataset.cloneMicros = String(cloneMicros());
  document.body.dataset.done = "1";
}

/** Microseconds per cardArt call once its template is built (a redrawn hand pays this). */
function cloneMicros(rounds = 50) {
  const start = performance.now();
  for (let round = 0; round < rounds; round++) for (const card of TAROK) cardArt(card, { deck: "tarok" });
  return Math.round(((performance.now() - start) * 1000) / (rounds * TAROK.length));
}

main();
