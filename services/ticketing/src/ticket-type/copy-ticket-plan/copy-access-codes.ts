import type { Transaction } from "kysely";
import { ticketingDb } from "../../db/tables.ts";

/** The hidden copies unlock with their sources' access codes (kept hashed, so copied as hashes). */
export async function copyAccessCodes(
  trx: Transaction<unknown>,
  schema: string,
  hidden: readonly { sourceId: string; ticketTypeId: string }[],
): Promise<void> {
  if (hidden.length === 0) return;
  const db = ticketingDb(trx, schema);
  const codes = await db
    .selectFrom("ticket_type_access_codes")
    .select(["ticket_type_id", "code_hash"])
    .where(
      "ticket_type_id",
      "in",
      hidden.map((c) => c.sourceId),
    )
    .execute();
  if (codes.length === 0) return;
  const copyOf = new Map(hidden.map((c) => [c.sourceId, c.ticketTypeId]));
  await db
    .insertInto("ticket_type_access_codes")
    .values(codes.map((c) => ({ ticket_type_id: copyOf.get(c.ticket_type_id)!, code_hash: c.code_hash })))
    .execute();
}
