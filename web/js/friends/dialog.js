// The host's "Znajomi" dialog: the friends' seats and how each is
// played, the invitation (a link to send, the same as a QR code to scan) and the
// field for a friend's answer code, which the camera can read where the browser reads QR codes.
import { clear, el } from "../dom.js";
import { t } from "../i18n.js";
import { qrCode } from "./qr.js";
import { canScan, scanQr } from "./qr-scan.js";
import { CONNECTED, LOST, WAITING } from "./host.js";

/** What went wrong with a code or a connection, in the player's words. */
export function problemText(error) {
  return error.key ? t(error.key) : t("friends.failed", { message: error.message });
}

/** A read-only code or link with a button that copies it (the text stays selectable where copying is refused). */
export function codeField(id, label, text) {
  const input = el("textarea", { id, readonly: true, rows: 3, spellcheck: "false", class: "friends-code" }, text);
  const said = el("span", { class: "copied", role: "status" });
  const copy = async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(text);
      said.textContent = t("friends.copied");
    } catch {
      said.textContent = t("friends.copy_by_hand");
    }
  };
  return el(
    "div",
    { class: "field friends-code-field" },
    el("label", { for: id }, label),
    input,
    el("div", { class: "friends-code-buttons" }, el("button", { type: "button", class: "secondary", id: `${id}-copy`, onclick: copy }, t("friends.copy")), said),
  );
}

/** A code to pass on: the text with its copy button, and the same as a QR code; ``keys`` name their words. */
export function sharedCode(id, text, keys) {
  return el(
    "div",
    { class: "friends-share" },
    codeField(id, t(keys.label), text),
    el("figure", { class: "friends-qr" }, qrCode(text, t(keys.qr)), el("figcaption", {}, t(keys.caption))),
  );
}

/** A friend's seat, its state and, while no friend holds it, the way to let the computer play (the host redraws on the change). */
function seatRow(host, seat) {
  const status = host.seatStatus(seat);
  const takeOver = () => host.letComputerPlay(seat);
  const remove = () => host.remove(seat);
  return el(
    "li",
    { class: `friends-seat ${status}`, dataset: { seat, status } },
    el("span", { class: "friends-seat-name" }, host.table.seatName(seat)),
    el("span", { class: "friends-seat-status" }, t(`friends.seat_${status}`)),
    status === WAITING || status === LOST ? el("button", { type: "button", class: "secondary", dataset: { computer: seat }, onclick: takeOver }, t("friends.let_computer")) : null,
    status === CONNECTED && host.room ? el("button", { type: "button", class: "secondary", dataset: { remove: seat }, onclick: remove }, t("friends.remove")) : null,
  );
}

/** Whether the friends may send quick reactions (the host's choice, told to every friend at once). */
function reactionsSwitch(host) {
  const input = el("input", { type: "checkbox", id: "friends-reactions", checked: host.reactionsOn, onchange: () => host.setReactions(input.checked) });
  return el("div", { class: "field checkbox" }, input, el("label", { for: "friends-reactions" }, t("friends.reactions_allowed")));
}

