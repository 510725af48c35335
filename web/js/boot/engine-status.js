// The engine's status in the page's header (loading, ready, or why it failed, with a way to restart
// it) and its progress bars, kept current from the engine's events.
import { Engine } from "./engine.js";
import { firstEngine } from "./engine-start.js";
import { failureText } from "./engine-failure.js";
import { showBootProgress } from "./boot-progress.js";
import { t } from "../i18n.js";

/** Say in the header how ``engine`` is (its boot's phases, build and path ride along for the tests and benchmarks). */
export function showEngineStatus(engine) {
  const status = document.getElementById("engine-status");
  const key = { idle: "engine.idle", loading: "engine.loading", ready: "engine.ready" }[engine.state];
  status.textContent = engine.state === "failed" ? failureText(engine.failure) : t(key);
  status.dataset.state = engine.state;
  if (engine.bootPhases) status.dataset.bootPhases = JSON.stringify(engine.bootPhases);
  if (engine.build) status.dataset.build = engine.build; // the build whose worker and wheel run
  if (engine.bootPath) status.dataset.bootPath = engine.bootPath; // "snapshot" or "normal"
  if (engine.bootReason) status.dataset.bootReason = engine.bootReason; // why not from the snapshot
  const restart = document.getElementById("engine-restart");
  restart.hidden = engine.state !== "failed";
}

/**
 * The worker started first (engine-start.js), or with ``fresh`` a new one (a restart); its status and
 * progress are shown once ``translationsLoaded`` settles, and whenever they change.
 */
export function startEngine(translationsLoaded, { fresh = false } = {}) {
  const engine = fresh ? new Engine() : firstEngine;
  translationsLoaded.then(() => {
    const show = () => {
      showEngineStatus(engine);
      showBootProgress(engine);
    };
    for (const kind of ["ready", "failed", "progress"]) engine.on(kind, show);
    show();
  });
  return engine;
}
