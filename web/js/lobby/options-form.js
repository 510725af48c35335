// The options sheet's fields: a game's options, one level for every computer and each other
// seat's own choice (a computer's level, a person here, a friend elsewhere) with the people's
// names; what they say is read back, and remembered, as the player changes it.
import { el } from "../dom.js";
import { t } from "../i18n.js";
import { optionSchema } from "../schema.js";
import { removeItem, writeItem } from "../storage.js";
import { HUMAN, MAX_NAME, defaultName, personName } from "../friends/hotseat.js";
import { FRIEND } from "../friends/host.js";

export const PREFIX = "karciarnia.";

export function store(key, value) {
  writeItem(PREFIX + key, String(value));
}

/** ``text`` (a remembered choice) as a value of ``option`` (the catalog's {kind, min, max, choices}), or undefined. */
export function optionFromText(option, text) {
  const value = option.kind === "bool" ? { true: true, false: false }[text] : option.kind === "choice" ? text : /^-?\d{1,16}$/.test(text) ? Number(text) : undefined;
  return optionSchema(option)(value) ? undefined : value;
}

/** The values ``option`` offers, each with its words: a number is its own. */
function optionValues(game, option) {
  if (option.kind === "choice") return option.choices.map((value) => [value, t(`option.${game.id}.${option.name}.${value}`)]);
  return Array.from({ length: option.max - option.min + 1 }, (_, index) => [option.min + index, String(option.min + index)]);
}

/** One option's field; a house rule's says in a line of its own what it does. */
function optionField(game, option, chosen) {
  const id = `option-${option.name}`;
  const label = el("label", { for: id }, t(`option.${game.id}.${option.name}`));
  const hintId = `${id}-hint`;
  const hint = option.house ? el("small", { class: "option-hint", id: hintId }, t(`option.${game.id}.${option.name}.hint`)) : null;
  const described = hint ? { "aria-describedby": hintId } : {};
  if (option.kind === "bool") {
    const input = el("input", { type: "checkbox", id, name: option.name, checked: chosen, ...described });
    return el("div", { class: "field checkbox" }, input, label, hint);
  }
  const select = el("select", { id, name: option.name, ...described });
  for (const [value, words] of optionValues(game, option)) select.append(el("option", { value, selected: value === chosen }, words));
  return el("div", { class: "field" }, label, select, hint);
}

/**
 * The game's options as the sheet shows them: its own settings, then (when it has any) its house
 * rules in a group of their own, each off unless chosen.
 */
export function optionFields(game, options) {
  const field = (option) => optionField(game, option, options[option.name]);
  const house = game.options.filter((option) => option.house);
  return {
    settings: game.options.filter((option) => !option.house).map(field),
    house: house.length ? el("fieldset", { class: "options house-rules" }, el("legend", {}, t("lobby.house_rules")), el("p", { class: "note" }, t("lobby.house_rules_note")), house.map(field)) : null,
  };
}

/** The value of ``option``'s field in ``form``. */
function fieldValue(form, option) {
  const input = form.elements[option.name];
  if (option.kind === "bool") return input.checked;
  return option.kind === "choice" ? input.value : Number(input.value);
}

function levelSelect(game, id, chosen) {
  const select = el("select", { id, name: id });
  for (const level of game.levels) select.append(el("option", { value: level, selected: level === chosen }, t(`level.${level}`)));
  return select;
}

/** The name field of the person at ``seat``, shown only while that seat is a person. */
function nameField(seat, name, shown) {
  const id = `option-name-${seat}`;
  const label = el("label", { for: id }, seat === 0 ? t("lobby.your_name") : t("lobby.person_name", { n: seat }));
  const input = el("input", { type: "text", id, name: id, value: name, maxlength: MAX_NAME, autocomplete: "off", placeholder: defaultName(seat) });
  return el("div", { class: "field person-name", hidden: !shown }, label, input);
}

