import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../../app.ts";
import { ticketingDb } from "../../db/tables.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

it("lists no ticket types for an event that has none", async () => {
  const response = await service.app.inject({ method: "GET", url: "/api/v1/events/e-1/ticket-types" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ items: [] });
});

it("lists the ticket types on sale with what is left", async () => {
  const row = { event_id: "e-2", description: "", currency: "USD", updated_at: new Date() };
  await ticketingDb(service.ctx.db)
    .insertInto("ticket_type_list")
    .values([
      {
        ...row,
        ticket_type_id: "t2",
        name: "Sisters",
        price_cents: 2500,
        quota: 50,
        sold: 50,
        sort_order: 2,
        status: "on_sale",
      },
      {
        ...row,
        ticket_type_id: "t1",
        name: "Brothers",
        price_cents: 2500,
        quota: 50,
        sold: 10,
        sort_order: 1,
        status: "on_sale",
      },
      {
        ...row,
        ticket_type_id: "t3",
        name: "Hidden",
        price_cents: 0,
        quota: 5,
        sold: 0,
        sort_order: 0,
        status: "draft",
      },
    ])
    .execute();
  const response = await service.app.inject({ method: "GET", url: "/api/v1/events/e-2/ticket-types" });
  expect(response.statusCode).toBe(200);
  expect(
    response.json().items.map((t: { name: string; available: number }) => [t.name, t.available]),
  ).toEqual([
    ["Brothers", 40],
    ["Sisters", 0],
  ]);
});
