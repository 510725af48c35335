// The engine's reasons for a verdict in words (engine/karciarnia/reasons): the
// templates are the "reasons" translations, the same file the terminal's
// review reads, so the page and `python -m karciarnia review` say the same.
import { cardText } from "../cards/cards.js";
import { documentLang, language, listText, t } from "../i18n.js";

/** A value as the review shows it: to two decimals. */
export const rounded = (value) => Math.round(value * 100) / 100;

/** A rounded number in the page's language ("0,35" in Polish). */
export function numberText(value) {
  return rounded(value).toLocaleString(documentLang(language()));
}

/** A value in its unit ("points" or "votes"), as the terminal words it too: "1,5 głosu", "2 points". */
export function amountText(value, unit) {
  return t(`reasons.amount.${unit}`, { amount: numberText(value), count: rounded(value) });
}

/** One reason in words, its rule named after it. */
function reasonText(reason, { unit, deck }) {
  const cards = listText(reason.cards.map((card) => cardText(card, deck)));
  const params = { ...reason, cards, count: reason.points ?? reason.votes ?? reason.count ?? 0 }; // what the plural agrees with (engine: wording.plural_count)
  if (reason.kind === "better_move_value") {
    const move = cards || t(reason.answer ? `reasons.answer.${reason.answer}` : "reasons.pass"); // an answer: D28's doubling
    Object.assign(params, { move, best: amountText(reason.best, unit), played: amountText(reason.played, unit) });
  }
  const text = t(`reasons.kind.${reason.kind}`, params);
  return reason.rule ? `${text} ${t("reasons.rule", { rule: reason.rule })}` : text;
}

/** Each reason of an "analyse" reply in words: ``unit`` of its values, ``game`` whose deck names its cards. */
export function reasonsText(reasons, { unit = "points", game = "" } = {}) {
  const deck = game === "tarok" ? "tarok" : "french";
  return (reasons ?? []).map((reason) => reasonText(reason, { unit, deck }));
}
