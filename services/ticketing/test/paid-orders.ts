import type { TAccessClaims, TEnvelope } from "@mawid/contracts/platform";
import type { TOrder } from "@mawid/contracts/ticketing";
import type { ConsumerDefinition } from "@mawid/service";
import { firstEventEnvelope } from "@mawid/testing";
import { sql } from "kysely";
import { ticketingDb } from "../src/db/tables.ts";
import { trackUsersConsumer } from "../src/mail/track-users.ts";
import { payOrder } from "../src/order/pay-order.ts";
import { issueTicketsConsumer } from "../src/ticket/issue-tickets/consumer.ts";
import { createTicketKeyStore } from "../src/ticket-keys/ticket-key-store.ts";
import { person, placeOrder, type TicketingTestService } from "./harness.ts";

/** Delivers one message to a consumer as the bus does, in a transaction of its own. */
export async function deliver(
  service: TicketingTestService,
  consumer: ConsumerDefinition,
  envelope: Omit<TEnvelope, "data"> & { data: unknown },
): Promise<void> {
  await deliverTogether(service, consumer, [envelope]);
}

/** Envelopes to a consumer in one transaction, as the postgres bus hands over a batch. */
export async function deliverTogether(
  service: TicketingTestService,
  consumer: ConsumerDefinition,
  envelopes: readonly (Omit<TEnvelope, "data"> & { data: unknown })[],
): Promise<void> {
  await service.ctx.db.transaction().execute(async (trx) => {
    for (const envelope of envelopes)
      await consumer.handle(trx, {
        topic: `${envelope.streamType}.v1`,
        key: envelope.streamId,
        headers: {},
        envelope: envelope as TEnvelope,
      });
    await consumer.flush?.(trx);
  });
}

/** A person identity has announced (UserRegistered), so ticketing can write to them. */
export async function registered(service: TicketingTestService): Promise<TAccessClaims> {
  const claims = person();
  await deliver(
    service,
    trackUsersConsumer("ticketing"),
    firstEventEnvelope({
      type: "UserRegistered",
      streamType: "identity.user",
      streamId: claims.sub,
      data: {
        userId: claims.sub,
        email: claims.email,
        displayName: "Buyer",
        method: "password",
        registeredAt: new Date().toISOString(),
      },
    }),
  );
  return claims;
}

/** Placed, paid and its tickets issued, as payments and the bus would have it. */
export async function paidOrder(
  service: TicketingTestService,
  buyer: TAccessClaims,
  eventId: string,
  ticketTypeId: string,
  quantity = 2,
): Promise<TOrder> {
  const db = ticketingDb(service.ctx.db);
  const placed = await placeOrder(service, await service.bearer(buyer), {
    eventId,
    items: [{ ticketTypeId, quantity }],
  });
  const order = placed.json<TOrder>();
  if (order.status === "pending") {
    await payOrder(db, {
      orderId: order.id,
      paymentId: `pay_${order.id}`,
      amount: order.total,
      at: new Date(),
    });
  }
  const { rows } = await sql<{ envelope: TEnvelope }>`
    SELECT envelope FROM ticketing.outbox
    WHERE envelope->>'type' = 'OrderPaid' AND envelope->'data'->>'orderId' = ${order.id}`.execute(
    service.ctx.db,
  );
  await deliver(service, issueTicketsConsumer(createTicketKeyStore(db, [])), rows[0]!.envelope);
  return order;
}
