// Unit tests of web/js/friends/signal-code.js (the invitation and answer codes of
// play with friends). Run by tests/web/test_signal_code_js.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  codeFromText, crc16, decodeAnswer, decodeInvitation, encodeAnswer, encodeInvitation, invitationUrl, SignalCodeError,
} from "../../web/js/friends/signal-code.js";

// Real descriptions from headless Chromium (a data channel, ICE gathering complete). The
// STUN server was a local one that reports every client at 203.0.113.9 (a documentation
// address), which gave the srflx candidates; the first pair was taken with the mDNS
// hiding of local addresses switched off (--disable-features=WebRtcHideLocalIpsWithMdns).
const sdp = (lines) => [...lines, ""].join("\r\n");
const OFFER_IP = sdp([
  "v=0", "o=- 178742887547782871 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
  "m=application 50342 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 203.0.113.9",
  "a=candidate:939228804 1 udp 2113937151 192.0.2.2 49342 typ host generation 0 network-cost 999",
  "a=candidate:4238196580 1 udp 2113942271 fd00::2 41390 typ host generation 0 network-cost 999",
  "a=candidate:767543095 1 udp 1677729535 203.0.113.9 50342 typ srflx raddr 192.0.2.2 rport 49342 generation 0 network-cost 999",
  "a=ice-ufrag:FeGi", "a=ice-pwd:Izx6Xy1imckf7OBy8eu6ReXN", "a=ice-options:trickle",
  "a=fingerprint:sha-256 97:DF:21:E7:A2:8F:CB:63:9F:06:17:9B:74:02:BD:2A:C7:2A:16:62:6E:9D:71:0D:D5:55:D6:99:35:8D:55:DF",
  "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
]);
const ANSWER_IP = sdp([
  "v=0", "o=- 1206402121916476636 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
  "m=application 59708 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 192.0.2.2",
  "a=candidate:3236866571 1 udp 2113937151 192.0.2.2 59708 typ host generation 0 network-cost 999",
  "a=candidate:193489899 1 udp 2113942271 fd00::2 49850 typ host generation 0 network-cost 999",
  "a=ice-ufrag:69T0", "a=ice-pwd:aqxE/b7kjg/mCNyso1PypBNy", "a=ice-options:trickle",
  "a=fingerprint:sha-256 E4:CA:70:42:0A:A9:63:F6:02:7D:0D:5F:B9:1B:42:A5:AA:FB:20:BB:E4:A8:A8:60:9D:54:24:04:BC:C0:9C:7A",
  "a=setup:active", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
]);
const OFFER_MDNS = sdp([
  "v=0", "o=- 8338378477407991732 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
  "a=candidate:2034348635 1 udp 1677729535 203.0.113.9 46521 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999",
  "a=candidate:1661275112 1 udp 2113937151 a266639e-831c-4ecd-b826-d30b835c163f.local 45521 typ host generation 0 network-cost 999",
  "a=candidate:2825112072 1 udp 2113942271 135492b2-ae20-4ae2-9a57-fa014a6755e2.local 40803 typ host generation 0 network-cost 999",
  "a=ice-ufrag:pEut", "a=ice-pwd:YZH/d2CPEhE7UVjCKX/jiADl", "a=ice-options:trickle",
  "a=fingerprint:sha-256 B9:94:04:1C:0D:DE:B1:95:7A:F2:4A:75:97:A9:07:9C:8B:BC:E7:49:09:62:0E:01:BB:65:C0:D2:5B:5C:D8:AB",
  "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
]);
const ANSWER_MDNS = sdp([
  "v=0", "o=- 162248948309003390 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
  "a=candidate:2048756015 1 udp 2113937151 a266639e-831c-4ecd-b826-d30b835c163f.local 34851 typ host generation 0 network-cost 999",
  "a=candidate:2977646799 1 udp 2113942271 135492b2-ae20-4ae2-9a57-fa014a6755e2.local 56562 typ host generation 0 network-cost 999",
  "a=ice-ufrag:90km", "a=ice-pwd:eDAXR/IAIrZXC9qU1pOql6qY", "a=ice-options:trickle",
  "a=fingerprint:sha-256 61:00:B2:37:D7:68:C6:BB:D7:BC:CE:6C:F1:8B:19:3D:17:4A:AC:DA:33:8A:8B:FD:C1:3F:37:7C:C1:55:7E:A4",
  "a=setup:active", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
]);

