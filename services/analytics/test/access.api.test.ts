import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZTimeseries, ZTopEvents } from "@mawid/contracts/analytics";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { analyticsService } from "../src/app.ts";
import { deliver, person } from "./harness.ts";
import { organisationHistory } from "./scenario.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
let db: Kysely<unknown>;
const orgA = randomUUID();
const orgB = randomUUID();
const now = new Date();
const a = organisationHistory(orgA, now);
const b = organisationHistory(orgB, now);
const day = 86_400_000;
const range = `from=${new Date(now.getTime() - 4 * day).toISOString()}&to=${new Date(now.getTime() + day).toISOString()}`;

async function get(url: string, claims = person({ id: orgA })) {
  return service.app.inject({ method: "GET", url, headers: await service.bearer(claims) });
}

beforeAll(async () => {
  database = await createTestDatabase("analytics");
  service = await startTestService(analyticsService, database.url);
  db = service.ctx.db;
  await deliver(db, [...a.messages, ...b.messages]);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe("who may read an organisation's analytics", () => {
  const summaryOfA = `/api/v1/analytics/events/${a.lecture.eventId}/summary`;

  it("is nobody signed out", async () => {
    const response = await service.app.inject({ method: "GET", url: summaryOfA });
    expect(response.statusCode).toBe(401);
  });

  it("is not a host of another organisation: 403 on A's event, dashboard and timeseries", async () => {
    const hostOfB = person({ id: orgB });
    for (const url of [
      summaryOfA,
      `/api/v1/analytics/organizations/${orgA}/dashboard`,
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=tickets_sold&${range}`,
      `/api/v1/analytics/events/${a.lecture.eventId}/prediction`,
    ]) {
      const response = await get(url, hostOfB);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe("NOT_A_MEMBER");
    }
  });

  it("is not the organisation's scanners, who admit people but see no money", async () => {
    const response = await get(summaryOfA, person({ id: orgA, role: "scanner" }));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("INSUFFICIENT_ROLE");
  });

  it("is its owners, admins and staff", async () => {
    for (const role of ["owner", "admin", "staff"] as const) {
      expect((await get(summaryOfA, person({ id: orgA, role }))).statusCode).toBe(200);
    }
  });

  it("cannot reach B's event through A's timeseries", async () => {
    const response = await get(
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=tickets_sold&${range}&eventId=${b.lecture.eventId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("EVENT_NOT_FOUND");
  });
});

describe("what each tier gets", () => {
  const free = person({ id: orgA, tier: "free" });

  it("gives every tier the summary, the dashboard, top events and the sold and check-in charts", async () => {
    for (const url of [
      `/api/v1/analytics/events/${a.lecture.eventId}/summary`,
      `/api/v1/analytics/organizations/${orgA}/dashboard`,
      `/api/v1/analytics/organizations/${orgA}/top-events`,
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=tickets_sold&${range}`,
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=check_ins&${range}`,
    ]) {
      expect((await get(url, free)).statusCode, url).toBe(200);
    }
  });

  it("refuses the free tier the other charts, the prediction and the exports, naming the feature", async () => {
    const cases = [
      [`/api/v1/analytics/organizations/${orgA}/timeseries?metric=revenue&${range}`, "charts graphs"],
      [`/api/v1/analytics/events/${a.lecture.eventId}/prediction`, "advanced analytics"],
      [
        `/api/v1/analytics/organizations/${orgA}/export.csv?metric=tickets_sold&${range}`,
        "advanced analytics",
      ],
      [`/api/v1/analytics/events/${a.lecture.eventId}/summary.xlsx`, "advanced analytics"],
    ] as const;
    for (const [url, feature] of cases) {
      const response = await get(url, free);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toMatchObject({ code: "FEATURE_NOT_IN_TIER" });
      expect(response.json().error.message).toContain(feature);
    }
  });

  it("gives the masjid tier all of them", async () => {
    const masjid = person({ id: orgA, tier: "masjid" });
    expect(
      (await get(`/api/v1/analytics/organizations/${orgA}/timeseries?metric=revenue&${range}`, masjid))
        .statusCode,
    ).toBe(200);
    expect((await get(`/api/v1/analytics/events/${a.lecture.eventId}/prediction`, masjid)).statusCode).toBe(
      200,
    );
  });
});

describe("the timeseries", () => {
  it("has a point for every day and section, zeros included, and the refund on its own day", async () => {
    const from = new Date(a.orders.o1.placedAt.getTime() - 2 * day);
    const to = new Date(now.getTime() + day);
    const response = await get(
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=tickets_sold&interval=day&from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    expect(response.statusCode).toBe(200);
    const series = ZTimeseries.parse(response.json());
    const days = new Set(series.points.map((p) => p.at));
    expect(new Set(series.points.map((p) => p.series))).toEqual(new Set(["brothers", "sisters"]));
    expect(series.points).toHaveLength(days.size * 2);
    expect(series.points.filter((p) => p.value === 0).length).toBeGreaterThan(0);
    const total = (section: string) =>
      series.points.filter((p) => p.series === section).reduce((sum, p) => sum + p.value, 0);
    expect(total("sisters")).toBe(2);
    expect(total("brothers")).toBe(3); // 1 + 3 sold, 1 refunded
  });

  it("splits revenue by currency, donations by currency and fund, and check-ins by gate", async () => {
    const q = `interval=month&from=${new Date(now.getTime() - 40 * day).toISOString()}&to=${new Date(now.getTime() + day).toISOString()}`;
    const sum = async (metric: string) => {
      const s = ZTimeseries.parse(
        (await get(`/api/v1/analytics/organizations/${orgA}/timeseries?metric=${metric}&${q}`)).json(),
      );
      const totals: Record<string, number> = {};
      for (const p of s.points) totals[p.series] = (totals[p.series] ?? 0) + p.value;
      return totals;
    };
    expect(await sum("revenue")).toEqual({ GBP: 4800 });
    expect(await sum("fees")).toEqual({ GBP: 779 });
    expect(await sum("donations")).toEqual({ "GBP sadaqah": 700, "GBP zakat": 500 });
    expect(await sum("check_ins")).toEqual({ g1: 2, g2: 1 });
    expect(await sum("orders")).toEqual({ all: 4 });
  });

  it("refuses a range of more points than one answer holds, and from after to", async () => {
    const tooLong = await get(
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=orders&interval=hour&from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe("TOO_MANY_POINTS");
    const backwards = await get(
      `/api/v1/analytics/organizations/${orgA}/timeseries?metric=orders&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toBe("from must be before to");
  });
});

describe("exports", () => {
  it("write the timeseries as CSV, a row per day and a column per series", async () => {
    const response = await get(
      `/api/v1/analytics/organizations/${orgA}/export.csv?metric=donations&interval=month&from=${new Date(now.getTime() - 40 * day).toISOString()}&to=${new Date(now.getTime() + day).toISOString()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const [header, ...rows] = response.body.trim().split("\r\n");
    expect(header).toBe("at,GBP sadaqah,GBP zakat");
    const totals = rows
      .map((r) => r.split(",").slice(1).map(Number))
      .reduce((s, r) => [s[0]! + r[0]!, s[1]! + r[1]!], [0, 0]);
    expect(totals).toEqual([700, 500]);
  });

  it("write the event's summary as a workbook a spreadsheet opens", async () => {
    const response = await get(`/api/v1/analytics/events/${a.lecture.eventId}/summary.xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const cell = (measure: string, part: string) => rows.find((r) => r[1] === measure && r[2] === part)?.[3];
    expect(cell("sold", "all")).toBe(5);
    expect(cell("revenue", "GBP")).toBe(4800);
    expect(cell("promo_code_uses", "SAVE10")).toBe(1);
  });
});

describe("page views", () => {
  it("are counted per event without a sign-in, and make the summary's conversion", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await service.app.inject({
        method: "POST",
        url: "/api/v1/analytics/page-views",
        payload: { eventId: b.lecture.eventId },
      });
      expect(response.statusCode).toBe(204);
    }
    const summary = (
      await get(`/api/v1/analytics/events/${b.lecture.eventId}/summary`, person({ id: orgB }))
    ).json();
    expect(summary).toMatchObject({ pageViews: 3, orders: 4 });
    const top = ZTopEvents.parse(
      (await get(`/api/v1/analytics/organizations/${orgB}/top-events`, person({ id: orgB }))).json(),
    );
    expect(top.items[0]).toMatchObject({ eventId: b.lecture.eventId, sold: 5, pageViews: 3, checkedIn: 3 });
  });

  it("refuse an event analytics never heard of, and a body that is not an event id", async () => {
    const unknown = await service.app.inject({
      method: "POST",
      url: "/api/v1/analytics/page-views",
      payload: { eventId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await service.app.inject({
      method: "POST",
      url: "/api/v1/analytics/page-views",
      payload: { eventId: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
  });
});
