// The engine's boot is the page's longest wait, so its worker starts first: this
// module (and engine.js) load and run before the rest of the page's modules have
// arrived, and main.js takes this engine over once it runs.
import { Engine } from "./engine.js";

// A friend's invitation (#join=…) opens a table run by the host's engine: this page's own engine
// stays idle until the friend goes to the lobby (main.js), so a friend's phone does not download
// and start Python for nothing.
export const firstEngine = new Engine(undefined, { start: !location.hash.startsWith("#join=") });
