// A small upstream for the gateway-overhead benchmark, run as its own process:
//   PORT=4100 DATABASE_URL=postgres://... node load-tests/src/bench-services/bench-service.ts
// GET /api/v1/bench/noop answers a tiny JSON; POST /api/v1/bench/rows does one INSERT. With
// SOCKET_PATH it serves on that Unix socket too, as every service does under npm start.
// BENCH_JWKS (a JSON Web Key Set) is served at /.well-known/jwks.json, so the gateway can stand
// this process in for identity and verify the benchmark's tokens.
import Fastify from "fastify";
import pg from "pg";
import { listenOnUnixSocket, type UnixSocketListener } from "@mawid/service";

const port = Number(process.env.PORT ?? 4100);
const host = process.env.HOST ?? "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");
const jwks = JSON.parse(process.env.BENCH_JWKS ?? '{"keys":[]}') as unknown;

// the same pool size a service gets by default (DATABASE_POOL_MAX=10)
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
pool.on("error", (err) => console.error(`bench-service: idle connection failed: ${err.message}`));
await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_rows (id bigserial PRIMARY KEY, payload text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "warn" } });
app.get("/api/v1/bench/noop", async () => ({ ok: true }));
app.post<{ Body: { payload?: string } }>("/api/v1/bench/rows", async (request, reply) => {
  const payload = typeof request.body?.payload === "string" ? request.body.payload : "";
  const result = await pool.query<{ id: string }>(
    "INSERT INTO bench_rows (payload) VALUES ($1) RETURNING id",
    [payload],
  );
  return reply.status(201).send({ id: result.rows[0]!.id });
});
app.get("/.well-known/jwks.json", async () => jwks);
app.get("/health/ready", async () => ({ status: "up" }));

let unixSocket: UnixSocketListener | null = null;
const close = async () => {
  await Promise.all([app.close(), unixSocket?.close()]);
  await pool.end();
  process.exit(0);
};
process.once("SIGTERM", () => void close());
process.once("SIGINT", () => void close());
await app.listen({ port, host });
if (process.env.SOCKET_PATH) unixSocket = await listenOnUnixSocket(app.server, process.env.SOCKET_PATH);
