// A yardstick for the gateway benchmark: the least a Node proxy on undici does, run as its own process.
//   PORT=4101 UPSTREAM=http://127.0.0.1:4100 node load-tests/src/bench-services/reference-proxy.ts
// UPSTREAM_SOCKET=/path/to.sock reaches the upstream over that Unix socket instead, as the gateway does.
// node:http in, an undici keep-alive pool out (the gateway's own pieces), and nothing else: no route
// table, no token check, no rate limits, no request ids, trace context or security headers. What the
// gateway keeps of direct throughput, and its CPU per request, are judged against this proxy's in the
// same run: the difference is what the gateway's features cost.
import { createServer, type IncomingHttpHeaders } from "node:http";
import { type Dispatcher, Pool } from "undici";

const port = Number(process.env.PORT ?? 4101);
const upstream = process.env.UPSTREAM;
if (!upstream) throw new Error("UPSTREAM is required");
const pool = new Pool(upstream, {
  connections: 128,
  pipelining: 1,
  socketPath: process.env.UPSTREAM_SOCKET || undefined,
});

const server = createServer((req, res) => {
  const handler: Dispatcher.DispatchHandler = {
    onRequestStart() {},
    onResponseStart(_controller, status, headers: IncomingHttpHeaders) {
      res.writeHead(status, headers);
    },
    onResponseData(_controller, chunk: Buffer) {
      res.write(chunk);
    },
    onResponseEnd() {
      res.end();
    },
    onResponseError() {
      res.destroy();
    },
  };
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "authorization"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const dispatch = (body: Buffer | null) =>
    pool.dispatch(
      { origin: upstream, path: req.url ?? "/", method: req.method as Dispatcher.HttpMethod, headers, body },
      handler,
    );
  if (req.method === "GET" || req.method === "HEAD") return dispatch(null);
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.once("end", () => dispatch(Buffer.concat(chunks)));
});

const close = () => server.close(() => void pool.close().then(() => process.exit(0)));
process.once("SIGTERM", close);
process.once("SIGINT", close);
server.listen(port, "127.0.0.1");