/**
 * One level for every computer, and (folded) each other seat's own choice: a computer's
 * level or a person at this device ("Osoba", with a name; then seat 0 is named too).
 */
export function levelField(game, level, seatLevels, names) {
  const all = levelSelect(game, "option-level", level);
  const selects = seatLevels.map((chosen, index) => {
    const select = levelSelect(game, `option-level-${index + 1}`, chosen);
    select.append(el("option", { value: HUMAN, selected: chosen === HUMAN }, t("lobby.person")));
    select.append(el("option", { value: FRIEND, selected: chosen === FRIEND }, t("friends.seat_option")));
    return select;
  });
  const anyPerson = () => selects.some((select) => select.value === HUMAN || select.value === FRIEND); // then seat 0 is named too
  const ownName = nameField(0, names[0], anyPerson());
  const perSeat = selects.map((select, index) => {
    const naming = nameField(index + 1, names[index + 1], select.value === HUMAN);
    select.addEventListener("change", () => {
      naming.hidden = select.value !== HUMAN;
      ownName.hidden = !anyPerson();
    });
    return el("div", { class: "seat-choice" }, el("div", { class: "field" }, el("label", { for: select.id }, t("lobby.seat_level", { n: index + 1 })), select), naming);
  });
  all.addEventListener("change", () => {
    for (const select of selects) if (select.value !== HUMAN && select.value !== FRIEND) select.value = all.value; // people stay
  });
  return [
    el("div", { class: "field" }, el("label", { for: "option-level" }, t("lobby.level")), all),
    el("details", { class: "seat-levels", open: anyPerson() }, el("summary", {}, t("lobby.seat_levels")), ownName, perSeat),
  ];
}

/**
 * The assists beside the computers' level: the card counter (table/counter.js), off unless chosen;
 * a game played with it counts apart in the statistics (its line says so).
 */
export function assistsField(counter) {
  const hint = el("small", { class: "option-hint", id: "option-counter-hint" }, t("lobby.counter_hint"));
  const input = el("input", { type: "checkbox", id: "option-counter", name: "assist-counter", checked: counter, "aria-describedby": "option-counter-hint" });
  return el("div", { class: "field checkbox assists" }, input, el("label", { for: "option-counter" }, t("lobby.counter")), hint);
}

/** Whether the card counter is chosen in ``form`` (remembered for ``game``). */
export function readAssists(form, game) {
  const counter = Boolean(form.elements["assist-counter"]?.checked);
  store(`${game.id}.counter`, counter);
  return counter;
}

/** The options chosen in ``form`` (its fields offer valid values only). */
export function formOptions(form, game) {
  return Object.fromEntries(
    game.options.map((option) => [option.name, fieldValue(form, option)]),
  );
}

/** The options chosen in ``form``, remembered. */
export function readOptions(form, game) {
  const options = formOptions(form, game);
  for (const [name, value] of Object.entries(options)) store(`${game.id}.${name}`, value);
  return options;
}

/** The other seats' levels ("human" for a person) chosen in ``form`` for ``seats`` seats (remembered). */
export function readLevels(form, game, seats) {
  store(`${game.id}.level`, form.elements["option-level"].value);
  const levels = [];
  for (let seat = 1; seat < seats; seat++) {
    levels.push(form.elements[`option-level-${seat}`].value);
    store(`${game.id}.level.${seat}`, levels[levels.length - 1]);
  }
  return levels;
}

/** Every seat's name in ``form`` (an empty or invalid one: the default "Gracz n"), the valid ones remembered. */
export function readNames(form, game, seats) {
  return Array.from({ length: seats }, (_, seat) => {
    const name = personName(form.elements[`option-name-${seat}`].value);
    if (name) store(`${game.id}.name.${seat}`, name);
    else removeItem(`${PREFIX}${game.id}.name.${seat}`);
    return name ?? defaultName(seat);
  });
}
