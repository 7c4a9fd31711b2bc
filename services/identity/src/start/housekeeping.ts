import type { FastifyInstance } from "fastify";
import type { Db } from "../db/schema.ts";
import { type KeyPolicy, rotateSigningKeysIfDue } from "../keys/signing-keys.ts";

const EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;

/** Throttle counts, OIDC round trips and spent links are only useful for a while; drop the rest. */
export async function sweep(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom("throttle_events")
    .where("occurred_at", "<", new Date(now.getTime() - DAY_MS))
    .execute();
  await db.deleteFrom("oidc_states").where("expires_at", "<", now).execute();
  await db
    .deleteFrom("email_tokens")
    .where("expires_at", "<", new Date(now.getTime() - 7 * DAY_MS))
    .execute();
}

/** One round: the sweep, and the signing keys' schedule (a successor published, old keys dropped). */
export async function housekeep(db: Db, keys: KeyPolicy, now: Date): Promise<void> {
  await sweep(db, now);
  await rotateSigningKeysIfDue(db, keys, now);
}

export function scheduleHousekeeping(app: FastifyInstance, db: Db, keys: KeyPolicy): void {
  const timer = setInterval(() => {
    housekeep(db, keys, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "housekeeping failed"),
    );
  }, EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
