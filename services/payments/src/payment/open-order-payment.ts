import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely, Selectable } from "kysely";
import { transferFor } from "../connect/read.ts";
import type { KnownOrdersTable } from "../db/tables/known-orders.ts";
import { handlePaymentCommand } from "./handle.ts";
import { orderGift } from "./order-gift.ts";
import type { PaymentProvider } from "./provider.ts";

/** Opens the provider's checkout for an order's whole amount, as ticketing priced it, and starts the payment. */
export async function openOrderPayment<Tables>(
  db: Kysely<Tables>,
  provider: PaymentProvider,
  order: Selectable<KnownOrdersTable>,
  paymentId: string,
  meta: CommandMeta,
): Promise<{ paymentId: string; url: string }> {
  // The platform's fee as ticketing priced it with contracts' fee function: the buyer's and the host's.
  const transfer = await transferFor(db, provider, order.organization_id, order.fees + order.fees_absorbed);
  const checkout = await provider.open({
    paymentId,
    amount: order.total,
    currency: order.currency,
    description: `Order ${order.order_id}`,
    expiresAt: order.expires_at,
    transfer,
  });
  await handlePaymentCommand(
    db,
    paymentId,
    {
      type: "StartPayment",
      payment: {
        paymentId,
        organizationId: order.organization_id,
        payerId: order.buyer_id,
        orderId: order.order_id,
        donation: orderGift(order),
        amount: order.total,
        currency: order.currency,
        breakdown: { tickets: order.tickets, fees: order.fees, feesAbsorbed: order.fees_absorbed },
        provider: provider.name,
        providerRef: checkout.providerRef,
        url: checkout.url,
        startedAt: meta.occurredAt.toISOString(),
      },
      transfer,
    },
    meta,
  );
  return { paymentId, url: checkout.url };
}
