import type { Kysely } from "kysely";
import { Coalescer } from "@mawid/service";
import {
  readEach,
  readScan,
  type ScanRead,
  type ScanReadRequest,
  type SingleEventWrite,
  type WriteOutcome,
  writeEach,
  writeScan,
} from "./scan-store.ts";

/** Single scans' reads and writes, each coalesced into shared statements under load. */
export interface ScanQueues {
  reads: Coalescer<ScanReadRequest, ScanRead>;
  /**
   * Writes in one statement are one transaction and one commit, each row as scan_write under its own
   * stream's lock (scan_write_rows), ordered by stream id as batches are so no two transactions wait
   * on each other.
   */
  writes: Coalescer<SingleEventWrite, WriteOutcome>;
}

const byStream = (a: { streamId: string }, b: { streamId: string }) =>
  a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0;

/**
 * One statement of each kind in flight: the scans that arrive meanwhile wait for it and go together,
 * and PostgreSQL's cost per statement, not the wait, is what runs out at doors-open. npm run bench
 * checkin on 2026-11-28: single scans 2,656-2,769/s, p99 80-84 ms with one in flight; 2,579/s with
 * two; 2,346-2,373/s, p99 92-98 ms with three.
 */
const IN_FLIGHT = 1;

export function scanQueues(db: Kysely<unknown>, schema: string): ScanQueues {
  return {
    reads: new Coalescer<ScanReadRequest, ScanRead>({
      many: (reads) => readEach(db, schema, reads),
      one: (read) => readScan(db, schema, read),
      maxInFlight: IN_FLIGHT,
      maxPerStatement: 250,
    }),
    writes: new Coalescer<SingleEventWrite, WriteOutcome>({
      many: (writes) => writeEach(db, schema, writes),
      one: (write) => writeScan(db, schema, write),
      order: byStream,
      maxInFlight: IN_FLIGHT,
      maxPerStatement: 250,
    }),
  };
}
