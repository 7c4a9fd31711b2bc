import { startTelemetry } from "@mawid/service/telemetry";

// Tracing patches http and pg as they load, so the app, which imports them, comes only after it.
await startTelemetry("events");
const { main } = await import("@mawid/service");
const { eventsService } = await import("./app.ts");

main(eventsService);
