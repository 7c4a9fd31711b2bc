import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { usePreparedStatements } from "./prepared-statements.ts";

// Postgres bigint (int8) as a JS number: positions and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DatabaseOptions {
  url: string;
  /** Pool size; services default to 10. */
  max?: number;
  applicationName?: string;
  /** Server settings for every connection of the pool, e.g. { plan_cache_mode: "force_generic_plan" }. */
  settings?: Record<string, string>;
}

export function createDatabase<DB = unknown>(opts: DatabaseOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.max ?? 10,
    application_name: opts.applicationName,
    options: opts.settings
      ? Object.entries(opts.settings)
          .map(([name, value]) => `-c ${name}=${value}`)
          .join(" ")
      : undefined,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server closed (restart, failover, a dropped test database) is replaced on
  // next use; without a listener pg would turn it into an uncaught exception and kill the process.
  // Once the pool is ending it is expected: pool.end() resolves before its connections have closed
  // (brianc/node-postgres#2328), so a server stopped right after it still finds them open.
  pool.on("error", (error) => {
    if (!pool.ending) process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`);
  });
  pool.on("connect", usePreparedStatements);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
