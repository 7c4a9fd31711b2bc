import { useEffect } from "react";

/** The page's own files, loaded before the service worker controlled it, for the worker to keep. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === window.location.origin && url.pathname.startsWith("/assets/");
    });
}

function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/checkin.webmanifest";
  document.head.append(link);
}

/**
 * Makes the scanner installable and able to reload offline: the manifest and the service worker
 * come only with this page, so no other screen of the site is cached or offered for install.
 * Development builds skip the worker: Vite serves sources there, not hashed assets.
 */
export function useOfflineShell(): void {
  useEffect(() => {
    linkManifest();
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: "keep-assets", urls: loadedAssets() }))
      .catch(() => undefined);
  }, []);
}
