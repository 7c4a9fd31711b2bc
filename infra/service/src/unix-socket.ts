import { lstatSync, unlinkSync } from "node:fs";
import type { Server as HttpServer } from "node:http";
import { createServer, type Socket } from "node:net";

export interface UnixSocketListener {
  /** Stops accepting, lets requests in flight finish, and closes the socket's connections. */
  close(): Promise<void>;
}

/**
 * Serves an HTTP server's requests on a Unix socket too, beside its TCP port. In one-machine mode
 * the gateway forwards over it, skipping the kernel's TCP stack (what that gains per request is
 * within the gateway benchmark's resolution: see the root README).
 * The connections are handed to the same server, so routes, hooks and timeouts are one set.
 */
export async function listenOnUnixSocket(server: HttpServer, path: string): Promise<UnixSocketListener> {
  removeStaleSocket(path);
  const sockets = new Set<Socket>();
  const listener = createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    server.emit("connection", socket);
  });
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(path, () => {
      listener.off("error", reject);
      resolve();
    });
  });
  return {
    async close() {
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      // Fastify's close only drains the connections its own listener accepted: these are drained
      // here alike, each closed as soon as it is idle, so a request in flight still gets its answer.
      const deadline = Date.now() + DRAIN_MS;
      while (sockets.size > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** How long requests still in flight over the socket may take to finish once closing starts. */
const DRAIN_MS = 10_000;

/** A socket file left by a process that died; anything else at the path is not ours to delete. */
function removeStaleSocket(path: string): void {
  try {
    if (!lstatSync(path).isSocket()) throw new Error(`${path} exists and is not a socket`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  unlinkSync(path);
}
