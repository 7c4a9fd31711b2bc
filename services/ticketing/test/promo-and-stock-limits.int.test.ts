import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import {
  announceEvent,
  createTicketType,
  person,
  placeOrder,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";

/** The 20 rounds for add-on stock, as for seats. */
const ROUNDS = 20;
/**
 * A promo code's uses are held in a quota like seats and stock (quotaIds.promoCode), which the 20
 * rounds here and in on-sale already press; fewer rounds keep the suite's longest file shorter.
 */
const PROMO_ROUNDS = 5;
const BUYERS = 1000;

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
let buyers: Record<string, string>[];

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
  buyers = await Promise.all(Array.from({ length: 50 }, () => service.bearer(person())));
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function create(eventId: string, resource: string, payload: object): Promise<string> {
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/${resource}`,
    headers: await service.bearer(host),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`${resource} not created: ${response.body}`);
  return response.json().id;
}

/** 1,000 orders of one ticket at once, each with `extra`; tickets are plenty, so only `extra` can run out. */
async function rush(eventId: string, ticketTypeId: string, extra: object) {
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      placeOrder(service, buyers[i % buyers.length]!, {
        eventId,
        items: [{ ticketTypeId, quantity: 1 }],
        ...extra,
      }),
    ),
  );
  const outcomes = answers.map((a) =>
    a.statusCode === 201 ? "placed" : `${a.statusCode} ${a.json().error?.code}`,
  );
  return {
    placed: outcomes.filter((o) => o === "placed").length,
    others: [...new Set(outcomes.filter((o) => o !== "placed"))],
  };
}

async function onSale() {
  const eventId = await announceEvent(service, { organizationId });
  const ticketTypeId = await createTicketType(service, host, eventId, ticketType({ capacity: BUYERS }));
  return { eventId, ticketTypeId };
}

describe(`${BUYERS} buyers at once`, () => {
  it(`use a promo code limited to 10 exactly 10 times, the rest told it is used up (${PROMO_ROUNDS} rounds)`, {
    timeout: 600_000,
  }, async () => {
    for (let round = 0; round < PROMO_ROUNDS; round++) {
      const { eventId, ticketTypeId } = await onSale();
      const promoCodeId = await create(eventId, "promo-codes", {
        code: "EID10",
        discount: { kind: "percentage", percent: 10 },
        maxUses: 10,
      });
      const { placed, others } = await rush(eventId, ticketTypeId, { promoCode: "EID10" });
      expect({ round, placed, others }).toEqual({ round, placed: 10, others: ["409 PROMO_CODE_USED_UP"] });
      expect(await seatsTaken(service, quotaIds.promoCode(promoCodeId))).toEqual({ held: 10, sold: 0 });
    }
  });

  it(`never sell more of an add-on than its stock of 100 (${ROUNDS} rounds)`, {
    timeout: 600_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { eventId, ticketTypeId } = await onSale();
      const addOnId = await create(eventId, "add-ons", {
        name: "Iftar plate",
        kind: "meal",
        price: 1200,
        currency: "USD",
        stock: 100,
      });
      const { placed, others } = await rush(eventId, ticketTypeId, { addOns: [{ addOnId, quantity: 1 }] });
      expect({ round, placed, others }).toEqual({ round, placed: 100, others: ["409 ADD_ON_SOLD_OUT"] });
      expect(await seatsTaken(service, quotaIds.addOn(addOnId))).toEqual({ held: 100, sold: 0 });
      expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 100, sold: 0 });
    }
  });
});
