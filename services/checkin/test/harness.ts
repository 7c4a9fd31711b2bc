import { randomUUID, type webcrypto } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { TGateRequest, TScanAnswer, TScanBatchRequest, TScanRequest } from "@mawid/contracts/checkin";
import { DEFAULT_TIER_FEATURES } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import {
  encodeTicketSecret,
  type TTicketSection,
  ticketSecretMessage,
  toBase64Url,
} from "@mawid/contracts/ticketing";
import { ticketSecretDigest } from "@mawid/contracts/ticketing/secret-digest";
import type { ConsumerDefinition, TestService } from "@mawid/service";
import { eventCreatedData, firstEventEnvelope } from "@mawid/testing";
import { trackEventsConsumer } from "../src/consumers/track-events.ts";
import { trackTicketKeysConsumer } from "../src/consumers/track-ticket-keys.ts";
import { trackTicketsConsumer } from "../src/consumers/track-tickets.ts";

export type CheckinTestService = TestService<Record<string, unknown>>;

/** A signed-in person; with an organisation, its member in that role. */
export function person(org?: { id: string; role?: "owner" | "admin" | "staff" | "scanner" }): TAccessClaims {
  const sub = randomUUID();
  return {
    sub,
    email: `${sub.slice(0, 8)}@example.org`,
    emailVerified: true,
    role: "user",
    orgs: org
      ? {
          [org.id]: {
            role: org.role ?? "owner",
            tier: "masjid",
            features: [...DEFAULT_TIER_FEATURES.masjid],
          },
        }
      : {},
  };
}

/** Hands one message to a consumer as the bus would, in its own transaction. */
export function deliver(
  db: Kysely<unknown>,
  consumer: ConsumerDefinition,
  event: {
    type: string;
    version?: number;
    streamType: string;
    streamId: string;
    data: Record<string, unknown>;
  },
) {
  return db.transaction().execute(async (trx) => {
    await consumer.handle(trx, {
      topic: `${event.streamType}.v1`,
      key: event.streamId,
      headers: {},
      envelope: { ...firstEventEnvelope(event), version: event.version ?? 1 },
    });
    await consumer.flush?.(trx);
  });
}

const HOUR = 3600_000;

/** One ticket as ticketing issued it, and the text of its QR code. */
export interface IssuedTicket {
  ticketId: string;
  orderId: string;
  section: TTicketSection;
  ticketTypeId: string;
  attendeeName: string;
  admits: number;
  qr: string;
}

/**
 * An event check-in heard of on the bus, published (or cancelled), with an Ed25519 ticket key whose
 * public half came in a TicketKeyCreated, and a way to issue tickets with real signed codes.
 */
export interface TestEvent {
  eventId: string;
  organizationId: string;
  /**
   * Issues tickets as ticketing's TicketsIssued v2 does, each with its secret's digest; `v1` announces
   * them as before digests were, and `digestOf` announces what it gives instead of the true digest.
   */
  issue(
    tickets: Partial<Omit<IssuedTicket, "ticketId" | "orderId" | "qr">>[],
    options?: { from?: Date; until?: Date; v1?: boolean; digestOf?: (qr: string) => string },
  ): Promise<IssuedTicket[]>;
  revoke(ticket: IssuedTicket, reason?: "refunded" | "cancelled" | "transferred"): Promise<void>;
  cancel(): Promise<void>;
  /** A code signed with a key the event never announced, naming a new ticket or the one given. */
  forged(section?: TTicketSection, ticketId?: string): Promise<string>;
}

async function keyPair() {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as unknown as webcrypto.CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64Url(raw) };
}

async function sign(
  privateKey: webcrypto.CryptoKey,
  fields: {
    ticketId: string;
    eventId: string;
    section: TTicketSection;
    kid: string;
    from: Date;
    until: Date;
  },
): Promise<string> {
  const message = ticketSecretMessage({
    ticketId: fields.ticketId,
    eventId: fields.eventId,
    section: fields.section,
    validFrom: Math.floor(fields.from.getTime() / 1000),
    validUntil: Math.floor(fields.until.getTime() / 1000),
    kid: fields.kid,
  });
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, privateKey, message));
  return encodeTicketSecret(message, signature);
}

