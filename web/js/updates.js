// The service worker: registered once the engine has booted; a new build is
// offered in the #update banner and switched to whole when the player accepts.

/** Register ``sw.js``; offer a waiting build, and reload into it on request. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  let accepted = false;
  const offer = (worker) => {
    document.getElementById("update").hidden = false;
    document.getElementById("update-reload").onclick = () => {
      accepted = true;
      worker.postMessage({ type: "skip-waiting" });
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (accepted) location.reload();
  });
  navigator.serviceWorker.register("sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
  });
}
