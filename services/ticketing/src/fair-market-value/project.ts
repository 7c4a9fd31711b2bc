import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import type { TicketBenefitEvent } from "./decider.ts";

/** Each ticket type's stated fair-market value. */
export async function projectTicketBenefits(
  trx: Transaction<unknown>,
  events: readonly TicketBenefitEvent[],
) {
  for (const { data } of events) {
    const row = {
      fair_market_value: data.fairMarketValue,
      currency: data.currency,
      set_at: new Date(data.setAt),
    };
    await ticketingDb(trx)
      .insertInto("ticket_type_benefits")
      .values({ ticket_type_id: data.ticketTypeId, ...row })
      .onConflict((oc) => oc.column("ticket_type_id").doUpdateSet(row))
      .execute();
  }
}