const TABLE = "0a1b2c3d";
const invitation = (offer = OFFER_MDNS, more = {}) => ({
  table: TABLE, game: "doudizhu", seats: 3, free: [1, 2], description: { type: "offer", sdp: offer }, ...more,
});
const answer = (sdpText = ANSWER_MDNS) => ({ table: TABLE, seat: 2, description: { type: "answer", sdp: sdpText } });

/** What a connection needs from an SDP, to compare an original with its rebuilt copy. */
function transport(text) {
  const lines = text.split("\r\n");
  const value = (name) => lines.find((line) => line.startsWith(`a=${name}:`)).slice(name.length + 3);
  const candidates = lines
    .filter((line) => line.startsWith("a=candidate:"))
    .map((line) => line.split(" "))
    .filter((fields) => fields[1] === "1" && fields[2] === "udp")
    .map((fields) => `${fields[4]} ${fields[5]} ${fields[7]}`);
  return { ufrag: value("ice-ufrag"), pwd: value("ice-pwd"), fingerprint: value("fingerprint"), setup: value("setup"), candidates };
}

/** ``code`` changed by ``edit(bytes)`` and signed again, so that only the change is wrong. */
function resigned(code, edit) {
  const bytes = [...Buffer.from(code, "base64url")].slice(0, -2);
  const changed = edit(bytes);
  const check = crc16(changed);
  return Buffer.from([...changed, check >> 8, check & 0xff]).toString("base64url");
}

function refused(key, action) {
  assert.throws(action, (error) => error instanceof SignalCodeError && error.key === key);
}

test("the check is CRC-16/CCITT-FALSE", () => {
  assert.equal(crc16([..."123456789"].map((char) => char.charCodeAt(0))), 0x29b1); // the standard check value
});

test("an invitation comes back whole, its transport kept", () => {
  for (const offer of [OFFER_IP, OFFER_MDNS]) {
    const decoded = decodeInvitation(encodeInvitation(invitation(offer)));
    assert.deepEqual({ ...decoded, description: decoded.description.type }, { ...invitation(offer), description: "offer" });
    assert.deepEqual(transport(decoded.description.sdp), transport(offer));
  }
  const rebuilt = decodeInvitation(encodeInvitation(invitation(OFFER_IP))).description.sdp;
  assert.deepEqual(transport(rebuilt).candidates, ["192.0.2.2 49342 host", "fd00::2 41390 host", "203.0.113.9 50342 srflx"]);
});

test("an answer comes back whole, its transport kept", () => {
  for (const sdpText of [ANSWER_IP, ANSWER_MDNS]) {
    const decoded = decodeAnswer(encodeAnswer(answer(sdpText)));
    assert.deepEqual({ ...decoded, description: decoded.description.type }, { ...answer(sdpText), description: "answer" });
    assert.deepEqual(transport(decoded.description.sdp), transport(sdpText));
  }
});

test("the rebuilt SDP is a minimal data-channel section that packs to the same code", () => {
  const code = encodeInvitation(invitation(OFFER_IP));
  const rebuilt = decodeInvitation(code).description.sdp;
  for (const line of ["m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "a=group:BUNDLE 0", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144"]) {
    assert.ok(rebuilt.split("\r\n").includes(line), line);
  }
  // priorities keep the order within a type; Firefox wants a related address on a non-host candidate
  assert.match(rebuilt, /a=candidate:3 1 udp \d+ 203\.0\.113\.9 50342 typ srflx raddr 0\.0\.0\.0 rport 0\r\n/);
  const priorities = rebuilt.split("\r\n").filter((line) => line.includes(" typ host")).map((line) => Number(line.split(" ")[3]));
  assert.ok(priorities[0] > priorities[1]);
  assert.equal(encodeInvitation(invitation(rebuilt)), code);
});

