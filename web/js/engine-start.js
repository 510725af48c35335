// The engine's boot is the page's longest wait, so its worker starts first: this
// module (and engine.js) load and run before the rest of the page's modules have
// arrived, and main.js takes this engine over once it runs.
import { Engine } from "./engine.js";

export const firstEngine = new Engine();
