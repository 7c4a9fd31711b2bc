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
 * The statement that moves the stream's version: it yields one row with the new version, or none
 * when the stream is not where the caller expected (a concurrent writer won, or it already exists).
 */
function versionStep(schema: string, req: AppendRequest, count: number) {
  const s = sql.id(schema);
  if (req.expectedVersion === "no_stream" || req.expectedVersion === 0) {
    return sql`INSERT INTO ${s}.streams (stream_id, stream_type, version) VALUES (${req.streamId}, ${req.streamType}, ${count})
      ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
  }
  if (req.expectedVersion === "any") {
    return sql`INSERT INTO ${s}.streams (stream_id, stream_type, version) VALUES (${req.streamId}, ${req.streamType}, ${count})
      ON CONFLICT (stream_id) DO UPDATE SET version = ${s}.streams.version + ${count} RETURNING version`;
  }
  return sql`UPDATE ${s}.streams SET version = version + ${count}
    WHERE stream_id = ${req.streamId} AND version = ${req.expectedVersion} RETURNING version`;
}

/**
 * Appends events to a stream with an optimistic version check and writes one outbox row per event,
 * in ONE statement: atomic on its own, and inside the caller's transaction when given one (so read
 * models commit with it). One round trip keeps appends cheap under many concurrent writers.
 */
export async function appendToStream(
  trx: Kysely<unknown>,
  schema: string,
  req: AppendRequest,
): Promise<AppendResult> {
  const s = sql.id(schema);
  const count = req.events.length;
  const occurredAt = req.meta.occurredAt.toISOString();
  const base = req.events.map((e) => ({
    id: randomUUID(),
    type: e.type,
    version: e.version ?? 1,
    streamType: req.streamType,
    streamId: req.streamId,
    occurredAt,
    correlationId: req.meta.correlationId,
    causationId: req.meta.causationId ?? null,
    traceparent: req.meta.traceparent ?? null,
    data: e.data,
  }));
  const { rows } = await sql<{ version: number }>`
    WITH step AS (${versionStep(schema, req, count)}),
    batch AS (
      SELECT e.ord, e.event_id, e.type, e.version, e.data, e.topic, step.version - ${count} + e.ord::int AS position
      FROM step, unnest(
        ${base.map((e) => e.id)}::uuid[], ${base.map((e) => e.type)}::text[], ${base.map((e) => e.version)}::int[],
        ${base.map((e) => JSON.stringify(e.data))}::jsonb[], ${base.map((e) => topicOf(e.streamType, e.version))}::text[]
      ) WITH ORDINALITY AS e(event_id, type, version, data, topic, ord)
    ),
    stored AS (
      INSERT INTO ${s}.events (event_id, stream_id, stream_type, stream_position, type, version, data, correlation_id, causation_id, traceparent, occurred_at)
      SELECT event_id, ${req.streamId}, ${req.streamType}, position, type, version, data,
        ${req.meta.correlationId}, ${req.meta.causationId ?? null}, ${req.meta.traceparent ?? null}, ${occurredAt}::timestamptz
      FROM batch
    ),
    queued AS (
      INSERT INTO ${s}.outbox (topic, key, envelope)
      SELECT topic, ${req.streamId}, ${JSON.stringify(base[0] ?? {})}::jsonb - 'data'
        || jsonb_build_object('id', event_id, 'type', type, 'version', version, 'streamPosition', position, 'data', data)
      FROM batch ORDER BY ord
    )
    SELECT version FROM step`.execute(trx);
  const row = rows[0];
  if (!row) throw new ConcurrencyError(req.streamId, req.expectedVersion);
  const first = row.version - count + 1;
  return {
    nextVersion: row.version,
    envelopes: base.map((e, i) => ({ ...e, streamPosition: first + i })),
  };
}
