import { randomUUID } from "node:crypto";
import type { TCreateEventRequest } from "@mawid/contracts/events";
import type { TMemberRole } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { eventsService } from "../src/app.ts";

export interface EventsHarness {
  service: TestService<Record<never, never>>;
  /** The headers that prove who the caller is; the one place tests say how. */
  as(claims: TAccessClaims): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startEvents(): Promise<EventsHarness> {
  const database: TestDatabase = await createTestDatabase("events");
  const service = await startTestService(eventsService, database.url);
  return {
    service,
    as: (claims) => service.bearer(claims),
    close: async () => {
      await service.close();
      await database.drop();
    },
  };
}

/** Someone signed in, as identity's token describes them. */
export function person(
  orgs: Record<string, TMemberRole> = {},
  { admin = false, emailVerified = true } = {},
): TAccessClaims {
  const id = randomUUID();
  return {
    sub: id,
    email: `${id}@example.org`,
    emailVerified,
    role: admin ? "admin" : "user",
    orgs: Object.fromEntries(
      Object.entries(orgs).map(([orgId, role]) => [orgId, { role, tier: "masjid" as const, features: [] }]),
    ),
  };
}

export function iftar(organizationId: string): TCreateEventRequest {
  return {
    organizationId,
    title: "Community iftar",
    description: '<p>Bring a dish <img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
    category: "iftar",
    startsAt: "2030-03-01T17:30:00Z",
    endsAt: "2030-03-01T20:00:00Z",
    timeZone: "Europe/London",
    venue: {
      name: "East London Mosque",
      address: "82-92 Whitechapel Rd, London",
      latitude: 51.5175,
      longitude: -0.0653,
    },
    audience: "families",
    capacity: 300,
    tags: ["ramadan"],
    languages: ["en", "ar"],
    facilities: ["wudu-area", "sisters-space"],
  };
}
