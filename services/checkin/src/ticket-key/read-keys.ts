import type { TicketPublicKey } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { CheckinDatabase } from "../db/tables.ts";

/** An event's public ticket keys, oldest first. */
export async function readTicketKeys(
  db: Kysely<CheckinDatabase>,
  eventId: string,
): Promise<(TicketPublicKey & { createdAt: Date })[]> {
  const rows = await db
    .selectFrom("ticket_keys")
    .select(["kid", "public_key", "created_at"])
    .where("event_id", "=", eventId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ kid: r.kid, publicKey: r.public_key, createdAt: r.created_at }));
}
