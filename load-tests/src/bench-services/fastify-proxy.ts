// The baseline for the gateway benchmark: a plain Fastify proxy (@fastify/http-proxy, its
// defaults), run as its own process:
//   PORT=4102 UPSTREAM=http://127.0.0.1:4100 node load-tests/src/bench-services/fastify-proxy.ts
import Fastify from "fastify";
import proxy from "@fastify/http-proxy";

const port = Number(process.env.PORT ?? 4102);
const upstream = process.env.UPSTREAM;
if (!upstream) throw new Error("UPSTREAM is required");

const app = Fastify({ logger: { level: "warn" } });
await app.register(proxy, { upstream });

const close = () => void app.close().then(() => process.exit(0));
process.once("SIGTERM", close);
process.once("SIGINT", close);
await app.listen({ port, host: "127.0.0.1" });
