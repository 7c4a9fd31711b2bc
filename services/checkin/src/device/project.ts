import type { Transaction } from "kysely";
import { checkinDb } from "../db/tables.ts";
import type { DeviceEvent } from "./decider.ts";

/** devices, in the append's transaction. */
export async function projectDevices(
  trx: Transaction<unknown>,
  events: readonly DeviceEvent[],
): Promise<void> {
  const db = checkinDb(trx);
  for (const event of events) {
    if (event.type === "DeviceRevoked") {
      await db
        .updateTable("devices")
        .set({ revoked_at: new Date(event.data.revokedAt) })
        .where("device_id", "=", event.data.deviceId)
        .execute();
      continue;
    }
    const d = event.data;
    await db
      .insertInto("devices")
      .values({
        device_id: d.deviceId,
        event_id: d.eventId,
        organization_id: d.organizationId,
        name: d.name,
        gate_ids: d.gateIds,
        expires_at: new Date(d.expiresAt),
        enrolled_by: d.enrolledBy,
        enrolled_at: new Date(d.enrolledAt),
        revoked_at: null,
      })
      .execute();
  }
}
