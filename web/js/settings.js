// Visual settings, remembered across visits: contrast, grain and colour
// temperature (0–100 %, default 50 %, like the source app), card size, a
// four-colour deck, animation speed and the computer's pace. Applied as CSS
// custom properties and classes on <html>; the operating system's reduced
// motion setting always wins over the animation speed.
import { el } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "karciarnia.settings";
const FORMAT = 1;
export const DEFAULTS = Object.freeze({
  contrast: 50,
  grain: 50,
  temperature: 50,
  cardSize: "normal",
  fourColour: false,
  animation: "normal",
  pace: "normal",
});
const CHOICES = {
  cardSize: ["small", "normal", "large"],
  animation: ["normal", "fast", "off"],
  pace: ["slow", "normal", "fast", "instant"],
};
const SLIDERS = ["contrast", "grain", "temperature"];
const CARD_WIDTH = { small: "2.6rem", normal: "3.2rem", large: "4rem" };
const ANIMATION_SCALE = { normal: 1, fast: 0.5, off: 0 };

function valid(name, value) {
  if (SLIDERS.includes(name)) return Number.isInteger(value) && value >= 0 && value <= 100;
  if (name === "fourColour") return typeof value === "boolean";
  return CHOICES[name]?.includes(value) ?? false;
}

/** The stored settings, each unknown or invalid value replaced by its default. */
export function readSettings() {
  let stored = {};
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    if (parsed && parsed.format === FORMAT) stored = parsed;
  } catch {
    stored = {};
  }
  const settings = {};
  for (const [name, fallback] of Object.entries(DEFAULTS)) settings[name] = valid(name, stored[name]) ? stored[name] : fallback;
  return settings;
}

function writeSettings(settings) {
  localStorage.setItem(KEY, JSON.stringify({ format: FORMAT, ...settings }));
}

/** Put the settings into effect on the whole page. */
export function applySettings(settings = readSettings()) {
  const root = document.documentElement.style;
  root.setProperty("--contrast", String(0.6 + settings.contrast / 125)); // 0.6 … 1.4, 1 at 50 %
  root.setProperty("--grain", String(settings.grain / 400)); // 0 … 0.25
  const warmth = (settings.temperature - 50) / 50; // −1 cool … +1 warm
  root.setProperty("--warm", String(Math.max(0, warmth) * 0.18));
  root.setProperty("--cool", String(Math.max(0, -warmth) * 0.18));
  root.setProperty("--card-w", CARD_WIDTH[settings.cardSize]);
  root.setProperty("--motion", String(ANIMATION_SCALE[settings.animation]));
  document.documentElement.classList.toggle("four-colour", settings.fourColour);
  document.documentElement.classList.toggle("no-animation", settings.animation === "off");
}

function slider(settings, name, onChange) {
  const id = `setting-${name}`;
  const input = el("input", { type: "range", id, min: 0, max: 100, step: 5, value: settings[name] });
  const output = el("output", { for: id }, `${settings[name]} %`);
  input.addEventListener("input", () => {
    output.textContent = `${input.value} %`;
    input.setAttribute("aria-valuetext", `${input.value} %`);
    onChange(name, Number(input.value));
  });
  return el("div", { class: "field" }, el("label", { for: id }, t(`settings.${name}`)), input, output);
}

function choice(settings, name, onChange) {
  const id = `setting-${name}`;
  const select = el("select", { id });
  for (const value of CHOICES[name]) select.append(el("option", { value, selected: value === settings[name] }, t(`settings.${name}.${value}`)));
  select.addEventListener("change", () => onChange(name, select.value));
  return el("div", { class: "field" }, el("label", { for: id }, t(`settings.${name}`)), select);
}

/** The settings dialog; every change applies and is remembered at once. */
export function openSettings(opener) {
  const settings = readSettings();
  const change = (name, value) => {
    settings[name] = value;
    writeSettings(settings);
    applySettings(settings);
  };
  const fourColour = el("input", { type: "checkbox", id: "setting-fourColour", checked: settings.fourColour });
  fourColour.addEventListener("change", () => change("fourColour", fourColour.checked));
  const dialog = el(
    "dialog",
    { id: "settings", "aria-labelledby": "settings-title" },
    el("h2", { id: "settings-title" }, t("settings.title")),
    SLIDERS.map((name) => slider(settings, name, change)),
    choice(settings, "cardSize", change),
    el("div", { class: "field checkbox" }, fourColour, el("label", { for: "setting-fourColour" }, t("settings.fourColour"))),
    choice(settings, "animation", change),
    choice(settings, "pace", change),
    el("p", { class: "note" }, t("settings.reduced_motion_note")),
    el(
      "div",
      { class: "dialog-buttons" },
      el("button", { type: "button", id: "settings-reset", onclick: () => { writeSettings({ ...DEFAULTS }); applySettings(); dialog.close(); dialog.remove(); openSettings(opener); } }, t("settings.reset")),
      el("button", { type: "button", class: "primary", onclick: () => dialog.close() }, t("settings.close")),
    ),
  );
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}
