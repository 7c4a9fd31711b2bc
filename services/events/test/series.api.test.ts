import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { type EventsHarness, iftar, person, startEvents } from "./harness.ts";

let h: EventsHarness;
const orgId = randomUUID();
const owner = person({ [orgId]: "owner" });

beforeAll(async () => {
  h = await startEvents();
});
afterAll(async () => {
  await h?.close();
});

async function call(method: "GET" | "POST", url: string, who: TAccessClaims | null, payload?: object) {
  const headers = who ? await h.as(who) : {};
  return h.service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe("POST /api/v1/events/{id}/series", () => {
  it("makes a weekly halaqa's occurrences events of their own, with its agenda", async () => {
    const halaqa = {
      ...iftar(orgId),
      title: "Weekly halaqa",
      category: "halaqa",
      startsAt: "2030-03-21T19:30:00Z",
      endsAt: "2030-03-21T21:00:00Z",
    } as const;
    const first = (await call("POST", "/api/v1/events", owner, halaqa)).json();
    await call("POST", `/api/v1/events/${first.id}/sessions`, owner, {
      title: "Tafsir",
      startsAt: "2030-03-21T19:30:00Z",
      endsAt: "2030-03-21T20:30:00Z",
    });
    const res = await call("POST", `/api/v1/events/${first.id}/series`, owner, {
      recurrence: { kind: "weekly", count: 2 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    // London's clocks go forward on 31 March 2030: 19:30 there is 18:30 UTC from then on.
    expect(series.occurrences.map((o: { startsAt: string }) => o.startsAt)).toEqual([
      "2030-03-21T19:30:00.000Z",
      "2030-03-28T19:30:00.000Z",
      "2030-04-04T18:30:00.000Z",
    ]);
    for (const { eventId } of series.occurrences) {
      const event = (await call("GET", `/api/v1/events/${eventId}`, owner)).json();
      expect(event).toMatchObject({ title: "Weekly halaqa", seriesId: series.id });
      const agenda = (await call("GET", `/api/v1/events/${eventId}/sessions`, owner)).json().items;
      expect(agenda.map((s: { title: string }) => s.title)).toEqual(["Tafsir"]);
    }
    const again = await call("POST", `/api/v1/events/${first.id}/series`, owner, {
      recurrence: { kind: "weekly", count: 1 },
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, "ALREADY_IN_SERIES"]);
  });

  it("starts each night of Ramadan 20 minutes before that night's Maghrib at the venue", async () => {
    const first = (await call("POST", "/api/v1/events", owner, iftar(orgId))).json();
    const dates = ["2030-03-02", "2030-03-03"];
    const res = await call("POST", `/api/v1/events/${first.id}/series`, owner, {
      recurrence: { kind: "dates", dates },
      startRelativeTo: { prayer: "maghrib", offsetMinutes: -20 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const starts = res
      .json()
      .occurrences.slice(1)
      .map((o: { startsAt: string }) => Date.parse(o.startsAt));
    for (const [i, date] of dates.entries()) {
      const day = await call(
        "GET",
        `/api/v1/prayer-times?lat=51.5175&lng=-0.0653&date=${date}&timeZone=Europe/London`,
        null,
      );
      const maghrib = Date.parse(day.json().times.maghrib);
      expect(starts[i]).toBe(maghrib - 20 * 60_000);
    }
    expect(starts[1] - starts[0]).toBeGreaterThan(60_000);
  });

  it("is refused to another organisation's member and for dates not after the first", async () => {
    const first = (await call("POST", "/api/v1/events", owner, iftar(orgId))).json();
    const outsider = person({ [randomUUID()]: "owner" });
    const theirs = await call("POST", `/api/v1/events/${first.id}/series`, outsider, {
      recurrence: { kind: "weekly", count: 1 },
    });
    expect(theirs.statusCode).toBe(404);
    const early = await call("POST", `/api/v1/events/${first.id}/series`, owner, {
      recurrence: { kind: "dates", dates: ["2030-03-01"] },
    });
    expect([early.statusCode, early.json().error.code]).toEqual([400, "SERIES_DATE_NOT_AFTER_FIRST"]);
  });
});