/** Open the dialog of ``host`` (a FriendsHost); the focus returns to ``opener``. */
export function openFriendsDialog(host, opener) {
  const body = el("div", { class: "friends-body" });
  const status = el("p", { class: "friends-status", id: "friends-status", role: "status" });
  const scanView = el("div", { class: "friends-scan", id: "friends-scan" });
  let scannable = false; // whether this browser reads QR codes from a camera: decided once, below
  let scanning = null; // the running scan's AbortController
  const dialog = el(
    "dialog",
    { id: "friends", class: "friends-dialog", "aria-labelledby": "friends-title" },
    el("h2", { id: "friends-title" }, t("friends.host_title")),
    body,
    scanView,
    status,
    el("div", { class: "dialog-buttons" }, el("button", { type: "button", class: "primary", id: "friends-close", onclick: () => dialog.close() }, t("friends.close"))),
  );

  /** The two ways to invite, each said in a sentence: nearby (nothing asked of another host) or across the internet (consent given here). */
  const modeChoice = () =>
    el(
      "div",
      { class: "friends-modes" },
      el("div", { class: "friends-mode" }, el("button", { type: "button", class: "primary", id: "friends-invite", onclick: invite }, t("friends.mode_nearby")), el("p", { class: "note" }, t("friends.mode_nearby_note"))),
      el("div", { class: "friends-mode" }, el("button", { type: "button", class: "secondary", id: "friends-internet", onclick: openRoom }, t("friends.mode_internet")), el("p", { class: "note" }, t("friends.mode_internet_note"))),
    );

  /** Across the internet: the one link (and its QR code) every friend opens. */
  const roomPart = () =>
    el(
      "div",
      { class: "friends-invitation" },
      el("p", { class: "friends-step" }, t("friends.step_send_room")),
      sharedCode("friends-room-link", host.roomUrl(), { label: "friends.room_link_label", qr: "friends.qr_label", caption: "friends.qr_caption" }),
    );

  const invitationPart = () => {
    const invitation = host.invitation;
    if (host.room) return host.freeSeats().length ? roomPart() : el("p", {}, t("friends.all_seated"));
    if (!host.freeSeats().length) return el("p", {}, t("friends.all_seated"));
    if (!invitation) return modeChoice();
    const answer = el("textarea", { id: "friends-answer", rows: 3, spellcheck: "false", autocomplete: "off", class: "friends-code" });
    return el(
      "div",
      { class: "friends-invitation" },
      el("p", { class: "friends-step" }, t("friends.step_send")),
      sharedCode("friends-link", invitation.url, { label: "friends.link_label", qr: "friends.qr_label", caption: "friends.qr_caption" }),
      el("p", { class: "friends-step" }, t("friends.step_answer")),
      el(
        "form",
        { class: "friends-answer", onsubmit: (event) => { event.preventDefault(); connect(answer.value); } },
        el("div", { class: "field" }, el("label", { for: "friends-answer" }, t("friends.answer_label")), answer),
        el("div", { class: "friends-answer-buttons" }, el("button", { type: "submit", class: "primary", id: "friends-connect" }, t("friends.connect")), scannable ? scanButton() : null),
      ),
    );
  };

  const redraw = () => {
    if (!dialog.isConnected) return;
    const typed = /** @type {HTMLTextAreaElement | null} */ (document.getElementById("friends-answer"))?.value; // a code being pasted survives a seat's change
    clear(body).append(
      el("p", { class: "friends-intro" }, t("friends.host_intro")),
      el("ul", { class: "friends-seats", "aria-label": t("friends.seats") }, [...host.seats.keys()].map((seat) => seatRow(host, seat))),
      reactionsSwitch(host),
      invitationPart(),
    );
    const answer = /** @type {HTMLTextAreaElement | null} */ (document.getElementById("friends-answer"));
    if (answer && typed) answer.value = typed;
  };

  /**
   * Say ``busy`` while ``action`` runs, then ``done`` (or what went wrong, with ``otherWays`` after
   * it); redraw, and put the focus on ``focusId`` where one is given.
   */
  async function step(busy, action, { done = "", otherWays = "", focusId = null } = {}) {
    status.textContent = busy;
    try {
      await action();
      status.textContent = done;
    } catch (error) {
      status.textContent = otherWays ? `${problemText(error)} ${otherWays}` : problemText(error);
    }
    redraw();
    if (focusId) document.getElementById(focusId)?.focus();
  }

  const invite = () => step(t("friends.preparing"), () => host.invite(), { focusId: "friends-link" });
  const openRoom = () =>
    step(t("friends.internet_finding"), () => host.chooseInternet(), { otherWays: t("friends.internet_other_ways"), focusId: "friends-room-link" });
  const connect = (text) => step(t("friends.connecting"), () => host.accept(text), { done: t("friends.connected") });

  const scanButton = () => el("button", { type: "button", class: "secondary", id: "friends-scan-start", onclick: scanAnswer }, t("friends.scan"));
  const stopScan = () => scanning?.abort();

  /** Show the camera until it reads a friend's answer code, then connect it as if pasted. */
  async function scanAnswer() {
    stopScan();
    const controller = (scanning = new AbortController());
    const video = el("video", { class: "friends-camera", "aria-label": t("friends.camera_label") });
    const stop = el("button", { type: "button", class: "secondary", id: "friends-scan-stop", onclick: stopScan }, t("friends.scan_stop"));
    clear(scanView).append(el("p", { class: "friends-step" }, t("friends.camera_hint")), video, stop);
    status.textContent = "";
    stop.focus();
    const code = await scanQr({ video, signal: controller.signal }).catch((error) => {
      if (!controller.signal.aborted) status.textContent = problemText(error);
      return null;
    });
    if (scanning !== controller) return; // a newer scan owns the view
    scanning = null;
    clear(scanView);
    if (code === null) {
      /** @type {HTMLElement | null} */ (dialog.querySelector("#friends-scan-start"))?.focus();
      return;
    }
    const answer = /** @type {HTMLTextAreaElement | null} */ (dialog.querySelector("#friends-answer"));
    if (answer) answer.value = code;
    await connect(code);
  }

  const changed = host.onChange;
  host.onChange = () => {
    changed();
    redraw();
  };
  dialog.addEventListener("close", () => {
    stopScan();
    host.onChange = changed;
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  redraw();
  dialog.showModal();
  canScan().then((yes) => {
    scannable = yes;
    if (yes) dialog.querySelector(".friends-answer-buttons")?.append(scanButton());
  });
}
