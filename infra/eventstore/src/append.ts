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
 * Appends events to a stream with an optimistic version check and writes one outbox row per event,
 * in ONE call of the schema's append_events function: atomic on its own, and inside the caller's
 * transaction when given one (so read models commit with it). One round trip and cached plans keep
 * appends cheap under many concurrent writers.
 */
export async function appendToStream(
  trx: Kysely<unknown>,
  schema: string,
  req: AppendRequest,
): Promise<AppendResult> {
  const s = sql.id(schema);
  const count = req.events.length;
  const occurredAt = req.meta.occurredAt.toISOString();
  // What every event of this append shares; the function adds id, type, version, position and data.
  const envelope = {
    streamType: req.streamType,
    streamId: req.streamId,
    occurredAt,
    correlationId: req.meta.correlationId,
    causationId: req.meta.causationId ?? null,
    traceparent: req.meta.traceparent ?? null,
  };
  const base = req.events.map((e) => ({
    id: randomUUID(),
    type: e.type,
    version: e.version ?? 1,
    ...envelope,
    data: e.data,
  }));
  const expected =
    req.expectedVersion === "no_stream" ? 0 : req.expectedVersion === "any" ? -1 : req.expectedVersion;
  const { rows } = await sql<{ version: number | null }>`
    SELECT ${s}.append_events(
      ${req.streamId}, ${req.streamType}, ${expected}::integer,
      ${base.map((e) => e.id)}::uuid[], ${base.map((e) => e.type)}::text[], ${base.map((e) => e.version)}::integer[],
      ${base.map((e) => JSON.stringify(e.data))}::jsonb[], ${base.map((e) => topicOf(e.streamType, e.version))}::text[],
      ${req.meta.correlationId}, ${req.meta.causationId ?? null}, ${req.meta.traceparent ?? null},
      ${occurredAt}::timestamptz, ${JSON.stringify(envelope)}::jsonb
    ) AS version`.execute(trx);
  const version = rows[0]?.version;
  if (version === null || version === undefined)
    throw new ConcurrencyError(req.streamId, req.expectedVersion);
  const first = version - count + 1;
  return {
    nextVersion: version,
    envelopes: base.map((e, i) => ({ ...e, streamPosition: first + i })),
  };
}
