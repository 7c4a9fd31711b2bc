import { randomUUID } from "node:crypto";
import { DEFAULT_TIER_FEATURES } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TestService } from "@mawid/service";
import { checkinDb } from "../src/db/tables.ts";

export type CheckinTestService = TestService<Record<string, unknown>>;

/** A signed-in person; with an organisation, its member in that role. */
export function member(org?: { id: string; role: "owner" | "admin" | "staff" | "scanner" }): TAccessClaims {
  const sub = randomUUID();
  return {
    sub,
    email: `${sub.slice(0, 8)}@example.org`,
    emailVerified: true,
    role: "user",
    orgs: org
      ? { [org.id]: { role: org.role, tier: "masjid", features: [...DEFAULT_TIER_FEATURES.masjid] } }
      : {},
  };
}

/** An event check-in has heard of on the bus, as its known-events projection keeps it. */
export async function knownEvent(service: CheckinTestService, organizationId: string): Promise<string> {
  const eventId = randomUUID();
  await checkinDb(service.ctx.db)
    .insertInto("known_events")
    .values({
      event_id: eventId,
      organization_id: organizationId,
      title: "Eid convention",
      time_zone: "Europe/London",
      starts_at: new Date("2027-03-20T17:00:00.000Z"),
      ends_at: new Date("2027-03-20T23:00:00.000Z"),
      status: "published",
    })
    .execute();
  return eventId;
}

export const device = (token: string) => ({ authorization: `Bearer ${token}` });
