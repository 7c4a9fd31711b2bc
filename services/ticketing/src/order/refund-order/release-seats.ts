import type { TReservation } from "@mawid/contracts/ticketing";
import { sql, type Transaction } from "kysely";

const quotas = sql.id("ticketing", "quotas");

/** Sold seats (or stock) a refund gives back, free for the next buyer. */
export async function releaseSoldSeats(
  trx: Transaction<unknown>,
  releases: readonly TReservation[],
): Promise<void> {
  const sorted = [...releases].sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));
  for (const { quotaId, seats } of sorted) {
    await sql`UPDATE ${quotas} SET sold = sold - ${seats} WHERE quota_id = ${quotaId}`.execute(trx);
  }
}
