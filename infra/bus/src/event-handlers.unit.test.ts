import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEvent } from "@mawid/contracts/platform";
import { on, routeHandlers, UnknownEventVersionError } from "./event-handlers.ts";
import type { DeliveredMessage } from "./types.ts";

const PlacedV1 = defineEvent("shop.order", "OrderPlaced", 1, z.object({ cents: z.number().int() }));
const PlacedV2 = defineEvent(
  "shop.order",
  "OrderPlaced",
  2,
  z.object({ cents: z.number().int(), currency: z.string() }),
  {
    definition: PlacedV1,
    upcast: (d: { cents: number }) => ({ ...d, currency: "GBP" }),
  },
);
const PaidV1 = defineEvent("shop.payment", "PaymentTaken", 1, z.object({ cents: z.number().int() }));

function delivered(
  topic: string,
  type: string,
  version: number,
  data: Record<string, unknown>,
): DeliveredMessage {
  const streamId = randomUUID();
  return {
    topic,
    key: streamId,
    headers: {},
    envelope: {
      id: randomUUID(),
      type,
      version,
      streamType: topic.replace(/\.v1$/, ""),
      streamId,
      streamPosition: 1,
      occurredAt: "2026-11-24T09:00:00.000Z",
      correlationId: "c-1",
      causationId: null,
      traceparent: null,
      data,
    },
  };
}
const trx = {} as never;

describe("handlers per event definition", () => {
  const seen: unknown[] = [];
  const routed = routeHandlers([
    on(PlacedV2, async (_trx, data, meta) => {
      seen.push([data.currency, data.cents, meta.topic, meta.version]);
    }),
    on(PaidV1, async (_trx, data) => {
      seen.push(["paid", data.cents]);
    }),
  ]);

  it("subscribe to one topic per stream type, named from the definitions", () => {
    expect(routed.topics).toEqual(["shop.order.v1", "shop.payment.v1"]);
  });

  it("hand each handler its event's data, parsed, with an older version upcast first", async () => {
    seen.length = 0;
    await routed.handle(trx, delivered("shop.order.v1", "OrderPlaced", 2, { cents: 500, currency: "USD" }));
    await routed.handle(trx, delivered("shop.order.v1", "OrderPlaced", 1, { cents: 700 }));
    await routed.handle(trx, delivered("shop.payment.v1", "PaymentTaken", 1, { cents: 700 }));
    expect(seen).toEqual([
      ["USD", 500, "shop.order.v1", 2],
      ["GBP", 700, "shop.order.v1", 1],
      ["paid", 700],
    ]);
  });

  it("let events no handler names pass by", async () => {
    seen.length = 0;
    await routed.handle(trx, delivered("shop.order.v1", "OrderShipped", 1, {}));
    expect(seen).toEqual([]);
  });

  it("tell which messages a handler names, by topic and type, any version", () => {
    expect(routed.handles(delivered("shop.order.v1", "OrderPlaced", 1, {}))).toBe(true);
    expect(routed.handles(delivered("shop.order.v1", "OrderPlaced", 3, {}))).toBe(true);
    expect(routed.handles(delivered("shop.order.v1", "OrderShipped", 1, {}))).toBe(false);
    expect(routed.handles(delivered("shop.payment.v1", "OrderPlaced", 1, {}))).toBe(false);
  });

  it("refuse data that breaks the contract, and a version newer than the handler knows", async () => {
    await expect(
      routed.handle(trx, delivered("shop.payment.v1", "PaymentTaken", 1, { cents: "7" })),
    ).rejects.toThrow();
    await expect(
      routed.handle(trx, delivered("shop.payment.v1", "PaymentTaken", 2, { cents: 7, tip: 1 })),
    ).rejects.toThrow(UnknownEventVersionError);
  });

  it("refuse two handlers for one event in one consumer", () => {
    const noop = async () => {};
    expect(() => routeHandlers([on(PaidV1, noop), on(PaidV1, noop)])).toThrow(
      "two handlers for PaymentTaken on shop.payment.v1",
    );
  });
});
