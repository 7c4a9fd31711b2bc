import type { ColumnType } from "kysely";
import type { TPrayerSettings } from "@mawid/contracts/events";

/** Read model of each organisation's prayer settings, kept by the prayer settings projection. */
export interface PrayerSettingsTable {
  organization_id: string;
  /** jsonb: read as the settings, written as their JSON text. */
  settings: ColumnType<TPrayerSettings, string, string>;
  updated_at: Date;
}
