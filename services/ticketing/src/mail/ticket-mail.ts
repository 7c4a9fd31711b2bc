import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import { addressesOf, queueMails } from "./queue.ts";

/** The ticket e-mail after purchase, to the buyer, queued with the tickets it carries. */
export async function queueTicketsMail(
  trx: Transaction<unknown>,
  order: { orderId: string; buyerId: string },
  now: Date,
): Promise<void> {
  const db = ticketingDb(trx);
  const to = (await addressesOf(db, [order.buyerId])).get(order.buyerId);
  if (!to) return;
  await queueMails(db, [{ kind: "tickets", recipient: to, payload: { orderId: order.orderId } }], now);
}
