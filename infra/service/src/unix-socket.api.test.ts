import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { Pool } from "undici";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listenOnUnixSocket } from "./unix-socket.ts";

describe("serving on a Unix socket beside the port", () => {
  let dir: string;
  let app: FastifyInstance;
  let pool: Pool | undefined;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "mawid-socket-test-"));
    app = Fastify();
    app.get("/hello", async (request) => ({ hello: request.headers["x-who"] ?? "nobody" }));
    app.get("/slow", async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { slow: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(async () => {
    await pool?.destroy();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const overSocket = (path: string) => {
    pool = new Pool("http://localhost", { socketPath: path, connections: 2 });
    return pool;
  };

  it("answers the same routes over the socket as over TCP", async () => {
    const path = join(dir, "svc.sock");
    const listener = await listenOnUnixSocket(app.server, path);
    const res = await overSocket(path).request({
      path: "/hello",
      method: "GET",
      headers: { "x-who": "amina" },
    });
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toEqual({ hello: "amina" });
    await listener.close();
  });

  it("lets a request in flight finish on close, then closes its kept-alive connection", async () => {
    const path = join(dir, "svc.sock");
    const listener = await listenOnUnixSocket(app.server, path);
    const client = overSocket(path);
    await (await client.request({ path: "/hello", method: "GET" })).body.json();
    const slow = client.request({ path: "/slow", method: "GET" });
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const closed = listener.close();
    const answer = await slow;
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ slow: true });
    await closed;
    // kept-alive connections would otherwise hold close() for the drain limit (10 s)
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(existsSync(path)).toBe(false);
  });

  it("replaces a socket file a dead process left, and never deletes anything else", async () => {
    const stale = join(dir, "stale.sock");
    await leaveStaleSocket(stale);
    const listener = await listenOnUnixSocket(app.server, stale);
    const res = await overSocket(stale).request({ path: "/hello", method: "GET" });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    await listener.close();

    const file = join(dir, "notes.txt");
    writeFileSync(file, "keep me");
    await expect(listenOnUnixSocket(app.server, file)).rejects.toThrow("exists and is not a socket");
    expect(existsSync(file)).toBe(true);
  });
});

/** A process killed while it listened leaves its socket file behind, with nobody accepting on it. */
async function leaveStaleSocket(path: string): Promise<void> {
  const child = spawn(process.execPath, [
    "-e",
    `require("node:net").createServer().listen(${JSON.stringify(path)}, () => console.log("up"))`,
  ]);
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  expect(existsSync(path)).toBe(true);
}
