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
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
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

export function clear(element) {
  element.replaceChildren();
  return element;
}

export function sleep(millis) {
  return new Promise((resolve) => setTimeout(resolve, millis));
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
