import type { Transaction } from "kysely";
import { eventsDb } from "../db/tables.ts";
import type { PrayerSettingsEvent } from "./decider.ts";

/** prayer_settings, in the append's transaction: one row per organisation, its latest settings. */
export async function projectPrayerSettings(
  trx: Transaction<unknown>,
  events: readonly PrayerSettingsEvent[],
): Promise<void> {
  const db = eventsDb(trx);
  for (const event of events) {
    const d = event.data;
    const row = { settings: JSON.stringify(d.settings), updated_at: new Date(d.changedAt) };
    await db
      .insertInto("prayer_settings")
      .values({ organization_id: d.organizationId, ...row })
      .onConflict((oc) => oc.column("organization_id").doUpdateSet(row))
      .execute();
  }
}
