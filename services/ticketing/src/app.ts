import type { ServiceDefinition } from "@mawid/service";
import { ticketingMigrations } from "./db/migrate.ts";
import { ticketingDb } from "./db/tables.ts";
import type { TicketingDeps } from "./deps.ts";
import { registerGetTicketTypes } from "./ticket-type/get-ticket-types/handler.ts";

/** Ticketing: ticket types and quotas, holds, orders, tickets and their signed QR secrets. */
export const ticketingService: ServiceDefinition = {
  name: "ticketing",
  version: "0.1.0",
  migrations: ticketingMigrations,
  async routes(app, ctx) {
    const deps: TicketingDeps = { db: ticketingDb(ctx.db, ctx.name) };
    for (const register of [registerGetTicketTypes]) register(app, deps);
  },
};
