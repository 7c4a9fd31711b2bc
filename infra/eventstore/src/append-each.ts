import { CompiledQuery, type Kysely } from "kysely";
import { type AppendRequest, type AppendResult, appendArguments, appended, countAppends } from "./append.ts";
import { ConcurrencyError } from "./errors.ts";
import { schemaStatement } from "./prepared-statements.ts";

/** append_events once per row: each stream's one event, in one statement. */
const appendEachStatement = (schema: string) =>
  schemaStatement(
    "append-each",
    schema,
    (s) =>
      `SELECT r.n::integer AS n, ${s}.append_events(r.stream_id, r.stream_type, r.expected, ARRAY[r.id], ARRAY[r.type],
  ARRAY[r.version], ARRAY[r.data], ARRAY[r.topic], r.correlation_id, r.causation_id, r.traceparent, r.occurred_at,
  r.envelope) AS version
FROM unnest($1::text[], $2::text[], $3::integer[], $4::uuid[], $5::text[], $6::integer[], $7::jsonb[], $8::text[],
  $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::jsonb[])
  WITH ORDINALITY AS r(stream_id, stream_type, expected, id, type, version, data, topic, correlation_id, causation_id,
    traceparent, occurred_at, envelope, n)
ORDER BY r.n`,
  );

/** The columns of append_events that take one entry per event. */
const PER_EVENT = new Set([3, 4, 5, 6, 7]);

/**
 * One event for each of many streams, in ONE statement inside the caller's transaction: a batch of
 * new orders pays one round trip for all their appends, each still checked against its expected
 * version. When any stream conflicts, the whole statement stands and ConcurrencyError names the first
 * such stream: the caller rolls its transaction back.
 */
export async function appendOneEach(
  trx: Kysely<unknown>,
  schema: string,
  requests: readonly AppendRequest[],
): Promise<AppendResult[]> {
  const each = requests.map((req) => {
    if (req.events.length !== 1)
      throw new Error(`appendOneEach takes one event a stream, not ${req.events.length}`);
    return appendArguments(req);
  });
  const columns = Array.from({ length: 13 }, (_, j) =>
    each.map(({ args }) => (PER_EVENT.has(j) ? (args[j] as unknown[])[0] : args[j])),
  );
  const started = performance.now();
  const { rows } = await trx
    .executeQuery<{ n: number; version: number | null }>(
      CompiledQuery.raw(appendEachStatement(schema), columns),
    )
    .catch((error: unknown) => {
      for (const req of requests) countAppends(schema, req.streamType, "failed");
      throw error;
    });
  const conflict = rows.find((r) => r.version === null);
  if (conflict) {
    const req = requests[conflict.n - 1]!;
    countAppends(schema, req.streamType, "conflict");
    throw new ConcurrencyError(req.streamId, req.expectedVersion);
  }
  const seconds = (performance.now() - started) / 1000 / requests.length;
  return rows.map((r, i) => {
    countAppends(schema, requests[i]!.streamType, "appended", 1, seconds);
    return appended(each[i]!.base, r.version!);
  });
}
