import { sql, type Transaction } from "kysely";
import pg from "pg";

type Literal = string | number | boolean | null;

/**
 * A value written into SQL text as a literal, for a statement that cannot take parameters (see
 * executeAndCommit): text quoted by pg's escapeLiteral, numbers only when finite, arrays as ARRAY[...]
 * (give the type with a cast, which an empty array needs).
 */
export function sqlLiteral(value: Literal | readonly Literal[]): string {
  if (Array.isArray(value)) return `ARRAY[${value.map((v) => sqlLiteral(v)).join(", ")}]`;
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a number SQL can take: ${value}`);
    return String(value);
  }
  return pg.escapeLiteral(value as string);
}

/**
 * Runs a transaction's last statement and its COMMIT in ONE round trip, so the row locks the statement
 * takes (the quota row every buyer of an on-sale waits on) are let go at once, not after this process
 * has heard back and sent the COMMIT: a wait as long as its event loop is busy, during which every
 * other buyer waits too. The text goes as a simple query, which takes no parameters: write values with
 * `sqlLiteral`. If the statement fails, PostgreSQL skips the rest of the text and the transaction fails
 * as with any failed statement. Kysely commits once the callback returns; the BEGIN sent here gives it
 * an empty transaction to commit. So nothing may be written after this in the transaction: it would
 * commit apart.
 */
export async function executeAndCommit(trx: Transaction<unknown>, statement: string): Promise<void> {
  await sql.raw(`${statement};\nCOMMIT;\nBEGIN`).execute(trx);
}
