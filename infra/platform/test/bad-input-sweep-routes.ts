import type { RouteOptions } from "fastify";
import type { z } from "zod";
import { analyticsService } from "@mawid/analytics/src/app.ts";
import { checkinService } from "@mawid/checkin/src/app.ts";
import { createDatabase } from "@mawid/eventstore";
import { eventsService } from "@mawid/events/src/app.ts";
import { identity } from "@mawid/identity/src/app.ts";
import { paymentsService } from "@mawid/payments/src/app.ts";
import {
  buildServiceApp,
  createMetrics,
  loadConfig,
  localKeys,
  type ServiceContext,
  type ServiceDefinition,
} from "@mawid/service";
import { ticketingService } from "@mawid/ticketing/src/app.ts";
import type { ServiceName } from "../src/index.ts";

/** A route one service serves, with the zod schemas Fastify validates its input with. */
export interface SweptRoute {
  service: ServiceName;
  method: string;
  /** Fastify's pattern: `/api/v1/events/:id`. */
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** The definitions npm start runs, one per service the launcher starts (start-platform.ts's SERVICES). */
export const DEFINITIONS: Record<ServiceName, ServiceDefinition<z.ZodRawShape>> = {
  identity: identity as unknown as ServiceDefinition<z.ZodRawShape>,
  events: eventsService,
  ticketing: ticketingService,
  payments: paymentsService,
  checkin: checkinService,
  analytics: analyticsService,
};

/**
 * Every route of every service, as the service itself registers them: each definition is built
 * into the app the service runs (buildServiceApp, health and parked-message routes included) while
 * an onRoute hook writes them down, so a route added later is swept without being named anywhere.
 * The app is never made ready and the database is never asked anything.
 */
export async function serviceRoutes(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<SweptRoute[]> {
  const routes: SweptRoute[] = [];
  for (const [service, definition] of Object.entries(DEFINITIONS) as [
    ServiceName,
    ServiceDefinition<z.ZodRawShape>,
  ][]) {
    // as npm start runs them (development: identity serves its dev mail route too)
    const config = loadConfig(
      { ...env, NODE_ENV: "development", PORT: "0", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl },
      definition.config,
    );
    const db = createDatabase({ url: databaseUrl, max: 1 });
    const ctx: ServiceContext<typeof config> = { name: service, config, db, metrics: createMetrics(service) };
    const app = await buildServiceApp({
      definition,
      ctx,
      consumers: definition.consumers?.(ctx) ?? [],
      keys: localKeys(async () => ({ keys: [] })),
      logger: false,
      health: {
        database: async () => undefined,
        outboxBacklog: async () => 0,
        consumerLag: async () => 0,
        parkedMessages: async () => 0,
      },
      onRoute(route: RouteOptions) {
        const methods = [route.method].flat();
        const schema = (route.schema ?? {}) as {
          params?: z.ZodType;
          querystring?: z.ZodType;
          body?: z.ZodType;
        };
        for (const method of methods) {
          routes.push({
            service,
            method,
            url: route.url,
            params: schema.params,
            querystring: schema.querystring,
            body: schema.body,
          });
        }
      },
    });
    await app.close();
    await db.destroy();
  }
  return routes;
}
