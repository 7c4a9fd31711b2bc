import { useEffect, useState } from "react";
import { DECODER_WORKER_URL } from "../scanner/jsqr-worker";

/** The page's own files (loaded before the service worker controlled it) and the decoder, for the worker to keep. */
function assetsToKeep(): string[] {
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === window.location.origin && url.pathname.startsWith("/assets/");
    });
  return [...loaded, new URL(DECODER_WORKER_URL, window.location.href).href];
}

function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/checkin.webmanifest";
  document.head.append(link);
}

/** Asks the active service worker to keep the assets; resolves when it says they are kept. */
function keepAssets(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: "keep-assets", urls: assetsToKeep() }, [channel.port2]);
  });
}

/**
 * Makes the scanner installable and able to reload and scan offline: the manifest and the service
 * worker come only with this page, so no other screen of the site is cached or offered for install.
 * Development builds skip the worker: Vite serves sources there, not hashed assets. True once the
 * worker has kept what the scanner needs.
 */
export function useOfflineShell(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    linkManifest();
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let live = true;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => (registration.active ? keepAssets(registration.active) : undefined))
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
