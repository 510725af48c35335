// Unit tests of web/js/friends/relay.js (friends across the internet): the room's link, and which relays a page uses.
// Run by tests/web/test_friends_relay_js.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { RELAYS, internetIceServers, newRoom, relayUrls, roomInAddress, roomUrl } from "../../web/js/friends/relay.js";

test("a new room's id and key are random, and its link carries them in the fragment alone", () => {
  const room = newRoom();
  assert.match(room.id, /^[A-Za-z0-9_-]{16}$/);
  assert.match(room.key, /^[A-Za-z0-9_-]{22}$/);
  assert.notDeepEqual(newRoom(), room);
  const link = roomUrl("https://example.org/karciarnia/?seed=4&test-relay=ws://127.0.0.1:9#join=x", room);
  assert.equal(link, `https://example.org/karciarnia/#room=${room.id}.${room.key}`);
  assert.deepEqual(roomInAddress(new URL(link).hash), room);
});

test("a damaged room link is no room", () => {
  for (const hash of ["", "#room=", "#room=short.key", "#room=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBB", "#room=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.x", "#room=AAAAAAAAAAAAAAA!.BBBBBBBBBBBBBBBBBBBBBB"]) {
    assert.equal(roomInAddress(hash), null, hash);
  }
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
