import type { Kysely } from "kysely";
import { DEFAULT_PRAYER_SETTINGS, type TPrayerSettingsResponse } from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";

/**
 * An organisation's prayer settings, or the defaults until it saves its own: what its events'
 * prayer-relative times, iqamah overrides and Hijri dates are reckoned by.
 */
export async function readPrayerSettings(
  db: Kysely<EventsDatabase>,
  organizationId: string,
): Promise<TPrayerSettingsResponse> {
  const row = await db
    .selectFrom("prayer_settings")
    .select(["settings", "updated_at"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) return { organizationId, settings: DEFAULT_PRAYER_SETTINGS, updatedAt: null };
  return { organizationId, settings: row.settings, updatedAt: row.updated_at.toISOString() };
}
