import type { TRefundPolicyEvent } from "@mawid/contracts/ticketing";
import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";

/** refund_policies, in the append's transaction. */
export async function projectRefundPolicy(
  trx: Transaction<unknown>,
  events: readonly TRefundPolicyEvent[],
): Promise<void> {
  for (const { data } of events) {
    const row = { policy: JSON.stringify(data.policy), updated_at: new Date(data.setAt) };
    await ticketingDb(trx)
      .insertInto("refund_policies")
      .values({ event_id: data.eventId, organization_id: data.organizationId, ...row })
      .onConflict((oc) => oc.column("event_id").doUpdateSet(row))
      .execute();
  }
}
