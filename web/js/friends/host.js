// The host's end of a table shared with friends across devices. The
// host's engine is the only authority: each friend's seat gets its own view and
// nothing else; every message a friend sends goes to the engine (op "guest") with
// the seat bound to that connection, never a seat the message names. A seat
// waits for its friend (the game waits when it is that seat's turn) until the
// friend connects, or the host lets a computer play it; a friend who drops
// rejoins the same seat with a new invitation. Across the internet one link is the
// invitation of every seat: each browser that joins the table's room is offered the
// free seats and takes one (the host may remove a friend again).
import { Inbox, message, readReaction, readSeatRequest } from "./messages.js";
import { ReactionBoard } from "./reactions.js";
import { openInvitation } from "./peer.js";
import { proveHost } from "./host-proof.js";
import { newRoom, Room, roomUrl } from "./relay.js";
import { decodeAnswer, encodeInvitation, invitationUrl } from "./signal-code.js";
import { HUMAN } from "./hotseat.js";
import { RunningScore, peopleAt } from "./tally.js";

export const FRIEND = "friend"; // a seat of the lobby a friend takes from another device
export const WAITING = "waiting";
export const LOST = "lost"; // a friend who was connected and dropped: the seat waits for them to rejoin
export const CONNECTED = "connected";
export const COMPUTER = "computer";

