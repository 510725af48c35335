// Unit tests of web/js/friends/relay.js and host-proof.js (friends across the internet): the room's link, the host's proof, and which relays a page uses.
// Run by tests/web/test_friends_relay_js.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { HOST_KEY, HOST_SECRET, PROOF, fingerprintOf, isHostProof, proveHost } from "../../web/js/friends/host-proof.js";
import { RELAYS, internetIceServers, joinErrorWords, newRoom, relayUrls, roomInAddress, roomUrl } from "../../web/js/friends/relay.js";

test("a new room's id, key and host key are random, and its link carries them in the fragment alone", async () => {
  const room = await newRoom();
  assert.match(room.id, /^[A-Za-z0-9_-]{16}$/);
  assert.match(room.key, /^[A-Za-z0-9_-]{22}$/);
  assert.match(room.host, HOST_KEY);
  assert.match(room.secret, HOST_SECRET);
  const other = await newRoom();
  for (const part of ["id", "key", "host", "secret"]) assert.notEqual(other[part], room[part], part);
  const link = roomUrl("https://example.org/karciarnia/?seed=4&test-relay=ws://127.0.0.1:9#join=x", room);
  assert.equal(link, `https://example.org/karciarnia/#room=${room.id}.${room.key}.${room.host}`);
  assert.ok(!link.includes(room.secret)); // the host's secret stays on the host's device
  assert.deepEqual(roomInAddress(new URL(link).hash), { id: room.id, key: room.key, host: room.host });
});

test("a damaged room link is no room", () => {
  const host = "A".repeat(87);
  for (const hash of ["", "#room=", "#room=short.key", "#room=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB", `#room=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBB.${host}`, `#room=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.${host}x`, `#room=AAAAAAAAAAAAAAA!.BBBBBBBBBBBBBBBBBBBBBB.${host}`]) {
    assert.equal(roomInAddress(hash), null, hash);
  }
});

const HOST_SIDE = "sha-256 " + "AB:".repeat(31) + "AB";
const FRIEND_SIDE = "sha-256 " + "CD:".repeat(31) + "CD";
const OTHER_SIDE = "sha-256 " + "EF:".repeat(31) + "EF";

test("the host's proof holds only for its own connection, checked against the link's public key", async () => {
  const room = await newRoom();
  const linked = roomInAddress(new URL(roomUrl("https://example.org/", room)).hash); // what a friend knows: no secret
  const proof = await proveHost(room, { local: HOST_SIDE, remote: FRIEND_SIDE });
  assert.match(proof, PROOF);
  assert.equal(await isHostProof(linked, { local: FRIEND_SIDE, remote: HOST_SIDE }, proof), true);
  // Passed on by another friend from their own connection: the friend's page sees that friend's certificate.
  assert.equal(await isHostProof(linked, { local: FRIEND_SIDE, remote: OTHER_SIDE }, proof), false);
  // Given to another friend's connection, then replayed to this one.
  assert.equal(await isHostProof(linked, { local: OTHER_SIDE, remote: HOST_SIDE }, proof), false);
  // Signed by another page that holds the link (the room's id and key) but not the host's secret.
  const impostor = { ...room, ...(await newRoom()), id: room.id, key: room.key };
  assert.equal(await isHostProof(linked, { local: FRIEND_SIDE, remote: HOST_SIDE }, await proveHost(impostor, { local: HOST_SIDE, remote: FRIEND_SIDE })), false);
  // Another room's host, and what is not a proof at all.
  assert.equal(await isHostProof({ ...linked, id: "B".repeat(16) }, { local: FRIEND_SIDE, remote: HOST_SIDE }, proof), false);
  for (const junk of [undefined, null, 7, "", "x".repeat(86), proof.slice(1), { proof }]) {
    assert.equal(await isHostProof(linked, { local: FRIEND_SIDE, remote: HOST_SIDE }, junk), false, String(junk));
  }
  assert.equal(await isHostProof({ ...linked, host: "A".repeat(87) }, { local: FRIEND_SIDE, remote: HOST_SIDE }, proof), false); // no point of the curve
  assert.equal(await isHostProof(linked, { local: null, remote: HOST_SIDE }, proof), false); // a connection not yet described
});

test("a connection's certificate fingerprint is read from its description", () => {
  const sdp = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\na=ice-ufrag:x\r\na=fingerprint:sha-256 AB:CD:EF\r\na=setup:actpass\r\n";
  assert.equal(fingerprintOf(sdp), "sha-256 ab:cd:ef");
  assert.equal(fingerprintOf("v=0\r\n"), null);
  assert.equal(fingerprintOf(undefined), null);
});

test("the public relays and STUN servers, unless a browser test names its own loopback relay", () => {
  assert.deepEqual(relayUrls(""), RELAYS);
  assert.deepEqual(relayUrls("?test-relay=ws://127.0.0.1:4567"), ["ws://127.0.0.1:4567"]);
  for (const other of ["wss://evil.example:443", "ws://127.0.0.1.evil.example:80", "ws://10.0.0.1:80", "ws://127.0.0.1"]) {
    assert.deepEqual(relayUrls(`?test-relay=${other}`), RELAYS, other);
  }
  assert.deepEqual(internetIceServers(null, "").length, 1); // the public STUN servers
  assert.deepEqual(internetIceServers(null, "?test-relay=ws://127.0.0.1:4567"), []); // a test asks no public server
  const turn = { urls: "turn:turn.example.org:3478", username: "u", credential: "p" };
  assert.deepEqual(internetIceServers(turn, "?test-relay=ws://127.0.0.1:4567"), [turn]);
});

test("the console calls a join error a refusal only when the other browser's key was wrong", () => {
  assert.match(joinErrorWords("incorrect room password when decrypting offer"), /without this table's key was refused/);
  assert.match(joinErrorWords("could not connect to peer abc after exchanging SDP; configure TURN servers"), /did not open/);
  assert.doesNotMatch(joinErrorWords("could not connect to peer abc after exchanging SDP"), /key/);
});
