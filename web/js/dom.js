// Tiny DOM helpers: elements are built with textContent, never innerHTML.

// How long a download's Blob URL lives: the browser reads it after the click, not during it.
const BLOB_URL_LIFE_MS = 60_000;

/**
 * Create an element: el("button", {class: "x", onclick: f, "aria-label": "…"}, child, "text").
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attributes]   on… are listeners, dataset is copied, false/null/undefined are left out
 * @param {...any} children                    nodes, or text; nested lists are flattened, null/undefined/false left out
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) listen(element, name.slice(2), value);
    else if (name === "class") element.className = value;
    else if (name === "dataset") Object.assign(element.dataset, value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

// The listeners each element was given by el() or listen(): a redraw in place (table/patch.js)
// hands a kept element the listeners of the element built to replace it.
const LISTENERS = new WeakMap();

/** ``element.addEventListener(type, listener)``, recorded for a redraw in place. */
export function listen(element, type, listener) {
  element.addEventListener(type, listener);
  LISTENERS.set(element, [...(LISTENERS.get(element) ?? []), [type, listener]]);
}

/** The listeners el() or listen() gave ``element``: [type, listener] pairs. */
export function listenersOf(element) {
  return LISTENERS.get(element) ?? [];
}

/** Give ``element`` exactly ``listeners`` ([type, listener] pairs) in place of the recorded ones. */
export function setListeners(element, listeners) {
  for (const [type, listener] of listenersOf(element)) element.removeEventListener(type, listener);
  LISTENERS.delete(element);
  for (const [type, listener] of listeners) listen(element, type, listener);
}

export function clear(element) {
  element.replaceChildren();
  return element;
}

export function sleep(millis) {
  return new Promise((resolve) => setTimeout(resolve, millis));
}

/**
 * Give the focus back to ``opener`` as a dialog closes; if a redraw replaced it meanwhile, to the
 * element that now holds its id; failing that, to the element of id ``fallbackId``.
 * @param {Element | null | undefined} opener
 * @param {string} [fallbackId]
 */
export function returnFocus(opener, fallbackId) {
  const again = opener?.isConnected ? opener : opener?.id ? document.getElementById(opener.id) : null;
  const target = /** @type {HTMLElement | null} */ (again ?? (fallbackId ? document.getElementById(fallbackId) : null));
  target?.focus();
}

/** Say something to screen readers through the page's polite live region. */
export function announce(text) {
  const region = document.getElementById("announcer");
  if (!region) return;
  region.textContent = "";
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}

/** Offer ``value`` as the JSON file ``fileName``, made in the page: nothing leaves it. */
export function downloadJson(fileName, value) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
  const link = el("a", { href: url, download: fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFE_MS);
}
