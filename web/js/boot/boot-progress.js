// The engine's start as the player sees it: a determinate bar saying what is
// happening (downloading so many of so many MB, then starting Python), shown
// where the player looks (under the start button, on the "back to your game"
// panel) from the first paint until the engine is ready. Every such bar is a
// [data-boot-progress] element, kept current from the engine's progress events.
import { el } from "../dom.js";
import { documentLang, language, t } from "../i18n.js";

const DOWNLOAD_SHARE = 0.85; // the bar's part for the download; starting Python fills the rest
const MB = 1_000_000;

/** How far the start is, from 0 to 1, for the worker's latest ``progress`` ({stage, loaded, total}). */
export function progressFraction(progress) {
  if (!progress) return 0;
  if (progress.stage === "download" && progress.total > 0) return DOWNLOAD_SHARE * Math.min(1, progress.loaded / progress.total);
  return progress.stage === "prepare" ? (1 + DOWNLOAD_SHARE) / 2 : 0;
}

const formats = new Map(); // language → its number format: making one is what costs, not using it

function megabytes(bytes) {
  const lang = language();
  if (!formats.has(lang)) formats.set(lang, new Intl.NumberFormat(documentLang(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return formats.get(lang).format(bytes / MB);
}

/** What the bar says for ``progress``. */
export function progressLabel(progress) {
  if (progress?.stage === "download" && progress.total > 0) {
    return t("engine.downloading", { loaded: megabytes(progress.loaded), total: megabytes(progress.total) });
  }
  return progress?.stage === "prepare" ? t("engine.preparing") : t("engine.loading");
}

/** A new bar, showing ``engine``'s progress now. */
export function bootProgress(engine) {
  // A label round the bar names it for assistive technology (a <progress> is labelable).
  const bar = el(
    "label",
    { class: "boot-progress", "data-boot-progress": "" },
    el("span", { class: "boot-progress-label" }),
    el("progress", { max: 100, value: 0 }),
  );
  drawProgress(bar, engine.progress);
  requestAnimationFrame(markBarShown); // by then the room that asked for it has put it on the page
  return bar;
}

/** The header's own "loading" steps aside (style.css) while a bar on the page says it. */
function markBarShown() {
  document.getElementById("engine-status")?.toggleAttribute("data-bar-shown", document.querySelector("[data-boot-progress]") !== null);
}

function drawProgress(bar, progress) {
  bar.querySelector("progress").value = Math.round(100 * progressFraction(progress));
  bar.querySelector(".boot-progress-label").textContent = progressLabel(progress);
  bar.dataset.stage = progress?.stage ?? "start";
}

/** Bring every bar on the page up to ``engine``'s state; a ready (or failed) engine's bars go. */
export function showBootProgress(engine) {
  for (const bar of document.querySelectorAll("[data-boot-progress]")) {
    if (engine.state === "loading") drawProgress(bar, engine.progress);
    else bar.remove();
  }
  markBarShown();
}
