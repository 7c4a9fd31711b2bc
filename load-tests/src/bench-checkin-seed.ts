// Doors-open seed: one published event with its ticket key and many issued tickets, written onto the bus
// as the events service and ticketing publish them (EventCreated, EventPublished, TicketKeyCreated,
// TicketsIssued per order), so check-in's own consumers project them as they would in production. Every
// ticket's QR text is a real Ed25519-signed secret (contracts/src/ticketing/ticket-secret.ts).
// The bench uses seedDoorsOpen(); for k6 against a running Mawid (npm start, or compose with BUS=kafka):
//   DATABASE_URL=postgres://... ORGANIZATION_ID=<your organisation> TICKETS=400000 \
//     node load-tests/src/bench-checkin-seed.ts > doors-open-codes.txt
// prints EVENT_ID on stderr and one ticket a line on stdout: "<section> <qr>" (see k6/doors-open.js).
import { generateKeyPairSync, type KeyObject, randomUUID, sign } from "node:crypto";
import type { TEnvelope } from "@mawid/contracts/platform";
import { encodeTicketSecret, TicketsIssuedV2, ticketSecretMessage } from "@mawid/contracts/ticketing";
import { ticketSecretDigest } from "@mawid/contracts/ticketing/secret-digest";
import { type Bus, createBus, type OutgoingMessage } from "@mawid/bus";
import { eventCreatedData } from "@mawid/testing/events-service";
import { isMain } from "./bench-results.ts";

/** The three entrances of a convention; a ticket's section names its entrance. */
export const DOORS = ["brothers", "sisters", "families"] as const;
export type Door = (typeof DOORS)[number];

export interface SeededTicket {
  ticketId: string;
  section: Door;
  qr: string;
}

export interface SeededEvent {
  eventId: string;
  organizationId: string;
  tickets: SeededTicket[];
  /** TicketsIssued messages published (one per order). */
  orders: number;
}

export interface SeedOptions {
  tickets: number;
  /** Tickets per order: a family or group booking is issued in one TicketsIssued. */
  ticketsPerOrder?: number;
  organizationId?: string;
}

const HOUR = 3_600_000;
/** Messages per bus publish (one INSERT ... SELECT unnest each). */
const PUBLISH_CHUNK = 500;

function envelope(
  streamType: string,
  streamId: string,
  position: number,
  type: string,
  data: object,
  version = 1,
): OutgoingMessage {
  const message: TEnvelope = {
    id: randomUUID(),
    type,
    version,
    streamType,
    streamId,
    streamPosition: position,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: null,
    traceparent: null,
    data: data as Record<string, unknown>,
  };
  return { topic: `${streamType}.v1`, key: streamId, envelope: message };
}

/** The raw 32-byte public key, base64url, as TicketKeyCreated carries it. */
function rawPublicKey(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: "jwk" });
  if (typeof jwk.x !== "string") throw new Error("an Ed25519 public key has x");
  return jwk.x;
}

/** Publishes the event, its key and its tickets; resolves once every message is on the bus. */
export async function seedDoorsOpen(bus: Bus, opts: SeedOptions): Promise<SeededEvent> {
  const eventId = randomUUID();
  const organizationId = opts.organizationId ?? randomUUID();
  const perOrder = opts.ticketsPerOrder ?? 10;
  const now = Date.now();
  const ids = { eventId, organizationId };
  const createdAt = new Date(now).toISOString();
  await bus.publish([
    envelope(
      "events.event",
      eventId,
      1,
      "EventCreated",
      eventCreatedData(ids, {
        title: "Eid convention: doors open",
        startsAt: new Date(now + HOUR).toISOString(),
        endsAt: new Date(now + 8 * HOUR).toISOString(),
        createdAt,
      }),
    ),
    envelope("events.event", eventId, 2, "EventPublished", { ...ids, publishedAt: createdAt }),
  ]);
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const kid = randomUUID().slice(0, 8);
  await bus.publish([
    envelope("ticketing.ticket-keys", `ticket-keys:${eventId}`, 1, "TicketKeyCreated", {
      ...ids,
      kid,
      algorithm: "Ed25519",
      publicKey: rawPublicKey(publicKey),
      createdAt,
    }),
  ]);
  // whole seconds: the secret carries Unix seconds, the event ISO instants of the same moments
  const validFrom = Math.floor((now - HOUR) / 1000);
  const validUntil = Math.floor((now + 10 * HOUR) / 1000);
  const tickets: SeededTicket[] = [];
  let pending: OutgoingMessage[] = [];
  let orders = 0;
  for (let first = 0; first < opts.tickets; first += perOrder) {
    const orderId = randomUUID();
    const order: SeededTicket[] = [];
    for (let i = first; i < Math.min(opts.tickets, first + perOrder); i++) {
      const ticketId = randomUUID();
      const section = DOORS[i % DOORS.length]!;
      const message = ticketSecretMessage({ ticketId, eventId, section, validFrom, validUntil, kid });
      order.push({ ticketId, section, qr: encodeTicketSecret(message, sign(null, message, privateKey)) });
    }
    tickets.push(...order);
    orders++;
    pending.push(
      envelope(
        "ticketing.tickets",
        `tickets:${orderId}`,
        1,
        "TicketsIssued",
        {
          orderId,
          ...ids,
          holderUserId: randomUUID(),
          tickets: order.map((t, k) => ({
            ticketId: t.ticketId,
            ticketTypeId: "general",
            section: t.section,
            entrance: `${t.section} entrance`,
            attendeeName: `Guest ${first + k + 1}`,
            admits: 1,
            secretDigest: ticketSecretDigest(t.qr),
          })),
          kid,
          validFrom: new Date(validFrom * 1000).toISOString(),
          validUntil: new Date(validUntil * 1000).toISOString(),
          issuedAt: createdAt,
        },
        TicketsIssuedV2.version,
      ),
    );
    if (pending.length >= PUBLISH_CHUNK) {
      await bus.publish(pending);
      pending = [];
    }
  }
  await bus.publish(pending);
  return { eventId, organizationId, tickets, orders };
}

if (isMain(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL;
  const organizationId = process.env.ORGANIZATION_ID;
  if (!databaseUrl || !organizationId) throw new Error("set DATABASE_URL and ORGANIZATION_ID");
  const kafka = process.env.BUS === "kafka";
  const bus = await createBus({
    transport: kafka ? "kafka" : "postgres",
    databaseUrl,
    kafkaBrokers: process.env.KAFKA_BROKERS?.split(","),
    clientId: "doors-open-seed",
  });
  try {
    const seeded = await seedDoorsOpen(bus, {
      tickets: Number(process.env.TICKETS ?? 400_000),
      ticketsPerOrder: Number(process.env.TICKETS_PER_ORDER ?? 10),
      organizationId,
    });
    const lines = seeded.tickets.map((t) => `${t.section} ${t.qr}`);
    process.stdout.write(`${lines.join("\n")}\n`);
    console.error(`EVENT_ID=${seeded.eventId} (${seeded.tickets.length} tickets in ${seeded.orders} orders)`);
  } finally {
    await bus.close();
  }
}