/** A new table id: 8 hex characters, so that an answer to another table's invitation is refused. */
export function newTableId() {
  return [...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class FriendsHost {
  /**
   * ``engine``: the host's engine; ``setup``: {game, options, names, friends: {table, seats, level}, counter}
   * (everyone's name; the table's id, the friends' seats and the level of a computer that takes
   * a friend's seat; the card counter at this table: each friend is sent its own seat's); ``iceServers``: from the settings; ``onChange()``: a seat's state or name
   * changed (redraw); ``onSetup()``: ``setup.friends`` changed between moves (a room opened, a
   * friend seated: keep it now); ``internet``: {iceServers(), consent()} across the internet (the
   * settings' servers, and the player's consent remembered).
   */
  constructor({ engine, setup, iceServers = [], onChange = () => {}, onSetup = () => {}, internet = null }) {
    this.engine = engine;
    this.setup = setup;
    this.counting = Boolean(setup.counter); // the table has the card counter: each view goes with its seat's count
    this.iceServers = iceServers;
    this.onChange = onChange;
    this.onSetup = onSetup;
    this.internet = internet;
    // A seat a friend held before (the saved game of a reloaded table) waits for that friend to rejoin.
    this.seats = new Map(setup.friends.seats.map((seat) => [seat, { link: null, lost: Boolean(setup.friends.joined?.includes(seat)) }]));
    this.invitation = null; // the invitation on offer: {link, code, url}
    this.room = null; // the table's room across the internet, once opened (see openRoom)
    this.proofs = new WeakMap(); // each browser in the room: the host's proof for its connection
    this.reactionBoard = new ReactionBoard(() => this.onChange());
    this.score = new RunningScore(setup.friends.tally); // the running score of the games played at this table
    this.received = Promise.resolve(); // friends' messages, one at a time, in order
    this.sent = Promise.resolve(); // the views sent, in the order of the moves
  }

  /** The host's table (its view is seat 0's): each move it shows goes to the friends. */
  attach(table) {
    this.table = table;
    this.moves = new Inbox(); // friends' moves this table has not shown yet: {view, actor, action}
    table.onMove = (actor) => this.broadcast(actor);
  }

  /** The next table is a new game for the friends already seated (play again), with the card counter or not: they are told when it starts. */
  restart(counting) {
    this.welcome = true;
    this.counting = counting;
  }

  /**
   * The table starts at ``view``: after a restart every connected friend gets the new game's table,
   * asked of the engine now, before the table asks for any move, so it comes before the first move.
   */
  started(view) {
    if (!this.welcome) return;
    this.welcome = false;
    this.sendViews(view.session, (seen) => message("table", this.tableMessage(seen)));
  }

  get session() {
    return this.table.view.session;
  }

  /** A friend's seat: waiting (for its first connection), connected, lost (dropped), or played by the computer. */
  seatStatus(seat) {
    const place = this.seats.get(seat);
    if (!place) return null;
    if (place.link) return CONNECTED;
    if (this.table?.view.players[seat] !== HUMAN) return COMPUTER;
    return place.lost ? LOST : WAITING;
  }

  /** [seat, link] of every friend connected now. */
  connected() {
    return [...this.seats].flatMap(([seat, { link }]) => (link ? [[seat, link]] : []));
  }

  /** The friends' seats no friend holds now (a dropped friend's, a computer's): an invitation offers these. */
  freeSeats() {
    return [...this.seats.keys()].filter((seat) => this.seatStatus(seat) !== CONNECTED);
  }

  // -- the table's remote (see table.js) ---------------------------------------------------
  awaits(view) {
    return !view.terminal && this.seats.has(view.current_player) && view.players[view.current_player] === HUMAN;
  }

  next() {
    return this.moves.next();
  }

  options() {
    return Promise.resolve(this.setup.options);
  }

  // -- invitations -------------------------------------------------------------------------
  /** A new invitation for the free seats (the one on offer before is withdrawn): {code, url}. */
  async invite() {
    this.invitation?.link.close();
    this.invitation = null;
    const link = await openInvitation({ iceServers: this.iceServers });
    const code = encodeInvitation({
      table: this.setup.friends.table,
      game: this.setup.game,
      seats: this.table.view.players.length,
      free: this.freeSeats(),
      description: link.offer,
    });
    this.invitation = { link, code, url: invitationUrl(location.href, code) };
    return this.invitation;
  }

  /** Connect the friend whose answer ``text`` (a code, or a link with one) answers the invitation on offer. */
  async accept(text) {
    const answer = decodeAnswer(text);
    const invitation = this.invitation;
    if (!invitation) throw new FriendsError("friends.no_invitation");
    if (answer.table !== this.setup.friends.table) throw new FriendsError("friends.other_table");
    if (!this.freeSeats().includes(answer.seat)) throw new FriendsError("friends.seat_taken");
    await invitation.link.accept(answer.description);
    this.invitation = null;
    await this.seat(answer.seat, invitation.link);
    this.listen(invitation.link);
  }

  // -- across the internet -------------------------------------------------------------------
  /**
   * Open the table's room (the same one after a reload: its id, key and host key are saved with the game);
   * resolves with its link once a relay answers, rejects with a LinkError when none does.
   */
  async openRoom() {
    if (!this.setup.friends.room?.secret) {
      this.setup.friends.room = await newRoom(); // also for a room saved before hosts signed: a new link
      this.onSetup(); // kept at once: a reload before the next move opens the same link
    }
    this.room ??= await Room.join(this.setup.friends.room, { iceServers: this.internet.iceServers(), onPeer: (link) => this.greet(link) });
    try {
      await this.room.relayReached;
    } catch (error) {
      this.room?.leave();
      this.room = null;
      throw error;
    }
    this.onChange();
    return this.roomUrl();
  }

  /** The host chose to invite across the internet: the consent is remembered, the room opened. */
  chooseInternet() {
    this.internet.consent();
    return this.openRoom();
  }

  /** Leave the room (consent withdrawn, or back to nearby): friends seated through it are dropped. */
  closeRoom() {
    this.room?.leave();
    this.room = null;
    this.onChange();
  }

  roomUrl() {
    return roomUrl(location.href, this.setup.friends.room);
  }

  /** A browser with the table's key joined: it is offered the free seats, with the host's proof for that connection, and may take one. */
  async greet(link) {
    this.proofs.set(link, await proveHost(this.setup.friends.room, link.fingerprints()));
    if (link.state !== "open") return; // it left while the proof was made
    link.send(message("invitation", this.offer(link)));
    this.listen(link);
  }

  /** The table on offer to ``link``'s browser: its free seats, and the proof that this page is the link's host. */
  offer(link) {
    return { table: this.setup.friends.table, game: this.setup.game, seats: this.table.view.players.length, free: this.freeSeats(), proof: this.proofs.get(link) };
  }

  /** A request for a seat: a free seat is given (and said); a taken one gets the seats free now; anything else is ignored. */
  async takeSeat(link, text) {
    const { seat, problem } = readSeatRequest(text);
    if (problem) {
      console.warn("a message from a browser without a seat was ignored:", problem);
      return;
    }
    if (!this.freeSeats().includes(seat)) {
      link.send(message("invitation", this.offer(link)));
      return;
    }
    await this.seat(seat, link);
    link.send(message("seated", { seat }));
  }

  /** The host removes the friend at ``seat``: told, disconnected; the seat waits as a dropped friend's. */
  remove(seat) {
    const place = this.seats.get(seat);
    if (!place?.link) return;
    if (place.link.state === "open") place.link.send(message("closed"));
    place.link.close();
    this.dropped(seat, place.link);
  }

  // -- a friend's connection -----------------------------------------------------------------
  /** ``link``'s friend takes ``seat`` (from the computer, if it played it). */
  async seat(seat, link) {
    if (this.table.view.players[seat] !== HUMAN) await this.setPlayer(seat, HUMAN); // back from the computer
    this.bind(seat, link);
  }

  bind(seat, link) {
    this.seats.get(seat).link = link;
    const { joined = [] } = this.setup.friends;
    if (!joined.includes(seat)) {
      this.setup.friends.joined = [...joined, seat];
      this.onSetup();
    }
    link.onClose(() => this.dropped(seat, link));
    this.onChange();
  }

  /** ``link``'s messages, one at a time in order: a seated friend's reactions are passed on, the rest go to the engine; others ask for a seat. */
  listen(link) {
    link.onMessage((text) => {
      this.received = this.received.then(() => {
        const seat = this.seatOf(link);
        if (seat === null) return this.takeSeat(link, text);
        const reaction = readReaction(text);
        return reaction ? this.react(seat, reaction) : this.receive(seat, link, text);
      });
    });
  }

  // -- quick reactions -----------------------------------------------------------------------
  get reactionsOn() {
    return !this.setup.friends.quiet;
  }

  /** ``seat``'s reaction (the host's own at seat 0): shown at its seat on every page, unless reactions are off or it comes too soon. */
  react(seat, reaction) {
    if (!this.reactionsOn || !this.reactionBoard.show(seat, reaction)) return;
    const text = message("reacted", { seat, reaction });
    for (const [, link] of this.connected()) link.send(text);
  }

  reactionAt(seat) {
    return this.reactionBoard.at(seat);
  }

  /** Let the friends send reactions, or not: every friend is told at once. */
  setReactions(on) {
    this.setup.friends.quiet = !on;
    const text = message("reactions", { on });
    for (const [, link] of this.connected()) link.send(text);
    this.onChange();
  }

  seatOf(link) {
    for (const [seat, place] of this.seats) if (place.link === link) return seat;
    return null;
  }

  dropped(seat, link) {
    const place = this.seats.get(seat);
    if (place.link !== link) return; // an older connection of a seat that has rejoined
    place.link = null;
    place.lost = true;
    this.onChange();
  }

  /** A friend's message, through the engine; a refusal goes back to that friend alone. */
  async receive(seat, link, text) {
    let reply;
    try {
      reply = await this.engine.call("guest", { session: this.session, seat, message: text, counter: this.counting });
    } catch (error) {
      link.send(message("refused", { error: error.message }));
      return;
    }
    if (reply.type === "hello") {
      this.setup.names[seat] = reply.name;
      link.send(message("table", this.tableMessage(reply)));
      this.tellNames(seat);
      this.onChange();
    } else if (reply.type === "sync") {
      link.send(message("table", this.tableMessage(reply)));
    } else if (reply.type === "explain") {
      link.send(message("explained", { reason: reply.reason, params: reply.params }));
    } else if (reply.type === "act") {
      // The host's table shows the friend's move as the host's own seat saw it (a gift's cards stay hidden, P17).
      const { view } = await this.engine.call("view", { session: this.session, seat: 0 });
      this.moves.put({ view, actor: reply.actor, action: view.last_move.action });
    }
  }

  /** The table as a friend is told it: ``seen``, its seat's view (and its counter, at a table with one: see sendViews). */
  tableMessage({ view, counter }) {
    return { view, counter, names: this.names(), game: this.setup.game, options: optionsForFriends(this.setup.options), reactions: this.reactionsOn, tally: this.score.tally };
  }

  /** Each seat's name for the friends: a person's, or null for a computer. */
  names() {
    return peopleAt(this.table.view.players, this.setup.names);
  }

  /** Tell every friend but ``except`` the names now at the table. */
  tellNames(except) {
    const text = message("names", { names: this.names() });
    for (const [seat, link] of this.connected()) if (seat !== except) link.send(text);
  }

  /**
   * Let a computer play a waiting seat (at the lobby's level), or give it back to its friend. A table
   * waiting for that seat goes on at once; else the table's next view says who plays it.
   */
  async setPlayer(seat, player) {
    const { view } = await this.engine.call("seat", { session: this.session, seat, player, viewer: 0 });
    if (this.moves.awaited) this.moves.put({ view, actor: null, action: null });
    else this.table.view.players = view.players;
    this.onChange();
  }

  letComputerPlay(seat) {
    return this.setPlayer(seat, this.setup.friends.level);
  }

  /**
   * After every move shown at the host's table (``actor`` null: no move, a seat changed hands): each
   * connected friend gets its own seat's view, and the move as the engine shows it to that seat
   * (``view.last_move``: a gift or a discard it took no part in stays face down, P17, K20), never as
   * the host's table saw it. The views are asked for at once, before the table asks the engine for
   * anything more (its requests are answered in order), so each is the view right after this move;
   * they go out in order.
   */
  broadcast(actor) {
    const names = this.names();
    // Once the game has ended its scores go into the running score, kept with the table's setup: "again"
    // carries it on, the saved game keeps it.
    if (this.score.add(this.table.view, names)) this.setup.friends.tally = this.score.tally;
    const { tally } = this.score;
    this.sendViews(this.session, ({ view, counter }) => {
      const move = actor === null ? null : view.last_move;
      return message("move", { view, counter, actor: move?.actor ?? null, action: move?.action ?? null, names, tally });
    });
  }


  /**
   * Each connected friend's own view of ``session``, asked of the engine at once (it answers in
   * order, so before anything the table asks next), sent in that order as ``compose({view, counter})``.
   * At a table with the card counter the engine counts it in the same call, from that seat's
   * observation only (engine: sessions.seat_reply): no count of what another seat holds is ever sent.
   */
  sendViews(session, compose) {
    for (const [seat, link] of this.connected()) {
      const viewing = this.engine.call("view", { session, seat, counter: this.counting });
      this.sent = this.sent
        .then(() => viewing)
        .then((seen) => link.state === "open" && link.send(compose(seen)))
        .catch((error) => console.warn("a view was not sent to a friend:", error));
    }
  }

  /** Leave: every friend is told, every connection closed. */
  close() {
    for (const { link } of this.seats.values()) {
      if (link?.state === "open") link.send(message("closed"));
      link?.close();
    }
    this.invitation?.link.close();
    this.room?.leave();
  }
}

/**
 * The table's options as a friend is told them: a prepared deal holds every seat's cards, so a
 * friend learns only that the deal was prepared (what its rules say), never the deal.
 */
function optionsForFriends({ deal = null, ...options }) {
  return deal === null ? options : { ...options, deal: true };
}

/** A refusal of the host's page, in words the player reads: ``key`` is an i18n key. */
export class FriendsError extends Error {
  constructor(key) {
    super(key);
    this.key = key;
  }
}
