// A game's tile on the home screen: a fan of three of the game's own cards (drawn by the table's
// card art), its name, the player's rating in it (once a game is rated: with house rules, when it deals them), one line of what it is and
// how many play. The whole tile deals at once.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { cardArt } from "../cards/card-art.js";
import { ratingText } from "../player/ratings.js";

/** Three cards that say each game at a glance, and the deck that reads them. */
const PICTURES = {
  prezydent: { deck: "french", cards: ["3C", "KH", "2S"] },
  koalicje: { deck: "french", cards: ["10D", "RJ", "AS"] },
  tarok: { deck: "tarok", cards: ["T1", "FOOL", "T21"] },
  doudizhu: { deck: "french", cards: ["2H", "BJ", "RJ"] },
};

/** How many play ``game``: its range of players where that is an option, else its seats. */
export function playerCount(game) {
  const players = game.options.find((option) => option.name === "players");
  return players ? `${players.min}–${players.max}` : String(game.seats);
}

function picture(gameId) {
  const { deck, cards } = PICTURES[gameId] ?? PICTURES.prezydent;
  return el("span", { class: "tile-picture", "aria-hidden": "true" }, cards.map((card) => el("span", { class: "tile-card" }, cardArt(card, { deck }))));
}

/** How many play, as a small badge: a figure and the count (read out in words). */
function playersBadge(game) {
  const count = playerCount(game);
  return el("span", { class: "tile-players" }, el("span", { "aria-hidden": "true" }, count), el("span", { class: "visually-hidden" }, t("home.players", { count })));
}

/** The player's rating in the game as the tile deals it, "Rating 1480 ± 90", or null before one. */
function ratingLine(rating) {
  if (!rating) return null;
  return el("span", { class: "tile-rating", dataset: { rating: Math.round(rating.rating) } }, el("span", { class: "tile-rating-label" }, t("rating.title")), " ", ratingText(rating));
}

/**
 * The tile's main button for ``game`` (named ``name``): a tap deals with the remembered options
 * (``play``); ``rating``: the player's rating in the game as they deal it (player/ratings.js), if any.
 * @param {any} game
 * @param {string} name
 * @param {(button: HTMLElement) => void} play
 * @param {import("../player/ratings.js").RatingEntry} [rating]
 */
export function tileButton(game, name, play, rating) {
  return el(
    "button",
    { type: "button", class: "tile-play", id: `play-${game.id}`, onclick: (event) => play(event.currentTarget) },
    picture(game.id),
    el("span", { class: "tile-name" }, el("span", { class: "name-whole" }, name), el("span", { class: "name-short" }, t(`game_short.${game.id}`))),
    ratingLine(rating),
    el("span", { class: "tile-blurb" }, t(`blurb.${game.id}`)),
    playersBadge(game),
    el("span", { class: "tile-go" }, t("lobby.start")),
  );
}
