import type { Kysely } from "kysely";
import { type SingleEventWrite, type WriteOutcome, writeEach, writeScan } from "./scan-store.ts";

/** Statements in flight at once: the rest of the pool stays free for reads. */
const MAX_IN_FLIGHT = 3;
/** Writes per statement: a transaction holds one advisory lock per stream it writes. */
const MAX_PER_STATEMENT = 250;

interface Waiting {
  write: SingleEventWrite;
  resolve(outcome: WriteOutcome): void;
  reject(error: unknown): void;
}

/**
 * Single scans' writes, coalesced: at doors-open a hundred stations' scans each cost a commit, and the
 * commits, not the work, are what the database runs out of. A write goes out at once while fewer than
 * MAX_IN_FLIGHT statements are running (a lone scan waits for nothing); the writes that arrive while
 * they run go together in the next statement, one transaction, each under its own stream's lock as
 * writeScan's, ordered by stream id as batches are so no two transactions wait on each other's locks.
 * Each write gets its own outcome. If a statement fails, its writes are tried again one by one, so one
 * write's failure is its own.
 */
export class ScanWriteQueue {
  readonly #db: Kysely<unknown>;
  readonly #schema: string;
  #waiting: Waiting[] = [];
  #inFlight = 0;

  constructor(db: Kysely<unknown>, schema: string) {
    this.#db = db;
    this.#schema = schema;
  }

  write(write: SingleEventWrite): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ write, resolve, reject });
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#inFlight < MAX_IN_FLIGHT && this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_PER_STATEMENT);
      this.#inFlight++;
      void this.#flush(group).finally(() => {
        this.#inFlight--;
        this.#drain();
      });
    }
  }

  async #flush(group: Waiting[]): Promise<void> {
    group.sort((a, b) =>
      a.write.streamId < b.write.streamId ? -1 : a.write.streamId > b.write.streamId ? 1 : 0,
    );
    let outcomes: WriteOutcome[];
    try {
      outcomes = await writeEach(
        this.#db,
        this.#schema,
        group.map((w) => w.write),
      );
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      await Promise.all(
        group.map((w) => writeScan(this.#db, this.#schema, w.write).then(w.resolve, w.reject)),
      );
      return;
    }
    for (const [i, w] of group.entries()) w.resolve(outcomes[i]!);
  }
}
