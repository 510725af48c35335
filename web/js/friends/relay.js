// Friends across the internet, with one link: the host's page and each friend's
// find each other through public Nostr relays (Trystero's Nostr strategy, loaded
// only once the player chose this mode), then the game's messages flow on a direct,
// encrypted WebRTC data channel, never through a relay. The room is named by a
// random id; the key that encrypts the offers and answers the relays carry, and the
// public key that tells the host's page from a friend's (host-proof.js), live only in
// the link's fragment, which no browser sends to any server.
import { fingerprintOf, newHostKey, toBase64Url } from "./host-proof.js";
import { LinkError } from "./peer.js";
import { siteFile } from "../site.js";

/** The public relays both sides use (the page's Content-Security-Policy allows exactly these). */
export const RELAYS = ["wss://nos.lol", "wss://relay.damus.io", "wss://relay.primal.net", "wss://nostr.mom", "wss://purplerelay.com"];
/** The public STUN servers that find a route between two homes (no data passes through them). */
export const STUN_SERVERS = ["stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"];
/** How long a page waits for a relay to answer, and then for the other side, before it says why not. */
export const FIND_TIMEOUT_MS = 20_000;
const APP_ID = "karciarnia-friends";
const ACTION = "game";
const ROOM_HASH = /^#room=([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{87})$/; // id, key, the host's public key
// A browser test's own relay (?test-relay=ws://127.0.0.1:PORT): a loopback address only, never a player's choice.
const TEST_RELAY = /^ws:\/\/127\.0\.0\.1:\d{2,5}\/?$/;

const ICE_CREDENTIALS = /^a=ice-ufrag:/m;

/** What a join error from the matchmaking library means, for the console: only a wrong key is a refusal. */
export function joinErrorWords(error) {
  return /password/i.test(String(error)) ? "a browser without this table's key was refused:" : "a connection to a browser in this room did not open:";
}

/** A new room: a random id and key (16 and 22 characters of base64url), and the host's signing key ({host, secret}). */
export async function newRoom() {
  return { id: randomText(12), key: randomText(16), ...(await newHostKey()) };
}

