import { ScanRejectedV1, TicketCheckedInV1, UnknownCodeScannedV1 } from "@mawid/contracts/checkin";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { type Transaction, sql } from "kysely";
import { checkinDb } from "../../db/tables.ts";

/**
 * device_activity: what each enrolled device scanned, from the scans' own events as they come off the
 * bus, so counting never takes a lock on the scan's path. Scans by members (no device) are not counted.
 */
export function deviceActivityConsumer(schema: string): ConsumerDefinition {
  const count = async (
    trx: Transaction<unknown>,
    scan: { deviceId: string | null; scannedAt: string },
    outcome: "admitted" | "rejected",
  ) => {
    if (scan.deviceId === null) return;
    const at = new Date(scan.scannedAt);
    await checkinDb(trx, schema)
      .insertInto("device_activity")
      .values({
        device_id: scan.deviceId,
        admitted: outcome === "admitted" ? 1 : 0,
        rejected: outcome === "rejected" ? 1 : 0,
        last_scan_at: at,
      })
      .onConflict((oc) =>
        oc.column("device_id").doUpdateSet({
          admitted: sql`device_activity.admitted + excluded.admitted`,
          rejected: sql`device_activity.rejected + excluded.rejected`,
          last_scan_at: sql`greatest(device_activity.last_scan_at, excluded.last_scan_at)`,
        }),
      )
      .execute();
  };
  // One transaction a delivered batch: at doors-open every scan is a message here, and a transaction
  // each cost more than the counting.
  return defineConsumer(
    "checkin.device-activity",
    [
      on(TicketCheckedInV1, (trx, scan) => count(trx, scan, "admitted")),
      on(ScanRejectedV1, (trx, scan) => count(trx, scan, "rejected")),
      on(UnknownCodeScannedV1, (trx, scan) => count(trx, scan, "rejected")),
    ],
    { batched: true },
  );
}
