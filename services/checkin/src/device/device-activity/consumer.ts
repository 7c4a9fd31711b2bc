import { ScanRejectedV1, TicketCheckedInV1, UnknownCodeScannedV1 } from "@mawid/contracts/checkin";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer, gatherInTransaction } from "@mawid/service";
import { type Transaction, sql } from "kysely";
import { checkinDb } from "../../db/tables.ts";
import type { DeviceActivityTable } from "../../db/tables/gates-and-devices.ts";

/**
 * device_activity: what each enrolled device scanned, from the scans' own events as they come off the
 * bus, so counting never takes a lock on the scan's path. Scans by members (no device) are not counted.
 * A delivered batch is one transaction, and its scans are gathered, added up per device and written once:
 * at doors-open every scan is a message here, and a write each was slower than the scans.
 */
export function deviceActivityConsumer(schema: string): ConsumerDefinition {
  const gathered = gatherInTransaction<{ deviceId: string; at: Date; outcome: "admitted" | "rejected" }>(
    async (trx, scans) => {
      const devices = new Map<string, DeviceActivityTable>();
      for (const { deviceId, at, outcome } of scans) {
        const device = devices.get(deviceId) ?? {
          device_id: deviceId,
          admitted: 0,
          rejected: 0,
          last_scan_at: at,
        };
        device[outcome]++;
        if (at > device.last_scan_at) device.last_scan_at = at;
        devices.set(deviceId, device);
      }
      await checkinDb(trx, schema)
        .insertInto("device_activity")
        .values([...devices.values()].sort((a, b) => (a.device_id < b.device_id ? -1 : 1)))
        .onConflict((oc) =>
          oc.column("device_id").doUpdateSet({
            admitted: sql`device_activity.admitted + excluded.admitted`,
            rejected: sql`device_activity.rejected + excluded.rejected`,
            last_scan_at: sql`greatest(device_activity.last_scan_at, excluded.last_scan_at)`,
          }),
        )
        .execute();
    },
  );
  const count = (
    trx: Transaction<unknown>,
    scan: { deviceId: string | null; scannedAt: string },
    outcome: "admitted" | "rejected",
  ) => {
    if (scan.deviceId !== null)
      gathered.add(trx, { deviceId: scan.deviceId, at: new Date(scan.scannedAt), outcome });
  };
  return defineConsumer(
    "checkin.device-activity",
    [
      on(TicketCheckedInV1, async (trx, scan) => count(trx, scan, "admitted")),
      on(ScanRejectedV1, async (trx, scan) => count(trx, scan, "rejected")),
      on(UnknownCodeScannedV1, async (trx, scan) => count(trx, scan, "rejected")),
    ],
    { batched: true, flush: gathered.flush },
  );
}