function randomText(bytes) {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The one link of ``room``: this page with the room in its fragment. */
export function roomUrl(pageUrl, room) {
  const url = new URL(pageUrl);
  url.search = "";
  url.hash = "";
  return `${url.href}#room=${room.id}.${room.key}.${room.host}`;
}

/** The room in the page's address (``#room=id.key.host``), or null. */
export function roomInAddress(hash = location.hash) {
  const match = ROOM_HASH.exec(hash);
  return match ? { id: match[1], key: match[2], host: match[3] } : null;
}

/** The relays this page uses: the public ones, or a browser test's own. */
export function relayUrls(search = location.search) {
  const test = new URLSearchParams(search).get("test-relay");
  return test && TEST_RELAY.test(test) ? [test] : RELAYS;
}

/** The ICE servers across the internet: the public STUN servers (none with a test's relay) and the player's TURN server, if any. */
export function internetIceServers(turn, search = location.search) {
  const stun = relayUrls(search) === RELAYS ? [{ urls: STUN_SERVERS }] : [];
  return turn ? [...stun, turn] : stun;
}

/** A friend's connection in a room: the same kind of link as peer.js's (send, onMessage, onClose, close, state). */
class RoomLink {
  #room;
  #messageListeners = [];
  #closeListeners = [];
  #messages = [];
  state = "open";

  constructor(room, peerId) {
    this.#room = room;
    this.peerId = peerId;
  }

  send(text) {
    if (typeof text !== "string") throw new TypeError("a link sends text only");
    if (this.state !== "open") throw new Error(`the link is ${this.state}, not open`);
    this.#room.send(text, this.peerId);
  }

  onMessage(listener) {
    this.#messageListeners.push(listener);
    for (const text of this.#messages.splice(0)) listener(text);
  }

  onClose(listener) {
    this.#closeListeners.push(listener);
  }

  /** A message from this peer (binary ones and anything not text are dropped). */
  receive(text) {
    if (typeof text !== "string" || this.state !== "open") return;
    if (this.#messageListeners.length === 0) this.#messages.push(text);
    for (const listener of this.#messageListeners) listener(text);
  }

  /** The peer left or its connection failed. */
  lost() {
    if (this.state === "closed") return;
    this.state = "closed";
    for (const listener of this.#closeListeners) listener();
  }

  /** The certificate fingerprints of this connection: {local} (this page's) and {remote} (the peer's). */
  fingerprints() {
    return this.#room.fingerprints(this.peerId);
  }

  /** End this link from our side: the peer is disconnected (no onClose call). */
  close() {
    if (this.state === "closed") return;
    this.state = "closed";
    this.#room.disconnect(this.peerId);
  }
}

/**
 * A joined room: ``onPeer(link)`` for each browser that joins with the same key (a RoomLink);
 * ``relayReached`` settles when a relay answers, or rejects with a LinkError at ``deadline``
 * (a performance.now() time; FIND_TIMEOUT_MS from now by default).
 */
export class Room {
  #trystero;
  #action;
  #links = new Map();
  #answered = new Set(); // connections whose other side answered
  #reached = new Set(); // those of them that connected

  static async join(room, { iceServers, onPeer, deadline = performance.now() + FIND_TIMEOUT_MS }) {
    let trystero;
    try {
      // The build vendors Trystero into dist/js/vendor/ (scripts/build_site.py), fetched only here: a player who plays across the internet.
      trystero = await import(siteFile("js/vendor/trystero/nostr/index.mjs").href);
    } catch {
      throw new LinkError("friends.internet_unreachable", "the matchmaking library did not load");
    }
    return new Room(trystero, room, { iceServers, onPeer, deadline });
  }

  constructor(trystero, room, { iceServers, onPeer, deadline }) {
    this.#trystero = trystero;
    const config = { appId: APP_ID, password: room.key, relayConfig: { urls: relayUrls() }, rtcConfig: { iceServers }, rtcPolyfill: this.#watchedConnections() };
    this.joined = trystero.joinRoom(config, room.id, { onJoinError: ({ error }) => console.warn(joinErrorWords(error), error) });
    this.#action = this.joined.makeAction(ACTION);
    this.#action.onMessage = (data, { peerId }) => this.#links.get(peerId)?.receive(data);
    this.joined.onPeerJoin = (peerId) => {
      const link = new RoomLink(this, peerId);
      this.#links.set(peerId, link);
      onPeer(link);
    };
    this.joined.onPeerLeave = (peerId) => {
      this.#links.get(peerId)?.lost();
      this.#links.delete(peerId);
    };
    this.relayReached = this.#waitForRelay(deadline);
    this.relayReached.catch(() => {}); // a page that never asks must not report an unhandled rejection
  }

  send(text, peerId) {
    this.#action.send(text, { target: peerId });
  }

  /**
   * The browser's RTCPeerConnection, watched: a connection whose other side answered (its remote
   * description set) is a browser with this room's key; whether it ever connected tells a closed
   * host's page from one that no direct route reaches (a strict NAT, a firewall).
   */
  #watchedConnections() {
    const answered = this.#answered;
    const reached = this.#reached;
    return class extends RTCPeerConnection {
      constructor(config) {
        super(config);
        this.addEventListener("signalingstatechange", () => this.remoteDescription && answered.add(this));
        this.addEventListener("connectionstatechange", () => this.connectionState === "connected" && reached.add(this));
      }
    };
  }

  /**
   * Why a browser with this room's key that answered was never reached, or null (none answered, or one
   * connected): "no_route" when the two looked for a direct route and found none (a strict NAT, a
   * firewall); "not_opened" when the answer offered nothing to connect over (no ICE credentials).
   */
  unreached() {
    const unreached = [...this.#answered].filter((connection) => !this.#reached.has(connection));
    if (unreached.length === 0) return null;
    return unreached.some((connection) => ICE_CREDENTIALS.test(connection.remoteDescription?.sdp ?? "")) ? "no_route" : "not_opened";
  }

  /** The fingerprints of the connection to ``peerId``, from its descriptions (null where not set). */
  fingerprints(peerId) {
    const connection = this.joined.getPeers()[peerId];
    return { local: fingerprintOf(connection?.localDescription?.sdp), remote: fingerprintOf(connection?.remoteDescription?.sdp) };
  }

  /** Drop one peer's connection (a friend the host removed). */
  disconnect(peerId) {
    this.#links.delete(peerId);
    this.joined.getPeers?.()[peerId]?.close?.();
  }

  /** Resolves once a relay's socket is open; rejects at ``deadline``, or at once while the browser is offline. */
  #waitForRelay(deadline) {
    return /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
      const check = () => {
        if (Object.values(this.#trystero.getRelaySockets()).some((socket) => socket.readyState === WebSocket.OPEN)) return resolve();
        if (!navigator.onLine) return reject(new LinkError("friends.internet_offline", "the browser is offline"));
        if (performance.now() > deadline) return reject(new LinkError("friends.internet_unreachable", "no relay answered"));
        setTimeout(check, 250);
      };
      check();
    }));
  }

  /** Leave the room: every friend's connection ends. */
  leave() {
    for (const link of this.#links.values()) link.lost();
    this.#links.clear();
    this.joined.leave();
  }
}
