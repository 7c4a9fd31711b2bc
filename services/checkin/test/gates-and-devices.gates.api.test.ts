import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGateRequest } from "@mawid/contracts/checkin";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import { announceEvent, type CheckinTestService, person } from "./harness.ts";

let database: TestDatabase;
let service: CheckinTestService;
const orgA = randomUUID();
const orgB = randomUUID();
const owner = person({ id: orgA, role: "owner" });
const staff = person({ id: orgA, role: "staff" });
const scanner = person({ id: orgA, role: "scanner" });
const staffOfB = person({ id: orgB, role: "staff" });

const sisters: TGateRequest = {
  name: "Sisters' entrance",
  sections: ["sisters"],
  opensAt: "2027-03-20T16:30:00.000Z",
  closesAt: "2027-03-20T22:00:00.000Z",
  capacity: 400,
};
const brothers: TGateRequest = { name: "Brothers' entrance", sections: ["brothers"], reentry: true };

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const gatesUrl = (eventId: string) => `/api/v1/checkin/events/${eventId}/gates`;

async function addGate(eventId: string, body: TGateRequest, as = owner) {
  return service.app.inject({
    method: "POST",
    url: gatesUrl(eventId),
    headers: await service.bearer(as),
    payload: body,
  });
}

async function listGates(eventId: string, as = scanner) {
  return service.app.inject({ method: "GET", url: gatesUrl(eventId), headers: await service.bearer(as) });
}

describe("an event's gates", () => {
  it("are added, listed in order, changed and removed by the organisation's hosts", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    const added = await addGate(eventId, sisters);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: "sisters-entrance",
      name: "Sisters' entrance",
      sections: ["sisters"],
      ticketTypeIds: [],
      opensAt: "2027-03-20T16:30:00.000Z",
      closesAt: "2027-03-20T22:00:00.000Z",
      reentry: false,
      capacity: 400,
    });
    expect((await addGate(eventId, brothers, staff)).statusCode).toBe(201);

    const listed = await listGates(eventId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((g: { id: string }) => g.id)).toEqual(["sisters-entrance", "brothers-entrance"]);

    const renamed = await service.app.inject({
      method: "PUT",
      url: `${gatesUrl(eventId)}/sisters-entrance`,
      headers: await service.bearer(staff),
      payload: { ...sisters, name: "Sisters' door (north)", capacity: 300 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: "sisters-entrance",
      name: "Sisters' door (north)",
      capacity: 300,
    });

    const removed = await service.app.inject({
      method: "DELETE",
      url: `${gatesUrl(eventId)}/brothers-entrance`,
      headers: await service.bearer(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect((await listGates(eventId)).json()).toEqual([
      expect.objectContaining({ id: "sisters-entrance", name: "Sisters' door (north)", capacity: 300 }),
    ]);
  });

  it("keep a gate's place in the list when it is changed", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    await addGate(eventId, sisters);
    await addGate(eventId, brothers);
    await service.app.inject({
      method: "PUT",
      url: `${gatesUrl(eventId)}/sisters-entrance`,
      headers: await service.bearer(owner),
      payload: { ...sisters, reentry: true },
    });
    expect((await listGates(eventId)).json().map((g: { id: string }) => g.id)).toEqual([
      "sisters-entrance",
      "brothers-entrance",
    ]);
  });

  it("keep windows in UTC whatever offset the host sent", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    const added = await addGate(eventId, { ...sisters, opensAt: "2027-03-20T19:30:00+03:00" });
    expect(added.json().opensAt).toBe("2027-03-20T16:30:00.000Z");
    expect((await listGates(eventId)).json()[0].opensAt).toBe("2027-03-20T16:30:00.000Z");
  });

  it("refuse a second gate of the same name, a window closing before it opens, and an unknown gate", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    await addGate(eventId, sisters);
    const taken = await addGate(eventId, { ...brothers, name: "sisters' ENTRANCE" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: { code: "GATE_NAME_TAKEN" } });

    const backwards = await addGate(eventId, {
      ...brothers,
      opensAt: "2027-03-20T20:00:00.000Z",
      closesAt: "2027-03-20T18:00:00.000Z",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ closesAt: "The gate must open before it closes" });

    const unknown = await service.app.inject({
      method: "PUT",
      url: `${gatesUrl(eventId)}/back-door`,
      headers: await service.bearer(owner),
      payload: brothers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "GATE_NOT_FOUND" } });
  });

  it("change what this instance's scans see at once", async () => {
    const event = await announceEvent(service.ctx.db, { organizationId: orgA });
    await addGate(event.eventId, { name: "Side door" });
    const [first, second] = await event.issue([{ section: "sisters" }, { section: "sisters" }]);
    const scan = async (qr: string) =>
      service.app.inject({
        method: "POST",
        url: "/api/v1/checkin/scans",
        headers: await service.bearer(scanner),
        payload: { eventId: event.eventId, qr, gateId: "side-door" },
      });
    expect((await scan(first!.qr)).json()).toMatchObject({ result: "admitted" });
    const removed = await service.app.inject({
      method: "DELETE",
      url: `${gatesUrl(event.eventId)}/side-door`,
      headers: await service.bearer(owner),
    });
    expect(removed.statusCode).toBe(204);
    const atRemovedGate = await scan(second!.qr);
    expect(atRemovedGate.statusCode).toBe(404);
    expect(atRemovedGate.json()).toMatchObject({ error: { code: "GATE_NOT_FOUND" } });
  });

  it("are refused to a staff member of another organisation, for reading and for changing", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    await addGate(eventId, sisters);
    const headers = await service.bearer(staffOfB);
    const attempts = await Promise.all([
      service.app.inject({ method: "GET", url: gatesUrl(eventId), headers }),
      service.app.inject({ method: "POST", url: gatesUrl(eventId), headers, payload: brothers }),
      service.app.inject({
        method: "PUT",
        url: `${gatesUrl(eventId)}/sisters-entrance`,
        headers,
        payload: sisters,
      }),
      service.app.inject({ method: "DELETE", url: `${gatesUrl(eventId)}/sisters-entrance`, headers }),
    ]);
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toMatchObject({ error: { code: "NOT_A_MEMBER" } });
    }
    expect((await listGates(eventId)).json()).toEqual([
      expect.objectContaining({ name: "Sisters' entrance" }),
    ]);
  });

  it("are read by scanners, who may not change them", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    const attempt = await addGate(eventId, sisters, scanner);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json()).toMatchObject({ error: { code: "INSUFFICIENT_ROLE" } });
    expect((await listGates(eventId, scanner)).json()).toEqual([]);
  });

  it("answer 401 to nobody and 404 for an event check-in has not heard of", async () => {
    const eventId = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    const anonymous = await service.app.inject({ method: "GET", url: gatesUrl(eventId) });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await addGate(randomUUID(), sisters);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "EVENT_NOT_FOUND" } });
  });
});
