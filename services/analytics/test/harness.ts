import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DeliveredMessage } from "@mawid/bus";
import { DEFAULT_TIER_FEATURES, type TTier } from "@mawid/contracts/identity";
import { type EventDefinition, type TAccessClaims, topicOf } from "@mawid/contracts/platform";
import type { z } from "zod";
import { projectionConsumers } from "../src/consumers/projections.ts";
import { PROJECTED_TABLES, TABLE_SPECS } from "../src/projection/read-model-tables.ts";

/** A signed-in person; with an organisation, its member in that role on that tier. */
export function person(org?: {
  id: string;
  role?: "owner" | "admin" | "staff" | "scanner";
  tier?: TTier;
}): TAccessClaims {
  const sub = randomUUID();
  const tier = org?.tier ?? "masjid";
  return {
    sub,
    email: `${sub.slice(0, 8)}@example.org`,
    emailVerified: true,
    role: "user",
    orgs: org
      ? { [org.id]: { role: org.role ?? "owner", tier, features: [...DEFAULT_TIER_FEATURES[tier]] } }
      : {},
  };
}

/** A message as the bus delivers it: the event at its place in its stream, checked against its contract. */
export function message<D extends EventDefinition>(
  definition: D,
  data: z.input<D["schema"]>,
  at: { streamId: string; position: number; occurredAt?: string },
): DeliveredMessage {
  definition.schema.parse(data);
  return {
    topic: topicOf(definition.streamType),
    key: at.streamId,
    headers: {},
    envelope: {
      id: randomUUID(),
      type: definition.type,
      version: definition.version,
      streamType: definition.streamType,
      streamId: at.streamId,
      streamPosition: at.position,
      occurredAt: at.occurredAt ?? new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      traceparent: null,
      data: data as Record<string, unknown>,
    },
  };
}

/**
 * Each message to the live consumer that follows its topic, as the bus would: one transaction each, or
 * `batch` of a consumer's messages in one (the postgres bus's batches), their facts written at its end.
 */
export async function deliver(
  db: Kysely<unknown>,
  messages: readonly DeliveredMessage[],
  batch = 1,
): Promise<void> {
  const consumers = projectionConsumers("analytics");
  for (const consumer of consumers) {
    const its = messages.filter((m) => consumer.topics.includes(m.topic));
    for (let i = 0; i < its.length; i += batch)
      await db.transaction().execute(async (trx) => {
        for (const m of its.slice(i, i + batch)) await consumer.handle(trx, m);
        await consumer.flush?.(trx);
      });
  }
  const unfollowed = messages.find((m) => !consumers.some((c) => c.topics.includes(m.topic)));
  if (unfollowed) throw new Error(`no projection follows ${unfollowed.topic}`);
}

/** Appends the messages to the postgres bus's log, as the services' relays do. */
export async function publish(db: Kysely<unknown>, messages: readonly DeliveredMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await sql`
    INSERT INTO bus.messages (topic, key, envelope)
    SELECT t.topic, t.key, t.envelope
    FROM unnest(${messages.map((m) => m.topic)}::text[], ${messages.map((m) => m.key)}::text[],
      ${messages.map((m) => JSON.stringify(m.envelope))}::jsonb[]) WITH ORDINALITY AS t(topic, key, envelope, n)
    ORDER BY t.n`.execute(db);
}

/** Every projected row, table by table in key order: what "the read models" are, to compare two builds. */
export async function dumpReadModels(db: Kysely<unknown>): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const spec of TABLE_SPECS) {
    const order = sql.join(spec.key.map((k) => sql.id(k)));
    const { rows } = await sql<Record<string, unknown>>`
      SELECT * FROM ${sql.id("analytics", spec.table)} ORDER BY ${order}`.execute(db);
    dump[spec.table] = rows.map((r) => JSON.parse(JSON.stringify(r)));
  }
  return dump;
}

export async function emptyReadModels(db: Kysely<unknown>): Promise<void> {
  await sql`TRUNCATE ${sql.join(PROJECTED_TABLES.map((t) => sql.id("analytics", t)))}`.execute(db);
}

/** A deterministic shuffle, so a failing order can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A long read (an export, say) of one read model: its transaction holds the table's lock from the first
 * count until `release`. Resolves once the lock is held, with what it counted.
 */
export async function holdTable(
  db: Kysely<unknown>,
  table: string,
): Promise<{ counted: number; release: () => Promise<void> }> {
  const released = Promise.withResolvers<void>();
  const held = Promise.withResolvers<void>();
  let counted = -1;
  const read = db.transaction().execute(async (trx) => {
    counted = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id("analytics", table)}`.execute(trx)
    ).rows[0]!.n;
    held.resolve();
    await released.promise;
  });
  await Promise.race([held.promise, read]);
  return {
    counted,
    release: async () => {
      released.resolve();
      await read;
    },
  };
}
