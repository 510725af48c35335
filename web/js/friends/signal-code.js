// The signalling codes of play with friends: an invitation (the host's
// offer, in a link "#join=<code>") and an answer (the guest's, pasted back by the
// host). A code is not a deflated SDP: it keeps only what a data channel needs
// (ICE ufrag and password, the DTLS fingerprint and role, the UDP candidates),
// packed in a versioned binary layout, then base64url. Decoding rebuilds a
// minimal SDP. Pure: no WebRTC objects here, so node tests it.
//
// Layout (version 1), integers big-endian:
//   version u8 | kind u8 ("I" or "A") | table 4 bytes
//   invitation: game (u8 length + ASCII) | seats u8 | free seats u8 bit mask
//   answer:     seat u8
//   setup u8 | ufrag, pwd (u8 length + 6 bits a character) | sha-256 fingerprint 32 bytes
//   candidates u8, each: type and address kind u8 | address (4, 16 or 16 bytes) | port u16
//   CRC-16 of all the bytes before it
// Every version keeps the version byte first and the CRC last: a code whose check holds but whose
// version differs is another version's; one whose check fails is damaged (or no code at all).
// Candidates keep their order; their priorities are rebuilt from type and order.

export const FORMAT_VERSION = 1;
const KIND = { invitation: 0x49, answer: 0x41 }; // "I", "A"
const SETUPS = ["actpass", "active", "passive"];
const CANDIDATE_TYPES = ["host", "srflx", "prflx", "relay"];
const TYPE_PREFERENCE = { host: 126, prflx: 110, srflx: 100, relay: 0 }; // RFC 8445 5.1.2.2
const ADDRESS_KINDS = ["ipv4", "ipv6", "mdns"];
const ADDRESS_BYTES = { ipv4: 4, ipv6: 16, mdns: 16 };
const MAX_SEATS = 8; // the free seats are one byte's bits
const GAME_ID = /^[A-Za-z0-9_-]{1,16}$/;
const TABLE_ID = /^[0-9a-f]{8}$/;
const ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"; // RFC 8839 ice-char
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const MDNS_NAME = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const FINGERPRINT_BYTES = 32;
const CHECK_BYTES = 2;

/** A code that cannot be read; ``key`` names the i18n string that tells the player why. */
export class SignalCodeError extends Error {
  constructor(key, detail) {
    super(`the code cannot be read: ${detail}`);
    this.name = "SignalCodeError";
    this.key = key;
  }
}

const bad = (detail) => new SignalCodeError("friends.code_bad", detail);

/** The host's invitation as a code: {table, game, seats, free, description} (an offer). */
export function encodeInvitation({ table, game, seats, free, description }) {
  const out = header("invitation", table, description, "offer");
  if (!GAME_ID.test(game)) throw new Error(`game id ${JSON.stringify(game)} is not 1-16 ASCII letters, digits, _ or -`);
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS) throw new Error(`seats ${seats} is not 1 to ${MAX_SEATS}`);
  out.push(game.length, ...[...game].map((char) => char.charCodeAt(0)), seats, freeMask(free, seats));
  return finish(out, description.sdp);
}

/** The invitation a code (or a pasted link or text holding it) carries. */
export function decodeInvitation(text) {
  const reader = open(text, "invitation");
  const table = reader.table();
  const game = reader.ascii();
  if (!GAME_ID.test(game)) throw bad("game id");
  const seats = reader.byte();
  if (seats < 1 || seats > MAX_SEATS) throw bad("seats");
  const mask = reader.byte();
  if (mask >> seats) throw bad("a free seat past the seats");
  const free = [...Array(seats).keys()].filter((seat) => mask & (1 << seat));
  return { table, game, seats, free, description: { type: "offer", sdp: reader.sdp() } };
}

/** The guest's answer as a code: {table, seat, description} (an answer). */
export function encodeAnswer({ table, seat, description }) {
  const out = header("answer", table, description, "answer");
  if (!Number.isInteger(seat) || seat < 0 || seat >= MAX_SEATS) throw new Error(`seat ${seat} is not 0 to ${MAX_SEATS - 1}`);
  out.push(seat);
  return finish(out, description.sdp);
}

/** The answer a code (or text holding it) carries. */
export function decodeAnswer(text) {
  const reader = open(text, "answer");
  const table = reader.table();
  const seat = reader.byte();
  if (seat >= MAX_SEATS) throw bad("seat");
  return { table, seat, description: { type: "answer", sdp: reader.sdp() } };
}

/** The link that opens the page as a guest: the page's address (no query, no fragment) + "#join=" + code. */
export function invitationUrl(pageUrl, code) {
  const url = new URL(pageUrl);
  url.search = "";
  url.hash = "";
  return `${url.href}#join=${code}`;
}

/**
 * The code in what a player pasted: the code itself or a whole invitation link,
 * with the spaces, line breaks and surrounding quotes or brackets a messenger adds.
 */
