import type { Kysely } from "kysely";
import type { THostVerification } from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";
import type { HostVerificationsTable } from "../db/tables/host-verifications.ts";

/** Verified hosts' events are approved on submission and carry the badge. */
export async function isHostVerified(db: Kysely<EventsDatabase>, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("host_verifications")
    .select("status")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row?.status === "verified";
}

export function toHostVerification(
  organizationId: string,
  row: HostVerificationsTable | undefined,
): THostVerification {
  if (!row) {
    return {
      organizationId,
      status: "none",
      details: null,
      documentUrls: [],
      contactPhone: null,
      requestedAt: null,
      decidedAt: null,
      rejectionReason: null,
    };
  }
  return {
    organizationId,
    status: row.status,
    details: row.details,
    documentUrls: row.document_urls,
    contactPhone: row.contact_phone,
    requestedAt: row.requested_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    rejectionReason: row.rejection_reason,
  };
}

export async function getHostVerification(
  db: Kysely<EventsDatabase>,
  organizationId: string,
): Promise<THostVerification> {
  const row = await db
    .selectFrom("host_verifications")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return toHostVerification(organizationId, row);
}
