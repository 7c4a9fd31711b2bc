import type { ServiceDefinition } from "@mawid/service";
import { registerCheckInManually } from "./admission/check-in-manually/handler.ts";
import { registerScanBatch } from "./admission/scan-batch/handler.ts";
import { registerScan } from "./admission/scan/handler.ts";
import { registerUndoCheckIn } from "./admission/undo-check-in/handler.ts";
import { scanQueues } from "./admission/scan-queues.ts";
import { ttlCache } from "./cache.ts";
import { trackEventsConsumer } from "./consumers/track-events.ts";
import { trackTicketKeysConsumer } from "./consumers/track-ticket-keys.ts";
import { trackTicketsConsumer } from "./consumers/track-tickets.ts";
import { checkinMigrations } from "./db/migrate.ts";
import { checkinDb } from "./db/tables.ts";
import type { CheckinDeps } from "./deps.ts";
import { registerDeviceRoutes } from "./device/routes.ts";
import { readKnownEvent } from "./event/known-event.ts";
import { registerGateRoutes } from "./gate/routes.ts";
import { readGates } from "./gate/read-gates.ts";
import { registerFindAttendees } from "./lookup/find-attendees/handler.ts";
import { registerGetOfflineBundle } from "./offline/get-offline-bundle/handler.ts";
import { registerGetCheckinStatus } from "./station/get-checkin-status/handler.ts";
import { computeStats } from "./stats/compute-stats.ts";
import { registerGetStats } from "./stats/get-stats/handler.ts";
import { registerStreamStats } from "./stats/stream-stats/handler.ts";
import { readTicketKeys } from "./ticket-key/read-keys.ts";

/** How long scans trust what they read of events and gates, and how often live counts are summed. */
const FRESH_MS = 1_000;
/** Keys only ever get added, and a code naming a key not cached looks again (see read-code.ts). */
const KEYS_MS = 60_000;

/** Check-in: the admissions projection, devices and gates, scans, offline sync. */
export const checkinService: ServiceDefinition = {
  name: "checkin",
  version: "0.1.0",
  migrations: checkinMigrations,
  async routes(app, ctx) {
    const db = checkinDb(ctx.db, ctx.name);
    const gates = ttlCache((eventId: string) => readGates(db, eventId), FRESH_MS);
    const deps: CheckinDeps = {
      db,
      name: ctx.name,
      publicUrl: ctx.config.PUBLIC_URL,
      events: ttlCache((eventId: string) => readKnownEvent(db, eventId), FRESH_MS),
      ticketKeys: ttlCache((eventId: string) => readTicketKeys(db, eventId), KEYS_MS),
      gates,
      scans: scanQueues(ctx.db, ctx.name),
      stats: ttlCache(
        async (eventId: string) => computeStats(db, eventId, await gates.get(eventId), new Date()),
        FRESH_MS,
      ),
    };
    for (const register of [
      registerGetCheckinStatus,
      registerScan,
      registerScanBatch,
      registerCheckInManually,
      registerUndoCheckIn,
      registerGetOfflineBundle,
      registerFindAttendees,
      registerGetStats,
      registerStreamStats,
      registerGateRoutes,
      registerDeviceRoutes,
    ])
      register(app, deps);
  },
  consumers: (ctx) => [
    trackEventsConsumer(ctx.name),
    trackTicketKeysConsumer(ctx.name),
    trackTicketsConsumer(ctx.name),
  ],
};
