import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TScanAnswer } from "@mawid/contracts/checkin";
import { createDatabase } from "@mawid/eventstore";
import { type TestIssuer, testIssuer } from "@mawid/service";
import { type ProcessTestBed, startProcessTestBed } from "@mawid/testing";
import { announceEvent, type IssuedTicket, person } from "./harness.ts";

const TICKETS = 400;
const STATIONS = 40;
/** Answers heard before the process is killed: well into the load, well before its end. */
const KILL_AFTER = 120;

let bed: ProcessTestBed;
let db: Kysely<unknown>;
let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await testIssuer();
  bed = await startProcessTestBed("checkin", issuer.jwks);
  db = createDatabase({ url: bed.database.url, max: 2 });
});

afterAll(async () => {
  await db?.destroy();
  await bed?.close();
});

/** The real check-in process on the postgres bus, trusting the test's sign-in keys. */
const startCheckin = () => bed.start("checkin");

it("admits every ticket exactly once across a SIGKILL during doors-open, with nothing lost or doubled", async () => {
  const first = await startCheckin();
  const event = await announceEvent(db);
  const tickets: IssuedTicket[] = [];
  for (let i = 0; i < TICKETS; i += 100)
    tickets.push(...(await event.issue(Array.from({ length: 100 }, () => ({})))));
  const headers = {
    ...(await issuer.bearer(person({ id: event.organizationId, role: "scanner" }))),
    "content-type": "application/json",
  };
  const nonces = new Map(tickets.map((t) => [t.ticketId, `crash-${randomUUID()}`]));
  const send = (url: string, t: IssuedTicket) =>
    fetch(`${url}/api/v1/checkin/scans`, {
      method: "POST",
      headers,
      body: JSON.stringify({ eventId: event.eventId, qr: t.qr, nonce: nonces.get(t.ticketId) }),
    }).then(async (r) => {
      if (r.status !== 200) throw new Error(`scan answered ${r.status}: ${await r.text()}`);
      return (await r.json()) as TScanAnswer;
    });

  const heard = new Map<string, TScanAnswer>();
  let killed = false;
  const queue = [...tickets];
  const station = async () => {
    for (let t = queue.shift(); t && !killed; t = queue.shift()) {
      try {
        heard.set(t.ticketId, await send(first.url, t));
      } catch {
        // The process died under this scan: the station never heard, and retries it later.
      }
      if (heard.size >= KILL_AFTER && !killed) {
        killed = true;
        first.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: STATIONS }, station));
  expect((await first.exited).signal).toBe("SIGKILL");
  expect(heard.size).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(heard.size).toBeLessThan(TICKETS);
  const admittedBefore = [...heard].filter(([, a]) => a.result === "admitted").map(([id]) => id);
  expect(admittedBefore).toHaveLength(heard.size);

  // Every admission a station heard was committed before it was answered: none is lost with the process.
  const durable = await sql<{ ticket: string }>`
    SELECT data->>'ticketId' AS ticket FROM checkin.events
    WHERE type = 'TicketCheckedIn' AND data->>'eventId' = ${event.eventId}`.execute(db);
  const stored = new Set(durable.rows.map((r) => r.ticket));
  for (const id of admittedBefore) expect(stored.has(id), id).toBe(true);

  // The stations come back: every scan they never heard an answer to is sent again, same nonce.
  const second = await startCheckin();
  const unheard = tickets.filter((t) => !heard.has(t.ticketId));
  const retried = await Promise.all(unheard.map((t) => send(second.url, t)));
  // A scan that committed before the kill answers as it did then (its nonce's answer), never "already".
  expect(retried.map((a) => a.result)).toEqual(unheard.map(() => "admitted"));

  const perTicket = await sql<{ ticket: string; admissions: number }>`
    SELECT data->>'ticketId' AS ticket, count(*)::int AS admissions FROM checkin.events
    WHERE type = 'TicketCheckedIn' AND data->>'eventId' = ${event.eventId} GROUP BY 1`.execute(db);
  const counts = new Map(perTicket.rows.map((r) => [r.ticket, r.admissions]));
  for (const t of tickets) expect(counts.get(t.ticketId), t.ticketId).toBe(1);
  const projected = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM checkin.admissions WHERE event_id = ${event.eventId}`.execute(db);
  expect(projected.rows[0]!.n).toBe(TICKETS);
  await second.stop();
}, 120_000);
