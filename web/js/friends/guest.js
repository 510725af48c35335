// A friend's end of a shared table: the invitation opened from a link,
// a seat chosen, the answer code to send back, then the table as the host's engine
// shows it to this seat. The guest's page runs no game of its own: it sends action
// ids and draws the views the host sends, each checked before use.
import { clear, el } from "../dom.js";
import { language, t } from "../i18n.js";
import { personName, MAX_NAME } from "./hotseat.js";
import { answerInvitation } from "./peer.js";
import { decodeInvitation, encodeAnswer } from "./signal-code.js";
import { Inbox, message, readHostMessage } from "./messages.js";
import { problemText, sharedCode } from "./dialog.js";
import { readItem, writeItem } from "../storage.js";

const NAME_KEY = "karciarnia.friends.name";

/** The invitation code in the page's address (``#join=…``), or null. */
export function invitationInAddress() {
  const match = /^#join=(.+)$/.exec(location.hash);
  return match ? match[1] : null;
}

/** The table's engine and remote at a guest's page: actions go to the host, moves come from it. */
export class GuestTable {
  constructor({ link, seat, onTable, onClosed, onProblem }) {
    Object.assign(this, { link, seat, onTable, onClosed, onProblem });
    this.guest = true;
    this.acting = null; // {resolve, reject} while this seat's action is on its way
    this.asking = null; // resolve, while the host's engine says why a selection is no move
    link.onMessage((text) => this.receive(text));
    link.onClose(() => this.onClosed());
  }

  receive(text) {
    const { value, problem } = readHostMessage(text);
    if (problem) return this.onProblem(problem);
    if (value.names && this.table) this.table.names = value.names; // who sits where, as the host says now
    if (value.type === "table") {
      this.setup = value;
      this.acting = null;
      this.onTable(value);
    } else if (value.type === "move") {
      if (this.acting && value.actor === this.seat) this.acting.resolve({ view: value.view });
      else if (this.table) this.moves.put(value); // a move before this seat's table: the table, when it comes, has it
      this.acting = null;
    } else if (value.type === "refused") {
      if (this.acting) this.acting.reject(new Error(value.error));
      else if (this.asking) this.asking({ reason: "not_legal", params: {} }); // the host could not say why
      else this.onProblem(value.error);
      this.acting = null;
      this.asking = null;
    } else if (value.type === "explained") {
      this.asking?.({ reason: value.reason, params: value.params });
      this.asking = null;
    } else if (value.type === "names") {
      this.table?.render();
    } else if (value.type === "closed") {
      this.link.close();
    }
  }

  /** The engine's calls a guest's table makes, answered by the host's engine: its own actions and why a selection is no move. */
  call(op, args) {
    if (op === "act") {
      return new Promise((resolve, reject) => {
        this.acting = { resolve, reject };
        this.send("act", { action: args.action, moves: this.table.view.moves });
      });
    }
    if (op === "explain") {
      return new Promise((resolve) => {
        this.asking = resolve;
        this.send("explain", { cards: args.cards });
      });
    }
    if (op === "close") {
      this.link.close();
      return Promise.resolve({});
    }
    return Promise.reject(new Error(`${op}: not at a friend's table`));
  }

  send(type, body = {}) {
    this.link.send(message(type, body));
  }

  // -- the table's remote (see table.js) ---------------------------------------------------
  attach(table) {
    this.table = table;
    this.moves = new Inbox(); // moves this table has not shown yet (a former game's are no business of it)
  }

  awaits(view) {
    return !view.terminal && view.current_player !== view.seat;
  }

  next() {
    return this.moves.next();
  }

  options() {
    return Promise.resolve(this.setup.options);
  }
}

/** The seats an invitation offers, as radio buttons (the first chosen). */
function seatChoice(invitation) {
  return el(
    "fieldset",
    { class: "friends-seat-choice" },
    el("legend", {}, t("friends.choose_seat")),
    invitation.free.map((seat, index) =>
      el("label", { class: "friends-seat-option" }, el("input", { type: "radio", name: "seat", value: seat, checked: index === 0 }), t("friends.seat_number", { n: seat + 1 })),
    ),
  );
}

