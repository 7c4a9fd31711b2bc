import { randomUUID } from "node:crypto";
import { inflateSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { DEFAULT_TIER_FEATURES } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { type ConsumerDefinition, startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { paymentsService } from "../src/app.ts";
import { trackOrganizationsConsumer } from "../src/consumers/track-organizations.ts";
import { trackUsersConsumer } from "../src/consumers/track-users.ts";
import { paymentsDb } from "../src/db/tables.ts";
import { reconcileLedger } from "../src/ledger/reconcile.ts";

export type PaymentsTestService = TestService<Record<string, unknown>>;

export interface PaymentsServiceOptions {
  /** The test database's name; "payments" unless a file asks for its own. */
  database?: string;
  /** The service's settings, read as it starts: after the file's earlier beforeAll hooks have run. */
  env?: () => Record<string, string>;
  /** Whether the ledger must balance after every test (expectLedgerBalanced); yes unless said otherwise. */
  balancedLedger?: boolean;
}

/** The running service, and the database it was started on. */
export interface PaymentsServiceAccessor {
  (): PaymentsTestService;
  database(): TestDatabase;
}

/**
 * Registers the file's hooks: before all, a test database and the payments service on it; after each
 * test, the ledger's balance check; after all, the service closed and the database dropped.
 */
export function usePaymentsService(opts: PaymentsServiceOptions = {}): PaymentsServiceAccessor {
  let database: TestDatabase | undefined;
  let service: PaymentsTestService | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(opts.database ?? "payments");
    service = (await startTestService(
      paymentsService,
      database.url,
      opts.env?.(),
    )) as unknown as PaymentsTestService;
  });
  afterAll(async () => {
    await service?.close();
    await database?.drop();
  });
  if (opts.balancedLedger ?? true) {
    afterEach(async () => {
      await expectLedgerBalanced(accessor().ctx.db);
    });
  }
  const accessor = (() => {
    if (!service) throw new Error("the payments service has not started (usePaymentsService's beforeAll)");
    return service;
  }) as PaymentsServiceAccessor;
  accessor.database = () => {
    if (!database) throw new Error("the test database has not been created (usePaymentsService's beforeAll)");
    return database;
  };
  return accessor;
}

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
  topic: string,
  event: { type: string; streamType: string; streamId: string; data: Record<string, unknown> },
) {
  return db
    .transaction()
    .execute((trx) =>
      consumer.handle(trx, { topic, key: event.streamId, headers: {}, envelope: firstEventEnvelope(event) }),
    );
}

export interface PlacedOrder {
  orderId: string;
  organizationId: string;
  buyer: TAccessClaims;
  total: number;
}

/** Ticketing's OrderPlaced for two $25 tickets with the buyer paying the fees, and a gift to a fund. */
export function orderPlaced(
  opts: {
    organizationId?: string;
    buyer?: TAccessClaims;
    donation?: { amount: number; fund: "zakat" | "sadaqah" | "lillah" | "general" } | null;
    expiresAt?: string;
    feePaidBy?: "buyer" | "host";
  } = {},
) {
  const orderId = randomUUID();
  const organizationId = opts.organizationId ?? randomUUID();
  const buyer = opts.buyer ?? person();
  const donation = opts.donation ?? null;
  const host = opts.feePaidBy === "host";
  const totals = {
    currency: "USD",
    tickets: 5000,
    fees: host ? 0 : 326,
    feesAbsorbed: host ? 326 : 0,
    donation: donation?.amount ?? 0,
    total: 5000 + (host ? 0 : 326) + (donation?.amount ?? 0),
  };
  const ticketTypeId = randomUUID();
  const data = {
    orderId,
    eventId: randomUUID(),
    organizationId,
    buyerId: buyer.sub,
    lines: [
      {
        ticketTypeId,
        name: "Gala dinner",
        section: "mixed",
        quantity: 2,
        unitPrice: 2500,
        unitFee: 163,
        feePaidBy: opts.feePaidBy ?? "buyer",
        total: 5000 + (host ? 0 : 326),
      },
    ],
    positions: ["Aisha Rahman", "Yusuf Rahman"].map((attendeeName) => ({
      positionId: randomUUID(),
      ticketTypeId,
      ticketTypeName: "Gala dinner",
      section: "mixed",
      entrance: "",
      attendeeName,
      admits: 1,
    })),
    donation,
    totals,
    reservations: [],
    expiresAt: opts.expiresAt ?? new Date(Date.now() + 15 * 60_000).toISOString(),
    placedAt: new Date().toISOString(),
  };
  return { order: { orderId, organizationId, buyer, total: totals.total } as PlacedOrder, data };
}

