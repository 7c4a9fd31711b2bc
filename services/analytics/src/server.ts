import { startTelemetry } from "@mawid/service/telemetry";

// Tracing patches http and pg as they load, so the app, which imports them, comes only after it.
await startTelemetry("analytics");
const { main } = await import("@mawid/service");
const { analyticsService } = await import("./app.ts");

main(analyticsService);
