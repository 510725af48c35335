// Read a QR code with the camera: the host scans a friend's answer code
// where the browser has a BarcodeDetector that reads QR codes; elsewhere it is pasted.
// The camera opens only when scanQr is called and is always closed when it returns.
import { sleep } from "../dom.js";

const QR = "qr_code";
const LOOK_EVERY_MS = 150;
const REFUSED = new Set(["NotAllowedError", "SecurityError"]);
const MISSING = new Set(["NotFoundError", "OverconstrainedError"]);

/**
 * The browser's BarcodeDetector, looked up when needed (a test may give a page one later); where it
 * has none, undefined. It is in no TypeScript DOM library yet: its type here is what this module uses.
 * @returns {{new (options: {formats: string[]}): {detect(source: HTMLVideoElement): Promise<{rawValue: string}[]>}, getSupportedFormats(): Promise<string[]>} | undefined}
 */
function barcodeDetector() {
  return /** @type {any} */ (globalThis).BarcodeDetector;
}

/** Whether this browser can read a QR code from a camera. */
export async function canScan() {
  const BarcodeDetector = barcodeDetector();
  if (typeof BarcodeDetector === "undefined" || !navigator.mediaDevices?.getUserMedia) return false;
  try {
    return (await BarcodeDetector.getSupportedFormats()).includes(QR);
  } catch {
    return false;
  }
}

/** An Error whose ``key`` names its explanation in the i18n files. */
function cameraError(key, cause) {
  return Object.assign(new Error(key, { cause }), { key });
}

/** The rear camera's stream (the browser asks the player first). */
async function openCamera() {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    if (REFUSED.has(error.name)) throw cameraError("friends.camera_refused", error);
    if (MISSING.has(error.name)) throw cameraError("friends.camera_missing", error);
    throw cameraError("friends.camera_failed", error);
  }
}

/** ``promise``, or its rejection with the abort's reason as soon as ``signal`` aborts. */
function unlessAborted(promise, signal) {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener("abort", stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/** ``promise`` unless ``signal`` aborts first; a failure of the camera's own is explained. */
function cameraStep(promise, signal) {
  return unlessAborted(promise, signal).catch((error) => {
    throw signal?.aborted ? error : cameraError("friends.camera_failed", error);
  });
}

/** The first QR code's text ``detector`` sees in ``video``, looked for every LOOK_EVERY_MS. */
async function firstCode(detector, video, signal) {
  for (;;) {
    signal?.throwIfAborted();
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      const codes = await cameraStep(detector.detect(video), signal);
      const found = codes.find((code) => code.rawValue);
      if (found) return found.rawValue;
    }
    await unlessAborted(sleep(LOOK_EVERY_MS), signal);
  }
}

/**
 * Show the rear camera in ``video`` until a QR code is read; resolves with its text.
 * Rejects with the abort's reason when ``signal`` aborts, or with an Error whose ``key``
 * says why the camera could not be used. Every camera track is stopped in all cases.
 */
export async function scanQr({ video, signal }) {
  signal?.throwIfAborted();
  const stream = await openCamera();
  try {
    signal?.throwIfAborted();
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await cameraStep(video.play(), signal);
    const BarcodeDetector = /** @type {NonNullable<ReturnType<typeof barcodeDetector>>} */ (barcodeDetector());
    return await firstCode(new BarcodeDetector({ formats: [QR] }), video, signal);
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
