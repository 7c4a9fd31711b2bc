import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { announceEvent, createTicketType, person, type TicketingTestService, ticketType } from "./harness.ts";

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const setValue = async (claims: typeof host, eventId: string, typeId: string, fairMarketValue: unknown) =>
  service.app.inject({
    method: "PUT",
    url: `/api/v1/events/${eventId}/ticket-types/${typeId}/fair-market-value`,
    headers: await service.bearer(claims),
    payload: { fairMarketValue },
  });

async function published(typeId: string) {
  const { rows } = await sql<{ data: Record<string, unknown> }>`
    SELECT envelope->'data' AS data FROM ticketing.outbox
    WHERE envelope->>'type' = 'FairMarketValueSet' AND envelope->'data'->>'ticketTypeId' = ${typeId}
    ORDER BY position`.execute(service.ctx.db);
  return rows.map((r) => r.data);
}

describe("a ticket type's fair-market value", () => {
  it("is set by the event's organisation, at most the ticket's price, published once per change", async () => {
    const eventId = await announceEvent(service, { organizationId });
    const typeId = await createTicketType(
      service,
      host,
      eventId,
      ticketType({ name: "Gala dinner", price: 15000 }),
    );

    const set = await setValue(host, eventId, typeId, 6000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ticketTypeId: typeId, fairMarketValue: 6000, currency: "USD" });
    expect(
      (await setValue(person({ id: organizationId, role: "staff" }), eventId, typeId, 6000)).statusCode,
    ).toBe(200);

    const tooHigh = await setValue(host, eventId, typeId, 15001);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields).toEqual({
      fairMarketValue: "Fair-market value cannot be more than the ticket's price",
    });
    expect((await setValue(host, eventId, typeId, -1)).statusCode).toBe(400);
    expect((await setValue(person({ id: randomUUID() }), eventId, typeId, 100)).json().error.code).toBe(
      "NOT_A_MEMBER",
    );
    expect(
      (await setValue(person({ id: organizationId, role: "scanner" }), eventId, typeId, 100)).json().error
        .code,
    ).toBe("INSUFFICIENT_ROLE");
    expect((await setValue(host, eventId, randomUUID(), 100)).statusCode).toBe(404);

    expect(await published(typeId)).toEqual([
      expect.objectContaining({
        ticketTypeId: typeId,
        eventId,
        organizationId,
        fairMarketValue: 6000,
        currency: "USD",
      }),
    ]);
    const listed = await service.app.inject({
      url: `/api/v1/events/${eventId}/ticket-types/fair-market-values`,
    });
    expect(listed.json()).toEqual({
      items: [{ ticketTypeId: typeId, fairMarketValue: 6000, currency: "USD" }],
    });
    expect((await setValue(host, eventId, typeId, null)).json().fairMarketValue).toBeNull();
    expect((await published(typeId)).map((d) => d.fairMarketValue)).toEqual([6000, null]);
  });
});
