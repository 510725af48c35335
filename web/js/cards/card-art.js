// Card art: every face and the back, drawn as SVG by the project itself (no
// foreign assets). The index (rank over suit) sits large in the top-left
// corner, where a fanned hand still shows it, and again upside down in the
// bottom-right one. Colours are classes styled by css/cards.css, so that the
// four-colour setting paints the art too. A face is built once per card, deck
// and language and then cloned: hands are redrawn often.
import { kind, rankLetter, rankOf, suitOf } from "./card-ids.js";
import { language } from "../i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 250;
const HEIGHT = 350;
const MID_X = WIDTH / 2;
const MID_Y = HEIGHT / 2;
const UPSIDE_DOWN = `rotate(180 ${MID_X} ${MID_Y})`;

// The index column (left of the art) and the art's column in the middle.
const INDEX_X = 40;
const INDEX_MAX_WIDTH = 64;
const INDEX_FONT = 88;
const INDEX_BASELINE = 86;
const INDEX_MARK_Y = 124;
const INDEX_MARK_SIZE = 46;
const ART = { left: 80, right: 170, top: 18, bottom: 332 };

// Suit shapes in a 100 × 100 box (drawn, not font glyphs, so they look the same everywhere).
const SUIT_PATHS = {
  H: "M50 94C22 68 3 50 3 29 3 13 15 3 29 3c10 0 17 6 21 15C54 9 61 3 71 3c14 0 26 10 26 26C97 50 78 68 50 94Z",
  D: "M50 1Q68 27 90 50Q68 73 50 99Q32 73 10 50Q32 27 50 1Z",
  S: "M50 2C63 22 97 38 97 62c0 15-11 25-24 25-9 0-16-5-20-11 1 9 5 16 13 22H34c8-6 12-13 13-22-4 6-11 11-20 11C14 87 3 77 3 62 3 38 37 22 50 2Z",
  C: "M50 4a23 23 0 0 1 17 38 23 23 0 1 1-13 37c1 8 5 14 12 19H34c7-5 11-11 12-19a23 23 0 1 1-13-37A23 23 0 0 1 50 4Z",
};

// Classic pip layouts: [column −1/0/1, row 0 (top) … 1 (bottom)].
const SIDES = (rows) => rows.flatMap((row) => [[-1, row], [1, row]]);
const PIP_LAYOUTS = {
  2: [[0, 0], [0, 1]],
  3: [[0, 0], [0, 0.5], [0, 1]],
  4: SIDES([0, 1]),
  5: [...SIDES([0, 1]), [0, 0.5]],
  6: SIDES([0, 0.5, 1]),
  7: [...SIDES([0, 0.5, 1]), [0, 0.25]],
  8: [...SIDES([0, 0.5, 1]), [0, 0.25], [0, 0.75]],
  9: [...SIDES([0, 1 / 3, 2 / 3, 1]), [0, 0.5]],
  10: [...SIDES([0, 1 / 3, 2 / 3, 1]), [0, 1 / 6], [0, 5 / 6]],
};
const PIP = { size: 36, column: 29, top: 58, bottom: 292 };

let templates = new Map();
let templatesLanguage = null;

/** An SVG element: node("circle", {cx: 1, class: "gold"}, child…). */
function node(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) element.setAttribute(name, String(value));
  }
  element.append(...children.flat(Infinity));
  return element;
}

function round(value) {
  return Math.round(value * 100) / 100;
}

/** A suit shape ``size`` wide centred on (x, y), upside down if asked. */
function suitShape(suit, x, y, size, { upsideDown = false, className = "ink" } = {}) {
  const turn = upsideDown ? `rotate(180 ${round(x)} ${round(y)}) ` : "";
  const place = `translate(${round(x - size / 2)} ${round(y - size / 2)}) scale(${size / 100})`;
  return node("path", { d: SUIT_PATHS[suit], class: className, transform: turn + place });
}

