// Which browser in a room is the host's. Every holder of a table's link holds the room's key, so
// the key alone cannot tell the host from a friend who offers seats of a table of their own. The
// host's page therefore keeps a signing key (ECDSA P-256) whose public half rides in the link's
// fragment; it signs, for each browser it greets, the two certificate fingerprints of their own
// encrypted connection (DTLS, from the connection's descriptions). A friend's page checks that
// signature against the link's public key and its own view of the same connection, so that
// neither a stranger nor another friend can stand in for the host, nor pass a host's signature on
// from a connection of their own.

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
/** The link's public key (65 bytes raw) and the host's secret scalar (32 bytes), in base64url. */
export const HOST_KEY = /^[A-Za-z0-9_-]{87}$/;
export const HOST_SECRET = /^[A-Za-z0-9_-]{43}$/;
export const PROOF = /^[A-Za-z0-9_-]{86}$/;

/** A new host's signing key: {host} (public, for the link) and {secret} (kept with the saved game only). */
export async function newHostKey() {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const host = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { host, secret: d };
}

/** The host's proof for the connection whose own and other side's fingerprints are ``fingerprints``. */
export async function proveHost(room, fingerprints) {
  const key = await crypto.subtle.importKey("jwk", privateJwk(room), ALGORITHM, false, ["sign"]);
  const signature = await crypto.subtle.sign(SIGNING, key, statement(room, fingerprints.local, fingerprints.remote));
  return toBase64Url(new Uint8Array(signature));
}

/** True when ``proof`` is the link's host's signature of this connection, as the friend's side sees it. */
export async function isHostProof(room, fingerprints, proof) {
  if (typeof proof !== "string" || !PROOF.test(proof) || !fingerprints.local || !fingerprints.remote) return false;
  try {
    const key = await crypto.subtle.importKey("raw", fromBase64Url(room.host), ALGORITHM, false, ["verify"]);
    return await crypto.subtle.verify(SIGNING, key, fromBase64Url(proof), statement(room, fingerprints.remote, fingerprints.local));
  } catch {
    return false; // a link whose public key is no point of the curve
  }
}

/** A connection's certificate fingerprint in ``sdp`` (its "a=fingerprint" line), or null. */
export function fingerprintOf(sdp) {
  const match = /^a=fingerprint:(\S+ \S+)\s*$/m.exec(sdp ?? "");
  return match ? match[1].toLowerCase() : null;
}

/** What the host signs: the room, then the host's and the friend's certificate fingerprints. */
function statement(room, hostSide, friendSide) {
  return new TextEncoder().encode(`karciarnia host\n${room.id}\n${hostSide}\n${friendSide}`);
}

function privateJwk(room) {
  const raw = fromBase64Url(room.host);
  return { kty: "EC", crv: "P-256", x: toBase64Url(raw.slice(1, 33)), y: toBase64Url(raw.slice(33, 65)), d: room.secret, ext: false };
}

export function toBase64Url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}
