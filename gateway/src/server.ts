import cluster from "node:cluster";
import pino from "pino";
import { runPrimary } from "./cluster.ts";
import { loadGatewayConfig } from "./config.ts";

/**
 * Runs the gateway: listen, and close gracefully (finish in-flight requests) on SIGINT/SIGTERM.
 * With GATEWAY_WORKERS above 1 this process only supervises that many workers (cluster.ts).
 */
const config = loadGatewayConfig(process.env);
if (cluster.isPrimary && config.GATEWAY_WORKERS > 1) {
  runPrimary(
    config.GATEWAY_WORKERS,
    pino({ level: config.LOG_LEVEL, base: { service: "gateway", pid: process.pid } }),
  );
} else {
  await serve();
}

async function serve(): Promise<void> {
  const { startTelemetry, stopTelemetry } = await import("@mawid/service/telemetry");
  // Tracing patches http as it loads, so the gateway's own modules come only after it.
  await startTelemetry("gateway");
  const { buildGateway } = await import("./app.ts");
  const app = await buildGateway({ config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "gateway shutting down");
    const force = setTimeout(() => {
      app.log.error("graceful shutdown timed out");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await stopTelemetry();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    app.log.error({ err: error }, "gateway failed to start");
    process.exit(1);
  }
}
