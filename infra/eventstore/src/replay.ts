import { sql, type Transaction } from "kysely";
import type { DomainEvent, StreamDefinition } from "@mawid/contracts/platform";
import type { Projection } from "./command-handler.ts";
import { toCurrent } from "./registered-stream.ts";

const PAGE = 1_000;

/**
 * Feeds every stored event of one stream type, in the order they were appended, through projections
 * (older versions upcast first): how a read model is rebuilt after its rows were cleared, or a new
 * one filled. Runs in the caller's transaction, which clears the rows first.
 */
export async function replayStream<Event extends DomainEvent>(
  trx: Transaction<unknown>,
  opts: { schema: string; stream: StreamDefinition; projections: readonly Projection<Event>[] },
): Promise<number> {
  const s = sql.id(opts.schema);
  let after = 0;
  let replayed = 0;
  for (;;) {
    const { rows } = await sql<{
      position: string;
      type: string;
      version: number;
      data: Record<string, unknown>;
    }>`
      SELECT global_position AS position, type, version, data FROM ${s}.events
      WHERE stream_type = ${opts.stream.streamType} AND global_position > ${after}
      ORDER BY global_position LIMIT ${PAGE}`.execute(trx);
    for (const row of rows) {
      const event = toCurrent(opts.stream, row) as Event;
      for (const project of opts.projections) await project(trx, [event]);
    }
    replayed += rows.length;
    if (rows.length < PAGE) return replayed;
    after = Number(rows.at(-1)?.position);
  }
}
