// Redraw in place: make a live element's children match a freshly built tree's, keeping every
// node that is still there. A kept node is not painted again, keeps its focus, its scroll and
// its running animations, so a redraw that changes one seat repaints that seat, not the table.
// Nodes match by tag and key (data-key, else id, else data-part: a part that may come and go
// among its siblings, as a seat's badges, and must not take another part's place) or, unkeyed,
// by tag in order. The listeners el() gave the fresh node replace the kept node's (dom.js records
// them); a form control, a canvas or a dialog is taken as built, since its state lives beyond its
// attributes. A drawing (data-drawing: a card's face, whose insides follow from what it draws) that
// is the same drawing keeps its insides unread: only its own attributes are matched.
import { listenersOf, setListeners } from "../dom.js";

const TAKEN_AS_BUILT = new Set(["INPUT", "SELECT", "TEXTAREA", "CANVAS", "DIALOG"]);

/** The key a node matches by among its siblings. */
function keyOf(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return `#${node.nodeType}`;
  const element = /** @type {Element} */ (node);
  const key = ownKey(element);
  return key ? `${element.tagName}|${key}` : element.tagName;
}

/** The key ``element`` carries (data-key, else id, else data-part), or "" when it has none. */
function ownKey(element) {
  return element.getAttribute("data-key") ?? (element.id || element.getAttribute("data-part")) ?? "";
}

/** Whether ``node`` carries a key of its own (matched by it, not by place). */
function keyed(node) {
  return node.nodeType === Node.ELEMENT_NODE && Boolean(ownKey(/** @type {Element} */ (node)));
}

/**
 * ``live``'s attributes as ``fresh``'s; its inline style through the CSSOM (the page's CSP refuses a
 * style attribute set as text). Read by name: an ``attributes`` entry is a node the element then
 * keeps in step with every later change of that attribute.
 */
function patchAttributes(live, fresh) {
  for (const name of live.getAttributeNames()) {
    if (!fresh.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const name of fresh.getAttributeNames()) {
    const value = fresh.getAttribute(name);
    if (live.getAttribute(name) === value) continue;
    if (name === "style") live.style.cssText = fresh.style.cssText;
    else live.setAttribute(name, value);
  }
}

/** Make ``live`` (kept) show what ``fresh`` (just built, same tag and key) shows. */
function patchNode(live, fresh) {
  if (live.nodeType !== Node.ELEMENT_NODE) {
    if (live.nodeValue !== fresh.nodeValue) live.nodeValue = fresh.nodeValue;
    return live;
  }
  if (TAKEN_AS_BUILT.has(live.tagName)) {
    live.replaceWith(fresh);
    return fresh;
  }
  const same = sameDrawing(live, fresh); // before the attributes make live's drawing fresh's
  patchAttributes(live, fresh);
  setListeners(live, listenersOf(fresh));
  if (!same) patchChildren(live, fresh);
  return live;
}

/** Whether ``live`` and ``fresh`` draw the same thing (data-drawing), and so hold the same insides. */
function sameDrawing(live, fresh) {
  const drawing = live.getAttribute("data-drawing");
  return drawing !== null && drawing === fresh.getAttribute("data-drawing");
}

/** Make ``live``'s children match ``fresh``'s, in order, keeping every one that matches. */
export function patchChildren(live, fresh) {
  const byKey = new Map();
  const unkeyed = new Map();
  for (const child of live.childNodes) {
    const key = keyOf(child);
    if (keyed(child)) byKey.set(key, child);
    else (unkeyed.get(key) ?? unkeyed.set(key, []).get(key)).push(child);
  }
  const wanted = [];
  for (const child of [...fresh.childNodes]) {
    const key = keyOf(child);
    const match = keyed(child) ? byKey.get(key) : unkeyed.get(key)?.shift();
    if (match) byKey.delete(key); // a kept node serves one new node only (shift() does so for the unkeyed)
    wanted.push(match ? patchNode(match, child) : child);
  }
  const keep = new Set(wanted);
  for (const child of [...live.childNodes]) {
    if (!keep.has(child)) child.remove();
  }
  wanted.forEach((child, index) => {
    if (live.childNodes[index] !== child) live.insertBefore(child, live.childNodes[index] ?? null);
  });
}