/**
 * The join panel for the invitation ``code`` in ``root``; once connected, ``onTable(guest,
 * setup)`` opens the table; ``onLeave()`` goes back to the lobby. ``iceServers``: from the settings.
 * Returns {redraw()}: the panel again (in another language) while no answer has been made.
 */
export function showJoin(options) {
  const { root, code, games, iceServers, onTable, onLeave } = options;
  let answering = false;
  const redraw = () => answering || showJoin(options);
  let invitation;
  try {
    invitation = decodeInvitation(code);
  } catch (error) {
    clear(root).append(
      el(
        "section",
        { class: "friends-join", id: "friends-join", "aria-labelledby": "join-title" },
        el("h2", { id: "join-title" }, t("friends.join_title")),
        el("p", { role: "alert", id: "join-problem" }, t(error.key ?? "friends.code_bad")),
        el("button", { type: "button", class: "primary", id: "join-leave", onclick: onLeave }, t("friends.to_lobby")),
      ),
    );
    return { redraw };
  }
  const game = games.find((g) => g.id === invitation.game);
  const gameName = game ? game.names[language()] ?? game.names.pl : invitation.game;
  const status = el("p", { class: "friends-status", id: "join-status", role: "status" });
  const name = el("input", { type: "text", id: "join-name", maxlength: MAX_NAME, autocomplete: "nickname", value: readItem(NAME_KEY) ?? "" });
  const panel = el(
    "section",
    { class: "friends-join", id: "friends-join", "aria-labelledby": "join-title" },
    el("h2", { id: "join-title" }, t("friends.join_title")),
    el("p", {}, t("friends.join_intro", { game: gameName, seats: invitation.seats })),
  );
  const form = el(
    "form",
    { id: "join-form" },
    el("div", { class: "field" }, el("label", { for: "join-name" }, t("friends.your_name")), name),
    seatChoice(invitation),
    el("button", { type: "submit", class: "primary", id: "join-answer" }, t("friends.join")),
    el("button", { type: "button", class: "secondary", id: "join-leave", onclick: onLeave }, t("friends.to_lobby")),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosenName = personName(name.value);
    if (!chosenName) {
      status.textContent = t("friends.name_needed");
      name.focus();
      return;
    }
    writeItem(NAME_KEY, chosenName);
    answering = true;
    const seat = Number(form.elements.seat.value);
    status.textContent = t("friends.preparing");
    let link;
    try {
      link = await answerInvitation(invitation.description, { iceServers });
    } catch (error) {
      status.textContent = problemText(error);
      return;
    }
    const answer = encodeAnswer({ table: invitation.table, seat, description: link.answer });
    form.replaceWith(
      el(
        "div",
        { class: "friends-answer-part" },
        el("p", { class: "friends-step" }, t("friends.step_send_answer")),
        sharedCode("join-code", answer, { label: "friends.answer_code_label", qr: "friends.qr_answer_label", caption: "friends.qr_answer_caption" }),
        el("button", { type: "button", class: "secondary", id: "join-leave", onclick: () => { link.close(); onLeave(); } }, t("friends.to_lobby")),
      ),
    );
    status.textContent = t("friends.waiting_host");
    try {
      await link.opened;
    } catch (error) {
      // An answer not taken in time goes stale (Chromium gives up after about 220 s): a new one may work.
      status.textContent = problemText(error);
      status.after(el("button", { type: "button", class: "primary", id: "join-again", onclick: () => showJoin(options) }, t("friends.answer_again")));
      return;
    }
    status.textContent = t("friends.connected");
    onTable({ link, seat, name: chosenName, invitation });
  });
  panel.append(form, status);
  clear(root).append(panel);
  name.focus();
  return { redraw };
}
