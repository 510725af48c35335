// Prezydent's plays in words and in the order they are laid out, with the house rules (P23–P27):
// what a joker stands for, a run from its lowest card to its highest, who lost a turn to an equal
// play. Pure functions of the engine's JSON (no DOM), so that they are tested under Node
// (tests/web/prezydent-plays.test.mjs); prezydent.js draws with them.
import { listText, t } from "../i18n.js";
import { cardLabel, cardText, cardsLabel } from "../cards/cards.js";
import { rankLetter } from "../cards/card-ids.js";

/**
 * @typedef {import("./types.js").PlayReading & {cards?: string[]}} Played   a legal play or a trick's play
 * @typedef {import("./types.js").PrezydentObservation} PrezydentObservation
 */

/** Whether ``stand`` (what a joker stands for) is a whole card ("9H", in a run) rather than a rank ("7", in a set). */
function isCard(stand) {
  return /^(?:[2-9]|10|[JQKA])[SHDC]$/.test(stand);
}

/** What a joker stands for as the table shows it: "7" (a rank, "W" for a jack in Polish) or "9♥" (a card of a run). */
export function standText(stand) {
  return isCard(stand) ? cardText(stand) : rankLetter(stand);
}

/** What a joker stands for as a screen reader says it: "7", "9 kier". */
export function standLabel(stand) {
  return isCard(stand) ? cardLabel(stand) : rankLetter(stand);
}

/**
 * The cards of a play in the order they are laid out, each with what it stands for: a run low to high
 * as it reads, each joker where its card would be (P26); a set's own cards, then its jokers (P25).
 * ``as`` is null for a natural card and for a joker played alone.
 * @param {Played} play
 * @returns {{card: string, as: string | null}[]}
 */
export function laidOut(play) {
  const jokers = play.jokers ?? [];
  const standing = new Map(jokers.map((joker) => [joker.card, joker.as]));
  if (play.combo === "run" && play.run) {
    const byStand = new Map(jokers.map((joker) => [joker.as, joker.card]));
    return play.run.map((card) => (byStand.has(card) ? { card: byStand.get(card), as: card } : { card, as: null }));
  }
  return play.cards.map((card) => ({ card, as: standing.get(card) ?? null }));
}

/** The jokers of a play that stand for a card or rank (not jokers played alone). @param {Played} play */
function standingJokers(play) {
  return (play.jokers ?? []).filter((joker) => joker.as !== null);
}

/** "czerwony joker jako 9 kier i czarny joker jako 10 kier": what each joker of a play stands for. @param {Played} play */
function jokersText(play, stand = standLabel) {
  return listText(standingJokers(play).map((joker) => t("prezydent.joker_as", { joker: cardLabel(joker.card), card: stand(joker.as) })));
}

/**
 * A play in words, for the announcer, the hint and the review: "7 pik, 7 kier"; a set with a joker
 * "7 pik + czerwony joker (jako 7)"; a run "schodki 5♥–7♥", with its jokers "schodki 7♥–9♥ (czerwony
 * joker jako 9♥)"; jokers alone by their names.
 * @param {Played} play
 */
export function playText(play) {
  if (play.combo === "run" && play.run) {
    const run = t("prezydent.run_text", { from: cardText(play.run[0]), to: cardText(play.run[play.run.length - 1]) });
    const jokers = jokersText(play, standText);
    return jokers ? t("prezydent.with_jokers", { play: run, jokers }) : run;
  }
  if (play.combo === "set" && standingJokers(play).length) {
    const naturals = play.cards.filter((card) => !standingJokers(play).some((joker) => joker.card === card));
    const jokers = standingJokers(play).map((joker) => cardLabel(joker.card));
    return t("prezydent.set_with_jokers", { cards: cardsLabel(naturals), jokers: listText(jokers), rank: rankLetter(play.rank) });
  }
  return cardsLabel(play.cards);
}

/**
 * One reading of a selection that has several (P27), on its button: a run card by card, "schodki 7♥ 8♥
 * 9♥ (joker jako 9♥)"; a set "para: 7 (joker jako 7)".
 * @param {Played} play
 */
export function readingText(play) {
  const jokers = listText(standingJokers(play).map((joker) => t("prezydent.reading_joker", { card: standText(joker.as) })));
  let shown;
  if (play.combo === "run" && play.run) shown = t("prezydent.run_cards", { cards: play.run.map((card) => cardText(card)).join(" ") });
  else if (play.combo === "set" && play.rank) shown = `${t(`prezydent.group.${play.cards.length}`)}: ${rankLetter(play.rank)}`;
  else shown = play.cards.map((card) => cardText(card)).join(" ");
  // the parenthesis breaks as a whole onto a next line of a narrow button, never within itself
  return jokers ? `${shown} (${jokers.replaceAll(" ", "\u00a0")})` : shown;
}

/**
 * The seat that lost its turn to ``actor``'s play just made (P23), read from the observation it led to:
 * the play is the trick's last, or the last of the trick just taken (P24); null if none did.
 * @param {PrezydentObservation} o
 * @param {number} actor
 */
export function skippedBy(o, actor) {
  const trick = o.trick.length ? o.trick : o.last_trick;
  const play = trick[trick.length - 1];
  return play && play.seat === actor && !play.pass && typeof play.skipped === "number" ? play.skipped : null;
}

/**
 * The key and parameters of the prompt at the player's turn in the play (P4, P5, P23, P25, P26).
 * @param {PrezydentObservation} o
 * @returns {[string, Record<string, unknown>]}
 */
export function playPrompt(o) {
  const beat = o.to_beat;
  if (!beat) return [o.stairs ? "prezydent.lead_prompt_stairs" : "prezydent.lead_prompt", {}];
  const count = beat.cards.length;
  if (beat.combo === "jokers") return [o.equalize && count === 1 ? "prezydent.jokers_prompt_equal" : "prezydent.jokers_prompt", {}];
  if (beat.combo === "run") return [o.equalize ? "prezydent.run_prompt_equal" : "prezydent.run_prompt", { count }];
  const group = t(`prezydent.group.${count}`);
  return [o.equalize ? "prezydent.beat_or_equal_prompt" : "prezydent.beat_prompt", { group }];
}
