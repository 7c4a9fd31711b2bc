import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Before migration 006, a consumer of check-in's own events counted device_activity, some way behind
  // the scans. The scans it had not reached when the new version started would never be counted, so
  // each device's counts are added up again here from every scan event written, the same events and
  // rules as count_device_scans. That function is not called: it takes its events as two arrays, a
  // busy event's millions of scans in memory at once, where this aggregates as it reads. Exact for an
  // upgrade that stops the old version before this runs; an old replica still scanning during a
  // rolling upgrade can leave its last few scans uncounted.
  await sql`
    INSERT INTO ${s}.device_activity AS a (device_id, admitted, rejected, last_scan_at)
    SELECT (e.data->>'deviceId')::uuid,
      count(*) FILTER (WHERE e.type = 'TicketCheckedIn'),
      count(*) FILTER (WHERE e.type <> 'TicketCheckedIn'),
      max((e.data->>'scannedAt')::timestamptz)
    FROM ${s}.events e
    WHERE e.type IN ('TicketCheckedIn', 'ScanRejected', 'UnknownCodeScanned') AND e.data->>'deviceId' IS NOT NULL
    GROUP BY 1
    ON CONFLICT (device_id) DO UPDATE SET
      admitted = excluded.admitted,
      rejected = excluded.rejected,
      last_scan_at = excluded.last_scan_at`.execute(db);
}
