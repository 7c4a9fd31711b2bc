import type { TVendorView } from "@mawid/contracts/ticketing";
import { type Kysely, sql } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { certificateValid } from "./certificate.ts";

/** An event's vendors in the order they were added, each certificate judged at `at`. */
export async function readVendors(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  at: string,
): Promise<TVendorView[]> {
  const rows = await db
    .selectFrom("vendors")
    .selectAll()
    .select(sql<string>`certificate_expires_on::text`.as("expires_on"))
    .where("event_id", "=", eventId)
    .orderBy("added_at")
    .execute();
  return rows.map((row) => ({
    id: row.vendor_id,
    eventId: row.event_id,
    name: row.name,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    certificationBody: row.certification_body,
    certificateNumber: row.certificate_number,
    certificateExpiresOn: row.expires_on,
    certificateValid: certificateValid(row.expires_on, at),
  }));
}