export function codeFromText(text) {
  const squeezed = String(text).replace(/\s+/g, "");
  const joined = squeezed.match(/#join=([^#&]*)/);
  return (joined ? joined[1] : squeezed).replace(/^[^A-Za-z0-9_-]+|[^A-Za-z0-9_-]+$/g, "");
}

// --- Encoding -------------------------------------------------------------------

function header(kind, table, description, type) {
  if (!TABLE_ID.test(table)) throw new Error(`table id ${JSON.stringify(table)} is not 8 lowercase hex digits`);
  if (description?.type !== type) throw new Error(`the description is no ${type}`);
  return [FORMAT_VERSION, KIND[kind], ...hexBytes(table)];
}

function freeMask(free, seats) {
  let mask = 0;
  for (const seat of free) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new Error(`free seat ${seat} is not 0 to ${seats - 1}`);
    mask |= 1 << seat;
  }
  return mask;
}

/** The description's transport, the check, and base64url. */
function finish(out, sdp) {
  const { setup, ufrag, pwd, fingerprint, candidates } = parseSdp(sdp);
  out.push(SETUPS.indexOf(setup), ...iceString(ufrag), ...iceString(pwd), ...fingerprint, candidates.length);
  for (const { type, address, port } of candidates) {
    const kind = addressKind(address);
    out.push((CANDIDATE_TYPES.indexOf(type) << 2) | ADDRESS_KINDS.indexOf(kind), ...addressBytes(kind, address), port >> 8, port & 0xff);
  }
  const check = crc16(out);
  out.push(check >> 8, check & 0xff);
  return toBase64url(Uint8Array.from(out));
}

/** What a data channel needs from an SDP (one m=application section); TCP and unusable candidates are left out. */
function parseSdp(sdp) {
  const lines = String(sdp).split(/\r?\n/);
  const value = (name) => lines.find((line) => line.startsWith(`a=${name}:`))?.slice(name.length + 3).trim();
  const setup = value("setup");
  const ufrag = value("ice-ufrag");
  const pwd = value("ice-pwd");
  const [hash, hex = ""] = (value("fingerprint") ?? "").split(" ");
  if (!SETUPS.includes(setup)) throw new Error(`DTLS setup ${setup} is not one of ${SETUPS.join(", ")}`);
  if (hash?.toLowerCase() !== "sha-256") throw new Error(`the fingerprint is no sha-256: ${hash}`);
  const fingerprint = hex.split(":").map((pair) => parseInt(pair, 16));
  if (fingerprint.length !== FINGERPRINT_BYTES || fingerprint.some((byte) => !(byte >= 0 && byte <= 255))) {
    throw new Error(`the sha-256 fingerprint ${hex} is not 32 bytes`);
  }
  const candidates = lines.filter((line) => line.startsWith("a=candidate:")).map(parseCandidate).filter(Boolean);
  if (candidates.length > 255) throw new Error("more than 255 candidates");
  return { setup, ufrag, pwd, fingerprint, candidates };
}

/** {type, address, port} of a UDP candidate of component 1 that a code can carry, else null. */
function parseCandidate(line) {
  const [, component, transport, , address, port, typ, type] = line.slice("a=candidate:".length).split(" ");
  const usable = component === "1" && transport?.toLowerCase() === "udp" && typ === "typ" && CANDIDATE_TYPES.includes(type);
  const valid = usable && addressKind(address) && /^\d{1,5}$/.test(port) && Number(port) <= 65535;
  return valid ? { type, address, port: Number(port) } : null;
}

function addressKind(address) {
  if (MDNS_NAME.test(address)) return "mdns";
  if (ipv4Bytes(address)) return "ipv4";
  if (ipv6Bytes(address)) return "ipv6";
  return null;
}

function addressBytes(kind, address) {
  if (kind === "ipv4") return ipv4Bytes(address);
  if (kind === "ipv6") return ipv6Bytes(address);
  return hexBytes(address.slice(0, -".local".length).replaceAll("-", ""));
}

function ipv4Bytes(address) {
  const parts = address.split(".");
  const valid = parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
  return valid ? parts.map(Number) : null;
}

/** The 16 bytes of an IPv6 address ("fd00::2"; no zone, no embedded IPv4), or null. */
function ipv6Bytes(address) {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === "" ? [] : half.split(":")));
  const missing = 8 - groups.flat().length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = halves.length === 1 ? groups[0] : [...groups[0], ...Array(missing).fill("0"), ...groups[1]];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]);
}

/** An ICE ufrag or password: its length, then 6 bits a character. */
function iceString(text) {
  if (!text || text.length > 255 || [...text].some((char) => !ICE_CHARS.includes(char))) {
    throw new Error(`ICE credential ${JSON.stringify(text)} is not 1-255 ice-chars`);
  }
  const padded = text.replaceAll("+", "-").replaceAll("/", "_").padEnd(Math.ceil(text.length / 4) * 4, "A");
  return [text.length, ...fromBase64(padded).subarray(0, iceBytes(text.length))];
}

/** The bytes of ``length`` ice-chars at 6 bits each. */
function iceBytes(length) {
  return Math.ceil((length * 6) / 8);
}

