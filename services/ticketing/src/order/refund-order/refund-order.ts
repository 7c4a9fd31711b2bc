import { ticketsStreamId } from "@mawid/contracts/ticketing";
import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import { handleTicketsCommand } from "../../ticket/handle.ts";
import { handleOrderCommand } from "../handle.ts";
import type { RefundOrderCommand } from "./decide-refund.ts";

/**
 * Refunds an order and revokes the refunded attendees' tickets in the same transaction, so scanners
 * learn of it from the same commit that frees the seats. TicketRevoked and OrderRefunded go on the bus.
 */
export async function refundOrder<Tables>(
  db: Kysely<Tables>,
  orderId: string,
  command: RefundOrderCommand,
  meta: CommandMeta,
) {
  return handleOrderCommand(db, orderId, command, meta, async (trx, handled) => {
    for (const event of handled.events) {
      if (event.type !== "OrderRefunded" || event.data.positionIds.length === 0) continue;
      await handleTicketsCommand(
        trx,
        ticketsStreamId(orderId),
        {
          type: "RevokePositions",
          positionIds: event.data.positionIds,
          reason: event.data.initiator === "event-cancelled" ? "cancelled" : "refunded",
          at: event.data.refundedAt,
        },
        meta,
      );
    }
  });
}
