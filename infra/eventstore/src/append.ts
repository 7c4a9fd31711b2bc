import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { type TEnvelope, topicOf } from "@mawid/contracts";
import { ConcurrencyError, type ExpectedVersion } from "./errors.ts";

/** A domain event as a decider produces it. */
export interface NewEvent {
  type: string;
  version?: number;
  data: Record<string, unknown>;
}

/** What travels with every event of one command: who caused it and when. */
export interface CommandMeta {
  occurredAt: Date;
  correlationId: string;
  causationId?: string | null;
  traceparent?: string | null;
}

export interface AppendRequest {
  streamType: string;
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly NewEvent[];
  meta: CommandMeta;
}

export interface AppendResult {
  nextVersion: number;
  envelopes: TEnvelope[];
}

/**
 * Appends events to a stream with an optimistic version check, and writes one outbox row per event,
 * inside the caller's transaction (pass a Kysely transaction) so read models commit with them.
 */
export async function appendToStream(
  trx: Kysely<unknown>,
  schema: string,
  req: AppendRequest,
): Promise<AppendResult> {
  const s = sql.id(schema);
  const count = req.events.length;
  let nextVersion: number;
  if (req.expectedVersion === "no_stream" || req.expectedVersion === 0) {
    const inserted = await sql<{ version: number }>`
      INSERT INTO ${s}.streams (stream_id, stream_type, version) VALUES (${req.streamId}, ${req.streamType}, ${count})
      ON CONFLICT (stream_id) DO NOTHING RETURNING version`.execute(trx);
    if (inserted.rows.length === 0) throw new ConcurrencyError(req.streamId, req.expectedVersion);
    nextVersion = count;
  } else if (req.expectedVersion === "any") {
    const upserted = await sql<{ version: number }>`
      INSERT INTO ${s}.streams (stream_id, stream_type, version) VALUES (${req.streamId}, ${req.streamType}, ${count})
      ON CONFLICT (stream_id) DO UPDATE SET version = ${s}.streams.version + ${count} RETURNING version`.execute(
      trx,
    );
    nextVersion = upserted.rows[0]!.version;
  } else {
    const updated = await sql<{ version: number }>`
      UPDATE ${s}.streams SET version = version + ${count}
      WHERE stream_id = ${req.streamId} AND version = ${req.expectedVersion} RETURNING version`.execute(trx);
    if (updated.rows.length === 0) throw new ConcurrencyError(req.streamId, req.expectedVersion);
    nextVersion = updated.rows[0]!.version;
  }
  const first = nextVersion - count + 1;
  const occurredAt = req.meta.occurredAt.toISOString();
  const envelopes: TEnvelope[] = req.events.map((e, i) => ({
    id: randomUUID(),
    type: e.type,
    version: e.version ?? 1,
    streamType: req.streamType,
    streamId: req.streamId,
    streamPosition: first + i,
    occurredAt,
    correlationId: req.meta.correlationId,
    causationId: req.meta.causationId ?? null,
    traceparent: req.meta.traceparent ?? null,
    data: e.data,
  }));
  if (envelopes.length === 0) return { nextVersion, envelopes };
  const rows = envelopes.map(
    (e) =>
      sql`(${e.id}::uuid, ${e.streamId}, ${e.streamType}, ${e.streamPosition}, ${e.type}, ${e.version}, ${JSON.stringify(e.data)}::jsonb, ${e.correlationId}, ${e.causationId}, ${e.traceparent}, ${occurredAt}::timestamptz)`,
  );
  await sql`
    INSERT INTO ${s}.events (event_id, stream_id, stream_type, stream_position, type, version, data, correlation_id, causation_id, traceparent, occurred_at)
    VALUES ${sql.join(rows)}`.execute(trx);
  const outbox = envelopes.map(
    (e) => sql`(${topicOf(e.streamType, e.version)}, ${e.streamId}, ${JSON.stringify(e)}::jsonb)`,
  );
  await sql`INSERT INTO ${s}.outbox (topic, key, envelope) VALUES ${sql.join(outbox)}`.execute(trx);
  return { nextVersion, envelopes };
}
