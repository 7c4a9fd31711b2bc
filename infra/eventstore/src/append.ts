import { randomUUID } from "node:crypto";
import { CompiledQuery, type Kysely } from "kysely";
import { type DomainEvent, type TEnvelope, topicOf } from "@mawid/contracts/platform";
import { ConcurrencyError, type ExpectedVersion } from "./errors.ts";
import { metricsOf } from "./metrics.ts";
import { schemaStatement } from "./prepared-statements.ts";

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
  events: readonly DomainEvent[];
  meta: CommandMeta;
}

export interface AppendResult {
  nextVersion: number;
  envelopes: TEnvelope[];
}

/** The call of a schema's append_events function, one text per schema, prepared once per connection. */
const appendStatement = (schema: string) =>
  schemaStatement(
    "append",
    schema,
    (s) =>
      `SELECT ${s}.append_events($1, $2, $3::integer, $4::uuid[], $5::text[], $6::integer[], $7::jsonb[], ` +
      "$8::text[], $9, $10, $11, $12::timestamptz, $13::jsonb) AS version",
  );

/**
 * What every event of one append shares in its envelope; append_events (or insert_events) adds id,
 * type, version, position and data.
 */
export function sharedEnvelope(streamType: string, streamId: string, meta: CommandMeta) {
  return {
    streamType,
    streamId,
    occurredAt: meta.occurredAt.toISOString(),
    correlationId: meta.correlationId,
    causationId: meta.causationId ?? null,
    traceparent: meta.traceparent ?? null,
  };
}

/** The append_events function's arguments for one stream's append, in its order, and the envelopes. */
function appendArguments(req: AppendRequest): {
  args: unknown[];
  base: Omit<TEnvelope, "streamPosition">[];
} {
  const envelope = sharedEnvelope(req.streamType, req.streamId, req.meta);
  const occurredAt = envelope.occurredAt;
  const base = req.events.map((e) => ({
    id: randomUUID(),
    type: e.type,
    version: e.version,
    ...envelope,
    data: e.data,
  }));
  const topic = topicOf(req.streamType);
  const expected =
    req.expectedVersion === "no_stream" ? 0 : req.expectedVersion === "any" ? -1 : req.expectedVersion;
  const args = [
    req.streamId,
    req.streamType,
    expected,
    base.map((e) => e.id),
    base.map((e) => e.type),
    base.map((e) => e.version),
    base.map((e) => JSON.stringify(e.data)),
    base.map(() => topic),
    req.meta.correlationId,
    req.meta.causationId ?? null,
    req.meta.traceparent ?? null,
    occurredAt,
    JSON.stringify(envelope),
  ];
  return { args, base };
}

/**
 * Appends events to a stream with an optimistic version check and writes one outbox row per event,
 * in ONE call of the schema's append_events function: atomic on its own, and inside the caller's
 * transaction when given one (so read models commit with it). One round trip, a statement prepared
 * once per connection and the function's cached plans keep appends cheap under many writers.
 */
export async function appendToStream(
  trx: Kysely<unknown>,
  schema: string,
  req: AppendRequest,
): Promise<AppendResult> {
  const count = req.events.length;
  const { args, base } = appendArguments(req);
  const started = performance.now();
  const query = trx.executeQuery<{ version: number | null }>(
    CompiledQuery.raw(appendStatement(schema), args),
  );
  const streamType = req.streamType;
  const { rows } = await query.catch((error: unknown) => {
    countAppends(schema, streamType, "failed");
    throw error;
  });
  const version = rows[0]?.version;
  if (version === null || version === undefined) {
    countAppends(schema, streamType, "conflict");
    throw new ConcurrencyError(req.streamId, req.expectedVersion);
  }
  countAppends(schema, streamType, "appended", count, (performance.now() - started) / 1000);
  return appended(base, version);
}

/** An append's outcome in the store's metrics; appended ones with their events and time. */
export function countAppends(
  schema: string,
  streamType: string,
  outcome: "appended" | "conflict" | "failed",
  events = 0,
  seconds = 0,
): void {
  for (const m of metricsOf(schema)) {
    m.appends.inc({ stream_type: streamType, outcome });
    if (outcome !== "appended") continue;
    m.appendSeconds.observe({ stream_type: streamType }, seconds);
    m.eventsAppended.inc({ stream_type: streamType }, events);
  }
}

/** The append's result, once the store said which version the stream is at now. */
function appended(base: readonly Omit<TEnvelope, "streamPosition">[], version: number): AppendResult {
  const first = version - base.length + 1;
  return { nextVersion: version, envelopes: base.map((e, i) => ({ ...e, streamPosition: first + i })) };
}
