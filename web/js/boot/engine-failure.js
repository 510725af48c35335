// What the player is told when the engine fails, in the page's language; the
// technical detail stays in the console (see engine.js).
import { t } from "../i18n.js";

/** The sentence for an engine failure ``reason`` (boot, stopped, silent, broken). */
export function failureText(reason) {
  return t(`engine.failed.${reason}`);
}

/** The message for a refused ``engine.call``: a failed engine in the player's words, else the engine's error. */
export function engineErrorText(error) {
  if (error.type === "EngineUnavailable") return failureText(error.reason);
  return t("error.engine", { message: error.message });
}
