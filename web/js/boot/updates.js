// The service worker: registered once the engine has booted; a new build is
// offered in the #update banner and switched to whole when the player accepts.
//
// A page never mixes two builds. When a new build's worker takes over (the
// player accepted it here or in another tab), the old build's cache is gone,
// so every page that was running on it reloads at once into the new build;
// the game in progress is saved after every move and waits in the lobby.

/** From now on, reload this page whenever a worker of another build takes it over. */
export function reloadOnNewBuild() {
  if (!("serviceWorker" in navigator)) return;
  // A page loaded without a worker came from the network: the first worker to
  // claim it precached that same build, so only a later change is a new build.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlled) location.reload();
    controlled = true;
  });
}

/** Register ``sw.js`` and offer a waiting build; accepting it switches every tab (see above). */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const offer = () => {
    document.getElementById("update").hidden = false;
  };
  navigator.serviceWorker.register("sw.js").then((registration) => {
    document.getElementById("update-reload").onclick = () => {
      // Another tab may have switched already: then this page only has to follow.
      if (registration.waiting) registration.waiting.postMessage({ type: "skip-waiting" });
      else location.reload();
    };
    if (registration.waiting && navigator.serviceWorker.controller) offer();
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer();
      });
    });
  });
}
