import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

it("answers ok", async () => {
  const response = await service.app.inject({ method: "GET", url: "/api/v1/checkin/status" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: "ok", service: "checkin", version: "0.1.0" });
});

it("is ready with its database up", async () => {
  const response = await service.app.inject({ method: "GET", url: "/health/ready" });
  expect(response.statusCode).toBe(200);
  expect(response.json().checks.database).toBe("up");
});
