import { CompiledQuery, type Kysely } from "kysely";
import type { TEnvelope } from "@mawid/contracts/platform";
import { metricsOf } from "./metrics.ts";
import { schemaStatement } from "./prepared-statements.ts";

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  type: string;
  version: number;
  data: Record<string, unknown>;
  correlation_id: string;
  causation_id: string | null;
  traceparent: string | null;
  occurred_at: Date;
}

export interface StreamRead {
  /** 0 when the stream does not exist. */
  version: number;
  events: TEnvelope[];
}

/** One text per schema, prepared once per connection: every command reads its stream first. */
const readStatement = (schema: string) =>
  schemaStatement(
    "read",
    schema,
    (s) =>
      "SELECT event_id, stream_id, stream_type, stream_position, type, version, data, correlation_id, " +
      `causation_id, traceparent, occurred_at FROM ${s}.events WHERE stream_id = $1 ORDER BY stream_position`,
  );

export async function readStream(db: Kysely<unknown>, schema: string, streamId: string): Promise<StreamRead> {
  const started = performance.now();
  const { rows } = await db.executeQuery<EventRow>(CompiledQuery.raw(readStatement(schema), [streamId]));
  const seconds = (performance.now() - started) / 1000;
  for (const m of metricsOf(schema)) m.readSeconds.observe(seconds);
  const events = rows.map(
    (r): TEnvelope => ({
      id: r.event_id,
      type: r.type,
      version: r.version,
      streamType: r.stream_type,
      streamId: r.stream_id,
      streamPosition: r.stream_position,
      occurredAt: r.occurred_at.toISOString(),
      correlationId: r.correlation_id,
      causationId: r.causation_id,
      traceparent: r.traceparent,
      data: r.data,
    }),
  );
  return { version: events.at(-1)?.streamPosition ?? 0, events };
}
