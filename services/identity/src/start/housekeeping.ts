import type { FastifyInstance } from "fastify";
import type { Db } from "../db/schema.ts";
import { type KeyPolicy, rotateSigningKeysIfDue } from "../keys/signing-keys.ts";

const EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;

/** Throttle counts, OIDC round trips and spent links are only useful for a while; drop the rest. */
export async function sweep(db: Db, now: Date): Promise<number> {
  const throttles = await db
    .deleteFrom("throttle_events")
    .where("occurred_at", "<", new Date(now.getTime() - DAY_MS))
    .executeTakeFirst();
  const states = await db.deleteFrom("oidc_states").where("expires_at", "<", now).executeTakeFirst();
  const tokens = await db
    .deleteFrom("email_tokens")
    .where("expires_at", "<", new Date(now.getTime() - 7 * DAY_MS))
    .executeTakeFirst();
  return [throttles, states, tokens].reduce((n, d) => n + Number(d.numDeletedRows), 0);
}

/**
 * One round: the sweep, and the signing keys' schedule (a successor published, old keys dropped).
 * Answers the rows swept.
 */
export async function housekeep(db: Db, keys: KeyPolicy, now: Date): Promise<number> {
  const swept = await sweep(db, now);
  await rotateSigningKeysIfDue(db, keys, now);
  return swept;
}

/** Housekeeping every ten minutes in every instance. */
export function scheduleHousekeeping(app: FastifyInstance, db: Db, keys: KeyPolicy): void {
  app.scheduleTask({ name: "housekeeping", everyMs: EVERY_MS, run: (now) => housekeep(db, keys, now) });
}