test("codes are short: an invitation with three candidates is under 200 characters", () => {
  assert.ok(encodeInvitation(invitation(OFFER_MDNS)).length < 200);
  assert.ok(encodeAnswer(answer(ANSWER_MDNS)).length < 200);
});

test("TCP, second-component and unpackable candidates are left out", () => {
  const extra = OFFER_IP.replace(
    "a=ice-ufrag",
    [
      "a=candidate:1 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0", // written for this test
      "a=candidate:2 2 udp 2113937150 192.0.2.2 49343 typ host generation 0",
      "a=candidate:3 1 udp 2113937151 printer.example.org 49344 typ host generation 0",
      "a=candidate:4 1 udp 2113937151 192.0.2.300 49345 typ host generation 0",
      "a=ice-ufrag",
    ].join("\r\n"),
  );
  assert.equal(encodeInvitation(invitation(extra)), encodeInvitation(invitation(OFFER_IP)));
});

test("ICE credentials of any length and IPv6 addresses in any spelling come back canonical", () => {
  // Firefox's ufrag has 8 hex digits and its password 32; every length pads its 6-bit packing differently
  for (const ufrag of ["a", "ab", "abc", "abcd", "abcde", "a+b/c", "0123456789abcdef"]) {
    const pwd = `${ufrag}${"Zz09+/".repeat(4)}`;
    const offer = OFFER_IP.replace("a=ice-ufrag:FeGi", `a=ice-ufrag:${ufrag}`).replace("a=ice-pwd:Izx6Xy1imckf7OBy8eu6ReXN", `a=ice-pwd:${pwd}`);
    const { ufrag: back, pwd: pwdBack } = transport(decodeInvitation(encodeInvitation(invitation(offer))).description.sdp);
    assert.deepEqual([back, pwdBack], [ufrag, pwd]);
  }
  const spelled = {
    "2001:DB8:0:0:0:0:0:1": "2001:db8::1",
    "fe80::fc:ff:fe00:1": "fe80::fc:ff:fe00:1",
    "2001:db8:0:0:1:0:0:1": "2001:db8::1:0:0:1",
    "2001:0db8:0001:0002:0003:0004:0005:0006": "2001:db8:1:2:3:4:5:6",
    "::1": "::1",
    "1::": "1::",
  };
  for (const [address, canonical] of Object.entries(spelled)) {
    const offer = OFFER_IP.replace(" fd00::2 ", ` ${address} `);
    assert.equal(transport(decodeInvitation(encodeInvitation(invitation(offer))).description.sdp).candidates[1], `${canonical} 41390 host`);
  }
});

test("a pasted link, spaces, line breaks and a messenger's brackets are tolerated", () => {
  const code = encodeInvitation(invitation());
  const url = invitationUrl("https://karty.example/gra/?seed=4#stary", code);
  assert.equal(url, `https://karty.example/gra/#join=${code}`);
  const wrapped = `${code.slice(0, 50)}\n${code.slice(50, 100)}\r\n ${code.slice(100)}`;
  for (const text of [code, `  ${code}\n`, wrapped, url, `Zagraj ze mną: <${url}>.`, `"${code}"`, `${url.slice(0, 60)}\n${url.slice(60)}`]) {
    assert.equal(codeFromText(text), code, text);
    assert.deepEqual(decodeInvitation(text), decodeInvitation(code));
  }
});

test("a code that is not base64url, or cut short anywhere, is refused as damaged", () => {
  const code = encodeInvitation(invitation());
  for (const text of ["", "!!!", `${code.slice(0, 20)}*${code.slice(21)}`, `${code.slice(0, 20)}.${code.slice(21)}`]) {
    refused("friends.code_bad", () => decodeInvitation(text));
  }
  for (let length = 0; length < code.length; length++) refused("friends.code_bad", () => decodeInvitation(code.slice(0, length)));
});

