import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  ZIdempotencyKey,
  ZOrder,
  ZPlaceOrderRequest,
} from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readAddOns } from "../../add-on/read.ts";
import { readPromoCode } from "../../promo-code/read.ts";
import { orderDecider } from "../decider.ts";
import { earlierOrder, orderForKey, requestHash } from "../idempotency.ts";
import { buyerName } from "../buyer-name.ts";
import { readOwnOrder, toOrder } from "../read.ts";
import { KEY_TAKEN, orderPlacements, type Placement, placeAlone } from "./place-orders.ts";
import { orderInputsReader } from "./read-order-inputs.ts";

const ZHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional() });

/**
 * `POST /api/v1/orders`: holds the seats (201, pending until paid or expired; a free order is paid at
 * once) or answers 409 SOLD_OUT. With an Idempotency-Key, a retry answers the same order.
 */
export function registerPlaceOrder(app: FastifyInstance, deps: TicketingDeps): void {
  const readOrderInputs = orderInputsReader(deps.db);
  const place = orderPlacements(deps.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/orders",
      { schema: { headers: ZHeaders, body: ZPlaceOrderRequest, response: { 201: ZOrder } } },
      async (request, reply) => {
        const now = new Date();
        const at = now.toISOString();
        const buyer = requireUser(request);
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const hash = requestHash(request.body);
        const replay = async (orderId: string) =>
          reply.status(201).send(toOrder(await readOwnOrder(deps.db, orderId, buyer.sub)));
        const { eventId, items, addOns = [], donation, promoCode } = request.body;
        const accessCodes = items.flatMap((i) => (i.accessCode ? [i.accessCode] : []));
        const [inputs, promo, addOnSnapshots] = await Promise.all([
          readOrderInputs({ buyerId: buyer.sub, key, eventId, accessCodes, at }),
          promoCode === undefined ? null : readPromoCode(deps.db, eventId, promoCode),
          addOns.length === 0
            ? []
            : readAddOns(
                deps.db,
                eventId,
                at,
                addOns.map((a) => a.addOnId),
              ),
        ]);
        if (inputs.kind === "earlier") return replay(earlierOrder(inputs, hash));
        const { event, ticketing } = inputs;
        const orderId = randomUUID();
        const tickets = items.reduce((n, i) => n + i.quantity, 0);
        const command = {
          type: "PlaceOrder" as const,
          orderId,
          buyerId: buyer.sub,
          buyerName: buyerName(buyer),
          event,
          items,
          donation: donation ?? null,
          promoCode: promoCode ?? null,
          promo,
          addOns,
          addOnSnapshots,
          ticketTypes: ticketing.ticketTypes,
          positionIds: Array.from({ length: tickets }, () => randomUUID()),
          holdUntil: new Date(now.getTime() + deps.holdMinutes * 60_000).toISOString(),
          at,
        };
        // A new order's state is the initial one, so deciding now answers what the reads already
        // settle (SOLD_OUT from the seats read, most of an on-sale's requests) without a transaction;
        // the decision in it, under the quota rows' locks, is the one that counts.
        const [placed, ...more] = orderDecider.decide(command, orderDecider.initialState);
        const placement = {
          command,
          placed: placed as Placement["placed"],
          buyerId: buyer.sub,
          key,
          requestHash: hash,
          meta: commandMeta(request, now),
        };
        // A free order is placed and paid at once, two events: it goes alone.
        let outcome = await (more.length === 0 ? place(placement) : placeAlone(deps.db, placement));
        if (outcome === KEY_TAKEN) {
          const winner = await orderForKey(deps.db, buyer.sub, key!, hash);
          if (winner !== null) return replay(winner);
          // The request that had the key was refused and gave it back: this one is decided afresh.
          outcome = await placeAlone(deps.db, placement);
          if (outcome === KEY_TAKEN) return replay((await orderForKey(deps.db, buyer.sub, key!, hash))!);
        }
        if (outcome instanceof Error) throw outcome;
        return reply.status(201).send(toOrder(outcome));
      },
    );
}