/** The events this service has written to its outbox, by type. */
export async function outboxTypes(db: Kysely<unknown>, streamId?: string): Promise<string[]> {
  const rows = await sql<{ type: string }>`
    SELECT envelope->>'type' AS type FROM payments.outbox
    WHERE ${streamId ?? null}::text IS NULL OR envelope->>'streamId' = ${streamId ?? null}
    ORDER BY position`.execute(db);
  return rows.rows.map((r) => r.type);
}

/** The ledger sums to zero, in every transaction and per currency: checked after every test that moves money. */
export async function expectLedgerBalanced(db: Kysely<unknown>): Promise<void> {
  const result = await reconcileLedger(paymentsDb(db));
  expect(result.unbalanced).toEqual([]);
  for (const total of Object.values(result.totals)) expect(total).toBe(0);
}

/** Identity's announcement of a new organisation, which donations may then go to. */
export async function organizationCreated(
  db: Kysely<unknown>,
  organizationId = randomUUID(),
): Promise<string> {
  await deliver(db, trackOrganizationsConsumer(), "identity.organization.v1", {
    type: "OrganizationCreated",
    streamType: "identity.organization",
    streamId: organizationId,
    data: {
      organizationId,
      name: "Masjid Al-Noor",
      kind: "masjid",
      city: "Leicester",
      country: "GB",
      website: null,
      ownerId: randomUUID(),
      createdAt: new Date().toISOString(),
    },
  });
  return organizationId;
}

/** Hands this service's own outbox events of one stream to one of its consumers, as the bus would. */
export async function deliverOwn(db: Kysely<unknown>, consumer: ConsumerDefinition, streamId: string) {
  const { rows } = await sql<{ topic: string; envelope: ReturnType<typeof firstEventEnvelope> }>`
    SELECT topic, envelope FROM payments.outbox WHERE envelope->>'streamId' = ${streamId} ORDER BY position`.execute(
    db,
  );
  for (const row of rows) {
    await db
      .transaction()
      .execute((trx) =>
        consumer.handle(trx, { topic: row.topic, key: streamId, headers: {}, envelope: row.envelope }),
      );
  }
}

/** Identity's announcement of a new account, so receipts can reach it. */
export async function userRegistered(db: Kysely<unknown>, user: TAccessClaims): Promise<void> {
  await deliver(db, trackUsersConsumer(), "identity.user.v1", {
    type: "UserRegistered",
    streamType: "identity.user",
    streamId: user.sub,
    data: {
      userId: user.sub,
      email: user.email,
      displayName: "Aisha",
      method: "password",
      registeredAt: new Date().toISOString(),
    },
  });
}

/** The text a PDF draws: its content streams inflated, each hex string shown decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const shown: string[] = [];
  // Each stream is read by its /Length: a compressed stream whose last byte is \r (about one in 256)
  // lost that byte when the stream was cut at "\r\nendstream" instead, and with it all its text.
  for (const match of raw.matchAll(/\/Length (\d+)\b[\s\S]*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const data = raw.slice(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, "latin1")).toString("latin1");
    } catch {
      content = data;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      shown.push(Buffer.from(hex[1]!, "hex").toString("latin1"));
  }
  return shown.join("\n");
}

/** The service's own consumer of ticketing's orders, with the provider the service was configured with. */
export function ordersConsumer(service: PaymentsTestService): ConsumerDefinition {
  const consumers = paymentsService.consumers?.(service.ctx as never) ?? [];
  return consumers.find((c) => c.group === "payments.orders")!;
}

/** Ticketing's OrderPlaced (orderPlaced) delivered to the service, then the buyer's POST to its checkout. */
export async function placeOrderAndCheckout(
  service: PaymentsTestService,
  opts: Parameters<typeof orderPlaced>[0] = {},
): Promise<{ order: PlacedOrder; response: LightMyRequestResponse }> {
  const { order, data } = orderPlaced(opts);
  await deliver(service.ctx.db, ordersConsumer(service), "ticketing.order.v1", {
    type: "OrderPlaced",
    streamType: "ticketing.order",
    streamId: order.orderId,
    data,
  });
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/orders/${order.orderId}/checkout`,
    headers: await service.bearer(order.buyer),
  });
  return { order, response };
}