test("a code with any one character changed is refused or reads the same", () => {
  const code = encodeAnswer(answer());
  const original = decodeAnswer(code);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  for (let index = 0; index < code.length; index++) {
    for (const char of alphabet.replace(code[index], "")) {
      const changed = code.slice(0, index) + char + code.slice(index + 1);
      try {
        assert.deepEqual(decodeAnswer(changed), original, changed); // only the unused low bits of the last character
        assert.equal(index, code.length - 1);
      } catch (error) {
        if (!(error instanceof SignalCodeError)) throw error;
      }
    }
  }
});

test("text that is no code is refused as damaged, never as another version's code", () => {
  // Words read as base64url too; their first byte is no version of ours, but their check fails.
  const words = ["hello this is not a code", "Zagraj ze mną!", "abcdefgh", "AgAAAAAAAAAA", "join"];
  for (const text of words) {
    refused("friends.code_bad", () => decodeInvitation(text));
    refused("friends.code_bad", () => decodeAnswer(text));
  }
  const code = encodeInvitation(invitation());
  refused("friends.code_bad", () => decodeInvitation(`2${code.slice(1)}`)); // another first byte, the check no longer holds
});

test("a code of another format version is refused as such", () => {
  const code = encodeInvitation(invitation());
  for (const version of [0, 2, 255]) {
    refused("friends.code_version", () => decodeInvitation(resigned(code, ([, ...rest]) => [version, ...rest])));
  }
});

test("an answer where an invitation belongs, and the other way round, is refused as the wrong kind", () => {
  refused("friends.code_kind", () => decodeInvitation(encodeAnswer(answer())));
  refused("friends.code_kind", () => decodeAnswer(encodeInvitation(invitation())));
  refused("friends.code_bad", () => decodeAnswer(resigned(encodeAnswer(answer()), ([version, , ...rest]) => [version, 0x58, ...rest])));
});

test("a signed code with impossible fields is refused as damaged", () => {
  const code = encodeInvitation(invitation()); // header 6 bytes, game 1 + 8, seats at 15, free at 16, setup at 17, ufrag length at 18
  const at = (index, value) => (bytes) => bytes.map((byte, place) => (place === index ? value : byte));
  const edits = {
    "game length past the end": at(6, 200),
    "game id not ASCII letters": at(7, 0x20),
    "no seats": at(15, 0),
    "more seats than a byte of free seats": at(15, 9),
    "a free seat past the seats": at(16, 0b1001),
    "unknown DTLS setup": at(17, 3),
    "empty ufrag": at(18, 0),
    "bytes left over": (bytes) => [...bytes, 0],
    "a candidate cut short": (bytes) => bytes.slice(0, -1),
  };
  for (const [name, edit] of Object.entries(edits)) {
    assert.throws(() => decodeInvitation(resigned(code, edit)), (error) => error.key === "friends.code_bad", name);
  }
  const firstCandidate = 18 + (1 + 3) + (1 + 18) + 32 + 1; // after the setup: ufrag "pEut", a 24-character pwd, fingerprint, count
  assert.throws(() => decodeInvitation(resigned(code, at(firstCandidate, 0b1111))), (error) => error.key === "friends.code_bad");
  assert.throws(() => decodeAnswer(resigned(encodeAnswer(answer()), at(6, 8))), (error) => error.key === "friends.code_bad"); // seat 8
});

test("what cannot be packed is refused when encoding, naming the reason", () => {
  const cases = [
    [{ table: "XYZ" }, /table id/],
    [{ game: "a-game-id-far-too-long" }, /game id/],
    [{ seats: 9 }, /seats 9/],
    [{ free: [3] }, /free seat 3/],
    [{ description: { type: "answer", sdp: OFFER_IP } }, /no offer/],
    [{ description: { type: "offer", sdp: OFFER_IP.replace("sha-256", "sha-1") } }, /no sha-256/],
    [{ description: { type: "offer", sdp: OFFER_IP.replace("a=ice-pwd:Izx6", "a=ice-pwd:Izx6~") } }, /ice-chars/],
  ];
  for (const [change, message] of cases) assert.throws(() => encodeInvitation(invitation(OFFER_IP, change)), message);
  assert.throws(() => encodeAnswer({ ...answer(), seat: 8 }), /seat 8/);
});
