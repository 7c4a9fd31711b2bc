import { startTelemetry, stopTelemetry } from "@mawid/service/telemetry";

// Tracing patches http as it loads, so the gateway's own modules come only after it.
await startTelemetry("gateway");
const { buildGateway } = await import("./app.ts");
const { loadGatewayConfig } = await import("./config.ts");

/** Runs the gateway: listen, and close gracefully (finish in-flight requests) on SIGINT/SIGTERM. */
const config = loadGatewayConfig(process.env);
const app = await buildGateway({ config });

let closing = false;
async function shutdown(signal: string): Promise<void> {
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
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "gateway failed to start");
  process.exit(1);
}
