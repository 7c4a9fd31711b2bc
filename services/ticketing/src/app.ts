import type { ServiceDefinition } from "@mawid/service";
import { migrateTicketing } from "./db/migrate.ts";
import { getTicketTypesRoute } from "./ticket-type/get-ticket-types/route.ts";

/** Ticketing: ticket types and quotas, holds, orders, tickets and their signed QR secrets. */
export const ticketingService: ServiceDefinition = {
  name: "ticketing",
  version: "0.1.0",
  migrate: migrateTicketing,
  async routes(app, ctx) {
    await getTicketTypesRoute(app, ctx);
  },
};
