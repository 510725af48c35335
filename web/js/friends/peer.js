// The connections of play with friends: one RTCPeerConnection and one
// ordered data channel "karciarnia" per guest, signalled by hand (non-trickle:
// each side waits for its ICE gathering before its description is shown as a
// code). Host and guest get the same kind of link: send, onMessage, onClose,
// close, state.
//
// The host speaks first: its link greets as its channel opens, and the guest's
// link is open only once that greeting is in. A guest's first message then never
// reaches a host whose channel is not open yet (a clean-clone run lost one so).

export const CHANNEL_LABEL = "karciarnia";
/** How long the host waits, after pasting the answer, for the channel to open. */
export const CONNECT_TIMEOUT_MS = 20_000;
/**
 * How long a guest waits for the channel: the answer code travels by hand to the host first.
 * Chromium gives up sooner by itself: about 220 s after the answer, unanswered ICE checks make
 * the connection "failed" (opened rejects with friends.link_failed) and a late accept cannot revive it.
 */
export const ANSWER_TIMEOUT_MS = 15 * 60_000;
/** How long each side gathers ICE candidates before it packs what it has. */
export const GATHER_TIMEOUT_MS = 3_000;

/** The host's first words on every channel; never passed on (the game's messages are JSON objects). */
const GREETING = "karciarnia:open";

/** A link that did not open; ``key`` names the i18n string that tells the player why. */
export class LinkError extends Error {
  constructor(key, detail) {
    super(detail);
    this.name = "LinkError";
    this.key = key;
  }
}

/** A data channel to the other side: "connecting", then "open", then "closed" (for good). */
class Link {
  #connection;
  #channel = null;
  #messages = [];
  #messageListeners = [];
  #closeListeners = [];
  #opened;
  #resolveOpen;
  #rejectOpen;
  #speaksFirst;
  // A page that goes away says goodbye: the other side hears it at once, not after ICE's 15 s of silence.
  #leave = () => this.close();
  state = "connecting";

  /** ``speaksFirst``: the host's side, which greets as its channel opens (see above). */
  constructor(connection, { speaksFirst }) {
    this.#connection = connection;
    this.#speaksFirst = speaksFirst;
    addEventListener("pagehide", this.#leave);
    this.#opened = new Promise((resolve, reject) => {
      this.#resolveOpen = resolve;
      this.#rejectOpen = reject;
    });
    this.#opened.catch(() => {}); // a link nobody waits on yet must not report an unhandled rejection
    connection.addEventListener("connectionstatechange", () => {
      if (connection.connectionState === "failed") this.#end(new LinkError("friends.link_failed", "the connection failed"));
    });
  }

  /** Use ``channel`` (the host's own or the one the guest received). */
  attach(channel) {
    this.#channel = channel;
    channel.addEventListener("open", () => {
      if (!this.#speaksFirst) return; // open once greeted
      channel.send(GREETING);
      this.#open();
    });
    channel.addEventListener("message", ({ data }) => {
      if (data === GREETING && !this.#speaksFirst) this.#open();
      else if (typeof data === "string") this.#receive(data);
    });
    channel.addEventListener("close", () => this.#end(new LinkError("friends.link_failed", "the other side closed the connection")));
  }

  /** Resolves when the channel opens; rejects (and closes the link) after ``timeoutMs`` or on failure. */
  waitOpen(timeoutMs) {
    const timer = setTimeout(() => {
      if (this.state !== "connecting") return;
      this.#end(new LinkError("friends.link_timeout", `no connection within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    this.#opened.then(() => clearTimeout(timer), () => clearTimeout(timer));
    return this.#opened;
  }

  /** Send ``text`` to the other side; throws unless the link is open. */
  send(text) {
    if (typeof text !== "string") throw new TypeError("a link sends text only");
    if (this.state !== "open") throw new Error(`the link is ${this.state}, not open`);
    this.#channel.send(text);
  }

  /** Call ``listener(text)`` for every text message (binary ones are ignored); the first listener also gets those that came before it. */
  onMessage(listener) {
    this.#messageListeners.push(listener);
    for (const text of this.#messages.splice(0)) listener(text);
  }

  /** Call ``listener()`` once when the other side closes the link or the connection fails (not on our own close()). */
  onClose(listener) {
    this.#closeListeners.push(listener);
  }

  /** End the link from this side (no onClose call). */
  close() {
    if (this.state === "closed") return;
    this.state = "closed";
    removeEventListener("pagehide", this.#leave);
    this.#rejectOpen(new LinkError("friends.link_failed", "the link was closed"));
    this.#channel?.close();
    this.#connection.close();
  }

  #open() {
    if (this.state !== "connecting") return;
    this.state = "open";
    this.#resolveOpen();
  }

  #receive(text) {
    if (this.#messageListeners.length === 0) this.#messages.push(text);
    for (const listener of this.#messageListeners) listener(text);
  }

  /** The link ends without our close(): a waiting open fails with ``error``, an open link calls onClose. */
  #end(error) {
    if (this.state === "closed") return;
    const wasOpen = this.state === "open";
    this.#rejectOpen(error);
    this.close();
    if (wasOpen) for (const listener of this.#closeListeners) listener();
  }
}

/** The host's link to one guest: ``offer`` goes into the invitation, ``accept(answer)`` connects. */
class HostLink extends Link {
  #connection;
  offer = null;

  constructor(connection) {
    super(connection, { speaksFirst: true });
    this.#connection = connection;
  }

  /** Take the guest's answer; resolves when the channel is open (rejects after CONNECT_TIMEOUT_MS or on failure). */
  async accept(answerDescription) {
    await this.#connection.setRemoteDescription(answerDescription);
    return this.waitOpen(CONNECT_TIMEOUT_MS);
  }
}

/** The guest's link to the host: ``answer`` goes back to the host, ``opened`` settles when it connects or gives up. */
class GuestLink extends Link {
  answer = null;
  opened = null;
}

/** A new invitation: a connection with its channel and the gathered offer. */
export async function openInvitation({ iceServers = [] } = {}) {
  const connection = new RTCPeerConnection({ iceServers });
  const link = new HostLink(connection);
  link.attach(connection.createDataChannel(CHANNEL_LABEL, { ordered: true }));
  await connection.setLocalDescription(await connection.createOffer());
  link.offer = await gathered(connection);
  return link;
}

/** Answer the host's offer: the gathered answer and a promise of the open channel. */
export async function answerInvitation(offerDescription, { iceServers = [] } = {}) {
  const connection = new RTCPeerConnection({ iceServers });
  const link = new GuestLink(connection, { speaksFirst: false });
  connection.addEventListener("datachannel", ({ channel }) => channel.label === CHANNEL_LABEL && link.attach(channel));
  try {
    await connection.setRemoteDescription(offerDescription);
    await connection.setLocalDescription(await connection.createAnswer());
  } catch (error) {
    link.close();
    throw error;
  }
  link.answer = await gathered(connection);
  link.opened = link.waitOpen(ANSWER_TIMEOUT_MS);
  return link;
}

/** The local description once ICE gathering completes, or what it has after GATHER_TIMEOUT_MS. */
async function gathered(connection) {
  await /** @type {Promise<void>} */ (new Promise((resolve) => {
    const timer = setTimeout(done, GATHER_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      connection.removeEventListener("icegatheringstatechange", check);
      resolve();
    }
    function check() {
      if (connection.iceGatheringState === "complete") done();
    }
    connection.addEventListener("icegatheringstatechange", check);
    check();
  }));
  const { type, sdp } = connection.localDescription;
  return { type, sdp };
}
