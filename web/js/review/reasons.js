// The engine's reasons for a verdict in words (engine/karciarnia/reasons): the
// templates are the "reasons" translations, the same file the terminal's
// review reads, so the page and `python -m karciarnia review` say the same.
import { cardText } from "../cards/cards.js";
import { language, t } from "../i18n.js";

/** A value in its unit ("points" or "votes"), as the terminal words it too. */
function amountText(value, unit) {
  const shown = Math.round(value * 100) / 100;
  return t(`reasons.amount.${unit}`, { amount: shown.toLocaleString(language()), count: shown });
}

/** One reason in words, its rule named after it. */
function reasonText(reason, { unit, deck }) {
  const cards = reason.cards.map((card) => cardText(card, deck)).join(", ");
  const params = { ...reason, cards, count: reason.points ?? reason.votes ?? 0 };
  if (reason.kind === "better_move_value") {
    Object.assign(params, { move: cards || t("reasons.pass"), best: amountText(reason.best, unit), played: amountText(reason.played, unit) });
  }
  const text = t(`reasons.kind.${reason.kind}`, params);
  return reason.rule ? `${text} ${t("reasons.rule", { rule: reason.rule })}` : text;
}

/** Each reason of an "analyse" reply in words: ``unit`` of its values, ``deck`` to name its cards. */
export function reasonsText(reasons, { unit = "points", deck = "french" } = {}) {
  return (reasons ?? []).map((reason) => reasonText(reason, { unit, deck }));
}
