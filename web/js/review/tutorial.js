// The guided first deal ("Naucz mnie" / "Teach me"): the engine's tutorial session on the
// shared table. The engine holds the lesson (its deal, the computers' fixed moves, each step's
// taught move, text and rule); this page only shows it: the step above the hand with a link to
// the rule, a refused move's reason in the message line, and at the end what comes next (a real
// game, the rules), with nothing else on the table to play: the table's phase is then "over".
import { el } from "../dom.js";
import { documentLang, language, t } from "../i18n.js";
import { openRules } from "../player/rules.js";

/** Open the rules of the lesson's game (at their start). */
function openLessonRules(controller, opener) {
  const { game, session } = controller.view;
  const options = () => controller.engine.call("save", { session }).then((reply) => reply.record.options);
  return openRules(game, { where: "table", options }, opener);
}

/** Open the rules of the lesson's game at the section that explains ``rule`` (its id, e.g. "P5"). */
async function openRule(controller, rule, opener) {
  await openLessonRules(controller, opener);
  const section = document.querySelector(`#rules-dialog .rules-section[data-rules~="${CSS.escape(rule)}"]`);
  if (!section) return;
  section.classList.add("tutorial-rule");
  section.scrollIntoView({ block: "start" });
}

/** ``text`` ({pl, en}) in the page's language. */
function localised(text) {
  return text[language()] ?? text.en;
}

/** The cards of the taught action, for the panel's data (tests and tools follow the lesson by it). */
function taughtCards(view) {
  const taught = view.observation.legal_actions.find((action) => action.id === view.tutorial.action);
  return (taught?.cards ?? []).join(",");
}

/**
 * The table's guide for a tutorial: ``panel(controller)`` draws the step in the dock,
 * ``refusal(error, controller)`` words a move the step refused (null: the table's own words).
 * ``onRealGame()`` leaves the lesson for a real game of the same kind; the lesson's end offers it,
 * the game's rules and the way back to the games.
 */
export function tutorialGuide({ onRealGame }) {
  return {
    panel(controller) {
      const { view } = controller;
      const lesson = view.tutorial;
      const heading = lesson.done ? t("tutorial.done") : lesson.step ? t("tutorial.step", { n: lesson.step, steps: lesson.steps }) : t("tutorial.intro");
      const rule = lesson.rule
        ? el(
            "button",
            { type: "button", class: "secondary tutorial-rule-link", id: "tutorial-rule", dataset: { rule: lesson.rule }, onclick: (event) => openRule(controller, lesson.rule, event.currentTarget) },
            t("tutorial.rule", { rule: lesson.rule }),
          )
        : null;
      const finish = lesson.done
        ? el(
            "div",
            { class: "tutorial-finish" },
            el("button", { type: "button", class: "primary", id: "tutorial-real-game", onclick: () => onRealGame() }, t("tutorial.real_game")),
            el("button", { type: "button", class: "secondary", id: "tutorial-rules", onclick: (event) => openLessonRules(controller, event.currentTarget) }, t("tutorial.read_rules")),
            el("button", { type: "button", class: "secondary", id: "tutorial-leave", onclick: () => controller.exit() }, t("tutorial.to_lobby")),
          )
        : null;
      return el(
        "section",
        {
          class: `tutorial-panel${lesson.done ? " done" : ""}`,
          id: "tutorial",
          "aria-labelledby": "tutorial-heading",
          dataset: { zone: "tutorial", step: lesson.step, done: lesson.done, action: lesson.action ?? "", cards: lesson.action ? taughtCards(view) : "" },
        },
        el("div", { class: "tutorial-head" }, el("h3", { id: "tutorial-heading" }, heading), rule),
        el("p", { class: "tutorial-text", id: "tutorial-text", lang: documentLang(language()) }, localised(lesson.text)),
        finish,
      );
    },

    refusal(error, controller) {
      const reason = controller.view.tutorial?.why_not;
      return error.type === "WrongStepError" && reason ? t("tutorial.not_this", { reason: localised(reason) }) : null;
    },
  };
}
