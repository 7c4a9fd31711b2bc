import { randomUUID } from "node:crypto";
import { waitlistStreamId, ZAcceptWaitlistOfferRequest, ZOrder } from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { lockQuotas } from "../../capacity/reserve.ts";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { handleOrderCommand } from "../../order/handle.ts";
import { readOwnOrder, toOrder } from "../../order/read.ts";
import { readEventTicketing } from "../../ticket-type/read.ts";
import { WaitlistOfferNotFoundError } from "../errors.ts";
import { handleWaitlistCommand } from "../handle.ts";
import { buyerName } from "../../order/buyer-name.ts";
import { lockLine } from "../line.ts";
import { ZOfferParams } from "../params.ts";
import { offerTicketType } from "./offer-ticket-type.ts";

/**
 * `POST /api/v1/waitlist-offers/{offerId}/accept`: the person takes their offer, and an order is placed
 * from its hold in the same transaction: the offer gives its seats back and the order reserves them
 * again under the same locks, so no one else can take them in between. The order is priced and paid as
 * any other (a free one completes at once). Taking a taken offer answers its order again.
 */
export function registerAcceptWaitlistOffer(app: FastifyInstance, deps: TicketingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/waitlist-offers/:offerId/accept",
    {
      schema: {
        params: ZOfferParams,
        // The web's button sends no body: the attendees default to the buyer, as in any order.
        body: ZAcceptWaitlistOfferRequest.nullish(),
        response: { 201: ZOrder },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const at = now.toISOString();
      const buyer = requireUser(request);
      const { offerId } = request.params;
      const entry = await deps.db
        .selectFrom("waitlist_entries")
        .selectAll()
        .where("offer_id", "=", offerId)
        .where("user_id", "=", buyer.sub)
        .executeTakeFirst();
      if (!entry) throw new WaitlistOfferNotFoundError();
      const answer = async (orderId: string) =>
        reply.status(201).send(toOrder(await readOwnOrder(deps.db, orderId, buyer.sub)));
      if (entry.order_id) return answer(entry.order_id);
      const [event, ticketing] = await Promise.all([
        readEvent(deps.db, entry.event_id),
        readEventTicketing(deps.db, entry.event_id, at),
      ]);
      const orderId = randomUUID();
      const meta = commandMeta(request, now);
      const { attendees, price } = request.body ?? {};
      const ticketTypes = offerTicketType(ticketing.ticketTypes, entry);
      const quotas = [...new Set([...entry.reservations, ...ticketTypes[0]!.quotas].map((q) => q.quotaId))];
      const placed = await deps.db.transaction().execute(async (trx) => {
        await lockLine(trx, entry.ticket_type_id);
        // Every quota the offer gives back and the order takes: a quota added since the offer is then
        // never taken out of order into a deadlock.
        await lockQuotas(trx, quotas);
        const taken = await handleWaitlistCommand(
          trx,
          waitlistStreamId(entry.ticket_type_id),
          { type: "TakeOffer", offerId, userId: buyer.sub, orderId, at },
          meta,
        );
        if (taken.events.length === 0) return null;
        const { state } = await handleOrderCommand(
          trx,
          orderId,
          {
            type: "PlaceOrder",
            orderId,
            buyerId: buyer.sub,
            buyerName: buyerName(buyer),
            event,
            items: [{ ticketTypeId: entry.ticket_type_id, quantity: entry.quantity, attendees, price }],
            donation: null,
            promoCode: null,
            promo: null,
            addOns: [],
            addOnSnapshots: [],
            ticketTypes,
            positionIds: Array.from({ length: entry.quantity }, () => randomUUID()),
            holdUntil: new Date(now.getTime() + deps.holdMinutes * 60_000).toISOString(),
            at,
          },
          meta,
        );
        return state.order!;
      });
      if (placed === null) {
        // A concurrent accept took it first: its order is the answer.
        const row = await deps.db
          .selectFrom("waitlist_entries")
          .select("order_id")
          .where("offer_id", "=", offerId)
          .executeTakeFirstOrThrow();
        return answer(row.order_id!);
      }
      return reply.status(201).send(toOrder(placed));
    },
  );
}
