import { createHash } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "@mawid/local-postgres";
import { Http1Pool, type UpstreamError, type UpstreamRequest } from "./connection-pool.ts";
import type { ResponseHeaders } from "./response-parser.ts";

interface Answer {
  status: number;
  headers: ResponseHeaders;
  body: Buffer;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real node:http server on a free loopback port, counting the connections it accepts. */
async function httpServer(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server: Server = createHttpServer(handler);
  const connections = { count: 0 };
  server.on("connection", () => connections.count++);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, connections };
}

/** A raw TCP server, for answers node:http would never give. */
async function netServer(onSocket: (socket: Socket, index: number) => void) {
  let index = 0;
  const sockets = new Set<Socket>();
  const server: NetServer = createNetServer((socket) => {
    sockets.add(socket);
    onSocket(socket, index++);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

function pool(origin: string, options: Partial<ConstructorParameters<typeof Http1Pool>[0]> = {}) {
  const created = new Http1Pool({ origin, connections: 4, timeoutMs: 2_000, ...options });
  cleanups.push(() => created.close());
  return created;
}

function call(target: Http1Pool, request: Partial<UpstreamRequest> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let status = 0;
    let headers: ResponseHeaders = {};
    const chunks: Buffer[] = [];
    target.dispatch(
      { method: "GET", path: "/", headers: {}, body: null, ...request },
      {
        start: (s, h) => {
          status = s;
          headers = h;
        },
        data: (chunk) => chunks.push(chunk) > 0,
        end: () => resolve({ status, headers, body: Buffer.concat(chunks) }),
        error: reject,
      },
    );
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: UpstreamError) => error,
  );

describe("the gateway's upstream connection pool", () => {
  it("sends method, path, headers and body, and reads the answer", async () => {
    const { origin } = await httpServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.writeHead(201, { "content-type": "application/json" });
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      });
    });
    const answer = await call(pool(origin), {
      method: "POST",
      path: "/api/v1/orders?x=1",
      headers: { "content-type": "application/json", "x-forwarded-for": ["10.0.0.1", "10.0.0.2"] },
      body: Buffer.from('{"qty":2}'),
    });
    expect(answer.status).toBe(201);
    const seen = JSON.parse(answer.body.toString()) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(seen).toMatchObject({ method: "POST", url: "/api/v1/orders?x=1", body: '{"qty":2}' });
    expect(seen.headers).toMatchObject({
      host: origin.slice("http://".length),
      "content-type": "application/json",
      "content-length": "9",
      "x-forwarded-for": "10.0.0.1, 10.0.0.2",
    });
  });

  it("keeps one connection alive across requests one after another", async () => {
    const server = await httpServer((_req, res) => res.end("ok"));
    const target = pool(server.origin);
    for (let i = 0; i < 5; i++) expect((await call(target)).body.toString()).toBe("ok");
    expect(server.connections.count).toBe(1);
    expect(target.size).toBe(1);
  });

  it("opens no more connections than allowed and queues the rest", async () => {
    let inFlight = 0;
    let most = 0;
    const server = await httpServer((req, res) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        res.end(req.url);
      }, 20);
    });
    const target = pool(server.origin, { connections: 2 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(target, { path: `/${i}` })));
    expect(answers.map((a) => a.body.toString())).toEqual(Array.from({ length: 10 }, (_, i) => `/${i}`));
    expect(most).toBe(2);
    expect(server.connections.count).toBe(2);
  });

  it("streams a large body, with and without a known length, and reads a chunked answer", async () => {
    const { origin } = await httpServer((req, res) => {
      const hash = createHash("sha256");
      let bytes = 0;
      req.on("data", (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      req.on("end", () => {
        res.setHeader("set-cookie", ["a=1; HttpOnly", "b=2; HttpOnly"]);
        res.write(`${req.headers["transfer-encoding"] ?? "length"} `);
        res.write(`${bytes} `);
        res.end(hash.digest("hex"));
      });
    });
    const target = pool(origin);
    const payload = Buffer.alloc(3 * 1024 * 1024, 7);
    const expected = createHash("sha256").update(payload).digest("hex");
    for (const bodyLength of [payload.length, undefined]) {
      const stream = new PassThrough();
      const answer = call(target, {
        method: "PUT",
        body: stream as unknown as IncomingMessage,
        bodyLength,
      });
      for (let at = 0; at < payload.length; at += 64 * 1024)
        stream.write(payload.subarray(at, at + 64 * 1024));
      stream.end();
      const { headers, body } = await answer;
      expect(headers["transfer-encoding"]).toBe("chunked");
      expect(headers["set-cookie"]).toEqual(["a=1; HttpOnly", "b=2; HttpOnly"]);
      expect(body.toString()).toBe(
        `${bodyLength === undefined ? "chunked" : "length"} ${payload.length} ${expected}`,
      );
    }
  });

  it("stops reading while the client is slow and reads on when it catches up", async () => {
    const { origin } = await httpServer((_req, res) => {
      res.writeHead(200, { "content-length": String(4 * 1024 * 1024) });
      res.end(Buffer.alloc(4 * 1024 * 1024, 1));
    });
    const target = pool(origin);
    let received = 0;
    let pauses = 0;
    let paused = false;
    let whilePaused = 0;
    await new Promise<void>((resolve, reject) => {
      const upstream = target.dispatch(
        { method: "GET", path: "/", headers: {}, body: null },
        {
          start: () => {},
          data: (chunk) => {
            if (paused) whilePaused += chunk.length;
            received += chunk.length;
            if (pauses >= 3) return true;
            pauses++;
            paused = true;
            setTimeout(() => {
              paused = false;
              upstream.resume();
            }, 30);
            return false;
          },
          end: resolve,
          error: reject,
        },
      );
    });
    expect(pauses).toBe(3);
    expect(whilePaused).toBe(0);
    expect(received).toBe(4 * 1024 * 1024);
  });

  it("reads the next answer on a connection whose last answer filled a slow client's buffer", async () => {
    const { origin } = await httpServer((req, res) => res.end(`answer to ${req.url}`));
    const target = pool(origin, { connections: 1 });
    // the first client never drains: the sink asks to pause on the answer's only chunk
    await new Promise<void>((resolve, reject) =>
      target.dispatch(
        { method: "GET", path: "/slow-client", headers: {}, body: null },
        { start() {}, data: () => false, end: resolve, error: reject },
      ),
    );
    expect((await call(target, { path: "/next" })).body.toString()).toBe("answer to /next");
  });

  it("fails a call that waits for a connection longer than the timeout with TIMEOUT", async () => {
    const { origin } = await httpServer((_req, res) => res.end(Buffer.alloc(8 * 1024 * 1024)));
    const target = pool(origin, { connections: 1, timeoutMs: 200 });
    // a client that reads nothing holds the only connection, paused
    const holder = target.dispatch(
      { method: "GET", path: "/big", headers: {}, body: null },
      { start() {}, data: () => false, end() {}, error() {} },
    );
    const started = Date.now();
    const error = await failure(call(target, { path: "/waiting" }));
    expect(error.code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(2_000);
    holder.abort();
  });

  it("does not take a reset for the end of a body read until the connection closes", async () => {
    const origin = await netServer((socket) => {
      socket.once("data", () => {
        socket.write("HTTP/1.1 200 OK\r\n\r\npart of it");
        setTimeout(() => socket.resetAndDestroy(), 20);
      });
    });
    expect((await failure(call(pool(origin)))).code).toBe("UNAVAILABLE");
  });

  it("reads a client's upload to its end when the service answers before taking it all", async () => {
    const origin = await netServer((socket) => {
      socket.once("data", () => {
        // reads no more of the body, so the upload backs up, then answers early and closes
        socket.pause();
        setTimeout(() => socket.end("HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\n\r\n"), 50);
      });
    });
    const upload = new PassThrough();
    const answer = call(pool(origin), {
      method: "POST",
      body: upload as unknown as IncomingMessage,
      bodyLength: 16 * 1024 * 1024,
    });
    const drained = once(upload, "end");
    for (let i = 0; i < 256; i++) upload.write(Buffer.alloc(64 * 1024));
    upload.end();
    expect((await answer).status).toBe(413);
    await drained;
  });

  it("sends a GET again on a fresh connection when a reused one dies before answering, but never a POST", async () => {
    // each connection answers its first request and dies on the second, as a service that closed an
    // idle keep-alive connection just as the gateway wrote to it
    const origin = await netServer((socket) => {
      let requests = 0;
      socket.on("data", () => {
        if (++requests === 1) socket.write("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nfirst");
        else socket.destroy();
      });
    });
    const target = pool(origin, { connections: 1 });
    await call(target);
    expect((await call(target)).body.toString()).toBe("first");
    // a POST may have done its work before the connection died, with or without a body
    expect((await failure(call(target, { method: "POST" }))).code).toBe("UNAVAILABLE");
    await call(target);
    const error = await failure(call(target, { method: "POST", body: Buffer.from("{}") }));
    expect(error.code).toBe("UNAVAILABLE");
  });

  it("fails with TIMEOUT when the service does not answer in time", async () => {
    const { origin } = await httpServer(() => {});
    const target = pool(origin, { timeoutMs: 100 });
    const started = Date.now();
    const error = await failure(call(target));
    expect(error.code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("fails with UNAVAILABLE when nothing listens, on a port or a socket path", async () => {
    const free = `http://127.0.0.1:${await freePort()}`;
    expect((await failure(call(pool(free)))).code).toBe("UNAVAILABLE");
    const dir = mkdtempSync(join(tmpdir(), "mawid-pool-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const missing = pool(free, { socketPath: join(dir, "nobody.sock") });
    expect((await failure(call(missing))).code).toBe("UNAVAILABLE");
  });

  it("fails with UNAVAILABLE on an answer that is not HTTP, and on one cut short", async () => {
    const origin = await netServer((socket, index) => {
      socket.once("data", () => {
        if (index === 0) socket.end("SSH-2.0-OpenSSH_9\r\n\r\n");
        else socket.end("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly this");
      });
    });
    const target = pool(origin, { connections: 1 });
    const garbage = await failure(call(target));
    expect(garbage).toMatchObject({ code: "UNAVAILABLE" });
    expect(garbage.message).toContain("malformed");
    expect((await failure(call(target))).code).toBe("UNAVAILABLE");
  });

  it("drops a call whose client left: the service sees its connection close, or never sees a queued one", async () => {
    const seen: string[] = [];
    const closed: string[] = [];
    const { origin } = await httpServer((req, res) => {
      seen.push(req.url!);
      res.on("close", () => closed.push(req.url!));
      if (req.url === "/fast") res.end("ok");
    });
    const target = pool(origin, { connections: 1 });
    const sink = { start() {}, data: () => true, end() {}, error() {} };
    const slow = target.dispatch({ method: "GET", path: "/slow", headers: {}, body: null }, sink);
    const queued = target.dispatch({ method: "GET", path: "/queued", headers: {}, body: null }, sink);
    await new Promise((r) => setTimeout(r, 50));
    queued.abort();
    slow.abort();
    expect((await call(target, { path: "/fast" })).body.toString()).toBe("ok");
    expect(seen).toEqual(["/slow", "/fast"]);
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toContain("/slow");
  });

  it("finishes a call under way when closed, and refuses new ones", async () => {
    const { origin } = await httpServer((_req, res) => setTimeout(() => res.end("late"), 100));
    const target = pool(origin);
    const underWay = call(target);
    await new Promise((r) => setTimeout(r, 20));
    await target.close();
    expect((await underWay).body.toString()).toBe("late");
    expect((await failure(call(target))).code).toBe("UNAVAILABLE");
    expect(target.size).toBe(0);
  });
});
