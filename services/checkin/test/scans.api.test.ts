import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissionStreamId, rejectionsStreamId } from "@mawid/contracts/checkin";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import {
  addGate,
  announceEvent,
  type CheckinTestService,
  person,
  scan,
  storedEvents,
  type TestEvent,
} from "./harness.ts";

let database: TestDatabase;
let service: CheckinTestService;
let event: TestEvent;
let scanner: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
  event = await announceEvent(service.ctx.db);
  scanner = await service.bearer(person({ id: event.organizationId, role: "scanner" }));
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe("a scan", () => {
  it("admits a valid ticket once, then answers already_checked_in with when and where", async () => {
    const [ticket] = await event.issue([{ attendeeName: "Aisha Khan", section: "sisters" }]);
    const first = await scan(service, scanner, { eventId: event.eventId, qr: ticket!.qr });
    expect(first).toEqual({
      status: 200,
      answer: {
        result: "admitted",
        ticket: {
          id: ticket!.ticketId,
          attendeeName: "Aisha Khan",
          section: "sisters",
          ticketTypeId: "general",
          admits: 1,
        },
        message: "Admitted: Aisha Khan",
      },
    });
    const again = await scan(service, scanner, { eventId: event.eventId, qr: ticket!.qr });
    expect(again.status).toBe(200);
    expect(again.answer.result).toBe("already_checked_in");
    expect(again.answer.previous).toEqual({ at: expect.any(String), gateId: null });
    expect(Date.now() - Date.parse(again.answer.previous!.at)).toBeLessThan(60_000);
    const stored = await storedEvents(service.ctx.db, admissionStreamId(ticket!.ticketId));
    expect(stored.map((e) => e.type)).toEqual(["TicketCheckedIn", "ScanRejected"]);
  });

  it("admits a family ticket for its whole group", async () => {
    const [family] = await event.issue([{ attendeeName: "The Rahmans", section: "families", admits: 4 }]);
    const { answer } = await scan(service, scanner, { eventId: event.eventId, qr: family!.qr });
    expect(answer.message).toBe("Admitted: The Rahmans and 3 more (4 people)");
  });

  it("answers invalid for a forged code, a malformed one and another event's ticket, recording each", async () => {
    const other = await announceEvent(service.ctx.db, { organizationId: event.organizationId });
    const [elsewhere] = await other.issue([{}]);
    for (const qr of [await event.forged(), "not a ticket at all", elsewhere!.qr]) {
      const { status, answer } = await scan(service, scanner, { eventId: event.eventId, qr });
      expect(status).toBe(200);
      expect(answer).toEqual({ result: "invalid", message: "This code is not a ticket for this event" });
    }
    const rejections = await storedEvents(
      service.ctx.db,
      rejectionsStreamId(event.eventId),
      "UnknownCodeScanned",
    );
    expect(rejections.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses a ticket once its revocation is projected", async () => {
    const [ticket] = await event.issue([{}]);
    await event.revoke(ticket!, "refunded");
    const { answer } = await scan(service, scanner, { eventId: event.eventId, qr: ticket!.qr });
    expect(answer).toMatchObject({
      result: "revoked",
      message: "This ticket was refunded and no longer admits anyone",
    });
  });

  it("refuses a ticket before it is valid and after it expires", async () => {
    const hour = 3600_000;
    const [early] = await event.issue([{}], { from: new Date(Date.now() + hour) });
    const [late] = await event.issue([{}], {
      from: new Date(Date.now() - 3 * hour),
      until: new Date(Date.now() - hour),
    });
    expect((await scan(service, scanner, { eventId: event.eventId, qr: early!.qr })).answer.result).toBe(
      "not_yet_valid",
    );
    expect((await scan(service, scanner, { eventId: event.eventId, qr: late!.qr })).answer.result).toBe(
      "expired",
    );
  });

  it("refuses every ticket of a cancelled event", async () => {
    const doomed = await announceEvent(service.ctx.db, { organizationId: event.organizationId });
    const [ticket] = await doomed.issue([{}]);
    await doomed.cancel();
    const { answer } = await scan(service, scanner, { eventId: doomed.eventId, qr: ticket!.qr });
    expect(answer).toMatchObject({ result: "event_cancelled", message: "This event has been cancelled" });
  });

  it("sends a ticket at the wrong gate to its own, and admits it there", async () => {
    const gated = await announceEvent(service.ctx.db, { organizationId: event.organizationId });
    const brothers = await addGate(service, gated, { name: "Brothers' entrance", sections: ["brothers"] });
    const sisters = await addGate(service, gated, {
      name: "Sisters' entrance",
      sections: ["sisters", "families"],
    });
    const [ticket] = await gated.issue([{ section: "sisters" }]);
    const wrong = await scan(service, scanner, { eventId: gated.eventId, qr: ticket!.qr, gateId: brothers });
    expect(wrong.answer).toMatchObject({
      result: "wrong_section",
      rightGate: { id: sisters, name: "Sisters' entrance" },
      message: "Wrong entrance: this ticket goes in at Sisters' entrance",
    });
    const right = await scan(service, scanner, { eventId: gated.eventId, qr: ticket!.qr, gateId: sisters });
    expect(right.answer.result).toBe("admitted");
    const again = await scan(service, scanner, { eventId: gated.eventId, qr: ticket!.qr, gateId: brothers });
    expect(again.answer).toMatchObject({ result: "already_checked_in", previous: { gateId: sisters } });
  });

  it("lets a ticket out, refuses an exit of one not inside, and lets it back in where re-entry is allowed", async () => {
    const gated = await announceEvent(service.ctx.db, { organizationId: event.organizationId });
    const main = await addGate(service, gated, { name: "Main door", reentry: true });
    const side = await addGate(service, gated, { name: "Side door", reentry: false });
    const [ticket] = await gated.issue([{ attendeeName: "Yusuf Ali" }]);
    const at = (gateId: string, direction: "in" | "out") =>
      scan(service, scanner, { eventId: gated.eventId, qr: ticket!.qr, gateId, direction }).then(
        (r) => r.answer,
      );
    expect((await at(main, "out")).result).toBe("not_checked_in");
    expect((await at(main, "in")).result).toBe("admitted");
    expect(await at(main, "out")).toMatchObject({ result: "checked_out", message: "Yusuf Ali has gone out" });
    expect((await at(side, "in")).result).toBe("already_checked_in");
    expect((await at(main, "in")).result).toBe("admitted");
  });

  it("keeps a gate's window", async () => {
    const gated = await announceEvent(service.ctx.db, { organizationId: event.organizationId });
    const later = await addGate(service, gated, {
      name: "Late door",
      opensAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const [ticket] = await gated.issue([{}]);
    const { answer } = await scan(service, scanner, {
      eventId: gated.eventId,
      qr: ticket!.qr,
      gateId: later,
    });
    expect(answer).toMatchObject({ result: "not_yet_valid", message: "This entrance is not open yet" });
  });
});

describe("exactly once", () => {
  it("admits a ticket scanned by 50 stations at the same instant once; the other 49 hear already_checked_in", async () => {
    const [ticket] = await event.issue([{}]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => scan(service, scanner, { eventId: event.eventId, qr: ticket!.qr })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const results = answers.map((a) => a.answer.result);
    expect(results.filter((r) => r === "admitted")).toHaveLength(1);
    expect(results.filter((r) => r === "already_checked_in")).toHaveLength(49);
    expect(
      await storedEvents(service.ctx.db, admissionStreamId(ticket!.ticketId), "TicketCheckedIn"),
    ).toHaveLength(1);
  });

  it("admits 60 tickets scanned at once by 60 stations each once, every event with its own request's correlation id", async () => {
    const tickets = await event.issue(Array.from({ length: 60 }, () => ({})));
    const answers = await Promise.all(
      tickets.map((t, i) =>
        scan(
          service,
          { ...scanner, "x-correlation-id": `door-${i}` },
          { eventId: event.eventId, qr: t.qr, nonce: `n-${randomUUID()}` },
        ),
      ),
    );
    expect(answers.map((a) => a.answer.result)).toEqual(Array(60).fill("admitted"));
    const { rows } = await sql<{ stream_id: string; correlation_id: string }>`
      SELECT stream_id, correlation_id FROM checkin.events
      WHERE stream_id = ANY(${tickets.map((t) => admissionStreamId(t.ticketId))})`.execute(service.ctx.db);
    expect(rows).toHaveLength(60);
    for (const [i, t] of tickets.entries())
      expect(rows.find((r) => r.stream_id === admissionStreamId(t.ticketId))?.correlation_id).toBe(
        `door-${i}`,
      );
  });

  it("records a nonce sent twice once, and answers the second with the first answer", async () => {
    const [ticket] = await event.issue([{}]);
    const body = { eventId: event.eventId, qr: ticket!.qr, nonce: `n-${randomUUID()}` };
    const [a, b] = await Promise.all([scan(service, scanner, body), scan(service, scanner, body)]);
    const c = await scan(service, scanner, body);
    expect(a.answer.result).toBe("admitted");
    expect(b.answer).toEqual(a.answer);
    expect(c.answer).toEqual(a.answer);
    expect(await storedEvents(service.ctx.db, admissionStreamId(ticket!.ticketId))).toHaveLength(1);
  });
});

describe("who may scan", () => {
  it("refuses a caller without a token, and a member of another organisation", async () => {
    const [ticket] = await event.issue([{}]);
    const body = { eventId: event.eventId, qr: ticket!.qr };
    expect((await scan(service, {}, body)).status).toBe(401);
    const outsider = await service.bearer(person({ id: randomUUID(), role: "owner" }));
    expect((await scan(service, outsider, body)).status).toBe(403);
  });

  it("answers 404 for an event check-in never heard of and for a gate the event does not have", async () => {
    const [ticket] = await event.issue([{}]);
    const unknown = await scan(service, scanner, { eventId: randomUUID(), qr: ticket!.qr });
    expect(unknown.status).toBe(404);
    expect(unknown.answer).toMatchObject({ error: { code: "EVENT_NOT_FOUND" } });
    const noGate = await scan(service, scanner, { eventId: event.eventId, qr: ticket!.qr, gateId: "roof" });
    expect(noGate.status).toBe(404);
    expect(noGate.answer).toMatchObject({ error: { code: "GATE_NOT_FOUND" } });
  });

  it("answers 400 with the field's message for a request that is not a scan", async () => {
    const response = await scan(service, scanner, { eventId: event.eventId, qr: "", nonce: "x" });
    expect(response.status).toBe(400);
    expect(response.answer).toMatchObject({
      error: {
        code: "VALIDATION_FAILED",
        fields: { qr: "Scan a ticket's QR code", nonce: "nonce is 8 to 64 letters, digits, - or _" },
      },
    });
  });
});
