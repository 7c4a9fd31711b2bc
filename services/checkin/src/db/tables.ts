import type { Kysely } from "kysely";
import type { AdmissionTables } from "./tables/admissions.ts";
import type { GateAndDeviceTables } from "./tables/gates-and-devices.ts";

/** Check-in's tables: what it learnt of tickets and events, admissions and scans; gates and devices. */
export interface CheckinDatabase extends AdmissionTables, GateAndDeviceTables {}

export function checkinDb(db: Kysely<unknown>, schema = "checkin"): Kysely<CheckinDatabase> {
  return (db as Kysely<CheckinDatabase>).withSchema(schema);
}
