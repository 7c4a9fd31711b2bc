import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import type { VendorsEvent } from "./decider.ts";

/** vendors, in the append's transaction. */
export async function projectVendors(
  trx: Transaction<unknown>,
  events: readonly VendorsEvent[],
): Promise<void> {
  for (const { data: d } of events) {
    await ticketingDb(trx)
      .insertInto("vendors")
      .values({
        vendor_id: d.vendorId,
        event_id: d.eventId,
        name: d.name,
        contact_name: d.contactName,
        contact_email: d.contactEmail,
        contact_phone: d.contactPhone,
        certification_body: d.certificationBody,
        certificate_number: d.certificateNumber,
        certificate_expires_on: d.certificateExpiresOn,
        added_at: new Date(d.addedAt),
      })
      .execute();
  }
}
