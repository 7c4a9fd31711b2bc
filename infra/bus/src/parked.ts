import { type Kysely, sql, type Transaction } from "kysely";
import type { TEnvelope } from "@mawid/contracts/platform";
import type { DeliveredMessage } from "./types.ts";

/** A message a consumer group set aside after too many failed attempts (see startConsumer). */
export interface ParkedMessage extends DeliveredMessage {
  group: string;
  attempts: number;
  lastError: string;
  parkedAt: Date;
}

interface ParkedRow {
  group_name: string;
  topic: string;
  key: string;
  envelope: TEnvelope;
  headers: Record<string, string>;
  attempts: number;
  last_error: string;
  parked_at: Date;
}

/** The columns of a ParkedRow, for every query that reads one. */
const PARKED_COLUMNS = sql.raw("group_name, topic, key, envelope, headers, attempts, last_error, parked_at");

const toParked = (r: ParkedRow): ParkedMessage => ({
  group: r.group_name,
  topic: r.topic,
  key: r.key,
  envelope: r.envelope,
  headers: r.headers,
  attempts: r.attempts,
  lastError: r.last_error,
  parkedAt: r.parked_at,
});

/** How a failure reads in `last_error`, whether the consumer parked the message or a retry failed. */
const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Sets a message aside for its group after `attempts` failed attempts, with the last error: an inbox
 * row marked parked, so a redelivery does not run it again, and the parked row an administrator
 * retries or discards. Parking one again (a redelivery that got past the inbox) adds its attempts.
 */
export async function parkMessage(
  db: Kysely<unknown>,
  schema: string,
  group: string,
  m: DeliveredMessage,
  attempts: number,
  error: unknown,
): Promise<void> {
  const s = sql.id(schema);
  await db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO ${s}.inbox (group_name, message_id, topic, outcome) VALUES (${group}, ${m.envelope.id}, ${m.topic}, 'parked')
      ON CONFLICT DO NOTHING`.execute(trx);
    await sql`
      INSERT INTO ${s}.parked_messages (group_name, message_id, topic, key, envelope, headers, attempts, last_error)
      VALUES (${group}, ${m.envelope.id}, ${m.topic}, ${m.key}, ${JSON.stringify(m.envelope)}::jsonb,
              ${JSON.stringify(m.headers)}::jsonb, ${attempts}, ${describeError(error)})
      ON CONFLICT (group_name, message_id) DO UPDATE
        SET attempts = ${s}.parked_messages.attempts + EXCLUDED.attempts, last_error = EXCLUDED.last_error, parked_at = now()`.execute(
      trx,
    );
  });
}

/** The newest `limit` parked messages of a service's groups, and how many there are in all. */
export async function listParked(
  db: Kysely<unknown>,
  schema: string,
  limit: number,
): Promise<{ total: number; messages: ParkedMessage[] }> {
  const s = sql.id(schema);
  const [rows, count] = await Promise.all([
    sql<ParkedRow>`
      SELECT ${PARKED_COLUMNS} FROM ${s}.parked_messages ORDER BY parked_at DESC, message_id LIMIT ${limit}`.execute(
      db,
    ),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM ${s}.parked_messages`.execute(db),
  ]);
  return { total: count.rows[0]?.n ?? 0, messages: rows.rows.map(toParked) };
}

export class ParkedMessageNotFound extends Error {
  constructor(group: string, messageId: string) {
    super(`No parked message ${messageId} in ${group}`);
    this.name = "ParkedMessageNotFound";
  }
}

export type RetryOutcome = { outcome: "handled" } | { outcome: "failed"; error: string };

/**
 * Runs the group's handler on a parked message once more. Its effect, the inbox row turning from
 * parked to handled and the parked row's removal commit together, so the message has its effect
 * once even when two people retry it at the same moment (the second finds nothing: not found).
 * A failure rolls the effect back, and the message stays parked with one attempt more and the new error.
 */
export async function retryParked(
  db: Kysely<unknown>,
  schema: string,
  group: string,
  messageId: string,
  handle: (trx: Transaction<unknown>, m: DeliveredMessage) => Promise<void>,
): Promise<RetryOutcome> {
  const s = sql.id(schema);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<ParkedRow>`
        SELECT ${PARKED_COLUMNS} FROM ${s}.parked_messages WHERE group_name = ${group} AND message_id = ${messageId}
        FOR UPDATE`.execute(trx);
      const parked = rows[0];
      if (!parked) throw new ParkedMessageNotFound(group, messageId);
      await handle(trx, toParked(parked));
      // the inbox row may have been pruned by retention since; either way it now says handled
      await sql`
        INSERT INTO ${s}.inbox (group_name, message_id, topic) VALUES (${group}, ${messageId}, ${parked.topic})
        ON CONFLICT (group_name, message_id) DO UPDATE SET outcome = 'handled', handled_at = now()`.execute(
        trx,
      );
      await sql`DELETE FROM ${s}.parked_messages WHERE group_name = ${group} AND message_id = ${messageId}`.execute(
        trx,
      );
    });
    return { outcome: "handled" };
  } catch (error) {
    if (error instanceof ParkedMessageNotFound) throw error;
    const message = describeError(error);
    await sql`
      UPDATE ${s}.parked_messages SET attempts = attempts + 1, last_error = ${message}
      WHERE group_name = ${group} AND message_id = ${messageId}`.execute(db);
    return { outcome: "failed", error: message };
  }
}

/** Gives up on a parked message for good: it stays in the inbox as discarded, so it never runs again. */
export async function discardParked(
  db: Kysely<unknown>,
  schema: string,
  group: string,
  messageId: string,
): Promise<void> {
  const s = sql.id(schema);
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      DELETE FROM ${s}.parked_messages WHERE group_name = ${group} AND message_id = ${messageId}
      RETURNING topic`.execute(trx);
    if (rows.length === 0) throw new ParkedMessageNotFound(group, messageId);
    await sql`
      UPDATE ${s}.inbox SET outcome = 'discarded', handled_at = now()
      WHERE group_name = ${group} AND message_id = ${messageId}`.execute(trx);
  });
}
