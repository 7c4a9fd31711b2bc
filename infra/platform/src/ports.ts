import { createServer } from "node:net";
import { freePort } from "@mawid/local-postgres/free-port";

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
