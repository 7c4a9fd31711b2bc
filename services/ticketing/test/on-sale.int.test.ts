import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  person,
  placeOrder,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";

const ROUNDS = 20;
const BUYERS = 1000;
const SEATS = 100;

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

/** 1,000 orders of one seat at once; every answer is 201 or 409 SOLD_OUT, and what was placed is what is held. */
async function rush(eventId: string, ticketTypeIds: readonly string[]) {
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      placeOrder(service, buyers[i % buyers.length]!, {
        eventId,
        items: [{ ticketTypeId: ticketTypeIds[i % ticketTypeIds.length]!, quantity: 1 }],
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

describe(`an on-sale of ${SEATS} seats to ${BUYERS} buyers at once, ${ROUNDS} times`, () => {
  it("holds exactly the seats there are, answering the rest SOLD_OUT, never 5xx", {
    timeout: 600_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const eventId = await announceEvent(service, { organizationId });
      const ticketTypeId = await createTicketType(service, host, eventId, ticketType({ capacity: SEATS }));
      const { placed, others } = await rush(eventId, [ticketTypeId]);
      expect({ round, placed, others }).toEqual({ round, placed: SEATS, others: ["409 SOLD_OUT"] });
      expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: SEATS, sold: 0 });
    }
  });

  it("holds exactly the section's seats when two ticket types share it", { timeout: 600_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const eventId = await announceEvent(service, { organizationId });
      await configureSection(service, host, eventId, "sisters", SEATS);
      const types = [
        await createTicketType(
          service,
          host,
          eventId,
          ticketType({ name: "Sisters", section: "sisters", capacity: 80 }),
        ),
        await createTicketType(
          service,
          host,
          eventId,
          ticketType({ name: "Sisters student", section: "sisters", capacity: 80 }),
        ),
      ];
      const { placed, others } = await rush(eventId, types);
      expect({ round, placed, others }).toEqual({ round, placed: SEATS, others: ["409 SOLD_OUT"] });
      const [a, b] = await Promise.all(types.map((id) => seatsTaken(service, quotaIds.ticketType(id))));
      expect(a!.held + b!.held).toBe(SEATS);
      expect(await seatsTaken(service, quotaIds.section(eventId, "sisters"))).toEqual({
        held: SEATS,
        sold: 0,
      });
    }
  });
});
