import type { CommandMeta } from "@mawid/eventstore";
import type { Transaction } from "kysely";
import { ticketingDb } from "../../db/tables.ts";
import { highestPriceOf } from "../../fair-market-value/decider.ts";
import { handleTicketBenefitCommand } from "../../fair-market-value/handle.ts";

export interface CopiedType {
  sourceId: string;
  ticketTypeId: string;
  fields: { price: number; currency: string; payWhatYouWant: boolean; pricePhases: { price: number }[] };
}

/**
 * The copies' fair-market values, as their sources state them: a gala cloned for next year serves the
 * same dinner, and its receipts should say so without the host setting it again. Each is set through
 * its own benefit stream, so payments hears of it as of any other.
 */
export async function copyFairMarketValues(
  trx: Transaction<unknown>,
  schema: string,
  event: { eventId: string; organizationId: string },
  copies: readonly CopiedType[],
  by: { actorId: string; at: string },
  meta: CommandMeta,
): Promise<void> {
  if (copies.length === 0) return;
  const values = await ticketingDb(trx, schema)
    .selectFrom("ticket_type_benefits")
    .select(["ticket_type_id", "fair_market_value"])
    .where(
      "ticket_type_id",
      "in",
      copies.map((c) => c.sourceId),
    )
    .where("fair_market_value", "is not", null)
    .execute();
  const stated = new Map(values.map((v) => [v.ticket_type_id, v.fair_market_value]));
  for (const copy of copies) {
    const fairMarketValue = stated.get(copy.sourceId);
    if (fairMarketValue === undefined || fairMarketValue === null) continue;

    await handleTicketBenefitCommand(
      trx,
      copy.ticketTypeId,
      {
        type: "SetFairMarketValue",
        ticketType: {
          ticketTypeId: copy.ticketTypeId,
          eventId: event.eventId,
          organizationId: event.organizationId,
          currency: copy.fields.currency,
          highestPrice: highestPriceOf(copy.fields),
        },
        fairMarketValue,
        actorId: by.actorId,
        at: by.at,
      },
      meta,
    );
  }
}
