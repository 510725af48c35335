// A QR code drawn as one SVG path (the invitation and the answer as a
// picture for a phone's camera). The modules come from uqr (MIT, vendored by the
// build into js/vendor/); black on white whatever the theme, with the standard
// quiet zone of four modules.
// @ts-expect-error: the build vendors uqr into dist/js/vendor/ (scripts/build_site.py); the checkout has none to check
import { encode } from "../vendor/uqr.mjs";

const SVG = "http://www.w3.org/2000/svg";
const QUIET_ZONE = 4;
const ECC = "M"; // 15 % of the code may be lost (a glare, a crease) and it still reads

/** The QR code of ``text`` as an <svg> image named ``label`` for screen readers. */
export function qrCode(text, label) {
  const { size, data } = encode(text, { ecc: ECC, border: QUIET_ZONE });
  const svg = document.createElementNS(SVG, "svg");
  for (const [name, value] of Object.entries({ class: "qr", viewBox: `0 0 ${size} ${size}`, role: "img", "aria-label": label, "shape-rendering": "crispEdges" })) {
    svg.setAttribute(name, value);
  }
  const paper = document.createElementNS(SVG, "rect");
  for (const [name, value] of Object.entries({ width: size, height: size, fill: "#fff" })) paper.setAttribute(name, value);
  const ink = document.createElementNS(SVG, "path");
  ink.setAttribute("d", modulesPath(data));
  ink.setAttribute("fill", "#000");
  svg.append(paper, ink);
  return svg;
}

/** The QR version (1-40, 21 to 177 modules a side) that ``text`` needs at our error correction. */
export function qrVersion(text) {
  return encode(text, { ecc: ECC, border: 0 }).version;
}

/** One path for all dark modules: a rectangle for each horizontal run. */
function modulesPath(rows) {
  const parts = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return parts.join("");
}