/** A star's outline: ``points`` tips on radius ``outer``, notches on ``inner``. */
function starPath(x, y, outer, inner, points = 5) {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 ? inner : outer;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${round(x + radius * Math.cos(angle))} ${round(y + radius * Math.sin(angle))}`;
  });
  return `M${corners.join("L")}Z`;
}

function svgRoot(className, children) {
  return node(
    "svg",
    { xmlns: SVG, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: "100%", height: "100%", class: `card-art ${className}`, "aria-hidden": "true", focusable: "false" },
    children,
  );
}

function cardOutline(className = "face") {
  return node("rect", { x: 1.5, y: 1.5, width: WIDTH - 3, height: HEIGHT - 3, rx: 16, class: `edge ${className}` });
}

/** The frame of the art in the middle of a court card, a joker, a tarok or the Fool. */
function artFrame(className) {
  return node("rect", { x: ART.left, y: ART.top, width: ART.right - ART.left, height: ART.bottom - ART.top, rx: 6, class: className });
}

/** The rank as large index text; a rank wider than the index column is squeezed into it. */
function indexText(text, className) {
  const estimated = [...text].reduce((sum, char) => sum + (/[WM]/.test(char) ? 0.95 : /\d/.test(char) ? 0.6 : 0.78), 0) * INDEX_FONT;
  const squeeze = estimated > INDEX_MAX_WIDTH ? { textLength: INDEX_MAX_WIDTH, lengthAdjust: "spacingAndGlyphs" } : {};
  return node("text", { x: INDEX_X, y: INDEX_BASELINE, "text-anchor": "middle", "font-size": INDEX_FONT, class: `index-rank ${className}`, ...squeeze }, text);
}

/**
 * The index in the top-left corner, and its mark upside down in the bottom-right one. The rank is
 * written once only: a card in the hand is a button, and its visible text must be its name (WCAG 2.5.3).
 */
function corners(...parts) {
  const index = node("g", { class: "index" }, parts);
  const copy = index.cloneNode(true);
  copy.setAttribute("transform", UPSIDE_DOWN);
  for (const text of copy.querySelectorAll("text")) text.remove();
  return [index, copy];
}

// -- number cards and aces ------------------------------------------------------------------

function pips(suit, count) {
  return PIP_LAYOUTS[count].map(([column, row]) =>
    suitShape(suit, MID_X + column * PIP.column, PIP.top + row * (PIP.bottom - PIP.top), PIP.size, { upsideDown: row > 0.5, className: "ink pip" }),
  );
}

/** An ace (or a tarok 1): one large suit symbol; the ace of spades gets a decorated one. */
function aceSymbol(suit) {
  if (suit !== "S") return [suitShape(suit, MID_X, MID_Y, 84, { className: "ink pip" })];
  return [
    node("circle", { cx: MID_X, cy: MID_Y, r: 44, class: "gold-line" }),
    node("path", { d: starPath(MID_X, MID_Y, 52, 40, 12), class: "gold-line thin" }),
    suitShape(suit, MID_X, MID_Y - 2, 70, { className: "ink pip" }),
    node("circle", { cx: MID_X, cy: MID_Y - 6, r: 5, class: "gold" }),
  ];
}

// -- court cards ------------------------------------------------------------------------------

/** A face: the same for every figure, so that the headgear is what tells them apart. */
function head() {
  return [
    node("circle", { cx: MID_X, cy: 118, r: 21, class: "skin line" }),
    node("circle", { cx: 117, cy: 115, r: 2.4, class: "dark" }),
    node("circle", { cx: 133, cy: 115, r: 2.4, class: "dark" }),
    node("path", { d: "M118 128Q125 133 132 128", class: "dark-line" }),
  ];
}

/** The suit on the figure's chest. */
function emblem(suit) {
  return [node("circle", { cx: MID_X, cy: 208, r: 21, class: "emblem" }), suitShape(suit, MID_X, 208, 26)];
}

/**
 * Each court's own figure: body, headgear and attribute differ, so that the four tell apart at a
 * glance (crown and sceptre; long hair, tiara and flower; beret with a feather and hose; helmet,
 * plume and lance). Drawn single-ended: a screen card is never upside down.
 */
const COURT_FIGURES = {
  K: (suit) => [
    node("path", { d: "M92 150Q125 136 158 150L164 318L86 318Z", class: "ink line" }),
    node("rect", { x: 86, y: 292, width: 78, height: 22, class: "ermine line" }),
    [98, 118, 138, 156].map((cx) => node("circle", { cx, cy: 303, r: 3, class: "dark" })),
    node("path", { d: "M100 146L125 172L150 146", class: "gold-line" }),
    emblem(suit),
    head(),
    node("path", { d: "M104 124Q125 170 146 124Q125 138 104 124Z", class: "beard line" }),
    node("path", { d: "M100 104L98 62L112 80L125 50L138 80L152 62L150 104Z", class: "gold line" }),
    [[109, 94, 3], [125, 88, 4.5], [141, 94, 3]].map(([cx, cy, r]) => node("circle", { cx, cy, r, class: "ink" })),
    node("line", { x1: 160, y1: 300, x2: 160, y2: 122, class: "gold-line thick" }),
    node("circle", { cx: 160, cy: 114, r: 8, class: "gold line" }),
  ],
  Q: (suit) => [
    node("path", { d: "M96 162Q88 94 125 88Q162 94 154 162Q140 146 125 146Q110 146 96 162Z", class: "hair line" }),
    node("path", { d: "M100 152Q125 140 150 152L168 318L82 318Z", class: "ink line" }),
    node("path", { d: "M104 152Q125 172 146 152", class: "gold-line" }),
    emblem(suit),
    head(),
    node("path", { d: "M102 104Q125 88 148 104L148 96Q125 80 102 96Z", class: "gold line" }),
    node("path", { d: starPath(MID_X, 82, 12, 5, 6), class: "ink line" }),
    node("circle", { cx: MID_X, cy: 82, r: 4, class: "gold" }),
    node("line", { x1: 98, y1: 262, x2: 94, y2: 186, class: "stem" }),
    node("path", { d: starPath(94, 178, 13, 5, 6), class: "ink line" }),
    node("circle", { cx: 94, cy: 178, r: 4, class: "gold" }),
  ],
  J: (suit) => [
    node("rect", { x: 102, y: 256, width: 16, height: 60, class: "hose line" }),
    node("rect", { x: 132, y: 256, width: 16, height: 60, class: "hose line" }),
    node("path", { d: "M96 150Q125 140 154 150L160 262L90 262Z", class: "ink line" }),
    node("rect", { x: 92, y: 238, width: 66, height: 8, class: "gold" }),
    node("path", { d: "M104 150L125 164L146 150", class: "gold-line" }),
    emblem(suit),
    head(),
    node("path", { d: "M94 106Q98 78 125 76Q154 78 158 100Q126 90 94 106Z", class: "ink line" }),
    node("path", { d: "M144 84Q156 52 166 28Q164 62 152 90Z", class: "gold line" }),
  ],
  N: (suit) => [
    node("path", { d: "M125 70Q138 32 164 30Q146 46 140 76Z", class: "ink line" }),
    node("path", { d: "M94 150Q125 140 156 150L160 318L90 318Z", class: "steel line" }),
    node("path", { d: "M106 154L144 154L148 318L102 318Z", class: "ink line" }),
    emblem(suit),
    node("path", { d: "M102 142L102 104Q102 76 125 76Q148 76 148 104L148 142Z", class: "steel line" }),
    node("rect", { x: 107, y: 108, width: 36, height: 7, class: "dark" }),
    node("path", { d: "M125 80L125 140", class: "steel-line" }),
    node("line", { x1: 90, y1: 318, x2: 92, y2: 40, class: "wood" }),
    node("path", { d: "M92 42L116 50L92 60Z", class: "ink line" }),
  ],
};

function courtPanel(suit, rank) {
  return node(
    "g",
    { class: `figure figure-${rank}` },
    artFrame("panel"),
    COURT_FIGURES[rank](suit),
  );
}

const COURT_RANKS = new Set(["J", "Q", "K", "N"]);

function suitCard(card, deck) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  let middle;
  if (COURT_RANKS.has(rank)) middle = courtPanel(suit, rank);
  else if (rank === "A" || rank === "1") middle = aceSymbol(suit);
  else middle = pips(suit, Number(rank));
  return svgRoot(`suit-${suit}`, [
    cardOutline(),
    middle,
    corners(indexText(rankLetter(rank, deck), "ink"), suitShape(suit, INDEX_X, INDEX_MARK_Y, INDEX_MARK_SIZE)),
  ]);
}

// -- jokers -----------------------------------------------------------------------------------

/** A jester: a three-pointed cap with bells, a ruff and a chequered tunic, all in the joker's colour. */
function jester() {
  return node(
    "g",
    { class: "figure figure-joker" },
    artFrame("panel"),
    node("path", { d: starPath(MID_X, 46, 16, 7), class: "gold line" }),
    node("path", { d: "M100 126Q94 100 84 84Q106 90 112 104Q112 80 125 66Q138 80 138 104Q144 90 166 84Q156 100 150 126Z", class: "ink line" }),
    [[84, 84], [125, 66], [166, 84]].map(([cx, cy]) => node("circle", { cx, cy, r: 7, class: "gold line" })),
    node("circle", { cx: MID_X, cy: 142, r: 19, class: "skin line" }),
    node("path", { d: "M115 148Q125 158 135 148", class: "dark-line" }),
    node("path", { d: "M96 166L106 176L116 166L125 178L134 166L144 176L154 166L150 184L100 184Z", class: "gold line" }),
    node("path", { d: "M100 184L150 184L160 300L90 300Z", class: "ink line" }),
    node("path", { d: "M125 196L137 218L125 240L113 218ZM125 246L137 268L125 290L113 268Z", class: "gold" }),
  );
}

function jokerCard(card) {
  const colour = card === "RJ" ? "R" : "B";
  const star = node("path", { d: starPath(INDEX_X, 62, 34, 14), class: "ink joker-star" });
  // The black joker's star is cut out of a black badge: the two differ in shape, not only in colour.
  const mark = colour === "B" ? [node("rect", { x: INDEX_X - 34, y: 22, width: 68, height: 78, rx: 10, class: "ink" }), star] : [star];
  return svgRoot(`joker joker-${colour}`, [cardOutline(), jester(), corners(mark)]);
}

// -- taroks and the Fool ----------------------------------------------------------------------

/** @type {[number, string][]} */
const ROMAN = [[10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];

function roman(number) {
  let rest = number;
  let text = "";
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      text += letters;
      rest -= value;
    }
  }
  return text;
}

const ROMAN_STROKES = {
  // each letter in a 24 × 44 box, as lines (drawn, not text: a card's only text is its index)
  I: ["M12 0V44", "M4 0H20", "M4 44H20"],
  V: ["M0 0L12 44L24 0"],
  X: ["M0 0L24 44", "M24 0L0 44"],
};
const ROMAN_ADVANCE = 28;

/** A Roman numeral drawn in strokes, centred on (x, y). */
function romanNumeral(numeral, x, y) {
  const width = numeral.length * ROMAN_ADVANCE - 4;
  const scale = Math.min(1, 84 / width);
  const left = -width / 2;
  const letters = [...numeral].map((letter, i) =>
    node("path", { d: ROMAN_STROKES[letter].join(""), transform: `translate(${left + i * ROMAN_ADVANCE} -22)` }),
  );
  return node("g", { class: "roman", transform: `translate(${x} ${y}) scale(${scale})` }, letters);
}

function sun(x, y) {
  return node("g", { class: "sun" }, node("path", { d: starPath(x, y, 30, 19, 12), class: "gold line" }), node("circle", { cx: x, cy: y, r: 14, class: "tarok-ink-line sun-core" }));
}

function tarokCard(card) {
  const number = Number(card.slice(1));
  const numeral = roman(number);
  return svgRoot("tarok-trump", [
    cardOutline("tarok-face"),
    artFrame("tarok-frame"),
    sun(MID_X, 82),
    node("rect", { x: ART.left + 4, y: MID_Y - 36, width: ART.right - ART.left - 8, height: 72, rx: 10, class: "tarok-cartouche" }),
    romanNumeral(numeral, MID_X, MID_Y),
    node("path", { d: starPath(MID_X, 268, 30, 11, 8), class: "gold line" }),
    corners(indexText(String(number), "tarok-ink"), node("path", { d: starPath(INDEX_X, INDEX_MARK_Y, 20, 7, 4), class: "tarok-ink" })),
  ]);
}

/** The Fool: a wanderer in a two-pointed cap with a bundle on a stick. */
function foolCard() {
  return svgRoot("fool", [
    cardOutline("fool-face"),
    artFrame("fool-frame"),
    node("g", { class: "figure figure-fool" },
      node("line", { x1: 104, y1: 230, x2: 158, y2: 96, class: "stick" }),
      node("circle", { cx: 160, cy: 86, r: 17, class: "bundle line" }),
      node("path", { d: "M102 118Q98 86 80 74Q112 78 125 98Q138 78 170 74Q152 86 148 118Z", class: "fool-ink line" }),
      node("circle", { cx: 80, cy: 74, r: 6, class: "gold line" }),
      node("circle", { cx: 170, cy: 74, r: 6, class: "gold line" }),
      node("circle", { cx: MID_X, cy: 132, r: 18, class: "skin line" }),
      node("path", { d: "M116 138Q125 146 134 138", class: "dark-line" }),
      node("path", { d: "M104 156Q125 146 146 156L152 246L98 246Z", class: "fool-ink line" }),
      node("path", { d: "M144 160L150 186L132 182", class: "arm" }),
      node("circle", { cx: 130, cy: 181, r: 6, class: "skin line" }),
      node("rect", { x: 100, y: 196, width: 50, height: 8, class: "gold" }),
      node("path", { d: "M108 246L98 306M142 246L156 306", class: "leg" }),
      node("line", { x1: 84, y1: 310, x2: 166, y2: 310, class: "fool-ink-line" }),
    ),
    corners(node("path", { d: starPath(INDEX_X, 62, 34, 12, 8), class: "fool-ink" })),
  ]);
}

// -- the back ---------------------------------------------------------------------------------

/** Diagonal lattice lines, each cut to the rectangle it fills. */
function lattice(x0, y0, x1, y1, step) {
  const segments = [];
  for (let c = x0 - y1; c <= x1 - y0; c += step) {
    const from = Math.max(x0, y0 + c);
    const to = Math.min(x1, y1 + c);
    if (from < to) segments.push(`M${from} ${from - c}L${to} ${to - c}`);
  }
  for (let c = x0 + y0; c <= x1 + y1; c += step) {
    const from = Math.max(x0, c - y1);
    const to = Math.min(x1, c - y0);
    if (from < to) segments.push(`M${from} ${c - from}L${to} ${c - to}`);
  }
  return node("path", { d: segments.join(""), class: "back-lattice" });
}

function rosette(x, y) {
  const petals = Array.from({ length: 8 }, (_, i) =>
    node("ellipse", { cx: x, cy: y - 24, rx: 9, ry: 22, transform: `rotate(${i * 45} ${x} ${y})`, class: "back-petal" }),
  );
  return node("g", { class: "rosette" }, node("circle", { cx: x, cy: y, r: 52, class: "back-medallion" }), petals, node("circle", { cx: x, cy: y, r: 9, class: "back-heart" }));
}

function buildBack() {
  return svgRoot("back", [
    cardOutline("back-border"),
    node("rect", { x: 16, y: 16, width: WIDTH - 32, height: HEIGHT - 32, rx: 8, class: "back-field" }),
    lattice(16, 16, WIDTH - 16, HEIGHT - 16, 25),
    node("rect", { x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, rx: 6, class: "back-rule" }),
    rosette(MID_X, MID_Y),
  ]);
}

// -- the public functions ---------------------------------------------------------------------

function build(card, deck) {
  switch (kind(card)) {
    case "joker":
      return jokerCard(card);
    case "fool":
      return foolCard();
    case "tarok":
      return tarokCard(card);
    default:
      return suitCard(card, deck);
  }
}

/**
 * A template, built once per language (the index letters come from the current texts). It names
 * what it draws (data-drawing): a redraw that finds the same drawing in place keeps its insides
 * without comparing them (table/patch.js).
 */
function template(key, make) {
  if (templatesLanguage !== language()) {
    templates = new Map();
    templatesLanguage = language();
  }
  if (!templates.has(key)) {
    const drawn = make();
    drawn.setAttribute("data-drawing", `${templatesLanguage}:${key}`);
    templates.set(key, drawn);
  }
  return templates.get(key);
}

/**
 * A card's face as a fresh <svg> (viewBox 0 0 250 350, sized by CSS). ``deck`` says how to read
 * J, Q and K. It is hidden from assistive technology unless ``label`` names it (then it is an image).
 * @param {string} card
 * @param {{deck?: string, label?: string}} [options]
 */
export function cardArt(card, { deck = "french", label } = {}) {
  const art = template(`${deck}:${card}`, () => build(card, deck)).cloneNode(true);
  if (label) {
    art.removeAttribute("aria-hidden");
    art.setAttribute("role", "img");
    art.setAttribute("aria-label", label);
  }
  art.dataset.card = card;
  return art;
}

/** The back of every card, the same in every game. */
export function cardBack() {
  return template("back", buildBack).cloneNode(true);
}
