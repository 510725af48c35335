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
import { isHostProof } from "./host-proof.js";
import { FIND_TIMEOUT_MS, Room } from "./relay.js";
import { ReactionBoard } from "./reactions.js";
import { RunningScore } from "./tally.js";
import { problemText, sharedCode } from "./dialog.js";
import { readItem, writeItem } from "../storage.js";

const NAME_KEY = "karciarnia.friends.name";
const MIN_FIND_MS = 5_000; // the least time a page opened late in its life gives the relays and the host
const SAYING_MS = 1_000;
/** What a friend is told when the host's page answered but no connection opened, by why (Room.unreached). */
const UNREACHED_KEYS = { no_route: "friends.internet_no_route", not_opened: "friends.internet_not_opened" };

/** The invitation code in the page's address (``#join=…``), or null. */
export function invitationInAddress() {
  const match = /^#join=(.+)$/.exec(location.hash);
  return match ? match[1] : null;
}

/** The table's engine and remote at a guest's page: actions go to the host, moves come from it. */
export class GuestTable {
  constructor({ link, seat, onTable, onClosed, onProblem }) {
    this.link = link;
    this.seat = seat;
    this.onTable = onTable;
    this.onClosed = onClosed;
    this.onProblem = onProblem;
    this.guest = true;
    this.acting = null; // {resolve, reject} while this seat's action is on its way
    this.asking = null; // resolve, while the host's engine says why a selection is no move
    this.reactionsOn = true; // as the host says
    /** @type {Map<number, import("../boot/types.js").CounterReply>} this seat's count of each view sent and not yet drawn, by its moves */
    this.counts = new Map();
    this.reactionBoard = new ReactionBoard(() => this.table?.render());
    this.score = new RunningScore(); // the running score, as the host keeps it and sends it
    link.onMessage((text) => this.receive(text));
    link.onClose(() => this.onClosed());
  }

  receive(text) {
    const { value, problem } = readHostMessage(text);
    if (problem) return this.onProblem(problem);
    if (value.names && this.table) this.table.names = value.names; // who sits where, as the host says now
    if (value.tally) this.score.tally = value.tally;
    if (value.type === "table") this.counts.clear(); // a new table: the views come from here on
    if (value.counter) this.counts.set(value.view.moves, value.counter);
    if (value.type === "table") {
      this.setup = value;
      this.reactionsOn = value.reactions ?? true;
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
    } else if (value.type === "reacted") {
      this.reactionBoard.show(value.seat, value.reaction);
    } else if (value.type === "reactions") {
      this.reactionsOn = value.on;
      this.table?.render();
    } else if (value.type === "closed") {
      this.link.close(); // the host left the table, or removed this friend: said on the table
      this.onClosed();
    }
  }