/** Announces an event, its ticket key and (through `issue`) its tickets to check-in's consumers. */
export async function announceEvent(
  db: Kysely<unknown>,
  opts: { organizationId?: string; keyAnnounced?: boolean } = {},
): Promise<TestEvent> {
  const eventId = randomUUID();
  const organizationId = opts.organizationId ?? randomUUID();
  const events = trackEventsConsumer("checkin");
  const tickets = trackTicketsConsumer("checkin");
  const now = new Date();
  const ids = { eventId, organizationId };
  const fromEvents = (type: string, data: Record<string, unknown>) =>
    deliver(db, events, { type, streamType: "events.event", streamId: eventId, data: { ...ids, ...data } });
  await fromEvents(
    "EventCreated",
    eventCreatedData(ids, {
      title: "Eid convention",
      startsAt: new Date(now.getTime() + HOUR).toISOString(),
      endsAt: new Date(now.getTime() + 5 * HOUR).toISOString(),
      createdAt: now.toISOString(),
    }),
  );
  await fromEvents("EventPublished", { publishedAt: now.toISOString() });
  const key = await keyPair();
  const kid = randomUUID().slice(0, 8);
  if (opts.keyAnnounced !== false)
    await deliver(db, trackTicketKeysConsumer("checkin"), {
      type: "TicketKeyCreated",
      streamType: "ticketing.ticket-keys",
      streamId: `ticket-keys:${eventId}`,
      data: { ...ids, kid, algorithm: "Ed25519", publicKey: key.publicKey, createdAt: now.toISOString() },
    });
  const fromTicketing = (orderId: string, type: string, data: Record<string, unknown>, version = 1) =>
    deliver(db, tickets, {
      type,
      version,
      streamType: "ticketing.tickets",
      streamId: `tickets:${orderId}`,
      data,
    });
  return {
    eventId,
    organizationId,
    async issue(wanted, options = {}) {
      const orderId = randomUUID();
      const from = options.from ?? new Date(Date.now() - HOUR);
      const until = options.until ?? new Date(Date.now() + 6 * HOUR);
      const digestOf = options.digestOf ?? ticketSecretDigest;
      const issued: IssuedTicket[] = [];
      for (const [i, t] of wanted.entries()) {
        const ticketId = randomUUID();
        const section = t.section ?? "mixed";
        issued.push({
          ticketId,
          orderId,
          section,
          ticketTypeId: t.ticketTypeId ?? "general",
          attendeeName: t.attendeeName ?? `Guest ${i + 1}`,
          admits: t.admits ?? 1,
          qr: await sign(key.privateKey, { ticketId, eventId, section, kid, from, until }),
        });
      }
      await fromTicketing(
        orderId,
        "TicketsIssued",
        {
          orderId,
          ...ids,
          holderUserId: randomUUID(),
          tickets: issued.map((t) => ({
            ticketId: t.ticketId,
            ticketTypeId: t.ticketTypeId,
            section: t.section,
            entrance: `${t.section} door`,
            attendeeName: t.attendeeName,
            admits: t.admits,
            ...(options.v1 ? {} : { secretDigest: digestOf(t.qr) }),
          })),
          kid,
          validFrom: new Date(Math.floor(from.getTime() / 1000) * 1000).toISOString(),
          validUntil: new Date(Math.floor(until.getTime() / 1000) * 1000).toISOString(),
          issuedAt: new Date().toISOString(),
        },
        options.v1 ? 1 : 2,
      );
      return issued;
    },
    async revoke(ticket, reason = "refunded") {
      await fromTicketing(ticket.orderId, "TicketRevoked", {
        orderId: ticket.orderId,
        eventId,
        ticketId: ticket.ticketId,
        reason,
        revokedAt: new Date().toISOString(),
      });
    },
    async cancel() {
      await fromEvents("EventCancelled", {
        reason: "Storm warning",
        cancelledBy: randomUUID(),
        cancelledAt: new Date().toISOString(),
      });
    },
    async forged(section = "mixed", ticketId = randomUUID()) {
      const other = await keyPair();
      return sign(other.privateKey, {
        ticketId,
        eventId,
        section,
        kid,
        from: new Date(Date.now() - HOUR),
        until: new Date(Date.now() + HOUR),
      });
    },
  };
}

/** Scans a code as a station does; answers the status and the body. */
export async function scan(
  service: CheckinTestService,
  headers: Record<string, string>,
  body: TScanRequest,
): Promise<{ status: number; answer: TScanAnswer }> {
  const response = await service.app.inject({
    method: "POST",
    url: "/api/v1/checkin/scans",
    headers,
    payload: body,
  });
  return { status: response.statusCode, answer: response.json() };
}

export async function scanBatch(
  service: CheckinTestService,
  headers: Record<string, string>,
  body: TScanBatchRequest,
) {
  return service.app.inject({ method: "POST", url: "/api/v1/checkin/scans/batch", headers, payload: body });
}

/** Events of one type the store holds for a stream. */
export async function storedEvents(db: Kysely<unknown>, streamId: string, type?: string) {
  const rows = await sql<{ type: string; data: Record<string, unknown> }>`
    SELECT type, data FROM checkin.events WHERE stream_id = ${streamId} ORDER BY stream_position`.execute(db);
  return rows.rows.filter((r) => type === undefined || r.type === type);
}

/** Adds a gate to the event as its owner would; answers the gate's id. */
export async function addGate(
  service: CheckinTestService,
  target: TestEvent,
  body: TGateRequest,
): Promise<string> {
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/checkin/events/${target.eventId}/gates`,
    headers: await service.bearer(person({ id: target.organizationId, role: "owner" })),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`gate not added: ${response.body}`);
  return response.json().id;
}

/** Enrols a scanning device for the event as its owner would; answers its id and Authorization header. */
export async function enrolDevice(
  service: CheckinTestService,
  event: TestEvent,
  body: { name?: string; gateIds?: string[] } = {},
): Promise<{ deviceId: string; headers: Record<string, string> }> {
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/checkin/events/${event.eventId}/devices`,
    headers: await service.bearer(person({ id: event.organizationId, role: "owner" })),
    payload: { name: body.name ?? "Door 1", gateIds: body.gateIds ?? [] },
  });
  if (response.statusCode !== 201) throw new Error(`device not enrolled: ${response.body}`);
  const { deviceId, token } = response.json() as { deviceId: string; token: string };
  return { deviceId, headers: { authorization: `Bearer ${token}` } };
}
