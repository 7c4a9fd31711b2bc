import type { Kysely } from "kysely";
import { ORGANISER_ROLES, type TFeatureName } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { requireFeature, requireOrganizationRole } from "@mawid/service";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../errors.ts";

/** The caller reads this organisation's analytics, with the feature when one is named. */
export function requireAnalyticsReader(
  claims: TAccessClaims,
  organizationId: string,
  feature?: TFeatureName,
): void {
  // analytics name buyers' spending and turnout: the organisation's organisers only, not its scanners
  requireOrganizationRole(claims, organizationId, ORGANISER_ROLES);
  if (feature && claims.role !== "admin") requireFeature(claims, organizationId, feature);
}

export interface EventFacts {
  eventId: string;
  organizationId: string;
  title: string;
  category: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string | null;
  status: string | null;
  capacity: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** The event as analytics heard of it; unknown until the events service announced it. */
export async function readEventFacts(db: Kysely<AnalyticsDatabase>, eventId: string): Promise<EventFacts> {
  const row = await db
    .selectFrom("event_facts")
    .selectAll()
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  if (!row?.organization_id) throw new EventNotFoundError();
  return {
    eventId: row.event_id,
    organizationId: row.organization_id,
    title: row.title ?? "",
    category: row.category,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    status: row.status,
    capacity: row.capacity,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
