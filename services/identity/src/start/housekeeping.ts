import type { FastifyInstance } from "fastify";
import type { Db } from "../db/schema.ts";

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

export function scheduleHousekeeping(app: FastifyInstance, db: Db): void {
  const timer = setInterval(() => {
    sweep(db, new Date()).catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
  }, EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
