import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCheckinStats } from "@mawid/contracts/checkin";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase, waitFor } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import { announceEvent, type CheckinTestService, person, scan, type TestEvent } from "./harness.ts";

let database: TestDatabase;
let service: CheckinTestService;
let event: TestEvent;
let scanner: Record<string, string>;
let sisters: string;
let brothers: string;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
  event = await announceEvent(service.ctx.db);
  scanner = await service.bearer(person({ id: event.organizationId, role: "scanner" }));
  const owner = await service.bearer(person({ id: event.organizationId, role: "owner" }));
  const add = async (payload: Record<string, unknown>) => {
    const response = await service.app.inject({
      method: "POST",
      url: `/api/v1/checkin/events/${event.eventId}/gates`,
      headers: owner,
      payload,
    });
    return response.json().id as string;
  };
  sisters = await add({
    name: "Sisters' entrance",
    sections: ["sisters", "families"],
    capacity: 10,
    reentry: true,
  });
  brothers = await add({ name: "Brothers' entrance", sections: ["brothers"] });
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const stats = async (): Promise<TCheckinStats> => {
  const response = await service.app.inject({
    method: "GET",
    url: `/api/v1/checkin/events/${event.eventId}/stats`,
    headers: scanner,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const gate = (s: TCheckinStats, id: string) => s.byGate.find((g) => g.gateId === id)!;

describe("live counts", () => {
  it("counts people admitted and inside per gate and section, warning near and at a gate's capacity", async () => {
    const [family, sister, brother] = await event.issue([
      { section: "families", admits: 8 },
      { section: "sisters" },
      { section: "brothers" },
    ]);
    const [late] = await event.issue([{ section: "sisters" }]);
    const empty = await stats();
    expect(empty).toMatchObject({ eventId: event.eventId, expected: 11, admitted: 0, inside: 0 });
    expect(gate(empty, sisters)).toMatchObject({ name: "Sisters' entrance", capacity: 10, warning: "none" });
    expect(empty.perMinute).toHaveLength(60);

    for (const t of [family!, sister!, brother!]) {
      const gateId = t.section === "brothers" ? brothers : sisters;
      expect((await scan(service, scanner, { eventId: event.eventId, qr: t.qr, gateId })).answer.result).toBe(
        "admitted",
      );
    }
    await waitFor("the counts to move", async () => (await stats()).admitted === 10);
    const near = await stats();
    expect(near).toMatchObject({ expected: 11, admitted: 10, inside: 10 });
    expect(gate(near, sisters)).toMatchObject({ admitted: 9, inside: 9, warning: "near" });
    expect(gate(near, brothers)).toMatchObject({ admitted: 1, inside: 1, warning: "none", capacity: null });
    expect(near.bySection).toEqual([
      { section: "brothers", expected: 1, admitted: 1, inside: 1 },
      { section: "sisters", expected: 2, admitted: 1, inside: 1 },
      { section: "families", expected: 8, admitted: 8, inside: 8 },
    ]);
    expect(near.perMinute.reduce((sum, m) => sum + m.admitted, 0)).toBe(10);

    await scan(service, scanner, { eventId: event.eventId, qr: late!.qr, gateId: sisters });
    await waitFor("the gate to be full", async () => gate(await stats(), sisters).warning === "full");

    await scan(service, scanner, {
      eventId: event.eventId,
      qr: family!.qr,
      gateId: sisters,
      direction: "out",
    });
    await waitFor("the family to be out", async () => (await stats()).inside === 3);
    const after = await stats();
    expect(after).toMatchObject({ admitted: 11, inside: 3 });
    expect(gate(after, sisters)).toMatchObject({ admitted: 10, inside: 2, warning: "none" });
  });

  it("pushes the counts on connect and again when they change, over server-sent events", async () => {
    const address = await service.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v1/checkin/events/${event.eventId}/stats/stream`, {
      headers: scanner,
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = "";
    const nextMessage = async (): Promise<TCheckinStats> => {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (message.startsWith("data: ")) return JSON.parse(message.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffered += value;
      }
    };
    const first = await nextMessage();
    const [ticket] = await event.issue([{ section: "brothers" }]);
    await scan(service, scanner, { eventId: event.eventId, qr: ticket!.qr, gateId: brothers });
    const second = await nextMessage();
    expect(second.admitted).toBe(first.admitted + 1);
    expect(gate(second, brothers).inside).toBe(gate(first, brothers).inside + 1);
    controller.abort();
  });

  it("is for the event's organisation only", async () => {
    const outsider = await service.bearer(person({ role: "owner", id: crypto.randomUUID() }));
    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/checkin/events/${event.eventId}/stats/stream`,
      headers: outsider,
    });
    expect(response.statusCode).toBe(403);
  });
});
