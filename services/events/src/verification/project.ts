import type { Transaction } from "kysely";
import { eventsDb } from "../db/tables.ts";
import type { HostVerificationEvent } from "./decider.ts";

/** host_verifications, in the append's transaction. */
export async function projectHostVerification(
  trx: Transaction<unknown>,
  events: readonly HostVerificationEvent[],
): Promise<void> {
  const db = eventsDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "VerificationRequested": {
        const d = event.data;
        const row = {
          status: "pending" as const,
          details: d.details,
          document_urls: d.documentUrls,
          contact_phone: d.contactPhone,
          requested_by: d.requestedBy,
          requested_at: new Date(d.requestedAt),
          decided_at: null,
          rejection_reason: null,
        };
        await db
          .insertInto("host_verifications")
          .values({ organization_id: d.organizationId, ...row })
          .onConflict((oc) => oc.column("organization_id").doUpdateSet(row))
          .execute();
        break;
      }
      case "HostVerified":
        await db
          .updateTable("host_verifications")
          .set({ status: "verified", decided_at: new Date(event.data.verifiedAt) })
          .where("organization_id", "=", event.data.organizationId)
          .execute();
        break;
      case "VerificationRejected":
        await db
          .updateTable("host_verifications")
          .set({
            status: "rejected",
            decided_at: new Date(event.data.rejectedAt),
            rejection_reason: event.data.reason,
          })
          .where("organization_id", "=", event.data.organizationId)
          .execute();
        break;
    }
  }
}
