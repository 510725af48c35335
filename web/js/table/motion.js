// Motion on the table, by FLIP: before a render the position of every keyed
// element (data-key) is measured; after it, an element that moved is drawn
// back where it was and let go; a new element with data-enter-from="<seat>"
// (or "deck") flies in from there; an element that is gone and carried
// data-exit-to="<seat>" flies to that seat and fades. Only a change of place
// animates, so a redraw that moves nothing replays nothing. Durations follow
// the animation-speed setting (--motion on <html>); none under reduced motion.

const BASE_MS = 280;
const FLIGHT = "flight"; // the id of this module's animations (not a style's transitions)
const DEAL_STAGGER_MS = 28;
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/** The animation-speed factor: 0 when motion is off (setting or operating system). */
export function motionScale() {
  if (reducedMotion.matches) return 0;
  const value = Number(getComputedStyle(document.documentElement).getPropertyValue("--motion"));
  return Number.isFinite(value) && value >= 0 ? value : 1;
}

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Where a seat (or the deck, the centre of the table) is on screen now. */
function originRect(root, where) {
  const zone = where === "deck" ? root.querySelector('[data-zone="trick"]') : root.querySelector(`[data-zone="seat"][data-seat="${CSS.escape(where)}"]`);
  return zone?.getBoundingClientRect() ?? null;
}

/** The keyed elements of ``root`` and where they are: key → {element, rect}; none when motion is off (nothing will fly). */
export function snapshot(root) {
  const places = new Map();
  if (motionScale() === 0) return places; // measuring every element would lay the page out for nothing
  for (const element of root.querySelectorAll("[data-key]")) {
    places.set(element.dataset.key, { element, rect: element.getBoundingClientRect(), exitTo: element.dataset.exitTo });
  }
  return places;
}

function fly(element, from, to, duration, delay = 0) {
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  return element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], {
    duration,
    delay,
    easing: "cubic-bezier(.2,.7,.3,1)",
    fill: "backwards",
    id: FLIGHT,
  });
}

/** A copy of a departed element, flown from where it was to ``target`` in a layer over the page. */
function flyAway(root, { element, rect }, target, duration) {
  const ghost = element.cloneNode(true);
  ghost.removeAttribute("id");
  ghost.removeAttribute("data-key");
  ghost.setAttribute("aria-hidden", "true");
  ghost.classList.add("ghost");
  Object.assign(ghost.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
  document.body.append(ghost);
  const from = centre(rect);
  const to = centre(target);
  const animation = ghost.animate(
    [{ transform: "none", opacity: 1 }, { transform: `translate(${to.x - from.x}px, ${to.y - from.y}px) scale(0.4)`, opacity: 0 }],
    { duration, easing: "cubic-bezier(.4,0,.6,1)", fill: "forwards" },
  );
  animation.finished.catch(() => {}).finally(() => ghost.remove());
}

/** Animate the change from ``before`` (a snapshot) to what ``root`` shows now. */
export function animate(root, before) {
  const scale = motionScale();
  if (scale === 0) return;
  const duration = BASE_MS * scale;
  let dealt = 0;
  // A kept element still in flight starts again from where it is seen (the snapshot): its old
  // flight ends first, so that where it is now is measured without it.
  for (const element of root.querySelectorAll("[data-key]")) {
    for (const animation of element.getAnimations()) if (animation.id === FLIGHT) animation.cancel();
  }
  for (const element of root.querySelectorAll("[data-key]")) {
    const now = centre(element.getBoundingClientRect());
    const old = before.get(element.dataset.key);
    if (old) {
      fly(element, centre(old.rect), now, duration);
    } else if (element.dataset.enterFrom) {
      const origin = originRect(root, element.dataset.enterFrom);
      const deal = element.dataset.enterFrom === "deck";
      if (origin) fly(element, centre(origin), now, duration, deal ? DEAL_STAGGER_MS * scale * dealt++ : 0);
    }
  }
  const present = new Set([...root.querySelectorAll("[data-key]")].map((element) => element.dataset.key));
  for (const [key, old] of before) {
    if (present.has(key) || old.exitTo === undefined) continue;
    const target = originRect(root, old.exitTo);
    if (target) flyAway(root, old, target, duration * 1.3);
  }
}
