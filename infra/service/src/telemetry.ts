import type { IncomingMessage } from "node:http";
import { register } from "node:module";
import type { NodeSDK } from "@opentelemetry/sdk-node";

let sdk: NodeSDK | undefined;

/** Readiness probes and Prometheus scrapes arrive every few seconds and would bury the real traces. */
function isProbe(request: IncomingMessage): boolean {
  const url = request.url ?? "";
  return url.startsWith("/health/") || url === "/metrics";
}

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise (the
 * one-machine default, which then loads none of the SDK). Instrumentations patch http and pg as they
 * are loaded, so a process calls this before it imports its app: see any service's server.ts.
 */
export async function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || sdk) return;
  const [
    { createAddHookMessageChannel },
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import("import-in-the-middle"),
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-pg"),
  ]);
  // require() hooks never see ES modules (our code imports pg and node:http as such); this loader hook
  // does, and the message channel limits it to the modules the instrumentations ask for.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register("import-in-the-middle/hook.mjs", import.meta.url, registerOptions);
  sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isProbe }),
      // Relays and consumers poll all the time; only queries made for a request or a message matter.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
}

/** Flushes the spans not yet exported and stops tracing; nothing to do when it never started. */
export async function stopTelemetry(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}
