import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketFeeCents } from "@mawid/contracts/platform";
import { paymentsService } from "../../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

beforeAll(async () => {
  database = await createTestDatabase("payments");
  service = await startTestService(paymentsService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

it("returns the currency and the fee rule: $1 plus 2.5% per ticket", async () => {
  const response = await service.app.inject({ method: "GET", url: "/api/v1/payments/config" });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.currency).toBe("USD");
  expect(body.fee).toEqual({ name: "Mawid", fixedCents: 100, percent: 2.5 });
  expect(ticketFeeCents(2500, body.fee)).toBe(163);
});
