/*
 * The scanner's service worker: the app shell and the scanner's files are kept so /event/{id}/checkin
 * reloads without a network at the door. Hand-written rather than Workbox: three rules (pages from the
 * network with the kept shell as fallback, hashed assets from the cache, the API never touched) do
 * not need a build plugin and its precache manifest in every build.
 * Without start_url the manifest installs the page it was added from, which is the event's scanner.
 */
const CACHE = "mawid-scanner-v1";
const SHELL = ["/", "/favicon.svg", "/theme-init.js", "/checkin.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/**
 * The page sends the assets it loaded before this worker controlled it, and the decoder it has not
 * loaded yet; once they are kept it is told so on the port it sent.
 */
self.addEventListener("message", (event) => {
  if (event.data?.type !== "keep-assets" || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => isAsset(new URL(url, self.location.origin)));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map(async (url) => {
            if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
          }),
        ),
      )
      .then(() => event.ports[0]?.postMessage("kept")),
  );
});

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/assets/");
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(pageOrShell(request));
  else if (isAsset(url)) event.respondWith(keptOrFetched(request));
});

/** Every route is the same SPA page: the network's copy while online, the kept one without it. */
async function pageOrShell(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put("/", response.clone());
    }
    return response;
  } catch {
    return (await caches.match("/")) ?? Response.error();
  }
}

/** Hashed file names never change content, so a kept copy is always right. */
async function keptOrFetched(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
