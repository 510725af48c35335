// Settings, remembered across visits: contrast, grain and colour temperature
// (0–100 %, default 50 %, like the source app), card size, a four-colour deck,
// animation speed, the computer's pace and thinking time, the table's sounds (off by default), the moves the table
// makes for the player when there is no choice (on by default; never in a lesson), a STUN server
// for playing with friends beyond the same network (none by default), the player's consent to
// invite friends across the internet (through public relays; off until given in the invitation,
// withdrawn here) and a TURN server for that (none by default). Applied as CSS
// custom properties and classes on <html>; the operating system's reduced
// motion setting always wins over the animation speed.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { MAX_JSON_CHARS, boolean, excerpt, integer, isObject, oneOf, parseJson } from "../schema.js";
import { readItem, writeItem, writeJson } from "../storage.js";

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
  thinking: "normal",
  sound: false,
  autoForced: true, // a forced pass, or a last card that is the only play, is played by the table
  stun: "", // none: friends connect on the same network only, and nothing is asked of another host
  internet: false, // friends across the internet: public relays and STUN servers are asked only once this is given
  turn: "", // a TURN server for friends across the internet (none by default), with its user and password
  turnUser: "",
  turnPassword: "",
});
// A STUN server's address as WebRTC takes it: stun:host or stun:host:port (a name, IPv4 or [IPv6]).
const STUN = /^stuns?:(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
// A TURN server's address: turn:host[:port] or turns:host[:port], with an optional ?transport=udp|tcp.
const TURN = /^turns?:(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?(?:\?transport=(?:udp|tcp))?$/;
const MAX_CREDENTIAL = 200;
const CHOICES = {
  cardSize: ["small", "normal", "large"],
  animation: ["normal", "fast", "off"],
  pace: ["slow", "normal", "fast", "instant"],
  thinking: ["quick", "normal", "long"],
};
// How long the hard level searches a move (the engine's "ai" budget): normal is the engine's own default;
// never more than 2 s, so a slow device still answers well within the page's patience.
const THINKING_MS = { quick: 350, normal: 700, long: 1500 };
const SLIDERS = ["contrast", "grain", "temperature"];
const SWITCHES = ["fourColour", "sound", "autoForced"];
const CARD_SCALE = { small: 0.82, normal: 1, large: 1.22 }; // times the card width the table fits to the screen
const ANIMATION_SCALE = { normal: 1, fast: 0.5, off: 0 };

const SCHEMAS = {
  ...Object.fromEntries(SLIDERS.map((name) => [name, integer(0, 100)])),
  ...Object.fromEntries(Object.entries(CHOICES).map(([name, values]) => [name, oneOf(values)])),
  ...Object.fromEntries(SWITCHES.map((name) => [name, boolean])),
  stun: (value) => (value === "" || (typeof value === "string" && STUN.test(value)) ? null : "not a STUN server's address"),
  internet: boolean,
  turn: (value) => (value === "" || (typeof value === "string" && TURN.test(value)) ? null : "not a TURN server's address"),
  turnUser: (value) => (typeof value === "string" && value.length <= MAX_CREDENTIAL ? null : "not a user name"),
  turnPassword: (value) => (typeof value === "string" && value.length <= MAX_CREDENTIAL ? null : "not a password"),
};

/** The stored settings (each unusable value replaced by its default) and whether any was unusable. */
function readStored() {
  const text = readItem(KEY);
  const parsed = parseJson(text ?? "{}").value;
  const ours = isObject(parsed) && parsed.format === FORMAT;
  const stored = ours ? parsed : {};
  const settings = {};
  let unusable = text !== null && !ours;
  for (const [name, fallback] of Object.entries(DEFAULTS)) {
    const bad = name in stored && SCHEMAS[name](stored[name]) !== null;
    unusable ||= bad;
    settings[name] = name in stored && !bad ? stored[name] : fallback;
  }
  return { settings, unusable };
}

/** The stored settings, each unknown or invalid value replaced by its default. */
export function readSettings() {
  return readStored().settings;
}

/** Store the settings again without their unusable values; true if there were any (for the lobby to say so). */
export function repairSettings() {
  const { settings, unusable } = readStored();
  if (unusable) writeSettings(settings);
  return unusable;
}

function writeSettings(settings) {
  writeItem(KEY, JSON.stringify({ format: FORMAT, ...settings }));
}

/** What is wrong with ``value`` as stored settings (ours, each setting valid), or null. */
function settingsProblem(value) {
  if (!isObject(value) || value.format !== FORMAT) return `not settings of format ${FORMAT}`;
  for (const [name, setting] of Object.entries(value)) {
    const problem = name === "format" ? null : name in SCHEMAS ? SCHEMAS[name](setting) : "not a setting";
    if (problem) return `${excerpt(name)}: ${problem}`;
  }
  return null;
}

/**
 * The settings in a backup: the ones here are kept; a file's are taken only where there are none.
 * @type {import("./types.js").BackupStore}
 */
export const settingsStore = {
  keys: [KEY],
  maxChars: MAX_JSON_CHARS,
  read: () => (readItem(KEY) === null ? undefined : { format: FORMAT, ...readSettings() }),
  problem: settingsProblem,
  merge: (current, incoming) => (current ? { added: [] } : { value: incoming, added: [["backup.added.settings", 1]] }),
  write: (value) => writeJson(KEY, value, MAX_JSON_CHARS),
};

/** The computers' search budget per move, as the engine's "ai" op takes it. */
export function thinkingBudget() {
  return { millis: THINKING_MS[readSettings().thinking] };
}

/** The ICE servers for a connection to friends: the STUN server the player gave, or none. */
export function iceServers() {
  const { stun } = readSettings();
  return stun ? [{ urls: stun }] : [];
}

/** The player's TURN server as WebRTC takes it, or null. */
export function turnServer() {
  const { turn, turnUser, turnPassword } = readSettings();
  return turn ? { urls: turn, username: turnUser, credential: turnPassword } : null;
}

/** Whether the player agreed that the page asks public relays to find friends across the internet. */
export function internetAllowed() {
  return readSettings().internet;
}

/** Give (true) or withdraw (false) that consent. */
export function allowInternet(allowed) {
  writeSettings({ ...readSettings(), internet: allowed });
}

/** The event on ``window`` when the player withdraws that consent: a table's room closes at once. */
export const INTERNET_WITHDRAWN = "karciarnia:internet-withdrawn";

/** The STUN server field: kept only when it is an address (an empty field: none), with what it means. */
function stunField(settings, onChange) {
  const input = el("input", { type: "text", id: "setting-stun", value: settings.stun, placeholder: "stun:stun.example.org:3478", spellcheck: "false", autocomplete: "off", "aria-describedby": "setting-stun-note" });
  const note = el("p", { class: "note", id: "setting-stun-note" }, t("settings.stun_note"));
  input.addEventListener("change", () => {
    const value = input.value.trim();
    const valid = SCHEMAS.stun(value) === null;
    input.setAttribute("aria-invalid", valid ? "false" : "true");
    note.textContent = valid ? t("settings.stun_note") : t("settings.stun_bad");
    if (valid) onChange("stun", value);
  });
  return el("div", { class: "field stun" }, el("label", { for: "setting-stun" }, t("settings.stun")), input, note);
}

/** Friends across the internet: the consent (withdrawn by unticking it) and the TURN server with its user and password. */
function internetFields(settings, onChange) {
  const text = (name, attributes) => {
    const id = `setting-${name}`;
    const input = el("input", { id, value: settings[name], spellcheck: "false", autocomplete: "off", ...attributes });
    input.addEventListener("change", () => {
      const valid = SCHEMAS[name](input.value.trim()) === null;
      input.setAttribute("aria-invalid", String(!valid));
      if (valid) onChange(name, input.value.trim());
    });
    return el("div", { class: "field" }, el("label", { for: id }, t(`settings.${name}`)), input);
  };
  return el(
    "fieldset",
    { class: "internet" },
    el("legend", {}, t("settings.internet_title")),
    toggle(settings, "internet", onChange),
    el("p", { class: "note", id: "setting-internet-note" }, t("settings.internet_note")),
    text("turn", { type: "text", placeholder: "turn:turn.example.org:3478" }),
    text("turnUser", { type: "text" }),
    text("turnPassword", { type: "password" }),
  );
}

/** Set (or, for null, remove) the root element's ``data-<name>``. */
function setData(name, value) {
  if (value === null) delete document.documentElement.dataset[name];
  else document.documentElement.dataset[name] = value;
}

/** Put the settings into effect on the whole page. */
export function applySettings(settings = readSettings()) {
  const root = document.documentElement.style;
  root.setProperty("--contrast", String(0.6 + settings.contrast / 125)); // 0.6 … 1.4, 1 at 50 %
  root.setProperty("--grain", String(settings.grain / 100)); // 0 … 1: plain at 0, a rough cloth at 100 %
  const warmth = (settings.temperature - 50) / 50; // −1 cool … +1 warm
  root.setProperty("--warm", String(Math.max(0, warmth) * 0.6));
  root.setProperty("--cool", String(Math.max(0, -warmth) * 0.6));
  // Which effects are drawn at all (style.css): none at its neutral setting.
  setData("contrast", settings.contrast !== 50 ? "on" : null);
  setData("grain", settings.grain === 0 ? "off" : null);
  setData("tint", warmth > 0 ? "warm" : warmth < 0 ? "cool" : null);
  root.setProperty("--card-scale", String(CARD_SCALE[settings.cardSize]));
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

function toggle(settings, name, onChange) {
  const id = `setting-${name}`;
  const input = el("input", { type: "checkbox", id, checked: settings[name] });
  input.addEventListener("change", () => onChange(name, input.checked));
  return el("div", { class: "field checkbox" }, input, el("label", { for: id }, t(`settings.${name}`)));
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
    if (name === "internet" && !value) dispatchEvent(new Event(INTERNET_WITHDRAWN));
  };
  const dialog = el(
    "dialog",
    { id: "settings", "aria-labelledby": "settings-title" },
    el("h2", { id: "settings-title" }, t("settings.title")),
    SLIDERS.map((name) => slider(settings, name, change)),
    choice(settings, "cardSize", change),
    toggle(settings, "fourColour", change),
    choice(settings, "animation", change),
    choice(settings, "pace", change),
    choice(settings, "thinking", change),
    toggle(settings, "sound", change),
    toggle(settings, "autoForced", change),
    el("p", { class: "note" }, t("settings.reduced_motion_note")),
    stunField(settings, change),
    internetFields(settings, change),
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