// --- Decoding -------------------------------------------------------------------

/** A reader of a checked code of ``kind``, after its header. */
function open(text, kind) {
  const code = codeFromText(text);
  if (code === "" || !BASE64URL.test(code) || code.length % 4 === 1) throw bad("not base64url");
  const bytes = fromBase64(code);
  if (bytes.length < 2 + CHECK_BYTES) throw bad("too short");
  const body = bytes.subarray(0, bytes.length - CHECK_BYTES);
  if (crc16(body) !== ((bytes.at(-2) << 8) | bytes.at(-1))) throw bad("check failed");
  if (body[0] !== FORMAT_VERSION) throw new SignalCodeError("friends.code_version", `format ${body[0]}`);
  if (!Object.values(KIND).includes(body[1])) throw bad("unknown kind");
  if (body[1] !== KIND[kind]) throw new SignalCodeError("friends.code_kind", `not an ${kind}`);
  return new Reader(body, 2);
}

class Reader {
  constructor(bytes, offset) {
    this.bytes = bytes;
    this.offset = offset;
  }

  take(count) {
    if (this.offset + count > this.bytes.length) throw bad("truncated");
    this.offset += count;
    return this.bytes.subarray(this.offset - count, this.offset);
  }

  byte() {
    return this.take(1)[0];
  }

  table() {
    return [...this.take(4)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  ascii() {
    return String.fromCharCode(...this.take(this.byte()));
  }

  iceString() {
    const length = this.byte();
    if (length === 0) throw bad("empty ICE credential");
    const text = toBase64url(this.take(iceBytes(length))).slice(0, length);
    return text.replaceAll("-", "+").replaceAll("_", "/");
  }

  /** The rest of the code, rebuilt as a minimal data-channel SDP. */
  sdp() {
    const setup = SETUPS[this.byte()];
    if (setup === undefined) throw bad("DTLS setup");
    const ufrag = this.iceString();
    const pwd = this.iceString();
    const fingerprint = [...this.take(FINGERPRINT_BYTES)].map((byte) => byte.toString(16).padStart(2, "0").toUpperCase()).join(":");
    const candidates = Array.from({ length: this.byte() }, (_, index) => this.candidate(index));
    if (this.offset !== this.bytes.length) throw bad("bytes left over");
    return [
      "v=0",
      "o=- 1 2 IN IP4 127.0.0.1",
      "s=-",
      "t=0 0",
      "a=group:BUNDLE 0",
      "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
      "c=IN IP4 0.0.0.0",
      ...candidates,
      "a=end-of-candidates",
      `a=ice-ufrag:${ufrag}`,
      `a=ice-pwd:${pwd}`,
      `a=fingerprint:sha-256 ${fingerprint}`,
      `a=setup:${setup}`,
      "a=mid:0",
      "a=sctp-port:5000",
      "a=max-message-size:262144",
      "",
    ].join("\r\n");
  }

  /** The ``index``-th candidate line; its priority keeps the code's order within its type. */
  candidate(index) {
    const flags = this.byte();
    const type = CANDIDATE_TYPES[flags >> 2];
    const kind = ADDRESS_KINDS[flags & 3];
    if (type === undefined || kind === undefined) throw bad("candidate kind");
    const address = formatAddress(kind, this.take(ADDRESS_BYTES[kind]));
    const [high, low] = this.take(2);
    const port = (high << 8) | low;
    const priority = TYPE_PREFERENCE[type] * 2 ** 24 + (65535 - index) * 2 ** 8 + 255;
    const related = type === "host" ? "" : " raddr 0.0.0.0 rport 0"; // Firefox wants one on every non-host candidate
    return `a=candidate:${index + 1} 1 udp ${priority} ${address} ${port} typ ${type}${related}`;
  }
}

function formatAddress(kind, bytes) {
  if (kind === "ipv4") return bytes.join(".");
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  if (kind === "mdns") return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
  return formatIpv6(hex.match(/.{4}/g).map((group) => group.replace(/^0{1,3}/, "")));
}

/** RFC 5952: the longest run of two or more zero groups becomes "::". */
function formatIpv6(groups) {
  let best = { start: -1, length: 1 };
  for (let start = 0; start < groups.length; start++) {
    let length = 0;
    while (groups[start + length] === "0") length++;
    if (length > best.length) best = { start, length };
  }
  if (best.start < 0) return groups.join(":");
  return `${groups.slice(0, best.start).join(":")}::${groups.slice(best.start + best.length).join(":")}`;
}

// --- Bytes ----------------------------------------------------------------------

function hexBytes(hex) {
  return hex.match(/../g).map((pair) => parseInt(pair, 16));
}

function toBase64url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The bytes of base64url text; a tail of fewer than 8 bits is dropped. */
function fromBase64(text) {
  return Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));
}

/** CRC-16/CCITT-FALSE: a damaged or mistyped code fails the check instead of dialling a wrong peer. */
export function crc16(bytes) {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}
