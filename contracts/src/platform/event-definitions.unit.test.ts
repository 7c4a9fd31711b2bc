import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEvent, defineStream, topicOf, upcastTo } from "./event-definitions.ts";

const PaidV1 = defineEvent("shop.order", "Paid", 1, z.object({ cents: z.number() }));
const PaidV2 = defineEvent("shop.order", "Paid", 2, z.object({ cents: z.number(), currency: z.string() }), {
  definition: PaidV1,
  upcast: (d: { cents: number }) => ({ ...d, currency: "USD" }),
});
const PaidV3 = defineEvent("shop.order", "Paid", 3, z.object({ amount: z.number(), currency: z.string() }), {
  definition: PaidV2,
  upcast: (d: { cents: number; currency: string }) => ({ amount: d.cents / 100, currency: d.currency }),
});

describe("event definitions", () => {
  it("upcast a v1 event through every later version to the one asked for", () => {
    expect(upcastTo(PaidV3, 1, { cents: 1250 })).toEqual({ amount: 12.5, currency: "USD" });
    expect(upcastTo(PaidV3, 2, { cents: 500, currency: "GBP" })).toEqual({ amount: 5, currency: "GBP" });
    expect(upcastTo(PaidV3, 3, { amount: 1, currency: "EUR" })).toEqual({ amount: 1, currency: "EUR" });
  });

  it("cannot read a version newer than the one asked for, nor one outside its lineage", () => {
    expect(upcastTo(PaidV1, 2, { cents: 1, currency: "USD" })).toBeUndefined();
    expect(upcastTo(PaidV3, 0, {})).toBeUndefined();
  });

  it("a new version supersedes only an earlier version of the same event", () => {
    expect(() =>
      defineEvent("shop.order", "Refunded", 2, z.object({}), { definition: PaidV1, upcast: () => ({}) }),
    ).toThrow("Refunded v2 can only supersede an earlier version of Refunded");
  });

  it("a stream lists each event once, only its own, on the topic named after the stream type", () => {
    const orders = defineStream("shop.order", [PaidV3]);
    expect(orders.topic).toBe("shop.order.v1");
    expect(topicOf("shop.order")).toBe("shop.order.v1");
    expect(orders.definitionOf("Paid")).toBe(PaidV3);
    expect(orders.definitionOf("Shipped")).toBeUndefined();
    expect(() => defineStream("shop.cart", [PaidV3])).toThrow("Paid belongs to shop.order, not shop.cart");
    expect(() => defineStream("shop.order", [PaidV2, PaidV3])).toThrow("shop.order lists Paid twice");
  });
});