  /**
   * The engine's calls a guest's table makes, answered by the host's engine: its own actions, why a
   * selection is no move, and the card counter of the view drawn (the count the host sent with it).
   */
  call(op, args) {
    if (op === "counter") return this.countOf(this.table.view.moves);
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

  /** This seat's count of the view at ``moves``, as the host sent it with that view; the counts of views before it are dropped. */
  countOf(moves) {
    for (const seen of this.counts.keys()) if (seen < moves) this.counts.delete(seen);
    const counter = this.counts.get(moves);
    return counter ? Promise.resolve({ counter }) : Promise.reject(new Error(`the host sent no card counter for move ${moves}`));
  }

  send(type, body = {}) {
    this.link.send(message(type, body));
  }

  /** This seat's quick reaction, for the host to show everyone (its page shows it back). */
  react(reaction) {
    this.send("react", { reaction });
  }

  reactionAt(seat) {
    return this.reactionBoard.at(seat);
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

/** The join panel's frame: its title, then ``parts``. */
function joinPanel(...parts) {
  return el("section", { class: "friends-join", id: "friends-join", "aria-labelledby": "join-title" }, el("h2", { id: "join-title" }, t("friends.join_title")), ...parts);
}

/** The name field, filled with the name this player gave last time. */
function nameField() {
  return el("input", { type: "text", id: "join-name", maxlength: MAX_NAME, autocomplete: "nickname", value: readItem(NAME_KEY) ?? "" });
}

/** The game an invitation names, in the page's language. */
function gameName(games, id) {
  const game = games.find((g) => g.id === id);
  return game ? game.names[language()] ?? game.names.en : id;
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
      joinPanel(
        el("p", { role: "alert", id: "join-problem" }, t(error.key ?? "friends.code_bad")),
        el("button", { type: "button", class: "primary", id: "join-leave", onclick: onLeave }, t("friends.to_lobby")),
      ),
    );
    return { redraw };
  }
  const status = el("p", { class: "friends-status", id: "join-status", role: "status" });
  const name = nameField();
  const panel = joinPanel(el("p", {}, t("friends.join_intro", { game: gameName(games, invitation.game), seats: invitation.seats })));
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
    const chosenName = chosenNameOf(name, status);
    if (!chosenName) return;
    answering = true;
    const seat = Number(/** @type {RadioNodeList} */ (form.elements.namedItem("seat")).value);
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

/** The name typed (remembered for next time), or null with the reason said in ``status``. */
function chosenNameOf(input, status) {
  const chosen = personName(input.value);
  if (!chosen) {
    status.textContent = t("friends.name_needed");
    input.focus();
    return null;
  }
  writeItem(NAME_KEY, chosen);
  return chosen;
}

/**
 * The join panel for a table across the internet (``room`` from the link): the page joins the room,
 * the host's page offers its free seats, the friend picks one and a name, and is seated. A page
 * that reaches no relay, or no host, within FIND_TIMEOUT_MS says why and offers the other ways to
 * play. ``onTable``, ``onLeave``, ``iceServers`` as for showJoin. Returns {redraw(), leave()}.
 */
export function showRoomJoin({ root, room, games, iceServers, onTable, onLeave }) {
  const status = el("p", { class: "friends-status", id: "join-status", role: "status" }, t("friends.internet_finding"));
  const body = el("div", { class: "friends-join-body" });
  let host = null; // the link of the first browser that offered this table's seats
  let offer = null; // its latest offer
  let joined = null; // the Room
  let seated = false;
  let hostTimer = null;
  const leave = () => {
    clearTimeout(hostTimer);
    if (!seated) joined?.leave();
    onLeave();
  };
  const leaveButton = () => el("button", { type: "button", class: "secondary", id: "join-leave", onclick: leave }, t("friends.to_lobby"));

  const fail = (error) => {
    clearTimeout(hostTimer);
    if (seated) return;
    joined?.leave();
    status.textContent = problemText(error);
    clear(body).append(
      el("p", {}, t("friends.internet_other_ways")),
      el("button", { type: "button", class: "primary", id: "join-nearby", onclick: leave }, t("friends.internet_try_nearby")),
    );
  };

  const drawOffer = (taken) => {
    const name = nameField();
    const form = el(
      "form",
      { id: "join-form" },
      el("p", {}, t("friends.join_intro", { game: gameName(games, offer.game), seats: offer.seats })),
      el("div", { class: "field" }, el("label", { for: "join-name" }, t("friends.your_name")), name),
      seatChoice(offer),
      el("button", { type: "submit", class: "primary", id: "join-answer" }, t("friends.join")),
      leaveButton(),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const chosenName = chosenNameOf(name, status);
      if (!chosenName) return;
      form.elements["join-answer"].disabled = true;
      status.textContent = t("friends.connecting");
      form.dataset.name = chosenName;
      host.send(message("take", { seat: Number(/** @type {RadioNodeList} */ (form.elements.namedItem("seat")).value) }));
    });
    clear(body).append(form);
    status.textContent = taken ? t("friends.internet_seat_taken") : "";
    if (!offer.free.length) status.textContent = t("friends.all_seated");
  };

  const fromPeer = async (link, text) => {
    const ignored = () => seated || (host && link !== host); // another friend's browser, or the table already started
    if (ignored()) return;
    const { value, problem } = readHostMessage(text);
    if (problem) return console.warn("a message before a seat was ignored:", problem);
    if (value.type === "invitation") {
      if (link !== host && !(await isHostProof(room, link.fingerprints(), value.proof))) {
        return console.warn("seats offered by a browser that is not the link's host were ignored");
      }
      if (ignored()) return;
      const again = host !== null;
      host = link;
      offer = value;
      clearTimeout(hostTimer);
      drawOffer(again);
    } else if (value.type === "seated" && host) {
      seated = true;
      status.textContent = t("friends.connected");
      onTable({ link, seat: value.seat, name: root.querySelector("#join-form")?.dataset.name ?? "" });
    }
  };

  clear(root).append(joinPanel(body, status));
  body.append(leaveButton());
  // The player counts from opening the link (the page's own start): a little is kept for saying why.
  const deadline = Math.max(performance.now() + MIN_FIND_MS, FIND_TIMEOUT_MS - SAYING_MS);
  Room.join(room, {
    iceServers,
    deadline,
    onPeer: (link) => {
      link.onMessage((text) => fromPeer(link, text));
      link.onClose(() => link === host && !seated && fail({ key: "friends.host_lost" }));
    },
  })
    .then((opened) => {
      joined = opened;
      return opened.relayReached;
    })
    .then(() => {
      if (host) return; // its offer came first
      status.textContent = t("friends.internet_finding_host");
      const notFound = () => fail({ key: UNREACHED_KEYS[joined.unreached()] ?? "friends.internet_no_host" });
      hostTimer = setTimeout(() => host || notFound(), Math.max(0, deadline - performance.now()));
    })
    .catch(fail);
  return { redraw: () => offer && !seated && drawOffer(false), leave };
}
