import { on } from "@mawid/bus";
import { FairMarketValueSetV1 } from "@mawid/contracts/ticketing";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";

/** Ticket types' fair-market values, as ticketing announces them, for the deductible amount on receipts. */
export function trackTicketBenefitsConsumer(): ConsumerDefinition {
  return defineConsumer("payments.ticket-benefits", [
    on(FairMarketValueSetV1, async (trx, benefit) => {
      const row = { fair_market_value: benefit.fairMarketValue, currency: benefit.currency };
      await paymentsDb(trx)
        .insertInto("known_ticket_benefits")
        .values({ ticket_type_id: benefit.ticketTypeId, ...row })
        .onConflict((oc) => oc.column("ticket_type_id").doUpdateSet(row))
        .execute();
    }),
  ]);
}
